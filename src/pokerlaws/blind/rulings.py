"""What a code says about the blind and straddles, and what the editor rules where it is silent.

A [`BlindRulings`][pokerlaws.blind.BlindRulings] holds the numbers the texts
leave open (the blind, how a straddle and the ante grow, how many straddles,
the limit, whether a player may raise before the draw) and answers, for each
breach, the unit it offends under its code, from the code's own table
([`CODES`][pokerlaws.table.CODES]). It checks what the rules alone decide
about a straddle or a raise; whose turn it is, and what the deal has come to,
are [`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle]'s to check.

Both are found in [`pokerlaws.blind.straddle`][pokerlaws.blind.straddle] too.

Examples:
    >>> from pokerlaws.blind import BlindRulings
    >>> BlindRulings("1895").verify_straddle("B", straddles=0, last=1)
    2
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.errors import (
    InvalidAmount,
    RaiseRefused,
    StraddleAndRaise,
    StraddleRefused,
)
from pokerlaws.messages import quote
from pokerlaws.readings import Rulings, reading
from pokerlaws.table.codes import BEFORE_THE_DRAW, CODES, Code

__all__ = ["THE_CODES", "BlindRulings"]

THE_CODES = "the code's"
"""The first reading of a ruling whose default is its code's: the code's own number ([`Code.straddles`][pokerlaws.table.Code], [`Code.raising`][pokerlaws.table.Code])."""


@implements("1895:25", "1895:26", "foster:7", "foster:9")
@dataclass(frozen=True)
class BlindRulings(Rulings):
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
        code: ``"1895"`` or ``"foster"``, or a [`Code`][pokerlaws.table.Code]
            whose ``breaches`` name the law of each breach of the blind
            (``"before the draw, " + kind`` for each kind of
            [`BEFORE_THE_DRAW`][pokerlaws.table.codes.BEFORE_THE_DRAW]): whose units the errors cite.
        blind: counters the age puts up as the blind.
        straddle_multiple: a straddle puts up this many times the last blind
            or straddle (the ruling on [1895:25][1895-25]: 2, "doubles", as
            the straddle made "the ante four instead of two" in
            [foster:9][foster-9]; ``1``, a second blind of the same size, is
            the other reading).
        ante_multiple: to make good, a player brings his counters before the
            draw up to this many times the last blind or straddle (the ruling
            on [foster:9][foster-9]: 2, B's "straddle and ante" being two
            sums; ``1`` with a blind of 2 is the other reading, which also
            makes sixteen). The blind and a straddle count towards it.
        max_straddles: how many straddles a deal may have, or ``None`` for as
            many as the limit allows. Under 1895 ``2``, the letter of
            [1895:25][1895-25]: it names two straddlers, "the next to the age"
            and "the third player", who "can straddle the straddler", and
            grants no straddle to a fourth; read literally, and not by
            implication ([1882:77][1882-77]), no later player may straddle.
            ``None`` is the other reading, kept as a parameter: each later
            player straddles the one on his right, round the table, "always
            within the limit". Under the Foster account ``1`` (the ruling on
            [foster:7][foster-7]: it speaks only of a player who "has straddled
            the blind", the next to the age, B in [foster:9][foster-9]). By default
            ``"the code's"``: the code's own number
            ([`Code.straddles`][pokerlaws.table.Code]), read when it is used
            ([`in_force`][pokerlaws.blind.BlindRulings.in_force]).
        limit: the most a player may put up in one act beyond what he owes —
            a straddle, or the increase of a raise — or ``None`` for no limit.
            Editorial ruling on "always within the limit" ([1895:25][1895-25]):
            the limit is the game's betting limit ([foster:8][foster-8]: "any
            amount from one white counter to the limit"), and a straddle, a
            blind bet, may not exceed it. The Guide names no figure: by
            default none is set, and a table's limit is given in counters.
        raising: whether a player making good may raise at the same time.
            The ruling on [1895:26][1895-26]: under 1895 ``True`` (the rule
            forbids only the straddler to straddle and raise "at the same
            time", so raising before the draw exists; ``False`` is the other
            reading); under the Foster account ``False`` (the ruling on
            [foster:7][foster-7]: the choice before the draw is "whether or not
            he would make good his ante and draw cards"). By default ``"the code's"``
            ([`Code.raising`][pokerlaws.table.Code]), read when it is used.

    Raises:
        ValueError: an unknown *code*, or an amount that is not a positive
            whole number.

    Examples:
        >>> import dataclasses
        >>> from pokerlaws.blind import BlindRulings
        >>> BlindRulings("foster").in_force("max_straddles"), BlindRulings("1895").in_force("max_straddles")
        (1, 2)
        >>> BlindRulings("foster").raising, BlindRulings("foster").in_force("raising")
        ("the code's", False)
        >>> BlindRulings("1895", max_straddles=None).in_force("max_straddles")   # the other reading: round the table
        >>> dataclasses.replace(BlindRulings("1895"), limit=8).limit
        8
    """

    code: str | Code
    blind: int = 1
    straddle_multiple: int = reading(2, 1, 3, open=True)
    ante_multiple: int = reading(2, 1, open=True)
    max_straddles: int | None = reading(THE_CODES, None, 2, 1, open=True)
    limit: int | None = reading(None, 8, open=True)
    raising: bool = reading(THE_CODES, True, False, open=True)

    def __post_init__(self) -> None:
        code = CODES.get(self.code) if isinstance(self.code, str) else self.code
        if not isinstance(code, Code):
            raise ValueError(f'code must be "1895", "foster" or a Code, not {self.code!r}')
        silent = [kind for kind in BEFORE_THE_DRAW if "before the draw, " + kind not in code.breaches]
        if silent:
            # a fourth code plays the blind once its data name the law of each breach
            raise ValueError(f"the code {code.name} names no law of the blind for: {', '.join(silent)}")
        if not isinstance(self.in_force("raising"), bool):
            raise ValueError(f"raising must be True or False, not {quote(self.raising)}")
        for name in ("blind", "straddle_multiple", "ante_multiple", "max_straddles", "limit"):
            value = self.in_force(name)
            if value is None and name in ("max_straddles", "limit"):
                continue
            if not isinstance(value, int) or isinstance(value, bool) or value < (0 if name == "max_straddles" else 1):
                raise ValueError(f"{name} must be a positive whole number, not {quote(value)}")
        super().__post_init__()

    def in_force(self, name: str) -> object:
        """The reading of the field *name* in force: the field's, or, where it holds ``"the code's"``
        ([`THE_CODES`][pokerlaws.blind.rulings.THE_CODES]), its code's own number, read now (so a copy
        made for another code takes that code's).

        Examples:
            >>> import dataclasses
            >>> from pokerlaws.blind import BlindRulings
            >>> dataclasses.replace(BlindRulings("foster"), code="1895").in_force("max_straddles")
            2
        """
        value = getattr(self, name)
        if not (type(value) is str and value == THE_CODES):
            return value
        code = CODES[self.code] if isinstance(self.code, str) else self.code
        return {"max_straddles": code.straddles, "raising": code.raising}[name]

    def law(self, breach: str) -> str:
        """The unit a breach offends under this code.

        Args:
            breach: one of ``"blind"``, ``"age never passes"``, ``"straddle"``,
                ``"amount"``, ``"and raise"``, ``"limit"``, ``"raise"``,
                ``"out"``, ``"turn"``, ``"over"``, ``"make good"``.

        Returns:
            A unit id, e.g. ``"1895:25"``.

        Examples:
            >>> from pokerlaws.blind import BlindRulings
            >>> BlindRulings("1895").law("and raise"), BlindRulings("foster").law("blind")
            ('1895:26', 'foster:7')
        """
        code = CODES[self.code] if isinstance(self.code, str) else self.code
        return code.law("before the draw, " + breach)

    @implements("1895:25", "1895:26", "foster:9")
    def verify_straddle(self, player: str, straddles: int, last: int, amount: int | None = None) -> int:
        """The straddle *player* must put up, the deal having had *straddles* straddles and *last* being the last blind or straddle.

        Checks what these rules alone decide: how many straddles, the limit,
        and an amount named with the straddle ([1895:26][1895-26]: not the
        straddle and a raise at the same time).

        Raises:
            StraddleRefused: no more straddles allowed, the straddle beyond
                the limit, or *amount* less than the straddle.
            StraddleAndRaise: *amount* more than the straddle.
            InvalidAmount: *amount* not a whole number.
        """
        most = self.in_force("max_straddles")
        if most is not None and straddles >= most:
            allowed = {0: "no straddle", 1: "one straddle"}.get(most, f"{most} straddles")
            raise StraddleRefused(f"{player} cannot straddle: these rules allow {allowed} in a deal", law=self.law("straddle"))
        cost = self.straddle_multiple * last
        if self.limit is not None and cost > self.limit:
            message = f"{player} cannot straddle: the straddle would be {cost}, beyond the limit of {self.limit}"
            raise StraddleRefused(message, law=self.law("limit"))
        if amount is not None:
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise InvalidAmount(f"an amount is a whole number of counters, not {amount!r}")
            if amount > cost:
                message = f"{player}'s straddle is {cost}: he cannot put up {amount}, the straddle and a raise at the same time"
                raise StraddleAndRaise(message, law=self.law("and raise"))
            if amount < cost:
                message = f"{player}'s straddle is {cost}, {self.straddle_multiple} times the last blind or straddle, not {amount}"
                raise StraddleRefused(message, law=self.law("amount"))
        return cost

    @implements("1895:26", "foster:7")
    def verify_raise(self, player: str, raise_by: int) -> None:
        """Raise [`RaiseRefused`][pokerlaws.errors.RaiseRefused] if these rules forbid *player* to raise *raise_by* as he makes good.

        Raises:
            RaiseRefused: a raise where the rules allow none, or beyond the limit.
            InvalidAmount: *raise_by* negative or not a whole number.
        """
        if not isinstance(raise_by, int) or isinstance(raise_by, bool) or raise_by < 0:
            raise InvalidAmount(f"a raise is a whole number of counters, not {raise_by!r}")
        if raise_by and not self.in_force("raising"):
            message = f"{player} cannot raise before the draw: he may only make good his ante or pass out"
            raise RaiseRefused(message, law=self.law("raise"))
        if self.limit is not None and raise_by > self.limit:
            raise RaiseRefused(f"{player} cannot raise {raise_by}: the limit is {self.limit}", law=self.law("limit"))
