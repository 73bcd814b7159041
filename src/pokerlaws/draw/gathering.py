"""The last card of the pack, and the gathering of the discards ([foster:6][foster-6]).

"The last card of the pack must not be dealt. When only two cards remain, the
discards and abandoned hands must be gathered, shuffled, and presented to the
pone to be cut, and the deal then completed." The
[`Table`][pokerlaws.draw.state.Table] keeps back the last cards whatever the
dealer gives, and says what a gathering would take up
([`gathered`][pokerlaws.draw.state.Table.gathered]); the gathering, shuffle
and cut are [`Gathering`][pokerlaws.draw.gathering.Gathering]'s: a part of a
[`Draw`][pokerlaws.draw.Draw], which inherits them and is how they are called.

Examples:
    >>> from pokerlaws.draw import Draw
    >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H")
    >>> draw.serve("A", "2C 3C")                 # one card given: two remain
    >>> draw.next_act, draw.gathered()
    ('reshuffle', (Card('2C'), Card('3C'), Card('7D'), Card('7H')))
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.draw.rulings import Reshuffle, is_count, show
from pokerlaws.draw.state import Table
from pokerlaws.errors import (
    BadRequest,
    PackExhausted,
    ReshuffleRefused,
    accepts,
)
from pokerlaws.messages import plural

__all__ = ["Gathering"]


@implements("foster:6")
class Gathering(Table):
    """When only two cards remain and more are wanted: gather, shuffle, cut ([foster:6][foster-6])."""

    @implements("foster:6")
    def reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> None:
        """When only two cards remain and more are wanted: gather, shuffle, cut, and go on ([foster:6][foster-6]).

        The discards (exposed and faced cards among them) and the abandoned
        hands are gathered with the cards remaining in the pack, shuffled, and
        presented to the pone to be cut; the deal is then completed from the
        new pack. Where the two remaining cards go, and whether exposed cards
        are gathered, are editorial readings
        ([`DrawRulings.two_remaining`][pokerlaws.draw.DrawRulings],
        [`DrawRulings.gather_exposed`][pokerlaws.draw.DrawRulings]): under
        ``"on top"`` the cut cards go under the two, under ``"set aside"`` the
        two are laid aside and the new pack is the cut cards alone. Shuffle and cut are inputs, so that a record replays
        exactly: give *order* and *cut*, or a *seed* for what is not given.

        Args:
            order: the gathered cards after shuffling, top first (see
                [`gathered`][pokerlaws.draw.Draw.gathered] for which).
            cut: how many cards the pone lifts off the top, 1 to one less than
                the number of cards; they go under the rest.
            seed: a seed for `random.Random`, which shuffles (if *order* is
                None) and picks the cut (if *cut* is None).

        Raises:
            ReshuffleRefused: more than two cards remain (the pack is not cut
                again, [foster:2][foster-2]); no card is wanted; an *order*
                that is not the gathered cards, or a *cut* out of range
                ([foster:6][foster-6]).
            PackExhausted: nothing to gather, or no more reshuffles allowed
                ([`DrawRulings.max_reshuffles`][pokerlaws.draw.DrawRulings]).
            BettingClosed: the draw is over.
            ValueError: neither *order* and *cut* nor a *seed*.

        Examples:
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw(["A", "B"], "B", {"A": "2C 3C 4C 5C 6C", "B": "2D 3D 4D 5D 6D"}, "7C 7D 7H 7S")
            >>> draw.serve("A", "2C 3C 4C")            # 2 of 3 given: two cards remain
            >>> draw.gathered()
            (Card('2C'), Card('3C'), Card('4C'), Card('7H'), Card('7S'))
            >>> draw.reshuffle(order="7S 4C 2C 7H 3C", cut=2)   # the pone lifts two
            >>> draw.pack
            (Card('2C'), Card('7H'), Card('3C'), Card('7S'), Card('4C'))
            >>> draw.give(); draw.hands["A"]             # all the discards were gathered: his own 2C comes back
            (Card('5C'), Card('6C'), Card('7C'), Card('7D'), Card('2C'))
        """
        gathered, shuffled, cut = self.verify_reshuffle(order, cut, seed=seed)
        remaining = tuple(self._pack)
        where = self.rulings.two_remaining
        pack = (*shuffled[cut:], *shuffled[:cut])
        if where == "on top":
            pack = (*remaining, *pack)
        elif where == "set aside":
            self._set_aside += remaining
        self._pack = list(pack)
        # an exposed card kept out of the gathering (DrawRulings.gather_exposed) stays with the discards
        self._discards = [c for c in self._discards if c not in gathered]
        self._abandoned.clear()
        self._exposed_cards = {c: p for c, p in self._exposed_cards.items() if c in self._discards}
        self._reshuffles.append(Reshuffle(gathered, shuffled, cut, pack))
        n = len(remaining)
        them = {
            "gathered": "gathers them with the discards and abandoned hands",
            "on top": "gathers the discards and abandoned hands, to go under them",
            "set aside": "sets them aside and gathers the discards and abandoned hands",
        }[where]
        self._record(
            self.dealer,
            "reshuffle",
            pack,
            ("foster:6",),
            f"only {n} card{plural(n)} remain{'s' if n == 1 else ''}: {self.dealer} {them}, {len(gathered)} cards, "
            f"shuffles them, and {self.pone}, the pone, cuts {cut}",
        )

    def verify_reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> tuple[tuple[Card, ...], tuple[Card, ...], int]:
        """Raise what [`reshuffle`][pokerlaws.draw.gathering.Gathering.reshuffle] would raise; else return the cards gathered, their shuffled order and the cut."""
        self._verify_open()
        if not self._at_last_cards():
            raise ReshuffleRefused(
                f"{len(self._pack)} cards remain in the pack: the pack is not cut again, the cards are dealt from "
                "the top where the deal left off",
                law="foster:2",
            )
        if not self._wanted():
            raise ReshuffleRefused(f"only {len(self._pack)} cards remain, but no card is wanted now", law="foster:6")
        limit = self.rulings.max_reshuffles
        if limit is not None and len(self._reshuffles) >= limit:
            raise PackExhausted(
                f"the discards have been gathered {len(self._reshuffles)} time{plural(len(self._reshuffles))}, as often as "
                "this table allows: the deal cannot be completed",
                law="foster:6",
            )
        if not self._gatherable():
            raise PackExhausted(
                f"only {len(self._pack)} cards remain and there are no discards or abandoned hands to gather: "
                "the deal cannot be completed",
                law="foster:6",
            )
        gathered = self.gathered()
        if (order is None or cut is None) and seed is None:
            raise BadRequest("say how the cards were shuffled and cut: an order and a cut, or a seed", law="foster:6")
        rng = random.Random(seed)
        if order is None:
            shuffled = list(gathered)
            rng.shuffle(shuffled)
            order = shuffled
        shuffled = parse_cards(order, ordered="the order of the shuffle")
        if sorted(shuffled) != sorted(gathered):
            raise ReshuffleRefused(
                f"the shuffled order must hold exactly the {len(gathered)} cards gathered: {show(gathered)}", law="foster:6"
            )
        if cut is None:
            cut = rng.randint(1, len(shuffled) - 1) if len(shuffled) > 1 else 0  # one card cannot be cut
        if not is_count(cut) or not 1 <= cut < len(shuffled):
            raise ReshuffleRefused(
                f"the pone cuts by lifting 1 to {len(shuffled) - 1} of the {len(shuffled)} cards, not {cut!r}", law="foster:6"
            )
        return gathered, shuffled, cut

    def can_reshuffle(self, order: str | Iterable[str | Card] | None = None, cut: int | None = None, *, seed: int | None = None) -> bool:
        """Whether the discards may be gathered now, shuffled and cut as given."""
        return accepts(self.verify_reshuffle, order, cut, seed=seed)

    def _wanted(self) -> bool:
        """Whether any card is wanted now: in turn, as replacement, or to supply a deficiency."""
        if self._due:
            return True
        if self.next_act in ("give", "reshuffle"):
            player, kind = self._service()  # type: ignore[misc]
            seat = self._seat[player]
            if (seat.owed if kind == "replacement" else seat.shortfall) > 0:
                return True
        suppliable = [p for p in self.order if p != self.dealer or self.rulings.dealer_supplies]
        return any(self._seat[p].served and p not in self._foul and self._seat[p].shortfall > 0 for p in suppliable)
