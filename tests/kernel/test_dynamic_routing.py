"""Links going down and up (`$ns rtmodel-at`, `$ns rtmodel Deterministic`) and the
routing that follows (`rtproto Static`, `Session`, `DV`, `LS`), in `nslab run`
(kernel/otcl/route_dynamics.py, route_dv.py, route_ls.py, kernel/core/dynlink.pxi,
kernel/traffic/rtproto.pxi).

The scripts of tests/reference/dynamics/scripts must give what the real ns-2.35 gave
(recorded by tests/reference/dynamics/record.py), byte for byte: stdout, exit status,
trace and nam files.  The other tests pin what nslab does not model: each stops the
script with one error naming it.
"""
import pathlib

import pytest

from test_otcl import assert_clean_error, run_tcl
from test_otcl_objects import assert_identical_to_ns2

REFERENCE = pathlib.Path(__file__).resolve().parents[1] / "reference" / "dynamics"
SCRIPTS = sorted(p.stem for p in (REFERENCE / "scripts").glob("*.tcl"))


@pytest.mark.parametrize("name", SCRIPTS)
def test_script_is_byte_identical_to_ns2(tmp_path, name):
    assert_identical_to_ns2(tmp_path, REFERENCE, name)


def test_every_script_has_a_reference():
    assert len(SCRIPTS) >= 3
    for name in SCRIPTS:
        assert (REFERENCE / "expected" / name / "status").exists(), name


TWO_NODES = """set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
"""


@pytest.mark.parametrize("line, feature", [
    ("$ns rtproto Direct", "rtproto Direct"),
    ("$ns rtproto Bogus", "unknown routing protocol 'Bogus'"),
    ("$ns rtmodel Trace links.txt $n0 $n1", "rtmodel Trace"),
    ("[$ns link $n0 $n1] cost 3; $ns run", "routing over links of different costs"),
    ("$ns rtmodel-at 1.0 sideways $n0 $n1", "expected up or down"),
    ("$ns rtproto Dummy; $ns run", "rtproto Dummy with links made by duplex-link"),
])
def test_what_nslab_lacks_is_named(tmp_path, line, feature):
    proc = run_tcl(tmp_path, TWO_NODES + line + "\n")
    assert_clean_error(proc, feature)


def test_a_link_with_no_route_model_cannot_be_taken_down(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """$ns at 0.5 "[$ns link $n0 $n1] down"
$ns at 1 "puts [[$ns link $n0 $n1] up?]; exit 0"
$ns run
""")
    assert proc.returncode == 0
    assert proc.stdout.strip() == "up"
    assert "was not declared dynamic" in proc.stderr


def test_cost_is_kept_and_read_back(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """set l [$ns link $n0 $n1]
puts [$l cost?]
$l cost 1
puts [$l cost?]
""")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["1", "1"]
