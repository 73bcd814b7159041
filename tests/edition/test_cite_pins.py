"""The edition's own citations: every one names a unit, and every pin is current.

The engine's ``@implements`` and the suite's ``@pytest.mark.law`` are pinned in
``src/pokerlaws.lock`` to the texts they were reviewed against. When a law's
edited text changes, the first test fails with a stale flag naming each object
pinned to it, until someone reviews them and runs ``pokerlaws cite-check
--update``.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from helpers import ROOT

from pokerlaws.cli import main

LOCK = ROOT / "src" / "pokerlaws.lock"

pytest_plugins = ["pytester"]


def test_the_edition_cites_only_units_and_every_pin_is_current(monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    status = main(["cite-check"])
    out, err = capsys.readouterr()
    assert status == 0, "pokerlaws cite-check (as pyproject.toml sets it) finds:\n" + out + err
    assert out.startswith("cite-check: ") and out.endswith(", none faulty\n")


def test_every_implementing_object_of_the_engine_is_pinned():
    """The lock pins each object a unit's file names under engine:, to that unit, by the name of
    its definition (an inherited method by its base class)."""
    from pokerlaws.citecheck.citing import pinned_name
    from pokerlaws.edition.corpus import default_corpus

    pins = json.loads(LOCK.read_text(encoding="utf-8"))["pins"]
    missing = [
        f"{unit.id} → {path}"
        for unit in default_corpus().laws.values()
        for path in unit.engine.paths
        if unit.id not in pins.get(pinned_name(path), {}).get("units", {})
    ]
    assert missing == []


@pytest.fixture
def copy_of_the_edition(tmp_path, monkeypatch) -> Path:
    """The repository's files that cite-check reads, with laws/, in a scratch directory."""
    for name in ("src", "tests", "docs", "scripts", "laws"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("README.md", "pyproject.toml"):
        shutil.copy2(ROOT / name, tmp_path / name)
    monkeypatch.chdir(tmp_path)
    return tmp_path


# an editor's change of one word: the text, and the emendation that records it against each witness
EMENDED = """
  - witness: W
    reads: "funds he has"
    edition: "money he has"
    type: misprint
    reason: "a change made by the test of the pins"
  - witness: G
    reads: "funds he has"
    edition: "money he has"
    type: misprint
    reason: "a change made by the test of the pins"
"""


def change_a_word(law: Path, record: bool) -> None:
    text = law.read_text(encoding="utf-8")
    assert text.count("whatever funds he has") == 3  # the edited text, then witnesses W and G
    text = text.replace("whatever funds he has", "whatever money he has", 1)
    if record:
        text = text.replace("emendations:\n", "emendations:" + EMENDED, 1)
    law.write_text(text, encoding="utf-8")


# cite-check over the whole edition three times: in --all; the everyday tier has the same kind on the
# fixture trees (tests/edition/test_cite_check.py: stale pins, --update) and the edition's own check below
@pytest.mark.slow
def test_a_changed_word_makes_the_objects_pinned_to_it_stale_until_update(copy_of_the_edition, capsys):
    change_a_word(copy_of_the_edition / "laws" / "1882" / "60.yaml", record=True)
    pinned = sorted(name for name, entry in json.loads(LOCK.read_text())["pins"].items() if "1882:60" in entry["units"])
    assert "pokerlaws.betting.pool.settle" in pinned and "pokerlaws.betting.round.BettingRound.demand_show" in pinned

    status = main(["--laws", "laws", "cite-check"])
    out, _ = capsys.readouterr()
    assert status == 1
    stale = re.findall(r": stale: 1882:60 changed since (\S+) was reviewed against it \(pinned \w+ in pokerlaws\.lock", out)
    assert sorted(set(stale)) == pinned
    assert "1882:60 changed since pokerlaws.betting.pool.settle was reviewed against it" in out
    assert all(": stale: 1882:60 " in line for line in out.splitlines()[:-1])

    status = main(["--laws", "laws", "cite-check", "--update"])
    out, _ = capsys.readouterr()
    assert status == 0, out
    assert main(["--laws", "laws", "cite-check"]) == 0
    capsys.readouterr()
    # the review moved the pins of 1882:60 only
    before, after = json.loads(LOCK.read_text())["pins"], json.loads((copy_of_the_edition / "src" / "pokerlaws.lock").read_text())["pins"]
    moved = {(name, unit) for name in before for unit in before[name]["units"]
             if before[name]["units"][unit] != after[name]["units"].get(unit)}
    assert {unit for _, unit in moved} == {"1882:60"} and {name for name, _ in moved} == set(pinned)


def test_a_word_changed_with_no_emendation_is_refused_and_names_the_stale_objects_too(copy_of_the_edition, pytester, monkeypatch):
    """The suite stops at once when the edition cannot be loaded; its one line also names the code
    reviewed against the old text, which the tests that would have said it cannot run.

    The copy's suite runs in this process (``pytester``), from the copy, with the copy's
    ``pyproject.toml`` (its ``addopts`` load the plugin of worked examples), reading the copy's
    laws from ``$POKERLAWS_LAWS`` as a fresh interpreter would."""
    import functools

    from pokerlaws.edition import corpus

    change_a_word(copy_of_the_edition / "laws" / "1882" / "60.yaml", record=False)
    monkeypatch.setenv("POKERLAWS_LAWS", str(copy_of_the_edition / "laws"))
    # this process read the edition once already: the run reads it anew, as a process of its own would
    monkeypatch.setattr(corpus, "default_corpus", functools.cache(corpus.default_corpus.__wrapped__))
    monkeypatch.chdir(copy_of_the_edition)  # pytester had moved to a directory of its own
    run = pytester.runpytest_inprocess("-q", "-p", "no:xdist", "-p", "no:cacheprovider", "laws/foster")
    assert run.ret != 0
    assert "the edition cannot be loaded: laws/1882/60.yaml" in run.stderr.str()
    assert "1882:60 changed since pokerlaws.betting.pool.settle was reviewed against it" in run.stderr.str()


def test_a_stale_pin_is_shown_stale_on_the_units_page():
    from pokerlaws.citecheck.citing import Citing
    from pokerlaws.edition.corpus import default_corpus
    from pokerlaws.site.law_citing import pin_lines, tests_lines

    unit = default_corpus().laws["1882:60"]
    citing = Citing(pins={"pokerlaws.betting.pool.settle": {"1882:60": "0000aa"}}, tests={"1882:60": ("tests/t.py::test_a",)})
    lines = pin_lines(unit, citing, ("pokerlaws.betting.pool.settle", "pokerlaws.betting.rulings.PoolRulings"))
    assert "stale: reviewed against an earlier text (pin <code>0000aa</code>)" in lines[0]
    assert "not pinned" in lines[1]
    assert "- `tests/t.py::test_a`" in tests_lines(unit, citing)


def test_a_rewrite_that_would_change_the_code_is_refused_and_nothing_written(tmp_path: Path) -> None:
    # issue 29, item 9: the rewritten source must parse to the same tree but for its pins; an edit
    # whose span lands elsewhere (here on the decorator's name, as lines numbered another way did)
    # is refused, and the file stays as it was
    from pokerlaws.citecheck.check import _rewritten
    from pokerlaws.edition.errors import LawFileError

    path = tmp_path / "code.py"
    text = 'from pokerlaws import implements\n\n@implements("1882:60", text="000000")\ndef settle():\n    return None\n'
    path.write_text(text, encoding="utf-8")
    literal = text.splitlines()[2].index('"000000"')
    assert _rewritten(path, [((3, literal, 3, literal + 8), "b9171f")])[1] == 1  # the right span: the same code
    with pytest.raises(LawFileError, match=r"code.py, line 3: its pins cannot be rewritten safely"):
        _rewritten(path, [((3, 0, 3, 11), "b9171f")])  # "@implements" replaced by a string
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("kind", ["fifo", "zero", "outside"])
def test_the_stale_pins_reader_skips_a_hostile_law_file(tmp_path, kind: str) -> None:
    """The pytest plugin's fallback reader of laws/ (stale_in_files) reads as the loader does: a FIFO, a device or a
    link out of the directory is skipped, never waited on nor read whole (the attack review of issue 29, H5)."""
    import os
    import shutil

    from pokerlaws.citecheck.citing import stale_in_files

    laws = tmp_path / "laws"
    shutil.copytree(ROOT / "laws", laws)
    hostile = laws / "1882" / "98.yaml"
    if kind == "fifo":
        os.mkfifo(hostile)
    elif kind == "zero":
        hostile.symlink_to("/dev/zero")
    else:
        (tmp_path / "out.yaml").write_text("id: '1882:52'\ntext: changed\n", encoding="utf-8")
        hostile.symlink_to(tmp_path / "out.yaml")
    assert stale_in_files(laws, ROOT) == []
