"""Rulesets: the two codes, lookup, variants, validation; and the citations."""

from __future__ import annotations

import dataclasses

import pytest

import pokerlaws
from pokerlaws import (
    RULESETS,
    Ruleset,
    UnknownRuleset,
    compare,
    evaluate,
    get_ruleset,
    implements,
)
from pokerlaws.citations import citations


def test_exactly_the_three_rulesets():
    assert set(RULESETS) == {"1882", "american-writers", "american"}
    for name, ruleset in RULESETS.items():
        assert ruleset.name == name
        assert ruleset.description


@pytest.mark.law("1882:69", "1882:70", "1882:71", "1882:73", "1882:75")
def test_the_1882_code():
    r = RULESETS["1882"]
    assert (r.ace_begins_sequence, r.ace_ends_sequence) == (True, False)  # law 71
    assert r.hearts_flush_first is True  # law 69
    assert r.sequence_in_hearts == "literal"  # law 70, editorial ruling
    assert r.two_pairs_odd_card is False  # law 73, editorial ruling
    assert r.untied_card == "letter"  # laws 69 and 75, the letter


def test_the_american_code():
    r = RULESETS["american"]
    assert (r.ace_begins_sequence, r.ace_ends_sequence) == (True, True)
    assert r.hearts_flush_first is False
    assert r.sequence_in_hearts == "literal"
    assert r.two_pairs_odd_card is True
    assert r.untied_card == "pairwise"


def test_get_ruleset():
    assert get_ruleset("1882") is RULESETS["1882"]
    assert get_ruleset("american") is RULESETS["american"]
    variant = dataclasses.replace(RULESETS["1882"], name="mine")
    assert get_ruleset(variant) is variant


@pytest.mark.parametrize("bad", ["1883", "American", "", " 1882", None, 1882, RULESETS])
def test_unknown_ruleset(bad):
    with pytest.raises(UnknownRuleset) as caught:
        get_ruleset(bad)
    assert 'known rulesets are "1882", "american-writers", "american"' in str(caught.value)
    assert caught.value.law is None


def test_unknown_ruleset_exact_message():
    with pytest.raises(UnknownRuleset) as caught:
        get_ruleset("1883")
    assert str(caught.value) == 'unknown ruleset "1883": known rulesets are "1882", "american-writers", "american"'
    with pytest.raises(UnknownRuleset, match=r"unknown ruleset 1882: "):
        get_ruleset(1882)  # type: ignore[arg-type]


def test_unknown_ruleset_through_the_engine():
    with pytest.raises(UnknownRuleset):
        evaluate("AH KH QH JH TH", ruleset="modern")
    with pytest.raises(UnknownRuleset):
        compare("AH KH QH JH TH", "AS KS QS JS TS", ruleset="modern")


def test_replace_variants():
    odd = dataclasses.replace(RULESETS["1882"], two_pairs_odd_card=True, name="1882-odd-card")
    assert odd.two_pairs_odd_card is True
    assert odd.name == "1882-odd-card"
    assert odd.hearts_flush_first is True  # the rest is kept
    assert RULESETS["1882"].two_pairs_odd_card is False  # and the original untouched
    assert odd != RULESETS["1882"]
    assert dataclasses.replace(RULESETS["1882"]) == RULESETS["1882"]
    assert hash(dataclasses.replace(RULESETS["1882"])) == hash(RULESETS["1882"])


def test_rulesets_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        RULESETS["1882"].ace_ends_sequence = True  # type: ignore[misc]


@pytest.mark.parametrize("value", ["most", "hearts", "", "Literal", None, True])
def test_bad_sequence_in_hearts(value):
    with pytest.raises((ValueError, TypeError)) as caught:
        dataclasses.replace(RULESETS["1882"], sequence_in_hearts=value)
    if isinstance(value, str):
        assert caught.type is ValueError
        assert '"literal", "most_hearts", "flush"' in str(caught.value)


@pytest.mark.parametrize(
    "field", ["ace_begins_sequence", "ace_ends_sequence", "hearts_flush_first", "two_pairs_odd_card"]
)
@pytest.mark.parametrize("value", [1, 0, "yes", None])
def test_switches_must_be_bools(field, value):
    with pytest.raises(TypeError, match=field):
        dataclasses.replace(RULESETS["1882"], **{field: value})


def test_name_and_description_checked():
    with pytest.raises(ValueError, match="needs a name"):
        dataclasses.replace(RULESETS["1882"], name="")
    with pytest.raises(TypeError, match="name"):
        dataclasses.replace(RULESETS["1882"], name=1882)
    with pytest.raises(TypeError, match="description"):
        dataclasses.replace(RULESETS["1882"], description=None)


def test_a_ruleset_built_from_scratch():
    r = Ruleset("plain", True, True, False, "literal", True)
    assert r.description == ""
    assert r.untied_card == "letter"  # a ruleset made by hand reads laws 69 and 75 by the letter
    assert r == dataclasses.replace(RULESETS["american"], name="plain", description="", untied_card="letter")


# --- citations ----------------------------------------------------------------

EXPECTED_CITATIONS = {
    "pokerlaws.hands.values.Category": ("1882:65",),
    "pokerlaws.hands.values.evaluate": tuple(f"1882:{n}" for n in range(65, 76)),
    "pokerlaws.hands.values.compare": ("1882:76",),
    "pokerlaws.hands.rulesets.Ruleset": ("1882:69", "1882:70", "1882:71", "1882:73", "1882:75", "1882:76"),
    "pokerlaws.table.showdown.ranked": ("1882:69", "1882:75", "1882:76"),
}


def test_engine_citations():
    found = citations()
    for name, laws in EXPECTED_CITATIONS.items():
        assert found[name] == laws
    assert pokerlaws.evaluate.__laws__ == EXPECTED_CITATIONS["pokerlaws.hands.values.evaluate"]
    assert pokerlaws.Ruleset.__laws__ == EXPECTED_CITATIONS["pokerlaws.hands.rulesets.Ruleset"]
    assert list(found) == sorted(found)


def test_every_citation_resolves_to_its_object():
    import importlib

    from pokerlaws.citations import laws_of

    engine = {name: laws for name, laws in citations().items() if name.startswith("pokerlaws.")}
    assert engine
    for name, laws in engine.items():
        # the longest importable prefix is the module, the rest attributes
        parts = name.split(".")
        for cut in range(len(parts) - 1, 0, -1):
            try:
                obj = importlib.import_module(".".join(parts[:cut]))
            except ImportError:
                continue
            for attr in parts[cut:]:
                obj = getattr(obj, attr)
            break
        assert laws_of(obj) == laws, name


@pytest.mark.parametrize("good", ["1882:1", "1882:71", "foster:4", "foster:10", "1895:28"])
def test_implements_accepts_unit_ids(good):
    implements(good)


@pytest.mark.parametrize(
    "bad", ["1882:071", "1882:0", "1882", "1882:", ":71", "1883:71", "Foster:4", "1882: 71", "1882:71 ", "1882:71\n", 1882, None]
)
def test_implements_refuses_malformed_ids(bad):
    with pytest.raises(ValueError, match="is not a unit id"):
        implements(bad)


def test_implements_needs_an_id():
    with pytest.raises(ValueError, match="at least one"):
        implements()


def test_implements_stacks_keeps_order_and_registers():
    @implements("1882:60", "1882:59")
    @implements("1882:59", "foster:9")
    def settle():
        return 1

    assert settle.__laws__ == ("1882:59", "foster:9", "1882:60")
    assert settle() == 1
    name = f"{__name__}.test_implements_stacks_keeps_order_and_registers.<locals>.settle"
    assert citations()[name] == settle.__laws__


def test_implements_on_classes_methods_and_properties():
    @implements("1882:53")
    class Table:
        @implements("1882:54")
        def turn(self):
            return "left"

        @implements("1882:55")
        @classmethod
        def make(cls):
            return cls()

        @implements("1882:56")
        @staticmethod
        def rule():
            return 56

        @implements("1882:57")
        @property
        def bet(self):
            return 57

    @implements("1882:58")
    class Sub(Table):
        pass

    table = Table.make()
    assert (table.turn(), Table.rule(), table.bet) == ("left", 56, 57)
    assert Table.__laws__ == ("1882:53",)
    assert Sub.__laws__ == ("1882:58",)  # not inherited from Table
    assert Table.turn.__laws__ == ("1882:54",)
    assert Table.make.__laws__ == ("1882:55",)
    assert Table.rule.__laws__ == ("1882:56",)
    assert Table.bet.fget.__laws__ == ("1882:57",)
    found = citations()
    prefix = f"{__name__}.test_implements_on_classes_methods_and_properties.<locals>."
    for suffix, law in [("Table", "53"), ("Table.turn", "54"), ("Table.make", "55"), ("Table.rule", "56"),
                        ("Table.bet", "57"), ("Sub", "58")]:  # fmt: skip
        assert found[prefix + suffix] == (f"1882:{law}",)


def test_implements_refuses_what_it_cannot_name():
    with pytest.raises(TypeError):
        implements("1882:71")(42)


def test_objects_that_go_away_leave_the_registry():
    import gc

    def make():
        @implements("1882:80")
        def waiver():
            return None

        return waiver

    waiver = make()
    name = f"{__name__}.test_objects_that_go_away_leave_the_registry.<locals>.make.<locals>.waiver"
    assert name in citations()
    del waiver
    gc.collect()
    assert name not in citations()


# --- bad input (issue 8) -----------------------------------------------------------

RULESET_BAD = [
    # field, value, exception, fragments: messages name the field and show the value, shortened
    pytest.param("name", "n" * 1_000_000, None, [], id="megabyte-name-is-allowed"),
    pytest.param("ace_ends_sequence", "y" * 1_000_000, TypeError,
                 ['ace_ends_sequence must be a bool, not "yyyyyyyyyyyyyyyyyyyy…" (1,000,000 characters)'], id="megabyte-switch"),
    pytest.param("sequence_in_hearts", "z" * 1_000_000, ValueError,
                 ['not "zzzzzzzzzzzzzzzzzzzz…" (1,000,000 characters)'], id="megabyte-reading"),
    pytest.param("two_pairs_odd_card", 1, TypeError, ["two_pairs_odd_card must be a bool, not 1 (an int)"], id="int-switch"),
    pytest.param("name", type("Name", (str,), {})("x"), TypeError, ['name must be a str, not "x" (a Name)'], id="str-subclass-name"),
]


@pytest.mark.parametrize(("field", "value", "kind", "fragments"), RULESET_BAD)
def test_ruleset_bad_fields(field, value, kind, fragments):
    if kind is None:
        assert getattr(dataclasses.replace(RULESETS["1882"], **{field: value}), field) == value
        return
    with pytest.raises(kind) as caught:
        dataclasses.replace(RULESETS["1882"], **{field: value})
    for fragment in fragments:
        assert fragment in str(caught.value)
    assert len(str(caught.value)) < 200


def test_differences_between_rulesets():
    from pokerlaws.hands.rulesets import differences

    r = RULESETS["1882"]
    assert differences(r, dataclasses.replace(r)) == "nothing"
    assert differences(RULESETS["american"], r) == (
        'name "american" against "1882", ace_ends_sequence True against False, '
        "hearts_flush_first False against True, two_pairs_odd_card True against False, "
        'description (the texts differ), untied_card "pairwise" against "letter"'
    )


@pytest.mark.parametrize("value", ["", "Letter", "pair by pair", None, 1])
def test_bad_untied_card(value):
    with pytest.raises((ValueError, TypeError), match="untied_card"):
        dataclasses.replace(RULESETS["1882"], untied_card=value)


def test_same_named_rulesets_through_compare_say_how_they_differ():
    same_name = dataclasses.replace(RULESETS["1882"], sequence_in_hearts="most_hearts")
    with pytest.raises(pokerlaws.RulesetMismatch) as caught:
        compare(evaluate("9C TD JH QS KC", same_name), "8C 9D TH JS QC")
    assert 'sequence_in_hearts "most_hearts" against "literal"' in str(caught.value)


@pytest.mark.parametrize(
    ("value", "words"),
    [(1, "not 1"), (1.0, "not 1.0"), ("Carry", "not 'Carry'"), (["carry"], "not "), ("x" * 10**6, "1,000,000 characters")],
)
def test_a_reading_is_one_of_its_readings_exactly(value: object, words: str) -> None:
    """A reading must be of a reading's own type and equal to it: no bool for 1, no str subclass, no long echo."""
    from pokerlaws.betting import PoolRulings

    class Agreeable(str):
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = str.__hash__

    with pytest.raises(ValueError, match="odd_counter must be one of") as info:
        PoolRulings(odd_counter=value)
    assert words in str(info.value) and len(str(info.value)) < 200
    with pytest.raises(ValueError, match=r"\(a Agreeable, not a str\)"):
        PoolRulings(odd_counter=Agreeable("up"))
    with pytest.raises(ValueError, match="own_stake_returned must be True or False, not 1"):
        PoolRulings(own_stake_returned=1)


ACE_LOW_OUTSIDE = dataclasses.replace(RULESETS["1882"], name="1882, ace low outside sequences", ace_outside_sequences="low")


@pytest.mark.law("1882:71")
@pytest.mark.parametrize(
    ("one", "other", "high", "low"),
    [
        ("AS AH 7D 4C 3S", "2S 2H 7C 4D 3C", 1, -1),  # a pair of aces, a pair of twos
        ("AS KH 7D 4C 3S", "KS QH 7C 4D 3C", 1, -1),  # no pair: the ace high, or the king the highest card
        ("AS AH AD KC KS", "2S 2H 2D 3C 3S", 1, -1),  # fulls
        ("KS KH AD 4C 3S", "KD KC QS 4D 3C", 1, -1),  # the odd card of a pair (law 74)
        ("AC 9C 7C 4C 3C", "KD QD 9D 8D 2D", 1, -1),  # flushes in other suits than hearts
        ("AS 2H 3D 4C 5S", "6S 2C 3H 4D 5C", -1, -1),  # sequences: the ace only begins one, as law 71 says
        ("AS 2S 3S 4S 5S", "2H 2D 2C 3H 3D", 1, 1),  # a sequence flush is a sequence flush
    ],
)
def test_the_ace_outside_sequences_high_or_low(one: str, other: str, high: int, low: int) -> None:
    assert compare(one, other, ruleset="1882") == high
    assert compare(one, other, ruleset=ACE_LOW_OUTSIDE) == low


def test_the_ace_low_outside_sequences_is_named_as_an_ace() -> None:
    assert str(evaluate("AS AH 7D 4C 3S", ACE_LOW_OUTSIDE)) == "a pair of aces"
    assert str(evaluate("AS 2H 3D 4C 5S", ACE_LOW_OUTSIDE)) == "sequence, five high (A-2-3-4-5)"
