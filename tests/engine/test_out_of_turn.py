"""Every act out of turn, in every position (issue 10, fault 1; 1882:53, 54, 55, 57).

Law 55: "A bet once made, whether made in proper turn or not, cannot be
recalled." Under the 1882 laws a deposit out of turn stands: it is in the pool
at once, it does not move the turn or the stake to be met, and it counts toward
the depositor's stake when his turn comes. A pass out of turn is a statement
(57); a retirement out of turn is ruled by ``retire_out_of_turn``; a show for
less out of turn is refused (53). Under the Foster-style account every act out
of turn is refused.
"""

from __future__ import annotations

import itertools
import random

import pytest

from pokerlaws.betting import BettingRound, BettingRulings, BettingUpTheHands, settle
from pokerlaws.errors import NotAllowed, OutOfTurn
from pokerlaws.table import Status

SEATS = ("A", "B", "C", "D", "E")
DEPOSITS = {"bet": 7, "call": None, "raise_": 3}


def positions() -> list[BettingRound]:
    """Rounds at different points: the first turn, after a bet, after a raise, after a retirement."""
    starts = []
    for moves in ([], [("bet", 2)], [("bet", 2), ("raise_", 3)], [("bet", 2), ("retire",), ("call",)]):
        game = BettingRound(SEATS, ante_man="A", antes={"A": 1})
        for name, *args in moves:
            getattr(game, name)(game.to_act, *args)
        starts.append(game)
    return starts


CASES = [
    pytest.param(i, player, act, id=f"position{i}-{player}-{act}")
    for i, game in enumerate(positions())
    for player in game.betting()
    if player != game.to_act
    for act in ("bet", "call", "raise_", "pass_", "retire", "demand_show")
]


def deposit(game: BettingRound, player: str, act: str) -> int:
    """What *act* out of turn puts up: as the act reads it against the stake to be met now."""
    behind = max(0, game.to_meet - game.stakes[player] - game.out_of_turn.get(player, 0))
    return {"bet": 7, "call": behind, "raise_": behind + 3}[act]


def play_in_turn_until(game: BettingRound, player: str) -> None:
    """Every other player calls in his turn (or passes) until it is *player*'s turn or the betting ends."""
    while game.outcome is None and game.to_act != player:
        game.call(game.to_act)


@pytest.mark.law("1882:53", "1882:54", "1882:55", "1882:57")
@pytest.mark.parametrize(("index", "player", "act"), CASES)
def test_every_act_out_of_turn_is_ruled(index: int, player: str, act: str) -> None:
    game = positions()[index]
    turn, pool, stakes, level, steps = game.to_act, game.pool, dict(game.stakes), game.to_meet, len(game.steps)
    if act == "demand_show":
        with pytest.raises(OutOfTurn) as info:
            game.demand_show(player)
        assert info.value.law == "1882:53"
        assert (game.pool, game.stakes, len(game.steps)) == (pool, stakes, steps)
        return
    args = (7,) if act == "bet" else (3,) if act == "raise_" else ()
    put_up = deposit(game, player, act) if act in DEPOSITS else 0
    getattr(game, act)(player, *args)
    step = game.steps[-1]
    assert step.player == player and "1882:53" in step.laws  # the order of the turn is broken
    # the turn and the stake to be met are as they were: the player in turn answers the stakes made in turn
    assert game.to_act == turn and game.to_meet == level and game.stakes == stakes
    if act == "retire":
        assert game.status[player] is Status.RETIRED and "1882:54" in step.laws
        return
    if put_up == 0:  # a pass, or a call of nothing: a statement of intention (57)
        assert game.pool == pool and "1882:57" in step.laws and player not in game.out_of_turn
        return
    assert "1882:55" in step.laws and step.counters == put_up
    assert game.pool == pool + put_up and game.out_of_turn == {player: put_up}
    assert not game.can_recall(player, put_up)
    # when his turn comes, the deposit counts toward his stake: all of it, never less
    before = game.stakes[player]
    play_in_turn_until(game, player)
    if game.to_act == player:  # short of a raise made meanwhile: he must meet it, or retire
        assert game.stakes[player] == before + put_up < game.to_meet
    else:
        assert game.stakes[player] == before + put_up
        counted = next(s for s in game.steps[steps:] if s.player == player and s.act in ("bet", "call", "raise"))
        assert "1882:55" in counted.laws and counted.counters == 0  # the counters went in with the deposit
    assert player not in game.out_of_turn
    assert game.pool == pool + put_up + sum(game.stakes.values()) - sum(stakes.values()) - put_up


@pytest.mark.law("1882:55")
@pytest.mark.parametrize("reading", ["free", "call or retire"])
def test_a_raise_made_meanwhile_under_each_reading(reading: str) -> None:
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", rulings=BettingRulings(raised_meanwhile=reading))
    game.bet("B", 2)
    game.raise_("D", 4)  # C's turn: D deposits 6
    game.raise_("C", 8)  # C raises to 10 before D's turn
    assert game.to_act == "D" and game.stakes["D"] == 6 and game.to_call("D") == 4
    assert game.steps[-1].act == "out of turn, short" and "1882:55" in game.steps[-1].laws
    assert game.can_call("D") and game.can_retire("D")
    assert game.can_raise("D", 1) is (reading == "free")
    if reading == "call or retire":
        with pytest.raises(NotAllowed) as info:
            game.raise_("D", 1)
        assert info.value.law == "1882:55"
    game.retire("D")
    assert game.stakes["D"] == 6 and game.pool == 18  # his deposit is forfeit with his stake


@pytest.mark.law("1882:55")
def test_a_deposit_that_meets_a_raise_made_meanwhile_is_his_bet_in_turn() -> None:
    game = BettingRound(["A", "B", "C", "D"], ante_man="A")
    game.bet("B", 2)
    game.raise_("D", 8)  # deposits 10, out of turn
    game.raise_("C", 3)  # C raises to 5: D's 10 still meet it
    assert game.to_act == "A" and game.stakes["D"] == 10 and game.to_meet == 10
    assert game.steps[-1].act == "raise" and game.steps[-1].player == "D"


@pytest.mark.law("1882:54", "1882:57")
@pytest.mark.parametrize("reading", ["stands", "at his turn"])
def test_a_retirement_out_of_turn_under_each_reading(reading: str) -> None:
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", rulings=BettingRulings(retire_out_of_turn=reading))
    game.bet("B", 2)
    game.raise_("D", 4)  # out of turn: 6 in the pool
    game.retire("D")  # and then out of turn he lays down his cards
    if reading == "stands":
        assert game.status["D"] is Status.RETIRED and game.stakes["D"] == 6 and not game.out_of_turn
    else:
        assert game.status["D"] is Status.IN and game.out_of_turn == {"D": 6}
        assert game.steps[-1].act == "out of turn, retire said" and "1882:57" in game.steps[-1].laws
    assert game.pool == 8


@pytest.mark.law("1882:55")
def test_a_player_who_had_answered_and_deposits_again_out_of_turn_gets_his_turn() -> None:
    """The deposit must count: his turn comes again though he owed no answer, so the betting cannot end without it."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="A")
    game.bet("B", 2)
    game.call("C")
    game.call("D")
    game.bet("C", 3)  # A's turn: C, who had answered, deposits 3 more out of turn
    game.call("A")  # the stakes made in turn are level, but C's turn comes: his 3 are a raise
    assert game.outcome is None and game.stakes["C"] == 5 and game.to_act == "D"
    assert game.steps[-1].player == "C" and game.steps[-1].act == "raise"


@pytest.mark.law("1882:53")
def test_the_preceding_stake_stays_to_be_met_when_its_maker_retires_out_of_turn() -> None:
    """B bets 2 and retires out of turn: C must still stake at least B's 2 (law 53, "the preceding player")."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="A")
    game.bet("B", 2)
    game.retire("B")
    assert game.to_meet == 2 and game.can_call("C")
    game.pass_("C")  # staking nothing against B's 2: he retires (the ruling on 1882:54), the 2 still to be met
    assert "C" not in game.betting() and game.to_meet == 2
    game = BettingRound(["A", "B", "C", "D"], ante_man="A")
    game.bet("B", 2)
    game.raise_("D", 4)
    game.retire("D")  # his 6, deposited out of turn, never counted: C meets B's 2
    assert game.to_meet == 2 and game.stakes["D"] == 6 and game.pool == 8


@pytest.mark.law("foster:8")
def test_under_the_foster_style_account_every_act_out_of_turn_is_refused() -> None:
    for player, (act, args) in itertools.product(("C", "A"), [("bet", ("a red",)), ("call", ()), ("raise_", ("a red",)), ("retire", ())]):
        game = BettingUpTheHands(["A", "B", "C"], age="A")
        with pytest.raises(OutOfTurn):
            getattr(game, act)(player, *args)
        assert game.pool == 0 and not game.steps


@pytest.mark.law("1882:52", "1882:55")
def test_random_play_with_acts_out_of_turn_conserves_every_counter_and_ends() -> None:
    """Whatever mix of acts in and out of turn, the pool holds exactly what was put up, and the betting ends."""
    rng = random.Random(55)
    for _ in range(400):
        seats = SEATS[: rng.randint(2, 5)]
        game = BettingRound(
            seats,
            ante_man=rng.choice(seats),
            funds={p: rng.randint(0, 40) for p in seats if rng.random() < 0.5},
            rulings=BettingRulings(
                raised_meanwhile=rng.choice(["free", "call or retire"]),
                retire_out_of_turn=rng.choice(["stands", "at his turn"]),
                preceding_player=rng.choice(["in the turn", "last to stake"]),
            ),
        )
        start = {p: f for p, f in game.funds.items() if f is not None}
        for _ in range(200):
            if game.outcome is not None:
                break
            player = rng.choice(game.betting())
            act, args = rng.choice([("bet", (rng.randint(0, 9),)), ("call", ()), ("raise_", (rng.randint(1, 9),)), ("pass_", ()), ("retire", ()), ("demand_show", ())])
            if getattr(game, "can_" + act.rstrip("_"))(player, *args):
                getattr(game, act)(player, *args)
        while game.outcome is None:  # the rest in turn: calls, or retirements when a call is refused
            turn = game.to_act
            game.call(turn) if game.can_call(turn) else game.retire(turn)
        assert game.pool == sum(game.stakes.values()) + sum(game.out_of_turn.values())
        # at a show every deposit out of turn has been counted in its depositor's stake: the pool is settled from stakes
        assert game.outcome == "uncalled" or not game.out_of_turn, (game.out_of_turn, [str(s) for s in game.steps])
        assert sum(s.counters for s in game.steps) == game.pool  # every counter put up, once
        for player, funds in start.items():
            assert game.funds[player] == funds - game.stakes[player] - game.out_of_turn.get(player, 0)


@pytest.mark.law("1882:55")
@pytest.mark.parametrize("reading", ["free", "call or retire"])
def test_a_deposit_short_of_a_stake_that_stood_when_it_was_made_is_no_raise_meanwhile(reading: str) -> None:
    """B bets 5; D deposits 2 out of turn; C calls: nothing was raised meanwhile, so D may raise under either reading."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", rulings=BettingRulings(raised_meanwhile=reading))
    game.bet("B", 5)
    game.bet("D", 2)
    game.call("C")
    step = game.steps[-1]
    assert game.to_act == "D" and step.act == "out of turn, short"
    assert "which stood when he deposited" in step.note and "meet it, raise, or retire" in step.note
    assert game.can_raise("D", 3)
    game.raise_("D", 3)
    assert game.stakes["D"] == 8


@pytest.mark.law("1882:55")
def test_a_stake_that_rose_after_the_deposit_is_a_raise_meanwhile() -> None:
    """D deposits 2 out of turn at the first turn; B then bets 5: the stake to meet rose after D deposited."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", rulings=BettingRulings(raised_meanwhile="call or retire"))
    game.bet("D", 2)
    game.bet("B", 5)
    game.call("C")
    assert "which rose after he deposited" in game.steps[-1].note
    assert not game.can_raise("D", 1) and game.can_call("D")


@pytest.mark.law("1882:55", "1882:60")
def test_a_deposit_out_of_turn_counts_when_a_show_for_less_passes_the_turn_to_its_depositor() -> None:
    """C's demand for a show passes the turn to D, who deposited out of turn: the deposit is his bet in turn, not lost."""
    game = BettingRound(["A", "B", "C", "D", "E"], ante_man="A", antes={"A": 5}, funds={"B": 10, "C": 20})
    game.bet("B", 5)
    game.call("C")
    game.raise_("D", 10)
    game.raise_("D", 10)  # E's turn: D deposits 10 out of turn
    game.raise_("E", 10)  # E stakes 25
    game.retire("A")
    game.demand_show("B")
    game.demand_show("C")  # D's turn comes: his 15 and 10 meet E's 25, and the betting is over
    assert not game.out_of_turn and game.stakes["D"] == 25 and game.outcome == "show"
    result = settle(game, {"B": "AS AH AD 2C 3C", "C": "KS KH KD 4C 5C", "D": "QS QH 7D 7C 2S", "E": "JS JH 6D 6C 2D"})
    assert sum(result.payouts.values()) + result.carried == game.pool == 85


@pytest.mark.law("1882:55", "1882:60")
def test_a_deposit_out_of_turn_whose_turn_never_comes_counts_in_the_stake_when_the_betting_closes() -> None:
    """C retires with D's deposit uncounted and D the only player still betting: the deposit joins D's stake at the close."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", funds={"B": 4})
    game.bet("B", 2)
    game.raise_("C", 4)  # C stakes 6
    game.raise_("D", 4)  # D stakes 10
    game.retire("A")
    game.demand_show("B")  # B, short of funds, deposits his last 2 and demands a show for his 4
    game.bet("D", 7)  # C's turn: D deposits 7 out of turn
    game.retire("C")
    assert game.outcome == "show" and not game.out_of_turn and game.stakes["D"] == 17
    assert game.steps[-1].act == "out of turn, closed" and "1882:55" in game.steps[-1].laws
    result = settle(game, {"B": "AS AH AD 2C 3C", "D": "KS KH KD 4C 5C"})
    # B claims his 4 from each stake (law 60); the rest of C's and D's stakes, D's deposit among them, are D's
    assert result.payouts == {"A": 0, "B": 4 + 4 + 4, "C": 0, "D": (6 - 4) + (17 - 4)} and result.carried == 0


DEPOSIT_CASES = [
    pytest.param(i, player, act, id=f"position{i}-{player}-{act}")
    for i, game in enumerate(positions())
    for player in game.betting()
    if player != game.to_act
    for act in ("bet", "call", "raise_")
]


@pytest.mark.law("1882:53", "1882:55")
@pytest.mark.parametrize("reading", ["in the turn", "last to stake"])
@pytest.mark.parametrize(("index", "player", "act"), DEPOSIT_CASES)
def test_the_stake_the_next_player_must_meet_after_a_deposit_out_of_turn_at_every_seat(
    index: int, player: str, act: str, reading: str
) -> None:
    """Law 53's "the preceding player": the one before in the turn (the deposit held apart), or the last to stake."""
    game = positions()[index]
    game.rulings = BettingRulings(preceding_player=reading)
    turn, in_turn = game.to_act, game.to_meet
    whites = deposit(game, player, act)
    getattr(game, "bet")(player, whites)
    total = game.stakes[player] + game.out_of_turn.get(player, 0)  # a call of nothing is a pass: no deposit
    if reading == "in the turn":
        # held apart: the player whose turn it is answers the stakes made in turn
        assert game.to_meet == in_turn
    else:
        # the deposit, if above the stakes made in turn, is the stake he must meet
        assert game.to_meet == max(in_turn, total)
    assert game.to_act == turn and game.to_call(turn) == game.to_meet - game.stakes[turn]
    # every other player calls in turn; the betting ends, the stakes level, every counter counted
    while game.outcome is None:
        game.call(game.to_act)
    assert game.outcome == "show" and not game.out_of_turn
    assert len({game.stakes[p] for p in game.betting()}) == 1
    assert game.stakes[player] == max(total, in_turn) if reading == "last to stake" else game.stakes[player] >= total
    assert game.pool == sum(game.stakes.values()) + sum(game.antes.values())
