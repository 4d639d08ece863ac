"""Run a student's code where it can see and change nothing of the course.

Used by nbgrader autograding (nslab.grading.autograde) for the kernel that
executes a submission and for the sandbox that runs a student's functions on
the hidden tests' inputs.  `wrap(command, config)` gives the command line that
runs `command` inside the jail; this file is also the program that builds the
jail (it runs by path with `python -I`, so it imports nothing but the standard
library, nslab included).

With isolation (the grader runs as root and `unshare` works):

* new mount, PID and network namespaces (`unshare --mount --pid --net --fork
  --kill-child`): every process the student starts ends with the jail, and
  the code has no network at all (the kernel talks to nbgrader over Unix
  sockets in its scratch directory);
* a new root file system made of read-only bind mounts of the system
  directories and of the Python environment only (`ro`), the scratch
  directory (`rw`), a fresh /tmp, /dev/shm and /proc and a few device files:
  the course directory, the instructor's sources, the gradebook, other
  students' work and anything else on the machine are simply not there;
  `hide` paths are covered by empty mounts in case a kept path contains them;
* the command runs as an unprivileged user (`uid`/`gid`, nobody by default)
  with no supplementary groups and no_new_privs (no setuid programs), in its
  own process group, under a file-size limit.

This process stays as the namespace's init: it forwards SIGINT and SIGTERM to
the command (so nbgrader's timeout interrupts still reach the kernel), reaps
orphans and exits with the command's status, which ends every process left.

Without isolation (`isolate` false: not root, or no namespaces), the command
runs in the scratch directory with the clean environment only.
"""
import ctypes
import errno
import json
import os
import resource
import signal
import sys

HERE = os.path.abspath(__file__)

# directories a Python program needs from the host (read-only)
SYSTEM_PATHS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc")
DEVICES = ("null", "zero", "full", "random", "urandom")

_MS_RDONLY, _MS_NOSUID, _MS_NODEV, _MS_REMOUNT, _MS_BIND = 1, 2, 4, 32, 4096
_MS_REC, _MS_PRIVATE = 16384, 1 << 18
_PR_SET_NO_NEW_PRIVS = 38


def wrap(command, config_path, python=None):
    """The command line running `command` in the jail described by the JSON file
    at `config_path` (see main)."""
    with open(config_path) as f:
        isolate = json.load(f).get("isolate")
    helper = [python or sys.executable, "-I", HERE, config_path, "--"]
    if isolate:
        return ["unshare", "--mount", "--pid", "--net", "--fork", "--kill-child"] + helper + \
            list(command)
    return helper + list(command)


# ---- the jail's own program ---------------------------------------------------------------

_libc = None


def _mount(source, target, fstype=None, flags=0, data=None):
    global _libc
    if _libc is None:
        _libc = ctypes.CDLL(None, use_errno=True)
    enc = lambda s: None if s is None else os.fsencode(s)       # noqa: E731
    if _libc.mount(enc(source), enc(target), enc(fstype), ctypes.c_ulong(flags), enc(data)) != 0:
        err = ctypes.get_errno()
        raise OSError(err, "mount %s on %s: %s" % (source, target, os.strerror(err)))


def _inside(root, path):
    return os.path.join(root, path.lstrip("/"))


def _bind(root, path, writable=False):
    """Bind the host's `path` at the same place under `root` (read-only unless writable)."""
    if os.path.islink(path):                     # /lib -> usr/lib on merged-/usr systems
        target = _inside(root, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not os.path.lexists(target):
            os.symlink(os.readlink(path), target)
        return
    if not os.path.exists(path):
        return
    target = _inside(root, path)
    if os.path.isdir(path):
        os.makedirs(target, exist_ok=True)
    else:
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not os.path.exists(target):
            open(target, "a").close()
    _mount(path, target, None, _MS_BIND | _MS_REC)
    if not writable:
        _mount(None, target, None, _MS_REMOUNT | _MS_BIND | _MS_RDONLY | _MS_NOSUID | _MS_NODEV)


def _build_root(cfg):
    root = cfg["root"]
    _mount(None, "/", None, _MS_REC | _MS_PRIVATE)         # nothing leaks back to the host
    _mount("nslab-jail", root, "tmpfs", _MS_NOSUID | _MS_NODEV, "mode=755,size=16m")
    # a fresh /tmp first: the scratch directory, and maybe the Python environment, live
    # under the host's /tmp and are bound on top of it
    tmp = _inside(root, "/tmp")
    os.makedirs(tmp, exist_ok=True)
    _mount("nslab-tmp", tmp, "tmpfs", _MS_NOSUID | _MS_NODEV,
           "mode=1777,size=%s" % cfg.get("tmp_size", "512m"))
    kept = []
    for path in list(SYSTEM_PATHS) + list(cfg.get("ro", ())):
        path = os.path.abspath(path)
        if any(path == k or path.startswith(k.rstrip("/") + "/") for k in kept):
            continue                            # already inside a kept directory
        _bind(root, path)
        kept.append(path)
    for path in cfg.get("rw", ()):
        _bind(root, os.path.abspath(path), writable=True)
    dev = _inside(root, "/dev")
    os.makedirs(dev, exist_ok=True)
    _mount("nslab-dev", dev, "tmpfs", _MS_NOSUID, "mode=755,size=1m")
    for name in DEVICES:
        _bind(root, "/dev/" + name, writable=True)
    for name, target in (("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"),
                         ("stdout", "/proc/self/fd/1"), ("stderr", "/proc/self/fd/2")):
        os.symlink(target, os.path.join(dev, name))
    shm = os.path.join(dev, "shm")
    os.makedirs(shm)
    _mount("nslab-shm", shm, "tmpfs", _MS_NOSUID | _MS_NODEV, "mode=1777,size=256m")
    proc = _inside(root, "/proc")
    os.makedirs(proc, exist_ok=True)
    _mount("proc", proc, "proc", _MS_NOSUID | _MS_NODEV)     # this PID namespace's only
    for path in cfg.get("hide", ()):
        path = os.path.abspath(path)
        # only what a kept directory would show: the rest of the host is not there anyway
        if not any(path == k or path.startswith(k.rstrip("/") + "/") for k in kept):
            continue
        target = _inside(root, path)
        if os.path.isdir(target):
            _mount("nslab-hidden", target, "tmpfs", _MS_RDONLY | _MS_NOSUID | _MS_NODEV, "size=4k")
        elif os.path.exists(target):
            _mount("/dev/null", target, None, _MS_BIND)
    os.chroot(root)


def _drop_privileges(cfg):
    uid, gid = cfg.get("uid"), cfg.get("gid")
    if uid is not None and os.geteuid() == 0:
        os.setgroups([])
        os.setresgid(gid, gid, gid)
        os.setresuid(uid, uid, uid)
        if os.geteuid() == 0 or os.getuid() == 0:
            raise SystemExit("nslab jail: could not drop root")
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    fsize = int(cfg.get("fsize", 1 << 30))
    resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def main(argv):
    if len(argv) < 4 or argv[2] != "--":
        raise SystemExit("usage: jail.py CONFIG.json -- COMMAND ...")
    with open(argv[1]) as f:
        cfg = json.load(f)
    command = argv[3:]
    uid, gid = cfg.get("uid"), cfg.get("gid")
    for path in cfg.get("chown", ()):
        if uid is not None and os.geteuid() == 0:
            os.chown(path, uid, gid)
    if cfg.get("isolate"):
        _build_root(cfg)
    os.chdir(cfg["cwd"])
    env = dict(cfg.get("env", {}))
    pid = os.fork()
    if pid == 0:
        try:
            os.setpgid(0, 0)            # interrupts come from this process, once
            if cfg.get("quiet"):        # the program's own notes (not the notebook's output)
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, 1)
                os.close(null)
            _drop_privileges(cfg)
            os.execvpe(command[0], command, env)
        except BaseException as exc:     # noqa: B902 (report anything, then leave)
            os.write(2, ("nslab jail: cannot start %s: %s\n" % (command[0], exc)).encode())
        os._exit(127)

    def forward(signum, frame):
        try:
            os.kill(pid, signum)
        except ProcessLookupError:
            pass
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, forward)
    while True:
        try:
            done, status = os.waitpid(-1, 0)
        except ChildProcessError:
            os._exit(1)
        except InterruptedError:
            continue
        except OSError as exc:
            if exc.errno == errno.EINTR:
                continue
            raise
        if done == pid:
            os._exit(os.waitstatus_to_exitcode(status) % 256 if os.WIFEXITED(status)
                     else 128 + os.WTERMSIG(status))


if __name__ == "__main__":
    main(sys.argv)
