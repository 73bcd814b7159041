"""Every editorial ruling follows the canon of issue 10 (1882:77, "literally, and not by implication").

Where the text does not decide, a ruling states the question, argues from the
words (it quotes its unit's text), gives the reading it takes and at least one
other, and keeps the other readings as a parameter of the engine, or says why
the engine takes none. A point the text decides is commentary, not a ruling.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

from pokerlaws.blind.rulings import THE_CODES
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.loader import resolve_parameter
from pokerlaws.table import CODES

CORPUS = default_corpus()

QUOTED = re.compile(r"[\"“‘]([^\"”’]+)[\"”’]")

RULINGS = [
    pytest.param(unit, ruling, id=f"{unit.id}#{i}")
    for unit in CORPUS.laws.values()
    for i, ruling in enumerate(unit.rulings)
]


def phrases(text: str, length: int = 3) -> set[str]:
    """Every run of *length* words of *text*, lower-cased, without punctuation."""
    words = re.findall(r"[a-z]+", text.lower().replace("’", "'").replace("'", ""))
    return {" ".join(words[i : i + length]) for i in range(len(words) - length + 1)}


def defects(unit, ruling) -> list[str]:
    """What keeps *ruling* of *unit* from the canon; empty when it meets it."""
    found = []
    if not ruling.question.strip() or not ruling.ruling.strip():
        found.append("no question or no ruling")
    if ruling.default is None or not ruling.default.strip():
        found.append("no reading named as taken (default)")
    if not ruling.alternatives:
        found.append("no other reading (alternatives)")
    elif ruling.default in ruling.alternatives:
        found.append("the reading taken is listed among the others")
    if bool(ruling.parameter) == bool(ruling.no_parameter):
        found.append("neither a parameter nor the reason for none" if not ruling.parameter else "both a parameter and a reason for none")
    quoted = QUOTED.findall(f"{ruling.question} {ruling.ruling}")
    text = phrases(unit.text)
    if not any(phrases(q) & text for q in quoted if len(q.split()) >= 3):
        found.append("quotes no phrase of three words or more of the unit's text")
    return found


@pytest.mark.parametrize(("unit", "ruling"), RULINGS)
def test_every_ruling_meets_the_canon(unit, ruling) -> None:
    if ruling.parameter:
        resolve_parameter(ruling.parameter)  # the parameter names a field or argument of the engine
    assert not defects(unit, ruling), f"{unit.id} {ruling.title!r}: {'; '.join(defects(unit, ruling))}"


def test_the_check_finds_a_ruling_that_argues_nothing() -> None:
    """The canon check can fail: a ruling with no readings, no parameter and no quotation."""
    from pokerlaws.edition.model import Ruling

    unit = CORPUS.laws["1882:55"]
    bare = Ruling(title="t", question="Is it so?", ruling="Yes.")
    assert len(defects(unit, bare)) == 4
    argued = Ruling(
        title="t",
        question="The law says “whether made in proper turn or not”.",
        ruling="Yes.",
        default="yes",
        alternatives={"no": "not so"},
        no_parameter="the engine does not model it",
    )
    assert defects(unit, argued) == []


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("    parameter: pokerlaws.betting.BettingRulings.raised_meanwhile\n", "", "missing required field 'no_parameter' in rulings[0]: a ruling names the engine parameter"),
        (
            "    parameter: pokerlaws.betting.BettingRulings.raised_meanwhile\n",
            "    parameter: pokerlaws.betting.BettingRulings.raised_meanwhile\n    no_parameter: the engine has none\n",
            "a ruling has a parameter or the reason it has none (no_parameter), not both",
        ),
        ('    default: "free"\n', "", "missing required field 'default' in rulings[0]"),
        ('      "call or retire": "he may meet the stake or retire, but not raise"\n', "", "field 'rulings[0].alternatives'"),
    ],
)
def test_a_law_file_whose_ruling_lacks_the_canon_is_refused_with_its_line(tmp_path, old: str, new: str, problem: str) -> None:
    """The schema holds every ruling to the canon when the edition loads: the file, the line, what is missing."""
    from helpers.laws import copy_laws, edit, load_error

    laws = copy_laws(tmp_path)
    path = laws / "1882" / "55.yaml"
    edit(path, old, new)
    error = load_error(laws)
    assert error.path == path and error.line is not None
    assert problem in str(error), str(error)


# --- the readings a ruling names are the engine's ----------------------------------------------------------

# Parameters that are no field of a dataclass but an argument, whose values are open (a ruleset, the players of
# a table): a ruling names some of them, and the engine's own tests hold each (test_jackpot.py,
# test_disputes_sitting.py).
NOT_A_READING = {
    "pokerlaws.jackpot.JackPot.ruleset",
    "pokerlaws.table.Sitting.waive.among",
}


def owner_and_name(dotted: str) -> tuple[object, str]:
    from pokerlaws.edition.loader import resolve

    owner_path, _, name = dotted.rpartition(".")
    return resolve(owner_path), name


def engine_default(owner: object, name: str) -> object:

    from pokerlaws.hands import RULESETS, Ruleset

    if owner is Ruleset:  # a ruleset names each field itself: the rulings are on the 1882 laws' own
        return getattr(RULESETS["1882"], name)
    return {f.name: f for f in dataclasses.fields(owner)}[name].default


def as_named(value: object) -> str:
    """A reading as a ruling in a law file names it: text as it is, ``True``, ``2``, ``None`` in words of Python."""
    return value if isinstance(value, str) else repr(value)


@pytest.mark.parametrize(("unit", "ruling"), [p for p in RULINGS if p.values[1].parameter])
def test_the_readings_a_ruling_names_are_the_engines(unit, ruling) -> None:
    """A ruling cannot name a reading the engine does not take, nor a default it does not have.

    The readings are those of the field (``pokerlaws.readings.reading``), the default first; a field
    that takes other values too (``open``) must have the ruling's default as its own.
    """
    from pokerlaws.readings import is_open, readings_of

    if ruling.parameter in NOT_A_READING:
        return
    owner, name = owner_and_name(ruling.parameter)
    readings = readings_of(owner, name)
    assert readings is not None, f"{ruling.parameter}: make it a field with its readings (pokerlaws.readings.reading)"
    assert readings[0] == engine_default(owner, name), f"{ruling.parameter}: the first reading is not the field's default"
    default = as_named(readings[0])
    if readings[0] == THE_CODES:  # its default is the code's own: the ruling argues the value of its unit's code
        default = as_named(owner().in_force(name, CODES[unit.id.split(":")[0]]))
    if is_open(owner, name):  # "None (no limit)", "2, 3, …": the value first, then words
        first = [value.split(" (")[0].split(",")[0].strip() for value in (ruling.default, *ruling.alternatives)]
        assert first[0] == default, f"{unit.id}: the ruling takes {ruling.default!r}, the engine {default!r}"
        unnamed = [value for value in first[1:] if value not in map(as_named, readings)]
        assert not unnamed, f"{ruling.parameter}: the field does not name the ruling's other readings {unnamed} (it names {readings})"
        return
    assert ruling.default == default, f"{unit.id}: the ruling takes {ruling.default!r}, the engine {default!r}"
    named = [ruling.default, *ruling.alternatives]
    unknown = [r for r in named if r not in map(as_named, readings)]
    assert not unknown, f"{unit.id}: readings the engine does not take: {unknown} (it takes {readings})"


def test_every_reading_of_the_engine_is_argued_by_a_ruling() -> None:
    """The other way: each reading a field names is the default or an alternative of a ruling on it (one parameter may
    have several rulings, on several units, each arguing some of its readings)."""
    from pokerlaws.readings import is_open, readings_of

    argued: dict[str, set[str]] = {}
    for unit, ruling in (p.values for p in RULINGS):
        if ruling.parameter and ruling.parameter not in NOT_A_READING:
            named = {value.split(" (")[0].split(",")[0].strip() for value in (ruling.default, *ruling.alternatives)}
            argued.setdefault(ruling.parameter, set()).update(named)
    for parameter, named in argued.items():
        owner, name = owner_and_name(parameter)
        unargued = set(map(as_named, readings_of(owner, name))) - named - {THE_CODES}
        assert not unargued, f"{parameter}: readings no ruling argues: {sorted(unargued)}{' (open)' if is_open(owner, name) else ''}"


def test_the_check_of_readings_can_fail() -> None:
    """A ruling whose default and alternative are swapped, or that names a reading the engine lacks, is caught."""

    unit = CORPUS.laws["1882:55"]
    ruling = unit.rulings[0]
    swapped = dataclasses.replace(ruling, default="call or retire", alternatives={"free": "x"})
    bogus = dataclasses.replace(ruling, alternatives={"call or fold": "x"})
    for bad in (swapped, bogus):
        with pytest.raises(AssertionError):
            test_the_readings_a_ruling_names_are_the_engines(unit, bad)


def test_the_record_schema_offers_each_ruling_the_engine_takes() -> None:
    """The schema an editor's YAML tools read names, for each subject's rulings in a record, the fields of its
    ``...Rulings`` and, for each field with closed readings, those readings in their order (booleans as a type)."""
    import json

    from pokerlaws.edition.records import SCHEMA
    from pokerlaws.readings import all_readings, is_open
    from pokerlaws.records.fields import RECORD_FIELDS, RULINGS_SHAPES

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))["properties"]
    for field, spec in RECORD_FIELDS.items():
        if spec.holds not in RULINGS_SHAPES:
            continue
        kind = RULINGS_SHAPES[spec.holds]
        offered = schema[field]["properties"]
        assert set(offered) == {f.name for f in dataclasses.fields(kind)}, f"{field}: the schema's fields are not {kind.__name__}'s"
        for name, readings in all_readings(kind).items():
            if is_open(kind, name):
                continue
            if all(type(r) is bool for r in readings):
                assert offered[name] == {"type": "boolean"}, f"{field}.{name}"
            else:
                assert offered[name].get("enum") == list(readings), f"{field}.{name}: the schema offers {offered[name]}, the engine {readings}"


_MENTION = re.compile(
    r"\b(?P<id>1882|1895|foster):(?P<n>\d+)"
    r"|\b(?P<kind>laws?|rules?|paragraphs?)\s+(?P<ns>\d+(?:\s*(?:,|and|-|–|to)\s*\d+)*)"
    r"|\((?P<bare>\d+)\)",
    re.IGNORECASE,
)
_KIND_SOURCE = {"law": "1882", "rule": "1895", "paragraph": "foster"}


def _mentioned(text: str, own: str) -> set[str]:
    """The units *text* names: ``1882:52``, ``law 54``, ``laws 66 and 70``, ``rules 52-81``, or a bare ``(52)`` of its own source."""
    found = set()
    for m in _MENTION.finditer(text):
        if m["id"]:
            found.add(f"{m['id'].lower()}:{m['n']}")
        elif m["bare"]:
            found.add(f"{own}:{m['bare']}")
        else:
            source = _KIND_SOURCE[m["kind"].lower().rstrip("s")]
            numbers = [int(n) for n in re.findall(r"\d+", m["ns"])]
            if re.search(r"-|–|to", m["ns"]) and len(numbers) == 2 and 0 < numbers[1] - numbers[0] < 40:
                numbers = list(range(numbers[0], numbers[1] + 1))
            found |= {f"{source}:{n}" for n in numbers}
    return found


def _in_words(quotation: str, words: str) -> bool:
    """Whether *quotation* stands in *words*: the same words, in order, case and spacing aside; ``…`` or
    ``[…]`` marks words left out or supplied."""
    def plain(text: str) -> str:
        return re.sub(r"\s+", " ", text.replace("’", "'").replace("‘", "'")).strip().lower()

    at, words = 0, plain(words)
    for part in re.split(r"…|\.\.\.|\[[^\]]*\]", quotation):
        part = plain(part).strip(" .,;:")
        if not part:
            continue
        at = words.find(part, at)
        if at < 0:
            return False
        at += len(part)
    return True


def test_every_quotation_in_a_ruling_is_words_of_a_unit_it_quotes() -> None:
    """A phrase a ruling quotes (“…”) stands in its own unit or in a unit the ruling names (its text or its
    footnotes), so that no ruling puts words in a law's mouth (issue 28: 1895:35 once gave rules 36 and 37
    “before the draw” and “after the draw”, which neither has). A title, a reading's name or a phrase of
    another book is written otherwise (in italics, or as code), not as a quotation."""
    corpus = default_corpus()
    units = {unit.id: unit for unit in corpus.laws.values()} if isinstance(corpus.laws, dict) else {u.id: u for u in corpus.laws}
    misquoted = []
    for unit in units.values():
        for ruling in unit.rulings:
            for field in ("question", "ruling"):
                text = getattr(ruling, field) or ""
                named = {unit.id} | _mentioned(text, unit.source if isinstance(unit.source, str) else unit.id.split(":")[0])
                sources = [units[u] for u in named if u in units]
                for quoted in re.findall(r"“([^”]+)”", text):
                    if not any(_in_words(quoted, " ".join([u.text, *(f.text for f in u.footnotes)])) for u in sources):
                        misquoted.append(f"{unit.id}, ruling {ruling.title!r} ({field}): “{quoted}” is not in {sorted(named)}")
    assert not misquoted, "\n".join(misquoted)


# --- a ruling is cited by its unit and its number (issue 30) ---------------------------------------------


def test_each_ruling_is_numbered_within_its_unit_in_the_order_of_its_file() -> None:
    import yaml

    ruled = [unit for unit in CORPUS.laws.values() if unit.rulings]
    assert ruled
    for unit in ruled:
        titles = [entry["title"] for entry in yaml.safe_load(unit.path.read_text(encoding="utf-8"))["rulings"]]
        assert [r.title for r in unit.rulings] == titles
        assert [r.number for r in unit.rulings] == list(range(1, len(titles) + 1))
        assert [r.id for r in unit.rulings] == [f"{unit.id} R{n}" for n in range(1, len(titles) + 1)]
        assert [r.anchor for r in unit.rulings] == [f"{unit.anchor}-r{n}" for n in range(1, len(titles) + 1)]


def test_the_public_api_gives_a_ruling_by_its_citation() -> None:
    import pokerlaws
    from pokerlaws.edition.errors import UnknownRuling

    sixty = pokerlaws.law("1882:60")
    second = sixty.rulings[1]
    assert (second.id, second.unit, second.number, second.title) == ("1882:60 R2", "1882:60", 2, "His own stake")
    assert sixty.ruling(2) is sixty.ruling("R2") is sixty.ruling("r2") is second
    with pytest.raises(UnknownRuling, match=r"^1882:60 has no ruling R5: its editorial rulings are R1-R4$"):
        sixty.ruling(5)
    with pytest.raises(UnknownRuling, match="is not a ruling number of 1882:60"):
        sixty.ruling("two")
    from pokerlaws.edition.model import Ruling

    with pytest.raises(ValueError, match="has no id"):
        _ = Ruling(title="t", question="q", ruling="r").id  # made by hand, not read from a law file
