"""The runner of worked examples holds an example to its own reach: what it sends is bounded, and
what it starts ends with the run, however the worker ends (issue 29's attack review, M2 and M3).

Each test runs examples of its own, written here, in a worker of its own
([`ExampleRunner`][pokerlaws.runtime.examples.ExampleRunner]).
"""

from __future__ import annotations

import dataclasses
import os
import signal
import threading
import time
from pathlib import Path

import pytest

from pokerlaws import law
from pokerlaws.runtime.examples import ExampleRunner
from pokerlaws.runtime.worker import MESSAGE_BYTES, REPORT_BYTES

UNIT = law("1882:75")


def example(code: str):  # noqa: ANN201 - an Example of 1882:75 with *code*
    return dataclasses.replace(UNIT.examples[0], code=code)


def run(code: str, seconds: float = 10) -> list:
    with ExampleRunner(seconds) as runner:
        return runner.run(UNIT, example(code))


FIND_CONNECTION = ">>> import gc; from multiprocessing.connection import Connection\n>>> c = [o for o in gc.get_objects() if isinstance(o, Connection) and not o.closed][0]\n"


def test_a_message_larger_than_the_limit_is_refused_unread() -> None:
    # a 22 MB start message went through the worker to the caller whole
    code = FIND_CONNECTION + '>>> c.send_bytes(b\'["start", 1, "\' + b"x" * 22_000_000 + b\'"]\')\n>>> 1\n2\n'
    failures = run(code)
    assert len(failures) == 1 and failures[0].aborted
    assert f"larger than {MESSAGE_BYTES >> 20} MiB" in failures[0].got


def test_many_messages_larger_together_than_the_limit_are_refused() -> None:
    code = FIND_CONNECTION + f'>>> for _ in range({REPORT_BYTES // (1 << 20) + 2}): c.send_bytes(b\'["start", 1, "\' + b"x" * (1 << 20) + b\'"]\')\n>>> 1\n2\n'
    failures = run(code)
    assert len(failures) == 1 and failures[0].aborted
    assert f"more than {REPORT_BYTES >> 20} MiB" in failures[0].got


def test_a_long_output_comes_back_cut_and_says_how_long_it_was() -> None:
    failures = run('>>> print("x" * 10**7)\n1\n')
    assert len(failures) == 1 and not failures[0].aborted
    assert len(failures[0].got) < 5000
    assert "10,000,001 characters" in str(failures[0])
