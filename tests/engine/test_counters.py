"""The counters of the Foster-style account: `Counters`, `parse_amount`, `say_amount`.

The text (foster:8, foster:9) names white, red and blue counters and a limit of
two blues, and gives no values; the edition's ruling is white 1, red 5, blue 10.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlaws.errors import InvalidAmount, PokerLawError
from pokerlaws.table.counters import (
    COLOURS,
    DEFAULT_COUNTERS,
    Counters,
    parse_amount,
    say_amount,
)


@st.composite
def counter_values(draw: st.DrawFn) -> Counters:
    """Any values the text allows: white 1 < red < blue."""
    red = draw(st.integers(2, 60))
    blue = draw(st.integers(red + 1, 200))
    return Counters(red=red, blue=blue)


# --- the ruling and its parameter ------------------------------------------------------


@pytest.mark.law("foster:8")
def test_the_default_is_the_editorial_ruling() -> None:
    c = Counters()
    assert (c.white, c.red, c.blue, c.limit) == (1, 5, 10, 20)
    assert DEFAULT_COUNTERS == c
    assert c.limit == 2 * c.blue, "foster:8: the limit, two blues"


@pytest.mark.law("foster:8")
def test_the_limit_defaults_to_two_blues_of_whatever_value() -> None:
    assert Counters(red=3, blue=25).limit == 50
    assert Counters(limit=7).limit == 7


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"white": 2}, "a white is worth 1"),
        ({"red": 1}, "white < red < blue"),
        ({"red": 10, "blue": 10}, "white < red < blue"),
        ({"red": 12, "blue": 10}, "white < red < blue"),
        ({"limit": 0}, "a bet of one white"),
        ({"red": 5.0}, "whole number"),
        ({"blue": True}, "whole number"),
        ({"limit": "two blues"}, "whole number"),
    ],
)
def test_values_out_of_order_are_refused(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Counters(**kwargs)


def test_counters_are_frozen() -> None:
    with pytest.raises(AttributeError):
        Counters().red = 6  # type: ignore[misc]


# --- parsing ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("amount", "whites"),
    [
        (0, 0),
        (16, 16),
        ("a white", 1),
        ("one white counter", 1),
        ("a red", 5),
        ("a red counter", 5),
        ("an blue", 10),
        ("two blues", 20),
        ("two blue counters", 20),
        ("four blues and a red", 45),
        ("eight blues and a red", 85),
        ("one red and two blues", 25),
        ("4 blues, 1 red", 45),
        ("4 blues + 1 red", 45),
        ("16 whites", 16),
        ("sixteen white counters", 16),
        ("Sixteen   WHITES.", 16),
        ("twenty-one whites", 21),
        ("ninety nine whites", 99),
        ("eight blues, a red and two whites", 87),
        ("a red, and a white", 6),
        ("nothing", 0),
        ({"blue": 4, "red": 1}, 45),
        ({"Blues": 8, "reds": 1}, 85),
        ({"white": 16}, 16),
        ({}, 0),
    ],
)
def test_amounts_are_read_in_whites(amount: object, whites: int) -> None:
    assert parse_amount(amount) == whites
    assert DEFAULT_COUNTERS.parse(amount) == whites


@pytest.mark.parametrize(
    ("amount", "message"),
    [
        (-1, "cannot be negative"),
        (1.5, "not an amount"),
        (True, "not an amount"),
        (None, "not an amount"),
        (["a red"], "not an amount"),
        ("", "name counters"),
        ("   ", "name counters"),
        ("and", "name counters"),
        ("16", 'write e.g. "16 whites"'),
        ("two greens", "names no counter"),
        ("blues", "names no counter"),
        ("a red and a red", "red counters are named twice"),
        ("a red and 2 reds", "red counters are named twice"),
        ("lots of blues", "\"lots of\" is not a number"),
        ("many blues", '"many" is not a number'),
        ("twenty-zero whites", "is not a number"),
        ("twenty-a whites", "is not a number"),
        ("-1 whites", "names no counter"),
        ({"green": 1}, "'green' is not a counter"),
        ({1: 1}, "1 is not a counter"),
        ({"red": -1}, "not a whole number of counters"),
        ({"red": 1.0}, "not a whole number of counters"),
        ({"red": True}, "not a whole number of counters"),
        ({"red": 1, "reds": 1}, "named twice"),
    ],
)
def test_bad_amounts_are_refused_clearly(amount: object, message: str) -> None:
    with pytest.raises(InvalidAmount, match=message) as info:
        parse_amount(amount)
    assert isinstance(info.value, PokerLawError) and isinstance(info.value, ValueError)
    assert info.value.law is None, "a malformed amount offends no law"


def test_values_of_counters() -> None:
    c = Counters(red=3, blue=7)
    assert [c.value(colour) for colour in COLOURS] == [7, 3, 1]
    assert c.value(" Blues ") == 7
    with pytest.raises(InvalidAmount, match="the counters are white, red and blue"):
        c.value("green")
    with pytest.raises(InvalidAmount):
        c.value(3)  # type: ignore[arg-type]


def test_amounts_depend_on_the_values() -> None:
    c = Counters(red=3, blue=7)
    assert parse_amount("four blues and a red", c) == 31
    assert parse_amount({"blue": 2}, c) == 14
    assert parse_amount(31, c) == 31, "whites are whites whatever the values"


# --- saying ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("whites", "said"),
    [
        (0, "nothing"),
        (1, "a white"),
        (2, "two whites"),
        (5, "a red"),
        (10, "a blue"),
        (16, "a blue, a red and a white"),
        (20, "two blues"),
        (25, "two blues and a red"),
        (40, "four blues"),
        (45, "four blues and a red"),
        (85, "eight blues and a red"),
        (219, "twenty-one blues, a red and four whites"),
        (1000, "100 blues"),
    ],
)
def test_amounts_are_said_in_the_fewest_counters(whites: int, said: str) -> None:
    assert say_amount(whites) == said


def test_saying_takes_any_amount() -> None:
    assert say_amount("sixteen whites") == "a blue, a red and a white"
    assert say_amount({"red": 9}) == "four blues and a red"


def test_fewest_counters_is_not_always_greedy() -> None:
    c = Counters(red=6, blue=10)
    assert c.count(12) == {"blue": 0, "red": 2, "white": 0}
    assert c.say(12) == "two reds"


def test_ties_go_to_the_larger_counters() -> None:
    c = Counters(red=5, blue=9)
    # 10 is two reds or a blue and a white: two counters either way
    assert c.say(10) == "a blue and a white"


@settings(deadline=None)
@given(counters=counter_values(), whites=st.integers(0, 5000))
def test_saying_and_reading_agree(counters: Counters, whites: int) -> None:
    said = counters.say(whites)
    assert counters.parse(said) == whites
    assert counters.parse(counters.count(whites)) == whites


def fewest(whites: int, counters: Counters) -> int:
    """The fewest counters that make *whites*, by brute force."""
    best = [0] + [whites + 1] * whites
    for n in range(1, whites + 1):
        best[n] = 1 + min(best[n - v] for v in (1, counters.red, counters.blue) if v <= n)
    return best[whites]


@settings(deadline=None)
@given(counters=counter_values(), whites=st.integers(0, 400))
def test_the_count_is_the_fewest_counters(counters: Counters, whites: int) -> None:
    assert sum(counters.count(whites).values()) == fewest(whites, counters)


@pytest.mark.law("foster:9")
@settings(deadline=None)
@given(counters=counter_values(), blues=st.integers(0, 30))
def test_the_stakes_of_foster_9_are_said_so_under_any_values(counters: Counters, blues: int) -> None:
    """Some blues and a red are said as such, whatever the values: the ruling cannot change foster:9's words."""
    assert counters.say("four blues and a red") == "four blues and a red"
    assert counters.say("eight blues and a red") == "eight blues and a red"
    assert counters.say(blues * counters.blue + counters.red) == counters.say({"blue": blues, "red": 1})
    assert counters.count(blues * counters.blue + counters.red) == {"blue": blues, "red": 1, "white": 0}


def test_the_counters_cite_the_account() -> None:
    assert set(Counters.__laws__) == {"foster:8", "foster:9"}
    assert parse_amount.__laws__ == say_amount.__laws__ == ("foster:8", "foster:9")


# --- issue 29, item 22: amounts in words held to the records' rule for figures, no word joining nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("a red and", "joins two counts"),
        ("a red,", "joins two counts"),
        (", a red", "joins two counts"),
        ("a red + ", "joins two counts"),
        ("a red and and a blue", "joins two counts"),
        ("\u0663 blues", "figures 0-9"),  # an Arabic-Indic three: the records refuse it, so does the API
        ("\uff13 blues", "figures 0-9"),  # a full-width three
        ("05 whites", "leading zero"),
        ("9" * 16 + " whites", "15 digits"),
    ],
    ids=ascii,
)
def test_words_the_records_would_refuse_are_refused(text: str, words: str) -> None:
    with pytest.raises(InvalidAmount, match=words):
        parse_amount(text)


@pytest.mark.parametrize(("text", "whites"), [("a red, and a white", 6), ("a red.", 5), ("4 blues, 1 red", 45), ("9" * 15 + " whites", int("9" * 15))])
def test_words_within_the_rule_are_read(text: str, whites: int) -> None:
    assert parse_amount(text) == whites


@pytest.mark.parametrize("ante", [10**15, 10**16, 10**400])
def test_an_ante_too_long_for_a_record_says_so(ante: int) -> None:
    from pokerlaws.errors import RecordError
    from pokerlaws.records import judge

    record = {"code": "1882", "seats": ["A", "B"], "ante_man": "A", "antes": {"A": ante}, "actions": []}
    with pytest.raises(RecordError, match="at most 15 digits"):
        judge(record)


@pytest.mark.parametrize(("stated", "said"), [(None, "five whites"), ("as handed over", "five whites"), ("fewest counters", "a red")])
def test_a_stake_is_stated_as_handed_over_by_default(stated: str | None, said: str) -> None:
    """The ruling on foster:9 (R3, ``Counters.stated``): a stake put up as five whites is "five whites" by default,
    as the text's "sixteen white counters in the pool" counts counters as they lie; "a red" in the fewest counters."""
    from pokerlaws.betting import BettingUpTheHands
    from pokerlaws.table import Counters

    counters = Counters() if stated is None else Counters(stated=stated)
    game = BettingUpTheHands(["A", "B"], age="A", antes={"A": 2, "B": 2}, counters=counters)
    game.bet("B", "five whites")
    assert game.stake_in_counters("B") == said


@pytest.mark.law("foster:8", "foster:9")
@pytest.mark.parametrize(("red", "blue", "limit"), [(5, 10, 20), (2, 4, 8)])
def test_a_blues_worth_is_the_second_ruling_on_foster_8(red: int, blue: int, limit: int) -> None:
    """``Counters.blue`` is a reading (issue 28: a bare 10): 10 by default, 4 (with a red of 2) the other; the
    limit is "two blues" under either, and the worked example of foster:9 replays in the account's counters."""
    import yaml
    from helpers import ROOT

    from pokerlaws.edition.records import judge_file
    from pokerlaws.readings import readings_of
    from pokerlaws.records import judge

    assert readings_of(Counters, "blue") == (10, 4) and Counters().blue == 10
    counters = Counters(red=red, blue=blue)
    assert counters.limit == 2 * blue == limit and counters.parse("two blues") == limit
    assert counters.say(4 * blue + red) == "four blues and a red"
    record = yaml.safe_load((ROOT / "docs" / "records" / "foster-9-worked-example.yaml").read_text(encoding="utf-8"))
    record.pop("expect", None)
    result = judge(record | {"counters": {"red": red, "blue": blue}})
    assert result.betting.stake_in_counters("A") == result.betting.stake_in_counters("D") == "eight blues and a red"
    assert result.pool == 16 + (4 * blue + red) + 2 * (8 * blue + red)
    assert judge_file(ROOT / "docs" / "records" / "foster-9-worked-example.yaml").pool == 16 + 45 + 85 + 85
