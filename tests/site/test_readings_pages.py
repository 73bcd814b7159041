"""What each reading decides, as the site's Markdown says it (issue 31): a record's table, a ruling's cases, the
matrix. No build: the functions of ``pokerlaws.site.readings_pages`` on the shipped records, each figure set
against ``judge_readings`` asked here."""

from __future__ import annotations

import re
from functools import cache

from helpers import RECORDS

from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.examples_shown import examples_showing
from pokerlaws.edition.records import parameter_rulings, read_record
from pokerlaws.records import judge_readings
from pokerlaws.records.readings import PARAMETERS
from pokerlaws.site.index_pages import render_judging, render_rulings
from pokerlaws.site.readings_pages import (
    judge_records,
    readings_anchor,
    readings_section,
    record_page_path,
    render_matrix,
    ruling_cases,
)
from pokerlaws.site.record_pages import render_record_pages

CORPUS = default_corpus()
RECORD = "1882-whole-deal-show-for-less"


@cache
def judged() -> list:
    return judge_records(sorted(RECORDS.glob("*.yaml")), parameter_rulings(CORPUS))


def item(stem: str):
    return next(entry for entry in judged() if entry.stem == stem)


def ante() -> tuple[str, str]:
    """The ante's other reading on the acceptance record, and what it changes, asked of the engine here."""
    result = judge_readings(read_record(RECORDS / f"{RECORD}.yaml")[0], only=["ante"])
    (outcome,) = result.outcomes
    return outcome.reading, outcome.change(result.as_it_stands)


def test_a_records_table_has_a_row_per_reading_that_changes_it() -> None:
    text = "\n".join(readings_section(item(RECORD)))
    reading, change = ante()
    row = next(line for line in text.splitlines() if line.startswith("| `PoolRulings.ante`"))
    assert f"`{reading}`" in row and change in row and "1882:60 R1" in row
    rows = [line for line in text.splitlines() if line.startswith("| `")]
    assert len(rows) == len(item(RECORD).judged.changing())
    same = len(item(RECORD).judged.outcomes) - len(rows)
    assert f"The same under the {same} other readings" in text


def test_every_shipped_record_has_its_page_ending_with_its_table_and_the_judging_page_links_to_it() -> None:
    records = sorted(RECORDS.glob("*.yaml"))
    pages = render_record_pages(records, judged())
    assert sorted(pages) == sorted(f"records/{path.stem}.md" for path in records)
    for entry in judged():
        page = pages[record_page_path(entry.stem)]
        title, readings = page.index(f"{{ #record-{entry.stem} }}"), page.index(f"{{ #{readings_anchor(entry.stem)} }}")
        assert title < page.index(f"]({entry.stem}.yaml)") < page.index(f'title="pokerlaws judge docs/records/{entry.stem}.yaml"') < readings
        assert "\n".join(readings_section(entry)) in page
        rows = [line for line in page[readings:].splitlines() if line.startswith("| `")]
        assert len(rows) == len(entry.judged.changing())
    # every shipped record is judged under the readings: none is left without its table
    assert len(judged()) == len(records)
    judging = render_judging(records, judged())
    assert "## What each reading decides { #record-readings }" in judging
    for path in records:
        assert f"](records/{path.stem}.md) (`{path.name}`)" in judging
    assert f"{readings_anchor(RECORD)}" not in judging  # the tables are on the records' pages, not here


def test_a_ruling_box_lists_the_records_its_readings_change() -> None:
    reading, change = ante()
    cases = ruling_cases("pokerlaws.betting.PoolRulings.ante", judged(), "laws/1882/60.md")
    link = f"../../records/{RECORD}.md#{readings_anchor(RECORD)}"
    assert any(f"]({link}): under `{reading}`, {change}" in line for line in cases)
    # the link reaches the record's page, and the anchor is its table's, which holds the same change
    page = render_record_pages([RECORDS / f"{RECORD}.yaml"], judged())[record_page_path(RECORD)]
    table = page[page.index(f"{{ #{readings_anchor(RECORD)} }}") :]
    assert f"`{reading}`" in table and change in table
    # on the rulings page, with its link from there
    rulings = render_rulings(CORPUS, judged())
    assert f"](records/{RECORD}.md#{readings_anchor(RECORD)}): under `{reading}`, {change}" in rulings
    assert f'href="../records/{RECORD}/#{readings_anchor(RECORD)}"' in rulings  # the matrix's marks and heads


def test_the_matrix_marks_each_ruling_a_record_turns_on_and_nothing_else() -> None:
    matrix = "\n".join(render_matrix(CORPUS, judged()))
    nameable = {p.dotted for p in PARAMETERS}
    shown = {p for p, by_reading in examples_showing(CORPUS).items() if len(by_reading) > 1}
    rows = re.findall(r"<tr><th scope=\"row\">(.*?)</tr>", matrix)
    ruled = [(u, r) for u in CORPUS.laws.values() for r in u.rulings if r.parameter in nameable]
    assert len(rows) == len([(u, r) for u in CORPUS.laws.values() for r in u.rulings if r.parameter in nameable | shown])
    # the last column: each row's worked examples, linked to their anchors (1882:78 R1: its new example)
    finality = next(row for row in rows if "1882:78 R1" in row)
    example = next(e for e in examples_showing(CORPUS)["pokerlaws.table.DisputeRulings.finality"]["as the dealer's"] if e.unit == "1882:78")
    assert f'href="../laws/1882/78/#{example.anchor}"' in finality and f"1882:78 ex. {example.number}</a></td>" in finality
    keep_back = next(row for row in rows if "foster:6 R1" in row)
    assert "●" not in keep_back and "foster:6 ex." in keep_back  # no record names it: its examples alone
    expected = {(entry.stem, o.readings[0][0].dotted) for entry in judged() for o in entry.judged.outcomes if o.differs}
    by_parameter = {}
    for _, ruling in ruled:
        by_parameter[ruling.parameter] = by_parameter.get(ruling.parameter, 0) + 1
    marks = matrix.count("●</a></td>")
    assert marks == sum(by_parameter[parameter] for _, parameter in expected)
    assert "1882:60 R1 changes record" in matrix


def test_a_ruling_box_lists_the_worked_examples_that_set_its_readings_linked_to_their_anchors() -> None:
    """1882:78 R1 (finality): its new example sets both readings; the box on the law's page links to the example's
    anchor, which the page's example carries, and names the readings it sets, each found in the example's code."""
    from pokerlaws.edition.examples_shown import examples_showing
    from pokerlaws.site.law_pages import render_unit_page

    unit = CORPUS.laws["1882:78"]
    page = render_unit_page(CORPUS, unit)
    shown = examples_showing(CORPUS)["pokerlaws.table.DisputeRulings.finality"]
    (example,) = {e for e in shown["as the dealer's"] if e.unit == "1882:78"}  # its example (1882:78 R3's follows it)
    assert f'<div class="worked-example" id="{example.anchor}"' in page
    box = page[page.index("{ #1882-78-r1 }") : page.index("{ #1882-78-r2 }")]  # from R1's heading to R2's
    line = next(line for line in box.splitlines() if f"](#{example.anchor})" in line or f"#{example.anchor})" in line)
    assert "`dealer's only`" in line and "`as the dealer's`" in line
    assert "dealer's only" in unit.examples[example.number - 1].code and "as the dealer's" in unit.examples[example.number - 1].code
    # every example a ruling's parameter is shown by is listed in that ruling's box, on the rulings page too
    rulings = render_rulings(CORPUS, judged())
    for parameter in ("pokerlaws.hands.Ruleset.untied_card", "pokerlaws.draw.DrawRulings.passed_out_hands"):
        for examples in examples_showing(CORPUS)[parameter].values():
            for e in examples:
                assert f"#{e.anchor})" in rulings, (parameter, e)


def test_a_ruling_no_example_sets_lists_no_example() -> None:
    """JackPotRulings.penalty_to (1895:35 R2): records show it, no example sets it, and its box lists none."""
    from pokerlaws.site.readings_pages import example_cases

    assert example_cases(CORPUS, "pokerlaws.jackpot.JackPotRulings.penalty_to", "laws/1895/35.md") == []
    assert example_cases(CORPUS, "pokerlaws.draw.DrawRulings.passed_out_hands", "laws/foster/6.md") == [
        "- [foster:6, example 3: A passed-out hand: abandoned and gathered, or set aside](6.md#foster-6-example-3): `abandoned`, `set aside`"
    ]


def test_the_records_pages_are_kept_under_serve_while_no_record_changes(tmp_path, monkeypatch) -> None:
    """``EditionPlugin.engine_pages``: the record pages come with the engine's pages, rendered again only when a
    record changes."""
    import shutil

    from pokerlaws.site import mkdocs_plugin

    calls = []
    real = mkdocs_plugin.render_engine_pages
    monkeypatch.setattr(mkdocs_plugin, "render_engine_pages", lambda records, readings: calls.append(1) or real(records, readings))
    record = tmp_path / f"{RECORD}.yaml"
    shutil.copy(RECORDS / f"{RECORD}.yaml", record)
    plugin = mkdocs_plugin.EditionPlugin()
    first = plugin.engine_pages([record], judge_records([record]))
    again = plugin.engine_pages([record], judge_records([record]))
    assert len(calls) == 1 and first == again and record_page_path(RECORD) in first
    record.write_text(record.read_text(encoding="utf-8").replace("with a show for less", "with a short show", 1), encoding="utf-8")
    changed = plugin.engine_pages([record], judge_records([record]))
    assert len(calls) == 2 and "with a short show" in changed[record_page_path(RECORD)]
