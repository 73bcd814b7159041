"""The readings of the blind and the straddle (1895:25–26, foster:7–9): each parameter played, of its kind.

The rulings on these units keep their other readings as fields of
[`BlindRulings`][pokerlaws.blind.BlindRulings] (and the counters' values of
[`Counters`][pokerlaws.table.Counters]); each test plays every reading over
tables of several sizes, not one case, and checks that the rulings name the
defaults the engine plays.
"""

from __future__ import annotations

import ast

import pytest

from pokerlaws.blind import BlindRulings
from pokerlaws.blind.rulings import THE_CODES
from pokerlaws.blind.straddle import BlindAndStraddle
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.errors import RaiseRefused, StraddleRefused
from pokerlaws.table import CODES, Counters

SEATS = ["A", "B", "C", "D", "E", "F"]
TABLES = [SEATS[:n] for n in range(3, 7)]


def ruling(unit: str, parameter: str):
    return next(r for r in default_corpus().law(unit).rulings if r.parameter and r.parameter.endswith(parameter))


def straddle_all(deal: BlindAndStraddle, seats) -> None:
    """The blind, then every straddle the rules allow, from the next to the age."""
    deal.blind(seats[0])
    for player in seats[1:]:
        if not deal.can_straddle(player):
            break
        deal.straddle(player)


# --- the rulings name what the engine plays --------------------------------------------------


@pytest.mark.law("1895:25", "1895:26")
@pytest.mark.parametrize(
    ("unit", "field", "code"),
    [
        ("1895:25", "max_straddles", "1895"),
        ("1895:25", "straddle_multiple", "1895"),
        ("1895:25", "limit", "1895"),
        ("1895:26", "raising", "1895"),
    ],
)
def test_each_rulings_default_is_the_engines(unit: str, field: str, code: str) -> None:
    taken = ruling(unit, f"BlindRulings.{field}")
    assert taken.default == str(BlindRulings().in_force(field, CODES[code]))
    for value in taken.alternatives:  # each other reading is a value the field takes
        other = BlindRulings(**{field: ast.literal_eval(value)})
        assert other.in_force(field, CODES[code]) != BlindRulings().in_force(field, CODES[code])


@pytest.mark.law("foster:8", "foster:9")
def test_the_sixteen_whites_and_the_counters_name_the_engines_defaults() -> None:
    assert ruling("foster:9", "BlindRulings.ante_multiple").default.startswith(str(BlindRulings().ante_multiple))
    assert ruling("foster:8", "Counters.red").default == str(Counters().red)


# --- 1895:25: how many straddles, how much, within what limit ----------------------------------------


@pytest.mark.law("1895:25", "foster:7")
@pytest.mark.parametrize("seats", TABLES)
@pytest.mark.parametrize("max_straddles", [THE_CODES, 0, 1, 2, None])
@pytest.mark.parametrize(("code", "own"), [("1895", 2), ("foster", 1)])
def test_the_number_of_straddles_under_each_code(seats, max_straddles, code: str, own: int) -> None:
    deal = BlindAndStraddle(seats, age="A", code=code, rulings=BlindRulings(max_straddles=max_straddles))
    straddle_all(deal, seats)
    most = own if max_straddles == THE_CODES else max_straddles
    allowed = len(seats) - 1 if most is None else min(most, len(seats) - 1)
    assert len(deal.straddlers) == allowed
    if allowed < len(seats) - 1 and most is not None:  # the next would-be straddler is refused, citing the ruling's unit
        with pytest.raises(StraddleRefused, match=r"the ruling on (1895:25|foster:7), max_straddles") as info:
            deal.straddle(deal.to_act)
        assert info.value.law == ("1895:25" if code == "1895" else "foster:7")


@pytest.mark.law("1895:25")
@pytest.mark.parametrize("seats", TABLES)
@pytest.mark.parametrize("multiple", [1, 2, 3])
@pytest.mark.parametrize("ante_multiple", [1, 2])
def test_each_straddle_is_the_multiple_of_the_last_and_the_ante_follows(seats, multiple, ante_multiple) -> None:
    rulings = BlindRulings(straddle_multiple=multiple, ante_multiple=ante_multiple, max_straddles=None)
    deal = BlindAndStraddle(seats, age="A", rulings=rulings)
    straddle_all(deal, seats)
    posts = [deal.put_up[p] for p in [seats[0], *deal.straddlers]]
    assert posts == [multiple**i for i in range(len(posts))]
    assert deal.ante == ante_multiple * posts[-1]


@pytest.mark.law("1895:25")
@pytest.mark.parametrize("seats", TABLES)
@pytest.mark.parametrize("limit", [1, 2, 3, 4, 8, None])
def test_the_limit_stops_the_straddles_and_the_raises(seats, limit) -> None:
    deal = BlindAndStraddle(seats, age="A", rulings=BlindRulings(limit=limit, max_straddles=None))
    straddle_all(deal, seats)
    assert all(limit is None or deal.straddled[p] <= limit for p in deal.straddlers)
    if deal.to_act is not None and limit is not None:
        turn = deal.to_act
        if len(deal.straddlers) < len(seats) - 1 and turn not in deal.straddlers:
            with pytest.raises((StraddleRefused, RaiseRefused)):
                deal.verify_make_good(turn, raise_by=limit + 1)


# --- 1895:26: raising before the draw ---------------------------------------------------------------


@pytest.mark.law("1895:26")
@pytest.mark.parametrize("seats", TABLES)
@pytest.mark.parametrize("raising", [True, False])
def test_raising_before_the_draw(seats, raising) -> None:
    deal = BlindAndStraddle(seats, age="A", rulings=BlindRulings(raising=raising))
    deal.blind("A")
    deal.straddle("B")
    for player in seats[2:]:
        assert deal.can_make_good(player, raise_by=1) is raising
        if not raising:
            with pytest.raises(RaiseRefused) as info:
                deal.make_good(player, raise_by=1)
            assert info.value.law == "1895:26"
        deal.make_good(player)


# --- foster:9: the sixteen whites under both readings of the ante ------------------------------------


@pytest.mark.law("foster:9")
@pytest.mark.parametrize("seats", TABLES)
@pytest.mark.parametrize(("blind", "ante_multiple"), [(1, 2), (2, 1)])
def test_the_ante_is_twice_the_blind_or_equal_to_it(seats, blind, ante_multiple) -> None:
    deal = BlindAndStraddle(seats, age="A", code="foster", rulings=BlindRulings(blind=blind, ante_multiple=ante_multiple))
    deal.blind("A")
    assert deal.ante == 2  # "the ante four instead of two": two before the straddle, under both readings
    deal.straddle("B")
    assert deal.ante == 4
    for player in [*seats[2:], "A", "B"]:
        deal.make_good(player)
    assert deal.pool == 4 * len(seats)
    assert deal.straddled["B"] == (2 if ante_multiple == 2 else 4)
