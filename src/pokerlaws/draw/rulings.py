"""The records of the draw: the rulings in force, the steps done, the gatherings made.

[`DrawRulings`][pokerlaws.draw.DrawRulings] holds the edition's rulings
where [foster:1][foster-1] to [foster:6][foster-6] do not decide; each act
is one [`Step`][pokerlaws.table.Step], the engine's one record of an act,
with the cards it moved; and
[`Reshuffle`][pokerlaws.draw.Reshuffle] is one gathering of the discards,
enough to replay it. Beside them, the few words every part of the draw uses to
write its steps. (Each ``can_…`` of the draw asks its ``verify_…`` through
[`accepts`][pokerlaws.errors.accepts], as every part of the engine does.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pokerlaws.cards import Card
from pokerlaws.citations import implements
from pokerlaws.messages import quote
from pokerlaws.readings import Rulings, reading
from pokerlaws.table.interval import in_turn

__all__ = ["HAND_SIZE", "DrawRulings", "Reshuffle", "as_card", "is_count", "show"]

HAND_SIZE = 5
"""The cards of a hand, before the draw and after it."""


@implements("foster:1", "foster:2", "foster:4", "foster:6")
@dataclass(frozen=True)
class DrawRulings(Rulings):
    """The edition's rulings where [foster:1][foster-1] to [foster:6][foster-6] do not decide.

    Attributes:
        keep_back: how many cards the dealer leaves in the pack: when only so
            many remain and more are wanted, the discards and abandoned hands
            are gathered, with the cards remaining, shuffled and cut
            ([foster:6][foster-6]). Default 2, the letter: "When only two
            cards remain"; 1 keeps back only the last card, which the first
            sentence of the law alone requires. At least 1.
        replace_after_dealer: whether "until all the other players have been
            helped" ([foster:2][foster-2]) includes the dealer's own draw, so
            that the replacement of an exposed card comes after the dealer has
            helped himself (default True: the dealer is a player, and the rule
            is meant to keep the dealer from altering the run of the cards).
            False: replacements are given before the dealer draws.
        discard_ahead: whether the custom of all the players discarding
            before any cards are given out is allowed, and recorded as "not
            good poker" (default True: the text blames it but lays down no
            penalty), or refused with a
            [`DiscardRefused`][pokerlaws.errors.DiscardRefused] (False).
        surplus_after_next_helped: whether a surplus the dealer gave, which
            the player discovers before taking up or looking at his cards, is
            withdrawn even after the next player has been helped. Default True,
            the letter: [foster:4][foster-4] governs the dealer's error and
            names no other condition; [foster:3][foster-3], whose "if the next
            player has been helped" this is, governs the player's own error
            (an incorrect number asked for and given him), so the two do not
            conflict. The surplus goes on the top of the pack; players helped
            meanwhile keep what they were given, so the cards no longer run
            as they would have. False: only until the next player is helped;
            after that he must take them, as if under [foster:3][foster-3].
        max_reshuffles: how many times in one draw the discards may be
            gathered (default None: whenever two cards remain and cards are
            wanted, as long as there is something to gather). 1: once; after
            that the pack may run out, and whoever lacks cards then holds fewer
            than five, which is foul ([foster:4][foster-4]).
        dealer_not_drawn: what the dealer answers a player who asks "how many
            cards he took" ([foster:1][foster-1]) before he has drawn, or when
            he is out of the play. ``"refused"`` (default): there is no draw of
            his to tell yet, and the question is refused
            ([`QuestionRefused`][pokerlaws.errors.QuestionRefused]); ``"none"``:
            he answers 0 cards, the number he has taken so far.
        incorrect: which demand is "an incorrect number of cards"
            ([foster:3][foster-3]), that the player may correct until the next
            player has been helped. ``"wanted"`` (default): any number other
            than the one his hand wanted, a demand that matches his discard
            included, as in the text's own example of a draw of three to a
            pair that was triplets. ``"discard"``: only a number other than the
            cards he discarded; a demand that matches them is not incorrect,
            and he must take what he asked for
            ([`MustTakeThem`][pokerlaws.errors.MustTakeThem]).
        next_helped: when "the next player has been helped"
            ([foster:3][foster-3]; also the condition of
            *surplus_after_next_helped* False). ``"card given"`` (default): a
            card has been given to another player since this one was served,
            for to be helped is to be given cards. ``"turn passed"``: the next
            player in the turn of the draw has had his turn, whether he was
            given cards or stood pat; the last player to draw has no next
            player.
        dealer_supplies: whether the dealer who gave himself fewer cards than
            he announced supplies the deficiency like any player
            ([foster:4][foster-4]: "Should the dealer give a player fewer
            cards than he asks for, he must supply the deficiency"). Default
            True: the dealer is a player, and his announcement
            ([foster:1][foster-1]) is his demand. False: the dealer asks no
            one, so he plays the cards he gave himself, and a hand of fewer
            than five is foul at the close.
        two_remaining: where the two cards that remain go when the discards
            and abandoned hands are gathered ([foster:6][foster-6]).
            ``"gathered"`` (default): they are gathered, shuffled and cut with
            them, so the last card of the pack is never dealt from its place.
            ``"on top"``: only the cards named are gathered, shuffled and cut,
            and put under the two, which are dealt first. ``"set aside"``: the
            two are laid aside, out of the deal, and the deal is completed
            from the gathered cards alone
            ([`set_aside`][pokerlaws.draw.view.DrawView.set_aside]).
        gather_exposed: whether a card exposed in the draw, which lies with
            the discards ([foster:2][foster-2]), is gathered with them
            ([foster:6][foster-6]) and may be given again, even to the player
            who must not take it (default True: gathered, it is a card of the
            new pack like any other). False: it stays out of every gathering,
            with the discards on the table.

        passed_out_hands: what becomes of the hands of players who did not
            make good their ante and passed out before the draw: they are
            ``"abandoned"`` hands (default), gathered with the discards when
            only two cards remain ([foster:6][foster-6]); or they are
            ``"set aside"``, out of the deal and never gathered, the account
            calling "abandon" only what a player gives up in the play, a foul
            hand ([foster:4][foster-4]: "he must abandon it") or a hand thrown
            down in the betting ([foster:9][foster-9]: "abandon his hand")
            (the editorial ruling on [foster:6][foster-6];
            [`set_aside`][pokerlaws.draw.view.DrawView.set_aside]).
        age_seat: where the age sits, whose draw comes first (foster:1,
            "beginning with the age") and on whose left the first bet after
            it is made ([foster:7][foster-7]): on the ``"dealer's left"``
            (default: the player the deal reaches first, as the word is used
            in the card-playing of the account's day), or on the ``"dealer's
            right"``, the seat of the pone, who cuts; the account places
            neither (the editorial ruling on [foster:1][foster-1]).
            [`age_of`][pokerlaws.draw.DrawRulings.age_of] gives the seat; the
            pone sits on the dealer's right under either.
        turn: the way the turn of the draw passes from the age ("each
            player in turn", [foster:1][foster-1]), and the deal before the
            draw with it, one card at a time from the age
            ([`deal_hands`][pokerlaws.draw.deal_hands]): to the ``"left"``
            (default: the betting's direction, "the player next on his left",
            [foster:8][foster-8], taken for the draw by analogy), so that with
            the age on the dealer's left the dealer draws last; or to the
            ``"right"`` (the editorial ruling on [foster:1][foster-1]).
            [`turn_of`][pokerlaws.draw.DrawRulings.turn_of] gives the turn.

    Raises:
        ValueError: *keep_back* below 1, *max_reshuffles* negative, a field
            that is True or False given anything else (``"no"`` is not False),
            or a reading not among a field's readings.

    Examples:
        >>> from pokerlaws.draw.game import DrawRulings
        >>> DrawRulings()
        DrawRulings(keep_back=2, replace_after_dealer=True, discard_ahead=True, surplus_after_next_helped=True, max_reshuffles=None, dealer_not_drawn='refused', incorrect='wanted', next_helped='card given', dealer_supplies=True, two_remaining='gathered', gather_exposed=True, age_seat="dealer's left", passed_out_hands='abandoned', turn='left')
        >>> DrawRulings(incorrect="asked")
        Traceback (most recent call last):
        ...
        ValueError: incorrect must be one of "wanted", "discard", not 'asked'
        >>> DrawRulings(keep_back=0)
        Traceback (most recent call last):
        ...
        ValueError: keep_back must be at least 1: the last card of the pack is never dealt, not 0
        >>> DrawRulings(discard_ahead="no")
        Traceback (most recent call last):
        ...
        ValueError: discard_ahead must be True or False, not 'no'
    """

    keep_back: int = reading(2, 1, open=True)
    replace_after_dealer: bool = reading(True, False)
    discard_ahead: bool = reading(True, False)
    surplus_after_next_helped: bool = reading(True, False)
    max_reshuffles: int | None = reading(None, 1, 2, open=True)
    dealer_not_drawn: str = reading("refused", "none")
    incorrect: str = reading("wanted", "discard")
    next_helped: str = reading("card given", "turn passed")
    dealer_supplies: bool = reading(True, False)
    two_remaining: str = reading("gathered", "on top", "set aside")
    gather_exposed: bool = reading(True, False)
    age_seat: str = reading("dealer's left", "dealer's right")
    passed_out_hands: str = reading("abandoned", "set aside")
    turn: str = reading("left", "right")

    def __post_init__(self) -> None:
        if not is_count(self.keep_back) or self.keep_back < 1:
            raise ValueError(f"keep_back must be at least 1: the last card of the pack is never dealt, not {quote(self.keep_back)}")
        super().__post_init__()
        if self.max_reshuffles is not None and not is_count(self.max_reshuffles):
            raise ValueError(f"max_reshuffles must be None or a whole number from 0, not {quote(self.max_reshuffles)}")

    def age_of(self, seats: Sequence[str], dealer: str) -> str:
        """The age at a table whose *seats* are in seat order (each on the left of the one before), *dealer* dealing:
        the seat on his left or on his right, as *age_seat* says (the ruling on [foster:1][foster-1]).

        Raises:
            ValueError: *dealer* is not one of *seats*.

        Examples:
            >>> from pokerlaws.draw import DrawRulings
            >>> DrawRulings().age_of(["A", "B", "C", "D"], "B"), DrawRulings(age_seat="dealer's right").age_of(["A", "B", "C", "D"], "B")
            ('C', 'A')
        """
        return in_turn(seats, dealer, "left" if self.age_seat == "dealer's left" else "right")[1]

    def turn_of(self, seats: Sequence[str], dealer: str) -> tuple[str, ...]:
        """Every seat of a table whose *seats* are in seat order, *dealer* dealing, in the turn of the deal and of
        the draw: from the age ([`age_of`][pokerlaws.draw.DrawRulings.age_of]) to the left or the right, as
        *turn* says (the rulings on [foster:1][foster-1]).

        Raises:
            ValueError: *dealer* is not one of *seats*.

        Examples:
            >>> from pokerlaws.draw import DrawRulings
            >>> DrawRulings().turn_of(["A", "B", "C", "D"], "D"), DrawRulings(turn="right").turn_of(["A", "B", "C", "D"], "D")
            (('A', 'B', 'C', 'D'), ('A', 'D', 'C', 'B'))
            >>> DrawRulings(age_seat="dealer's right", turn="right").turn_of(["A", "B", "C", "D"], "D")
            ('C', 'B', 'A', 'D')
        """
        return in_turn(seats, self.age_of(seats, dealer), self.turn)


@implements("foster:6")
@dataclass(frozen=True)
class Reshuffle:
    """A gathering of the discards and abandoned hands, shuffled and cut ([foster:6][foster-6]).

    Enough to replay it: the same *order* and *cut* give the same pack.

    Attributes:
        gathered: the cards gathered, in the order gathered: the discards as
            they were laid down, the abandoned hands, then the cards remaining
            in the pack, top first (these only under
            [`DrawRulings.two_remaining`][pokerlaws.draw.DrawRulings]
            ``"gathered"``, the default).
        order: the same cards after shuffling, top first.
        cut: how many cards the pone lifted off the top; they go under the rest.
        pack: the new pack, top first: ``order[cut:] + order[:cut]``, under
            the two cards that remained if they go ``"on top"``.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H")
        >>> draw.discard("A", "2C 3C"); draw.ask("A", 2); draw.give()
        >>> draw.reshuffle(order="7H 3C 2C 7D", cut=1)
        >>> draw.reshuffles[0]
        Reshuffle(gathered=(Card('2C'), Card('3C'), Card('7D'), Card('7H')),
                  order=(Card('7H'), Card('3C'), Card('2C'), Card('7D')),
                  cut=1,
                  pack=(Card('3C'), Card('2C'), Card('7D'), Card('7H')))
    """

    gathered: tuple[Card, ...]
    order: tuple[Card, ...]
    cut: int
    pack: tuple[Card, ...]




def is_count(n: object) -> bool:
    """Whether *n* is a whole number of cards (0 or more), a `bool` excepted.

    Examples:
        >>> from pokerlaws.draw.rulings import is_count
        >>> is_count(0), is_count(-1), is_count(True), is_count(2.0)
        (True, False, False, False)
    """
    return isinstance(n, int) and not isinstance(n, bool) and n >= 0


def as_card(card: str | Card) -> Card:
    """*card* as a [`Card`][pokerlaws.cards.Card].

    Raises:
        InvalidCard: *card* is text that names no card.

    Examples:
        >>> from pokerlaws.draw.rulings import as_card
        >>> as_card("7H")
        Card('7H')
    """
    return card if isinstance(card, Card) else Card.parse(card)


def show(cards: Iterable[Card]) -> str:
    """Cards as a step writes them: ``2C 3C``, or ``nothing``.

    Examples:
        >>> from pokerlaws.draw.rulings import show
        >>> from pokerlaws import parse_cards
        >>> show(parse_cards("2C 3C")), show(())
        ('2C 3C', 'nothing')
    """
    return " ".join(map(str, cards)) or "nothing"
