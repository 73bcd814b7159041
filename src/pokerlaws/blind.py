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
the draw under either code. Its acts are the texts' own: make the blind,
straddle, make good (under 1895 also with a raise), pass out. Each has a
``can_…`` question and a ``verify_…`` check; an act the code forbids raises an
error naming the unit it offends, and changes nothing. A player who has passed
out cannot come back in that deal: "Once out of a game, a player can never
enter again" ([1895:24][1895-24]).

Amounts are whole counters (the 1895 rules say *chips*). The texts give few
numbers; [`BlindRules`][pokerlaws.blind.BlindRules] holds the rest, each field
an editorial ruling with its default.

Examples:
    The example of [foster:9][foster-9] up to the draw: five play, A has the
    age, B straddles, all but the dealer E make good.

    >>> from pokerlaws.blind import BlindAndStraddle
    >>> deal = BlindAndStraddle(["A", "B", "C", "D", "E"], age="A", rules="foster")
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
from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.errors import (
    BettingClosed,
    BlindRefused,  # noqa: F401
    InvalidAmount,
    OnceOut,  # noqa: F401
    OutOfTurn,
    RaiseRefused,  # noqa: F401
    StraddleAndRaise,  # noqa: F401
    StraddleRefused,  # noqa: F401
    UnknownPlayer,
    moved_from,
)
from pokerlaws.seats import check_seats

__all__ = [
    "BLIND_RULES",
    "BlindAndStraddle",
    "BlindRules",
    "Step",
]

# The errors that were defined here are in pokerlaws.errors; their old names still work.
__getattr__ = moved_from(__name__, {"OutOfOrder": "OutOfTurn", "RoundOver": "BettingClosed"})


# --- the record ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One act before the draw (or in a jack-pot), as it was ruled.

    Attributes:
        number: 1-based position in the record.
        player: who acted, or ``None`` for what the whole table does (each
            player adding a chip, [1895:29][1895-29]).
        act: the act's name, e.g. ``"blind"``, ``"straddle"``, ``"make good"``,
            ``"pass out"``; in a jack-pot ``"ante"``, ``"open"``, ``"pass"``,
            ``"come in"``, ``"drop"``, ``"draw"``, ``"bet"``, ``"openers"``,
            ``"penalty"``, ``"return"``, ``"ruling"``, ``"new round"``,
            ``"foul"``, ``"win"``.
        chips: counters (chips) put in the pool by the act; negative when
            they come out of it (returned, or won).
        laws: the units applied.
        note: the ruling in words, beginning with a verb when a player acts.

    Examples:
        >>> from pokerlaws.blind import Step
        >>> print(Step(1, "A", "blind", 1, ("foster:7",), "makes the blind of 1"))
        1. A makes the blind of 1 [foster:7]
        >>> print(Step(9, None, "new round", 4, ("1895:29",), "Nobody opened: each player adds a chip"))
        9. Nobody opened: each player adds a chip [1895:29]
    """

    number: int
    player: str | None
    act: str
    chips: int
    laws: tuple[str, ...]
    note: str

    def __str__(self) -> str:
        who = f"{self.player} " if self.player else ""
        laws = f" [{', '.join(self.laws)}]" if self.laws else ""
        return f"{self.number}. {who}{self.note}{laws}"


# --- the rules -----------------------------------------------------------------------------


_CODES = ("1895", "foster")

# Which unit each refusal cites, by code. The 1895 rules 25-26 are the whole
# of that code on the blind, so its procedural refusals cite 25.
_LAWS = {
    "1895": {
        "blind": "1895:25", "age never passes": "1895:26", "straddle": "1895:25",
        "amount": "1895:25", "and raise": "1895:26", "limit": "1895:25",
        "raise": "1895:26", "out": "1895:24", "turn": "1895:25", "over": "1895:25",
        "make good": "1895:25",
    },
    "foster": {
        "blind": "foster:7", "age never passes": "foster:7", "straddle": "foster:7",
        "amount": "foster:9", "and raise": "foster:9", "limit": "foster:8",
        "raise": "foster:7", "out": "foster:7", "turn": "foster:7", "over": "foster:7",
        "make good": "foster:9",
    },
}  # fmt: skip


@implements("1895:25", "1895:26", "foster:7", "foster:9")
@dataclass(frozen=True)
class BlindRules:
    """What a code says, and what the editor rules where it is silent, about the blind.

    The texts fix only one set of numbers: in [foster:9][foster-9] a straddle
    makes "the ante four instead of two", there are sixteen counters in the
    pool when four players have made good, and the straddler still has to
    "make good his ante" at his last say ([foster:7][foster-7]). The defaults
    replay that: the blind is 1, a straddle puts up twice the last blind or
    straddle (2), and to make good a player brings what he has put up to
    twice the last blind or straddle (2 without a straddle, 4 after one).
    The 1895 rules give no amounts and take the same defaults.

    Attributes:
        code: ``"1895"`` or ``"foster"``: whose units the errors cite.
        blind: counters the age puts up as the blind.
        straddle_multiple: a straddle puts up this many times the last blind
            or straddle (editorial ruling: 2, "doubles").
        ante_multiple: to make good, a player brings his counters before the
            draw up to this many times the last blind or straddle (editorial
            ruling: 2). The blind and a straddle count towards it.
        max_straddles: how many straddles a deal may have, or ``None`` for as
            many as the limit allows. Editorial rulings: under 1895 ``None``
            ([1895:25][1895-25]: the third player "can straddle the straddler,
            always within the limit", and so on round the table, each
            straddling the one on his right); under the Foster account ``1``
            (it speaks only of a player who "has straddled the blind", the
            next to the age, B in [foster:9][foster-9]).
        limit: the most a player may put up in one act beyond what he owes —
            a straddle, or the increase of a raise — or ``None`` for no limit.
            Editorial ruling on "always within the limit" ([1895:25][1895-25]):
            the limit is the game's betting limit ([foster:8][foster-8]: "any
            amount from one white counter to the limit"), and a straddle, a
            blind bet, may not exceed it.
        raising: whether a player making good may raise at the same time.
            Editorial rulings: under 1895 ``True`` (rule [1895:26][1895-26]
            forbids only the straddler to straddle and raise "at the same
            time", so raising before the draw exists); under the Foster
            account ``False`` (the choice before the draw is "whether or not
            he would make good his ante and draw cards", [foster:7][foster-7]).

    Raises:
        ValueError: an unknown *code*, or an amount that is not a positive
            whole number.

    Examples:
        >>> import dataclasses
        >>> from pokerlaws.blind import BLIND_RULES
        >>> BLIND_RULES["foster"].max_straddles, BLIND_RULES["1895"].max_straddles
        (1, None)
        >>> dataclasses.replace(BLIND_RULES["1895"], limit=8).limit
        8
    """

    code: str
    blind: int = 1
    straddle_multiple: int = 2
    ante_multiple: int = 2
    max_straddles: int | None = None
    limit: int | None = None
    raising: bool = True

    def __post_init__(self) -> None:
        if self.code not in _CODES:
            raise ValueError(f'code must be "1895" or "foster", not {self.code!r}')
        for name in ("blind", "straddle_multiple", "ante_multiple", "max_straddles", "limit"):
            value = getattr(self, name)
            if value is None and name in ("max_straddles", "limit"):
                continue
            if not isinstance(value, int) or isinstance(value, bool) or value < (0 if name == "max_straddles" else 1):
                raise ValueError(f"{name} must be a positive whole number, not {value!r}")

    def law(self, breach: str) -> str:
        """The unit a breach offends under this code.

        Args:
            breach: one of ``"blind"``, ``"age never passes"``, ``"straddle"``,
                ``"amount"``, ``"and raise"``, ``"limit"``, ``"raise"``,
                ``"out"``, ``"turn"``, ``"over"``, ``"make good"``.

        Returns:
            A unit id, e.g. ``"1895:25"``.

        Examples:
            >>> from pokerlaws.blind import BLIND_RULES
            >>> BLIND_RULES["1895"].law("and raise"), BLIND_RULES["foster"].law("blind")
            ('1895:26', 'foster:7')
        """
        return _LAWS[self.code][breach]


BLIND_RULES: dict[str, BlindRules] = {
    "1895": BlindRules("1895"),
    "foster": BlindRules("foster", max_straddles=1, raising=False),
}
"""The two codes, with the editor's defaults: ``"1895"`` and ``"foster"``."""


# --- the deal before the draw --------------------------------------------------------------


@implements("1895:24", "1895:25", "1895:26", "foster:7", "foster:9")
class BlindAndStraddle:
    """One deal from the blind to the draw: blind, straddles, making good, passing out.

    The turn goes round to the left, beginning with the age (the player on
    the dealer's left), who makes the blind. Then each player in turn may
    straddle (while the straddles run on unbroken from the next to the age),
    make good the ante, or pass out. Whoever straddled last has the last say
    before the draw ([foster:7][foster-7]: "the only advantage the straddle
    would give him was the last say"); with no straddle, the age has it.
    A raise (1895 only) gives every other player a further say. The deal
    reaches the draw when everyone left has made good the ante, or ends when
    a single player is left ([`outcome`][pokerlaws.blind.BlindAndStraddle.outcome]).

    Args:
        seats: every player at the table, in seat order: each on the left of
            the one before, the last on the right of the first.
        age: the player who has the age (on the dealer's left).
        rules: ``"1895"``, ``"foster"`` or a [`BlindRules`][pokerlaws.blind.BlindRules].

    Raises:
        UnknownPlayer: the age is not at the table.
        ValueError: fewer than two seats, a seat named twice, or an unknown code.

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

    def __init__(self, seats: Iterable[str], age: str, rules: str | BlindRules = "1895") -> None:
        seats = check_seats(seats)
        self.seats = seats
        self._known(age)
        self.age = age
        if isinstance(rules, str):
            if rules not in BLIND_RULES:
                raise ValueError(f'rules must be "1895", "foster" or a BlindRules, not {rules!r}')
            rules = BLIND_RULES[rules]
        self.rules: BlindRules = rules
        self.put_up: dict[str, int] = {p: 0 for p in seats}
        """Counters each player has put up before the draw: blind, straddle, ante, raises."""
        self.out: set[str] = set()
        """Players who have passed out ([1895:24][1895-24]: they can never enter again)."""
        self.straddlers: list[str] = []
        """The players who straddled, in order."""
        self.straddled: dict[str, int] = {}
        """Counters each straddler put up as his straddle (the rest of what he put up is ante)."""
        self.last_blind = 0
        """The last blind or straddle, in counters (0 before the blind)."""
        self.ante = 0
        """What each player's counters must come to, to make good: 0 before the blind."""
        self.steps: list[Step] = []
        self._turn: str | None = age
        self._owed: set[str] = set()  # must still act before the draw

    # --- the state -------------------------------------------------------------------------

    @property
    def pool(self) -> int:
        """Counters in the pool: everything put up before the draw."""
        return sum(self.put_up.values())

    @property
    def blinded(self) -> bool:
        """Whether the age has made the blind."""
        return self.last_blind > 0

    def in_game(self) -> list[str]:
        """The players who have not passed out, in seat order."""
        return [p for p in self.seats if p not in self.out]

    @property
    def outcome(self) -> str | None:
        """None until the deal reaches the draw or ends; then ``"draw"`` or ``"uncalled"``.

        ``"draw"``: every player left has made good the ante and draws cards.
        ``"uncalled"``: all but one passed out, and he takes the pool without
        a draw (an editorial ruling: the texts are silent; the engine does
        as [1882:58][1882-58] does for a bet nobody calls).
        """
        if not self.blinded:
            return None
        if len(self.in_game()) == 1:
            return "uncalled"
        return None if self._owed else "draw"

    @property
    def to_act(self) -> str | None:
        """Whose turn it is, or None when the deal has reached the draw or ended."""
        return None if self.outcome else self._turn

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
        if self.outcome != "draw":
            return ()
        return tuple(p for p in self._from(self.age) if p not in self.out)

    @property
    @implements("foster:7", "foster:8")
    def first_bet(self) -> str | None:
        """Who makes the first bet after the draw ([foster:7][foster-7], [foster:8][foster-8]).

        "The next player who holds cards on the left of the age" — the
        straddler too: "Even if a player has straddled the blind, he must
        still make the first bet after the draw". None until the draw.
        """
        return next((p for p in self._from(self.age)[1:] + (self.age,) if p in self.drawing), None)

    @property
    @implements("foster:7")
    def last_say(self) -> str | None:
        """Who has the last say after the draw: the age, if he draws cards ([foster:7][foster-7]).

        If the age declined to make good or passed out, "that does not
        transfer the privilege of having the last say to any other player",
        so it is None; None also until the draw.
        """
        return self.age if self.age in self.drawing else None

    # --- the acts --------------------------------------------------------------------------

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
        self.verify_blind(player)
        amount = self.rules.blind
        self.put_up[player] += amount
        self.last_blind = amount
        self.ante = self.rules.ante_multiple * amount
        self._owed = set(self.seats)  # the age too: he must still make good his blind
        self._record(player, "blind", amount, ("blind",), f"makes the blind of {amount}; the ante is {self.ante}")
        self._advance(player)

    def verify_blind(self, player: str) -> None:
        """Raise what [`blind`][pokerlaws.blind.BlindAndStraddle.blind] would raise; do nothing else."""
        self._known(player)
        law = self.rules.law("blind")
        if self.blinded:
            raise BlindRefused(f"the blind is made already, by {self.age}", law=law)
        if player != self.age:
            raise BlindRefused(f"{player} cannot make the blind: the age ({self.age}) alone can make the blind", law=law)

    def can_blind(self, player: str) -> bool:
        """Whether *player* may make the blind now."""
        return _can(self.verify_blind, player)

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
            >>> deal = BlindAndStraddle(["A", "B", "C", "D", "E"], age="A", rules="foster")
            >>> deal.blind("A"); deal.straddle("B", 2)
            >>> deal.ante, deal.to_act
            (4, 'C')
            >>> deal.can_straddle("C")        # the Foster account: one straddle, of the blind
            False
        """
        self.verify_straddle(player, amount)
        cost = self._straddle_cost()
        self.put_up[player] += cost
        self.last_blind = cost
        self.ante = self.rules.ante_multiple * cost
        self.straddlers.append(player)
        self.straddled[player] = self.straddled.get(player, 0) + cost
        self._owed = set(self.in_game())
        whom = "the blind" if len(self.straddlers) == 1 else f"{self.straddlers[-2]}, the straddler,"
        laws = ("straddle", "amount")
        self._record(player, "straddle", cost, laws, f"straddles {whom} with {cost}; the ante is {self.ante}")
        self._advance(player)

    def verify_straddle(self, player: str, amount: int | None = None) -> None:
        """Raise what [`straddle`][pokerlaws.blind.BlindAndStraddle.straddle] would raise; do nothing else."""
        self._verify_turn(player)
        rules, law = self.rules, self.rules.law("straddle")
        if player == self.age:
            raise StraddleRefused(f"{player} has the age and made the blind: he cannot straddle it", law=law)
        if any(step.act not in ("blind", "straddle") for step in self.steps):
            if not self.straddlers:
                nxt = self._from(self.age)[1]
                raise StraddleRefused(
                    f"{player} cannot straddle: the third player after the age cannot begin the straddle; "
                    f"{nxt}, the next to the age, did not straddle",
                    law=law,
                )
            raise StraddleRefused(
                f"{player} cannot straddle: only the player on the straddler's left can straddle the straddler "
                f"({self.straddlers[-1]}), before anyone has made good or passed out",
                law=law,
            )
        if rules.max_straddles is not None and len(self.straddlers) >= rules.max_straddles:
            allowed = "no straddle" if rules.max_straddles == 0 else f"{rules.max_straddles} straddle(s)"
            raise StraddleRefused(f"{player} cannot straddle: these rules allow {allowed} in a deal", law=law)
        cost = self._straddle_cost()
        if rules.limit is not None and cost > rules.limit:
            raise StraddleRefused(
                f"{player} cannot straddle: the straddle would be {cost}, beyond the limit of {rules.limit}",
                law=rules.law("limit"),
            )
        if amount is not None:
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise InvalidAmount(f"an amount is a whole number of counters, not {amount!r}")
            if amount > cost:
                raise StraddleAndRaise(
                    f"{player}'s straddle is {cost}: he cannot put up {amount}, the straddle and a raise at the same time",
                    law=rules.law("and raise"),
                )
            if amount < cost:
                raise StraddleRefused(
                    f"{player}'s straddle is {cost}, {rules.straddle_multiple} times the last blind or straddle, not {amount}",
                    law=rules.law("amount"),
                )

    def can_straddle(self, player: str, amount: int | None = None) -> bool:
        """Whether *player* may straddle now."""
        return _can(self.verify_straddle, player, amount)

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
        self.verify_make_good(player, raise_by)
        owed = self.ante - self.put_up[player]
        self.put_up[player] += owed + raise_by
        if raise_by:
            self.ante += raise_by
            self._owed = set(self.in_game()) - {player}
            note = f"makes good and raises {raise_by}: the ante is {self.ante}"
            laws: tuple[str, ...] = ("make good", "raise")
        else:
            self._owed.discard(player)
            note = f"makes good the ante of {self.ante}, putting up {owed}"
            laws = ("make good",)
        self._record(player, "make good", owed + raise_by, laws, note)
        self._advance(player)

    def verify_make_good(self, player: str, raise_by: int = 0) -> None:
        """Raise what [`make_good`][pokerlaws.blind.BlindAndStraddle.make_good] would raise; do nothing else."""
        self._verify_turn(player)
        if not isinstance(raise_by, int) or isinstance(raise_by, bool) or raise_by < 0:
            raise InvalidAmount(f"a raise is a whole number of counters, not {raise_by!r}")
        if raise_by and not self.rules.raising:
            raise RaiseRefused(
                f"{player} cannot raise before the draw: he may only make good his ante or pass out",
                law=self.rules.law("raise"),
            )
        if self.rules.limit is not None and raise_by > self.rules.limit:
            raise RaiseRefused(
                f"{player} cannot raise {raise_by}: the limit is {self.rules.limit}", law=self.rules.law("limit")
            )

    def can_make_good(self, player: str, raise_by: int = 0) -> bool:
        """Whether *player* may make good now (with *raise_by*)."""
        return _can(self.verify_make_good, player, raise_by)

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
            >>> deal = BlindAndStraddle(["A", "B", "C"], age="A", rules="foster")
            >>> deal.blind("A"); deal.make_good("B"); deal.make_good("C"); deal.pass_out("A")
            >>> deal.outcome, deal.pool, deal.first_bet, deal.last_say
            ('draw', 5, 'B', None)
        """
        self.verify_pass_out(player)
        self.out.add(player)
        self._owed.discard(player)
        self._record(player, "pass out", 0, ("out",), f"passes out, leaving {self.put_up[player]} in the pool")
        self._advance(player)

    def verify_pass_out(self, player: str) -> None:
        """Raise what [`pass_out`][pokerlaws.blind.BlindAndStraddle.pass_out] would raise; do nothing else."""
        self._known(player)
        if player == self.age and not self.blinded:
            raise BlindRefused(
                f"{player} has the age and cannot pass: he is compelled to make the blind",
                law=self.rules.law("age never passes"),
            )
        self._verify_turn(player)

    def can_pass_out(self, player: str) -> bool:
        """Whether *player* may pass out now."""
        return _can(self.verify_pass_out, player)

    # --- helpers ---------------------------------------------------------------------------

    def _straddle_cost(self) -> int:
        return self.rules.straddle_multiple * self.last_blind

    def _from(self, player: str) -> tuple[str, ...]:
        """Every seat, beginning with *player* and going round to his left."""
        i = self.seats.index(player)
        return self.seats[i:] + self.seats[:i]

    def _advance(self, player: str) -> None:
        self._turn = next((p for p in self._from(player)[1:] if p in self._owed and p not in self.out), None)

    def _known(self, player: str) -> None:
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def _verify_turn(self, player: str) -> None:
        self._known(player)
        if player in self.out:
            raise OnceOut(f"{player} has passed out: once out of a game, a player can never enter again", law=self.rules.law("out"))
        if not self.blinded:
            raise BlindRefused(f"the age ({self.age}) must make the blind first", law=self.rules.law("blind"))
        if self.outcome == "uncalled":
            raise BettingClosed(f"the deal is over before the draw: {self.winner} alone is left", law=self.rules.law("over"))
        if self.outcome == "draw":
            raise BettingClosed("every player left has made good the ante: the draw comes next", law=self.rules.law("over"))
        if player != self._turn:
            raise OutOfTurn(f"it is {self._turn}'s turn, not {player}'s", law=self.rules.law("turn"))

    def _record(self, player: str | None, act: str, chips: int, breaches: tuple[str, ...], note: str) -> None:
        laws = tuple(dict.fromkeys(self.rules.law(b) for b in breaches))
        self.steps.append(Step(len(self.steps) + 1, player, act, chips, laws, note))


def _can(verify, *args) -> bool:  # noqa: ANN001
    try:
        verify(*args)
    except (ValueError, TypeError):
        return False
    return True
