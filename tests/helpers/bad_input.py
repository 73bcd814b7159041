"""The bad-input campaign: kinds of bad input, each with the answer it must get.

Each [`Case`][] is one *kind* of bad input (not one string): a wrong-size hand,
a key YAML reads as a boolean, a record naming a player who is not at the
table, a FIFO given as a file. It is tried against one surface of the project —
the engine's API in this process, the ``pokerlaws`` command, a broken copy of
``laws/``, a record file, a worked example — in a private directory, under a
time limit, and its answer is classed:

- ``answered``: the error expected (or, for a case that must work, success),
  in one line naming the file and line, the field or the law as it applies,
  with the exit status documented, and nothing written;
- ``traceback``: a raw Python error, a traceback, or the internal-error exit;
- ``silent``: accepted without a word;
- ``hang``: no answer within the time limit;
- ``lost``: a file that was there before (the input given, a file written over, a tree's source or
  lock) is gone or changed after it, whatever the answer: each row that writes or touches a file
  checks that it survives;
- ``wrong``: an answer, but not the one expected (the message says why).

The command is run in this process ([`command_here`][]) where no hang is
possible and the process is not the subject, and as a process of its own
([`command`][]), whose timeout classes a hang, where it could hang or where the
process is the subject: a FIFO, ``/dev/zero``, the C locale and file names that
are not UTF-8, the encoding the environment gives standard output, the pipes of
a worker that leaves a process behind, ``scripts/serve.py``. The answer is
classed alike either way.

``tests/cli/test_bad_input.py`` runs every case as a test; ``scripts/bad_input.py``
runs them all and prints the figures.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import stat
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LAWS = ROOT / "laws"
RECORDS = ROOT / "docs" / "records"
SECONDS = 30.0
"""The time limit of one case, in seconds."""

RAW_ERRORS = {
    "AttributeError", "TypeError", "KeyError", "IndexError", "RecursionError", "UnicodeDecodeError",
    "UnicodeEncodeError", "RuntimeError", "AssertionError", "NameError", "ZeroDivisionError",
    "OverflowError", "MemoryError", "StopIteration", "OSError", "FileNotFoundError", "IsADirectoryError",
    "NotADirectoryError", "PermissionError", "JSONDecodeError", "YAMLError", "ScannerError", "ParserError",
    "ComposerError", "ConstructorError", "ReaderError", "SystemExit",
}  # fmt: skip
"""Exceptions that are never a proper answer: Python's own, unexplained."""


@dataclass(frozen=True)
class Answer:
    """What one try of a case gave."""

    error: str | None = None
    """The exception's class name (in-process), or None."""
    message: str = ""
    """The error message (in-process) or standard error (a command)."""
    output: str = ""
    """Standard output of a command."""
    status: int | None = None
    """A command's exit status."""
    hung: bool = False
    written: tuple[str, ...] = ()
    """Files the try left in its private directory that were not there before."""
    law: str | None = None
    """The law an engine exception carries."""
    lost: tuple[str, ...] = ()
    """Files that were there before the try and are gone or changed after it (what it was given, what it
    wrote over): each is a file lost."""


@dataclass(frozen=True)
class Case:
    """One kind of bad input and the answer it must get.

    Attributes:
        kind: a short unique name of the kind.
        area: the surface tried: ``api``, ``cli``, ``law file``, ``record``, ``example``.
        act: does it in the private directory it is given; returns the answer.
        errors: the exception class names accepted (in-process); empty for
            a command, or for a case that must succeed.
        says: fragments the message must contain (case-insensitive).
        status: a command's expected exit status.
        law: the law the exception must carry.
        succeeds: the case must work (a hard input the project must accept).
        check: a further test of the answer, returning a reason when it fails.
    """

    kind: str
    area: str
    act: Callable[[Path], Answer]
    errors: tuple[str, ...] = ()
    says: tuple[str, ...] = ()
    status: int | None = None
    law: str | None = None
    succeeds: bool = False
    check: Callable[[Answer], str | None] | None = None

    def __str__(self) -> str:
        return f"{self.area}: {self.kind}"


def verdict(case: Case, answer: Answer) -> tuple[str, str]:
    """Class an answer: ``(class, why)``; class is one of answered, traceback, silent, hang, lost, wrong."""
    if answer.hung:
        return "hang", f"no answer within {SECONDS:g} s"
    if answer.lost:
        return "lost", f"files lost: {list(answer.lost)}: {answer.message[:300]}"
    # standard error only: the edition's own output (an export) quotes worked examples' tracebacks
    if "Traceback (most recent call last)" in answer.message or answer.status == 70 or answer.error in RAW_ERRORS:
        return "traceback", f"{answer.error or answer.status}: {answer.message[-300:]}"
    if case.succeeds:
        if answer.error or (answer.status not in (None, 0)):
            return "wrong", f"must work, but: {answer.error or answer.status} {answer.message[:300]}"
    elif answer.error is None and answer.status in (None, 0):
        return "silent", f"accepted: {answer.output[:200]!r}"
    if case.errors and answer.error not in case.errors:
        return "wrong", f"{answer.error}, not {' or '.join(case.errors)}: {answer.message[:300]}"
    if case.status is not None and answer.status != case.status:
        return "wrong", f"exit status {answer.status}, not {case.status}: {answer.message[:300]}"
    if not case.succeeds:
        # a usage error is argparse's usage line, then the one line that says what is wrong
        lines = [ln for ln in answer.message.splitlines() if ln.strip() and not ln.startswith(("usage:", " "))]
        if len(lines) != 1:
            return "wrong", f"{len(lines)} lines, not one: {answer.message[:300]!r}"
        if len(lines[0]) > 1000:
            return "wrong", f"a line of {len(lines[0])} characters: {lines[0][:100]!r}…"
    missing = [s for s in case.says if s.lower() not in answer.message.lower()]
    if missing:
        return "wrong", f"does not say {missing}: {answer.message[:400]!r}"
    if case.law and answer.law != case.law and f"law {case.law}" not in answer.message:
        return "wrong", f"cites law {answer.law}, not {case.law}: {answer.message[:300]}"
    if answer.written:
        return "wrong", f"wrote {list(answer.written)}"
    if case.check:
        why = case.check(answer)
        if why:
            return "wrong", why
    return "answered", ""


class _Hung(BaseException):
    pass


@contextmanager
def _time_limit(seconds: float):
    """Stop the block after *seconds* (main thread only: a timer signal)."""

    def stop(signum, frame):  # noqa: ANN001
        raise _Hung

    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _listing(where: Path) -> set[str]:
    return {str(p.relative_to(where)) for p in where.rglob("*")}


def try_case(case: Case, workdir: Path) -> Answer:
    """Run *case* in *workdir* (empty, private) and return its answer."""
    before = _listing(workdir)
    answer = case.act(workdir)
    written = tuple(sorted(_listing(workdir) - before - {"laws"} - {p for p in _listing(workdir) if p.startswith("laws/")} - _SCRATCH))
    return Answer(**{**answer.__dict__, "written": written}) if written else answer


_SCRATCH = {"input", "record.yaml", "fifo", "loop", "in-use", "full"}
"""Files a case's own setting-up makes (the input it is given), not output."""


# --- surfaces -------------------------------------------------------------------------


def in_process(call: Callable[[], object]) -> Answer:
    """Call *call* under the time limit; the answer is the exception it raises, if any."""
    try:
        with _time_limit(SECONDS):
            result = call()
    except _Hung:
        return Answer(hung=True)
    except BaseException as exc:  # noqa: BLE001 - every exception is an answer to class
        if isinstance(exc, KeyboardInterrupt):
            raise
        return Answer(error=type(exc).__name__, message=str(exc), law=getattr(exc, "law", None))
    return Answer(output=repr(result)[:500])


def api(func: Callable, *args, **kwargs) -> Callable[[Path], Answer]:
    """An act calling an engine or edition function with bad arguments."""
    return lambda _where: in_process(lambda: func(*args, **kwargs))


def command(*argv: str, stdin: bytes | None = b"", env: dict[str, str] | None = None, script: str | None = None) -> Callable[[Path], Answer]:
    """An act running ``pokerlaws ARGV`` (or a script of ``scripts/``) in a subprocess, whose
    timeout classes a hang: for a case that could hang, or whose subject is the process.

    ``{dir}`` in an argument is replaced by the private directory.
    """

    def act(where: Path) -> Answer:
        args = [a.replace("{dir}", str(where)) for a in argv]
        head = [sys.executable, str(ROOT / "scripts" / script)] if script else [sys.executable, "-m", "pokerlaws.cli"]
        full_env = {k: v for k, v in os.environ.items() if k != "POKERLAWS_LAWS"} | (env or {})
        try:
            done = subprocess.run(head + args, cwd=where, input=stdin, capture_output=True, timeout=SECONDS, env=full_env)
        except subprocess.TimeoutExpired:
            return Answer(hung=True)
        return Answer(
            status=done.returncode,
            message=done.stderr.decode("utf-8", "replace"),
            output=done.stdout.decode("utf-8", "replace"),
        )

    return act


def command_here(*argv: str, stdin: bytes = b"", env: dict[str, str] | None = None) -> Callable[[Path], Answer]:
    """An act running ``pokerlaws ARGV`` in this process (``helpers.cli.run_cli``), under the time limit,
    in the private directory, with ``$POKERLAWS_LAWS`` unset as for [`command`][].

    ``{dir}`` in an argument is replaced by the private directory. What would end a process
    with a traceback (an exception that escapes ``main``) is answered as the process would
    answer it: the traceback on standard error, and status 1.
    """

    def act(where: Path) -> Answer:
        from helpers.cli import run_cli

        args = [a.replace("{dir}", str(where)) for a in argv]
        try:
            with _time_limit(SECONDS):
                done = run_cli(*args, input=stdin, env={"POKERLAWS_LAWS": None, **(env or {})}, cwd=where)
        except _Hung:
            return Answer(hung=True)
        except Exception:  # noqa: BLE001 - Python prints it and exits 1
            return Answer(status=1, message=traceback.format_exc())
        return Answer(status=done.returncode, message=done.stderr, output=done.stdout)

    return act


def laws_copy(where: Path) -> Path:
    """A private copy of the edition's laws/ in *where*."""
    target = where / "laws"
    if not target.exists():
        shutil.copytree(LAWS, target)
    return target


def _edit(path: Path, old: str, new: str) -> int:
    text = path.read_text(encoding="utf-8")
    if old not in text:
        raise AssertionError(f"the case is stale: {old!r} is not in {path}")
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return line


def law_file(rel: str, old: str | None, new: str | bytes, *, line: int | str | None = "edit", run_examples: bool = False) -> Callable[[Path], Answer]:
    """An act breaking ``laws/REL`` of a private copy and loading the edition.

    Args:
        rel: the file under laws/ to break (created when *old* is None).
        old, new: the text replaced (the first occurrence), or the whole
            new file (bytes, or text) when *old* is None.
        line: the line the message must name: ``"edit"`` for the line of
            the edit, a number, or None for no line.
        run_examples: also run the worked examples of the unit broken (as ``pokerlaws check`` runs
            every unit's: the others are unchanged).
    """

    def act(where: Path) -> Answer:
        from pokerlaws.edition.corpus import Corpus
        from pokerlaws.runtime.examples import example_problems

        laws = laws_copy(where)
        path = laws / rel
        if old is None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(new if isinstance(new, bytes) else new.encode("utf-8"))
            at = 1
        else:
            at = _edit(path, old, new)

        def load() -> object:
            corpus = Corpus.load(laws)
            if run_examples:
                problems = example_problems(corpus, time_limit=3, units={rel.removesuffix(".yaml").replace("/", ":")})
                if problems:
                    raise _ExampleProblems("\n".join(problems))
            return corpus

        answer = in_process(load)
        want = at if line == "edit" else line
        if want is not None and answer.error and f"{rel}, line {want}:" not in answer.message:
            return Answer(**{**answer.__dict__, "message": f"[expected {rel}, line {want}] " + answer.message})
        return answer

    return act


class _ExampleProblems(Exception):
    pass


def record(text: str, *, name: str = "record.yaml") -> Callable[[Path], Answer]:
    """An act judging a record file whose text is *text* (``pokerlaws judge``, in process)."""

    def act(where: Path) -> Answer:
        from pokerlaws.edition.records import judge_file

        path = where / name
        path.write_text(text, encoding="utf-8")
        return in_process(lambda: judge_file(path))

    return act


def record_edit(base: str, old: str, new: str) -> Callable[[Path], Answer]:
    """An act judging a shipped record with *old* replaced by *new*."""
    text = (RECORDS / base).read_text(encoding="utf-8")
    if old not in text:
        raise AssertionError(f"the case is stale: {old!r} is not in {base}")
    return record(text.replace(old, new, 1))


def at_line(n: int) -> str:
    """The fragment naming line *n* of the private record file."""
    return f"record.yaml, line {n}:"


# --- special files ---------------------------------------------------------------------


def with_fifo(then: Callable[[Path], Callable[[Path], Answer]]) -> Callable[[Path], Answer]:
    """Make a FIFO with no writer, ``fifo``, in the private directory, then act on it."""

    def act(where: Path) -> Answer:
        fifo = where / "fifo"
        os.mkfifo(fifo)
        return then(fifo)(where)

    return act


def with_file(name: str, content: bytes | Callable[[Path], None]) -> Callable[[Callable[[Path], Answer]], Callable[[Path], Answer]]:
    """Make ``name`` in the private directory before acting."""

    def wrap(act: Callable[[Path], Answer]) -> Callable[[Path], Answer]:
        def run(where: Path) -> Answer:
            if callable(content):
                content(where / name)
            else:
                (where / name).write_bytes(content)
            before = _contents(where / name)
            answer = act(where)
            after = _contents(where / name)
            lost = tuple(sorted(f"{name}/{p}".rstrip("/.") if p != "." else name for p in before if after.get(p) != before[p]))
            return replace(answer, lost=answer.lost + lost) if lost else answer

        return run

    return wrap


def _contents(path: Path) -> dict[str, bytes | str]:
    """What *path* holds, file by file (relative names; ``.`` for *path* itself): its bytes, a link's
    target, or the kind of a special file; nothing it does not hold."""
    found: dict[str, bytes | str] = {}
    paths = [path, *sorted(path.rglob("*"))] if path.is_dir() and not path.is_symlink() else [path]
    for item in paths:
        key = "." if item == path else str(item.relative_to(path))
        try:
            if item.is_symlink():
                found[key] = f"-> {os.readlink(item)}"
            elif item.is_file():
                found[key] = item.read_bytes()
            elif item.exists() and not item.is_dir():
                found[key] = "special"
        except OSError:
            found[key] = "unreadable"
    return found


def _port_in_use(act: Callable[[Path], Answer], port_holder: list[int]) -> Callable[[Path], Answer]:
    def run(where: Path) -> Answer:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            sock.listen()
            port_holder.append(sock.getsockname()[1])
            return act(where)

    return run


def serve_on_port_in_use() -> Callable[[Path], Answer]:
    """``scripts/serve.py --port P`` where P is held by another socket."""

    def run(where: Path) -> Answer:
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            sock.listen()
            port = sock.getsockname()[1]
            return command("--port", str(port), script="serve.py")(where)

    return run


def is_json(answer: Answer) -> str | None:
    """A check: the output is valid JSON."""
    import json

    try:
        json.loads(answer.output)
    except ValueError as exc:
        return f"not valid JSON: {exc}"
    return None


def symlink_loop(path: Path) -> None:
    """Make *path* a symbolic link to itself."""
    path.symlink_to(path.name)


def is_fifo(path: Path) -> bool:
    return stat.S_ISFIFO(os.stat(path).st_mode)


__all__ = ["Answer", "Case", "try_case", "verdict"]


# --- the cases ---------------------------------------------------------------------------


def _engine_cases() -> list[Case]:
    from pokerlaws import Card, Suit, compare, evaluate, get_ruleset, law, parse_cards
    from pokerlaws.betting import BettingRound, BettingRulings, settle
    from pokerlaws.hands import key_function
    from pokerlaws.jackpot import JackPot
    from pokerlaws.records import judge
    from pokerlaws.table import refer

    hand = "AH KH QH JH 9H"
    card_errors = ("InvalidCard",)
    at_show = {"B": "KS KH 2D 2C 9S", "C": "QS QH QD 4C 3S"}  # the hands of B and C at a show

    def shown_round() -> BettingRound:
        """A betting round over, B and C at the show."""
        game = BettingRound(["A", "B", "C"], "A", antes={"A": 3})
        game.bet("B", 5)
        game.call("C")
        game.retire("A")
        return game

    def record_api(**change: object) -> dict:
        """The record of a betting round as the API takes it, with *change*."""
        record = {"seats": ["A", "B", "C"], "ante_man": "A", "antes": {"A": 3}, "actions": ["B bets 5", "C calls", "A retires"], "show": dict(at_show)}
        return record | change

    cases = [
        # one card, as text
        Case("unknown suit", "api", api(parse_cards, "AH 1X"), card_errors, ("unknown suit",)),
        Case("unknown rank", "api", api(parse_cards, "ZH"), card_errors, ("rank",)),
        Case("rank one", "api", api(Card.parse, "1H"), card_errors, ("rank",)),
        Case("rank eleven in digits", "api", api(Card.parse, "11H"), card_errors, ("rank",)),
        Case("suit first", "api", api(Card.parse, "♥A"), card_errors, ("rank before the suit",)),
        Case("a rank alone", "api", api(Card.parse, "A"), card_errors, ("suit",)),
        Case("an empty card", "api", api(Card.parse, ""), card_errors, ("empty",)),
        Case("spaces only", "api", api(Card.parse, "   "), card_errors, ("empty",)),
        Case("two cards given as one", "api", api(Card.parse, "AH KH"), card_errors, ("several",)),
        Case("two suits", "api", api(Card.parse, "AHH"), card_errors, ()),
        Case("a joker", "api", api(evaluate, "JOKER KH QH JH 9H"), card_errors, ("joker",)),
        Case("a zero-width space", "api", api(Card.parse, "A\u200bH"), card_errors, ("invisible",)),
        Case("a control character", "api", api(Card.parse, "A\x1bH"), card_errors, ()),
        Case("a NUL character", "api", api(Card.parse, "A\x00H"), card_errors, ()),
        Case("a mathematical letter", "api", api(Card.parse, "\U0001d400H"), card_errors, ()),
        Case("a full-width suit letter", "api", api(Card.parse, "A\uff28"), card_errors, ()),
        Case("a 1 MB token", "api", api(Card.parse, "X" * 1_000_000), card_errors, ()),
        Case("a 1 MB hand", "api", api(evaluate, "AH " * 300_000), ("InvalidCard", "DuplicateCard", "WrongHandSize"), ()),
        Case("bytes, not text", "api", api(parse_cards, b"AH KH"), card_errors, ("bytes",)),
        Case("a number, not a card", "api", api(Card.parse, 65), card_errors, ()),
        Case("None, not a card", "api", api(Card.parse, None), card_errors, ()),
        Case("a list of numbers", "api", api(parse_cards, [1, 2, 3, 4, 5]), card_errors, ()),
        Case("a list holding None", "api", api(parse_cards, ["AH", None]), card_errors, ()),
        Case("a nested list", "api", api(parse_cards, ["AH", ["KH"]]), card_errors, ()),
        Case("a plain object as the hand", "api", api(evaluate, object()), card_errors, ()),
        Case("objects as cards", "api", api(evaluate, [object()] * 5), card_errors, ()),
        Case("numbers as hands to compare", "api", api(compare, 5, 6), card_errors, ()),
        Case("None as the hand", "api", api(evaluate, None), card_errors, ()),
        # the card object
        Case("a rank of 15", "api", api(Card, 15, Suit.HEARTS), card_errors, ("rank",)),
        Case("a rank of 1", "api", api(Card, 1, Suit.HEARTS), card_errors, ("rank",)),
        Case("a rank as a float", "api", api(Card, 14.0, Suit.HEARTS), card_errors, ("rank",)),
        Case("a rank as a bool", "api", api(Card, True, Suit.HEARTS), card_errors, ("rank",)),
        Case("a suit as a letter", "api", api(Card, 14, "H"), card_errors, ("suit",)),
        # hands
        Case("four cards", "api", api(evaluate, "AH KH QH JH"), ("WrongHandSize",), (), law="foster:4"),
        Case("six cards", "api", api(evaluate, "AH KH QH JH 9H 2C"), ("WrongHandSize",), (), law="foster:4"),
        Case("no cards", "api", api(evaluate, ""), ("WrongHandSize",), ()),
        Case("a card twice in a hand", "api", api(evaluate, "AH AH QH JH 9H"), ("DuplicateCard",), ("twice",)),
        Case("a card twice, in two spellings", "api", api(evaluate, "AH ah QH JH 9H"), ("DuplicateCard",), ()),
        Case("a card in both hands compared", "api", api(compare, hand, "AH 2C 3D 4S 6C"), ("DuplicateCard",), ("both",)),
        Case("the same hand compared with itself", "api", api(compare, hand, hand), ("DuplicateCard",), ()),
        Case("hands of five and four compared", "api", api(compare, hand, "2C 3D 4S 6C"), ("WrongHandSize",), ()),
        # rulesets
        Case("an unknown ruleset", "api", api(evaluate, hand, ruleset="modern"), ("UnknownRuleset",), ("modern",)),
        Case("a ruleset given as a number", "api", api(evaluate, hand, ruleset=1882), ("UnknownRuleset",), ()),
        Case("get_ruleset of None", "api", api(get_ruleset, None), ("UnknownRuleset",), ()),
        Case("key_function of an unknown ruleset", "api", api(key_function, "modern"), ("UnknownRuleset",), ()),
        Case(
            "two different rulesets of one name",
            "api",
            api(lambda: compare(evaluate(hand), evaluate("2C 3D 4S 6C 8C", ruleset=replace(get_ruleset("1882"), two_pairs_odd_card=True)))),
            ("RulesetMismatch",),
            ("two_pairs_odd_card",),
        ),
        # laws by id
        Case("an unknown law", "api", api(law, "1882:99"), ("UnknownLaw",), ("1882:99",)),
        Case("settle without a betting round", "api", api(lambda: __import__("pokerlaws.betting.pool", fromlist=["settle"]).settle(None)), ("ValueError",), ("BettingRound",)),
        Case("a name in decomposed characters", "api", api(BettingRound, ["A", "e\u0301"], "A"), ("ValueError",), ("NFC",)),
        Case("a law id of a megabyte", "api", api(law, "1882:" + "7" * 1_000_000), ("UnknownLaw",), ("characters",)),
        Case("a law id with a dash", "api", api(law, "1882-71"), ("UnknownLaw",), ("1882:71",)),
        Case("an empty law id", "api", api(law, ""), ("UnknownLaw",), ()),
        Case("a law id that is not text", "api", api(law, 71), ("UnknownLaw",), ()),
        # the table
        Case("seats as one string", "api", api(BettingRound, "ABCD", "A"), ("ValueError",), ("list of names",)),
        Case("a seat named twice", "api", api(BettingRound, ["A", "A"], "A"), ("ValueError",), ("twice",)),
        Case("one seat", "api", api(BettingRound, ["A"], "A"), ("ValueError",), ("two",)),
        Case("a seat that is not a name", "api", api(BettingRound, ["A", 2], "A"), ("ValueError",), ("name",)),
        Case("an empty name", "api", api(BettingRound, ["A", ""], "A"), ("ValueError",), ("name",)),
        Case("an ante-man not at the table", "api", api(BettingRound, ["A", "B"], "Z"), ("UnknownPlayer",), ('"Z"',)),
        Case("an ante as a float", "api", api(BettingRound, ["A", "B"], "A", antes={"A": 3.0}), ("ValueError", "InvalidAmount"), ("whole number",)),
        Case("an ante as a bool", "api", api(BettingRound, ["A", "B"], "A", antes={"A": True}), ("ValueError", "InvalidAmount"), ("whole number",)),
        Case("a negative ante", "api", api(BettingRound, ["A", "B"], "A", antes={"A": -1}), ("ValueError", "InvalidAmount"), ()),
        Case("funds of a stranger", "api", api(BettingRound, ["A", "B"], "A", funds={"Z": 3}), ("UnknownPlayer",), ()),
        Case("a direction that is not one", "api", api(lambda: BettingRound(["A", "B"], "A", rulings=BettingRulings(direction="up"))), ("ValueError",), ("left",)),
        Case("a dispute's seats as one string", "api", api(refer, ["B"], dealer="B", seats="ABCD", matter="law"), ("ValueError",), ("list of names",)),
        # the table: seats with no order, too many, names that do not print
        Case("seats as a set", "api", api(BettingRound, {"A", "B", "C"}, "A"), ("ValueError",), ("set", "order")),
        Case("seats as a mapping", "api", api(JackPot, {"A": 1, "B": 2}, "A"), ("ValueError",), ("dict", "order")),
        Case("60,000 seats", "api", api(BettingRound, [f"P{i}" for i in range(60_000)], "P0"), ("ValueError",), ("at most 20",)),
        Case("a seat name with an escape sequence", "api", api(BettingRound, ["A", "B", "C\x1b[31mRED"], "A"), ("ValueError",), ("control character", "\\x1b")),
        Case("a seat name with a zero-width space", "api", api(BettingRound, ["A", "B", "C\u200b"], "A"), ("ValueError",), ("invisible", "\\u200b")),
        # the settlement's arguments
        Case("foul as one string", "api", api(lambda: settle(shown_round(), at_show, foul="BC")), ("ValueError",), ("one string",)),
        Case("foul as None", "api", api(lambda: settle(shown_round(), at_show, foul=None)), ("ValueError",), ("foul",)),
        Case("a foul hand named twice", "api", api(lambda: settle(shown_round(), at_show, foul=["B", "B"])), ("ValueError",), ("twice",)),
        Case("pool rules as a mapping", "api", api(lambda: settle(shown_round(), at_show, rulings={"odd_counter": "carry"})), ("ValueError",), ("PoolRulings",)),
        # a record given to the judge through the API: held to the files' rules
        Case("a record that is None", "api", api(judge, None), ("RecordError",), ("mapping",)),
        Case("a record's foul as one string", "api", api(judge, record_api(foul="AB")), ("RecordError",), ("foul", "one string")),
        Case("a record's acts as one string", "api", api(judge, record_api(actions="B bets 5")), ("RecordError",), ("actions", "one string")),
        Case("a record's expect as a list", "api", api(judge, record_api(expect=[1])), ("RecordError",), ("expect", "mapping")),
        Case("a record's payout as a float", "api", api(judge, record_api(expect={"payouts": {"B": 1.0}})), ("RecordError",), ("expect.payouts.B", "whole number")),
        Case("a record's antes as pairs", "api", api(judge, record_api(antes=[("A", 3)])), ("RecordError",), ("antes", "mapping")),
        Case("a record's unknown ruling", "api", api(judge, record_api(rulings={"odd": 1})), ("RecordError",), ("rulings.odd",)),
        Case("a record's players named twice", "api", api(judge, record_api(players=["A", "B", "B"])), ("RecordError",), ("players[2]", "twice")),
        Case("a record's seats as a set", "api", api(judge, record_api(seats={"A", "B", "C"})), ("RecordError",), ("set",)),
        Case("a record's unknown field", "api", api(judge, record_api(antez={"A": 3})), ("RecordError",), ("unknown field",)),
        Case("a record's field its form does not read", "api", api(judge, record_api(counters={"red": 5})), ("RecordError",), ("counters", "foster")),
    ]
    return cases


def _bet_cases() -> list[Case]:
    from pokerlaws.betting import BettingRound

    def round_() -> BettingRound:
        return BettingRound(["A", "B", "C"], "A", antes={"A": 2})

    def act(method: str, *args: object) -> Callable[[Path], Answer]:
        return api(lambda: getattr(round_(), method)(*args))

    return [
        Case("a bet of a fraction", "api", act("bet", "B", 2.5), ("InvalidAmount",), ("whole number",)),
        Case("a bet as a float", "api", act("bet", "B", 2.0), ("InvalidAmount",), ("whole number",)),
        Case("a bet in words", "api", act("bet", "B", "two"), ("InvalidAmount",), ()),
        Case("a negative bet", "api", act("bet", "B", -1), ("InvalidAmount", "BetRecalled"), ()),
        Case("a bet by a stranger", "api", act("bet", "Z", 2), ("UnknownPlayer",), ()),
        Case("a raise of a fraction", "api", act("raise_", "B", 0.5), ("InvalidAmount",), ()),
    ]


_BET = "1882-uncalled-bet.yaml"
_DEAL = "1895-jackpot.yaml"
_RECORD = (RECORDS / _BET).read_text(encoding="utf-8")


def _json_table(answer: Answer) -> str | None:
    """Why the output of ``judge --readings --json`` is not the table as JSON, or None."""
    import json

    try:
        return None if "as_it_stands" in json.loads(answer.output) else f"no table in the JSON: {answer.output[:200]!r}"
    except ValueError as err:
        return f"not JSON ({err}): {answer.output[:200]!r}"


def _line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def _record_cases() -> list[Case]:
    yaml_errors = ("LawFileError",)
    judged = ("RecordError",)
    seats_line = _line_of(_RECORD, "seats:")
    antes_line = _line_of(_RECORD, "antes:")
    ante_man_line = _line_of(_RECORD, "ante_man:")
    act1 = _line_of(_RECORD, "  - B bets 5")
    last_act = _line_of(_RECORD, "  - B retires")
    payouts_line = _line_of(_RECORD, "payouts:")
    foster, deal_1882 = "foster-9-worked-example.yaml", "1882-whole-deal-show-for-less.yaml"
    deal_text = (RECORDS / _DEAL).read_text(encoding="utf-8")
    show = "show:\n  B: KS KH 2D 2C 9S\n  C: QS QH QD 4C 3S\n"  # the hands of a show, each on its line

    def end_of(base: str) -> int:
        """The number of the last line of a shipped record."""
        return len((RECORDS / base).read_text(encoding="utf-8").rstrip("\n").split("\n"))

    def appended(base: str, line: str) -> Callable[[Path], Answer]:
        """An act judging a shipped record with *line* added at its end."""
        return record((RECORDS / base).read_text(encoding="utf-8").rstrip("\n") + "\n" + line + "\n")

    def swap(old: str, new: str) -> Callable[[Path], Answer]:
        return record_edit(_BET, old, new)

    laughs = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"] + [
        f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)
    ]
    cases = [
        # YAML itself
        Case("an empty record", "record", record(""), yaml_errors, ("empty",)),
        Case("a record that is a list", "record", record("- a\n- b\n"), yaml_errors, ("line 1", "as a whole is a list", "top level must be a mapping")),
        Case("a record that is one word", "record", record("hello\n"), yaml_errors, ("mapping",)),
        Case("two documents in one file", "record", record("seats: [A]\n---\nseats: [B]\n"), yaml_errors, ("line 2", "single document")),
        Case("a tab for indentation", "record", record("seats:\n\t- A\n"), yaml_errors, ("line 2",)),
        Case("an unclosed quote", "record", record('seats: [A, "B]\n'), yaml_errors, ("invalid YAML",)),
        Case("an unclosed bracket", "record", record("seats: [A, B\nante_man: A\n"), yaml_errors, ("invalid YAML",)),
        Case("a NUL character", "record", record("seats: [A, B]\x00\n"), yaml_errors, ("line 1", "U+0000")),
        Case("a python tag", "record", record("seats: !!python/object:os.system [A]\n"), yaml_errors, ("line 1",)),
        Case("eight levels of aliases", "record", record("\n".join(laughs) + "\nseats: [A, B]\n"), yaml_errors, ("line 1", "anchor")),
        Case("an alias", "record", record("seats: [A, B]\nante_man: A\nplayers: *x\n"), yaml_errors, ("line 3",)),
        Case("5,000 levels of brackets", "record", record("seats: " + "[" * 5000 + "]" * 5000 + "\n"), yaml_errors, ("line 1", "nested")),
        Case("3,000 levels of block lists", "record", record("seats:\n" + "- " * 3000 + "A\n"), yaml_errors, ("nested",)),
        Case("a complex key", "record", record("? [a, b]\n: 1\nseats: [A, B]\n"), yaml_errors, ("line 1", "key")),
        Case("a key read as true", "record", swap("seats:", "yes: 1\nseats:"), yaml_errors, (at_line(seats_line), "true")),
        Case("a key read as a number", "record", swap("antes: {A: 3}", "antes: {1: 3}"), yaml_errors, (at_line(antes_line), "number")),
        Case("a key read as null", "record", swap("seats:", "null: 1\nseats:"), yaml_errors, (at_line(seats_line), "null")),
        Case("a key given twice", "record", swap("ante_man: A", "ante_man: A\nante_man: B"), yaml_errors, (at_line(ante_man_line + 1), "twice")),
        Case("a player named yes", "record", swap("seats: [A, B, C]", "seats: [A, B, yes]"), yaml_errors, (at_line(seats_line), "quote")),
        Case("an octal count", "record", swap("antes: {A: 3}", "antes: {A: 03}"), yaml_errors, (at_line(antes_line),)),
        Case("a hexadecimal count", "record", swap("antes: {A: 3}", "antes: {A: 0x3}"), yaml_errors, (at_line(antes_line), "0x3")),
        Case("a sexagesimal count", "record", swap("antes: {A: 3}", "antes: {A: 1:30}"), yaml_errors, (at_line(antes_line), "90")),
        Case("a count with a plus sign", "record", swap("antes: {A: 3}", "antes: {A: +3}"), yaml_errors, (at_line(antes_line),)),
        Case("a count with an underscore", "record", swap("antes: {A: 3}", "antes: {A: 1_0}"), yaml_errors, (at_line(antes_line),)),
        Case("a count of infinity", "record", swap("antes: {A: 3}", "antes: {A: .inf}"), yaml_errors, (at_line(antes_line),)),
        Case("a count of 5,000 digits", "record", swap("antes: {A: 3}", "antes: {A: " + "9" * 5000 + "}"), yaml_errors, (at_line(antes_line), "digits")),
        Case("a date for a name", "record", swap("ante_man: A", "ante_man: 2020-01-01"), yaml_errors, (at_line(ante_man_line), "date")),
        # the schema
        Case("seats as one string", "record", swap("seats: [A, B, C]", 'seats: "ABC"'), yaml_errors, (at_line(seats_line), "list")),
        Case("one seat", "record", swap("seats: [A, B, C]", "seats: [A]"), yaml_errors, (at_line(seats_line),)),
        Case("a seat twice", "record", swap("seats: [A, B, C]", "seats: [A, B, B]"), yaml_errors, (at_line(seats_line),)),
        Case("a count written 3.0", "record", swap("antes: {A: 3}", "antes: {A: 3.0}"), yaml_errors, (at_line(antes_line), "write 3")),
        Case("a count written 2.5", "record", swap("antes: {A: 3}", "antes: {A: 2.5}"), yaml_errors, (at_line(antes_line), "whole number")),
        Case("a negative count", "record", swap("antes: {A: 3}", "antes: {A: -3}"), yaml_errors, (at_line(antes_line),)),
        Case("a count as true", "record", swap("antes: {A: 3}", "antes: {A: true}"), yaml_errors, (at_line(antes_line),)),
        Case("an ante-man as a number", "record", swap("ante_man: A", "ante_man: 5"), yaml_errors, (at_line(ante_man_line), "in quotes")),
        Case("an unknown field", "record", swap("ante_man: A", "ante_man: A\nante_men: B"), yaml_errors, (at_line(ante_man_line + 1), "unknown field")),
        Case("an unknown code", "record", swap('code: "1882"', 'code: "1900"'), yaml_errors, ("code",)),
        Case("a code unquoted", "record", swap('code: "1882"', "code: 1882"), yaml_errors, ("in quotes",)),
        Case("a seat of null", "record", swap("seats: [A, B, C]", "seats: [A, B, ~]"), yaml_errors, (at_line(seats_line), "in quotes")),
        Case("an explicit tag on a count", "record", swap("antes: {A: 3}", 'antes: {A: !!int "071"}'), yaml_errors, (at_line(antes_line), "explicit tag")),
        Case("an unknown direction", "record", swap("ante_man: A", "ante_man: A\ndirection: up"), yaml_errors, (at_line(ante_man_line + 1),)),
        Case("an unknown ruling", "record", swap("ante_man: A", "ante_man: A\nrulings: {odd: 1}"), yaml_errors, ("odd",)),
        Case("both forms of record", "record", swap("ante_man: A", "ante_man: A\ndealer: A"), yaml_errors, ("either form",)),
        Case("neither form of record", "record", record("seats: [A, B]\n"), yaml_errors, ("either form",)),
        Case("an empty act", "record", swap("  - B bets 5", '  - ""'), yaml_errors, (at_line(act1),)),
        Case("an act that is a number", "record", swap("  - B bets 5", "  - 5"), yaml_errors, (at_line(act1),)),
        # names: each at its own line
        Case("an ante-man not at the table", "record", swap("ante_man: A", "ante_man: Z"), judged, (at_line(ante_man_line), "not at the table")),
        Case("antes of a stranger", "record", swap("antes: {A: 3}", "antes: {E: 3}"), judged, (at_line(antes_line), "'E'")),
        Case("funds of a stranger", "record", swap("antes: {A: 3}", "antes: {A: 3}\nfunds: {Q: 3}"), judged, (at_line(antes_line + 1), "'Q'")),
        Case("straddles of a stranger", "record", swap("antes: {A: 3}", "antes: {A: 3}\nstraddles: {Q: 3}"), judged, (at_line(antes_line + 1), "'Q'")),
        Case("players who are strangers", "record", swap("antes: {A: 3}", "antes: {A: 3}\nplayers: [A, Q]"), judged, (at_line(antes_line + 1), "'Q'")),
        Case("a foul hand of a stranger", "record", swap("antes: {A: 3}", "antes: {A: 3}\nfoul: [Q]"), judged, (at_line(antes_line + 1), "'Q'")),
        Case("a hand shown by a stranger", "record", swap("antes: {A: 3}", 'antes: {A: 3}\nshow: {Q: "AH KH QH JH 9H"}'), judged, (at_line(antes_line + 1), "'Q'")),
        Case("a payout expected for a stranger", "record", swap("payouts: {A: 0, B: 0, C: 18}", "payouts: {A: 0, B: 0, C: 18, Q: 0}"), judged, (at_line(_line_of(_RECORD, "payouts:")), "payout for Q")),
        # acts
        Case("an act that is no act", "record", swap("  - B bets 5", "  - B jumps 5"), judged, (at_line(act1), "cannot read")),
        Case("an amount in words", "record", swap("  - B bets 5", "  - B bets five"), judged, (at_line(act1), "whole number")),
        Case("a negative amount", "record", swap("  - B bets 5", "  - B bets -5"), judged, (at_line(act1),)),
        Case("a fractional amount", "record", swap("  - B bets 5", "  - B bets 2.5"), judged, (at_line(act1),)),
        Case("an amount of 100,000 digits", "record", swap("  - B bets 5", "  - B bets " + "9" * 100_000), judged, (at_line(act1),)),
        Case("an act by a stranger", "record", swap("  - B bets 5", "  - Z bets 5"), judged, (at_line(act1), '"Z"')),
        Case("a show for less demanded out of turn", "record", swap("  - B bets 5", "  - C demands a show"), judged, (at_line(act1),), law="1882:53"),
        Case("a bet taken back", "record", swap("  - A retires", "  - B takes back 5"), judged, (), law="1882:55"),
        Case("calls with an amount", "record", swap("  - A retires", "  - A calls 5"), judged, ("takes nothing",)),
        Case("a record that stops mid-betting", "record", swap("  - B retires\n", ""), judged, (at_line(_line_of(_RECORD, "  - A retires")), "ends before"), law="1882:59"),
        Case("a payout the laws do not give", "record", swap("C: 18}", "C: 17}"), judged, ("expects",)),
        # whole deals
        Case("a pack of 51 cards", "record", record_edit(_DEAL, " AS\"", "\""), judged, ("51",)),
        Case("a pack with a card twice", "record", record_edit(_DEAL, " AS\"", " AH\""), ("RecordError", "LawFileError"), ("twice",)),
        Case("a pack with a joker", "record", record_edit(_DEAL, " AS\"", " JOKER\""), ("RecordError", "LawFileError"), ("joker",)),
        Case("a dealer not at the table", "record", record_edit(_DEAL, "dealer: D", "dealer: Z"), judged, ("not at the table",)),
        Case("a draw that cannot be read", "record", record_edit(_DEAL, "  - C discards 3D", "  - C throws 3D"), judged, ("draw",)),
        Case("a discard of a card not held", "record", record_edit(_DEAL, "  - C discards 3D", "  - C discards AS"), judged, ("draw",)),
        Case("a jack-pot of 0 chips", "record", record_edit(_DEAL, "jackpot: {ante: 1}", "jackpot: {ante: 0}"), ("LawFileError",), ("jackpot",)),
        Case("a jack-pot under 1882", "record", record_edit(_DEAL, 'code: "1895"', 'code: "1882"'), judged, ("1895",)),
        Case("a whole deal that stops before the draw", "record", record_edit(_DEAL, "  - A comes in 2\n", ""), judged, ("before the draw",)),
        # a field the form of the record does not read: refused at its line, not ignored
        Case("a field a whole deal does not read", "record", appended(foster, 'show: {A: "AS KS QS JS TS"}'), judged, (at_line(end_of(foster) + 1), "'show'", "betting round")),
        Case("a field a jack-pot does not read", "record", appended(_DEAL, "funds: {A: 1}"), judged, (at_line(end_of(_DEAL) + 1), "'funds'", "not read")),
        Case("counters in a deal not under foster", "record", appended(deal_1882, "counters: {red: 5}"), judged, (at_line(end_of(deal_1882) + 1), "'counters'", "foster")),
        Case("a field a betting round does not read", "record", swap("ante_man: A", "ante_man: A\nreshuffle_seed: 3"), judged, (at_line(ante_man_line + 1), "'reshuffle_seed'", "whole deal")),
        # a fault at the show, or in what is expected: at the line of the entry that has it
        Case("too few players, at the players line", "record", swap("antes: {A: 3}", "antes: {A: 3}\nplayers: [A]"), judged, (at_line(antes_line + 1), "two players")),
        Case("a foul hand of a player not at the show", "record", swap("  - B retires\n", "  - B calls\n" + show + "foul: [A]\n"), judged, (at_line(last_act + 4), "'A' is not at the show")),
        Case("a bad card in the second hand shown", "record", swap("  - B retires\n", "  - B calls\n" + show.replace("QD", "QX")), judged, (at_line(last_act + 3), "C's hand", "QX")),
        Case("a card shown in two hands", "record", swap("  - B retires\n", "  - B calls\n" + show.replace("QS", "KS")), judged, (at_line(last_act + 3), "both B and C")),
        # new-user review: a record that stops where the hands are to be shown is incomplete: no law is broken
        Case("a show the record lacks", "record", swap("  - B retires\n", "  - B calls\n"), judged, (at_line(last_act), "incomplete", "no show"),
             check=lambda answer: f"cites law {answer.law}" if answer.law else None),  # fmt: skip
        Case("a payout wrong for one player", "record", swap("payouts: {A: 0, B: 0, C: 18}", "payouts:\n    A: 0\n    B: 1\n    C: 18"), judged, (at_line(payouts_line + 2), "B 1")),
        # names: printable, each once
        Case("a seat name with an escape sequence", "record", swap("seats: [A, B, C]", 'seats: [A, B, "C\\e[31mRED"]'), yaml_errors, (at_line(seats_line), "U+001B")),
        Case("a seat name with a zero-width space", "record", swap("seats: [A, B, C]", "seats: [A, B, C\u200b]"), yaml_errors, (at_line(seats_line), "U+200B")),
        # new-user review: a name given twice is said, with where it stands
        Case("seats named twice", "record", swap("seats: [A, B, C]", "seats: [A, B, A]"), yaml_errors, (at_line(seats_line), "'A' more than once", "1st and 3rd")),
        Case("players named twice", "record", swap("antes: {A: 3}", "antes: {A: 3}\nplayers: [A, B, B]"), yaml_errors, (at_line(antes_line + 1), "more than once")),
        Case("a foul hand named twice", "record", swap("antes: {A: 3}", "antes: {A: 3}\nfoul: [B, B]"), yaml_errors, (at_line(antes_line + 1), "more than once")),
        Case("21 seats", "record", swap("seats: [A, B, C]", "seats: [A, B, C, " + ", ".join(f"P{i}" for i in range(18)) + "]"), yaml_errors, (at_line(seats_line), "at most 20")),
        Case("60,000 seats", "record", swap("seats: [A, B, C]", "seats: [A, B, C, " + ", ".join(f"P{i}" for i in range(60_000)) + "]"), yaml_errors, (at_line(seats_line), "at most 20")),
        # amounts in figures: 0-9, no leading zero, at most 15 digits, in every act that reads one
        Case("an amount with leading zeros", "record", swap("  - B bets 5", "  - B bets 0005"), judged, (at_line(act1), "leading zero")),
        Case("an amount in Arabic-Indic digits", "record", swap("  - B bets 5", "  - B bets \u0665"), judged, (at_line(act1), "0-9")),
        Case("an amount of 100 digits", "record", swap("  - B bets 5", "  - B bets " + "9" * 100), judged, (at_line(act1), "15 digits")),
        Case("a jack-pot opening of 5,000 digits", "record", record_edit(_DEAL, "  - B opens 2", "  - B opens " + "9" * 5000), judged, (at_line(_line_of(deal_text, "  - B opens 2")), "15 digits")),
        Case("a jack-pot opening with a leading zero", "record", record_edit(_DEAL, "  - B opens 2", "  - B opens 02"), judged, (at_line(_line_of(deal_text, "  - B opens 2")), "leading zero")),
        Case("counters with a leading zero", "record", record_edit(foster, "  - B bets a red", "  - B bets 05 whites"), judged, ("leading zero",)),
    ]
    return cases


def _file_cases() -> list[Case]:
    """Files that are not files the edition can read, given to ``judge`` and put in ``laws/``."""
    big = b"seats: [A, B]\n" + b"#" * 1_100_000 + b"\n"
    c_locale = {"LC_ALL": "C", "PYTHONUTF8": "0"}

    def in_laws(make: Callable[[Path], object]) -> Callable[[Path], None]:
        def content(path: Path) -> None:
            path.mkdir()
            make(path)

        return content

    def record_as(name: str) -> Callable[[Path], object]:
        return lambda path: (path / name).write_text(_RECORD, encoding="utf-8")

    def settled(answer: Answer) -> str | None:
        return None if "C receives   18" in answer.output else f"no settlement: {answer.output[:200]!r}"
    return [
        Case("judge: an empty path", "cli", command_here("judge", ""), (), ("empty",), status=2),
        Case("judge: a directory", "cli", command_here("judge", "{dir}"), (), ("directory",), status=1),
        Case("judge: a missing file", "cli", command_here("judge", "{dir}/nothing.yaml"), (), ("does not exist",), status=1),
        Case("judge: a FIFO with no writer", "cli", with_fifo(lambda fifo: command("judge", str(fifo))), (), ("FIFO",), status=1),
        Case("judge: /dev/zero", "cli", command("judge", "/dev/zero"), (), ("device",), status=1),
        Case("judge: /dev/null", "cli", command_here("judge", "/dev/null"), (), ("device",), status=1),
        Case("judge: a loop of symbolic links", "cli", with_file("loop", symlink_loop)(command_here("judge", "loop")), (), ("loop",), status=1),
        Case("judge: a file over the size limit", "cli", with_file("input", big)(command_here("judge", "input")), (), ("bytes",), status=1),
        Case("judge: a file in Latin-1", "cli", with_file("input", "seats: [Zoë, B]\n".encode("latin-1"))(command_here("judge", "input")), (), ("UTF-8", "line 1"), status=1),
        Case("judge: UTF-16", "cli", with_file("input", "seats: [A, B]\n".encode("utf-16"))(command_here("judge", "input")), (), ("UTF-8",), status=1),
        # what each reading decides (issue 31): one line each, nothing on standard output
        Case("judge --readings: an unknown parameter", "cli", command_here("judge", str(RECORDS / "1882-whole-deal-show-for-less.yaml"), "--readings", "--only", "antes"), (), ("no parameter 'antes'",), status=2),
        Case("judge --readings: an unknown reading", "cli", command_here("judge", str(RECORDS / "1882-whole-deal-show-for-less.yaml"), "--readings", "--only", "ante=every player"), (), ("has no reading 'every player'",), status=2),
        Case("judge --readings: a parameter of another form", "cli", command_here("judge", str(RECORDS / "1882-whole-deal-show-for-less.yaml"), "--readings", "--only", "direction"), (), ("cannot bear on a whole deal",), status=2),
        Case("judge --readings: pairs beyond the limit", "cli", command_here("judge", str(RECORDS / "1882-whole-deal-show-for-less.yaml"), "--readings", "--pairs"), (), ("more than",), status=2),
        # the attack on issue 29's new changes, finding 12: the table, set apart from an expect that fails, then the error
        Case("judge --readings: an expect that fails", "cli", with_file("input", _RECORD.replace("C: 18}", "C: 17}").encode())(command_here("judge", "input", "--readings", "--only", "ante")),
             (), ("input, line", "the record expects"), status=1, check=lambda a: None if "(as the record stands)" in a.output else f"no table: {a.output[:200]!r}"),
        Case("judge --readings --json: an expect that fails", "cli", with_file("input", _RECORD.replace("C: 18}", "C: 17}").encode())(command_here("judge", "input", "--readings", "--json", "--only", "ante")),
             (), ("input, line", "the record expects"), status=1, check=_json_table),
        Case("judge --readings: a directory", "cli", command_here("judge", "{dir}", "--readings"), (), ("directory",), status=1),
        Case("judge -: nothing on standard input", "cli", command_here("judge", "-", stdin=b""), (), ("empty",), status=1),
        Case("judge -: bad YAML on standard input", "cli", command_here("judge", "-", stdin=b"seats: [A\n"), (), ("<stdin>",), status=1),
        Case("judge -: over the size limit on standard input", "cli", command_here("judge", "-", stdin=big), (), ("bytes",), status=1),
        Case("judge -: a record on standard input", "cli", command_here("judge", "-", stdin=_RECORD.encode()), succeeds=True, check=lambda a: None if "C receives   18" in a.output else f"no settlement: {a.output[:200]!r}"),
        Case("--laws: not the laws directory", "cli", command_here("--laws", "{dir}", "check"), (), ("laws/",), status=1),
        Case("--laws: an empty path", "cli", command_here("--laws", "", "check"), (), (), status=2),
        # file names as the system gives them; scratch files go under laws/, which is not counted as output
        Case("judge: a file name not ASCII, in the C locale", "cli", with_file("laws", in_laws(record_as("récord.yaml")))(command("judge", "laws/récord.yaml", env=c_locale)), succeeds=True, check=settled),
        Case("judge: a file name not UTF-8", "cli", with_file("laws", in_laws(record_as("r\udce9cord.yaml")))(command("judge", "laws/r\udce9cord.yaml")), succeeds=True, check=settled),
        Case("judge: a missing file named in UTF-8, in the C locale", "cli", command("judge", "nöne.yaml", env=c_locale), (), ("nöne.yaml", "does not exist"), status=1),
        Case("export -o: a file name not ASCII, in the C locale", "cli", with_file("laws", in_laws(lambda _p: None))(command("export", "-o", "laws/édition.json", env=c_locale)), succeeds=True, check=lambda a: None if "wrote laws/édition.json" in a.output else f"not written: {a.output[:200]!r}"),
        Case("--laws: a directory name not ASCII, in the C locale", "cli", with_file("laws", in_laws(lambda p: shutil.copytree(LAWS, p / "lâws")))(command("--laws", "laws/lâws", "law", "1882:71", env=c_locale)), succeeds=True, check=lambda a: None if a.output.startswith("1882:71 ") else f"no law: {a.output[:200]!r}"),
        # output files that cannot be written
        Case("export -o: a FIFO that no process reads", "cli", with_fifo(lambda fifo: command("export", "-o", str(fifo))), (), ("fifo", "no process is reading"), status=1),
        Case("export -o: a full disk", "cli", command_here("export", "-o", "/dev/full"), (), ("/dev/full", "no space left"), status=1),
    ]


def _special_unit(make: Callable[[Path], None], says: tuple[str, ...], kind: str) -> Case:
    """A unit file under laws/1882/ that is something other than a regular file."""

    def act(where: Path) -> Answer:
        from pokerlaws.edition.corpus import Corpus

        laws = laws_copy(where)
        make(laws / "1882" / "99.yaml")
        return in_process(lambda: Corpus.load(laws))

    return Case(kind, "law file", act, ("LawFileError",), ("1882/99.yaml",) + says)


def _witness_bytes(old: bytes, new: bytes, says: tuple[str, ...], kind: str) -> Case:
    def act(where: Path) -> Answer:
        from pokerlaws.edition.corpus import Corpus

        laws = laws_copy(where)
        path = laws / "witnesses" / "000_1c466bd7adf5a803.txt"
        data = path.read_bytes()
        assert old in data
        path.write_bytes(data.replace(old, new, 1))
        return in_process(lambda: Corpus.load(laws))

    return Case(kind, "law file", act, ("LawFileError",), ("000_1c466bd7adf5a803.txt",) + says)


def _unit_82(where: Path) -> Answer:
    """An invented unit 1882:82: consistent in itself, but in no witness file."""
    from pokerlaws.edition.corpus import Corpus

    laws = laws_copy(where)
    text = (laws / "1882" / "81.yaml").read_text(encoding="utf-8")
    for old, new in (('"1882:81"', '"1882:82"'), ("number: 81", "number: 82"), ("81. These", "82. These"), ("[58] 81.", "[58] 82."), ('edition: "81."', 'edition: "82."')):
        text = text.replace(old, new)
    (laws / "1882" / "82.yaml").write_text(text, encoding="utf-8")
    return in_process(lambda: Corpus.load(laws))


def _replaced_by_fifo(rel: str) -> Callable[[Path], Answer]:
    def act(where: Path) -> Answer:
        from pokerlaws.edition.corpus import Corpus

        laws = laws_copy(where)
        (laws / rel).unlink()
        os.mkfifo(laws / rel)
        return in_process(lambda: Corpus.load(laws))

    return act


_schema_fifo = _replaced_by_fifo("schema/unit.schema.json")
_witness_fifo = _replaced_by_fifo("witnesses/000_1c466bd7adf5a803.txt")


def _law_file_cases() -> list[Case]:
    err = ("LawFileError",)
    u71, u78, u70 = "1882/71.yaml", "1882/78.yaml", "1882/70.yaml"
    return [
        # YAML
        Case("an unclosed quote", "law file", law_file(u71, 'title: "The ace in sequences"', 'title: "The ace in sequences'), err, ("invalid YAML",)),
        Case("a tab for indentation", "law file", law_file(u71, "  - pokerlaws.hands.evaluate", "\t- pokerlaws.hands.evaluate"), err, ("invalid YAML",)),
        Case("a key given twice", "law file", law_file(u71, "number: 71", "number: 71\nnumber: 71", line=5), err, ("twice",)),
        Case("a key read as true", "law file", law_file(u71, "number: 71", "number: 71\nyes: 1", line=5), err, ("true", "quote")),
        Case("a key read as a number", "law file", law_file(u71, "number: 71", "number: 71\n1: 1", line=5), err, ("number", "quote")),
        Case("a complex key", "law file", law_file(u71, "number: 71", "number: 71\n? [a, b]\n: 1", line=5), err, ("key",)),
        Case("an anchor and alias", "law file", law_file(u71, 'title: "The ace in sequences"', 'title: &t "The ace in sequences"\nsection: *t'), err, ("anchor",)),
        Case("a number written in octal", "law file", law_file(u71, "number: 71", "number: 071"), err, ("071", "57")),
        Case("a number written 71.0", "law file", law_file(u71, "number: 71", "number: 71.0"), err, ("whole number",)),
        Case("a number in words", "law file", law_file(u71, "number: 71", "number: seventy-one"), err, ("whole number",)),
        Case("an id unquoted, read as a number", "law file", law_file("1882/55.yaml", 'id: "1882:55"', "id: 1882:55"), err, ("112975", "quote")),
        Case("a source unquoted", "law file", law_file(u71, 'source: "1882"', "source: 1882"), err, ("source",)),
        Case("nesting 5,000 deep", "law file", law_file(u71, "number: 71", "number: 71\nx: " + "[" * 5000 + "]" * 5000, line=5), err, ("nested",)),
        Case("a NUL character", "law file", law_file(u71, "The ace shall only", "The ace\x00 shall only"), err, ("U+0000",)),
        # the schema
        Case("an unknown field", "law file", law_file(u71, "number: 71", "number: 71\nnumbr: 71", line=5), err, ("unknown field",)),
        Case("a missing text", "law file", law_file(u78, "text:", "txt:"), err, ()),
        Case("a witness named in lower case", "law file", law_file(u71, "  W:\n", "  w:\n"), err, ("wrong form", "'w'")),
        Case("an emendation of an unknown type", "law file", law_file(u78, "    type: misprint", "    type: typo"), err, ("typo",)),
        Case("an empty title", "law file", law_file(u71, 'title: "The ace in sequences"', 'title: ""'), err, ("empty",)),
        # the sense
        Case("an id that does not match", "law file", law_file(u71, 'id: "1882:71"', 'id: "1882:72"'), err, ("1882:72",)),
        Case("a unit in the wrong file", "law file", law_file(u71, 'id: "1882:71"\nsource: "1882"\nnumber: 71', 'id: "1882:72"\nsource: "1882"\nnumber: 72'), err, ("laws/1882/72.yaml",)),
        Case("an emendation that changes nothing", "law file", law_file(u78, 'edition: "the right of"', 'edition: "the tight of"', line=24), err, ("changes nothing",)),
        Case("an emendation not in its reading", "law file", law_file(u78, 'reads: "the tight of"', 'reads: "the tight off"'), err, ("does not contain",)),
        Case("an emendation of a witness without a reading", "law file", law_file(u78, "  - witness: W", "  - witness: F"), err, ("no reading",)),
        Case("an edited text no reading gives", "law file", law_file(u71, "The ace shall only begin", "The ace shall begin", line=None), err, ("does not give the edited text",)),
        Case("a word of a reading altered", "law file", law_file(u71, "71. The ace shall only begin a sequence; it shall not end a sequence after a king", "71. The ace shall only begin a sequence; it shall not end a sequence after the king", line=None), err, ()),
        Case("a reading in no witness file", "law file", _unit_82, err, ("1882/82.yaml", "no reading of 1882:82")),
        Case("an engine path that does not resolve", "law file", law_file(u71, "  - pokerlaws.hands.evaluate", "  - pokerlaws.hands.values.evaluat"), err, ("does not resolve",)),
        Case("an engine path to no module", "law file", law_file(u71, "  - pokerlaws.hands.evaluate", "  - nowhere.at.all"), err, ("wrong form", "nowhere.at.all")),
        Case("a footnote mark not in the text", "law file", law_file(u71, '  - mark: "¹"', '  - mark: "²"', line=None), err, ("footnote",)),
        Case("a variant not in its reading", "law file", law_file(u70, '      W: "ceteris paribus"', '      W: "ceteris paribas"', line=None), err, ("variant",)),
        Case("every reading lacking a part", "law file", law_file("1895/30.yaml", "  O:\n    reading:", "  O:\n    lacks: end\n    reading:", line=None), err, ("lacks a part",)),
        Case("a file cut with no other file for the rest", "law file", law_file("sources/1895.yaml", '        last: "1895:38"', '        last: "1895:38"\n        ends_at: "As H"', line=None), err, ("ends_at", "no other file")),
        Case("an emendation of white space only", "law file", law_file(u78, 'reads: "the tight of"\n    edition: "the right of"', 'reads: "the tight of"\n    edition: "the tight  of"', line=24), err, ("changes nothing",)),
        Case("an emendation reading only white space", "law file", law_file(u78, 'reads: "the tight of"\n    edition: "the right of"', 'reads: " "\n    edition: "x"', line=24), err, ("only white space",)),
        Case("a title with an escape sequence", "law file", law_file(u71, 'title: "The ace in sequences"', 'title: "The \\e]0;pwned\\a\\e[2Jace"'), err, ("U+001B",)),
        Case("a title of white space", "law file", law_file(u71, 'title: "The ace in sequences"', 'title: "   "'), err, ("only white space",)),
        Case("a title of a zero-width space", "law file", law_file(u71, 'title: "The ace in sequences"', 'title: "\\u200b"'), err, ("U+200B",)),
        Case("an explicit tag", "law file", law_file(u71, "number: 71", 'number: !!int "71"'), err, ("explicit tag",)),
        Case("a merge key", "law file", law_file(u71, "number: 71", "number: 71\n<<: {title: x}", line=5), err, ("merge",)),
        # the package's own schema validates: a laws/ copy's schema/ is not read (issue 29, item 5)
        Case("a schema file that is a FIFO", "law file", _schema_fifo, succeeds=True),
        Case("a witness file that is a FIFO", "law file", _witness_fifo, err, ("000_1c466bd7adf5a803.txt", "FIFO")),
        _special_unit(symlink_loop, ("loop",), "a unit file that is a symlink loop"),
        _special_unit(lambda p: p.mkdir(), ("directory",), "a unit file that is a directory"),
        _special_unit(lambda p: os.mkfifo(p), ("FIFO",), "a unit file that is a FIFO"),
        _special_unit(lambda p: p.write_bytes(b"#" * 1_100_000), ("bytes",), "a unit file over the size limit"),
        _special_unit(lambda p: p.write_bytes("title: Zoë\n".encode("latin-1")), ("UTF-8",), "a unit file in Latin-1"),
        _special_unit(lambda p: p.write_bytes(b""), ("empty",), "an empty unit file"),
        _special_unit(lambda p: p.write_bytes(b"- a\n"), ("mapping",), "a unit file that is a list"),
        _witness_bytes("’".encode(), b"\xff", ("UTF-8",), "a witness file not UTF-8"),
        _witness_bytes(b"The Betting", b"The Bettor", ("word for word",), "a word of a witness file altered"),
    ]


def _example(code_old: str, code_new: str, says: tuple[str, ...], kind: str, *, line: int | str | None = None) -> Case:
    return Case(kind, "example", law_file("1882/75.yaml", code_old, code_new, line=line, run_examples=True), ("LawFileError", "_ExampleProblems"), says)


def _forged(where: Path) -> Answer:
    """One example patches doctest in its process; a later example's wrong output must still fail."""
    from pokerlaws.edition.corpus import Corpus
    from pokerlaws.runtime.examples import example_problems

    laws = laws_copy(where)
    first = laws / "1882" / "52.yaml"
    text = first.read_text(encoding="utf-8")
    at = text.index("      >>> ")
    first.write_text(text[:at] + "      >>> import doctest; doctest.OutputChecker.check_output = lambda *a: True\n" + text[at:], encoding="utf-8")
    _edit(laws / "1882" / "75.yaml", '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      1\n', '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      42\n')

    def load() -> object:
        # the example that patches doctest, and the one after it that it must not hide
        problems = example_problems(Corpus.load(laws), time_limit=5, units={"1882:52", "1882:75"})
        if problems:
            raise _ExampleProblems("\n".join(problems))
        return None

    return in_process(load)


def _forged_by(lines: str) -> Callable[[Path], Answer]:
    """Lines put first in 1882:52's first example; 1882:75's example, made wrong, must still fail."""

    def act(where: Path) -> Answer:
        from pokerlaws.edition.corpus import Corpus
        from pokerlaws.runtime.examples import example_problems

        laws = laws_copy(where)
        first = laws / "1882" / "52.yaml"
        text = first.read_text(encoding="utf-8")
        at = text.index("      >>> ")
        first.write_text(text[:at] + lines + text[at:], encoding="utf-8")
        _edit(laws / "1882" / "75.yaml", '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      1\n', '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      42\n')

        def load() -> object:
            # the example that reaches out, and the one after it that it must not answer for
            problems = [p for p in example_problems(Corpus.load(laws), time_limit=5, units={"1882:52", "1882:75"}) if "1882/75.yaml" in p]
            if problems:
                raise _ExampleProblems("\n".join(problems))
            return None

        return in_process(load)

    return act


_HIJACK = (
    "      >>> import gc; from multiprocessing.connection import Connection\n"
    "      >>> c = [o for o in gc.get_objects() if isinstance(o, Connection)][0]\n"
    "      >>> c.send((\"done\", []))\n"
    "      >>> while (j := c.recv()) is not None: c.send((\"done\", []))\n"
)


def _check_with_a_process_left(where: Path) -> Answer:
    """``pokerlaws check`` through pipes, an example having started a process that outlives it."""
    laws = laws_copy(where)
    _edit(laws / "1882" / "75.yaml", '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      1\n',
          '      >>> import subprocess; _ = subprocess.Popen(["sleep", "60"])\n      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      42\n')
    return command("--laws", str(laws), "check")(where)


def _example_cases() -> list[Case]:
    first = '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      1\n'
    return [
        _example(first, first.replace("      1\n", "      1\n\n      2\n"), ("never be compared", "<BLANKLINE>"), "text after a blank line of output", line="edit"),
        _example("      >>> from pokerlaws import compare\n", "      prose before the prompt\n      >>> from pokerlaws import compare\n", ("never be compared",), "prose before the first >>>", line="edit"),
        _example(first, "      >>> from pokerlaws import compare\n      prose taken for output\n" + first, ("gives 'nothing', not 'prose taken for output'",), "prose where output is expected"),
        _example(first, "      >>> while True: pass\n" + first, ("did not finish", "while True"), "an example that never ends"),
        _example(first, "      >>> import time; time.sleep(60)\n" + first, ("did not finish",), "an example that sleeps"),
        _example(first, "      >>> import os; os._exit(0)\n" + first, ("ended the Python interpreter", "exit status 0"), "an example that ends the interpreter"),
        _example(first, "      >>> import os; os._exit(3)\n" + first, ("exit status 3",), "an example that ends the interpreter with a status"),
        _example(first, "      >>> import os, signal; os.kill(os.getpid(), signal.SIGKILL)\n" + first, ("killed by SIGKILL",), "an example killed by a signal"),
        _example(first, first.replace(">>> compare", ">>>compare"), ("not a doctest", "lacks a space after its prompt"), "a prompt without its space", line="edit"),
        _example(first, "      >>> def f():\n        ...     pass\n" + first, ("not a doctest", "lacks a space after its prompt"), "a continuation line indented past its prompt", line=None),
        _example(first, first.replace("      >>> compare", "        >>> compare"), ("not a doctest", "inconsistent leading whitespace"), "output indented less than its prompt", line="edit"),
        Case("an example's code folded, not a literal block", "example", law_file("1882/75.yaml", "    code: |-\n      >>> from pokerlaws import compare\n      >>> compare(\"AS JD", "    code: >-\n      >>> from pokerlaws import compare\n\n      >>> compare(\"AS JD", line="edit"), ("LawFileError",), ("literal block",)),
        Case("check through pipes, an example leaving a process behind", "example", _check_with_a_process_left, (), ("not '42'",), status=1),
        Case("an example that answers for those after it", "example", _forged_by(_HIJACK), ("_ExampleProblems",), ("1882/75.yaml", "not '42'")),
        Case("an example that interrupts the worker", "example", _forged_by("      >>> import os, signal; os.kill(os.getppid(), signal.SIGINT)\n"), ("_ExampleProblems",), ("1882/75.yaml", "not '42'")),
        Case("an example that patches doctest for those after it", "example", _forged, ("_ExampleProblems",), ("1882/75.yaml", "not '42'")),
        _example(first, "      >>> import subprocess; _ = subprocess.Popen(['sleep', '60'])\n" + first.replace("      1\n", "      42\n"), ("not '42'",), "an example that leaves a process behind"),
        _example(first, "      >>> raise SystemExit(0)\n" + first, ("SystemExit",), "an example that raises SystemExit"),
        _example(first, first.replace("      1\n", "      -1\n"), ("gives '1', not '-1'",), "an example whose output differs"),
        _example(first, "      >>> 1/0\n" + first, ("ZeroDivisionError",), "an example that raises"),
        _example(first, "      >>> print(\n" + first, ("SyntaxError",), "an example that does not parse"),
        _example("      >>> from pokerlaws import compare\n", "      from pokerlaws import compare\n", ("never be compared",), "a line without its prompt", line="edit"),
    ]


def _cli_cases() -> list[Case]:
    hand = ["AH", "KH", "QH", "JH", "9H"]
    first = '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      1\n'

    def printing_10_mb(path: Path) -> None:  # laws/: a copy whose example prints ten megabytes
        shutil.copytree(LAWS, path)
        _edit(path / "1882" / "75.yaml", first, '      >>> print("x" * 10**7)\n      1\n' + first)

    def utf8_json(answer: Answer) -> str | None:  # valid JSON, in UTF-8, with no byte-order mark
        return is_json(answer) or ("not UTF-8" if "\ufffd" in answer.output else None)

    def seconds(value: str) -> Callable[[Path], Answer]:
        return command_here("examples", "1882:71", env={"POKERLAWS_EXAMPLE_SECONDS": value})

    return [
        Case("no command", "cli", command_here(), status=2),
        Case("an unknown command", "cli", command_here("frobnicate"), status=2),
        Case("law: an unknown id", "cli", command_here("law", "1882:99"), (), ("1882:99",), status=2),
        Case("law: an empty id", "cli", command_here("law", ""), (), (), status=2),
        Case("law: an id with trailing junk", "cli", command_here("law", "1882:71x"), (), ("1882:71",), status=2),
        Case("law: an id with a newline", "cli", command_here("law", "1882:71\nx"), (), (), status=2),
        Case("law: a ruling the unit has not", "cli", command_here("law", "1882:60", "--ruling", "9"), (), ("has no ruling R9: its editorial rulings are R1-",), status=2),
        Case("law: a ruling of a unit with none", "cli", command_here("law", "1882:52", "--ruling", "1"), (), ("no editorial rulings",), status=2),
        Case("law: an empty ruling number", "cli", command_here("law", "1882:60", "--ruling", ""), (), ("ruling number",), status=2),
        Case("law: a ruling number of 100 kB", "cli", command_here("law", "1882:60", "--ruling", "9" * 100_000), (), ("ruling number",), status=2),
        Case("law: a negative ruling number", "cli", command_here("law", "1882:60", "--ruling", "R-2"), (), ("ruling number",), status=2),
        Case("law --json: an ASCII terminal", "cli", command("law", "1882:71", "--json", env={"PYTHONIOENCODING": "ascii"}), succeeds=True, check=is_json),
        Case("law --json: the C locale", "cli", command("law", "1882:71", "--json", env={"LC_ALL": "C", "PYTHONUTF8": "0"}), succeeds=True, check=is_json),
        Case("export: an ASCII terminal", "cli", command("export", env={"PYTHONIOENCODING": "ascii"}), succeeds=True, check=is_json),
        Case("export -o -: standard output", "cli", command_here("export", "-o", "-"), succeeds=True, check=is_json),
        Case("export -o '': an empty name", "cli", command_here("export", "-o", ""), (), (), status=2),
        Case("export -o DIR: a directory", "cli", command_here("export", "-o", "{dir}"), (), ("directory",), status=1),
        Case("export -o: a missing directory", "cli", command_here("export", "-o", "{dir}/no/such/file.json"), (), (), status=1),
        Case("rank: four cards", "cli", command_here("rank", *hand[:4]), (), ("foster:4",), status=2),
        Case("rank: six cards", "cli", command_here("rank", *hand, "2C"), (), ("foster:4",), status=2),
        Case("rank: a card twice", "cli", command_here("rank", "AH", "AH", "QH", "JH", "9H"), (), ("twice",), status=2),
        Case("rank: a joker", "cli", command_here("rank", "JOKER", "KH", "QH", "JH", "9H"), (), ("joker",), status=2),
        Case("rank: a zero-width space", "cli", command_here("rank", "A\u200bH", "KH", "QH", "JH", "9H"), (), ("invisible",), status=2),
        Case("rank: a 100 kB argument", "cli", command_here("rank", "X" * 100_000), (), (), status=2),
        Case("rank: an unknown ruleset", "cli", command_here("rank", *hand, "--ruleset", "modern"), (), ("modern",), status=2),
        Case("rank: suit symbols in the C locale", "cli", command("rank", "A♥", "K♥", "Q♥", "J♥", "10♥", env={"LC_ALL": "C", "PYTHONUTF8": "0"}), succeeds=True),
        Case("compare: three hands", "cli", command_here("compare", "AH KH QH JH 9H", "2C 3C 4C 5C 7C", "2D 3D 4D 5D 7D"), (), ("two hands",), status=2),
        Case("compare: one hand", "cli", command_here("compare", "AH KH QH JH 9H"), (), ("two hands", "1 argument"), status=2),
        Case("compare: a card in both hands", "cli", command_here("compare", "AH KH QH JH 9H", "AH 2C 3D 4S 6C"), (), ("both",), status=2),
        Case("compare: a hand of four", "cli", command_here("compare", "AH KH QH JH", "2C 3D 4S 6C 8C"), (), ("foster:4",), status=2),
        Case("examples: an unknown id", "cli", command_here("examples", "1882:99"), (), ("1882:99",), status=2),
        Case("judge: a record that breaks a law", "cli", command_here("judge", str(RECORDS / "1882-breaks-the-law.yaml")), (), ("law 1882:",), status=1),
        Case("judge: a record that is not one", "cli", command_here("judge", str(ROOT / "mkdocs.yml")), (), ("mkdocs.yml",), status=1),
        Case("serve.py: a port over 65535", "cli", command("--port", "70000", script="serve.py"), (), ("port",), status=2),
        Case("serve.py: a negative port", "cli", command("--port", "-1", script="serve.py"), (), ("port",), status=2),
        # new-user review: a record that stops where the hands are to be shown is incomplete, not ruled
        Case("judge: a betting round that ends without its show", "cli",
             with_file("record.yaml", b"seats: [A, B, C]\nante_man: A\nantes: {A: 2}\nactions: [B bets 5, C calls, A retires]\n")(command_here("judge", "record.yaml")),
             (), ("pokerlaws: error: record.yaml", "incomplete", "show:"), status=1, check=lambda answer: "ruled as a breach" if "ruling" in answer.message else None),
        # new-user review: a command's unknown option is refused with that command's usage, in the one form of a refusal
        Case("rank: an unknown option after the cards", "cli", command_here("rank", "AS KS QS JS TS", "--rules"), (),
             ("usage: pokerlaws rank", "pokerlaws: error: unrecognized arguments: --rules"), status=2),  # fmt: skip
        # new-user review: an option that takes a value, given twice, is refused by every script as by the command
        Case("serve.py: --port given twice", "cli", command("--port", "8000", "--port", "8001", script="serve.py"), (), ("--port", "given twice"), status=2),
        Case("compare_judgements.py: --other given twice", "cli", command("--other", "{dir}", "--other", "{dir}", script="compare_judgements.py"), (),
             ("--other", "given twice"), status=2),  # fmt: skip
        Case("serve.py: a port that is not a number", "cli", command("--port", "abc", script="serve.py"), (), ("port",), status=2),
        Case("serve.py: a port in use", "cli", serve_on_port_in_use(), (), ("in use", "--port"), status=1),
        Case("serve.py: a port with an underscore", "cli", command("--port", "8_0", script="serve.py"), (), ("port", "8_0"), status=2),
        Case("serve.py: a port in other digits", "cli", command("--port", "\u0668\u0660", script="serve.py"), (), ("port",), status=2),
        Case("serve.py: a port with a sign", "cli", command("--port", "+8000", script="serve.py"), (), ("port",), status=2),
        # JSON is UTF-8 whatever the encoding of standard output
        Case("law --json: a cp1252 terminal", "cli", command("law", "1882:71", "--json", env={"PYTHONIOENCODING": "cp1252"}), succeeds=True, check=utf8_json),
        Case("law --json: a UTF-16 terminal", "cli", command("law", "1882:71", "--json", env={"PYTHONIOENCODING": "utf-16"}), succeeds=True, check=utf8_json),
        Case("law --json: a utf-8-sig terminal", "cli", command("law", "1882:71", "--json", env={"PYTHONIOENCODING": "utf-8-sig"}), succeeds=True, check=utf8_json),
        Case("export: a UTF-16 terminal", "cli", command("export", env={"PYTHONIOENCODING": "utf-16"}), succeeds=True, check=utf8_json),
        # the settings read from the environment
        Case("POKERLAWS_LAWS set but empty", "cli", command_here("law", "1882:71", env={"POKERLAWS_LAWS": ""}), (), ("POKERLAWS_LAWS", "empty"), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS not a number", "cli", seconds("abc"), (), ("POKERLAWS_EXAMPLE_SECONDS='abc'", "not a number"), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS empty", "cli", seconds(""), (), ("POKERLAWS_EXAMPLE_SECONDS=''",), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS infinite", "cli", seconds("inf"), (), ("'inf'",), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS not a number (nan)", "cli", seconds("nan"), (), ("'nan'",), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS beyond a float", "cli", seconds("1e400"), (), ("'1e400'",), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS of zero", "cli", seconds("0"), (), ("positive",), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS negative", "cli", seconds("-1"), (), ("positive",), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS with an underscore", "cli", seconds("1_0"), (), ("'1_0'",), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS over the limit", "cli", seconds("99999"), (), ("3600",), status=2),
        Case("POKERLAWS_EXAMPLE_SECONDS of a megabyte", "cli", seconds("9" * 100_000), (), ("characters",), status=2),
        Case("check: POKERLAWS_EXAMPLE_SECONDS not a number", "cli", command_here("check", env={"POKERLAWS_EXAMPLE_SECONDS": "ten"}), (), ("POKERLAWS_EXAMPLE_SECONDS",), status=2),
        # messages stay short whatever an example prints
        Case("check: an example that prints ten megabytes", "cli", with_file("laws", printing_10_mb)(command_here("--laws", "laws", "check")), (), ("1882:75", "10,000,001 characters"), status=1),
    ]


# --- issue 29, items 11-26: bounded in time and memory, real-world files, the API and the records ---


def _in_a_process_pool(call: Callable[[], object]) -> Callable[[Path], Answer]:
    """An act calling *call* (a function of this module) in a worker of a process pool: the
    exception must come back whole, every field as it is when raised in this process."""

    def act(_where: Path) -> Answer:
        from concurrent.futures import ProcessPoolExecutor

        def fields(error: BaseException) -> dict:
            return {"str": str(error), "args": error.args, **vars(error)}

        def run() -> object:
            try:
                call()
            except Exception as exc:  # noqa: BLE001 - the error to compare with
                here = exc
            else:
                return None
            with ProcessPoolExecutor(1) as pool:
                try:
                    pool.submit(call).result(timeout=SECONDS)
                except Exception as there:  # noqa: BLE001 - compared, then raised as it came back
                    if type(there) is type(here) and fields(there) != fields(here):
                        there.args = (f"[fields lost: {fields(there)} != {fields(here)}] " + str(there),)
                        raise _FieldsLost(str(there)) from None
                    raise
            return None

        return in_process(run)

    return act


class _FieldsLost(Exception):
    pass


def _laws_with(rel: str, old: str, new: str) -> Callable[[Path], None]:
    """Make ``laws`` in the private directory: a copy of the edition's with *old* replaced by *new* in *rel*."""

    def make(path: Path) -> None:
        shutil.copytree(LAWS, path)
        _edit(path / rel, old, new)

    return make


def _laws_without(rel: str) -> Callable[[Path], None]:
    """Make ``laws`` in the private directory: a copy of the edition's without the file *rel*."""

    def make(path: Path) -> None:
        shutil.copytree(LAWS, path)
        (path / rel).unlink()

    return make


def _glossary(content: bytes | None) -> Callable[[Path], None]:
    """Make ``laws`` in the private directory holding a copy of the edition (``laws/laws``) and beside it
    ``docs/glossary.md`` of *content*, or a FIFO for None."""

    def make(path: Path) -> None:
        shutil.copytree(LAWS, path / "laws")
        (path / "docs").mkdir()
        if content is None:
            os.mkfifo(path / "docs" / "glossary.md")
        else:
            (path / "docs" / "glossary.md").write_bytes(content)

    return make


def _cite_tree(text: str) -> Callable[[Path], None]:
    """Make ``laws`` (a directory scanned by cite-check, not counted as output) holding ``a.py`` of *text*."""

    def make(path: Path) -> None:
        path.mkdir()
        (path / "a.py").write_text(text, encoding="utf-8")

    return make


def _faults(act: Callable[[Path], Answer]) -> Callable[[Path], Answer]:
    """``cite-check`` prints its faults on standard output, one a line, and its summary after them:
    the faults are its answer (standard error must be empty)."""

    def run(where: Path) -> Answer:
        answer = act(where)
        if answer.hung or answer.message.strip():
            return answer
        faults = "\n".join(line for line in answer.output.splitlines() if not line.startswith("cite-check:"))
        return replace(answer, message=faults)

    return run


def _cli_cases_29() -> list[Case]:
    """Items 24 and 25 of issue 29 on the command line: an option given twice, the settings that say where the laws are."""
    hand = "AH KH QH JH 2C"
    return [
        Case("odds: --keep given twice", "cli", command_here("odds", hand, "--keep", "AH", "--keep", "KH"), (), ("--keep", "given twice"), status=2),
        Case("rank: --ruleset given twice", "cli", command_here("rank", "AH KH QH JH 9H", "--ruleset", "1882", "--ruleset", "american"), (), ("--ruleset", "given twice"), status=2),
        Case("--laws given twice", "cli", command_here("--laws", "a", "--laws", "b", "law", "1882:71"), (), ("--laws", "given twice"), status=2),
        Case("rank: POKERLAWS_LAWS set but empty", "cli", command_here("rank", "AH KH QH JH 9H", env={"POKERLAWS_LAWS": ""}), (), ("POKERLAWS_LAWS", "empty"), status=2),
        Case("odds: --laws of a missing directory", "cli", command_here("--laws", "{dir}/nowhere", "odds", hand, "--keep", "AH"), (), ("nowhere", "does not exist"), status=1),
        Case("law: --laws of a missing directory", "cli", command_here("--laws", "{dir}/nowhere", "law", "1882:71"), (), ("nowhere", "does not exist"), status=1),
        Case("export --format csv: a title that is a formula", "cli",
             with_file("laws", _laws_with("1882/71.yaml", 'title: "The ace in sequences"', 'title: "=HYPERLINK(\\"http://example.org\\")"'))(
                 command_here("--laws", "laws", "export", "--format", "csv")),
             succeeds=True, check=_no_formula_cell),
        Case("cite-check --format json: a file name not UTF-8", "cli",
             with_file("laws", _latin1_named_tree)(command("cite-check", "--format", "json", "laws")), succeeds=True, check=_json_any_reader_takes),
        Case("--help to a full disk", "cli", _to_full_disk("--help"), (), ("no space left",), status=1),
        Case("odds --help to a full disk", "cli", _to_full_disk("odds", "--help"), (), ("no space left",), status=1),
        Case("cite-check: a .gitignore negation in a nested directory", "cli",
             with_file("laws", _git_tree({".gitignore": "**/vendor/\n", "a/.gitignore": "!vendor\n", "a/vendor/x.py": "# see 1882:99\n"}))(_faults(command("cite-check", "laws"))),
             (), ("vendor/x.py", "1882:99"), status=1),
        Case("cite-check: a .gitignore line git takes for no pattern", "cli",
             with_file("laws", _git_tree({".gitignore": "!\n\\\n[z-a]\n", "a.py": "# see 1882:60\n"}))(command("cite-check", "laws")), succeeds=True),
        Case("cite-check: a .gitignore with carriage returns alone", "cli",
             with_file("laws", _git_tree({".gitignore": "a.py\rb.py\r", "a.py": "# see 1882:99\n"}))(_faults(command("cite-check", "laws"))),
             (), ("a.py", "1882:99"), status=1),
        # attack review L1: a file name reaches the terminal with its controls escaped, in every message
        Case("judge: a missing file named with escape sequences", "cli", command_here("judge", _CONTROLLING_NAME), (),
             ("\\x1b]0;", "\\n", "\\u202e", "does not exist"), status=1, check=_no_control),  # fmt: skip
        Case("judge: a file named with escape sequences, not YAML", "cli",
             with_file(_CONTROLLING_NAME, b"seats: [A, B\n")(command_here("judge", _CONTROLLING_NAME)), (), ("\\x1b]0;", "\\u202e"), status=1, check=_no_control),
        Case("export -o into a missing folder named with escape sequences", "cli", command_here("export", "-o", _CONTROLLING_NAME + "/x.json"), (),
             ("\\x1b]0;",), status=1, check=_no_control),  # fmt: skip
        # attack review M5: a .gitignore that is a symbolic link is not read, as git does not read it
        Case("cite-check: a .gitignore that is a symbolic link", "cli",
             with_file("laws", _git_tree({"ignores": "*.py\n", ".gitignore": "->ignores", "sub/.gitignore": "->/etc/hostname", "a.py": "# see 1882:99\n"}))(
                 _faults(command("cite-check", "laws"))),
             (), ("a.py", "1882:99"), status=1),
        Case("cite-check: --exclude of a range that runs backwards", "cli", with_file("laws", _git_tree({"a.py": ""}))(command("cite-check", "--exclude", "[z-a]", "laws")),
             (), ("[z-a]",), status=2),
        Case("serve: a port taken while the site was built", "cli", _port_taken_during_the_build, (), ("in use", "--port"), status=1),
        # new-user review: the port is held through the build, its socket handed to the server; a bad one is refused
        Case("serve: a socket handed on that is no descriptor", "cli", _port_taken_during_the_build_with("abc"), (), ("POKERLAWS_SERVE_SOCKET", "not a file descriptor"), status=1),
        Case("serve: a socket handed on that is not open", "cli", _port_taken_during_the_build_with("999"), (), ("POKERLAWS_SERVE_SOCKET", "no socket"), status=1),
        Case("POKERLAWS_EXAMPLE_SECONDS with a space", "cli", command_here("examples", "1882:71", env={"POKERLAWS_EXAMPLE_SECONDS": " 10"}), (), ("' 10'", "not a number"), status=2),
    ]


def _bounded_cases() -> list[Case]:
    """Items 11-13 of issue 29: one line of text, one mention, one build never exhausts time or memory."""
    commentary = "commentary: |\n"
    return [
        Case("cite-check: a range to a unit of twelve digits", "cli", with_file("laws", _cite_tree("# see 1882:52-999999999999\n"))(_faults(command("cite-check", "laws"))),
             (), ("1882:52-999999999999", "1882:82 is none"), status=1),
        Case("cite-check: a unit of 5,000 digits", "cli", with_file("laws", _cite_tree("# see 1882:" + "9" * 5000 + "\n"))(_faults(command("cite-check", "laws"))),
             (), ("5,005 characters", "names no unit"), status=1),
        Case("check: a commentary naming a unit of 5,000 digits", "cli",
             with_file("laws", _laws_with("1882/71.yaml", commentary, commentary + "  See 1882:" + "9" * 5000 + ".\n"))(command_here("--laws", "laws", "check")),
             (), ("71.yaml", "commentary", "no unit"), status=1),
        Case("check: a unit's file removed", "cli", with_file("laws", _laws_without("1882/72.yaml"))(command_here("--laws", "laws", "check")),
             (), ("72.yaml", "the unit file of 1882:72 is missing", "witness W prints it"), status=1),
        Case("check: a commentary naming a unit that is none, by id", "cli",
             with_file("laws", _laws_with("1882/71.yaml", commentary, commentary + "  Compare 1882:99.\n"))(command_here("--laws", "laws", "check")),
             (), ("71.yaml", "1882:99", "no unit"), status=1),
        Case("check: a ruling naming a law that is none, in prose", "cli",
             with_file("laws", _laws_with("1882/71.yaml", commentary, commentary + "  As law 99 of 1882 has it.\n"))(command_here("--laws", "laws", "check")),
             (), ("71.yaml", "law 99", "no unit"), status=1),
        # the attack on issue 29's new changes, finding 7: a glossary that cannot be read says so
        Case("check: a glossary not UTF-8", "cli",
             with_file("laws", _glossary(b"| a \xff |\n"))(command_here("--laws", "laws/laws", "check")),
             (), ("glossary.md", "line 1", "the glossary cannot be read", "not UTF-8"), status=1),
        Case("check: a glossary that is a FIFO", "cli",
             with_file("laws", _glossary(None))(command("--laws", "laws/laws", "check")),
             (), ("glossary.md", "the glossary cannot be read", "FIFO"), status=1),
        Case("check: a commentary of a list nested 300 deep", "cli",
             with_file("laws", _laws_with("1882/71.yaml", commentary, commentary + "".join("  " + "    " * i + "- a\n" for i in range(300))))(command_here("--laws", "laws", "check")),
             (), ("71.yaml", "commentary", "more than 48 deep"), status=1),
    ]


def _record_cases_29() -> list[Case]:
    """Items 20-23 of issue 29 in record files: what a record checks, it says."""
    payouts_line = _line_of(_RECORD, "payouts:")
    swap = lambda old, new: record_edit(_BET, old, new)  # noqa: E731
    return [
        Case("an expect leaving the winner out", "record", swap("payouts: {A: 0, B: 0, C: 18}", "payouts: {A: 0}"), ("RecordError",), (at_line(payouts_line), "no payout for B, C")),
        Case("an expect of no payouts", "record", swap("payouts: {A: 0, B: 0, C: 18}", "payouts: {}"), ("RecordError",), (at_line(payouts_line), "no payout for A, B, C")),
        Case("an expect with no payouts at all", "record", swap("  payouts: {A: 0, B: 0, C: 18}", "  leaves_out: [A]"), ("LawFileError",), ("payouts",)),
        Case("an expect leaving out a stranger", "record", swap("payouts: {A: 0, B: 0, C: 18}", "payouts: {A: 0, B: 0, C: 18}\n  leaves_out: [Q]"), ("RecordError",), ("leaves_out", "'Q'")),
    ]


def _api_cases_29() -> list[Case]:
    """Items 19-26 of issue 29: the API and the records, held to one rule."""
    from pokerlaws import PACK, RULESETS, law
    from pokerlaws.betting import BettingRound
    from pokerlaws.draw import Draw
    from pokerlaws.edition.corpus import default_corpus
    from pokerlaws.records import judge
    from pokerlaws.table.counters import parse_amount

    return [
        Case("an unknown law raised in a process pool", "api", _in_a_process_pool(_unknown_law), ("UnknownLaw",), ("1882:99",)),
        Case("a record error raised in a process pool", "api", _in_a_process_pool(_record_error_with_a_step), ("RecordError",), ("five",)),
        # seat names: one rule for the API and the records
        Case("a seat name with a trailing space", "api", api(BettingRound, ["A ", "B"], "A "), ("ValueError",), ("no space",)),
        Case("a seat name of two words", "api", api(BettingRound, ["A", "B B"], "A"), ("ValueError",), ("no space",)),
        Case("a seat name of a Hangul filler", "api", api(BettingRound, ["A", "B\u3164"], "A"), ("ValueError",), ("U+3164", "blank")),
        Case("a seat name of a blank Braille pattern", "api", api(BettingRound, ["A", "\u2800"], "A"), ("ValueError",), ("U+2800", "blank")),
        Case("a record's seat of two words", "api", api(judge, {"seats": ["A", "B B"], "ante_man": "A", "actions": []}), ("RecordError",), ("no space",)),
        Case("a record's seat of a Hangul filler", "api", api(judge, {"seats": ["A", "\u115f"], "ante_man": "A", "actions": []}), ("RecordError",), ("U+115F",)),
        # a pack has an order: a set or a mapping has none
        Case("a pack given as a set", "api", api(lambda: Draw.deal(["A", "B", "C"], dealer="C", pack={str(c) for c in PACK})), ("InvalidCard",), ("set", "no order")),
        Case("a pack given as a mapping", "api", api(lambda: Draw.deal(["A", "B", "C"], dealer="C", pack=dict.fromkeys(PACK))), ("InvalidCard",), ("mapping", "no order")),
        # odds: a target is a Category
        Case("odds: a target of True", "api", api(lambda: __import__("pokerlaws.hands.odds", fromlist=["best_choice"]).best_choice("AH KH QH JH 2C", True)), ("ValueError",), ("Category", "not True")),
        Case("odds: a target by name", "api", api(lambda: __import__("pokerlaws.hands.odds", fromlist=["best_choice"]).best_choice("AH KH QH JH 2C", "flush")), ("ValueError",), ("Category", '"flush"')),
        # BibTeX as biblatex reads it
        Case("BibTeX of a title with a lone brace", "api", api(_bibtex_of, "The {open brace"), succeeds=True, check=_bibtex_reads_back),
        Case("BibTeX of a URL with a tilde and an underscore", "api", api(_bibtex_of, "Plain", "https://example.org/~smith/poker_laws/"), succeeds=True,
             check=lambda a: None if "url = {https://example.org/~smith/poker_laws/}" in a.output else f"url not verbatim: {a.output[:300]!r}"),
        # what the package shares with every caller
        Case("a unit's readings changed by a caller", "api", _change_shared(lambda: law("1882:71").readings.__setitem__("W", None)), ("ReadOnlyError",), ("cannot be changed",)),
        Case("the corpus's units changed by a caller", "api", _change_shared(lambda: default_corpus().laws.pop("1882:71")), ("ReadOnlyError",), ("cannot be changed",)),
        Case("a ruleset put in RULESETS by a caller", "api", _change_shared(lambda: RULESETS.update({"1882": RULESETS["american"]})), ("ReadOnlyError",), ("cannot be changed",)),
        Case("a law mark with a misspelt keyword", "api", _misspelt_mark, (), ("txt=", "did you mean text="), status=2),
        # amounts of the Foster-style account: the records' rule for figures, no word joining nothing
        Case("an amount in words ending in and", "api", api(parse_amount, "a red and"), ("InvalidAmount",), ("joins two counts",)),
        Case("an amount in words ending in a comma", "api", api(parse_amount, "a red,"), ("InvalidAmount",), ("joins two counts",)),
        Case("an amount in Arabic-Indic figures", "api", api(parse_amount, "\u0663 blues"), ("InvalidAmount",), ("figures 0-9",)),
        Case("an amount in words with a leading zero", "api", api(parse_amount, "05 whites"), ("InvalidAmount",), ("leading zero",)),
        Case("a record's ante of 17 digits", "api", api(judge, {"code": "1882", "seats": ["A", "B"], "ante_man": "A", "antes": {"A": 10**16}, "actions": []}),
             ("RecordError",), ("antes.A", "at most 15 digits")),
    ]


def _change_shared(change: Callable[[], object]) -> Callable[[Path], Answer]:
    """An act changing something the package shares with every caller: refused, and unchanged after."""

    def act(_where: Path) -> Answer:
        from pokerlaws import RULESETS, law

        before = (dict(law("1882:71").readings), list(RULESETS))
        answer = in_process(change)
        if (dict(law("1882:71").readings), list(RULESETS)) != before:
            return replace(answer, error=None, status=0, message="", output="changed for every caller")
        return answer

    return act


def _misspelt_mark(where: Path) -> Answer:
    """pytest on a test whose law mark misspells text=: the collection fails, saying so."""
    (where / "laws").mkdir()
    test = where / "laws" / "test_marked.py"
    test.write_text('import pytest\n\n@pytest.mark.law("1882:60", txt="3f2a9c")\ndef test_x():\n    pass\n', encoding="utf-8")
    try:
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:cacheprovider", str(test)],
                              cwd=where, capture_output=True, timeout=SECONDS, text=True)
    except subprocess.TimeoutExpired:
        return Answer(hung=True)
    said = [line for line in done.stdout.splitlines() if "pytest.mark.law" in line]
    return Answer(status=done.returncode, message="\n".join(said[:1]) or done.stdout[-300:], output=done.stdout)


_TAKEN_DURING_THE_BUILD = """
import socket, sys
from mkdocs.livereload import LiveReloadServer
from pokerlaws.site.live import bound_or_said
holder = socket.socket(); holder.bind(("127.0.0.1", 0)); holder.listen()
server = bound_or_said(LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=holder.getsockname()[1], root="."))
try:
    server.serve()  # as mkdocs serve does after the first build
finally:
    server.shutdown()
"""


def _port_taken_during_the_build_with(reserved: str) -> Callable[[Path], Answer]:
    """As [`_port_taken_during_the_build`][], the server handed *reserved* as the socket serve.py held."""
    return lambda where: _port_taken_during_the_build(where, {"POKERLAWS_SERVE_SOCKET": reserved})


def _port_taken_during_the_build(where: Path, env: dict[str, str] | None = None) -> Answer:
    """The server of ``mkdocs serve`` (as the plugin hands it back) binding a port another process took
    while the site was built: one line and status 1, as the process would end."""
    try:
        full_env = {k: v for k, v in os.environ.items() if k != "POKERLAWS_SERVE_SOCKET"} | (env or {})
        done = subprocess.run([sys.executable, "-c", _TAKEN_DURING_THE_BUILD], cwd=where, capture_output=True, timeout=SECONDS, env=full_env)
    except subprocess.TimeoutExpired:
        return Answer(hung=True)
    return Answer(status=done.returncode, message=done.stderr.decode("utf-8", "replace"))


def _git_tree(files: dict[str, str]) -> Callable[[Path], None]:
    """Make ``laws`` (not counted as output) a git repository holding *files*; the command runs in it."""

    def make(path: Path) -> None:
        path.mkdir()
        subprocess.run(["git", "init", "-q", str(path)], check=True)
        for name, text in files.items():
            (path / name).parent.mkdir(parents=True, exist_ok=True)
            if text.startswith("->"):  # a symbolic link to what follows
                (path / name).symlink_to(text[2:])
            else:
                (path / name).write_bytes(text.encode("utf-8"))

    return make


def _to_full_disk(*argv: str) -> Callable[[Path], Answer]:
    """``pokerlaws ARGV`` with standard output on /dev/full: a failure to write, said, with status 1."""

    def act(where: Path) -> Answer:
        with open("/dev/full", "wb") as full:
            try:
                done = subprocess.run([sys.executable, "-m", "pokerlaws.cli", *argv], cwd=where, stdout=full, stderr=subprocess.PIPE, timeout=SECONDS)
            except subprocess.TimeoutExpired:
                return Answer(hung=True)
        return Answer(status=done.returncode, message=done.stderr.decode("utf-8", "replace"))

    return act


def _latin1_named_tree(path: Path) -> None:
    path.mkdir()
    (path / os.fsdecode(b"r\xe9cord.py")).write_text("# see 1882:60\n", encoding="utf-8")


def _json_any_reader_takes(answer: Answer) -> str | None:
    import json
    import re

    if re.search(r"\\ud[89a-f][0-9a-f]{2}", answer.output, re.IGNORECASE) or "\ufffd" in answer.output.replace('"laws/r\ufffdcord.py"', ""):
        return f"a lone surrogate, or bytes not UTF-8: {answer.output[:300]!r}"
    citation = json.loads(answer.output)["citations"][0]
    return None if citation.get("path_bytes") == "laws/r%E9cord.py" else f"no path_bytes that maps back: {citation}"


def _no_formula_cell(answer: Answer) -> str | None:
    import csv
    import io

    cells = [cell for row in csv.reader(io.StringIO(answer.output)) for cell in row]
    bad = [cell for cell in cells if cell.startswith(("=", "+", "-", "@"))]
    return f"a cell a spreadsheet runs: {bad[0]!r}" if bad else (None if any(c.startswith("'=HYPERLINK") for c in cells) else "the title is not there")


def _bibtex_of(title: str, url: str = "https://example.org/") -> str:
    from pokerlaws.site.cite_as import to_bibtex

    return to_bibtex([{"id": "k", "type": "book", "title": title, "issued": {"literal": "2026"}, "version": "1", "URL": url, "editor": [{"literal": "Ed"}]}])


def _bibtex_reads_back(answer: Answer) -> str | None:
    import ast

    from pybtex.database import parse_string

    try:
        parse_string(ast.literal_eval(answer.output), "bibtex")
    except Exception as exc:  # noqa: BLE001 - any failure to read it back is the answer
        return f"a BibTeX reader refuses it: {exc}"
    return None


def _unknown_law() -> object:
    from pokerlaws import law

    return law("1882:99")


def _record_error_with_a_step() -> object:
    from pokerlaws.records import judge

    return judge({"seats": ["A", "B", "C"], "ante_man": "A", "antes": {"A": 3}, "actions": ["B bets five"]})


def cases() -> list[Case]:
    """Every case of the campaign, in a fixed order; kinds are unique within an area."""
    everything = _engine_cases() + _bet_cases() + _record_cases() + _file_cases() + _law_file_cases() + _example_cases() + _cli_cases()
    everything += _bounded_cases() + _api_cases_29() + _record_cases_29() + _cli_cases_29()
    everything += _hostile_cases()
    seen: set[str] = set()
    for case in everything:
        key = str(case)
        if key in seen:
            raise AssertionError(f"two cases of one kind: {key}")
        seen.add(key)
    return everything


# --- issue 29, items 1-10: code from a law file reaches no further than its example; what the
# project writes survives a failure (one block, kept apart from the other rows) ------------------


_VICTIM_OLD = '      >>> compare("AS JD 9C 6H 3S", "AH JC 9D 6S 2S")\n      1\n'


def _two_examples(attacker: str, victim: str, *, env: dict[str, str] | None = None, seconds: float = 5) -> Callable[[Path], Answer]:
    """1882:52's first example begins with the lines *attacker*; 1882:75's first compared line is
    replaced by *victim* (``{dir}`` in either is the private directory, ``{pid}`` in *victim* this process,
    which runs the check). The answer is 1882:75's
    failures alone: what the attacker does must not change them."""

    def act(where: Path) -> Answer:
        from pokerlaws.edition.corpus import Corpus
        from pokerlaws.runtime.examples import example_problems

        laws = laws_copy(where)
        first = laws / "1882" / "52.yaml"
        text = first.read_text(encoding="utf-8")
        at = text.index("      >>> ")
        first.write_text(text[:at] + attacker.replace("{dir}", str(where)) + text[at:], encoding="utf-8")
        _edit(laws / "1882" / "75.yaml", _VICTIM_OLD, victim.replace("{dir}", str(where)).replace("{pid}", str(os.getpid())))
        saved = {k: os.environ.get(k) for k in env or {}}
        os.environ.update(env or {})

        def load() -> object:
            problems = [p for p in example_problems(Corpus.load(laws), time_limit=seconds, units={"1882:52", "1882:75"}) if "1882/75.yaml" in p]
            if problems:
                raise _ExampleProblems("\n".join(problems))
            return None

        try:
            return in_process(load)
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v

    return act


_WRONG = _VICTIM_OLD.replace("      1\n", "      42\n")
"""1882:75's example made wrong: whatever the example before it does, it must fail."""

_PICKLE_EXEC = (
    "      >>> import gc; from multiprocessing.connection import Connection\n"
    "      >>> class Payload:\n"
    "      ...     def __reduce__(self):\n"
    "      ...         return (exec, ('import doctest; doctest.OutputChecker.check_output = lambda *a: True',))\n"
    "      >>> for c in [o for o in gc.get_objects() if isinstance(o, Connection) and not o.closed]: c.send(('start', Payload())); c.send(('done', []))\n"
)

_CONNECTION = (
    "      >>> import gc; from multiprocessing.connection import Connection\n"
    "      >>> c = [o for o in gc.get_objects() if isinstance(o, Connection) and not o.closed][0]\n"
)
"""The first lines of an example that finds the connection it reports on."""

_JSON_FORGED = (
    "      >>> import gc, json; from multiprocessing.connection import Connection\n"
    "      >>> for c in [o for o in gc.get_objects() if isinstance(o, Connection) and not o.closed]: c.send_bytes(json.dumps(['done', []]).encode()); c.send_bytes(b'[\"done\", {\"x\": 1}]')\n"
)

_EVERY_DESCRIPTOR = (
    "      >>> import os, json\n"
    "      >>> for fd in range(3, 64):\n"
    "      ...     try: _ = os.write(fd, b'\\x00\\x00\\x00\\x0b[\"done\",[]]' * 3)\n"
    "      ...     except OSError: pass\n"
    "      >>> _ = os.write(1, b'[\"done\",[]]'); _ = os.write(2, b'[\"done\",[]]'); _ = os.read(0, 10)\n"
)


def _processes_with(marker: str) -> dict[int, str]:
    """The running processes whose command line contains *marker*: pid, command line."""
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                line = (Path("/proc") / entry / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
            except OSError:
                continue
            if marker in line and "pytest" not in line and "pokerlaws.cli" not in line:
                found[int(entry)] = line
    return found


def _none_left(marker: str) -> Callable[[Answer], str | None]:
    """A check: no process whose command line holds *marker* is left (after a few seconds' grace);
    any that is, is killed (by its pid) so that nothing outlives the campaign."""

    def check(_answer: Answer) -> str | None:
        deadline = time.monotonic() + 3
        while (left := _processes_with(marker)) and time.monotonic() < deadline:
            time.sleep(0.1)
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        return f"still running after the example: {sorted(left.values())}" if left else None

    return check


def _check_stopped_by(signum: int, marker: str, *, pytest: bool = False) -> Callable[[Path], Answer]:
    """``pokerlaws check`` (or pytest with the plugin of worked examples) on a copy whose 1882:75 starts
    a process in a session of its own (a command line holding *marker*) and spins; the command is sent
    *signum* once the process runs."""

    def act(where: Path) -> Answer:
        laws = laws_copy(where)
        _edit(laws / "1882" / "75.yaml", _VICTIM_OLD,
              f"      >>> import subprocess; _ = subprocess.Popen(['setsid', 'sleep', '{marker}'])\n"
              "      >>> while True: pass\n" + _VICTIM_OLD)  # fmt: skip
        env = {k: v for k, v in os.environ.items() if k != "POKERLAWS_LAWS"} | {"POKERLAWS_EXAMPLE_SECONDS": "60"}
        argv = ["-m", "pokerlaws.cli", "--laws", str(laws), "check"]
        if pytest:
            argv = ["-m", "pytest", "-p", "pokerlaws.runtime.pytest_examples", "-p", "no:cacheprovider", "-o", "addopts=",
                    "--rootdir", str(where), str(laws / "1882" / "75.yaml")]  # fmt: skip
        # the signal's default action, whatever the runner's: a pytest-xdist worker ignores SIGHUP, and an
        # ignored signal stays ignored in what it starts (as under nohup, where the check would rightly go on)
        process = subprocess.Popen([sys.executable, *argv], cwd=where, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   preexec_fn=lambda: signal.signal(signum, signal.SIG_DFL))  # fmt: skip
        deadline = time.monotonic() + SECONDS
        while not _processes_with(marker) and time.monotonic() < deadline:
            time.sleep(0.05)
        process.send_signal(signum)
        try:
            out, err = process.communicate(timeout=SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            return Answer(hung=True)
        status = process.returncode
        # the signal's own end is the answer: a one-line message stands for it
        if status >= 0:
            return Answer(status=status, message=err.decode("utf-8", "replace"), output=out.decode("utf-8", "replace"))
        return Answer(status=status, message=f"ended by {signal.Signals(-status).name}", output=out.decode("utf-8", "replace"))

    return act


def _worker_killed(marker: str, whom: str) -> Callable[[Path], Answer]:
    """An example starts ``setsid sleep MARKER`` and sleeps; once the sleep runs, *whom* (``worker``:
    the process that forked the example; ``runner``: the process the runner started) is killed with
    SIGKILL. The answer is the example's failure."""

    def act(_where: Path) -> Answer:
        import dataclasses
        import threading

        from pokerlaws import law
        from pokerlaws.runtime.examples import ExampleRunner

        unit = law("1882:75")
        code = f">>> import subprocess, time; _ = subprocess.Popen(['setsid', 'sleep', '{marker}'])\n>>> time.sleep(60)\n"
        found: list = []

        def run() -> object:
            with ExampleRunner(SECONDS) as runner:
                thread = threading.Thread(target=lambda: found.extend(runner.run(unit, dataclasses.replace(unit.examples[0], code=code))))
                thread.start()
                deadline = time.monotonic() + SECONDS / 2
                while not (sleeping := _processes_with(f"sleep {marker}")) and time.monotonic() < deadline:
                    time.sleep(0.05)
                if sleeping:
                    stat = Path(f"/proc/{min(sleeping)}/stat").read_text(encoding="ascii").rpartition(")")[2].split()
                    the_example = int(stat[1])
                    stat = Path(f"/proc/{the_example}/stat").read_text(encoding="ascii").rpartition(")")[2].split()
                    os.kill(int(stat[1]) if whom == "worker" else runner._process.pid, signal.SIGKILL)
                thread.join(SECONDS / 2)
            if found:
                raise _ExampleProblems(" ".join(str(f) for f in found))
            return None

        return in_process(run)

    return act


_CONTROLLING_NAME = "r\x1b]0;owned\x07\x1b[2J\n\u202eecord.yaml"
"""A file name holding what a terminal acts on: a title-setting sequence, a bell, a screen clearing, a
newline, a right-to-left override."""
_SCRATCH.add(_CONTROLLING_NAME)  # the input given, not output


def _no_control(answer: Answer) -> str | None:
    said = answer.message + answer.output
    found = sorted({c for c in said if c in "\x1b\x07\u202e"})
    return f"prints raw {found!r} to the terminal" if found else None


def _hostile_cases() -> list[Case]:
    reported = ("_ExampleProblems",)
    marker = "1882.0529"
    port: list[int] = []
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    listening.listen()
    port.append(listening.getsockname()[1])
    _KEPT.append(listening)
    schema_cases = _schema_cases()
    return _link_cases() + schema_cases + _write_cases() + _update_cases() + _html_cases() + [
        # item 1: one example's verdict is its own, whatever channel another tries
        Case("an example that sends the runner a pickle that runs code", "example", _two_examples(_PICKLE_EXEC, _WRONG), reported, ("1882/75.yaml", "not '42'")),
        Case("an example that sends the runner JSON of a wrong shape", "example", _two_examples(_JSON_FORGED, _WRONG), reported, ("1882/75.yaml", "not '42'")),
        Case("an example that writes on every descriptor it holds", "example", _two_examples(_EVERY_DESCRIPTOR, _WRONG), reported, ("1882/75.yaml", "not '42'")),
        Case(
            "an example that leaves a file another reads", "example",
            _two_examples("      >>> _ = open('{dir}/answer', 'w').write('42')\n",
                          "      >>> import os; print(open('{dir}/answer').read() if os.path.exists('{dir}/answer') else 1)\n      42\n"),
            reported, ("1882/75.yaml", "not '42'"),
        ),  # fmt: skip
        Case(
            "an example that leaves a file in its temporary directory", "example",
            _two_examples("      >>> import tempfile, os; _ = open(os.path.join(tempfile.gettempdir(), 'pokerlaws-answer'), 'w').write('42')\n",
                          "      >>> import tempfile, os; p = os.path.join(tempfile.gettempdir(), 'pokerlaws-answer'); print(open(p).read() if os.path.exists(p) else 1)\n      42\n"),
            reported, ("1882/75.yaml", "not '42'"),
        ),  # fmt: skip
        Case(
            "an example that sets the environment of those after it", "example",
            _two_examples("      >>> import os; os.environ['POKERLAWS_ANSWER'] = '42'; os.putenv('POKERLAWS_ANSWER', '42')\n",
                          "      >>> import os; print(os.environ.get('POKERLAWS_ANSWER', 1))\n      42\n"),
            reported, ("1882/75.yaml", "not '42'"),
        ),  # fmt: skip
        Case(
            "an example that leaves a process to kill the next", "example",
            _two_examples("      >>> import os, subprocess; _ = subprocess.Popen(['setsid', 'sh', '-c', f'sleep 1; kill -9 {os.getppid()}'])\n",
                          "      >>> import time; time.sleep(2.5)\n" + _VICTIM_OLD),
            succeeds=True,
        ),  # fmt: skip
        Case(
            "an example that signals the worker", "example",
            _two_examples("      >>> import os, signal; os.kill(os.getppid(), signal.SIGSTOP)\n", _WRONG, seconds=3),
            reported, ("1882/75.yaml", "not '42'"),
        ),  # fmt: skip
        Case(
            "an example that opens the worker's memory", "example",
            # the worker is the example's parent: as /proc names it (os.getppid() is 1 where the worker is its namespace's init)
            _two_examples("", "      >>> worker = open('/proc/self/stat').read().rpartition(')')[2].split()[1]; open(f'/proc/{worker}/mem', 'r+b')\n      <...>\n"),
                          reported, ("1882/75.yaml", "PermissionError"),
        ),  # fmt: skip
        Case(
            "an example that opens the output of the check", "example",
            _two_examples("", "      >>> open('/proc/{pid}/fd/1', 'a')\n      <...>\n"), reported, ("1882/75.yaml", "PermissionError"),
        ),  # fmt: skip
        # attack review M2: what an example sends the runner is bounded, one message and all together
        _example(_VICTIM_OLD, _CONNECTION + "      >>> c.send_bytes(b'[\"start\", 1, \"' + b'x' * 22_000_000 + b'\"]')\n" + _VICTIM_OLD,
                 ("1882/75.yaml", "larger than 4 MiB"), "an example that sends the runner a message of 22 MB"),
        _example(_VICTIM_OLD, _CONNECTION + "      >>> for _ in range(40): c.send_bytes(b'[\"start\", 1, \"' + b'x' * 1_000_000 + b'\"]')\n" + _VICTIM_OLD,
                 ("1882/75.yaml", "more than 16 MiB"), "an example that sends the runner many messages of 1 MB"),
        # item 2: an example has a scrubbed environment, limits, its own directory, and what it starts ends with it
        Case(
            "an example that reads a secret from the environment", "example",
            _two_examples("", "      >>> import os; print(os.environ.get('POKERLAWS_SECRET_TOKEN'))\n      None\n", env={"POKERLAWS_SECRET_TOKEN": "hunter2"}),
            succeeds=True,
        ),  # fmt: skip
        Case(
            "an example that writes outside its own directory", "example",
            _two_examples("", "      >>> open('{dir}/written', 'w')\n      <...>\n"), reported, ("1882/75.yaml", "PermissionError"),
        ),  # fmt: skip
        Case(
            "an example that takes more memory than it may", "example",
            _two_examples("", "      >>> len(bytearray(16 << 30))\n      17179869184\n"), reported, ("1882/75.yaml", "MemoryError"),
        ),  # fmt: skip
        Case(
            "an example that connects to a server", "example",
            _two_examples("", f"      >>> import socket; socket.create_connection(('127.0.0.1', {port[0]}), timeout=1)\n      <...>\n"),
            reported, ("1882/75.yaml", "PermissionError"),
        ),  # fmt: skip
        Case(
            "an example that leaves a process in a session of its own", "example",
            _two_examples(f"      >>> import subprocess; _ = subprocess.Popen(['setsid', 'sleep', '{marker}1'])\n", _VICTIM_OLD),
            succeeds=True, check=_none_left(f"sleep {marker}1"),
        ),  # fmt: skip
        # attack review L3 and the count of processes: no capability is left to an example, root or not, and a cgroup
        # of its own counts its processes (RLIMIT_NPROC does not bind root)
        _example(_VICTIM_OLD, "      >>> import os; os.chroot('.')\n" + _VICTIM_OLD, ("1882/75.yaml", "PermissionError"), "an example that calls chroot"),
        _example(_VICTIM_OLD, "      >>> import os, time\n      >>> started = 0\n      >>> for _ in range(200):\n"
                 "      ...     try: pid = os.fork()\n      ...     except OSError: break\n"
                 "      ...     if pid == 0: time.sleep(60); os._exit(0)\n      ...     started += 1\n"
                 "      >>> started\n      200\n" + _VICTIM_OLD, ("1882/75.yaml", "not '200'"), "an example that starts 200 processes"),
        # attack review M3: what an example starts ends with the run, however its worker ends
        Case("a worker killed by SIGKILL, its example's process in a session of its own", "example", _worker_killed(f"{marker}5", "worker"),
             reported, ("killed by SIGKILL",), check=_none_left(f"sleep {marker}5")),  # fmt: skip
        Case("a runner's process killed by SIGKILL, an example's process in a session of its own", "example", _worker_killed(f"{marker}6", "runner"),
             reported, ("killed by SIGKILL",), check=_none_left(f"sleep {marker}6")),  # fmt: skip
        # item 3: check ended by a signal leaves nothing running
        Case("check ended by SIGTERM, an example running", "cli", _check_stopped_by(signal.SIGTERM, f"{marker}2"), (), ("SIGTERM",),
             check=_none_left(f"sleep {marker}2")),  # fmt: skip
        Case("check ended by SIGHUP, an example running", "cli", _check_stopped_by(signal.SIGHUP, f"{marker}3"), (), ("SIGHUP",),
             check=_none_left(f"sleep {marker}3")),  # fmt: skip
        Case("pytest ended by SIGTERM, an example running", "cli", _check_stopped_by(signal.SIGTERM, f"{marker}4", pytest=True), (), ("SIGTERM",),
             check=_none_left(f"sleep {marker}4")),  # fmt: skip
    ]


_KEPT: list[socket.socket] = []
"""Sockets the cases listen on while the campaign runs (an example must not reach them)."""


_SECRET = "pokerlaws-secret-not-a-law-file"


def _linked(rel: str, target: str) -> Callable[[Path], Answer]:
    """An act making ``laws/REL`` of a private copy a symbolic link to *target* and loading the edition.
    ``{out}`` in *target* is a directory outside the private one, holding a file of secret lines
    (``secret.yaml``, ``secret.txt``) and the original of what the link replaces."""

    def act(where: Path) -> Answer:
        import tempfile

        from pokerlaws.edition.corpus import Corpus

        laws = laws_copy(where)
        with tempfile.TemporaryDirectory() as out:
            outside = Path(out)
            (outside / "secret.yaml").write_text(f"{_SECRET}: 1\n" * 50, encoding="utf-8")
            (outside / "secret.txt").write_text(f"{_SECRET}\n" * 50, encoding="utf-8")
            path = laws / rel
            if path.is_dir():
                shutil.copytree(path, outside / path.name)
                shutil.rmtree(path)
            elif path.exists():
                path.unlink()
            goal = target.replace("{out}", out)
            path.symlink_to(os.path.relpath(goal.removeprefix("relative:"), path.parent) if goal.startswith("relative:") else goal)
            return in_process(lambda: Corpus.load(laws))

    return act


def _quotes_nothing(answer: Answer) -> str | None:
    return f"quotes the file outside: {answer.message[:200]!r}" if _SECRET in answer.message or "root:" in answer.message else None


def _link_cases() -> list[Case]:
    errors, says = ("LawFileError",), ("outside the laws directory",)
    return [
        # item 6: a symbolic link that leaves laws/ is refused, and its target never quoted
        Case("a unit file that is a link to /etc/passwd", "law file", _linked("1882/99.yaml", "/etc/passwd"), errors, ("99.yaml", *says), check=_quotes_nothing),
        Case("a unit file that is a link to a file outside", "law file", _linked("1882/71.yaml", "{out}/secret.yaml"), errors, ("71.yaml", *says), check=_quotes_nothing),
        Case("a source's folder that is a link outside", "law file", _linked("1882", "{out}/1882"), errors, says, check=_quotes_nothing),
        Case("a source file that is a link outside", "law file", _linked("sources/1882.yaml", "{out}/secret.yaml"), errors, ("1882.yaml", *says), check=_quotes_nothing),
        Case("a witness file that is a link outside", "law file", _linked("witnesses/000_1c466bd7adf5a803.txt", "{out}/secret.txt"), errors, says, check=_quotes_nothing),
        Case("a witness file that is a relative link out", "law file", _linked("witnesses/000_1c466bd7adf5a803.txt", "relative:{out}/secret.txt"), errors, says, check=_quotes_nothing),
    ]


def _hostile_schema(schema: object) -> Callable[[Path], Answer]:
    """An act validating a unit of the edition against *schema* (written to a file), as the package
    validates with its own schema: what a schema may make the validator do is bounded."""

    def act(where: Path) -> Answer:
        import json

        from pokerlaws.edition.yamlfiles import read_yaml, validate

        path = where / "hostile.schema.json"
        path.write_text(json.dumps(schema), encoding="utf-8")
        unit = LAWS / "1882" / "71.yaml"
        data, lines = read_yaml(unit)
        try:
            return in_process(lambda: validate(data, path, unit, lines))
        finally:
            path.unlink()

    return act


def _schema_cases() -> list[Case]:
    import json

    catastrophic = {"type": "object", "properties": {"text": {"type": "string", "pattern": "^(.|.)*\u0000$"}}}
    port = _KEPT[0].getsockname()[1] if _KEPT else 9
    remote = {"$ref": f"http://127.0.0.1:{port}/unit.schema.json"}
    recursive = {"$defs": {"a": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}
    errors = ("LawFileError",)
    return [
        # item 5: a schema in the laws directory is not read; the package's own refers only within itself
        Case("a laws/ schema with a catastrophic pattern", "law file", law_file("schema/unit.schema.json", None, json.dumps(catastrophic), line=None), succeeds=True),
        Case("a laws/ schema that refers to a URL", "law file", law_file("schema/unit.schema.json", None, json.dumps(remote), line=None), succeeds=True),
        Case("a laws/ schema that refers to itself", "law file", law_file("schema/source.schema.json", None, json.dumps(recursive), line=None), succeeds=True),
        Case("a laws/ schema that is not JSON", "law file", law_file("schema/unit.schema.json", None, "{", line=None), succeeds=True),
        Case("a schema that refers to a URL", "api", _hostile_schema(remote), errors, ("hostile.schema.json", "only references within the schema")),
        Case("a schema that refers to a file", "api", _hostile_schema({"$ref": "file:///etc/passwd"}), errors, ("hostile.schema.json", "only references within")),
        Case("a schema that refers to itself without end", "api", _hostile_schema(recursive), errors, ("hostile.schema.json", "without end")),
    ]


_OLD = b'{"the old export": "kept"}\n'


def _export_failing(how: str) -> Callable[[Path], Answer]:
    """``pokerlaws export -o input`` over an existing file ``input``, the write failing: under
    ``ulimit -f`` (*how* ``"ulimit"``), or on a full device (*how* ``"full"``: a 64 kB tmpfs, mounted
    over the private directory's ``full/``, with the file in it). The check is that the old file is kept."""

    def act(where: Path) -> Answer:
        import resource

        folder = where
        mounted = False
        if how == "full":
            folder = where / "full"
            folder.mkdir()
            done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], capture_output=True)
            if done.returncode:
                return Answer(status=0, message=f"cannot mount a small file system here: {done.stderr.decode()}")
            mounted = True
        try:
            (folder / "input").write_bytes(_OLD)

            def limit() -> None:
                if how == "ulimit":
                    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

            env = {k: v for k, v in os.environ.items() if k != "POKERLAWS_LAWS"}
            try:
                done = subprocess.run([sys.executable, "-m", "pokerlaws.cli", "export", "-o", str(folder / "input")], cwd=where,
                                      capture_output=True, timeout=SECONDS, env=env, preexec_fn=limit)  # fmt: skip
            except subprocess.TimeoutExpired:
                return Answer(hung=True)
            kept = (folder / "input").exists() and (folder / "input").read_bytes() == _OLD
            left = sorted(p.name for p in folder.iterdir() if p.name not in ("input", "full"))
            message = done.stderr.decode("utf-8", "replace")
            if left:
                message += f" [left beside it: {left}]"
            return Answer(status=done.returncode, message=message, output=done.stdout.decode("utf-8", "replace"), lost=() if kept else ("input",))
        finally:
            if mounted:
                subprocess.run(["umount", str(folder)], check=False)

    return act


def _old_file_kept(answer: Answer) -> str | None:
    return answer.message if "[" in answer.message else None


def _write_cases() -> list[Case]:
    return [
        # item 7: an existing file survives a failed write
        Case("export -o over a file, under ulimit -f", "cli", _export_failing("ulimit"), (), ("input", "unchanged"), status=1, check=_old_file_kept),
        Case("export -o over a file, on a full device", "cli", _export_failing("full"), (), ("input", "unchanged"), status=1, check=_old_file_kept),
    ]


_CITING = 'from pokerlaws import implements\n\n{before}@implements("1882:60", text="000000")\ndef settle():\n    return None\n'
"""A file of a tree given to ``cite-check``, with a stale inline pin; *before* stands before it."""


def _update(*argv: str, before: str = "", lock: str | None = None, setup: Callable[[Path], None] | None = None,
            verify: Callable[[Path], str | None] | None = None) -> Callable[[Path], Answer]:  # fmt: skip
    """``pokerlaws cite-check --update ARGV`` (in this process) in a tree of its own, outside the private
    directory: ``code.py`` (see ``_CITING``), a lock ``pokerlaws.lock`` holding *lock* when given, then
    *setup* of the tree; *verify* of the tree afterwards adds a reason to the message when it fails."""

    def act(where: Path) -> Answer:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            tree = Path(folder) / "tree"
            tree.mkdir()
            (tree / "code.py").write_text(_CITING.format(before=before), encoding="utf-8", newline="")
            if lock is not None:
                (tree / "pokerlaws.lock").write_text(lock, encoding="utf-8")
            if setup:
                setup(tree)
            answer = command_here("cite-check", "--update", *argv, "code.py")(tree)
            why = verify(tree) if verify else None
            if why:  # a source, the lock or a file outside destroyed or changed: lost (a pin left as it was: wrong)
                return replace(answer, message=answer.message + f" [{why}]", lost=() if why.startswith(_NOT_REWRITTEN) else (why,))
            return answer

    return act


_NOT_REWRITTEN = "the pin is not rewritten"


def _pin_in_place(tree: Path) -> str | None:
    """A check of the tree: code.py is a regular file that parses, its decorator on its own line,
    holding the pin of 1882:60 now."""
    import ast

    from pokerlaws import law
    from pokerlaws.citecheck.pins import unit_pin

    path = tree / "code.py"
    if path.is_symlink():
        return "code.py became a symbolic link"
    text = path.read_text(encoding="utf-8")
    try:
        tree_ = ast.parse(text)
    except SyntaxError as exc:
        return f"code.py no longer parses: {exc}"
    function = next((n for n in tree_.body if isinstance(n, ast.FunctionDef)), None)
    if function is None or not function.decorator_list:
        return f"the decorator is gone: {text!r}"
    if f'text="{unit_pin(law("1882:60"))}"' not in text:
        return f"{_NOT_REWRITTEN}: {text!r}"
    return None


def _reason_in_message(answer: Answer) -> str | None:
    return answer.message[answer.message.index(" [") :] if " [" in answer.message else None


def _planted(tree: Path) -> None:
    """A link under the name the rewriting once used for its temporary file, to a file outside."""
    outside = tree.parent / "outside.txt"
    outside.write_text("not ours\n", encoding="utf-8")
    (tree / ".code.py.cite-check.tmp").symlink_to(outside)
    (tree / ".pokerlaws.lock.cite-check.tmp").symlink_to(outside)


def _outside_kept(tree: Path) -> str | None:
    if (tree.parent / "outside.txt").read_text(encoding="utf-8") != "not ours\n":
        return "the file outside the tree was overwritten"
    return _pin_in_place(tree)


def _linked_lock(tree: Path) -> None:
    (tree.parent / "real.lock").write_text('{"pins": {}}\n', encoding="utf-8")
    (tree / "pokerlaws.lock").symlink_to(tree.parent / "real.lock")


def _lock_still_linked(tree: Path) -> str | None:
    if not (tree / "pokerlaws.lock").is_symlink():
        return "the lock is no longer a symbolic link"
    return None


def _linked_source(tree: Path) -> None:
    (tree.parent / "real.py").write_text((tree / "code.py").read_text(encoding="utf-8"), encoding="utf-8")
    (tree / "code.py").unlink()
    (tree / "code.py").symlink_to(tree.parent / "real.py")


def _read_only_lock(tree: Path) -> None:
    (tree / "pokerlaws.lock").write_text('{"pins": {}}\n', encoding="utf-8")
    (tree / "pokerlaws.lock").chmod(0o444)


def _lock_unchanged(text: str) -> Callable[[Path], str | None]:
    def verify(tree: Path) -> str | None:
        return None if (tree / "pokerlaws.lock").read_text(encoding="utf-8") == text else "the lock was rewritten"

    return verify


def _code_unchanged(tree: Path) -> str | None:
    return None if 'text="000000"' in (tree / "code.py").read_text(encoding="utf-8") else "code.py was rewritten"


def _unwritable_second(tree: Path) -> None:
    """A second source with a stale pin, in a directory that takes no new file (read-only; as root,
    which a mode does not stop, immutable)."""
    (tree / "sub").mkdir()
    (tree / "sub" / "more.py").write_text(_CITING.format(before=""), encoding="utf-8")
    if os.geteuid() == 0:
        subprocess.run(["chattr", "+i", str(tree / "sub")], check=False, capture_output=True)
    else:
        (tree / "sub").chmod(0o555)


def _both_unchanged(tree: Path) -> str | None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(tree / "sub")], check=False, capture_output=True)
    (tree / "sub").chmod(0o755)
    why = [f"{name} was rewritten" for name in ("code.py", "sub/more.py") if 'text="000000"' not in (tree / name).read_text(encoding="utf-8")]
    left = [p.name for p in tree.rglob("*.tmp")]
    return "; ".join(why + ([f"left {left}"] if left else [])) or None


def _update_cases() -> list[Case]:
    lock = '{"pins": {"x.y": {"file": "code.py", "units": {"1882:60": "abcdef"}}}}\n'
    # item 9: lines split and numbered one way; the rewritten file is the same code but for the pin
    cases = [
        Case(f"--update: {name} before a stale pin", "cli", _update(before=f"# a page{char}\n", verify=_pin_in_place), succeeds=True, check=_reason_in_message)
        for name, char in (("a form feed", "\f"), ("a file separator", "\x1c"), ("a group separator", "\x1d"), ("a record separator", "\x1e"),
                           ("a next-line character", "\x85"), ("a line separator", "\u2028"), ("a paragraph separator", "\u2029"),
                           ("a vertical tab", "\v"))  # fmt: skip
    ]
    return cases + [
        # item 8: fresh temporary files, links refused or kept
        Case("--update: a link planted under the old temporary names", "cli", _update(setup=_planted, verify=_outside_kept), succeeds=True, check=_reason_in_message),
        Case("--update: a lock that is a symbolic link", "cli", _update(setup=_linked_lock, verify=_lock_still_linked), succeeds=True, check=_reason_in_message),
        Case("--update: a source that is a symbolic link", "cli", _update(setup=_linked_source), (), ("code.py", "symbolic link"), status=2),
        # item 10: the lock given as -, read-only, or not of the lock's shape
        Case("--update --lock -", "cli", _update("--lock", "-", verify=_code_unchanged), (), ("--lock -",), status=2, check=_reason_in_message),
        # attack review M4: all the update or none of it, whichever file cannot be written
        Case("--update: a second source in a directory that takes no new file", "cli", _update("sub/more.py", setup=_unwritable_second, verify=_both_unchanged),
             (), ("sub/more.py", "no file is changed"), status=2, check=_reason_in_message),  # fmt: skip
        Case("--update: a read-only lock", "cli", _update(setup=_read_only_lock, verify=_code_unchanged), (), ("pokerlaws.lock", "read-only"), status=2, check=_reason_in_message),
        Case("--update: a lock with a key twice", "cli", _update(lock='{"pins": {}, "pins": {}}\n', verify=_lock_unchanged('{"pins": {}, "pins": {}}\n')),
             (), ("pokerlaws.lock", "twice"), status=2, check=_reason_in_message),  # fmt: skip
        Case("--update: a lock pinning no unit", "cli", _update(lock=lock.replace("1882:60", "1882:99"), verify=_lock_unchanged(lock.replace("1882:60", "1882:99"))),
             (), ("pokerlaws.lock", "1882:99", "no unit"), status=2, check=_reason_in_message),  # fmt: skip
        Case("--update: a lock entry with an empty name", "cli", _update(lock=lock.replace('"x.y"', '""')), (), ("pokerlaws.lock", "empty name"), status=2),
        Case("--update: a lock entry with an empty file", "cli", _update(lock=lock.replace('"code.py"', '""')), (), ("pokerlaws.lock", "file"), status=2),
        Case("cite-check --lock -", "cli", command_here("cite-check", "--lock", "-", "{dir}"), (), ("--lock -",), status=2),
    ]


def _html_cases() -> list[Case]:
    start = "commentary: |\n  Under this law"
    intro = "introduction: |\n  *Poker: How to Play It*"
    u71, err = "1882/71.yaml", ("LawFileError",)

    def commentary(markup: str) -> Callable[[Path], Answer]:
        return law_file(u71, start, f"commentary: |\n  {markup} Under this law", line=34)

    return [
        # item 4: raw HTML and links of other schemes are refused in the edition's prose
        Case("a commentary holding a script", "law file", commentary("<script>alert(1)</script>"), err, ("commentary", "raw HTML")),
        Case("a commentary holding an image with onerror", "law file", commentary('<img src=x onerror="alert(1)">'), err, ("commentary", "raw HTML")),
        Case("a commentary holding markup that covers the page", "law file", commentary('<div style="position:fixed;inset:0">'), err, ("commentary", "raw HTML")),
        Case("a commentary holding a closing tag", "law file", commentary("</main>"), err, ("commentary", "raw HTML")),
        Case("a commentary holding an HTML comment", "law file", commentary("<!-- hidden -->"), err, ("commentary", "raw HTML")),
        Case("a commentary with a javascript: link", "law file", commentary("[the law](javascript:alert(1))"), err, ("commentary", "'javascript:alert(1)'")),
        # new-user review: the link refused is quoted whole, its balanced parentheses too
        Case("a commentary with a link holding parentheses", "law file", commentary("[the law](javascript:void(open(1)) \"t\")"), err, ("commentary", "'javascript:void(open(1))'")),
        Case("a commentary with a link hidden by an entity", "law file", commentary("[the law](jav&#x09;ascript:alert(1))"), err, ("commentary", "links to")),
        Case("a commentary with a data: autolink", "law file", commentary("<data:text/html,x>"), err, ("commentary", "data:")),
        Case("a commentary with a reference to javascript:", "law file", law_file(u71, start, "commentary: |\n  [the law][x]\n\n  [x]: javascript:alert(1)\n\n  Under this law", line=34),
             err, ("commentary", "javascript")),  # fmt: skip
        Case("a ruling's question holding raw HTML", "law file", law_file(u71, "    question: >-\n", "    question: >-\n      <svg onload=alert(1)>\n", line=67), err, ("question", "raw HTML")),
        Case("an introduction holding raw HTML", "law file", law_file("sources/1882.yaml", intro, "introduction: |\n  <iframe src=x></iframe> *Poker: How to Play It*", line=26),
             err, ("introduction", "raw HTML")),  # fmt: skip
        Case("a commentary with markup in code", "law file", commentary("`<b>` and a < b and \\<b>"), succeeds=True),
        Case("a commentary with a tag after an escaped backslash", "law file", commentary("\\\\<b onclick=x>"), err, ("commentary", "raw HTML")),
        # the attack on issue 32's changes, findings 1-3 and 8: markup nests as deep as its HTML does
        Case("a commentary in block quotes 300 deep", "law file", commentary("> " * 300 + "see 1882:71"), err, ("commentary", "more than 48 deep")),
        Case("a commentary in emphasis 600 deep", "law file", commentary("*" * 600 + "a" + "*" * 600), err, ("commentary", "more than 48 deep")),
        Case("a commentary of 440,000 brackets in brackets", "law file", commentary("[" * 440000 + "]" * 440000), err, ("commentary", "more than 48 deep")),
        Case("a commentary in block quotes 13 deep", "law file", commentary("> " * 13 + "x"), err, ("commentary", "15 deep", "at most 12")),  # a code span in it
        Case("a commentary of 20,000 brackets never closed", "law file", commentary("[a" * 20000), err, ("commentary", "brackets never closed", "MAX_SCAN")),
        Case("a commentary of 4,000 links never closed", "law file", commentary("[a](b " * 4000), err, ("commentary", "brackets never closed")),
        Case("a commentary of brackets that are no markup", "law file", commentary(", ".join(f"[{i}, {i + 1})" for i in range(13))), succeeds=True),
    ]
