#!/usr/bin/env python3
"""Quick start 2: set up .venv and run the whole test suite.

    python3 scripts/check.py [pytest arguments]

The suite covers the engine, the laws (schema, readings, the lossless rebuild
of every witness, law <-> code links), every worked example in laws/, the
command line, `mkdocs build --strict`, and the built site in a headless
browser. The browser tests need Chromium: when it is missing and this runs as
root on Debian, it is installed with apt-get; otherwise those tests are
skipped with a message.
"""

from __future__ import annotations

import os
import shutil
import sys

from _venv import ensure, run, say

CHROMIUM = "/usr/bin/chromium"


def ensure_chromium() -> None:
    if os.path.exists(CHROMIUM):
        return
    if shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0:
        say("installing Chromium for the browser tests (apt-get install chromium)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run(["apt-get", "update", "-qq"], env=env)
        run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"], env=env)
    else:
        say(f"{CHROMIUM} is missing and cannot be installed here: the browser tests will be skipped")


def main() -> None:
    bin_dir = ensure("test")
    ensure_chromium()
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    args = sys.argv[1:]
    if not any(a in ("-n", "--numprocesses") or a.startswith(("-n", "--numprocesses=")) for a in args):
        # one worker per core, up to 4 (each builds the site once for its browser tests); an idle
        # worker takes tests queued for another, since a few (the axe sweep) take a minute each
        workers = max(1, min(4, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1))
        args = ["-n", str(workers), "--dist", "worksteal", *args]
    say(f"running the test suite ({' '.join(args)})")
    run([str(bin_dir / "python"), "-m", "pytest", *args])


if __name__ == "__main__":
    main()
