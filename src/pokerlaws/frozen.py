"""Read-only mappings for what the package shares with every caller.

A registry (``RULESETS``, ``CODES``) or an object the package caches for the
whole process (``default_corpus()``, ``law("1882:71")``) is shared by every
caller: if one could change it, it would stay changed for all the others.
Each mapping such a thing holds is a [`FrozenDict`][pokerlaws.frozen.FrozenDict]:
a ``dict`` (so ``json.dumps``, ``dataclasses.asdict``, ``copy`` and ``pickle``
take it as one) whose every method that would change it raises [`ReadOnlyError`][pokerlaws.frozen.ReadOnlyError], a ``TypeError``.

Examples:
    >>> from pokerlaws.frozen import FrozenDict
    >>> table = FrozenDict({"white": 1, "red": 5})
    >>> table["red"], dict(table) == {"white": 1, "red": 5}
    (5, True)
    >>> table["blue"] = 10
    Traceback (most recent call last):
    ...
    pokerlaws.frozen.ReadOnlyError: this mapping is shared by every caller and cannot be changed: copy it (dict(...)) to change the copy
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, NoReturn

from pokerlaws.errors import Picklable

__all__ = ["FrozenDict", "Independent", "ReadOnlyError", "frozen"]


class Independent:
    """A mixin for the engine's objects whose state changes as play goes on (a betting round, a draw,
    a jack-pot, a sitting, a judgement): ``copy.copy`` of one gives an object of its own, as
    ``copy.deepcopy`` does, and not one that shares the original's steps, stakes and hands, so that
    an act on the copy would change the original too.

    Examples:
        >>> import copy
        >>> from pokerlaws.betting import BettingRound
        >>> game = BettingRound(["A", "B", "C"], ante_man="A")
        >>> trial = copy.copy(game)
        >>> trial.bet("B", 5)
        >>> len(trial.steps), len(game.steps), game.to_act
        (1, 0, 'B')
    """

    __slots__ = ()

    def __copy__(self) -> Any:
        return copy.deepcopy(self)


class ReadOnlyError(Picklable, TypeError):
    """A caller tried to change a mapping the package shares with every caller (a ``TypeError``, as
    Python's own read-only mappings raise)."""


class FrozenDict(dict):
    """A ``dict`` that cannot be changed once made ([`ReadOnlyError`][pokerlaws.frozen.ReadOnlyError] says so); hashable by its items."""

    __slots__ = ()

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise ReadOnlyError("this mapping is shared by every caller and cannot be changed: copy it (dict(...)) to change the copy")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self) -> tuple[object, ...]:
        # pickle would fill a dict subclass item by item, through the __setitem__ refused here
        return (type(self), (dict(self),))

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: dict) -> FrozenDict:
        return self if all(_is_frozen(v) for v in self.values()) else type(self)({k: _deep(v, memo) for k, v in self.items()})

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))


def _is_frozen(value: object) -> bool:
    return isinstance(value, (str, int, float, bool, type(None), FrozenDict, frozenset)) or (isinstance(value, tuple) and all(_is_frozen(v) for v in value))


def _deep(value: object, memo: dict) -> Any:
    return copy.deepcopy(value, memo)


def frozen(value: object) -> Any:
    """*value* made read-only all the way down: a mapping as a [`FrozenDict`][pokerlaws.frozen.FrozenDict],
    a list as a tuple; anything else as it is.

    Examples:
        >>> frozen({"unknown": ["author"]})
        {'unknown': ('author',)}
    """
    if isinstance(value, Mapping):
        return FrozenDict({key: frozen(item) for key, item in value.items()})
    if isinstance(value, list):
        return tuple(frozen(item) for item in value)
    return value
