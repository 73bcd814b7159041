"""What the Run buttons and the page *Try it* compute (pokerlaws.edition.in_browser), under CPython.

The browser runs the same functions under Pyodide (tests/test_browser_run.py
compares the two). Here: every worked example of the edition matches as CI
says it does; an edited example differs exactly where doctest says it fails;
and the answers of *Try it* are, character for character, what the command
line prints for the same input.
"""

from __future__ import annotations

import doctest
import json
import re
from pathlib import Path

import pytest
from helpers import ROOT

from pokerlaws.cli import commands as cli
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.in_browser import (
    OPTIONS,
    compare,
    example_outputs,
    judge_record,
    raised_text,
    rank,
    settle_pool,
)

RECORDS = sorted((ROOT / "docs" / "records").glob("*.yaml"))

pytestmark = pytest.mark.law("1882:65")


def _examples() -> list[tuple[str, str]]:
    corpus = default_corpus()
    return [(f"{unit.id} {n}", example.code) for unit in corpus.laws.values() for n, example in enumerate(unit.examples, 1)]


def _doctest_failures(code: str) -> list[str]:
    """The sources doctest's own runner fails, as CI runs an example."""
    failed: list[str] = []

    class Runner(doctest.DocTestRunner):
        def report_failure(self, out, test, example, got):  # noqa: ANN001
            failed.append(example.source)

        def report_unexpected_exception(self, out, test, example, exc_info):  # noqa: ANN001
            failed.append(example.source)

    test = doctest.DocTestParser().get_doctest(code, {"__name__": "t"}, "t", "<t>", 0)
    Runner(optionflags=OPTIONS).run(test, out=lambda _text: None)
    return failed


def test_every_worked_example_matches_in_the_browsers_runner() -> None:
    examples = _examples()
    assert len(examples) > 50
    for label, code in examples:
        result = example_outputs(code)
        assert not result["script"], label
        assert result["matches"], (label, [o for o in result["outputs"] if not o["matches"]])
        # one output for each >>> statement, in order
        assert len(result["outputs"]) == len(doctest.DocTestParser().get_examples(code)), label


@pytest.mark.parametrize(
    ("code", "differing"),
    [
        (">>> 1 + 1\n3\n>>> 2 + 2\n4\n", [0]),  # a wrong expected value
        (">>> print('a   b')\na b\n", []),  # white space counts as one, as in CI
        (">>> print('abcdef')\nab...ef\n", []),  # ... stands for any text
        (">>> 1 / 0\n2\n>>> 3\n3\n", [0]),  # an exception where a value was expected
        (">>> 1 / 0\nTraceback (most recent call last):\n  ...\nZeroDivisionError: division by zero\n", []),
        (">>> 1 / 0\nTraceback (most recent call last):\n  ...\nZeroDivisionError: no such message\n", [0]),
        (">>> x = 5\n>>> x\n6\n>>> x * 2\n10\n", [1]),
    ],
)
def test_an_edited_example_differs_where_doctest_fails_it(code: str, differing: list[int]) -> None:
    result = example_outputs(code)
    found = [i for i, o in enumerate(result["outputs"]) if not o["matches"]]
    assert found == differing
    assert result["matches"] is (not differing)
    sources = [o["source"].removeprefix(">>> ") + "\n" for o in result["outputs"]]
    assert [sources[i] for i in found] == _doctest_failures(code)


def test_an_exception_shows_without_file_paths_as_ci_reports_it() -> None:
    outputs = example_outputs(">>> from pokerlaws import evaluate\n>>> evaluate('AS AH')\n'x'\n")["outputs"]
    got = outputs[1]["got"]
    assert got.startswith("Traceback (most recent call last):\n  ...\npokerlaws.errors.WrongHandSize: a hand has five cards")
    assert "File " not in got and "site-packages" not in got
    expected_exception = example_outputs(">>> 1 / 0\nTraceback (most recent call last):\n  ...\nZeroDivisionError: division by zero\n")
    assert expected_exception["outputs"][0]["got"] == raised_text(ZeroDivisionError, ZeroDivisionError("division by zero")) + "\n"


def test_code_without_prompts_runs_as_a_script() -> None:
    assert example_outputs("for i in range(3):\n    print(i)\n") == {"script": True, "got": "0\n1\n2\n"}
    broken = example_outputs("print(")["got"]
    assert broken.startswith("Traceback (most recent call last):\n  ...\n") and "SyntaxError: '(' was never closed" in broken
    assert example_outputs("import sys\nprint('x')\nsys.exit(3)")["got"] == "x\nTraceback (most recent call last):\n  ...\nSystemExit: 3\n"
    assert example_outputs(">>>print(1)\n")["script"]  # a prompt without its space is doctest's ValueError, shown


def test_each_example_starts_afresh() -> None:
    example_outputs(">>> leaked = 1\n")
    assert not example_outputs(">>> leaked\n1\n")["matches"]


def _cli_out(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    status = cli.main(list(args))
    captured = capsys.readouterr()
    return status, captured.out.rstrip("\n")


@pytest.mark.parametrize(
    ("cards", "ruleset"),
    [("TH JH QH KH AH", "1882"), ("TH JH QH KH AH", "american"), ("AS 2D 3C 4H 5S", "american-writers"), ("9S 9H 9D 9C 3S", "1882")],
)
def test_rank_says_what_pokerlaws_rank_prints(capsys: pytest.CaptureFixture[str], cards: str, ruleset: str) -> None:
    status, out = _cli_out(capsys, "rank", cards, "--ruleset", ruleset)
    assert status == 0
    assert json.loads(rank(cards, ruleset)) == {"ok": True, "text": out}


@pytest.mark.parametrize(
    ("cards", "law"),
    [("AS AH AD 2C", "foster:4"), ("AS AS AD 2C 3C", None), ("ZZ AH AD 2C 3C", None)],
)
def test_rank_of_a_bad_hand_is_the_engines_error(capsys: pytest.CaptureFixture[str], cards: str, law: str | None) -> None:
    answer = json.loads(rank(cards, "1882"))
    status = cli.main(["rank", cards])
    err = capsys.readouterr().err.strip()
    assert status == 2 and not answer["ok"]
    assert err == f"pokerlaws: {answer['text']}"
    assert (f"[law {law}]" in answer["text"]) if law else "[law" not in answer["text"]


@pytest.mark.parametrize(
    ("first", "second", "ruleset"),
    [("AS AH 7D 7C 2S", "KS KH KD 4C 3S", "1882"), ("2H 3H 4H 5H 6H", "2S 3S 4S 5S 6S", "1882"), ("2H 3H 4H 5H 6H", "2S 3S 4S 5S 6S", "american")],
)
def test_compare_says_what_pokerlaws_compare_prints(capsys: pytest.CaptureFixture[str], first: str, second: str, ruleset: str) -> None:
    status, out = _cli_out(capsys, "compare", first, second, "--ruleset", ruleset)
    assert status == 0
    assert json.loads(compare(first, second, ruleset)) == {"ok": True, "text": out}


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_a_record_pasted_in_is_judged_as_pokerlaws_judge_judges_it(capsys: pytest.CaptureFixture[str], record: Path) -> None:
    status = cli.main(["judge", str(record)])
    captured = capsys.readouterr()
    answer = json.loads(judge_record(record.read_text(encoding="utf-8")))
    assert answer["ok"] is (status == 0)
    if status == 0:
        assert answer["text"] == captured.out.rstrip("\n")
    else:  # the steps ruled, then the ruling: the command's words without its file and line
        # the same ruling at the same line, the record named as the page names it
        ruling = captured.err.strip().removeprefix("pokerlaws: ").replace(str(record), "the record")
        assert re.search(r"^(ruling|error): the record, line \d+: ", ruling)
        assert answer["text"].splitlines()[-1] == ruling
        assert answer["text"].splitlines()[:-1] == captured.out.rstrip("\n").splitlines()


@pytest.mark.parametrize(
    "text",
    [
        "seats: [A, B\nante_man: A\n",  # not YAML
        "seats: [A, B]\nseats: [A, C]\nante_man: A\n",  # a key twice
        "seats: [A, B]\nante_man: A\nantes: {A: 010}\nactions: [B retires]\n",  # an octal number
        "a: &x [1]\nb: *x\n",  # an anchor
        "a: " + "[" * 5000 + "]" * 5000 + "\n",  # nested too deep
        "",  # empty
        "2020-01-01\n",  # not a mapping
        "seats: [A, B]\nante_man: A\nactions: [B retires]\n" + "# " + "x" * 1_000_000 + "\n",  # too long
    ],
    ids=["not-yaml", "key-twice", "octal", "anchor", "deep", "empty", "a-date", "too-long"],
)
def test_a_record_refused_is_refused_as_pokerlaws_judge_refuses_it(text: str) -> None:
    from helpers.cli import run_cli

    done = run_cli("judge", "-", input=text)
    answer = json.loads(judge_record(text))
    assert done.returncode == 1 and not answer["ok"]
    said = done.stderr.strip().removeprefix("pokerlaws: ").replace("<stdin>", "the record")
    if said.startswith("error: the record"):  # read and refused before the judge: word for word, but for the
        # colon after the record's name where no line follows ("the record is longer than …")
        assert answer["text"] == said.replace("error: the record: ", "error: the record ", 1)
    else:  # refused by the schema, which the browser does not run: by the judge's own checks instead
        assert answer["text"].startswith("error: ") and "\n" not in answer["text"]


@pytest.mark.law("1882:60")
def test_settle_pool_is_the_judge_of_that_betting_round() -> None:
    answer = json.loads(settle_pool("A B C", "A", 3, "B bets 5\nC raises 5\nA retires\nB calls", "B: KS KH 2D 2C 9S\nC: QS QH QD 4C 3S"))
    record = {
        "seats": ["A", "B", "C"], "ante_man": "A", "antes": {"A": 3},
        "actions": ["B bets 5", "C raises 5", "A retires", "B calls"],
        "show": {"B": "KS KH 2D 2C 9S", "C": "QS QH QD 4C 3S"},
    }  # fmt: skip
    assert answer == json.loads(judge_record(json.dumps(record)))
    assert "C receives   23" in answer["text"]
    unfinished = json.loads(settle_pool("A B C", "A", 3, "B bets 5", ""))
    assert not unfinished["ok"] and unfinished["text"].endswith("[law 1882:59]")
    assert json.loads(settle_pool("A B", "A", 3, "B retires", "B KS"))["text"].startswith("error: a hand shown is written NAME: CARDS")


def test_a_record_too_long_is_refused_in_words() -> None:
    """Issue 30, item 7: "the record is longer than …", not "the record: is longer than …"."""
    from pokerlaws.edition.records import MAX_BYTES

    answer = json.loads(judge_record("#" * (MAX_BYTES + 1)))
    assert not answer["ok"] and answer["text"].startswith(f"error: the record is longer than {MAX_BYTES:,} bytes"), answer
