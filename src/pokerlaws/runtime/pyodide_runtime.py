"""The Python that runs the worked examples in the reader's browser: Pyodide, self-hosted.

The site's Run buttons and its *Try it* page run the engine in the reader's
browser, in a web worker, with the very package CI tests. Nothing comes from
another host: at build time

1. the npm package ``pyodide`` at [`VERSION`][pokerlaws.runtime.pyodide_runtime.VERSION]
   is fetched once with ``npm pack`` into a cache outside the repository
   ([`cache_dir`][pokerlaws.runtime.pyodide_runtime.cache_dir]), checked
   against its pinned [`INTEGRITY`][pokerlaws.runtime.pyodide_runtime.INTEGRITY]
   and unpacked there ([`cached_runtime`][pokerlaws.runtime.pyodide_runtime.cached_runtime]);
2. its core files are copied into the built site under ``pyodide/``, beside a
   wheel of this package, built from the checkout the site is built from, and
   the pure-Python part of PyYAML, for the records pasted into *Try it*
   ([`prepare`][pokerlaws.runtime.pyodide_runtime.prepare], [`SiteRuntime.install`][pokerlaws.runtime.pyodide_runtime.SiteRuntime.install]);
   the standard library and these two are compiled to bytecode first, where
   Node.js can run Pyodide to do it, since compiling them in the reader's
   browser was most of a cold Run ([bytecode][pokerlaws.runtime.bytecode]);
3. ``pyodide/runtime.json`` names them, for the worker to load.

When the package can be neither found in the cache nor fetched (no npm, no
network), the build says so in one line and the site is built without the Run
buttons: the plugin leaves out the script that makes them.

The cache is filled by hand, for a machine with no network, by putting the
tarball that ``npm pack pyodide@VERSION`` writes (``pyodide-VERSION.tgz``) into
[`cache_dir`][pokerlaws.runtime.pyodide_runtime.cache_dir]: it is checked
against the pin like a fetched one.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass, replace
from importlib import metadata
from pathlib import Path

from pokerlaws.errors import Picklable
from pokerlaws.runtime import bytecode, compressed

VERSION = "314.0.8"
"""The npm package ``pyodide`` the site runs (Python 3.14); pinned, with its integrity."""

INTEGRITY = "sha512-74Wq1kXOC+CCEzAfxuRAO701nAcCMLjf8NrwvWpu8S41dVMXwXmLQ05dYB+F4e46AdnGo0oq7YHSVUpHsoarLQ=="
"""The registry's ``dist.integrity`` of ``pyodide@VERSION`` (``npm view pyodide@VERSION dist.integrity``)."""

FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json", "package.json")
"""The files of the package the site needs: the loader, the interpreter, the standard library,
the lock file the loader reads, and ``package.json`` (which names its licence, MPL-2.0)."""

CACHE_ENV = "POKERLAWS_PYODIDE_CACHE"
"""Names the cache directory, instead of the user's cache (``~/.cache/pokerlaws/pyodide``)."""

SKIP_ENV = "POKERLAWS_NO_PYODIDE"
"""When set, the site is built without the runtime, and so without the Run buttons."""

SITE_DIR = "pyodide"
"""Where in the built site the runtime goes."""

STDLIB = "python_stdlib.zip"
"""Pyodide's standard library, as source."""

COMPILED_STDLIB = "python_stdlib-bytecode.zip"
"""The standard library with its bytecode, which the site ships instead when it was compiled."""

BYTECODE = f"bytecode-pyodide-{VERSION}.zip"
"""The ``__pycache__`` of the engine's wheel and PyYAML, unpacked after them."""

MANIFEST = "runtime.json"

LOADED = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
"""Pyodide's files that a first Run loads, besides the standard library and the archives."""
"""The file in [`SITE_DIR`][pokerlaws.runtime.pyodide_runtime.SITE_DIR] that names what the worker loads."""

FETCH_SECONDS = 300.0
"""The most seconds ``npm pack`` is given to fetch the package."""


class RuntimeUnavailable(Picklable, Exception):
    """Pyodide is neither in the cache nor to be fetched; the message says why, in a few words."""


def cache_dir() -> Path:
    """The directory that holds the fetched package: ``$POKERLAWS_PYODIDE_CACHE``, else the user's cache.

    Examples:
        >>> import os
        >>> os.environ[CACHE_ENV] = "/tmp/pyodide-cache"
        >>> cache_dir()
        PosixPath('/tmp/pyodide-cache')
        >>> del os.environ[CACHE_ENV]
        >>> cache_dir().parts[-2:]
        ('pokerlaws', 'pyodide')
    """
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    import platformdirs

    return platformdirs.user_cache_path("pokerlaws") / "pyodide"


def _integrity(path: Path) -> str:
    digest = hashlib.sha512()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return "sha512-" + base64.b64encode(digest.digest()).decode("ascii")


def _fetch(tarball: Path) -> None:
    """``npm pack pyodide@VERSION`` into the cache."""
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeUnavailable("npm is not on PATH")
    with tempfile.TemporaryDirectory(prefix="pokerlaws-npm-") as tmp:
        try:
            done = subprocess.run(
                [npm, "pack", f"pyodide@{VERSION}", "--pack-destination", tmp, "--loglevel", "error"],
                capture_output=True, text=True, timeout=FETCH_SECONDS, check=False,
            )  # fmt: skip
        except (OSError, subprocess.TimeoutExpired) as err:
            raise RuntimeUnavailable(f"npm pack failed ({type(err).__name__})") from None
        packed = Path(tmp, tarball.name)
        if done.returncode != 0 or not packed.is_file():
            raise RuntimeUnavailable(f"npm pack failed (exit {done.returncode}: {_npm_reason(done.stderr)})")
        tarball.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(packed, tarball.with_suffix(".part"))
        os.replace(tarball.with_suffix(".part"), tarball)


def _npm_reason(stderr: str) -> str:
    """What npm says went wrong, in a line: its error lines, but for where its log is.

    Examples:
        >>> _npm_reason("npm error code ECONNREFUSED\\nnpm error errno ECONNREFUSED\\n"
        ...             "npm error FetchError: request to http://127.0.0.1:9/pyodide failed\\n"
        ...             "npm error A complete log of this run can be found in: /root/.npm/_logs/x.log\\n")
        'code ECONNREFUSED; FetchError: request to http://127.0.0.1:9/pyodide failed'
    """
    said = []
    for line in stderr.splitlines():
        text = line.removeprefix("npm error").removeprefix("npm ERR!").strip()
        if text and text != line.strip() and not text.startswith(("errno ", "syscall ", "at ", "A complete log")):
            said.append(text)
        if text.startswith("FetchError"):  # the reason; a stack follows
            break
    return "; ".join(said)[:300] or "no message"


def _unpack(tarball: Path, target: Path) -> None:
    """The needed files of the checked tarball into *target*, whole or not at all."""
    work = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        with tarfile.open(tarball, "r:gz") as archive:
            for name in FILES:
                try:
                    member = archive.getmember(f"package/{name}")
                except KeyError:
                    raise RuntimeUnavailable(f"{tarball.name} has no package/{name}") from None
                archive.extract(member, work, filter="data")
        (work / "package" / ".integrity").write_text(INTEGRITY, encoding="ascii")
        try:
            os.replace(work / "package", target)
        except OSError:
            if not _complete(target):  # another build unpacked it meanwhile, else a real failure
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _complete(directory: Path) -> bool:
    marker = directory / ".integrity"
    return marker.is_file() and marker.read_text(encoding="ascii") == INTEGRITY and all((directory / n).is_file() for n in FILES)


def cached_runtime(fetch: bool = True) -> Path:
    """The directory of Pyodide's files in the cache, fetched and checked if need be.

    Args:
        fetch: whether to run ``npm pack`` when the cache holds no tarball.

    Returns:
        The directory holding [`FILES`][pokerlaws.runtime.pyodide_runtime.FILES].

    Raises:
        RuntimeUnavailable: the cache has no tarball and it cannot be fetched,
            or the tarball is not the pinned one (it is then removed, so that
            the next build fetches it again).
    """
    root = cache_dir()
    target = root / f"pyodide-{VERSION}"
    if _complete(target):
        return target
    tarball = root / f"pyodide-{VERSION}.tgz"
    try:
        if not tarball.is_file():
            if not fetch:
                raise RuntimeUnavailable(f"{tarball} is absent")
            _fetch(tarball)
        found = _integrity(tarball)
        if found != INTEGRITY:
            tarball.unlink()
            raise RuntimeUnavailable(f"{tarball.name} is not the pinned package (its integrity is {found[:19]}…)")
        shutil.rmtree(target, ignore_errors=True)  # a partial unpacking, if any
        _unpack(tarball, target)
    except (OSError, tarfile.TarError) as err:
        raise RuntimeUnavailable(f"the cache {root} cannot be used ({type(err).__name__}: {err})") from None
    return target


def _pure_pyyaml(directory: Path) -> Path:
    """A zip of PyYAML's Python modules (not its C extension), which run under Pyodide as they are."""
    dist = metadata.distribution("PyYAML")
    path = directory / f"pyyaml-{dist.version}-python.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in dist.files or ():
            if file.parts[0] == "yaml" and file.suffix == ".py":
                archive.write(file.locate(), str(file))
    return path


def _engine_wheel(project: Path, directory: Path) -> Path:
    """This package's wheel, built from *project* (the checkout), as ``pip install .`` would."""
    import build
    from pyproject_hooks import quiet_subprocess_runner

    if not (project / "pyproject.toml").is_file():
        raise RuntimeUnavailable(f"{project} has no pyproject.toml to build the engine's wheel from")
    try:
        return Path(build.ProjectBuilder(project, runner=quiet_subprocess_runner).build("wheel", directory))
    except build.BuildException as err:
        raise RuntimeUnavailable(f"the wheel of {project} cannot be built ({str(err)[:200]})") from None


@dataclass(frozen=True)
class SiteRuntime:
    """What the built site runs in the browser, made ready before the pages are written.

    Attributes:
        runtime: the cache's directory of Pyodide's [`FILES`][pokerlaws.runtime.pyodide_runtime.FILES].
        archives: the engine's wheel and the PyYAML zip, to be unpacked into
            Pyodide's ``site-packages``, and their bytecode when it was compiled.
        stdlib: the standard library compiled to bytecode, which the site ships
            instead of Pyodide's ``python_stdlib.zip``; None when it could not be
            ([bytecode][pokerlaws.runtime.bytecode]).
        bytecode_note: why there is no bytecode, for the build's log; empty when there is.
        workdir: the directory of the wheel and the archives, when it is the runtime's own
            ([`discard`][pokerlaws.runtime.pyodide_runtime.SiteRuntime.discard] removes it).
    """

    runtime: Path
    archives: tuple[Path, ...]
    stdlib: Path | None = None
    bytecode_note: str = ""
    workdir: Path | None = None

    def discard(self) -> None:
        """Remove the work directory that [`prepare_for_build`][pokerlaws.runtime.pyodide_runtime.prepare_for_build]
        made for it (the site has its copies)."""
        if self.workdir is not None:
            shutil.rmtree(self.workdir, ignore_errors=True)

    def install(self, site_dir: Path | str, time_limit: float) -> str:
        """Copy it all into the built site under [`SITE_DIR`][pokerlaws.runtime.pyodide_runtime.SITE_DIR],
        with the manifest the worker reads; one line for the build's log.

        Args:
            site_dir: the built site.
            time_limit: seconds one example may run in the browser before its
                worker is stopped (CI's limit, [`example_seconds`][pokerlaws.runtime.examples.example_seconds]).
        """
        target = Path(site_dir) / SITE_DIR
        (target / "wheels").mkdir(parents=True, exist_ok=True)
        for name in FILES:
            if not (self.stdlib is not None and name == STDLIB):
                shutil.copy2(self.runtime / name, target / name)
        if self.stdlib is not None:
            shutil.copy2(self.stdlib, target / COMPILED_STDLIB)
        for archive in self.archives:
            shutil.copy2(archive, target / "wheels" / archive.name)
        stdlib = STDLIB if self.stdlib is None else COMPILED_STDLIB
        loaded = [target / name for name in LOADED] + [target / stdlib] + [target / "wheels" / a.name for a in self.archives]
        sizes = compressed.write_copies(loaded, cache_dir() / "compressed")
        manifest = {
            "pyodide": VERSION,
            "stdlib": stdlib,
            "archives": [{"file": f"wheels/{a.name}", "format": "wheel" if a.suffix == ".whl" else "zip"} for a in self.archives],
            "seconds": time_limit,
            # what a first Run downloads: every byte, and as sent compressed (for its progress)
            "download": {
                encoding: sum(size.get(encoding, size["identity"]) for size in sizes.values())
                for encoding in ("identity", *compressed.encodings())
            },
            # of which the worker fetches (the rest it imports as modules): what its progress counts
            "fetched": sum(size["identity"] for name, size in sizes.items() if not name.endswith(".mjs")),
        }
        (target / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
        size = manifest["download"]["identity"]
        smallest = min(manifest["download"].values())
        compiled = "compiled to bytecode" if self.stdlib is not None else f"as source ({self.bytecode_note}; slower to start)"
        return (
            f"the Run buttons run Pyodide {VERSION} and {self.archives[0].name}, {compiled}, from {SITE_DIR}/ "
            f"(a first Run downloads {size / 1e6:.1f} MB, {smallest / 1e6:.1f} MB compressed: "
            f"{', '.join(compressed.encodings())} copies beside the files)"
        )


def prepare(project: Path | str, workdir: Path | str) -> SiteRuntime:
    """Fetch Pyodide if need be and build the engine's wheel into *workdir*.

    Args:
        project: the checkout the site is built from (it holds ``pyproject.toml``).
        workdir: a directory for the wheel and the PyYAML zip, kept until the site is written.

    Raises:
        RuntimeUnavailable: Pyodide is not to be had, or the wheel cannot be built.
    """
    runtime = cached_runtime()
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    archives = (_engine_wheel(Path(project), workdir), _pure_pyyaml(workdir))
    jobs = {"stdlib": ([runtime / STDLIB], "zipimport"), "bytecode": (list(archives), "pycache")}
    stdlib, compiled = workdir / COMPILED_STDLIB, workdir / BYTECODE
    try:
        made = bytecode.compiled(runtime, jobs, cache_dir() / "bytecode")
        # copied at once: the cache keeps only the newest few, and another build may prune these
        shutil.copy2(made["stdlib"], stdlib)
        shutil.copy2(made["bytecode"], compiled)
    except (bytecode.BytecodeUnavailable, OSError) as err:
        return SiteRuntime(runtime, archives, bytecode_note=f"bytecode not compiled: {err}")
    return SiteRuntime(runtime, (*archives, compiled), stdlib=stdlib)


def prepare_for_build(project: Path | str) -> SiteRuntime:
    """[`prepare`][pokerlaws.runtime.pyodide_runtime.prepare] in a work directory of its own, which the
    runtime keeps until it is [discarded][pokerlaws.runtime.pyodide_runtime.SiteRuntime.discard].

    Raises:
        RuntimeUnavailable: as for `prepare` (the work directory is then removed).
    """
    workdir = Path(tempfile.mkdtemp(prefix="pokerlaws-wheel-"))
    try:
        prepared = prepare(project, workdir)
    except BaseException:
        shutil.rmtree(workdir, ignore_errors=True)
        raise
    return replace(prepared, workdir=workdir)


def skipped() -> str | None:
    """Why the runtime is left out of this build without trying, or None."""
    if os.environ.get(SKIP_ENV):
        return f"no Run buttons in this build: skipped, as ${SKIP_ENV} is set"
    return None


__all__ = ["RuntimeUnavailable", "SiteRuntime", "cache_dir", "cached_runtime", "prepare", "prepare_for_build", "skipped"]
