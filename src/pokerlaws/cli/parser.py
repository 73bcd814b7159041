"""The grammar and the help of the ``pokerlaws`` command: its subcommands, their
arguments, and for each what it reads and prints, its exit statuses and examples.

The commands themselves are in [cli][pokerlaws.cli.commands], which passes them in.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import NoReturn

from pokerlaws.hands import RULESETS
from pokerlaws.records.readings import MAX_PAIRS, MAX_WORK
from pokerlaws.sources import source_words

STDIO = "-"
"""A file argument that stands for standard input or output."""

EXIT_OK = 0
EXIT_FAILED = 1
"""A check failed, a ruling went against a record, or a file could not be used."""
EXIT_USAGE = 2
"""A usage error, an unknown law, a bad card or hand."""
EXIT_INTERNAL = 70
"""An internal error: a bug in pokerlaws (EX_SOFTWARE)."""
EXIT_INTERRUPTED = 130

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
EDITION_BROKEN = "a file of the edition is broken"
"""Why a command that reads the edition fails, whatever else it does: said alike by each."""
SECONDS_USAGE = "$POKERLAWS_EXAMPLE_SECONDS is set to anything but a number of seconds over 0 and at most {most:g}"


def _seconds_help() -> str:
    """The paragraph on $POKERLAWS_EXAMPLE_SECONDS, with the limits the runner checks."""
    from pokerlaws.runtime.examples import MAX_TIME_LIMIT, TIME_LIMIT

    return "environment:\n" + textwrap.fill(
        f"POKERLAWS_EXAMPLE_SECONDS: the seconds one worked example may run before it is stopped and "
        f"fails (default {TIME_LIMIT:g}): a number over 0 and at most {MAX_TIME_LIMIT:g}, in digits "
        f"(e.g. 30 or 2.5); anything else (abc, empty, inf, nan, 0, -1) is a usage error.",
        width=86, initial_indent="  ", subsequent_indent="  ",
    )
RECORD_SCHEMA = Path(__file__).resolve().parent.parent / "edition" / "record.schema.json"


class _Once(argparse._StoreAction):
    """An option that takes a value, given at most once: argparse keeps the last of two, so that
    ``--keep AH --keep KH`` would keep KH alone, without a word; here the second is a usage error."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object, option_string: str | None = None) -> None:
        given = namespace.__dict__.setdefault("_options_given", set())
        if option_string is not None:
            if self.dest in given:
                parser.error(f"{'/'.join(self.option_strings)} is given twice: give it once (the last would be taken alone)")
            given.add(self.dest)
        super().__call__(parser, namespace, values, option_string)


class _Parser(argparse.ArgumentParser):
    """argparse's parser, its usage error in the form of every refusal of the command, ``pokerlaws:
    error: WHAT`` after the usage line (argparse's own is ``pokerlaws judge: error: …`` for a
    subcommand's). Its subcommands' parsers are of this class too (argparse makes them of the
    parent's class)."""

    is_command = False
    """True for the parser of the command itself; a subcommand's refuses what it does not know with
    its own usage (``rank --rules`` shows rank's), rather than hand it back to the command's."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"pokerlaws: error: {message}\n")

    def parse_known_args(self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        namespace, extras = super().parse_known_args(args, namespace)
        if extras and not self.is_command:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return namespace, extras


def _once(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """*parser*, its options that store a value taking it once ([`_Once`][pokerlaws.cli.parser._Once])."""
    parser.register("action", None, _Once)
    parser.register("action", "store", _Once)
    return parser


def build_parser(commands: Mapping[str, Callable[[argparse.Namespace], int]]) -> argparse.ArgumentParser:
    """The parser of the ``pokerlaws`` command, each subcommand calling its function in *commands*."""
    from pokerlaws.runtime.examples import MAX_TIME_LIMIT, TIME_LIMIT

    raw = argparse.RawDescriptionHelpFormatter
    seconds_usage = SECONDS_USAGE.format(most=MAX_TIME_LIMIT)
    parser = _Parser(
        prog="pokerlaws",
        allow_abbrev=False,  # an option is given whole: a former name, or a prefix, is not taken for it
        description="Historical laws of Draw Poker, edited, with an engine that executes them.",
        epilog=textwrap.dedent(
            f"""\
            Each command's --help says what it reads and prints, with its exit statuses and an example.

            environment:
              POKERLAWS_LAWS             read the edition from this laws/ directory (--laws DIR wins
                                         over it); set but empty, it is a usage error
              POKERLAWS_EXAMPLE_SECONDS  the seconds one worked example may run (check, examples):
                                         a number over 0, at most {MAX_TIME_LIMIT:g} (default {TIME_LIMIT:g});
                                         anything else is a usage error

            exit status:
              0    done
              1    a check failed, a ruling went against a record, a file could not be read or written
              2    a usage error (an empty POKERLAWS_LAWS, a bad POKERLAWS_EXAMPLE_SECONDS too),
                   an unknown law, a bad card or hand
              70   an internal error (a bug: please report it)
              130  interrupted (Ctrl-C)

            A file named - is standard input (judge -) or standard output (export -o -).

            example:
              pokerlaws law 1882:71
            """
        ),
        formatter_class=raw,
    )
    parser.is_command = True
    _once(parser)
    parser.add_argument(
        "--laws", metavar="DIR", help="read the edition from DIR (a laws/ directory) instead of $POKERLAWS_LAWS or the installed laws/"
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(
        name: str,
        *,
        help: str,
        description: str,
        reads: str,
        prints: str,
        statuses: Sequence[tuple[int, str]],
        examples: Sequence[str],
        more: str = "",
    ) -> argparse.ArgumentParser:
        """The subcommand *name*, its help laid out alike for every command, calling its function in *commands*."""
        p = sub.add_parser(
            name,
            allow_abbrev=False,
            help=help,
            description=_fill(description),
            epilog=_epilog(reads, prints, statuses, examples, more),
            formatter_class=raw,
        )
        p.set_defaults(func=commands[name])
        return _once(p)

    p = command(
        "law",
        help="print a unit of the edition, e.g. 1882:71",
        description="Print one unit of the edition: its edited text and footnotes, the engine objects that "
        "implement it, and how many emendations, worked examples and editorial rulings it has.",
        reads=LAWS_READ + "; the unit's id from the command line.",
        prints="the unit as text on standard output; with --witnesses, each witness's diplomatic reading too; with "
        "--json, instead, the unit's whole record as JSON in UTF-8 (as in pokerlaws export); with --ruling N, "
        "instead, the unit's editorial ruling N (cited 1882:60 R2): its question, ruling, readings and parameter "
        "(with --json, its record).",
        statuses=[(EXIT_OK, "printed"), (EXIT_FAILED, EDITION_BROKEN + " (named with its line)"),
                  (EXIT_USAGE, "no unit has that id (the nearest ids are suggested), or it has no ruling of that "
                   "number (its rulings are named)")],
        examples=["pokerlaws law 1882:71 --witnesses", "pokerlaws law 1882:60 --ruling 2"],
    )
    p.add_argument("id", help=f"a unit id, SOURCE:NUMBER, SOURCE one of {source_words()} (e.g. 1882:71)")
    p.add_argument("--witnesses", action="store_true", help="also print each witness's diplomatic reading")
    p.add_argument("--json", action="store_true", help="print the unit as JSON (UTF-8, whatever the terminal's encoding)")
    p.add_argument("--ruling", metavar="N", help="print the unit's editorial ruling N instead (2 or R2: 1882:60 R2 is "
                   "pokerlaws law 1882:60 --ruling 2)")

    rulesets = sorted(RULESETS)
    p = command(
        "rank",
        help="rank a five-card hand, e.g. 'AH KH QH JH 10H'",
        description="Rank a five-card hand under a code of laws.",
        reads="five cards from the command line, quoted as one argument (parted by spaces or commas) or given "
        "as five: rank then suit, "
        "in any case; 10 or T; suits C D H S or ♣ ♦ ♥ ♠ (a terminal that is not UTF-8 may spoil ♥: "
        "write H).",
        prints="the hand's value, its category and the modern name, and the code of laws, on one line; then a line "
        "for each law that decided it (its place in the order of the hands, law 1882:65; what law 1882:71 decides "
        "of an ace; the law that compares hands of its kind).",
        statuses=[(EXIT_OK, "ranked"), (EXIT_USAGE, "not a card, a card given twice, or not five cards (one line naming it)")],
        examples=['pokerlaws rank "AH 10s qd 2C 2S"', "pokerlaws rank 10h jh qh kh ah --ruleset american"],
    )
    p.add_argument("cards", nargs="+", help="five cards: rank then suit, e.g. AH 10s qd 2C 2S (T or 10; suits C D H S or ♣♦♥♠)")
    p.add_argument("--ruleset", default="1882", choices=rulesets, help="the ruleset of the hands (default 1882)")

    p = command(
        "compare",
        help="compare two five-card hands",
        description="Compare two five-card hands under a code of laws: which wins, or whether they share the pool.",
        reads="two hands from the command line: each quoted as one argument, or ten cards (the first five "
        "against the last five); cards as for pokerlaws rank.",
        prints="each hand's value, then which hand wins, or that they are identical in value and share the pool (law "
        "1882:76); then a line for each law that decided between them.",
        statuses=[(EXIT_OK, "compared, whichever hand wins"),
                  (EXIT_USAGE, "not two hands, not a card, a card given twice or in both hands, or a hand not of five cards")],
        examples=['pokerlaws compare "7H 5H 4H 3H 2H" "AS KS QS JS 9S"', "pokerlaws compare 7H 5H 4H 3H 2H AS KS QS JS 9S --ruleset american"],
    )
    p.add_argument("hands", nargs="+", metavar="HAND", help='two hands, each quoted ("7H 5H 4H 3H 2H"), or ten cards')
    p.add_argument("--ruleset", default="1882", choices=rulesets, help="the ruleset of the hands (default 1882)")
    p.add_argument(
        "--hypothetical",
        action="store_true",
        help="allow a card in both hands: hands that could not meet in one deal (by default both come from one pack)",
    )

    p = command(
        "odds",
        help="the chances of the draw for a hand, e.g. 'AH KH QH JH 2C' --keep 'AH KH QH JH'",
        description="Count, over every draw from the 47 cards unseen, the ways a hand ends in each category "
        "when it keeps the cards given and draws the rest (law foster:1), exactly; without --keep, every one "
        "of its 32 choices, the best first. Needs numpy (the fast extra).",
        reads="five cards from the command line, as for pokerlaws rank; the cards kept, from --keep.",
        prints="with --keep, a line per category reached: its ways, its chance and the odds against it, then the "
        "chance of improving on the hand as dealt; without it, a line per choice of what to keep, by its chance "
        "of improving (or of reaching --target or better), the best first.",
        statuses=[(EXIT_OK, "counted"), (EXIT_FAILED, 'numpy is not installed (pip install "pokerlaws[fast]")'),
                  (EXIT_USAGE, "not a card, a card given twice, not five cards, or a card kept that is not in the hand")],
        examples=['pokerlaws odds "AH KH QH JH 2C" --keep "AH KH QH JH"', 'pokerlaws odds "JS JD 8C 5H 2S" --target threes --ruleset american'],
    )
    p.add_argument("cards", nargs="+", help="five cards, as for pokerlaws rank")
    p.add_argument("--keep", metavar="CARDS", help='the cards of the hand kept, quoted as one argument ("" keeps none)')
    p.add_argument("--target", metavar="CATEGORY", help="rank the choices by the chance of this category or better: "
                   "a name of law 1882:65 (threes, sequence, flush, full...) or a modern one (straight...)")
    p.add_argument("--ruleset", default="1882", choices=rulesets, help="the ruleset of the hands (default 1882)")

    p = command(
        "check",
        help="check the whole edition: schema, readings, witness rebuild, law <-> code links, worked examples",
        description="Check the whole edition: every file against its schema; every witness reading gives the "
        "edited text through its recorded emendations; every witness file is rebuilt word for word; every "
        "engine link resolves to an object citing its unit, and every citation names a unit; every worked "
        "example gives the output it claims.",
        reads=LAWS_READ + "; the engine's code, for the links.",
        prints="one line for each check passed, on standard output; each problem found, one line each on "
        "standard error (pokerlaws: error: FILE, line N: what is wrong).",
        statuses=[(EXIT_OK, "every check passed"),
                  (EXIT_FAILED, "a problem found: a broken file, a link that does not resolve, an example that fails"),
                  (EXIT_USAGE, seconds_usage)],
        examples=["pokerlaws check", "pokerlaws --laws /path/to/laws check"],
        more=_seconds_help(),
    )

    p = command(
        "examples",
        help="run the worked examples, as CI does",
        description="Run the worked examples of the edition (or of one unit) and say which give the output they claim.",
        reads=LAWS_READ + "; with ID, only that unit's examples.",
        prints="FAIL and what was expected and got for each example that fails (with -v, ok for each that "
        "passes too), then how many passed, on standard output.",
        statuses=[(EXIT_OK, "every example passed (or the unit has none)"),
                  (EXIT_FAILED, "an example failed, or " + EDITION_BROKEN),
                  (EXIT_USAGE, "no unit has that id"), (EXIT_USAGE, seconds_usage)],
        examples=["pokerlaws examples 1882:71 -v", "POKERLAWS_EXAMPLE_SECONDS=60 pokerlaws examples"],
        more=_seconds_help(),
    )
    p.add_argument("id", nargs="?", help="only this unit's examples")
    p.add_argument("-v", "--verbose", action="store_true", help="list the examples that pass too")

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
          the record expects ...', and the exit status is 1. The payouts name every seat
          (0 for a player who wins nothing), or 'leaves_out: [A]' beside them lists the
          seats they do not check.
        """
    )
    readings_help = textwrap.dedent(
        """\

        readings (--readings):
          Where the laws do not decide, the engine takes a parameter whose values are the
          readings of an editorial ruling. --readings judges the record as it stands, then
          under each other reading of every parameter its form reads (rulings, betting_rulings,
          blind_rulings, jackpot_rulings), and prints one row per reading: "same", or what
          changed (payouts before -> after, or the step refused under it). Its expect is set
          aside for the table; one that fails is said after it, and the exit status is 1.
        """
    )
    p = command(
        "judge",
        help="judge a record of play: each step with its law, then the settlement",
        description="Judge a record of play: rule each step by the law that applies, and settle the pool.",
        reads="a record of play, YAML, from FILE; - reads it from standard input.",
        prints="each step as ruled, with its law, then the settlement (what each player receives), on standard "
        "output. A step that breaks a law stops the judgement: the steps ruled before it go to standard "
        "output and one line to standard error, 'pokerlaws: ruling: FILE, line N: what is wrong [law ID]'; "
        "a record that cannot be read or is not a record gives 'pokerlaws: error: FILE, line N: what is wrong'.",
        statuses=[(EXIT_OK, "judged, and the settlement is what expect says (when it says)"),
                  (EXIT_FAILED, "a step breaks a law, the settlement is not what expect says, or the file cannot be "
                   "read or is not a valid record"),
                  (EXIT_USAGE, ("with --readings: --only names no parameter, a reading it does not have, or one the "
                   f"record's form does not read, or only the reading the record takes already; --pairs would judge "
                   f"the record more than {MAX_PAIRS} times; the record's acts times its judgements would be more than "
                   f"{MAX_WORK:,} (a long record: name fewer parameters with --only); "
                   "--json, --pairs or --only without --readings"))],
        examples=["pokerlaws judge docs/records/foster-9-worked-example.yaml", "pokerlaws judge - < docs/records/1882-uncalled-bet.yaml",
                  "pokerlaws judge docs/records/1882-whole-deal-show-for-less.yaml --readings",
                  "pokerlaws judge docs/records/1882-show-for-less.yaml --readings --only PoolRulings.ante --only own_stake_returned --pairs"],
        more=record_format + readings_help,
    )
    p.add_argument(
        "file",
        metavar="FILE",
        help="a record of play (YAML), or - for standard input: a betting round after the draw, or a whole deal "
        "from the blind or jack-pot to the show",
    )
    p.add_argument("--readings", action="store_true",
                   help="judge the record as it stands, then under each other reading of every ruling that bears on it, "
                   "one at a time, and print a table: parameter, reading, payouts, same or what changed, the law")
    p.add_argument("--json", action="store_true", help="with --readings: print the table as JSON (UTF-8)")
    p.add_argument("--pairs", action="store_true",
                   help=f"with --readings: also judge under each pair of readings of two parameters (at most {MAX_PAIRS} judgements)")
    p.add_argument("--only", metavar="NAME", action="append",
                   help="with --readings: try only this parameter (PoolRulings.ante, rulings.ante or ante), or with NAME=READING only this "
                   "reading of it; may be repeated (pokerlaws readings lists them)")

    p = command(
        "readings",
        help="list every parameter of the editorial rulings: its readings, its default, its ruling",
        description="List every engine parameter that an editorial ruling names: its readings (the default first; a "
        "Code's field names each code's value and its ground instead), the ruling it belongs to (1882:60 R1: the first ruling on law 60 of 1882), and the "
        "field of a record that names it, if a record can.",
        reads=LAWS_READ + ".",
        prints="one line per parameter on standard output, then how many; with --json, a JSON list instead (UTF-8).",
        statuses=[(EXIT_OK, "listed"), (EXIT_FAILED, EDITION_BROKEN)],
        examples=["pokerlaws readings", "pokerlaws readings --json | python3 -m json.tool"],
    )
    p.add_argument("--json", action="store_true", help="print the list as JSON (UTF-8)")

    p = command(
        "export",
        help="write the edition as JSON, CSV or TEI",
        description="Write the edition: as JSON (the default), every source with its witnesses, and every unit with "
        "its edited text, footnotes, readings, emendations, variants, engine links, commentary, rulings and examples; "
        "as CSV, one row per unit; as TEI P5 XML, one source (--source) with its apparatus and witnesses.",
        reads=LAWS_READ + ".",
        prints="the JSON, the CSV or the XML, in UTF-8 with no byte-order mark, to standard output (or to FILE with "
        "-o FILE, then 'wrote FILE'). JSON is UTF-8 whatever the encoding of standard output: characters beyond "
        "ASCII are written as themselves when it is UTF-8, else as JSON escapes (\\u00b9), which are ASCII. "
        "The CSV is for spreadsheets too: import it as UTF-8 (it has no byte-order mark, so a spreadsheet that opens "
        "it directly may read it in its local code page), and a text cell that would begin as a formula (=, +, -, @, "
        "a tab) begins with an apostrophe, so that opening the file runs nothing.",
        statuses=[(EXIT_OK, "written"),
                  (EXIT_FAILED, "FILE cannot be written (a directory, a missing directory, a FIFO no process reads, a "
                   "full disk: named, and nothing is left written), or " + EDITION_BROKEN)],
        examples=["pokerlaws export -o edition.json", "pokerlaws export | python3 -m json.tool | less",
                  "pokerlaws export --format csv -o edition.csv", "pokerlaws export --format tei --source 1882 -o 1882.xml"],
    )
    p.add_argument(
        "-o", "--output", metavar="FILE", help="write to FILE instead of standard output; -o - is standard output"
    )
    p.add_argument(
        "--format", choices=["json", "csv", "tei"], default="json",
        help="json (the default: the whole edition), csv (one row per unit) or tei (TEI P5 XML of one source)",
    )
    p.add_argument("--source", metavar="SOURCE", help="with --format tei: the source (1882, foster or 1895)")
    _cite_check(command)
    return parser


CITE_FORMS = textwrap.dedent(
    """\
    what is read:
      Python files by their syntax tree: comments, docstrings, @implements(...) and
      pytest.mark.law(...); Markdown and text files (.md, .markdown, .txt, .rst) whole; a
      directory with its .gitignore files. A line saying 'cite-check: ignore' is skipped.
      The forms: 1882:60, foster:9, 1895:35, 1882:59-60, 1882:60 R2 (a unit's editorial
      ruling 2); law 60 of 1882, laws 59-60 of the
      1882 laws, rule 35 (1895), Foster's rule 9, laws 53, 54 and 56 of 1882; and a bare
      law 60 or laws 59-60, read as the source that has that number (or --source).

    pins:
      @implements("1882:60", text="3f2a9c") or @pytest.mark.law("1882:60", text="3f2a9c")
      pins the text reviewed; so does the lock file that --update writes. A pin is the
      start of the SHA-256 of the unit's edited text (its words, white space as one space).

    settings:
      [tool.pokerlaws.cite-check] in ./pyproject.toml: paths, exclude, lock, require-pins,
      source; the command line wins over it.
    """
)


def _cite_check(command: Callable[..., argparse.ArgumentParser]) -> None:
    p = command(
        "cite-check",
        help="check the citations of the laws in a tree of code and text",
        description="Find the citations of the laws in files (1882:60, law 60 of 1882, rule 35 (1895), "
        "@implements, pytest.mark.law) and report each that names no unit (with the nearest real one), each "
        "range that runs outside its source, and each pinned citation whose unit's text has changed since.",
        reads="the files and directories named (default: [tool.pokerlaws.cite-check] paths in ./pyproject.toml, "
        "else .), the lock file (./pokerlaws.lock, or --lock), and " + LAWS_READ + ".",
        prints="one line per faulty citation, 'FILE:LINE:COLUMN: KIND: what is wrong', then a count, on standard "
        "output (with --format json, one JSON object with every citation and every fault, in UTF-8: a file name "
        "that is not UTF-8 is given as text with U+FFFD for each byte it cannot show, and its bytes percent-encoded "
        "in path_bytes, which urllib.parse.unquote_to_bytes maps back to the file); a file read otherwise "
        "than asked (not valid Python, not UTF-8, too big) is said on standard error.",
        statuses=[(EXIT_OK, "no citation is faulty"),
                  (EXIT_FAILED, "a citation is faulty: no such unit, a range outside its source, a stale pin (or an "
                   "unpinned one with --require-pins), or " + EDITION_BROKEN),
                  (EXIT_USAGE, "the check could not be made: a path, the lock file or pyproject.toml cannot be read")],
        examples=["pokerlaws cite-check src tests docs", "pokerlaws cite-check --format json . | python3 -m json.tool",
                  "pokerlaws cite-check --update   # after review: pin every @implements and mark to today's text"],
        more=CITE_FORMS,
    )
    p.add_argument("paths", nargs="*", metavar="PATH", help="files and directories to check (default: .)")
    p.add_argument("--format", choices=["text", "json"], default="text", help="text (the default) or json")
    p.add_argument("--update", action="store_true",
                   help="after review: pin every @implements and mark to the text as it is now (the lock file, and "
                   "inline text= pins in place), then check")
    p.add_argument("--lock", metavar="FILE", help="the lock file of pins (default: ./pokerlaws.lock)")
    p.add_argument("--no-lock", action="store_true", help="use no lock file: only inline pins")
    p.add_argument("--require-pins", action="store_true", help="an @implements or mark without a pin is a fault")
    p.add_argument("--source", metavar="SOURCE", help=f"the source of a bare 'law 60' ({source_words()})")
    p.add_argument("--exclude", metavar="PATTERN", action="append",
                   help="do not read paths matching PATTERN (gitignore style, from .); may be repeated")

