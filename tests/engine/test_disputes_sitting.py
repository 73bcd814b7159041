"""Disputes (laws 77-78) and the sitting (80-81)."""

from __future__ import annotations

import pytest

from pokerlaws.errors import NoReferee, NotAllowed, UnknownPlayer
from pokerlaws.table import Sitting, refer

SEATS = ["A", "B", "C", "D", "E"]  # each on the left of the one before: C is on B's left, A on his right


@pytest.mark.law("1882:77", "1882:78")
@pytest.mark.parametrize(
    ("parties", "dealer", "referee", "laws"),
    [
        (["A", "C"], "B", "B", ("1882:77",)),
        (["B", "E"], "B", "C", ("1882:77", "1882:78")),
        (["B", "C", "E"], "B", "A", ("1882:77", "1882:78")),
        (["E", "A"], "E", "D", ("1882:77", "1882:78")),  # round the table: A sits on E's left, D on his right
    ],
)
def test_the_referee(parties, dealer, referee, laws) -> None:
    r = refer(parties, dealer=dealer, seats=SEATS)
    assert (r.referee, r.laws) == (referee, laws)
    assert r.referee not in parties


@pytest.mark.law("1882:78")
def test_left_and_right_of_the_dealer_wrap_round_the_table() -> None:
    assert refer(["A"], dealer="A", seats=SEATS).referee == "B"
    assert refer(["A", "B"], dealer="A", seats=SEATS).referee == "E"


@pytest.mark.law("1882:77")
def test_fact_is_final_and_law_is_literal() -> None:
    assert refer(["A", "C"], dealer="B", seats=SEATS).final is True
    on_law = refer(["A", "C"], dealer="B", seats=SEATS, matter="law")
    assert on_law.final is False and "literally, and not by implication" in on_law.note


def _every_dispute():
    """Every table of 2 to 6 seats, every dealer, every set of parties, both matters."""
    for n in range(2, 7):
        seats = [chr(ord("A") + k) for k in range(n)]
        for dealer in seats:
            for mask in range(1, 2**n):
                parties = [seat for k, seat in enumerate(seats) if mask >> k & 1]
                for matter in ("fact", "law"):
                    yield seats, dealer, parties, matter


@pytest.mark.law("1882:77", "1882:78")
def test_only_the_dealer_decides_finally_and_only_on_a_matter_of_fact() -> None:
    # Law 77 makes the dealer's decision on a matter of fact "final and binding"; law 78 only
    # refers the dispute to the player on his left or right and says nothing of finality.
    # Read literally, and not by implication: no referral under 78 is final.
    under_77 = under_78 = 0
    for seats, dealer, parties, matter in _every_dispute():
        try:
            r = refer(parties, dealer=dealer, seats=seats, matter=matter)
        except NoReferee:
            continue
        if r.referee == dealer:
            under_77 += 1
            assert r.laws == ("1882:77",)
            assert r.final is (matter == "fact"), (seats, dealer, parties, matter)
            assert ("final and binding" in r.note) is (matter == "fact")
        else:
            under_78 += 1
            assert "1882:78" in r.laws and dealer in parties
            assert r.final is False, (seats, dealer, parties, matter)
            assert "final and binding" not in r.note and "says nothing of finality" in r.note
    assert under_77 and under_78


@pytest.mark.law("1882:78")
@pytest.mark.parametrize(("parties", "dealer"), [(["A", "B", "C"], "B"), (["E", "A", "D"], "E")])
def test_no_fourth_referee(parties, dealer) -> None:
    # law 78 names the dealer's left and right; not the next player on the left
    with pytest.raises(NoReferee) as info:
        refer(parties, dealer=dealer, seats=SEATS)
    assert info.value.law == "1882:78"


@pytest.mark.law("1882:78")
def test_two_players_only() -> None:
    # the player on the dealer's left is also on his right
    assert refer(["A"], dealer="A", seats=["A", "B"]).referee == "B"
    with pytest.raises(NoReferee):
        refer(["A", "B"], dealer="A", seats=["A", "B"])


@pytest.mark.parametrize(("parties", "dealer", "matter"), [(["Z"], "A", "fact"), (["A"], "Z", "fact")])
def test_strangers_are_refused(parties, dealer, matter) -> None:
    with pytest.raises(UnknownPlayer):
        refer(parties, dealer=dealer, seats=SEATS, matter=matter)


@pytest.mark.parametrize(("parties", "matter"), [([], "fact"), (["A"], "taste")])
def test_bad_arguments(parties, matter) -> None:
    with pytest.raises(ValueError):
        refer(parties, dealer="B", seats=SEATS, matter=matter)


# --- the sitting -----------------------------------------------------------------------


@pytest.mark.law("1882:81")
def test_a_departure_needs_everyone_and_must_come_before_play() -> None:
    sitting = Sitting(["A", "B", "C"])
    with pytest.raises(NotAllowed, match="C did not consent") as info:
        sitting.agree_departure("1882:62", consenting=["A", "B"])
    assert info.value.law == "1882:81" and sitting.binds("1882:62")
    sitting.agree_departure("1882:62", consenting=["C", "B", "A"])
    assert not sitting.binds("1882:62")
    sitting.begin_play()
    assert not sitting.can_agree_departure("1882:58", ["A", "B", "C"])
    with pytest.raises(NotAllowed, match="before play begins"):
        sitting.agree_departure("1882:58", consenting=["A", "B", "C"])


@pytest.mark.law("1882:81")
def test_a_departure_ends_with_a_change_of_players_and_with_the_sitting() -> None:
    sitting = Sitting(["A", "B", "C"])
    sitting.agree_departure("1882:71", consenting=["A", "B", "C"])
    sitting.begin_play()
    sitting.change_players(["C", "B", "A"])  # the same players, reseated: no change of players
    assert not sitting.binds("1882:71")
    assert not sitting.next_sitting().departures
    sitting.change_players(["A", "B"])
    assert sitting.binds("1882:71") and sitting.lapsed == {"1882:71"}


@pytest.mark.law("1882:80", "1882:81")
def test_a_waiver_is_for_its_occasion_only() -> None:
    sitting = Sitting(["A", "B"])
    with pytest.raises(NotAllowed, match="B did not agree"):
        sitting.waive("1882:53", "deal 1", consenting=["A"])
    with pytest.raises(NotAllowed) as info:
        sitting.verify_claim("1882:53", "deal 1")
    assert info.value.law == "1882:81"  # never waived: the rule binds
    sitting.waive("1882:53", "deal 1", consenting=["A", "B"])
    sitting.verify_claim("1882:53", "deal 1")
    with pytest.raises(NotAllowed) as info:
        sitting.verify_claim("1882:53", "deal 2")
    assert info.value.law == "1882:80" and "no claim to a like concession" in str(info.value)


def test_a_consent_from_a_stranger_is_refused() -> None:
    with pytest.raises(UnknownPlayer):
        Sitting(["A", "B"]).agree_departure("1882:62", consenting=["A", "B", "Z"])


@pytest.mark.law("1882:77", "1882:78")
@pytest.mark.parametrize("finality", ["dealer's only", "as the dealer's"])
@pytest.mark.parametrize("matter", ["fact", "law"])
@pytest.mark.parametrize("parties", [["B", "D"], ["B", "C"]])  # referred to the left (C), or to the right (A)
def test_the_finality_of_a_decision_under_78_is_the_rulings(finality: str, matter: str, parties: list[str]) -> None:
    from pokerlaws.table import DisputeRulings, refer

    referral = refer(parties, dealer="B", seats=["A", "B", "C", "D"], matter=matter, rulings=DisputeRulings(finality=finality))
    assert referral.referee == ("C" if "C" not in parties else "A")
    assert referral.final is (matter == "fact" and finality == "as the dealer's")
    assert refer(["D"], dealer="B", seats=["A", "B", "C", "D"], matter=matter, rulings=DisputeRulings(finality=finality)).final is (matter == "fact")


@pytest.mark.law("1882:77", "1882:78")
@pytest.mark.parametrize("interpretation", ["not bound by 78", "literally"])
@pytest.mark.parametrize("matter", ["fact", "law"])
def test_how_the_player_78_names_interprets_the_laws_is_the_rulings_parameter(interpretation: str, matter: str) -> None:
    """``DisputeRulings.interpretation`` (the ruling on 1882:78, issue 28: it had no parameter): the dealer, no party,
    interprets literally on a matter of law (77); the player on his left, the dealer a party, does so only under the
    other reading, and only on a matter of law; the note says which."""
    from pokerlaws.table import DisputeRulings

    rulings = DisputeRulings(interpretation=interpretation)
    assert refer(["A", "C"], dealer="B", seats=SEATS, matter=matter, rulings=rulings).literally is (matter == "law")
    referral = refer(["B", "D"], dealer="B", seats=SEATS, matter=matter, rulings=rulings)
    bound = matter == "law" and interpretation == "literally"
    assert referral.referee == "C" and referral.literally is bound
    assert ("by the edition's other reading he interprets them literally" in referral.note) is bound
