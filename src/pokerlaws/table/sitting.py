"""A sitting, and the departures from the laws agreed for it: laws 80–81 of 1882.

The laws bind every player unless a departure from them is agreed
unanimously *before play begins*; such a departure holds for that sitting
only, and only while no player changes ([1882:81][1882-81]). A rule waived
on one occasion gives no claim to a like concession on another
([1882:80][1882-80]).

Rules are named by their unit ids (``"1882:62"``); the engine does not check
that the unit exists (the edition's tests check the ids the code cites).

Examples:
    >>> from pokerlaws.table import Sitting
    >>> sitting = Sitting(["A", "B", "C"])
    >>> sitting.agree_departure("1882:62", consenting=["A", "B", "C"])
    >>> sitting.begin_play()
    >>> sitting.binds("1882:62"), sitting.binds("1882:58")
    (False, True)
    >>> sitting.change_players(["A", "B", "D"])     # a change of players ends the departure
    >>> sitting.binds("1882:62")
    True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.errors import NotAllowed, UnknownPlayer
from pokerlaws.frozen import Independent

__all__ = ["Sitting", "Waiver"]


@dataclass(frozen=True)
class Waiver:
    """A rule waived by the players on one occasion ([1882:80][1882-80])."""

    rule: str
    occasion: str


@implements("1882:80", "1882:81")
class Sitting(Independent):
    """One sitting of a game: its players, and the departures from the laws agreed for it.

    Args:
        players: the players who sit down.

    Raises:
        ValueError: no players, or a player named twice.
    """

    def __init__(self, players: Iterable[str]) -> None:
        players = tuple(players)
        if not players or len(set(players)) != len(players):
            raise ValueError(f"a sitting needs players, each named once, not {list(players)}")
        self.players = players
        self.playing = False
        self.departures: set[str] = set()
        """Rules abrogated for this sitting by common consent."""
        self.waivers: list[Waiver] = []
        self.lapsed: set[str] = set()
        """Departures that ended when the players changed."""

    @implements("1882:81")
    def agree_departure(self, rule: str, consenting: Iterable[str]) -> None:
        """Abrogate *rule* for this sitting, by the consent of every player, before play begins.

        Raises:
            NotAllowed: play has begun, or not every player consents ([1882:81][1882-81]).
            UnknownPlayer: a consenting name not at the table.
        """
        self.verify_departure(rule, consenting)
        self.departures.add(rule)

    def verify_departure(self, rule: str, consenting: Iterable[str]) -> None:
        """Raise what [`agree_departure`][pokerlaws.table.Sitting.agree_departure] would raise."""
        consenting = set(consenting)
        for name in consenting:
            if name not in self.players:
                raise UnknownPlayer(f'"{name}" is not a player of this sitting (players: {", ".join(self.players)})')
        if self.playing:
            raise NotAllowed(f"a departure from {rule} must be agreed before play begins", law="1882:81")
        missing = [p for p in self.players if p not in consenting]
        if missing:
            raise NotAllowed(
                f"a departure from {rule} needs the consent of every player; {', '.join(missing)} did not consent",
                law="1882:81",
            )

    def can_agree_departure(self, rule: str, consenting: Iterable[str]) -> bool:
        """Whether the departure may be agreed now."""
        try:
            self.verify_departure(rule, consenting)
        except ValueError:
            return False
        return True

    def begin_play(self) -> None:
        """Play begins: no departure can be agreed for this sitting any more."""
        self.playing = True

    @implements("1882:81")
    def change_players(self, players: Iterable[str]) -> None:
        """Someone leaves or joins: the departures agreed end ([1882:81][1882-81]).

        Raises:
            ValueError: no players, or a player named twice.
        """
        players = tuple(players)
        if not players or len(set(players)) != len(players):
            raise ValueError(f"a sitting needs players, each named once, not {list(players)}")
        if set(players) != set(self.players):
            self.lapsed |= self.departures
            self.departures = set()
        self.players = players

    @implements("1882:81")
    def binds(self, rule: str) -> bool:
        """Whether *rule* binds the players now: unless abrogated for this sitting ([1882:81][1882-81])."""
        return rule not in self.departures

    @implements("1882:80")
    def waive(self, rule: str, occasion: str, consenting: Iterable[str], *, among: Iterable[str] | None = None) -> None:
        """Waive *rule* on one occasion, by the agreement of the players ([1882:80][1882-80]).

        Args:
            rule: the law waived, as ``"1882:62"``.
            occasion: the particular occasion, in words (``"the third deal"``).
            consenting: the players who agree.
            among: whose agreement is needed: None (the default), every
                player of the sitting, as "the players agree" is read by the
                edition; or the players concerned on that occasion (the
                other reading of the ruling on [1882:80][1882-80]).

        Raises:
            NotAllowed: not every player whose agreement is needed agrees.
            UnknownPlayer: a name in *consenting* or *among* not of this sitting.
            ValueError: *among* names no one.

        Examples:
            >>> sitting = Sitting(["A", "B", "C"])
            >>> sitting.waive("1882:62", occasion="deal 4", consenting=["A", "B"])
            Traceback (most recent call last):
            ...
            pokerlaws.errors.NotAllowed: a waiver of 1882:62 needs the players' agreement; C did not agree [law 1882:80]
            >>> sitting.waive("1882:62", occasion="deal 4", consenting=["A", "B"], among=["A", "B"])
            >>> sitting.waived("1882:62", "deal 4")
            True
        """
        consenting = set(consenting)
        needed = self.players if among is None else tuple(among)
        if not needed:
            raise ValueError("among must name the players whose agreement is needed, or be None for every player")
        for name in (*consenting, *needed):
            if name not in self.players:
                raise UnknownPlayer(f'"{name}" is not a player of this sitting (players: {", ".join(self.players)})')
        missing = [p for p in needed if p not in consenting]
        if missing:
            raise NotAllowed(f"a waiver of {rule} needs the players' agreement; {', '.join(missing)} did not agree", law="1882:80")
        self.waivers.append(Waiver(rule, occasion))

    def waived(self, rule: str, occasion: str) -> bool:
        """Whether *rule* was waived for this very occasion."""
        return Waiver(rule, occasion) in self.waivers

    @implements("1882:80")
    def verify_claim(self, rule: str, occasion: str) -> None:
        """Check a claim to have *rule* waived on *occasion* as of right.

        A waiver agreed for this occasion stands. Otherwise there is no such
        right: a concession granted on another occasion is no precedent
        ([1882:80][1882-80]), and the rule binds ([1882:81][1882-81]).

        Raises:
            NotAllowed: the claim, with the law that refuses it.

        Examples:
            >>> sitting = Sitting(["A", "B"])
            >>> sitting.waive("1882:53", occasion="deal 3", consenting=["A", "B"])
            >>> sitting.verify_claim("1882:53", "deal 3")
            >>> sitting.verify_claim("1882:53", "deal 7")
            Traceback (most recent call last):
            ...
            pokerlaws.errors.NotAllowed: 1882:53 was waived on deal 3; that gives no claim to a like concession on deal 7 [law 1882:80]
        """
        if self.waived(rule, occasion) or not self.binds(rule):
            return  # waived for this occasion, or abrogated for the whole sitting
        earlier = [w.occasion for w in self.waivers if w.rule == rule]
        if earlier:
            raise NotAllowed(
                f"{rule} was waived on {', '.join(earlier)}; that gives no claim to a like concession on {occasion}",
                law="1882:80",
            )
        raise NotAllowed(f"{rule} binds every player: it has not been waived on {occasion}", law="1882:81")

    def next_sitting(self, players: Iterable[str] | None = None) -> Sitting:
        """A new sitting: none of this one's departures or waivers carry over ([1882:81][1882-81])."""
        return Sitting(self.players if players is None else players)
