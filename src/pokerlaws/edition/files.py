"""Reading the edition's files and records safely: regular files, bounded size, UTF-8.

Every file the edition reads (a unit, a source, a witness, a record of play)
comes through [`read_text`][pokerlaws.edition.files.read_text], which refuses,
with a [`LawFileError`][pokerlaws.edition.errors.LawFileError] naming the file
and the reason, what it cannot use: an empty path, a directory, a FIFO or a
device (reading one may never end: ``/dev/zero``, a pipe with no writer), a
symbolic-link loop, a file over [`MAX_BYTES`][pokerlaws.edition.files.MAX_BYTES],
and bytes that are not UTF-8. Standard input (``-``) is read the same way, up
to the same limit.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path
from typing import BinaryIO

from pokerlaws.edition.errors import LawFileError

MAX_BYTES = 1_000_000
"""The largest file the edition reads, in bytes (1 MB). The largest unit file is
under 30 kB, the largest witness under 8 kB: a file over this is not one of them."""

STDIN = "-"
"""The name that stands for standard input where a command reads a record."""


def read_text(path: Path | str, *, max_bytes: int = MAX_BYTES) -> str:
    """The text of *path* (or of standard input for ``-``), checked as usable.

    Args:
        path: the file; ``"-"`` reads standard input.
        max_bytes: refuse anything longer than this many bytes.

    Returns:
        the file's text, decoded as UTF-8.

    Raises:
        LawFileError: the path is empty, not a regular file (a directory, a
            FIFO, a device), a symbolic-link loop, unreadable, over
            *max_bytes*, or not UTF-8 (with the line of the first bad byte).

    Examples:
        >>> read_text("")
        Traceback (most recent call last):
        ...
        pokerlaws.edition.errors.LawFileError: (no file): the path is empty: name a file
    """
    if str(path) == STDIN:
        return _decode(Path("<stdin>"), _read_bounded(sys.stdin.buffer, Path("<stdin>"), max_bytes))
    if str(path) == "":
        raise LawFileError("(no file)", None, "the path is empty: name a file")
    path = Path(path)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise LawFileError(path, None, _os_reason(exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise LawFileError(path, None, "is a directory, not a file")
    if not stat.S_ISREG(info.st_mode):
        kind = "a FIFO (named pipe)" if stat.S_ISFIFO(info.st_mode) else "a device" if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) else "not a regular file"
        raise LawFileError(path, None, f"is {kind}: only a regular file is read (use - for standard input)")
    if info.st_size > max_bytes:
        raise LawFileError(path, None, f"is {info.st_size:,} bytes: the edition reads files of at most {max_bytes:,} bytes")
    try:
        with open(path, "rb") as stream:
            raw = _read_bounded(stream, path, max_bytes)
    except OSError as exc:
        raise LawFileError(path, None, _os_reason(exc)) from None
    return _decode(path, raw)


def _read_bounded(stream: BinaryIO, path: Path, max_bytes: int) -> bytes:
    raw = stream.read(max_bytes + 1)
    if len(raw) > max_bytes:
        raise LawFileError(path, None, f"is longer than {max_bytes:,} bytes: the edition reads files of at most {max_bytes:,} bytes")
    return raw


def _decode(path: Path, raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise LawFileError(path, line, f"not UTF-8 text ({exc.reason}: byte {raw[exc.start]:#04x}); save the file as UTF-8") from None


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "is a loop of symbolic links: it leads to no file"
    if exc.errno == errno.ENOENT:
        return "does not exist"
    if exc.errno == errno.EACCES:
        return "cannot be read: permission denied"
    return f"cannot be read: {exc.strerror or exc}"
