"""Queue/SRR (kernel/queues/srr.pxi): smoothed round robin through the Python API and
scripts.  Byte identity with ns-2.35 is pinned by tests/reference/otcl/scripts/
srr_weights.tcl (run by test_otcl_objects.py) and by the compat suite's ns2-test/srr.tcl."""
import subprocess
import sys

import pytest

from aqm_helpers import dumbbell, events, trace_lines

SCRIPT = """
set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 200kb 5ms SRR
set q [[$ns link $n0 $n1] queue]
$q granularity 10000
%s
"""


def run_script(tmp_path, body):
    path = tmp_path / "srr.tcl"
    path.write_text(SCRIPT % body)
    return subprocess.run([sys.executable, "-m", "nslab", "run", str(path)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)


def test_one_queue_serves_in_arrival_order(tmp_path):
    """Every flow maps to queue 0 at first: SRR is then a FIFO of limit_ packets, the
    one being sent counted until the next dequeue: DropTail's limit."""
    srr, _ = dumbbell("SRR", tmp_path / "srr.tr", limit=12, flows=2, udp_rate="700kb")
    droptail, _ = dumbbell("DropTail", tmp_path / "dt.tr", limit=12, flows=2,
                           udp_rate="700kb")
    lines = trace_lines(srr, tmp_path / "srr.tr", 2.0)
    assert events(lines, "d", 0, 1)
    assert lines == trace_lines(droptail, tmp_path / "dt.tr", 2.0)


def test_weights_share_the_link(tmp_path):
    """Two saturated queues of rates 3:1 get the link in that ratio."""
    sim, link = dumbbell("SRR", tmp_path / "srr.tr", limit=20, flows=3, udp_rate="1Mb",
                         granularity_=10000)
    kernel = sim.kernel
    for flow, queue in ((0, 0), (1, 1), (2, 1)):
        kernel.queue_command(link.id, "setqueue", flow, queue)
    kernel.queue_command(link.id, "setrate", 0, 30000)
    kernel.queue_command(link.id, "setrate", 1, 10000)
    sent = [line.split()[7] for line in events(trace_lines(sim, tmp_path / "srr.tr", 4.0),
                                               "-", 0, 1)]
    ratio = sent.count("0") / (sent.count("1") + sent.count("2"))
    assert ratio == pytest.approx(3.0, rel=0.05)


@pytest.mark.parametrize("body, words", [
    ("$q setqueue 100 1", "setqueue: flow 100 or queue 1 is out of range"),
    ("$q setrate 0 200000000", "setrate: rate 200000000 is above"),
    ("$q granularity 0", "granularity_"),
])
def test_bad_commands_name_what_is_wrong(tmp_path, body, words):
    result = run_script(tmp_path, body)
    assert result.returncode != 0 and words in result.stderr
    assert "Traceback" not in result.stderr


def test_a_weight_of_zero_stops_the_run_with_its_reason(tmp_path):
    """ns-2 exits when a queue's rate / granularity_ is 0 (here 1000 / 10000)."""
    result = run_script(tmp_path, """
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$ns at 0.1 "$cbr start"
$ns at 1.0 "exit 0"
$ns run
""")
    assert result.returncode != 0 and "weight 0" in result.stderr
    assert "Traceback" not in result.stderr
