"""Which laws decided a hand's value and a comparison (issue 30): ``HandValue.grounds``, ``verdict``."""

from __future__ import annotations

import itertools

import pytest

from pokerlaws import Category, evaluate
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.hands import Ground
from pokerlaws.hands.verdicts import Verdict, verdict

KIND_LAW = {
    Category.SEQUENCE_FLUSH: "1882:66", Category.FOURS: "1882:67", Category.FULL: "1882:68", Category.FLUSH: "1882:69",
    Category.SEQUENCE: "1882:70", Category.THREES: "1882:72", Category.TWO_PAIRS: "1882:73", Category.PAIR: "1882:74",
    Category.NO_PAIR: "1882:75",
}  # fmt: skip

HANDS = [
    "AS 2S 3S 4S 5S", "9C 9D 9H 9S 2C", "QC QD QS 7H 7C", "9H 7H 5H 4H 2H", "AH KH QH JH 10H", "AS KS QS JS 10S",
    "5D 4C 3S 2H AH", "10C JD QS KH AH", "9C 10D JS QH KH", "QH KD AC 2S 3H", "JC JD JS 4H 2C", "KS KH 7D 7C 2S",
    "JC JD 9S 4H 2C", "AS KD 9C 7H 3H",
]  # fmt: skip


@pytest.mark.parametrize("ruleset", ["1882", "american"])
@pytest.mark.parametrize("hand", HANDS)
def test_a_value_names_its_place_in_law_65_and_the_law_of_its_kind(hand: str, ruleset: str) -> None:
    value = evaluate(hand, ruleset)
    laws = [ground.law for ground in value.grounds]
    assert laws[0] == ("1882:75" if value.category is Category.NO_PAIR else "1882:65")
    assert KIND_LAW[value.category] in laws and laws[1:].count(laws[0]) == 0
    assert all(isinstance(ground, Ground) and ground.says for ground in value.grounds)
    assert all(law in default_corpus().laws for law in laws)  # every ground is a unit of the edition
    ranks = {card.rank for card in value.cards}
    ace_beside = 14 in ranks and len(ranks) == 5 and (13 in ranks or 2 in ranks)
    runs = [set(r) for r in ({10, 11, 12, 13, 14}, {14, 2, 3, 4, 5}, {11, 12, 13, 14, 2}, {12, 13, 14, 2, 3}, {13, 14, 2, 3, 4})]
    # law 71 is named exactly where an ace stands at an end or in the middle of five ranks in a row
    assert ("1882:71" in laws) == (ace_beside and ranks in runs)


def test_law_71_says_why_ten_to_ace_is_a_flush_under_1882_and_not_under_the_american_custom() -> None:
    under_1882 = {g.law: g.says for g in evaluate("AH KH QH JH 10H").grounds}
    assert "shall not end a sequence after a king" in under_1882["1882:71"]
    assert under_1882["1882:69"] == "a flush in hearts is the best flush"
    american = {g.law: g.says for g in evaluate("AH KH QH JH 10H", "american").grounds}
    assert "footnote" in american["1882:71"] and "highest sequence flush" in american["1882:71"]


@pytest.mark.parametrize(("first", "second"), list(itertools.combinations(HANDS, 2))[::7])
def test_a_verdict_agrees_with_compare_and_names_what_decided(first: str, second: str) -> None:
    from pokerlaws import compare

    try:
        found = verdict(first, second)
    except Exception:  # noqa: BLE001 - hands sharing a card: compare refuses them alike
        with pytest.raises(Exception):  # noqa: B017
            compare(first, second)
        return
    assert isinstance(found, Verdict)
    assert found.result == compare(first, second)
    assert found.winner == {1: "first", -1: "second", 0: None}[found.result]
    laws = [g.law for g in found.grounds]
    a, b = evaluate(first), evaluate(second)
    if a.category != b.category:
        assert laws[-1] == "1882:65"
    else:
        assert KIND_LAW[a.category] in laws
    assert ("1882:76" in laws) == (found.result == 0)
