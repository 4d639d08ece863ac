#!/usr/bin/env python3
"""Record what the real ns-2 does with the wireless reference cases: wireless.json.

Each case of CASES is run as `ns SCRIPT ARGS...` in a fresh temporary directory (scripts
relative to tests/reference/).  For each, wireless.json keeps:
  stdout_kv        the key=value lines ns printed (lines of FreeSpace's per-packet output
                   and of the radio's distCST_ message are left out)
  trace_file, trace_lines, trace_sha256   the trace it wrote
  event_counts     lines per event letter (s r d f M)
  delivered        'r' lines at the agent level (AGT): packets handed to a sink
  agt_sent         's' lines at the agent level
  drop_starts      start times of the clusters of 'd' lines (a drop more than 1 s after the
                   previous one starts a cluster), seconds rounded to the microsecond
These are what tests/kernel/test_wireless.py compares nslab with.  The parsing here is plain
Python on purpose: it does not depend on nslab.

    tests/reference/wireless_record.py              # record every case
    tests/reference/wireless_record.py --check      # compare with wireless.json, write nothing
    tests/reference/wireless_record.py --cases AODV --ns /path/to/ns
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'wireless.json')

TR = 'Propagation/TwoRayGround'
CASES = [
    ('wireless_AODV_100s', 'scenarios/wireless.tcl', ['AODV', '100', '1']),
    ('wireless_DSDV_100s', 'scenarios/wireless.tcl', ['DSDV', '100', '1']),
    ('wireless_AODV_300s', 'scenarios/wireless.tcl', ['AODV', '300', '1']),
    ('wireless_DSDV_300s', 'scenarios/wireless.tcl', ['DSDV', '300', '1']),
    ('wireless_AODV_100s_row8', 'scenarios/wireless.tcl', ['AODV', '100', '1', '8']),
    ('wireless_DSDV_100s_row3', 'scenarios/wireless.tcl', ['DSDV', '100', '1', '3']),
    ('wireless_DSR_100s', 'scenarios/wireless.tcl', ['DSR', '100', '1']),
    ('stress_AODV_10n', 'scenarios/wireless_stress.tcl', ['AODV', '10', '30', '1', 'OFF', '0', '1Mb', TR, '3']),
    ('stress_DSDV_10n', 'scenarios/wireless_stress.tcl', ['DSDV', '10', '30', '1', 'OFF', '0', '1Mb', TR, '3']),
    ('stress_AODV_oldtrace_mactrace', 'scenarios/wireless_stress.tcl', ['AODV', '10', '30', '0', 'ON', '0', '1Mb', TR, '5']),
    ('stress_AODV_norts_2Mb', 'scenarios/wireless_stress.tcl', ['AODV', '12', '30', '1', 'ON', '3000', '2Mb', TR, '7']),
    ('stress_DSDV_norts_11Mb_oldtrace', 'scenarios/wireless_stress.tcl', ['DSDV', '12', '30', '0', 'ON', '3000', '11Mb', TR, '8']),
    ('stress_AODV_freespace', 'scenarios/wireless_stress.tcl', ['AODV', '8', '20', '1', 'OFF', '0', '1Mb', 'Propagation/FreeSpace', '9']),
    ('stress_AODV_20n', 'scenarios/wireless_stress.tcl', ['AODV', '20', '30', '1', 'OFF', '0', '1Mb', TR, '11']),
]

_NOISE = re.compile(r'^(\d+\.\d+: d: |highestAntennaZ_|channel\.cc|num_nodes is set)')


def parse_kv(stdout):
    out = {}
    for line in stdout.splitlines():
        if _NOISE.match(line) or '=' not in line or line.startswith(' '):
            continue
        k, v = line.split('=', 1)
        out[k.strip()] = v.strip()
    return out


def analyse(path):
    """Counts, deliveries and drop clusters of a CMU wireless trace (old or new format)."""
    counts, delivered, sent, drops = {}, 0, 0, []
    h = hashlib.sha256()
    n = 0
    with open(path, 'rb') as f:
        for raw in f:
            h.update(raw)
            n += 1
            line = raw.decode('ascii', 'replace')
            ev = line[:1]
            key = 'd' if ev == 'D' else ev
            counts[key] = counts.get(key, 0) + 1
            if ev == 'M':
                continue
            words = line.split()
            if ' -t ' in line:
                time = float(words[2])
                level = words[words.index('-Nl') + 1]
            else:
                time = float(words[1])
                level = words[3]
            if level == 'AGT' and ev == 'r':
                delivered += 1
            if level == 'AGT' and ev == 's':
                sent += 1
            if key == 'd':
                drops.append(time)
    starts = []
    last = None
    for t in drops:
        if last is None or t - last > 1.0:
            starts.append(round(t, 6))
        last = t
    return {'trace_lines': n, 'trace_sha256': h.hexdigest(), 'event_counts': counts,
            'delivered': delivered, 'agt_sent': sent, 'drop_starts': starts}


def record(ns, name, script, args, timeout):
    work = tempfile.mkdtemp(prefix='nswl_')
    try:
        p = subprocess.run([ns, os.path.join(HERE, script)] + args, cwd=work,
                           capture_output=True, text=True, timeout=timeout)
        if p.returncode != 0:
            raise RuntimeError('%s: ns exit status %d: %s' % (name, p.returncode, p.stderr[-300:]))
        traces = sorted(f for f in os.listdir(work) if f.endswith('.tr'))
        if len(traces) != 1:
            raise RuntimeError('%s: expected one .tr file, got %s' % (name, traces))
        case = {'name': name, 'script': script, 'args': args, 'stdout_kv': parse_kv(p.stdout),
                'trace_file': traces[0]}
        case.update(analyse(os.path.join(work, traces[0])))
        return case
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ns', default='ns', help='the ns-2 binary (default: ns)')
    ap.add_argument('--cases', default='.', help='regex over case names')
    ap.add_argument('--check', action='store_true', help='compare only, write nothing')
    ap.add_argument('--timeout', type=float, default=600)
    a = ap.parse_args()
    if shutil.which(a.ns) is None:
        sys.exit('%s not found: install ns-2 (Debian package ns2) or give --ns' % a.ns)
    old = {}
    if os.path.exists(OUT):
        with open(OUT) as f:
            old = {c['name']: c for c in json.load(f)['cases']}
    version = subprocess.run(['dpkg-query', '-W', '-f=${Version}', 'ns2'], capture_output=True,
                             text=True).stdout.strip() if shutil.which('dpkg-query') else ''
    new, bad = dict(old), 0
    for name, script, args in CASES:
        if not re.search(a.cases, name):
            continue
        case = record(a.ns, name, script, args, a.timeout)
        same = name in old and all(old[name].get(k) == v for k, v in case.items())
        print('%-34s %s  %d lines, %d delivered' % (name, 'same' if same else 'NEW/CHANGED',
                                                   case['trace_lines'], case['delivered']))
        bad += not same
        new[name] = case
    if not a.check:
        doc = {'ns2_version': 'ns-2.35' + (' (Debian package ns2 %s)' % version if version else ''),
               'cases': [new[n] for n, _, _ in CASES if n in new]}
        with open(OUT, 'w') as f:
            json.dump(doc, f, indent=1)
            f.write('\n')
    return 1 if (a.check and bad) else 0


if __name__ == '__main__':
    sys.exit(main())
