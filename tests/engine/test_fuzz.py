"""Fuzzing, on a fixed budget: card text, record files and law files, mutated at random.

Whatever the input, the answer is a result or one of the project's own errors,
in one line; never a raw Python error. The budgets keep the whole module to
well under a minute; ``derandomize=True`` derives the examples from each test
itself, so that every run, in CI and here, tries the same inputs.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import ROOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlaws import compare, evaluate, parse_cards
from pokerlaws.edition.corpus import laws_directory
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.loader import load_unit
from pokerlaws.edition.records import judge_file
from pokerlaws.errors import PokerLawError

LAWS = laws_directory()
RECORDS = sorted((ROOT / "docs" / "records").glob("*.yaml"))
UNITS = [LAWS / "1882" / "60.yaml", LAWS / "1882" / "71.yaml", LAWS / "foster" / "9.yaml", LAWS / "1895" / "38.yaml"]

# Tokens that YAML, the schema or the engine read in surprising ways.
NASTY = [
    "yes", "No", "on", "~", "null", "071", "0x1F", "1:30", "3.0", "-1", "+2", "1_0", ".inf", "1e3", "2020-01-01",
    "&a", "*a", "!!python/object:os.system", "? ", "[", "]", "{", "}", ",", ":", "- ", "\t", "'", '"', "|", ">",
    "#", "%", "@", "`", "\x00", "\u200b", "\ufeff", "\udcff", "Z", "", " ", "JOKER", "AH", "A♥️", "10", "T",
    "9" * 30, "x" * 2000, "\n", "---", "...",
]  # fmt: skip

SETTINGS = settings(deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))


def one_line(exc: BaseException) -> None:
    text = str(exc)
    assert "\n" not in text.strip(), text
    assert len(text) < 2000, text[:200]


@st.composite
def mutated(draw: st.DrawFn, text: str) -> str:
    """*text* with a few lines deleted, doubled, or a token replaced or inserted."""
    lines = text.split("\n")
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["delete", "double", "replace", "insert", "indent"]))
        if how == "delete" and len(lines) > 1:
            del lines[i]
        elif how == "double":
            lines.insert(i, lines[i])
        elif how == "indent":
            lines[i] = draw(st.sampled_from([" ", "  ", "\t", ""])) + lines[i].lstrip()
        else:
            token = draw(st.one_of(st.sampled_from(NASTY), st.text(max_size=8)))
            words = lines[i].split(" ")
            j = draw(st.integers(0, len(words)))
            if how == "replace" and j < len(words):
                words[j] = token
            else:
                words.insert(j, token)
            lines[i] = " ".join(words)
    return "\n".join(lines)


def _write(path: Path, text: str) -> None:
    path.write_bytes(text.encode("utf-8", "surrogateescape") if "\udcff" in text else text.encode("utf-8"))


@SETTINGS
@given(st.one_of(st.text(max_size=60), st.lists(st.sampled_from(NASTY), max_size=8).map(" ".join)))
def test_card_text_is_read_or_refused_in_one_line(text: str) -> None:
    for call in (lambda: parse_cards(text), lambda: evaluate(text), lambda: compare(text, "2C 3D 4S 6C 8H")):
        try:
            call()
        except PokerLawError as exc:
            one_line(exc)


@SETTINGS
@given(st.lists(st.one_of(st.text(max_size=4), st.integers(), st.none(), st.floats(), st.binary(max_size=3)), max_size=7))
def test_card_items_of_any_type_are_read_or_refused(items: list) -> None:
    try:
        parse_cards(items)
        evaluate(items)
    except PokerLawError as exc:
        one_line(exc)


@pytest.mark.parametrize("base", RECORDS, ids=lambda p: p.stem)
@settings(deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_mutated_records_are_judged_or_refused_in_one_line(base: Path, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory) -> None:
    text = data.draw(mutated(base.read_text(encoding="utf-8")))
    path = tmp_path_factory.mktemp("record") / "record.yaml"
    _write(path, text)
    try:
        judge_file(path)
    except (LawFileError, PokerLawError) as exc:
        one_line(exc)


@pytest.mark.parametrize("unit", UNITS, ids=lambda p: f"{p.parent.name}-{p.stem}")
@settings(deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_mutated_law_files_load_or_are_refused_in_one_line(unit: Path, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory) -> None:
    text = data.draw(mutated(unit.read_text(encoding="utf-8")))
    where = tmp_path_factory.mktemp("laws")
    shutil.copytree(LAWS / "schema", where / "schema")
    path = where / unit.parent.name / unit.name
    path.parent.mkdir()
    _write(path, text)
    try:
        load_unit(path, where / "schema")
    except LawFileError as exc:
        one_line(exc)
        assert str(path.name) in str(exc)
