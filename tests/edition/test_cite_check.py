"""``pokerlaws cite-check`` on another project's tree: what it finds, what it reports, ``--update``.

The trees are in ``tests/cite_tree/`` (see its README): ``faulty/`` has 20
citations in code, tests and notes, of which the nine below are faulty;
``clean/`` has none faulty.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import pytest
from helpers import ROOT
from helpers.cite_trees import render

import pokerlaws
from pokerlaws.citecheck.pins import unit_pin
from pokerlaws.cli import main
from pokerlaws.edition.corpus import default_corpus

# cite-check: off (the faults of the fixture, named)
FAULTY = {
    ("engine.py", 14, "stale"),       # @implements("1882:76", text="0000aa")
    ("engine.py", 19, "no-unit"),     # @implements("1882:99")
    ("engine.py", 29, "stale"),       # 1882:71 pinned 0000aa in the lock
    ("engine.py", 34, "no-source"),   # 1883:60
    ("NOTES.md", 4, "outside"),       # laws 80–85 of 1882
    ("NOTES.md", 5, "no-unit"),       # foster:12
    ("NOTES.md", 7, "no-unit"),       # a bare law 99
    ("test_engine.py", 14, "stale"),  # law("foster:4", text="abc123")
    ("test_engine.py", 16, "outside"),  # laws 1-3 of 1895
}
NEAREST = {("engine.py", 19): "1882:81", ("engine.py", 34): "1882:60", ("NOTES.md", 5): "foster:9", ("NOTES.md", 7): "1882:81"}
# cite-check: on


def cite_check(capsys, *args: str) -> tuple[int, str, str]:
    status = main(["cite-check", *args])
    out, err = capsys.readouterr()
    return status, out, err


def fault_lines(out: str) -> set[tuple[str, int, str]]:
    found = set()
    for line in out.splitlines():
        match = re.match(r"(.+?):(\d+):\d+: ([a-z-]+): ", line)
        if match:
            found.add((match[1], int(match[2]), match[3]))
    return found


@pytest.fixture
def faulty(tmp_path, monkeypatch) -> Path:
    tree = render("faulty", tmp_path)
    monkeypatch.chdir(tree)
    return tree


@pytest.fixture
def clean(tmp_path, monkeypatch) -> Path:
    tree = render("clean", tmp_path)
    monkeypatch.chdir(tree)
    return tree


def test_reports_exactly_the_faulty_citations_in_text(faulty, capsys):
    status, out, err = cite_check(capsys)
    assert status == 1
    assert fault_lines(out) == FAULTY
    assert out.splitlines()[-1] == "cite-check: 9 faulty of 20 citations in 3 files"
    assert "1882:999" not in out and "1882:98" not in out and "1882:97" not in out
    assert err == ""


def test_reports_exactly_the_faulty_citations_in_json(faulty, capsys):
    status, out, _ = cite_check(capsys, "--format", "json")
    assert status == 1
    report = json.loads(out)
    assert report["files"] == 3 and len(report["citations"]) == 20
    assert {(f["path"], f["line"], f["fault"]) for f in report["faults"]} == FAULTY
    assert {(f["path"], f["line"]): f["nearest"] for f in report["faults"] if f["nearest"]} == NEAREST
    flagged = {(c["path"], c["line"], c["fault"]) for c in report["citations"] if c["fault"]}
    assert flagged == FAULTY


def test_a_stale_pin_names_the_object_reviewed_and_the_pins(faulty, capsys):
    _, out, _ = cite_check(capsys)
    corpus = default_corpus()
    assert (f"1882:76 changed since engine.share was reviewed against it (pinned 0000aa inline, now "
            f"{unit_pin(corpus.laws['1882:76'])})") in out
    assert "1882:71 changed since engine.sequence was reviewed against it (pinned 0000aa in pokerlaws.lock" in out
    assert "foster:4 changed since test_engine.py::test_cards was reviewed against it" in out
    assert "laws 80–85 of 1882 runs outside 1882, whose units are 52-81" in out


def test_the_clean_tree_passes(clean, capsys):
    status, out, err = cite_check(capsys)
    assert (status, err) == (0, "")
    assert out == "cite-check: 10 citations in 3 files, none faulty\n"
    status, out, _ = cite_check(capsys, "--format", "json")
    assert status == 0 and json.loads(out)["faults"] == []


def test_update_pins_the_reviewed_texts_and_leaves_the_other_faults(faulty, capsys):
    engine = faulty / "engine.py"
    engine.chmod(0o640)
    before = engine.read_text(encoding="utf-8")
    status, out, _ = cite_check(capsys, "--update")
    corpus = default_corpus()
    assert status == 1
    assert out.splitlines()[0] == "pinned 3 citations in pokerlaws.lock; rewrote 2 inline pins"
    assert fault_lines(out) == {f for f in FAULTY if f[2] != "stale"}
    after = engine.read_text(encoding="utf-8")
    assert f'@implements("1882:76", text="{unit_pin(corpus.laws["1882:76"])}")' in after
    # the rest of the file is as it was, and so is its mode
    assert after.replace(unit_pin(corpus.laws["1882:76"]), "0000aa") == before
    assert stat.S_IMODE(engine.stat().st_mode) == 0o640
    assert f'law("foster:4", text="{unit_pin(corpus.laws["foster:4"])}")' in (faulty / "test_engine.py").read_text()
    lock = json.loads((faulty / "pokerlaws.lock").read_text())["pins"]
    assert lock == {
        "engine.rank": {"file": "engine.py", "units": {"1882:65": unit_pin(corpus.laws["1882:65"])}},
        "engine.sequence": {"file": "engine.py", "units": {"1882:71": unit_pin(corpus.laws["1882:71"])}},
        "test_engine.py::test_blind": {"file": "test_engine.py", "units": {"1895:35": unit_pin(corpus.laws["1895:35"])}},
    }
    # a second update changes nothing
    status, out, _ = cite_check(capsys, "--update")
    assert out.splitlines()[0] == "pinned 3 citations in pokerlaws.lock; rewrote 0 inline pins"


def test_require_pins_and_update(clean, capsys):
    status, out, _ = cite_check(capsys, "--require-pins")
    assert status == 1
    assert fault_lines(out) == {("test_engine.py", 4, "unpinned")}
    assert "test_engine.py::test_blind cites 1895:35 without a pin" in out
    assert cite_check(capsys, "--require-pins", "--update")[0] == 0
    assert cite_check(capsys, "--require-pins")[0] == 0


def test_gitignore_is_followed_but_a_file_named_is_read(faulty, capsys):
    status, out, _ = cite_check(capsys, "build/generated.md")
    assert status == 1 and "build/generated.md:1:1: no-unit: 1882:999" in out
    status, out, _ = cite_check(capsys, "--exclude", "NOTES.md", "--exclude", "test_*.py")
    assert {f[0] for f in fault_lines(out)} == {"engine.py"}


def test_what_cannot_be_checked_is_status_2(faulty, capsys):
    status, _, err = cite_check(capsys, "no/such/dir")
    assert status == 2 and "no/such/dir" in err and "Traceback" not in err
    (faulty / "pokerlaws.lock").write_text('{"pins": {\n  "engine.rank": {"file": "engine.py", "units": {"1882:65": "xyz"}}\n}}\n')
    status, _, err = cite_check(capsys)
    assert status == 2 and "pokerlaws.lock, line 2" in err and "'xyz'" in err
    (faulty / "pokerlaws.lock").write_text('{"pins": [}\n')
    status, _, err = cite_check(capsys)
    assert status == 2 and "pokerlaws.lock, line 1: is not JSON" in err
    (faulty / "pyproject.toml").write_text('[tool.pokerlaws.cite-check]\npaths = "src"\n')
    status, _, err = cite_check(capsys, "--no-lock")
    assert status == 2 and "paths must be a list of strings" in err
    (faulty / "pyproject.toml").write_text("[tool.pokerlaws.cite-check]\nsource = 'foster'\nlock = 'none.lock'\n")
    status, out, _ = cite_check(capsys, "--source", "1999")
    assert status == 2
    status, out, _ = cite_check(capsys)  # a bare law 99 under foster is foster's, nearest foster:9  cite-check: ignore
    assert "law 99 names no unit of the edition (foster has 1-9); nearest: foster:9" in out


def test_a_file_that_cannot_be_read_as_asked_is_said_and_read_otherwise(faulty, capsys):
    (faulty / "broken.py").write_text("def f(:\n    # see 1882:99\n", encoding="utf-8")
    (faulty / "latin.txt").write_bytes("law 60 of 1882 \xe9".encode("latin-1"))
    status, out, err = cite_check(capsys)
    assert "broken.py: is not valid Python (line 1): read as plain text" in err
    assert "latin.txt: skipped: not UTF-8 text" in err
    assert ("broken.py", 2, "no-unit") in fault_lines(out)
    status, _, err = cite_check(capsys, "latin.txt")
    assert status == 2 and "latin.txt, line 1: not UTF-8" in err


def test_a_file_with_crlf_line_ends_keeps_them_on_update(faulty, capsys):
    path = faulty / "engine.py"
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    cite_check(capsys, "--update")
    raw = path.read_bytes()
    assert raw.count(b"\r\n") == raw.count(b"\n") > 30
    assert b'text="0000aa"' not in raw


PAGE = ROOT / "docs" / "citing.md"
_BLOCK = re.compile(r"<!-- tree: (\w+) -->\n```console\n(.*?)```", re.S)
_PIN = re.compile(r"\b[0-9a-f]{6}\b")


def test_the_citing_page_runs_as_shown(tmp_path):
    """Each console session on "Citing the laws from your code" gives what the page shows, run in
    the fixture tree it names (pins aside: they are today's, and the page's may be older)."""
    import subprocess
    import sys

    blocks = _BLOCK.findall(PAGE.read_text(encoding="utf-8"))
    assert len(blocks) >= 4
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    for number, (tree, session) in enumerate(blocks):
        where = render(tree, tmp_path / str(number))
        commands = re.split(r"^\$ (.*)\n", session, flags=re.M)[1:]
        for command, shown in zip(commands[::2], commands[1::2]):
            got = subprocess.run(command, shell=True, cwd=where, env=env, capture_output=True, text=True, timeout=120)
            assert _PIN.sub("PIN", got.stdout + got.stderr) == _PIN.sub("PIN", shown), command


def test_update_changes_nothing_when_a_file_to_rewrite_is_read_only(faulty, capsys):
    engine, lock = faulty / "engine.py", faulty / "pokerlaws.lock"
    before = (engine.read_text(), lock.read_text())
    engine.chmod(0o444)
    status, _, err = cite_check(capsys, "--update")
    assert status == 2 and err.startswith("pokerlaws: error: cite-check: --update: engine.py, line 14: is read-only")
    assert (engine.read_text(), lock.read_text()) == before


@pytest.mark.parametrize("fails", ["its temporary file", "its replacement"])
def test_update_is_all_or_nothing_when_a_later_file_cannot_be_written(faulty, capsys, monkeypatch, fails):
    # the lock and engine.py were rewritten before test_engine.py was found unwritable (a directory
    # that cannot take a new file, a full disk): now every file is written aside first, then all
    # replace theirs; a replacement that fails puts back those before it
    import tempfile

    files = [faulty / name for name in ("pokerlaws.lock", "engine.py", "test_engine.py")]
    before = [path.read_bytes() for path in files]
    if fails == "its temporary file":
        real = tempfile.mkstemp

        def mkstemp(*args, **kwargs):
            if kwargs.get("prefix", "").startswith(".test_engine.py"):
                raise PermissionError(13, "Permission denied")
            return real(*args, **kwargs)

        monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    else:
        real = os.replace

        def replace(source, target, *args, **kwargs):
            if str(target).endswith("test_engine.py"):
                raise OSError(16, "Device or resource busy")
            return real(source, target, *args, **kwargs)

        monkeypatch.setattr(os, "replace", replace)
    status, _, err = cite_check(capsys, "--update")
    assert status == 2 and err.startswith("pokerlaws: error: cite-check: --update: test_engine.py: cannot rewrite its pins: ")
    assert err.rstrip().endswith("(no file is changed)")
    assert [path.read_bytes() for path in files] == before
    assert sorted(p.name for p in faulty.iterdir() if p.name.endswith(".tmp")) == []


# cite-check: off (the files below are faulty on purpose)
def test_only_pokerlaws_implements_is_read_under_any_name(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ours.py").write_text(
        "from pokerlaws.citations import implements as cites\nimport pokerlaws.citations as pc\n\n"
        '@cites("1882:99")\ndef a(): pass\n\n@pc.implements("1882:98")\ndef b(): pass\n'
    )
    (tmp_path / "theirs.py").write_text('from zope.interface import implements\n\n@implements("IFoo")\nclass C: pass\n')
    status, out, _ = cite_check(capsys, "--no-lock")
    assert status == 1 and fault_lines(out) == {("ours.py", 4, "no-unit"), ("ours.py", 7, "no-unit")}


def test_a_byte_order_mark_changes_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    source = 'from pokerlaws.citations import implements\n\n@implements("1882:60", text="000000")\ndef f(): pass\n'
    (tmp_path / "a.py").write_bytes(b"\xef\xbb\xbf" + source.encode())
    (tmp_path / "b.md").write_bytes(b"\xef\xbb\xbf1882:99\n")
    status, out, err = cite_check(capsys, "--no-lock")
    assert err == "" and fault_lines(out) == {("a.py", 3, "stale"), ("b.md", 1, "no-unit")}
    assert "b.md:1:1:" in out
    cite_check(capsys, "--update")
    raw = (tmp_path / "a.py").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf") and b'text="000000"' not in raw and b"text=\"" in raw


def test_a_wrong_year_in_prose_is_no_source(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "n.md").write_text("law 60 of 1883\nrule 35 (1896)\nlaws 53, 99 of 1882\n")
    _, out, _ = cite_check(capsys, "--no-lock")
    assert fault_lines(out) == {("n.md", 1, "no-source"), ("n.md", 2, "no-source"), ("n.md", 3, "no-unit")}
    assert "n.md:3:10: no-unit: laws 99 of 1882 names no unit" in out
# cite-check: on


def test_a_tree_deeper_than_the_recursion_limit_is_walked(tmp_path, monkeypatch, capsys):
    import sys

    monkeypatch.chdir(tmp_path)
    for _ in range(sys.getrecursionlimit() + 50):  # made a level at a time: makedirs recurses too
        os.mkdir("d")
        os.chdir("d")
    Path("n.md").write_text("law 60 of 1882\n")
    monkeypatch.chdir(tmp_path)
    try:
        status, out, _ = cite_check(capsys, "--no-lock")
    finally:  # taken down a level at a time too: pytest's own clean-up of tmp_path recurses
        for _ in range(sys.getrecursionlimit() + 50):
            os.chdir("d")
        os.remove("n.md")
        for _ in range(sys.getrecursionlimit() + 50):
            os.chdir("..")
            os.rmdir("d")
        monkeypatch.chdir(tmp_path)
    assert status == 0 and out == "cite-check: 1 citation in 1 file, none faulty\n"


@pytest.mark.parametrize(("args", "config", "said"), [
    (["--lock", ""], "", "--lock '' names nothing"),
    (["--source", ""], "", "--source '' names nothing"),
    (["--exclude", ""], "", "--exclude '' names nothing"),
    (["--no-lock", "--lock", "x.lock"], "", "contradict"),
    ([], "[tool]\npokerlaws = 'x'\n", "is not a table"),
    ([], "tool = 1\n", "is not a table"),
    ([], "[tool.pokerlaws.cite-check]\npaths = []\n", "paths must be a list of strings, none empty"),
    ([], "[tool.pokerlaws.cite-check]\nlock = ''\n", "lock must be a string, not empty"),
    ([], "[tool.pokerlaws.cite-check]\nsource = '1883'\n", "[tool.pokerlaws.cite-check] source in pyproject.toml '1883'"),
    ([], "[tool.pokerlaws.cite-check]\nbogus = 1\n", "has no setting 'bogus'"),
])
def test_settings_that_name_nothing_are_refused(tmp_path, monkeypatch, capsys, args, config, said):
    monkeypatch.chdir(tmp_path)
    if config:
        (tmp_path / "pyproject.toml").write_text(config)
    status, out, err = cite_check(capsys, *args)
    assert (status, out) == (2, "") and said in err and "Traceback" not in err


def test_a_lock_nested_too_deep_is_refused(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pokerlaws.lock").write_text("[" * 100_000)
    status, _, err = cite_check(capsys)
    assert status == 2 and "nested too deep" in err


def test_the_lock_keeps_its_mode_and_a_file_named_twice_is_read_once(faulty, capsys):
    lock = faulty / "pokerlaws.lock"
    lock.chmod(0o644)
    cite_check(capsys, "--update")
    assert stat.S_IMODE(lock.stat().st_mode) == 0o644
    status, out, _ = cite_check(capsys, "NOTES.md", "./NOTES.md", ".")
    assert out.splitlines()[-1].endswith("of 20 citations in 3 files")


# --- issue 29, item 16: JSON that any reader accepts, for file names that are not UTF-8


def test_json_names_a_file_not_in_utf8_so_that_any_reader_takes_it_and_it_maps_back(tmp_path) -> None:  # noqa: ANN001
    import json as json_module
    import os
    import re
    import subprocess
    import sys
    import urllib.parse

    name = os.fsencode("r\udce9cord.py")  # b"r\xe9cord.py": Latin-1, not UTF-8
    (tmp_path / os.fsdecode(name)).write_text("# see 1882:99\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pokerlaws.cli", "cite-check", "--format", "json", "."], cwd=tmp_path, capture_output=True, timeout=120)
    assert done.returncode == 1
    text = done.stdout.decode("utf-8")  # strict: the bytes are UTF-8
    assert not re.search(r"\\ud[89a-f][0-9a-f]{2}", text, re.IGNORECASE)  # no lone surrogate, escaped or not
    fault = json_module.loads(text)["faults"][0]
    assert fault["path"] == "r\ufffdcord.py"
    assert urllib.parse.unquote_to_bytes(fault["path_bytes"]) == name
    assert (tmp_path / os.fsdecode(urllib.parse.unquote_to_bytes(fault["path_bytes"]))).exists()


# --- issue 29, item 14: .gitignore files read as git reads them, compared with git itself

_GIT_TREES = {
    "a negation in a nested directory": {
        ".gitignore": "**/vendor/\n", "a/.gitignore": "!vendor\n", "a/vendor/x.py": "", "b/vendor/y.py": "", "c.py": "",
    },
    "lines git takes for no pattern": {".gitignore": "!\n\\\n[z-a]\nq.py\n", "q.py": "", "r.py": "", "s.md": ""},
    "carriage returns": {"b/.gitignore": "x.py\r\ny.py\r", "b/x.py": "", "b/y.py": "", "b/z.py": "", "d/.gitignore": "one.py\rtwo.py\r", "d/one.py": "", "d/two.py": ""},
    "the last pattern wins, a deeper file over a shallower": {
        ".gitignore": "*.md\n!keep.md\n", "keep.md": "", "drop.md": "", "sub/.gitignore": "keep.md\n!drop.md\n", "sub/keep.md": "", "sub/drop.md": "",
    },
    "a directory excluded cannot be re-included below": {".gitignore": "out/\n!out/in.py\n", "out/in.py": "", "out/x.py": "", "in.py": ""},
    "anchored and unanchored patterns": {".gitignore": "/top.py\nmid/*.py\n", "top.py": "", "sub/top.py": "", "mid/a.py": "", "x/mid/a.py": ""},
    # a .gitignore that is a symbolic link is not read by git (it warns, and takes it for absent)
    ".gitignore files that are symbolic links": {
        "ignores": "*.py\n", ".gitignore": "->ignores", "a.py": "", "sub/.gitignore": "->../ignores", "sub/b.py": "", "sub/deeper/c.py": "",
    },
}
"""Trees, each file with its text; a text ``->TARGET`` makes the file a symbolic link to TARGET."""


@pytest.mark.parametrize("tree", _GIT_TREES, ids=list(_GIT_TREES))
def test_the_files_read_are_those_git_reads(tree: str, tmp_path) -> None:  # noqa: ANN001
    import shutil
    import subprocess

    from pokerlaws.citecheck.scan import PYTHON, TEXT, files_under

    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    for name, text in _GIT_TREES[tree].items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        if text.startswith("->"):
            (tmp_path / name).symlink_to(text[2:])
        else:
            (tmp_path / name).write_bytes(text.encode("utf-8"))
    folders = sorted(p for p in tmp_path.iterdir() if p.is_dir() and p.name != ".git")
    for top in (tmp_path, *folders):  # the tree, and each folder of it alone (that git does not ignore whole)
        if top != tmp_path and subprocess.run(["git", "check-ignore", "-q", top.name], cwd=tmp_path).returncode == 0:
            continue
        listed = subprocess.run(["git", "ls-files", "--others", "--exclude-standard", "-z"], cwd=top, capture_output=True, check=True).stdout
        by_git = sorted(name for name in listed.decode("utf-8").split("\0") if name.endswith(PYTHON + TEXT))
        ours = sorted(path.relative_to(top).as_posix() for path in files_under(top, root=top))
        assert ours == by_git, top


def test_an_exclude_git_could_match_nothing_by_is_a_usage_error(tmp_path) -> None:  # noqa: ANN001
    from helpers.cli import run_cli

    (tmp_path / "a.py").write_text("# see 1882:60\n", encoding="utf-8")
    result = run_cli("cite-check", "--exclude", "[z-a]", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 2 and "[z-a]" in result.stderr and "internal error" not in result.stderr


# cite-check: off (rulings that are none, on purpose)
def test_a_ruling_cited_in_a_comment_is_checked_to_exist(tmp_path, monkeypatch, capsys):
    """Issue 30: ``1882:60 R2`` in someone's code names the unit's second editorial ruling; ``R9`` is none."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pool.py").write_text(
        "# the short player's own stake comes back to him: 1882:60 R2\n"
        "# and several shows, as 1882:60 R9 has it\n"
        "def settle(pool):  # per 1882:52 R1\n"
        "    return pool\n"
    )
    status, out, _ = cite_check(capsys, "--no-lock", "--format", "json")
    report = json.loads(out)
    assert status == 1
    assert [(c["line"], c["written"], c["ruling"], c["fault"]) for c in report["citations"]] == [
        (1, "1882:60 R2", 2, None),
        (2, "1882:60 R9", 9, "no-ruling"),
        (3, "1882:52 R1", 1, "no-ruling"),
    ]
    last = len(pokerlaws.law("1882:60").rulings)
    assert [f["nearest"] for f in report["faults"]] == [f"1882:60 R{last}", "1882:52"]
    _, out, _ = cite_check(capsys, "--no-lock")
    assert f"pool.py:2:25: no-ruling: 1882:60 R9 names no ruling of 1882:60, whose rulings are R1-R{last}; nearest: 1882:60 R{last}" in out
# cite-check: on
