#!/usr/bin/env python3
"""Record what the real ns-2 does with the wireless scale cases: wireless_scale.json.

The cases run scenarios/wireless_demo.tcl (the shape of ns-2.35's tcl/ex ad-hoc demos) on
50 mobile nodes with the movement file ns-2's setdest wrote and a traffic file in cbrgen's
format, both kept in scenarios/wireless_demo/ (small enough to commit; the benchmark's
larger ones are written at benchmark time).  For each case the JSON keeps the trace's line
count and sha256 and the key=value lines ns printed; tests/kernel/test_wireless_scale.py
compares nslab with them.

    tests/reference/wireless_scale_record.py                 # run ns, rewrite the JSON
    tests/reference/wireless_scale_record.py --scenario      # first rewrite the two files
                                                             # (needs setdest and cc)
    tests/reference/wireless_scale_record.py --check         # compare ns with the JSON
"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import wireless_demo  # noqa: E402

OUT = os.path.join(HERE, 'wireless_scale.json')
SCRIPT = 'scenarios/wireless_demo.tcl'
FOLDER = 'wireless_demo'                 # inside scenarios/, relative to the script
NODES, STOP, SEED = 50, 20, 1
MOVEMENT = '%s/demo-%dn-%ds.movement' % (FOLDER, NODES, STOP)
TRAFFIC = '%s/demo-%dn-%ds.traffic' % (FOLDER, NODES, STOP)
CASES = [('demo_%s_%dn_%ds' % (rp, NODES, STOP), [rp, str(NODES), str(STOP), MOVEMENT, TRAFFIC])
         for rp in ('AODV', 'DSDV')]


def digest(path):
    with open(path, 'rb') as f:
        data = f.read()
    return data.count(b'\n'), hashlib.sha256(data).hexdigest()


def key_values(stdout):
    """The script's tcp.I.ack=N lines (not ns-2's radio messages, which hold '=' too)."""
    return dict(l.split('=', 1) for l in stdout.splitlines() if l.startswith('tcp.'))


def run(cmd, args):
    """(trace lines, sha256, key=value lines) of `cmd SCRIPT ARGS` in a fresh directory."""
    work = tempfile.mkdtemp(prefix='wlscale_')
    try:
        p = subprocess.run(cmd + [os.path.join(HERE, SCRIPT)] + args, cwd=work,
                           capture_output=True, text=True, check=True)
        lines, sha = digest(os.path.join(work, 'demo.tr'))
        return lines, sha, key_values(p.stdout)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ns', default='ns')
    ap.add_argument('--scenario', action='store_true', help='rewrite the movement and traffic files')
    ap.add_argument('--check', action='store_true', help='compare with the JSON, write nothing')
    a = ap.parse_args()
    if a.scenario:
        folder = os.path.join(HERE, 'scenarios', FOLDER)
        os.makedirs(folder, exist_ok=True)
        wireless_demo.write_scenario(folder, NODES, STOP, SEED)
    cases = []
    for name, args in CASES:
        lines, sha, kv = run([a.ns], args)
        cases.append({'name': name, 'script': SCRIPT, 'args': args, 'stdout_kv': kv,
                      'trace_file': 'demo.tr', 'trace_lines': lines, 'trace_sha256': sha})
        print('%s: %d lines %s' % (name, lines, sha[:16]))
    if a.check:
        with open(OUT) as f:
            stored = json.load(f)['cases']
        same = stored == cases
        print('identical to wireless_scale.json' if same else 'DIFFERS from wireless_scale.json')
        return 0 if same else 1
    version = subprocess.run(['dpkg-query', '-W', '-f', '${Version}', 'ns2'],
                             capture_output=True, text=True).stdout.strip()
    with open(OUT, 'w') as f:
        json.dump({'ns2_version': 'ns-2.35 (Debian package ns2 %s)' % version,
                   'setdest_seed': SEED, 'cases': cases}, f, indent=1)
        f.write('\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
