"""What each reading decides (issue 31): every record judged under every reading of the rulings that bear on it.

Three properties: the counters are conserved under every reading (paid out plus carried equals the pool), for
every shipped record and for generated betting rounds; every reading of every parameter changes the outcome of
at least one shipped record (or is listed in ``UNCOVERED`` with the reason it is not yet, and the list is held
to the truth both ways); and ``judge_readings`` says what it tried, refuses what it cannot try, and agrees with
``judge`` run by hand under the reading.
"""

from __future__ import annotations

import random
from functools import cache

import pytest
import yaml
from helpers import RECORDS, ROOT
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pokerlaws import PACK
from pokerlaws.betting.round import BettingRound
from pokerlaws.draw import deal_hands
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.examples_shown import examples_showing, readings_set
from pokerlaws.edition.loader import resolve
from pokerlaws.edition.records import parameter_rulings, read_record
from pokerlaws.errors import RecordError
from pokerlaws.readings import readings_of
from pokerlaws.records import judge, judge_readings
from pokerlaws.records.readings import MAX_PAIRS, PARAMETERS, named

RECORD_FILES = sorted(RECORDS.glob("*.yaml"))


@cache
def record(name: str) -> dict:
    return yaml.safe_load((RECORDS / name).read_text(encoding="utf-8"))


@cache
def judged(name: str):
    return judge_readings(record(name))


# --- conservation ---------------------------------------------------------------------------------------


@pytest.mark.law("1882:52", "1882:60", "1882:64", "1882:76")
@pytest.mark.parametrize("path", RECORD_FILES, ids=lambda p: p.stem)
def test_every_shipped_record_is_conserved_under_every_reading(path) -> None:
    """Under each single reading (and each pair, where the pairs are within MAX_PAIRS), every counter put up is
    paid out or carried: a reading that loses or creates a counter is a fault of the engine."""
    data = record(path.name)
    single = judged(path.name)
    try:
        both = judge_readings(data, pairs=True)
    except ValueError:
        both = single
    outcomes = [single.as_it_stands, *single.outcomes, *both.outcomes]
    faults = [f"{o.parameters}={o.reading}: paid {sum(o.payouts.values())} + carried {o.carried} != pool {o.pool}" for o in outcomes if not o.conserved]
    assert not faults, "\n".join(faults)


def test_conservation_is_checked_not_assumed() -> None:
    """``conserved`` can be false: an outcome whose payouts and carried counters do not make up its pool."""
    from pokerlaws.records.readings import Outcome

    assert not Outcome((), (), {"A": 3, "B": 4}, 1, 9).conserved
    assert Outcome((), (), {"A": 3, "B": 4}, 2, 9).conserved


KINDS = ("demand", "raise", "raise", "call", "call", "bet", "pass", "retire")


@st.composite
def betting_rounds(draw: st.DrawFn) -> dict:
    """A record of a betting round, legal at each step by the round's own ``can_…`` questions, with hands dealt
    from one pack: two to five seats, an ante, a straddle now and then, funds often short (shows for less)."""
    n = draw(st.integers(2, 5))
    seats = list("ABCDE"[:n])
    ante_man = draw(st.sampled_from(seats))
    antes = {ante_man: draw(st.integers(1, 6))}
    straddles = {draw(st.sampled_from(seats)): draw(st.integers(1, 4))} if draw(st.booleans()) else {}
    funds = {p: draw(st.integers(0, 20)) for p in seats if draw(st.booleans())}
    table = {"seats": seats, "ante_man": ante_man, "antes": antes, "straddles": straddles, "funds": funds}
    game = BettingRound(seats, ante_man, antes=antes, straddles=straddles, funds=funds)
    actions: list[str] = []
    while game.outcome is None and len(actions) < 16:
        player = game.to_act
        allowed = {
            "demand": game.can_demand_show(player), "call": game.can_call(player), "pass": game.can_pass(player),
            "retire": game.can_retire(player), "raise": len(actions) < 10 and game.can_raise(player, 1),
            "bet": len(actions) < 10 and game.can_bet(player, max(1, game.to_meet - game.stakes[player])),
        }  # fmt: skip
        kind = draw(st.sampled_from([k for k in KINDS if allowed[k]]))
        room = 10 if game.funds[player] is None else max(1, game.funds[player] - (game.to_meet - game.stakes[player]))
        if kind == "raise":
            by = draw(st.integers(1, room))
            if not game.can_raise(player, by):
                by = 1
            game.raise_(player, by)
            actions.append(f"{player} raises {by}")
        elif kind == "bet":
            amount = max(1, game.to_meet - game.stakes[player])
            game.bet(player, amount)
            actions.append(f"{player} bets {amount}")
        elif kind == "call":
            game.call(player)
            actions.append(f"{player} calls")
        elif kind == "pass":
            game.pass_(player)
            actions.append(f"{player} passes")
        elif kind == "retire":
            game.retire(player)
            actions.append(f"{player} retires")
        else:
            game.demand_show(player)
            actions.append(f"{player} demands a show")
    if game.outcome is None:
        for player in iter(lambda: game.to_act, None):  # end it: each in turn retires, or calls if he may not
            if game.outcome is not None:
                break
            if game.can_call(player):
                game.call(player)
                actions.append(f"{player} calls")
            else:
                game.retire(player)
                actions.append(f"{player} retires")
    rnd = random.Random(draw(st.integers(0, 2**32)))
    pack = list(PACK)
    rnd.shuffle(pack)
    show = {} if game.outcome == "uncalled" else {p: " ".join(map(str, pack[5 * i : 5 * i + 5])) for i, p in enumerate(game.show_order())}
    return {**table, "actions": actions, **({"show": show} if show else {})}


@pytest.mark.law("1882:52", "1882:60", "1882:64", "1882:76")
@settings(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=betting_rounds())
def test_generated_betting_rounds_are_conserved_under_every_reading(data: dict) -> None:
    """A generated round, judged under each single reading of every ruling that bears on it: conserved each time,
    and each outcome is what ``judge`` gives under that reading set by hand."""
    try:
        result = judge_readings(data)
    except RecordError:  # a round the generator could not end legally in the record's words
        assume(False)
    for outcome in (result.as_it_stands, *result.outcomes):
        assert outcome.conserved, (outcome.parameters, outcome.reading, outcome.payouts, outcome.carried, outcome.pool)
    for outcome in result.outcomes[:: max(1, len(result.outcomes) // 4)]:
        (parameter, reading), = outcome.readings
        by_hand = {**data, parameter.field: {parameter.name: reading}}
        try:
            assert judge(by_hand).payouts == outcome.payouts
        except RecordError as err:
            assert outcome.refused is not None and err.message in outcome.refused


def _plain_draw(name: str) -> bool:
    """A whole deal whose draw names no card but the discards (no card exposed or found faced)."""
    data = record(name)
    return "dealer" in data and not any(" is " in act for act in data.get("draw", []))


WHOLE_DEALS = [path.name for path in RECORD_FILES if _plain_draw(path.name)]


@pytest.mark.law("1882:52", "1882:60", "1882:64", "1882:76", "1895:24", "1895:35", "foster:7")
@settings(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(name=st.sampled_from(WHOLE_DEALS), seed=st.integers(0, 2**32 - 1))
def test_whole_deals_dealt_again_are_conserved_under_every_reading(name: str, seed: int) -> None:
    """A shipped whole deal dealt again from a shuffled pack, each discard of the draw as many cards of the new
    hand: every outcome under every single reading is conserved, the counters carried included."""
    data = {key: value for key, value in record(name).items() if key != "expect"}
    rnd = random.Random(seed)
    pack = list(PACK)
    rnd.shuffle(pack)
    hands = deal_hands(tuple(data["seats"]), data["dealer"], tuple(pack))
    draw = []
    for act in data.get("draw", []):
        player, _, rest = act.partition(" ")
        count = len(rest.split()) - 1 if rest.startswith("discards ") else 0
        draw.append(f"{player} discards {' '.join(map(str, rnd.sample(hands[player], count)))}" if count else act)
    data.update(pack=" ".join(map(str, pack)), draw=draw)
    try:
        result = judge_readings(data)
    except RecordError:  # the acts no longer fit the new deal (a hand foul, a round ended sooner)
        assume(False)
    for outcome in (result.as_it_stands, *result.outcomes):
        assert outcome.conserved, (name, seed, outcome.parameters, outcome.reading, outcome.payouts, outcome.carried, outcome.pool)


# --- what judge_readings tries, and refuses -------------------------------------------------------------


def test_the_acceptance_record_shows_the_ante_changing_c_and_b() -> None:
    """1882:60 R1: under the default C takes 33 and B 5; under "every player's", C 34 and B 4."""
    result = judged("1882-whole-deal-show-for-less.yaml")
    assert result.as_it_stands.payouts == {"A": 0, "B": 5, "C": 33, "D": 0}
    (ante,) = [o for o in result.outcomes if o.parameters == "PoolRulings.ante"]
    assert ante.reading == "every player's" and ante.differs
    assert ante.changed == {"B": (5, 4), "C": (33, 34)}
    same = [o for o in result.outcomes if not o.differs]
    assert same and all(o.change(result.as_it_stands) in ("same", f"same settlement, under {o.law}") for o in same)


def test_only_the_parameters_a_form_reads_are_tried() -> None:
    """A betting round is not tried under the jack-pot's or the blind's rulings, and a jack-pot under nothing
    but its own; the whole deal's turn goes to the left (the direction is read by a betting round alone)."""
    round_ = judged("1882-show-for-less.yaml")
    assert {p.field for p in round_.tried} == {"rulings", "betting_rulings"}
    assert {p.field for p in round_.not_tried} == {"jackpot_rulings", "blind_rulings", "draw_rulings"}
    jackpot = judged("1895-jackpot.yaml")
    assert {p.field for p in jackpot.tried} == {"jackpot_rulings", "draw_rulings"}
    deal = judged("1882-whole-deal-show-for-less.yaml")
    assert "BettingRulings.direction" in map(str, deal.not_tried)
    assert "BlindRulings.code_1882" in map(str, deal.tried)
    foster = judged("foster-9-worked-example.yaml")  # the code of the blind is read under the 1882 laws alone
    assert "BlindRulings.code_1882" in map(str, foster.not_tried) and "BlindRulings.code_1882" not in map(str, foster.tried)
    assert set(round_.tried) | set(round_.not_tried) == set(PARAMETERS)


def test_each_outcome_is_the_judgement_under_its_reading() -> None:
    """No hard-coded outcome: each is what ``judge`` gives with the reading written into the record."""
    data = record("1882-two-shows-and-a-foul-hand.yaml")
    result = judged("1882-two-shows-and-a-foul-hand.yaml")
    for outcome in result.outcomes:
        (parameter, reading), = outcome.readings
        changed = {k: v for k, v in data.items() if k != "expect"} | {parameter.field: {**data.get(parameter.field, {}), parameter.name: reading}}
        try:
            payouts = judge(changed).payouts
        except RecordError:
            assert outcome.refused is not None
            continue
        assert payouts == outcome.payouts
        assert outcome.differs == (payouts != result.as_it_stands.payouts)


@pytest.mark.parametrize(
    ("only", "problem"),
    [
        (["nothing"], "no parameter 'nothing'"),
        (["ante=the blind"], "has no reading 'the blind'"),
        (["void"], "cannot bear on a betting round"),
        (["all_foul"], None),  # PoolRulings' and JackPotRulings': the one a betting round reads
    ],
)
def test_a_parameter_named_is_checked(only, problem) -> None:
    data = record("1882-show-for-less.yaml")
    if problem is None:
        assert {str(p) for p in judge_readings(data, only=only).tried} == {"PoolRulings.all_foul"}
        return
    with pytest.raises(ValueError, match=problem):
        judge_readings(data, only=only)


def test_a_malformed_record_is_said_before_any_parameter_is_looked_up() -> None:
    """A record the judge cannot read is its RecordError, whatever *only* names (a code no form has included)."""
    data = {**record("1882-whole-deal-show-for-less.yaml"), "code": "1883"}
    with pytest.raises(RecordError, match="not '1883'"):
        judge_readings(data, only=["ante"])
    with pytest.raises(RecordError, match="mapping"):
        judge_readings(["not", "a", "record"], only=["nothing"])


def test_pairs_are_bounded() -> None:
    """Pairs beyond MAX_PAIRS are refused with a clear message; fewer parameters named are judged."""
    data = record("1882-whole-deal-show-for-less.yaml")
    with pytest.raises(ValueError, match=f"more than {MAX_PAIRS}"):
        judge_readings(data, pairs=True)
    paired = judge_readings(data, pairs=True, only=["ante", "retired_before_demand", "own_stake_returned"])
    pairs = [o for o in paired.outcomes if len(o.readings) == 2]
    assert len(pairs) == 3 and all(o.conserved for o in pairs)


def test_a_record_that_breaks_a_law_is_judged_under_the_reading_that_lets_it() -> None:
    """1895:38 R1: the opener who draws to a flush breaks the rule as it stands, and is judged under "free"."""
    result = judged("1895-breaks-rule-38.yaml")
    assert result.as_it_stands.refused is not None and result.as_it_stands.law == "1895:38"
    (free,) = [o for o in result.outcomes if o.reading == "free"]
    assert free.payouts is not None and free.differs and free.change(result.as_it_stands) == "judged, not refused"


# --- coverage: every reading changes at least one shipped record ----------------------------------------

NO_EXAMPLE_YET = "no field of a record names it ({why}), and no worked example sets it yet"
"""The reason for a reading no record can name and no worked example sets (examples_showing finds none)."""


def _each(readings: tuple[str, ...], why: str) -> dict[str, str]:
    return dict.fromkeys(readings, why)


UNCOVERED: dict[str, dict[str, str]] = {
    # parameter → each reading no shipped record tells apart and no worked example sets → why (the lead decides
    # each), e.g. "pokerlaws.draw.DrawRulings.keep_back": _each(("2", "1"), NO_EXAMPLE_YET.format(why="the
    # draw's rulings")). The readings are written out: a reading added to one of these parameters is not
    # excused until it is written here too. None today: every reading is shown by a record or an example.
}
"""The readings no shipped record and no worked example shows yet, by parameter, each with the reason."""


@cache
def every_reading() -> dict[str, tuple[str, ...]]:
    """Every parameter an editorial ruling names, with its readings as the edition names them."""
    found = {}
    for dotted in parameter_rulings(default_corpus()):
        owner, _, name = dotted.rpartition(".")
        readings = readings_of(resolve(owner), name)
        if readings is not None:  # an argument whose values are open (a ruleset, the players of a table)
            found[dotted] = tuple(named(r) for r in readings)
    return found


@cache
def changed_by_records() -> frozenset[tuple[str, str]]:
    """(parameter, reading) that some shipped record tells apart from another reading of the same parameter."""
    seen = set()
    for path in RECORD_FILES:
        result = judged(path.name)
        stands = dict(result.as_it_stands.readings)
        for outcome in result.changing():
            (parameter, reading), = outcome.readings
            seen |= {(parameter.dotted, named(reading)), (parameter.dotted, named(stands[parameter]))}
    return frozenset(seen)


@cache
def shown_by_examples() -> frozenset[tuple[str, str]]:
    """(parameter, reading) that some worked example sets, read from its code's syntax (examples_showing), beside
    another of its examples setting another reading."""
    return frozenset(
        (parameter, reading)
        for parameter, shown in examples_showing(default_corpus()).items()
        if len(shown) > 1  # one reading set alone differs from nothing
        for reading in shown
    )


def covered() -> frozenset[tuple[str, str]]:
    """(parameter, reading) that a shipped record or a worked example shows."""
    return changed_by_records() | shown_by_examples()


def uncovered(readings: dict[str, tuple[str, ...]], seen: frozenset, listed: dict[str, dict[str, str]]) -> list[str]:
    """The readings no case tells apart and the list does not name, by parameter and unit, one line each."""
    units = parameter_rulings(default_corpus())
    return [
        f"{parameter} = {reading!r} ({', '.join(units.get(parameter, ()))}): no shipped record or worked example shows what it changes"
        for parameter, values in readings.items()
        for reading in values
        if (parameter, reading) not in seen and reading not in listed.get(parameter, {})
    ]


def test_every_reading_changes_a_shipped_record_or_is_shown_by_a_worked_example() -> None:
    """A reading no case distinguishes is untested and, for a reader, invisible: add a record that shows it, or a
    worked example that sets it, or list it in UNCOVERED with the reason."""
    missing = uncovered(every_reading(), covered(), UNCOVERED)
    assert not missing, f"{len(missing)} readings no case distinguishes:\n" + "\n".join(missing)


def test_the_list_of_uncovered_readings_is_no_larger_than_the_truth() -> None:
    """A reading listed as uncovered that a record or an example now shows is taken off the list; a parameter
    listed must exist."""
    readings = every_reading()
    stale = [p for p in UNCOVERED if p not in readings]
    now_shown = [f"{p} = {r!r}" for p, entry in UNCOVERED.items() for r in entry if (p, r) in covered()]
    unknown = [f"{p} = {r!r}" for p, entry in UNCOVERED.items() if p in readings for r in entry if r not in readings[p]]
    assert not stale and not now_shown and not unknown, (stale, now_shown, unknown)


def test_the_coverage_check_fails_for_a_reading_added_without_a_case() -> None:
    """A planted reading (a third reading of 1882:60 R1's ante, which no record distinguishes; a fourth of 1882:75's
    untied_card and a third of foster:6 R1's keep_back, which no example sets) is reported, by parameter and unit;
    so is a planted parameter, and a new reading of a parameter the list excuses."""
    planted = dict(every_reading())
    planted["pokerlaws.betting.PoolRulings.ante"] = (*planted["pokerlaws.betting.PoolRulings.ante"], "the blind")
    planted["pokerlaws.hands.Ruleset.untied_card"] = (*planted["pokerlaws.hands.Ruleset.untied_card"], "planted")
    planted["pokerlaws.draw.DrawRulings.keep_back"] = (*planted["pokerlaws.draw.DrawRulings.keep_back"], "3")
    planted["pokerlaws.betting.PoolRulings.planted"] = ("one", "two", "three")
    listed = {**UNCOVERED, "pokerlaws.betting.PoolRulings.planted": _each(("one", "two"), NO_EXAMPLE_YET.format(why="planted"))}
    missing = uncovered(planted, covered(), listed)
    assert [line.partition(" (")[0] for line in missing] == [
        "pokerlaws.betting.PoolRulings.ante = 'the blind'",
        "pokerlaws.hands.Ruleset.untied_card = 'planted'",
        "pokerlaws.draw.DrawRulings.keep_back = '3'",
        "pokerlaws.betting.PoolRulings.planted = 'three'",  # a parameter listed, a reading not
    ], missing
    assert missing[0].startswith("pokerlaws.betting.PoolRulings.ante = 'the blind' (1882:60 R1)")
    assert missing[1].startswith("pokerlaws.hands.Ruleset.untied_card = 'planted' (1882:69 R1, 1882:75 R1, 1882:75 R2)")
    assert missing[2].startswith("pokerlaws.draw.DrawRulings.keep_back = '3' (foster:6 R1)")
    assert missing[3] == "pokerlaws.betting.PoolRulings.planted = 'three' (): no shipped record or worked example shows what it changes"
    assert uncovered(every_reading(), covered(), UNCOVERED) == []


def test_the_readings_no_record_can_name_are_covered_by_the_worked_examples_alone() -> None:
    """Without the worked examples, the draw's, the hands' and the disputes' readings would fail the check: the
    examples are what shows them, not a reason written beside them."""
    missing = uncovered(every_reading(), changed_by_records(), UNCOVERED)
    for parameter, reading in [
        ("pokerlaws.draw.DrawRulings.passed_out_hands", "set aside"),
        ("pokerlaws.hands.Ruleset.untied_card", "pairwise"), ("pokerlaws.hands.Ruleset.two_pairs_odd_card", "True"),
        ("pokerlaws.table.DisputeRulings.finality", "as the dealer's"), ("pokerlaws.table.Counters.stated", "as handed over"),
        ("pokerlaws.table.Code.ruleset", "american-writers"), ("pokerlaws.draw.DrawRulings.keep_back", "1"),
        ("pokerlaws.draw.DrawRulings.max_reshuffles", "2"), ("pokerlaws.table.Counters.red", "2"),
    ]:  # fmt: skip
        assert any(line.startswith(f"{parameter} = {reading!r} ") for line in missing), (parameter, reading)
        assert (parameter, reading) in shown_by_examples()


PARAMS = {"pokerlaws.draw.DrawRulings.keep_back": ("2", "1"), "pokerlaws.draw.DrawRulings.two_remaining": ("gathered", "on top", "set aside"),
          "pokerlaws.betting.PoolRulings.all_foul": ("law 64", "carry"), "pokerlaws.jackpot.JackPotRulings.all_foul": ("carry", "add a chip")}  # fmt: skip


@pytest.mark.parametrize(
    ("code", "found"),
    [
        (">>> DrawRulings(keep_back=1)", {"keep_back": {"1"}}),
        (">>> DrawRulings(keep_back=3)", {}),  # no reading of it
        (">>> DrawRulings()  # keep_back=1", {}),  # a comment sets nothing: the syntax is read, not the text
        (">>> print('keep_back=1')", {}),
        (">>> for n in (1, 2):\n...     DrawRulings(keep_back=n)", {"keep_back": {"1", "2"}}),
        (">>> where = 'on top'\n>>> Draw(rulings=DrawRulings(two_remaining=where))", {"two_remaining": {"on top"}}),
        (">>> def f(where):\n...     return DrawRulings(two_remaining=where)\n>>> f('set aside')", {"two_remaining": {"set aside"}}),
        (">>> PoolRulings(all_foul='carry')", {"all_foul": {"carry"}}),  # carry: a reading of both, the call says whose
        (">>> settle(all_foul='carry')", {}),  # a name of two classes' fields, in a call to neither
        (">>> JackPotRulings(all_foul='add a chip')", {"all_foul": {"add a chip"}}),
        (">>> DrawRulings(keep_back=1", {}),  # does not parse
        (">>> _ = " + "-" * 20000 + "1", {}),  # too deep for Python's parser (a MemoryError): does not parse either
        (">>> DrawRulings(keep_back=" + "(" * 190 + "1" + ")" * 190 + ")", {"keep_back": {"1"}}),
    ],
)
def test_the_readings_an_example_sets_are_read_from_its_syntax(code, found) -> None:
    got = readings_set(code, PARAMS)
    assert {p.rpartition(".")[2]: r for p, r in got.items()} == found
    if "PoolRulings(" in code:
        assert list(got) == ["pokerlaws.betting.PoolRulings.all_foul"]


# --- attack review: bounded work, types, and what --only asks ------------------------------------------


def test_a_long_record_under_many_readings_is_refused_at_once_saying_how_to_ask_for_less() -> None:
    """A record under 1 MB kept ``--readings --pairs`` busy for minutes: the acts judged in all are bounded."""
    from pokerlaws.records.readings import MAX_WORK

    seats = [chr(ord("A") + i) for i in range(10)]
    acts = ["B bets 1"] + [f"{seats[2 + i % 8]} raises 1" for i in range(6000)]
    record = {"seats": seats, "ante_man": "A", "antes": {"A": 2}, "actions": acts}
    with pytest.raises(ValueError, match=rf"acts judged, more than {MAX_WORK:,}: name fewer parameters"):
        judge_readings(record)
    only = judge_readings(record, only=["ante"])  # one parameter: 2 judgements of 6,001 acts, within the bound
    assert len(only.outcomes) == 1


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [({"only": None}, "only is a list of names"), ({"only": "ante"}, "only is a list of names"), ({"pairs": "no"}, "pairs is True or False"),
     ({"units": [1, 2]}, "units maps each parameter"), ({"units": {"pokerlaws.betting.PoolRulings.ante": "1882:60 R1"}}, "units maps each parameter")],
)  # fmt: skip
def test_the_arguments_of_judge_readings_are_of_their_types(kwargs: dict, words: str) -> None:
    with pytest.raises(TypeError, match=words):
        judge_readings(record("1882-two-shows-and-a-foul-hand.yaml"), **kwargs)


def test_only_names_a_reading_the_record_does_not_take_already_and_a_bare_name_wins() -> None:
    data = record("1882-whole-deal-show-for-less.yaml")
    with pytest.raises(ValueError, match="is the reading the record is judged under already"):
        judge_readings(data, only=["ante=ante-man's"])
    one_way = judge_readings(data, only=["max_straddles=2", "max_straddles"])
    other_way = judge_readings(data, only=["max_straddles", "max_straddles=2"])
    assert len(one_way.outcomes) == len(other_way.outcomes) > 1


@pytest.mark.parametrize("name", ["1895-jackpot.yaml", "foster-foul-at-the-show.yaml", "1895-opener-drops.yaml"])
def test_the_law_of_an_outcome_is_the_law_its_settlement_cites(name: str) -> None:
    """A fresh new user: the law column was empty for jack-pots and Foster deals, whose settlements end with lines
    that cite no law; it is the last law the judgement cites, as its report shows it."""
    import re

    judged = judged_record = judge_readings(record(name))
    report = judge(record(name)).report()
    last = [m.group(1) for m in re.finditer(r"\[([^\[\]]+)\]\s*$", report, re.M)][-1]
    assert judged.as_it_stands.law == last and judged_record.as_it_stands.law


def test_a_reading_that_changes_only_the_law_is_not_said_to_be_the_same() -> None:
    """A fresh new user: ``PoolRulings.last_player`` = "last in turn" changed the law cited and printed ``same``."""
    judged = judge_readings(record("1882-whole-deal-show-for-less.yaml"))
    lawful = [o for o in judged.outcomes if not o.differs and o.law != judged.as_it_stands.law]
    assert lawful, "no reading of this record changes only the law it is settled under"
    for outcome in lawful:
        assert outcome.change(judged.as_it_stands) == f"same settlement, under {outcome.law}"
    plain = [o for o in judged.outcomes if not o.differs and o.law == judged.as_it_stands.law]
    assert plain and all(o.change(judged.as_it_stands) == "same" for o in plain)


# --- the attack on issue 29's new changes, finding 11: equality of a judgement, the memo of examples shown ----


def test_a_judgement_and_its_readings_equal_their_copies_and_pickles() -> None:
    """A judgement is equal to another that judges alike; the games played to judge it are live objects, not
    compared (they compared by identity, so a copy or a pickle equalled nothing)."""
    import copy
    import pickle

    from pokerlaws.edition.records import judge_file

    for name in ("1882-uncalled-bet.yaml", "1882-whole-deal-show-for-less.yaml", "1895-jackpot.yaml"):
        judged = judge_file(RECORDS / name)
        assert pickle.loads(pickle.dumps(judged)) == judged and copy.deepcopy(judged) == judged
        if name.startswith("1882"):
            readings = judge_readings(read_record(RECORDS / name)[0], only=["ante"])
            assert pickle.loads(pickle.dumps(readings)) == readings and copy.deepcopy(readings) == readings
    other = judge_file(RECORDS / "1882-show-for-less.yaml")
    assert other != judge_file(RECORDS / "1882-uncalled-bet.yaml")


def test_the_examples_shown_are_kept_for_the_last_corpus_only() -> None:
    from pokerlaws.edition.corpus import Corpus
    from pokerlaws.site import readings_pages

    first, second = Corpus.load(ROOT / "laws"), Corpus.load(ROOT / "laws")
    readings_pages.example_cases(first, "pokerlaws.draw.DrawRulings.keep_back", "laws/1882/1.md")
    readings_pages.example_cases(second, "pokerlaws.draw.DrawRulings.keep_back", "laws/1882/1.md")
    assert len(readings_pages._SHOWN) == 1 and readings_pages._SHOWN[0][0] is second
