"""pokerlaws.law(): the unit a developer cites from code."""

from __future__ import annotations

import pytest

import pokerlaws
from pokerlaws.edition.errors import UnknownLaw


def test_law_returns_the_edited_unit() -> None:
    unit = pokerlaws.law("1882:71")
    assert unit.id == "1882:71" and unit.source == "1882" and unit.number == 71
    assert unit.section == "The Hands"
    assert unit.text.startswith("The ace shall only begin a sequence;")
    assert unit.pages == (56,)
    assert unit.footnotes[0].mark == "¹" and "ten to ace the highest sequence" in unit.footnotes[0].text
    assert unit.engine.paths == ("pokerlaws.hands.evaluate", "pokerlaws.hands.Ruleset")
    assert len(unit.examples) >= 2 and unit.anchor == "1882-71"


def test_foster_and_1895_units() -> None:
    assert pokerlaws.law("foster:9").section == "Betting up the hands"
    assert pokerlaws.law("foster:1").section == "The draw"
    rule = pokerlaws.law("1895:29")
    assert rule.text.startswith("If no player can come in")
    assert [e.type for e in rule.emendations][0] == "numbering"


@pytest.mark.parametrize("bad", ["1882:7", "1882:82", "poker:1", "1882-71", "", "1895:20"])
def test_an_unknown_id_raises_a_clear_error(bad: str) -> None:
    with pytest.raises(UnknownLaw) as info:
        pokerlaws.law(bad)
    assert isinstance(info.value, KeyError) and isinstance(info.value, ValueError)
    assert f"no law {bad!r} in this edition" in str(info.value)


def test_near_ids_are_suggested() -> None:
    with pytest.raises(UnknownLaw, match="did you mean 1882:71"):
        pokerlaws.law("1882:711")


def test_an_id_in_capitals_is_not_the_unit_but_suggests_it() -> None:
    with pytest.raises(UnknownLaw, match=r"no law 'FOSTER:4' in this edition: .*; did you mean foster:4[,?]"):
        pokerlaws.law("FOSTER:4")
