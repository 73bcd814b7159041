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
"""How deep the HTML that Markdown makes of a text of the prose may nest, counted in elements: a paragraph
is 1, emphasis in it 2, a list in a block quote with a paragraph in its item 4. Block quotes, lists,
emphasis, links all count; a bracket or an asterisk that is no markup does not. The deepest in use is 6;
the book's Typst reads data nested 128 deep at most, and a page's HTML is read 255 deep at most (libxml2)."""

PROSE_EXTENSIONS = ("abbr", "attr_list", "md_in_html", "admonition", "footnotes", "tables", "def_list",
                    "pymdownx.superfences", "pymdownx.inlinehilite")
"""The Markdown extensions of ``mkdocs.yml`` that the site and the book render the editor's prose with (and
that decide what is prose and what is code in it)."""

RENDER_BOUND = 4 * MAX_NESTING
"""Past this bound of its depth ([`nesting_bound`][pokerlaws.edition.prose_checks.nesting_bound]) a text is
refused without rendering it: Python-Markdown recurses once per level (a list nested 300 deep exhausts
Python's stack) and slows down on deep emphasis."""

_DELIMITERS = re.compile(r"(?<!\\)(\*+|_+|\[|\])")
_PREFIX = re.compile(r"^[ \t>]*", re.M)
_LEAVES = 2
"""What a text adds below its deepest markup at most: a code span, an abbreviation, a footnote's ``sup``/``a``."""
_BLOCK = 4
"""What a block adds at most before its inline markup: a list's ``ul``/``li``/``p``, a table's
``table``/``tbody``/``tr``/``td``, a footnote's ``div``/``ol``/``li``/``p``."""


def nesting_bound(text: str, stop: int = RENDER_BOUND) -> int:
    """An upper bound of [`nesting`][pokerlaws.edition.prose_checks.nesting], in one pass over *text* without
    rendering it: its deepest line prefix (each ``>`` a block quote, each four columns of indentation a list
    level, two elements) plus its deepest inline markup (each run of ``*`` or ``_`` that opens and is closed
    counts its length, each pair of brackets one). A bracket or a delimiter never closed counts nothing. Stops
    counting, and returns a number past *stop*, as soon as the bound passes *stop*.

    Examples:
        >>> nesting_bound("plain"), nesting_bound("*a _b **c** b_ a*"), nesting_bound("> " * 300 + "x")
        (6, 10, 454)
        >>> nesting_bound(", ".join(f"[{i}, {i + 1})" for i in range(13)))  # brackets never closed: no markup
        6
    """
    prose = _outside_code(text)
    block = 0
    for match in _PREFIX.finditer(prose):
        prefix = match.group(0)
        block = max(block, prefix.count(">") + 2 * ((prefix.count(" ") + 4 * prefix.count("\t")) // 4))
        if block + _BLOCK > stop:
            return block + _BLOCK
    return block + _BLOCK + _LEAVES + _inline_bound(prose, stop - block - _BLOCK - _LEAVES)


def _inline_bound(prose: str, stop: int) -> int:
    """The deepest inline markup of *prose* counted as [`nesting_bound`][pokerlaws.edition.prose_checks.nesting_bound]
    counts it, linear in *prose*: a first pass pairs openers with closers (each opener is pushed and popped
    once), a second sums the weights of the pairs open at each point."""
    tokens: list[tuple[str, int, bool, bool]] = []  # (its character, its weight, can it open, can it close)
    for match in _DELIMITERS.finditer(prose):
        run = match.group(0)
        if run in "[]":
            tokens.append(("[", 1, run == "[", run == "]"))
            continue
        before = prose[match.start() - 1] if match.start() else " "
        after = prose[match.end()] if match.end() < len(prose) else " "
        left = not after.isspace() and (after.isalnum() or before.isspace() or not before.isalnum())
        right = not before.isspace() and (before.isalnum() or after.isspace() or not after.isalnum())
        if run[0] == "_":  # an underscore inside a word is a letter of it
            left, right = left and (not right or not before.isalnum()), right and (not left or not after.isalnum())
        if left or right:
            tokens.append((run[0], len(run), left, right))
    matched = [0] * len(tokens)  # for an opener that is closed, the index of its closer
    stack: list[int] = []
    open_count = {"[": 0, "*": 0, "_": 0}
    for index, (char, _weight, opens, closes) in enumerate(tokens):
        if closes and open_count[char]:
            while True:  # pop back to the nearest opener of its kind: those above it are never closed
                top = stack.pop()
                open_count[tokens[top][0]] -= 1
                if tokens[top][0] == char:
                    matched[top] = index
                    break
        elif opens:
            stack.append(index)
            open_count[char] += 1
    depth = deepest = 0
    closing: dict[int, int] = {}
    for index, (_char, weight, _opens, _closes) in enumerate(tokens):
        depth -= closing.pop(index, 0)
        if matched[index]:
            depth += weight
            closing[matched[index]] = closing.get(matched[index], 0) + weight
            deepest = max(deepest, depth)
            if deepest > stop:
                break
    return deepest


MAX_SCAN = 4_000_000
"""How much Python-Markdown may scan for brackets never closed, in characters: it reads each ``[`` (and each
``(`` after a ``]``) on to the end of its paragraph looking for the one that closes it, so a paragraph of
40 kB of ``[a`` takes minutes to render. A text of the edition scans a few thousand characters."""

_BRACKETS = re.compile(r"(?<!\\)[\[\]()]")
_BLANK = re.compile(r"\n[ \t>]*\n")


def unclosed_scan(text: str) -> int:
    """How many characters Markdown scans for the brackets of *text* that are never closed, outside code: for each
    ``[`` without its ``]``, and each ``(`` after a ``]`` without its ``)``, the rest of its paragraph. Linear.

    Examples:
        >>> unclosed_scan("[a](b) and [0, 1) and (x"), unclosed_scan("[a" * 3), unclosed_scan("[x](y z")
        (13, 12, 4)
    """
    prose = _outside_code(text)
    work = start = 0
    for end in [*(m.start() for m in _BLANK.finditer(prose)), len(prose)]:
        brackets: list[int] = []
        parens: list[tuple[int, bool]] = []
        for match in _BRACKETS.finditer(prose, start, end):
            char, at = match.group(0), match.start()
            if char == "[":
                brackets.append(at)
            elif char == "]":
                if brackets:
                    brackets.pop()
            elif char == "(":
                parens.append((at, at > 0 and prose[at - 1] == "]"))
            elif parens:
                parens.pop()
        work += sum(end - at for at in brackets) + sum(end - at for at, after in parens if after)
        start = end
    return work


def nesting(text: str) -> int:
    """How deep the HTML that Markdown makes of *text* (with the site's extensions) nests, in elements.

    Renders *text*: call it only on a text whose [`nesting_bound`][pokerlaws.edition.prose_checks.nesting_bound]
    is within [`RENDER_BOUND`][pokerlaws.edition.prose_checks.RENDER_BOUND].

    Examples:
        >>> nesting("plain"), nesting("*a* and **b**"), nesting("*a _b **c** b_ a*"), nesting("> - [*a*](x)")
        (1, 2, 4, 5)
        >>> nesting("5 * 3 = 15, snake_case_name, `*_*_*`, [0, 1)")
        2
    """
    import lxml.html
    import markdown
    from lxml import etree

    if not text.strip():
        return 0
    html = markdown.markdown(text, extensions=list(PROSE_EXTENSIONS))
    root = lxml.html.fragment_fromstring(html, create_parent="div", parser=lxml.html.HTMLParser(huge_tree=True))
    depth = deepest = 0
    for event, _element in etree.iterwalk(root, events=("start", "end")):
        depth += 1 if event == "start" else -1
        deepest = max(deepest, depth)
    return deepest - 1  # the wrapper is not the text's


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
    scan = unclosed_scan(text)
    if scan > MAX_SCAN:
        return (f"has brackets never closed ('[', or '(' after ']') that Markdown would scan {scan:,} characters for: "
                f"at most {MAX_SCAN:,} (pokerlaws.edition.prose_checks.MAX_SCAN); close them, or write \\[")
    bound = nesting_bound(text)
    if bound > RENDER_BOUND:
        return (f"nests its markup (block quotes, lists, emphasis, links) more than {RENDER_BOUND} deep: "
                f"at most {MAX_NESTING} (pokerlaws.edition.prose_checks.MAX_NESTING)")
    depth = nesting(text) if bound > MAX_NESTING else 0
    if depth > MAX_NESTING:
        return (f"nests its markup (block quotes, lists, emphasis, links) {depth} deep: "
                f"at most {MAX_NESTING} (pokerlaws.edition.prose_checks.MAX_NESTING)")
    return None
