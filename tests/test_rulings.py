"""Every editorial ruling follows the canon of issue 10 (1882:77, "literally, and not by implication").

Where the text does not decide, a ruling states the question, argues from the
words (it quotes its unit's text), gives the reading it takes and at least one
other, and keeps the other readings as a parameter of the engine, or says why
the engine takes none. A point the text decides is commentary, not a ruling.
"""

from __future__ import annotations

import re

import pytest

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.loader import resolve_parameter

CORPUS = default_corpus()

# Units whose rulings do not yet meet the canon. Remove a unit once they do: the
# staleness test below fails for a unit that meets it and is still listed.
PENDING: frozenset[str] = frozenset(
    {
        "1882:53",
        "1882:55",
        "1882:59",
        "1882:60",
        "1882:62",
        "1882:64",
        "1882:66",
        "1882:69",
        "1882:71",
        "1882:73",
        "1882:76",
        "1882:78",
        "1882:80",
        "foster:1",
        "foster:2",
        "foster:3",
        "foster:4",
        "foster:6",
        "foster:7",
        "foster:8",
        "foster:9",
        "1895:24",
        "1895:25",
        "1895:26",
        "1895:29",
        "1895:32",
        "1895:35",
        "1895:36",
        "1895:37",
    }
)

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
    if unit.id in PENDING:
        pytest.xfail(f"{unit.id}: its rulings do not yet meet the canon (issue 10, fault 14)")
    assert not defects(unit, ruling), f"{unit.id} {ruling.title!r}: {'; '.join(defects(unit, ruling))}"


def test_the_list_of_pending_units_is_up_to_date() -> None:
    """A unit leaves PENDING as soon as its rulings meet the canon."""
    unknown = PENDING - CORPUS.laws.keys()
    assert not unknown, f"not units of the edition: {sorted(unknown)}"
    done = [u for u in sorted(PENDING) if not any(defects(CORPUS.laws[u], r) for r in CORPUS.laws[u].rulings)]
    assert not done, f"these units meet the canon now; take them off PENDING: {done}"


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
