"""The book (``pokerlaws.site.book``) set from prose it cannot take as it is: a link to a place the book does
not have (finding M5) names the unit, not a line of the Typst template."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.laws import copy_laws, edit

from pokerlaws.edition.corpus import Corpus, default_corpus
from pokerlaws.site.book import book_data, make_book, unresolved_reference
from pokerlaws.site.cite_as import EditionFacts

FACTS = EditionFacts("0.1.0", "2026-12-01", "last commit", "Poker Laws project")
GLOSSARY = '| <span id="the-age">**the age**</span> | He pays the blind. | the big blind |\n'


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
