"""Multicast (`$ns mrtproto DM`, `Node allocaddr`, join-group and leave-group; kernel/mcast/
and nslab.mcast) and Agent/Message (kernel/traffic/message.pxi), which multicast scripts
use.

The scripts of tests/reference/mcast/scripts run under `nslab run` in an empty directory;
their stdout, exit status and every file they write must be byte-identical to what the
real ns-2.35 left (recorded by tests/reference/mcast/record.py): Dense Mode on a tree
(prunes from leaves without receivers, grafts on joins, prune timers of 0.3 s, trace-all
and nam with the join and leave annotations), Dense Mode's dvmrp cache-miss mode on a
ring with two sources, and Agent/Message texts sent to a group and answered one to one
(the receivers' recv instprocs print them).  The kernel's replicator is tested on its own (ns-2's slot rules),
and what nslab does not model stops with one error naming it.
"""
import pathlib

import pytest

from nslab import Simulator
from nslab import _kernel as K
from test_otcl import assert_clean_error, run_tcl
from test_otcl_objects import assert_identical_to_ns2

REFERENCE = pathlib.Path(__file__).resolve().parents[1] / "reference" / "mcast"
SCRIPTS = sorted(p.stem for p in (REFERENCE / "scripts").glob("*.tcl"))


@pytest.mark.parametrize("name", SCRIPTS)
def test_mcast_script_is_byte_identical_to_ns2(tmp_path, name):
    assert_identical_to_ns2(tmp_path, REFERENCE, name)


def test_prunes_and_grafts_are_80_byte_control_packets_of_class_30_and_31(tmp_path):
    """What the tree reference shows, by rule: a prune goes from a leaf to its parent each
    time a packet reaches a leaf with no receiver; a join sends a graft upstream."""
    lines = (REFERENCE / "expected" / "dm_tree" / "files" / "dm_tree.tr").read_text().splitlines()
    control = [line.split() for line in lines if line.split()[4:5] in (["prune"], ["graft"])]
    assert control
    for f in control:
        assert f[5] == "80"
        assert f[7] == ("30" if f[4] == "prune" else "31")
        assert f[10] == "-1"            # no sequence number


def _one_link_kernel():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, "1Mb", "10ms")
    k = sim.kernel
    K.mcast_enable(k)
    return k, sim.links[0, 1].id, sim.links[1, 0].id


def test_a_replicator_fills_the_slot_above_its_top_and_shrinks_from_the_top():
    """ns-2's Classifier: installNext takes the slot above the top filled one (an empty
    slot below stays empty); clearing the top slot lowers the top past every empty slot
    below it."""
    k, l01, l10 = _one_link_kernel()
    e = K.mcast_add_entry(k, 0, 0, 0x40000000, -1)
    assert K.mcast_add_control(k) == 0
    assert K.mcast_slots(k, e) == []
    assert K.mcast_install(k, e, "link", l01) == 0
    assert K.mcast_install(k, e, "link", l10) == 1
    assert K.mcast_install(k, e, "agent", 0) == 2
    K.mcast_clear(k, e, 1)
    assert K.mcast_slots(k, e) == [("link", l01), None, ("agent", 0)]
    assert K.mcast_install(k, e, "link", l10) == 3
    K.mcast_clear(k, e, 3)
    K.mcast_clear(k, e, 2)
    assert K.mcast_slots(k, e) == [("link", l01)]
    K.mcast_clear(k, e, 0)
    assert K.mcast_slots(k, e) == []
    assert K.mcast_install(k, e, "link", l10) == 0
    for slot in range(1, 40):           # the row grows as needed
        assert K.mcast_install(k, e, "link", l01) == slot


def test_bad_replicator_requests_raise_instead_of_crashing():
    k, l01, _ = _one_link_kernel()
    with pytest.raises(K.KernelError):
        K.mcast_install(k, 5, "link", l01)
    e = K.mcast_add_entry(k, 0, 0, 0x40000000, -1)
    with pytest.raises(K.KernelError):
        K.mcast_install(k, e, "link", 99)
    with pytest.raises(K.KernelError):
        K.mcast_install(k, e, "queue", 0)
    with pytest.raises(K.KernelError):
        K.mcast_clear(k, e, 3)
    with pytest.raises(K.KernelError):
        K.mcast_add_entry(k, 7, 0, 0x40000000, -1)
    with pytest.raises(K.KernelError):
        K.mcast_control_send(k, 0, "prune", 1, 0, 30, 80, 0)


def test_allocaddr_counts_up_from_the_multicast_base(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator -multicast on]
        puts "[Node allocaddr] [Node allocaddr]"
        Simulator set McastAddr_ 0x50
        puts [Node allocaddr]
        """)
    assert proc.stdout == "1073741824 1073741825\n80\n", proc.stderr


MCAST_BASE = """
set ns [new Simulator -multicast on]
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
"""


@pytest.mark.parametrize("body, fragment", [
    (MCAST_BASE + "$ns mrtproto BST {}\n", "mrtproto BST"),
    (MCAST_BASE.replace(" -multicast on", "") + "$ns mrtproto DM {}\n", "has no multicast"),
    (MCAST_BASE + "$ns mrtproto DM [list $a]\n", "some nodes only"),
    (MCAST_BASE + "set x [new Agent/Null]\n$ns attach-agent $a $x\n$a join-group $x 5\n",
     "mrtproto first"),
    (MCAST_BASE + "$ns mrtproto DM {}\nset x [new Agent/Null]\n$ns attach-agent $a $x\n"
     "$a join-group $x [Node allocaddr] 1\n", "one source of a group"),
    (MCAST_BASE + "set m [new Agent/Message]\n$ns attach-agent $a $m\n$m send one two\n",
     "one text"),
    (MCAST_BASE + "set m [new Agent/Message]\n$m set agent_addr_ 3\n", "only by attaching"),
    (MCAST_BASE + "set m [new Agent/Message]\n$m send hello\n", "not attached"),
])
def test_what_nslab_does_not_model_stops_with_one_error(tmp_path, body, fragment):
    assert_clean_error(run_tcl(tmp_path, body), fragment)


def test_a_message_agent_reads_its_address_and_port_as_ns2_binds_them(tmp_path):
    proc = run_tcl(tmp_path, MCAST_BASE + """
        set m [new Agent/Message]
        puts "[$m set agent_addr_] [$m set agent_port_] [$m set packetSize_]"
        $ns attach-agent $b $m
        $ns attach-agent $b [new Agent/Null]
        $ns attach-agent $b $m
        puts "[$m set agent_addr_] [$m set agent_port_]"
        """)
    # attached twice to its node, an agent takes the next free port too (as in ns-2)
    assert proc.stdout == "-1 -1 180\n1 2\n", proc.stderr


def test_out_links_sort_as_ns2_sorts_their_head_handles(tmp_path):
    """ns-2.35 printed node 2's `get-all-oifs` as `_o102 _o113 _o80` for the course's
    eight-node network (links 0-2, 1-2, 2-3, ... made after the nodes, traces open): the
    heads of the links to node 1, node 3, then node 0; each head is two handles after its
    SimpleLink's, which `$ns link` gives (nslab.otcl.handles).  The DM network sorts the
    out-links by those heads."""
    proc = run_tcl(tmp_path, """
        set ns [new Simulator -multicast on]
        $ns trace-all [open out.tr w]
        for {set i 0} {$i < 8} {incr i} { set n($i) [$ns node] }
        foreach {a b} {0 2 1 2 2 3 3 4 3 7 4 5 4 6} {
            $ns duplex-link $n($a) $n($b) 1.5Mb 10ms DropTail
        }
        puts "[$ns link $n(2) $n(1)] [$ns link $n(2) $n(3)] [$ns link $n(2) $n(0)]"
        set mproto DM
        $ns mrtproto $mproto {}
        """)
    assert proc.stdout == "_o100 _o111 _o78\n", proc.stderr
    from nslab.mcast import McastNetwork
    sim = Simulator()
    n0, n1, n2 = (sim.node() for _ in range(3))
    to_0 = sim.simplex_link(n2, n0, "1Mb", "10ms").id
    to_1 = sim.simplex_link(n2, n1, "1Mb", "10ms").id
    net = McastNetwork(sim)
    net.link_heads = {to_0: 80, to_1: 102}
    assert net.sorted_oifs([to_0, to_1]) == [to_1, to_0]     # "_o102" sorts before "_o80"
