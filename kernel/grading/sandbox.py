"""Run a student's function for the grader, in a separate jailed process.

The grader (nslab.grading.trusted) never executes a student's code.  When a
hidden test calls a student's function, the name stands for a `StudentFunction`
proxy: the call's arguments are sent (cloudpickled: a `Run` travels as its
scenario and values and is run again) to a sandbox process started with
`python -I -m nslab.grading.sandbox` inside the jail (nslab.grading.jail), which
runs the notebook's read-only set-up cells, defines the function from its
recorded source, calls it and answers with the result as tagged JSON data
(nslab.grading.answers), which the grader decodes strictly: nothing coming
back is unpickled.  A call that raises, returns something that is not data,
or runs longer than the time limit is a failed check for the student.

Messages are framed as a 4-byte big-endian length and the bytes; the first
message (JSON) holds the set-up cells and the functions; each call is a
cloudpickle of (name, args, kwargs); each reply is JSON:
{"ok": true, "value": data} or {"ok": false, "error": text}.
"""
import json
import os
import selectors
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time

from ..errors import AnswerFormatError, CheckFailed
from .answers import FunctionSource, encode, decode, loads, _Unrecordable

MAX_REPLY = 64 << 20


# ---- framing -----------------------------------------------------------------------------

def _write_frame(stream, payload):
    stream.write(struct.pack(">I", len(payload)) + payload)
    stream.flush()


def _read_exact(fd, n, deadline):
    chunks, got = [], 0
    sel = selectors.DefaultSelector()
    sel.register(fd, selectors.EVENT_READ)
    try:
        while got < n:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise TimeoutError
            if not sel.select(left):
                raise TimeoutError
            chunk = os.read(fd, min(n - got, 1 << 20))
            if not chunk:
                raise EOFError
            chunks.append(chunk)
            got += len(chunk)
    finally:
        sel.close()
    return b"".join(chunks)


def _read_frame(fd, deadline=None, limit=MAX_REPLY):
    size, = struct.unpack(">I", _read_exact(fd, 4, deadline))
    if size > limit:
        raise AnswerFormatError("reply too large")
    return _read_exact(fd, size, deadline)


# ---- the sandbox process ---------------------------------------------------------------------

def _define(ns, answer_name, spec):
    """Define a recorded function (and what it needs) in `ns`; returns it."""
    import importlib
    from .answers import _RunSpec
    for name, module in spec["modules"].items():
        ns[name] = importlib.import_module(module)
    for name, data in spec["values"].items():
        value = decode(data)
        ns[name] = value.run() if isinstance(value, _RunSpec) else value
    for name, source in spec["helpers"]:
        exec(compile(source, "<your function %s>" % name, "exec"), ns)
    exec(compile(spec["source"], "<your function %s>" % spec["name"], "exec"), ns)
    return ns[spec["name"]]


def _describe(exc):
    text = str(exc).strip().splitlines()
    text = text[0][:300] if text else ""
    return "%s: %s" % (type(exc).__name__, text) if text else type(exc).__name__


def child_main():
    """The sandbox: read the set-up and the functions, then answer calls."""
    in_fd, out_fd = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(2, 1)                                    # the student's prints go to stderr
    sys.stdout = sys.stderr
    out = os.fdopen(out_fd, "wb")
    hello = json.loads(_read_frame(in_fd, None, 1 << 30))
    ns = {"__name__": "__main__", "display": lambda *a, **k: None}
    setup_error = None
    try:
        for source in hello["setup"]:
            exec(compile(source, "<set-up cell>", "exec"), ns)
    except BaseException as exc:                     # noqa: B902
        setup_error = "the notebook's set-up failed in the sandbox: " + _describe(exc)
    functions, errors = {}, {}
    for name, spec in hello["functions"].items():
        if setup_error:
            errors[name] = setup_error
            continue
        try:
            functions[name] = _define(ns, name, spec)
        except BaseException as exc:                 # noqa: B902
            errors[name] = "could not be defined from its source: " + _describe(exc)
    _write_frame(out, json.dumps({"ok": True}).encode())
    import cloudpickle
    while True:
        try:
            request = _read_frame(in_fd, None, 1 << 30)
        except EOFError:
            return
        try:
            name, args, kwargs = cloudpickle.loads(request)
            if name in errors:
                reply = {"ok": False, "error": errors[name]}
            else:
                result = functions[name](*args, **kwargs)
                try:
                    reply = {"ok": True, "value": encode(result)}
                except _Unrecordable as exc:
                    reply = {"ok": False, "error": "it returned %s, which is not an answer the "
                                                   "checks can read" % exc}
        except SystemExit as exc:
            reply = {"ok": False, "error": "it called exit(%s)" % (exc.code,)}
        except RecursionError:
            reply = {"ok": False, "error": "RecursionError (does it call itself forever?)"}
        except BaseException as exc:                 # noqa: B902
            reply = {"ok": False, "error": _describe(exc)}
        try:
            payload = json.dumps(reply, allow_nan=False).encode()
        except (TypeError, ValueError):
            payload = json.dumps({"ok": False, "error": "its result could not be sent"}).encode()
        _write_frame(out, payload)


# ---- the grader's side ----------------------------------------------------------------------

class Sandbox:
    """One sandbox process for the functions of one test (started on first call).

    jail: a callable(command) -> (command to run, cleanup) that puts the
    command in the jail (nslab.grading.trusted builds it)."""

    def __init__(self, setup, functions, jail, timeout=60.0, python=None):
        self.setup, self.functions = list(setup), dict(functions)
        self.jail, self.timeout = jail, float(timeout)
        self.python = python or sys.executable
        self.proc = self.cleanup = None

    def _start(self):
        command = [self.python, "-I", "-m", "nslab.grading.sandbox"]
        full, self.cleanup = self.jail(command)
        self.proc = subprocess.Popen(full, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, start_new_session=True)
        hello = {"setup": self.setup,
                 "functions": {n: f.to_json() for n, f in self.functions.items()}}
        _write_frame(self.proc.stdin, json.dumps(hello).encode())
        ready = loads(_read_frame(self.proc.stdout.fileno(), time.monotonic() + 120))
        if ready != {"ok": True}:
            raise RuntimeError("the sandbox did not start")

    def call(self, name, args, kwargs):
        import cloudpickle
        try:
            if self.proc is None:
                self._start()
            _write_frame(self.proc.stdin, cloudpickle.dumps((name, args, kwargs)))
            reply = loads(_read_frame(self.proc.stdout.fileno(),
                                      time.monotonic() + self.timeout))
        except TimeoutError:
            self.close()
            raise CheckFailed("your function %s did not return within %d s (a loop that never "
                              "ends, or far too much work?)." % (name, self.timeout)) from None
        except (EOFError, BrokenPipeError, struct.error):
            self.close()
            raise CheckFailed("your function %s ended its process (exit, os._exit or a crash) "
                              "instead of returning." % name) from None
        except AnswerFormatError:
            self.close()
            raise CheckFailed("your function %s answered with something that is not data."
                              % name) from None
        if not isinstance(reply, dict) or not isinstance(reply.get("ok"), bool):
            raise CheckFailed("your function %s answered with something that is not data." % name)
        if not reply["ok"]:
            error = reply.get("error")
            error = error[:400] if isinstance(error, str) else "an error"
            raise CheckFailed("your function %s failed when the grader called it on a case of "
                              "its own: %s" % (name, error))
        try:
            return decode(reply.get("value"))
        except AnswerFormatError:
            raise CheckFailed("your function %s returned something that is not data." % name) \
                from None

    def close(self):
        proc, self.proc = self.proc, None
        if proc is not None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            for stream in (proc.stdin, proc.stdout):
                try:
                    stream.close()
                except OSError:
                    pass
            proc.wait()
        if self.cleanup is not None:
            self.cleanup()
            self.cleanup = None


class StudentFunction:
    """Stands for a student's function in a hidden test: calling it runs the
    recorded source in the sandbox and returns the decoded result."""

    def __init__(self, name, source, sandbox):
        self.__name__ = name
        self._source, self._sandbox = source, sandbox

    def __call__(self, *args, **kwargs):
        return self._sandbox.call(self.__name__, args, kwargs)

    def __repr__(self):
        return "<your function %s>" % self.__name__


def make_jail(settings):
    """A jail factory for Sandbox from the job's jail settings (see trusted)."""
    from . import jail as jail_mod

    def wrap(command):
        work = tempfile.mkdtemp(prefix="nslab-sandbox-")
        scratch = os.path.join(work, "scratch")
        os.mkdir(scratch)
        os.mkdir(os.path.join(work, "root"))
        env = dict(settings.get("env", {}))
        env.update({"HOME": scratch, "NSLAB_CACHE_DIR": os.path.join(scratch, ".nslab-cache"),
                    "MPLCONFIGDIR": os.path.join(scratch, ".config"), "TMPDIR": "/tmp"})
        cfg = {"isolate": settings.get("isolate", False), "root": os.path.join(work, "root"),
               "ro": settings.get("ro", []), "rw": [scratch], "hide": settings.get("hide", []),
               "cwd": scratch, "uid": settings.get("uid"), "gid": settings.get("gid"),
               "env": env, "chown": [scratch] if settings.get("uid") is not None else []}
        path = os.path.join(work, "jail.json")
        with open(path, "w") as f:
            json.dump(cfg, f)
        return (jail_mod.wrap(command, path, settings.get("python")),
                lambda: shutil.rmtree(work, ignore_errors=True))
    return wrap


if __name__ == "__main__":
    child_main()
