"""Pinned texts: the hash of a unit's edited text, and the lock file of pins.

Code that cites a unit may *pin* the text it was reviewed against: the first
six hex digits of the SHA-256 of the unit's edited text (``3f2a9c``), given
inline (``@implements("1882:60", text="3f2a9c")``, ``@pytest.mark.law("1882:60",
text="3f2a9c")``) or kept in a lock file that ``pokerlaws cite-check --update``
writes. When the edited text changes, the pin no longer matches and the
citation is *stale* until someone reviews the code against the new text.

The hash is of the text's words, not of its layout: the text is put in Unicode
NFC and every run of white space becomes one space, so that refolding a YAML
line does not make a citation stale while changing a word does.

The lock file (``pokerlaws.lock`` by default) is JSON, sorted, one citing
object per entry, named as ``cite-check`` names it (a dotted name for
``@implements``, a pytest node id for a marked test) with the file it is in::

    {
      "pins": {
        "pokerlaws.betting.settle": {"file": "src/pokerlaws/betting/pool.py", "units": {"1882:60": "3f2a9c"}}
      }
    }
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import unicodedata
from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path

from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.files import read_text
from pokerlaws.edition.model import Law
from pokerlaws.messages import clip

__all__ = ["LOCK_NAME", "PIN_LENGTH", "Lock", "Pinned", "pin_matches", "stale_message", "text_hash", "unit_pin"]

PIN_LENGTH = 6
"""Hex digits in a pin as ``cite-check --update`` writes it (a pin may give up to 64)."""

LOCK_NAME = "pokerlaws.lock"
"""The lock file's name when ``--lock`` does not give another."""

PIN = re.compile(r"[0-9a-f]{6,64}")
"""A pin as written: 6 to 64 lower-case hex digits."""

_SPACE = re.compile(r"\s+")


def text_hash(text: str) -> str:
    """The full SHA-256 (64 hex digits) of *text*'s words: NFC, white space as single spaces.

    Examples:
        >>> text_hash("a  show\\nfor less") == text_hash("a show for less")
        True
        >>> text_hash("a show for less")[:6] != text_hash("a show for more")[:6]
        True
    """
    words = _SPACE.sub(" ", unicodedata.normalize("NFC", text)).strip()
    return hashlib.sha256(words.encode("utf-8")).hexdigest()


def unit_pin(unit: Law) -> str:
    """The pin of *unit*'s edited text, as ``cite-check --update`` writes it (6 hex digits)."""
    return text_hash(unit.text)[:PIN_LENGTH]


def pin_matches(pin: str, unit: Law) -> bool:
    """Whether *pin* (6 to 64 hex digits) is the start of the hash of *unit*'s edited text."""
    return text_hash(unit.text).startswith(pin)


def stale_message(unit_id: str, citer: str, pin: str, now: str, where: str = "") -> str:
    """The stale flag, said alike by ``cite-check``, the pytest plugin and the edition's loader:
    ``1882:60 changed since pokerlaws.betting.settle was reviewed against it (pinned 3f2a9c, now b9171f)``.

    Args:
        where: where the pin is kept (``inline``, ``in pokerlaws.lock``), or nothing.
    """
    kept = f" {where}" if where else ""
    return f"{unit_id} changed since {citer} was reviewed against it (pinned {pin}{kept}, now {now})"


@dataclass
class Pinned:
    """What one citing object was reviewed against.

    Attributes:
        file: the file it is in, relative to the directory ``cite-check`` ran in, with ``/``.
        units: unit id → pin.
    """

    file: str
    units: dict[str, str] = field(default_factory=dict)


@dataclass
class Lock:
    """The lock file: citing object → [`Pinned`][pokerlaws.citecheck.pins.Pinned].

    Attributes:
        path: the lock file (it need not exist yet).
        pins: citing object's name → what it was reviewed against.
        exists: whether the file was there when read.
    """

    path: Path
    pins: dict[str, Pinned] = field(default_factory=dict)
    exists: bool = False

    @classmethod
    def read(cls, path: Path) -> Lock:
        """The lock file at *path*; an empty lock when there is none.

        Raises:
            LawFileError: the file is not JSON, or not of the lock's shape,
                naming the file, the line where JSON says, and what is wrong.
        """
        if not path.exists():
            return cls(path=path)
        text = read_text(path)
        try:
            data = json.loads(text, object_pairs_hook=_no_duplicates)
        except _Duplicate as exc:
            raise LawFileError(path, _line_of(text, exc.key), f"gives the key {clip(exc.key, 80)!r} twice in one object: a lock gives each once") from None
        except json.JSONDecodeError as exc:
            raise LawFileError(path, exc.lineno, f"is not JSON: {exc.msg}") from None
        except RecursionError:
            raise LawFileError(path, None, "is not a lock file: its JSON is nested too deep") from None
        pins = data.get("pins") if isinstance(data, dict) else None
        if not isinstance(pins, dict):
            raise LawFileError(path, None, 'is not a lock file of pokerlaws cite-check: it needs {"pins": {...}}')
        lock = cls(path=path, exists=True)
        for name, entry in pins.items():
            if not name.strip():
                raise LawFileError(path, _line_of(text, name), "an entry of the lock has an empty name: each is the name of a citing object")
            units = entry.get("units") if isinstance(entry, dict) else None
            where = entry.get("file") if isinstance(entry, dict) else None
            if not isinstance(where, str) or not where.strip() or not isinstance(units, dict):
                raise LawFileError(path, _line_of(text, name), f'the entry {clip(name, 80)!r} needs "file" (a path) and "units" ({{id: pin}})')
            for unit_id, pin in units.items():
                if not isinstance(pin, str) or not PIN.fullmatch(pin):
                    raise LawFileError(path, _line_of(text, name), f"the pin of {unit_id} for {name!r}, {pin!r}, is not 6 to 64 lower-case hex digits")
            lock.pins[name] = Pinned(file=where, units=dict(units))
        return lock

    def unknown_units(self, units: Collection[str]) -> str | None:
        """Why the lock is refused for pinning what is no unit of *units* (the edition's ids), or None."""
        for name, pinned in self.pins.items():
            for unit_id in pinned.units:
                if unit_id not in units:
                    line = _line_of(read_text(self.path), name) if self.exists else None
                    where = f"{self.path}, line {line}" if line else str(self.path)
                    return f"{where}: the entry {clip(name, 80)!r} pins {clip(unit_id, 40)!r}, which is no unit of the edition: remove it, or run --update"
        return None

    def writable(self) -> str | None:
        """Why the lock cannot be written, or None: read-only (by its mode: root may write anything,
        but a file marked read-only is not ours to change), as a source's stale pin is refused."""
        if self.exists and (not os.access(self.path, os.W_OK) or not self.path.stat().st_mode & 0o222):
            return "is read-only: the lock cannot be updated (make it writable, or leave out --update)"
        return None

    def contents(self) -> bytes:
        """The lock as it is written: sorted JSON, in UTF-8."""
        data = {
            "about": "the text of each unit each citing object was reviewed against (pokerlaws cite-check --update)",
            "pins": {
                name: {"file": pinned.file, "units": dict(sorted(pinned.units.items()))}
                for name, pinned in sorted(self.pins.items())
            },
        }
        return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")

    def write(self) -> None:
        """Write the lock, replacing the file in one step (a reader never sees half of it); a lock
        that is a symbolic link stays one (the file it leads to is replaced).

        Raises:
            OSError: it cannot be written (the lock is then as it was).
        """
        from pokerlaws.edition.files import replace_files

        try:
            replace_files([(self.path, self.contents())])
        except OSError as exc:
            raise OSError(exc.errno, f"cannot write the lock file: {exc.strerror}", str(self.path)) from None
        self.exists = True


class _Duplicate(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict:
    """A JSON object, refusing a key given twice (``json`` would keep the last without a word)."""
    seen: dict = {}
    for key, value in pairs:
        if key in seen:
            raise _Duplicate(key)
        seen[key] = value
    return seen


def _line_of(text: str, name: str) -> int | None:
    """The line where the key *name* stands in the lock's text (for a message)."""
    at = text.find(json.dumps(name, ensure_ascii=False))
    return text.count("\n", 0, at) + 1 if at >= 0 else None
