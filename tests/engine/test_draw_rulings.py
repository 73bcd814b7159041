"""The rulings of the draw and of disputes, each held to its readings over every case of its kind.

Each editorial ruling of foster:1 to foster:6 and of 1882:78 and 80 keeps its
other readings as a parameter (issue 10: the canon of 1882:77). These tests do
not check one case of a ruling: they run the whole kind of case the ruling
decides (every moment, every number, every table) under the reading taken and
under each other reading, and check the difference is exactly the one the
ruling states, and that no card is lost or made on the way.
"""

from __future__ import annotations

import copy
import itertools

import pytest

from pokerlaws import PACK, Card, parse_cards
from pokerlaws.draw.game import Draw
from pokerlaws.draw.rulings import DrawRulings
from pokerlaws.errors import (
    ExposedCardTaken,
    MustTakeThem,
    NoReferee,
    NotAllowed,
    QuestionRefused,
)
from pokerlaws.readings import all_readings
from pokerlaws.table import DisputeRulings, Sitting, refer

SEATS = ("A", "B", "C", "D")

READINGS = {name: readings for name, readings in all_readings(DrawRulings).items() if all(isinstance(r, str) for r in readings)}
"""The fields of DrawRulings named by a word, and their readings, the default first."""


def dealt(seats=SEATS, *, players=None, **rulings) -> Draw:
    """The unshuffled pack dealt round, the last seat dealing: A holds 2C-6C, B 2D-6D, and so on."""
    return Draw.deal(seats, dealer=seats[-1], pack=PACK, players=players, rulings=DrawRulings(**rulings))


def conserved(draw: Draw, everything=PACK) -> None:
    """Every card is somewhere, once."""
    assert sorted(draw.cards()) == sorted(parse_cards(everything))


def unchanged(draw: Draw, error: type[Exception], act, *args, **kwargs) -> None:
    """*act* raises exactly *error* and changes nothing."""
    before = copy.deepcopy(vars(draw))
    with pytest.raises(error) as raised:
        act(*args, **kwargs)
    assert type(raised.value) is error
    assert vars(draw) == before


# --- the field's readings --------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(READINGS))
def test_every_worded_field_takes_its_readings_and_nothing_else(name: str) -> None:
    assert getattr(DrawRulings(), name) == READINGS[name][0]  # the reading taken is listed first
    for reading in READINGS[name]:
        assert getattr(DrawRulings(**{name: reading}), name) == reading
    for wrong in ("", "no", READINGS[name][0].upper(), None, True, 0):
        with pytest.raises(ValueError, match=name):
            DrawRulings(**{name: wrong})


@pytest.mark.parametrize("name", ["dealer_supplies", "gather_exposed"])
def test_the_new_true_or_false_fields_take_nothing_else(name: str) -> None:
    for wrong in ("no", 0, 1, None):
        with pytest.raises(ValueError, match=name):
            DrawRulings(**{name: wrong})


# --- foster:1, asked before the dealer has drawn ---------------------------------------------


@pytest.mark.law("foster:1", "foster:5")
@pytest.mark.parametrize("size", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("dealer_draws", [0, 1, 2, 3])
def test_the_dealer_asked_at_every_moment_of_the_draw(size: int, dealer_draws: int) -> None:
    """Before the dealer has drawn: refused, or 0 under "none"; after: the same answer under both."""
    seats = SEATS[:size] if size <= 4 else (*SEATS, *"EF"[: size - 4])
    for reading in READINGS["dealer_not_drawn"]:
        draw = dealt(seats, dealer_not_drawn=reading)
        dealer = seats[-1]
        for player in draw.order[:-1]:
            asker = draw.order[0]
            if reading == "refused":
                unchanged(draw, QuestionRefused, draw.how_many, asker)
            else:
                assert draw.how_many(asker) == 0
            draw.serve(player, draw.hands[player][:1])
        draw.serve(dealer, draw.hands[dealer][:dealer_draws])
        assert draw.how_many(draw.order[0]) == dealer_draws
        conserved(draw)


@pytest.mark.law("foster:1", "foster:5")
def test_a_dealer_out_of_the_play_is_asked() -> None:
    for players in (["A", "B"], ["A", "C"], ["B", "C"]):
        refusing, answering = dealt(players=players), dealt(players=players, dealer_not_drawn="none")
        unchanged(refusing, QuestionRefused, refusing.how_many, players[0])
        assert answering.how_many(players[0]) == 0
        # the other refusals hold under either reading: a player out of the draw, or one who has bet
        for draw in (refusing, answering):
            with pytest.raises(QuestionRefused):
                draw.how_many("D")
            with pytest.raises(QuestionRefused):
                draw.how_many(players[0], has_bet=True)


# --- foster:3, "an incorrect number" ---------------------------------------------------------


@pytest.mark.law("foster:3")
@pytest.mark.parametrize("discarded", range(6))
@pytest.mark.parametrize("asked", range(6))
def test_which_demands_may_be_corrected(discarded: int, asked: int) -> None:
    """"wanted": every demand may be changed before the next player is helped; "discard": only one that misses the discard."""
    for number in range(6):
        if number == asked:
            continue
        for reading in READINGS["incorrect"]:
            draw = dealt(incorrect=reading)
            if discarded:
                draw.discard("A", draw.hands["A"][:discarded])
            draw.ask("A", asked)
            if asked:
                draw.give()
            expected = reading == "wanted" or asked != discarded
            assert draw.can_correct("A", number) is expected, (reading, discarded, asked, number)
            if expected:
                draw.correct("A", number)
                assert draw.announced["A"] == number and draw.drew["A"] == number
            else:
                unchanged(draw, MustTakeThem, draw.correct, "A", number)
            conserved(draw)


# --- foster:3, "the next player has been helped" ---------------------------------------------


@pytest.mark.law("foster:3")
@pytest.mark.parametrize("next_draws", [0, 1, 2, 3])
@pytest.mark.parametrize("after_next_draws", [0, 1, 2])
def test_when_the_next_player_has_been_helped(next_draws: int, after_next_draws: int) -> None:
    """"card given": once any card goes to another after him; "turn passed": once the next seat has had its turn."""
    for reading in READINGS["next_helped"]:
        draw = dealt(next_helped=reading)
        draw.discard("A", "2C"); draw.ask("A", 2); draw.give()
        assert draw.can_correct("A", 1)  # no one after him has had his turn
        draw.serve("B", draw.hands["B"][:next_draws])
        helped = next_draws > 0 if reading == "card given" else True
        assert draw.can_correct("A", 1) is not helped
        draw.serve("C", draw.hands["C"][:after_next_draws])
        helped = next_draws + after_next_draws > 0 if reading == "card given" else True
        assert draw.can_correct("A", 1) is not helped
        if helped:
            unchanged(draw, MustTakeThem, draw.correct, "A", 1)
        conserved(draw)


@pytest.mark.law("foster:3")
def test_the_last_to_draw_before_a_dealer_out_of_the_play() -> None:
    """With no one after him, only "card given" leaves anything to wait for: a replacement."""
    for reading in READINGS["next_helped"]:
        draw = dealt(players=["A", "B", "C"], next_helped=reading)
        draw.serve("A", "2C"); draw.expose(draw.in_transit["A"][0])
        draw.serve("B", "")
        draw.discard("C", "2H"); draw.ask("C", 2); draw.give()
        assert draw.can_correct("C", 1)
        draw.give()  # A's replacement
        assert draw.can_correct("C", 1) is (reading == "turn passed")


@pytest.mark.law("foster:3", "foster:4")
def test_the_condition_of_a_surplus_withdrawn_late_follows_the_same_reading() -> None:
    """DrawRulings.surplus_after_next_helped=False asks the same question: B standing pat."""
    for reading, withdrawn in (("card given", True), ("turn passed", False)):
        draw = dealt(surplus_after_next_helped=False, next_helped=reading)
        draw.discard("A", "2C"); draw.ask("A", 1); draw.give(2)
        draw.serve("B", "")
        assert draw.can_withdraw_surplus("A") is withdrawn


# --- foster:4, the dealer's own deficiency ---------------------------------------------------


@pytest.mark.law("foster:4")
@pytest.mark.parametrize("announced", [1, 2, 3, 4, 5])
def test_the_dealer_short_by_any_number(announced: int) -> None:
    for short in range(1, announced + 1):
        for supplies in (True, False):
            draw = dealt(dealer_supplies=supplies)
            for player in "ABC":
                draw.serve(player, "")
            draw.discard("D", draw.hands["D"][:announced])
            draw.ask("D", announced)
            draw.give(announced - short)
            assert draw.can_supply("D") is supplies
            if supplies:
                draw.supply("D")
                assert len(draw.hands["D"]) == 5
            else:
                unchanged(draw, MustTakeThem, draw.supply, "D")
            draw.close()
            assert ("D" in draw.foul) is not supplies
            assert supplies or len(draw.foul["D"]) == 5 - short
            conserved(draw)


@pytest.mark.law("foster:4")
def test_another_player_short_is_supplied_under_either_reading() -> None:
    for supplies in (True, False):
        draw = dealt(dealer_supplies=supplies)
        draw.serve("A", "")
        draw.discard("B", "2D 3D"); draw.ask("B", 2); draw.give(1)
        draw.supply("B")
        assert len(draw.hands["B"]) == 5


# --- foster:6, the two remaining; foster:2, an exposed card gathered ---------------------------


def run(draw: Draw, take: int = 3, seed: int = 0) -> Draw:
    """Play the draw to its end: every player draws *take*, gathering whenever it must be done."""
    while draw.next_act not in ("close", None):
        if draw.next_act == "ask":
            draw.serve(draw.to_act, draw.hands[draw.to_act][:take])
        elif draw.next_act == "reshuffle":
            if not draw.can_reshuffle(seed=seed):
                break
            before = draw.pack
            gathered = draw.gathered()
            draw.reshuffle(seed=seed)
            where = draw.rulings.two_remaining
            assert (set(before) <= set(gathered)) is (where == "gathered")
            if where == "on top":
                assert draw.pack[: len(before)] == before
            if where == "set aside":
                assert draw.set_aside[-len(before) :] == before and not set(before) & set(draw.pack)
            seed += 1
        else:
            draw.give()
        conserved(draw)
    draw.close()
    conserved(draw)
    return draw


@pytest.mark.law("foster:6")
@pytest.mark.parametrize("where", READINGS["two_remaining"])
@pytest.mark.parametrize("size", [6, 7, 8])
@pytest.mark.parametrize("take", [2, 3])
def test_a_full_table_under_every_reading_of_the_two_remaining(where: str, size: int, take: int) -> None:
    seats = tuple("ABCDEFGH"[:size])
    draw = run(Draw.deal(seats, dealer=seats[-1], pack=PACK, rulings=DrawRulings(two_remaining=where)), take)
    if where != "set aside":
        assert draw.foul == {}  # nothing leaves the deal: every hand completed
    assert bool(draw.set_aside) is (where == "set aside" and bool(draw.reshuffles))


@pytest.mark.law("foster:2", "foster:6")
@pytest.mark.parametrize("gather", [True, False])
@pytest.mark.parametrize("exposed", [1, 2, 3])
def test_exposed_cards_in_a_gathering(gather: bool, exposed: int) -> None:
    """Gathered and dealt again like any card; or kept out, with the discards, and still never taken."""
    seats = tuple("ABCDEFGH")
    draw = Draw.deal(seats, dealer="H", pack=PACK, rulings=DrawRulings(gather_exposed=gather))
    shown: list[Card] = []
    checked = 0
    while draw.next_act != "close":
        act = draw.next_act
        if act == "ask":
            player = draw.to_act
            draw.serve(player, draw.hands[player][:3])
            if len(shown) < exposed and draw.in_transit[player]:
                shown.append(draw.in_transit[player][0])
                draw.expose(shown[-1])
        elif act == "reshuffle":
            gathered = draw.gathered()
            lying = [card for card in shown if card in draw.discards]  # exposed since the last gathering, or kept out
            assert gather or lying == shown
            assert all((card in gathered) is gather for card in lying)
            checked += len(lying)
            draw.reshuffle(seed=1)
            kept_out = [c for c in shown if c in draw.discards]
            assert kept_out == ([] if gather else shown)
            for card in kept_out:
                with pytest.raises(ExposedCardTaken):
                    draw.take_exposed("A", card)
        else:
            draw.give()
        conserved(draw)
    draw.close()
    assert checked >= exposed and draw.foul == {}
    conserved(draw)


# --- 1882:78, everyone the law names a party ------------------------------------------------


@pytest.mark.law("1882:78")
@pytest.mark.parametrize("size", range(3, 9))
def test_every_dispute_of_the_dealer_and_both_neighbours(size: int) -> None:
    seats = [f"P{i}" for i in range(size)]
    for d, dealer in enumerate(seats):
        left, right = seats[(d + 1) % size], seats[(d - 1) % size]
        others = [p for p in seats if p not in (dealer, left, right)]
        for k in range(len(others) + 1):
            for more in itertools.combinations(others, k):
                parties = [dealer, left, right, *more]
                with pytest.raises(NoReferee):
                    refer(parties, dealer=dealer, seats=seats)
                free = [seats[(d + j) % size] for j in range(2, size - 1) if seats[(d + j) % size] not in parties]
                if not free:
                    with pytest.raises(NoReferee):
                        refer(parties, dealer=dealer, seats=seats, rulings=DisputeRulings(beyond="next on the left"))
                    continue
                r = refer(parties, dealer=dealer, seats=seats, rulings=DisputeRulings(beyond="next on the left"))
                assert r.referee == free[0] and r.referee not in parties and r.final is False


@pytest.mark.law("1882:78")
@pytest.mark.parametrize("size", range(3, 7))
def test_the_other_reading_changes_nothing_the_law_names(size: int) -> None:
    seats = [f"P{i}" for i in range(size)]
    for dealer in seats:
        for k in range(1, size):
            for parties in itertools.combinations(seats, k):
                try:
                    named = refer(parties, dealer=dealer, seats=seats)
                except NoReferee:
                    continue
                assert refer(parties, dealer=dealer, seats=seats, rulings=DisputeRulings(beyond="next on the left")) == named


def test_beyond_takes_its_readings_only() -> None:
    with pytest.raises(ValueError, match="beyond"):
        refer(["A"], dealer="B", seats=["A", "B", "C"], rulings=DisputeRulings(beyond="anyone"))


# --- 1882:80, who agrees to a waiver --------------------------------------------------------


@pytest.mark.law("1882:80")
@pytest.mark.parametrize("size", range(2, 6))
def test_every_agreement_to_a_waiver(size: int) -> None:
    players = [f"P{i}" for i in range(size)]
    groups = [set(c) for k in range(1, size + 1) for c in itertools.combinations(players, k)]
    for consenting in [set(), *groups]:
        sitting = Sitting(players)
        if consenting == set(players):
            sitting.waive("1882:62", "deal 1", consenting)
        else:
            with pytest.raises(NotAllowed):
                sitting.waive("1882:62", "deal 1", consenting)
        for among in groups:
            sitting = Sitting(players)
            if among <= consenting:
                sitting.waive("1882:62", "deal 1", consenting, among=among)
                assert sitting.waived("1882:62", "deal 1") and not sitting.waived("1882:62", "deal 2")
            else:
                with pytest.raises(NotAllowed):
                    sitting.waive("1882:62", "deal 1", consenting, among=among)


def test_among_names_players_of_the_sitting() -> None:
    sitting = Sitting(["A", "B"])
    with pytest.raises(ValueError):
        sitting.waive("1882:62", "deal 1", ["A"], among=[])
    with pytest.raises(Exception, match="not a player"):
        sitting.waive("1882:62", "deal 1", ["A"], among=["Z"])


# --- foster:1: where the age sits ---------------------------------------------------------------------------


@pytest.mark.law("foster:1", "foster:7")
@pytest.mark.parametrize("age_seat", ["dealer's left", "dealer's right"])
@pytest.mark.parametrize("seats", [2, 3, 5, 7])
def test_the_age_sits_where_the_ruling_on_foster_1_seats_him_at_every_table(seats: int, age_seat: str) -> None:
    """Every dealer at every table: the age is the seat on the dealer's left (or right, the other reading), the draw
    begins with him and passes to the left, the pone is on the dealer's right under either; a whole deal's record
    seats the age as the draw's default does."""
    from pokerlaws.records.deal import deal_of

    names = [chr(ord("A") + k) for k in range(seats)]
    rulings = DrawRulings(age_seat=age_seat)
    for i, dealer in enumerate(names):
        left, right = names[(i + 1) % seats], names[i - 1]
        draw = Draw.deal(names, dealer=dealer, pack=PACK, rulings=rulings)
        age = left if age_seat == "dealer's left" else right
        assert (draw.age, draw.pone, draw.to_act) == (age, right, age)
        assert draw.order == tuple(names[(names.index(age) + k) % seats] for k in range(seats))
        if age_seat == "dealer's left":
            assert draw.order[-1] == dealer  # the dealer draws last
        elif seats > 2:
            assert draw.order[1] == dealer  # the dealer draws second
        record = {"code": "foster", "seats": names, "dealer": dealer, "pack": " ".join(map(str, PACK))}
        assert deal_of(record).age == left  # a whole deal's draw is played under the edition's reading


@pytest.mark.law("foster:1", "foster:2")
@pytest.mark.parametrize("turn", ["left", "right"])
@pytest.mark.parametrize("age_seat", ["dealer's left", "dealer's right"])
@pytest.mark.parametrize("seats", [2, 3, 5, 7])
def test_the_deal_and_the_draw_pass_from_the_age_as_the_rulings_on_foster_1_say(seats: int, age_seat: str, turn: str) -> None:
    """The rulings on foster:1 (``age_seat``, ``turn``): at every table, for every dealer, the deal before the draw
    gives the age the first card and goes round in the draw's turn, one card at a time; the draw begins with the age
    and passes to the left or the right; a whole deal's record deals its cards so too (issue 28: the deal went from the
    dealer's left whatever the age's seat, and the draw to the left whatever a ruling said)."""
    from pokerlaws.draw import deal_hands
    from pokerlaws.records.deal import deal_of

    names = [chr(ord("A") + k) for k in range(seats)]
    rulings = DrawRulings(age_seat=age_seat, turn=turn)
    for i, dealer in enumerate(names):
        left, right = names[(i + 1) % seats], names[i - 1]
        age = left if age_seat == "dealer's left" else right
        step = 1 if turn == "left" else -1
        order = tuple(names[(names.index(age) + step * k) % seats] for k in range(seats))
        draw = Draw.deal(names, dealer=dealer, pack=PACK, rulings=rulings)
        assert draw.age == age and draw.order == order and draw.to_act == age
        for k, player in enumerate(order):  # the k-th in the turn is dealt the k-th card of each round
            assert draw.hands[player] == tuple(PACK[k : seats * 5 : seats])
            assert deal_hands(tuple(names), dealer, PACK, rulings)[player] == tuple(PACK[k : seats * 5 : seats])
        if (age_seat == "dealer's left") == (turn == "left"):
            assert order[-1] == dealer  # the deal and the draw reach the dealer last
        record = {"code": "1895", "seats": names, "dealer": dealer, "pack": " ".join(map(str, PACK)), "jackpot": {},
                  "draw_rulings": {"age_seat": age_seat, "turn": turn}}  # fmt: skip
        if seats > 2:
            assert deal_of(record).dealt == draw.hands  # a whole deal (a jack-pot's) deals as the draw's rulings say


# --- foster:6: whose hands are abandoned hands --------------------------------------------------------------


@pytest.mark.law("foster:4", "foster:6")
@pytest.mark.parametrize("reading", ["abandoned", "set aside"])
def test_passed_out_hands_are_gathered_or_set_aside_for_every_set_of_players_passing_out(reading: str) -> None:
    """Every set of players who pass out before the draw, at a table of four: under ``"abandoned"`` their hands are
    abandoned hands, gathered with the discards; under ``"set aside"`` they are out of the deal from the first and
    never gathered. A foul hand is abandoned under both (foster:4: "he must abandon it"), and no card is lost or made."""
    names = ["A", "B", "C", "D"]
    for n in range(0, 3):
        for passed in itertools.combinations(["A", "B", "C"], n):
            players = [p for p in names if p not in passed]
            draw = Draw.deal(names, dealer="D", pack=PACK, players=players, rulings=DrawRulings(passed_out_hands=reading))
            dead = {c for i, p in enumerate(names) if p in passed for c in PACK[i::4][:5]}  # dealt one at a time from A
            if reading == "abandoned":
                assert set(draw.abandoned) == dead and draw.set_aside == ()
                assert dead <= set(draw.gathered())
            else:
                assert draw.abandoned == () and set(draw.set_aside) == dead
                assert not dead & set(draw.gathered())
            conserved(draw)
            # a foul hand is abandoned under either reading: the dealer gives himself one card short and does not supply it
            for player in players[:-1]:
                draw.serve(player, "")
            draw.discard("D", draw.hands["D"][:2])
            draw.ask("D", 2)
            draw.give(1)
            draw.close()
            assert "D" in draw.foul and set(draw.foul["D"]) <= set(draw.abandoned)
            conserved(draw)
