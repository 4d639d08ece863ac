#!/usr/bin/env python3
"""The published experiments behind the models that go beyond stock ns-2, rebuilt with
nslab's Python API: TCP Cubic against Reno under random loss (seed 002, an ns-3 report)
and the CSFQ paper's single-congested-link experiments (seed 004).  There is no ns-2
reference to be identical to: tests/kernel/test_cubic.py and tests/kernel/test_fair_queues.py check
that the results have the published *shape*; run this file to print the figures.

Scenarios
  seed002(flavour_a, flavour_b, byte_error, delay_a)
      A and B send over 5 Mb/s links (delay_a and 10 ms) to R, then a 2 Mb/s, 200 ms
      bottleneck R--C whose two directions lose each byte with probability byte_error
      (an ErrorModel, unit byte); 1000-byte segments, 100-packet queues, window_ 10000.
      Returns each flow's goodput in KB/s (bytes delivered / duration / 1000).
  udp32(qdisc)
      Seed 004, 2.1: 32 CBR/UDP flows, flow i at (i + 1) times the fair share of a
      10 Mb/s link (0.3125 Mb/s); every link 1 ms, 64-packet buffers, 1000-byte packets,
      the bottleneck 10 Mb/s, access links 100 Mb/s (see ACCESS), CBR with random_ 1.  Returns each flow's throughput in Mb/s.
  udp_tcp(qdisc)
      Seed 004, 2.2: the same link, flow 0 a UDP at 10 Mb/s, flows 1..31 Reno TCPs.

Usage: python tests/beyond_scenarios.py [--seconds S] [--only cubic|udp32|udptcp]
"""
import argparse
import os
import sys

from nslab import Simulator
from nslab.analysis import jain_index

LINK = ("10Mb", "1ms")
# Sources reach R over 100 Mb/s links (the seed: 10 Mb/s).  With 10 Mb/s, flow 31's packets
# (10 Mb/s) arrive back to back in lock-step with the bottleneck's departures, and under
# DropTail always find the buffer full: a phase effect, not a property of the discipline.
ACCESS = "100Mb"
FAIR_SHARE = 10.0 / 32          # Mb/s
BUFFER = 64                     # packets
DISCIPLINES = ("DropTail", "RED", "FRED", "DRR", "CSFQ")


# ---- seed 002: Cubic and Reno under random loss ----------------------------------------

def seed002(flavour_a, flavour_b, byte_error=1e-6, delay_a="10ms", seconds=200.0):
    sim = Simulator()
    a, b, r, c = sim.node(), sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, r, "5Mb", delay_a)
    sim.duplex_link(b, r, "5Mb", "10ms")
    sim.duplex_link(r, c, "2Mb", "200ms")
    for x, y in ((a, r), (b, r), (r, c)):
        sim.queue_limit(x, y, 100)
    for x, y in ((r, c), (c, r)):
        sim.lossmodel(sim.error_model(rate=byte_error, unit="byte"), x, y)
    sinks = []
    for fid, (node, flavour) in enumerate(((a, flavour_a), (b, flavour_b))):
        tcp = sim.agent("Agent/TCP/" + flavour, window=10000, fid=fid, packet_size=1000)
        sink = sim.agent("Agent/TCPSink")
        sim.attach_agent(node, tcp)
        sim.attach_agent(c, sink)
        sim.connect(tcp, sink)
        sim.at(0.0, sim.ftp(tcp).start)
        sinks.append(sink)
    sim.run(until=seconds)
    return [s["bytes_"] / seconds / 1e3 for s in sinks]


def seed002_average(flavour_a, flavour_b, delay_a="10ms", seconds=200.0,
                    errors=(1e-6, 2e-6, 3e-6, 4e-6, 5e-6)):
    """Mean goodputs (KB/s) over the report's five error rates."""
    runs = [seed002(flavour_a, flavour_b, e, delay_a, seconds) for e in errors]
    return [sum(r[i] for r in runs) / len(runs) for i in (0, 1)]


# ---- seed 004: one congested 10 Mb/s link --------------------------------------------------

def _bottleneck(sim, n_flows, qdisc):
    """n sources, each on its own node, -> R -> D; the R -> D queue is `qdisc`."""
    r, d = sim.node(), sim.node()
    params = {}
    if qdisc == "DRR":
        # a bucket per source (no hash collisions for these addresses), 64 packets
        params = dict(buckets=97, blimit=BUFFER * 1000, quantum=1000)
    elif qdisc == "RED":
        params = dict(thresh=16, maxthresh=32, mean_pktsize=1000)
    link, _ = sim.duplex_link(r, d, *LINK, qdisc, **params)
    sim.queue_limit(r, d, BUFFER)
    sources = []
    while len(sources) < n_flows:
        s = sim.node()
        if s.id % 16 == 0:
            continue        # DRR's hash maps addresses 16k and 16k - 1 to one bucket
        sim.duplex_link(s, r, ACCESS, LINK[1])
        sim.queue_limit(s, r, BUFFER)
        sources.append(s)
    return r, d, link, sources


def _udp(sim, src, dst, fid, rate_mbps):
    udp = sim.agent("Agent/UDP", fid=fid, packet_size=1000)
    mon = sim.agent("Agent/LossMonitor")
    sim.attach_agent(src, udp)
    sim.attach_agent(dst, mon)
    sim.connect(udp, mon)
    cbr = sim.cbr(udp, rate=rate_mbps * 1e6, packet_size=1000, random=1)
    return cbr, mon


def udp32(qdisc, seconds=10.0, n=32):
    """Flow i sends (i + 1) x the fair share; returns Mb/s received per flow."""
    sim = Simulator()
    r, d, link, sources = _bottleneck(sim, n, qdisc)
    monitors = []
    for i, s in enumerate(sources):
        cbr, mon = _udp(sim, s, d, i, (i + 1) * 10.0 / n)
        sim.at(0.0, cbr.start)
        monitors.append(mon)
    sim.run(until=seconds)
    return [m["bytes_"] * 8 / seconds / 1e6 for m in monitors]


def udp_tcp(qdisc, seconds=10.0, n=32, flavour="Reno"):
    """Flow 0: UDP at the link rate; flows 1..n-1: TCP.  Mb/s received per flow."""
    sim = Simulator()
    r, d, link, sources = _bottleneck(sim, n, qdisc)
    cbr, mon = _udp(sim, sources[0], d, 0, 10.0)
    sim.at(0.0, cbr.start)
    sinks = [mon]
    for i, s in enumerate(sources[1:], start=1):
        tcp = sim.agent("Agent/TCP/" + flavour, fid=i, packet_size=1000)
        sink = sim.agent("Agent/TCPSink")
        sim.attach_agent(s, tcp)
        sim.attach_agent(d, sink)
        sim.connect(tcp, sink)
        sim.at(0.01 * i, sim.ftp(tcp).start)
        sinks.append(sink)
    sim.run(until=seconds)
    return [s["bytes_"] * 8 / seconds / 1e6 for s in sinks]


def summary(rates, fair=FAIR_SHARE):
    """Jain's index, the largest and smallest share relative to the fair share."""
    return {"jain": jain_index(rates), "max/fair": max(rates) / fair,
            "min/fair": min(rates) / fair, "total": sum(rates)}


# ---- the report ------------------------------------------------------------------------------

def report_cubic(seconds):
    print("== seed 002: goodput (KB/s), mean of byte error rates 1e-6..5e-6, %g s" % seconds)
    print("%-6s %-12s %9s %9s %8s %6s" % ("L1", "A / B", "A", "B", "A share", "Jain"))
    for delay in ("5ms", "10ms", "20ms", "50ms"):
        for a, b in (("Reno", "Reno"), ("Cubic", "Cubic"), ("Reno", "Cubic")):
            ga, gb = seed002_average(a, b, delay, seconds)
            print("%-6s %-12s %9.1f %9.1f %8.2f %6.3f" % (delay, a + "/" + b, ga, gb,
                                                           ga / (ga + gb), jain_index([ga, gb])),
                  flush=True)


def report_fairness(name, scenario, seconds):
    print("\n== seed 004 %s: per-flow Mb/s over %g s (fair share %.4f Mb/s)"
          % (name, seconds, FAIR_SHARE))
    table = {q: scenario(q, seconds) for q in DISCIPLINES}
    print("flow " + "".join("%9s" % q for q in DISCIPLINES))
    for i in range(32):
        print("%4d " % i + "".join("%9.3f" % table[q][i] for q in DISCIPLINES))
    for key in ("jain", "max/fair", "min/fair", "total"):
        print("%-5s" % key[:5] + "".join("%9.3f" % summary(table[q])[key] for q in DISCIPLINES))
    return table


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=None,
                    help="simulated time (default: 200 for seed 002, 10 for seed 004)")
    ap.add_argument("--only", choices=("cubic", "udp32", "udptcp"))
    a = ap.parse_args()
    if a.only in (None, "cubic"):
        report_cubic(a.seconds or 200.0)
    if a.only in (None, "udp32"):
        report_fairness("2.1, 32 UDP flows, flow i at (i+1) x fair share", udp32, a.seconds or 10.0)
    if a.only in (None, "udptcp"):
        report_fairness("2.2, UDP flow 0 at 10 Mb/s + 31 Reno TCPs", udp_tcp, a.seconds or 10.0)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    sys.exit(main())
