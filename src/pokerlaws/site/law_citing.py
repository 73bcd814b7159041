"""What a unit's page says of the project's code and tests that cite it: the "Implemented by" list, with
each pin's state, and the section *Tests*, from a [`Citing`][pokerlaws.citecheck.citing.Citing]."""

from __future__ import annotations

from pokerlaws.citecheck.citing import Citing, pinned_name
from pokerlaws.citecheck.pins import pin_matches, unit_pin
from pokerlaws.edition.model import Law

__all__ = ["pin_lines", "tests_lines"]


def pin_lines(unit: Law, citing: Citing | None, paths: tuple[str, ...]) -> list[str]:
    """The "Implemented by" list of *unit*'s page, each object with whether its pin is current."""
    out = []
    for path in paths:
        pin = citing.pins.get(pinned_name(path), {}).get(unit.id) if citing else None
        if citing is None:
            state = ""
        elif pin is None:
            state = ' — <span class="pin-state pin-none">not pinned</span>'
        elif pin_matches(pin, unit):
            state = f' — <span class="pin-state pin-current">current: reviewed against this text (pin <code>{pin}</code>)</span>'
        else:
            state = (f' — <span class="pin-state pin-stale">stale: reviewed against an earlier text (pin <code>{pin}</code>); '
                     f"review it, then run <code>pokerlaws cite-check --update</code></span>")
        out.append(f"- [`{path}`][{path}]{state}")
    now = unit_pin(unit)
    out += ["", f'The pin of this text is <code class="unit-pin">{now}</code>: code reviewed against it may say so with '
            f'`@implements("{unit.id}", text="{now}")`, and `pokerlaws cite-check` reports it when the text changes '
            "([Citing the laws from your code](../../citing.md))."]
    return out


def tests_lines(unit: Law, citing: Citing | None) -> list[str]:
    """The section of *unit*'s page that lists the project's tests marked with it."""
    if citing is None:
        return []
    tests = citing.tests.get(unit.id, ())
    out = [f"## Tests {{ #{unit.anchor}-tests }}", ""]
    examples = f" and its {len(unit.examples)} worked example{'s' * (len(unit.examples) != 1)}" if unit.examples else ""
    if not tests:
        out.append(f"No test of the suite carries `@pytest.mark.law(\"{unit.id}\")`{';' if examples else '.'}"
                   + (f" it is checked by{examples}." if examples else ""))
        return out + [""]
    out += [f"Checked by the tests of the suite below, which carry `@pytest.mark.law(\"{unit.id}\")` "
            f"(a module marks every test in it){examples}:", ""]
    out += [f"- `{test}`" + ("" if "::" in test else " (every test of the module)") for test in tests]
    return out + [""]
