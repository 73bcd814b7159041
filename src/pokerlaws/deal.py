"""A whole deal judged from a record: before the draw, the draw, the betting after it, the show.

A record of a whole deal names the seats, the dealer and the pack as it lay
after the shuffle and the cut (top first); the deal gives five cards to each
player, one at a time from the age. Then come the acts of each stage as short
sentences, which [`judge_deal`][pokerlaws.deal.judge_deal] replays on the
engine of the chosen code:

| stage | blind pools (``foster``, ``1882``, ``1895``) | jack-pots (``1895`` with ``jackpot``) |
| --- | --- | --- |
| before the draw | [`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle]: ``A blinds``, ``B straddles``, ``C makes good``, ``C makes good and raises 2``, ``E passes out`` | [`JackPot`][pokerlaws.jackpot.JackPot]: ``A passes``, ``B opens 2``, ``C comes in 2``, ``D drops`` |
| the draw | [`Draw`][pokerlaws.draw.Draw]: ``A discards 7C 2D``, ``B stands pat``, ``7H is found faced``, ``7S is exposed`` | the same, and rule 38 on the opener's draw |
| after the draw | ``foster``: [`BettingUpTheHands`][pokerlaws.betting_up.BettingUpTheHands] (amounts in counters: ``B bets a red``); ``1882``, ``1895``: [`BettingRound`][pokerlaws.betting.BettingRound] (``B bets 5``) | ``B bets 2``, ``C drops`` |
| the show | [`settle`][pokerlaws.pool.settle] | [`JackPot.showdown`][pokerlaws.jackpot.JackPot.showdown] |

The codes and what each takes from where ([`DEAL_CODES`][pokerlaws.deal.DEAL_CODES])
are combinations the edition documents: no one source orders a whole deal.

Examples:
    >>> from pokerlaws import PACK
    >>> from pokerlaws.deal import judge_deal
    >>> record = {
    ...     "code": "1882", "seats": ["A", "B", "C"], "dealer": "C", "pack": " ".join(map(str, PACK)),
    ...     "before_draw": ["A blinds", "B makes good", "C makes good", "A makes good"],
    ...     "draw": ["A stands pat", "B discards 2D", "C discards 2H 3D"],
    ...     "after_draw": ["B bets 3", "C calls", "A raises 2", "B retires", "C calls"],
    ... }
    >>> result = judge_deal(record)
    >>> result.payouts, result.pool
    ({'A': 0, 'B': 0, 'C': 19}, 19)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from pokerlaws.betting import BettingRound
from pokerlaws.betting_up import BettingUpTheHands
from pokerlaws.blind import BlindAndStraddle
from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.counters import Counters
from pokerlaws.draw import Draw, LastCard, deal_hands
from pokerlaws.errors import PokerLawError
from pokerlaws.jackpot import JackPot, has_openers
from pokerlaws.pool import PoolRules, settle
from pokerlaws.record import (
    RecordError,
    check_expected,
    check_form,
    check_names,
    check_record,
    play_act,
    read_whole,
    record_form,
)
from pokerlaws.rules import get_ruleset

__all__ = ["DEAL_ACTS", "DEAL_CODES", "DealJudgement", "judge_deal"]

DEAL_CODES = {
    "foster": "the Foster-style account: the blind, the straddle and making good (foster:7, foster:9), the draw "
    "(foster:1–6), betting up the hands in counters to the limit (foster:7–9); the show and the pool, which the "
    "account does not give, by the 1882 laws (1882:59, 1882:63–64, 1882:76); the hands valued by the American custom",
    "1882": "the 1882 laws for the betting after the draw and the pool (1882:52–64, 1882:76); the blind, the "
    "straddle and the draw, which the edition's 1882 laws do not cover, by the Foster-style account; the hands valued by the 1882 laws",
    "1895": "the 1895 rules: a jack-pot (1895:27–38) when the record has `jackpot`, otherwise the blind and the "
    "straddle (1895:25–26); the draw by the Foster-style account (with 1895:38 on the opener's draw); after the "
    "draw of a blind pool, the betting and the pool by the 1882 laws; no foul hand wins (1895:24); the hands valued by the "
    "American custom",
}
"""What each code of a whole deal takes from which source."""


HAND_RULES = {"1882": "1882", "foster": "american", "1895": "american"}
"""The ruleset the hands are valued under, by code, unless a record names another: the
1882 laws their own; the Foster-style account and the Guide, both American, the American
custom (the ace high or low in sequences, no suit first)."""

DEAL_ACTS = {
    "before the draw, a blind pool": ("PLAYER blinds", "PLAYER straddles [N]", "PLAYER makes good [and raises N]", "PLAYER passes out"),
    "before the draw, a jack-pot": ("PLAYER opens N", "PLAYER passes", "PLAYER comes in N", "PLAYER drops"),
    "the draw": ("PLAYER discards CARDS", "PLAYER stands pat", "CARD is found faced", "CARD is exposed"),
    "after the draw, a jack-pot": ("PLAYER bets N", "PLAYER drops"),
}
"""The acts of a whole deal, by stage, as a record writes them. After the draw of
a blind pool the acts are those of a betting round ([`ACTS`][pokerlaws.record.ACTS]),
with amounts in counters under ``foster`` (``B bets a red``)."""

Grammar = list[tuple[str, str, Callable[..., None]]]
"""Acts a stage reads: (the form shown to the reader, its pattern, the act)."""


def _grammar(stage: str, *rules: tuple[str, Callable[..., None]]) -> Grammar:
    """Pair each form of [`DEAL_ACTS`][pokerlaws.deal.DEAL_ACTS] for *stage* with its pattern and act."""
    return [(form, pattern, act) for form, (pattern, act) in zip(DEAL_ACTS[stage], rules, strict=True)]


@dataclass
class DealJudgement:
    """A whole deal judged.

    Attributes:
        code: the code it was judged under.
        before: the engine of the stage before the draw (a blind pool or a jack-pot).
        draw: the draw, or None if the deal ended before it.
        betting: the betting after the draw of a blind pool, or None.
        payouts: player → counters received, every seat.
        pool: counters in the pool at the end.
        carried: counters left for another deal (a jack-pot not won, odd counters).
        paid: player → all he put in.
        lines: the settlement in words, each line with its law.
    """

    code: str
    before: BlindAndStraddle | JackPot
    draw: Draw | None
    betting: BettingRound | None
    payouts: dict[str, int]
    pool: int
    carried: int
    paid: dict[str, int]
    lines: list[str] = field(default_factory=list)

    def report(self) -> str:
        """The deal in words: each stage's steps with their laws, then what each player receives."""
        out = [f"Judged under the {self.code} code: {DEAL_CODES[self.code]}."]
        out.append("The jack-pot:" if isinstance(self.before, JackPot) else "Before the draw:")
        out += [f"  {step}" for step in self.before.steps]
        if self.draw is not None:
            out.append("The draw:")
            out += [f"  {step}" for step in self.draw.steps]
        if self.betting is not None:
            out.append("After the draw:")
            out += [f"  {step}" for step in self.betting.steps]
        out += [f"  {line}" for line in self.lines]
        out.append("Settlement:")
        width = max(len(p) for p in self.payouts)
        for player, amount in self.payouts.items():
            out.append(f"  {player:<{width}} receives {amount:>4}   (net {amount - self.paid.get(player, 0):+d})")
        carried = f" + {self.carried} left for another deal" if self.carried else ""
        out.append(f"  paid out {sum(self.payouts.values())}{carried} = the pool of {self.pool}")
        return "\n".join(out)


@implements("foster:1", "foster:7", "1895:24", "1895:25", "1895:27")
def judge_deal(record: Mapping) -> DealJudgement:
    """Replay a record of a whole deal, stage by stage, and settle it.

    Args:
        record: a mapping with ``code`` (``"foster"``, ``"1882"`` or
            ``"1895"``), ``seats`` (each on the left of the one before),
            ``dealer``, ``pack`` (the 52 cards after the shuffle and the cut,
            top first), ``before_draw``, ``draw`` and ``after_draw`` (lists of
            acts), and optionally ``jackpot`` (``{"ante": chips}``, 1895 only),
            ``counters`` (fields of [`Counters`][pokerlaws.counters.Counters],
            foster only), ``rulings`` (fields of
            [`PoolRules`][pokerlaws.pool.PoolRules]), ``foul`` (players whose
            hands are found foul at the show), ``reshuffle_seed`` (for a
            gathering of the discards, [foster:6][foster-6]) and ``expect``.
            The fields each kind of deal reads are those of
            [`RECORD_FIELDS`][pokerlaws.record.RECORD_FIELDS]: ``funds``
            (a blind pool under 1882 or 1895), ``counters`` (foster only) and
            ``rulings`` (a blind pool) among them; any other is refused.

    Returns:
        The [`DealJudgement`][pokerlaws.deal.DealJudgement].

    Raises:
        RecordError: an act breaks a law (its ``law``, ``field`` and ``step``
            say which and where), cannot be read, or the record is malformed
            (of the wrong shape, or with a field its kind of deal does not read).
    """
    check_record(record)
    code = record.get("code", "")
    if code not in DEAL_CODES:
        raise RecordError(f"a whole deal is judged under the code foster, 1882 or 1895, not {code!r}", field="code")
    if "jackpot" in record and code != "1895":
        raise RecordError("a jack-pot is played under the 1895 rules: set code: \"1895\"", field="jackpot")
    check_form(record, record_form(record))
    seats, dealer = tuple(record["seats"]), record["dealer"]
    if dealer not in seats:
        raise RecordError(f'the dealer "{dealer}" is not at the table (players: {", ".join(seats)})', field="dealer")
    check_names(record)
    age = seats[(seats.index(dealer) + 1) % len(seats)]
    pack = _stage(lambda: parse_cards(record["pack"]), "pack")
    if len(pack) != 52:
        raise RecordError(f"the pack has {len(pack)} cards, not 52", field="pack")
    deal = _JackPotDeal(record, seats, dealer, age, pack) if "jackpot" in record else _BlindDeal(record, code, seats, dealer, age, pack)
    try:
        result = deal.judge()
        check_expected(record, seats, result.payouts)
    except RecordError as err:
        # a breach is reported with every step ruled before it, as for a betting round
        raise RecordError(err.message, law=err.law, step=err.step, text=err.text, ruled=deal.ruled(), field=err.field) from None
    return result


def _stage(run: Callable, field_name: str, number: int | None = None, text: str | None = None):  # noqa: ANN202
    """Run one act (or setting up) and turn what it breaks into a RecordError that says where."""
    try:
        return run()
    except PokerLawError as err:
        where = f"{field_name} step {number} ({text}): " if number else ""
        raise RecordError(where + err.message, law=err.law, step=number, text=text, field=field_name) from None
    except (ValueError, TypeError, KeyError) as err:
        where = f"{field_name} step {number} ({text}): " if number else f"{field_name}: "
        raise RecordError(where + str(err), step=number, text=text, field=field_name) from None


def _acts(record: Mapping, field_name: str, grammar: Grammar, owner: str) -> None:
    """Replay the acts listed under *field_name*, each read by the first form of *grammar* it fits."""
    for number, text in enumerate(record.get(field_name, []), start=1):
        text = str(text)
        for _, pattern, act in grammar:
            match = re.fullmatch(pattern, text.strip())
            if match:
                _stage(lambda: act(**match.groupdict()), field_name, number, text)
                break
        else:
            forms = "; ".join(form for form, _, _ in grammar)
            raise RecordError(
                f"{field_name} step {number} ({text}): cannot read this act of {owner}; the acts are: {forms}",
                step=number,
                text=text,
                field=field_name,
            )


PLAYER = r"(?P<player>\S+)"
AMOUNT = r"(?P<amount>\S+)"
"""An amount in an act: read by [`read_whole`][pokerlaws.record.read_whole], which refuses
what is not a whole number in figures 0-9 (``0005``, ``٣``, a hundred digits) saying so."""


class _Deal:
    """What blind pools and jack-pots share: the deal of the cards and the draw."""

    def __init__(self, record: Mapping, seats: tuple[str, ...], dealer: str, age: str, pack: tuple[Card, ...]) -> None:
        self.record, self.seats, self.dealer, self.age, self.pack = record, seats, dealer, age, pack
        code = str(record.get("code"))
        self.ruleset = _stage(lambda: get_ruleset(str(record.get("rules", HAND_RULES[code]))), "rules")
        self.draw: Draw | None = None
        self.before: BlindAndStraddle | JackPot  # the stage before the draw, set by each kind of deal
        self.after: BettingRound | JackPot | None = None  # the betting after the draw, once it begins
        self._before_steps = 0  # of self.before's steps, how many were ruled before the draw

    def ruled(self) -> tuple[object, ...]:
        """Every step ruled so far, in the order of play: before the draw, the draw, after it."""
        steps = list(self.before.steps) if self.draw is None else list(self.before.steps[: self._before_steps])
        if self.draw is not None:
            steps += self.draw.steps
        if self.after is self.before:  # a jack-pot is one engine before and after the draw
            steps += self.before.steps[self._before_steps :]
        elif self.after is not None:
            steps += self.after.steps
        return tuple(steps)

    def deal_and_draw(self, drawing: tuple[str, ...], on_draw: Callable[[str, tuple[Card, ...]], None] | None = None) -> None:
        self._before_steps = len(self.before.steps)
        self.draw = _stage(lambda: Draw.deal(self.seats, self.dealer, self.pack, players=drawing), "draw")
        draw = self.draw

        def serve(player: str, cards: str) -> None:
            discards = parse_cards(cards)
            draw.verify_serve(player, discards)
            if on_draw:
                on_draw(player, discards)
            draw.serve(player, discards)
            self._complete()

        grammar = _grammar(
            "the draw",
            (PLAYER + r" discards (?P<cards>.+)", lambda player, cards: serve(player, cards)),
            (PLAYER + " stands pat", lambda player: serve(player, "")),
            (r"(?P<card>\S+) is found faced", lambda card: draw.faced(card)),
            (r"(?P<card>\S+) is exposed", lambda card: draw.expose(card)),
        )
        _acts(self.record, "draw", grammar, "the draw")
        _stage(self._finish_draw, "draw")

    def _complete(self) -> None:
        """Give what is owed before the next act, gathering the discards when the pack runs low."""
        seed = int(self.record.get("reshuffle_seed", 0))
        while self.draw.next_act in ("give", "reshuffle"):
            try:
                self.draw.give()
            except LastCard:
                self.draw.reshuffle(seed=seed + len(self.draw.reshuffles))

    def _finish_draw(self) -> None:
        self._complete()
        self.draw.close()


class _BlindDeal(_Deal):
    """A pool with a blind: the blind and straddles, the draw, the betting after it, the show."""

    def __init__(self, record: Mapping, code: str, *args) -> None:  # noqa: ANN002
        super().__init__(record, *args)
        self.code = code
        blind_code = "1895" if code == "1895" else "foster"
        self.before = _stage(lambda: BlindAndStraddle(self.seats, self.age, rules=blind_code), "code")

    def judge(self) -> DealJudgement:
        before = self.before
        grammar = _grammar(
            "before the draw, a blind pool",
            (PLAYER + " blinds", lambda player: before.blind(player)),
            (PLAYER + f" straddles(?: {AMOUNT})?", lambda player, amount: before.straddle(player, read_whole(amount, '"straddles"') if amount else None)),
            (PLAYER + f" makes good(?: and raises {AMOUNT})?", lambda player, amount: before.make_good(player, read_whole(amount, '"raises"') if amount else 0)),
            (PLAYER + " passes out", lambda player: before.pass_out(player)),
        )
        _acts(self.record, "before_draw", grammar, "the blind and straddle")
        paid = dict(before.put_up)
        if before.outcome == "uncalled" and any(self.record.get(f) for f in ("draw", "after_draw")):
            raise RecordError(f"all but {before.winner} passed out before the draw, yet the record goes on", field="draw")
        if before.outcome == "uncalled":
            payouts = dict.fromkeys(self.seats, 0) | {before.winner: before.pool}
            line = f"all but {before.winner} passed out before the draw: he takes the pool of {before.pool} [1882:58]"
            return DealJudgement(self.code, before, None, None, payouts, before.pool, 0, paid, [line])
        if before.outcome is None:
            raise RecordError(f"the record's acts before the draw end before the draw: it is {before.to_act}'s turn", field="before_draw")
        self.deal_and_draw(before.drawing)
        players = [p for p in before.drawing if p not in self.draw.foul]
        if len(players) < 2:
            # a foul hand after the draw is abandoned with its stake (foster:4): the other takes the pool
            winner = players[0] if players else None
            payouts = dict.fromkeys(self.seats, 0)
            if winner:
                payouts[winner] = before.pool
            line = f"every other hand is foul after the draw: {winner} takes the pool of {before.pool} [foster:4, 1882:64]"
            return DealJudgement(self.code, before, self.draw, None, payouts, before.pool, 0 if winner else before.pool, paid, [line])
        game = self.after = self._betting(players)
        for number, text in enumerate(self.record.get("after_draw", []), start=1):
            _stage(lambda: play_act(game, text), "after_draw", number, text)
        if game.outcome is None:
            raise RecordError(f"the record's acts after the draw end before the betting does: it is {game.to_act}'s turn", field="after_draw")
        hands = {p: self.draw.hands[p] for p in game.show_order()} if game.outcome == "show" else {}
        rulings = PoolRules(**self.record.get("rulings", {}))
        result = _stage(
            lambda: settle(game, hands, foul=self.record.get("foul", ()), rules=self.ruleset, pool_rules=rulings), "foul"
        )
        paid = {p: paid.get(p, 0) + game.stakes.get(p, 0) for p in self.seats}
        payouts = {p: result.payouts.get(p, 0) for p in self.seats}
        return DealJudgement(self.code, before, self.draw, game, payouts, game.pool, result.carried, paid, list(result.lines))

    def _betting(self, players: list[str]) -> BettingRound:
        # what each put up before the draw, the straddles apart (law 60 and foster:9 name them)
        straddles = {p: self.before.straddled[p] for p in self.before.straddled}
        antes = {p: n - straddles.get(p, 0) for p, n in self.before.put_up.items()}
        if self.code == "foster":
            counters = _stage(lambda: Counters(**self.record.get("counters", {})), "counters")
            return _stage(
                lambda: BettingUpTheHands(self.seats, self.age, players=players, antes=antes, straddles=straddles, counters=counters),
                "after_draw",
            )
        return _stage(
            lambda: BettingRound(self.seats, self.age, players=players, antes=antes, straddles=straddles, funds=self.record.get("funds")),
            "funds",
        )


class _JackPotDeal(_Deal):
    """A jack-pot under the 1895 rules: the opening, the draw, the betting after it, the show.

    A record holds one deal, that is one round of the jack-pot: when the round
    ends without a winner (nobody opens, 1895:29; null and void, 1895:37) the
    jack-pot is carried to the next round, a new deal with its own record.
    """

    def __init__(self, record: Mapping, *args) -> None:  # noqa: ANN002
        super().__init__(record, *args)
        ante = record["jackpot"].get("ante", 1)
        self.pot = self.before = _stage(lambda: JackPot(self.seats, self.age, ante, rules=self.ruleset), "jackpot")
        self.dealt = deal_hands(self.seats, self.dealer, self.pack)

    def _jackpot_draw(self, player: str, discards: tuple[Card, ...]) -> None:
        hand = self.dealt[player]
        if player == self.pot.opener and not has_openers(hand, self.ruleset):
            # a false opener is found out only when he shows (1895:35-37): his draw is taken on trust
            self.pot.draw(player, len(discards))
        else:
            self.pot.draw(player, discards, hand=hand)

    def _result(self, lines: list[str]) -> DealJudgement:
        pot = self.pot
        payouts = {p: pot.payouts.get(p, 0) for p in self.seats}
        total = sum(pot.paid.values())
        return DealJudgement("1895", pot, self.draw, None, payouts, total, total - sum(payouts.values()), dict(pot.paid), lines)

    def _ended(self, stage: str) -> bool:
        """Whether the round ended at *stage*; acts recorded after it are an error."""
        later = [f for f in ("draw", "after_draw") if self.record.get(f)]
        if stage == "before_draw" and later:
            raise RecordError(f"the round of the jack-pot ended before the draw, yet the record has {' and '.join(later)}", field=later[0])
        return True

    def judge(self) -> DealJudgement:
        pot = self.pot
        # The opening is taken on trust, as at the table: a false opening is ruled when the
        # opener shows his openers (1895:35-37), not stopped by a judge who sees the cards.
        grammar = _grammar(
            "before the draw, a jack-pot",
            (PLAYER + f" opens {AMOUNT}", lambda player, amount: pot.open(player, read_whole(amount, '"opens"'))),
            (PLAYER + " passes", lambda player: pot.pass_(player)),
            (PLAYER + f" comes in {AMOUNT}", lambda player, amount: pot.come_in(player, read_whole(amount, '"comes in"'))),
            (PLAYER + " drops", lambda player: pot.drop(player)),
        )
        _acts(self.record, "before_draw", grammar, "the jack-pot")
        if pot.round > 1 and self._ended("before_draw"):
            return self._result([f"nobody opened: the jack-pot of {pot.pool} goes on to round {pot.round}, a new deal [1895:29]"])
        if pot.phase == "over" and self._ended("before_draw"):
            return self._result([])
        if pot.phase != "the draw":
            raise RecordError(f"the record's acts end before the jack-pot reaches the draw ({pot.phase}): it is {pot.to_act}'s turn", field="before_draw")
        self.after = pot  # its steps in the draw and after it follow the draw's
        self.deal_and_draw(tuple(pot.in_game()), on_draw=self._jackpot_draw)
        grammar = _grammar(
            "after the draw, a jack-pot",
            (PLAYER + f" bets {AMOUNT}", lambda player, amount: pot.bet(player, read_whole(amount, '"bets"'))),
            (PLAYER + " drops", lambda player: pot.drop(player)),
        )
        _acts(self.record, "after_draw", grammar, "the jack-pot")
        if pot.phase == "after the draw":
            raise RecordError(f"the record's acts after the draw end before the betting does: it is {pot.to_act}'s turn", field="after_draw")
        if pot.phase == "the show":
            at_show = pot.in_game()
            foul = (set(self.record.get("foul", ())) | set(self.draw.foul)) & set(at_show)
            if pot.opener in at_show:
                # the opener proves his openers with the hand he opened on (1895:35, 1895:37)
                others = {p: self.draw.hands[p] for p in at_show if p != pot.opener and p not in foul}
                _stage(lambda: pot.show_openers(self.dealt[pot.opener], hands=others), "after_draw")
            if pot.phase == "the show":
                hands = {p: self.draw.hands[p] for p in pot.in_game() if p not in foul}
                _stage(lambda: pot.showdown(hands, foul=foul & set(pot.in_game())), "foul")
        return self._result([])
