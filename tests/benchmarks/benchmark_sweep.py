#!/usr/bin/env python3
"""Benchmark (a script, not a test): the book's 16.3.10 sweep with nslab.sweep.

basic2.tcl with bottleneck 8 Mbit/s, overhead 0.002, queue 20, Reno, no trace, run for
3000 s at delayB = 0, 1, ..., 400 ms: 401 runs.  ns-2 needs about 19 minutes for them
one after another.  This runs them (or an evenly spread subset, extrapolated) on local
worker processes, without the cache, and prints the wall time; with --ns-points it also
times that many of the same runs with the real ns-2, serially.

  tests/benchmarks/benchmark_sweep.py                      # all 401 runs, all cores
  tests/benchmarks/benchmark_sweep.py --points 40          # 40 runs, extrapolated to 401
  tests/benchmarks/benchmark_sweep.py --points 40 --ns-points 5
  tests/benchmarks/benchmark_sweep.py --points 40 --dask-workers 1,2
                # also on a cluster of `dask scheduler` + N `dask worker` processes
                # (tests/dask_cli_cluster.py), for each N: wall time, runs per second,
                # and the throughput relative to the first N
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))     # tests/
sys.path.insert(0, HERE)

from reference_cases import SCENARIOS_DIR, case_by_name  # noqa: E402

ALL = 401


def spread(n):
    """n delayB values spread evenly over 0..400 (all of them when n >= 401)."""
    if n >= ALL:
        return list(range(ALL))
    return sorted({round(i * 400 / (n - 1)) for i in range(n)}) if n > 1 else [0]


def children_cpu():
    """User and system CPU seconds of the child processes that have ended (the sweep's
    workers are waited for when it returns)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_ns2(values, endtime):
    script = os.path.join(SCENARIOS_DIR, 'basic2.tcl')
    work = tempfile.mkdtemp(prefix='nsbench_')
    try:
        t0 = time.perf_counter()
        for d in values:
            subprocess.run(['ns', script, str(d), '0.002', '8.0', str(endtime), '20', 'Reno',
                            '0'], cwd=work, capture_output=True, check=True)
        return time.perf_counter() - t0
    finally:
        shutil.rmtree(work, ignore_errors=True)


def time_dask(scenario, values, sizes):
    """Run the points on a `dask scheduler` + N `dask worker` cluster for each N;
    print wall time, throughput and its ratio to the first size's.  Returns failures."""
    from dask_cli_cluster import cli_cluster
    from nslab.sweep import sweep
    first, failed = None, 0
    for n in sizes:
        work = tempfile.mkdtemp(prefix='nsbench_dask_')
        try:
            with cli_cluster(n, work) as address:
                t0 = time.perf_counter()
                table = sweep(scenario, grid={'delayB': values}, scheduler=address,
                              cache=False, progress=False)
                wall = time.perf_counter() - t0
        finally:
            shutil.rmtree(work, ignore_errors=True)
        failed += int(table['error'].notna().sum())
        rate = len(values) / wall
        first = first or rate
        print('dask: %d worker(s): wall %.1f s, %.2f runs/s, throughput x%.2f of %d worker(s),'
              ' load %.2f' % (n, wall, rate, rate / first, sizes[0], os.getloadavg()[0]))
    return failed


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--points', type=int, default=ALL, help='runs (default: all 401)')
    ap.add_argument('--workers', type=int, default=None, help='default: all cores')
    ap.add_argument('--endtime', type=float, default=3000)
    ap.add_argument('--dask-workers', default='', metavar='N,N,...',
                    help='also run the points on Dask clusters of these sizes')
    ap.add_argument('--ns-points', type=int, default=0,
                    help='also time this many of the runs with ns-2 (serially)')
    a = ap.parse_args()
    if a.points < 1:
        ap.error('--points: must be at least 1')

    from nslab.sweep import Script, sweep
    values = spread(a.points)
    endtime = int(a.endtime) if a.endtime == int(a.endtime) else a.endtime
    scenario = Script(os.path.join(SCENARIOS_DIR, 'basic2.tcl'),
                      '{delayB} 0.002 8.0 %s 20 Reno 0' % endtime)
    workers = a.workers or os.cpu_count()
    print('nslab: %d runs of basic2 (8 Mbit/s, %s s) on %d worker(s), load %.2f'
          % (len(values), endtime, workers, os.getloadavg()[0]))
    cpu0 = children_cpu()
    t0 = time.perf_counter()
    table = sweep(scenario, grid={'delayB': values}, workers=workers, cache=False)
    wall = time.perf_counter() - t0
    cpu = children_cpu() - cpu0
    failed = int(table['error'].notna().sum())
    per_run = table['wall_time'].mean()
    print('nslab: wall %.1f s for %d runs (%d failed); %.2f s per run in a worker'
          % (wall, len(values), failed, per_run))
    # the workers' CPU time depends far less than the wall time on what else the machine
    # runs: divided by the workers, it estimates the wall time on as many idle cores
    print('nslab: workers\' CPU time %.1f s, %.3f s per run: %.1f s on %d idle cores'
          % (cpu, cpu / len(values), cpu / workers, workers))
    if len(values) < ALL:
        print('nslab: extrapolated to 401 runs: %.1f s (%.1f min); on %d idle cores %.1f s'
              % (wall * ALL / len(values), wall * ALL / len(values) / 60, workers,
                 cpu / workers * ALL / len(values)))
    for d in (0, 400):
        if d in values and endtime == 3000:
            ref = case_by_name('basic2_Reno_d%d_bw8_oh0.002_3000s' % d)['stdout_kv']
            row = table[table['delayB'] == d].iloc[0]
            same = (row['recv0'], row['recv1']) == (int(ref['recv0']), int(ref['recv1']))
            print('check delayB=%d: recv0=%s recv1=%s, %s ns-2'
                  % (d, row['recv0'], row['recv1'], 'same as' if same else 'DIFFERENT FROM'))
    if a.dask_workers:
        failed += time_dask(scenario, values, [int(n) for n in a.dask_workers.split(',')])
    if a.ns_points:
        if not shutil.which('ns'):
            print('ns-2: not installed (apt-get install ns2)')
            return 0
        sample = spread(a.ns_points)
        ns_wall = time_ns2(sample, endtime)
        serial = ns_wall / len(sample) * ALL
        print('ns-2: %.1f s for %d runs serially; 401 runs: %.1f s (%.1f min)'
              % (ns_wall, len(sample), serial, serial / 60))
        print('speed-up for 401 runs: %.1fx' % (serial / (wall * ALL / len(values))))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
