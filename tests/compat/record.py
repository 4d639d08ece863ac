#!/usr/bin/env python3
"""Record what the real ns-2 does with each script of the compatibility suite.

Each script of tests/compat/scripts/ runs twice with `ns` (compat_run.run: a fresh
temporary directory, stub nam/xgraph/gnuplot on PATH, a time limit); expected.json keeps,
per script: ns's exit status, its stdout (the text, and its sha256), the sha256 of every
file the run left, the run's time, and whether the two runs agreed in all of these
(`deterministic`: a script that seeds from the clock or the process does not).  test_compat.py
compares nslab's runs with these records.

Examples
  tests/compat/record.py                     # every script (a few minutes)
  tests/compat/record.py --only 'ex/simple'  # a regex over script paths; the others are kept
Exit status 0 when ns finished every selected script within the time limit, else 1.
"""
import argparse
import json
import re
import subprocess
import sys

from compat_run import EXPECTED, run, scripts, sha256

STDOUT_KEPT = 20000      # longer stdout is kept as its sha256 only


def ns_version(ns):
    p = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "ns2"], capture_output=True, text=True)
    return "ns-2.35 (%s%s)" % (ns, ", Debian package ns2 " + p.stdout if p.returncode == 0 else "")


def record_one(ns, rel, timeout):
    first = run([ns], rel, timeout)
    second = run([ns], rel, timeout)
    same = all(first[k] == second[k] for k in ("status", "stdout", "files"))
    entry = {"status": first["status"], "seconds": first["seconds"],
             "stdout_sha256": sha256(first["stdout"].encode("latin-1")),
             "files": first["files"], "deterministic": same,
             "stderr": first["stderr"][-2000:]}
    if len(first["stdout"]) <= STDOUT_KEPT:
        entry["stdout"] = first["stdout"]
    return entry


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ns", default="/usr/bin/ns")
    ap.add_argument("--only", default="", help="regex over script paths")
    ap.add_argument("--timeout", type=float, default=120)
    opts = ap.parse_args()
    old = json.loads(EXPECTED.read_text()) if EXPECTED.exists() else {"scripts": {}}
    recorded = {k: v for k, v in old["scripts"].items() if k in scripts()}
    ok = True
    for rel in scripts():
        if not re.search(opts.only, rel):
            continue
        entry = record_one(opts.ns, rel, opts.timeout)
        recorded[rel] = entry
        ok = ok and entry["status"] != "timeout"
        print("%-50s status %-7s %6.2f s%s" % (rel, entry["status"], entry["seconds"],
                                               "" if entry["deterministic"] else "  (varies)"))
    EXPECTED.write_text(json.dumps({"ns": ns_version(opts.ns), "scripts": dict(sorted(recorded.items()))},
                                   indent=1, sort_keys=False) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
