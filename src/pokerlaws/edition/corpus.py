"""The whole edition in memory: every source and unit of ``laws/``, checked across files.

[`Corpus.load`][pokerlaws.edition.corpus.Corpus.load] reads every file with
the [loader][pokerlaws.edition.loader] and then checks what no single file can
show: that ids are unique, that each witness's readings give the edited text
once its emendations are applied, that page markers agree with the pages
recorded, and that every file of ``laws/witnesses/`` is rebuilt word for word
from the readings (see [readings][pokerlaws.edition.collation]).
"""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pokerlaws.edition.collation import (
    apply_emendations,
    first_mismatch,
    normalise,
    pages_of,
)
from pokerlaws.edition.errors import LawFileError, UnknownLaw
from pokerlaws.edition.files import read_text
from pokerlaws.edition.loader import load_source, load_unit
from pokerlaws.edition.model import Law, ReadOnly, Source, Witness, WitnessFile
from pokerlaws.sources import SOURCES

SOURCE_ORDER = SOURCES
"""The sources in the order the edition presents them (named in [pokerlaws.sources][])."""


@dataclass(frozen=True)
class Corpus(ReadOnly):
    """Every source and unit of the edition, in reading order.

    Attributes:
        laws_dir: the ``laws/`` directory it was read from.
        sources: source key → [`Source`][pokerlaws.edition.model.Source].
        laws: unit id → [`Law`][pokerlaws.edition.model.Law], in reading order.

    Its mappings, and those of its units and sources, are read-only: the corpus
    [`default_corpus`][pokerlaws.edition.corpus.default_corpus] gives is shared by every caller.
    """

    laws_dir: Path
    sources: dict[str, Source]
    laws: dict[str, Law]

    @classmethod
    def load(cls, laws_dir: Path | str) -> Corpus:
        """Read and check every file under *laws_dir*.

        Raises:
            LawFileError: the first problem found, naming its file and line.
        """
        laws_dir = Path(laws_dir)
        check_laws_directory(laws_dir)
        if not (laws_dir / "sources").is_dir() or not (laws_dir / "schema").is_dir():
            raise LawFileError(laws_dir, None, "is not the edition's laws/ directory (it needs sources/, schema/ and witnesses/)")
        schema_dir = laws_dir / "schema"
        sources = {}
        for path in sorted((laws_dir / "sources").glob("*.yaml")):
            source = load_source(path, schema_dir)
            sources[source.key] = source
        for key in SOURCE_ORDER:
            if key not in sources:
                raise LawFileError(laws_dir / "sources" / f"{key}.yaml", None, "the source file is missing")

        found: dict[str, Law] = {}
        for key in SOURCE_ORDER:
            for path in sorted((laws_dir / key).glob("*.y*ml")):
                if path.suffix not in (".yaml", ".yml"):
                    continue
                unit = load_unit(path, schema_dir)
                if unit.id in found:
                    raise LawFileError(path, unit.line_of("id"), f"id {unit.id!r} is already used by {found[unit.id].path}")
                found[unit.id] = unit
        laws = {u.id: u for u in sorted(found.values(), key=lambda u: (SOURCE_ORDER.index(u.source), u.number))}
        corpus = cls(laws_dir=laws_dir, sources=sources, laws=laws)
        corpus._check()
        return corpus

    # --- access ---------------------------------------------------------------

    def law(self, unit_id: str) -> Law:
        """The unit cited as *unit_id*.

        Raises:
            UnknownLaw: no such unit; the message suggests near ids.
        """
        try:
            return self.laws[unit_id]
        except (KeyError, TypeError):
            # ids are lower case; "FOSTER:4" is nearest to foster:4, not to 1882:54
            near = difflib.get_close_matches(str(unit_id).lower(), list(self.laws), n=3, cutoff=0.6)
            raise UnknownLaw(str(unit_id), near, self.held()) from None

    def held(self) -> str:
        """The units of each source in words, for messages: ``1882 (52-81), foster (1-9), 1895 (24-38)``."""
        spans = []
        for key in SOURCE_ORDER:
            numbers = [u.number for u in self.units(key)]
            spans.append(f"{key} ({min(numbers)}-{max(numbers)})" if numbers else key)
        return ", ".join(spans)

    def units(self, source: str) -> list[Law]:
        """The units of one source in their order."""
        return [u for u in self.laws.values() if u.source == source]

    def neighbours(self, unit: Law) -> tuple[Law | None, Law | None]:
        """The units before and after *unit* in its source."""
        units = self.units(unit.source)
        i = units.index(unit)
        return (units[i - 1] if i else None, units[i + 1] if i + 1 < len(units) else None)

    def opens_section(self, unit: Law) -> bool:
        """Whether *unit* is the first of its section."""
        before, _ = self.neighbours(unit)
        return before is None or before.section != unit.section

    def heading_printed(self, unit: Law) -> bool:
        """Whether *unit* opens a section whose heading the source prints."""
        return self.opens_section(unit) and unit.section not in self.sources[unit.source].editorial_headings

    def label(self, unit: Law) -> str | None:
        """The number as the source prints it before the unit (``"71."``), if it does."""
        return f"{unit.number}." if self.sources[unit.source].numbering == "source" else None

    def linear_text(self, unit: Law) -> str:
        """The edited unit laid out as its witnesses print it: heading, number, text, notes.

        This is what every witness's reading must give once its emendations
        are applied.
        """
        parts = []
        if self.heading_printed(unit):
            parts.append(unit.section)
        label = self.label(unit)
        if label:
            parts.append(label)
        parts.append(unit.text)
        parts.extend(f"{note.mark} {note.text}" for note in unit.footnotes)
        return normalise(" ".join(parts))

    def edited_reading(self, unit: Law, siglum: str) -> str:
        """A witness's reading of *unit* with that witness's emendations applied."""
        own = [e for e in unit.emendations if e.witness == siglum]
        return apply_emendations(unit.readings[siglum].text, own)

    def witness_files(self) -> list[tuple[Source, Witness, WitnessFile]]:
        """Every witness file of the edition with its witness and source."""
        return [(s, w, f) for s in self.sources.values() for w in s.witnesses for f in w.files]

    def rebuild(self, source: Source, witness: Witness, file: WitnessFile) -> tuple[str, list[tuple[Law, int]]]:
        """Rebuild one witness file from the diplomatic readings (whitespace-normalised).

        Returns:
            the rebuilt text, and for each unit used the word offset where its
            reading begins (to say which unit a difference falls in).
        """
        present = {u.number: u for u in self.units(source.key)}
        for number in file.numbers:
            if number not in present:
                raise LawFileError(
                    self.laws_dir / source.key / f"{number}.yaml",
                    None,
                    f"the unit file of {source.key}:{number} is missing: witness {witness.siglum} prints it "
                    f"(its file {file.file} holds {file.first}–{file.last})",
                )
        units = [present[n] for n in file.numbers]
        pieces: list[str] = [normalise(file.front)] if file.front.strip() else []
        starts: list[tuple[Law, int]] = []
        for i, unit in enumerate(units):
            reading = unit.readings.get(witness.siglum)
            if reading is None:
                raise LawFileError(unit.path, unit.line_of("witnesses"), f"witness {witness.siglum} ({file.file} holds {file.first}–{file.last}) has no reading of {unit.id}")
            text = normalise(reading.text)
            if i == 0 and file.starts_at:
                at = text.find(normalise(file.starts_at))
                if at < 0:
                    raise LawFileError(source.path, None, f"{file.file}: starts_at {file.starts_at!r} is not in {unit.id}'s reading of {witness.siglum}")
                text = text[at:]
            if i == len(units) - 1 and file.ends_at:
                at = text.find(normalise(file.ends_at))
                if at < 0:
                    raise LawFileError(source.path, None, f"{file.file}: ends_at {file.ends_at!r} is not in {unit.id}'s reading of {witness.siglum}")
                text = text[: at + len(normalise(file.ends_at))]
            starts.append((unit, sum(len(p.split()) for p in pieces)))
            pieces.append(text)
        if file.back.strip():
            pieces.append(normalise(file.back))
        return " ".join(pieces), starts

    # --- checks across files --------------------------------------------------

    def _check(self) -> None:
        for unit in self.laws.values():
            source = self.sources[unit.source]
            sigla = {w.siglum for w in source.witnesses}
            for siglum, reading in unit.readings.items():
                if siglum not in sigla:
                    raise LawFileError(unit.path, reading.line, f"witness {siglum!r} is not a witness of source {source.key} (its witnesses: {', '.join(sorted(sigla))})")
        self._check_sections()
        for unit in self.laws.values():
            self._check_readings(unit)
            self._check_readings_have_files(unit)
        for source, witness, file in self.witness_files():
            self._check_cuts(source, witness, file)
            self._check_file(source, witness, file)
        self._check_all_witness_files_used()

    def _check_sections(self) -> None:
        for key in SOURCE_ORDER:
            seen: set[str] = set()
            for unit in self.units(key):
                if self.opens_section(unit):
                    if unit.section in seen:
                        raise LawFileError(unit.path, unit.line_of("section"), f"section {unit.section!r} is interrupted: the units of a section must follow one another")
                    seen.add(unit.section)

    def _check_readings(self, unit: Law) -> None:
        if all(reading.lacks for reading in unit.readings.values()):
            # a reading that lacks a part vouches for the rest only: some witness must give it all
            raise LawFileError(
                unit.path,
                unit.line_of("witnesses"),
                "every witness reading of this unit lacks a part (lacks:): the edited text must be given whole by one witness",
            )
        edited = self.linear_text(unit)
        for siglum, reading in unit.readings.items():
            got = self.edited_reading(unit, siglum)
            if reading.lacks == "beginning":
                ok = edited.endswith(got)
            elif reading.lacks == "end":
                ok = edited.startswith(got)
            else:
                ok = got == edited
            if ok:
                continue
            mismatch = first_mismatch(edited, got) if not reading.lacks else None
            detail = f": {mismatch}" if mismatch else ""
            raise LawFileError(
                unit.path,
                unit.line_of("text"),
                f"witness {siglum}'s reading (line {reading.line}), with its emendations applied, does not give "
                f"the edited text{detail} — record the difference as an emendation, or correct the text",
            )

    def _check_cuts(self, source: Source, witness: Witness, file: WitnessFile) -> None:
        """A file that begins or ends inside a unit must have the rest of that unit in
        another file of the same witness: else the words past the cut are checked
        against nothing."""
        for cut, number in (("starts_at", file.numbers[0]), ("ends_at", file.numbers[-1])):
            if getattr(file, cut) and not any(number in other.numbers for other in witness.files if other is not file):
                raise LawFileError(
                    source.path,
                    None,
                    f"{file.file} has {cut}, but no other file of witness {witness.siglum} holds {source.key}:{number}: "
                    "the words of its reading past the cut would be found in no witness file",
                )

    def _check_readings_have_files(self, unit: Law) -> None:
        """Each diplomatic reading must stand in a file of its witness.

        The rebuild of each file (below) then proves it is there word for
        word and in order; a reading of a unit that no file holds would
        otherwise be checked against nothing.
        """
        source = self.sources[unit.source]
        for siglum, reading in unit.readings.items():
            witness = source.witness(siglum)
            if any(unit.number in file.numbers for file in witness.files):
                continue
            held = ", ".join(f"{f.file} holds {f.first}–{f.last}" for f in witness.files)
            texts = " ".join(normalise(read_text(self.laws_dir / "witnesses" / f.file, within=self.laws_dir)) for f in witness.files)
            raise LawFileError(
                unit.path,
                reading.line,
                f"witness {siglum} has no reading of {unit.id}: its files do not hold it ({held}); "
                f"{_first_words_not_in(normalise(reading.text), texts)}",
            )

    def _check_file(self, source: Source, witness: Witness, file: WitnessFile) -> None:
        path = self.laws_dir / "witnesses" / file.file
        if not path.exists() and not path.is_symlink():
            raise LawFileError(source.path, None, f"witness file laws/witnesses/{file.file} does not exist")
        original = normalise(read_text(path, within=self.laws_dir))  # which refuses a directory, a FIFO, a device, a loop
        rebuilt, starts = self.rebuild(source, witness, file)
        mismatch = first_mismatch(original, rebuilt)
        if mismatch:
            unit = next((u for u, start in reversed(starts) if start <= mismatch.word), None)
            where_path, where_line = (unit.path, unit.readings[witness.siglum].line) if unit else (source.path, None)
            raise LawFileError(
                where_path,
                where_line,
                f"laws/witnesses/{file.file} is not rebuilt word for word from witness {witness.siglum}'s readings: "
                f"{mismatch} — a word of the witness is missing, moved or altered",
            )
        if file.first_page is None:
            return
        units = [u for u, _ in starts]
        # first_page is the page of the first unit's reading as recorded, even
        # when the file itself begins inside that unit.
        texts = [unit.readings[witness.siglum].text for unit in units]
        try:
            computed, _ = pages_of(texts, file.first_page)
        except ValueError as exc:
            raise LawFileError(source.path, None, f"{file.file}: {exc}") from None
        for unit, pages in zip(units, computed):
            recorded = unit.readings[witness.siglum].pages
            if recorded != pages:
                raise LawFileError(
                    unit.path,
                    unit.readings[witness.siglum].line,
                    f"witness {witness.siglum} records pages {list(recorded)}, but its page markers in {file.file} put the unit on {list(pages)}",
                )

    def _check_all_witness_files_used(self) -> None:
        used = {f.file for _, _, f in self.witness_files()}
        for path in sorted((self.laws_dir / "witnesses").glob("*.txt")):
            if path.name not in used:
                raise LawFileError(path, None, "this witness file is not described by any laws/sources/*.yaml")


def _first_words_not_in(reading: str, text: str, context: int = 6) -> str:
    """Where *reading* stops being found in *text*, in words, for a message."""
    words = reading.split()
    low, high = 0, len(words)  # the longest prefix of words found in text
    while low < high:
        middle = (low + high + 1) // 2
        if " ".join(words[:middle]) in text:
            low = middle
        else:
            high = middle - 1
    if low == len(words):
        return "its words are in the witness, but in a part that belongs to another unit"
    differing = " ".join(words[low : low + context])
    if low == 0:
        return f"the reading's first words, {differing!r}, are not in the witness"
    return f"the reading departs from the witness at word {low + 1}: {differing!r}"


def check_laws_directory(laws_dir: Path) -> Path:
    """*laws_dir*, if it is a directory that exists (the commands check it whether they read it or not).

    Raises:
        LawFileError: it does not exist, or is not a directory, saying which.
    """
    if not os.path.lexists(laws_dir):
        raise LawFileError(laws_dir, None, "does not exist: give the edition's laws/ directory")
    if not laws_dir.is_dir():
        raise LawFileError(laws_dir, None, "is not a directory: give the edition's laws/ directory")
    return laws_dir


def laws_directory() -> Path:
    """Where the edition's ``laws/`` directory is.

    ``$POKERLAWS_LAWS`` if set; else the ``laws/`` of the checkout this package
    runs from; else the copy installed inside the package.

    Raises:
        SettingError: ``$POKERLAWS_LAWS`` is set but empty: it names no
            directory (falling back to another edition would be silent).
    """
    env = os.environ.get("POKERLAWS_LAWS")
    if env is not None:
        if not env:
            from pokerlaws.edition.errors import SettingError

            raise SettingError(
                "POKERLAWS_LAWS is set but empty: it names no directory: set it to the edition's laws/ directory, or unset it"
            )
        return Path(env)
    here = Path(__file__).resolve()
    checkout = here.parents[3] / "laws"
    if (checkout / "sources").is_dir():
        return checkout
    return here.parents[1] / "laws"


@cache
def default_corpus() -> Corpus:
    """The edition's corpus, read once per process from [laws_directory][pokerlaws.edition.corpus.laws_directory]."""
    return Corpus.load(laws_directory())
