"""The editorial rulings follow the canon of issue 10 (1882:77, "literally, and not by implication").

Where the text does not decide, a ruling states the question, gives a default
and at least one other reading, and keeps that reading as a parameter of the
engine that resolves. The rulings of the draw (foster:3, 4 and 6) argue from
the words: each quotes the text of its unit.
"""

from __future__ import annotations

import re

import pytest

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.loader import resolve_parameter

CORPUS = default_corpus()

# Units whose rulings do not yet meet the canon; each is owed its question, readings and
# parameter by issue 10, fault 14 ("Rulings asserted, not argued"). Remove a unit once it does.
NOT_YET_ARGUED: frozenset[str] = frozenset({"foster:9", "1895:25", "1895:26"})

ARGUED_FROM_THE_WORDS = ["foster:3", "foster:4", "foster:6"]

QUOTES = "\"“”‘’"


WITH_PARAMETER = [
    pytest.param(unit, ruling, id=f"{unit.id}#{i}")
    for unit in CORPUS.laws.values()
    for i, ruling in enumerate(unit.rulings)
    if ruling.parameter
]


def defects(ruling) -> list[str]:
    found = []
    if not ruling.question.strip():
        found.append("no question")
    if ruling.default is None or not ruling.default.strip():
        found.append("no default")
    if not ruling.alternatives:
        found.append("no alternative")
    elif ruling.default in ruling.alternatives:
        found.append("the default is listed among its own alternatives")
    return found


@pytest.mark.parametrize(("unit", "ruling"), WITH_PARAMETER)
def test_a_ruling_with_a_parameter_has_its_question_default_and_alternatives(unit, ruling) -> None:
    resolve_parameter(ruling.parameter)  # the parameter names a field or argument of the engine
    if unit.id in NOT_YET_ARGUED:
        pytest.xfail(f"{unit.id}: not yet argued (issue 10, fault 14)")
    assert not defects(ruling), f"{unit.id} {ruling.title!r}: {', '.join(defects(ruling))}"


def test_the_list_of_units_not_yet_argued_is_up_to_date() -> None:
    """A unit leaves NOT_YET_ARGUED as soon as its rulings meet the canon."""
    unknown = NOT_YET_ARGUED - CORPUS.laws.keys()
    assert not unknown, f"not units of the edition: {sorted(unknown)}"
    done = [u for u in sorted(NOT_YET_ARGUED) if not any(defects(r) for r in CORPUS.laws[u].rulings if r.parameter)]
    assert not done, f"these units meet the canon now; take them off NOT_YET_ARGUED: {done}"


def phrases(text: str, length: int = 4) -> set[str]:
    """Every run of *length* words of *text*, lower-cased, without punctuation."""
    words = re.findall(r"[a-z]+", text.lower())
    return {" ".join(words[i : i + length]) for i in range(len(words) - length + 1)}


@pytest.mark.parametrize("unit_id", ARGUED_FROM_THE_WORDS)
def test_the_rulings_of_the_draw_quote_the_text(unit_id: str) -> None:
    unit = CORPUS.laws[unit_id]
    assert unit.rulings, f"{unit_id} has no rulings"
    text = phrases(unit.text)
    for ruling in unit.rulings:
        argued = f"{ruling.question} {ruling.ruling}"
        assert any(q in argued for q in QUOTES), f"{unit_id} {ruling.title!r} quotes nothing"
        quoted = re.findall(r"[\"“‘]([^\"”’]+)[\"”’]", argued)
        assert any(phrases(q, 3) & phrases(unit.text, 3) for q in quoted if len(q.split()) >= 3), (
            f"{unit_id} {ruling.title!r} quotes no phrase of the unit's text"
        )
        assert text  # the unit has a text to quote


@pytest.mark.parametrize("unit_id", ARGUED_FROM_THE_WORDS)
def test_the_rulings_of_the_draw_give_at_least_two_readings(unit_id: str) -> None:
    """Each states its readings; one with a parameter keeps the other readings as its alternatives."""
    for ruling in CORPUS.laws[unit_id].rulings:
        readings = re.findall(r"\((?:a|b|c)\)|\b(?:one|the other|another) reading\b|\breadings?\b", f"{ruling.question} {ruling.ruling}")
        assert readings, f"{unit_id} {ruling.title!r} gives no readings"
