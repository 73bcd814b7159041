r"""The engine's one way of writing a message: a value quoted, a text clipped, one line, a noun counted.

The engine's errors show what they were given through these, so that a megabyte of input
is never echoed whole, an invisible character is seen, and a message is one line.

Examples:
    >>> from pokerlaws.messages import clip, one_line, plural, quote
    >>> quote("A\u200bH"), clip("a long reading of the text", 10), f"3 card{plural(3)}"
    ('"A\\u200bH"', 'a long re…', '3 cards')
    >>> one_line("two\nlines")
    'two lines'
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence

__all__ = ["BLANK", "clip", "columns", "file_name", "listed", "one_line", "plural", "printable", "quote"]

BLANK = frozenset(
    chr(code)
    for code in [0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x2800, 0x3164, 0xFFA0,
                 *range(0x180B, 0x1810), *range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)]
)
"""Characters that show as nothing though Python takes them for printable: the default-ignorable
letters and marks outside Unicode's category Cf (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0;
the combining grapheme joiner; the Mongolian and other variation selectors) and the blank Braille
pattern U+2800. A card or a name holding one looks like another, or like none."""

_SHOWN = 20


def _shorten(text: str, limit: int) -> str:
    if len(text) <= limit + 10:
        return text
    return f"{text[:limit]}… ({len(text):,} characters)"


def _escape(text: str) -> str:
    # Controls and invisible format characters as escapes: the quote shows what is there.
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c == " " else repr(c)[1:-1] for c in text)


def quote(value: object, limit: int = _SHOWN) -> str:
    r"""The caller's input as a message shows it, shortened and made visible.

    Text is quoted and cut to about *limit* characters (``"XXXX…" (N
    characters)`` beyond that), with invisible characters escaped; anything
    else is shown by its repr, likewise shortened, and never fails (an object
    whose repr raises, an int too long to print).

    Examples:
        >>> from pokerlaws.messages import quote
        >>> quote("AH"), quote("A\u200bH"), quote(14), quote(None)
        ('"AH"', '"A\\u200bH"', '14', 'None')
        >>> quote("X" * 1000)
        '"XXXXXXXXXXXXXXXXXXXX…" (1,000 characters)'
    """
    if isinstance(value, str):
        text = str.__str__(value)  # the characters, whatever a subclass's __str__ says
        if len(text) > limit + 10:
            return f'"{_escape(text[:limit])}…" ({len(text):,} characters)'
        return f'"{_escape(text)}"'
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"an integer of about {round(value.bit_length() * 0.30103):,} digits"
    try:
        shown = repr(value)
    except Exception:  # a broken __repr__ must not hide the error being reported
        shown = f"<{type(value).__name__} object>"
    return _shorten(shown, limit * 3)


_LONG_WORD = re.compile(r"\S{257,}")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]+")
"""What a terminal would act on rather than show: the C0 and C1 controls (escape sequences among
them, a newline, a tab, a carriage return), the bidirectional marks and overrides, the line and
paragraph separators; and lone surrogates, which stand for bytes the locale did not decode."""


def _escaped(match: re.Match[str]) -> str:
    text = match.group()
    if "\udc80" <= text[0] <= "\udcff" and all("\udc80" <= c <= "\udcff" for c in text):
        # bytes the locale (C, ASCII) did not decode, which the stream writes back as they came: as
        # they are if they are UTF-8 that holds no control (the name as typed, "édition.json")
        try:
            if not _CONTROL.search(text.encode("utf-8", "surrogateescape").decode("utf-8")):
                return text
        except UnicodeDecodeError:
            pass
    return repr(text)[1:-1]


def printable(text: str) -> str:
    r"""*text* with what a terminal would act on rather than show (an escape sequence, a newline, a
    carriage return, a bidirectional override) written as Python escapes it; bytes the locale did
    not decode (lone surrogates) are kept when they are UTF-8 that shows, else escaped too. Every
    line the command line prints on standard error passes through it.

    Examples:
        >>> print(printable("a\x1b[2Jb\nc"), printable("evil\u202egpj"), printable("récord"), printable("r\udce9cord"))
        a\x1b[2Jb\nc evil\u202egpj récord r\udce9cord
        >>> printable("\udcc3\udca9dition") == "\udcc3\udca9dition"  # "édition" in UTF-8, read in the C locale
        True
    """
    return _CONTROL.sub(_escaped, text)


def file_name(path: str | os.PathLike[str]) -> str:
    """A file's name as every message shows it: as given, through [`printable`][pokerlaws.messages.printable].

    Examples:
        >>> print(file_name("laws/1882/71.yaml"), file_name("a\\x1b]0;owned\\x07.yaml"))
        laws/1882/71.yaml a\\x1b]0;owned\\x07.yaml
    """
    name = os.fspath(path)
    return printable(os.fsdecode(name) if isinstance(name, bytes) else name)


def one_line(message: str) -> str:
    """*message* as one line of readable length: newlines as spaces, any other control
    character a terminal would act on (an escape sequence, a carriage return, a bidirectional
    override) escaped as Python writes it, any word over 256 characters cut to its first and last
    40, saying how long it was: a megabyte of input is not echoed, and a file's path (one word,
    most under 256) is whole.

    Every error of the engine and the edition passes its message through this.

    Examples:
        >>> one_line("not " + "x" * 1000 + "\\nat all")
        'not xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (1,000 characters) …xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx at all'
        >>> one_line("/tmp/" + "d/" * 200 + "record.yaml, line 8: oops").split(") …")[1]
        'd/d/d/d/d/d/d/d/d/d/d/d/d/d/record.yaml, line 8: oops'
    """
    text = printable(" ".join(message.split("\n")))
    return _LONG_WORD.sub(lambda m: f"{m.group()[:40]}… ({len(m.group()):,} characters) …{m.group()[-40:]}", text)


def clip(text: str, length: int = 60) -> str:
    """*text*, cut to *length* characters for a message, ``…`` marking the cut.

    Examples:
        >>> clip("short"), clip("x" * 80, 10)
        ('short', 'xxxxxxxxx…')
    """
    return text if len(text) <= length else text[: length - 1] + "…"


def plural(n: int) -> str:
    """The ending of a noun counted *n*: ``"s"``, or ``""`` for one.

    Examples:
        >>> f"1 card{plural(1)}, 2 card{plural(2)}"
        '1 card, 2 cards'
    """
    return "" if n == 1 else "s"


def listed(names: Iterable[str]) -> str:
    """*names* in a sentence: ``"A"``, ``"A and B"``, ``"A, B and C"``.

    Examples:
        >>> listed(["A"]), listed(["A", "B"]), listed(["B", "C", "A"])
        ('A', 'A and B', 'B, C and A')
    """
    names = list(names)
    return " and ".join(names) if len(names) < 3 else f"{', '.join(names[:-1])} and {names[-1]}"


def columns(rows: Iterable[Sequence[str]]) -> list[str]:
    """*rows* of text laid out in columns, each as wide as its widest cell, two spaces apart; the last cell
    of each row runs free, and no line ends in spaces.

    Examples:
        >>> columns([("parameter", "reading"), ("PoolRulings.ante", "every player's")])
        ['parameter         reading', "PoolRulings.ante  every player's"]
    """
    rows = [tuple(row) for row in rows]
    if not rows:
        return []
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    return [("  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[-1]).rstrip() for row in rows]
