"""What a project's own code and tests say of each unit: the pins of its lock file and its marked tests.

Read from a project's files with the settings of ``pokerlaws cite-check`` in its
``pyproject.toml``: the pins of the lock file (is each implementing object reviewed
against the text as it is now, or stale?) and the tests that carry
``@pytest.mark.law`` (found by the same scan as ``cite-check``, without running
them). The site shows them on each unit's page
([law_citing][pokerlaws.site.law_citing]), at build time, for the repository it is
built from.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

_MARK = re.compile(rb"\bmark\s*\.\s*law\b")
"""What every ``@pytest.mark.law`` and ``mark.law`` holds, in a file's bytes."""

__all__ = ["Citing", "pinned_name", "project_citing", "stale_in_files"]


@dataclass(frozen=True)
class Citing:
    """The pins and the marked tests of one project.

    Attributes:
        pins: citing object (``pokerlaws.betting.settle``) → unit id → pin.
        tests: unit id → the node ids of the tests marked with it, in order.
        lock: the lock file's path as the project names it (``src/pokerlaws.lock``).
    """

    pins: dict[str, dict[str, str]] = field(default_factory=dict)
    tests: dict[str, tuple[str, ...]] = field(default_factory=dict)
    lock: str = ""


def project_citing(root: Path) -> Citing:
    """The pins and marked tests of the project at *root* (its ``pyproject.toml`` settings).

    A project with no lock file has no pins; its tests are still found.

    Raises:
        LawFileError: the lock file is malformed.
        Unchecked: ``pyproject.toml`` has a bad ``[tool.pokerlaws.cite-check]``.
    """
    from pokerlaws.citecheck.command import project_settings
    from pokerlaws.citecheck.pins import Lock
    from pokerlaws.citecheck.scan import files_under

    settings = project_settings(root)
    lock = Lock.read(root / settings.lock) if settings.lock else None
    tests: dict[str, list[str]] = defaultdict(list)
    for name in settings.paths:
        top = root / name
        if not top.is_dir():
            continue
        for path in files_under(top, root=root):
            if path.suffix != ".py" or not path.name.startswith("test"):
                continue
            for written, citer in _marks(path, root):
                if citer not in tests[written]:
                    tests[written].append(citer)
    pins = {name: dict(pinned.units) for name, pinned in lock.pins.items()} if lock else {}
    return Citing(pins=pins, tests={k: tuple(v) for k, v in tests.items()}, lock=settings.lock or "")


_SCANNED: dict[tuple[str, str, int, int], tuple[tuple[str, str], ...]] = {}
"""The marks of each test file read in this process, by path, root, time of change and size: a
rebuild under ``mkdocs serve`` reads again only the files that changed."""


def _marks(path: Path, root: Path) -> tuple[tuple[str, str], ...]:
    """The ``@pytest.mark.law`` citations of one test file: (unit as written, the test's node id)."""
    from pokerlaws.citecheck.scan import scan_file

    stat = path.stat()
    key = (str(path), str(root), stat.st_mtime_ns, stat.st_size)
    if key not in _SCANNED:
        if not _MARK.search(path.read_bytes()):
            found: tuple[tuple[str, str], ...] = ()  # no mark to find: not parsed (most of the suite)
        else:
            found = tuple(
                (c.written, c.citer) for c in scan_file(path, root=root, comments=False).citations if c.kind == "mark"
            )
        _SCANNED[key] = found
    return _SCANNED[key]


def pinned_name(path: str) -> str:
    """The name under which the lock pins the engine object *path* (as a unit's file names it):
    where it is defined, which for an inherited method is its base class."""
    from pokerlaws.citations import defining_name
    from pokerlaws.edition.loader import resolve

    return defining_name(resolve(path))


def stale_in_files(laws_dir: Path, root: Path) -> list[str]:
    """The pins of the project at *root* that the unit files in *laws_dir* no longer match,
    each as cite-check says it; read from each file's ``id`` and ``text`` alone.

    For when the edition cannot be loaded (a word of a text changed with no emendation
    recorded): the error then names the code reviewed against the old text as well.
    """
    from pokerlaws.citecheck.pins import stale_message, text_hash
    from pokerlaws.edition.errors import LawFileError
    from pokerlaws.edition.yamlfiles import read_yaml

    try:
        citing = project_citing(root)
    except Exception:  # noqa: BLE001 - a broken lock or config is reported by cite-check itself
        return []
    texts = {}
    for path in sorted(laws_dir.glob("*/*.yaml")):
        try:  # the edition's one reader: bounded, no FIFO or device, no link out of laws/ (a hostile file is skipped)
            data, _ = read_yaml(path, within=laws_dir)
        except (LawFileError, OSError, ValueError):
            continue
        if isinstance(data, dict) and isinstance(data.get("id"), str) and isinstance(data.get("text"), str):
            texts[data["id"]] = text_hash(data["text"])
    return [
        stale_message(unit_id, name, pin, texts[unit_id][:len(pin)])
        for name, units in sorted(citing.pins.items())
        for unit_id, pin in sorted(units.items())
        if unit_id in texts and not texts[unit_id].startswith(pin)
    ]
