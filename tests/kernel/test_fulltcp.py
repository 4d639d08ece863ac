"""Full TCP (kernel/tcp/fulltcp.pxi, ns-2's Agent/TCP/FullTcp and its Tahoe and NewReno
variants): the rules of ns-2's tcp-full.cc seen from a script.  Byte identity with the
real ns-2.35 is pinned by tests/reference/otcl/scripts/fulltcp_variants.tcl (recorded by
tests/reference/otcl/record.py, run by test_otcl_objects.py) and by the compat suite's
full.tcl."""
import pytest

from test_otcl import TWO_NODES, assert_clean_error, run_tcl

ONE_FLOW = """
set ns [new Simulator]
Trace set show_tcphdr_ 1
set f [open out.tr w]
$ns trace-all $f
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
set src [new Agent/TCP/%s]
set sink [new Agent/TCP/%s]
$ns attach-agent $a $src
$ns attach-agent $b $sink
$ns connect $src $sink
$sink listen
"""


def trace_lines(tmp_path):
    """The trace's lines as fields: 10 seqno, 12 ackno, 13 header flags, 14 header length."""
    return [line.split() for line in (tmp_path / "out.tr").read_text().splitlines()]


def run_flow(tmp_path, body, cls="FullTcp"):
    proc = run_tcl(tmp_path, ONE_FLOW % (cls, cls) + body)
    assert proc.returncode == 0, proc.stderr
    return proc, trace_lines(tmp_path)


def test_three_way_handshake_then_byte_sequence_numbers(tmp_path):
    _, lines = run_flow(tmp_path, """
        set ftp [$src attach-app FTP]
        $ns at 0.0 "$ftp start"
        $ns at 0.5 "close $f; exit 0"
        $ns run
    """)
    sent = [l for l in lines if l[0] == "+"]
    # SYN (seqno 0, no ack, SYN+PSH), the listener's SYN+ACK (an `ack` packet, PSH: it has
    # nothing to send), the ACK
    syn, synack, ack = sent[:3]
    assert (syn[4], syn[5], syn[10], syn[12], syn[13]) == ("tcp", "40", "0", "-1", "0xa")
    assert (synack[4], synack[10], synack[12], synack[13]) == ("ack", "0", "1", "0x1a")
    assert (ack[4], ack[10], ack[12], ack[13]) == ("tcp", "1", "1", "0x10")
    data = [l for l in sent[3:] if l[4] == "tcp"]
    # 536-byte segments plus a 40-byte header; seqnos advance by 536 bytes
    assert {l[5] for l in data} == {"576"}
    seqnos = sorted({int(l[10]) for l in data})
    assert seqnos[:3] == [1, 537, 1073]


def test_receiver_acks_every_segsperack_segments(tmp_path):
    _, lines = run_flow(tmp_path, """
        $sink set segsperack_ 2
        set ftp [$src attach-app FTP]
        $ns at 0.0 "$ftp start"
        $ns at 1.0 "close $f; exit 0"
        $ns run
    """)
    acks = [int(l[12]) for l in lines
            if l[0] == "+" and l[4] == "ack" and not int(l[13], 16) & 0x02]     # not the SYN
    steps = {b - a for a, b in zip(acks, acks[1:])}
    assert 2 * 536 in steps


def test_close_sends_fins_and_calls_done(tmp_path):
    proc, lines = run_flow(tmp_path, """
        Agent/TCP/FullTcp instproc done {} { global ns; puts "done [$ns now]" }
        set ftp [$src attach-app FTP]
        $ns at 0.0 "$ftp produce 3"
        $ns at 1.0 "$src close"
        $ns at 2.0 "close $f; exit 0"
        $ns run
    """)
    fins = [l for l in lines if l[0] == "+" and int(l[13], 16) & 0x01]
    assert len(fins) == 2                   # one each way
    assert proc.stdout.count("done") == 2   # the passive end at LAST_ACK, the active at CLOSED


@pytest.mark.parametrize("cls", ["FullTcp/Tahoe", "FullTcp/Newreno"])
def test_variants_run(tmp_path, cls):
    proc, lines = run_flow(tmp_path, """
        $src set window_ 40
        set ftp [$src attach-app FTP]
        $ns at 0.0 "$ftp start"
        $ns at 2.0 "close $f; exit 0"
        $ns run
    """, cls)
    data = [l for l in lines if l[0] == "-" and l[4] == "tcp" and l[5] == "576"]
    assert len(data) > 100


def test_listen_on_a_one_way_agent_does_nothing(tmp_path):
    """ns-2's Agent::listen is empty: only Full TCP overrides it (test-suite-delaybox.tcl
    has its one-way TCPSinks listen, and ns-2.35 runs it to the end)."""
    proc = run_tcl(tmp_path, TWO_NODES + """
        set tcp [new Agent/TCP]
        set sink [new Agent/TCPSink]
        $tcp listen
        $sink listen
        puts ok
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "ok\n"


def test_bay_full_tcp_stays_unsupported(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """
        set tcp [new Agent/TCP/BayFullTcp]
    """)
    assert_clean_error(proc, "Agent/TCP/BayFullTcp")


def test_tcpapp_runs_each_message_script_when_its_last_byte_arrives(tmp_path):
    proc, lines = run_flow(tmp_path, """
        set app0 [new Application/TcpApp $src]
        set app1 [new Application/TcpApp $sink]
        $app0 connect $app1
        proc got {what} { global ns; puts "[$ns now] $what" }
        $ns at 0.1 "$app0 send 100 {got first}"
        $ns at 0.1 "$app0 send 2000 {got second}"
        $ns at 0.9 "$app1 send 10 {got reply}"
        $ns at 2.0 "close $f; exit 0"
        $ns run
    """)
    got = [line.split() for line in proc.stdout.splitlines()]
    assert [g[1] for g in got] == ["first", "second", "reply"]
    times = [float(g[0]) for g in got]
    assert 0.1 < times[0] < times[1] < 0.9 < times[2]
    # the two messages' bytes cross the link once each (no loss here), in 536-byte segments
    data = [int(l[5]) - 40 for l in lines if l[0] == "-" and l[2] == "0" and l[4] == "tcp"
            and int(l[5]) > 40]
    assert sum(data) == 2100 and max(data) == 536


def test_tcpapp_needs_a_full_tcp_agent(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """
        set tcp [new Agent/TCP]
        set app [new Application/TcpApp $tcp]
    """)
    assert_clean_error(proc, "Application/TcpApp", "Full TCP")


def test_sendmsg_flags_on_a_one_way_tcp_are_a_clear_error(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """
        set tcp [new Agent/TCP]
        $ns attach-agent $a $tcp
        $tcp sendmsg 1000 MSG_EOF
    """)
    assert_clean_error(proc, "sendmsg", "MSG_EOF", "Full TCP")


def test_a_segment_without_payload_is_a_clear_error(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """
        set src [new Agent/TCP/FullTcp]
        set sink [new Agent/TCP/FullTcp]
        $ns attach-agent $a $src
        $ns attach-agent $b $sink
        $ns connect $src $sink
        $sink listen
        $src set segsize_ 0
        $src set packetSize_ 40
        set ftp [$src attach-app FTP]
        $ns at 0.0 "$ftp start"
        $ns at 1.0 "exit 0"
        $ns run
    """)
    assert_clean_error(proc, "segsize_", "packetSize_ 40")


def test_advance_bytes_and_a_time_valued_interval(tmp_path):
    proc, lines = run_flow(tmp_path, """
        $sink set interval_ 200ms
        puts [$sink set interval_]
        $ns at 0.1 "$src advance-bytes 30"
        $ns at 0.5 "$src advance-bytes 300"
        $ns at 1.0 "close $f; exit 0"
        $ns run
    """)
    assert proc.stdout.split() == ["0.20000000000000001"]       # as ns-2 prints 200ms
    payloads = [int(l[5]) - 40 for l in lines if l[0] == "+" and l[2] == "0" and int(l[5]) > 40]
    assert payloads == [30, 300]


def test_telnet_over_full_tcp_sends_one_segment_a_message(tmp_path):
    _, lines = run_flow(tmp_path, """
        set telnet [$src attach-app Telnet]
        $telnet set interval_ 0.05
        $ns at 0.1 "$telnet start"
        $ns at 2.0 "close $f; exit 0"
        $ns run
    """)
    data = [l for l in lines if l[0] == "+" and l[2] == "0" and int(l[5]) > 40]
    # each message is segsize_ bytes (ns-2's Agent::size() of Full TCP): whole segments,
    # with PUSH on those that empty the send buffer
    assert len(data) > 10 and {l[5] for l in data} == {"576"}
    assert sum(int(l[13], 16) & 0x08 != 0 for l in data) > len(data) // 2
