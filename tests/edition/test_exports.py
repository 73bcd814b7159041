"""The downloads beside the JSON: the CSV, a JSON file per unit, the TEI; and ``pokerlaws export --format``."""

from __future__ import annotations

import csv
import io
import json
import subprocess
from html.parser import HTMLParser

import pytest
from helpers.cli import run_cli

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.export import CSV_COLUMNS, corpus_csv, permalink, unit_json_path


def _rows() -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(corpus_csv(default_corpus()), newline="")))


def test_the_csv_has_a_row_per_unit_and_the_columns() -> None:
    text = corpus_csv(default_corpus())
    header = next(csv.reader(io.StringIO(text, newline="")))
    assert tuple(header) == CSV_COLUMNS == (
        "id", "source", "number", "title", "section", "text", "witnesses",
        "pages", "emendations", "engine_objects", "permalink",
    )
    rows = _rows()
    corpus = default_corpus()
    assert len(rows) == 54 == len(corpus.laws)
    assert [r["id"] for r in rows] == list(corpus.laws)
    for row in rows:
        unit = corpus.law(row["id"])
        assert row["text"] == " ".join(unit.text.split())
        assert row["permalink"] == permalink(unit)
        assert int(row["emendations"]) == len(unit.emendations)
        assert row["witnesses"].split() == list(unit.readings)


def test_the_csv_keeps_commas_quotes_and_non_ascii() -> None:
    row = next(r for r in _rows() if r["id"] == "1882:71")
    assert row["text"].endswith("a two.¹") and row["pages"] == "56"
    assert row["witnesses"] == "W G"


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        if tag == "a":
            self.hrefs += [v for k, v in attrs if k == "href" and v]


def test_each_unit_json_is_in_the_site_beside_its_page(built_site) -> None:
    corpus = default_corpus()
    for unit in corpus.laws.values():
        path = built_site.root / unit_json_path(unit)
        assert (built_site.root / permalink(unit) / "index.html").is_file(), unit.id
        assert path.is_file(), unit.id
        record = json.loads(path.read_text(encoding="utf-8"))
        assert record["id"] == unit.id and record["text"] == unit.text


def test_the_downloads_page_links_each_file(built_site) -> None:
    corpus = default_corpus()
    page = built_site.root / "downloads" / "index.html"
    parser = _Links()
    parser.feed(page.read_text(encoding="utf-8"))
    # hrefs are relative to downloads/
    wanted = {"pokerlaws-edition.json", "pokerlaws-edition.csv"}
    wanted |= {f"tei/{key}.xml" for key in corpus.sources}
    wanted |= {f"../{unit_json_path(u)}" for u in corpus.laws.values()}
    assert wanted <= set(parser.hrefs), wanted - set(parser.hrefs)
    for href in wanted:
        assert (page.parent / href).resolve().is_file(), href
    assert (built_site.root / "downloads" / "pokerlaws-edition.csv").read_bytes() == corpus_csv(corpus).encode("utf-8")
    assert (built_site.root / "downloads" / "tei" / "1882.xml").read_bytes().startswith(b"<?xml")


def _export(*args: str) -> subprocess.CompletedProcess[str]:
    """``pokerlaws export ARGS``, asked in this process."""
    return run_cli("export", *args)


def test_export_writes_csv_and_tei(tmp_path) -> None:
    from pokerlaws.edition.tei import tei_bytes

    out = _export("--format", "csv")
    assert out.returncode == 0 and out.stdout == corpus_csv(default_corpus())
    target = tmp_path / "1895.xml"
    out = _export("--format", "tei", "--source", "1895", "-o", str(target))
    assert out.returncode == 0, out.stderr
    assert target.read_bytes() == tei_bytes(default_corpus(), "1895")


def test_export_tei_needs_a_source() -> None:
    out = _export("--format", "tei")
    assert out.returncode != 0 and "--source" in out.stderr
    out = _export("--source", "1882")
    assert out.returncode != 0 and "--format tei" in out.stderr


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--format", "tei", "--source", "1999"), "no source '1999' in this edition: --source is one of 1882"),
        (("--format", "tei", "--source", ""), "no source '' in this edition"),
        (("--source", ""), "--source is for --format tei"),
        (("--format", "csv", "--source", ""), "--source is for --format tei"),
    ],
)
def test_export_names_the_source_it_refuses(args: tuple[str, ...], said: str) -> None:
    out = _export(*args)
    assert out.returncode == 2 and out.stdout == "", out
    assert said in out.stderr and "Traceback" not in out.stderr, out.stderr


def test_export_json_is_unchanged() -> None:
    out = _export()
    assert out.returncode == 0 and json.loads(out.stdout)["units"][0]["id"] == "1882:52"
