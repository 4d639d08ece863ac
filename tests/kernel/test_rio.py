"""Queue/RED/RIO (kernel/queues/rio.pxi): In and Out packets through the Python API.
Byte identity with ns-2.35 is pinned by tests/reference/otcl/scripts/rio_inout.tcl (run by
test_otcl_objects.py) and by the compat suite's ns2-test/rio.tcl."""
import subprocess
import sys

from aqm_helpers import dumbbell, events, trace_lines


def test_priority_method_1_sets_the_priority_flag_from_the_flow_id(tmp_path):
    sim, _ = dumbbell("RED/RIO", tmp_path / "rio.tr", flows=2, priority_method_=1)
    lines = trace_lines(sim, tmp_path / "rio.tr", 1.0)
    priority = {(line.split()[7], line.split()[6][1]) for line in events(lines, "r", 0, 1)}
    assert priority == {("0", "-"), ("1", "P")}


def test_in_packets_are_dropped_less_than_out_packets(tmp_path):
    """Two equal UDP flows at twice the link rate: RIO's Out thresholds are lower."""
    sim, _ = dumbbell("RED/RIO", tmp_path / "rio.tr", flows=2, udp_rate="1Mb", limit=100,
                      priority_method_=1)
    drops = [line.split()[7] for line in events(trace_lines(sim, tmp_path / "rio.tr", 4.0),
                                                "d", 0, 1)]
    assert drops.count("1") < drops.count("0") / 3


def test_without_priorities_every_packet_is_out(tmp_path):
    sim, link = dumbbell("RED/RIO", tmp_path / "rio.tr", flows=2, udp_rate="1Mb", limit=100)
    lines = trace_lines(sim, tmp_path / "rio.tr", 2.0)
    assert all(line.split()[6] == "-------" for line in events(lines, "r", 0, 1))
    assert link["in_ave_"] == 0.0


def test_rio_class_defaults_hide_red_class_values(tmp_path):
    """ns-2 gives Queue/RED/RIO its own defaults: a script's `Queue/RED set thresh_`
    does not reach a RIO queue, its `Queue/RED/RIO set` does; a RED variable RIO has
    no default of its own is inherited."""
    script = tmp_path / "rio.tcl"
    script.write_text("""
Queue/RED set thresh_ 2
Queue/RED set targetdelay_ 0.01
Queue/RED/RIO set in_thresh_ 12
set ns [new Simulator]
set a [$ns node]
set b [$ns node]
$ns simplex-link $a $b 1Mb 10ms RED/RIO
set q [[$ns link $a $b] queue]
puts "[$q set thresh_] [$q set in_thresh_] [$q set targetdelay_]"
""")
    result = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert result.stdout.split() == ["5", "12", "0.01"], result.stderr
