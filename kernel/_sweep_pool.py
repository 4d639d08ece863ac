"""Local worker processes for nslab.sweep, robust to points that crash.

Each worker is a child `python -m nslab._sweep_pool` that runs one point at a
time, sent over its stdin (a length-prefixed pickle; functions are pickled
with cloudpickle, so those defined in a notebook or script travel by value
and the parent's main module is never re-imported).  The parent always knows
which point a worker holds: a worker that dies (a crash in C code, os._exit,
a kill) costs only its point, reported as failed, and is replaced.  A point
running longer than `timeout` seconds has its worker killed the same way.
Workers ignore Ctrl-C and end quietly when the parent is gone; the parent
stops them and re-raises the interrupt (SIGTERM too, see nslab.cli).
"""
import os
import pickle
import signal
import struct
import subprocess
import sys
import time
from multiprocessing.connection import wait

try:
    import cloudpickle as _pickler
except ImportError:                    # pragma: no cover - a dependency of nslab
    _pickler = pickle

_HEADER = struct.Struct("<Q")


def _write(stream, data):
    stream.write(_HEADER.pack(len(data)))
    stream.write(data)
    stream.flush()


def _read(stream):
    """One message, or None at end of file."""
    head = stream.read(_HEADER.size)
    if len(head) < _HEADER.size:
        return None
    (n,) = _HEADER.unpack(head)
    data = stream.read(n)
    return data if len(data) == n else None


def _package_root():
    import nslab
    return os.path.dirname(os.path.dirname(os.path.abspath(nslab.__file__)))


class _Worker:
    def __init__(self):
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_package_root(),
                                                       env.get("PYTHONPATH")) if p)
        self.process = subprocess.Popen([sys.executable, "-m", "nslab._sweep_pool"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        _write(self.process.stdin, pickle.dumps(list(sys.path)))
        self.index, self.started = None, None

    def fileno(self):
        return self.process.stdout.fileno()

    def stop(self, kill=False):
        if self.process.poll() is None and kill:
            self.process.kill()
        try:
            self.process.stdin.close()
        except OSError:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process.stdout.close()


def _died(worker, how=None):
    if how is None:
        try:
            code = worker.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            worker.process.kill()
            code = worker.process.wait()
        how = ("was killed by signal %d" % -code if code < 0
               else "exited with status %d" % code)
    return {"results": {}, "wall_time": time.perf_counter() - worker.started,
            "error": "worker process %s while running this point" % how}


def run_local(tasks, workers, on_done, timeout=None):
    """Run tasks [(index, task)] on `workers` processes; call on_done(index, outcome)
    as each finishes (in completion order)."""
    pending = list(reversed(tasks))
    pool = [_Worker() for _ in range(max(1, min(workers, len(tasks))))]
    try:
        while pending or any(w.index is not None for w in pool):
            for w in pool:
                if w.index is None and pending:
                    w.index, task = pending.pop()
                    w.started = time.perf_counter()
                    try:
                        _write(w.process.stdin, _pickler.dumps(task))
                    except (BrokenPipeError, OSError):
                        pass                    # it died; its stdout reports EOF below
            busy = [w for w in pool if w.index is not None]
            ready = wait(busy, timeout=1.0 if timeout else None)
            for k, w in enumerate(pool):
                if w.index is None:
                    continue
                outcome = None
                if w in ready:
                    data = _read(w.process.stdout)
                    outcome = pickle.loads(data) if data is not None else _died(w)
                elif timeout and time.perf_counter() - w.started > timeout:
                    w.process.kill()
                    w.process.wait()
                    outcome = _died(w, "was stopped after the %g s timeout" % timeout)
                if outcome is None:
                    continue
                index, w.index = w.index, None
                if w.process.poll() is not None:        # replace a dead or killed worker
                    w.stop(kill=True)
                    pool[k] = _Worker()
                on_done(index, outcome)
    finally:
        interrupted = any(w.index is not None for w in pool)
        for w in pool:
            w.stop(kill=interrupted)


def _serve():
    """The worker's loop: read a task, run it, write the outcome."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    inp = sys.stdin.buffer
    out = os.fdopen(os.dup(1), "wb")    # the channel to the parent
    os.dup2(2, 1)                       # stray prints of a scenario go to stderr
    sys.path[:] = pickle.loads(_read(inp))
    from nslab._sweep_run import run_point
    while True:
        data = _read(inp)
        if data is None:
            return
        try:
            outcome = run_point(pickle.loads(data))
            reply = pickle.dumps(outcome)
        except Exception as e:              # an unpicklable task or result
            reply = pickle.dumps({"results": {}, "wall_time": 0.0,
                                  "error": "%s: %s" % (type(e).__name__, e)})
        try:
            _write(out, reply)
        except OSError:                     # the parent is gone (stopped or killed)
            return


if __name__ == "__main__":
    _serve()
