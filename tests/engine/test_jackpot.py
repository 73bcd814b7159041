"""The jack-pot, rules 24 and 27-38 of the 1895 Bartender's Guide: `JackPot`, `has_openers`.

Each test names the rule it holds the engine to. A refused act must raise the
error that names the rule *and change nothing*: every refusal is checked
against a copy of the jack-pot's whole state taken before it. Openers are
checked against real hands.
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import inspect
import random
import re
import textwrap

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlaws import PACK, evaluate
from pokerlaws.betting import BettingRound, settle
from pokerlaws.errors import (
    BadRequest,
    BettingClosed,
    CardNotThere,
    DuplicateCard,
    InvalidAmount,
    NoOpeners,
    NotNow,
    NotOpened,
    NotToTheLeft,
    OnceOut,
    OpenerBetsFirst,
    OpenerDraw,
    OutOfTurn,
    PokerLawError,
    ShortOfTheBet,
    UnequalAnte,
    UnknownPlayer,
    WrongHandSize,
)
from pokerlaws.jackpot import JackPot, JackPotRulings, has_openers
from pokerlaws.jackpot import betting as jackpot_betting
from pokerlaws.jackpot import false_opening as jackpot_false
from pokerlaws.jackpot import openers as jackpot_openers
from pokerlaws.jackpot import opening as jackpot_opening
from pokerlaws.jackpot.betting import JackPotBetting
from pokerlaws.jackpot.draw import JackPotDraw
from pokerlaws.jackpot.false_opening import FalseOpening
from pokerlaws.jackpot.opening import JackPotOpening
from pokerlaws.jackpot.show import JackPotShow
from pokerlaws.jackpot.state import JackPotState
from pokerlaws.readings import readings_of
from pokerlaws.table import CODES, Interval, showdown
from pokerlaws.table.codes import JACK_POT, JACK_POT_BREACHES

SEATS = ("A", "B", "C", "D")

OPENER_DRAWS = readings_of(JackPotRulings, "opener_draw")


def state(pot: JackPot) -> dict:
    """Everything a jack-pot holds, and what it derives: to compare before and after an act.

    A deep copy: the betting intervals hold their stakes and turns in dicts and sets of their own.
    """
    return copy.deepcopy(vars(pot)) | {
        "pool": pot.pool,
        "to_act": pot.to_act,
        "phase": pot.phase,
    }


def refused(pot: JackPot, error: type[Exception], act, *args, law: str | None = "-", **kwargs):  # noqa: ANN001, ANN201
    """Do *act*, expect exactly *error* (with *law*, unless "-"), and check that nothing changed."""
    before = state(pot)
    with pytest.raises(error) as info:
        act(*args, **kwargs)
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    if law != "-":
        assert info.value.law == law, f"law {info.value.law!r}, not {law!r}: {info.value}"
    assert state(pot) == before, f"{act.__name__}{args} was refused but changed the jack-pot"
    return info.value


def opened(opener: str = "A", chips: int = 2, ante: int = 1, seats=SEATS, **kwargs) -> JackPot:  # noqa: ANN001
    """A jack-pot with the age A, opened by *opener* (the players before him pass)."""
    pot = JackPot(seats, age=seats[0], ante=ante, **kwargs)
    while pot.to_act != opener:
        pot.pass_(pot.to_act)
    pot.open(opener, chips)
    return pot


def everyone_comes_in(pot: JackPot) -> None:
    while pot.phase == "before the draw":
        pot.come_in(pot.to_act, pot.to_see(pot.to_act))


def at_the_draw(opener: str = "A", **kwargs) -> JackPot:  # noqa: ANN001
    pot = opened(opener, **kwargs)
    everyone_comes_in(pot)
    assert pot.phase == "the draw"
    return pot


def after_the_draw(opener: str = "A", **kwargs) -> JackPot:  # noqa: ANN001
    pot = at_the_draw(opener, **kwargs)
    for player in pot.in_game():
        pot.draw(player, 1)
    assert pot.phase == "after the draw"
    return pot


# --- 1895:28: openers, against real hands -----------------------------------------------------


@pytest.mark.law("1895:28")
@pytest.mark.parametrize(
    ("hand", "opens"),
    [
        ("JH JS 7C 4D 2S", True),  # a pair of jacks
        ("QH QS 7C 4D 2S", True),
        ("KH KS 7C 4D 2S", True),
        ("AH AS 7C 4D 2S", True),
        ("TH TS AC KD QS", False),  # a pair of tens, with the best kickers
        ("2H 2S 7C 4D 3S", False),
        ("AH KS QC 9D 7S", False),  # no pair
        ("5H 5S 4C 4D 2S", True),  # two pairs of fives and fours
        ("5H 5S 3C 3D KS", True),
        ("2H 2S 2C 7D 4S", True),  # threes
        ("9H 8S 7C 6D 5S", True),  # a sequence
        ("5D 4C 3S 2H AH", True),  # A-2-3-4-5
        ("AH 9H 6H 3H 2H", True),  # a flush
        ("AH 9H 6H 3H 2C", False),  # four to a flush, no pair
        ("9H 8S 7C 6D 2S", False),  # four to a sequence, no pair
        ("TH TS TC 4D 4S", True),  # a full
        ("4H 4S 4C 4D 9S", True),  # fours
        ("9H 8H 7H 6H 5H", True),  # a sequence flush
    ],
)
def test_openers_are_a_pair_of_jacks_or_better(hand: str, opens: bool) -> None:
    """1895:28: "The opening hand must have a pair ⟨of⟩ jacks or better"."""
    assert has_openers(hand) is opens
    pot = JackPot(SEATS, age="A")
    if opens:
        assert pot.can_open("A", 1, hand=hand)
        pot.open("A", 1, hand=hand)
        assert pot.opener == "A" and pot.proved
    else:
        assert not pot.can_open("A", 1, hand=hand)
        refused(pot, NoOpeners, pot.open, "A", 1, hand, law="1895:28")


@pytest.mark.law("1895:28")
def test_the_ace_ending_a_sequence_opens_under_the_american_ruleset_only() -> None:
    assert has_openers("AS KS QD JC TH")
    assert not has_openers("AS KS QD JC TH", ruleset="1882")
    pot = JackPot(SEATS, age="A", ruleset="1882")
    refused(pot, NoOpeners, pot.open, "A", 1, "AS KS QD JC TH", law="1895:28")


def test_a_foul_opening_hand_is_not_checked_as_openers() -> None:
    pot = JackPot(SEATS, age="A")
    with pytest.raises(WrongHandSize):
        pot.open("A", 1, hand="JH JS 7C 4D")
    assert pot.opener is None


# --- 1895:27: the antes ------------------------------------------------------------------------


@pytest.mark.law("1895:27")
def test_each_player_puts_up_as_many_chips_as_the_age() -> None:
    pot = JackPot(SEATS, age="B", ante=3)
    assert pot.paid == dict.fromkeys(SEATS, 3) and pot.pool == 12
    assert [s.laws for s in pot.steps] == [("1895:27",)] * 4
    assert JackPot(SEATS, age="B", ante=dict.fromkeys(SEATS, 2)).pool == 8


@pytest.mark.law("1895:27")
@pytest.mark.parametrize(
    "antes", [{"A": 2, "B": 2, "C": 1, "D": 2}, {"A": 2, "B": 2, "C": 2}, {"B": 1, "C": 1, "D": 1}]
)
def test_an_ante_unlike_the_ages_is_refused(antes: dict) -> None:
    with pytest.raises(UnequalAnte) as info:
        JackPot(SEATS, age="A", ante=antes)
    assert info.value.law == "1895:27"


def test_bad_tables() -> None:
    with pytest.raises(ValueError):
        JackPot(SEATS, age="A", ante=0)
    with pytest.raises(UnknownPlayer):
        JackPot(SEATS, age="Z")
    with pytest.raises(UnknownPlayer):
        JackPot(SEATS, age="A", ante={"A": 1, "B": 1, "C": 1, "D": 1, "Z": 1})
    with pytest.raises(ValueError, match="opener_draw"):
        JackPot(SEATS, age="A", rulings=JackPotRulings(opener_draw="strict"))
    with pytest.raises(ValueError, match="two different"):
        JackPot(["A"], age="A")


# --- 1895:29: nobody opens -----------------------------------------------------------------------


@pytest.mark.law("1895:29")
def test_if_no_player_can_come_in_each_adds_a_chip_and_a_second_round_begins() -> None:
    pot = JackPot(SEATS, age="A", ante=2)
    order = []
    for _ in SEATS:
        order.append(pot.to_act)
        pot.pass_(pot.to_act)
    assert order == ["A", "B", "C", "D"]  # from the age
    assert pot.round == 2 and pot.phase == "opening"
    assert pot.paid == dict.fromkeys(SEATS, 3) and pot.pool == 12
    assert pot.steps[-1].laws == ("1895:29",) and pot.steps[-1].counters == 4
    assert pot.age == "B" and pot.to_act == "B"  # the deal passes to the left
    for _ in SEATS:
        pot.pass_(pot.to_act)
    assert pot.round == 3 and pot.pool == 16 and pot.to_act == "C"


@pytest.mark.law("1895:30", "1895:34")
def test_passing_is_in_turn_and_only_before_the_opening() -> None:
    pot = JackPot(SEATS, age="A")
    err = refused(pot, OutOfTurn, pot.pass_, "B", law="1895:34")
    assert isinstance(err, OutOfTurn)
    refused(pot, OutOfTurn, pot.open, "C", 1, law="1895:34")
    pot.open("A", 1)
    refused(pot, NotNow, pot.pass_, "B", law="1895:30")
    refused(pot, NotNow, pot.open, "B", 1, law="1895:30")


# --- 1895:30: coming in ------------------------------------------------------------------------------


@pytest.mark.law("1895:30")
def test_after_the_opener_the_players_to_his_left_come_in_by_seeing_his_bet() -> None:
    pot = opened("C", chips=3)
    assert pot.to_act == "D"
    err = refused(pot, ShortOfTheBet, pot.come_in, "D", 2, law="1895:30")
    assert "3 chips" in str(err)
    assert not pot.can_come_in("D", 2) and pot.can_come_in("D", 3)
    pot.come_in("D", 3)
    pot.come_in("A", 3)  # A and B passed before C opened: they can still come in
    pot.come_in("B", 3)
    assert pot.phase == "the draw"
    assert pot.bets == {"A": 3, "B": 3, "C": 3, "D": 3}


@pytest.mark.law("1895:30")
def test_nobody_comes_in_before_the_opening() -> None:
    pot = JackPot(SEATS, age="A")
    refused(pot, NotOpened, pot.come_in, "A", 1, law="1895:30")
    refused(pot, NotOpened, pot.drop, "A", law="1895:30")


@pytest.mark.law("1895:30")
def test_if_all_drop_the_opener_takes_the_jack_pot() -> None:
    pot = opened("B", chips=2)
    for player in "CDA":
        pot.drop(player)
    assert pot.phase == "over" and pot.winners == ("B",) and pot.payouts == {"B": 6}
    assert pot.pool == 0
    refused(pot, BettingClosed, pot.come_in, "B", 0, law="1895:33")


# --- 1895:31: the opening bet before the draw --------------------------------------------------------


@pytest.mark.law("1895:31")
def test_the_opening_bet_must_be_put_up_before_the_draw() -> None:
    pot = JackPot(SEATS, age="A")
    refused(pot, NotOpened, pot.open, "A", 0, law="1895:31")
    refused(pot, NotOpened, pot.draw, "A", 2, law="1895:31")
    refused(pot, NotOpened, pot.bet, "A", 1, law="1895:31")
    pot.open("A", 2)
    assert pot.pool == 6 and pot.paid["A"] == 3  # put up at once
    refused(pot, NotNow, pot.draw, "A", 2, law="1895:30")
    everyone_comes_in(pot)
    refused(pot, NotNow, pot.come_in, "A", 0, law="1895:31")


# --- 1895:32, 33, 34: the betting after the draw ----------------------------------------------------


@pytest.mark.law("1895:32")
def test_the_opener_makes_the_first_bet() -> None:
    pot = after_the_draw("C")
    assert pot.to_act == "C" and pot.first_to_bet == "C"
    for player in "DAB":
        refused(pot, OpenerBetsFirst, pot.bet, player, 1, law="1895:32")
    refused(pot, OpenerBetsFirst, pot.bet, "C", 0, law="1895:32")
    pot.bet("C", 1)
    assert pot.steps[-1].laws == ("1895:32",)


@pytest.mark.law("1895:32")
def test_no_bet_before_the_draw_is_over() -> None:
    pot = at_the_draw("A")
    pot.draw("A", 1)
    refused(pot, NotNow, pot.bet, "A", 1, law="1895:32")


@pytest.mark.law("1895:33")
def test_the_last_person_to_bet_is_the_player_to_the_right_of_the_opener() -> None:
    pot = after_the_draw("C")
    assert pot.last_to_bet == "B"
    acted = []
    while pot.phase == "after the draw":
        acted.append(pot.to_act)
        pot.bet(pot.to_act, max(1, pot.to_see(pot.to_act)))
    assert acted == ["C", "D", "A", "B"]
    assert pot.phase == "the show"
    refused(pot, BettingClosed, pot.bet, "C", 1, law="1895:33")


@pytest.mark.law("1895:33")
def test_the_last_to_bet_skips_a_player_who_dropped() -> None:
    pot = opened("C")
    pot.come_in("D", 2); pot.come_in("A", 2); pot.drop("B")  # fmt: skip
    assert pot.last_to_bet == "A"


@pytest.mark.law("1895:32", "1895:34")
@pytest.mark.parametrize("last_bet", ["closes the betting", "closes the first round"])
def test_all_raises_in_regular_order(last_bet: str) -> None:
    """Raises in regular order (1895:34); after A, on the opener B's right, has bet, the betting is over by the
    default reading of 1895:33 (the words: "The last person to bet"), and C's raise goes unanswered by B; by the
    other reading A closes the first round only, and the raise gives the opener a further say."""
    pot = after_the_draw("B", rulings=JackPotRulings(last_bet=last_bet))
    refused(pot, OpenerBetsFirst, pot.bet, "D", 5, law="1895:32")
    pot.bet("B", 1)
    refused(pot, OutOfTurn, pot.bet, "D", 5, law="1895:34")  # C's turn
    refused(pot, ShortOfTheBet, pot.bet, "C", 0, law="1895:34")
    pot.bet("C", 3)  # a raise of 2
    pot.bet("D", 3); pot.bet("A", 3)  # fmt: skip
    if last_bet == "closes the betting":
        assert pot.phase == "the show" and pot.to_act is None and pot.bets["B"] < pot.bets["C"]
        refused(pot, BettingClosed, pot.bet, "B", 2, law="1895:33")
        return
    assert pot.to_act == "B" and pot.to_see("B") == 2  # the raise gives the opener a further say
    pot.bet("B", 2)
    assert pot.phase == "the show"


@pytest.mark.parametrize("last_out", ["nearest still in", "no one"])
def test_the_player_on_the_openers_right_dropped_is_read_by_the_ruling_on_1895_33(last_out: str) -> None:
    """D, on the opener A's right, dropped before the draw: "the player, who is to the right of the opener" is C,
    the nearest still in (default, an implication), and the betting closes with him; or the rule names no one, and
    the betting goes on as in poker, so that A may raise again (the scholar's record, step 19)."""
    pot = opened("A", chips=2, rulings=JackPotRulings(last_out=last_out))
    pot.come_in("B", 2); pot.come_in("C", 2); pot.drop("D")  # fmt: skip
    for player in "ABC":
        pot.draw(player, 0)
    assert pot.last_to_bet == ("C" if last_out == "nearest still in" else None)
    pot.bet("A", 1); pot.bet("B", 2); pot.bet("C", 2)  # fmt: skip
    if last_out == "nearest still in":
        assert pot.phase == "the show"
        refused(pot, BettingClosed, pot.bet, "A", 2, law="1895:33")
    else:
        assert pot.to_act == "A"
        pot.bet("A", 2); pot.bet("B", 1); pot.bet("C", 1)  # fmt: skip
        assert pot.phase == "the show" and len(set(pot.after_draw.stakes.values())) == 1


@pytest.mark.law("1895:33", "1895:34")
@pytest.mark.parametrize("last_in", ["both bettings", "after the draw"])
def test_a_raise_before_the_draw_ends_with_the_last_to_bet_or_goes_round_to_the_opener(last_in: str) -> None:
    """1895:33 R3 (``last_in``): by default the player on the opener's right is the last to bet before the draw
    too, and the opener does not answer a raise made before him; under "after the draw" he does."""
    pot = opened("A", chips=1, rulings=JackPotRulings(last_in=last_in))
    pot.come_in("B", 4)  # sees 1, raises 3
    assert pot.to_act == "C"
    pot.come_in("C", 4)
    assert pot.last_to_bet == ("D" if last_in == "both bettings" else None)
    pot.come_in("D", 4)
    if last_in == "both bettings":
        assert (pot.phase, pot.to_act, pot.bets) == ("the draw", None, {"A": 1, "B": 4, "C": 4, "D": 4})
        refused(pot, NotNow, pot.come_in, "A", 3, law="1895:31")
        return
    assert pot.to_act == "A" and pot.to_see("A") == 3
    pot.come_in("A", 3)
    assert pot.phase == "the draw" and pot.bets == {"A": 4, "B": 4, "C": 4, "D": 4}


@pytest.mark.law("1895:33")
def test_the_last_to_bet_dropping_before_the_draw_ends_the_coming_in() -> None:
    pot = opened("A", chips=1)
    pot.come_in("B", 3); pot.come_in("C", 3); pot.drop("D")  # fmt: skip
    assert (pot.phase, pot.in_game(), pot.bets) == ("the draw", ["A", "B", "C"], {"A": 1, "B": 3, "C": 3, "D": 0})


# --- 1895:24: once out, never in; no foul hand wins ---------------------------------------------------


@pytest.mark.law("1895:24")
def test_once_out_of_a_game_a_player_can_never_enter_again() -> None:
    pot = opened("A")
    pot.drop("B")
    pot.come_in("C", 2)
    for act, args in ((pot.come_in, ("B", 2)), (pot.drop, ("B",)), (pot.draw, ("B", 1)), (pot.bet, ("B", 1))):
        refused(pot, OnceOut, act, *args, law="1895:24")
    pot.come_in("D", 2)
    for player in "ACD":
        pot.draw(player, 1)
    refused(pot, OnceOut, pot.bet, "B", 1, law="1895:24")


@pytest.mark.law("1895:24", "1895:37")
def test_a_dropped_player_plays_again_in_the_next_round() -> None:
    pot = at_the_draw("A")
    for player in "ABCD":
        pot.draw(player, 1)
    pot.show_openers("9H 9S 7C 4D 2S", hands={p: h for p, h in zip("BCD", ("8H 8S 6C 5D 3S", "AH KD 7S 5C 2D", "QC JD 9D 6S 4H"))})
    assert pot.round == 2 and pot.out == set()
    pot.pass_("B")


@pytest.mark.law("1895:24")
def test_no_foul_hand_can_win() -> None:
    pot = after_the_draw("A", seats=("A", "B", "C"))
    for player in "ABC":
        pot.bet(player, 1)
    hands = {"A": "AH AS AD AC KS", "B": "2H 2S 7C 4D 3S", "C": "QH QS 7D 5C"}
    assert pot.can_showdown(hands, foul=["A"])
    payouts = pot.showdown(hands, foul=["A"])  # A's fours are foul for another reason; C holds four cards
    assert payouts == {"B": 12} and pot.winners == ("B",)
    assert [s.player for s in pot.steps if s.act == "foul"] == ["A", "C"]


@pytest.mark.law("1895:24")
def test_when_every_hand_is_foul_nobody_wins_and_a_new_round_is_dealt() -> None:
    pot = after_the_draw("A", seats=("A", "B"))
    pot.bet("A", 1); pot.bet("B", 1)  # fmt: skip
    pool = pot.pool
    assert pot.showdown({"A": "AH AS AD AC", "B": "2H 2S 7C 4D 3S 9D"}) == {}
    assert pot.round == 2 and pot.pool == pool and pot.winners == ()


def test_equal_hands_share_and_the_odd_chip_goes_to_the_first_in_turn() -> None:
    pot = after_the_draw("B", seats=("A", "B", "C"))
    for player in "BCA":
        pot.bet(player, 1)
    assert pot.pool == 3 + 6 + 3
    pot = after_the_draw("B", seats=("A", "B", "C"), ante=2)
    for player in "BCA":
        pot.bet(player, 1)
    assert pot.pool == 6 + 6 + 3
    hands = {"A": "9H 8S 7C 6D 5S", "B": "KH KS 4C 4D 2S", "C": "9D 8D 7H 6S 5C"}
    assert pot.showdown(hands) == {"C": 8, "A": 7}  # the turn after the draw is B, C, A


@pytest.mark.law("1895:33")
def test_the_show_waits_for_the_betting() -> None:
    pot = opened("A", seats=("A", "B", "C"))
    pot.come_in("B", 2); pot.drop("C"); pot.draw("A", 1); pot.draw("B", 1)  # fmt: skip
    hands = {"A": "AH AS 7C 4D 2S", "B": "2H 2D 7D 4C 3S"}
    refused(pot, NotNow, pot.showdown, hands, law="1895:33")
    pot.bet("A", 1); pot.bet("B", 1)  # fmt: skip
    with pytest.raises(ValueError, match="missing"):
        pot.showdown({"A": hands["A"]})
    with pytest.raises(ValueError, match="not at the show"):
        pot.showdown(hands | {"C": "KH KS 9C 8D 7S"})


# --- 1895:35, 36: the false opener found before the draw ---------------------------------------------


@pytest.mark.law("1895:35")
def test_a_false_opener_retires_and_puts_up_a_jack_pot_equal_to_the_one_he_entered() -> None:
    pot = JackPot(SEATS, age="A", ante=2)
    pot.pass_("A")
    pot.open("B", 3)
    pot.come_in("C", 3)
    assert pot.entered == 8
    assert pot.show_openers("TH TS AC KD QS") is False  # tens are not openers
    assert pot.paid == {"A": 2, "B": 2 + 3 + 8, "C": 2, "D": 2}  # C's bet is returned
    assert "B" in pot.out
    assert [s.laws for s in pot.steps if s.act == "penalty"] == [("1895:35",)]
    for act, args in ((pot.open, ("B", 1)), (pot.pass_, ("B",)), (pot.come_in, ("B", 3))):
        refused(pot, OnceOut, act, *args, law="1895:35")


@pytest.mark.law("1895:36")
def test_after_a_false_opening_a_player_to_the_left_can_open() -> None:
    """1895:36: "any other player, to the left of the putative opener, having a pair of jacks or better can open"."""
    pot = JackPot(SEATS, age="A")
    pot.pass_("A")
    pot.open("B", 1)
    pot.show_openers("9H 9S 7C 4D 2S")
    assert pot.phase == "opening" and pot.opening_order == ("C", "D") and pot.to_act == "C"
    refused(pot, NotToTheLeft, pot.open, "A", 1, "AH AS 7D 4C 2H", law="1895:36")
    refused(pot, NotToTheLeft, pot.pass_, "A", law="1895:36")
    refused(pot, NoOpeners, pot.open, "C", 1, "TH TD 8C 5S 3D", law="1895:28")
    pot.pass_("C")
    pot.open("D", 1, hand="QH QS 8D 5C 2H")
    assert pot.opener == "D" and pot.steps[-1].laws == ("1895:28", "1895:31", "1895:36")
    assert pot.to_act == "A"  # everyone else can come in, A and C included
    pot.come_in("A", 1); pot.come_in("C", 1)  # fmt: skip
    assert pot.phase == "the draw"
    assert pot.entered == 4 + 1 + 4  # antes, B's forfeit bet, B's penalty


@pytest.mark.law("1895:36")
@pytest.mark.parametrize("reopen", ["after him", "round the table"])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_ruling_line_on_1895_36_says_no_player_has_openers_it_does_not_know(seats: int, reopen: str) -> None:
    """Every opener's seat, every number of players dropped before him, under each reading of ``reopen``: the line
    ruling a false opening found before the draw gives the rule ("having openers can open") and the players the turn
    to open passes to, and never lists them as players having openers (issue 28: "having openers can open: C, D, A"
    named players who had none); the refusal of a player out of that turn says the same."""
    from pokerlaws.jackpot import JackPotRulings

    names = tuple("ABCDE"[:seats])
    for at in range(len(names)):
        for dropped_before in range(at + 1):
            pot = JackPot(names, age=names[0], rulings=JackPotRulings(reopen=reopen))
            for player in names[:at]:
                pot.pass_(player)
            opener = names[at]
            pot.open(opener, 1)
            for player in names[at + 1 :][:dropped_before]:
                pot.drop(player)
            pot.show_openers("9H 9S 7C 4D 2S")
            line = next(str(s) for s in pot.steps if "1895:36" in s.laws and s.act == "ruling")
            assert not re.search(r"having openers can open: [A-Z]", line), line
            turn = pot.opening_order if pot.round == 1 else ()  # nobody left: a new round begins (1895:29)
            if turn:
                assert line.endswith(f"the turn to open passes to {', '.join(turn)}, each opening only on openers [1895:36]"), line
                for player in (p for p in names if p not in turn and p not in pot.out):
                    with pytest.raises(NotToTheLeft) as refusal:
                        pot.pass_(player)
                    assert f"having openers can open; the turn to open passes to {', '.join(turn)}" in str(refusal.value)
            else:
                assert "no other player is left to open" in line, line


@pytest.mark.law("1895:29", "1895:36")
def test_if_nobody_to_the_left_opens_each_adds_a_chip() -> None:
    pot = JackPot(SEATS, age="A")
    pot.pass_("A"); pot.pass_("B")  # fmt: skip
    pot.open("C", 1)
    pot.show_openers("9H 9S 7C 4D 2S")
    pot.pass_("D")
    assert pot.round == 2 and pot.steps[-1].laws == ("1895:29",)
    assert pot.paid == {"A": 2, "B": 2, "C": 1 + 1 + 4 + 1, "D": 2}
    assert pot.out == set()  # a new deal: the false opener plays again


@pytest.mark.law("1895:36")
def test_the_last_in_turn_opening_falsely_leaves_nobody_to_the_left() -> None:
    pot = JackPot(SEATS, age="A")
    for player in "ABC":
        pot.pass_(player)
    pot.open("D", 1)
    pot.show_openers("9H 9S 7C 4D 2S")
    assert pot.round == 2 and pot.phase == "opening"


@pytest.mark.law("1895:28", "1895:35")
def test_openers_shown_stand() -> None:
    pot = opened("A")
    assert pot.can_show_openers("KH KS 7C 4D 2S")
    assert pot.show_openers("KH KS 7C 4D 2S") is True
    refused(pot, NotNow, pot.show_openers, "KH KS 7C 4D 2S", law="1895:28")
    fresh = JackPot(SEATS, age="A")
    refused(fresh, NotOpened, fresh.show_openers, "KH KS 7C 4D 2S", law="1895:35")


# --- 1895:37: found after the draw -------------------------------------------------------------------


@pytest.mark.law("1895:37")
def test_found_after_the_draw_with_no_openers_the_round_is_null_and_void() -> None:
    pot = at_the_draw("A", chips=2)
    for player in SEATS:
        pot.draw(player, 2)
    pot.bet("A", 1); pot.bet("B", 1)  # fmt: skip
    hands = {"B": "8H 8S 6C 5D 3S", "C": "AH KD 7S 5C 2D", "D": "TC TD 9D 6S 4H"}
    refused(pot, NotNow, pot.show_openers, "9H 9S 7C 4D 2S", hands={"B": hands["B"]})
    assert pot.show_openers("9H 9S 7C 4D 2S", hands=hands) is False
    assert pot.paid == {"A": 1 + 4, "B": 1, "C": 1, "D": 1}  # every bet returned; A's penalty of 4 stays
    assert pot.round == 2 and pot.phase == "opening" and pot.age == "B"
    assert [s.laws for s in pot.steps if s.act == "ruling"] == [("1895:37",)]


@pytest.mark.law("1895:37")
def test_found_after_the_draw_when_a_hand_has_openers_the_play_goes_on_without_him() -> None:
    pot = at_the_draw("A", chips=2)
    for player in SEATS:
        pot.draw(player, 2)
    pot.bet("A", 1)
    hands = {"B": "8H 8S 6C 5D 3S", "C": "JH JD 7S 5C 2D", "D": "TC TD 9D 6S 4H"}
    assert pot.show_openers("9H 9S 7C 4D 2S", hands=hands) is False
    assert pot.out == {"A"} and pot.round == 1 and pot.paid["A"] == 1 + 2 + 1 + 4
    assert pot.to_act == "B"
    for player in "BCD":
        pot.bet(player, 1)
    assert pot.showdown(hands) == {"C": pot.payouts["C"]} and pot.winners == ("C",)
    assert sum(pot.payouts.values()) == sum(pot.paid.values())


@pytest.mark.law("1895:35", "1895:36")
def test_found_during_the_draw() -> None:
    pot = at_the_draw("A", seats=("A", "B", "C"))
    pot.draw("B", 1)
    hands = {"B": "JH JD 7S 5C 2D", "C": "TC TD 9D 6S 4H"}
    pot.show_openers("9H 9S 7C 4D 2S", hands=hands)
    assert pot.phase == "the draw"
    pot.draw("C", 1)
    assert pot.phase == "after the draw" and pot.to_act == "B" and pot.first_to_bet == "B"


@pytest.mark.law("1895:37")
def test_found_after_the_draw_leaving_one_player() -> None:
    pot = at_the_draw("A", seats=("A", "B"))
    pot.draw("A", 1); pot.draw("B", 1)  # fmt: skip
    pot.show_openers("9H 9S 7C 4D 2S", hands={"B": "JH JD 7S 5C 2D"})
    assert pot.winners == ("B",) and pot.payouts == {"B": pot.paid["A"] + pot.paid["B"]}


# --- 1895:38: the opener's draw ----------------------------------------------------------------------


@pytest.mark.law("1895:38")
def test_the_opener_cannot_break_his_openers_to_draw_for_a_flush_or_a_straight() -> None:
    pot = at_the_draw("A")
    err = refused(pot, OpenerDraw, pot.draw, "A", "JS", hand="JH JS 8H 5H 2H", law="1895:38")
    assert "a flush" in str(err)
    err = refused(pot, OpenerDraw, pot.draw, "A", "JS", hand="JH JS TC 9D 8S", law="1895:38")
    assert "a straight" in str(err)
    assert not pot.can_draw("A", "JH JS", hand="JH JS 8H 5H 2H")
    pot.draw("A", "8H 5H 2H", hand="JH JS 8H 5H 2H")  # keeping his jacks
    assert pot.drawn == {"A": 3}


@pytest.mark.law("1895:38")
def test_any_other_player_but_the_opener_can_draw_for_what_he_pleases() -> None:
    pot = at_the_draw("A")
    pot.draw("B", "JS", hand="JH JS 8H 5H 2H")  # B breaks jacks for a flush: he may
    pot.draw("C", "QH QS KD", hand="QH QS KD 9C 2C")
    pot.draw("D", 5)
    assert pot.drawn == {"B": 1, "C": 3, "D": 5}


@pytest.mark.law("1895:38")
@pytest.mark.parametrize(
    ("reading", "hand", "discard", "allowed"),
    [
        ("keep openers", "5H 5S 4C 4D KS", "4C 4D KS", False),  # splits two small pairs
        ("no straight or flush", "5H 5S 4C 4D KS", "4C 4D KS", True),
        ("free", "5H 5S 4C 4D KS", "4C 4D KS", True),
        ("keep openers", "JH JS 8H 5H 2H", "JS", False),
        ("no straight or flush", "JH JS 8H 5H 2H", "JS", False),
        ("free", "JH JS 8H 5H 2H", "JS", True),
        ("no straight or flush", "JH JS TC 9D 8S", "JH", False),  # four to a straight
        ("no straight or flush", "JH JS 8H 5H 2H", "JS 2H", False),  # three to a flush, drawing two: for a flush
        ("no straight or flush", "JH JS 9C 9D 2H", "JH JS 2H", True),  # keeps two nines: no draw for a straight or flush
        ("keep openers", "JH JS 9C 9D 2H", "JH JS 2H", False),
        ("no straight or flush", "JH JS 8H 5H 2C", "JH JS 2C", True),  # two hearts kept: no draw for anything
        ("keep openers", "JH JS JD 5H 2H", "JS 5H 2H", True),  # keeps a pair of jacks
        ("keep openers", "9H 8H 7H 6H 5H", "", True),  # a pat hand
    ],
)
def test_the_readings_of_rule_38(reading: str, hand: str, discard: str, allowed: bool) -> None:
    assert reading in OPENER_DRAWS
    pot = at_the_draw("A", rulings=JackPotRulings(opener_draw=reading))
    if allowed:
        pot.draw("A", discard, hand=hand)
        assert pot.drawn["A"] == len(discard.split())
    else:
        refused(pot, OpenerDraw, pot.draw, "A", discard, hand=hand, law="1895:38")


@pytest.mark.law("1895:28")
def test_a_four_flush_cannot_open_under_any_reading() -> None:
    for reading in OPENER_DRAWS:
        pot = JackPot(SEATS, age="A", rulings=JackPotRulings(opener_draw=reading))
        refused(pot, NoOpeners, pot.open, "A", 1, "AH 9H 6H 3H 2C", law="1895:28")


@pytest.mark.law("1895:28")
def test_an_opener_without_openers_at_the_draw_is_sent_to_show_openers() -> None:
    pot = at_the_draw("A")
    err = refused(pot, NoOpeners, pot.draw, "A", "7C", hand="9H 9S 7C 4D 2S", law="1895:28")
    assert "show_openers" in str(err)


def test_draws_are_checked() -> None:
    pot = at_the_draw("A")
    with pytest.raises(ValueError, match="not in his hand"):
        pot.draw("B", "AS", hand="JH JS 8H 5H 2H")
    with pytest.raises(ValueError, match="name the cards"):
        pot.draw("A", 3, hand="JH JS 8H 5H 2H")
    with pytest.raises(ValueError):
        pot.draw("B", 6)
    refused(pot, WrongHandSize, pot.draw, "B", "2H", hand="JH JS 8H 2H", law="foster:4")
    pot.draw("B", 1)
    refused(pot, NotNow, pot.draw, "B", 1, law="foster:1")
    assert pot.drawn == {"B": 1}


def test_unknown_players() -> None:
    pot = opened("A")
    refused(pot, UnknownPlayer, pot.come_in, "Z", 2, law=None)
    with pytest.raises(UnknownPlayer):
        pot.to_see("Z")


# --- the whole jack-pot: the module's example, and conservation --------------------------------------


@pytest.mark.law("1895:28", "1895:30", "1895:32")
def test_a_whole_jack_pot() -> None:
    pot = JackPot(SEATS, age="A", ante=1)
    for player in "ABCD":
        pot.pass_(player)
    pot.pass_("B")
    pot.open("C", 2, hand="JH JS 7C 4D 2S")
    pot.come_in("D", 2); pot.drop("A"); pot.come_in("B", 2)  # fmt: skip
    pot.draw("C", "7C 4D 2S", hand="JH JS 7C 4D 2S"); pot.draw("D", 1); pot.draw("B", 3)  # fmt: skip
    pot.bet("C", 3); pot.bet("D", 3); pot.bet("B", 3)  # fmt: skip
    assert pot.showdown({"C": "JH JS 9C 9D 2H", "D": "8S 7S 5S 4S 3S", "B": "KH KD QC 6H 3C"}) == {"D": 23}
    assert sum(pot.paid.values()) == 23
    assert {p: pot.payouts.get(p, 0) - pot.paid[p] for p in SEATS} == {"A": -2, "B": -7, "C": -7, "D": 16}


def random_hands(rng: random.Random, players: list[str]) -> dict[str, str]:
    """A hand for each of *players*, dealt from one pack."""
    cards = rng.sample(PACK, 5 * len(players))
    return {p: " ".join(map(str, cards[5 * i : 5 * i + 5])) for i, p in enumerate(players)}


def random_hand(rng: random.Random) -> str:
    return random_hands(rng, ["one"])["one"]


@settings(deadline=None)
@given(st.integers(2, 6), st.integers(1, 4), st.sampled_from(OPENER_DRAWS), st.randoms(use_true_random=False))
def test_chips_are_conserved_through_a_whole_jack_pot(n: int, ante: int, reading: str, rng: random.Random) -> None:
    """Random legal play, false openers and void rounds included: no chip is created or lost.

    At every step the chips paid in, net of returns, are the pool plus what
    has been paid out; nobody's net payment is negative; a refused act
    changes nothing; and when the jack-pot is won the winners take it all.
    """
    seats = tuple("ABCDEF"[:n])
    pot = JackPot(seats, age=rng.choice(seats), ante=ante, rulings=JackPotRulings(opener_draw=reading))
    for _ in range(200):
        if pot.phase == "over":
            break
        phase, player = pot.phase, pot.to_act
        stranger = rng.choice(seats)
        if phase in ("opening", "before the draw", "after the draw") and stranger != player:
            before = state(pot)
            with pytest.raises(PokerLawError):
                (pot.pass_ if phase == "opening" else pot.drop)(stranger)
            assert state(pot) == before
        if phase == "opening":
            if rng.random() < 0.35:
                pot.open(player, rng.randint(1, 5))
            else:
                pot.pass_(player)
        elif phase == "before the draw":
            if pot.opener in pot.in_game() and not pot.proved and rng.random() < 0.1:
                pot.show_openers(random_hand(rng))
            elif rng.random() < 0.25:
                pot.drop(player)
            else:
                pot.come_in(player, pot.to_see(player) + rng.choice((0, 0, 1, 3)))
        elif phase == "the draw":
            if pot.opener in pot.in_game() and not pot.proved and rng.random() < 0.1:
                others = random_hands(rng, [pot.opener, *(p for p in pot.in_game() if p != pot.opener)])
                pot.show_openers(others.pop(pot.opener), hands=others)
            else:
                pot.draw(rng.choice([p for p in pot.in_game() if p not in pot.drawn]), rng.randint(0, 3))
        elif phase == "after the draw":
            if rng.random() < 0.2:
                pot.drop(player)
            else:
                pot.bet(player, max(1, pot.to_see(player)) + rng.choice((0, 0, 2)))
        else:
            hands = random_hands(rng, pot.in_game())
            foul = [p for p in pot.in_game() if rng.random() < 0.1]
            pot.showdown(hands, foul)
        assert sum(pot.paid.values()) == pot.pool + sum(pot.payouts.values())
        assert pot.pool >= 0 and all(chips >= 0 for chips in pot.paid.values())
        assert sum(step.counters for step in pot.steps) == pot.pool
    if pot.phase == "over":
        assert pot.pool == 0 and pot.winners
        assert sum(pot.payouts.values()) == sum(pot.paid.values())


@pytest.mark.law("1895:32", "1895:37")
def test_a_false_openers_forfeit_bet_after_the_draw_is_not_to_be_seen() -> None:
    """After the draw the false opener's first bet is forfeit; the next player on his left makes the first bet."""
    pot = at_the_draw("A", seats=("A", "B", "C"))
    for player in "ABC":
        pot.draw(player, 1)
    pot.bet("A", 5)
    hands = {"B": "JH JD 7S 5C 2D", "C": "TC TD 9D 6S 4H"}
    pot.show_openers("9H 9S 7C 4D 2S", hands=hands)
    assert pot.to_act == "B" and pot.first_to_bet == "B" and pot.to_see("B") == 0
    refused(pot, OpenerBetsFirst, pot.bet, "B", 0, law="1895:32")
    pot.bet("B", 1); pot.bet("C", 1)  # fmt: skip
    assert pot.phase == "the show" and pot.last_to_bet == "C"


# --- one pack: a card in two hands is refused, at the show and when the openers are shown -------------


def at_the_show(opener: str = "A", seats: tuple[str, ...] = ("A", "B", "C")) -> JackPot:
    pot = after_the_draw(opener, seats=seats)
    while pot.phase == "after the draw":
        pot.bet(pot.to_act, max(1, pot.to_see(pot.to_act)))
    assert pot.phase == "the show"
    return pot


def test_the_hands_at_the_show_come_from_one_pack() -> None:
    """Three players each showing the same four aces are refused, not divided three ways."""
    pot = at_the_show()
    fours = "AS AH AD AC KS"
    assert not pot.can_showdown({"A": fours, "B": fours, "C": fours})
    err = refused(pot, DuplicateCard, pot.showdown, {"A": fours, "B": fours, "C": fours}, law=None)
    assert err.message == "the ace of spades (AS) is shown by both A and B: one pack holds one of each card"
    # one card in two hands, named in the turn after the draw (A, B, C) whatever the order given
    err = refused(pot, DuplicateCard, pot.showdown, {"C": "2S 3S 4D 8H 9H", "B": "KH KD QC 6H 3C", "A": "AS AH 7C 4D 2S"})
    assert err.message.startswith("the two of spades (2S) is shown by both A and C")
    # a foul hand is shown from the same pack
    refused(pot, DuplicateCard, pot.showdown, {"A": "AS AH 7C 4D 2S", "B": "KH KD QC 6H 3C", "C": "AS 9D"}, law=None)
    refused(pot, DuplicateCard, pot.showdown, {"A": "AS AH 7C 4D 2S", "B": "KH KD QC 6H 3C", "C": "AS 9D 8D 7H 6S"}, foul=["C"])
    assert pot.showdown({"A": "AS AH 7C 4D 2S", "B": "KH KD QC 6H 3C", "C": "9D 8D 7H 6S 5C"}) == {"C": pot.payouts["C"]}


def test_the_jack_pot_refuses_a_card_in_two_hands_as_the_pool_does() -> None:
    """One mechanism for both codes: the show of 1882 (settle) and of the jack-pot refuse alike, in the same words."""
    game = BettingRound(["A", "B"], ante_man="A", antes={"A": 1})
    game.bet("B", 3); game.call("A")  # fmt: skip
    hands = {"A": "QS QH 7C 4D 2S", "B": "QS KD 9C 6H 3C"}
    with pytest.raises(DuplicateCard) as pool_error:
        settle(game, hands)
    pot = at_the_show("B", seats=("A", "B"))  # the show in turn B, A: as in the pool
    err = refused(pot, DuplicateCard, pot.showdown, hands)
    assert str(err) == str(pool_error.value) == "the queen of spades (QS) is shown by both B and A: one pack holds one of each card"


def test_the_hands_shown_with_the_openers_come_from_one_pack() -> None:
    pot = at_the_draw("A", chips=2)
    for player in SEATS:
        pot.draw(player, 2)
    opener = "9H 9S 7C 4D 2S"
    hands = {"B": "8H 8S 6C 5D 3S", "C": "AH KD 7S 5C 2D", "D": "AH KS QD 6S 4H"}  # AH twice
    assert not pot.can_show_openers(opener, hands=hands)
    err = refused(pot, DuplicateCard, pot.show_openers, opener, hands=hands, law=None)
    assert err.message == "the ace of hearts (AH) is shown by both C and D: one pack holds one of each card"
    # after his draw the opener shows the hand he held before it: a card he threw may be in another hand,
    # gathered and dealt again (foster:6); the others' hands, held together, are still one pack
    hands["D"] = "7C KS QD 6S 4H"
    assert pot.show_openers(opener, hands=hands) is False
    assert pot.round == 2


def test_before_his_draw_the_openers_hand_is_one_pack_with_the_others() -> None:
    pot = at_the_draw("A", seats=("A", "B", "C"))
    pot.draw("B", 1)  # found during the draw, before the opener's
    opener = "9H 9S 7C 4D 2S"
    refused(pot, DuplicateCard, pot.show_openers, opener, hands={"B": "JH JD 7S 5C 2D", "C": "TC TD 9S 6S 4H"}, law=None)
    before = at_the_draw("A", seats=("A", "B", "C"))  # before any draw: all the hands dealt from one pack
    refused(before, DuplicateCard, before.show_openers, "KH KS 7C 4D 2S", hands={"B": "KH QD 7S 5C 2D"}, law=None)
    pot.show_openers(opener, hands={"B": "JH JD 7S 5C 2D", "C": "TC TD 8S 6S 4H"})
    assert pot.out == {"A"}


# --- 1895:27: every ante a whole number of chips --------------------------------------------------------


@pytest.mark.parametrize("bad", [1.0, True, 1.5, "1", None])
def test_every_ante_is_a_whole_number_of_chips_as_the_ages_must_be(bad: object) -> None:
    seats = ("A", "B", "C")
    with pytest.raises(PokerLawError) as the_ages:
        JackPot(seats, age="A", ante={"A": bad, "B": 1, "C": 1})
    with pytest.raises(PokerLawError) as anothers:
        JackPot(seats, age="A", ante={"A": 1, "B": 1, "C": bad})
    assert type(anothers.value) is type(the_ages.value) is InvalidAmount
    assert anothers.value.message == the_ages.value.message == f"chips are a whole number, not {bad!r}"
    assert anothers.value.law is None


@pytest.mark.law("1895:27")
def test_an_ante_of_equal_chips_in_another_type_is_refused_before_it_is_compared() -> None:
    with pytest.raises(InvalidAmount):
        JackPot(("A", "B", "C"), age="A", ante={"A": 2, "B": 2.0, "C": 3})
    with pytest.raises(UnequalAnte):  # a whole number, but not the age's
        JackPot(("A", "B", "C"), age="A", ante={"A": 2, "B": 2, "C": 3})


# --- the draw's own errors: a bad discard is not the opener's draw (foster:1, foster:2) -----------------


@pytest.mark.law("foster:1")
def test_a_bad_discard_count_is_a_bad_request_of_the_draw() -> None:
    pot = at_the_draw("A")
    for discard in (-1, 6):
        err = refused(pot, BadRequest, pot.draw, "B", discard, law="foster:1")
        assert err.message == f"a player throws from none to five cards, not {discard}"
    err = refused(pot, BadRequest, pot.draw, "B", "2C 3C 4C 5C 6C 7C", law="foster:1")
    assert err.message == "a player throws from none to five cards, not 6"
    refused(pot, BadRequest, pot.draw, "A", -1, law="foster:1")  # the opener's count too: not 1895:38


@pytest.mark.law("foster:2")
def test_a_thrown_card_not_in_the_hand_is_not_there() -> None:
    pot = at_the_draw("A")
    err = refused(pot, CardNotThere, pot.draw, "B", "AS", hand="JH JS 8H 5H 2H", law="foster:2")
    assert err.message == "B throws AS, not in his hand"
    refused(pot, CardNotThere, pot.draw, "A", "AS 8H", hand="JH JS 8H 5H 2H", law="foster:2")


@pytest.mark.law("1895:38")
def test_the_openers_draw_under_rule_38_is_still_an_opener_draw() -> None:
    pot = at_the_draw("A")
    refused(pot, OpenerDraw, pot.draw, "A", 3, hand="JH JS 8H 5H 2H", law="1895:38")
    refused(pot, OpenerDraw, pot.draw, "A", "JS", hand="JH JS 8H 5H 2H", law="1895:38")


# --- each check returns what the act uses: nothing parsed or valued twice ------------------------------


@pytest.fixture
def valued(monkeypatch: pytest.MonkeyPatch) -> list:
    """Every hand the jack-pot values, as it is given to evaluate."""
    calls: list = []

    def counted(cards, ruleset="1882"):  # noqa: ANN001, ANN202
        calls.append(cards)
        return evaluate(cards, ruleset)

    for module in (jackpot_opening, jackpot_openers, jackpot_false, showdown):
        monkeypatch.setattr(module, "evaluate", counted)
    return calls


def test_verify_open_returns_the_value_the_opening_records(valued: list) -> None:
    pot = JackPot(SEATS, age="A")
    assert pot.verify_open("A", 1) is None
    value = pot.verify_open("A", 1, hand="JH JS 7C 4D 2S")
    assert value == evaluate("JH JS 7C 4D 2S", "american-writers")
    valued.clear()
    pot.open("A", 1, hand="JH JS 7C 4D 2S")
    assert len(valued) == 1  # valued once: the check and the note share it
    assert f"he holds {value}, openers" in pot.steps[-1].note


def test_verify_show_openers_returns_the_values_the_ruling_uses(valued: list) -> None:
    pot = at_the_draw("A", chips=2)
    for player in SEATS:
        pot.draw(player, 2)
    hands = {"B": "8H 8S 6C 5D 3S", "C": "AH KD 7S 5C 2D", "D": "TC TD 9D 6S 4H"}
    value, others = pot.verify_show_openers("9H 9S 7C 4D 2S", hands=hands)
    assert value == evaluate("9H 9S 7C 4D 2S", "american-writers")
    assert others == {p: evaluate(h, "american-writers") for p, h in hands.items()}
    valued.clear()
    assert pot.show_openers("9H 9S 7C 4D 2S", hands=hands) is False
    assert len(valued) == 4  # the opener's hand and each other once
    fresh = opened("A")
    assert fresh.verify_show_openers("KH KS 7C 4D 2S", hands={"B": "QH QS 7D 4C 2H"}) == (evaluate("KH KS 7C 4D 2S", "american-writers"), {})


def test_verify_showdown_returns_the_hands_valued(valued: list) -> None:
    pot = at_the_show()
    hands = {"A": "AS AH 7C 4D 2S", "B": "KH KD QC 6H 3C", "C": "9D 8D 7H"}
    shown = pot.verify_showdown(hands)
    assert shown.values == {p: evaluate(hands[p], "american-writers") for p in "AB"} and list(shown.foul) == ["C"]
    valued.clear()
    pot.showdown(hands)
    assert len(valued) == 3 and all(type(cards) is tuple for cards in valued)  # each hand parsed once, then valued
    assert pot.winners == ("A",)


def test_verify_come_in_and_verify_bet_say_whether_the_chips_raise() -> None:
    pot = opened("A", chips=2, seats=("A", "B", "C"))
    assert pot.verify_come_in("B", 2) is False and pot.verify_come_in("B", 3) is True
    pot.come_in("B", 3)
    assert pot.steps[-1].laws == ("1895:30", "1895:34") and "raises" in pot.steps[-1].note
    pot.come_in("C", 3)  # C, on the opener's right, is the last to bet: the draw begins (1895:33 R3)
    assert pot.phase == "the draw"
    for player in "ABC":
        pot.draw(player, 1)
    assert pot.verify_bet("A", 1) == "bet"
    pot.bet("A", 1)
    assert pot.verify_bet("B", 1) == "call" and pot.verify_bet("B", 4) == "raise"


# --- the amount to see is the interval's ---------------------------------------------------------------


@pytest.mark.law("1895:34")
def test_the_amount_to_see_is_the_intervals_to_call(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    to_call = Interval.to_call

    def spied(self: Interval, player: str) -> int:
        asked.append(player)
        return to_call(self, player)

    monkeypatch.setattr(Interval, "to_call", spied)
    pot = opened("A", chips=2, seats=("A", "B"))
    assert pot.to_see("B") == 2 and asked == ["B"]
    asked.clear()
    pot.come_in("B", 2)
    assert "B" in asked
    pot.draw("A", 1); pot.draw("B", 1); pot.bet("A", 3)  # fmt: skip
    asked.clear()
    refused(pot, ShortOfTheBet, pot.bet, "B", 2, law="1895:34")
    assert asked == ["B"]


def test_a_false_opener_out_after_his_bet_has_nothing_to_see() -> None:
    """His forfeit bet is above the amount bet by those still in: what he must see is none, not a negative number."""
    pot = at_the_draw("A", seats=("A", "B", "C"))
    for player in "ABC":
        pot.draw(player, 1)
    pot.bet("A", 5)
    pot.show_openers("9H 9S 7C 4D 2S", hands={"B": "JH JD 7S 5C 2D", "C": "TC TD 9D 6S 4H"})
    assert pot.to_see("A") == 0 and pot.to_see("B") == 0


# --- one pattern for the state: a base owns the fields, the questions and the helpers; each part subclasses it

MIXINS = (JackPotOpening, JackPotBetting, JackPotDraw, FalseOpening, JackPotShow)


def _own_and_used(cls: type) -> tuple[set[str], set[str]]:
    """What *cls* defines (its methods and properties, and what its methods set on self), and what it uses of self."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls))).body[0]
    assert isinstance(tree, ast.ClassDef)
    own = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    selves = [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "self"]
    own |= {n.attr for n in selves if isinstance(n.ctx, ast.Store) and cls is JackPotState}
    return own, {n.attr for n in selves}


@pytest.mark.parametrize("cls", MIXINS, ids=lambda cls: cls.__name__)
def test_each_part_reads_only_what_it_defines_or_the_state_has(cls: type) -> None:
    """A part depends on the state base, never on another part: what it uses of self is its own or the state's."""
    own, used = _own_and_used(cls)
    state = _own_and_used(JackPotState)[0]
    assert cls.__bases__ == (JackPotState,)
    assert used - own - state == set(), f"{cls.__name__} uses what neither it nor the state defines: {sorted(used - own - state)}"


def test_the_jack_pot_only_combines_its_parts() -> None:
    """The public class adds nothing of its own: the fields are the state's, the acts the parts'."""
    assert JackPot.__bases__ == MIXINS
    assert {name for name, value in vars(JackPot).items() if callable(value) or isinstance(value, property)} == set()


def test_the_check_of_the_parts_can_fail() -> None:
    """A part that reads another part's method is caught."""

    class Leaning(JackPotState):
        def peek(self) -> str | None:
            return self.last_to_bet  # defined by the betting part, not the state

    own, used = _own_and_used(Leaning)
    assert used - own - _own_and_used(JackPotState)[0] == {"last_to_bet"}


# --- the jack-pot's betting is its code's data ------------------------------------------------

# A jack-pot code no source holds, written as data only: its own word for a drop and for
# seeing the bet, its own note for coming in, its own message and law for a turn out of order.
HOUSE = dataclasses.replace(
    JACK_POT,
    name="house",
    words=dict(JACK_POT.words) | {"retire": "folds", "call": "calls"},
    notes=dict(JACK_POT.notes) | {"come in": "{word} with {stake}"},
    messages=dict(JACK_POT.messages) | {"turn": "wait for {to_act}, {player}", "come in, too low": "{player} must see {short}, not {amount}"},
    breaches=dict(JACK_POT.breaches) | {"turn": "1895:24", "come in, too low": "1895:34"},
    laws=dict(JACK_POT.laws) | {"come in": ("1895:31",)},
)


def test_the_jack_pots_betting_says_and_cites_what_its_code_holds() -> None:
    """Every word, note, message and law of the coming in, the betting and the drop is read from the code."""
    pot = JackPot(list(SEATS), age="A", code=HOUSE)
    assert pot.code is HOUSE and JackPot(list(SEATS), age="A").code is JACK_POT
    pot.open("A", 2)
    with pytest.raises(OutOfTurn) as info:
        pot.come_in("C", 2)
    assert str(info.value) == "wait for B, C [law 1895:24]"
    with pytest.raises(ShortOfTheBet) as info:
        pot.come_in("B", 1)
    assert (info.value.message, info.value.law) == ("B must see 2, not 1", "1895:34")
    pot.come_in("B", 2)
    pot.drop("C")
    pot.come_in("D", 2)
    assert [str(step) for step in pot.steps[-3:]] == [
        "6. B sees the amount bet with 2 [1895:31]",
        "7. C folds out of the round, leaving 0 bet; he can never enter again [1895:24]",
        "8. D sees the amount bet with 2 [1895:31]",
    ]
    for player in "ABD":
        pot.draw(player, 1)
    pot.bet("A", 1)
    pot.bet("B", 1)
    assert str(pot.steps[-1]) == "13. B calls: has bet 1 since the draw [1895:34]"
    assert [step.act for step in pot.steps[-6:]] == ["come in", "draw", "draw", "draw", "bet", "bet"]


def test_the_jack_pots_code_stands_beside_the_codes_of_the_sources() -> None:
    """One code for each source in CODES; the jack-pot's is the second of 1895, and plays no whole deal by name."""
    assert JACK_POT not in CODES.values() and JACK_POT.name not in CODES
    assert not JACK_POT.passing and JACK_POT.out_of_turn == "refused" and JACK_POT.word("retire") == "drops"
    assert {unit.partition(":")[0] for unit in (JACK_POT.law(kind) for kind in JACK_POT_BREACHES)} == {"1895"}
    with pytest.raises(TypeError, match="code must be a Code"):
        JackPot(list(SEATS), age="A", code="1895")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"the code 1895 has no breaches for: won, no one left, opened in error, come in"):
        JackPot(list(SEATS), age="A", code=CODES["1895"])
    lawless = dataclasses.replace(JACK_POT, laws={act: laws for act, laws in JACK_POT.laws.items() if act != "come in"})
    with pytest.raises(ValueError, match="^the code jack-pot has no laws for: come in$"):
        JackPot(list(SEATS), age="A", code=lawless)


def test_no_word_or_law_of_the_jack_pots_betting_is_written_in_its_acts() -> None:
    """jackpot/betting.py holds no text of its own: no formatted string, and no law outside its citations (@implements)."""
    tree = ast.parse(inspect.getsource(jackpot_betting))
    decorators = {id(node) for fn in ast.walk(tree) if isinstance(fn, ast.FunctionDef) for d in fn.decorator_list for node in ast.walk(d)}
    written = [
        ast.unparse(node) for node in ast.walk(tree)
        if id(node) not in decorators and (isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and str(node.value).startswith("1895:")))
    ]  # fmt: skip
    assert written == []


def test_a_player_left_alone_takes_the_jack_pot_by_the_ruling_on_1895_29_citing_its_analogy() -> None:
    """No rule of the Guide gives the jack-pot to a player every other leaves: the ruling on 1895:29 takes it by an
    analogy with 1882:58, and the step that gives it cites both (it cited no law)."""
    from pokerlaws.jackpot import JackPot

    pot = JackPot(["A", "B", "C"], age="A", ante=2)
    pot.open("A", 2); pot.drop("B"); pot.drop("C")  # fmt: skip
    won = pot.steps[-1]
    assert (won.player, won.laws) == ("A", ("1895:29", "1882:58"))
    assert "by analogy with 1882:58" in str(won)
    shown = JackPot(["A", "B"], age="A", ante=1)
    shown.open("A", 1); shown.come_in("B", 1)  # fmt: skip
    shown.draw("A", 0); shown.draw("B", 0)  # fmt: skip
    shown.bet("A", 1); shown.drop("B")  # fmt: skip
    assert shown.steps[-1].laws == ("1895:29", "1882:58") and shown.winners == ("A",)


@pytest.mark.law("1895:27")
@pytest.mark.parametrize("ante", [1, 2, 5])
def test_the_ages_chips_none_named_are_the_ruling_on_1895_27s(ante: int) -> None:
    """1895:27 makes each ante "as many chips as the one having the age" and names no number: the age's chips, when
    none are named, are ``JackPotRulings.ante`` (the ruling on 1895:27, one chip by default), in a jack-pot and in a
    whole deal's record; an amount named is played whatever the reading (issue 28: a bare default of 1)."""
    from pokerlaws.records.deal import deal_of

    rulings = JackPotRulings(ante=ante)
    assert JackPot(["A", "B", "C"], age="B", rulings=rulings).paid == dict.fromkeys("ABC", ante)
    assert JackPot(["A", "B", "C"], age="B").paid == dict.fromkeys("ABC", 1)
    assert JackPot(["A", "B", "C"], age="B", ante=3, rulings=rulings).paid == dict.fromkeys("ABC", 3)
    record = {"code": "1895", "seats": ["A", "B", "C"], "dealer": "C", "pack": " ".join(map(str, PACK)), "jackpot": {}}
    assert deal_of(record | {"jackpot_rulings": {"ante": ante}}).pot.paid == dict.fromkeys("ABC", ante)
    assert deal_of(record | {"jackpot": {"ante": 4}, "jackpot_rulings": {"ante": ante}}).pot.paid == dict.fromkeys("ABC", 4)
    with pytest.raises(ValueError, match="ante must be a whole number of chips from 1"):
        JackPotRulings(ante=0)


@pytest.mark.law("1895:34", "1882:55")
@pytest.mark.parametrize("out_of_turn", ["refused", "stands"])
def test_chips_put_up_out_of_turn_in_a_jack_pot_are_the_ruling_on_1895_34(out_of_turn: str) -> None:
    """``Code.out_of_turn`` of the jack-pot's code, the ruling on 1895:34 (issue 28: grounded on "in regular order",
    which does not decide it). "refused" (default): OutOfTurn, nothing paid. "stands": C's chips put up before B's
    turn stay in the pool and count at his turn, before the draw and after it; a deposit short of the amount to see
    at his turn must be made up; the opening stays in turn."""
    import dataclasses

    from pokerlaws.errors import OutOfTurn
    from pokerlaws.table.codes import JACK_POT

    assert JACK_POT.out_of_turn == "refused"
    pot = JackPot(["A", "B", "C"], age="A", code=dataclasses.replace(JACK_POT, out_of_turn=out_of_turn))
    with pytest.raises(OutOfTurn):
        pot.open("B", 1)  # the opening is in turn under both readings
    pot.open("A", 2)
    if out_of_turn == "refused":
        with pytest.raises(OutOfTurn, match="all in regular order"):
            pot.come_in("C", 2)
        assert pot.pool == 5 and pot.paid["C"] == 1
        return
    pot.come_in("C", 1)  # one chip out of turn: it stands
    assert pot.to_act == "B" and pot.pool == 6 and pot.deposits == {"C": 1}
    pot.come_in("B", 2)
    with pytest.raises(ShortOfTheBet):
        pot.come_in("C", 0)  # his 1 is short of the 2 to see
    pot.come_in("C", 1)  # made up: his 1 and 1 see the 2
    assert pot.before_draw.stakes["C"] == 2 and pot.paid["C"] == 3 and pot.phase == "the draw"
    for player in "ABC":
        pot.draw(player, 0)
    pot.bet("B", 3)  # before the opener's first bet: it stands, and waits for B's turn
    pot.bet("A", 3)
    pot.bet("B", 0)
    pot.bet("C", 3)
    assert pot.phase == "the show" and pot.after_draw.stakes == {"A": 3, "B": 3, "C": 3}
    assert sum(pot.paid.values()) == pot.pool == 3 + 6 + 9
    assert [s.act for s in pot.steps].count("out of turn") == 2
    dropping = JackPot(["A", "B", "C"], age="A", code=pot.code)
    dropping.open("A", 1)
    dropping.drop("C")  # a drop out of turn stands too, as 1882:54 R1 (the second scholar's review, item 4)
    assert dropping.in_game() == ["A", "B"] and dropping.to_act == "B"


@pytest.mark.law("1895:34", "1882:54")
@pytest.mark.parametrize("out_of_turn", ["refused", "stands"])
def test_a_drop_out_of_turn_is_refused_or_stands_as_1882_54(out_of_turn: str) -> None:
    """The second scholar's review (issue 28, item 4): under "stands" the reading sends the question to the 1882
    laws, and 1882:54 R1 (default "stands") lets a retirement out of turn stand; a drop out of turn was refused."""
    pot = JackPot(["A", "B", "C", "D"], age="A", code=dataclasses.replace(JACK_POT, out_of_turn=out_of_turn))
    pot.open("A", 1)
    if out_of_turn == "refused":
        refused(pot, OutOfTurn, pot.drop, "C", law="1895:34")
        return
    pot.drop("C")
    assert pot.in_game() == ["A", "B", "D"] and pot.to_act == "B" and pot.steps[-1].laws == ("1895:24", "1895:34", "1882:54")
    pot.come_in("B", 1)
    assert pot.phase == "before the draw" and pot.to_act == "D"  # C's drop out of turn does not end the coming in
    pot.come_in("D", 1)
    assert pot.phase == "the draw"
