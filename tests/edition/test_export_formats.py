"""Real-world readers of the exports (issue 29, items 15 and 17).

BibTeX is read by biblatex, which takes ``url`` verbatim (a LaTeX escape in it
breaks the link) and the rest as LaTeX (a ``$`` sets math, a lone ``{`` stops
the build); a CSV is opened by spreadsheets, which run a cell that begins
like a formula.
"""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest
from pybtex.database import parse_string

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.export import corpus_csv
from pokerlaws.site.cite_as import to_bibtex

ROOT = Path(__file__).resolve().parents[2]

TITLES = ["A $5 ante", "The {open brace", "Close} brace", "Back\\slash", "50% and #1 & _under_ ~tilde ^caret", "Plain"]
URLS = ["https://example.org/poker_laws/", "https://example.org/~smith/%7Efoo/", "https://example.org/a{b}c/?q=1&r=2#x"]


def _item(title: str, url: str) -> dict:
    return {"id": "k", "type": "book", "title": title, "issued": {"literal": "2026"}, "version": "1", "URL": url, "editor": [{"literal": "The Editors"}]}


@pytest.mark.parametrize("url", URLS)
@pytest.mark.parametrize("title", TITLES)
def test_bibtex_reads_back_with_the_url_verbatim_and_no_latex_special_raw(title: str, url: str) -> None:
    text = to_bibtex([_item(title, url)])
    entry = parse_string(text, "bibtex").entries["k"]  # balanced: a reader takes it
    assert entry.fields["url"] == url.replace("{", "%7B").replace("}", "%7D")  # the same address, as written
    assert "\\_" not in entry.fields["url"] and "textasciitilde" not in entry.fields["url"]
    written = entry.fields["title"]
    assert "$" not in written.replace("\\$", "") and "^" not in written  # no math, no superscript
    # a brace of the title is a named escape, never a bare group: the written braces are only "{}"
    assert written.replace("{}", "").count("{") == written.replace("{}", "").count("}") == 0


def _laws_with_title(tmp_path: Path, title: str) -> Path:
    laws = tmp_path / "laws"
    shutil.copytree(ROOT / "laws", laws)
    path = laws / "1882" / "71.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('title: "The ace in sequences"', f"title: {title!r}"), encoding="utf-8")
    return laws


@pytest.mark.parametrize("title", ["=HYPERLINK(\"http://example.org\",\"x\")", "+1+1", "-2+3", "@SUM(A1:A9)"])
def test_a_csv_cell_that_would_be_a_formula_begins_with_an_apostrophe(tmp_path: Path, title: str) -> None:
    corpus = Corpus.load(_laws_with_title(tmp_path, title))
    rows = {row["id"]: row for row in csv.DictReader(io.StringIO(corpus_csv(corpus)))}
    assert rows["1882:71"]["title"] == "'" + title
    assert rows["1882:70"]["title"] == corpus.laws["1882:70"].title  # the others as they are
    assert all(not cell.startswith(("=", "+", "-", "@")) for row in rows.values() for cell in row.values())
