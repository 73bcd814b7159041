"""A law file saved broken under ``mkdocs serve`` (pokerlaws.site.live): said at once on every page, with
no full rebuild, and mended by the next save (the everyday tier; ``test_live.py`` builds whole sites)."""

from __future__ import annotations

import logging
from pathlib import Path
from types import SimpleNamespace

import pytest
from helpers.laws import copy_laws, edit


class _Plugin:
    """What a partial rebuild reads of the edition's plugin: its laws, the last good build's pages and figures."""

    def __init__(self, laws: Path) -> None:
        from pokerlaws.site import engine_figures

        self.laws_dir = laws
        self.figures_kept = (engine_figures.engine_digest(), {})
        self.error = None
        self.glossary: dict = {}
        self.pages = {"laws/1882/76.md": "the last good page"}


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("section:", "section: [", "invalid YAML"),  # not YAML
        ("number: 76", "number: seventy-six", "number"),  # a fault of the schema
    ],
)
def test_a_law_file_saved_broken_is_said_at_once_without_a_rebuild_and_mended_by_the_next_save(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, old: str, new: str, said: str
) -> None:
    """Finding: under serve.py a broken law file set off a full rebuild, which answered nothing for about
    20 s and warned of anchors. It is now said in one line (the banner's ``failed``), nothing is built, and
    the next save, which mends it, is taken by a partial rebuild against the last good pages."""
    from pokerlaws.site.live import BuildState, LiveRebuild, snapshot

    laws = copy_laws(tmp_path)
    law = laws / "1882" / "76.yaml"
    full: list[bool] = []
    rebuild = LiveRebuild(plugin=_Plugin(laws), full=lambda: full.append(True), roots=[laws], partial_roots=[laws])
    config = SimpleNamespace(docs_dir=str(tmp_path / "docs"), config_file_path=str(tmp_path / "mkdocs.yml"))
    state = BuildState(config=config, files=None, nav=None, env=None, seen=snapshot(laws))  # type: ignore[arg-type]
    rebuild.state = state
    line = edit(law, old, new)
    with caplog.at_level("WARNING"):
        rebuild.build()
    assert full == [], "a broken law file set off a full rebuild"
    assert rebuild.failed is not None and "76.yaml" in rebuild.failed and said in rebuild.failed and "\n" not in rebuild.failed
    assert f"line {line}" in rebuild.failed
    warned = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warned) == 1 and "76.yaml" in warned[0] and "anchor" not in warned[0]
    assert rebuild.state is state and state.seen != snapshot(laws)  # the next save is taken against the last good build

    edit(law, new, old)  # mended
    seen: list[set[str]] = []
    rebuild._rebuild = lambda state, changed: seen.append(changed) or "1 page built again"  # type: ignore[method-assign]
    rebuild.build()
    assert rebuild.failed is None and full == [] and seen == [{str(law)}]
