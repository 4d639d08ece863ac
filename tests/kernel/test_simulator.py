"""The Python API (nslab.Simulator): building, running and reading back scenarios.

Reference numbers come from the real ns-2.35 (tests/reference/cases.json, basic1_default,
and `ns basic1.tcl 10 7 10 50 1 Tahoe` for the Tahoe figures).
"""
import hashlib
import math

import pytest

from nslab import KernelError, ParameterError, ScenarioError, Simulator
from nslab.tcl_order import tcl_array_order

from reference_cases import case_by_name

# What ns-2.35 prints for basic1 with Agent/TCP (Tahoe) instead of Reno:
# `ns tests/reference/scenarios/basic1.tcl 10 7 10 50 1 Tahoe`
NS2_BASIC1_TAHOE = {"ack_": 764, "maxseq_": 784, "t_seqno_": 785, "ndatapack_": 808,
                    "ndatabytes_": 774720, "nrexmitpack_": 23, "nrexmitbytes_": 22080,
                    "nrexmit_": 0, "nackpack_": 775, "bytes_": 770040, "cwnd_": "20.2165"}
NS2_BASIC1_TAHOE_TRACE_LINES = 11635
NS2_BASIC1_TAHOE_TRACE_SHA256 = "b758b982f58988d84bb866db8a369305ebecac16eb7a6c7a0721c9fc8569b1bf"


def basic1(sim=None, cls="Agent/TCP/Reno", trace=None, **tcp_params):
    """ns-2's basic1 (A--R--B, 10Mb/10ms then 800Kb/50ms, queue 7, FTP at 0), built in
    basic1.tcl's order: the TCP parameters are set after creation, as the script does
    (which is why its trace has a "ssthresh_ 100" line at run)."""
    sim = sim or Simulator()
    if trace is not None:
        sim.trace_all(trace)
    a, r, b = sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, r, "10Mb", "10ms")
    sim.duplex_link(r, b, "800Kb", "50ms")
    sim.queue_limit(r, b, 7)
    params = tcp_params or {"window": 100, "packet_size": 960}
    tcp = sim.agent(cls)
    tcp.set(fid=0, **params)
    sim.attach_agent(a, tcp)
    if trace is not None:
        tcp.trace(trace, "cwnd_", "ssthresh_", "ack_", "maxseq_")
    sink = sim.agent("Agent/TCPSink")
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    return sim, (a, r, b), tcp, sink


# ---- basic1 -------------------------------------------------------------------------------

def test_basic1_in_python_gives_ns2_bytes_and_ack():
    sim, _, tcp, sink = basic1()
    sim.run(until=10.0)
    ref = case_by_name("basic1_default")["stdout_kv"]
    assert sink["bytes_"] == int(ref["end0.bytes_"]) == 808040
    assert tcp["ack_"] == int(ref["tcp0.ack_"]) == 808
    for var in ("maxseq_", "t_seqno_", "ndatapack_", "ndatabytes_", "nrexmitpack_",
                "nrexmitbytes_", "nrexmit_", "ncwndcuts_", "nackpack_", "ssthresh_"):
        assert tcp[var] == int(ref["tcp0." + var]), var
    assert "%g" % tcp["cwnd_"] == ref["tcp0.cwnd_"]
    assert sim.now == 10.0


def test_tahoe_agent_tcp_differs_from_reno_and_matches_ns2(tmp_path):
    sim, _, tcp, sink = basic1(cls="Agent/TCP", trace=tmp_path / "tahoe.tr")
    sim.run(until=10.0)
    sim.flush_trace()
    for var, want in NS2_BASIC1_TAHOE.items():
        if var == "bytes_":
            assert sink[var] == want
        elif var == "cwnd_":
            assert "%g" % tcp[var] == want
        else:
            assert tcp[var] == want, var
    trace = (tmp_path / "tahoe.tr").read_bytes()
    assert trace.count(b"\n") == NS2_BASIC1_TAHOE_TRACE_LINES
    assert hashlib.sha256(trace).hexdigest() == NS2_BASIC1_TAHOE_TRACE_SHA256

    reno, _, rtcp, rsink = basic1(cls="Agent/TCP/Reno")
    reno.run(until=10.0)
    assert (rtcp["ack_"], rsink["bytes_"]) == (808, 808040)
    assert (tcp["ack_"], sink["bytes_"]) != (rtcp["ack_"], rsink["bytes_"])


def test_agent_class_may_omit_the_agent_prefix():
    sim = Simulator()
    assert sim.agent("TCP/Reno").cls == "Agent/TCP/Reno"
    assert sim.agent("TCPSink").cls == "Agent/TCPSink"


def test_unknown_agent_class_is_named():
    with pytest.raises(ScenarioError, match=r"unknown agent class 'Agent/TCP/Vegass'"):
        Simulator().agent("Agent/TCP/Vegass")


# ---- parameter names ------------------------------------------------------------------------

def test_agent_accepts_ns2_and_python_parameter_names():
    sim = Simulator()
    ns2 = sim.agent("Agent/TCP/Reno", window_=100, packetSize_=960, windowInit_=3)
    py = sim.agent("Agent/TCP/Reno", window=100, packet_size=960, window_init=3)
    for a in (ns2, py):
        assert a["window_"] == 100
        assert a["packetSize_"] == 960
        assert a["windowInit_"] == 3


def test_set_accepts_ns2_and_python_names_after_creation():
    sim = Simulator()
    tcp = sim.agent("Agent/TCP")
    assert tcp["window_"] == 20 and tcp["packetSize_"] == 1000       # ns-2 defaults
    assert tcp.set(window=50, packet_size=500) is tcp
    assert (tcp["window_"], tcp["packetSize_"]) == (50, 500)
    tcp.set(window_=60, packetSize_=600)
    assert (tcp["window_"], tcp["packetSize_"]) == (60, 600)
    tcp["window_"] = "0x10"                                          # Tcl strings: strtol
    assert tcp["window_"] == 16


def test_python_and_ns2_names_give_the_same_run():
    a, _, ta, sa = basic1(window_=100, packetSize_=960)
    b, _, tb, sb = basic1(window=100, packet_size=960)
    a.run(until=10.0)
    b.run(until=10.0)
    assert sa["bytes_"] == sb["bytes_"] == 808040
    assert ta["cwnd_"] == tb["cwnd_"]


def test_unknown_parameter_names_raise_parameter_error_naming_them():
    sim = Simulator()
    with pytest.raises(ParameterError, match=r"^Agent/TCP/Reno has no parameter 'windw' \(has: "):
        sim.agent("Agent/TCP/Reno", windw=5)
    tcp = sim.agent("Agent/TCP")
    with pytest.raises(ParameterError, match=r"^Agent/TCP has no parameter 'frob_'"):
        tcp.set(frob_=1)
    with pytest.raises(ParameterError, match=r"^Agent/TCP has no variable 'frob_'$"):
        tcp["frob_"]
    with pytest.raises(ParameterError, match=r"^Agent/TCP has no variable 'frob_'$"):
        tcp["frob_"] = 1
    with pytest.raises(ParameterError, match=r"^Agent/TCPSink has no parameter 'window'"):
        sim.agent("Agent/TCPSink", window=5)


def test_parameter_error_is_a_value_error():
    assert issubclass(ParameterError, ValueError)
    assert issubclass(ScenarioError, ValueError)


def test_out_of_range_and_non_numeric_parameter_values_name_parameter_and_value():
    sim = Simulator()
    with pytest.raises(ParameterError, match=r"^Agent/TCP window_: 0 is out of range \[1, "):
        sim.agent("Agent/TCP", window=0)
    with pytest.raises(ParameterError, match=r"^Agent/TCP window_: expected a number, got 'abc'$"):
        sim.agent("Agent/TCP", window="abc")
    with pytest.raises(ParameterError, match=r"^Agent/TCP overhead_: -1 is out of range"):
        sim.agent("Agent/TCP").set(overhead=-1)


def test_queue_limit_below_zero_raises_naming_limit():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, "1Mb", "10ms")
    for bad in (-1, -3):
        with pytest.raises(ParameterError, match=r"^link limit_: %d is out of range \[0, " % bad):
            sim.queue_limit(a, b, bad)
    sim.queue_limit(a, b, 0)                     # as in ns-2: every packet is dropped
    sim.queue_limit(a, b, 1)
    assert sim.link(a, b)["limit_"] == 1
    assert sim.link(b, a)["limit_"] == 50         # only a->b is set


def test_link_arguments_are_checked():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    with pytest.raises(ParameterError, match=r"^link bandwidth_: unknown bandwidth unit 'Mx' in '1Mx'"):
        sim.duplex_link(a, b, "1Mx", "10ms")
    with pytest.raises(ParameterError, match=r"^link delay_: time must not be negative, got '-1ms'"):
        sim.duplex_link(a, b, "1Mb", "-1ms")
    with pytest.raises(ScenarioError, match=r"^queue: 'CBQ' is not supported"):
        sim.duplex_link(a, b, "1Mb", "1ms", "CBQ")
    with pytest.raises(ScenarioError, match=r"^no link from node 0 to node 1$"):
        sim.link(a, b)


# ---- objects of another simulator -----------------------------------------------------------

def test_attaching_to_a_node_of_another_simulator_raises():
    sim, other = Simulator(), Simulator()
    sim.node()
    foreign = other.node()
    tcp = sim.agent("Agent/TCP")
    with pytest.raises(ScenarioError, match=r"^node: <Node 0> belongs to another simulator$"):
        sim.attach_agent(foreign, tcp)
    assert tcp.node is None


def test_attaching_an_agent_of_another_simulator_raises():
    sim, other = Simulator(), Simulator()
    n = sim.node()
    with pytest.raises(ScenarioError, match=r"is not an agent of this simulator"):
        sim.attach_agent(n, other.agent("Agent/TCP"))


def test_link_to_a_node_of_another_simulator_raises():
    sim, other = Simulator(), Simulator()
    with pytest.raises(ScenarioError, match=r"^dst: <Node 0> belongs to another simulator$"):
        sim.duplex_link(sim.node(), other.node(), "1Mb", "1ms")


def test_a_detached_agent_may_be_attached_to_another_node():
    """ns-2's Node detach leaves the agent on no node (PagePool/WebTraf turns a request's
    agents round for its response); attached elsewhere without a detach it is refused."""
    sim = Simulator()
    a, b = sim.node(), sim.node()
    tcp = sim.agent("Agent/TCP")
    sim.attach_agent(a, tcp)
    with pytest.raises(KernelError, match="already attached to node 0"):
        sim.attach_agent(b, tcp)
    sim.detach_agent(a, tcp)
    sim.attach_agent(b, tcp)
    assert tcp.node is b and tcp not in a.agents and b.agents == [tcp]


def test_connect_requires_attached_agents():
    sim = Simulator()
    sim.node()
    with pytest.raises(ScenarioError, match=r"^connect src: <Agent/TCP 0> is not attached to a node$"):
        sim.connect(sim.agent("Agent/TCP"), sim.agent("Agent/TCPSink"))


def test_ftp_needs_a_tcp_agent():
    with pytest.raises(ScenarioError, match=r"^FTP needs a TCP or TFRC agent, got Agent/TCPSink$"):
        sim = Simulator()
        sim.ftp(sim.agent("Agent/TCPSink"))


# ---- routes -------------------------------------------------------------------------------

def _flow(sim, src, dst):
    tcp, sink = sim.agent("Agent/TCP"), sim.agent("Agent/TCPSink")
    sim.attach_agent(src, tcp)
    sim.attach_agent(dst, sink)
    sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    return tcp, sink


def test_connect_without_a_route_raises_at_run():
    sim = Simulator()
    a, b, c = sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, b, "1Mb", "10ms")
    _flow(sim, a, c)                                  # accepted while building
    with pytest.raises(ScenarioError, match=r"no route from node 0 to node 2$"):
        sim.run(until=1.0)


def test_connect_without_a_route_back_for_the_acks_raises_at_run():
    """ns-2 stops with "no target for slot" (exit 1) when the sink's first ack finds no
    route back; nslab must not silently drop every ack."""
    sim = Simulator()
    a, b = sim.node(), sim.node()
    sim.simplex_link(a, b, "1Mb", "10ms")            # a->b only
    _flow(sim, a, b)
    with pytest.raises(ScenarioError, match=r"no route from node 1 to node 0$"):
        sim.run(until=1.0)


def test_a_flow_to_a_sink_that_never_sends_needs_a_route_one_way_only():
    """A CBR flow into a Null agent over a simplex link runs, as in ns-2 (nothing
    comes back)."""
    sim = Simulator()
    a, b = sim.node(), sim.node()
    sim.simplex_link(a, b, "1Mb", "10ms")            # a->b only
    udp, null = sim.agent("Agent/UDP"), sim.agent("Agent/Null")
    sim.attach_agent(a, udp)
    sim.attach_agent(b, null)
    sim.connect(udp, null)
    cbr = sim.application("Application/Traffic/CBR", udp)
    sim.at(0.0, cbr.start)
    sim.run(until=1.0)
    assert sim.link(a, b).stats()["delivered"] > 0


def test_routes_follow_fewest_hops():
    sim = Simulator(capture=True)
    a, b, c = sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, b, "1Mb", "1ms")
    sim.duplex_link(b, c, "1Mb", "1ms")
    sim.duplex_link(a, c, "1Mb", "1ms")
    _flow(sim, a, c)
    sim.run(until=1.0)
    assert sim.link(a, c).stats()["arrivals"] > 0
    assert sim.link(a, b).stats()["arrivals"] == 0


# ---- time and running ---------------------------------------------------------------------

def test_at_in_the_past_raises():
    sim = Simulator()
    with pytest.raises(ScenarioError, match=r"^at: time -1\.0 is in the past \(now is 0\.0\)$"):
        sim.at(-1, lambda: None)
    with pytest.raises(ParameterError, match=r"^at: time: 'abc' is not a time \(expected e\.g\. 10ms, 5us, 0\.1\)$"):
        sim.at("abc", lambda: None)


def test_at_in_the_past_during_the_run_raises_out_of_run():
    sim = Simulator()
    sim.node()
    sim.at(2.0, lambda: sim.at(1.0, lambda: None))
    with pytest.raises(ScenarioError, match=r"^at: time 1\.0 is in the past \(now is 2\.0\)$"):
        sim.run(until=5.0)
    assert sim.now == 2.0


def test_at_after_the_run_in_the_past_raises():
    sim = Simulator()
    sim.node()
    sim.run(until=1.0)
    with pytest.raises(ScenarioError, match=r"^at: time 0\.5 is in the past \(now is 1\.0\)$"):
        sim.at(0.5, lambda: None)


def test_commands_run_in_time_order_then_scheduling_order():
    sim = Simulator()
    sim.node()
    seen = []
    sim.at(2.0, lambda: seen.append(("b", sim.now)))
    sim.at(1.0, lambda: seen.append(("a", sim.now)))
    sim.at(2.0, lambda: seen.append(("c", sim.now)))
    sim.at(1.5, lambda: sim.after(0.5, lambda: seen.append(("d", sim.now))))
    sim.run(until=3.0)
    assert seen == [("a", 1.0), ("b", 2.0), ("c", 2.0), ("d", 2.0)]


def test_run_twice_raises():
    sim, _, _, _ = basic1()
    sim.run(until=1.0)
    with pytest.raises(ScenarioError, match=r"^run: this simulation has already been run; "
                                            r"build a new Simulator$"):
        sim.run(until=2.0)


def test_run_with_until_in_the_past_raises_and_leaves_the_simulator_runnable():
    """A rejected argument must not use up the one run."""
    sim, _, tcp, sink = basic1()
    with pytest.raises(ScenarioError, match=r"in the past"):
        sim.run(until=-1.0)
    sim.run(until=10.0)
    assert sink["bytes_"] == 808040


def test_halt_stops_the_run():
    sim, _, tcp, sink = basic1()
    sim.at(3.0, sim.halt)
    sim.run(until=10.0)
    assert sim.now == 3.0
    assert 0 < sink["bytes_"] < 808040


def test_a_command_that_raises_stops_the_run_and_propagates(tmp_path):
    sim, _, tcp, sink = basic1(trace=tmp_path / "t.tr")

    def boom():
        raise RuntimeError("boom at %r" % sim.now)

    sim.at(1.0, boom)
    with pytest.raises(RuntimeError, match=r"^boom at 1\.0$"):
        sim.run(until=10.0)
    assert sim.now == 1.0
    data = (tmp_path / "t.tr").read_bytes()      # flushed, whole lines
    assert data.endswith(b"\n") and data.count(b"\n") > 100


# ---- state after a run ---------------------------------------------------------------------

def _trace_counts(path, src, dst):
    counts = {"+": 0, "-": 0, "r": 0, "d": 0}
    for line in open(path):
        f = line.split()
        if len(f) == 12 and f[2] == str(src) and f[3] == str(dst):
            counts[f[0]] += 1
    return counts


def test_link_stats_after_a_run_agree_with_the_trace(tmp_path):
    path = tmp_path / "basic1.tr"
    sim, (a, r, b), tcp, sink = basic1(trace=path)
    sim.run(until=10.0)
    sim.flush_trace()
    for x, y in ((a, r), (r, a), (r, b), (b, r)):
        stats = sim.link(x, y).stats()
        c = _trace_counts(path, x.id, y.id)
        assert (stats["arrivals"], stats["departures"], stats["drops"], stats["delivered"]) \
            == (c["+"], c["-"], c["d"], c["r"]), (x, y)
        assert stats["arrivals"] == stats["departures"] + stats["drops"] + stats["length"]
    # ns-2's basic1.tr: R->B had 855 '+', 836 '-', 830 'r' and 14 'd' lines
    assert sim.link(r, b).stats() == {"arrivals": 855, "departures": 836, "drops": 14,
                                      "delivered": 830, "length": 5}
    assert sim.link(r, b)["limit_"] == 7
    assert sim.link(r, b)["bandwidth_"] == 8e5
    assert sim.link(r, b)["delay_"] == 50 * 1e-3


def test_link_variables_can_be_set_and_read():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    link = sim.simplex_link(a, b, "1Mb", "10ms")
    link["drop_front_"] = "true"
    link["bandwidth_"] = "2Mb"
    assert (link["drop_front_"], link["bandwidth_"]) == (1, 2e6)
    with pytest.raises(ParameterError, match=r"^link 0->1 has no parameter 'colour'$"):
        link["colour"] = 1
    with pytest.raises(KernelError, match=r"links have no variable 'colour'"):
        link["colour"]


def test_reno_counters_are_consistent_after_a_run():
    sim, (a, r, b), tcp, sink = basic1()
    sim.run(until=10.0)
    assert tcp["ndatapack_"] == tcp["maxseq_"] + 1 + tcp["nrexmitpack_"]      # 856 = 829+1+26
    assert tcp["ndatabytes_"] == 960 * (tcp["ndatapack_"] - 1)               # the SYN has 0 bytes
    assert tcp["nrexmitbytes_"] == 960 * tcp["nrexmitpack_"]
    assert tcp["t_seqno_"] == tcp["maxseq_"] + 1
    # every ack the sender counted crossed B->R and R->A
    assert tcp["nackpack_"] == sim.link(r, a).stats()["delivered"] == 823
    # bytes_: the 40-byte SYN plus 1000 bytes per segment up to the last in-order one
    assert sink["bytes_"] == 40 + 1000 * tcp["ack_"]
    assert tcp["dst_addr_"] == b.id and sink["dst_addr_"] == a.id
    assert tcp["agent_addr_"] == a.id and tcp["agent_port_"] == 0


def test_kernel_packet_accounting_after_basic1():
    sim, _, tcp, sink = basic1()
    sim.run(until=10.0)
    k = sim.kernel
    stats = [l.stats() for l in sim.links.values()]
    drops = sum(s["drops"] for s in stats)
    # uids: 856 data packets + one ack per data packet that reached the sink
    acks = k.packets_created - tcp["ndatapack_"]
    assert k.packets_created == tcp["nackpack_"] + acks + drops + k.packets_in_flight \
        + k.packets_unroutable
    assert k.packets_in_flight == sum(s["arrivals"] - s["delivered"] - s["drops"] for s in stats)
    assert k.packets_unroutable == 0


# ---- column capture ---------------------------------------------------------------------

def _ns2_time(t):
    """A trace line's time field: %.15g of the clock rounded to the microsecond."""
    return "%.15g" % (math.floor(t * 1e6 + 0.5) / 1e6)


def test_capture_has_the_same_packet_events_as_the_text_trace(tmp_path):
    path = tmp_path / "basic1.tr"
    sim, _, tcp, sink = basic1(sim=Simulator(capture=True), trace=path)
    sim.run(until=10.0)
    sim.flush_trace()
    lines = [l.split() for l in open(path)]
    pkt_lines = [f for f in lines if len(f) == 12 and f[0] in "+-rd"]
    assert len(pkt_lines) > 10000
    df = sim.packets()
    assert len(df) == len(pkt_lines)
    assert list(df["event"]) == [f[0] for f in pkt_lines]
    assert [_ns2_time(t) for t in df["time"]] == [f[1] for f in pkt_lines]
    assert list(df["from_node"]) == [int(f[2]) for f in pkt_lines]
    assert list(df["to_node"]) == [int(f[3]) for f in pkt_lines]
    assert list(df["uid"]) == [int(f[11]) for f in pkt_lines]
    assert [str(p) for p in df["ptype"]] == [f[4] for f in pkt_lines]
    assert list(df["size"]) == [int(f[5]) for f in pkt_lines]
    assert list(df["seqno"]) == [int(f[10]) for f in pkt_lines]
    assert ["%d.%d" % sp for sp in zip(df["src_addr"], df["src_port"])] == [f[8] for f in pkt_lines]
    assert ["%d.%d" % dp for dp in zip(df["dst_addr"], df["dst_port"])] == [f[9] for f in pkt_lines]
    assert (df["event"] == "d").sum() == 14


def test_capture_variables_hold_the_traced_cwnd_changes(tmp_path):
    path = tmp_path / "basic1.tr"
    sim = Simulator(capture=True)
    sim, _, tcp, sink = basic1(sim=sim, trace=path)
    sim.run(until=10.0)
    sim.flush_trace()
    var_lines = [l.split() for l in open(path) if len(l.split()) == 7]
    cwnd_lines = [f for f in var_lines if f[5] == "cwnd_"]
    assert len(cwnd_lines) > 100
    v = sim.variables()
    cw = v[v["name"] == "cwnd_"]
    assert len(cw) == len(cwnd_lines)
    assert ["%.5f" % t for t in cw["time"]] == [f[0] for f in cwnd_lines]
    assert ["%.3f" % x for x in cw["value"]] == [f[6] for f in cwnd_lines]
    assert set(cw["agent"]) == {tcp.id}
    values = list(cw["value"])
    assert all(x != y for x, y in zip(values, values[1:]))       # changes only
    assert values[-1] == tcp["cwnd_"]
    for name in ("ssthresh_", "ack_", "maxseq_"):
        assert (v["name"] == name).sum() == sum(1 for f in var_lines if f[5] == name), name
    assert len(v) == len(var_lines)


def test_capture_of_untraced_agent_variables_via_tracevar():
    sim = Simulator(capture=True)
    sim, _, tcp, sink = basic1(sim=sim)
    tcp.tracevar("cwnd_")
    sim.run(until=10.0)
    v = sim.variables()
    assert len(v) > 100
    assert set(str(n) for n in v["name"]) == {"cwnd_"}
    assert v["value"].iloc[-1] == tcp["cwnd_"]
    with pytest.raises(ParameterError, match=r"^cannot trace 'foo_' of Agent/TCP/Reno; traceable: cwnd_"):
        tcp.tracevar("foo_")


def test_capture_is_off_by_default_and_frames_are_empty(tmp_path):
    sim, _, tcp, sink = basic1(trace=tmp_path / "x.tr")
    sim.run(until=10.0)
    assert sink["bytes_"] == 808040
    df, v = sim.packets(), sim.variables()
    assert len(df) == 0 and len(v) == 0
    assert list(df.columns) == ["time", "event", "from_node", "to_node", "ptype", "size", "flags",
                                "fid", "src_addr", "src_port", "dst_addr", "dst_port", "seqno",
                                "uid"]
    assert list(v.columns) == ["time", "value", "agent", "name"]


# ---- Tcl array order (docs/ns2-behavior.md §1.8) ----------------------------------------------

@pytest.mark.parametrize("n, order", [
    (3, "0 1 2"),
    (4, "0 1 2 3"),
    (5, "4 0 1 2 3"),
    (8, "4 0 5 1 6 2 7 3"),
    (10, "8 4 0 9 5 1 6 2 7 3"),
    (20, "17 0 18 1 19 2 " + " ".join(map(str, range(3, 17)))),
    # beyond the table, printed by ns-2.35 itself (`$ns array names Node_`)
    (1, "0"),
    (11, "8 4 0 10 9 5 1 6 2 7 3"),
    (30, "17 0 18 1 20 19 2 21 3 22 4 23 5 24 6 25 7 26 8 27 9 10 28 11 29 12 13 14 15 16"),
])
def test_tcl_array_order_matches_ns2(n, order):
    assert tcl_array_order(n) == [int(x) for x in order.split()]


@pytest.mark.parametrize("n", range(12, 18))
def test_tcl_array_order_is_ascending_for_12_to_17_nodes(n):
    assert tcl_array_order(n) == list(range(n))


@pytest.mark.parametrize("n", [0, 1, 2, 7, 33, 100])
def test_tcl_array_order_is_a_permutation(n):
    assert sorted(tcl_array_order(n)) == list(range(n))


def test_the_builder_methods_document_their_classes_parameters():
    """agent, application, error_model and simplex_link end their docstrings with the
    parameter tables of the classes they make (nslab.params), read through the class, an
    instance (`sim.agent?` in a notebook) or help(); their signatures are the methods'."""
    import inspect
    import pydoc
    sim = Simulator()
    for method, heading, param in (("agent", "Agent/TCP:", "window_"),
                                   ("application", "Application/Traffic/CBR:", "rate_"),
                                   ("error_model", "ErrorModel:", "rate_"),
                                   ("simplex_link", "Queue/RED:", "thresh_")):
        for doc in (getattr(Simulator, method).__doc__, getattr(sim, method).__doc__,
                    inspect.getdoc(getattr(sim, method))):
            assert heading in doc and param in doc, (method, doc[:200])
    assert str(inspect.signature(sim.agent)) == "(cls, **values)"
    assert str(inspect.signature(Simulator.simplex_link)).startswith("(self, src, dst, bandwidth")
    text = pydoc.render_doc(Simulator, renderer=pydoc.plaintext)
    assert "agent(self, cls, **values)" in text and "Queue/DropTail:" in text


def test_the_parameter_tables_are_written_into_the_docstrings_at_the_first_look():
    """Start-up: importing nslab (as every `nslab run` does) and building a network do not
    format the tables; the first look at a docstring does."""
    import subprocess
    import sys
    probe = ("import nslab\nfrom nslab import Simulator\n"
             "sim = Simulator(); a, b = sim.node(), sim.node(); sim.duplex_link(a, b, '1Mb', '1ms')\n"
             "waiting = lambda m: Simulator.__dict__[m]._tables is not None\n"
             "print(waiting('agent'), waiting('simplex_link'))\n"
             "sim.simplex_link.__doc__\nprint(waiting('agent'), waiting('simplex_link'))\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=120)
    assert done.stdout.split() == ["True", "True", "True", "False"], done.stderr
