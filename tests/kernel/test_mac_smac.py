"""Mac/SMAC, ns-2.35's Sensor-MAC (kernel/radio/mac_smac.pxi), and Agent/Ping's broadcast.

The byte-for-byte comparison with ns-2.35 is in test_wireless_options.py (the recorded
scripts wo_smac_unicast.tcl and wo_smac_sync.tcl of tests/reference/wireless_options/);
here are S-MAC's rules as mac/smac.cc states them, seen in the trace: fixed air times
(data 43 ms, control frames 11 ms, SYNC 3 ms at 20 kbit/s), carrier sense of DIFS (10 ms)
plus whole 1 ms slots, RTS/CTS/DATA/ACK back to back for a unicast, the header fields
[duration destination source], and the listen/sleep schedule with syncFlag_ 1.
"""
import pytest

from nslab import ParameterError, Simulator, trace

FLIGHT = 200 / 3e8          # the nodes below are 200 m apart


def _scenario(tmp_path, flows, sync=None, until=3.0, duty=None, broadcast_at=None):
    """Two nodes 200 m apart on S-MAC; `flows` lists (src, dst, start, interval): CBR of
    100 bytes over UDP (dst -1: an IP broadcast)."""
    path = str(tmp_path / "smac.tr")
    sim = Simulator()
    if sync is not None:
        sim.set_class_default("Mac/SMAC", "syncFlag_", sync)
    if duty is not None:
        sim.set_class_default("Mac/SMAC", "dutyCycle_", duty)
    sim.trace_all(path)
    sim.create_god(2)
    sim.node_config(adhoc_routing="DumbAgent", ll_type="LL", mac_type="Mac/SMAC",
                    ifq_type="Queue/DropTail/PriQueue", ifq_len=50,
                    ant_type="Antenna/OmniAntenna", prop_type="Propagation/TwoRayGround",
                    phy_type="Phy/WirelessPhy", channel=sim.channel(),
                    topo_instance=sim.topography(1000, 200), mac_trace=True)
    nodes = [sim.node(), sim.node()]
    for node, x in zip(nodes, (100, 300)):
        node.set_position(x, 100)
    for src, dst, start, interval in flows:
        udp, null = sim.agent("Agent/UDP"), sim.agent("Agent/Null")
        sim.attach_agent(nodes[src], udp)
        if dst < 0:
            udp["dst_addr_"], udp["dst_port_"] = -1, 0
            sim.attach_agent(nodes[1 - src], null)
        else:
            sim.attach_agent(nodes[dst], null)
            sim.connect(udp, null)
        cbr = sim.cbr(udp, packet_size=100, interval=interval)
        sim.at(start, cbr.start)
    sim.run(until=until)
    sim.flush_trace()
    return path, trace.read(path).wireless


def _mac(w, event, node, ptype):
    return w[(w["level"] == "MAC") & (w["event"] == event) & (w["node"] == node)
             & (w["ptype"] == ptype)]


def test_broadcast_air_time_and_carrier_sense(tmp_path):
    """A broadcast leaves after DIFS plus a whole number (0..62) of 1 ms slots from the
    link layer's hand-over (the agent's send plus LL's 25 us; the MAC is idle) and lasts
    43 ms whatever its size."""
    _, w = _scenario(tmp_path, [(0, -1, 0.5, 0.3)])
    agt = w[(w["level"] == "AGT") & (w["event"] == "s") & (w["ptype"] == "cbr")]
    sent, got = _mac(w, "s", 0, "cbr"), _mac(w, "r", 1, "cbr")
    assert len(got) >= 7 and len(sent) - len(got) <= 1     # the last may still be in the air
    slots = set()
    for uid, t in zip(sent["uid"][:len(got)], sent["time"][:len(got)]):
        handed = agt[agt["uid"] == uid]["time"].iloc[0] + 25e-6
        k = (t - handed - 0.010) / 0.001
        assert k == pytest.approx(round(k), abs=1e-6) and 0 <= round(k) <= 62
        slots.add(round(k))
        assert got[got["uid"] == uid]["time"].iloc[0] - t == pytest.approx(0.043 + FLIGHT, abs=1e-9)
    assert len(slots) > 3           # the slots are random


def test_unicast_is_rts_cts_data_ack_back_to_back(tmp_path):
    """Each frame of a unicast follows the end of the one before at once: CTS 11 ms (RTS)
    plus the flight after the RTS, DATA after the CTS, ACK 43 ms after the DATA."""
    path, w = _scenario(tmp_path, [(0, 1, 0.5, 0.4)])
    lines = [l.split() for l in open(path) if l.split()[3] == "MAC" and l[0] == "s"]
    frames = [(float(f[1]), f[6]) for f in lines]
    rts = [i for i, (_, name) in enumerate(frames) if name == "RTS"]
    assert len(rts) >= 5
    checked = 0
    for i in rts:
        seq = frames[i:i + 4]
        if [name for _, name in seq] != ["RTS", "CTS", "cbr", "ACK"]:
            continue                # an ARP exchange, not our data
        gaps = [b[0] - a[0] for a, b in zip(seq, seq[1:])]
        assert gaps == pytest.approx([0.011 + FLIGHT, 0.011 + FLIGHT, 0.043 + FLIGHT], abs=1e-9)
        checked += 1
    assert checked >= 5
    assert len(_mac(w, "r", 1, "cbr")) == checked


def test_header_fields_in_the_trace(tmp_path):
    """[duration destination source]: an RTS reserves CTS + DATA + ACK + 1 ms (66 ms),
    the CTS what is left after it (55 ms), DATA one control frame (11 ms), the ACK nothing;
    a broadcast has duration 0 and destination -1."""
    path, _ = _scenario(tmp_path, [(0, 1, 0.5, 0.4), (1, -1, 0.7, 0.5)])
    fields = {}
    for line in open(path):
        f = line.split()
        if f[3] == "MAC" and f[0] == "s":
            fields.setdefault((f[2], f[6]), " ".join(f[8:11]))
    assert fields[("_0_", "RTS")] == "[0.07 1 0]"
    assert fields[("_1_", "CTS")] == "[0.06 0 1]"
    assert fields[("_0_", "cbr")] == "[0.01 1 0]"
    assert fields[("_1_", "ACK")] == "[0.00 0 1]"
    assert fields[("_1_", "cbr")] == "[0.00 -1 1]"


def test_sync_mode_schedule(tmp_path):
    """With syncFlag_ 1 a node listens 11 cycles before making its own schedule, which
    starts in the middle of a cycle (its data period): its first SYNC (9 bytes, 3 ms)
    comes one cycle later, after DIFS and 0..30 slots.  Both nodes started together, so
    both make that schedule; the one whose carrier sense ends first sends, the other
    follows it (and so sends its own SYNC in the next cycle, and the first follows that,
    sending two cycles after its first).  From then on each sends a SYNC every 10 cycles.  A cycle is the listen time over the duty cycle,
    plus 1 ms; the listen time is the SYNC period (DIFS + 31 slots + 10.2 ms + 4 ms guard)
    and the data period (DIFS + 63 slots + 11 ms + guard)."""
    listen = (10 + 31 + 10.2 + 4) + (10 + 63 + 11 + 4)
    for duty in (10, 25):
        _, w = _scenario(tmp_path, [], sync=1, duty=duty, until=80.0)
        cycle = (listen * 100 / duty + 1) / 1000
        syncs = w[(w["level"] == "MAC") & (w["event"] == "s") & (w["ptype"] == "SYNC")]
        assert set(syncs["size"]) == {9}
        first = syncs["time"].iloc[0]
        assert 12 * cycle + 0.010 <= first <= 12 * cycle + 0.010 + 0.030 + 1e-9
        for node in (0, 1):
            times = syncs[syncs["node"] == node]["time"].values
            assert len(times) >= 3
            steps = (times[1:] - times[:-1]) / cycle
            assert all(abs(s - round(s)) * cycle <= 0.030 + 1e-9 for s in steps)
            assert set(round(s) for s in steps[1:]) == {10} and round(steps[0]) in (2, 10)


def test_smac_parameters_are_checked():
    sim = Simulator()
    with pytest.raises(ParameterError, match="dutyCycle_"):
        sim.set_class_default("Mac/SMAC", "dutyCycle_", 0)
    with pytest.raises(ParameterError, match="selfConfigFlag_"):
        sim.set_class_default("Mac/SMAC", "selfConfigFlag_", 0)
