"""The jack-pot: rules 27–38 of the *1895 Bartender's Guide*.

A [`JackPot`][pokerlaws.jackpot.JackPot] holds one jack-pot from the antes
until it is won, through as many rounds (deals) as it takes to open it:

1. each player puts up as many chips as the age ([1895:27][1895-27]);
2. in turn from the age, each player may open — only on a pair of jacks or
   better ([1895:28][1895-28]), checked with
   [`has_openers`][pokerlaws.jackpot.openers.has_openers] — or pass; if nobody opens,
   no player can come in: each player adds a chip and a second round begins
   ([1895:29][1895-29]; by the ruling on it, also when nobody comes in after an
   opening, under the reading ``cannot_come_in="nobody comes in"``);
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

The betting before the draw and after it is each an
[`Interval`][pokerlaws.table.Interval], the one betting mechanism of every
code; the opening, the rounds and the false opener are the jack-pot's own. The
words, notes, messages and laws of its betting are the data of its code,
[`JACK_POT`][pokerlaws.table.codes.JACK_POT] by default (``code``).
The acts are written along the rules' seams, each part in its module:
[`jackpot_openers`][pokerlaws.jackpot.openers] (what opens, what the opener
keeps), [`jackpot_opening`][pokerlaws.jackpot.opening] (open, pass),
[`jackpot_betting`][pokerlaws.jackpot.betting] (come in, bet, drop),
[`jackpot_draw`][pokerlaws.jackpot.draw], [`jackpot_false`][pokerlaws.jackpot.false_opening]
(show openers) and [`jackpot_show`][pokerlaws.jackpot.show] (the show).

Each act has a ``can_…`` question and a ``verify_…`` check; an act the rules
forbid raises an error that names the rule and changes nothing. A player who
has dropped cannot come back in that round: "Once out of a game, a player can
never enter again" ([1895:24][1895-24]). Amounts are whole chips. Where the
rules are silent the engine takes a parameter, its default the editor's
reading; each is stated where it is used, and the readings of rules 24–37
(a jack-pot every hand of which is foul, the age in a second round, the
first bet without the opener, the false opener's penalty and "game", who may
open in his place, his bet, and what "that round of jack-pots" is) are the
fields of a [`JackPotRulings`][pokerlaws.jackpot.JackPotRulings].

Hands are valued under the ``"american-writers"`` ruleset by default (an editorial
ruling on [1895:28][1895-28]: the Guide says "straight", not the 1882
laws' "sequence", and "some American writers" (the footnote to
[1882:71][1882-71]) let the ace end a sequence, so that
10-J-Q-K-A opens; under ``"1882"`` it is no pair and cannot). Beyond the
ace the ruleset is the 1882 laws' ([`rules`][pokerlaws.hands.rulesets]).

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

from pokerlaws.citations import implements
from pokerlaws.jackpot.betting import JackPotBetting
from pokerlaws.jackpot.draw import JackPotDraw
from pokerlaws.jackpot.false_opening import FalseOpening
from pokerlaws.jackpot.opening import JackPotOpening
from pokerlaws.jackpot.show import JackPotShow

__all__ = ["JackPot"]


@implements(
    "1895:24", "1895:27", "1895:28", "1895:29", "1895:30", "1895:31", "1895:32",
    "1895:33", "1895:34", "1895:35", "1895:36", "1895:37", "1895:38",
)  # fmt: skip
class JackPot(JackPotOpening, JackPotBetting, JackPotDraw, FalseOpening, JackPotShow):
    """One jack-pot, from the antes until it is won, round after round.

    The jack-pot is the controller of its rounds: it holds the antes and the
    chips paid, the opening (in turn from the age), the opener and a false
    opener's penalty, and the two betting intervals of a round, before the
    draw and after it. The state is public: ``phase`` (one of
    [`PHASES`][pokerlaws.jackpot.state.PHASES]),
    [`to_act`][pokerlaws.jackpot.JackPot.to_act], the opener, the chips each
    player has paid, what each has bet in this round, who is out of it, the
    intervals, and a [`Step`][pokerlaws.table.Step] for every act and ruling.

    Args:
        seats: every player at the table, in seat order: each on the left of
            the one before, the last on the right of the first.
        age: the player who has the age in the first round. Each new round is
            a new deal, and by default the deal passes to the left, so the age
            moves one seat to the left (the ruling on [1895:29][1895-29]:
            ``rulings.next_age``).
        ante: the chips the age puts up, each player putting up as many
            ([1895:27][1895-27]); or a mapping player → chips, which must give
            every player the age's amount. By default the reading of
            *rulings* (``ante``, the ruling on 1895:27: one chip).
        ruleset: the ruleset hands are valued under, or its name (default ``"american-writers"``).
        rulings: the readings of the points rules 24–38 leave open
            (a [`JackPotRulings`][pokerlaws.jackpot.JackPotRulings]; by
            default the edition's, each the ruling on its unit), among them
            how the opener may draw ([1895:38][1895-38], ``opener_draw``).
        code: the code of its betting, a [`Code`][pokerlaws.table.Code]
            having every kind of [`JACK_POT_BREACHES`][pokerlaws.table.codes.JACK_POT_BREACHES]
            and [`JACK_POT_NOTES`][pokerlaws.table.codes.JACK_POT_NOTES]
            (default [`JACK_POT`][pokerlaws.table.codes.JACK_POT], the 1895
            rules): the words, notes, messages and laws of its coming in,
            betting and dropping.

    Raises:
        UnequalAnte: an ante of another player that differs from the age's, or is missing.
        UnknownPlayer: the age, or a name in *ante*, is not at the table.
        UnknownRuleset: an unknown ruleset name.
        InvalidAmount: an ante, the age's or another's, that is not a whole
            number of chips (an int, not a float or a bool); the age's under one chip.
        ValueError: fewer than two seats, a seat named twice.
        TypeError: *rulings* is not a JackPotRulings, or *code* not a Code.
        ValueError: *code* lacks a breach, message or note the jack-pot needs.

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
