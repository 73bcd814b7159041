"""The figures the site computes from the engine alone, not from ``laws/``.

Three units' pages carry a section computed by the engine: the tables of all
2,598,960 hands under each code on the page of 1882:65
([all_hands][pokerlaws.site.all_hands]), and the chances of the standard
draws on the pages of foster:1 and 1895:38
([draw_tables][pokerlaws.site.draw_tables]), with two charts drawn by
matplotlib. Counting them is most of the work of rendering the site's pages
(numpy over every hand, twice; the charts), and none of it depends on what the
law files say. So the site's plugin has them made in a process of its own
([`start`][pokerlaws.site.engine_figures.start]), on the machine's other
core, while it renders the rest of the site, and takes them
([`Pending.result`][pokerlaws.site.engine_figures.Pending.result]) only
for the pages that show them, which it renders last. A rebuild under
``mkdocs serve`` reuses them as long as the engine's sources are unchanged
([`engine_digest`][pokerlaws.site.engine_figures.engine_digest]).

The process hands back plain data, JSON: Markdown lines and SVG text.

    python -m pokerlaws.site.engine_figures OUT.json
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pokerlaws.errors import Picklable
from pokerlaws.site import all_hands, draw_tables

SECTIONS: dict[str, Callable[[str], list[str]]] = {
    all_hands.UNIT: all_hands.render_all_hands_section,
    draw_tables.UNIT: draw_tables.render_draw_section,
    draw_tables.STRAIGHT_OR_FLUSH_UNIT: draw_tables.render_straight_or_flush_section,
}
"""The units whose page carries a section computed from the engine: id → function(page path) → Markdown lines."""

CHARTS = {all_hands.CHART_PATH: all_hands.UNIT, draw_tables.CHART_PATH: draw_tables.UNIT}
"""The charts: docs-relative path → the unit whose section shows it."""

TIME_LIMIT = 300.0
"""Seconds the process may take before it is given up (it takes a few on two cores)."""


class FiguresUnavailable(Picklable, RuntimeError):
    """The process that computes the figures failed or did not finish: why, in a line."""


@dataclass(frozen=True)
class Figures:
    """What the engine computes for the site.

    Attributes:
        sections: unit id → the Markdown lines of the section its page carries (see `SECTIONS`).
        files: docs-relative path → content of each file the sections show (the charts, SVG).
    """

    sections: dict[str, list[str]]
    files: dict[str, str]

    def section(self, unit_id: str) -> list[str]:
        """The lines of *unit_id*'s section, or none."""
        return self.sections.get(unit_id, [])


def _page(unit_id: str) -> str:
    source, number = unit_id.split(":")
    return f"laws/{source}/{number}.md"  # markup.unit_page_path, from the id alone


def compute() -> Figures:
    """Compute every figure in this process (a few seconds: numpy and matplotlib).

    Examples:
        >>> from pokerlaws.site.engine_figures import compute
        >>> figures = compute()  # doctest: +SKIP
        >>> sorted(figures.sections)  # doctest: +SKIP
        ['1882:65', '1895:38', 'foster:1']
    """
    sections = {unit_id: render(_page(unit_id)) for unit_id, render in SECTIONS.items()}
    files = {**all_hands.render_all_hands_files(), **draw_tables.render_draw_files()}
    return Figures(sections, files)


class Pending:
    """The figures being computed by a process of their own: [`result`][pokerlaws.site.engine_figures.Pending.result] waits for them."""

    def __init__(self) -> None:
        self._out = tempfile.NamedTemporaryFile(prefix="pokerlaws-figures-", suffix=".json", delete=False)  # noqa: SIM115
        self._out.close()
        package_root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")])))
        self._process = subprocess.Popen(
            [sys.executable, "-m", "pokerlaws.site.engine_figures", self._out.name],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=env,
        )
        self._figures: Figures | None = None

    def result(self) -> Figures:
        """The figures, once the process has made them.

        Raises:
            FiguresUnavailable: the process failed (its last line of error says why) or took more
                than [`TIME_LIMIT`][pokerlaws.site.engine_figures.TIME_LIMIT] seconds.
        """
        if self._figures is not None:
            return self._figures
        try:
            _, err = self._process.communicate(timeout=TIME_LIMIT)
        except subprocess.TimeoutExpired:
            self.cancel()
            raise FiguresUnavailable(f"the engine's figures were not computed within {TIME_LIMIT:g} seconds") from None
        try:
            if self._process.returncode != 0:
                last = (err or b"").decode("utf-8", "replace").strip().splitlines()[-1:] or ["no message"]
                raise FiguresUnavailable(f"the engine's figures could not be computed (exit {self._process.returncode}): {last[0][:300]}")
            data = json.loads(Path(self._out.name).read_text(encoding="utf-8"))
            self._figures = Figures(
                {str(k): [str(line) for line in v] for k, v in data["sections"].items()},
                {str(k): str(v) for k, v in data["files"].items()},
            )
        except (OSError, ValueError, KeyError, AttributeError) as err:
            raise FiguresUnavailable(f"the engine's figures came back unreadable ({type(err).__name__}: {err})") from None
        finally:
            Path(self._out.name).unlink(missing_ok=True)
        return self._figures

    def cancel(self) -> None:
        """Stop the process if it still runs, and remove its output."""
        if self._process.poll() is None:
            self._process.kill()
        self._process.communicate()
        Path(self._out.name).unlink(missing_ok=True)


def start() -> Pending:
    """Have the figures computed by a process of their own, from now on."""
    return Pending()


def engine_digest() -> str:
    """A digest of the engine's sources (names, sizes and times of change of the package's ``.py``
    files): the figures stay valid while it is unchanged."""
    package = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        stat = path.stat()
        digest.update(f"{path.relative_to(package)}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def main(argv: list[str] | None = None) -> int:
    """``python -m pokerlaws.site.engine_figures OUT.json``: compute the figures, write them as JSON."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m pokerlaws.site.engine_figures OUT.json", file=sys.stderr)
        return 2
    figures = compute()
    Path(args[0]).write_text(json.dumps({"sections": figures.sections, "files": figures.files}), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
