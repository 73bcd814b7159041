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


def _stat(pid: int) -> list[str]:
    """The fields of /proc/PID/stat after the command's name (state, ppid, …)."""
    return Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace").rpartition(")")[2].split()


def _with_marker(marker: str) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                line = Path(f"/proc/{entry}/cmdline").read_bytes()
            except OSError:
                continue
            if marker.encode() in line and _stat(int(entry))[0] != "Z":
                found.append(int(entry))
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the processes in /proc (Linux)")
@pytest.mark.parametrize("killed", ["the worker", "the process the runner started"])
def test_what_an_example_started_ends_when_its_worker_is_killed(killed: str) -> None:
    # a worker killed by SIGKILL left the example's `setsid sleep` running (the worker was the only
    # one to kill it): now the worker is the init of a namespace of its own, or its keeper kills what
    # it left
    marker = f"{os.getpid()}.{len(killed)}29"  # a number of seconds for sleep, and a mark to find it by
    code = f">>> import subprocess, time; _ = subprocess.Popen(['setsid', 'sleep', '{marker}'])\n>>> time.sleep(60)\n"
    with ExampleRunner(60) as runner:
        failures: list = []
        thread = threading.Thread(target=lambda: failures.extend(runner.run(UNIT, example(code))))
        thread.start()
        deadline = time.monotonic() + 20
        while not (sleeping := _with_marker(f"sleep\0{marker}")) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert sleeping, "the example's process did not start"
        the_example = int(_stat(sleeping[0])[1])  # the sleep's parent, then the example's: the worker
        victim = int(_stat(the_example)[1]) if killed == "the worker" else runner._process.pid
        os.kill(victim, signal.SIGKILL)
        thread.join(30)
    assert failures and "killed by SIGKILL" in failures[0].got
    deadline = time.monotonic() + 5
    while (left := _with_marker(f"sleep\0{marker}")) and time.monotonic() < deadline:
        time.sleep(0.05)
    for pid in left:  # nothing outlives the test, whatever it finds
        os.kill(pid, signal.SIGKILL)
    assert not left, "the example's process in a session of its own outlived its worker"


def test_an_example_cannot_start_more_processes_than_it_may() -> None:
    # RLIMIT_NPROC does not bind root: an example run as root could start processes until the time limit;
    # now a cgroup of its own counts them where the system lets the runner make one (pids.max)
    from pokerlaws.runtime.confine import PROCESSES, process_limit, remove

    made = process_limit("pokerlaws-test-probe")
    if made is None and os.geteuid() == 0:
        pytest.skip("no pids cgroup can be made here, and RLIMIT_NPROC does not bind root")
    if made is not None:
        remove(made)
    code = (
        ">>> import os, time\n"
        ">>> started = 0\n"
        f">>> for _ in range({PROCESSES * 2}):\n"
        "...     try:\n"
        "...         pid = os.fork()\n"
        "...     except OSError as error:\n"
        "...         refused = error\n"
        "...         break\n"
        "...     if pid == 0:\n"
        "...         time.sleep(60); os._exit(0)\n"
        "...     started += 1\n"
        f">>> started < {PROCESSES}, type(refused).__name__\n"
        "(True, 'BlockingIOError')\n"
    )
    assert run(code) == []


def test_an_example_has_no_capability_left_and_cannot_chroot() -> None:
    # an example run as root could chroot (and mount, trace, load modules): it now gives up every capability
    code = (
        ">>> import os\n"
        ">>> os.chroot('.')\n"
        "Traceback (most recent call last):\n"
        "PermissionError: [Errno 1] Operation not permitted: '.'\n"
        ">>> [line.split()[1] for line in open('/proc/self/status') if line.startswith(('CapEff', 'CapPrm', 'CapBnd'))]\n"
        "['0000000000000000', '0000000000000000', '0000000000000000']\n"
    )
    assert run(code) == []


def test_a_worker_killed_leaves_no_directory_of_its_example() -> None:
    import glob
    import tempfile

    # its directory (and its cgroup) were left when the worker was killed: the keeper removes them
    with ExampleRunner(60) as runner:
        runner.start()
        failures: list = []
        thread = threading.Thread(target=lambda: failures.extend(runner.run(UNIT, example(">>> import time; time.sleep(60)\n"))))
        thread.start()
        pattern = os.path.join(tempfile.gettempdir(), f"pokerlaws-example-{runner._process.pid}-*")
        deadline = time.monotonic() + 20
        while not glob.glob(pattern) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert glob.glob(pattern), "the example's directory was not made"
        workers = [int(n) for n in Path(f"/proc/{runner._process.pid}/task/{runner._process.pid}/children").read_text().split()]
        os.kill(workers[0], signal.SIGKILL)
        thread.join(30)
        deadline = time.monotonic() + 5
        while glob.glob(pattern) and time.monotonic() < deadline:
            time.sleep(0.05)
    assert not glob.glob(pattern)
