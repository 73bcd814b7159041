"""Serve a built site on 127.0.0.1 from a process of its own, for the whole test run.

    python tests/helpers/site_server.py DIRECTORY PORT OWNER_PID

PORT 0 lets the system choose. The port is printed on one line once the
server listens; it serves until the process OWNER_PID is gone: the test run
(the xdist controller, or the one pytest process), not the worker that
started it. One server for every worker of the run, so that no worker's end
cuts a connection another worker's browser has open: with a server per worker
sharing the port, a worker that finished closed its own, and a page of the
other worker's browser failed with ERR_CONNECTION_RESET.

A process, not a thread of the worker: a thread has to wait for the worker's
GIL, so a test holding it (a long call into a C extension) can hold up every
request; pages missed the browser's 15 s in CI.
"""

from __future__ import annotations

import functools
import os
import sys
import threading
import time
from http.server import ThreadingHTTPServer

from pokerlaws.runtime.compressed import CompressedHandler

POLL = 0.5
"""Seconds between two looks at whether the owner is still there."""


class _QuietHandler(CompressedHandler):  # the runtime's .br/.gz copies where the browser takes them
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    # a page asks for its assets at once, from several browsers at a time
    request_queue_size = 128

    def handle_error(self, request: object, client_address: tuple) -> None:
        # a browser that closes a connection before reading the answer (a page left, a test ended)
        # is no fault of the site: say nothing, where the base class prints a traceback into the run
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def main() -> None:
    directory, port, owner = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    server = _Server(("127.0.0.1", port), functools.partial(_QuietHandler, directory=directory))
    print(server.server_address[1], flush=True)
    # the process that started this one waits for it to end: the serving goes on in a child of its own,
    # which the owner's end stops, so that no worker ends with a child process it never waited for
    if os.fork():
        os._exit(0)
    os.close(sys.stdout.fileno())
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    while _alive(owner):
        time.sleep(POLL)
    server.shutdown()
    server.server_close()


if __name__ == "__main__":
    main()
