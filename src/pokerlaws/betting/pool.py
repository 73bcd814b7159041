"""Settling the pool after the betting: laws 58–64 and 76 of 1882.

[`settle`][pokerlaws.betting.settle] takes a finished
[`BettingRound`][pokerlaws.betting.BettingRound] and the hands shown, and says
what each player receives. Amounts are whole counters; the sum paid out (with
any counter left for the next deal) is always the pool: no counter is created
or lost.

How the pool is claimed:

* a bet nobody calls wins the pool without a show ([1882:58][1882-58]);
* otherwise the hands are shown ([1882:59][1882-59]) and claims are made in the
  order of the hands' value, best first. A player still betting at the end
  claims all that is left. A player who demanded a show for less claims the
  ante and straddles and, out of the stake of every player in the game at the
  time of his demand, a sum equal to his own stake ([1882:60][1882-60]); the
  next best hand claims the remainder. "The ante" is the ante-man's
  ([1882:53][1882-53]); what the others put up before the draw to play is part
  of their stakes (the ruling [`PoolRulings.ante`][pokerlaws.betting.PoolRulings]);
* a foul hand forfeits its stake and claims nothing ([1882:63][1882-63],
  [1882:64][1882-64]); if only one other player remains, he claims the pool.
  The bettor nobody called need not show ([1882:58][1882-58]), but if his hand
  is known to be foul he loses his stake all the same: law 63 has no condition
  of a call. Who then takes the pool is the ruling
  [`PoolRulings.foul_uncalled`][pokerlaws.betting.PoolRulings];
* hands identical in value share the pool equally ([1882:76][1882-76]); one
  shown for less takes no more than law 60 lets him claim, and what that limit
  holds back is shared by the others (the ruling
  [`PoolRulings.tie_for_less`][pokerlaws.betting.PoolRulings]).

The hands are valued, the foul set apart, ranked and paid in whole counters by
[`pokerlaws.table.showdown`][pokerlaws.table.showdown], the show the jack-pot shares.

Where the laws are silent the [`PoolRulings`][pokerlaws.betting.PoolRulings] say what
the engine does; their defaults are the edition's rulings.

Examples:
    >>> from pokerlaws.betting import BettingRound
    >>> from pokerlaws.betting import settle
    >>> game = BettingRound(["A", "B", "C"], ante_man="C", antes={"C": 3}, funds={"A": 4})
    >>> game.bet("A", 2); game.raise_("B", 8); game.call("C")
    >>> game.demand_show("A")          # A has 2 left: he puts it up and is shown for 4
    >>> result = settle(game, {"A": "AS AH AD 2C 3C", "B": "KS KH 7D 7C 2S", "C": "QS QH 5D 4C 9S"})
    >>> result.payouts                 # A: the ante 3 + 4 from each of A, B, C; B the rest
    {'A': 15, 'B': 12, 'C': 0}
    >>> sum(result.payouts.values()) + result.carried == game.pool
    True
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from pokerlaws.betting.acts import Betting
from pokerlaws.betting.other_players import OtherPlayers
from pokerlaws.betting.round import BettingRound, Demand
from pokerlaws.betting.rulings import PoolRulings
from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import BettingClosed, NotAllowed, RulesetMismatch, UnknownPlayer
from pokerlaws.hands import Category, HandValue
from pokerlaws.hands.rulesets import Ruleset, differences, get_ruleset
from pokerlaws.messages import listed, quote
from pokerlaws.table.interval import in_turn
from pokerlaws.table.showdown import equal_shares, one_pack, pay, ranked, value_shown

__all__ = ["Settlement", "settle"]


class _Antes:
    """The ante and straddles as one part of the pool (a key no player's name can take)."""

    def __repr__(self) -> str:
        return "the ante and straddles"

    def __lt__(self, other: object) -> bool:
        return True


ANTES = _Antes()


@dataclass(frozen=True)
class Settlement:
    """What each player receives from the pool.

    Attributes:
        pool: the counters in the pool.
        payouts: player → counters received (every player of the round, 0 included).
        carried: counters left in the pool for the next deal.
        values: player → the value of his hand, for the hands shown and not foul.
        foul: players whose hands were foul.
        lines: the ruling, step by step, each naming its law.
        turned_up: the players whose hands, laid face down on retiring, law 64
            turned up to find the best hand of several other players (the
            ruling on [1882:64][1882-64], ``face_down``), in the order of the turn.
    """

    pool: int
    payouts: dict[str, int]
    carried: int
    values: dict[str, HandValue] = field(default_factory=dict)
    foul: tuple[str, ...] = ()
    lines: tuple[str, ...] = ()
    turned_up: tuple[str, ...] = ()

    def net(self, game: BettingRound) -> dict[str, int]:
        """Each player's gain or loss: what he receives less all he put in (ante, straddle, stake)."""
        paid = {p: game.antes.get(p, 0) + game.straddles.get(p, 0) + game.stakes.get(p, 0) for p in game.seats}
        return {p: self.payouts.get(p, 0) - paid[p] for p in game.seats}


@implements("1882:58", "1882:59", "1882:60", "1882:63", "1882:64", "1882:76")
def settle(
    game: BettingRound,
    hands: Mapping[str, str | Iterable[str | Card] | HandValue] | None = None,
    *,
    foul: Iterable[str] = (),
    ruleset: str | Ruleset = "1882",
    rulings: PoolRulings | None = None,
    ante: int | None = None,
    face_down: Mapping[str, str | Iterable[str | Card]] | None = None,
) -> Settlement:
    """Settle the pool of a finished betting round.

    Args:
        game: the betting round, over.
        hands: player → his five cards (as [`evaluate`][pokerlaws.hands.evaluate]
            takes them), for every player at the show; not needed when the bet
            was not called. A hand of more or fewer than five cards is foul.
        foul: players found at the show to hold a foul hand for any other
            reason: a list, tuple or set of names, each once (not one string);
            when the bet was not called, the bettor whose hand is known to be
            foul ([1882:63][1882-63]).
        ruleset: the ruleset the hands are valued under, or its name.
        rulings: the rulings on what laws 59, 60, 63, 64 and 76 leave
            open, a [`PoolRulings`][pokerlaws.betting.PoolRulings] (None: the defaults).
        ante: the counters of the ante-man's antes (``game.antes``) that he
            put up as the ante of [1882:53][1882-53] and [1882:60][1882-60]:
            in a deal with a blind, his blind. None: all his antes. Under the
            default ruling ([`PoolRulings.ante`][pokerlaws.betting.PoolRulings],
            ``"ante-man's"``) the ante is his alone, and every other counter
            put up before the draw, the straddles apart (the others' antes,
            and what the ante-man put up beyond the ante), was made good to
            play: a deposit into the pool, part of the player's stake.
        face_down: player → the five cards he laid face down on retiring in
            the betting ([1882:54][1882-54]): looked at only where law 64 gives
            the pool to "the holder of the best hand" of several other players
            who all retired (every hand at the show foul, or the bettor nobody
            called found foul), under the ruling's default
            ([`PoolRulings.face_down`][pokerlaws.betting.PoolRulings], ``"best hand"``);
            elsewhere not read (the settlement's *turned_up* says which were).

    Returns:
        The [`Settlement`][pokerlaws.betting.Settlement].

    Raises:
        BettingClosed: the betting is not over.
        NotAllowed: a hand missing at the show; when the bet was not called,
            a player who retired declared foul (he forfeited his stake already
            and shows nothing, [1882:54][1882-54]); a hand laid face down that
            law 64 compares and *face_down* lacks, or one of a player who did
            not retire in the betting.
        UnknownPlayer: a hand or foul player who is not at the show.
        RulesetMismatch: a hand given as a value made under another ruleset.
        InvalidCard, DuplicateCard: a bad card, or a card in two hands (one pack).
        ValueError: *hands* is not a mapping, *foul* is not a list of
            names or names one twice, *rulings* is not a PoolRulings, or
            *ante* is not a whole number of counters within the ante-man's antes.

    Examples:
        Two hands identical in value share the pool; the odd counter goes to
        the one who showed first, B, to the left of A, the last to stake
        ([1882:59][1882-59], [1882:76][1882-76]):

        >>> from pokerlaws.betting import BettingRound
        >>> game = BettingRound(["A", "B"], ante_man="A", antes={"A": 1})
        >>> game.bet("B", 3); game.call("A")
        >>> settle(game, {"A": "9S 8D 7C 6H 5S", "B": "9H 8C 7D 6S 5H"}).payouts
        {'B': 4, 'A': 3}
    """
    if not isinstance(game, Betting):
        raise ValueError(f"settle takes the betting to settle (a BettingRound), not {type(game).__name__}")
    if rulings is None:
        rulings = PoolRulings()
    elif not isinstance(rulings, PoolRulings):
        hint = f": write PoolRulings(**{dict(rulings)!r})" if isinstance(rulings, Mapping) and len(repr(rulings)) < 200 else ""
        raise ValueError(f"rulings must be a PoolRulings, not {type(rulings).__name__}{hint}")
    if hands is not None and not isinstance(hands, Mapping):
        raise ValueError(f"hands must be a mapping of each player to his cards, not {type(hands).__name__}")
    if face_down is not None and not isinstance(face_down, Mapping):
        raise ValueError(f"face_down must be a mapping of each player who retired to his cards, not {type(face_down).__name__}")
    if isinstance(foul, (str, bytes)) or not isinstance(foul, (list, tuple, set, frozenset)):
        said = f"the one string {quote(foul)}, which would be read letter by letter" if isinstance(foul, (str, bytes)) else type(foul).__name__
        raise ValueError(f"foul must be a list of players' names, not {said}")
    for player in foul:
        if not isinstance(player, str):
            raise ValueError(f"foul must be a list of players' names, not one holding {quote(player)}")
    twice = [p for p, n in Counter(foul).items() if n > 1]
    if twice:
        raise ValueError(f"foul names {quote(twice[0])} twice: each foul hand is named once")
    if game.outcome is None:
        raise BettingClosed("the betting is not over: there is nothing to settle yet")
    # every seat, those who retired before the draw last
    payouts = dict.fromkeys(game.order, 0) | {p: 0 for p in game.seats if p not in game.order}
    foul = set(foul)
    for player in (*(hands or {}), *foul, *(face_down or {})):
        if player not in game.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(game.seats)})')
    others = OtherPlayers(game, face_down or {}, get_ruleset(ruleset), rulings)
    if game.outcome == "uncalled":
        winner = game.winner_without_show
        for player in foul:
            if player != winner:
                raise NotAllowed(f"{player} retired and shows no hand, so it cannot be found foul: he forfeited his stake already (law 1882:54)", law="1882:54")
        if winner in foul:
            return _foul_uncalled(game, winner, payouts, rulings, others)
        payouts[winner] = game.pool
        if game.stakes[winner]:
            line = f"{winner}'s bet is not called: he wins the pool of {game.pool} and need not show his hand [1882:58]"
        else:
            line = f"every other player retired: {winner} wins the pool of {game.pool} without a show [1882:54, 1882:58]"
        return Settlement(game.pool, payouts, 0, lines=(line,))
    made = _made_good(game, ante, rulings)
    return _Show(game, hands or {}, foul, get_ruleset(ruleset), rulings, made, others).settle(payouts)


def _made_good(game: Betting, ante: int | None, rulings: PoolRulings) -> dict[str, int]:
    """Counters of each player's antes that he made good, part of his stake, under the ruling on "the ante" of law 60.

    One rule for a betting round and a whole deal: the ante is what the ante-man put up as the ante (*ante*; all his
    antes when not given), and every other counter put up before the draw but the straddles was made good.
    """
    antes, age = game.antes, game.age
    mine = antes.get(age, 0)
    if ante is None:
        ante = mine
    if not isinstance(ante, int) or isinstance(ante, bool) or not 0 <= ante <= mine:
        raise ValueError(f"ante: a whole number of counters within the ante-man {age}'s antes of {mine}, not {ante!r}")
    if rulings.ante == "every player's":
        return {}  # every counter put up before the draw is "the ante": stakes are the betting's alone
    made = {p: n - (ante if p == age else 0) for p, n in antes.items()}
    return {p: n for p, n in made.items() if n}


def _foul_uncalled(game: BettingRound, winner: str, payouts: dict[str, int], rulings: PoolRulings, others: OtherPlayers) -> Settlement:
    """The bettor nobody called holds a foul hand: he loses his stake (law 63); the pool as law 64 and the ruling say."""
    stake = game.stakes[winner]
    lines = [
        f"{winner}'s bet is not called and he need not show his hand [1882:58]; but his hand is found foul: "
        f"he loses his stake of {stake} [1882:63]"
    ]
    how = rulings.foul_uncalled
    carried = game.pool
    if how == "rest to bettor":
        carried = stake
        payouts[winner] = game.pool - stake
        lines.append(
            f"law 63 takes his stake alone: its {stake} counters stay for the next deal, and {winner} takes the rest "
            f"of the pool, {game.pool - stake} [1882:58, 1882:63]"
        )
    elif how == "law 64":
        carried = others.claim(others.before_draw + [p for p in game.order if p != winner], payouts, lines)
    else:
        lines.append(
            f"every other player retired from the game and forfeited his stake [1882:54]: no one claims the pool; "
            f"its {game.pool} counters stay for the next deal (the ruling on 1882:63)"
        )
    return Settlement(game.pool, payouts, carried, foul=(winner,), lines=tuple(lines), turned_up=others.turned_up)


class _Show:
    """The settlement of a pool at a show: one instance per call of `settle`."""

    def __init__(
        self, game: BettingRound, hands: Mapping, foul: set[str], ruleset: Ruleset, rulings: PoolRulings, made: dict[str, int], others: OtherPlayers
    ) -> None:
        self.game = game
        self.rulings = rulings
        self.others = others
        self.order = game.show_order()
        if rulings.last_player == "last in turn":
            # the ante-man's seat ends each round of the turn: the show begins on his left, where the betting did
            self.order = in_turn(game.seats, in_turn(game.seats, game.age)[1], game.rulings.direction, among=self.order)
        for player in (*hands, *foul):
            if player not in self.order:
                raise UnknownPlayer(f"{player!r} is not at the show (at the show: {', '.join(self.order)})")
        self.lines = [f"the bets are equal: the hands are shown in turn, {', '.join(self.order)} [1882:59]"]
        shown = value_shown(self.order, self._checked(hands, foul, ruleset), foul, ruleset)
        self.values: dict[str, HandValue] = shown.values
        self.foul = [p for p, why in shown.foul.items() if why is None]
        for player, why in shown.foul.items():
            if why is not None:
                self.foul.append(player)
                self.lines.append(f"{player}'s hand is foul: {why.message} [1882:64]")
        for player in self.foul:
            self.lines.append(f"{player} holds a foul hand: he forfeits his stake of {game.stakes[player]} and claims nothing [1882:63, 1882:64]")
        self.demands = {d.player: d for d in game.demands}
        self.made = made
        staked = dict(game.stakes) | {p: game.stakes.get(p, 0) + n for p, n in made.items()}
        self.staked = staked  # each stake as law 60 counts it: his making good before the draw, if any, and his bets after
        self.remaining = {ANTES: sum(game.antes.values()) - sum(made.values()) + sum(game.straddles.values())} | staked
        self.carried = 0
        self.claimed_for_less = False  # a better hand shown for less has claimed: what is left is law 60's remainder

    def _checked(self, hands: Mapping, foul: set[str], ruleset: Ruleset) -> dict[str, tuple[Card, ...] | HandValue]:
        """Each hand at the show, checked (shown or declared foul, valued under the ruleset, no card in two hands), as cards or its value."""
        checked: dict[str, tuple[Card, ...] | HandValue] = {}
        seen: dict[Card, str] = {}
        for player in self.order:
            if player not in hands:
                if player in foul:
                    continue
                raise NotAllowed(f"{player} is at the show, so his hand must be shown (or declared foul)", law="1882:59")
            hand = hands[player]
            if isinstance(hand, HandValue) and hand.ruleset != ruleset:
                how = f" (same name; they differ in {differences(hand.ruleset, ruleset)})" if hand.ruleset.name == ruleset.name else ""
                raise RulesetMismatch(f"{player}'s hand was valued under {hand.ruleset.name!r}, not {ruleset.name!r}{how}")
            cards = hand.cards if isinstance(hand, HandValue) else parse_cards(hand)
            one_pack({player: cards}, seen)  # hand by hand, so that a fault is found where it is shown
            checked[player] = hand if isinstance(hand, HandValue) else cards
        return checked

    def settle(self, payouts: dict[str, int]) -> Settlement:
        game = self.game
        valid = [p for p in self.order if p in self.values]
        # who retired in the betting; and those out before the draw, if the ruling on 1882:64 counts them
        retired = self.others.before_draw + [p for p in game.order if p not in self.order]
        if valid and self.foul and retired and self.rulings.other_players == "every player":
            # the other reading of the ruling on 64: those who retired are other players too, their hands turned up
            self.lines.append(f"a hand at the show is foul: the other players are {listed(valid + retired)} (the ruling on 1882:64) [1882:64]")
            shown = dict(self.values)
            others = self.others.turn_up(valid + retired, shown, self.lines)
            if self.rulings.claim_for_less == "law 60" and any(p in self.demands for p in ranked(others)[0]):
                # the best hand shown for less claims by law 60's measure whoever the other players are (the ruling
                # on 1882:64, claim_for_less), and the next best, at the show or retired, the remainder
                self.values |= others
                self._claim_in_order(list(others), payouts)
                self.values = shown
            else:
                self.carried = self.others.award(others, payouts, self.lines)
        elif not valid and self.rulings.all_foul == "law 64":
            self.lines.append("every hand at the show is foul [1882:64]")
            self.carried = self.others.claim(retired, payouts, self.lines)
        elif not valid:
            self.carried = game.pool
            self.lines.append(
                f"every hand at the show is foul, and every other player retired from the game and forfeited his stake [1882:54]: "
                f"no one claims the pool; its {game.pool} counters stay for the next deal (the ruling on 1882:64)"
            )
        elif self.foul and self.rulings.claim_for_less == "the pool" and any(p in self.demands for p in self._groups(valid)[0]):
            # the other reading of the ruling on 64: law 64's "the pool" whole to its claimant, shown for less or not
            best = self._groups(valid)[0]
            self.remaining = dict.fromkeys(self.remaining, 0)
            self._share(best, {p: Fraction(game.pool, len(best)) for p in best}, payouts)
            who = f"{valid[0]} is the only other player" if len(valid) == 1 else f"{listed(best)} hold{'s' if len(best) == 1 else ''} the best hand"
            self.lines.append(f"{who}: law 64 gives the pool of {game.pool}, shown for less or not (the ruling on 1882:64, claim_for_less) [1882:64]")
        elif len(valid) == 1 and valid[0] not in self.demands:
            payouts[valid[0]] = game.pool
            where = " at the show (those who retired do not count while a hand at the show is good: the ruling on 1882:64)" if retired and self.foul else ""
            self.lines.append(f"{valid[0]} is the only other player{where}: he claims the pool of {game.pool} [1882:64]")
        else:
            self._claim_in_order(valid, payouts)
        if sum(payouts.values()) + self.carried != game.pool:
            raise RuntimeError(f"internal error: settling created or lost counters ({payouts}, carried {self.carried}, pool {game.pool})")
        return Settlement(game.pool, payouts, self.carried, dict(self.values), tuple(self.foul), tuple(self.lines), self.others.turned_up)

    def _claim_in_order(self, valid: list[str], payouts: dict[str, int]) -> None:
        """The holders of *valid* hands claim, best first, each as laws 59, 60 and 76 let him; what none may claim as
        the ruling on 1882:64 (``short_left``) says."""
        for group in self._groups(valid):
            self._claim(group, payouts)
            if sum(self.remaining.values()) == 0:
                break
        left = sum(self.remaining.values())
        if left and self.rulings.short_left == "carry":
            self.carried += left
            self.lines.append(f"no player still betting holds a good hand: the {left} law 60 lets no one claim stay for the next deal (the ruling on 1882:64)")
            self.remaining = dict.fromkeys(self.remaining, 0)
        elif left:
            # No player still betting holds a good hand: law 64 gives the pool to the best hand.
            best = self._groups(valid)[0]
            self._share(best, {p: Fraction(left, len(best)) for p in best}, payouts)
            if len(valid) == 1:
                self.lines.append(f"{valid[0]} is the only other player: the {left} left go to him [1882:64]")
            else:
                self.lines.append(f"the {left} left go to the best hand, {' and '.join(best)} [1882:64]")
            self.remaining = dict.fromkeys(self.remaining, 0)

    def _groups(self, valid: list[str]) -> list[list[str]]:
        """The players by value of hand, best first; equal hands together, in show order."""
        return ranked({p: self.values[p] for p in valid})

    def _caps(self, player: str) -> dict[str, float]:
        """What *player* may take from each part of the pool: source → at most so much of it."""
        demand = self.demands.get(player)
        if demand is None or (self.rulings.several_shows == "remainder" and self.claimed_for_less):
            # a player still betting, or by the letter of law 60's last sentence the next best hand after a claimant
            return dict.fromkeys(self.remaining, math.inf)
        caps: dict[object, float] = {ANTES: math.inf}
        eligible = set(demand.in_game) & self.staked.keys()
        if self.rulings.retired_before_demand == "claimable":
            eligible = set(self.staked)
        if not self.rulings.own_stake_returned:
            eligible.discard(player)
        for other in eligible:
            cap = self._stake_of(demand)
            if self.rulings.several_shows == "levels":
                cap -= self.staked[other] - self.remaining[other]
            caps[other] = max(0, cap)
        return caps

    def _stake_of(self, demand: Demand) -> int:
        """The short player's stake as law 60 measures his claim: his show's amount and what he made good before the draw."""
        return demand.stake + self.made.get(demand.player, 0)

    def _claim(self, group: list[str], payouts: dict[str, int]) -> None:
        caps = {p: self._caps(p) for p in group}
        tie_for_less = self.rulings.tie_for_less if len(group) > 1 and any(p in self.demands for p in group) else None
        if tie_for_less == "law 76":
            # the letter of law 76 alone: the tied players share all that is left equally, law 60's measure set aside
            caps = {p: dict.fromkeys(self.remaining, math.inf) for p in group}
        if tie_for_less == "equally":
            shares = self._equally(group, caps)
        else:
            shares = self._part_by_part(group, caps)
        got = self._share(group, shares, payouts)
        self._describe(group, got, shares)
        if any(p in self.demands for p in group):
            self.claimed_for_less = True

    def _equally(self, group: list[str], caps: dict[str, dict[str, float]]) -> dict[str, Fraction]:
        """Law 76 by the letter: the tied players share equally all they may claim; law 60 limits one shown for less."""
        together = max if self.rulings.several_shows == "levels" else sum

        def taken(players: frozenset[str] | set[str]) -> dict[object, int]:
            out = {}
            for source, available in self.remaining.items():
                cap = together(caps[p].get(source, 0) for p in players) if players else 0
                out[source] = available if cap == math.inf else min(available, int(cap))
            return out

        shares = equal_shares(group, lambda players: sum(taken(players).values()))
        for source, part in taken(set(group)).items():
            self.remaining[source] -= part
        return shares

    def _part_by_part(self, group: list[str], caps: dict[str, dict[str, float]]) -> dict[str, Fraction]:
        """Each part of the pool shared among those of *group* who may claim from it."""
        shares = dict.fromkeys(group, Fraction(0))
        for source in self.remaining:
            takers = sorted((caps[p][source], p) for p in group if source in caps[p])
            available = self.remaining[source]
            level = 0.0
            for i, (cap, _) in enumerate(takers):
                if available == 0:
                    break
                part = available if cap == math.inf else min(available, int(cap - level))
                if part <= 0:
                    continue
                sharers = [p for _, p in takers[i:]]
                for p in sharers:
                    shares[p] += Fraction(part, len(sharers))
                available -= part
                level = cap
            self.remaining[source] = available
        return shares

    def _share(self, group: list[str], shares: dict[str, Fraction], payouts: dict[str, int]) -> dict[str, int]:
        """Pay *shares* in whole counters; the odd counters by the rulings."""
        whole, carried = pay(shares, carry_odd=self.rulings.odd_counter == "carry")
        self.carried += carried
        for p in group:
            payouts[p] += whole[p]
        return whole

    def _decided_by(self, player: str) -> str:
        """The laws that give *player* the pool: 59, and 75 or 69 where the highest card not tied decided among several."""
        value, many = self.values[player], len([v for v in self.values.values() if isinstance(v, HandValue)]) > 1
        law = {Category.NO_PAIR: "1882:75", Category.FLUSH: "1882:69"}.get(value.category) if many else None
        return "1882:59" + (f", {law}" if law else "")

    def _describe(self, group: list[str], got: dict[str, int], shares: dict[str, Fraction]) -> None:
        hand = self.values[group[0]].describe()
        what = f"hold hands identical in value ({hand})"
        value = self.values[group[0]]
        if len({self.values[p].key for p in group}) > 1 and value.category is Category.FLUSH and value.ruleset.flushes_in_hearts == "share":
            # law 69 read as each flush in hearts "held to be the best hand"
            what = f"hold flushes in hearts, each held to be the best hand ({'; '.join(self.values[p].describe() for p in group)}) [1882:69]"
        elif len({self.values[p].key for p in group}) > 1:  # law 75 found no card untied: no hand is the best
            what = f"hold hands in which no card is untied by a card of another ({'; '.join(self.values[p].describe() for p in group)}) [1882:75]"
        if len(group) > 1:
            each = ", ".join(f"{p} {got[p]}" for p in group)
            short = [p for p in group if p in self.demands]
            equal = len(set(shares.values())) == 1
            odd = "" if len(set(got.values())) == 1 else ", the odd counters by the ruling on 1882:76"
            if short and self.rulings.tie_for_less == "law 76":
                self.lines.append(
                    f"{' and '.join(group)} {what}: they share the pool equally, {', '.join(short)} shown for less "
                    f"as much as the others (the letter of 1882:76; law 60's measure set aside){odd}: {each} [1882:76]"
                )
            elif short and self.rulings.tie_for_less == "equally" and equal:
                self.lines.append(
                    f"{' and '.join(group)} {what}: they share the pool equally, within what law 60 lets "
                    f"{', '.join(short)} shown for less claim{odd}: {each} [1882:76, 1882:60]"
                )
            elif short and self.rulings.tie_for_less == "equally":
                limited = [p for p in group if shares[p] < max(shares.values())]
                rest = [p for p in group if p not in limited]
                them = f"{rest[0]} takes the rest" if len(rest) == 1 else f"{' and '.join(rest)} share the rest equally"
                self.lines.append(
                    f"{' and '.join(group)} {what}: they would share the pool equally, but law 60 limits "
                    f"{' and '.join(limited)}, shown for less, to what {'he' if len(limited) == 1 else 'each'} may claim, and {them}: "
                    f"{each} [1882:76, 1882:60]"
                )
            elif short:
                self.lines.append(
                    f"{' and '.join(group)} {what}: they share part by part what each may "
                    f"claim, {', '.join(short)} shown for less only up to his stake from each: {each} [1882:76, 1882:60]"
                )
            else:
                self.lines.append(f"{' and '.join(group)} {what}: they share, {each} [1882:76]")
            return
        player = group[0]
        demand: Demand | None = self.demands.get(player)
        if demand is None and not self.claimed_for_less:
            self.lines.append(f"{player} holds the best hand ({hand}): he wins the pool, {got[player]} [{self._decided_by(player)}]")
        elif demand is None:
            self.lines.append(f"{player} holds the best hand left ({hand}): he claims the remainder, {got[player]} [1882:59, 1882:60]")
        else:
            stake = self._stake_of(demand)
            made = f" (his stake {stake}, with the {stake - demand.stake} he made good before the draw)" if stake != demand.stake else ""
            if self.rulings.several_shows == "remainder" and self.claimed_for_less:
                self.lines.append(
                    f"{player}, shown for {demand.stake}, holds the next best hand ({hand}): he claims the remainder, "
                    f"{got[player]} [1882:60]"
                )
                return
            self.lines.append(
                f"{player}, shown for {demand.stake}{made}, holds the best hand left ({hand}): he claims the ante and straddles "
                f"and up to {stake} from the stake of each player in the game at his demand "
                f"({', '.join(demand.in_game)}): {got[player]} [1882:60]"
            )

