#!/usr/bin/env python3
"""Records what the real ns-2 prints and traces for one representative point of each
fairness scenario (nslab.widgets.fairness_scenarios), stock parts only: CUBIC_RENO with two
Reno senders (cubic_reno.tcl) and FAIR_QUEUEING's one congested link under DropTail, RED,
DRR and SFQ with a UDP and three Reno TCPs (fair_queueing.tcl).  Writes cases.json here:
per case the script's arguments, the scenario's knob values, the key=value lines ns
printed, and the line count and sha256 of the trace it wrote.
tests/widgets/test_fairness_scenarios.py runs the same points through the scenarios and
compares.  Usage: python tests/reference/fairness/regenerate.py [--ns /usr/bin/ns]"""
import argparse
import hashlib
import json
import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# (case name, script, script arguments after the trace file, scenario, knob values)
CASES = [("cubic_reno_reno_reno", "cubic_reno.tcl", ["10", "5e-6", "1", "20"], "cubic_reno",
          dict(flavour_a="Reno", flavour_b="Reno", delay_a=10, loss_rate=5e-6, seed=1,
               endtime=20))]
for _q in ("DropTail", "RED", "DRR", "SFQ"):
    CASES.append(("fair_queueing_%s" % _q, "fair_queueing.tcl", [_q, "4", "10", "1", "2"],
                  "fair_queueing", dict(qdisc=_q, flows=4, tcp_flows=3, udp_share=4.0, seed=1,
                                        endtime=2)))


def record(ns, name, script, args, scenario, knobs):
    with tempfile.TemporaryDirectory() as tmp:
        trace = os.path.join(tmp, "out.tr")
        out = subprocess.run([ns, os.path.join(HERE, script), trace] + args, check=True,
                             capture_output=True, text=True, cwd=tmp).stdout
        data = open(trace, "rb").read()
    kv = dict(line.split("=", 1) for line in out.splitlines() if "=" in line)
    return {"name": name, "script": script, "args": args, "scenario": scenario,
            "knobs": knobs, "stdout_kv": kv, "trace_lines": data.count(b"\n"),
            "trace_sha256": hashlib.sha256(data).hexdigest()}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--ns", default="/usr/bin/ns")
    a = ap.parse_args()
    with tempfile.NamedTemporaryFile("w", suffix=".tcl") as probe:
        probe.write("puts [ns-version]; exit\n")
        probe.flush()
        version = subprocess.run([a.ns, probe.name], capture_output=True,
                                 text=True).stdout.strip()
    cases = [record(a.ns, *c) for c in CASES]
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump({"ns2_version": version, "cases": cases}, f, indent=1)
        f.write("\n")
    for c in cases:
        print(c["name"], c["trace_lines"], c["stdout_kv"])


if __name__ == "__main__":
    main()
