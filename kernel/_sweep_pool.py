"""Local worker processes for nslab.sweep, robust to points that crash.

Each worker is a spawned process that runs one point at a time, sent over its
own pipe, so the parent always knows which point a worker holds.  A worker
that dies (a crash in C code, os._exit, a kill) costs only its point, which
is reported as failed, and is replaced by a new one.  A point running longer
than `timeout` seconds has its worker killed the same way.  Workers ignore
Ctrl-C; the parent stops them and re-raises it.
"""
import multiprocessing
import pickle
import signal
import time
from multiprocessing.connection import wait

try:
    import cloudpickle as _pickler     # ships functions defined in notebooks by value
except ImportError:                    # pragma: no cover - cloudpickle comes with dask
    _pickler = pickle


def _worker(conn):
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from ._sweep_run import run_point
    while True:
        try:
            data = conn.recv_bytes()
        except EOFError:
            return
        if not data:
            return
        task = pickle.loads(data)
        try:
            reply = pickle.dumps(run_point(task))
        except Exception as e:              # an unpicklable result
            reply = pickle.dumps({"results": {}, "wall_time": 0.0,
                                  "error": "cannot send the result back: %s" % e})
        conn.send_bytes(reply)


class _Worker:
    def __init__(self, ctx):
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.index, self.started = None, None

    def stop(self, kill=False):
        if self.process.is_alive():
            if kill:
                self.process.kill()
            else:
                try:
                    self.conn.send_bytes(b"")
                except OSError:
                    pass
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


def _died(worker):
    worker.process.join(timeout=1)
    code = worker.process.exitcode
    if code is not None and code < 0:
        how = "was killed by signal %d" % -code
    else:
        how = "exited with status %s" % code
    return {"results": {}, "wall_time": time.perf_counter() - worker.started,
            "error": "worker process %s while running this point" % how}


def run_local(tasks, workers, on_done, timeout=None):
    """Run tasks [(index, task)] on `workers` processes; call on_done(index, outcome)
    as each finishes (in completion order)."""
    ctx = multiprocessing.get_context("spawn")
    pending = list(reversed(tasks))
    pool = [_Worker(ctx) for _ in range(max(1, min(workers, len(tasks))))]
    try:
        while pending or any(w.index is not None for w in pool):
            for w in pool:
                if w.index is None and pending:
                    w.index, task = pending.pop()
                    w.started = time.perf_counter()
                    w.conn.send_bytes(_pickler.dumps(task))
            busy = [w for w in pool if w.index is not None]
            ready = wait([w.conn for w in busy] + [w.process.sentinel for w in busy],
                         timeout=1.0 if timeout else None)
            for k, w in enumerate(pool):
                if w.index is None:
                    continue
                outcome, lost = None, True
                if w.conn in ready:
                    try:
                        outcome, lost = pickle.loads(w.conn.recv_bytes()), False
                    except (EOFError, OSError):
                        outcome = _died(w)
                elif w.process.sentinel in ready:
                    outcome = _died(w)
                elif timeout and time.perf_counter() - w.started > timeout:
                    w.process.kill()
                    outcome = {"results": {}, "wall_time": time.perf_counter() - w.started,
                               "error": "timed out after %g s" % timeout}
                if outcome is None:
                    continue
                index, w.index = w.index, None
                if lost:                        # replace the dead or killed worker
                    w.stop(kill=True)
                    pool[k] = _Worker(ctx)
                on_done(index, outcome)
    finally:
        for w in pool:
            w.stop(kill=any(x.index is not None for x in pool))
