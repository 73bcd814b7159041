"""A private copy of ``laws/`` to break, and the error the edition must then give."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from pokerlaws.edition.corpus import Corpus, laws_directory
from pokerlaws.edition.errors import LawFileError

LAWS = laws_directory()


def copy_laws(tmp_path: Path) -> Path:
    """A private copy of the edition's laws/ to break."""
    target = tmp_path / "laws"
    shutil.copytree(LAWS, target)
    return target


def edit(path: Path, old: str, new: str, count: int = 1) -> int:
    """Replace *old* by *new* in *path* (exactly *count* times); return the 1-based line of the first."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= count, f"{old!r} not found {count} times in {path}"
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return line


def load_error(laws: Path) -> LawFileError:
    """Load *laws* and return the LawFileError it must raise."""
    with pytest.raises(LawFileError) as info:
        Corpus.load(laws)
    return info.value
