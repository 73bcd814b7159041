"""Whole deals judged from records: every stage ruled, the money and the cards accounted for."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml
from helpers import ROOT

from pokerlaws import PACK
from pokerlaws.draw import DrawRulings
from pokerlaws.edition.records import judge_file
from pokerlaws.errors import BettingClosed, RecordError
from pokerlaws.records import Phase, judge
from pokerlaws.records.fields import RECORD_FIELDS
from pokerlaws.records.grammar import ACTS, BETTING, DEAL_ACTS, GRAMMAR, read_act
from pokerlaws.table.steps import numbered

DEALS = sorted(p for p in (ROOT / "docs" / "records").glob("*.yaml") if "dealer:" in p.read_text(encoding="utf-8"))
ORDERED = " ".join(map(str, PACK))  # 2C 2D 2H 2S 3C ...: the deal from the age is easy to follow


def blind_deal(**extra) -> dict:
    record = {
        "code": "1882",
        "seats": ["A", "B", "C"],
        "dealer": "C",
        "pack": ORDERED,
        "before_draw": ["A blinds", "B makes good", "C makes good", "A makes good"],
        "draw": ["A stands pat", "B discards 2D", "C discards 2H 3D"],
        "after_draw": ["B bets 3", "C calls", "A calls"],
    }
    record.update(extra)
    return record


def test_at_least_five_whole_deals_are_shipped_and_run() -> None:
    good = [p for p in DEALS if "breaks" not in p.stem]
    assert len(good) >= 5
    codes = {yaml.safe_load(p.read_text(encoding="utf-8"))["code"] for p in good}
    assert codes == {"foster", "1882", "1895"}
    for path in good:
        result = judge_file(path)
        assert sum(result.payouts.values()) + result.carried == result.pool, path.name


@pytest.mark.law("foster:9")
def test_the_worked_example_of_foster_9_in_counters() -> None:
    result = judge_file(ROOT / "docs" / "records" / "foster-9-worked-example.yaml")
    report = result.report()
    assert result.before.pool == 16  # "sixteen white counters in the pool"
    assert "B retires: throws his hand face down, losing all claim to his stake, four blues and a red" in report
    assert result.betting.stake_in_counters("A") == result.betting.stake_in_counters("D") == "eight blues and a red"
    assert result.pool == 16 + 45 + 85 + 85


@pytest.mark.law("foster:2")
def test_the_deal_and_the_draw_come_from_the_pack() -> None:
    result = judge(blind_deal())
    # dealt one at a time from the age (A): A 2C 2S 3H 4D 5C, B 2D 3C 3S 4H 5D, C 2H 3D 4C 4S 5H;
    # the draw from where the deal left off: B 5S, C 6C 6D
    hands = {p: " ".join(map(str, h)) for p, h in result.draw.hands.items()}
    assert hands == {"A": "2C 2S 3H 4D 5C", "B": "3C 3S 4H 5D 5S", "C": "4C 4S 5H 6C 6D"}
    assert result.payouts == {"A": 0, "B": 0, "C": 15}


@pytest.mark.law("foster:6")
def test_a_gathering_of_the_discards_when_the_pack_runs_low() -> None:
    seats = [f"P{i}" for i in range(1, 9)]
    order = list(PACK)
    random.Random(7).shuffle(order)
    pack = " ".join(map(str, order))
    record = {"code": "foster", "seats": seats, "dealer": "P8", "pack": pack}
    record["before_draw"] = ["P1 blinds"] + [f"{p} makes good" for p in seats[1:]] + ["P1 makes good"]
    from pokerlaws.draw import Draw

    dealt = Draw.deal(seats, "P8", pack).hands
    record["draw"] = [f"{p} discards {' '.join(map(str, dealt[p][:3]))}" for p in seats]  # 24 cards wanted, 12 left
    record["after_draw"] = ["P2 bets a white"] + [f"{p} calls" for p in seats[2:]] + ["P1 calls"]
    result = judge(record)
    assert result.draw.reshuffles, "the discards were gathered, shuffled and cut (foster:6)"
    cards = [c for p in seats for c in result.draw.hands[p]]
    assert len(cards) == len(set(cards)) == 40
    assert sum(result.payouts.values()) + result.carried == result.pool


def test_all_but_one_pass_out_before_the_draw() -> None:
    record = blind_deal(before_draw=["A blinds", "B passes out", "C passes out"], draw=[], after_draw=[])
    result = judge(record)
    assert result.payouts == {"A": 1, "B": 0, "C": 0} and result.draw is None


@pytest.mark.law("foster:1", "foster:7", "1882:53")
@pytest.mark.parametrize(
    ("change", "field", "step", "law", "words"),
    [
        ({"before_draw": ["B blinds"]}, "before_draw", 1, "foster:7", "blind"),  # 1882 takes the blind from foster
        ({"draw": ["A stands pat", "B discards 9H"]}, "draw", 2, None, "does not hold 9H"),
        ({"draw": ["B discards 2D"]}, "draw", 1, "foster:1", "A's turn"),
        ({"after_draw": ["C demands a show"]}, "after_draw", 1, "1882:53", "B's turn"),
        ({"after_draw": ["B bets lots"]}, "after_draw", 1, None, "whole number"),
        ({"draw": ["A folds"]}, "draw", 1, None, "cannot read this act of the draw"),
    ],
)
def test_a_step_that_breaks_a_law_is_named_with_its_stage(change, field, step, law, words) -> None:
    record = blind_deal(**change)
    with pytest.raises(RecordError) as info:
        judge(record)
    err = info.value
    assert (err.field, err.step) == (field, step)
    assert err.message.startswith(f"{field} step {step} (")
    assert words in err.message
    if law:
        assert err.law == law


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"code": "1896"}, "code foster, 1882 or 1895"),
        ({"dealer": "Z"}, 'the dealer "Z" is not at the table'),
        ({"pack": " ".join(ORDERED.split()[:51])}, "the pack has 51 cards"),
        ({"pack": ORDERED.replace("2C", "2D", 1)}, "appears twice"),
        ({"jackpot": {"ante": 1}}, "a jack-pot is played under the 1895 rules"),
        ({"after_draw": ["B bets 3"]}, "end before the betting does"),
        ({"expect": {"payouts": {"C": 1}, "leaves_out": ["A", "B"]}}, "expects C 1 (the laws give 15)"),
    ],
)
def test_a_malformed_deal_is_refused(change, words) -> None:
    with pytest.raises(RecordError) as info:
        judge(blind_deal(**change))
    assert words in str(info.value)


def test_judge_sends_a_whole_deal_to_the_deal_judge() -> None:
    assert judge(blind_deal()).payouts == {"A": 0, "B": 0, "C": 15}


def test_a_deal_error_names_its_line_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "deal.yaml"
    path.write_text(yaml.safe_dump(blind_deal(draw=["A stands pat", "B discards 9H"]), sort_keys=False), encoding="utf-8")
    lines = path.read_text(encoding="utf-8").splitlines()
    line = lines.index("- B discards 9H") + 1
    with pytest.raises(RecordError, match=f"deal.yaml, line {line}: draw step 2"):
        judge_file(path)


@pytest.mark.parametrize("depth", [35, 150])
def test_a_deal_error_names_the_whole_path_of_a_file_deep_in_folders(tmp_path: Path, depth: int) -> None:
    # A path of 100 to 250 characters (a CI runner's temporary folders) is named whole, not cut.
    folder = tmp_path.joinpath(*["folder"] * (depth // 7))
    folder.mkdir(parents=True)
    path = folder / "deal.yaml"
    path.write_text(yaml.safe_dump(blind_deal(draw=["A stands pat", "B discards 9H"]), sort_keys=False), encoding="utf-8")
    line = path.read_text(encoding="utf-8").splitlines().index("- B discards 9H") + 1
    assert 100 < len(str(path)) <= 256
    with pytest.raises(RecordError) as raised:
        judge_file(path)
    assert str(raised.value).startswith(f"{path}, line {line}: draw step 2"), str(raised.value)


@pytest.mark.law("1895:35", "1895:37")
def test_a_jack_pot_opened_falsely_is_null_and_void() -> None:
    result = judge_file(ROOT / "docs" / "records" / "1895-false-opener.yaml")
    assert sum(result.payouts.values()) == 0 and result.carried == result.pool == 12
    assert "null and void" in result.report()


# --- jack-pots: every way a round can end -------------------------------------------------

JACKPOT_PACK = " ".join(map(str, PACK))  # dealt from the age A: A 2C 2S 3H 4D 5C, B 2D 3C 3S 4H 5D, C 2H 3D 4C 4S 5H


def jackpot(**extra) -> dict:
    record = {"code": "1895", "seats": ["A", "B", "C"], "dealer": "C", "jackpot": {"ante": 2}, "pack": JACKPOT_PACK,
              "before_draw": [], "draw": [], "after_draw": []}
    record.update(extra)
    return record


@pytest.mark.law("1895:29")
def test_a_jack_pot_nobody_opens_goes_on_to_another_deal() -> None:
    result = judge(jackpot(before_draw=["A passes", "B passes", "C passes"]))
    assert result.payouts == {"A": 0, "B": 0, "C": 0} and result.carried == result.pool == 9  # 6 and a chip each
    assert "round 2" in result.report()


def _giving_a_jacks() -> str:
    """JACKPOT_PACK with JC and JD dealt to A (the 1st and 4th cards) for his 2C and 2S: A holds openers."""
    cards = JACKPOT_PACK.split()
    for at, card in ((0, "JC"), (3, "JD")):
        other = cards.index(card)
        cards[at], cards[other] = cards[other], cards[at]
    return " ".join(cards)


JACKS_PACK = _giving_a_jacks()  # A: JC JD 3H 4D 5C


@pytest.mark.law("1895:30")
def test_a_jack_pot_won_before_the_draw() -> None:
    result = judge(jackpot(before_draw=["A opens 1", "B drops", "C drops"], pack=JACKS_PACK))
    assert result.payouts == {"A": 7, "B": 0, "C": 0} and result.draw is None


@pytest.mark.law("1895:29")
def test_a_jack_pot_nobody_comes_in_against_goes_on_under_the_other_reading_of_rule_29() -> None:
    """Under ``cannot_come_in: "nobody comes in"`` (the ruling on 1895:29) the opening of the record above, which
    no player comes in against, ends the round: each adds a chip, and the jack-pot goes on, the opener's bet in it."""
    record = jackpot(before_draw=["A opens 1", "B drops", "C drops"], pack=JACKS_PACK, jackpot_rulings={"cannot_come_in": "nobody comes in"})
    result = judge(record)
    assert result.payouts == {"A": 0, "B": 0, "C": 0} and result.carried == result.pool == 6 + 1 + 3 and result.draw is None
    assert "nobody came in: the jack-pot of 10 goes on to round 2, a new deal [1895:29]" in result.report()


# a false opener (A is dealt a pair of twos by JACKPOT_PACK) and a true one (jacks), every way the round ends:
# each case: the record's acts, the payouts with a false opener, with a true one, and the law of the ruling
ROUND_ENDS = {
    "all drop before the draw": (
        {"before_draw": ["A opens 1", "B drops", "C drops"]},
        {"A": 0, "B": 0, "C": 0}, {"A": 7, "B": 0, "C": 0}, "1895:36",
    ),
    "all drop after the draw": (
        {"before_draw": ["A opens 1", "B comes in 1", "C drops"], "draw": ["A stands pat", "B stands pat"], "after_draw": ["A bets 1", "B drops"]},
        {"A": 0, "B": 0, "C": 0}, {"A": 9, "B": 0, "C": 0}, "1895:37",
    ),
    "the last drops after coming in, before the draw": (
        # the opener answers C's raise: the other reading of 1895:33 R3 (last_in)
        {"before_draw": ["A opens 1", "B comes in 1", "C comes in 2", "A comes in 2", "B drops", "C drops"], "jackpot_rulings": {"last_in": "after the draw"}},
        {"A": 0, "B": 0, "C": 0}, {"A": 12, "B": 0, "C": 0}, "1895:36",
    ),
    "the show": (
        {"before_draw": ["A opens 1", "B comes in 1", "C comes in 1"], "draw": ["A stands pat", "B stands pat", "C stands pat"],
         "after_draw": ["A bets 1", "B bets 1", "C bets 1"]},
        {"A": 0, "B": 0, "C": 0}, None, "1895:37",
    ),
}


@pytest.mark.law("1895:35", "1895:36", "1895:37")
@pytest.mark.parametrize("end", ROUND_ENDS)
def test_a_false_opener_is_ruled_however_the_round_ends(end: str) -> None:
    acts, false_payouts, _, law = ROUND_ENDS[end]
    result = judge(jackpot(**acts))
    assert result.before.winners == ()
    if false_payouts is not None:
        assert result.payouts == false_payouts
    assert sum(result.payouts.values()) == 0 and result.carried == result.pool
    laws = {law for step in result.steps for law in step.laws}
    assert {"1895:35", law} <= laws
    assert any("without openers" in step.note and step.laws == ("1895:35",) for step in result.steps)
    assert result.before.round == 2  # the jack-pot goes on to a new deal
    assert "1895:35" in result.report()


@pytest.mark.parametrize("end", ROUND_ENDS)
def test_a_true_opener_is_unchanged_however_the_round_ends(end: str) -> None:
    acts, _, true_payouts, _ = ROUND_ENDS[end]
    result = judge(jackpot(**acts, pack=JACKS_PACK))
    assert result.before.winners and result.before.round == 1
    if true_payouts is not None:
        assert result.payouts == true_payouts
    assert sum(result.payouts.values()) == result.pool and result.carried == 0
    assert not any(step.laws == ("1895:35",) for step in result.steps)


@pytest.mark.law("1895:35")
@pytest.mark.parametrize("end", ["all drop before the draw", "all drop after the draw"])
def test_when_shown_a_false_opener_nobody_stays_against_takes_the_jack_pot(end: str) -> None:
    acts, _, true_payouts, _ = ROUND_ENDS[end]
    assert judge(jackpot(**acts) | {"jackpot_rulings": {"false_opening": "when shown"}}).payouts == true_payouts
    with pytest.raises(RecordError, match="false_opening.* must be one of") as info:
        judge(jackpot(**acts) | {"jackpot_rulings": {"false_opening": "never"}})
    assert info.value.field == ("jackpot_rulings", "false_opening")


# every point at which the judge, holding the pack, can know a false opening (A is dealt a pair of twos), under
# each reading of the ruling on 1895:35: the record's acts, whether the opening is ruled, and the round the
# jack-pot is in at the end (2: the round ended without a winner)
KNOWN_AT = {
    "at the opening, ruled then": (
        "at the opening", {"before_draw": ["A opens 1", "B passes", "C passes"]}, True, 2,
    ),
    "the opener drops before the draw": (
        "at the end", {"before_draw": ["A opens 1", "B comes in 2", "C comes in 2", "A drops", "B passes", "C passes"], "jackpot_rulings": {"last_in": "after the draw"}},
        True, 2,
    ),
    "the opener drops after the draw": (
        "at the end",
        {"before_draw": ["A opens 1", "B comes in 1", "C comes in 1"], "draw": ["A stands pat", "B stands pat", "C stands pat"],
         "after_draw": ["A drops"]},
        True, 2,
    ),
    "the opener drops, when shown only": (
        "when shown",
        {"before_draw": ["A opens 1", "B comes in 2", "C comes in 2", "A drops"], "draw": ["B stands pat", "C stands pat"],
         "after_draw": ["B bets 1", "C bets 1"], "jackpot_rulings": {"last_in": "after the draw"}},
        False, 1,
    ),
    "at the show, when shown": (
        "when shown",
        {"before_draw": ["A opens 1", "B comes in 1", "C comes in 1"], "draw": ["A stands pat", "B stands pat", "C stands pat"],
         "after_draw": ["A bets 1", "B bets 1", "C bets 1"]},
        True, 2,
    ),
}  # fmt: skip


@pytest.mark.law("1895:35", "1895:36", "1895:37")
@pytest.mark.parametrize("case", KNOWN_AT)
def test_a_false_opening_is_ruled_at_each_point_the_ruling_names(case: str) -> None:
    reading, acts, ruled, round_at_end = KNOWN_AT[case]
    record = jackpot(**acts)
    result = judge(record | {"jackpot_rulings": {**record.get("jackpot_rulings", {}), "false_opening": reading}})
    penalties = [step for step in result.steps if step.laws == ("1895:35",) and "without openers" in step.note]
    assert bool(penalties) is ruled, result.report()
    assert result.before.round == round_at_end
    assert sum(result.payouts.values()) + result.carried == result.pool
    if ruled:
        assert result.paid["A"] > 3 and result.payouts["A"] == 0  # ante, bets and a penalty; he takes nothing
        assert any("the judge, who holds the pack" in step.note for step in result.steps) is (reading != "when shown")
    # under the default, the same acts are ruled as soon as the judge knows the error at the end, not at the opening
    if reading == "at the opening":
        with pytest.raises(RecordError):  # B cannot pass once the jack-pot is open: nothing was ruled
            judge(jackpot(**acts))


def test_the_opener_drops_and_the_others_play_on() -> None:
    record = jackpot(
        before_draw=["A opens 1", "B comes in 3", "C comes in 3", "A drops"],
        draw=["B discards 2D", "C discards 2H"],
        after_draw=["B bets 1", "C bets 1"],
        pack=JACKS_PACK,
        jackpot_rulings={"last_in": "after the draw"},  # the opener answers the raise (1895:33 R3's other reading)
    )
    result = judge(record)
    # A held jacks: his drop is a drop. B and C play on to the show.
    # The pool: antes 6, A's forfeit opening 1, B and C 3 each before the draw and 1 each after.
    assert result.pool == 15 and sum(result.payouts.values()) == 15 and result.payouts["A"] == 0


def test_acts_after_a_round_that_ended_are_refused() -> None:
    record = jackpot(before_draw=["A passes", "B passes", "C passes"], draw=["A stands pat"])
    with pytest.raises(RecordError, match="ended before the draw, yet the record has draw"):
        judge(record)


@pytest.mark.law("foster:1")
def test_a_draw_by_a_player_who_dropped_is_refused_by_the_draw() -> None:
    record = jackpot(before_draw=["A opens 1", "B drops", "C comes in 1"], draw=["A stands pat", "B discards 2D"])
    with pytest.raises(RecordError) as info:
        judge(record)
    assert info.value.law == "foster:1" and "B has not made good his ante" in info.value.message


# --- a breach is reported with the steps ruled before it ---------------------------------------

RECORDS_DIR = ROOT / "docs" / "records"


def _breach(name: str, old: str, new: str) -> RecordError:
    text = (RECORDS_DIR / name).read_text(encoding="utf-8")
    assert old in text
    record = yaml.safe_load(text.replace(old, new, 1))
    with pytest.raises(RecordError) as caught:
        judge(record)
    return caught.value


@pytest.mark.law("1895:38")
def test_a_1895_breach_in_the_draw_prints_the_jack_pot_steps_before_it() -> None:
    err = _breach("1895-breaks-rule-38.yaml", "draw:", "draw:")
    assert err.law == "1895:38" and err.field == "draw"
    ruled = [str(step) for step in err.ruled]
    assert any("opens" in step for step in ruled), ruled
    assert len(ruled) == 6  # the three antes, the opening, B sees it, C drops


def test_a_foster_breach_after_the_draw_prints_every_stage_before_it() -> None:
    # D raises while it is A's turn: every act before it, of all three stages, is listed in order
    err = _breach("foster-9-worked-example.yaml", "  - A raises two blues\n  - B calls\n", "  - B calls\n")
    assert err.field == "after_draw" and err.step == 4
    ruled = [str(step) for step in err.ruled]
    blind, draw, after = ruled[:7], ruled[7:20], ruled[20:]
    assert "blind" in blind[0] and "straddles" in blind[1] and "makes good" in blind[-1]
    assert "A discards" in draw[0] and "the draw is over" in draw[-1]
    assert [step.split()[1] for step in after] == ["B", "C", "D"] and "a red" in after[0]


def test_a_breach_before_any_step_lists_none() -> None:
    err = _breach("foster-9-worked-example.yaml", "  - A blinds\n", "  - B blinds\n")
    assert err.step == 1 and err.ruled == ()


# --- the fields each kind of deal reads: any other is refused, not ignored -------------------

SAMPLE_VALUES = {
    "ante_man": "A", "players": ["A", "B"], "antes": {"A": 1}, "straddles": {"A": 1}, "funds": {"A": 100},
    "actions": ["B bets 1"], "show": {"A": "AS KS QS JS TS"}, "rulings": {"odd_counter": "carry"},
    "counters": {"red": 5}, "reshuffle_seed": 3, "foul": [], "ruleset": "american", "title": "t", "description": "d",
    "betting_rulings": {"raised_meanwhile": "call or retire"}, "jackpot_rulings": {"void": "jack-pot"},
    "draw_rulings": {"passed_out_hands": "set aside"}, "blind_rulings": {"all_pass_out": "carried"},
}  # fmt: skip
"""A value of the right shape for each field a test adds to a record."""

KINDS = {
    "foster": blind_deal(code="foster"),
    "1882": blind_deal(),
    "1895": blind_deal(code="1895"),
    "jackpot": jackpot(before_draw=["A passes", "B passes", "C passes"]),
}


@pytest.mark.parametrize(
    ("form", "name"),
    [(form, name) for form in KINDS for name in SAMPLE_VALUES if form not in RECORD_FIELDS[name].read_by],
)
def test_a_field_its_kind_of_deal_does_not_read_is_refused(form: str, name: str) -> None:
    from pokerlaws.records.fields import FORMS

    record = KINDS[form] | {name: SAMPLE_VALUES[name]}
    with pytest.raises(RecordError) as info:
        judge(record)
    assert info.value.field == (name,)
    assert f"'{name}' is not read in {FORMS[form]}" in info.value.message


def test_the_fields_of_each_kind_of_deal() -> None:
    def read_by(form: str) -> set[str]:
        return {name for name, field in RECORD_FIELDS.items() if form in field.read_by}

    deal = {"code", "title", "description", "seats", "ruleset", "foul", "expect", "dealer", "pack", "before_draw", "draw", "after_draw", "reshuffle_seed", "draw_rulings"}
    assert read_by("foster") == deal | {"rulings", "counters", "blind_rulings"}
    assert read_by("1882") == read_by("1895") == deal | {"rulings", "funds", "betting_rulings", "blind_rulings"}
    assert read_by("jackpot") == deal | {"jackpot", "jackpot_rulings"}
    assert read_by("round") == {"code", "title", "description", "seats", "ruleset", "foul", "expect", "ante_man", "players", "antes",
                                "straddles", "actions", "show", "face_down", "funds", "rulings", "betting_rulings"}  # fmt: skip


@pytest.mark.parametrize(
    ("form", "name"),
    [("1882", "funds"), ("1895", "funds"), ("1882", "betting_rulings"), ("1895", "betting_rulings"), ("foster", "counters"), ("foster", "rulings"), ("jackpot", "reshuffle_seed"), *((form, "draw_rulings") for form in ("foster", "1882", "1895", "jackpot"))],
)  # fmt: skip
def test_a_field_its_kind_of_deal_reads_is_taken(form: str, name: str) -> None:
    judge(KINDS[form] | {name: SAMPLE_VALUES[name]})


@pytest.mark.law("1882:55")
@pytest.mark.parametrize("code", ["1882", "1895"])
def test_a_bet_out_of_turn_after_the_draw_of_a_blind_pool_stands_under_the_records_reading(code: str) -> None:
    """1882:55 after the draw of a whole deal: A raises while it is C's turn; C raises meanwhile; A's raise in turn
    is taken under the default reading and refused, citing 55, under "call or retire"."""
    after = ["B bets 3", "A raises 2", "C raises 5", "A raises 1", "B calls", "C calls"]
    result = judge(blind_deal(code=code, after_draw=after))
    acts = [(s.player, s.act) for s in result.betting.steps]
    assert ("A", "out of turn") in acts and ("A", "out of turn, short") in acts
    assert result.betting.stakes == {"B": 9, "C": 9, "A": 9}
    with pytest.raises(RecordError) as info:
        judge(blind_deal(code=code, after_draw=after, betting_rulings={"raised_meanwhile": "call or retire"}))
    assert info.value.law == "1882:55" and info.value.step == 4 and "A raises 1" in info.value.message


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"before_draw": ["A blinds", "B straddles 0002"]}, "leading zero"),
        ({"before_draw": ["A blinds", "B makes good and raises \u0662"]}, "0-9"),
        ({"after_draw": ["B bets " + "9" * 5000]}, "15 digits"),
    ],
)
def test_every_amount_of_a_deal_is_figures_0_to_9(change: dict, words: str) -> None:
    with pytest.raises(RecordError) as info:
        judge(blind_deal(**change))
    assert info.value.step and words in info.value.message


@pytest.mark.parametrize("act", ["A opens 01", "A opens \u0661", "A opens " + "1" * 16])
def test_every_amount_of_a_jack_pot_is_figures_0_to_9(act: str) -> None:
    with pytest.raises(RecordError, match="whole number") as info:
        judge(jackpot(before_draw=[act]))
    assert (info.value.field, info.value.step) == ("before_draw", 1)


def test_counters_written_in_figures_follow_the_same_rule() -> None:
    record = blind_deal(code="foster", after_draw=["B bets 05 whites"])
    with pytest.raises(RecordError, match="leading zero"):
        judge(record)


# --- one deal moving through named phases, and its one log ------------------------------------


@pytest.mark.parametrize(
    ("record", "phase"),
    [
        (blind_deal(before_draw=["A blinds", "B passes out", "C passes out"], draw=[], after_draw=[]), Phase.BEFORE_DRAW),
        (blind_deal(after_draw=["B bets 3", "C retires", "A retires"]), Phase.AFTER_DRAW),  # a bet nobody calls: no show
        (blind_deal(), Phase.SHOW),
        (jackpot(before_draw=["A passes", "B passes", "C passes"]), Phase.BEFORE_DRAW),  # nobody opened
        (jackpot(before_draw=["A opens 1", "B drops", "C drops"]), Phase.BEFORE_DRAW),  # nobody came in
        (jackpot(before_draw=["A opens 1", "B comes in 1", "C drops"], draw=["A stands pat", "B stands pat"], after_draw=["A bets 1", "B drops"]), Phase.AFTER_DRAW),
        (jackpot(before_draw=["A opens 1", "B comes in 3", "C comes in 3", "A drops"], draw=["B discards 2D", "C discards 2H"], after_draw=["B bets 1", "C bets 1"], pack=JACKS_PACK, jackpot_rulings={"last_in": "after the draw"}), Phase.SHOW),
    ],
)
def test_a_deal_says_the_phase_it_ended_in(record: dict, phase: Phase) -> None:
    result = judge(record)
    assert result.phase is phase
    assert list(result.by_phase) == list(Phase)[: list(Phase).index(phase) + 1]  # every phase it went through, in order


def test_the_one_log_of_a_blind_pool_is_each_stage_in_turn() -> None:
    result = judge_file(ROOT / "docs" / "records" / "foster-9-worked-example.yaml")
    assert result.steps == numbered((*result.before.steps, *result.draw.steps, *result.betting.steps))
    assert [step.number for step in result.steps] == list(range(1, len(result.steps) + 1))  # one log, numbered through
    assert result.by_phase[Phase.BEFORE_DRAW] == tuple(result.before.steps)
    assert result.by_phase[Phase.DRAW] == tuple(result.draw.steps)
    assert result.by_phase[Phase.AFTER_DRAW] == tuple(result.betting.steps) and result.by_phase[Phase.SHOW] == ()


def test_the_one_log_of_a_jack_pot_splits_its_steps_at_the_draw() -> None:
    result = judge_file(ROOT / "docs" / "records" / "1895-jackpot.yaml")
    pot, draw = result.before, result.draw
    before = result.by_phase[Phase.BEFORE_DRAW]
    assert before == tuple(pot.steps[: len(before)]) and before[-1].act == "come in"  # the antes and the opening
    in_draw = result.by_phase[Phase.DRAW]
    assert in_draw[: len(draw.steps)] == tuple(draw.steps)  # the draw's steps, then the jack-pot's in the draw
    assert {step.act for step in in_draw[len(draw.steps) :]} == {"draw"}
    assert result.steps == numbered((*before, *draw.steps, *pot.steps[len(before) :]))
    assert [step.act for step in result.by_phase[Phase.AFTER_DRAW]] == ["bet", "bet", "drop"]  # A, the last to bet (1895:33)
    assert result.by_phase[Phase.SHOW] and result.steps[-1].note == pot.steps[-1].note


def test_a_breach_is_reported_with_the_one_log_up_to_it() -> None:
    good = judge_file(ROOT / "docs" / "records" / "1895-jackpot.yaml")
    err = _breach("1895-jackpot.yaml", "  - A drops\n", "  - B bets 2\n")  # B bets out of turn (A's): the last act
    assert err.field == "after_draw" and err.step == 3
    assert err.ruled == good.steps[: len(err.ruled)] and len(err.ruled) == len(good.steps) - len(good.by_phase[Phase.SHOW]) - 1


def test_a_betting_round_has_the_same_log() -> None:
    result = judge({"seats": ["A", "B", "C"], "ante_man": "A", "actions": ["B bets 5", "C retires", "A retires"]})
    assert result.steps == tuple(result.betting.steps) and result.by_phase == {Phase.AFTER_DRAW: result.steps}
    assert [step.act for step in result.steps] == ["bet", "retire", "retire"]


# --- the one grammar of a record, read by one reader ------------------------------------------


def test_the_acts_of_a_betting_round_and_of_a_deal_are_views_of_the_one_grammar() -> None:
    assert list(ACTS) == ["bets", "calls", "raises", "passes", "retires", "demands a show", "borrows", "says", "takes back"]
    assert ACTS["bets"] == "bets N — deposits N counters (a bet, call or raise, by the stake it makes)"
    assert list(GRAMMAR) == [BETTING, *DEAL_ACTS]
    for stage, forms in DEAL_ACTS.items():
        assert forms == tuple(form.form for form in GRAMMAR[stage].forms)
        assert GRAMMAR[stage].refusal.endswith("the acts are: " + "; ".join(forms))
    assert DEAL_ACTS["after the draw, a jack-pot"] == ("PLAYER bets N", "PLAYER drops")


@pytest.mark.parametrize("act", ["B bets five", "B calls 5", "B wagers 5", "B bets 0005", "C demands a show", "B demands a show now"])
def test_an_act_of_a_betting_round_is_refused_alike_in_a_round_and_after_the_draw_of_a_deal(act: str) -> None:
    # the same act, read by the one reader, with the one error: only where it stands differs
    with pytest.raises(RecordError) as in_round:
        judge({"seats": ["A", "B", "C"], "ante_man": "A", "actions": [act]})
    with pytest.raises(RecordError) as in_deal:
        judge(blind_deal(after_draw=[act]))
    assert (in_round.value.field, in_deal.value.field) == ("actions", "after_draw")
    assert in_round.value.message == f"step 1 ({act}): " + in_deal.value.message.removeprefix(f"after_draw step 1 ({act}): ")
    assert in_round.value.law == in_deal.value.law and in_round.value.step == in_deal.value.step == 1


def test_an_act_a_stage_does_not_have_is_refused_listing_the_acts_it_has() -> None:
    with pytest.raises(RecordError) as info:
        judge(blind_deal(before_draw=["A opens 2"]))
    assert info.value.message == (
        "before_draw step 1 (A opens 2): cannot read this act of the blind and straddle; the acts are: "
        "PLAYER blinds; PLAYER straddles [N]; PLAYER makes good [and raises N]; PLAYER passes out"
    )
    with pytest.raises(ValueError, match="cannot read this act of the draw"):
        read_act(None, "A blinds", "the draw")


@pytest.mark.law("foster:8")
def test_the_act_a_code_has_not_is_refused_before_it_is_read() -> None:
    # a show for less under the Foster-style account: the code has no such act, whatever follows it
    with pytest.raises(RecordError) as info:
        judge(blind_deal(code="foster", after_draw=["B demands a show now"]))
    assert info.value.law == "foster:8" and "not an act of the Foster-style account" in info.value.message


def test_a_whole_deal_does_not_take_the_other_direction() -> None:
    """The blind, the straddles and the draw pass to the left: ``direction`` is refused in a whole deal, not applied to its betting alone."""
    with pytest.raises(RecordError) as info:
        judge(blind_deal() | {"betting_rulings": {"direction": "right"}})
    assert info.value.field == ("betting_rulings", "direction") and "betting round alone" in info.value.message
    assert judge(blind_deal() | {"betting_rulings": {"raised_meanwhile": "call or retire"}}).payouts == judge(blind_deal()).payouts


@pytest.mark.law("1895:24", "1895:35")
def test_when_no_player_is_left_in_the_jack_pot_no_one_takes_it() -> None:
    """Under ``game: jack-pot`` a false opener ruled out after every other player dropped leaves no one to play on: the
    jack-pot is over, no one takes it, its chips stay (it once recursed without end)."""
    import yaml

    record = yaml.safe_load((ROOT / "docs" / "records" / "1895-false-opener-unopposed.yaml").read_text(encoding="utf-8"))
    record.pop("expect")
    result = judge(record | {"jackpot_rulings": {"game": "jack-pot"}})
    assert result.before.phase == "over" and result.before.winners == ()
    assert sum(result.payouts.values()) == 0 and result.carried == result.pool > 0
    assert "no player is left in the jack-pot" in str(result.steps[-1])
    with pytest.raises(BettingClosed, match="no player is left"):
        result.before.pass_("A")


@pytest.mark.law("foster:9", "1895:24", "1882:64")
def test_a_player_who_threw_down_his_hand_loses_the_claim_his_code_rules() -> None:
    """foster:9: "If B throws down his cards he loses all claim to what he has already staked in the pool": by the
    ruling on foster:9 (``Code.retired_claim``, "his stake") C, the only other player when A and B are foul, claims the
    pool less the 2 he put in, which stay; the step quotes the account's words, not "can claim nothing". Under 1895
    ("every claim", the ruling on 1895:24) he claims nothing; under 1882 law 64 gives him the whole."""
    record = {
        "code": "foster", "seats": ["A", "B", "C", "D"], "dealer": "D", "pack": JACKPOT_PACK, "foul": ["A", "B"],
        "before_draw": ["A blinds", "B makes good", "C makes good", "D passes out", "A makes good"],
        "draw": ["A stands pat", "B stands pat", "C stands pat"],
        "after_draw": ["B bets a white", "C retires", "A calls"],
    }  # fmt: skip
    result = judge(record)
    assert result.payouts == {"A": 0, "B": 0, "C": result.pool - 2, "D": 0} and result.carried == 2
    assert "“loses all claim to what he has already staked in the pool” [foster:9]" in result.lines[-1]
    assert "can claim nothing" not in " ".join(result.lines)
    as_1895 = judge({**record, "code": "1895", "after_draw": ["B bets 1", "C retires", "A calls"]})
    assert as_1895.payouts["C"] == 0 and as_1895.carried == as_1895.pool
    assert "“Once out of a game, a player can never enter again” [1895:24]" in as_1895.lines[-1]
    as_1882 = judge({**record, "code": "1882", "after_draw": ["B bets 1", "C retires", "A calls"]})
    assert as_1882.payouts["C"] == as_1882.pool  # under 1882, law 64 gives it to the only other player


def test_a_whole_deal_is_played_under_its_records_draw_rulings() -> None:
    """A whole deal's record gives the draw's rulings (``draw_rulings``, fields of ``DrawRulings``), checked against
    their readings like every ``..._rulings`` field; ``age_seat`` places the age, whose seat the blind starts from
    (issue 28: a whole deal played its draw under the default rulings, whatever its record said)."""
    record = blind_deal(
        before_draw=["B blinds", "C makes good", "A makes good", "B makes good"],
        draw=["B stands pat", "C stands pat", "A stands pat"],
        after_draw=["C bets 3", "A calls", "B calls"],
    )
    with pytest.raises(RecordError, match=r"the age \(A\) alone can make the blind"):
        judge(record)  # the age on the dealer's left: A
    result = judge(record | {"draw_rulings": {"age_seat": "dealer's right"}})  # on his right: B, who blinds
    assert result.draw.age == "B" and result.draw.rulings.age_seat == "dealer's right"
    assert [s.player for s in result.before.steps if s.act == "blind"] == ["B"]
    # the draw's other rulings reach the draw too
    assert judge(blind_deal(draw_rulings={"keep_back": 1, "passed_out_hands": "set aside"})).draw.rulings == DrawRulings(keep_back=1, passed_out_hands="set aside")


@pytest.mark.parametrize(
    ("value", "words"),
    [({"age_seat": "dealer's back"}, "must be one of \"dealer's left\", \"dealer's right\""), ({"keep_back": 0}, "'draw_rulings.keep_back' must be at least 1"),
     ({"sideways": True}, "sideways")],
)  # fmt: skip
def test_a_draw_ruling_none_of_its_readings_is_refused_naming_the_field(value: dict, words: str) -> None:
    with pytest.raises(RecordError) as info:
        judge(blind_deal(draw_rulings=value))
    assert info.value.field[0] == "draw_rulings" and words in info.value.message


@pytest.mark.parametrize("stated", ["fewest counters", "as handed over"])
def test_a_foster_deals_counters_state_the_stakes_as_its_record_says(stated: str) -> None:
    """``counters.stated`` (the ruling on foster:9) is a record's too: B bets five whites, stated "a red" in the
    fewest counters, "five whites" as handed over; a value none of its readings is refused, naming the field."""
    record = blind_deal(code="foster", after_draw=["B bets five whites", "C calls", "A calls"], counters={"stated": stated})
    said = judge(record).betting.stake_in_counters("B")
    assert said == {"fewest counters": "a red", "as handed over": "five whites"}[stated]
    with pytest.raises(RecordError) as info:
        judge(record | {"counters": {"stated": "in whites"}})
    assert info.value.field == ("counters", "stated") and "fewest counters" in info.value.message


@pytest.mark.law("1882:64")
def test_a_player_who_went_out_before_the_draw_is_an_other_player_only_under_its_reading() -> None:
    """The ruling on 1882:64 (``PoolRulings.out_before_draw``): every hand at the show foul, B went out before the draw.
    "excluded" (default): no one claims; "included": B, the only other player, claims the pool; with two who went out,
    their thrown-in hands are turned up and the best claims. The reason the ruling once gave for having no parameter
    (a record of a betting round names only the players of the betting) was untrue of a whole deal."""
    record = {
        "code": "1882", "seats": ["A", "B", "C"], "dealer": "C", "pack": JACKPOT_PACK, "foul": ["A", "C"],
        "before_draw": ["A blinds", "B passes out", "C makes good", "A makes good"],
        "draw": ["A stands pat", "C stands pat"],
        "after_draw": ["C bets 3", "A calls"],
    }  # fmt: skip
    excluded = judge(record)
    assert sum(excluded.payouts.values()) == 0 and excluded.carried == excluded.pool == 10
    included = judge(record | {"rulings": {"out_before_draw": "included"}})
    assert included.payouts["B"] == 10 and included.carried == 0
    four = record | {
        "seats": ["A", "B", "C", "D"], "dealer": "D", "foul": ["A", "C"],
        "before_draw": ["A blinds", "B passes out", "C makes good", "D passes out", "A makes good"],
    }  # fmt: skip
    assert judge(four).carried == 10
    best = judge(four | {"rulings": {"out_before_draw": "included"}})
    assert sum(best.payouts.values()) == 10 and "face down: turned up" in " ".join(best.lines)
