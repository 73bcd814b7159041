"""The sources of the edition, named once: the keys that begin every unit id.

A unit is cited ``SOURCE:NUMBER`` (``1882:71``, ``foster:9``, ``1895:28``).
[`SOURCES`][pokerlaws.sources.SOURCES] is the one place that names the
sources, in the order the edition presents them; the citation checks of the
engine, the loader and the site all read it. A fourth source is a key added
here, its file in ``laws/sources/`` and its units in ``laws/KEY/``.

Examples:
    >>> from pokerlaws.sources import SOURCES, UNIT_ID
    >>> SOURCES
    ('1882', 'foster', '1895')
    >>> bool(UNIT_ID.fullmatch("foster:9")), bool(UNIT_ID.fullmatch("1882:071"))  # cite-check: ignore
    (True, False)
"""

from __future__ import annotations

import re

__all__ = ["SOURCES", "UNIT_ID", "source_words"]

SOURCES: tuple[str, ...] = ("1882", "foster", "1895")
"""The source keys in the order the edition presents them."""

_KEYS = "|".join(map(re.escape, SOURCES))

UNIT_ID = re.compile(rf"({_KEYS}):([1-9][0-9]*)")
"""A unit id as written, ``SOURCE:NUMBER``: the source key and the number (no leading zero)."""

ANCHOR_LINK = re.compile(rf"\]\[({_KEYS})-(\d+)\]")
"""A Markdown reference link to a unit's anchor, ``][1882-71]``, as docstrings write it."""


def source_words() -> str:
    """The sources in words, for messages: ``1882, foster, 1895``."""
    return ", ".join(SOURCES)
