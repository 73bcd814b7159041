"""The edition's prose refuses raw HTML and unsafe links however they are written (the attack review of issue 29)."""

from __future__ import annotations

from pathlib import Path

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

    why = prose_problem(DEEP)
    assert why is not None and "more than 48 deep" in why and f"at most {MAX_NESTING}" in why
    shallow = "*a " * (MAX_NESTING - 1) + "x" + " a*" * (MAX_NESTING - 1)  # a paragraph, emphasis 11 deep in it
    assert nesting(shallow) == MAX_NESTING and prose_problem(shallow) is None
    deeper = "*a " * MAX_NESTING + "x" + " a*" * MAX_NESTING
    assert nesting(deeper) == MAX_NESTING + 1 and f"{MAX_NESTING + 1} deep" in (prose_problem(deeper) or "")
    assert prose_problem("[" * 40 + "x" + "](y)" * 40) is None  # Markdown nests no link in a link: depth 2


# --- the attack on issue 29's new changes, findings 1-3 and 8: the depth is the HTML's -----------------

BLOCK_DEEP = {
    "block quotes 300 deep": "> " * 300 + "see 1882:99",
    "block quotes 13 deep": "> " * 12 + "x",
    "emphasis 600 deep": "*" * 600 + "a" + "*" * 600,
    "a list 300 deep": "".join("  " + "    " * i + "- a\n" for i in range(300)),
    "a list 8 deep": "".join("    " * i + "- a\n" for i in range(8)),
}


@pytest.mark.parametrize("name", BLOCK_DEEP)
def test_block_quotes_lists_and_long_runs_of_emphasis_count_as_deep_as_they_nest(name: str) -> None:
    why = prose_problem(BLOCK_DEEP[name])
    assert why is not None and "nests its markup" in why and "at most 12" in why


def test_brackets_that_are_no_markup_do_not_count() -> None:
    from pokerlaws.edition.prose_checks import nesting, nesting_bound

    text = ", ".join(f"[{i}, {i + 1})" for i in range(13))
    assert nesting(text) == 1 and nesting_bound(text) <= 12 and prose_problem(text) is None


def test_the_bound_is_linear_and_stops_at_the_bound() -> None:
    import time

    from pokerlaws.edition.prose_checks import RENDER_BOUND, nesting_bound

    start = time.monotonic()
    assert nesting_bound("[" * 200_000 + "]" * 200_000) > RENDER_BOUND  # was quadratic: about a minute
    assert nesting_bound("> " * 400_000) > RENDER_BOUND
    assert time.monotonic() - start < 5


def test_prose_nested_past_libxml2s_default_depth_keeps_its_text_and_links() -> None:
    import markdown

    from pokerlaws.edition.prose_checks import PROSE_EXTENSIONS
    from pokerlaws.site.prose import Prose
    from pokerlaws.site.terms import glossary_entries, mark_terms

    html = markdown.markdown("The pool.\n\n" + "> " * 300 + "[deep](../60/)\n\nAfter the quote.", extensions=list(PROSE_EXTENSIONS))
    assert "After the quote" in Prose(html).html() and Prose(html).root.find(".//a") is not None
    entries = glossary_entries('| <span id="pool">**pool**</span> | The pot. | pot |')
    marked, count = mark_terms(html, entries, "../glossary/")
    assert count == 1 and "After the quote" in marked and 'href="../60/"' in marked


def test_a_law_file_with_deeply_nested_markup_is_refused_in_one_line_naming_file_line_and_field(tmp_path) -> None:  # noqa: ANN001
    from helpers.laws import copy_laws, edit, load_error

    laws = copy_laws(tmp_path)
    line = edit(laws / "1882" / "71.yaml", "Under this law the ace", "Under this law " + DEEP + " the ace")
    error = str(load_error(laws))
    assert "71.yaml" in error and f"line {line}" in error and "'commentary'" in error and "more than 48 deep" in error
    assert "\n" not in error


def test_brackets_never_closed_that_markdown_would_scan_for_minutes_are_refused() -> None:
    """Python-Markdown reads each ``[`` never closed (and each ``(`` after a ``]``) to the end of its paragraph:
    40 kB of ``[a`` took minutes to render. Refused by a linear count; a few, or many paragraphs, pass."""
    import time

    from pokerlaws.edition.prose_checks import MAX_SCAN, unclosed_scan

    start = time.monotonic()
    for text in ("[a" * 20_000, "[a](b " * 4_000, "[a" * 400_000):
        why = prose_problem(text)
        assert why is not None and "brackets never closed" in why and f"{MAX_SCAN:,}" in why
    assert time.monotonic() - start < 5
    assert prose_problem("\n\n".join(["[0, 1) and [1, 2)"] * 10_000)) is None  # a paragraph each: little to scan
    assert unclosed_scan("[a](b) and `[` and \\[") == 0


def test_without_markdown_and_lxml_the_shipped_laws_load_and_others_are_refused_in_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pyodide has neither Markdown's extensions nor lxml, with which the nesting of prose is measured: the laws the
    package carries (checked when it was built) load there, as ``pokerlaws.law()`` does in the reader's browser (a
    worked example of 1882:79 failed in the browser with ModuleNotFoundError); another tree is refused in one line."""
    import sys

    from pokerlaws.edition import loader
    from pokerlaws.edition.corpus import Corpus
    from pokerlaws.edition.errors import LawFileError

    for name in ("markdown", "lxml", "lxml.html", "lxml.etree"):
        monkeypatch.setitem(sys.modules, name, None)  # import fails, as under Pyodide
    laws = Path(__file__).resolve().parents[2] / "laws"
    with pytest.raises(LawFileError, match=r"\.yaml, line \d+: field '\w+' cannot be checked here: .*Markdown and lxml"):
        Corpus.load(laws)
    monkeypatch.setattr(loader, "SHIPPED_LAWS", laws.resolve())
    assert Corpus.load(laws).law("1882:79").engine.status == "none"
