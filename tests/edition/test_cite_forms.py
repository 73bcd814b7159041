"""The forms of citation ``cite-check`` recognises, and what it reads in a Python file."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from pokerlaws.citecheck.forms import find_forms
from pokerlaws.citecheck.scan import scan_file

# cite-check: off (the cases below are faulty on purpose)
READ = [
    ("1882:60", [("1882", 60, 60, False)]),
    ("see foster:9.", [("foster", 9, 9, False)]),
    ("Foster:9", [("foster", 9, 9, False)]),
    ("1895:35, 1895:36", [("1895", 35, 35, False), ("1895", 36, 36, False)]),
    ("1882:59-60", [("1882", 59, 60, True)]),
    ("1882:59–1882:61", [("1882", 59, 61, True)]),
    ("1883:60", [("1883", 60, 60, False)]),
    ("law 60 of 1882", [("1882", 60, 60, False)]),
    ("Law 65 of the 1882 laws", [("1882", 65, 65, False)]),
    ("laws 59–60 of 1882", [("1882", 59, 60, True)]),
    ("laws 59 to 60 in 1882", [("1882", 59, 60, True)]),
    ("rule 35 (1895)", [("1895", 35, 35, False)]),
    ("rules 30 to 32 (1895)", [("1895", 30, 32, True)]),
    ("the 1895 rule 35", [("1895", 35, 35, False)]),
    ("Foster's rule 9", [("foster", 9, 9, False)]),
    ("Foster’s rule 9", [("foster", 9, 9, False)]),
    ("section 3 in Foster", [("foster", 3, 3, False)]),
    ("rule 9 of the Foster-style account", [("foster", 9, 9, False)]),
    ("laws 53, 54 and 56 of 1882", [("1882", 53, 53, False), ("1882", 54, 54, False), ("1882", 56, 56, False)]),
    ("laws 53 and 55–57 of 1882", [("1882", 53, 53, False), ("1882", 55, 57, True)]),
    ("per law 60", [(None, 60, 60, False)]),
    ("laws 59–60", [(None, 59, 60, True)]),
    ("the 1882\nlaws 59–60", [("1882", 59, 60, True)]),
    ("1882 laws 1–51, 1895 rules 1–23:", [("1882", 1, 51, True), ("1895", 1, 23, True)]),
]

NOT_READ = [
    "rule 12 of the linter",  # a bare rule: too common a word
    "section 4",
    "at 18:82, 11882:60, 1882:60:12 and 1882:60.5",
    "lawyers 60, bylaw 60, the by-law 60",
    "law 1882",  # a year is no unit number
    "laws/1882/60.yaml",
    "Law and order",
    # attack review: digits of other scripts are no unit number (the checker's ids are ASCII, as `law --ruling` takes them)
    "1882:\u0666\u0660", "law \u0666\u0660", "1882:\uff16\uff10",
]
# cite-check: on


@pytest.mark.parametrize(("text", "expected"), READ)
def test_forms_read(text, expected):
    assert [(f.source, f.first, f.last, f.is_range) for f in find_forms(text)] == expected


@pytest.mark.parametrize("text", NOT_READ)
def test_forms_not_read(text):
    assert find_forms(text) == []


def test_a_default_source_reads_bare_rules_and_laws():
    assert [(f.source, f.first) for f in find_forms("rule 35 and law 36", default_source="1895")] == [("1895", 35), ("1895", 36)]


def test_a_form_stands_where_it_is_written():
    text = "x = 1  # per law 60 of 1882"
    (form,) = find_forms(text)
    assert text[form.start:form.end] == form.written == "law 60 of 1882"


def test_reading_is_linear_in_the_text():
    """A long run of what almost makes a list (the worst case for a backtracking pattern) reads fast."""
    for bad in ("laws " + "1, " * 20_000 + "x", "1882:" * 20_000, "law 1-" * 20_000):
        start = time.perf_counter()
        find_forms(bad)
        assert time.perf_counter() - start < 10.0, bad[:20]  # a guard against a hang, not a speed goal


# cite-check: off (the file below is written to be scanned)
PYTHON = '''\
"""Module: law 60 of 1882."""
import pytest
from pokerlaws.citations import implements

MESSAGE = "1882:61 in a message is not a citation"
pytestmark = pytest.mark.law("1895:35")


@implements("1882:60", text="abcdef")  # comment: 1882:62
def settle():
    """Settles by laws 59–60."""
    def inner():
        "law 63"


class TestPool:
    pytestmark = [pytest.mark.law("foster:9")]

    @implements("1882:64", "foster:4", text={"foster:4": "123456"})
    def method(self):
        pass

    @pytest.mark.law("1882:65")
    def test_x(self):
        pass


@pytest.mark.parametrize("a", [pytest.param(1, marks=pytest.mark.law("1882:066"))])
def test_y(a):
    pass
'''
# cite-check: on


def test_python_by_its_syntax_tree(tmp_path):
    path = tmp_path / "pkg" / "engine.py"
    path.parent.mkdir()
    (path.parent / "__init__.py").write_text("")
    path.write_text(PYTHON)
    found = [(c.line, c.kind, c.written, c.citer, c.pin) for c in scan_file(path, root=tmp_path).citations]
    assert found == [
        (1, "prose", "law 60 of 1882", None, None),
        (6, "mark", "1895:35", "pkg/engine.py", None),
        (9, "implements", "1882:60", "pkg.engine.settle", "abcdef"),
        (9, "id", "1882:62", None, None),
        (11, "prose", "laws 59–60", None, None),
        (13, "prose", "law 63", None, None),
        (17, "mark", "foster:9", "pkg/engine.py::TestPool", None),
        (19, "implements", "1882:64", "pkg.engine.TestPool.method", None),
        (19, "implements", "foster:4", "pkg.engine.TestPool.method", "123456"),
        (23, "mark", "1882:65", "pkg/engine.py::TestPool::test_x", None),
        (28, "mark", "1882:066", "pkg/engine.py::test_y", None),
    ]


def test_columns_count_characters_not_bytes(tmp_path):
    path = tmp_path / "notes.py"
    path.write_text("# “Quoted” — see 1882:60\n", encoding="utf-8")
    (citation,) = scan_file(path).citations
    assert (citation.line, citation.column) == (1, 18)
    assert Path(path).read_text(encoding="utf-8")[citation.column - 1:].startswith("1882:60")


def test_a_ruling_number_in_digits_of_another_script_is_no_ruling():
    """Attack review: ``1882:60 R٢`` was read as ruling 2; it is the unit 1882:60 and no ruling."""
    (form,) = find_forms("as 1882:60 R\u0662 says")
    assert (form.source, form.first, form.ruling) == ("1882", 60, None)
