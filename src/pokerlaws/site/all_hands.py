"""The tables of all 2,598,960 hands under each code, and their chart, for the page of 1882:65.

Computed at build time from the engine
([`hand_table`][pokerlaws.hands.exhaustive.hand_table]), never committed:
[`render_all_hands_section`][pokerlaws.site.all_hands.render_all_hands_section]
gives the Markdown section that [`law_pages`][pokerlaws.site.law_pages] adds to the
page of law 65, and [`render_chart`][pokerlaws.site.all_hands.render_chart]
the SVG picture it shows, drawn by matplotlib without any outside request
(text as paths, no fonts or scripts to fetch).
"""

from __future__ import annotations

import functools
import io
import posixpath
from fractions import Fraction

from pokerlaws.hands import Category
from pokerlaws.hands.exhaustive import HANDS, HandTable, hand_table

CODES = ("1882", "american")
"""The codes compared, in the order of the table's columns and the chart's bars."""

UNIT = "1882:65"
"""The unit whose page carries the section."""

CHART_PATH = "laws/1882/all-hands.svg"
"""The chart's docs-relative path (next to the page ``laws/1882/65.md``)."""

SECTION_ANCHOR = "1882-65-all-hands"
"""The section's id on the page of 1882:65."""

_COLOURS = {"1882": "#8c510a", "american": "#01665e"}  # brown and teal: apart for colour-blind readers too


@functools.cache
def code_tables() -> tuple[HandTable, ...]:
    """The [`HandTable`][pokerlaws.hands.exhaustive.HandTable] of each code in `CODES`, computed once per process."""
    return tuple(hand_table(code) for code in CODES)


def format_odds(odds: Fraction) -> str:
    """Odds against, *x* to 1, to a sensible precision: ``"72,192 to 1"``, ``"1.37 to 1"``."""
    value = float(odds)
    if value >= 100:
        text = f"{value:,.0f}"
    elif value >= 10:
        text = f"{value:.1f}"
    elif value >= 1:
        text = f"{value:.2f}"
    else:
        text = f"{value:.3f}"
    return f"{text} to 1"


def _name(category: Category) -> str:
    return category.period[0].upper() + category.period[1:]


def render_table(tables: tuple[HandTable, ...]) -> list[str]:
    """The Markdown table: per category, each code's hands, odds against, values."""
    head = "| Hand (modern name) | " + " | ".join(
        f"{t.ruleset.name}: hands | odds against | values" for t in tables
    ) + " |"
    rule = "| --- | " + " | ".join("--: | --: | --:" for _ in tables) + " |"
    rows = [head, rule]
    for category in sorted(Category, reverse=True):
        modern = "" if category.modern == category.period else f" *({category.modern})*"
        cells = [_name(category) + modern]
        for table in tables:
            count = table[category]
            cells += [f"{count.hands:,}", format_odds(count.odds_against), f"{count.values:,}"]
        rows.append("| " + " | ".join(cells) + " |")
    total = ["**All hands**"]
    for table in tables:
        total += [f"**{sum(c.hands for c in table.counts):,}**", "", f"**{table.values:,}**"]
    rows.append("| " + " | ".join(total) + " |")
    return rows


def describe_ace_rule(old: HandTable, american: HandTable) -> str:
    """The sentence on what law 71's rule for the ace changes, from the two tables.

    Raises:
        ValueError: the tables differ otherwise than by the hands 10-J-Q-K-A
            (then the sentence would be false: the engine's rules changed).
    """
    c = Category
    suited = american[c.SEQUENCE_FLUSH].hands - old[c.SEQUENCE_FLUSH].hands
    unsuited = american[c.SEQUENCE].hands - old[c.SEQUENCE].hands
    moved = {c.SEQUENCE_FLUSH: -suited, c.FLUSH: suited, c.SEQUENCE: -unsuited, c.NO_PAIR: unsuited}
    for category in Category:
        if old[category].hands - american[category].hands != moved.get(category, 0):
            raise ValueError(
                f"the 1882 and american tables differ in {category.period} otherwise than by 10-J-Q-K-A: "
                "revise pokerlaws.site.all_hands.describe_ace_rule"
            )
    if suited <= 0 or unsuited <= 0:
        raise ValueError("10-J-Q-K-A is no longer a sequence under american: revise describe_ace_rule")
    sequence_odds = (format_odds(old[c.SEQUENCE].odds_against), format_odds(american[c.SEQUENCE].odds_against))
    return (
        "**What the rule of the ace changes.** Both codes let the ace begin a sequence "
        "(A-2-3-4-5 is the lowest); only the American custom lets it end one. Under 1882 "
        f"([1882:71][1882-71]) the {suited:,} hands 10-J-Q-K-A in one suit are flushes, not sequence flushes "
        f"({old[c.SEQUENCE_FLUSH].hands:,} sequence flushes instead of {american[c.SEQUENCE_FLUSH].hands:,}; "
        f"{old[c.FLUSH].hands:,} flushes instead of {american[c.FLUSH].hands:,}), and the {unsuited:,} in "
        f"mixed suits are hands with no pair, ace high ({old[c.SEQUENCE].hands:,} sequences instead of "
        f"{american[c.SEQUENCE].hands:,}), so that a sequence is rarer — {sequence_odds[0]} against instead "
        f"of {sequence_odds[1]}. No other count moves. The numbers of values differ for two other reasons: "
        f"a flush in hearts ranks apart ([1882:69][1882-69]: {old[c.FLUSH].values:,} values of flushes "
        f"against {american[c.FLUSH].values:,}), and the odd card does not count between two pairs "
        f"([1882:73][1882-73]: {old[c.TWO_PAIRS].values:,} values against {american[c.TWO_PAIRS].values:,})."
    )


def _rarity_sentence(tables: tuple[HandTable, ...]) -> str:
    ordered = [
        all(a.hands < b.hands for a, b in zip(t.counts, t.counts[1:])) for t in tables
    ]
    if all(ordered):
        return (
            "Under both codes the order of law 65 is the order of rarity: each kind of hand is dealt "
            "less often than every kind below it."
        )
    names = [t.ruleset.name for t, fine in zip(tables, ordered) if not fine]
    return f"Under {', '.join(names)} the order of law 65 is not the order of rarity."


def render_all_hands_section(page: str, chart: str = CHART_PATH) -> list[str]:
    """The section "All 2,598,960 hands under each code" of the page *page*, as Markdown lines.

    Args:
        page: the docs-relative path of the page it goes on (``laws/1882/65.md``).
        chart: the docs-relative path of the chart (see `render_chart`).
    """
    tables = code_tables()
    by_code = dict(zip(CODES, tables))
    src = posixpath.relpath(chart, posixpath.dirname(page))
    return [
        f"## All {HANDS:,} hands under each code {{ #{SECTION_ANCHOR} }}",
        "",
        f"Every hand that five cards from a full pack can make — {HANDS:,} of them — ranked by the engine "
        "under the 1882 code and under the `american` ruleset, the editor's modern order (the ace ending a sequence, "
        "as in the footnote to [1882:71][1882-71], and no precedence of suits), "
        "and counted by kind. *Hands*: how many fall in the kind; *odds against*: the odds against being dealt "
        "it in five cards from a full pack; *values*: how many distinct values those hands take (hands of one "
        "value are \"identical in value\" and share the pool, [1882:76][1882-76]). Computed when the site is "
        "built, by [`hand_table`][pokerlaws.hands.exhaustive.hand_table], which ranks all the hands at once with "
        "[`rank_all`][pokerlaws.hands.exhaustive.rank_all].",
        "",
        *render_table(tables),
        "",
        describe_ace_rule(by_code["1882"], by_code["american"]),
        "",
        _rarity_sentence(tables),
        "",
        f"![Bar chart: the number of hands of each kind under 1882 and under the American custom, "
        f"on a logarithmic scale, from sequence flushes ({by_code['1882'][Category.SEQUENCE_FLUSH].hands} and "
        f"{by_code['american'][Category.SEQUENCE_FLUSH].hands}) to hands with no pair]({src})"
        "{ .all-hands-chart }",
        "",
    ]


def render_chart(tables: tuple[HandTable, ...] | None = None) -> str:
    """The chart comparing the codes, as SVG text: hands per kind, log scale.

    Drawn with matplotlib (a ``docs`` dependency) through its object API, so
    that no global state or display is touched; the text is drawn as paths
    and the file names no outside resource.
    """
    import matplotlib
    from matplotlib.figure import Figure

    tables = code_tables() if tables is None else tables
    categories = sorted(Category)  # worst first: matplotlib draws the first bar at the bottom
    settings = {"svg.fonttype": "path", "svg.hashsalt": "pokerlaws-all-hands", "font.size": 10}
    with matplotlib.rc_context(settings):
        figure = Figure(figsize=(8, 5.2), facecolor="white")
        axes = figure.add_subplot()
        height = 0.38
        for offset, table in zip((height / 2, -height / 2), tables):
            counts = [table[c].hands for c in categories]
            positions = [i + offset for i in range(len(categories))]
            bars = axes.barh(
                positions, counts, height=height, color=_COLOURS.get(table.ruleset.name),
                label=f"{table.ruleset.name}: {table.values:,} values",
            )
            axes.bar_label(bars, labels=[f"{n:,}" for n in counts], padding=3, fontsize=8)
        axes.set_xscale("log")
        axes.set_xlim(10, 2e7)
        names = [c.period if c.period == c.modern else f"{c.period} ({c.modern})" for c in categories]
        axes.set_yticks(range(len(categories)), names)
        axes.set_xlabel(f"hands among all {HANDS:,} (logarithmic scale)")
        axes.set_title("Hands of each kind under the two codes")
        axes.legend(loc="upper right", frameon=False, title="code")
        return finished_svg(figure, axes)


def finished_svg(figure, axes) -> str:  # noqa: ANN001 - matplotlib's Figure and Axes
    """The chart as SVG text, in the edition's manner: no frame on top or right, laid out tightly,
    and no date or creator, so that a build gives the same file as the last."""
    for side in ("top", "right"):
        axes.spines[side].set_visible(False)
    figure.tight_layout()
    out = io.StringIO()
    figure.savefig(out, format="svg", metadata={"Date": None, "Creator": None})
    return out.getvalue()


def render_all_hands_files() -> dict[str, str]:
    """The generated files of this module, docs-relative path → content: the chart."""
    return {CHART_PATH: render_chart()}
