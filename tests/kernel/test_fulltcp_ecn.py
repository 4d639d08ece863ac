"""ECN in Full TCP (kernel/tcp/fulltcp/ecn.pxi, tcp-full.cc's ECN paths) seen in the trace
of a script: the offer in the SYN exchange, ECT data, the receiver's echo until CWR, the
sender's cut.  Byte identity with ns-2.35 is pinned by
tests/reference/otcl/scripts/fulltcp_ecn.tcl (marks and losses, Tahoe, Reno and NewReno)
and by the compat suite's ecn-full.tcl run."""
import pytest

from test_fulltcp import ONE_FLOW, trace_lines
from test_otcl import assert_clean_error, run_tcl
from test_otcl_objects import REFERENCE, assert_identical_to_ns2

MARKING = ONE_FLOW.replace("1Mb 10ms DropTail", "1Mb 10ms RED") + """
Queue/RED set setbit_ true
[[$ns link $a $b] queue] set setbit_ true
[[$ns link $a $b] queue] set thresh_ 2
[[$ns link $a $b] queue] set maxthresh_ 6
$src set window_ 30
$src set ecn_ %d
$sink set ecn_ %d
set ftp [$src attach-app FTP]
$ns at 0.0 "$ftp start"
$ns at 3.0 "puts \\"cwnd [$src set cwnd_] responses [$src set necnresponses_]\\"; close $f; exit 0"
$ns run
"""


def marked_flow(tmp_path, cls="FullTcp/Tahoe", ecn=1, sink_ecn=1):
    proc = run_tcl(tmp_path, MARKING % (cls, cls, ecn, sink_ecn))
    assert proc.returncode == 0, proc.stderr
    sent = [l for l in trace_lines(tmp_path) if l[0] == "+"]
    return proc.stdout, sent


@pytest.mark.parametrize("cls", ["FullTcp", "FullTcp/Tahoe", "FullTcp/Newreno"])
def test_the_syn_offers_ecn_and_the_data_is_ect(tmp_path, cls):
    _, sent = marked_flow(tmp_path, cls)
    syn, synack, ack = sent[:3]
    assert syn[6] == "C--A---"          # ECN-Echo and CWR on the SYN
    assert synack[6] == "C------"       # ECN-Echo alone on the SYN+ACK
    assert ack[6] == "-------"          # a pure ack is not ECT
    data = [l for l in sent[3:] if l[4] == "tcp"]
    assert data and all(l[6].endswith("N") for l in data)


def test_a_mark_is_echoed_and_answered_with_cwr(tmp_path):
    out, sent = marked_flow(tmp_path)
    ce = [float(l[1]) for l in trace_lines(tmp_path) if l[0] == "r" and "E" in l[6]]
    echoes = [float(l[1]) for l in sent[3:] if l[4] == "ack" and "C" in l[6]]
    cwr = [float(l[1]) for l in sent[3:] if l[4] == "tcp" and "A" in l[6]]
    assert ce and echoes and cwr, "RED marked nothing"
    assert echoes[0] >= ce[0] and cwr[0] > echoes[0]   # the ack that echoes goes out on arrival
    # the receiver stops echoing once a CWR segment without a new mark has reached it
    arrivals = [l for l in trace_lines(tmp_path) if l[0] == "r" and l[3] == "1"]
    cwr_in = next(float(l[1]) for l in arrivals if "A" in l[6] and "E" not in l[6]
                  and float(l[1]) > echoes[0])
    next_ack = next(l for l in sent if l[4] == "ack" and float(l[1]) >= cwr_in)
    new_mark = any(cwr_in < t <= float(next_ack[1]) for t in ce)
    assert new_mark or "C" not in next_ack[6]


def test_without_the_peers_ecn_nothing_is_ect(tmp_path):
    out, sent = marked_flow(tmp_path, sink_ecn=0)
    assert not [l for l in sent[1:] if "N" in l[6] or "C" in l[6]]
    assert out.split("responses ")[1].strip() == "0"


def test_ecn_in_full_tcp_sack_stays_refused(tmp_path):
    proc = run_tcl(tmp_path, "set t [new Agent/TCP/FullTcp/Sack]\n$t set ecn_ 1\nputs reached\n")
    assert_clean_error(proc, "set ecn_", "ECN in TCP senders is not implemented")


def test_the_full_tcp_ecn_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "fulltcp_ecn")
