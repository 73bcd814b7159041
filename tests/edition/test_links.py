"""Law ↔ code: every engine link resolves to an object citing its unit, and back."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.laws import copy_laws, edit

from pokerlaws.citations import citations, implements, laws_of
from pokerlaws.edition.corpus import Corpus, default_corpus
from pokerlaws.edition.links import engine_modules, import_engine, link_problems
from pokerlaws.edition.loader import resolve


def test_no_broken_link_in_the_edition() -> None:
    assert link_problems(default_corpus()) == []


def test_every_engine_link_resolves_and_cites_its_unit() -> None:
    linked = 0
    for unit in default_corpus().laws.values():
        for dotted in unit.engine.paths:
            assert unit.id in laws_of(resolve(dotted)), (unit.id, dotted)
            linked += 1
    assert linked >= 12


def test_every_citation_in_the_code_names_a_unit() -> None:
    cited = import_engine()
    assert cited, "the engine cites no law at all"
    ids = {unit_id for ids in cited.values() for unit_id in ids}
    assert ids <= set(default_corpus().laws)


@pytest.mark.parametrize("number", range(65, 77))
def test_the_laws_of_the_hands_link_to_the_hand_engine(number: int) -> None:
    unit = default_corpus().law(f"1882:{number}")
    assert unit.engine.status == "implemented"
    assert any(path.startswith("pokerlaws.hands.") for path in unit.engine.paths)


def test_units_without_engine_say_why() -> None:
    for unit in default_corpus().laws.values():
        if not unit.engine.paths:
            assert unit.engine.status in ("none", "planned") and len(unit.engine.reason) > 20, unit.id
    assert default_corpus().law("1882:79").engine.status == "none"


def test_engine_modules_exclude_the_edition_side() -> None:
    modules = engine_modules()
    assert "pokerlaws.hands.values" in modules and "pokerlaws.cards" in modules
    side = ("pokerlaws.edition", "pokerlaws.citecheck", "pokerlaws.runtime", "pokerlaws.site", "pokerlaws.cli")
    assert not [m for m in modules if m.startswith(side)]


# --- and the check fails when it should ---------------------------------------------


def test_a_link_to_an_object_that_does_not_cite_the_unit_is_reported(tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    edit(laws / "1882" / "67.yaml", "  - pokerlaws.hands.evaluate", "  - pokerlaws.hands.compare")
    problems = link_problems(Corpus.load(laws))
    assert len(problems) == 1
    assert problems[0].endswith("67.yaml, line 28: pokerlaws.hands.compare does not cite 1882:67 (add '1882:67' to its @implements)")


def test_a_citation_of_a_unit_that_does_not_exist_is_reported() -> None:
    @implements("1882:99")  # cite-check: ignore (a unit that is none, on purpose)
    def phantom() -> None:
        """Cites a law this edition does not hold."""

    assert any(name.endswith("phantom") for name in citations())
    problems = link_problems(default_corpus())
    assert len(problems) == 1 and "cites 1882:99, which is not a unit of the edition" in problems[0]
    del phantom


@pytest.mark.parametrize("number", [*range(52, 65), *range(76, 82)])
def test_the_betting_pool_and_dispute_laws_are_linked_and_shown(number: int) -> None:
    unit = default_corpus().law(f"1882:{number}")
    assert unit.examples, f"{unit.id} has no worked example"
    if number == 79:
        assert unit.engine.status == "none"
    else:
        assert unit.engine.status == "implemented" and unit.engine.paths


def test_law_60_shows_its_settlements() -> None:
    examples = default_corpus().law("1882:60").examples
    assert len(examples) >= 3
    code = "\n".join(e.code for e in examples)
    assert code.count("demand_show(") >= 4  # two players shown for different sums among them
    assert "retire(" in code and ".payouts" in code


@pytest.mark.parametrize("unit_id", [*(f"foster:{n}" for n in range(1, 10)), *(f"1895:{n}" for n in range(24, 39))])
def test_the_foster_and_1895_units_are_linked_and_shown(unit_id: str) -> None:
    unit = default_corpus().law(unit_id)
    assert unit.engine.status == "implemented" and unit.engine.paths, unit_id
    assert unit.examples, f"{unit_id} has no worked example"


def test_rule_20_is_said_to_be_missing_where_it_is_cited() -> None:
    assert "The edition does not hold rule 20 of the Guide" in default_corpus().law("1895:26").commentary
