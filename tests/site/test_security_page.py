"""The page *Security* and ``SECURITY.md`` (issue 29), and the policy every built page carries."""

from __future__ import annotations

import re

from helpers import ROOT

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.site.build import SECURITY_PAGE, nav
from pokerlaws.site.policy import inline_scripts


def _plain(text: str) -> list[str]:
    """The paragraphs of *text* without its title, its anchors and the line naming the other copy."""
    text = re.sub(r" \{ #[a-z-]+ \}", "", text)
    return [p for p in text.split("\n\n")[1:] if "The same text is" not in p]


def test_the_security_page_is_in_the_navigation_and_says_what_each_input_may_do() -> None:
    assert {"Security": SECURITY_PAGE} in nav(default_corpus())
    page = (ROOT / "docs" / SECURITY_PAGE).read_text(encoding="utf-8")
    for heading in ("## A law file is code", "## A record of play", "## A tree given to `cite-check`", "## A record pasted on *Try it*"):
        assert heading in page
    assert "refused" in page and "Landlock" in page and "Content-Security-Policy" in page


def test_security_md_is_the_page_word_for_word() -> None:
    page = (ROOT / "docs" / SECURITY_PAGE).read_text(encoding="utf-8")
    assert _plain((ROOT / "SECURITY.md").read_text(encoding="utf-8")) == _plain(page)


def test_every_built_page_has_the_policy_first_and_it_allows_each_inline_script(built_site) -> None:
    import base64
    import hashlib

    pages = sorted(built_site.root.rglob("*.html"))
    assert len(pages) > 100
    policies = set()
    for page in pages:
        text = page.read_text(encoding="utf-8")
        head = text.partition("<head>")[2]
        first = re.match(r'\s*<meta charset="[^"]+">\s*<meta http-equiv="Content-Security-Policy" content="([^"]+)">', head)
        assert first, f"{page}: the policy is not first in the head"
        policies.add(first.group(1))
        for script in inline_scripts(text):
            digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
            assert f"'sha256-{digest}'" in first.group(1), page
    assert len(policies) == 1  # one policy: instant navigation keeps the first page's
