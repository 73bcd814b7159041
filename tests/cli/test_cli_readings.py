"""``pokerlaws judge FILE --readings`` and ``pokerlaws readings`` (issue 31), asked in this process."""

from __future__ import annotations

import json

import pytest
from helpers import RECORDS
from helpers.cli import run_cli

from pokerlaws.records.readings import MAX_PAIRS, PARAMETERS

WHOLE_DEAL = str(RECORDS / "1882-whole-deal-show-for-less.yaml")


def rows(out: str) -> dict[tuple[str, str], list[str]]:
    """The table's rows by (parameter without its ruling, reading), cut at runs of two spaces."""
    found = {}
    for line in out.splitlines():
        cells = [cell for cell in line.split("  ") if cell.strip()]
        if len(cells) >= 4 and "." in cells[0]:
            found[(cells[0].split(" [")[0].strip(), cells[1].strip())] = [cell.strip() for cell in cells]
    return found


def test_the_ante_of_law_60_changes_c_and_b_and_the_rest_are_same() -> None:
    """The acceptance of issue 31: C 33 and B 5 under the default, C 34 and B 4 under "every player's"."""
    result = run_cli("judge", WHOLE_DEAL, "--readings")
    assert result.returncode == 0 and result.stderr == ""
    table = rows(result.stdout)
    ante = table[("PoolRulings.ante", "every player's")]
    assert "A 0, B 4, C 34, D 0" in ante and "B 5 → 4, C 33 → 34" in ante and "1882:60" in ante
    assert "[1882:60 R1]" in result.stdout
    stands = next(line for line in result.stdout.splitlines() if line.startswith("(as the record stands)"))
    assert "A 0, B 5, C 33, D 0" in stands
    same = [key for key, cells in table.items() if any(cell == "same" or cell.startswith("same settlement, under ") for cell in cells)]
    assert ("PoolRulings.odd_counter", "carry") in same
    assert len(table) == 1 + len(same) + int(result.stdout.rstrip().splitlines()[-1].split()[0]) - 1


def test_json_gives_the_same_as_data() -> None:
    text = run_cli("judge", WHOLE_DEAL, "--readings").stdout
    result = run_cli("judge", WHOLE_DEAL, "--readings", "--json")
    data = json.loads(result.stdout)
    assert data["form"] == "1882" and data["as_it_stands"]["payouts"] == {"A": 0, "B": 5, "C": 33, "D": 0}
    (ante,) = [o for o in data["outcomes"] if o["readings"][0]["parameter"] == "PoolRulings.ante"]
    assert ante["payouts"] == {"A": 0, "B": 4, "C": 34, "D": 0} and ante["differs"] and ante["rulings"] == ["1882:60 R1"]
    assert len(data["outcomes"]) == len(rows(text)) - 0 and "BettingRulings.direction" in data["not_tried"]


def test_pairs_and_only() -> None:
    result = run_cli("judge", WHOLE_DEAL, "--readings", "--pairs", "--only", "ante", "--only", "rulings.retired_before_demand", "--json")
    data = json.loads(result.stdout)
    assert result.returncode == 0
    kinds = sorted(len(o["readings"]) for o in data["outcomes"])
    assert kinds == [1, 1, 2]
    (pair,) = [o for o in data["outcomes"] if len(o["readings"]) == 2]
    assert {r["reading"] for r in pair["readings"]} == {"every player's", "claimable"}


def test_a_record_that_breaks_a_law_prints_its_table_and_fails() -> None:
    result = run_cli("judge", str(RECORDS / "1895-breaks-rule-38.yaml"), "--readings")
    assert result.returncode == 1
    assert "judged, not refused" in result.stdout
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("pokerlaws: ruling: ") and "[law 1895:38]" in result.stderr


@pytest.mark.parametrize(
    ("args", "status", "words"),
    [
        (("--readings", "--only", "nothing"), 2, "no parameter 'nothing'"),
        (("--readings", "--only", "ante=the blind"), 2, "PoolRulings.ante has no reading 'the blind'"),
        (("--readings", "--only", "JackPotRulings.void"), 2, "cannot bear on a whole deal under 1882"),
        (("--readings", "--pairs"), 2, f"more than {MAX_PAIRS}"),
        (("--pairs",), 2, "--pairs is for --readings"),
        (("--json",), 2, "--json is for --readings"),
        (("--only", "ante"), 2, "--only is for --readings"),
    ],
    ids=["unknown parameter", "unknown reading", "wrong form", "pairs beyond the limit", "pairs alone", "json alone", "only alone"],
)
def test_bad_input_is_one_line_with_its_status_and_nothing_else(args: tuple[str, ...], status: int, words: str) -> None:
    result = run_cli("judge", WHOLE_DEAL, *args)
    assert result.returncode == status, result
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("pokerlaws: ") and words in lines[0], result.stderr


def test_a_record_of_the_wrong_form_is_one_line(tmp_path) -> None:
    """A whole deal that names the betting round's direction: the form's own refusal, with the file and line."""
    text = (RECORDS / "1882-whole-deal-show-for-less.yaml").read_text(encoding="utf-8") + "betting_rulings: {direction: right}\n"
    path = tmp_path / "deal.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_cli("judge", str(path), "--readings")
    assert result.returncode == 1 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and "read by a betting round alone" in lines[0]


def test_readings_lists_every_parameter_with_its_readings_default_and_ruling() -> None:
    result = run_cli("readings")
    assert result.returncode == 0 and result.stderr == ""
    line = next(line for line in result.stdout.splitlines() if line.startswith("betting.PoolRulings.ante "))
    assert "1882:60 R1" in line and "rulings.ante" in line and "ante-man's (default); every player's" in line
    data = json.loads(run_cli("readings", "--json").stdout)
    named = {item["record_field"] for item in data if item["record_field"]}
    assert named == {f"{p.field}.{p.name}" for p in PARAMETERS}
    draw = next(item for item in data if item["parameter"] == "pokerlaws.draw.DrawRulings.gather_exposed")
    assert draw["readings"] == ["True", "False"] and draw["default"] == "True" and draw["record_field"] == "draw_rulings.gather_exposed"
    dispute = next(item for item in data if item["parameter"] == "pokerlaws.table.DisputeRulings.finality")
    assert dispute["record_field"] is None  # disputes are no part of a record


def test_readings_gives_each_code_its_own_value_of_a_code_field_and_no_single_default() -> None:
    """The second scholar's review (issue 28, item 5): a field of a ``Code`` was listed with its first reading as the
    default ("stands (default)" for ``Code.out_of_turn``, while both rulings on it give "refused")."""
    lines = {line.split()[0]: line for line in run_cli("readings").stdout.splitlines() if line.startswith("table.Code.")}
    assert lines["table.Code.out_of_turn"].endswith(
        "stands (the words under 1882, 1895); refused (default under foster, jack-pot) [no single default: each code's own]"
    )
    assert "1882 (the words under 1882); american; american-writers (default under foster, 1895, jack-pot)" in lines["table.Code.ruleset"]
    assert "law 64 (the words under 1882); his stake (default under foster); every claim (default under 1895, jack-pot)" in lines["table.Code.retired_claim"]
    assert "(default)" not in "".join(lines.values())
    data = {item["parameter"]: item for item in json.loads(run_cli("readings", "--json").stdout)}
    out_of_turn = data["pokerlaws.table.Code.out_of_turn"]
    assert out_of_turn["default"] is None
    assert out_of_turn["defaults"] == {
        "1882": {"value": "stands", "ground": "the words of 1882:55"},
        "foster": {"value": "refused", "ground": "the default of pokerlaws.table.Code.out_of_turn"},
        "1895": {"value": "stands", "ground": "the words of 1882:55"},
        "jack-pot": {"value": "refused", "ground": "the default of pokerlaws.table.Code.out_of_turn"},
    }
    assert {code: found["value"] for code, found in data["pokerlaws.table.Code.retired_claim"]["defaults"].items()} == {
        "1882": "law 64", "foster": "his stake", "1895": "every claim", "jack-pot": "every claim"
    }
    assert "defaults" not in data["pokerlaws.jackpot.JackPotRulings.last_in"] and data["pokerlaws.jackpot.JackPotRulings.last_in"]["default"] == "both bettings"


@pytest.mark.parametrize("command", ["judge", "readings"])
def test_the_help_says_what_readings_read_print_and_exit(command: str) -> None:
    out = run_cli(command, "--help").stdout
    for heading in ("reads:", "prints:", "exit status:", "  0 ", "  2 "):
        assert heading in out
    if command == "judge":
        assert "--readings" in out and "--pairs" in out and str(MAX_PAIRS) in out


def test_the_names_readings_lists_are_the_names_only_takes() -> None:
    """Each name in the first column of `pokerlaws readings` that has a record field is taken by --only as it
    is listed (new-user review: `betting.PoolRulings.ante` was listed and refused); one without is refused,
    saying that a record cannot name it."""
    record = str(RECORDS / "1882-whole-deal-show-for-less.yaml")
    listed = run_cli("readings").stdout
    assert "betting.PoolRulings.ante " in listed
    taken = run_cli("judge", record, "--readings", "--only", "betting.PoolRulings.ante")
    assert taken.returncode == 0 and "PoolRulings.ante" in taken.stdout
    refused = run_cli("judge", record, "--readings", "--only", "hands.Ruleset.untied_card")
    assert refused.returncode == 2 and "that a record can name" in refused.stderr and refused.stdout == ""


def test_the_count_of_readings_that_change_agrees_with_its_verb() -> None:
    from pokerlaws.records import judge_readings

    record = {"seats": ["A", "B", "C"], "ante_man": "A", "antes": {"A": 3}, "funds": {"C": 4},
              "actions": ["B bets 2", "C raises 2", "A retires", "B raises 5", "C demands a show"],
              "show": {"B": "KS KH 2D 2C 9S", "C": "QS QH QD 4C 3S"}}  # fmt: skip
    judged = judge_readings(record)
    assert len(judged.changing()) == 1 and judged.report().endswith(f"1 of {len(judged.outcomes)} readings changes the outcome")
    assert "(not tried: the " in judged.report().splitlines()[0]


def test_the_json_of_a_record_whose_name_is_not_utf8_is_json_any_reader_takes(tmp_path) -> None:
    """Attack review (the kind of issue 29, item 16): ``"record": "…\\udcff.yaml"`` was a lone surrogate."""
    import os
    import shutil

    name = os.fsdecode(b"r\xffcord.yaml")
    shutil.copyfile(RECORDS / "1882-whole-deal-show-for-less.yaml", tmp_path / name)
    done = run_cli("judge", name, "--readings", "--json", "--only", "ante", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["record"] == "r\ufffdcord.yaml" and data["record_bytes"] == "r%FFcord.yaml"
    data["record"].encode("utf-8")  # no lone surrogate


def test_under_json_standard_output_is_json_or_nothing(tmp_path) -> None:
    """A fresh new user: a record whose ``expect`` is wrong printed the judge's steps as text under ``--json``.
    The attack on issue 29's new changes, finding 12: then nothing at all, though ``expect`` is set aside for the
    table: the table is printed (JSON under ``--json``), then the expect that failed, exit 1."""
    import json

    text = (RECORDS / "1882-uncalled-bet.yaml").read_text(encoding="utf-8")
    assert "C: 18}" in text
    (tmp_path / "wrong.yaml").write_text(text.replace("C: 18}", "C: 17}"), encoding="utf-8")
    done = run_cli("judge", "wrong.yaml", "--readings", "--json", cwd=tmp_path)
    assert done.returncode == 1 and "the record expects C 17" in done.stderr
    assert json.loads(done.stdout)["as_it_stands"]["payouts"]["C"] == 18
    table = run_cli("judge", "wrong.yaml", "--readings", cwd=tmp_path)
    assert table.returncode == 1 and "(as the record stands)" in table.stdout and "the record expects C 17" in table.stderr


def test_a_ruling_under_readings_is_said_as_judge_says_it() -> None:
    """The ruling line under ``--readings`` names the file and the line, and the law as ``[law ID]``, as plain
    ``judge`` does (it lacked both)."""
    path = str(RECORDS / "1882-borrowed-to-raise-breaks-law-62.yaml")
    alone, readings = run_cli("judge", path), run_cli("judge", path, "--readings")
    assert alone.returncode == readings.returncode == 1
    (line,) = [line for line in readings.stderr.splitlines() if line.startswith("pokerlaws: ruling: ")]
    assert line == alone.stderr.splitlines()[-1] and ", line " in line and line.endswith("[law 1882:62]")
