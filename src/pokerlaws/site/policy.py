"""The site's Content-Security-Policy: scripts from the site itself, and only those.

A static site sets its policy with a ``<meta http-equiv="Content-Security-Policy">`` as the first
element of each page's head. [`apply_policy`][pokerlaws.site.policy.apply_policy] is a plain pass over
the built HTML (no MkDocs in it): it gathers the inline scripts of every page that the theme's own
templates emit ([`known_scripts`][pokerlaws.site.policy.known_scripts]: Material's, which set the
palette and the scope, and differ with a page's depth; instant navigation keeps the first page's
policy for the pages it loads after), allows each by its SHA-256, and writes the same policy into
every page. An inline script that no template of the theme's emits (one that slipped into a page
through its content) is not allowed: it does not run. Scripts, styles, images, fonts, workers and requests come from the site only; no
plugin, no ``<base>``, no form sent elsewhere. The Run buttons' web worker loads Pyodide from the
site (a worker has the policy of its own response, not the page's).
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterable
from pathlib import Path

import lxml.html

_META = '<meta http-equiv="Content-Security-Policy" content="{policy}">'
_EXECUTED = {"", "text/javascript", "application/javascript", "module"}


def inline_scripts(html: str) -> list[str]:
    """The text of each inline script of *html* that a browser runs (not a JSON data block).

    Examples:
        >>> inline_scripts('<p>x</p><script>a=1</script><script type="application/json">{}</script><script src="s.js"></script>')
        ['a=1']
    """
    if "<script" not in html:
        return []
    tree = lxml.html.document_fromstring(html, parser=lxml.html.HTMLParser(huge_tree=True))
    return [
        script.text or ""
        for script in tree.iter("script")
        if script.get("src") is None and (script.get("type") or "").strip().lower() in _EXECUTED
    ]


def known_scripts(templates: Iterable[Path | str] = ()) -> list[re.Pattern[str]]:
    """What the inline scripts the theme emits may be: one pattern for each ``<script>`` written in a
    template of Material's (``partials/javascripts/``, ``redirect.html``) or of *templates* (the
    site's own template directories), a ``{{ … }}`` in it standing for any text without a quote,
    an angle bracket or a backslash (a URL such as the page's ``base_url``).

    Examples:
        >>> any(p.fullmatch('var target=document.getElementById(location.hash.slice(1));target&&target.name&&(target.checked=target.name.startsWith("__tabbed_"))') for p in known_scripts())
        True
        >>> any(p.fullmatch("alert(1)") for p in known_scripts())
        False
    """
    import material

    theme = Path(material.__file__).parent / "templates"
    files = [*sorted((theme / "partials" / "javascripts").glob("*.html")), theme / "redirect.html"]
    for folder in templates:
        files.extend(sorted(Path(folder).rglob("*.html")))
    patterns = []
    for file in files:
        for body in re.findall(r"<script>(.*?)</script>", file.read_text(encoding="utf-8"), flags=re.S):
            if "{%" in body:  # a script built by the template's logic: not a fixed text
                continue
            parts = re.split(r"\{\{.*?\}\}", body, flags=re.S)
            patterns.append(re.compile(r"[^\"'<>\\]*".join(re.escape(part) for part in parts), flags=re.S))
    return patterns


def policy(hashes: set[str]) -> str:
    """The policy, allowing the inline scripts of the given ``sha256-…`` sources.

    Examples:
        >>> policy(set()).split("; ")[:2]
        ["default-src 'self'", "script-src 'self'"]
    """
    scripts = " ".join(["'self'", *(f"'{h}'" for h in sorted(hashes))])
    return "; ".join(
        [
            "default-src 'self'",
            f"script-src {scripts}",
            "style-src 'self' 'unsafe-inline'",  # Material sets style attributes
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "worker-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
        ]
    )


def _hash(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def apply_policy(site_dir: Path | str, templates: Iterable[Path | str] = ()) -> int:
    """Put the policy first in the head of every HTML page under *site_dir*; how many pages.

    The policy allows the inline scripts of the pages that the theme's templates (and those in
    *templates*, the site's own) emit, and no other (see
    [`known_scripts`][pokerlaws.site.policy.known_scripts]).

    Raises:
        OSError: a page cannot be read or written.
    """
    pages = sorted(Path(site_dir).rglob("*.html"))
    texts = {page: page.read_text(encoding="utf-8") for page in pages}
    known = known_scripts(templates)
    found = {script for text in texts.values() for script in inline_scripts(text)}
    hashes = {_hash(script) for script in found if any(pattern.fullmatch(script) for pattern in known)}
    meta = _META.format(policy=policy(hashes))
    done = 0
    for page, text in texts.items():
        head = text.find("<head>")
        if head < 0 or "Content-Security-Policy" in text[: text.find("</head>")]:
            continue
        at = head + len("<head>")
        charset = text.find("<meta charset", at, at + 200)
        if charset >= 0:  # the character set stays first
            at = text.index(">", charset) + 1
        page.write_text(text[:at] + meta + text[at:], encoding="utf-8")
        done += 1
    return done
