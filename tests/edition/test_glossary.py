"""The glossary: every entry cites the units it comes from, and says what the rulings say.

An entry is a row of one of the glossary's tables, its term marked with an
anchor (``<span id="ante">``). It cites units with the site's relative law
links, ``[foster:9](laws/foster/9.md)``; a range is written
``[1895:25](laws/1895/25.md)–[26](laws/1895/26.md)``.
"""

from __future__ import annotations

import re

import pytest
from helpers import ROOT

from pokerlaws.edition.corpus import default_corpus

GLOSSARY = ROOT / "docs" / "glossary.md"

ENTRY = re.compile(r'^\|\s*<span id="(?P<anchor>[^"]+)">.*$', re.MULTILINE)
LAW_LINK = re.compile(r"\[(?P<label>[^\]]+)\]\(laws/(?P<source>[a-z0-9]+)/(?P<number>\d+)\.md(?:#[^)]*)?\)")


def entries(text: str) -> dict[str, str]:
    """Anchor → the whole row of each glossary entry."""
    found: dict[str, str] = {}
    for match in ENTRY.finditer(text):
        anchor = match["anchor"]
        assert anchor not in found, f"the glossary has two entries with the anchor {anchor!r}"
        found[anchor] = match[0]
    return found


def cited(row: str) -> list[tuple[str, str]]:
    """(label, unit id) of every law link in *row*."""
    return [(m["label"], f'{m["source"]}:{int(m["number"])}') for m in LAW_LINK.finditer(row)]


ENTRIES = entries(GLOSSARY.read_text(encoding="utf-8"))


def test_the_glossary_has_its_entries() -> None:
    assert len(ENTRIES) >= 30
    assert {"ante", "blind", "make-good", "straddle", "the-age"} <= set(ENTRIES)


@pytest.mark.parametrize("anchor", sorted(ENTRIES))
def test_each_entry_cites_units_that_exist(anchor: str) -> None:
    row = ENTRIES[anchor]
    citations = cited(row)
    assert citations, f"the glossary entry {anchor!r} cites no unit"
    corpus = default_corpus()
    for label, unit_id in citations:
        assert unit_id in corpus.laws, f"the glossary entry {anchor!r} cites {unit_id}, which is not a unit of the edition"
        # a label that names a unit names the unit linked; a bare number ends a range of its source
        if ":" in label:
            assert label == unit_id, f"the glossary entry {anchor!r} links {label!r} to {unit_id}"
        else:
            assert label.isdigit() and f"{unit_id.split(':')[0]}:{label}" == unit_id, (anchor, label, unit_id)


def test_every_law_link_in_the_glossary_names_a_unit() -> None:
    # the entries' and the page's own ("In the order of value of 1882:65")
    text = GLOSSARY.read_text(encoding="utf-8")
    links = cited(text)
    assert len(links) > sum(len(cited(row)) for row in ENTRIES.values())
    assert not [unit_id for _, unit_id in links if unit_id not in default_corpus().laws]


# Saying the ante is the blind, or as much as it: the foster:9 ruling has it twice the blind.
ANTE_IS_THE_BLIND = re.compile(
    r"\b(?:is|equals?|equal to|the same as|as much as)\s+(?:the\s+)?(?:age's\s+)?blind\b"
    r"|\bblind\b[^.|]*\b(?:must|to)\s+equal\b",
    re.IGNORECASE,
)


def test_the_ante_is_not_the_blind() -> None:
    ante = ENTRIES["ante"]
    assert not ANTE_IS_THE_BLIND.search(ante), ante
    # and it says what the ruling on foster:9 says, citing it
    ruling = next(r for r in default_corpus().law("foster:9").rulings if r.parameter == "pokerlaws.blind.BlindRulings.ante_multiple")
    assert ruling.default.startswith("2") and "twice" in ruling.ruling
    assert "twice" in ante and ("foster:9", "foster:9") in cited(ante)


def test_the_old_reading_of_the_ante_is_caught() -> None:
    # the entry as it stood, which made the ante the age's blind
    old = ("The stake put up before the cards are dealt; in the Foster-style account it is the age's blind, "
           "which the others must equal to play")
    assert ANTE_IS_THE_BLIND.search(old)


@pytest.mark.parametrize("anchor", ["make-good", "blind"])
def test_making_good_is_twice_the_blind(anchor: str) -> None:
    row = ENTRIES[anchor]
    assert "twice" in row and ("foster:9", "foster:9") in cited(row)
    assert "call the blind" not in row


def _ruling(unit: str, parameter: str):
    return next(r for r in default_corpus().law(unit).rulings if r.parameter and r.parameter.endswith(parameter))


def test_the_straddle_entry_says_what_the_rulings_say() -> None:
    row = ENTRIES["straddle"]
    assert _ruling("1895:25", "BlindRulings.max_straddles").default == "2" and "at most two" in row
    assert _ruling("1895:25", "BlindRulings.straddle_multiple").default == "2" and "doubles" in row
    assert ("1895:25", "1895:25") in cited(row) and ("1895:26", "1895:26") in cited(row)


def test_the_counters_entry_says_what_the_ruling_says() -> None:
    row = ENTRIES["counters"]
    assert _ruling("foster:8", "Counters.red").default == "5" and "a red five whites and a blue ten" in row
    assert ("foster:8", "foster:8") in cited(row)


def test_the_jack_pot_entry_reads_a_round_as_the_rulings_do() -> None:
    row = ENTRIES["jack-pot"]
    assert _ruling("1895:37", "JackPotRulings.void").default == "deal" and "is that deal" in row
    assert _ruling("1895:29", "JackPotRulings.next_age").default == "left"
    assert ("1895:29", "1895:29") in cited(row) and ("1895:37", "1895:37") in cited(row)


def test_the_openers_entry_cites_the_false_opener() -> None:
    row = ENTRIES["openers"]
    assert ("1895:35", "1895:35") in cited(row) and ("1895:38", "1895:38") in cited(row)


@pytest.mark.parametrize("anchor", sorted(ENTRIES))
def test_every_quotation_in_an_entry_is_words_of_a_unit_it_cites(anchor: str) -> None:
    """An entry says no more than its units: a phrase it quotes (“…” or "…") stands in a unit it cites, the editor's
    supplied words aside (issue 28: "jack-pot" and "come in" said more than rules 27-30). A gloss or a word of the
    editor's is written in italics, not in quotes."""
    from helpers.quotations import not_in_units

    row = ENTRIES[anchor]
    missing = not_in_units(row, {unit_id for _, unit_id in cited(row)}, default_corpus().laws)
    assert not missing, f"{anchor}: {missing}"


@pytest.mark.parametrize(("anchor", "defining"), [("jack-pot", ("1895:27", "1895:28", "1895:29")), ("come-in", ("1895:29", "1895:30"))])
def test_the_jack_pot_and_come_in_entries_give_the_words_and_name_what_is_more(anchor: str, defining: tuple[str, ...]) -> None:
    """Issue 28: the entries said more than rules 27-30 ("played for round after round until it is won", "to enter the
    play"). Each now quotes the rules that define the term, and what it says beyond them is a ruling or an
    implication, named so."""
    import re

    from helpers.quotations import in_words, quotations

    laws = default_corpus().laws
    row = ENTRIES[anchor]
    quoted = quotations(row)
    for unit_id in defining:
        text = re.sub(r"\s*⟨[^⟩]*⟩", "", laws[unit_id].text)
        assert any(in_words(q, laws[unit_id].text) and len(q.split()) >= len(text.split()) - 1 for q in quoted), f"{anchor}: {unit_id} not quoted whole"
    beyond = {"jack-pot": r"one deal|until it is won", "come-in": r"nobody opens|enter the play"}[anchor]
    for sentence in re.split(r"(?<=[.])\s+", row):
        if re.search(beyond, sentence):
            assert re.search(r"ruling|implication|do not say", sentence), f"{anchor}: {sentence!r}"
