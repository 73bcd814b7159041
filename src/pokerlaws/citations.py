"""Citing the laws from code: the `implements` decorator and its registry.

A function or class that carries out a unit of the laws says so with
``@implements("1882:71")``. The decorator checks only the *form* of each id
(``SOURCE:NUMBER``, SOURCE one of ``1882``, ``foster``, ``1895``); the engine
cannot read the laws, so whether the unit exists is checked on the edition side
(tests there compare [`citations`][pokerlaws.citations.citations] with the
laws in ``laws/*.yaml``).

Examples:
    >>> from pokerlaws.citations import citations
    >>> citations()["pokerlaws.hands.values.compare"]
    ('1882:76',)
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from pokerlaws.sources import UNIT_ID, source_words

__all__ = ["citations", "defining_name", "implements", "laws_of", "pins_of"]

T = TypeVar("T")

_PIN = re.compile(r"[0-9a-f]{6,64}")
"""A pin as written: the start (6 to 64 lower-case hex digits) of the SHA-256 of a unit's edited text."""


# "module.qualname" -> the decorated object. Weak, so that an object that
# goes away (one defined in a doctest, say) is no longer reported as citing.
_REGISTRY: weakref.WeakValueDictionary[str, Any] = weakref.WeakValueDictionary()


def _target(obj: Any) -> Any:
    """The object that carries ``__laws__`` for *obj* and names it.

    A property's getter and a class- or static method's function stand for
    them: the wrappers cannot all carry attributes, and attribute look-ups
    through the class reach the function anyway.
    """
    if isinstance(obj, property):
        if obj.fget is None:
            raise TypeError("@implements cannot cite a property without a getter")
        return obj.fget
    if isinstance(obj, (classmethod, staticmethod)):
        return obj.__func__
    return obj


def _dotted_name(target: Any) -> str:
    module = getattr(target, "__module__", None)
    qualname = getattr(target, "__qualname__", None)
    if not module or not qualname:
        raise TypeError(f"@implements needs a function, method or class, got {target!r}")
    return f"{module}.{qualname}"


def _pins(unit_ids: tuple[str, ...], text: str | Mapping[str, str] | None) -> dict[str, str]:
    """*text* as ``{unit id: pin}``, its form checked (whether a pin is current is the edition's check)."""
    if text is None:
        return {}
    if isinstance(text, str):
        if len(unit_ids) != 1:
            raise ValueError(f'text="{text}" pins one unit, but {len(unit_ids)} are cited: give text={{"1882:60": "3f2a9c", ...}}')
        pins = {unit_ids[0]: text}
    elif isinstance(text, Mapping):
        pins = dict(text)
        stray = [key for key in pins if key not in unit_ids]
        if stray:
            raise ValueError(f"text= pins {stray[0]!r}, which this @implements does not cite")
    else:
        raise ValueError(f"text= is a pin (e.g. \"3f2a9c\") or a dict of pins by unit id, not {text!r}")
    for unit_id, pin in pins.items():
        if not isinstance(pin, str) or not _PIN.fullmatch(pin):
            raise ValueError(
                f"the pin of {unit_id}, {pin!r}, is not 6 to 64 lower-case hex digits of the text's SHA-256 "
                f"(pokerlaws cite-check prints the current one)"
            )
    return pins


# cite-check: off (its example shows an id it refuses)
def implements(*unit_ids: str, text: str | Mapping[str, str] | None = None) -> Callable[[T], T]:
    """Mark a function, method or class as carrying out the cited units.

    Sets (or, when stacked, extends) the object's ``__laws__`` to a tuple of
    unit ids, in order and without repeats, records the object for
    [`citations`][pokerlaws.citations.citations], and returns it unchanged
    otherwise. A property is cited through its getter, a class- or static
    method through its function.

    Args:
        *unit_ids: one or more ids of the form ``SOURCE:NUMBER``, e.g.
            ``"1882:71"``, ``"foster:4"``, ``"1895:28"``.
        text: the *pin* of the unit's edited text this object was reviewed
            against: the first 6 (to 64) hex digits of its SHA-256, as
            ``pokerlaws cite-check`` prints it; for several ids, a dict
            ``{"1882:60": "3f2a9c"}``. ``pokerlaws cite-check`` reports the
            object as stale when the text has changed since. Kept in
            ``__law_pins__``.

    Returns:
        A decorator that returns the object it is given.

    Raises:
        ValueError: no id is given, or an id is not of the form
            ``SOURCE:NUMBER`` with SOURCE ``1882``, ``foster`` or ``1895`` and
            NUMBER a positive integer without leading zeros. Raised when the
            decorator is built, i.e. at import time of the citing module.
        ValueError: *text* is not a pin of 6 to 64 lower-case hex digits, pins
            an id the decorator does not cite, or is one pin for several ids.
        TypeError: the decorated object is not a function, method or class.

    Examples:
        >>> from pokerlaws.citations import implements
        >>> @implements("1882:76")
        ... @implements("1882:59", "1882:76")
        ... def share(pool, winners):
        ...     return pool // winners
        >>> share.__laws__
        ('1882:59', '1882:76')
        >>> @implements("1882:60", text="3f2a9c")
        ... def settle(pool):
        ...     return pool
        >>> settle.__law_pins__
        {'1882:60': '3f2a9c'}
        >>> implements("1882:071")
        Traceback (most recent call last):
        ...
        ValueError: "1882:071" is not a unit id: write SOURCE:NUMBER, SOURCE one of 1882, foster, 1895 (e.g. "1882:71")
    """
    # cite-check: on
    if not unit_ids:
        raise ValueError('@implements needs at least one unit id, e.g. "1882:71"')
    for unit_id in unit_ids:
        if not isinstance(unit_id, str) or not UNIT_ID.fullmatch(unit_id):
            shown = f'"{unit_id}"' if isinstance(unit_id, str) else repr(unit_id)
            raise ValueError(
                f"{shown} is not a unit id: write SOURCE:NUMBER, SOURCE one of "
                f'{source_words()} (e.g. "1882:71")'
            )
    pins = _pins(unit_ids, text)

    def decorate(obj: T) -> T:
        target = _target(obj)
        name = _dotted_name(target)
        # vars(), not getattr(): a subclass must not inherit its base's citations.
        try:
            cited = vars(target).get("__laws__", ())
        except TypeError:
            raise TypeError(f"@implements cannot annotate {obj!r}") from None
        laws = tuple(dict.fromkeys((*cited, *unit_ids)))
        setattr(target, "__laws__", laws)
        if pins:
            setattr(target, "__law_pins__", {**vars(target).get("__law_pins__", {}), **pins})
        _REGISTRY[name] = target
        return obj

    return decorate


def citations() -> dict[str, tuple[str, ...]]:
    """Every object decorated with `implements` so far, and the units it cites.

    Only modules already imported are included (``import pokerlaws`` imports
    the whole engine), and only objects still alive.

    Returns:
        A new dict ``{"module.qualname": ("1882:71", ...)}``, sorted by name.

    Examples:
        >>> import pokerlaws
        >>> from pokerlaws.citations import citations
        >>> citations()["pokerlaws.hands.values.Category"]
        ('1882:65',)
        >>> "1882:71" in citations()["pokerlaws.hands.values.evaluate"]
        True
    """
    live = dict(_REGISTRY.items())  # a strong snapshot: entries may vanish meanwhile
    return {name: tuple(live[name].__laws__) for name in sorted(live)}


def laws_of(obj: Any) -> tuple[str, ...]:
    """The units *obj* cites with ``@implements`` (a property or a class- or static
    method answers for its function), or ``()``.

    Examples:
        >>> from pokerlaws.citations import laws_of
        >>> from pokerlaws.hands import compare
        >>> laws_of(compare), laws_of(len)
        (('1882:76',), ())
    """
    return getattr(_target(obj), "__laws__", ())


def pins_of(obj: Any) -> dict[str, str]:
    """The pins *obj* gives with ``@implements(..., text=...)``: ``{unit id: pin}``, or ``{}``.

    Examples:
        >>> from pokerlaws.citations import pins_of
        >>> from pokerlaws.hands import compare
        >>> pins_of(compare)
        {}
    """
    return dict(vars(_target(obj)).get("__law_pins__", {})) if hasattr(_target(obj), "__dict__") else {}


def defining_name(obj: Any) -> str:
    """``module.qualname`` of the object that carries *obj*'s citations: where it is defined,
    as ``pokerlaws cite-check`` and its lock file name it (an inherited method by its class of
    definition, a property by its getter).

    Raises:
        TypeError: *obj* has no module and qualified name.

    Examples:
        >>> from pokerlaws.betting import BettingRound
        >>> from pokerlaws.citations import defining_name
        >>> defining_name(BettingRound.demand_show)
        'pokerlaws.betting.round.BettingRound.demand_show'
    """
    target = _target(obj)
    return _dotted_name(getattr(target, "__func__", target))
