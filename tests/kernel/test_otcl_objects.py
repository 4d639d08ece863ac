"""The OTcl object system in `nslab run` (kernel/otcl/otcl.tcl): classes, instprocs on
the script's classes and on ns-2's own, instvar, next, info, Agent/Ping and UDP texts.

The scripts of tests/reference/otcl/scripts run under `nslab run` as a user runs them, with
stdout piped, in an empty directory; their stdout, exit status and every file they write
must be byte-identical to what the real ns-2.35 left (recorded by
tests/reference/otcl/record.py).  The other tests pin nslab's own behaviour: each OTcl
feature nslab lacks stops the script with one error naming it.
"""
import pathlib
import subprocess
import sys

import pytest

from test_otcl import TWO_NODES, assert_clean_error, run_tcl

REFERENCE = pathlib.Path(__file__).resolve().parents[1] / "reference" / "otcl"
SCRIPTS = sorted(p.stem for p in (REFERENCE / "scripts").glob("*.tcl"))


def expected(name, reference=REFERENCE):
    d = reference / "expected" / name
    files = {f.name: f.read_bytes() for f in sorted((d / "files").glob("*"))} \
        if (d / "files").exists() else {}
    return (d / "stdout").read_bytes(), int((d / "status").read_text()), files


@pytest.mark.parametrize("name", SCRIPTS)
def test_script_is_byte_identical_to_ns2(tmp_path, name):
    assert_identical_to_ns2(tmp_path, REFERENCE, name)


def assert_identical_to_ns2(tmp_path, reference, name):
    """`nslab run` of reference/scripts/<name>.tcl leaves what ns-2 left (record.py)."""
    script = reference / "scripts" / (name + ".tcl")
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=tmp_path,
                          stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
    want_stdout, want_status, want_files = expected(name, reference)
    assert proc.stderr == b"", proc.stderr.decode()
    assert proc.stdout.decode() == want_stdout.decode()
    assert proc.returncode == want_status
    got_files = {f.name: f.read_bytes() for f in sorted(tmp_path.iterdir())}
    assert sorted(got_files) == sorted(want_files)
    for f, data in want_files.items():
        assert got_files[f] == data, "%s differs from ns-2's" % f


def test_recorded_ns2_class_tables_are_plain_tcl_words():
    """The runner hands ns2_classes.txt and ns2_instprocs.txt to Tcl's `array set` as list
    text: no name may carry Tcl quoting."""
    from nslab import otcl
    folder = pathlib.Path(otcl.__file__).parent
    for name in ("ns2_classes.txt", "ns2_instprocs.txt"):
        lines = [line for line in (folder / name).read_text().splitlines()
                 if line and not line.startswith("#")]
        assert lines, name
        for line in lines:
            assert not set(line) & set('{}[]"\\$;\t'), (name, line)


def test_every_script_has_a_reference():
    assert SCRIPTS
    for name in SCRIPTS:
        assert (REFERENCE / "expected" / name / "stdout").exists(), name


# ---- what nslab does not have: one error naming the feature -----------------------------

@pytest.mark.parametrize("line, feature", [
    ("Class Foo -parameter {a b}", "Class -parameter"),
    ("Class Foo; Foo instmixin Bar", "Foo instmixin"),
    ("Class Foo; Foo instfilter f", "Foo instfilter"),
    ("Class Foo; set f [new Foo]; $f mixin Bar", "mixin"),
    ("Class Foo; set f [new Foo]; $f info precedence", "info precedence"),
    ("Class Foo; Foo info parameter", "Foo info parameter"),
])
def test_unsupported_otcl_feature_is_named(tmp_path, line, feature):
    proc = run_tcl(tmp_path, line + "\nputs reached\n")
    assert_clean_error(proc, "OTcl feature", feature, "not supported")
    assert "reached" not in proc.stdout


def test_next_outside_an_instproc_is_an_error(tmp_path):
    proc = run_tcl(tmp_path, """
        Class Foo
        set f [new Foo]
        $f next
    """)
    assert_clean_error(proc, "next", "outside an instproc")


def test_instproc_argument_named_like_otcl_locals_is_refused(tmp_path):
    proc = run_tcl(tmp_path, """
        Class Foo
        Foo instproc make {class} { return $class }
    """)
    assert_clean_error(proc, "make", "'class'")


def test_class_of_a_class_nslab_cannot_make_says_which(tmp_path):
    proc = run_tcl(tmp_path, """
        Class MyAgent -superclass Agent
        new MyAgent
    """)
    assert_clean_error(proc, "unsupported class", "'Agent'")


def test_undefined_superclass_is_named(tmp_path):
    proc = run_tcl(tmp_path, "Class Foo -superclass Nowhere\n")
    assert_clean_error(proc, "Nowhere")


def test_failing_init_names_the_class_and_the_line(tmp_path):
    proc = run_tcl(tmp_path, """
        Class Foo
        Foo instproc init {} {
            error "no luck"
        }
        new Foo
    """)
    assert_clean_error(proc, "class Foo: constructor failed: no luck", "Foo::init\" line 2",
                       "line 5")


# two connected Ping agents, $p on node 0 and $q on node 1, 10 ms apart at 1 Mb/s
PING_PAIR = """
set ns [new Simulator]
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
set p [new Agent/Ping]
set q [new Agent/Ping]
$ns attach-agent $a $p
$ns attach-agent $b $q
$ns connect $p $q
"""


def test_ping_answer_without_recv_instproc_stops_with_the_command(tmp_path):
    proc = run_tcl(tmp_path, PING_PAIR + """
        $ns at 0.1 "$p send"
        $ns at 1 "puts late"
        $ns run
    """)
    assert_clean_error(proc, "recv")
    assert "late" not in proc.stdout


def test_ping_oneway_reports_seq_and_both_delays(tmp_path):
    proc = run_tcl(tmp_path, PING_PAIR + """
        Agent/Ping instproc recv {from seq out back} { puts "$from $seq $out $back" }
        $p oneway
        $ns at 0.1 "$p send"
        $ns at 0.2 "$p send"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    # 64 bytes at 1 Mb/s is 0.512 ms, plus 10 ms each way
    assert proc.stdout == "1 0 10.5 10.5\n1 1 10.5 10.5\n"


def test_instance_variables_of_builtin_objects_are_shared_with_set(tmp_path):
    """`$self instvar` of a bound variable reads and writes the C++-side value."""
    proc = run_tcl(tmp_path, """
        Agent/TCP instproc double {} {
            $self instvar window_ note_
            set window_ [expr $window_ * 2]
            set note_ "doubled"
        }
        set tcp [new Agent/TCP]
        $tcp set window_ 7
        $tcp double
        puts "[$tcp set window_] [$tcp set note_]"
        catch {$tcp double2} msg
        puts [string match "*unsupported command*double2*" $msg]
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "14 doubled\n1\n"


def test_fresh_objects_have_instance_variables_once_set(tmp_path):
    """An object's namespace of instance variables comes with its first variable (a
    scenario has thousands of objects): before, it has none and reads fail as in OTcl;
    the Python side's variables (node_ at attach, a node's id_ and address_ from ns-2's
    Node init) and the script's land in it alike."""
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set n [$ns node]
        set tcp [new Agent/TCP]
        Class Plain
        set p [new Plain]
        puts "[llength [$n info vars]] [llength [$p info vars]] [catch {$p set x} msg] $msg"
        $ns attach-agent $n $tcp
        puts "[$tcp info vars] [expr {[$tcp set node_] eq $n}]"
        $p set x 5
        $n set mark_ red
        $p array set a {k v}
        puts "[$p set x] [$n set mark_] [lsort [$p info vars]] [$p array get a]"
        $p unset x
        $p destroy
        puts [catch {$p set x}]
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split("\n") == [
        '2 0 1 can\'t read "x": no such variable', "node_ 1", "5 red a x k v", "1", ""]


def test_ping_on_wireless_nodes(tmp_path):
    """Agent/Ping on mobile nodes: a ping is answered (the script's recv instproc gets
    the answer), and start-WL-brdcast's broadcast request is printed by the agent hearing
    it (C's stdout, after the script's own lines), which broadcasts an answer back (the
    real ns-2 prints the same for this script)."""
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        $ns trace-all [open ping.tr w]
        set topo [new Topography]
        $topo load_flatgrid 500 400
        create-god 2
        $ns node-config -adhocRouting DumbAgent -llType LL -macType Mac/802_11 \\
           -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \\
           -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy \\
           -channel [new Channel/WirelessChannel] -topoInstance $topo
        foreach i {0 1} x {100 200} {
            set n($i) [$ns node]
            $n($i) set X_ $x
            $n($i) set Y_ 100
            set p($i) [new Agent/Ping]
            $ns attach-agent $n($i) $p($i)
        }
        $ns connect $p(0) $p(1)
        Agent/Ping instproc recv {from rtt} { puts "answer from $from" }
        $ns at 1.0 "$p(0) send"
        $ns at 2.0 "$p(1) start-WL-brdcast"
        $ns at 3.0 "puts done; exit 0"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[:2] == ["answer from 1", "done"]
    assert lines[-2:] == ["Recv BRDCAST Ping REQ : at 0.0 from 1.0",
                          "Recv BRDCAST Ping REPLY : at 1.0 from 0.0"]


def test_ns2_classes_nslab_lacks_keep_class_variables_but_cannot_be_made(tmp_path):
    """docs/strictness.md: is-class answers whether nslab can make the class."""
    proc = run_tcl(tmp_path, """
        Agent/DCCP/TFRC set ccid_ 2
        puts "[Agent/DCCP/TFRC set ccid_] [TclObject is-class Agent/DCCP/TFRC] [TclObject is-class Agent/TCP]"
        new Agent/DCCP/TFRC
    """)
    assert proc.stdout == "2 0 1\n"
    assert_clean_error(proc, "unsupported class 'Agent/DCCP/TFRC'")


def test_misspelled_class_is_still_an_unknown_command(tmp_path):
    proc = run_tcl(tmp_path, "Agent/TCP/Renoo set window_ 10\n")
    assert_clean_error(proc, 'invalid command name "Agent/TCP/Renoo"')


def test_class_command_of_ns2_that_nslab_lacks_is_named(tmp_path):
    proc = run_tcl(tmp_path, "Simulator address-format\n")     # ns-address.tcl's class proc
    assert_clean_error(proc, "Simulator address-format", "class command 'address-format' is "
                       "not implemented")


def test_simulator_instance_before_any_simulator_is_an_error(tmp_path):
    proc = run_tcl(tmp_path, "Simulator instance\n")
    assert_clean_error(proc, "Simulator instance: there is no simulator yet")


def test_node_factory_other_than_node_is_named(tmp_path):
    proc = run_tcl(tmp_path, "Simulator set node_factory_ Node/MIPBS\nset ns [new Simulator]\n"
                             "$ns node\nputs reached\n")
    assert_clean_error(proc, "node_factory_ Node/MIPBS", "not implemented")
    assert "reached" not in proc.stdout


@pytest.mark.parametrize("body", ["set t [new Agent/TCP/Fack]\n$t set ecn_ 1\n",
                                  "Agent/TCP set ecn_ true\nset t [new Agent/TCP/Vegas]\n"])
def test_tcp_ecn_is_refused_for_the_senders_without_it(tmp_path, body):
    proc = run_tcl(tmp_path, "set ns [new Simulator]\n" + body + "puts reached\n")
    assert_clean_error(proc, "set ecn_", "ECN in TCP senders is not implemented")
    assert "reached" not in proc.stdout


def test_link_delay_and_bandwidth_helpers_are_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "link_delay_bandwidth")


def test_link_delay_of_a_missing_link_is_skipped(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """
        set c [$ns node]
        $ns delay $a $c 5ms duplex
        $ns bandwidth $c $b 5Mb
        $ns delay $a $b 4ms
        puts "[[[$ns link $a $b] link] set delay_] [[[$ns link $b $a] link] set delay_]"
        """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "0.0040000000000000001 0.01\n"


def test_queue_monitor_counters_read_as_ns2s_32_bit_ints(tmp_path):
    """docs/ns2-behavior.md 3.7: past 2^31 a counter read from Tcl wraps (this script
    prints the same line under ns-2.35)."""
    proc = run_tcl(tmp_path, TWO_NODES + """
        set qmon [$ns monitor-queue $a $b ""]
        $qmon set bdepartures_ 3000000000
        set b [$qmon set bdepartures_]
        puts "$b [ns-hasint64] [ns-add64 $b 5] [ns-mult64 $b 2] [ns-int64todbl $b]"
        """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "-1294967296 1 -1294967291 -2589934592 -1294967296.0\n"


def test_a_program_run_on_an_open_trace_sees_whole_tcl_buffers(tmp_path):
    """`exec` on a trace file not yet closed reads what ns-2's Tcl channel has written:
    whole 4096-byte buffers from the last flush (kernel/core/trace.pxi)."""
    assert_identical_to_ns2(tmp_path, REFERENCE, "exec_open_trace")
