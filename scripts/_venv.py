"""Shared by the two quick-start commands: make .venv and install what they need.

Only the standard library is used here: this runs before anything is installed.
The install is repeated only when pyproject.toml (or the extra asked for) changes.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INCLUDES = {"docs": ("test",)}
"""Extras of pyproject.toml that contain another: installing them installs it too."""
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")


class _Once(argparse._StoreAction):
    """An option that takes a value, given at most once (as the ``pokerlaws`` command takes its own):
    argparse keeps the last of two without a word; here the second is a usage error."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object, option_string: str | None = None) -> None:
        given = namespace.__dict__.setdefault("_options_given", set())
        if option_string is not None:
            if self.dest in given:
                parser.error(f"{'/'.join(self.option_strings)} is given twice: give it once (the last would be taken alone)")
            given.add(self.dest)
        super().__call__(parser, namespace, values, option_string)


def parser_of(description: str, **options: object) -> argparse.ArgumentParser:
    """An argument parser for a script, each of whose options that take a value is taken once."""
    parser = argparse.ArgumentParser(description=description, **options)
    parser.register("action", None, _Once)
    parser.register("action", "store", _Once)
    return parser


def say(message: str) -> None:
    print(f"==> {message}", flush=True)


def ensure(extra: str) -> Path:
    """Create .venv if needed and install the package with *extra*; return its bin/."""
    if sys.version_info < (3, 11):
        sys.exit(f"pokerlaws needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    python = BIN / "python"
    if not python.exists():
        say(f"creating {VENV.relative_to(ROOT)}")
        try:
            venv.EnvBuilder(with_pip=True).create(VENV)
        except Exception as exc:  # e.g. Debian without python3-venv
            sys.exit(f"could not create {VENV}: {exc}\n(on Debian/Ubuntu: apt-get install python3-venv)")
    stamp = VENV / f".installed-{extra}"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    # an extra that includes this one (test includes docs) will do as well
    for name in (extra, *INCLUDES.get(extra, ())):
        done = VENV / f".installed-{name}"
        if done.exists() and done.read_text() == digest:
            compile_package(python)
            return BIN
    say(f"installing pokerlaws with its '{extra}' dependencies into .venv (first run: a minute or two)")
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "--quiet"]
    run([*pip, "install", "--upgrade", "pip"], quiet_pip=True)
    run([*pip, "install", "--editable", f"{ROOT}[{extra}]"], quiet_pip=True)
    stamp.write_text(digest)
    compile_package(python)
    return BIN


def compile_package(python: Path) -> None:
    """Write the bytecode of src/ (only what changed since the last time).

    pip compiles what it installs, but not an editable package's own source;
    where PYTHONDONTWRITEBYTECODE is set (as on CI machines), every process
    that imports pokerlaws (each command the tests run, each site build)
    would otherwise compile it all again, a third of a second each time.
    """
    run([str(python), "-m", "compileall", "-q", str(ROOT / "src")])


def run(command: list[str], quiet_pip: bool = False, **kwargs) -> None:
    """Run *command*; on failure, stop with its exit status (its own output says why)."""
    if not quiet_pip:
        result = subprocess.run(command, cwd=ROOT, **kwargs)
    else:
        # Some machines' pip configuration names local package folders that do not
        # exist; pip then warns once per package. Those lines say nothing about us.
        result = subprocess.run(command, cwd=ROOT, stderr=subprocess.PIPE, text=True, **kwargs)
        for line in result.stderr.splitlines():
            if not (line.startswith("WARNING: Location 'file:") and "is ignored" in line):
                print(line, file=sys.stderr)
    if result.returncode != 0:
        sys.exit(result.returncode)
