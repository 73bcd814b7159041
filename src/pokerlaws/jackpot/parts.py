"""What the parts of the jack-pot read of it: declared once, for the reader and for a type checker.

The jack-pot's acts are written along the rules' seams, each part in its module
([`jackpot_opening`][pokerlaws.jackpot.opening], [`jackpot_betting`][pokerlaws.jackpot.betting],
[`jackpot_draw`][pokerlaws.jackpot.draw], [`jackpot_false`][pokerlaws.jackpot.false_opening],
[`jackpot_show`][pokerlaws.jackpot.show]); [`JackPot`][pokerlaws.jackpot.JackPot] is
their composition and defines the state and helpers they share, which
[`JackPotParts`][pokerlaws.jackpot.parts.JackPotParts] names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pokerlaws.hands import Ruleset
from pokerlaws.jackpot.rulings import JackPotRulings
from pokerlaws.table import Interval, Step

__all__ = ["JackPotParts"]


class JackPotParts:
    """The state and helpers of a [`JackPot`][pokerlaws.jackpot.JackPot] that its parts read: annotations only, nothing set."""

    after_draw: Interval | None
    age: str
    before_draw: Interval | None
    bets: dict[str, int]
    drawn: dict[str, int]
    entered: int
    in_game: Callable[[], list[str]]
    opener: str | None
    opening_order: tuple[str, ...]
    out: set[str]
    paid: dict[str, int]
    payouts: dict[str, int]
    phase: str
    proved: bool
    reopened: bool
    round: int
    ruleset: Ruleset
    rulings: JackPotRulings
    seats: tuple[str, ...]
    steps: list[Step]
    _after_act: Callable[[], None]
    _close_draw: Callable[[], None]
    _dropped: set[str]
    _give_back: Callable[[str, int, str, str], None]
    _interval_from: Callable[[str], Interval]
    _known: Callable[[str], None]
    _leave: Callable[[str], None]
    _new_round: Callable[..., None]
    _position: int
    _put: Callable[[str, int], str]
    _record: Callable[[str | None, str, int, tuple[str, ...], str], None]
    _reopen: Callable[[tuple[str, ...]], None]
    _turn_order: Callable[[], list[str]]
    _verify_in: Callable[[str], None]
    _verify_turn: Callable[[str], None]
    _win: Callable[[tuple[str, ...], str], None]

    if TYPE_CHECKING:  # read-only properties of the jack-pot: an annotation would declare them writable

        @property
        def pool(self) -> int: ...

        @property
        def to_act(self) -> str | None: ...

        @property
        def _interval(self) -> Interval | None: ...

        @property
        def first_to_bet(self) -> str | None: ...
