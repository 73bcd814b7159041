"""The pre-commit hook (``.pre-commit-hooks.yaml``) in another project's tree.

The trees are ``tests/cite_tree/clean/`` and ``faulty/`` (see its README). The
hook is first run as pre-commit runs it, by its entry point in the tree's root
with no filenames; then by ``pre-commit try-repo`` itself, which installs this
repository into a virtualenv of its own (``pip install .``: the laws come from
the wheel) and so needs pre-commit, git and a package index. That takes seconds
per tree: the everyday tier runs it on the faulty tree (a failing hook, whose
output pre-commit shows), ``--all`` on the clean one too.
"""

from __future__ import annotations

import functools
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from helpers import ROOT
from helpers.cite_trees import render

from pokerlaws.edition.corpus import Corpus, default_corpus, laws_directory

MANIFEST = ROOT / ".pre-commit-hooks.yaml"

# what pre-commit's manifest schema knows (pre_commit.clientlib.MANIFEST_HOOK_DICT): a
# misspelt key is otherwise only warned about, and the hook runs without the setting
HOOK_KEYS = {
    "id", "name", "entry", "language", "alias", "files", "exclude", "types", "types_or", "exclude_types",
    "additional_dependencies", "args", "always_run", "fail_fast", "pass_filenames", "description",
    "language_version", "log_file", "minimum_pre_commit_version", "require_serial", "stages", "verbose",
}

CLEAN_SUMMARY = "cite-check: 10 citations in 3 files, none faulty"
FAULTY_SUMMARY = "cite-check: 9 faulty of 20 citations in 3 files"
SUMMARY = {"clean": CLEAN_SUMMARY, "faulty": FAULTY_SUMMARY}
STALE = "engine.py:14:13: stale: 1882:76 changed since engine.share was reviewed against it (pinned 0000aa inline"

IDENTITY = {"name": "Fixture Author", "email": "fixture@example.invalid", "date": "2000-01-01T00:00:00+00:00"}


@functools.cache
def edition() -> Corpus:
    """The laws of this checkout: those the hook's install carries, whatever ``$POKERLAWS_LAWS`` says."""
    laws = ROOT / "laws"
    return default_corpus() if laws_directory().resolve() == laws.resolve() else Corpus.load(laws)


def hook_env(**extra: str) -> dict[str, str]:
    """The environment of a commit in another project: none of this shell's settings for git, pre-commit or pokerlaws.

    A test run from inside a git hook inherits GIT_DIR and GIT_INDEX_FILE; SKIP or
    PRE_COMMIT_* would change what pre-commit runs; $POKERLAWS_LAWS would make the
    hook read another copy of the laws than it installed.
    """
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("GIT_", "PRE_COMMIT")) and key not in {"SKIP", "POKERLAWS_LAWS", "PYTHONPATH"}
    }
    env.update(
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_CONFIG_NOSYSTEM="1",
        GIT_AUTHOR_NAME=IDENTITY["name"],
        GIT_AUTHOR_EMAIL=IDENTITY["email"],
        GIT_AUTHOR_DATE=IDENTITY["date"],
        GIT_COMMITTER_NAME=IDENTITY["name"],
        GIT_COMMITTER_EMAIL=IDENTITY["email"],
        GIT_COMMITTER_DATE=IDENTITY["date"],
    )
    env.update(extra)
    return env


def git(*args: str, cwd: Path) -> str:
    command = [
        "git", "-c", f"user.name={IDENTITY['name']}", "-c", f"user.email={IDENTITY['email']}",
        "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", *args,
    ]
    result = subprocess.run(command, cwd=cwd, env=hook_env(), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"{shlex.join(command)} failed:\n{result.stdout}{result.stderr}"
    return result.stdout


def commit_all(tree: Path) -> Path:
    git("init", "-q", cwd=tree)
    git("add", "-A", cwd=tree)
    git("commit", "-q", "--no-verify", "-m", "the project as it is", cwd=tree)
    return tree


def the_hook() -> dict:
    hooks = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    assert isinstance(hooks, list) and [hook.get("id") for hook in hooks] == ["cite-check"]
    return hooks[0]


def test_the_manifest_declares_a_hook_that_checks_the_whole_tree_every_time():
    hook = the_hook()
    assert set(hook) <= HOOK_KEYS, f"keys pre-commit does not know: {sorted(set(hook) - HOOK_KEYS)}"
    assert hook["entry"] == "pokerlaws cite-check"
    assert hook["language"] == "python"
    assert isinstance(hook["name"], str) and hook["name"].startswith("cite-check")
    assert isinstance(hook["description"], str) and hook["description"].strip()
    # a pin goes stale when the edition changes, with no file of the project staged
    assert hook["pass_filenames"] is False and hook["always_run"] is True


@pytest.mark.parametrize(("tree", "status"), [("clean", 0), ("faulty", 1)])
def test_the_entry_run_as_pre_commit_runs_it(tree, status, tmp_path):
    hook = the_hook()
    command, *words = shlex.split(hook["entry"])
    # the console script this suite's pokerlaws installed, as the hook's own environment would have it
    script = shutil.which(command, path=str(Path(sys.executable).parent))
    assert script, f"no {command} console script beside {sys.executable}: pip install -e . first"
    project = render(tree, tmp_path, edition())
    result = subprocess.run(
        [script, *words, *hook.get("args", [])], cwd=project, env=hook_env(),
        capture_output=True, text=True, timeout=120,
    )
    assert (result.returncode, result.stderr) == (status, ""), result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == SUMMARY[tree]
    if tree == "faulty":
        assert STALE in result.stdout
    assert "1882:999" not in result.stdout


@pytest.fixture(scope="module")
def pre_commit_home(tmp_path_factory) -> Path:
    pytest.importorskip("pre_commit", reason="pre-commit is not installed: it is in the test extra (pip install -e '.[test]')")
    if shutil.which("git") is None:
        pytest.skip("git is not on PATH: pre-commit needs it")
    # try-repo builds the hook's environment in a temporary store of its own, so this
    # saves no build between the trees; it keeps pre-commit out of ~/.cache
    return tmp_path_factory.mktemp("pre-commit-home")


@pytest.fixture(scope="module")
def hook_repo(pre_commit_home, tmp_path_factory) -> Path:
    """This checkout as a repository whose HEAD is its working tree, files not yet added included.

    try-repo on the checkout itself would take the changes to tracked files but
    not a new file (.pre-commit-hooks.yaml, a module) until it is committed.
    """
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, env=hook_env(), capture_output=True, text=True, timeout=120,
    )
    if listed.returncode != 0:
        pytest.skip(f"{ROOT} is not a git checkout, which try-repo needs: {listed.stderr.strip()}")
    snapshot = tmp_path_factory.mktemp("hook-repo")
    for name in filter(None, listed.stdout.split("\0")):
        source = ROOT / name
        if source.is_file():  # a tracked file deleted in the working tree is left out, as git add -A would
            (snapshot / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, snapshot / name)
    return commit_all(snapshot)


# everyday: the hook's manifest, and its entry run on both trees as pre-commit would run it
# (test_the_entry_run_as_pre_commit_runs_it); try-repo first installs the hook's own environment, half a minute
@pytest.mark.slow
@pytest.mark.parametrize(("tree", "status"), [("clean", 0), ("faulty", 1)])
def test_pre_commit_try_repo_in_a_project_tree(tree, status, hook_repo, pre_commit_home, tmp_path):
    project = commit_all(render(tree, tmp_path, edition()))
    result = subprocess.run(
        [sys.executable, "-m", "pre_commit", "try-repo", str(hook_repo), "cite-check", "--all-files", "--color", "never"],
        cwd=project, env=hook_env(PRE_COMMIT_HOME=str(pre_commit_home)),
        capture_output=True, text=True, timeout=600,
    )
    output = result.stdout + result.stderr
    assert result.returncode == status, output
    verdict = [line for line in output.splitlines() if line.startswith(the_hook()["name"])]
    assert len(verdict) == 1, output
    if status == 0:
        assert verdict[0].endswith("Passed"), output
        # pre-commit shows a hook's output only when it fails
        assert CLEAN_SUMMARY not in output
    else:
        assert verdict[0].endswith("Failed") and "- exit code: 1" in output, output
        assert STALE in output and FAULTY_SUMMARY in output
    assert "1882:999" not in output
