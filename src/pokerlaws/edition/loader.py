"""Read one file of ``laws/``: parse the YAML, validate it, build the objects.

Every problem is raised as a [`LawFileError`][pokerlaws.edition.errors.LawFileError]
that names the file, the line and what is wrong. The file is read and checked
against its schema (JSON Schema, in ``laws/schema/``) by
[yamlfiles][pokerlaws.edition.yamlfiles], which checks the shape; this module checks the sense that a schema
cannot: that the id matches the file, that engine paths resolve, that each
emendation's reading is in its witness, that each example has ``>>>`` lines.
Checks across files (duplicate ids, witness rebuilding) are in
[corpus][pokerlaws.edition.corpus].
"""

from __future__ import annotations

import doctest
import importlib
import inspect
import re
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any, TypeVar

from pokerlaws.edition.collation import EmendationNotFound, apply_emendations, normalise
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.model import (
    Emendation,
    EngineLinks,
    Example,
    Footnote,
    Law,
    Reading,
    Review,
    Ruling,
    Source,
    Variant,
    Witness,
    WitnessFile,
)
from pokerlaws.edition.prose_checks import prose_problem
from pokerlaws.edition.yamlfiles import (
    SHIPPED_LAWS,
    Path_,
    line_at,
    package_schema,
    read_yaml,
    validate,
)
from pokerlaws.messages import clip
from pokerlaws.sources import SOURCES, source_words

T = TypeVar("T")


def _built(cls: type[T], entry: dict[str, Any], **given: Any) -> T:
    """The *cls* an entry of a file describes, its keys named as *cls*'s fields.

    A field the entry leaves out takes its default; *given* are the fields
    the file does not hold, such as the line an entry stands on.
    """
    # The schema has checked the entry: its keys are fields, its required fields there.
    return cls(**{f.name: entry[f.name] for f in fields(cls) if f.name in entry}, **given)


# --- engine paths -------------------------------------------------------------


def resolve(dotted: str) -> Any:
    """Import the object named by a dotted path such as ``pokerlaws.hands.evaluate``.

    Raises:
        LookupError: the path does not name an object (the message says where
            it stops resolving), or names a ``__main__`` module, which is not
            imported (it runs when imported).
    """
    parts = dotted.split(".")
    if "__main__" in parts:  # a program, not a module of objects: importing it runs it (the command, a second time)
        raise LookupError(f"{dotted!r} names a __main__ module, which runs when imported: name an engine object")
    obj: Any = None
    module_end = 0
    for end in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:end]))
        except ModuleNotFoundError:
            continue
        module_end = end
        break
    if obj is None:
        raise LookupError(f"no module {parts[0]!r}")
    for i, name in enumerate(parts[module_end:], start=module_end):
        try:
            obj = getattr(obj, name)
        except AttributeError:
            raise LookupError(f"{'.'.join(parts[:i])!r} has no attribute {name!r}") from None
    return obj


def resolve_parameter(dotted: str) -> None:
    """Check that a ruling's parameter names a field or argument of an engine object.

    ``pokerlaws.hands.Ruleset.two_pairs_odd_card`` names a dataclass field;
    ``pokerlaws.hands.evaluate.rules`` names a function's argument.
    """
    owner_path, _, name = dotted.rpartition(".")
    owner = resolve(owner_path)
    if is_dataclass(owner) and name in {f.name for f in fields(owner)}:
        return
    if callable(owner):
        try:
            if name in inspect.signature(owner).parameters:
                return
        except (TypeError, ValueError):
            pass
    if hasattr(owner, name):
        return
    raise LookupError(f"{owner_path!r} has no field, argument or attribute {name!r}")


def _check_prose(data: Any, path: Path, lines: dict[Path_, int]) -> None:
    """Refuse raw HTML, links of other schemes and markup nested too deep in every text of the file but a
    worked example's code and what a witness reads (see [prose_checks][pokerlaws.edition.prose_checks])."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            stack.extend((v, (*where, k)) for k, v in value.items() if not (where == () and k == "readings"))
        elif isinstance(value, list):
            stack.extend((v, (*where, i)) for i, v in enumerate(value))
        elif isinstance(value, str) and not (where[:1] == ("examples",) and where[-1:] == ("code",)):
            try:
                why = prose_problem(value)
            except ImportError:  # measuring the nesting renders the Markdown: Markdown and lxml, which Pyodide lacks
                if Path(path).resolve().is_relative_to(SHIPPED_LAWS):
                    continue  # the laws the package carries, checked when it was built (as validate() does the schema)
                why = ("cannot be checked here: measuring how deep its prose nests needs the libraries Markdown and lxml, "
                       "which are not installed")
            if why:
                name = "".join(f"[{p}]" if isinstance(p, int) else (f".{p}" if i else str(p)) for i, p in enumerate(where))
                raise LawFileError(path, line_at(lines, where), f"field {name!r} {why}")


def _known_source(key: str, path: Path, line: int | None) -> None:
    if key not in SOURCES:
        raise LawFileError(path, line, f"no source {key!r}: the sources are {source_words()} (named in pokerlaws.sources)")


# --- what doctest would not compare -------------------------------------------


def uncompared_text(code: str) -> tuple[int, str] | None:
    """The first text of *code* that doctest would read as prose, not compare.

    doctest ends a ``>>>`` line's expected output at the first blank line, and
    reads whatever follows, up to the next ``>>>``, as prose that it never
    checks; prose before the first ``>>>`` is likewise ignored. A page that
    showed such text under "These examples are tested" would claim a proof
    that was never made.

    Args:
        code: an example's ``>>>`` lines and expected output.

    Returns:
        ``(offset, text)``: the 0-based line within *code* and the text, or
        None when every line is a ``>>>``/``...`` line or compared output.

    Examples:
        >>> uncompared_text(">>> print(1)\\n1\\n")
        >>> uncompared_text(">>> print('a\\\\n\\\\nb')\\na\\n\\nb\\n")
        (3, 'b')
    """
    offset = 0
    for piece in doctest.DocTestParser().parse(code):
        if isinstance(piece, doctest.Example):
            offset += piece.source.count("\n") + piece.want.count("\n")
            continue
        for i, line in enumerate(piece.split("\n")):
            if line.strip():
                return offset + i, line.strip()
        offset += piece.count("\n")
    return None


# --- units ------------------------------------------------------------------



def load_unit(path: Path, schema_dir: Path) -> Law:
    """Read, validate and build one unit file.

    Raises:
        LawFileError: anything wrong in the file, with its line.
    """
    data, lines = read_yaml(path, within=schema_dir.parent)
    if isinstance(data, dict) and isinstance(data.get("id"), int):
        raise LawFileError(
            path,
            line_at(lines, ["id"]),
            "field 'id' must be a quoted string such as \"1882:52\": unquoted, YAML reads it as a number",
        )
    validate(data, package_schema("unit.schema.json"), path, lines)
    _check_prose(data, path, lines)

    _known_source(data["source"], path, line_at(lines, ["source"]))
    unit_id = data["id"]
    expected = f"{data['source']}:{data['number']}"
    if unit_id != expected:
        raise LawFileError(path, line_at(lines, ["id"]), f"id {unit_id!r} does not match source and number ({expected!r})")
    if path.parent.name != data["source"] or path.stem != str(data["number"]):
        raise LawFileError(
            path,
            line_at(lines, ["id"]),
            f"unit {unit_id!r} must be in the file laws/{data['source']}/{data['number']}.yaml",
        )

    readings = {
        siglum: Reading(
            siglum=siglum,
            text=entry["reading"],
            pages=tuple(entry.get("pages", ())),
            lacks=entry.get("lacks"),
            line=line_at(lines, ["witnesses", siglum, "reading"]),
        )
        for siglum, entry in data["witnesses"].items()
    }

    emendations = tuple(
        _built(Emendation, e, line=line_at(lines, ["emendations", i, "reads"])) for i, e in enumerate(data.get("emendations", []))
    )
    _check_emendations(path, readings, emendations)

    variants = tuple(
        _built(Variant, v, line=line_at(lines, ["variants", i])) for i, v in enumerate(data.get("variants", []))
    )
    for variant in variants:
        for siglum, text in variant.readings.items():
            if siglum not in readings:
                raise LawFileError(path, variant.line, f"variant names witness {siglum!r}, which has no reading of this unit")
            if normalise(text) not in normalise(readings[siglum].text):
                raise LawFileError(path, variant.line, f"variant reading {text!r} is not in witness {siglum}'s reading")

    footnotes = tuple(_built(Footnote, f) for f in data.get("footnotes", []))
    for i, note in enumerate(footnotes):
        if note.mark not in data["text"]:
            raise LawFileError(path, line_at(lines, ["footnotes", i]), f"footnote mark {note.mark!r} is not in the edited text")

    engine = _engine_links(path, data["engine"], lines)

    rulings = tuple(_built(Ruling, r, unit=unit_id, number=i) for i, r in enumerate(data.get("rulings", []), start=1))
    for i, ruling in enumerate(rulings):
        if ruling.parameter:
            try:
                resolve_parameter(ruling.parameter)
            except LookupError as exc:
                raise LawFileError(path, line_at(lines, ["rulings", i, "parameter"]), f"ruling parameter {ruling.parameter!r} does not resolve: {exc}") from None

    examples = []
    for i, e in enumerate(data.get("examples", [])):
        line = line_at(lines, ["examples", i, "code"])
        if ("examples", i, "code") not in lines.literal:
            # a folded or quoted scalar has no line of the file per line of code: a failure could not be placed
            raise LawFileError(path, line, f"example {e['title']!r}: write its code as a literal block, 'code: |-', one line of the file per line of code")
        if not any(ln.lstrip().startswith(">>>") for ln in e["code"].splitlines()):
            raise LawFileError(path, line, f"example {e['title']!r} has no '>>>' lines: write it as a doctest")
        try:
            prose = uncompared_text(e["code"])
        except ValueError as exc:  # doctest cannot read it: say where, and how to write it
            found = re.match(r"line (\d+) of the docstring for .*? (lacks blank after|has inconsistent leading whitespace)", str(exc))
            at = None if line is None or not found else line + int(found[1]) - 1
            what = {"lacks blank after": "lacks a space after its prompt"}.get(found[2], found[2]) if found else "doctest cannot read"
            raise LawFileError(
                path,
                at,
                f"example {e['title']!r} is not a doctest: a line {what}; write '>>> ' and '... ' with a space after "
                "them, and the expected output indented as its '>>>' line",
            ) from None
        if prose:
            offset, text = prose
            raise LawFileError(
                path,
                None if line is None else line + offset,
                f"example {e['title']!r}: {clip(text)!r} would never be compared (a blank line ends a '>>>' line's "
                "expected output, and doctest reads what follows as prose): write an empty line of output as "
                "<BLANKLINE>, or start a new '>>>' line",
            )
        examples.append(_built(Example, e, line=line))

    return Law(
        id=unit_id,
        source=data["source"],
        number=data["number"],
        title=data["title"],
        section=data["section"],
        text=data["text"].strip(),
        footnotes=footnotes,
        readings=readings,
        emendations=emendations,
        variants=variants,
        engine=engine,
        commentary=data.get("commentary", "").strip(),
        rulings=rulings,
        examples=tuple(examples),
        path=path,
        lines={key[0]: line for key, line in lines.items() if len(key) == 1},
        review=_review(data.get("review", "transcribed")),
    )


def _review(value: str | dict[str, str]) -> Review:
    # ``review: proofread`` or ``review: {status: proofread, note: ...}`` (the schema checks the values)
    return Review(status=value) if isinstance(value, str) else Review(status=value["status"], note=value.get("note", "").strip())


MAX_EMENDATIONS = 500
"""The most emendations one unit may record (1895:38, the most emended, has 30):
each is applied to the whole reading, so the check grows with their number."""


def _check_emendations(path: Path, readings: dict[str, Reading], emendations: tuple[Emendation, ...]) -> None:
    if len(emendations) > MAX_EMENDATIONS:
        raise LawFileError(path, emendations[MAX_EMENDATIONS].line, f"{len(emendations)} emendations: a unit records at most {MAX_EMENDATIONS}")
    by_witness: dict[str, list[Emendation]] = {}
    for emendation in emendations:
        if emendation.witness not in readings:
            raise LawFileError(
                path,
                emendation.line,
                f"emendation of witness {emendation.witness!r}, which has no reading of this unit "
                f"(witnesses here: {', '.join(readings)})",
            )
        if not emendation.reads.strip():
            raise LawFileError(
                path,
                emendation.line,
                "this emendation reads only white space: name the words of the witness around the change "
                "(white space alone is not compared: readings are compared word for word)",
            )
        if normalise(emendation.reads) == normalise(emendation.edition):
            raise LawFileError(
                path,
                emendation.line,
                f"this emendation changes nothing: it reads {clip(emendation.reads)!r} and gives the same words; "
                "delete it, or record what the edition reads instead",
            )
        if emendation.gap and "…" not in emendation.edition:
            # the "…" is where the edited text shows the gap (apparatus.locate)
            raise LawFileError(
                path,
                emendation.line,
                f"this emendation marks a gap ({emendation.gap}) but its edition {clip(emendation.edition)!r} has no “…” where the gap stands",
            )
        by_witness.setdefault(emendation.witness, []).append(emendation)
    for siglum, own in by_witness.items():
        try:
            apply_emendations(readings[siglum].text, own)
        except EmendationNotFound as exc:
            e = exc.emendation
            which = f" {e.occurrence} times" if e.occurrence else ""
            raise LawFileError(
                path,
                e.line,
                f"emendation reads {e.reads!r}, but witness {siglum}'s reading does not contain it{which} "
                "(after the emendations listed before it)",
            ) from None


def _engine_links(path: Path, value: Any, lines: dict[Path_, int]) -> EngineLinks:
    if isinstance(value, dict):
        status = "none" if "none" in value else "planned"
        return EngineLinks(status=status, reason=value[status].strip())
    for i, dotted in enumerate(value):
        try:
            resolve(dotted)
        except LookupError as exc:
            raise LawFileError(path, line_at(lines, ["engine", i]), f"engine path {dotted!r} does not resolve: {exc}") from None
        except Exception as exc:  # an engine module that fails to import is still this file's problem to report
            raise LawFileError(path, line_at(lines, ["engine", i]), f"engine path {dotted!r} fails to import: {exc!r}") from None
    return EngineLinks(paths=tuple(value))


# --- sources ----------------------------------------------------------------


def load_source(path: Path, schema_dir: Path) -> Source:
    """Read, validate and build one source file (``laws/sources/KEY.yaml``)."""
    data, lines = read_yaml(path, within=schema_dir.parent)
    validate(data, package_schema("source.schema.json"), path, lines)
    _check_prose(data, path, lines)
    _known_source(data["key"], path, line_at(lines, ["key"]))
    if path.stem != data["key"]:
        raise LawFileError(path, line_at(lines, ["key"]), f"source {data['key']!r} must be in laws/sources/{data['key']}.yaml")
    witnesses = []
    for i, w in enumerate(data["witnesses"]):
        files = []
        for j, f in enumerate(w["files"]):
            for end in ("first", "last"):
                if not f[end].startswith(data["key"] + ":"):
                    raise LawFileError(path, line_at(lines, ["witnesses", i, "files", j, end]), f"{end} unit {f[end]!r} is not of source {data['key']!r}")
            files.append(_built(WitnessFile, f))
        witnesses.append(
            Witness(
                siglum=w["siglum"], name=w["name"], description=w["description"].strip(), files=tuple(files),
                kind=w.get("kind", "transcription"), origin=w.get("origin", "").strip(),
            )
        )
    sigla = [w.siglum for w in witnesses]
    if len(set(sigla)) != len(sigla):
        raise LawFileError(path, line_at(lines, ["witnesses"]), f"a siglum is used twice: {sigla}")
    return Source(
        key=data["key"],
        title=data["title"],
        short_title=data["short_title"],
        date=data["date"],
        unit_name=data["unit_name"],
        numbering=data["numbering"],
        attribution=data["attribution"].strip(),
        introduction=data["introduction"].strip(),
        editorial_headings=tuple(data.get("editorial_headings", ())),
        witnesses=tuple(witnesses),
        path=path,
        bibliography=data.get("bibliography", {}),
    )
