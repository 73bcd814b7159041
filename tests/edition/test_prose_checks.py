"""The edition's prose refuses raw HTML and unsafe links however they are written (the attack review of issue 29)."""

from __future__ import annotations

import pytest

from pokerlaws.edition.prose_checks import prose_problem

REFUSED = [
    '<script title="<">document.title="PWNED"</script x>',  # a < in an attribute, a closing tag with junk
    '<img src="<" onerror="alert(1)">',
    '<div title="<" onmouseover="alert(1)">covers</div>',
    'text\n{: onmouseover="alert(2)" style="position:fixed;width:100%;height:100%" }',  # attr_list sets a handler
    '[x](../1/){: href="javascript:alert(1)" }',
    "[x]\n\n[x]:\n    javascript:alert(3)",  # a reference, its destination on the next line
    "> [y]: javascript:alert(4)",  # a reference in a blockquote
    "1. [z]: javascript:alert(5)",  # in a list item
    "<!-- a comment -->",
    "</p>",
]
ACCEPTED = ["a < b, and `<b>` in code", "see <https://example.org/>", "[60](../60/) and [a site](https://example.org/)", "{: .note }"]


@pytest.mark.parametrize("text", REFUSED)
def test_raw_html_and_unsafe_links_are_refused_however_written(text: str) -> None:
    assert prose_problem(text) is not None


@pytest.mark.parametrize("text", ACCEPTED)
def test_markdown_without_html_is_accepted(text: str) -> None:
    assert prose_problem(text) is None
