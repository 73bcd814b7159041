# cite-check: off (it shows faulty citations)
"""Judging citations of the laws against the edition: ``pokerlaws cite-check``.

Each [`Citation`][pokerlaws.citecheck.scan.Citation] is judged against the
corpus and the pins. A *fault* is one of:

- ``malformed``: an id given to ``@implements`` or ``pytest.mark.law`` (or an
  id in text with a leading zero) that is not ``SOURCE:NUMBER``;
- ``no-source``: an id whose source is none of the edition's (``1883:60``);
- ``no-unit``: a unit that does not exist (``1882:99``, a bare ``law 99``);
- ``no-ruling``: an editorial ruling its unit does not have (``1882:60 R9``);
- ``ambiguous``: a bare ``law N`` whose number more than one source has;
- ``outside``: a range that runs outside its source, or backwards;
- ``stale``: a pinned citation whose unit's text has changed since;
- ``unpinned``: with ``require_pins``, an ``@implements`` or mark without a pin.

Each fault that names a wrong unit says the nearest real one.
"""
# cite-check: on

from __future__ import annotations

import ast
import difflib
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from pokerlaws.citecheck.forms import unit_number
from pokerlaws.citecheck.pins import (
    PIN,
    Lock,
    Pinned,
    pin_matches,
    stale_message,
    unit_pin,
)
from pokerlaws.citecheck.scan import Citation
from pokerlaws.edition.corpus import SOURCE_ORDER, Corpus
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.files import replace_files
from pokerlaws.edition.model import Law
from pokerlaws.messages import one_line
from pokerlaws.sources import UNIT_ID

__all__ = ["STRUCTURED", "Fault", "judge", "nearest_unit", "update_pins"]

STRUCTURED = ("implements", "mark")
"""The kinds of citation that name a citing object and may be pinned."""

_LEADING_ZERO = re.compile(r":0\d")


@dataclass(frozen=True)
class Fault:
    """What is wrong with one citation.

    Attributes:
        citation: the citation.
        kind: ``malformed``, ``no-source``, ``no-unit``, ``no-ruling``, ``ambiguous``, ``outside``,
            ``stale`` or ``unpinned`` (see the module).
        message: one sentence saying what is wrong and what to do (one line:
            a word of over 256 characters, a citation of thousands of digits, is cut).
        nearest: the id of the nearest real unit, when the citation names none.
    """

    citation: Citation
    kind: str
    message: str
    nearest: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "message", one_line(self.message))


def _numbers(corpus: Corpus, source: str) -> list[int]:
    return [unit.number for unit in corpus.units(source)]


def _span(numbers: list[int]) -> str:
    return f"{min(numbers)}-{max(numbers)}" if numbers else "none"


def _nearest(corpus: Corpus, source: str | None, number: int) -> str:
    """The id of the unit nearest *number*, in *source*, or in any source (the lower on a tie)."""
    units = corpus.units(source) if source in corpus.sources else list(corpus.laws.values())
    best = min(units, key=lambda unit: (abs(unit.number - number), unit.number))
    return best.id


# cite-check: off (the docstring shows ids that are none)
def nearest_unit(corpus: Corpus, written: str) -> str | None:
    """The id of the real unit nearest to *written* (``1882:99`` → ``1882:81``, ``1883:60`` →
    ``1882:60``), or None when it has no number to go by."""
    # cite-check: on
    match = re.fullmatch(r"\s*([^\s:-]+)\s*[:-]\s*0*(\d+)\s*", str(written))  # "1882-60" too
    if match is None:
        return None
    source = match[1].lower()
    if source not in corpus.sources:
        near = difflib.get_close_matches(source, list(SOURCE_ORDER), n=1, cutoff=0.5)
        source = near[0] if near else None
    return _nearest(corpus, source, unit_number(match[2]))


def _source_of(corpus: Corpus, citation: Citation) -> tuple[str | None, Fault | None]:
    """The source a citation names, or the fault of naming none (a bare number resolved by the corpus)."""
    form = citation.form
    assert form is not None
    if form.source is not None:
        if form.source in corpus.sources:
            return form.source, None
        near = difflib.get_close_matches(form.source, list(SOURCE_ORDER), n=1, cutoff=0.5)
        nearest = _nearest(corpus, near[0] if near else None, form.first)
        return None, Fault(citation, "no-source", f"{citation.written} names no source of the edition "
                           f"({', '.join(SOURCE_ORDER)}); nearest: {nearest}", nearest)
    holding = [key for key in SOURCE_ORDER if form.first in _numbers(corpus, key)]
    if not holding and form.is_range:
        holding = [key for key in SOURCE_ORDER if form.last in _numbers(corpus, key)]
    if len(holding) > 1:
        ids = " or ".join(f"{key}:{form.first}" for key in holding)
        return None, Fault(citation, "ambiguous", f"{citation.written} names no source, and {ids} both exist: write the id")
    if not holding:
        nearest = _nearest(corpus, None, form.first)
        return None, Fault(citation, "no-unit", f"{citation.written} names no unit of the edition, "
                           f"which holds {corpus.held()}; nearest: {nearest}", nearest)
    return holding[0], None


def _judge_one(corpus: Corpus, citation: Citation) -> tuple[Law | None, Fault | None]:
    """The unit a citation names (for one unit), or its fault."""
    form = citation.form
    structured = citation.kind in STRUCTURED
    if form is None or (structured and not UNIT_ID.fullmatch(citation.written)) or (not form.prose and _LEADING_ZERO.search(form.written)):
        nearest = _nearest(corpus, form.source, form.first) if form and form.source in corpus.sources else None
        hint = f"; nearest: {nearest}" if nearest else ""
        return None, Fault(citation, "malformed", f"{citation.written!r} is not a unit id: write SOURCE:NUMBER, "
                           f"SOURCE one of {', '.join(SOURCE_ORDER)} (e.g. 1882:60){hint}", nearest)
    source, fault = _source_of(corpus, citation)
    if fault is not None:
        return None, fault
    numbers = _numbers(corpus, source)
    if form.is_range:
        if form.last < form.first:
            return None, Fault(citation, "outside", f"{citation.written} runs backwards: write {source}:{form.last}-{form.first}")
        # the first number of the range that is no unit: found within len(numbers) + 1 steps, however long the range
        held = set(numbers)
        missing = next((n for n in range(form.first, form.last + 1) if n not in held), None)
        if missing is not None:
            return None, Fault(citation, "outside", f"{citation.written} runs outside {source}, whose units are "
                               f"{_span(numbers)}: {source}:{missing} is none of them")
        return None, None
    unit = corpus.laws.get(f"{source}:{form.first}")
    if unit is None:
        nearest = _nearest(corpus, source, form.first)
        return None, Fault(citation, "no-unit", f"{citation.written} names no unit of the edition ({source} has "
                           f"{_span(numbers)}); nearest: {nearest}", nearest)
    if form.ruling is not None and not 1 <= form.ruling <= len(unit.rulings):
        count = len(unit.rulings)
        has = f"whose rulings are R1-R{count}" if count > 1 else "whose one ruling is R1" if count else "which has no editorial rulings"
        nearest = unit.rulings[min(max(form.ruling, 1), count) - 1].id if count else unit.id
        return None, Fault(citation, "no-ruling", f"{citation.written} names no ruling of {unit.id}, {has}; nearest: {nearest}", nearest)
    return unit, None


def judge(corpus: Corpus, citations: Iterable[Citation], lock: Lock | None = None, *, require_pins: bool = False) -> list[Fault]:
    """The faults of *citations*, in their order.

    Args:
        corpus: the edition.
        citations: as [scan_file][pokerlaws.citecheck.scan.scan_file] finds them.
        lock: the pins of the lock file, if one is used.
        require_pins: an ``@implements`` or mark with no pin (inline or in the
            lock) is a fault.
    """
    faults = []
    for citation in citations:
        unit, fault = _judge_one(corpus, citation)
        if fault is None and unit is not None and citation.kind in STRUCTURED:
            fault = _pin_fault(citation, unit, lock, require_pins)
        if fault is not None:
            faults.append(fault)
    return faults


def _pin_fault(citation: Citation, unit: Law, lock: Lock | None, require_pins: bool) -> Fault | None:
    pin, where = citation.pin, "inline"
    if pin is None and lock is not None and citation.citer in lock.pins:
        pin, where = lock.pins[citation.citer].units.get(unit.id), f"in {lock.path.name}"
    now = unit_pin(unit)
    if pin is None:
        if require_pins:
            return Fault(citation, "unpinned", f"{citation.citer} cites {unit.id} without a pin: review it against "
                         f"the text, then run pokerlaws cite-check --update (the text's pin is {now})")
        return None
    if not PIN.fullmatch(pin):
        return Fault(citation, "malformed", f"the pin of {unit.id} for {citation.citer}, {pin!r}, is not 6 to 64 "
                     f"lower-case hex digits (the text's pin is {now})")
    if pin_matches(pin, unit):
        return None
    return Fault(citation, "stale", stale_message(unit.id, citation.citer, pin, now, where)
                 + ": review it, then run pokerlaws cite-check --update")


def update_pins(corpus: Corpus, citations: list[Citation], lock: Lock, scanned: Iterable[Path]) -> tuple[int, int]:
    """Pin every ``@implements`` and mark in *citations* to its unit's text as it is now.

    An inline pin (``text="..."``) is rewritten in its file; any other citation
    is pinned in *lock*, which keeps the entries of files not in *scanned* and
    loses those of objects no longer found. Files are named from the working
    directory, as the node ids of tests are. Citations whose unit does not exist
    are left alone (they are still faults).

    Returns:
        (pins written to the lock, inline pins rewritten).

    Raises:
        LawFileError: a file whose inline pin is stale is read-only (then nothing is written).
        OSError: the lock file or a file cannot be written.
    """
    base = Path(os.path.abspath(Path.cwd()))
    files = {_relative(path, base) for path in scanned}
    # an entry of a file not scanned stays, unless the file is gone
    kept = {name: pinned for name, pinned in lock.pins.items() if pinned.file not in files and (base / pinned.file).exists()}
    inline: dict[Path, list[tuple[tuple[int, int, int, int], str]]] = {}
    pinned = 0
    for citation in citations:
        if citation.kind not in STRUCTURED:
            continue
        unit, _ = _judge_one(corpus, citation)
        if unit is None:
            continue
        now = unit_pin(unit)
        if citation.pin is not None and citation.pin_at is not None:
            if not (PIN.fullmatch(citation.pin) and pin_matches(citation.pin, unit)):
                inline.setdefault(citation.path, []).append((citation.pin_at, now))
            continue
        entry = kept.setdefault(citation.citer, Pinned(file=_relative(citation.path, base)))
        entry.units[unit.id] = now
        pinned += 1
    for path in inline:  # before anything is written: all of the update, or none of it
        if path.is_symlink():
            raise LawFileError(path, inline[path][0][0][0], "is a symbolic link: its stale pin is not rewritten through it (rewrite the file it leads to, or pin it by hand)")
        # by its mode too: root may write anything, but a file marked read-only is not ours to change
        if not os.access(path, os.W_OK) or not path.stat().st_mode & 0o222:
            raise LawFileError(path, inline[path][0][0][0], "is read-only: its stale pin cannot be rewritten (make it writable, or pin it by hand)")
    why = lock.writable()
    if why:
        raise LawFileError(lock.path, None, why)
    rewritten = {path: _rewritten(path, edits) for path, edits in inline.items()}  # each checked before any is written
    lock.pins = kept
    writes = [(lock.path, lock.contents())] if kept or lock.exists else []
    writes += [(path, text) for path, (text, _) in rewritten.items() if text is not None]
    try:  # the lock and every source, or none of them
        replace_files(writes)
    except OSError as exc:
        what = "cannot write the lock file" if writes and exc.filename == str(lock.path) else "cannot rewrite its pins"
        raise OSError(exc.errno, f"{what}: {exc.strerror} (no file is changed)", exc.filename) from None
    lock.exists = lock.exists or bool(writes and writes[0][0] == lock.path)
    return pinned, sum(done for _, done in rewritten.values())


def _relative(path: Path, base: Path) -> str:
    absolute = Path(os.path.abspath(path))
    try:
        return absolute.relative_to(base).as_posix()
    except ValueError:
        return absolute.as_posix()


def _rewritten(path: Path, edits: list[tuple[tuple[int, int, int, int], str]]) -> tuple[bytes | None, int]:
    """The file with each new pin in place of the string literal at its span, keeping its line
    endings and byte-order mark, and how many were put (a literal over several lines is not); None
    when none was.

    Lines are split and numbered as the scanner numbers them (at ``\\n`` alone: not at a form
    feed, ``\\x1c``-``\\x1e``, ``\\x85``, U+2028 or U+2029, where ``str.splitlines`` would split).

    Raises:
        LawFileError: the rewritten file would not parse to the same code, apart from the pins
            (then nothing is written).
    """
    raw = path.read_bytes().decode("utf-8")
    bom = "\ufeff" if raw.startswith("\ufeff") else ""  # the scanner's columns go without it
    lines = raw.removeprefix(bom).split("\n")
    done = 0
    pins = set()
    for (line, start, end_line, end), pin in sorted(edits, reverse=True):
        if line != end_line:
            continue  # a pin's literal on several lines is not one the scanner wrote
        text = lines[line - 1]
        literal = text[start:end]
        quote = literal[-1] if literal and literal[-1] in "'\"" else '"'
        prefix = literal[: len(literal) - len(literal.lstrip("rRuU"))]
        lines[line - 1] = text[:start] + f"{prefix}{quote}{pin}{quote}" + text[end:]
        pins.add(pin)
        done += 1
    if not done:
        return None, 0
    after = bom + "\n".join(lines)
    if not _same_code(raw, after, pins):
        raise LawFileError(path, edits[0][0][0], "its pins cannot be rewritten safely: the file rewritten would not be the same code apart from the pins (nothing is written; pin it by hand)")
    return after.encode("utf-8"), done


def _same_code(before: str, after: str, pins: set[str]) -> bool:
    """Whether *after* parses to the tree of *before* but for string constants that became one of *pins*."""
    try:
        old, new = ast.parse(before.removeprefix("\ufeff")), ast.parse(after.removeprefix("\ufeff"))
    except (SyntaxError, ValueError):
        return False
    old_nodes, new_nodes = list(ast.walk(old)), list(ast.walk(new))
    if len(old_nodes) != len(new_nodes):
        return False
    for a, b in zip(old_nodes, new_nodes):
        if type(a) is not type(b):
            return False
        for name in a._fields:
            x, y = getattr(a, name, None), getattr(b, name, None)
            if isinstance(x, ast.AST) or isinstance(y, ast.AST):
                continue  # walked on its own
            if isinstance(x, list) and isinstance(y, list):
                x, y = [v for v in x if not isinstance(v, ast.AST)], [v for v in y if not isinstance(v, ast.AST)]
            if x != y and not (isinstance(a, ast.Constant) and name == "value" and isinstance(x, str) and y in pins):
                return False
    return True
