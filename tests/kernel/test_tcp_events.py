"""The TCP event trace (`$ns eventtrace-all`, kernel/tcp/events.pxi): byte identity with
ns-2 is pinned by tests/reference/otcl/scripts/tcp_eventtrace.tcl (recorded by
record.py); here the cases nslab refuses, each with one clear error."""
from test_otcl import TWO_NODES, assert_clean_error, run_tcl
from test_otcl_objects import REFERENCE, assert_identical_to_ns2


def test_the_event_trace_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "tcp_eventtrace")


def test_event_trace_of_a_flavour_without_it_is_refused_naming_it(tmp_path):
    proc = run_tcl(tmp_path, "set f [open all.tr w]\n" + TWO_NODES + """
        $ns trace-all $f
        $ns eventtrace-all
        set t [new Agent/TCP/Newreno]
        puts reached
        """)
    assert_clean_error(proc, "eventtrace-all", "Agent/TCP/Newreno", "not implemented")
    assert "reached" not in proc.stdout


def test_event_trace_without_a_file_is_refused(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + "$ns eventtrace-all\nputs reached\n")
    assert_clean_error(proc, "eventtrace-all", "no trace-all file")
    assert "reached" not in proc.stdout


def test_agents_made_before_the_command_and_sinks_write_no_events(tmp_path):
    proc = run_tcl(tmp_path, """
        set ns [new Simulator]
        set f [open all.tr w]
        $ns trace-all $f
        set a [$ns node]
        set b [$ns node]
        $ns duplex-link $a $b 1Mb 10ms DropTail
        $ns queue-limit $a $b 3
        set early [$ns create-connection TCP $a TCPSink $b 1]
        $ns eventtrace-all
        set sink [new Agent/TCPSink/DelAck]
        set ftp [$early attach-app FTP]
        $ns at 0.0 "$ftp start"
        $ns at 2.0 "close $f; exit 0"
        $ns run
        """)
    assert proc.returncode == 0, proc.stderr
    lines = (tmp_path / "all.tr").read_text().splitlines()
    assert any(line.startswith("d ") for line in lines)
    assert not any(line.startswith("E ") for line in lines)
