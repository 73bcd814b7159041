"""What a worked example may reach: the limits and the confinement of the process that runs it.

A law file is code: its worked examples run as Python with the rights of whoever runs
``pokerlaws check`` or the tests. The runner in
[examples][pokerlaws.runtime.examples] keeps each example to its own process, and this
module holds what that process is given before the example's first line runs:

- **resource limits** (``setrlimit``): processor time, address space, the size of a
  file it writes, no core file, and a number of processes; where a ``pids`` cgroup can be
  made, one of its own counting its processes, root's too
  ([`process_limit`][pokerlaws.runtime.confine.process_limit]);
- **no capability** ([`drop_capabilities`][pokerlaws.runtime.confine.drop_capabilities]): run
  as root, it cannot ``chroot``, mount or trace, nor gain a capability back;
- **Landlock** (Linux 5.13 and later), which confines the process and everything it
  starts: it may write only in a fresh directory of its own (and to ``/dev/null``);
  from Linux 6.7 it may neither bind nor connect a TCP socket, and from 6.12 it may
  neither signal a process outside its own confinement (the worker, ``pokerlaws
  check``, another example) nor reach an abstract Unix socket outside it.

Where the kernel has no Landlock (another system, an older kernel), the limits still
hold and [`confinement`][pokerlaws.runtime.confine.confinement] says what is missing.
The worker itself is kept on a short leash from outside: its own session, a scrubbed
environment, the death signal of its parent, and every process an example started
killed when the example ends, and when the worker ends, however it ends (the worker is
the first process of a PID namespace of its own where the system allows one, see
[`new_pid_namespace`][pokerlaws.runtime.confine.new_pid_namespace]; else the process that
starts it is their "subreaper").

No library is used for Landlock: the one on PyPI (``landlock``, 1.0.0.dev5) is a
pre-release that handles the filesystem only, not signals or the network; the three
system calls are a few lines of ``ctypes``.
"""

from __future__ import annotations

import ctypes
import os
import resource
import sys
from pathlib import Path

MEMORY = 1 << 30
"""Bytes of address space an example may take beyond what its process holds when it starts (1 GiB)."""

FILE_SIZE = 64 << 20
"""The largest file an example may write, in bytes (64 MiB)."""

PROCESSES = 64
"""The most processes an example may have at once, itself included: held by a cgroup of its own
(``pids.max``, see [`process_limit`][pokerlaws.runtime.confine.process_limit]) where the system lets
the runner make one, whoever runs it; else by ``RLIMIT_NPROC``, which counts all the user's processes
and which the kernel does not hold root to."""

# prctl(2) and the Landlock ABI (linux/prctl.h, linux/landlock.h)
_PR_SET_PDEATHSIG = 1
_PR_SET_NO_NEW_PRIVS = 38
_PR_SET_CHILD_SUBREAPER = 36
_SYS_CREATE_RULESET, _SYS_ADD_RULE, _SYS_RESTRICT_SELF = 444, 445, 446
_CREATE_RULESET_VERSION = 1
_RULE_PATH_BENEATH = 1
_FS_WRITE_FILE, _FS_TRUNCATE, _FS_IOCTL_DEV = 1 << 1, 1 << 14, 1 << 15
_FS_WRITES_V1 = (
    _FS_WRITE_FILE | 1 << 4 | 1 << 5 | 1 << 6 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 10 | 1 << 11 | 1 << 12
)  # write, remove a directory or a file, make a device, directory, file, socket, FIFO, block device, symlink
_FS_REFER = 1 << 13
_NET_BIND_TCP, _NET_CONNECT_TCP = 1 << 0, 1 << 1
_SCOPE_ABSTRACT_UNIX_SOCKET, _SCOPE_SIGNAL = 1 << 0, 1 << 1


class _RulesetAttr(ctypes.Structure):
    _fields_ = [("handled_access_fs", ctypes.c_uint64), ("handled_access_net", ctypes.c_uint64), ("scoped", ctypes.c_uint64)]


class _PathBeneathAttr(ctypes.Structure):
    _pack_ = 1
    _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:
        return None


def landlock_abi() -> int:
    """The Landlock ABI version the kernel offers: 0 where it has none (not Linux, an older kernel, disabled).

    Examples:
        >>> landlock_abi() >= 0
        True
    """
    libc = _libc()
    if libc is None:
        return 0
    version = libc.syscall(_SYS_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(_CREATE_RULESET_VERSION))
    return max(int(version), 0)


def confinement() -> list[str]:
    """What the confinement of an example holds on this system, in a few words each (for the docs and the tests).

    Examples:
        >>> "resource limits" in confinement()
        True
    """
    abi = landlock_abi()
    held = ["resource limits"]
    if abi >= 1:
        held.append("writes only in its own directory")
    if abi >= 4:
        held.append("no TCP")
    if abi >= 6:
        held.append("no signal out")
    return held


def limit_resources(seconds: float) -> None:
    """Hold this process, and what it starts, to the limits of an example.

    Args:
        seconds: processor seconds it may use (the wall-clock limit of the example; the kernel
            ends it with ``SIGXCPU`` one second after, ``SIGKILL`` two).
    """
    cpu = int(seconds) + 1
    wanted = [(resource.RLIMIT_CPU, cpu, cpu + 1), (resource.RLIMIT_CORE, 0, 0), (resource.RLIMIT_FSIZE, FILE_SIZE, FILE_SIZE)]
    if hasattr(resource, "RLIMIT_NPROC"):
        wanted.append((resource.RLIMIT_NPROC, PROCESSES, PROCESSES))
    if hasattr(resource, "RLIMIT_AS"):
        held = _address_space()
        if held:
            wanted.append((resource.RLIMIT_AS, held + MEMORY, held + MEMORY))
    for which, soft, hard in wanted:
        old_soft, old_hard = resource.getrlimit(which)
        hard = hard if old_hard == resource.RLIM_INFINITY else min(hard, old_hard)
        try:
            resource.setrlimit(which, (min(soft, hard), hard))
        except (ValueError, OSError):  # a limit this system does not let us lower: the others still hold
            pass


def _address_space() -> int:
    """Bytes of address space this process holds now (0 where it cannot be read)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def confine(writable: str) -> int:
    """Confine this process and all it starts with Landlock: writes only beneath *writable* and to
    ``/dev/null``; no TCP (ABI 4); no signal or abstract socket outside (ABI 6).

    Args:
        writable: the directory the example may write in (its own, fresh).

    Returns:
        the Landlock ABI applied, 0 when the kernel has none (nothing is confined then).

    Raises:
        OSError: the kernel offers Landlock but refuses a rule (the example must not run unconfined).
    """
    abi = landlock_abi()
    libc = _libc()
    if abi < 1 or libc is None:
        return 0
    fs = _FS_WRITES_V1 | (_FS_REFER if abi >= 2 else 0) | (_FS_TRUNCATE if abi >= 3 else 0) | (_FS_IOCTL_DEV if abi >= 5 else 0)
    net = (_NET_BIND_TCP | _NET_CONNECT_TCP) if abi >= 4 else 0
    scoped = (_SCOPE_ABSTRACT_UNIX_SOCKET | _SCOPE_SIGNAL) if abi >= 6 else 0
    attr = _RulesetAttr(fs, net, scoped)
    size = ctypes.sizeof(_RulesetAttr) if abi >= 6 else (16 if abi >= 4 else 8)
    ruleset = libc.syscall(_SYS_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0))
    if ruleset < 0:
        raise OSError(ctypes.get_errno(), "Landlock refused the ruleset of an example")
    try:
        file_rights = _FS_WRITE_FILE | (_FS_TRUNCATE if abi >= 3 else 0)
        for path, rights in ((writable, fs), ("/dev/null", file_rights)):
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            try:
                rule = _PathBeneathAttr(rights, fd)
                if libc.syscall(_SYS_ADD_RULE, ruleset, _RULE_PATH_BENEATH, ctypes.byref(rule), 0) != 0:
                    raise OSError(ctypes.get_errno(), f"Landlock refused the rule for {path}")
            finally:
                os.close(fd)
        if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "no_new_privs could not be set")
        if libc.syscall(_SYS_RESTRICT_SELF, ruleset, 0) != 0:
            raise OSError(ctypes.get_errno(), "Landlock could not confine the example")
    finally:
        os.close(ruleset)
    return abi


def die_with_parent(signal_number: int, parent: int | None) -> bool:
    """Have the kernel send *signal_number* to this process when its parent (pid *parent*) ends, however
    it ends (Linux; ``SIGKILL`` too). Returns False where that cannot be asked; ends this process at
    once if the parent has already gone. *parent* None: the parent is outside this process's PID
    namespace (its pid cannot be seen), and the caller checks otherwise that it still runs."""
    libc = _libc()
    if libc is None or libc.prctl(_PR_SET_PDEATHSIG, signal_number, 0, 0, 0) != 0:
        return False
    if parent is not None and os.getppid() != parent:  # the parent ended before the request was made
        os._exit(1)
    return True


_CLONE_NEWUSER, _CLONE_NEWPID = 0x10000000, 0x20000000


def new_pid_namespace() -> bool:
    """Have the next process this one forks start a PID namespace of its own (Linux: ``unshare``), in a
    user namespace of its own first where this process is not privileged. The first child is then the
    namespace's ``init``: when it ends, however it ends, the kernel kills every process left in it, in
    a session of its own or not; and no process in it can signal it unless it asks for that signal.

    Returns:
        True if the next child will be the init of a new namespace; False where it cannot be had (not
        Linux, a container that forbids it): nothing is changed then.
    """
    libc = _libc()
    if libc is None:
        return False
    if libc.unshare(_CLONE_NEWPID) == 0:
        return True
    uid, gid = os.getuid(), os.getgid()
    if libc.unshare(_CLONE_NEWUSER) != 0:
        return False
    try:  # ourselves, as ourselves, in the user namespace (always allowed to the process that made it)
        for name, text in (("setgroups", "deny"), ("uid_map", f"{uid} {uid} 1"), ("gid_map", f"{gid} {gid} 1")):
            with open(f"/proc/self/{name}", "w", encoding="ascii") as mapping:
                mapping.write(text)
    except OSError:
        return False
    return libc.unshare(_CLONE_NEWPID) == 0


def adopt_orphans() -> bool:
    """Make this process the "subreaper" of what it starts (Linux): a process left by one of its children,
    even in a session of its own (``setsid``), becomes its child and can be killed. Returns False where
    that cannot be asked."""
    libc = _libc()
    return libc is not None and libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0


def process_limit(name: str) -> Path | None:
    """A cgroup of the ``pids`` controller made for one example (a directory *name* beside this
    process's own cgroup), its ``pids.max`` set to [`PROCESSES`][pokerlaws.runtime.confine.PROCESSES]:
    every process of the example, in a session of its own or not, counts, and a fork beyond fails
    (``BlockingIOError``), root or not. The example's process joins it ([`join`][pokerlaws.runtime.confine.join])
    before its first line runs; the worker removes it when the example has ended
    ([`remove`][pokerlaws.runtime.confine.remove]).

    Returns:
        the cgroup's directory; None where the system has no ``pids`` controller this process may
        write in (not Linux, a container, a user without the right): ``RLIMIT_NPROC`` is all that holds then.
    """
    for folder in _pids_folders():
        made = folder / name
        try:
            made.mkdir()
        except OSError:
            continue
        try:
            (made / "pids.max").write_text(str(PROCESSES), encoding="ascii")
        except OSError:
            remove(made)
            continue
        return made
    return None


def join(cgroup: Path) -> None:
    """Put this process (and so all it starts) in *cgroup*.

    Raises:
        OSError: the system refuses it (the example must not run without its limit).
    """
    (cgroup / "cgroup.procs").write_text("0", encoding="ascii")  # 0: the process that writes


def remove(cgroup: Path) -> None:
    """Remove *cgroup*, made by [`process_limit`][pokerlaws.runtime.confine.process_limit], once it holds no
    process (what cannot be removed now is left: an empty cgroup holds nothing)."""
    try:
        cgroup.rmdir()
    except OSError:
        pass


def remove_named(prefix: str) -> None:
    """Remove every cgroup beside this process's own whose name begins with *prefix* and that holds no
    process (those a worker killed before it could remove them)."""
    for folder in _pids_folders():
        for left in folder.glob(f"{prefix}-*"):
            remove(left)


def _pids_folders() -> list[Path]:
    """Where this process's own cgroup is, in each hierarchy that has the ``pids`` controller and
    lets it be used below it: cgroup v1's ``pids`` hierarchy, or v2's where ``pids`` is enabled for
    the children of this process's cgroup."""
    try:
        own = Path("/proc/self/cgroup").read_text(encoding="ascii").splitlines()
        mounts = Path("/proc/self/mountinfo").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    found = []
    for line in mounts:
        fields, tail = line.split(), line.partition(" - ")[2].split()  # mountinfo(5): ... root mount-point ... - type source options
        if len(fields) < 5 or len(tail) < 3:
            continue
        kind, options = tail[0], tail[2]
        mount_point, root = Path(fields[4]), fields[3]
        for entry in own:
            number, controllers, path = (entry.split(":", 2) + ["", ""])[:3]
            if root != "/" or not path.startswith("/"):
                continue  # a mount of part of a hierarchy (a container's view): not followed
            if kind == "cgroup" and "pids" in controllers.split(",") and "pids" in options.split(","):
                found.append(mount_point / path.lstrip("/"))
            elif kind == "cgroup2" and number == "0":
                folder = mount_point / path.lstrip("/")
                try:
                    enabled = (folder / "cgroup.subtree_control").read_text(encoding="ascii").split()
                except OSError:
                    continue
                if "pids" in enabled:
                    found.append(folder)
    return found


_PR_CAPBSET_DROP = 24
_CAPABILITY_VERSION_3 = 0x20080522


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def drop_capabilities() -> bool:
    """Give up every capability of this process, and any it or what it starts could gain (Linux): the
    bounding set emptied, then the effective, permitted and inheritable sets. A process of root is then
    held to the permissions of its files like any user's and can no longer ``chroot``, mount, load a
    module, change its user or trace another process; a program it runs, set-user-ID root or not,
    gains none back.

    Returns:
        True when no capability is left; False where it cannot be asked (not Linux, a C library
        without ``capset``).

    Raises:
        OSError: the kernel refuses to clear the sets (the example must not run with them).
    """
    libc = _libc()
    capset = getattr(libc, "capset", None) if libc is not None else None
    if capset is None:
        return False
    try:
        last = int(Path("/proc/sys/kernel/cap_last_cap").read_text(encoding="ascii"))
    except (OSError, ValueError):
        last = 63
    for capability in range(last + 1):
        libc.prctl(_PR_CAPBSET_DROP, capability, 0, 0, 0)  # EPERM where it holds none (not root): nothing to drop
    header = _CapHeader(_CAPABILITY_VERSION_3, 0)
    data = (_CapData * 2)()
    if capset(ctypes.byref(header), data) != 0:  # the C library's wrapper: the system call's number differs by machine
        raise OSError(ctypes.get_errno(), "the capabilities of the example could not be given up")
    return True
