"""Node/DelayBox (kernel/traffic/delaybox.pxi, nslab.otcl.delaybox; ns-2's
delaybox/delaybox.cc): the rules of the box seen in a trace.  Byte identity with the real
ns-2.35 is pinned by tests/reference/otcl/scripts/delaybox_flows.tcl (recorded by
tests/reference/otcl/record.py, run by test_otcl_objects.py) and by the compat suite's
ns2-test/delaybox.tcl."""
import pytest

from test_otcl import assert_clean_error, run_tcl

# a (node 0) -> box (node 1) -> b (node 2); the box's rule for a -> b: `delay` ms,
# a loss rate `loss`, `speed` Mb/s
BOX = """
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
set a [$ns node]
set db [$ns DelayBox]
set b [$ns node]
$ns duplex-link $a $db 10Mb 1ms DropTail
$ns duplex-link $db $b 10Mb 1ms DropTail
proc constant {value} {
    set rv [new RandomVariable/Constant]
    $rv set val_ $value
    return $rv
}
$db add-rule [$a id] [$b id] [constant %s] [constant %s] [constant %s]
set tcp [new Agent/TCP]
set sink [new Agent/TCPSink]
$ns attach-agent $a $tcp
$ns attach-agent $b $sink
$ns connect $tcp $sink
$ns at 0.1 "$tcp advance 20"
$ns at 3 "close $tf; exit 0"
"""


def run_box(tmp_path, delay=20, loss=0, speed=0, body=""):
    proc = run_tcl(tmp_path, BOX % (delay, loss, speed) + body + "$ns run\n")
    assert proc.returncode == 0, proc.stderr
    return [line.split() for line in (tmp_path / "out.tr").read_text().splitlines()]


def hop_times(lines, event, src, dst, ptype=None):
    """{uid: time} of the trace's `event` lines on link src -> dst."""
    return {int(w[11]): float(w[1]) for w in lines
            if w[0] == event and (w[2], w[3]) == (src, dst) and ptype in (None, w[4])}


def test_the_flow_of_a_rule_is_delayed_by_its_drawn_delay(tmp_path):
    lines = run_box(tmp_path, delay=20)
    arrive, leave = hop_times(lines, "r", "0", "1"), hop_times(lines, "+", "1", "2")
    assert leave and set(leave) <= set(arrive)
    waits = [leave[uid] - arrive[uid] for uid in leave]
    assert min(waits) == pytest.approx(0.020)
    assert all(w >= 0.020 - 1e-12 for w in waits)


def test_a_symmetric_box_delays_the_answers_as_the_flow(tmp_path):
    """The first ack (40 bytes, seqno 0) opens the other direction with the same values."""
    lines = run_box(tmp_path, delay=20)
    arrive, leave = hop_times(lines, "r", "2", "1", "ack"), hop_times(lines, "+", "1", "0", "ack")
    assert leave
    assert all(leave[uid] - arrive[uid] == pytest.approx(0.020) for uid in leave)


def test_an_asymmetric_box_lets_the_answers_pass_at_once(tmp_path):
    lines = run_box(tmp_path, delay=20, body="$db set-asymmetric\n")
    arrive, leave = hop_times(lines, "r", "2", "1", "ack"), hop_times(lines, "+", "1", "0", "ack")
    assert leave and all(leave[uid] == arrive[uid] for uid in leave)


def test_the_link_speed_spaces_the_flows_packets_by_their_size(tmp_path):
    """1 Mb/s: a 1040-byte packet holds the next one back 1040 / 125000 s."""
    lines = run_box(tmp_path, delay=1, speed=1)
    leave = sorted(hop_times(lines, "+", "1", "2", "tcp").values())
    gaps = [b - a for a, b in zip(leave[1:], leave[2:])]     # after the 40-byte SYN
    assert min(gaps) == pytest.approx(1040 / 125000.0)


def test_a_loss_rate_of_one_drops_every_packet_of_the_flow_untraced(tmp_path):
    lines = run_box(tmp_path, loss=1)
    assert hop_times(lines, "r", "0", "1")
    assert not hop_times(lines, "+", "1", "2")
    assert not [w for w in lines if w[0] == "d"]


def test_packets_no_flow_holds_pass_at_once(tmp_path):
    """A flow is (src, dst, fid): the UDP packets of fid 5 are not the acks' flow."""
    lines = run_box(tmp_path, delay=20, body="""
        set udp [new Agent/UDP]
        $udp set fid_ 5
        set null [new Agent/Null]
        $ns attach-agent $b $udp
        $ns attach-agent $a $null
        $ns connect $udp $null
        $ns at 0.2 "$udp send 500"
    """)
    arrive, leave = hop_times(lines, "r", "2", "1", "udp"), hop_times(lines, "+", "1", "0", "udp")
    assert leave and leave == arrive


def test_a_rule_needs_random_variables(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set db [$ns DelayBox]
        $db add-rule 0 1 notavariable
    """)
    assert_clean_error(proc, "add-rule", "not a random variable")


@pytest.mark.parametrize("command, feature", [("set-debug 1", "debug lines"),
                                              ("set-delay-file d.txt", "file of flow delays")])
def test_unimplemented_commands_are_named(tmp_path, command, feature):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set db [$ns DelayBox]
        $db %s
    """ % command)
    assert_clean_error(proc, command.split()[0], feature)
