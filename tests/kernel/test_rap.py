"""Agent/RAP (kernel/traffic/rap.pxi): rules read from ns-2.35's rap/rap.cc, checked here
on small runs.

Its byte-for-byte comparison with ns-2.35 is tests/reference/otcl/scripts/rap_losses.tcl
(test_otcl_objects.py runs it) and the compat suite's rap onedrop_rap run.
"""
import pytest

from test_otcl import TWO_NODES, assert_clean_error, run_tcl

# a data packet (512 bytes) and its ack (44) over 1Mb, 10ms each way
RTT = 512 * 8 / 1e6 + 44 * 8 / 1e6 + 0.02


def test_the_first_ack_sets_srtt_and_the_gap_to_the_sample(tmp_path):
    """Before any ack the gap is ipg_ (2 s); the first ack's RTT sample becomes srtt_
    (the first sample of the run), and the gap becomes srtt_."""
    proc = run_tcl(tmp_path, TWO_NODES + """
        set rap [$ns create-connection RAP $a RAP $b 1]
        $ns at 0 "$rap start"
        $ns at 0.01 {puts "[$rap set ipg_] [$rap set srtt_] [$rap set seqno_]"}
        $ns at 0.1 {puts "[$rap set ipg_] [$rap set srtt_]"}
        $ns at 0.2 "exit 0"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    before, after = proc.stdout.splitlines()
    assert before == "2 2 1"
    ipg, srtt = map(float, after.split())
    assert ipg == srtt == pytest.approx(RTT, abs=1e-5)


def test_a_counted_transfer_sends_that_many_and_calls_done(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """
        Agent/RAP instproc done {} { global ns; puts "done at [$ns now]: [$self set seqno_]" }
        set rap [$ns create-connection RAP $a RAP $b 1]
        $ns at 0 "$rap advanceby 12"
        $ns at 20 {puts "end: [$rap set seqno_]"; exit 0}
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 2 and lines[0].startswith("done at ") and lines[0].endswith(": 12")
    assert lines[1] == "end: 12"


def test_a_dropped_packet_is_one_loss_and_lengthens_the_gap(tmp_path):
    """With alpha_ 0 the rate never grows, so the gap stays at the first RTT sample until
    the dropped packet (the error model's 20th) is found lost, once, from the holes later
    acks report; then it is divided by beta_ (0.5): the rate halves."""
    proc = run_tcl(tmp_path, TWO_NODES + """
        Agent/RAP set alpha_ 0
        set em [new ErrorModel/List]
        $em droplist {19}
        $ns lossmodel $em $a $b
        set rap [$ns create-connection RAP $a RAP $b 1]
        $ns at 0 "$rap start"
        proc show {} {
            global ns rap
            puts "[$rap set sessionLossCount_] [$rap set ipg_] [$rap set seqno_]"
            $ns at [expr [$ns now] + 0.1] show
        }
        $ns at 0.1 show
        $ns at 4 "exit 0"
        $ns run
    """)
    assert proc.returncode == 0, proc.stderr
    samples = [line.split() for line in proc.stdout.splitlines()]
    assert int(samples[-1][2]) > 40
    for count, ipg, _ in samples:
        assert float(ipg) == pytest.approx(RTT * (1 if count == "0" else 2), rel=1e-5)
    assert samples[-1][0] == "1"


def test_debug_log_files_are_refused_naming_the_variable(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + "Agent/RAP set debugEnable_ 1\nnew Agent/RAP\nputs reached\n")
    assert_clean_error(proc, "debugEnable_")
    assert "reached" not in proc.stdout
