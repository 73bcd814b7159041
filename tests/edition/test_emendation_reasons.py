"""An emendation's reason says what is there: the spaces, stray marks and misread letters of the witness's reading.

The edition gives most corrections of the 1895 OCR one of a few stock reasons
("letters misread", "spaces break up the word", "a stray mark of the scan").
Each is checked against the reading it corrects: a reason may not name a space
the reading does not have, nor misread letters where only a mark or a space
stands between it and the edition, and it names every one of the three that is
there. A reason that says the cause of a fault is not known does not assert its
source.
"""

from __future__ import annotations

import difflib

import pytest

from pokerlaws.edition.corpus import default_corpus

MARKS = set("·•'.-;:,‘’\"!")
"""What the OCR makes of specks on the scan."""

STOCK = {
    (False, False, True): "OCR: spaces break up the word",
    (False, True, False): "OCR: letters misread",
    (False, True, True): "OCR: letters misread and spaces break up the word",
    (True, False, False): "OCR: a stray mark of the scan (· • ' . - ;) on the word",
    (True, True, False): "OCR: letters misread, and a stray mark of the scan on the word",
    (True, False, True): "OCR: a stray mark of the scan, and spaces break up the word",
    (True, True, True): "OCR: letters misread, a stray mark of the scan, and spaces break up the word",
}
"""The stock reason for each set of faults: (a stray mark, letters misread, spaces)."""


def faults(reads: str, edition: str) -> tuple[bool, bool, bool]:
    """Whether the witness's *reads* differs from the *edition* by a stray mark, by letters misread, by spaces."""
    spaces = reads.count(" ") > edition.count(" ")
    a, b = reads.replace(" ", ""), edition.replace(" ", "")
    marks = letters = False
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        read, meant = a[i1:i2], b[j1:j2]
        if op == "replace" and len(read) == len(meant):
            letters = True  # one for one: a mark read where a letter stands is a letter misread
            continue
        if "".join(c for c in read if c not in MARKS) != meant:
            letters = True
        if len(read) > len(meant) and any(c in MARKS for c in read):
            marks = True
    return marks, letters, spaces


def test_the_faults_are_told_apart() -> None:
    assert faults("b een", "been") == (False, False, True)
    assert faults("arter", "after") == (False, True, False)
    assert faults("·ls", "is") == (True, True, False)  # a mark, and l for i: no space
    assert faults("a n'd", "and") == (True, False, True)  # a mark and a space: no letter misread
    assert faults("jack-po:s", "jack-pots") == (False, True, False)  # the colon stands where the t is


EMENDATIONS = [
    (unit.id, e) for unit in default_corpus().laws.values() for e in unit.emendations
]


@pytest.mark.parametrize(("unit", "emendation"), [(u, e) for u, e in EMENDATIONS if e.reason in STOCK.values()])
def test_a_stock_reason_names_the_faults_that_are_there(unit: str, emendation) -> None:
    expected = STOCK[faults(emendation.reads, emendation.edition)]
    assert emendation.reason == expected, f"{unit}: {emendation.reads!r} → {emendation.edition!r}"


def test_a_fault_of_unknown_cause_asserts_no_source() -> None:
    unknown = ("not known", "not seen", "may be the OCR's or the print's", "may have")
    asserted = [f"{u}: {e.reads!r}" for u, e in EMENDATIONS if e.source_of_fault and any(w in e.reason for w in unknown)]
    assert not asserted
