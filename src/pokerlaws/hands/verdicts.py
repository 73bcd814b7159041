"""The engine's answers in words, as the command line and the site's *Try it* page give them.

``pokerlaws rank`` and ``pokerlaws compare`` print these lines, and the *Try
it* page shows them, computed in the reader's browser by the same functions:
one wording, so that the two cannot drift apart.
"""

from __future__ import annotations

from pokerlaws.citations import implements
from pokerlaws.hands.values import compare, evaluate


@implements("1882:65")
def rank_text(cards: str, ruleset: str = "1882") -> str:
    """One line naming the value of a hand of five cards under *ruleset*.

    Args:
        cards: five cards, e.g. ``"TH JH QH KH AH"`` (see
            [`parse_cards`][pokerlaws.cards.parse_cards]).
        ruleset: a ruleset's name (``"1882"``, ``"american"``…).

    Raises:
        InvalidCard: a card is misspelt.
        DuplicateCard: a card is given twice (a pack holds one of each).
        WrongHandSize: not five cards (law foster:4).
        UnknownRuleset: *ruleset* names none.

    Examples:
        >>> print(rank_text("TH JH QH KH AH"))           # law 1882:71: no sequence ends with the ace
        flush in hearts, ace high — FLUSH (flush) under 1882
        >>> print(rank_text("TH JH QH KH AH", "american"))
        sequence flush in hearts, ace high (10-J-Q-K-A) — SEQUENCE_FLUSH (straight flush) under american
    """
    value = evaluate(cards, ruleset=ruleset)
    return f"{value.describe()} — {value.category.name} ({value.category.modern}) under {value.ruleset.name}"


@implements("1882:65", "1882:76")
def compare_text(first: str, second: str, ruleset: str = "1882", one_pack: bool = True) -> str:
    """Three lines: each hand's value, then which wins under *ruleset*, or that they share the pool.

    Args:
        first: the first hand, five cards.
        second: the second hand, five cards.
        ruleset: a ruleset's name.
        one_pack: whether both hands come from one pack, so that a card in
            both is an error (``False``: hands compared in the abstract).

    Raises:
        InvalidCard, DuplicateCard, WrongHandSize, UnknownRuleset: as
            [`compare`][pokerlaws.hands.compare] raises them, naming the hand at fault.

    Examples:
        >>> print(compare_text("AS AH 7D 7C 2S", "KS KH KD 4C 3S"))
        first:  two pairs, aces and sevens
        second: threes, kings
        the second hand wins under 1882
    """
    result = compare(first, second, ruleset=ruleset, one_pack=one_pack)
    a, b = evaluate(first, ruleset=ruleset), evaluate(second, ruleset=ruleset)
    verdict = (
        "identical in value: they share the pool (law 1882:76)"
        if result == 0
        else f"the {'first' if result > 0 else 'second'} hand wins under {a.ruleset.name}"
    )
    return f"first:  {a.describe()}\nsecond: {b.describe()}\n{verdict}"


__all__ = ["compare_text", "rank_text"]
