"""The page *Try it*: the engine in the reader's browser, on hands and records of their own.

Four forms, each answered by a function of
[in_browser][pokerlaws.edition.in_browser] run in the worker that also runs
the worked examples: rank a hand, compare two, settle a small pool, judge a
record (as it stands, or under every reading of the rulings that bear on it, as
``pokerlaws judge --readings`` judges it). The answers are in the words of
``pokerlaws rank``, ``compare`` and ``judge``. The page is the same in every build; in a build without the
runtime ([pyodide_runtime][pokerlaws.runtime.pyodide_runtime]) its forms stay
disabled and a note says why (the script that enables them is left out).
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from pathlib import Path

from pokerlaws.hands import RULESETS
from pokerlaws.runtime.pyodide_runtime import VERSION

TRY_PAGE = "try.md"
"""The page's path in ``docs/``."""

SAMPLE_RECORD = "1882-show-for-less.yaml"
"""The record of ``docs/records/`` the record form starts with."""


RULESET_WORDS = {
    "1882": "The laws of 1882 (London): ace low in sequences, hearts first",
    "american-writers": "1882, with the ace ending a sequence too (the American writers of the footnote to 1882:71)",
    "american": "Modern high-hand order (the editor's): ace high or low, no suit above another",
}
"""Each ruleset of [RULESETS][pokerlaws.hands.RULESETS] as the form names it, in words; its
``description`` is the option's title."""


def _rules(form: str) -> str:
    options = "".join(
        f'<option value="{escape(name)}" title="{escape(ruleset.description)}">{escape(RULESET_WORDS.get(name, name))}</option>'
        for name, ruleset in RULESETS.items()
    )
    return (
        f'<label for="{form}-rules">Ruleset</label>'
        f'<select id="{form}-rules" data-arg>{options}</select>'
    )


def _field(form: str, name: str, label: str, value: str, *, kind: str = "text", rows: int = 0) -> str:
    ident = f"{form}-{name}"
    if rows:
        control = f'<textarea id="{ident}" rows="{rows}" spellcheck="false" data-arg>{escape(value)}</textarea>'
    elif kind == "checkbox":
        return f'<input id="{ident}" type="checkbox" data-arg> <label for="{ident}" class="try-inline">{escape(label)}</label>'
    else:
        limits = ' min="0" step="1" required' if kind == "number" else ""
        control = f'<input id="{ident}" type="{kind}" value="{escape(value)}"{limits} spellcheck="false" autocomplete="off" data-arg>'
    return f'<label for="{ident}">{escape(label)}</label>{control}'


def _form(fn: str, legend: str, fields: list[str], button: str) -> str:
    # disabled until run-examples.js, present only with the runtime, enables it
    return (
        f'<form class="try-form" data-try="{fn}">'
        f'<fieldset disabled><legend>{escape(legend)}</legend>'
        + "".join(f'<div class="try-field">{field}</div>' for field in fields)
        + f'<button type="submit" class="md-button md-button--primary">{escape(button)}</button>'
        f'</fieldset>'
        f'<output class="try-output" role="status" aria-label="{escape(legend)}: the answer"></output>'
        f'</form>'
    )


def render_try_page(records: Iterable[Path] = ()) -> str:
    """The Markdown of the page, its forms in HTML.

    Args:
        records: the records of ``docs/records/``; the one named
            [`SAMPLE_RECORD`][pokerlaws.site.try_page.SAMPLE_RECORD] fills
            the record form (any other, if it is absent).
    """
    records = sorted(records)
    sample = next((p for p in records if p.name == SAMPLE_RECORD), records[0] if records else None)
    record_text = sample.read_text(encoding="utf-8") if sample is not None else ""
    # the editor's line for an editor's schema support is no part of the record a reader reads
    record_text = "".join(line for line in record_text.splitlines(keepends=True) if not line.startswith("# yaml-language-server:"))
    forms = [
        _form("rank", "Rank a hand", [_field("rank", "cards", "Five cards", "TH JH QH KH AH"), _rules("rank")], "Rank"),
        _form("compare", "Compare two hands", [
            _field("compare", "first", "The first hand", "AS AH 7D 7C 2S"),
            _field("compare", "second", "The second hand", "KS KH KD 4C 3S"),
            _rules("compare"),
            _field("compare", "abstract", "not from one pack (a card may be in both)", "", kind="checkbox"),
        ], "Compare"),  # fmt: skip
        _form("settle_pool", "Settle a small pool (a betting round after the draw, laws 1882:52–60)", [
            _field("settle", "seats", "The seats, in order", "A B C"),
            _field("settle", "ante-man", "The ante-man", "A"),
            _field("settle", "ante", "His ante, in counters", "3", kind="number"),
            _field("settle", "acts", "The acts, one a line", "B bets 5\nC raises 5\nA retires\nB calls", rows=5),
            _field("settle", "shown", "The hands shown, one a line (NAME: CARDS)", "B: KS KH 2D 2C 9S\nC: QS QH QD 4C 3S", rows=3),
        ], "Settle"),  # fmt: skip
        _form("judge_record", "Judge a record (YAML or JSON, as for pokerlaws judge)", [
            _field("judge", "record", "The record", record_text, rows=22),
            _field("judge", "readings", "under every reading of the rulings that bear on it (as pokerlaws judge --readings)", "", kind="checkbox"),
        ], "Judge"),  # fmt: skip
    ]
    return "\n".join([
        "---",
        "search:",
        "  boost: 0.1",
        "---",
        "",
        "# Try it",
        "",
        "The engine of this edition, running in your browser: the same package that the edition's checks run, with "
        "nothing installed and nothing sent anywhere. Cards are written as rank and suit: `AS` the ace "
        "of spades, `TH` the ten of hearts (suits `C D H S`). The answers are worded as the command "
        "line words them (`pokerlaws rank`, `pokerlaws compare`, `pokerlaws judge`; see "
        "[Judging a record](judging.md) for the acts a record may hold). Each law an answer cites "
        "links to its page.",
        "",
        f"Python here is [Pyodide](https://pyodide.org) {VERSION} (Mozilla Public License 2.0), served "
        "by this site with the engine's wheel; it starts when you first press a button, and takes a "
        "few seconds to.",
        "",
        '<p class="try-absent admonition note">This build of the site has no Python in it, so the '
        "forms below are disabled: the site was built without the Pyodide package (see the README, "
        "<em>The Run buttons</em>). Everything here is also on the command line.</p>",
        "",
        *forms,
        "",
    ])  # fmt: skip


__all__ = ["TRY_PAGE", "render_try_page"]
