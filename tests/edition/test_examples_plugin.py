"""Every worked example in laws/ is a pytest item; a failure names unit, example and line.

pytest runs in this process (``pytester``), on a private copy of ``laws/``, with the plugin
alone (``-p pokerlaws.runtime.pytest_examples``, none of this project's ``addopts``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.laws import copy_laws, edit

from pokerlaws.edition.corpus import default_corpus

pytest_plugins = ["pytester"]


def run_pytest(pytester: pytest.Pytester, laws: Path, *args: str) -> pytest.RunResult:
    """pytest with the plugin of worked examples on the copy *laws*, in this process."""
    return pytester.runpytest_inprocess(
        "-p", "pokerlaws.runtime.pytest_examples", "-p", "no:cacheprovider",
        "-o", "addopts=", "--rootdir", str(laws.parent), str(laws), *args,
    )  # fmt: skip


def test_each_example_is_collected_as_its_own_item(pytester: pytest.Pytester, tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    result = run_pytest(pytester, laws, "--collect-only", "-q")
    expected = sum(len(u.examples) for u in default_corpus().laws.values())
    items = [line for line in result.stdout.lines if "::" in line]
    assert len(items) == expected >= 24
    assert "laws/1882/71.yaml::1882:71 example 1" in result.stdout.str()


def test_a_wrong_output_fails_naming_unit_example_and_line(pytester: pytest.Pytester, tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    path = laws / "1882" / "69.yaml"
    text = path.read_text(encoding="utf-8")
    wrong = '      >>> compare("7H 5H 4H 3H 2H", "AS KS QS JS 9S", ruleset="american")\n      -1\n'
    assert wrong in text
    line = text[: text.index(wrong)].count("\n") + 1
    path.write_text(text.replace(wrong, wrong.replace("-1\n", "1\n")), encoding="utf-8")
    result = run_pytest(pytester, laws, "-q")
    assert result.ret == 1
    out = result.stdout.str()
    assert "1 failed" in out
    assert "1882:69, example 1" in out and "A low flush in hearts beats" in out
    assert f"line {line}: >>> compare(" in out
    assert "expected:\n    1\ngot:\n    -1" in out


def test_an_exception_in_an_example_is_reported_not_crashed(pytester: pytest.Pytester, tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    edit(laws / "1882" / "67.yaml", 'compare("9S 9H 9D 9C 2S", "8S 8H 8D 8C AS")', 'compare("9S 9H 9D 9C 9S", "8S 8H 8D 8C AS")')
    result = run_pytest(pytester, laws, "-q")
    assert result.ret == 1
    out = result.stdout.str()
    assert "pokerlaws.errors.DuplicateCard" in out and "1882:67, example 1" in out


def test_a_broken_unit_file_is_a_clean_collection_error(pytester: pytest.Pytester, tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    line = edit(laws / "1882" / "70.yaml", "number: 70", "number: [70]")
    result = run_pytest(pytester, laws, "-q")
    assert result.ret != 0
    out = result.stdout.str()
    assert f"70.yaml, line {line}: field 'number' must be a whole number, not a list" in out
    assert "Traceback" not in out
