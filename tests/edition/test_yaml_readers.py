"""libyaml and PyYAML's own parser read every file of the edition alike.

`read_yaml` reads with libyaml where it can, for speed, and with PyYAML's
pure-Python loader where the file needs a refusal worded; the two must give
the same data, the same lines and the same errors, or the speed changes what
a reader is told.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import yaml
from helpers import ROOT

from pokerlaws.edition import yamlfiles
from pokerlaws.edition.errors import LawFileError

FILES = sorted(
    ROOT / name
    for name in subprocess.run(["git", "ls-files", "*.yaml"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
)

# Texts of the kinds a hand-edited file goes wrong in, and some that are right.
SAMPLES = {
    "plain": "seats: [A, B]\nante_man: A\n",
    "block": "text: |\n  one\n  two\nnote: >\n  folded\n  text\n",
    "duplicate key": "seats: [A]\nseats: [B]\n",
    "yes key": "yes: 1\n",
    "octal": "law: 071\n",
    "tab": "seats:\n\t- A\n",
    "unclosed quote": 'seats: [A, "B]\n',
    "unclosed bracket": "seats: [A, B\nante_man: A\n",
    "NUL": "seats: [A, B]\x00\n",
    "python tag": "seats: !!python/object:os.system [A]\n",
    "local tag": "seats: !x [A]\n",
    "non-specific tag": "seats: ! 3\n",
    "anchor": "seats: &a [A, B]\n",
    "alias": "seats: &a [A, B]\nplayers: *a\n",
    "deep": "seats: " + "[" * 40 + "]" * 40 + "\n",
    "just deep enough": "seats: " + "[" * (yamlfiles.MAX_DEPTH - 1) + "]" * (yamlfiles.MAX_DEPTH - 1) + "\n",  # the mapping is the first level
    "two documents": "seats: [A]\n---\nseats: [B]\n",
    "empty": "",
    "comment only": "# nothing\n",
    "white space text": 'text: "   "\n',
    "control character": 'text: "a\\x1bb"\n',
    "format character": "text: a\u200bb\n",
    "CRLF": "seats: [A, B]\r\nante_man: A\r\ntext: |\r\n  one\r\n  two\r\n",
    "NEL": "seats: [A, B]\x85ante_man: A\n",
    "line separator": "text: |\n  one\u2028  two\nx: [\n",
    "byte-order mark": "\ufeffseats: [A]\n",
    "bad indentation": "a:\n  b: 1\n c: 2\n",
    "big number": "n: 1234567890123456789\n",
}


def _read(text: str, *, fast: bool, monkeypatch: pytest.MonkeyPatch) -> object:
    with monkeypatch.context() as patch:
        if not fast:
            patch.setattr(yamlfiles, "_CLoader", None)
        try:
            data, lines = yamlfiles.read_yaml(Path("f.yaml"), text)
        except LawFileError as exc:
            return ("refused", str(exc))
    return data, dict(lines), lines.literal


def test_pyyaml_here_has_libyaml() -> None:
    # without it every reading falls back, and the comparisons below compare nothing
    assert yamlfiles._CLoader is yaml.CSafeLoader


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_each_file_of_the_edition_is_read_by_libyaml_as_by_pyyaml(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = path.read_text(encoding="utf-8")
    assert yamlfiles._plain_events(text), "this file would not take the fast path"
    assert _read(text, fast=True, monkeypatch=monkeypatch) == _read(text, fast=False, monkeypatch=monkeypatch)


@pytest.mark.parametrize("name", SAMPLES)
def test_a_sample_is_read_or_refused_alike(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = SAMPLES[name]
    assert _read(text, fast=True, monkeypatch=monkeypatch) == _read(text, fast=False, monkeypatch=monkeypatch)


def test_the_fast_path_declines_what_it_cannot_refuse_in_words() -> None:
    for name in ("python tag", "local tag", "anchor", "alias", "deep", "NUL", "CRLF", "NEL", "unclosed quote"):
        assert not yamlfiles._plain_events(SAMPLES[name]), name
    for name in ("plain", "block", "non-specific tag", "just deep enough", "duplicate key", "empty"):
        assert yamlfiles._plain_events(SAMPLES[name]), name


def test_a_deep_file_is_declined_without_reading_it_all() -> None:
    # 200,000 brackets: libyaml's parser keeps its own stack, and the check stops at MAX_DEPTH + 1
    assert not yamlfiles._plain_events("a: " + "[" * 200_000 + "]" * 200_000 + "\n")
