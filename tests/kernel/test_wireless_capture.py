"""Wireless events in the opt-in column capture: `Simulator(capture=True)` records every
wireless trace line (AGT/RTR/MAC/IFQ sends, receives, drops, forwards) and every movement
line as C records; `sim.wireless_events()` and `sim.movements()` must be the very frames
`nslab.trace.read(path)` gives for the trace file of the same run, in both formats, and
the same frames when no trace file is written at all.
"""
import os

import numpy as np
import pandas as pd
import pytest

from nslab import Simulator, trace
from nslab.otcl import Runner
from nslab.wireless import book_scenario

REF = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'reference')


def assert_same(sim, path):
    ref = trace.read(path)
    pd.testing.assert_frame_equal(sim.wireless_events(), ref.wireless)
    pd.testing.assert_frame_equal(sim.movements(), ref.movements)
    return ref


@pytest.mark.parametrize('newtrace', [True, False], ids=['newtrace', 'oldtrace'])
@pytest.mark.parametrize('routing', ['AODV', 'DSDV'])
def test_book_scenario_capture_equals_the_trace_file(routing, newtrace, tmp_path):
    path = str(tmp_path / 'w.tr')
    s = book_scenario(routing, 25, trace=path, newtrace=newtrace, capture=True)
    ref = assert_same(s['sim'], path)
    w = ref.wireless
    assert len(w) > 1000 and set(w['level'].unique()) >= {'AGT', 'RTR'}
    assert set(w['event'].unique()) >= {'s', 'r', 'd'}
    assert (w['x'].notna() if newtrace else w['x'].isna()).all()
    assert len(ref.movements) == 1
    # the wired capture and the combined Trace agree too
    t = trace.from_kernel(s['sim'])
    pd.testing.assert_frame_equal(t.wireless, ref.wireless)
    pd.testing.assert_frame_equal(t.movements, ref.movements)


@pytest.mark.parametrize('newtrace', [True, False], ids=['newtrace', 'oldtrace'])
@pytest.mark.parametrize('routing', ['AODV', 'DSDV'])
def test_capture_without_a_trace_file(routing, newtrace, tmp_path):
    """With no trace file the nodes trace into the capture alone, and the run (new
    format: positions read at every event, as ns-2's trace does) is the same."""
    path = str(tmp_path / 'w.tr')
    s = book_scenario(routing, 25, trace=path, newtrace=newtrace, capture=True)
    bare = book_scenario(routing, 25, trace=None, newtrace=newtrace, capture=True)
    assert not bare['sim'].outputs
    pd.testing.assert_frame_equal(bare['sim'].wireless_events(), s['sim'].wireless_events())
    pd.testing.assert_frame_equal(bare['sim'].movements(), trace.read(path).movements)


# wireless_stress.tcl's argv (see the script): the recorded stress cases, run for 12 s
STRESS = {'AODV_oldtrace_mactrace': ['AODV', '10', '12', '0', 'ON', '0', '1Mb',
                                     'Propagation/TwoRayGround', '5'],
          'AODV_newtrace_norts_2Mb': ['AODV', '12', '12', '1', 'ON', '3000', '2Mb',
                                      'Propagation/TwoRayGround', '7'],
          'DSDV_oldtrace_norts_11Mb': ['DSDV', '12', '12', '0', 'ON', '3000', '11Mb',
                                       'Propagation/TwoRayGround', '8']}


@pytest.mark.parametrize('name', list(STRESS))
def test_scripts_with_mac_arp_and_tcp_lines(name, tmp_path, capfd):
    """Scripts with MAC traces (RTS/CTS/ACK frames, collisions, retries), ARP and TCP,
    in both formats, captured through `nslab run`'s Runner."""
    script = os.path.join(REF, 'scenarios', 'wireless_stress.tcl')
    cwd = os.getcwd()
    os.chdir(str(tmp_path))
    try:
        runner = Runner(script, STRESS[name], capture=True)
        assert runner.run_file(script) == 0
    finally:
        os.chdir(cwd)
    capfd.readouterr()
    ref = assert_same(runner.sim, str(tmp_path / 'stress.tr'))
    w = ref.wireless
    assert set(w['level'].unique()) >= {'AGT', 'RTR', 'MAC'}
    assert {'RTS', 'CTS', 'ACK'} <= set(w['ptype'].unique()) or 'norts' in name
    tcp = w[w['ptype'].isin(['tcp', 'ack'])]
    assert len(tcp) and (tcp['seqno'] >= 0).all()      # the new format's -Ps too


def test_no_wireless_nodes_gives_empty_frames():
    sim = Simulator(capture=True)
    assert len(sim.wireless_events()) == 0 and len(sim.movements()) == 0
    pd.testing.assert_frame_equal(sim.wireless_events(), trace.parse(b'').wireless)


def test_capture_off_records_nothing(tmp_path):
    s = book_scenario('AODV', 5, trace=str(tmp_path / 'w.tr'))
    assert len(s['sim'].wireless_events()) == 0
    assert len(trace.read(str(tmp_path / 'w.tr')).wireless) > 0


def test_columns_hold_the_printed_numbers(tmp_path):
    """Times and positions are the numbers the lines print (%.9f, %.2f), read back."""
    s = book_scenario('AODV', 10, trace=None, capture=True)
    cols = s['sim']._wl.trace_columns()
    assert cols.dtype.itemsize == 80
    assert np.array_equal(cols['time'], [float('%.9f' % t) for t in cols['time']])
    assert np.array_equal(cols['x'], [float('%.2f' % x) for x in cols['x']])
    moves = s['sim']._wl.movement_columns()
    assert moves.dtype.itemsize == 64 and len(moves) == 1
