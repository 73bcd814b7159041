"""Words for readers on the generated pages (issue 30, item 12): no programmers' words on a law page,
no straight quotes in a heading, no brackets inside brackets in a citation."""

from __future__ import annotations

import re

import pytest

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.cite_as import PROJECT_EDITOR, EditionFacts, citation_text

CONTRIBUTORS_WORDS = ("runs in CI", "doctest", "pytest laws/")


def test_law_pages_speak_to_readers(rendered_pages: dict[str, str]) -> None:
    laws = {path: text for path, text in rendered_pages.items() if re.match(r"laws/[^/]+/\d+\.md$", path)}
    assert len(laws) == len(default_corpus().laws)
    for path, text in laws.items():
        for words in CONTRIBUTORS_WORDS:
            assert words not in text, f"{path}: {words!r}"


def test_no_straight_quotes_in_a_heading(rendered_pages: dict[str, str]) -> None:
    for path, text in rendered_pages.items():
        for line in text.splitlines():
            if line.startswith("#"):
                words = re.sub(r"\{[^{}]*\}\s*$", "", line)  # the heading's attributes: { #id }
                assert '"' not in words, f"{path}: {line}"


@pytest.mark.parametrize("unit_id", ["foster:4", "1882:60", "1895:38"])
def test_a_citation_has_no_brackets_inside_brackets(unit_id: str) -> None:
    corpus = default_corpus()
    said = citation_text(corpus, corpus.law(unit_id), "https://example.org/", EditionFacts("0.1.0", "2026-12-01", "last commit", PROJECT_EDITOR))
    depth = 0
    for character in said:
        depth += {"(": 1, ")": -1}.get(character, 0)
        assert depth <= 1, said
