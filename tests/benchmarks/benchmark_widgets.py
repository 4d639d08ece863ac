"""How long a control change takes in the labs' explorers (a report, not a test).

    .venv/bin/python tests/benchmarks/benchmark_widgets.py [--changes 20]

For the default scenario of lab 01 (single sender, 10 s, cwnd + queue figures and
the network animation), of lab 02 (two senders, 100 s, cwnd + queue figures) and
of lab 04 (the wireless mover, 100 s, drops figure and wireless map) it builds the
lab's Explorer with live FigureWidgets, then moves one control back and forth and
reports, per change, the kernel time (building and running the simulation; for
lab 04 also taking its wireless events from the capture; the run caches are emptied
before every change so each change simulates) and the figure time (computing the new traces and sending
them to the FigureWidgets and the animation, serialization included: outside a
Jupyter kernel the widgets' messages go to a comm that drops them after they are
serialized).  The browser's own redraw is not included.  Each lab has its budget
for the median: lab 04 re-runs a 100 s wireless simulation.
"""
import argparse
import os
import statistics
import sys
import time

os.environ["NSLAB_HEADLESS"] = "0"

from nslab.widgets import MOBILITY, SINGLE_SENDER, TWO_SENDERS, Explorer  # noqa: E402
from nslab.widgets.run_cache import RUNS  # noqa: E402

# (title, scenario, explorer options, knob, its two values, budget for the median in ms)
CASES = [
    ("lab 01: single sender, 10 s", SINGLE_SENDER, dict(figures=("cwnd", "queue"), animation=True),
     "queue_limit", [8, 7], 150.0),
    ("lab 02: two senders, 100 s", TWO_SENDERS, dict(figures=("cwnd", "queue")),
     "delay_b", [5.0, 0.0], 150.0),
    ("lab 04: wireless mover, 100 s", MOBILITY, dict(figures=("wireless_drops",), animation=True),
     "routing", ["DSDV", "AODV"], 500.0),
]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--changes", type=int, default=20, help="control changes per case")
    args = parser.parse_args(argv)
    within = True
    print("%-30s %8s %8s %8s %8s   (ms per control change, %d changes)"
          % ("case", "kernel", "figures", "total", "max", args.changes))
    for title, scenario, options, knob, values, budget in CASES:
        t0 = time.perf_counter()
        ex = Explorer(scenario, live=True, **options)
        build = (time.perf_counter() - t0) * 1e3
        own = getattr(scenario, "clear_cache", lambda: None)     # lab 04's own cache

        def fresh():                        # simulate every time
            own()
            RUNS.clear()
        ex.controls[knob].value = values[0]          # warm up (first plotly update)
        ex.timings.clear()
        for i in range(args.changes):
            fresh()
            ex.controls[knob].value = values[(i + 1) % 2]
        k = statistics.median(t["kernel_ms"] for t in ex.timings)
        f = statistics.median(t["figures_ms"] for t in ex.timings)
        total = statistics.median(t["total_ms"] for t in ex.timings)
        top = max(t["total_ms"] for t in ex.timings)
        within &= total < budget
        print("%-30s %8.1f %8.1f %8.1f %8.1f   (explorer built in %.0f ms; budget %.0f ms)"
              % (title, k, f, total, top, build, budget))
    print("every median within its budget: %s" % ("yes" if within else "NO"))
    return 0 if within else 1


if __name__ == "__main__":
    sys.exit(main())
