"""Mac/Simple and Agent/DumbAgent (kernel/radio/mac_simple.pxi, dumb_agent.pxi).

The byte-for-byte comparison with ns-2.35 is in test_wireless_options.py (the recorded
scripts wo_simple_mac.tcl and wo_dumb_agent.tcl of tests/reference/wireless_options/);
here are Mac/Simple's rules as mac/mac-simple.cc states them, seen in the trace: the random
jitter before each frame, the transmission time 8 * size / bandwidth_, collisions at a
receiver in the middle (no carrier sense), and the MAC fields ns-2 prints from the base MAC
header it reads as an 802.11 one.
"""
import pytest

from nslab import ParameterError, Simulator, trace
from nslab.otcl import Runner


def _scenario(tmp_path, xs, flows, bandwidth=None, until=2.0, mac="Mac/Simple",
              routing="DumbAgent"):
    """Nodes at (x, 100) in a row; `flows` lists (src, dst, start, rate): CBR over UDP."""
    path = str(tmp_path / "simple.tr")
    sim = Simulator()
    if bandwidth is not None:
        sim.set_class_default("Mac/Simple", "bandwidth_", bandwidth)
    sim.trace_all(path)
    sim.create_god(len(xs))
    sim.node_config(adhoc_routing=routing, ll_type="LL", mac_type=mac,
                    ifq_type="Queue/DropTail/PriQueue", ifq_len=50,
                    ant_type="Antenna/OmniAntenna", prop_type="Propagation/TwoRayGround",
                    phy_type="Phy/WirelessPhy", channel=sim.channel(),
                    topo_instance=sim.topography(1000, 200), mac_trace=True)
    nodes = [sim.node() for _ in xs]
    for node, x in zip(nodes, xs):
        node.set_position(x, 100)
    for src, dst, start, rate in flows:
        udp, null = sim.agent("Agent/UDP"), sim.agent("Agent/Null")
        sim.attach_agent(nodes[src], udp)
        sim.attach_agent(nodes[dst], null)
        sim.connect(udp, null)
        cbr = sim.cbr(udp, packet_size=500, rate=rate)
        sim.at(start, cbr.start)
    sim.run(until=until)
    sim.flush_trace()
    return trace.read(path).wireless


def _frames(w, event, node):
    return w[(w["level"] == "MAC") & (w["event"] == event) & (w["node"] == node)
             & (w["ptype"] == "cbr")]


@pytest.mark.parametrize("bandwidth", [None, "1Mb"])
def test_jitter_and_transmission_time(bandwidth, tmp_path):
    """Each frame leaves 0..39 times 100 bits' time after the link layer hands it over
    (the agent's send plus LL's 25 us, for every frame but the first, which waits for
    ARP; the MAC is idle when each comes), and its last bit arrives 8 * size /
    bandwidth_ plus the flight time later."""
    w = _scenario(tmp_path, [100, 200], [(0, 1, 0.1, "40Kb")], bandwidth)
    rate = 1e6 if bandwidth else 2e6
    agt = w[(w["level"] == "AGT") & (w["event"] == "s") & (w["ptype"] == "cbr")]
    sent, got = _frames(w, "s", 0), _frames(w, "r", 1)
    assert len(sent) > 15 and len(got) == len(sent)
    steps = set()
    for uid, t in zip(sent["uid"][1:], sent["time"][1:]):
        handed = agt[agt["uid"] == uid]["time"].iloc[0] + 25e-6
        k = (t - handed) / (100 / rate)
        assert k == pytest.approx(round(k), abs=1e-3) and 0 <= round(k) <= 39
        steps.add(round(k))
        arrival = got[got["uid"] == uid]["time"].iloc[0]
        assert arrival - t == pytest.approx(8 * 500 / rate + 100 / 3e8, abs=1e-9)
    assert len(steps) > 5           # the jitter is random


def test_no_carrier_sense_so_frames_collide(tmp_path):
    """Two senders out of each other's decoding range but in the receiver's: their
    frames overlap at the receiver, which drops them as collisions (MAC COL)."""
    w = _scenario(tmp_path, [100, 300, 500], [(0, 1, 0.1, "400Kb"), (2, 1, 0.1, "400Kb")])
    drops = w[(w["event"] == "d") & (w["node"] == 1)]
    assert len(drops) > 0 and set(drops["reason"]) == {"COL"}
    assert len(_frames(w, "r", 1)) > 0


def test_frames_beyond_decoding_range_are_dropped_as_errors(tmp_path):
    """A node within carrier-sense range (550 m) but beyond decoding range (250 m)
    drops broadcast ARP requests it hears as errors (MAC ERR), and nothing reaches it."""
    w = _scenario(tmp_path, [100, 200, 500], [(0, 1, 0.1, "40Kb")])
    far = w[w["node"] == 2]
    assert len(far) > 0 and set(far["event"]) == {"d"} and set(far["reason"]) == {"ERR"}


def test_base_mac_header_printed_as_ns2_reads_it(tmp_path):
    """ns-2 prints the base MAC header's bytes through 802.11's layout: the source
    address byte-swapped, then the destination's high half and the ether type."""
    script = tmp_path / "hdr.tcl"
    script.write_text(_TCL % tmp_path)
    assert Runner(str(script), []).run_file(str(script)) == 0
    lines = (tmp_path / "hdr.tr").read_text().splitlines()
    mac = [ln for ln in lines if " MAC " in ln]
    assert "[0 0 ffff0608 0] ------- [REQUEST 0/0 0/1]" in mac[0]        # ARP broadcast
    assert "[0 1000000 608 0] ------- [REPLY 1/1 0/0]" in mac[2]         # 1 -> 0
    assert any("cbr 210 [0 0 8 0]" in ln for ln in mac)                 # IP, 0 -> 1


_TCL = """
set ns [new Simulator]
set tr [open %s/hdr.tr w]
$ns trace-all $tr
set topo [new Topography]
$topo load_flatgrid 500 500
create-god 2
$ns node-config -adhocRouting DumbAgent -llType LL -macType Mac/Simple \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \
    -macTrace ON -channel [new Channel/WirelessChannel]
set a [$ns node]
set b [$ns node]
$a set X_ 10.0; $a set Y_ 10.0
$b set X_ 100.0; $b set Y_ 10.0
set udp [new Agent/UDP]
$ns attach-agent $a $udp
set null [new Agent/Null]
$ns attach-agent $b $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$ns at 0.1 "$cbr start"
$ns at 0.3 "$ns flush-trace; close $tr; exit 0"
$ns run
"""


def test_dumb_agent_delivers_broadcasts_to_the_port(tmp_path):
    """DumbAgent hands what comes up to the port demux: a broadcast reaches the agent
    at its port on every node that decodes it, over 802.11 as over Mac/Simple."""
    for mac in ("Mac/Simple", "Mac/802_11"):
        path = str(tmp_path / "bc.tr")
        sim = Simulator()
        sim.trace_all(path)
        sim.create_god(3)
        sim.node_config(adhoc_routing="DumbAgent", mac_type=mac, channel=sim.channel(),
                        topo_instance=sim.topography(500, 200), router_trace=True)
        nodes = [sim.node() for _ in range(3)]
        for node, x in zip(nodes, (100, 200, 300)):
            node.set_position(x, 100)
        udp = sim.agent("Agent/UDP", dst_addr_=-1, dst_port_=0)
        sim.attach_agent(nodes[1], udp)
        for n in (nodes[0], nodes[2]):
            sim.attach_agent(n, sim.agent("Agent/Null"))
        cbr = sim.cbr(udp, packet_size=100, rate="8Kb")
        sim.at(0.1, cbr.start)
        sim.run(until=1.0)
        sim.flush_trace()
        w = trace.read(path).wireless
        got = w[(w["level"] == "AGT") & (w["event"] == "r")]
        assert set(got["node"]) == {0, 2}, mac
        assert len(got) > 10, mac


def test_bad_configuration_is_named(tmp_path):
    sim = Simulator()
    with pytest.raises(ParameterError, match="macType.*Mac/Simple"):
        sim.node_config(mac_type="Mac/802_3")     # a wired LAN MAC
    with pytest.raises(ParameterError, match="bandwidth_"):
        sim.set_class_default("Mac/Simple", "bandwidth_", 0)
    with pytest.raises(ParameterError, match="DumbAgent"):
        sim.node_config(adhoc_routing="TORA")
