"""The law marks of pytest (``@pytest.mark.law``, ``--law-report``), as another project meets them.

Each test runs pytest in a directory of its own (``pytester``), in this process: a fresh
configuration, which loads the plugin from its ``pytest11`` entry point as it does for a project
that installs pokerlaws, and to which none of this project's ``addopts`` applies (the directory
has no configuration file). The run under xdist is a process of its own with workers of their
own, each reading the edition: it is slow, and the everyday tier checks the same report without
xdist (the plugin builds it from the reports' ``user_properties`` either way; xdist only carries
them from the workers).
"""

from __future__ import annotations

import re

import pytest

from pokerlaws.citecheck.pins import unit_pin
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.sources import SOURCES

pytest_plugins = ["pytester"]

STALE = "0000aa"
"""A pin of the right form that is the pin of none of the units the tests pin."""

REPORT_HEAD = "units of the laws covered by the tests that ran (@pytest.mark.law):"


def pin(unit_id: str) -> str:
    return unit_pin(default_corpus().laws[unit_id])


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """pytest ARGS in the pytester's directory, in this process."""
    return pytester.runpytest_inprocess(*args)


# Tests of a project that cover units by marks on the test, on the module and on a class;
# each unit's line in the report below says how many of them ran and how they ended.
COVERING = {
    "test_show": """
        import pytest

        @pytest.mark.law("1882:60")
        def test_show_for_less():
            pass

        @pytest.mark.law("1882:59")
        def test_settle_passes():
            pass

        @pytest.mark.law("1882:59", "1882:61")
        def test_settle_fails():
            assert False

        @pytest.mark.skip(reason="not yet")
        @pytest.mark.law("1882:58")
        def test_skipped():
            pass

        def test_unmarked():
            pass
    """,
    "test_scope": """
        import pytest

        pytestmark = pytest.mark.law("foster:9")

        def test_module_mark_alone():
            pass

        @pytest.mark.law("foster:8")
        def test_module_mark_and_own():
            pass

        @pytest.mark.law("1895:24")
        class TestClassMark:
            def test_class_mark(self):
                pass

            @pytest.mark.law("1895:24")
            def test_class_mark_again(self):
                pass
    """,
}

COVERED = {
    "1882:58": "1 test (1 skipped)",
    "1882:59": "2 tests (1 passed, 1 failed)",
    "1882:60": "1 test (1 passed)",
    "1882:61": "1 test (1 failed)",
    "foster:8": "1 test (1 passed)",
    # the module's mark reaches the tests of its class as well as its functions
    "foster:9": "4 tests (4 passed)",
    # a unit that a test's own mark repeats from its class is one test of it, not two
    "1895:24": "2 tests (2 passed)",
}


def expected_report() -> list[str]:
    """The report of ``COVERING`` (each run of white space as one space): every unit of the
    edition is either covered, with its count, or named as not covered."""
    corpus = default_corpus()
    lines = []
    for source in SOURCES:
        ids = [unit.id for unit in corpus.units(source)]
        covered = [unit_id for unit_id in ids if unit_id in COVERED]
        lines.append(f"{source}: {len(covered)} of {len(ids)} units covered")
        lines += [f"{unit_id} {COVERED[unit_id]}" for unit_id in covered]
        lines.append("not covered: " + ", ".join(unit_id for unit_id in ids if unit_id not in COVERED))
    lines.append(f"{len(COVERED)} of {len(corpus.laws)} units covered")
    return lines


def report_of(result: pytest.RunResult) -> list[str]:
    lines = result.stdout.lines
    assert REPORT_HEAD in lines, result.stdout.str()
    start = lines.index(REPORT_HEAD) + 1
    end = next(i for i in range(start, len(lines)) if re.fullmatch(r"\d+ of \d+ units covered", lines[i]))
    return [" ".join(line.split()) for line in lines[start : end + 1]]


def test_the_report_counts_the_tests_of_each_unit_by_how_they_ended(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(**COVERING)
    # --strict-markers: a project that rejects unknown marks accepts law
    result = run(pytester, "-p", "no:xdist", "--strict-markers", "--law-report")
    result.assert_outcomes(passed=7, failed=1, skipped=1)
    assert report_of(result) == expected_report()


@pytest.mark.slow
def test_the_report_is_the_same_under_xdist(pytester: pytest.Pytester) -> None:
    """The controller collects no test: it knows a test's units only from the
    ``user_properties`` of the reports its workers send, so a right report shows they travel.
    The controller and its workers are processes of their own, as a project runs them."""
    pytester.makepyfile(**COVERING)
    result = pytester.runpytest_subprocess("-n", "2", "--strict-markers", "--law-report", timeout=120)
    result.stdout.fnmatch_lines(["created: 2/2 workers"])
    result.assert_outcomes(passed=7, failed=1, skipped=1)
    assert report_of(result) == expected_report()


def test_a_pin_that_no_longer_matches_fails_the_test_before_it_runs(pytester: pytest.Pytester) -> None:
    assert STALE not in {pin("1882:63"), pin("1882:65")}, "choose another stale pin"
    pytester.makepyfile(test_pins=f"""
        import pytest

        @pytest.mark.law("1882:62", text="{pin("1882:62")}")
        def test_current_pin():
            pass

        @pytest.mark.law("1882:63", text="{STALE}")
        def test_stale_pin():
            raise AssertionError("the body of a test with a stale pin ran")

        @pytest.mark.law("1882:64", "1882:65", text={{"1882:64": "{pin("1882:64")}", "1882:65": "{pin("1882:65")}"}})
        def test_current_pins_of_two():
            pass

        @pytest.mark.law("1882:64", "1882:65", text={{"1882:64": "{pin("1882:64")}", "1882:65": "{STALE}"}})
        def test_one_of_two_pins_stale():
            raise AssertionError("the body of a test with a stale pin ran")
    """)
    result = run(pytester, "-p", "no:xdist")
    # a failure before the test runs is an error of its setup, not a failure of the test
    result.assert_outcomes(passed=2, errors=2)
    result.stdout.fnmatch_lines(["*ERROR at setup of test_stale_pin*", "*ERROR at setup of test_one_of_two_pins_stale*"])
    out = result.stdout.str()
    assert "the body of a test with a stale pin ran" not in out
    assert (f"1882:63 changed since test_pins.py::test_stale_pin was reviewed against it "
            f"(pinned {STALE}, now {pin('1882:63')})") in out
    assert (f"1882:65 changed since test_pins.py::test_one_of_two_pins_stale was reviewed against it "
            f"(pinned {STALE}, now {pin('1882:65')})") in out
    assert "1882:64 changed" not in out
    # marked tests alone do not print the report: it is asked for
    assert REPORT_HEAD not in result.stdout.lines


def test_a_mark_that_names_no_unit_fails_the_collection_and_nothing_runs(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        # a module whose marks are good, whose test would pass if any test ran
        test_good="""
            import pytest

            @pytest.mark.law("1882:60")
            def test_good():
                pass
        """,
        test_unknown="""
            import pytest

            @pytest.mark.law("1882:99")
            def test_no_such_law():
                pass

            def test_unmarked():
                pass
        """,
        test_malformed="""
            import pytest

            @pytest.mark.law("1882-60")
            def test_dash():
                pass

            @pytest.mark.law("1882:060")
            def test_leading_zero():
                pass
        """,
        test_no_id="""
            import pytest

            @pytest.mark.law()
            def test_no_id():
                pass
        """,
        # a list where the ids should be given one by one
        test_list="""
            import pytest

            @pytest.mark.law(["1882:60"], text="abcdef")
            def test_list():
                pass
        """,
        test_bad_pins="""
            import pytest

            @pytest.mark.law("1882:60", text="3F2A9C")
            def test_upper_case_pin():
                pass

            @pytest.mark.law("1882:60", text={"1882:61": "3f2a9c"})
            def test_pin_of_another_unit():
                pass
        """,
        # a misspelt keyword: the test would run unpinned (issue 29, item 26)
        test_misspelt="""
            import pytest

            @pytest.mark.law("1882:60", txt="3f2a9c")
            def test_txt():
                pass
        """,
    )
    result = run(pytester, "-p", "no:xdist", "--law-report")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.assert_outcomes(errors=6)
    result.stdout.fnmatch_lines(["*Interrupted: 6 errors during collection*"])
    said = result.stdout.lines
    for start, end in [
        ("test_unknown.py::test_no_such_law: @pytest.mark.law('1882:99') names no unit of the edition, which holds ",
         "; nearest: 1882:81"),
        ("test_malformed.py::test_dash: @pytest.mark.law('1882-60') names no unit of the edition", ""),
        ("test_malformed.py::test_leading_zero: @pytest.mark.law('1882:060') names no unit", "; nearest: 1882:60"),
        ("test_no_id.py::test_no_id: @pytest.mark.law needs at least one unit id", ""),
        ("test_list.py::test_list: @pytest.mark.law(['1882:60']) names no unit", ""),
        ("test_bad_pins.py::test_upper_case_pin: the pin of 1882:60, '3F2A9C', is not 6 to 64 lower-case hex digits", ""),
        ("test_bad_pins.py::test_pin_of_another_unit: text= pins '1882:61', which the mark does not cite", ""),
        ("test_misspelt.py::test_txt: @pytest.mark.law takes the ids and text= only, not txt=", "did you mean text=?"),
    ]:
        assert any(line.startswith(start) and line.endswith(end) for line in said), (start, result.stdout.str())
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()
    # with no test run, no unit is covered, not even the good module's
    assert report_of(result)[-1] == f"0 of {len(default_corpus().laws)} units covered"


def test_the_mark_is_registered(pytester: pytest.Pytester) -> None:
    result = run(pytester, "--markers")
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(["@pytest.mark.law(*ids, text=None): the units of the laws the test checks*"])
