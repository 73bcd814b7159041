"""Every exception of the package pickles and unpickles with its fields (issue 29, item 19).

A process pool (``concurrent.futures.ProcessPoolExecutor``) sends an exception
raised in a worker back by pickling it: one that cannot be rebuilt breaks the
pool (``BrokenProcessPool``), and one rebuilt from its message alone loses the
fields a caller reads (``RecordError.step``, ``LawFileError.line``). Every
exception class defined in ``pokerlaws`` is found by walking the package, so a
new one is held to this without being listed here.
"""

from __future__ import annotations

import importlib
import inspect
import pickle
import pkgutil
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

import pokerlaws
from pokerlaws.edition.errors import LawFileError, UnknownLaw
from pokerlaws.errors import PokerLawError, RecordError


def _exception_classes() -> list[type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(pokerlaws.__path__, "pokerlaws."):
        if info.name.endswith("__main__"):
            continue  # runs the command
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # an optional dependency absent (numpy, pytest's plugin)
            continue
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, BaseException) and cls.__module__.startswith("pokerlaws") and not cls.__name__.startswith("_"):
                found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return [found[name] for name in sorted(found)]


def _instance(cls: type[BaseException]) -> BaseException:
    """An instance of *cls* with every field it has set to something other than its default."""
    if issubclass(cls, RecordError):
        return cls("B bets five: not a whole number", law="1882:55", step=3, text="B bets five", ruled=("A antes 3",), field=("antes", "E"))
    if issubclass(cls, PokerLawError):
        return cls("his hand is foul", law="foster:4")
    if issubclass(cls, LawFileError):
        return cls(Path("laws/1882/71.yaml"), 12, "an unknown field")
    if issubclass(cls, UnknownLaw):
        return cls("1882:99", ["1882:81"], "1882 (52-81)")
    if cls.__name__ == "UnknownRuling":
        return cls("1882:60", "R9", 4)
    if cls.__name__ == "EmendationNotFound":
        return cls(2, pokerlaws.law("1882:78").emendations[0], 0)
    if cls.__name__ == "ExampleFailed":
        return cls(["1882:71, example 1: gives '1', not '2'"])
    signature = inspect.signature(cls.__init__)
    params = [p for p in list(signature.parameters.values())[1:] if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if cls.__init__ is BaseException.__init__ or not params:
        return cls("what went wrong")
    raise AssertionError(f"{cls.__qualname__} takes arguments this test does not know: {signature}: add it to _instance")


def _fields(error: BaseException) -> dict[str, object]:
    return {"type": type(error), "str": str(error), "args": error.args, **vars(error)}


CLASSES = _exception_classes()


def test_the_package_has_its_exceptions_found() -> None:
    names = {cls.__name__ for cls in CLASSES}
    assert {"RecordError", "LawFileError", "UnknownLaw", "InvalidCard", "SettingError", "MentionError"} <= names


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: f"{cls.__module__}.{cls.__qualname__}")
def test_every_exception_pickles_with_its_fields(cls: type[BaseException]) -> None:
    error = _instance(cls)
    clone = pickle.loads(pickle.dumps(error))
    assert _fields(clone) == _fields(error)


def _raise_record_error() -> None:
    raise RecordError("B bets five", law="1882:55", step=3, text="B bets five", field="actions")


def _raise_unknown_law() -> None:
    pokerlaws.law("1882:99")


@pytest.mark.parametrize("call", [_raise_record_error, _raise_unknown_law])
def test_an_exception_raised_in_a_process_pool_reaches_the_caller_whole(call) -> None:  # noqa: ANN001
    with ProcessPoolExecutor(1) as pool:
        future = pool.submit(call)
        with pytest.raises((RecordError, UnknownLaw)) as caught:
            future.result(timeout=60)
    error = caught.value
    local = None
    try:
        call()
    except (RecordError, UnknownLaw) as exc:
        local = exc
    assert _fields(error) == _fields(local)
