"""Agent/TCP/Vegas (docs/ns2-behavior.md §7): byte-identical to ns-2 on the reference cases, its
RNG draws, packet sizes, parameters and the v_alpha_ <= v_beta_ check."""
import subprocess
import sys

import pytest

from nslab import Simulator
from nslab.units import ParameterError
from reference_cases import (case_by_name, kv_differences, parse_kv, run_case,
                             simulator_command, trace_digest)


# ---- against ns-2 --------------------------------------------------------------------

@pytest.mark.parametrize("name", ["flavors4_Vegas_TCPSink", "renovegas_q20_a3b6_1000s"])
def test_reference_case_identical(name, tmp_path):
    """flavors4: Vegas alone, traced; renovegas: Reno vs Vegas (alpha 3, beta 6, with
    overhead_ draws), ns-2's counters every 100 s of a 1000 s run."""
    case = case_by_name(name)
    proc = run_case(simulator_command(), case, tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert kv_differences(case["stdout_kv"], parse_kv(proc.stdout)) == []
    if case["trace_file"]:
        assert trace_digest(tmp_path / case["trace_file"]) == (case["trace_lines"],
                                                               case["trace_sha256"])


# ---- the Python API --------------------------------------------------------------------

def chain(sim, queue=6, **vegas):
    """n0 -10Mb/5ms- n1 -1Mb/30ms- n2 with a Vegas flow n0 -> n2 started at 0."""
    n0, n1, n2 = sim.node(), sim.node(), sim.node()
    sim.duplex_link(n0, n1, "10Mb", "5ms")
    sim.duplex_link(n1, n2, "1Mb", "30ms")
    sim.queue_limit(n1, n2, queue)
    tcp = sim.agent("Agent/TCP/Vegas", **vegas)
    sink = sim.agent("Agent/TCPSink")
    sim.attach_agent(n0, tcp)
    sim.attach_agent(n2, sink)
    sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    return tcp, sink


def test_creation_draws_twice_and_run_once():
    """Vegas's own reset and the base class's each draw boot_time_ (Reno draws once)."""
    def after(draws):
        ref = Simulator()
        for _ in range(draws):
            ref.kernel.uniform()
        return ref.kernel.rng_state()
    sim = Simulator()
    tcp = sim.agent("Agent/TCP/Vegas")
    assert sim.kernel.rng_state() == after(2)
    reno = Simulator()
    reno.agent("Agent/TCP/Reno")
    assert reno.kernel.rng_state() == after(1)
    sim.attach_agent(sim.node(), tcp)
    sim.run(until=0.001)
    assert sim.kernel.rng_state() == after(3)


def test_every_packet_is_packet_size_bytes_including_seqno_0():
    sim = Simulator(capture=True)
    tcp, sink = chain(sim, packet_size=700)
    sim.run(until=3.0)
    pk = sim.packets()
    data = pk[(pk.ptype == "tcp") & (pk.event == "+")]
    assert 0 in set(data.seqno)
    assert set(data["size"]) == {700}
    assert tcp["ndatabytes_"] == 700 * tcp["ndatapack_"]
    # the sink counts full packets delivered in order (no 40-byte SYN); acks are in flight
    assert sink["bytes_"] % 700 == 0 and sink["bytes_"] >= 700 * (tcp["ack_"] + 1)


def test_one_packet_in_flight_until_the_second_ack():
    """cwnd becomes windowInit_ only on the ack after the SYN-ack (last_ack_ == 0)."""
    sim = Simulator(capture=True)
    tcp, _ = chain(sim)
    tcp.tracevar("cwnd_")
    tcp.tracevar("ack_")
    sim.run(until=0.5)
    pk = sim.packets()
    sends = pk[(pk.ptype == "tcp") & (pk.event == "+") & (pk.from_node == 0)]
    first_ack = pk[(pk.ptype == "ack") & (pk.event == "r") & (pk.to_node == 0)].time.min()
    assert list(sends[sends.time < first_ack].seqno) == [0]
    assert list(sends[sends.time == first_ack].seqno) == [1]
    var = sim.variables()
    cwnd = var[var.name == "cwnd_"]
    assert cwnd.value.iloc[0] == 1.0
    assert cwnd[cwnd.value == 2.0].time.min() > first_ack


def test_delay_based_window_stays_bounded_without_losses():
    """With a large queue Vegas keeps a few packets queued: no drops, no timeouts."""
    sim = Simulator()
    tcp, sink = chain(sim, queue=100, window=200)
    sim.run(until=30.0)
    assert tcp["nrexmitpack_"] == 0 and tcp["nrexmit_"] == 0
    bottleneck = sim.link(sim.nodes[1], sim.nodes[2])
    assert bottleneck.stats()["drops"] == 0
    # 1 Mb/s, 1000-byte packets, 70 ms propagation RTT: cwnd near 9 + alpha..beta queued
    assert 9 < tcp["cwnd_"] < 9 + 3 + 2
    assert sink["bytes_"] > 0.9 * 30 * 1e6 / 8


def test_parameters_defaults_and_set():
    sim = Simulator()
    tcp = sim.agent("Agent/TCP/Vegas", v_alpha=2, v_beta=4, v_gamma=2)
    assert (tcp["v_alpha_"], tcp["v_beta_"], tcp["v_gamma_"], tcp["v_rtt_"]) == (2, 4, 2, 0.0)
    plain = sim.agent("Agent/TCP/Vegas")
    assert (plain["v_alpha_"], plain["v_beta_"], plain["v_gamma_"]) == (1, 3, 1)
    reno = sim.agent("Agent/TCP/Reno")
    with pytest.raises(ParameterError, match="v_alpha_"):
        reno["v_alpha_"] = 1
    with pytest.raises(ParameterError, match="v_gamma_"):
        sim.agent("Agent/TCP/Vegas", v_gamma=-1)


def test_alpha_greater_than_beta_is_an_error_naming_both():
    sim = Simulator()
    with pytest.raises(ParameterError, match=r"v_alpha_ \(5\).*v_beta_ \(3\)"):
        sim.agent("Agent/TCP/Vegas", v_alpha=5)
    # setting them one at a time before the run may pass through alpha > beta
    tcp, _ = chain(sim)
    tcp["v_alpha_"] = 5
    tcp["v_beta_"] = 8
    tcp["v_alpha_"] = 9
    with pytest.raises(ParameterError, match=r"v_alpha_ \(9\).*v_beta_ \(8\)"):
        sim.run(until=1.0)


def test_alpha_greater_than_beta_during_the_run():
    sim = Simulator()
    tcp, _ = chain(sim)
    errors = []

    def bad():
        try:
            tcp["v_alpha_"] = 4
        except ParameterError as e:
            errors.append(str(e))
    sim.at(0.5, bad)
    sim.run(until=1.0)
    assert errors and "v_alpha_" in errors[0] and "v_beta_" in errors[0]


# ---- scripts ---------------------------------------------------------------------------

SCRIPT = """
set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
set tcp [new Agent/TCP/Vegas]
$tcp set v_alpha_ %s
$tcp set v_beta_ %s
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n1 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0 "$ftp start"
$ns at 1 "puts rtt=\\[$tcp set v_rtt_\\]; exit 0"
$ns run
"""


def run_script(tmp_path, alpha, beta):
    path = tmp_path / "v.tcl"
    path.write_text(SCRIPT % (alpha, beta))
    return subprocess.run([sys.executable, "-m", "nslab", "run", str(path)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)


def test_script_alpha_above_beta_fails_at_run(tmp_path):
    proc = run_script(tmp_path, 4, 2)
    assert proc.returncode != 0
    assert "v_alpha_ (4)" in proc.stderr and "v_beta_ (2)" in proc.stderr


def test_script_runs_and_prints_v_rtt_as_ns2_does(tmp_path):
    proc = run_script(tmp_path, 2, 5)
    assert proc.returncode == 0, proc.stderr
    rtt = proc.stdout.strip().split("=")[1]
    # a plain bound double reads back with %.17g (cwnd_, a TracedDouble, with %g)
    assert rtt == "%.17g" % float(rtt) and 0.02 < float(rtt) < 0.1
