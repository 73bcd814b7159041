"""Finding the citations of the laws in a tree of files, for ``pokerlaws cite-check``.

What is read, and how:

- Python (``.py``, ``.pyi``) by its syntax tree: comments, docstrings (of the
  module, classes and functions), ``@implements(...)`` decorators and
  ``pytest.mark.law(...)`` marks. Other strings (messages, data) are not
  citations. A file that is not valid Python is read as plain text, and said so.
- Markdown and plain text (``.md``, ``.markdown``, ``.txt``, ``.rst``), and any
  file named on the command line, by pattern, whole.

A directory is walked with its ``.gitignore`` files (each for its directory and
below, read with ``pathspec``, including those of the repository above it; one that is a
symbolic link is not read, as git does not read it),
without ``.git`` and without virtual environments. A line that says
``cite-check: ignore`` is not checked, nor are the lines from one that says
``cite-check: off`` to one that says ``cite-check: on`` (in a comment, a
docstring or text: ``# cite-check: off`` above a function whose docstring
shows faulty citations on purpose, ``<!-- cite-check: off -->`` in Markdown).
"""

from __future__ import annotations

import ast
import bisect
import io
import os
import re
import tokenize
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pathspec

from pokerlaws.citecheck.forms import Form, find_forms
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.files import read_text

__all__ = ["IGNORE", "OFF", "ON", "Citation", "Scanned", "files_under", "scan_file"]

PYTHON = (".py", ".pyi")
TEXT = (".md", ".markdown", ".txt", ".rst")
IGNORE = "cite-check: ignore"
"""Written on a line, it keeps that line's citations from being checked."""
OFF, ON = "cite-check: off", "cite-check: on"
"""Written on lines, they keep the lines from the first to the second from being checked."""


@dataclass(frozen=True)
class Citation:
    """One citation in a file.

    Attributes:
        path: the file.
        line, column: where it begins (1-based; the column counts characters).
        written: what it says (``law 60 of 1882``, or the id given to ``@implements``).
        kind: ``id`` or ``prose`` (in a comment, docstring or text), ``implements``
            or ``mark`` (an ``@implements`` or a ``pytest.mark.law``).
        form: the form read from it (``None`` for an ``implements`` or ``mark``
            whose id is not of the form ``SOURCE:NUMBER``).
        citer: for ``implements`` and ``mark``, the object that cites:
            ``pokerlaws.betting.settle``, or ``tests/test_pool.py::test_settle``.
        pin: the pin given inline (``text="3f2a9c"``), if any.
        pin_at: where that pin's string literal stands: (line, column, end line,
            end column), the columns counting characters from 0, for ``--update``.
    """

    path: Path
    line: int
    column: int
    written: str
    kind: str
    form: Form | None
    citer: str | None = None
    pin: str | None = None
    pin_at: tuple[int, int, int, int] | None = None


@dataclass
class Scanned:
    """What one file gave: its citations, and a note when it was read otherwise than asked."""

    path: Path
    citations: list[Citation]
    note: str | None = None


def _is_venv(directory: Path) -> bool:
    return (directory / "pyvenv.cfg").is_file()


def _repository_specs(top: Path) -> list[tuple[Path, pathspec.PathSpec]]:
    """The .gitignore files of the repository *top* is in, from its root down to *top*'s parent."""
    chain = []
    for parent in [top, *top.parents]:
        chain.append(parent)
        if (parent / ".git").exists():
            break
    else:
        return []
    specs = []
    for directory in reversed(chain[1:]):
        spec = _spec(directory)
        if spec is not None:
            specs.append((directory, spec))
    return specs


def gitignore_lines(text: str) -> list[str]:
    r"""The patterns of a ``.gitignore``, as git reads them: lines split at line feeds only (a lone
    carriage return is part of its line, as in git), one carriage return at a line's end dropped (CRLF).

    Examples:
        >>> gitignore_lines("a.py\r\nb.py\r"), gitignore_lines("one.py\rtwo.py")
        (['a.py', 'b.py'], ['one.py\rtwo.py'])
    """
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


def ignore_spec(lines: list[str]) -> pathspec.GitIgnoreSpec:
    """The patterns of *lines* with git's semantics (pathspec's ``GitIgnoreSpec``), a line that git
    takes for no pattern left out as git leaves it out: ``!`` or ``\\`` alone, a range such as
    ``[z-a]``, which matches nothing.

    Examples:
        >>> ignore_spec(["!", "[z-a]", "*.pyc"]).match_file("a.pyc")
        True
    """
    kept = []
    for line in lines:
        try:
            pathspec.GitIgnoreSpec.from_lines([line])
        except (ValueError, re.error):  # pathspec's GitIgnorePatternError is a ValueError
            continue
        kept.append(line)
    return pathspec.GitIgnoreSpec.from_lines(kept)


def _spec(directory: Path) -> pathspec.GitIgnoreSpec | None:
    """The patterns of *directory*'s ``.gitignore``; None where it has none, or where it is a symbolic
    link, which git does not follow (it warns, "unable to access", and reads none)."""
    ignore = directory / ".gitignore"
    if ignore.is_symlink() or not ignore.is_file():
        return None
    try:
        text = read_text(ignore)
    except LawFileError:
        return None
    return ignore_spec(gitignore_lines(text))


def _ignored(path: Path, is_dir: bool, specs: list[tuple[Path, pathspec.PathSpec]]) -> bool:
    """Whether git ignores *path*: the deepest ``.gitignore`` with a pattern that matches it decides (its
    last such pattern, a negation ``!vendor`` included), as in git; none matching, it is read."""
    for base, spec in reversed(specs):
        try:
            relative = path.relative_to(base).as_posix()
        except ValueError:
            continue
        decided = spec.check_file(relative + "/" if is_dir else relative).include
        if decided is not None:
            return decided
    return False


def files_under(top: Path, exclude: pathspec.PathSpec | None = None, root: Path | None = None) -> Iterator[Path]:
    """The files under *top* that ``cite-check`` reads, in a stable order.

    Args:
        top: a directory.
        exclude: patterns (gitignore style, relative to *root*) of paths not to read.
        root: the directory *exclude* is relative to (the working directory).
    """
    top = Path(os.path.abspath(top))
    root = Path(os.path.abspath(root or Path.cwd()))
    inherited = _repository_specs(top)

    def excluded(path: Path, is_dir: bool) -> bool:
        if exclude is None:
            return False
        try:
            relative = path.relative_to(root).as_posix()
        except ValueError:
            return False
        return exclude.match_file(relative + "/" if is_dir else relative)

    # a stack, not recursion: a tree may be deeper than Python's recursion limit
    stack: list[tuple[Path, list[tuple[Path, pathspec.PathSpec]]]] = [(top, inherited)]
    while stack:
        directory, specs = stack.pop()
        own = _spec(directory)
        if own is not None:
            specs = [*specs, (directory, own)]
        try:
            entries = sorted(os.scandir(directory), key=lambda entry: entry.name)
        except OSError:
            continue
        subdirectories = []
        for entry in entries:
            path = Path(entry.path)
            if entry.is_dir(follow_symlinks=False):
                if entry.name in (".git", ".hg", ".svn") or _is_venv(path) or _ignored(path, True, specs) or excluded(path, True):
                    continue
                subdirectories.append((path, specs))
            elif entry.is_file(follow_symlinks=False) and path.suffix.lower() in PYTHON + TEXT:
                if not _ignored(path, False, specs) and not excluded(path, False):
                    yield path
        stack.extend(reversed(subdirectories))  # in name order, each after the files above it


class _Lines:
    """Offsets in a text to lines and columns (1-based lines, 1-based columns)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0]
        at = text.find("\n")
        while at >= 0:
            self.starts.append(at + 1)
            at = text.find("\n", at + 1)
        self.skipped: set[int] = set()
        if IGNORE in text or OFF in text:
            off = False
            for number in range(1, len(self.starts) + 1):
                line = self.line(number)
                off = (off or OFF in line) and ON not in line
                if off or IGNORE in line or OFF in line:
                    self.skipped.add(number)

    def at(self, offset: int) -> tuple[int, int]:
        index = bisect.bisect_right(self.starts, offset) - 1
        return index + 1, offset - self.starts[index] + 1

    def line(self, number: int) -> str:
        start = self.starts[number - 1]
        end = self.starts[number] if number < len(self.starts) else len(self.text)
        return self.text[start:end]


def _text_citations(path: Path, text: str, lines: _Lines, base: int, source: str | None) -> list[Citation]:
    """The citations by pattern in *text*, which stands at offset *base* of the file."""
    out = []
    for form in find_forms(text, source):
        line, column = lines.at(base + form.start)
        if line in lines.skipped:
            continue
        written = " ".join(form.written.split())  # a prose form may run over a line's end
        out.append(Citation(path, line, column, written, "prose" if form.prose else "id", form))
    return out


def scan_file(path: Path, *, source: str | None = None, as_text: bool = False, root: Path | None = None, comments: bool = True) -> Scanned:
    """The citations in one file.

    Args:
        path: the file.
        source: the source of a bare ``law 60`` (see [find_forms][pokerlaws.citecheck.forms.find_forms]).
        as_text: read it by pattern whatever its suffix (not a Python file).
        root: the directory the node ids of marked tests are relative to.
        comments: read comments and docstrings too; else only ``@implements``
            and marks (of a Python file).

    Raises:
        LawFileError: the file cannot be read (missing, not a regular file,
            over 1 MB, not UTF-8), naming it.
    """
    # a byte-order mark is no character of the text: columns and the syntax tree go without it
    text = read_text(path).removeprefix("\ufeff")
    lines = _Lines(text)
    if as_text or path.suffix.lower() not in PYTHON:
        return Scanned(path, _text_citations(path, text, lines, 0, source))
    try:
        tree = ast.parse(text, filename=str(path))
        remarks = list(_comments(text)) if comments else []
    except (SyntaxError, ValueError, tokenize.TokenError, RecursionError, MemoryError) as exc:  # nested past the parser
        line = getattr(exc, "lineno", None)
        where = f" (line {line})" if line else ""
        note = f"is not valid Python{where}: read as plain text"
        return Scanned(path, _text_citations(path, text, lines, 0, source), note)
    found: list[Citation] = []
    for line, column, comment in remarks:
        found += _text_citations(path, comment, lines, lines.starts[line - 1] + column, source)
    visitor = _Visitor(path, text, lines, source, _module_name(path), _node_path(path, root),
                       implements=_implements_names(tree), prose=comments)
    visitor.visit(tree)
    found += visitor.found
    found.sort(key=lambda c: (c.line, c.column))
    return Scanned(path, found)


def _comments(text: str) -> Iterator[tuple[int, int, str]]:
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            yield token.start[0], token.start[1], token.string


def _module_name(path: Path) -> str:
    """The dotted module name of *path*: its stem, under the packages (``__init__.py``) it is in."""
    parts = [] if path.stem == "__init__" else [path.stem]
    directory = Path(os.path.abspath(path)).parent
    while (directory / "__init__.py").is_file() and directory.parent != directory:
        parts.insert(0, directory.name)
        directory = directory.parent
    return ".".join(parts) or path.stem


def _node_path(path: Path, root: Path | None) -> str:
    absolute = Path(os.path.abspath(path))
    try:
        return absolute.relative_to(os.path.abspath(root or Path.cwd())).as_posix()
    except ValueError:
        return absolute.as_posix()


class _Visitor(ast.NodeVisitor):
    """Docstrings, ``@implements`` and ``pytest.mark.law``, with the name of what cites."""

    def __init__(self, path: Path, text: str, lines: _Lines, source: str | None, module: str, node_path: str, *,
                 implements: tuple[set[str], set[str]], prose: bool) -> None:
        self.path, self.text, self.lines, self.source = path, text, lines, source
        self.module, self.node_path = module, node_path
        self.qualname: list[str] = []  # as __qualname__: "f.<locals>.g", "C.m"
        self.test_path: list[str] = []  # as a pytest node id: classes and the test
        self.found: list[Citation] = []
        self.may_mark = ".law(" in text
        self.implements = implements  # the names of pokerlaws' implements: see _implements_names
        self.prose = prose  # docstrings too

    # --- names ----------------------------------------------------------------

    def _dotted(self, name: str) -> str:
        return ".".join([self.module, *self.qualname, name])

    def _node_id(self, name: str | None) -> str:
        return "::".join([self.node_path, *self.test_path, *([name] if name else [])])

    # --- the tree -------------------------------------------------------------

    def visit_Module(self, node: ast.Module) -> None:
        self._docstring(node)
        self._body(node, None)

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._definition(node, is_class=True)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._definition(node, is_class=False)

    visit_AsyncFunctionDef = visit_FunctionDef

    def _definition(self, node, is_class: bool) -> None:
        dotted, node_id = self._dotted(node.name), self._node_id(node.name)
        for decorator in node.decorator_list:
            if isinstance(decorator, ast.Call) and _called(decorator, self.implements) == "implements":
                self._structured(decorator, "implements", dotted)
            for call in ast.walk(decorator):
                if isinstance(call, ast.Call) and _called(call) == "mark.law":
                    self._structured(call, "mark", node_id)
        self._docstring(node)
        self.qualname.append(node.name)
        if not is_class:
            self.qualname.append("<locals>")
        nested_test = is_class and not self.qualname[:-1]
        if nested_test:
            self.test_path.append(node.name)
        self._body(node, node_id if is_class else None, marks=is_class)
        if nested_test:
            self.test_path.pop()
        del self.qualname[-1 if is_class else -2:]

    def _body(self, node, node_id: str | None, marks: bool = True) -> None:
        """The statements of *node*: definitions visited, ``pytestmark = pytest.mark.law(...)``
        read as marking *node_id* (the module or the class), in any block but a function's."""
        for child in node.body:
            self._inner(child, node_id, marks)

    def _inner(self, node: ast.AST, node_id: str | None, marks: bool) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            self.visit(node)
            return
        if isinstance(node, ast.expr) and not (marks and self.may_mark):
            return  # an expression holds no definition, and here no mark
        if marks and isinstance(node, ast.Call) and _called(node) == "mark.law":
            self._structured(node, "mark", node_id or self._node_id(None))
        for child in ast.iter_child_nodes(node):
            self._inner(child, node_id, marks)

    def _docstring(self, node) -> None:
        body = getattr(node, "body", []) if self.prose else []
        if not body or not isinstance(body[0], ast.Expr):
            return
        value = body[0].value
        if not isinstance(value, ast.Constant) or not isinstance(value.value, str):
            return
        # the literal as written, so that line and column are the file's own
        start = self._offset(value.lineno, value.col_offset)
        end = self._offset(value.end_lineno, value.end_col_offset)
        self.found += _text_citations(self.path, self.text[start:end], self.lines, start, self.source)

    def _offset(self, line: int, byte_column: int) -> int:
        text = self.lines.line(line)
        return self.lines.starts[line - 1] + len(text.encode("utf-8")[:byte_column].decode("utf-8", "replace"))

    def _structured(self, call: ast.Call, kind: str, citer: str) -> None:
        ids = [arg for arg in call.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
        pins: dict[str, tuple[str, tuple[int, int, int, int]]] = {}
        for keyword in call.keywords:
            if keyword.arg != "text":
                continue
            if isinstance(keyword.value, ast.Constant) and isinstance(keyword.value.value, str) and len(ids) == 1:
                pins[ids[0].value] = (keyword.value.value, self._span(keyword.value))
            elif isinstance(keyword.value, ast.Dict):
                for key, value in zip(keyword.value.keys, keyword.value.values):
                    if isinstance(key, ast.Constant) and isinstance(value, ast.Constant) and isinstance(value.value, str):
                        pins[str(key.value)] = (value.value, self._span(value))
        for arg in ids:
            forms = find_forms(arg.value)
            form = forms[0] if len(forms) == 1 and forms[0].written == arg.value and not forms[0].prose else None
            line, column = self.lines.at(self._offset(arg.lineno, arg.col_offset))
            if line in self.lines.skipped:
                continue
            pin, pin_at = pins.get(arg.value, (None, None))
            self.found.append(Citation(self.path, line, column, arg.value, kind, form, citer, pin, pin_at))

    def _span(self, node: ast.Constant) -> tuple[int, int, int, int]:
        start = self._offset(node.lineno, node.col_offset) - self.lines.starts[node.lineno - 1]
        end = self._offset(node.end_lineno, node.end_col_offset) - self.lines.starts[node.end_lineno - 1]
        return node.lineno, start, node.end_lineno, end


def _implements_names(tree: ast.Module) -> tuple[set[str], set[str]]:
    """The names under which the module has pokerlaws' ``implements`` (``implements``, an alias),
    and the names of the pokerlaws modules it imports (``pokerlaws``, ``citations``): a decorator
    ``implements`` from another library is not ours to check."""
    names, modules = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pokerlaws":
            for alias in node.names:
                if alias.name == "implements":
                    names.add(alias.asname or alias.name)
                elif alias.name == "citations":
                    modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "pokerlaws":
                    modules.add(alias.asname or alias.name.split(".")[0])
    return names, modules


def _root_name(node: ast.expr) -> str | None:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def _called(call: ast.Call, implements: tuple[set[str], set[str]] = (set(), set())) -> str | None:
    """``implements`` for pokerlaws' ``implements(...)`` (by the names in *implements*, from
    [_implements_names][pokerlaws.citecheck.scan._implements_names]); ``mark.law`` for
    ``pytest.mark.law(...)`` or ``mark.law(...)``."""
    func = call.func
    names, modules = implements
    if isinstance(func, ast.Name) and func.id in names:
        return "implements"
    if isinstance(func, ast.Attribute):
        if func.attr == "implements" and _root_name(func.value) in modules:
            return "implements"
        if func.attr == "law" and isinstance(func.value, ast.Attribute) and func.value.attr == "mark":
            return "mark.law"
        if func.attr == "law" and isinstance(func.value, ast.Name) and func.value.id == "mark":
            return "mark.law"
    return None
