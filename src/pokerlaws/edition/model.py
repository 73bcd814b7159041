"""The edition's objects: a source, its witnesses, and its units (laws, rules, paragraphs).

These are plain frozen dataclasses built by the [loader][pokerlaws.edition.loader]
from ``laws/``; nothing here reads files.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path

from pokerlaws.frozen import FrozenDict, frozen

EMENDATION_TYPES = {
    "misprint": "a fault of the printed book itself",
    "ocr": "a misreading by optical character recognition",
    "supplied": "a word the editor supplies, shown ⟨thus⟩ in the edited text",
    "numbering": "a wrong number in the source",
    "markup": "typography or punctuation of a transcription (italics, capitals, marks)",
    "page-break": "a page marker or a break in the page removed from the running text",
    "variant": "the reading of another witness adopted",
}
"""Kinds of emendation, as the editorial method names them."""

CERTAINTIES = {
    "high": "the correction is sure",
    "medium": "a conjecture: the likeliest reading, others possible",
    "low": "a conjecture: the letters fit other readings as well",
}
"""How sure an emendation is; below ``high`` it is a conjecture."""

FAULT_SOURCES = {
    "print": "the printed book reads so",
    "ocr": "the OCR reads so; what the print reads is not known",
}
"""Whose reading an emendation corrects, where the witness could be either's."""

GAPS = {
    "illegible": "illegible in the witness",
    "lost": "lost: the witness breaks off",
}
"""Kinds of gap: the edition's ``…`` in a gap emendation stands for what the witness does not give."""

REVIEW_LEVELS = {
    "transcribed": "transcribed",
    "proofread": "proofread",
    "second-witness": "checked against a second witness",
    "validated": "validated",
}
"""How far a unit's text has been checked, lowest first: value in ``review:`` → label.

The [provenance page][pokerlaws.site.provenance] defines each level and the
evidence it needs.
"""


class ReadOnly:
    """A mixin for the model's frozen dataclasses: a field holding a mapping holds a read-only copy of it
    ([`frozen`][pokerlaws.frozen.frozen]), so that no caller can change a unit, a source or the corpus
    for every other (``law("1882:71").readings["W"] = ...`` raises ``TypeError``).
    """

    __slots__ = ()

    def __post_init__(self) -> None:
        for item in fields(self):  # type: ignore[arg-type]
            value = getattr(self, item.name)
            if isinstance(value, Mapping) and not isinstance(value, FrozenDict):
                object.__setattr__(self, item.name, frozen(value))


@dataclass(frozen=True)
class Review:
    """How far the text of a unit has been checked (its ``review:`` field).

    Attributes:
        status: one of [REVIEW_LEVELS][pokerlaws.edition.model.REVIEW_LEVELS].
        note: what qualifies the status (a witness that holds only part of the unit), or empty.
    """

    status: str = "transcribed"
    note: str = ""

    @property
    def label(self) -> str:
        """The status in words: ``"checked against a second witness"``."""
        return REVIEW_LEVELS[self.status]


@dataclass(frozen=True)
class Located:
    """A record read from a YAML file of ``laws/``, which knows where it stands there.

    Attributes:
        line: line of the record in its YAML file, for the messages that
            point at it (None for a record not read from a file). Given by
            name only, after the record's own fields.
    """

    line: int | None = field(default=None, kw_only=True)


@dataclass(frozen=True)
class Emendation(Located):
    """One difference between a witness's diplomatic reading and the edited reading.

    Attributes:
        witness: siglum of the witness emended (``"W"``, ``"G"``, ...).
        reads: what the witness reads (whitespace-normalised).
        edition: what the edition reads in its place.
        type: one of [EMENDATION_TYPES][pokerlaws.edition.model.EMENDATION_TYPES].
        reason: a short reason.
        occurrence: when set, only the n-th occurrence (1-based) is emended;
            otherwise every occurrence in the unit.
        certainty: one of [CERTAINTIES][pokerlaws.edition.model.CERTAINTIES];
            None for a sure correction.
        source_of_fault: ``"ocr"`` or ``"print"``
            ([FAULT_SOURCES][pokerlaws.edition.model.FAULT_SOURCES]), where it
            needs saying whose reading is corrected.
        gap: one of [GAPS][pokerlaws.edition.model.GAPS]: the ``…`` of
            *edition* is a gap, shown as such in the edited text.
    """

    witness: str
    reads: str
    edition: str
    type: str
    reason: str
    occurrence: int | None = None
    certainty: str | None = None
    source_of_fault: str | None = None
    gap: str | None = None

    @property
    def conjecture(self) -> bool:
        """Whether the edition's reading is a conjecture (certainty below high)."""
        return self.certainty in ("medium", "low")

    @property
    def normalisation(self) -> bool:
        """Whether the emendation only normalises the witness: its typography (type ``markup``), or
        the spacing, stray marks and punctuation of an OCR, every letter and digit kept.

        A reader may hide these marks and keep the corrections and conjectures.

        Examples:
            >>> Emendation("O", "e nter", "enter", "ocr", "OCR: spaces break up the word").normalisation
            True
            >>> Emendation("O", "1110", "no", "ocr", "OCR: letters misread").normalisation
            False
        """
        if self.type == "markup":
            return True
        letters = [re.sub(r"[\W_]", "", text) for text in (self.reads, self.edition)]
        return self.type == "ocr" and not self.gap and not self.conjecture and letters[0] == letters[1]


@dataclass(frozen=True)
class Variant(ReadOnly, Located):
    """Readings of one place on which witnesses of the same text differ.

    Attributes:
        edition: the reading the edition adopts.
        readings: siglum → what that witness reads.
        note: why the edition reads as it does.
    """

    edition: str
    readings: dict[str, str]
    note: str


@dataclass(frozen=True)
class Footnote:
    """A note of the source attached to a unit by its mark (e.g. ``¹``)."""

    mark: str
    text: str


@dataclass(frozen=True)
class Reading(Located):
    """What one witness prints for a unit (its diplomatic reading).

    Attributes:
        siglum: the witness.
        text: the reading exactly as the witness has it, page markers and all.
        pages: pages of the printed book the unit stands on, where the witness
            marks pages (empty otherwise).
        lacks: ``"beginning"`` or ``"end"`` when the witness preserves only
            part of the unit, else None.
    """

    siglum: str
    text: str
    pages: tuple[int, ...] = ()
    lacks: str | None = None


@dataclass(frozen=True)
class Ruling(ReadOnly):
    """An editorial ruling: where the text does not decide, what the engine does.

    A ruling is cited by its unit's id and its number within the unit, in the
    order of the law file: ``1882:60 R2`` (its [`id`][pokerlaws.edition.model.Ruling.id]),
    at the anchor ``#1882-60-r2`` of the unit's page.

    Attributes:
        title: short name of the question.
        question: what the text leaves open.
        ruling: the editor's reading, which the engine takes as default.
        parameter: dotted path of the engine parameter that selects the reading.
        default: the reading taken: the default value of that parameter, or
            the name of the reading where there is no parameter.
        alternatives: the other readings, by value or name, and what each means.
        no_parameter: why the engine takes no parameter for this question
            (it does not model the point, or a reading is taken by another
            parameter); ``None`` when ``parameter`` is given.
        unit: the id of the unit it rules on (``"1882:60"``); empty for a ruling
            not read from a law file. Given by name only.
        number: its number within the unit, from 1 in the order of the law
            file; 0 for a ruling not read from one. Given by name only.

    Examples:
        >>> import pokerlaws
        >>> ruling = pokerlaws.law("1882:60").rulings[1]
        >>> ruling.id, ruling.anchor, ruling.number
        ('1882:60 R2', '1882-60-r2', 2)
    """

    title: str
    question: str
    ruling: str
    parameter: str | None = None
    default: str | None = None
    alternatives: dict[str, str] = field(default_factory=dict)
    no_parameter: str | None = None
    unit: str = field(default="", kw_only=True)
    number: int = field(default=0, kw_only=True)

    @property
    def id(self) -> str:
        """How the ruling is cited: its unit's id, then ``R`` and its number (``"1882:60 R2"``).

        Raises:
            ValueError: the ruling was not read from a law file (it has no unit or number).
        """
        if not self.unit or self.number < 1:
            raise ValueError(f"the ruling {self.title!r} has no id: it was not read from a law file (no unit, no number)")
        return f"{self.unit} R{self.number}"

    @property
    def anchor(self) -> str:
        """The HTML anchor of the ruling on its unit's page (``"1882-60-r2"``).

        Raises:
            ValueError: the ruling has no id (see [`id`][pokerlaws.edition.model.Ruling.id]).
        """
        return self.id.replace(":", "-").replace(" R", "-r")


@dataclass(frozen=True)
class Example(Located):
    """A worked example: doctest-style lines run by the test suite.

    Its [`line`][pokerlaws.edition.model.Located] is that of the ``code``,
    for failure reports.

    Attributes:
        title: what it shows.
        code: ``>>>`` lines with their expected output.
    """

    title: str
    code: str


@dataclass(frozen=True)
class EngineLinks:
    """The engine objects that implement a unit, or why there are none.

    Attributes:
        paths: dotted paths of engine objects (empty when there are none).
        status: ``"implemented"``, ``"none"`` (the unit is not executable) or
            ``"planned"`` (executable, not yet implemented).
        reason: for ``none`` and ``planned``, why.
    """

    paths: tuple[str, ...] = ()
    status: str = "implemented"
    reason: str | None = None


@dataclass(frozen=True)
class Law(ReadOnly):
    """One unit of a source (a law of 1882, a rule of 1895, a paragraph of foster).

    Attributes:
        id: the stable citation id, ``SOURCE:NUMBER`` (``"1882:71"``).
        source: the source key (``"1882"``, ``"foster"``, ``"1895"``).
        number: the unit's number (the source's own, or the editor's for foster).
        title: an editorial short title.
        section: the section heading the unit stands under.
        text: the edited reading (plain text; ``_..._`` italic, ``⟨...⟩`` supplied,
            footnote marks such as ``¹``).
        footnotes: the source's notes on the unit.
        readings: siglum → the witness's diplomatic reading.
        emendations: every recorded change from a witness to the edited text.
        variants: differences between witnesses.
        engine: links to the engine objects that implement it.
        commentary: editorial commentary (Markdown), or empty.
        rulings: editorial rulings on what the text leaves open.
        examples: worked examples.
        path: the YAML file it was read from.
        review: how far its text has been checked; the lowest level when the file does not say.
    """

    id: str
    source: str
    number: int
    title: str
    section: str
    text: str
    footnotes: tuple[Footnote, ...]
    readings: dict[str, Reading]
    emendations: tuple[Emendation, ...]
    variants: tuple[Variant, ...]
    engine: EngineLinks
    commentary: str
    rulings: tuple[Ruling, ...]
    examples: tuple[Example, ...]
    path: Path
    lines: dict[str, int] = field(default_factory=dict, repr=False, compare=False)
    review: Review = field(default_factory=Review)

    @property
    def anchor(self) -> str:
        """The HTML anchor of the unit wherever it appears on the site (``1882-71``)."""
        return self.id.replace(":", "-")

    @property
    def pages(self) -> tuple[int, ...]:
        """Pages of the printed book, from the witnesses that mark them."""
        return tuple(sorted({p for r in self.readings.values() for p in r.pages}))

    def line_of(self, key: str) -> int | None:
        """Line in the YAML file where top-level field *key* stands."""
        return self.lines.get(key)

    def ruling(self, number: int | str) -> Ruling:
        """The editorial ruling cited with *number* (``2``, ``"2"`` or ``"R2"``): ``1882:60 R2`` is
        ``law("1882:60").ruling(2)``, the same as ``law("1882:60").rulings[1]``.

        Raises:
            pokerlaws.edition.errors.UnknownRuling: the unit has no ruling of that number, or
                *number* is none (a subclass of `KeyError` and `ValueError`); the message says
                which rulings the unit has.

        Examples:
            >>> import pokerlaws
            >>> pokerlaws.law("1882:60").ruling("R2").title
            'His own stake'
            >>> pokerlaws.law("1882:60").ruling(9)
            Traceback (most recent call last):
            ...
            pokerlaws.edition.errors.UnknownRuling: 1882:60 has no ruling R9: its editorial rulings are R1-R5
        """
        from pokerlaws.edition.errors import UnknownRuling

        written = str(number).strip().upper().removeprefix("R") if isinstance(number, (int, str)) else ""
        # a number of more than six digits is no ruling's: not converted, whatever its length
        if isinstance(number, bool) or not (written.isascii() and written.isdecimal()) or len(written) > 6:
            raise UnknownRuling(self.id, str(number)[:80] if isinstance(number, (int, str)) else repr(number)[:80], len(self.rulings))
        index = int(written)
        if not 1 <= index <= len(self.rulings):
            raise UnknownRuling(self.id, str(number), len(self.rulings))
        return self.rulings[index - 1]


@dataclass(frozen=True)
class WitnessFile:
    """One file of ``laws/witnesses/`` and the part of the source it holds.

    A witness may survive as several files (fragments); each names the units
    it holds, and where the first and last of them begin and end when the
    file breaks off inside a unit.

    Attributes:
        file: file name in ``laws/witnesses/``.
        first, last: ids of the first and last unit it holds.
        starts_at: when the file begins inside *first*, the text it begins with.
        ends_at: when the file ends inside *last*, the text it ends with.
        front, back: matter before the first and after the last unit.
        first_page: the page of the printed book the file begins on, where
            the witness marks pages.
    """

    file: str
    first: str
    last: str
    starts_at: str | None = None
    ends_at: str | None = None
    front: str = ""
    back: str = ""
    first_page: int | None = None

    @property
    def numbers(self) -> range:
        """The numbers of the units the file holds, from *first* to *last*."""
        return range(int(self.first.partition(":")[2]), int(self.last.partition(":")[2]) + 1)


@dataclass(frozen=True)
class Witness:
    """A witness: one transcription (or print) of a source, in one or more files.

    Attributes:
        kind: ``"transcription"`` (a text made by a person) or ``"ocr"``
            (uncorrected optical character recognition).
        origin: where the transcription comes from, as far as the files tell.
    """

    siglum: str
    name: str
    description: str
    files: tuple[WitnessFile, ...]
    kind: str = "transcription"
    origin: str = ""


@dataclass(frozen=True)
class Source(ReadOnly):
    """A source text of the edition.

    Attributes:
        key: ``"1882"``, ``"foster"`` or ``"1895"``.
        title: its title.
        short_title: a short form for headings and citations.
        date: date of the text, as precisely as known.
        unit_name: what the source calls its units (``"law"``, ``"rule"``, ``"paragraph"``).
        numbering: ``"source"`` when the numbers are the source's own,
            ``"editorial"`` when the editor numbered the units.
        attribution: author or publisher, and whether the attribution is the editor's.
        introduction: Markdown, for the source's introduction page.
        editorial_headings: section headings the editor supplied (not printed).
        witnesses: the witnesses, in the order the edition lists them.
        bibliography: what the files state of the printed source (``author``,
            ``place``, ``date``, ``publisher``, ``stated_in``) and what they
            leave unknown (``unknown``: a list); empty when not recorded.
    """

    key: str
    title: str
    short_title: str
    date: str
    unit_name: str
    numbering: str
    attribution: str
    introduction: str
    editorial_headings: tuple[str, ...]
    witnesses: tuple[Witness, ...]
    path: Path
    bibliography: dict = field(default_factory=dict)

    def witness(self, siglum: str) -> Witness:
        """The witness with that siglum (KeyError if none)."""
        for witness in self.witnesses:
            if witness.siglum == siglum:
                return witness
        raise KeyError(siglum)
