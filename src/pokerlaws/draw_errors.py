"""The errors of the draw: one class per offence, each naming the unit it offends.

Every one is a [`DrawError`][pokerlaws.draw_errors.DrawError], itself a
[`PokerLawError`][pokerlaws.errors.PokerLawError] (and so a `ValueError`). They
are imported, raised and shown as ``pokerlaws.draw.<Name>``: see
[`pokerlaws.draw`][pokerlaws.draw].

Examples:
    >>> from pokerlaws.draw import DrawError, DrawOutOfTurn
    >>> from pokerlaws.errors import OutOfTurn
    >>> issubclass(DrawOutOfTurn, OutOfTurn), DrawOutOfTurn.__module__
    (True, 'pokerlaws.draw')
"""

from __future__ import annotations

from pokerlaws.errors import OutOfTurn, PokerLawError

__all__ = [
    "BadRequest",
    "CardNotThere",
    "DiscardRefused",
    "DrawClosed",
    "DrawError",
    "DrawNotOver",
    "DrawOutOfTurn",
    "ExposedCardTaken",
    "LastCard",
    "MustTakeThem",
    "NotInTheDraw",
    "NothingOwed",
    "NumberNotAsked",
    "PackExhausted",
    "QuestionRefused",
    "ReshuffleRefused",
]


class DrawError(PokerLawError):
    """Base of the errors of the draw: an act the laws of the draw do not allow.

    Examples:
        >>> from pokerlaws.draw import DrawError, LastCard
        >>> issubclass(LastCard, DrawError), issubclass(DrawError, ValueError)
        (True, True)
    """


class BadRequest(DrawError):
    """A request the draw cannot read: a number of cards out of range, no card named, no shuffle given.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B"], dealer="B", pack=PACK).ask("A", 6)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.BadRequest: a player asks for 0 to 5 cards, not 6 [law foster:1]
    """


class DrawOutOfTurn(DrawError, OutOfTurn):
    """An act out of the turn of the draw ([foster:1][foster-1], [foster:2][foster-2]).

    The players ask in turn from the age; each receives his entire number
    before the next player is helped, and discards as he asks. Also an
    [`OutOfTurn`][pokerlaws.errors.OutOfTurn].

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B", "C"], dealer="C", pack=PACK).ask("B", 2)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.DrawOutOfTurn: it is A's turn to ask, not B's: each player asks in turn, beginning with the age (A) [law foster:1]
    """


class NotInTheDraw(DrawError):
    """A player who did not make good his ante ([foster:1][foster-1]), or whose hand is foul ([foster:4][foster-4]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B", "C"], dealer="C", pack=PACK, players=["B", "C"]).ask("A", 1)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.NotInTheDraw: A has not made good his ante: only those who have may draw cards [law foster:1]
    """


class NumberNotAsked(DrawError):
    """Cards given to a player who has not asked for them, or taken by a dealer who has not announced how many ([foster:1][foster-1]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B"], dealer="B", pack=PACK).give()
        Traceback (most recent call last):
        ...
        pokerlaws.draw.NumberNotAsked: A has not asked for the number of cards he wants; he must ask so that every player can hear [law foster:1]
    """


class CardNotThere(DrawError):
    """A card named in an act is not where the act needs it: in the player's hand, in the pack, or lying untouched before a player.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK).discard("A", "AS")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.CardNotThere: A does not hold AS (he holds 2C 3C 4C 5C 6C)
    """


class ExposedCardTaken(DrawError):
    """A player would take a card exposed in the draw ([foster:2][foster-2]): it is placed with the discards.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK)
        >>> draw.serve("A", "2C"); draw.expose("7C")
        >>> draw.take_exposed("A", "7C")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.ExposedCardTaken: 7C was exposed in the draw: it must not be taken by the player under any circumstances, but lies with the discards [law foster:2]
    """


class DiscardRefused(DrawError):
    """A discard at a time the laws do not allow ([foster:2][foster-2], [foster:3][foster-3]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw, DrawRules
        >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK, rules=DrawRules(discard_ahead=False))
        >>> draw.discard("B", "2D")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.DiscardRefused: B discards before his turn: discarding before any cards are given out is not good poker, and this table does not allow it [law foster:2]
    """


class MustTakeThem(DrawError):
    """A player would give back cards he must take ([foster:3][foster-3], [foster:4][foster-4]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
        >>> draw.serve("A", "")
        >>> draw.ask("B", 1); draw.give(2)         # the dealer gives himself one too many
        >>> draw.withdraw_surplus("B")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.MustTakeThem: the dealer gave himself 1 more than he announced: if the dealer gives himself more cards than he needs he is compelled to take them [law foster:3]
    """


class NothingOwed(DrawError):
    """A surplus, deficiency, replacement or correction is claimed where there is none ([foster:2][foster-2], [foster:3][foster-3], [foster:4][foster-4]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
        >>> draw.serve("A", "2C")
        >>> draw.make_good("A")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.NothingOwed: A has all the 1 card he asked for: there is no deficiency to supply [law foster:4]
    """


class LastCard(DrawError):
    """The dealer would deal the last card of the pack ([foster:6][foster-6]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H")
        >>> draw.discard("A", "2C 3C"); draw.ask("A", 2); draw.give()   # one card, then two remain
        >>> draw.give()
        Traceback (most recent call last):
        ...
        pokerlaws.draw.LastCard: only 2 cards remain in the pack and the last card must not be dealt: gather the discards and abandoned hands, shuffle them and present them to the pone (A) to be cut [law foster:6]
    """


class ReshuffleRefused(DrawError):
    """A reshuffle the laws do not call for, or an impossible shuffle or cut ([foster:2][foster-2], [foster:6][foster-6]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B"], dealer="B", pack=PACK).reshuffle(seed=1)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.ReshuffleRefused: 42 cards remain in the pack: the pack is not cut again, the cards are dealt from the top where the deal left off [law foster:2]
    """


class PackExhausted(DrawError):
    """Cards are wanted, two remain, and nothing can be gathered to complete the deal ([foster:6][foster-6]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D")
        >>> draw.ask("A", 1)                        # he asks before discarding: nothing lies on the table
        >>> draw.reshuffle(seed=1)
        Traceback (most recent call last):
        ...
        pokerlaws.draw.PackExhausted: only 2 cards remain and there are no discards or abandoned hands to gather: the deal cannot be completed [law foster:6]
    """


class QuestionRefused(DrawError):
    """A question about the draw that the dealer may not, or need not, answer ([foster:1][foster-1], [foster:5][foster-5]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B", "C"], dealer="C", pack=PACK)
        >>> draw.how_many("A", about="B")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.QuestionRefused: the dealer is not allowed to say how many cards he gave to any other player (B): each player must watch the draw for himself [law foster:5]
    """


class DrawClosed(DrawError):
    """An act of the draw after it is over.

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
        >>> draw.serve("A", ""); draw.serve("B", ""); draw.close()
        >>> draw.discard("A", "2C")
        Traceback (most recent call last):
        ...
        pokerlaws.draw.DrawClosed: the draw is over
    """


class DrawNotOver(DrawError):
    """The draw is closed before all who made good the ante have been supplied with cards ([foster:7][foster-7]).

    Examples:
        >>> from pokerlaws import PACK
        >>> from pokerlaws.draw import Draw
        >>> Draw.deal(["A", "B"], dealer="B", pack=PACK).close()
        Traceback (most recent call last):
        ...
        pokerlaws.draw.DrawNotOver: the draw is not over: A is still to ask for his cards [law foster:7]
    """


# The errors were defined in pokerlaws.draw before the draw was split, and that is
# still where callers import them from: tracebacks, pickles and the worked examples
# of the laws name them there, so they say so.
for _name in __all__:
    globals()[_name].__module__ = "pokerlaws.draw"
del _name
