"""Agent/TCP/Cubic (RFC 9438), which stock ns-2 does not have: its window rules against
the RFC's equations (through CubicProbe, the kernel's own functions on a bare state), its
place in the shared Reno sender, its parameters, and the shape of seed 002's results
(Cubic and Reno under random loss; tests/beyond_scenarios.py prints the figures)."""
import math
import subprocess
import sys

import pytest

from nslab import Simulator
from nslab import params as P
from nslab._kernel import CubicProbe
from nslab.analysis import jain_index
from nslab.units import ParameterError

import beyond_scenarios as B
from run_helpers import one_tcp_flow

BETA, C = 0.7, 0.4


# ---- the equations (RFC 9438 §4) on a bare state ---------------------------------------

def test_k_is_the_time_to_regain_w_max():
    """K = cbrt(W_max (1 - beta) / C) (eq. 2), and W_cubic(K) = W_max, W_cubic(0) = beta W_max."""
    probe = CubicProbe()
    assert probe.reduce(100.0) == pytest.approx(70.0)
    probe.ack(70.0, now=10.0, rtt=0.0)          # the first ack starts the epoch
    k = probe.state["K"]
    assert k == pytest.approx(math.cbrt(100.0 * (1 - BETA) / C), rel=1e-12)
    assert probe.W(k) == pytest.approx(100.0, rel=1e-12)
    assert probe.W(0.0) == pytest.approx(70.0, rel=1e-12)
    assert CubicProbe.K(100.0, 70.0, C) == pytest.approx(k, rel=1e-12)


@pytest.mark.parametrize("t", [0.0, 1.0, 2.5, 4.0, 4.2172, 6.0, 9.0])
def test_w_cubic_is_the_cubic_of_eq1(t):
    probe = CubicProbe()
    probe.reduce(100.0)
    probe.ack(70.0, now=0.0, rtt=0.0)
    k = math.cbrt(100.0 * (1 - BETA) / C)
    assert probe.W(t) == pytest.approx(C * (t - k) ** 3 + 100.0, rel=1e-12)


def cubic_oracle(acks, w_max, cwnd, beta=BETA, c=C, friendly=True):
    """RFC 9438 §4.2-4.3 written out again: acks = [(time, rtt)], the epoch starting at the
    first; returns the window after each ack."""
    alpha_c = 3 * (1 - beta) / (1 + beta)
    t0 = acks[0][0]
    k = math.cbrt((w_max - cwnd) / c) if w_max > cwnd else 0.0
    origin = max(w_max, cwnd)
    w_est, out = cwnd, []
    for now, rtt in acks:
        t = now - t0
        target = min(max(c * (t + rtt - k) ** 3 + origin, cwnd), 1.5 * cwnd)
        new = cwnd + (target - cwnd) / cwnd
        if friendly:
            w_est += (1.0 if w_est >= w_max else alpha_c) / cwnd
            if c * (t - k) ** 3 + origin < w_est:
                new = max(new, w_est)
        cwnd = new
        out.append(cwnd)
    return out


def ack_clock(cwnd0, seconds, rtt):
    """Ack times of a sender whose window follows the rules: cwnd acks per RTT."""
    probe, acks, now, cwnd = CubicProbe(), [], 0.0, cwnd0
    probe.reduce(cwnd0 / BETA)
    while now < seconds:
        acks.append((now, rtt))
        cwnd = probe.ack(cwnd, now, rtt)
        now += rtt / cwnd
    return acks


@pytest.mark.parametrize("friendly", [True, False])
def test_window_growth_follows_the_rfc_ack_by_ack(friendly):
    """Concave up to W_max, plateau, convex beyond: the kernel's window after each of
    ~1000 acks equals the RFC written out in Python."""
    acks = ack_clock(70.0, 12.0, 0.1)
    probe = CubicProbe(tcp_friendliness=friendly)
    probe.reduce(100.0)
    got, cwnd = [], 70.0
    for now, rtt in acks:
        cwnd = probe.ack(cwnd, now, rtt)
        got.append(cwnd)
    want = cubic_oracle(acks, 100.0, 70.0, friendly=friendly)
    assert got == pytest.approx(want, rel=1e-12)
    k = math.cbrt(100.0 * (1 - BETA) / C)
    at = lambda s: got[min(range(len(acks)), key=lambda i: abs(acks[i][0] - s))]
    assert at(k) == pytest.approx(100.0, abs=1.5)             # back at W_max after K
    assert at(k / 2) - at(0.0) > at(k) - at(k / 2)            # concave below W_max
    assert at(k + 4) - at(k + 2) > at(k + 2) - at(k)          # convex above it


def test_target_is_kept_within_cwnd_and_one_and_a_half_cwnd():
    """Far in the convex region one ack adds at most 0.5 segment: (1.5 cwnd - cwnd) / cwnd."""
    probe = CubicProbe(tcp_friendliness=False)
    probe.reduce(10.0)
    probe.ack(7.0, now=0.0, rtt=0.1)
    assert probe.ack(7.0, now=100.0, rtt=0.1) == pytest.approx(7.5)


def test_reno_friendly_region_grows_by_alpha_per_rtt():
    """With a tiny C the curve stays flat and W_est rules (§4.3): 3 (1 - beta) / (1 + beta)
    segments per RTT below W_max, one segment per RTT once W_est is past W_max."""
    probe = CubicProbe(C=1e-9)
    probe.reduce(100.0)
    cwnd = 70.0
    for i in range(70):             # one RTT's worth of acks
        cwnd = probe.ack(cwnd, now=i * 0.001, rtt=0.1)
    assert cwnd - 70.0 == pytest.approx(3 * (1 - BETA) / (1 + BETA), rel=0.02)
    assert probe.state["W_est"] == pytest.approx(cwnd)
    probe = CubicProbe(C=1e-9)
    probe.reduce(50.0 / BETA, timeout=True)     # no W_max: W_est starts at or above it
    cwnd = 50.0
    for i in range(50):
        cwnd = probe.ack(cwnd, now=i * 0.001, rtt=0.1)
    assert cwnd - 50.0 == pytest.approx(1.0, rel=0.02)


def test_friendliness_off_never_uses_w_est():
    """Without tcp_friendliness_ the same RTT of acks follows the (flat) curve alone."""
    probe = CubicProbe(C=1e-9, tcp_friendliness=False)
    probe.reduce(100.0)
    cwnd = 70.0
    for i in range(70):
        cwnd = probe.ack(cwnd, now=i * 0.001, rtt=0.1)
    assert cwnd == pytest.approx(70.0, abs=0.01)


def test_fast_convergence_lowers_w_max_when_the_window_fell_short():
    """§4.7: a loss below the last W_max sets W_max = cwnd (1 + beta) / 2."""
    probe = CubicProbe()
    probe.reduce(100.0)
    probe.reduce(80.0)
    assert probe.state["W_max"] == pytest.approx(80.0 * (1 + BETA) / 2)
    plain = CubicProbe(fast_convergence=False)
    plain.reduce(100.0)
    plain.reduce(80.0)
    assert plain.state["W_max"] == 80.0
    probe.reduce(120.0)                     # above the last W_max: remembered as is
    assert probe.state["W_max"] == 120.0


def test_after_a_timeout_the_epoch_starts_at_k_zero():
    """§4.8: K = 0 and W_max is the window at the start of congestion avoidance."""
    probe = CubicProbe()
    probe.reduce(100.0)
    assert probe.reduce(60.0, timeout=True) == pytest.approx(42.0)
    probe.ack(42.0, now=5.0, rtt=0.0)
    assert probe.state["K"] == 0.0
    assert probe.state["origin"] == 42.0
    assert probe.W(1.0) == pytest.approx(42.0 + C)


# ---- in the shared sender ---------------------------------------------------------------

def one_flow(seconds=30.0, queue=30, **cubic):
    """One Cubic flow over a 2 Mb/s, 50 ms bottleneck; cwnd_ and ssthresh_ captured."""
    return one_tcp_flow("TCP/Cubic", queue=queue, seconds=seconds, **cubic)


def test_every_reduction_keeps_beta_of_the_window():
    """ssthresh_ = int(beta_ * cwnd) at each loss; fast recovery then starts at
    beta_ * cwnd, a timeout at one segment."""
    for beta in (0.7, 0.5):
        sim, tcp, sink = one_flow(beta=beta)
        v = sim.variables()
        cwnd = v[v.name == "cwnd_"]
        cuts = v[(v.name == "ssthresh_") & (v.time > 0)]
        assert len(cuts) >= 3
        for row in cuts.itertuples():
            before = cwnd[cwnd.time < row.time].value.iloc[-1]
            assert row.value == max(int(beta * before), 2)
            after = cwnd[cwnd.time == row.time].value.iloc[-1]
            assert after in (pytest.approx(max(beta * before, 2.0)), 1.0)


def test_cubic_is_a_reno_until_the_first_loss():
    """Slow start and the first fast retransmit's timing are the shared sender's: the
    first cwnd_ values of Cubic and Reno agree up to the first loss."""
    def first_cwnds(cls):
        sim, _, _ = one_tcp_flow(cls, access=("100Mb", "0ms"), bottleneck=("1Mb", "20ms"),
                                 queue=10, seconds=5.0, window=100)
        v = sim.variables()
        first_cut = v[(v.name == "ssthresh_") & (v.time > 0)].time.min()
        return list(v[(v.name == "cwnd_") & (v.time < first_cut)].value), first_cut
    assert first_cwnds("Agent/TCP/Cubic") == first_cwnds("Agent/TCP/Reno")


def test_python_api_and_state_variables():
    sim = Simulator()
    tcp = sim.agent("Agent/TCP/Cubic", beta=0.8, C_=0.2, fast_convergence=0)
    assert (tcp["beta_"], tcp["C_"], tcp["fast_convergence_"], tcp["tcp_friendliness_"]) \
        == (0.8, 0.2, 0, 1)
    assert (tcp["W_max_"], tcp["K_"], tcp["epoch_start_"]) == (0.0, 0.0, -1.0)
    tcp["beta_"] = 0.6
    assert tcp["beta_"] == 0.6
    assert P.AGENT_CLASSES["Agent/TCP/Cubic"][2]["C_"].default == 0.4


@pytest.mark.parametrize("name, value, match", [
    ("beta_", 1.0, r"beta_: 1\.0 is out of range \(0, 1\)"),
    ("beta_", 0, r"beta_: 0 is out of range \(0, 1\)"),
    ("beta_", 1.5, r"beta_"),
    ("beta_", -0.2, r"beta_"),
    ("C_", 0, r"C_: 0 is out of range \(0, inf\)"),
    ("C_", -1, r"C_"),
])
def test_bad_parameters_name_the_parameter(name, value, match):
    sim = Simulator()
    with pytest.raises(ParameterError, match=match):
        sim.agent("Agent/TCP/Cubic", **{name: value})
    tcp = sim.agent("Agent/TCP/Cubic")
    with pytest.raises(ParameterError, match=match):
        tcp[name] = value


def test_tcl_script_uses_cubic(tmp_path):
    """`new Agent/TCP/Cubic` with class and instance variables, as any ns-2 agent."""
    script = tmp_path / "cubic.tcl"
    script.write_text("""
set ns [new Simulator]
Agent/TCP/Cubic set C_ 0.3
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 2Mb 20ms DropTail
set tcp [new Agent/TCP/Cubic]
$tcp set beta_ 0.75
$tcp set window_ 100
set sink [new Agent/TCPSink]
$ns attach-agent $a $tcp
$ns attach-agent $b $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0 "$ftp start"
proc done {} {
    global tcp
    puts "C=[$tcp set C_] beta=[$tcp set beta_] acked=[$tcp set ack_] W_max=[$tcp set W_max_]"
    exit 0
}
$ns at 5 "done"
$ns run
""")
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], capture_output=True,
                          text=True, cwd=tmp_path, timeout=60)
    assert proc.returncode == 0, proc.stderr
    words = dict(w.split("=") for w in proc.stdout.split())
    assert (words["C"], words["beta"]) == ("0.29999999999999999", "0.75")
    assert int(words["acked"]) > 500 and float(words["W_max"]) >= 0
    bad = tmp_path / "bad.tcl"
    bad.write_text("set ns [new Simulator]\nAgent/TCP/Cubic set beta_ 1.2\n"
                   "set tcp [new Agent/TCP/Cubic]\n")
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(bad)], capture_output=True,
                          text=True, cwd=tmp_path, timeout=60)
    assert proc.returncode != 0 and "beta_" in proc.stderr and "(0, 1)" in proc.stderr


# ---- seed 002: Reno and Cubic under random loss ------------------------------------------

def test_seed002_shape_cubic_outgrows_reno_under_random_loss():
    """Random byte errors on the 2 Mb/s, 200 ms bottleneck: two Cubics share it evenly and
    get more than two Renos; against a Reno, Cubic takes the larger share."""
    reno = B.seed002_average("Reno", "Reno", seconds=100.0, errors=(1e-6, 3e-6, 5e-6))
    cubic = B.seed002_average("Cubic", "Cubic", seconds=100.0, errors=(1e-6, 3e-6, 5e-6))
    mixed = B.seed002_average("Reno", "Cubic", seconds=100.0, errors=(1e-6, 3e-6, 5e-6))
    assert jain_index(cubic) > 0.98
    assert sum(cubic) > 1.2 * sum(reno)
    assert mixed[1] / sum(mixed) > 0.6
    assert sum(cubic) < 250.0                   # KB/s: the 2 Mb/s link is the limit
