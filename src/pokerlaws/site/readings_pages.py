"""What each reading decides, on the site: a record's table of readings, a ruling's cases, the matrix of rulings and records.

Every shipped record (``docs/records/*.yaml``) is judged under each reading of the rulings that bear on it by
[`judge_readings`][pokerlaws.records.judge_readings], once per build
([`judge_records`][pokerlaws.site.readings_pages.judge_records]). Each record's own page
([record_pages][pokerlaws.site.record_pages]) shows its table
([`readings_section`][pokerlaws.site.readings_pages.readings_section]); each ruling box on a
law's page lists the records one of its readings changes, with the changed figure
([`ruling_cases`][pokerlaws.site.readings_pages.ruling_cases]), and the worked examples that set its readings
([`example_cases`][pokerlaws.site.readings_pages.example_cases]); the page *Editorial rulings* ends with the
matrix ([`render_matrix`][pokerlaws.site.readings_pages.render_matrix]).
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.examples_shown import ExampleShown, examples_showing
from pokerlaws.edition.records import read_record
from pokerlaws.errors import RecordError
from pokerlaws.records import ReadingsJudged, judge_readings
from pokerlaws.records.readings import named
from pokerlaws.site.markup import code_span, escape_cell, escape_markdown, relative_link

__all__ = [
    "JUDGING",
    "RecordReadings",
    "example_cases",
    "judge_records",
    "readings_anchor",
    "readings_link",
    "readings_section",
    "record_page_path",
    "render_matrix",
    "ruling_cases",
]

JUDGING = "judging.md"
"""The page that lists every record, each linked to its own page."""


def record_page_path(stem: str) -> str:
    """The path of the page of the record ``docs/records/STEM.yaml``: ``records/STEM.md`` (built as ``records/STEM/``)."""
    return f"records/{stem}.md"


@dataclass(frozen=True)
class RecordReadings:
    """A shipped record judged under each reading: its file's stem, its title, the answer."""

    stem: str
    title: str
    judged: ReadingsJudged


def judge_records(records: Iterable[Path], units: Mapping[str, Iterable[str]] | None = None) -> list[RecordReadings]:
    """Each record of *records* judged under each reading of the rulings that bear on it, in the order of the
    file names; a record that cannot be judged as it stands (a malformed one) is left out: the page *Judging a
    record* shows its error."""
    found = []
    for path in sorted(records):
        try:
            data = read_record(path)[0]
            judged = judge_readings(data, units=units)
        except (RecordError, LawFileError):
            continue
        found.append(RecordReadings(path.stem, str(data.get("title") or path.stem), judged))
    return found


def readings_anchor(stem: str) -> str:
    """The anchor of a record's table of readings on its own page."""
    return f"record-{stem}-readings"


def readings_link(here: str, stem: str) -> str:
    """The Markdown link from the page *here* to the table of readings of the record *stem*, on its page."""
    return f"{relative_link(here, record_page_path(stem))}#{readings_anchor(stem)}"


def readings_section(item: RecordReadings) -> list[str]:
    """The Markdown of a record's table of readings: each reading that changes its outcome, how, and the law; then
    those tried that change nothing."""
    judged = item.judged
    base = judged.as_it_stands
    out = [f"## What each reading decides {{ #{readings_anchor(item.stem)} }}", "", '<div class="readings-table" markdown>', ""]
    stands = base.payouts_text() if base.payouts is not None else f"refused ({base.refused})"
    out += [
        (f"**What each reading decides.** As the record stands: {escape_markdown(stands, line_start=False)}. "
         f"Judged again under each other reading of the {len(judged.tried)} parameters of the rulings that bear on "
         f"it (`pokerlaws judge docs/records/{item.stem}.yaml --readings`):"),
        "",
    ]
    changing = judged.changing()
    if changing:
        out += ["| Parameter | Ruling | Reading | Payouts | What changed | Law |", "| --- | --- | --- | --- | --- | --- |"]
        for outcome in changing:
            rulings = ", ".join(outcome.units) or "—"
            out.append(
                f"| {code_span(outcome.parameters)} | {escape_cell(rulings)} | {code_span(outcome.reading)} "
                f"| {escape_cell(outcome.payouts_text())} | {escape_cell(outcome.change(base))} | {escape_cell(outcome.law or '')} |"
            )
        out.append("")
    else:
        out += ["No reading changes this deal.", ""]
    same = [o for o in judged.outcomes if not o.differs]
    if same:
        listed = "; ".join(f"{code_span(o.parameters)} {code_span(o.reading)}" for o in same)
        out += [f"The same under the {len(same)} other readings: {listed}.", ""]
    return [*out, "</div>", ""]


def ruling_cases(parameter: str, items: Iterable[RecordReadings], here: str) -> list[str]:
    """The Markdown list of the shipped records one reading of *parameter* (its full name) changes, each linked
    to its table of readings from the page *here*, with the reading and the changed figure; empty when none."""
    out = []
    for item in items:
        for outcome in item.judged.changing():
            if len(outcome.readings) == 1 and outcome.readings[0][0].dotted == parameter:
                link = readings_link(here, item.stem)
                change = outcome.change(item.judged.as_it_stands)
                out.append(f"- [{escape_markdown(item.title, line_start=False)}]({link}): under {code_span(outcome.reading)}, {escape_markdown(change, line_start=False)}")
    return out


_SHOWN: list[tuple[Corpus, dict[str, dict[str, tuple[ExampleShown, ...]]]]] = []
"""The last corpus asked of, with what its examples show: one only (under ``mkdocs serve`` each save makes a corpus)."""


def _examples_showing(corpus: Corpus) -> dict[str, dict[str, tuple[ExampleShown, ...]]]:
    """[`examples_showing`][pokerlaws.edition.examples_shown.examples_showing] of *corpus*, read once for the
    corpus last asked of; an earlier corpus is let go."""
    if not _SHOWN or _SHOWN[0][0] is not corpus:
        _SHOWN[:] = [(corpus, examples_showing(corpus))]
    return _SHOWN[0][1]


def example_cases(corpus: Corpus, parameter: str, here: str) -> list[str]:
    """The Markdown list of the worked examples that set a reading of *parameter* (its full name), each linked to its
    anchor on its law's page from the page *here*, with the readings it sets; empty when none.

    An example is listed once, with every reading of the parameter it shows, in the order of the readings
    ([`examples_showing`][pokerlaws.edition.examples_shown.examples_showing]: the default may be shown by an
    example of the ruling's unit that runs under it)."""
    by_example: dict[ExampleShown, list[str]] = {}
    for reading, examples in _examples_showing(corpus).get(parameter, {}).items():
        for example in examples:
            by_example.setdefault(example, []).append(reading)
    if len(_examples_showing(corpus).get(parameter, {})) < 2:  # one reading alone differs from nothing
        return []
    out = []
    for example, readings in by_example.items():
        unit = corpus.laws[example.unit]
        link = f"{relative_link(here, _unit_path(unit))}#{example.anchor}"
        said = ", ".join(code_span(r) for r in readings)
        out.append(f"- [{example.unit}, example {example.number}: {escape_markdown(example.title, line_start=False)}]({link}): {said}")
    return out


def render_matrix(corpus: Corpus, items: list[RecordReadings], here: str = "rulings.md") -> list[str]:
    """The matrix of the page *Editorial rulings*: a row per ruling a record can name or a worked example shows, a
    column per shipped record, a mark where one of the ruling's readings changes the record's outcome (linked to
    the record's table), and a last column linking to the worked examples that set its readings
    ([`example_cases`][pokerlaws.site.readings_pages.example_cases] lists the same in the ruling's box)."""
    from pokerlaws.records.readings import PARAMETERS

    nameable = {p.dotted for p in PARAMETERS}
    shown = {parameter: by_reading for parameter, by_reading in _examples_showing(corpus).items() if len(by_reading) > 1}
    rows = [
        (unit, number, ruling)
        for unit in corpus.laws.values()
        for number, ruling in enumerate(unit.rulings, start=1)
        if ruling.parameter in nameable or ruling.parameter in shown
    ]
    out = [
        "## What each reading decides { #rulings-matrix }",
        "",
        (f"Each shipped record of play (the page [Judging a record]({relative_link(here, JUDGING)})) is judged as it stands and "
         "again under each other reading of every ruling that bears on it. A mark is where one of a ruling's readings "
         "changes the outcome (a payout, the counters carried, or a step refused); it links to the record's table. The "
         "last column links to the worked examples that set the ruling's readings, each on its law's page: a ruling "
         "whose parameter no record names (the draw's, the value of hands, disputes) is shown by them alone. On a "
         "narrow screen each ruling's row is shown as a block, with the records it changes."),
        "",
        '<div class="readings-matrix">',
        "<table>",
        "<caption>Rulings against records: a mark where a reading changes the outcome</caption>",
        "<thead><tr><th scope=\"col\">Ruling</th>"
        + "".join(
            f'<th scope="col"><a href="{html.escape(_href(here, item.stem))}" title="{html.escape(item.title)}">{index}'
            f'<span class="readings-title">: {html.escape(item.title)}</span></a></th>'
            for index, item in enumerate(items, 1)
        )
        + '<th scope="col">Worked examples</th>'
        + "</tr></thead>",
        "<tbody>",
    ]
    for unit, number, ruling in rows:
        cells = []
        for index, item in enumerate(items, 1):
            changes = [o for o in item.judged.changing() if len(o.readings) == 1 and o.readings[0][0].dotted == ruling.parameter]
            if changes:
                said = "; ".join(f"{named(o.readings[0][1])}: {o.change(item.judged.as_it_stands)}" for o in changes)
                label = f"{unit.id} R{number} changes record {index}, {item.title}: {said}"
                cells.append(f'<td><a href="{html.escape(_href(here, item.stem))}" aria-label="{html.escape(label)}" title="{html.escape(said)}">●</a></td>')
            else:
                cells.append("<td></td>")
        examples = dict.fromkeys(e for by_reading in shown.get(ruling.parameter, {}).values() for e in by_reading)
        links = ", ".join(
            f'<a href="../{html.escape(_page_href(relative_link(here, _unit_path(corpus.laws[e.unit])) + "#" + e.anchor))}" '
            f'aria-label="{html.escape(f"{unit.id} R{number}: worked example {e.number} of {e.unit}, {e.title}")}">{html.escape(e.unit)} ex. {e.number}</a>'
            for e in examples
        )
        cells.append(f"<td>{links}</td>")
        anchor = f"{relative_link(here, _unit_path(unit))}#{unit.anchor}-r{number}"
        head = f'<th scope="row"><a href="../{html.escape(_page_href(anchor))}">{html.escape(unit.id)} R{number}</a> {html.escape(ruling.title)}</th>'
        out.append(f"<tr>{head}{''.join(cells)}</tr>")
    out += ["</tbody>", "</table>", "</div>", ""]
    out += ["Records, by column:", ""]
    out += [f"{index}. [{escape_markdown(item.title, line_start=False)}]({readings_link(here, item.stem)})" for index, item in enumerate(items, 1)]
    return [*out, ""]


def _unit_path(unit: object) -> str:
    from pokerlaws.site.markup import unit_page_path

    return unit_page_path(unit)  # type: ignore[arg-type]


def _page_href(link: str) -> str:
    """A link to a Markdown page written in raw HTML: the page's URL (``laws/1882/60/``), as MkDocs builds it."""
    page, _, anchor = link.partition("#")
    url = page[: -len("index.md")] if page.endswith("index.md") else page.removesuffix(".md") + "/"
    return url + (f"#{anchor}" if anchor else "")


def _href(here: str, stem: str) -> str:
    """The link from the page *here* (raw HTML) to a record's table of readings on the record's page."""
    # the page here is built as a directory (rulings/), one level below the page it links to
    return "../" + _page_href(readings_link(here, stem))
