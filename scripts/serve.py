#!/usr/bin/env python3
"""Quick start 1: set up .venv, build the site strictly, and serve it at http://127.0.0.1:8000/.

    python3 scripts/serve.py [--port 8000] [--build-only]

The port is checked first, before anything is set up or built: a port out of
range (1-65535) or already in use stops it at once with one line saying what
to do instead. It is then held (bound, listening) through the build, and the
server takes the socket over: no other process can take it meanwhile. The site
is then built and served by `mkdocs serve`, once:
the edition's plugin makes that first build strict, so a warning stops it
before anything is served, as `mkdocs build --strict` would, and a broken law
file stops it with one line naming the file and line. Then it serves with live
reload: edit laws/*.yaml and the page reloads, in a few seconds (only the
pages the saved file changes are built again); if an edit breaks the edition,
or a rebuild fails at any step, the last good pages stay up with the error at
the top of each, until a rebuild succeeds. `--build-only`
writes the site to site/ with `mkdocs build --strict` instead, as it is
published (with the PDF of the page for print: $POKERLAWS_PDF), and stops.
"""

from __future__ import annotations

import argparse
import errno
import os
import socket
import sys

from _venv import ROOT, ensure, parser_of, run, say

HOST = "127.0.0.1"


def port_number(text: str) -> int:
    """A TCP port, 1-65535, for argparse: anything else is a usage error in one line.

    Only ASCII digits: ``int()`` alone would also take ``8_0`` (port 80), ``+80``,
    `` 80`` and digits of other scripts (``٨٠``).
    """
    shown = repr(text) if len(text) <= 20 else f"{text[:20]!r}… ({len(text):,} characters)"
    if not (text.isascii() and text.isdigit()):
        raise argparse.ArgumentTypeError(f"{shown} is not a port: give a whole number from 1 to 65535 in digits 0-9, e.g. 8000")
    # a long run of digits is out of range: not converted (int() refuses over 4,300 digits)
    if len(text.lstrip("0")) > 5 or not 1 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{shown} is not a port: give a whole number from 1 to 65535, e.g. 8000")
    port = int(text)
    return port


def port_problem(port: int) -> str | None:
    """Why the site cannot be served on HOST:*port*, with what to do, or None when it can.

    Binds a socket to the port and lets it go, as the server will bind it (with
    SO_REUSEADDR, so that a port left in TIME_WAIT is not taken for one in use).
    """
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((HOST, port))
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            free = next((p for p in range(port + 1, min(port + 100, 65535) + 1) if port_problem(p) is None), None)
            hint = f": try --port {free}" if free else ": stop what uses it, or choose another with --port"
            return f"port {port} is in use{hint}"
        if exc.errno == errno.EACCES:
            return f"port {port} needs more privileges than this user has: try --port 8000"
        return f"cannot serve on {HOST}:{port} ({exc.strerror or exc}): try another --port"
    return None


def reserve(port: int) -> socket.socket:
    """A socket bound to HOST:*port* and listening, kept through the build and handed to the server
    (``$POKERLAWS_SERVE_SOCKET``, see ``pokerlaws.site.live.bound_or_said``): no other process can
    take the port while the site is built.

    Raises:
        OSError: the port cannot be bound (port_problem says why).
    """
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((HOST, port))
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def main() -> None:
    parser = parser_of(__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=port_number, default=8000, help="port on 127.0.0.1, 1-65535 (default 8000)")
    parser.add_argument("--build-only", action="store_true", help="build into site/ and stop")
    args = parser.parse_args()
    # before the slow part (setting up .venv, building the site): a port that
    # cannot be served on is known now
    if not args.build_only and (problem := port_problem(args.port)):
        sys.exit(f"serve.py: {problem}")

    bin_dir = ensure("docs")
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    address = f"127.0.0.1:{args.port}"
    # a public address given by the caller is kept, so that pages cite it
    os.environ.setdefault("SITE_URL", f"http://{address}/")
    mkdocs = str(bin_dir / "mkdocs")
    if args.build_only:
        os.environ.setdefault("POKERLAWS_PDF", "1")  # a publishing build: with the PDF of the page for print
        say("building the site into site/ (mkdocs build --strict, with the PDF)")
        run([mkdocs, "build", "--strict", "--site-dir", str(ROOT / "site")])
        return
    say(f"building the site strictly, then serving it at http://{address}/ (Ctrl-C to stop)")
    serve = [mkdocs, "serve", "--dev-addr", address]
    if os.name == "posix":
        # the port held from now on, through the build, by a socket the server takes over
        try:
            held = reserve(args.port)
        except OSError:
            sys.exit(f"serve.py: {port_problem(args.port) or f'port {args.port} was taken while setting up: try again'}")
        os.environ["POKERLAWS_SERVE_SOCKET"] = str(held.fileno())
        # mkdocs takes this process's place, so a signal to stop it (SIGTERM from a
        # supervisor, not only Ctrl-C) reaches the server itself and leaves no orphan
        sys.stdout.flush()
        sys.stderr.flush()
        os.execv(mkdocs, serve)
    try:
        run(serve)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:  # Ctrl-C while setting up or building: no traceback
        print("serve.py: interrupted", file=sys.stderr)
        sys.exit(130)
