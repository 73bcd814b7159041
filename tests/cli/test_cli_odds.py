"""``pokerlaws odds`` (issue 14), as a user runs it: the counts of one choice, or every choice ranked."""

from __future__ import annotations

import sys

import pytest
from helpers.cli import run_cli, run_process

from pokerlaws import Category, cli
from pokerlaws.cli.odds import category_named
from pokerlaws.hands.odds import choices, draw_odds, odds_text

pytestmark = pytest.mark.law("foster:1")


def _run(capsys, *args: str) -> tuple[int, str, str]:  # noqa: ANN001
    status = cli.main(["odds", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_issues_command_prints_the_counts_of_the_choice(capsys) -> None:  # noqa: ANN001
    status, out, err = _run(capsys, "AH KH QH JH 2C", "--keep", "AH KH QH JH")
    assert (status, err) == (0, "")
    assert out == odds_text(draw_odds("AH KH QH JH 2C", "AH KH QH JH")) + "\n"
    assert "flush           9 ways" in out and "47 ways, under 1882" in out and "sequence flush" not in out
    status, out, _ = _run(capsys, "AH", "KH", "QH", "JH", "2C", "--keep", "AH KH QH JH", "--ruleset", "american")
    assert status == 0 and "sequence flush  1 way " in out and "under american" in out


def test_without_keep_every_choice_is_ranked_best_first(capsys) -> None:  # noqa: ANN001
    status, out, _ = _run(capsys, "JS JD 8C 5H 2S")
    lines = out.splitlines()
    assert status == 0 and len(lines) == 33
    assert "the 32 choices by the chance of improving on a pair" in lines[0]
    assert lines[1].split()[:4] == ["keep", "JS", "JD", "draw"] and "2.48 to 1" in lines[1]
    shown = [float(line.split(" %")[0].split()[-1]) for line in lines[1:]]
    assert shown == sorted(shown, reverse=True)
    assert len({line.split("draw")[0] for line in lines[1:]}) == 32 == len(choices("JS JD 8C 5H 2S"))
    status, out, _ = _run(capsys, "JS JD 8C 5H 2S", "--target", "Three of a kind")
    assert status == 0 and "threes or better" in out.splitlines()[0]


def test_keep_and_target_add_the_chance_of_the_target_or_better(capsys) -> None:  # noqa: ANN001
    status, out, err = _run(capsys, "AH KH QH JH 2C", "--keep", "AH KH QH JH", "--target", "flush")
    assert (status, err) == (0, "")
    assert out.startswith(odds_text(draw_odds("AH KH QH JH 2C", "AH KH QH JH")) + "\n")
    assert out.splitlines()[-1] == "  flush or better: 9 ways of 47, 19.1 %"  # the nine hearts left
    status, out, err = _run(capsys, "JS JD 8C 5H 2S", "--keep", "JS JD", "--target", "threes")
    threes = draw_odds("JS JD 8C 5H 2S", "JS JD").count(Category.THREES, at_least=True)
    assert (status, err) == (0, "") and out.splitlines()[-1].startswith(f"  threes or better: {threes:,} ways of 16,215, ")


def test_keep_nothing_draws_five(capsys) -> None:  # noqa: ANN001
    for keep in ("", "none"):
        status, out, _ = _run(capsys, "JS JD 8C 5H 2S", "--keep", keep)
        assert status == 0 and "keeping nothing: draws 5 of the 47 cards unseen, 1,533,939 ways" in out


@pytest.mark.parametrize(
    "args, words",
    [(("AH KH QH JH 2C", "--keep", "3C"), ("CardNotThere", "3C", "not in the hand")),
     (("AH KH QH JH",), ("WrongHandSize", "foster:4")),
     (("AH KH QH JH AH",), ("DuplicateCard",)),
     (("AH KH QH JH 2X",), ("InvalidCard", "2X")),
     (("AH KH QH JH 2C", "--target", "royal"), ("names no category", "sequence flush"))],
)  # fmt: skip
def test_bad_input_is_one_line_and_exit_2(capsys, args: tuple[str, ...], words: tuple[str, ...]) -> None:  # noqa: ANN001
    status, out, err = _run(capsys, *args)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("pokerlaws: ") and "Traceback" not in err
    for word in words:
        assert word in err


def test_without_numpy_the_command_says_what_to_install(capsys, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setitem(sys.modules, "numpy", None)  # import numpy now raises ImportError
    status, out, err = _run(capsys, "AH KH QH JH 2C", "--keep", "AH")
    assert status == 1 and out == "" and err == 'pokerlaws: error: odds needs numpy: pip install "pokerlaws[fast]"\n'


def test_category_names_in_either_words() -> None:
    assert category_named("threes") is category_named("THREE OF A KIND") is Category.THREES
    assert category_named("straight flush") is category_named("sequence-flush") is Category.SEQUENCE_FLUSH
    assert category_named("full hand") is Category.FULL


@pytest.mark.slow  # a fresh interpreter imports numpy and builds the draw's tables: seconds
def test_the_console_script_runs_it() -> None:
    """The odds through the console script, end to end (the everyday tier has an end-to-end run of
    each exit status in tests/cli/test_cli.py; the odds themselves are asked in this process above)."""
    result = run_process("odds", "TC JD QH KS 3D", "--keep", "TC JD QH KS", timeout=60)
    assert result.returncode == 0, result.stderr
    assert "sequence        4 ways" in result.stdout  # law 1882:71: a nine alone fills it
    assert "--keep" in run_cli("odds", "--help").stdout


# --- issue 29, item 24: an option given twice; "1 way"


@pytest.mark.parametrize(
    "args",
    [
        ("odds", "AH KH QH JH 2C", "--keep", "AH", "--keep", "KH"),
        ("odds", "AH KH QH JH 2C", "--target", "flush", "--target", "pair"),
        ("rank", "AH KH QH JH 9H", "--ruleset", "1882", "--ruleset", "american"),
        ("--laws", "laws", "--laws", "elsewhere", "law", "1882:71"),
    ],
)
def test_an_option_given_twice_is_a_usage_error_not_the_last_alone(args: tuple[str, ...]) -> None:
    result = run_cli(*args)
    assert result.returncode == 2 and "given twice" in result.stderr and result.stdout == ""


def test_one_way_is_one_way(capsys) -> None:  # noqa: ANN001
    status, out, _ = _run(capsys, "AH KH QH JH TH", "--keep", "AH KH QH JH TH", "--target", "flush")
    assert status == 0 and "flush or better: 1 way of 1," in out and "1 ways" not in out
    status, out, _ = _run(capsys, "AH KH QH JH 2H", "--keep", "AH KH QH JH", "--ruleset", "american")
    assert status == 0 and "improving on flush: 1 way of 47," in out
