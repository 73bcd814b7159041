"""The bad-input campaign, a test per kind: one clear answer, no traceback, no hang.

The table of kinds and the way an answer is classed are in
``tests/helpers/bad_input.py``; ``scripts/bad_input.py`` runs the same table and
prints its figures. Every case is a test item; those that run every worked
example of the edition, seconds each, are marked slow but for a sample of each
kind, as are the kinds that a test of ``test_cli.py`` asks every day
(``SAMPLED``).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from helpers import ROOT
from helpers.bad_input import Answer, Case, cases, try_case, verdict

CASES = cases()

SAMPLED = {
    # the output compared: an example that raises runs every day
    "example: an example whose output differs": "example: an example that raises",
    "example: an example that does not parse": "example: an example that raises",
    "example: an example that raises SystemExit": "example: an example that raises",
    "example: prose where output is expected": "example: an example that raises",
    # the time limit
    "example: an example that sleeps": "example: an example that never ends",
    # the worker's end
    "example: an example that ends the interpreter": "example: an example killed by a signal",
    "example: an example that ends the interpreter with a status": "example: an example killed by a signal",
    # one example's reach over those after it
    "example: an example that interrupts the worker": "example: an example that answers for those after it",
    "example: an example that patches doctest for those after it": "example: an example that answers for those after it",
    # a process left behind
    "example: an example that leaves a process behind": "example: check through pipes, an example leaving a process behind",
    # the channel back to the runner: a pickle and JSON of the wrong shape every day, its sizes in --all
    "example: an example that sends the runner a message of 22 MB": "example: an example that sends the runner JSON of a wrong shape",
    "example: an example that sends the runner many messages of 1 MB": "example: an example that sends the runner JSON of a wrong shape",
    # files: the reach outside its directory every day
    "example: an example that leaves a file another reads": "example: an example that writes outside its own directory",
    "example: an example that leaves a file in its temporary directory": "example: an example that writes outside its own directory",
    "example: an example that calls chroot": "example: an example that writes outside its own directory",
    # processes: one left in a session of its own, and a worker killed, every day
    "example: an example that leaves a process to kill the next": "example: an example that leaves a process in a session of its own",
    "example: an example that starts 200 processes": "example: an example that leaves a process in a session of its own",
    "example: a runner's process killed by SIGKILL, an example's process in a session of its own":
        "example: a worker killed by SIGKILL, its example's process in a session of its own",
    "example: an example that signals the worker": "example: an example that opens the worker's memory",
    # one example's reach over those after it
    "example: an example that sets the environment of those after it": "example: an example that answers for those after it",
    # a signal that ends check while an example runs: SIGTERM every day, SIGHUP in --all
    "cli: check ended by SIGHUP, an example running": "cli: check ended by SIGTERM, an example running",
    # the output of an example clipped
    "cli: check: an example that prints ten megabytes": "tests/cli/test_cli.py::test_check_and_examples_clip_what_an_example_printed",
    # file names in UTF-8 in the C locale: all four in one process each, every day, with the exact output
    "cli: judge: a file name not ASCII, in the C locale": "tests/cli/test_cli.py::test_file_names_in_utf8_are_used_as_given_in_the_c_locale",
    "cli: judge: a missing file named in UTF-8, in the C locale": "tests/cli/test_cli.py::test_file_names_in_utf8_are_used_as_given_in_the_c_locale",
    "cli: export -o: a file name not ASCII, in the C locale": "tests/cli/test_cli.py::test_file_names_in_utf8_are_used_as_given_in_the_c_locale",
    "cli: --laws: a directory name not ASCII, in the C locale": "tests/cli/test_cli.py::test_file_names_in_utf8_are_used_as_given_in_the_c_locale",
}
"""The cases marked slow, each with what asks the same kind every day: a case of the campaign, or a test."""


def test_the_campaign_covers_at_least_200_kinds_on_every_surface() -> None:
    areas = {case.area for case in CASES}
    assert len(CASES) >= 200
    assert areas == {"api", "cli", "law file", "record", "example"}


def test_each_case_marked_slow_has_a_case_or_a_test_of_its_kind_every_day() -> None:
    named = {str(case) for case in CASES}
    assert set(SAMPLED) <= named
    for sample in SAMPLED.values():
        if sample.startswith("tests/"):  # a test of its own: it is there, and not marked slow
            path, name = sample.split("::")
            source = (ROOT / path).read_text(encoding="utf-8")
            assert f"\ndef {name}(" in source, sample
            assert "@pytest.mark.slow\n" + f"def {name}(" not in source, sample
        else:
            assert sample in named - set(SAMPLED), sample


@pytest.mark.parametrize("case", [pytest.param(case, id=str(case), marks=pytest.mark.slow if str(case) in SAMPLED else ()) for case in CASES])
def test_bad_input_gets_one_clear_answer(case: Case, tmp_path: Path) -> None:
    answer = try_case(case, tmp_path)
    kind, why = verdict(case, answer)
    assert kind == "answered", f"{kind}: {why}"


# The classifier itself must be able to fail, or the campaign proves nothing.
_ONE = Case("a kind", "api", lambda _where: Answer(), ("InvalidCard",), ("rank",))


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        (Answer(error="InvalidCard", message="'1H' is not a card: unknown rank"), "answered"),
        (Answer(), "silent"),
        (Answer(hung=True), "hang"),
        (Answer(error="AttributeError", message="'int' object has no attribute 'strip'"), "traceback"),
        (Answer(status=70, message="pokerlaws: internal error"), "traceback"),
        (Answer(status=1, message="Traceback (most recent call last):\n  File ..."), "traceback"),
        (Answer(error="InvalidCard", message="'1H' is not a card:\nunknown rank"), "wrong"),
        (Answer(error="InvalidCard", message="'1H' is not a card: unknown suit"), "wrong"),
        (Answer(error="DuplicateCard", message="rank"), "wrong"),
        (Answer(error="InvalidCard", message="rank", written=("out.json",)), "wrong"),
        (Answer(error="InvalidCard", message="'1H' is not a card: unknown rank", lost=("input",)), "lost"),
    ],
)
def test_the_classes_of_answer(answer: Answer, expected: str) -> None:
    assert verdict(_ONE, answer)[0] == expected


def _raises(argv: object = None) -> int:
    raise ZeroDivisionError("a bug that escapes main")


def _never_returns(argv: object = None) -> int:
    while True:
        time.sleep(0.01)


@pytest.mark.parametrize(("main", "expected"), [(_raises, "traceback"), (_never_returns, "hang")], ids=["raises", "hangs"])
def test_the_command_in_this_process_is_classed_as_its_process_would_be(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, main: object, expected: str
) -> None:
    """A case run in this process (``command_here``) is held to what a process would show: an
    exception escaping ``main`` is a traceback on standard error, and a command that never
    returns is a hang at the time limit."""
    from helpers import bad_input

    from pokerlaws.cli import commands as cli

    monkeypatch.setattr(cli, "main", main)
    monkeypatch.setattr(bad_input, "SECONDS", 0.5)
    case = Case("a kind", "cli", bad_input.command_here("rank", "AH"), (), ("rank",), status=2)
    assert verdict(case, try_case(case, tmp_path))[0] == expected
