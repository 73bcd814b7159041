"""The readings of an editorial ruling: one mechanism for every parameter of the engine that selects one.

Where the text does not decide, the engine takes a parameter whose values are
the readings of the ruling on the law (the edition's *Editorial rulings*). Each
such parameter is a field of one frozen dataclass per subject, a
[`Rulings`][pokerlaws.readings.Rulings]:
[`PoolRulings`][pokerlaws.betting.PoolRulings] and
[`BettingRulings`][pokerlaws.betting.BettingRulings],
[`BlindRulings`][pokerlaws.blind.BlindRulings],
[`DrawRulings`][pokerlaws.draw.DrawRulings],
[`JackPotRulings`][pokerlaws.jackpot.JackPotRulings],
[`DisputeRulings`][pokerlaws.table.DisputeRulings]; the value of hands keeps its
own in [`Ruleset`][pokerlaws.hands.Ruleset]. A field is made by
[`reading`][pokerlaws.readings.reading], which writes its readings once, the
default first, in the field's metadata; the dataclass refuses a value that is
none of them, in one wording. The edition checks each ruling's readings against
the field's (``tests/edition/test_rulings.py``), so a ruling cannot name a
reading the engine does not take, or a default it does not have.

Examples:
    >>> from dataclasses import dataclass
    >>> from pokerlaws.readings import Rulings, reading, readings_of
    >>> @dataclass(frozen=True)
    ... class Example(Rulings):
    ...     raised_meanwhile: str = reading("free", "call or retire")
    >>> Example().raised_meanwhile, readings_of(Example, "raised_meanwhile")
    ('free', ('free', 'call or retire'))
    >>> Example(raised_meanwhile="never")
    Traceback (most recent call last):
    ...
    ValueError: raised_meanwhile must be one of "free", "call or retire", not 'never'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, TypeVar

from pokerlaws.messages import quote

__all__ = ["Rulings", "all_readings", "check_reading", "check_readings", "is_open", "reading", "readings_of"]

T = TypeVar("T")

_READINGS = "readings"
_OPEN = "open"


def reading(default: object, *others: object, open: bool = False, required: bool = False) -> Any:
    """A field of a [`Rulings`][pokerlaws.readings.Rulings] dataclass (or of a [`Ruleset`][pokerlaws.hands.Ruleset]): the parameter of one ruling.

    Args:
        default: the reading the edition takes.
        *others: the other readings the ruling keeps.
        open: the field takes other values than those named (a number of
            counters or cards, ``None`` for no limit), which the dataclass
            checks itself; the named readings are those the ruling argues.
        required: the field has no default in code (a ruleset names each of
            its own); *default* is still the edition's reading.

    Returns:
        A ``dataclasses.field`` carrying the readings in its metadata.

    Examples:
        >>> from pokerlaws.readings import reading
        >>> reading(True, False).metadata["readings"]
        (True, False)
    """
    metadata = {_READINGS: (default, *others), _OPEN: open}
    if required:
        return dataclasses.field(metadata=metadata)
    return dataclasses.field(default=default, metadata=metadata)


def readings_of(owner: object, name: str) -> tuple[object, ...] | None:
    """The readings of the field *name* of the dataclass *owner*, the default first; None if it is no such field (or *owner* no dataclass).

    Examples:
        >>> from pokerlaws.betting import PoolRulings
        >>> from pokerlaws.readings import readings_of
        >>> readings_of(PoolRulings, "tie_for_less")
        ('equally', 'law 76', 'part by part')
    """
    return all_readings(owner).get(name)


def all_readings(owner: object) -> dict[str, tuple[object, ...]]:
    """Every field of the dataclass *owner* that names its readings → its readings, the default first, in the order of the fields ({} for what is no dataclass).

    Examples:
        >>> from pokerlaws.table import DisputeRulings
        >>> from pokerlaws.readings import all_readings
        >>> all_readings(DisputeRulings)
        {'beyond': ('no one', 'next on the left'), 'finality': ("dealer's only", "as the dealer's"), 'interpretation': ('not bound by 78', 'literally')}
    """
    if not dataclasses.is_dataclass(owner):
        return {}
    return {found.name: found.metadata[_READINGS] for found in dataclasses.fields(owner) if _READINGS in found.metadata}


def is_open(owner: object, name: str) -> bool:
    """Whether the field *name* of *owner* takes values beyond its named readings."""
    fields = dataclasses.fields(owner) if dataclasses.is_dataclass(owner) else ()
    return any(found.name == name and found.metadata.get(_OPEN, False) for found in fields)


def check_reading(name: str, value: T, readings: Sequence[object]) -> T:
    """*value* if it is one of *readings*, the values of the parameter *name*.

    The value must be one of them exactly: of the same type (a ``bool`` for
    ``True``, not ``1``; a ``str``, not a subclass of it) and equal to it.

    Raises:
        ValueError: it is not; the message names the parameter and its readings,
            and shows the value shortened if it is long or unprintable.

    Examples:
        >>> from pokerlaws.readings import check_reading
        >>> check_reading("gather_exposed", 1, (True, False))
        Traceback (most recent call last):
        ...
        ValueError: gather_exposed must be True or False, not 1
    """
    readings = tuple(readings)
    # exactly one of them: of the same type (no bool for 1, no str subclass), and equal as that type compares
    if any(type(value) is type(option) and type(option).__eq__(option, value) is True for option in readings):
        return value
    if type(value) is str and len(value) <= 40 and value.isprintable():
        shown = repr(value)
    elif type(value) in (bool, int, float, type(None)) and len(str.__repr__(repr(value))) <= 40:
        shown = repr(value)
    else:
        shown = quote(value)
        if isinstance(value, (str, int, float)) and type(value) not in (str, int, float, bool):
            shown += f" (a {type(value).__name__}, not a {type(value).__mro__[-2].__name__})"
    if readings and all(type(option) is bool for option in readings):
        raise ValueError(f"{name} must be True or False, not {shown}")
    allowed = ", ".join(f'"{option}"' if type(option) is str else repr(option) for option in readings) or "(none)"
    raise ValueError(f"{name} must be one of {allowed}, not {shown}")


class Rulings:
    """The base of every subject's rulings: a frozen dataclass whose fields are made by [`reading`][pokerlaws.readings.reading].

    After the fields are set, each that names its readings (and is not
    ``open``) must hold one of them; a subclass with checks of its own calls
    ``super().__post_init__()``.

    Raises:
        ValueError: a field holds none of its readings.
    """

    def __post_init__(self) -> None:
        check_readings(self)


def check_readings(owner: object) -> None:
    """Each field of the dataclass instance *owner* that names its readings (and is not ``open``) must hold one of them.

    Raises:
        ValueError: as [`check_reading`][pokerlaws.readings.check_reading], for the first that does not.
    """
    for found in dataclasses.fields(owner):  # type: ignore[arg-type]
        if _READINGS in found.metadata and not found.metadata[_OPEN]:
            check_reading(found.name, getattr(owner, found.name), found.metadata[_READINGS])
