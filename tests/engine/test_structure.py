"""The shape of the code: small modules, small classes, imports that run one way."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from helpers import ROOT

SRC = ROOT / "src"
MODULE_LINES = 500
CLASS_LINES = 300


def modules() -> dict[str, Path]:
    """Every module of src/, by dotted name."""
    out = {}
    for path in sorted(SRC.rglob("*.py")):
        parts = path.relative_to(SRC).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of src/ that *name* imports at load time (not inside functions: those run later)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in tree.body:
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        found |= {t for t in targets if t in known and t != name}
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle in *graph*, each as the list of its modules (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_the_cycle_finder_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_in_src() -> None:
    found = modules()
    graph = {name: imports(name, path, set(found)) for name, path in found.items()}
    # a package imports its own modules to re-export them; the modules importing the
    # package's other names is not a circle of ours, so the package node is left out
    graph = {name: {t for t in targets if t != "pokerlaws"} for name, targets in graph.items()}
    assert cycles(graph) == []


@pytest.mark.parametrize("name", sorted(modules()))
def test_no_module_over_500_lines(name: str) -> None:
    lines = modules()[name].read_text(encoding="utf-8").count("\n")
    assert lines <= MODULE_LINES, f"{name} has {lines} lines: split it along its seams"


def test_no_class_over_300_lines() -> None:
    long = []
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                length = node.end_lineno - node.lineno + 1 + len(node.decorator_list)
                if length > CLASS_LINES:
                    long.append(f"{name}.{node.name}: {length} lines")
    assert long == []


def _documented(obj):
    # Every module, class, function and attribute of the package, as griffe (mkdocstrings' reader) loads it.
    yield obj
    for member in obj.members.values():
        if not member.is_alias:
            yield from _documented(member)


def test_every_docstring_example_is_in_an_examples_section() -> None:
    """A ``>>>`` outside an ``Examples:`` section is read by Markdown as three nested quotes, not as code.

    Parsed as mkdocstrings parses them (griffe, Google style): no text or admonition
    section (``Example:`` is an admonition) holds a doctest.
    """
    import griffe

    package = griffe.load("pokerlaws", search_paths=[str(ROOT / "src")])
    bare = []
    for obj in _documented(package):
        if obj.docstring is None:
            continue
        for section in obj.docstring.parse("google"):
            if section.kind is griffe.DocstringSectionKind.examples:
                continue
            # text, or an admonition ("Example:" is one, not an examples section)
            text = section.value if isinstance(section.value, str) else getattr(section.value, "contents", "")
            if any(line.lstrip().startswith(">>>") for line in str(text).splitlines()):
                bare.append(obj.path)
    assert bare == []
