"""``pokerlaws odds``: the chances of the draw on the command line (see [odds][pokerlaws.hands.odds]).

Kept apart from [cli][pokerlaws.cli.commands] so that numpy loads only for this command.
"""

from __future__ import annotations

import argparse
import sys

from pokerlaws.errors import PokerLawError
from pokerlaws.hands import Category
from pokerlaws.messages import plural

_NAMES = {
    **{category.name.lower().replace("_", " "): category for category in Category},
    **{category.period: category for category in Category},
    **{category.modern: category for category in Category},
    "pair": Category.PAIR,
    "full hand": Category.FULL,
    "flush sequence": Category.SEQUENCE_FLUSH,
}


def category_named(name: str) -> Category:
    """The category a reader names, in the laws' words or today's, in any case: ``"threes"``, ``"Straight"``.

    Raises:
        PokerLawError: no category has that name (the names are listed).
    """
    found = _NAMES.get(" ".join(name.lower().replace("_", " ").replace("-", " ").split()))
    if found is None:
        names = ", ".join(category.period for category in sorted(Category, reverse=True))
        raise PokerLawError(f"{name!r} names no category of law 1882:65: {names} (or the modern names)")
    return found


def choices_text(hand: str, target: Category | None, ruleset: str) -> str:
    """Every choice of what to keep of *hand*, one line each, the best first (ties: the one keeping more)."""
    from pokerlaws.hands.odds import aim_chance, choices, odds_against_text, percent

    every = choices(hand, ruleset)

    aim = f"improving on {every[0].dealt.period}" if target is None else f"{target.period} or better"
    lines = [f"{' '.join(map(str, every[0].hand))} under {every[0].ruleset}: the 32 choices by the chance of {aim}"]
    ranked = sorted(every, key=lambda odds: (-aim_chance(odds, target), odds.drawn))
    width = max(len(" ".join(map(str, odds.keep)) or "nothing") for odds in every)
    for odds in ranked:
        kept = " ".join(map(str, odds.keep)) or "nothing"
        chance = aim_chance(odds, target)
        lines.append(f"  keep {kept:<{width}}  draw {odds.drawn}  {percent(chance):>8}   {odds_against_text(chance)}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """The command: the counts of one choice with ``--keep``, else every choice ranked."""
    try:
        import numpy  # noqa: F401 - only to say plainly that it is missing
    except ImportError:
        print('pokerlaws: error: odds needs numpy: pip install "pokerlaws[fast]"', file=sys.stderr)
        return 1
    from pokerlaws.hands.odds import draw_odds, odds_text, percent

    hand = " ".join(args.cards)
    target = None if args.target is None else category_named(args.target)
    if args.keep is None:
        print(choices_text(hand, target, args.ruleset))
        return 0
    keep = "" if args.keep.strip().lower() in ("none", "nothing") else args.keep
    odds = draw_odds(hand, keep=keep, ruleset=args.ruleset)
    print(odds_text(odds))
    if target is not None:
        chance = odds.chance(target, at_least=True)
        reached = odds.count(target, at_least=True)
        print(f"  {target.period} or better: {reached:,} way{plural(reached)} of {odds.ways:,}, "
              f"{percent(chance)}")
    return 0
