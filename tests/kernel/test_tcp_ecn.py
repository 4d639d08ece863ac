"""ECN in the one-way TCP (kernel/tcp/ecn.pxi): the sender's marks, the sink's echo and
the sender's answer, through the Python API; byte identity with ns-2 is pinned by
tests/reference/otcl/scripts/tcp_ecn.tcl (recorded by record.py) and by the compat
suite's ecn runs."""
import pytest

from nslab import Simulator
from nslab.units import ParameterError

from test_otcl_objects import REFERENCE, assert_identical_to_ns2


def marking_path(tmp_path, flavour="Agent/TCP/Reno", ecn=1, seconds=3.0):
    """One TCP flow through a RED bottleneck that marks ECN-capable packets."""
    sim = Simulator()
    sim.trace_all(str(tmp_path / "ecn.tr"))
    s, r, d = sim.node(), sim.node(), sim.node()
    sim.duplex_link(s, r, "10Mb", "2ms")
    sim.duplex_link(r, d, "1.5Mb", "20ms", "RED", setbit_=1, thresh_=3, maxthresh_=8)
    sim.queue_limit(r, d, 30)
    tcp = sim.agent(flavour, ecn_=ecn, window_=30)
    sink = sim.agent("Agent/TCPSink/Sack1" if flavour.endswith("Sack1") else "Agent/TCPSink")
    sim.attach_agent(s, tcp)
    sim.attach_agent(d, sink)
    sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    sim.run(until=seconds)
    sim.flush_trace()
    rows = [line.split() for line in open(tmp_path / "ecn.tr")]
    return tcp, [r for r in rows if r[0] in "+-rd" and len(r) == 12]


def flags(rows, ptype, event="+", src=0):
    return [(int(r[10]), r[6]) for r in rows if r[0] == event and r[4] == ptype
            and int(r[2]) == src]


def test_an_ecn_sender_negotiates_with_packet_0_and_marks_the_rest_ect(tmp_path):
    _, rows = marking_path(tmp_path)
    sent = flags(rows, "tcp")
    assert sent[0] == (0, "C------")
    assert all("N" in f for seq, f in sent[1:])
    acks = flags(rows, "ack", src=2)
    assert acks[0] == (0, "C------")         # the sink answers the negotiation


def test_marks_are_echoed_and_answered_once_per_window(tmp_path):
    tcp, rows = marking_path(tmp_path)
    marked = [r for r in rows if r[0] == "r" and "E" in r[6]]
    echoes = [r for r in rows if r[4] == "ack" and r[0] == "+" and "C" in r[6]]
    cwr = [r for r in rows if r[4] == "tcp" and r[0] == "+" and int(r[2]) == 0 and "A" in r[6]]
    assert marked and echoes, "RED marked nothing"
    assert 1 <= tcp["necnresponses_"] <= len(echoes)
    assert len(cwr) >= tcp["necnresponses_"] - 1


def test_without_ecn_nothing_is_marked_and_red_drops(tmp_path):
    tcp, rows = marking_path(tmp_path, ecn=0)
    assert not [r for r in rows if set(r[6]) & set("CENA") - {"A"}]
    assert tcp["necnresponses_"] == 0


def test_ecn_is_refused_for_senders_without_it():
    sim = Simulator()
    with pytest.raises(ParameterError, match="ECN in TCP senders"):
        sim.agent("Agent/TCP/Fack", ecn_=1)


def test_the_ecn_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "tcp_ecn")


def test_the_sack1_ecn_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "tcp_ecn_sack")


def test_the_newreno_ecn_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "tcp_ecn_newreno")


def test_newreno_answers_echoes_too(tmp_path):
    tcp, _ = marking_path(tmp_path, flavour="Agent/TCP/Newreno")
    assert tcp["necnresponses_"] >= 1


def test_sack1_answers_echoes_too(tmp_path):
    tcp, rows = marking_path(tmp_path, flavour="Agent/TCP/Sack1")
    assert tcp["necnresponses_"] >= 1
