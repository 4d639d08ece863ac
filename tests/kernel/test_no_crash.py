"""Scenarios that once killed the Python process (a segmentation fault in the run loop) end
in a clear error instead.  Each runs in a child process, so that a crash fails the test
rather than taking pytest down.

ns-2.35 itself dies with a segmentation fault on all of them (an agent connected to itself,
a TCP source and its sink on one node: they answer each other in zero time until the stack
overflows); nslab stops the run with a KernelError naming both agents and the node.
"""
import signal
import subprocess
import sys
import textwrap

import pytest

TCL_HEADER = """\
set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
"""

TCL_CASES = {
    "tcp connected to itself": """\
set tcp [new Agent/TCP]
$ns attach-agent $n0 $tcp
$ns connect $tcp $tcp
""",
    "tcp and its sink on one node": """\
set tcp [new Agent/TCP]
set sink [new Agent/TCPSink]
$ns attach-agent $n0 $tcp
$ns attach-agent $n0 $sink
$ns connect $tcp $sink
""",
    "reno and a delayed-ack sink on one node": """\
set tcp [new Agent/TCP/Reno]
set sink [new Agent/TCPSink/DelAck]
$ns attach-agent $n1 $tcp
$ns attach-agent $n1 $sink
$ns connect $tcp $sink
""",
}

TCL_FOOTER = """\
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.1 "$ftp start"
$ns at 2.0 "exit 0"
$ns run
"""


def _describe(proc):
    if proc.returncode < 0:
        return "killed by %s" % signal.Signals(-proc.returncode).name
    return "exit %d: %s" % (proc.returncode, proc.stderr[-800:])


@pytest.mark.parametrize("case", sorted(TCL_CASES))
def test_tcl_zero_delay_loop_is_a_clear_error(tmp_path, case):
    script = tmp_path / "loop.tcl"
    script.write_text(TCL_HEADER + TCL_CASES[case] + TCL_FOOTER)
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, _describe(proc)
    assert "Traceback" not in proc.stderr
    assert "send each other packets at the same instant without end" in proc.stderr
    assert "on node " in proc.stderr and "(tcp)" in proc.stderr
    assert '"$ns run"' in proc.stderr                  # placed at the script's line


PY_CASES = {
    "self": "sim.attach_agent(a, tcp); sim.connect(tcp, tcp)",
    "same node": "sim.attach_agent(a, tcp); sim.attach_agent(a, sink); sim.connect(tcp, sink)",
}

PY_CHILD = """\
from nslab import Simulator, KernelError
sim = Simulator()
a, b = sim.node(), sim.node()
sim.duplex_link(a, b, "1Mb", "10ms")
tcp, sink = sim.agent("Agent/TCP"), sim.agent("Agent/TCPSink")
%s
sim.at(0.1, sim.ftp(tcp).start)
try:
    sim.run(until=2.0)
except KernelError as e:
    print("KernelError:", e)
else:
    print("no error")
# the interpreter goes on: a sound scenario still runs
sim = Simulator()
a, b = sim.node(), sim.node()
sim.duplex_link(a, b, "1Mb", "10ms")
tcp, sink = sim.agent("Agent/TCP"), sim.agent("Agent/TCPSink")
sim.attach_agent(a, tcp); sim.attach_agent(b, sink); sim.connect(tcp, sink)
sim.at(0.1, sim.ftp(tcp).start)
sim.run(until=2.0)
print("then acked", tcp["ack_"])
"""


@pytest.mark.parametrize("case", sorted(PY_CASES))
def test_python_zero_delay_loop_raises_and_the_interpreter_lives(tmp_path, case):
    proc = subprocess.run([sys.executable, "-c", PY_CHILD % PY_CASES[case]], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, _describe(proc)
    first, second = proc.stdout.splitlines()
    assert first.startswith("KernelError: agent "), first
    assert "without end" in first
    assert int(second.split()[-1]) > 0


def test_cbr_to_a_sink_on_its_own_node_still_runs_as_in_ns2(tmp_path):
    """A zero-delay exchange that ends (a UDP source, a sink that never answers) is not
    mistaken for a loop: it runs to the end as in ns-2 (whose LossMonitor counts 0 there,
    as nslab's does)."""
    script = tmp_path / "cbr.tcl"
    script.write_text(TCL_HEADER + textwrap.dedent("""\
        set udp [new Agent/UDP]
        set lm [new Agent/LossMonitor]
        $ns attach-agent $n0 $udp
        $ns attach-agent $n0 $lm
        $ns connect $udp $lm
        set cbr [new Application/Traffic/CBR]
        $cbr attach-agent $udp
        $ns at 0.1 "$cbr start"
        $ns at 2.0 "puts [$lm set npkts_]; exit 0"
        $ns run
        """))
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, _describe(proc)
    assert proc.stdout == "0\n"
