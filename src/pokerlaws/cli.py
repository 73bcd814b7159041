"""The ``pokerlaws`` command: read a law, rank and compare hands, check the edition.

Every error a user can cause — an unknown law id, a bad card, a broken law
file — is printed as one line naming what is wrong (and the law it offends,
or the file and line), with exit status 1 or 2. Never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

from pokerlaws.errors import PokerLawError
from pokerlaws.hands import compare, evaluate
from pokerlaws.rules import RULESETS

EXIT_USAGE = 2
EXIT_FAILED = 1


def _corpus(args: argparse.Namespace):
    from pokerlaws.edition.corpus import Corpus, default_corpus

    return Corpus.load(args.laws) if args.laws else default_corpus()


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

        print(json.dumps(unit_record(corpus, unit), ensure_ascii=False, indent=2))
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

    try:
        judgement = judge_file(Path(args.file))
    except RecordError as err:
        for step in err.ruled:
            print(f"  {step}")
        # a step that breaks a law gets a ruling; a record that cannot be read, an error
        kind, law = ("ruling", f" [law {err.law}]") if err.law else ("error", "")
        print(f"pokerlaws: {kind}: {err.message}{law}", file=sys.stderr)
        return EXIT_FAILED
    print(judgement.report())
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from pokerlaws.edition.export import corpus_record

    text = json.dumps(corpus_record(_corpus(args)), ensure_ascii=False, indent=2) + "\n"
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
        print(f"wrote {args.output}")
    else:
        sys.stdout.write(text)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pokerlaws",
        description="Historical laws of Draw Poker, edited, with an engine that executes them.",
    )
    parser.add_argument("--laws", metavar="DIR", help="read the edition from DIR instead of the installed laws/")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("law", help="print a unit of the edition, e.g. 1882:71")
    p.add_argument("id", help="a unit id, SOURCE:NUMBER (1882:52-81, foster:1-9, 1895:24-38)")
    p.add_argument("--witnesses", action="store_true", help="also print each witness's diplomatic reading")
    p.add_argument("--json", action="store_true", help="print the unit as JSON")
    p.set_defaults(func=cmd_law)

    rules = sorted(RULESETS)
    p = sub.add_parser("rank", help="rank a five-card hand, e.g. 'AH KH QH JH 10H'")
    p.add_argument("cards", nargs="+", help="five cards: rank then suit, e.g. AH 10s qd 2C 2S (T or 10; suits C D H S or ♣♦♥♠)")
    p.add_argument("--rules", default="1882", choices=rules, help="the code of laws (default 1882)")
    p.set_defaults(func=cmd_rank)

    p = sub.add_parser("compare", help="compare two five-card hands")
    p.add_argument("hands", nargs="+", metavar="HAND", help='two hands, each quoted ("7H 5H 4H 3H 2H"), or ten cards')
    p.add_argument("--rules", default="1882", choices=rules, help="the code of laws (default 1882)")
    p.set_defaults(func=cmd_compare)

    p = sub.add_parser("check", help="check the whole edition: schema, readings, witness rebuild, law <-> code links, worked examples")
    p.set_defaults(func=cmd_check)

    p = sub.add_parser("examples", help="run the worked examples, as CI does")
    p.add_argument("id", nargs="?", help="only this unit's examples")
    p.add_argument("-v", "--verbose", action="store_true", help="list the examples that pass too")
    p.set_defaults(func=cmd_examples)

    p = sub.add_parser("judge", help="judge a record of play: each step with its law, then the settlement")
    p.add_argument(
        "file",
        help="a record of play (YAML): a betting round after the draw, or a whole deal from the blind or "
        "jack-pot to the show; see the site's 'Judging a record'",
    )
    p.set_defaults(func=cmd_judge)

    p = sub.add_parser("export", help="write the edition as JSON")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    p.set_defaults(func=cmd_export)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    from pokerlaws.edition.errors import LawFileError, UnknownLaw

    # A terminal that cannot show "¹" or "⟨" still gets every line, escaped.
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except LawFileError as exc:
        print(f"pokerlaws: {exc}", file=sys.stderr)
        return EXIT_FAILED
    except (UnknownLaw, PokerLawError) as exc:
        print(f"pokerlaws: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return 0
    except OSError as exc:
        where = f" {exc.filename}" if exc.filename else ""
        print(f"pokerlaws: cannot use{where}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_FAILED
    except Exception as exc:  # the promise is no traceback, even for our own bugs
        print(f"pokerlaws: internal error ({type(exc).__name__}: {exc}); please report it", file=sys.stderr)
        return 70


if __name__ == "__main__":
    sys.exit(main())
