#!/usr/bin/env python3
"""Time nslab against the real ns-2 on the seed's wireless.tcl, and check they agree.

For each case the two simulators run alternately (nslab, ns, ns, nslab, ...), --runs times
each, every run in its own empty temporary directory; every run must write the same
wireless.tr (sha256) and print the same key=value lines as the first ns run.  Then it
prints, per simulator, the median wall time and the median CPU time (user + system of the
child), and the ratios nslab/ns.  The goal of issue 6 is a wall-time ratio of at most 0.5
on `wireless.tcl AODV 100 1`.

Default cases (scripts in tests/reference/scenarios/):
  wireless.tcl AODV 100 1      the seed's scenario, as the book runs it (the goal)
  wireless.tcl DSDV 100 1
  wireless.tcl AODV 1000 1     a long run, where start-up costs matter less
--case adds a case; --no-default leaves the defaults out.

The nslab command is NSLAB_CMD when set, else .venv/bin/nslab run when that exists, else
`nslab run`.  It runs as an installed nslab does, with Python's compiled bytecode
(PYTHONDONTWRITEBYTECODE is removed from its environment, and one untimed run comes first).
Exit status: 0 when every run succeeded and agreed, 1 otherwise.

    .venv/bin/python tests/benchmarks/benchmark_wireless.py --runs 7
"""
import argparse
import hashlib
import os
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))     # tests/
SCENARIOS = os.path.join(HERE, 'reference', 'scenarios')
DEFAULT_CASES = ('wireless.tcl AODV 100 1', 'wireless.tcl DSDV 100 1', 'wireless.tcl AODV 1000 1')


def nslab_command():
    if os.environ.get('NSLAB_CMD', '').strip():
        return shlex.split(os.environ['NSLAB_CMD'])
    venv = os.path.join(os.path.dirname(HERE), '.venv', 'bin', 'nslab')
    return [venv, 'run'] if os.path.exists(venv) else ['nslab', 'run']


def kv(text):
    return {l.split('=', 1)[0].strip(): l.split('=', 1)[1].strip()
            for l in text.splitlines() if '=' in l and not l.startswith(' ')}


ENV = {k: v for k, v in os.environ.items() if k != 'PYTHONDONTWRITEBYTECODE'}


def run_once(cmd, script, args):
    """(wall seconds, cpu seconds, kv, {trace: sha256}) of one run in a fresh directory."""
    work = tempfile.mkdtemp(prefix='wlbench_')
    try:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        p = subprocess.run(cmd + [script] + args, cwd=work, capture_output=True, text=True,
                           env=ENV)
        wall = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if p.returncode != 0:
            raise RuntimeError('%s failed (%d): %s' % (' '.join(cmd), p.returncode, p.stderr[-500:]))
        files = {}
        for name in sorted(os.listdir(work)):
            if name.endswith('.tr'):
                with open(os.path.join(work, name), 'rb') as f:
                    files[name] = hashlib.sha256(f.read()).hexdigest()
        return wall, cpu, kv(p.stdout), files
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--case', action='append', default=[], help='"SCRIPT ARGS..." to add')
    ap.add_argument('--no-default', action='store_true')
    ap.add_argument('--ns', default='ns')
    a = ap.parse_args()
    if shutil.which(a.ns) is None:
        sys.exit('ns-2 (%s) is not installed' % a.ns)
    cases = ([] if a.no_default else list(DEFAULT_CASES)) + a.case
    nslab = nslab_command()
    run_once(nslab, os.path.join(SCENARIOS, 'wireless.tcl'), ['AODV', '1', '0'])   # bytecode
    ok = True
    print('%-28s %10s %10s %10s %10s %7s %7s' % ('case', 'ns wall', 'nslab wall', 'ns cpu',
                                                  'nslab cpu', 'wall', 'cpu'))
    for case in cases:
        words = case.split()
        script = words[0] if os.path.exists(words[0]) else os.path.join(SCENARIOS, words[0])
        times = {'ns': [], 'nslab': []}
        ref = None
        order = ['nslab', 'ns', 'ns', 'nslab'] * ((a.runs + 1) // 2)
        counts = {'ns': 0, 'nslab': 0}
        for who in order:
            if counts[who] >= a.runs:
                continue
            counts[who] += 1
            wall, cpu, out, files = run_once([a.ns] if who == 'ns' else nslab, script, words[1:])
            if who == 'ns' and ref is None:
                ref = (out, files)
            times[who].append((wall, cpu))
            if ref is not None and (files != ref[1] or
                                    any(out.get(k) != v for k, v in ref[0].items())):
                print('  %s: %s output differs from ns-2' % (case, who))
                ok = False
        med = {w: (statistics.median(t[0] for t in times[w]), statistics.median(t[1] for t in times[w]))
               for w in times}
        print('%-28s %9.3fs %9.3fs %9.3fs %9.3fs %7.2f %7.2f' % (
            case, med['ns'][0], med['nslab'][0], med['ns'][1], med['nslab'][1],
            med['nslab'][0] / med['ns'][0], med['nslab'][1] / med['ns'][1]))
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
