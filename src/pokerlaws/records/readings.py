"""What each reading decides: a record judged under its readings, and under each other reading of every ruling that bears on it.

Where the text does not decide, the engine takes a parameter whose values are
the readings of an editorial ruling (see [`pokerlaws.readings`][pokerlaws.readings]).
A record names the readings it is judged under in the fields the record schema
knows: ``rulings`` ([`PoolRulings`][pokerlaws.betting.PoolRulings]),
``betting_rulings`` ([`BettingRulings`][pokerlaws.betting.BettingRulings]),
``blind_rulings`` ([`BlindRulings`][pokerlaws.blind.BlindRulings]) and
``jackpot_rulings`` ([`JackPotRulings`][pokerlaws.jackpot.JackPotRulings]).
[`judge_readings`][pokerlaws.records.judge_readings] judges the record as it
stands, then once under each other reading of each parameter its form reads
(one at a time; with ``pairs=True`` two at a time, bounded by
[`MAX_PAIRS`][pokerlaws.records.readings.MAX_PAIRS]), and says what each
reading changes. The parameters of a field the record's form does not read
(the jack-pot's rulings in a betting round) cannot bear on it and are not
tried; the result names those that were.

The rulings on the draw, on the value of hands and on disputes are no field of
a record: [`PARAMETERS`][pokerlaws.records.readings.PARAMETERS] lists the
parameters a record can name, the only ones a record can be judged under.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from pokerlaws.errors import RecordError
from pokerlaws.messages import columns
from pokerlaws.readings import all_readings
from pokerlaws.records.fields import (
    READ_BY_SOME_FORMS,
    RECORD_FIELDS,
    RULINGS_SHAPES,
    record_form,
)
from pokerlaws.records.judge import judge
from pokerlaws.records.judgement import Judgement, Phase

__all__ = ["MAX_PAIRS", "PARAMETERS", "Outcome", "Parameter", "ReadingsJudged", "judge_readings", "named"]

MAX_PAIRS = 400
"""The most judgements ``pairs=True`` makes for one record: beyond it, name fewer parameters (*only*)."""

MAX_WORK = 100_000
"""The most acts judged in all, the record's acts times the judgements (about five seconds on one core): a long
record under many readings is refused at once, saying how to ask for less, not judged for minutes."""

_LAW = re.compile(r"\[([^\[\]]+)\]\s*$")


@dataclass(frozen=True, repr=False)
class Parameter:
    """One parameter of a ruling that a record can name: a field of a ``...Rulings`` dataclass, under a field of the record.

    Attributes:
        field: the record's field that holds it (``"rulings"``).
        name: the dataclass's field (``"ante"``).
        owner: the dataclass (``PoolRulings``).
        readings: its readings, the edition's default first.
        forms: the forms of record that read it (keys of [`FORMS`][pokerlaws.records.fields.FORMS]).

    Examples:
        >>> from pokerlaws.records.readings import PARAMETERS
        >>> ante = next(p for p in PARAMETERS if str(p) == "PoolRulings.ante")
        >>> ante.dotted, ante.field, ante.default, ante.forms
        ('pokerlaws.betting.PoolRulings.ante', 'rulings', "ante-man's", ('round', 'foster', '1882', '1895'))
    """

    field: str
    name: str
    owner: type
    readings: tuple[object, ...]
    forms: tuple[str, ...]

    @property
    def dotted(self) -> str:
        """The name a ruling in a law file gives it: ``pokerlaws.betting.PoolRulings.ante``."""
        return f"{self.owner.__module__.rpartition('.')[0]}.{self.owner.__name__}.{self.name}"

    @property
    def default(self) -> object:
        """The edition's reading."""
        return self.readings[0]

    def __str__(self) -> str:
        return f"{self.owner.__name__}.{self.name}"

    def __repr__(self) -> str:
        return f"<Parameter {self} ({self.field}.{self.name})>"


PARAMETERS: tuple[Parameter, ...] = tuple(
    Parameter(name, parameter, RULINGS_SHAPES[spec.holds], readings, READ_BY_SOME_FORMS.get((name, parameter), (spec.read_by,))[0])
    for name, spec in RECORD_FIELDS.items()
    if spec.holds in RULINGS_SHAPES
    for parameter, readings in all_readings(RULINGS_SHAPES[spec.holds]).items()
)
"""Every parameter a record can name, by its field, in the order of the record's fields and of each dataclass's.
A field that takes other values than those it names (``open``) is tried under those it names."""


def named(reading: object) -> str:
    """A reading as the edition names it (and ``--only NAME=READING`` takes it): text as it is, ``True``, ``2``, ``None``.

    Examples:
        >>> from pokerlaws.records.readings import named
        >>> named("every player's"), named(False), named(None)
        ("every player's", 'False', 'None')
    """
    return reading if isinstance(reading, str) else repr(reading)


@dataclass(frozen=True)
class Outcome:
    """A record judged under some readings: what it comes to, and what changed from the record as it stands.

    Attributes:
        readings: each parameter set, with the reading it is set to (none: the record as it stands).
        units: the rulings each parameter belongs to, as the edition cites them (``"1882:60 R1"``), in order.
        payouts: player → counters received, or None when a step is refused.
        carried: counters left for another deal (None when refused).
        pool: counters in the pool at the end (None when refused).
        refused: the ruling against a step, in words, when the record breaks a law under these readings.
        law: the law the outcome turns on: where it differs, the law of the first step or settlement line that
            differs (or of the refusal); otherwise that of the settlement's last line.
        first_difference: the first step or settlement line ruled otherwise than as the record stands, or None.
        changed: player → (counters as the record stands, counters under these readings), for each payout that differs.
        differs: whether the outcome differs from the record as it stands: a payout, the counters carried or
            the pool, or a step refused under one and not the other.
    """

    readings: tuple[tuple[Parameter, object], ...]
    units: tuple[str, ...]
    payouts: dict[str, int] | None
    carried: int | None
    pool: int | None
    refused: str | None = None
    law: str | None = None
    first_difference: str | None = None
    changed: dict[str, tuple[int, int]] = field(default_factory=dict)
    differs: bool = False

    @property
    def parameters(self) -> str:
        """The parameters set, in words: ``PoolRulings.ante`` (a pair: joined by `` + ``)."""
        return " + ".join(str(parameter) for parameter, _ in self.readings)

    @property
    def reading(self) -> str:
        """The readings set, as the edition names them (a pair: joined by `` + ``)."""
        return " + ".join(named(reading) for _, reading in self.readings)

    def payouts_text(self) -> str:
        """The payouts in words, ``A 0, B 5, C 33``, with what is carried; or ``refused``."""
        if self.payouts is None:
            return "refused"
        carried = f"; carried {self.carried}" if self.carried else ""
        return ", ".join(f"{player} {counters}" for player, counters in self.payouts.items()) + carried

    def change(self, base: Outcome) -> str:
        """What differs from *base* (the record as it stands), in words: ``same``, ``C 33 → 34, B 5 → 4``,
        ``carried 0 → 3``, ``refused at step 4 (D raises 5)`` or ``judged, not refused``; the same
        settlement under another law is ``same settlement, under 1895:25`` (not a bare ``same``)."""
        if not self.differs:
            return "same" if self.law == base.law else f"same settlement, under {self.law or 'no law cited'}"
        if self.refused is not None:
            return _refused_at(self.refused)
        if base.payouts is None:
            return "judged, not refused"
        parts = [f"{player} {was} → {now}" for player, (was, now) in self.changed.items()]
        if self.carried != base.carried:
            parts.append(f"carried {base.carried} → {self.carried}")
        if self.pool != base.pool:
            parts.append(f"pool {base.pool} → {self.pool}")
        return ", ".join(parts)

    @property
    def conserved(self) -> bool:
        """Paid out plus carried equals the pool (True for a refusal, which settles nothing)."""
        return self.payouts is None or sum(self.payouts.values()) + (self.carried or 0) == self.pool


@dataclass(frozen=True)
class ReadingsJudged:
    """The answer of [`judge_readings`][pokerlaws.records.judge_readings].

    Attributes:
        form: the record's form (a key of [`FORMS`][pokerlaws.records.fields.FORMS]).
        judgement: the record judged as it stands, or None when a step breaks a law.
        as_it_stands: the [`Outcome`][pokerlaws.records.readings.Outcome] of the record as it stands, with
            each parameter tried at the reading the record takes (its own, else the default).
        outcomes: one per other reading of each parameter tried (and per pair, with ``pairs=True``), in the
            order of [`PARAMETERS`][pokerlaws.records.readings.PARAMETERS] and of each parameter's readings.
        tried: the parameters tried.
        not_tried: the parameters no field of the record's form holds, which cannot bear on it.
    """

    form: str
    judgement: Judgement | None
    as_it_stands: Outcome
    outcomes: tuple[Outcome, ...]
    tried: tuple[Parameter, ...]
    not_tried: tuple[Parameter, ...]

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        """The table of readings: (parameter with its rulings, reading, payouts, ``same`` or what changed, law),
        the record as it stands first.

        Examples:
            >>> from pokerlaws.records import judge_readings
            >>> record = {"seats": ["A", "B"], "ante_man": "A", "antes": {"A": 2}, "actions": ["B bets 2", "A retires"]}
            >>> judge_readings(record, only=["ante"]).rows()
            [('(as the record stands)', '', 'B 4, A 0', '', '1882:58'), ('PoolRulings.ante', "every player's", 'B 4, A 0', 'same', '1882:58')]
        """
        base = self.as_it_stands
        rows = [("(as the record stands)", "", base.payouts_text(), _refused_at(base.refused) if base.refused else "", base.law or "")]
        for outcome in self.outcomes:
            units = f" [{', '.join(outcome.units)}]" if outcome.units else ""
            rows.append((outcome.parameters + units, outcome.reading, outcome.payouts_text(), outcome.change(base), outcome.law or ""))
        return rows

    def report(self) -> str:
        """The table of readings in words, as ``pokerlaws judge FILE --readings`` prints it: what was tried, a
        row per reading (parameter [ruling], reading, payouts, change, law) in columns, and how many change.

        Examples:
            >>> from pokerlaws.records import judge_readings
            >>> record = {"seats": ["A", "B"], "ante_man": "A", "antes": {"A": 2}, "actions": ["B bets 2", "A retires"]}
            >>> print(judge_readings(record, only=["ante"]).report())
            A betting round, judged as it stands and under each other reading of the 1 parameter of the rulings that bear on it:
            <BLANKLINE>
            parameter [ruling]      reading         payouts   change  law
            (as the record stands)                  B 4, A 0          1882:58
            PoolRulings.ante        every player's  B 4, A 0  same    1882:58
            <BLANKLINE>
            0 of 1 reading change the outcome
        """
        from pokerlaws.records.fields import FORMS

        tried = len(self.tried)
        skipped = len(self.not_tried) if tried == len([p for p in PARAMETERS if self.form in p.forms]) else 0
        out = [
            f"{FORMS[self.form].capitalize()}, judged as it stands and under each other reading of the {tried} "
            f"parameter{'s' * (tried != 1)} of the rulings that bear on it"
            + (f" (not tried: the {skipped} its form does not read)" if skipped else "") + ":",
            "",
        ]
        out += columns([("parameter [ruling]", "reading", "payouts", "change", "law"), *self.rows()])
        changing = len(self.changing())
        verb = "changes" if changing == 1 else "change"
        out += ["", f"{changing} of {len(self.outcomes)} reading{'s' * (len(self.outcomes) != 1)} {verb} the outcome"]
        return "\n".join(out)

    def as_data(self) -> dict:
        """The answer as plain data (for JSON): the form, the parameters tried and not, the record as it
        stands and each outcome, its readings named as the edition names them."""

        def outcome(o: Outcome) -> dict:
            return {
                "readings": [{"parameter": str(p), "field": f"{p.field}.{p.name}", "reading": named(r)} for p, r in o.readings],
                "rulings": list(o.units), "payouts": o.payouts, "carried": o.carried, "pool": o.pool, "refused": o.refused,
                "law": o.law, "differs": o.differs, "change": o.change(self.as_it_stands),
                "changed": {player: list(pair) for player, pair in o.changed.items()}, "first_difference": o.first_difference,
            }  # fmt: skip

        return {
            "form": self.form,
            "tried": [str(p) for p in self.tried],
            "not_tried": [str(p) for p in self.not_tried],
            "as_it_stands": outcome(self.as_it_stands),
            "outcomes": [outcome(o) for o in self.outcomes],
        }

    def changing(self) -> tuple[Outcome, ...]:
        """The outcomes that differ from the record as it stands."""
        return tuple(outcome for outcome in self.outcomes if outcome.differs)


def judge_readings(
    record: Mapping,
    *,
    only: Iterable[str] = (),
    pairs: bool = False,
    units: Mapping[str, Iterable[str]] | None = None,
) -> ReadingsJudged:
    """Judge *record* as it stands, then under each other reading of every ruling parameter that bears on it, one at a time.

    The record as it stands takes the readings it names, the edition's
    default for every other. Each other reading of each parameter its form
    reads ([`PARAMETERS`][pokerlaws.records.readings.PARAMETERS]) is then set
    alone, the record's ``expect`` set aside, and the record judged again
    with [`judge`][pokerlaws.records.judge]. A step that breaks a law under a
    reading is that reading's outcome (``refused``), not an error.

    Args:
        record: a record of play, as [`judge`][pokerlaws.records.judge] takes it.
        only: the parameters to try, each ``NAME`` or ``NAME=READING`` (the reading as
            ``pokerlaws readings`` names it); NAME is the dataclass's field (``ante``), or
            with its dataclass or the record's field (``PoolRulings.ante``,
            ``rulings.ante``), or its full name. None given: every parameter.
        pairs: also judge each pair of other readings of two parameters, at most
            [`MAX_PAIRS`][pokerlaws.records.readings.MAX_PAIRS] judgements.
        units: parameter (its full name, ``pokerlaws.betting.PoolRulings.ante``) → the rulings it
            belongs to, as the edition cites them (``"1882:60 R1"``); the CLI and the site give the edition's.

    Returns:
        A [`ReadingsJudged`][pokerlaws.records.readings.ReadingsJudged].

    Raises:
        RecordError: the record is malformed, or as it stands it is not what its ``expect`` says (as
            [`judge`][pokerlaws.records.judge] says it).
        TypeError: *only* is not a list of texts, *pairs* not a bool, or *units* not a mapping of names
            to lists of rulings.
        ValueError: *only* names no parameter, a reading the parameter does not have, one the record's
            form does not read, or only the reading the record takes already; *pairs* would make more than
            ``MAX_PAIRS`` judgements; or the record's acts times the judgements would be more than
            [`MAX_WORK`][pokerlaws.records.readings.MAX_WORK].

    Examples:
        >>> from pokerlaws.records import judge_readings
        >>> record = {"seats": ["A", "B", "C"], "ante_man": "A", "antes": {"A": 3}, "funds": {"C": 4},
        ...           "actions": ["B bets 2", "C raises 2", "A retires", "B raises 5", "C demands a show"],
        ...           "show": {"B": "KS KH 2D 2C 9S", "C": "QS QH QD 4C 3S"}}
        >>> judged = judge_readings(record)
        >>> judged.as_it_stands.payouts
        {'B': 5, 'C': 11, 'A': 0}
        >>> [(str(parameter), reading, o.payouts, o.law) for o in judged.changing() for parameter, reading in o.readings]
        [('PoolRulings.own_stake_returned', False, {'B': 9, 'C': 7, 'A': 0}, '1882:60')]
        >>> len(judged.outcomes), [str(p) for p in judged.not_tried][:2]
        (25, ['JackPotRulings.all_foul', 'JackPotRulings.next_age'])
    """
    if isinstance(only, (str, bytes)) or not isinstance(only, (list, tuple)):
        raise TypeError(f"only is a list of names (NAME or NAME=READING), not {type(only).__name__}")
    if not isinstance(pairs, bool):
        raise TypeError(f"pairs is True or False, not {type(pairs).__name__}")
    if units is not None and not (isinstance(units, Mapping) and all(
        isinstance(k, str) and isinstance(v, (list, tuple)) and all(isinstance(u, str) for u in v) for k, v in units.items()
    )):
        raise TypeError("units maps each parameter's full name to a list of the rulings it belongs to (\"1882:60 R1\")")
    base, refusal = _judged(record)  # first: a malformed record is said before anything is tried on it
    form = record_form(record)
    wanted = _wanted(tuple(only), form)
    units = units or {}
    tried = tuple(p for p in PARAMETERS if form in p.forms and (not wanted or p in wanted))
    not_tried = tuple(p for p in PARAMETERS if form not in p.forms)
    own = {p: _taken(record, p) for p in tried}
    for p, readings in wanted.items():
        if readings is not None and all(r == own[p] for r in readings):
            raise ValueError(f"{p}={named(own[p])} is the reading the record is judged under already: name another, or the parameter alone")
    as_it_stands = _outcome(tuple(own.items()), base, refusal, None, units)
    choices = [
        [(p, r) for r in p.readings if r != own[p] and (wanted.get(p) is None or r in wanted[p])]
        for p in tried
    ]
    sets: list[tuple[tuple[Parameter, object], ...]] = [(choice,) for options in choices for choice in options]
    if pairs:
        paired = [(a, b) for one, other in itertools.combinations(choices, 2) for a in one for b in other]
        if len(paired) > MAX_PAIRS:
            raise ValueError(
                f"pairs of readings would judge this record {len(paired):,} times, more than {MAX_PAIRS}: "
                "name fewer parameters to pair (--only NAME on the command line; only= from Python)"
            )
        sets += paired
    acts = sum(len(value) for value in record.values() if isinstance(value, list))
    if acts * (len(sets) + 1) > MAX_WORK:
        raise ValueError(
            f"this record's {acts:,} acts under {len(sets) + 1:,} readings would be {acts * (len(sets) + 1):,} acts judged, "
            f"more than {MAX_WORK:,}: name fewer parameters (--only NAME on the command line; only= from Python)"
        )
    before = _Base(base, refusal, _lines(base) if base is not None else [])
    outcomes = tuple(_outcome(readings, *_judged(_under(record, readings), reading=True), before, units) for readings in sets)
    return ReadingsJudged(form, base, as_it_stands, outcomes, tried, not_tried)


def _wanted(only: tuple[str, ...], form: str) -> dict[Parameter, tuple[object, ...] | None]:
    """The parameters *only* names, each with the readings it names (None: all of them)."""
    from pokerlaws.records.fields import FORMS

    wanted: dict[Parameter, tuple[object, ...] | None] = {}
    for item in only:
        if not isinstance(item, str):
            raise TypeError(f"a parameter is named by text (NAME or NAME=READING), not {type(item).__name__}")
        name, sep, value = item.partition("=")
        name = name.strip()
        found = [p for p in PARAMETERS if name in (p.name, str(p), f"{p.field}.{p.name}", p.dotted, p.dotted.removeprefix("pokerlaws."))]
        if len(found) > 1:
            bearing = [p for p in found if form in p.forms]
            found = bearing if len(bearing) == 1 else found
        if not found:
            raise ValueError(
                f"no parameter {name!r} that a record can name: `pokerlaws readings` lists them, with the record field "
                "that names each (e.g. PoolRulings.ante, rulings.ante); one with no record field is shown by worked examples alone"
            )
        if len(found) > 1:
            raise ValueError(f"{name!r} names {len(found)} parameters ({', '.join(map(str, found))}): name one with its dataclass")
        parameter = found[0]
        if form not in parameter.forms:
            raise ValueError(f"{parameter} cannot bear on {FORMS[form]}: its field {parameter.field!r} is read in " + ", ".join(FORMS[f] for f in parameter.forms))
        if not sep or wanted.get(parameter, ()) is None:  # the parameter named alone: every reading, whatever else is named
            wanted[parameter] = None
            continue
        value = value.strip()
        readings = tuple(r for r in parameter.readings if named(r) == value)
        if not readings:
            raise ValueError(f"{parameter} has no reading {value!r}: its readings are " + ", ".join(f'"{named(r)}"' for r in parameter.readings))
        wanted[parameter] = (wanted.get(parameter) or ()) + readings
    return wanted


def _taken(record: Mapping, parameter: Parameter) -> object:
    """The reading *record* takes for *parameter*: its own, else the edition's."""
    given = record.get(parameter.field)
    if isinstance(given, Mapping) and parameter.name in given:
        return given[parameter.name]
    return parameter.default


def _under(record: Mapping, readings: tuple[tuple[Parameter, object], ...]) -> dict:
    """*record* with each of *readings* set, its ``expect`` set aside."""
    changed = {key: value for key, value in record.items() if key != "expect"}
    for parameter, reading in readings:
        changed[parameter.field] = {**(changed.get(parameter.field) or {}), parameter.name: reading}
    return changed


def _judged(record: Mapping, *, reading: bool = False) -> tuple[Judgement | None, RecordError | None]:
    """*record* judged; a ruling against one of its steps (an error naming a law) is returned, any other raised.

    Judged under a *reading*, every error is returned, with or without a law: the record as it stands was judged
    first, so what cannot be played under the reading is the reading's doing (the rulings on foster:1 deal the cards
    otherwise, so that a player no longer holds the card the record has him discard, or the acts end too soon)."""
    try:
        return judge(record), None
    except RecordError as err:
        if err.law is None and not reading:
            raise
        return None, err


def _refused_at(refused: str) -> str:
    """Where a refusal falls, from its words (the step, or the show, before the ruling's): ``refused at step 4 (D raises 5)``."""
    where = refused.split(": ", 1)[0]
    if where.startswith("at "):
        return f"refused {where}"
    return f"refused at {where}" if re.match(r"(\w+ )?step \d+", where) else f"refused: {where}"


def _lines(judgement: Judgement) -> list[str]:
    """The judgement's steps as its report numbers them through the play, then its settlement's lines
    (as ``Judgement.steps`` numbers them, without remaking each step)."""
    steps = (step for phase in Phase for step in judgement.by_phase.get(phase, ()))
    ruled = [f"{number}. {str(step).split('. ', 1)[1]}" for number, step in enumerate(steps, 1)]
    return ruled + list(judgement.lines)


def _law_of(line: str | None) -> str | None:
    found = _LAW.search(line or "")
    return found.group(1) if found else None


def _last_law(lines: Sequence[str] | None) -> str | None:
    """The law the outcome rests on: that of the last line, step or settlement, that cites one (a Foster deal's
    settlement ends with lines that cite none, and a jack-pot's is its last step)."""
    return next((law for line in reversed(lines or ()) if (law := _law_of(line))), None)


@dataclass(frozen=True)
class _Base:
    """The record as it stands, judged once: its judgement or the ruling against it, and its lines (steps, then settlement)."""

    judgement: Judgement | None
    refusal: RecordError | None
    lines: list[str]


def _outcome(
    readings: tuple[tuple[Parameter, object], ...],
    judgement: Judgement | None,
    refusal: RecordError | None,
    against: _Base | None,
    units: Mapping[str, Iterable[str]],
) -> Outcome:
    """The outcome of *judgement* (or *refusal*) under *readings*, set against the record as it stands (*against*; None: this is it)."""
    cited = tuple(dict.fromkeys(unit for parameter, _ in readings for unit in units.get(parameter.dotted, ())))
    refused = (f"{refusal.message} [{refusal.law}]" if refusal.law else refusal.message) if refusal is not None else None
    if judgement is None:
        payouts = carried = pool = None
    else:
        payouts, carried, pool = dict(judgement.payouts), judgement.carried, judgement.pool
    if against is None:  # the record as it stands
        law = refusal.law if refusal is not None else _last_law(_lines(judgement) if judgement else None)
        return Outcome(readings, cited, payouts, carried, pool, refused, law)
    base, base_refusal = against.judgement, against.refusal
    first = None
    law = None
    if judgement is not None and base is not None:
        ours, theirs = _lines(judgement), against.lines
        first = next((mine for mine, other in itertools.zip_longest(ours, theirs) if mine != other), None)
        law = _law_of(first) if first is not None else _last_law(_lines(judgement))
        changed = {p: (base.payouts.get(p, 0), n) for p, n in payouts.items() if base.payouts.get(p, 0) != n}
        differs = bool(changed) or carried != base.carried or pool != base.pool
    else:
        changed = {}
        differs = (refused is None) != (base_refusal is None) or (refusal is not None and base_refusal is not None and refusal.message != base_refusal.message)
        if refusal is not None:
            first, law = f"step {refusal.step}: {refusal.message}" if refusal.step else refusal.message, refusal.law
        elif judgement is not None:
            first, law = (judgement.lines[-1] if judgement.lines else None), _last_law(_lines(judgement))
    return Outcome(readings, cited, payouts, carried, pool, refused, law, first, changed, differs)
