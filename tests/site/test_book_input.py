"""The book (``pokerlaws.site.book``) set from prose it cannot take as it is: a link to a place the book does
not have (finding M5) names the unit, not a line of the Typst template; markup nested however deep
(finding M6) is set, not stopped by Typst's limits on JSON nesting and on calls."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.laws import copy_laws, edit

from pokerlaws.edition.corpus import Corpus, default_corpus
from pokerlaws.site.book import _Prose, book_data, make_book, unresolved_reference
from pokerlaws.site.cite_as import EditionFacts

FACTS = EditionFacts("0.1.0", "2026-12-01", "last commit", "Poker Laws project")
GLOSSARY = '| <span id="the-age">**the age**</span> | He pays the blind. | the big blind |\n'


def _depth(value: object) -> int:
    stack, deepest = [(value, 1)], 0
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else []
        stack.extend((child, depth + 1) for child in children)
    return deepest


def test_a_link_to_no_entry_of_the_glossary_stops_the_book_with_the_unit_named(tmp_path: Path) -> None:
    pytest.importorskip("typst")
    laws = copy_laws(tmp_path)
    edit(laws / "1882" / "71.yaml", "Under this law the ace", "Under [the age](../../glossary.md#the-agex) the ace")
    data = book_data(Corpus.load(laws), FACTS, None, GLOSSARY)  # the corpus loads: the glossary is the site's
    with pytest.raises(RuntimeError) as info:
        make_book(data, tmp_path, ("a4",))
    message = str(info.value)
    assert "1882:71" in message and "commentary" in message and "'the-agex'" in message
    assert "book.typ" not in message and "\n" not in message
    assert not (tmp_path / "pokerlaws-edition.pdf").exists()


def test_every_link_of_the_editions_book_leads_to_a_place_in_it() -> None:
    glossary = (Path(__file__).parents[2] / "docs" / "glossary.md").read_text(encoding="utf-8")
    assert unresolved_reference(book_data(default_corpus(), FACTS, None, glossary)) is None


DEEP = 300  # deeper than Typst reads JSON (128) and calls a function (80), and than libxml2 parses HTML (255)


def test_emphasis_nested_however_deep_makes_pieces_a_few_levels_deep() -> None:
    text = "".join("*a " if i % 2 == 0 else "__b " for i in range(DEEP)) + "deep"
    text += "".join(" a*" if i % 2 == 0 else " b__" for i in reversed(range(DEEP)))
    pieces = _Prose(default_corpus(), None).line(text)
    assert _depth(pieces) <= 8
    assert "deep" in json.dumps(pieces)
    kinds = {piece["t"] for piece in pieces}
    assert kinds == {"em"}  # the outer emphasis kept


def test_the_book_is_set_from_markup_nested_60_deep(tmp_path: Path) -> None:
    pytest.importorskip("typst")
    deep = "".join("*a " if i % 2 == 0 else "_b " for i in range(60)) + "deep" + "".join(" a*" if i % 2 == 0 else " b_" for i in reversed(range(60)))
    glossary = f'| <span id="deep">**deep**</span> | {deep} | nothing |\n'
    data = book_data(default_corpus(), FACTS, None, glossary)
    assert _depth(data) < 40
    [pdf] = make_book(data, tmp_path, ("a4",))
    assert pdf.stat().st_size > 0


def test_the_book_renders_prose_with_the_sites_extensions() -> None:
    """The attack on issue 29's new changes, finding 9: the book rendered prose without the site's Markdown
    extensions, so a footnote, a table, an admonition, a definition list printed as the Markdown that wrote them."""
    text = (
        "A claim.[^1]\n\n| Term | Meaning |\n| --- | --- |\n| pool | the pot |\n\n"
        '!!! note "A note"\n    Inside the *note*.\n\npool\n:   the pot, *so*\n\n[^1]: The footnote\'s text.\n'
    )
    blocks = _Prose(default_corpus(), None).blocks(text, None, "laws/1882/71.md")
    words = json.dumps(blocks, ensure_ascii=False)
    for markdown in ("[^1]", "| ---", "!!!", ":   ", "↩"):
        assert markdown not in words
    for said in ("A claim.", "the pot", "A note", "Inside the ", "The footnote's text."):
        assert said in words
    assert {"t": "em", "c": [{"t": "text", "s": "note"}]} in blocks[4]["c"]
