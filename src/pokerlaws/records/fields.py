"""The fields of a record of play: what each holds, which forms of record read it, and their checks before play.

The engine reads a record as the schema of record files
(``pokerlaws/edition/record.schema.json``) describes it, and checks it itself,
with the standard library only: a record given through the API is held to the
same rules as a file (lists are lists, whole numbers are ``int``, never
``float`` or ``bool``, no field it does not know or would not read).
[`check_before_play`][pokerlaws.records.fields.check_before_play] makes every
check of a record as a whole before any of its acts is played; the acts
themselves are read by [`pokerlaws.records.grammar`][pokerlaws.records.grammar].
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields as dataclass_fields
from typing import NamedTuple

from pokerlaws.betting import BettingRulings, PoolRulings
from pokerlaws.blind import BlindRulings
from pokerlaws.draw import DrawRulings
from pokerlaws.errors import RecordError
from pokerlaws.jackpot import JackPotRulings
from pokerlaws.messages import quote
from pokerlaws.table import Counters
from pokerlaws.table.counters import MAX_DIGITS
from pokerlaws.table.seats import MAX_SEATS, check_name, check_seats, unprintable

__all__ = ["FORMS", "READ_BY_SOME_FORMS", "RECORD_FIELDS", "WHOLE_DEAL_CODES", "Field", "check_before_play", "check_form", "check_record", "record_form"]


# --- the fields of a record -------------------------------------------------------------

FORMS = {
    "round": "a betting round",
    "foster": "a whole deal under foster",
    "1882": "a whole deal under 1882",
    "1895": "a whole deal under 1895 without a jack-pot",
    "jackpot": "a jack-pot (a whole deal under 1895 with jackpot)",
}
"""The forms of record, by the key [`RECORD_FIELDS`][pokerlaws.records.fields.RECORD_FIELDS] uses:
a betting round after the draw (no ``dealer``), or a whole deal (a ``dealer``) under
its code, a blind pool or, under 1895 with ``jackpot``, a jack-pot."""


class Field(NamedTuple):
    """One field of a record: what it holds, and which forms read it."""

    holds: str
    """What the field holds, a key of the record's shapes: ``"text"``, ``"names"``, ``"counts"``, ..."""
    read_by: tuple[str, ...]
    """The forms of record ([`FORMS`][pokerlaws.records.fields.FORMS]) whose judge reads it."""
    required_by: tuple[str, ...] = ()
    """The forms that cannot be judged without it."""


_ALL = tuple(FORMS)
_DEALS = ("foster", "1882", "1895", "jackpot")
_BLIND_POOLS = ("round", "foster", "1882", "1895")  # all settled by pokerlaws.betting.settle

RECORD_FIELDS: dict[str, Field] = {
    # field            what it holds      the forms that read it          the forms that need it
    "code":           Field("text",       _ALL),
    "title":          Field("text",       _ALL),
    "description":    Field("text",       _ALL),
    "seats":          Field("seats",      _ALL,                           _ALL),
    "ruleset":        Field("text",       _ALL),
    "foul":           Field("names",      _ALL),
    "expect":         Field("expect",     _ALL),
    "ante_man":       Field("name",       ("round",),                     ("round",)),
    "players":        Field("names",      ("round",)),
    "antes":          Field("counts",     ("round",)),
    "straddles":      Field("counts",     ("round",)),
    "actions":        Field("acts",       ("round",)),
    "show":           Field("hands",      ("round",)),
    "face_down":      Field("hands",      ("round",)),
    "funds":          Field("counts",     ("round", "1882", "1895")),
    "rulings":        Field("rulings",    _BLIND_POOLS),
    "betting_rulings": Field("betting rulings", ("round", "1882", "1895")),
    "jackpot_rulings": Field("jackpot rulings", ("jackpot",)),
    "blind_rulings":  Field("blind rulings", ("foster", "1882", "1895")),
    "draw_rulings":   Field("draw rulings", _DEALS),
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

A betting round ([`judge`][pokerlaws.records.judge]) is set on a
[`BettingRound`][pokerlaws.betting.BettingRound] from its ``ante_man``,
``players``, ``antes``, ``straddles``, ``funds`` and ``betting_rulings``
(the rulings on 1882:53, 54, 55 and 62), replays its
``actions`` and settles with the hands of ``show`` (and, where law 64 turns
them up, the hands laid face down of ``face_down``). A whole deal
([`deal_of`][pokerlaws.records.deal.deal_of]) deals from its ``pack`` and replays
``before_draw``, ``draw`` and ``after_draw``: what was put up before the draw and
the hands at the show come from its acts and its cards, so it reads no
``antes``, ``straddles``, ``players`` or ``show``; its ``funds``
limit the betting after the draw of a blind pool under 1882 or 1895 (a
[`BettingRound`][pokerlaws.betting.BettingRound]), its ``counters`` that of the
Foster-style account ([`BettingUpTheHands`][pokerlaws.betting.BettingUpTheHands]),
its ``rulings`` the settlement of a blind pool by
[`settle`][pokerlaws.betting.settle], which a jack-pot does not use, and a jack-pot's
``jackpot_rulings`` the readings it is played and judged under, and a blind pool's
``blind_rulings`` those of the blind and straddles before the draw; every whole
deal's ``draw_rulings`` those of the draw (and where the age sits, whose seat
the blind, the opening and the betting start from), and the Foster-style
account's ``counters`` how a stake is stated (``stated``). A field a form
does not read is refused (it would be ignored without a word)."""

READ_BY_SOME_FORMS: dict[tuple[str, str], tuple[tuple[str, ...], str]] = {
    ("betting_rulings", "direction"): (
        ("round",),
        "a whole deal passes the turn to the left from the blind to the show: the other direction "
        "(the ruling on 1882:53) is read by a betting round alone",
    ),
    ("blind_rulings", "ante_man"): (
        ("1882", "1895"),
        "the ante-man is a ruling on 1882:53, read by a whole deal whose betting after the draw is the 1882 laws'; "
        "a {form} record names no ante-man",
    ),
    ("blind_rulings", "code_1882"): (
        ("1882",),
        "the code of the blind is a ruling on 1882:60, read by a whole deal under the 1882 laws; "
        "a {form} record plays the blind under its own code",
    ),
}
"""The parameters of a field of rulings (the record's field, the parameter) that only some of the forms reading
the field read, with those forms and why the others do not (``{form}``: the record's form). A record of another
form that names one is refused; ``judge_readings`` does not try it on one. A whole deal goes to the left from
the blind to the show, so one direction is read by a betting round alone; the code of the blind is a ruling of
the 1882 laws, which have none, so the other codes play their own."""

_JACKPOT_FIELDS = ("ante",)
RULINGS_SHAPES = {
    "rulings": PoolRulings, "betting rulings": BettingRulings, "jackpot rulings": JackPotRulings,
    "blind rulings": BlindRulings, "draw rulings": DrawRulings,
}  # fmt: skip
"""The shapes that hold a subject's rulings: the names of its fields, each set to one of its readings."""
_COUNTERS = tuple(f.name for f in dataclass_fields(Counters))


def record_form(record: Mapping) -> str:
    """The form of *record*, a key of [`FORMS`][pokerlaws.records.fields.FORMS]: ``"round"``
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


WHOLE_DEAL_CODES = ("foster", "1882", "1895")
"""The codes a whole deal is judged under, in the order the edition gives them (their words are [`Code.deal`][pokerlaws.table.Code])."""


def check_before_play(record: object) -> str:
    """Check *record* whole before any act of it is played, and return its form ([`record_form`][pokerlaws.records.fields.record_form]).

    Its shape ([`check_record`][pokerlaws.records.fields.check_record]); the code its
    form is judged under: a betting round under 1882 (the default), a whole
    deal under foster, 1882 or 1895, a jack-pot under 1895; and the fields that
    form reads ([`check_form`][pokerlaws.records.fields.check_form]).

    Raises:
        RecordError: the first of these a record fails, its ``field`` the path to the fault.
    """
    check_record(record)
    if "dealer" not in record:
        code = record.get("code", "1882")
        if code != "1882":
            raise RecordError(
                f"a betting round alone is judged under the 1882 code, not {code!r}: a record under foster or 1895 "
                "is a whole deal (with dealer, pack, before_draw, draw and after_draw)",
                field="code",
            )
    elif record.get("code", "") not in WHOLE_DEAL_CODES:
        raise RecordError(f"a whole deal is judged under the code foster, 1882 or 1895, not {record.get('code', '')!r}", field="code")
    elif "jackpot" in record and record["code"] != "1895":
        raise RecordError('a jack-pot is played under the 1895 rules: set code: "1895"', field="jackpot")
    form = record_form(record)
    for (field, name), (forms, why) in READ_BY_SOME_FORMS.items():
        if form not in forms and isinstance(record.get(field), Mapping) and name in record[field]:
            raise RecordError(why.format(form=form), field=(field, name))
    check_form(record, form)
    return form


def _fail(path: tuple, message: str) -> RecordError:
    name = path[0] + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path[1:])
    return RecordError(f"field {name!r} {message}", field=path)


def _visible(text: str, path: tuple, what: str) -> None:
    """Refuse text with a character that does not print: a report would echo it to a terminal."""
    bad = unprintable(text)
    if bad:
        raise _fail(path, f"must be printable text, as {what} is: {quote(text)} holds {bad}")


def _whole_wanted(value: object, of: str = "") -> str:
    """What a field that holds a whole number (of *of*) says of *value*, which it refuses: the reason that applies."""
    wanted = f"a whole number of {of}" if of else "a whole number"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**MAX_DIGITS:
        return f"must be {wanted} of at most {MAX_DIGITS} digits, not {quote(value)}"
    return f"must be {wanted}, not {quote(value)}"


def _is_whole(value: object) -> bool:
    # whole numbers of at most MAX_DIGITS digits, as the files write them
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**MAX_DIGITS


def _a_list(value: object, path: tuple, of: str) -> None:
    if isinstance(value, str):
        raise _fail(path, f"must be a list of {of}, not the one string {quote(value)}: a string would be read letter by letter")
    if not isinstance(value, (list, tuple)):
        raise _fail(path, f"must be a list of {of}, not {quote(value)}")


def _a_mapping(value: object, path: tuple, of: str, keys: tuple[str, ...] | None = None) -> None:
    if not isinstance(value, Mapping):
        raise _fail(path, f"must be a mapping of {of}, not {quote(value)}")
    for key in value:
        if not isinstance(key, str):
            raise _fail(path, f"is a mapping of {of}: its keys are text, not {quote(key)}")
        _visible(key, path + (key,), "a key")
        if keys is not None and key not in keys:
            raise _fail(path + (key,), f"is not one of {', '.join(keys)}")


def _check_value(holds: str, value: object, path: tuple) -> None:
    """Check *value*, the field at *path*, against the shape its field *holds*."""
    if holds in ("text", "name"):
        if not isinstance(value, str):
            raise _fail(path, f"must be text, not {quote(value)}")
        if holds == "name":
            _visible(value, path, "a player's name")
    elif holds == "whole":
        if not _is_whole(value):
            raise _fail(path, _whole_wanted(value))
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
                raise _fail(path + (index,), f"must be a player's name, not {quote(name)}")
            _visible(name, path + (index,), "a player's name")
            if name in seen:
                raise _fail(path + (index,), f"names {quote(name)} twice")
            seen.add(name)
    elif holds == "acts":
        _a_list(value, path, "acts (one string each)")
        for index, act in enumerate(value):
            if not isinstance(act, str):
                raise _fail(path + (index,), f"must be an act, written as text, not {quote(act)}")
            _visible(act, path + (index,), "an act")
    elif holds == "counts":
        _a_mapping(value, path, "players to counters")
        for name, count in value.items():
            if not _is_whole(count) or count < 0:
                raise _fail(path + (name,), _whole_wanted(count, "counters"))
    elif holds == "hands":
        _a_mapping(value, path, "players to the cards they show")
        for name, cards in value.items():
            if not isinstance(cards, str):
                raise _fail(path + (name,), f'must be the five cards as text ("AH KH QH JH 9H"), not {quote(cards)}')
    elif holds == "expect":
        _a_mapping(value, path, "what the record expects", ("payouts", "leaves_out"))
        if "payouts" not in value:
            raise _fail(path, "must give the payouts it expects (payouts: {A: 0, B: 18}): an expect without them checks nothing")
        _check_value("counts", value["payouts"], path + ("payouts",))
        if "leaves_out" in value:
            _check_value("names", value["leaves_out"], path + ("leaves_out",))
    elif holds in RULINGS_SHAPES:
        kind = RULINGS_SHAPES[holds]
        _a_mapping(value, path, holds, tuple(f.name for f in dataclass_fields(kind)))
        for name, ruling in value.items():
            try:
                kind(**{name: ruling})
            except ValueError as err:
                raise _fail(path + (name,), str(err).removeprefix(f"{name} ")) from None
    elif holds == "counters":
        _a_mapping(value, path, "counters to their worth in whites", _COUNTERS)
        for name, worth in value.items():
            if name == "stated":  # not a worth: how a stake is stated, one of its readings (the ruling on foster:9)
                try:
                    Counters(stated=worth)
                except ValueError as err:
                    raise _fail(path + (name,), str(err).removeprefix(f"{name} ")) from None
            elif not _is_whole(worth):
                raise _fail(path + (name,), _whole_wanted(worth, "whites"))
    elif holds == "jackpot":
        _a_mapping(value, path, "the jack-pot's settings", _JACKPOT_FIELDS)
        if "ante" in value and not _is_whole(value["ante"]):
            raise _fail(path + ("ante",), _whole_wanted(value["ante"], "chips"))
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
    [`check_seats`][pokerlaws.table.seats.check_seats] takes them; lists (of names,
    of acts) are lists or tuples, never one string; names and acts are text;
    counters are whole numbers (``int``, not ``float`` or ``bool``), never
    negative; ``rulings``, ``counters``, ``jackpot`` and ``expect`` hold only
    their own keys.

    Raises:
        RecordError: the record is not a mapping, has a field that is not one
            of [`RECORD_FIELDS`][pokerlaws.records.fields.RECORD_FIELDS], or a field of
            the wrong shape; its ``field`` is the path to the fault.
    """
    if not isinstance(record, Mapping):
        raise RecordError(f"a record is a mapping of its fields (seats, ...), not {quote(record)}")
    for name in record:
        if name not in RECORD_FIELDS:
            known = ", ".join(RECORD_FIELDS)
            raise RecordError(f"unknown field {quote(name)} in the record; the fields of a record are {known}", field=(name,) if isinstance(name, str) else None)
    for name, value in record.items():
        _check_value(RECORD_FIELDS[name].holds, value, (name,))
