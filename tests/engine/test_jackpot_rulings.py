"""The readings of the jack-pot rules (1895:24–37), each a field of JackPotRulings: every reading played, of its kind.

Each ruling on a point rules 24–37 leave open names a field of
[`JackPotRulings`][pokerlaws.jackpot.JackPotRulings]; these tests play each
reading over every table size and seat, not one case.
"""

from __future__ import annotations

import pytest

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.errors import OnceOut
from pokerlaws.jackpot import JackPot
from pokerlaws.jackpot.rulings import JackPotRulings
from pokerlaws.readings import all_readings, is_open
from pokerlaws.records.readings import named
from pokerlaws.table.interval import in_turn

SEATS = ["A", "B", "C", "D", "E", "F"]
TABLES = [SEATS[:n] for n in range(3, 7)]
NO_OPENERS = "9H 9S 7C 4D 2S"
READINGS = all_readings(JackPotRulings)


def pot_of(seats, age, ante=2, **readings) -> JackPot:
    return JackPot(seats, age=age, ante=ante, rulings=JackPotRulings(**readings))


def tables_and_ages():
    return [(seats, age) for seats in TABLES for age in seats]


# --- the rulings name the readings the engine plays -------------------------------------------


@pytest.mark.law("1895:24", "1895:27", "1895:29", "1895:32", "1895:35", "1895:36", "1895:37", "1895:38")
def test_every_field_is_the_parameter_of_a_ruling_and_its_readings_are_the_rulings() -> None:
    found = {}
    for unit in default_corpus().laws.values():
        for ruling in unit.rulings:
            prefix = "pokerlaws.jackpot.JackPotRulings."
            if ruling.parameter and ruling.parameter.startswith(prefix):
                found[ruling.parameter.removeprefix(prefix)] = (unit.id, ruling)
    assert set(found) == set(READINGS)
    for field, (unit, ruling) in found.items():
        readings = tuple(map(named, READINGS[field]))
        default, others = ruling.default, tuple(ruling.alternatives)
        if is_open(JackPotRulings, field):  # a number of chips: the value first, then words ("1 (one chip each, …)")
            default, others = default.split(" (")[0], tuple(other.split(" (")[0] for other in others)
        assert default == readings[0] == named(getattr(JackPotRulings(), field)), (unit, field)
        assert others == readings[1:], (unit, field)


@pytest.mark.parametrize("field", sorted(READINGS))
def test_an_unknown_reading_is_refused(field: str) -> None:
    with pytest.raises(ValueError, match=field):
        JackPotRulings(**{field: "something else"})
    for reading in READINGS[field]:
        assert getattr(JackPotRulings(**{field: reading}), field) == reading


def test_the_jack_pot_takes_only_a_jackpotrules() -> None:
    with pytest.raises(TypeError):
        JackPot(["A", "B"], age="A", rulings={"void": "deal"})


# --- 1895:29: who has the age in the second round ----------------------------------------------


@pytest.mark.law("1895:29")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
def test_the_second_round_moves_the_age_or_keeps_it(seats, age) -> None:
    for reading in READINGS["next_age"]:
        pot = pot_of(seats, age, next_age=reading)
        for player in in_turn(seats, age):
            pot.pass_(player)
        expected = in_turn(seats, age)[1] if reading == "left" else age
        assert (pot.round, pot.age, pot.to_act) == (2, expected, expected)
        assert pot.pool == len(seats) * 3  # each added a chip either way: the text decides it


# --- 1895:29: when no player can come in ---------------------------------------------------------


def left_alone(pot: JackPot, seats, opener_at: int, end: str) -> str:
    """The players before the *opener_at*-th in the turn to open pass, he opens on 2, and the round ends with him
    alone: *end* ``"none in"`` (every other drops before the draw, none having come in), ``"one in, before"`` (the
    next comes in and raises, the opener raises again, and the next then drops, all this before the draw), ``"one in,
    after"`` (the next comes in, and drops after the draw), or ``"nobody opens"`` (no opening at all)."""
    order = in_turn(seats, pot.age)
    if end == "nobody opens":
        for player in order:
            pot.pass_(player)
        return order[0]
    for player in order[:opener_at]:
        pot.pass_(player)
    opener = order[opener_at]
    pot.open(opener, 2)
    others = in_turn(seats, opener)[1:]
    if end == "none in":
        for player in others:
            pot.drop(player)
        return opener
    pot.come_in(others[0], 2 if end == "one in, after" else 3)
    for player in others[1:]:
        pot.drop(player)
    if end == "one in, before":
        pot.come_in(opener, 2)  # sees the raise of 1 and raises 1
        pot.drop(others[0])
        return opener
    for player in in_turn(seats, pot.age):
        if player in pot.in_game():
            pot.draw(player, 1)
    pot.bet(opener, 1)
    pot.drop(others[0])
    return opener


@pytest.mark.law("1895:29", "1895:30")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
@pytest.mark.parametrize("end", ["none in", "one in, before", "one in, after", "nobody opens"])
def test_a_second_round_when_nobody_opens_or_when_nobody_comes_in(seats, age, end: str) -> None:
    """"If no player can come in" (1895:29): under ``"nobody opens"`` (default) only when every player passes; under
    ``"nobody comes in"`` also when every other player drops before the draw without coming in, the opener's bet
    staying in the jack-pot; where a player came in, the opener left alone takes it under both (issue 28: the engine
    read "no player can come in" as nobody opening, by no ruling). Every seat of the opener, every table."""
    for opener_at in range(len(seats)):
        outcomes = {}
        for reading in READINGS["cannot_come_in"]:
            # the opener raising again before the draw: the other reading of 1895:33 R3 (last_in)
            pot = pot_of(seats, age, cannot_come_in=reading, last_in="after the draw" if end == "one in, before" else "both bettings")
            opener = left_alone(pot, seats, opener_at, end)
            paid = sum(pot.paid.values())
            outcomes[reading] = (pot.round, pot.winners, pot.pool)
            if end == "nobody opens" or (end == "none in" and reading == "nobody comes in"):
                assert (pot.round, pot.winners, pot.phase) == (2, (), "opening")
                assert pot.pool == paid == len(seats) * 3 + (2 if end == "none in" else 0)  # the antes, a chip each, his bet
                assert pot.steps[-1].note.startswith("Nobody opened" if end == "nobody opens" else "Nobody came in")
            else:
                assert (pot.round, pot.winners) == (1, (opener,)) and pot.payouts[opener] == paid
        differ = end == "none in"
        assert (outcomes["nobody opens"] != outcomes["nobody comes in"]) == differ, outcomes
        if end == "nobody opens":
            break


# --- 1895:24: every hand at the show foul --------------------------------------------------------


def play_to_show(pot: JackPot, seats) -> list[str]:
    """Everyone comes in, draws and bets a chip: the hands go to the show."""
    opener = pot.to_act
    pot.open(opener, 1)
    for player in in_turn(seats, opener)[1:]:
        pot.come_in(player, 1)
    for player in in_turn(seats, pot.age):
        pot.draw(player, 1)
    for player in in_turn(seats, opener):
        pot.bet(player, 1)
    return list(seats)


@pytest.mark.law("1895:24")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
def test_every_hand_foul_carries_the_jack_pot_with_or_without_a_chip(seats, age) -> None:
    for reading in READINGS["all_foul"]:
        pot = pot_of(seats, age, all_foul=reading)
        at_show = play_to_show(pot, seats)
        before = pot.pool
        assert pot.showdown({}, foul=at_show) == {}
        added = len(seats) if reading == "add a chip" else 0
        assert (pot.round, pot.pool, pot.winners) == (2, before + added, ())


# --- 1895:32: the opener out after the draw ----------------------------------------------------------


@pytest.mark.law("1895:32", "1895:37")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
def test_the_first_bet_without_the_opener(seats, age) -> None:
    """The opener found false after the draw, another hand having openers: who bets first."""
    for reading in READINGS["opener_out"]:
        pot = pot_of(seats, age, opener_out=reading)
        opener = pot.to_act
        pot.open(opener, 1)
        for player in in_turn(seats, opener)[1:]:
            pot.come_in(player, 1)
        for player in in_turn(seats, pot.age):
            pot.draw(player, 1)
        others = [p for p in seats if p != opener]
        pack = iter(["QH QS 8C 5D 3S", "8H 8S 6C 5C 3D", "AH KD 7S 4C 2D", "7H 6S 5H 4S 2H", "KH JD 9C 6D 3C"])
        assert pot.show_openers(NO_OPENERS, hands={p: next(pack) for p in others}) is False
        start = opener if reading == "opener's left" else age
        expected = next(p for p in in_turn(seats, start) if p != opener)
        assert pot.first_to_bet == pot.to_act == expected
        order = [p for p in in_turn(seats, expected) if p != opener]
        assert pot.last_to_bet == order[-1]


# --- 1895:35: the penalty; which game he retires from ----------------------------------------------


@pytest.mark.law("1895:35")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
@pytest.mark.parametrize("bet", [1, 3])
def test_the_penalty_is_the_jack_pot_he_entered_or_the_jack_pot_at_the_error(seats, age, bet) -> None:
    for reading in READINGS["penalty"]:
        pot = pot_of(seats, age, penalty=reading)
        opener = pot.to_act
        entered = pot.pool
        pot.open(opener, bet)
        pot.come_in(in_turn(seats, opener)[1], bet)
        at_error = pot.pool
        paid = pot.paid[opener]
        pot.show_openers(NO_OPENERS)
        penalty = entered if reading == "entered" else at_error
        assert pot.paid[opener] == paid + penalty


@pytest.mark.law("1895:35")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
def test_retired_from_the_round_or_from_the_jack_pot(seats, age) -> None:
    for reading in READINGS["game"]:
        pot = pot_of(seats, age, game=reading)
        opener = pot.to_act
        pot.open(opener, 1)
        pot.show_openers(NO_OPENERS)
        while pot.round == 1:  # nobody opens in his place: a second round
            pot.pass_(pot.to_act)
        if reading == "deal":
            assert opener in pot.opening_order and not pot.out
        else:
            assert opener not in pot.opening_order and opener in pot.out
            with pytest.raises(OnceOut):
                pot.open(opener, 1)
            # he added no chip to the second round: his ante, his forfeit bet and his penalty
            assert pot.paid[opener] == 2 + 1 + 2 * len(seats)


@pytest.mark.law("1895:35", "1895:36")
def test_the_last_player_left_in_the_jack_pot_takes_it() -> None:
    for reading in READINGS["game"]:
        pot = pot_of(["A", "B", "C"], "A", game=reading)
        pot.open("A", 1); pot.drop("B"); pot.come_in("C", 1)  # fmt: skip
        pot.show_openers(NO_OPENERS)  # A retires; B has dropped; C may open in his place, and passes
        pot.pass_("C")
        if reading == "deal":
            assert (pot.round, pot.phase, pot.winners) == (2, "opening", ())
        else:  # out of the jack-pot, A and B add no chip, and C alone is left in it
            assert (pot.round, pot.winners, pot.payouts) == (2, ("C",), {"C": pot.paid["A"] + pot.paid["B"] + pot.paid["C"]})


# --- 1895:36: who may open in his place; his bet --------------------------------------------------


@pytest.mark.law("1895:36")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
def test_who_may_open_after_a_false_opening_before_the_draw(seats, age) -> None:
    for position in range(len(seats)):
        for reading in READINGS["reopen"]:
            pot = pot_of(seats, age, reopen=reading)
            turn = in_turn(seats, age)
            for player in turn[:position]:
                pot.pass_(player)
            opener = turn[position]
            pot.open(opener, 1)
            pot.show_openers(NO_OPENERS)
            after = turn[position + 1 :]
            expected = after if reading == "after him" else in_turn(seats, opener)[1:]
            if not expected:  # nobody can open in his place: rule 29, a second round
                assert pot.round == 2
            else:
                assert pot.opening_order == tuple(expected)


@pytest.mark.law("1895:36")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
@pytest.mark.parametrize("bet", [1, 4])
def test_the_false_openers_bet_forfeit_or_returned(seats, age, bet) -> None:
    for reading in READINGS["false_bet"]:
        pot = pot_of(seats, age, false_bet=reading)
        opener = pot.to_act
        entered = pot.pool
        pot.open(opener, bet)
        followers = in_turn(seats, opener)[1:]
        for player in followers:
            pot.come_in(player, bet)
        pot.show_openers(NO_OPENERS)
        kept = bet if reading == "forfeit" else 0
        assert pot.paid[opener] == 2 + kept + entered
        assert all(pot.paid[p] == 2 for p in followers)  # the others' bets are returned either way


# --- 1895:37: that round of jack-pots ------------------------------------------------------------------


@pytest.mark.law("1895:37")
@pytest.mark.parametrize(("seats", "age"), tables_and_ages())
@pytest.mark.parametrize("rounds", [1, 2])
def test_the_deal_or_the_whole_jack_pot_is_void(seats, age, rounds) -> None:
    for reading in READINGS["void"]:
        pot = pot_of(seats, age, void=reading)
        for _ in range(rounds - 1):  # a round nobody opens: each adds a chip
            for player in list(pot.opening_order):
                pot.pass_(player)
        antes = dict(pot.paid)
        opener = pot.to_act
        pot.open(opener, 2)
        for player in in_turn(seats, opener)[1:]:
            pot.come_in(player, 2)
        for player in in_turn(seats, pot.age):
            pot.draw(player, 1)
        penalty = sum(antes.values())
        pot.show_openers(NO_OPENERS, hands=_one_pack([p for p in seats if p != opener]))
        assert pot.round == rounds + 1
        if reading == "deal":
            assert pot.paid == {p: antes[p] + (penalty if p == opener else 0) for p in seats}
        else:
            assert pot.paid == {p: penalty if p == opener else 0 for p in seats}
            assert pot.pool == penalty


def _one_pack(players: list[str]) -> dict[str, str]:
    """A hand without openers for each of *players*, no card in two of them."""
    pack = ["8H 8S 6C 5D 3S", "AH KD 7S 5C 2D", "7H 6S 4C 3D 2C", "KH QD 8C 6D 4H", "AS QC TC 6H 3H"]
    return {p: pack[i] for i, p in enumerate(players)}


def _after_the_draw(ante: int, rulings: JackPotRulings) -> JackPot:
    """A jack-pot of A, B and C: A opens with 1, B and C come in, and all three stand pat; A bets first."""
    pot = JackPot(["A", "B", "C"], age="A", ante=ante, rulings=rulings)
    pot.open("A", 1); pot.come_in("B", 1); pot.come_in("C", 1)  # fmt: skip
    for player in "ABC":
        pot.draw(player, 0)
    return pot


@pytest.mark.law("1895:35")
@pytest.mark.parametrize("penalty_to", ["this jack-pot", "next jack-pot"])
def test_the_penalty_goes_into_the_jack_pot_in_play_or_is_set_apart(penalty_to: str) -> None:
    pot = _after_the_draw(2, JackPotRulings(penalty_to=penalty_to))
    pot.bet("A", 1); pot.bet("B", 1); pot.bet("C", 1)  # fmt: skip
    # found at the show: B holds openers, so the play goes on without A (1895:37), and B wins
    assert pot.show_openers("9H 9S 7C 4D 2S", hands={"B": "JH JS 6C 5D 3S", "C": "AH KD 7S 5C 2D"}) is False
    pot.showdown({"B": "JH JS 6C 5D 3S", "C": "AH KD 7S 5C 2D"})
    penalty = 6  # the jack-pot A entered: the antes
    paid = sum(pot.paid.values())
    if penalty_to == "this jack-pot":
        assert pot.payouts == {"B": paid} and pot.set_aside == 0
    else:
        assert pot.payouts == {"B": paid - penalty} and pot.set_aside == penalty
        assert any("set apart" in step.note for step in pot.steps)


@pytest.mark.law("1895:36")
@pytest.mark.parametrize("came_in", ["returned", "stay"])
def test_the_bets_of_those_who_came_in_after_a_false_opening(came_in: str) -> None:
    pot = JackPot(["A", "B", "C", "D"], age="A", ante=2, rulings=JackPotRulings(came_in=came_in))
    pot.pass_("A"); pot.open("B", 3); pot.come_in("C", 3); pot.come_in("D", 5)  # fmt: skip
    assert pot.show_openers("TH TS 7C 4D 2S") is False  # found before the draw
    back = {"C": 3, "D": 5} if came_in == "returned" else {"C": 0, "D": 0}
    assert {p: 2 + {"C": 3, "D": 5}[p] - pot.paid[p] for p in "CD"} == back
    assert pot.bets["C"] == pot.bets["D"] == 0


@pytest.mark.law("1895:37")
@pytest.mark.parametrize("any_hand", ["every hand", "still in"])
def test_a_dropped_hand_with_openers_saves_the_round_or_not(any_hand: str) -> None:
    pot = _after_the_draw(1, JackPotRulings(any_hand=any_hand))
    pot.bet("A", 1); pot.drop("B"); pot.bet("C", 1)  # fmt: skip  # B stood pat on jacks, then dropped
    hands = {"B": "JH JS 6C 5D 3S", "C": "AH KD 7S 5C 2D"}
    assert pot.show_openers("9H 9S 7C 4D 2S", hands=hands) is False  # A opened on nines
    if any_hand == "every hand":  # "no hand has a pair of openers" is false: B's hand has; the play goes on
        assert pot.round == 1 and pot.winners == ("C",)
    else:
        assert pot.round == 2 and not pot.winners


@pytest.mark.law("1895:36", "1895:37")
@pytest.mark.parametrize("after_draw", ["goes on", "opens"])
def test_an_error_found_after_the_draw_with_openers_in_a_hand_is_the_ruling_on_36(after_draw: str) -> None:
    """Rule 36 has no words of time; rule 37 voids the round after the draw only if "no hand has a pair of openers".
    A opened on nines; after the draw, before any bet, the error is found, and C holds jacks: by the ruling on 36
    (``after_draw``) the play goes on without A, the first bet falling on his left (B), or C opens in his place and
    bets first. The step cites the ruling, not words rule 37 does not have."""
    pot = JackPot(["A", "B", "C", "D"], age="D", ante=1, rulings=JackPotRulings(after_draw=after_draw))
    pot.pass_("D"); pot.open("A", 1); pot.come_in("B", 1); pot.come_in("C", 1); pot.drop("D")  # fmt: skip
    pot.draw("A", 3); pot.draw("B", 1); pot.draw("C", 2)  # fmt: skip
    hands = {"B": "8H 8S 6C 5D 3S", "C": "JH JD 7S 5C 2D"}
    assert pot.show_openers("9H 9S 7C 4D 2S", hands=hands) is False
    step = str(pot.steps[-1])
    assert "(the ruling on 1895:36, after_draw)" in step and "not null and void" in step
    assert pot.round == 1 and "A" in pot.out
    if after_draw == "goes on":
        assert pot.first_to_bet == "B" and "the play goes on without A" in step
    else:
        assert pot.opener == pot.first_to_bet == "C" and "C opens in his place" in step


@pytest.mark.law("1895:30", "1895:36")
@pytest.mark.parametrize("coming_in", ["round the table", "after him"])
def test_who_can_come_in_after_the_opener_is_a_ruling_with_rule_36s_readings(coming_in: str) -> None:
    """Rule 30's "After the opener to the left of him all of the players can come in" and rule 36's "to the left of the
    putative opener" are the same words: each reach is a ruling with the same two readings (``coming_in``, ``reopen``).
    A passed before B opened: round the table he can still come in; after him, he is out of the round."""
    from pokerlaws.readings import readings_of

    assert set(readings_of(JackPotRulings, "coming_in")) == set(readings_of(JackPotRulings, "reopen"))
    pot = JackPot(["A", "B", "C", "D"], age="A", ante=1, rulings=JackPotRulings(coming_in=coming_in))
    pot.pass_("A"); pot.open("B", 2); pot.come_in("C", 2); pot.come_in("D", 2)  # fmt: skip
    if coming_in == "round the table":
        assert pot.to_act == "A" and pot.can_come_in("A", 2)
    else:
        assert "A" in pot.out and pot.phase == "the draw"
        assert any("(the ruling on 1895:30, coming_in)" in str(step) for step in pot.steps)


@pytest.mark.law("1895:38")
@pytest.mark.parametrize(("opener_draw", "refused"), [("no straight or flush", True), ("one card to four", False)])
def test_a_draw_for_a_flush_of_two_cards_to_three_is_a_reading(opener_draw: str, refused: bool) -> None:
    """1895:38 gives no count of cards for "drawing for a straight or a flush": keeping JH 10H 9H from JH JS 10H 9H 2C
    and drawing two is such a draw by the default, and is not by the narrower reading ("one card to four")."""
    from pokerlaws.cards import parse_cards
    from pokerlaws.errors import OpenerDraw
    from pokerlaws.hands import get_ruleset
    from pokerlaws.jackpot.openers import check_opener_draw

    hand, thrown = parse_cards("JH JS TH 9H 2C"), parse_cards("JS 2C")
    if refused:
        with pytest.raises(OpenerDraw, match="draw for a flush"):
            check_opener_draw("A", hand, thrown, get_ruleset("american-writers"), opener_draw)
    else:
        check_opener_draw("A", hand, thrown, get_ruleset("american-writers"), opener_draw)
    four = parse_cards("JS")  # keeping JH TH 9H 2H, four to a flush: refused under both
    with pytest.raises(OpenerDraw):
        check_opener_draw("A", parse_cards("JH JS TH 9H 2H"), four, get_ruleset("american-writers"), opener_draw)


# --- 1895:33 R4: what a hand at the show takes when the bets after the draw are unequal -------------


@pytest.mark.law("1895:33")
@pytest.mark.parametrize(
    ("short_claim", "payouts"),
    [
        ("the whole pool", {"C": 17}),
        ("show for that amount", {"C": 13, "B": 1, "A": 3}),  # B's jacks claim 1 of A's unmet 4, as 1882:60's show
        ("excess returned", {"A": 4, "C": 13}),
    ],
)
def test_a_hand_shown_with_less_takes_the_pool_or_its_claim(short_claim: str, payouts: dict[str, int]) -> None:
    """The second scholar's review (issue 28, item 2): after the draw B bets 1, C bets 1, A raises to 5 and the
    betting is over (1895:33 R1); C's best hand took all 17, A's 4 that nobody met included, by no ruling."""
    pot = JackPot(["A", "B", "C", "D"], age="A", rulings=JackPotRulings(short_claim=short_claim))
    pot.pass_("A"); pot.open("B", 2); pot.come_in("C", 2); pot.drop("D"); pot.come_in("A", 2)  # fmt: skip
    for player in "ABC":
        pot.draw(player, 1)
    pot.bet("B", 1); pot.bet("C", 1); pot.bet("A", 5)  # fmt: skip
    assert pot.phase == "the show" and pot.pool == 17
    won = pot.showdown({"A": "TH TS 7C 4D 2S", "B": "JH JS 8D 5C 3H", "C": "AH 9H 6H 4H 2H"})
    assert won == payouts and sum(won.values()) == 17 and pot.payouts == payouts
    if short_claim != "the whole pool":
        assert pot.steps[-1].laws == ("1895:24", "1895:33") and short_claim in pot.steps[-1].note
