"""Serve a built site on 127.0.0.1 from a process of its own, for the browser tests.

    python tests/site_server.py DIRECTORY PORT

PORT 0 lets the system choose. The port is printed on one line once the
server listens; it serves until its standard input closes, that is, until the
test worker that started it stops or dies. The socket shares its port with
the other workers' servers of the same site (SO_REUSEPORT), the kernel
dealing connections between them, so that none depends on another worker
staying up.

A process, not a thread of the worker: a thread has to wait for the worker's
GIL, so a test holding it (a long call into a C extension) can hold up every
request the kernel hands to that worker; pages missed the browser's 15 s in CI.
"""

from __future__ import annotations

import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


class _SharedPortServer(ThreadingHTTPServer):
    allow_reuse_port = True
    daemon_threads = True
    # a page asks for its assets at once, from several browsers at a time
    request_queue_size = 128


def main() -> None:
    directory, port = sys.argv[1], int(sys.argv[2])
    server = _SharedPortServer(("127.0.0.1", port), functools.partial(_QuietHandler, directory=directory))
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    print(server.server_address[1], flush=True)
    sys.stdin.read()  # EOF: the worker closed the pipe, or is gone
    server.shutdown()
    server.server_close()


if __name__ == "__main__":
    main()
