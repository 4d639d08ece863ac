"""Algorithmic routing, `$ns rtproto Algorithmic` (nslab.otcl.route_algo; ns-2.35's
tcl/rtglib/algo-route-proto.tcl).

Byte identity with the real ns-2 is pinned by tests/reference/otcl/scripts/algo_routing.tcl
(seven nodes with cycles, UDP flows and a TCP flow; recorded by tests/reference/otcl/
record.py, run by test_otcl_objects.py) and by the compatibility suite's algo-routing and
vc runs.  Here: the tree, its addresses and the next-hop rule, from ns-2's source.
"""
import pytest

from nslab.otcl.route_algo import next_address, spanning_tree, tree_addresses
from test_otcl import assert_clean_error, run_tcl


def test_the_tree_is_a_breadth_first_search_from_node_0_ranked_by_its_widest_node():
    children, rank = spanning_tree(["0:1", "1:0", "0:2", "2:0", "1:2", "2:1", "2:3", "3:2"])
    assert children == {0: [1, 2], 1: [], 2: [3], 3: []}
    assert rank == 2


def test_a_child_address_is_the_parent_address_times_the_rank_plus_its_place():
    children = {0: [1, 2], 1: [3, 4], 2: [5], 3: [], 4: [], 5: []}
    address, node_at = tree_addresses(children, 2)
    assert address == {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5}
    children = {0: [2, 1], 2: [3], 1: [], 3: []}
    address, node_at = tree_addresses(children, 2)
    assert address == {0: 0, 2: 1, 1: 2, 3: 3}
    assert node_at[3] == 3


@pytest.mark.parametrize("src, dst, rank, hop", [
    (1, 2, 2, 0),       # siblings meet at their parent: the triangle's 1 -> 2 goes by 0
    (0, 3, 1, 1),       # a chain: one step down
    (3, 0, 1, 2),       # ... and one step up
    (0, 6, 2, 2),       # 6 = 2 * 2 + 2: the root's second child leads there
    (1, 4, 2, 4),       # 4 = 1 * 2 + 2: a child
    (5, 1, 2, 2),       # up to 5's parent 2
    (2, 2, 2, 2),
])
def test_the_next_hop_follows_the_tree(src, dst, rank, hop):
    assert next_address(src, dst, rank) == hop


def test_a_node_the_tree_does_not_reach_stops_with_one_error(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set a [$ns node]
        set b [$ns node]
        set c [$ns node]
        $ns duplex-link $a $b 1Mb 10ms DropTail
        $ns rtproto Algorithmic
        $ns at 0.1 "exit 0"
        $ns run
        """)
    assert_clean_error(proc, "node 2 is not connected to node 0")


def test_algorithmic_beside_another_protocol_stops_with_one_error(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set a [$ns node]
        set b [$ns node]
        $ns duplex-link $a $b 1Mb 10ms DropTail
        $ns rtproto Algorithmic
        $ns rtproto DV
        $ns at 0.1 "exit 0"
        $ns run
        """)
    assert_clean_error(proc, "rtproto Algorithmic beside DV")
