"""A whole deal judged from a record: before the draw, the draw, the betting after it, the show.

A record of a whole deal names the seats, the dealer and the pack as it lay
after the shuffle and the cut (top first); the deal gives five cards to each
player, one at a time from the age. Then come the acts of each stage as short
sentences, which [`judge`][pokerlaws.records.judge] replays on the
engine of the chosen code:

| stage | blind pools (``foster``, ``1882``, ``1895``) | jack-pots (``1895`` with ``jackpot``) |
| --- | --- | --- |
| before the draw | [`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle]: ``A blinds``, ``B straddles``, ``C makes good``, ``C makes good and raises 2``, ``E passes out`` | [`JackPot`][pokerlaws.jackpot.JackPot]: ``A passes``, ``B opens 2``, ``C comes in 2``, ``D drops`` |
| the draw | [`Draw`][pokerlaws.draw.Draw]: ``A discards 7C 2D``, ``B stands pat``, ``7H is found faced``, ``7S is exposed`` | the same, and rule 38 on the opener's draw |
| after the draw | ``foster``: [`BettingUpTheHands`][pokerlaws.betting.BettingUpTheHands] (amounts in counters: ``B bets a red``); ``1882``, ``1895``: [`BettingRound`][pokerlaws.betting.BettingRound] (``B bets 5``) | ``B bets 2``, ``C drops`` |
| the show | [`settle`][pokerlaws.betting.settle] | [`JackPot.showdown`][pokerlaws.jackpot.JackPot.showdown] |

The acts of every stage are those of the one grammar of a record
([`GRAMMAR`][pokerlaws.records.grammar.GRAMMAR]), read by its one reader. The deal moves
through its [`Phase`][pokerlaws.records.Phase]s as it is judged, and its judgement
says where it ended and keeps the one log of it, every step in the order of
play ([`Judgement.steps`][pokerlaws.records.Judgement.steps]). The codes
and what each takes from where ([`Code.deal`][pokerlaws.table.Code]) are
combinations the edition documents: no one source orders a whole deal.

Examples:
    >>> from pokerlaws import PACK
    >>> from pokerlaws.records import judge
    >>> record = {
    ...     "code": "1882", "seats": ["A", "B", "C"], "dealer": "C", "pack": " ".join(map(str, PACK)),
    ...     "before_draw": ["A blinds", "B makes good", "C makes good", "A makes good"],
    ...     "draw": ["A stands pat", "B discards 2D", "C discards 2H 3D"],
    ...     "after_draw": ["B bets 3", "C calls", "A raises 2", "B retires", "C calls"],
    ... }
    >>> result = judge(record)
    >>> result.payouts, result.pool
    ({'A': 0, 'B': 0, 'C': 19}, 19)
    >>> result.phase
    <Phase.SHOW: 'the show'>
    >>> {phase.value: len(steps) for phase, steps in result.by_phase.items()}
    {'before the draw': 4, 'the draw': 8, 'after the draw': 5, 'the show': 0}
    >>> print(result.steps[4])              # one log, numbered through the deal
    5. A stands pat [foster:1]
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerlaws.betting import (
    BettingRound,
    BettingRulings,
    BettingUpTheHands,
    PoolRulings,
)
from pokerlaws.blind import BlindAndStraddle, BlindRulings
from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.draw import Draw, DrawRulings, deal_hands
from pokerlaws.errors import LastCard, RecordError
from pokerlaws.hands import get_ruleset
from pokerlaws.jackpot import JackPot, JackPotRulings, has_openers
from pokerlaws.records.grammar import (
    BETTING,
    in_field,
    read_acts,
)
from pokerlaws.records.judgement import Judgement, Phase, settled
from pokerlaws.table import CODES, Counters
from pokerlaws.table.steps import Step, numbered

__all__ = ["Deal", "check_dealer", "deal_of"]


@implements("foster:1", "foster:7", "1895:24", "1895:25", "1895:27", "1895:35")
def deal_of(record: Mapping) -> Deal:
    """The replay of the record of a whole deal, ready to be judged: what [`judge`][pokerlaws.records.judge] plays a record with a ``dealer`` on.

    [`judge`][pokerlaws.records.judge] has checked the record's shape and form
    ([`check_before_play`][pokerlaws.records.fields.check_before_play]), its
    dealer ([`check_dealer`][pokerlaws.records.deal.check_dealer]) and its
    names; here the pack is read and the deal of its kind set up.

    Args:
        record: a mapping with ``code`` (``"foster"``, ``"1882"`` or
            ``"1895"``), ``seats`` (each on the left of the one before),
            ``dealer``, ``pack`` (the 52 cards after the shuffle and the cut,
            top first), ``before_draw``, ``draw`` and ``after_draw`` (lists of
            acts), and optionally ``jackpot`` (``{"ante": chips}``, 1895 only),
            ``counters`` (fields of [`Counters`][pokerlaws.table.Counters],
            foster only), ``rulings`` (fields of
            [`PoolRulings`][pokerlaws.betting.PoolRulings]), ``foul`` (players whose
            hands are found foul at the show), ``reshuffle_seed`` (for a
            gathering of the discards, [foster:6][foster-6]) and ``expect``.
            The fields each kind of deal reads are those of
            [`RECORD_FIELDS`][pokerlaws.records.fields.RECORD_FIELDS]: ``funds``
            (a blind pool under 1882 or 1895), ``betting_rulings`` (the same,
            fields of [`BettingRulings`][pokerlaws.betting.BettingRulings]),
            ``counters`` (foster only), ``rulings`` (a blind pool) and
            ``jackpot_rulings`` (a jack-pot, fields of
            [`JackPotRulings`][pokerlaws.jackpot.JackPotRulings]),
            ``blind_rulings`` (a blind pool, fields of
            [`BlindRulings`][pokerlaws.blind.BlindRulings]) and
            ``draw_rulings`` (every whole deal, fields of
            [`DrawRulings`][pokerlaws.draw.DrawRulings], ``age_seat`` among
            them, which places the age) among
            them; any other is refused. In a
            blind pool the age is the ante-man and his blind the ante of
            [1882:60][1882-60] (the ruling on [1882:53][1882-53],
            ``BlindRulings.ante_man``); all else put up before the draw, the
            straddles apart, was made good.

    Returns:
        A [`Deal`][pokerlaws.records.deal.Deal]: its ``judge()`` replays the
        deal and settles it; its ``ruled()`` are the steps ruled so far.

    Raises:
        RecordError: the pack is not 52 cards, or a setting of the deal (its
            code's engine, its rulings) cannot be made.

    A false opening of a jack-pot ([1895:35][1895-35]) is ruled by the judge, who holds the
    pack and knows the opener's hand, at the point the record's ``jackpot_rulings``'
    ``false_opening`` names (a ruling on 1895:35): by default ``"at the end"``, when the opener
    drops, and when the round ends with him still in: at the show, and when every other player
    drops, before the draw or after it, before the jack-pot is paid; ``"at the opening"``, as he
    opens; ``"when shown"``, only at the show. Found before the draw, a player to his left with
    openers may open in his place (1895:36), and if none does the jack-pot goes on
    (1895:29); after it, if no hand has openers, the round is null and void (1895:37).
    """
    seats, dealer = tuple(record["seats"]), record["dealer"]
    # the draw's rulings place the age too (age_seat, the ruling on foster:1), whose seat the blind and the opening start from
    draw_rulings = in_field("draw_rulings", lambda: DrawRulings(**record.get("draw_rulings", {})))
    age = draw_rulings.age_of(seats, dealer)
    pack = in_field("pack", lambda: parse_cards(record["pack"], ordered="the pack"))
    if len(pack) != 52:
        raise RecordError(f"the pack has {len(pack)} cards, not 52", field="pack")
    if "jackpot" in record:
        return _JackPotDeal(record, seats, dealer, age, pack)
    return _BlindDeal(record, seats, dealer, age, pack)


def check_dealer(record: Mapping) -> None:
    """The dealer of a whole deal's *record* must sit at its table.

    Raises:
        RecordError: he does not (its ``field`` is ``dealer``).
    """
    if record["dealer"] not in record["seats"]:
        raise RecordError(f'the dealer "{record["dealer"]}" is not at the table (players: {", ".join(record["seats"])})', field="dealer")


class Deal:
    """What blind pools and jack-pots share: the deal of the cards, the draw, and the phases the deal moves through."""

    def __init__(self, record: Mapping, seats: tuple[str, ...], dealer: str, age: str, pack: tuple[Card, ...]) -> None:
        self.record, self.seats, self.dealer, self.age, self.pack = record, seats, dealer, age, pack
        self.draw_rulings = DrawRulings(**record.get("draw_rulings", {}))  # checked by deal_of, which placed the age by them
        """The rulings the draw is played under (the record's ``draw_rulings``)."""
        self.code = str(record["code"])
        self.ruleset = in_field("ruleset", lambda: get_ruleset(str(record.get("ruleset", CODES[self.code].ruleset))))
        self.draw: Draw | None = None
        self.before: BlindAndStraddle | JackPot  # the engine before the draw, set by each kind of deal
        self.phase = Phase.BEFORE_DRAW
        """The phase the deal is in."""
        self._spans: list[tuple[Phase, object, int]] = []  # each phase's engines, from the first step each rules in it

    def _enter(self, phase: Phase, *engines: object) -> None:
        """Move the deal on to *phase*, whose steps *engines* rule (none at the show of a blind pool, settled in words).

        An engine's steps belong to the phase it first rules in, all of them, until a
        later phase takes it on again from its next step: a jack-pot rules in every phase.
        """
        self.phase = phase
        seen = {id(engine) for _, engine, _ in self._spans}
        self._spans += [(phase, engine, len(engine.steps) if id(engine) in seen else 0) for engine in engines]
        if not engines:
            self._spans.append((phase, None, 0))

    def by_phase(self) -> dict[Phase, tuple[Step, ...]]:
        """The steps ruled so far in each phase the deal entered, in the order of play."""
        log: dict[Phase, tuple[Step, ...]] = {}
        for index, (phase, engine, start) in enumerate(self._spans):
            end = next((at for _, later, at in self._spans[index + 1 :] if later is engine), None)
            log[phase] = log.get(phase, ()) + (tuple(engine.steps[start:end]) if engine is not None else ())
        return log

    def ruled(self) -> tuple[Step, ...]:
        """Every step ruled so far, in the order of play: before the draw, the draw, after it, the show."""
        return numbered(step for steps in self.by_phase().values() for step in steps)

    def heading(self) -> tuple[str, ...]:
        """The lines the report opens with: the code the deal is judged under."""
        return (f"Judged under the {self.code} code: {CODES[self.code].deal}.",)

    def _judged(self, betting: BettingRound | None, payouts: dict[str, int], pool: int, carried: int, paid: dict[str, int], lines: list[str]) -> Judgement:
        jackpot = isinstance(self.before, JackPot)
        titles = {phase: f"The jack-pot, {phase.value}" if jackpot else phase.value.capitalize() for phase in Phase}
        heading = self.heading()
        return Judgement(
            code=self.code, seats=self.seats, payouts=payouts, pool=pool, carried=carried, paid=paid, lines=lines, phase=self.phase,
            by_phase=self.by_phase(), heading=heading, titles=titles, before=self.before, draw=self.draw, betting=betting,
        )  # fmt: skip

    def deal_and_draw(self, drawing: tuple[str, ...], *also: object) -> None:
        """Deal, then play the record's draw: the phase of the draw, ruled by the draw and *also* (a jack-pot)."""
        self.draw = in_field("draw", lambda: Draw.deal(self.seats, self.dealer, self.pack, players=drawing, rulings=self.draw_rulings))
        self._enter(Phase.DRAW, self.draw, *also)
        read_acts(self, self.record.get("draw", []), "the draw", "draw")
        in_field("draw", self._finish_draw)

    # the acts of the draw (GRAMMAR["the draw"]), played on the deal: on its Draw, giving what is owed

    def serve(self, player: str, cards: str) -> None:
        """*player* discards *cards* (none: he stands pat) and is served, and what is owed is given."""
        discards = parse_cards(cards)
        self.draw.verify_serve(player, discards)
        self._drawn(player, discards)
        self.draw.serve(player, discards)
        self._complete()

    def faced(self, card: str) -> None:
        self.draw.faced(card)

    def expose(self, card: str) -> None:
        self.draw.expose(card)

    def _drawn(self, player: str, discards: tuple[Card, ...]) -> None:
        """What the deal rules on a player's draw before it is served: nothing but in a jack-pot."""

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


class _BlindDeal(Deal):
    """A pool with a blind: the blind and straddles, the draw, the betting after it, the show."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        rulings = BlindRulings(**self.record.get("blind_rulings", {}))
        # the 1882 laws have no law of the blind: the code it is played under is the ruling on 1882:60
        blind_code = {"1882": rulings.code_1882}.get(self.code, self.code)
        self.before = in_field("code", lambda: BlindAndStraddle(self.seats, self.age, code=blind_code, rulings=rulings))
        self._enter(Phase.BEFORE_DRAW, self.before)

    def judge(self) -> Judgement:
        before = self.before
        read_acts(before, self.record.get("before_draw", []), "before the draw, a blind pool", "before_draw")
        paid = dict(before.put_up)
        if before.outcome == "uncalled" and any(self.record.get(f) for f in ("draw", "after_draw")):
            raise RecordError(f"all but {before.winner} passed out before the draw, yet the record goes on", field="draw")
        if before.outcome == "uncalled" and before.rulings.all_pass_out == "carried":
            line = (
                f"all but {before.winner} passed out before the draw: the pool of {before.pool} stays for the next deal, "
                "and he takes nothing (the ruling on foster:7)"
            )
            return self._judged(None, dict.fromkeys(self.seats, 0), before.pool, before.pool, paid, [line])
        if before.outcome == "uncalled":
            payouts = dict.fromkeys(self.seats, 0) | {before.winner: before.pool}
            line = f"all but {before.winner} passed out before the draw: he takes the pool of {before.pool} (the ruling on foster:7, by analogy with 1882:58) [foster:7]"
            return self._judged(None, payouts, before.pool, 0, paid, [line])
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
            return self._judged(None, payouts, before.pool, 0 if winner else before.pool, paid, [line])
        game = self._betting(players)
        self._enter(Phase.AFTER_DRAW, game)
        read_acts(game, self.record.get("after_draw", []), BETTING, "after_draw")
        if game.outcome is None:
            raise RecordError(f"the record's acts after the draw end before the betting does: it is {game.to_act}'s turn", field="after_draw")
        hands = {}
        if game.outcome == "show":
            self._enter(Phase.SHOW)
            hands = {p: self.draw.hands[p] for p in game.show_order()}
        rulings = PoolRulings(**self.record.get("rulings", {}))
        # law 60's "the ante" is the ante-man's: the age's blind, or all the first to make good put up (the ruling on
        # 1882:53, BlindRulings.ante_man); settle takes what else each put up but his straddle as made good
        blind = self._ante()
        # the hands of those who retired in the betting lie face down: law 64 may turn them up (the ruling on 1882:64)
        retired = [p for p in game.order if p not in hands and p != game.winner_without_show]
        face_down = {p: self.draw.hands[p] for p in retired}
        if rulings.out_before_draw == "included":  # their hands, thrown in before the draw (the ruling on 1882:64)
            face_down |= {p: cards for p, cards in self.draw.passed_out.items() if p in self.seats}
        result = settled(
            game, hands, foul=self.record.get("foul", ()), ruleset=self.ruleset, rulings=rulings, ante=blind, face_down=face_down
        )
        paid = {p: paid.get(p, 0) + game.stakes.get(p, 0) for p in self.seats}
        payouts = {p: result.payouts.get(p, 0) for p in self.seats}
        return self._judged(game, payouts, game.pool, result.carried, paid, list(result.lines))

    def _betting(self, players: list[str]) -> BettingRound:
        # what each put up before the draw, the straddles apart (law 60 and foster:9 name them)
        straddles = {p: self.before.straddled[p] for p in self.before.straddled}
        antes = {p: n - straddles.get(p, 0) for p, n in self.before.put_up.items()}
        if self.code == "foster":
            counters = in_field("counters", lambda: Counters(**self.record.get("counters", {})))
            return in_field(
                "after_draw",
                lambda: BettingUpTheHands(self.seats, self.age, players=players, antes=antes, straddles=straddles, counters=counters),
            )
        table = {"players": players, "antes": antes, "straddles": straddles, "funds": self.record.get("funds")}
        rulings = BettingRulings(**self.record.get("betting_rulings", {}))
        ante_man = self._ante_man()
        ante = self._ante()
        return in_field("funds", lambda: BettingRound(self.seats, ante_man, **table, rulings=rulings, code=self.code, ante=ante))

    def _ante(self) -> int | None:
        """Law 60's "the ante": the age's blind, or (None) all the ante-man put up (the ruling on 1882:53)."""
        if self.before.rulings.ante_man == "the age":
            return sum(s.counters for s in self.before.steps if s.act == "blind" and s.player == self.age)
        return None

    def _ante_man(self) -> str:
        """The ante-man of law 53 ([1882:53][1882-53]): the age, or the first player to make good, as the ruling on 1882:53 reads it."""
        if self.before.rulings.ante_man == "the age":
            return self.age
        return next(s.player for s in self.before.steps if s.act == "make good")


class _JackPotDeal(Deal):
    """A jack-pot under the 1895 rules: the opening, the draw, the betting after it, the show.

    A record holds one deal, that is one round of the jack-pot: when the round
    ends without a winner (nobody opens, 1895:29; null and void, 1895:37) the
    jack-pot is carried to the next round, a new deal with its own record.

    The opening is taken on trust while the round goes on, as at the table, and ruled when the
    round ends with the opener still in (1895:35-37; see [`deal_of`][pokerlaws.records.deal.deal_of]).
    """

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        ante = self.record["jackpot"].get("ante")  # none given: the ruling on 1895:27's (JackPotRulings.ante)
        self.rulings = JackPotRulings(**self.record.get("jackpot_rulings", {}))
        self.pot = self.before = in_field("jackpot", lambda: JackPot(self.seats, self.age, ante, ruleset=self.ruleset, rulings=self.rulings))
        self.dealt = deal_hands(self.seats, self.dealer, self.pack, self.draw_rulings)  # from the age, in the draw's turn
        self.found: str | None = None  # how the round ended on a false opening ruled by the judge, for the settlement's line
        self.acts = _JudgedPot(self)  # the jack-pot as the record's acts are played on it
        self._enter(Phase.BEFORE_DRAW, self.pot)

    def _drawn(self, player: str, discards: tuple[Card, ...]) -> None:
        hand = self.dealt[player]
        if player == self.pot.opener and not has_openers(hand, self.ruleset):
            # a false opener is found out only when the round ends (1895:35-37): his draw is taken on trust
            self.pot.draw(player, len(discards))
        else:
            self.pot.draw(player, discards, hand=hand)

    def _false_opener(self, *readings: str) -> str | None:
        """The opener, if he was dealt no openers, his opening not yet ruled, and the ruling on 1895:35 is one of *readings*."""
        pot, opener = self.pot, self.pot.opener
        if self.rulings.false_opening not in readings or pot.round != 1 or opener is None or pot.proved:
            return None  # the hands dealt are round 1's
        if opener in pot.out or has_openers(self.dealt[opener], self.ruleset):
            return None
        return opener

    def _rule_opening(self, why: str) -> None:
        """The judge, who holds the pack, rules the opening now on the hand the opener was dealt (1895:35-37)."""
        pot, opener = self.pot, self.pot.opener
        pot._record(
            None, "ruling", 0, ("1895:35",),
            f"{why}; the judge, who holds the pack, knows the hand {opener} opened on "
            f"({' '.join(map(str, self.dealt[opener]))}) and rules the opening (the ruling on 1895:35)",
        )  # fmt: skip
        pot.show_openers(self.dealt[opener], hands=self._other_hands())

    def _other_hands(self) -> dict[str, tuple]:
        """After the draw, the hand of every player but the opener who took part in it, still in or dropped since (the
        ruling on 1895:37 says whose count); a hand thrown in before the draw is out of the play. Before the draw, none."""
        pot = self.pot
        if not pot.drawn:
            return {}
        return {p: hand for p, hand in self.draw.hands.items() if p != pot.opener}

    def open(self, player: str, chips: int) -> None:
        """*player* opens; under the reading ``"at the opening"`` a false opening is ruled at once (1895:35, 1895:36)."""
        self.pot.open(player, chips)
        if self._false_opener("at the opening"):
            self._rule_opening(f"{player} opens")

    def drop(self, player: str) -> None:
        """*player* drops. A false opener who drops, or whom the drop leaves alone, is ruled on first (1895:35)."""
        pot = self.pot
        opener = self._false_opener("at the end")
        if opener is None or (player != opener and set(pot.in_game()) != {player, opener}):
            pot.drop(player)
            return
        pot.verify_drop(player)
        when = "after the draw" if pot.drawn else "before the draw"
        if player == opener:
            # he leaves the round: his hand is forfeit with his stakes, and the judge sees it
            self._rule_opening(f"{opener}, who opened, drops {when}")
            if pot.round > 1 or pot.phase == "over":
                self.found = f"{opener}, who opened, dropped {when}, and the opening was false"
            return
        # the drop, without the win it would bring: the round ends here, and the judge rules first
        pot._after_act = lambda *_: None  # type: ignore[method-assign]
        try:
            pot.drop(player)
        finally:
            del pot._after_act
        self._rule_opening(f"The round ends with {opener} alone")
        self.found = f"every other player dropped {when}, but the opening was false"

    def _found_lines(self) -> list[str]:
        pot, law = self.pot, "1895:36, 1895:29" if "before the draw" in (self.found or "") else "1895:37"
        line = f"{self.found}: no winner; the jack-pot of {pot.pool} "
        if pot.phase == "over" and not pot.winners:  # every player out of the jack-pot (rulings.game "jack-pot")
            return [line + "stays on the table: no player is left in it [1895:35, 1895:24]"]
        return [line + f"goes on to round {pot.round}, a new deal [1895:35, {law}]"]

    def _result(self, lines: list[str]) -> Judgement:
        pot = self.pot
        payouts = {p: pot.payouts.get(p, 0) for p in self.seats}
        total = sum(pot.paid.values())
        return self._judged(None, payouts, total, total - sum(payouts.values()), dict(pot.paid), lines)

    def judge(self) -> Judgement:
        pot = self.pot
        read_acts(self.acts, self.record.get("before_draw", []), "before the draw, a jack-pot", "before_draw")
        if pot.round > 1 or pot.phase == "over":
            later = [f for f in ("draw", "after_draw") if self.record.get(f)]
            if later:
                raise RecordError(f"the round of the jack-pot ended before the draw, yet the record has {' and '.join(later)}", field=later[0])
            if self.found:
                return self._result(self._found_lines())
            # "Nobody opened", or "Nobody came in" (the ruling on 1895:29, cannot_come_in): the new round's step says which
            why = next((s.note.split(":")[0].lower() for s in reversed(pot.steps) if s.act == "new round"), "nobody opened")
            return self._result([f"{why}: the jack-pot of {pot.pool} goes on to round {pot.round}, a new deal [1895:29]"] if pot.round > 1 else [])
        if pot.phase != "the draw":
            raise RecordError(f"the record's acts end before the jack-pot reaches the draw ({pot.phase}): it is {pot.to_act}'s turn", field="before_draw")
        self.deal_and_draw(tuple(pot.in_game()), pot)  # the jack-pot rules on each draw (1895:38)
        self._enter(Phase.AFTER_DRAW, pot)
        read_acts(self.acts, self.record.get("after_draw", []), "after the draw, a jack-pot", "after_draw")
        if self.found:
            return self._result(self._found_lines())
        if pot.phase == "after the draw":
            raise RecordError(f"the record's acts after the draw end before the betting does: it is {pot.to_act}'s turn", field="after_draw")
        if pot.phase == "the show":
            self._enter(Phase.SHOW, pot)
            at_show = pot.in_game()
            foul = (set(self.record.get("foul", ())) | set(self.draw.foul)) & set(at_show)
            if pot.opener in at_show:
                # the opener proves his openers with the hand he opened on (1895:35, 1895:37)
                others = {p: h for p, h in self._other_hands().items() if p not in foul}
                in_field("after_draw", lambda: pot.show_openers(self.dealt[pot.opener], hands=others))
            if pot.phase == "the show":
                hands = {p: self.draw.hands[p] for p in pot.in_game() if p not in foul}
                in_field("foul", lambda: pot.showdown(hands, foul=foul & set(pot.in_game())))
        return self._result([])


class _JudgedPot:
    """The jack-pot of a deal as the record's acts are played on it: every act the jack-pot's own, but a drop, which the deal judges."""

    def __init__(self, deal: _JackPotDeal) -> None:
        self._deal = deal

    def __getattr__(self, name: str) -> object:
        return getattr(self._deal.pot, name)

    def drop(self, player: str) -> None:
        self._deal.drop(player)

    def open(self, player: str, chips: int) -> None:
        self._deal.open(player, chips)

