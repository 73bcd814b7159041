"""The readings of an editorial ruling: one check for every parameter of the engine that selects one.

Where the text does not decide, the engine takes a parameter whose values are
the readings of the ruling on the law (the edition's *Editorial rulings*):
[`PoolRules`][pokerlaws.betting.pool_rules.PoolRules],
[`JackPotRules`][pokerlaws.jackpot.JackPotRules],
[`DrawRules`][pokerlaws.draw.rulings.DrawRules], [`Ruleset`][pokerlaws.hands.Ruleset],
the rulings a [`BettingRound`][pokerlaws.betting.BettingRound] takes, and the
arguments of [`judge_deal`][pokerlaws.records.judge_deal] and
[`JackPot`][pokerlaws.jackpot.JackPot]. Each states its readings as data and
[`declare`][pokerlaws.readings.declare]s them here, the default first; a value
that is none of them is refused here, in one wording. The edition checks each
ruling's readings against what is declared (``tests/edition/test_rulings.py``), so a
ruling cannot name a reading the engine does not take, or a default it does not
have.

Examples:
    >>> from pokerlaws.readings import check_reading
    >>> check_reading("raised_meanwhile", "free", ("free", "call or retire"))
    'free'
    >>> check_reading("raised_meanwhile", "never", ("free", "call or retire"))
    Traceback (most recent call last):
    ...
    ValueError: raised_meanwhile must be one of "free", "call or retire", not 'never'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from pokerlaws.messages import quote

__all__ = ["check_reading", "check_readings", "declare", "readings_of"]

T = TypeVar("T")


def check_reading(name: str, value: T, readings: Sequence[object]) -> T:
    """*value* if it is one of *readings*, the values of the parameter *name*.

    Raises:
        ValueError: it is not; the message names the parameter and its readings,
            and shows the value shortened if it is long or unprintable.
    """
    try:
        known = value in readings
    except TypeError:  # an unhashable value where the readings are a set
        known = False
    if not known:
        allowed = ", ".join(f'"{option}"' if isinstance(option, str) else repr(option) for option in readings)
        printable = isinstance(value, str) and len(value) <= 40 and value.isprintable()
        raise ValueError(f"{name} must be one of {allowed}, not {repr(value) if printable else quote(value)}")
    return value


def check_readings(owner: object, readings: Mapping[str, Sequence[object]]) -> None:
    """Each attribute of *owner* named in *readings* must be one of its readings.

    Raises:
        ValueError: as [`check_reading`][pokerlaws.readings.check_reading], for the first that is not.
    """
    for name, values in readings.items():
        check_reading(name, getattr(owner, name), values)


_DECLARED: dict[tuple[object, str], tuple[object, ...]] = {}


def declare(owner: object, readings: Mapping[str, Sequence[object]]) -> None:
    """Declare the readings of parameters of *owner* (a class, a dataclass or a function): name → readings, the default first."""
    for name, values in readings.items():
        _DECLARED[(owner, name)] = tuple(values)


def readings_of(owner: object, name: str) -> tuple[object, ...] | None:
    """The readings declared for the parameter *name* of *owner*, the default first; None if none were declared.

    Examples:
        >>> from pokerlaws.betting import PoolRules
        >>> from pokerlaws.readings import readings_of
        >>> readings_of(PoolRules, "tie_for_less")
        ('equally', 'part by part')
    """
    return _DECLARED.get((owner, name))
