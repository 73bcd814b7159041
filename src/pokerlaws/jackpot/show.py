"""The show of a jack-pot: no foul hand can win ([1895:24][1895-24]).

When the betting after the draw has gone round, the hands are shown; the best
that is not foul takes the jack-pot, valued, ranked and divided by
[`pokerlaws.table.showdown`][pokerlaws.table.showdown], the show the pool of the 1882 laws
shares. The act is [`JackPot.showdown`][pokerlaws.jackpot.JackPot.showdown].
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import BettingClosed, NotNow, UnknownPlayer, accepts
from pokerlaws.jackpot.state import OVER, SHOW, JackPotState
from pokerlaws.table.showdown import Shown, divide, one_pack, ranked, value_shown

__all__ = ["JackPotShow"]


class JackPotShow(JackPotState):
    """The act of the show, a part of [`JackPot`][pokerlaws.jackpot.JackPot]."""

    @implements("1895:24", "1895:33")
    def showdown(self, hands: Mapping[str, str | Iterable[str | Card]], foul: Iterable[str] = ()) -> dict[str, int]:
        """Show the hands when the bets are equal; the best hand that is not foul takes the jack-pot.

        "No foul hand can win under any circumstances" ([1895:24][1895-24]):
        a hand of more or fewer than five cards ([foster:4][foster-4]), or one
        named in *foul*, claims nothing. Equal best hands share, the odd
        chips going one each to the first of them in the turn after the
        draw (an editorial ruling). If every hand is foul, nobody wins: the
        chips stay in the jack-pot and a new round is dealt, with no chip
        added, or with a chip from each player as when nobody can come in
        (the ruling on [1895:24][1895-24]: ``rulings.all_foul``,
        ``"carry"`` or ``"add a chip"``).

        When the bets after the draw are unequal, a raise before the last
        person to bet left unanswered ([1895:33][1895-33]), the best hand takes
        the whole jack-pot by default; by the ruling there
        (``rulings.short_claim``) each hand may instead claim for the amount
        of its bet, as [1882:60][1882-60] has it, or the unmet part of the
        highest bet go back to him.

        Args:
            hands: the hand of every player at the show.
            foul: players whose hands are foul for another reason.

        Returns:
            The chips each winner takes (also kept in ``payouts``); empty if
            every hand was foul.

        Raises:
            NotNow: the betting after the draw is not over ([1895:33][1895-33]).
            BettingClosed: the jack-pot has been won.
            ValueError: a hand missing, or a hand or foul player not at the show.
            InvalidCard, DuplicateCard: a hand is not cards, or a card is in
                two hands (one pack).

        Examples:
            >>> from pokerlaws.jackpot import JackPot
            >>> pot = JackPot(["A", "B"], age="A")
            >>> pot.open("A", 1); pot.come_in("B", 1); pot.draw("A", 3); pot.draw("B", 3)
            >>> pot.bet("A", 1); pot.bet("B", 1)
            >>> pot.showdown({"A": "QH QS 7C 4D", "B": "3H 3S 7D 5C 2S"})    # A's four cards: foul
            {'B': 6}

            Every hand foul, under the two readings of [1895:24][1895-24]:

            >>> from pokerlaws.jackpot import JackPotRulings
            >>> for reading in ("carry", "add a chip"):
            ...     pot = JackPot(["A", "B"], age="A", rulings=JackPotRulings(all_foul=reading))
            ...     pot.open("A", 1); pot.come_in("B", 1); pot.draw("A", 3); pot.draw("B", 3)
            ...     pot.bet("A", 1); pot.bet("B", 1)
            ...     print(pot.showdown({"A": "QH QS 7C 4D", "B": "3H 3S 7D 5C"}), pot.round, pot.pool)
            {} 2 6
            {} 2 8
        """
        shown = self.verify_showdown(hands, foul)
        for player, why in shown.foul.items():
            if why is None:
                self._record(player, "foul", 0, ("1895:24",), "holds a foul hand: no foul hand can win")
            else:
                self._record(player, "foul", 0, ("1895:24", "foster:4"), f"holds a foul hand ({why.message}): no foul hand can win")
        if not shown.values:
            if self.rulings.all_foul == "carry":
                self._record(None, "ruling", 0, ("1895:24",), "Every hand is foul and none can win: the jack-pot stays, and a new round is dealt")
                self._new_round(add_chip=False)
            else:
                self._new_round(add_chip=True, why="Every hand is foul and none can win", law="1895:24")
            return {}
        groups = ranked(shown.values)
        best = groups[0]
        claims = self._claims_at_show(groups)
        if claims is None:
            self._win(tuple(best), f"wins with {shown.values[best[0]]}")
        else:
            self._win_claims(claims, shown.values)
        return dict(self.payouts)

    def _claims_at_show(self, groups: list[list[str]]) -> dict[str, int] | None:
        """What each player at the show takes when the bets after the draw are unequal (a raise the players before
        it did not answer, [1895:33][1895-33]), by the ruling there (``rulings.short_claim``); None when the best hand
        takes the whole jack-pot (``"the whole pool"``, default, or the bets are equal).

        ``"show for that amount"``: each hand in order, best first, claims from every player's bet after the draw
        what is left of it up to his own bet, the best the chips put in before the draw too (1882:60's measure,
        an analogy across sources); ``"excess returned"``: the part of the highest bet that no other player at the
        show met goes back to him, the best hand taking the rest.
        """
        stakes = dict(self.after_draw.stakes) if self.after_draw is not None else {}
        at_show = [p for group in groups for p in group]
        if self.rulings.short_claim == "the whole pool" or len({stakes.get(p, 0) for p in at_show}) <= 1:
            return None
        pool = self.pool
        claims = dict.fromkeys(at_show, 0)
        if self.rulings.short_claim == "excess returned":
            top = max(at_show, key=lambda p: stakes.get(p, 0))
            others = max((stakes.get(p, 0) for p in self.seats if p != top), default=0)
            excess = max(0, stakes[top] - others)
            claims[top] += excess
            shares, _ = divide(pool - excess, groups[0])
            for player, chips in shares.items():
                claims[player] += chips
            return {p: c for p, c in claims.items() if c}
        left = dict(stakes)
        base = pool - sum(left.values())
        for i, group in enumerate(groups):
            taken = base if i == 0 else 0
            # the group's levels, lowest first: each slice of every bet divided among those whose bet reaches it
            floor = 0
            for level in sorted({stakes.get(p, 0) for p in group}):
                slice_ = 0
                for player in left:
                    part = max(0, min(left[player], level - floor))
                    left[player] -= part
                    slice_ += part
                reaching = [p for p in group if stakes.get(p, 0) >= level]
                shares, _ = divide(slice_, reaching)
                for player, chips in shares.items():
                    claims[player] += chips
                floor = level
            if taken:
                shares, _ = divide(taken, group)
                for player, chips in shares.items():
                    claims[player] += chips
        rest = sum(left.values())  # bets no hand at the show reaches: a dropped or foul player's, beyond every claim
        if rest:
            shares, _ = divide(rest, groups[0])
            for player, chips in shares.items():
                claims[player] += chips
        return {p: c for p, c in claims.items() if c}

    def _win_claims(self, claims: dict[str, int], values: Mapping[str, object]) -> None:
        """The jack-pot divided by the claims of the ruling on [1895:33][1895-33] (``rulings.short_claim``)."""
        self.payouts = dict(claims)
        self.winners = tuple(claims)
        self.phase = OVER
        reading = self.rulings.short_claim
        for player, chips in claims.items():
            self._record(player, "win", -chips, ("1895:24", "1895:33"),
                         f"shows {values[player]}: takes {chips}, the bets after the draw being unequal "
                         f"(the ruling on 1895:33, short_claim, \"{reading}\")")  # fmt: skip

    def verify_showdown(self, hands: Mapping[str, str | Iterable[str | Card]], foul: Iterable[str] = ()) -> Shown:
        """Raise what [`showdown`][pokerlaws.jackpot.JackPot.showdown] would raise; else return the hands shown, valued, the foul set apart."""
        if self.phase == OVER:
            raise BettingClosed("the jack-pot has been won", law="1895:33")
        if self.phase != SHOW:
            raise NotNow("the hands are shown when the betting after the draw has gone round to the last to bet", law="1895:33")
        foul = tuple(foul)
        order = self._turn_order()
        at_show = set(self.in_game())
        for player in (*hands, *foul):
            self._known(player)
            if player not in at_show:
                raise UnknownPlayer(f"{player} is not at the show (at the show: {', '.join(order)})")
        missing = [p for p in order if p not in hands and p not in foul]
        if missing:
            raise NotNow(f"every hand at the show must be shown: {', '.join(missing)} missing", law="1895:24")
        cards = {p: parse_cards(hands[p]) for p in order if p in hands}
        one_pack(cards)
        return value_shown(order, cards, foul, self.ruleset)

    def can_showdown(self, hands: Mapping[str, str | Iterable[str | Card]], foul: Iterable[str] = ()) -> bool:
        """Whether the hands may be shown now."""
        return accepts(self.verify_showdown, hands, foul)
