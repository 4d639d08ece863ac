"""Multipath routing (`Node set multiPath_ 1` with DV): the kernel's multipath groups
(kernel/core/multipath.pxi, ns-2.35's Classifier/MultiPath) and a node's installed routes
(nslab.otcl.route_mpath, ns-2's Node add-routes and delete-routes).

Byte identity with the real ns-2 is pinned by tests/reference/dynamics/scripts/
dv_multipath.tcl (three equal ways, one of them taken down and up; run by
test_dynamic_routing.py) and by the compatibility suite's tcl/ex/simple-eqp1.tcl.
"""
import pytest

from nslab import Simulator
from nslab._kernel import KernelError
from nslab.otcl.route_mpath import NodeRoutes, tcl_order
from test_otcl import run_tcl


def _diamond():
    sim = Simulator()
    nodes = [sim.node() for _ in range(4)]
    for a, b in ((0, 1), (1, 3), (0, 2), (2, 3)):
        sim.duplex_link(nodes[a], nodes[b], "1Mb", "10ms")
    return sim


def test_a_group_fills_the_slot_above_its_top_and_shrinks_from_the_top():
    sim = _diamond()
    k, l01, l02 = sim.kernel, sim.links[0, 1].id, sim.links[0, 2].id
    code = k.mpath_new()
    assert code < -1
    assert k.mpath_install_next(code, l01) == 0
    assert k.mpath_install_next(code, l02) == 1
    assert k.mpath_install_next(code, l01) == 2
    k.mpath_clear(code, 1)
    assert k.mpath_slots(code) == [l01, None, l01]
    k.mpath_clear(code, 2)
    assert k.mpath_slots(code) == [l01]
    assert k.mpath_install_next(code, l02) == 1
    with pytest.raises(KernelError):
        k.mpath_clear(code, 9)
    with pytest.raises(KernelError):
        k.mpath_install_next(code - 5, l01)
    with pytest.raises(KernelError):
        k.set_routes([[code - 5] * 4 for _ in range(4)])


def test_a_second_route_makes_a_group_that_keeps_the_first_in_slot_0():
    sim = _diamond()
    k, l01, l02 = sim.kernel, sim.links[0, 1], sim.links[0, 2]
    routes = NodeRoutes(k, 4, multipath=True)
    routes.add(3, [l01])
    assert routes.entry(3) == l01.id
    routes.add(3, [l02])
    code = routes.entry(3)
    assert code < -1 and k.mpath_slots(code) == [l01.id, l02.id]
    routes.delete(3, [l01, l02])
    assert routes.entry(3) == code and k.mpath_slots(code) == []
    assert routes.count[3] == 0
    routes.add(3, [l02])                # the group stays, even for one route
    assert routes.entry(3) == code and k.mpath_slots(code) == [l02.id]


def test_without_multipath_a_route_is_its_first_link():
    sim = _diamond()
    l01, l02 = sim.links[0, 1], sim.links[0, 2]
    routes = NodeRoutes(sim.kernel, 4, multipath=False)
    routes.add(3, [l02, l01])
    assert routes.entry(3) == l02.id
    routes.delete(3, [l02])
    assert routes.entry(3) == -1 and routes.count[3] == 0


def test_packets_take_the_group_links_in_turn():
    """ns-2's MultiPathForwarder: the slot after the last one used, wrapping after the
    top, skipping empty slots."""
    sim = _diamond()
    k, l01, l02 = sim.kernel, sim.links[0, 1].id, sim.links[0, 2].id
    code = k.mpath_new()
    for lid in (l01, l02, l02, l01):
        k.mpath_install_next(code, lid)
    k.mpath_clear(code, 2)                  # slots: 0->1, 0->2, empty, 0->1
    table = [[-1] * 4 for _ in range(4)]
    table[0][3], table[1][3], table[2][3] = code, sim.links[1, 3].id, sim.links[2, 3].id
    sim.route_protocol = lambda: k.set_routes(table)
    udp = sim.agent("Agent/UDP")
    sim.attach_agent(sim.nodes[0], udp)
    null = sim.agent("Agent/Null")
    sim.attach_agent(sim.nodes[3], null)
    sim.connect(udp, null)
    sim.at(0.0, sim.cbr(udp, packet_size=100, rate="80Kb").start)
    sim.run(until=0.055)        # 6 packets, 10 ms apart: slots 0, 1, 3, 0, 1, 3
    assert sim.links[0, 1].stats()["arrivals"] == 4
    assert sim.links[0, 2].stats()["arrivals"] == 2


def test_equal_routes_are_ordered_as_tcl_lists_their_link_handles():
    """simple-eqp1's node 2: its links to node 3 and node 4 are ns-2's _o66 and _o106
    (five nodes, then links made with traces open), which Tcl lists _o106 first (ns-2.35
    prints `array names` of an array set in either order so)."""
    to3, to4 = object(), object()
    handles = {to3: "_o66", to4: "_o106"}
    assert tcl_order([to3, to4], handles) == [to4, to3]
    assert tcl_order([to4, to3], handles) == [to4, to3]


def test_a_link_handle_is_the_second_of_its_parts(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        $ns trace-all [open out.tr w]
        for {set i 0} {$i < 5} {incr i} { set n($i) [$ns node] }
        $ns duplex-link $n(0) $n(2) 1Mb 10ms DropTail
        $ns duplex-link $n(2) $n(4) 1Mb 10ms DropTail
        puts "[$ns link $n(0) $n(2)] [$ns link $n(4) $n(2)]"
        """)
    assert proc.stdout.split() == ["_o26", "_o56"], proc.stderr
