"""A page for each record of play the edition ships (``docs/records/STEM.yaml`` → ``records/STEM/``).

[`render_record_pages`][pokerlaws.site.record_pages.render_record_pages] writes, for each record, its title
and description, a link to its YAML (published beside the page), the judge's report of it as it stands (as
``pokerlaws judge`` prints it) and its table of readings
([`readings_section`][pokerlaws.site.readings_pages.readings_section]): which readings of the rulings change the
deal, and how. The page *Judging a record* lists the records, each linked to its page; the ruling boxes and the
matrix of rulings link to the table.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from pokerlaws.edition.errors import LawFileError
from pokerlaws.edition.records import read_record
from pokerlaws.errors import RecordError
from pokerlaws.site.markup import (
    attribute_text,
    code_fence,
    escape_markdown,
    relative_link,
)
from pokerlaws.site.readings_pages import (
    JUDGING,
    RecordReadings,
    readings_section,
    record_page_path,
)

__all__ = ["RECORD_NAME", "judge_report", "record_files", "render_record_page", "render_record_pages"]

RECORD_NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,99}\.yaml")
"""The file name of a record of play: it becomes its page's address and the anchors of the page, in HTML."""


def record_files(directory: Path) -> list[Path]:
    """The records of play in *directory* (``docs/records/``), sorted by name.

    Raises:
        LawFileError: a record's file name is not of [`RECORD_NAME`][pokerlaws.site.record_pages.RECORD_NAME]
            (``x onmouseover=alert(1).yaml`` would set an attribute of its page's heading), in one line naming it.
    """
    records = sorted(directory.glob("*.yaml"))
    for path in records:
        _checked_name(path)
    return records


def _checked_name(path: Path) -> None:
    if not RECORD_NAME.fullmatch(path.name):
        raise LawFileError(path, None, "a record's file name is lower-case letters, digits and hyphens, ending .yaml "
                           "(it becomes its page's address and anchors): rename the file")


def judge_report(path: Path) -> tuple[str, bool]:
    """What ``pokerlaws judge docs/records/NAME`` prints of the record at *path*, and whether it was judged
    without a ruling against it."""
    from pokerlaws.edition.records import judge_file

    try:
        return judge_file(path).report(), True
    except RecordError as err:
        law = f" [law {err.law}]" if err.law else ""
        where = err.message.replace(str(path), f"docs/records/{path.name}")
        return "\n".join([*(f"  {step}" for step in err.ruled), f"ruling: {where}{law}"]), False


def render_record_page(path: Path, judged: RecordReadings | None = None) -> str:
    """The page of the record at *path*: its title and description, its file, the judge's report, and, with
    *judged* (the record judged under each reading), its table of readings."""
    _checked_name(path)
    here = record_page_path(path.stem)
    anchor = re.sub(r"[^a-z0-9-]", "-", path.stem)  # the name was checked; escaped all the same
    data, _lines = read_record(path)  # the edition's reader of records: bounded, and checked against the schema
    title = str(data.get("title") or path.stem)
    out = [
        "---",
        "search:",
        "  boost: 0.02",  # the records' own words (their titles, the judge's steps) should not outrank the laws in the site's search
        "---",
        "",
        f"# {escape_markdown(title)} {{ #record-{anchor} }}",
        "",
    ]
    if data.get("description"):
        out += [escape_markdown(" ".join(str(data["description"]).split())), ""]
    out += [
        (f"The record: [`docs/records/{path.name}`]({path.name}) (code {escape_markdown(str(data.get('code', '—')), line_start=False)}). "
         f"Its format, and the other records, are on the page [Judging a record]({relative_link(here, JUDGING)})."),
        "",
        f"## As it stands {{ #record-{anchor}-judged }}",
        "",
    ]
    report, _ = judge_report(path)
    fence = code_fence(report)
    out += [f'{fence} text title="pokerlaws judge docs/records/{attribute_text(path.name)}"', report, fence, ""]
    if judged is not None:
        out += readings_section(judged)
    return "\n".join(out)


def render_record_pages(records: Iterable[Path], readings: Iterable[RecordReadings] | None = None) -> dict[str, str]:
    """The page of each record of *records*, by its path (``records/STEM.md``), each with its table of readings
    from *readings* where it was judged under them."""
    by_stem = {item.stem: item for item in readings or ()}
    return {record_page_path(path.stem): render_record_page(path, by_stem.get(path.stem)) for path in sorted(records)}
