#!/usr/bin/env python3
"""Benchmark (a script, not a test): nslab.trace.read on basic2's big trace.

Writes basic2.tr for 8 Mbit/s, overhead 0.002, 300 s, Reno (about 2.7 M packet lines and
0.4 M variable lines, 160 MB) with nslab into a temporary folder, then reads it a few
times and prints lines per second; also the time of the same frames from the kernel's
columns (Simulator(capture=True) through the OTcl runner).

  tests/benchmarks/benchmark_trace.py [--repeat 3]
"""
import argparse
import os
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))     # tests/
sys.path.insert(0, HERE)

from reference_cases import SCENARIOS_DIR  # noqa: E402

ARGS = ['0', '0.002', '8.0', '300', '20', 'Reno', '1']


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--repeat', type=int, default=3)
    a = ap.parse_args()
    from nslab import trace
    from nslab.otcl import Runner
    script = os.path.join(SCENARIOS_DIR, 'basic2.tcl')
    work = tempfile.mkdtemp(prefix='trbench_')
    cwd = os.getcwd()
    try:
        os.chdir(work)
        runner = Runner(script, ARGS, capture=True)
        runner.run_file(script)
        path = os.path.join(work, 'basic2.tr')
        size = os.path.getsize(path)
        best = None
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            t = trace.read(path)
            dt = time.perf_counter() - t0
            best = dt if best is None else min(best, dt)
        lines = len(t.packets) + len(t.variables)
        print('read: %d packet + %d variable lines (%.0f MB) in %.2f s (best of %d, load %.2f):'
              ' %.2f M lines/s' % (len(t.packets), len(t.variables), size / 1e6, best, a.repeat,
                                   os.getloadavg()[0], lines / best / 1e6))
        t0 = time.perf_counter()
        k = trace.from_kernel(runner.sim)
        dt = time.perf_counter() - t0
        print('from_kernel: the same %d + %d rows in %.2f s' % (len(k.packets), len(k.variables),
                                                               dt))
    finally:
        os.chdir(cwd)
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
