"""Reading the edition's files and records safely: regular files, bounded size, UTF-8;
and writing output safely: a file without waiting forever on a FIFO, JSON as UTF-8
whatever the terminal's encoding, errors that name what was being written.

Every file the edition reads (a unit, a source, a witness, a record of play)
comes through [`read_text`][pokerlaws.edition.files.read_text], which refuses,
with a [`LawFileError`][pokerlaws.edition.errors.LawFileError] naming the file
and the reason, what it cannot use: an empty path, a directory, a FIFO or a
device (reading one may never end: ``/dev/zero``, a pipe with no writer), a
symbolic-link loop, a file over [`MAX_BYTES`][pokerlaws.edition.files.MAX_BYTES],
and bytes that are not UTF-8. Standard input (``-``) is read the same way, up
to the same limit; a standard input that is closed (``judge - <&-``) or cannot be
read (a directory) is refused in the same way, as ``<stdin>``.
"""

from __future__ import annotations

import codecs
import errno
import io
import json
import os
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, BinaryIO, TextIO

from pokerlaws.edition.errors import LawFileError

MAX_BYTES = 1_000_000
"""The largest file the edition reads, in bytes (1 MB). The largest unit file is
under 30 kB, the largest witness under 8 kB: a file over this is not one of them."""

STDIN = "-"
"""The name that stands for standard input where a command reads a record."""

STDIN_NAME = Path("<stdin>")
"""How standard input is named in a message."""

_STDIN_CLOSED = "standard input is closed: give the record on it (judge - < FILE), or name the file"


def read_text(path: Path | str, *, max_bytes: int = MAX_BYTES, within: Path | None = None) -> str:
    """The text of *path* (or of standard input for ``-``), checked as usable.

    Args:
        path: the file; ``"-"`` reads standard input.
        max_bytes: refuse anything longer than this many bytes.
        within: the directory the file must be in once every symbolic link is followed (the
            edition's ``laws/``): a link that leads out of it is refused, and nothing of its
            target is read or quoted.

    Returns:
        the file's text, decoded as UTF-8.

    Raises:
        LawFileError: the path is empty, not a regular file (a directory, a
            FIFO, a device), a symbolic-link loop, unreadable, over
            *max_bytes*, or not UTF-8 (with the line of the first bad byte);
            for ``-``, standard input is closed or cannot be read; a symbolic
            link that leads out of *within*.

    Examples:
        >>> read_text("")
        Traceback (most recent call last):
        ...
        pokerlaws.edition.errors.LawFileError: (no file): the path is empty: name a file
    """
    if str(path) == STDIN:
        return _decode(STDIN_NAME, _read_stdin(max_bytes))
    if str(path) == "":
        raise LawFileError("(no file)", None, "the path is empty: name a file")
    path = Path(path)
    if within is not None:
        why = leaves(path, within)
        if why:
            raise LawFileError(path, None, why)
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


def leaves(path: Path, root: Path) -> str | None:
    """Why *path* is refused as lying outside *root* once symbolic links are followed, or None.

    Examples:
        >>> leaves(Path("/etc/passwd"), Path("/usr"))
        'is outside the laws directory /usr, or a symbolic link that leads out of it: only files inside it are read'
        >>> leaves(Path("/usr/lib"), Path("/usr")) is None
        True
    """
    real_root = os.path.realpath(root)
    real = os.path.realpath(path)
    if real == real_root or real.startswith(real_root.rstrip(os.sep) + os.sep):
        return None
    return f"is outside the laws directory {root}, or a symbolic link that leads out of it: only files inside it are read"


def _read_stdin(max_bytes: int) -> bytes:
    """The bytes of standard input, at most *max_bytes*; closed or unreadable, a LawFileError."""
    stdin = sys.stdin
    # started with standard input closed (<&-), Python has no sys.stdin at all
    if stdin is None or getattr(stdin, "closed", False):
        raise LawFileError(STDIN_NAME, None, _STDIN_CLOSED)
    try:
        return _read_bounded(stdin.buffer, STDIN_NAME, max_bytes)
    except LawFileError:  # too long: already said
        raise
    except ValueError:  # closed while in use: "I/O operation on closed file"
        raise LawFileError(STDIN_NAME, None, _STDIN_CLOSED) from None
    except OSError as exc:
        raise LawFileError(STDIN_NAME, None, _os_reason(exc)) from None


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


def unwritable(path: Path) -> str | None:
    """Why *path* cannot be written as a file, or None: checked before anything is written."""
    if path.is_dir():
        return "it is a directory: name a file in it (e.g. -o " + str(path / "edition.json") + "), or - for standard output"
    parent = path.parent
    if not parent.exists():
        return f"the directory {parent} does not exist: create it first, or name a file in an existing one"
    if not parent.is_dir():
        return f"{parent} is not a directory"
    return None


def write_file(path: str, data: bytes) -> str | None:
    """Write *data* to the file *path*; why it could not, in words, or None.

    A regular file (or a new one) is never written in place: *data* goes to a fresh temporary
    file beside it, which then replaces it in one step (``os.replace``), so that a write that
    fails (a full disk, ``ulimit -f``, an interruption) leaves the file as it was, or no file.
    A symbolic link stays a link: the file it leads to is replaced. The regular file standard
    output writes to (``-o /dev/stdout > FILE``, or ``>> FILE``) is added to, as printing would.
    Anything else is written as it is: a FIFO (opened without waiting, ``O_NONBLOCK``, so that
    one no process reads is refused at once, ENXIO, instead of waiting for a reader without
    end), a device, a terminal.

    Examples:
        >>> write_file("/dev/full", b"{}")
        'No space left on device'
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        return exc.strerror or str(exc)
    if info is not None and not stat.S_ISREG(info.st_mode):
        return _write_in_place(path, data)  # a FIFO, a device, a terminal
    if info is not None and is_standard_output(path):
        # the regular file standard output writes to (/dev/stdout > FILE, or >> FILE): added to, as printing would
        return _write_in_place(path, data, append=True)
    return _replace(os.path.realpath(path), data, info)  # every other regular file, wherever it is (/dev/shm too)


def _write_in_place(path: str, data: bytes, *, append: bool = False) -> str | None:
    """Write to what is not a regular file (a FIFO, a device, a terminal), or add to standard output's file (*append*)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK | os.O_CLOEXEC | (os.O_APPEND if append else 0))
    except OSError as exc:
        if exc.errno == errno.ENXIO:
            return "no process is reading it (a FIFO or a socket): start its reader first, or name a regular file"
        return exc.strerror or str(exc)
    try:
        os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        os.close(fd)
    return None


def _replace(target: str, data: bytes, info: os.stat_result | None) -> str | None:
    """Write *data* to a fresh file beside *target*, then put it in *target*'s place."""
    import tempfile

    folder, name = os.path.split(target)
    kept = "the file is unchanged" if info is not None else "nothing is written"
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder or ".")
    except OSError as exc:
        return f"{exc.strerror or exc} ({kept})"
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
            if info is not None:
                os.fchmod(fd, stat.S_IMODE(info.st_mode))
            else:  # as open() would have made it: 0o666 less the umask
                umask = os.umask(0)
                os.umask(umask)
                os.fchmod(fd, 0o666 & ~umask)
        finally:
            os.close(fd)
        os.replace(temporary, target)
    except OSError as exc:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        return f"{exc.strerror or exc} ({kept})"
    return None


def replace_files(files: Sequence[tuple[str | os.PathLike, bytes]]) -> None:
    """Put each *data* in its file's place: all of them, or none.

    Each goes to a fresh temporary file beside its file (with the mode of the file it replaces, or
    what ``open`` would give a new one; a symbolic link stays a link, the file it leads to is
    replaced), every one written before any file is replaced; then each replaces its file in one
    step (``os.replace``). If a write fails, the temporary files are removed and no file is changed;
    if a replacement fails, those already replaced are put back as they were.

    Raises:
        OSError: what failed first, with the name of its file (as given) as ``filename``; every file is
            then as it was.

    Examples:
        >>> import tempfile, pathlib
        >>> folder = pathlib.Path(tempfile.mkdtemp())
        >>> replace_files([(folder / "a", b"1"), (folder / "b", b"2")])
        >>> sorted(p.name for p in folder.iterdir()), (folder / "b").read_bytes()
        (['a', 'b'], b'2')
        >>> replace_files([(folder / "a", b"3"), (folder / "missing" / "b", b"4")])
        Traceback (most recent call last):
        ...
        FileNotFoundError: [Errno 2] No such file or directory: '.../missing/b'
        >>> (folder / "a").read_bytes()
        b'1'
    """
    import tempfile

    staged: list[tuple[str, str, bytes | None, str]] = []  # temporary, target, its old bytes (None: none), name
    try:
        for path, data in files:
            name = os.fspath(path)
            target = os.path.realpath(name)
            try:
                info: os.stat_result | None = os.stat(target)
                with open(target, "rb") as old_file:
                    old: bytes | None = old_file.read()
            except FileNotFoundError:
                info, old = None, None
            folder, base = os.path.split(target)
            fd, temporary = tempfile.mkstemp(prefix=f".{base}.", suffix=".tmp", dir=folder or ".")
            staged.append((temporary, target, old, name))
            try:
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
                os.fchmod(fd, stat.S_IMODE(info.st_mode) if info is not None else 0o666 & ~_umask())
            finally:
                os.close(fd)
    except OSError as exc:
        for temporary, *_ in staged:
            _unlink(temporary)
        raise type(exc)(exc.errno, exc.strerror, name) from None
    done: list[tuple[str, bytes | None]] = []
    for at, (temporary, target, old, name) in enumerate(staged):
        try:
            os.replace(temporary, target)
        except OSError as exc:
            for later, *_ in staged[at:]:
                _unlink(later)
            for replaced, was in reversed(done):  # put back what was replaced
                if was is None:
                    _unlink(replaced)
                else:
                    _replace(replaced, was, os.stat(replaced))
            raise type(exc)(exc.errno, exc.strerror, name) from None
        done.append((target, old))


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


def json_bytes(data: Any, *, escape: bool) -> bytes:
    """*data* as JSON in UTF-8; with *escape*, non-ASCII characters as JSON escapes (ASCII).

    A lone surrogate (from a file name that is not UTF-8) cannot be UTF-8: it is escaped.

    Examples:
        >>> json_bytes({"mark": "¹"}, escape=True)
        b'{\\n  "mark": "\\\\u00b9"\\n}\\n'
    """
    if not escape:
        try:
            return (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
        except UnicodeEncodeError:
            pass
    return (json.dumps(data, ensure_ascii=True, indent=2) + "\n").encode("ascii")


def write_json(data: Any) -> None:
    """Write *data* to standard output as JSON in UTF-8 (RFC 8259), whatever its encoding.

    Written as bytes, not through the stream's encoding (UTF-16, cp1252, the BOM of
    utf-8-sig, ``backslashreplace`` escapes that are not JSON): non-ASCII characters
    as themselves when standard output is UTF-8, else as JSON escapes, which are ASCII.
    """
    stream = sys.stdout
    buffer = getattr(stream, "buffer", None)
    try:
        utf8 = codecs.lookup(getattr(stream, "encoding", None) or "ascii").name in ("utf-8", "utf-8-sig")
    except LookupError:
        utf8 = False
    raw = json_bytes(data, escape=buffer is None or not utf8)
    if buffer is None:  # a stream of text only: ASCII, the same in every encoding
        stream.write(raw.decode("ascii"))
        return
    stream.flush()
    buffer.write(raw)
    buffer.flush()


STDOUT_NAME = "standard output"
"""How standard output is named in a message."""


class _NamedOutput(io.FileIO):
    """A file descriptor whose write errors name it: ``standard output: No space left on device``."""

    def write(self, data: Any) -> int | None:
        try:
            return super().write(data)
        except OSError as exc:  # EPIPE stays a BrokenPipeError
            raise OSError(exc.errno, exc.strerror or str(exc), STDOUT_NAME) from None


def named_stdout(stream: TextIO) -> TextIO:
    """A text stream writing where *stream* (standard output) does, as it does, whose
    errors name standard output; *stream* itself when it has no file descriptor."""
    try:
        fd = stream.fileno()
        stream.flush()
    except (OSError, ValueError, AttributeError):
        return stream
    return io.TextIOWrapper(
        io.BufferedWriter(_NamedOutput(fd, "w", closefd=False)),
        encoding=stream.encoding,
        errors=stream.errors,
        line_buffering=stream.line_buffering,
    )


def is_standard_output(path: str) -> bool:
    """Whether *path* is the file standard output writes to (``/dev/stdout``, or its file)."""
    try:
        here, out = os.stat(path), os.fstat(sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        return False
    return (here.st_dev, here.st_ino) == (out.st_dev, out.st_ino)


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "is a loop of symbolic links: it leads to no file"
    if exc.errno == errno.ENOENT:
        return "does not exist"
    if exc.errno == errno.EACCES:
        return "cannot be read: permission denied"
    return f"cannot be read: {exc.strerror or exc}"
