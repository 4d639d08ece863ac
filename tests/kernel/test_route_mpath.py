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
from nslab.otcl.route_mpath import NodeRoutes, link_handles, tcl_order


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
    (five nodes, then links made with traces open), which Tcl lists _o106 first."""
    sim = Simulator()
    n = [sim.node() for _ in range(5)]
    for a, b in ((0, 2), (1, 2), (2, 3), (3, 4), (2, 4)):
        sim.duplex_link(n[a], n[b], "1Mb", "10ms")
    handles = link_handles(sim, traced=True)
    assert handles[sim.links[0, 2]] == "_o26" and handles[sim.links[2, 4]] == "_o106"
    assert link_handles(sim, traced=False)[sim.links[2, 0]] == "_o32"
    assert tcl_order([sim.links[2, 3], sim.links[2, 4]], handles) == [sim.links[2, 4],
                                                                       sim.links[2, 3]]
