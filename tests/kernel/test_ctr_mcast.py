"""Centralised multicast, `$ns mrtproto CtrMcast` (nslab.mcast.ctr) and its register tunnel
(kernel/mcast/encap.pxi).

Byte identity with the real ns-2.35 is pinned by tests/reference/mcast/scripts/
ctr_mcast.tcl (run by test_mcast.py: shared tree through a chosen rendezvous point, joins
while the source sends, the switch to source trees, a leave, a source at the rendezvous
point; ctr_mcast_dynamics: a link of a ring down and up under Session routing;
ctr_mcast_handles: the handles mrtproto takes) and by the compatibility suite's
algo-routing and vc runs.  Here: the tunnel's packets by rule, the default rendezvous
point, and the errors.
"""
import pathlib

import pytest

from test_otcl import assert_clean_error, run_tcl

REFERENCE = pathlib.Path(__file__).resolve().parents[1] / "reference" / "mcast"

RING = """
set ns [new Simulator -multicast on]
$ns trace-all [open out.tr w]
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
foreach {a b} {0 1  1 2  2 3  3 0} { $ns duplex-link $n($a) $n($b) 1Mb 10ms DropTail }
set g [Node allocaddr]
set cmc [$ns mrtproto CtrMcast {}]
%s
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
$udp set dst_addr_ $g
$udp set dst_port_ 0
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
set rcv [new Agent/LossMonitor]
$ns attach-agent $n(1) $rcv
$ns at 0.05 "$n(1) join-group $rcv $g"
$ns at 0.1 "$cbr start"
proc done {} {
    global rcv
    puts "received [$rcv set npkts_]"
    exit 0
}
$ns at 0.3 done
$ns run
"""


def _events(path):
    return [line.split() for line in pathlib.Path(path).read_text().splitlines()
            if line[:1] in "+-rd"]


def test_the_tunnel_wraps_each_packet_in_one_20_bytes_larger_for_the_rendezvous_point():
    """ns-2's trace of the reference: before the switch to source trees (0.5 s), each
    packet of the source (node 0, 500 bytes) leaves its node wrapped, as an "encap"
    packet of 520 bytes with flow id 0 and no seqno, from the encapsulator's port to the
    rendezvous point's decapsulator (node 2, port 0); after the switch, none is wrapped."""
    events = _events(REFERENCE / "expected" / "ctr_mcast" / "files" / "ctr_mcast.tr")
    sent = [f for f in events if f[0] == "+" and f[2] == "0"]
    wrapped = [f for f in sent if f[4] == "encap"]
    assert wrapped and all(float(f[1]) < 0.5 for f in wrapped)
    for f in wrapped:
        assert (f[5], f[7], f[10], f[9]) == ("520", "0", "-1", "2.0")
        assert f[8].startswith("0.")
    assert any(f[4] == "cbr" and float(f[1]) > 0.5 for f in sent)


def test_the_rendezvous_point_is_the_highest_candidate_and_every_node_is_one(tmp_path):
    """Without set_c_rp every node is a candidate: the tunnel leads to node 3."""
    proc = run_tcl(tmp_path, RING % "")
    assert proc.returncode == 0, proc.stderr
    wrapped = [f for f in _events(tmp_path / "out.tr") if f[4] == "encap"]
    assert wrapped and {f[9] for f in wrapped} == {"3.0"}
    assert proc.stdout.startswith("received ")
    assert int(proc.stdout.split()[1]) > 0


def test_the_chosen_rendezvous_point_gets_the_tunnel(tmp_path):
    proc = run_tcl(tmp_path, RING % "$cmc set_c_rp $n(2)")
    assert proc.returncode == 0, proc.stderr
    wrapped = [f for f in _events(tmp_path / "out.tr") if f[4] == "encap"]
    assert wrapped and {f[9] for f in wrapped} == {"2.0"}


def test_a_source_at_the_rendezvous_point_sends_unwrapped(tmp_path):
    proc = run_tcl(tmp_path, RING % "$cmc set_c_rp $n(0)")
    assert proc.returncode == 0, proc.stderr
    events = _events(tmp_path / "out.tr")
    assert not [f for f in events if f[4] == "encap"]
    assert [f for f in events if f[4] == "cbr" and f[0] == "r" and f[3] == "1"]


def test_no_candidate_rendezvous_point_stops_with_one_error(tmp_path):
    assert_clean_error(run_tcl(tmp_path, RING % "$cmc set_c_rp"),
                       "no candidate rendezvous point")


def test_the_tunnel_agents_name_their_kind_and_refuse_a_negative_overhead():
    from nslab import Simulator
    from nslab import _kernel as K
    k = Simulator().kernel
    encap, decap = K.mcast_add_encapsulator(k, 20), K.mcast_add_decapsulator(k)
    assert (k.agent_kind(encap), k.agent_kind(decap)) == ("encapsulator", "decapsulator")
    with pytest.raises(K.KernelError):
        K.mcast_add_encapsulator(k, -1)
