"""Wireless networks (issue 6): mobile nodes, 802.11, AODV and DSDV against ns-2.35.

The reference numbers are tests/reference/wireless.json, recorded from the real ns-2 by
tests/reference/wireless_record.py (ns-2 is not needed here).  The seed's wireless.tcl must
give ns-2's drop clusters (within 10 ms) and deliveries (AODV within 1 %, DSDV within 5 %);
every recorded case must in fact give ns-2's trace byte for byte.
"""
import json
import os
import random
import sys

import pytest

from nslab import Simulator, ParameterError, ScenarioError, trace
from nslab._kernel import format_fixed
from nslab.wireless import book_scenario, summary
from nslab.otcl import Runner, ScriptError

HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, 'reference')
sys.path.insert(0, REF)
from wireless_record import analyse, parse_kv  # noqa: E402

with open(os.path.join(REF, 'wireless.json')) as f:
    CASES = {c['name']: c for c in json.load(f)['cases']}


def run_script(script, args, workdir, capsys=None):
    """Run a script in `workdir` with nslab's Runner; returns (exit code, stdout)."""
    cwd = os.getcwd()
    os.chdir(str(workdir))
    try:
        code = Runner(script, list(args)).run_file(script)
    finally:
        os.chdir(cwd)
    out = capsys.readouterr().out if capsys is not None else ''
    return code, out


def run_case(name, workdir, capsys=None):
    case = CASES[name]
    code, out = run_script(os.path.join(REF, case['script']), case['args'], workdir, capsys)
    assert code == 0
    return case, analyse(os.path.join(str(workdir), case['trace_file'])), out


# ---- the acceptance figures of wireless.tcl -------------------------------------------------

def test_aodv_drop_clusters_and_deliveries(tmp_path):
    case, got, _ = run_case('wireless_AODV_100s', tmp_path)
    assert case['drop_starts'][:3] == pytest.approx([25.014212, 50.006887, 75.141747], abs=1e-6)
    for ours, ns2 in zip(got['drop_starts'][:3], case['drop_starts'][:3]):
        assert abs(ours - ns2) <= 0.010, (got['drop_starts'][:3], case['drop_starts'][:3])
    assert case['delivered'] == 4565 and case['agt_sent'] == 4883
    assert got['agt_sent'] == 4883
    assert abs(got['delivered'] - 4565) <= 0.01 * 4565


def test_dsdv_deliveries(tmp_path):
    case, got, _ = run_case('wireless_DSDV_100s', tmp_path)
    assert case['delivered'] == 1338
    assert abs(got['delivered'] - 1338) <= 0.05 * 1338


# ---- every recorded case, byte for byte ------------------------------------------------------

@pytest.mark.parametrize('name', list(CASES))
def test_trace_identical_to_ns2(name, tmp_path, capfd):
    case, got, out = run_case(name, tmp_path, capfd)
    assert (got['trace_lines'], got['trace_sha256']) == (case['trace_lines'], case['trace_sha256'])
    assert got['event_counts'] == case['event_counts']
    kv = parse_kv(out)
    for key, value in case['stdout_kv'].items():
        assert kv.get(key) == value, key


def test_radio_range_message(tmp_path, capfd):
    """ns-2 prints the carrier-sense range at the first transmission."""
    run_script(os.path.join(REF, 'scenarios/wireless.tcl'), ['AODV', '5', '0'], tmp_path)
    out = capfd.readouterr().out
    assert 'highestAntennaZ_ = 1.5,  distCST_ = 550.0' in out
    assert 'num_nodes is set 6' in out


# ---- the same scenario in the Python API ---------------------------------------------------

def wireless_scenario(routing, finish, path):
    """wireless.tcl (Dordal 16.6) written with nslab's Python API (nslab.wireless)."""
    s = book_scenario(routing, finish, trace=path)
    return s["sim"], s["row"], s["mover"]


def test_python_api_gives_the_same_trace(tmp_path):
    path = str(tmp_path / 'api.tr')
    sim, row, mover = wireless_scenario('AODV', 100, path)
    got = analyse(path)
    case = CASES['wireless_AODV_100s']
    assert (got['trace_lines'], got['trace_sha256']) == (case['trace_lines'], case['trace_sha256'])
    assert mover.position() == (800.0, 200.0, 0.0)
    assert mover.mobile and not sim.nodes[0].agents[0].node is None
    routes = row[0].routes()
    assert set(routes) >= {5}          # node 0 has (had) a route to the mover


def test_python_api_dsdv(tmp_path):
    path = str(tmp_path / 'api.tr')
    sim, row, mover = wireless_scenario('DSDV', 100, path)
    got = analyse(path)
    case = CASES['wireless_DSDV_100s']
    assert (got['trace_lines'], got['trace_sha256']) == (case['trace_lines'], case['trace_sha256'])
    assert all(len(n.routes()) == 6 for n in row)


def test_summary_of_the_book_scenario(tmp_path):
    path = str(tmp_path / 'w.tr')
    book_scenario('AODV', 100, trace=path)
    got = summary(trace.read(path))
    assert got['sent'] == {0: 4883} and got['delivered'] == {5: 4565}
    assert got['drop_starts'][:3] == pytest.approx([25.014212333, 50.006887, 75.141747],
                                                   abs=1e-6)
    assert got['drops'][('RTR', 'CBK')] == 294 and got['drops'][('IFQ', 'ARP')] == 4


def test_trace_reader_reads_the_wireless_trace(tmp_path):
    case, got, _ = run_case('stress_AODV_oldtrace_mactrace', tmp_path)
    t = trace.read(str(tmp_path / case['trace_file']))
    counts = t.wireless['event'].value_counts().to_dict()
    assert {k: v for k, v in counts.items() if v} == \
        {k: v for k, v in case['event_counts'].items() if k != 'M'}
    assert set(t.wireless['level'].unique()) == {'AGT', 'RTR', 'MAC', 'IFQ'}


# ---- bad input --------------------------------------------------------------------------------

SCRIPT = """
set ns [new Simulator]
set topo [new Topography]
$topo load_flatgrid 500 400
create-god 2
$ns node-config -adhocRouting %(rt)s -llType LL -macType Mac/802_11 \\
   -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \\
   -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy \\
   -channel [new Channel/WirelessChannel] -topoInstance $topo
set n0 [$ns node]
$n0 set X_ %(x)s
$n0 set Y_ 10
$ns at 1 "$n0 setdest 100 100 %(speed)s"
$ns at 2 "exit 0"
$ns run
"""


def _script_error(tmp_path, **kw):
    values = dict(rt='AODV', x='10', speed='5')
    values.update(kw)
    path = tmp_path / 'bad.tcl'
    path.write_text(SCRIPT % values)
    with pytest.raises(ScriptError) as e:
        run_script(str(path), [], tmp_path)
    return str(e.value)


def test_script_runs_when_input_is_good(tmp_path):
    path = tmp_path / 'good.tcl'
    path.write_text(SCRIPT % dict(rt='DSDV', x='10', speed='5'))
    assert run_script(str(path), [], tmp_path)[0] == 0


def test_node_outside_topography(tmp_path):
    msg = _script_error(tmp_path, x='600')
    assert 'X_' in msg and 'outside the topography' in msg and '600' in msg
    sim = Simulator()
    sim.create_god(1)
    sim.node_config(adhoc_routing='AODV', channel=sim.channel(),
                    topo_instance=sim.topography(500, 400))
    n = sim.node()
    with pytest.raises(ParameterError, match=r'Y_.*outside the topography'):
        n.set_position(10, -1)


def test_setdest_negative_speed(tmp_path):
    msg = _script_error(tmp_path, speed='-3')
    assert 'setdest speed' in msg and '-3' in msg
    sim = Simulator()
    sim.create_god(1)
    sim.node_config(adhoc_routing='AODV', channel=sim.channel(),
                    topo_instance=sim.topography(500, 400))
    n = sim.node()
    with pytest.raises(ParameterError, match='setdest speed'):
        n.setdest(100, 100, -1)
    with pytest.raises(ParameterError, match='setdest x'):
        n.setdest(700, 100, 1)


def test_unknown_routing_protocol(tmp_path):
    msg = _script_error(tmp_path, rt='OLSR')
    assert 'adhocRouting' in msg and 'OLSR' in msg and 'AODV, DSDV' in msg
    sim = Simulator()
    with pytest.raises(ParameterError, match='adhocRouting'):
        sim.node_config(adhoc_routing='TORA')


def test_other_configuration_errors(tmp_path):
    sim = Simulator()
    with pytest.raises(ParameterError, match='unknown option -foo'):
        sim.node_config(foo=1)
    with pytest.raises(ParameterError, match='macType'):
        sim.node_config(mac_type='Mac/802_3')
    sim.node_config(adhoc_routing='AODV', channel=sim.channel())
    with pytest.raises(ScenarioError, match='topoInstance'):
        sim.node()
    sim.node_config(topo_instance=sim.topography(100, 100))
    with pytest.raises(ScenarioError, match='create-god'):
        sim.node()
    with pytest.raises(ParameterError, match='load_flatgrid x'):
        sim.topography(-5, 10)


def test_class_variables_reach_new_nodes(tmp_path):
    """`Mac/802_11 set dataRate_ 2Mb` before the nodes are made changes their MAC;
    `Mac/802_11 set dataRate_` prints ns-2's text default."""
    r = Runner('x', [])
    assert r.tcl.eval('Mac/802_11 set dataRate_') == '1Mb'
    assert r.tcl.eval('Phy/WirelessPhy set RXThresh_') == '3.652e-10'
    with pytest.raises(Exception, match='dataRate_'):
        r.tcl.eval('Mac/802_11 set dataRate_ fast')


# ---- trace number formatting ------------------------------------------------------------------

def test_fixed_point_formatting_is_printfs():
    rnd = random.Random(7)
    values = [0.0, -0.0, -0.004, 0.125, 0.375, 2.5e-10, 1e20, 799.995, 12.345678905]
    values += [rnd.uniform(0, 1000) for _ in range(20000)]
    values += [round(rnd.uniform(0, 100), 3) + 0.005 for _ in range(5000)]
    for v in values:
        for d in (2, 5, 9):
            assert format_fixed(v, d) == '%.*f' % (d, v), (v, d)


# ---- start-up shortcuts taken for the benchmark ------------------------------------------------

def test_written_out_rng_jump_matrices():
    from nslab import rng
    assert rng._A1P127 == rng._matpow2(rng._A1, 127, rng.M1)
    assert rng._A2P127 == rng._matpow2(rng._A2, 127, rng.M2)
    assert rng._A1P76 == rng._matpow2(rng._A1, 76, rng.M1)
    assert rng._A2P76 == rng._matpow2(rng._A2, 76, rng.M2)


def test_param_is_an_immutable_value():
    from nslab.params import Param
    a, b = Param("x_", 1, "int", "s", 0, 5, "h"), Param("x_", 1, "int", "s", 0, 5, "h")
    assert a == b and hash(a) == hash(b) and a != Param("y_", 1, "int")
    with pytest.raises(AttributeError):
        a.default = 2
    assert "name='x_'" in repr(a)
