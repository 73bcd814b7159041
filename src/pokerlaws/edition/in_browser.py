"""What the site's Run buttons and its *Try it* page call, in the reader's browser.

The site runs this module under Pyodide, in a web worker
([pyodide_runtime][pokerlaws.runtime.pyodide_runtime]), from the wheel of this
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
    """An exception as an example's output shows it, without the frames (which name files): as
    doctest expects it written, the exception as Python words it under the traceback's header.

    Examples:
        >>> print(raised_text(ZeroDivisionError, ZeroDivisionError("division by zero")))
        Traceback (most recent call last):
          ...
        ZeroDivisionError: division by zero
        >>> from pokerlaws.errors import WrongHandSize
        >>> raised_text(WrongHandSize, WrongHandSize("four cards")).splitlines()[-1]
        'pokerlaws.errors.WrongHandSize: four cards'
    """
    return "Traceback (most recent call last):\n  ...\n" + "".join(traceback.format_exception_only(exc_type, exc)).rstrip("\n")


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
    except BaseException as exc:  # noqa: BLE001 - the reader's code may raise anything, sys.exit too: show it
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
        return json.dumps({"ok": False, "text": f"error: {type(err).__name__}: {err}"})


def run_example(code: str) -> str:
    """[`example_outputs`][pokerlaws.edition.in_browser.example_outputs] as JSON, for the page."""
    return json.dumps(example_outputs(code))


def rank(cards: str, ruleset: str) -> str:
    """*Try it*: the value of a hand, as ``pokerlaws rank`` prints it ([`rank_text`][pokerlaws.hands.verdicts.rank_text]).

    Examples:
        >>> print(json.loads(rank("AS AH AD 2C 3C", "1882"))["text"])
        threes, aces — THREES (three of a kind) under 1882
          1882:65: threes are the sixth of the hands in order of value
          1882:72: of two threes, the threes highest in value are the better
        >>> json.loads(rank("AS AH AD 2C", "1882"))["text"]
        'error: WrongHandSize: a hand has five cards, this has 4: AS AH AD 2C [law foster:4]'
    """
    from pokerlaws.hands.verdicts import rank_text

    return _answer(lambda: rank_text(cards, ruleset=ruleset))


def compare(first: str, second: str, ruleset: str, abstract: bool = False) -> str:
    """*Try it*: two hands compared, as ``pokerlaws compare`` prints it ([`compare_text`][pokerlaws.hands.verdicts.compare_text]);
    *abstract*: not from one pack (``pokerlaws compare --hypothetical``), so that a card may be in both."""
    from pokerlaws.errors import DuplicateCard
    from pokerlaws.hands.verdicts import compare_text

    def answer() -> str:
        try:
            return compare_text(first, second, ruleset=ruleset, one_pack=not abstract)
        except DuplicateCard as err:  # the page's control, where the API names its argument
            raise DuplicateCard(err.message.replace("pass one_pack=False", "tick “not from one pack”"), law=err.law) from None

    return _answer(answer)


def _ruling(err: Exception) -> str:
    """A record refused, as ``pokerlaws judge`` says it: the heading, the steps ruled, then the ruling or the error."""
    from pokerlaws.errors import RecordError

    if not isinstance(err, RecordError):  # the record cannot be read: the file's error, as the command prints it
        said = str(err)  # "the record: is longer than …" reads "the record is longer than …"
        return "error: " + (said.replace("the record: ", "the record ", 1) if said.startswith("the record: ") else said)
    kind, law = ("ruling", f" [law {err.law}]") if err.law else ("error", "")
    return "\n".join([*err.heading, *(f"  {step}" for step in err.ruled), f"{kind}: {err.message}{law}"])


def _judged(make: Callable[[], Any]) -> str:
    from pokerlaws.edition.errors import LawFileError
    from pokerlaws.errors import RecordError

    try:
        return json.dumps({"ok": True, "text": make().report()})
    except (RecordError, LawFileError) as err:
        return json.dumps({"ok": False, "text": _ruling(err)})


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
    if not isinstance(ante, int) or isinstance(ante, bool):
        return json.dumps({"ok": False, "text": f"error: the ante is a whole number of counters, not {ante!r}"})
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
    from pokerlaws.records import judge

    return _judged(lambda: judge(record))


def judge_record(text: str, readings: bool = False) -> str:
    """*Try it*: a record typed or pasted in (YAML or JSON), judged as ``pokerlaws judge -`` judges it:
    the same reader of YAML and its checks ([`judge_text`][pokerlaws.edition.records.judge_text]),
    but for the check against the record's JSON Schema, whose library does not run in the browser.
    With *readings*, judged as ``pokerlaws judge - --readings`` judges it: as it stands and under each
    other reading of the rulings that bear on it
    ([`judge_readings_text`][pokerlaws.edition.records.judge_readings_text]); the table names each
    parameter without its ruling's number (the edition's law files are not read in the browser).

    Examples:
        >>> answer = json.loads(judge_record("seats: [A, B]\\nante_man: A\\nantes: {A: 2}\\nactions: [B retires]"))
        >>> answer["ok"], answer["text"].splitlines()[-1]
        (True, '  paid out 2 = the pool of 2')
        >>> print(json.loads(judge_record("seats: [A, B]\\nante_man: A\\nantes: {A: 2}\\nactions: [B retires]", True))["text"].splitlines()[-1])
        0 of 25 readings change the outcome
        >>> print(json.loads(judge_record("seats: [A, B"))["text"])
        error: the record, line 1: invalid YAML: while parsing a flow sequence expected ',' or ']', but got '<stream end>'
    """
    from pokerlaws.edition.records import judge_readings_text, judge_text

    if readings is True:
        return _judged(lambda: judge_readings_text(text, "the record", schema=False))
    return _judged(lambda: judge_text(text, "the record", schema=False))


__all__ = ["OPTIONS", "compare", "example_outputs", "judge_record", "rank", "raised_text", "run_example", "settle_pool"]
