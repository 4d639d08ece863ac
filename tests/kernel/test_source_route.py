"""Source routing (`$ns src_rting 1`, kernel/core/source_route.pxi, nslab.otcl.source_route)
and the tagged trace format (use-taggedtrace, kernel/core/trace.pxi).

The rules come from ns-2.35's src_rtg (sragent.cc, classifier-sr.cc) and ns-srcrt.tcl:
a node's source-routing agent takes port 0, a flow's route is the newest one installed for
its flow id, its first node is skipped, the packet leaves its route at the route's end and
is then routed as usual, and attaching an agent again aims it at its node.  Byte identity
with ns-2 is pinned by tests/reference/otcl/scripts/source_route.tcl and tagged_trace.tcl
(recorded with the real ns by tests/reference/otcl/record.py) and by the compat suite's
src_test.tcl, source-routing.tcl and tagged-trace.tcl.
"""
import pytest

from nslab import Simulator
from nslab.otcl.base import _tcl_boolean
from nslab.errors import ParameterError
from test_otcl import assert_clean_error, run_tcl

LINE = """
set ns [new Simulator]
$ns src_rting 1
set tf [open out.tr w]
$ns trace-all $tf
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1Mb 1ms DropTail
$ns duplex-link $n(1) $n(2) 1Mb 1ms DropTail
$ns duplex-link $n(2) $n(3) 1Mb 1ms DropTail
$ns duplex-link $n(0) $n(3) 1Mb 1ms DropTail
set udp [new Agent/UDP]
$udp set fid_ 7
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(3) $null
$ns connect $udp $null
set sr [$n(0) set src_agent_]
"""
SEND_ONE = """
set cbr [new Application/Traffic/CBR]
$cbr set maxpkts_ 1
$cbr attach-agent $udp
$ns at 0.1 "$cbr start"
$ns at 1 "close $tf; exit 0"
$ns run
"""


def hops(tmp_path):
    """The links ('from to') the packets were queued on, in order."""
    return [" ".join(line.split()[2:4]) for line in (tmp_path / "out.tr").read_text().splitlines()
            if line.startswith("+")]


def test_agent_port_zero_is_taken_by_the_source_routing_agent(tmp_path):
    proc = run_tcl(tmp_path, LINE + 'puts "[$sr port] [$udp port] [$null port]"\nexit 0\n')
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["0", "1", "1"]


def test_packets_follow_the_newest_route_of_their_flow(tmp_path):
    proc = run_tcl(tmp_path, LINE + "$sr install_connection 7 0 3 0 3\n"
                   "$sr install_connection 7 0 3 0 1 2 3\n$udp target $sr\n" + SEND_ONE)
    assert proc.returncode == 0, proc.stderr
    assert hops(tmp_path) == ["0 1", "1 2", "2 3"]


def test_without_a_target_the_route_table_is_not_used(tmp_path):
    proc = run_tcl(tmp_path, LINE + "$sr install_connection 7 0 3 0 1 2 3\n" + SEND_ONE)
    assert proc.returncode == 0, proc.stderr
    assert hops(tmp_path) == ["0 3"]


def test_a_route_that_ends_early_leaves_the_rest_to_the_route_tables(tmp_path):
    proc = run_tcl(tmp_path, LINE + "$sr install_connection 7 0 3 0 1 2\n$udp target $sr\n"
                   + SEND_ONE)
    assert proc.returncode == 0, proc.stderr
    assert hops(tmp_path) == ["0 1", "1 2", "2 3"]


def test_attaching_again_aims_the_agent_at_its_node(tmp_path):
    proc = run_tcl(tmp_path, LINE + "$sr install_connection 7 0 3 0 1 2 3\n$udp target $sr\n"
                   "$ns attach-agent $n(0) $udp\n" + SEND_ONE)
    assert proc.returncode == 0, proc.stderr
    assert hops(tmp_path) == ["0 3"]


def test_a_flow_without_a_route_stops_the_run_naming_it(tmp_path):
    proc = run_tcl(tmp_path, LINE + "$sr install_connection 8 0 3 0 1 2 3\n$udp target $sr\n"
                   + SEND_ONE)
    assert_clean_error(proc, "node 0 has no route for flow id 7")


def test_a_hop_without_a_link_stops_the_run_naming_it(tmp_path):
    proc = run_tcl(tmp_path, LINE + "$sr install_connection 7 0 3 0 2 3\n$udp target $sr\n"
                   + SEND_ONE)
    assert_clean_error(proc, "goes from node 0 to node 2, which has no link from it")


def test_bad_routes_and_targets_are_refused(tmp_path):
    too_long = " ".join(["0 1"] * 9)
    assert_clean_error(run_tcl(tmp_path, LINE + "$sr install_connection 7 0 3 %s\n" % too_long),
                       "at most 16 nodes")
    assert_clean_error(run_tcl(tmp_path, LINE + "$sr install_connection 7 0 3 0 9\n"), "no node 9")
    assert_clean_error(run_tcl(tmp_path, LINE + "$udp target $null\n"),
                       "other than its node's source-routing agent")
    assert_clean_error(run_tcl(tmp_path, LINE + "$null target $sr\n"),
                       "of another node than the agent's")


def test_tagged_trace_lines(tmp_path):
    """use-taggedtrace: every event as tagged fields, the time unrounded, an `h` line
    (seqno -1) after each departure; traces begun before it keep the usual format."""
    sim = Simulator()
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, "1Mb", "1ms")
    plain = sim.trace_queue(a, b, str(tmp_path / "plain.tr"))
    sim.use_taggedtrace()
    tagged = sim.trace_queue(b, a, str(tmp_path / "tagged.tr"))
    for src, dst, fid in ((b, a, 3), (a, b, 4)):
        udp, null = sim.agent("Agent/UDP", fid_=fid), sim.agent("Agent/Null")
        sim.attach_agent(src, udp)
        sim.attach_agent(dst, null)
        sim.connect(udp, null)
        cbr = sim.application("Application/Traffic/CBR", agent=udp, maxpkts_=1)
        sim.at(0.1, cbr.start)
    sim.run(until=1)
    sim.flush_trace()
    assert (tmp_path / "plain.tr").read_text().splitlines()[0] == \
        "+ 0.1 0 1 cbr 210 ------- 4 0.1 1.1 0 1"
    lines = (tmp_path / "tagged.tr").read_text().splitlines()
    assert [line.split()[:2] for line in lines] == [["+", "0.1"], ["-", "0.1"], ["h", "0.1"],
                                                  ["r", "0.10268"]]
    assert lines[0].endswith("-s 1 -d 0 -p cbr -e 210 -c 3 -i 0 -a 3 -x {1.0 0.0 0 ------- null}")
    assert lines[2].endswith("-x {1.0 0.0 -1 ------- null}")
    assert plain is not tagged


def test_tagged_traces_of_wireless_nodes_are_refused():
    sim = Simulator()
    sim.use_taggedtrace()
    sim.create_god(1)
    sim.node_config(adhoc_routing="DSDV", channel=sim.channel(),
                    topo_instance=sim.topography(100, 100))
    with pytest.raises(ParameterError, match="tagged format of wireless"):
        sim.node()


@pytest.mark.parametrize("text, value", [("ON", True), ("off", False), ("1", True), ("0", False),
                                         ("tr", True), ("no", False), ("0x10", True)])
def test_tcl_booleans(text, value):
    assert _tcl_boolean(text, "x") is value


def test_tcl_boolean_refuses_other_words():
    with pytest.raises(ParameterError, match="expected a boolean"):
        _tcl_boolean("o", "Simulator TaggedTrace_")


def test_god_off_is_accepted_and_on_is_refused(tmp_path):
    body = "set ns [new Simulator]\nset god [create-god 2]\n$god off\n"
    assert run_tcl(tmp_path, body + "exit 0\n").returncode == 0
    assert_clean_error(run_tcl(tmp_path, body + "$god on\n"), "an active God")
