"""Judging a record of play: each step ruled by the law that applies, then the settlement.

A record is a plain mapping (read from YAML by ``pokerlaws judge FILE``; see
the site's page *Judging a record* for the format): the seats, the ante-man,
the antes and straddles, each act in order as a short sentence (``"B bets
5"``, ``"C calls"``, ``"D raises 10"``, ``"A retires"``, ``"C demands a
show"``, ``"B borrows 20"``, ``"A says I pass"``, ``"B takes back 5"``), and
the hands shown. [`judge`][pokerlaws.judge.judge] replays it on a
[`BettingRound`][pokerlaws.betting.BettingRound] and settles it with
[`settle`][pokerlaws.pool.settle].

A step that breaks a law stops the judgement with a
[`RecordError`][pokerlaws.judge.RecordError] that names the step and the law.

Examples:
    >>> from pokerlaws.judge import judge
    >>> record = {
    ...     "seats": ["A", "B", "C"], "ante_man": "A", "antes": {"A": 3},
    ...     "actions": ["B bets 5", "C raises 5", "A retires", "B calls"],
    ...     "show": {"B": "KS KH 2D 2C 9S", "C": "QS QH QD 4C 3S"},
    ... }
    >>> print(judge(record).settlement.payouts)
    {'B': 0, 'C': 23, 'A': 0}
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from pokerlaws.betting import BettingRound, Step
from pokerlaws.citations import implements
from pokerlaws.errors import PokerLawError
from pokerlaws.pool import PoolRules, Settlement, settle
from pokerlaws.rules import get_ruleset

__all__ = ["ACTS", "Judgement", "RecordError", "check_expected", "check_names", "judge", "play_act"]

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

CODES = ("1882",)
"""The codes a record can be judged under."""


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
        ruled: tuple[Step, ...] = (),
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


@dataclass(frozen=True)
class Judgement:
    """A record judged: the betting as ruled and the settlement.

    Attributes:
        game: the betting round, finished.
        settlement: what each player receives.
    """

    game: BettingRound
    settlement: Settlement

    @property
    def payouts(self) -> dict[str, int]:
        """Player → counters received (as a whole deal's judgement has them)."""
        return self.settlement.payouts

    def report(self) -> str:
        """The judgement in words: each step with its law, then the settlement."""
        game, result = self.game, self.settlement
        lines = [
            f"Seats {', '.join(game.seats)}; the ante-man is {game.ante_man}; the turn passes to the {game.direction} [1882:53].",
        ]
        before = {**{f"ante {p}": a for p, a in game.antes.items()}, **{f"straddle {p}": s for p, s in game.straddles.items()}}
        if before:
            lines.append(f"Before the draw: {', '.join(f'{k} {v}' for k, v in before.items())}.")
        out_before = [p for p in game.seats if p not in game.order]
        if out_before:
            lines.append(f"Retired before the draw: {', '.join(out_before)}.")
        lines += [f"  {step}" for step in game.steps]
        lines += [f"  {line}" for line in result.lines]
        lines.append("Settlement:")
        net = result.net(game)
        width = max(len(p) for p in game.seats)
        for player in game.seats:
            lines.append(f"  {player:<{width}} receives {result.payouts.get(player, 0):>4}   (net {net[player]:+d})")
        carried = f" + {result.carried} left for the next deal" if result.carried else ""
        lines.append(f"  paid out {sum(result.payouts.values())}{carried} = the pool of {result.pool}")
        return "\n".join(lines)


@implements("1882:52", "1882:53", "1882:55", "1882:57", "1882:58", "1882:59", "1882:60")
def judge(record: Mapping) -> Judgement:
    """Replay a record of a betting round after the draw and settle it.

    Args:
        record: a mapping with ``seats`` (list of names, each on the left of
            the one before), ``ante_man``, and optionally ``code`` (``"1882"``),
            ``players`` (those holding cards after the draw), ``antes``,
            ``straddles``, ``funds`` (name → counters), ``direction``,
            ``rules`` (the ruleset of the hands), ``rulings`` (fields of
            [`PoolRules`][pokerlaws.pool.PoolRules]), ``actions`` (list of
            acts, see [`ACTS`][pokerlaws.judge.ACTS]), ``show`` (name → cards)
            ``foul`` (names), and ``expect`` (``{"payouts": {name: counters}}``,
            checked against the settlement).

    Returns:
        The [`Judgement`][pokerlaws.judge.Judgement].

    Raises:
        RecordError: a step breaks a law (its ``law`` names it, its ``step``
            says which), an act cannot be read, the betting does not end, or
            the record is malformed.
    """
    check_names(record)
    if "dealer" in record:
        from pokerlaws.deal import judge_deal  # a whole deal; deal.py builds on this module

        return judge_deal(record)
    code = str(record.get("code", "1882"))
    if code not in CODES:
        raise RecordError(
            f"a betting round alone is judged under the 1882 code, not {code!r}: a record under foster or 1895 "
            "is a whole deal (with dealer, pack, before_draw, draw and after_draw)",
            field="code",
        )
    try:
        get_ruleset(str(record.get("rules", "1882")))
    except PokerLawError as err:
        raise RecordError(err.message, field="rules") from None
    try:
        game = BettingRound(
            record["seats"],
            str(record["ante_man"]),
            players=record.get("players"),
            antes=record.get("antes"),
            straddles=record.get("straddles"),
            funds=record.get("funds"),
            direction=record.get("direction", "left"),
        )
        pool_rules = PoolRules(**record.get("rulings", {}))
    except KeyError as err:
        raise RecordError(f"the record has no {err.args[0]!r}", field=err.args[0]) from None
    except (ValueError, TypeError) as err:
        raise RecordError(f"the table cannot be set: {err}", law=getattr(err, "law", None), field="seats") from None

    for number, text in enumerate(record.get("actions", []), start=1):
        try:
            play_act(game, str(text))
        except PokerLawError as err:
            raise RecordError(
                f"step {number} ({text}): {err.message}", law=err.law, step=number, text=str(text), ruled=tuple(game.steps)
            ) from None
        except ValueError as err:
            raise RecordError(f"step {number} ({text}): {err}", step=number, text=str(text), ruled=tuple(game.steps)) from None
    if game.outcome is None:
        raise RecordError(
            f"the record ends before the betting does: it is {game.to_act}'s turn",
            law="1882:59",
            ruled=tuple(game.steps),
            field="actions",
        )
    try:
        result = settle(game, record.get("show"), foul=record.get("foul", ()), rules=record.get("rules", "1882"), pool_rules=pool_rules)
    except PokerLawError as err:
        raise RecordError(f"at the show: {err.message}", law=err.law, ruled=tuple(game.steps), field="show") from None
    check_expected(record, game.seats, result.payouts, tuple(game.steps))
    return Judgement(game, result)


_ONE_PLAYER = ("ante_man", "dealer")
_SOME_PLAYERS = ("players", "foul")
_BY_PLAYER = ("antes", "straddles", "funds", "show")


def check_names(record: Mapping) -> None:
    """Every name a record gives in a field other than ``seats`` must sit at the table.

    Checked before play, so that the error names the field (and the entry)
    that is wrong, not the first place the name is used. (The payouts a
    record expects are checked with them, by
    [`check_expected`][pokerlaws.judge.check_expected].)

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
    """Play one act of a record, written ``PLAYER ACT [AMOUNT]`` (see [`ACTS`][pokerlaws.judge.ACTS]).

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
