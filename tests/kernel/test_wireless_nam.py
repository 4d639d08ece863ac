"""The nam trace of wireless nodes (issue 16) against ns-2.35.

tests/reference/wireless_nam/ holds two small scripts and what the real ns-2 wrote for
them (record.py there regenerates it): the whole nam file, gzipped, and the trace file's
sha256.  nslab must write both byte for byte: the header with its W line, the
initial_node_pos lines, the setdest motion lines, the packet lines of every trace point and
the node hints.  The other tests pin single rules on scripts of their own (their
expected lines are what the real ns-2 wrote for the same scripts).
"""
import gzip
import hashlib
import json
import pathlib
import subprocess
import sys

import pytest

REF = pathlib.Path(__file__).resolve().parents[1] / "reference" / "wireless_nam"
TRACES = json.loads((REF / "expected" / "traces.json").read_text())


def nslab_run(script, workdir):
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=workdir,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc


def first_difference(mine, theirs):
    """The first differing line of two files, for the failure message."""
    for i, (a, b) in enumerate(zip(mine.splitlines(), theirs.splitlines())):
        if a != b:
            return "line %d:\n  nslab: %r\n  ns-2:  %r" % (i + 1, a, b)
    return "one file is a prefix of the other (%d and %d bytes)" % (len(mine), len(theirs))


@pytest.mark.parametrize("name", sorted(TRACES))
def test_nam_file_identical_to_ns2(name, tmp_path):
    nslab_run(REF / (name + ".tcl"), tmp_path)
    expected = gzip.decompress((REF / "expected" / (name + ".nam.gz")).read_bytes())
    mine = (tmp_path / (name + ".nam")).read_bytes()
    assert mine == expected, first_difference(mine, expected)
    trace = (tmp_path / (name + ".tr")).read_bytes()
    assert hashlib.sha256(trace).hexdigest() == TRACES[name]["sha256"]


SMALL = """
set ns [new Simulator]
set tf [open t.tr w]
$ns trace-all $tf
set nf [open t.nam w]
%(nam)s
set topo [new Topography]
$topo load_flatgrid 300 300
create-god 2
$ns node-config -adhocRouting DSDV -llType LL -macType Mac/802_11 \\
  -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \\
  -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy \\
  -channel [new Channel/WirelessChannel] -topoInstance $topo -routerTrace ON
set a [$ns node]
set b [$ns node]
$b set X_ 100.0
$ns at 1.0 "$b setdest 200 150 10"
$ns at 2.0 "$b setdest 200 150 10"
$ns at 3.0 "close $tf; close $nf; exit 0"
$ns run
"""


def small_nam(tmp_path, nam_line):
    (tmp_path / "s.tcl").write_text(SMALL % {"nam": nam_line})
    nslab_run(tmp_path / "s.tcl", tmp_path)
    return (tmp_path / "t.nam").read_text().splitlines()


def test_motion_lines(tmp_path):
    lines = small_nam(tmp_path, "$ns namtrace-all-wireless $nf 300 300")
    assert lines[:2] == ["V -t * -v 1.0a5 -a 0", "W -t * -x 300 -y 300"]
    motion = [line for line in lines if line.startswith("n -t ")]
    # distance sqrt(100^2 + 150^2) = 180.277564 m at 10 m/s; the second setdest finds the
    # node still on its way, 10 m further (as the real ns-2 writes them)
    assert motion == [
        "n -t 1.000000 -s 1 -x 100.000000 -y 0.000000 -U 5.547002 -V 8.320503 -T 18.027756",
        "n -t 2.000000 -s 1 -x 105.547002 -y 8.320503 -U 5.547002 -V 8.320503 -T 17.027756"]
    assert any(line.startswith("+ -t ") and line.endswith(" -k RTR ") for line in lines)


def test_no_size_gives_a_ten_by_ten_field(tmp_path):
    lines = small_nam(tmp_path, '$ns namtrace-all-wireless $nf "" ""')
    assert lines[1] == "W -t * -x 10 -y 10"


def test_namtrace_all_alone_writes_no_w_line(tmp_path):
    lines = small_nam(tmp_path, "$ns namtrace-all $nf")
    assert lines[1] == "A -t * -n 1 -p 0 -o 0x7fffffff -c 30 -a 1"
    assert "n -t 1.000000 -s 1 -x 100.000000 -y 0.000000 -U 5.547002 -V 8.320503 " \
           "-T 18.027756" in lines


def test_nodes_made_before_the_nam_file_write_no_lines(tmp_path):
    (tmp_path / "s.tcl").write_text(SMALL.replace("%(nam)s\n", "").replace(
        "set b [$ns node]\n", "set b [$ns node]\n$ns namtrace-all-wireless $nf 300 300\n"))
    nslab_run(tmp_path / "s.tcl", tmp_path)
    lines = (tmp_path / "t.nam").read_text().splitlines()
    assert lines == ["V -t * -v 1.0a5 -a 0", "W -t * -x 300 -y 300",
                     "A -t * -n 1 -p 0 -o 0x7fffffff -c 30 -a 1",
                     "A -t * -h 1 -m 1073741823 -s 0"]
