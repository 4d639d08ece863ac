"""PagePool/WebTraf (nslab.otcl.webtraf, ns-2's webcache/webtraf.cc, webserver.cc and
tcl/webcache/webtraf.tcl): the rules of sessions, pages and objects seen from a script.
Byte identity with the real ns-2.35 is pinned by tests/reference/otcl/scripts/
webtraf_sessions.tcl and webtraf_servers.tcl (recorded by tests/reference/otcl/record.py,
run by test_otcl_objects.py) and by the compat suite's ns2-test/webtraf.tcl."""
from test_otcl import assert_clean_error, run_tcl

POOL = """
set ns [new Simulator]
for {set i 0} {$i < 3} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1Mb 10ms DropTail
$ns duplex-link $n(1) $n(2) 1Mb 10ms DropTail
set pool [new PagePool/WebTraf]
$pool set debug_ 1
$pool set-num-client 1
$pool set-num-server 1
$pool set-client 0 $n(0)
$pool set-server 0 $n(2)
$pool set-num-session 1
proc constant {value} {
    set rv [new RandomVariable/Constant]
    $rv set val_ $value
    return $rv
}
"""

FINISH = """
$ns at 20 "exit 0"
$ns run
"""


def run_pool(tmp_path, body):
    proc = run_tcl(tmp_path, POOL + body + FINISH)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


def test_a_session_starts_its_pages_and_objects_in_order_then_is_deleted(tmp_path):
    lines = run_pool(tmp_path, """
        $pool create-session 0 2 0.5 [constant 1] [constant 2] [constant 0.1] [constant 3]
    """)
    assert lines == ["Session 0 starting page 1, curpage 0",
                     "Session 0 launched page 1 obj 0",
                     "Session 0 launched page 1 obj 1",
                     "Session 0 done page 1",
                     "Session 0 starting page 2, curpage 1",
                     "Session 0 launched page 2 obj 0",
                     "Session 0 launched page 2 obj 1",
                     "Session 0 done page 2",
                     "deleted session 0"]


def test_each_object_is_a_one_packet_request_then_its_response(tmp_path):
    """A request of one packet and, once it is acked, a response of ceil(size) packets
    over the same two agents the other way; the next page starts interPage after."""
    lines = run_pool(tmp_path, """
        PagePool/WebTraf set req_trace_ 1
        PagePool/WebTraf set resp_trace_ 1
        $pool set debug_ 0
        $pool create-session 0 2 0.5 [constant 1] [constant 1] [constant 0.1] [constant 2.5]
    """)
    words = [line.split() for line in lines]
    assert [w[:7] for w in words] == [
        ["req", "+", "1", "1", "3", "0", "2"], ["resp", "+", "1", "1", "3", "3", "2"],
        ["req", "-", "1", "1", "3", "0", "2"], ["resp", "-", "1", "1", "3", "3", "2"],
        ["req", "+", "2", "2", "3", "0", "2"], ["resp", "+", "2", "2", "3", "3", "2"],
        ["req", "-", "2", "2", "3", "0", "2"], ["resp", "-", "2", "2", "3", "3", "2"]]
    times = [float(w[-1]) for w in words]
    assert times[0] == 0.5
    assert times[1] == times[2] > times[0]          # the response starts as the request ends
    assert abs(times[4] - (times[3] + 1)) < 1e-9    # inter-page time from the page's end


def test_responses_above_the_threshold_go_in_pieces_with_flow_size_ops_2(tmp_path):
    lines = run_pool(tmp_path, """
        PagePool/WebTraf set resp_trace_ 1
        PagePool/WebTraf set FLOW_SIZE_OPS_ 2
        PagePool/WebTraf set FLOW_SIZE_TH_ 3
        $pool set debug_ 0
        $pool create-session 0 1 0.5 [constant 1] [constant 1] [constant 0.1] [constant 7]
    """)
    sent = [(w[1], w[4]) for w in map(str.split, lines)]
    assert sent == [("+", "3"), ("-", "3"), ("+", "3"), ("-", "6"), ("+", "1"), ("-", "7")]


def test_an_object_above_the_threshold_with_flow_size_ops_1_is_never_requested(tmp_path):
    lines = run_pool(tmp_path, """
        PagePool/WebTraf set FLOW_SIZE_OPS_ 1
        PagePool/WebTraf set FLOW_SIZE_TH_ 3
        $pool create-session 0 1 0.5 [constant 1] [constant 1] [constant 0.1] [constant 7]
    """)
    assert lines == ["Session 0 starting page 1, curpage 0", "Session 0 launched page 1 obj 0"]


def test_a_full_server_queue_drops_the_request_and_counts_the_object_done(tmp_path):
    lines = run_pool(tmp_path, """
        PagePool/WebTraf set req_trace_ 1
        $pool set debug_ 0
        $pool set-server-mode 1
        $pool set-server-qlimit 1
        $pool create-session 0 1 0.5 [constant 1] [constant 3] [constant 0.001] [constant 50]
    """)
    marks = [line.split()[1] for line in lines]
    assert marks == ["+", "+", "+", "-", "d", "d"]


def test_class_defaults_are_those_of_ns2s_library(tmp_path):
    proc = run_tcl(tmp_path, """
        set pool [new PagePool/WebTraf]
        puts "[PagePool/WebTraf set TCPTYPE_] [PagePool/WebTraf set TCPSINKTYPE_]"
        puts "[PagePool/WebTraf set FLOW_SIZE_TH_] [$pool set recycle_page_]"
    """)
    assert proc.stdout == "Reno TCPSink\n15 1\n", proc.stderr


def test_a_client_index_beyond_set_num_client_is_named(tmp_path):
    proc = run_tcl(tmp_path, POOL + "$pool set-client 1 $n(1)\n")
    assert_clean_error(proc, "set-client 1", "wrong index")


def test_a_session_needs_random_variables(tmp_path):
    proc = run_tcl(tmp_path, POOL + "$pool create-session 0 1 0.1 a b c d\n")
    assert_clean_error(proc, "create-session", "interPage", "not a random variable")


def test_the_connection_timer_is_refused_naming_it(tmp_path):
    proc = run_tcl(tmp_path, POOL + """
        PagePool/WebTraf set enable_conn_timer_ 1
        $pool create-session 0 1 0.1 [constant 1] [constant 1] [constant 1] [constant 1]
    """ + FINISH)
    assert_clean_error(proc, "enable_conn_timer_")
