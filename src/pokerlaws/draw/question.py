"""The question the dealer must answer, and the one he may not ([foster:1][foster-1], [foster:5][foster-5]).

"The dealer may be asked how many cards he drew; but he is not allowed to say
how many cards he gave to any other player." [`Question`][pokerlaws.draw.question.Question]
answers: a part of a [`Draw`][pokerlaws.draw.Draw], which inherits it and is
how it is asked.

Examples:
    >>> from pokerlaws import PACK
    >>> from pokerlaws.draw import Draw
    >>> draw = Draw.deal(["A", "B"], dealer="B", pack=PACK)
    >>> draw.serve("A", ""); draw.serve("B", "2D 3D")
    >>> draw.how_many("A"), draw.steps[-1].act
    (2, 'question')
"""

from __future__ import annotations

from pokerlaws.citations import implements
from pokerlaws.draw.state import Table
from pokerlaws.errors import (
    QuestionRefused,
    accepts,
)

__all__ = ["Question"]


@implements("foster:1", "foster:5")
class Question(Table):
    """How many cards the dealer drew ([foster:1][foster-1], [foster:5][foster-5])."""

    @implements("foster:1", "foster:5")
    def how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> int:
        """Ask the dealer how many cards he drew ([foster:1][foster-1], [foster:5][foster-5]).

        The dealer must answer a player who has made good his ante, before
        that player has made a bet. He is not allowed to say how many cards he
        gave any other player: after the cards are delivered no one has the
        right to be told how many any player drew; each player must watch the
        draw for himself (what was asked aloud is in
        [`announced`][pokerlaws.draw.view.DrawView.announced]).

        Args:
            asker: who puts the question.
            about: whose draw is asked about (default: the dealer's).
            has_bet: whether *asker* has already made a bet.

        Returns:
            The number of cards the dealer drew.

        Raises:
            QuestionRefused: a question about another player
                ([foster:5][foster-5]); an asker who has not made good his
                ante, or has made a bet; or the dealer has not drawn or is out
                of the play, unless
                [`DrawRulings.dealer_not_drawn`][pokerlaws.draw.DrawRulings]
                is ``"none"``, when the answer is 0 ([foster:1][foster-1]).
            UnknownPlayer: no such player.

        Examples:
            >>> from pokerlaws import PACK
            >>> from pokerlaws.draw import Draw
            >>> draw = Draw.deal(["A", "B", "C", "D"], dealer="D", pack=PACK, players=["A", "C", "D"])
            >>> draw.serve("A", "2C"); draw.serve("C", "2H"); draw.serve("D", "2S 3S 4S")
            >>> draw.how_many("A")
            3
            >>> draw.how_many("B")
            Traceback (most recent call last):
            ...
            pokerlaws.errors.QuestionRefused: B has not made good his ante: the dealer need tell only a player who has [law foster:1]
        """
        answer = self.verify_how_many(asker, about, has_bet=has_bet)
        dealer = self.dealer
        self._record(asker, "question", (), ("foster:1",), f"{asker} asks {dealer}, the dealer, how many cards he drew: {answer}")
        return answer

    def verify_how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> int:
        """Raise what [`how_many`][pokerlaws.draw.question.Question.how_many] would raise; else return the answer, recording nothing."""
        dealer = self.dealer
        self._known(asker)
        about = dealer if about is None else about
        self._known(about)
        if about != dealer:
            raise QuestionRefused(
                f"the dealer is not allowed to say how many cards he gave to any other player ({about}): "
                "each player must watch the draw for himself",
                law="foster:5",
            )
        if asker not in self.order:
            raise QuestionRefused(f"{asker} has not made good his ante: the dealer need tell only a player who has", law="foster:1")
        if has_bet:
            raise QuestionRefused(f"{asker} has made a bet: the question must be put before", law="foster:1")
        if dealer not in self.order or not self._seat[dealer].served:
            if self.rulings.dealer_not_drawn == "none":
                return 0
            if dealer not in self.order:
                raise QuestionRefused(f"the dealer ({dealer}) did not make good his ante and drew no cards", law="foster:1")
            raise QuestionRefused(f"the dealer ({dealer}) has not drawn", law="foster:1")
        return self._seat[dealer].drew

    def can_how_many(self, asker: str, about: str | None = None, *, has_bet: bool = False) -> bool:
        """Whether the dealer must answer the question."""
        return accepts(self.verify_how_many, asker, about, has_bet=has_bet)
