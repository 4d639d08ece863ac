"""TCP Newreno, Sack1 and Fack senders, and the DelAck, Sack1 and Sack1/DelAck sinks.

The probes tests/reference/probes/{tcp_variants,delack_timer,variant_options}.tcl pin
what the real ns-2 prints for these classes when run as scripts (tests/kernel/test_probes.py
runs them).  The tests here build the same kind of scenarios with the Python API and
check them against those recorded ns-2 numbers, against timings worked out from the
link parameters, and check the parameter tables of the new classes.
"""
import re
from pathlib import Path

import pytest

from nslab import ParameterError, Simulator

PROBES = Path(__file__).resolve().parents[1] / "reference" / "probes"

# the flows of probes/tcp_variants.tcl, in its order
PAIRS = [
    ("Agent/TCP/Newreno", "Agent/TCPSink"),
    ("Agent/TCP/Newreno", "Agent/TCPSink/DelAck"),
    ("Agent/TCP/Sack1", "Agent/TCPSink/Sack1"),
    ("Agent/TCP/Sack1", "Agent/TCPSink/Sack1/DelAck"),
    ("Agent/TCP/Reno", "Agent/TCPSink/DelAck"),
    ("Agent/TCP", "Agent/TCPSink/DelAck"),
    ("Agent/TCP/Newreno", "Agent/TCPSink/Sack1"),
    ("Agent/TCP/Sack1", "Agent/TCPSink"),
    ("Agent/TCP/Fack", "Agent/TCPSink/Sack1"),
    ("Agent/TCP/Fack", "Agent/TCPSink/Sack1/DelAck"),
]
COUNTERS = ("ack_", "maxseq_", "cwnd_", "ssthresh_", "ndatapack_", "nrexmitpack_",
            "nrexmit_", "ncwndcuts_", "nackpack_")


def recorded_variants():
    """What ns-2 printed for probes/tcp_variants.tcl: per-flow counters, the trace's
    event counts, and how many acks of each size the senders received."""
    text = (PROBES / "tcp_variants.expected").read_text()
    flows = [dict(kv.split("=") for kv in line.split(": ", 1)[1].split())
             for line in text.splitlines() if ": ack_=" in line]
    events = dict(re.findall(r" ([-+rd])=(\d+)", text.split("trace:")[1].splitlines()[0]))
    acks = {int(size): int(n) for size, n in re.findall(r"acks received of size (\d+): (\d+)", text)}
    return flows, {e: int(n) for e, n in events.items()}, acks


def run_variants():
    """probes/tcp_variants.tcl built with the Python API (same creation order)."""
    sim = Simulator(capture=True)
    r, d = sim.node(), sim.node()
    sim.duplex_link(r, d, "1.5Mb", "40ms")
    sim.queue_limit(r, d, 8)
    flows = []
    for i, (tcp_class, sink_class) in enumerate(PAIRS):
        s = sim.node()
        sim.duplex_link(s, r, "10Mb", "%dms" % (2 + 3 * i))
        tcp = sim.agent(tcp_class, window=64, packet_size=960, fid=i)
        sim.attach_agent(s, tcp)
        sink = sim.agent(sink_class)
        sim.attach_agent(d, sink)
        sim.connect(tcp, sink)
        sim.at(0.05 * i, sim.ftp(tcp).start)
        flows.append((tcp, sink))
    sim.run(until=12)
    return sim, flows


def test_each_flavour_and_sink_ends_with_ns2s_counters():
    want, _, _ = recorded_variants()
    _, flows = run_variants()
    assert len(want) == len(flows)
    for (tcp_class, sink_class), (tcp, sink), expected in zip(PAIRS, flows, want):
        got = {v: "%g" % tcp[v] for v in COUNTERS}
        got["bytes_"] = str(sink["bytes_"])
        assert got == expected, "%s with %s" % (tcp_class, sink_class)


def test_sack_blocks_make_acks_longer_as_in_ns2():
    """Sack1 sinks' acks are 40 bytes plus 8 per SACK block (at most 3)."""
    _, events, acks = recorded_variants()
    sim, _ = run_variants()
    pk = sim.packets()
    assert pk["event"].value_counts().to_dict() == events
    received = pk[(pk["event"] == "r") & (pk["ptype"] == "ack")]
    assert received["size"].value_counts().to_dict() == acks
    assert set(acks) == {40, 48, 56, 64}


def link(size):
    """Transmission plus propagation time of a `size`-byte packet on the 1 Mb/s, 10 ms link."""
    return 8.0 * size / 1e6 + 0.01


def lone_segment_run(sink_class, **sink_settings):
    """The SYN and segment 1 (`produce 1`), then a lone segment 2 at 1.0 s, over one
    1 Mb/s, 10 ms link; returns (ackno, arrival time) of the acks the sender gets."""
    sim = Simulator(capture=True)
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, "1Mb", "10ms")
    tcp = sim.agent("Agent/TCP/Reno", packet_size=460)
    sink = sim.agent(sink_class, **sink_settings)
    sim.attach_agent(a, tcp)
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    ftp = sim.ftp(tcp)
    sim.at(0.0, lambda: ftp.produce(1))
    sim.at(1.0, lambda: ftp.producemore(1))
    sim.run(until=3)
    pk = sim.packets()
    acks = pk[(pk["event"] == "r") & (pk["ptype"] == "ack") & (pk["to_node"] == 0)]
    return list(zip(acks["seqno"], acks["time"]))


@pytest.mark.parametrize("sink_class", ["Agent/TCPSink/DelAck", "Agent/TCPSink/Sack1/DelAck"])
@pytest.mark.parametrize("interval", [0.1, 0.03])
def test_delack_holds_a_lone_segments_ack_for_interval(sink_class, interval):
    syn_acked = 2 * link(40)                    # the SYN's ack is not delayed
    got = lone_segment_run(sink_class, interval_=interval)
    assert [seq for seq, _ in got] == [0, 1, 2]
    assert got[0][1] == pytest.approx(syn_acked, abs=1e-12)
    assert got[1][1] == pytest.approx(syn_acked + link(500) + interval + link(40), abs=1e-12)
    assert got[2][1] == pytest.approx(1.0 + link(500) + interval + link(40), abs=1e-12)


def test_delack_can_hold_the_syns_ack_too():
    got = lone_segment_run("Agent/TCPSink/DelAck", syn_immediate_ack=0, interval="50ms")
    assert got[0][1] == pytest.approx(2 * link(40) + 0.05, abs=1e-12)


@pytest.mark.parametrize("sink_class", ["Agent/TCPSink", "Agent/TCPSink/Sack1"])
def test_other_sinks_ack_at_once(sink_class):
    got = lone_segment_run(sink_class)
    assert got[2][1] == pytest.approx(1.0 + link(500) + link(40), abs=1e-12)


def test_new_classes_have_ns2s_defaults():
    sim = Simulator()
    nr = sim.agent("TCP/Newreno")
    assert (nr["newreno_changes_"], nr["newreno_changes1_"], nr["partial_window_deflation_"],
            nr["exit_recovery_fix_"]) == (0, 1, 1, 0)
    sack = sim.agent("TCP/Sack1")
    assert (sack["partial_ack_"], sack["numdupacksFrac_"], sack["LimTransmitFix_"],
            sack["oldCode_"]) == (0, -1, 0, 0)
    fack = sim.agent("TCP/Fack")
    assert (fack["ss-div4_"], fack["rampdown_"]) == (0, 0)
    d = sim.agent("TCPSink/Sack1/DelAck")
    assert (d["interval_"], d["maxSackBlocks_"], d["RFC2581_immediate_ack_"],
            d["SYN_immediate_ack_"], d["packetSize_"]) == (0.1, 3, 1, 1, 40)


def test_parameters_belong_to_their_classes_and_are_checked():
    sim = Simulator()
    with pytest.raises(ParameterError, match="partial_ack"):
        sim.agent("TCP/Newreno", partial_ack=1)         # a Sack1 option
    with pytest.raises(ParameterError, match="interval"):
        sim.agent("TCPSink/Sack1", interval=0.2)        # only DelAck sinks wait
    with pytest.raises(ParameterError, match="maxSackBlocks_"):
        sim.agent("TCPSink/Sack1", max_sack_blocks=-1)
    with pytest.raises(ParameterError, match="interval_"):
        sim.agent("TCPSink/DelAck", interval="soon")
    sink = sim.agent("TCPSink/DelAck", interval="200ms")
    assert sink["interval_"] == pytest.approx(0.2)


def test_fack_counts_no_acks_as_ns2s_does():
    """ns-2's Fack never increments nackpack_ (and so neither does nslab's)."""
    _, flows = run_variants()
    for (tcp_class, _), (tcp, sink) in zip(PAIRS, flows):
        if tcp_class == "Agent/TCP/Fack":
            assert tcp["nackpack_"] == 0 and sink["bytes_"] > 100000


def test_more_than_three_sack_blocks_are_capped(capfd):
    sink = Simulator().agent("TCPSink/Sack1", max_sack_blocks=5)
    assert sink["maxSackBlocks_"] == 3
    assert "limits number of SACK blocks to 3" in capfd.readouterr().err
