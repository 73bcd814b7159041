"""What the editor rules where the texts are silent about the blind and straddles.

A [`BlindRulings`][pokerlaws.blind.BlindRulings] holds the numbers the texts
leave open (the blind, how a straddle and the ante grow, how many straddles,
the limit, whether a player may raise before the draw), each field a reading;
two of them are by default the code's own number
([`THE_CODES`][pokerlaws.blind.rulings.THE_CODES]), which
[`in_force`][pokerlaws.blind.BlindRulings.in_force] reads from the code played.
[`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle] plays a code under them.

Examples:
    >>> from pokerlaws.blind import BlindRulings
    >>> from pokerlaws.table import CODES
    >>> BlindRulings().in_force("max_straddles", CODES["1895"]), BlindRulings(max_straddles=None).in_force("max_straddles", CODES["1895"])
    (2, None)
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.messages import quote
from pokerlaws.readings import Rulings, reading
from pokerlaws.table.codes import Code
from pokerlaws.table.counters import MAX_DIGITS

__all__ = ["THE_CODES", "BlindRulings"]

THE_CODES = "the code's"
"""The first reading of a ruling whose default is its code's: the code's own number ([`Code.straddles`][pokerlaws.table.Code], [`Code.raising`][pokerlaws.table.Code])."""


@implements("1882:60", "1895:25", "1895:26", "foster:7", "foster:9")
@dataclass(frozen=True)
class BlindRulings(Rulings):
    """What the editor rules where the texts are silent about the blind.

    The texts fix only one set of numbers: in [foster:9][foster-9] a straddle
    makes "the ante four instead of two", there are sixteen counters in the
    pool when four players have made good, and the straddler still has to
    "make good his ante" at his last say ([foster:7][foster-7]). The defaults
    replay that: the blind is 1, a straddle puts up twice the last blind or
    straddle (2), and to make good a player brings what he has put up to
    twice the last blind or straddle (2 without a straddle, 4 after one).
    The 1895 rules give no amounts and take the same defaults, by analogy
    with the account's (the ruling on [1895:25][1895-25], how much a
    straddle puts up).

    Attributes:
        blind: counters the age puts up as the blind (the ruling on
            [foster:9][foster-9], which names no blind: 1, with
            ``ante_multiple`` 2, the ante "two" before the straddle being
            twice the blind; ``2``, with ``ante_multiple`` 1, is the other
            reading, the ante equal to the blind; both make sixteen).
        straddle_multiple: a straddle puts up this many times the last blind
            or straddle (the ruling on [1895:25][1895-25]: 2, each straddle
            doubling the last, as the straddle made "the ante four instead of two" in
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
            ([`Code.straddles`][pokerlaws.table.Code]), read from the code
            played ([`in_force`][pokerlaws.blind.BlindRulings.in_force]).
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
            ([`Code.raising`][pokerlaws.table.Code]), read from the code played.
        code_1882: the code a whole deal under the 1882 laws plays its blind
            and straddles under (the ruling on [1882:60][1882-60]). Laws
            52–81, which alone survive, have no law of the blind; law 60 names
            "the ante and straddle or straddles (if any)", so straddles were
            made, but not how many nor by whom. ``"foster"`` (default): the
            Foster-style account, the edition's source for the blind and the
            draw of such a deal (one straddle, no raise in making good, by its
            rulings); ``"1895"``: the Guide's rules 25–26 (two straddles, a
            raise in making good). Each code's number of straddles is read as
            ``max_straddles`` says (by default the code's own); ``None`` there
            gives law 60's plural no bound but the limit.
        ante_man: who is the ante-man of [1882:53][1882-53] ("the first
            player to the left of the ante", "whether the ante-man have
            retired or not") in a whole deal whose betting after the draw is
            the 1882 laws' (under ``1882``, or a blind pool under ``1895``).
            Laws 52–81 name no blind and no age: ``"the age"`` (default), who
            put up the blind, by an analogy across sources (the Foster-style
            account's age is "compelled to pay" the blind and has the last
            say, [foster:7][foster-7]); or the ``"first to make good"``, the
            first player who put up the ante to play, read from law 53's own
            word, the player who put up the ante (the editorial ruling on
            [1882:53][1882-53]). His ante is law 60's "the ante": the age's
            blind under the default, all he put up under the other.
        all_pass_out: when every player but one passes out before the draw,
            the one left ``"takes the pool"`` without drawing or showing
            (default; the ruling on [foster:7][foster-7]: with one left there
            is no contest, and a bet nobody calls takes the pool,
            [1882:58][1882-58]); or the pool is ``"carried"``: it stays on
            the table for the next deal and he takes nothing.

    Raises:
        ValueError: an amount that is not a positive whole number, or a
            reading none of the field's.

    Examples:
        >>> from pokerlaws.blind import BlindRulings
        >>> from pokerlaws.table import CODES
        >>> rulings = BlindRulings()
        >>> rulings.in_force("max_straddles", CODES["foster"]), rulings.in_force("max_straddles", CODES["1895"])
        (1, 2)
        >>> rulings.raising, rulings.in_force("raising", CODES["foster"])
        ("the code's", False)
        >>> BlindRulings(max_straddles=None).in_force("max_straddles", CODES["1895"])   # the other reading: round the table
        >>> BlindRulings(limit=8).limit
        8
    """

    blind: int = reading(1, 2, open=True)
    straddle_multiple: int = reading(2, 1, 3, open=True)
    ante_multiple: int = reading(2, 1, open=True)
    max_straddles: int | None = reading(THE_CODES, None, 2, 1, open=True)
    limit: int | None = reading(None, 8, open=True)
    raising: bool = reading(THE_CODES, True, False, open=True)
    all_pass_out: str = reading("takes the pool", "carried")
    code_1882: str = reading("foster", "1895")
    ante_man: str = reading("the age", "first to make good")

    def __post_init__(self) -> None:
        if not (self.raising == THE_CODES or isinstance(self.raising, bool)):
            raise ValueError(f"raising must be True or False, not {quote(self.raising)}")
        for name in ("blind", "straddle_multiple", "ante_multiple", "max_straddles", "limit"):
            value = getattr(self, name)
            if value is None and name in ("max_straddles", "limit") or value == THE_CODES and name == "max_straddles":
                continue
            least = 0 if name == "max_straddles" else 1  # no straddle at all is a number of straddles
            if not isinstance(value, int) or isinstance(value, bool) or not least <= value < 10**MAX_DIGITS:
                kind = "a whole number from 0" if least == 0 else "a positive whole number"
                raise ValueError(f"{name} must be {kind} of at most {MAX_DIGITS} digits, not {quote(value)}")
        super().__post_init__()

    def in_force(self, name: str, code: Code) -> object:
        """The reading of the field *name* in force under *code*: the field's, or, where it holds ``"the code's"``
        ([`THE_CODES`][pokerlaws.blind.rulings.THE_CODES]), the code's own number.

        Raises:
            ValueError: the field holds ``"the code's"`` and the code's laws do not
                speak of it (its own is ``None``: the 1882 code, the jack-pot's).

        Examples:
            >>> from pokerlaws.blind import BlindRulings
            >>> from pokerlaws.table import CODES
            >>> BlindRulings().in_force("raising", CODES["1895"]), BlindRulings(raising=False).in_force("raising", CODES["1895"])
            (True, False)
            >>> BlindRulings().in_force("max_straddles", CODES["1882"])
            Traceback (most recent call last):
            ...
            ValueError: the laws of the code 1882 do not speak of the straddle: max_straddles must be given
        """
        value = getattr(self, name)
        if not (type(value) is str and value == THE_CODES):
            return value
        own = {"max_straddles": code.straddles, "raising": code.raising}[name]
        if own is None:  # a code whose laws do not speak of it: no number of its own to default to
            raise ValueError(f"the laws of the code {code.name} do not speak of {'the straddle' if name == 'max_straddles' else 'making good'}: {name} must be given")
        return own
