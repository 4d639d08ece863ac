"""Applications and the agents they drive (docs/ns2-behavior.md §8): UDP, LossMonitor,
Telnet, CBR and the Exponential / Pareto on/off sources, through the Python API.

Byte-for-byte agreement with ns-2 is pinned by the probes (tests/reference/probes/
apps_*.tcl); these tests state the rules one at a time."""
import math

import pytest

from nslab import Simulator, rng
from nslab.simulator import ScenarioError
from nslab.units import ParameterError


def udp_pair(sim, bandwidth="10Mb", delay="10ms", sink="Agent/LossMonitor", **udp):
    """Two nodes, a UDP agent on the first connected to `sink` on the second."""
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, bandwidth, delay)
    src, dst = sim.agent("Agent/UDP", **udp), sim.agent(sink)
    sim.attach_agent(a, src)
    sim.attach_agent(b, dst)
    sim.connect(src, dst)
    return a, b, src, dst


def sent(sim):
    """The '+' events on the first link (the packets the source handed over)."""
    cols = sim.kernel.packet_columns()
    return cols[(cols["event"] == b"+") & (cols["from_node"] == 0)]


def test_cbr_sends_first_packet_at_start_then_every_size_times_8_over_rate():
    sim = Simulator(capture=True)
    _, _, udp, _ = udp_pair(sim)
    cbr = sim.cbr(udp, packet_size=500, rate="200Kb")
    sim.at(0.1, cbr.start)
    sim.run(until=0.19)
    times = sent(sim)["time"]
    assert times[0] == 0.1
    assert list(times) == pytest.approx([0.1, 0.12, 0.14, 0.16, 0.18])


def test_cbr_packets_are_type_cbr_with_consecutive_seqnos_and_the_udp_fid():
    sim = Simulator(capture=True)
    _, _, udp, _ = udp_pair(sim, fid=7)
    cbr = sim.cbr(udp, packet_size=300, rate="100Kb")
    sim.at(0.0, cbr.start)
    sim.run(until=0.1)
    pk = sent(sim)
    assert set(pk["ptype"]) == {2}                                  # "cbr"
    assert list(pk["seqno"]) == list(range(len(pk)))
    assert set(pk["fid"]) == {7} and set(pk["size"]) == {300}


def test_udp_splits_a_message_into_packetsize_packets_plus_the_rest():
    sim = Simulator(capture=True)
    _, _, udp, lm = udp_pair(sim, packet_size=1000)
    sim.at(0.0, lambda: sim.kernel.agent_sendmsg(udp.id, 2500))
    sim.run(until=1.0)
    pk = sent(sim)
    assert list(pk["size"]) == [1000, 1000, 500]
    assert list(pk["seqno"]) == [0, 1, 2]
    assert set(pk["ptype"]) == {3}                                  # plain "udp"
    assert (lm["npkts_"], lm["bytes_"], lm["nlost_"]) == (3, 2500, 0)


def test_cbr_maxpkts_stops_after_that_many_messages():
    sim = Simulator(capture=True)
    _, _, udp, lm = udp_pair(sim)
    cbr = sim.cbr(udp, maxpkts=4, rate="1Mb")
    sim.at(0.0, cbr.start)
    sim.run(until=1.0)
    assert lm["npkts_"] == 4
    assert cbr.sim.kernel.app_get(cbr.id, "running") == 0


def test_cbr_random_draws_once_per_packet_from_the_default_stream():
    sim = Simulator(capture=True)
    _, _, udp, _ = udp_pair(sim)
    cbr = sim.cbr(udp, rate="80Kb", packet_size=100, random=1)     # 10 ms mean gap
    state = list(sim.kernel.rng_state())
    sim.at(0.0, cbr.start)
    sim.run(until=0.5)
    times = sent(sim)["time"]
    gaps = [0.01 * (1 + (rng.mrg_next(state) - 0.5)) for _ in range(len(times))]
    assert list(times[1:] - times[:-1]) == pytest.approx(gaps[:-1])
    assert tuple(state) == sim.kernel.rng_state()   # each packet's gap drew once


def test_cbr_interval_sets_the_rate():
    sim = Simulator()
    cbr = sim.application("Application/Traffic/CBR", packet_size=1000, interval="10ms")
    assert cbr["rate_"] == 800000.0
    assert cbr["interval_"] == pytest.approx(0.01)
    cbr["rate_"] = "1Mb"
    assert cbr["interval_"] == 0.008


def test_loss_monitor_counts_gaps_in_seqno_as_lost():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    r = sim.node()
    sim.duplex_link(a, r, "10Mb", "1ms")
    sim.duplex_link(r, b, "100Kb", "1ms")
    sim.queue_limit(r, b, 2)
    udp, lm = sim.agent("Agent/UDP"), sim.agent("Agent/LossMonitor")
    sim.attach_agent(a, udp)
    sim.attach_agent(b, lm)
    sim.connect(udp, lm)
    cbr = sim.cbr(udp, rate="1Mb", packet_size=500)
    sim.at(0.0, cbr.start)
    sim.at(1.0, cbr.stop)
    sim.run(until=2.0)
    drops = sim.link(r, b).stats()["drops"]
    assert drops > 0
    assert lm["npkts_"] + drops == 250 and lm["bytes_"] == 500 * lm["npkts_"]
    # a gap counts once a later packet arrives: drops after the last one are not seen
    assert lm["nlost_"] + lm["npkts_"] == lm["expected_"]
    assert lm["nlost_"] <= drops and 0 < lm["lastPktTime_"] < 2.0


def test_telnet_waits_one_exponential_gap_and_sends_one_segment():
    """docs/ns2-behavior.md §8.2: with interval_ 0.5 the SYN leaves at 0.5 (-ln u3)."""
    sim = Simulator(capture=True)
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, "10Mb", "10ms")
    tcp, sink = sim.agent("Agent/TCP", packet_size=210), sim.agent("Agent/TCPSink")
    sim.attach_agent(a, tcp)
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    telnet = sim.telnet(tcp, interval=0.5)
    sim.at(0.0, telnet.start)
    sim.run(until=20.0)
    ref = [1.0] * 6
    draws = [rng.mrg_next(ref) for _ in range(3)]
    pk = sent(sim)
    assert pk["time"][0] == 0.5 * -math.log(draws[2])
    assert round(pk["time"][0], 6) == 2.127093
    assert set(pk["size"][1:]) == {250}          # packetSize_ 210 + 40 header


def test_telnet_stop_lets_the_pending_gap_expire_without_sending():
    sim = Simulator(capture=True)
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, "10Mb", "10ms")
    tcp, sink = sim.agent("Agent/TCP"), sim.agent("Agent/TCPSink")
    sim.attach_agent(a, tcp)
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    telnet = sim.telnet(tcp, interval=1.0)
    sim.at(0.0, telnet.start)
    sim.at(0.01, telnet.stop)
    sim.run(until=30.0)
    assert len(sent(sim)) == 0


def test_on_off_sources_mark_their_packet_types():
    sim = Simulator(capture=True)
    _, _, u1, _ = udp_pair(sim)
    b = sim.nodes[1]
    u2, lm2 = sim.agent("Agent/UDP"), sim.agent("Agent/LossMonitor")
    sim.attach_agent(sim.nodes[0], u2)
    sim.attach_agent(b, lm2)
    sim.connect(u2, lm2)
    e = sim.application("Application/Traffic/Exponential", u1, rate="100Kb")
    p = sim.application("Application/Traffic/Pareto", u2, rate="100Kb")
    sim.at(0.0, e.start)
    sim.at(0.0, p.start)
    sim.run(until=5.0)
    kinds = set(sent(sim)["ptype"])
    assert kinds == {4, 5}                                          # "exp", "pareto"


def test_use_rng_keeps_the_default_stream_untouched():
    sim = Simulator()
    _, _, udp, lm = udp_pair(sim)
    p = sim.application("Application/Traffic/Pareto", udp, rate="200Kb")
    p.use_rng(sim.rng())
    before = sim.kernel.rng_state()
    sim.at(0.0, p.start)
    sim.run(until=5.0)
    assert lm["npkts_"] > 0
    assert sim.kernel.rng_state() == before


@pytest.mark.parametrize("cls,name,value,match", [
    ("Application/Telnet", "interval", -1, "Application/Telnet interval_"),
    ("Application/Traffic/CBR", "rate", "-1Mb", "Application/Traffic/CBR rate_"),
    ("Application/Traffic/CBR", "interval", 0, "Application/Traffic/CBR interval_"),
    ("Application/Traffic/CBR", "packet_size", 0, "Application/Traffic/CBR packetSize_"),
])
def test_bad_application_values_name_the_parameter(cls, name, value, match):
    with pytest.raises(ParameterError, match=match):
        Simulator().application(cls, **{name: value})


def test_starting_an_unattached_application_is_an_error():
    sim = Simulator()
    cbr = sim.application("Application/Traffic/CBR")
    with pytest.raises(ScenarioError, match="not attached to an agent"):
        cbr.start()
    udp = sim.agent("Agent/UDP")
    cbr.attach_agent(udp)
    with pytest.raises(ScenarioError, match="not attached to a node"):
        cbr.start()


def test_telnet_interval_zero_without_the_tcplib_table_says_where_to_get_it(monkeypatch):
    from nslab import tcplib
    monkeypatch.setattr(tcplib, "_cache", None)
    monkeypatch.setenv(tcplib.ENV, "/nonexistent/tcplib-telnet.txt")
    with pytest.raises(ScenarioError, match="tcplib-telnet.txt"):
        Simulator().application("Application/Telnet", interval=0)
    telnet = Simulator().application("Application/Telnet")
    with pytest.raises(ScenarioError, match=tcplib.ENV):
        telnet["interval_"] = 0


def test_tcplib_table_file_must_hold_10000_values(tmp_path):
    from nslab import tcplib
    short = tmp_path / "short.txt"
    short.write_text("0.1 0.2, 0.3\n")
    with pytest.raises(tcplib.TableUnavailable, match="expected 10000 numbers, found 3"):
        tcplib.read_file(str(short))
