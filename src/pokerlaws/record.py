"""A record of play, read step by step: its fields, its acts as sentences, its errors, what it expects.

Shared by the judge of a betting round ([judge][pokerlaws.judge]) and of a whole
deal ([deal][pokerlaws.deal]): the fields a record may have and which form of
record reads each ([`RECORD_FIELDS`][pokerlaws.record.RECORD_FIELDS], checked
by [`check_record`][pokerlaws.record.check_record] and
[`check_form`][pokerlaws.record.check_form]); the acts of a betting round as a
record writes them (``"B bets 5"``, [`ACTS`][pokerlaws.record.ACTS]) and
[`play_act`][pokerlaws.record.play_act], which plays one on a betting round;
[`read_whole`][pokerlaws.record.read_whole], which reads every amount an act
writes in figures; [`RecordError`][pokerlaws.errors.RecordError], the one
error of a record that cannot be judged; and the checks of the names a record
gives and of the payouts it expects.

The engine reads a record as the schema of record files
(``pokerlaws/edition/record.schema.json``) describes it, and checks it itself,
with the standard library only: a record given through the API is held to the
same rules as a file (lists are lists, whole numbers are ``int``, never
``float`` or ``bool``, no field it does not know or would not read).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import fields as dataclass_fields
from typing import NamedTuple

from pokerlaws.betting import BettingRound
from pokerlaws.counters import Counters
from pokerlaws.errors import (
    RecordError,  # noqa: F401
    _quote,
    moved_from,
)
from pokerlaws.pool import PoolRules
from pokerlaws.seats import MAX_SEATS, check_name, check_seats, unprintable

__all__ = [
    "ACTS",
    "FORMS",
    "Field",
    "MAX_DIGITS",
    "RECORD_FIELDS",
    "check_expected",
    "check_form",
    "check_names",
    "check_record",
    "play_act",
    "read_whole",
    "record_form",
]

# The errors that were defined here are in pokerlaws.errors; their old names still work.
__getattr__ = moved_from(__name__, {})

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

_ACT_OF = {
    "bets": "bet", "calls": "call", "raises": "raise", "passes": "pass", "retires": "retire",
    "demands a show": "show for less", "borrows": "borrow", "says": "statement", "takes back": "recall",
}  # fmt: skip
"""Each act a record writes → the engine's name for it ([`BETTING_ACTS`][pokerlaws.codes.BETTING_ACTS])."""

_ACT = re.compile(r"^\s*(?P<player>\S+)\s+(?P<act>" + "|".join(re.escape(a) for a in sorted(ACTS, key=len, reverse=True)) + r")\b\s*(?P<arg>.*?)\s*$")


# --- amounts ---------------------------------------------------------------------------

MAX_DIGITS = 15
"""The most digits an amount written in figures may have (as in the files: see the
README's *Limits, and bad input*); more counters than any table holds."""

_WHOLE = re.compile(rf"0|[1-9][0-9]{{0,{MAX_DIGITS - 1}}}")
_FIGURES = re.compile(r"\d+")  # any run of digits, of any script: each must be _WHOLE


def read_whole(text: str, what: str = "an amount") -> int:
    """The whole number *text* writes in figures: ASCII digits, no leading zero, at most [`MAX_DIGITS`][pokerlaws.record.MAX_DIGITS].

    Every act of a record that writes an amount in figures reads it here, so
    that ``0005``, ``٣`` (an Arabic-Indic three) or a number of a hundred
    digits is refused, not read as 5, 3 or a number no table holds.

    Raises:
        ValueError: *text* is not such a number; the message says what is.

    Examples:
        >>> read_whole("25")
        25
        >>> read_whole("0005", '"bets"')
        Traceback (most recent call last):
        ...
        ValueError: "bets" takes a whole number of counters in figures 0-9, without a leading zero, of at most 15 digits, not "0005"
    """
    if _WHOLE.fullmatch(text):
        return int(text)
    raise ValueError(f"{what} takes a whole number of counters in figures 0-9, without a leading zero, of at most {MAX_DIGITS} digits, not {_quote(text)}")


# --- the fields of a record -------------------------------------------------------------

FORMS = {
    "round": "a betting round",
    "foster": "a whole deal under foster",
    "1882": "a whole deal under 1882",
    "1895": "a whole deal under 1895 without a jack-pot",
    "jackpot": "a jack-pot (a whole deal under 1895 with jackpot)",
}
"""The forms of record, by the key [`RECORD_FIELDS`][pokerlaws.record.RECORD_FIELDS] uses:
a betting round after the draw (no ``dealer``), or a whole deal (a ``dealer``) under
its code, a blind pool or, under 1895 with ``jackpot``, a jack-pot."""


class Field(NamedTuple):
    """One field of a record: what it holds, and which forms read it."""

    holds: str
    """What the field holds, a key of the record's shapes: ``"text"``, ``"names"``, ``"counts"``, ..."""
    read_by: tuple[str, ...]
    """The forms of record ([`FORMS`][pokerlaws.record.FORMS]) whose judge reads it."""
    required_by: tuple[str, ...] = ()
    """The forms that cannot be judged without it."""


_ALL = tuple(FORMS)
_DEALS = ("foster", "1882", "1895", "jackpot")
_BLIND_POOLS = ("round", "foster", "1882", "1895")  # all settled by pokerlaws.pool.settle

RECORD_FIELDS: dict[str, Field] = {
    # field            what it holds      the forms that read it          the forms that need it
    "code":           Field("text",       _ALL),
    "title":          Field("text",       _ALL),
    "description":    Field("text",       _ALL),
    "seats":          Field("seats",      _ALL,                           _ALL),
    "rules":          Field("text",       _ALL),
    "foul":           Field("names",      _ALL),
    "expect":         Field("expect",     _ALL),
    "ante_man":       Field("name",       ("round",),                     ("round",)),
    "players":        Field("names",      ("round",)),
    "antes":          Field("counts",     ("round",)),
    "straddles":      Field("counts",     ("round",)),
    "direction":      Field("direction",  ("round",)),
    "actions":        Field("acts",       ("round",)),
    "show":           Field("hands",      ("round",)),
    "funds":          Field("counts",     ("round", "1882", "1895")),
    "rulings":        Field("rulings",    _BLIND_POOLS),
    "dealer":         Field("name",       _DEALS,                         _DEALS),
    "pack":           Field("text",       _DEALS,                         _DEALS),
    "before_draw":    Field("acts",       _DEALS),
    "draw":           Field("acts",       _DEALS),
    "after_draw":     Field("acts",       _DEALS),
    "reshuffle_seed": Field("whole",      _DEALS),
    "counters":       Field("counters",   ("foster",)),
    "jackpot":        Field("jackpot",    ("jackpot",)),
}  # fmt: skip
"""Every field a record may have: what it holds, which forms of record read it, and
which cannot do without it. The one table of the record's fields for the engine
(the schema of record files says the same to an editor).

A betting round ([`judge`][pokerlaws.judge.judge]) is set on a
[`BettingRound`][pokerlaws.betting.BettingRound] from its ``ante_man``,
``players``, ``antes``, ``straddles``, ``funds`` and ``direction``, replays its
``actions`` and settles with the hands of ``show``. A whole deal
([`judge_deal`][pokerlaws.deal.judge_deal]) deals from its ``pack`` and replays
``before_draw``, ``draw`` and ``after_draw``: what was put up before the draw and
the hands at the show come from its acts and its cards, so it reads no
``antes``, ``straddles``, ``players``, ``direction`` or ``show``; its ``funds``
limit the betting after the draw of a blind pool under 1882 or 1895 (a
[`BettingRound`][pokerlaws.betting.BettingRound]), its ``counters`` that of the
Foster-style account ([`BettingUpTheHands`][pokerlaws.betting_up.BettingUpTheHands]),
and its ``rulings`` the settlement of a blind pool by
[`settle`][pokerlaws.pool.settle], which a jack-pot does not use. A field a form
does not read is refused (it would be ignored without a word)."""

_JACKPOT_FIELDS = ("ante",)
_POOL_RULES = tuple(f.name for f in dataclass_fields(PoolRules))
_COUNTERS = tuple(f.name for f in dataclass_fields(Counters))


def record_form(record: Mapping) -> str:
    """The form of *record*, a key of [`FORMS`][pokerlaws.record.FORMS]: ``"round"``
    without a ``dealer``; with one, ``"jackpot"`` when it has ``jackpot``, otherwise its code."""
    if "dealer" not in record:
        return "round"
    return "jackpot" if "jackpot" in record else str(record.get("code"))


def check_form(record: Mapping, form: str) -> None:
    """Every field of *record* must be one that *form* reads, and those it needs must be there.

    Raises:
        RecordError: a field the form does not read (its ``field`` is the
            field's name), naming the forms that do; or a field it needs that
            is missing.
    """
    label = FORMS[form]
    for name in record:
        read_by = RECORD_FIELDS[name].read_by
        if form not in read_by:
            users = [FORMS[f] for f in read_by]
            said = users[0] if len(users) == 1 else ", ".join(users[:-1]) + " and " + users[-1]
            raise RecordError(f"the field {name!r} is not read in {label}, so it would be ignored: it is a field of {said}", field=(name,))
    for name, spec in RECORD_FIELDS.items():
        if form in spec.required_by and name not in record:
            raise RecordError(f"the record has no {name!r}, which {label} needs", field=name)


def _fail(path: tuple, message: str) -> RecordError:
    name = path[0] + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path[1:])
    return RecordError(f"field {name!r} {message}", field=path)


def _visible(text: str, path: tuple, what: str) -> None:
    """Refuse text with a character that does not print: a report would echo it to a terminal."""
    bad = unprintable(text)
    if bad:
        raise _fail(path, f"must be printable text, as {what} is: {_quote(text)} holds {bad}")


def _is_whole(value: object) -> bool:
    # whole numbers of at most MAX_DIGITS digits, as the files write them
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**MAX_DIGITS


def _a_list(value: object, path: tuple, of: str) -> None:
    if isinstance(value, str):
        raise _fail(path, f"must be a list of {of}, not the one string {_quote(value)}: a string would be read letter by letter")
    if not isinstance(value, (list, tuple)):
        raise _fail(path, f"must be a list of {of}, not {_quote(value)}")


def _a_mapping(value: object, path: tuple, of: str, keys: tuple[str, ...] | None = None) -> None:
    if not isinstance(value, Mapping):
        raise _fail(path, f"must be a mapping of {of}, not {_quote(value)}")
    for key in value:
        if not isinstance(key, str):
            raise _fail(path, f"is a mapping of {of}: its keys are text, not {_quote(key)}")
        _visible(key, path + (key,), "a key")
        if keys is not None and key not in keys:
            raise _fail(path + (key,), f"is not one of {', '.join(keys)}")


def _check_value(holds: str, value: object, path: tuple) -> None:
    """Check *value*, the field at *path*, against the shape its field *holds*."""
    if holds in ("text", "name"):
        if not isinstance(value, str):
            raise _fail(path, f"must be text, not {_quote(value)}")
        if holds == "name":
            _visible(value, path, "a player's name")
    elif holds == "direction":
        if value not in ("left", "right"):
            raise _fail(path, f'must be "left" or "right", not {_quote(value)}')
    elif holds == "whole":
        if not _is_whole(value):
            raise _fail(path, f"must be a whole number, not {_quote(value)}")
    elif holds == "seats":
        try:
            check_seats(value)
        except ValueError as err:
            raise RecordError(str(err), field=_seat_at_fault(value)) from None
    elif holds == "names":
        _a_list(value, path, "names")
        seen = set()
        for index, name in enumerate(value):
            if not isinstance(name, str):
                raise _fail(path + (index,), f"must be a player's name, not {_quote(name)}")
            _visible(name, path + (index,), "a player's name")
            if name in seen:
                raise _fail(path + (index,), f"names {_quote(name)} twice")
            seen.add(name)
    elif holds == "acts":
        _a_list(value, path, "acts (one string each)")
        for index, act in enumerate(value):
            if not isinstance(act, str):
                raise _fail(path + (index,), f"must be an act, written as text, not {_quote(act)}")
            _visible(act, path + (index,), "an act")
    elif holds == "counts":
        _a_mapping(value, path, "players to counters")
        for name, count in value.items():
            if not _is_whole(count) or count < 0:
                raise _fail(path + (name,), f"must be a whole number of counters, not {_quote(count)}")
    elif holds == "hands":
        _a_mapping(value, path, "players to the cards they show")
        for name, cards in value.items():
            if not isinstance(cards, str):
                raise _fail(path + (name,), f'must be the five cards as text ("AH KH QH JH 9H"), not {_quote(cards)}')
    elif holds == "expect":
        _a_mapping(value, path, "what the record expects", ("payouts",))
        if "payouts" in value:
            _check_value("counts", value["payouts"], path + ("payouts",))
    elif holds == "rulings":
        _a_mapping(value, path, "rulings", _POOL_RULES)
        for name, ruling in value.items():
            try:
                PoolRules(**{name: ruling})
            except ValueError as err:
                raise _fail(path + (name,), f"is not a ruling: {err}") from None
    elif holds == "counters":
        _a_mapping(value, path, "counters to their worth in whites", _COUNTERS)
        for name, worth in value.items():
            if not _is_whole(worth):
                raise _fail(path + (name,), f"must be a whole number of whites, not {_quote(worth)}")
    elif holds == "jackpot":
        _a_mapping(value, path, "the jack-pot's settings", _JACKPOT_FIELDS)
        if "ante" in value and not _is_whole(value["ante"]):
            raise _fail(path + ("ante",), f"must be a whole number of chips, not {_quote(value['ante'])}")
    else:  # pragma: no cover - a shape named in RECORD_FIELDS and not checked here
        raise AssertionError(holds)


def _seat_at_fault(seats: object) -> tuple:
    """The path to the seat a refused table is wrong at: the first bad or repeated name, else the field."""
    if isinstance(seats, (list, tuple)) and len(seats) <= MAX_SEATS:
        seen = set()
        for index, name in enumerate(seats):
            if check_name(name) or name in seen:
                return ("seats", index)
            seen.add(name)
    return ("seats",)


def check_record(record: object) -> None:
    """*record* must be a record: a mapping of known fields, each of its shape.

    The shapes are those of the schema of record files, checked here so that
    a record given through the API is held to the same rules: ``seats`` as
    [`check_seats`][pokerlaws.seats.check_seats] takes them; lists (of names,
    of acts) are lists or tuples, never one string; names and acts are text;
    counters are whole numbers (``int``, not ``float`` or ``bool``), never
    negative; ``rulings``, ``counters``, ``jackpot`` and ``expect`` hold only
    their own keys.

    Raises:
        RecordError: the record is not a mapping, has a field that is not one
            of [`RECORD_FIELDS`][pokerlaws.record.RECORD_FIELDS], or a field of
            the wrong shape; its ``field`` is the path to the fault.
    """
    if not isinstance(record, Mapping):
        raise RecordError(f"a record is a mapping of its fields (seats, ...), not {_quote(record)}")
    for name in record:
        if name not in RECORD_FIELDS:
            known = ", ".join(RECORD_FIELDS)
            raise RecordError(f"unknown field {_quote(name)} in the record; the fields of a record are {known}", field=(name,) if isinstance(name, str) else None)
    for name, value in record.items():
        _check_value(RECORD_FIELDS[name].holds, value, (name,))


# --- names and payouts ------------------------------------------------------------------

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
        RecordError: a payout expected for someone not at the table, or one
            the laws do not give; its ``field`` is the path to the first
            player's expected payout that is wrong, ``("expect", "payouts", name)``.
    """
    expected = (record.get("expect") or {}).get("payouts")
    if expected is None:
        return
    strangers = [p for p in expected if p not in seats]
    if strangers:
        raise RecordError(f"the record expects a payout for {', '.join(strangers)}, not a player", field=("expect", "payouts", strangers[0]))
    wrong = {p: n for p, n in expected.items() if payouts.get(p, 0) != n}
    if wrong:
        said = ", ".join(f"{p} {n} (the laws give {payouts.get(p, 0)})" for p, n in wrong.items())
        raise RecordError(f"the record expects {said}", ruled=ruled, field=("expect", "payouts", next(iter(wrong))))


# --- the acts of a betting round ---------------------------------------------------------


def _amount(arg: str, act: str, game: BettingRound) -> int | str:
    what = f'"{act}"'
    if arg.isascii() and arg.isdigit():
        return read_whole(arg, what)
    if hasattr(game, "counters") and arg:
        # the betting of the Foster-style account reads amounts in counters ("two blues",
        # "4 blues"); any number it writes in figures is held to the same rule
        for figures in _FIGURES.findall(arg):
            read_whole(figures, what)
        return arg
    if _FIGURES.fullmatch(arg):
        read_whole(arg, what)  # digits of another script: refused, saying so
    raise ValueError(f"{what} takes a whole number of counters, not {_quote(arg)}")


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
    game.verify_act(_ACT_OF[act])  # an act the code has not (a show for less under the Foster-style account)
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
