"""`nslab run SCRIPT.tcl ARGS...`: ns-2 OTcl scripts on the nslab kernel.

Each test writes a small script into tmp_path and runs it as a user would,
`python -m nslab run script.tcl args...`, in tmp_path.  Errors must be one clear message
(naming the command, class or value, and the script line Tcl's errorInfo gives), exit
status 1, and never a Python traceback.  Where a test pins ns-2 behaviour, the expected
output is what the real ns-2.35 printed for the same script.
"""
import hashlib
import subprocess
import sys
import textwrap

import pytest


def run_tcl(tmp_path, body, *args, name="script.tcl", timeout=60):
    script = tmp_path / name
    script.write_text(textwrap.dedent(body).lstrip("\n"))
    return subprocess.run([sys.executable, "-m", "nslab", "run", str(script), *map(str, args)],
                          cwd=tmp_path, stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, timeout=timeout)


def assert_clean_error(proc, *fragments):
    assert proc.returncode == 1, (proc.returncode, proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stdout, proc.stdout
    assert "nslab internal error" not in proc.stderr, proc.stderr
    assert proc.stderr.startswith("nslab: error in "), proc.stderr
    for fragment in fragments:
        assert fragment in proc.stderr, (fragment, proc.stderr)


TWO_NODES = """
set ns [new Simulator]
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
"""


# ---- errors -----------------------------------------------------------------------------

def test_unsupported_instance_command_names_it_and_the_line(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set n0 [$ns node]

        $ns frobnicate 1 2
        puts "not reached"
    """)
    assert_clean_error(proc, "unsupported command", "frobnicate", 'file "%s" line 4'
                       % (tmp_path / "script.tcl"))
    assert "not reached" not in proc.stdout
    # the message lists what is implemented, so the user sees the alternatives
    assert "duplex-link" in proc.stderr


def test_unsupported_agent_command_names_it(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set tcp [new Agent/TCP/Reno]
        $tcp frobnicate
    """)
    assert_clean_error(proc, "frobnicate", "line 3")


def test_unsupported_command_inside_a_proc_at_run_names_proc_and_line(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        proc boom {} {
            global ns
            $ns frobnicate
        }
        $ns at 1.0 "boom"
        $ns at 2.0 "puts late"
        puts "before"
        $ns run
    """)
    assert_clean_error(proc, "frobnicate", 'procedure "boom" line 3', "line 9")
    assert proc.stdout == "before\n"


def test_unsupported_class_in_new_names_the_class(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set q [new Queue/RED]
    """)
    assert_clean_error(proc, "'Queue/RED' made apart from a link", "give the queue type to "
                       "duplex-link", "line 2")
    proc = run_tcl(tmp_path, "set x [new Queue/Nothing]\n")
    assert_clean_error(proc, "unsupported class 'Queue/Nothing'", "line 1")
    proc = run_tcl(tmp_path, "set x [new Foo/Bar]\n")
    assert_clean_error(proc, "unsupported class 'Foo/Bar'", "line 1")


def test_non_numeric_argv_in_expr_gives_a_tcl_error_not_a_traceback(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set endtime [expr [lindex $argv 0]]
        puts "endtime=$endtime"
    """, "abc")
    assert_clean_error(proc, 'invalid bareword "abc"', "line 2")
    assert "endtime=" not in proc.stdout


def test_non_numeric_time_in_at_is_named(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        proc finish {} { exit 0 }
        $ns at abc "finish"
        $ns run
    """)
    assert_clean_error(proc, "at: time: expected a number, got 'abc'", "line 3")


def test_non_numeric_bandwidth_and_parameter_values_are_named(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + "$ns duplex-link $a $b fastMb 10ms DropTail\n")
    assert_clean_error(proc, "bandwidth", "'fastMb'", "line 5")
    proc = run_tcl(tmp_path, """
        set tcp [new Agent/TCP]
        $tcp set window_ lots
    """)
    assert_clean_error(proc, "window_", "'lots'", "line 2")
    proc = run_tcl(tmp_path, TWO_NODES + "$ns queue-limit $a $b -1\n")
    assert_clean_error(proc, "limit_", "line 5")


def test_exit_with_a_non_integer_is_an_error(tmp_path):
    proc = run_tcl(tmp_path, 'set ns [new Simulator]\n$ns at 1 "exit abc"\n$ns run\n')
    assert_clean_error(proc, "abc")


def test_missing_script_exits_2(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", "nonexistent.tcl"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr == "nslab: script not found: nonexistent.tcl\n"


def test_script_path_with_a_space(tmp_path):
    (tmp_path / "my dir").mkdir()
    proc = run_tcl(tmp_path, 'puts "ran $argv0"\n$undefined_var\n', name="my dir/a b.tcl")
    assert proc.stdout == "ran %s\n" % (tmp_path / "my dir" / "a b.tcl")
    assert_clean_error(proc, 'can\'t read "undefined_var"', "line 2")


# ---- exit status ------------------------------------------------------------------------

def test_exit_3_gives_exit_status_3(tmp_path):
    proc = run_tcl(tmp_path, """
        puts hello
        exit 3
        puts never
    """)
    assert (proc.returncode, proc.stdout, proc.stderr) == (3, "hello\n", "")


def test_exit_in_a_scheduled_finish_sets_the_status_and_stops_the_run(tmp_path):
    # ns-2.35 prints exactly this (and exits 5)
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        puts -nonewline "a"
        puts "b"
        proc finish {} { puts "finish"; exit 5 }
        $ns at 1.5 "puts one"
        $ns at 2.0 "finish"
        $ns at 3.0 "puts never"
        $ns at 0.5 "puts half"
        puts "c"
        $ns run
        puts "after run"
    """)
    assert (proc.returncode, proc.stderr) == (5, "")
    assert proc.stdout == "ab\nc\nhalf\none\nfinish\n"


def test_script_without_run_or_exit_exits_0(tmp_path):
    proc = run_tcl(tmp_path, 'set ns [new Simulator]\nputs "x"\n')
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "x\n", "")


# ---- class variables and instance variables ----------------------------------------------

def test_class_defaults_apply_to_later_agents_and_subclasses(tmp_path):
    # the output is what ns-2.35 prints for this script
    proc = run_tcl(tmp_path, """
        Agent/TCP set window_ 65000
        Agent/TCP set packetSize_ 960
        set ns [new Simulator]
        set t1 [new Agent/TCP]
        set t2 [new Agent/TCP/Reno]
        Agent/TCP/Reno set window_ 77
        set t3 [new Agent/TCP/Reno]
        set t4 [new Agent/TCP]
        puts "t1=[$t1 set window_] t2=[$t2 set window_] t3=[$t3 set window_] t4=[$t4 set window_]"
        puts "ps=[$t2 set packetSize_] cls=[Agent/TCP set window_] reno=[Agent/TCP/Reno set window_]"
        puts "sink=[[new Agent/TCPSink] set packetSize_]"
        puts "ssthresh=[$t2 set ssthresh_] cwnd=[$t2 set cwnd_] tick=[$t2 set tcpTick_]"
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        "t1=65000 t2=65000 t3=77 t4=65000",
        "ps=960 cls=65000 reno=77",
        "sink=40",
        "ssthresh=65000 cwnd=1 tick=0.01",
    ]


def test_class_defaults_do_not_change_agents_created_before(tmp_path):
    proc = run_tcl(tmp_path, """
        set early [new Agent/TCP/Reno]
        Agent/TCP set window_ 500
        puts "[$early set window_] [[new Agent/TCP/Reno] set window_]"
    """)
    assert proc.stdout == "20 500\n", proc.stderr


def test_instance_set_reads_back(tmp_path):
    proc = run_tcl(tmp_path, """
        set tcp [new Agent/TCP]
        puts [$tcp set window_]
        $tcp set window_ 12
        puts [$tcp set window_]
        $tcp set window_ 0x10
        puts [$tcp set window_]
        $tcp set my_note_ hello
        puts [$tcp set my_note_]
        $tcp set overhead_ 0.002
        puts [$tcp set overhead_]
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["20", "12", "16", "hello", "0.002"]


def test_instance_set_returns_the_value_as_given(tmp_path):
    """ns-2.35 prints "0x10 16": `$tcp set window_ 0x10` returns its argument unchanged;
    reading it back gives the converted int."""
    proc = run_tcl(tmp_path, """
        set tcp [new Agent/TCP]
        puts "[$tcp set window_ 0x10] [$tcp set window_]"
    """)
    assert proc.stdout == "0x10 16\n", proc.stderr


def test_reading_an_unset_instance_variable_is_an_error(tmp_path):
    proc = run_tcl(tmp_path, """
        set tcp [new Agent/TCP]
        puts [$tcp set nothing_here_]
    """)
    assert_clean_error(proc, "nothing_here_", "line 2")


# ---- argv, argc, puts -------------------------------------------------------------------

def test_argv_argc_and_argv0_are_set(tmp_path):
    proc = run_tcl(tmp_path, """
        puts "argc=$argc"
        puts "argv0=$argv0"
        foreach a $argv { puts "<$a>" }
    """, "a", "b c", "3")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["argc=3", "argv0=%s" % (tmp_path / "script.tcl"),
                                        "<a>", "<b c>", "<3>"]


def test_no_arguments_gives_empty_argv(tmp_path):
    proc = run_tcl(tmp_path, 'puts "argc=$argc argv=<$argv> llength=[llength $argv]"\n')
    assert proc.stdout == "argc=0 argv=<> llength=0\n"


@pytest.mark.parametrize("arg", ["{", "}", "x} [puts INJECTED] {", "c\\", "$x", "[puts INJECTED]",
                                 '"quoted"', "a;b"])
def test_argv_passes_any_argument_through_unchanged(tmp_path, arg):
    """ns-2 gives the script its arguments as a proper Tcl list, whatever they contain."""
    proc = run_tcl(tmp_path, """
        puts "argc=$argc llength=[llength $argv]"
        puts "<[lindex $argv 0]>"
    """, arg, "next")
    assert "Traceback" not in proc.stderr, proc.stderr
    assert "INJECTED\n" not in proc.stdout
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "argc=2 llength=2\n<%s>\n" % arg


def test_puts_output_keeps_its_order_across_procs_and_events(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        proc say {what} { puts "say $what" }
        puts -nonewline "1"
        puts -nonewline "2"
        puts ""
        for {set i 3} {$i > 0} {incr i -1} { $ns at $i "say $i" }
        $ns at 2 "puts two-again"
        say top
        puts stdout "explicit"
        $ns at 4 "puts done; exit 0"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "12\nsay top\nexplicit\nsay 1\nsay 2\ntwo-again\nsay 3\ndone\n"


def test_puts_before_an_error_reaches_stdout_ahead_of_the_message(tmp_path):
    script = tmp_path / "s.tcl"
    script.write_text('puts "first"\nputs "second"\nnosuchcommand\n')
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=tmp_path,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=60)
    assert proc.returncode == 1
    assert proc.stdout.startswith("first\nsecond\nnslab: error in "), proc.stdout
    assert 'invalid command name "nosuchcommand"' in proc.stdout
    assert "Traceback" not in proc.stdout


# ---- trace files ----------------------------------------------------------------------------

TRACED_LINK = """
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
"""
TRACED_FLOW = TRACED_LINK + """set tcp [new Agent/TCP]
$ns attach-agent $a $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $b $sink
$ns connect $tcp $sink
$tcp attach $f
$tcp tracevar cwnd_
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.0 "$ftp start"
"""

# ns-2.35 writes this trace for TRACED_FLOW run to 2.0 s
NS2_TRACED_FLOW_LINES = 1672
NS2_TRACED_FLOW_SHA256 = "9058666c3f85bef1ebb76eeae4348696d90bf504b6d4b7ae2c0006d9a4ba974c"


def _check_trace(path):
    data = path.read_bytes()
    assert data.endswith(b"\n")
    lines = data.decode().splitlines()
    assert len(lines) == NS2_TRACED_FLOW_LINES
    for line in lines:
        f = line.split()
        assert len(f) == 12 or (len(f) == 7 and f[5] == "cwnd_"), line
    assert hashlib.sha256(data).hexdigest() == NS2_TRACED_FLOW_SHA256
    return data


def test_trace_ends_with_a_newline_after_close_and_exit_in_finish(tmp_path):
    proc = run_tcl(tmp_path, TRACED_FLOW + """
        proc finish {} { global ns f; $ns flush-trace; close $f; puts "finish"; exit 0 }
        $ns at 2.0 "finish"
        $ns run
    """)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "finish\n", "")
    _check_trace(tmp_path / "out.tr")


def test_trace_is_complete_after_exit_without_close(tmp_path):
    proc = run_tcl(tmp_path, TRACED_FLOW + """
        $ns at 2.0 "exit 0"
        $ns run
    """)
    assert (proc.returncode, proc.stderr) == (0, ""), proc.stderr
    unclosed = _check_trace(tmp_path / "out.tr")
    run_tcl(tmp_path, TRACED_FLOW + """
        proc finish {} { global ns f; $ns flush-trace; close $f; exit 0 }
        $ns at 2.0 "finish"
        $ns run
    """)
    assert (tmp_path / "out.tr").read_bytes() == unclosed


def test_trace_is_flushed_when_the_script_fails_during_the_run(tmp_path):
    proc = run_tcl(tmp_path, TRACED_FLOW + """
        $ns at 1.0 "$ns frobnicate"
        $ns run
    """)
    assert_clean_error(proc, "frobnicate")
    data = (tmp_path / "out.tr").read_bytes()
    assert data.endswith(b"\n") and data.count(b"\n") > 100
    assert all(len(l.split()) in (7, 12) for l in data.decode().splitlines())


def test_script_lines_written_to_the_trace_channel_keep_their_place(tmp_path):
    """A script may write its own lines into the trace file (`puts $f ...`); ns-2.35
    writes them in time order among the packet lines (sha256 below, 717 lines, "# at 0.5"
    on line 353) and never over them."""
    proc = run_tcl(tmp_path, TRACED_FLOW.replace("$tcp attach $f\n$tcp tracevar cwnd_\n", "")
                   .replace("set f [open out.tr w]\n", "set f [open out.tr w]\nputs $f \"# header\"\n")
                   + """
        $ns at 0.5 "puts $f {# at 0.5}"
        proc finish {} { global ns f; $ns flush-trace; puts $f "# end"; close $f; exit 0 }
        $ns at 1.0 "finish"
        $ns run
    """)
    assert (proc.returncode, proc.stderr) == (0, "")
    data = (tmp_path / "out.tr").read_bytes()
    lines = data.decode().splitlines()
    assert [i + 1 for i, l in enumerate(lines) if l.startswith("#")] == [1, 353, 717], lines[:3]
    assert all(len(l.split()) == 12 for l in lines if not l.startswith("#")), lines[:3]
    assert hashlib.sha256(data).hexdigest() == \
        "1846e6c1ca27094bb701884fed64af311adebe3b3ca6d2d175a2d5a8471c710b"


# ---- cbrgen's connection helpers: create-connection and attach-source ---------------------

CONNECTION_RUN = """
$tcp set window_ 8
$ns at 0.1 "$ftp start"
$ns at 1.0 "$ftp stop"
proc finish {} { global ns f; $ns flush-trace; close $f; exit 0 }
$ns at 2.0 finish
$ns run
"""
# ns-2.35 wrote this trace for both scripts of the test below (660 lines)
NS2_CONNECTION_SHA256 = "2e3dc7fe6ced2fd0e54fc08fb555a165c50a9b0e00950bbdf7be0f415cb2e469"


def test_create_connection_and_attach_source_build_what_their_long_form_builds(tmp_path):
    """cbrgen's TCP lines (`$ns create-connection TCP/Reno $a TCPSink $b 3` and
    `$tcp attach-source FTP`) give the trace of the explicit agents, fid_, attach, connect
    and Application/FTP, as they do in ns-2."""
    short = run_tcl(tmp_path, TRACED_LINK + """
        set tcp [$ns create-connection TCP/Reno $a TCPSink $b 3]
        set ftp [$tcp attach-source FTP]
        puts "fid=[$tcp set fid_] class=[$ftp info class] type=[$tcp set type_]"
    """ + CONNECTION_RUN)
    assert (short.returncode, short.stderr) == (0, ""), short.stderr
    assert short.stdout == "fid=3 class=Source/FTP type=FTP\n"
    short_trace = (tmp_path / "out.tr").read_bytes()
    long = run_tcl(tmp_path, TRACED_LINK + """
        set tcp [new Agent/TCP/Reno]
        set sink [new Agent/TCPSink]
        $tcp set fid_ 3
        $sink set fid_ 3
        $ns attach-agent $a $tcp
        $ns attach-agent $b $sink
        $ns connect $tcp $sink
        set ftp [new Application/FTP]
        $ftp attach-agent $tcp
    """ + CONNECTION_RUN)
    assert (long.returncode, long.stderr) == (0, ""), long.stderr
    assert (tmp_path / "out.tr").read_bytes() == short_trace
    assert short_trace.count(b"\n") == 660
    assert hashlib.sha256(short_trace).hexdigest() == NS2_CONNECTION_SHA256


def test_attach_source_of_an_unknown_kind_is_named(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """
        set tcp [$ns create-connection TCP $a TCPSink $b 0]
        $tcp attach-source Telnet
    """)
    assert_clean_error(proc, "attach-source", "'Telnet'", "only FTP")


# ---- node modules ------------------------------------------------------------------------

VC_ROUTED = """
Node enable-module VC
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
foreach i {0 1 2 3} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1Mb 10ms DropTail
$ns duplex-link $n(1) $n(2) 1Mb 10ms DropTail
$ns duplex-link $n(0) $n(3) 1Mb 10ms DropTail
$ns duplex-link $n(3) $n(2) 1Mb 10ms DropTail
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(2) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$ns at 0.1 "$cbr start"
$ns at 0.5 "close $f; exit 0"
$ns run
"""


def test_virtual_classifiers_route_as_the_base_module(tmp_path):
    """ns-2's VC module finds each next hop on demand from the same route table, so the
    trace is the base module's (checked against ns-2 by the compatibility suite's
    virtual-classifier.tcl)."""
    traces = []
    for enable in ("Node enable-module VC", "# base module"):
        work = tmp_path / str(len(traces))
        work.mkdir()
        proc = run_tcl(work, VC_ROUTED.replace("Node enable-module VC", enable))
        assert proc.returncode == 0, proc.stderr
        traces.append((work / "out.tr").read_text())
    assert traces[0] == traces[1] and traces[0].count("\nr ") > 10


@pytest.mark.parametrize("line, module", [
    ("Node enable-module Mcast", "'Mcast'"), ("Node disable-module Base", "'Base'")])
def test_a_node_module_nslab_lacks_is_named(tmp_path, line, module):
    proc = run_tcl(tmp_path, line + "\nputs reached\n")
    assert_clean_error(proc, "node module", module, "not implemented")
    assert "reached" not in proc.stdout
