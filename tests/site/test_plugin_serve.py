"""Under ``mkdocs serve`` the plugin makes the first build strict, and only it (scripts/serve.py builds once).

The whole of serve.py, with its one build, is run in tests/site/test_serve.py; here the rule itself,
on the plugin's hooks, without a build.
"""

from __future__ import annotations

import logging

import pytest
from mkdocs.exceptions import Abort

from pokerlaws.site.live import FirstBuildWarnings
from pokerlaws.site.mkdocs_plugin import EditionPlugin

CONFIG = type("Config", (), {"site_dir": "/nonexistent", "use_directory_urls": True, "theme": type("Theme", (), {"custom_dir": None})()})()


def _counting() -> list[logging.Handler]:
    return [h for h in logging.getLogger("mkdocs").handlers if isinstance(h, FirstBuildWarnings)]


def _plugin(command: str) -> EditionPlugin:
    plugin = EditionPlugin()
    plugin.on_startup(command=command, dirty=False)
    return plugin


def test_a_warning_in_the_first_build_under_serve_stops_it_and_in_a_rebuild_does_not() -> None:
    plugin = _plugin("serve")
    logging.getLogger("mkdocs.plugins.mkdocstrings").warning("a cross-reference that resolves to nothing")
    logging.getLogger("mkdocs.structure.pages").error("and an error")
    with pytest.raises(Abort, match=r"^Aborted with 2 warnings in the first build under mkdocs serve, which is strict"):
        plugin.on_post_build(config=CONFIG)
    assert _counting() == []
    logging.getLogger("mkdocs.plugins.pokerlaws").warning("the edition is broken, still serving the last good pages")
    plugin.on_post_build(config=CONFIG)  # a rebuild: served with the warning, not stopped


def test_a_clean_first_build_is_served_and_counting_ends() -> None:
    plugin = _plugin("serve")
    logging.getLogger("mkdocs").info("Documentation built")
    plugin.on_post_build(config=CONFIG)
    assert _counting() == []


def test_mkdocs_build_is_left_to_its_own_strict_flag() -> None:
    plugin = _plugin("build")
    assert _counting() == []
    logging.getLogger("mkdocs.plugins.pokerlaws").warning("a warning")
    plugin.on_post_build(config=CONFIG)


def test_a_first_build_that_fails_ends_the_counting() -> None:
    plugin = _plugin("serve")
    assert len(_counting()) == 1
    plugin.on_build_error(error=RuntimeError("the build failed"))
    assert _counting() == []


def test_a_problem_the_edition_finds_is_said_as_it_is_named(tmp_path) -> None:
    """A mention of a unit that is none fails the build in one line that names the file and the line once
    (new-user review: ``laws: laws/1882/78.yaml, line 36: …``, the folder before the file's own name)."""
    import shutil

    from helpers import ROOT
    from helpers.site import mkdocs_env, run_mkdocs_build

    laws = tmp_path / "laws"
    shutil.copytree(ROOT / "laws", laws)
    unit = laws / "1882" / "78.yaml"
    assert "commentary: |\n" in unit.read_text(encoding="utf-8")
    unit.write_text(unit.read_text(encoding="utf-8").replace("commentary: |\n", "commentary: |\n  As 1882:99 says.\n\n", 1), encoding="utf-8")
    done = run_mkdocs_build(tmp_path / "site", mkdocs_env(POKERLAWS_LAWS=str(laws)))
    lines = [line for line in done.stderr.splitlines() if "1882:99" in line]
    assert done.returncode == 1 and len(lines) == 1, done.stderr[-2000:]
    assert "78.yaml, line " in lines[0] and "laws: " not in lines[0].split("78.yaml")[0].split("Error")[-1], lines[0]
