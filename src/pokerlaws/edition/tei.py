"""TEI P5 XML for each source of the edition, made with lxml.

One file per source (``downloads/tei/1882.xml``, ...). Its ``teiHeader`` gives
the edition, the source's facts as ``laws/sources/*.yaml`` states them, and the
witnesses in ``listWit``. Its body has one ``div`` per unit
(``@n`` its number, ``@xml:id`` its id made XML-safe, ``u1882-60``) holding:

* the **edited text** in a ``p`` (the section heading as a ``head`` where the
  source prints it, the number as a ``label``), each emendation of the witness
  the text is edited from as ``choice``/``sic``/``corr`` (type and certainty
  on ``corr``, the reason in a ``note`` pointing at it), a ``gap`` where the
  witness breaks off or is illegible, and the source's footnotes as ``note``;
* the **variants** between witnesses as ``app``/``lem``/``rdg`` with ``@wit``;
* every witness's **diplomatic reading** in a ``listApp type="diplomatic"``:
  one ``rdg`` per witness, its page markers ``[56]`` as ``pb``, its own
  emendations as ``choice``, where it lacks part of the unit a ``lacunaStart``
  or ``lacunaEnd``. Read through the ``sic`` of each choice, with every ``pb``
  written back as ``[n]``, the ``rdg``s give the witness files word for word
  (each file's front and back matter and where it breaks off are in the
  header's ``witness``): [`witness_text`][pokerlaws.edition.tei.witness_text].

Examples:
    >>> from pokerlaws.edition.corpus import default_corpus
    >>> xml = tei_bytes(default_corpus(), "1895")
    >>> xml.startswith(b"<?xml") and b'xml:id="u1895-38"' in xml
    True
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lxml import etree

from pokerlaws.edition.apparatus import pieces as unit_pieces
from pokerlaws.edition.collation import PAGE_MARKER, _pattern, normalise
from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.model import Emendation, Law, Source

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
EDITION_TITLE = "Poker Laws: an annotated edition"
GAP_MARK = "…"


def _t(name: str) -> str:
    return f"{{{TEI_NS}}}{name}"


def xml_id(unit_id: str) -> str:
    """The unit's id made an XML name (an NCName): ``"1882:60"`` → ``"u1882-60"``.

    Examples:
        >>> xml_id("foster:3")
        'ufoster-3'
    """
    return "u" + re.sub(r"[^\w.-]", "-", unit_id)


# --- a reading as segments: plain text, and choices (witness → edition) --------


@dataclass
class Choice:
    """An emended place: what the witness reads (``sic``) and what the edition reads (``corr``)."""

    sic: str
    corr: str
    emendations: list[Emendation] = field(default_factory=list)


Segment = str | Choice


def _corr(seg: Segment) -> str:
    return seg if isinstance(seg, str) else seg.corr


def _sic(seg: Segment) -> str:
    return seg if isinstance(seg, str) else seg.sic


def segments(reading: str, emendations: list[Emendation]) -> list[Segment]:
    """The reading with *emendations* applied, each emended place kept as a [Choice][pokerlaws.edition.tei.Choice].

    Applied as [`apply_emendations`][pokerlaws.edition.collation.apply_emendations]
    applies them (in order, whole words, ``occurrence``); an emendation that
    touches an earlier one is merged with it into one choice.

    Examples:
        >>> from pokerlaws.edition.model import Emendation
        >>> segments("on the tight of", [Emendation("G", "tight", "right", "misprint", "r/t")])
        ['on the ', Choice(sic='tight', corr='right', emendations=[...]), ' of']
    """
    segs: list[Segment] = [normalise(reading)]
    for emendation in emendations:
        text = "".join(_corr(s) for s in segs)
        matches = list(_pattern(normalise(emendation.reads)).finditer(text))
        if emendation.occurrence is not None:
            matches = matches[emendation.occurrence - 1 : emendation.occurrence]
        for match in reversed(matches):
            segs = _replace(segs, match.start(), match.end(), normalise(emendation.edition), emendation)
        segs = _compact(segs)
    return segs


def _replace(segs: list[Segment], start: int, end: int, edition: str, emendation: Emendation) -> list[Segment]:
    out: list[Segment] = []
    pos = 0
    sic, corr, merged = "", "", []
    inside = False
    for seg in segs:
        text = _corr(seg)
        seg_start, seg_end = pos, pos + len(text)
        pos = seg_end
        touches = seg_start < end and seg_end > start or (seg_start == seg_end == start)
        if not touches or (isinstance(seg, str) and not text):
            if inside and seg_start >= end:
                out.append(Choice(sic, corr, merged))
                inside = False
            out.append(seg)
            continue
        if isinstance(seg, str):
            # split the plain text around the emended place
            before, after = text[: max(0, start - seg_start)], text[max(0, end - seg_start) :]
            if before:
                out.append(before)
            if not inside:
                inside, corr = True, edition
                merged.append(emendation)
            sic += text[len(before) : len(text) - len(after)]
            if after:
                out.append(Choice(sic, corr, merged))
                inside = False
                out.append(after)
        else:
            # an earlier choice overlapped: one choice for both, its corr rebuilt
            lead = text[: max(0, start - seg_start)] if not inside else ""
            tail = text[max(0, end - seg_start) :]
            if not inside:
                inside, corr = True, lead + edition
                merged.append(emendation)
            sic += seg.sic
            corr += tail
            merged[:0] = seg.emendations
    if inside:
        out.append(Choice(sic, corr, merged))
    return out


def _compact(segs: list[Segment]) -> list[Segment]:
    """Merge neighbouring plain text and collapse the spaces an empty ``corr`` leaves."""
    out: list[Segment] = []
    for seg in segs:
        if isinstance(seg, str) and out and isinstance(out[-1], str):
            out[-1] += seg
        elif seg != "":
            out.append(seg)
    for i, seg in enumerate(out):
        if isinstance(seg, str):
            seg = re.sub(r"\s+", " ", seg)
            prev = "".join(_corr(s) for s in out[:i])
            if prev.endswith(" ") and seg.startswith(" ") or not prev and seg.startswith(" "):
                seg = seg[1:]
            out[i] = seg
    return [s for s in out if s != ""]


# --- writing XML --------------------------------------------------------------


def _append_text(parent: etree._Element, text: str) -> None:
    """Append *text* to *parent* after its last child (or as its text)."""
    if not text:
        return
    if len(parent):
        parent[-1].tail = (parent[-1].tail or "") + text
    else:
        parent.text = (parent.text or "") + text


def _diplomatic(parent: etree._Element, text: str, siglum: str) -> None:
    """Witness text: page markers ``[n]`` become ``pb``."""
    pos = 0
    for match in PAGE_MARKER.finditer(text):
        _append_text(parent, text[pos : match.start()])
        etree.SubElement(parent, _t("pb"), n=match.group(1), edRef=f"#{siglum}")
        pos = match.end()
    _append_text(parent, text[pos:])


def _edited(parent: etree._Element, text: str, gap: str = "illegible") -> None:
    """Edited text: ``⟨...⟩`` becomes ``supplied``, ``…`` a ``gap``, ``_..._`` ``hi``."""
    for piece in re.split(r"(⟨[^⟩]*⟩|…|_[^_\s][^_]*_)", text):
        if piece.startswith("⟨"):
            etree.SubElement(parent, _t("supplied"), reason="omitted in the source").text = piece[1:-1]
        elif piece == GAP_MARK:
            etree.SubElement(parent, _t("gap"), reason=gap)
        elif len(piece) > 2 and piece.startswith("_") and piece.endswith("_"):
            etree.SubElement(parent, _t("hi"), rend="italic").text = piece[1:-1]
        else:
            _append_text(parent, piece)


class _Numberer:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self, unit: Law) -> str:
        self.count += 1
        return f"{xml_id(unit.id)}-e{self.count}"


def _write_segments(
    parent: etree._Element, segs: list[Segment], siglum: str, notes: list, ids: _Numberer, unit: Law, *, edited: bool = False
) -> None:
    for seg in segs:
        if isinstance(seg, str):
            # the edited text marks italics and supplied words; a diplomatic reading only its pages
            (_edited if edited else lambda el, text: _diplomatic(el, text, siglum))(parent, seg)
            continue
        choice = etree.SubElement(parent, _t("choice"))
        sic = etree.SubElement(choice, _t("sic"))
        _diplomatic(sic, seg.sic, siglum)
        corr = etree.SubElement(choice, _t("corr"))
        last = seg.emendations[-1]
        corr.set("type", last.type)
        # Emendation.certainty (high, medium, low): a choice of several emendations is as sure as the least sure
        certs = [str(getattr(e, "certainty", None)) for e in seg.emendations]
        certs = [c for c in ("low", "medium", "high", "unknown") if c in certs]
        if certs:
            corr.set("cert", certs[0])
        cid = ids(unit)
        corr.set(f"{{{XML_NS}}}id", cid)
        # the model's Emendation.gap (illegible, lost) names what the edition's "…" stands for
        _edited(corr, seg.corr, getattr(last, "gap", None) or "illegible")
        notes.append((cid, seg.emendations))


def _reason_notes(parent: etree._Element, notes: list) -> None:
    for cid, emendations in notes:
        for e in emendations:
            note = etree.SubElement(parent, _t("note"), type="emendation", target=f"#{cid}")
            note.set("subtype", e.type)
            note.text = e.reason
            fault = getattr(e, "source_of_fault", None)
            if fault:  # whose reading is corrected: the print's or the OCR's
                note.set("n", f"fault:{fault}")


def primary_witness(corpus: Corpus, unit: Law) -> str:
    """The witness the unit's edited text is laid out from: the first listed that holds it whole."""
    source = corpus.sources[unit.source]
    whole = [w.siglum for w in source.witnesses if w.siglum in unit.readings and not unit.readings[w.siglum].lacks]
    return (whole or list(unit.readings))[0]


def _unit_div(corpus: Corpus, unit: Law, body: etree._Element) -> None:
    source = corpus.sources[unit.source]
    div = etree.SubElement(body, _t("div"), type=source.unit_name, n=str(unit.number))
    div.set(f"{{{XML_NS}}}id", xml_id(unit.id))
    ids = _Numberer()
    siglum = primary_witness(corpus, unit)
    segs = segments(unit.readings[siglum].text, [e for e in unit.emendations if e.witness == siglum])
    # split the linear text (heading, number, text, notes) at its parts' offsets
    # the same parts as the apparatus reads them, a footnote's mark and text joined into one note
    parts: list[tuple[str, str]] = []
    mark = ""
    for key, text in unit_pieces(corpus, unit):
        if key.startswith("note-mark-"):
            mark = text
        elif key.startswith("note-text-"):
            parts.append(("note", normalise(f"{mark} {text}")))
        else:
            parts.append(("head" if key == "heading" else key, text))
    pieces = _split(segs, [len(p[1]) for p in parts])
    notes: list = []
    title = etree.SubElement(div, _t("head"), type="editorial")
    title.text = unit.title
    paragraph = None
    for (kind, _), piece in zip(parts, pieces):
        if kind == "head":
            el = etree.SubElement(div, _t("head"), type="section")
        elif kind in ("label", "text"):
            if paragraph is None:
                paragraph = etree.SubElement(div, _t("p"))
            el = etree.SubElement(paragraph, _t("label")) if kind == "label" else paragraph
            if kind == "text" and len(paragraph):
                _append_text(paragraph, " ")
        else:
            el = etree.SubElement(paragraph if paragraph is not None else div, _t("note"), type="footnote", place="foot")
            mark = _plain(piece).partition(" ")[0]
            el.set("n", mark)
            piece = _drop_prefix(piece, len(mark) + 1)
        _write_segments(el, piece, siglum, notes, ids, unit, edited=True)
    _reason_notes(div, notes)
    _variants(div, unit)
    _readings(corpus, div, unit, ids)


def _plain(segs: list[Segment]) -> str:
    return "".join(_corr(s) for s in segs)


def _drop_prefix(segs: list[Segment], n: int) -> list[Segment]:
    out = list(segs)
    while n and out:
        first = out[0]
        if isinstance(first, str):
            cut = min(n, len(first))
            out[0], n = first[cut:], n - cut
            if not out[0]:
                out.pop(0)
        else:
            break
    return out


def _split(segs: list[Segment], lengths: list[int]) -> list[list[Segment]]:
    """Cut *segs* into runs of the given lengths of edited text (one space between)."""
    bounds, pos = [], 0
    for n in lengths:
        bounds.append((pos, pos + n))
        pos += n + 1
    out: list[list[Segment]] = [[] for _ in lengths]
    pos = 0
    for seg in segs:
        text = _corr(seg)
        start, end = pos, pos + len(text)
        pos = end
        for i, (lo, hi) in enumerate(bounds):
            if isinstance(seg, Choice):
                if lo <= start < hi + 1 or (i == len(bounds) - 1 and start >= lo):
                    out[i].append(seg)
                    break
                continue
            piece = text[max(lo, start) - start : min(hi, end) - start] if start < hi and end > lo else ""
            if piece:
                out[i].append(piece)
    return out


def _variants(div: etree._Element, unit: Law) -> None:
    if not unit.variants:
        return
    apparatus = etree.SubElement(div, _t("listApp"), type="variants")
    for variant in unit.variants:
        app = etree.SubElement(apparatus, _t("app"))
        lem = etree.SubElement(app, _t("lem"))
        _edited(lem, variant.edition)
        for siglum, reads in variant.readings.items():
            rdg = etree.SubElement(app, _t("rdg"), wit=f"#{siglum}")
            _diplomatic(rdg, reads, siglum)
        etree.SubElement(app, _t("note")).text = variant.note


def _readings(corpus: Corpus, div: etree._Element, unit: Law, ids: _Numberer) -> None:
    apparatus = etree.SubElement(div, _t("listApp"), type="diplomatic")
    app = etree.SubElement(apparatus, _t("app"))
    notes: list = []
    for siglum, reading in unit.readings.items():
        rdg = etree.SubElement(app, _t("rdg"), wit=f"#{siglum}", type="diplomatic")
        if reading.lacks == "beginning":
            etree.SubElement(rdg, _t("lacunaEnd"))
        segs = segments(reading.text, [e for e in unit.emendations if e.witness == siglum])
        _write_segments(rdg, segs, siglum, notes, ids, unit)
        if reading.lacks == "end" or any(GAP_MARK in e.edition for e in unit.emendations if e.witness == siglum):
            etree.SubElement(rdg, _t("lacunaStart"))
    _reason_notes(div, notes)


def _header(corpus: Corpus, source: Source) -> etree._Element:
    header = etree.Element(_t("teiHeader"))
    file_desc = etree.SubElement(header, _t("fileDesc"))
    title_stmt = etree.SubElement(file_desc, _t("titleStmt"))
    etree.SubElement(title_stmt, _t("title")).text = source.title
    etree.SubElement(title_stmt, _t("title"), type="sub").text = f"TEI P5 text of {EDITION_TITLE}"
    edition_stmt = etree.SubElement(file_desc, _t("editionStmt"))
    etree.SubElement(etree.SubElement(edition_stmt, _t("edition")), _t("title")).text = EDITION_TITLE
    publication = etree.SubElement(file_desc, _t("publicationStmt"))
    etree.SubElement(publication, _t("p")).text = (
        f"Generated from the edition's files (laws/{source.key}/*.yaml, laws/sources/{source.key}.yaml) when the site is built."
    )
    source_desc = etree.SubElement(file_desc, _t("sourceDesc"))
    bibl = etree.SubElement(source_desc, _t("bibl"))
    etree.SubElement(bibl, _t("title")).text = source.title
    etree.SubElement(bibl, _t("date")).text = source.date
    etree.SubElement(bibl, _t("note"), type="attribution").text = normalise(source.attribution)
    list_wit = etree.SubElement(source_desc, _t("listWit"))
    for witness in source.witnesses:
        wit = etree.SubElement(list_wit, _t("witness"))
        wit.set(f"{{{XML_NS}}}id", witness.siglum)
        wit.set("n", witness.siglum)
        _append_text(wit, f"{witness.name}. {normalise(witness.description)}")
        for file in witness.files:
            # what the witness file holds beyond the units: the rebuild needs it
            ref = etree.SubElement(wit, _t("ref"), target=f"../witnesses/{file.file}", type="file")
            ref.text = file.file
            ref.set("n", f"{file.first} {file.last}")
            for kind, value in (("front", file.front), ("back", file.back), ("starts", file.starts_at), ("ends", file.ends_at)):
                if value and value.strip():
                    seg = etree.SubElement(ref, _t("seg"), type=kind)
                    seg.text = normalise(value)
    encoding = etree.SubElement(header, _t("encodingDesc"))
    etree.SubElement(encoding, _t("variantEncoding"), method="location-referenced", location="internal")
    return header


def tei_document(corpus: Corpus, source_key: str) -> etree._ElementTree:
    """The TEI P5 document of one source (KeyError for an unknown source)."""
    source = corpus.sources[source_key]
    root = etree.Element(_t("TEI"), nsmap={None: TEI_NS})
    root.append(_header(corpus, source))
    text = etree.SubElement(root, _t("text"))
    body = etree.SubElement(text, _t("body"))
    for unit in corpus.units(source_key):
        _unit_div(corpus, unit, body)
    return etree.ElementTree(root)


def tei_bytes(corpus: Corpus, source_key: str) -> bytes:
    """The TEI document of one source as UTF-8 bytes with an XML declaration."""
    return etree.tostring(tei_document(corpus, source_key), xml_declaration=True, encoding="UTF-8", pretty_print=True)


# --- reading back ----------------------------------------------------------------


def _text_of(el: etree._Element, want: str) -> str:
    """Text of *el*, through each choice's *want* (``sic`` or ``corr``), ``pb`` as ``[n]``."""
    out = [el.text or ""]
    for child in el:
        tag = etree.QName(child).localname
        if tag == "pb":
            out.append(f" [{child.get('n')}] ")
        elif tag == "choice":
            out.append(" ".join(_text_of(part, want) for part in child if etree.QName(part).localname == want))
        elif tag in ("note", "lacunaStart", "lacunaEnd"):
            pass  # notes are read on their own (edited_text)
        elif tag == "gap":
            out.append(GAP_MARK)
        else:
            out.append(_text_of(child, want))
        out.append(child.tail or "")
    return "".join(out)


def witness_text(tree: etree._ElementTree, siglum: str, file_name: str) -> str:
    """One witness file rebuilt from the TEI alone, whitespace-normalised.

    Its diplomatic ``rdg``s read through the ``sic`` of each choice, between the
    file's front and back matter, cut where the file starts and ends.
    """
    ns = {"t": TEI_NS}
    ref = tree.find(f".//t:witness[@n='{siglum}']/t:ref[.='{file_name}']", ns)
    if ref is None:
        ref = next(r for r in tree.iterfind(f".//t:witness[@n='{siglum}']/t:ref", ns) if r.text == file_name)
    first, last = ref.get("n").split()
    extra = {seg.get("type"): seg.text for seg in ref.iterfind("t:seg", ns)}
    numbers = range(int(first.partition(":")[2]), int(last.partition(":")[2]) + 1)
    pieces = [extra["front"]] if "front" in extra else []
    for i, number in enumerate(numbers):
        div = tree.find(f".//t:body/t:div[@n='{number}']", ns)
        rdg = div.find(f"t:listApp[@type='diplomatic']/t:app/t:rdg[@wit='#{siglum}']", ns)
        text = normalise(_text_of(rdg, "sic"))
        if i == 0 and "starts" in extra:
            text = text[text.find(extra["starts"]) :]
        if i == len(numbers) - 1 and "ends" in extra:
            text = text[: text.find(extra["ends"]) + len(extra["ends"])]
        pieces.append(text)
    if "back" in extra:
        pieces.append(extra["back"])
    return normalise(" ".join(pieces))


def edited_text(div: etree._Element) -> str:
    """The edited text of a unit's ``div`` laid out as its witnesses print it (heading, number,
    text, footnotes), through each ``corr``; a ``gap`` as ``…``, without the ``_`` and ``⟨⟩`` marks.
    """
    ns = {"t": TEI_NS}
    parts = [_text_of(el, "corr") for el in div.iterfind("t:head[@type='section']", ns)]
    for p in div.iterfind("t:p", ns):
        parts.append(_text_of(p, "corr"))
        for note in p.iterfind("t:note[@type='footnote']", ns):
            text = normalise(_text_of(note, "corr"))
            # the mark is the note's @n, or in its text where an emendation supplies it
            parts.append(text if text.startswith(note.get("n", "")) else f"{note.get('n', '')} {text}")
    return normalise(" ".join(parts))
