"""Bytecode for the reader's browser: Pyodide's standard library and the engine, compiled at build time.

The npm package ``pyodide`` ships its standard library as source only, so a
reader's browser compiled every module the interpreter imports, at every
start of the Run buttons' worker, in WebAssembly; that was most of a cold Run
(issue 13: the interpreter ready 4.3–5.1 s after the worker starts). So the
build compiles it once, in Pyodide itself (the only interpreter whose
bytecode Pyodide reads, run by Node.js, which is installed wherever the npm
that fetched Pyodide is), and the site ships:

- the standard library's zip with a ``.pyc`` beside each ``.py``
  (layout ``"zipimport"``: where ``zipimport`` looks for it);
- a zip of ``__pycache__/*.pyc`` for the engine's wheel and PyYAML (layout
  ``"pycache"``: where the import system looks beside an unpacked ``.py``).

The sources stay, so a traceback in the browser still shows its lines. Each
``.pyc`` is hash-based and unchecked (PEP 552): the source beside it is the
very text it was compiled from, so the browser need not read the source to
trust it. Compiled archives are kept in the cache, under a digest of their
inputs, so a build with the same inputs compiles nothing.

When Node.js is absent or the compiling fails, the build says so in one line
and the site runs the sources, only slower to start.

This module's functions that compile run under Pyodide as well as CPython,
so they import the standard library only.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import marshal
import os
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

LAYOUTS = ("zipimport", "pycache")
"""Where a ``.pyc`` goes: beside its ``.py`` in the zip (``"zipimport"``), or in ``__pycache__/`` (``"pycache"``)."""

COMPILE_SECONDS = 300.0
"""The most seconds Node.js is given to start Pyodide and compile every archive of one build."""

KEEP = 3
"""How many compiled archives of each name the cache keeps, the newest."""

UNCHECKED_HASH = 0b01
"""PEP 552's flags of a hash-based ``.pyc`` whose source is not checked."""


class BytecodeUnavailable(Exception):
    """The archives cannot be compiled here; the message says why, in a few words."""


def pyc(source: bytes, filename: str) -> bytes | None:
    """The ``.pyc`` of *source* for the running interpreter, hash-based and unchecked; None for a
    source that does not compile (the import system then compiles it, and says why, as usual).

    Args:
        source: a module's text, as bytes.
        filename: the path its code objects name (a traceback shows it).

    Examples:
        >>> import importlib.util, marshal
        >>> data = pyc(b"x = 6 * 7\\n", "/lib/answer.py")
        >>> data[:4] == importlib.util.MAGIC_NUMBER, data[4:8], data[8:16] == importlib.util.source_hash(b"x = 6 * 7\\n")
        (True, b'\\x01\\x00\\x00\\x00', True)
        >>> scope = {}; exec(marshal.loads(data[16:]), scope); scope["x"]
        42
        >>> pyc(b"def broken(:\\n", "/lib/broken.py") is None
        True
    """
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return importlib.util.MAGIC_NUMBER + UNCHECKED_HASH.to_bytes(4, "little") + importlib.util.source_hash(source) + marshal.dumps(code)


def _pyc_name(name: str, layout: str) -> str:
    if layout == "zipimport":
        return name + "c"
    return importlib.util.cache_from_source(name)


def compile_archives(inputs: list[str], layout: str, prefix: str, output: str) -> int:
    """Write to *output* a zip with the ``.pyc`` of every ``.py`` in the zips *inputs*; how many.

    Args:
        inputs: paths of zip files (a wheel is one).
        layout: one of [`LAYOUTS`][pokerlaws.runtime.bytecode.LAYOUTS]. Under ``"zipimport"``
            the output holds every entry of the inputs too (it replaces them); under
            ``"pycache"`` the ``.pyc`` files only, to be unpacked beside the inputs'.
        prefix: the directory the archive's names stand under in the running
            interpreter (the zip's own path on ``sys.path``, or ``site-packages``).
        output: the zip to write.

    Raises:
        ValueError: an unknown *layout*.
        zipfile.BadZipFile: an input is not a zip.
    """
    if layout not in LAYOUTS:
        raise ValueError(f"unknown layout {layout!r}: one of {', '.join(LAYOUTS)}")
    count = 0
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as out:
        for path in inputs:
            with zipfile.ZipFile(path) as archive:
                for info in archive.infolist():
                    data = archive.read(info)
                    if layout == "zipimport":
                        out.writestr(info, data, zipfile.ZIP_DEFLATED)
                    if not info.filename.endswith(".py"):
                        continue
                    code = pyc(data, f"{prefix}/{info.filename}")
                    if code is not None:
                        out.writestr(zipfile.ZipInfo(_pyc_name(info.filename, layout), info.date_time), code, zipfile.ZIP_DEFLATED)
                        count += 1
    return count


# Run by Node.js: start the Pyodide of argv[1], import this module from argv[2], compile each job
# of argv[3] (JSON: [{inputs, layout, output}]) with the paths of that Pyodide's own files system.
_NODE_SCRIPT = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, module, jobs] = process.argv.slice(1);
try {
  const { loadPyodide } = await import(pathToFileURL(runtime + "/pyodide.mjs").href);
  const pyodide = await loadPyodide({ indexURL: runtime + "/", packages: [] });
  pyodide.FS.mkdirTree("/build");
  pyodide.FS.writeFile("/build/pokerlaws_bytecode.py", readFileSync(module));
  pyodide.runPython("import sys; sys.path.insert(0, '/build'); import pokerlaws_bytecode, site");
  for (const [n, job] of JSON.parse(jobs).entries()) {
    const inputs = job.inputs.map((path, i) => {
      const name = `/build/${n}-${i}.zip`;
      pyodide.FS.writeFile(name, readFileSync(path));
      return name;
    });
    pyodide.globals.set("job", pyodide.toPy({ inputs, layout: job.layout, output: `/build/${n}.out` }));
    pyodide.runPython(`
prefix = [p for p in sys.path if p.endswith(".zip")][0] if job["layout"] == "zipimport" else site.getsitepackages()[0]
pokerlaws_bytecode.compile_archives(job["inputs"], job["layout"], prefix, job["output"])`);
    writeFileSync(job.output, pyodide.FS.readFile(`/build/${n}.out`));
  }
} catch (error) {  // its message alone: Node would print a line of the minified loader first
  console.error(String(error && error.message ? error.message : error).split("\n").filter(Boolean).slice(-1)[0]);
  process.exitCode = 1;
}
"""


def _digest(inputs: list[Path], layout: str, runtime: Path) -> str:
    digest = hashlib.sha256(f"{layout}\0{runtime.name}\0".encode())
    digest.update(Path(__file__).read_bytes())  # a change here compiles anew
    with_all = layout == "zipimport"  # else only the sources count: the output holds nothing else
    for path in inputs:
        with zipfile.ZipFile(path) as archive:
            for info in archive.infolist():
                if with_all or info.filename.endswith(".py"):
                    digest.update(f"{info.filename}\0{info.file_size}\0".encode())
                    digest.update(archive.read(info))
    return digest.hexdigest()[:20]


def compiled(runtime: Path, jobs: dict[str, tuple[list[Path], str]], cache: Path) -> dict[str, Path]:
    """The compiled archive of each job, from *cache* or compiled now by Pyodide under Node.js.

    Args:
        runtime: the directory of Pyodide's files (``pyodide.mjs`` and the rest).
        jobs: for each name (``"stdlib"``, ``"bytecode"``), its input zips and layout.
        cache: where compiled archives are kept, as ``<name>-<digest>.zip``.

    Returns:
        For each name, the compiled zip in *cache*.

    Raises:
        BytecodeUnavailable: no Node.js on PATH, or it failed or ran out of time
            ([`COMPILE_SECONDS`][pokerlaws.runtime.bytecode.COMPILE_SECONDS]), or an input is not a zip.
    """
    try:
        return _compiled(runtime, jobs, cache)
    except (OSError, zipfile.BadZipFile) as err:
        raise BytecodeUnavailable(f"{type(err).__name__}: {err}"[:200]) from None


def _compiled(runtime: Path, jobs: dict[str, tuple[list[Path], str]], cache: Path) -> dict[str, Path]:
    done = {name: cache / f"{name}-{_digest(inputs, layout, runtime)}.zip" for name, (inputs, layout) in jobs.items()}
    wanted = [name for name, path in done.items() if not path.is_file()]
    if not wanted:
        return done
    node = shutil.which("node")
    if node is None:
        raise BytecodeUnavailable("Node.js is not on PATH")
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="pokerlaws-bytecode-") as tmp:
        parts = {name: Path(tmp, f"{name}.zip") for name in wanted}
        spec = [{"inputs": [str(p) for p in jobs[name][0]], "layout": jobs[name][1], "output": str(parts[name])} for name in wanted]
        try:
            ran = subprocess.run(
                [node, "--input-type=module", "-e", _NODE_SCRIPT, str(runtime), __file__, json.dumps(spec)],
                capture_output=True, text=True, timeout=COMPILE_SECONDS, check=False,
            )  # fmt: skip
        except (OSError, subprocess.TimeoutExpired) as err:
            raise BytecodeUnavailable(f"Node.js did not finish ({type(err).__name__})") from None
        if ran.returncode != 0 or not all(p.is_file() for p in parts.values()):
            said = (ran.stderr.strip().splitlines() or ["no message"])[-1][:200]
            raise BytecodeUnavailable(f"Node.js failed (exit {ran.returncode}: {said})")
        for name in wanted:
            part = done[name].with_name(f".{done[name].name}.{os.getpid()}.part")  # a build beside this one has its own
            shutil.move(parts[name], part)
            os.replace(part, done[name])
            _prune(cache, name)
    return done


def _prune(cache: Path, name: str, keep: int = KEEP) -> None:
    # The newest few are kept, not one: a build beside this one may be about to copy its own.
    olds = sorted(cache.glob(f"{name}-*.zip"), key=_mtime, reverse=True)
    for old in olds[keep:]:
        old.unlink(missing_ok=True)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # pruned meanwhile by that other build
        return 0.0


__all__ = ["LAYOUTS", "BytecodeUnavailable", "compile_archives", "compiled", "pyc"]
