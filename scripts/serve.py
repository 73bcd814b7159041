#!/usr/bin/env python3
"""Quick start 1: set up .venv, build the site strictly, and serve it at http://127.0.0.1:8000/.

    python3 scripts/serve.py [--port 8000] [--build-only]

The site is first built with `mkdocs build --strict` (a broken law file stops
it with one line naming the file and line), then served with live reload:
edit laws/*.yaml and the page reloads; if an edit breaks the edition, the
last good pages stay up with the error at the top of each.
"""

from __future__ import annotations

import argparse
import os

from _venv import ROOT, ensure, run, say


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1 (default 8000)")
    parser.add_argument("--build-only", action="store_true", help="build into site/ and stop")
    args = parser.parse_args()

    bin_dir = ensure("docs")
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    address = f"127.0.0.1:{args.port}"
    # a public address given by the caller is kept, so that pages cite it
    os.environ.setdefault("SITE_URL", f"http://{address}/")
    mkdocs = str(bin_dir / "mkdocs")
    say("building the site into site/ (mkdocs build --strict)")
    run([mkdocs, "build", "--strict", "--site-dir", str(ROOT / "site")])
    if args.build_only:
        return
    say(f"serving the site at http://{address}/ (Ctrl-C to stop)")
    try:
        run([mkdocs, "serve", "--dev-addr", address])
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
