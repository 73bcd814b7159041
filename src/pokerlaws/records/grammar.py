"""A record of play, read step by step: the one grammar of its acts, its one error, what it expects.

Shared by the judge of a betting round ([judge][pokerlaws.records.judge]) and of a whole
deal ([deal][pokerlaws.records.deal]). Every act a record may write, stage by stage,
is one table, [`GRAMMAR`][pokerlaws.records.grammar.GRAMMAR] (``"B bets 5"``, ``"A
blinds"``, ``"B opens 2"``, ``"A discards 7C 2D"``, ...), read by one reader,
[`read_acts`][pokerlaws.records.grammar.read_acts], with one error: an act that breaks
a law or cannot be read is a [`RecordError`][pokerlaws.errors.RecordError]
saying the field, the step, its text and the law
([`record_error`][pokerlaws.records.grammar.record_error]). Every amount an act writes
in figures is read by [`read_whole`][pokerlaws.table.counters.read_whole]; the names a
record gives and the payouts it expects are checked here too.

The fields of a record, their shapes and the checks of a record as a whole
before play are in [`record_fields`][pokerlaws.records.fields]; their names are
also this module's (``pokerlaws.records.fields.RECORD_FIELDS``, ...).

Examples:
    >>> from pokerlaws.betting import BettingRound
    >>> from pokerlaws.records.grammar import BETTING, read_acts
    >>> game = BettingRound(["A", "B", "C"], "A")
    >>> read_acts(game, ["B bets 5", "C calls"], BETTING, "actions")
    >>> read_acts(game, ["A raises lots"], BETTING, "actions")
    Traceback (most recent call last):
    ...
    pokerlaws.errors.RecordError: step 1 (A raises lots): "raises" takes a whole number of counters, not "lots"
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, NamedTuple, TypeVar

from pokerlaws.errors import PokerLawError, RecordError
from pokerlaws.messages import quote
from pokerlaws.table.counters import read_whole

__all__ = [
    "ACTS",
    "BETTING",
    "DEAL_ACTS",
    "GRAMMAR",
    "Form",
    "Stage",
    "check_expect_names",
    "check_expected",
    "check_names",
    "in_field",
    "play_act",
    "read_act",
    "read_acts",
    "record_error",
    "reported_with",
]

# --- amounts ---------------------------------------------------------------------------

_FIGURES = re.compile(r"\d+")  # any run of digits, of any script: each must be whole, as read_whole reads it


# --- the acts a record writes: one grammar, read by one reader ------------------------------

BETTING = "a betting round"
"""The stage of a betting round's acts: a record of a betting round, and after the draw of a blind pool."""

PLAYER, AMOUNT, CARD = r"(?P<player>\S+)", r"(?P<amount>\S+)", r"(?P<card>\S+)"


class Form(NamedTuple):
    """One form of act a record may write: as the reader is shown it, its pattern, and what it does."""

    form: str
    """The act as the reader is shown it: ``PLAYER opens N``, ``CARD is exposed``."""
    pattern: re.Pattern[str]
    """The whole act, its spaces around left out; its named groups are what ``does`` is given."""
    does: Callable[..., None]
    """Plays the act: called with the engine of its stage and the groups of the pattern."""
    act: str = ""
    """In a betting round, the engine's name for it ([`BETTING_ACTS`][pokerlaws.table.codes.BETTING_ACTS]), which the code must know."""
    meaning: str = ""
    """In a betting round, what it does, as [`ACTS`][pokerlaws.records.grammar.ACTS] says."""

    @property
    def listed(self) -> str:
        """The act as a refusal lists it: its form, or with its meaning, ``bets N — deposits N counters ...``."""
        return f"{self.form.removeprefix('PLAYER ')} — {self.meaning}" if self.meaning else self.form


class Stage(NamedTuple):
    """The forms of one stage of play, tried in order, and the refusal of an act that fits none of them."""

    forms: tuple[Form, ...]
    refusal: str


def _stage(refusal: str, *forms: Form) -> Stage:
    return Stage(forms, refusal + "; ".join(form.listed for form in forms))


def _form(form: str, pattern: str, does: Callable[..., None]) -> Form:
    return Form(form, re.compile(pattern), does)


def _word(form: str) -> str:
    """What a form writes of the act, the player and the arguments (in capitals) left out: ``bets``, ``demands a show``."""
    return " ".join(word for word in form.split() if not word.isupper())


def _bet(form: str, act: str, meaning: str, does: Callable[..., None]) -> Form:
    """A form of a betting round: the player, the act's word, and all after it given to *does* as ``arg``."""
    return Form(form, re.compile(rf"{PLAYER}\s+{re.escape(_word(form))}\b\s*(?P<arg>.*?)"), does, act, meaning)


def _bare(player: str, arg: str, word: str, but: str = "") -> str:
    """*player*, when nothing follows the *word* of his act (or only *but*)."""
    if arg and arg != but:
        raise ValueError(f'"{word}" takes nothing after it' + (f' but "{but}"' if but else ""))
    return player


def _amount(arg: str, word: str, game: Any) -> int | str:
    """The amount of a betting act: in figures, or under the Foster-style account in counters (``two blues``)."""
    what = f'"{word}"'
    if arg.isascii() and arg.isdigit():
        return read_whole(arg, what)
    if hasattr(game, "counters") and arg:
        for figures in _FIGURES.findall(arg):  # a number of counters in figures is held to the same rule
            read_whole(figures, what)
        return arg
    if _FIGURES.fullmatch(arg):
        read_whole(arg, what)  # digits of another script: refused, saying so
    raise ValueError(f"{what} takes a whole number of counters, not {quote(arg)}")


GRAMMAR: dict[str, Stage] = {
    BETTING: _stage(
        "cannot read this act: write PLAYER ACT [AMOUNT], the acts being: ",
        _bet("PLAYER bets N", "bet", "deposits N counters (a bet, call or raise, by the stake it makes)", lambda game, player, arg: game.bet(player, _amount(arg, "bets", game))),
        _bet("PLAYER calls", "call", "makes his stake equal to the preceding", lambda game, player, arg: game.call(_bare(player, arg, "calls"))),
        _bet("PLAYER raises N", "raise", "calls and adds N", lambda game, player, arg: game.raise_(player, _amount(arg, "raises", game))),
        _bet("PLAYER passes", "pass", "stakes nothing, when nothing is due", lambda game, player, arg: game.pass_(_bare(player, arg, "passes"))),
        _bet("PLAYER retires", "retire", "lays down his cards, forfeiting his stake", lambda game, player, arg: game.retire(_bare(player, arg, "retires"))),
        _bet("PLAYER demands a show", "show for less", "for less: puts up all he has (law 60)", lambda game, player, arg: game.demand_show(_bare(player, arg, "demands a show", "for less"))),
        _bet("PLAYER borrows N", "borrow", "adds N borrowed counters to his funds (law 62)", lambda game, player, arg: game.borrow(player, _amount(arg, "borrows", game))),
        _bet("PLAYER says TEXT", "statement", "a statement, which binds no one (law 57)", lambda game, player, arg: game.say(player, arg.strip("\"'"))),
        _bet("PLAYER takes back N", "recall", "an attempt to recall a bet (law 55)", lambda game, player, arg: game.recall(player, _amount(arg, "takes back", game))),
    ),
    "before the draw, a blind pool": _stage(
        "cannot read this act of the blind and straddle; the acts are: ",
        _form("PLAYER blinds", rf"{PLAYER} blinds", lambda pool, player: pool.blind(player)),
        _form("PLAYER straddles [N]", rf"{PLAYER} straddles(?: {AMOUNT})?", lambda pool, player, amount: pool.straddle(player, read_whole(amount, '"straddles"') if amount else None)),
        _form("PLAYER makes good [and raises N]", rf"{PLAYER} makes good(?: and raises {AMOUNT})?", lambda pool, player, amount: pool.make_good(player, read_whole(amount, '"raises"') if amount else 0)),
        _form("PLAYER passes out", rf"{PLAYER} passes out", lambda pool, player: pool.pass_out(player)),
    ),
    "before the draw, a jack-pot": _stage(
        "cannot read this act of the jack-pot; the acts are: ",
        _form("PLAYER opens N", rf"{PLAYER} opens {AMOUNT}", lambda pot, player, amount: pot.open(player, read_whole(amount, '"opens"'))),
        _form("PLAYER passes", rf"{PLAYER} passes", lambda pot, player: pot.pass_(player)),
        _form("PLAYER comes in N", rf"{PLAYER} comes in {AMOUNT}", lambda pot, player, amount: pot.come_in(player, read_whole(amount, '"comes in"'))),
        _form("PLAYER drops", rf"{PLAYER} drops", lambda pot, player: pot.drop(player)),
    ),
    "the draw": _stage(
        "cannot read this act of the draw; the acts are: ",
        _form("PLAYER discards CARDS", rf"{PLAYER} discards (?P<cards>.+)", lambda draw, player, cards: draw.serve(player, cards)),
        _form("PLAYER stands pat", rf"{PLAYER} stands pat", lambda draw, player: draw.serve(player, "")),
        _form("CARD is found faced", rf"{CARD} is found faced", lambda draw, card: draw.faced(card)),
        _form("CARD is exposed", rf"{CARD} is exposed", lambda draw, card: draw.expose(card)),
    ),
    "after the draw, a jack-pot": _stage(
        "cannot read this act of the jack-pot; the acts are: ",
        _form("PLAYER bets N", rf"{PLAYER} bets {AMOUNT}", lambda pot, player, amount: pot.bet(player, read_whole(amount, '"bets"'))),
        _form("PLAYER drops", rf"{PLAYER} drops", lambda pot, player: pot.drop(player)),
    ),
}  # fmt: skip
"""Every act a record may write, by stage of play: each form with its pattern and what it does.

Each stage's acts are played on its engine: a betting round's
([`BETTING`][pokerlaws.records.grammar.BETTING]) on a [`Betting`][pokerlaws.betting.acts.Betting]
of any code, once the code knows the act
([`verify_act`][pokerlaws.betting.acts.Betting.verify_act]); before the draw, on a
[`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle] or a
[`JackPot`][pokerlaws.jackpot.JackPot]; the draw's on a [`Draw`][pokerlaws.draw.Draw]
(``serve``, ``faced``, ``expose``: a whole deal also gives what is owed after each);
after the draw of a jack-pot, on the jack-pot. The first form that fits the act
reads it; each amount in figures is read by [`read_whole`][pokerlaws.table.counters.read_whole]."""

ACTS = {_word(form.form): form.listed for form in GRAMMAR[BETTING].forms}
"""The acts of a betting round, as ``PLAYER ACT [ARGUMENT]``: a view of [`GRAMMAR`][pokerlaws.records.grammar.GRAMMAR]."""

DEAL_ACTS = {stage: tuple(form.form for form in forms) for stage, (forms, _) in GRAMMAR.items() if stage != BETTING}
"""The acts of a whole deal, by stage, as a record writes them: a view of [`GRAMMAR`][pokerlaws.records.grammar.GRAMMAR].
After the draw of a blind pool the acts are those of a betting round ([`ACTS`][pokerlaws.records.grammar.ACTS]),
with amounts in counters under ``foster`` (``B bets a red``)."""


def read_act(engine: Any, text: str, stage: str = BETTING) -> None:
    """Play one act of a record on *engine*, read by the first form of *stage* ([`GRAMMAR`][pokerlaws.records.grammar.GRAMMAR]) that fits it.

    Raises:
        PokerLawError: the act breaks a law (as the engine's own acts raise).
        ValueError: the act cannot be read.
    """
    forms, refusal = GRAMMAR[stage]
    act = text.strip()
    for form in forms:
        match = form.pattern.fullmatch(act)
        if match:
            if form.act:
                engine.verify_act(form.act)  # an act the code has not (a show for less under the Foster-style account)
            form.does(engine, **match.groupdict())
            return
    raise ValueError(refusal)


def play_act(game: Any, text: str) -> None:
    """Play one act of a betting round, written ``PLAYER ACT [AMOUNT]`` (see [`ACTS`][pokerlaws.records.grammar.ACTS]): [`read_act`][pokerlaws.records.grammar.read_act] in a betting round."""
    read_act(game, text, BETTING)


def read_acts(engine: Any, acts: Iterable[str], stage: str, field: str) -> None:
    """Play the acts a record lists under *field*, in order, on *engine*: each read by [`read_act`][pokerlaws.records.grammar.read_act] in *stage*.

    Raises:
        RecordError: an act breaks a law or cannot be read, as [`record_error`][pokerlaws.records.grammar.record_error] says it.
    """
    for number, text in enumerate(acts, start=1):
        try:
            read_act(engine, text, stage)
        except (ValueError, TypeError, KeyError) as err:  # a PokerLawError is a ValueError
            raise record_error(err, field, number, text) from None


def record_error(err: Exception, field: str, number: int | None = None, text: str | None = None) -> RecordError:
    """The one error of a record whose act (step *number*, *text*, of its *field*), or setting, breaks a law or cannot be read.

    Its message says where, then what is wrong: the field, the step and its
    text (``draw step 2 (B discards 9H): ...``), the field of a betting round,
    ``actions``, left unsaid, it being its only list of acts (``step 2 (C bets
    3): ...``); a setting, its field, unless the law broken says enough
    (``pack: ...``). Its ``law`` is the law broken, if any.
    """
    if number is not None:
        where = f"step {number} ({text}): " if field == "actions" else f"{field} step {number} ({text}): "
    else:
        where = "" if isinstance(err, PokerLawError) else f"{field}: "
    if isinstance(err, PokerLawError):
        return RecordError(where + err.message, law=err.law, step=number, text=text, field=field)
    return RecordError(where + str(err), step=number, text=text, field=field)


_T = TypeVar("_T")


def in_field(field: str, run: Callable[[], _T]) -> _T:
    """What *run* returns, a setting of the record's *field* made (its ruleset, its table, ...), or what it breaks as a [`record_error`][pokerlaws.records.grammar.record_error]."""
    try:
        return run()
    except (ValueError, TypeError, KeyError) as err:
        raise record_error(err, field) from None


@contextmanager
def reported_with(ruled: Callable[[], tuple], heading: Callable[[], tuple[str, ...]] = tuple) -> Iterator[None]:
    """Report a [`RecordError`][pokerlaws.errors.RecordError] raised within with the steps *ruled* before it
    (``ruled()``, when it is raised) and the *heading* of the judgement's report (``heading()``)."""
    try:
        yield
    except RecordError as err:
        raise RecordError(err.message, law=err.law, step=err.step, text=err.text, ruled=ruled(), field=err.field, heading=heading()) from None


# --- names and payouts ------------------------------------------------------------------

_ONE_PLAYER = ("ante_man", "dealer")
_SOME_PLAYERS = ("players", "foul")
_BY_PLAYER = ("antes", "straddles", "funds", "show", "face_down")


def check_names(record: Mapping) -> None:
    """Every name a record gives in a field other than ``seats`` must sit at the table.

    Checked before play, so that the error names the field (and the entry)
    that is wrong, not the first place the name is used. (The payouts a
    record expects are checked with them, by
    [`check_expected`][pokerlaws.records.grammar.check_expected].)

    Raises:
        RecordError: a name that is not one of the seats; its ``field`` is the
            path to the entry, e.g. ``("antes", "E")``.
    """
    seats = record.get("seats")
    if isinstance(seats, str) or not isinstance(seats, (list, tuple)):
        return  # the table itself is refused where it is set
    known = set(seats)
    listed = ", ".join(map(str, seats))

    def stranger(name: object, field: tuple, what: str) -> None:
        if name not in known:
            raise RecordError(f"{what}: {name!r} is not at the table (seats: {listed})", field=field)

    for field in _ONE_PLAYER:
        if field in record:
            stranger(record[field], (field,), field.replace("_", "-"))
    for field in _SOME_PLAYERS:
        for index, name in enumerate(record.get(field) or ()):
            stranger(name, (field, index), field)
    for field in _BY_PLAYER:
        for name in record.get(field) or {}:
            stranger(name, (field, name), field)
    check_expect_names(record, tuple(seats))


def check_expect_names(record: Mapping, seats: tuple[str, ...]) -> None:
    """An ``expect`` names every seat: a payout for each (``0`` for a player who wins nothing), or the
    seat listed under ``leaves_out``, so that a record never checks less than it seems to.

    ``expect: {payouts: {}}`` or ``{payouts: {A: 0}}`` with the winner left out would check
    nothing, or nothing that matters, without a word; ``leaves_out: [C]`` says so.

    Raises:
        RecordError: a seat neither paid nor left out (``field``: ``("expect", "payouts")``), one
            both paid and left out, or a stranger left out.

    Examples:
        >>> check_expect_names({"expect": {"payouts": {"A": 0}}}, ("A", "B"))
        Traceback (most recent call last):
        ...
        pokerlaws.errors.RecordError: the record expects no payout for B: an expect names every seat's payout (0 for a player who wins nothing), or lists the seats it leaves out under expect.leaves_out
        >>> check_expect_names({"expect": {"payouts": {"A": 0}, "leaves_out": ["B"]}}, ("A", "B"))
    """
    expect = record.get("expect")
    if not isinstance(expect, Mapping) or not isinstance(expect.get("payouts"), Mapping):
        return  # no expect, or one of the wrong shape: refused where its shape is checked
    payouts, left = expect["payouts"], expect.get("leaves_out") or ()
    strangers = [p for p in payouts if p not in seats]
    if strangers:
        raise RecordError(f"the record expects a payout for {', '.join(map(str, strangers))}, not a player", field=("expect", "payouts", strangers[0]))
    for index, name in enumerate(left):
        if name not in seats:
            raise RecordError(f"expect.leaves_out: {name!r} is not at the table (seats: {', '.join(seats)})", field=("expect", "leaves_out", index))
        if name in payouts:
            raise RecordError(f"expect.leaves_out: {name!r} is left out and given a payout: give one or the other", field=("expect", "leaves_out", index))
    missing = [seat for seat in seats if seat not in payouts and seat not in left]
    if missing:
        raise RecordError(
            f"the record expects no payout for {', '.join(missing)}: an expect names every seat's payout "
            "(0 for a player who wins nothing), or lists the seats it leaves out under expect.leaves_out",
            field=("expect", "payouts"),
        )


def check_expected(record: Mapping, seats: tuple[str, ...], payouts: Mapping[str, int], ruled: tuple = ()) -> None:
    """Compare the payouts a record expects (``expect: {payouts: ...}``) with the settlement.

    Raises:
        RecordError: a payout expected for someone not at the table, or one
            the laws do not give; its ``field`` is the path to the first
            player's expected payout that is wrong, ``("expect", "payouts", name)``.
    """
    expected = (record.get("expect") or {}).get("payouts")
    if expected is None:
        return
    strangers = [p for p in expected if p not in seats]
    if strangers:
        raise RecordError(f"the record expects a payout for {', '.join(strangers)}, not a player", field=("expect", "payouts", strangers[0]))
    wrong = {p: n for p, n in expected.items() if payouts.get(p, 0) != n}
    if wrong:
        said = ", ".join(f"{p} {n} (the laws give {payouts.get(p, 0)})" for p, n in wrong.items())
        raise RecordError(f"the record expects {said}", ruled=ruled, field=("expect", "payouts", next(iter(wrong))))
