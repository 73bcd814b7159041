#!/usr/bin/env python3
"""Screenshots of a law page in each view of its main text, at desktop and phone widths.

    .venv/bin/python scripts/view_screenshots.py [SITE_DIR] [--law 1882/60] [--out /tmp/views]

SITE_DIR is a built site (``mkdocs build -d SITE_DIR``; default ``site``). It is
served on 127.0.0.1 for the run and shot with Debian's Chromium through Playwright:
one PNG per view (``edited``, ``marked`` and each witness) and width (1280 and
390 px). The screenshots are for looking at, never committed.
"""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from playwright.sync_api import sync_playwright

WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def main() -> None:
    from _venv import parser_of  # this folder is first on the path of a script

    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("site", nargs="?", default="site", type=Path)
    parser.add_argument("--law", default="1882/60", help="the page under laws/, e.g. 1895/38")
    parser.add_argument("--out", default="/tmp/views", type=Path)
    options = parser.parse_args()
    options.out.mkdir(parents=True, exist_ok=True)
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(options.site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/laws/{options.law}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page()
        page.goto(url, wait_until="networkidle")
        views = page.eval_on_selector_all(".view-switch input", "inputs => inputs.map(i => i.value)")
        for name, (width, height) in WIDTHS.items():
            page.set_viewport_size({"width": width, "height": height})
            for view in views:
                page.goto(f"{url}?view={view}", wait_until="networkidle")
                target = options.out / f"{options.law.replace('/', '-')}-{view}-{name}.png"
                page.screenshot(path=str(target), full_page=False)
                print(target)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
