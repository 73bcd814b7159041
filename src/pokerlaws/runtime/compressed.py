"""Precompressed copies of the Run buttons' runtime, built beside its files, and served where a browser takes them.

A first Run downloads Pyodide: about 20 MB as the files stand, a third of that
compressed. [`write_copies`][pokerlaws.runtime.compressed.write_copies] writes
``NAME.br`` (Brotli, where the PyPI package ``brotli`` is installed) and
``NAME.gz`` (gzip, the standard library's) beside each file, once per content:
the copies of Pyodide's files, the same in every build, are kept in a cache
(Brotli's best compression of the 9.6 MB interpreter takes half a minute).

A server that knows them answers a request for ``NAME`` with a copy when the
request's ``Accept-Encoding`` takes its encoding
([`choose`][pokerlaws.runtime.compressed.choose]), saying so in
``Content-Encoding``, with the type of ``NAME``: ``tests/helpers/site_server.py``
([`CompressedHandler`][pokerlaws.runtime.compressed.CompressedHandler]) and
``mkdocs serve`` ([`wsgi`][pokerlaws.runtime.compressed.wsgi], put in by the
site's plugin) do. A static host that serves precompressed copies (nginx's
``gzip_static``/``brotli_static``, Caddy's ``precompressed``) finds them there.
"""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
import shutil
from collections.abc import Callable, Iterable
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import Any

ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
"""Each encoding a copy may have, best first, with the suffix of its file."""

SMALL = 2_000_000
"""Bytes below which a file is compressed at a quicker setting and not cached (the engine's wheel,
which changes with every build): Brotli's best takes seconds per megabyte."""


def _brotli() -> Any | None:
    try:
        import brotli
    except ImportError:
        return None
    return brotli


def encodings() -> tuple[str, ...]:
    """The encodings this Python can write: ``("br", "gzip")``, or ``("gzip",)`` without ``brotli``."""
    return tuple(name for name, _ in ENCODINGS if name != "br" or _brotli() is not None)


def _compress(data: bytes, encoding: str) -> bytes:
    small = len(data) < SMALL
    if encoding == "gzip":
        return gzip.compress(data, compresslevel=9, mtime=0)
    return _brotli().compress(data, quality=9 if small else 11)


def write_copies(files: Iterable[Path], cache: Path | None = None) -> dict[str, dict[str, int]]:
    """Write the compressed copies of *files* beside them; their sizes, by file name and encoding.

    Args:
        files: the files of the runtime in the built site.
        cache: a directory keeping the copies of large files by their content's SHA-256
            (none: every copy is made afresh).

    Returns:
        ``{name: {"identity": bytes, "br": bytes, "gzip": bytes}}``.

    Examples:
        >>> import tempfile
        >>> folder = Path(tempfile.mkdtemp())
        >>> _ = (folder / "a.js").write_text("x = 1;\\n" * 1000)
        >>> sizes = write_copies([folder / "a.js"])
        >>> sizes["a.js"]["identity"], sizes["a.js"]["gzip"] < 100, (folder / "a.js.gz").is_file()
        (7000, True, True)
    """
    sizes: dict[str, dict[str, int]] = {}
    for path in files:
        data = path.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        sizes[path.name] = {"identity": len(data)}
        for encoding, suffix in ENCODINGS:
            if encoding not in encodings():
                continue
            target = path.with_name(path.name + suffix)
            kept = cache / f"{digest}{suffix}" if cache is not None and len(data) >= SMALL else None
            if kept is not None and kept.is_file():
                shutil.copyfile(kept, target)
            else:
                target.write_bytes(_compress(data, encoding))
                if kept is not None:
                    kept.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(target, kept)
            sizes[path.name][encoding] = target.stat().st_size
    return sizes


def _accepted(header: str) -> set[str]:
    taken = set()
    for part in header.split(","):
        name, *params = part.split(";")
        quality = "1"
        for param in params:  # "gzip;level=1;q=0", "gzip; Q = 0": the weight is the parameter q, whatever its case
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                quality = value.strip()
        try:
            if float(quality) > 0:
                taken.add(name.strip().lower())
        except ValueError:
            continue
    return taken


def choose(path: Path, accept_encoding: str) -> tuple[Path, str] | None:
    """The compressed copy of *path* to send for a request with this ``Accept-Encoding``, and its encoding; None for the file itself.

    Examples:
        >>> import tempfile
        >>> folder = Path(tempfile.mkdtemp())
        >>> _ = (folder / "a.wasm").write_bytes(b"wasm"); _ = (folder / "a.wasm.gz").write_bytes(b"gz")
        >>> choose(folder / "a.wasm", "gzip, deflate, br")[1], choose(folder / "a.wasm", "identity")
        ('gzip', None)
    """
    taken = _accepted(accept_encoding)
    try:
        if not path.is_file():
            return None
        for encoding, suffix in ENCODINGS:
            copy = path.with_name(path.name + suffix)
            if encoding in taken and copy.is_file():
                return copy, encoding
    except (OSError, ValueError):  # a name too long, a path through a file, a NUL byte: no copy, and the server answers
        return None
    return None


def content_type(path: Path) -> str:
    """The type of *path* as a server says it (``application/wasm`` for the interpreter)."""
    if path.suffix == ".wasm":
        return "application/wasm"
    if path.suffix in (".mjs", ".js"):
        return "text/javascript"
    return mimetypes.guess_type(path.name)[0] or "application/octet-stream"


class CompressedHandler(SimpleHTTPRequestHandler):
    """The standard library's file server, answering with a precompressed copy where the browser takes it."""

    def send_head(self):  # noqa: ANN201 - the base class's signature
        path = Path(self.translate_path(self.path))
        found = choose(path, self.headers.get("Accept-Encoding", "")) if self.command in ("GET", "HEAD") else None
        if found is None:
            return super().send_head()
        copy, encoding = found
        handle = copy.open("rb")
        self.send_response(200)
        self.send_header("Content-Type", content_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(copy.stat().st_size))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Last-Modified", self.date_time_string(int(copy.stat().st_mtime)))
        self.end_headers()
        return handle


def wsgi(root: Path | str, app: Callable, mount: str = "/") -> Callable:
    """A WSGI application serving the precompressed copies under *root* (the site, at the path *mount*)
    where the browser takes them, and *app* for the rest."""
    base = Path(root).resolve()

    def within(path: Path) -> bool:
        try:
            return path.resolve().is_relative_to(base)
        except (OSError, RuntimeError, ValueError):  # a name too long, a loop of links, a NUL byte in it
            return False

    def serve(environ: dict, start_response: Callable) -> Iterable[bytes]:
        path = environ.get("PATH_INFO", "")
        if "\x00" in path:  # names no file; MkDocs' own server fails on it with a traceback and a 500
            start_response("404 Not Found", [("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "14")])
            return [b"404 Not Found\n"]
        relative = path[len(mount) :] if path.startswith(mount) else ""
        found = None
        # a path that leaves the site (an absolute one, "..", a link out of it) is the server's to answer, not this
        if environ.get("REQUEST_METHOD") in ("GET", "HEAD") and relative and not relative.startswith("/") and ".." not in relative.split("/") and within(base / relative):
            found = choose(base / relative, environ.get("HTTP_ACCEPT_ENCODING", ""))
            if found is not None and not within(found[0]):
                found = None
        if found is None:
            return app(environ, start_response)
        copy, encoding = found
        start_response("200 OK", [
            ("Content-Type", content_type(base / relative)), ("Content-Encoding", encoding),
            ("Content-Length", str(copy.stat().st_size)), ("Vary", "Accept-Encoding"),
        ])  # fmt: skip
        return [b""] if environ.get("REQUEST_METHOD") == "HEAD" else [copy.read_bytes()]

    return serve
