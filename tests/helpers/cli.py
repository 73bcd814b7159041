"""The ``pokerlaws`` command, in this process or as a process of its own.

Most tests of the command are about what it answers: the text, the JSON, the one line of
an error, the exit status, the help. Those run it in this process with
[`run_cli`][helpers.cli.run_cli], which costs no interpreter and no second reading of the
edition. A test whose subject is the process itself (a closed descriptor, the C locale, a
FIFO, a closed pipe, ``/dev/full`` as standard output, the encoding that the environment
gives standard output, a signal) runs the console script with
[`run_process`][helpers.cli.run_process] or [`run_shell`][helpers.cli.run_shell]. Both
return a ``subprocess.CompletedProcess``, so that a test reads either alike.
"""

from __future__ import annotations

import functools
import io
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

POKERLAWS = Path(sys.executable).with_name("pokerlaws")
"""The console script installed beside this interpreter, as a user runs it."""

TIMEOUT = 30
"""Every process gets this many seconds: a command that hangs fails instead of blocking."""


def run_cli(
    *args: str,
    input: str | bytes | None = None,  # noqa: A002 - the name subprocess.run gives it
    env: Mapping[str, str | None] | None = None,
    cwd: str | os.PathLike[str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run ``pokerlaws ARGS`` in this process: ``pokerlaws.cli.main(list(args))``.

    Standard input, output and error are replaced for the call by text streams over bytes
    in UTF-8 (``io.TextIOWrapper`` over ``io.BytesIO``: they have a ``buffer`` and
    ``reconfigure``, as a real stream has, and no file descriptor); they, the environment
    and the working directory are put back afterwards, whatever happens.

    Args:
        args: the arguments after ``pokerlaws``.
        input: standard input (text is written as UTF-8); None is an empty standard input.
        env: variables set for the call (None unsets one); the rest of the environment is
            this process's. As in a fresh interpreter, a call that changes
            ``$POKERLAWS_LAWS`` reads the edition anew, and one that changes
            ``$POKERLAWS_EXAMPLE_SECONDS`` starts its own worker for the worked examples
            (this process keeps one edition and one worker, read when first needed).
        cwd: the working directory of the call.

    Returns:
        the exit status (argparse's ``SystemExit`` too: its status), and what was written to
        standard output and error, decoded as UTF-8 (a byte that is not UTF-8 shows as U+FFFD).
    """
    from pokerlaws.cli import commands as cli

    data = input.encode("utf-8") if isinstance(input, str) else input or b""
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    saved = sys.stdin, sys.stdout, sys.stderr
    status: int
    with _environment(env or {}), _directory(cwd):
        sys.stdin, sys.stdout, sys.stderr = stdin, stdout, stderr
        try:
            status = cli.main(list(args))
        except SystemExit as exc:  # argparse: --help, a usage error
            if exc.code is None or isinstance(exc.code, int):
                status = exc.code or 0
            else:  # sys.exit("text"): the interpreter prints it and exits 1
                print(exc.code, file=sys.stderr)
                status = 1
        finally:
            sys.stdin, sys.stdout, sys.stderr = saved
    out, err = (_written(stream) for stream in (stdout, stderr))
    return subprocess.CompletedProcess(["pokerlaws", *args], status, out, err)


def _written(stream: io.TextIOWrapper) -> str:
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8", "replace")  # type: ignore[attr-defined]


_FRESH = {
    "POKERLAWS_LAWS": ("pokerlaws.edition.corpus", "default_corpus"),
    "POKERLAWS_EXAMPLE_SECONDS": ("pokerlaws.runtime.examples", "_shared"),
}
"""What this process reads once from a variable of the environment: the module and the name that holds it."""


@contextmanager
def _environment(changes: Mapping[str, str | None]) -> Iterator[None]:
    """Set (None: unset) the variables of *changes*; whatever this process read once from a variable
    that changes (see ``_FRESH``) is read anew for the call, as a fresh interpreter would."""
    import importlib

    before = {name: os.environ.get(name) for name in changes}
    fresh = [_FRESH[name] for name, value in changes.items() if name in _FRESH and value != before[name]]
    held = []
    for module_name, attribute in fresh:
        module = importlib.import_module(module_name)
        held.append((module, attribute, getattr(module, attribute)))
        if attribute == "default_corpus":  # the same reading, with a cache of its own
            setattr(module, attribute, functools.cache(module.default_corpus.__wrapped__))
        else:  # no worker yet: the call's first example starts one, with the call's setting
            setattr(module, attribute, None)
    try:
        for name, value in changes.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        yield
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        for module, attribute, value in held:
            made = getattr(module, attribute)
            if attribute == "_shared" and made is not None:
                made.close()
            setattr(module, attribute, value)


@contextmanager
def _directory(cwd: str | os.PathLike[str] | None) -> Iterator[None]:
    if cwd is None:
        yield
        return
    before = os.getcwd()
    os.chdir(cwd)
    try:
        yield
    finally:
        os.chdir(before)


def run_process(
    *args: str | bytes,
    input: str | bytes | None = None,  # noqa: A002 - the name subprocess.run gives it
    env: Mapping[str, str] | None = None,
    cwd: str | os.PathLike[str] | None = None,
    text: bool = True,
    timeout: float = TIMEOUT,
) -> subprocess.CompletedProcess:
    """Run the console script ``pokerlaws ARGS`` as a process of its own, within *timeout* seconds.

    Args:
        args: the arguments (bytes are given to the process as they are: not UTF-8, say).
        input: standard input; None leaves the process this one's.
        env: the process's whole environment, as for ``subprocess.run`` (None: this process's).
        cwd: its working directory.
        text: standard output and error as text (in the locale's encoding), else as bytes.
        timeout: seconds before ``subprocess.TimeoutExpired``: a hang fails the test.
    """
    if text and isinstance(input, bytes):
        raise TypeError("input is bytes: pass text=False")
    return subprocess.run(
        [POKERLAWS, *args], input=input, env=None if env is None else dict(env), cwd=cwd,
        capture_output=True, text=text, timeout=timeout, check=False,
    )  # fmt: skip


def run_shell(command: str, *, env: Mapping[str, str] | None = None, timeout: float = TIMEOUT) -> subprocess.CompletedProcess[str]:
    """Run ``pokerlaws COMMAND`` through ``sh``, for a redirection the test is about (``>&-``,
    ``<&-``, ``> /dev/full``, ``| head -c 10``); *command* is shell text, quoted by the caller."""
    return subprocess.run(
        f"'{POKERLAWS}' {command}", shell=True, env=None if env is None else dict(env),
        capture_output=True, text=True, timeout=timeout, check=False,
    )  # fmt: skip
