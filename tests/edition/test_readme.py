"""The README's examples are true: its ``>>>`` lines run as a doctest."""

from __future__ import annotations

import doctest

from helpers import ROOT

README = ROOT / "README.md"


def test_readme_examples_run() -> None:
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.attempted >= 5
    assert result.failed == 0


def test_readme_quick_start_names_the_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    quick = text[text.index("## Quick start") : text.index("## What is here")]
    commands = [line.split("#")[0].strip() for line in quick.splitlines() if line.startswith("python3 ")]
    assert commands == ["python3 scripts/serve.py", "python3 scripts/check.py"]
    # CI runs the second with the flag of every tier, which the quick start explains
    assert (README.parent / ".ci" / "run").read_text().strip().endswith("exec python3 scripts/check.py --all")
    assert "python3 scripts/check.py --all" in quick
