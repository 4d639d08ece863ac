"""The Explorers' runs, kept per full parameter set, and the next ones made ahead.

The kernel is deterministic: the same scenario with the same values gives the same
run, event for event.  So a control moved back to a value seen before (a student
comparing two settings, a preset chosen again) shows the kept run at once instead
of simulating it again.  The key is the scenario's builder and every value of the
run, so two presets of one scenario share their runs and nothing else does.

A run of a long fast scenario holds tens of megabytes of captured columns, so only
the `size` most recently used runs are kept, for all Explorers of the process together.

Ahead of the student (`prefetch`): after a slider moved, the Explorer asks for the
runs one step further either way, simulated in one background thread while the
student looks at the figures (from a quarter of a second on, once the browser has
drawn them).  The kernel holds the GIL while it simulates but lets
other threads take it every two switch intervals (Kernel.let_threads_run), so the
notebook stays responsive; each Simulator is a kernel of its own, so a run made in
the thread is the run the foreground would have made.  When the foreground needs
a run the thread is not making, the thread's run is abandoned at its next progress
mark (1/50 of the run) so that the two never share the CPU for long; when it needs
the very run the thread is making, it waits for that one.
"""
from collections import OrderedDict
import threading
import time

__all__ = ["RunCache", "RUNS"]


class _Abandoned(Exception):
    """Raised from a background run's progress callback to stop it."""


class RunCache:
    """{(builder, values): Run}, at most `size` runs, the least recently used dropped first."""

    def __init__(self, size=6):
        if size < 0:
            raise ValueError("RunCache: size must be >= 0, got %r" % (size,))
        self.size = size
        self._runs = OrderedDict()
        self._lock = threading.Lock()
        self._queue = []                    # [(key, scenario, values, prepare, start)] to make
        self._making = None                 # the key the thread simulates now
        self._made = threading.Condition(self._lock)
        self._abandon = False
        self._thread = None
        self.hits = self.misses = self.prefetched = 0

    @staticmethod
    def key(scenario, values):
        maker = scenario.build if scenario.build is not None else scenario
        return (maker, tuple(sorted((k, repr(v)) for k, v in values.items())))

    def run(self, scenario, values, **options):
        """The run of `scenario` with `values` (the full set, as Scenario.values gives it):
        the kept one, or the one the background thread is making (waited for), or a new
        `scenario.run(**options, **values)`, then kept."""
        key = self.key(scenario, values)
        with self._lock:
            while self._making == key:
                self._made.wait()
            found = self._runs.get(key)
            if found is not None:
                self._runs.move_to_end(key)
                self.hits += 1
                return found
            self.misses += 1
            self._queue = []
            self._abandon = self._making is not None
        made = scenario.run(**options, **values)
        with self._lock:
            self._keep(key, made)
        return made

    def _keep(self, key, run):
        if self.size:
            self._runs[key] = run
            self._runs.move_to_end(key)
            while len(self._runs) > self.size:
                self._runs.popitem(last=False)

    def prefetch(self, scenario, values_list, prepare=None, delay=0.25):
        """Make the runs of `values_list` (full value sets, most wanted first) in the
        background, each unless kept, starting `delay` seconds from now (the browser
        draws the current run meanwhile, without the thread taking its CPU);
        `prepare(run)` then runs in the thread too (e.g. the figures' traces).  Replaces
        what an earlier prefetch still had to do.  Values the scenario refuses are skipped."""
        start = time.monotonic() + delay
        with self._lock:
            wanted = [(self.key(scenario, v), scenario, v, prepare, start) for v in values_list]
            self._queue = [w for w in wanted if w[0] not in self._runs][:max(self.size - 1, 0)]
            if self._queue and (self._thread is None or not self._thread.is_alive()):
                self._thread = threading.Thread(target=self._work, name="nslab-prefetch",
                                                 daemon=True)
                self._thread.start()

    def _work(self):
        while True:
            with self._lock:
                while self._queue and self._queue[0][4] > time.monotonic():
                    self._made.wait(self._queue[0][4] - time.monotonic())
                if not self._queue:
                    self._making = None
                    self._made.notify_all()
                    return
                key, scenario, values, prepare, _ = self._queue.pop(0)
                self._making, self._abandon = key, False
            run = self._make(scenario, values, prepare)
            with self._lock:
                if run is not None and key not in self._runs:
                    self._keep(key, run)
                    self._runs.move_to_end(key, last=False)     # made ahead: dropped first
                    self.prefetched += 1
                self._making = None
                self._made.notify_all()

    def _make(self, scenario, values, prepare):
        def progress(fraction):
            if self._abandon:
                raise _Abandoned()
        try:
            run = scenario.run(progress=progress, **values)
            if prepare is not None:
                prepare(run)
            return run
        except Exception:               # abandoned, or values the scenario refuses
            return None

    def wait(self):
        """Block until the background thread has nothing left to make (for tests)."""
        with self._lock:
            while self._making is not None or self._queue:
                self._made.wait()

    def clear(self):
        with self._lock:
            self._queue = []
            self._abandon = self._making is not None
            self._runs.clear()

    def __len__(self):
        return len(self._runs)


RUNS = RunCache()
