"""SRM reliable multicast (kernel/mcast/srm.pxi, nslab.mcast.srm): the rules of ns-2.35's
Agent/SRM (mcast/srm.cc, tcl/mcast/srm*.tcl) checked one by one on small scripts.  The
whole protocol is pinned byte for byte against the real ns-2 by
tests/reference/otcl/scripts/srm_variants.tcl (test_otcl_objects.py) and by the
compatibility suite's SRM runs (tests/compat).
"""
import _tkinter

import pytest

from test_otcl import assert_clean_error, run_tcl
from nslab.mcast.srm_events import tcl_double

# a chain 0 - 1 - 2 of 10 ms links, a group, centralised multicast on source trees and one
# SRM agent per node started at 0.1 s (`pre` goes before the agents, `extra` after)
CHAIN = """
set ns [new Simulator -multicast on]
$ns trace-all [open out.tr w]
for {set i 0} {$i < 3} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1Mb 10ms DropTail
$ns duplex-link $n(1) $n(2) 1Mb 10ms DropTail
set group [Node allocaddr]
%(pre)s
set ctr [$ns mrtproto CtrMcast {}]
$ns at 0.05 "$ctr switch-treetype $group"
for {set i 0} {$i < %(members)d} {incr i} {
    set srm($i) [new Agent/SRM/%(kind)s]
    $srm($i) set dst_addr_ $group
    $srm($i) set fid_ 1
    $ns attach-agent $n($i) $srm($i)
    $ns at 0.1 "$srm($i) start"
}
%(extra)s
$ns at %(end)s "$ns flush-trace; exit 0"
$ns run
"""


def chain(kind="Deterministic", members=3, extra="", end="3.0", pre=""):
    return CHAIN % {"kind": kind, "members": members, "extra": extra, "end": end, "pre": pre}


def cbr_source(interval, size=210):
    """A CBR source on node 0's agent from 1.0 s, and an SRMErrorModel `loss`."""
    return """
        set cbr [new Application/Traffic/CBR]
        $cbr set packetSize_ %d
        $cbr set interval_ %s
        $cbr attach-agent $srm(0)
        $srm(0) set tg_ $cbr
        $ns at 1.0 "$srm(0) start-source"
        set loss [new SRMErrorModel]
    """ % (size, interval)


def trace_lines(tmp_path):
    return [line.split() for line in (tmp_path / "out.tr").read_text().splitlines()
            if line[0] in "+-rd"]


@pytest.mark.parametrize("expression", ["2.0 - 0.1", "2.0 - 0.1 - 0.1 - 0.1", "log10(6)",
                                        "0.75 * 0.0105 + 0.25 * 0.0105", "1.0 * 3", "1e300 * 10",
                                        "0.1 * 1e-3", "-0.5 + 0.25"])
def test_doubles_print_as_tcl_prints_them_with_precision_17(expression):
    """What reaches SRM's trace file and nam's `f` lines is Tcl's text of each value."""
    tcl = _tkinter.create(None, "t", "Tk", False, True, False, False, None)
    tcl.eval("set tcl_precision 17")
    want = tcl.eval("expr {double(%s)}" % expression)
    assert tcl_double(float(tcl.eval("expr {double(%s)}" % expression))) == want


def test_session_messages_carry_four_ints_per_member_plus_the_header(tmp_path):
    """send_sess: (1 + 4 G) ints of 4 bytes and the 16-byte SRM header; G grows as the
    agent hears of members (itself first): 36 bytes while it knows only itself, 68 once it
    heard of all three (here the middle node heard both ends before its first one)."""
    proc = run_tcl(tmp_path, chain())
    assert proc.returncode == 0, proc.stderr
    sizes = {int(f[5]) for f in trace_lines(tmp_path) if f[4] == "SRM"}
    assert {36, 68} <= sizes <= {16 + 4 * (1 + 4 * members) for members in (1, 2, 3)}


def test_session_messages_come_every_second_or_so_from_each_member(tmp_path):
    """sessionDelay_ 1.0 times uniform(0.9, 1.1): each member sends one per 0.9-1.1 s."""
    run_tcl(tmp_path, chain(end="5.05"))
    sent = {}
    for f in trace_lines(tmp_path):
        if f[0] == "+" and f[4] == "SRM" and f[2] == f[8].split(".")[0]:
            sent.setdefault(f[2], set()).add(float(f[1]))
    for times in sent.values():
        times = sorted(times)
        assert all(0.9 <= b - a <= 1.1 for a, b in zip(times, times[1:])), times
        assert len(times) >= 4


def test_srm_error_model_drops_the_chosen_data_messages_only(tmp_path):
    """drop-packet 2 5 1: cbr data messages whose id is 1 modulo 5; control messages and
    other ids pass."""
    extra = cbr_source(0.02, 200) + """
        $loss drop-packet 2 5 1
        $ns lossmodel $loss $n(0) $n(1)
    """
    proc = run_tcl(tmp_path, chain(extra=extra, end="3.5"))
    assert proc.returncode == 0, proc.stderr
    dropped = [int(f[10]) for f in trace_lines(tmp_path) if f[0] == "d"]
    assert dropped and all(d % 5 == 1 for d in dropped)
    assert all(f[4] == "cbr" for f in trace_lines(tmp_path) if f[0] == "d")
    # each lost message is asked for and sent again as a repair of 16 + packetSize_ bytes
    repairs = {f[5] for f in trace_lines(tmp_path) if f[4] == "SRM" and int(f[5]) > 100}
    assert repairs == {str(16 + 1024)}


def test_a_source_without_traffic_is_refused_by_name(tmp_path):
    proc = run_tcl(tmp_path, chain(extra='$srm(0) start-source'))
    assert_clean_error(proc, "No source defined for agent")


def test_the_statistics_log_is_named_as_missing(tmp_path):
    proc = run_tcl(tmp_path, chain(extra='$srm(0) log [open log w]'))
    assert_clean_error(proc, "log", "not implemented")


def test_other_event_classes_are_named(tmp_path):
    proc = run_tcl(tmp_path, chain(extra='$srm(0) sessionFunction SRM/session/log-scaled'))
    assert_clean_error(proc, "SRM/session/log-scaled", "SRM/session")


def test_adaptive_parameters_stay_within_their_bounds(tmp_path):
    """check-bounds: C1_ within [MinC1_ 0.5, MaxC1_ 2.0], C2_ within [1.0, G]."""
    extra = cbr_source(0.05) + """
        $loss drop-packet 2 4 0
        $ns at 0.5 "$ns lossmodel $loss $n(1) $n(2)"
        $ns at 2.9 {puts "[$srm(2) set C1_] [$srm(2) set C2_] [$srm(2) set groupSize_]"}
    """
    proc = run_tcl(tmp_path, chain(kind="Adaptive", extra=extra,
                                   pre="Agent/SRM/Adaptive set C1_ 9.0"))
    assert proc.returncode == 0, proc.stderr
    c1, c2, group = (float(w) for w in proc.stdout.split()[-3:])
    assert 0.5 <= c1 <= 2.0 and 1.0 <= c2 <= group


def test_the_simulators_null_agent_has_ns2s_handle(tmp_path):
    """`$ns set nullAgent_` (SRM's suite drops into it): ns-lib's Agent/Null, third handle
    after the simulator's, as the real ns-2.35 prints them."""
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        puts "$ns [$ns set nullAgent_] [new Agent/Null]"
        set m [new Simulator -multicast on]
        puts "$m [$m set nullAgent_]"
    """)
    assert proc.stdout == "_o3 _o6 _o10\n_o11 _o14\n"


def test_a_message_before_start_stops_the_run_naming_it(tmp_path):
    """ns-2 asserts (its table is made at `start`); nslab says what happened."""
    proc = run_tcl(tmp_path, chain(members=1, extra="""
        set late [new Agent/SRM]
        $late set dst_addr_ $group
        $ns attach-agent $n(2) $late
        $ns at 0.1 "$n(2) join-group $late $group"
    """))
    assert_clean_error(proc, "got a message before its `start`")
