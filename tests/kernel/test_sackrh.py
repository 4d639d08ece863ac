"""TCP SACK with Rate-Halving (kernel/tcp/sackrh.pxi, ns-2's Agent/TCP/SackRH), through the
Python API: the rules of tcp-sack-rh.cc checked on one lost segment, and byte identity with
ns-2 on losses, bursts, timeouts and ECN (tests/reference/otcl/scripts/tcp_sackrh.tcl,
recorded by record.py; the compat suite's rh.tcl run adds ECN marks without losses)."""
import pytest

from nslab import Simulator
from nslab.units import ParameterError

from test_otcl_objects import REFERENCE, assert_identical_to_ns2

LOST = 30       # the periodic error model's offset_: it loses one packet


def one_loss(tmp_path, sink="Agent/TCPSink/Sack1", seconds=3.0, **tcp_values):
    """A SackRH flow through a 1.5 Mb bottleneck that loses one packet early on; returns the sender, its cwnd_ trace [(time, cwnd)] and the trace rows."""
    sim = Simulator()
    sim.trace_all(str(tmp_path / "rh.tr"))
    s, r, d = sim.node(), sim.node(), sim.node()
    sim.duplex_link(s, r, "10Mb", "2ms")
    sim.duplex_link(r, d, "1.5Mb", "20ms")
    sim.queue_limit(r, d, 100)
    sim.lossmodel(sim.error_model(kind="periodic", offset_=LOST, period_=100000), r, d)
    tcp = sim.agent("Agent/TCP/SackRH", window_=40, **tcp_values)
    sim.attach_agent(s, tcp)
    sink_agent = sim.agent(sink)
    sim.attach_agent(d, sink_agent)
    sim.connect(tcp, sink_agent)
    tcp.trace(str(tmp_path / "cwnd.tr"), "cwnd_")
    sim.at(0.0, sim.ftp(tcp).start)
    sim.run(until=seconds)
    sim.flush_trace()
    cwnd = [(float(f[0]), float(f[6])) for f in map(str.split, open(tmp_path / "cwnd.tr"))
            if f[5] == "cwnd_"]
    rows = [line.split() for line in open(tmp_path / "rh.tr")]
    return tcp, cwnd, rows


def sent_seqnos(rows):
    return [int(r[10]) for r in rows if r[0] == "+" and r[4] == "tcp" and r[2] == "0"]


def cuts(cwnd):
    """The cwnd_ changes that lower it: [(time, before, after)]."""
    return [(t, a, b) for (_, a), (t, b) in zip(cwnd, cwnd[1:]) if b < a]


def test_a_loss_halves_the_window_gradually_with_sack_blocks(tmp_path):
    tcp, cwnd, _ = one_loss(tmp_path)
    down = cuts(cwnd)
    assert len(down) >= 5, "the window fell at once: %s" % down
    prior = down[0][1]
    # each ack takes half of what it reports delivered (the segments fack_ moves by,
    # plus the new hole on the first), so one packet goes out for every two ...
    assert all((a - b) * 2 == int((a - b) * 2) and a - b <= 1.5 for _, a, b in down)
    # ... and the adjustment ends at most at half the window it started from
    assert min(b for _, _, b in down) <= prior / 2
    assert tcp["ssthresh_"] >= int(prior / 4)


def test_duplicate_acks_without_sack_blocks_take_half_a_segment_each(tmp_path):
    _, cwnd, _ = one_loss(tmp_path, sink="Agent/TCPSink")
    down = cuts(cwnd)
    assert len(down) >= 3
    steps = [a - b for _, a, b in down[:3]]
    assert steps == [0.5, 0.5, 0.5]


@pytest.mark.parametrize("sink", ["Agent/TCPSink/Sack1", "Agent/TCPSink"])
def test_the_lost_segment_is_resent_once_without_a_timeout(tmp_path, sink):
    tcp, _, rows = one_loss(tmp_path, sink=sink)
    seqnos = sent_seqnos(rows)
    dropped = [int(r[10]) for r in rows if r[0] == "d"]
    assert len(dropped) == 1
    assert seqnos.count(dropped[0]) == 2
    assert sorted(set(seqnos)) == list(range(max(seqnos) + 1))
    assert tcp["nrexmit_"] == 0 and tcp["nrexmitpack_"] == 1


def test_the_first_packet_of_an_adjustment_carries_cwr(tmp_path):
    _, cwnd, rows = one_loss(tmp_path)
    start = cuts(cwnd)[0][0]
    marked = [r for r in rows if r[0] == "+" and r[4] == "tcp" and r[2] == "0" and "A" in r[6]]
    assert marked and float(marked[0][1]) >= start


def test_sackrh_runs_with_ecn_and_takes_no_sender_parameters_of_its_own():
    sim = Simulator()
    tcp = sim.agent("Agent/TCP/SackRH", ecn_=1)
    assert tcp["ecn_"] == 1
    with pytest.raises(ParameterError):
        sim.agent("Agent/TCP/SackRH", partial_ack_=1)


def test_the_sackrh_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "tcp_sackrh")
