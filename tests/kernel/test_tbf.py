"""TBF, the token bucket filter (kernel/traffic/tbf.pxi, kernel/otcl/tbf.py).

Byte-identity with ns-2 is pinned by tests/reference/otcl/scripts/tbf_shaper.tcl (run by
test_otcl_objects.py) and the compat suite's ns2-ex/test-tbf.tcl; these tests pin the
rules on their own and nslab's refusals.
"""
from test_otcl import TWO_NODES, assert_clean_error, run_tcl

SHAPED_CBR = """
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 10Mb 10ms DropTail
set tbf [new TBF]
$tbf set rate_ %(rate)s
$tbf set bucket_ %(bucket)s
$tbf set qlen_ %(qlen)s
set udp [new Agent/UDP]
$ns attach-tbf-agent $a $udp $tbf
set null [new Agent/Null]
$ns attach-agent $b $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 100
$cbr set interval_ 0.01
$cbr attach-agent $udp
$ns at 0 "$cbr start"
$ns at 1 "$cbr stop"
$ns at 2 {close $f; exit 0}
$ns run
"""


def _sends(tmp_path, **values):
    """The lines a link's trace shows leaving node 0 for one shaped CBR source."""
    proc = run_tcl(tmp_path, SHAPED_CBR % values)
    assert proc.returncode == 0, proc.stderr
    return [float(line.split()[1]) for line in (tmp_path / "out.tr").read_text().splitlines()
            if line.startswith("+ ")]


def test_a_bucket_as_large_as_the_traffic_changes_nothing(tmp_path):
    times = _sends(tmp_path, rate="1Mb", bucket=10**7, qlen=0)
    assert len(times) == 100
    assert times[:3] == [0.0, 0.01, 0.02]


def test_a_policer_drops_what_finds_no_tokens(tmp_path):
    # 800 bits per packet, 80 kb/s offered, 40 kb/s of tokens: about half pass
    times = _sends(tmp_path, rate="40k", bucket=800, qlen=0)
    assert 45 <= len(times) <= 55
    assert all(b - a >= 0.0199 for a, b in zip(times, times[1:]))


def test_a_shaper_spaces_packets_at_the_token_rate(tmp_path):
    # the same overload with a long FIFO: every packet passes, one per 800 bits of tokens
    times = _sends(tmp_path, rate="40k", bucket=800, qlen=1000)
    assert len(times) == 100
    gaps = [b - a for a, b in zip(times[5:], times[6:])]
    assert all(abs(g - 0.02) < 1e-9 for g in gaps)


def test_tbf_on_a_tcp_agent_is_refused_naming_it(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + """
set tbf [new TBF]
set tcp [new Agent/TCP]
$ns attach-tbf-agent $a $tcp $tbf
""")
    assert_clean_error(proc, "attach-tbf", "only UDP agents")


def test_a_zero_rate_is_refused_naming_the_variable(tmp_path):
    proc = run_tcl(tmp_path, TWO_NODES + "set tbf [new TBF]\n$tbf set rate_ 0\n")
    assert_clean_error(proc, "rate_")
