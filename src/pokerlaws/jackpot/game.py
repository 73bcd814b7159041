"""The jack-pot: rules 27–38 of the *1895 Bartender's Guide*.

A [`JackPot`][pokerlaws.jackpot.JackPot] holds one jack-pot from the antes
until it is won, through as many rounds (deals) as it takes to open it:

1. each player puts up as many chips as the age ([1895:27][1895-27]);
2. in turn from the age, each player may open — only on a pair of jacks or
   better ([1895:28][1895-28]), checked with
   [`has_openers`][pokerlaws.jackpot.openers.has_openers] — or pass; if nobody opens,
   each player adds a chip and a second round begins ([1895:29][1895-29]);
3. the opener puts up his bet at once, before the draw ([1895:31][1895-31]);
   the players to his left come in if they see it ([1895:30][1895-30]), or
   drop; raises go in regular order ([1895:34][1895-34]);
4. the draw: the opener may not break his openers to draw for a straight or
   a flush; any other player draws what he pleases ([1895:38][1895-38]);
5. after the draw the opener makes the first bet ([1895:32][1895-32]) and the
   last to bet is the player on his right ([1895:33][1895-33]);
6. the show: no foul hand can win ([1895:24][1895-24]).

An opening found false ([`show_openers`][pokerlaws.jackpot.JackPot.show_openers])
costs the opener a jack-pot of the size he entered, and he retires
([1895:35][1895-35]); before the draw the players to his left may open in his
place ([1895:36][1895-36]); after the draw, if no hand has openers, the round is
null and void ([1895:37][1895-37]).

The betting before the draw and after it is each an
[`Interval`][pokerlaws.table.Interval], the one betting mechanism of every
code; the opening, the rounds and the false opener are the jack-pot's own.
The acts are written along the rules' seams, each part in its module:
[`jackpot_openers`][pokerlaws.jackpot.openers] (what opens, what the opener
keeps), [`jackpot_opening`][pokerlaws.jackpot.opening] (open, pass),
[`jackpot_betting`][pokerlaws.jackpot.betting] (come in, bet, drop),
[`jackpot_draw`][pokerlaws.jackpot.draw], [`jackpot_false`][pokerlaws.jackpot.false_opening]
(show openers) and [`jackpot_show`][pokerlaws.jackpot.show] (the show).

Each act has a ``can_…`` question and a ``verify_…`` check; an act the rules
forbid raises an error that names the rule and changes nothing. A player who
has dropped cannot come back in that round: "Once out of a game, a player can
never enter again" ([1895:24][1895-24]). Amounts are whole chips. Where the
rules are silent the engine takes a parameter, its default the editor's
reading; each is stated where it is used, and the readings of rules 24–37
(a jack-pot every hand of which is foul, the age in a second round, the
first bet without the opener, the false opener's penalty and "game", who may
open in his place, his bet, and what "that round of jack-pots" is) are the
fields of a [`JackPotRulings`][pokerlaws.jackpot.JackPotRulings].

Hands are valued under the ``"american"`` ruleset by default (an editorial
ruling on [1895:28][1895-28]: the Guide is an American book and says
"straight", and American writers let the ace end a sequence, so that
10-J-Q-K-A opens; under ``"1882"`` it is no pair and cannot). The ruleset's
points beyond the ace are the editor's ([`rules`][pokerlaws.hands.rulesets]).

Examples:
    Four play; nobody can open in the first round, so each adds a chip.

    >>> from pokerlaws.jackpot import JackPot
    >>> pot = JackPot(["A", "B", "C", "D"], age="A", ante=1)
    >>> for player in "ABCD":
    ...     pot.pass_(player)
    >>> pot.round, pot.pool, pot.age, pot.to_act     # the deal has passed to the left
    (2, 8, 'B', 'B')
    >>> pot.pass_("B"); pot.open("C", 2, hand="JH JS 7C 4D 2S")
    >>> pot.come_in("D", 2); pot.drop("A"); pot.come_in("B", 2)
    >>> pot.draw("C", "7C 4D 2S", hand="JH JS 7C 4D 2S"); pot.draw("D", 1); pot.draw("B", 3)
    >>> pot.to_act, pot.last_to_bet                  # rules 32 and 33
    ('C', 'B')
    >>> pot.bet("C", 3); pot.bet("D", 3); pot.bet("B", 3)
    >>> pot.showdown({"C": "JH JS 9C 9D 2H", "D": "8S 7S 5S 4S 3S", "B": "KH KD QC 6H 3C"})
    {'D': 23}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pokerlaws.citations import implements
from pokerlaws.errors import (
    BettingClosed,
    InvalidAmount,
    OnceOut,
    OutOfTurn,
    UnequalAnte,
    UnknownPlayer,
)
from pokerlaws.hands import Ruleset, get_ruleset
from pokerlaws.jackpot.betting import JackPotBetting
from pokerlaws.jackpot.draw import JackPotDraw
from pokerlaws.jackpot.false_opening import FalseOpening
from pokerlaws.jackpot.opening import (
    AFTER_DRAW,
    BEFORE_DRAW,
    DRAW,
    OPENING,
    OVER,
    SHOW,
    JackPotOpening,
    verify_chips,
)
from pokerlaws.jackpot.rulings import JackPotRulings
from pokerlaws.jackpot.show import JackPotShow
from pokerlaws.table import Step
from pokerlaws.table.interval import Interval, in_turn
from pokerlaws.table.seats import check_seats
from pokerlaws.table.showdown import divide

__all__ = [
    "JackPot",
    ]


@implements(
    "1895:24", "1895:27", "1895:28", "1895:29", "1895:30", "1895:31", "1895:32",
    "1895:33", "1895:34", "1895:35", "1895:36", "1895:37", "1895:38",
)  # fmt: skip
class JackPot(JackPotOpening, JackPotBetting, JackPotDraw, FalseOpening, JackPotShow):
    """One jack-pot, from the antes until it is won, round after round.

    The jack-pot is the controller of its rounds: it holds the antes and the
    chips paid, the opening (in turn from the age), the opener and a false
    opener's penalty, and the two betting intervals of a round, before the
    draw and after it. The state is public: ``phase`` (one of
    [`PHASES`][pokerlaws.jackpot.opening.PHASES]),
    [`to_act`][pokerlaws.jackpot.JackPot.to_act], the opener, the chips each
    player has paid, what each has bet in this round, who is out of it, the
    intervals, and a [`Step`][pokerlaws.table.Step] for every act and ruling.

    Args:
        seats: every player at the table, in seat order: each on the left of
            the one before, the last on the right of the first.
        age: the player who has the age in the first round. Each new round is
            a new deal, and by default the deal passes to the left, so the age
            moves one seat to the left (the ruling on [1895:29][1895-29]:
            ``rulings.next_age``).
        ante: the chips the age puts up, each player putting up as many
            ([1895:27][1895-27]); or a mapping player → chips, which must give
            every player the age's amount.
        ruleset: the ruleset hands are valued under, or its name (default ``"american"``).
        rulings: the readings of the points rules 24–38 leave open
            (a [`JackPotRulings`][pokerlaws.jackpot.JackPotRulings]; by
            default the edition's, each the ruling on its unit), among them
            how the opener may draw ([1895:38][1895-38], ``opener_draw``).

    Raises:
        UnequalAnte: an ante of another player that differs from the age's, or is missing.
        UnknownPlayer: the age, or a name in *ante*, is not at the table.
        UnknownRuleset: an unknown ruleset name.
        InvalidAmount: an ante, the age's or another's, that is not a whole
            number of chips (an int, not a float or a bool); the age's under one chip.
        ValueError: fewer than two seats, a seat named twice.
        TypeError: *rulings* is not a JackPotRulings.

    Examples:
        A false opener found before the draw: he pays a jack-pot equal to the
        one he entered and retires; a player on his left opens instead.

        >>> pot = JackPot(["A", "B", "C", "D"], age="A", ante=2)
        >>> pot.pass_("A"); pot.open("B", 3); pot.come_in("C", 3)
        >>> pot.show_openers("TH TS 7C 4D 2S")
        False
        >>> pot.paid                          # B: ante 2 + his bet 3 + the penalty 8
        {'A': 2, 'B': 13, 'C': 2, 'D': 2}
        >>> pot.phase, pot.to_act, sorted(pot.out)
        ('opening', 'C', ['B'])
        >>> pot.open("C", 2, hand="QH QS 9D 8C 2H")
        >>> pot.come_in("D", 2); pot.come_in("A", 2)
        >>> pot.phase
        'the draw'
    """

    def __init__(
        self,
        seats: Iterable[str],
        age: str,
        ante: int | Mapping[str, int] = 1,
        *,
        ruleset: str | Ruleset = "american",
        rulings: JackPotRulings | None = None,
    ) -> None:
        seats = check_seats(seats)
        if rulings is None:
            rulings = JackPotRulings()
        if not isinstance(rulings, JackPotRulings):
            raise TypeError(f"rulings must be a JackPotRulings, not {rulings!r}")
        self.rulings = rulings
        """The readings of the points rules 24–37 leave open."""
        self.seats = seats
        self._known(age)
        self.age = age
        """The player who has the age in the current round."""
        self.ruleset: Ruleset = get_ruleset(ruleset)
        antes = self._antes(ante)
        self.round = 1
        """The round (deal) of the jack-pot, from 1."""
        self.paid: dict[str, int] = dict(antes)
        """Chips each player has put in the jack-pot, net of any returned to him."""
        self.payouts: dict[str, int] = {}
        """Chips each winner takes, once the jack-pot is won."""
        self.winners: tuple[str, ...] = ()
        self.steps: list[Step] = []
        # the state of a round: _new_round and _reopen set it afresh
        self.phase = OPENING
        """Where the round stands: one of [`PHASES`][pokerlaws.jackpot.opening.PHASES]."""
        self.out: set[str] = set()
        """Players out of this round: dropped, or retired after an error in opening."""
        self._dropped: set[str] = set()
        self.bets: dict[str, int] = dict.fromkeys(seats, 0)
        """Chips each player has bet in this round (returned if it is void)."""
        self.drawn: dict[str, int] = {}
        """Cards each player has drawn in this round."""
        self.reopened = False
        """Whether the opening was found false before the draw, and the turn to open given to the players on the left ([1895:36][1895-36])."""
        self.opening_order: tuple[str, ...] = in_turn(seats, age)
        """Who may open this round (or, after an error, reopen), in turn."""
        self._position = 0
        self.opener: str | None = None
        """Who opened this round, or None."""
        self.entered = 0
        """The chips in the jack-pot when the opener entered it (his penalty, [1895:35][1895-35])."""
        self.proved = False
        """Whether the opener has shown his openers."""
        self.before_draw: Interval | None = None
        """The coming in before the draw ([1895:30][1895-30]), an interval from the opener; None before the opening."""
        self.after_draw: Interval | None = None
        """The betting after the draw ([1895:32][1895-32]), an interval from the first to bet; None until all have drawn."""
        for player in seats:
            self._record(player, "ante", antes[player], ("1895:27",), f"puts up {antes[player]}, as many chips as the age")

    # --- the state -------------------------------------------------------------------------

    @property
    def pool(self) -> int:
        """Chips in the jack-pot now: all paid in, less what has been taken out."""
        return sum(self.paid.values()) - sum(self.payouts.values())

    def in_game(self) -> list[str]:
        """The players still in this round (not dropped, not retired), in seat order."""
        return [p for p in self.seats if p not in self.out]

    @property
    def to_act(self) -> str | None:
        """Whose turn it is to open or pass, come in or drop, or bet; None in the draw, at the show, or when won."""
        if self.phase == OPENING:
            return self.opening_order[self._position]
        interval = self.before_draw if self.phase == BEFORE_DRAW else self.after_draw if self.phase == AFTER_DRAW else None
        return None if interval is None else interval.turn

    @property
    def _interval(self) -> Interval | None:
        """The betting interval of the round as it stands: after the draw, before it, or none yet."""
        return self.before_draw if self.after_draw is None else self.after_draw

    # --- the rounds -------------------------------------------------------------------------

    def _antes(self, ante: int | Mapping[str, int]) -> dict[str, int]:
        if isinstance(ante, Mapping):
            for player in ante:
                self._known(player)
            if self.age not in ante:
                raise UnequalAnte(f"the age ({self.age}) has put up no ante", law="1895:27")
            amount = ante[self.age]
        else:
            amount = ante
        verify_chips(amount)
        if amount < 1:
            raise InvalidAmount(f"an ante is at least one chip, not {amount}")
        if isinstance(ante, Mapping):
            for chips in ante.values():
                verify_chips(chips)  # every ante a whole number of chips, as the age's: 1.0 or True is none
            for player in self.seats:
                if ante.get(player) != amount:
                    given = ante.get(player, "nothing")
                    raise UnequalAnte(
                        f"{player} puts up {given}: each player puts up as many chips as the one having the age ({amount})",
                        law="1895:27",
                    )
        return dict.fromkeys(self.seats, amount)

    def _new_round(self, *, add_chip: bool, why: str = "Nobody opened", law: str = "1895:29") -> None:
        """The next round, a new deal: the age passes to the left (or stays, ``next_age``); with *add_chip* each player adds a chip (1895:29)."""
        self.round += 1
        if self.rulings.next_age == "left":
            self.age = in_turn(self.seats, self.age)[1]
            age = f"the age passes to {self.age}"
        else:
            age = f"{self.age} keeps the age"
        # out of "the game": of the round only, or of the jack-pot until it is won (1895:24, 1895:35)
        out_of_jackpot = self.rulings.game == "jack-pot"
        staying = [p for p in self.seats if not (out_of_jackpot and p in self.out)]
        if add_chip:
            for player in staying:
                self.paid[player] += 1
            self._record(
                None, "new round", len(staying), tuple(dict.fromkeys((law, "1895:29"))),
                f"{why}: each player{' still in the jack-pot' if len(staying) < len(self.seats) else ''} adds a chip, "
                f"and round {self.round} begins; {age}",
            )  # fmt: skip
        else:
            self._record(None, "new round", 0, (), f"Round {self.round} begins; {age}")
        if not out_of_jackpot:
            self.out, self._dropped = set(), set()
        self.drawn = {}
        self.bets = dict.fromkeys(self.seats, 0)
        self.reopened = False
        self.opener = None
        if len(staying) == 1:
            self._win((staying[0],), "is the only player left in the jack-pot and takes it")
            return
        self._reopen(tuple(p for p in in_turn(self.seats, self.age) if p in staying))

    def _reopen(self, order: tuple[str, ...]) -> None:
        """The opening, afresh: the turn to open to *order*, nobody opened, no betting; if *order* is empty, a new round."""
        self.phase, self.opening_order, self._position = OPENING, order, 0
        self.opener, self.entered, self.proved = None, 0, False
        self.before_draw = self.after_draw = None
        if not order:
            self._new_round(add_chip=True)

    def _win(self, winners: tuple[str, ...], how: str) -> None:
        """The jack-pot is won: *winners* divide it, the odd chips to the first of them in turn."""
        self.payouts, _ = divide(self.pool, winners)
        self.winners = winners
        self.phase = OVER
        laws = ("1895:24",) if how.startswith("wins") else ()
        for player, chips in self.payouts.items():
            self._record(player, "win", -chips, laws, f"{how}: takes {chips}")

    # --- the betting intervals -------------------------------------------------------------

    def _interval_from(self, first: str) -> Interval:
        """A betting interval among the players still in, in turn to the left from *first*."""
        return Interval(in_turn(self.seats, first, among=self.in_game()))

    def _put(self, player: str, chips: int) -> str:
        """*player* stakes *chips* in the interval of the round: paid in, and bet. Returns the interval's name of the act."""
        self.paid[player] += chips
        self.bets[player] += chips
        return self._interval.stake(player, chips)

    def _give_back(self, player: str, chips: int, law: str, note: str) -> None:
        self.paid[player] -= chips
        self.bets[player] -= chips
        self._record(player, "return", -chips, (law,), f"takes back {chips}: {note}")

    def _leave(self, player: str) -> None:
        """*player* goes out of the round (dropped, or retired after an error in opening), and out of its interval."""
        self.out.add(player)
        interval = self._interval
        if interval is not None and player in interval.status:
            interval.leave(player)

    def _after_act(self) -> None:
        """After an act in a betting interval: a winner left alone, or the next phase once the interval is over."""
        left = self.in_game()
        if len(left) == 1:
            self._win((left[0],), "is left alone and takes the jack-pot")
        elif self._interval.over:
            self.phase = {BEFORE_DRAW: DRAW, AFTER_DRAW: SHOW}[self.phase]

    # --- the checks --------------------------------------------------------------------------

    def _known(self, player: str) -> None:
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def _verify_in(self, player: str) -> None:
        self._known(player)
        if self.phase == OVER:
            raise BettingClosed(f"the jack-pot has been won by {', '.join(self.winners)}", law="1895:33")
        if player in self.out:
            if player in self._dropped:
                raise OnceOut(f"{player} has dropped: once out of a game, a player can never enter again", law="1895:24")
            raise OnceOut(f"{player} opened in error and has retired from the game", law="1895:35")

    def _verify_turn(self, player: str) -> None:
        if player != self.to_act:
            raise OutOfTurn(f"it is {self.to_act}'s turn, not {player}'s: all in regular order", law="1895:34")

    def _record(self, player: str | None, act: str, chips: int, laws: tuple[str, ...], note: str) -> None:
        subject = "" if player is None else f"{player} "
        self.steps.append(Step(len(self.steps) + 1, player, act, note=note, laws=laws, counters=chips, subject=subject))

