#!/usr/bin/env python3
"""Records what the real ns-2 prints and traces for representative points of each
fairness scenario (nslab.widgets.fairness_scenarios), stock parts only: CUBIC_RENO with two
Reno senders (cubic_reno.tcl), and FAIR_QUEUEING (fair_queueing.tcl) with CBR sources and
Reno TCPs under DropTail, RED, DRR, SFQ and FQ: a UDP against three TCPs, and a point of
each of the seed's experiments (1, 2.1, 2.2, 2.3 at n = 4 under every stock discipline,
3.1, 3.2).  Writes cases.json here: per case the script's arguments, the scenario's knob
values, the key=value lines ns printed, and the line count and sha256 of the trace it
wrote.  tests/widgets/test_fairness_scenarios.py runs the same points through the
scenarios, and the scripts through `nslab run`, and compares.  Usage: python tests/reference/fairness/regenerate.py [--ns /usr/bin/ns]"""
import argparse
import hashlib
import json
import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# FAIR_QUEUEING's knobs in the order fair_queueing.tcl takes them, with the scenario's
# defaults; every case stores all of them, so the test does not rely on the defaults.
FQ_KNOBS = dict(qdisc="DropTail", flows=2, tcp_flows=1, udp_share=2.0, udp_ramp=0, links=1,
                cross_flows=0, cross_share=2.0, cross_from=1, seed=1, endtime=10.0)
STOCK_QDISCS = ("DropTail", "RED", "DRR", "SFQ", "FQ")


def fq_case(name, **knobs):
    values = dict(FQ_KNOBS, **knobs)
    return ("fair_queueing_" + name, "fair_queueing.tcl", [str(v) for v in values.values()],
            "fair_queueing", values)


# (case name, script, script arguments after the trace file, scenario, knob values)
CASES = [("cubic_reno_reno_reno", "cubic_reno.tcl", ["10", "5e-6", "1", "20"], "cubic_reno",
          dict(flavour_a="Reno", flavour_b="Reno", delay_a=10, loss_rate=5e-6, seed=1,
               endtime=20))]
for _q in ("DropTail", "RED", "DRR", "SFQ"):         # one UDP at 10 Mbit/s, three TCPs
    CASES.append(fq_case(_q, qdisc=_q, flows=4, tcp_flows=3, udp_share=4.0, endtime=2.0))
for _q in STOCK_QDISCS:                              # 2.3: one TCP, three UDPs at 2x
    CASES.append(fq_case("2.3_n4_%s" % _q, qdisc=_q, flows=4, tcp_flows=1, udp_share=2.0,
                         seed=3, endtime=4.0))
CASES += [
    fq_case("1_RED", qdisc="RED", flows=2, tcp_flows=0, udp_share=1.0, links=2,
            cross_flows=1, cross_from=2, cross_share=1.0, endtime=2.0),
    fq_case("2.1_DropTail", qdisc="DropTail", flows=32, tcp_flows=0, udp_share=1.0,
            udp_ramp=1, endtime=1.0),
    fq_case("2.1_SFQ", qdisc="SFQ", flows=32, tcp_flows=0, udp_share=1.0, udp_ramp=1,
            endtime=1.0),
    fq_case("2.2_DRR", qdisc="DRR", flows=32, tcp_flows=31, udp_share=32.0, endtime=2.0),
    fq_case("2.2_FQ", qdisc="FQ", flows=32, tcp_flows=31, udp_share=32.0, endtime=2.0),
    fq_case("2.3_n24_DRR", qdisc="DRR", flows=24, tcp_flows=1, udp_share=2.0, endtime=3.0),
    fq_case("3.1_DRR", qdisc="DRR", flows=1, tcp_flows=0, udp_share=1.0, links=3,
            cross_flows=10, cross_share=2.0, endtime=2.0),
    fq_case("3.2_SFQ", qdisc="SFQ", flows=1, tcp_flows=1, links=3, cross_flows=10,
            cross_share=2.0, endtime=2.0),
]


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
