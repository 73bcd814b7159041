"""A record of play, read step by step: its acts as sentences, its errors, what it expects.

Shared by the judge of a betting round ([judge][pokerlaws.judge]) and of a whole
deal ([deal][pokerlaws.deal]): the acts of a betting round as a record writes
them (``"B bets 5"``, [`ACTS`][pokerlaws.record.ACTS]) and
[`play_act`][pokerlaws.record.play_act], which plays one on a betting round;
[`RecordError`][pokerlaws.record.RecordError], the one error of a record that
cannot be judged; and the checks of the names a record gives and of the
payouts it expects.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from pokerlaws.betting import BettingRound
from pokerlaws.errors import PokerLawError

__all__ = ["ACTS", "RecordError", "check_expected", "check_names", "play_act"]

ACTS = {
    "bets": "bets N — deposits N counters (a bet, call or raise, by the stake it makes)",
    "calls": "calls — makes his stake equal to the preceding",
    "raises": "raises N — calls and adds N",
    "passes": "passes — stakes nothing, when nothing is due",
    "retires": "retires — lays down his cards, forfeiting his stake",
    "demands a show": "demands a show — for less: puts up all he has (law 60)",
    "borrows": "borrows N — adds N borrowed counters to his funds (law 62)",
    "says": "says TEXT — a statement, which binds no one (law 57)",
    "takes back": "takes back N — an attempt to recall a bet (law 55)",
}
"""The acts a record may contain, as ``PLAYER ACT [ARGUMENT]``."""

_ACT = re.compile(r"^\s*(?P<player>\S+)\s+(?P<act>" + "|".join(re.escape(a) for a in sorted(ACTS, key=len, reverse=True)) + r")\b\s*(?P<arg>.*?)\s*$")


class RecordError(PokerLawError):
    """A record that cannot be judged: a step breaks a law, or the record is malformed.

    Attributes:
        step: the 1-based number of the offending act, or None.
        text: the act as the record gives it, or None.
        ruled: the steps ruled before it.
    """

    def __init__(
        self,
        message: str,
        *,
        law: str | None = None,
        step: int | None = None,
        text: str | None = None,
        ruled: tuple[object, ...] = (),
        field: str | tuple[str | int, ...] | None = None,
    ) -> None:
        super().__init__(message, law=law)
        self.field = field
        """The field of the record at fault when no step is (``"show"``, ``"expect"``, ...),
        or the path to an entry of it (``("antes", "E")``)."""
        self.step = step
        """The 1-based number of the offending act, or None."""
        self.text = text
        """The act as the record gives it, or None."""
        self.ruled = ruled
        """The steps ruled before it."""


_ONE_PLAYER = ("ante_man", "dealer")
_SOME_PLAYERS = ("players", "foul")
_BY_PLAYER = ("antes", "straddles", "funds", "show")


def check_names(record: Mapping) -> None:
    """Every name a record gives in a field other than ``seats`` must sit at the table.

    Checked before play, so that the error names the field (and the entry)
    that is wrong, not the first place the name is used. (The payouts a
    record expects are checked with them, by
    [`check_expected`][pokerlaws.record.check_expected].)

    Raises:
        RecordError: a name that is not one of the seats; its ``field`` is the
            path to the entry, e.g. ``("antes", "E")``.
    """
    seats = record.get("seats")
    if isinstance(seats, str) or not isinstance(seats, (list, tuple)):
        return  # the table itself is refused where it is set
    known = set(seats)
    listed = ", ".join(map(str, seats))

    def stranger(name: object, field: tuple, what: str) -> None:
        if name not in known:
            raise RecordError(f"{what}: {name!r} is not at the table (seats: {listed})", field=field)

    for field in _ONE_PLAYER:
        if field in record:
            stranger(record[field], (field,), field.replace("_", "-"))
    for field in _SOME_PLAYERS:
        for index, name in enumerate(record.get(field) or ()):
            stranger(name, (field, index), field)
    for field in _BY_PLAYER:
        for name in record.get(field) or {}:
            stranger(name, (field, name), field)


def check_expected(record: Mapping, seats: tuple[str, ...], payouts: Mapping[str, int], ruled: tuple = ()) -> None:
    """Compare the payouts a record expects (``expect: {payouts: ...}``) with the settlement.

    Raises:
        RecordError: a payout expected for someone not at the table, or one the laws do not give.
    """
    expected = record.get("expect", {}).get("payouts")
    if expected is None:
        return
    strangers = [p for p in expected if p not in seats]
    if strangers:
        raise RecordError(f"the record expects a payout for {', '.join(strangers)}, not a player", field=("expect", "payouts", strangers[0]))
    wrong = {p: n for p, n in expected.items() if payouts.get(p, 0) != n}
    if wrong:
        said = ", ".join(f"{p} {n} (the laws give {payouts.get(p, 0)})" for p, n in wrong.items())
        raise RecordError(f"the record expects {said}", ruled=ruled, field="expect")


def _amount(arg: str, act: str, game: BettingRound) -> int | str:
    if re.fullmatch(r"\d+", arg):
        return int(arg)
    if hasattr(game, "counters") and arg:
        return arg  # the betting of the Foster-style account reads amounts in counters
    raise ValueError(f'"{act}" takes a whole number of counters, not {arg!r}')


def play_act(game: BettingRound, text: str) -> None:
    """Play one act of a record, written ``PLAYER ACT [AMOUNT]`` (see [`ACTS`][pokerlaws.record.ACTS]).

    Raises:
        PokerLawError: the act breaks a law (as the round's own acts raise).
        ValueError: the act cannot be read.
    """
    match = _ACT.match(text)
    if not match:
        acts = "; ".join(ACTS.values())
        raise ValueError(f"cannot read this act: write PLAYER ACT [AMOUNT], the acts being: {acts}")
    player, act, arg = match["player"], match["act"], match["arg"]
    if act == "says":
        game.say(player, arg.strip("\"'"))
        return
    if act in ("calls", "passes", "retires") and arg:
        raise ValueError(f'"{act}" takes nothing after it')
    if act == "demands a show" and arg not in ("", "for less"):
        raise ValueError(f'"{act}" takes nothing after it but "for less"')
    if act == "bets":
        game.bet(player, _amount(arg, act, game))
    elif act == "raises":
        game.raise_(player, _amount(arg, act, game))
    elif act == "calls":
        game.call(player)
    elif act == "passes":
        game.pass_(player)
    elif act == "retires":
        game.retire(player)
    elif act == "demands a show":
        game.demand_show(player)
    elif act == "borrows":
        game.borrow(player, _amount(arg, act, game))
    elif act == "takes back":
        game.recall(player, _amount(arg, act, game))
