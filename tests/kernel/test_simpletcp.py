"""Agent/TCP/SimpleTcp (kernel/tcp/simpletcp.pxi, ns-2's webcache/tcp-simple.cc): one
packet per `send`, numbered per agent, no acks, no timers; `close` runs `done`.  Byte
identity with ns-2.35 is pinned by tests/reference/otcl/scripts/simpletcp.tcl (recorded by
record.py) and by the compat suite's webcache.tcl SimpleTcp run."""
from test_fulltcp import trace_lines
from test_otcl import TRACED_LINK, run_tcl
from test_otcl_objects import REFERENCE, assert_identical_to_ns2

PAIR = TRACED_LINK + """
set src [new Agent/TCP/SimpleTcp]
set dst [new Agent/TCP/SimpleTcp]
$ns attach-agent $a $src
$ns attach-agent $b $dst
$ns connect $src $dst
$dst listen
"""


def run_pair(tmp_path, body):
    proc = run_tcl(tmp_path, PAIR + body + '\n$ns at 5.0 "close $f; exit 0"\n$ns run\n')
    assert proc.returncode == 0, proc.stderr
    return proc, trace_lines(tmp_path)


def test_each_send_is_one_packet_of_the_bytes_and_the_header(tmp_path):
    _, lines = run_pair(tmp_path, '$ns at 1.0 "$src send 3000"\n$ns at 1.5 "$src send 10"\n')
    sent = [l for l in lines if l[0] == "+"]
    assert [(l[4], l[5], l[10]) for l in sent] == [("tcp", "3040", "1"), ("tcp", "50", "2")]
    # nothing comes back: no acks
    assert not [l for l in lines if l[2] == "1"]


def test_seqno_counts_the_bytes_and_close_runs_done(tmp_path):
    proc, _ = run_pair(tmp_path, """
Agent/TCP/SimpleTcp instproc done {} { puts "done [$self set seqno_]" }
$ns at 1.0 "$src send 700; $src send 300"
$ns at 2.0 "$src close"
""")
    assert proc.stdout.split() == ["done", "1000"]


def test_an_unbounded_send_is_refused_with_ns2s_warning(tmp_path):
    proc, lines = run_pair(tmp_path, 'set ftp [$src attach-app FTP]\n$ns at 1.0 "$ftp start"\n')
    assert "SimpleTcp doesn't support infinite send" in proc.stderr
    assert not [l for l in lines if l[0] == "+"]


def test_the_simpletcp_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "simpletcp")
