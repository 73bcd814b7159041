"""The edition's prose is Markdown without raw HTML, and its links lead nowhere a script runs.

A commentary, a ruling, an introduction are written by contributors and published as the site's
pages: Markdown would pass raw HTML through as it stands (``<script>``, ``<img onerror=…>``, an
element that covers the page), and a link may name any scheme (``javascript:``, ``data:``). The
loader refuses both in every text field of a law or source file
([`prose_problem`][pokerlaws.edition.prose_checks.prose_problem]), except a worked example's code
and what a witness reads, which the site shows as code and as escaped text. So ``pokerlaws check``
and the build refuse them alike, in one line naming the file, the line and the field.

Refusing, not sanitising: the edition's prose needs no HTML (Markdown and its extensions give
emphasis, lists, tables, footnotes, links), and a sanitiser that kept some of it would publish
something other than what the contributor wrote without a word. To show a ``<`` write it as it
is before a space (``a < b``) or escaped (``\\<``); a tag in code (`` `<b>` ``) is code.
"""

from __future__ import annotations

import html
import re

SCHEMES = ("http", "https", "mailto")
"""The schemes a link in the prose may have; a link without one (``../1882/60/``, ``#anchor``) is the site's own."""

_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?(?:^[ \t]*\1[ \t]*$|\Z)", re.M | re.S)
_SPAN = re.compile(r"(?<!\\)(`+)(?!`).+?(?<!`)\1(?!`)", re.S)
_RAW = re.compile(r"(?<!\\)<[A-Za-z/!?]")
"""Where raw HTML may begin: a ``<`` before a letter, ``/``, ``!`` or ``?`` (a tag, a closing tag, a comment or a
declaration, a processing instruction), whatever follows it: a browser reads ``<script title="<">`` as a tag."""
_AUTOLINK = re.compile(r"<(?:[A-Za-z][A-Za-z0-9+.-]*:[^\s<>]*|[^\s<>@]+@[^\s<>]+)>")
"""An autolink, ``<https://example.org/>`` or ``<name@example.org>``: Markdown, not HTML (its scheme is checked as a link's)."""
_ATTRIBUTES = re.compile(r"\{:?[^}\n]*\b(on[a-z]+|style|href|src|srcdoc|formaction|action)\s*=", re.I)
"""An attribute list (the ``attr_list`` extension, ``{: .class }``) setting a handler, a style or a destination."""
_DESTINATION = re.compile(
    r"\]\(\s*()|(?<!\\)<([A-Za-z][A-Za-z0-9+.-]*:[^<>\s]*)>"
    r"|^[ \t>*+-]*(?:\d+[.)][ \t]*)?\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)",  # a reference, its destination on the next line too
    re.M,
)
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*):")
_INVISIBLE = re.compile(r"[\x00-\x20\x7f-\x9f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]")


def _outside_code(text: str) -> str:
    """*text* with its fenced code blocks and code spans blanked (their markup is code, shown as written)."""
    text = text.replace("\\\\", "  ")  # an escaped backslash escapes nothing after it
    text = _FENCE.sub(lambda m: " " * len(m.group(0)), text)
    return _SPAN.sub(lambda m: " " * len(m.group(0)), text)


def raw_html(text: str) -> str | None:
    """The first raw HTML of the Markdown *text*, outside code, or None.

    Examples:
        >>> raw_html('a <img src=x onerror="alert(1)"> b')
        '<img src=x onerror="alert(1)">'
        >>> raw_html("a < b, `<b>`, \\\\<b> and <https://example.org/>") is None
        True
        >>> raw_html('<script title="<">x</script x>'), raw_html('text{: onmouseover="alert(2)" }')
        ('<script title="<">', '{: onmouseover="alert(2)" }')
    """
    prose = _outside_code(text)
    prose = _AUTOLINK.sub(lambda m: " " * len(m.group(0)), prose)
    match = _RAW.search(prose) or _ATTRIBUTES.search(prose)
    if match is None:
        return None
    end = text.find(">" if text[match.start()] == "<" else "}", match.start())
    return text[match.start() : (end + 1 if 0 <= end < match.start() + 80 else match.start() + 40)]


def unsafe_link(text: str) -> str | None:
    """The first link of the Markdown *text* whose scheme is not one of
    [`SCHEMES`][pokerlaws.edition.prose_checks.SCHEMES] (read as a browser reads it: entities
    decoded, white space and invisible characters dropped), or None.

    Examples:
        >>> unsafe_link("[the law](javascript:alert(1))")
        'javascript:alert(1)'
        >>> unsafe_link("[the law](jav&#x09;ascript:alert(1))")
        'jav&#x09;ascript:alert(1)'
        >>> unsafe_link("[60](../60/) and [a site](https://example.org/)") is None
        True
    """
    prose = _outside_code(text)
    for match in _DESTINATION.finditer(prose):
        destination = next(group for group in match.groups() if group is not None)
        if match.group(1) is not None:  # an inline link: its destination, read as CommonMark reads it
            destination = _inline_destination(prose, match.end())
        read = _INVISIBLE.sub("", html.unescape(destination))
        scheme = _SCHEME.match(read)
        if scheme and scheme.group(1).lower() not in SCHEMES:
            return destination
    return None


def _inline_destination(text: str, at: int) -> str:
    r"""The destination of an inline link that begins at *at* (after ``](`` and its white space), as
    CommonMark reads it: within ``<`` and ``>``, or up to white space or the ``)`` that closes the
    link, parentheses inside it balanced (``javascript:alert(1)`` whole).

    Examples:
        >>> _inline_destination("[x](javascript:alert(1)) and more", 4), _inline_destination("[x](<a b>)", 4)
        ('javascript:alert(1)', 'a b')
        >>> _inline_destination(r"[x](a\)b) c", 4)
        'a\\)b'
    """
    if text.startswith("<", at):
        end = text.find(">", at + 1)
        return text[at + 1 : end if end >= 0 else len(text)]
    depth, end = 0, at
    while end < len(text):
        char = text[end]
        if char.isspace() or (char == ")" and depth == 0):
            break
        if char == "\\":  # an escaped character, a parenthesis too, counts for nothing
            end += 1
        else:
            depth += {"(": 1, ")": -1}.get(char, 0)
        end += 1
    return text[at:end]


MAX_NESTING = 12
"""How deep the inline markup of a text of the prose may nest: emphasis in emphasis (``*a _b_ a*``), a
link's brackets in brackets. The deepest in use is 2; the book's Typst reads data nested 128 deep at
most, and a page's HTML is read 255 deep at most (libxml2)."""

_DELIMITERS = re.compile(r"(?<!\\)(\*+|_+|\[|\])")


def nesting(text: str) -> int:
    """How deep the inline markup of the Markdown *text* nests, outside code: emphasis opened and not yet
    closed (``*``, ``_``, ``**``: a run of delimiters that can open, as CommonMark tells it, opens one level,
    two for ``***``; one that can close closes back to its opener) and link brackets (``[``, ``]``).

    An upper bound of what Markdown makes of it: a delimiter that is never closed still counts.

    Examples:
        >>> nesting("plain"), nesting("*a* and **b**"), nesting("*a _b **c** b_ a*"), nesting("[*a*](x)")
        (0, 1, 3, 2)
        >>> nesting("5 * 3 = 15, snake_case_name, `*_*_*`")
        0
    """
    prose = _outside_code(text)
    stack: list[str] = []
    deepest = 0
    for match in _DELIMITERS.finditer(prose):
        run = match.group(0)
        if run == "[":
            stack.append("[")
        elif run == "]":
            if "[" in stack:
                del stack[len(stack) - 1 - stack[::-1].index("[") :]
        else:
            before = prose[match.start() - 1] if match.start() else " "
            after = prose[match.end()] if match.end() < len(prose) else " "
            left = not after.isspace() and (after.isalnum() or before.isspace() or not before.isalnum())
            right = not before.isspace() and (before.isalnum() or after.isspace() or not after.isalnum())
            if run[0] == "_":  # an underscore inside a word is a letter of it
                left, right = left and (not right or not before.isalnum()), right and (not left or not after.isalnum())
            if right and run[0] in stack:
                del stack[len(stack) - 1 - stack[::-1].index(run[0]) :]
            elif left:
                stack.extend(run[0] * min(2, (len(run) + 1) // 2))
        deepest = max(deepest, len(stack))
    return deepest


def prose_problem(text: str) -> str | None:
    """Why the Markdown *text* cannot be published, in words, or None.

    Examples:
        >>> prose_problem("<script>alert(1)</script>")
        "holds raw HTML ('<script>'): the edition's prose is Markdown without HTML; write \\\\< for a <, or put markup in `code`"
    """
    found = raw_html(text)
    if found is not None:
        return f"holds raw HTML ({found[:60]!r}): the edition's prose is Markdown without HTML; write \\< for a <, or put markup in `code`"
    link = unsafe_link(text)
    if link is not None:
        return f"links to {link[:60]!r}: a link of the prose leads to http, https or mailto, or within the site"
    depth = nesting(text)
    if depth > MAX_NESTING:
        return f"nests its markup (emphasis, links) {depth} deep: at most {MAX_NESTING} (pokerlaws.edition.prose_checks.MAX_NESTING)"
    return None
