"""Wireless options ns-2 course scripts use (issue 16), against ns-2.35.

tests/reference/wireless_options/ holds small scripts and what the real ns-2 printed and
wrote for them (record.py there regenerates it): a plain Queue/DropTail interface queue,
Propagation/Shadowing with its own seeded RNG, Propagation/ShadowingVis over a bitmap,
error models on the wireless interface (node-config -IncomingErrProc/-OutgoingErrProc), and
Mac/Simple with DumbAgent routing (and DumbAgent over Mac/802_11), Mac/SMAC with and without
sleep cycles (with Agent/Ping's broadcasts), the energy model, Mac/Tdma, 802.11 infrastructure
mode with end-of-transmission lines, GridKeeper, CMUPriQueue (DSR's interface queue: four bands
of 50 packets, under DSDV here), and DSR: with the new trace format (its -P dsr fields) through
link breaks, and among 15 nodes moved at random.  nslab must print the
same and write every file byte for byte.  The other tests pin the checks on bad input.
"""
import importlib.util
import json
import pathlib
import sys

import pytest

from nslab import ParameterError, Simulator
from nslab import rng
from nslab.otcl import Runner

REF = pathlib.Path(__file__).resolve().parents[1] / "reference" / "wireless_options"
EXPECTED = json.loads((REF / "expected.json").read_text())
_spec = importlib.util.spec_from_file_location("wireless_options_record", REF / "record.py")
_record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_record)
run = _record.run


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_identical_to_ns2(name):
    """Run as record.py runs ns (a fresh directory with the bitmaps), with `nslab run`."""
    assert run([sys.executable, "-m", "nslab", "run"], name) == EXPECTED[name]


def test_predefined_seeds():
    assert rng.seed_from("predef", 0) == 1973272912
    assert rng.seed_from("predef", "63") == 513791680
    assert rng.seed_from("raw", 12) == 12
    with pytest.raises(ValueError, match="predefined seed index"):
        rng.seed_from("predef", 64)
    with pytest.raises(ValueError, match="seed source"):
        rng.seed_from("cosmic", 1)


def test_shadowing_variables_and_seed_through_tcl():
    r = Runner("x", [])
    r.tcl.eval("set ns [new Simulator]; set p [new Propagation/Shadowing]")
    assert r.tcl.eval("$p set std_db_") == "4"
    r.tcl.eval("$p set std_db_ 7.5")
    assert r.tcl.eval("$p set std_db_") == "7.5"
    r.tcl.eval("$p seed predef 2")
    with pytest.raises(Exception, match="predefined seed index"):
        r.tcl.eval("$p seed predef 99")
    with pytest.raises(Exception, match="dist0_"):
        r.tcl.eval("$p set dist0_ -1")
    r.tcl.eval("$p set note_ 1")               # not bound: an ordinary instance variable
    assert r.tcl.eval("$p set note_") == "1"


def test_two_shadowing_objects_draw_from_their_own_streams():
    """Each model gets a stream of its own; seeding both the same gives the same state."""
    sim = Simulator()
    from nslab.wireless import Propagation
    a = Propagation("Propagation/Shadowing", sim)
    b = Propagation("Propagation/Shadowing", sim)
    assert a.stream.id != b.stream.id
    a.seed("predef", 5)
    b.seed("predef", 5)
    assert a.stream.state == b.stream.state == [float(rng.PREDEF_SEEDS[5])] * 6


def test_bad_options():
    sim = Simulator()
    with pytest.raises(ParameterError, match="ifqType"):
        sim.node_config(ifq_type="Queue/RED")
    with pytest.raises(ParameterError, match="IncomingErrProc"):
        sim.node_config(incoming_err_proc="not a procedure")
    with pytest.raises(ParameterError, match="Propagation/Shadowing"):
        sim.node_config(prop_type="Propagation/Ricean")
    sim.node_config(tora_debug="OFF")           # TORA's switch: accepted when off
    with pytest.raises(ParameterError, match="toraDebug ON is not implemented"):
        sim.node_config(tora_debug="ON")


def test_quick_start_switch_accepted_only_off():
    """-QS OFF (ns-2's default: no Quick-Start agent in the nodes) changes nothing and
    leaves the nodes wired; ON names the missing Quick-Start routers."""
    sim = Simulator()
    sim.node_config(qs="OFF")
    assert not sim.node().mobile
    with pytest.raises(ParameterError, match="QS ON is not implemented.*Quick-Start"):
        sim.node_config(qs="ON")


def test_python_api_error_model_per_node():
    """-IncomingErrProc's procedure runs once per node: each gets its own model."""
    sim = Simulator()
    made = []

    def lossy():
        made.append(sim.error_model(rate=0.1))
        return made[-1]

    sim.create_god(2)
    sim.node_config(adhoc_routing="AODV", channel=sim.channel(),
                    topo_instance=sim.topography(100, 100), incoming_err_proc=lossy,
                    ifq_type="Queue/DropTail")
    sim.node()
    sim.node()
    assert len(made) == 2 and made[0].id != made[1].id


def test_propagation_models_are_registered_everywhere():
    from nslab import _kernel, params as P, wireless as W
    from nslab.otcl.runner import CLASSES
    tables = {c for c in P.WIRELESS_CLASSES if c.startswith("Propagation/")}
    assert set(_kernel.PROPAGATION_KINDS) == set(W.PROPAGATION_MODELS) == tables
    assert tables == {c for c in CLASSES if c.startswith("Propagation/")}
