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


# --- attack review L2: copy.copy of an engine object whose state changes gives an object of its own


def _public_classes() -> dict[str, type]:
    """Every class of the engine's public faces (its subpackages' ``__all__``), by its dotted name."""
    import enum
    import importlib

    found = {}
    for face in ("pokerlaws", "pokerlaws.cards", "pokerlaws.hands", "pokerlaws.table", "pokerlaws.betting", "pokerlaws.blind",
                 "pokerlaws.draw", "pokerlaws.jackpot", "pokerlaws.records", "pokerlaws.readings", "pokerlaws.frozen"):  # fmt: skip
        module = importlib.import_module(face)
        for name in module.__all__:
            value = getattr(module, name)
            if isinstance(value, type) and value.__module__.startswith("pokerlaws") and not issubclass(value, (BaseException, enum.Enum)):
                found[f"{value.__module__}.{value.__qualname__}"] = value
    return found


def _played() -> dict[type, tuple[object, object]]:
    """An object of each stateful public class, and an act that changes its state."""
    from pokerlaws.betting import BettingRound
    from pokerlaws.betting.up import BettingUpTheHands
    from pokerlaws.blind.straddle import BlindAndStraddle
    from pokerlaws.draw import Draw
    from pokerlaws.jackpot import JackPot
    from pokerlaws.records import judge
    from pokerlaws.table.interval import Interval
    from pokerlaws.table.sitting import Sitting

    pack = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"
    return {
        BettingRound: (BettingRound(["A", "B", "C"], ante_man="A"), lambda g: g.bet("B", 5)),
        BettingUpTheHands: (BettingUpTheHands(["A", "B", "C"], age="A"), lambda g: g.retire(g.to_act)),
        BlindAndStraddle: (BlindAndStraddle(["A", "B", "C", "D"], age="A"), lambda g: g.blind("A")),
        Draw: (Draw.deal(["A", "B", "C"], "C", pack), lambda g: g.discard(g.to_act, [g.hands[g.to_act][0]])),
        JackPot: (JackPot(["A", "B", "C"], age="C"), lambda g: g.pass_(g.to_act)),
        Interval: (Interval(["A", "B", "C"]), lambda i: i.stake("A", 5)),
        Sitting: (Sitting(["A", "B"]), lambda s: s.begin_play()),
        type(judge({"seats": ["A", "B"], "ante_man": "A", "actions": ["B bets 2", "A retires"]})): (
            judge({"seats": ["A", "B"], "ante_man": "A", "actions": ["B bets 2", "A retires"]}), lambda j: j.payouts.update(A=99)),
    }


def _state(value: object) -> str:
    return pickle.dumps(value).hex()


def test_every_public_class_whose_state_changes_copies_whole() -> None:
    # copy.copy(BettingRound) shared its steps, stakes and interval with the original: a bet on the copy was
    # a bet on the original; now every stateful class of the engine's faces copies whole (Independent)
    from pokerlaws.frozen import Independent

    played = _played()
    stateful = set()
    for name, cls in _public_classes().items():
        frozen = dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen
        if not frozen and cls.__name__ not in ("HandValue", "Rulings", "FrozenDict", "Independent"):
            stateful.add(cls)
            assert issubclass(cls, Independent), f"{name} has state that changes and copy.copy would share it"
    unplayed = [c.__name__ for c in stateful if not any(issubclass(kind, c) for kind in played)]  # a state base: by a class built on it
    assert not unplayed, f"no play of {unplayed} in this test"
    for cls, (value, act) in played.items():
        before = _state(value)
        copied = copy.copy(value)
        act(copied)
        assert _state(copied) != before, f"the act changed nothing of a {cls.__name__}"
        assert _state(value) == before, f"an act on a copy of a {cls.__name__} changed the original"
