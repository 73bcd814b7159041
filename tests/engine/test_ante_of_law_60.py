"""Law 60's "the ante" in a whole deal: the short player's claim, by the words, under each reading.

Law 60: the player shown for less, if best, "shall claim from the pool the
amount of the ante and straddle or straddles (if any), and also a sum equal to
his stake from every player in the game at the time of his demanding a show,
out of their stakes. The holder of the next best hand shall claim the remainder
of the pool."

The edition's ruling (`PoolRulings.ante`): "the ante" is the ante-man's (law 53),
his blind; what every player put up beside it before the draw to play, the
straddles apart, is part of his stake. The other reading: every counter put up
before the draw but the straddles is "the ante". Here whole deals are judged
from records, every combination of the ante-man A and of E playing on, passing
out before the draw, retiring before or after C's demand, with and without a
straddle; C's claim is worked out from the record's own numbers and the words
of the law, not from the engine, and the pool is kept to the counter.
"""

from __future__ import annotations

import itertools

import pytest

from pokerlaws.betting import PoolRulings
from pokerlaws.records import judge

pytestmark = pytest.mark.law("1882:60")

SEATS = ["A", "B", "C", "D", "E"]
HANDS = {  # C's threes of aces best; B's threes of kings next; then D, E, A
    "A": "9C 7D 5S 4H 2D",
    "B": "KS KH KD 4C 5C",
    "C": "AS AH AD 2C 3C",
    "D": "QS QH 7S 7C 2S",
    "E": "JS JH 6D 6C 2H",
}
FATES = ("plays", "passes out", "retires before", "retires after")
"""What A (the ante-man) and E do: play to the end, pass out before the draw,
retire after the draw before C's demand, or after it."""
BLIND, STRADDLE, FUNDS = 1, 2, 6


def pack() -> str:
    """The pack, dealt one card at a time from the age A, that gives each player his hand."""
    dealt = [HANDS[p].split()[i] for i in range(5) for p in SEATS]
    rest = [f"{r}{s}" for r in "23456789TJQKA" for s in "CDHS" if f"{r}{s}" not in dealt]
    return " ".join(dealt + rest)


def record(a: str, e: str, straddle: bool, rulings: dict) -> dict:
    before = ["A blinds", "B straddles"] if straddle else ["A blinds", "B makes good"]
    before += ["C makes good", "D makes good"]
    before += [f"E {'passes out' if e == 'passes out' else 'makes good'}"]
    before += [f"A {'passes out' if a == 'passes out' else 'makes good'}"]
    if straddle:
        before.append("B makes good")
    drawing = [p for p in SEATS if not (p == "A" and a == "passes out") and not (p == "E" and e == "passes out")]
    first_round = {p: "retires" if fate == "retires before" else "calls" for p, fate in (("E", e), ("A", a))}
    second_round = {p: "retires" if fate == "retires after" else "calls" for p, fate in (("E", e), ("A", a))}
    after = ["B bets 3", "C calls", "D raises 5"]
    after += [f"{p} {first_round[p]}" for p in ("E", "A") if p in drawing]
    after += ["B raises 4", "C demands a show", "D calls"]
    after += [f"{p} {second_round[p]}" for p in ("E", "A") if p in drawing and first_round[p] == "calls"]
    return {
        "code": "1882",
        "seats": SEATS,
        "dealer": "E",
        "pack": pack(),
        "funds": {"C": FUNDS},
        "before_draw": before,
        "draw": [f"{p} stands pat" for p in drawing],
        "after_draw": after,
        "rulings": rulings,
    }


def by_the_words(a: str, e: str, straddle: bool, ruleset: PoolRulings) -> tuple[int, int]:
    """C's claim under law 60 and the pool, from the record's numbers: (claim, pool)."""
    level = 2 * STRADDLE if straddle else 2 * BLIND  # what each must make good to: twice the last blind or straddle
    made = {"A": 0 if a == "passes out" else level - BLIND, "B": level - (STRADDLE if straddle else 0), "C": level, "D": level}
    made["E"] = 0 if e == "passes out" else level
    after = {"B": 12, "C": FUNDS, "D": 12}
    for p, fate in (("A", a), ("E", e)):
        after[p] = {"plays": 12, "passes out": 0, "retires before": 0, "retires after": 8}[fate]
    straddles = STRADDLE if straddle else 0
    pool = BLIND + straddles + sum(made.values()) + sum(after.values())
    # "every player in the game at the time of his demanding a show": not retired, not passed out
    in_game = ["B", "C", "D"] + [p for p, fate in (("A", a), ("E", e)) if fate in ("plays", "retires after")]
    if ruleset.retired_before_demand == "claimable":
        in_game = SEATS
    if ruleset.ante == "ante-man's":
        ante = BLIND  # the ante-man's ante; the rest of what was put up before the draw is stake
        stakes = {p: made[p] + after[p] for p in SEATS}
    else:
        ante = BLIND + sum(made.values())  # every counter put up before the draw, the straddles apart
        stakes = after
    claim = ante + straddles + sum(min(stakes["C"], stakes[p]) for p in in_game)
    return claim, pool


CASES = [
    pytest.param(a, e, straddle, ante, retired, id=f"A {a}, E {e}, {'straddle' if straddle else 'no straddle'}, {ante}, {retired}")
    for a, e, straddle in itertools.product(FATES, FATES, (True, False))
    for ante in ("ante-man's", "every player's")
    for retired in ("remainder", "claimable")
]


@pytest.mark.parametrize(("a", "e", "straddle", "ante", "retired"), CASES)
def test_the_short_player_claims_what_the_words_give(a: str, e: str, straddle: bool, ante: str, retired: str) -> None:
    rulings = {"ante": ante, "retired_before_demand": retired}
    result = judge(record(a, e, straddle, rulings))
    claim, pool = by_the_words(a, e, straddle, PoolRulings(**rulings))
    assert result.pool == pool
    assert sum(result.payouts.values()) + result.carried == pool  # no counter created or lost
    # C claims by law 60; B, the next best hand, the remainder; no one else anything
    assert result.payouts == {"A": 0, "B": pool - claim, "C": claim, "D": 0, "E": 0}


def test_a_player_who_retired_before_the_demand_pays_nothing_by_default() -> None:
    """The fault: under the earlier reading A's making good, though he retired before C's demand, went to C."""
    old = judge(record("retires before", "plays", True, {"ante": "every player's"}))
    new = judge(record("retires before", "plays", True, {}))
    # by the letter: the ante (A's blind 1), the straddle 2, and 10 (C's 4 made good and 6) from each
    # of B, C, D, E; A's 3 made good go to the remainder, B's
    assert new.payouts["C"] == 1 + 2 + 4 * 10
    assert "A" not in new.betting.demands[0].in_game
    # the earlier reading: all put up before the draw but the straddle (A's 3 included), and 6 from each
    assert old.payouts["C"] == (1 + 3 + 2 + 4 + 4 + 4) + 2 + 4 * FUNDS
