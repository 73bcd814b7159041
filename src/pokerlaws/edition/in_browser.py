"""What the site's Run buttons and its *Try it* page call, in the reader's browser.

The site runs this module under Pyodide, in a web worker
([pyodide_runtime][pokerlaws.edition.pyodide_runtime]), from the wheel of this
very package; the test suite runs it under CPython and compares. It needs the
standard library only (PyYAML too, for a pasted record), so nothing else of
the edition is imported here.

A worked example is run by doctest's own runner with CI's options
([`OPTIONS`][pokerlaws.edition.in_browser.OPTIONS]), so that "matches" in the
browser is CI's verdict; only the rendering of an exception is made plain
(``Traceback (most recent call last):`` / ``...`` / the exception), as CI
reports it, so that no file path of either machine shows.

Each function returns JSON text (what the worker hands to the page).
"""

from __future__ import annotations

import doctest
import io
import json
import traceback
from collections.abc import Callable
from contextlib import redirect_stdout
from typing import Any

OPTIONS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
"""The doctest options of every worked example, in CI and in the browser."""

GLOBALS_NAME = "pokerlaws-example"
"""The ``__name__`` an example runs under."""


def raised_text(exc_type: type[BaseException], exc: BaseException) -> str:
    """An exception as an example's output shows it, without the frames (which name files).

    Examples:
        >>> print(raised_text(ZeroDivisionError, ZeroDivisionError("division by zero")))
        Traceback (most recent call last):
          ...
        builtins.ZeroDivisionError: division by zero
    """
    return f"Traceback (most recent call last):\n  ...\n{exc_type.__module__}.{exc_type.__qualname__}: {exc}"


def _short_traceback(exc_info: tuple) -> str:
    return raised_text(exc_info[0], exc_info[1]) + "\n"


class _Transcript(doctest.DocTestRunner):
    """doctest's runner, keeping each example's output and verdict."""

    def __init__(self) -> None:
        super().__init__(optionflags=OPTIONS, verbose=False)
        self.outputs: list[dict[str, Any]] = []

    def _keep(self, example: doctest.Example, got: str, matches: bool) -> None:
        lines = example.source.rstrip("\n").split("\n")
        prompted = "\n".join((">>> " if i == 0 else "... ") + line for i, line in enumerate(lines))
        self.outputs.append({"source": prompted, "want": example.want, "got": got, "matches": matches})

    def report_success(self, out, test, example, got):  # noqa: ANN001 - doctest's signature
        self._keep(example, got, True)

    def report_failure(self, out, test, example, got):  # noqa: ANN001
        self._keep(example, got, False)

    def report_unexpected_exception(self, out, test, example, exc_info):  # noqa: ANN001
        self._keep(example, _short_traceback(exc_info), False)


def _script(code: str, globs: dict[str, Any]) -> str:
    """Run code without prompts as a script; what it printed, and how it ended if by an exception."""
    buffer = io.StringIO()
    try:
        with redirect_stdout(buffer):
            exec(compile(code, "<edited example>", "exec"), globs)  # noqa: S102 - running the reader's code is the point
    except Exception as exc:  # noqa: BLE001 - the reader's code may raise anything: show it
        return buffer.getvalue() + _short_traceback((type(exc), exc))
    return buffer.getvalue()


def example_outputs(code: str) -> dict[str, Any]:
    """Run a worked example doctest-style; each ``>>>`` line's output beside the expected one.

    Args:
        code: the example as the page shows it (``>>>`` and ``...`` lines
            with their expected output), or edited; code with no ``>>>`` at
            all is run as a script, and what it printed is its output.

    Returns:
        ``{"script": False, "matches": bool, "outputs": [{"source", "want",
        "got", "matches"}, …]}`` (``source`` with its prompts; ``matches``
        as doctest rules under [`OPTIONS`][pokerlaws.edition.in_browser.OPTIONS]),
        or ``{"script": True, "got": str}``. Code that is not Python gives
        the ``SyntaxError`` as its output.

    Examples:
        >>> result = example_outputs(">>> 1 + 1\\n2\\n>>> print('a' * 3)\\naaa\\n")
        >>> result["matches"], [o["got"] for o in result["outputs"]]
        (True, ['2\\n', 'aaa\\n'])
        >>> example_outputs("print(6 * 7)")
        {'script': True, 'got': '42\\n'}
    """
    globs: dict[str, Any] = {"__name__": GLOBALS_NAME}
    try:
        test = doctest.DocTestParser().get_doctest(code, globs, "example", "<example>", 0)
    except ValueError as err:  # a prompt without its space, inconsistent indentation
        return {"script": True, "got": _short_traceback((ValueError, err))}
    if not test.examples:
        return {"script": True, "got": _script(code, globs)}
    runner = _Transcript()
    # doctest renders a raised exception with this helper (a doctest without it shows the whole traceback)
    helper = getattr(doctest, "_exception_traceback", None)
    if helper is not None:
        doctest._exception_traceback = _short_traceback
    try:
        runner.run(test, out=lambda _text: None, clear_globs=True)
    finally:
        if helper is not None:
            doctest._exception_traceback = helper
    outputs = runner.outputs
    return {"script": False, "matches": all(o["matches"] for o in outputs), "outputs": outputs}


def _answer(make: Callable[[], str]) -> str:
    """``{"ok": true, "text": …}``, or the engine's error as the command line words it."""
    from pokerlaws.errors import PokerLawError

    try:
        return json.dumps({"ok": True, "text": make()})
    except PokerLawError as err:
        return json.dumps({"ok": False, "text": f"{type(err).__name__}: {err}"})


def run_example(code: str) -> str:
    """[`example_outputs`][pokerlaws.edition.in_browser.example_outputs] as JSON, for the page."""
    return json.dumps(example_outputs(code))


def rank(cards: str, rules: str) -> str:
    """*Try it*: the value of a hand, as ``pokerlaws rank`` prints it ([`rank_text`][pokerlaws.verdicts.rank_text]).

    Examples:
        >>> json.loads(rank("AS AH AD 2C 3C", "1882"))
        {'ok': True, 'text': 'threes, aces — THREES (three of a kind) under 1882'}
        >>> json.loads(rank("AS AH AD 2C", "1882"))["text"]
        'WrongHandSize: a hand has five cards, this has 4: AS AH AD 2C [law foster:4]'
    """
    from pokerlaws.verdicts import rank_text

    return _answer(lambda: rank_text(cards, rules=rules))


def compare(first: str, second: str, rules: str) -> str:
    """*Try it*: two hands compared, as ``pokerlaws compare`` prints it ([`compare_text`][pokerlaws.verdicts.compare_text])."""
    from pokerlaws.verdicts import compare_text

    return _answer(lambda: compare_text(first, second, rules=rules))


def _judged(record: Any) -> str:
    """A record judged, in the words of ``pokerlaws judge``: the report, or the steps ruled and the ruling."""
    from pokerlaws.judge import judge
    from pokerlaws.record import RecordError

    try:
        return json.dumps({"ok": True, "text": judge(record).report()})
    except RecordError as err:
        kind, law = ("ruling", f" [law {err.law}]") if err.law else ("error", "")
        lines = [f"  {step}" for step in err.ruled] + [f"{kind}: {err.message}{law}"]
        return json.dumps({"ok": False, "text": "\n".join(lines)})


def settle_pool(seats: str, ante_man: str, ante: int, acts: str, shown: str) -> str:
    """*Try it*: a small betting round after the draw played and its pool settled (laws 1882:52–60).

    Args:
        seats: the players' names in their order at the table, separated by spaces or commas.
        ante_man: the player who put up the ante.
        ante: the ante, in counters.
        acts: the acts in order, one a line (``B bets 5``, ``C calls``…).
        shown: the hands shown, one a line: ``B: KS KH 2D 2C 9S``.

    Examples:
        >>> answer = json.loads(settle_pool("A B C", "A", 3, "B bets 5\\nC raises 5\\nA retires\\nB calls",
        ...                                 "B: KS KH 2D 2C 9S\\nC: QS QH QD 4C 3S"))
        >>> answer["ok"], answer["text"].splitlines()[-1]
        (True, '  paid out 23 = the pool of 23')
    """
    show: dict[str, str] = {}
    for line in shown.splitlines():
        name, colon, cards = line.partition(":")
        if line.strip():
            if not colon:
                return json.dumps({"ok": False, "text": f"error: a hand shown is written NAME: CARDS, not {line.strip()!r}"})
            show[name.strip()] = cards.strip()
    record = {
        "seats": seats.replace(",", " ").split(),
        "ante_man": ante_man.strip(),
        "antes": {ante_man.strip(): ante},
        "actions": [line.strip() for line in acts.splitlines() if line.strip()],
        "show": show,
    }
    return _judged(record)


def judge_record(text: str) -> str:
    """*Try it*: a record typed or pasted in (YAML or JSON, the form of ``pokerlaws judge``), judged.

    Examples:
        >>> answer = json.loads(judge_record("seats: [A, B]\\nante_man: A\\nantes: {A: 2}\\nactions: [B retires]"))
        >>> answer["ok"], answer["text"].splitlines()[-1]
        (True, '  paid out 2 = the pool of 2')
        >>> json.loads(judge_record("seats: [A, B"))["text"].startswith("error: the record is not YAML")
        True
    """
    import yaml

    try:
        record = yaml.safe_load(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark is not None else ""
        problem = getattr(err, "problem", None) or str(err)
        return json.dumps({"ok": False, "text": f"error: the record is not YAML{where}: {problem}"})
    return _judged(record)


__all__ = ["OPTIONS", "compare", "example_outputs", "judge_record", "rank", "raised_text", "run_example", "settle_pool"]
