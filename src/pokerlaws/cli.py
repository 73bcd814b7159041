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
(``export -o -``). JSON output is valid JSON whatever the encoding of standard
output: when that cannot encode the text, non-ASCII characters are written as
JSON escapes.
"""

from __future__ import annotations

import argparse
import json
import locale
import os
import re
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pokerlaws.errors import PokerLawError
from pokerlaws.hands import compare, evaluate
from pokerlaws.rules import RULESETS

EXIT_OK = 0
EXIT_FAILED = 1
"""A check failed, a ruling went against a record, or a file could not be used."""
EXIT_USAGE = 2
"""A usage error, an unknown law, a bad card or hand."""
EXIT_INTERNAL = 70
"""An internal error: a bug in pokerlaws (EX_SOFTWARE)."""
EXIT_INTERRUPTED = 130
"""Interrupted by Ctrl-C (128 + SIGINT)."""

STDIO = "-"
"""The file name that stands for standard input (``judge -``) or output (``export -o -``)."""

MAX_MESSAGE = 500
"""An error line longer than this many characters is shortened in the middle."""

_SURROGATE = re.compile("[\udc80-\udcff]")


class UsageError(Exception):
    """An argument argparse accepts but the command cannot use (an empty file name)."""


def _corpus(args: argparse.Namespace):
    from pokerlaws.edition.corpus import Corpus, default_corpus

    if args.laws == "":
        raise UsageError("--laws '' names no directory: give the edition's laws/ directory, or leave --laws out")
    return Corpus.load(args.laws) if args.laws is not None else default_corpus()


def _json_text(data: Any, stream: Any) -> str:
    """*data* as JSON that *stream* can write as it is: valid JSON whatever its encoding.

    Non-ASCII characters are written as themselves when the stream's encoding can
    encode them, else as JSON escapes (``\\u00b9``): never through the stream's
    ``backslashreplace``, which would give escapes that are not JSON.
    """
    text = json.dumps(data, ensure_ascii=False, indent=2)
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeError, LookupError):
        text = json.dumps(data, ensure_ascii=True, indent=2)
    return text + "\n"


def _wrap(text: str, indent: str = "  ") -> str:
    return "\n".join(
        textwrap.fill(para, width=88, initial_indent=indent, subsequent_indent=indent)
        for para in text.split("\n\n")
    )


def cmd_law(args: argparse.Namespace) -> int:
    corpus = _corpus(args)
    unit = corpus.law(args.id)
    if args.json:
        from pokerlaws.edition.export import unit_record

        sys.stdout.write(_json_text(unit_record(corpus, unit), sys.stdout))
        return 0
    source = corpus.sources[unit.source]
    pages = f" · p. {', '.join(map(str, unit.pages))}" if unit.pages else ""
    print(f"{unit.id} — {unit.title}")
    print(f"{source.short_title} · {unit.section}{pages}")
    print()
    print(_wrap(unit.text))
    for note in unit.footnotes:
        print()
        print(_wrap(f"{note.mark} {note.text}"))
    if args.witnesses:
        for siglum, reading in unit.readings.items():
            print()
            print(f"Witness {siglum} ({source.witness(siglum).name}):")
            print(textwrap.indent(reading.text, "  | "))
    print()
    if unit.engine.paths:
        print("Implemented by: " + ", ".join(unit.engine.paths))
    else:
        print(f"Engine: {unit.engine.status} — {unit.engine.reason}")
    counts = []
    if unit.emendations:
        counts.append(f"{len(unit.emendations)} emendation{'s' * (len(unit.emendations) != 1)}")
    if unit.examples:
        counts.append(f"{len(unit.examples)} worked example{'s' * (len(unit.examples) != 1)}")
    if unit.rulings:
        counts.append(f"{len(unit.rulings)} editorial ruling{'s' * (len(unit.rulings) != 1)}")
    if counts:
        print(", ".join(counts) + f" — see {unit.path.name} or the unit's page")
    return 0


def cmd_rank(args: argparse.Namespace) -> int:
    value = evaluate(" ".join(args.cards), rules=args.rules)
    print(f"{value.describe()} — {value.category.name} ({value.category.modern}) under {value.rules}")
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    # Two quoted hands, or ten cards unquoted: the first five against the last five.
    hands = args.hands if len(args.hands) != 10 else [" ".join(args.hands[:5]), " ".join(args.hands[5:])]
    if len(hands) != 2:
        raise PokerLawError(f"compare takes two hands (quote each, or give ten cards), not {len(args.hands)} arguments")
    a = evaluate(hands[0], rules=args.rules)
    b = evaluate(hands[1], rules=args.rules)
    result = compare(a, b, rules=args.rules)
    print(f"first:  {a.describe()}")
    print(f"second: {b.describe()}")
    if result == 0:
        print("identical in value: they share the pool (law 1882:76)")
    else:
        print(f"the {'first' if result > 0 else 'second'} hand wins under {a.rules}")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from pokerlaws.edition.examples import example_problems
    from pokerlaws.edition.links import link_problems

    corpus = _corpus(args)
    problems = link_problems(corpus) + example_problems(corpus)
    for problem in problems:
        print(f"pokerlaws: {problem}", file=sys.stderr)
    if problems:
        return EXIT_FAILED
    files = corpus.witness_files()
    emendations = sum(len(u.emendations) for u in corpus.laws.values())
    examples = sum(len(u.examples) for u in corpus.laws.values())
    print(f"{len(corpus.laws)} units in {len(corpus.sources)} sources: every file valid")
    print(f"every witness reading gives the edited text through its {emendations} recorded emendations")
    print(f"{len(files)} witness files rebuilt word for word from the readings")
    print("every engine link resolves to an object that cites its unit, and every citation names a unit")
    print(f"every one of the {examples} worked examples gives the output it claims")
    return 0


def cmd_examples(args: argparse.Namespace) -> int:
    from pokerlaws.edition.examples import run_example

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
                print(f"FAIL {unit.id} example {number} “{example.title}” ({unit.path.name}):")
                for failure in failures:
                    print(textwrap.indent(str(failure), "  "))
            elif args.verbose:
                print(f"ok   {unit.id} example {number} “{example.title}”")
    print(f"{ran - failed} of {ran} worked examples give the output they claim")
    return EXIT_FAILED if failed else 0


def cmd_judge(args: argparse.Namespace) -> int:
    from pokerlaws.edition.records import judge_file
    from pokerlaws.judge import RecordError

    if args.file == "":
        raise UsageError("judge: the file name is empty: name a record file, or - for standard input")
    if args.file == STDIO and sys.stdin is not None and sys.stdin.isatty():
        _say("pokerlaws: reading the record from standard input (end it with Ctrl-D)")
    try:
        judgement = judge_file(args.file)
    except RecordError as err:
        for step in err.ruled:
            print(f"  {step}")
        # a step that breaks a law gets a ruling; a record that cannot be read, an error
        kind, law = ("ruling", f" [law {err.law}]") if err.law else ("error", "")
        _say(f"pokerlaws: {kind}: {_one_line(err.message)}{law}")
        return EXIT_FAILED
    print(judgement.report())
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from pokerlaws.edition.export import corpus_record

    output = args.output
    if output == "":
        raise UsageError("export: -o '' names no file: give a file name, or - for standard output")
    if output is None or output == STDIO:
        sys.stdout.write(_json_text(corpus_record(_corpus(args)), sys.stdout))
        return 0
    path = Path(output)
    problem = _unwritable(path)
    if problem:
        _say(f"pokerlaws: cannot write {output}: {problem}")
        return EXIT_FAILED
    text = json.dumps(corpus_record(_corpus(args)), ensure_ascii=False, indent=2) + "\n"
    path.write_text(text, encoding="utf-8")
    print(f"wrote {output}")
    return 0


def _unwritable(path: Path) -> str | None:
    """Why *path* cannot be written as a file, or None: checked before anything is written."""
    if path.is_dir():
        return "it is a directory: name a file in it (e.g. -o " + str(path / "edition.json") + "), or - for standard output"
    parent = path.parent
    if not parent.exists():
        return f"the directory {parent} does not exist: create it first, or name a file in an existing one"
    if not parent.is_dir():
        return f"{parent} is not a directory"
    return None


def _epilog(reads: str, prints: str, statuses: Sequence[tuple[int, str]], examples: Sequence[str], more: str = "") -> str:
    """The end of a subcommand's help: what it reads and prints, its exit statuses, examples."""

    def para(title: str, text: str) -> str:
        return f"{title}:\n" + textwrap.fill(text, width=86, initial_indent="  ", subsequent_indent="  ")

    parts = [para("reads", reads), para("prints", prints)]
    if more:
        parts.append(more.strip("\n"))
    rows = [*statuses, (EXIT_USAGE, "a usage error: an unknown option, a missing or empty argument"), (EXIT_INTERNAL, "an internal error (a bug: please report it)"), (EXIT_INTERRUPTED, "interrupted (Ctrl-C)")]
    merged: dict[int, list[str]] = {}
    for code, text in rows:
        merged.setdefault(code, []).append(text)
    parts.append("exit status:\n" + "\n".join(
        textwrap.fill("; ".join(texts), width=86, initial_indent=f"  {code:<4}", subsequent_indent="      ")
        for code, texts in sorted(merged.items())
    ))
    parts.append("example" + "s" * (len(examples) > 1) + ":\n" + "\n".join(f"  {line}" for line in examples))
    return "\n\n".join(parts)


def _fill(text: str) -> str:
    return textwrap.fill(text, width=86)


LAWS_READ = "the edition's laws/ directory (another copy with --laws DIR before the command, or $POKERLAWS_LAWS)"
RECORD_SCHEMA = Path(__file__).resolve().parent / "edition" / "record.schema.json"


def build_parser() -> argparse.ArgumentParser:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(
        prog="pokerlaws",
        description="Historical laws of Draw Poker, edited, with an engine that executes them.",
        epilog=textwrap.dedent(
            """\
            Each command's --help says what it reads and prints, with its exit statuses and an example.

            environment:
              POKERLAWS_LAWS   read the edition from this laws/ directory (--laws DIR wins over it)

            exit status:
              0    done
              1    a check failed, a ruling went against a record, a file could not be read or written
              2    a usage error, an unknown law, a bad card or hand
              70   an internal error (a bug: please report it)
              130  interrupted (Ctrl-C)

            A file named - is standard input (judge -) or standard output (export -o -).

            example:
              pokerlaws law 1882:71
            """
        ),
        formatter_class=raw,
    )
    parser.add_argument(
        "--laws", metavar="DIR", help="read the edition from DIR (a laws/ directory) instead of $POKERLAWS_LAWS or the installed laws/"
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser(
        "law",
        help="print a unit of the edition, e.g. 1882:71",
        description=_fill(
            "Print one unit of the edition: its edited text and footnotes, the engine objects that "
            "implement it, and how many emendations, worked examples and editorial rulings it has."
        ),
        epilog=_epilog(
            LAWS_READ + "; the unit's id from the command line.",
            "the unit as text on standard output; with --witnesses, each witness's diplomatic reading too; with "
            "--json, instead, the unit's whole record as JSON (as in pokerlaws export).",
            [(EXIT_OK, "printed"), (EXIT_FAILED, "a file of the edition is broken (named with its line)"),
             (EXIT_USAGE, "no unit has that id (the nearest ids are suggested)")],
            ["pokerlaws law 1882:71 --witnesses"],
        ),
        formatter_class=raw,
    )
    p.add_argument("id", help="a unit id, SOURCE:NUMBER (1882:52-81, foster:1-9, 1895:24-38)")
    p.add_argument("--witnesses", action="store_true", help="also print each witness's diplomatic reading")
    p.add_argument("--json", action="store_true", help="print the unit as JSON")
    p.set_defaults(func=cmd_law)

    rules = sorted(RULESETS)
    p = sub.add_parser(
        "rank",
        help="rank a five-card hand, e.g. 'AH KH QH JH 10H'",
        description=_fill(
            "Rank a five-card hand under a code of laws."
        ),
        epilog=_epilog(
            "five cards from the command line, quoted as one argument or given as five: rank then suit, "
            "in any case; 10 or T; suits C D H S or ♣ ♦ ♥ ♠ (a terminal that is not UTF-8 may spoil ♥: "
            "write H).",
            "the hand's value, its category and the modern name, and the code of laws, on one line.",
            [(EXIT_OK, "ranked"), (EXIT_USAGE, "not a card, a card given twice, or not five cards (one line naming it)")],
            ['pokerlaws rank "AH 10s qd 2C 2S"', "pokerlaws rank 10h jh qh kh ah --rules american"],
        ),
        formatter_class=raw,
    )
    p.add_argument("cards", nargs="+", help="five cards: rank then suit, e.g. AH 10s qd 2C 2S (T or 10; suits C D H S or ♣♦♥♠)")
    p.add_argument("--rules", default="1882", choices=rules, help="the code of laws (default 1882)")
    p.set_defaults(func=cmd_rank)

    p = sub.add_parser(
        "compare",
        help="compare two five-card hands",
        description=_fill(
            "Compare two five-card hands under a code of laws: which wins, or whether they share the pool."
        ),
        epilog=_epilog(
            "two hands from the command line: each quoted as one argument, or ten cards (the first five "
            "against the last five); cards as for pokerlaws rank.",
            "each hand's value, then which hand wins, or that they are identical in value and share the pool (law 1882:76).",
            [(EXIT_OK, "compared, whichever hand wins"),
             (EXIT_USAGE, "not two hands, not a card, a card given twice, or a hand not of five cards")],
            ['pokerlaws compare "7H 5H 4H 3H 2H" "AS KS QS JS 9S"', "pokerlaws compare 7H 5H 4H 3H 2H AS KS QS JS 9S --rules american"],
        ),
        formatter_class=raw,
    )
    p.add_argument("hands", nargs="+", metavar="HAND", help='two hands, each quoted ("7H 5H 4H 3H 2H"), or ten cards')
    p.add_argument("--rules", default="1882", choices=rules, help="the code of laws (default 1882)")
    p.set_defaults(func=cmd_compare)

    p = sub.add_parser(
        "check",
        help="check the whole edition: schema, readings, witness rebuild, law <-> code links, worked examples",
        description=_fill(
            "Check the whole edition: every file against its schema; every witness reading gives the "
            "edited text through its recorded emendations; every witness file is rebuilt word for word; every "
            "engine link resolves to an object citing its unit, and every citation names a unit; every worked "
            "example gives the output it claims."
        ),
        epilog=_epilog(
            LAWS_READ + "; the engine's code, for the links.",
            "one line for each check passed, on standard output; each problem found, one line each on "
            "standard error (pokerlaws: FILE, line N: what is wrong).",
            [(EXIT_OK, "every check passed"),
             (EXIT_FAILED, "a problem found: a broken file, a link that does not resolve, an example that fails")],
            ["pokerlaws check", "pokerlaws --laws /path/to/laws check"],
        ),
        formatter_class=raw,
    )
    p.set_defaults(func=cmd_check)

    p = sub.add_parser(
        "examples",
        help="run the worked examples, as CI does",
        description=_fill(
            "Run the worked examples of the edition (or of one unit) and say which give the output they claim."
        ),
        epilog=_epilog(
            LAWS_READ + "; with ID, only that unit's examples.",
            "FAIL and what was expected and got for each example that fails (with -v, ok for each that "
            "passes too), then how many passed, on standard output.",
            [(EXIT_OK, "every example passed (or the unit has none)"),
             (EXIT_FAILED, "an example failed, or a file of the edition is broken"),
             (EXIT_USAGE, "no unit has that id")],
            ["pokerlaws examples 1882:71 -v"],
        ),
        formatter_class=raw,
    )
    p.add_argument("id", nargs="?", help="only this unit's examples")
    p.add_argument("-v", "--verbose", action="store_true", help="list the examples that pass too")
    p.set_defaults(func=cmd_examples)

    record_format = textwrap.dedent(
        f"""\
        the record's format:
          A YAML file: a betting round after the draw under the 1882 code (seats, ante_man,
          actions, show), or a whole deal (code, seats, dealer, pack, before_draw, draw,
          after_draw). The format is on the site's page "Judging a record" (judging/ on the
          site that scripts/serve.py builds and serves); its JSON Schema is
            {RECORD_SCHEMA}
          and docs/records/*.yaml in the repository are examples, all judged in CI.

          expect: a record may say what the settlement is, e.g.
            expect:
              payouts: {{A: 0, B: 0, C: 18}}
          and the judge checks it: a settlement that differs (or a payout for someone not
          at the table) is one line on standard error, 'pokerlaws: error: FILE, line N:
          the record expects ...', and the exit status is 1.
        """
    )
    p = sub.add_parser(
        "judge",
        help="judge a record of play: each step with its law, then the settlement",
        description=_fill(
            "Judge a record of play: rule each step by the law that applies, and settle the pool."
        ),
        epilog=_epilog(
            "a record of play, YAML, from FILE; - reads it from standard input.",
            "each step as ruled, with its law, then the settlement (what each player receives), on standard "
            "output. A step that breaks a law stops the judgement: the steps ruled before it go to standard "
            "output and one line to standard error, 'pokerlaws: ruling: FILE, line N: what is wrong [law ID]'; "
            "a record that cannot be read or is not a record gives 'pokerlaws: FILE, line N: what is wrong'.",
            [(EXIT_OK, "judged, and the settlement is what expect says (when it says)"),
             (EXIT_FAILED, "a step breaks a law, the settlement is not what expect says, or the file cannot be "
              "read or is not a valid record")],
            ["pokerlaws judge docs/records/foster-9-worked-example.yaml", "pokerlaws judge - < docs/records/1882-uncalled-bet.yaml"],
            more=record_format,
        ),
        formatter_class=raw,
    )
    p.add_argument(
        "file",
        metavar="FILE",
        help="a record of play (YAML), or - for standard input: a betting round after the draw, or a whole deal "
        "from the blind or jack-pot to the show",
    )
    p.set_defaults(func=cmd_judge)

    p = sub.add_parser(
        "export",
        help="write the edition as JSON",
        description=_fill(
            "Write the whole edition as JSON: every source with its witnesses, and every unit with its "
            "edited text, footnotes, readings, emendations, variants, engine links, commentary, rulings and examples."
        ),
        epilog=_epilog(
            LAWS_READ + ".",
            "the JSON, UTF-8, to standard output (or to FILE with -o FILE, then 'wrote FILE'). To standard "
            "output whose encoding cannot show every character, the JSON escapes them (\\u00b9): it is valid "
            "JSON whatever the encoding.",
            [(EXIT_OK, "written"),
             (EXIT_FAILED, "FILE cannot be written (a directory, a missing directory; nothing is written), or a file "
              "of the edition is broken")],
            ["pokerlaws export -o edition.json", "pokerlaws export | python3 -m json.tool | less"],
        ),
        formatter_class=raw,
    )
    p.add_argument(
        "-o", "--output", metavar="FILE", help="write to FILE instead of standard output; -o - is standard output"
    )
    p.set_defaults(func=cmd_export)
    return parser


def _say(message: str) -> None:
    """Print one line on standard error; a closed standard error is not an error of ours."""
    try:
        print(message, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _one_line(message: str) -> str:
    """*message* on one line, shortened in the middle when it is very long (a 1 MB argument)."""
    message = message.replace("\r", "\\r").replace("\n", "\\n")
    if len(message) > MAX_MESSAGE:
        half = MAX_MESSAGE // 2
        message = f"{message[:half]} … ({len(message) - 2 * half:,} characters left out) … {message[-half:]}"
    return message


def _recover_arguments(argv: Sequence[str]) -> list[str]:
    """The arguments as the user typed them.

    Under an ASCII locale (``LC_ALL=C``) Python decodes the bytes of the command
    line as ASCII, with the bytes it cannot decode as surrogate escapes: ``A♥``
    arrives as ``'A\\udce2\\udc99\\udca5'``. When those bytes are UTF-8, as a
    terminal sends them, this gives back the text.
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


def _stdout_gone() -> None:
    """Standard output is a closed pipe (``| head -1``): send what is left nowhere, quietly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0, 1, 2, 70 or 130: see the module)."""
    # A terminal that cannot show "¹" or "⟨" still gets every line, escaped.
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    argv = _recover_arguments(sys.argv[1:] if argv is None else argv)
    try:
        from pokerlaws.edition.errors import LawFileError, UnknownLaw

        args = build_parser().parse_args(argv)
        try:
            status = args.func(args)
            sys.stdout.flush()
            return status
        except LawFileError as exc:
            _say(f"pokerlaws: {_one_line(str(exc))}")
            return EXIT_FAILED
        except (UnknownLaw, PokerLawError) as exc:
            # an argument still undecodable (not UTF-8 either) is most likely the cause: say so plainly
            plain = _undecodable(argv, cards=args.command in ("rank", "compare"))
            _say(f"pokerlaws: {type(exc).__name__}: {plain or _one_line(str(exc))}")
            return EXIT_USAGE
        except UsageError as exc:
            _say(f"pokerlaws: {_one_line(str(exc))}")
            return EXIT_USAGE
    except BrokenPipeError:
        _stdout_gone()
        return EXIT_OK
    except KeyboardInterrupt:
        _say("pokerlaws: interrupted")
        return EXIT_INTERRUPTED
    except OSError as exc:
        where = f" {exc.filename}" if exc.filename else ""
        _say(f"pokerlaws: cannot use{where}: {_one_line(str(exc.strerror or exc))}")
        return EXIT_FAILED
    except Exception as exc:  # the promise is no traceback, even for our own bugs
        _say(f"pokerlaws: internal error ({type(exc).__name__}: {_one_line(str(exc))}); please report it")
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
