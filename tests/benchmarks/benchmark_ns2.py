#!/usr/bin/env python3
"""Time nslab against the real ns-2 on the same scripts, and check they agree.

For each case the two simulators run alternately (nslab, ns, ns, nslab, nslab, ns, ...),
--runs times each, every run in its own empty temporary directory.  Every run must print
the same key=value lines as the first ns run and write the same files (compared by sha256;
.nam files are not compared).
Then it prints the median wall time of each simulator and the ratio nslab/ns.

Default cases (scripts are looked up in tests/reference/scenarios/):
  basic2.tcl 0 0.002 8.0 3000 20 Reno 0     two Reno flows at 8 Mbit/s, 3000 s, no trace
  basic2.tcl 0 0.002 8.0 300 20 Reno 1      the same for 300 s, with trace-all
  basic2.tcl 0 0.002 8.0 3000 20 Sack1 0    two Sack1 flows (Sack1 sinks), 3000 s, no trace
  basic2.tcl 0 0.002 8.0 1000 20 Reno 0 0 Vegas 1 3 100
                                            Reno against Vegas (alpha 1, beta 3), 1000 s,
                                            counters every 100 s
--case adds a case (script and arguments in one string); --no-default leaves the defaults out.

The nslab command is NSLAB_CMD when set, else .venv/bin/nslab run when that exists, else
`nslab run`.  Exit status: 0 when every run succeeded and agreed, 1 otherwise.

Examples
  .venv/bin/python tests/benchmarks/benchmark_ns2.py
  .venv/bin/python tests/benchmarks/benchmark_ns2.py --runs 5 --case 'basic1.tcl 1000 7 10 50 1'
"""
import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))     # tests/
sys.path.insert(0, HERE)

from reference_cases import SCENARIOS_DIR, parse_kv, trace_digest  # noqa: E402

DEFAULT_CASES = (
    'basic2.tcl 0 0.002 8.0 3000 20 Reno 0',
    'basic2.tcl 0 0.002 8.0 300 20 Reno 1',
    'basic2.tcl 0 0.002 8.0 3000 20 Sack1 0',
    'basic2.tcl 0 0.002 8.0 1000 20 Reno 0 0 Vegas 1 3 100',
)


def default_nslab_command():
    if os.environ.get('NSLAB_CMD', '').strip():
        return os.environ['NSLAB_CMD'].strip()
    venv = os.path.join(os.path.dirname(HERE), '.venv', 'bin', 'nslab')
    if os.path.exists(venv):
        return shlex.quote(venv) + ' run'
    return 'nslab run'


def resolve_script(name):
    if os.path.exists(name):
        return os.path.abspath(name)
    candidate = os.path.join(SCENARIOS_DIR, name)
    if os.path.exists(candidate):
        return candidate
    raise SystemExit('no such script: %s (looked in . and %s)' % (name, SCENARIOS_DIR))


class Run:
    """One simulator run: wall time, exit status, key=value output, files written."""

    def __init__(self, cmd, script, args, timeout):
        work = tempfile.mkdtemp(prefix='nsbench_')
        try:
            t0 = time.perf_counter()
            try:
                p = subprocess.run(cmd + [script] + args, cwd=work, stdin=subprocess.DEVNULL,
                                   capture_output=True, text=True, timeout=timeout)
                self.status = p.returncode
                self.stdout, self.stderr = p.stdout, p.stderr
            except subprocess.TimeoutExpired:
                self.status, self.stdout, self.stderr = 'timeout', '', ''
            except FileNotFoundError as e:
                self.status, self.stdout, self.stderr = 'not found', '', str(e)
            self.wall = time.perf_counter() - t0
            self.kv = parse_kv(self.stdout)
            # nam animation files are left out: nslab accepts namtrace-all and writes none
            self.files = {f: trace_digest(os.path.join(work, f))
                          for f in sorted(os.listdir(work)) if not f.endswith('.nam')}
        finally:
            shutil.rmtree(work, ignore_errors=True)

    @property
    def ok(self):
        return self.status == 0


def compare(ref, run):
    """Problems of `run` compared with the reference run `ref` (an ns run)."""
    problems = []
    if not run.ok:
        last = (run.stderr.strip().splitlines() or [''])[-1]
        problems.append('exit status %s %s' % (run.status, last[:200]))
    for key in sorted(set(ref.kv) | set(run.kv)):
        if ref.kv.get(key) != run.kv.get(key):
            problems.append('%s: ns %r, this run %r' % (key, ref.kv.get(key), run.kv.get(key)))
    for name in sorted(set(ref.files) | set(run.files)):
        a, b = ref.files.get(name), run.files.get(name)
        if a != b:
            problems.append('%s: ns %s, this run %s' % (
                name, 'none' if a is None else '%d lines %s' % (a[0], a[1][:16]),
                'none' if b is None else '%d lines %s' % (b[0], b[1][:16])))
    return problems


def bench(spec, nslab_cmd, ns_cmd, runs, timeout):
    words = shlex.split(spec)
    script, args = resolve_script(words[0]), words[1:]
    print('\n== %s' % spec, flush=True)
    results = {'nslab': [], 'ns': []}
    commands = {'nslab': nslab_cmd, 'ns': ns_cmd}
    for i in range(runs):
        order = ('nslab', 'ns') if i % 2 == 0 else ('ns', 'nslab')
        for who in order:
            r = Run(commands[who], script, args, timeout)
            results[who].append(r)
            print('   run %d  %-6s %8.2f s  exit %s' % (i + 1, who, r.wall, r.status), flush=True)

    ns_runs = [r for r in results['ns'] if r.ok]
    problems = []
    if not ns_runs:
        problems.append('ns failed: exit %s %s' % (results['ns'][0].status,
                                                   results['ns'][0].stderr.strip()[-200:]))
    else:
        ref = ns_runs[0]
        for who in ('ns', 'nslab'):
            for i, r in enumerate(results[who]):
                problems += ['%s run %d: %s' % (who, i + 1, p) for p in compare(ref, r)]
    ns_med = statistics.median(r.wall for r in results['ns'])
    nslab_med = statistics.median(r.wall for r in results['nslab'])
    ratio = nslab_med / ns_med if ns_med > 0 else float('inf')
    same = not problems
    print('   median: nslab %.2f s, ns %.2f s, nslab/ns %.2f; output %s'
          % (nslab_med, ns_med, ratio, 'identical' if same else 'DIFFERS'))
    if ns_runs and same:
        for name, (lines, sha) in ns_runs[0].files.items():
            print('   %s: %d lines, sha256 %s' % (name, lines, sha))
        print('   %d key=value lines' % len(ns_runs[0].kv))
    for p in problems[:25]:
        print('   ' + p)
    if len(problems) > 25:
        print('   ... %d more' % (len(problems) - 25))
    return {'case': spec, 'nslab': nslab_med, 'ns': ns_med, 'ratio': ratio, 'same': same}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--runs', type=int, default=3, help='runs of each simulator per case (default: 3)')
    ap.add_argument('--case', action='append', default=[], metavar="'SCRIPT ARGS...'",
                    help='another case, e.g. "basic1.tcl 1000 7 10 50 1"; repeatable')
    ap.add_argument('--no-default', action='store_true', help='run only the --case cases')
    ap.add_argument('--nslab', default=default_nslab_command(), help='nslab command (default: %(default)s)')
    ap.add_argument('--ns', default='ns', help='ns-2 command (default: ns)')
    ap.add_argument('--timeout', type=float, default=3600, help='seconds per run (default: %(default)s)')
    a = ap.parse_args()
    if a.runs < 1:
        ap.error('--runs must be at least 1')
    specs = ([] if a.no_default else list(DEFAULT_CASES)) + a.case
    if not specs:
        ap.error('no case to run')
    nslab_cmd, ns_cmd = shlex.split(a.nslab), shlex.split(a.ns)
    for cmd in (nslab_cmd, ns_cmd):
        if not shutil.which(cmd[0]):
            ap.error('%s: command not found' % cmd[0])

    print('nslab: %s\nns:    %s\nruns:  %d each, alternating' % (' '.join(nslab_cmd), ' '.join(ns_cmd), a.runs))
    rows = [bench(s, nslab_cmd, ns_cmd, a.runs, a.timeout) for s in specs]

    width = max(len(r['case']) for r in rows)
    print('\n%-*s  %9s  %9s  %8s  %s' % (width, 'case', 'nslab s', 'ns s', 'nslab/ns', 'output'))
    for r in rows:
        print('%-*s  %9.2f  %9.2f  %8.2f  %s' % (width, r['case'], r['nslab'], r['ns'], r['ratio'],
                                                 'identical' if r['same'] else 'DIFFERS'))
    return 0 if all(r['same'] for r in rows) else 1


if __name__ == '__main__':
    sys.exit(main())
