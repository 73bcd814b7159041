"""Emendations where they are made: each one found in the edited text and marked there.

[`locate`][pokerlaws.edition.apparatus.locate] follows every witness's
emendations as they are applied (the same rule as
[`apply_emendations`][pokerlaws.edition.collation.apply_emendations]) and so
knows where each one's ``edition`` stands in the edited text, even when the
same words occur elsewhere ("the" is emended in 1895:38 and also printed
right): no position needs recording by hand. Overlapping emendations (two
witnesses' corrections of one word, a correction later recased) share one mark.

[`mark_html`][pokerlaws.edition.apparatus.mark_html] gives the mark: a
``<span class="emendation">`` of one [kind][pokerlaws.edition.apparatus.MARK_KINDS]
(``data-kind``), whose ``aria-describedby`` names its popover
(``role="tooltip"``), which says in words what the witness reads, the type, the
certainty and the reason. The popovers stand together after the text
([`notes_html`][pokerlaws.edition.apparatus.notes_html]), so that the text
reads (and copies) as the edition reads. In the reading view "Edited" a mark
is plain text (no mark, no Tab stop); in "Edited, emendations marked"
``views.js`` makes each a button, drawn by its kind, and ``apparatus.js``
shows its popover beside it on hover, keyboard focus and tap.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from dataclasses import dataclass, field

from pokerlaws.edition.collation import _pattern, apply_emendations, normalise
from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.model import FAULT_SOURCES, GAPS, Emendation, Law

# Private-use characters stand for the marks while the text is escaped and
# rendered: Markdown leaves them alone, and they never occur in a law.
OPEN, CLOSE, GAP, PAGE = "\ue000", "\ue001", "\ue002", "\ue003"

_PAGE_MARKER = re.compile(r"\[(\d+)\]")

MARK_KINDS = {
    "conjecture": "a conjecture: the edition's reading is doubtful",
    "supplied": "a word the editor supplies",
    "misprint": "a misprint of the book, corrected",
    "numbering": "a wrong number of the source, corrected",
    "variant": "the reading of another witness, adopted",
    "ocr": "a misreading of the OCR, corrected",
    "normalisation": "spacing, stray marks, punctuation or typography, normalised",
    "page-break": "a page marker or a break in the page, taken out of the text",
}
"""The kinds of mark in the text, each drawn its own way, in the order of precedence (a mark of
several emendations is drawn as the first kind among theirs) → what the legend says of it.
A ``normalisation`` is an emendation whose [`normalisation`][pokerlaws.edition.model.Emendation.normalisation]
is true: a reader may hide those marks and keep the others."""

GAP_SIGN = "…"
"""What stands for a gap in the edited text, in an emendation with ``gap``."""


@dataclass
class Span:
    """Where emendations stand in a text: ``text[start:end]``, and which (indices in the unit)."""

    start: int
    end: int
    indices: set[int] = field(default_factory=set)

    def overlaps(self, start: int, end: int) -> bool:
        if self.start == self.end or start == end:  # a point touches what holds it
            return max(self.start, start) <= min(self.end, end)
        return max(self.start, start) < min(self.end, end)


def _normalise_map(text: str) -> tuple[str, list[int | None]]:
    # normalise(), and for each non-space character its index in the result.
    out: list[str] = []
    where: list[int | None] = [None] * len(text)
    pending = False
    for i, ch in enumerate(text):
        if ch.isspace():
            pending = True
            continue
        if pending and out:
            out.append(" ")
        pending = False
        where[i] = len(out)
        out.append(ch)
    return "".join(out), where


def _moved(span: Span, where: list[int | None], length: int) -> Span:
    after = [w for w in where[span.start :] if w is not None]
    start = after[0] if after else length
    before = [w for w in where[: span.end] if w is not None]
    end = max(start, before[-1] + 1) if span.end > span.start and before else start
    return Span(start, end, span.indices)


def trace(reading: str, emendations: list[tuple[int, Emendation]]) -> tuple[str, list[Span]]:
    """Apply *emendations* (index, emendation) to *reading*, following where each lands.

    Returns:
        the emended text (as [`apply_emendations`][pokerlaws.edition.collation.apply_emendations]
        gives it) and the spans of it that emendations made, each with the
        indices of the emendations that made it.

    Raises:
        EmendationNotFound: as ``apply_emendations``.

    Examples:
        >>> e = Emendation("G", "tight", "right", "misprint", "r/t")
        >>> trace("on the\\ntight of", [(0, e)])
        ('on the right of', [Span(start=7, end=12, indices={0})])
    """
    text = normalise(reading)
    spans: list[Span] = []
    for index, emendation in emendations:
        # Let apply_emendations find the places (and raise as it raises).
        apply_emendations(text, [emendation])
        edition = normalise(emendation.edition)
        matches = list(_pattern(normalise(emendation.reads)).finditer(text))
        chosen = matches if emendation.occurrence is None else [matches[emendation.occurrence - 1]]
        for match in reversed(chosen):
            start, end = match.span()
            delta = len(edition) - (end - start)
            new = Span(start, start + len(edition), {index})
            kept = []
            for span in spans:
                if span.overlaps(start, end):
                    new.start = min(new.start, span.start)
                    new.end = max(new.end, span.end + delta if span.end > end else new.end)
                    new.indices |= span.indices
                elif span.start >= end:
                    kept.append(Span(span.start + delta, span.end + delta, span.indices))
                else:
                    kept.append(span)
            spans = [*kept, new]
            text = text[:start] + edition + text[end:]
        text, where = _normalise_map(text)
        spans = [_moved(span, where, len(text)) for span in spans]
    return text, sorted(spans, key=lambda s: (s.start, s.end))


def _merged(spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.start, s.end)):
        if out and out[-1].overlaps(span.start, span.end):
            out[-1] = Span(out[-1].start, max(out[-1].end, span.end), out[-1].indices | span.indices)
        else:
            out.append(Span(span.start, span.end, set(span.indices)))
    return out


def pieces(corpus: Corpus, unit: Law) -> list[tuple[str, str]]:
    """The parts of the unit's linear text, in order: (key, normalised text).

    Keys: ``heading`` (a printed section heading), ``label`` (the printed
    number), ``text``, and ``note-mark-<i>``/``note-text-<i>`` for each footnote.
    """
    out = []
    if corpus.heading_printed(unit):
        out.append(("heading", normalise(unit.section)))
    label = corpus.label(unit)
    if label:
        out.append(("label", normalise(label)))
    out.append(("text", normalise(unit.text)))
    for i, note in enumerate(unit.footnotes, start=1):
        out += [(f"note-mark-{i}", normalise(note.mark)), (f"note-text-{i}", normalise(note.text))]
    return out


# Constructs of the edited text a mark must not cut: italics, supplied words, footnote marks.
_CONSTRUCTS = re.compile(r"(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])|⟨[^⟨⟩]*⟩")


def locate(corpus: Corpus, unit: Law) -> dict[str, list[Span]]:
    """Where each emendation of *unit* is marked: piece key → spans in that piece's text.

    Every emendation is in exactly one span (of one piece) for each place it
    emends; an emendation that reaches into two pieces (a heading glued to
    the number) is marked in the piece holding most of it.

    Raises:
        LawFileError: (file and line of the emendation) a ``gap`` emendation
            whose span holds no ``…``, or an emendation that lands nowhere.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> corpus = default_corpus()
        >>> unit = corpus.law("1882:78")
        >>> for key, spans in locate(corpus, unit).items():
        ...     print(key, *(f"{unit.text[s.start:s.end]!r} by {sorted(s.indices)}" for s in spans))
        text 'the right of' by [0, 1]
    """
    parts = pieces(corpus, unit)
    linear = " ".join(text for _, text in parts)
    bounds, at = [], 0
    for key, text in parts:
        bounds.append((key, at, at + len(text)))
        at += len(text) + 1
    spans: list[Span] = []
    for siglum, reading in unit.readings.items():
        own = [(i, e) for i, e in enumerate(unit.emendations) if e.witness == siglum]
        if not own:
            continue
        text, found = trace(reading.text, own)
        shift = len(linear) - len(text) if reading.lacks == "beginning" else 0
        spans += [Span(s.start + shift, s.end + shift, s.indices) for s in found]
    placed: dict[str, list[Span]] = {}
    for span in _merged(spans):
        key, start, end = _home(span, bounds)
        placed.setdefault(key, []).append(Span(span.start - start, min(span.end, end) - start, span.indices))
        placed[key][-1].start = max(0, placed[key][-1].start)
    texts = dict(parts)
    for key, spans_here in placed.items():
        placed[key] = _merged(_whole_constructs(texts[key], spans_here))
    _check(unit, placed, texts)
    return placed


def _home(span: Span, bounds: list[tuple[str, int, int]]) -> tuple[str, int, int]:
    def overlap(bound: tuple[str, int, int]) -> int:
        return max(0, min(span.end, bound[2]) - max(span.start, bound[1]))

    best = max(bounds, key=overlap)
    if overlap(best) == 0:  # a point (a deletion): the piece it stands in or before
        best = next((b for b in bounds if span.start <= b[2]), bounds[-1])
    return best


def _whole_constructs(text: str, spans: list[Span]) -> list[Span]:
    out = []
    for span in spans:
        for match in _CONSTRUCTS.finditer(text):
            inside = match.start() <= span.start and span.end <= match.end()
            if span.overlaps(*match.span()) and not inside and span.start != span.end:
                span = Span(min(span.start, match.start()), max(span.end, match.end()), span.indices)
        out.append(span)
    return out


def _check(unit: Law, placed: dict[str, list[Span]], texts: dict[str, str]) -> None:
    marked = Counter(i for spans in placed.values() for span in spans for i in span.indices)
    for index, emendation in enumerate(unit.emendations):
        if not marked[index]:
            raise LawFileError(unit.path, emendation.line, f"emendation {emendation.reads!r} → {emendation.edition!r} is found nowhere in the edited text")
        if emendation.gap:
            holders = [texts[k][s.start : s.end] for k, spans in placed.items() for s in spans if index in s.indices]
            if not any(GAP_SIGN in held for held in holders):
                raise LawFileError(
                    unit.path,
                    emendation.line,
                    f"emendation with gap: {emendation.gap} gives {emendation.edition!r}, with no {GAP_SIGN!r} where the gap stands in the edited text",
                )


def page_breaks(unit: Law, span: Span, inner: str) -> list[tuple[int, int]]:
    """Where in *inner* (the text of *span*) a page of the print begins: (offset, page), in order.

    A ``page-break`` emendation that removed a marker ``[57]`` (see the
    method, "Page numbers") puts page 57's beginning
    before the words that followed the marker in the witness.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> unit = default_corpus().law("1882:73")
        >>> (span,) = locate(default_corpus(), unit)["text"]
        >>> page_breaks(unit, span, unit.text[span.start : span.end])
        [(4, 57)]
    """
    out = []
    for index in sorted(span.indices):
        emendation = unit.emendations[index]
        marker = _PAGE_MARKER.search(emendation.reads) if emendation.type == "page-break" else None
        if marker is None:
            continue
        edition, after = normalise(emendation.edition), normalise(emendation.reads[marker.end() :])
        at = max(inner.find(edition), 0)
        out.append((at + max(len(edition) - len(after), 0), int(marker.group(1))))
    return sorted(out)


def pages_in(unit: Law, span: Span) -> list[int]:
    """The pages of the print that begin within *span*, in the order of its emendations."""
    return [page for _, page in page_breaks(unit, span, "")]


def pages_only(unit: Law, span: Span) -> bool:
    """Whether every emendation of *span* only removed a page marker (the mark is then the page reference)."""
    return all(unit.emendations[i].type == "page-break" and _PAGE_MARKER.search(unit.emendations[i].reads) for i in span.indices)


def with_sentinels(text: str, spans: list[Span], unit: Law) -> str:
    """*text* with OPEN/CLOSE around each span, GAP for the ``…`` of a gap emendation, PAGE where a page begins."""
    out, at = [], 0
    for span in spans:
        inner = text[span.start : span.end]
        for offset, _ in reversed(page_breaks(unit, span, inner)):
            inner = inner[:offset] + PAGE + inner[offset:]
        if any(unit.emendations[i].gap for i in span.indices):
            inner = inner.replace(GAP_SIGN, GAP)
        out += [text[at : span.start], OPEN, inner, CLOSE]
        at = span.end
    out.append(text[at:])
    return "".join(out)


def fill_sentinels(rendered: str, spans: list[Span], unit: Law, ids: str, text: str) -> str:
    """Replace the sentinels of rendered Markdown by the marks' HTML.

    *ids* is a prefix for the popovers' ids; *text* is the text the spans
    index, as given to ``with_sentinels``. A span that only took a page marker
    out of the text has its page reference as its mark.
    """
    parts = rendered.split(OPEN)
    out = [parts[0]]
    for k, (span, part) in enumerate(zip(spans, parts[1:]), start=1):
        pages = [page for _, page in page_breaks(unit, span, text[span.start : span.end])]
        note: str | None = f"{ids}-{k}"
        if pages_only(unit, span):
            opening, closing = "", ""
        else:
            opening, closing = mark_html(unit, sorted(span.indices), note), "</span>"
            note = None  # the mark carries the popover; the page references are plain
        pieces_ = part.replace(CLOSE, closing, 1).split(PAGE)
        out.append(opening + pieces_[0])
        for page, rest in zip(pages, pieces_[1:]):
            out.append(page_html(unit, span, page, note) + rest)
    return "".join(out).replace(GAP, gap_html(unit, spans))


def page_html(unit: Law, span: Span, page: int, note_id: str | None) -> str:
    """A page reference in the text: where *page* of the print begins.

    The number is drawn by the stylesheet from ``data-page`` so that the text
    copies as the edition reads. With *note_id* it is the mark of the
    page-break emendation, described by that popover (a button in the view "Edited,
    emendations marked", as [`mark_html`][pokerlaws.edition.apparatus.mark_html]'s marks).

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> unit = default_corpus().law("1882:73")
        >>> print(page_html(unit, Span(0, 0, {0}), 57, None))
        <span class="page-ref" role="note" data-page="57" aria-label="page 57"></span>
    """
    if note_id is None:
        return f'<span class="page-ref" role="note" data-page="{page}" aria-label="page {page}"></span>'
    data = " ".join(map(str, sorted(span.indices)))
    return (
        f'<span class="emendation page-ref" role="note" data-kind="page-break" data-page="{page}" aria-label="page {page}" '
        f'data-emendations="{data}" aria-describedby="{note_id}"></span>'
    )


def gap_html(unit: Law, spans: list[Span]) -> str:
    kind = next((unit.emendations[i].gap for s in spans for i in s.indices if unit.emendations[i].gap), "illegible")
    return f'<span class="gap">[gap: {GAPS[kind]}]</span>'


_TYPE_WORDS = {
    "misprint": "a misprint of the book itself",
    "ocr": "a misreading of the OCR",
    "supplied": "a word the editor supplies",
    "numbering": "a wrong number in the source",
    "markup": "the typography or punctuation of the transcription",
    "page-break": "a page marker, taken out of the running text",
    "variant": "another witness's reading adopted",
}
"""Each emendation type (the keys of [EMENDATION_TYPES][pokerlaws.edition.model.EMENDATION_TYPES]) as a popover says it."""


def describe(emendation: Emendation) -> str:
    """One emendation in words, as HTML: what the witness reads, the type, certainty, whose fault, reason.

    Examples:
        >>> print(describe(Emendation("O", "m a im", "make", "ocr", "OCR: garbled", certainty="medium")))
        Witness O reads <span class="emendation-reads">m a im</span>: a misreading of the OCR; the edition's reading is a conjecture, of medium certainty. Why: OCR: garbled.
    """
    reads = html.escape(" ".join(emendation.reads.split()), quote=False) or "(nothing)"
    words = _TYPE_WORDS.get(emendation.type, emendation.type)
    if emendation.normalisation and emendation.type == "ocr":
        words += ", normalised"
    out = f'Witness {emendation.witness} reads <span class="emendation-reads">{reads}</span>: {html.escape(words, quote=False)}'
    if emendation.certainty:
        out += "; the edition's reading is " + ("a conjecture, of " if emendation.conjecture else "of ") + f"{emendation.certainty} certainty"
    if emendation.source_of_fault:
        out += f" ({html.escape(FAULT_SOURCES[emendation.source_of_fault], quote=False)})"
    reason = " ".join(emendation.reason.split())
    if reason:
        out += ". Why: " + html.escape(reason, quote=False) + ("" if reason.endswith((".", "!", "?")) else ".")
    else:
        out += "."
    return out


def mark_kind(unit: Law, indices: list[int] | set[int]) -> str:
    """The kind of the mark of the emendations *indices* of *unit*: a key of [MARK_KINDS][pokerlaws.edition.apparatus.MARK_KINDS].

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> mark_kind(default_corpus().law("1882:78"), [0, 1])
        'misprint'
    """
    kinds = set()
    for index in indices:
        emendation = unit.emendations[index]
        if emendation.conjecture:
            kinds.add("conjecture")
        elif emendation.normalisation:
            kinds.add("normalisation")
        elif emendation.type in MARK_KINDS:
            kinds.add(emendation.type)
        else:  # markup is always a normalisation: no other type is left
            kinds.add("normalisation")
    return next(kind for kind in MARK_KINDS if kind in kinds)


def mark_html(unit: Law, indices: list[int], note_id: str) -> str:
    """The opening tag of one mark for the emendations *indices*, described by its popover *note_id*.

    A ``<span>``: plain text in the reading view "Edited"; ``views.js`` makes it a button
    (``role``, ``tabindex``) in the view "Edited, emendations marked". ``data-kind`` is its
    [kind][pokerlaws.edition.apparatus.MARK_KINDS].

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> print(mark_html(default_corpus().law("1882:78"), [0, 1], "n-1"))
        <span class="emendation" data-kind="misprint" data-emendations="0 1" aria-describedby="n-1">
    """
    kind = mark_kind(unit, indices)
    classes = "emendation" + (" conjecture" if kind == "conjecture" else "")
    data = " ".join(map(str, indices))
    return f'<span class="{classes}" data-kind="{kind}" data-emendations="{data}" aria-describedby="{note_id}">'


def notes_html(unit: Law, placed: dict[str, list[Span]], ids: str) -> str:
    """The popovers of every mark of *unit* (*placed* as [`locate`][pokerlaws.edition.apparatus.locate] gives it), as one raw HTML block.

    The popover of the k-th mark of piece ``key`` has the id ``{ids}-{key}-{k}``.
    """
    out = ['<div class="emendation-notes">']
    for key, spans in placed.items():
        for k, span in enumerate(spans, start=1):
            items = "".join(f'<span class="emendation-item">{describe(unit.emendations[i])}</span>' for i in sorted(span.indices))
            out.append(f'<span class="emendation-note" role="tooltip" id="{ids}-{key}-{k}">{items}</span>')
    out.append("</div>")
    return "".join(out)
