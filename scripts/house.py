#!/usr/bin/env python3
"""The shape of the package in figures: the items at the top of ``src/pokerlaws``, and each side's modules and lines of code.

    python3 scripts/house.py [CHECKOUT ...]

For this checkout, or each CHECKOUT given (another clone or worktree, any
commit), prints the items at the top of ``src/pokerlaws/``, then for the
engine (every folder and module but the edition side) and for the edition side
(``edition``, ``citecheck``, ``runtime``, ``site``; before they were folders,
everything under ``edition/``) the number of modules, their lines of code and
all their lines, and the longest module. Lines of code are counted as the
structure check counts them (``tests/engine/test_structure.py`` imports
[`code_lines`] from here): docstrings, comments and blank lines are not code.
"""

from __future__ import annotations

import ast
import io
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EDITION_SIDE = ("edition", "citecheck", "runtime", "site")


def code_lines(path: Path) -> int:
    """Lines of code of a module: docstrings, comments and blank lines not counted."""
    source = path.read_text(encoding="utf-8")
    docstrings = set()
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                docstrings.update(range(first.lineno, first.end_lineno + 1))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            docstrings.update(range(node.lineno, node.end_lineno + 1))  # an attribute's docstring
    code = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER):
            code.update(n for n in range(tok.start[0], tok.end[0] + 1) if n not in docstrings)
    return len(code)


def figures(checkout: Path) -> str:
    """The figures of *checkout*, in a few lines."""
    package = checkout / "src" / "pokerlaws"
    if not package.is_dir():
        raise SystemExit(f"house.py: {checkout} has no src/pokerlaws/")
    top = sorted(p.name for p in package.iterdir() if p.name != "__pycache__")
    modules = sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)
    sides: dict[str, list[Path]] = {"engine": [], "edition side": []}
    for path in modules:
        parts = path.relative_to(package).parts
        sides["edition side" if len(parts) > 1 and parts[0] in EDITION_SIDE else "engine"].append(path)
    lines = [f"{checkout}: {len(top)} items at the top of src/pokerlaws/"]
    for side, paths in sides.items():
        code = {path: code_lines(path) for path in paths}
        total = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in paths)
        longest = max(code, key=code.get)
        lines.append(
            f"  {side}: {len(paths)} modules, {sum(code.values()):,} lines of code ({total:,} lines in all); "
            f"the longest {longest.relative_to(package)}, {code[longest]} lines of code"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    from _venv import parser_of  # this folder is first on the path of a script

    parser = parser_of(__doc__.splitlines()[0])
    parser.add_argument("checkouts", nargs="*", type=Path, metavar="CHECKOUT", help="a checkout to measure (default: this one)")
    for checkout in parser.parse_args(argv).checkouts or [ROOT]:
        print(figures(checkout))
    return 0


if __name__ == "__main__":
    sys.exit(main())
