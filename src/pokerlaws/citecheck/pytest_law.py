# cite-check: off (the docstring shows an id that is none)
"""A pytest plugin: ``@pytest.mark.law("1882:60")`` says which units of the laws a test checks.

Installed with ``pokerlaws`` (the ``pytest11`` entry point), so any project that
installs ``pokerlaws`` may mark its tests::

    @pytest.mark.law("1882:60")
    def test_show_for_less(): ...

    @pytest.mark.law("1882:59", "1882:60", text={"1882:60": "3f2a9c"})
    def test_settle(): ...

- An id that is no unit of the edition (``1882:99``), or not of the form
  ``SOURCE:NUMBER``, fails the collection of the module that marks it, with
  the nearest real unit.
- A pin (``text=``) that no longer matches the unit's edited text fails the
  test before it runs: the text has changed since the test was reviewed
  against it (``pokerlaws cite-check`` says the same, and ``--update`` rewrites
  the pin).
- ``--law-report`` prints, after the run, for each source the units the tests
  that ran cover (with how many tests, passed and failed) and the units no test
  covers. It works under ``pytest-xdist``: the marks travel with the reports.

The edition is the one ``pokerlaws`` reads (``$POKERLAWS_LAWS``, else the
installed ``laws/``).
"""
# cite-check: on

from __future__ import annotations

from collections import defaultdict

import pytest

from pokerlaws.sources import UNIT_ID

__all__ = ["PROPERTY"]

PROPERTY = "law"
"""The name under which each unit a test covers is in its report's ``user_properties``."""

_CHECKED = pytest.StashKey[bool]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("pokerlaws")
    group.addoption(
        "--law-report", action="store_true", default=False,
        help="after the run, list the units of the laws the tests cover (@pytest.mark.law) and those they do not",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        'law(*ids, text=None): the units of the laws the test checks, e.g. law("1882:60"); '
        'text= pins the text reviewed (pokerlaws)',
    )
    config.pluginmanager.register(_Report(config), "pokerlaws-law-report")


def _corpus():
    from pokerlaws.edition.corpus import default_corpus

    return default_corpus()


def _problems(item: pytest.Item) -> list[str]:
    """What is wrong with the law marks of *item*: ids that are no unit, pins that are malformed."""
    from pokerlaws.citecheck.pins import PIN

    corpus = None
    problems = []
    for mark in item.iter_markers(PROPERTY):
        if not mark.args:
            problems.append('@pytest.mark.law needs at least one unit id, e.g. law("1882:60")')
        for keyword in mark.kwargs:
            if keyword != "text":
                # a misspelt text= (txt=, texts=) would leave the test unpinned without a word
                problems.append(f"@pytest.mark.law takes the ids and text= only, not {keyword}=" + ("; did you mean text=?" if keyword.lower().startswith("t") else ""))
        for unit_id in mark.args:
            if isinstance(unit_id, str) and UNIT_ID.fullmatch(unit_id):
                corpus = corpus or _corpus()
                if unit_id in corpus.laws:
                    continue
            problems.append(_unknown(unit_id))
        for unit_id, pin in _pins(mark).items():
            if unit_id not in mark.args:
                problems.append(f"text= pins {unit_id!r}, which the mark does not cite")
            elif not isinstance(pin, str) or not PIN.fullmatch(pin):
                problems.append(f"the pin of {unit_id}, {pin!r}, is not 6 to 64 lower-case hex digits")
    return problems


def _unknown(unit_id: object) -> str:
    from pokerlaws.citecheck.check import nearest_unit

    near = nearest_unit(_corpus(), str(unit_id))
    hint = f"; nearest: {near}" if near else ""
    return f"@pytest.mark.law({unit_id!r}) names no unit of the edition, which holds {_corpus().held()}{hint}"


def _pins(mark: pytest.Mark) -> dict[str, object]:
    text = mark.kwargs.get("text")
    if text is None:
        return {}
    if isinstance(text, dict):
        return dict(text)
    if len(mark.args) != 1:
        return {"(several ids)": text}
    # an id that is no string (a list, by mistake) cannot key a pin; the id's own problem is reported
    return {mark.args[0]: text} if isinstance(mark.args[0], str) else {}


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector):
    """A module (or class) whose tests cite a unit that is none fails to collect, saying which."""
    report = yield
    if report.outcome != "passed":
        return report
    items = [item for item in report.result if isinstance(item, pytest.Item)]
    problems = [f"{item.nodeid}: {problem}" for item in items for problem in _problems(item)]
    if problems:
        return pytest.CollectReport(collector.nodeid, "failed", "\n".join(dict.fromkeys(problems)), [])
    # only now are the ids known to be units (and so hashable, to be counted once each)
    for item in items:
        for unit_id in dict.fromkeys(a for m in item.iter_markers(PROPERTY) for a in m.args):
            item.user_properties.append((PROPERTY, unit_id))
    return report


def pytest_runtest_setup(item: pytest.Item) -> None:
    """A test pinned to a text that has changed since fails before it runs."""
    from pokerlaws.citecheck.pins import pin_matches, stale_message, unit_pin

    for mark in item.iter_markers(PROPERTY):
        for unit_id, pin in _pins(mark).items():
            unit = _corpus().laws[unit_id]
            if not pin_matches(pin, unit):
                pytest.fail(
                    stale_message(unit_id, item.nodeid, pin, unit_pin(unit)) + ": review it, then run "
                    f'pokerlaws cite-check --update or write text="{unit_pin(unit)}"',
                    pytrace=False,
                )


class _Report:
    """Gathers the units of each test's report and prints ``--law-report`` at the end."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.tests: dict[str, dict[str, str]] = defaultdict(dict)  # unit -> node id -> outcome

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        units = [value for name, value in report.user_properties if name == PROPERTY]
        if not units or (report.when != "call" and report.passed):
            return
        for unit_id in units:
            before = self.tests[unit_id].get(report.nodeid)
            if before != "failed":
                self.tests[unit_id][report.nodeid] = report.outcome

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if not self.config.getoption("law_report"):
            return
        for line in law_report_lines(self.tests):
            terminalreporter.write_line(line)


def law_report_lines(tests: dict[str, dict[str, str]]) -> list[str]:
    """The lines of ``--law-report`` for *tests* (unit id → test node id → outcome)."""
    from pokerlaws.sources import SOURCES

    corpus = _corpus()
    lines = ["", "units of the laws covered by the tests that ran (@pytest.mark.law):"]
    covered_total = 0
    for source in SOURCES:
        units = corpus.units(source)
        covered = [u for u in units if tests.get(u.id)]
        covered_total += len(covered)
        lines.append(f"{source}: {len(covered)} of {len(units)} units covered")
        for unit in covered:
            outcomes = list(tests[unit.id].values())
            counts = ", ".join(f"{outcomes.count(o)} {o}" for o in ("passed", "failed", "skipped") if o in outcomes)
            lines.append(f"  {unit.id:<10} {len(outcomes)} test{'s' * (len(outcomes) != 1)} ({counts})")
        missing = [u.id for u in units if not tests.get(u.id)]
        if missing:
            lines.append(f"  not covered: {', '.join(missing)}")
    lines.append(f"{covered_total} of {len(corpus.laws)} units covered")
    return lines
