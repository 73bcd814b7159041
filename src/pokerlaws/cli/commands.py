"""The ``pokerlaws`` command: read a law, rank and compare hands, check the edition.

Every error a user can cause — an unknown law id, a bad card, a broken law
file — is printed as one line naming what is wrong (and the law it offends,
or the file and line). Never a traceback. The exit statuses:

- 0: done (a check passed, a record judged, a law printed);
- 1: a check failed, a ruling went against a record, or a file could not be
  read or written;
- 2: a usage error (as argparse reports it, or an empty file name), an
  unknown law, a bad card or hand;
- 70: an internal error (a bug: the message asks for a report);
- 130: interrupted (Ctrl-C).

A file argument ``-`` is standard input (``judge -``) or standard output
(``export -o -``). JSON output is UTF-8 (as RFC 8259 wants it) whatever the
encoding of standard output, with no byte-order mark: non-ASCII characters are
written as themselves when standard output is UTF-8, else as JSON escapes
(``\\u00b9``), which are ASCII.

Output that stops being read (``pokerlaws check | head -1``) ends the command
quietly, with the status of what it had found: 1 if a check, an example or a
record had failed already (commands record that with
[`_failed`][pokerlaws.cli.commands._failed] before they print why), else 0.

File names are used as the system gives them: under an ASCII locale
(``LC_ALL=C``) a name that is not ASCII arrives with surrogate escapes, which
open the same file. Only the arguments that are text (cards, hands, law ids)
are decoded again as UTF-8.
"""

from __future__ import annotations

import argparse
import codecs
import errno
import locale
import os
import re
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pokerlaws.cli.parser as cli_parser
from pokerlaws.cli.parser import (
    EXIT_FAILED,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    STDIO,
)
from pokerlaws.edition.files import named_stdout, write_json
from pokerlaws.errors import DuplicateCard, Picklable, PokerLawError
from pokerlaws.hands.verdicts import compare_text, rank_text
from pokerlaws.messages import file_name, printable

REFUSAL = "pokerlaws: error: "
"""How every line that refuses begins: the command's own, argparse's (a usage error), cite-check's."""

MAX_MESSAGE = 500
"""An error line longer than this many characters is shortened in the middle."""

MAX_PROBLEM = 900
"""The same, for a problem ``pokerlaws check`` finds (it quotes what an example gave)."""

TEXT_ARGUMENTS = ("cards", "hands", "id", "ruling")
"""The arguments that are text, not file names: decoded again under an ASCII locale."""

_SURROGATE = re.compile("[\udc80-\udcff]")


class UsageError(Picklable, Exception):
    """An argument argparse accepts but the command cannot use (an empty file name)."""


def _check_laws_setting(args: argparse.Namespace) -> None:
    """What says where the laws are (``--laws``, ``$POKERLAWS_LAWS``) is checked for every command, those
    that read no law (rank, compare, odds) too: a setting that names nothing is never ignored.

    Raises:
        UsageError: ``--laws ''``.
        SettingError: ``$POKERLAWS_LAWS`` set but empty.
        LawFileError: the directory named does not exist, or is no directory.
    """
    from pokerlaws.edition.corpus import check_laws_directory, laws_directory

    if args.laws == "":
        raise UsageError("--laws '' names no directory: give the edition's laws/ directory, or leave --laws out")
    check_laws_directory(Path(args.laws) if args.laws is not None else laws_directory())


def _corpus(args: argparse.Namespace):
    from pokerlaws.edition.corpus import Corpus, default_corpus

    if args.laws == "":
        raise UsageError("--laws '' names no directory: give the edition's laws/ directory, or leave --laws out")
    return Corpus.load(args.laws) if args.laws is not None else default_corpus()


def _failed(args: argparse.Namespace) -> None:
    """Record on *args* that the command failed, before it prints why: if the output
    pipe closes while it does, the command still ends with EXIT_FAILED."""
    args.failed = True


def cmd_law(args: argparse.Namespace) -> int:
    from pokerlaws.cli.law import print_law

    if args.ruling is not None and args.witnesses:
        raise UsageError("--witnesses prints the witnesses of a unit's text, which --ruling does not print: give one of them")
    return print_law(_corpus(args), args)


def cmd_rank(args: argparse.Namespace) -> int:
    print(rank_text(" ".join(args.cards), ruleset=args.ruleset))
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    # Two quoted hands, or ten cards unquoted: the first five against the last five.
    hands = args.hands if len(args.hands) != 10 else [" ".join(args.hands[:5]), " ".join(args.hands[5:])]
    if len(hands) != 2:
        given = f"{len(args.hands)} argument{'s' * (len(args.hands) != 1)}"
        raise PokerLawError(f"compare takes two hands (quote each, or give ten cards unquoted), not {given}")
    # compare_text() compares first: its errors say which hand is at fault, and that both come from one pack
    try:
        print(compare_text(hands[0], hands[1], ruleset=args.ruleset, one_pack=not args.hypothetical))
    except DuplicateCard as err:
        raise DuplicateCard(err.message.replace("pass one_pack=False", "use --hypothetical"), law=err.law) from None
    return 0


def cmd_odds(args: argparse.Namespace) -> int:
    from pokerlaws.cli.odds import run  # numpy loads only for this command

    return run(args)


def cmd_check(args: argparse.Namespace) -> int:
    from pokerlaws.edition.links import link_problems
    from pokerlaws.runtime.examples import example_problems
    from pokerlaws.site.mentions import mention_problems

    corpus = _corpus(args)
    # what the site's build refuses, check refuses: a mention in the prose of a unit that is none,
    # a link to an entry the glossary does not have
    problems = link_problems(corpus) + mention_problems(corpus) + _glossary_problems(corpus) + example_problems(corpus)
    if problems:
        _failed(args)
        for problem in problems:
            _refuse(_one_line(problem, MAX_PROBLEM))
        return EXIT_FAILED
    files = corpus.witness_files()
    emendations = sum(len(u.emendations) for u in corpus.laws.values())
    examples = sum(len(u.examples) for u in corpus.laws.values())
    print(f"{len(corpus.laws)} units in {len(corpus.sources)} sources: every file valid")
    print(f"every witness reading gives the edited text through its {emendations} recorded emendations")
    print(f"{len(files)} witness files rebuilt word for word from the readings")
    print("every engine link resolves to an object that cites its unit, and every citation names a unit")
    print("every mention of a unit in the editor's prose names a unit, and every link to the glossary an entry of it")
    print(f"every one of the {examples} worked examples gives the output it claims")
    return 0


def _glossary_problems(corpus) -> list[str]:  # noqa: ANN001 - a Corpus, imported when a command needs it
    """The links of the editor's prose to no entry of the glossary (``docs/glossary.md`` beside ``laws/``)."""
    from pokerlaws.edition.errors import LawFileError, display_path
    from pokerlaws.site.terms import (
        glossary_beside,
        glossary_entries,
        glossary_link_problems,
        read_glossary,
    )

    glossary = glossary_beside(corpus.laws_dir)
    try:
        entries = glossary_entries(read_glossary(glossary))
    except LawFileError as err:
        return [str(err)]
    return glossary_link_problems(corpus, entries, display_path(glossary))


def cmd_examples(args: argparse.Namespace) -> int:
    from pokerlaws.runtime.examples import run_example

    corpus = _corpus(args)
    units = [corpus.law(args.id)] if args.id is not None else list(corpus.laws.values())
    if not any(unit.examples for unit in units):
        print(f"{units[0].id} has no worked examples")
        return 0
    ran = failed = 0
    for unit in units:
        for number, example in enumerate(unit.examples, start=1):
            failures = run_example(unit, example)
            ran += 1
            if failures:
                failed += 1
                _failed(args)
                print(f"FAIL {unit.id} example {number} “{example.title}” ({file_name(unit.path.name)}):")
                for failure in failures:
                    print(textwrap.indent(str(failure), "  "))
            elif args.verbose:
                print(f"ok   {unit.id} example {number} “{example.title}”")
    print(f"{ran - failed} of {ran} worked examples give the output they claim")
    return EXIT_FAILED if failed else 0


def cmd_judge(args: argparse.Namespace) -> int:
    from pokerlaws.edition.records import judge_file
    from pokerlaws.errors import RecordError

    if args.file == "":
        raise UsageError("judge: the file name is empty: name a record file, or - for standard input")
    if not args.readings:
        given = [option for option, value in (("--json", args.json), ("--pairs", args.pairs), ("--only", args.only)) if value]
        if given:
            raise UsageError(f"judge: {given[0]} is for --readings: add --readings, or leave {given[0]} out")
    if args.file == STDIO and sys.stdin is not None and sys.stdin.isatty():
        _say("pokerlaws: reading the record from standard input (end it with Ctrl-D)")
    try:
        if args.readings:
            from pokerlaws.cli.readings import judge_with_readings
            from pokerlaws.edition.records import parameter_rulings

            return judge_with_readings(args, parameter_rulings(_corpus(args)))
        judgement = judge_file(args.file)
    except RecordError as err:
        _failed(args)
        if not (args.readings and args.json):  # standard output under --json is JSON or nothing
            for line in err.heading:  # the report as far as it goes: its heading, then the steps ruled
                print(line)
            for step in err.ruled:
                print(f"  {step}")
        # a step that breaks a law gets a ruling; a record that cannot be read, an error
        kind, law = ("ruling", f" [law {err.law}]") if err.law else ("error", "")
        _say(f"pokerlaws: {kind}: {_one_line(err.message)}{law}")
        return EXIT_FAILED
    print(judgement.report())
    return 0


def cmd_readings(args: argparse.Namespace) -> int:
    from pokerlaws.cli.readings import cmd_readings

    return cmd_readings(args)


def _export_bytes(args: argparse.Namespace) -> bytes | None:
    """The export in the chosen format, or None for JSON to standard output (written by write_json)."""
    from pokerlaws.edition.export import corpus_csv, corpus_record
    from pokerlaws.edition.files import json_bytes

    fmt = getattr(args, "format", "json") or "json"
    source = getattr(args, "source", None)
    # "" is a --source given, empty: refused like any other source that names none
    if fmt != "tei" and source is not None:
        raise UsageError("export: --source is for --format tei (the JSON and the CSV hold every source)")
    if fmt == "csv":
        return corpus_csv(_corpus(args)).encode("utf-8")
    if fmt == "tei":
        corpus = _corpus(args)
        known = ", ".join(corpus.sources)
        if source is None:
            raise UsageError(f"export: --format tei needs --source, one of {known}")
        if source not in corpus.sources:
            raise UsageError(f"export: no source {source!r} in this edition: --source is one of {known}")
        from pokerlaws.edition.tei import tei_bytes

        return tei_bytes(corpus, source)
    if args.output is None or args.output == STDIO:
        return None
    return json_bytes(corpus_record(_corpus(args)), escape=False)


def cmd_export(args: argparse.Namespace) -> int:
    from pokerlaws.edition.export import corpus_record
    from pokerlaws.edition.files import is_standard_output, unwritable, write_file

    output = args.output
    if output == "":
        raise UsageError("export: -o '' names no file: give a file name, or - for standard output")
    data = _export_bytes(args)
    if output is None or output == STDIO:
        if data is None:
            write_json(corpus_record(_corpus(args)))
        else:
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        return 0
    path = Path(output)
    problem = unwritable(path)
    if problem:
        _refuse(f"cannot write {file_name(output)}: {problem}")
        return EXIT_FAILED
    assert data is not None
    problem = write_file(output, data)
    if problem:
        _refuse(f"cannot write {file_name(output)}: {problem}")
        return EXIT_FAILED
    if not is_standard_output(output):  # -o /dev/stdout: the export alone, as with -o -
        print(f"wrote {file_name(output)}")
    return 0


def cmd_cite_check(args: argparse.Namespace) -> int:
    from pokerlaws.citecheck.command import (
        run,  # its libraries load only for this command
    )

    return run(args, lambda: _corpus(args))


COMMANDS = {
    "law": cmd_law,
    "rank": cmd_rank,
    "compare": cmd_compare,
    "odds": cmd_odds,
    "check": cmd_check,
    "examples": cmd_examples,
    "judge": cmd_judge,
    "readings": cmd_readings,
    "export": cmd_export,
    "cite-check": cmd_cite_check,
}


def build_parser() -> argparse.ArgumentParser:
    """The parser of the ``pokerlaws`` command (see [cli_parser][pokerlaws.cli.parser])."""
    return cli_parser.build_parser(COMMANDS)


def _refuse(message: str) -> None:
    """Say why the command refuses what it was given, or could not do it: every refusal is one line
    of one form, ``pokerlaws: error: WHAT`` (a record judged that breaks a law is a ruling,
    ``pokerlaws: ruling: …``, not a refusal)."""
    _say(f"{REFUSAL}{message}")


def _say(message: str) -> None:
    """Print one line on standard error; a closed standard error is not an error of ours."""
    if sys.stderr is None:  # started with standard error closed (2>&-): not standard output instead
        return
    try:  # a file name, a record's text: what a terminal would act on is shown, not done
        print(printable(message), file=sys.stderr, flush=True)
    except (OSError, ValueError):
        _discard(sys.stderr)  # what is left in its buffer must not fail the exit


def _one_line(message: str, limit: int = MAX_MESSAGE) -> str:
    """*message* on one line, shortened in the middle when it is very long (a 1 MB argument)."""
    message = message.replace("\r", "\\r").replace("\n", "\\n")
    if len(message) > limit:
        half = limit // 2
        message = f"{message[:half]} … ({len(message) - 2 * half:,} characters left out) … {message[-half:]}"
    return message


def _recover_arguments(argv: Sequence[str]) -> list[str]:
    """The arguments as the user typed them.

    Under an ASCII locale (``LC_ALL=C``) Python decodes the bytes of the command
    line as ASCII, with the bytes it cannot decode as surrogate escapes: ``A♥``
    arrives as ``'A\\udce2\\udc99\\udca5'``. When those bytes are UTF-8, as a
    terminal sends them, this gives back the text. Only for text: a file name
    must stay as it came, or it no longer names the file.
    """
    out = []
    for arg in argv:
        if _SURROGATE.search(arg):
            try:
                arg = os.fsencode(arg).decode("utf-8")
            except (UnicodeError, ValueError):
                pass
        out.append(arg)
    return out


def _recover_text(args: argparse.Namespace) -> list[str]:
    """Decode again the text arguments of *args* (cards, hands, a law id); return them."""
    texts: list[str] = []
    for name in TEXT_ARGUMENTS:
        value = getattr(args, name, None)
        if isinstance(value, str):
            value = _recover_arguments([value])[0]
            texts.append(value)
        elif isinstance(value, list):
            value = _recover_arguments(value)
            texts.extend(value)
        else:
            continue
        setattr(args, name, value)
    return texts


def _undecodable(argv: Sequence[str], cards: bool) -> str | None:
    """One line saying an argument is not text, if one is not (its bytes are not UTF-8)."""
    bad = next((arg for arg in argv if _SURROGATE.search(arg)), None)
    if bad is None:
        return None
    shown = os.fsencode(bad).decode("ascii", "backslashreplace")
    encoding = locale.getpreferredencoding(False) or "unknown"
    instead = "write suits as C D H S" if cards else "write it in ASCII"
    return (
        f"the argument \"{_one_line(shown)}\" is not text in the terminal's encoding ({encoding}) nor UTF-8: "
        f"set LC_ALL=C.UTF-8 (or another UTF-8 locale), or {instead}"
    )


def _discard(stream: Any) -> None:
    """Send what is left to write on *stream* nowhere, quietly: it is a closed pipe (``| head -1``)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _flushed(stream: Any) -> bool:
    """Flush *stream*; False, its unwritten rest discarded, when it cannot be written."""
    try:
        stream.flush()
        return True
    except (OSError, ValueError, AttributeError):
        _discard(stream)
        return False


def _as_given(exc: UnicodeError) -> tuple[str | bytes, int]:
    """The error handler of our output streams: a file name's bytes that were not
    text (surrogate escapes) written back as those bytes, as the user typed them,
    when the encoding is ASCII-compatible; any other character that the encoding
    cannot write, as a backslash escape (``\\u2014``)."""
    if isinstance(exc, UnicodeEncodeError):
        try:
            if "a\n".encode(exc.encoding) == b"a\n":
                return codecs.lookup_error("surrogateescape")(exc)
        except (UnicodeError, LookupError):
            pass
    return codecs.lookup_error("backslashreplace")(exc)


codecs.register_error("pokerlaws.as_given", _as_given)


class _ClosedOutput:
    """Standard output when the command was started with it closed (``>&-``)."""

    encoding = "utf-8"

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "it is closed (>&-): give the command somewhere to write", "standard output")

    def flush(self) -> None:
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0, 1, 2, 70 or 130: see the module)."""
    if sys.stdout is None:
        sys.stdout = _ClosedOutput()
    # A terminal that cannot show "¹" or "⟨" still gets every line, escaped.
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="pokerlaws.as_given")
    saved = sys.stdout
    if saved is sys.__stdout__:  # the process's own (not a test's capture): its errors name it
        sys.stdout = named_stdout(saved)
    try:
        return _run(list(sys.argv[1:] if argv is None else argv))
    finally:
        _flushed(sys.stdout)  # nothing left to fail at exit, after the status is known
        sys.stdout = saved


def _run(argv: list[str]) -> int:
    args = None
    try:
        from pokerlaws.edition.errors import (
            LawFileError,
            SettingError,
            UnknownLaw,
            UnknownRuling,
        )

        try:
            args = build_parser().parse_args(argv)
        except SystemExit as done:  # --help (0) or a usage error (2): argparse has printed, and exits
            if done.code == 0:
                sys.stdout.flush()  # the help must reach standard output: a full disk is a failure, said below
            raise
        texts = _recover_text(args)
        try:
            _check_laws_setting(args)
            status = args.func(args)
            if status != EXIT_OK:
                _failed(args)
            sys.stdout.flush()
            return status
        except LawFileError as exc:
            _refuse(_one_line(str(exc)))
            return EXIT_FAILED
        except (UnknownLaw, UnknownRuling, PokerLawError) as exc:
            # an argument still undecodable (not UTF-8 either) is most likely the cause: say so plainly
            plain = _undecodable(texts, cards=args.command in ("rank", "compare", "odds"))
            _refuse(f"{type(exc).__name__}: {plain or _one_line(str(exc))}")
            return EXIT_USAGE
        except (UsageError, SettingError) as exc:
            _refuse(_one_line(str(exc)))
            return EXIT_USAGE
    except BrokenPipeError:
        _discard(sys.stdout)
        return EXIT_FAILED if getattr(args, "failed", False) else EXIT_OK
    except KeyboardInterrupt:
        _say("pokerlaws: interrupted")
        return EXIT_INTERRUPTED
    except OSError as exc:
        where = f" {file_name(exc.filename)}" if exc.filename else ""
        _refuse(f"cannot use{where}: {_one_line(str(exc.strerror or exc))}")
        return EXIT_FAILED
    except Exception as exc:  # the promise is no traceback, even for our own bugs
        _say(f"pokerlaws: internal error ({type(exc).__name__}: {_one_line(str(exc))}); please report it")
        return EXIT_INTERNAL

