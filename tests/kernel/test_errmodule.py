"""ErrorModel/Periodic, ErrorModel/List and the ErrorModule (docs/ns2-behavior.md §10.3a):
which packets each deterministic model hits, how the module hands flows to its models, and
the checks on their input.

Byte-for-byte agreement with ns-2 is pinned by tests/reference/otcl/scripts/
errmodule_flows.tcl (recorded from the real ns by tests/reference/otcl/record.py) and by
the TCP validation suites of tests/compat."""
import pytest

from nslab import Simulator
from nslab.errors import KernelError
from nslab.simulator import ScenarioError

from test_otcl import assert_clean_error, run_tcl
from test_otcl_objects import REFERENCE, assert_identical_to_ns2


def cbr_flow(sim, a, b, fid, packets=10, size=500, start=0.0):
    udp, lm = sim.agent("Agent/UDP", fid_=fid), sim.agent("Agent/LossMonitor")
    sim.attach_agent(a, udp)
    sim.attach_agent(b, lm)
    sim.connect(udp, lm)
    cbr = sim.cbr(udp, packet_size=size, rate="100Kb", maxpkts=packets)
    sim.at(start, cbr.start)
    return lm


def line(sim):
    a, b = sim.node(), sim.node()
    sim.trace_all("trace.tr")
    sim.duplex_link(a, b, "1Mb", "10ms")
    return a, b


def dropped(sim, fid=None):
    """(flow id, sequence number) of each 'd' line."""
    sim.flush_trace()
    with open("trace.tr") as f:
        rows = [line.split() for line in f]
    return [(int(r[7]), int(r[10])) for r in rows
            if r[0] == "d" and (fid is None or int(r[7]) == fid)]


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def test_the_recorded_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "errmodule_flows")


def test_list_hits_the_listed_packets_in_any_order():
    sim = Simulator()
    a, b = line(sim)
    cbr_flow(sim, a, b, 1)
    em = sim.error_model(kind="list")
    assert em.droplist([7, 2, 5]) == 3
    sim.lossmodel(em, a, b)
    sim.run(until=2.0)
    assert dropped(sim) == [(1, 2), (1, 5), (1, 7)]


def test_list_in_bytes_hits_the_packet_that_reaches_each_count():
    sim = Simulator()
    a, b = line(sim)
    cbr_flow(sim, a, b, 1, size=500)
    em = sim.error_model(kind="list", unit="byte")
    em.droplist([1200, 1400])   # the 3rd packet reaches 1200; each entry hits once, so
    #                             1400 (also passed by then) hits the 4th
    sim.lossmodel(em, a, b)
    sim.run(until=2.0)
    assert dropped(sim) == [(1, 2), (1, 3)]


def test_periodic_hits_offset_then_every_period_with_its_burst():
    sim = Simulator()
    a, b = line(sim)
    cbr_flow(sim, a, b, 1, packets=12)
    em = sim.error_model(kind="periodic", offset_=3, period_=4, burstlen_=2)
    sim.lossmodel(em, a, b)
    sim.run(until=2.0)
    # the 3rd packet (seq 2), the one after it (burst), then the 4th after each hit
    assert [s for _, s in dropped(sim)] == [2, 3, 6, 7, 10, 11]


def test_periodic_default_drop_lets_only_the_marked_packets_through():
    sim = Simulator()
    a, b = line(sim)
    lm = cbr_flow(sim, a, b, 1, packets=10)
    em = sim.error_model(kind="periodic", offset_=2, period_=3, default_drop_=1)
    sim.lossmodel(em, a, b)
    sim.run(until=2.0)
    assert [s for _, s in dropped(sim)] == [2, 3, 5, 6, 8, 9]
    assert lm["npkts_"] == 4


def test_module_sends_each_flow_to_its_model_and_lets_the_default_pass():
    sim = Simulator()
    a, b = line(sim)
    cbr_flow(sim, a, b, 1, packets=5)
    lm2 = cbr_flow(sim, a, b, 2, packets=5, start=0.001)
    hit_all = sim.error_model(rate=1.0)
    mod = sim.error_module()
    mod.insert(hit_all)
    mod.bind(hit_all, 1)
    mod.default("pass")
    sim.lossmodel(mod, a, b)
    sim.run(until=2.0)
    assert dropped(sim) == [(1, s) for s in range(5)]
    assert lm2["npkts_"] == 5


def test_flows_bound_to_one_model_share_its_count():
    sim = Simulator()
    a, b = line(sim)
    cbr_flow(sim, a, b, 1, packets=3)
    cbr_flow(sim, a, b, 2, packets=3, start=0.001)
    em = sim.error_model(kind="list")
    em.droplist([1, 2])
    mod = sim.error_module()
    mod.insert(em)
    mod.bind(em, 1, 2)
    sim.lossmodel(mod, a, b)
    sim.run(until=2.0)
    assert dropped(sim) == [(2, 0), (1, 1)]     # the 2nd and 3rd packets on the link


def test_an_unknown_flow_warns_and_stops_the_run():
    sim = Simulator()
    a, b = line(sim)
    cbr_flow(sim, a, b, 4, packets=5)
    mod = sim.error_module()
    sim.lossmodel(mod, a, b)
    sim.run(until=2.0)
    assert sim.now < 0.1
    assert any("unknown flow" in m and "fid:4" in m for m in sim.kernel.c_messages)


def test_bad_input_is_refused_with_the_parameter_named():
    sim = Simulator()
    em = sim.error_model(kind="list")
    with pytest.raises(KernelError, match="droplist"):
        em.droplist([3, 3])
    with pytest.raises(ScenarioError, match="droplist"):
        sim.error_model().droplist([1])
    mod = sim.error_module()
    with pytest.raises(ScenarioError, match="bind"):
        mod.bind(sim.error_module(), 1)
    with pytest.raises(Exception, match="kind"):
        sim.error_model(kind="markov")


def test_otcl_error_module_needs_fid(tmp_path):
    proc = run_tcl(tmp_path, "set ns [new Simulator]\nset m [new ErrorModule Hash]\n")
    assert_clean_error(proc, "ErrorModule", "Fid")


def plus_lines(path, link):
    """The seqnos of the '+' lines of link (src, dst) in trace file `path`."""
    with open(path) as f:
        rows = [line.split() for line in f]
    return [int(r[10]) for r in rows if r[0] == "+" and (int(r[2]), int(r[3])) == link]


def test_a_model_between_two_traces_of_a_link_drops_after_the_newer_plus():
    """trace-all, then lossmodel, then trace-queue: ns-2 splices each right after the
    link head, so the newer trace's '+' comes before the model and the older one's after
    it (tcl/lib/ns-link.tcl); both files still get the model's 'd'."""
    sim = Simulator()
    a, b = line(sim)
    em = sim.error_model(kind="list")
    em.droplist([2, 5])
    sim.lossmodel(em, a, b)
    sim.trace_queue(a, b, "queue.tr")
    cbr_flow(sim, a, b, fid=1, packets=8)
    sim.run(until=2.0)
    sim.flush_trace()
    assert plus_lines("queue.tr", (a.id, b.id)) == list(range(8))
    assert plus_lines("trace.tr", (a.id, b.id)) == [0, 1, 3, 4, 6, 7]
    assert sorted(seq for fid, seq in dropped(sim)) == [2, 5]


def test_the_traced_twice_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "traced_twice_errmodule")
