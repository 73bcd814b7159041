"""The chances of the standard draws under each code, with their chart, for the units on the draw.

Computed at build time from the engine ([`draw_odds`][pokerlaws.hands.odds.draw_odds]), never committed:
[`render_draw_section`][pokerlaws.site.draw_tables.render_draw_section] is the section that
[`law_pages`][pokerlaws.site.law_pages] adds to the page of foster:1 (asking for cards), with the
tables and a note wherever the 1882 laws change a figure, saying why;
[`render_straight_or_flush_section`][pokerlaws.site.draw_tables.render_straight_or_flush_section]
the shorter one on 1895:38 (no opening "by a player drawing for a straight or a flush");
[`render_chart`][pokerlaws.site.draw_tables.render_chart] the SVG picture, drawn by matplotlib
without any outside request.

Each draw is one hand, named with its cards, so that a reader can count it again:
``pokerlaws odds "JS JD 8C 5H 2S" --keep "JS JD"`` prints the first row.
"""

from __future__ import annotations

import functools
import posixpath
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from pokerlaws.cards import PACK, parse_cards
from pokerlaws.hands import Category, evaluate
from pokerlaws.hands.odds import DrawOdds, draw_odds, odds_against_text
from pokerlaws.site.all_hands import finished_svg

CODES = ("1882", "american")
"""The codes compared, in the order of the tables' columns and the chart's bars."""

UNIT = "foster:1"
"""The unit whose page carries the tables: the draw, asking for cards."""

STRAIGHT_OR_FLUSH_UNIT = "1895:38"
"""The unit on drawing for a straight or a flush, which carries the draws to those."""

CHART_PATH = "laws/foster/draw-chances.svg"
"""The chart's docs-relative path (next to the page ``laws/foster/1.md``)."""

SECTION_ANCHOR = "foster-1-draw-chances"
"""The section's id on the page of foster:1."""

_COLOURS = {"1882": "#8c510a", "american": "#01665e"}  # as on the page of 1882:65


@dataclass(frozen=True)
class StandardDraw:
    """A draw of the period's tables: its name, a hand dealt, the cards it keeps, what it aims at.

    *aim* is the category drawn for (``None``: any better category than the hand as dealt);
    *straight_or_flush* marks the draws 1895:38 speaks of.
    """

    name: str
    hand: str
    keep: str
    aim: Category | None = None
    straight_or_flush: bool = False


STANDARD_DRAWS = (
    StandardDraw("A pair drawing three", "JS JD 8C 5H 2S", "JS JD"),
    StandardDraw("A pair and a kicker drawing two", "JS JD AC 5H 2S", "JS JD AC"),
    StandardDraw("Two pairs drawing one", "JS JD 8C 8H 2S", "JS JD 8C 8H"),
    StandardDraw("Threes drawing two", "JS JD JC 8H 2S", "JS JD JC"),
    StandardDraw("Threes drawing one", "JS JD JC 8H 2S", "JS JD JC 8H"),
    StandardDraw("Four to a flush", "KS 9S 6S 3S 2D", "KS 9S 6S 3S", Category.FLUSH, True),
    StandardDraw("Four to a flush in hearts", "KH 9H 6H 3H 2D", "KH 9H 6H 3H", Category.FLUSH, True),
    StandardDraw("Four to a sequence open at both ends", "5C 6D 7H 8S KD", "5C 6D 7H 8S", Category.SEQUENCE, True),
    StandardDraw("Four to a sequence open at one end", "AC 2D 3H 4S 9D", "AC 2D 3H 4S", Category.SEQUENCE, True),
    StandardDraw("Ten, knave, queen, king", "TC JD QH KS 3D", "TC JD QH KS", Category.SEQUENCE, True),
    StandardDraw("Knave, queen, king, ace", "JC QD KH AS 3D", "JC QD KH AS", Category.SEQUENCE, True),
)
"""The draws tabled, in the order of the tables: the issue's standard draws, and the two sequences
that law 71's ace makes differ (ten to king, open at both ends only where the ace may end a sequence;
knave to ace, a sequence draw only there)."""


@functools.cache
def counted() -> tuple[tuple[DrawOdds, ...], ...]:
    """Per standard draw, its [`DrawOdds`][pokerlaws.hands.odds.DrawOdds] under each code in `CODES`."""
    return tuple(tuple(draw_odds(d.hand, d.keep, code) for code in CODES) for d in STANDARD_DRAWS)


def aimed(draw: StandardDraw, odds: DrawOdds) -> tuple[int, Fraction]:
    """The ways and the chance of what *draw* aims at: its category or better, or improving."""
    if draw.aim is None:
        return sum(odds.counts[odds.dealt + 1 :]), odds.improving
    return odds.count(draw.aim, at_least=True), odds.chance(draw.aim, at_least=True)


def _aim_words(draw: StandardDraw, odds: DrawOdds) -> str:
    return f"better than {odds.dealt.period}" if draw.aim is None else f"{draw.aim.period} or better"


def _hand_cell(draw: StandardDraw) -> str:
    kept = set(parse_cards(draw.keep))
    return " ".join(f"**{c}**" if c in kept else str(c) for c in parse_cards(draw.hand))


def render_table(rows: tuple[tuple[DrawOdds, ...], ...]) -> list[str]:
    """The main table: per draw, the hand (the cards kept in bold), what it aims at, and each code's chance."""
    head = "| The draw | Hand dealt (kept in bold) | Drawing for | " + " | ".join(
        f"{code}: ways | chance | odds against" for code in CODES
    ) + " |"
    lines = [head, "| --- | --- | --- | " + " | ".join("--: | --: | --:" for _ in CODES) + " |"]
    for draw, by_code in zip(STANDARD_DRAWS, rows):
        cells = [draw.name, _hand_cell(draw), _aim_words(draw, by_code[0])]
        for odds in by_code:
            ways, chance = aimed(draw, odds)
            cells += [f"{ways:,} of {odds.ways:,}", f"{float(chance) * 100:.1f} %", odds_against_text(chance)]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def render_made_table(rows: tuple[tuple[DrawOdds, ...], ...]) -> list[str]:
    """What each draw ends in, every category, under each code: ways out of C(47, k)."""
    categories = [c for c in sorted(Category, reverse=True) if any(o.counts[c] for by in rows for o in by)]
    lines = [
        "| The draw | Code | " + " | ".join(c.period for c in categories) + " | All draws |",
        "| --- | --- | " + " | ".join("--:" for _ in categories) + " | --: |",
    ]
    for draw, by_code in zip(STANDARD_DRAWS, rows):
        for odds in by_code:
            cells = [draw.name, odds.ruleset, *(f"{odds.counts[c]:,}" for c in categories), f"{odds.ways:,}"]
            lines.append("| " + " | ".join(cells) + " |")
    return lines


def changed_by_the_ace(draw: StandardDraw) -> dict[tuple[Category, Category], int]:
    """The draws of *draw* that the codes value in different categories: (1882's, american's) → ways.

    Raises:
        ValueError: a draw differs otherwise than by ten, knave, queen, king, ace (the note that says
            why would then be false: the engine's rules changed).
    """
    hand, kept = parse_cards(draw.hand), parse_cards(draw.keep)
    unseen = [card for card in PACK if card not in hand]
    found: dict[tuple[Category, Category], int] = {}
    for drawn in combinations(unseen, 5 - len(kept)):
        final = (*kept, *drawn)
        old, american = (evaluate(final, code).category for code in CODES)
        if old != american:
            if sorted(card.rank for card in final) != [10, 11, 12, 13, 14]:
                raise ValueError(f"{draw.name}: the codes differ on {final} otherwise than by 10-J-Q-K-A")
            found[old, american] = found.get((old, american), 0) + 1
    return found


_A = {
    Category.NO_PAIR: "a hand of no pair", Category.PAIR: "a pair", Category.TWO_PAIRS: "two pairs",
    Category.THREES: "threes", Category.SEQUENCE: "a sequence", Category.FLUSH: "a flush", Category.FULL: "a full",
    Category.FOURS: "fours", Category.SEQUENCE_FLUSH: "a sequence flush",
}  # fmt: skip


def ruling_note(draw: StandardDraw, by_code: tuple[DrawOdds, ...]) -> str | None:
    """A note, ruling-style, on what the 1882 laws change in a draw's figures and why; ``None`` if nothing."""
    changed = changed_by_the_ace(draw)
    if not changed:
        return None
    (old_ways, old_chance), (new_ways, new_chance) = (aimed(draw, odds) for odds in by_code)
    moved = "; ".join(
        f"{n:,} draw{'s' * (n != 1)} {'make' if n != 1 else 'makes'} ten to ace, {_A[new]} under american "
        f"and {_A[old]} under 1882" for (old, new), n in sorted(changed.items())
    )
    return (
        f"**{draw.name}, keeping {draw.keep}.** Under [1882:71][1882-71] the ace only begins a sequence: "
        f"ten, knave, queen, king, ace is no sequence. {moved[0].upper() + moved[1:]}. So the draw ends in "
        f"{_aim_words(draw, by_code[0])} in {old_ways:,} ways of {by_code[0].ways:,} under 1882 "
        f"({odds_against_text(old_chance)}), in {new_ways:,} under american ({odds_against_text(new_chance)})."
    )


def hearts_note(rows: tuple[tuple[DrawOdds, ...], ...]) -> str:
    """What law 69's precedence of hearts does to the flush draws: said from the counts, not assumed."""
    names = [d.name for d in STANDARD_DRAWS]
    plain, hearts = rows[names.index("Four to a flush")], rows[names.index("Four to a flush in hearts")]
    same = all(a.counts == b.counts for a, b in zip(plain, hearts))
    verdict = (
        "changes the rank of the flush made, not the chance of making it: under each code the four hearts "
        "end as the four spades of the same ranks do, category by category"
        if same
        else "changes these figures: the four hearts and the four spades of the same ranks end differently"
    )
    return (
        "**Four to a flush in hearts.** Under [1882:69][1882-69] a flush in hearts beats any other flush; that "
        f"{verdict}. What the precedence changes is the worth of the flush at the show, not its odds."
    )


def render_draw_section(page: str, chart: str = CHART_PATH) -> list[str]:
    """The section "The chances of the draw under each code" of the page *page*, as Markdown lines."""
    rows = counted()
    notes = [note for draw, by in zip(STANDARD_DRAWS, rows) if (note := ruling_note(draw, by))]
    src = posixpath.relpath(chart, posixpath.dirname(page))
    return [
        f"## The chances of the draw under each code {{ #{SECTION_ANCHOR} }}",
        "",
        "The draws of the period's tables, each counted exactly: every draw of the cards thrown away from "
        "the 47 the player has not seen, the final hand valued under the 1882 code and under the `american` "
        "ruleset (the ace ending a sequence, as in the footnote to [1882:71][1882-71]). Each draw is one hand, "
        "its kept cards in bold; the cards thrown away change the figures a little, since they cannot come "
        "again. *Drawing for*: a category or better, or (for the pairs and threes) any better category than "
        "the hand held. Computed when the site is built by [`draw_odds`][pokerlaws.hands.odds.draw_odds]; the "
        'first row is `pokerlaws odds "JS JD 8C 5H 2S" --keep "JS JD"` on the command line.',
        "",
        *render_table(rows),
        "",
        f"![Bar chart: the chance of each standard draw, under 1882 and under the American custom, in per cent, "
        f"from a pair drawing three ({float(aimed(STANDARD_DRAWS[0], rows[0][0])[1]) * 100:.1f} % under both) "
        f"to knave, queen, king, ace drawing for a sequence]({src}){{ .draw-chances-chart }}",
        "",
        "### Where the 1882 laws change a figure",
        "",
        *(line for note in notes for line in (note, "")),
        hearts_note(rows),
        "",
        "### What each draw ends in",
        "",
        "Every category each draw can end in, in ways out of all the draws; they sum to the last column.",
        "",
        *render_made_table(rows),
        "",
    ]


def render_straight_or_flush_section(page: str) -> list[str]:
    """The section on 1895:38's page: the chances of the draws to a straight or a flush."""
    rows = counted()
    draws = [(d, by) for d, by in zip(STANDARD_DRAWS, rows) if d.straight_or_flush]
    lines = [
        "## The chances of “drawing for a straight or a flush” { #1895-38-draw-chances }",
        "",
        "What a player who may not open on such a draw is drawing to, counted exactly (one card from the 47 "
        "unseen). The Guide's jack-pot values hands under `american-writers` by default, whose kinds of hand are "
        "`american`'s (they differ only in comparing hands of one kind), so the `american` columns, second, are its figures; the "
        "1882 figures come first, as on the other tables. The other draws, and why the codes differ, are on the page of [foster:1][foster-1].",
        "",
        "| The draw | Hand dealt (kept in bold) | " + " | ".join(f"{code}: ways | odds against" for code in CODES) + " |",
        "| --- | --- | " + " | ".join("--: | --:" for _ in CODES) + " |",
    ]
    for draw, by_code in draws:
        cells = [f"{draw.name}, for a {draw.aim.period if draw.aim else 'better hand'}", _hand_cell(draw)]
        for odds in by_code:
            ways, chance = aimed(draw, odds)
            cells += [f"{ways:,} of {odds.ways:,}", odds_against_text(chance)]
        lines.append("| " + " | ".join(cells) + " |")
    return [*lines, ""]


def render_chart(rows: tuple[tuple[DrawOdds, ...], ...] | None = None) -> str:
    """The chart comparing the codes, as SVG text: each draw's chance of what it draws for, in per cent."""
    import matplotlib
    from matplotlib.figure import Figure

    rows = counted() if rows is None else rows
    settings = {"svg.fonttype": "path", "svg.hashsalt": "pokerlaws-draw-chances", "font.size": 10}
    with matplotlib.rc_context(settings):
        figure = Figure(figsize=(8, 6.2), facecolor="white")
        axes = figure.add_subplot()
        height = 0.38
        order = list(range(len(STANDARD_DRAWS)))[::-1]  # the first draw at the top
        for offset, column, code in zip((height / 2, -height / 2), range(len(CODES)), CODES):
            chances = [float(aimed(STANDARD_DRAWS[i], rows[i][column])[1]) * 100 for i in order]
            bars = axes.barh([j + offset for j in range(len(order))], chances, height=height, color=_COLOURS[code], label=code)
            axes.bar_label(bars, labels=[f"{c:.1f} %" for c in chances], padding=3, fontsize=8)
        axes.set_yticks(range(len(order)), [STANDARD_DRAWS[i].name for i in order])
        axes.set_xlim(0, 100)
        axes.set_xlabel("chance of what the draw is for, per cent (exact counts over every draw)")
        axes.set_title("The standard draws under the two codes")
        axes.legend(loc="lower right", frameon=False, title="code")
        return finished_svg(figure, axes)


def render_draw_files() -> dict[str, str]:
    """The generated files of this module, docs-relative path → content: the chart."""
    return {CHART_PATH: render_chart()}
