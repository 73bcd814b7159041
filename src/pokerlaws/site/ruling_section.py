"""An editorial ruling as a section of a page: numbered within its unit, with a heading that is its
permalink, the id to cite it by, its question, ruling and readings, and what its readings change.

One mechanism for the two pages that show a ruling: its unit's page
([law_pages][pokerlaws.site.law_pages]) and the *Editorial rulings* page
([index_pages][pokerlaws.site.index_pages]), which gives it another anchor and a link back.
"""

from __future__ import annotations

import html

from pokerlaws.edition.model import Ruling
from pokerlaws.site.markup import code_span, escape_markdown

__all__ = ["render_ruling"]


def render_ruling(
    ruling: Ruling, anchor: str | None = None, link: str | None = None, cases: list[str] | None = None, examples: list[str] | None = None
) -> str:
    """An editorial ruling as a numbered section: a heading (``R2 · His own stake``) with its permalink,
    the id to cite it by, then question, ruling, readings, parameter (or why none), at the size of the text.

    Args:
        ruling: a ruling read from a law file (it has an [`id`][pokerlaws.edition.model.Ruling.id]).
        anchor: the heading's id; by default the ruling's own anchor (``1882-60-r2``), as on its
            unit's page. Another page that shows it gives another, ids being unique across the site.
        link: where the id leads (the ruling on its unit's page), from a page other than the unit's.
        cases: the shipped records one of its readings changes, as Markdown list lines
            ([`ruling_cases`][pokerlaws.site.readings_pages.ruling_cases]).
        examples: the worked examples that set its readings, as Markdown list lines
            ([`example_cases`][pokerlaws.site.readings_pages.example_cases]).

    Raises:
        ValueError: the ruling was not read from a law file.

    Examples:
        >>> import pokerlaws
        >>> print(render_ruling(pokerlaws.law("1882:60").rulings[1]).splitlines()[2])
        ### R2 · His own stake { #1882-60-r2 }
    """
    # Question and ruling are the editor's Markdown, like the commentary.
    body = [f"**Question.** {' '.join(ruling.question.split())}", "", f"**Ruling.** {' '.join(ruling.ruling.split())}"]
    if ruling.default is not None or ruling.alternatives:
        body += ["", "**Readings:**", ""]
        if ruling.default is not None:
            body.append(f"- {code_span(ruling.default)}: the ruling above, taken by default")
        body += [f"- {code_span(value)}: {' '.join(meaning.split())}" for value, meaning in ruling.alternatives.items()]
    if ruling.parameter:
        # The parameter may be below what the API pages render as a heading
        # (an argument of a function): an optional autoref links it only if it can.
        parameter_link = f'<autoref identifier="{html.escape(ruling.parameter)}" optional><code>{html.escape(ruling.parameter)}</code></autoref>'
        body += ["", f"**Parameter:** {parameter_link} selects the reading."]
    elif ruling.no_parameter:
        body += ["", f"**No parameter.** {' '.join(ruling.no_parameter.split())}"]
    if cases:
        body += ["", "**What its readings change** (records judged under each reading):", "", *cases]
    if examples:
        body += ["", "**Worked examples of its readings** (each sets the readings named):", "", *examples]
    cited = code_span(ruling.id)
    if link:
        cited = f"[{cited}]({link})"
    heading = f"### R{ruling.number} · {escape_markdown(' '.join(ruling.title.split()), line_start=False)} {{ #{anchor or ruling.anchor} }}"
    return "\n".join(
        [
            '<div class="ruling" markdown>',
            "",
            heading,
            "",
            f'<p class="ruling-id" markdown>Cited as {cited}</p>',
            "",
            *body,
            "",
            "</div>",
        ]
    )
