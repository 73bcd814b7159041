"""Judging a record of play: each step ruled by the law that applies, then the settlement.

The judge knows all three codes of the edition, not only the 1882 one. A
record is of one of two kinds: **a betting round** after the draw, ruled by
the 1882 code (laws 52–60), or **a whole deal** from the blind or the jack-pot
to the show under ``code`` ``"foster"``, ``"1882"`` or ``"1895"``, which
[`judge`][pokerlaws.records.judge] plays on its
[`Deal`][pokerlaws.records.deal.Deal] (a record with a ``dealer``).

A betting round is a plain mapping (read from YAML by ``pokerlaws judge FILE``; see
the site's page *Judging a record* for the format): the seats, the ante-man,
the antes and straddles, each act in order as a short sentence (``"B bets
5"``, ``"C calls"``, ``"D raises 10"``, ``"A retires"``, ``"C demands a
show"``, ``"B borrows 20"``, ``"A says I pass"``, ``"B takes back 5"``), and
the hands shown. [`judge`][pokerlaws.records.judge] replays it on a
[`BettingRound`][pokerlaws.betting.BettingRound] and settles it with
[`settle`][pokerlaws.betting.settle].

Its acts are read by the one reader of a record's acts
([`read_acts`][pokerlaws.records.grammar.read_acts]), as a whole deal's are. A step
that breaks a law stops the judgement with a
[`RecordError`][pokerlaws.errors.RecordError] that names the step and the law,
with every step ruled before it.

Examples:
    >>> from pokerlaws.records import judge
    >>> record = {
    ...     "seats": ["A", "B", "C"], "ante_man": "A", "antes": {"A": 3},
    ...     "actions": ["B bets 5", "C raises 5", "A retires", "B calls"],
    ...     "show": {"B": "KS KH 2D 2C 9S", "C": "QS QH QD 4C 3S"},
    ... }
    >>> print(judge(record).payouts)
    {'B': 0, 'C': 23, 'A': 0}
"""

from __future__ import annotations

from collections.abc import Mapping

from pokerlaws.betting import BettingRound, BettingRulings, PoolRulings, Settlement
from pokerlaws.betting.other_players import out_before_the_draw, retired_in_the_betting
from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import PokerLawError, RecordError
from pokerlaws.hands import Ruleset, get_ruleset
from pokerlaws.records.deal import check_dealer, deal_of
from pokerlaws.records.fields import check_before_play
from pokerlaws.records.grammar import (
    BETTING,
    check_expected,
    check_names,
    in_field,
    read_acts,
    reported_with,
)
from pokerlaws.records.judgement import Judgement, Phase, settled
from pokerlaws.table import Step

__all__ = ["judge"]


@implements("1882:52", "1882:53", "1882:55", "1882:57", "1882:58", "1882:59", "1882:60")
def judge(record: Mapping) -> Judgement:
    """Replay a record of a betting round after the draw and settle it, or a whole deal.

    A record with a ``dealer`` is a whole deal, under any of the three codes
    (``foster``, ``1882``, ``1895``), replayed on its
    [`Deal`][pokerlaws.records.deal.Deal]
    ([`deal_of`][pokerlaws.records.deal.deal_of] describes its record). Any
    other record is a betting round under the 1882 code. Either way the record
    is checked once before play, each step is ruled in turn, a breach is
    reported with every step ruled before it, and the payouts are checked
    against the record's ``expect``.

    Args:
        record: a mapping with ``seats`` (list of names, each on the left of
            the one before), ``ante_man``, and optionally ``code`` (``"1882"``),
            ``players`` (those holding cards after the draw), ``antes``,
            ``straddles``, ``funds`` (name → counters),
            ``betting_rulings`` (fields of [`BettingRulings`][pokerlaws.betting.BettingRulings]),
            ``ruleset`` (the ruleset of the hands), ``rulings`` (fields of
            [`PoolRulings`][pokerlaws.betting.PoolRulings]), ``actions`` (list of
            acts, see [`ACTS`][pokerlaws.records.grammar.ACTS]), ``show`` (name → cards)
            ``foul`` (names), and ``expect`` (``{"payouts": {name: counters}}``,
            checked against the settlement).

    Returns:
        The [`Judgement`][pokerlaws.records.Judgement].

    Raises:
        RecordError: a step breaks a law (its ``law`` names it, its ``step``
            says which, its ``ruled`` the steps before it), an act cannot be
            read, the betting does not end, or the record is malformed: not a
            mapping, a field unknown, of the wrong shape, or not read by its
            form ([`check_before_play`][pokerlaws.records.fields.check_before_play]);
            its ``field`` is then the path to the fault.
    """
    whole_deal = check_before_play(record) != "round"
    if whole_deal:
        check_dealer(record)
    check_names(record)
    play = deal_of(record) if whole_deal else _Round(record)
    with reported_with(play.ruled, play.heading):  # a breach is reported with every step ruled before it, under the report's heading
        result = play.judge()
        check_expected(record, result.seats, result.payouts)
    return result


class _Round:
    """The replay of a betting round's record on a [`BettingRound`][pokerlaws.betting.BettingRound]."""

    def __init__(self, record: Mapping) -> None:
        self.record = record
        self.ruleset = in_field("ruleset", lambda: get_ruleset(record.get("ruleset", "1882")))
        players = record.get("players")
        if players is not None and len(players) < 2:
            raise RecordError(f"a betting round needs at least two players holding cards, not {len(players)}: {list(players)}", field=("players",))
        try:
            self.game = BettingRound(
                record["seats"],
                str(record["ante_man"]),
                players=players,
                antes=record.get("antes"),
                straddles=record.get("straddles"),
                funds=record.get("funds"),
                rulings=BettingRulings(**record.get("betting_rulings", {})),
            )
        except (ValueError, TypeError) as err:
            raise RecordError(f"the table cannot be set: {err}", law=getattr(err, "law", None), field="seats") from None
        self.rulings = PoolRulings(**record.get("rulings", {}))

    def ruled(self) -> tuple[Step, ...]:
        """Every step ruled so far."""
        return tuple(self.game.steps)

    def heading(self) -> tuple[str, ...]:
        """The lines the report opens with: the table, and what was put up before the draw."""
        return _heading(self.game)

    def judge(self) -> Judgement:
        """Replay the record's acts, then settle the pool with its show."""
        game, actions = self.game, self.record.get("actions", [])
        read_acts(game, actions, BETTING, "actions")
        if game.outcome is None:
            at = ("actions", len(actions) - 1) if actions else "actions"  # at its last act
            raise RecordError(f"the record ends before the betting does: it is {game.to_act}'s turn", law="1882:59", field=at)
        return _judged(game, _settle(self.record, game, self.ruleset, self.rulings))


def _heading(game: BettingRound) -> tuple[str, ...]:
    """The lines a betting round's report opens with: its table, what was put up before the draw, who retired then."""
    heading = [f"Seats {', '.join(game.seats)}; the ante-man is {game.ante_man}; the turn passes to the {game.rulings.direction} [1882:53]."]
    before = {**{f"ante {p}": a for p, a in game.antes.items()}, **{f"straddle {p}": s for p, s in game.straddles.items()}}
    if before:
        heading.append(f"Before the draw: {', '.join(f'{k} {v}' for k, v in before.items())}.")
    out_before = [p for p in game.seats if p not in game.order]
    if out_before:
        heading.append(f"Retired before the draw: {', '.join(out_before)}.")
    return tuple(heading)


def _judged(game: BettingRound, result: Settlement) -> Judgement:
    """The judgement of a betting round: its table as the heading, its steps after the draw, the settlement."""
    heading = _heading(game)
    paid = {p: game.antes.get(p, 0) + game.straddles.get(p, 0) + game.stakes.get(p, 0) for p in game.seats}
    phase = Phase.SHOW if game.outcome == "show" else Phase.AFTER_DRAW
    return Judgement(
        code="1882", seats=game.seats, payouts=result.payouts, pool=result.pool, carried=result.carried, paid=paid,
        lines=list(result.lines), phase=phase, by_phase={Phase.AFTER_DRAW: tuple(game.steps)}, heading=tuple(heading), carried_to="the next deal", betting=game,
    )  # fmt: skip


def _settle(record: Mapping, game: BettingRound, ruleset: Ruleset, rulings: PoolRulings) -> Settlement:
    """Settle a betting round with the record's ``show`` and ``foul``, each fault at its own entry.

    The names, the cards of each hand and the hands missing are checked here,
    entry by entry, before [`settle`][pokerlaws.betting.settle] rules on them, so
    that a fault is reported at the line of the entry that has it (``("foul",
    0)``, ``("show", "C")``), and a show the record lacks at its last act.
    """
    show, foul, face_down = record.get("show"), list(record.get("foul", ())), record.get("face_down") or {}
    actions = record.get("actions", [])
    # a show the record lacks altogether is due since the act that ended the betting
    whole_show = "show" if show is not None else (("actions", len(actions) - 1) if actions else "actions")

    def fault(message: str, field: object, law: str | None = None) -> RecordError:
        return RecordError(f"at the show: {message}", law=law, field=field)

    seen_after: dict[Card, str] = {}  # card → the player who shows it, or laid it face down
    # the hands thrown in before the draw are one pack apart: their cards may have been gathered with the discards
    # and dealt again in the draw (foster:6), so they are set against each other only (the ruling on 1882:64)
    seen_before: dict[Card, str] = {}

    def held(field: str, player: str, text: object, whose: str, how: str, *, before_draw: bool = False) -> None:
        """The cards of one entry, read and set against those read before (one pack): each fault at its entry."""
        try:
            cards = parse_cards(text)
        except PokerLawError as err:
            raise fault(f"{whose}: {err.message}", (field, player), err.law) from None
        seen = seen_before if before_draw else seen_after
        for card in cards:
            if card in seen:
                raise fault(f"{card.name} ({card}) is {how} by both {seen[card]} and {player}: one pack holds one of each card", (field, player))
            seen[card] = player

    if game.outcome == "uncalled":
        winner = game.winner_without_show
        for index, player in enumerate(foul):
            # the bettor nobody called need not show (law 58), but his hand known to be foul loses his stake (law 63)
            if player != winner:
                raise fault(f"{player} retired and shows no hand, so it cannot be found foul: he forfeited his stake already (law 1882:54)", ("foul", index), "1882:54")
    else:
        at_show = game.show_order()
        for index, player in enumerate(foul):
            if player not in at_show:
                raise fault(f"{player!r} is not at the show, so his hand cannot be found foul (at the show: {', '.join(at_show)})", ("foul", index))
        hands = show or {}
        for player in hands:
            if player not in at_show:
                raise fault(f"{player!r} is not at the show, so he shows no hand (at the show: {', '.join(at_show)})", ("show", player))
        if show is None and not foul:  # no ruling: the record stops where the hands are to be shown
            raise RecordError(
                f"the record is incomplete: it ends at the show ({', '.join(at_show)} to show their hands), but has no show: "
                "give each hand, show: {NAME: CARDS}",
                field=whole_show,
            )
        for player in at_show:
            if player not in hands and player not in foul:
                raise fault(f"{player} is at the show, so his hand must be shown (or declared foul)", whole_show, "1882:59")
        for player, text in hands.items():  # in the record's order: a card shown twice is at fault where it is shown again
            held("show", player, text, f"{player}'s hand", "shown")
    before_draw = out_before_the_draw(game) if rulings.out_before_draw == "included" else []
    retired = before_draw + retired_in_the_betting(game)
    for player, text in face_down.items():  # the hands laid face down, checked as the shown ones are
        if player not in retired:
            raise fault(f"{player} did not retire in the betting, so he laid no hand face down (retired: {', '.join(retired) or 'no one'})", ("face_down", player), "1882:54")
        held("face_down", player, text, f"{player}'s hand laid face down", "held", before_draw=player in before_draw)
    result = settled(game, show, foul=foul, ruleset=ruleset, rulings=rulings, face_down=face_down, at=whole_show)
    for player in face_down:
        if player not in result.turned_up:
            raise fault(
                f"{player}'s hand laid face down is not turned up: law 64 turns up the hands of the other players only where "
                "no hand at the show is good and several retired (the ruling on 1882:64, face_down)",
                ("face_down", player),
                "1882:64",
            )
    return result
