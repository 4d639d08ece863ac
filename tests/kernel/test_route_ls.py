"""Link-state routing's own parts (kernel/otcl/route_ls.py), by the behaviour of ns-2.35's
linkstate/ls.cc: path computation with equal-cost next hops, the topology database's
merge, the shared message store's numbering and its forgetting, sequence-number order.
Byte identity with the real ns-2 is pinned by tests/reference/dynamics/scripts/ls_*.tcl
(test_dynamic_routing.py) and the compat suite's linkstate run."""
from kernel.otcl.route_ls import (LinkState, MessageCenter, compute_paths, update_database,
                                  _newer, _LSA, _TPM, _LSA_ACK)

from test_otcl import assert_clean_error, run_tcl


def _db(edges):
    """A database from {node: [(neighbour, cost), ...]}, every link up."""
    return {n: [LinkState(nbr, 1, cost) for nbr, cost in links] for n, links in edges.items()}


SQUARE = {0: [(1, 1), (2, 1)], 1: [(0, 1), (3, 1)], 2: [(0, 1), (3, 1)], 3: [(1, 1), (2, 1)]}


def test_equal_cost_paths_keep_every_next_hop():
    paths = compute_paths(_db(SQUARE), 0)
    assert paths[0] == [0, [0]]
    assert paths[1] == [1, [1]] and paths[2] == [1, [2]]
    assert paths[3][0] == 2 and sorted(paths[3][1]) == [1, 2]


def test_costs_decide_the_path_and_a_down_link_is_not_used():
    db = _db({0: [(1, 5), (2, 1)], 1: [(0, 5), (2, 1)], 2: [(0, 1), (1, 1)]})
    assert compute_paths(db, 0)[1] == [2, [2]]
    db[0][1].status = 0                 # 0-2 down as 0 sees it
    assert compute_paths(db, 0)[1] == [5, [1]]
    assert 2 in compute_paths(db, 0)    # still reached through 1


def test_a_node_with_no_links_heard_reaches_only_its_neighbours():
    paths = compute_paths(_db({0: [(1, 1)]}), 0)
    assert paths == {0: [0, [0]], 1: [1, [1]]}


def test_merging_a_link_list_reports_changes_and_takes_sequence_numbers():
    db = {}
    assert update_database(db, 0, 1, [LinkState(2, 1, 1, seq=7)])
    assert not update_database(db, 0, 1, [LinkState(2, 1, 1, seq=9)])
    assert db[1][0].seq == 9
    assert update_database(db, 0, 1, [LinkState(2, 0, 1, seq=11)])
    assert update_database(db, 0, 1, [LinkState(3, 1, 4, seq=11)])
    assert [link.nbr for link in db[1]] == [2, 3]


def test_a_node_keeps_its_own_sequence_numbers():
    db = {0: [LinkState(1, 1, 1, seq=5)]}
    update_database(db, 0, 0, [LinkState(1, 0, 1, seq=99)])
    assert db[0][0].seq == 5 and db[0][0].status == 0


def test_message_numbers_odd_for_flooded_even_for_acks():
    center = MessageCenter()
    assert [center.new(0, kind).number for kind in (_LSA, _TPM, _LSA_ACK, _LSA, _LSA_ACK)] \
        == [1, 3, 2, 5, 4]
    assert center.get(3).kind == _TPM and center.get(4).kind == _LSA_ACK
    center.delete(4)
    assert center.get(4) is None


def test_the_store_forgets_its_oldest_message_past_its_size():
    center = MessageCenter()
    center.max_size = 2
    for _ in range(3):
        center.new(0, _LSA)
    assert center.get(1) is None and center.get(3) and center.get(5)


def test_sequence_numbers_wrap_around():
    assert _newer(3, 5) and not _newer(5, 3) and not _newer(5, 5)
    assert _newer(0xfffffff0, 2)        # 2 came after the wrap


def test_ls_beside_dv_is_named(tmp_path):
    proc = run_tcl(tmp_path, """set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns rtproto DV
$ns rtproto LS
$ns run
""")
    assert_clean_error(proc, "rtproto DV beside LS")


def test_the_module_is_present(tmp_path):
    proc = run_tcl(tmp_path, "puts [TclObject is-class Agent/rtProto/LS]\n")
    assert proc.returncode == 0 and proc.stdout.strip() == "1"
