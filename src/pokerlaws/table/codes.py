"""Each code of play as data: its acts and words, its limit, how it reads an amount, and which law each breach offends.

The table engine has one betting interval ([`Interval`][pokerlaws.table.Interval])
and one set of acts on it ([`Betting`][pokerlaws.betting.round.Betting]); what differs
from one code to another is written here, once, as a frozen
[`Code`][pokerlaws.table.Code]: the 1882 laws, the Foster-style account and the
1895 rules are three values of it, and a fourth code is a fourth value
(tests/engine/test_interval.py plays one that no source holds).

A message or a note is a template: its fields are filled by the act that
raises or records it, amounts already said in the code's own way (``5`` under
1882, ``"a red"`` under the Foster-style account).

Examples:
    >>> from pokerlaws.table import CODES
    >>> CODES["foster"].passing, CODES["1882"].passing
    (False, True)
    >>> CODES["1882"].law("turn"), CODES["foster"].law("turn"), CODES["1895"].law("before the draw, straddle")
    ('1882:53', 'foster:8', '1895:25')
    >>> CODES["foster"].read("two blues and a red"), CODES["foster"].say(25)
    (25, 'two blues and a red')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from pokerlaws.errors import InvalidAmount
from pokerlaws.frozen import FrozenDict
from pokerlaws.hands.rulesets import RULESETS
from pokerlaws.readings import check_reading, reading
from pokerlaws.table.counters import DEFAULT_COUNTERS, Amount, Counters

__all__ = [
    "BEFORE_THE_DRAW", "BETTING_ACTS", "BREACHES", "CODES", "GROUNDED", "GROUNDS", "defaults_by_code", "JACK_POT", "JACK_POT_BREACHES", "JACK_POT_NOTES", "MESSAGES",
    "NOTES", "OUT_OF_TURN", "OUT_OF_TURN_NOTES", "SHORT_NOTES", "Code",
]  # fmt: skip

BREACHES = (
    "turn", "first turn", "too low", "recall", "over, show", "over, uncalled", "no passing", "limit",
    "limit, raise", "raise by", "no such act", "no show", "not betting",
)  # fmt: skip
"""The kinds of breach of the betting: every code names the law of each (its ``breaches``)."""

MESSAGES = (*BREACHES, "no cards", "amount", "funds")
"""The messages every code writes (its ``messages``), one per kind of breach and refusal."""

NOTES = ("bet", "call", "raise", "pass", "retire", "retire, nothing staked", "statement")
"""The rulings every code records (its ``notes``), one per act of the betting."""

OUT_OF_TURN = ("refused", "stands")
"""What a code does with a deposit out of turn: refuse it, or let it stand ([1882:55][1882-55])."""

OUT_OF_TURN_NOTES = (
    "out of turn", "out of turn, pass", "out of turn, short", "out of turn, counted", "out of turn, retire",
    "out of turn, retire, nothing staked", "out of turn, retire said", "out of turn, closed",
)  # fmt: skip
"""The rulings a code whose deposits out of turn stand records besides ``NOTES``
([`betting_out_of_turn`][pokerlaws.betting.out_of_turn])."""

SHORT_NOTES = ("short, retires", "short, stands", "short, nothing", "short, nothing, nothing staked")
"""The rulings a code whose deposits stand records of a deposit in turn short of the stake to meet: made, it
stands, and he retires or makes it up (the ruling on [1882:54][1882-54], ``BettingRulings.short_deposit``)."""

BETTING_ACTS = ("bet", "call", "raise", "pass", "retire", "statement", "show for less", "borrow", "recall")
"""Every act of the betting that some code knows, by the engine's name for it."""


@dataclass(frozen=True)
class Code:
    """One code of play, described: what the betting interval and its acts need to know of it.

    Attributes:
        name: how the code is cited, e.g. ``"1882"``.
        acts: the acts of [`BETTING_ACTS`][pokerlaws.table.codes.BETTING_ACTS]
            this code knows; any other is refused, citing ``breaches["no such act"]``.
        words: the code's word for each act, as a step prints it
            (``"retire"`` → ``"retires"``; the jack-pot's code says ``"drops"``).
        passing: whether a player may stake nothing when nothing is staked
            (no default: each code says, [`GROUNDS`][pokerlaws.table.codes.GROUNDS]).
        limit: the most a bet, or the part of a raise beyond the call, may
            be, in counters (whites); ``None`` for no limit.
        counters: how an amount is read and said: ``None`` for whole counters
            given as numbers, or the values of the counters (the Foster-style
            account: ``"two blues"``).
        out_of_turn: (no default: each code says) ``"refused"``: an act out of turn raises
            [`OutOfTurn`][pokerlaws.errors.OutOfTurn]; ``"stands"``: a deposit
            out of turn stays in the pool and counts when the depositor's turn
            comes ([1882:55][1882-55], [`betting_out_of_turn`][pokerlaws.betting.out_of_turn]).
            Under the 1882 laws ``"stands"``, their words (55: "whether made in
            proper turn or not, cannot be recalled"). The Foster-style account
            and the jack-pot's rules speak of no act out of turn, and each
            ``"refused"`` is a ruling, an implication from their turns: the
            account's (the ruling on [foster:8][foster-8]: "The player whose
            turn it is to bet must either do so, or throw his hand") and the
            jack-pot's (the ruling on [1895:34][1895-34]: "in regular
            order"). The Foster-style code carries the notes and laws of
            ``"stands"`` too, so that its other reading plays.
        breaches: each kind of breach → the unit it offends.
        laws: each act → the units a step of it applies.
        messages: each kind of breach → the message of its error, a template.
        notes: each act → the ruling a step of it records, a template
            (which may name ``{word}``, the code's word for the act).
        ruleset: the name of the ruleset the hands of a whole deal under it
            are valued under, unless its record names another (``ruleset:``).
            Under the 1882 laws ``"1882"``: they order the hands themselves
            (65–76), and the words decide. The other codes order none, and
            each default is a ruling on its unit, with the other rulesets as
            its readings: the Foster-style account's ``"american-writers"``
            (the 1882 order with the ace of the footnote to 1882:71, the
            reading nearest the sources) is the ruling on [foster:9][foster-9]
            (A shows "in order to see whether or not it is better than D's":
            better by an order the account never gives); the 1895 blind
            pool's ``"american-writers"`` the ruling on
            [1895:24][1895-24] ("No foul hand can win": the Guide gives no
            order of the hands that win), the same as the jack-pot's
            ([`JackPot.ruleset`][pokerlaws.jackpot.JackPot], the ruling on
            [1895:28][1895-28]), which the jack-pot's code
            [`JACK_POT`][pokerlaws.table.codes.JACK_POT] names too. The
            grounds are in [`pokerlaws.hands.rulesets`][pokerlaws.hands.rulesets].
        deal: what a whole deal under it takes from which source, in words
            (a whole deal has no one source: the edition combines them, each
            combination a ruling: the show and pool of a Foster-style deal by
            1882:59, 63, 64 and 76, the ruling on [foster:9][foster-9]; the
            betting after the draw of an 1895 blind pool by the 1882 laws, the
            ruling on [1895:25][1895-25]).
        straddles: how many straddles a deal under it may have before the
            draw, or ``None``: its laws do not speak of the straddle (the 1882
            laws 52–81, which name "straddle or straddles" in
            [1882:60][1882-60] but have no law of the blind, and the
            jack-pot's rules). Under 1895 ``2``, the letter of
            [1895:25][1895-25] (the ruling on it); under the Foster-style
            account ``1``, the next to the age's (the ruling on
            [foster:7][foster-7]: it speaks only of a player who "has straddled
            the blind"). The reading of
            [`BlindRulings.max_straddles`][pokerlaws.blind.BlindRulings] when
            none other is chosen; a whole 1882 deal plays its blind under the
            code the ruling on 1882:60 names
            ([`BlindRulings.code_1882`][pokerlaws.blind.BlindRulings]), never
            under the 1882 code itself.
        retired_claim: what a player who retired in the betting may still
            claim when law 64 ([1882:64][1882-64]) would give him the pool (a
            hand foul and no good hand at the show): ``"law 64"``, the pool as
            law 64 sends it (the 1882 laws, which bar no such claim: the rulings
            on [1882:63][1882-63] and [1882:64][1882-64]); ``"his stake"``, the
            pool less what he put into it, to which he "loses all claim", which
            stays for the next deal (the Foster-style account's, the ruling on
            [foster:9][foster-9]: "If B throws down his cards he loses all
            claim to what he has already staked in the pool"); or ``"every
            claim"``, nothing, the pool staying for the next deal (the 1895
            blind pool's, the ruling on [1895:24][1895-24]: "Once out of a
            game, a player can never enter again").
        raising: whether a player making good his ante may raise at the same
            time, or ``None``: its laws do not speak of making good (the 1882
            laws 52–81, the jack-pot's rules). Under 1895 ``True`` (the ruling
            on [1895:26][1895-26]); under the Foster-style account ``False``
            (the ruling on [foster:7][foster-7]: the choice is "whether or not
            he would make good his ante and draw cards"). The reading of
            [`BlindRulings.raising`][pokerlaws.blind.BlindRulings] when none
            other is chosen.

    What grounds each code's value of a field that decides a point of play (the
    words of a unit, a ruling's default, or the silence of its laws) is written in
    [`GROUNDS`][pokerlaws.table.codes.GROUNDS].

    Raises:
        ValueError: an act it does not know of, a limit that is not a
            positive whole number, or an unknown ruleset.

    Examples:
        >>> from pokerlaws.table import CODES
        >>> import dataclasses
        >>> strict = dataclasses.replace(CODES["1882"], name="strict", passing=False, limit=5)
        >>> strict.limit, strict.law("retire")
        (5, '1882:54')
    """

    name: str
    acts: frozenset[str]
    words: Mapping[str, str]
    breaches: Mapping[str, str]
    laws: Mapping[str, tuple[str, ...]]
    messages: Mapping[str, str]
    notes: Mapping[str, str]
    passing: bool
    out_of_turn: str = reading(*OUT_OF_TURN[::-1], required=True)
    limit: int | None = None
    counters: Counters | None = None
    ruleset: str = reading("1882", "american", "american-writers")
    deal: str = ""
    straddles: int | None = None
    raising: bool | None = None
    retired_claim: str = reading("law 64", "his stake", "every claim")

    def __post_init__(self) -> None:
        unknown = set(self.acts) - set(BETTING_ACTS)
        if unknown:
            raise ValueError(f"unknown acts {sorted(unknown)}: the acts are {', '.join(BETTING_ACTS)}")
        if self.limit is not None and (not isinstance(self.limit, int) or isinstance(self.limit, bool) or self.limit < 1):
            raise ValueError(f"limit must be None or a positive whole number of counters, not {self.limit!r}")
        check_reading("out_of_turn", self.out_of_turn, OUT_OF_TURN)
        check_reading("retired_claim", self.retired_claim, ("law 64", "his stake", "every claim"))
        if self.ruleset not in RULESETS:
            raise ValueError(f"ruleset must be one of {', '.join(RULESETS)}, not {self.ruleset!r}")
        # a code that cannot say what it rules is refused now, not at the act that needs the word
        self.require(breaches=BREACHES, messages=MESSAGES, notes=NOTES + (OUT_OF_TURN_NOTES + SHORT_NOTES if self.out_of_turn == "stands" else ()))
        for name in ("words", "breaches", "laws", "messages", "notes"):
            # a code is a value: its tables cannot be changed behind the engine's back
            object.__setattr__(self, name, FrozenDict(getattr(self, name)))
        object.__setattr__(self, "acts", frozenset(self.acts))

    def __deepcopy__(self, memo: dict) -> Code:
        return self  # a value: a copy of a game shares its code

    def require(self, **tables: tuple[str, ...]) -> None:
        """Raise ValueError unless each of this code's *tables* (``breaches``, ``messages``, ``notes``, ``laws``) has every key given.

        What plays a code asks it first for what it will need: the betting for
        [`BREACHES`][pokerlaws.table.codes.BREACHES], [`MESSAGES`][pokerlaws.table.codes.MESSAGES]
        and [`NOTES`][pokerlaws.table.codes.NOTES] (when the code is made), the
        jack-pot for [`JACK_POT_BREACHES`][pokerlaws.table.codes.JACK_POT_BREACHES]
        and [`JACK_POT_NOTES`][pokerlaws.table.codes.JACK_POT_NOTES].

        Raises:
            ValueError: a key missing, naming the code, the table and the keys.

        Examples:
            >>> from pokerlaws.table.codes import CODES, JACK_POT, JACK_POT_BREACHES
            >>> JACK_POT.require(breaches=JACK_POT_BREACHES, messages=JACK_POT_BREACHES)
            >>> CODES["1882"].require(messages=JACK_POT_BREACHES[5:7])
            Traceback (most recent call last):
            ...
            ValueError: the code 1882 has no messages for: won, no one left
        """
        for table, keys in tables.items():
            missing = [key for key in keys if key not in getattr(self, table)]
            if missing:
                raise ValueError(f"the code {self.name} has no {table} for: {', '.join(missing)}")

    def law(self, breach: str) -> str:
        """The unit a breach offends under this code (a key of ``breaches``)."""
        return self.breaches[breach]

    def message(self, breach: str, **fields: object) -> str:
        """The message of a breach, its template filled with *fields*."""
        return self.messages[breach].format(**fields)

    def note(self, act: str, **fields: object) -> str:
        """The ruling a step of *act* records, its template filled with *fields*.

        A template may also name ``{word}``, the code's [`word`][pokerlaws.table.Code.word]
        for *act* (the jack-pot's notes begin with it: ``"drops out of the round, …"``).
        """
        return self.notes[act].format(**({"word": self.word(act)} | fields))

    def word(self, act: str) -> str:
        """The code's word for *act*, as a step prints it."""
        return self.words.get(act, act)

    def read(self, amount: Amount) -> int:
        """An amount in counters (whites), read as this code writes it.

        Raises:
            InvalidAmount: not an amount this code reads (the code's message ``"amount"``).
        """
        if self.counters is not None:
            return self.counters.parse(amount)
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise InvalidAmount(self.message("amount", amount=amount))
        return amount

    def say(self, amount: int) -> str:
        """An amount in counters, said as this code says it (``5``, or ``"a red"``)."""
        return str(amount) if self.counters is None else self.counters.say(amount)

    def with_counters(self, counters: Counters) -> Code:
        """This code with other values of the counters, and their limit."""
        return replace(self, counters=counters, limit=counters.limit)


_WORDS = {
    "bet": "bets", "call": "calls", "raise": "raises", "pass": "passes", "retire": "retires",
    "show for less": "demands a show for less", "borrow": "borrows", "statement": "speaks",
    "out of turn": "bets out of turn", "out of turn, pass": "passes out of turn", "out of turn, short": "falls short",
    "out of turn, retire": "retires out of turn", "out of turn, retire said": "retires out of turn",
    "out of turn, closed": "keeps his deposit out of turn in his stake",
    "short, retires": "falls short", "short, stands": "falls short", "short, nothing": "stakes nothing",
}  # fmt: skip

BEFORE_THE_DRAW = (
    "blind", "age never passes", "straddle", "amount", "and raise", "limit", "raise", "out", "turn", "over", "make good",
)  # fmt: skip
"""The kinds of breach of the blind and straddles; a code's ``breaches`` key each as ``"before the draw, " + kind``."""


def _before_the_draw(**units: str) -> dict[str, str]:
    """The breaches of the blind and straddles, each kind given as a keyword (``and_raise`` for "and raise")."""
    table = {"before the draw, " + key.rstrip("_").replace("_", " "): unit for key, unit in units.items()}
    assert len(table) == len(BEFORE_THE_DRAW)  # every kind, once
    return table


_BREACHES_BY_CODE = {
    # kind of breach       1882       foster
    "turn":              ("1882:53", "foster:8"),
    "first turn":        ("1882:53", "foster:7"),
    "too low":           ("1882:53", "foster:8"),
    "recall":            ("1882:55", "foster:8"),
    "over, show":        ("1882:59", "foster:9"),
    "over, uncalled":    ("1882:58", "foster:9"),
    "no passing":        ("1882:57", "foster:8"),
    "limit":             ("1882:53", "foster:8"),
    "limit, raise":      ("1882:53", "foster:8"),
    "raise by":          ("1882:53", "foster:8"),
    "retire":            ("1882:54", "foster:8"),
    "no such act":       ("1882:52", "foster:8"),
    "no show":           ("1882:59", "foster:9"),
    "not betting":       ("1882:54", "foster:9"),
}  # fmt: skip
"""The law each kind of breach of the betting offends, side by side under the 1882 laws and the Foster-style account."""


def _column(index: int) -> dict[str, str]:
    """One code's column of [`_BREACHES_BY_CODE`][pokerlaws.table.codes]: kind of breach → unit."""
    return {kind: units[index] for kind, units in _BREACHES_BY_CODE.items()}


_CLOSED = {
    "no cards": "{player} retired before the draw and holds no cards",
    "not betting": "{player} is no longer betting ({status})",
    "no show": "there is no show: {why}",
    "amount": "an amount is a whole number of counters, not {amount!r}",
    "raise by": "a raise is a positive number of counters, not {amount!r}",
    "no such act": "{act} is not an act of the {code} code",
}

CODE_1882 = Code(
    name="1882",
    acts=frozenset(BETTING_ACTS),
    words=_WORDS,
    breaches=_column(0),
    laws={
        "bet": ("1882:53", "1882:56"), "call": ("1882:53", "1882:56"), "raise": ("1882:53", "1882:56"),
        "pass": ("1882:53", "1882:56"), "retire": ("1882:54",), "statement": ("1882:57",),
        "show for less": ("1882:60", "1882:61"), "borrow": ("1882:62",),
        "out of turn": ("1882:53", "1882:55"), "out of turn, pass": ("1882:53", "1882:57"),
        "out of turn, short": ("1882:53", "1882:54", "1882:55"), "out of turn, counted": ("1882:55", "1882:56"),
        "out of turn, retire": ("1882:53", "1882:54"), "out of turn, retire said": ("1882:53", "1882:57"),
        "out of turn, closed": ("1882:55", "1882:56"),
        "short, retires": ("1882:54", "1882:56"), "short, stands": ("1882:53", "1882:56"), "short, nothing": ("1882:54",),
    },
    messages=_CLOSED | {
        "turn": "it is {to_act}'s turn, not {player}'s: the first right to bet is the first player's "
        "to the left of the ante-man, and the turn passes in order",
        "first turn": "it is {to_act}'s turn, not {player}'s: the first right to bet is the first player's "
        "to the left of the ante-man, and the turn passes in order",
        "recall": "{player} cannot take back {amount}: a bet once made cannot be recalled",
        "too low": "{player}'s stake would be {stake}, less than the {to_meet} staked by {preceding}: "
        "stake at least {to_meet} or retire (law 1882:54)",
        "over, show": "the betting is over: the bets are equal and the hands are to be shown",
        "over, uncalled": "the betting is over: {winner}'s bet was not called",
        "funds": "{player} has {funds} counters, not {amount}: he may borrow (law 1882:62){hint}",
        "no passing": "{player} must bet or retire: these rules allow no passing",
        "limit": "{player} may bet at most {limit}, not {amount}",
        "limit, raise": "{player} may raise at most {limit} over the last stake, {to_meet}, not {over}",
    },
    notes={
        "bet": "stakes {stake}; the pool holds {pool}",
        "raise": "stakes {stake}, {over} more than the preceding stake; the pool holds {pool}",
        "call": "equals the preceding stake of {stake}; the pool holds {pool}",
        "pass": "stakes nothing; nothing has been staked; the pool holds {pool}",
        "retire": "lays his cards face down and forfeits his stake of {stake}{besides}",
        "retire, nothing staked": "lays his cards face down, having staked nothing{losing}",
        "statement": "says {statement!r}: no effect on anyone's right to bet or pass",
        "out of turn": "deposits {amount} while it is {turn}'s turn: the bet stands and cannot be recalled; "
        "it counts toward his stake when his turn comes; the pool holds {pool}",
        "out of turn, pass": "passes while it is {turn}'s turn: he deposits nothing, and a statement of his intention "
        "to refrain does not take away his right to bet or pass when his turn comes",
        "out of turn, short": "his turn comes; his {amount} deposited out of turn count toward his stake, {stake}, "
        "short of the {to_meet} to meet, {why}: he must {options} (and forfeit his stake)",
        "out of turn, counted": "his turn comes, and his {amount} deposited out of turn are his bet in turn: ",
        "out of turn, retire": "lays his cards face down while it is {turn}'s turn: he is out, and forfeits his stake of {stake}{besides}",
        "out of turn, retire, nothing staked": "lays his cards face down while it is {turn}'s turn: he is out, having staked nothing{losing}",
        "out of turn, retire said": "says he retires while it is {turn}'s turn: a statement of his intention to refrain, "
        "which does not bind him; he retires when his turn comes, if he does not stake",
        "out of turn, closed": "the betting is over before his turn comes: his {amount} deposited out of turn, which "
        "cannot be recalled, count toward his stake, now {stake}",
        "short, retires": "deposits {amount}, short of the {to_meet} staked by {preceding}: the deposit is "
        "complete and cannot be recalled, and, having not staked a sum at least equal, he lays his cards face down and "
        "retires, forfeiting his stake of {stake}; the pool holds {pool}",
        "short, stands": "deposits {amount}, short of the {to_meet} staked by {preceding}: the deposit is "
        "complete and cannot be recalled, and counts toward his stake, now {stake}; his turn stays: he may {options}; "
        "the pool holds {pool}",
        "short, nothing": "where {preceding} staked {to_meet}: having not staked a sum at least equal, he lays "
        "his cards face down and retires, forfeiting his stake of {stake}{besides} (the ruling on 1882:54)",
        "short, nothing, nothing staked": "where {preceding} staked {to_meet}: having staked nothing, he lays "
        "his cards face down and retires{losing} (the ruling on 1882:54)",
    },
    passing=True,
    out_of_turn="stands",
    ruleset="1882",
    deal=(
        'the 1882 laws for the betting after the draw and the pool (1882:52–64, 1882:76); the blind and the '
        "straddle, which the edition's 1882 laws do not cover, by the code the ruling on 1882:60 names (by default "
        "the Foster-style account); the draw by the Foster-style account; the hands valued by the 1882 laws"
    ),
)  # fmt: skip
"""The 1882 laws of the betting after the draw ([1882:52][1882-52]–[1882:62][1882-62])."""

FOSTER = Code(
    name="foster",
    acts=frozenset({"bet", "call", "raise", "pass", "retire", "statement"}),
    words=_WORDS,
    passing=False,
    out_of_turn="refused",
    limit=DEFAULT_COUNTERS.limit,
    counters=DEFAULT_COUNTERS,
    breaches=_column(1) | _before_the_draw(
        blind="foster:7", age_never_passes="foster:7", straddle="foster:7", amount="foster:9",
        and_raise="foster:9", limit="foster:8", raise_="foster:7", out="foster:7", turn="foster:7",
        over="foster:7", make_good="foster:9",
    ),
    laws={
        "bet": ("foster:8",), "call": ("foster:8",), "raise": ("foster:8",), "pass": ("foster:8",),
        "retire": ("foster:8", "foster:9"), "statement": ("1882:57",),
    } | {  # a deposit out of turn, under the other reading of the ruling on foster:8 (out_of_turn "stands"): 1882:55's rule
        act: ("foster:8", *(law for law in laws if law != "1882:53"))  # the account's turn (foster:8), not 1882:53's
        for act, laws in CODE_1882.laws.items() if act.startswith(("out of turn", "short"))
    },
    messages=_CLOSED | {
        "turn": "it is {to_act}'s turn, not {player}'s: each player in turn to the left, the age, {age}, having the last say",
        "first turn": "the first bet is {to_act}'s, not {player}'s: the next player holding cards on the left "
        "of the age, {age}, must make it",
        "recall": "{player} cannot take back {amount}: a bet once made cannot be recalled",
        "too low": "{player} must put up {short} to call {last}, or raise, or throw his hand face down; he puts up {amount}",
        "no passing": "{player} must bet or throw his hand face down: there is no passing, and a bet is at least a white",
        "limit": "{player} may bet from a white to the limit, {limit}, not {amount}",
        "limit, raise": "{player} may raise at most {limit} over the last stake, {to_meet}, not {over}",
        "raise by": "{player} must raise by at least a white",
        "over, show": "{player} has nothing to say: the stakes are equal, the betting has stopped and the hands must be shown",
        "over, uncalled": "{player} has nothing to say: {why}",
        "funds": "{player} has {funds}, not {amount}: the account bounds a bet by the limit, and knows no borrowing",
        "no such act": "{act} is not an act of the Foster-style account",
    },
    notes={
        "bet": "stakes {stake}; the pool holds {pool} whites",
        "call": "puts up {amount}, making his stake equal to the last player's, {stake}; the pool holds {pool} whites",
        "raise": "puts up {amount}, {calling}{over} more; his stake is {stake}; the pool holds {pool} whites",
        "pass": "stakes nothing; the pool holds {pool} whites",
        "retire": "throws his hand face down, losing all claim to his stake, {stake}{besides}",
        "retire, nothing staked": "throws his hand face down{losing}",
        "statement": "says {statement!r}: no effect on anyone's right to bet or pass",
    } | {  # the other reading of the ruling on foster:8 (out_of_turn "stands"): a deposit out of turn, as 1882:55 rules it
        act: CODE_1882.notes[act] for act in OUT_OF_TURN_NOTES + SHORT_NOTES
    },
    straddles=1,
    raising=False,
    retired_claim="his stake",
    ruleset="american-writers",
    deal=(
        'the Foster-style account: the blind, the straddle and making good (foster:7, foster:9), the draw '
        '(foster:1–6), betting up the hands in counters to the limit (foster:7–9); the show and the pool, '
        'which the account does not give, by the 1882 laws (1882:59, 1882:63–64, 1882:76); the hands valued '
        "under the `american-writers` ruleset"
    ),
)  # fmt: skip
"""The Foster-style account: betting up the hands in counters, to the limit, without passing ([foster:7][foster-7]–[foster:9][foster-9])."""

CODE_1895 = replace(
    CODE_1882,
    name="1895",
    # rules 25-26 are the whole of the Guide on the blind, so its procedural refusals cite 25
    breaches=dict(CODE_1882.breaches) | _before_the_draw(
        blind="1895:25", age_never_passes="1895:26", straddle="1895:25", amount="1895:25",
        and_raise="1895:26", limit="1895:25", raise_="1895:26", out="1895:24", turn="1895:25",
        over="1895:25", make_good="1895:25",
    ),
    straddles=2,
    raising=True,
    retired_claim="every claim",
    ruleset="american-writers",
    deal=(
        'the 1895 rules: a jack-pot (1895:27–38) when the record has `jackpot`, otherwise the blind and the '
        "straddle (1895:25–26); the draw by the Foster-style account (with 1895:38 on the opener's draw); "
        'after the draw of a blind pool, the betting and the pool by the 1882 laws; no foul hand wins '
        "(1895:24); the hands valued under the `american-writers` ruleset"
    ),
)  # fmt: skip
"""The 1895 rules before the draw of a blind pool ([1895:24][1895-24]–[1895:26][1895-26]); the
betting after the draw, which the Guide leaves to "poker", by the 1882 laws."""

CODES: Mapping[str, Code] = FrozenDict({"1882": CODE_1882, "foster": FOSTER, "1895": CODE_1895})
"""The three codes of the edition, by name."""

JACK_POT_BREACHES = (
    "turn", "first turn", "too low", "no passing", "not betting", "won", "no one left", "opened in error",
    "come in, not opened", "come in, over", "come in, too low", "bet, not opened", "bet, draw not over",
    "bet, gone round", "drop, not opened", "drop, no turn",
)  # fmt: skip
"""The kinds of refusal of a jack-pot's betting: a code the [`JackPot`][pokerlaws.jackpot.JackPot]
plays names the law of each (its ``breaches``) and has a message for each (its ``messages``).

The first five are kinds of [`BREACHES`][pokerlaws.table.codes.BREACHES], the jack-pot's
words for them; the others are the jack-pot's own, named by the act refused
(``"come in, …"``, ``"bet, …"``, ``"drop, …"``) or by what stands in the way
(the jack-pot ``"won"``, ``"no one left"`` in it, the player who ``"opened in error"``)."""

JACK_POT_NOTES = ("come in", "come in, raise", "bet", "call", "raise", "retire")
"""The rulings a jack-pot's betting records (its code's ``notes``, ``words`` and ``laws``): coming in
before the draw, seeing the amount bet or raising; after the draw the first bet, a call
(seeing the bet) and a raise; and a drop, the code's word for a retirement. Each note begins
with ``{word}``, the act's word: a jack-pot's step names the player alone as its subject
(``"C drops out of the round, …"``), where the betting's names the player and the word."""

JACK_POT = Code(
    name="jack-pot",
    acts=frozenset({"bet", "call", "raise", "retire"}),
    words=_WORDS | {
        "come in": "sees the amount bet", "come in, raise": "sees the bet and raises",
        "bet": "makes the first bet", "call": "sees the bet", "raise": "raises", "retire": "drops",
        "out of turn, retire": "drops",
    },
    passing=False,
    out_of_turn="refused",
    breaches=_column(0) | {
        "turn": "1895:34", "first turn": "1895:32", "too low": "1895:34", "no passing": "1895:32",
        "not betting": "1895:24", "retire": "1895:24", "won": "1895:33", "no one left": "1895:24",
        "opened in error": "1895:35", "come in, not opened": "1895:30", "come in, over": "1895:31",
        "come in, too low": "1895:30", "bet, not opened": "1895:31", "bet, draw not over": "1895:32",
        "bet, gone round": "1895:33", "drop, not opened": "1895:30", "drop, no turn": "1895:34",
    },
    laws={
        "come in": ("1895:30",), "come in, raise": ("1895:30", "1895:34"), "bet": ("1895:32",),
        "call": ("1895:34",), "raise": ("1895:34",), "retire": ("1895:24",), "statement": ("1882:57",),
        "out of turn": ("1895:34", "1882:55"),  # a deposit out of turn, under the other reading of the ruling on 1895:34
        "out of turn, retire": ("1895:24", "1895:34", "1882:54"),  # a drop out of turn, under the same reading, as 1882:54 R1
    },
    messages=dict(CODE_1882.messages) | {
        "amount": "chips are a whole number, not {amount!r}",
        "turn": "it is {to_act}'s turn, not {player}'s: all in regular order",
        "first turn": "the opener makes the first bet: {to_act}, not {player}",
        "too low": "{player} must see the amount bet: {short} chips, not {amount}",
        "no passing": "{player} makes the first bet: at least one chip, or he drops",
        "not betting": "{player} has dropped: once out of a game, a player can never enter again",
        "won": "the jack-pot has been won by {winners}",
        "no one left": "no player is left in the jack-pot: it is over, and no one took it",
        "opened in error": "{player} opened in error and has retired from the game",
        "come in, not opened": "nobody has opened: the players come in after the opener",
        "come in, over": "the coming in is over: it comes before the draw",
        "come in, too low": "{player} must see the amount bet: {short} chips, not {amount}",
        "bet, not opened": "nobody has opened: the opening bet comes first",
        "bet, draw not over": "the first bet after the draw is the opener's, when the draw is over",
        "bet, gone round": "the betting is over: it went round to {last}, on the opener's right",
        "drop, not opened": "nobody has opened: a player passes, and may still come in after an opening",
        "drop, no turn": "there is no turn to drop in {phase}",
    },
    notes={
        "come in": "{word}: has bet {stake}", "come in, raise": "{word}: has bet {stake}",
        "bet": "{word}: has bet {stake} since the draw", "call": "{word}: has bet {stake} since the draw",
        "raise": "{word}: has bet {stake} since the draw",
        "retire": "{word} out of the round, leaving {stake} bet; he can never enter again",
        "retire, nothing staked": "{word} out of the round, leaving {stake} bet; he can never enter again",
        "pass": CODE_1882.notes["pass"], "statement": CODE_1882.notes["statement"],
    } | {  # the other reading of the ruling on 1895:34 (out_of_turn "stands"): a deposit out of turn, as 1882:55 rules it
        act: CODE_1882.notes[act] for act in OUT_OF_TURN_NOTES + SHORT_NOTES
    } | {
        "out of turn, retire": "{word} out of the round out of turn, leaving {stake} bet: it stands, as the ruling on 1882:54 "
        "rules a retirement out of turn; he can never enter again",
    },
    ruleset="american-writers",
    retired_claim="every claim",
)  # fmt: skip
"""The 1895 rules for the jack-pot's betting: coming in before the draw, the opener's first bet after it,
seeing and raising "in regular order", and dropping ([1895:24][1895-24], [1895:30][1895-30]–[1895:34][1895-34]).

The code [`JackPot`][pokerlaws.jackpot.JackPot] plays by default (its ``code``): its
words, the notes its steps record, the messages of its refusals and the law each
cites are read from here, as every code's are, so that a copy of it with another
word or note is played by the same jack-pot (tests/engine/test_jackpot.py plays one).
No passing (the first bet is at least a chip, [1895:32][1895-32]); acts out of turn are
refused (1895:34, "in regular order"); a retirement is a drop ([1895:24][1895-24]). What
rules 30–34 leave to "poker" ("All raises as in poker", 1895:34) it takes from the 1882
laws, as [`CODES["1895"]`][pokerlaws.table.CODES] does after the draw of a blind pool.

It stands beside [`CODES`][pokerlaws.table.CODES], not in it: ``CODES`` is keyed by
source, one code for each, which a whole deal's record names (``code: 1895``,
[`WHOLE_DEAL_CODES`][pokerlaws.records.fields.WHOLE_DEAL_CODES]) and the betting
and the blind take by name; a jack-pot deal is already a deal under ``"1895"``
(its ``deal`` says so), and this code is the second of that one source, for the
jack-pot's two betting intervals. Keyed in ``CODES`` it would be a record's code of
its own and a code the blind pool's betting could be asked to play by name."""

GROUNDED = ("passing", "limit", "counters", "out_of_turn", "ruleset", "straddles", "raising", "retired_claim")
"""The fields of a [`Code`][pokerlaws.table.Code] that decide a point of play (the others are its words, notes,
messages and the law each breach offends): each code's value of each is grounded in [`GROUNDS`][pokerlaws.table.codes.GROUNDS]."""

_SILENT = None  # the code's laws do not speak of it: the value is None, and nothing is played by it

_BY_RULINGS = {
    "ruleset": "pokerlaws.table.Code.ruleset",
    "straddles": "pokerlaws.blind.BlindRulings.max_straddles",
    "raising": "pokerlaws.blind.BlindRulings.raising",
    "retired_claim": "pokerlaws.table.Code.retired_claim",
}
"""The grounds the Foster-style account and the 1895 blind pool share: each point is a ruling's default (the
rulings on foster:9 and on 1895:24, on foster:9's straddles and making good, and on the retired player's claim)."""

GROUNDS: Mapping[str, Mapping[str, tuple[str, str] | str | None]] = FrozenDict({
    "1882": FrozenDict({
        "passing": ("1882:57", "the right of any player to bet or pass when his turn comes"),
        "limit": _SILENT, "counters": _SILENT,
        "out_of_turn": ("1882:55", "whether made in proper turn or not, cannot be recalled"),
        "ruleset": ("1882:65", "the hands in order of value"),
        "straddles": _SILENT, "raising": _SILENT,
        "retired_claim": ("1882:64", "if there be only one other player, that player shall claim the pool"),
    }),
    "foster": FrozenDict({
        "passing": ("foster:8", "The player whose turn it is to bet must either do so, or throw his hand face downward"),
        "limit": ("foster:8", "from one white counter to the limit, two blues"),
        "counters": "pokerlaws.table.Counters.red",
        "out_of_turn": "pokerlaws.table.Code.out_of_turn",  # an implication from the account's turns (the ruling on foster:8)
        **_BY_RULINGS,
    }),
    "1895": FrozenDict({
        "passing": ("1882:57", "the right of any player to bet or pass when his turn comes"),
        "limit": _SILENT, "counters": _SILENT,
        "out_of_turn": ("1882:55", "whether made in proper turn or not, cannot be recalled"),
        **_BY_RULINGS,
    }),
    "jack-pot": FrozenDict({
        "passing": ("1895:32", "The opener makes the first bet"),
        "limit": _SILENT, "counters": _SILENT,
        "out_of_turn": "pokerlaws.table.Code.out_of_turn",  # an implication from "in regular order" (the ruling on 1895:34)
        "ruleset": "pokerlaws.jackpot.JackPot.ruleset",
        "straddles": _SILENT, "raising": _SILENT,
        "retired_claim": "pokerlaws.table.Code.retired_claim",
    }),
})  # fmt: skip
"""What grounds each code's value of each field of [`GROUNDED`][pokerlaws.table.codes.GROUNDED], by the code's name:
the words of a unit that decide it (the unit and the words), the parameter of the ruling whose default it is (a
ruling on a unit of the code's own source names it), or ``None``, where the code's laws do not speak of it and its
value is ``None`` (under 1882 and 1895 no limit is named, and none is played; the 1895 code's betting after the draw
is the 1882 laws', its ``passing`` and ``out_of_turn`` theirs). No default in a code that nothing grounds:
``tests/edition/test_rulings.py`` checks every value against its ground."""


def defaults_by_code(field: str) -> dict[str, tuple[object, str]]:
    """Each code's value of the [`GROUNDED`][pokerlaws.table.codes.GROUNDED] field *field* of a
    [`Code`][pokerlaws.table.Code], by the code's name, with what grounds it: ``"the words of UNIT"``,
    ``"the default of PARAMETER"`` (a ruling's), or ``"silent"`` (its laws do not speak of it).

    A field of a `Code` has no single default: each code has its own value, grounded in
    [`GROUNDS`][pokerlaws.table.codes.GROUNDS], and the first of its readings is no code's default as such.

    Examples:
        >>> from pokerlaws.table.codes import defaults_by_code
        >>> for code, (value, ground) in defaults_by_code("out_of_turn").items():
        ...     print(code, value, "-", ground)
        1882 stands - the words of 1882:55
        foster refused - the default of pokerlaws.table.Code.out_of_turn
        1895 stands - the words of 1882:55
        jack-pot refused - the default of pokerlaws.table.Code.out_of_turn
    """
    if field not in GROUNDED:
        raise ValueError(f"{field!r} is not a field of a Code that decides a point of play ({', '.join(GROUNDED)})")
    codes = {**CODES, "jack-pot": JACK_POT}
    found = {}
    for name, grounds in GROUNDS.items():
        ground = grounds[field]
        said = "silent" if ground is None else f"the words of {ground[0]}" if isinstance(ground, tuple) else f"the default of {ground}"
        found[name] = (getattr(codes[name], field), said)
    return found
