"""Which worked examples show which reading of a ruling: the readings each example's code sets, read from its syntax.

A ruling's readings are the values of an engine parameter (a field of a ``...Rulings`` dataclass, of
[`Ruleset`][pokerlaws.hands.Ruleset], [`Counters`][pokerlaws.table.Counters] or
[`Code`][pokerlaws.table.Code]). A worked example shows a reading when its code sets the parameter to it: a
keyword argument named as the parameter (``DrawRulings(keep_back=1)``,
``dataclasses.replace(RULESETS["1882"], untied_card="pairwise")``, ``compare(a, b, ruleset="american")``)
whose value is that reading. The value is read from the code's syntax tree (the ``ast`` module), never run: a
constant, or a name a ``for`` loop (or a comprehension, or an assignment) binds to constants, each of which
counts. A keyword that names parameters of several classes (``all_foul``) counts only in a call to its own
class. [`examples_showing`][pokerlaws.edition.examples_shown.examples_showing] gives, for each parameter a
ruling names, each reading an example sets, with the examples that set it.
"""

from __future__ import annotations

import ast
import doctest
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pokerlaws.readings import readings_of
from pokerlaws.records.readings import named

if TYPE_CHECKING:
    from pokerlaws.edition.corpus import Corpus
    from pokerlaws.edition.model import Law

__all__ = ["ExampleShown", "examples_showing", "readings_set"]


@dataclass(frozen=True)
class ExampleShown:
    """A worked example that sets a reading: its unit's id, its number among the unit's examples (from 1, as its
    anchor ``#1882-53-example-2`` numbers it), its title."""

    unit: str
    number: int
    title: str

    @property
    def anchor(self) -> str:
        """The example's anchor on its law's page: ``1882-53-example-2``."""
        return f"{self.unit.replace(':', '-')}-example-{self.number}"


def _source(code: str) -> str:
    """The Python lines of a worked example (its ``>>>`` and ``...`` lines), without the expected output."""
    return "".join(example.source for example in doctest.DocTestParser().get_examples(code))


def _constants(node: ast.AST) -> list[object] | None:
    """The constants a literal holds (a constant, or a tuple, list or set of them), or None."""
    if isinstance(node, ast.Constant):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        found = [_constants(element) for element in node.elts]
        return None if any(f is None for f in found) else [c for f in found for c in f]  # type: ignore[union-attr]
    return None


def _bind(target: ast.AST, values: ast.AST, bound: dict[str, list[object]], *, each: bool) -> None:
    """Record the constants *values* gives the names of *target*: each of its items (a loop), or itself."""
    items = values.elts if each and isinstance(values, (ast.Tuple, ast.List, ast.Set)) else [values] if not each else []
    for item in items:
        if isinstance(target, ast.Name):
            found = _constants(item)
            if found is not None:
                bound.setdefault(target.id, []).extend(found)
        elif isinstance(target, ast.Tuple) and isinstance(item, (ast.Tuple, ast.List)) and len(item.elts) == len(target.elts):
            for name, value in zip(target.elts, item.elts, strict=True):
                _bind(name, value, bound, each=False)


def _bound(tree: ast.AST) -> dict[str, list[object]]:
    """Each name a ``for`` loop, a comprehension or an assignment binds to constants, with those constants; and each
    parameter of a function the example defines, with the constants its calls pass (``draw_three("on top")``)."""
    bound: dict[str, list[object]] = {}
    functions = {node.name: node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
    for node in ast.walk(tree):
        if isinstance(node, (ast.For, ast.comprehension)):
            _bind(node.target, node.iter, bound, each=True)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                _bind(target, node.value, bound, each=False)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in functions:
            names = [arg.arg for arg in functions[node.func.id].args.args]
            given = [*zip(names, node.args, strict=False), *((k.arg, k.value) for k in node.keywords if k.arg in names)]
            for name, value in given:
                _bind(ast.Name(name), value, bound, each=False)
    return bound


def _callee(call: ast.Call) -> str:
    """The last name of what *call* calls: ``DrawRulings`` for ``pokerlaws.draw.DrawRulings(...)``."""
    func = call.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def readings_set(code: str, parameters: Mapping[str, Iterable[str]]) -> dict[str, set[str]]:
    """The readings the worked example *code* sets, by parameter: each parameter of *parameters* (full name →
    its readings as the edition names them) a keyword argument of a call sets to one of its readings.

    Args:
        code: a worked example, ``>>>`` lines with their output.
        parameters: full name (``pokerlaws.draw.DrawRulings.keep_back``) → the readings, named as
            [`named`][pokerlaws.records.readings.named] names them (``"1"``, ``"pairwise"``).

    Returns:
        Parameter → the readings set, for each parameter set to at least one; empty when the code does not
        parse (its doctest fails on it).

    Examples:
        >>> code = '>>> for where in ("on top", "set aside"):\\n...     DrawRulings(two_remaining=where, keep_back=1)'
        >>> params = {"pokerlaws.draw.DrawRulings.two_remaining": ("gathered", "on top", "set aside"),
        ...           "pokerlaws.draw.DrawRulings.keep_back": ("2", "1")}
        >>> sorted((p.rpartition(".")[2], sorted(r)) for p, r in readings_set(code, params).items())
        [('keep_back', ['1']), ('two_remaining', ['on top', 'set aside'])]
    """
    try:
        tree = ast.parse(_source(code))
        bound = _bound(tree)
    except (SyntaxError, ValueError, MemoryError, RecursionError):  # code nested too deep for Python's parser
        return {}  # sets nothing: the example fails as it runs, and check and the build say so
    by_name: dict[str, list[tuple[str, str, frozenset[str]]]] = {}
    for dotted, readings in parameters.items():
        owner, _, name = dotted.rpartition(".")
        by_name.setdefault(name, []).append((dotted, owner.rpartition(".")[2], frozenset(readings)))
    found: dict[str, set[str]] = {}
    for call in (node for node in ast.walk(tree) if isinstance(node, ast.Call)):
        for keyword in call.keywords:
            candidates = by_name.get(keyword.arg or "", [])
            if len(candidates) > 1:  # a name of several classes' fields: only a call to its own class
                candidates = [c for c in candidates if c[1] == _callee(call)]
            if not candidates:
                continue
            value = keyword.value
            values = bound.get(value.id, []) if isinstance(value, ast.Name) else _constants(value) or []
            for dotted, _, readings in candidates:
                hit = {named(v) for v in values} & readings
                if hit:
                    found.setdefault(dotted, set()).update(hit)
    return found


def _parameters(corpus: Corpus) -> tuple[dict[str, tuple[str, ...]], dict[str, list[Law]]]:
    """Each parameter a ruling of *corpus* names that has readings (→ its readings), and the units ruling on it."""
    from pokerlaws.edition.loader import resolve

    readings: dict[str, tuple[str, ...]] = {}
    units: dict[str, list[Law]] = {}
    for unit in corpus.laws.values():
        for ruling in unit.rulings:
            if not ruling.parameter:
                continue
            owner, _, name = ruling.parameter.rpartition(".")
            found = readings_of(resolve(owner), name)
            if found is not None:
                readings[ruling.parameter] = tuple(named(r) for r in found)
                units.setdefault(ruling.parameter, []).append(unit)
    return readings, units


def examples_showing(corpus: Corpus) -> dict[str, dict[str, tuple[ExampleShown, ...]]]:
    """For each parameter a ruling of *corpus* names, each of its readings the worked examples show, with them.

    An example shows a reading when its code sets the parameter to it
    ([`readings_set`][pokerlaws.edition.examples_shown.readings_set]). The default, which no example need set,
    is shown by the examples of a ruling's unit that do not set the parameter (they run under it), provided
    an example sets another reading for them to differ from.

    Returns:
        Parameter (full name) → reading (named as the edition names it) → the examples, in the edition's order;
        a reading no example shows is absent.

    Examples:
        >>> from pokerlaws.edition.corpus import default_corpus
        >>> shown = examples_showing(default_corpus())["pokerlaws.betting.BettingRulings.first_right"]
        >>> [(reading, [e.anchor for e in examples]) for reading, examples in shown.items()]
        [('next on the left', ['1882-53-example-2']), ('lapses', ['1882-53-example-2'])]
    """
    readings, units = _parameters(corpus)
    found: dict[str, dict[str, list[ExampleShown]]] = {dotted: {} for dotted in readings}
    unset: dict[str, list[ExampleShown]] = {dotted: [] for dotted in readings}
    ruled = {dotted: {unit.id for unit in laws} for dotted, laws in units.items()}
    for unit in corpus.laws.values():
        for number, example in enumerate(unit.examples, start=1):
            shown = ExampleShown(unit.id, number, example.title)
            setting = readings_set(example.code, readings)
            for dotted, values in setting.items():
                for reading in values:
                    found[dotted].setdefault(reading, []).append(shown)
            for dotted in readings:
                if dotted not in setting and unit.id in ruled[dotted]:
                    unset[dotted].append(shown)
    out: dict[str, dict[str, tuple[ExampleShown, ...]]] = {}
    for dotted, values in readings.items():
        default = values[0]
        if default not in found[dotted] and any(r != default for r in found[dotted]) and unset[dotted]:
            found[dotted][default] = unset[dotted]
        out[dotted] = {r: tuple(found[dotted][r]) for r in values if r in found[dotted]}
    return out
