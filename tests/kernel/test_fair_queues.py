"""Queue/CSFQ (Stoica, Shenker, Zhang, SIGCOMM '98) and Queue/FRED (Lin and Morris,
SIGCOMM '97), which stock ns-2 does not have: CSFQ's rate estimate and drop probability
against the paper's equations (RateProbe and the kernel's own functions), FRED's rules on
small scenarios, their parameters, and the shape of seed 004's single-link experiments
next to DropTail, RED and DRR (tests/beyond_scenarios.py prints the figures)."""
import math
import os
import subprocess
import sys

import pytest

from nslab import Simulator
from nslab._kernel import RateProbe, csfq_drop_probability_of
from nslab.analysis import jain_index
from nslab.simulator import ScenarioError
from nslab.units import ParameterError

import beyond_scenarios as B

FAIR = B.FAIR_SHARE                 # Mb/s
K = 0.1


# ---- CSFQ's equations -------------------------------------------------------------------

def test_first_packet_starts_the_clock_and_the_second_gives_eq3():
    """r = (1 - e^(-T/K)) l / T + e^(-T/K) r_old, with T the gap to the previous packet."""
    probe = RateProbe(K)
    assert probe.packet(1.0, 1000) == 0.0
    T = 0.004
    assert probe.packet(1.0 + T, 1000) == pytest.approx((1 - math.exp(-T / K)) * 1000 / T,
                                                        rel=1e-12)


def test_estimate_follows_eq3_packet_by_packet():
    gaps = [0.001, 0.0005, 0.003, 0.002, 0.0001, 0.01, 0.0007] * 20
    sizes = [1000, 40, 1500, 576, 1000, 1000, 200] * 20
    probe, now, want = RateProbe(K), 0.0, 0.0
    probe.packet(now, 1000)
    for gap, size in zip(gaps, sizes):
        now += gap
        w = math.exp(-gap / K)
        want = (1 - w) * size / gap + w * want
        assert probe.packet(now, size) == pytest.approx(want, rel=1e-12)


def test_constant_rate_converges_and_a_step_moves_1_minus_1_over_e_in_k():
    """A steady 1000 bytes every ms is 1e6 B/s; after a step to 2e6 B/s the estimate has
    covered 1 - 1/e of the way K seconds later (K = 100 ms, as in the paper)."""
    probe, now = RateProbe(K), 0.0
    for _ in range(2000):
        probe.packet(now, 1000)
        now += 0.001
    assert probe.rate == pytest.approx(1e6, rel=1e-6)
    for _ in range(200):                            # 0.1 s at twice the rate
        probe.packet(now, 1000)
        now += 0.0005
    assert (probe.rate - 1e6) / 1e6 == pytest.approx(1 - math.exp(-1), abs=0.01)


def test_packets_at_the_same_instant_count_with_the_next_one():
    a, b = RateProbe(K), RateProbe(K)
    for probe in (a, b):
        probe.packet(0.0, 1000)
    a.packet(0.002, 500)
    a.packet(0.002, 500)                            # same instant: no gap to divide by
    rate = a.packet(0.004, 1000)
    b.packet(0.002, 500)
    w = math.exp(-0.002 / K)
    assert rate == pytest.approx((1 - w) * 1500 / 0.002 + w * b.rate, rel=1e-12)


@pytest.mark.parametrize("alpha, label, p", [
    (1.0, 2.0, 0.5), (1.0, 4.0, 0.75), (3.0, 2.0, 0.0), (2.0, 2.0, 0.0),
    (0.0, 5.0, 0.0), (1.0, 0.0, 0.0)])
def test_drop_probability_is_max_0_1_minus_alpha_over_label(alpha, label, p):
    """A flow labelled above the fair share keeps alpha / label of its packets: its
    expected forwarded rate is label (1 - p) = alpha; no alpha or label yet: no drops."""
    assert csfq_drop_probability_of(alpha, label) == pytest.approx(p)


# ---- seed 004, 2.1: 32 UDP flows, flow i at (i + 1) x the fair share --------------------

@pytest.fixture(scope="module")
def udp32():
    return {q: B.udp32(q, seconds=5.0) for q in B.DISCIPLINES}


def test_udp32_csfq_and_drr_are_near_the_fair_share(udp32):
    for q in ("CSFQ", "DRR"):
        s = B.summary(udp32[q])
        assert s["jain"] > 0.99, (q, s)
        assert 0.8 < s["min/fair"] and s["max/fair"] < 1.2, (q, s)
    assert sum(udp32["CSFQ"]) > 9.5                     # CSFQ keeps the link busy


def test_udp32_fifo_and_red_share_in_proportion_to_the_rates(udp32):
    for q in ("DropTail", "RED"):
        rates = udp32[q]
        assert jain_index(rates) < 0.85
        assert rates[0] < 0.2 * FAIR and max(rates) > 1.5 * FAIR
        assert sum(rates[16:]) > 2.5 * sum(rates[:16])  # the fast half takes most


def test_udp32_fred_lies_between_red_and_csfq(udp32):
    """Its per-flow limits help, but the slowest flows still lose to the fastest."""
    jain = {q: jain_index(udp32[q]) for q in B.DISCIPLINES}
    assert jain["RED"] < jain["FRED"] < jain["CSFQ"]


def test_csfq_fair_share_estimate_converges_to_c_over_n():
    sim = Simulator()
    r, d, link, sources = B._bottleneck(sim, 32, "CSFQ")
    for i, s in enumerate(sources):
        cbr, _ = B._udp(sim, s, d, i, (i + 1) * FAIR)
        sim.at(0.0, cbr.start)
    sim.run(until=3.0)
    assert link["congested_"] == 1
    assert link["alpha_"] == pytest.approx(10e6 / 8 / 32, rel=0.25)     # bytes/s
    assert link["early_drops_"] > 10 * link["overflows_"]               # drops come early


def test_csfq_core_routers_use_the_labels_of_the_edge():
    """An uncongested edge CSFQ labels the packets; the congested core (edge_ 0) keeps no
    per-flow state and still shares fairly."""
    sim = Simulator()
    edge, core, d = sim.node(), sim.node(), sim.node()
    sim.simplex_link(edge, core, "100Mb", "1ms", "CSFQ")
    sim.simplex_link(core, edge, "100Mb", "1ms")
    link, _ = sim.duplex_link(core, d, "10Mb", "1ms", "CSFQ", edge=0)
    sim.queue_limit(core, d, B.BUFFER)
    monitors = []
    for i in range(8):
        s = sim.node()
        sim.duplex_link(s, edge, "100Mb", "1ms")
        cbr, mon = B._udp(sim, s, d, i, (i + 1) * 10.0 / 8)
        sim.at(0.0, cbr.start)
        monitors.append(mon)
    sim.run(until=4.0)
    rates = [m["bytes_"] * 8 / 4.0 / 1e6 for m in monitors]
    assert jain_index(rates) > 0.98
    assert link["edge_"] == 0


def test_csfq_below_capacity_hardly_drops():
    """Uncongested, alpha is the largest label of the last Kc_: only a label above that
    (a rate fluctuation of the fastest flow) risks a drop, with probability 1 - alpha/label."""
    sim = Simulator()
    r, d, link, sources = B._bottleneck(sim, 4, "CSFQ")
    for i, s in enumerate(sources):
        cbr, _ = B._udp(sim, s, d, i, 0.5 + i)            # 8 Mb/s in all
        sim.at(0.0, cbr.start)
    sim.run(until=5.0)
    assert link["congested_"] == 0 and link["overflows_"] == 0
    assert link["drops"] < 0.005 * link["arrivals"]
    assert link["alpha_"] == pytest.approx(3.5e6 / 8, rel=0.1)     # the fastest flow


# ---- seed 004, 2.2: one UDP at the link rate and 31 TCPs ----------------------------------

@pytest.fixture(scope="module")
def udp_tcp():
    return {q: B.udp_tcp(q, seconds=10.0) for q in B.DISCIPLINES}


def test_udp_tcp_fifo_and_red_let_the_udp_take_the_link(udp_tcp):
    for q in ("DropTail", "RED"):
        assert udp_tcp[q][0] > 20 * FAIR
        assert max(udp_tcp[q][1:]) < FAIR


def test_udp_tcp_fair_queues_protect_the_tcps(udp_tcp):
    """DRR and CSFQ hold the UDP near its share (CSFQ somewhat above it, as in the
    paper); FRED does much better than RED."""
    assert udp_tcp["DRR"][0] < 1.6 * FAIR and jain_index(udp_tcp["DRR"]) > 0.95
    assert udp_tcp["CSFQ"][0] < 3 * FAIR and jain_index(udp_tcp["CSFQ"]) > 0.8
    assert udp_tcp["FRED"][0] < 6 * FAIR < udp_tcp["RED"][0]
    assert sum(udp_tcp["CSFQ"][1:]) > 7.5            # Mb/s to the TCPs


# ---- FRED's rules -------------------------------------------------------------------------

def test_fred_holds_a_flow_to_thresh_packets():
    """A flow with qlen >= maxq (thresh_) loses the packet: one UDP at twice the link rate
    never has more than 16 packets queued, where DropTail fills its 64."""
    for q, most in (("FRED", 16), ("DropTail", 63)):
        sim = Simulator()
        r, d, link, sources = B._bottleneck(sim, 1, q)
        cbr, _ = B._udp(sim, sources[0], d, 0, 20.0)
        sim.at(0.0, cbr.start)
        seen = []

        def sample():
            seen.append(link["length"])
            sim.after(0.001, sample)
        sim.at(0.0, sample)
        sim.run(until=2.0)
        assert max(seen) == most
    assert link["drops"] > 0


def test_fred_protects_a_fragile_flow():
    """A 0.1 Mb/s flow next to four 5 Mb/s UDPs: below minq_ packets queued it is never
    picked for a random drop (FRED, DRR, CSFQ lose nothing; DropTail and RED half)."""
    lost = {}
    for q in B.DISCIPLINES:
        sim = Simulator()
        r, d, link, sources = B._bottleneck(sim, 5, q)
        monitors = []
        for i, s in enumerate(sources):
            cbr, mon = B._udp(sim, s, d, i, 0.1 if i == 0 else 5.0)
            sim.at(0.0, cbr.start)
            monitors.append(mon)
        sim.run(until=3.0)
        lost[q] = monitors[0]["nlost_"] / (monitors[0]["npkts_"] + monitors[0]["nlost_"])
    assert lost["FRED"] == lost["DRR"] == lost["CSFQ"] == 0
    assert lost["DropTail"] > 0.3 and lost["RED"] > 0.3


# ---- parameters ---------------------------------------------------------------------------

def two_nodes():
    sim = Simulator()
    return sim, sim.node(), sim.node()


@pytest.mark.parametrize("name", ["K_", "Kalpha_", "Kc_"])
@pytest.mark.parametrize("value", [0, -0.1])
def test_csfq_averaging_times_must_be_positive(name, value):
    sim, a, b = two_nodes()
    with pytest.raises(ParameterError, match=r"Queue/CSFQ %s: .*(out of range \(0, inf\)|"
                                             r"must not be negative)" % name):
        sim.duplex_link(a, b, "10Mb", "1ms", "CSFQ", **{name: value})
    link, _ = sim.duplex_link(a, b, "10Mb", "1ms", "CSFQ")
    with pytest.raises(ParameterError, match=name):
        link[name] = value
    link[name] = "50ms"
    assert link[name] == 0.05


def test_fred_thresholds_must_be_ordered():
    sim, a, b = two_nodes()
    with pytest.raises(ParameterError, match=r"thresh_ \(min_thresh\) 40 must be below "
                                             r"maxthresh_ \(max_thresh\) 32"):
        sim.duplex_link(a, b, "10Mb", "1ms", "FRED", thresh=40)
    link, _ = sim.duplex_link(a, b, "10Mb", "1ms", "FRED")
    assert (link["thresh_"], link["maxthresh_"], link["q_weight_"]) == (16.0, 32.0, 0.002)
    link["thresh_"] = 33                                # caught when the run starts
    with pytest.raises(ParameterError, match="thresh_"):
        sim.run(until=1.0)
    with pytest.raises(ParameterError, match=r"q_weight_"):
        sim.duplex_link(a, b, "10Mb", "1ms", "FRED", q_weight=0)


def test_unknown_queue_names_the_supported_ones():
    sim, a, b = two_nodes()
    with pytest.raises(ScenarioError, match="CSFQ, FRED"):
        sim.duplex_link(a, b, "10Mb", "1ms", "WFQ")


def test_tcl_scripts_use_csfq_and_fred(tmp_path):
    """`duplex-link ... CSFQ` / `FRED` with class variables; seed 004 experiment 4's
    1.5 Mb/s link: the UDP is cut from ~1 Mb/s (DropTail) to near its 0.5 Mb/s share."""
    script = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "reference", "scenarios",
                          "tcpudp.tcl")
    udp = {}
    for q in ("DropTail", "CSFQ", "FRED"):
        proc = subprocess.run([sys.executable, "-m", "nslab", "run", script, "Reno", q, "20"],
                              capture_output=True, text=True, cwd=tmp_path, timeout=60)
        assert proc.returncode == 0, proc.stderr
        kv = dict(w.split("=", 1) for w in proc.stdout.split() if "=" in w)
        udp[q] = float(kv["udp_Mbps"])
    assert udp["DropTail"] > 0.85 and udp["CSFQ"] < 0.75 and udp["FRED"] < 0.6
    bad = tmp_path / "bad.tcl"
    bad.write_text("set ns [new Simulator]\nQueue/CSFQ set Kc_ 0\nset a [$ns node]\n"
                   "set b [$ns node]\n$ns duplex-link $a $b 10Mb 1ms CSFQ\n")
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(bad)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert proc.returncode != 0 and "Kc_" in proc.stderr


def test_tcl_reads_csfq_state(tmp_path):
    """Two UDPs of one node (flow ids 1, 2) at 1 and 2 Mb/s into a 1 Mb/s CSFQ link get
    half each; `$q set alpha_` reads the fair-share estimate (bytes/s)."""
    script = tmp_path / "csfq.tcl"
    script.write_text("""
set ns [new Simulator]
set a [$ns node]
set b [$ns node]
set c [$ns node]
$ns duplex-link $a $b 100Mb 1ms DropTail
$ns duplex-link $b $c 1Mb 1ms CSFQ
set q [[$ns link $b $c] queue]
foreach i {1 2} {
    set u($i) [new Agent/UDP]
    $u($i) set fid_ $i
    $ns attach-agent $a $u($i)
    set m($i) [new Agent/LossMonitor]
    $ns attach-agent $c $m($i)
    $ns connect $u($i) $m($i)
    set cbr($i) [new Application/Traffic/CBR]
    $cbr($i) attach-agent $u($i)
    $cbr($i) set rate_ ${i}Mb
    $ns at 0 "$cbr($i) start"
}
proc done {} {
    global q m
    puts "alpha=[$q set alpha_] congested=[$q set congested_] m1=[$m(1) set bytes_] m2=[$m(2) set bytes_]"
    exit 0
}
$ns at 5 done
$ns run
""")
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)],
                          capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert proc.returncode == 0, proc.stderr
    kv = dict(w.split("=") for w in proc.stdout.split())
    assert kv["congested"] == "1" and 0.5 * 62500 < float(kv["alpha"]) < 1.2 * 62500
    assert int(kv["m1"]) == pytest.approx(int(kv["m2"]), rel=0.05)
