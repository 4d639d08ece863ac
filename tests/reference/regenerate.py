#!/usr/bin/env python3
"""Re-record tests/reference/cases.json with the real ns-2.

Each selected case is run as `ns SCRIPT ARGS...` in a fresh temporary directory, exactly as
a user would run it; what ns printed replaces the stored values:
  stdout_kv      its key=value lines (parsed by reference_cases.parse_kv)
  trace_file     the .tr file it wrote (the stored name; for a case with none stored, the
                 single *.tr file that appeared, or null)
  trace_lines    that file's line count
  trace_sha256   that file's sha256
  event_counts   lines of each event kind in that trace (nslab.analysis.event_counts;
                 wireless traces: s/r/d/f and M)
  trace_analysis for cases that have it: the chapter's measurements computed from ns-2's
                 trace with nslab.analysis (drops per flow, teeth and coarse timeouts
                 after startpoint, average and maximum queue of link 1->2, packets
                 delivered twice); the keys a case already has are the ones recomputed
The name, script and args of each case are the input and are kept.  To add a case, append
{"name": ..., "script": "scenarios/X.tcl", "args": [...]} to cases.json and run this script
with --cases NAME.

Examples
  tests/reference/regenerate.py                       # every case (takes a while)
  tests/reference/regenerate.py --cases '^basic1_'    # a regex over case names
  tests/reference/regenerate.py --check --cases basic1_default   # compare, write nothing
Exit status: 0 when every selected case ran (and, with --check, matched), 1 otherwise.
"""
import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # tests/, for reference_cases

from reference_cases import (CASES_FILE, load_reference, parse_kv, run_case,  # noqa: E402
                             trace_digest)


def ns_version(ns_cmd):
    """A description like 'ns-2.35 (Debian package ns2 2.35+dfsg-5)'."""
    with tempfile.TemporaryDirectory(prefix='nsver_') as d:
        script = os.path.join(d, 'version.tcl')
        with open(script, 'w') as f:
            f.write('puts [ns-version]\nexit 0\n')
        p = subprocess.run(ns_cmd + [script], cwd=d, capture_output=True, text=True, timeout=60)
    version = 'ns-' + p.stdout.strip().splitlines()[-1] if p.stdout.strip() else 'ns (unknown version)'
    if shutil.which('dpkg-query'):
        q = subprocess.run(['dpkg-query', '-W', '-f=${Version}', 'ns2'], capture_output=True, text=True)
        if q.returncode == 0 and q.stdout.strip():
            version += ' (Debian package ns2 %s)' % q.stdout.strip()
    return version


def record(ns_cmd, case, timeout):
    """Run one case with ns; return (new values, problem or None, seconds)."""
    work = tempfile.mkdtemp(prefix='nsref_')
    t0 = time.perf_counter()
    try:
        try:
            p = run_case(ns_cmd, case, work, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, 'timed out after %.0f s' % timeout, time.perf_counter() - t0
        wall = time.perf_counter() - t0
        if p.returncode != 0:
            last = (p.stderr.strip().splitlines() or [''])[-1]
            return None, 'ns exit status %d: %s' % (p.returncode, last[:300]), wall
        kv = parse_kv(p.stdout)
        if not kv:
            return None, 'ns printed no key=value line', wall
        trace_file = case.get('trace_file')
        if not trace_file:
            written = sorted(f for f in os.listdir(work) if f.endswith('.tr'))
            if len(written) > 1:
                return None, 'several trace files written: %s' % ', '.join(written), wall
            trace_file = written[0] if written else None
        new = {'stdout_kv': kv, 'trace_file': trace_file, 'trace_lines': None, 'trace_sha256': None}
        if trace_file:
            path = os.path.join(work, trace_file)
            if not os.path.exists(path):
                return None, 'ns wrote no %s' % trace_file, wall
            new['trace_lines'], new['trace_sha256'] = trace_digest(path)
            new.update(analyse(path, case, new['trace_lines']))
        return new, None, wall
    finally:
        shutil.rmtree(work, ignore_errors=True)


def analyse(path, case, lines):
    """event_counts and trace_analysis of an ns-2 trace, with nslab's reader (the keys
    of trace_analysis are those the case already has, or the wired basic set)."""
    try:
        from nslab import analysis, trace
    except ImportError as e:
        print('  (nslab not importable, event_counts/trace_analysis kept: %s)' % e)
        return {}
    t = trace.read(path)
    out = {}
    if len(t.wireless):
        counts = analysis.event_counts(t)
        out['event_counts'] = dict(counts.get('wireless', {}), **({'M': counts['M']}
                                                                  if 'M' in counts else {}))
    else:
        counts = {k: v for k, v in analysis.event_counts(t).items() if k in '+-rd'}
        old = case.get('event_counts') or {}
        if 'other' in old:                  # lines of other kinds, as first recorded
            counts['other'] = lines - sum(counts.values())
        out['event_counts'] = counts
    keys = set(case.get('trace_analysis') or ())
    if not keys:
        return out
    start = (case.get('trace_analysis') or {}).get('startpoint', 3.0)
    flows = lambda s: {str(k): int(v) for k, v in s.items()}   # noqa: E731
    ta = {'drops_per_flow': flows(analysis.drops_per_flow(t))}
    if 'teeth_after_startpoint' in keys:
        th = analysis.teeth(t, start)
        ta['teeth_after_startpoint'] = flows(th['teeth'])
        ta['coarse_timeouts_after_startpoint'] = flows(th['coarse_timeouts'])
        ta['startpoint'] = start
    if 'avgqueue_link_only' in keys:
        q = analysis.queue_stats(t, (1, 2))
        ta['avgqueue_link_only'], ta['maxqueue_link_only'] = q['average'], q['maximum']
    if 'dup_delivered_count' in keys:
        ta['dup_delivered_count'] = len(analysis.delivered_twice(t))
    out['trace_analysis'] = ta
    return out


def changes(case, new):
    out = []
    old_kv, new_kv = case.get('stdout_kv') or {}, new['stdout_kv']
    for k in sorted(set(old_kv) | set(new_kv)):
        if old_kv.get(k) != new_kv.get(k):
            out.append('%s: %r -> %r' % (k, old_kv.get(k), new_kv.get(k)))
    for k in ('trace_file', 'trace_lines', 'trace_sha256'):
        if case.get(k) != new[k]:
            out.append('%s: %r -> %r' % (k, case.get(k), new[k]))
    for k in ('event_counts', 'trace_analysis'):
        if k in new:
            old_v, new_v = case.get(k) or {}, new[k]
            for sub in sorted(set(old_v) | set(new_v)):
                a, b = old_v.get(sub), new_v.get(sub)
                if a != b and not (isinstance(a, float) and isinstance(b, float)
                                   and abs(a - b) <= 1e-9 * abs(a)):
                    out.append('%s.%s: %r -> %r' % (k, sub, a, b))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--cases', default='.', help='regex over case names (re.search); default: all')
    ap.add_argument('--ns', default='ns', help='the ns-2 command (default: ns)')
    ap.add_argument('--file', default=CASES_FILE, help='the cases file (default: %(default)s)')
    ap.add_argument('--check', action='store_true', help='only compare with the stored values; write nothing')
    ap.add_argument('--timeout', type=float, default=3600, help='seconds per case (default: %(default)s)')
    a = ap.parse_args()

    ns_cmd = shlex.split(a.ns)
    if not shutil.which(ns_cmd[0]):
        print('%s: not found (Debian: apt-get install ns2)' % ns_cmd[0], file=sys.stderr)
        return 1
    doc = load_reference(a.file)
    selected = [c for c in doc['cases'] if re.search(a.cases, c['name'])]
    if not selected:
        print('no case matches %r' % a.cases, file=sys.stderr)
        return 1

    version = ns_version(ns_cmd)
    print('recording with %s: %d case(s)' % (version, len(selected)))
    failed = changed = 0
    for case in selected:
        new, problem, wall = record(ns_cmd, case, a.timeout)
        if problem:
            failed += 1
            print('FAIL     %-42s %7.1fs  %s' % (case['name'], wall, problem))
            continue
        diff = changes(case, new)
        changed += bool(diff)
        print('%-8s %-42s %7.1fs' % ('CHANGED' if diff else 'same', case['name'], wall))
        for line in diff[:20]:
            print('           ' + line)
        if len(diff) > 20:
            print('           ... %d more' % (len(diff) - 20))
        case.update(new)

    print('%d same, %d changed, %d failed' % (len(selected) - changed - failed, changed, failed))
    if a.check:
        return 1 if failed or changed else 0
    if failed:
        print('not writing %s: some cases failed' % a.file)
        return 1
    doc['ns2_version'] = version
    tmp = a.file + '.tmp'
    with open(tmp, 'w', encoding='utf-8') as f:
        json.dump(doc, f, indent=1)
        f.write('\n')
    os.replace(tmp, a.file)
    print('wrote %s' % a.file)
    return 0


if __name__ == '__main__':
    sys.exit(main())
