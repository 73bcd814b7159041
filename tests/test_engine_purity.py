"""The engine is plain Python: its modules load nothing beyond the standard library.

Two checks per engine module:

* at run time, a fresh interpreter that imports the module (and with it
  ``pokerlaws/__init__.py``) must load no top-level module outside the
  standard library and ``pokerlaws``, and must not load ``pokerlaws.edition``;
* statically, every ``import`` in the module's source, including imports
  inside functions that the first check would not see, names the standard
  library or another engine module.

Engine modules are the modules directly in ``pokerlaws/``, except the ones
named in ``NOT_ENGINE``; the edition side lives in ``pokerlaws.edition``.
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

PACKAGE_DIR = Path(pokerlaws.__file__).parent
SRC_DIR = PACKAGE_DIR.parent
NOT_ENGINE = {"__init__", "__main__", "cli"}
REQUIRED_ENGINE = {"errors", "citations", "cards", "rules", "hands"}
ENGINE = sorted({p.stem for p in PACKAGE_DIR.glob("*.py")} - NOT_ENGINE)
ALLOWED = set(sys.stdlib_module_names) | {"pokerlaws"}
FORBIDDEN = {"yaml", "jsonschema", "mkdocs", "numpy", "pokerlaws.edition"}

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
    assert not any(name.startswith("pokerlaws.edition") for name in after)


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


@pytest.mark.parametrize("name", ENGINE)
def test_source_imports_only_stdlib_and_engine(name):
    path = PACKAGE_DIR / f"{name}.py"
    engine_modules = {f"pokerlaws.{other}" for other in ENGINE}
    bad = []
    for line, module in imports_of(path):
        top = module.partition(".")[0]
        if top == "pokerlaws":
            if module not in engine_modules:
                bad.append(f"line {line}: {module} (not an engine module)")
        elif top not in sys.stdlib_module_names:
            bad.append(f"line {line}: {module} (not in the standard library)")
    assert not bad, f"{path.name} imports: " + "; ".join(bad)


def test_the_static_check_would_catch_a_bad_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import os\ndef f():\n    import yaml\n    from pokerlaws.edition import loader\n")
    assert imports_of(sample) == [(1, "os"), (3, "yaml"), (4, "pokerlaws.edition")]
