"""What a draw shows: the pack, the discards, each player's cards, the steps.

A [`DrawView`][pokerlaws.draw.view.DrawView] reads the
[`Table`][pokerlaws.draw.state.Table] of a draw and changes nothing; a
[`Draw`][pokerlaws.draw.Draw] is such a view that can also act, as a
`MutableMapping` is a `Mapping` that can also be changed. Everything here is
read through a `Draw`.
"""

from __future__ import annotations

from pokerlaws.cards import Card
from pokerlaws.draw.rulings import Reshuffle
from pokerlaws.draw.state import Table
from pokerlaws.table import Step

__all__ = ["DrawView"]


class DrawView(Table):
    """The draw as the table shows it, read only: a base of [`Draw`][pokerlaws.draw.Draw].

    Whose turn it is, what the draw waits for and what a gathering would take
    up are the table's own ([`to_act`][pokerlaws.draw.state.Table.to_act],
    [`next_act`][pokerlaws.draw.state.Table.next_act],
    [`gathered`][pokerlaws.draw.state.Table.gathered]), for every act asks them.

    Args: as [`Draw`][pokerlaws.draw.Draw] takes them.

    Examples:
        >>> from pokerlaws.draw.view import DrawView
        >>> view = DrawView(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H")
        >>> view.age, view.to_act, view.next_act, view.pack
        ('A', 'A', 'ask', (Card('7C'), Card('7D'), Card('7H')))
    """

    @property
    def foul(self) -> dict[str, tuple[Card, ...]]:
        """Each player whose hand is foul, and the cards he abandoned ([foster:3][foster-3], [foster:4][foster-4]).

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.discard("A", "2C 2H"); draw.ask("A", 3); draw.give()   # one too many ...
            >>> draw.take_up("A"); draw.foul                                 # ... taken up
            {'A': (Card('3C'), Card('3H'), Card('4C'), Card('4H'), Card('4S'), Card('5C'))}
        """
        return self._foul

    @property
    def reshuffles(self) -> list[Reshuffle]:
        """Every gathering of the discards, in order ([foster:6][foster-6]); see [`Reshuffle`][pokerlaws.draw.Reshuffle]."""
        return self._reshuffles

    @property
    def steps(self) -> list[Step]:
        """Every act done, in order: a [`Step`][pokerlaws.table.Step] each, with the cards it moved.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C 3C")
            >>> print(*draw.steps, sep="\\n")
            1. A discards 2C 3C [foster:2]
            2. A asks for 2 cards, having discarded 2 [foster:1, foster:2]
            3. D gives A 2 cards from the top [foster:2]
            >>> draw.steps[2].cards
            (Card('7C'), Card('7D'))
        """
        return self._steps

    @property
    def closed(self) -> bool:
        """Whether the draw is over (see [`close`][pokerlaws.draw.Draw.close])."""
        return self._closed

    @property
    def pack(self) -> tuple[Card, ...]:
        """The cards in the pack, top first.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C")
            >>> draw.pack[:2], len(draw.pack)
            ((Card('7D'), Card('7H')), 31)
        """
        return tuple(self._pack)

    @property
    def discards(self) -> tuple[Card, ...]:
        """The discards on the table, as they were laid down (faced and exposed cards among them).

        Examples:
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H 7S")
            >>> draw.serve("A", "2C 3C"); draw.faced("7H")      # A is given 7C 7D; 7H is found faced
            >>> draw.discards
            (Card('2C'), Card('3C'), Card('7H'))
        """
        return tuple(self._discards)

    @property
    def abandoned(self) -> tuple[Card, ...]:
        """The abandoned hands: those of players who did not make good their ante (by the ruling on
        [foster:6][foster-6], ``DrawRulings.passed_out_hands``), then foul hands.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK, players=["A", "C", "D"]).abandoned
            (Card('2D'), Card('3D'), Card('4D'), Card('5D'), Card('6D'))
        """
        return tuple(self._abandoned)

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        """Each player's cards, in the turn of the draw: those he holds, then those given him and not yet taken up.

        A foul hand is abandoned: its player holds nothing (see
        [`foul`][pokerlaws.draw.view.DrawView.foul]).

        Returns:
            ``{player: cards}``: five cards each in a regular draw.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK, players=["A", "D"])
            >>> draw.serve("A", "2C 3C")
            >>> draw.hands
            {'A': (Card('4C'), Card('5C'), Card('6C'), Card('7C'), Card('7D')), 'D': (Card('2S'), Card('3S'), Card('4S'), Card('5S'), Card('6S'))}
        """
        return {p: (*seat.hand, *seat.in_transit) for p, seat in self._seat.items()}

    @property
    def in_transit(self) -> dict[str, tuple[Card, ...]]:
        """The cards given to each player and lying before him, not yet taken up.

        Examples:
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "4H 4S 5H 5S")
            >>> draw.serve("A", "2C")                # the 4H lies before him, not yet taken up
            >>> draw.in_transit
            {'A': (Card('4H'),), 'B': ()}
            >>> draw.take_up("A"); draw.in_transit["A"]
            ()
        """
        return {p: tuple(seat.in_transit) for p, seat in self._seat.items()}

    @property
    def announced(self) -> dict[str, int | None]:
        """The number each player asked for aloud, the dealer's own announced; None if not yet ([foster:1][foster-1]).

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.serve("A", "2C 3C"); draw.serve("B", "")
            >>> draw.announced
            {'A': 2, 'B': 0, 'C': None, 'D': None}
        """
        return {p: seat.announced for p, seat in self._seat.items()}

    @property
    def drew(self) -> dict[str, int]:
        """The number of cards each player drew: given him and kept, with replacements still due.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
            >>> draw.discard("A", "2C"); draw.ask("A", 1); draw.give(2)    # the dealer gives one too many
            >>> draw.announced["A"], draw.drew["A"]
            (1, 2)
        """
        return {p: seat.drew for p, seat in self._seat.items()}

    def cards(self) -> tuple[Card, ...]:
        """Every card of the draw, wherever it lies: hands, cards in transit, pack, discards, abandoned hands, cards set aside.

        Returns:
            The cards, each once: the same set after every act.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.serve("A", "2C 3C")
            >>> sorted(draw.cards()) == sorted(PACK)
            True
        """
        held = (c for seat in self._seat.values() for c in (*seat.hand, *seat.in_transit))
        return (*held, *self._pack, *self._discards, *self._abandoned, *self._set_aside)

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """The cards laid aside, out of the deal, at a gathering ([foster:6][foster-6]).

        Empty unless [`DrawRulings.two_remaining`][pokerlaws.draw.DrawRulings]
        is ``"set aside"``: then the two cards that remained when the discards
        were gathered; or ``passed_out_hands`` is ``"set aside"``: then, from
        the first, the hands of players who passed out before the draw.

        Examples:
            >>> from pokerlaws.draw.game import Draw, DrawRulings
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H",
            ...             rulings=DrawRulings(two_remaining="set aside"))
            >>> draw.serve("A", "2C 3C"); draw.reshuffle(order="3C 2C", cut=1)
            >>> draw.set_aside, draw.pack
            ((Card('7D'), Card('7H')), (Card('2C'), Card('3C')))
        """
        return tuple(self._set_aside)

    @property
    def finished(self) -> bool:
        """Whether every player has been helped, replacements included, and the draw may be closed.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
            >>> draw.serve("A", ""); draw.finished
            False
            >>> draw.serve("B", "2D"); draw.finished
            True
        """
        return self.next_act == "close"
