"""Manual routing, `$ns rtproto Manual` (nslab.otcl.route_manual; ns-2.35's RtModule/Manual
in tcl/lib/ns-rtmodule.tcl and Agent/rtProto/Manual in tcl/rtglib/route-proto.tcl).

Byte identity with the real ns-2 is pinned by tests/reference/otcl/scripts/manual_routing.tcl
(routes to neighbours, default routes, a route by a link's head, a route replaced, a node
and link made while the simulation runs; recorded by tests/reference/otcl/record.py, run by
test_otcl_objects.py) and by the compatibility suite's manual-routing run (many_tcp.tcl).
Here: the table the routes make, and the errors.
"""
import pytest

from nslab.otcl.route_manual import ManualRouting
from test_otcl import assert_clean_error, run_tcl


class _Sim:
    nodes = [0, 1, 2]


def test_a_node_routes_its_own_destinations_then_its_default_and_delivers_its_own():
    routing = ManualRouting(_Sim())
    routing.add(0, "default", 7)
    routing.add(0, 1, 3)
    routing.add(1, 2, 5)
    assert routing.table() == [[-1, 3, 7], [-1, -1, 5], [-1, -1, -1]]


def test_a_later_route_to_the_same_destination_replaces_the_earlier():
    routing = ManualRouting(_Sim())
    routing.add(2, 0, 4)
    routing.add(2, 0, 6)
    routing.add(2, "default", 1)
    routing.add(2, "default", 2)
    assert routing.table()[2] == [6, 2, -1]


def test_nodes_made_before_rtproto_manual_have_no_module(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set a [$ns node]
        $ns rtproto Manual
        set b [$ns node]
        puts "<[$a get-module Manual]> [expr {[$b get-module Manual] != {}}]"
        """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "<> 1\n"


def test_manual_beside_another_protocol_stops_with_one_error(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        $ns rtproto Manual
        $ns rtproto DV
        set a [$ns node]
        set b [$ns node]
        $ns duplex-link $a $b 1Mb 10ms DropTail
        $ns at 0.1 "exit 0"
        $ns run
        """)
    assert_clean_error(proc, "rtproto Manual beside DV is not implemented")


@pytest.mark.parametrize("call, message", [
    ("$m add-route-to-adj-node", "ManualRtNode::add-route-to-adj-node [-default] node"),
    ("$m add-route-to-adj-node -default $b $a", "add-route-to-adj-node [-default] node"),
    ("$m add-route 1 $m", "a Manual route to anything but the head of one of the node's links"),
    ("$m add-route 0 [[$ns link $b $a] head]", "anything but the head of one of the node's"),
    ("$m add-route x [[$ns link $a $b] head]", "add-route: destination address"),
])
def test_a_route_nslab_cannot_make_stops_with_one_error(tmp_path, call, message):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        $ns rtproto Manual
        set a [$ns node]
        set b [$ns node]
        $ns duplex-link $a $b 1Mb 10ms DropTail
        set m [$a get-module Manual]
        %s
        """ % call)
    assert_clean_error(proc, message)
