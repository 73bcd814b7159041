"""The betting round after the draw, as laws 52-62 of 1882 order it: `BettingRound`.

Each test names the law it holds the engine to. A refused act must raise the
error that names the law it offends *and change nothing*: every refusal is
checked against a deep copy of the round's whole state taken before it.
"""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlaws.betting import BettingRulings
from pokerlaws.betting.round import BettingRound, Demand
from pokerlaws.errors import (
    BetRecalled,
    BettingClosed,
    NotAllowed,
    PokerLawError,
    ShowForLessRefused,
    StakeTooLow,
    UnknownPlayer,
)
from pokerlaws.table import Status

SEATS = ("A", "B", "C", "D", "E")


def state(game: BettingRound) -> dict:
    """Everything a round holds, and what it derives: to compare before and after an act.

    A copy of each attribute is enough: what the containers hold (names, counters,
    enums, frozen `Step` and `Demand` records) cannot change in place.
    """
    return {name: copy.copy(value) for name, value in vars(game).items()} | {
        "pool": game.pool,
        "to_act": game.to_act,
        "outcome": game.outcome,
        "betting": game.betting(),
    }


def refused(game: BettingRound, error: type[Exception], act, *args, law: str | None = "-"):  # noqa: ANN001, ANN201
    """Do *act*, expect *error* (with *law*, unless "-"), and check that nothing changed."""
    before = state(game)
    with pytest.raises(error) as info:
        act(*args)
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    if law != "-":
        assert getattr(info.value, "law", None) == law, f"law {getattr(info.value, 'law', None)!r}, not {law!r}: {info.value}"
    assert state(game) == before, f"{act.__name__}{args} was refused but changed the round"
    return info.value


def everyone_in_turn(game: BettingRound, first_bet: int = 1) -> list[str]:
    """The first to act bets, the rest call, until the betting ends: who acted, in order."""
    acted = []
    while game.outcome is None:
        player = game.to_act
        acted.append(player)
        if game.to_meet == 0:
            game.bet(player, first_bet)
        else:
            game.call(player)
    return acted


# --- law 53: the first right to bet ------------------------------------------------------


@pytest.mark.law("1882:53")
@pytest.mark.parametrize("direction", ["left", "right"])
@pytest.mark.parametrize("ante_man", SEATS)
def test_first_right_to_bet_is_the_first_player_on_the_left_of_the_ante_man(ante_man: str, direction: str) -> None:
    """1882:53: "The first player to the left of the ante shall have first right to bet"."""
    left = SEATS[(SEATS.index(ante_man) + 1) % len(SEATS)]
    game = BettingRound(SEATS, ante_man=ante_man, antes={ante_man: 1}, rulings=BettingRulings(direction=direction))
    assert game.to_act == left
    assert game.order[0] == left


@pytest.mark.law("1882:52", "1882:53")
@pytest.mark.parametrize("direction", ["left", "right"])
@pytest.mark.parametrize("ante_man", SEATS)
def test_first_right_to_bet_whether_the_ante_man_have_retired_or_not(ante_man: str, direction: str) -> None:
    """1882:53: "... whether the ante-man have retired or not": the ante-man's retiring before the draw changes nothing."""
    i = SEATS.index(ante_man)
    left = SEATS[(i + 1) % len(SEATS)]
    holding = [p for p in SEATS if p != ante_man]
    game = BettingRound(SEATS, ante_man=ante_man, players=holding, antes={ante_man: 2}, rulings=BettingRulings(direction=direction))
    assert game.to_act == left
    assert ante_man not in game.order
    assert game.pool == 2, "the ante of a retired ante-man stays in the pool (1882:52)"


@pytest.mark.law("1882:53")
@pytest.mark.parametrize("direction", ["left", "right"])
def test_first_right_to_bet_passes_over_players_who_hold_no_cards(direction: str) -> None:
    """The first player *holding cards* to the left of the ante-man bets first, the ante-man out or not."""
    # A is the ante-man; B (on his left) and C retired before the draw: D bets first.
    for holding in (["A", "D", "E"], ["D", "E"]):
        game = BettingRound(SEATS, ante_man="A", players=holding, rulings=BettingRulings(direction=direction))
        assert game.to_act == "D"
    # The ante-man E: his left is A (the seats go round).
    assert BettingRound(SEATS, ante_man="E", players=["B", "C", "E"]).to_act == "B"


@pytest.mark.law("1882:53")
@pytest.mark.parametrize("first_right", ["next on the left", "lapses"])
@pytest.mark.parametrize("direction", ["left", "right"])
@pytest.mark.parametrize("ante_man", SEATS)
def test_the_first_right_when_the_player_on_the_ante_mans_left_holds_no_cards(ante_man: str, direction: str, first_right: str) -> None:
    """The ruling on 1882:53 (``BettingRulings.first_right``), for every set of players holding cards that leaves the
    seat on the ante-man's left empty: the right moves on to the next on the left, or lapses with the seat and the
    betting begins where the turn first reaches a player from it; the readings part only when the turn passes right."""
    from itertools import combinations

    i = SEATS.index(ante_man)
    seat = SEATS[(i + 1) % len(SEATS)]
    leftward = [SEATS[(i + 1 + k) % len(SEATS)] for k in range(len(SEATS))]  # from the seat, to the left
    rightward = [seat] + leftward[:0:-1]  # from the seat, to the right: the ante-man first
    others = [p for p in SEATS if p != seat]
    rulings = BettingRulings(direction=direction, first_right=first_right)
    seen = set()
    for n in range(2, len(others) + 1):
        for holding in combinations(others, n):
            game = BettingRound(SEATS, ante_man=ante_man, players=holding, rulings=rulings)
            walk = rightward if first_right == "lapses" and direction == "right" else leftward
            expected = next(p for p in walk if p in holding)
            assert game.to_act == game.order[0] == expected, (holding, game.order)
            seen.add(expected == next(p for p in leftward if p in holding))
    # under the turn to the left the two readings never part; to the right they do
    assert seen == {True} if direction == "left" or first_right == "next on the left" else False in seen


@pytest.mark.law("1882:53")
def test_the_first_player_is_never_the_ante_man_while_another_holds_cards() -> None:
    for ante_man in SEATS:
        for other in SEATS:
            if other == ante_man:
                continue
            game = BettingRound(SEATS, ante_man=ante_man, players=[ante_man, other])
            assert game.to_act == other


# --- law 53: the turn ------------------------------------------------------------------


@pytest.mark.law("1882:53")
def test_turn_passes_to_the_left_by_default() -> None:
    """The edition's reading of "from right to left": each player passes the turn to the player on his left."""
    game = BettingRound(SEATS, ante_man="A")
    assert game.rulings.direction == "left"
    assert game.order == ("B", "C", "D", "E", "A")
    assert everyone_in_turn(game) == ["B", "C", "D", "E", "A"]
    assert game.outcome == "show"


@pytest.mark.law("1882:53")
def test_turn_passes_to_the_right_under_the_other_reading() -> None:
    """direction="right": the first player is still on the ante-man's left; then the turn goes to the right."""
    game = BettingRound(SEATS, ante_man="A", rulings=BettingRulings(direction="right"))
    assert game.order == ("B", "A", "E", "D", "C")
    assert everyone_in_turn(game) == ["B", "A", "E", "D", "C"]


@pytest.mark.law("1882:53", "1882:54", "1882:60")
@pytest.mark.parametrize(
    ("direction", "expected"),
    [("left", ["B", "C", "D", "E", "A", "B", "D"]), ("right", ["B", "A", "E", "D", "C", "B", "E"])],
)
def test_turn_skips_players_who_retired_or_are_shown_for_less(direction: str, expected: list[str]) -> None:
    game = BettingRound(SEATS, ante_man="A", funds={"B": 3}, rulings=BettingRulings(direction=direction))
    seen = []

    def act(player: str, how: str, *args: int) -> None:
        assert game.to_act == player
        seen.append(player)
        getattr(game, how)(player, *args)

    if direction == "left":
        act("B", "bet", 1)
        act("C", "retire")
        act("D", "call")
        act("E", "raise_", 5)
        act("A", "call")
        act("B", "demand_show")  # B has 2 left, not the 5 to call: a show for less
        act("D", "call")  # C retired, B is shown for less: D is next
    else:
        act("B", "bet", 1)
        act("A", "retire")
        act("E", "call")
        act("D", "raise_", 5)
        act("C", "call")
        act("B", "demand_show")
        act("E", "call")
    assert game.outcome == "show"
    assert seen == expected
    assert game.status["B"] is Status.SHORT


@pytest.mark.law("1882:53", "1882:54")
def test_retired_players_are_never_given_the_turn_again() -> None:
    game = BettingRound(SEATS, ante_man="E")
    game.bet("A", 2)
    game.retire("B")
    game.raise_("C", 2)
    game.retire("D")
    game.call("E")
    assert game.to_act == "A"
    game.call("A")
    assert game.outcome == "show"
    assert game.to_act is None


# --- law 53: out of turn: see tests/test_out_of_turn.py (law 55: a bet out of turn stands) ---


# --- law 53/54: at least equal to the preceding ------------------------------------------


@pytest.mark.law("1882:53", "1882:54")
@pytest.mark.parametrize("short_deposit", ["retires", "make up"])
def test_staking_nothing_where_a_stake_is_due(short_deposit: str) -> None:
    """1882:54: a player who "does not stake a sum at least equal to that staked by the preceding player" retires:
    a pass where a stake is due is that case (the ruling on 54); under its other reading, a pass is refused (law 53)."""
    game = BettingRound(SEATS, ante_man="A", rulings=BettingRulings(short_deposit=short_deposit))
    game.bet("B", 5)
    if short_deposit == "make up":
        refused(game, StakeTooLow, game.pass_, "C", law="1882:53")
        assert not game.can_pass("C") and game.can_bet("C", 4)
        return
    assert game.can_pass("C")
    game.pass_("C")
    assert "C" not in game.betting() and game.to_act == "D" and game.steps[-1].laws == ("1882:54",)
    game.bet("D", 5)  # exactly equal is enough
    game.raise_("E", 10)  # E's stake 15
    game.call("A")
    game.bet("B", 10)
    game.call("D")
    assert game.stakes["B"] == game.stakes["D"] == 15 and game.outcome == "show"


@pytest.mark.law("1882:53", "1882:54", "1882:55", "1882:56")
@pytest.mark.parametrize("short_deposit", ["retires", "make up"])
@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("short", [1, 4])
def test_a_short_deposit_in_turn_stands_at_every_seat(short_deposit: str, seats: int, short: int) -> None:
    """A deposit in turn short of the stake to meet is made and cannot be recalled (55, 56); then, by the ruling on
    54, he retires at once forfeiting it, or makes it up in the same turn. Played from every seat after the bettor."""
    names = SEATS[:seats]
    for seat in range(2, seats):  # the bettor is the first on the ante-man's left; every later seat falls short
        game = BettingRound(names, ante_man="A", rulings=BettingRulings(short_deposit=short_deposit))
        game.bet("B", 5)
        for player in names[2:seat]:
            game.call(player)
        player, pool = names[seat], game.pool
        game.bet(player, 5 - short)
        step = game.steps[-1]
        assert game.pool == pool + 5 - short and game.stakes[player] == 5 - short  # made: in the pool, in his stake
        assert step.counters == 5 - short and "cannot be recalled" in step.note
        if short_deposit == "retires":
            assert player not in game.betting() and game.to_act != player and "[1882:54" in str(step)
        else:
            assert game.to_act == player and player in game.betting() and "(the ruling on 1882:54)" in step.note
            game.bet(player, short)  # made up: a call
            assert game.stakes[player] == 5 and game.steps[-1].act == "call"
        with pytest.raises(BetRecalled):
            game.bet(player, -1) if game.to_act == player else game.recall(player, 1)


@pytest.mark.law("1882:54", "1882:60")
@pytest.mark.parametrize("short_deposit", ["retires", "make up"])
@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("funds", [1, 3, 6])
def test_whatever_funds_he_has_deposited_short_of_a_raise_leave_him_the_demand(short_deposit: str, seats: int, funds: int) -> None:
    """1882:60: a player whose bet is raised "may deposit in the pool whatever funds he has, and demand a show for that
    amount": the deposit first, the demand after it. Under either reading of the ruling on 54, such a deposit leaves
    him in, his turn his, and the demand his; from every seat, for every sum of funds short of the raise. A deposit of
    all his funds by one who had made no bet is not law 60's: under "retires" he retires."""
    names = SEATS[:seats]
    for seat in range(1, seats):
        player = names[seat]
        game = BettingRound(names, ante_man="A", funds={player: funds + 1}, rulings=BettingRulings(short_deposit=short_deposit))
        game.bet("B", 1)  # B's bet, and every player to the left of him to ours meets it
        for other in names[2 : seat + 1]:
            game.call(other)
        raiser = names[(seat + 1) % seats]
        game.raise_(raiser, 10)  # the next player raises; the rest call round to ours
        for other in (names[(seat + 1 + k) % seats] for k in range(1, seats - 1)):
            game.call(other)
        assert game.to_act == player and game.funds[player] == funds
        game.bet(player, funds)  # all he has, short of the raise
        step = game.steps[-1]
        assert game.to_act == player and player in game.betting() and "1882:60" in step.laws, str(step)
        assert "demand a show for that amount (1882:60)" in step.note
        game.demand_show(player)
        assert game.demands[-1].player == player and game.demands[-1].stake == funds + 1
    # no bet of his own raised: not law 60's case
    game = BettingRound(["A", "B", "C"], ante_man="A", funds={"C": 3})
    game.bet("B", 5)
    game.bet("C", 3)
    assert "C" not in game.betting() and "1882:60" not in game.steps[-1].laws


@pytest.mark.law("1882:55")
@pytest.mark.parametrize("seats", [4, 5])
def test_a_short_deposit_out_of_turn_stands_and_is_made_up_when_his_turn_comes(seats: int) -> None:
    """Out of turn the same deposit stands too; when his turn comes it counts, and he may meet the stake or retire."""
    names = SEATS[:seats]
    for seat in range(3, seats):
        game = BettingRound(names, ante_man="A")
        game.bet("B", 5)
        game.bet(names[seat], 2)  # out of turn, while it is C's
        assert game.out_of_turn == {names[seat]: 2}
        for player in names[2:seat]:
            game.call(player)
        assert game.to_act == names[seat] and game.stakes[names[seat]] == 2 and game.steps[-1].act == "out of turn, short"
        game.bet(names[seat], 3)
        assert game.stakes[names[seat]] == 5


@pytest.mark.law("1882:54")
def test_one_who_will_not_stake_so_much_may_retire_and_forfeits_his_stake() -> None:
    """1882:54: he retires and forfeits his stake: it stays in the pool."""
    game = BettingRound(["A", "B", "C"], ante_man="C", antes={"C": 2})
    game.bet("A", 4)
    game.raise_("B", 6)
    game.retire("C")
    game.retire("A")
    assert game.status["A"] is Status.RETIRED and game.stakes["A"] == 4
    assert game.pool == 2 + 4 + 10
    assert game.outcome == "uncalled" and game.winner_without_show == "B"


def test_more_than_his_funds_is_not_allowed() -> None:
    game = BettingRound(["A", "B"], ante_man="B", funds={"A": 3})
    refused(game, NotAllowed, game.bet, "A", 4)
    game.bet("A", 3)
    assert game.funds["A"] == 0


# --- laws 55, 56: a bet cannot be recalled ---------------------------------------------


@pytest.mark.law("1882:55")
def test_recall_is_always_refused_and_changes_nothing() -> None:
    """1882:55: "A bet once made, whether made in proper turn or not, cannot be recalled"."""
    game = BettingRound(["A", "B", "C"], ante_man="C")
    game.bet("A", 5)
    for player in ("A", "B", "C"):  # whether in turn or not
        for amount in (1, 5, 0):
            err = refused(game, BetRecalled, game.recall, player, amount, law="1882:55")
            assert isinstance(err, PokerLawError)
            refused(game, BetRecalled, game.verify_recall, player, amount, law="1882:55")
            assert game.can_recall(player, amount) is False
    game.call("B")
    game.call("C")
    assert game.outcome == "show"
    refused(game, BetRecalled, game.recall, "A", 5, law="1882:55")  # nor after the betting
    refused(game, UnknownPlayer, game.recall, "Z", 5)


@pytest.mark.law("1882:55")
@pytest.mark.parametrize("amount", [-1, -5, -100])
def test_a_negative_bet_is_a_recall(amount: int) -> None:
    """A negative deposit would take counters back out of the pool: BetRecalled, 1882:55."""
    game = BettingRound(["A", "B", "C"], ante_man="C", antes={"C": 1})
    game.bet("A", 5)
    game.raise_("B", 5)
    game.call("C")
    assert game.to_act == "A"
    refused(game, BetRecalled, game.bet, "A", amount, law="1882:55")
    refused(game, BetRecalled, game.verify_bet, "A", amount, law="1882:55")
    assert not game.can_bet("A", amount)
    assert game.pool == 1 + 5 + 10 + 10


@pytest.mark.law("1882:56")
def test_the_bet_is_what_is_deposited() -> None:
    """1882:56 and its note: what counts is the amount deposited, not what he says."""
    game = BettingRound(["A", "B"], ante_man="B")
    game.say("A", "I bet twenty")
    game.bet("A", 3)
    assert game.stakes["A"] == 3 and game.to_meet == 3
    assert [s.act for s in game.steps] == ["statement", "bet"]


# --- law 57: a statement binds no one ----------------------------------------------------


@pytest.mark.law("1882:57")
@pytest.mark.parametrize("speaker", ["A", "B", "C"])
def test_say_changes_nothing_but_the_log(speaker: str) -> None:
    """1882:57: the statement of an intention does not take away the right to bet or pass."""
    game = BettingRound(["A", "B", "C"], ante_man="C", funds={"A": 10})
    game.bet("A", 2)
    before = state(game)
    game.say(speaker, "I pass")
    after = state(game)
    assert after["steps"][:-1] == before["steps"]
    step = after["steps"][-1]
    assert (step.player, step.act, step.counters, step.laws) == (speaker, "statement", 0, ("1882:57",))
    del before["steps"], after["steps"]
    assert after == before
    # B said he would pass (or someone else did): B may still raise
    game.raise_("B", 3)
    assert game.stakes["B"] == 5


@pytest.mark.law("1882:57")
def test_one_who_said_he_would_bet_may_pass() -> None:
    game = BettingRound(["A", "B"], ante_man="B")
    game.say("A", "I shall bet ten")
    assert game.can_pass("A")
    game.pass_("A")
    assert game.stakes["A"] == 0


def test_say_by_an_unknown_player_is_refused() -> None:
    game = BettingRound(["A", "B"], ante_man="B")
    refused(game, UnknownPlayer, game.say, "Z", "hello")


# --- law 58: the uncalled bet ---------------------------------------------------------------


@pytest.mark.law("1882:58")
def test_an_uncalled_bet_wins_without_a_show() -> None:
    """1882:58: a bet no other player calls or raises wins the pool; the hand need not be shown."""
    game = BettingRound(SEATS, ante_man="A", antes={"A": 1})
    game.bet("B", 5)
    for player in ("C", "D", "E"):
        assert game.outcome is None
        game.retire(player)
    assert game.outcome is None
    game.retire("A")
    assert game.outcome == "uncalled"
    assert game.winner_without_show == "B"
    assert game.to_act is None
    refused(game, BettingClosed, game.show_order, law="1882:59")


@pytest.mark.law("1882:58")
def test_an_uncalled_raise_wins_without_a_show() -> None:
    """1882:58: "If a player bet or raise the stake of a previous player, and no other player call or raise him"."""
    game = BettingRound(["A", "B", "C"], ante_man="C")
    game.bet("A", 5)
    game.call("B")
    game.raise_("C", 5)
    game.retire("A")
    assert game.outcome is None
    game.retire("B")
    assert (game.outcome, game.winner_without_show) == ("uncalled", "C")


@pytest.mark.law("1882:58")
def test_a_called_bet_is_not_uncalled() -> None:
    game = BettingRound(["A", "B", "C"], ante_man="C")
    game.bet("A", 5)
    game.call("B")
    game.retire("C")
    assert game.outcome == "show"
    assert game.winner_without_show is None


# --- law 59: the show ---------------------------------------------------------------------


@pytest.mark.law("1882:59")
def test_equal_bets_end_in_a_show_beginning_left_of_the_last_player() -> None:
    """1882:59: "each player in turn, beginning with the player to the left of the last player"."""
    game = BettingRound(SEATS, ante_man="A")
    game.bet("B", 5)
    game.call("C")
    game.raise_("D", 5)
    game.call("E")
    game.call("A")
    game.call("B")
    assert game.outcome is None
    game.call("C")  # C is the last player: his bet makes all equal
    assert game.outcome == "show"
    assert game.show_order() == ("D", "E", "A", "B", "C")


@pytest.mark.law("1882:59")
def test_the_show_begins_with_the_first_player_at_the_show_left_of_the_last() -> None:
    game = BettingRound(SEATS, ante_man="A")
    game.bet("B", 5)
    game.call("C")
    game.retire("D")
    game.retire("E")
    game.call("A")  # A is the last player: the show begins with B, on his left
    assert game.outcome == "show"
    assert game.show_order() == ("B", "C", "A")
    game = BettingRound(SEATS, ante_man="A")
    game.bet("B", 5)
    game.call("C")
    game.raise_("D", 1)
    game.retire("E")
    game.retire("A")
    game.call("B")
    game.call("C")  # last: his left D
    assert game.show_order() == ("D", "B", "C")


@pytest.mark.law("1882:59")
def test_show_order_under_the_other_reading_of_the_turn() -> None:
    """direction="right": the show still begins on the *left* of the last player (the letter of 1882:59),
    then goes "in turn", i.e. to the right: the last player to stake shows second."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", rulings=BettingRulings(direction="right"))
    assert everyone_in_turn(game) == ["B", "A", "D", "C"]
    assert game.last_player == "C"
    assert game.show_order() == ("D", "C", "B", "A")


@pytest.mark.law("1882:59")
def test_all_passing_is_a_show() -> None:
    """The bets are equal (nothing) once each has passed: law 59."""
    game = BettingRound(["A", "B", "C"], ante_man="A", antes={"A": 3})
    for player in ("B", "C", "A"):
        game.pass_(player)
    assert game.outcome == "show"
    assert game.show_order() == ("B", "C", "A")


@pytest.mark.law("1882:59")
def test_no_show_before_the_betting_is_over() -> None:
    game = BettingRound(["A", "B", "C"], ante_man="A")
    game.bet("B", 1)
    refused(game, BettingClosed, game.show_order, law="1882:59")


# --- laws 60-62: a show for less ----------------------------------------------------------


def short_game(funds_a: int = 8) -> BettingRound:
    """A (with few funds) bets 5, B raises by 10, C calls: A's turn, 10 to call."""
    game = BettingRound(["A", "B", "C"], ante_man="C", antes={"C": 1}, funds={"A": funds_a})
    game.bet("A", 5)
    game.raise_("B", 10)
    game.call("C")
    assert game.to_act == "A"
    return game


@pytest.mark.law("1882:60")
def test_a_show_for_less() -> None:
    """1882:60: he deposits whatever funds he has and demands a show for that amount."""
    game = short_game()
    assert game.can_demand_show("A")
    game.verify_demand_show("A")
    game.demand_show("A")
    assert game.funds["A"] == 0 and game.stakes["A"] == 8
    assert game.status["A"] is Status.SHORT
    assert game.demands == [Demand("A", 8, ("A", "B", "C"), 4)]
    assert game.steps[-1].act == "show for less" and game.steps[-1].counters == 3
    assert game.outcome == "show"
    assert "A" in game.show_order()


@pytest.mark.law("1882:60")
def test_show_for_less_refused_when_he_made_no_bet() -> None:
    game = BettingRound(["A", "B", "C"], ante_man="C", funds={"A": 3})
    game.pass_("A")
    game.bet("B", 10)
    game.call("C")
    assert game.to_act == "A"
    refused(game, ShowForLessRefused, game.demand_show, "A", law="1882:60")
    refused(game, ShowForLessRefused, game.verify_demand_show, "A", law="1882:60")
    assert not game.can_demand_show("A")
    # nor at his first turn, before anyone bet
    game = BettingRound(["A", "B"], ante_man="B", funds={"A": 0})
    refused(game, ShowForLessRefused, game.demand_show, "A", law="1882:60")


@pytest.mark.law("1882:60")
def test_show_for_less_refused_when_his_bet_was_not_raised() -> None:
    # The acts cannot bring a player's turn round while his stake is the highest
    # (only a raise by another gives him the turn again), so the state is set by hand.
    game = BettingRound(["A", "B"], ante_man="B", funds={"A": 0})
    game.stakes["A"] = 5
    assert game.to_act == "A" and game.to_meet == 5
    err = refused(game, ShowForLessRefused, game.demand_show, "A", law="1882:60")
    assert "not been raised" in err.message


@pytest.mark.law("1882:60")
@pytest.mark.parametrize("funds", [10, 11, 50, None])
def test_show_for_less_refused_when_he_has_funds_to_call(funds: int | None) -> None:
    game = BettingRound(["A", "B", "C"], ante_man="C", funds={} if funds is None else {"A": 5 + funds})
    game.bet("A", 5)
    game.raise_("B", 10)
    game.call("C")
    refused(game, ShowForLessRefused, game.demand_show, "A", law="1882:60")
    assert not game.can_demand_show("A")
    game.call("A")  # as he must: he can


@pytest.mark.law("1882:62")
def test_show_for_less_refused_when_he_borrowed_to_raise() -> None:
    """1882:62: "If a player borrow money to raise, he shall borrow to call"."""
    game = BettingRound(["A", "B", "C"], ante_man="C", funds={"A": 10})
    game.bet("A", 2)
    game.raise_("B", 2)
    game.call("C")
    game.borrow("A", 10)
    game.raise_("A", 14)  # 2 to call and 14 more: 16 of his 18, borrowed money among them
    game.raise_("B", 30)
    game.call("C")
    assert game.to_act == "A" and game.funds["A"] == 2 and game.to_meet - game.stakes["A"] == 30
    refused(game, ShowForLessRefused, game.demand_show, "A", law="1882:62")
    refused(game, ShowForLessRefused, game.verify_demand_show, "A", law="1882:62")
    assert not game.can_demand_show("A")
    # he must borrow to call
    game.borrow("A", 28)
    game.call("A")
    assert game.outcome == "show"


@pytest.mark.law("1882:60", "1882:62")
def test_borrowing_to_call_does_not_bar_a_later_show_for_less() -> None:
    """Law 62 binds one who borrows *to raise*; a player who borrowed only to call may still be shown for less."""
    game = BettingRound(["A", "B", "C"], ante_man="C", funds={"A": 3})
    game.bet("A", 3)
    game.raise_("B", 5)
    game.raise_("C", 20)  # C's stake 28: A has 25 to call and nothing left
    game.borrow("A", 25)
    game.call("A")
    game.raise_("B", 10)
    game.call("C")
    assert game.to_act == "A" and game.funds["A"] == 0
    assert game.can_demand_show("A")
    game.demand_show("A")
    assert game.status["A"] is Status.SHORT


@pytest.mark.law("1882:61")
def test_after_a_demand_the_others_go_on_betting() -> None:
    """1882:61: a demand "shall not stop the game if there be other players who wish to continue the betting"."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="D", antes={"D": 2}, funds={"A": 8})
    game.bet("A", 5)
    game.raise_("B", 5)
    game.raise_("C", 10)
    game.call("D")
    game.demand_show("A")
    assert game.outcome is None
    assert game.to_act == "B"
    game.raise_("B", 20)
    assert game.to_act == "C"
    game.call("C")
    game.retire("D")
    assert game.outcome == "show"
    assert game.status["A"] is Status.SHORT
    assert game.stakes == {"A": 8, "B": 40, "C": 40, "D": 20}
    assert game.show_order() == ("A", "B", "C"), "from the left of C, the last to stake; D retired"
    demand = game.demands[0]
    assert demand.in_game == ("A", "B", "C", "D"), "D retired after the demand: he was in the game at the time"
    # the short player can do nothing more
    refused(game, BettingClosed, game.bet, "A", 1)


@pytest.mark.law("1882:60", "1882:61")
def test_the_short_player_is_at_the_show_even_if_all_but_one_retire() -> None:
    """A show for less is due (1882:60, 61): the last player still betting does not win uncalled."""
    game = short_game()
    game.demand_show("A")
    assert game.outcome == "show"
    game = BettingRound(["A", "B", "C"], ante_man="C", funds={"A": 8})
    game.bet("A", 5)
    game.raise_("B", 10)
    game.raise_("C", 10)
    game.demand_show("A")
    assert game.outcome is None and game.to_act == "B"
    game.retire("B")
    assert game.outcome == "show"
    assert game.winner_without_show is None
    assert set(game.show_order()) == {"A", "C"}


@pytest.mark.law("1882:59", "1882:60")
def test_show_order_includes_every_short_player() -> None:
    game = BettingRound(["A", "B", "C", "D"], ante_man="D", funds={"A": 6, "B": 12})
    game.bet("A", 4)
    game.raise_("B", 4)
    game.raise_("C", 20)
    game.call("D")
    game.demand_show("A")
    game.demand_show("B")
    assert game.outcome == "show"
    order = game.show_order()
    assert set(order) == {"A", "B", "C", "D"}
    assert order[0] == "A", "the last to stake is D; the show begins on his left"
    assert [d.player for d in game.demands] == ["A", "B"]
    assert [d.stake for d in game.demands] == [6, 12]


# --- after the betting ----------------------------------------------------------------


def finished_games() -> list[BettingRound]:
    show = BettingRound(["A", "B", "C"], ante_man="C")
    show.bet("A", 2)
    show.call("B")
    show.retire("C")
    uncalled = BettingRound(["A", "B", "C"], ante_man="C")
    uncalled.bet("A", 2)
    uncalled.retire("B")
    uncalled.retire("C")
    short = short_game()
    short.demand_show("A")
    return [show, uncalled, short]


@pytest.mark.parametrize("index", range(3))
def test_acts_after_the_betting_is_over_raise_betting_closed(index: int) -> None:
    game = finished_games()[index]
    assert game.outcome is not None and game.to_act is None
    for player in game.order:
        for act, args in [
            (game.bet, (player, 5)),
            (game.call, (player,)),
            (game.raise_, (player, 5)),
            (game.pass_, (player,)),
            (game.retire, (player,)),
            (game.demand_show, (player,)),
            (game.borrow, (player, 5)),
        ]:
            refused(game, BettingClosed, act, *args)
            assert not getattr(game, "can_" + act.__name__.rstrip("_"))(*args)


def test_players_who_retired_before_the_draw_cannot_act() -> None:
    game = BettingRound(["A", "B", "C"], ante_man="A", players=["B", "C"])
    refused(game, BettingClosed, game.bet, "A", 1)
    refused(game, BettingClosed, game.borrow, "A", 1)
    refused(game, UnknownPlayer, game.bet, "Z", 1)


# --- can_x, verify_x and x agree, on many states -------------------------------------------

NAMES = "ABCDEF"


@st.composite
def rounds(draw: st.DrawFn) -> BettingRound:
    """A round part-way through (or over), reached by legal acts from a random table."""
    n = draw(st.integers(2, 6))
    seats = list(NAMES[:n])
    ante_man = draw(st.sampled_from(seats))
    holding = draw(st.lists(st.sampled_from(seats), min_size=2, max_size=n, unique=True))
    funds = draw(st.one_of(st.none(), st.dictionaries(st.sampled_from(holding), st.integers(0, 30))))
    game = BettingRound(
        seats,
        ante_man,
        players=[p for p in seats if p in holding],
        antes={ante_man: draw(st.integers(0, 5))},
        funds=funds,
        rulings=BettingRulings(
            direction=draw(st.sampled_from(["left", "right"])),
            raised_meanwhile=draw(st.sampled_from(["free", "call or retire"])),
            retire_out_of_turn=draw(st.sampled_from(["stands", "at his turn"])),
        ),
    )
    for _ in range(draw(st.integers(0, 14))):
        if game.outcome is not None:
            break
        others = [p for p in game.betting() if p != game.to_act]
        if others and draw(st.integers(0, 4)) == 0:
            # an act out of turn (law 55: a deposit stands), by a player still betting
            player = draw(st.sampled_from(others))
            name, args = draw(st.sampled_from([("bet", (draw(st.integers(0, 12)),)), ("call", ()), ("raise_", (draw(st.integers(1, 12)),)), ("pass_", ()), ("retire", ())]))
            if getattr(game, "can_" + name.rstrip("_"))(player, *args):
                getattr(game, name)(player, *args)
            continue
        player = game.to_act
        options = [("retire", ())]
        if game.can_call(player):
            options.append(("call", ()))
        if game.can_demand_show(player):
            options.append(("demand_show", ()))
        by = draw(st.integers(1, 20))
        if game.can_raise(player, by):
            options.append(("raise_", (by,)))
        loan = draw(st.integers(1, 20))
        options.append(("borrow", (loan,)))
        name, args = draw(st.sampled_from(options))
        getattr(game, name)(player, *args)
    return game


def candidate_arguments(game: BettingRound) -> tuple[list[str], list[object]]:
    players = [*game.seats, "Z"]
    to_call = max(0, game.to_meet - game.stakes.get(game.to_act or "", 0)) if game.to_act else 0
    funds = game.funds.get(game.to_act) if game.to_act else None
    amounts: list[object] = [-3, -1, 0, 1, 2, to_call - 1, to_call, to_call + 1, 1.5, True, "5"]
    if funds is not None:
        amounts += [funds - 1, funds, funds + 1, funds - to_call, funds - to_call + 1]
    return players, _unique(amounts)


def _unique(items: list[object]) -> list[object]:
    """*items* without repeats (1 and True are different amounts here)."""
    out: list[object] = []
    for item in items:
        if not any(type(item) is type(o) and item == o for o in out):
            out.append(item)
    return out


ACTS = {
    # name: (takes an amount)
    "bet": True,
    "call": False,
    "raise": True,
    "pass": False,
    "retire": False,
    "demand_show": False,
    "borrow": True,
    "recall": True,
}


def methods(game: BettingRound, name: str):  # noqa: ANN201
    act = {"raise": "raise_", "pass": "pass_"}.get(name, name)
    return getattr(game, f"verify_{name}"), getattr(game, f"can_{name}"), getattr(game, act)


@settings(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(rounds())
def test_can_verify_and_the_act_agree(game: BettingRound) -> None:
    """For every act: ``can_x`` is True exactly when ``verify_x`` raises nothing; when it raises,
    the act raises the same error (same type, same law) and leaves the round as it was; when it
    does not, the act succeeds."""
    players, amounts = candidate_arguments(game)
    for name, takes_amount in ACTS.items():
        for player in players:
            for args in [(player, a) for a in amounts] if takes_amount else [(player,)]:
                verify, can, _ = methods(game, name)
                try:
                    verify(*args)
                except (ValueError, TypeError) as err:
                    error = err
                else:
                    error = None
                assert can(*args) is (error is None), f"can_{name}{args} is {can(*args)} but verify_{name} raised {error!r}"
                if error is not None:
                    refused(game, type(error), methods(game, name)[2], *args, law=getattr(error, "law", None))
                else:
                    trial = copy.deepcopy(game)
                    methods(trial, name)[2](*args)  # must not raise
                    assert trial.pool >= game.pool


@pytest.mark.law("1882:53", "1882:55")
@settings(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(rounds())
def test_exactly_one_player_may_act_and_he_is_to_act(game: BettingRound) -> None:
    """While the betting goes on, exactly one player acts in turn; any other still betting acts out of turn (1882:53, 55)."""
    may_retire = [p for p in game.seats if game.can_retire(p)]
    if game.outcome is None:
        assert game.status[game.to_act] is Status.IN
        assert sorted(may_retire) == sorted(game.betting())
        assert [p for p in may_retire if not game.verify_retire(p)] == [game.to_act]  # verify_retire: is it out of turn?
    else:
        assert may_retire == [] and game.to_act is None


def test_no_step_says_a_stake_of_nothing_is_forfeited() -> None:
    # new-user review: "A retires: lays his cards face down and forfeits his stake of 0" for the ante-man, whose
    # ante is in the pool: a step names what he loses (his ante), or says he staked nothing
    from pokerlaws.betting import BettingRound

    game = BettingRound(["A", "B", "C", "D"], ante_man="A", antes={"A": 2})
    game.bet("B", 5)
    game.retire("D")  # out of turn: C's turn
    game.bet("C", 0)  # a pass where a stake is due: he retires (the ruling on 1882:54)
    game.retire("A")
    said = {step.player: step.note for step in game.steps}
    assert said["A"] == "lays his cards face down, having staked nothing, leaving his ante in the pool"
    assert said["D"].endswith("he is out, having staked nothing")
    assert said["C"].endswith("having staked nothing, he lays his cards face down and retires (the ruling on 1882:54)")
    assert not any("stake of 0" in step.note for step in game.steps)


def test_under_the_1882_laws_a_player_who_retires_forfeits_his_stake_what_he_made_good_counted() -> None:
    """Law 54: he "shall forfeit his stake in that game", and by the ruling on 1882:60 what a player made good before
    the draw is part of his stake: the step says "forfeits his stake of 8", in law 54's words, where it said
    "having staked nothing, losing all claim to his ante", the Foster-style account's words (foster:9), which its
    own code keeps."""
    import yaml
    from helpers import RECORDS

    from pokerlaws.betting import BettingRound, BettingUpTheHands
    from pokerlaws.records import judge

    game = BettingRound(["A", "B", "C", "D"], ante_man="A", antes={"A": 4, "B": 8, "C": 8, "D": 8}, straddles={"B": 2}, ante=1)
    game.bet("B", 2); game.call("C"); game.retire("D"); game.retire("A")  # fmt: skip
    said = {step.player: step.note for step in game.steps}
    assert said["D"] == "lays his cards face down and forfeits his stake of 8"
    assert said["A"] == "lays his cards face down and forfeits his stake of 3, his ante staying in the pool"
    assert (game.made_good("A"), game.made_good("D"), game.ante) == (3, 8, 1)
    whole = judge(yaml.safe_load((RECORDS / "1882-whole-deal-two-straddles.yaml").read_text()))
    notes = [step.note for step in whole.betting.steps if step.act == "retire"]
    assert notes and all("forfeits his stake of" in n and "claim" not in n for n in notes)
    up = BettingUpTheHands(["A", "B", "C"], "A", antes={"A": 2, "B": 2, "C": 2})
    up.bet("B", 1); up.retire("C")  # fmt: skip
    assert up.steps[-1].note == "throws his hand face down, losing all claim to his ante"


def test_no_shipped_record_is_judged_saying_a_stake_of_nothing_is_forfeited() -> None:
    from helpers import RECORDS

    from pokerlaws.edition.records import judge_file
    from pokerlaws.errors import RecordError

    for record in sorted(RECORDS.glob("*.yaml")):
        try:
            text = judge_file(str(record)).report()
        except RecordError as err:
            text = "\n".join(map(str, err.ruled))
        assert "stake of 0" not in text, record.name


def test_the_preceding_player_who_retired_is_passed_over_and_the_step_names_the_one_still_in() -> None:
    """The ruling on 1882:53 (R4): B stakes 5, C retires; D must meet B's 5, "the preceding player" read as the
    nearest before him still in, and the step names B and says that C retired (it said "the preceding player staked
    5" of C, who staked nothing). When the player before him is still in, the step says "the preceding player"."""
    from pokerlaws.betting import BettingRound

    game = BettingRound(["A", "B", "C", "D"], ante_man="A")
    game.bet("B", 5); game.retire("C")  # fmt: skip
    assert game.to_call("D") == 5
    game.bet("D", 0)
    assert "where B (the preceding player still in, C having retired: the ruling on 1882:53) staked 5" in game.steps[-1].note
    two = BettingRound(["A", "B", "C", "D", "E"], ante_man="A", funds={"E": 2})
    two.bet("B", 5); two.retire("C"); two.retire("D"); two.bet("E", 2)  # fmt: skip
    assert "short of the 5 staked by B (the preceding player still in, C and D having retired" in two.steps[-1].note
    plain = BettingRound(["A", "B", "C", "D"], ante_man="A")
    plain.bet("B", 5); plain.bet("C", 3)  # fmt: skip
    assert "short of the 5 staked by the preceding player:" in plain.steps[-1].note
