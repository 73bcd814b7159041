"""Settling the pool: cases worked out by hand from laws 58-64 and 76 and the edition's rulings."""

from __future__ import annotations

import pytest

from pokerlaws.betting import BettingRound, PoolRulings, settle
from pokerlaws.errors import (
    BettingClosed,
    DuplicateCard,
    InvalidCard,
    NotAllowed,
    ShowForLessRefused,
    UnknownPlayer,
)

ACES = "AS AH AD 2C 3C"
KINGS = "KS KH KD 4C 5C"
QUEENS_UP = "QS QH 7D 7C 2S"
NINE_HIGH = "9C 6D 4S 3H 2D"


def called_round() -> BettingRound:
    game = BettingRound(["A", "B", "C"], ante_man="A", antes={"A": 3})
    game.bet("B", 5)
    game.call("C")
    game.call("A")
    return game


@pytest.mark.law("1882:63", "1882:64")
def test_every_hand_foul_leaves_the_pool_for_the_next_deal() -> None:
    game = called_round()
    result = settle(game, {}, foul=["A", "B", "C"])
    assert result.carried == game.pool == 18 and set(result.payouts.values()) == {0}
    assert "stay for the next deal" in result.lines[-1]


@pytest.mark.law("1882:60", "1882:76")
def test_a_tie_between_a_short_player_and_a_full_one() -> None:
    # X is shown for 4; X and B hold hands identical in value, C a worse one.
    game = BettingRound(["X", "B", "C"], ante_man="C", antes={"C": 2}, funds={"X": 4})
    game.bet("X", 2)
    game.raise_("B", 8)
    game.call("C")
    game.demand_show("X")
    assert game.show_order() == ("X", "B", "C")
    hands = {"X": "9S 8D 7C 6H 5S", "B": "9H 8C 7D 6S 5H", "C": NINE_HIGH}
    result = settle(game, hands)
    # They share the pool of 26 equally (law 76): 13 each, within X's claim under
    # law 60 (the ante 2 + 4 from each of X, B, C = 14), so that limit does not bite.
    assert result.payouts == {"X": 13, "B": 13, "C": 0}
    assert "share" in result.lines[-1] and "[1882:76, 1882:60]" in result.lines[-1]
    # The earlier reading, part by part: of the ante 2 each takes 1; of each stake the
    # first 4 counters are shared (2 each), the rest of B's and C's stakes are B's alone:
    # X 1+2+2+2 = 7, B 1+2+8+8 = 19.
    part = settle(game, hands, rulings=PoolRulings(tie_for_less="part by part"))
    assert part.payouts == {"X": 7, "B": 19, "C": 0}



@pytest.mark.law("1882:60", "1882:76")
def test_two_shown_for_less_tied_with_players_still_betting_are_limited_together() -> None:
    game = BettingRound(["X0", "X1", "X2", "B", "D"], ante_man="D", antes={"D": 2}, funds={"X0": 1, "X1": 2})
    game.bet("X0", 1)
    game.call("X1")
    game.call("X2")
    game.raise_("B", 8)
    game.call("D")
    game.demand_show("X0")
    game.demand_show("X1")
    game.call("X2")
    assert game.stakes == {"X0": 1, "X1": 2, "X2": 9, "B": 9, "D": 9} and game.pool == 32
    hands = {"X0": "9S 8D 7C 6H 5S", "X1": "9H 8C 7D 6S 5H", "X2": "9D 8S 7H 6C 5D", "B": "9C 8H 7S 6D 5C", "D": WORSE}
    # An equal share is 8. X0 may claim 2 + 1 from each of five stakes = 7. X1 alone could
    # claim 11, but out of what X0 leaves he finds 1 of his own stake and 2 of each of the
    # other three: X0 and X1 together may claim 14, 7 each; X2 and B share the other 18.
    assert settle(game, hands).payouts == {"X0": 7, "X1": 7, "X2": 9, "B": 9, "D": 0}


TIED = ("9S 8D 7C 6H 5S", "9H 8C 7D 6S 5H", "9D 8S 7H 6C 5D", "9C 8H 7S 6D 5C")
WORSE = "KS QH 4D 3C 2S"


def _law_60_claim(game: BettingRound, player: str) -> int:
    """What *player*, shown for less, claims under law 60 as the best hand alone (the edition's defaults)."""
    demand = next(d for d in game.demands if d.player == player)
    antes = sum(game.antes.values()) + sum(game.straddles.values())
    return antes + sum(min(game.stakes[p], demand.stake) for p in demand.in_game)


@pytest.mark.law("1882:60", "1882:76")
@pytest.mark.parametrize("short_funds", [(4,), (1,), (7,), (3, 9), (2, 5), (6, 6), (1, 2, 11)])
@pytest.mark.parametrize("full", [1, 2])
@pytest.mark.parametrize("ante", [1, 2, 5])
@pytest.mark.parametrize("raise_by", [1, 3, 8, 20, 60])
def test_a_tie_with_players_shown_for_less_shares_equally_within_law_60(
    short_funds: tuple[int, ...], full: int, ante: int, raise_by: int
) -> None:
    shorts = [f"X{i}" for i in range(len(short_funds))]
    betting = [f"B{i}" for i in range(full)]
    if len(shorts) + len(betting) > len(TIED):
        pytest.skip("not enough hands identical in value in one pack")
    game = BettingRound([*shorts, *betting, "D"], ante_man="D", antes={"D": ante}, funds=dict(zip(shorts, short_funds)))
    game.bet(shorts[0], 1)
    for x in shorts[1:]:
        game.call(x)
    game.raise_(betting[0], raise_by)
    for b in betting[1:]:
        game.call(b)
    game.call("D")
    for x in shorts:
        if game.outcome is None and game.stakes[x] < game.stakes["D"]:
            try:
                game.demand_show(x)
            except ShowForLessRefused:  # he has the funds to call: he is not short
                game.call(x)
    for b in betting:
        if game.outcome is None:
            game.call(b)
    assert game.outcome == "show"
    tied = [*shorts, *betting]
    hands = dict(zip(tied, TIED)) | {"D": WORSE}
    if not game.demands:
        pytest.skip("no one is shown for less")
    result = settle(game, hands)
    got = result.payouts
    pool = game.pool
    assert sum(got.values()) + result.carried == pool
    assert got["D"] == 0
    short = [x for x in shorts if any(d.player == x for d in game.demands)]
    claim = {x: _law_60_claim(game, x) for x in short}
    equal = pool // len(tied)
    for x in short:
        # never more than law 60 lets him claim; never less than his equal share, unless 60 limits it
        # (with several shown for less, their claims come out of what is left, and limit them together)
        assert got[x] <= claim[x]
        if len(short) == 1:
            assert got[x] >= min(claim[x], equal)
    for p in tied:
        if p not in short:
            # one still betting (or not shown for less) takes at least his equal share,
            # and at least his part of the remainder law 60 leaves to the next best hand
            assert got[p] >= equal
            assert got[p] >= (pool - sum(claim.values())) // (len(tied) - len(short))
    if all(claim[x] >= -(-pool // len(tied)) for x in short):
        # law 60 does not bite: the pool is shared equally, the odd counters one each
        assert max(got[p] for p in tied) - min(got[p] for p in tied) <= 1
    # those still betting share equally among themselves, and no one shown for less takes more
    full_ = [p for p in tied if p not in short]
    assert max(got[p] for p in full_) - min(got[p] for p in full_) <= 1
    assert all(got[x] <= min(got[p] for p in full_) + 1 for x in short)
    # players shown for the same sum are treated alike
    for x in short:
        for y in short:
            if game.stakes[x] == game.stakes[y]:
                assert abs(got[x] - got[y]) <= 1
    # the earlier reading keeps the counters too, and never gives a short player more
    part = settle(game, hands, rulings=PoolRulings(tie_for_less="part by part"))
    assert sum(part.payouts.values()) + part.carried == pool
    for x in short:
        assert part.payouts[x] <= got[x]


@pytest.mark.law("1882:60", "1882:64")
def test_short_players_left_alone_by_foul_hands_take_the_rest_by_law_64() -> None:
    game = BettingRound(["X1", "X2", "B"], ante_man="B", antes={"B": 3}, funds={"X1": 4, "X2": 6})
    game.bet("X1", 2)
    game.call("X2")
    game.raise_("B", 10)
    game.demand_show("X1")
    game.demand_show("X2")
    assert game.outcome == "show" and game.stakes == {"X1": 4, "X2": 6, "B": 12}
    result = settle(game, {"X1": ACES, "X2": KINGS}, foul=["B"])
    # X1: 3 + 4 + 4 + 4 = 15; X2 out of what is left: 2 of his own + 6 of B's = 8;
    # the 2 left of B's stake go to the best hand, X1 (law 64).
    assert result.payouts == {"X1": 17, "X2": 8, "B": 0}


@pytest.mark.law("1882:76")
def test_a_three_way_tie_with_carry() -> None:
    game = BettingRound(["A", "B", "C"], ante_man="A", antes={"A": 2})
    game.bet("B", 2)
    game.call("C")
    game.call("A")
    hands = {"A": "9S 8D 7C 6H 5S", "B": "9H 8C 7D 6S 5H", "C": "9D 8S 7H 6C 5D"}
    carried = settle(game, hands, rulings=PoolRulings(odd_counter="carry"))
    assert carried.payouts == {"B": 2, "C": 2, "A": 2} and carried.carried == 2
    first = settle(game, hands)
    assert first.payouts == {"B": 3, "C": 3, "A": 2}  # B and C showed before A


@pytest.mark.law("1882:59")
def test_the_best_hand_wins_whatever_the_order_of_showing() -> None:
    game = called_round()
    result = settle(game, {"A": NINE_HIGH, "B": QUEENS_UP, "C": ACES})
    assert result.payouts == {"B": 0, "C": 18, "A": 0}


@pytest.mark.law("1882:59")
def test_net_gain() -> None:
    game = called_round()
    result = settle(game, {"A": NINE_HIGH, "B": QUEENS_UP, "C": ACES})
    assert result.net(game) == {"A": -8, "B": -5, "C": 13}


@pytest.mark.law("1882:69")
def test_the_hands_are_valued_under_the_chosen_code() -> None:
    game = called_round()
    hands = {"A": "7H 5H 4H 3H 2H", "B": "AS KS QS JS 9S", "C": "JC 10D 8S 6C 4D"}
    assert settle(game, hands).payouts["A"] == 18
    assert settle(game, hands, ruleset="american").payouts["B"] == 18


@pytest.mark.parametrize(
    ("hands", "foul", "error"),
    [
        ({"A": NINE_HIGH, "B": QUEENS_UP}, (), NotAllowed),
        ({"A": NINE_HIGH, "B": QUEENS_UP, "C": ACES, "Z": KINGS}, (), UnknownPlayer),
        ({"A": NINE_HIGH, "B": QUEENS_UP, "C": "AS AH AD 2C 1C"}, (), InvalidCard),
        ({"A": NINE_HIGH, "B": QUEENS_UP, "C": "QS AH AD 2C 3C"}, (), DuplicateCard),
    ],
)
def test_bad_shows(hands, foul, error) -> None:
    with pytest.raises(error):
        settle(called_round(), hands, foul=foul)


def test_nothing_to_settle_before_the_end() -> None:
    game = BettingRound(["A", "B"], ante_man="A")
    game.bet("B", 1)
    with pytest.raises(BettingClosed):
        settle(game, {})


# --- 1882:63: a foul hand loses its stake whether called or not ------------------------


def uncalled_rounds() -> list[BettingRound]:
    """Bets nobody called: in a game of two, a raise, a raise after a call, a bet of nought by the first to speak."""
    games = []
    game = BettingRound(["A", "B"], ante_man="A")
    game.bet("B", 1)
    game.retire("A")
    games.append(game)
    game = BettingRound(["A", "B", "C"], ante_man="A", antes={"A": 3})
    game.bet("B", 5)
    game.raise_("C", 5)
    game.retire("A")
    game.retire("B")
    games.append(game)
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", antes={"A": 2})
    game.bet("B", 6)
    game.call("C")
    game.raise_("D", 3)
    game.retire("A")
    game.retire("B")
    game.retire("C")
    games.append(game)
    game = BettingRound(["A", "B", "C"], ante_man="C", antes={"C": 3})
    game.bet("A", 0)
    game.retire("B")
    game.retire("C")
    games.append(game)
    return games


LAID_DOWN = ("2C 3D 4H 5S 7C", "9S 9H 4D 3C 2S", "KS KH 8D 8C 6S", "QS QH QD 6C 5D")
"""Hands laid face down, each better than the one before under every ruleset: no pair, a pair, two pairs, triplets."""

READINGS_64 = [("carry", "best hand"), ("rest to bettor", "best hand")] + [("law 64", r) for r in ("best hand", "last to retire", "carry")]


def _others_claim(game: BettingRound, others: list[str], result, face_down: str, laid: dict[str, str]) -> None:
    """What law 64 and the ruling on its face-down hands give *others*, each of whom retired in the betting."""
    retired = [s.player for s in game.steps if s.act == "retire" and s.player in others]
    assert sum(result.payouts.values()) + result.carried == game.pool
    if not others:
        assert result.carried == game.pool and set(result.payouts.values()) == {0}
    elif len(others) == 1:  # the text decides: "that player shall claim the pool", though he retired
        assert result.payouts[others[0]] == game.pool and result.carried == 0
        assert "[1882:64]" in result.lines[-1] and result.turned_up == ()
    elif face_down == "best hand":  # the last of *laid* is the best
        best = max(others, key=lambda p: LAID_DOWN.index(laid[p]))
        assert result.payouts[best] == game.pool and result.turned_up == tuple(others)
    elif face_down == "last to retire":
        assert result.payouts[retired[-1]] == game.pool and result.turned_up == ()
    else:
        assert result.carried == game.pool and set(result.payouts.values()) == {0}


@pytest.mark.law("1882:58", "1882:63", "1882:64")
@pytest.mark.parametrize(("foul_uncalled", "face_down"), READINGS_64)
@pytest.mark.parametrize("index", range(4))
@pytest.mark.parametrize("shift", range(2))
def test_an_uncalled_bettor_found_foul_loses_his_stake_and_law_64_gives_the_pool(index: int, foul_uncalled: str, face_down: str, shift: int) -> None:
    game = uncalled_rounds()[index]
    assert game.outcome == "uncalled"
    winner = game.winner_without_show
    others = [p for p in game.order if p != winner]
    laid = {p: LAID_DOWN[(i + shift) % len(others)] for i, p in enumerate(others)}
    rulings = PoolRulings(foul_uncalled=foul_uncalled, face_down=face_down)
    result = settle(game, foul=[winner], rulings=rulings, face_down=laid)
    payouts = result.payouts
    # law 63: he loses his stake, called or not; no counter is created or lost
    assert result.foul == (winner,) and result.pool == game.pool
    assert sum(payouts.values()) + result.carried == game.pool
    assert payouts[winner] + game.stakes[winner] <= game.pool
    assert "[1882:63]" in result.lines[0] and "foul" in result.lines[0]
    if foul_uncalled == "carry":
        assert result.carried == game.pool and set(payouts.values()) == {0}
    elif foul_uncalled == "rest to bettor":
        assert result.carried == game.stakes[winner]
        assert payouts == {p: (game.pool - game.stakes[winner] if p == winner else 0) for p in game.seats}
    else:
        _others_claim(game, others, result, face_down, laid)
    # not found foul, he wins the pool without a show (law 58)
    assert settle(game, rulings=rulings).payouts[winner] == game.pool


@pytest.mark.law("1882:63", "1882:64")
@pytest.mark.parametrize(("all_foul", "face_down"), [("carry", "best hand")] + [("law 64", r) for r in ("best hand", "last to retire", "carry")])
@pytest.mark.parametrize("retiring", [[], ["D"], ["C", "D"], ["D", "C"]])
def test_every_hand_at_the_show_foul_law_64_gives_the_pool_to_the_others(all_foul: str, face_down: str, retiring: list[str]) -> None:
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", antes={"A": 2})
    game.bet("B", 4)
    for player in ("C", "D"):
        game.retire(player) if player in retiring else game.call(player)
    game.call("A")
    foul = list(game.show_order())
    laid = {p: LAID_DOWN[i] for i, p in enumerate(retiring)}
    result = settle(game, {}, foul=foul, rulings=PoolRulings(all_foul=all_foul, face_down=face_down), face_down=laid)
    if all_foul == "carry":
        assert result.carried == game.pool and set(result.payouts.values()) == {0}
    else:
        _others_claim(game, [p for p in game.order if p in retiring], result, face_down, laid)


@pytest.mark.law("1882:64")
def test_law_64_asks_for_the_hands_it_turns_up_and_for_no_others() -> None:
    game = uncalled_rounds()[2]  # D's raise not called; A, B and C retired
    with pytest.raises(NotAllowed, match=r"best hand of the other players, B, C and A.*give the hand of C") as caught:
        settle(game, foul=["D"], face_down={"A": LAID_DOWN[0], "B": LAID_DOWN[1]})
    assert caught.value.law == "1882:64"
    with pytest.raises(NotAllowed, match="D did not retire in the betting") as caught:
        settle(game, foul=["D"], face_down={"D": LAID_DOWN[0]})
    assert caught.value.law == "1882:54"
    # a hand of a retired player turned up is valued as any other: six cards are foul, and the next best claims
    laid = {"A": LAID_DOWN[3] + " 7S", "B": LAID_DOWN[1], "C": LAID_DOWN[0]}
    result = settle(game, foul=["D"], face_down=laid)
    assert result.payouts["B"] == game.pool and any(line.startswith("A's hand is foul") for line in result.lines)


def test_the_defaults_send_the_pool_as_law_64_does() -> None:
    rulings = PoolRulings()
    assert (rulings.foul_uncalled, rulings.all_foul, rulings.face_down) == ("law 64", "law 64", "best hand")


@pytest.mark.law("1882:54")
@pytest.mark.parametrize("index", range(4))
def test_a_player_who_retired_cannot_be_found_foul_after_an_uncalled_bet(index: int) -> None:
    game = uncalled_rounds()[index]
    loser = next(s.player for s in game.steps if s.act == "retire")
    with pytest.raises(NotAllowed) as info:
        settle(game, foul=[loser])
    assert info.value.law == "1882:54"


# --- the words of the settlement: law 60 only where a show for less is demanded --------------


SHOWN = [ACES, KINGS, QUEENS_UP, NINE_HIGH]


@pytest.mark.parametrize("foul", [(), ("A",), ("B",)])
@pytest.mark.parametrize("turn", range(4))
def test_an_ordinary_settlement_cites_no_60(turn: int, foul: tuple) -> None:
    game = called_round()
    order = game.show_order()
    hands = {p: SHOWN[(i + turn) % 4] for i, p in enumerate(order)}
    result = settle(game, hands, foul=list(foul))
    assert not game.demands
    assert not any("1882:60" in line for line in result.lines), result.lines
    assert not any("remainder" in line for line in result.lines), result.lines


@pytest.mark.law("1882:59", "1882:60")
def test_law_60_is_cited_where_a_show_for_less_is_demanded() -> None:
    game = BettingRound(["A", "B", "C"], ante_man="C", antes={"C": 3}, funds={"A": 4})
    game.bet("A", 2)
    game.raise_("B", 8)
    game.call("C")
    game.demand_show("A")
    shown = settle(game, {"A": ACES, "B": KINGS, "C": QUEENS_UP})
    assert "[1882:60]" in shown.lines[-2] and "claims the remainder" in shown.lines[-1] and "1882:60" in shown.lines[-1]
    # the player still betting holds the best hand: he wins the pool, by law 59, though a demand exists
    best = settle(game, {"A": KINGS, "B": ACES, "C": QUEENS_UP})
    assert best.payouts["B"] == game.pool and best.lines[-1].endswith("[1882:59]")


@pytest.mark.parametrize("field", ["several_shows", "retired_before_demand", "odd_counter", "foul_uncalled"])
def test_pool_rules_refuse_unknown_values(field: str) -> None:
    with pytest.raises(ValueError, match=field):
        PoolRulings(**{field: "whatever"})


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"foul": "BC"}, "one string"),  # not B and C, letter by letter
        ({"foul": None}, "foul must be a list"),
        ({"foul": ["B", "B"]}, "twice"),
        ({"foul": [["B"]]}, "foul must be a list"),
        ({"rulings": {"odd_counter": "carry"}}, "PoolRulings(**{'odd_counter': 'carry'})"),
        ({"rulings": "carry"}, "rulings must be a PoolRulings"),
    ],
)
def test_settle_refuses_arguments_of_the_wrong_kind(kwargs: dict, words: str) -> None:
    hands = {"A": ACES, "B": KINGS, "C": QUEENS_UP}
    with pytest.raises(ValueError) as info:
        settle(called_round(), hands, **kwargs)
    assert words in str(info.value)
    assert type(info.value) is ValueError  # a clear refusal, not a TypeError or AttributeError


def test_settle_refuses_hands_that_are_not_a_mapping() -> None:
    with pytest.raises(ValueError, match="hands must be a mapping"):
        settle(called_round(), ACES)


def test_foul_may_be_a_tuple_or_a_set() -> None:
    hands = {"A": ACES, "B": KINGS, "C": QUEENS_UP}
    assert settle(called_round(), hands, foul=("A",)).payouts == settle(called_round(), hands, foul={"A"}).payouts


# --- the rulings of 59, 60 and 64 kept as parameters (issue 10) --------------------------------


@pytest.mark.law("1882:60")
@pytest.mark.parametrize("beyond", [0, 5, 20, 40])
def test_several_shows_by_the_letter_of_the_remainder(beyond: int) -> None:
    """Under "remainder" the next best hand after the first claimant, though shown for less, claims all that is left."""
    game = BettingRound(["A", "B", "C", "D", "E"], ante_man="A", antes={"A": 5}, funds={"B": 10, "C": 20})
    game.bet("B", 5)
    game.call("C")
    game.raise_("D", 10)
    game.raise_("E", 10)
    game.retire("A")
    game.demand_show("B")
    game.demand_show("C")
    if beyond:
        game.raise_("D", beyond)
        game.call("E")
    else:
        game.call("D")
    hands = {"B": ACES, "C": KINGS, "D": QUEENS_UP, "E": "JS JH 6D 6C 2H"}
    first = 5 + 10 * 4
    by_letter = settle(game, hands, rulings=PoolRulings(several_shows="remainder"))
    assert by_letter.payouts == {"A": 0, "B": first, "C": game.pool - first, "D": 0, "E": 0}
    # the default: C only up to his 20 out of what is left of each stake; D, still betting, the rest
    left = {p: game.stakes[p] - min(10, game.stakes[p]) for p in "BCDE"}
    c_claims = sum(min(20, n) for n in left.values())
    assert settle(game, hands).payouts == {"A": 0, "B": first, "C": c_claims, "D": game.pool - first - c_claims, "E": 0}


@pytest.mark.law("1882:59")
@pytest.mark.parametrize("ante_man", ["A", "B", "C", "D"])
@pytest.mark.parametrize("raiser", [0, 1, 2])
def test_the_last_player_in_turn_begins_the_show_left_of_the_ante(ante_man: str, raiser: int) -> None:
    seats = ["A", "B", "C", "D"]
    game = BettingRound(seats, ante_man=ante_man)
    turn = [*seats[seats.index(ante_man) + 1 :], *seats[: seats.index(ante_man) + 1]]
    for i, player in enumerate(turn):
        game.bet(player, 2) if i == 0 else (game.raise_(player, 1) if i == raiser else game.call(player))
    for player in turn[:raiser]:
        game.call(player)
    hands = dict(zip(turn, [ACES, KINGS, QUEENS_UP, NINE_HIGH]))
    assert settle(game, hands).lines[0].endswith(f"{', '.join(game.show_order())} [1882:59]")
    in_turn = settle(game, hands, rulings=PoolRulings(last_player="last in turn"))
    assert in_turn.lines[0].endswith(f"{', '.join(turn)} [1882:59]")  # from the first player left of the ante-man
    assert in_turn.payouts == settle(game, hands).payouts  # the order decides no claim by itself


@pytest.mark.law("1882:60", "1882:64")
def test_what_law_60_holds_back_when_every_player_still_betting_is_foul() -> None:
    game = BettingRound(["A", "B", "C", "D"], ante_man="D", antes={"D": 2}, funds={"A": 4, "B": 6})
    game.bet("A", 2)
    game.call("B")
    game.raise_("C", 10)
    game.call("D")
    game.demand_show("A")
    game.demand_show("B")
    hands = {"A": ACES, "B": KINGS, "C": QUEENS_UP, "D": "JS JH 6D 6C 2H"}
    a, b = 2 + 4 * 4, 2 + 6 + 6  # law 60, out of what is left
    assert settle(game, hands, foul=["C", "D"]).payouts == {"A": game.pool - b, "B": b, "C": 0, "D": 0}
    carried = settle(game, hands, foul=["C", "D"], rulings=PoolRulings(short_left="carry"))
    assert (carried.payouts, carried.carried) == ({"A": a, "B": b, "C": 0, "D": 0}, game.pool - a - b)


@pytest.mark.law("1882:60")
def test_the_ante_is_the_ante_man_s_and_the_others_antes_are_made_good() -> None:
    """Without made_good, every player's antes but the ante-man's were made good: they are stakes."""
    game = BettingRound(["A", "B", "C"], ante_man="C", antes={"A": 2, "B": 2, "C": 3}, funds={"A": 4})
    game.bet("A", 2)
    game.raise_("B", 8)
    game.call("C")
    game.demand_show("A")
    hands = {"A": ACES, "B": "KS KH 7D 7C 2S", "C": "QS QH 5D 4C 9S"}
    # A's stake is 2 + 4 = 6; B's 2 + 10, C's 10: the ante 3 + 6 from each = 21
    assert settle(game, hands).payouts == {"A": 21, "B": game.pool - 21, "C": 0}
    # every player's: the antes 7 + 4 from each
    assert settle(game, hands, rulings=PoolRulings(ante="every player's")).payouts == {"A": 19, "B": game.pool - 19, "C": 0}
    # the ante given: the ante-man C put up 1 as the ante and made good 2
    assert settle(game, hands, ante=1).payouts == {"A": 1 + 3 * 6, "B": game.pool - 19, "C": 0}


@pytest.mark.parametrize(
    ("ante", "words"),
    [(2, "within the ante-man B's antes of 1"), (-1, "whole number"), (1.0, "whole number"), (True, "whole number")],
)
def test_the_ante_is_checked(ante, words) -> None:  # noqa: ANN001
    game = BettingRound(["A", "B"], ante_man="B", antes={"A": 2, "B": 1})
    game.bet("A", 2)
    game.call("B")
    with pytest.raises(ValueError, match=words):
        settle(game, {"A": ACES, "B": KINGS}, ante=ante)


@pytest.mark.law("1882:60")
@pytest.mark.parametrize("blind", [0, 1, 2, 3, 4])
def test_settle_and_the_judge_of_a_whole_deal_follow_one_rule_for_the_ante(blind: int) -> None:
    """Given the ante-man's ante, settle counts every other counter put up before the draw but the straddles as made
    good, as the judge of a whole deal does from the blind: the same payouts as the made good written out by hand."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", antes={"A": 4, "B": 2, "C": 4, "D": 4}, straddles={"B": 2}, funds={"C": 6})
    game.bet("B", 3)
    game.call("C")
    game.raise_("D", 5)
    game.retire("A")
    game.call("B")
    game.demand_show("C")
    hands = {"B": KINGS, "C": ACES, "D": QUEENS_UP}
    got = settle(game, hands, ante=blind).payouts
    # by hand: the ante (blind) and the straddle 2; C's stake, 6 and his 4 made good, 10, from each of B, C, D
    stakes = {"B": 3 + 5 + 2, "C": 6 + 4, "D": 8 + 4}
    claim = blind + 2 + sum(min(10, n) for n in stakes.values())
    assert got["C"] == claim and got["B"] == game.pool - claim
    assert settle(game, hands).payouts == settle(game, hands, ante=4).payouts  # not given: all his antes are the ante


def _game_where_law_60_bites() -> BettingRound:
    # X is shown for 4 against B's 22: half the pool of 50 would be 25, law 60 lets X claim 14
    game = BettingRound(["X", "B", "C"], ante_man="C", antes={"C": 2}, funds={"X": 4})
    game.bet("X", 2)
    game.raise_("B", 20)
    game.call("C")
    game.demand_show("X")
    return game


TIE_WITH_X = {"X": "9S 8D 7C 6H 5S", "B": "9H 8C 7D 6S 5H", "C": "KS QH 4D 3C 2S"}


@pytest.mark.law("1882:76", "1882:60")
def test_the_letter_of_76_alone_is_a_reading_of_a_tie_for_less() -> None:
    game = _game_where_law_60_bites()
    assert game.pool == 50
    # the default: law 60 limits X to his claim, 14; B takes the rest
    assert settle(game, TIE_WITH_X).payouts == {"X": 14, "B": 36, "C": 0}
    # the letter of 76 alone: "share the pool equally", 25 each
    letter = settle(game, TIE_WITH_X, rulings=PoolRulings(tie_for_less="law 76"))
    assert letter.payouts == {"X": 25, "B": 25, "C": 0}
    assert "share the pool equally" in letter.lines[-1] and "X 25, B 25" in letter.lines[-1]


@pytest.mark.law("1882:76")
@pytest.mark.parametrize("tie_for_less", ["equally", "law 76", "part by part"])
@pytest.mark.parametrize("raise_by", [3, 5, 8, 20, 60])
def test_a_line_that_says_equally_never_prints_unequal_shares(tie_for_less: str, raise_by: int) -> None:
    game = BettingRound(["X", "B", "C"], ante_man="C", antes={"C": 2}, funds={"X": 4})
    game.bet("X", 2)
    game.raise_("B", raise_by)
    game.call("C")
    game.demand_show("X")  # X has 2 left, short of the raise
    for odd_counter in ("first to show", "carry"):
        result = settle(game, TIE_WITH_X, rulings=PoolRulings(tie_for_less=tie_for_less, odd_counter=odd_counter))
        shares = [result.payouts["X"], result.payouts["B"]]
        for line in result.lines:
            if "equally" in line and "would share" not in line:
                # equal, but for the odd counter the ruling on 76 gives to the first to show
                assert max(shares) - min(shares) <= 1, line
                if shares[0] != shares[1]:
                    assert "odd counter" in line, line


@pytest.mark.law("1882:64")
@pytest.mark.parametrize("other_players", ["at the show", "every player"])
def test_a_foul_hand_and_a_good_one_at_the_show_with_players_who_retired(other_players: str) -> None:
    game = BettingRound(["A", "B", "C", "D"], ante_man="A", antes={"A": 2})
    game.bet("B", 5); game.call("C"); game.retire("D"); game.retire("A")  # fmt: skip
    laid = {"D": LAID_DOWN[2], "A": LAID_DOWN[1]}  # D's two pairs beat C's no pair
    result = settle(game, {"C": LAID_DOWN[0]}, foul=["B"], rulings=PoolRulings(other_players=other_players), face_down=laid)
    if other_players == "at the show":
        assert result.payouts["C"] == game.pool and result.turned_up == ()
        assert "only other player at the show" in result.lines[-1]
    else:
        assert result.payouts["D"] == game.pool and result.turned_up == ("D", "A")


@pytest.mark.law("1882:60", "1882:64")
@pytest.mark.parametrize("claim_for_less", ["law 60", "the pool"])
@pytest.mark.parametrize("short_left", ["best hand", "carry"])
@pytest.mark.parametrize("foul", [("D",), ("C", "D"), ("B", "C", "D")])
def test_a_claimant_shown_for_less_under_law_64_reads_both_clauses_alike(claim_for_less: str, short_left: str, foul: tuple[str, ...]) -> None:
    """1882:64 gives "the pool" to "only one other player" and to "the holder of the best hand" in the same words: the
    ruling (claim_for_less) reads both clauses alike. A, shown for 4, holds the best hand; under "law 60" he takes law
    60's claim (18) whether one or several other players are left, and what is left goes to the next best hand or,
    with none, as short_left says; under "the pool" he takes the whole pool in either clause."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="D", antes={"D": 2}, funds={"A": 4})
    game.bet("A", 2); game.call("B"); game.raise_("C", 10); game.call("D")  # fmt: skip
    game.demand_show("A"); game.call("B")  # fmt: skip
    hands = {"A": "AS AH AD 2C 3C", "B": "KS KH 7D 7C 2S", "C": "QS QH 5D 4C 9S"}
    hands = {p: h for p, h in hands.items() if p not in foul}
    result = settle(game, hands, foul=list(foul), rulings=PoolRulings(claim_for_less=claim_for_less, short_left=short_left))
    assert sum(result.payouts.values()) + result.carried == game.pool == 42
    if claim_for_less == "the pool":
        assert result.payouts["A"] == 42 and "shown for less or not" in result.lines[-1]
    elif "B" in foul and "C" in foul:  # A the only other player: law 60's claim, the rest as short_left says
        assert result.payouts["A"] == (42 if short_left == "best hand" else 18) and result.carried == (0 if short_left == "best hand" else 24)
    else:  # a good hand besides A's: law 60's claim, the next best hand the remainder
        assert result.payouts["A"] == 18 and result.payouts["B" if "B" not in foul else "C"] == 24


@pytest.mark.law("foster:9", "1895:24", "1882:64")
@pytest.mark.parametrize(("retired_claim", "c"), [("law 64", 11), ("his stake", 7), ("every claim", 0)])
def test_what_a_player_who_retired_may_claim_is_his_codes_ruling(retired_claim: str, c: int) -> None:
    """``Code.retired_claim``, the rulings on foster:9 and 1895:24: every hand at the show foul, C the only other player,
    who put in 4 (an ante of 2 and a stake of 2): he claims the pool (law 64), the pool less his 4 (foster:9's words),
    or nothing (1895:24 read as barring every claim)."""
    import dataclasses

    game = BettingRound(["A", "B", "C"], ante_man="A", antes={"A": 1, "C": 2})
    game.code = dataclasses.replace(game.code, retired_claim=retired_claim)
    game.bet("B", 2); game.call("C"); game.raise_("A", 1); game.call("B"); game.retire("C")  # fmt: skip
    result = settle(game, {}, foul=["A", "B"])
    assert game.pool == 11 and result.payouts["C"] == c and result.carried == 11 - c


@pytest.mark.law("1882:60", "1882:64")
@pytest.mark.parametrize("claim_for_less", ["law 60", "the pool"])
@pytest.mark.parametrize("other_players", ["at the show", "every player"])
def test_a_claimant_shown_for_less_takes_law_60s_measure_whoever_the_other_players_are(claim_for_less: str, other_players: str) -> None:
    """The ruling on 1882:64 (claim_for_less) holds under either reading of law 64's other players (issue 28: under
    "every player" the best hand took the whole pool, shown for less or not). C's hand is foul; A, shown for 4, holds
    the best hand (threes, aces); D retired, his threes, queens laid face down, better than B's two pairs. Under "law
    60" A claims 14, and the next best the remainder: B at the show, or D under "every player"; under "the pool" A
    takes the whole 30 either way."""
    game = BettingRound(["A", "B", "C", "D"], ante_man="D", antes={"D": 2}, funds={"A": 4})
    game.bet("A", 2); game.call("B"); game.raise_("C", 10); game.retire("D"); game.demand_show("A"); game.call("B")  # fmt: skip
    rulings = PoolRulings(claim_for_less=claim_for_less, other_players=other_players)
    result = settle(game, {"A": "AS AH AD 2C 3C", "B": "KS KH 7D 7C 2S"}, foul=["C"], rulings=rulings, face_down={"D": "QS QH QD 6C 5D"})
    assert game.pool == 30 and result.carried == 0
    if claim_for_less == "the pool":
        assert result.payouts == {"A": 30, "B": 0, "C": 0, "D": 0}
    elif other_players == "at the show":
        assert result.payouts == {"A": 14, "B": 16, "C": 0, "D": 0}
    else:
        assert result.payouts == {"A": 14, "B": 0, "C": 0, "D": 16} and result.turned_up == ("D",)
        assert "D holds the best hand left (threes, queens): he claims the remainder, 16" in result.lines[-1]
