"""The site, built once per run as it is published, and served on 127.0.0.1.

The site is built with ``mkdocs build --strict`` in a subprocess, exactly as a
reader would build it, into a temporary directory: once for the run, by the
first xdist worker that needs it, and served by each worker on the same port.
Its ``site_url`` is the address of that port (chosen by the system), so that
Material's instant navigation and search work as they do when published.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from helpers import ROOT

SERVER = Path(__file__).with_name("site_server.py")


def mkdocs_env(**extra: str) -> dict[str, str]:
    """The environment for a build: no MkDocs 2 banner, the repository's own ``laws/``."""
    env = {k: v for k, v in os.environ.items() if k != "POKERLAWS_LAWS"}
    env["NO_MKDOCS_2_WARNING"] = "1"
    env.update(extra)
    return env


def run_mkdocs_build(site_dir: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` of this repository into *site_dir*."""
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(ROOT / "mkdocs.yml"), "-d", str(site_dir)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )


class SiteServer:
    """A process serving a site directory on 127.0.0.1 (``helpers/site_server.py``) until the test run ends.

    Its owner is the run: the xdist controller when this is a worker of one (the worker's parent),
    else this process. Every worker uses the one server, whichever started it.
    """

    def __init__(self, directory: str, port: int = 0) -> None:
        owner = os.getppid() if os.environ.get("PYTEST_XDIST_WORKER") else os.getpid()
        self.process = subprocess.Popen(
            [sys.executable, str(SERVER), directory, str(port), str(owner)],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True, start_new_session=True,
        )  # fmt: skip
        line = self.process.stdout.readline()
        if not line.strip().isdigit():
            self.close()
            raise RuntimeError(f"tests/helpers/site_server.py did not start (it printed {line!r})")
        self.port = int(line)
        self.process.stdout.close()
        self.process.wait(timeout=30)  # it forked the server and ended

    def close(self) -> None:
        """Stop it now (the build failed: nothing is to be served): the server's session, whole."""
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
        except (ProcessLookupError, PermissionError):
            pass


@dataclass
class BuiltSite:
    """The site built for this run.

    Attributes:
        root: the built site's directory.
        url: its address, ``http://127.0.0.1:PORT/``, served for the whole run.
        output: the build's stdout and stderr together.
        seconds: how long the build took.
    """

    root: Path
    url: str
    output: str
    seconds: float

    def html(self, rel: str) -> str:
        """The text of a built page, e.g. ``"laws/1882/71/index.html"``."""
        return (self.root / rel).read_text(encoding="utf-8")


def build_once(shared: Path, env: dict[str, str]) -> dict:
    """Build the site into *shared* unless another worker has; its facts.

    The first worker to take the lock starts the run's server on a port of the system's choosing,
    builds the site for that port (its ``site_url``) in the environment *env* (made before the
    build's thread starts: a test that sets a variable meanwhile does not reach the build), and
    writes the facts; the others read them. A failed build stops the server.
    """
    from filelock import FileLock

    facts_file = shared / "site.json"
    with FileLock(str(shared / "site.lock")):
        if facts_file.exists():
            return json.loads(facts_file.read_text(encoding="utf-8"))
        site_dir = shared / "site"
        server = SiteServer(str(site_dir))
        url = f"http://127.0.0.1:{server.port}/"
        start = time.monotonic()
        result = run_mkdocs_build(site_dir, {**env, "SITE_URL": url})
        facts = {
            "root": str(site_dir), "port": server.port, "url": url, "status": result.returncode,
            "output": result.stdout + result.stderr, "seconds": time.monotonic() - start,
        }  # fmt: skip
        if result.returncode != 0:
            server.close()
        facts_file.write_text(json.dumps(facts), encoding="utf-8")
        return facts


BUILD_FAILURE: list[str] = []
"""What a failed build of this run printed (the fixture ``site_build`` fills it; one test reports it)."""
