"""The energy model of mobile nodes (kernel/radio/energy.pxi; node-config -energyModel).

The byte-for-byte comparison with ns-2.35 is in test_wireless_options.py (wo_energy.tcl
of tests/reference/wireless_options/) and in the compatibility suite (energy.tcl brdcast0:
S-MAC with sleep cycles); here are the rules of mobile/energy-model.cc and
mac/wireless-phy.cc, seen in the trace: idle power until a frame's first bit arrives,
receive power for its air time, transmit power for our own frames, the shares adding up
to what was spent, sleep energy with S-MAC's cycles, a node falling silent when its
energy is gone, and the errors on bad input.
"""
import re

import pytest

from nslab import ParameterError, ScenarioError, Simulator

E0 = 20.0
N_LINE = re.compile(r"N -t (\S+) -n (\d+) -e (\S+)$")
ENERGY = re.compile(r"\[energy (\S+) ei (\S+) es (\S+) et (\S+) er (\S+)\]")


def _run(tmp_path, mac="Mac/Simple", until=3.0, energy=None, sync=None, flows=((0, 1, 0.5),)):
    """Two nodes 200 m apart; CBR of 500 bytes every 0.5 s for each (src, dst, start);
    returns the trace's lines."""
    path = str(tmp_path / "energy.tr")
    sim = Simulator()
    if mac == "Mac/Simple":
        sim.set_class_default("Mac/Simple", "bandwidth_", "1Mb")
    if sync is not None:
        sim.set_class_default("Mac/SMAC", "syncFlag_", sync)
    sim.trace_all(path)
    sim.create_god(2)
    options = dict(energy_model="EnergyModel", initial_energy=E0, idle_power=0.5,
                   tx_power=1.5, rx_power=1.0)
    options.update(energy or {})
    sim.node_config(adhoc_routing="DumbAgent", ll_type="LL", mac_type=mac,
                    ifq_type="Queue/DropTail/PriQueue", ifq_len=50,
                    ant_type="Antenna/OmniAntenna", prop_type="Propagation/TwoRayGround",
                    phy_type="Phy/WirelessPhy", channel=sim.channel(),
                    topo_instance=sim.topography(1000, 200), mac_trace=True, **options)
    nodes = [sim.node(), sim.node()]
    for node, x in zip(nodes, (100, 300)):
        node.set_position(x, 100)
    for src, dst, start in flows:
        udp, null = sim.agent("Agent/UDP"), sim.agent("Agent/Null")
        sim.attach_agent(nodes[src], udp)
        sim.attach_agent(nodes[dst], null)
        sim.connect(udp, null)
        sim.at(start, sim.cbr(udp, packet_size=500, interval=0.5).start)
    sim.run(until=until)
    sim.flush_trace()
    return open(path).read().splitlines()


def test_receive_costs_idle_time_then_air_time(tmp_path):
    """The first N line of the receiver comes with a frame's first bit: idle power from 0
    until then, then receive power for the frame's air time (its MAC receive line comes
    at its end)."""
    lines = _run(tmp_path)
    first_n = next(N_LINE.match(l) for l in lines if N_LINE.match(l) and N_LINE.match(l)[2] == "1")
    start, energy = float(first_n[1]), float(first_n[3])
    end = next(float(l.split()[1]) for l in lines
               if l.startswith("r ") and l.split()[2] == "_1_" and l.split()[3] == "MAC")
    assert energy == pytest.approx(E0 - 0.5 * start - 1.0 * (end - start), abs=2e-6)


def test_shares_add_up_to_what_was_spent(tmp_path):
    """ei + es + et + er is the energy spent (no transition power here), on every line;
    the sender's et and the receiver's er grow."""
    lines = _run(tmp_path, flows=((0, 1, 0.5), (1, 0, 0.7)))
    seen = 0
    for line in lines:
        m = ENERGY.search(line)
        if m:
            energy, ei, es, et, er = map(float, m.groups())
            assert E0 - energy == pytest.approx(ei + es + et + er, abs=0.003)
            seen += 1
    assert seen > 30
    last = [ENERGY.search(l) for l in lines if ENERGY.search(l) and " _0_ " in l][-1]
    assert float(last[4]) > 0 and float(last[5]) > 0


def test_smac_sleep_costs_sleep_power(tmp_path):
    """With S-MAC's listen/sleep cycles the radio sleeps once the node has a schedule and
    its first neighbour discovery (a whole SYNC period, 10 cycles) is over: the sleep
    share appears, and each sleep and wake-up logs an N line; the node was idle for at
    least the 11 cycles it listened first."""
    lines = _run(tmp_path, mac="Mac/SMAC", sync=1, until=80.0, flows=(),
                 energy=dict(idle_power=0.1, sleep_power=0.01, transition_power=0.2,
                             transition_time=0.005))
    shares = [tuple(map(float, m.groups())) for m in map(ENERGY.search, lines) if m]
    assert shares and shares[-1][2] > 0            # es
    assert shares[-1][1] >= 0.1 * 11 * 1.4332       # ei: 11 cycles of 1.4332 s
    n_lines = [N_LINE.match(l) for l in lines if N_LINE.match(l)]
    assert len(n_lines) > 40


def test_a_node_out_of_energy_falls_silent(tmp_path):
    """The frame that empties a node's account still goes out (and logs `-e 0 `); from
    then on the node writes no trace line and its trace points swallow its packets: the
    agent's next packets never leave, and nothing more arrives at the receiver."""
    lines = _run(tmp_path, energy=dict(initial_energy=0.3))
    dead = next(i for i, l in enumerate(lines) if l.startswith("N ") and l.endswith("-n 0 -e 0 "))
    assert not any(" _0_ " in l for l in lines[dead + 1:])
    received = [l for l in lines if l.startswith("r ") and " _1_ AGT " in l]
    assert 1 <= len(received) <= 2
    assert all(float(l.split()[1]) < float(lines[dead].split()[2]) + 0.01 for l in received)


def test_bad_energy_options(tmp_path):
    sim = Simulator()
    with pytest.raises(ParameterError, match="energyModel"):
        sim.node_config(energy_model="Battery")
    with pytest.raises(ParameterError, match="txPower"):
        sim.node_config(tx_power="lots")
    with pytest.raises(ScenarioError, match="initialEnergy"):
        _missing_initial(tmp_path)


def test_nam_trace_with_energy_is_refused(tmp_path):
    """ns-2's nam trace colours nodes by their energy left; nslab says it lacks that."""
    with pytest.raises(ScenarioError, match="nam trace.*energyModel"):
        _missing_initial(tmp_path, initial_energy=5, nam=str(tmp_path / "out.nam"))


def _missing_initial(tmp_path, nam=None, **energy):
    """One node with -energyModel and the given energy options (none: no -initialEnergy)."""
    sim = Simulator()
    if nam:
        sim.namtrace_all(nam)
    sim.create_god(1)
    sim.node_config(adhoc_routing="DumbAgent", ll_type="LL", mac_type="Mac/Simple",
                    ifq_type="Queue/DropTail/PriQueue", ifq_len=50,
                    ant_type="Antenna/OmniAntenna", prop_type="Propagation/TwoRayGround",
                    phy_type="Phy/WirelessPhy", channel=sim.channel(),
                    topo_instance=sim.topography(100, 100), energy_model="EnergyModel",
                    **energy)
    sim.node()
