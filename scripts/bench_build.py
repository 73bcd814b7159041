#!/usr/bin/env python3
"""Time the site's build as a reader and an editor meet it, against the goals of issue 26.

    python3 scripts/bench_build.py [--runs N] [--no-clone]

On its first run it sets up .venv with the `docs` extra, as `scripts/serve.py`
does, and then runs itself there. It measures, in one run, each as wall-clock
seconds of whole processes, the best and the median of N runs (default 3):

(a) a strict build as it is published, with the PDF of the page for print
    (`POKERLAWS_PDF=1 mkdocs build --strict`), in a fresh process;
(b) a strict build without the PDF (`mkdocs build --strict`), in a fresh
    process: the goal is at most 10 s on two cores;
(c) under `mkdocs serve`, a word changed in one law file, from the save to
    the served page holding the new word (what an editor waits for; the
    server's own line says how long the rebuild took): the goal is at most 3 s;
(d) from a fresh clone of this repository (`git clone`, no .venv), the time
    from `python3 scripts/serve.py` to its first answer on
    http://127.0.0.1:PORT/, with Pyodide already in the cache
    (~/.cache/pokerlaws/pyodide) and pip's cache as this machine has it: the
    goal is at most 45 s. `--no-clone` leaves it out.

The machine, its load average before and after, and the date are printed:
these are figures of one machine at one time, which other work on it moves.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _venv import ROOT, VENV, ensure, parser_of  # noqa: E402

GOALS = {"build": 10.0, "rebuild": 3.0, "clone": 45.0}
"""Seconds: a strict build without the PDF, a saved law file on screen, a fresh clone's first answer."""

LAW = "1882/78.yaml"
WORDS = ("No finality by implication", "No finality by plain implication")
"""The law file edited under serve, and the two readings of its commentary that alternate."""


def main() -> None:
    parser = parser_of(__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=runs, default=3, help=f"runs of each timing, 1 to {MAX_RUNS}; the best and the median are printed (default 3)")
    parser.add_argument("--no-clone", action="store_true", help="do not time serve.py from a fresh clone")
    args = parser.parse_args()
    bin_dir = ensure("docs")
    if Path(sys.prefix).resolve() != VENV.resolve():
        python = str(bin_dir / "python")
        os.execv(python, [python, __file__, *sys.argv[1:]])
    Bench(args).run()


MAX_RUNS = 20
"""The most runs of each timing: each run of (d) is a fresh clone served, about 40 s."""


def runs(text: str) -> int:
    """The number of runs given on the command line, from 1 to MAX_RUNS, for argparse."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:40]!r}") from None
    if not 1 <= number <= MAX_RUNS:
        raise argparse.ArgumentTypeError(f"{number} is not from 1 to {MAX_RUNS}")
    return number


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f}, {five:.2f}, {fifteen:.2f} (1, 5, 15 min) on {os.cpu_count()} CPUs"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fetch(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return answer.read().decode("utf-8", "replace")
    except OSError:
        return None


def wait_for(url: str, process: subprocess.Popen, limit: float, holding: str | None = None) -> float:
    """Seconds until *url* answers (holding *holding*, if given); fails when *process* ends or after *limit*."""
    start = time.monotonic()
    while time.monotonic() - start < limit:
        page = fetch(url)
        if page is not None and (holding is None or holding in page):
            return time.monotonic() - start
        if process.poll() is not None:
            raise SystemExit(f"bench_build.py: the server ended (exit {process.returncode}) before {url} answered")
        time.sleep(0.02)
    raise SystemExit(f"bench_build.py: {url} did not answer{' with ' + repr(holding) if holding else ''} within {limit:g} s")


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class Bench:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.figures: dict[str, list[float]] = {}
        self.env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
        self.env.pop("POKERLAWS_PDF", None)
        self.env.pop("POKERLAWS_LAWS", None)

    def run(self) -> None:
        now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("model name")), "unknown CPU") if Path("/proc/cpuinfo").exists() else "unknown CPU"
        print(f"bench_build.py, {now}")
        print(f"machine: {cpu}, {os.cpu_count()} CPUs, {platform.system()} {platform.release()}, Python {platform.python_version()}")
        print(f"load average at the start: {load()}")
        print(f"times: wall-clock seconds of whole processes, best and median of {self.args.runs} runs")
        print()
        self.build("(a) a strict build as published, with the PDF", {"POKERLAWS_PDF": "1"}, "published")
        self.build("(b) a strict build without the PDF", {}, "build")
        self.rebuild()
        if not self.args.no_clone:
            self.clone()
        print()
        print("against the goals of issue 26")
        for key, label in (("build", "a strict build without the PDF"), ("rebuild", "a saved law file on screen under serve"), ("clone", "serve.py from a fresh clone to its first answer")):
            if key in self.figures:
                median = statistics.median(self.figures[key])
                verdict = "met" if median <= GOALS[key] else "NOT MET"
                print(f"  {label}: median {median:.1f} s, goal {GOALS[key]:g} s: {verdict}")
        print()
        print(f"load average at the end: {load()}")

    def row(self, label: str, times: list[float], key: str) -> None:
        self.figures[key] = times
        goal = f"   goal {GOALS[key]:g} s" if key in GOALS else ""
        print(f"  {label:<58} best {min(times):6.1f} s   median {statistics.median(times):6.1f} s{goal}")

    def build(self, label: str, extra: dict[str, str], key: str) -> None:
        times = []
        for _ in range(self.args.runs):
            with tempfile.TemporaryDirectory() as site:
                start = time.monotonic()
                result = subprocess.run(
                    [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(ROOT / "mkdocs.yml"), "-d", site],
                    cwd=ROOT, env={**self.env, **extra}, capture_output=True, text=True,
                )
                times.append(time.monotonic() - start)
            if result.returncode != 0:
                raise SystemExit(f"bench_build.py: the build failed (exit {result.returncode}):\n{result.stderr[-2000:]}")
        self.row(label, times, key)

    def rebuild(self) -> None:
        with tempfile.TemporaryDirectory() as tmp:
            laws = Path(tmp) / "laws"
            shutil.copytree(ROOT / "laws", laws)
            port = free_port()
            log = open(Path(tmp) / "serve.log", "w+", encoding="utf-8")  # noqa: SIM115 - read at the end
            server = subprocess.Popen(
                [sys.executable, "-m", "mkdocs", "serve", "-f", str(ROOT / "mkdocs.yml"), "--dev-addr", f"127.0.0.1:{port}"],
                cwd=ROOT, env={**self.env, "POKERLAWS_LAWS": str(laws)}, stdout=log, stderr=subprocess.STDOUT,
            )
            try:
                page = f"http://127.0.0.1:{port}/laws/{LAW.removesuffix('.yaml')}/"
                wait_for(page, server, 600)
                times = []
                law = laws / LAW
                for run in range(self.args.runs):
                    old, new = WORDS if run % 2 == 0 else WORDS[::-1]
                    time.sleep(1.5)  # the watcher's last poll well past, as for an editor's save
                    text = law.read_text(encoding="utf-8")
                    law.write_text(text.replace(old, new, 1), encoding="utf-8")
                    times.append(wait_for(page, server, 120, holding=new))
            finally:
                stop(server)
                log.seek(0)
                said = [line.split("-  ", 1)[-1] for line in log.read().splitlines() if "built again in" in line]
                log.close()
        self.row("(c) under serve: a saved law file, until its page shows it", times, "rebuild")
        for line in said:
            print(f"      the server: {line}")

    def clone(self) -> None:
        with tempfile.TemporaryDirectory() as tmp:
            clone = Path(tmp) / "clone"
            subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
            base = getattr(sys, "_base_executable", None) or shutil.which("python3") or sys.executable
            port = free_port()
            env = {k: v for k, v in self.env.items() if k not in ("VIRTUAL_ENV", "PYTHONHOME")}
            log = open(Path(tmp) / "serve.log", "w+", encoding="utf-8")  # noqa: SIM115
            server = subprocess.Popen([base, "scripts/serve.py", "--port", str(port)], cwd=clone, env=env, stdout=log, stderr=subprocess.STDOUT)
            try:
                seconds = wait_for(f"http://127.0.0.1:{port}/", server, 1200)
            finally:
                stop(server)
                log.close()
        self.row("(d) serve.py from a fresh clone, to its first answer", [seconds], "clone")


if __name__ == "__main__":
    main()
