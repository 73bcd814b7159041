"""The pokerlaws command, as a user runs it: answers on stdout, one-line errors, no traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from edition_fixtures import copy_laws, edit

# the console script installed beside this interpreter
POKERLAWS = str(Path(sys.executable).with_name("pokerlaws"))


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([POKERLAWS, *args], capture_output=True, text=True, timeout=120)


def assert_clean_error(result: subprocess.CompletedProcess[str], code: int, *words: str) -> None:
    assert result.returncode == code, result
    assert "Traceback" not in result.stderr + result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pokerlaws: "), result.stderr
    for word in words:
        assert word in lines[0]


def test_law_prints_the_edited_text_with_its_correction() -> None:
    result = run("law", "1882:78")
    assert result.returncode == 0
    assert result.stdout.startswith("1882:78 — When the dealer is a party\n")
    assert "on the right of the dealer" in result.stdout and "tight" not in result.stdout
    assert "Disputes · p. 57" in result.stdout


def test_law_with_witnesses_prints_the_diplomatic_readings() -> None:
    result = run("law", "1882:71", "--witnesses")
    assert "¹ This law, and the others" in result.stdout
    assert "Witness W" in result.stdout and "Witness G" in result.stdout
    assert "  | 71. The ace shall only begin a sequence; it shall not end a sequence after" in result.stdout


def test_law_as_json() -> None:
    record = json.loads(run("law", "1895:28", "--json").stdout)
    assert record["id"] == "1895:28" and record["permalink"] == "laws/1895/28/"
    assert record["text"] == "The opening hand must have a pair ⟨of⟩ jacks or better."
    assert {"witness": "O", "reads": "pair jacks", "edition": "pair ⟨of⟩ jacks"}.items() <= record["emendations"][-1].items()


def test_rank_and_compare_under_both_codes() -> None:
    assert run("rank", "10h jh qh kh ah").stdout.startswith("flush in hearts, ace high — FLUSH")
    assert "SEQUENCE_FLUSH (straight flush) under american" in run("rank", "10h jh qh kh ah", "--rules", "american").stdout
    out = run("compare", "7H 5H 4H 3H 2H", "AS KS QS JS 9S").stdout
    assert out.endswith("the first hand wins under 1882\n")
    out = run("compare", "7H 5H 4H 3H 2H", "AS KS QS JS 9S", "--rules", "american").stdout
    assert out.endswith("the second hand wins under american\n")
    assert "identical in value" in run("compare", "5H 6S 7D 8C 9H", "5S 6H 7C 8D 9C").stdout


def test_check_reports_the_whole_edition() -> None:
    result = run("check")
    assert result.returncode == 0, result.stderr
    assert "54 units in 3 sources" in result.stdout and "5 witness files rebuilt" in result.stdout


def test_examples_run_and_pass() -> None:
    result = run("examples", "1882:71", "-v")
    assert result.returncode == 0
    assert "ok   1882:71 example 1" in result.stdout and "3 of 3 worked examples" in result.stdout


def test_export_writes_json(tmp_path: Path) -> None:
    out = tmp_path / "edition.json"
    assert run("export", "-o", str(out)).returncode == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert len(data["units"]) == 54 and data["units"][0]["id"] == "1882:52"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("law", "1882:7"), ("UnknownLaw", "1882:7", "did you mean")),
        (("law", "poker"), ("UnknownLaw",)),
        (("rank", "AH KH QH JH 1H"), ("InvalidCard", '"1H"')),
        (("rank", "AH KH QH JH"), ("WrongHandSize", "foster:4")),
        (("rank", "AH KH QH JH AH"), ("DuplicateCard", "twice")),
        (("rank", "AH KH QH JH 10H 9H"), ("WrongHandSize", "6")),
        (("compare", "AH KH QH JH 10H", "2C 3C"), ("WrongHandSize",)),
    ],
)
def test_bad_input_gets_one_line_naming_what_is_wrong(args: tuple[str, ...], words: tuple[str, ...]) -> None:
    assert_clean_error(run(*args), 2, *words)


def test_unknown_ruleset_is_refused_by_the_parser() -> None:
    result = run("rank", "AH KH QH JH 10H", "--rules", "1883")
    assert result.returncode == 2 and "invalid choice: '1883'" in result.stderr and "Traceback" not in result.stderr


def test_a_broken_law_file_names_file_and_line(tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    line = edit(laws / "1882" / "76.yaml", "section:", "section: [")
    result = run("--laws", str(laws), "check")
    assert_clean_error(result, 1, "76.yaml", f"line {line}", "invalid YAML")


def test_a_failing_example_fails_the_command(tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    edit(laws / "1882" / "72.yaml", 'compare("AS AH AD 2C 3S", "KS KH KD QC JS")\n      1', 'compare("AS AH AD 2C 3S", "KS KH KD QC JS")\n      -1')
    result = run("--laws", str(laws), "examples", "1882:72")
    assert result.returncode == 1
    assert "FAIL 1882:72 example 1" in result.stdout and "1 of 2 worked examples" in result.stdout
