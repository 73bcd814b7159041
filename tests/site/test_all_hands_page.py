"""The tables of all hands on the page of 1882:65, their chart, and the Performance page."""

from __future__ import annotations

import dataclasses
import re
import subprocess
from pathlib import Path

import pytest
from helpers import ROOT
from helpers.site import BuiltSite

from pokerlaws import Category
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.hands.exhaustive import CategoryCount, HandTable, hand_table
from pokerlaws.site import all_hands
from pokerlaws.site.all_hands import (
    CHART_PATH,
    SECTION_ANCHOR,
    code_tables,
    describe_ace_rule,
    format_odds,
    render_all_hands_section,
    render_chart,
)
from pokerlaws.site.build import PERFORMANCE_PAGE, nav
from pokerlaws.site.law_pages import render_unit_page

PAGE = "laws/1882/65.md"


def test_the_section_shows_each_codes_table():
    text = "\n".join(render_all_hands_section(PAGE))
    assert f"{{ #{SECTION_ANCHOR} }}" in text
    rows = {line.split(" | ")[0].lstrip("| ").split(" *(")[0]: line for line in text.splitlines() if line.startswith("| ")}
    for code in ("1882", "american"):
        table = hand_table(code)
        offset = 0 if code == "1882" else 3
        for count in table.counts:
            name = count.category.period[0].upper() + count.category.period[1:]
            cells = [c.strip() for c in rows[name].strip("| ").split(" | ")]
            assert cells[1 + offset : 4 + offset] == [
                f"{count.hands:,}",
                format_odds(count.odds_against),
                f"{count.values:,}",
            ], (code, name)
    # the figures of the issue, as they read on the page
    assert "| Sequence flush *(straight flush)* | 36 |" in text and "| 40 |" in text
    assert "| Sequence *(straight)* | 9,180 |" in text and "| 10,200 |" in text
    assert "| No pair *(high card)* | 1,303,560 |" in text and "| 1,302,540 |" in text
    assert "| Flush | 5,112 |" in text and "| 5,108 |" in text
    assert "**7,960**" in text and "**7,462**" in text


def test_the_section_says_what_the_ace_rule_changes():
    text = "\n".join(render_all_hands_section(PAGE))
    assert "What the rule of the ace changes" in text
    assert "the 4 hands 10-J-Q-K-A in one suit are flushes" in text
    assert "the 1,020 in mixed suits are hands with no pair" in text
    assert "282 to 1 against instead of 254 to 1" in text
    assert "[1882:71][1882-71]" in text


def test_the_sentence_refuses_tables_it_would_misdescribe():
    old, american = code_tables()
    counts = tuple(
        dataclasses.replace(c, hands=c.hands + 1) if c.category is Category.THREES else c for c in old.counts
    )
    with pytest.raises(ValueError, match="threes"):
        describe_ace_rule(HandTable(old.ruleset, counts, old.values), american)


def test_odds_are_formatted_to_a_sensible_precision():
    assert format_odds(CategoryCount(Category.SEQUENCE_FLUSH, 36, 9).odds_against) == "72,192 to 1"
    assert format_odds(CategoryCount(Category.THREES, 54_912, 858).odds_against) == "46.3 to 1"
    assert format_odds(CategoryCount(Category.PAIR, 1_098_240, 2860).odds_against) == "1.37 to 1"
    assert format_odds(CategoryCount(Category.NO_PAIR, 1_302_540, 1277).odds_against) == "0.995 to 1"


def test_the_chart_is_a_self_contained_svg():
    svg = render_chart()
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    assert svg == render_chart(), "the chart should not change from one build to the next"
    # nothing a browser would fetch: only XML namespaces and the DTD name mention a host
    assert not re.search(r'(?:href|src)="(?:https?:)?//', svg)
    assert "<script" not in svg and "@import" not in svg and "<image" not in svg
    assert "<text" not in svg, "text should be drawn as paths (no font to load)"
    # it is drawn from the tables (matplotlib keeps each text drawn as paths in a comment)
    labels = set(re.findall(r"<!-- (.*?) -->", svg))
    for table in code_tables():
        assert f"{table.ruleset.name}: {table.values:,} values" in labels
        assert {f"{count.hands:,}" for count in table.counts} <= labels


def test_the_page_of_law_65_carries_the_section_and_only_it_does(rendered_pages: dict[str, str]) -> None:
    corpus = default_corpus()
    page = render_unit_page(corpus, corpus.law("1882:65"))
    assert f"#{SECTION_ANCHOR}" in page and "](all-hands.svg)" in page
    assert SECTION_ANCHOR not in render_unit_page(corpus, corpus.law("1882:66"))
    pages = rendered_pages
    assert rendered_pages["laws/1882/65.md"].count(f"#{SECTION_ANCHOR}") == 1
    assert CHART_PATH in pages and pages[CHART_PATH].lstrip().startswith("<?xml")


def test_performance_is_in_the_navigation():
    entries = nav(default_corpus())
    assert {"Performance": PERFORMANCE_PAGE} in entries
    assert (ROOT / "docs" / PERFORMANCE_PAGE).is_file()


def test_generated_files_are_not_committed():
    tracked = subprocess.run(
        ["git", "ls-files", "docs", "laws"], cwd=ROOT, capture_output=True, text=True, check=False
    ).stdout.split()
    assert not any(path.endswith(".svg") for path in tracked), tracked
    assert not (ROOT / "docs" / CHART_PATH).exists()


def test_the_built_page_shows_tables_and_chart(built_site: BuiltSite):
    page = built_site.html("laws/1882/65/index.html")
    assert f'id="{SECTION_ANCHOR}"' in page
    assert "<table>" in page and "72,192 to 1" in page and "64,973 to 1" in page
    images = re.findall(r'<img[^>]+src="([^"]+\.svg)"', page)
    assert images, "no chart on the page"
    chart = (built_site.root / "laws/1882/65" / images[0]).resolve()
    assert chart.is_file() and chart.read_text(encoding="utf-8").lstrip().startswith("<?xml")
    assert chart == (built_site.root / CHART_PATH).resolve()


def test_the_built_performance_page(built_site: BuiltSite):
    page = built_site.html("performance/index.html")
    assert "scripts/bench_hands.py" in page
    assert "hands per second" in page or "hands/s" in page


def test_the_site_module_is_documented_in_order():
    from pokerlaws.site.api_pages import SIDE_ORDER, side_modules

    assert "all_hands" in SIDE_ORDER["pokerlaws.site"] and "all_hands" in side_modules("pokerlaws.site")
    assert all_hands.__doc__ and Path(all_hands.__file__).name == "all_hands.py"
