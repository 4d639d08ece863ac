"""The expected values of a lab's hidden checks, per student, as the checks compute them.

A child process runs the instructor's notebook of the lab for each student id (the
solutions' answers, then the hidden tests with nslab.grading's checks replaced by a
recorder), so tests/grading/test_cheats.py can compare students' expected answers and
look for them in messages.  For the class of 30 ids (`for_class`), the work (a lab's
simulations 30 times: the largest part of the suite's time) starts in the background
when the session's tests are collected (tests/grading/conftest.py), on one core beside
the tests that run first; the tests that need it run last, and a lab nobody has started
yet is computed by the test that asks for it.
"""
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import threading

from nbgrader_course import notebook_name, source_folder

CLASS = ["s%02d" % i for i in range(1, 31)]

_EXPECTED_CHILD = r"""
import contextlib, gc, io, json, os, sys
import nbformat
from nslab import grading
from nslab.grading.autograde import split_hidden, submit_calls
from nslab import magic as _magic
from nslab.grading import scripts as _scripts
from nslab.widgets import scenarios

lab, path, ids = sys.argv[1], sys.argv[2], sys.argv[3].split(",")
_memo = {}
_run = scenarios.Scenario.run
def _cached(self, progress=None, capture=True, **kw):     # the answer and the check run the same runs
    key = (self.name, self.build, capture, repr(sorted(self.values(**kw).items())))
    if progress is not None or key not in _memo:
        _memo[key] = _run(self, progress=progress, capture=capture, **kw)
    return _memo[key]
scenarios.Scenario.run = _cached
nb = nbformat.read(path, 4)
steps = []
for cell in nb.cells:
    meta = cell.metadata.get("nbgrader", {})
    if cell.cell_type != "code" or not meta:
        continue
    if meta.get("grade") and not meta.get("solution"):
        visible, hidden = split_hidden(cell.source)
        steps.append(("test", meta["grade_id"], hidden, list(submit_calls(visible))))
    else:
        steps.append(("run", meta["grade_id"], cell.source, None))
current = []
def record(name, value, expected, *a, **k):
    current.append([name, json.loads(json.dumps(expected, default=lambda o: o.tolist()))])
grading.check_number = grading.check_int = grading.check_equal = record
grading.check_true = grading.check_figure = lambda *a, **k: None
_scripts.check_own_code = lambda *a, **k: None        # exec'd functions have no source to read
out = {}
for sid in ids:
    os.environ["NSLAB_STUDENT_ID"] = sid
    _memo.clear()
    ns = {"__name__": "__main__", "display": lambda *a, **k: None}
    gc.collect()            # a run's simulator sits in reference cycles: free the last student's now
    out[sid] = {}
    with contextlib.redirect_stdout(io.StringIO()):
        for kind, gid, src, keys in steps:
            if kind == "run" and src.startswith("%%nslab"):     # a script cell: as the magic runs it
                line, body = src.split("\n", 1)
                options, args = _magic._parse_line(line[len("%%nslab"):].format(**ns))
                name = options.pop("out", "_")
                ns[name] = _magic.run_cell(body, args, **options)
            elif kind == "run":
                exec(compile(src, gid, "exec"), ns)
            else:
                current = []
                exec(compile(src, gid, "exec"), ns)
                out[sid][gid] = {"exercise": keys, "checks": current}
print(json.dumps(out))
"""


def compute(lab, ids, workers=2):
    """{id: {test id: {"exercise": [...], "checks": [[name, expected], ...]}}}: the hidden
    checks' expected values, computed as they compute them (with the solutions' answers)."""
    chunks = [ids[i::workers] for i in range(workers) if ids[i::workers]]
    env = dict(os.environ, NSLAB_HEADLESS="1")
    path = source_folder(lab) / notebook_name(lab)
    out = {}
    with contextlib.ExitStack() as stack:       # each worker writes its traces in its own folder
        folders = [stack.enter_context(tempfile.TemporaryDirectory()) for _ in chunks]
        procs = [_start([sys.executable, "-c", _EXPECTED_CHILD, lab, str(path), ",".join(chunk)],
                        env, folder) for chunk, folder in zip(chunks, folders)]
        try:
            for p in procs:
                stdout, stderr = p.communicate()
                assert p.returncode == 0, stderr[-3000:]
                out.update(json.loads(stdout.strip().splitlines()[-1]))
        finally:
            for p in procs:
                _stop(p)
    return out


_running = set()            # child processes, stopped when the session ends


def _start(argv, env, cwd):
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         env=env, cwd=cwd)
    _running.add(p)
    return p


def _stop(p):
    if p.poll() is None:
        p.kill()
        p.wait()
    _running.discard(p)


# ---- the class's answers, one lab at a time, in the background and in the tests ----------

_lock = threading.Condition()
_state = {}                 # lab -> "queued" | "running" | ("done", answers) | ("failed", error)


def start_class(labs):
    """Queue the labs (largest first) and start the background worker."""
    with _lock:
        for lab in labs:
            _state.setdefault(lab, "queued")
    threading.Thread(target=_work, name="expected-answers", daemon=True).start()


def _claim():
    with _lock:
        for lab, state in _state.items():
            if state == "queued":
                _state[lab] = "running"
                return lab
    return None


def _compute_into_state(lab, workers):
    try:
        result = ("done", compute(lab, CLASS, workers))
    except BaseException as e:          # the test that asks for the lab reports it
        result = ("failed", e)
    with _lock:
        _state[lab] = result
        _lock.notify_all()


def _work():
    while (lab := _claim()) is not None:
        _compute_into_state(lab, workers=1)


def for_class(lab):
    """The expected answers of the 30 ids of CLASS: from the background worker, or computed
    here (two processes) when nobody has started this lab."""
    with _lock:
        state = _state.get(lab)
        if state in (None, "queued"):
            _state[lab] = "running"
            mine = True
        else:
            mine = False
    if mine:
        _compute_into_state(lab, workers=2)
    with _lock:
        while _state[lab] == "running":
            _lock.wait()
        kind, value = _state[lab]
    if kind == "failed":
        raise value
    return value


def stop_all():
    """Stop every child still running (the session ends, or was interrupted)."""
    for p in list(_running):
        _stop(p)
