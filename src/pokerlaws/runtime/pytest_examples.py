"""A pytest plugin: every worked example in ``laws/*/*.yaml`` is a test item.

Loaded with ``-p pokerlaws.runtime.pytest_examples`` (see ``pyproject.toml``).
A failing example is reported with its unit, its title and the YAML line of
the failing ``>>>``; a broken unit file is a collection error naming file and
line, without a traceback.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pokerlaws.edition.corpus import SOURCE_ORDER
from pokerlaws.edition.errors import LawFileError, display_path
from pokerlaws.edition.loader import load_unit
from pokerlaws.edition.model import Example, Law
from pokerlaws.errors import Picklable
from pokerlaws.runtime.examples import Failure, run_example


def _is_unit_file(path: Path) -> bool:
    # laws/<source>/<n>.yaml, beside laws/schema/; laws/sources/*.yaml are not units
    return (
        path.suffix in (".yaml", ".yml")
        and path.parent.name in SOURCE_ORDER
        and (path.parent.parent / "schema" / "unit.schema.json").is_file()
    )


def pytest_sessionstart(session: pytest.Session) -> None:
    """Stop at once, with one line, when the edition's own laws/ cannot be loaded.

    Most tests read the edition; without this, a broken law file shows up as
    stack frames in every module that loads it.
    """
    from pokerlaws.edition.corpus import default_corpus

    try:
        default_corpus()
    except LawFileError as exc:
        from pokerlaws.citecheck.citing import stale_in_files
        from pokerlaws.edition.corpus import laws_directory

        # a word changed with no emendation recorded: say too what code was reviewed against the old text
        stale = stale_in_files(laws_directory(), session.config.rootpath)
        also = f"; and the pins of the code: {'; '.join(stale)}" if stale else ""
        raise pytest.UsageError(f"the edition cannot be loaded: {exc}{also}") from None


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if _is_unit_file(file_path):
        return UnitFile.from_parent(parent, path=file_path)
    return None


class UnitFile(pytest.File):
    """A unit's YAML file; its items are the unit's worked examples."""

    def collect(self):
        try:
            law = load_unit(self.path, self.path.parent.parent / "schema")
        except LawFileError as exc:
            raise self.CollectError(str(exc)) from None
        for number, example in enumerate(law.examples, start=1):
            item = ExampleItem.from_parent(self, name=f"{law.id} example {number}", law=law, example=example, number=number)
            item.add_marker(pytest.mark.law(law.id))  # a worked example covers its unit (--law-report)
            yield item


class ExampleFailed(Picklable, AssertionError):
    """Raised by an example whose output differs from what it claims."""

    def __init__(self, failures: list[Failure]) -> None:
        self.failures = failures
        super().__init__("\n".join(map(str, failures)))


class ExampleItem(pytest.Item):
    """One worked example, run as a doctest."""

    def __init__(self, *, law: Law, example: Example, number: int, **kwargs) -> None:
        super().__init__(**kwargs)
        self.law = law
        self.example = example
        self.number = number

    def runtest(self) -> None:
        failures = run_example(self.law, self.example)
        if failures:
            raise ExampleFailed(failures)

    def repr_failure(self, excinfo, style=None):  # noqa: ANN001 - pytest's signature
        if isinstance(excinfo.value, ExampleFailed):
            head = f"{self.law.id}, example {self.number} “{self.example.title}” ({display_path(self.path)}, line {self.example.line}) fails:"
            return head + "\n" + "\n".join(str(f) for f in excinfo.value.failures)
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        line = (self.example.line or 1) - 1
        return self.path, line, f"{self.law.id} example {self.number}: {self.example.title}"
