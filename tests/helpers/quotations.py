"""Quotations in the editor's prose: whether a phrase in quotes is words of a unit.

Used by the tests of the rulings (tests/edition/test_rulings.py), of the engine's rulings and of the glossary
(tests/edition/test_glossary.py): a phrase the editor quotes stands in a unit the prose names or cites.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

_MENTION = re.compile(
    r"\b(?P<id>1882|1895|foster):(?P<n>\d+)"
    r"|\b(?P<kind>laws?|rules?|paragraphs?)\s+(?P<ns>\d+(?:\s*(?:,|and|-|–|to)\s*\d+)*)"
    r"|\((?P<bare>\d+)\)",
    re.IGNORECASE,
)
_KIND_SOURCE = {"law": "1882", "rule": "1895", "paragraph": "foster"}


def mentioned(text: str, own: str) -> set[str]:
    """The units *text* names: ``1882:52``, ``law 54``, ``laws 66 and 70``, ``rules 52-81``, or a bare ``(52)`` of its own source."""
    found = set()
    for m in _MENTION.finditer(text):
        if m["id"]:
            found.add(f"{m['id'].lower()}:{m['n']}")
        elif m["bare"]:
            found.add(f"{own}:{m['bare']}")
        else:
            source = _KIND_SOURCE[m["kind"].lower().rstrip("s")]
            numbers = [int(n) for n in re.findall(r"\d+", m["ns"])]
            if re.search(r"-|–|to", m["ns"]) and len(numbers) == 2 and 0 < numbers[1] - numbers[0] < 40:
                numbers = list(range(numbers[0], numbers[1] + 1))
            found |= {f"{source}:{n}" for n in numbers}
    return found


def in_words(quotation: str, words: str) -> bool:
    """Whether *quotation* stands in *words*: the same words, in order, case, spacing and the edition's italics
    (``_…_``, ``*…*``) aside; ``…`` or ``[…]`` marks words left out or supplied."""
    def plain(text: str) -> str:
        text = re.sub(r"(?<!\w)[_*]+|[_*]+(?!\w)", "", text)
        return re.sub(r"\s+", " ", text.replace("’", "'").replace("‘", "'")).strip().lower()

    at, words = 0, plain(words)
    for part in re.split(r"…|\.\.\.|\[[^\]]*\]", quotation):
        part = plain(part).strip(" .,;:")
        if not part:
            continue
        at = words.find(part, at)
        if at < 0:
            return False
        at += len(part)
    return True


QUOTATION = re.compile(r'“([^”]+)”|(?<![\w`=])"([^"\n`]+)"(?![\w`])')
"""A quotation in prose: in curly double quotes, or in straight double quotes not touching a word or a code span."""


def quotations(text: str) -> list[str]:
    """The phrases *text* quotes, curly or straight, code spans (`` `...` ``) aside."""
    text = re.sub(r"`[^`]*`", "", text)
    return [curly or straight for curly, straight in QUOTATION.findall(text)]



def words_of(ids: Iterable[str], units: Mapping, *, witnesses: bool = False) -> list[str]:
    """The words of the units *ids* (text and footnotes; again without what the editor supplies ⟨…⟩), and, with
    *witnesses*, what each witness prints."""
    texts = []
    for unit in (units[i] for i in sorted(ids) if i in units):
        texts.append(" ".join([unit.text, *(f.text for f in unit.footnotes)]))
        texts.append(re.sub(r"\s*⟨[^⟩]*⟩", "", texts[-1]))
        if witnesses:
            texts += [reading.text for reading in unit.readings.values()]
    return texts


def not_in_units(text: str, ids: Iterable[str], units: Mapping, *, witnesses: bool = False) -> list[str]:
    """The phrases *text* quotes that stand in none of the units *ids*."""
    texts = words_of(ids, units, witnesses=witnesses)
    return [quoted for quoted in quotations(text) if not any(in_words(quoted, words) for words in texts)]
