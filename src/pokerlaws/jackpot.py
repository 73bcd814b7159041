"""The jack-pot: rules 27–38 of the *1895 Bartender's Guide*.

A [`JackPot`][pokerlaws.jackpot.JackPot] holds one jack-pot from the antes
until it is won, through as many rounds (deals) as it takes to open it:

1. each player puts up as many chips as the age ([1895:27][1895-27]);
2. in turn from the age, each player may open — only on a pair of jacks or
   better ([1895:28][1895-28]), checked with
   [`has_openers`][pokerlaws.jackpot.has_openers] — or pass; if nobody opens,
   each player adds a chip and a second round begins ([1895:29][1895-29]);
3. the opener puts up his bet at once, before the draw ([1895:31][1895-31]);
   the players to his left come in if they see it ([1895:30][1895-30]), or
   drop; raises go in regular order ([1895:34][1895-34]);
4. the draw: the opener may not break his openers to draw for a straight or
   a flush; any other player draws what he pleases ([1895:38][1895-38]);
5. after the draw the opener makes the first bet ([1895:32][1895-32]) and the
   last to bet is the player on his right ([1895:33][1895-33]);
6. the show: no foul hand can win ([1895:24][1895-24]).

An opening found false ([`show_openers`][pokerlaws.jackpot.JackPot.show_openers])
costs the opener a jack-pot of the size he entered, and he retires
([1895:35][1895-35]); before the draw the players to his left may open in his
place ([1895:36][1895-36]); after the draw, if no hand has openers, the round is
null and void ([1895:37][1895-37]).

Each act has a ``can_…`` question and a ``verify_…`` check; an act the rules
forbid raises an error that names the rule and changes nothing. A player who
has dropped cannot come back in that round: "Once out of a game, a player can
never enter again" ([1895:24][1895-24]). Amounts are whole chips. Where the
rules are silent the engine takes a parameter, its default the editor's
reading; each is stated where it is used.

Hands are valued under the ``"american"`` ruleset by default (an editorial
ruling: the Guide is an American book, and the American custom lets the ace
end a sequence, so that 10-J-Q-K-A opens; under ``"1882"`` it is no pair and
cannot).

Examples:
    Four play; nobody can open in the first round, so each adds a chip.

    >>> from pokerlaws.jackpot import JackPot
    >>> pot = JackPot(["A", "B", "C", "D"], age="A", ante=1)
    >>> for player in "ABCD":
    ...     pot.pass_(player)
    >>> pot.round, pot.pool, pot.age, pot.to_act     # the deal has passed to the left
    (2, 8, 'B', 'B')
    >>> pot.pass_("B"); pot.open("C", 2, hand="JH JS 7C 4D 2S")
    >>> pot.come_in("D", 2); pot.drop("A"); pot.come_in("B", 2)
    >>> pot.draw("C", "7C 4D 2S", hand="JH JS 7C 4D 2S"); pot.draw("D", 1); pot.draw("B", 3)
    >>> pot.to_act, pot.last_to_bet                  # rules 32 and 33
    ('C', 'B')
    >>> pot.bet("C", 3); pot.bet("D", 3); pot.bet("B", 3)
    >>> pot.showdown({"C": "JH JS 9C 9D 2H", "D": "8S 7S 5S 4S 3S", "B": "KH KD QC 6H 3C"})
    {'D': 23}
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from pokerlaws.blind import Step
from pokerlaws.cards import Card, parse_cards
from pokerlaws.citations import implements
from pokerlaws.errors import (
    BettingClosed,
    InvalidAmount,
    NoOpeners,  # noqa: F401
    NotNow,  # noqa: F401
    NotOpened,  # noqa: F401
    NotToTheLeft,  # noqa: F401
    OnceOut,
    OpenerBetsFirst,  # noqa: F401
    OpenerDraw,  # noqa: F401
    OutOfTurn,
    ShortOfTheBet,  # noqa: F401
    UnequalAnte,  # noqa: F401
    UnknownPlayer,
    WrongHandSize,
    moved_from,
)
from pokerlaws.hands import Category, HandValue, evaluate
from pokerlaws.rules import Ruleset, get_ruleset
from pokerlaws.seats import check_seats

__all__ = [
    "OPENER_DRAWS",
    "JackPot",
    "has_openers",
]

# The errors that were defined here are in pokerlaws.errors; their old names still work.
__getattr__ = moved_from(__name__, {})

_JACK = 11

_OPENING = "opening"
_BEFORE_DRAW = "before the draw"
_DRAW = "the draw"
_AFTER_DRAW = "after the draw"
_SHOW = "the show"
_OVER = "over"

OPENER_DRAWS: tuple[str, ...] = ("keep_openers", "no_straight_or_flush", "free")
"""The readings of [1895:38][1895-38], "A jack-pot cannot be opened by a player drawing for a straight or a flush"."""


# --- openers -----------------------------------------------------------------------------


@implements("1895:28")
def has_openers(cards: str | Iterable[str | Card], rules: str | Ruleset = "american") -> bool:
    """Whether five cards can open a jack-pot: "a pair ⟨of⟩ jacks or better" ([1895:28][1895-28]).

    A pair of jacks, queens, kings or aces, or any better hand (two pairs,
    threes, a sequence, a flush, a full, fours, a sequence flush), as
    [`evaluate`][pokerlaws.hands.evaluate] values it. The Guide prints "a pair
    jacks"; the edition supplies *of*, after [1895:36][1895-36].

    Args:
        cards: five distinct cards, as [`evaluate`][pokerlaws.hands.evaluate] takes them.
        rules: the ruleset the hand is valued under (default ``"american"``:
            10-J-Q-K-A is a sequence and opens; under ``"1882"`` it does not).

    Returns:
        True if the hand has openers.

    Raises:
        InvalidCard, DuplicateCard, WrongHandSize: as
            [`evaluate`][pokerlaws.hands.evaluate] raises.

    Examples:
        >>> from pokerlaws.jackpot import has_openers
        >>> has_openers("JH JS 7C 4D 2S"), has_openers("TH TS AC KD QS")
        (True, False)
        >>> has_openers("5H 5S 4C 4D 2S")           # two pairs of fives and fours
        True
        >>> has_openers("AH 9H 6H 3H 2C")           # four to a flush, no pair
        False
        >>> has_openers("AS KS QD JC TH"), has_openers("AS KS QD JC TH", rules="1882")
        (True, False)
    """
    value = evaluate(cards, rules)
    if value.category is Category.PAIR:
        return _pair_rank(value.cards) >= _JACK
    return value.category > Category.PAIR


def _pair_rank(cards: Iterable[Card]) -> int:
    counts = Counter(card.rank for card in cards)
    return max(rank for rank, count in counts.items() if count == 2)


def _holds_openers(kept: tuple[Card, ...], rules: Ruleset) -> bool:
    """Whether the cards an opener keeps still hold openers (a pair of jacks or better among them)."""
    if len(kept) == 5:
        return has_openers(kept, rules)
    counts = sorted(Counter(card.rank for card in kept).items(), key=lambda item: item[1], reverse=True)
    pairs = [rank for rank, count in counts if count == 2]
    return any(count >= 3 for _, count in counts) or len(pairs) == 2 or any(rank >= _JACK for rank in pairs)


def _draws_for(kept: tuple[Card, ...]) -> str | None:
    """"a straight" or "a flush" if four kept cards are one card short of it, else None (ace high or low)."""
    if len(kept) != 4:
        return None
    if len({card.suit for card in kept}) == 1:
        return "a flush"
    ranks = {card.rank for card in kept}
    if len(ranks) == 4 and any(max(r) - min(r) <= 4 for r in (ranks, {1 if x == 14 else x for x in ranks})):
        return "a straight"
    return None


# --- the jack-pot ------------------------------------------------------------------------


@implements(
    "1895:24", "1895:27", "1895:28", "1895:29", "1895:30", "1895:31", "1895:32",
    "1895:33", "1895:34", "1895:35", "1895:36", "1895:37", "1895:38",
)  # fmt: skip
class JackPot:
    """One jack-pot, from the antes until it is won, round after round.

    The state is public: ``phase`` (``"opening"``,
    ``"before the draw"``, ``"the draw"``, ``"after the draw"``, ``"the show"``,
    ``"over"``), [`to_act`][pokerlaws.jackpot.JackPot.to_act], the opener, the
    chips each player has paid, what each has bet in this round, who is out of
    it, and a [`Step`][pokerlaws.blind.Step] for every act and ruling.

    Args:
        seats: every player at the table, in seat order: each on the left of
            the one before, the last on the right of the first.
        age: the player who has the age in the first round. Each new round is
            a new deal, and the deal passes to the left, so the age moves one
            seat to the left (an editorial ruling: the rules are silent; the
            deal passes so in every round of play).
        ante: the chips the age puts up, each player putting up as many
            ([1895:27][1895-27]); or a mapping player → chips, which must give
            every player the age's amount.
        rules: the ruleset hands are valued under (default ``"american"``).
        opener_draw: how to read [1895:38][1895-38], "A jack-pot cannot be
            opened by a player drawing for a straight or a flush. Any other
            player but the opener can draw for what he pleases." One of:

            * ``"keep_openers"`` (editorial ruling, the default): the opener
              must keep his openers through the draw; he may throw only cards
              that leave a pair of jacks or better in his hand, and so cannot
              break them to draw for a straight or a flush — or anything else.
              The second sentence sets the opener apart from "any other
              player", who "can draw for what he pleases", and rule
              [1895:37][1895-37] looks for "a pair of openers" after the draw.
            * ``"no_straight_or_flush"``: the opener may break his openers,
              but not to draw one card to four cards of one suit or four
              cards of a sequence.
            * ``"free"``: the rule only repeats [1895:28][1895-28] (a player
              holding four to a straight or flush and no pair cannot open on
              it), and the opener draws as he pleases.

            Under every reading, opening on four to a straight or a flush
            without a pair of jacks or better is refused by
            [1895:28][1895-28].

    Raises:
        UnequalAnte: an ante of another player that differs from the age's, or is missing.
        UnknownPlayer: the age, or a name in *ante*, is not at the table.
        UnknownRuleset: an unknown ruleset name.
        ValueError: fewer than two seats, a seat named twice, an ante that is
            not a positive whole number, an unknown *opener_draw*.

    Examples:
        A false opener found before the draw: he pays a jack-pot equal to the
        one he entered and retires; a player on his left opens instead.

        >>> pot = JackPot(["A", "B", "C", "D"], age="A", ante=2)
        >>> pot.pass_("A"); pot.open("B", 3); pot.come_in("C", 3)
        >>> pot.show_openers("TH TS 7C 4D 2S")
        False
        >>> pot.paid                          # B: ante 2 + his bet 3 + the penalty 8
        {'A': 2, 'B': 13, 'C': 2, 'D': 2}
        >>> pot.phase, pot.to_act, sorted(pot.out)
        ('opening', 'C', ['B'])
        >>> pot.open("C", 2, hand="QH QS 9D 8C 2H")
        >>> pot.come_in("D", 2); pot.come_in("A", 2)
        >>> pot.phase
        'the draw'
    """

    def __init__(
        self,
        seats: Iterable[str],
        age: str,
        ante: int | Mapping[str, int] = 1,
        *,
        rules: str | Ruleset = "american",
        opener_draw: str = "keep_openers",
    ) -> None:
        seats = check_seats(seats)
        if opener_draw not in OPENER_DRAWS:
            raise ValueError(f"opener_draw must be one of {', '.join(OPENER_DRAWS)}, not {opener_draw!r}")
        self.seats = seats
        self._known(age)
        self.age = age
        """The player who has the age in the current round."""
        self.rules: Ruleset = get_ruleset(rules) if isinstance(rules, str) else rules
        self.opener_draw = opener_draw
        antes = self._antes(ante)
        self.round = 1
        """The round (deal) of the jack-pot, from 1."""
        self.paid: dict[str, int] = dict(antes)
        """Chips each player has put in the jack-pot, net of any returned to him."""
        self.payouts: dict[str, int] = {}
        """Chips each winner takes, once the jack-pot is won."""
        self.winners: tuple[str, ...] = ()
        self.steps: list[Step] = []
        for player in seats:
            self._record(player, "ante", antes[player], ("1895:27",), f"puts up {antes[player]}, as many chips as the age")
        self._new_deal()

    # --- the state -------------------------------------------------------------------------

    @property
    def pool(self) -> int:
        """Chips in the jack-pot now: all paid in, less what has been taken out."""
        return sum(self.paid.values()) - sum(self.payouts.values())

    def in_game(self) -> list[str]:
        """The players still in this round (not dropped, not retired), in seat order."""
        return [p for p in self.seats if p not in self.out]

    @property
    def to_act(self) -> str | None:
        """Whose turn it is to open or pass, come in or drop, or bet; None in the draw, at the show, or when won."""
        return self._turn if self.phase in (_OPENING, _BEFORE_DRAW, _AFTER_DRAW) else None

    def to_see(self, player: str) -> int:
        """Chips *player* must put up now to see the amount bet (before or after the draw)."""
        self._known(player)
        return self._level() - self.staked[player]

    @property
    @implements("1895:32")
    def first_to_bet(self) -> str | None:
        """Who makes the first bet after the draw: the opener ([1895:32][1895-32]).

        If he has dropped or retired, the next player still in on his left
        (an editorial ruling). None before the jack-pot is opened.
        """
        if self.opener is None:
            return None
        return next((p for p in self._from(self.opener) if p not in self.out), None)

    @property
    @implements("1895:33")
    def last_to_bet(self) -> str | None:
        """The last in the turn after the draw: the player to the right of the opener ([1895:33][1895-33]).

        The nearest player still in on the opener's right. None before the
        jack-pot is opened.
        """
        first = self.first_to_bet
        if first is None:
            return None
        return next(p for p in reversed(self._from(first)) if p not in self.out)

    # --- opening -----------------------------------------------------------------------------

    @implements("1895:28", "1895:31", "1895:36")
    def open(self, player: str, chips: int, hand: str | Iterable[str | Card] | None = None) -> None:
        """Open the jack-pot in one's turn, putting up the opening bet at once.

        The opening bet is put up before the draw ([1895:31][1895-31]). The
        opening hand must have a pair of jacks or better ([1895:28][1895-28]):
        given *hand*, the engine checks it now (and the openers are shown);
        without it the opening is taken on the opener's word, and
        [`show_openers`][pokerlaws.jackpot.JackPot.show_openers] rules on it
        when it is shown. After a false opening only a player to the left of
        the putative opener can open ([1895:36][1895-36]).

        Args:
            player: who opens; it must be his turn to open.
            chips: the opening bet, at least one chip.
            hand: his five cards, to be checked; None to take his word.

        Raises:
            NoOpeners: *hand* has not a pair of jacks or better.
            NotOpened: *chips* is less than one.
            NotToTheLeft: after a false opening, a player not on the putative opener's left.
            NotNow: the jack-pot is already open.
            OutOfTurn: another player's turn ([1895:34][1895-34]).
            OnceOut: he is out of this round.
            BettingClosed: the jack-pot has been won.
            InvalidCard, DuplicateCard, WrongHandSize: *hand* is not five cards.

        Examples:
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.can_open("A", 1, hand="AH 9H 6H 3H 2C")    # four to a flush: no openers
            False
            >>> pot.open("A", 1, hand="5H 5S 4C 4D 2S")        # two pairs of fives and fours
            >>> pot.phase, pot.opener, pot.to_act
            ('before the draw', 'A', 'B')
        """
        self.verify_open(player, chips, hand)
        self.opener = player
        self.entered = self.pool
        self._put(player, chips)
        self.phase = _BEFORE_DRAW
        self._owed = set(self.in_game()) - {player}
        laws: tuple[str, ...] = ("1895:31",)
        note = f"opens with a bet of {chips}, put up at once; the jack-pot he enters holds {self.entered}"
        if hand is not None:
            self.proved = True
            laws = ("1895:28", "1895:31")
            note += f"; he holds {evaluate(hand, self.rules)}, openers"
        if self.reopened:
            laws += ("1895:36",)
        self._record(player, "open", chips, laws, note)
        self._after_bet(player)

    def verify_open(self, player: str, chips: int, hand: str | Iterable[str | Card] | None = None) -> None:
        """Raise what [`open`][pokerlaws.jackpot.JackPot.open] would raise; do nothing else."""
        self._verify_in(player)
        if self.phase != _OPENING:
            raise NotNow(
                f"the jack-pot is open already, by {self.opener}: the others come in by seeing his bet", law="1895:30"
            )
        self._verify_opening_turn(player)
        _verify_chips(chips)
        if chips < 1:
            raise NotOpened(f"{player} must put up an opening bet of at least one chip", law="1895:31")
        if hand is not None and not has_openers(hand, self.rules):
            raise NoOpeners(
                f"{player} cannot open on {evaluate(hand, self.rules)}: the opening hand must have a pair of jacks or better",
                law="1895:28",
            )

    def can_open(self, player: str, chips: int, hand: str | Iterable[str | Card] | None = None) -> bool:
        """Whether *player* may open now with *chips* (and *hand*, if given)."""
        return _can(self.verify_open, player, chips, hand)

    @implements("1895:29")
    def pass_(self, player: str) -> None:
        """Decline to open, in one's turn to open. He may still come in after an opening ([1895:30][1895-30]).

        When every player whose turn it was has passed, no player could come
        in: each player adds a chip and a second round begins
        ([1895:29][1895-29], printed "30." in the Guide).

        Raises:
            NotNow: the jack-pot is already open.
            NotToTheLeft, OutOfTurn, OnceOut, BettingClosed: as for
                [`open`][pokerlaws.jackpot.JackPot.open].

        Examples:
            >>> pot = JackPot(["A", "B", "C"], age="A", ante=2)
            >>> pot.pass_("A"); pot.pass_("B"); pot.pass_("C")
            >>> pot.round, pot.pool, pot.paid
            (2, 9, {'A': 3, 'B': 3, 'C': 3})
            >>> print(pot.steps[-1])
            7. Nobody opened: each player adds a chip, and round 2 begins; the age passes to B [1895:29]
        """
        self.verify_pass(player)
        self._record(player, "pass", 0, ("1895:28",), "does not open")
        self._position += 1
        if self._position < len(self.opening_order):
            self._turn = self.opening_order[self._position]
        else:
            self._no_open()

    def verify_pass(self, player: str) -> None:
        """Raise what [`pass_`][pokerlaws.jackpot.JackPot.pass_] would raise; do nothing else."""
        self._verify_in(player)
        if self.phase != _OPENING:
            raise NotNow(f"the jack-pot is open already, by {self.opener}: come in or drop", law="1895:30")
        self._verify_opening_turn(player)

    def can_pass(self, player: str) -> bool:
        """Whether *player* may pass (decline to open) now."""
        return _can(self.verify_pass, player)

    # --- coming in, betting, dropping ---------------------------------------------------------

    @implements("1895:30", "1895:34")
    def come_in(self, player: str, chips: int) -> None:
        """Before the draw, put up *chips* to see the amount bet ([1895:30][1895-30]), or more: a raise.

        "After the opener to the left of him all of the players can come in
        providing they see the amount he bets" — those who passed before he
        opened too. More than the amount to see is a raise; raises are in
        regular order ([1895:34][1895-34]), and every other player still in
        has a further say, the opener included.

        Args:
            player: who comes in; it must be his turn.
            chips: chips put up now, at least [`to_see`][pokerlaws.jackpot.JackPot.to_see].

        Raises:
            ShortOfTheBet: fewer chips than the amount bet.
            NotOpened: nobody has opened ([1895:30][1895-30]).
            NotNow: the betting before the draw is over.
            OutOfTurn, OnceOut, BettingClosed, UnknownPlayer: as for any act.

        Examples:
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.open("A", 2); pot.come_in("B", 2); pot.come_in("C", 5)   # C sees 2 and raises 3
            >>> pot.to_act, pot.to_see("A")
            ('A', 3)
        """
        self.verify_come_in(player, chips)
        raised = chips > self.to_see(player)
        self._put(player, chips)
        if raised:
            self._owed = set(self.in_game()) - {player}
            self._record(player, "come in", chips, ("1895:30", "1895:34"), f"sees the bet and raises: has bet {self.staked[player]}")
        else:
            self._owed.discard(player)
            self._record(player, "come in", chips, ("1895:30",), f"sees the amount bet: has bet {self.staked[player]}")
        self._after_bet(player)

    def verify_come_in(self, player: str, chips: int) -> None:
        """Raise what [`come_in`][pokerlaws.jackpot.JackPot.come_in] would raise; do nothing else."""
        self._verify_in(player)
        if self.phase == _OPENING:
            raise NotOpened("nobody has opened: the players come in after the opener", law="1895:30")
        if self.phase != _BEFORE_DRAW:
            raise NotNow("the coming in is over: it comes before the draw", law="1895:31")
        self._verify_turn(player)
        _verify_chips(chips)
        if chips < self.to_see(player):
            raise ShortOfTheBet(f"{player} must see the amount bet: {self.to_see(player)} chips, not {chips}", law="1895:30")

    def can_come_in(self, player: str, chips: int) -> bool:
        """Whether *player* may come in now with *chips*."""
        return _can(self.verify_come_in, player, chips)

    @implements("1895:32", "1895:33", "1895:34")
    def bet(self, player: str, chips: int) -> None:
        """After the draw, bet *chips* in one's turn: the first bet, a call, or a raise.

        The opener makes the first bet ([1895:32][1895-32]), at least a chip;
        each player then in turn sees it or raises, raises in regular order
        ([1895:34][1895-34]), the turn ending with the player to the right of
        the opener ([1895:33][1895-33]) unless a raise gives the others a
        further say. When the bets are equal, the hands are shown.

        Raises:
            OpenerBetsFirst: the first bet by another player, or of no chips.
            ShortOfTheBet: fewer chips than the amount bet ([1895:34][1895-34], "as in poker").
            NotOpened, NotNow: the jack-pot is not open, or the draw is not over.
            BettingClosed: the betting is over ([1895:33][1895-33]).
            OutOfTurn, OnceOut, UnknownPlayer: as for any act.

        Examples:
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.pass_("A"); pot.open("B", 1); pot.come_in("C", 1); pot.come_in("A", 1)
            >>> for player in "ABC":
            ...     pot.draw(player, 2)
            >>> pot.to_act, pot.last_to_bet
            ('B', 'A')
            >>> pot.bet("B", 2); pot.bet("C", 2); pot.bet("A", 2)
            >>> pot.phase
            'the show'
        """
        self.verify_bet(player, chips)
        first = self._level() == 0
        raised = chips > self.to_see(player)
        self._put(player, chips)
        if raised:
            self._owed = set(self.in_game()) - {player}
        else:
            self._owed.discard(player)
        laws = ("1895:32",) if first else ("1895:34",)
        act = "makes the first bet" if first else "raises" if raised else "sees the bet"
        self._record(player, "bet", chips, laws, f"{act}: has bet {self.staked[player]} since the draw")
        self._after_bet(player)

    def verify_bet(self, player: str, chips: int) -> None:
        """Raise what [`bet`][pokerlaws.jackpot.JackPot.bet] would raise; do nothing else."""
        self._verify_in(player)
        if self.phase == _OPENING:
            raise NotOpened("nobody has opened: the opening bet comes first", law="1895:31")
        if self.phase in (_BEFORE_DRAW, _DRAW):
            raise NotNow("the first bet after the draw is the opener's, when the draw is over", law="1895:32")
        if self.phase == _SHOW:
            raise BettingClosed(f"the betting is over: it went round to {self.last_to_bet}, on the opener's right", law="1895:33")
        _verify_chips(chips)
        if self._level() == 0:
            if player != self._turn:
                raise OpenerBetsFirst(f"the opener makes the first bet: {self._turn}, not {player}", law="1895:32")
            if chips < 1:
                raise OpenerBetsFirst(f"{player} makes the first bet: at least one chip, or he drops", law="1895:32")
        self._verify_turn(player)
        if chips < self.to_see(player):
            raise ShortOfTheBet(f"{player} must see the amount bet: {self.to_see(player)} chips, not {chips}", law="1895:34")

    def can_bet(self, player: str, chips: int) -> bool:
        """Whether *player* may bet *chips* now."""
        return _can(self.verify_bet, player, chips)

    @implements("1895:24")
    def drop(self, player: str) -> None:
        """Decline to see the bet: go out of the round, leaving what one has put up ([1895:24][1895-24]).

        Once out of a game, a player can never enter again: he takes no
        further part in this round. When one player is left, he takes the
        jack-pot.

        Raises:
            NotOpened, NotNow: not in a betting turn (before the opening, a
                player passes instead; in the draw and at the show, no turn).
            OutOfTurn, OnceOut, BettingClosed, UnknownPlayer: as for any act.

        Examples:
            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.open("A", 2); pot.drop("B"); pot.drop("C")
            >>> pot.phase, pot.winners, pot.payouts
            ('over', ('A',), {'A': 5})
        """
        self.verify_drop(player)
        self.out.add(player)
        self._dropped.add(player)
        self._owed.discard(player)
        self._record(player, "drop", 0, ("1895:24",), f"drops out of the round, leaving {self.bets[player]} bet; he can never enter again")
        self._after_bet(player)

    def verify_drop(self, player: str) -> None:
        """Raise what [`drop`][pokerlaws.jackpot.JackPot.drop] would raise; do nothing else."""
        self._verify_in(player)
        if self.phase == _OPENING:
            raise NotOpened("nobody has opened: a player passes, and may still come in after an opening", law="1895:30")
        if self.phase not in (_BEFORE_DRAW, _AFTER_DRAW):
            raise NotNow(f"there is no turn to drop in {self.phase}", law="1895:34")
        self._verify_turn(player)

    def can_drop(self, player: str) -> bool:
        """Whether *player* may drop now."""
        return _can(self.verify_drop, player)

    # --- the draw ------------------------------------------------------------------------------

    @implements("1895:38")
    def draw(self, player: str, discard: int | str | Iterable[str | Card] = 0, hand: str | Iterable[str | Card] | None = None) -> None:
        """Throw *discard* and draw as many cards; the opener may not break his openers ([1895:38][1895-38]).

        Any other player can draw for what he pleases. The opener's draw is
        checked when his *hand* (the five cards before the draw) is given,
        under the reading in ``opener_draw``. The order of the draw and the
        dealing of the cards are the draw's own laws ([foster:1][foster-1]
        and after); here each player still in draws once, and when all have,
        the betting after the draw begins.

        Args:
            player: who draws.
            discard: the cards thrown, or just their number when the hand is
                not given (the opener's, to be checked, must be named).
            hand: the player's five cards before the draw, or None.

        Raises:
            OpenerDraw: the opener's discard breaks the rule as read.
            NoOpeners: the opener's hand has no openers at all: rule the error
                with [`show_openers`][pokerlaws.jackpot.JackPot.show_openers].
            NotOpened, NotNow: before the opening, while players are still
                coming in, after the draw, or a second draw ([foster:1][foster-1]).
            OnceOut, BettingClosed, UnknownPlayer: as for any act.
            WrongHandSize: *hand* is not five cards ([foster:4][foster-4]).
            ValueError: a discard not in the hand, more than five cards, or a
                number where the opener's cards must be named.

        Examples:
            >>> pot = JackPot(["A", "B"], age="A", opener_draw="no_straight_or_flush")
            >>> pot.open("A", 1); pot.come_in("B", 1)
            >>> pot.can_draw("A", "JS", hand="JH JS 8H 5H 2H")    # for a flush: no
            False
            >>> pot.draw("A", "JS 8H 5H", hand="JH JS 8H 5H 2H")  # breaks his jacks, for nothing in particular
            >>> pot.draw("B", "9C 8C 7C 6C 5C")                   # B: what he pleases
            >>> pot.phase, pot.drawn
            ('after the draw', {'A': 3, 'B': 5})
        """
        count = self.verify_draw(player, discard, hand)
        self.drawn[player] = count
        note = f"draws {count}" + (": the opener's draw" if player == self.opener else ": he draws for what he pleases")
        self._record(player, "draw", 0, ("1895:38",), note)
        self._after_draw()

    def verify_draw(self, player: str, discard: int | str | Iterable[str | Card] = 0, hand: str | Iterable[str | Card] | None = None) -> int:
        """Raise what [`draw`][pokerlaws.jackpot.JackPot.draw] would raise; else return the number of cards drawn."""
        self._verify_in(player)
        if self.phase == _OPENING:
            raise NotOpened("nobody has opened: the opening bet must be put up before the draw", law="1895:31")
        if self.phase == _BEFORE_DRAW:
            raise NotNow(f"the players to the left of the opener come in first: {self._turn} is to say whether he sees the bet", law="1895:30")
        if self.phase != _DRAW:
            raise NotNow("the draw is over: after it the opener makes the first bet", law="1895:32")
        if player in self.drawn:
            raise NotNow(f"{player} has drawn already: each player asks for his cards once", law="foster:1")
        cards = None if hand is None else parse_cards(hand)
        if cards is not None and len(cards) != 5:
            raise WrongHandSize(f"a hand has five cards, this has {len(cards)}", law="foster:4")
        if isinstance(discard, int) and not isinstance(discard, bool):
            if not 0 <= discard <= 5:
                raise OpenerDraw(f"a player throws from none to five cards, not {discard}", law="foster:1")
            if cards is not None and player == self.opener:
                raise OpenerDraw("name the cards the opener throws, so that his draw can be checked", law="1895:38")
            return discard
        thrown = parse_cards(discard)
        if cards is not None:
            stray = [str(card) for card in thrown if card not in cards]
            if stray:
                raise OpenerDraw(f"{player} throws {' '.join(stray)}, not in his hand", law="foster:2")
            if player == self.opener:
                self._verify_opener_draw(player, cards, thrown)
        if len(thrown) > 5:
            raise OpenerDraw(f"a player throws from none to five cards, not {len(thrown)}", law="foster:1")
        return len(thrown)

    def can_draw(self, player: str, discard: int | str | Iterable[str | Card] = 0, hand: str | Iterable[str | Card] | None = None) -> bool:
        """Whether *player* may draw so now."""
        return _can(self.verify_draw, player, discard, hand)

    def _verify_opener_draw(self, player: str, hand: tuple[Card, ...], thrown: tuple[Card, ...]) -> None:
        if not has_openers(hand, self.rules):
            raise NoOpeners(
                f"{player} opened on {evaluate(hand, self.rules)}, without openers: "
                "rule the error in opening with show_openers (law 1895:35)",
                law="1895:28",
            )
        kept = tuple(card for card in hand if card not in thrown)
        if self.opener_draw == "free" or _holds_openers(kept, self.rules):
            return
        aim = _draws_for(kept) if len(thrown) == 1 else None
        if self.opener_draw == "no_straight_or_flush" and aim is None:
            return
        shown = " ".join(map(str, kept)) or "nothing"
        why = f" ({aim} to draw for)" if aim else ""
        raise OpenerDraw(
            f"{player} opened the jack-pot: he cannot break his openers to draw, keeping {shown}{why}; "
            "any other player but the opener can draw for what he pleases",
            law="1895:38",
        )

    # --- the error in opening ------------------------------------------------------------------

    @implements("1895:35", "1895:36", "1895:37")
    def show_openers(self, hand: str | Iterable[str | Card], *, hands: Mapping[str, str | Iterable[str | Card]] | None = None) -> bool:
        """The opener shows the hand he opened on; an opening without openers is ruled.

        With a pair of jacks or better the opening stands, and True is
        returned. Without, it is an error in opening ([1895:35][1895-35]):
        the opener retires from the game (this round), and puts up a jack-pot
        equal in chips to the one he entered — the chips in the jack-pot when
        he opened, before his bet — which stays in the jack-pot. Then:

        * found before any card is drawn: his opening bet is forfeit; the
          bets of the players who came in are returned to them; and any
          other player to the left of the putative opener — after him in the
          turn to open, up to the end of it — can open ([1895:36][1895-36]).
          If none does, no player could come in, and [1895:29][1895-29]
          applies.
        * found after cards have been drawn, and no hand has a pair of
          openers: the round is null and void ([1895:37][1895-37]): every bet
          of the round is returned, the opener's too; the antes, added chips
          and penalty stay, and a new round is dealt (without a further
          chip: the round is as if it had not been played).
        * found after the draw, and some hand has openers: the play goes on
          without him, his bets forfeit.

        These consequences, beyond what rules 35–37 say, are editorial rulings.

        Args:
            hand: the five cards the opener opened on.
            hands: after the draw, the hands (after the draw) of every other
                player still in, to see whether one has openers.

        Returns:
            True if the opening stands, False if it was found false.

        Raises:
            NotOpened: nobody has opened this round.
            NotNow: the openers are already shown.
            OnceOut: the putative opener has already been found out ([1895:35][1895-35]).
            BettingClosed: the jack-pot has been won.
            ValueError: after the draw, *hands* is missing a player still in.
            InvalidCard, DuplicateCard, WrongHandSize: a hand is not five cards.

        Examples:
            Found after the draw, when no hand has openers: null and void.

            >>> pot = JackPot(["A", "B", "C"], age="A")
            >>> pot.open("A", 2); pot.come_in("B", 2); pot.come_in("C", 2)
            >>> pot.draw("A", 3); pot.draw("B", 1); pot.draw("C", 2)
            >>> pot.show_openers("9H 9S 7C 4D 2S", hands={"B": "8H 8S 6C 5D 3S", "C": "AH KD 7S 5C 2D"})
            False
            >>> pot.round, pot.phase, pot.paid           # A's bet back; his penalty of 3 stays
            (2, 'opening', {'A': 4, 'B': 1, 'C': 1})
        """
        value = self.verify_show_openers(hand, hands=hands)
        opener = self.opener
        assert opener is not None
        if has_openers(hand, self.rules):
            self.proved = True
            self._record(opener, "openers", 0, ("1895:28",), f"shows openers: {value}")
            return True
        penalty = self.entered
        self.paid[opener] += penalty
        self.out.add(opener)
        self._owed.discard(opener)
        self._record(
            opener, "penalty", penalty, ("1895:35",),
            f"opened on {value}, without openers: he retires from the game and puts up a jack-pot of {penalty}, "
            "equal to the one he entered",
        )  # fmt: skip
        if not self.drawn:
            self._reopen_after(opener)
        elif not any(has_openers((hands or {})[p], self.rules) for p in self.in_game()):
            self._void()
        else:
            self._record(None, "ruling", 0, ("1895:37",), f"A hand has openers: the play goes on without {opener}, his bets forfeit")
            if len(self.in_game()) == 1:
                self._win(tuple(self.in_game()), "is left alone and takes the jack-pot")
            elif self.phase == _DRAW:
                self._after_draw()
            elif self.phase == _AFTER_DRAW:
                self._after_bet(opener, advance=self._turn == opener)
        return False

    def verify_show_openers(self, hand: str | Iterable[str | Card], *, hands: Mapping[str, str | Iterable[str | Card]] | None = None) -> HandValue:
        """Raise what [`show_openers`][pokerlaws.jackpot.JackPot.show_openers] would raise; else return the hand's value."""
        if self.phase == _OVER:
            raise BettingClosed("the jack-pot has been won", law="1895:33")
        if self.opener is None:
            raise NotOpened("nobody has opened this round: there is no opening to rule on", law="1895:35")
        if self.opener in self.out:
            self._verify_in(self.opener)
        if self.proved:
            raise NotNow(f"{self.opener} has shown his openers already", law="1895:28")
        value = evaluate(hand, self.rules)
        if self.drawn and not has_openers(hand, self.rules):
            others = [p for p in self.in_game() if p != self.opener]
            missing = [p for p in others if p not in (hands or {})]
            if missing:
                raise NotNow(f"the error is found after the draw: give the hands of {', '.join(missing)}", law="1895:37")
            for player, cards in (hands or {}).items():
                self._known(player)
                evaluate(cards, self.rules)
        return value

    def can_show_openers(self, hand: str | Iterable[str | Card], *, hands: Mapping[str, str | Iterable[str | Card]] | None = None) -> bool:
        """Whether the opener's hand may be shown and ruled on now."""
        return _can(lambda: self.verify_show_openers(hand, hands=hands))

    # --- the show ------------------------------------------------------------------------------

    @implements("1895:24")
    def showdown(self, hands: Mapping[str, str | Iterable[str | Card]], foul: Iterable[str] = ()) -> dict[str, int]:
        """Show the hands when the bets are equal; the best hand that is not foul takes the jack-pot.

        "No foul hand can win under any circumstances" ([1895:24][1895-24]):
        a hand of more or fewer than five cards ([foster:4][foster-4]), or one
        named in *foul*, claims nothing. Equal best hands share, the odd
        chips going one each to the first of them in the turn after the
        draw (an editorial ruling). If every hand is foul, nobody wins: the
        chips stay in the jack-pot and a new round is dealt (an editorial
        ruling).

        Args:
            hands: the hand of every player at the show.
            foul: players whose hands are foul for another reason.

        Returns:
            The chips each winner takes (also kept in ``payouts``); empty if
            every hand was foul.

        Raises:
            NotNow: the betting after the draw is not over ([1895:33][1895-33]).
            BettingClosed: the jack-pot has been won.
            ValueError: a hand missing, or a hand or foul player not at the show.
            InvalidCard, DuplicateCard: a hand is not cards.

        Examples:
            >>> pot = JackPot(["A", "B"], age="A")
            >>> pot.open("A", 1); pot.come_in("B", 1); pot.draw("A", 3); pot.draw("B", 3)
            >>> pot.bet("A", 1); pot.bet("B", 1)
            >>> pot.showdown({"A": "QH QS 7C 4D", "B": "3H 3S 7D 5C 2S"})    # A's four cards: foul
            {'B': 6}
        """
        self.verify_showdown(hands, foul)
        at_show = self._turn_order()
        values = {}
        for player in at_show:
            if player in foul:
                self._record(player, "foul", 0, ("1895:24",), "holds a foul hand: no foul hand can win")
                continue
            try:
                values[player] = evaluate(hands[player], self.rules)
            except WrongHandSize as err:
                self._record(player, "foul", 0, ("1895:24", "foster:4"), f"holds a foul hand ({err.message}): no foul hand can win")
        if not values:
            self._record(None, "ruling", 0, ("1895:24",), "Every hand is foul and none can win: the jack-pot stays, and a new round is dealt")
            self._new_round(add_chip=False)
            return {}
        best = max(values.values())
        self._win(tuple(p for p in at_show if p in values and values[p] == best), f"wins with {best}")
        return dict(self.payouts)

    def verify_showdown(self, hands: Mapping[str, str | Iterable[str | Card]], foul: Iterable[str] = ()) -> None:
        """Raise what [`showdown`][pokerlaws.jackpot.JackPot.showdown] would raise; do nothing else."""
        if self.phase == _OVER:
            raise BettingClosed("the jack-pot has been won", law="1895:33")
        if self.phase != _SHOW:
            raise NotNow("the hands are shown when the betting after the draw has gone round to the last to bet", law="1895:33")
        at_show = set(self.in_game())
        for player in (*hands, *foul):
            self._known(player)
            if player not in at_show:
                raise UnknownPlayer(f"{player} is not at the show (at the show: {', '.join(self._turn_order())})")
        missing = [p for p in self._turn_order() if p not in hands and p not in foul]
        if missing:
            raise NotNow(f"every hand at the show must be shown: {', '.join(missing)} missing", law="1895:24")
        for player, cards in hands.items():
            parse_cards(cards)

    def can_showdown(self, hands: Mapping[str, str | Iterable[str | Card]], foul: Iterable[str] = ()) -> bool:
        """Whether the hands may be shown now."""
        return _can(self.verify_showdown, hands, foul)

    # --- helpers -------------------------------------------------------------------------------

    def _antes(self, ante: int | Mapping[str, int]) -> dict[str, int]:
        if isinstance(ante, Mapping):
            for player in ante:
                self._known(player)
            if self.age not in ante:
                raise UnequalAnte(f"the age ({self.age}) has put up no ante", law="1895:27")
            amount = ante[self.age]
        else:
            amount = ante
        _verify_chips(amount)
        if amount < 1:
            raise InvalidAmount(f"an ante is at least one chip, not {amount}")
        if isinstance(ante, Mapping):
            for player in self.seats:
                if ante.get(player) != amount:
                    given = "nothing" if player not in ante else ante[player]
                    raise UnequalAnte(
                        f"{player} puts up {given}: each player puts up as many chips as the one having the age ({amount})",
                        law="1895:27",
                    )
        return {p: amount for p in self.seats}

    def _new_deal(self) -> None:
        """The state of a fresh round: nobody out, nothing bet, the turn to open with the age."""
        self.out: set[str] = set()
        """Players out of this round: dropped, or retired after an error in opening."""
        self._dropped: set[str] = set()
        self.bets: dict[str, int] = {p: 0 for p in self.seats}
        """Chips each player has bet in this round (returned if it is void)."""
        self.drawn: dict[str, int] = {}
        """Cards each player has drawn in this round."""
        self.reopened = False
        self._reopen(self._from(self.age))

    def _reopen(self, order: tuple[str, ...]) -> None:
        self.phase = _OPENING
        self.opening_order = order
        """Who may open this round (or, after an error, reopen), in turn."""
        self._position = 0
        self.opener: str | None = None
        self.entered = 0
        """The chips in the jack-pot when the opener entered it (his penalty, [1895:35][1895-35])."""
        self.proved = False
        self.staked = {p: 0 for p in self.seats}
        self._owed: set[str] = set()
        self._turn: str | None = order[0] if order else None
        if not order:
            self._no_open()

    def _reopen_after(self, opener: str) -> None:
        self.bets[opener] = 0  # forfeit: now part of the jack-pot, not returned if the round is void
        for player in self.seats:
            if self.bets[player]:
                self._give_back(player, self.bets[player], "1895:36", "the opening was false: his bet is returned")
        order = self.opening_order
        left = tuple(p for p in order[order.index(opener) + 1 :] if p not in self.out)
        names = ", ".join(left) if left else "nobody"
        self._record(None, "ruling", 0, ("1895:36",), f"Any other player to the left of {opener} having openers can open: {names}")
        self.reopened = True
        self._reopen(left)

    def _void(self) -> None:
        for player in self.seats:
            if self.bets[player]:
                self._give_back(player, self.bets[player], "1895:37", "the round is null and void: his bets are returned")
        self._record(None, "ruling", 0, ("1895:37",), f"No hand has a pair of openers: round {self.round} is null and void")
        self._new_round(add_chip=False)

    def _no_open(self) -> None:
        self._new_round(add_chip=True)

    def _new_round(self, *, add_chip: bool) -> None:
        self.round += 1
        self.age = self._from(self.age)[1]
        if add_chip:
            for player in self.seats:
                self.paid[player] += 1
            self._record(
                None, "new round", len(self.seats), ("1895:29",),
                f"Nobody opened: each player adds a chip, and round {self.round} begins; the age passes to {self.age}",
            )  # fmt: skip
        else:
            self._record(None, "new round", 0, (), f"Round {self.round} begins; the age passes to {self.age}")
        self._new_deal()

    def _put(self, player: str, chips: int) -> None:
        self.paid[player] += chips
        self.bets[player] += chips
        self.staked[player] += chips

    def _give_back(self, player: str, chips: int, law: str, note: str) -> None:
        self.paid[player] -= chips
        self.bets[player] -= chips
        self._record(player, "return", -chips, (law,), f"takes back {chips}: {note}")

    def _after_bet(self, player: str, advance: bool = True) -> None:
        """After an act in a betting turn: a winner, the next phase, or the next player."""
        left = self.in_game()
        if len(left) == 1:
            self._win((left[0],), "is left alone and takes the jack-pot")
        elif not self._owed:
            self.phase = _DRAW if self.phase == _BEFORE_DRAW else _SHOW
            self._turn = None
        elif advance:
            self._turn = next(p for p in self._from(player)[1:] if p in self._owed and p not in self.out)

    def _level(self) -> int:
        """The amount bet in the current betting, by the players still in (a retired opener's bet is forfeit, not to be seen)."""
        return max((self.staked[p] for p in self.in_game()), default=0)

    def _after_draw(self) -> None:
        if all(p in self.drawn for p in self.in_game()):
            self.phase = _AFTER_DRAW
            self.staked = {p: 0 for p in self.seats}
            self._owed = set(self.in_game())
            self._turn = self.first_to_bet

    def _turn_order(self) -> list[str]:
        """The players still in, in the turn after the draw: from the opener round to his right."""
        first = self.first_to_bet or self.age
        return [p for p in self._from(first) if p not in self.out]

    def _win(self, winners: tuple[str, ...], how: str) -> None:
        share, odd = divmod(self.pool, len(winners))
        self.payouts = {p: share + (1 if i < odd else 0) for i, p in enumerate(winners)}
        self.winners = winners
        self.phase = _OVER
        self._turn = None
        laws = ("1895:24",) if how.startswith("wins") else ()
        for player, chips in self.payouts.items():
            self._record(player, "win", -chips, laws, f"{how}: takes {chips}")

    def _from(self, player: str) -> tuple[str, ...]:
        """Every seat, beginning with *player* and going round to his left."""
        i = self.seats.index(player)
        return self.seats[i:] + self.seats[:i]

    def _known(self, player: str) -> None:
        if player not in self.seats:
            raise UnknownPlayer(f'"{player}" is not a player in this game (players: {", ".join(self.seats)})')

    def _verify_in(self, player: str) -> None:
        self._known(player)
        if self.phase == _OVER:
            raise BettingClosed(f"the jack-pot has been won by {', '.join(self.winners)}", law="1895:33")
        if player in self.out:
            if player in self._dropped:
                raise OnceOut(f"{player} has dropped: once out of a game, a player can never enter again", law="1895:24")
            raise OnceOut(f"{player} opened in error and has retired from the game", law="1895:35")

    def _verify_opening_turn(self, player: str) -> None:
        if self.reopened and player not in self.opening_order:
            raise NotToTheLeft(
                f"{player} cannot open: after the error, only a player to the left of the putative opener "
                f"({self._putative()}) can open: {', '.join(self.opening_order) or 'nobody'}",
                law="1895:36",
            )
        self._verify_turn(player)

    def _verify_turn(self, player: str) -> None:
        if player != self._turn:
            raise OutOfTurn(f"it is {self._turn}'s turn, not {player}'s: all in regular order", law="1895:34")

    def _putative(self) -> str:
        return next(s.player for s in reversed(self.steps) if s.act == "penalty")

    def _record(self, player: str | None, act: str, chips: int, laws: tuple[str, ...], note: str) -> None:
        self.steps.append(Step(len(self.steps) + 1, player, act, chips, laws, note))


def _verify_chips(chips: object) -> None:
    if not isinstance(chips, int) or isinstance(chips, bool) or chips < 0:
        raise InvalidAmount(f"chips are a whole number, not {chips!r}")


def _can(verify, *args) -> bool:  # noqa: ANN001
    try:
        verify(*args)
    except (ValueError, TypeError):
        return False
    return True
