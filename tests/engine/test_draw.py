"""The draw, as the Foster-style account orders it (foster:1 to foster:6): `Draw`.

Each test names the paragraph it holds the engine to. A refused act must raise
the error that names the paragraph it offends *and change nothing*: every
refusal is checked against a deep copy of the draw's whole state taken before
it. Every card is accounted for: after each act the 52 cards are exactly those
in the hands, lying before the players, in the pack, among the discards and in
the abandoned hands.
"""

from __future__ import annotations

import copy
import random
import re

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from pokerlaws import PACK, Card, parse_cards
from pokerlaws.citations import citations, laws_of
from pokerlaws.draw.game import Draw
from pokerlaws.draw.rulings import DrawRulings
from pokerlaws.errors import (
    BettingClosed,
    CardNotThere,
    DiscardRefused,
    DrawError,
    DrawNotOver,
    DuplicateCard,
    ExposedCardTaken,
    LastCard,
    MustTakeThem,
    NothingOwed,
    NotInTheDraw,
    NumberNotAsked,
    OutOfTurn,
    PackExhausted,
    PokerLawError,
    QuestionRefused,
    ReshuffleRefused,
    UnknownPlayer,
    WrongHandSize,
)

SEATS = ("A", "B", "C", "D")


def table(*, players=None, rulings=None, seats=SEATS, dealer=None, pack=PACK) -> Draw:  # noqa: ANN001
    """A draw after dealing the unshuffled pack: with four seats, A holds 2C-6C, B 2D-6D, C 2H-6H, D 2S-6S."""
    return Draw.deal(seats, dealer=dealer or seats[-1], pack=pack, players=players, rulings=rulings)


def small(pack: str, *, rulings: DrawRulings | None = None, seats=("A", "B"), players=None) -> Draw:  # noqa: ANN001
    """Two seats, B dealing, A holding 2C-6C and B 2D-6D, and a short pack."""
    hands = {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D", "C": "2H 3H 4H 5H 6H"}
    return Draw(seats, seats[-1], {p: hands[p] for p in seats}, pack, players=players, rulings=rulings)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def state(draw: Draw) -> dict:
    """Everything the draw holds, and what it derives: to compare before and after an act.

    A draw is its one table (each seat's record, the pack, the discards, the log), which every act
    it inherits from its parts reads and changes: all it holds is in its own attributes."""
    return copy.deepcopy(vars(draw)) | {
        "to_act": draw.to_act,
        "next_act": draw.next_act,
        "hands": draw.hands,
        "pack": draw.pack,
    }


def refused(draw: Draw, error: type[Exception], act, *args, law: str | None = "-", **kwargs) -> Exception:  # noqa: ANN001
    """Do *act*, expect exactly *error* (with *law*, unless "-"), and check that nothing changed."""
    before = state(draw)
    with pytest.raises(error) as info:
        act(*args, **kwargs)
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    if law != "-":
        assert info.value.law == law, f"law {info.value.law!r}, not {law!r}: {info.value}"
    assert state(draw) == before, f"{act.__name__}{args} was refused but changed the draw"
    return info.value


def conserved(draw: Draw, everything: tuple[Card, ...] = PACK) -> None:
    held = draw.cards()
    assert len(held) == len(set(held)), "a card is in two places"
    assert sorted(held) == sorted(everything), "a card is lost or made up"


# --- foster:1, foster:2: the regular draw ------------------------------------------------


@pytest.mark.law("foster:1", "foster:2")
def test_the_regular_draw_gives_each_player_the_cards_from_the_top_in_turn() -> None:
    """foster:1, foster:2: in turn from the age; from the top, where the deal left off; not cut again."""
    pack = list(PACK)
    random.Random(7).shuffle(pack)
    draw = Draw.deal(["N", "E", "S", "W"], dealer="E", pack=pack)
    assert draw.order == ("S", "W", "N", "E")  # the age (on the dealer's left) first, the dealer last
    top = draw.pack
    wants = {"S": 3, "W": 0, "N": 1, "E": 2}
    dealt = 0
    for player in draw.order:
        assert draw.to_act == player and draw.next_act == "ask"
        keep = draw.hands[player][wants[player] :]
        draw.serve(player, draw.hands[player][: wants[player]])
        assert draw.hands[player] == (*keep, *top[dealt : dealt + wants[player]])
        dealt += wants[player]
        conserved(draw)
    assert draw.pack == top[dealt:]
    assert draw.next_act == "close" and draw.finished
    draw.close()
    assert draw.foul == {} and draw.closed and draw.to_act is None and draw.next_act is None
    assert draw.announced == wants and draw.drew == wants
    assert [s.act for s in draw.steps].count("give") == 3  # W stood pat: nothing given
    conserved(draw)


@pytest.mark.law("foster:1")
@pytest.mark.parametrize("dealer", SEATS)
def test_the_draw_begins_with_the_age_and_ends_with_the_dealer(dealer: str) -> None:
    """foster:1: "each player in turn ... beginning with the age"; the dealer comes to his own hand last."""
    draw = table(dealer=dealer)
    i = SEATS.index(dealer)
    assert draw.age == SEATS[(i + 1) % 4] and draw.pone == SEATS[i - 1]
    assert draw.order[0] == draw.age and draw.order[-1] == dealer
    assert draw.to_act == draw.age


@pytest.mark.law("foster:1")
def test_only_those_who_made_good_the_ante_draw() -> None:
    """foster:1: "each player in turn who has made good his ante"; the others' hands are abandoned."""
    draw = table(players=["B", "D"])
    assert draw.order == ("B", "D") and draw.to_act == "B"
    assert draw.abandoned == cards("2C 3C 4C 5C 6C 2H 3H 4H 5H 6H")
    refused(draw, NotInTheDraw, draw.ask, "A", 1, law="foster:1")
    refused(draw, NotInTheDraw, draw.discard, "C", "2H", law="foster:1")
    refused(draw, UnknownPlayer, draw.ask, "Z", 1)
    draw.serve("B", "2D")
    assert draw.hands["B"][-1] == Card.parse("7C")


@pytest.mark.law("foster:1")
def test_asking_out_of_turn_is_refused() -> None:
    """foster:1: in turn, beginning with the age."""
    draw = table()
    err = refused(draw, OutOfTurn, draw.ask, "C", 2, law="foster:1")
    assert type(err) is OutOfTurn  # one class for every act out of turn, in the draw or the betting
    assert "A's turn" in str(err)
    draw.serve("A", "2C")
    refused(draw, OutOfTurn, draw.ask, "A", 1, law="foster:1")  # he has been helped
    assert draw.can_ask("B", 1) and not draw.can_ask("C", 1)


@pytest.mark.law("foster:1")
def test_a_player_may_ask_again_before_he_is_given_any() -> None:
    draw = table()
    draw.discard("A", "2C 3C")
    draw.ask("A", 3)
    draw.ask("A", 2)
    draw.give()
    assert draw.announced["A"] == 2 and len(draw.hands["A"]) == 5
    assert "asking again" in draw.steps[2].note


@pytest.mark.law("foster:1")
def test_cards_are_given_only_to_a_player_who_has_asked() -> None:
    """foster:1: "must ask the dealer for the number of cards he wants"."""
    draw = table()
    err = refused(draw, NumberNotAsked, draw.give, law="foster:1")
    assert "A has not asked" in str(err)


@pytest.mark.law("foster:1")
def test_the_dealer_must_announce_before_he_takes() -> None:
    """foster:1: "he must distinctly announce the number of cards he takes"."""
    draw = table()
    for player in "ABC":
        draw.serve(player, "")
    err = refused(draw, NumberNotAsked, draw.give, law="foster:1")
    assert "announce" in str(err)
    draw.discard("D", "2S 3S")
    draw.ask("D", 2)
    assert "D, the dealer, announces that he takes 2 cards" in draw.steps[-1].note
    draw.give()
    assert draw.hands["D"][-2:] == cards("7C 7D")


@pytest.mark.law("foster:2")
def test_he_receives_his_entire_number_before_the_next_is_helped() -> None:
    """foster:2: the next player cannot ask while the deal to the one before him is incomplete."""
    draw = small("7C 7D 7H 7S", seats=("A", "B", "C"), players=None)
    draw.serve("A", "2C 3C 4C")  # two given, two remain: one more due to A
    assert draw.in_transit["A"] == cards("7C 7D") and draw.to_act == "A" and draw.next_act == "reshuffle"
    refused(draw, OutOfTurn, draw.ask, "B", 0, law="foster:2")
    refused(draw, OutOfTurn, draw.serve, "B", "", law="foster:2")


# --- foster:2: discarding ----------------------------------------------------------------


@pytest.mark.law("foster:2")
def test_discarding_ahead_is_recorded_as_not_good_poker() -> None:
    """foster:2: "In some places it is the custom ... This is not good poker"; the default records it."""
    draw = table()
    for player, discard in zip("ABCD", ("2C", "2D 3D", "2H", "2S 3S 4S"), strict=True):
        draw.discard(player, discard)
    assert all("not good poker" in s.note for s in draw.steps[1:])  # A discarded in his own turn
    assert "not good poker" not in draw.steps[0].note
    for player in "ABCD":
        draw.serve(player, "")  # each asks for what he lacks
    assert draw.announced == {"A": 1, "B": 2, "C": 1, "D": 3}
    assert all(len(hand) == 5 for hand in draw.hands.values())


@pytest.mark.law("foster:2")
def test_discarding_ahead_refused_where_the_table_does_not_allow_it() -> None:
    draw = table(rulings=DrawRulings(discard_ahead=False))
    refused(draw, DiscardRefused, draw.discard, "B", "2D", law="foster:2")
    draw.discard("A", "2C")  # in his turn


@pytest.mark.law("foster:2", "foster:3")
def test_discarding_out_of_turn_once_cards_are_given_is_refused() -> None:
    """foster:2: "As each player asks for his cards he must discard"."""
    draw = table()
    draw.serve("A", "2C")
    refused(draw, OutOfTurn, draw.discard, "C", "2H", law="foster:2")
    draw.take_up("A")
    refused(draw, DiscardRefused, draw.discard, "A", "3C", law="foster:3")  # after seeing them


def test_a_card_he_does_not_hold_cannot_be_discarded() -> None:
    draw = table()
    refused(draw, CardNotThere, draw.discard, "A", "2D")
    with pytest.raises(ValueError):
        draw.discard("A", "")


@pytest.mark.law("foster:2")
def test_the_dealer_sees_the_number_discarded_against_the_number_asked() -> None:
    """foster:2: the reason for discarding as one asks: the record shows both numbers."""
    draw = table()
    draw.discard("A", "2C 3C")
    draw.ask("A", 3)
    assert draw.steps[-1].note == "A asks for 3 cards, having discarded 2"


# --- foster:2: faced and exposed cards ---------------------------------------------------


@pytest.mark.law("foster:2")
def test_a_card_found_faced_in_the_pack_goes_to_the_discards() -> None:
    """foster:2: "Should any card be found faced in the pack, it must be placed ... among the discards"."""
    draw = table()
    draw.faced("7D")  # the second card
    draw.serve("A", "2C 3C")
    assert draw.hands["A"][-2:] == cards("7C 7H")
    assert Card.parse("7D") in draw.discards
    refused(draw, CardNotThere, draw.faced, "7C", law="foster:2")  # not in the pack now
    conserved(draw)


@pytest.mark.law("foster:2")
def test_an_exposed_card_is_discarded_and_replaced_after_all_the_others() -> None:
    """foster:2: not taken by the player; its replacement only after all the other players have been helped."""
    draw = table()
    draw.serve("A", "2C 3C")  # 7C 7D
    draw.expose("7D")
    assert draw.in_transit["A"] == cards("7C") and draw.discards[-1] == Card.parse("7D")
    assert draw.to_act == "B"  # A waits
    draw.serve("B", "2D")  # 7H
    draw.serve("C", "2H 3H")  # 7S 8C
    draw.serve("D", "2S")  # 8D: the dealer is helped too
    assert (draw.to_act, draw.next_act) == ("A", "give")
    draw.give()
    assert draw.hands["A"][-2:] == cards("7C 8H")
    assert draw.drew["A"] == 2 and draw.finished
    conserved(draw)


@pytest.mark.law("foster:2")
def test_the_replacement_may_come_before_the_dealers_draw() -> None:
    """The editorial ruling DrawRulings.replace_after_dealer, the alternative."""
    draw = table(rulings=DrawRulings(replace_after_dealer=False))
    draw.serve("A", "2C")  # 7C
    draw.expose("7C", cause="wind")
    assert "blown over" in draw.steps[-1].note
    for player in "BC":
        draw.serve(player, "")
    assert (draw.to_act, draw.next_act) == ("A", "give")
    draw.give()  # 7D
    draw.serve("D", "2S")  # 7H
    assert draw.hands["A"][-1] == Card.parse("7D") and draw.hands["D"][-1] == Card.parse("7H")


@pytest.mark.law("foster:2")
def test_an_exposed_replacement_is_replaced_again() -> None:
    draw = table()
    draw.serve("A", "2C")
    draw.expose("7C")
    for player in "BCD":
        draw.serve(player, "")
    draw.give()  # 7D
    draw.expose("7D")
    assert draw.to_act == "A"
    draw.give()
    assert draw.hands["A"][-1] == Card.parse("7H") and draw.finished


@pytest.mark.law("foster:2")
def test_the_dealers_own_exposed_card_is_replaced_at_the_end() -> None:
    draw = table()
    draw.serve("A", "2C")
    draw.expose("7C")
    for player in "BC":
        draw.serve(player, "")
    draw.serve("D", "2S")  # 7D
    draw.expose("7D")
    assert draw.next_act == "give" and draw.to_act == "A"  # in turn from the age
    draw.give()
    assert draw.to_act == "D"
    draw.give()
    assert draw.hands["A"][-1] == Card.parse("7H") and draw.hands["D"][-1] == Card.parse("7S")


@pytest.mark.law("foster:2")
def test_an_exposed_card_must_not_be_taken() -> None:
    """foster:2: "such card must not be taken by the player under any circumstances"."""
    draw = table()
    draw.serve("A", "2C")
    draw.expose("7C")
    refused(draw, ExposedCardTaken, draw.take_exposed, "A", "7C", law="foster:2")
    assert not draw.can_take_exposed("A", "7C")
    refused(draw, CardNotThere, draw.take_exposed, "A", "7D", law="foster:2")


@pytest.mark.law("foster:2")
def test_only_a_card_lying_untouched_can_be_exposed_in_the_draw() -> None:
    """foster:2: "blown over by the wind before the player has touched it"."""
    draw = table()
    draw.serve("A", "2C")
    draw.take_up("A")
    err = refused(draw, CardNotThere, draw.expose, "7C", law="foster:2")
    assert "taken it up" in str(err)
    refused(draw, CardNotThere, draw.expose, "9S", law="foster:2")
    with pytest.raises(ValueError):
        draw.expose("7C", cause="cat")


# --- foster:3: the wrong number ----------------------------------------------------------


@pytest.mark.law("foster:3")
def test_a_wrong_number_is_corrected_before_the_next_player_is_helped() -> None:
    """foster:3 (a contrario): "he must take them if the next player has been helped"."""
    draw = table()
    draw.discard("A", "2C")
    draw.ask("A", 2)
    draw.give()  # 7C 7D
    draw.correct("A", 1)
    assert draw.hands["A"][-1] == Card.parse("7C") and draw.pack[0] == Card.parse("7D")
    assert draw.announced["A"] == 1
    draw.serve("B", "2D")
    assert draw.hands["B"][-1] == Card.parse("7D")  # the run of the cards is as if he had asked right
    conserved(draw)


@pytest.mark.law("foster:3")
def test_too_few_corrected_are_given_at_once() -> None:
    draw = table()
    draw.discard("A", "2C 3C")
    draw.ask("A", 1)
    draw.give()
    draw.correct("A", 2)
    assert draw.hands["A"][-2:] == cards("7C 7D") and draw.to_act == "B"


@pytest.mark.law("foster:3")
def test_once_the_next_player_is_helped_he_must_take_them() -> None:
    """foster:3: "he must take them if the next player has been helped. If too many, he must discard before seeing them"."""
    draw = table()
    draw.discard("A", "2C")
    draw.ask("A", 2)
    draw.give()
    draw.serve("B", "2D")
    refused(draw, MustTakeThem, draw.correct, "A", 1, law="foster:3")
    draw.discard("A", "3C")  # before seeing them
    assert "before seeing" in draw.steps[-1].note and draw.steps[-1].laws == ("foster:3",)
    draw.take_up("A")
    assert "A" not in draw.foul and len(draw.hands["A"]) == 5


@pytest.mark.law("foster:3")
def test_taken_up_with_too_many_the_hand_is_foul() -> None:
    """foster:3: "If he has taken them up and has too many, his hand is foul, and shuts him out of that pool"."""
    draw = table()
    draw.discard("A", "2C")
    draw.ask("A", 2)
    draw.give()
    draw.take_up("A")
    assert draw.foul["A"] == cards("3C 4C 5C 6C 7C 7D")
    assert draw.hands["A"] == () and draw.abandoned == cards("3C 4C 5C 6C 7C 7D")
    assert draw.steps[-1].act == "foul" and draw.steps[-1].laws == ("foster:3",)
    refused(draw, NotInTheDraw, draw.discard, "A", "3C", law="foster:4")
    refused(draw, NotInTheDraw, draw.correct, "A", 1, law="foster:4")
    conserved(draw)


@pytest.mark.law("foster:3", "foster:4")
def test_too_few_he_must_play_them_and_his_hand_is_foul() -> None:
    """foster:3 "If too few, he must play them"; foster:4: fewer than five is foul."""
    draw = table()
    draw.discard("A", "2C 3C")
    draw.ask("A", 1)
    draw.give()
    for player in "BCD":
        draw.serve(player, "")
    draw.close()
    assert draw.foul == {"A": cards("4C 5C 6C 7C")}


@pytest.mark.law("foster:3")
def test_the_dealer_is_compelled_to_take_the_cards_he_gives_himself() -> None:
    """foster:3: "If the dealer gives himself more cards than he needs he is compelled to take them"."""
    draw = table()
    for player in "ABC":
        draw.serve(player, "")
    draw.discard("D", "2S 3S 4S")  # he drew three to a pair ...
    draw.ask("D", 3)
    draw.give()
    refused(draw, MustTakeThem, draw.correct, "D", 2, law="foster:3")  # ... and cannot change his draw
    draw.close()
    assert draw.foul == {} and draw.hands["D"] == cards("5S 6S 7C 7D 7H")


@pytest.mark.law("foster:3")
def test_the_dealer_who_gives_himself_too_many_must_take_them() -> None:
    draw = table()
    for player in "ABC":
        draw.serve(player, "")
    draw.discard("D", "2S")
    draw.ask("D", 1)
    draw.give(2)
    refused(draw, MustTakeThem, draw.withdraw_surplus, "D", law="foster:3")
    assert draw.how_many("A") == 2  # he took two
    draw.discard("D", "3S")  # the penalty: he discards before seeing them
    draw.close()
    assert draw.foul == {} and draw.hands["D"] == cards("4S 5S 6S 7C 7D")


@pytest.mark.law("foster:3")
def test_a_player_who_stands_pat_has_not_been_helped() -> None:
    """The edition's reading of foster:3's "if the next player has been helped": a card given to another player."""
    draw = table()
    draw.discard("A", "2C")
    draw.ask("A", 2)
    draw.give()
    draw.serve("B", "")  # B stands pat: the run of the cards is untouched
    draw.correct("A", 1)
    draw.serve("C", "2H")
    assert draw.hands["C"][-1] == Card.parse("7D")


@pytest.mark.law("foster:3")
def test_with_the_dealer_out_the_last_player_may_correct_until_the_draw_closes() -> None:
    draw = table(players=["A", "B"])
    draw.serve("A", "")
    draw.discard("B", "2D")
    draw.ask("B", 2)
    draw.give()
    assert draw.finished and draw.can_correct("B", 1)
    draw.correct("B", 1)
    draw.close()
    assert draw.foul == {} and not draw.can_correct("B", 2)


@pytest.mark.law("foster:3")
def test_only_what_was_given_can_be_corrected() -> None:
    draw = table()
    draw.discard("A", "2C")
    refused(draw, NothingOwed, draw.correct, "A", 1, law="foster:3")  # not given yet: he asks again
    draw.ask("A", 1)
    draw.give()
    refused(draw, NothingOwed, draw.correct, "A", 1, law="foster:3")
    draw.take_up("A")
    assert draw.can_correct("A", 2)  # more is still possible, as the next player is not helped
    refused(draw, MustTakeThem, draw.correct, "A", 0, law="foster:3")  # he has seen them


# --- foster:4: surplus, deficiency, foul hands -------------------------------------------


@pytest.mark.law("foster:4")
def test_a_surplus_discovered_before_taking_up_goes_back_on_the_top() -> None:
    """foster:4: "the dealer must withdraw the surplus card, and place it on the top of the pack"."""
    draw = table()
    draw.discard("A", "2C")
    draw.ask("A", 1)
    draw.give(2)
    assert draw.to_act == "B"
    draw.withdraw_surplus("A")
    assert draw.hands["A"][-1] == Card.parse("7C") and draw.pack[:2] == cards("7D 7H")
    refused(draw, NothingOwed, draw.withdraw_surplus, "A", law="foster:4")
    conserved(draw)


@pytest.mark.law("foster:4")
def test_a_surplus_taken_up_is_not_withdrawn_and_the_hand_is_foul() -> None:
    draw = table()
    draw.discard("A", "2C")
    draw.ask("A", 1)
    draw.give(2)
    draw.take_up("A")  # too many: foul at once
    assert "A" in draw.foul
    refused(draw, NotInTheDraw, draw.withdraw_surplus, "A", law="foster:4")


@pytest.mark.law("foster:4")
def test_a_surplus_seen_by_the_player_is_not_withdrawn() -> None:
    draw = table()
    draw.discard("A", "2C 3C")
    draw.ask("A", 1)
    draw.give(2)  # a surplus of one against his demand; five in all
    draw.take_up("A")
    refused(draw, MustTakeThem, draw.withdraw_surplus, "A", law="foster:4")


@pytest.mark.law("foster:3", "foster:4")
@pytest.mark.parametrize("late", [True, False])
def test_a_surplus_after_the_next_player_is_helped(late: bool) -> None:
    """The editorial ruling DrawRulings.surplus_after_next_helped."""
    draw = table(rulings=DrawRulings(surplus_after_next_helped=late))
    draw.discard("A", "2C")
    draw.ask("A", 1)
    draw.give(2)  # 7C 7D
    draw.serve("B", "2D")  # 7H
    if late:
        draw.withdraw_surplus("A")
        assert draw.pack[0] == Card.parse("7D")
    else:
        refused(draw, MustTakeThem, draw.withdraw_surplus, "A", law="foster:3")


@pytest.mark.law("foster:4")
@pytest.mark.parametrize("surplus", [1, 2])
@pytest.mark.parametrize("helped", [0, 1, 2])
def test_a_surplus_withdrawn_after_others_are_helped_changes_the_run_of_the_cards(surplus: int, helped: int) -> None:
    """foster:4 (issue 10, fault 9): the surplus goes on the top of the pack, and the players
    helped meanwhile keep what they were given; the run is unchanged only if no one was helped."""
    draw = table()
    top = draw.pack
    draw.discard("A", "2C")
    draw.ask("A", 1)
    draw.give(1 + surplus)
    later = ["B", "C"][:helped]
    for player in later:
        draw.serve(player, "2" + {"B": "D", "C": "H"}[player])
    kept = {p: draw.hands[p] for p in later}
    draw.withdraw_surplus("A")
    assert draw.hands["A"][-1] == top[0]
    assert {p: draw.hands[p] for p in later} == kept  # nothing is taken back from them
    assert draw.pack[:surplus] == top[1 : 1 + surplus]  # the surplus, on the top, in the order dealt
    # had A been given one card, each player helped after him would have had the next card in turn
    would_have = {p: top[1 + i] for i, p in enumerate(later)}
    assert ({p: draw.hands[p][-1] for p in later} == would_have) == (helped == 0)


@pytest.mark.law("foster:4")
def test_a_deficiency_is_supplied_at_once_without_waiting() -> None:
    """foster:4: "he must supply the deficiency when his attention is called to it, without waiting to supply the other players"."""
    draw = table()
    draw.discard("A", "2C 3C")
    draw.ask("A", 2)
    draw.give(1)  # 7C
    assert draw.to_act == "B"
    draw.serve("B", "2D")  # 7D
    draw.supply("A")  # 7H, before C is helped
    draw.serve("C", "2H")  # 7S
    assert draw.hands["A"][-2:] == cards("7C 7H") and draw.hands["C"][-1] == Card.parse("7S")
    refused(draw, NothingOwed, draw.supply, "A", law="foster:4")
    refused(draw, NothingOwed, draw.supply, "D", law="foster:4")  # not yet helped in his turn


@pytest.mark.law("foster:4")
def test_more_or_less_than_five_after_the_draw_is_foul() -> None:
    """foster:4: "If a player has more or less than five cards after the draw, his hand is foul, and he must abandon it"."""
    draw = table()
    draw.discard("A", "2C")
    draw.ask("A", 2)
    draw.give()  # six, not taken up
    draw.serve("B", "2D 3D")
    draw.serve("C", "")
    draw.discard("D", "2S 3S")
    draw.ask("D", 2)
    draw.give(1)  # four, and no one calls attention to it
    draw.close()
    assert set(draw.foul) == {"A", "D"}
    assert draw.hands["A"] == () and draw.hands["D"] == ()
    assert set(draw.abandoned) == set(draw.foul["A"]) | set(draw.foul["D"])
    assert [s.laws for s in draw.steps if s.act == "foul"] == [("foster:4",), ("foster:4",)]
    conserved(draw)


# --- foster:1, foster:5: questions -------------------------------------------------------


@pytest.mark.law("foster:1", "foster:5")
def test_the_dealer_tells_how_many_cards_he_drew() -> None:
    """foster:1: "He must also inform any player asking him how many cards he took"."""
    draw = table(players=["A", "C", "D"])
    draw.serve("A", "2C")
    refused(draw, QuestionRefused, draw.how_many, "A", law="foster:1")  # he has not drawn
    draw.serve("C", "")
    draw.serve("D", "2S 3S 4S")
    before = len(draw.steps)
    assert draw.how_many("A") == 3 and draw.how_many("C") == 3
    assert len(draw.steps) == before + 2 and draw.steps[-1].act == "question"
    draw.close()
    assert draw.how_many("A") == 3  # after the draw, before he bets


@pytest.mark.law("foster:1")
def test_the_dealer_answers_only_a_player_who_made_good_his_ante_and_has_not_bet() -> None:
    """foster:1: "provided the question is put before the player asking it has made a bet, and ... by a player who has made good his ante"."""
    draw = table(players=["A", "C", "D"])
    for player in ("A", "C", "D"):
        draw.serve(player, "")
    refused(draw, QuestionRefused, draw.how_many, "B", law="foster:1")
    refused(draw, QuestionRefused, draw.how_many, "A", has_bet=True, law="foster:1")
    refused(draw, UnknownPlayer, draw.how_many, "Z")
    assert draw.can_how_many("A") and not draw.can_how_many("B")


@pytest.mark.law("foster:5")
def test_the_dealer_may_not_say_what_he_gave_another() -> None:
    """foster:5: "he is not allowed to say how many cards he gave to any other player"."""
    draw = table()
    for player in SEATS:
        draw.serve(player, "")
    for about in "ABC":
        refused(draw, QuestionRefused, draw.how_many, "D", about=about, law="foster:5")
    assert draw.how_many("B", about="D") == 0


@pytest.mark.law("foster:1", "foster:5")
def test_a_dealer_who_did_not_make_good_his_ante_drew_nothing_to_tell() -> None:
    draw = table(players=["A", "B"])
    draw.serve("A", "")
    draw.serve("B", "")
    refused(draw, QuestionRefused, draw.how_many, "A", law="foster:1")


# --- foster:6: the last card ---------------------------------------------------------------


@pytest.mark.law("foster:6")
def test_the_last_cards_are_not_dealt_and_the_discards_are_gathered() -> None:
    """foster:6: "When only two cards remain, the discards and abandoned hands must be gathered, shuffled, and presented to the pone to be cut"."""
    draw = small("7C 7D 7H 7S", seats=("A", "B", "C"), players=["A", "B"])  # C's hand is abandoned
    everything = draw.cards()
    draw.serve("A", "2C 3C 4C")
    assert draw.in_transit["A"] == cards("7C 7D") and draw.pack == cards("7H 7S")
    assert draw.steps[-1].laws == ("foster:2", "foster:6")
    refused(draw, LastCard, draw.give, law="foster:6")
    gathered = draw.gathered()
    assert gathered == cards("2C 3C 4C 2H 3H 4H 5H 6H 7H 7S")
    order = tuple(reversed(gathered))
    draw.reshuffle(order=order, cut=3)
    assert draw.pack == (*order[3:], *order[:3])
    assert draw.discards == () and draw.abandoned == ()
    assert draw.reshuffles[0].gathered == gathered and draw.reshuffles[0].cut == 3
    assert "B, the pone, cuts 3" in draw.steps[-1].note  # B is on the dealer C's right
    draw.give()  # the deal is completed
    assert draw.hands["A"] == (*cards("5C 6C 7C 7D"), order[3])
    assert draw.to_act == "B"
    conserved(draw, everything)


@pytest.mark.law("foster:6")
def test_the_reshuffle_replays_from_its_seed() -> None:
    packs = []
    for _ in range(2):
        draw = small("7C 7D 7H 7S")
        draw.serve("A", "2C 3C 4C")
        draw.reshuffle(seed=1882)
        packs.append((draw.pack, draw.reshuffles[0]))
    assert packs[0] == packs[1]
    replay = small("7C 7D 7H 7S")
    replay.serve("A", "2C 3C 4C")
    record = packs[0][1]
    replay.reshuffle(order=record.order, cut=record.cut)
    assert replay.pack == packs[0][0]


@pytest.mark.law("foster:2", "foster:6")
def test_the_pack_is_not_cut_again_while_more_than_two_remain() -> None:
    """foster:2: "the pack is not cut again"; foster:6 only when two remain."""
    draw = table()
    refused(draw, ReshuffleRefused, draw.reshuffle, seed=1, law="foster:2")


@pytest.mark.law("foster:6")
def test_no_reshuffle_when_no_card_is_wanted() -> None:
    draw = small("7C 7D")
    draw.discard("A", "2C")
    refused(draw, ReshuffleRefused, draw.reshuffle, seed=1, law="foster:6")  # he has not asked yet
    draw.ask("A", 1)
    assert draw.next_act == "reshuffle"
    draw.reshuffle(seed=1)


@pytest.mark.law("foster:6")
def test_a_shuffle_or_cut_that_does_not_fit_is_refused() -> None:
    draw = small("7C 7D 7H")
    draw.serve("A", "2C 3C")
    refused(draw, ReshuffleRefused, draw.reshuffle, order="2C 3C 7D", cut=1, law="foster:6")
    refused(draw, ReshuffleRefused, draw.reshuffle, order="2C 3C 7D 7H 9S", cut=1, law="foster:6")
    refused(draw, ReshuffleRefused, draw.reshuffle, order="2C 3C 7D 7H", cut=0, law="foster:6")
    refused(draw, ReshuffleRefused, draw.reshuffle, order="2C 3C 7D 7H", cut=4, law="foster:6")
    with pytest.raises(ValueError, match="seed"):
        draw.reshuffle(order="2C 3C 7D 7H")
    draw.reshuffle(order="2C 3C 7D 7H", seed=5)  # the seed picks the cut


@pytest.mark.law("foster:6")
def test_nothing_to_gather_and_the_pack_is_exhausted() -> None:
    """foster:6 cannot help a player who asks before he discards: the edition lets the draw close, and he is foul."""
    draw = small("7C 7D")
    draw.ask("A", 1)
    refused(draw, PackExhausted, draw.reshuffle, seed=1, law="foster:6")
    draw.close()  # allowed: nothing can be had
    assert draw.foul == {} and draw.hands["A"] == cards("2C 3C 4C 5C 6C")  # he discarded nothing
    conserved(draw, cards("2C 3C 4C 5C 6C 2D 3D 4D 5D 6D 7C 7D"))


@pytest.mark.law("foster:6")
def test_a_full_table_gathers_the_discards_as_often_as_two_remain() -> None:
    """Eight players drawing three each: two reshuffles (DrawRulings.max_reshuffles=None)."""
    seats = tuple("ABCDEFGH")
    draw = Draw.deal(seats, dealer="H", pack=PACK)
    assert len(draw.pack) == 12
    while draw.next_act != "close":
        if draw.next_act == "ask":
            player = draw.to_act
            draw.serve(player, draw.hands[player][:3])
        elif draw.next_act == "reshuffle":
            draw.reshuffle(seed=len(draw.reshuffles))
        else:
            draw.give()
        conserved(draw)
    draw.close()
    assert len(draw.reshuffles) == 2 and draw.foul == {}
    assert all(len(hand) == 5 for hand in draw.hands.values())
    conserved(draw)


@pytest.mark.law("foster:4", "foster:6")
def test_a_table_allowing_one_reshuffle_runs_out() -> None:
    """The editorial ruling DrawRulings.max_reshuffles=1: the last player is left short, and foul."""
    draw = Draw.deal(tuple("ABCDEFGH"), dealer="H", pack=PACK, rulings=DrawRulings(max_reshuffles=1))
    while draw.next_act != "close":
        if draw.next_act == "ask":
            draw.serve(draw.to_act, draw.hands[draw.to_act][:3])
        elif draw.next_act == "reshuffle":
            if not draw.can_reshuffle(seed=0):
                refused(draw, PackExhausted, draw.reshuffle, seed=0, law="foster:6")
                break
            draw.reshuffle(seed=0)
        else:
            draw.give()
    assert draw.to_act == "H"
    draw.close()
    assert list(draw.foul) == ["H"] and len(draw.foul["H"]) == 3
    conserved(draw)


@pytest.mark.law("foster:6")
def test_keeping_back_only_the_last_card() -> None:
    """The editorial ruling DrawRulings.keep_back=1: the next to last card may be dealt."""
    draw = small("7C 7D 7H", rulings=DrawRulings(keep_back=1))
    draw.serve("A", "2C 3C")
    assert draw.in_transit["A"] == cards("7C 7D") and draw.pack == cards("7H") and draw.finished is False
    draw.serve("B", "2D")
    assert draw.next_act == "reshuffle"
    draw.reshuffle(order="7H 2C 3C 2D", cut=1)
    draw.give()
    assert draw.hands["B"][-1] == Card.parse("2C")


def test_rules_are_checked() -> None:
    with pytest.raises(ValueError):
        DrawRulings(keep_back=0)
    with pytest.raises(ValueError):
        DrawRulings(max_reshuffles=-1)


# --- the end of the draw -------------------------------------------------------------------


@pytest.mark.law("foster:7")
def test_the_draw_is_closed_only_when_every_player_has_been_helped() -> None:
    """foster:7: betting begins when "All those who made good the ante [have] been supplied with cards"."""
    draw = table()
    refused(draw, DrawNotOver, draw.close, law="foster:7")
    draw.serve("A", "2C")
    draw.expose("7C")
    for player in "BCD":
        draw.serve(player, "")
    refused(draw, DrawNotOver, draw.close, law="foster:7")  # A's replacement
    draw.give()
    draw.close()
    refused(draw, BettingClosed, draw.close)
    refused(draw, BettingClosed, draw.discard, "A", "3C")
    refused(draw, BettingClosed, draw.faced, "9S")
    assert not draw.can_give() and draw.steps[-1].act == "close"


def test_the_draw_is_checked_when_it_is_set_up() -> None:
    with pytest.raises(DuplicateCard):
        Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "2C 7C")
    with pytest.raises(ValueError, match="five"):
        Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C", "B": "2D 3D 4D 5D 6D"}, "7C")
    with pytest.raises(UnknownPlayer):
        Draw(["A", "B"], "Z", {"A": "2C 3C 4C 5C 6C"}, "7C")
    with pytest.raises(ValueError, match="no hand|holds no hand"):
        Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C"}, "7C", players=["A", "B"])
    with pytest.raises(ValueError):
        Draw(["A"], "A", {"A": "2C 3C 4C 5C 6C"}, "7C")
    with pytest.raises(ValueError):
        Draw.deal(tuple("ABCDEFGHIJK"), dealer="K", pack=PACK)


def test_every_unit_is_cited_by_the_engine() -> None:
    cited = citations()
    assert cited["pokerlaws.draw.game.Draw"] == tuple(f"foster:{n}" for n in range(1, 7))
    for name, units in {
        "ask": {"foster:1"},
        "discard": {"foster:2", "foster:3"},
        "give": {"foster:2", "foster:6"},
        "expose": {"foster:2"},
        "faced": {"foster:2"},
        "correct": {"foster:3"},
        "take_up": {"foster:3"},
        "withdraw_surplus": {"foster:4"},
        "supply": {"foster:4"},
        "close": {"foster:4"},
        "how_many": {"foster:1", "foster:5"},
        "reshuffle": {"foster:6"},
    }.items():
        # each act cites its units where it is written, and Draw inherits it with them
        assert units <= set(laws_of(getattr(Draw, name))), name


def test_every_error_of_the_draw_is_a_poker_law_error() -> None:
    import pokerlaws.errors as module

    errors = [getattr(module, name) for name in module.__all__]
    draw_errors = [error for error in errors if isinstance(error, type) and issubclass(error, DrawError)]
    assert len(draw_errors) == 14  # with OutOfTurn and BettingClosed, the draw's 16 offences
    assert all(issubclass(error, PokerLawError) and error.__module__ == "pokerlaws.errors" for error in errors)


def test_the_former_names_of_the_draw_are_gone() -> None:
    """0.x keeps no former name: CHANGELOG.md lists the renames."""
    import pokerlaws.draw.game

    for name in ("DrawOutOfTurn", "DrawClosed", "DrawError", "LastCard", "Step"):
        assert not hasattr(pokerlaws.draw.game, name)
    draw = Draw.deal(SEATS, dealer="D", pack=PACK)
    for name in ("make_good", "verify_make_good", "can_make_good", "rules"):
        assert not hasattr(draw, name)
    for how in (lambda: Draw(["A", "B"], "B", HANDS, "7C", rules=DrawRulings()), lambda: Draw.deal(SEATS, dealer="D", pack=PACK, rules=DrawRulings())):
        with pytest.raises(TypeError, match="unexpected keyword argument 'rules'"):
            how()


# --- property: random draws ------------------------------------------------------------------

ACTS = ("serve", "discard", "ask", "give", "faced", "expose", "take_up", "correct", "withdraw", "supply", "reshuffle", "question", "take_exposed", "close")


def attempt(draw: Draw, rng: random.Random) -> tuple[str, object, tuple, dict]:
    """A random act, legal or not: half the time the act the draw waits for, with a heavy draw."""
    if rng.random() < 0.5 and draw.next_act in ("ask", "give", "reshuffle"):
        player = draw.to_act
        if draw.next_act == "ask":
            hand = draw.hands[player]
            some = rng.sample(hand, rng.randint(min(1, len(hand)), len(hand)))
            lacking = 5 - len(hand)
            return rng.choice([
                ("serve", draw.serve, (player, some), {}),
                ("serve", draw.serve, (player, some), {}),
                ("discard", draw.discard, (player, some), {}),
                ("ask", draw.ask, (player, rng.choice([lacking, lacking, min(5, lacking + 1), max(0, lacking - 1)])), {}),
            ])
        if draw.next_act == "give":  # now and then a dealer's mistake
            return "give", draw.give, (rng.choice([None, None, None, rng.randint(0, 5)]),), {}
        return "reshuffle", draw.reshuffle, (), {"seed": rng.randint(0, 99)}
    act = rng.choice(ACTS)
    player = rng.choice(draw.order if rng.random() < 0.8 else draw.seats)
    hand = list(draw.hands.get(player, ()))
    some = rng.sample(hand, rng.randint(0, min(3, len(hand)))) if hand else []
    lacking = max(0, min(5, 5 - len(hand)))
    number = rng.choice([lacking, lacking, lacking + 1, max(0, lacking - 1), rng.randint(0, 5)])
    anywhere = rng.choice(PACK)
    lying = [c for cs in draw.in_transit.values() for c in cs]
    if act == "serve":
        return act, draw.serve, (player, some), {}
    if act == "discard":
        return act, draw.discard, (player, some or [anywhere]), {}
    if act == "ask":
        return act, draw.ask, (player, number), {}
    if act == "give":
        return act, draw.give, (rng.choice([None, None, None, 0, 1, 2, 3]),), {}
    if act == "faced":
        return act, draw.faced, (rng.choice(draw.pack[:3] or (anywhere,)) if rng.random() < 0.8 else anywhere,), {}
    if act == "expose":
        return act, draw.expose, (rng.choice(lying) if lying and rng.random() < 0.8 else anywhere,), {"cause": rng.choice(["dealer", "wind"])}
    if act == "take_up":
        return act, draw.take_up, (player,), {}
    if act == "correct":
        return act, draw.correct, (player, number), {}
    if act == "withdraw":
        return act, draw.withdraw_surplus, (player,), {}
    if act == "supply":
        return act, draw.supply, (player,), {}
    if act == "reshuffle":
        return act, draw.reshuffle, (), {"seed": rng.randint(0, 99)}
    if act == "question":
        return act, draw.how_many, (player,), {"about": rng.choice([None, player]), "has_bet": rng.random() < 0.2}
    if act == "take_exposed":
        return act, draw.take_exposed, (player, anywhere), {}
    return act, draw.close, (), {}


CAN = {
    "serve": "can_serve",
    "discard": "can_discard",
    "ask": "can_ask",
    "give": "can_give",
    "faced": "can_faced",
    "expose": "can_expose",
    "take_up": "can_take_up",
    "correct": "can_correct",
    "withdraw": "can_withdraw_surplus",
    "supply": "can_supply",
    "reshuffle": "can_reshuffle",
    "question": "can_how_many",
    "take_exposed": "can_take_exposed",
    "close": "can_close",
}


def finish(draw: Draw, rng: random.Random, everything: tuple[Card, ...]) -> None:
    """Drive the draw to its end by regular acts (and some deficiencies made good)."""
    for _ in range(400):
        for player in draw.order:
            if draw.can_supply(player) and rng.random() < 0.5:
                draw.supply(player)
        act = draw.next_act
        if act == "ask":
            player = draw.to_act
            draw.ask(player, max(0, min(5, 5 - len(draw.hands[player]))))
        elif act == "give":
            draw.give()
        elif act == "reshuffle" and draw.can_reshuffle(seed=0):
            draw.reshuffle(seed=rng.randint(0, 99))
        else:
            draw.close()
            return
        conserved(draw, everything)
    raise AssertionError("the draw did not end")


@pytest.mark.law("foster:4", "foster:6")
@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seats=st.integers(2, 8),
    dealer=st.integers(0, 7),
    absent=st.sets(st.integers(0, 7), max_size=4),
    seed=st.integers(0, 2**32 - 1),
    rulings=st.builds(
        DrawRulings,
        keep_back=st.sampled_from([1, 2, 2, 3]),
        replace_after_dealer=st.booleans(),
        discard_ahead=st.booleans(),
        surplus_after_next_helped=st.booleans(),
        max_reshuffles=st.sampled_from([None, None, 0, 1, 2]),
    ),
    length=st.integers(0, 120),
    short=st.integers(0, 40),
)
def test_random_draws_keep_every_card_and_end_with_hands_of_five_or_foul(seats, dealer, absent, seed, rulings, length, short) -> None:  # noqa: ANN001
    """Any sequence of acts, legal or not: a refusal changes nothing, ``can_…`` says truly whether an act is
    refused, every card is always accounted for, and after the draw every hand is five cards or foul.

    The pack is sometimes short (the laws do not fix its size), so that it runs down and is gathered often."""
    names = tuple("ABCDEFGH"[:seats])
    rng = random.Random(seed)
    pack = list(PACK)
    rng.shuffle(pack)
    pack = pack[: max(5 * seats, 52 - short)]
    players = [p for i, p in enumerate(names) if i not in absent] or [names[0]]
    draw = Draw.deal(names, dealer=names[dealer % seats], pack=pack, players=players, rulings=rulings)
    everything = tuple(pack)
    conserved(draw, everything)
    for _ in range(length):
        if draw.closed:
            break
        act, method, args, kwargs = attempt(draw, rng)
        allowed = getattr(draw, CAN[act])(*args, **kwargs)
        before = state(draw)
        try:
            method(*args, **kwargs)
        except (PokerLawError, ValueError) as err:
            assert not allowed, f"can_ said yes, {act}{args} raised {err!r}"
            assert state(draw) == before, f"{act}{args} was refused ({err}) but changed the draw"
        else:
            assert allowed, f"can_ said no, but {act}{args} went through"
            event(f"done: {act}")
        conserved(draw, everything)
    if not draw.closed:
        finish(draw, rng, everything)
    event(f"reshuffles: {len(draw.reshuffles)}")
    event(f"foul: {bool(draw.foul)}")
    assert draw.closed
    for player in draw.order:
        assert (player in draw.foul) != (len(draw.hands[player]) == 5)
        if player in draw.foul:
            assert draw.hands[player] == ()
    assert not any(draw.in_transit.values())
    conserved(draw, everything)


# --- what the draw is given is checked when it is given ------------------------------------

HANDS = {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}


@pytest.mark.parametrize("name", ["replace_after_dealer", "discard_ahead", "surplus_after_next_helped"])
@pytest.mark.parametrize("value", ["no", "False", 0, 1, None, 1.0])
def test_every_ruling_of_true_or_false_takes_only_a_bool(name: str, value: object) -> None:
    """DrawRulings(discard_ahead="no") was taken, and "no" is true."""
    with pytest.raises(ValueError, match=rf"^{name} must be True or False, not {re.escape(repr(value))}$"):
        DrawRulings(**{name: value})
    assert getattr(DrawRulings(**{name: False}), name) is False


@pytest.mark.parametrize("rulings", [{"keep_back": 1}, 5, "foster", [1]])
@pytest.mark.parametrize("how", ["Draw", "Draw.deal"])
def test_rulings_that_are_not_a_DrawRules_are_refused_at_once(rulings: object, how: str) -> None:
    """A mapping, or 5, was taken and broke later with AttributeError."""
    hint = r": write DrawRulings\(\*\*\{'keep_back': 1\}\)$" if isinstance(rulings, dict) else "$"
    with pytest.raises(ValueError, match=rf"^rulings must be a DrawRulings, not {type(rulings).__name__}{hint}"):
        if how == "Draw":
            Draw(["A", "B"], "B", HANDS, "7C", rulings=rulings)  # type: ignore[arg-type]
        else:
            Draw.deal(SEATS, dealer="D", pack=PACK, rulings=rulings)  # type: ignore[arg-type]


@pytest.mark.parametrize("hands", [["2C 3C 4C 5C 6C", "2D 3D 4D 5D 6D"], "2C 3C 4C 5C 6C", None, 5])
def test_hands_that_are_not_a_mapping_are_refused(hands: object) -> None:
    """A list of hands broke with AttributeError."""
    with pytest.raises(ValueError, match=rf"^hands must be a mapping of each player to his cards, not {type(hands).__name__}$"):
        Draw(["A", "B"], "B", hands, "7C")  # type: ignore[arg-type]


@pytest.mark.law("foster:4")
@pytest.mark.parametrize("hand", ["2C 3C 4C 5C", "2C 3C 4C 5C 6C 7C", ""])
def test_a_hand_not_of_five_is_a_wrong_hand_size(hand: str) -> None:
    """A hand of four was a plain ValueError; the engine's wrong-size hand is WrongHandSize, foster:4."""
    n = len(hand.split())
    with pytest.raises(WrongHandSize) as caught:
        Draw(["A", "B"], "B", {"A": hand, "B": "2D 3D 4D 5D 6D"}, "8C")
    assert caught.value.law == "foster:4"
    assert str(caught.value) == f"A was dealt {n} cards: the draw begins from hands of five [law foster:4]"


def test_a_pack_too_small_for_the_seats_is_refused_in_one_line() -> None:
    with pytest.raises(ValueError) as caught:
        Draw.deal(tuple("ABCDEFGHIJK"), dealer="K", pack=PACK)
    assert str(caught.value) == "52 cards cannot deal five to each of 11 players"
