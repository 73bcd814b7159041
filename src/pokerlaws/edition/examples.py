"""Running the worked examples of a unit, doctest-style.

One runner serves both the test suite (each example a pytest item, see
[pytest_examples][pokerlaws.edition.pytest_examples]) and the command line
(``pokerlaws examples``), so a reader checks an example exactly as CI does.
"""

from __future__ import annotations

import doctest
import sys
from dataclasses import dataclass

from pokerlaws.edition.model import Example, Law

OPTIONS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


@dataclass(frozen=True)
class Failure:
    """One ``>>>`` line of an example whose output is not what the example says.

    Attributes:
        line: line of the ``>>>`` in the YAML file (None if unknown).
        source: the Python source of that line.
        expected: the output the example gives.
        got: the output the code produced (or the exception it raised).
    """

    line: int | None
    source: str
    expected: str
    got: str

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        return (
            f"{where}>>> {self.source.rstrip()}\n"
            f"expected:\n{_indent(self.expected or '(nothing)')}\n"
            f"got:\n{_indent(self.got or '(nothing)')}"
        )


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.rstrip("\n").splitlines())


class _Recorder(doctest.DocTestRunner):
    """A doctest runner that keeps failures instead of printing them."""

    def __init__(self, base_line: int | None) -> None:
        super().__init__(optionflags=OPTIONS, verbose=False)
        self.base_line = base_line
        self.found: list[Failure] = []

    def _line(self, example: doctest.Example) -> int | None:
        return None if self.base_line is None else self.base_line + example.lineno

    def report_failure(self, out, test, example, got):  # noqa: ANN001 - doctest's signature
        self.found.append(Failure(self._line(example), example.source, example.want, got))

    def report_unexpected_exception(self, out, test, example, exc_info):  # noqa: ANN001
        exc_type, exc, _ = exc_info
        got = f"Traceback (most recent call last):\n  ...\n{exc_type.__module__}.{exc_type.__qualname__}: {exc}"
        self.found.append(Failure(self._line(example), example.source, example.want, got))


def run_example(law: Law, example: Example) -> list[Failure]:
    """Run one worked example of *law* in a fresh namespace.

    Returns:
        the failures, empty when every line gives the output it claims.
    """
    test = doctest.DocTestParser().get_doctest(
        example.code,
        globs={"__name__": f"pokerlaws-example-{law.anchor}"},
        name=f"{law.id} {example.title}",
        filename=str(law.path),
        lineno=0,
    )
    runner = _Recorder(example.line)
    # doctest swaps sys.stdout itself; keep pytest's capture and our caller's stdout intact.
    saved = sys.stdout
    try:
        runner.run(test, out=lambda _text: None, clear_globs=True)
    finally:
        sys.stdout = saved
    return runner.found


def example_problems(corpus) -> list[str]:  # noqa: ANN001 - a Corpus; imported lazily by callers
    """Every worked example of *corpus* that does not give the output it claims, one line each.

    Each line names the YAML file and the line of the failing ``>>>``.
    """
    from pokerlaws.edition.errors import display_path

    problems = []
    for unit in corpus.laws.values():
        for number, example in enumerate(unit.examples, start=1):
            for failure in run_example(unit, example):
                got = " ".join(failure.got.split()) or "nothing"
                want = " ".join(failure.expected.split()) or "nothing"
                problems.append(
                    f"{display_path(unit.path)}, line {failure.line}: {unit.id} example {number} "
                    f"“{example.title}” gives {got!r}, not {want!r}"
                )
    return problems
