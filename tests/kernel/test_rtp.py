"""RTP sessions (kernel/traffic/rtp.pxi, nslab.mcast.rtp): the rules of ns-2.35's
Session/RTP, Agent/RTP and Agent/RTCP (common/session-rtp.cc, apps/rtp.cc, tcp/rtcp.cc,
tcl/rtp/session-rtp.tcl) checked on small scripts.  The whole is pinned byte for byte
against the real ns-2 by tests/reference/otcl/scripts/rtp_sessions.tcl
(test_otcl_objects.py) and the compatibility suite's simple-rtp.
"""
import pytest

from test_otcl import assert_clean_error, run_tcl
from nslab.mcast.rtp import bw_parse

# two members of a group across one 10 ms link, Dense Mode; `extra` goes at the end
PAIR = """
set ns [new Simulator -multicast on]
$ns trace-all [open out.tr w]
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
$ns mrtproto DM {}
set group [Node allocaddr]
set s0 [new Session/RTP]
set s1 [new Session/RTP]
foreach s "$s0 $s1" n "$a $b" { $s session_bw 100kb/s; $s attach-node $n }
%s
$ns at 4.0 "$ns flush-trace; exit 0"
$ns run
"""


def sent_by_a(tmp_path, kind):
    return [line.split() for line in (tmp_path / "out.tr").read_text().splitlines()
            if line.startswith("+ ") and line.split()[2] == "0" and line.split()[4] == kind]


@pytest.mark.parametrize("spec, bits", [("400kb/s", 400e3), ("1Mb", 1e6), ("2kBps", 16e3),
                                        ("300", 300.0), ("1.5Gbps", 1.5e9), ("64kb/sec", 64e3)])
def test_rates_are_read_as_ns_libs_bw_parse_reads_them(spec, bits):
    assert bw_parse(spec, "transmit") == bits


def test_unknown_rate_unit_is_named():
    for spec, unit in (("5kbit", "kbit"), ("64kbsec", "kbsec")):   # "sec" needs "/" or "p"
        with pytest.raises(Exception, match="unknown unit `%s'" % unit):
            bw_parse(spec, "transmit")


def test_data_goes_at_the_rate_in_packets_of_512_bytes(tmp_path):
    """transmit 40kb/s: 512-byte rtp packets every 8 * 512 / 40000 = 0.1024 s, the first
    at once, seqnos from 0, to the group."""
    proc = run_tcl(tmp_path, PAIR % """
        $ns at 0.5 "$s0 join-group $group; $s1 join-group $group"
        $ns at 1.0 "$s0 transmit 40kb/s"
    """)
    assert proc.returncode == 0, proc.stderr
    data = sent_by_a(tmp_path, "rtp")
    times = [float(f[1]) for f in data]
    assert times[0] == 1.0 and all(abs(b - a - 0.1024) < 1e-9 for a, b in zip(times, times[1:]))
    assert {f[5] for f in data} == {"512"} and [int(f[10]) for f in data] == list(range(len(data)))
    assert {f[9] for f in data} == {"1073741824.0"}


def test_reports_start_after_half_a_second_then_at_least_every_second(tmp_path):
    """The first report 0.5 s after start (half the 1 s minimum), then the computed
    interval, here below the minimum: every 1 s; to the group + 1, flow id 32, seqno -1;
    a lone member's report is 8 + 20 (SDES) bytes, 48 more per source heard."""
    proc = run_tcl(tmp_path, PAIR % """
        $ns at 0.5 "$s0 join-group $group"
        $ns at 1.0 "$s0 start"
    """)
    assert proc.returncode == 0, proc.stderr
    reports = sent_by_a(tmp_path, "rtcp")
    assert [float(f[1]) for f in reports] == [1.5, 2.5, 3.5]
    assert {(f[5], f[7], f[9], f[10]) for f in reports} == {("28", "32", "1073741825.0", "-1")}


def test_a_sender_reports_its_data_and_itself(tmp_path):
    """Once the member sent data since its last report, the report grows by the sender
    report (20) and by a reception report (48) for each source counted since, its own
    entry included (the timer's packets count there)."""
    proc = run_tcl(tmp_path, PAIR % """
        $ns at 0.5 "$s0 join-group $group"
        $ns at 0.6 "$s0 start"
        $ns at 0.7 "$s0 transmit 40kb/s"
    """)
    assert proc.returncode == 0, proc.stderr
    assert [f[5] for f in sent_by_a(tmp_path, "rtcp")][:2] == [str(8 + 20 + 48 + 20)] * 2


def test_setting_dst_warns_as_ns2_does(tmp_path):
    proc = run_tcl(tmp_path, PAIR % '$ns at 0.5 "$s0 join-group $group"')
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[:2] == [
        "Warning dst_ is no longer being supported in NS. dst_ 1073741824",
        "Use dst_addr_ and dst_port_ instead"]


def test_start_before_joining_stops_the_script_as_ns2_does(tmp_path):
    proc = run_tcl(tmp_path, PAIR % '$ns at 0.5 "$s0 start"')
    assert proc.returncode == 1
    assert "error: can't transmit before joining group!" in proc.stdout


def test_transmit_zero_is_refused_naming_why(tmp_path):
    proc = run_tcl(tmp_path, PAIR % """
        $ns at 0.5 "$s0 join-group $group"
        $ns at 0.6 "$s0 transmit 0"
    """)
    assert_clean_error(proc, "transmit 0", "use stop")


def test_random_timing_is_named_as_missing(tmp_path):
    proc = run_tcl(tmp_path, PAIR % """
        [$s0 set dchan_] set random_ 1
        $ns at 0.5 "$s0 join-group $group"
        $ns at 0.6 "$s0 transmit 40kb/s"
    """)
    assert_clean_error(proc, "random_ 1", "not implemented")


def test_a_report_channel_without_session_is_named(tmp_path):
    """ns-2's Agent/RTCP reads its session's tables at each report (it would crash)."""
    proc = run_tcl(tmp_path, PAIR % """
        set r [new Agent/RTCP]
        $ns attach-agent $a $r
        $ns at 0.5 "$r start"
    """)
    assert_clean_error(proc, "Agent/RTCP", "has none")


def test_any_agent_given_an_old_dst_warns_and_a_unicast_one_ends_the_run(tmp_path):
    """ns-agent.tcl's Agent set dst_ (every agent): a group becomes dst_addr_, port 0; an
    address below McastBaseAddr_ is split into address and port and ns-2 exits (status 0),
    as the real ns-2.35 does with this script."""
    proc = run_tcl(tmp_path, """
        set ns [new Simulator -multicast on]
        set u [new Agent/UDP]
        $ns attach-agent [$ns node] $u
        $u set dst_ 1073741830
        puts "[$u set dst_addr_] [$u set dst_port_]"
        Simulator set McastBaseAddr_ 0x50000000
        $u set dst_ 1073741830
        puts "not reached"
    """)
    warning = ["Warning dst_ is no longer being supported in NS. dst_ 1073741830",
               "Use dst_addr_ and dst_port_ instead"]
    assert proc.returncode == 0 and proc.stdout.splitlines() == warning + ["1073741830 0"] + warning
