# cite-check: off (it shows a faulty citation)
"""The forms in which code and prose cite the laws, recognised in text.

Two kinds of form are read (case does not matter):

- the edition's ids: ``1882:60``, ``foster:9``, ``1895:35``, and ranges
  ``1882:59-60``, ``1882:59–1882:60``. A year of the period before the colon
  that is no source (``1883:60``) is read too, so that it can be reported;
  an id followed by a ruling's number cites that editorial ruling of the unit
  (``1882:60 R2``);
- prose: ``law 60 of 1882``, ``laws 59–60 of the 1882 laws``, ``rule 35
  (1895)``, ``1895 rule 35``, ``Foster's rule 9``, ``laws 53, 54 and 56 of
  1882``, and ``law 60`` or ``laws 59–60`` with no source named.

A bare ``law 60`` names the source whose units include that number (the
numbers of the three sources do not overlap) unless a default source is
given. A bare ``rule 35`` or ``section 9`` is read only under a default source:
those words are too common in other senses.

Every pattern here is linear in the text it reads: no nested repetition.

Examples:
    >>> [(f.source, f.first, f.last) for f in find_forms("per law 60; see rule 35 (1895) and 1882:59-60")]
    [(None, 60, 60), ('1895', 35, 35), ('1882', 59, 60)]
    >>> [(f.written, f.ruling) for f in find_forms("as 1882:60 R2 rules, not 1882:60 alone")]
    [('1882:60 R2', 2), ('1882:60', None)]
"""
# cite-check: on

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from pokerlaws.sources import SOURCES

__all__ = ["BEYOND", "Form", "find_forms", "unit_number"]

BEYOND = 10**9
"""The number a citation's number of more than nine digits is read as: beyond every unit of every
source, so that it is reported as naming none, without converting (or iterating over) a number of
thousands of digits."""


# cite-check: off (the docstring shows a range that runs outside its source)
def unit_number(digits: str) -> int:
    """The number of a unit as written in a citation (ASCII digits), bounded: at most [`BEYOND`][pokerlaws.citecheck.forms.BEYOND].

    A range such as ``1882:52-999999999999`` is thus checked in time linear in
    the units of its source, and a number of 5,000 digits is no error of Python's.

    Examples:
        >>> unit_number("071"), unit_number("9" * 5000) == BEYOND
        (71, True)
    """
    # cite-check: on
    return int(digits) if len(digits) <= 9 else BEYOND

_DASH = r"(?:-|–|—|\bto\b)"
_KEYS = "|".join(re.escape(key) for key in SOURCES if key != "foster")
_ID = re.compile(
    r"(?<![\w:/.-])(?P<src>1[89][0-9][0-9]|foster):(?P<n>[0-9]+)"
    r"(?:\s?(?:-|–|—)\s?(?:(?:1[89][0-9][0-9]|foster):)?(?P<m>[0-9]+)|[ \u00a0]R(?P<r>[0-9]+))?(?![\w:]|\.[0-9])",
    re.IGNORECASE,
)
# "foster", "Foster's", "the Foster-style account"; a year of the 19th century (the sources'
# or a slip for one: "law 60 of 1883" is reported, not read as a bare "law 60")  cite-check: ignore
_SOURCE = rf"(?:18[0-9][0-9]|{_KEYS}|foster(?:['’]s)?(?:-style)?)"
# a unit's number has at most three digits, so that the year in "..., 1895 rules" is no item of a list
_ITEM = rf"[0-9]{{1,3}}(?![0-9])(?:\s*{_DASH}\s*[0-9]{{1,3}}(?![0-9]))?"
_SEPARATOR = r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+|\s*&\s*)"
_PROSE = re.compile(
    rf"(?<![\w-])(?:(?P<before>{_SOURCE})\s+)?(?P<word>laws?|rules?|sections?)\s+"
    rf"(?P<list>(?>{_ITEM}(?:{_SEPARATOR}{_ITEM})*))(?!\w|[.:][0-9])"
    rf"(?:\s+(?:of|in)\s+(?:the\s+)?(?P<after>{_SOURCE})(?![\w-])|\s*\((?P<paren>{_SOURCE})\))?",
    re.IGNORECASE,
)
_ITEMS = re.compile(rf"(?P<n>[0-9]+)(?:\s*{_DASH}\s*(?P<m>[0-9]+))?", re.IGNORECASE)


@dataclass(frozen=True)
class Form:
    """One citation found in a text: one unit, or one range of units, of one source.

    Attributes:
        start, end: where it stands in the text (character offsets).
        written: what it says there (``1882:59-60``, ``laws 59–60``).
        source: the source key it names (``1882``, ``foster``), ``None`` for a
            bare ``law 60``, or the word written when it is no source (``1883``).
        first, last: the numbers it cites, equal for one unit.
        prose: whether it is a prose form (``law 60 of 1882``), not an id.
        is_range: whether it is written as a range (``59-60``, ``59 to 60``).
        ruling: the number of the unit's editorial ruling it cites (``1882:60 R2``: 2), or None.
    """

    start: int
    end: int
    written: str
    source: str | None
    first: int
    last: int
    prose: bool
    is_range: bool
    ruling: int | None = None


def _source_key(word: str | None) -> str | None:
    if word is None:
        return None
    word = word.lower()
    return "foster" if word.startswith("foster") else word


def find_forms(text: str, default_source: str | None = None) -> list[Form]:
    """Every citation of the laws in *text*, in order.

    Args:
        text: any text (a comment, a docstring, a Markdown file).
        default_source: the source of a bare ``law 60`` (and the only case in
            which a bare ``rule 35`` or ``section 9`` is read); ``None``: a bare
            ``law 60`` has no source (``Form.source`` is ``None``).

    Returns:
        The forms found, one per unit or range (a list ``laws 53, 54 and 56 of
        1882`` is three), ordered by where they stand.
    """
    found: list[Form] = []
    taken: list[tuple[int, int]] = []  # the ids' spans, in order and disjoint
    for match in _ID.finditer(text):
        first = unit_number(match["n"])
        last = unit_number(match["m"]) if match["m"] else first
        ruling = unit_number(match["r"]) if match["r"] else None
        found.append(Form(match.start(), match.end(), match[0], _source_key(match["src"]), first, last, False, bool(match["m"]), ruling))
        taken.append(match.span())
    ends = [end for _, end in taken]
    for match in _PROSE.finditer(text):
        # the id that ends first after the phrase begins is the only one that can overlap it
        at = bisect.bisect_right(ends, match.start())
        if at < len(taken) and taken[at][0] < match.end():
            continue
        named = match["before"] or match["after"] or match["paren"]
        source = _source_key(named) or default_source
        if source is None and not match["word"].lower().startswith("law"):
            continue
        offset = match.start("list")
        items = list(_ITEMS.finditer(match["list"]))
        for item in items:
            first = unit_number(item["n"])
            last = unit_number(item["m"]) if item["m"] else first
            # the whole phrase when it cites one unit or range; else each item by itself
            if len(items) == 1:
                start, end, written = match.start(), match.end(), match[0]
            else:  # one of a list: the item where it stands, named with the list's word and source
                start, end = offset + item.start(), offset + item.end()
                written = f"{match['word']} {item[0]}" + (f" of {named}" if named else "")
            found.append(Form(start, end, written, source, first, last, True, bool(item["m"])))
    found.sort(key=lambda form: form.start)
    return found
