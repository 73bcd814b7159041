"""What the package shares with every caller cannot be changed by one of them (issue 29, item 26).

``law("1882:71")`` and ``default_corpus()`` are read once per process and
given to every caller; ``RULESETS`` and ``CODES`` are the registries every
game reads. A caller that changed one would change it for all the others.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle

import pytest

from pokerlaws import RULESETS, law
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.table.codes import CODES


def _mappings_shared() -> list[tuple[str, object]]:
    corpus = default_corpus()
    unit = law("1882:71")
    variant = next(v for u in corpus.laws.values() for v in u.variants)
    ruling = next(r for u in corpus.laws.values() for r in u.rulings if r.alternatives)
    source = corpus.sources["1882"]
    return [
        ("law(...).readings", unit.readings),
        ("law(...).lines", unit.lines),
        ("default_corpus().laws", corpus.laws),
        ("default_corpus().sources", corpus.sources),
        ("a variant's readings", variant.readings),
        ("a ruling's alternatives", ruling.alternatives),
        ("a source's bibliography", source.bibliography),
        ("RULESETS", RULESETS),
        ("CODES", CODES),
        ("a code's words", CODES["1882"].words),
    ]


CHANGES = {
    "set": lambda m, k, v: m.__setitem__(k, v),
    "delete": lambda m, k, v: m.__delitem__(k),
    "update": lambda m, k, v: m.update({k: v}),
    "pop": lambda m, k, v: m.pop(k),
    "clear": lambda m, k, v: m.clear(),
    "setdefault": lambda m, k, v: m.setdefault("new", v),
    "|=": lambda m, k, v: m.__ior__({k: v}),
}


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize(("name", "mapping"), _mappings_shared(), ids=[n for n, _ in _mappings_shared()])
def test_a_shared_mapping_cannot_be_changed(name: str, mapping, change: str) -> None:
    before = dict(mapping)
    key = next(iter(before))
    with pytest.raises(TypeError, match="cannot be changed"):
        CHANGES[change](mapping, key, None)
    assert dict(mapping) == before


def test_the_same_unit_is_given_to_the_next_caller_unchanged() -> None:
    unit = law("1882:71")
    with pytest.raises((TypeError, dataclasses.FrozenInstanceError)):
        unit.readings["W"] = unit.readings["W"]
    assert law("1882:71") == unit and law("1882:71").readings == unit.readings


def test_a_source_s_bibliography_holds_no_list_to_change() -> None:
    for source in default_corpus().sources.values():
        for value in source.bibliography.values():
            assert not isinstance(value, (list, dict)) or isinstance(value, tuple)


@pytest.mark.parametrize("copier", [copy.copy, copy.deepcopy, lambda x: pickle.loads(pickle.dumps(x))], ids=["copy", "deepcopy", "pickle"])
def test_units_and_the_corpus_still_copy_and_pickle(copier) -> None:  # noqa: ANN001
    unit = law("1882:71")
    assert copier(unit) == unit
    assert copier(CODES["1882"]) == CODES["1882"]
    assert copier(dict(RULESETS)) == dict(RULESETS)


def test_a_unit_still_reads_as_plain_data() -> None:
    unit = law("1882:71")
    assert json.loads(json.dumps(dataclasses.asdict(unit)["readings"], default=str))
    assert dict(unit.readings) == {k: v for k, v in unit.readings.items()}
