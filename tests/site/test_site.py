"""The website: generated from ``laws/`` and built with ``mkdocs build --strict``.

The site is built once per session (fixture ``built_site`` in ``conftest.py``);
these tests read the built HTML. A few tests of the Markdown generator itself
(``pokerlaws.site.build``) need no build.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import lxml.html
import pytest
from helpers import ROOT
from helpers.site import BuiltSite, mkdocs_env, run_mkdocs_build

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.links import engine_modules
from pokerlaws.edition.model import EMENDATION_TYPES
from pokerlaws.site.law_pages import render_edited_text
from pokerlaws.site.markup import escape_markdown

CORPUS = default_corpus()
UNITS = list(CORPUS.laws.values())
LOCAL_HOSTS = {"127.0.0.1"}


# --- helpers -----------------------------------------------------------------------


def page_path(url_path: str) -> str:
    """``/laws/1882/71/`` → ``laws/1882/71/index.html``."""
    return url_path.strip("/") + "/index.html" if url_path.strip("/") else "index.html"


_BLOCK_TAG = re.compile(r"</?(?:p|div|td|th|tr|li|ul|ol|h[1-6]|pre|br|table|label|summary)\b[^>]*>")


def visible_text(page_html: str) -> str:
    """The text of a page's article: tags dropped (blocks apart), entities decoded, whitespace normalised."""
    body = page_html.split('<article class="md-content__inner', 1)[-1].split("</article>", 1)[0]
    body = re.sub(r"<[^>]+>", "", _BLOCK_TAG.sub(" ", body))
    return " ".join(html.unescape(body).split())


def resolved_links(site: BuiltSite, rel: str) -> set[str]:
    """Every ``href`` of a built page, as an absolute path with its fragment (``/laws/1882/71/#1882-71``)."""
    page_url = urljoin(site.url, rel.removesuffix("index.html"))
    out = set()
    for href in re.findall(r'href="([^"]*)"', site.html(rel)):
        parts = urlsplit(urljoin(page_url, html.unescape(href)))
        if parts.netloc == urlsplit(site.url).netloc:
            out.add(parts.path + (f"#{parts.fragment}" if parts.fragment else ""))
    return out


def first_words(unit, n: int = 6) -> str:
    """The first words of the edited text as a reader sees them (italic marks dropped)."""
    return " ".join(unit.text.replace("_", "").split()[:n])


# --- the build -----------------------------------------------------------------------


def test_site_builds_strictly(site_build: BuiltSite | None) -> None:
    from helpers.site import BUILD_FAILURE

    assert site_build is not None, BUILD_FAILURE[0] if BUILD_FAILURE else "the site did not build"


def test_build_is_clean(built_site: BuiltSite) -> None:
    assert "WARNING" not in built_site.output, built_site.output
    assert "Traceback" not in built_site.output, built_site.output


@pytest.mark.parametrize("unit", UNITS, ids=[u.id for u in UNITS])
def test_every_unit_has_its_page(built_site: BuiltSite, unit) -> None:
    rel = f"laws/{unit.source}/{unit.number}/index.html"
    assert (built_site.root / rel).is_file(), f"no page for {unit.id}"
    page = built_site.html(rel)
    # The unit's own page is the heading target of its anchor (the autorefs primary).
    assert re.search(rf'<h1 id="{re.escape(unit.anchor)}"', page), f"{unit.id}: no <h1 id={unit.anchor}>"
    edited = page.split('<div class="edited-text">', 1)[1].split(f'id="{unit.anchor}-witnesses"', 1)[0]
    assert first_words(unit) in visible_text(edited), f"{unit.id}: edited text not on its page"
    # Each witness's diplomatic reading is shown exactly (HTML-escaped in a <code>).
    for siglum, reading in unit.readings.items():
        assert html.escape(reading.text, quote=False) in page or reading.text in html.unescape(page), (
            f"{unit.id}: reading of {siglum} not shown exactly"
        )


def test_unit_anchors_are_headings_only_on_their_own_pages(built_site: BuiltSite) -> None:
    # autorefs must find one primary target per id; docstrings link [1882:71][1882-71].
    where: dict[str, list[str]] = {}
    for path in built_site.root.rglob("*.html"):
        for anchor in re.findall(r'<h[1-6] id="((?:1882|foster|1895)-\d+)"', path.read_text(encoding="utf-8")):
            where.setdefault(anchor, []).append(str(path.relative_to(built_site.root)))
    for unit in UNITS:
        assert where.get(unit.anchor) == [f"laws/{unit.source}/{unit.number}/index.html"], (unit.id, where.get(unit.anchor))


def test_ids_are_unique_within_each_page(built_site: BuiltSite) -> None:
    for path in built_site.root.rglob("*.html"):
        # the attributes themselves: a page may show markup with an id in its text (a docstring's example)
        ids = [str(i) for i in lxml.html.document_fromstring(path.read_bytes()).xpath("//@id")]
        repeated = sorted({i for i in ids if ids.count(i) > 1})
        assert not repeated, f"{path.relative_to(built_site.root)}: repeated ids {repeated}"


@pytest.mark.parametrize("key", list(CORPUS.sources))
def test_reading_page_holds_every_unit_in_order(built_site: BuiltSite, key: str) -> None:
    page = built_site.html(f"laws/{key}/index.html")
    positions = []
    for unit in CORPUS.units(key):
        match = re.search(rf'<div class="unit" id="{re.escape(unit.anchor)}"', page)
        assert match, f"{unit.id}: no anchor on the reading page of {key}"
        positions.append(match.start())
        assert f'href="{unit.number}/"' in page, f"{unit.id}: the reading page does not link its page"
    assert positions == sorted(positions), "units out of order"
    text = visible_text(page)
    for unit in CORPUS.units(key):
        assert first_words(unit) in text
    for witness in CORPUS.sources[key].witnesses:
        assert witness.name in text


def test_foster_page_says_numbering_and_heading_are_editorial(built_site: BuiltSite) -> None:
    text = visible_text(built_site.html("laws/foster/index.html"))
    assert "are the editor's: the source has none" in text
    assert "The heading The draw is the editor's" in text
    assert "Heading supplied by the editor." in text
    assert "[1] In drawing cards" in text


def test_law_1882_71(built_site: BuiltSite) -> None:
    rel = "laws/1882/71/index.html"
    page, text = built_site.html(rel), visible_text(built_site.html(rel))
    unit = CORPUS.law("1882:71")
    # both witnesses, exactly, in their tabs
    assert "Witness W" in text and "Witness G" in text
    for siglum in ("W", "G"):
        assert html.escape(unit.readings[siglum].text, quote=False) in page
    # the footnote, linked from its mark
    assert 'href="#1882-71-note-1"' in page and 'id="1882-71-note-1"' in page
    assert "Some American writers permit of the ace being used" in text
    # the engine, via the API reference
    links = resolved_links(built_site, rel)
    assert "/api/hands/values/#pokerlaws.hands.values.evaluate" in links  # documented once, where it is defined
    assert "/api/hands/rulesets/#pokerlaws.hands.rulesets.Ruleset" in links
    # ... which links back
    assert {"/laws/1882/71/", "/laws/1882/71/#1882-71"} & resolved_links(built_site, "api/hands/index.html")
    # examples, said (in words for readers) to be run at every build; the citation and permalink
    assert "language-pycon" in page and "run exactly as shown whenever the edition is built" in text
    # built for a local address, the page cites the path, not the address of this machine
    assert "in Poker Laws: an annotated edition, /laws/1882/71/" in text
    assert f"{built_site.url}laws/1882/71/" not in text


def test_cite_as_uses_a_public_site_url() -> None:
    from pokerlaws.site.law_pages import render_unit_page

    page = render_unit_page(CORPUS, CORPUS.law("1882:71"), "https://example.org/poker-laws/")
    assert "<https://example.org/poker-laws/laws/1882/71/>" in page


def test_prev_and_next_between_units(built_site: BuiltSite) -> None:
    page = built_site.html("laws/1882/71/index.html")
    assert re.search(r'<a class="unit-prev" href="\.\./70/" rel="prev">', page)
    assert re.search(r'<a class="unit-next" href="\.\./72/" rel="next">', page)
    # the first and last units of a source lead back to the source's reading page
    assert "/laws/1882/" in resolved_links(built_site, "laws/1882/52/index.html")
    first_foster = built_site.html("laws/foster/1/index.html")
    assert re.search(r'<a class="unit-next" href="\.\./2/" rel="next">', first_foster)
    assert re.search(r'<a class="unit-prev" href="\.\./"', first_foster)


def test_supplied_word_and_numbering_emendation_of_1895(built_site: BuiltSite) -> None:
    rule28 = built_site.html("laws/1895/28/index.html")
    assert '<span class="supplied" title="supplied by the editor">⟨of⟩</span>' in rule28
    rule29 = visible_text(built_site.html("laws/1895/29/index.html"))
    assert re.search(r"O 30\. If 29\. If numbering the Guide prints “30\.” twice", rule29), rule29


def test_raw_readings_render_literally(built_site: BuiltSite) -> None:
    # In the apparatus, _..._ is the transcription's italics: shown, not rendered.
    page = built_site.html("laws/1882/65/index.html")
    assert "<code>_The Hands_.</code>" in page
    assert "<code>highest:--1,</code>" in page
    # ... while the edited text renders them
    assert "<em>ceteris paribus</em>" in built_site.html("laws/1882/70/index.html")


def test_concordance_emendations_rulings(built_site: BuiltSite) -> None:
    concordance = built_site.html("concordance/index.html")
    for unit in UNITS:
        assert f'href="../laws/{unit.source}/{unit.number}/"' in concordance, unit.id
    emendations = visible_text(built_site.html("emendations/index.html"))
    total = sum(len(u.emendations) for u in UNITS)
    assert re.search(rf"all {sum(len(u.emendations) for u in CORPUS.units('1882'))} \d+ \d+ {total}", emendations)
    rulings = visible_text(built_site.html("rulings/index.html"))
    for unit in UNITS:
        for ruling in unit.rulings:
            assert " ".join(ruling.question.split())[:40] in rulings, unit.id


def test_api_pages(built_site: BuiltSite) -> None:
    from pokerlaws.citations import citations

    cited = citations()
    for module in engine_modules():
        name = module.removeprefix("pokerlaws.")
        rel = f"api/{name.replace('.', '/')}/index.html"
        page = built_site.html(rel)
        assert f'id="{module}"' in page
        mine = {k: v for k, v in cited.items() if k.startswith(f"{module}.")}
        if mine:
            assert "Laws cited in this module" in page
            links = resolved_links(built_site, rel)
            for ids in mine.values():
                for unit_id in ids:
                    source, number = unit_id.split(":")
                    assert f"/laws/{source}/{number}/#{source}-{number}" in links, (name, unit_id)
    assert 'id="pokerlaws.law"' in built_site.html("api/index.html")
    assert 'id="pokerlaws.edition.corpus.Corpus"' in built_site.html("api/edition/index.html")


def test_each_folder_page_is_its_public_face_documented_once(built_site: BuiltSite) -> None:
    """A folder's page lists its ``__all__``, each name linked to the one place it is documented,
    and documents none of them again; a link by the folder's name reaches that place."""
    import importlib

    folders = [m for m in engine_modules() if hasattr(importlib.import_module(m), "__path__")]
    assert {"pokerlaws.betting", "pokerlaws.draw", "pokerlaws.jackpot", "pokerlaws.hands"} <= set(folders)
    for folder in folders:
        rel = f"api/{folder.removeprefix('pokerlaws.').replace('.', '/')}/index.html"
        page, links = built_site.html(rel), resolved_links(built_site, rel)
        assert not re.search(rf'class="doc doc-heading"[^>]*>|id="{re.escape(folder)}\.[A-Za-z]', page), folder
        for name in importlib.import_module(folder).__all__:
            thing = getattr(importlib.import_module(folder), name)
            home = getattr(thing, "__module__", None)
            if not (home or "").startswith("pokerlaws.") or not isinstance(getattr(thing, "__qualname__", None), str):
                continue  # a constant or a type alias: its home is found by griffe, checked below through the links
            documented = f"/api/{home.removeprefix('pokerlaws.').replace('.', '/')}/#{home}.{thing.__qualname__}"
            assert documented in links, (folder, name)
            assert f'id="{home}.{thing.__qualname__}"' in built_site.html(documented.split("#")[0].lstrip("/") + "index.html")
    # a member written with the folder's name, as the law files write it
    assert "/api/betting/round/#pokerlaws.betting.round.BettingRound.bet" in resolved_links(built_site, "laws/1882/53/index.html")
    assert "/api/table/codes/#pokerlaws.table.codes.CODES" in resolved_links(built_site, "api/table/index.html")


def test_method_and_glossary(built_site: BuiltSite) -> None:
    method = visible_text(built_site.html("method/index.html"))
    for kind, _ in EMENDATION_TYPES.items():
        assert f" {kind} " in method, f"emendation type {kind!r} is not explained on the method page"
    glossary = built_site.html("glossary/index.html")
    for term in ("the-age", "the-pone", "ante", "make-good", "blind", "straddle", "pool", "sequence",
                 "sequence-flush", "fours", "full", "flush", "threes", "two-pairs", "pair", "counters",
                 "the-limit", "abdicate-better-call", "retire", "show", "call", "foul-hand", "jack-pot",
                 "openers", "sitting", "ceteris-paribus"):
        assert f'id="{term}"' in glossary, term


# --- offline: nothing is loaded from another host -------------------------------------

# Hosts of fonts, CDNs and trackers; none may be referenced where a browser would load it.
_LOADED_HOSTS = re.compile(
    r"fonts\.googleapis\.com|fonts\.gstatic\.com|cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com"
    r"|googletagmanager\.com|google-analytics\.com|polyfill\.io|use\.fontawesome\.com|api\.github\.com"
)

# Material's bundle names such hosts for features the site does not use; each is
# allowed only with the check that the feature is off.
_CONDITIONAL = {
    "https://unpkg.com/mermaid@": "loaded only for a page with a mermaid diagram",
    "https://unpkg.com/resize-observer-polyfill": "loaded only by a browser without ResizeObserver",
    "https://api.github.com/": "loaded only when repo_url names a GitHub repository",
    # Pyodide's loader (pyodide/pyodide.mjs), for packages it does not hold, unless told where they are
    "https://cdn.jsdelivr.net/pyodide/v": "used only when loadPyodide is given no packageBaseUrl",
}


def _is_external(url: str) -> bool:
    parts = urlsplit(html.unescape(url.strip()))
    if url.startswith("//"):
        return True
    return parts.scheme in ("http", "https") and parts.hostname not in LOCAL_HOSTS


def test_no_page_loads_anything_from_another_host(built_site: BuiltSite) -> None:
    problems = []
    for path in built_site.root.rglob("*.html"):
        page = path.read_text(encoding="utf-8")
        rel = path.relative_to(built_site.root)
        for url in re.findall(r'\s(?:src|srcset|poster|data)="([^"]*)"', page):
            if _is_external(url):
                problems.append(f"{rel}: src {url}")
        for tag in re.findall(r"<link\b[^>]*>", page):
            href = re.search(r'href="([^"]*)"', tag)
            if href and _is_external(href.group(1)):
                problems.append(f"{rel}: {tag}")
        for url in re.findall(r"url\(\s*['\"]?([^)'\"]+)", page):
            if _is_external(url):
                problems.append(f"{rel}: url({url})")
        if _LOADED_HOSTS.search(page):
            problems.append(f"{rel}: names {_LOADED_HOSTS.search(page).group(0)}")
        # the features the conditional URLs below need are off
        assert 'class="mermaid"' not in page, rel
        assert 'data-md-component="source"' not in page, f"{rel}: repo_url is set"
    worker = built_site.root / "javascripts" / "run-worker.mjs"
    assert "packageBaseUrl: base.href" in worker.read_text(encoding="utf-8")  # Pyodide's CDN is never asked
    scripts = [*built_site.root.rglob("*.js"), *built_site.root.rglob("*.mjs")]
    for path in list(built_site.root.rglob("*.css")) + scripts:
        text = path.read_text(encoding="utf-8", errors="replace")
        rel = path.relative_to(built_site.root)
        for match in re.finditer(r"@import\s+(?:url\()?\s*['\"]?(https?:)?//", text):
            problems.append(f"{rel}: @import from another host")
        if path.suffix == ".css":
            for url in re.findall(r"url\(\s*['\"]?([^)'\"]+)", text):
                if _is_external(url):
                    problems.append(f"{rel}: url({url})")
        for match in _LOADED_HOSTS.finditer(text):
            around = text[max(0, match.start() - 8) : match.end() + 30]
            if not any(prefix in around for prefix in _CONDITIONAL):
                problems.append(f"{rel}: {around!r}")
    assert not problems, "\n".join(problems)


# --- search ---------------------------------------------------------------------------


def test_search_index_holds_the_laws(built_site: BuiltSite) -> None:
    index = json.loads((built_site.root / "search" / "search_index.json").read_text(encoding="utf-8"))
    docs = index["docs"]
    for unit in (CORPUS.law("1882:70"), CORPUS.law("foster:9"), CORPUS.law("1895:28")):
        hits = [d["location"] for d in docs if first_words(unit, 5) in html.unescape(d["text"])]
        assert any(loc.startswith(f"laws/{unit.source}/{unit.number}/") for loc in hits), (unit.id, hits)
    assert any("ceteris paribus" in d["text"] and d["location"].startswith("laws/1882/70/") for d in docs)


# --- a broken law file ----------------------------------------------------------------


def test_a_broken_law_file_stops_the_build_with_one_clean_line(tmp_path: Path) -> None:
    laws = tmp_path / "laws"
    shutil.copytree(ROOT / "laws", laws)
    unit_file = laws / "1882" / "71.yaml"
    text = unit_file.read_text(encoding="utf-8")
    unit_file.write_text(text.replace("number: 71", "number: seventy-one"), encoding="utf-8")
    line = next(i for i, l in enumerate(text.splitlines(), start=1) if l.startswith("number:"))

    result = run_mkdocs_build(tmp_path / "site", mkdocs_env(POKERLAWS_LAWS=str(laws)))

    assert result.returncode != 0
    output = result.stdout + result.stderr
    assert "Traceback" not in output, output
    errors = [l for l in output.splitlines() if l.startswith("ERROR")]
    assert len(errors) == 1, output
    assert "71.yaml" in errors[0] and f"line {line}" in errors[0], errors[0]
    assert not (tmp_path / "site" / "index.html").exists()


# --- the generator, without a build ---------------------------------------------------


def test_escape_markdown() -> None:
    assert escape_markdown("71. The ace") == r"71\. The ace"
    assert escape_markdown("# heading") == r"\# heading"
    assert escape_markdown("a *b* _c_ [d] <e> & f") == r"a \*b\* \_c\_ \[d\] &lt;e&gt; &amp; f"
    assert escape_markdown("71. The ace", line_start=False) == "71. The ace"


def test_render_edited_text() -> None:
    rendered = render_edited_text(CORPUS.law("1882:70"))
    assert "<em>ceteris paribus</em>," in rendered
    rendered = render_edited_text(CORPUS.law("1882:71"))
    assert rendered.endswith('a two.<a class="footnote-mark" href="#1882-71-note-1" title="note 1 of the source">¹</a>')
    rendered = render_edited_text(CORPUS.law("1895:28"))
    assert 'a pair <span class="supplied" title="supplied by the editor">⟨of⟩</span> jacks' in rendered


def test_render_site_is_plain_python(rendered_pages: dict[str, str]) -> None:
    pages = rendered_pages  # render_site, without MkDocs, for https://example.org/poker/
    assert {f"laws/{u.source}/{u.number}.md" for u in UNITS} <= set(pages)
    assert {"laws/1882/index.md", "concordance.md", "emendations.md", "rulings.md", "api/index.md"} <= set(pages)
    assert "# Law 71 — The ace in sequences { #1882-71 }" in pages["laws/1882/71.md"]
    assert "<https://example.org/poker/laws/1882/71/>" in pages["laws/1882/71.md"]
    assert "[`pokerlaws.hands.evaluate`][pokerlaws.hands.evaluate]" in pages["laws/1882/71.md"]


def test_downloads(built_site: BuiltSite) -> None:
    data = json.loads((built_site.root / "downloads" / "pokerlaws-edition.json").read_text(encoding="utf-8"))
    assert [u["id"] for u in data["units"]] == list(default_corpus().laws)
    for path in (ROOT / "laws" / "witnesses").glob("*.txt"):
        assert (built_site.root / "downloads" / "witnesses" / path.name).read_bytes() == path.read_bytes()
    page = built_site.html("downloads/index.html")
    assert 'href="pokerlaws-edition.json"' in page and 'href="witnesses/000_1c466bd7adf5a803.txt"' in page
