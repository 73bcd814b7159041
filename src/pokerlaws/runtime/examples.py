"""Running the worked examples of a unit, doctest-style, each under a time limit.

One runner serves the test suite (each example a pytest item, see
[pytest_examples][pokerlaws.runtime.pytest_examples]), the command line
(``pokerlaws examples``, ``pokerlaws check``) and the site build, so a reader
checks an example exactly as CI does.

The examples run in a separate Python process, one example at a time: an
example that never ends is stopped after
[`TIME_LIMIT`][pokerlaws.runtime.examples.TIME_LIMIT] seconds, and one that
ends the interpreter (``os._exit``) is a failure of that example, not a silent
end of the check. Either way the failure names the unit, the example and the
YAML line of the ``>>>`` that was running, and the examples after it still run.

What the page shows is what is compared: the loader's
[`uncompared_text`][pokerlaws.edition.loader.uncompared_text] finds any text of
an example that doctest would not compare (a line after a blank line of
expected output, prose before the first ``>>>``), and refuses the file.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Collection
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING

from pokerlaws.edition.model import Example, Law
from pokerlaws.runtime.worker import (
    WORKER,
    TooLarge,
    checked,
    length_told,
    receive,
    send,
)

if TYPE_CHECKING:  # the corpus imports the loader, which imports this module
    from pokerlaws.edition.corpus import Corpus


TIME_LIMIT = 10.0
"""Seconds one worked example may run (all its ``>>>`` lines together) before
it is stopped and reported as a failure, by default. ``$POKERLAWS_EXAMPLE_SECONDS``
sets another, checked by [`example_seconds`][pokerlaws.runtime.examples.example_seconds]
when a runner is made. The slowest example of the edition takes well under a second."""

SKIP_ENV = "POKERLAWS_SKIP_EXAMPLES"
"""Set (to ``1``) for a site build that is not to run the worked examples, because they are run
otherwise: the test suite sets it for the site it builds, having every example as a test item of
its own. A build without it (``mkdocs build``, ``scripts/serve.py``) runs them all and fails on
the first that does not give its output."""

MAX_TIME_LIMIT = 3600.0
"""The most seconds ``$POKERLAWS_EXAMPLE_SECONDS`` may give one example (an hour)."""

SHOWN = 2000
"""The most characters of an example's expected or actual output that a failure
shows: an example printing ten megabytes is not a ten-megabyte message."""

SHOWN_IN_A_LINE = 300
"""The same, for each of the two in the one line of
[`example_problems`][pokerlaws.runtime.examples.example_problems]."""

_SHOWN_LINES = 40


def example_seconds() -> float:
    """Seconds one example may run: ``$POKERLAWS_EXAMPLE_SECONDS``, checked, else
    [`TIME_LIMIT`][pokerlaws.runtime.examples.TIME_LIMIT].

    Raises:
        SettingError: the variable is set to anything but a number of seconds
            (in digits 0-9, with a decimal point or not, nothing around them) over 0 and at most
            [`MAX_TIME_LIMIT`][pokerlaws.runtime.examples.MAX_TIME_LIMIT]:
            ``abc``, an empty value, ``" 10"``, ``inf``, ``nan``, ``1e400``, ``0``, ``-1``.
    """
    import re

    from pokerlaws.edition.errors import SettingError

    text = os.environ.get("POKERLAWS_EXAMPLE_SECONDS")
    if text is None:
        return TIME_LIMIT
    shown = repr(text) if len(text) <= 40 else f"{text[:40]!r}… ({len(text):,} characters)"
    given = f"POKERLAWS_EXAMPLE_SECONDS={shown}"
    hint = f"give a positive number such as {TIME_LIMIT:g} (at most {MAX_TIME_LIMIT:g}), or unset it"
    if not re.fullmatch(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)", text):  # as written: digits, no space around them
        raise SettingError(f"{given} is not a number of seconds: {hint}")
    seconds = float(text)
    if seconds <= 0:
        raise SettingError(f"{given} is not a positive number of seconds: every example would fail: {hint}")
    if seconds > MAX_TIME_LIMIT:
        raise SettingError(f"{given} is more than {MAX_TIME_LIMIT:g} seconds for one example: {hint}")
    return seconds


def clipped(text: str, limit: int = SHOWN) -> str:
    """*text*, or its first *limit* characters (and at most 40 lines) and how long it is.

    Examples:
        >>> clipped("1\\n2\\n")
        '1\\n2\\n'
        >>> clipped("x" * 10_000, 5)
        'xxxxx… (10,000 characters)'
    """
    body, length = length_told(text)  # as the worker cut it
    lines = body.split("\n")
    if length <= limit and len(lines) <= _SHOWN_LINES:
        return text
    return "\n".join(lines[:_SHOWN_LINES])[:limit] + f"… ({length:,} characters)"


def _quoted(text: str, length: int | None = None) -> str:
    """*text* quoted on one line, clipped to [`SHOWN_IN_A_LINE`][pokerlaws.runtime.examples.SHOWN_IN_A_LINE];
    *length* is how long it was before the worker cut it (default: as long as it is)."""
    length = len(text) if length is None else length
    if length <= SHOWN_IN_A_LINE:
        return repr(text)
    return f"{text[:SHOWN_IN_A_LINE]!r}… ({length:,} characters)"


@dataclass(frozen=True)
class Failure:
    """One ``>>>`` line of an example whose output is not what the example says.

    Attributes:
        line: line of the ``>>>`` in the YAML file (None if unknown).
        source: the Python source of that line.
        expected: the output the example gives.
        got: the output the code produced (or the exception it raised, or
            why it did not finish).
        aborted: the example did not finish: it ran out of time or ended
            the interpreter (*got* says which).
    """

    line: int | None
    source: str
    expected: str
    got: str
    aborted: bool = False

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        if self.aborted:
            return f"{where}>>> {clipped(self.source.rstrip())}\n{_indent(clipped(self.got))}"
        return (
            f"{where}>>> {clipped(self.source.rstrip())}\n"
            f"expected:\n{_indent(clipped(self.expected) or '(nothing)')}\n"
            f"got:\n{_indent(clipped(self.got) or '(nothing)')}"
        )


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.rstrip("\n").splitlines())


def _worker_environment() -> dict[str, str]:
    """The environment of the worker: the locale, the search path of programs and the edition's own
    settings, nothing else of the caller's (no tokens, no keys, no ``PYTHON*``)."""
    kept = {"PATH", "LANG", "LANGUAGE", "TZ", "POKERLAWS_LAWS", "SYSTEMROOT"}
    return {k: v for k, v in os.environ.items() if k in kept or k.startswith("LC_")}


class ExampleRunner:
    """Runs worked examples in a worker process, each under a time limit.

    A worker that does not answer in time is stopped (with every process its
    example started), one that dies is noticed; either way that example fails
    with the reason and the next one gets a fresh worker. The worker ends when
    its caller ends, however it ends (on Linux). Use as a context manager, or
    call [`close`][pokerlaws.runtime.examples.ExampleRunner.close].

    Args:
        time_limit: seconds one example may take (default
            [`TIME_LIMIT`][pokerlaws.runtime.examples.TIME_LIMIT]).
    """

    def __init__(self, time_limit: float | None = None) -> None:
        self.time_limit = TIME_LIMIT if time_limit is None else time_limit
        self._process: subprocess.Popen | None = None
        self._conn: Connection | None = None

    def __enter__(self) -> ExampleRunner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> None:
        """Start the worker now, if it is not running, rather than at the first example (it imports the engine)."""
        if self._process is None or self._process.poll() is not None:
            if self._process is not None:
                self._abandon()
            self._start()

    def _start(self) -> None:
        # A plain subprocess, not multiprocessing: a spawned child re-imports
        # the caller's main script, which need not be guarded.
        ours, theirs = socket.socketpair()
        package_root = str(Path(__file__).resolve().parents[2])
        # Its own session (a process group to kill whole), no terminal or pipe of ours (a process an
        # example leaves behind must not hold our output open), and a scrubbed environment.
        self._process = subprocess.Popen(
            # -I: neither the working directory (where a doctest.py of the user's, or another
            # checkout's src/, would shadow what the worker imports) nor PYTHON* variables count
            [sys.executable, "-I", "-c", WORKER, package_root, str(theirs.fileno()), str(os.getpid()), repr(self.time_limit)],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            env=_worker_environment(),
        )
        theirs.close()
        self._conn = Connection(ours.detach())

    def close(self) -> None:
        """Stop the worker, if one runs, and every process an example started."""
        if self._process is None:
            return
        try:
            send(self._conn, None)
            self._process.wait(timeout=2)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            pass
        self._abandon()

    def _abandon(self) -> None:
        process = self._process
        if process.poll() is None:
            try:  # the worker kills what its examples started, then ends
                process.send_signal(signal.SIGTERM)
                process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass
        try:  # and whatever is left of its group
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        process.wait()
        self._conn.close()
        self._process = self._conn = None

    def run(self, law: Law, example: Example) -> list[Failure]:
        """Run one worked example of *law* in a fresh namespace.

        Returns:
            the failures, empty when every line gives the output it claims.
        """
        self.start()
        send(self._conn, [f"{law.id} {example.title}", str(law.path), example.code, example.line, f"pokerlaws-example-{law.anchor}"])
        running: tuple[int | None, str] = (example.line, example.code.split("\n", 1)[0].removeprefix(">>> "))
        deadline = time.monotonic() + self.time_limit
        while True:
            left = deadline - time.monotonic()
            try:
                ready = left > 0 and self._conn.poll(left)
                message = checked(receive(self._conn), ("start", "done", "died", "refused")) if ready else None
            except (EOFError, OSError):
                try:
                    status = self._process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    status = "unknown"
                self._abandon()
                return [Failure(running[0], running[1], "", _ended(status), aborted=True)]
            except (ValueError, TooLarge):
                self._abandon()
                return [Failure(running[0], running[1], "", "the worker answered with something that is not a report", aborted=True)]
            if message is None:
                self._abandon()
                why = f"the example did not finish within {self.time_limit:g} seconds and was stopped"
                return [Failure(running[0], running[1], "", why, aborted=True)]
            if message[0] == "start":
                running = (message[1], message[2])
                continue
            if message[0] == "died":
                return [Failure(running[0], running[1], "", _ended(message[1]), aborted=True)]
            if message[0] == "refused":
                return [Failure(running[0], running[1], "", str(message[1]), aborted=True)]
            return [Failure(*found) for found in message[1]]


def _ended(status: int | str) -> str:
    """Why an example did not return, from the exit status of the process that ran it."""
    if isinstance(status, int) and status < 0:
        try:
            name = signal.Signals(-status).name
        except ValueError:
            name = f"signal {-status}"
        return f"the example's Python interpreter was killed by {name} instead of returning"
    return f"the example ended the Python interpreter (exit status {status}) instead of returning"


_shared: ExampleRunner | None = None


def run_example(law: Law, example: Example) -> list[Failure]:
    """Run one worked example of *law*, under the time limit, in the shared worker.

    Returns:
        the failures, empty when every line gives the output it claims.
    """
    global _shared
    if _shared is None:
        _shared = ExampleRunner(example_seconds())
        import atexit

        atexit.register(_shared.close)
    return _shared.run(law, example)


def _as_raised(got: str) -> str:
    """An exception's doctest rendering, in a few words: ``raises ZeroDivisionError: division by zero``."""
    if not got.startswith("Traceback (most recent call last):"):
        return got
    last = got.rstrip().splitlines()[-1]
    name, _, message = last.partition(": ")
    return f"raises {name.rpartition('.')[2]}" + (f": {message}" if message else "")


def examples_skipped() -> bool:
    """Whether this build leaves the worked examples to be run otherwise (``$POKERLAWS_SKIP_EXAMPLES``
    set, and neither empty nor ``0``: see [`SKIP_ENV`][pokerlaws.runtime.examples.SKIP_ENV])."""
    return os.environ.get(SKIP_ENV, "").strip() not in ("", "0")


def example_problems(
    corpus: Corpus, time_limit: float | None = None, units: Collection[str] | None = None, runner: ExampleRunner | None = None
) -> list[str]:
    """Every worked example of *corpus* that does not give the output it claims, one line each.

    Each line names the YAML file and the line of the failing ``>>>``. A fresh
    worker runs them, so that a site rebuilt under ``mkdocs serve`` runs the
    engine as it is now.

    Args:
        corpus: the edition (a [`Corpus`][pokerlaws.edition.corpus.Corpus]).
        time_limit: seconds each example may take (default
            [`TIME_LIMIT`][pokerlaws.runtime.examples.TIME_LIMIT]).
        units: the ids of the units whose examples to run (default: every unit's).
        runner: the worker to run them in, kept open by the caller (``mkdocs serve`` keeps one
            while the engine's sources are unchanged); default: a fresh one, closed at the end.
    """
    from pokerlaws.edition.errors import display_path

    problems: list[str] = []
    if runner is None:
        with ExampleRunner(example_seconds() if time_limit is None else time_limit) as fresh:
            return example_problems(corpus, time_limit, units, fresh)
    for unit in corpus.laws.values():
        if units is not None and unit.id not in units:
            continue
        for number, example in enumerate(unit.examples, start=1):
            for failure in runner.run(unit, example):
                where = f"{display_path(unit.path)}, line {failure.line}: {unit.id} example {number} “{example.title}”"
                if failure.aborted:
                    problems.append(f"{where}: {failure.got} (running >>> {clipped(failure.source.strip(), SHOWN_IN_A_LINE)})")
                    continue
                shown = []
                for text, words in ((failure.got, _as_raised), (failure.expected, str)):
                    body, length = length_told(text)  # a text the worker cut says how long it was
                    flat = " ".join(words(body).split()) or "nothing"
                    shown.append(_quoted(flat, length if length > len(body) else None))
                problems.append(f"{where} gives {shown[0]}, not {shown[1]}")
    return problems
