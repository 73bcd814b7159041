"""One rule for a player's name, in the API and in records (issue 29, item 21).

A name the API takes must be one a record file can seat and act with, and a
name a record refuses the API refuses too: spaces anywhere (``"A "``, ``"B B"``:
no act ``B B bets 5`` names one player), characters that show as blank (the
Hangul fillers, the blank Braille pattern, variation selectors) and the
invisible and control characters already refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pokerlaws.betting import BettingRound
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.records import judge_file
from pokerlaws.errors import RecordError
from pokerlaws.messages import BLANK
from pokerlaws.records import judge

ROOT = Path(__file__).resolve().parents[2]
RECORD = (ROOT / "docs" / "records" / "1882-uncalled-bet.yaml").read_text(encoding="utf-8")

REFUSED = ["A ", "  A", "B B", "B\tB", "B\u00a0B", "B\u3000B", "\u3164", "C\u3164", "C\u115f", "C\u2800", "C\ufe0f", "C\u034f", "C\U000e0100", "C\u200b"]
TAKEN = ["Cc", "Zoë", "P1", "Ann-Marie", "O'Hara", "李"]


def _api_refuses(name: str) -> bool:
    try:
        BettingRound(["A", "B", name], "A")
    except ValueError:
        return True
    return False


def _record_file_refuses(name: str, tmp_path: Path) -> bool:
    path = tmp_path / "record.yaml"
    escaped = name.encode("unicode_escape").decode("ascii").replace('"', '\\"')
    text = RECORD.replace("seats: [A, B, C]", f'seats: [A, B, "{escaped}"]').replace("  - C ", f'  - "{escaped} ').replace("C: 18}", f'"{escaped}": 18}}')
    text = "\n".join(line + '"' if line.startswith('  - "') else line for line in text.split("\n"))
    path.write_text(text, encoding="utf-8")
    try:
        judge_file(path)
    except (LawFileError, RecordError):
        return True
    return False


def _record_api_refuses(name: str) -> bool:
    record = {"seats": ["A", "B", name], "ante_man": "A", "antes": {"A": 3}, "actions": ["B bets 5", "A retires"]}
    try:
        judge(record)
    except RecordError as err:
        return "name" in str(err)
    return False


@pytest.mark.parametrize("name", REFUSED + sorted(BLANK)[:12], ids=ascii)
def test_a_name_no_record_could_write_is_refused_everywhere(name: str, tmp_path: Path) -> None:
    assert _api_refuses(name)
    assert _record_api_refuses(name)
    assert _record_file_refuses(name, tmp_path)


@pytest.mark.parametrize("name", TAKEN, ids=ascii)
def test_a_name_a_record_can_write_is_taken_everywhere(name: str, tmp_path: Path) -> None:
    assert not _api_refuses(name)
    assert not _record_api_refuses(name)
    assert not _record_file_refuses(name, tmp_path)
