"""An ``expect`` names every seat, or says which it leaves out (issue 29, item 23).

``expect: {payouts: {A: 0}}`` with the winner left out, or ``{payouts: {}}``,
would check nothing that matters while the judge says the settlement agrees.
"""

from __future__ import annotations

import pytest

from pokerlaws.errors import RecordError
from pokerlaws.records import judge


def _record(expect: object) -> dict:
    return {"seats": ["A", "B", "C"], "ante_man": "A", "antes": {"A": 3}, "actions": ["B bets 5", "C retires", "A retires"], "expect": expect}


@pytest.mark.parametrize(
    ("expect", "field", "words"),
    [
        ({"payouts": {"A": 0}}, ("expect", "payouts"), "no payout for B, C"),  # the winner, B, left out
        ({"payouts": {}}, ("expect", "payouts"), "no payout for A, B, C"),
        ({}, ("expect",), "checks nothing"),
        ({"payouts": {"A": 0, "B": 8}, "leaves_out": ["Z"]}, ("expect", "leaves_out", 0), "'Z' is not at the table"),
        ({"payouts": {"A": 0, "B": 8, "C": 0}, "leaves_out": ["C"]}, ("expect", "leaves_out", 0), "left out and given a payout"),
        ({"payouts": {"A": 0, "B": 8}, "leaves_out": "C"}, ("expect", "leaves_out"), "one string"),
    ],
)
def test_an_expect_that_checks_less_than_it_seems_is_refused(expect: object, field: tuple, words: str) -> None:
    with pytest.raises(RecordError, match=words) as caught:
        judge(_record(expect))
    assert caught.value.field == field


@pytest.mark.parametrize("expect", [{"payouts": {"A": 0, "B": 8, "C": 0}}, {"payouts": {"B": 8}, "leaves_out": ["A", "C"]}, {"payouts": {}, "leaves_out": ["A", "B", "C"]}])
def test_an_expect_that_names_every_seat_is_checked(expect: object) -> None:
    judge(_record(expect))


def test_a_seat_left_out_is_still_checked_for_the_others() -> None:
    with pytest.raises(RecordError, match=r"expects B 7 \(the laws give 8\)"):
        judge(_record({"payouts": {"B": 7}, "leaves_out": ["A", "C"]}))
