"""The engine is plain Python: its modules load nothing beyond the standard library.

Two checks per engine module:

* at run time, a fresh interpreter that imports the module (and with it
  ``pokerlaws/__init__.py``) must load no top-level module outside the
  standard library and ``pokerlaws``, and must not load the edition side
  (``pokerlaws.edition``, ``citecheck``, ``runtime``, ``site``);
* statically, every ``import`` in the module's source, including imports
  inside functions that the first check would not see, names the standard
  library or another engine module.

Engine modules are those [`engine_modules`][pokerlaws.edition.links.engine_modules]
names: every module of ``pokerlaws`` but the edition side and the command line.

One exception, and only one, is written down in ``OPTIONAL_EXTRAS``: the
exhaustive path (``pokerlaws.hands.exhaustive``, the ``fast`` extra) may import
numpy, and only inside its functions, so that importing it still loads the
standard library alone (the first check holds for it as for the others).
The other modules of that extra, named in ``FAST_EXTRA`` (the chances of the
draw, built on it), may import it and one another; no other engine module may
import any of them, so the core never reaches numpy.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import pokerlaws
from pokerlaws.edition.links import EDITION_SIDE, engine_modules

PACKAGE_DIR = Path(pokerlaws.__file__).parent
SRC_DIR = PACKAGE_DIR.parent
REQUIRED_ENGINE = {"errors", "citations", "cards", "hands", "hands.rulesets", "hands.values"}
# the one definition of the engine, the links check's (the edition and the command line are not it)
ENGINE = sorted(name.removeprefix("pokerlaws.") for name in engine_modules(private=True))
ALLOWED = set(sys.stdlib_module_names) | {"pokerlaws"}
FORBIDDEN = {"yaml", "jsonschema", "mkdocs", "numpy", *EDITION_SIDE}
OPTIONAL_EXTRAS = {"hands.exhaustive": {"numpy"}}


def module_path(name: str) -> Path:
    """The file of the engine module *name* (``hands.values``), a folder's face being its ``__init__.py``."""
    path = PACKAGE_DIR.joinpath(*name.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
FAST_EXTRA = {*OPTIONAL_EXTRAS, "hands.odds", "hands.odds_table"}
"""The modules of the fast extra: they reach numpy only through ``exhaustive``, and only they import one another."""
"""Engine modules that may import more than the standard library, and what.

They import it lazily (inside functions, never at the top of the module), and
no engine module may import them.
"""

PROBE = "import json, sys; before = set(sys.modules); import {target}; print(json.dumps([sorted(before), sorted(sys.modules)]))"


def loaded_by(target: str) -> tuple[set[str], set[str]]:
    """Modules present before and after importing *target* in a fresh interpreter."""
    env = dict(os.environ)
    # The package must be importable whether or not it is installed.
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SRC_DIR), env.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-c", PROBE.format(target=target)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    before, after = json.loads(result.stdout)
    return set(before), set(after)


def test_the_engine_modules_are_all_found():
    assert set(ENGINE) >= REQUIRED_ENGINE


@pytest.mark.parametrize("target", ["pokerlaws", *(f"pokerlaws.{name}" for name in ENGINE)])
def test_importing_loads_only_the_standard_library(target):
    before, after = loaded_by(target)
    added = after - before
    assert target in after
    outside = sorted(name for name in added if name.partition(".")[0] not in ALLOWED)
    assert not outside, f"import {target} loaded non-stdlib modules: {outside}"
    assert not FORBIDDEN & after, f"import {target} loaded {sorted(FORBIDDEN & after)}"
    assert not any(name.startswith(EDITION_SIDE) for name in after)


def imports_of(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import statement in *path*."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the package
                base = "pokerlaws" if node.level == 1 else "?"
                module = f"{base}.{node.module}" if node.module else base
                found += [(node.lineno, module)]
                if not node.module:
                    found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
            else:
                found.append((node.lineno, node.module or ""))
    return found


def module_level_imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of the imports that run when *path* is imported.

    Those at the top of the module, and in its top-level ``if``/``try``
    blocks, except under ``if TYPE_CHECKING:``.
    """
    found = []

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.Import):
                found.extend((node.lineno, alias.name) for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level:
                found.append((node.lineno, node.module or ""))
            elif isinstance(node, ast.If):
                if not (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"):
                    visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.Try):
                for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                    visit(block)

    visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)).body)
    return found


@pytest.mark.parametrize("name", ENGINE)
def test_source_imports_only_stdlib_and_engine(name):
    path = module_path(name)
    engine_modules = {f"pokerlaws.{other}" for other in ENGINE}
    optional = OPTIONAL_EXTRAS.get(name, set())
    extras = {f"pokerlaws.{other}" for other in FAST_EXTRA} if name not in FAST_EXTRA else set()
    bad = []
    for line, module in imports_of(path):
        top = module.partition(".")[0]
        if top == "pokerlaws":
            if module not in engine_modules:
                bad.append(f"line {line}: {module} (not an engine module)")
            elif module in extras:
                bad.append(f"line {line}: {module} (an optional extra: the engine must not need it)")
        elif top in optional:
            pass  # allowed here, lazily: see test_optional_extras_import_lazily
        elif top not in sys.stdlib_module_names:
            bad.append(f"line {line}: {module} (not in the standard library)")
    assert not bad, f"{path.name} imports: " + "; ".join(bad)


@pytest.mark.parametrize("name", sorted(OPTIONAL_EXTRAS))
def test_optional_extras_import_lazily(name):
    path = module_path(name)
    assert path.exists(), f"OPTIONAL_EXTRAS names {name}, which is not a module of pokerlaws"
    eager = [
        f"line {line}: {module}"
        for line, module in module_level_imports(path)
        if module.partition(".")[0] in OPTIONAL_EXTRAS[name]
    ]
    assert not eager, f"{path.name} imports its extra when imported itself (import it inside functions): {eager}"
    # ... and it does use it: the exception is not a blank cheque.
    used = {module.partition(".")[0] for _, module in imports_of(path)}
    assert OPTIONAL_EXTRAS[name] <= used, f"{path.name} no longer imports {OPTIONAL_EXTRAS[name] - used}: drop the exception"


def test_the_static_check_would_catch_a_bad_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import os\ndef f():\n    import yaml\n    from pokerlaws.edition import loader\n")
    assert imports_of(sample) == [(1, "os"), (3, "yaml"), (4, "pokerlaws.edition")]


def test_the_lazy_import_check_tells_top_level_from_function_imports(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import os\nfrom typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import numpy\n"
        "try:\n    import numpy as np\nexcept ImportError:\n    np = None\n"
        "def f():\n    import numpy\n"
    )
    assert module_level_imports(sample) == [(1, "os"), (2, "typing"), (6, "numpy")]
