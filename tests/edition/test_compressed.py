"""The runtime's precompressed copies (issue 30, item 6): written beside the files, chosen by the
request's Accept-Encoding, and served so by the tests' server and under ``mkdocs serve``."""

from __future__ import annotations

import functools
import gzip
import threading
import urllib.request
from http.server import ThreadingHTTPServer
from pathlib import Path

import pytest

from pokerlaws.runtime import compressed


@pytest.fixture
def runtime(tmp_path: Path) -> Path:
    folder = tmp_path / "site" / "pyodide"
    folder.mkdir(parents=True)
    (folder / "pyodide.asm.wasm").write_bytes(b"\0asm" + bytes(range(256)) * 400)
    (folder / "runtime.json").write_text("{}", encoding="utf-8")
    return folder


def test_copies_are_written_beside_the_files_once_per_content(runtime: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    wasm = runtime / "pyodide.asm.wasm"
    monkeypatch.setattr(compressed, "SMALL", 10)  # this small file is kept in the cache as a large one is
    sizes = compressed.write_copies([wasm], tmp_path / "cache")
    assert sizes["pyodide.asm.wasm"]["identity"] == wasm.stat().st_size
    assert gzip.decompress((runtime / "pyodide.asm.wasm.gz").read_bytes()) == wasm.read_bytes()
    assert sizes["pyodide.asm.wasm"]["gzip"] < wasm.stat().st_size
    kept = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert len(kept) == len(compressed.encodings())
    # a second build takes the cache's copy, not a new compression
    (runtime / "pyodide.asm.wasm.gz").unlink()
    monkeypatch.setattr(compressed, "_compress", lambda data, encoding: pytest.fail("compressed again"))
    compressed.write_copies([wasm], tmp_path / "cache")
    assert (runtime / "pyodide.asm.wasm.gz").is_file()


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [("gzip", "gzip"), ("gzip;q=0, identity", None), ("", None), ("br;q=0.5, gzip", "gzip"), ("x, *", None),
     # attack review: the weight is the parameter q wherever it stands, whatever its case and spaces
     ("gzip;Q=0", None), ("gzip; q = 0", None), ("gzip;level=1;q=0", None), ("gzip;level=1", "gzip")],
)
def test_the_copy_is_chosen_by_what_the_browser_takes(runtime: Path, accept: str, encoding: str | None) -> None:
    compressed.write_copies([runtime / "pyodide.asm.wasm"])
    (runtime / "pyodide.asm.wasm.br").unlink(missing_ok=True)  # only gzip here, whatever brotli this Python has
    chosen = compressed.choose(runtime / "pyodide.asm.wasm", accept)
    assert (chosen[1] if chosen else None) == encoding
    assert compressed.choose(runtime / "runtime.json", "gzip") is None  # no copy, the file itself


def _get(url: str, accept: str) -> tuple[bytes, dict[str, str]]:
    with urllib.request.urlopen(urllib.request.Request(url, headers={"Accept-Encoding": accept}), timeout=10) as answer:
        return answer.read(), dict(answer.headers)


def test_the_tests_server_serves_the_copy_with_its_encoding_and_the_file_s_type(runtime: Path) -> None:
    compressed.write_copies([runtime / "pyodide.asm.wasm"])
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(compressed.CompressedHandler, directory=str(runtime.parent)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/pyodide/pyodide.asm.wasm"
        body, headers = _get(url, "gzip")
        assert headers["Content-Encoding"] == "gzip" and headers["Content-Type"] == "application/wasm"
        assert gzip.decompress(body) == (runtime / "pyodide.asm.wasm").read_bytes()
        body, headers = _get(url, "identity")
        assert "Content-Encoding" not in headers and body == (runtime / "pyodide.asm.wasm").read_bytes()
    finally:
        server.shutdown()
        server.server_close()


def test_mkdocs_serve_s_application_serves_the_copy_and_leaves_the_rest_to_mkdocs(runtime: Path) -> None:
    compressed.write_copies([runtime / "pyodide.asm.wasm"])
    called: list[str] = []

    def mkdocs_app(environ: dict, start_response) -> list[bytes]:  # noqa: ANN001
        called.append(environ["PATH_INFO"])
        start_response("200 OK", [("Content-Type", "text/html")])
        return [b"page"]

    app = compressed.wsgi(runtime.parent, mkdocs_app, "/poker/")
    said: dict[str, list] = {}
    start = lambda status, headers: said.update(status=status, headers=dict(headers))  # noqa: E731
    body = b"".join(app({"REQUEST_METHOD": "GET", "PATH_INFO": "/poker/pyodide/pyodide.asm.wasm", "HTTP_ACCEPT_ENCODING": "gzip"}, start))
    assert said["headers"]["Content-Encoding"] == "gzip" and gzip.decompress(body) == (runtime / "pyodide.asm.wasm").read_bytes()
    assert b"".join(app({"REQUEST_METHOD": "GET", "PATH_INFO": "/poker/laws/", "HTTP_ACCEPT_ENCODING": "gzip"}, start)) == b"page"
    assert b"".join(app({"REQUEST_METHOD": "GET", "PATH_INFO": "/poker/pyodide/../pyodide/pyodide.asm.wasm", "HTTP_ACCEPT_ENCODING": "gzip"}, start)) == b"page"
    assert called == ["/poker/laws/", "/poker/pyodide/../pyodide/pyodide.asm.wasm"]


def test_no_path_leads_the_served_copies_out_of_the_site(runtime: Path, tmp_path: Path) -> None:
    """Attack review: ``/%2Ftmp/secret`` and ``/poker//tmp/secret`` served any file outside the site that had a
    ``.gz`` beside it; a link out of the site, or a name too long, is no copy either: the server answers those."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("secret", encoding="utf-8")
    (outside / "secret.txt.gz").write_bytes(gzip.compress(b"secret"))
    (runtime / "out").symlink_to(outside)
    called: list[str] = []

    def mkdocs_app(environ: dict, start_response) -> list[bytes]:  # noqa: ANN001
        called.append(environ["PATH_INFO"])
        start_response("404 Not Found", [("Content-Type", "text/html")])
        return [b"not here"]

    said: dict[str, object] = {}
    start = lambda status, headers: said.update(status=status)  # noqa: E731
    for mount, path in [("/", f"/{outside}/secret.txt"), ("/poker/", f"/poker/{outside}/secret.txt"),
                        ("/", "/pyodide/out/secret.txt"), ("/", "/" + "a" * 5000)]:  # fmt: skip
        app = compressed.wsgi(runtime.parent, mkdocs_app, mount)
        assert b"".join(app({"REQUEST_METHOD": "GET", "PATH_INFO": path, "HTTP_ACCEPT_ENCODING": "gzip"}, start)) == b"not here", path
        assert said["status"] == "404 Not Found"
    assert len(called) == 4


@pytest.mark.parametrize("path", ["/a\x00b", "/pyodide/\x00", "/assets/\x00.js", "/pyodide/pyodide.asm.wasm\x00"])
def test_a_nul_byte_in_the_path_is_handed_on_to_mkdocs(runtime: Path, tmp_path: Path, path: str) -> None:
    """The attack on issue 29's new changes, finding 5: ``/a%00b`` under ``mkdocs serve`` was a 500 with a
    traceback (``ValueError: embedded null byte``), and MkDocs' own application fails on it alike: 404."""
    from mkdocs.livereload import LiveReloadServer

    compressed.write_copies([runtime / "pyodide.asm.wasm"])
    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(runtime.parent), mount_path="/")
    try:
        app = compressed.wsgi(runtime.parent, server.get_app(), "/")
        said: dict[str, object] = {}
        start = lambda status, headers, *rest: said.update(status=status)  # noqa: E731
        b"".join(app({"REQUEST_METHOD": "GET", "PATH_INFO": path, "HTTP_ACCEPT_ENCODING": "gzip", "QUERY_STRING": ""}, start))
        assert str(said["status"]).startswith("404")
    finally:
        server.server_close()
