"""The cache of Pyodide and what the build puts into the site (pokerlaws.runtime.pyodide_runtime).

The strict build without the runtime, when the cache is empty and npm cannot
fill it, is checked in tests/test_cli.py (``serve.py`` builds so, once, and
serves); the runtime in the site and in a browser, in tests/test_browser_run.py.
"""

from __future__ import annotations

import io
import json
import re
import tarfile
import zipfile
from pathlib import Path

import pytest
from helpers import ROOT

from pokerlaws.runtime import pyodide_runtime
from pokerlaws.runtime.pyodide_runtime import FILES, RuntimeUnavailable, cached_runtime


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(pyodide_runtime.CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


def _tarball(path: Path, names: tuple[str, ...] = FILES) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(path, "w:gz") as archive:
        for name in names:
            data = f"not really {name}".encode()
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return path


def test_no_tarball_and_no_npm_is_said_in_a_few_words(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pyodide_runtime.shutil, "which", lambda _name: None)
    with pytest.raises(RuntimeUnavailable, match="^npm is not on PATH$"):
        cached_runtime()
    with pytest.raises(RuntimeUnavailable, match=r"pyodide-314\.0\.8\.tgz is absent$"):
        cached_runtime(fetch=False)


def test_a_tarball_that_is_not_the_pinned_one_is_refused_and_removed(cache: Path) -> None:
    tarball = _tarball(cache / f"pyodide-{pyodide_runtime.VERSION}.tgz")
    with pytest.raises(RuntimeUnavailable, match="is not the pinned package"):
        cached_runtime(fetch=False)
    assert not tarball.exists()  # the next build fetches it again
    assert not (cache / f"pyodide-{pyodide_runtime.VERSION}").exists()


def test_the_pinned_tarball_is_unpacked_once_and_a_damaged_unpacking_again(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tarball = _tarball(cache / f"pyodide-{pyodide_runtime.VERSION}.tgz")
    monkeypatch.setattr(pyodide_runtime, "INTEGRITY", pyodide_runtime._integrity(tarball))
    runtime = cached_runtime(fetch=False)
    assert sorted(p.name for p in runtime.iterdir()) == sorted([*FILES, ".integrity"])
    assert (runtime / "pyodide.mjs").read_text() == "not really pyodide.mjs"
    tarball.unlink()  # the unpacked files are enough from now on
    assert cached_runtime(fetch=False) == runtime
    (runtime / "python_stdlib.zip").unlink()
    with pytest.raises(RuntimeUnavailable, match="absent"):
        cached_runtime(fetch=False)  # damaged, and nothing to unpack it again from


def test_a_tarball_without_a_needed_file_is_refused(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tarball = _tarball(cache / f"pyodide-{pyodide_runtime.VERSION}.tgz", FILES[:-1])
    monkeypatch.setattr(pyodide_runtime, "INTEGRITY", pyodide_runtime._integrity(tarball))
    with pytest.raises(RuntimeUnavailable, match=f"has no package/{FILES[-1]}"):
        cached_runtime(fetch=False)
    assert not (cache / f"pyodide-{pyodide_runtime.VERSION}").exists()


def test_the_site_gets_the_runtime_the_wheel_and_a_manifest(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tarball = _tarball(cache / f"pyodide-{pyodide_runtime.VERSION}.tgz")
    monkeypatch.setattr(pyodide_runtime, "INTEGRITY", pyodide_runtime._integrity(tarball))
    wheel = tmp_path / "pokerlaws-0.1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("pokerlaws/__init__.py", "")
    monkeypatch.setattr(pyodide_runtime, "_engine_wheel", lambda project, directory: wheel)
    prepared = pyodide_runtime.prepare(tmp_path, tmp_path / "work")
    said = prepared.install(tmp_path / "site", 7.5)
    site = tmp_path / "site" / "pyodide"
    # the fake tarball's standard library is no zip, so the reason is that, not the missing Node.js
    assert re.match(
        rf"the Run buttons run Pyodide {re.escape(pyodide_runtime.VERSION)} and {re.escape(wheel.name)}, "
        r"as source \(bytecode not compiled: BadZipFile: [^;]+; slower to start\), from pyodide/ "
        r"\(a first Run downloads 0.0 MB, 0.0 MB compressed: (br, )?gzip copies beside the files\)$",
        said,
    ), said
    manifest = json.loads((site / "runtime.json").read_text())
    assert manifest["seconds"] == 7.5 and manifest["pyodide"] == pyodide_runtime.VERSION
    assert manifest["stdlib"] == "python_stdlib.zip"
    assert [a["format"] for a in manifest["archives"]] == ["wheel", "zip"]
    for archive in manifest["archives"]:
        assert (site / archive["file"]).is_file()
    assert all((site / name).is_file() for name in FILES)
    # each file a first Run loads has its compressed copies beside it, and the manifest their sizes
    loaded = [*pyodide_runtime.LOADED, manifest["stdlib"], *(a["file"] for a in manifest["archives"])]
    assert all((site / f"{name}.gz").is_file() for name in loaded)
    assert manifest["download"]["identity"] == sum((site / name).stat().st_size for name in loaded)
    with zipfile.ZipFile(site / manifest["archives"][1]["file"]) as pyyaml:
        names = pyyaml.namelist()
    assert "yaml/__init__.py" in names and not [n for n in names if not n.endswith(".py")]


def test_with_bytecode_the_site_ships_the_compiled_standard_library_instead(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tarball = _tarball(cache / f"pyodide-{pyodide_runtime.VERSION}.tgz")
    monkeypatch.setattr(pyodide_runtime, "INTEGRITY", pyodide_runtime._integrity(tarball))
    wheel = tmp_path / "pokerlaws-0.1.0-py3-none-any.whl"
    wheel.write_bytes(b"the wheel")
    monkeypatch.setattr(pyodide_runtime, "_engine_wheel", lambda project, directory: wheel)
    asked = {}

    def compiled(runtime, jobs, where):
        asked.update(jobs)
        where.mkdir(parents=True)
        (where / "s.zip").write_bytes(b"stdlib with bytecode")
        (where / "b.zip").write_bytes(b"engine bytecode")
        return {"stdlib": where / "s.zip", "bytecode": where / "b.zip"}

    monkeypatch.setattr(pyodide_runtime.bytecode, "compiled", compiled)
    prepared = pyodide_runtime.prepare(tmp_path, tmp_path / "work")
    runtime = cache / f"pyodide-{pyodide_runtime.VERSION}"
    assert asked == {"stdlib": ([runtime / "python_stdlib.zip"], "zipimport"), "bytecode": ([wheel, prepared.archives[1]], "pycache")}
    said = prepared.install(tmp_path / "site", 7.5)
    assert ", compiled to bytecode, from pyodide/" in said
    site = tmp_path / "site" / "pyodide"
    manifest = json.loads((site / "runtime.json").read_text())
    assert manifest["stdlib"] == pyodide_runtime.COMPILED_STDLIB
    assert (site / manifest["stdlib"]).read_bytes() == b"stdlib with bytecode"
    assert not (site / "python_stdlib.zip").exists()  # not shipped twice
    assert [a["file"] for a in manifest["archives"]][-1] == f"wheels/{pyodide_runtime.BYTECODE}"
    assert (site / "wheels" / pyodide_runtime.BYTECODE).read_bytes() == b"engine bytecode"


def test_a_project_without_pyproject_has_no_wheel(tmp_path: Path) -> None:
    with pytest.raises(RuntimeUnavailable, match="has no pyproject.toml"):
        pyodide_runtime._engine_wheel(tmp_path, tmp_path)


def test_the_runtime_is_left_out_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(pyodide_runtime.SKIP_ENV, raising=False)
    assert pyodide_runtime.skipped() is None
    monkeypatch.setenv(pyodide_runtime.SKIP_ENV, "1")
    assert pyodide_runtime.skipped() == "no Run buttons in this build: skipped, as $POKERLAWS_NO_PYODIDE is set"


def test_without_jsonschema_only_the_shipped_laws_go_unvalidated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # the browser's Python has no jsonschema: the laws the wheel carries (validated when the site
    # was built from them) load; anything else is refused, saying why
    from pokerlaws.edition import yamlfiles
    from pokerlaws.edition.errors import LawFileError

    monkeypatch.setattr(yamlfiles, "jsonschema", None)
    schema = ROOT / "src/pokerlaws/edition/record.schema.json"
    shipped = yamlfiles.SHIPPED_LAWS / "1882" / "60.yaml"
    assert yamlfiles.validate({"not": "checked"}, schema, shipped, {}) is None
    with pytest.raises(LawFileError, match="cannot be checked against its schema here: the library jsonschema is not installed"):
        yamlfiles.validate({"seats": []}, schema, tmp_path / "record.yaml", {})
