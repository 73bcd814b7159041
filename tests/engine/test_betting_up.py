"""Betting up the hands (foster:7-9): `BettingUpTheHands`.

Each test names the paragraph it holds the engine to. A refused act must raise
the error that names the paragraph *and change nothing*. The worked example of
foster:9 is replayed exactly, in counters, with each alternative the paragraph
mentions tried on a copy of the game at that point.
"""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlaws.betting import BettingUpTheHands
from pokerlaws.betting.round import BettingRound
from pokerlaws.errors import (
    BettingClosed,
    InvalidAmount,
    LimitExceeded,
    NotAllowed,
    OutOfTurn,
    StakeTooLow,
    UnknownPlayer,
)
from pokerlaws.records.grammar import play_act
from pokerlaws.table import Status
from pokerlaws.table.counters import Counters

SEATS = ("A", "B", "C", "D", "E")


def state(game: BettingRound) -> dict:
    """Everything a round holds, and what it derives: to compare before and after an act."""
    return {name: copy.copy(value) for name, value in vars(game).items()} | {
        "pool": game.pool,
        "to_act": game.to_act,
        "outcome": game.outcome,
        "betting": game.betting(),
    }


def refused(game: BettingUpTheHands, error: type[Exception], act, *args, law: str | None = "-", match: str | None = None):  # noqa: ANN001, ANN201
    """Do *act*, expect exactly *error* (with *law*, unless "-"), and check that nothing changed."""
    before = state(game)
    with pytest.raises(error, match=match) as info:
        act(*args)
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    if law != "-":
        assert getattr(info.value, "law", None) == law, f"law {getattr(info.value, 'law', None)!r}, not {law!r}: {info.value}"
    assert state(game) == before, f"{act.__name__}{args} was refused but changed the round"
    return info.value


def foster_9_before_the_betting(counters: Counters | None = None) -> BettingUpTheHands:
    """Five play, A the age, B straddled; all but the dealer E made good the ante: sixteen whites."""
    return BettingUpTheHands(
        SEATS,
        age="A",
        players=["A", "B", "C", "D"],
        # the edition's ruling on foster:9: A's blind of one made good to four;
        # B's straddle of two and two more to make good; C and D four each
        antes={"A": 4, "B": 2, "C": 4, "D": 4},
        straddles={"B": 2},
        **({"counters": counters} if counters else {}),
    )


# --- foster:7: the first bet, and the age's last say -----------------------------------------


@pytest.mark.law("foster:7")
@pytest.mark.parametrize("age", SEATS)
def test_the_first_bet_falls_to_the_next_player_on_the_left_of_the_age(age: str) -> None:
    i = SEATS.index(age)
    game = BettingUpTheHands(SEATS, age=age)
    assert game.age == age
    assert game.to_act == SEATS[(i + 1) % 5]
    assert game.order[-1] == age, "foster:7: the age has the last say"
    assert game.order == tuple(SEATS[(i + k) % 5] for k in range(1, 6))


@pytest.mark.law("foster:7")
@pytest.mark.parametrize("age", SEATS)
def test_the_age_passed_out_before_the_draw_gives_his_privilege_to_no_one(age: str) -> None:
    """foster:7: the first bet is still on his left; no one else gains the last say by his going out."""
    i = SEATS.index(age)
    holding = [p for p in SEATS if p != age]
    game = BettingUpTheHands(SEATS, age=age, players=holding, antes={age: 2})
    assert game.to_act == SEATS[(i + 1) % 5]
    assert game.order == tuple(SEATS[(i + k) % 5] for k in range(1, 5))
    assert game.pool == 2, "his blind stays in the pool"
    refused(game, BettingClosed, game.bet, age, 5)


@pytest.mark.law("foster:7")
def test_a_straddler_must_still_make_the_first_bet() -> None:
    """foster:7: "Even if a player has straddled the blind, he must still make the first bet after the draw"."""
    game = BettingUpTheHands(SEATS, age="A", antes={"A": 2}, straddles={"B": 4, "C": 8})
    assert game.to_act == "B"
    refused(game, OutOfTurn, game.bet, "C", 5, law="foster:7", match="the first bet is B's, not C's")
    refused(game, OutOfTurn, game.bet, "A", 5, law="foster:7")
    game.bet("B", "a white")
    assert game.to_act == "C"


@pytest.mark.law("foster:8")
def test_the_player_next_to_the_age_passed_out_so_the_next_holding_cards_bets_first() -> None:
    """foster:8: "If the player next to the age has passed out before the draw, the next player to the left ..."."""
    assert BettingUpTheHands(SEATS, age="A", players=["A", "C", "D"]).to_act == "C"
    assert BettingUpTheHands(SEATS, age="A", players=["A", "D", "E"]).to_act == "D"
    assert BettingUpTheHands(SEATS, age="E", players=["B", "E"]).to_act == "B"


@pytest.mark.law("foster:7")
def test_the_age_speaks_last_and_his_call_ends_the_betting() -> None:
    game = BettingUpTheHands(SEATS, age="A")
    acted = []
    game.bet("B", "a red")
    for player in ("C", "D", "E", "A"):
        assert game.to_act == player
        acted.append(player)
        game.call(player)
    assert game.outcome == "show" and game.to_act is None
    assert acted[-1] == "A"


# --- foster:8: bet or throw the hand; the amounts; the turn ----------------------------------


@pytest.mark.law("foster:8")
def test_there_is_no_passing() -> None:
    """foster:8: "The player whose turn it is to bet must either do so, or throw his hand"."""
    game = BettingUpTheHands(SEATS, age="A")
    for act, args in ((game.pass_, ()), (game.bet, (0,)), (game.bet, ("nothing",)), (game.call, ())):
        refused(game, StakeTooLow, act, "B", *args, law="foster:8", match="must bet or throw his hand face down")
    assert not game.can_pass("B") and not game.can_call("B") and not game.can_bet("B", 0)
    game.retire("B")
    # the next player now has the first bet, and cannot pass either
    refused(game, StakeTooLow, game.pass_, "C", law="foster:8")
    game.bet("C", 1)
    refused(game, StakeTooLow, game.pass_, "D", law="foster:8", match="must put up a white to call C")
    assert not any(step.act == "pass" for step in game.steps)


@pytest.mark.law("foster:8")
@pytest.mark.parametrize("amount", [1, "a white", 5, "a red", 19, "a blue, a red and four whites", 20, "two blues"])
def test_a_bet_is_from_one_white_to_the_limit(amount: object) -> None:
    game = BettingUpTheHands(SEATS, age="A")
    assert game.can_bet("B", amount)
    game.bet("B", amount)
    assert game.steps[-1].act == "bet" and game.steps[-1].laws == ("foster:8",)


@pytest.mark.law("foster:8")
@pytest.mark.parametrize("amount", [21, "two blues and a white", "three blues", {"blue": 2, "red": 1}])
def test_a_bet_above_the_limit_is_refused(amount: object) -> None:
    game = BettingUpTheHands(SEATS, age="A")
    assert not game.can_bet("B", amount)
    refused(game, LimitExceeded, game.bet, "B", amount, law="foster:8", match="from a white to the limit, two blues")


@pytest.mark.law("foster:8")
def test_a_raise_adds_to_the_call_at_most_the_limit() -> None:
    """foster:8: "he adds to the amount staked by the player on his right any further sum ... within the limit"."""
    game = BettingUpTheHands(SEATS, age="A")
    game.bet("B", "a red")
    assert [game.can_raise("C", by) for by in (1, 5, 10, 20, 21)] == [True, True, True, True, False]
    assert game.can_bet("C", 25) and not game.can_bet("C", 26), "the call does not count against the limit"
    refused(game, LimitExceeded, game.raise_, "C", 21, law="foster:8", match="at most two blues over the last stake, a red, not two blues and a white")
    refused(game, LimitExceeded, game.bet, "C", 26, law="foster:8")
    refused(game, StakeTooLow, game.raise_, "C", 0, law="foster:8", match="at least a white")
    refused(game, StakeTooLow, game.bet, "C", 4, law="foster:8", match="must put up a red to call B")
    game.raise_("C", "two blues")
    assert game.stakes["C"] == 25 and game.steps[-1].counters == 25 and game.steps[-1].act == "raise"


@pytest.mark.law("foster:8")
def test_a_different_limit_is_a_parameter() -> None:
    game = BettingUpTheHands(SEATS, age="A", counters=Counters(limit=50))
    assert game.limit == 50
    game.bet("B", "five blues")
    assert not game.can_raise("C", 51)
    refused(game, LimitExceeded, game.raise_, "C", "five blues and a white", law="foster:8", match="at most five blues")


@pytest.mark.law("foster:8")
def test_the_turn_passes_to_the_left_in_order() -> None:
    game = BettingUpTheHands(SEATS, age="A")
    game.bet("B", 3)
    err = refused(game, OutOfTurn, game.call, "D", law="foster:8")
    assert "it is C's turn, not D's" in str(err) and "the age, A, having the last say" in str(err)
    game.retire("C")
    assert game.to_act == "D"


@pytest.mark.law("foster:8")
def test_a_thrown_hand_bets_no_more() -> None:
    game = BettingUpTheHands(SEATS, age="A")
    game.retire("B")
    refused(game, BettingClosed, game.bet, "B", 5, match="no longer betting")
    assert game.status["B"] is Status.RETIRED


def test_amounts_are_checked_before_anything_changes() -> None:
    game = BettingUpTheHands(SEATS, age="A")
    refused(game, InvalidAmount, game.bet, "B", "two greens")
    refused(game, InvalidAmount, game.raise_, "B", -3)
    refused(game, UnknownPlayer, game.bet, "Z", 1)
    assert not game.can_bet("B", "two greens") and not game.can_raise("B", None)
    with pytest.raises(InvalidAmount):
        BettingUpTheHands(SEATS, age="A", antes={"A": "a green"})
    with pytest.raises(UnknownPlayer):
        BettingUpTheHands(SEATS, age="Z")


def test_antes_and_straddles_may_be_given_in_counters() -> None:
    game = BettingUpTheHands(SEATS, age="A", antes={"A": "two whites", "C": {"white": 4}}, straddles={"B": "4 whites"})
    assert game.pool == 10 and game.antes == {"A": 2, "C": 4} and game.straddles == {"B": 4}


@pytest.mark.law("foster:8")
def test_no_show_for_less_and_no_borrowing() -> None:
    """The show for less (1882:60) and borrowing (1882:62) are laws of 1882: acts the account's code has not."""
    game = BettingUpTheHands(SEATS, age="A")
    game.bet("B", "two blues")
    # no method inherited only to refuse: the class has no such acts, and its code says so
    assert not hasattr(game, "demand_show") and not hasattr(game, "borrow")
    for act in ("show for less", "borrow"):
        err = refused(game, NotAllowed, game.verify_act, act, law="foster:8")
        assert f"{act} is not an act of the Foster-style account" in str(err)
    game.verify_act("retire")  # an act it has passes
    # a record of play under the account that writes one is refused, citing the paragraph
    for text in ("C demands a show", "C borrows 20"):
        refused(game, NotAllowed, play_act, game, text, law="foster:8")


@pytest.mark.law("foster:8", "foster:9")
def test_steps_are_ruled_under_the_account_in_counters() -> None:
    game = BettingUpTheHands(SEATS, age="A", antes={"A": 2}, straddles={"B": 4})
    game.bet("B", "a red")
    game.raise_("C", "two blues")
    game.call("D")
    game.retire("E")
    game.retire("A")
    game.retire("B")
    notes = [str(step) for step in game.steps]
    assert notes == [
        "1. B bets: stakes a red; the pool holds 11 whites [foster:8]",
        "2. C raises: puts up two blues and a red, a red to call and two blues more; his stake is two blues and a red; "
        "the pool holds 36 whites [foster:8]",
        "3. D calls: puts up two blues and a red, making his stake equal to the last player's, two blues and a red; "
        "the pool holds 61 whites [foster:8]",
        "4. E retires: throws his hand face down [foster:8, foster:9]",
        "5. A retires: throws his hand face down, losing all claim to his ante [foster:8, foster:9]",
        "6. B retires: throws his hand face down, losing all claim to his stake, a red, besides his straddle [foster:8, foster:9]",
    ]
    assert all(set(step.laws) <= {"foster:8", "foster:9"} for step in game.steps)


# --- foster:9: having a say, and having nothing to say ------------------------------------------


@pytest.mark.law("foster:9")
def test_a_bet_not_called_leaves_nothing_to_say() -> None:
    """foster:9: "when his own bet is ... not called ..., a player has nothing to say"."""
    game = BettingUpTheHands(SEATS, age="A")
    game.bet("B", "a blue")
    for player in ("C", "D", "E", "A"):
        assert game.has_say(player)
        game.retire(player)
    assert game.outcome == "uncalled" and game.winner_without_show == "B"
    assert not game.has_say("B") and game.to_act is None
    refused(game, BettingClosed, game.raise_, "B", 1, law="foster:9", match="his bet was not called")


@pytest.mark.law("foster:9")
def test_no_bet_made_leaves_nothing_to_say() -> None:
    """foster:9: "It is only when there is no bet made ... that a player has nothing to say"."""
    game = BettingUpTheHands(SEATS, age="A", antes={"A": 2})
    for player in ("B", "C", "D", "E"):
        game.retire(player)
    assert game.outcome == "uncalled" and game.winner_without_show == "A" and game.pool == 2
    assert not game.has_say("A")
    refused(game, BettingClosed, game.bet, "A", 1, law="foster:9", match="no bet was made and he alone holds cards")


@pytest.mark.law("foster:9")
def test_a_bet_called_and_not_raised_leaves_nothing_to_say_and_a_raise_gives_a_say() -> None:
    game = BettingUpTheHands(["A", "B", "C"], age="A")
    assert all(game.has_say(p) for p in "ABC"), "before any bet, each has yet to bet or throw his hand"
    game.bet("B", "a red")
    game.call("C")
    assert (game.has_say("A"), game.has_say("B"), game.has_say("C")) == (True, False, False)
    game.raise_("A", "a white")
    assert (game.has_say("A"), game.has_say("B"), game.has_say("C")) == (False, True, True)
    # a player who has a say can do any one of the three
    assert game.can_retire("B") and game.can_call("B") and game.can_raise("B", "two blues")


def test_has_say_of_unknown_and_absent_players() -> None:
    game = BettingUpTheHands(SEATS, age="A", players=["B", "C"])
    assert not game.has_say("A")
    with pytest.raises(UnknownPlayer):
        game.has_say("Z")


# --- foster:9: the worked example, exactly -------------------------------------------------------


@pytest.mark.law("foster:7", "foster:8", "foster:9")
def test_foster_9_the_worked_example_replayed_in_counters() -> None:
    game = foster_9_before_the_betting()
    say = game.counters.say
    assert game.pool == 16, "There are sixteen white counters in the pool"
    assert game.order == ("B", "C", "D", "A"), "B straddled, yet bets first; the age has the last say; E dealt"

    # "Suppose B bets a red counter, and C then throws down his hand."
    game.bet("B", "a red")
    game.retire("C")

    # "D sees B, by putting up a red counter; and he then raises him, by putting up two blues,
    # increasing his bet as much as the limit will allow him."
    assert game.to_call("D") == 5 and not game.can_raise("D", "two blues and a white")
    game.raise_("D", "two blues")
    assert game.steps[-1].counters == game.counters.parse("a red and two blues")

    # "The age must now abandon his hand or put up one red and two blues to call D,
    # without knowing what B proposes to do."
    assert game.to_act == "A" and game.has_say("B")
    assert say(game.to_call("A")) == "two blues and a red"
    alternative = copy.deepcopy(game)
    alternative.retire("A")
    assert alternative.to_act == "B", "had A abandoned his hand, B would still answer D"
    refused(game, StakeTooLow, game.bet, "A", "two blues", law="foster:8")

    # "Let us suppose he sees D, and raises another two blues."
    game.raise_("A", "two blues")
    assert say(game.steps[-1].counters) == "four blues and a red"

    # "B must now retire, or put up four blues to call A, without knowing what D will do.
    # He can raise the bet another two blues, or one blue, or a red, or a white even."
    assert game.to_act == "B" and say(game.to_call("B")) == "four blues"
    assert game.can_retire("B") and game.can_call("B")
    assert all(game.can_raise("B", by) for by in ("two blues", "one blue", "a red", "a white"))
    assert not game.can_raise("B", "two blues and a white")
    refused(game, StakeTooLow, game.bet, "B", "three blues", law="foster:8")
    refused(game, OutOfTurn, game.raise_, "D", "two blues", law="foster:8")

    # "If he declines to raise, he cannot prevent D from so doing, because D still has the
    # privilege of replying to A's raise."  "Let us suppose B puts up the four blues to call A."
    game.call("B")
    assert game.steps[-1].counters == game.counters.parse("four blues")
    assert game.to_act == "D" and game.has_say("D") and not game.has_say("B")
    assert game.can_retire("D") and game.can_call("D") and game.can_raise("D", "two blues")

    # "If he puts up two blues, each will have an equal amount in the pool, and as no one will
    # have anything more to say, the betting must stop, and the hands must be shown."
    alternative = copy.deepcopy(game)
    alternative.call("D")
    assert alternative.steps[-1].counters == 20
    assert alternative.outcome == "show" and not any(alternative.has_say(p) for p in "ABCD")
    assert {alternative.stake_in_counters(p) for p in "ABD"} == {"four blues and a red"}

    # "But if D raises A again, by putting up four blues instead of two, he gives A another say,
    # and perhaps A will raise D in turn."
    game.bet("D", "four blues")
    assert game.has_say("A") and game.has_say("B")
    game.raise_("A", "two blues")
    assert game.steps[-1].counters == game.counters.parse("four blues")

    # "Although B may have had quite enough of this, he must either put up four more blues, the two
    # raised by D and the further raise by A, or he must abandon his hand."
    assert game.to_act == "B" and say(game.to_call("B")) == "four blues"
    refused(game, StakeTooLow, game.bet, "B", "two blues", law="foster:8")

    # "If B throws down his cards he loses all claim to what he has already staked in the pool,
    # four blues and a red, besides his straddle and ante."  "Let us suppose he drops out"
    game.retire("B")
    assert game.stake_in_counters("B") == "four blues and a red"
    assert "four blues and a red, besides his straddle" in game.steps[-1].note

    # "and that D just calls A, by putting up two blues only, making the amount he has in the pool
    # exactly equal to A's, eight blues and a red, besides the antes."
    game.call("D")
    assert say(game.steps[-1].counters) == "two blues"
    assert game.stake_in_counters("A") == game.stake_in_counters("D") == "eight blues and a red"

    # "This prevents A from going any further, because it is not his turn to say anything."
    assert game.outcome == "show" and game.to_act is None and not game.has_say("A")
    for act, args in ((game.raise_, ("a white",)), (game.call, ()), (game.bet, (1,)), (game.retire, ())):
        refused(game, BettingClosed, act, "A", *args, law="foster:9", match="A has nothing to say")
    # "... but simply to show his hand, in order to see whether or not it is better than D's."
    assert game.show_order() == ("A", "D")

    b, r = game.counters.blue, game.counters.red
    assert game.pool == 16 + (4 * b + r) + 2 * (8 * b + r) == 231
    assert [(s.player, s.act) for s in game.steps] == [
        ("B", "bet"), ("C", "retire"), ("D", "raise"), ("A", "raise"), ("B", "call"),
        ("D", "raise"), ("A", "raise"), ("B", "retire"), ("D", "call"),
    ]  # fmt: skip


@pytest.mark.law("foster:9")
@settings(deadline=None)
@given(red=st.integers(2, 60), data=st.data())
def test_foster_9_replays_in_counters_under_any_values(red: int, data: st.DataObject) -> None:
    """The ruling on the values cannot change the example: its stakes come out in the text's words."""
    blue = data.draw(st.integers(red + 1, 200))
    game = foster_9_before_the_betting(Counters(red=red, blue=blue))
    game.bet("B", "a red")
    game.retire("C")
    game.raise_("D", "two blues")
    game.raise_("A", "two blues")
    game.call("B")
    game.bet("D", "four blues")
    game.raise_("A", "two blues")
    game.retire("B")
    game.call("D")
    assert game.stake_in_counters("B") == "four blues and a red"
    assert game.stake_in_counters("A") == game.stake_in_counters("D") == "eight blues and a red"
    assert game.outcome == "show" and game.pool == 16 + 4 * blue + red + 2 * (8 * blue + red)


# --- properties of any play ---------------------------------------------------------------------


@pytest.mark.law("foster:7", "foster:8")
@settings(deadline=None)
@given(
    n=st.integers(2, 6),
    age_index=st.integers(0, 5),
    choices=st.lists(st.tuples(st.integers(0, 9), st.integers(0, 40)), min_size=1, max_size=40),
)
def test_any_play_keeps_the_account(n: int, age_index: int, choices: list[tuple[int, int]]) -> None:
    """Random play: no passing, raises within the limit, the age last on the first round, the pool kept."""
    seats = [chr(ord("A") + i) for i in range(n)]
    age = seats[age_index % n]
    game = BettingUpTheHands(seats, age=age, antes={p: 2 for p in seats})
    for kind, amount in choices:
        if game.outcome:
            break
        player = game.to_act
        before, staked = game.to_meet, game.stakes[player]
        snapshot = state(game)
        try:
            if kind == 0:
                game.retire(player)
            else:
                game.bet(player, amount)
        except (StakeTooLow, LimitExceeded) as err:
            assert err.law == "foster:8"
            assert state(game) == snapshot
            assert amount + staked < before or amount + staked - before > game.limit or amount == 0
            continue
        step = game.steps[-1]
        assert step.act != "pass"
        if step.act in ("bet", "raise"):
            assert 1 <= game.stakes[player] - before <= game.limit
        if step.act == "call":
            assert game.stakes[player] == before
        assert game.pool == 2 * n + sum(game.stakes.values())
    assert sum(step.counters for step in game.steps) == sum(game.stakes.values())
    if game.outcome == "show":
        assert len({game.stakes[p] for p in game.betting()}) == 1
        assert not any(game.has_say(p) for p in seats)
    first_round = [step.player for step in game.steps[:n]]
    assert first_round == list(game.order[: len(first_round)])
    assert game.order[0] == seats[(seats.index(age) + 1) % n] and game.order[-1] == age


def test_the_engine_cites_the_account() -> None:
    assert BettingUpTheHands.__laws__ == ("foster:7", "foster:8", "foster:9")
    assert "foster:9" in BettingUpTheHands.has_say.__laws__
    assert "foster:8" in BettingUpTheHands.bet.__laws__
    # the 1882 round is untouched: its rulings still name the 1882 laws (a bet out of turn stands, 1882:55)
    plain = BettingRound(SEATS, ante_man="A")
    plain.bet("C", 5)
    assert plain.steps[-1].laws and all(law.startswith("1882:") for law in plain.steps[-1].laws)
    plain.pass_("B")
    assert any(step.act == "pass" and step.player == "B" for step in plain.steps)


@pytest.mark.law("foster:9")
@pytest.mark.parametrize("stated", ["fewest counters", "as handed over"])
def test_a_stake_is_stated_as_the_ruling_on_foster_9_reads_for_every_way_of_handing_over_a_bet(stated: str) -> None:
    """Every way of putting up a bet of one white to the limit in whites, reds and blues, then a call and a raise stated
    in counters: under ``"fewest counters"`` a stake is said in the fewest counters; under ``"as handed over"`` in the
    counters each act named (a call in the fewest), and those counters are worth the stake, whites for whites."""
    counters = Counters(stated=stated)
    for blues in range(3):
        for reds in range(5):
            for whites in range(21):
                bet = {"blue": blues, "red": reds, "white": whites}
                amount = counters.parse(bet)
                if not 1 <= amount <= counters.limit:
                    continue
                game = BettingUpTheHands(["A", "B", "C"], age="A", antes={"A": 4, "B": 4, "C": 4}, counters=counters)
                game.bet("B", bet)
                game.call("C")
                game.raise_("A", "a red and two whites")
                for player in "ABC":
                    assert counters.parse(game.handed[player]) == game.stakes[player]
                said = game.stake_in_counters("B")
                if stated == "fewest counters":
                    assert said == counters.say(amount)
                else:
                    assert said == counters.say_tally(bet)
                    call = counters.count(amount)  # A's call of B's bet, in the fewest counters, then his raise as named
                    raised = {"blue": call["blue"], "red": call["red"] + 1, "white": call["white"] + 2}
                    assert game.stake_in_counters("A") == counters.say_tally(raised)
                assert game.stake_in_counters("C") == counters.say(amount)  # a call names no counters: the fewest


@pytest.mark.law("foster:8", "1882:55")
@pytest.mark.parametrize("out_of_turn", ["refused", "stands"])
def test_an_act_out_of_turn_under_the_account_is_the_ruling_on_foster_8(out_of_turn: str) -> None:
    """``Code.out_of_turn``, the ruling on foster:8 (issue 28: grounded on words that do not decide it): C bets a red
    while it is B's turn. "refused" (default): OutOfTurn, citing the account; "stands": the red stays in the pool,
    and counts as C's call when his turn comes, as 1882:55 rules it."""
    import dataclasses

    from pokerlaws.errors import OutOfTurn
    from pokerlaws.table import CODES

    assert CODES["foster"].out_of_turn == "refused"
    game = BettingUpTheHands(["A", "B", "C", "D"], age="A")
    game.code = dataclasses.replace(game.code, out_of_turn=out_of_turn)
    if out_of_turn == "refused":
        with pytest.raises(OutOfTurn) as caught:
            game.bet("C", "a red")
        assert caught.value.law == "foster:7" and game.pool == 0
        return
    game.bet("C", "a red")
    assert game.to_act == "B" and game.out_of_turn == {"C": 5} and game.pool == 5
    game.bet("B", "a red")
    assert game.stakes["C"] == 5 and game.out_of_turn == {} and game.to_act == "D"
    assert game.steps[0].laws == ("foster:8", "1882:55") and "cannot be recalled" in str(game.steps[0])
    assert game.handed["C"]["red"] == 1
