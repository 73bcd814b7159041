"""From witness to edition and back: the checks that keep the text honest.

Two directions are checked on every load:

* **witness → edition**: a witness's diplomatic reading, whitespace-normalised,
  with that witness's recorded emendations applied in order, must give exactly
  the unit's edited reading (laid out as a linear text: printed heading, number,
  text, notes). So no word of the edition differs from a witness unrecorded.
* **edition → witness**: each file in ``laws/witnesses/`` must be rebuilt,
  word for word, from the diplomatic readings (and the front and back matter
  the source file records). So no word of a witness is lost or moved.

Whitespace is normalised (every run becomes one space) and nothing else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pokerlaws.edition.model import Emendation
from pokerlaws.errors import Picklable

PAGE_MARKER = re.compile(r"\[(\d+)\]")


def normalise(text: str) -> str:
    """Collapse every run of whitespace to one space and strip the ends.

    Examples:
        >>> normalise("the [57]\\n  highest ")
        'the [57] highest'
    """
    return " ".join(text.split())


class EmendationNotFound(Picklable, ValueError):
    """An emendation's ``reads`` is not in the reading it is applied to."""

    def __init__(self, index: int, emendation: Emendation, found: int) -> None:
        self.index = index
        self.emendation = emendation
        self.found = found
        super().__init__(f"{emendation.reads!r} is not in the reading")


def _pattern(reads: str) -> re.Pattern[str]:
    # Whole words only: "t h e" must not match the end of "amoun|t h e".
    before = r"(?<!\w)" if reads[:1].isalnum() else ""
    after = r"(?!\w)" if reads[-1:].isalnum() else ""
    return re.compile(before + re.escape(reads) + after)


def apply_emendations(reading: str, emendations: list[Emendation]) -> str:
    """Apply *emendations* in order to the whitespace-normalised *reading*.

    Each replaces every occurrence of its ``reads`` as whole words (not inside
    a longer word), or only the n-th occurrence when ``occurrence`` is set.
    Later emendations see the result of earlier ones.

    Raises:
        EmendationNotFound: an emendation's ``reads`` does not occur (or has
            fewer occurrences than its ``occurrence``).

    Examples:
        >>> e = Emendation("G", "tight", "right", "misprint", "r/t")
        >>> apply_emendations("on the\\ntight of", [e])
        'on the right of'
        >>> apply_emendations("amount h e", [Emendation("O", "t h e", "the", "ocr", "")])
        Traceback (most recent call last):
        ...
        pokerlaws.edition.collation.EmendationNotFound: 't h e' is not in the reading
    """
    text = normalise(reading)
    for index, emendation in enumerate(emendations):
        pattern = _pattern(normalise(emendation.reads))
        edition = normalise(emendation.edition)
        matches = list(pattern.finditer(text))
        wanted = emendation.occurrence or 1
        if len(matches) < wanted:
            raise EmendationNotFound(index, emendation, len(matches))
        chosen = matches if emendation.occurrence is None else [matches[wanted - 1]]
        for match in reversed(chosen):
            text = text[: match.start()] + edition + text[match.end() :]
        text = normalise(text)
    return text


@dataclass(frozen=True)
class Mismatch:
    """Where two normalised texts first differ, word by word."""

    word: int
    expected: str
    got: str

    def __str__(self) -> str:
        return f"at word {self.word + 1}, expected {self.expected!r} but found {self.got!r}"


def first_mismatch(expected: str, got: str, context: int = 4) -> Mismatch | None:
    """The first word where *got* departs from *expected*, with a little context.

    Examples:
        >>> print(first_mismatch("a b c d", "a b x d", context=1))
        at word 3, expected 'b c d' but found 'b x d'
        >>> first_mismatch("a b", "a b") is None
        True
    """
    want, have = expected.split(), got.split()
    for i, (w, h) in enumerate(zip(want, have)):
        if w != h:
            return Mismatch(i, " ".join(want[max(0, i - context) : i + context + 1]), " ".join(have[max(0, i - context) : i + context + 1]))
    if len(want) != len(have):
        i = min(len(want), len(have))
        return Mismatch(
            i,
            " ".join(want[max(0, i - context) : i + context + 1]) or "(end of text)",
            " ".join(have[max(0, i - context) : i + context + 1]) or "(end of text)",
        )
    return None


def pages_of(readings: list[str], first_page: int) -> tuple[list[tuple[int, ...]], int]:
    """The pages each reading stands on, from the witness's page markers.

    A marker ``[n]`` marks the beginning of page *n* (the convention of the
    Gutenberg-style transcription). Text before a file's first marker stands
    on *first_page*.

    Returns:
        the pages of each reading, and the page current after the last one.

    Raises:
        ValueError: a marker that does not follow on from the page before.

    Examples:
        >>> pages_of(["a [55] b", "[56] c", "d"], 54)
        ([(54, 55), (56,), (56,)], 56)
    """
    page = first_page
    result = []
    for reading in readings:
        pages: list[int] = []
        pos = 0
        for match in PAGE_MARKER.finditer(reading):
            if reading[pos : match.start()].strip() and page not in pages:
                pages.append(page)
            marked = int(match.group(1))
            if marked != page + 1:
                raise ValueError(f"page marker [{marked}] follows page {page}")
            page = marked
            pos = match.end()
        if reading[pos:].strip() and page not in pages:
            pages.append(page)
        result.append(tuple(pages))
    return result, page
