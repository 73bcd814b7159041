#!/usr/bin/env python3
"""Benchmark: the Run buttons (issue 13) in Chromium, on the site as built, served from 127.0.0.1.

    .venv/bin/python scripts/bench_run.py [--site DIR] [--cold N] [--warm N]

Builds the site strictly into a temporary directory (or takes ``--site``, a
site built with the runtime), serves it on a free port, and prints:

- the size the runtime adds to the site: ``pyodide/`` (Pyodide's files, the
  engine's wheel and PyYAML) and the two scripts and the style sheet of the
  buttons, in MB, and as a share of the whole site;
- a cold Run: a fresh browser context (empty cache) loads ``/laws/1882/60/``,
  and the time from pressing Run on its first example to the verdict shown
  (Python started, the wheel unpacked, the example run), best and median of N;
- a second Run of the same example on that page, best and median of N.

Goals: a cold Run under 5 s, a second under 0.5 s. Chromium is Debian's
(/usr/bin/chromium), driven by Playwright.
"""

from __future__ import annotations

import functools
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGE = "laws/1882/60/"
ADDED = ("pyodide", "javascripts/run-examples.js", "javascripts/run-worker.mjs", "stylesheets/run.css")


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.is_dir() else path.stat().st_size


def _build(site: Path, url: str) -> None:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "SITE_URL": url}
    env.pop("POKERLAWS_NO_PYODIDE", None)
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(ROOT / "mkdocs.yml"), "-d", str(site)]
    subprocess.run(command, cwd=ROOT, env=env, check=True)


def _run_once(page, box) -> float:  # noqa: ANN001
    status = box.locator(".run-status")
    start = time.perf_counter()
    box.get_by_role("button", name="Run").click()
    page.wait_for_function("el => el.dataset.verdict", arg=status.element_handle(), timeout=120_000)
    seconds = time.perf_counter() - start
    if status.get_attribute("data-verdict") != "matches":
        raise SystemExit(f"bench_run.py: the example did not match in the browser: {status.text_content()}")
    return seconds


def main() -> None:
    from _venv import parser_of  # this folder is first on the path of a script

    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site built with the runtime (default: build one now)")
    parser.add_argument("--cold", type=int, default=3, help="cold Runs, each in a fresh context (default 3)")
    parser.add_argument("--warm", type=int, default=5, help="second Runs on the last page (default 5)")
    args = parser.parse_args()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # serve.py's set-up has no browser tests: check.py's has
        raise SystemExit("bench_run.py: Playwright is not installed in this Python: run python3 scripts/check.py once, or pip install playwright") from None

    with tempfile.TemporaryDirectory(prefix="bench-run-") as tmp:
        site = args.site or Path(tmp) / "site"
        server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        if args.site is None:
            start = time.perf_counter()
            _build(site, url)
            print(f"site built with the runtime in {time.perf_counter() - start:.0f} s")
        if not (site / "pyodide" / "runtime.json").is_file():
            raise SystemExit(f"bench_run.py: {site} was built without the runtime (see the build's line on Pyodide)")
        threading.Thread(target=server.serve_forever, daemon=True).start()
        added = sum(_size(site / rel) for rel in ADDED)
        whole = _size(site)
        print(f"added to the site: {added / 1e6:.1f} MB of {whole / 1e6:.1f} MB ({100 * added / whole:.0f} %); "
              f"pyodide/ alone {_size(site / 'pyodide') / 1e6:.1f} MB")  # fmt: skip
        cold: list[float] = []
        steps: list[dict] = []
        warm: list[float] = []
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path="/usr/bin/chromium",
                args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
            )  # fmt: skip
            for _ in range(args.cold):
                context = browser.new_context()
                page = context.new_page()
                page.goto(url + PAGE, wait_until="networkidle")
                box = page.locator(".worked-example").first
                cold.append(_run_once(page, box))
                steps.append(page.evaluate("window.pokerlawsRunTimings"))
                if len(cold) == args.cold:
                    warm = [_run_once(page, box) for _ in range(args.warm)]
                context.close()
            browser.close()
        server.shutdown()
    print(f"cold Run to the first output ({args.cold} fresh contexts): best {min(cold):.2f} s, median {statistics.median(cold):.2f} s (goal: under 5 s)")
    print("  of which, in the worker (ms from its start, each cold Run): " + "; ".join(", ".join(f"{k} {v}" for k, v in s.items()) for s in steps))
    print(f"second Run ({args.warm} runs): best {min(warm):.3f} s, median {statistics.median(warm):.3f} s (goal: under 0.5 s)")


if __name__ == "__main__":
    main()
