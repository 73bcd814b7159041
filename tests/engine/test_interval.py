"""The one betting interval, and codes as data: a fourth code is a value, not a class."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from pokerlaws.betting import BettingRound, BettingUpTheHands
from pokerlaws.betting.acts import Betting
from pokerlaws.errors import (
    BettingClosed,
    LimitExceeded,
    NotAllowed,
    OutOfTurn,
    StakeTooLow,
)
from pokerlaws.table.codes import BETTING_ACTS, CODES, Code
from pokerlaws.table.interval import Interval, Status, in_turn

SEATS = ("A", "B", "C", "D")

# A code no source holds, written as data only: no passing, a limit of 5, its own word
# for retiring ("folds") and its own notes; the laws it cites are the 1882 ones it keeps.
FOURTH = dataclasses.replace(
    CODES["1882"],
    name="fourth",
    acts=frozenset({"bet", "call", "raise", "pass", "retire"}),
    passing=False,
    limit=5,
    words=dict(CODES["1882"].words) | {"retire": "folds"},
    notes=dict(CODES["1882"].notes) | {"retire": "loses his stake of {stake}", "retire, nothing staked": "loses nothing"},
)


def test_a_fourth_code_plays_an_interval_without_any_new_class() -> None:
    classes_before = set(Betting.__subclasses__())
    game = Betting(list(SEATS), age="A", code=FOURTH)
    assert type(game) is Betting and game.to_act == "B"
    with pytest.raises(StakeTooLow, match="these rules allow no passing") as info:
        game.pass_("B")
    assert info.value.law == FOURTH.law("no passing")
    with pytest.raises(LimitExceeded, match="may bet at most 5, not 6"):
        game.bet("B", 6)
    game.bet("B", 5)
    with pytest.raises(LimitExceeded, match="may raise at most 5 over the last stake, 5, not 6"):
        game.raise_("C", 6)
    game.raise_("C", 5)  # the call of 5 and 5 more: the limit bounds what is added
    game.retire("D")
    game.retire("A")
    game.call("B")
    assert game.outcome == "show" and game.pool == 20 and game.show_order() == ("C", "B")  # from the left of B, the last to stake
    assert str(game.steps[2]) == "3. D folds: loses nothing [1882:54]"
    with pytest.raises(NotAllowed, match="statement is not an act of the fourth code"):
        game.verify_act("statement")
    assert set(Betting.__subclasses__()) == classes_before


def test_the_three_codes_are_three_values_of_one_description() -> None:
    assert all(isinstance(code, Code) for code in CODES.values())
    assert type(BettingRound(list(SEATS), ante_man="A").interval) is type(BettingUpTheHands(list(SEATS), age="A").interval) is Interval
    assert CODES["1882"].passing and not CODES["foster"].passing
    assert CODES["foster"].limit == 20 and CODES["1882"].limit is None
    assert set(CODES["foster"].acts) < set(CODES["1882"].acts) == set(BETTING_ACTS)


def test_a_code_is_a_value() -> None:
    code = CODES["foster"]
    assert copy.deepcopy(code) is code
    again = pickle.loads(pickle.dumps(code))
    assert again == code and again.law("first turn") == "foster:7"
    with pytest.raises(TypeError):
        code.breaches["turn"] = "1882:53"  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        code.limit = 5  # type: ignore[misc]


@pytest.mark.parametrize("change", [{"acts": frozenset({"bet", "fold"})}, {"limit": 0}, {"limit": True}, {"limit": 2.5}])
def test_a_code_that_cannot_be_played_is_refused(change: dict) -> None:
    with pytest.raises(ValueError):
        dataclasses.replace(CODES["1882"], **change)


def test_in_turn_is_the_one_rotation() -> None:
    assert in_turn(SEATS, "C") == ("C", "D", "A", "B")
    assert in_turn(SEATS, "C", "right") == ("C", "B", "A", "D")
    assert in_turn(SEATS, "B", among={"D", "A"}) == ("D", "A")
    with pytest.raises(ValueError):
        in_turn(SEATS, "C", "up")


def test_a_raise_makes_every_other_player_owe_an_answer() -> None:
    interval = Interval(in_turn(SEATS, "B"))
    assert interval.stake("B", 0) == "pass" and interval.owed == {"C", "D", "A"}
    assert interval.stake("C", 3) == "bet" and interval.owed == {"D", "A", "B"} and interval.level == 3
    assert interval.stake("D", 3) == "call" and interval.to_act == "A"
    interval.leave("A")
    assert interval.to_act == "B" and interval.to_call("B") == 3
    assert interval.stake("B", 5) == "raise" and interval.owed == {"C", "D"}
    assert not interval.over
    interval.stake("C", 2)
    interval.stake("D", 2)
    assert interval.over and interval.to_act is None and interval.betting() == ["B", "C", "D"]


def test_the_interval_ends_when_one_is_left() -> None:
    interval = Interval(("A", "B", "C"))
    interval.stake("A", 2)
    interval.leave("B")
    assert not interval.over and interval.to_act == "C"
    interval.leave("C")
    assert interval.over and interval.betting() == ["A"]


def test_a_short_player_stays_for_the_show_but_bets_no_more() -> None:
    interval = Interval(("A", "B", "C"))
    interval.stake("A", 5)
    interval.leave("B", Status.SHORT)
    assert interval.at_show() == ["A", "B", "C"] and interval.betting() == ["A", "C"]
    assert interval.to_act == "C"


def test_a_forced_post_sets_the_level_and_the_poster_still_owes() -> None:
    interval = Interval(("A", "B", "C"))
    interval.post("A", 1, level=2)  # the blind of 1; the ante is 2
    assert interval.level == 2 and interval.owed == {"A", "B", "C"} and interval.to_act == "B"
    interval.stake("B", 2)
    interval.stake("C", 2)
    assert interval.to_act == "A" and interval.to_call("A") == 1
    interval.stake("A", 1)
    assert interval.over


def test_the_level_leaves_out_a_retired_stake() -> None:
    # the jack-pot's false opener retires with the highest stake; it is forfeit, not to be met
    interval = Interval(("A", "B", "C"))
    interval.stake("A", 5)
    interval.stake("B", 5)
    interval.leave("A")
    assert interval.level == 5
    interval.stakes["B"] = 3
    assert interval.level == 3


@pytest.mark.law("1882:53", "1882:55")
def test_out_of_turn_names_the_codes_law() -> None:
    """A code that refuses acts out of turn names its law of the turn; one that lets them stand takes the deposit."""
    game = Betting(list(SEATS), age="A", code=dataclasses.replace(FOURTH, out_of_turn="refused"))
    with pytest.raises(OutOfTurn) as info:
        game.bet("C", 2)
    assert info.value.law == "1882:53"
    game = Betting(list(SEATS), age="A", code=FOURTH)
    game.bet("C", 2)
    assert game.out_of_turn == {"C": 2} and game.steps[-1].laws == ("1882:53", "1882:55")


def test_the_code_decides_which_acts_exist_in_the_api_too() -> None:
    only = dataclasses.replace(CODES["1882"], name="only", acts=frozenset({"bet", "call", "retire"}))
    game = Betting(list(SEATS), age="A", code=only)
    with pytest.raises(NotAllowed, match="pass is not an act of the only code"):
        game.pass_("B")
    game.bet("B", 2)
    with pytest.raises(NotAllowed, match="raise is not an act of the only code"):
        game.raise_("C", 2)
    assert not game.can_raise("C", 2) and game.can_call("C") and not game.can_say("C", "I call")
    with pytest.raises(NotAllowed, match="statement is not an act"):
        game.say("C", "I call")
    with pytest.raises(NotAllowed, match=r"\['bet'\] is not an act"):
        game.verify_act(["bet"])  # type: ignore[arg-type]


@pytest.mark.parametrize("table", ["notes", "messages", "breaches"])
def test_a_code_that_cannot_say_what_it_rules_is_refused_at_once(table: str) -> None:
    with pytest.raises(ValueError, match=f"the code x has no {table} for: "):
        dataclasses.replace(CODES["1882"], name="x", **{table: {}})


@pytest.mark.parametrize("code", [None, 5, ["1882"], "1883"])
def test_a_code_that_is_no_code_is_refused_at_once(code: object) -> None:
    with pytest.raises(ValueError, match="code must be one of 1882, foster, 1895 or a Code"):
        Betting(list(SEATS), age="A", code=code)  # type: ignore[arg-type]


def test_a_statement_is_words() -> None:
    game = Betting(list(SEATS), age="A")
    for bad in (None, 5, "  "):
        with pytest.raises(ValueError, match="a statement is what the player says"):
            game.say("B", bad)  # type: ignore[arg-type]
    assert game.steps == []


@pytest.mark.law("foster:9")
def test_the_laws_of_a_closed_betting_are_the_codes() -> None:
    game = Betting(["A", "B"], age="A", code="foster")
    game.bet("B", "a red")
    game.retire("A")
    with pytest.raises(BettingClosed) as info:
        game.show_order()
    assert info.value.law == "foster:9" and "foster:9" in str(info.value) and "1882" not in info.value.message
    with pytest.raises(BettingClosed) as info:
        game.bet("A", "a red")
    assert info.value.law == "foster:9"  # he threw his hand: he has lost all claim


def test_funds_under_a_code_without_borrowing_say_nothing_of_borrowing() -> None:
    game = Betting(["A", "B"], age="A", code="foster", funds={"B": 5})
    with pytest.raises(NotAllowed) as info:
        game.bet("B", "a blue")
    assert "borrow" in info.value.message and "1882" not in info.value.message
