"""The ``pokerlaws cite-check`` command: settings, the scan, the report, ``--update``.

Settings come from the command line, else from ``[tool.pokerlaws.cite-check]``
in the working directory's ``pyproject.toml`` (keys ``paths``, ``exclude``,
``lock``, ``require-pins``, ``source``), else the defaults: the working
directory, no exclusions, ``pokerlaws.lock``, pins not required, bare ``law N``
resolved by its number.

The exit statuses: 0, every citation names a unit (or a range within a
source) and no pin is stale; 1, at least one fault; 2, the check could not be
made (a usage error, a path or the lock or ``pyproject.toml`` that cannot be
read).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tomllib
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pathspec

from pokerlaws.citecheck.check import Fault, judge, update_pins
from pokerlaws.citecheck.pins import LOCK_NAME, Lock
from pokerlaws.citecheck.scan import Citation, Scanned, files_under, scan_file
from pokerlaws.edition.corpus import SOURCE_ORDER, Corpus
from pokerlaws.edition.errors import LawFileError, display_path, relative_path
from pokerlaws.edition.files import read_text, write_json
from pokerlaws.errors import Picklable

__all__ = ["Settings", "project_settings", "run", "scan", "settings_of"]

EXIT_CLEAN, EXIT_FAULTS, EXIT_UNCHECKED = 0, 1, 2
CONFIG_TABLE = "tool.pokerlaws.cite-check"
_KEYS = {"paths": list, "exclude": list, "lock": str, "require-pins": bool, "source": str}


class Unchecked(Picklable, Exception):
    """The check cannot be made: the message says why (exit status 2)."""


@dataclass
class Settings:
    """What ``cite-check`` reads and how (see the module for where each comes from)."""

    paths: list[str] = field(default_factory=lambda: ["."])
    exclude: list[str] = field(default_factory=list)
    lock: str | None = LOCK_NAME
    require_pins: bool = False
    source: str | None = None


def _config(directory: Path) -> dict:
    path = directory / "pyproject.toml"
    if not path.is_file():
        return {}
    try:
        data = tomllib.loads(read_text(path))
    except tomllib.TOMLDecodeError as exc:
        raise Unchecked(f"{display_path(path)}: is not TOML: {exc}") from None
    except LawFileError as exc:
        raise Unchecked(str(exc)) from None
    table = data
    for key in ("tool", "pokerlaws", "cite-check"):
        table = table.get(key, {})
        if not isinstance(table, dict):
            raise Unchecked(f"{display_path(path)}: [{CONFIG_TABLE}] is not a table (its '{key}' is {table!r})")
    for key, value in table.items():
        if key not in _KEYS:
            raise Unchecked(f"{display_path(path)}: [{CONFIG_TABLE}] has no setting {key!r}: the settings are {', '.join(_KEYS)}")
        wanted = _KEYS[key]
        if not isinstance(value, wanted) or (wanted is list and not all(isinstance(v, str) and v for v in value)) or value in ("", []):
            kind = {list: "a list of strings, none empty", str: "a string, not empty", bool: "true or false"}[wanted]
            raise Unchecked(f"{display_path(path)}: [{CONFIG_TABLE}] {key} must be {kind}, not {value!r}")
    return table


def settings_of(args: argparse.Namespace, directory: Path | None = None) -> Settings:
    """The settings: the command line over ``pyproject.toml`` over the defaults.

    Raises:
        Unchecked: ``pyproject.toml`` cannot be read or has a bad setting, or
            a source is none of the edition's.
    """
    table = _config(directory or Path.cwd())
    for option, value in (("--lock", args.lock), ("--source", args.source)):
        if value == "":
            raise Unchecked(f"{option} '' names nothing: leave it out, or give one")
    if args.lock == "-" or table.get("lock") == "-":
        raise Unchecked("--lock - names no file: the lock is read and written as a file, not standard input or output: name a file")
    if "" in (args.exclude or []) or "" in args.paths:
        raise Unchecked("an empty path or --exclude '' names nothing: give a file, a directory or a pattern")
    if args.no_lock and args.lock:
        raise Unchecked("--no-lock and --lock FILE contradict each other: give one")
    settings = Settings()
    settings.paths = list(args.paths) or table.get("paths") or settings.paths
    settings.exclude = [*table.get("exclude", []), *(args.exclude or [])]
    settings.lock = None if args.no_lock else (args.lock or table.get("lock") or LOCK_NAME)
    settings.require_pins = args.require_pins or table.get("require-pins", False)
    settings.source = args.source or table.get("source")
    if settings.source is not None and settings.source not in SOURCE_ORDER:
        where = "--source" if args.source else f"[{CONFIG_TABLE}] source in pyproject.toml"
        raise Unchecked(f"{where} {settings.source!r} is no source of the edition: give one of {', '.join(SOURCE_ORDER)}")
    return settings


_NO_ARGUMENTS = argparse.Namespace(paths=[], exclude=None, no_lock=False, lock=None, require_pins=False, source=None)
"""The command line of a bare ``pokerlaws cite-check``."""


def project_settings(directory: Path) -> Settings:
    """The settings of the project at *directory* alone, as a bare ``pokerlaws cite-check`` there
    reads them (for the site, which shows the project's pins and marked tests).

    Raises:
        Unchecked: as [settings_of][pokerlaws.citecheck.command.settings_of].
    """
    return settings_of(_NO_ARGUMENTS, directory)


def scan(settings: Settings, root: Path | None = None) -> list[Scanned]:
    """Every file the settings name, scanned; a path named that cannot be read stops it.

    Raises:
        Unchecked: a path named does not exist or cannot be read.
    """
    root = root or Path.cwd()
    for pattern in settings.exclude:
        try:
            pathspec.GitIgnoreSpec.from_lines([pattern])
        except (ValueError, re.error):  # pathspec's GitIgnorePatternError is a ValueError
            raise Unchecked(f"--exclude {pattern!r} is no pattern git would match anything by: give a gitignore pattern such as 'vendor/'") from None
    exclude = pathspec.GitIgnoreSpec.from_lines(settings.exclude) if settings.exclude else None
    found: list[Scanned] = []
    seen: set[str] = set()  # "a.md ./a.md ." reads a.md once

    def new(path: Path) -> bool:
        key = os.path.realpath(path)
        if key in seen:
            return False
        seen.add(key)
        return True

    for name in settings.paths:
        path = Path(name)
        if path.is_dir():
            for file in filter(new, files_under(path, exclude, root)):
                try:
                    found.append(scan_file(file, source=settings.source, root=root))
                except LawFileError as exc:
                    found.append(Scanned(file, [], f"skipped: {exc.problem}"))
            continue
        if not new(path):
            continue
        try:
            found.append(scan_file(path, source=settings.source, root=root))
        except LawFileError as exc:
            raise Unchecked(str(exc)) from None
    return found


def run(args: argparse.Namespace, corpus_of: Callable[[], Corpus]) -> int:
    """``pokerlaws cite-check``: scan, judge, (``--update``) pin, report; the exit status."""
    try:
        settings = settings_of(args)
        lock = _read_lock(settings)
        scanned = scan(settings)
    except Unchecked as exc:
        print(f"pokerlaws: error: cite-check: {exc}", file=sys.stderr)
        return EXIT_UNCHECKED
    corpus = corpus_of()
    unknown = lock.unknown_units(corpus.laws) if lock is not None else None
    if unknown:
        print(f"pokerlaws: error: cite-check: {unknown}", file=sys.stderr)
        return EXIT_UNCHECKED
    citations = [c for s in scanned for c in s.citations]
    updated = None
    if args.update:
        if lock is None:
            print("pokerlaws: error: cite-check: --update writes the lock file: leave out --no-lock", file=sys.stderr)
            return EXIT_UNCHECKED
        try:
            updated = update_pins(corpus, citations, lock, [s.path for s in scanned])
        except (LawFileError, OSError) as exc:
            where = f"{display_path(Path(exc.filename))}: " if getattr(exc, "filename", None) else ""
            print(f"pokerlaws: error: cite-check: --update: {where}{exc.strerror if isinstance(exc, OSError) and exc.strerror else exc}", file=sys.stderr)
            return EXIT_UNCHECKED
        scanned = scan(settings)  # the inline pins as rewritten
        citations = [c for s in scanned for c in s.citations]
    faults = judge(corpus, citations, lock, require_pins=settings.require_pins)
    if args.format == "json":
        write_json(_as_json(scanned, citations, faults, lock, updated))
    else:
        _print_text(scanned, citations, faults, lock, updated)
    return EXIT_FAULTS if faults else EXIT_CLEAN


def _read_lock(settings: Settings) -> Lock | None:
    if not settings.lock:
        return None
    try:
        return Lock.read(Path(settings.lock))
    except LawFileError as exc:
        raise Unchecked(str(exc)) from None


def _where(citation: Citation) -> str:
    return f"{display_path(citation.path)}:{citation.line}:{citation.column}"


def _print_text(scanned: list[Scanned], citations: list[Citation], faults: list[Fault], lock: Lock | None, updated) -> None:
    for item in scanned:
        if item.note:
            print(f"pokerlaws: cite-check: {display_path(item.path)}: {item.note}", file=sys.stderr)
    if updated is not None and lock is not None:
        in_lock, inline = updated
        where = f"in {display_path(lock.path)}" if lock.exists else f"(no {display_path(lock.path)} written: nothing to pin)"
        print(f"pinned {in_lock} citation{'s' * (in_lock != 1)} {where}; rewrote {inline} inline pin{'s' * (inline != 1)}")
    for fault in faults:
        print(f"{_where(fault.citation)}: {fault.kind}: {fault.message}")
    files = len(scanned)
    summary = f"{len(citations)} citation{'s' * (len(citations) != 1)} in {files} file{'s' * (files != 1)}"
    if faults:
        print(f"cite-check: {len(faults)} faulty of {summary}")
    else:
        print(f"cite-check: {summary}, none faulty")


def json_path(path: Path, key: str = "path") -> dict[str, str]:
    r"""A file's name for JSON that any reader accepts: ``{"path": NAME}``, the name as text; and, for a
    name that is not UTF-8 (whose bytes Python holds as lone surrogates, which strict JSON readers refuse),
    NAME with each such byte as U+FFFD and ``{"path_bytes": ...}`` beside it, the name's bytes
    percent-encoded (RFC 3986), which ``urllib.parse.unquote_to_bytes`` maps back to the file.

    Examples:
        >>> json_path(Path("src/a.py"))
        {'path': 'src/a.py'}
        >>> json_path(Path("r\udce9cord.py"))
        {'path': 'r�cord.py', 'path_bytes': 'r%E9cord.py'}
    """
    shown = relative_path(path)
    try:
        shown.encode("utf-8")
    except UnicodeEncodeError:
        raw = os.fsencode(shown)
        return {key: raw.decode("utf-8", "replace"), f"{key}_bytes": urllib.parse.quote(raw, safe="/")}
    return {key: shown}


def _as_json(scanned: list[Scanned], citations: list[Citation], faults: list[Fault], lock: Lock | None, updated) -> dict:
    by_citation = {id(f.citation): f for f in faults}

    def entry(citation: Citation) -> dict:
        form = citation.form
        fault = by_citation.get(id(citation))
        return {
            **json_path(citation.path), "line": citation.line, "column": citation.column,
            "written": citation.written, "kind": citation.kind, "citer": citation.citer, "pin": citation.pin,
            "source": form.source if form else None, "first": form.first if form else None,
            "last": form.last if form else None, "ruling": form.ruling if form else None,
            "fault": fault.kind if fault else None,
        }

    return {
        "files": len(scanned),
        "citations": [entry(c) for c in citations],
        "faults": [
            {**entry(f.citation), "fault": f.kind, "message": f.message, "nearest": f.nearest} for f in faults
        ],
        "notes": [{**json_path(s.path), "note": s.note} for s in scanned if s.note],
        **(json_path(lock.path, "lock") if lock is not None and lock.exists else {"lock": None}),
        "updated": {"lock": updated[0], "inline": updated[1]} if updated else None,
    }
