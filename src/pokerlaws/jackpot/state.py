"""The state of a jack-pot: the fields, the questions every act asks, and the helpers every part uses.

[`JackPotState`][pokerlaws.jackpot.state.JackPotState] owns what a
[`JackPot`][pokerlaws.jackpot.JackPot] holds (the seats, the antes and the
chips paid, the round, the opening, the two betting intervals, the steps), the
questions of that state (the pool, whose turn, who is still in, who bets first
after the draw) and the private helpers that move it (a new round, a win, a
stake, a drop, the close of the draw). Each part of the jack-pot's acts
(the opening, the coming in and betting, the draw, the false opening, the
show) subclasses it, and the jack-pot combines them. Here too are the names of
the phases a round goes through, and the check of an amount of chips that
every act makes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pokerlaws.citations import implements
from pokerlaws.errors import (
    BettingClosed,
    InvalidAmount,
    OnceOut,
    OutOfTurn,
    PokerLawError,
    UnequalAnte,
    UnknownPlayer,
)
from pokerlaws.frozen import Independent
from pokerlaws.hands import Ruleset, get_ruleset
from pokerlaws.jackpot.rulings import JackPotRulings
from pokerlaws.table import Code, Step
from pokerlaws.table.codes import JACK_POT, JACK_POT_BREACHES, JACK_POT_NOTES
from pokerlaws.table.interval import Interval, in_turn
from pokerlaws.table.seats import check_seats
from pokerlaws.table.showdown import divide

__all__ = ["PHASES", "JackPotState", "verify_chips"]

OPENING, BEFORE_DRAW, DRAW, AFTER_DRAW, SHOW, OVER = "opening", "before the draw", "the draw", "after the draw", "the show", "over"
PHASES: tuple[str, ...] = (OPENING, BEFORE_DRAW, DRAW, AFTER_DRAW, SHOW, OVER)
"""The phases of a round of the jack-pot, in order: its [`phase`][pokerlaws.jackpot.JackPot.phase]."""


def verify_chips(chips: object, code: Code) -> None:
    """Raise [`InvalidAmount`][pokerlaws.errors.InvalidAmount] unless *chips* is a whole number of chips, none or more.

    The message is *code*'s ``"amount"``
    ([`JACK_POT`][pokerlaws.table.codes.JACK_POT]'s: "chips are a whole number, not …").

    Examples:
        >>> from pokerlaws.jackpot.state import verify_chips
        >>> from pokerlaws.table.codes import JACK_POT
        >>> verify_chips(2, JACK_POT)
        >>> verify_chips(-1, JACK_POT)
        Traceback (most recent call last):
        ...
        pokerlaws.errors.InvalidAmount: chips are a whole number, not -1
    """
    if not isinstance(chips, int) or isinstance(chips, bool) or chips < 0:
        raise InvalidAmount(code.message("amount", amount=chips))


class JackPotState(Independent):
    """The state of a [`JackPot`][pokerlaws.jackpot.JackPot], its questions and its helpers; the base of each of its parts.

    Args: as [`JackPot`][pokerlaws.jackpot.JackPot] takes them.
    """

    def __init__(
        self,
        seats: Iterable[str],
        age: str,
        ante: int | Mapping[str, int] | None = None,
        *,
        ruleset: str | Ruleset = "american-writers",
        rulings: JackPotRulings | None = None,
        code: Code = JACK_POT,
    ) -> None:
        seats = check_seats(seats)
        if not isinstance(code, Code):
            raise TypeError(f"code must be a Code, such as JACK_POT, not {code!r}")
        code.require(breaches=JACK_POT_BREACHES, messages=JACK_POT_BREACHES, notes=JACK_POT_NOTES, laws=JACK_POT_NOTES)
        self.code: Code = code
        """The code of the betting ([`JACK_POT`][pokerlaws.table.codes.JACK_POT] by default): its words, notes, messages and laws."""
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
        antes = self._antes(rulings.ante if ante is None else ante)  # by default the ruling on 1895:27's
        self.round = 1
        """The round (deal) of the jack-pot, from 1."""
        self.paid: dict[str, int] = dict(antes)
        """Chips each player has put in the jack-pot, net of any returned to him."""
        self.payouts: dict[str, int] = {}
        """Chips each winner takes, once the jack-pot is won."""
        self.winners: tuple[str, ...] = ()
        self.set_aside = 0
        """Chips paid in but set apart from this jack-pot for the next: a false opener's penalty under the
        reading ``"next jack-pot"`` of the ruling on [1895:35][1895-35] (``rulings.penalty_to``)."""
        self.steps: list[Step] = []
        # the state of a round: _new_round and _reopen set it afresh
        self.phase = OPENING
        """Where the round stands: one of [`PHASES`][pokerlaws.jackpot.state.PHASES]."""
        self.out: set[str] = set()
        """Players out of this round: dropped, or retired after an error in opening."""
        self._dropped: set[str] = set()
        self.bets: dict[str, int] = dict.fromkeys(seats, 0)
        """Chips each player has bet in this round (returned if it is void)."""
        self.deposits: dict[str, int] = {}
        """Chips each player put up out of turn in the betting interval now, not yet counted in his stake: under the
        other reading of the ruling on [1895:34][1895-34] (the code's ``out_of_turn`` ``"stands"``) only."""
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
        """Chips in the jack-pot now: all paid in, less what has been taken out and what is set apart for the next."""
        return sum(self.paid.values()) - sum(self.payouts.values()) - self.set_aside

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
        verify_chips(amount, self.code)
        if amount < 1:
            raise InvalidAmount(f"an ante is at least one chip, not {amount}")
        if isinstance(ante, Mapping):
            for chips in ante.values():
                verify_chips(chips, self.code)  # every ante a whole number of chips, as the age's: 1.0 or True is none
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
        out_of_jackpot = self.rulings.game == "jack-pot"
        if out_of_jackpot and not set(self.seats) - self.out:  # no one to play a next round, or to take the jack-pot
            self.phase, self.winners = OVER, ()
            self._record(None, "no one left", 0, ("1895:24", "1895:35"), f"no player is left in the jack-pot: no one takes it, and its {self.pool} chips stay on the table")
            return
        self.round += 1
        if self.rulings.next_age == "left":
            self.age = in_turn(self.seats, self.age)[1]
            age = f"the age passes to {self.age}"
        else:
            age = f"{self.age} keeps the age"
        # out of "the game": of the round only, or of the jack-pot until it is won (1895:24, 1895:35)
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
        self.deposits = {}
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
        """The jack-pot is won: *winners* divide it, the odd chips to the first of them in turn.

        A winner at the show wins under [1895:24][1895-24]; a player left alone takes it by the ruling on
        [1895:29][1895-29], an analogy with [1882:58][1882-58] that the ruling names, and the step cites both.
        """
        self.payouts, _ = divide(self.pool, winners)
        self.winners = winners
        self.phase = OVER
        shown = how.startswith("wins")
        laws = ("1895:24",) if shown else ("1895:29", "1882:58")
        why = "" if shown else " (the ruling on 1895:29, by analogy with 1882:58)"
        for player, chips in self.payouts.items():
            self._record(player, "win", -chips, laws, f"{how}{why}: takes {chips}")

    # --- the betting intervals -------------------------------------------------------------

    def _interval_from(self, first: str) -> Interval:
        """A betting interval among the players still in, in turn to the left from *first*."""
        self.deposits = {}
        return Interval(in_turn(self.seats, first, among=self.in_game()))

    def _put(self, player: str, chips: int) -> str:
        """*player* stakes *chips* in the interval of the round: paid in, and bet, with any chips he deposited out of
        turn, which count now (the other reading of the ruling on 1895:34). Returns the interval's name of the act."""
        self.paid[player] += chips
        self.bets[player] += chips
        return self._interval.stake(player, chips + self.deposits.pop(player, 0))

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

    def _after_act(self, last: str | None = None) -> None:
        """After an act in a betting interval: a winner left alone, or the next phase once the interval is over.

        An opener left alone before the draw, nobody having come in, takes the jack-pot; under the other
        reading of [1895:29][1895-29]'s "no player can come in" (``rulings.cannot_come_in``, ``"nobody comes
        in"``) a second round begins instead, each player adding a chip. *last*: the act was that of the last
        person to bet ([1895:33][1895-33]; before the draw too under the reading ``"both bettings"`` of
        ``rulings.last_in``), which ends the betting under the reading ``"closes the betting"`` of
        ``rulings.last_bet``.
        """
        left = self.in_game()
        if len(left) == 1 and self._nobody_came_in(left[0]):
            self._new_round(add_chip=True, why="Nobody came in")
        elif len(left) == 1:
            self._win((left[0],), "is left alone and takes the jack-pot")
        elif last is not None and self.phase in (BEFORE_DRAW, AFTER_DRAW) and self.rulings.last_bet == "closes the betting":
            self.phase = {BEFORE_DRAW: DRAW, AFTER_DRAW: SHOW}[self.phase]
        elif self._interval.over:
            self.phase = {BEFORE_DRAW: DRAW, AFTER_DRAW: SHOW}[self.phase]

    def _nobody_came_in(self, player: str) -> bool:
        """Whether *player*, left alone, is the opener before the draw whom no player came in against since his
        opening, and rule 29 then begins a second round (the reading ``"nobody comes in"`` of [1895:29][1895-29])."""
        if self.rulings.cannot_come_in != "nobody comes in" or self.phase != BEFORE_DRAW or player != self.opener:
            return False
        opened = max(i for i, step in enumerate(self.steps) if step.act == "open")
        return not any(step.act == "come in" for step in self.steps[opened:])

    # --- the checks --------------------------------------------------------------------------

    def _known(self, player: str) -> None:
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def _verify_in(self, player: str) -> None:
        self._known(player)
        if self.phase == OVER:
            if not self.winners:
                raise self._refusal(BettingClosed, "no one left")
            raise self._refusal(BettingClosed, "won", winners=", ".join(self.winners))
        if player in self.out:
            raise self._refusal(OnceOut, "not betting" if player in self._dropped else "opened in error", player=player)

    def _verify_turn(self, player: str) -> None:
        if player != self.to_act:
            raise self._refusal(OutOfTurn, "turn", to_act=self.to_act, player=player)

    def _refusal(self, error: type[PokerLawError], breach: str, **fields: object) -> PokerLawError:
        """The *error* of a *breach* of the code: its message, filled with *fields*, and the law it offends."""
        return error(self.code.message(breach, **fields), law=self.code.law(breach))

    def _record(self, player: str | None, act: str, chips: int, laws: tuple[str, ...], note: str) -> None:
        subject = "" if player is None else f"{player} "
        self.steps.append(Step(len(self.steps) + 1, player, act, note=note, laws=laws, counters=chips, subject=subject))

    # --- the draw's close, and who bets first after it -----------------------------------

    @property
    @implements("1895:32")
    def first_to_bet(self) -> str | None:
        """Who makes the first bet after the draw: the opener ([1895:32][1895-32]).

        If he has dropped or retired, the next player still in on his left,
        or on the left of the dealer (the ruling on [1895:32][1895-32]:
        ``rulings.opener_out``, ``"opener's left"`` or ``"age's left"``).
        None before the jack-pot is opened.
        """
        if self.opener is None or self.opener not in self.out:
            return self.opener
        start = self.opener if self.rulings.opener_out == "opener's left" else self.age
        return next((p for p in in_turn(self.seats, start) if p not in self.out), None)

    def _close_draw(self) -> None:
        """When every player still in has drawn, the betting after the draw: an interval from the first to bet."""
        if all(p in self.drawn for p in self.in_game()):
            self.phase = AFTER_DRAW
            self.after_draw = self._interval_from(self.first_to_bet)

    def _turn_order(self) -> list[str]:
        """The players still in, in the turn after the draw: from the opener round to his right."""
        return list(in_turn(self.seats, self.first_to_bet or self.age, among=self.in_game()))
