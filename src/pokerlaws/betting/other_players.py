"""Law 64's claim where no hand at the show is good: the only other player's, or the best of several hands laid face down.

[`settle`][pokerlaws.betting.settle] turns to it when the bettor nobody called is
found foul ([1882:63][1882-63]) or every hand at the show is ([1882:64][1882-64]):
"if there be only one other player, that player shall claim the pool; and if there
be more than one other player, the holder of the best hand shall claim the pool".
The other players are those who retired in the betting (the rulings on 63 and 64,
``PoolRulings.foul_uncalled`` and ``all_foul``); how the best of their hands, laid
face down, is found is the ruling on 64 (``PoolRulings.face_down``).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from pokerlaws.betting.round import BettingRound
from pokerlaws.betting.rulings import PoolRulings
from pokerlaws.cards import Card, parse_cards
from pokerlaws.errors import NotAllowed
from pokerlaws.hands import HandValue
from pokerlaws.hands.rulesets import Ruleset
from pokerlaws.messages import listed
from pokerlaws.table.interval import Status
from pokerlaws.table.showdown import one_pack, pay, ranked, value_shown

__all__ = ["OtherPlayers", "out_before_the_draw", "retired_in_the_betting"]


def out_before_the_draw(game: BettingRound) -> list[str]:
    """The seats that took no part in the betting after the draw: those who went out before it, in the order of the seats."""
    return [p for p in game.seats if p not in game.order]


def retired_in_the_betting(game: BettingRound) -> list[str]:
    """The players who retired in the betting, in the order they did: in turn or out of it, or by a stake short of
    the one to meet (the ruling on [1882:54][1882-54])."""
    last = {s.player: i for i, s in enumerate(game.steps) if s.player in game.order and game.status[s.player] is Status.RETIRED}
    return sorted(last, key=last.__getitem__)  # each at his last step


class OtherPlayers:
    """Law 64's claim where no hand at the show is good: the only other player's, or the best of several hands laid face down."""

    def __init__(self, game: BettingRound, face_down: Mapping, ruleset: Ruleset, rulings: PoolRulings) -> None:
        self.game, self.ruleset, self.rulings = game, ruleset, rulings
        self.before_draw = out_before_the_draw(game) if rulings.out_before_draw == "included" else []
        """Those who went out before the draw, when the ruling on 1882:64 counts them among law 64's other players."""
        self.retired = self.before_draw + retired_in_the_betting(game)
        for player in face_down:
            if player not in self.retired:
                raise NotAllowed(
                    f"{player} did not retire in the betting, so he laid no hand face down (retired: {', '.join(self.retired) or 'no one'})",
                    law="1882:54",
                )
        self.face_down = face_down
        self.turned_up: tuple[str, ...] = ()

    def claim(self, others: list[str], payouts: dict[str, int], lines: list[str]) -> int:
        """Give the pool to *others*, each of whom retired in the betting, as law 64 and the ruling say, and as the
        code's ruling on what a player who retired may claim (``Code.retired_claim``); return the counters carried."""
        pool, how = self.game.pool, self.game.code.retired_claim
        if others and how == "every claim":
            lines.append(
                f"{listed(others)} went out of the game: “Once out of a game, a player can never enter again” [1895:24], "
                f"read as barring every claim to the pool (the ruling on 1895:24): no one can claim the pool; its {pool} "
                "counters stay for the next deal"
            )
            return pool
        before = dict(payouts)
        carried = self._claim(others, payouts, lines)
        if how == "his stake":
            for player in others:
                won = payouts[player] - before.get(player, 0)
                lost = min(won, self._put_in(player))
                if lost:
                    payouts[player] -= lost
                    carried += lost
                    lines.append(
                        f"{player} threw down his cards and “loses all claim to what he has already staked in the pool” "
                        f"[foster:9]: the {lost} he put in stay for the next deal (the ruling on foster:9)"
                    )
        return carried

    def _put_in(self, player: str) -> int:
        """All *player* put into the pool: his stake, and his ante and straddle before the draw."""
        game = self.game
        return game.stakes.get(player, 0) + game.antes.get(player, 0) + game.straddles.get(player, 0)

    def _claim(self, others: list[str], payouts: dict[str, int], lines: list[str]) -> int:
        """Law 64's claim among *others*; return the counters carried."""
        pool = self.game.pool
        if not others:
            lines.append(f"no other player holds a hand: no one can claim the pool; its {pool} counters stay for the next deal [1882:64]")
            return pool
        if len(others) == 1:
            payouts[others[0]] = pool
            lines.append(f"{others[0]} is the only other player: he claims the pool of {pool}, though he retired [1882:64]")
            return 0
        how, names = self.rulings.face_down, listed(others)
        if how == "last to retire":
            last = [p for p in self.retired if p in others][-1]
            payouts[last] = pool
            lines.append(f"of the other players, {names}, {last} retired last: he claims the pool of {pool} (the ruling on 1882:64) [1882:64]")
            return 0
        if how == "carry":
            lines.append(
                f"the other players, {names}, laid their hands face down: no one claims the pool; its {pool} counters "
                "stay for the next deal (the ruling on 1882:64)"
            )
            return pool
        return self.best_of(others, {}, payouts, lines)

    def best_of(self, others: list[str], shown: Mapping[str, HandValue], payouts: dict[str, int], lines: list[str]) -> int:
        """The best hand of *others* claims the pool, hands identical in value share it: the hands *shown* at the
        show as valued, the others' laid face down turned up (they must be given). Returns the counters carried."""
        return self.award(self.turn_up(others, shown, lines), payouts, lines)

    def award(self, values: Mapping[str, HandValue], payouts: dict[str, int], lines: list[str]) -> int:
        """The best of the good hands *values* (those turned up among them) claims the pool, hands identical in value
        share it. Returns the counters carried."""
        pool = self.game.pool
        if not values:
            lines.append(f"every hand turned up is foul: no one can claim the pool; its {pool} counters stay for the next deal [1882:64]")
            return pool
        best = ranked(values)[0]
        whole, carried = pay({p: Fraction(pool, len(best)) for p in best}, carry_odd=self.rulings.odd_counter == "carry")
        for player in best:
            payouts[player] += whole[player]
        hand = values[best[0]].describe()
        if len(best) == 1:
            lines.append(f"{best[0]} holds the best hand ({hand}): he claims the pool of {pool} [1882:64]")
        else:
            each = ", ".join(f"{p} {whole[p]}" for p in best)
            lines.append(f"{' and '.join(best)} hold hands identical in value ({hand}): they share, {each} [1882:64, 1882:76]")
        return carried

    def turn_up(self, others: list[str], shown: Mapping[str, HandValue], lines: list[str]) -> dict[str, HandValue]:
        """The value of each hand of *others* that is good: the hands *shown* at the show as valued, the others' laid
        face down turned up (they must be given), a foul one left out."""
        down = [p for p in others if p not in shown]
        missing = [p for p in down if p not in self.face_down]
        if missing:
            raise NotAllowed(
                f"law 64 gives the pool to the holder of the best hand of the other players, {listed(others)}, who laid "
                f"their hands face down: give the hand{'s' if len(missing) > 1 else ''} of {listed(missing)} (face_down), or rule otherwise (PoolRulings.face_down; in a record, rulings: {{face_down: ...}})",
                law="1882:64",
            )
        checked: dict[str, tuple[Card, ...]] = {}
        # one pack at a time: the hands held after the draw together, and those thrown in before it together, whose
        # cards may have been gathered with the discards and dealt again in the draw (foster:6; the ruling on 1882:64)
        seen: dict[Card, str] = {}
        seen_before: dict[Card, str] = {}
        for player in down:
            checked[player] = parse_cards(self.face_down[player])
            one_pack({player: checked[player]}, seen_before if player in self.before_draw else seen)
        turned = value_shown(down, checked, (), self.ruleset)
        self.turned_up = tuple(down)
        lines.append(f"{listed(down)} laid {'his hand' if len(down) == 1 else 'their hands'} face down: turned up (the ruling on 1882:64)")
        for player, why in turned.foul.items():
            lines.append(f"{player}'s hand is foul: {why.message} [1882:64]")
        return {p: shown[p] if p in shown else turned.values[p] for p in others if p in shown or p in turned.values}
