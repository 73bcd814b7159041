"""The emendation tables: a unit's section of emendations (folded under a summary when long), one row, the legend of certainties.

The marks in the text are [`apparatus`][pokerlaws.edition.apparatus]'s; these
are the tables under the text and on the list of emendations.
"""

from __future__ import annotations

from collections import Counter

from pokerlaws.edition.model import CERTAINTIES, Emendation, Law
from pokerlaws.site.markup import code_span, escape_cell, relative_link

FOLD_AT = 10
"""A unit's table of more emendations than this is folded under a summary."""


def type_cell(emendation: Emendation, here: str) -> str:
    """The Type cell: the type, linked to the method, with the certainty and whose fault.

    Examples:
        >>> type_cell(Emendation("O", "r J t111d", "round", "ocr", "", certainty="low"), "emendations.md").endswith("conjecture, certainty low")
        True
    """
    cell = f"[{emendation.type}]({relative_link(here, 'method.md')}#emendation-types)"
    if emendation.certainty:
        cell += "<br>" + ("conjecture, " if emendation.conjecture else "") + f"certainty {emendation.certainty}"
    if emendation.source_of_fault:
        cell += f"<br>{emendation.source_of_fault} reading"
    if emendation.gap:
        cell += f"<br>gap: {emendation.gap}"
    return cell


def emendation_row(emendation: Emendation, here: str) -> str:
    """One row of an emendation table: witness, reads, edition, type, reason.

    Examples:
        >>> emendation_row(Emendation("G", "tight", "right", "misprint", "r for t"), "emendations.md").endswith("| r for t |")
        True
    """
    return (
        f"| {emendation.witness} | {code_span(emendation.reads)} | {code_span(emendation.edition)} "
        f"| {type_cell(emendation, here)} | {escape_cell(emendation.reason)} |"
    )


EMENDATION_HEAD = ["| Witness | Reads | Edition | Type | Reason |", "| --- | --- | --- | --- | --- |"]

_OCR_FAULTS = (("misread letters", ("misread",)), ("stray marks", ("stray mark",)), ("spacing", ("break up", "breaks up")))
"""The faults an OCR correction's reason may name, each with the words that name it, in the order a kind says them."""


def _ocr_kind(reason: str) -> str:
    """The kind of an OCR correction, from the faults its reason names: ``"of misread letters and spacing"``."""
    named = [fault for fault, words in _OCR_FAULTS if any(word in reason for word in words)] or ["misread letters"]
    return "of " + (" and ".join(named) if len(named) < 3 else f"{', '.join(named[:-1])} and {named[-1]}")


def summary(emendations: tuple[Emendation, ...] | list[Emendation]) -> str:
    """A count of *emendations* in words, by type (OCR corrections by kind), conjectures and gaps.

    Examples:
        >>> e = Emendation("O", "t h e", "the", "ocr", "OCR: spaces break up the word")
        >>> summary([e, e, Emendation("O", "1110", "no", "ocr", "OCR: letters misread")])
        '3 OCR corrections: 2 of spacing, 1 of misread letters'
    """
    parts = []
    ocr = [e for e in emendations if e.type == "ocr"]
    if ocr:
        kinds = Counter(_ocr_kind(e.reason) for e in ocr)
        parts.append(f"{len(ocr)} OCR correction{'s' * (len(ocr) != 1)}: " + ", ".join(f"{n} {k}" for k, n in kinds.most_common()))
    for kind, n in Counter(e.type for e in emendations if e.type != "ocr").items():
        parts.append(f"{n} {kind}")
    conjectures = sum(e.conjecture for e in emendations)
    if conjectures:
        parts.append(f"{conjectures} conjecture{'s' * (conjectures != 1)}")
    gaps = sum(bool(e.gap) for e in emendations)
    if gaps:
        parts.append(f"{gaps} gap{'s' * (gaps != 1)}")
    return "; ".join(parts)


def emendations_section(unit: Law, here: str) -> list[str]:
    """The unit page's section of emendations: the table, folded under a summary when long."""
    out = [f"## Emendations {{ #{unit.anchor}-emendations }}", ""]
    if not unit.emendations:
        return out + ["None: every witness reads as the edition.", ""]
    out += [
        (
            "Every difference between a witness and the edited text, shown literally "
            "(`_x_` is the transcription's italics, `⟨x⟩` a word the editor supplies). They apply in "
            "order, each to the text as the ones above it left it. Choose *Edited, emendations marked* "
            "above to see each marked in the text, by its kind; hover, focus or tap a mark for the witness's reading."
        ),
        "",
    ]
    table = ['<div class="emendation-table" markdown>', "", *EMENDATION_HEAD, *(emendation_row(e, here) for e in unit.emendations), "", "</div>"]
    if len(unit.emendations) <= FOLD_AT:
        return out + table + [""]
    title = f"{len(unit.emendations)} emendations — {summary(unit.emendations)}".replace('"', "&quot;")
    return out + [f'??? abstract "{title}"', "", *("    " + line if line else "" for line in table), ""]


def certainty_legend() -> list[str]:
    """Markdown: what the certainties and the fault sources mean (for the page of emendations)."""
    out = ["| Certainty | Meaning |", "| --- | --- |"]
    out += [f"| `{k}` | {escape_cell(v)} |" for k, v in CERTAINTIES.items()]
    out += ["", "Where the witness is an OCR, *ocr reading* says the reading corrected is the OCR's: what the print reads is not known.", ""]
    return out
