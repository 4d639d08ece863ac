"""NixVector routing (nslab.otcl.route_nix and kernel/core/nix.pxi; ns-2.35's nix/ and
routealgo/, tcl/lib/ns-nix.tcl).

Byte identity with the real ns-2 is pinned by tests/reference/otcl/scripts/nix_routing.tcl
(indices of one and two bits, a packet that arrives, one that makes ns-2 exit; recorded by
tests/reference/otcl/record.py, run by test_otcl_objects.py) and by the compatibility
suite's nixvec run.  Here: the vectors, from ns-2's source, and the errors.
"""
import pytest

from nslab._kernel import NIX_VECTOR_TOO_LONG
from nslab.otcl.route_nix import bfs_parents, bits_for, nix_vector
from test_otcl import assert_clean_error, run_tcl


@pytest.mark.parametrize("largest, bits", [(0, 1), (1, 1), (2, 2), (3, 2), (4, 3), (7, 3),
                                           (8, 4)])
def test_an_index_takes_the_bits_of_the_largest_index_and_at_least_one(largest, bits):
    assert bits_for(largest) == bits


# ns-2's test-suite-nixvec.tcl: 13 nodes, the route 0 1 3 5 9 12
NIXVEC_SUITE = {0: [1], 1: [0, 2, 3], 2: [1], 3: [1, 4, 5, 6], 4: [3], 5: [3, 7, 8, 9, 10, 11],
                6: [3], 7: [5], 8: [5], 9: [5, 12], 10: [5], 11: [5], 12: [9]}


def test_the_vector_packs_each_hops_index_from_the_top_bit():
    parent = bfs_parents(NIXVEC_SUITE, 0)
    # 0 | 10 | 10 | 011 | 1: what ns-2 prints as val[0] 53800000, ActualLth 9
    assert nix_vector(NIXVEC_SUITE, parent, 0, 12) == (0x53800000, 9)
    assert nix_vector(NIXVEC_SUITE, parent, 0, 0) == (0, 0)


def test_the_tree_takes_each_nodes_neighbours_in_their_order():
    square = {0: [1, 2], 1: [0, 3], 2: [0, 3], 3: [2, 1]}
    assert bfs_parents(square, 0) == {0: None, 1: 0, 2: 0, 3: 1}
    assert bfs_parents(square, 3) == {3: None, 2: 3, 1: 3, 0: 2}


def test_a_vector_past_one_word_is_marked_too_long():
    chain = {i: [i - 1, i + 1, 100 + i] for i in range(1, 40)}
    chain[0] = [1]
    parent = bfs_parents({**chain, **{100 + i: [i] for i in range(1, 40)}, 40: [39]}, 0)
    assert nix_vector(chain, parent, 0, 20)[1] == NIX_VECTOR_TOO_LONG


def test_a_packet_that_needs_a_long_vector_stops_with_one_error(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        $ns set-nix-routing
        for {set i 0} {$i < 20} {incr i} {
            set n($i) [$ns node]
            set leaf($i) [$ns node]
        }
        for {set i 1} {$i < 20} {incr i} {
            $ns duplex-link $n([expr $i - 1]) $n($i) 1Mb 1ms DropTail
            $ns duplex-link $n($i) $leaf($i) 1Mb 1ms DropTail
        }
        set u [new Agent/UDP]
        $ns attach-agent $n(0) $u
        set s [new Agent/Null]
        $ns attach-agent $n(19) $s
        $ns connect $u $s
        set c [new Application/Traffic/CBR]
        $c attach-agent $u
        $ns at 0.1 "$c start"
        $ns at 1.0 "exit 0"
        $ns run
        """)
    assert_clean_error(proc, "the nix vector from node 0 to node 38 is longer than 32 bits")


def test_routing_modules_are_made_by_nodes_only(tmp_path):
    proc = run_tcl(tmp_path, "new RtModule/Nix\n")
    assert_clean_error(proc, "new RtModule/Nix: nslab makes a node's routing modules itself")
