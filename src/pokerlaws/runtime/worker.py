"""The worker that runs the worked examples, and the child it forks for each: the side of
[examples][pokerlaws.runtime.examples] that runs an example's code.

Three processes: the caller (``pokerlaws check``, pytest, the site build), the worker (the engine
loaded once), and a child the worker forks for each example. Each hop carries JSON, checked for
its shape by the side that reads it ([`checked`][pokerlaws.runtime.worker.checked]): no object an
example could make is ever unpickled, and an answer of the wrong shape is a failure, not a verdict.
"""

from __future__ import annotations

import doctest
import json
import os
import re
import shutil
import signal
import socket
import sys
import time
from collections.abc import Collection
from multiprocessing.connection import Connection

from pokerlaws.edition.in_browser import OPTIONS, raised_text


class _Recorder(doctest.DocTestRunner):
    """A doctest runner that keeps failures and says which line it starts."""

    def __init__(self, base_line: int | None, conn: Connection) -> None:
        super().__init__(optionflags=OPTIONS, verbose=False)
        self.base_line = base_line
        self.conn = conn
        self.found: list[list] = []

    def _line(self, example: doctest.Example) -> int | None:
        return None if self.base_line is None else self.base_line + example.lineno

    def report_start(self, out, test, example):  # noqa: ANN001 - doctest's signature
        send(self.conn, ["start", self._line(example), bounded(example.source)])

    def report_failure(self, out, test, example, got):  # noqa: ANN001
        self.found.append([self._line(example), bounded(example.source), bounded(example.want), bounded(got)])

    def report_unexpected_exception(self, out, test, example, exc_info):  # noqa: ANN001
        exc_type, exc, _ = exc_info
        got = raised_text(exc_type, exc)  # as the browser's Run shows it
        self.found.append([self._line(example), bounded(example.source), bounded(example.want), bounded(got)])


_DONE = 97
"""The exit status of a forked example that ran to its end (any other: it did not)."""

MESSAGE_BYTES = 4 << 20
"""The most bytes one message of the runner may hold (4 MiB): a longer one is not read, and the
example that sent it fails (``refused``)."""

REPORT_BYTES = 16 << 20
"""The most bytes all the messages of one example may hold together (16 MiB): beyond, the example
fails (``refused``) and nothing more of it is read."""

FIELD = 4000
"""The most characters of one text (a line's source, its expected or actual output) an example's
report carries; a longer text is cut there and says how long it was (see
[`bounded`][pokerlaws.runtime.worker.bounded])."""

_CUT = re.compile(r"… \(([0-9][0-9,]*) characters\)\Z")


def bounded(text: str) -> str:
    """*text*, or its first [`FIELD`][pokerlaws.runtime.worker.FIELD] characters and how long it was.

    Examples:
        >>> bounded("1 + 1")
        '1 + 1'
        >>> bounded("x" * 10_000).endswith("x… (10,000 characters)")
        True
    """
    return text if len(text) <= FIELD else f"{text[:FIELD]}… ({len(text):,} characters)"


def length_told(text: str) -> tuple[str, int]:
    """What is left of a text [`bounded`][pokerlaws.runtime.worker.bounded] cut, and how long it was.

    Examples:
        >>> body, length = length_told(bounded("x" * 10_000))
        >>> len(body), length
        (4000, 10000)
        >>> length_told("short")
        ('short', 5)
    """
    cut = _CUT.search(text)
    if cut and cut.start() == FIELD:
        return text[:FIELD], int(cut[1].replace(",", ""))
    return text, len(text)


def send(conn: Connection, message: list | None) -> None:
    """Send *message* (plain data: lists, text, whole numbers, None) on *conn* as one UTF-8 JSON message.

    A ``done`` message larger than [`MESSAGE_BYTES`][pokerlaws.runtime.worker.MESSAGE_BYTES] (too
    many failures) is sent as a ``refused`` saying so: the reader would not take it.
    """
    raw = json.dumps(message, ensure_ascii=False).encode("utf-8", "surrogatepass")
    if len(raw) > MESSAGE_BYTES and message and message[0] == "done":
        why = f"the example's report of {len(message[1]):,} failing lines is larger than {MESSAGE_BYTES >> 20} MiB"
        raw = json.dumps(["refused", why]).encode("utf-8")
    conn.send_bytes(raw)


def receive(conn: Connection) -> bytes:
    """One message from *conn*, read only if it is at most [`MESSAGE_BYTES`][pokerlaws.runtime.worker.MESSAGE_BYTES]
    long (its length is read first; a longer message's bytes are never read).

    Raises:
        TooLarge: the message is longer.
        EOFError, OSError: the other side has closed, or the connection broke.
    """
    try:
        return conn.recv_bytes(MESSAGE_BYTES)
    except OSError as exc:
        if str(exc) == "bad message length":  # multiprocessing's words for a message over the limit
            raise TooLarge(f"the example sent the runner a message larger than {MESSAGE_BYTES >> 20} MiB") from None
        raise


class TooLarge(Exception):
    """A message, or all of one example's messages, larger than the runner takes."""


def _is_line(value: object) -> bool:
    return value is None or (type(value) is int and 0 <= value < 1 << 31)


def checked(raw: bytes, kinds: Collection[str]) -> list:
    """A message read from the other side, if it is JSON of the shape of one of *kinds*.

    Args:
        raw: the bytes of one message (UTF-8 JSON).
        kinds: the kinds of message the reader takes here (``start``, ``done``, ``died``, ``refused``).

    Raises:
        ValueError: anything else (the reader then takes the other side as broken): not UTF-8, not
            JSON, a kind not taken, or a shape not the kind's.

    Examples:
        >>> checked(b'["done", [[12, "1 + 1", "3", "2"]]]', ("done",))
        ['done', [[12, '1 + 1', '3', '2']]]
        >>> checked(b'["done", {"x": 1}]', ("done",))
        Traceback (most recent call last):
        ...
        ValueError: a 'done' message of the wrong shape
    """
    message = json.loads(raw.decode("utf-8", "surrogatepass"))
    if not (type(message) is list and message and message[0] in kinds):
        raise ValueError("not a message of the runner")
    kind, rest = message[0], message[1:]
    if kind == "start" and len(rest) == 2 and _is_line(rest[0]) and type(rest[1]) is str:
        return message
    if kind == "done" and len(rest) == 1 and type(rest[0]) is list and all(
        type(f) is list and len(f) == 4 and _is_line(f[0]) and all(type(t) is str for t in f[1:]) for f in rest[0]
    ):
        return message
    if kind in ("died", "refused") and len(rest) == 1 and type(rest[0]) in (int, str):
        return message
    raise ValueError(f"a {kind!r} message of the wrong shape")


def _enter(scratch: str, seconds: float) -> None:
    """In the child, before the example: its own directory, limits (its cgroup's count of processes
    among them, where there is one) and confinement (see [confine][pokerlaws.runtime.confine])."""
    import tempfile

    from pokerlaws.runtime.confine import (
        confine,
        drop_capabilities,
        join,
        limit_resources,
    )

    os.chdir(scratch)
    os.environ["HOME"] = os.environ["TMPDIR"] = scratch
    tempfile.tempdir = scratch
    sys.dont_write_bytecode = True
    if _cgroup:
        join(_cgroup[0])
    limit_resources(seconds)
    drop_capabilities()
    confine(scratch)


def _run_one(conn: Connection, job: list, scratch: str, seconds: float) -> None:
    """Run one example (in a forked child) and send its failures."""
    name, filename, code, line, globs_name = job
    try:
        _enter(scratch, seconds)
    except OSError as exc:
        send(conn, ["refused", f"the example could not be confined, so it was not run: {exc}"])
        return
    test = doctest.DocTestParser().get_doctest(code, globs={"__name__": globs_name}, name=name, filename=filename, lineno=0)
    runner = _Recorder(line, conn)
    runner.run(test, out=lambda _text: None, clear_globs=True)
    send(conn, ["done", runner.found])


def _children(pid: int) -> list[int]:
    """The processes whose parent is *pid* (Linux's ``/proc``; empty elsewhere)."""
    found: list[int] = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return found
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as listing:
                found.extend(int(n) for n in listing.read().split())
        except (OSError, ValueError):
            return _children_by_scan(pid)
    return found


def _children_by_scan(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                    fields = stat.read().rpartition(")")[2].split()
            except OSError:
                continue
            if len(fields) > 1 and fields[1] == str(pid):
                found.append(int(entry))
    return found


_IN_OWN_NAMESPACE: list[bool] = [False]
"""Whether this worker is the init of a PID namespace made for it (then every process in it is an
example's, and ``kill(-1)`` reaches them all and nothing else)."""


def _kill_descendants(group: int | None = None) -> None:
    """Kill the example's process group, then every process left to the worker (its subreaper:
    whatever an example started, in a session of its own or not), until none is left."""
    if group is not None:
        try:
            os.killpg(group, signal.SIGKILL)
        except OSError:
            pass
    me = os.getpid()
    if _IN_OWN_NAMESPACE[0] and me == 1:  # every other process of the namespace, at once
        for tries in range(10_000):  # until none is left (a process stuck in the kernel: not for ever)
            try:
                os.kill(-1, signal.SIGKILL)
            except ProcessLookupError:
                break
            _reap()
            if tries > 10:
                time.sleep(0.001)
        _reap()
        return
    for _ in range(10_000):
        left = _children(me)
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        _reap()
        if not left:
            return
        time.sleep(0.001)


def _reap() -> None:
    """Collect every child that has ended (without waiting for one that has not)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            pid = 0
        if pid == 0:
            return


def _relay(conn: Connection, report: Connection, pid: int) -> tuple[list | None, int]:
    """Pass on the child's ``start`` messages until it has ended; return its last message (``done``
    or ``refused``; ``["refused", why]`` for what is not a report; None when it sent none) and its
    exit status."""
    final: list | None = None
    status: int | None = None
    total = 0
    while True:
        try:
            if report.poll(0.05):
                raw = receive(report)
                total += len(raw)
                if total > REPORT_BYTES:
                    final = ["refused", f"the example sent the runner more than {REPORT_BYTES >> 20} MiB"]
                    break
                message = checked(raw, ("start", "done", "refused"))
            elif status is None:  # nothing to read: has the child ended?
                ended, wait_status = os.waitpid(pid, os.WNOHANG)
                if ended:
                    status = os.waitstatus_to_exitcode(wait_status)
                continue
            else:  # ended, and nothing more was waiting: what a process it left sends later is not read
                break
        except EOFError:
            break
        except TooLarge as exc:
            final = ["refused", str(exc)]
            break
        except (ValueError, OSError):  # not JSON, not UTF-8, not of a shape: a forgery, whoever sent it
            final = ["refused", "the example sent the runner something that is not a report"]
            break
        if final is not None:
            final = ["refused", "the example sent the runner more after its last report"]
            break
        if message[0] == "start":
            send(conn, message)
        else:
            final = message
    if status is None and final is not None and final[0] == "refused":  # a child refused is not waited for:
        try:  # it may be stuck writing what is not read
            os.killpg(pid, signal.SIGKILL)
        except OSError:
            pass
    if status is None:  # until the child has ended (the caller's time limit ends a child that never does)
        status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    return final, status


_scratch: list[str] = []
"""The directory of the example running now, in the worker (removed when the worker is ended)."""

_cgroup: list = []
"""The cgroup counting the processes of the example running now, where there is one (removed when it ends)."""


def _end_worker(signum: int, frame: object) -> None:
    """The worker's answer to SIGTERM and SIGHUP (from its caller, or sent by the kernel when the
    caller has ended, however it ended): kill everything the examples started, then end."""
    _kill_descendants()
    for scratch in _scratch:
        shutil.rmtree(scratch, ignore_errors=True)
    _remove_cgroup()
    os._exit(128 + signum)


def _remove_cgroup() -> None:
    from pokerlaws.runtime.confine import remove

    for cgroup in _cgroup:
        remove(cgroup)
    _cgroup.clear()


def _serve(conn: Connection, seconds: float, prefix: str = "pokerlaws-example") -> None:
    """The worker: run each example sent in a child forked for it, so that no
    example can change what the next one finds (a patched doctest, a module's
    state); report a child that ended before the example did.

    The child never holds the worker's own connection: it reports on a socket
    of its own, in JSON, which the worker checks and relays, so that one example
    cannot answer for another. The child runs in its own process group, its own
    directory, under the limits and the confinement of
    [confine][pokerlaws.runtime.confine]; when it ends, every process it started
    is killed. The worker ignores SIGINT (an example signalling its parent must
    not end the run); the child has the default again.
    """
    import tempfile

    from pokerlaws.runtime.confine import process_limit

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        job = json.loads(conn.recv_bytes())
        if job is None:
            _kill_descendants()
            return
        scratch = tempfile.mkdtemp(prefix=f"{prefix}-")  # named after the keeper, which removes what a killed worker leaves
        _scratch[:] = [scratch]
        cgroup = process_limit(os.path.basename(scratch))
        _cgroup[:] = [cgroup] if cgroup is not None else []
        theirs, ours = socket.socketpair()
        pid = os.fork()
        if pid == 0:  # the child: one example, then out, whatever it did
            status = 1
            try:
                os.setpgid(0, 0)
                signal.signal(signal.SIGINT, signal.default_int_handler)
                signal.signal(signal.SIGTERM, signal.SIG_DFL)
                signal.signal(signal.SIGHUP, signal.SIG_DFL)
                conn.close()
                ours.close()
                _run_one(Connection(theirs.detach()), job, scratch, seconds)
                status = _DONE
            finally:
                os._exit(status)
        try:
            os.setpgid(pid, pid)
        except OSError:  # the child has set it, or has already ended
            pass
        theirs.close()
        report = Connection(ours.detach())
        try:
            final, status = _relay(conn, report, pid)
        finally:
            report.close()
            _kill_descendants(pid)
            shutil.rmtree(scratch, ignore_errors=True)
            _scratch.clear()
            _remove_cgroup()
        if final is not None and (final[0] == "refused" or status == _DONE):
            send(conn, final)
        else:
            send(conn, ["died", status])


def _preload() -> None:
    """Import the engine once in the worker, before any example runs, so that each
    forked example starts with it loaded (and clean) instead of importing it anew."""
    import importlib
    import importlib.util
    import pkgutil

    from pokerlaws.edition.links import EDITION_SIDE

    for module in pkgutil.walk_packages(importlib.util.find_spec("pokerlaws").submodule_search_locations, "pokerlaws."):
        if not module.name.startswith(EDITION_SIDE) and not module.name.endswith(".__main__"):
            try:
                importlib.import_module(module.name)
            except ImportError:  # an optional extra (numpy) that is not installed
                pass
    # what examples use lazily and would otherwise each build again: the hand
    # tables of every ruleset, and the edition that pokerlaws.law() reads
    from pokerlaws.hands import RULESETS, key_function

    for ruleset in RULESETS:
        key_function(ruleset)
    try:
        from pokerlaws.edition.corpus import default_corpus

        default_corpus()
    except Exception:  # noqa: BLE001 - a broken laws/ is for the example that reads it to report
        pass



def _worker(fd: str, parent: str, seconds: str) -> None:
    """The process the caller starts: the keeper of the worker, which it forks.

    The keeper asks for a PID namespace of the worker's own where the system allows it
    ([`new_pid_namespace`][pokerlaws.runtime.confine.new_pid_namespace]): the worker is its init, so
    that when the worker ends, however it ends (killed with ``SIGKILL`` too), the kernel kills every
    process its examples started. The keeper ends with its caller (pid *parent*), however that ends,
    and the worker with the keeper (the kernel's death signal of the parent, on Linux); the keeper
    passes ``SIGTERM`` and ``SIGHUP`` on to the worker. Where there is no namespace, the keeper is
    the "subreaper" of what the worker leaves: when the worker has ended, however, the keeper kills
    every process left to it. It ends as the worker ended (its status, or its signal).
    """
    from pokerlaws.runtime.confine import (
        adopt_orphans,
        die_with_parent,
        new_pid_namespace,
        remove_named,
    )

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent(signal.SIGTERM, int(parent))
    adopt_orphans()
    own = new_pid_namespace()
    alive, keeper_alive = os.pipe()  # the worker reads the end of this pipe when the keeper has gone
    keeper = os.getpid()
    worker = os.fork()
    if worker == 0:
        os.close(keeper_alive)
        status = 1
        try:
            _run_worker(int(fd), float(seconds), own, None if own else keeper, alive, _prefix(keeper))
            status = 0
        finally:
            os._exit(status)
    os.close(alive)
    os.close(int(fd))  # the caller reads the worker's end of the connection alone: EOF when the worker ends

    def pass_on(signum: int, frame: object) -> None:
        try:
            os.kill(worker, signum)
        except OSError:
            pass

    signal.signal(signal.SIGTERM, pass_on)
    signal.signal(signal.SIGHUP, pass_on)
    status = os.waitstatus_to_exitcode(os.waitpid(worker, 0)[1])
    _kill_descendants()  # what the worker left, if it had no namespace
    # the directory and the cgroup of the example of a worker killed before it removed them
    import glob
    import tempfile

    for left in glob.glob(os.path.join(tempfile.gettempdir(), glob.escape(_prefix(keeper)) + "-*")):
        shutil.rmtree(left, ignore_errors=True)
    remove_named(_prefix(keeper))
    if status < 0:  # the worker's signal, by its default action
        if -status not in (signal.SIGKILL, signal.SIGSTOP):
            signal.signal(-status, signal.SIG_DFL)
        os.kill(os.getpid(), -status)
    os._exit(status if status >= 0 else 1)


def _prefix(keeper: int) -> str:
    """The beginning of the names of the cgroups of the examples of one worker (that of its keeper, *keeper*)."""
    return f"pokerlaws-example-{keeper}"


def _run_worker(fd: int, seconds: float, own: bool, keeper: int | None, alive: int, prefix: str) -> None:
    """The worker: the engine loaded once, then each example sent on the connection *fd*.

    It ends with the keeper, and adopts every process an example leaves (as the init of its own
    namespace when *own*, else as their "subreaper").
    """
    import select

    from pokerlaws.runtime.confine import adopt_orphans, die_with_parent

    _IN_OWN_NAMESPACE[0] = own and os.getpid() == 1
    signal.signal(signal.SIGTERM, _end_worker)
    signal.signal(signal.SIGHUP, _end_worker)
    die_with_parent(signal.SIGTERM, keeper)
    if select.select([alive], [], [], 0)[0]:  # the keeper ended before the request was made
        os._exit(1)
    adopt_orphans()
    _preload()
    _serve(Connection(fd), seconds, prefix)


WORKER = "import sys; sys.path.insert(0, sys.argv[1]); from pokerlaws.runtime.worker import _worker; _worker(*sys.argv[2:])"
"""What the worker process runs: not ``-m`` this module, which the folder's face has imported already (run
as ``__main__`` it would be a second copy of it); the package's own folder first on the path."""
