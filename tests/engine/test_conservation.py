"""Conservation of the pool: thousands of random legal games, settled (laws 58-64, 76 of 1882).

Each example plays one whole betting round after the draw, chosen at random but
legal at every step: the table (two to seven seats, an ante-man, players who
retired before the draw, antes, straddles, funds that are often small so that
shows for less happen, sometimes unlimited), and each act taken only among
those that the round's own ``can_…`` questions allow. When the betting is over
the hands are dealt from one pack without replacement (now and then a hand of
four or six cards, which is foul), some players at the show are found foul,
and the pool is settled under random [`PoolRulings`][pokerlaws.betting.PoolRulings].
The properties checked are stated in the laws' terms in the docstring of
`test_settlement_obeys_the_laws`.
"""

from __future__ import annotations

import copy
import functools
import random

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from pokerlaws import PACK, evaluate
from pokerlaws.betting import BettingRulings, PoolRulings, settle
from pokerlaws.betting.round import BettingRound
from pokerlaws.table import Status
from pokerlaws.table.seats import check_name
from pokerlaws.table.showdown import ranked

NAMES = "ABCDEFG"
MAX_RAISING_STEPS = 24
"""After so many steps no more raises or loans are drawn, so that every game ends."""

RULINGS = {
    "own_stake_returned": (True, False),
    "several_shows": ("out of what is left", "levels"),
    "retired_before_demand": ("remainder", "claimable"),
    "odd_counter": ("first to show", "carry"),
    "ante": ("ante-man's", "every player's"),
}

# --- the table ------------------------------------------------------------------------
# Strategies are built once: building one inside the game loop costs more than drawing from it.


@functools.cache
def between(low: int, high: int) -> st.SearchStrategy[int]:
    """``st.integers(low, high)``, built once for each pair of bounds."""
    return st.integers(low, high)


@functools.cache
def seatings(n: int) -> st.SearchStrategy[list[str]]:
    return st.permutations(NAMES[:n])


amounts = st.one_of(st.just(0), between(0, 6), between(0, 40))
some_funds = st.one_of(between(3, 12), between(5, 25), between(0, 60))
funds_modes = st.sampled_from(["small", "small", "mixed", "tight", "tight", "unlimited"])
directions = st.sampled_from(["left", "right"])


def pick(draw, items):  # noqa: ANN001, ANN201
    """One of *items*, drawn by its index."""
    return items[draw(between(0, len(items) - 1))]


@st.composite
def tables(draw: st.DrawFn) -> dict:
    """The arguments of a `BettingRound`: seats, ante-man, players holding cards, antes, straddles, funds, direction."""
    n = draw(st.sampled_from(range(2, 8)))
    seats = list(draw(seatings(n)))
    ante_man = pick(draw, seats)
    # who still holds cards after the draw: at least two, the ante-man perhaps not
    out = {p for p in seats if draw(between(0, 4)) == 4}
    players = [p for p in seats if p not in out]
    for p in seats:  # give cards back, in seat order, until two hold them
        if len(players) >= 2:
            break
        if p not in players:
            players.append(p)
    players = [p for p in seats if p in players]
    antes = {pick(draw, seats): draw(amounts) for _ in range(draw(between(0, 2)))}
    if draw(st.booleans()):
        antes[ante_man] = draw(between(1, 10))
    straddles = {pick(draw, seats): draw(amounts) for _ in range(draw(between(0, 2)))}
    mode = draw(funds_modes)
    if mode == "unlimited":
        funds = None
    elif mode == "tight":
        # one player rich enough for any bet, the others short of funds: shows for less, several at a time
        rich = pick(draw, players)
        funds = {p: draw(between(2, 15)) for p in players if p != rich}
    else:
        funds = {}
        for p in players:
            if mode == "mixed" and draw(st.booleans()):
                continue  # this one has enough for any bet
            funds[p] = draw(some_funds)
    direction = draw(directions)
    return dict(seats=seats, ante_man=ante_man, players=players, antes=antes, straddles=straddles, funds=funds, rulings=BettingRulings(direction=direction))


KINDS = ("demand", "demand", "demand", "demand", "raise", "raise", "raise", "call", "call", "bet", "pass", "retire")
"""The acts, weighted by repetition: demands and raises are made likely, so that shows for less are many.

The first of the list comes first: Hypothesis draws the least index more often than the others.
"""


def legal_kinds(game: BettingRound, player: str, raising: bool) -> list[str]:
    """The kinds of act *player* may do now, by the round's own ``can_…`` questions."""
    allowed = {
        "call": game.can_call(player),
        "pass": game.can_pass(player),
        "retire": game.can_retire(player),
        "demand": game.can_demand_show(player),
        "raise": raising and game.can_raise(player, 1),
        "bet": raising and game.can_bet(player, game.to_meet - game.stakes[player]),
    }
    kinds = [k for k in KINDS if allowed[k]]
    if game.to_meet == 0 and allowed["raise"]:
        kinds = ["raise"] * 4 + kinds  # nothing staked yet: a bet is likelier than a pass
    if raising and not (game.steps and game.steps[-1].act == "borrow"):
        kinds.insert(-1, "borrow")  # not twice running: a loan does not pass the turn
    return kinds


def play(data: st.DataObject, table: dict) -> tuple[BettingRound, int]:
    """Play a round to its end with random legal acts; return it and the counters deposited (own ledger)."""
    game = BettingRound(table["seats"], table["ante_man"], **{k: v for k, v in table.items() if k not in ("seats", "ante_man")})
    base = sum(table["antes"].values()) + sum(table["straddles"].values())
    assert game.pool == base
    deposited = 0
    funds = dict(game.funds)
    steps = 0
    while game.outcome is None:
        player = game.to_act
        assert player is not None and game.status[player] is Status.IN
        kinds = legal_kinds(game, player, steps < MAX_RAISING_STEPS)
        assert "retire" in kinds, f"{player} may always retire in his turn (law 1882:54)"
        kind = pick(data.draw, kinds)
        to_call = game.to_meet - game.stakes[player]
        room = 30 if game.funds[player] is None else min(30, game.funds[player] - to_call)
        pool_before = game.pool
        stake_before = game.stakes[player]
        if kind == "call":
            game.call(player)
        elif kind == "pass":
            game.pass_(player)
        elif kind == "retire":
            game.retire(player)
        elif kind == "demand":
            game.demand_show(player)
        elif kind == "raise":
            by = room if data.draw(st.booleans()) else data.draw(between(1, room))  # often all he has
            assert game.can_raise(player, by)
            game.raise_(player, by)
        elif kind == "bet":
            amount = to_call + data.draw(between(0, room))
            assert game.can_bet(player, amount)
            game.bet(player, amount)
        else:
            borrower = pick(data.draw, game.betting())
            loan = data.draw(between(1, 20))
            assert game.can_borrow(borrower, loan)
            if funds[borrower] is not None:
                funds[borrower] += loan
            game.borrow(borrower, loan)
        put = game.stakes[player] - stake_before
        assert put >= 0, "a bet cannot be recalled (law 1882:55)"
        assert game.pool == pool_before + put, "every deposit goes into the pool (law 1882:52)"
        if kind != "borrow" and funds.get(player) is not None:
            funds[player] -= put
            assert funds[player] >= 0
        deposited += put
        assert game.funds == funds
        steps += 1
    assert game.pool == base + deposited
    return game, deposited


# --- the hands -----------------------------------------------------------------------

SUITS = ("C", "D", "H", "S")


def deal(rnd: random.Random, show: tuple[str, ...]) -> dict[str, list]:
    """Five cards (now and then four or six) for each player at the show, from one pack, no card twice.

    Half the time a group of two to four players gets hands identical in
    value (the same ranks in other suits), so that law 76 is exercised.
    """
    pack = {str(card): card for card in PACK}
    hands: dict[str, list] = {}
    if len(show) >= 2 and rnd.random() < 0.5:
        pattern = rnd.choice(["distinct", "sequence", "sequence", "pair", "two pairs"])
        k = rnd.randint(2, min(len(show), 2 if pattern in ("pair", "two pairs") else 4))
        group = rnd.sample(show, k)
        letters = {r: c for r, c in zip(range(2, 15), "23456789TJQKA")}
        if pattern == "distinct":
            ranks = rnd.sample(range(2, 15), 5)
        elif pattern == "sequence":
            low = rnd.randint(1, 10)
            ranks = [14 if r == 1 else r for r in range(low, low + 5)]
        elif pattern == "pair":
            r, *rest = rnd.sample(range(2, 15), 4)
            ranks = [r, r, *rest]
        else:
            r, q, c = rnd.sample(range(2, 15), 3)
            ranks = [r, r, q, q, c]
        suits_of: dict[int, list[str]] = {r: rnd.sample(SUITS, 4) for r in set(ranks)}
        # each rank's suits, in a random order, go one by one to the players of the group
        taken = dict.fromkeys(ranks, 0)
        names: dict[str, list[str]] = {p: [] for p in group}
        for p in group:
            for r in ranks:
                names[p].append(letters[r] + suits_of[r][taken[r]])
                taken[r] += 1
        for p in group:
            hands[p] = [pack.pop(name) for name in names[p]]
    rest = list(pack.values())
    rnd.shuffle(rest)
    for p in show:
        if p not in hands:
            hands[p] = [rest.pop() for _ in range(5)]
    for p in show:
        size = rnd.choices([5, 4, 6], weights=[14, 1, 1])[0]
        if size == 4:
            hands[p] = hands[p][:4]
        elif size == 6:
            hands[p] = [*hands[p], rest.pop()]
    return hands


def as_given(rnd: random.Random, cards: list):
    """The hand as a caller might give it: a string, a tuple of Cards, or a list of strings."""
    form = rnd.randrange(3)
    if form == 0:
        return " ".join(map(str, cards))
    if form == 1:
        return tuple(cards)
    return [str(c) for c in cards]


pool_rulings = st.builds(PoolRulings, **{name: st.sampled_from(values) for name, values in RULINGS.items()})


# --- the test --------------------------------------------------------------------------


@pytest.mark.law("1882:52", "1882:54", "1882:58", "1882:59", "1882:60", "1882:63", "1882:64", "1882:76")
@settings(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables(), data=st.data(), pool_rules=pool_rulings, ruleset=st.sampled_from(["1882", "american"]))
def test_settlement_obeys_the_laws(table: dict, data: st.DataObject, pool_rules: PoolRulings, ruleset: str) -> None:
    """A random legal game, settled: the pool is kept to the counter and claimed only as the laws allow.

    1. **Conservation** (1882:52, 58, 60, 64, 76). Every bet is deposited in the
       pool, and the settlement pays it out: the payouts and the counters
       carried to the next deal add up to the pool, and the pool is the antes
       and straddles and every stake — no counter created or lost, whatever
       the shows for less, the foul hands and the odd counters. Payouts are
       whole counters, never negative.
    2. **No one takes more than the laws give.** A player who retired
       (1882:54) or holds a foul hand (1882:63, 64) forfeits his stake and
       receives nothing. A player shown for less (1882:60) claims the ante and
       straddles and "a sum equal to his stake from every player in the game at
       the time of his demanding a show, out of their stakes": at most the
       ante and straddles plus, from each such player, the lesser of the two
       stakes (so at most his stake times their number); under the ruling on
       "the ante" (``PoolRulings.ante``) the ante is the ante-man's and the
       other players' antes are counted in their stakes, or every ante is — unless law 64 gives
       him the whole pool: he is the only other player whose hand is not foul,
       or every player still betting at the end holds a foul hand and his is
       the best hand. When he is the only one shown for less and his hand is
       the best, he claims exactly so much. When several are shown for less
       and the ruling is "levels" (a modern side pot), together they take from
       each stake no more than the largest of their own stakes. When every
       player still betting holds a foul hand, the best of the other hands
       claims what is left (1882:64). An uncalled bet (1882:58) wins exactly
       the pool, without a show.
    3. **A worse hand claims nothing from a better player still betting**
       (1882:59, 60). A player still betting (not shown for less) claims "the
       remainder", all that is left after the better hands: so a player whose
       hand is beaten by that of a player still betting receives nothing. In
       particular a player still betting whose hand is worse than every other
       good hand at the show receives nothing unless he is the only one still
       betting with a good hand (full players below a full player with a
       better hand get nothing); and law 64: the only good hand claims the pool.
    4. **Hands identical in value share** (1882:76). Players still betting who
       tie for the best hand among those still betting, with no player shown
       for less holding as good a hand, share what is left equally: with the
       odd counter to the first to show (1882:59) their payouts differ by at
       most one counter, the earlier in the order of the show never getting
       less; with "carry", they are equal and fewer counters are carried
       than there are sharers.
    5. **Determinism.** Settling the same game with the same hands twice gives
       the same settlement, and settling leaves the game as it was.
    """
    game, deposited = play(data, table)
    antes = sum(table["antes"].values()) + sum(table["straddles"].values())
    pool = game.pool
    assert pool == antes + sum(game.stakes.values()) == antes + deposited

    event(f"outcome: {game.outcome}")
    event(f"shows for less: {min(len(game.demands), 2)}{'+' if len(game.demands) >= 2 else ''}")
    if game.outcome == "uncalled":
        winner = game.winner_without_show
        assert winner is not None and game.status[winner] is Status.IN
        result = settle(game, rulings=pool_rules, ruleset=ruleset)
        assert result.pool == pool
        assert result.payouts == {p: (pool if p == winner else 0) for p in game.seats}, "law 1882:58"
        assert result.carried == 0
        again = settle(game, rulings=pool_rules, ruleset=ruleset)
        assert again == result
        return

    assert game.outcome == "show"
    show = game.show_order()
    assert set(show) == {p for p in game.order if game.status[p] is not Status.RETIRED}
    rnd = data.draw(st.randoms(use_true_random=True), label="the deal")
    cards = deal(rnd, show)
    hands = {p: as_given(rnd, cards[p]) for p in show}
    if game.demands and rnd.random() < 0.2:
        # law 64's case: every player still betting holds a foul hand, the shown for less do not (or not all)
        declared = {p for p in show if game.status[p] is Status.IN or rnd.random() < 0.1}
    else:
        declared = {p for p in show if rnd.random() < 0.12}
    foul = declared | {p for p in show if len(cards[p]) != 5}
    keys = {p: evaluate(tuple(cards[p]), ruleset).key for p in show if p not in foul}
    # the order of the hands is the ruleset's (law 75's untied card read across all the hands under 1882),
    # not always the order of their keys: rank 0 is the best, a rank shared is a share (1882:76)
    rank = {p: i for i, group in enumerate(ranked({p: evaluate(tuple(cards[p]), ruleset) for p in show if p not in foul})) for p in group}
    valid = [p for p in show if p not in foul]

    # those who retired in the betting laid their hands face down: law 64 may turn them up (the ruling on 1882:64)
    retired = [p for p in game.order if p not in show]
    rest = [card for card in PACK if all(card not in held for held in cards.values())]
    face_down = {p: " ".join(map(str, rest[5 * i : 5 * i + 5])) for i, p in enumerate(retired)}

    state = copy.deepcopy(vars(game))
    result = settle(game, hands, foul=sorted(declared), ruleset=ruleset, rulings=pool_rules, face_down=face_down)
    payouts, carried = result.payouts, result.carried

    # 1. conservation to the counter
    assert result.pool == pool
    assert set(payouts) == set(game.seats)  # every seat, those out before the draw with 0
    assert all(type(v) is int and v >= 0 for v in payouts.values()), payouts
    assert type(carried) is int and carried >= 0
    assert sum(payouts.values()) + carried == pool, (payouts, carried, pool)
    assert set(result.foul) == foul
    assert {p: v.key for p, v in result.values.items()} == keys
    if not valid:
        # law 64: the pool to the only other player who retired, or to the best of their hands (or carried, by the rulings)
        if not retired or pool_rules.all_foul == "carry" or (len(retired) > 1 and pool_rules.face_down == "carry"):
            assert carried == pool
        else:
            assert sum(payouts[p] for p in retired) + carried == pool and carried < max(2, len(retired))
        event("every hand at the show is foul")
    elif pool_rules.odd_counter == "first to show":
        assert carried == 0

    event(f"good hands at the show: {min(len(valid), 3)}")
    event(f"foul: {'some' if foul else 'none'}; carried: {'yes' if carried else 'no'}")

    # 2. no one takes more than the laws give
    betting_valid = [p for p in valid if game.status[p] is Status.IN]
    best_key = 0
    for p in game.order:
        if p in foul or (game.status[p] is Status.RETIRED and valid):
            # one who retired claims only where law 64 reaches him: every hand at the show foul (the ruling on 64)
            assert payouts[p] == 0, f"{p} retired or holds a foul hand (1882:54, 63, 64) but receives {payouts[p]}"
    demands = {d.player: d for d in game.demands}
    # "the ante" of law 60: the ante-man's alone, the others' antes made good and part of their stakes; or every ante
    made = {o: n for o, n in table["antes"].items() if o != game.age and n} if pool_rules.ante == "ante-man's" else {}
    the_ante = antes - sum(made.values())
    stake_of = dict(game.stakes) | {o: game.stakes.get(o, 0) + n for o, n in made.items()}
    for p, demand in demands.items():
        assert game.status[p] is Status.SHORT
        if p in foul:
            continue
        if valid == [p] or (not betting_valid and rank[p] == best_key):
            continue  # law 64: the pool goes to him
        eligible = set(demand.in_game) & set(stake_of)
        if pool_rules.retired_before_demand == "claimable":
            eligible = set(stake_of)
        if not pool_rules.own_stake_returned:
            eligible.discard(p)
        event(f"a short player claims: {'nothing' if payouts[p] == 0 else 'something'}")
        his = demand.stake + made.get(p, 0)
        bound = the_ante + sum(min(his, stake_of[o]) for o in eligible)
        assert payouts[p] <= bound, f"{p}, shown for {demand.stake}, receives {payouts[p]} > {bound} (1882:60) {result.lines}"
        assert payouts[p] <= the_ante + his * len(eligible)
        others = [q for q in valid if q != p]
        if len(demands) == 1 and all(rank[q] > rank[p] for q in others) and betting_valid:
            # the only show for less, and the best hand: he claims exactly that much (1882:60)
            event("a short player holds the best hand")
            assert payouts[p] == bound, f"{p}, shown for {demand.stake} with the best hand, receives {payouts[p]}, not {bound}"

    shorts = [p for p in valid if p in demands]
    if pool_rules.several_shows == "levels" and len(shorts) >= 2 and betting_valid:
        # like a modern side pot: together they take from each stake no more than the largest of their stakes
        top_stake = max(demands[p].stake + made.get(p, 0) for p in shorts)
        layered = the_ante + sum(min(top_stake, s) for s in stake_of.values())
        assert sum(payouts[p] for p in shorts) <= layered, ([(p, demands[p].stake, payouts[p]) for p in shorts], layered)

    if len(valid) >= 2 and not betting_valid:
        # law 64: the holder of the best hand claims the pool, less what the other shown for less claim
        event("every player still betting holds a foul hand")
        best = [p for p in valid if rank[p] == best_key]
        assert all(payouts[p] > 0 for p in best) or pool == 0 or pool_rules.odd_counter == "carry"

    # 3. a worse hand claims nothing from a better player still betting
    for p in valid:
        if any(rank[q] < rank[p] for q in betting_valid):
            assert payouts[p] == 0, f"{p} is beaten by a player still betting, yet receives {payouts[p]} (1882:59, 60) {result.lines}"
    if len(valid) == 1:
        assert payouts[valid[0]] == pool, "law 1882:64: the only other player claims the pool"

    # 4. hands identical in value share
    if betting_valid:
        top = min(rank[p] for p in betting_valid)
        tied = [p for p in betting_valid if rank[p] == top]
        shorts_as_good = [p for p in valid if game.status[p] is Status.SHORT and rank[p] <= top]
        if len(tied) >= 2 and not shorts_as_good:
            event("players still betting tie for the best hand")
            got = [payouts[p] for p in tied]
            if pool_rules.odd_counter == "first to show":
                assert max(got) - min(got) <= 1, (tied, got)
                assert got == sorted(got, reverse=True), f"the odd counters go to the first to show: {tied} {got}"
            else:
                assert len(set(got)) == 1, (tied, got)
            shorts_valid = [p for p in valid if game.status[p] is Status.SHORT]
            if not shorts_valid:
                assert sum(got) + carried == pool
                assert carried < len(tied)

    # 5. determinism, and the game is not touched
    assert copy.deepcopy(vars(game)) == state
    again = settle(game, hands, foul=sorted(declared), ruleset=ruleset, rulings=pool_rules, face_down=face_down)
    assert again == result


# --- what the players are called -------------------------------------------------------


@settings(deadline=None, database=None)
@example(names=["ante", "B", "C"])
@example(names=["A", "ante", "C"])
@example(names=["A", "B", "ante"])
@given(names=st.lists(st.text(max_size=20).filter(lambda name: check_name(name) is None), min_size=3, max_size=3, unique=True))
def test_the_settlement_does_not_depend_on_the_players_names(names: list[str]) -> None:
    """A player's name is only a name: renamed, the same game is settled the same, to the counter.

    The game of the pool module's example: A (4 counters in all) bets 2, B raises
    by 8, C calls, A demands a show for less; A holds the best hand (1882:60).
    """
    a, b, c = names
    game = BettingRound([a, b, c], ante_man=c, antes={c: 3}, funds={a: 4})
    game.bet(a, 2)
    game.raise_(b, 8)
    game.call(c)
    game.demand_show(a)
    assert game.pool == 27
    result = settle(game, {a: "AS AH AD 2C 3C", b: "KS KH 7D 7C 2S", c: "QS QH 5D 4C 9S"})
    assert sum(result.payouts.values()) + result.carried == game.pool
    assert result.payouts == {a: 15, b: 12, c: 0}
