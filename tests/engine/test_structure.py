"""The shape of the code: a layer contract, no private name across folders, no circle, no re-export, modules of a readable size.

The contract is data (``LAYERS``), printed when a rule fails. Each rule is a function over a
tree of source files, so that a test can show it failing on a small tree made to break it.
"""

from __future__ import annotations

import ast
import importlib.util
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers import ROOT

_HOUSE = importlib.util.spec_from_file_location("house", ROOT / "scripts" / "house.py")
house = importlib.util.module_from_spec(_HOUSE)
_HOUSE.loader.exec_module(house)
code_lines = house.code_lines  # the one count of lines of code, which scripts/house.py prints

SRC = ROOT / "src"


@dataclass(frozen=True)
class Layer:
    """A floor of the package: its units (top-level folders or modules), and whether they may import each other."""

    name: str
    units: tuple[str, ...]
    open: bool = False


LAYERS = (
    Layer("shared", ("sources", "citations", "messages", "errors", "readings", "frozen"), open=True),
    Layer("cards", ("cards",)),
    Layer("hands", ("hands",)),
    Layer("table", ("table",)),
    Layer("games", ("betting", "blind", "draw", "jackpot")),
    Layer("records", ("records",)),
    Layer("edition", ("edition",)),
    Layer("citecheck", ("citecheck",)),
    Layer("runtime", ("runtime",)),
    Layer("site", ("site",)),
    Layer("cli", ("cli",)),
    Layer("package", ("pokerlaws",)),
)
"""The layer contract, from the bottom up. A module may import its own unit, any unit of a lower layer, and
the other units of its own layer only where the layer is open; never a unit of a higher layer."""

CODE_LINES = 400
"""The soft limit of a module: lines of code, docstrings, comments and blank lines not counted."""

LONGER: dict[str, str] = {}
"""The modules that may pass ``CODE_LINES``, each with its reason."""


def contract() -> str:
    """The contract in words, for a failure's message."""
    return "; ".join(f"{layer.name}: {', '.join(layer.units)}{' (open)' if layer.open else ''}" for layer in LAYERS)


def modules(src: Path) -> dict[str, Path]:
    """Every module under *src*, by dotted name (a folder's ``__init__`` by the folder's)."""
    out = {}
    for path in sorted(src.rglob("*.py")):
        parts = path.relative_to(src).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def unit_of(module: str) -> str:
    """``pokerlaws.hands.values`` → ``hands``; ``pokerlaws`` → ``pokerlaws``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def folder_of(module: str, path: Path) -> str:
    """The folder a module stands in, dotted: ``pokerlaws.hands`` for ``pokerlaws.hands.values`` and for ``pokerlaws.hands`` itself."""
    return module if path.name == "__init__.py" else module.rpartition(".")[0]


@dataclass(frozen=True)
class Import:
    """One import of a module of the tree: the module it names, the names it takes, and its line."""

    target: str
    names: tuple[str, ...]
    line: int


def imports(module: str, path: Path, known: set[str], *, load_time: bool = False) -> list[Import]:
    """The imports of *module* (every one, or only those run when it loads) of modules in *known*."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = folder_of(module, path)
    nodes = tree.body if load_time else ast.walk(tree)
    found = []
    for node in nodes:
        if isinstance(node, ast.Import):
            found += [Import(alias.name, (), node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            names = tuple(alias.name for alias in node.names)
            for name in names:  # from pokerlaws.hands import values: the module values
                if f"{base}.{name}" in known:
                    found.append(Import(f"{base}.{name}", (), node.lineno))
            rest = tuple(n for n in names if f"{base}.{n}" not in known)
            if rest:  # names of the module itself, not only modules of its folder
                found.append(Import(base, rest, node.lineno))
    return [i for i in found if i.target in known and i.target != module]


def layer_faults(src: Path) -> list[str]:
    """Every import that runs against the contract, and every unit the contract does not place."""
    found = modules(src)
    place = {unit: (n, layer) for n, layer in enumerate(LAYERS) for unit in layer.units}
    faults = []
    for module, path in found.items():
        unit = unit_of(module)
        if unit not in place:
            faults.append(f"{module}: its unit {unit!r} has no layer: add it to LAYERS")
            continue
        floor, layer = place[unit]
        for imp in imports(module, path, set(found)):
            other = unit_of(imp.target)
            if other == unit or other not in place:
                continue
            their_floor, _ = place[other]
            if their_floor > floor or (their_floor == floor and not layer.open):
                faults.append(f"{path.relative_to(src)}:{imp.line}: {module} ({layer.name}) imports {imp.target} ({LAYERS[their_floor].name})")
    return faults


def private_faults(src: Path) -> list[str]:
    """Every import of a private name (``_quote``, or a private module) from another folder."""
    found = modules(src)
    faults = []
    for module, path in found.items():
        home = folder_of(module, path)
        for imp in imports(module, path, set(found)):
            there = folder_of(imp.target, found[imp.target])
            if there == home:
                continue
            private = [n for n in imp.names if n.startswith("_")]
            if any(part.startswith("_") for part in imp.target.split(".")):
                private.append(imp.target)
            faults += [f"{path.relative_to(src)}:{imp.line}: {module} takes {name} from {there}" for name in private]
    return faults


def graph(src: Path) -> dict[str, set[str]]:
    """Module → the modules it imports when it loads; the package's face left out (its names are re-read, not looped)."""
    found = modules(src)
    top = {m for m in found if "." not in m}
    return {m: {i.target for i in imports(m, p, set(found), load_time=True)} - top for m, p in found.items()}


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


def reexport_faults(src: Path) -> list[str]:
    """Every name in a module's ``__all__`` that the module imports rather than defines: allowed only to a
    folder's ``__init__`` (its public face), for names of its own folder, and to the package's own face."""
    found = modules(src)
    faults = []
    for module, path in found.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        exported = next(
            (
                [e.value for e in node.value.elts if isinstance(e, ast.Constant)]
                for node in tree.body
                if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in node.targets)
                and isinstance(node.value, (ast.List, ast.Tuple))
            ),
            [],
        )
        if "." not in module:
            continue  # the package's own face names what it will
        taken = {}
        for imp in imports(module, path, set(found), load_time=True):
            for name in imp.names:
                taken[name] = imp.target
        home = folder_of(module, path)
        for name in exported:
            if name not in taken:
                continue
            own_face = path.name == "__init__.py" and taken[name].startswith(home + ".")
            if not own_face:
                faults.append(f"{path.relative_to(src)}: __all__ names {name}, which is {taken[name]}'s")
    return faults


def borrowed_faults(src: Path, package: str) -> list[str]:
    """Every class or function imported from a module that only imports it itself: a name is taken from the module
    that defines it, or from its folder's face. (Values without a ``__module__`` cannot be traced, and are not.)"""
    import importlib
    import sys

    sys.path.insert(0, str(src))
    try:
        faults = []
        for module, path in modules(src).items():
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").split(".")[0] == package):
                    continue
                source = importlib.import_module(node.module)
                face = Path(source.__file__).name == "__init__.py"
                for alias in node.names:
                    obj = getattr(source, alias.name, None)
                    home = obj.__module__ if isinstance(obj, type) or callable(obj) and hasattr(obj, "__code__") else None
                    if not isinstance(home, str) or not home.startswith(package) or home == node.module:
                        continue
                    if face and home.startswith(node.module + "."):
                        continue
                    faults.append(f"{path.relative_to(src)}:{node.lineno}: {alias.name} from {node.module}, defined in {home}")
        return faults
    finally:
        sys.path.remove(str(src))


def size_faults(src: Path, longer: dict[str, str]) -> list[str]:
    """Every module over ``CODE_LINES`` lines of code that *longer* does not name with a reason."""
    return [
        f"{module}: {n} lines of code (over {CODE_LINES}): split it along a seam, or name it in LONGER with its reason"
        for module, path in modules(src).items()
        if (n := code_lines(path)) > CODE_LINES and not longer.get(module, "").strip()
    ]


# --- the rules, on the code ----------------------------------------------------------------------


def test_imports_follow_the_layer_contract() -> None:
    faults = layer_faults(SRC)
    assert faults == [], f"the contract, from the bottom up: {contract()}"


def test_no_private_name_is_imported_across_folders() -> None:
    assert private_faults(SRC) == []


def test_no_import_circle_in_src() -> None:
    assert cycles(graph(SRC)) == []


def test_no_module_names_another_modules_objects_in_its_all() -> None:
    assert reexport_faults(SRC) == []


def test_every_name_is_imported_from_where_it_is_defined() -> None:
    assert borrowed_faults(SRC, "pokerlaws") == []


def test_modules_stay_readable_in_one_sitting() -> None:
    assert size_faults(SRC, LONGER) == []
    assert all(code_lines(modules(SRC)[m]) > CODE_LINES for m in LONGER), "a module in LONGER no longer needs to be"


# --- each rule can fail ------------------------------------------------------------------------------


def tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / "pokerlaws" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_an_import_up_the_layers_or_across_a_closed_layer_is_a_fault(tmp_path: Path) -> None:
    src = tree(tmp_path, {
        "__init__.py": "", "hands/__init__.py": "", "draw/__init__.py": "", "betting/__init__.py": "",
        "hands/values.py": "from pokerlaws.draw import game\n",          # up
        "draw/game.py": "def f():\n    import pokerlaws.betting\n",    # across the games layer, even inside a function
        "cards.py": "from pokerlaws import errors\n", "errors.py": "import pokerlaws.citations\n", "citations.py": "",
        "stud/__init__.py": "",
    })  # fmt: skip
    faults = layer_faults(src)
    assert any("pokerlaws.hands.values (hands) imports pokerlaws.draw" in f for f in faults)
    assert any("pokerlaws.draw.game (games) imports pokerlaws.betting (games)" in f for f in faults)
    assert any("'stud' has no layer" in f for f in faults)
    assert not any("pokerlaws.cards" in f.split(":")[2] or "errors.py" in f for f in faults), faults  # down, and the open layer


def test_a_private_name_from_another_folder_is_a_fault(tmp_path: Path) -> None:
    src = tree(tmp_path, {
        "__init__.py": "", "errors.py": "def _quote(): ...\n", "hands/__init__.py": "", "hands/_tables.py": "",
        "hands/values.py": "from pokerlaws.hands._tables import x\nfrom pokerlaws.errors import _quote\n",
        "draw/__init__.py": "", "draw/game.py": "from pokerlaws.hands import _tables\n",
    })  # fmt: skip
    faults = private_faults(src)
    assert len(faults) == 2, faults  # _quote into hands/, _tables into draw/; hands' own _tables is its own
    assert any("takes _quote from pokerlaws" in f for f in faults) and any("draw/game.py" in f for f in faults)


def test_a_circle_is_found(tmp_path: Path) -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    src = tree(tmp_path, {"__init__.py": "", "a.py": "from pokerlaws.b import x\n", "b.py": "import pokerlaws.a\n"})
    assert cycles(graph(src)) == [["pokerlaws.a", "pokerlaws.b"]]


def test_a_reexport_is_a_fault_but_a_folders_face_is_not(tmp_path: Path) -> None:
    src = tree(tmp_path, {
        "__init__.py": "from pokerlaws.errors import E\n__all__ = ['E']\n", "errors.py": "class E(Exception): ...\n",
        "draw/__init__.py": "from pokerlaws.draw.game import Draw\n__all__ = ['Draw']\n",
        "draw/game.py": "from pokerlaws.errors import E\nclass Draw: ...\n__all__ = ['Draw', 'E']\n",
        "hands/__init__.py": "from pokerlaws.errors import E\n__all__ = ['E']\n",
    })  # fmt: skip
    assert reexport_faults(src) == [
        "pokerlaws/draw/game.py: __all__ names E, which is pokerlaws.errors's",
        "pokerlaws/hands/__init__.py: __all__ names E, which is pokerlaws.errors's",
    ]


def test_a_name_taken_from_a_module_that_only_imports_it_is_a_fault(tmp_path: Path) -> None:
    for name, text in {
        "__init__.py": "", "errors.py": "class E(Exception): ...\n", "game.py": "from borrowed.errors import E\n",
        "face/__init__.py": "from borrowed.face.inner import D\n", "face/inner.py": "class D: ...\n",
        "user.py": "from borrowed.game import E\nfrom borrowed.face import D\nfrom borrowed.errors import E as F\n",
    }.items():  # fmt: skip
        path = tmp_path / "borrowed" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert borrowed_faults(tmp_path, "borrowed") == ["borrowed/user.py:1: E from borrowed.game, defined in borrowed.errors"]


def test_a_long_module_is_a_fault_unless_named_with_a_reason(tmp_path: Path) -> None:
    body = '"""A module.\n\nwith a long docstring\n"""\n' + "# a comment\n\n" * 500 + "".join(f"x{i} = {i}\n" for i in range(CODE_LINES + 1))
    src = tree(tmp_path, {"__init__.py": "", "long.py": body, "short.py": body.replace(f"x{CODE_LINES} = {CODE_LINES}\n", "")})
    assert code_lines(src / "pokerlaws" / "short.py") == CODE_LINES
    assert [f.split(":")[0] for f in size_faults(src, {})] == ["pokerlaws.long"]
    assert size_faults(src, {"pokerlaws.long": "one table, written once"}) == []
    assert size_faults(src, {"pokerlaws.long": " "}) != []


@pytest.mark.parametrize("name", ["layers", "units"])
def test_the_contract_places_every_unit_once(name: str) -> None:
    units = [unit for layer in LAYERS for unit in layer.units]
    assert len(units) == len(set(units))
    if name == "units":
        assert {unit_of(m) for m in modules(SRC)} <= set(units), contract()


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


def test_the_house_in_figures(tmp_path: Path) -> None:
    """``scripts/house.py`` counts the top of the package and each side's modules and lines of code as this check does."""
    (tmp_path / "src" / "pokerlaws" / "site").mkdir(parents=True)
    (tmp_path / "src" / "pokerlaws" / "__init__.py").write_text('"""Doc."""\n\nX = 1  # one\n', encoding="utf-8")
    (tmp_path / "src" / "pokerlaws" / "site" / "page.py").write_text('"""Doc."""\n\n\ndef f():\n    """Doc."""\n    return 2\n', encoding="utf-8")
    text = house.figures(tmp_path)
    assert "2 items at the top" in text
    assert "engine: 1 modules, 1 lines of code" in text and "edition side: 1 modules, 2 lines of code" in text
