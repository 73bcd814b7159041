"""The pages that survey the whole edition: concordance, emendations, rulings, judging, downloads.

[`render_concordance`][pokerlaws.site.index_pages.render_concordance]
(law ↔ code ↔ examples),
[`render_emendations`][pokerlaws.site.index_pages.render_emendations] and
[`render_rulings`][pokerlaws.site.index_pages.render_rulings] list what the
unit pages show one by one;
[`render_judging`][pokerlaws.site.index_pages.render_judging] judges the
records of play under ``docs/records/`` at build time;
[`render_downloads`][pokerlaws.site.index_pages.render_downloads] gives the
edition as JSON and the witness files.
"""

from __future__ import annotations

import html
import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import yaml

from pokerlaws.edition.corpus import Corpus
from pokerlaws.edition.export import corpus_record
from pokerlaws.edition.files import read_text
from pokerlaws.edition.links import import_engine
from pokerlaws.edition.model import EMENDATION_TYPES
from pokerlaws.site.emendation_tables import certainty_legend, emendation_row
from pokerlaws.site.markup import (
    code_span,
    escape_cell,
    escape_markdown,
    relative_link,
    sources_in_order,
    unit_link,
    unit_name,
    unit_page_path,
)
from pokerlaws.site.readings_pages import (
    RecordReadings,
    example_cases,
    record_page_path,
    render_matrix,
    ruling_cases,
)
from pokerlaws.site.ruling_section import render_ruling

# --- concordance, emendations, rulings ----------------------------------------------


def render_concordance(corpus: Corpus) -> str:
    """Every unit with the engine objects that implement it and its worked examples, and the reverse."""
    here = "concordance.md"
    out = [
        "# Concordance",
        "",
        ("Law ↔ code ↔ examples. For each unit: the engine objects that implement it, the number "
        "of worked examples (each run whenever the edition is built) and its status — *implemented*, *planned* "
        "(executable, not yet written) or *none* (not executable)."),
        "",
    ]
    for key, source in sources_in_order(corpus):
        out += [f"## {escape_markdown(source.short_title)} {{ #concordance-{key} }}", ""]
        out += ["| Unit | Title | Implemented by | Examples | Status |", "| --- | --- | --- | --- | --- |"]
        for unit in corpus.units(key):
            engine = "<br>".join(f"[`{p}`][{p}]" for p in unit.engine.paths) or "—"
            status = unit.engine.status
            if unit.engine.reason:
                status = f'<span title="{html.escape(" ".join(unit.engine.reason.split()))}">{status}</span>'
            out.append(
                f"| {unit_link(here, unit)} | {escape_cell(unit.title)} | {engine} | {len(unit.examples) or '—'} | {status} |"
            )
        out.append("")
    out += _code_to_laws(corpus, here)
    return "\n".join(out).rstrip() + "\n"


def _code_to_laws(corpus: Corpus, here: str) -> list[str]:
    cited = import_engine()
    out = [
        "## From code to laws { #concordance-code }",
        "",
        "Every engine object that cites a unit with `@implements`, and the units it cites.",
        "",
    ]
    if not cited:
        return out + ["No engine object cites a unit yet.", ""]
    out += ["| Object | Cites |", "| --- | --- |"]
    for name, ids in cited.items():
        out.append(f"| [`{name}`][{name}] | {_cited_units(corpus, ids, here)} |")
    return out + [""]


def _cited_units(corpus: Corpus, ids: Iterable[str], here: str) -> str:
    # An id the edition does not know stays plain text: the test suite, not the
    # site, reports citations of units that do not exist.
    return ", ".join(unit_link(here, corpus.laws[i]) if i in corpus.laws else f"`{i}`" for i in ids)


def render_emendations(corpus: Corpus) -> str:
    """Every emendation of the edition, with counts per type and source."""
    here = "emendations.md"
    counts = {key: Counter(e.type for u in corpus.units(key) for e in u.emendations) for key in corpus.sources}
    keys = [key for key, _ in sources_in_order(corpus)]
    out = [
        "# Emendations",
        "",
        ("Every place where the edited text departs from a witness, by source and unit. The readings "
        "are shown literally, as the witness has them. The kinds of emendation are explained in the "
        f"[editorial method]({relative_link(here, 'method.md')}#emendation-types)."),
        "",
        "| Type | Meaning | " + " | ".join(escape_cell(corpus.sources[k].short_title) for k in keys) + " | All |",
        "| --- | --- | " + " | ".join("---:" for _ in keys) + " | ---: |",
    ]
    for kind, meaning in EMENDATION_TYPES.items():
        per = [counts[k][kind] for k in keys]
        out.append(f"| {kind} | {escape_cell(meaning)} | " + " | ".join(map(str, per)) + f" | {sum(per)} |")
    totals = [sum(counts[k].values()) for k in keys]
    out += ["| **all** | | " + " | ".join(f"**{t}**" for t in totals) + f" | **{sum(totals)}** |", ""]
    out += ["How sure each correction is, where it is less than sure, and whose reading it corrects:", "", *certainty_legend()]
    for key, source in sources_in_order(corpus):
        out += [f"## {escape_markdown(source.short_title)} {{ #emendations-{key} }}", ""]
        units = [u for u in corpus.units(key) if u.emendations]
        if not units:
            out += ["No emendations.", ""]
            continue
        out += ['<div class="emendation-table with-unit" markdown>', ""]
        out += ["| Unit | Witness | Reads | Edition | Type | Reason |", "| --- | --- | --- | --- | --- | --- |"]
        for unit in units:
            for emendation in unit.emendations:
                out.append(f"| {unit_link(here, unit)} " + emendation_row(emendation, here))
        out += ["", "</div>", ""]
    return "\n".join(out).rstrip() + "\n"


def render_rulings(corpus: Corpus, readings: list[RecordReadings] | None = None) -> str:
    """Every editorial ruling, with the unit it belongs to; with *readings* (the shipped records judged under
    each reading), the records each ruling's readings change, and the matrix of rulings against records."""
    here = "rulings.md"
    out = [
        "# Editorial rulings",
        "",
        ("The canon is the 1882 code's own: law 77 has disputes decided “literally, and not by implication”. "
        "Where the text decides, the engine follows it, and the unit's commentary says so. Where it does not, "
        "each ruling below states the question, argues from the words, lists the readings — the one the engine "
        "takes by default first — and names the parameter that selects a reading, or says why there is none. "
        "Each ruling is numbered within its unit, in order, and cited by its id, `1882:60 R2`, which leads to it "
        "on its unit's page."),
        "",
    ]
    ruled = [u for u in corpus.laws.values() if u.rulings]
    if not ruled:
        return "\n".join(out + ["No editorial rulings are recorded yet."]) + "\n"
    for unit in ruled:
        out += [f"## {unit.id} — {escape_markdown(unit.title)} {{ #rulings-{unit.anchor} }}", ""]
        out += [f"On {unit_link(here, unit, unit_name(corpus, unit))} ({escape_markdown(corpus.sources[unit.source].short_title)}).", ""]
        for ruling in unit.rulings:
            cases = ruling_cases(ruling.parameter, readings, here) if readings and ruling.parameter else None
            examples = example_cases(corpus, ruling.parameter, here) if ruling.parameter else None
            out += [render_ruling(ruling, f"rulings-{ruling.anchor}", f"{relative_link(here, unit_page_path(unit))}#{ruling.anchor}", cases, examples), ""]
    if readings:
        out += render_matrix(corpus, readings, here)
    return "\n".join(out).rstrip() + "\n"


# --- judging records of play -------------------------------------------------------


def render_judging(records: Iterable[Path], readings: list[RecordReadings] | None = None) -> str:
    """The page *Judging a record*: the format of a record, and each shipped record linked to its page
    ([`render_record_pages`][pokerlaws.site.record_pages.render_record_pages]), with whether it is judged as it
    stands and, with *readings*, how many readings of the rulings change it."""
    from pokerlaws.edition.records import SCHEMA
    from pokerlaws.records.fields import WHOLE_DEAL_CODES
    from pokerlaws.records.grammar import ACTS, DEAL_ACTS
    from pokerlaws.records.readings import MAX_PAIRS
    from pokerlaws.site.record_pages import judge_report
    from pokerlaws.table import CODES

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    fields = ["| Field | What it holds |", "| --- | --- |"]
    for name, spec in schema["properties"].items():
        fields.append(f"| `{name}` | {_prose_cell(spec.get('description', spec.get('title', '')))} |")

    def act_line(form: str, meaning: str = "") -> str:
        return f"- `{form}`" + (f" — {_prose(meaning, line_start=False)}" if meaning else "")

    betting_acts = [act_line("PLAYER " + text.split(" — ")[0], text.split(" — ")[1]) for text in ACTS.values()]
    codes = ["| Code | What it takes from where |", "| --- | --- |"]
    codes += [f"| `{code}` | {_prose_cell(CODES[code].deal)} |" for code in WHOLE_DEAL_CODES]
    stages = []
    for stage, forms in DEAL_ACTS.items():
        stages += [f"*{stage.capitalize()}*:", "", *(act_line(form) for form in forms), ""]
    out = [
        # The records' own words ("straddles") should not outrank the laws in the site's search.
        "---",
        "search:",
        "  boost: 0.1",
        "---",
        "",
        "# Judging a record",
        "",
        ("`pokerlaws judge FILE` reads a plain record of play, rules each step by the law that applies, and "
        "settles the pool: what each player receives. A step that breaks a law stops the judgement with a "
        "ruling that names the step, its line in the file, and the law. `pokerlaws judge -` reads the record "
        "from standard input."),
        "",
        ("A record may say what the settlement is, `expect: {payouts: {A: 0, B: 0, C: 18}}`: the judge checks "
        "it, and a settlement that differs is reported with the line of `expect`. The payouts name every seat "
        "(0 for a player who wins nothing), or `leaves_out: [A]` beside them lists the seats they do not check. The exit status is 0 when "
        "the record is judged (and agrees with its `expect`); 1 when a step breaks a law, the settlement is "
        "not what `expect` says, or the file cannot be read or is not a record; 2 for a usage error. "
        "`pokerlaws judge --help` says the same."),
        "",
        ("A record is a YAML file of one of two kinds: **a betting round** after the draw, under the 1882 "
        "code, or **a whole deal**, from the blind or the jack-pot to the show. Its JSON Schema, "
        "`record.schema.json`, is in the package beside `pokerlaws/edition/records.py`; an editor that reads "
        "the `# yaml-language-server: $schema=…` line completes and checks it as you type."),
        "",
        "## The fields { #record-format }",
        "",
        *fields,
        "",
        "## A betting round { #record-betting-round }",
        "",
        ("`seats`, `ante_man` and `actions` (with `show` when the hands are shown). Each act is a line "
        "`PLAYER ACT [AMOUNT]`, amounts in whole counters:"),
        "",
        *betting_acts,
        "",
        "## A whole deal { #record-whole-deal }",
        "",
        ("`code`, `seats`, `dealer`, `pack`, `before_draw`, `draw` and `after_draw`. The pack is the 52 cards "
        "as they lay after the shuffle and the cut, top first: the deal gives five to each player, one at a "
        "time from the age (the player on the dealer's left), and the draw goes on from the top where the "
        "deal left off (foster:2). No one source orders a whole deal, so each code is a combination the "
        "edition documents:"),
        "",
        *codes,
        "",
        ("The acts, stage by stage (`CARDS` as in `7C 2D`; after the draw of a blind pool, the acts of a "
        "betting round above, in counters under `foster`: `B bets a red`, `D raises two blues`):"),
        "",
        *stages,
        "## What each reading decides { #record-readings }",
        "",
        ("Where the laws do not decide, the engine takes a parameter whose values are the readings of an "
        "[editorial ruling](rulings.md). `pokerlaws judge FILE --readings` judges a record as it stands (the "
        "readings it names under `rulings`, `betting_rulings`, `blind_rulings` and `jackpot_rulings`, the "
        "edition's for the rest), then once under each other reading of every parameter its form reads, and "
        "prints a row per reading: the parameter and its ruling (`PoolRulings.ante [1882:60 R1]`: the first "
        "ruling on law 60), the reading, the payouts, `same` or what changed (`B 5 → 4, C 33 → 34`, or the step "
        "refused under it), and the law. `--json` gives the same as data; `--pairs` tries each pair of readings "
        f"of two parameters too (at most {MAX_PAIRS} judgements: name fewer with `--only NAME[=READING]`); "
        "`pokerlaws readings` lists every parameter, its readings, its default and its ruling. In Python: "
        "[`judge_readings`][pokerlaws.records.judge_readings]. Each record below has its own page, which ends with its table, and the "
        "page [Editorial rulings](rulings.md#rulings-matrix) sets every ruling against every record."),
        "",
        "## Examples { #record-examples }",
        "",
        ("Each record below is in `docs/records/` and is judged when this site is built, and again by the "
        "test suite; its page shows the record, the judge's output and what each reading decides. Those named "
        "`…breaks…` show a ruling."),
        "",
    ]
    by_stem = {item.stem: item for item in readings or ()}
    for path in sorted(records):
        title = (yaml.safe_load(read_text(path)) or {}).get("title") or path.stem
        _, judged = judge_report(path)
        said = "judged" if judged else "a ruling against it"
        item = by_stem.get(path.stem)
        if item is not None:
            changing = len(item.judged.changing())
            total = len(item.judged.outcomes)
            said += f"; {changing} of its {total} other readings {'changes' if changing == 1 else 'change'} it" if changing else "; no other reading changes it"
        out.append(f"- [{escape_markdown(str(title), line_start=False)}]({record_page_path(path.stem)}) (`{path.name}`): {said}")
    out.append("")
    return "\n".join(out)


def _prose(text: str, line_start: bool = True) -> str:
    r"""Prose from the engine's tables, where \`x\` marks code: escaped, its code spans kept as code.

    Escaping the whole text would show the backticks themselves on the page.

    Examples:
        >>> print(_prose("has `jackpot`, *else*"))
        has `jackpot`, \*else\*
    """
    parts = " ".join(text.split()).split("`")
    if len(parts) % 2 == 0:  # an unpaired backtick: all prose
        return escape_markdown(text, line_start=line_start)

    def words(part: str, first: bool) -> str:
        # escape_markdown trims: keep the spaces that part this prose from its code
        core = escape_markdown(part, line_start=line_start and first) if part.strip() else ""
        return (" " if part[:1] == " " else "") + core + (" " if part[-1:] == " " and core else "")

    return "".join(code_span(part) if i % 2 else words(part, i == 0) for i, part in enumerate(parts))


def _prose_cell(text: str) -> str:
    """[_prose][pokerlaws.site.index_pages._prose] for a table cell, ``|`` escaped."""
    return _prose(text).replace("|", "&#124;")


# --- downloads -------------------------------------------------------------------------

EDITION_JSON = "downloads/pokerlaws-edition.json"
EDITION_CSV = "downloads/pokerlaws-edition.csv"


def render_downloads(corpus: Corpus) -> dict[str, str]:
    """``downloads.md``, the edition as JSON and CSV, TEI P5 per source, a JSON file per unit, and the witnesses."""
    from pokerlaws.edition.export import corpus_csv, unit_json_path, unit_record
    from pokerlaws.edition.tei import tei_bytes

    files = {EDITION_JSON: json.dumps(corpus_record(corpus), ensure_ascii=False, indent=1) + "\n"}
    files[EDITION_CSV] = corpus_csv(corpus)
    tei_rows = ["| File | Source | Units |", "| --- | --- | --- |"]
    for key, source in corpus.sources.items():
        rel = f"downloads/tei/{key}.xml"
        files[rel] = tei_bytes(corpus, key).decode("utf-8")
        units = corpus.units(key)
        tei_rows.append(
            f"| [{code_span(f'{key}.xml')}]({rel}){{ download }} | {escape_cell(source.short_title)} "
            f"| {units[0].id}–{units[-1].id} |"
        )
    unit_links = []
    for unit in corpus.laws.values():
        files[unit_json_path(unit)] = json.dumps(unit_record(corpus, unit), ensure_ascii=False, indent=1) + "\n"
        unit_links.append(f"[{unit.id}]({unit_json_path(unit)}){{ download }}")
    rows = ["| File | Siglum | Source | Holds |", "| --- | --- | --- | --- |"]
    for source, witness, file in corpus.witness_files():
        rel = f"downloads/witnesses/{file.file}"
        files[rel] = read_text(corpus.laws_dir / "witnesses" / file.file, within=corpus.laws_dir)
        rows.append(
            f"| [{code_span(file.file)}]({rel}){{ download }} | {witness.siglum} "
            f"| {escape_cell(source.short_title)} | {file.first}–{file.last} |"
        )
    page = [
        "# Downloads",
        "",
        (f"**[The edition as JSON]({EDITION_JSON}){{ download }}** — every source with its witnesses, "
        "and every unit in reading order with its edited text, footnotes, diplomatic readings, emendations, "
        "variants, engine links, commentary, editorial rulings and worked examples. The same file is written by "
        "`pokerlaws export`."),
        "",
        (f"**[The edition as CSV]({EDITION_CSV}){{ download }}** — one row per unit in reading order: id, source, "
        "number, title, section, edited text, witnesses, pages, number of emendations, engine objects and "
        "the page's path (`pokerlaws export --format csv`)."),
        "",
        ("**TEI P5**, one XML file per source, valid against the TEI's `tei_all` schema: the header gives the "
        "edition, the source and its witnesses (`listWit`); each unit is a `div` with its edited text, each "
        "emendation as `choice`/`sic`/`corr` with its reason in a `note` and its certainty as `@cert`, a `gap` "
        "where the witness is illegible or breaks off, the source's footnotes as `note`, the variants between "
        "witnesses as `app`/`lem`/`rdg`, and every witness's diplomatic reading as an `rdg` with its page "
        "breaks as `pb`, from which each witness file is rebuilt word for word "
        "(`pokerlaws export --format tei --source 1882`)."),
        "",
        *tei_rows,
        "",
        "**One JSON file per unit**, beside its page (`laws/1882/60.json` for `laws/1882/60/`): the unit's "
        "record as in the edition's JSON. " + ", ".join(unit_links) + ".",
        "",
        "**[The edition for print](print.md)**: every unit on one page, with its apparatus, to print from the "
        "browser; the edition as a book in PDF, on A4 and US Letter (a title page, bookmarks by source and unit, "
        "running heads, the apparatus as notes, the glossary and the witnesses at the end), is linked there "
        "when the build made it.",
        "",
        ("**The witnesses**, exactly as received: UTF-8 text, saved rather than shown, because a browser "
        "may read a text file without a declared encoding as another one (and show `Â·` for `·`). The "
        "edition rebuilds each of them word for word from its diplomatic readings."),
        "",
        *rows,
        "",
    ]
    files["downloads.md"] = "\n".join(page)
    return files
