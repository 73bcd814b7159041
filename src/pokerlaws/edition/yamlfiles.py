"""Reading a YAML file of the edition: line numbers, what YAML must not do, the schema.

[`read_yaml`][pokerlaws.edition.yamlfiles.read_yaml] parses a law file or a
record with PyYAML's safe loader, refusing what these files never need and
what would make reading grow faster than the file: aliases and anchors,
nesting deeper than [`MAX_DEPTH`][pokerlaws.edition.yamlfiles.MAX_DEPTH],
keys that YAML reads as something other than text (``yes:``), and plain values
that YAML reads otherwise than they look (``071`` is 57). It returns the data
with a map from each field to its line. [`validate`][pokerlaws.edition.yamlfiles.validate]
checks the data against a JSON Schema and names the line of the field at fault.
Every problem is a [`LawFileError`][pokerlaws.edition.errors.LawFileError]
naming the file and the line.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

import yaml

try:
    import jsonschema
    import referencing
    import referencing.exceptions
except ImportError:  # under Pyodide, whose packages lack it (and its compiled rpds): see validate()
    jsonschema = None

from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.files import STDIN, read_text
from pokerlaws.messages import clip
from pokerlaws.table.counters import MAX_DIGITS

Path_ = tuple[str | int, ...]
"""A path to a value in the data: keys and list indexes, e.g. ``("witnesses", "W", "reading")``."""


# --- YAML with line numbers -------------------------------------------------


def read_yaml(path: Path, text: str | None = None, *, within: Path | None = None) -> tuple[Any, dict[Path_, int]]:
    """Parse *path* and return its data and a map from data path to line.

    The line of a mapping entry is the line of its value (for a block scalar,
    the first line of its content), so that a reported line points at the text.

    Args:
        path: the file to read (``-`` for standard input), or only the name
            to report when *text* is given.
        text: the file's text, already read.
        within: the directory the file must lie in (see
            [`read_text`][pokerlaws.edition.files.read_text]).

    Raises:
        LawFileError: unreadable file, invalid YAML, an empty file or a key
            given twice in one mapping.
    """
    if text is None:
        text = read_text(path, within=within)
    path = Path("<stdin>") if str(path) == STDIN else Path(path)
    if _CLoader is not None and _plain_events(text):
        try:
            return _load(_CLoader(text), path)
        except (yaml.YAMLError, LawFileError):
            pass  # the pure-Python loader words each refusal: read the file again with it
    try:
        return _load(_Loader(text), path)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        context = exc.context or ""
        if exc.context_mark and exc.problem_mark and exc.context_mark.line != exc.problem_mark.line:
            context += f" begun on line {exc.context_mark.line + 1},"
        problem = " ".join(part for part in (context, exc.problem) if part)
        raise LawFileError(path, line, f"invalid YAML: {problem}") from None
    except yaml.reader.ReaderError as exc:
        line = text[: exc.position].count("\n") + 1
        raise LawFileError(path, line, f"a character YAML does not allow: U+{exc.character:04X} ({_char_name(exc.character)}); remove it") from None
    except yaml.YAMLError as exc:
        raise LawFileError(path, None, f"invalid YAML: {' '.join(str(exc).split())}") from None


def _load(loader: yaml.SafeLoader, path: Path) -> tuple[Any, Lines]:
    try:
        node = loader.get_single_node()
        if node is None:
            raise LawFileError(path, 1, "the file is empty")
        lines = Lines({(): node.start_mark.line + 1})
        _index_lines(node, (), lines, path)
        return loader.construct_document(node), lines
    finally:
        loader.dispose()


# libyaml, where PyYAML was built with it (not under Pyodide), reads the
# edition's files some ten times faster than PyYAML's own Python parser; every
# command and test that loads laws/ pays for that reading.
_CLoader = getattr(yaml, "CSafeLoader", None)
_OTHER_BREAKS = re.compile("[\r\x85\u2028\u2029]")


def _plain_events(text: str) -> bool:
    """Whether libyaml may compose *text*: it parses without error, with no
    alias, anchor or explicit tag, nested at most `MAX_DEPTH` deep, and with
    only newlines for line breaks (which both parsers count alike).

    libyaml's composer cannot be told to refuse what `_Loader` refuses, and it
    recurses in C, so its events are checked first; its parser keeps its own
    stacks, so the check is linear and safe at any depth. A file that fails
    is read by `_Loader`, which says what is wrong.
    """
    if _OTHER_BREAKS.search(text):
        return False
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_CLoader):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) or getattr(event, "tag", None) not in (None, "!"):
                return False
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    return False
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                depth -= 1
    except yaml.YAMLError:
        return False
    return True


def _char_name(code: int) -> str:
    return unicodedata.name(chr(code), "a control character")


MAX_DEPTH = 32
"""The deepest nesting of lists and mappings a law file or record may have (the
deepest in use is 5): a deeper file is refused before it is built."""


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader, refusing what the edition's files never need.

    Aliases are refused: no law file or record uses one, and each can multiply
    the data a reader must walk (a few hundred bytes of nested aliases make
    gigabytes). Nesting deeper than `MAX_DEPTH` is refused before PyYAML's
    recursive composer meets it.
    """

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self._depth = 0

    def compose_node(self, parent, index):  # noqa: ANN001, ANN201 - PyYAML's signature
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(
                None, None, f"an alias (*{event.anchor}) is not allowed here: write the value out in full", event.start_mark
            )
        event = self.peek_event()
        if getattr(event, "tag", None) not in (None, "!"):
            raise yaml.composer.ComposerError(
                None, None, f"an explicit tag ({event.tag}) is not allowed here: write the value plainly, or quote it as text", event.start_mark
            )
        if getattr(event, "anchor", None):
            raise yaml.composer.ComposerError(
                None, None, f"an anchor (&{event.anchor}) is not allowed here: the edition's files use no aliases", event.start_mark
            )
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            self._depth += 1
            if self._depth > MAX_DEPTH:
                raise yaml.composer.ComposerError(
                    None, None, f"the lists and mappings are nested more than {MAX_DEPTH} deep", event.start_mark
                )
            try:
                return super().compose_node(parent, index)
            finally:
                self._depth -= 1
        return super().compose_node(parent, index)


_STR_TAG = "tag:yaml.org,2002:str"
_TYPE_WORDS = {
    "tag:yaml.org,2002:bool": "true/false",
    "tag:yaml.org,2002:int": "a number",
    "tag:yaml.org,2002:float": "a number",
    "tag:yaml.org,2002:null": "nothing (null)",
    "tag:yaml.org,2002:timestamp": "a date",
}
# How a plain scalar must be written to be read as what it looks like.
_PLAIN_FORMS = {
    "tag:yaml.org,2002:int": re.compile(r"-?(0|[1-9][0-9]*)"),
    "tag:yaml.org,2002:float": re.compile(r"-?(0|[1-9][0-9]*)\.[0-9]+"),
    "tag:yaml.org,2002:bool": re.compile(r"true|false"),
    "tag:yaml.org,2002:null": re.compile(r"null|~|"),
}


def _read_as(node: yaml.ScalarNode) -> str:
    """What YAML makes of a plain scalar, in words: ``True (true/false)``, ``57 (a number)``."""
    if node.tag not in _TYPE_WORDS:  # merge (<<), value (=), ...: YAML's special keys, no value to show
        return f"YAML's special {node.tag.rsplit(':', 1)[-1]} key"
    return f"{yaml.safe_load(node.value)!r} ({_TYPE_WORDS[node.tag]})"


_HOW_TO_WRITE = {
    "tag:yaml.org,2002:bool": "write true or false",
    "tag:yaml.org,2002:int": "write the number in plain digits, without a leading 0, + or _",
    "tag:yaml.org,2002:float": "write the number in plain digits",
    "tag:yaml.org,2002:null": "write null or nothing",
}


def _check_text(node: yaml.ScalarNode, path: Path, line: int) -> None:
    """Refuse text that shows nothing, or that a terminal would obey: white space
    alone, control characters (but tab and newline) and invisible format
    characters. No file of the edition needs them; each could pass unseen."""
    text = node.value
    if text and not text.strip():
        raise LawFileError(path, line, "this text is only white space: write the words, or leave the field out")
    if text.replace("\n", "").replace("\t", "").isprintable():
        return  # every Cc and Cf character is unprintable: none here (tested in C, not char by char)
    for char in text:
        if char not in "\t\n" and unicodedata.category(char) in ("Cc", "Cf"):
            raise LawFileError(
                path,
                node.start_mark.line + 1 + node.value[: node.value.index(char)].count("\n") * (node.style in ("|", ">")),
                f"a character that does not print, U+{ord(char):04X} ({_char_name(ord(char))}): remove it",
            )


def _check_scalar_as_written(node: yaml.Node, path: Path, *, key: bool) -> None:
    """Refuse a plain scalar that YAML reads as something other than what it looks like.

    A key must be text: ``yes:`` is read as true and ``1:`` as a number. A
    value may be a number or true/false, but only in the plain form:
    ``071`` is read as 57 (octal), ``1:30`` as 90, ``yes`` as true.
    """
    line = node.start_mark.line + 1
    if key:
        if not isinstance(node, yaml.ScalarNode):
            kind = "a list" if isinstance(node, yaml.SequenceNode) else "a mapping"
            raise LawFileError(path, line, f"a key here is {kind}: keys are plain words such as 'text' or a player's name")
        if node.tag != _STR_TAG:
            raise LawFileError(
                path,
                line,
                f"the key {node.value!r} is read by YAML as {_read_as(node)}, not as the text {node.value!r}: "
                f'quote it, as "{node.value}":',
            )
        return
    if isinstance(node, yaml.ScalarNode) and node.tag == _STR_TAG:
        _check_text(node, path, line)
    # a plain scalar has style None from PyYAML, "" from libyaml
    if not isinstance(node, yaml.ScalarNode) or node.style or node.tag == _STR_TAG:
        return
    form = _PLAIN_FORMS.get(node.tag)
    if node.tag == "tag:yaml.org,2002:int" and form.fullmatch(node.value) and len(node.value.lstrip("-")) > MAX_DIGITS:
        raise LawFileError(path, line, f"the number {node.value[:12]}… has {len(node.value)} digits: numbers here have at most {MAX_DIGITS}")
    if form is None or not form.fullmatch(node.value):
        raise LawFileError(
            path,
            line,
            f"{clip(node.value)!r} is read by YAML as {_read_as(node)}: if it is text, write it as a quoted string, \"{clip(node.value)}\""
            + (f", or {_HOW_TO_WRITE[node.tag]}" if node.tag in _HOW_TO_WRITE else ""),
        )


class Lines(dict):
    """Data path → line of the value, and which values are literal blocks (``|``),
    whose lines are the file's lines one for one."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        self.literal: set[Path_] = set()


def _content_line(node: yaml.Node) -> int:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.ScalarNode) and node.style in ("|", ">"):
        line += 1  # the content of a block scalar starts below its indicator
    return line


def _index_lines(node: yaml.Node, here: Path_, lines: dict[Path_, int], path: Path) -> None:
    # Iterative, and each node is met once: the loader refuses aliases, so the
    # graph is a tree and the walk is linear in the file.
    stack: list[tuple[yaml.Node, Path_]] = [(node, here)]
    while stack:
        node, here = stack.pop()
        if isinstance(node, yaml.MappingNode):
            seen: dict[str, int] = {}
            for key_node, value_node in node.value:
                _check_scalar_as_written(key_node, path, key=True)
                key = key_node.value
                if key in seen:
                    raise LawFileError(
                        path,
                        key_node.start_mark.line + 1,
                        f"key {key!r} is given twice in one mapping (first on line {seen[key]})",
                    )
                seen[key] = key_node.start_mark.line + 1
                lines[here + (key,)] = _content_line(value_node)
                if isinstance(value_node, yaml.ScalarNode) and value_node.style == "|":
                    lines.literal.add(here + (key,))
                stack.append((value_node, here + (key,)))
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                lines[here + (index,)] = _content_line(item)
                stack.append((item, here + (index,)))
        else:
            _check_scalar_as_written(node, path, key=False)


def line_at(lines: dict[Path_, int], where: Iterable[str | int]) -> int | None:
    """The line of *where*, or of its nearest ancestor that has one."""
    where = tuple(where)
    while where not in lines and where:
        where = where[:-1]
    return lines.get(where)


# --- schema -----------------------------------------------------------------


def package_schema(name: str) -> Path:
    """The schema *name* (``unit.schema.json``, ``source.schema.json``) that the package validates with:
    the one of the checkout it runs from, else the one it carries (a wheel). Never the one of a
    ``laws/`` given by ``--laws`` or ``$POKERLAWS_LAWS``: a schema is code (its patterns run, its
    references are followed), and a laws directory is the edition's data.

    Examples:
        >>> package_schema("unit.schema.json").name
        'unit.schema.json'
    """
    here = Path(__file__).resolve()
    checkout = here.parents[3] / "laws"
    laws = checkout if (checkout / "sources").is_dir() else SHIPPED_LAWS
    return laws / "schema" / name


def _no_retrieval(uri: str) -> Any:
    raise LookupError(f"the schema refers to {uri!r}: only references within the schema itself are followed")


@cache
def _validator(schema_path: Path) -> jsonschema.protocols.Validator:
    try:
        schema = json.loads(read_text(schema_path))
        jsonschema.Draft202012Validator.check_schema(schema)
    except OSError as exc:
        raise LawFileError(schema_path, None, f"the schema cannot be read: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise LawFileError(schema_path, exc.lineno, f"the schema is not valid JSON: {exc.msg}") from None
    except jsonschema.SchemaError as exc:
        raise LawFileError(schema_path, None, f"the schema is not a valid JSON Schema: {exc.message}") from None
    # no reference is fetched from anywhere (a URL, a file): a schema refers only within itself
    return _validator_class()(schema, registry=referencing.Registry(retrieve=_no_retrieval))


def _whole_number(checker: object, value: object) -> bool:
    # JSON Schema counts 3.0 as an integer; the edition does not (counters,
    # numbers of laws): a whole number is written without a decimal point,
    # in the files as in the API.
    return isinstance(value, int) and not isinstance(value, bool)


@cache
def _validator_class() -> type:
    return jsonschema.validators.extend(
        jsonschema.Draft202012Validator,
        type_checker=jsonschema.Draft202012Validator.TYPE_CHECKER.redefine("integer", _whole_number),
    )


def _field(where: Iterable[str | int]) -> str:
    out = ""
    for part in where:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the file"


_TYPE_NAMES = {
    "string": "a string",
    "integer": "a whole number",
    "object": "a mapping (key: value lines)",
    "array": "a list (- item lines)",
    "boolean": "true or false",
}


_ORDINAL = {1: "st", 2: "nd", 3: "rd"}

_SHOWN_VALUE = 100
"""At most so many characters of a value a message quotes: a field holding a page of text is not echoed whole."""


def _shown(value: Any) -> str:
    """*value*'s repr as a message quotes it, cut to ``_SHOWN_VALUE`` characters."""
    return clip(repr(value), _SHOWN_VALUE)


def _describe(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    kind = {str: "a string", int: "a number", float: "a number", bool: "true/false", list: "a list", dict: "a mapping"}
    return f"{kind.get(type(value), type(value).__name__)} ({_shown(value)})" if not isinstance(value, (list, dict)) else kind[type(value)]


def _as_written(value: Any) -> str:
    """A value as YAML writes it plainly: ``1882``, ``true``, ``null``."""
    return "null" if value is None else str(value).lower() if isinstance(value, bool) else str(value)


def schema_problem(error: jsonschema.ValidationError) -> str:
    """One plain sentence for a schema error."""
    name = _field(error.absolute_path)
    hint = error.schema.get("description") if isinstance(error.schema, dict) else None
    suffix = f" ({hint})" if hint else ""
    if error.validator == "required":
        missing = [k for k in error.validator_value if k not in error.instance]
        where = "" if not error.absolute_path else f" in {name}"
        return f"missing required field {missing[0]!r}{where}{': ' + hint if hint else ''}"
    if error.validator == "type" and not error.absolute_path:  # the top level of the file itself
        wanted = _TYPE_NAMES.get(error.validator_value, str(error.validator_value))
        kind = "a list of items ('- …' lines)" if isinstance(error.instance, list) else _describe(error.instance)
        return f"the file as a whole is {kind}; its top level must be {wanted}, one field a line ('seats: [A, B, C]'){suffix}"
    if error.validator == "type":
        wanted = _TYPE_NAMES.get(error.validator_value, str(error.validator_value))
        if error.validator_value == "string" and (error.instance is None or isinstance(error.instance, (int, float, bool))):
            shown = _as_written(error.instance)
            return f'field {name!r} must be text, not {_describe(error.instance)}: write it in quotes, "{shown}"{suffix}'
        if error.validator_value == "integer" and isinstance(error.instance, float) and error.instance.is_integer():
            suffix = f": write {int(error.instance)}, without a decimal point{suffix}"
        return f"field {name!r} must be {wanted}, not {_describe(error.instance)}{suffix}"
    if error.validator == "enum":
        allowed = ", ".join(repr(v) for v in error.validator_value)
        if not isinstance(error.instance, str) and _as_written(error.instance) in error.validator_value:
            shown = _as_written(error.instance)
            return f'field {name!r} must be the text "{shown}", in quotes: unquoted, YAML reads {shown} as {_describe(error.instance)}'
        return f"field {name!r} must be one of {allowed}, not {_shown(error.instance)}"
    if error.validator == "pattern":
        return f"field {name!r} has the wrong form: {_shown(error.instance)}{suffix}"
    if error.validator == "additionalProperties":
        allowed = sorted(error.schema.get("properties", {}))
        unknown = sorted(set(error.instance) - set(allowed))
        known = f"; known fields: {', '.join(allowed)}" if allowed else ""
        return f"unknown field {', '.join(map(repr, unknown))} in {name}{known}"
    if error.validator == "propertyNames":
        return f"{name} has a key of the wrong form{suffix}: witnesses are named by one capital letter (their siglum)"
    if error.validator == "anyOf" and not error.absolute_path:
        return f"this is not a record of either form: {hint}"
    if error.validator == "oneOf":
        return f"field {name!r} is not valid: expected {hint or 'one of several forms'}"
    if error.validator == "not" and hint:
        return f"field {name!r} is not valid: {hint}"
    if error.validator in ("minLength", "minItems", "minProperties"):
        return f"field {name!r} must not be empty"
    if error.validator == "uniqueItems" and isinstance(error.instance, list):
        where: dict[str, list[int]] = {}
        for index, item in enumerate(error.instance):
            where.setdefault(json.dumps(item, sort_keys=True, default=str), []).append(index + 1)
        twice = next((places for places in where.values() if len(places) > 1), [])
        item = error.instance[twice[0] - 1] if twice else None
        at = " and ".join(f"{n}{_ORDINAL.get(n % 10 if n % 100 not in (11, 12, 13) else 0, 'th')}" for n in twice)
        return f"field {name!r} names {_shown(item)} more than once (the {at} of {_shown(error.instance)}): name each once{suffix}"
    return f"field {name!r}: {clip(error.message, 2 * _SHOWN_VALUE)}"


SHIPPED_LAWS = Path(__file__).resolve().parents[1] / "laws"
"""Where an installed package (a wheel) carries the edition's ``laws/``."""


def validate(data: Any, schema_path: Path, path: Path, lines: dict[Path_, int]) -> None:
    """Validate *data* against the schema; raise the most telling error.

    Where ``jsonschema`` cannot be imported (the site's Python in the browser,
    Pyodide, has no build of it), a file of the ``laws/`` that the installed
    package carries is not validated again: it was, when the site that
    serves that package was built from the same files. Any other file is
    refused, saying why.

    Raises:
        LawFileError: *data* does not meet the schema, or cannot be checked.
    """
    if jsonschema is None:
        if Path(path).resolve().is_relative_to(SHIPPED_LAWS):
            return
        raise LawFileError(path, None, "cannot be checked against its schema here: the library jsonschema is not installed")
    try:
        errors = list(_validator(schema_path).iter_errors(data))
    except RecursionError:
        raise LawFileError(schema_path, None, "the schema refers to itself without end: it checks nothing") from None
    except referencing.exceptions.Unresolvable as exc:  # jsonschema wraps what the registry refuses
        ref = clip(str(getattr(exc, "ref", exc)), 200)
        raise LawFileError(schema_path, None, f"the schema refers to {ref!r}, which it does not hold: only references within the schema itself are followed") from None
    if not errors:
        return
    error = jsonschema.exceptions.best_match(errors)
    where = list(error.absolute_path)
    if error.validator == "additionalProperties":
        # point at the unknown key itself, not at the mapping that holds it
        unknown = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        where.append(unknown[0])
    raise LawFileError(path, line_at(lines, where), schema_problem(error))
