"""Before the draw: the blind, the straddles, and making good the ante.

Two accounts order what happens before the draw in a pool with a blind:

* the *1895 Bartender's Guide*, rules [1895:25][1895-25] and
  [1895:26][1895-26]: the age alone can make the blind; the next to the age
  can straddle; the third player after the age cannot begin the straddle but
  can straddle the straddler, "always within the limit"; the straddler cannot
  make the straddle and raise at the same time;
* the Foster-style account, [foster:7][foster-7] and [foster:9][foster-9]: the
  age is "compelled to pay" the blind; a player who straddles the blind makes
  the ante "four instead of two"; each player makes good his ante and draws
  cards, or passes out; the age keeps the last say, "given in consideration of
  the blind", and the straddler still makes the first bet after the draw.

A [`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle] holds one deal up to
the draw under either code, on one betting [`Interval`][pokerlaws.table.Interval]
([`BlindState`][pokerlaws.blind.BlindState] is what its acts read and move).
Its acts are the texts' own: make the blind, straddle, make good (under 1895
also with a raise), pass out. Each has a ``can_…`` question and a
``verify_…`` check, which returns what the act then uses; an act the code
forbids raises an error naming the unit it offends, and changes nothing. A
player who has passed out cannot come back in that deal: "Once out of a game,
a player can never enter again" ([1895:24][1895-24]).

Amounts are whole counters (the 1895 rules say *chips*). The texts give few
numbers; [`BlindRulings`][pokerlaws.blind.BlindRulings] (in
[`pokerlaws.blind.rulings`][pokerlaws.blind.rulings], and found here too) holds
the rest, each field an editorial ruling with its default.

Examples:
    The example of [foster:9][foster-9] up to the draw: five play, A has the
    age, B straddles, all but the dealer E make good.

    >>> from pokerlaws.blind import BlindAndStraddle
    >>> deal = BlindAndStraddle(["A", "B", "C", "D", "E"], age="A", code="foster")
    >>> deal.blind("A"); deal.straddle("B")
    >>> deal.ante                       # "the ante four instead of two"
    4
    >>> deal.make_good("C"); deal.make_good("D"); deal.pass_out("E"); deal.make_good("A")
    >>> deal.to_act                     # the straddler's last say
    'B'
    >>> deal.make_good("B")
    >>> deal.outcome, deal.pool         # "sixteen white counters in the pool"
    ('draw', 16)
    >>> deal.drawing, deal.first_bet, deal.last_say
    (('A', 'B', 'C', 'D'), 'B', 'A')
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerlaws.blind.rulings import BlindRulings
from pokerlaws.citations import implements
from pokerlaws.errors import (
    BettingClosed,
    BlindRefused,
    InvalidAmount,
    OnceOut,
    OutOfTurn,
    RaiseRefused,
    StraddleAndRaise,
    StraddleRefused,
    UnknownPlayer,
    accepts,
)
from pokerlaws.frozen import Independent
from pokerlaws.messages import one_line
from pokerlaws.table import CODES, Code, Step
from pokerlaws.table.codes import BEFORE_THE_DRAW
from pokerlaws.table.interval import Interval, Status, in_turn
from pokerlaws.table.seats import check_seats

__all__ = [
    "BlindAndStraddle",
    "BlindState",
]


# --- the state before the draw -------------------------------------------------------------


class BlindState(Independent):
    """The state of one deal before the draw; its acts are [`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle]'s.

    The acts move one [`Interval`][pokerlaws.table.Interval], in the order
    of the turn from the age: the blind and a straddle are forced posts that
    set its level, the ante; to make good is to meet the level, a raise
    stakes above it, and to pass out is to leave the interval.

    Args: as [`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle] takes them.
    """

    def __init__(self, seats: Iterable[str], age: str, *, code: str | Code = "1895", rulings: BlindRulings | None = None) -> None:
        self.seats = check_seats(seats)
        self._known(age)
        self.age = age
        code = CODES.get(code) if isinstance(code, str) else code
        if not isinstance(code, Code):
            raise ValueError(f'code must be "1895", "foster" or a Code, not {one_line(repr(code))}')
        silent = [kind for kind in BEFORE_THE_DRAW if "before the draw, " + kind not in code.breaches]
        if silent:
            # a fourth code plays the blind once its data name the law of each breach
            raise ValueError(f"the code {code.name} names no law of the blind for: {', '.join(silent)}")
        self.code: Code = code
        """The code played: the law each breach of the blind offends, its own number of straddles and raising."""
        if rulings is None:
            rulings = BlindRulings()
        if not isinstance(rulings, BlindRulings):
            raise ValueError(f"rulings must be a BlindRulings, not {one_line(repr(rulings))}")
        self.rulings: BlindRulings = rulings
        """What the editor rules about the blind and straddles where the code is silent."""
        self.max_straddles: int | None = rulings.in_force("max_straddles", code)
        """How many straddles a deal may have (``None``: as many as the limit allows), as ruled under this code."""
        self.raising: bool = rulings.in_force("raising", code)
        """Whether a player making good may raise at the same time, as ruled under this code."""
        self.interval = Interval(in_turn(self.seats, age))
        """The interval the acts move: the stakes, the ante as its level, the turn, who still owes a say."""
        self.straddlers: list[str] = []
        """The players who straddled, in order."""
        self.straddled: dict[str, int] = {}
        """Counters each straddler put up as his straddle (the rest of what he put up is ante)."""
        self.last_blind = 0
        """The last blind or straddle, in counters (0 before the blind)."""
        self.steps: list[Step] = []

    @property
    def put_up(self) -> dict[str, int]:
        """Counters each player has put up before the draw (blind, straddle, ante, raises), in seat order."""
        return {p: self.interval.stakes[p] for p in self.seats}

    @property
    def out(self) -> set[str]:
        """Players who have passed out ([1895:24][1895-24]: they can never enter again)."""
        return {p for p in self.seats if self.interval.status[p] is Status.RETIRED}

    @property
    def ante(self) -> int:
        """What each player's counters must come to, to make good (the interval's level): 0 before the blind."""
        return self.interval.level

    @property
    def pool(self) -> int:
        """Counters in the pool: everything put up before the draw."""
        return sum(self.interval.stakes.values())

    @property
    def blinded(self) -> bool:
        """Whether the age has made the blind."""
        return self.last_blind > 0

    def in_game(self) -> list[str]:
        """The players who have not passed out, in seat order."""
        return [p for p in self.seats if self.interval.status[p] is Status.IN]

    @property
    def outcome(self) -> str | None:
        """None until the deal reaches the draw or ends; then ``"draw"`` or ``"uncalled"``.

        ``"draw"``: every player left has made good the ante and draws cards.
        ``"uncalled"``: all but one passed out, and he takes the pool without
        a draw (an editorial ruling: the texts are silent; the engine does
        as [1882:58][1882-58] does for a bet nobody calls).
        """
        if not self.blinded or not self.interval.over:
            return None
        return "uncalled" if len(self.interval.betting()) == 1 else "draw"

    @property
    def to_act(self) -> str | None:
        """Whose turn it is, or None when the deal has reached the draw or ended."""
        return self.interval.to_act

    @property
    def winner(self) -> str | None:
        """The player left alone, when the outcome is ``"uncalled"``."""
        return self.in_game()[0] if self.outcome == "uncalled" else None

    @property
    def drawing(self) -> tuple[str, ...]:
        """The players who made good and draw cards, in the order of the draw.

        The draw begins with the age ([foster:1][foster-1]: "each player in
        turn who has made good his ante, beginning with the age"). Empty
        until the outcome is ``"draw"``.
        """
        return tuple(self.interval.betting()) if self.outcome == "draw" else ()

    @property
    @implements("foster:7", "foster:8")
    def first_bet(self) -> str | None:
        """Who makes the first bet after the draw ([foster:7][foster-7], [foster:8][foster-8]).

        "The next player who holds cards on the left of the age" — the
        straddler too: "Even if a player has straddled the blind, he must
        still make the first bet after the draw". None until the draw.
        """
        order = self.interval.order  # from the age
        return next((p for p in order[1:] + order[:1] if p in self.drawing), None)

    @property
    @implements("foster:7")
    def last_say(self) -> str | None:
        """Who has the last say after the draw: the age, if he draws cards ([foster:7][foster-7]).

        If the age declined to make good or passed out, "that does not
        transfer the privilege of having the last say to any other player",
        so it is None; None also until the draw.
        """
        return self.age if self.age in self.drawing else None

    # --- the checks every act makes first --------------------------------------------------

    def _known(self, player: str) -> None:
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def law(self, breach: str) -> str:
        """The unit a breach of the blind offends under this code.

        Args:
            breach: one of ``"blind"``, ``"age never passes"``, ``"straddle"``,
                ``"amount"``, ``"and raise"``, ``"limit"``, ``"raise"``,
                ``"out"``, ``"turn"``, ``"over"``, ``"make good"``.

        Examples:
            >>> from pokerlaws.blind import BlindAndStraddle
            >>> BlindAndStraddle(["A", "B"], age="A").law("and raise"), BlindAndStraddle(["A", "B"], age="A", code="foster").law("blind")
            ('1895:26', 'foster:7')
        """
        return self.code.law("before the draw, " + breach)

    def _straddle_cost(self, player: str, amount: int | None) -> int:
        """The straddle *player* must put up, checked against what the code and the rulings decide: how many
        straddles, the limit, and an amount named with the straddle ([1895:26][1895-26]: not the straddle and a
        raise at the same time)."""
        most = self.max_straddles
        if most is not None and len(self.straddlers) >= most:
            allowed = "no straddle" if most == 0 else "at most one straddle" if most == 1 else f"at most {most} straddles"
            unit = self.law("straddle")
            raise StraddleRefused(f"{player} cannot straddle: a deal has {allowed} (the ruling on {unit}, max_straddles)", law=unit)
        cost = self.rulings.straddle_multiple * self.last_blind
        limit = self.rulings.limit
        if limit is not None and cost > limit:
            message = f"{player} cannot straddle: the straddle would be {cost}, beyond the limit of {limit}"
            raise StraddleRefused(message, law=self.law("limit"))
        if amount is not None:
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise InvalidAmount(f"an amount is a whole number of counters, not {amount!r}")
            if amount > cost:
                message = f"{player}'s straddle is {cost}: he cannot put up {amount}, the straddle and a raise at the same time"
                raise StraddleAndRaise(message, law=self.law("and raise"))
            if amount < cost:
                message = f"{player}'s straddle is {cost}, {self.rulings.straddle_multiple} times the last blind or straddle, not {amount}"
                raise StraddleRefused(message, law=self.law("amount"))
        return cost

    def _verify_raise(self, player: str, raise_by: int) -> None:
        """Refuse a raise of *raise_by* as *player* makes good, where the rulings under this code allow none, or beyond the limit."""
        if not isinstance(raise_by, int) or isinstance(raise_by, bool) or raise_by < 0:
            raise InvalidAmount(f"a raise is a whole number of counters, not {raise_by!r}")
        if raise_by and not self.raising:
            unit = self.law("raise")
            message = f"{player} cannot raise before the draw: he may only make good his ante or pass out (the ruling on {unit}, raising)"
            raise RaiseRefused(message, law=unit)
        limit = self.rulings.limit
        if limit is not None and raise_by > limit:
            raise RaiseRefused(f"{player} cannot raise {raise_by}: the limit is {limit}", law=self.law("limit"))

    def _verify_turn(self, player: str) -> None:
        self._known(player)
        law = self.law
        if self.interval.status[player] is Status.RETIRED:
            raise OnceOut(f"{player} has passed out: once out of a game, a player can never enter again", law=law("out"))
        if not self.blinded:
            raise BlindRefused(f"the age ({self.age}) must make the blind first", law=law("blind"))
        outcome = self.outcome
        if outcome == "uncalled":
            raise BettingClosed(f"the deal is over before the draw: {self.winner} alone is left", law=law("over"))
        if outcome == "draw":
            raise BettingClosed("every player left has made good the ante: the draw comes next", law=law("over"))
        turn = self.interval.turn  # the deal goes on: the interval's turn is whose it is
        if player != turn:
            raise OutOfTurn(f"it is {turn}'s turn, not {player}'s", law=law("turn"))

    def _record(self, player: str, act: str, counters: int, breaches: tuple[str, ...], note: str) -> None:
        laws = tuple(dict.fromkeys(self.law(b) for b in breaches))
        self.steps.append(Step(len(self.steps) + 1, player, act, note=note, laws=laws, counters=counters, subject=f"{player} "))


# --- the deal before the draw: the acts ----------------------------------------------------


@implements("1895:24", "1895:25", "1895:26", "foster:7", "foster:9")
class BlindAndStraddle(BlindState):
    """One deal from the blind to the draw: blind, straddles, making good, passing out.

    The turn goes round to the left, beginning with the age (the player on
    the dealer's left), who makes the blind. Then each player in turn may
    straddle (while the straddles run on unbroken from the next to the age),
    make good the ante, or pass out. Whoever straddled last has the last say
    before the draw ([foster:7][foster-7]: "the only advantage the straddle
    would give him was the last say"); with no straddle, the age has it.
    A raise (1895 only) gives every other player a further say. The deal
    reaches the draw when everyone left has made good the ante, or ends when
    a single player is left ([`outcome`][pokerlaws.blind.BlindState.outcome]).

    Args:
        seats: every player at the table, in seat order: each on the left of
            the one before, the last on the right of the first.
        age: the player who has the age (on the dealer's left).
        code: the code played, ``"1895"`` or ``"foster"``, or a
            [`Code`][pokerlaws.table.Code] whose ``breaches`` name the law of
            each breach of the blind (``"before the draw, " + kind`` for each
            kind of [`BEFORE_THE_DRAW`][pokerlaws.table.codes.BEFORE_THE_DRAW]).
        rulings: the editor's readings where the code is silent, a
            [`BlindRulings`][pokerlaws.blind.BlindRulings] (None: the defaults).

    Raises:
        UnknownPlayer: the age is not at the table.
        ValueError: fewer than two seats, a seat named twice, an unknown
            code, a code that names no law for some breach of the blind, or
            *rulings* not a BlindRulings.

    Examples:
        Under 1895 the third player can straddle the straddler, and a raise
        before the draw is allowed, though not with the straddle:

        >>> from pokerlaws.blind import BlindAndStraddle
        >>> deal = BlindAndStraddle(["A", "B", "C", "D"], age="A")
        >>> deal.blind("A"); deal.straddle("B"); deal.straddle("C")
        >>> deal.put_up, deal.ante
        ({'A': 1, 'B': 2, 'C': 4, 'D': 0}, 8)
        >>> deal.make_good("D", raise_by=2)
        >>> [deal.to_act, deal.ante]
        ['A', 10]
    """

    @implements("1895:25", "foster:7")
    def blind(self, player: str) -> None:
        """Put up the blind: the age's first and compulsory act ([1895:25][1895-25], [foster:7][foster-7]).

        Args:
            player: the age.

        Raises:
            BlindRefused: another player, or the blind is already made.
            UnknownPlayer: no such player.

        Examples:
            >>> deal = BlindAndStraddle(["A", "B", "C"], age="A")
            >>> deal.blind("A")
            >>> deal.put_up["A"], deal.ante, deal.to_act
            (1, 2, 'B')
        """
        self.last_blind = amount = self.verify_blind(player)
        # a forced post: the level is the ante, and every player owes a say, the age too (he must make good his blind)
        self.interval.post(player, amount, level=self.rulings.ante_multiple * amount)
        self._record(player, "blind", amount, ("blind",), f"makes the blind of {amount}; the ante is {self.ante}")

    def verify_blind(self, player: str) -> int:
        """Raise what [`blind`][pokerlaws.blind.BlindAndStraddle.blind] would raise; else return the blind, in counters."""
        self._known(player)
        law = self.law("blind")
        if self.blinded:
            raise BlindRefused(f"the blind is made already, by {self.age}", law=law)
        if player != self.age:
            raise BlindRefused(f"{player} cannot make the blind: the age ({self.age}) alone can make the blind", law=law)
        return self.rulings.blind

    def can_blind(self, player: str) -> bool:
        """Whether *player* may make the blind now."""
        return accepts(self.verify_blind, player)

    @implements("1895:25", "1895:26", "foster:7", "foster:9")
    def straddle(self, player: str, amount: int | None = None) -> None:
        """Straddle the blind, or the straddler on one's right, in one's turn.

        Under 1895 the next to the age can straddle; the third player cannot
        begin the straddle but can straddle the straddler, always within the
        limit ([1895:25][1895-25]); the straddler cannot straddle and raise at
        once ([1895:26][1895-26]). A straddle puts up
        ``straddle_multiple`` × the last blind or straddle and doubles the ante
        ([foster:9][foster-9]). The straddler keeps a say: he must still make
        good his ante when the turn comes back to him ([foster:7][foster-7]).

        Args:
            player: who straddles; it must be his turn.
            amount: the counters he puts up, if he names them; None for the
                straddle itself.

        Raises:
            StraddleAndRaise: *amount* is more than the straddle.
            StraddleRefused: he is not the next to the age and does not follow
                a straddler; someone has already made good or passed out; the
                straddle would pass the limit or the number of straddles
                allowed; he is the age; *amount* is less than the straddle.
            BlindRefused, OutOfTurn, OnceOut, BettingClosed, UnknownPlayer: as
                for any act.

        Examples:
            >>> deal = BlindAndStraddle(["A", "B", "C", "D", "E"], age="A", code="foster")
            >>> deal.blind("A"); deal.straddle("B", 2)
            >>> deal.ante, deal.to_act
            (4, 'C')
            >>> deal.can_straddle("C")        # the Foster account: one straddle, of the blind
            False
        """
        self.last_blind = cost = self.verify_straddle(player, amount)
        whom = f"{self.straddlers[-1]}, the straddler," if self.straddlers else "the blind"
        self.straddlers.append(player)
        self.straddled[player] = cost
        self.interval.post(player, cost, level=self.rulings.ante_multiple * cost)  # a forced post, as the blind
        self._record(player, "straddle", cost, ("straddle", "amount"), f"straddles {whom} with {cost}; the ante is {self.ante}")

    def verify_straddle(self, player: str, amount: int | None = None) -> int:
        """Raise what [`straddle`][pokerlaws.blind.BlindAndStraddle.straddle] would raise; else return the straddle, in counters."""
        self._verify_turn(player)
        law = self.law("straddle")
        if player == self.age:
            raise StraddleRefused(f"{player} has the age and made the blind: he cannot straddle it", law=law)
        if len(self.steps) > 1 + len(self.straddlers):  # someone has made good or passed out: the straddles are broken
            if not self.straddlers:
                raise StraddleRefused(
                    f"{player} cannot straddle: the third player after the age cannot begin the straddle; "
                    f"{self.interval.order[1]}, the next to the age, did not straddle",
                    law=law,
                )
            raise StraddleRefused(
                f"{player} cannot straddle: only the player on the straddler's left can straddle the straddler "
                f"({self.straddlers[-1]}), before anyone has made good or passed out",
                law=law,
            )
        return self._straddle_cost(player, amount)

    def can_straddle(self, player: str, amount: int | None = None) -> bool:
        """Whether *player* may straddle now."""
        return accepts(self.verify_straddle, player, amount)

    @implements("foster:7", "foster:9", "1895:26")
    def make_good(self, player: str, raise_by: int = 0) -> None:
        """Make good the ante: put up what brings one's counters to the ante, and draw cards.

        The blind and a straddle count towards it. Under 1895 a player may
        raise as he makes good (not when he straddles, [1895:26][1895-26]);
        every other player still in then has a further say.

        Args:
            player: who makes good; it must be his turn.
            raise_by: counters raised beyond the ante (1895 only), at most the limit.

        Raises:
            RaiseRefused: a raise under the Foster account ([foster:7][foster-7]),
                or beyond the limit.
            ValueError: *raise_by* negative or not a whole number.
            BlindRefused, OutOfTurn, OnceOut, BettingClosed, UnknownPlayer: as
                for any act.

        Examples:
            >>> deal = BlindAndStraddle(["A", "B", "C"], age="A")
            >>> deal.blind("A"); deal.make_good("B"); deal.make_good("C", raise_by=3)
            >>> deal.ante, deal.to_act, deal.put_up
            (5, 'A', {'A': 1, 'B': 2, 'C': 5})
        """
        owed = self.verify_make_good(player, raise_by)
        # meeting the level he owes no more; above it, the level rises and every other player owes a say
        self.interval.stake(player, owed + raise_by)
        if raise_by:
            note, laws = f"makes good and raises {raise_by}: the ante is {self.ante}", ("make good", "raise")
        else:
            note, laws = f"makes good the ante of {self.ante}, putting up {owed}", ("make good",)
        self._record(player, "make good", owed + raise_by, laws, note)

    def verify_make_good(self, player: str, raise_by: int = 0) -> int:
        """Raise what [`make_good`][pokerlaws.blind.BlindAndStraddle.make_good] would raise; else return what he owes to make good."""
        self._verify_turn(player)
        self._verify_raise(player, raise_by)
        return self.interval.to_call(player)

    def can_make_good(self, player: str, raise_by: int = 0) -> bool:
        """Whether *player* may make good now (with *raise_by*)."""
        return accepts(self.verify_make_good, player, raise_by)

    @implements("1895:24", "foster:7")
    def pass_out(self, player: str) -> None:
        """Decline to make good: throw up one's hand and go out of the deal.

        What he has put up stays in the pool. He can never enter again
        ([1895:24][1895-24]). The age may pass out once his blind is made;
        he loses the blind, and no one else takes his last say
        ([foster:7][foster-7]).

        Raises:
            BlindRefused: the age, before he has made the blind (he is
                compelled to pay it; under 1895, "the age never passes",
                [1895:26][1895-26], citing a rule 20 the edition does not hold).
            OutOfTurn, OnceOut, BettingClosed, UnknownPlayer: as for any act.

        Examples:
            >>> deal = BlindAndStraddle(["A", "B", "C"], age="A", code="foster")
            >>> deal.blind("A"); deal.make_good("B"); deal.make_good("C"); deal.pass_out("A")
            >>> deal.outcome, deal.pool, deal.first_bet, deal.last_say
            ('draw', 5, 'B', None)
        """
        self.verify_pass_out(player)
        self.interval.leave(player)
        self._record(player, "pass out", 0, ("out",), f"passes out, leaving {self.interval.stakes[player]} in the pool")

    def verify_pass_out(self, player: str) -> None:
        """Raise what [`pass_out`][pokerlaws.blind.BlindAndStraddle.pass_out] would raise; do nothing else."""
        self._known(player)
        if player == self.age and not self.blinded:
            raise BlindRefused(
                f"{player} has the age and cannot pass: he is compelled to make the blind",
                law=self.law("age never passes"),
            )
        self._verify_turn(player)

    def can_pass_out(self, player: str) -> bool:
        """Whether *player* may pass out now."""
        return accepts(self.verify_pass_out, player)
