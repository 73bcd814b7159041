"""Provenance, review status and open questions (issue 11, items 9 and 10).

The page ``provenance.md`` names every source and witness with what the files
state and what they do not; every unit's ``review:`` is one of the four levels,
no higher than the edition's own data supports, and is shown on its page and in
the edition's JSON; the page of open questions gathers them from the data.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pokerlaws.edition.corpus import Corpus, default_corpus
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.export import corpus_record
from pokerlaws.edition.model import REVIEW_LEVELS
from pokerlaws.site.provenance import (
    LEVEL_DEFINITIONS,
    evidence_level,
    render_provenance,
    render_questions,
    review_summary,
)

CORPUS = default_corpus()
UNITS = list(CORPUS.laws.values())
ORDER = list(REVIEW_LEVELS)
PAGE = render_provenance(CORPUS)


def test_the_page_names_every_source_and_witness() -> None:
    for source in CORPUS.sources.values():
        assert f"## {source.title}" in PAGE.replace("\\", ""), source.key
        for witness in source.witnesses:
            assert f"**{witness.siglum}**" in PAGE and witness.name in PAGE, (
                witness.siglum
            )
            for file in witness.files:
                assert file.file.replace("_", "\\_") in PAGE or file.file in PAGE, (
                    file.file
                )


def test_the_page_says_what_is_stated_and_what_is_not() -> None:
    assert "| Place | London |" in PAGE and "| Title | Poker: How to Play It |" in PAGE
    assert "| Publisher | Berner-Mayer Co. |" in PAGE
    assert (
        PAGE.count("*not stated*") >= 5
    )  # foster states nothing; 1882 no publisher; 1895 no place, no author
    for source in CORPUS.sources.values():
        assert source.bibliography["unknown"], source.key
        for item in source.bibliography["unknown"]:
            assert item in PAGE.replace("\\", "")
        for witness in source.witnesses:
            assert witness.origin, (source.key, witness.siglum)


def test_the_page_says_which_transcription_1882_follows_and_what_is_not_held() -> None:
    assert (
        "{ #copy-text }" in PAGE and "follows **G**" in PAGE and "follows **W**" in PAGE
    )
    assert "{ #not-held }" in PAGE
    assert "laws 1–51" in PAGE and "rules 1–23" in PAGE


def test_the_four_levels_are_defined_on_the_page() -> None:
    assert (
        list(LEVEL_DEFINITIONS)
        == ORDER
        == ["transcribed", "proofread", "second-witness", "validated"]
    )
    for level in ORDER:
        assert f"{{ #review-{level} }}" in PAGE


@pytest.mark.parametrize("unit", UNITS, ids=[u.id for u in UNITS])
def test_each_unit_states_its_status_truthfully(unit) -> None:
    assert "review" in unit.lines, f"{unit.path}: no review: field"
    assert unit.review.status in REVIEW_LEVELS
    # Not more than the evidence supports; and not less, or the ladder says nothing.
    assert unit.review.status == evidence_level(CORPUS, unit)


def test_a_unit_held_in_part_by_its_second_witness_says_so() -> None:
    unit = CORPUS.law("1882:59")
    assert unit.review.status == "proofread" and "only the end" in unit.review.note


def test_status_is_in_the_json_export() -> None:
    records = {r["id"]: r for r in corpus_record(CORPUS)["units"]}
    for unit in UNITS:
        assert records[unit.id]["review"]["status"] == unit.review.status
        assert records[unit.id]["review"]["label"] == REVIEW_LEVELS[unit.review.status]


def test_review_summary_counts_every_unit() -> None:
    for key in CORPUS.sources:
        counts = [
            int(n)
            for n in re.findall(
                r"(\d+) \[", review_summary(CORPUS, key, "laws/index.md")
            )
        ]
        assert sum(counts) == len(CORPUS.units(key))


def test_a_status_not_among_the_levels_is_refused(tmp_path: Path) -> None:
    import shutil

    laws = tmp_path / "laws"
    shutil.copytree(CORPUS.laws["1882:52"].path.parents[1], laws)
    path = laws / "1882" / "52.yaml"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "review: proofread", "review: certain"
        ),
        encoding="utf-8",
    )
    with pytest.raises(LawFileError, match=r"52\.yaml"):
        Corpus.load(laws)


def test_the_questions_page_gathers_from_the_data() -> None:
    page = render_questions(CORPUS)
    for anchor in ("conjectures", "single-witness", "page-markers", "not-held"):
        assert f"{{ #{anchor} }}" in page
    conjectures = [
        (u, e) for u in UNITS for e in u.emendations if getattr(e, "conjecture", False)
    ]
    for unit, _emendation in conjectures:
        assert f"[{unit.id}]" in page
    for unit in UNITS:
        if evidence_level(CORPUS, unit) != "second-witness":
            assert f"[{unit.id}]" in page, unit.id


# --- the built site ---------------------------------------------------------------------


def test_status_is_shown_on_every_page_and_in_the_downloaded_json(built_site) -> None:
    for unit in UNITS:
        page = built_site.html(f"laws/{unit.source}/{unit.number}/index.html")
        meta = page[page.index('class="unit-meta"') :]
        meta = meta[: meta.index("</p>")]
        assert f"review-status review-{unit.review.status}" in meta, unit.id
        assert f">{REVIEW_LEVELS[unit.review.status]}</a>" in meta, unit.id
    exported = json.loads(
        (built_site.root / "downloads" / "pokerlaws-edition.json").read_text(
            encoding="utf-8"
        )
    )
    assert {u["id"]: u["review"]["status"] for u in exported["units"]} == {
        u.id: u.review.status for u in UNITS
    }
    for rel in ("provenance/index.html", "questions/index.html"):
        assert (built_site.root / rel).exists(), rel
