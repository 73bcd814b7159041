"""The pokerlaws command, as a user runs it: answers on stdout, one-line errors, no traceback.

What the command answers is asked in this process (``run_cli``); the console script runs as
a process of its own where the process is the subject: closed descriptors, the C locale and
arguments that are not UTF-8, FIFOs, a closed pipe, ``/dev/full`` as standard output, the
encoding the environment gives standard output, and one exit status of each kind.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from helpers import RECORDS, ROOT
from helpers.cli import POKERLAWS, TIMEOUT, run_cli, run_process, run_shell
from helpers.laws import copy_laws, edit

import pokerlaws
from pokerlaws.cli import commands as cli

slow = pytest.mark.slow


def assert_clean_error(result: subprocess.CompletedProcess[str], code: int, *words: str) -> None:
    assert result.returncode == code, result
    assert "Traceback" not in result.stderr + result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pokerlaws: "), result.stderr
    for word in words:
        assert word in lines[0]


@pytest.mark.parametrize(
    ("args", "status", "out", "err"),
    [
        (("rank", "AH KH QH JH 9H"), 0, "flush in hearts, ace high", ""),
        (("judge", str(RECORDS / "1882-breaks-the-law.yaml")), 1, "1. B bets", "[law 1882:55]"),
        (("law", "1882:99"), 2, "", "UnknownLaw"),
    ],
    ids=["0", "1", "2"],
)
def test_the_console_script_ends_with_the_status_of_what_it_found(args: tuple[str, ...], status: int, out: str, err: str) -> None:
    """Each exit status of the table on the page Reference (docs/reference.md) once through the console script, end to end:
    the other tests ask the command in this process."""
    result = run_process(*args)
    assert result.returncode == status and out in result.stdout and "Traceback" not in result.stderr
    if status:
        assert_clean_error(result, status, err)
    else:
        assert result.stderr == ""


def test_law_prints_the_edited_text_with_its_correction() -> None:
    result = run_cli("law", "1882:78")
    assert result.returncode == 0
    assert result.stdout.startswith("1882:78 — If the dealer be one of the disputing persons\n")
    assert "on the right of the dealer" in result.stdout and "tight" not in result.stdout
    assert "Disputes · p. 57" in result.stdout


def test_law_with_witnesses_prints_the_diplomatic_readings() -> None:
    result = run_cli("law", "1882:71", "--witnesses")
    assert "¹ This law, and the others" in result.stdout
    assert "Witness W" in result.stdout and "Witness G" in result.stdout
    assert "  | 71. The ace shall only begin a sequence; it shall not end a sequence after" in result.stdout


def test_law_as_json() -> None:
    record = json.loads(run_cli("law", "1895:28", "--json").stdout)
    assert record["id"] == "1895:28" and record["permalink"] == "laws/1895/28/"
    assert record["text"] == "The opening hand must have a pair ⟨of⟩ jacks or better."
    assert {"witness": "O", "reads": "pair jacks", "edition": "pair ⟨of⟩ jacks"}.items() <= record["emendations"][-1].items()


def test_rank_and_compare_under_both_codes() -> None:
    assert run_cli("rank", "10h jh qh kh ah").stdout.startswith("flush in hearts, ace high — FLUSH")
    assert "SEQUENCE_FLUSH (straight flush) under american" in run_cli("rank", "10h jh qh kh ah", "--ruleset", "american").stdout
    out = run_cli("compare", "7H 5H 4H 3H 2H", "AS KS QS JS 9S").stdout
    assert "\nthe first hand wins under 1882\n" in out
    out = run_cli("compare", "7H 5H 4H 3H 2H", "AS KS QS JS 9S", "--ruleset", "american").stdout
    assert "\nthe second hand wins under american\n" in out
    assert "identical in value" in run_cli("compare", "5H 6S 7D 8C 9H", "5S 6H 7C 8D 9C").stdout


def test_rank_says_which_laws_decided(capsys) -> None:  # noqa: ANN001
    """Issue 30: ten to ace of hearts is a flush under 1882, and rank says why: law 65 places the flush,
    law 71 keeps the ace from ending a sequence, law 69 puts hearts first; under the American custom
    the same cards are a sequence flush, by the footnote to law 71 and law 66."""
    assert cli.main(["rank", "AH KH QH JH 10H"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "flush in hearts, ace high — FLUSH (flush) under 1882"
    assert [line.split(":", 2)[:2] for line in lines[1:]] == [["  1882", "65"], ["  1882", "71"], ["  1882", "69"]]
    assert "shall not end a sequence after a king" in lines[2] and "no sequence flush" in lines[2]
    assert cli.main(["rank", "AH KH QH JH 10H", "--ruleset", "american"]) == 0
    laws = [line.strip().split(": ")[0] for line in capsys.readouterr().out.splitlines()[1:]]
    assert laws == ["1882:65", "1882:71", "1882:66"]


@pytest.mark.parametrize(
    ("hands", "verdict", "laws"),
    [
        (("AS AH 7D 7C 2S", "KS KH KD 4C 3S"), "the second hand wins under 1882", ["1882:65"]),
        (("7H 5H 4H 3H 2H", "AS KS QS JS 9S"), "the first hand wins under 1882", ["1882:69"]),
        (("KS KH 7D 7C 2S", "KD KC 7H 7S 3D"), "identical in value: they share the pool (law 1882:76)", ["1882:73", "1882:76"]),
        (("AS KD QC JH 10H", "KS QD JC 10C 9H"), "the second hand wins under 1882", ["1882:71", "1882:65"]),
    ],
)
def test_compare_says_which_laws_decided(capsys, hands: tuple[str, str], verdict: str, laws: list[str]) -> None:  # noqa: ANN001
    assert cli.main(["compare", *hands]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[2] == verdict
    assert [line.strip().split(": ")[0] for line in lines[3:]] == laws


def test_check_reports_the_whole_edition() -> None:
    result = run_cli("check")
    assert result.returncode == 0, result.stderr
    assert "54 units in 3 sources" in result.stdout and "5 witness files rebuilt" in result.stdout


def test_examples_run_and_pass() -> None:
    from pokerlaws.edition.corpus import default_corpus

    result = run_cli("examples", "1882:71", "-v")
    assert result.returncode == 0
    n = len(default_corpus().laws["1882:71"].examples)
    assert "ok   1882:71 example 1" in result.stdout and f"{n} of {n} worked examples" in result.stdout


def test_export_writes_json(tmp_path: Path) -> None:
    out = tmp_path / "edition.json"
    assert run_cli("export", "-o", str(out)).returncode == 0
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
    assert_clean_error(run_cli(*args), 2, *words)


def test_unknown_ruleset_is_refused_by_the_parser() -> None:
    result = run_cli("rank", "AH KH QH JH 10H", "--ruleset", "1883")
    assert result.returncode == 2 and "invalid choice: '1883'" in result.stderr and "Traceback" not in result.stderr


def test_a_broken_law_file_names_file_and_line(tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    line = edit(laws / "1882" / "76.yaml", "section:", "section: [")
    result = run_cli("--laws", str(laws), "check")
    assert_clean_error(result, 1, "76.yaml", f"line {line}", "invalid YAML")


@pytest.mark.parametrize("field", ["commentary", "ruling"])
def test_a_link_to_no_entry_of_the_glossary_fails_check_naming_file_line_and_field(tmp_path: Path, field: str) -> None:
    """Finding M5: a glossary link with a wrong anchor passed check, and then stopped the book's Typst step."""
    laws = copy_laws(tmp_path)
    shutil.copytree(ROOT / "docs", tmp_path / "docs", ignore=shutil.ignore_patterns("images", "records"))
    if field == "commentary":
        line = edit(laws / "1882" / "71.yaml", "Under this law the ace", "Under [the age](../../glossary.md#the-agex) the ace")
    else:
        line = edit(laws / "1882" / "60.yaml", "    ruling: >-\n", "    ruling: >-\n      See [the pool](../../glossary.md#pools).\n")
    result = run_cli("--laws", str(laws), "check")
    named = "71.yaml" if field == "commentary" else "60.yaml"
    assert_clean_error(result, 1, named, "#the-agex" if field == "commentary" else "#pools", "no entry of the glossary")
    assert f"line {line}" in result.stderr if field == "commentary" else "line " in result.stderr
    assert ("'commentary'" if field == "commentary" else "'rulings[") in result.stderr
    assert "did you mean #the-age?" in result.stderr or field != "commentary"


def test_a_link_to_an_entry_of_the_glossary_passes_the_glossary_check(tmp_path: Path) -> None:
    from pokerlaws.edition.corpus import Corpus
    from pokerlaws.site.terms import glossary_entries, glossary_link_problems

    laws = copy_laws(tmp_path)
    edit(laws / "1882" / "71.yaml", "Under this law the ace", "Under [the age](../../glossary.md#the-age) the ace")
    entries = glossary_entries((ROOT / "docs" / "glossary.md").read_text(encoding="utf-8"))
    corpus = Corpus.load(laws)
    assert glossary_link_problems(corpus, entries) == []
    assert len(glossary_link_problems(corpus, {k: v for k, v in entries.items() if k != "the-age"})) == 1


def test_a_failing_example_fails_the_command(tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    edit(laws / "1882" / "72.yaml", 'compare("AS AH AD 2C 3S", "KS KH KD QC JS")\n      1', 'compare("AS AH AD 2C 3S", "KS KH KD QC JS")\n      -1')
    result = run_cli("--laws", str(laws), "examples", "1882:72")
    assert result.returncode == 1
    assert "FAIL 1882:72 example 1" in result.stdout and "1 of 2 worked examples" in result.stdout


# --- issue 8, "Bad input": every sample of the issue is a test ---------------------------------------


def env_with(**extra: str) -> dict[str, str]:
    """The environment without any locale or Python I/O setting of ours, plus *extra*."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not (k.startswith("LC_") or k in ("LANG", "LANGUAGE", "PYTHONIOENCODING", "PYTHONUTF8", "POKERLAWS_LAWS"))
    }
    return {**env, **extra}


ENCODINGS = {
    "ascii": env_with(PYTHONIOENCODING="ascii"),
    "C locale": env_with(LC_ALL="C", PYTHONUTF8="0"),
    "latin-1": env_with(PYTHONIOENCODING="latin-1"),
}


def run_bytes(*args: str | bytes, env: dict[str, str] | None = None, **kwargs) -> subprocess.CompletedProcess[bytes]:
    return run_process(*args, env=env, text=False, **kwargs)


def sampled(everyday: set[tuple[str, ...]], *axes: list[tuple[str, object]]) -> list:
    """Every combination of the *axes* (each a list of ``(id, value)``), as test items: those whose ids
    are in *everyday* run in the everyday tier, the others are marked slow (``scripts/check.py --all``)."""
    import itertools

    combos, seen = [], set()
    for combo in itertools.product(*axes):
        ids = tuple(name for name, _ in combo)
        seen.add(ids)
        combos.append(pytest.param(*(value for _, value in combo), id="-".join(ids), marks=() if ids in everyday else (slow,)))
    assert everyday <= seen, f"a sample that is not in the matrix: {everyday - seen}"
    return combos


JSON_ARGS = [(f"args{i}", args) for i, args in enumerate([("law", "1882:71", "--json"), ("law", "1895:28", "--json"), ("export",), ("export", "-o", "-")])]


def json_of(*args: str) -> object:
    """What the command gives as JSON, asked in this process (standard output in UTF-8)."""
    result = run_cli(*args)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    return json.loads(result.stdout)


# an ASCII terminal and a single-byte code page every day; the C locale (ASCII too) and the other arguments in --all
@pytest.mark.parametrize(
    ("encoding", "args"),
    sampled({("ascii", "args2"), ("latin-1", "args1")}, [(name, name) for name in sorted(ENCODINGS)], JSON_ARGS),
)
def test_json_output_is_valid_json_whatever_the_encoding(args: tuple[str, ...], encoding: str) -> None:
    # 14: an ASCII stdout with errors="backslashreplace" gave \\u00b9-like text that is not JSON
    result = run_bytes(*args, env=ENCODINGS[encoding])
    assert result.returncode == 0 and result.stderr == b"", result.stderr
    if encoding != "latin-1":
        result.stdout.decode("ascii")  # what the stream can encode, and nothing else
    assert json.loads(result.stdout.decode("latin-1" if encoding == "latin-1" else "ascii")) == json_of(*args)


def test_json_output_keeps_its_characters_when_the_encoding_can_show_them() -> None:
    out = run_cli("law", "1895:28", "--json").stdout  # standard output in UTF-8
    assert "⟨of⟩" in out


def test_export_dash_is_standard_output_and_writes_no_file(tmp_path: Path) -> None:
    # 15: `-o -` wrote a file named "-"
    result = run_cli("export", "-o", "-", cwd=tmp_path)
    assert result.returncode == 0 and result.stderr == ""
    assert len(json.loads(result.stdout)["units"]) == 54
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("target", "code", "words"),
    [
        ("", 2, ("-o ''", "names no file", "- for standard output")),  # was: written to stdout, silently
        ("{tmp}", 1, ("is a directory",)),
        ("{tmp}/missing/edition.json", 1, ("does not exist",)),
        ("{tmp}/file.txt/edition.json", 1, ("not a directory",)),
    ],
)
def test_export_to_where_it_cannot_write_is_one_line_and_writes_nothing(
    tmp_path: Path, target: str, code: int, words: tuple[str, ...]
) -> None:
    (tmp_path / "file.txt").write_text("keep me\n")
    before = sorted(tmp_path.rglob("*"))
    result = run_cli("export", "-o", target.format(tmp=tmp_path), cwd=tmp_path)
    assert_clean_error(result, code, *words)
    assert result.stdout == ""
    assert sorted(tmp_path.rglob("*")) == before and (tmp_path / "file.txt").read_text() == "keep me\n"


@pytest.mark.parametrize("record", ["1882-uncalled-bet.yaml", "foster-9-worked-example.yaml"])
def test_judge_dash_reads_the_record_from_standard_input(record: str) -> None:
    from_file = run_cli("judge", str(RECORDS / record))
    from_stdin = run_cli("judge", "-", input=(RECORDS / record).read_text(encoding="utf-8"))
    assert from_file.returncode == from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_file.stdout and from_stdin.stderr == ""


def test_judge_dash_names_standard_input_in_a_ruling() -> None:
    result = run_cli("judge", "-", input=(RECORDS / "1882-breaks-the-law.yaml").read_text(encoding="utf-8"))
    assert_clean_error(result, 1, "ruling: <stdin>, line 12:", "[law 1882:55]")
    assert result.stdout.splitlines()[1].startswith("  1. B bets")  # under the heading of the report


@pytest.mark.parametrize(
    ("stdin", "code", "words"),
    [
        ("", 1, ("<stdin>", "empty")),
        ("seats: [A, B\n", 1, ("<stdin>", "line")),
        ("seats: [A, B]\nactions: 3\n", 1, ("<stdin>, line 1", "not a record")),
        ("{uncalled}bogus: 1\n", 1, ("<stdin>, line 18", "bogus")),
    ],
)
def test_judge_dash_with_a_bad_record_is_one_line(stdin: str, code: int, words: tuple[str, ...]) -> None:
    stdin = stdin.replace("{uncalled}", (RECORDS / "1882-uncalled-bet.yaml").read_text(encoding="utf-8"))
    assert_clean_error(run_cli("judge", "-", input=stdin), code, *words)


def test_judge_dash_refuses_non_utf8_standard_input() -> None:
    result = run_cli("judge", "-", input=b"title: caf\xe9\n")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and "<stdin>, line 1: not UTF-8" in result.stderr


# 16: under LC_ALL=C (argv decoded as ASCII with surrogate escapes) suits as symbols failed; the
# recovery itself is tested in this process below, the process under the C locale with one sample a day
@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("rank", "A♥", "K♥", "Q♥", "J♥", "10♥"), b"flush in hearts, ace high"),
        pytest.param(("rank", "A♠ K♠ Q♠ J♠ 10♠"), b"flush in spades, ace high", marks=slow),
        pytest.param(("compare", "7♥ 5♥ 4♥ 3♥ 2♥", "A♠ K♠ Q♠ J♠ 9♠"), b"the first hand wins under 1882", marks=slow),
    ],
)
def test_suit_symbols_work_in_the_c_locale(args: tuple[str, ...], expected: bytes) -> None:
    result = run_bytes(*args, env=ENCODINGS["C locale"])
    assert result.returncode == 0, result.stderr
    assert expected in result.stdout and result.stderr == b""
    result.stdout.decode("ascii")  # escaped for an ASCII terminal, not a crash


def test_an_argument_that_is_not_utf8_in_the_c_locale_says_what_to_do() -> None:
    result = run_bytes("rank", b"AH KH QH JH 10\xa5", env=ENCODINGS["C locale"])
    assert result.returncode == 2 and b"Traceback" not in result.stderr
    line = result.stderr.decode("ascii")
    assert line.count("\n") == 1 and "LC_ALL=C.UTF-8" in line and "C D H S" in line
    assert "\\udc" not in line  # no surrogate escapes


def test_surrogate_escaped_arguments_are_recovered_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    # what Python makes of "A♥" typed in a UTF-8 terminal under LC_ALL=C
    assert cli.main(["rank", "A\udce2\udc99\udca5 K\udce2\udc99\udca5 QH JH 10H"]) == 0
    assert capsys.readouterr().out.startswith("flush in hearts, ace high")


# an ASCII terminal and a single-byte code page every day; the C locale (ASCII too) in --all
@pytest.mark.parametrize("encoding", [pytest.param("C locale", marks=slow), "ascii", "latin-1"])
def test_text_output_to_a_terminal_that_cannot_show_it_does_not_crash(encoding: str) -> None:
    result = run_bytes("law", "1882:71", "--witnesses", env=ENCODINGS[encoding])
    assert result.returncode == 0 and result.stderr == b""
    assert b"Witness W" in result.stdout


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "fifo"
    os.mkfifo(path)
    return path


def bad_input_cases() -> list:
    return [
        # (arguments, standard input, status, words in the one line)
        (("judge", "/dev/zero"), None, 1, ("/dev/zero", "device")),
        (("judge", ""), None, 2, ("empty", "- for standard input")),
        (("judge", "{tmp}"), None, 1, ("is a directory",)),
        (("judge", "{fifo}"), None, 1, ("FIFO",)),  # no writer: must not hang
        (("judge", "{tmp}/missing.yaml"), None, 1, ("does not exist",)),
        (("judge", "{tmp}/latin1.yaml"), None, 1, ("not UTF-8", "line 2")),
        (("law", ""), None, 2, ("UnknownLaw",)),
        (("law", "1882:71x"), None, 2, ("UnknownLaw", "did you mean", "1882:71")),
        (("law", "1882:71\nx"), None, 2, ("UnknownLaw",)),
        (("rank", "A" * 100_000), None, 2, ("InvalidCard",)),
        (("rank", " ".join(["AH"] * 30_000)), None, 2, ("DuplicateCard",)),
        (("law", "1882:" + "7" * 100_000), None, 2, ("UnknownLaw",)),
        (("compare", "AH KH QH JH 10H", "2C 3C 4C 5C 7D", "2D 3D 4D 5D 7S"), None, 2, ("two hands", "not 3")),
        (("compare", "AH KH QH JH 10H"), None, 2, ("two hands",)),
        (("--laws", "", "check"), None, 2, ("--laws ''",)),
        (("--laws", "{tmp}", "check"), None, 1, ("laws/ directory",)),
        (("export", "-o", ""), None, 2, ("-o ''",)),
    ]


HANG_PRONE = {"{fifo}", "/dev/zero"}
"""Files a command could wait on without end if it read them: judged by the console script, under its timeout."""


@pytest.mark.parametrize(("args", "stdin", "code", "words"), bad_input_cases())
def test_bad_input_never_ends_in_a_traceback(
    tmp_path: Path, fifo: Path, args: tuple[str, ...], stdin: str | None, code: int, words: tuple[str, ...]
) -> None:
    (tmp_path / "latin1.yaml").write_bytes(b"title: x\ndescription: caf\xe9\n")
    before = sorted(tmp_path.rglob("*"))
    run = run_process if HANG_PRONE.intersection(args) else run_cli
    args = tuple(a.replace("{tmp}", str(tmp_path)).replace("{fifo}", str(fifo)) for a in args)
    result = run(*args, input=stdin, cwd=tmp_path)
    assert_clean_error(result, code, *words)
    assert len(result.stderr) < 1000  # a 100 kB argument is not echoed whole
    assert sorted(tmp_path.rglob("*")) == before  # nothing written


def test_a_one_megabyte_argument_is_one_short_line(capsys: pytest.CaptureFixture[str]) -> None:
    # too long for one argument of exec() (128 kB on Linux): run in-process
    assert cli.main(["rank", "A" * 1_000_000]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 1000 and "InvalidCard" in err


@pytest.mark.parametrize(
    "args",
    [("rank",), ("rank", "AH KH QH JH 10H", "--ruleset"), ("law",), ("judge",), ("export", "-o"), (), ("deal",), ("check", "--bogus")],
)
def test_usage_errors_are_the_usage_line_and_one_error(args: tuple[str, ...]) -> None:
    result = run_cli(*args)
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert "Traceback" not in result.stderr and len(lines) <= 3
    assert lines[0].startswith("usage: pokerlaws") and "error:" in lines[-1]


class _Interrupting:
    """A standard input whose reading is interrupted by Ctrl-C."""

    def isatty(self) -> bool:
        return False

    @property
    def buffer(self) -> "_Interrupting":
        return self

    def read(self, *args: object) -> bytes:
        raise KeyboardInterrupt


def test_ctrl_c_is_exit_130_and_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", _Interrupting())
    assert cli.main(["judge", "-"]) == 130
    captured = capsys.readouterr()
    assert captured.err == "pokerlaws: interrupted\n" and captured.out == ""


def test_an_internal_error_is_exit_70_and_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(args: object) -> int:
        raise ZeroDivisionError("a bug")

    monkeypatch.setitem(cli.COMMANDS, "rank", broken)
    assert cli.main(["rank", "AH KH QH JH 10H"]) == 70
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("pokerlaws: internal error (ZeroDivisionError: a bug)")


# every day: JSON and text, closed part-way and before a byte is read; in --all also check and
# examples, which run every worked example before they write
@pytest.mark.parametrize(
    ("args", "read"),
    [(("export",), 10), (("law", "1882:71", "--witnesses"), 10), pytest.param(("check",), 0, marks=slow),
     pytest.param(("examples", "-v"), 5, marks=slow), (("law", "1882:71", "--json"), 0)],
)  # fmt: skip
def test_a_closed_pipe_ends_quietly(args: tuple[str, ...], read: int) -> None:
    # `pokerlaws export | head -c 10`
    process = subprocess.Popen([POKERLAWS, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        process.stdout.read(read)
        process.stdout.close()
        _, err = process.communicate(timeout=TIMEOUT)
    finally:
        process.kill()
    assert err == b"" and process.returncode == 0


def test_export_piped_to_head_leaves_standard_error_empty() -> None:
    result = run_shell("export | head -c 10")
    assert result.stdout == '{\n  "editi' and result.stderr == ""


# 19: every subcommand's help says what it reads and prints, its exit statuses, and an example
@pytest.mark.parametrize("command", ["law", "rank", "compare", "check", "examples", "judge", "export"])
def test_every_command_help_says_what_it_reads_prints_and_exits(command: str) -> None:
    result = run_cli(command, "--help")
    assert result.returncode == 0 and result.stderr == ""
    for heading in ("reads:", "prints:", "exit status:", "  0 ", "  2 ", f"  pokerlaws {command}"):
        assert heading in result.stdout, (heading, result.stdout)
    if command in ("check", "examples", "judge", "export"):
        assert "  1 " in result.stdout


def test_judge_help_points_to_the_record_format_and_explains_expect() -> None:
    out = run_cli("judge", "--help").stdout
    for words in ("Judging a record", "record.schema.json", "docs/records/", "expect:", "payouts", "- reads it from standard input"):
        assert words in out, words
    schema = next(line.strip() for line in out.splitlines() if line.strip().endswith("record.schema.json"))
    assert Path(schema).is_file()


def test_the_help_names_the_dash_convention_and_the_laws_option() -> None:
    assert "-o - is standard output" in " ".join(run_cli("export", "--help").stdout.split())
    top = run_cli("--help").stdout
    assert "POKERLAWS_LAWS" in top and "--laws DIR" in top and "130" in top and "70" in top


# 17: scripts/serve.py checks its port at once, before setting anything up or building
SERVE = ROOT / "scripts" / "serve.py"


def serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SERVE), *args], capture_output=True, text=True, timeout=TIMEOUT, cwd=ROOT)


@pytest.mark.parametrize("port", ["70000", "65536", "-1", "0", "abc", "80.5", "", "8_0", "\u0668\u0660", "+80", " 80", "9" * 5000])
def test_serve_refuses_a_port_that_is_not_one(port: str) -> None:
    result = serve("--port", port)
    assert result.returncode == 2 and "Traceback" not in result.stderr and result.stdout == ""
    assert "1 to 65535" in result.stderr.strip().splitlines()[-1]


def test_serve_says_a_port_is_in_use_and_which_to_try() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        result = serve("--port", str(port))
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stdout == ""  # nothing set up, nothing built
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"serve.py: port {port} is in use: try --port ")


# --- the review of the command line: each kind of fault, with a test where a campaign row cannot say it ---


FIRST_EXAMPLE = '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      1\n'


@pytest.fixture
def ten_megabyte_example(tmp_path: Path) -> Path:
    """A copy of laws/ whose example 1882:75 #1 prints ten megabytes where it claims 1."""
    laws = copy_laws(tmp_path)
    edit(laws / "1882" / "75.yaml", FIRST_EXAMPLE, '      >>> print("x" * 10**7)\n      1\n' + FIRST_EXAMPLE)
    return laws


# every day through examples (the failure printed on standard output); in --all through check too
# (the failure said on standard error, here the same pipe)
@pytest.mark.parametrize("command", [pytest.param("check", marks=slow), "examples"])
def test_a_failure_is_exit_1_even_when_the_output_pipe_closes(ten_megabyte_example: Path, command: str) -> None:
    # `pokerlaws check 2>&1 | head -1` was 0: the closed pipe's handler returned 0 whatever had failed
    process = subprocess.Popen(
        [POKERLAWS, "--laws", str(ten_megabyte_example), command], stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    try:
        process.stdout.close()  # closed before anything is written: every write fails
        assert process.wait(timeout=TIMEOUT) == 1
    finally:
        process.kill()


def test_a_closed_pipe_after_a_failure_ends_in_exit_1_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    class Closed:
        encoding = "utf-8"

        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self) -> None:
            pass

    def failing(args: object) -> int:
        cli._failed(args)
        print("FAIL something")
        return 1

    monkeypatch.setitem(cli.COMMANDS, "check", failing)
    monkeypatch.setattr(sys, "stdout", Closed())
    assert cli.main(["check"]) == 1


# every day through examples of the one unit; in --all through check too, which runs every worked example
@pytest.mark.parametrize("command", [pytest.param("check", marks=slow), "examples"])
def test_check_and_examples_clip_what_an_example_printed(ten_megabyte_example: Path, command: str) -> None:
    # a 10 MB output was printed whole: one 10 MB line from check, 10 MB from examples
    if command == "check":
        checked = run_cli("--laws", str(ten_megabyte_example), "check")
        # the length of what it printed, its newline too (the worker sends the first characters and the length)
        assert_clean_error(checked, 1, "1882:75 example 1", "10,000,001 characters")
        assert len(checked.stderr) < 1000
    else:
        ran = run_cli("--laws", str(ten_megabyte_example), "examples", "1882:75")
        assert ran.returncode == 1 and "FAIL 1882:75 example 1" in ran.stdout
        assert len(ran.stdout) < 5000 and "characters)" in ran.stdout


C_LOCALE = env_with(LC_ALL="C", PYTHONUTF8="0")


def test_file_names_in_utf8_are_used_as_given_in_the_c_locale(tmp_path: Path) -> None:
    # the arguments were all decoded again as UTF-8, paths too: UnicodeEncodeError (70), or the
    # --laws directory "not the laws directory"
    (tmp_path / "récord.yaml").write_bytes((RECORDS / "1882-uncalled-bet.yaml").read_bytes())
    judged = run_bytes("judge", "récord.yaml", env=C_LOCALE, cwd=tmp_path)
    assert judged.returncode == 0 and judged.stderr == b"" and b"C receives" in judged.stdout
    exported = run_bytes("export", "-o", "édition.json", env=C_LOCALE, cwd=tmp_path)
    assert exported.returncode == 0 and exported.stderr == b""
    assert exported.stdout == "wrote édition.json\n".encode()  # the name as typed, not \\udcc3\\udca9
    assert len(json.loads((tmp_path / "édition.json").read_text(encoding="utf-8"))["units"]) == 54
    shutil.copytree(ROOT / "laws", tmp_path / "lâws")
    read = run_bytes("--laws", "lâws", "law", "1882:71", env=C_LOCALE, cwd=tmp_path)
    assert read.returncode == 0 and read.stdout.startswith(b"1882:71 ")
    missing = run_bytes("judge", "nöne.yaml", env=C_LOCALE, cwd=tmp_path)
    assert missing.returncode == 1 and missing.stderr == "pokerlaws: error: nöne.yaml: does not exist\n".encode()


def test_only_text_arguments_are_decoded_again(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen = {}
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lâws").mkdir()  # --laws must name a directory that exists, for every command

    def record(args: object) -> int:
        seen.update(vars(args))
        return 0

    monkeypatch.setitem(cli.COMMANDS, "judge", record)
    monkeypatch.setitem(cli.COMMANDS, "law", record)
    assert cli.main(["judge", "r\udcc3\udca9cord.yaml"]) == 0
    assert seen["file"] == "r\udcc3\udca9cord.yaml"  # os.fsencode gives back the bytes of the name
    assert cli.main(["--laws", "l\udcc3\udca2ws", "law", "1882:71\udce2\udc80\udca0"]) == 0
    assert seen["laws"] == "l\udcc3\udca2ws" and seen["id"] == "1882:71\u2020"


def test_judge_dash_with_standard_input_closed_says_so() -> None:
    # sys.stdin is None: AttributeError, exit 70
    result = run_shell("judge - <&-")
    assert_clean_error(result, 1, "<stdin>", "standard input is closed")


def test_judge_dash_with_standard_input_closed_in_process(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", None)
    assert cli.main(["judge", "-"]) == 1
    assert capsys.readouterr().err == "pokerlaws: error: <stdin>: standard input is closed: give the record on it (judge - < FILE), or name the file\n"


# every day: text, and JSON; in --all also the export, JSON written the same way
@pytest.mark.parametrize("args", [("rank", "AH KH QH JH 9H"), ("law", "1882:71", "--json"), pytest.param(("export",), marks=slow)])
def test_standard_output_closed_is_one_line(args: tuple[str, ...]) -> None:
    quoted = " ".join(f"'{a}'" for a in args)
    result = run_shell(f"{quoted} >&-")
    assert_clean_error(result, 1, "standard output", "closed")


def test_standard_error_closed_does_not_send_errors_to_standard_output() -> None:
    result = run_shell("law 1882:99 2>&-")
    assert result.returncode == 2 and result.stdout == ""


@pytest.mark.parametrize("value", ["abc", "", "inf", "-inf", "1e400", "nan", "0", "-1", "1_0", "3601", " ", "١٠"])
def test_a_bad_example_time_limit_is_a_setting_error(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    from pokerlaws.edition.errors import SettingError
    from pokerlaws.runtime.examples import example_seconds

    monkeypatch.setenv("POKERLAWS_EXAMPLE_SECONDS", value)
    with pytest.raises(SettingError, match=r"^POKERLAWS_EXAMPLE_SECONDS=.* give a positive number such as 10"):
        example_seconds()


@pytest.mark.parametrize(("value", "seconds"), [(None, 10.0), ("30", 30.0), ("2.5", 2.5), (".5", 0.5), ("3600", 3600.0)])
def test_a_good_example_time_limit_is_read_when_a_runner_is_made(monkeypatch: pytest.MonkeyPatch, value: str | None, seconds: float) -> None:
    from pokerlaws.runtime import examples

    if value is None:
        monkeypatch.delenv("POKERLAWS_EXAMPLE_SECONDS", raising=False)
    else:
        monkeypatch.setenv("POKERLAWS_EXAMPLE_SECONDS", value)
    assert examples.example_seconds() == seconds
    assert examples.TIME_LIMIT == 10  # the documented default, a constant


@pytest.mark.parametrize("command", ["check", "examples"])
def test_a_bad_example_time_limit_is_one_line_and_exit_2(command: str) -> None:
    result = run_cli(command, env={"POKERLAWS_EXAMPLE_SECONDS": "abc"})
    assert_clean_error(result, 2, "POKERLAWS_EXAMPLE_SECONDS='abc' is not a number of seconds: give a positive number such as 10")


@pytest.mark.parametrize("args", [(), ("check",), ("examples",)])
def test_the_help_names_the_example_time_limit_and_its_bounds(args: tuple[str, ...]) -> None:
    out = " ".join(run_cli(*args, "--help").stdout.split())
    assert "POKERLAWS_EXAMPLE_SECONDS" in out and "3600" in out and "default 10" in out


def test_an_empty_pokerlaws_laws_is_a_usage_error() -> None:
    # it fell back to the installed laws/, silently
    assert_clean_error(run_cli("law", "1882:71", env={"POKERLAWS_LAWS": ""}), 2, "POKERLAWS_LAWS", "empty")
    given = run_cli("--laws", str(ROOT / "laws"), "law", "1882:71", env={"POKERLAWS_LAWS": ""})
    assert given.returncode == 0  # --laws wins over it


def test_export_to_a_fifo_with_no_reader_is_one_line_not_a_hang(fifo: Path) -> None:
    assert_clean_error(run_process("export", "-o", str(fifo)), 1, str(fifo), "no process is reading it")


def test_export_to_a_fifo_with_a_reader_writes_the_json(fifo: Path) -> None:
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    try:
        result = run_process("export", "-o", str(fifo))
    finally:
        if reader.is_alive():  # the export failed before opening it: let the reader go
            with open(fifo, "wb"):
                pass
        reader.join(TIMEOUT)
    assert result.returncode == 0 and result.stderr == "" and result.stdout == f"wrote {fifo}\n"
    assert len(json.loads(got[0])["units"]) == 54


def test_export_to_dev_stdout_is_the_json_alone() -> None:
    result = run_bytes("export", "-o", "/dev/stdout")
    assert result.returncode == 0 and result.stderr == b""
    assert len(json.loads(result.stdout)["units"]) == 54  # no "wrote /dev/stdout" after it


@pytest.mark.parametrize(("shell", "name"), [("export -o /dev/full", "/dev/full"), ("export > /dev/full", "standard output"), ("law 1882:71 --witnesses > /dev/full", "standard output")])
def test_a_full_disk_names_the_file(shell: str, name: str) -> None:
    result = run_shell(shell)
    assert_clean_error(result, 1, name, "No space left on device")


def test_export_leaves_no_half_written_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pokerlaws.edition import files

    def full(fd: int, data: object) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "write", full)
    assert files.write_file(str(tmp_path / "edition.json"), b"{}") == "No space left on device (nothing is written)"
    assert list(tmp_path.iterdir()) == []
    (tmp_path / "edition.json").write_bytes(b"old")  # an existing file is kept whole (issue 29, item 7)
    assert files.write_file(str(tmp_path / "edition.json"), b"{}") == "No space left on device (the file is unchanged)"
    assert [p.name for p in tmp_path.iterdir()] == ["edition.json"] and (tmp_path / "edition.json").read_bytes() == b"old"


# a single-byte code page, UTF-16 and UTF-8 with a byte-order mark every day; the rest in --all
@pytest.mark.parametrize(
    ("args", "encoding"),
    sampled(
        {("args0", "cp1252"), ("args1", "utf-16"), ("args0", "utf-8-sig")},
        JSON_ARGS[0:1] + [("args1", JSON_ARGS[2][1])],
        [(name, name) for name in ["cp1252", "utf-16", "utf-8-sig", "latin-1", "ascii", "utf-8"]],
    ),
)
def test_json_is_utf8_whatever_the_encoding_of_standard_output(encoding: str, args: tuple[str, ...]) -> None:
    # under cp1252, UTF-16 or utf-8-sig (a BOM) the JSON was not UTF-8, though the help said it was
    result = run_bytes(*args, env=env_with(PYTHONIOENCODING=encoding))
    assert result.returncode == 0 and result.stderr == b""
    assert not result.stdout.startswith(b"\xef\xbb\xbf")
    assert json.loads(result.stdout.decode("utf-8")) == json_of(*args)
    if encoding not in ("utf-8", "utf-8-sig"):
        result.stdout.decode("ascii")  # escaped: right in any terminal


def test_the_help_says_json_is_utf8() -> None:
    assert "JSON in UTF-8" in " ".join(run_cli("law", "--help").stdout.split())
    export = " ".join(run_cli("export", "--help").stdout.split())
    assert "UTF-8 whatever the encoding of standard output" in export


def test_the_examples_worker_does_not_import_from_the_working_directory(tmp_path: Path) -> None:
    """A ``doctest.py`` (or another checkout's ``src/``) in the working directory does not shadow what the worker imports."""
    (tmp_path / "doctest.py").write_text(f"open({str(tmp_path / 'ran')!r}, 'w').close()\nraise SystemExit(3)\n", encoding="utf-8")
    result = run_cli("examples", "1882:75", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not (tmp_path / "ran").exists()


@pytest.mark.parametrize("option", ["--rules", "--rul"])
def test_an_option_is_given_whole(option: str) -> None:
    """No prefix of an option, and so no former name that is one (``--rules`` for ``--ruleset``), is taken for it."""
    result = run_cli("rank", "AH 10s qd 2C 2S", option, "american")
    assert result.returncode == 2 and "unrecognized arguments" in result.stderr


# --- issue 29, item 25: the settings that say where the laws are, read by every command


@pytest.mark.parametrize("args", [("rank", "AH KH QH JH 9H"), ("compare", "AH KH QH JH 9H", "2C 3C 4C 5C 7C"), ("odds", "AH KH QH JH 2C", "--keep", "AH")])
def test_a_laws_setting_that_names_nothing_is_refused_by_every_command(args: tuple[str, ...], tmp_path) -> None:  # noqa: ANN001
    empty = run_cli(*args, env={"POKERLAWS_LAWS": ""})
    assert empty.returncode == 2 and "POKERLAWS_LAWS is set but empty" in empty.stderr and empty.stdout == ""
    missing = run_cli("--laws", str(tmp_path / "nowhere"), *args)
    assert missing.returncode == 1 and "nowhere: does not exist" in missing.stderr and missing.stdout == ""
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    not_dir = run_cli("--laws", str(a_file), *args)
    assert not_dir.returncode == 1 and "is not a directory" in not_dir.stderr


def test_a_missing_laws_directory_is_called_missing(tmp_path) -> None:  # noqa: ANN001
    result = run_cli("--laws", str(tmp_path / "nowhere"), "law", "1882:71")
    assert result.returncode == 1 and "does not exist" in result.stderr and "not the edition's laws/ directory" not in result.stderr


@pytest.mark.parametrize("value", [" 10", "10 ", "\t10", "10\n"])
def test_example_seconds_with_spaces_are_refused_as_the_help_says(value: str) -> None:
    result = run_cli("examples", "1882:71", env={"POKERLAWS_EXAMPLE_SECONDS": value})
    assert result.returncode == 2 and "is not a number of seconds" in result.stderr


@pytest.mark.parametrize("args", [("--help",), ("odds", "--help"), ("cite-check", "--help")])
def test_help_written_to_a_full_disk_fails_as_every_output_does(args: tuple[str, ...]) -> None:
    """Issue 29, item 18: --help that cannot be written exits 1, saying so, not 0 with nothing written."""
    import subprocess
    import sys

    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "pokerlaws.cli", *args], stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1 and "no space left" in done.stderr.lower() and "Traceback" not in done.stderr


def test_law_prints_one_ruling_by_its_number() -> None:
    """Issue 30: ``pokerlaws law 1882:60 --ruling 2`` prints the ruling cited 1882:60 R2, whole."""
    import pokerlaws

    ruling = pokerlaws.law("1882:60").rulings[1]
    result = run_cli("law", "1882:60", "--ruling", "2")
    assert result.returncode == 0 and result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[0] == "1882:60 R2 — His own stake"
    flat = " ".join(result.stdout.split())
    assert " ".join(ruling.question.split()) in flat and " ".join(ruling.ruling.split()) in flat
    assert f"Parameter: {ruling.parameter} selects the reading." in result.stdout
    assert run_cli("law", "1882:60", "--ruling", "R2").stdout == result.stdout
    record = json.loads(run_cli("law", "1882:60", "--ruling", "2", "--json").stdout)
    assert (record["id"], record["number"], record["title"]) == ("1882:60 R2", 2, "His own stake")


@pytest.mark.parametrize(
    ("unit", "number", "words"),
    [
        ("1882:60", "9", f"1882:60 has no ruling R9: its editorial rulings are R1-R{len(pokerlaws.law('1882:60').rulings)}"),
        ("1882:60", "0", "1882:60 has no ruling R0"),
        ("1882:60", "two", "'two' is not a ruling number of 1882:60"),
        ("1882:60", "9" * 5000, "is not a ruling number of 1882:60"),
        ("1882:52", "1", "1882:52 has no ruling R1: it has no editorial rulings"),
    ],
)
def test_a_ruling_that_is_none_is_one_line_and_a_usage_error(unit: str, number: str, words: str) -> None:
    result = run_cli("law", unit, "--ruling", number)
    assert_clean_error(result, 2, "UnknownRuling", words)
    assert result.stdout == ""


# attack review L1: a file name reaches the terminal through pokerlaws.messages.file_name, its
# escape sequences, newlines and bidirectional overrides written as escapes, in every message
_HOSTILE_NAME = "a\x1b]0;owned\x07\x1b[2J\nb\u202e.yaml"


@pytest.mark.parametrize(
    "kind",
    ["judge: a missing record", "judge: a record not of YAML", "export -o into a missing folder", "export -o a file written",
     "--laws: a missing folder", "cite-check: a fault in a file", "cite-check --update: a file that cannot be rewritten"],
)  # fmt: skip
def test_a_file_name_with_control_characters_is_shown_escaped_in_every_message(kind: str, tmp_path: Path) -> None:
    name = _HOSTILE_NAME
    if kind == "judge: a missing record":
        result = run_cli("judge", name, cwd=tmp_path)
    elif kind == "judge: a record not of YAML":
        (tmp_path / name).write_text("seats: [A, B\n", encoding="utf-8")
        result = run_cli("judge", name, cwd=tmp_path)
    elif kind == "export -o into a missing folder":
        result = run_cli("export", "-o", f"{name}/edition.json", cwd=tmp_path)
    elif kind == "export -o a file written":
        result = run_cli("export", "-o", name, cwd=tmp_path)
    elif kind == "--laws: a missing folder":
        result = run_cli("--laws", name, "law", "1882:60", cwd=tmp_path)
    else:
        source = name.replace(".yaml", ".py")
        (tmp_path / source).write_text('from pokerlaws import implements\n\n@implements("1882:99")\ndef f():\n    pass\n', encoding="utf-8")
        if kind.endswith("rewritten"):
            (tmp_path / source).write_text('from pokerlaws import implements\n\n@implements("1882:60", text="000000")\ndef f():\n    pass\n', encoding="utf-8")
            (tmp_path / source).chmod(0o444)
            result = run_cli("cite-check", "--update", source, cwd=tmp_path)
        else:
            result = run_cli("cite-check", source, cwd=tmp_path)
    said = result.stdout + result.stderr
    assert result.returncode in (0, 1, 2), said
    for raw in ("\x1b", "\x07", "\u202e"):
        assert raw not in said, (kind, said)
    assert "a\\x1b]0;owned\\x07\\x1b[2J\\nb\\u202e" in said, (kind, said)


def test_every_script_takes_an_option_of_a_value_once() -> None:
    # `scripts/serve.py --port 8000 --port 8001` served on 8001 without a word: every script's parser is
    # now the scripts' own (scripts/_venv.py: parser_of), which refuses the second, as the command does
    import re

    made = {path.name: re.findall(r"argparse\.ArgumentParser\(", path.read_text(encoding="utf-8")) for path in (ROOT / "scripts").glob("*.py") if path.name != "_venv.py"}
    assert not {name for name, found in made.items() if found}
    twice = subprocess.run([sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "8000", "--port", "8001"], capture_output=True, text=True, timeout=TIMEOUT)
    assert twice.returncode == 2 and twice.stderr.splitlines()[-1] == "serve.py: error: --port is given twice: give it once (the last would be taken alone)"


@pytest.mark.parametrize(
    "argv",
    [("judge",), ("judge", "missing.yaml"), ("rank", "AH"), ("law", "1882:99"), ("export", "-o", ""), ("cite-check", "--lock", "-", "."),
     ("--laws", "missing", "law", "1882:60"), ("rank", "--rules"), ("compare", "AS AH AD 2C 3C"), ("odds", "AS AH AD 2C 3C", "--keep", "KD")],
    ids=lambda argv: " ".join(argv),
)  # fmt: skip
def test_every_refusal_is_one_line_of_one_form(argv: tuple[str, ...], tmp_path: Path) -> None:
    # new-user review: "pokerlaws judge: error: …" from argparse, "pokerlaws: FILE: …", "pokerlaws: WrongHandSize: …",
    # "pokerlaws: cite-check: …": now every refusal is "pokerlaws: error: WHAT" (after the usage line, for a usage error)
    result = run_cli(*argv, cwd=tmp_path)
    lines = [line for line in result.stderr.splitlines() if not line.startswith(("usage:", " "))]
    assert result.returncode in (1, 2) and len(lines) == 1, result.stderr
    assert lines[0].startswith("pokerlaws: error: "), result.stderr


@pytest.mark.parametrize("argv", [("rank", "AS KS QS JS TS", "--rules"), ("judge", "x.yaml", "--bogus"), ("law", "1882:60", "-x")], ids=lambda argv: argv[0])
def test_an_unknown_option_of_a_command_is_refused_with_that_commands_usage(argv: tuple[str, ...]) -> None:
    # new-user review: `pokerlaws rank ... --rules` printed the usage of pokerlaws, not of rank
    result = run_cli(*argv)
    assert result.returncode == 2 and result.stderr.startswith(f"usage: pokerlaws {argv[0]} "), result.stderr
    assert result.stderr.splitlines()[-1] == f"pokerlaws: error: unrecognized arguments: {argv[-1]}"


def test_judge_prints_the_heading_of_its_report_when_a_ruling_stops_it(tmp_path: Path) -> None:
    # new-user review: the table and the antes were missing above the steps ruled before a ruling
    (tmp_path / "r.yaml").write_text("seats: [A, B, C]\nante_man: A\nantes: {A: 2}\nactions: [B bets 5, C takes back 2]\n", encoding="utf-8")
    judged = run_cli("judge", "r.yaml", cwd=tmp_path)
    assert judged.returncode == 1 and judged.stderr.startswith("pokerlaws: ruling: r.yaml, line 4: ")
    assert judged.stdout.splitlines()[:3] == [
        "Seats A, B, C; the ante-man is A; the turn passes to the left [1882:53].",
        "Before the draw: ante A 2.",
        "  1. B bets: stakes 5; the pool holds 7 [1882:53, 1882:56]",
    ]


def test_law_refuses_witnesses_with_a_ruling_rather_than_ignore_it() -> None:
    # new-user review: `law 1882:60 --ruling 2 --witnesses` printed the ruling and ignored --witnesses
    result = run_cli("law", "1882:60", "--ruling", "2", "--witnesses")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.splitlines()[-1].startswith("pokerlaws: error: --witnesses prints the witnesses")
