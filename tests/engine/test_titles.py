"""Unit titles stay in their source's own words.

The 1882 laws call five cards of consecutive rank a *sequence*; the Guide of
1895 calls them a *straight*; the Foster-style account names neither. A title
is the editor's, but it speaks of a hand in the words of the source it heads:
an 1895 title that said "sequence" would put the 1882 word in the Guide's mouth.
"""

from __future__ import annotations

import re

import pytest

from pokerlaws.edition.corpus import default_corpus

# The words for the same hand, each a family of forms.
HAND_WORDS = {
    "sequence": re.compile(r"\bsequences?\b", re.IGNORECASE),
    "straight": re.compile(r"\bstraights?\b", re.IGNORECASE),
}


def _source_text(source: str) -> str:
    return " ".join(unit.text for unit in default_corpus().units(source))


def test_the_guide_says_straight_and_1882_says_sequence() -> None:
    # the premise of the rule below, read from the texts themselves
    guide, laws_1882 = _source_text("1895"), _source_text("1882")
    assert HAND_WORDS["straight"].search(guide) and not HAND_WORDS["sequence"].search(guide)
    assert HAND_WORDS["sequence"].search(laws_1882) and not HAND_WORDS["straight"].search(laws_1882)


@pytest.mark.parametrize("unit_id", list(default_corpus().laws))
def test_a_title_names_the_hand_in_its_source_words(unit_id: str) -> None:
    unit = default_corpus().law(unit_id)
    text = _source_text(unit.source)
    for word, pattern in HAND_WORDS.items():
        if pattern.search(unit.title):
            assert pattern.search(text), (
                f"{unit_id}: the title {unit.title!r} says {word!r}, a word the {unit.source} text never uses"
            )


def test_no_1895_title_says_sequence() -> None:
    titles = {unit.id: unit.title for unit in default_corpus().units("1895")}
    assert titles and not {i: t for i, t in titles.items() if HAND_WORDS["sequence"].search(t)}


def test_1895_38_is_titled_in_the_guide_words() -> None:
    # neutral: the title names what the rule speaks of, in its words, and decides nothing
    unit = default_corpus().law("1895:38")
    words = re.findall(r"[a-z]+", unit.title.lower())
    assert "straight" in words and "sequence" not in words
    assert set(words) <= set(re.findall(r"[a-z]+", unit.text.lower())), unit.title
