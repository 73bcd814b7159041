"""Before the draw: the blind, the straddles, making good (1895:24-26, foster:7, foster:9).

Each test names the unit it holds the engine to. A refused act must raise the
error that names the unit it offends *and change nothing*: every refusal is
checked against a copy of the deal's whole state taken before it.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlaws.blind.rulings import BlindRulings
from pokerlaws.blind.straddle import BlindAndStraddle, Step
from pokerlaws.errors import (
    BettingClosed,
    BlindRefused,
    InvalidAmount,
    OnceOut,
    OutOfTurn,
    PokerLawError,
    RaiseRefused,
    StraddleAndRaise,
    StraddleRefused,
    UnknownPlayer,
)
from pokerlaws.table import CODES

SEATS = ("A", "B", "C", "D", "E")


def state(deal: BlindAndStraddle) -> dict:
    """Everything a deal holds, and what it derives: to compare before and after an act.

    A deep copy: the interval's stakes, statuses and answers owed are dicts and sets inside it.
    """
    return {name: copy.deepcopy(value) for name, value in vars(deal).items()} | {
        "put_up": deal.put_up,
        "out": deal.out,
        "ante": deal.ante,
        "pool": deal.pool,
        "to_act": deal.to_act,
        "outcome": deal.outcome,
        "drawing": deal.drawing,
    }


def refused(deal: BlindAndStraddle, error: type[Exception], act, *args, law: str | None = "-"):  # noqa: ANN001, ANN201
    """Do *act*, expect exactly *error* (with *law*, unless "-"), and check that nothing changed."""
    before = state(deal)
    with pytest.raises(error) as info:
        act(*args)
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    if law != "-":
        assert info.value.law == law, f"law {info.value.law!r}, not {law!r}: {info.value}"
    assert state(deal) == before, f"{act.__name__}{args} was refused but changed the deal"
    return info.value


def blinded(code: str = "1895", seats=SEATS, **ruleset) -> BlindAndStraddle:  # noqa: ANN001
    deal = BlindAndStraddle(seats, age=seats[0], code=code, rulings=BlindRulings(**ruleset))
    deal.blind(seats[0])
    return deal


# --- foster:9: the worked example, up to the draw ---------------------------------------


@pytest.mark.law("foster:1", "foster:7", "foster:9")
def test_foster_9_sixteen_counters_and_the_straddler_bets_first() -> None:
    """foster:9: "There are sixteen white counters in the pool, B's straddle having made the ante four instead of two"."""
    deal = BlindAndStraddle(SEATS, age="A", code="foster")
    deal.blind("A")
    assert deal.ante == 2  # "instead of two"
    deal.straddle("B")
    assert deal.ante == 4  # "four"
    for player in "CD":
        deal.make_good(player)
    deal.pass_out("E")  # "all but the dealer have made good the ante"
    deal.make_good("A")
    assert deal.to_act == "B"  # foster:7: the straddle gives him the last say before the draw
    deal.make_good("B")  # "whether or not he would make good his ante"
    assert deal.outcome == "draw"
    assert deal.pool == 16
    assert deal.put_up == {"A": 4, "B": 4, "C": 4, "D": 4, "E": 0}
    assert deal.drawing == ("A", "B", "C", "D")  # foster:1: the draw begins with the age
    assert deal.first_bet == "B"  # foster:7: "he must still make the first bet after the draw"
    assert deal.last_say == "A"


@pytest.mark.law("foster:7", "foster:8")
def test_the_straddler_has_to_make_good_his_ante_and_may_pass_out() -> None:
    """foster:7: the straddle gives "the last say as to whether or not he would make good his ante"."""
    deal = BlindAndStraddle(SEATS, age="A", code="foster")
    deal.blind("A"); deal.straddle("B")  # fmt: skip
    for player in "CDEA":
        deal.make_good(player)
    deal.pass_out("B")
    assert deal.outcome == "draw"
    assert deal.pool == 4 * 4 + 2  # B forfeits his straddle
    assert deal.first_bet == "C"  # foster:8: the next to the left who still holds cards


# --- 1895:25 and foster:7: the blind ---------------------------------------------------------


@pytest.mark.law("1895:25", "foster:7")
@pytest.mark.parametrize(("code", "law"), [("1895", "1895:25"), ("foster", "foster:7")])
def test_the_age_alone_can_make_the_blind(code: str, law: str) -> None:
    deal = BlindAndStraddle(SEATS, age="C", code=code)
    for player in "ABDE":
        refused(deal, BlindRefused, deal.blind, player, law=law)
        assert not deal.can_blind(player)
    assert deal.can_blind("C")
    deal.blind("C")
    assert deal.put_up["C"] == 1 and deal.to_act == "D"
    refused(deal, BlindRefused, deal.blind, "C", law=law)  # once


@pytest.mark.law("1895:25", "foster:7")
@pytest.mark.parametrize(("code", "law"), [("1895", "1895:25"), ("foster", "foster:7")])
def test_nothing_happens_before_the_blind(code: str, law: str) -> None:
    deal = BlindAndStraddle(SEATS, age="A", code=code)
    refused(deal, BlindRefused, deal.make_good, "B", law=law)
    refused(deal, BlindRefused, deal.straddle, "B", law=law)
    refused(deal, BlindRefused, deal.pass_out, "B", law=law)
    assert deal.to_act == "A" and deal.outcome is None


@pytest.mark.law("1895:26", "foster:7")
@pytest.mark.parametrize(("code", "law"), [("1895", "1895:26"), ("foster", "foster:7")])
def test_the_age_cannot_decline_the_blind(code: str, law: str) -> None:
    """foster:7: "the blind, which he is compelled to pay"; 1895:26: "the age never passes" (rule 20)."""
    deal = BlindAndStraddle(SEATS, age="A", code=code)
    refused(deal, BlindRefused, deal.pass_out, "A", law=law)


@pytest.mark.law("foster:7")
@pytest.mark.parametrize("code", ["1895", "foster"])
def test_without_a_straddle_the_age_has_the_last_say(code: str) -> None:
    deal = blinded(code)
    acted = []
    while deal.outcome is None:
        acted.append(deal.to_act)
        deal.make_good(deal.to_act)
    assert acted == ["B", "C", "D", "E", "A"]
    assert deal.put_up == dict.fromkeys(SEATS, 2)


@pytest.mark.law("foster:7")
def test_the_age_may_pass_out_after_the_blind_and_keeps_the_last_say_from_others() -> None:
    """foster:7: the age passing out "does not transfer the privilege of having the last say to any other player"."""
    deal = blinded("foster")
    for player in "BCDE":
        deal.make_good(player)
    deal.pass_out("A")
    assert deal.drawing == ("B", "C", "D", "E")
    assert deal.first_bet == "B"
    assert deal.last_say is None
    assert deal.pool == 9  # the blind stays in the pool


# --- 1895:25 and foster: the straddle -----------------------------------------------------------


@pytest.mark.law("1895:25")
def test_the_next_to_the_age_can_straddle() -> None:
    deal = blinded()
    assert deal.can_straddle("B")
    deal.straddle("B")
    assert deal.put_up["B"] == 2 and deal.ante == 4 and deal.straddlers == ["B"]
    assert deal.to_act == "C"


@pytest.mark.law("1895:25")
def test_the_third_player_cannot_begin_the_straddle() -> None:
    """1895:25: "the third player, after the age, cannot begin the straddle"."""
    deal = blinded()
    deal.make_good("B")
    err = refused(deal, StraddleRefused, deal.straddle, "C", law="1895:25")
    assert "cannot begin the straddle" in str(err)
    deal2 = blinded()
    deal2.pass_out("B")
    refused(deal2, StraddleRefused, deal2.straddle, "C", law="1895:25")


@pytest.mark.law("1895:25")
def test_the_third_player_can_straddle_the_straddler_always_within_the_limit() -> None:
    """1895:25: "The third player can straddle the straddler, always within the limit"."""
    deal = blinded(limit=4)
    deal.straddle("B")  # 2
    deal.straddle("C")  # 4: straddles the straddler, at the limit
    assert deal.put_up == {"A": 1, "B": 2, "C": 4, "D": 0, "E": 0}
    assert deal.ante == 8
    tight = blinded(limit=2)
    tight.straddle("B")
    refused(tight, StraddleRefused, tight.straddle, "C", law="1895:25")  # 4 > 2
    assert tight.can_make_good("C")


@pytest.mark.law("1895:25")
def test_no_fourth_straddler_by_the_letter_of_1895_25() -> None:
    """1895:25 names two straddlers, the next to the age and the third player; it grants no straddle to a fourth."""
    deal = blinded()
    deal.straddle("B"); deal.straddle("C")  # fmt: skip
    err = refused(deal, StraddleRefused, deal.straddle, "D", law="1895:25")
    assert "2 straddles" in str(err)
    assert not deal.can_straddle("D") and deal.can_make_good("D")


@pytest.mark.law("1895:25")
def test_round_the_table_within_the_limit_is_the_alternative() -> None:
    """The other reading of 1895:25 (max_straddles=None): each later player straddles the straddler, as far as the limit allows."""
    deal = blinded(max_straddles=None, limit=8)
    deal.straddle("B")  # 2
    deal.straddle("C")  # 4: straddles the straddler
    deal.straddle("D")  # 8: the limit
    assert deal.put_up == {"A": 1, "B": 2, "C": 4, "D": 8, "E": 0}
    assert deal.ante == 16
    refused(deal, StraddleRefused, deal.straddle, "E", law="1895:25")  # 16 > 8
    assert deal.can_make_good("E")


def most_straddles(seats: int, code: str = "1895", **ruleset) -> int:  # noqa: ANN003
    """How many straddles a deal of *seats* players comes to when every player who may straddle does."""
    deal = blinded(code, seats=tuple("ABCDEFGH"[:seats]), **ruleset)
    while deal.outcome is None and deal.can_straddle(deal.to_act):
        deal.straddle(deal.to_act)
    assert not deal.can_straddle(deal.to_act)
    return len(deal.straddlers)


@pytest.mark.law("1895:25", "foster:7")
@pytest.mark.parametrize("seats", range(3, 9))
def test_how_many_straddle_under_each_reading_of_1895_25(seats: int) -> None:
    """The letter: two (the next to the age, and the third over him), at any table of three or more.

    The other reading: every player but the age, round the table, with no limit; as many as
    the limit allows with one; the Foster-style account: one.
    """
    assert BlindRulings().in_force("max_straddles", CODES["1895"]) == 2
    assert most_straddles(seats) == 2
    assert most_straddles(seats, max_straddles=None) == seats - 1
    assert most_straddles(seats, max_straddles=None, limit=8) == min(seats - 1, 3)  # 2, 4, 8: the next, 16, is beyond it
    assert most_straddles(seats, limit=2) == 1  # the limit bites before the letter does
    assert most_straddles(seats, "foster") == 1


@pytest.mark.law("1895:25")
def test_a_straddle_chain_is_unbroken() -> None:
    deal = blinded()
    deal.straddle("B")
    deal.make_good("C")
    err = refused(deal, StraddleRefused, deal.straddle, "D", law="1895:25")
    assert "straddler" in str(err)


@pytest.mark.law("1895:25")
def test_the_age_cannot_straddle_when_the_straddles_come_round() -> None:
    deal = blinded(seats=("A", "B", "C"))
    deal.straddle("B"); deal.straddle("C")  # fmt: skip
    assert deal.to_act == "A"
    refused(deal, StraddleRefused, deal.straddle, "A", law="1895:25")


@pytest.mark.law("foster:7", "foster:8")
def test_under_foster_one_straddle_only_and_within_the_limit() -> None:
    deal = blinded("foster")
    deal.straddle("B")
    refused(deal, StraddleRefused, deal.straddle, "C", law="foster:7")
    tight = blinded("foster", limit=1)
    refused(tight, StraddleRefused, tight.straddle, "B", law="foster:8")


@pytest.mark.law("1895:25", "foster:7")
def test_more_straddles_are_a_parameter() -> None:
    deal = blinded("foster", max_straddles=2)
    deal.straddle("B"); deal.straddle("C")  # fmt: skip
    refused(deal, StraddleRefused, deal.straddle, "D", law="foster:7")
    none = blinded(max_straddles=0)
    refused(none, StraddleRefused, none.straddle, "B", law="1895:25")


# --- 1895:26: no straddle and raise at once -------------------------------------------------------


@pytest.mark.law("1895:25", "1895:26")
def test_the_straddler_cannot_straddle_and_raise_at_the_same_time() -> None:
    deal = blinded()
    err = refused(deal, StraddleAndRaise, deal.straddle, "B", 3, law="1895:26")
    assert isinstance(err, StraddleRefused)
    refused(deal, StraddleRefused, deal.straddle, "B", 1, law="1895:25")  # less is no straddle
    deal.straddle("B", 2)
    assert deal.put_up["B"] == 2


@pytest.mark.law("1895:26")
def test_the_straddler_may_raise_later_at_his_last_say_under_1895() -> None:
    """1895:26 forbids the straddle and a raise "at the same time" only."""
    deal = blinded()
    deal.straddle("B")
    for player in "CDEA":
        deal.make_good(player)
    deal.make_good("B", raise_by=3)
    assert deal.ante == 7 and deal.put_up["B"] == 7
    assert deal.to_act == "C"  # every other player has a further say
    for player in "CDEA":
        deal.make_good(player)
    assert deal.outcome == "draw" and deal.pool == 35


@pytest.mark.law("1895:26")
def test_a_raise_gives_every_other_player_a_further_say() -> None:
    deal = blinded()
    deal.make_good("B"); deal.make_good("C", raise_by=2)  # fmt: skip
    acted = []
    while deal.outcome is None:
        acted.append(deal.to_act)
        deal.make_good(deal.to_act)
    assert acted == ["D", "E", "A", "B"]
    assert set(deal.put_up.values()) == {4}


@pytest.mark.law("1895:25")
def test_a_raise_beyond_the_limit_is_refused() -> None:
    deal = blinded(limit=3)
    refused(deal, RaiseRefused, deal.make_good, "B", 4, law="1895:25")
    deal.make_good("B", 3)


@pytest.mark.law("foster:7")
def test_under_foster_no_raise_before_the_draw() -> None:
    """foster:7: before the draw the choice is "whether or not he would make good his ante and draw cards"."""
    deal = blinded("foster")
    refused(deal, RaiseRefused, deal.make_good, "B", 1, law="foster:7")
    assert not deal.can_make_good("B", 1) and deal.can_make_good("B")


# --- 1895:24: once out, never in -------------------------------------------------------------------


@pytest.mark.law("1895:24", "foster:7")
@pytest.mark.parametrize(("code", "law"), [("1895", "1895:24"), ("foster", "foster:7")])
def test_once_out_a_player_can_never_enter_again(code: str, law: str) -> None:
    deal = blinded(code)
    deal.pass_out("B")
    for player in "CDE":
        deal.make_good(player)
    if code == "1895":
        deal.make_good("A", raise_by=1)  # the round goes on: B is still refused
    for act in (deal.make_good, deal.pass_out, deal.straddle):
        refused(deal, OnceOut, act, "B", law=law)
    assert "B" not in deal.in_game()


# --- the turn, and the end of the deal before the draw -----------------------------------------------


@pytest.mark.law("1895:25", "foster:7")
def test_each_in_turn() -> None:
    deal = blinded()
    err = refused(deal, OutOfTurn, deal.make_good, "C", law="1895:25")
    assert isinstance(err, OutOfTurn)
    refused(deal, OutOfTurn, deal.pass_out, "A", law="1895:25")
    foster = blinded("foster")
    refused(foster, OutOfTurn, foster.make_good, "D", law="foster:7")


def test_nothing_after_the_deal_reaches_the_draw() -> None:
    deal = blinded(seats=("A", "B"))
    deal.make_good("B"); deal.make_good("A")  # fmt: skip
    assert deal.outcome == "draw" and deal.to_act is None
    err = refused(deal, BettingClosed, deal.pass_out, "A", law="1895:25")
    assert isinstance(err, BettingClosed)


def test_a_player_left_alone_takes_the_pool() -> None:
    deal = blinded()
    deal.straddle("B")
    for player in "CDEA":
        deal.pass_out(player)
    assert deal.outcome == "uncalled" and deal.winner == "B" and deal.pool == 3
    assert deal.drawing == () and deal.first_bet is None and deal.last_say is None
    refused(deal, BettingClosed, deal.make_good, "B", law="1895:25")


def test_unknown_players_and_bad_arguments() -> None:
    deal = blinded()
    refused(deal, UnknownPlayer, deal.make_good, "Z", law=None)
    with pytest.raises(ValueError):
        deal.make_good("B", -1)
    with pytest.raises(InvalidAmount):
        deal.straddle("B", 2.0)
    with pytest.raises(UnknownPlayer):
        BlindAndStraddle(SEATS, age="Z")
    with pytest.raises(ValueError, match="two different players"):
        BlindAndStraddle(["A", "A"], age="A")
    with pytest.raises(ValueError, match="code"):
        BlindAndStraddle(SEATS, age="A", code="1882")


@pytest.mark.parametrize(
    "bad",
    [{"blind": 0}, {"limit": -2}, {"ante_multiple": True}, {"max_straddles": "two"}, {"raising": "no"}, {"blind": "1"}],
)
def test_blind_rules_are_checked(bad: dict) -> None:
    with pytest.raises(ValueError):
        BlindRulings(**bad)


@pytest.mark.law("foster:7", "foster:9")
def test_the_record() -> None:
    deal = BlindAndStraddle(SEATS, age="A", code="foster")
    deal.blind("A"); deal.straddle("B"); deal.make_good("C"); deal.pass_out("D")  # fmt: skip
    assert [str(step) for step in deal.steps] == [
        "1. A makes the blind of 1; the ante is 2 [foster:7]",
        "2. B straddles the blind with 2; the ante is 4 [foster:7, foster:9]",
        "3. C makes good the ante of 4, putting up 4 [foster:9]",
        "4. D passes out, leaving 0 in the pool [foster:7]",
    ]
    assert sum(step.counters for step in deal.steps) == deal.pool
    assert isinstance(deal.steps[0], Step)


# --- properties: random legal play ------------------------------------------------------------------


@st.composite
def deals(draw):  # noqa: ANN001, ANN201
    n = draw(st.integers(2, 7))
    seats = tuple("ABCDEFG"[:n])
    age = draw(st.sampled_from(seats))
    code = draw(st.sampled_from(["1895", "foster"]))
    rulings = BlindRulings(
        blind=draw(st.integers(1, 3)),
        straddle_multiple=draw(st.integers(1, 3)),
        ante_multiple=draw(st.integers(1, 3)),
        max_straddles=draw(st.one_of(st.none(), st.integers(0, 4))),
        limit=draw(st.one_of(st.none(), st.integers(1, 40))),
        raising=draw(st.booleans()),
    )
    return BlindAndStraddle(seats, age=age, code=code, rulings=rulings)


@pytest.mark.law("1895:25", "foster:7")
@settings(deadline=None)
@given(deals(), st.data())
def test_random_legal_play_conserves_counters_and_refusals_change_nothing(deal: BlindAndStraddle, data) -> None:  # noqa: ANN001
    """Whatever legal acts are chosen, the pool is what was put up; at the draw all have made good."""
    deal.blind(deal.age)
    for _ in range(60):
        if deal.outcome:
            break
        player = deal.to_act
        # every act by another player is refused, and changes nothing
        other = data.draw(st.sampled_from(deal.seats))
        if other != player:
            before = state(deal)
            assert not deal.can_make_good(other) and not deal.can_pass_out(other) and not deal.can_straddle(other)
            with pytest.raises(PokerLawError):
                deal.make_good(other)
            assert state(deal) == before
        choices = [("pass out", 0)]
        if deal.can_straddle(player):
            choices.append(("straddle", 0))
        choices += [("make good", r) for r in (0, 1, 5) if deal.can_make_good(player, r)]
        act, raise_by = data.draw(st.sampled_from(choices))
        if act == "pass out":
            deal.pass_out(player)
        elif act == "straddle":
            deal.straddle(player)
        else:
            deal.make_good(player, raise_by)
        assert deal.pool == sum(step.counters for step in deal.steps) == sum(deal.put_up.values())
    if deal.outcome == "draw":
        assert all(deal.put_up[p] == deal.ante for p in deal.drawing)
        start = deal.seats.index(deal.age)
        from_age = deal.seats[start:] + deal.seats[:start]
        assert deal.drawing == tuple(p for p in from_age if p in deal.in_game())
        assert deal.first_bet == next(p for p in from_age[1:] + from_age[:1] if p in deal.drawing)
        assert deal.last_say == (deal.age if deal.age in deal.drawing else None)
    elif deal.outcome == "uncalled":
        assert deal.in_game() == [deal.winner]


# --- no former name is kept (0.x: CHANGELOG.md lists the renames) -------------------------------


def test_the_former_names_of_the_blind_are_gone() -> None:
    import pokerlaws.blind.straddle

    for name in ("OutOfOrder", "RoundOver"):
        assert not hasattr(pokerlaws.blind.straddle, name)
    with pytest.raises(TypeError, match="unexpected keyword argument 'rules'"):
        BlindAndStraddle(SEATS, age="A", rules="foster")  # type: ignore[call-arg]
    assert not hasattr(BlindAndStraddle(SEATS, age="A", code="foster"), "rules")


def test_a_fourth_code_plays_the_blind_once_its_data_name_the_laws() -> None:
    fourth = dataclasses.replace(CODES["1895"], name="fourth")
    deal = BlindAndStraddle(SEATS, age="A", code=fourth)
    deal.blind("A")
    assert deal.code is fourth and deal.steps[0].laws == ("1895:25",)
    with pytest.raises(ValueError, match="the code 1882 names no law of the blind for: blind"):
        BlindAndStraddle(SEATS, age="A", code=CODES["1882"])
    with pytest.raises(ValueError, match="the code 1882 names no law of the blind for: blind"):
        BlindAndStraddle(SEATS, age="A", code="1882")
    for bad in (5, ["1895"], "1883"):
        with pytest.raises(ValueError, match="code must be"):
            BlindAndStraddle(SEATS, age="A", code=bad)
    assert deal.max_straddles == 2 and deal.raising  # its own numbers, which it took from 1895
    for bad in (BlindRulings, {"limit": 8}, "1895"):
        with pytest.raises(ValueError, match="rulings must be a BlindRulings"):
            BlindAndStraddle(SEATS, age="A", rulings=bad)
