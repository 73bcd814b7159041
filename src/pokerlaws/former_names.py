"""The engine's former names: a keyword renamed still works for now, and says what replaces it.

Names were settled so that one word means one thing across the engine (the
hand's ``rules``, a code's ``code``, the draw's ``rulings``); a caller who
writes a former name is answered, with a `DeprecationWarning` naming the new one.
"""

from __future__ import annotations

import warnings
from typing import TypeVar

__all__ = ["renamed"]

T = TypeVar("T")


def renamed(given: dict[str, T], old: str, new: str, where: str, *, current: object = None, stacklevel: int = 3) -> T:
    """The value of a keyword given by its former name *old*, with a `DeprecationWarning` naming *new*.

    Args:
        given: the keywords a callable received beyond its own (its ``**former``).
        old: the former name; new: the name now.
        where: the callable, as the message names it.
        current: what the callable received under the new name (None: nothing).
        stacklevel: as for `warnings.warn`, counted from this function: 3 points
            at the caller of the callable that calls this.

    Raises:
        TypeError: a keyword that was never a name of *where*'s, or the old
            name and the new both given.

    Examples:
        >>> import warnings
        >>> with warnings.catch_warnings(record=True) as caught:
        ...     warnings.simplefilter("always")
        ...     renamed({"rules": "foster"}, "rules", "code", "BlindAndStraddle")
        'foster'
        >>> str(caught[0].message)
        'BlindAndStraddle(rules=...) is now BlindAndStraddle(code=...)'
    """
    unknown = sorted(set(given) - {old})
    if unknown:
        raise TypeError(f"{where}() got an unexpected keyword argument {unknown[0]!r}")
    if current is not None:
        raise TypeError(f"{where}() got both {new}= and its former name {old}=: give {new}= alone")
    warnings.warn(f"{where}({old}=...) is now {where}({new}=...)", DeprecationWarning, stacklevel=stacklevel)
    return given[old]
