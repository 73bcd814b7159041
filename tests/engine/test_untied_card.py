"""Laws 69 and 75 by the letter: "the card highest in value which is not tied" across all the hands shown.

Issue 10, fault 4. The engine's `ranked` is checked against a plain statement
of the laws written here, on random deals of two to eight hands from one pack,
for hands of no pair and for flushes; with two hands the letter and the
comparison two by two must agree.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from pokerlaws import RULESETS, compare, evaluate
from pokerlaws.betting import BettingRound, settle
from pokerlaws.table.showdown import ranked

LETTER = RULESETS["1882"]
PAIRWISE = dataclasses.replace(LETTER, name="1882, pairwise", untied_card="pairwise")
THEN_PAIRWISE = dataclasses.replace(LETTER, name="1882, then pairwise", untied_card="letter_then_pairwise")

# The pack written out here, not taken from the engine: rank letters, ace high.
RANK_VALUE = {r: v for v, r in enumerate("23456789TJQKA", start=2)}
PACK = [rank + suit for rank in RANK_VALUE for suit in "SHDC"]


def rank(card: str) -> int:
    return RANK_VALUE[card[0]]


def is_sequence_1882(cards: list[str]) -> bool:
    """Five ranks in a row; the ace only begins a sequence (law 71)."""
    ranks = sorted(rank(c) for c in cards)
    if ranks == [2, 3, 4, 5, 14]:
        return True
    return ranks[-1] != 14 and all(b == a + 1 for a, b in zip(ranks, ranks[1:]))


def is_no_pair(cards: list[str]) -> bool:
    return len({rank(c) for c in cards}) == 5 and len({c[1] for c in cards}) > 1 and not is_sequence_1882(cards)


def is_plain_flush(cards: list[str]) -> bool:
    return len({c[1] for c in cards}) == 1 and not is_sequence_1882(cards)


def best_by_the_letter(hands: dict[str, list[str]], hearts_first: bool) -> list[str]:
    """Laws 69 and 75 as they read, applied to *hands* (all of no pair, or all flushes).

    A flush in hearts is the best hand (law 69): if one is shown, only the
    flushes in hearts compete. Among the competing hands, a card is tied if a
    card of the same rank is in another competing hand; the player whose hand
    holds the highest card not tied holds the best hand. If no card is untied,
    no hand is held the best, and the competing hands share (the ruling on 75).
    """
    competing = dict(hands)
    if hearts_first and any(cards[0][1] == "H" and is_plain_flush(cards) for cards in hands.values()):
        competing = {p: cards for p, cards in hands.items() if cards[0][1] == "H"}
    untied = []
    for player, cards in competing.items():
        for card in cards:
            tied = any(rank(card) == rank(other) for q, theirs in competing.items() if q != player for other in theirs)
            if not tied:
                untied.append((rank(card), player))
    if not untied:
        return list(competing)
    return [max(untied)[1]]


def order_by_the_letter(hands: dict[str, list[str]], hearts_first: bool) -> list[list[str]]:
    """The best, then the best of the others, and so on."""
    left, order = dict(hands), []
    while left:
        best = best_by_the_letter(left, hearts_first)
        order.append(best)
        for player in best:
            del left[player]
    return order


def deal(rng: random.Random, players: int, wanted) -> dict[str, list[str]]:
    """*players* hands of five from one pack, each one that *wanted* accepts (drawn again until it does)."""
    pack = PACK[:]
    rng.shuffle(pack)
    hands = {}
    for seat in range(players):
        while True:
            cards = rng.sample(pack, 5)
            if wanted(cards):
                break
        for card in cards:
            pack.remove(card)
        hands[f"P{seat}"] = cards
    return hands


def deal_flushes(rng: random.Random, players: int) -> dict[str, list[str]]:
    """*players* flushes (not sequence flushes) from one pack: at most two of a suit."""
    suits = [s for s in "SHDC" for _ in range(2)]
    rng.shuffle(suits)
    left = {s: [c for c in PACK if c[1] == s] for s in "SHDC"}
    hands = {}
    for seat, suit in enumerate(suits[:players]):
        while True:
            cards = rng.sample(left[suit], 5)
            if is_plain_flush(cards):
                break
        for card in cards:
            left[suit].remove(card)
        hands[f"P{seat}"] = cards
    return hands


def values(hands: dict[str, list[str]], ruleset) -> dict:
    return {p: evaluate(" ".join(c.replace("T", "10") for c in cards), ruleset) for p, cards in hands.items()}


DEALS = [(players, seed) for players in range(2, 9) for seed in range(40)]


@pytest.mark.law("1882:75")
@pytest.mark.parametrize(("players", "seed"), DEALS)
def test_no_pair_hands_by_the_letter(players: int, seed: int) -> None:
    hands = deal(random.Random(seed * 11 + players), players, is_no_pair)
    assert ranked(values(hands, LETTER)) == order_by_the_letter(hands, hearts_first=True)


@pytest.mark.law("1882:69")
@pytest.mark.parametrize(("players", "seed"), DEALS)
def test_flushes_by_the_letter(players: int, seed: int) -> None:
    hands = deal_flushes(random.Random(seed * 13 + players), players)
    assert ranked(values(hands, LETTER)) == order_by_the_letter(hands, hearts_first=True)
    no_suits = dataclasses.replace(LETTER, name="1882, no suit first", hearts_flush_first=False)
    assert ranked(values(hands, no_suits)) == order_by_the_letter(hands, hearts_first=False)


@pytest.mark.law("1882:75")
@pytest.mark.parametrize("seed", range(300))
def test_with_two_hands_the_letter_is_the_comparison_two_by_two(seed: int) -> None:
    rng = random.Random(seed)
    hands = deal(rng, 2, is_no_pair) if seed % 2 else deal_flushes(rng, 2)
    a, b = hands["P0"], hands["P1"]
    by_compare = compare(" ".join(a).replace("T", "10"), " ".join(b).replace("T", "10"))
    expected = [["P0"], ["P1"]] if by_compare > 0 else [["P1"], ["P0"]] if by_compare < 0 else [["P0", "P1"]]
    for ruleset in (LETTER, PAIRWISE, THEN_PAIRWISE):
        assert ranked(values(hands, ruleset)) == expected
    assert order_by_the_letter(hands, hearts_first=True) == expected


@pytest.mark.law("1882:75")
def test_the_default_changed_from_x_to_z() -> None:
    """Issue 10's case: pairwise X wins; by the letter Z's nine is the highest card not tied."""
    shown = {"X": "AS KD 7C 5H 3S", "Y": "AH QC JD 8S 2C", "Z": "KH QD JC 9D 4H"}
    assert ranked({p: evaluate(h) for p, h in shown.items()})[0] == ["Z"]
    assert ranked({p: evaluate(h, PAIRWISE) for p, h in shown.items()})[0] == ["X"]
    assert ranked({p: evaluate(h, "american") for p, h in shown.items()})[0] == ["X"]


@pytest.mark.law("1882:75")
def test_no_card_untied() -> None:
    shown = {"X": "AS KD 9C 7H 5S", "Y": "AH QC 9D 7S 5C", "Z": "KH QD 9S 7D 5H"}
    assert ranked({p: evaluate(h) for p, h in shown.items()}) == [["X", "Y", "Z"]]
    assert ranked({p: evaluate(h, THEN_PAIRWISE) for p, h in shown.items()}) == [["X"], ["Y"], ["Z"]]


@pytest.mark.law("1882:75")
def test_identical_hands_that_are_not_the_best() -> None:
    shown = {"X": "AS KS QS JS 9D", "Y": "AH KH QH JH 9C", "Z": "AD KD QD JD 8S"}
    assert ranked({p: evaluate(h) for p, h in shown.items()}) == [["Z"], ["X", "Y"]]
    assert ranked({p: evaluate(h, PAIRWISE) for p, h in shown.items()}) == [["X", "Y"], ["Z"]]


@pytest.mark.law("1882:74", "1882:75")
def test_other_categories_are_unchanged() -> None:
    """Only no pair and flushes carry the words "not tied" across the hands; a better hand shown decides alone."""
    hands = {"X": "AS KD 7C 5H 3S", "Y": "AH QC JD 8S 2C", "Z": "KH QD JC 9D 4H", "W": "2D 2S 10C 6D 3D"}
    shown = {p: evaluate(h) for p, h in hands.items()}
    assert ranked(shown) == [["W"], ["Z"], ["X"], ["Y"]]  # the pair wins; then law 75 among the others
    assert ranked(shown, untied_card="pairwise") == [["W"], ["X"], ["Y"], ["Z"]]


def test_a_reading_that_is_not_one() -> None:
    with pytest.raises(ValueError, match="untied_card"):
        ranked({"X": evaluate("AS KD 7C 5H 3S")}, untied_card="modern")


def test_the_statement_of_the_law_is_not_the_engine() -> None:
    """The plain statement above is its own: it agrees with the issue's worked case."""
    hands = {"X": "AS KD 7C 5H 3S".split(), "Y": "AH QC JD 8S 2C".split(), "Z": "KH QD JC 9D 4H".split()}
    assert best_by_the_letter(hands, hearts_first=True) == ["Z"]
    assert all(is_no_pair(cards) for cards in hands.values())
    assert is_no_pair("TS JD QC KH AS".split())  # law 71: ten to ace is no sequence in 1882
    assert not is_no_pair("AS 2D 3C 4H 5S".split())  # but ace to five is one


def test_the_random_deals_reach_cases_where_the_readings_part() -> None:
    """The deals above are not all cases where the letter and the comparison agree."""
    parted = shared = 0
    for players, seed in DEALS:
        if players < 3:
            continue
        hands = deal(random.Random(seed * 11 + players), players, is_no_pair)
        letter, pairwise = ranked(values(hands, LETTER)), ranked(values(hands, PAIRWISE))
        parted += letter[0] != pairwise[0]
        shared += len(letter[0]) > 1
    assert parted > 20
    assert shared >= 1


@pytest.mark.law("1882:59", "1882:69", "1882:75", "1882:76")
def test_the_settlement_says_which_law_decided_the_show() -> None:
    """A winner by the highest card untied cites 75 (69 for flushes); hands sharing because no card is untied
    are not called "identical in value"; hands truly identical are, under 76."""
    from pokerlaws.betting import BettingRound, settle

    game = BettingRound(["X", "Y", "Z"], ante_man="X")
    game.bet("Y", 2)
    game.call("Z")
    game.call("X")
    lines = settle(game, {"X": "AS KD 7C 5H 3S", "Y": "AH QC JD 8S 2C", "Z": "KH QD JC 9D 4H"}).lines
    assert lines[-1].startswith("Z holds the best hand") and lines[-1].endswith("[1882:59, 1882:75]")
    lines = settle(game, {"X": "AS KD 9C 7H 5S", "Y": "AH QC 9D 7S 5C", "Z": "KH QD 9S 7D 5H"}).lines
    assert "no card is untied" in lines[-1] and "identical in value" not in lines[-1] and "[1882:75]" in lines[-1]
    lines = settle(game, {"X": "AH KH QD 8C 6S", "Y": "AS KS QH 8D 6C", "Z": "JH 9H 7C 5D 3S"}).lines
    assert "X and Y hold hands identical in value" not in lines[-1]  # by the letter Z's jack is the highest card untied
    lines = settle(game, {"X": "9H 9S 7C 5D 3S", "Y": "KH KD QC 8D 6C", "Z": "JH 9D 7H 5C 3C"}).lines
    assert lines[-1].endswith("[1882:59]")  # a pair decided: law 75 has nothing to say
    lines = settle(game, {"X": "AH 9H 7H 5H 3H", "Y": "KS QS 8S 6S 2S", "Z": "4C 4D 7D 5S 3D"}).lines
    assert lines[-1].endswith("[1882:59, 1882:69]")


HEARTS_SHARE = dataclasses.replace(LETTER, name="1882, flushes in hearts share", flushes_in_hearts="share")


@pytest.mark.law("1882:69", "1882:76")
@pytest.mark.parametrize(
    "hands",
    [
        {"A": "KH 9H 7H 4H 2H", "B": "QH JH 10H 8H 6H"},
        {"A": "KH 9H 7H 4H 2H", "B": "QH JH 10H 8H 6H", "C": "AS KS QS JS 9S"},
        {"C": "AS KS QS JS 9S", "A": "KH 9H 7H 4H 2H", "D": "AD QD JD 8D 2D", "B": "QH JH 10H 8H 6H"},
        {"A": "KH 9H 7H 4H 2H", "B": "QH JH 10H 8H 6H", "E": "AC AD 7C 7D 3S"},
    ],
)
def test_two_flushes_in_hearts_by_their_cards_or_shared(hands: dict[str, str]) -> None:
    hearts = [p for p, h in hands.items() if all(c.endswith("H") for c in h.split())]
    others = [p for p in hands if p not in hearts]
    # the default: the flushes in hearts compete by their cards, the king before the queen
    assert ranked({p: evaluate(h, LETTER) for p, h in hands.items()})[:2] == [["A"], ["B"]]
    # "share": each is "held to be the best hand"; the rest ranked below them as before
    shared = ranked({p: evaluate(h, HEARTS_SHARE) for p, h in hands.items()})
    assert shared[0] == hearts
    assert shared[1:] == ranked({p: evaluate(hands[p], LETTER) for p in others})
    # the comparison of two hands orders them by their cards under either reading
    assert compare(hands["A"], hands["B"], ruleset=HEARTS_SHARE) == 1


@pytest.mark.law("1882:69", "1882:76")
def test_two_flushes_in_hearts_share_the_pool_under_the_other_reading() -> None:
    game = BettingRound(["A", "B", "C"], ante_man="C", antes={"C": 1})
    game.bet("A", 3)
    game.call("B")
    game.call("C")
    hands = {"A": "KH 9H 7H 4H 2H", "B": "QH JH 10H 8H 6H", "C": "AS KS QS JS 9S"}
    assert settle(game, hands).payouts == {"A": 10, "B": 0, "C": 0}
    result = settle(game, hands, ruleset=HEARTS_SHARE)
    assert result.payouts == {"A": 5, "B": 5, "C": 0}
    assert "flushes in hearts, each held to be the best hand" in result.lines[-1]


STILL_COMPETES = dataclasses.replace(LETTER, name="1882, best still competes", next_best="best still competes")


def order_with_the_best_still_competing(hands: dict[str, list[str]], hearts_first: bool) -> list[list[str]]:
    """Law 60's next best hand, the hands ranked above still competing: their cards tie, but they cannot be it."""
    left, order = dict(hands), []
    while left:
        competing = dict(left)
        hearts = hearts_first and any(cards[0][1] == "H" and is_plain_flush(cards) for cards in left.values())
        if hearts:
            competing = {p: cards for p, cards in left.items() if cards[0][1] == "H"}
        same_class = (lambda cards: (cards[0][1] == "H") == hearts) if hearts_first and is_plain_flush(next(iter(left.values()))) else (lambda cards: True)
        tying = {p: cards for p, cards in hands.items() if p not in left and same_class(cards)}
        untied = []
        for player, cards in competing.items():
            for card in cards:
                others = [c for q, theirs in (competing | tying).items() if q != player for c in theirs]
                if not any(rank(card) == rank(other) for other in others):
                    untied.append((rank(card), player))
        best = [max(untied)[1]] if untied else list(competing)
        order.append(best)
        for player in best:
            del left[player]
    return order


@pytest.mark.law("1882:60", "1882:75", "1882:69")
@pytest.mark.parametrize(("players", "seed"), DEALS)
def test_the_next_best_hand_with_the_best_still_competing(players: int, seed: int) -> None:
    hands = deal(random.Random(seed * 11 + players), players, is_no_pair)
    assert ranked(values(hands, STILL_COMPETES)) == order_with_the_best_still_competing(hands, hearts_first=True)
    flushes = deal_flushes(random.Random(seed * 13 + players), min(players, 8))
    assert ranked(values(flushes, STILL_COMPETES)) == order_with_the_best_still_competing(flushes, hearts_first=True)
    # the best is the same under either reading; with two hands, so is the order
    assert ranked(values(hands, STILL_COMPETES))[0] == ranked(values(hands, LETTER))[0]
    if players == 2:
        assert ranked(values(hands, STILL_COMPETES)) == ranked(values(hands, LETTER))


@pytest.mark.law("1882:60", "1882:75")
def test_the_next_best_hand_claims_the_remainder_under_each_reading() -> None:
    # Z is shown for less and holds the best hand by law 75 (his nine is not tied); who is the next best?
    game = BettingRound(["X", "Y", "Z"], ante_man="X", antes={"X": 1}, funds={"Z": 2})
    game.bet("Y", 2)
    game.call("Z")
    game.raise_("X", 10)
    game.call("Y")
    game.demand_show("Z")
    hands = {"X": "AS KD 7C 5H 3S", "Y": "AH QC JD 8S 2C", "Z": "KH QD JC 9D 4H"}
    rest = game.pool - (1 + 2 * 3)
    # among the rest alone, X's king is untied against Y: X claims the remainder
    assert settle(game, hands).payouts == {"Z": 7, "X": rest, "Y": 0}
    # the best still competing, Z's king and queen and jack tie theirs: Y's eight is the highest card not tied
    assert settle(game, hands, ruleset=STILL_COMPETES).payouts == {"Z": 7, "X": 0, "Y": rest}


AS_ONE = dataclasses.replace(LETTER, name="1882, identical as one hand", identical_hands="as one hand")


@pytest.mark.law("1882:75", "1882:76")
@pytest.mark.parametrize(
    ("hands", "tie_each_other", "as_one_hand"),
    [
        # X and Y identical in value; Z's eight is untied only while X's and Y's cards tie each other
        ({"X": "AS KS QS JS 9D", "Y": "AH KH QH JH 9C", "Z": "AD KD QD JD 8S"}, [["Z"], ["X", "Y"]], [["X", "Y"], ["Z"]]),
        # W's ten is untied either way: W first; then X and Y against Z as above
        (
            {"X": "AS KS QS JS 9D", "Y": "AH KH QH JH 9C", "Z": "AD KD QD JD 8S", "W": "10C 7C 5D 4S 3H"},
            [["W"], ["Z"], ["X", "Y"]],
            [["W"], ["X", "Y"], ["Z"]],
        ),
        # no two hands identical in value: the readings agree
        ({"X": "AS KD 7C 5H 3S", "Y": "AH QC JD 8S 2C", "Z": "KH QD JC 9D 4H"}, [["Z"], ["X"], ["Y"]], [["Z"], ["X"], ["Y"]]),
        # two hands identical in value alone share under both
        ({"X": "AS KS QS JS 9D", "Y": "AH KH QH JH 9C"}, [["X", "Y"]], [["X", "Y"]]),
    ],
)
def test_hands_identical_in_value_tie_each_other_or_count_as_one_hand(hands, tie_each_other, as_one_hand) -> None:  # noqa: ANN001
    assert ranked({p: evaluate(h, LETTER) for p, h in hands.items()}) == tie_each_other
    assert ranked({p: evaluate(h, AS_ONE) for p, h in hands.items()}) == as_one_hand
    pairwise = dataclasses.replace(AS_ONE, name="as one, pairwise", untied_card="pairwise")
    assert ranked({p: evaluate(h, pairwise) for p, h in hands.items()}) == ranked({p: evaluate(h, PAIRWISE) for p, h in hands.items()})


@pytest.mark.law("1882:75", "1882:76")
@pytest.mark.parametrize(("players", "seed"), DEALS[::7])
def test_without_hands_identical_in_value_the_reading_changes_nothing(players: int, seed: int) -> None:
    hands = deal(random.Random(seed * 11 + players), players, is_no_pair)
    keys = [v.key for v in values(hands, LETTER).values()]
    if len(set(keys)) == len(keys):
        assert ranked(values(hands, AS_ONE)) == ranked(values(hands, LETTER))
