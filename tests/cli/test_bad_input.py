"""The bad-input campaign, a test per kind: one clear answer, no traceback, no hang.

The table of kinds and the way an answer is classed are in ``bad_input.py``
beside this file; ``scripts/bad_input.py`` runs the same table and prints its
figures.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.bad_input import Answer, Case, cases, try_case, verdict

CASES = cases()


def test_the_campaign_covers_at_least_200_kinds_on_every_surface() -> None:
    areas = {case.area for case in CASES}
    assert len(CASES) >= 200
    assert areas == {"api", "cli", "law file", "record", "example"}


@pytest.mark.parametrize("case", CASES, ids=str)
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
    ],
)
def test_the_classes_of_answer(answer: Answer, expected: str) -> None:
    assert verdict(_ONE, answer)[0] == expected
