"""Mac/Tdma, ns-2.35's preamble TDMA (kernel/radio/mac_tdma.pxi).

The byte-for-byte comparison with ns-2.35 is in test_wireless_options.py (wo_tdma.tcl of
tests/reference/wireless_options/) and in the compatibility suite (wireless-tdma.tcl dsdv);
here are the rules of mac/mac-tdma.cc seen in the trace: each node sends only in its own
slot of the frame (a preamble slot, then one slot per node in the order they were made, of
8 * slot_packet_len_ / bandwidth_ each), a frame is 52 bytes longer than its packet and
takes 8 * size / bandwidth_, and the header fields the trace shows.
"""
import pytest

from nslab import ParameterError, ScenarioError, Simulator

FLIGHT = 150 / 3e8


def _run(tmp_path, n=3, flows=((0, 1, 0.1), (2, 1, 0.1), (1, -1, 0.2)), max_nodes=None,
         slot_bytes=None):
    """n nodes 150 m apart; CBR of 200 bytes every 0.05 s for each (src, dst, start), dst
    -1 a broadcast to port 42; returns the trace's lines split into fields."""
    path = str(tmp_path / "tdma.tr")
    sim = Simulator()
    if max_nodes is not None:
        sim.set_class_default("Mac/Tdma", "max_node_num_", max_nodes)
    if slot_bytes is not None:
        sim.set_class_default("Mac/Tdma", "slot_packet_len_", slot_bytes)
    sim.trace_all(path)
    sim.create_god(n)
    sim.node_config(adhoc_routing="DumbAgent", ll_type="LL", mac_type="Mac/Tdma",
                    ifq_type="Queue/DropTail/PriQueue", ifq_len=50,
                    ant_type="Antenna/OmniAntenna", prop_type="Propagation/TwoRayGround",
                    phy_type="Phy/WirelessPhy", channel=sim.channel(),
                    topo_instance=sim.topography(1000, 200), mac_trace=True)
    nodes = [sim.node() for _ in range(n)]
    for i, node in enumerate(nodes):
        node.set_position(100 + 150 * i, 100)
    for src, dst, start in flows:
        udp, null = sim.agent("Agent/UDP"), sim.agent("Agent/Null")
        sim.attach_agent(nodes[src], udp)
        if dst < 0:
            udp["dst_addr_"], udp["dst_port_"] = -1, 0
            sim.attach_agent(nodes[0 if src else 1], null)
        else:
            sim.attach_agent(nodes[dst], null)
            sim.connect(udp, null)
        sim.at(start, sim.cbr(udp, packet_size=200, interval=0.05).start)
    sim.run(until=1.5)
    sim.flush_trace()
    return [l.split() for l in open(path)]


@pytest.mark.parametrize("slot_bytes", [None, 1000])
def test_each_node_sends_in_its_own_slot(slot_bytes, tmp_path):
    """Frames leave only at slot starts, node i in slot i + 1 of each frame of n + 1
    slots (slot 0 is the preamble)."""
    n = 3
    slot = 8 * (slot_bytes or 1500) / 2e6
    lines = _run(tmp_path, n=n, slot_bytes=slot_bytes)
    sent = [(float(f[1]), int(f[2].strip("_"))) for f in lines if f[0] == "s" and f[3] == "MAC"]
    assert len(sent) > 30 and {node for _, node in sent} == {0, 1, 2}
    for t, node in sent:
        k = t / slot
        assert k == pytest.approx(round(k), abs=1e-6)
        assert round(k) % (n + 1) == node + 1


def test_frame_size_and_air_time(tmp_path):
    """The MAC adds 52 bytes; a frame's last bit arrives 8 * size / bandwidth_ plus the
    flight after its first, and goes up without those 52 bytes."""
    lines = _run(tmp_path)
    agt = {f[5]: int(f[7]) for f in lines if f[0] == "s" and f[3] == "AGT"}
    sent = {(f[5], f[2]): (float(f[1]), int(f[7])) for f in lines if f[0] == "s" and f[3] == "MAC"
            and f[6] == "cbr"}
    checked = 0
    for f in lines:
        if f[0] == "r" and f[3] == "MAC" and f[6] == "cbr" and f[2] == "_1_":
            (t, size), = [v for (uid, _), v in sent.items() if uid == f[5]]
            assert size == agt[f[5]] + 52 and int(f[7]) == size - 52
            assert float(f[1]) - t == pytest.approx(8 * size / 2e6 + FLIGHT, abs=1e-9)
            checked += 1
    assert checked > 20


def test_header_fields(tmp_path):
    """[duration destination source type]: 5 for a unicast, 0 and ffffffff for a
    broadcast; the type reads as 0."""
    lines = _run(tmp_path)
    fields = {(f[2], f[6]): " ".join(f[8:12]) for f in lines if f[0] == "s" and f[3] == "MAC"}
    assert fields[("_0_", "cbr")] == "[5 1 0 0]"
    assert fields[("_1_", "cbr")] == "[0 ffffffff 1 0]"


def test_too_many_nodes(tmp_path):
    with pytest.raises(ScenarioError, match="max_node_num_"):
        _run(tmp_path, n=3, max_nodes=2)
    with pytest.raises(ParameterError, match="slot_packet_len_"):
        Simulator().set_class_default("Mac/Tdma", "slot_packet_len_", 0)
