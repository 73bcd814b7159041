"""The engine's answers in words, as the command line and the site's *Try it* page give them.

``pokerlaws rank`` and ``pokerlaws compare`` print these lines, and the *Try
it* page shows them, computed in the reader's browser by the same functions:
one wording, so that the two cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.hands.grounds import Ground, comparison_grounds
from pokerlaws.hands.values import HandValue, compare, evaluate


@dataclass(frozen=True)
class Verdict:
    """Two hands compared, and the laws that decided between them.

    Attributes:
        first: the first hand's value.
        second: the second hand's value.
        result: 1 if the first hand wins, -1 if the second does, 0 if they are identical in value
            and share the pool ([1882:76][1882-76]), as [`compare`][pokerlaws.hands.compare] answers.
        grounds: the laws that decided ([`comparison_grounds`][pokerlaws.hands.grounds.comparison_grounds]).
    """

    first: HandValue
    second: HandValue
    result: int
    grounds: tuple[Ground, ...]

    @property
    def winner(self) -> str | None:
        """``"first"``, ``"second"``, or None when they share the pool."""
        return {1: "first", -1: "second"}.get(self.result)


@implements("1882:65", "1882:76")
def verdict(first: str | Iterable[str], second: str | Iterable[str], ruleset: str = "1882", one_pack: bool = True) -> Verdict:
    """Compare two hands under *ruleset* as [`compare`][pokerlaws.hands.compare] does, saying which laws decided.

    Args:
        first: the first hand, five cards.
        second: the second hand, five cards.
        ruleset: a ruleset's name.
        one_pack: whether both hands come from one pack, so that a card in both is an error.

    Raises:
        InvalidCard, DuplicateCard, WrongHandSize, UnknownRuleset: as [`compare`][pokerlaws.hands.compare] raises them.

    Examples:
        >>> found = verdict("7H 5H 4H 3H 2H", "AS JS 9S 5S 3S")
        >>> found.winner, [str(ground) for ground in found.grounds]
        ('first', ['1882:69: a flush in hearts is the best flush'])
    """
    result = compare(first, second, ruleset=ruleset, one_pack=one_pack)
    a, b = evaluate(first, ruleset=ruleset), evaluate(second, ruleset=ruleset)
    return Verdict(a, b, result, comparison_grounds(a, b))


def _grounds_lines(grounds: Iterable[Ground]) -> str:
    return "".join(f"\n  {ground}" for ground in grounds)


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

    Returns:
        The value on its first line, then a line for each law that decided it
        ([`HandValue.grounds`][pokerlaws.hands.HandValue.grounds]).

    Examples:
        >>> print(rank_text("TH JH QH KH AH"))           # law 1882:71: no sequence ends with the ace
        flush in hearts, ace high — FLUSH (flush) under 1882
          1882:65: a flush is the fourth of the hands in order of value
          1882:71: the ace shall not end a sequence after a king: 10-J-Q-K-A is no sequence, so this is no sequence flush
          1882:69: a flush in hearts is the best flush
        >>> print(rank_text("TH JH QH KH AH", "american"))
        sequence flush in hearts, ace high (10-J-Q-K-A) — SEQUENCE_FLUSH (straight flush) under american
          1882:65: a sequence flush is the first of the hands in order of value
          1882:71: by the custom of its footnote, which this ruleset follows, the ace may end a sequence: 10-J-Q-K-A is the highest sequence flush
          1882:66: of two sequence flushes, the one whose sequence holds the highest card is the better, the ace being the lowest
    """
    value = evaluate(cards, ruleset=ruleset)
    head = f"{value.describe()} — {value.category.name} ({value.category.modern}) under {value.ruleset.name}"
    return head + _grounds_lines(value.grounds)


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

    Returns:
        Each hand's value, who wins, then a line for each law that decided
        ([`verdict`][pokerlaws.hands.verdicts.verdict]).

    Examples:
        >>> print(compare_text("AS AH 7D 7C 2S", "KS KH KD 4C 3S"))
        first:  two pairs, aces and sevens
        second: threes, kings
        the second hand wins under 1882
          1882:65: threes rank above two pairs
    """
    found = verdict(first, second, ruleset=ruleset, one_pack=one_pack)
    said = (
        "identical in value: they share the pool (law 1882:76)"
        if found.result == 0
        else f"the {found.winner} hand wins under {found.first.ruleset.name}"
    )
    return f"first:  {found.first.describe()}\nsecond: {found.second.describe()}\n{said}" + _grounds_lines(found.grounds)


__all__ = ["Verdict", "compare_text", "rank_text", "verdict"]
