"""The chances of the standard draws on the pages of foster:1 and 1895:38 (issue 14, item 3)."""

from __future__ import annotations

import re

import pytest
from helpers.site import BuiltSite

from pokerlaws import Category
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.hands.odds import draw_odds, odds_against_text
from pokerlaws.site.draw_tables import (
    CHART_PATH,
    SECTION_ANCHOR,
    STANDARD_DRAWS,
    StandardDraw,
    aimed,
    changed_by_the_ace,
    counted,
    render_chart,
    render_draw_section,
    render_straight_or_flush_section,
)
from pokerlaws.site.law_pages import render_unit_page

PAGE = "laws/foster/1.md"

pytestmark = pytest.mark.law("foster:1", "1882:71", "1895:38")


def test_each_row_gives_the_engines_counts_under_each_code() -> None:
    lines = render_draw_section(PAGE)
    rows = [line for line in lines if line.startswith("| ") and not line.startswith("| The draw") and "---" not in line]
    main = rows[: len(STANDARD_DRAWS)]
    for draw, row in zip(STANDARD_DRAWS, main):
        cells = [c.strip() for c in row.strip("| ").split(" | ")]
        assert cells[0] == draw.name
        for column, code in ((3, "1882"), (6, "american")):
            odds = draw_odds(draw.hand, draw.keep, code)
            ways, chance = aimed(draw, odds)
            assert cells[column] == f"{ways:,} of {odds.ways:,}" and cells[column + 2] == odds_against_text(chance), (draw, code)
    text = "\n".join(lines)
    assert "| A pair drawing three | **JS** **JD** 8C 5H 2S | better than a pair | 4,656 of 16,215 | 28.7 % | 2.48 to 1 |" in text
    assert "| Ten, knave, queen, king | **TC** **JD** **QH** **KS** 3D | sequence or better | 4 of 47 |" in text
    names = {draw.name for draw in STANDARD_DRAWS}
    assert {"Two pairs drawing one", "Threes drawing one", "Threes drawing two", "Four to a flush in hearts",
            "Four to a sequence open at one end", "A pair and a kicker drawing two"} <= names  # fmt: skip


def test_a_note_stands_exactly_where_the_1882_laws_change_a_figure() -> None:
    text = "\n".join(render_draw_section(PAGE))
    for draw, by_code in zip(STANDARD_DRAWS, counted()):
        differs = by_code[0].counts != by_code[1].counts
        assert (f"**{draw.name}, keeping {draw.keep}.**" in text) == differs, draw.name
    assert sum(by[0].counts != by[1].counts for by in counted()) == 2
    assert "4 draws make ten to ace, a sequence under american and a hand of no pair under 1882" in text
    assert "in 4 ways of 47 under 1882 (10.75 to 1), in 8 under american (4.88 to 1)" in text
    assert "not the chance of making it" in text  # law 69, from the counts


def test_the_note_refuses_a_difference_it_would_misdescribe() -> None:
    # a pair of aces with a king: the codes value no final hand apart but 10-J-Q-K-A, and none is made
    assert changed_by_the_ace(StandardDraw("x", "AS AD KC 5H 2S", "AS AD KC")) == {}
    found = changed_by_the_ace(StandardDraw("x", "TC JD QH KS 3D", "TC JD QH KS"))
    assert found == {(Category.NO_PAIR, Category.SEQUENCE): 4}


def test_the_chart_is_a_self_contained_svg_drawn_from_the_counts() -> None:
    svg = render_chart()
    assert svg.lstrip().startswith("<?xml") and svg == render_chart()
    assert not re.search(r'(?:href|src)="(?:https?:)?//', svg) and "<script" not in svg and "<text" not in svg
    labels = set(re.findall(r"<!-- (.*?) -->", svg))
    for draw, by_code in zip(STANDARD_DRAWS, counted()):
        assert draw.name in labels
        assert {f"{float(aimed(draw, odds)[1]) * 100:.1f} %" for odds in by_code} <= labels


def test_the_pages_of_foster_1_and_1895_38_carry_their_sections() -> None:
    corpus = default_corpus()
    page = render_unit_page(corpus, corpus.law("foster:1"))
    assert f"#{SECTION_ANCHOR}" in page and "](draw-chances.svg)" in page
    other = render_unit_page(corpus, corpus.law("1895:38"))
    assert "#1895-38-draw-chances" in other and "[foster:1][foster-1]" in other
    assert SECTION_ANCHOR not in render_unit_page(corpus, corpus.law("foster:2"))
    flush_rows = [line for line in render_straight_or_flush_section("laws/1895/38.md") if line.startswith("| Four to a")]
    assert len(flush_rows) == 4


def test_the_built_page_shows_the_tables_and_the_chart(built_site: BuiltSite) -> None:
    page = built_site.html("laws/foster/1/index.html")
    assert f'id="{SECTION_ANCHOR}"' in page and "2.48 to 1" in page and "10.75 to 1" in page
    images = re.findall(r'<img[^>]+src="([^"]+draw-chances\.svg)"', page)
    assert images
    chart = (built_site.root / "laws/foster/1" / images[0]).resolve()
    assert chart == (built_site.root / CHART_PATH).resolve() and chart.is_file()
