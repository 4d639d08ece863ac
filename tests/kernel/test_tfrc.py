"""Agent/TFRC and Agent/TFRCSink (kernel/traffic/tfrc.pxi, tfrc_sink.pxi): rules read from
ns-2.35's tcp/tfrc.cc and tfrc-sink.cc, checked here on small runs.

Their byte-for-byte comparison with ns-2.35 is tests/reference/otcl/scripts/tfrc_options.tcl
(test_otcl_objects.py runs it) and the compat suite's friendly and quiescent runs.
"""
import pytest

from test_otcl import TWO_NODES, assert_clean_error, run_tcl


TRACED_TWO_NODES = """
set ns [new Simulator]
set tr [open out.tr w]
$ns trace-all $tr
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
"""


def sent(trace_text, node=0):
    """(time, size) of each data packet the node puts on its link ('+' lines)."""
    out = []
    for line in trace_text.splitlines():
        f = line.split()
        if f[0] == "+" and f[4] == "tcpFriend" and int(f[2]) == node:
            out.append((float(f[1]), int(f[5])))
    return out


def test_without_feedback_the_rate_halves_at_each_no_feedback_timer(tmp_path):
    """No report ever comes (the peer is a Null agent): the first packet goes at once, the
    next after packetSize_/InitRate_ (1000/300 s); the no-feedback timer, set to twice that,
    halves the rate (and sends), then again 2 packetSize_/rate_ later (the RTT estimate is
    still 0): packets at 0, 3.33, 6.67, 13.33 and 20 s (as the real ns-2.35 sends them)."""
    proc = run_tcl(tmp_path, TWO_NODES + """
        set tf [new Agent/TFRC]
        set null [new Agent/Null]
        $ns attach-agent $a $tf
        $ns attach-agent $b $null
        $ns connect $tf $null
        $ns at 0 "$tf start"
        foreach t {6.5 7 19.9 20.1} { $ns at $t "puts \\"$t \\[$tf set rate_\\] \\[$tf set ndatapack_\\]\\"" }
        $ns at 21 "exit 0"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split("\n")[:4] == ["6.5 300 2", "7 150 3", "19.9 150 4", "20.1 75 5"]


def test_an_application_s_packets_only_and_at_once_after_a_data_limited_spell(tmp_path):
    """SndrType_ 1: FTP's produce 20 gives exactly 20 packets; producemore 5 at 10 s sends
    one at once (oldCode_ false) and the rest paced.  useHeaders_ adds headersize_ (32)."""
    proc = run_tcl(tmp_path, TRACED_TWO_NODES + """
        Agent/TFRC set SndrType_ 1
        set tf [$ns create-connection TFRC $a TFRCSink $b 1]
        set ftp [new Application/FTP]
        $ftp attach-agent $tf
        $ns at 0 "$ftp produce 20"
        $ns at 9 {puts "9 [$tf set ndatapack_]"}
        $ns at 10 "$ftp producemore 5"
        $ns at 19 {puts "19 [$tf set ndatapack_]"}
        $ns at 20 "$ns flush-trace; exit 0"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["9", "20", "19", "25"]
    packets = sent((tmp_path / "out.tr").read_text())
    assert len(packets) == 25
    assert {size for _, size in packets} == {1032}
    assert packets[20][0] == 10.0


def test_use_headers_off_sends_packet_size_bytes(tmp_path):
    proc = run_tcl(tmp_path, TRACED_TWO_NODES + """
        Agent/TFRC set useHeaders_ false
        Agent/TFRC set packetSize_ 576
        set tf [$ns create-connection TFRC $a TFRCSink $b 1]
        $ns at 0 "$tf start"
        $ns at 2 "$ns flush-trace; exit 0"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    packets = sent((tmp_path / "out.tr").read_text())
    assert len(packets) > 10 and {size for _, size in packets} == {576}


def test_losses_bring_the_rate_down_to_the_bottleneck(tmp_path):
    """Slow start overshoots a 400 kb/s bottleneck; the reported loss event rate makes the
    equation's rate hold the flow near the link's rate."""
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set a [$ns node]
        set r [$ns node]
        set b [$ns node]
        $ns duplex-link $a $r 10Mb 2ms DropTail
        $ns duplex-link $r $b 400Kb 20ms DropTail
        $ns queue-limit $r $b 8
        set tf [$ns create-connection TFRC $a TFRCSink $b 1]
        $ns at 0 "$tf start"
        $ns at 30 {puts "[$tf set ndatapack_] [$tf set true_loss_rate_] [$tf set rate_]"; exit 0}
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    packets, loss, rate = (float(x) for x in proc.stdout.split())
    assert 0 < loss < 0.2
    assert 0.7 < packets * 1032 * 8 / 30 / 400e3 < 1.1
    assert rate * 8 < 2 * 400e3


@pytest.mark.parametrize("line, fragments", [
    ("Agent/TFRCSink set algo_ 5\nnew Agent/TFRCSink", ("algo_",)),
    ("set tf [new Agent/TFRC]\n$tf set SndrType_ 1\n$ns attach-agent $a $tf\n$tf start",
     ("start", "SndrType_ 1")),
    ("set tf [new Agent/TFRC]\n$tf start", ("start", "not attached")),
    ("set tf [new Agent/TFRC]\n$tf tracevar ndatapack_", ("ndatapack_", "TCP senders only")),
])
def test_bad_use_is_one_clear_error(tmp_path, line, fragments):
    proc = run_tcl(tmp_path, TWO_NODES + line + "\nputs reached\n")
    assert_clean_error(proc, *fragments)
    assert "reached" not in proc.stdout


def test_listen_is_taken_and_does_nothing(tmp_path):
    """ns-2's base Agent takes `listen` and does nothing (RAP's opens a debug log only)."""
    proc = run_tcl(tmp_path, TWO_NODES + """
        set tf [new Agent/TFRC]
        set rap [new Agent/RAP]
        $tf listen
        $rap listen
        puts ok
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "ok\n"


def test_mismatched_peers_run_without_harm(tmp_path):
    """A TFRCSink fed by UDP, a TFRC sender answered by a TCP sink's acks and a RAP agent
    talking to a TFRC sink: each side ignores what it cannot read, and the run ends."""
    proc = run_tcl(tmp_path, TWO_NODES + """
        set udp [$ns create-connection UDP $a TFRCSink $b 1]
        set cbr [new Application/Traffic/CBR]
        $cbr attach-agent $udp
        set tf [$ns create-connection TFRC $a TCPSink $b 2]
        set rap [$ns create-connection RAP $a TFRCSink $b 3]
        $ns at 0 "$cbr start; $tf start; $rap start"
        $ns at 3 {puts "[$tf set ndatapack_] [$rap set seqno_]"; exit 0}
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    sent_tfrc, sent_rap = map(int, proc.stdout.split())
    assert sent_tfrc > 0 and sent_rap > 0
