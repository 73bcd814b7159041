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


# --- nesting (finding M6): markup nested 60 deep broke the book's Typst step ----------------------------

DEEP = "".join("*a " if i % 2 == 0 else "_b " for i in range(60)) + "deep" + "".join(" a*" if i % 2 == 0 else " b_" for i in reversed(range(60)))


def test_markup_nested_deeper_than_the_bound_is_refused_naming_the_depth_and_the_bound() -> None:
    from pokerlaws.edition.prose_checks import MAX_NESTING, nesting

    assert nesting(DEEP) == 60
    why = prose_problem(DEEP)
    assert why is not None and "60 deep" in why and f"at most {MAX_NESTING}" in why
    shallow = "*a " * MAX_NESTING + "x" + " a*" * MAX_NESTING  # emphasis nested exactly as deep as allowed
    assert nesting(shallow) == MAX_NESTING and prose_problem(shallow) is None
    assert prose_problem("[" * 40 + "x" + "](y)" * 40) is not None  # brackets nest too


def test_a_law_file_with_deeply_nested_markup_is_refused_in_one_line_naming_file_line_and_field(tmp_path) -> None:  # noqa: ANN001
    from helpers.laws import copy_laws, edit, load_error

    laws = copy_laws(tmp_path)
    line = edit(laws / "1882" / "71.yaml", "Under this law the ace", "Under this law " + DEEP + " the ace")
    error = str(load_error(laws))
    assert "71.yaml" in error and f"line {line}" in error and "'commentary'" in error and "60 deep" in error
    assert "\n" not in error
