"""Bytecode compiled at build time for the reader's browser (pokerlaws.runtime.bytecode, issue 13).

The archives are proved under CPython here (the same code runs under Pyodide at build time),
and, where Node.js and the cached Pyodide are present, under Pyodide itself: in each case a
module's source is changed after it was compiled, so that the value imported says which was run.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from pokerlaws.runtime import bytecode, pyodide_runtime
from pokerlaws.runtime.bytecode import BytecodeUnavailable, compile_archives, compiled


def _zip(path: Path, files: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


def _altered(path: Path, name: str, text: str) -> None:
    """*path* with the entry *name* rewritten, all else as it was."""
    with zipfile.ZipFile(path) as archive:
        entries = [(info, archive.read(info)) for info in archive.infolist()]
    with zipfile.ZipFile(path, "w") as archive:
        for info, data in entries:
            archive.writestr(info, text if info.filename == name else data)


@pytest.fixture
def fresh_import(monkeypatch: pytest.MonkeyPatch):
    def load(entry: Path, module: str):
        monkeypatch.syspath_prepend(str(entry))
        importlib.invalidate_caches()
        monkeypatch.delitem(sys.modules, module, raising=False)
        try:
            return importlib.import_module(module)
        finally:
            sys.modules.pop(module, None)

    return load


def test_zipimport_layout_keeps_every_entry_and_its_bytecode_is_what_runs(tmp_path: Path, fresh_import) -> None:
    source = _zip(tmp_path / "lib.zip", {"probe_zip/__init__.py": "X = 1\n", "probe_zip/data.txt": "kept", "probe_zip/bad.py": "def (:\n"})
    out = tmp_path / "compiled.zip"
    assert compile_archives([str(source)], "zipimport", str(out), str(out)) == 1
    with zipfile.ZipFile(out) as archive:
        assert sorted(archive.namelist()) == ["probe_zip/__init__.py", "probe_zip/__init__.pyc", "probe_zip/bad.py", "probe_zip/data.txt"]
        assert archive.read("probe_zip/data.txt") == b"kept" and archive.read("probe_zip/bad.py") == b"def (:\n"
        header = archive.read("probe_zip/__init__.pyc")[:8]
    assert header == importlib.util.MAGIC_NUMBER + b"\x01\x00\x00\x00"  # hash-based, unchecked
    _altered(out, "probe_zip/__init__.py", "X = 2\n")
    module = fresh_import(out, "probe_zip")
    assert module.X == 1, "zipimport ran the source, not the bytecode beside it"
    assert module.__spec__.origin.startswith(str(out))


def test_pycache_layout_holds_only_bytecode_where_an_unpacked_source_finds_it(tmp_path: Path, fresh_import) -> None:
    wheel = _zip(tmp_path / "w.whl", {"probe_pkg/__init__.py": "", "probe_pkg/core.py": "X = 1\n", "probe_pkg-1.dist-info/RECORD": ""})
    yaml_zip = _zip(tmp_path / "y.zip", {"probe_y.py": "Y = 1\n"})
    out = tmp_path / "bytecode.zip"
    site = tmp_path / "site-packages"
    assert compile_archives([str(wheel), str(yaml_zip)], "pycache", str(site), str(out)) == 3
    tag = sys.implementation.cache_tag
    with zipfile.ZipFile(out) as archive:
        assert sorted(archive.namelist()) == sorted(
            [f"probe_pkg/__pycache__/__init__.{tag}.pyc", f"probe_pkg/__pycache__/core.{tag}.pyc", f"__pycache__/probe_y.{tag}.pyc"]
        )
    for archive in (wheel, yaml_zip, out):
        zipfile.ZipFile(archive).extractall(site)
    (site / "probe_pkg" / "core.py").write_text("X = 2\n")
    (site / "probe_y.py").write_text("Y = 2\n")
    assert fresh_import(site, "probe_pkg.core").X == 1
    assert fresh_import(site, "probe_y").Y == 1
    sys.modules.pop("probe_pkg", None)


def test_an_unknown_layout_and_a_file_that_is_not_a_zip_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown layout 'flat': one of zipimport, pycache"):
        compile_archives([], "flat", "", str(tmp_path / "o.zip"))
    (tmp_path / "not.zip").write_text("not a zip")
    with pytest.raises(BytecodeUnavailable, match="BadZipFile"):
        compiled(tmp_path, {"bytecode": ([tmp_path / "not.zip"], "pycache")}, tmp_path / "cache")


def _jobs(tmp_path: Path) -> dict:
    return {"bytecode": ([_zip(tmp_path / "w.whl", {"probe_pkg/core.py": "X = 1\n"})], "pycache")}


def test_without_node_it_says_so_and_a_cached_archive_needs_no_node(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "no-bin"))
    jobs, cache = _jobs(tmp_path), tmp_path / "cache"
    with pytest.raises(BytecodeUnavailable, match="^Node.js is not on PATH$"):
        compiled(tmp_path, jobs, cache)
    name = f"bytecode-{bytecode._digest(*jobs['bytecode'], tmp_path)}.zip"
    (cache / name).parent.mkdir(parents=True)
    (cache / name).write_bytes(b"compiled before")
    assert compiled(tmp_path, jobs, cache) == {"bytecode": cache / name}
    # another source is another digest: compiled again, not taken from the cache
    changed = {"bytecode": ([_zip(tmp_path / "w.whl", {"probe_pkg/core.py": "X = 3\n"})], "pycache")}
    with pytest.raises(BytecodeUnavailable, match="Node.js is not on PATH"):
        compiled(tmp_path, changed, cache)


def test_a_failing_node_is_said_in_a_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    node = bin_dir / "node"
    node.write_text("#!/bin/sh\necho 'Error: Cannot find module pyodide.mjs' >&2\nexit 3\n")
    node.chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))
    with pytest.raises(BytecodeUnavailable, match=r"^Node.js failed \(exit 3: Error: Cannot find module pyodide.mjs\)$"):
        compiled(tmp_path, _jobs(tmp_path), tmp_path / "cache")
    assert not list((tmp_path / "cache").glob("*.zip"))


def test_the_cache_keeps_the_newest_few(tmp_path: Path) -> None:
    for n in range(5):
        path = tmp_path / f"bytecode-{n}.zip"
        path.write_bytes(b"")
        os.utime(path, (n, n))
    (tmp_path / "stdlib-0.zip").write_bytes(b"")
    bytecode._prune(tmp_path, "bytecode", keep=3)
    assert sorted(p.name for p in tmp_path.glob("*.zip")) == ["bytecode-2.zip", "bytecode-3.zip", "bytecode-4.zip", "stdlib-0.zip"]


# --- under Pyodide itself --------------------------------------------------------------------

_CHECK = r"""
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, pycache, bytecode, zipped] = process.argv.slice(1);
try {
  const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
  const pyodide = await loadPyodide({ indexURL: runtime + "/", packages: [] });
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(readFileSync(pycache)), "zip", { extractDir: sitePackages });
  pyodide.unpackArchive(new Uint8Array(readFileSync(bytecode)), "zip", { extractDir: sitePackages });
  pyodide.FS.writeFile("/tmp/zipped.zip", readFileSync(zipped));
  console.log(JSON.stringify(pyodide.runPython(`
import importlib, json, sys
sys.path.insert(0, "/tmp/zipped.zip"); importlib.invalidate_caches()
import probe_pkg.core, probe_zip
json.dumps([probe_pkg.core.X, probe_zip.X])`)));
} catch (error) {  // its message alone: Node would print a line of the minified loader first
  console.error(String(error && error.message ? error.message : error).split("\n").filter(Boolean).slice(-1)[0]);
  process.exitCode = 1;
}
"""


@pytest.mark.slow  # everyday: the browser runs a worked example on the bytecode the session's build compiled (test_browser_run)
def test_pyodide_runs_the_bytecode_the_build_compiles(tmp_path: Path) -> None:
    node = shutil.which("node")
    try:
        runtime = pyodide_runtime.cached_runtime(fetch=False)
    except pyodide_runtime.RuntimeUnavailable as err:
        pytest.skip(f"no cached Pyodide: {err}")
    if node is None:
        pytest.skip("no Node.js on PATH")
    wheel = _zip(tmp_path / "w.whl", {"probe_pkg/__init__.py": "", "probe_pkg/core.py": "X = 1\n"})
    lib = _zip(tmp_path / "lib.zip", {"probe_zip/__init__.py": "X = 1\n"})
    made = compiled(runtime, {"bytecode": ([wheel], "pycache"), "stdlib": ([lib], "zipimport")}, tmp_path / "cache")
    with zipfile.ZipFile(made["bytecode"]) as archive:
        assert archive.namelist() == ["probe_pkg/__pycache__/__init__.cpython-314.pyc", "probe_pkg/__pycache__/core.cpython-314.pyc"]
    # the sources are changed; the bytecode says 1
    _altered(wheel, "probe_pkg/core.py", "X = 2\n")
    zipped = tmp_path / "zipped.zip"
    shutil.copy(made["stdlib"], zipped)
    _altered(zipped, "probe_zip/__init__.py", "X = 2\n")
    ran = subprocess.run(
        [node, "--input-type=module", "-e", _CHECK, str(runtime), str(wheel), str(made["bytecode"]), str(zipped)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    assert json.loads(json.loads(ran.stdout.strip().splitlines()[-1])) == [1, 1]
