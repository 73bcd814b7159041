"""What the project's own code and tests say of each unit, for the unit's page.

Read at build time from the repository the site is built from, with the
settings of ``pokerlaws cite-check`` in its ``pyproject.toml``: the pins of the
lock file (is each implementing object reviewed against the text as it is
now, or stale?) and the tests that carry ``@pytest.mark.law`` (found by the
same scan as ``cite-check``, without running them).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from pokerlaws.edition.model import Law
from pokerlaws.edition.pins import pin_matches, unit_pin

_MARK = re.compile(rb"\bmark\s*\.\s*law\b")
"""What every ``@pytest.mark.law`` and ``mark.law`` holds, in a file's bytes."""

__all__ = ["Citing", "pin_lines", "pinned_name", "project_citing", "stale_in_files", "tests_lines"]


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
    from pokerlaws.edition.cite_command import project_settings
    from pokerlaws.edition.cite_scan import files_under
    from pokerlaws.edition.pins import Lock

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
    from pokerlaws.edition.cite_scan import scan_file

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


def pin_lines(unit: Law, citing: Citing | None, paths: tuple[str, ...]) -> list[str]:
    """The "Implemented by" list of *unit*'s page, each object with whether its pin is current."""
    out = []
    for path in paths:
        pin = citing.pins.get(pinned_name(path), {}).get(unit.id) if citing else None
        if citing is None:
            state = ""
        elif pin is None:
            state = ' — <span class="pin-state pin-none">not pinned</span>'
        elif pin_matches(pin, unit):
            state = f' — <span class="pin-state pin-current">current: reviewed against this text (pin <code>{pin}</code>)</span>'
        else:
            state = (f' — <span class="pin-state pin-stale">stale: reviewed against an earlier text (pin <code>{pin}</code>); '
                     f"review it, then run <code>pokerlaws cite-check --update</code></span>")
        out.append(f"- [`{path}`][{path}]{state}")
    now = unit_pin(unit)
    out += ["", f'The pin of this text is <code class="unit-pin">{now}</code>: code reviewed against it may say so with '
            f'`@implements("{unit.id}", text="{now}")`, and `pokerlaws cite-check` reports it when the text changes '
            "([Citing the laws from your code](../../citing.md))."]
    return out


def tests_lines(unit: Law, citing: Citing | None) -> list[str]:
    """The section of *unit*'s page that lists the project's tests marked with it."""
    if citing is None:
        return []
    tests = citing.tests.get(unit.id, ())
    out = [f"## Tests {{ #{unit.anchor}-tests }}", ""]
    examples = f" and its {len(unit.examples)} worked example{'s' * (len(unit.examples) != 1)}" if unit.examples else ""
    if not tests:
        out.append(f"No test of the suite carries `@pytest.mark.law(\"{unit.id}\")`{';' if examples else '.'}"
                   + (f" it is checked by{examples}." if examples else ""))
        return out + [""]
    out += [f"Checked by the tests of the suite below, which carry `@pytest.mark.law(\"{unit.id}\")` "
            f"(a module marks every test in it){examples}:", ""]
    out += [f"- `{test}`" + ("" if "::" in test else " (every test of the module)") for test in tests]
    return out + [""]


def stale_in_files(laws_dir: Path, root: Path) -> list[str]:
    """The pins of the project at *root* that the unit files in *laws_dir* no longer match,
    each as cite-check says it; read from each file's ``id`` and ``text`` alone.

    For when the edition cannot be loaded (a word of a text changed with no emendation
    recorded): the error then names the code reviewed against the old text as well.
    """
    import yaml

    from pokerlaws.edition.pins import stale_message, text_hash

    try:
        citing = project_citing(root)
    except Exception:  # noqa: BLE001 - a broken lock or config is reported by cite-check itself
        return []
    texts = {}
    for path in sorted(laws_dir.glob("*/*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeError, yaml.YAMLError):
            continue
        if isinstance(data, dict) and isinstance(data.get("id"), str) and isinstance(data.get("text"), str):
            texts[data["id"]] = text_hash(data["text"])
    return [
        stale_message(unit_id, name, pin, texts[unit_id][:len(pin)])
        for name, units in sorted(citing.pins.items())
        for unit_id, pin in sorted(units.items())
        if unit_id in texts and not texts[unit_id].startswith(pin)
    ]
