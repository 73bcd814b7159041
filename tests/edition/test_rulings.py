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
from helpers.quotations import in_words, mentioned, not_in_units, quotations, words_of

from pokerlaws.blind.rulings import THE_CODES
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.loader import resolve_parameter
from pokerlaws.table import CODES, Code
from pokerlaws.table.codes import JACK_POT

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
    default = {f.name: f for f in dataclasses.fields(owner)}[name].default
    if owner is Code and default is dataclasses.MISSING:  # each code names it (out_of_turn): the 1882 laws' first
        return getattr(CODES["1882"], name)
    return default


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
    if owner is Code:  # a code names its own (its ruleset): the ruling argues the value of its unit's code
        code = JACK_POT if unit.section == "Rules for the Jack-pot" else CODES[unit.id.split(":")[0]]  # 27-38: the jack-pot's
        default = as_named(getattr(code, name))
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


def test_every_code_that_orders_no_hand_has_its_ruleset_argued_by_a_ruling_on_its_own_source() -> None:
    """``Code.ruleset`` is a reading: under the 1882 laws the words decide (65-76); under a code whose source orders
    no hand it is the default of a ruling on a unit of that source, naming ``Code.ruleset``, whose default is the
    code's, and the code's docstring cites that unit (issue 28: the Foster-style and 1895 defaults were named by no
    ruling). The jack-pot's code names the jack-pot's own default (the ruling on 1895:28)."""
    import inspect

    from pokerlaws.jackpot import JackPot


    ruled = {unit.id.split(":")[0]: (unit, ruling) for unit, ruling in (p.values for p in RULINGS) if ruling.parameter == "pokerlaws.table.Code.ruleset"}
    doc = " ".join(Code.__doc__.split())
    about = doc[doc.index("ruleset:") : doc.index("deal:")]
    for name, code in CODES.items():
        if name == "1882":
            assert code.ruleset == "1882" and name not in ruled
            continue
        assert name in ruled, f"no ruling on a unit of {name} names Code.ruleset"
        unit, ruling = ruled[name]
        assert ruling.default == code.ruleset, f"{unit.id}: the ruling takes {ruling.default!r}, the code {code.ruleset!r}"
        assert f"[{unit.id}][{unit.id.replace(':', '-')}]" in about, f"Code's docstring does not cite the ruling on {unit.id}"
    assert JACK_POT.ruleset == inspect.signature(JackPot).parameters["ruleset"].default


def ungrounded_code_values(codes, grounds, rulings, units) -> list[str]:
    """The values of *codes* (name → Code), of each field of ``GROUNDED``, that their ground in *grounds* does not
    hold: words that are not in the unit named, a ruling on the code's own source naming the parameter whose default
    is not the value, or a value other than None where the code's laws are silent."""
    from pokerlaws.table.codes import GROUNDED

    found = []
    for name, code in codes.items():
        source = "1895" if name == "jack-pot" else name
        for field in GROUNDED:
            value = getattr(code, field)
            if field not in grounds.get(name, {}):
                found.append(f"the code {name}: {field}={value!r} has no ground")
                continue
            ground = grounds[name][field]
            if ground is None:
                if value is not None:
                    found.append(f"the code {name}: {field}={value!r}, where its laws are silent (None)")
            elif isinstance(ground, tuple):
                unit, words = ground
                if unit not in units or not any(in_words(words, text) for text in words_of({unit}, units)):
                    found.append(f"the code {name}: {field}={value!r}: “{words}” is not words of {unit}")
            else:
                owner, attribute = owner_and_name(ground)
                if isinstance(value, owner):  # a value ruled part by part (the counters): its ruled part
                    value = getattr(value, attribute)
                named = [r.default for unit, r in rulings if r.parameter == ground and unit.id.split(":")[0] == source]
                if as_named(value) not in [d.split(" (")[0] for d in named]:
                    found.append(f"the code {name}: {field}={value!r} is the default of no ruling on {source} naming {ground} (they take {named})")
    return found


def test_every_value_of_every_code_is_words_of_a_law_or_a_rulings_default() -> None:
    """Every point of play a code decides (``GROUNDED``: passing, the limit, the counters, a deposit out of turn, the
    ruleset, the straddles, raising in making good, the unit by which a retired player loses his claim) is, for each
    code, the words of a unit that decide it, or the default of a ruling on a unit of the code's own source, or None
    where its laws are silent (issue 28: the 1882 code held ``straddles`` and ``raising`` that nothing grounded). The
    check can fail: a planted value of each kind is found."""
    from pokerlaws.readings import all_readings
    from pokerlaws.table.codes import GROUNDED, GROUNDS, JACK_POT

    # Code's own defaults: None (silent) or a reading (the ruleset); passing and out_of_turn each code gives itself
    defaults = {f.name: f.default for f in dataclasses.fields(Code)}
    bare = [n for n in GROUNDED if defaults[n] not in (dataclasses.MISSING, None) and n not in all_readings(Code)]
    assert not bare, f"Code has defaults no ruling names: {bare}"
    units, rulings = _units(), [p.values for p in RULINGS]
    codes = dict(CODES) | {"jack-pot": JACK_POT}
    assert set(GROUNDS) == set(codes)
    assert not ungrounded_code_values(codes, GROUNDS, rulings, units)
    planted = {
        "1882": dataclasses.replace(CODES["1882"], limit=8, raising=True),  # where the laws are silent (raising was so)
        "foster": dataclasses.replace(CODES["foster"], straddles=2, ruleset="1882"),  # neither is its ruling's default
    }
    faults = ungrounded_code_values(planted, GROUNDS, rulings, units)
    assert [f.split(":")[1].split("=")[0].strip() for f in faults] == ["limit", "raising", "ruleset", "straddles"], faults
    misworded = dict(GROUNDS) | {"1882": dict(GROUNDS["1882"]) | {"passing": ("1882:57", "no player may pass")}}
    assert ungrounded_code_values({"1882": CODES["1882"]}, misworded, rulings, units)


def unruled_fields(kinds, rulings) -> list[str]:
    """The fields of the dataclasses *kinds* that are not a reading (``pokerlaws.readings.reading``) or that no
    ruling in *rulings* names as its parameter."""
    from pokerlaws.readings import all_readings

    named = {r.parameter.rsplit(".", 2)[-2:][0] + "." + r.parameter.rsplit(".", 1)[1] for _, r in rulings if r.parameter}
    found = []
    for kind in kinds:
        readings = all_readings(kind)
        for field in dataclasses.fields(kind):
            if field.name not in readings:
                found.append(f"{kind.__name__}.{field.name}: a default ({field.default!r}) that is no reading")
            elif f"{kind.__name__}.{field.name}" not in named:
                found.append(f"{kind.__name__}.{field.name}: no ruling names it")
    return found


def test_every_field_of_every_rulings_dataclass_is_a_reading_a_ruling_names() -> None:
    """Every field of a subject's ``...Rulings`` is the parameter of a ruling, its readings in its metadata: no
    default in a ``...Rulings`` that no ruling names (issue 28: ``BlindRulings.blind`` was a bare ``1``). The check
    can fail: a dataclass with a bare default is caught."""
    from pokerlaws.draw import DrawRulings
    from pokerlaws.readings import Rulings, reading
    from pokerlaws.records.fields import RULINGS_SHAPES
    from pokerlaws.table import DisputeRulings

    rulings = [p.values for p in RULINGS]
    kinds = {*RULINGS_SHAPES.values(), DrawRulings, DisputeRulings}
    assert not unruled_fields(kinds, rulings)

    @dataclasses.dataclass(frozen=True)
    class Planted(Rulings):
        bare: int = 1
        unnamed: str = reading("a", "b")

    assert [f.split(":")[0] for f in unruled_fields([Planted], rulings)] == ["Planted.bare", "Planted.unnamed"]


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
    """The schema an editor's YAML tools read names, for each subject's rulings in a record (the draw's and the
    counters' too), the fields of its ``...Rulings`` and, for each field with closed readings, those readings in their
    order (booleans as a type)."""
    import json

    from pokerlaws.edition.records import SCHEMA
    from pokerlaws.readings import all_readings, is_open
    from pokerlaws.records.fields import RECORD_FIELDS, RULINGS_SHAPES
    from pokerlaws.table import Counters

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))["properties"]
    shapes = RULINGS_SHAPES | {"counters": Counters}  # the counters carry a reading too (stated, the ruling on foster:9)
    assert {spec.holds for spec in RECORD_FIELDS.values()} >= set(shapes)
    for field, spec in RECORD_FIELDS.items():
        if spec.holds not in shapes:
            continue
        kind = shapes[spec.holds]
        offered = schema[field]["properties"]
        assert set(offered) == {f.name for f in dataclasses.fields(kind)}, f"{field}: the schema's fields are not {kind.__name__}'s"
        for name, readings in all_readings(kind).items():
            if is_open(kind, name):
                continue
            if all(type(r) is bool for r in readings):
                assert offered[name] == {"type": "boolean"}, f"{field}.{name}"
            else:
                assert offered[name].get("enum") == list(readings), f"{field}.{name}: the schema offers {offered[name]}, the engine {readings}"


def ruling_fields(ruling) -> dict[str, str]:
    """Every prose field of a ruling: its title, question, ruling, the readings' names and meanings, the reason for no parameter."""
    fields = {"title": ruling.title, "question": ruling.question, "ruling": ruling.ruling, "default": ruling.default or ""}
    fields["no_parameter"] = ruling.no_parameter or ""
    for name, meaning in ruling.alternatives.items():
        fields[f"alternatives[{name!r}]"] = f"{name}: {meaning}"
    return fields


def misquotations(unit, units: dict, *, witnesses: bool = False) -> list[str]:
    """The quotations in *unit*'s rulings (every prose field) and commentary that are not words of the unit or of a
    unit named there: a ruling's units are those any of its fields names; the commentary, which reads the witnesses,
    may quote what a witness prints too."""
    found = []
    own = unit.id.split(":")[0]
    for ruling in unit.rulings:
        fields = ruling_fields(ruling)
        named = {unit.id}.union(*(mentioned(text, own) for text in fields.values()))
        texts = words_of(named, units)
        for field, text in fields.items():
            for quoted in quotations(text):
                if not any(in_words(quoted, words) for words in texts):
                    found.append(f"{unit.id}, ruling {ruling.title!r} ({field}): “{quoted}” is not in {sorted(named)}")
    if witnesses:
        commentary = unit.commentary or ""
        named = {unit.id} | mentioned(commentary, own)
        texts = words_of(named, units, witnesses=True)
        for quoted in quotations(commentary):
            if not any(in_words(quoted, words) for words in texts):
                found.append(f"{unit.id}, commentary: “{quoted}” is not in {sorted(named)} nor what a witness prints")
    return found


def _units() -> dict:
    corpus = default_corpus()
    return {unit.id: unit for unit in corpus.laws.values()}


def test_every_quotation_in_a_ruling_is_words_of_a_unit_it_quotes() -> None:
    """A phrase a ruling quotes (“…” or "…", in any prose field: title, question, ruling, the readings, the reason for
    no parameter) stands in its own unit or in a unit the ruling names (its text or its footnotes), and a phrase the
    commentary quotes stands there or in what a witness prints, so that no ruling puts words in a law's mouth (issue
    28: 1895:35 once gave rules 36 and 37 “before the draw” and “after the draw”, which neither has). A title, a
    reading's name or a phrase of another book is written otherwise (in italics, or as code), not as a quotation."""
    units = _units()
    misquoted = [line for unit in units.values() for line in misquotations(unit, units, witnesses=True)]
    assert not misquoted, "\n".join(misquoted)


@pytest.mark.parametrize(
    ("field", "planted"),
    [
        ("question", "The law says “whether made out of turn or not”."),
        ("ruling", 'The law says "whether made out of turn or not".'),
        ("title", "“Made out of turn”"),
        ("no_parameter", 'the law\'s "out of turn or not" is plain'),
        ("alternatives", "he may \"call and raise\" as law 53 says"),
        ("commentary", "Law 55 has “a bet out of turn shall stand”."),
    ],
)
def test_the_quotation_check_finds_a_planted_misquotation(field: str, planted: str) -> None:
    """A misquotation planted in any prose field of a ruling of 1882:55, curly or straight, or in its commentary, is
    found; the unit as it stands has none."""
    units = _units()
    unit = units["1882:55"]
    assert misquotations(unit, units, witnesses=True) == []
    if field == "commentary":
        planted_unit = dataclasses.replace(unit, commentary=f"{unit.commentary}\n\n{planted}")
    else:
        ruling = unit.rulings[0]
        changed = {field: {"x": planted} if field == "alternatives" else planted}
        planted_unit = dataclasses.replace(unit, rulings=(dataclasses.replace(ruling, **changed), *unit.rulings[1:]))
    found = misquotations(planted_unit, units, witnesses=True)
    assert len(found) == 1 and "out of turn" in found[0], found


def _engine_rulings_texts() -> dict[str, str]:
    """The docstrings that state the engine's rulings: each subject's ``...Rulings``, the draw's and disputes', the
    ruleset, the code, the counters, and the modules that argue the rulesets and the codes (their examples aside)."""
    import pokerlaws.hands.rulesets
    import pokerlaws.table.codes
    from pokerlaws.draw import DrawRulings
    from pokerlaws.hands import Ruleset
    from pokerlaws.records.fields import RULINGS_SHAPES
    from pokerlaws.table import Counters, DisputeRulings

    owners = [*RULINGS_SHAPES.values(), DrawRulings, DisputeRulings, Ruleset, Code, Counters, pokerlaws.hands.rulesets, pokerlaws.table.codes]
    return {getattr(owner, "__qualname__", getattr(owner, "__name__", "")): (owner.__doc__ or "").split("Examples:")[0] for owner in owners}


def docstring_misquotations(doc: str, units: dict) -> list[str]:
    """The quotations of *doc* (code spans aside) that are words of no unit it cites (``[1882:53][1882-53]``, "law 54")."""
    doc = re.sub(r"``.*?``", "", doc, flags=re.S)
    cited = set(re.findall(r"\[((?:1882|1895|foster):\d+)\]", doc)) | mentioned(doc, "1882")
    return not_in_units(" ".join(doc.split()), cited, units)


@pytest.mark.parametrize(("owner", "doc"), list(_engine_rulings_texts().items()))
def test_every_quotation_in_the_engines_rulings_is_words_of_a_unit_they_cite(owner: str, doc: str) -> None:
    """The engine's statement of its rulings quotes the laws as the law files do: a phrase in quotes is words of a
    unit the docstring cites (issue 28: BlindRulings gave rule 25 the word "doubles", which is the ruling's)."""
    assert not docstring_misquotations(doc, _units()), f"{owner}: {docstring_misquotations(doc, _units())}"


def test_the_docstring_check_finds_a_word_put_in_a_laws_mouth() -> None:
    units = _units()
    assert docstring_misquotations('2 (the ruling on [1895:25][1895-25]: "doubles")', units) == ["doubles"]
    assert docstring_misquotations('the ruling on [1895:25][1895-25], "can straddle the straddler"', units) == []


TURNED_UP = re.compile(r"(?:laid|placed|cards?) face down(?:wards)?[^.]*\b(?:compared?|share|turned up|best)|turned up[^.]*\b(?:compared?|share|best)", re.I)


def compares_unshown_hands_unnamed(text: str) -> bool:
    """Whether *text* compares hands laid face down, or shares the pool between them, without naming the analogy with
    laws 65-76, which order hands "shown", and law 76, which shares "when ... the hands shown"."""
    return bool(TURNED_UP.search(" ".join(text.split()))) and "analogy" not in text


def _face_down_texts() -> dict[str, str]:
    texts = {}
    for unit in _units().values():
        for ruling in unit.rulings:
            texts[f"{unit.id} {ruling.title!r}"] = "\n".join(ruling_fields(ruling).values())
    for owner, doc in _engine_rulings_texts().items():
        for entry in re.split(r"\n        (?=\w+: )", doc):
            texts[f"{owner}.{entry.split(':')[0].strip()}"] = entry
    return texts


@pytest.mark.parametrize(("where", "text"), [p for p in _face_down_texts().items() if TURNED_UP.search(" ".join(p[1].split()))])
def test_hands_laid_face_down_are_compared_by_a_named_analogy(where: str, text: str) -> None:
    """Law 64's "the holder of the best hand" among players who laid their cards face down (law 54): laws 65-76 compare
    hands "shown", and law 76 shares between hands "when the final call is made and the hands shown"; a ruling that
    turns the hands up and compares them, or shares between them, says that it applies those laws by analogy (issue 28,
    the ruling on 1882:64, PoolRulings.face_down)."""
    assert not compares_unshown_hands_unnamed(text), where


def test_the_face_down_check_finds_the_old_ruling() -> None:
    old = (
        "The hands laid face down are turned up and compared, and the holder of the best claims the pool, hands "
        "identical in value sharing it as law 76 says."
    )
    assert compares_unshown_hands_unnamed(old)


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
    last = len(sixty.rulings)
    with pytest.raises(UnknownRuling, match=rf"^1882:60 has no ruling R{last + 1}: its editorial rulings are R1-R{last}$"):
        sixty.ruling(last + 1)
    with pytest.raises(UnknownRuling, match="is not a ruling number of 1882:60"):
        sixty.ruling("two")
    from pokerlaws.edition.model import Ruling

    with pytest.raises(ValueError, match="has no id"):
        _ = Ruling(title="t", question="q", ruling="r").id  # made by hand, not read from a law file


def test_each_combination_of_sources_in_a_codes_deal_is_a_ruling_the_code_cites() -> None:
    """A whole deal under the Foster-style account settles its show by some 1882 laws (59, 63, 64, 76) and not others
    (60-62); an 1895 blind pool bets after the draw under the 1882 laws. Each combination is a ruling on a unit of the
    code's own source (foster:9, 1895:25), naming the laws it takes, and ``Code``'s docstring cites it (issue 28, the
    second review: a silent combination of sources)."""
    doc = " ".join(Code.__doc__.split())
    about = doc[doc.index("deal:") : doc.index("straddles:")]
    for unit_id, takes in (("foster:9", "1882:59, 63, 64 and 76"), ("1895:25", "the 1882 laws")):
        unit = CORPUS.laws[unit_id]
        ruled = [r for r in unit.rulings if r.default == takes]
        assert ruled, f"{unit_id}: no ruling takes {takes!r} for the code's deal"
        assert ruled[0].alternatives and (ruled[0].parameter or ruled[0].no_parameter)
        assert f"[{unit_id}][{unit_id.replace(':', '-')}]" in about, f"Code's docstring (deal) does not cite the ruling on {unit_id}"


def test_law_78s_silence_on_how_its_referee_interprets_the_laws_is_a_ruling() -> None:
    """1882:78 says nothing of how the player it names interprets the laws; law 77's "literally, and not by
    implication" is the dealer's. The commentary sends the question to the rulings below: one of them takes it up,
    with the analogy as its other reading (issue 28, the second review)."""
    unit = CORPUS.laws["1882:78"]
    ruled = [r for r in unit.rulings if "interpret" in r.question]
    assert ruled and any("analogy" in meaning or "analogy" in ruled[0].ruling for meaning in ruled[0].alternatives.values())
    assert "interpret" in (unit.commentary or "") and "rulings below" in (unit.commentary or "")
