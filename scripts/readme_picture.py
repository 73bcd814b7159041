#!/usr/bin/env python3
"""The picture of a law page at the top of the README: ``docs/images/law-page.png``, made with Chromium.

    .venv/bin/python scripts/readme_picture.py [SITE_DIR] [--law 1895/38] [--out docs/images/law-page.png]

SITE_DIR is a built site (``python3 scripts/serve.py --build-only`` writes ``site``; default
``site``). It is served on 127.0.0.1 for the run, and the law page is shot with Debian's
Chromium through Playwright in the light scheme at 1280 by 820 pixels, in the view *Edited,
emendations marked*, with the legend of the marks. Run it again when the law page's look
changes, and commit the PNG.
"""

from __future__ import annotations

import functools
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from _venv import parser_of  # noqa: E402  (the scripts' parser: a value option taken once)

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


def main() -> None:
    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("site", nargs="?", default=ROOT / "site", type=Path)
    parser.add_argument("--law", default="1895/38", help="the page under laws/, e.g. 1882/60")
    parser.add_argument("--out", default=ROOT / "docs" / "images" / "law-page.png", type=Path)
    options = parser.parse_args()
    if not (options.site / "laws" / options.law / "index.html").is_file():
        sys.exit(f"readme_picture.py: {options.site}/laws/{options.law}/index.html is missing: build the site first (python3 scripts/serve.py --build-only)")
    from playwright.sync_api import sync_playwright

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(options.site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/laws/{options.law}/?view=marked"
    options.out.parent.mkdir(parents=True, exist_ok=True)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 820}, color_scheme="light")
            page.goto(url, wait_until="networkidle")
            page.locator(".emendation-legend").wait_for(state="visible")
            page.screenshot(path=str(options.out))
            browser.close()
    finally:
        server.shutdown()
    print(f"readme_picture.py: {options.out} ({options.out.stat().st_size:,} bytes) from {url}")


if __name__ == "__main__":
    main()
