"""Provenance and bibliography, review status, and the open textual questions.

Three things the edition says about itself, all computed from ``laws/``:

* the page ``provenance.md``: for each source and witness, what the files state
  (title, author, place, date, publisher) and what they leave unknown, where
  each transcription comes from, which transcription the 1882 text follows and
  why, the laws the edition does not hold, the four review levels, and how the
  edition is cited and dated;
* the **review status** of each unit (its ``review:`` field): a badge for its
  page ([review_badge][pokerlaws.site.provenance.review_badge]), a count per
  source for the laws index ([review_summary][pokerlaws.site.provenance.review_summary]),
  and the level the evidence supports
  ([evidence_level][pokerlaws.site.provenance.evidence_level]), against
  which the tests check every unit's status, so that none claims more than is true;
* the page ``questions.md``: the open textual questions, gathered from the data.
"""

from __future__ import annotations

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.model import REVIEW_LEVELS, Law, Source
from pokerlaws.site.cite_as import EDITION_TITLE, edition_downloads, edition_facts
from pokerlaws.site.markup import (
    code_span,
    escape_cell,
    escape_markdown,
    relative_link,
    sources_in_order,
    unit_link,
    unit_page_path,
)

PROVENANCE_PAGE = "provenance.md"
QUESTIONS_PAGE = "questions.md"

LEVEL_DEFINITIONS = {
    "transcribed": (
        "The witness's reading is held exactly as its file gives it (a test rebuilds every witness file "
        "from the unit files), and an edited text is established from it, every difference recorded as an "
        "emendation (a test applies them and must arrive at the edited text). The witness is uncorrected "
        "OCR, whose readings nobody has compared with the page it was made from: where the OCR is garbled, "
        "the edited text is the editor's reading of the garble."
    ),
    "proofread": (
        "As *transcribed*, and the witness is a transcription made by a person, not raw OCR: the editor has "
        "read the edited text against it word by word, and every remaining difference is a recorded "
        "correction of a fault (a misprint, the transcription's markup, a page marker). Only one witness "
        "holds the whole unit."
    ),
    "second-witness": (
        "As *proofread*, and a second, independent transcription of the same print holds the whole unit; "
        "the two have been collated, and every difference between them is recorded as a variant (with the "
        "reading adopted and why) or as an emendation of both."
    ),
    "validated": (
        "As *checked against a second witness*, and the edited text has been read against the printed book "
        "itself (the copy or a facsimile of it). **No unit is validated:** the edition holds no facsimile of "
        "any of its books."
    ),
}
"""What each review level means and the evidence it needs; shown on the provenance page."""

_LEVEL_ORDER = list(REVIEW_LEVELS)


# --- review status ------------------------------------------------------------------


def evidence_level(corpus: Corpus, unit: Law) -> str:
    """The highest review level the edition's own data supports for *unit*.

    ``validated`` is never returned: nothing in ``laws/`` records a reading
    against the printed book.

    Examples:
        >>> from pokerlaws.edition.corpus import laws_directory
        >>> corpus = Corpus.load(laws_directory())
        >>> print(*(evidence_level(corpus, corpus.law(i)) for i in ("1882:52", "1882:59", "1882:71", "1895:28")))
        proofread proofread second-witness transcribed
    """
    source = corpus.sources[unit.source]
    if any(source.witness(siglum).kind == "ocr" for siglum in unit.readings):
        return "transcribed"
    whole = [r for r in unit.readings.values() if not r.lacks]
    return "second-witness" if len(whole) >= 2 else "proofread"


def review_anchor(status: str) -> str:
    """The anchor of a level's definition on the provenance page (``review-proofread``)."""
    return f"review-{status}"


def review_badge(unit: Law, here: str) -> str:
    """The unit's review status as a link to its definition (Markdown with attributes).

    Examples:
        >>> from pokerlaws.edition.model import Review
        >>> class U: review = Review("proofread")
        >>> badge = review_badge(U, "laws/1882/52.md")
        >>> "provenance.md#review-proofread" in badge, badge.endswith("{ .review-status .review-proofread }")
        (True, True)
    """
    status = unit.review.status
    return f"[{unit.review.label}]({relative_link(here, PROVENANCE_PAGE)}#{review_anchor(status)}){{ .review-status .review-{status} }}"


def review_summary(corpus: Corpus, key: str, here: str) -> str:
    """The review status of a source's units in one table cell, for the laws index.

    Each level that occurs, with its count, linked to its definition:
    ``22 checked against a second witness, 7 proofread``.
    """
    counts = {level: 0 for level in _LEVEL_ORDER}
    for unit in corpus.units(key):
        counts[unit.review.status] += 1
    parts = [
        f"{n} [{REVIEW_LEVELS[level]}]({relative_link(here, PROVENANCE_PAGE)}#{review_anchor(level)})"
        for level, n in reversed(counts.items())
        if n
    ]
    return ", ".join(parts)


# --- the provenance page ---------------------------------------------------------------

_FACTS = (
    ("Title", "title"),
    ("Author", "author"),
    ("Place", "place"),
    ("Date", "date"),
    ("Publisher", "publisher"),
)


def _source_facts(source: Source) -> list[str]:
    facts = source.bibliography
    rows = ["| Fact | As the files state it |", "| --- | --- |"]
    for label, key in _FACTS:
        value = facts.get(key)
        shown = escape_cell(value) if value else "*not stated*"
        if key == "title" and not value:
            shown += f"; the edition's title is *{escape_cell(source.title)}*"
        rows.append(f"| {label} | {shown} |")
    out = [*rows, ""]
    if facts.get("stated_in"):
        out += [f"**Where this is stated:** {escape_markdown(facts['stated_in'])}.", ""]
    if facts.get("unknown"):
        out += ["**Not known from the files:**", ""]
        out += [f"- {escape_markdown(item)}" for item in facts["unknown"]]
        out.append("")
    out += [
        f"**Attribution in the edition:** {escape_markdown(source.attribution)}",
        "",
    ]
    return out


def _witness_rows(source: Source) -> list[str]:
    rows = [
        "| Siglum | Witness | Kind | Files | Where it comes from |",
        "| --- | --- | --- | --- | --- |",
    ]
    for w in source.witnesses:
        files = "<br>".join(
            f"{code_span(f.file)} ({f.first}–{f.last})" for f in w.files
        )
        kind = "uncorrected OCR" if w.kind == "ocr" else "transcription"
        rows.append(
            f"| **{w.siglum}** | {escape_cell(w.name)} | {kind} | {files} | {escape_cell(w.origin or 'not recorded')} |"
        )
    return [*rows, ""]


def _copy_text_1882(corpus: Corpus, here: str) -> list[str]:
    units = corpus.units("1882")
    if not units:
        return []
    both = [u for u in units if len(u.readings) >= 2]
    only_w = [u for u in units if len(u.readings) < 2]
    variants = [(u, v) for u in units for v in u.variants]
    out = [
        "## Which transcription the 1882 text follows { #copy-text }",
        "",
        (
            f"Where both transcriptions hold a law ({unit_link(here, both[0])}–{unit_link(here, both[-1])}; "
            f"G only the end of {unit_link(here, both[0])}), the edition follows **G**; for "
            f"{unit_link(here, only_w[0])}–{unit_link(here, only_w[-1])}, which G lacks, it follows **W**, the only "
            "witness. G is preferred because it keeps more of the print: the book's line breaks, its page numbers "
            "and its italics, which W drops. In the words of the laws the two agree (they differ only in headings and typography, below); they share the book's two "
            f"misprints ({unit_link(here, corpus.laws['1882:78'])}, {unit_link(here, corpus.laws['1882:81'])}), so "
            "both were made from the same printed text, and neither is copied from the other (each has what the "
            f"other lacks: W {unit_link(here, only_w[0])}–{unit_link(here, only_w[-1])}, G the page numbers and italics). Where they differ, the edition's reading "
            "and its reason are recorded as a variant:"
        ),
        "",
        "| Unit | Edition | W | G | Why |",
        "| --- | --- | --- | --- | --- |",
    ]
    for unit, v in variants:
        cells = [
            code_span(v.readings.get(s, "")) if s in v.readings else "—"
            for s in ("W", "G")
        ]
        out.append(
            f"| {unit_link(here, unit)} | {code_span(v.edition)} | {cells[0]} | {cells[1]} | {escape_cell(v.note)} |"
        )
    return [*out, ""]


def _not_held(corpus: Corpus, here: str) -> list[str]:
    out = ["## The laws the edition does not hold { #not-held }", ""]
    out += [
        (
            f"- **1882, laws 1–51.** Both transcriptions begin at {unit_link(here, corpus.units('1882')[0])} (W with "
            f"the heading *The Betting*, G in the middle of {unit_link(here, corpus.laws['1882:59'])}). What laws 1–51 said, and whether the code had headings before *The Betting*, "
            "is not known from the files."
        ),
        f"- **1895, rules 1–23.** The one page of the Guide begins at {unit_link(here, corpus.units('1895')[0])}; "
        + (
            f"{unit_link(here, corpus.laws['1895:26'])} cites “rule, No. 20”, which this witness does not hold. "
            if "1895:26" in corpus.laws
            else ""
        )
        + f"The page also breaks off in {unit_link(here, corpus.units('1895')[-1])} in mid-sentence: what followed is lost.",
        (
            "- **The Foster-style account** is two stages of a deal (the draw, betting up the hands) from a longer "
            "text that the witness does not identify; the rest of that text is not held."
        ),
        "",
    ]
    return out


def _review_section(corpus: Corpus, here: str) -> list[str]:
    out = [
        "## Review status { #review }",
        "",
        (
            "Each unit records how far its text has been checked (the field `review:` of its file), shown on its "
            "page and in the [edition's JSON](downloads.md). The levels rise in order; each includes the ones "
            "below it. A test checks that no unit claims more than the edition's own data supports."
        ),
        "",
    ]
    for level, definition in LEVEL_DEFINITIONS.items():
        out += [
            f"### {REVIEW_LEVELS[level].capitalize()} {{ #{review_anchor(level)} }}",
            "",
            definition,
            "",
        ]
    out += [
        "### Each unit { #review-units }",
        "",
        "| Unit | Status | Note |",
        "| --- | --- | --- |",
    ]
    for _key, source in sources_in_order(corpus):
        for unit in corpus.units(source.key):
            out.append(
                f"| {unit_link(here, unit)} | {review_badge(unit, here)} | {escape_cell(unit.review.note)} |"
            )
    return [*out, ""]


def _citing(corpus: Corpus, here: str) -> list[str]:
    root = (
        next(iter(corpus.sources.values())).path.parent.parent
        if corpus.sources
        else None
    )
    facts = edition_facts(root)
    files = edition_downloads(here)
    return [
        "## Citing the edition { #citing }",
        "",
        (
            f"*{EDITION_TITLE}*, version {facts.version}, {facts.date}. {escape_markdown(facts.editor_line)}. "
            f"Its reference: {files}. Each unit's page gives its own, under *Cite as*, with a button that copies it."
        ),
        "",
        "- **Version** is the version of the `pokerlaws` package the site was built from.",
        (
            "- **Date** is the date of the last change committed to the edition's files, not the date of the "
            "build: the same text is always cited with the same date. A build may fix it with the variable "
            "`SOURCE_DATE_EPOCH`; where there is no git history, the build date stands in, and the page says so."
        ),
        (
            "- **Editor**: the package names no person, so the edition is cited as edited by the project, a "
            "corporate name."
        ),
        "- **Permanent URLs** are built from the unit's id alone (`/laws/1882/71/`), never from a title.",
        "",
    ]


def render_provenance(corpus: Corpus) -> str:
    """The page ``provenance.md``: sources and witnesses, copy-text, laws not held, review levels, citing."""
    here = PROVENANCE_PAGE
    out = [
        "# Provenance and bibliography { #provenance }",
        "",
        (
            "What the edition's files tell of each source and each witness, and what they do not; which "
            "transcription the edited text follows; what the edition does not hold; how far each unit's text has "
            f"been checked. The questions still open are gathered on [Open textual questions]({QUESTIONS_PAGE})."
        ),
        "",
    ]
    for key, source in sources_in_order(corpus):
        out += [f"## {escape_markdown(source.title)} {{ #provenance-{key} }}", ""]
        out += _source_facts(source)
        out += [f"### Witnesses {{ #provenance-{key}-witnesses }}", ""]
        out += _witness_rows(source)
    out += _copy_text_1882(corpus, here) if "1882" in corpus.sources else []
    out += _not_held(corpus, here) if {"1882:59", "1895:26"} <= set(corpus.laws) else []
    out += _review_section(corpus, here)
    out += _citing(corpus, here)
    return "\n".join(out).rstrip() + "\n"


# --- the open questions ---------------------------------------------------------------


def render_questions(corpus: Corpus) -> str:
    """The page ``questions.md``: the open textual questions, gathered from the data."""
    here = QUESTIONS_PAGE
    units = list(corpus.laws.values())
    out = [
        "# Open textual questions { #questions }",
        "",
        (
            "What the edition's text does not settle, gathered from the unit files at each build. Questions of "
            "how to play where the words are silent are the [editorial rulings](rulings.md)."
        ),
        "",
        "## Conjectural emendations { #conjectures }",
        "",
    ]
    conjectures = [
        (u, e) for u in units for e in u.emendations if getattr(e, "conjecture", False)
    ]
    out += _emendation_table(conjectures, here, "certainty") or ["None recorded.", ""]
    out += ["## Readings of the OCR, not of the print { #ocr-readings }", ""]
    ocr = [
        (u, e)
        for u in units
        for e in u.emendations
        if getattr(e, "source_of_fault", None) == "ocr"
    ]
    out += (
        [
            "Where the edition corrects what may be the OCR's reading or the print's, and cannot tell which:",
            "",
        ]
        + _emendation_table(ocr, here, None)
        if ocr
        else ["None recorded.", ""]
    )
    out += ["## Gaps { #gaps }", ""]
    gaps = [(u, e) for u in units for e in u.emendations if getattr(e, "gap", None)]
    out += _emendation_table(gaps, here, "gap") or ["None recorded.", ""]
    out += ["## Units with one witness { #single-witness }", ""]
    out += [
        (
            "Their text rests on one transcription; a second would confirm it "
            f"([review levels]({PROVENANCE_PAGE}#review))."
        ),
        "",
    ]
    for _key, source in sources_in_order(corpus):
        single = [
            u
            for u in corpus.units(source.key)
            if evidence_level(corpus, u) != "second-witness"
        ]
        if single:
            links = ", ".join(unit_link(here, u) for u in single)
            out.append(
                f"- *{escape_markdown(source.short_title)}*: {links} ({len(single)} of {len(corpus.units(source.key))})"
            )
    out += [""]
    out += _page_markers(corpus, here)
    out += [
        "## Laws not held { #not-held }",
        "",
        f"1882 laws 1–51, 1895 rules 1–23 and the end of the 1895 page: see [Provenance]({PROVENANCE_PAGE}#not-held).",
        "",
    ]
    return "\n".join(out).rstrip() + "\n"


def _emendation_table(rows: list, here: str, extra: str | None) -> list[str]:
    if not rows:
        return []
    head = (
        "| Unit | Witness reads | Edition | "
        + (
            "Certainty | "
            if extra == "certainty"
            else "Gap | "
            if extra == "gap"
            else ""
        )
        + "Reason |"
    )
    out = [head, "| --- | --- | --- | " + ("--- | " if extra else "") + "--- |"]
    for unit, e in rows:
        middle = f"{escape_cell(str(getattr(e, extra, '') or ''))} | " if extra else ""
        link = (
            f"[{unit.id}]({relative_link(here, unit_page_path(unit))}#{unit.anchor}-emendations)"
        )
        out.append(
            f"| {link} | {code_span(e.reads)} | {code_span(e.edition)} | {middle}{escape_cell(e.reason)} |"
        )
    return [*out, ""]


def _page_markers(corpus: Corpus, here: str) -> list[str]:
    if "1882:81" not in corpus.laws:
        return []
    return [
        "## The page markers of G { #page-markers }",
        "",
        (
            "Witness G marks the book's pages in brackets, `[55]` to `[59]`. Whether a marker stands where its page "
            "begins (the edition's reading) or where it ends is not stated in the files; the file 001 ends with a "
            f"`[59]` after {unit_link(here, corpus.laws['1882:81'])} with nothing after it, which fits a marker at the head of the page that follows "
            "the laws. The page numbers the edition gives each law rest on that convention "
            f"([the 1882 source]({relative_link(here, 'laws/1882/index.md')}))."
        ),
        "",
    ]
