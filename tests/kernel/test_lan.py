"""Wired LANs (`$ns make-lan`, `$ns newLan`; kernel/lan/ and nslab.lan).

The scripts of tests/reference/lan/scripts run under `nslab run` with stdout piped, in
an empty directory; their stdout, exit status and every file they write must be
byte-identical to what the real ns-2.35 left (recorded by tests/reference/lan/record.py):
three senders colliding on one LAN (CSMA/CD backoff, frames given up after 16
attempts), a LAN between two wired links with small interface queues (drops), and two
LANs made with newLan and `make-lan -trace off` joined by a router, make-lan's old MAC
name Mac/Csma/Cd (two warnings, then Mac/802_3), a LAN on loops of links and a random network
with three LANs (routes with ns-2's costs, a LAN crossing as cheap as one link).  The other tests pin
what nslab does not model (one error naming it) and the Python API.
"""
import pathlib
import subprocess
import sys

import pandas as pd
import pytest

from nslab import Simulator
from test_otcl import assert_clean_error, run_tcl

REFERENCE = pathlib.Path(__file__).resolve().parents[1] / "reference" / "lan"
SCRIPTS = sorted(p.stem for p in (REFERENCE / "scripts").glob("*.tcl"))
BEB = "BEB limit exceeded:Dropping packet "


def recorded(name):
    d = REFERENCE / "expected" / name
    files = {f.name: f.read_bytes() for f in sorted((d / "files").glob("*"))}
    return (d / "stdout").read_bytes(), int((d / "status").read_text()), files


def run_script(tmp_path, name):
    return subprocess.run([sys.executable, "-m", "nslab", "run",
                           str(REFERENCE / "scripts" / (name + ".tcl"))], cwd=tmp_path,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("name", SCRIPTS)
def test_lan_script_is_byte_identical_to_ns2(tmp_path, name):
    proc = run_script(tmp_path, name)
    want_stdout, want_status, want_files = recorded(name)
    # ns-2's Mac/802_3 reports each frame it gives up on stderr; nothing else comes there
    assert all(line.startswith(BEB) for line in proc.stderr.splitlines()), proc.stderr
    assert proc.stdout == want_stdout.decode()
    assert proc.returncode == want_status
    got_files = {f.name: f.read_bytes() for f in sorted(tmp_path.iterdir())}
    assert sorted(got_files) == sorted(want_files)
    for f, data in want_files.items():
        assert got_files[f] == data, "%s differs from ns-2's" % f


def test_colliding_senders_back_off_and_give_up_some_frames(tmp_path):
    """The collision script exercises the whole CSMA/CD path: frames given up after
    16 attempts are reported and dropped ('d' lines at the sender's interface)."""
    proc = run_script(tmp_path, "lan_collide")
    given_up = [int(line[len(BEB):]) for line in proc.stderr.splitlines()]
    assert given_up
    drops = [line.split() for line in (tmp_path / "lan_collide.tr").read_text().splitlines()
             if line.startswith("d ")]
    assert {int(d[11]) for d in drops} >= set(given_up)
    assert {(d[2], d[3]) for d in drops} <= {("0", "4"), ("1", "4"), ("2", "4")}


def test_every_lan_script_has_a_reference():
    assert SCRIPTS
    for name in SCRIPTS:
        assert (REFERENCE / "expected" / name / "stdout").exists(), name


# ---- what nslab does not model: one error naming it ----------------------------------------

LAN_OF_TWO = """
set ns [new Simulator]
set a [$ns node]
set b [$ns node]
"""


@pytest.mark.parametrize("line, named", [
    ('$ns make-lan "$a $b" 10Mb 1ms', "macType Mac is not supported"),
    ('$ns make-lan "$a $b" 10Mb 1ms LL Queue/RED Mac/802_3', "ifqType Queue/RED"),
    ('$ns make-lan "$a $b" 10Mb 1ms LL Queue/DropTail Mac/802_11', "macType Mac/802_11"),
    ('$ns make-lan "$a $b" 10Mb 1ms LL/Sat Queue/DropTail Mac/802_3', "llType LL/Sat"),
    ('$ns make-lan -trace on "$a $b" 10Mb 1ms LL Queue/DropTail Mac/802_3', "-trace on"),
    ('$ns newLan "$a $b" 10Mb 1ms -macType Mac/802_3 -colour red', "-colour"),
    ('$ns newLan "$a $b" 10Mb 1ms', "macType Mac is not supported"),
    ('$ns make-lan "$a $b" fast 1ms LL Queue/DropTail Mac/802_3', "fast"),
])
def test_lan_nslab_lacks_is_named(tmp_path, line, named):
    proc = run_tcl(tmp_path, LAN_OF_TWO + line + "\nputs reached\n")
    assert_clean_error(proc, named)
    assert "reached" not in proc.stdout


def test_lan_is_not_a_node_to_attach_agents_to(tmp_path):
    proc = run_tcl(tmp_path, LAN_OF_TWO + """
        set lan [$ns make-lan "$a $b" 10Mb 1ms LL Queue/DropTail Mac/802_3]
        $ns attach-agent $lan [new Agent/UDP]
    """)
    assert_clean_error(proc, "attach-agent")


# ---- the Python API ----------------------------------------------------------------------

def cbr_across_a_lan(sim, **queue):
    """Three nodes on a 10Mb LAN, 1 Mb/s of 500-byte CBR packets from the first to the
    third; returns the LAN and the LossMonitor."""
    a, b, c = sim.node(), sim.node(), sim.node()
    lan = sim.make_lan([a, b, c], "10Mb", "1ms", **queue)
    udp, lm = sim.agent("Agent/UDP"), sim.agent("Agent/LossMonitor")
    sim.attach_agent(a, udp)
    sim.attach_agent(c, lm)
    sim.connect(udp, lm)
    sim.at(0.0, sim.cbr(udp, rate="1Mb", packet_size=500).start)
    return lan, lm


def test_python_make_lan_carries_a_flow_across_the_lan():
    sim = Simulator()
    lan, lm = cbr_across_a_lan(sim, limit_=20)
    assert lan.id == 3 and [n.id for n in lan.members] == [0, 1, 2]
    sim.run(until=1.0)
    # 250 packets a second, each 1 ms + 1 ms of link layer plus the frame time late
    assert 245 <= lm["npkts_"] <= 250 and lm["nlost_"] == 0


def test_python_make_lan_refuses_bad_input():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    with pytest.raises(Exception, match="no variable|has no parameter|limit"):
        sim.make_lan([a, b], "10Mb", "1ms", bogus_=3)
    with pytest.raises(Exception, match="at least one node"):
        sim.make_lan([], "10Mb", "1ms")


def test_capture_and_trace_reader_agree_on_lan_hop_lines(tmp_path):
    """A LAN's 'h' lines (a packet entering an interface) are packet events for both
    the capture and nslab.trace.read, in the file's order."""
    from nslab import trace
    sim = Simulator(capture=True)
    sim.trace_all(str(tmp_path / "lan.tr"))
    cbr_across_a_lan(sim)
    sim.run(until=0.1)
    sim.flush_trace()
    captured = sim.packets()
    read = trace.read(str(tmp_path / "lan.tr")).packets[list(captured.columns)]
    lines = (tmp_path / "lan.tr").read_text().splitlines()
    assert [line[0] for line in lines] == list(captured["event"]) == list(read["event"])
    assert set(captured["event"]) == {"h", "+", "-", "r"}
    assert list(captured["uid"]) == list(read["uid"])
    pd.testing.assert_frame_equal(trace.from_kernel(sim).packets, trace.read(
        str(tmp_path / "lan.tr")).packets)
    assert list(captured[["from_node", "to_node"]].itertuples(index=False)) == \
        list(read[["from_node", "to_node"]].itertuples(index=False))
