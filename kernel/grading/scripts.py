"""A student's ns-2 script, run again for the grader (the labs' script-writing exercises).

An exercise that has students write an ns-2 script (the `%%nslab` magic, or a
.tcl file) records the script's *text* as an answer; the hidden checks run it
again with the student's parameters, and parameters of their own, and read the
trace it writes:

    >>> done = rerun_script(script07, [BW07, D07, Q07])
    >>> done.status, done.lines("out.tr")[:1]
    (0, ['+ 0 0 1 tcp 40 ------- 1 0.0 2.0 0 0'])

Tcl can do anything (`exec`, `open`, `file delete`), so the run never happens in
the grader's process: it is a child, `python -I -m nslab.grading.scripts`, which
reads {"script", "args", "timeout"} as JSON on stdin, saves script.tcl in its
working directory, runs it as `nslab run script.tcl ARGS` runs it and answers with
JSON on stdout: the exit status, the end of stderr, and the text of each file the
run wrote (bounded).  When grading, nslab.grading.trusted calls `use_jail` with the
job's jail, so that child runs where a student's functions run (nslab.grading.jail:
a scratch directory, no course files, no network); elsewhere (the instructor's
notebook, the tests) it runs in a fresh temporary directory.

`check_own_code(name, function)` fails a submitted function whose recorded source
reaches for nslab (a trace "parser" that calls nslab.trace) or for the ways around
that check (imports of sys or importlib, eval, getattr ...): a parser of raw trace
lines needs none of them.  It reads source text, so it stops the plain cases; the
instructor still reads the notebook.
"""
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile

from ..errors import CheckFailed

__all__ = ["Rerun", "rerun_script", "use_jail", "packet_events", "link_times", "trace_counts",
           "check_own_code"]

SCRIPT = "script.tcl"
MAX_FILES = 32 << 20            # the text of all the files one run wrote
MAX_STDERR = 4000
# what a parser of trace lines never needs (check_own_code)
BANNED_MODULES = ("nslab", "sys", "importlib", "builtins", "inspect", "gc", "ctypes")
BANNED_NAMES = ("__import__", "__builtins__", "exec", "eval", "compile", "getattr", "globals",
                "vars", "grading", "open")

_jail = {"factory": None, "python": None}


def use_jail(factory, python=None):
    """Run every later `rerun_script` in the jail `factory` builds (nslab.grading.sandbox's
    make_jail); the grader's own process calls it."""
    _jail["factory"], _jail["python"] = factory, python


class Rerun:
    """What one run of a script did: `status`, `stderr`, `files` (name -> text)."""

    def __init__(self, status, stderr, files):
        self.status, self.stderr, self.files = status, stderr, files

    def lines(self, name):
        """The lines of the file `name` the run wrote ([] when it wrote none)."""
        return self.files.get(name, "").splitlines()


def rerun_script(text, args=(), timeout=30):
    """Run the Tcl `text` as `nslab run script.tcl ARGS` in a child process (jailed when
    grading) and return a Rerun; a run longer than `timeout` s is stopped (status -1), so
    a test cell's few runs stay within its time limit."""
    if not isinstance(text, str):
        raise CheckFailed("the script must be text (the cell's Tcl), not a %s"
                          % type(text).__name__)
    request = json.dumps({"script": text, "args": [str(a) for a in args],
                          "timeout": float(timeout)})
    command = [_jail["python"] or sys.executable, "-I", "-m", "nslab.grading.scripts"]
    work = cleanup = None
    if _jail["factory"] is not None:
        command, cleanup = _jail["factory"](command)
        cwd = None
    else:
        work = cwd = tempfile.mkdtemp(prefix="nslab-script-")
    try:
        done = subprocess.run(command, input=request, capture_output=True, text=True,
                              errors="replace", cwd=cwd, timeout=timeout + 30,
                              start_new_session=True)
        reply = json.loads(done.stdout) if done.stdout.strip() else None
    except (subprocess.TimeoutExpired, ValueError):
        reply = None
    finally:
        if cleanup is not None:
            cleanup()
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
    if not isinstance(reply, dict) or not isinstance(reply.get("files"), dict):
        return Rerun(-1, "the script's run did not finish", {})
    return Rerun(int(reply.get("status", -1)), str(reply.get("stderr", "")),
                 {str(k): str(v) for k, v in reply["files"].items()})


def _child():
    """The child: run the script given on stdin, answer with what it wrote."""
    request = json.loads(sys.stdin.read())
    with open(SCRIPT, "w") as f:
        f.write(request["script"])
    try:
        done = subprocess.run([sys.executable, "-m", "nslab", "run", SCRIPT] + request["args"],
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              errors="replace", timeout=request["timeout"])
        status, stderr = done.returncode, done.stderr
    except subprocess.TimeoutExpired:
        status, stderr = -1, "stopped after %g s" % request["timeout"]
    files, room = {}, MAX_FILES
    for name in sorted(os.listdir(".")):         # a fresh directory: all it holds is the run's
        if name == SCRIPT or not os.path.isfile(name) or os.path.getsize(name) > room:
            continue
        with open(name, errors="replace") as f:
            files[name] = f.read()
        room -= len(files[name])
    sys.stdout.write(json.dumps({"status": status, "stderr": stderr[-MAX_STDERR:],
                                 "files": files}))


# ---- the grader's reading of a trace -------------------------------------------------------

def packet_events(lines):
    """(event, time, from, to, type, size, uid) of each wired packet line of an ns-2 trace
    (other lines are skipped)."""
    out = []
    for line in lines:
        f = line.split()
        if len(f) >= 12 and f[0] in ("+", "-", "r", "d"):
            try:
                out.append((f[0], float(f[1]), f[2], f[3], f[4], int(f[5]), f[11]))
            except ValueError:
                continue
    return out


def link_times(lines, a, b):
    """(size, time from `-` to `r`) of each packet sent over the link a -> b and received:
    size * 8 / bandwidth + delay on a plain link."""
    sent, out = {}, []
    a, b = str(a), str(b)
    for event, t, x, y, _, size, uid in packet_events(lines):
        if (x, y) != (a, b):
            continue
        if event == "-":
            sent[uid] = t
        elif event == "r" and uid in sent:
            out.append((size, t - sent.pop(uid)))
    return out


def trace_counts(lines, link=("1", "2"), receiver="2", seconds=10.0):
    """(drops, throughput in kbit/s, largest queue) of a trace: every `d` line; 8 x the bytes
    of `tcp` packets received at `receiver` over `seconds`, in kbit/s; on `link`, +1 per `+`,
    -1 per `-` and per `d`, the largest count in the trace's order."""
    drops, delivered, queue, largest = 0, 0, 0, 0
    link = tuple(str(n) for n in link)
    for event, _, x, y, kind, size, _ in packet_events(lines):
        drops += event == "d"
        if event == "r" and y == str(receiver) and kind == "tcp":
            delivered += size
        if (x, y) == link:
            queue += {"+": 1, "-": -1, "d": -1}.get(event, 0)
            largest = max(largest, queue)
    return drops, delivered * 8 / seconds / 1000, largest


# ---- the student's own code --------------------------------------------------------------

def _sources(function):
    """The recorded sources (the function's and its helpers') and modules of a submitted
    function: a StudentFunction when grading, the notebook's function otherwise."""
    from .answers import capture_function, _Unrecordable
    recorded = getattr(function, "_source", None)
    if recorded is None:
        try:
            recorded = capture_function(function.__name__, function)
        except _Unrecordable:
            raise ValueError("no source") from None
    return [recorded.source] + [s for _, s in recorded.helpers], recorded.modules


def _banned_in(source):
    """The banned modules and names `source` uses."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.split(".")[0] in BANNED_MODULES}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in BANNED_MODULES:
            found.add(node.module)
        elif isinstance(node, ast.Name) and node.id in BANNED_NAMES:
            found.add(node.id)
        elif isinstance(node, ast.Attribute) and node.attr.startswith("__"):
            found.add(node.attr)
    return found


def check_own_code(name, function):
    """CheckFailed unless `function` (and the notebook functions it calls) parse the lines
    themselves: no nslab, no imports of sys/importlib/..., no eval/exec/getattr/open."""
    try:
        sources, modules = _sources(function)
        found = {m for m in modules.values() if m.split(".")[0] in BANNED_MODULES}
        for source in sources:
            found |= _banned_in(source)
    except (SyntaxError, TypeError, ValueError, AttributeError):
        raise CheckFailed("%s: its source could not be read; define it with def in the "
                          "notebook" % name) from None
    if found:
        raise CheckFailed("%s must read the trace lines with your own code; it uses %s, which "
                          "a parser of the lines it is given does not need"
                          % (name, ", ".join(sorted(found))))


if __name__ == "__main__":
    _child()
