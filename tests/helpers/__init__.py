"""Helpers shared by the tests: plain modules, imported as ``helpers.NAME``; no test lives here.

Test files import from here and never from one another, so that a test file can be
moved, split or removed without breaking another:

- ``helpers.site``: the site built once per run, and the process that serves it;
- ``helpers.site_server``: that process (a script);
- ``helpers.browser``: Chromium through Playwright, waiting for Material, axe-core;
- ``helpers.axe_sweep``: axe-core over many pages, a style checked once;
- ``helpers.laws``: a private copy of ``laws/`` to break, and the error it must give;
- ``helpers.cli``: the ``pokerlaws`` command, in this process or as a process of its own;
- ``helpers.cite_trees``: the fixture trees of ``pokerlaws cite-check``;
- ``helpers.bad_input``: the bad-input campaign's table of kinds and its verdicts;
- ``helpers.quotations``: whether a phrase the editor quotes is words of a unit.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The checkout: the directory of ``pyproject.toml``."""

RECORDS = ROOT / "docs" / "records"
"""The records of play that the site shows and the tests judge."""
