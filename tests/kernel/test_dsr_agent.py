"""DSR's agent (nslab.dsr.agent) on small chains, against the rules of ns-2.35's
dsr/dsragent.cc: ring-zero discovery then a propagating request 30 ms later, replies from
the target, flow state set up by the first data packets, and a clear error where ns-2's
behaviour is undefined.  Byte identity with ns-2 is checked elsewhere (the compatibility
suite's DSR runs and tests/reference/wireless_options, wo_dsr_newtrace)."""
import os
import re

import pytest

from nslab.otcl import Runner, ScriptError

CHAIN = """
set ns [new Simulator]
set tf [open dsr.tr w]
$ns trace-all $tf
set topo [new Topography]
$topo load_flatgrid 1000 1000
create-god 3
$ns node-config -adhocRouting DSR -llType LL -macType Mac/802_11 \\
    -ifqType %(ifq)s -ifqLen 50 -antType Antenna/OmniAntenna \\
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy \\
    -channelType Channel/WirelessChannel -topoInstance $topo \\
    -agentTrace ON -routerTrace ON -macTrace OFF
for {set i 0} {$i < 3} {incr i} {
    set n($i) [$ns node]
    $n($i) set X_ [expr 100 + 200 * $i]
    $n($i) set Y_ 100
    $n($i) set Z_ 0
}
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(2) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 200
$cbr set interval_ 0.2
$cbr attach-agent $udp
$ns at 1.0 "$cbr start"
%(extra)s
$ns at %(stop)s "close $tf; exit 0"
$ns run
"""


def run_chain(tmp_path, ifq="CMUPriQueue", extra="", stop=3.0, options=""):
    script = tmp_path / "chain.tcl"
    script.write_text((CHAIN % dict(ifq=ifq, extra=extra, stop=stop)).replace(
        "-macTrace OFF", "-macTrace OFF" + options))
    cwd = os.getcwd()
    os.chdir(str(tmp_path))
    try:
        code = Runner(str(script), []).run_file(str(script))
    finally:
        os.chdir(cwd)
    assert code == 0
    return (tmp_path / "dsr.tr").read_text().splitlines()


def test_discovery_ring_zero_first_then_propagating(tmp_path):
    lines = run_chain(tmp_path)
    assert [l.split()[0] for l in lines[:5]] == ["Sconfig"] * 5     # node 1 logs them
    requests = [l for l in lines if l.startswith("s ") and "_0_ RTR" in l and " DSR " in l]
    # the first request may not propagate (ring zero); node 1 knows no route, so the
    # second, propagating one follows once 30 ms have passed (at the next buffer check)
    first, second = requests[0], requests[1]
    assert "1 [1 1]" in first and "1 [1 2]" in second
    t1, t2 = float(first.split()[1]), float(second.split()[1])
    assert 0.03 < t2 - t1 < 0.03 + 0.06 + 0.011
    # node 2 answers with the route 0 1 2 (reply seq 2, length 3, from 0 to 2)
    assert any("_2_ RTR" in l and "[1 2 3 0->2]" in l for l in lines if l.startswith("s "))


def test_flow_state_after_the_first_packets(tmp_path):
    lines = run_chain(tmp_path)
    est = [l for l in lines if l.startswith("SFESTs")]
    assert est and est[0].split()[2] == "_0_" and est[0].endswith("to 1 [0 |1 2 ]")
    # the first END_TO_END_COUNT + 1 packets carry the route, then the flow id alone
    sent = [l for l in lines if re.match(r"SF(EST)?s ", l)]
    assert [l.split()[0] for l in sent[:4]] == ["SFESTs", "SFESTs", "SFESTs", "SFs"]
    assert any(l.startswith("SFf") and "_1_" in l for l in lines)
    delivered = [l for l in lines if l.startswith("r ") and "_2_ AGT" in l and " cbr " in l]
    assert len(delivered) >= 8


def test_link_break_without_a_cmu_queue_is_an_error(tmp_path):
    with pytest.raises(ScriptError, match="not a CMUPriQueue") as err:
        run_chain(tmp_path, ifq="Queue/DropTail/PriQueue",
                  extra='$ns at 2.0 "$n(2) setdest 990 990 100"', stop=12.0)
    assert "internal error" not in str(err.value)


def test_the_same_chain_with_cmu_queue_salvages(tmp_path):
    lines = run_chain(tmp_path, extra='$ns at 2.0 "$n(2) setdest 990 990 100"', stop=12.0)
    failures = [l for l in lines if l.startswith("SSendFailure")]
    # node 1 gave up on node 2: a cbr packet (ns-2's type 2) from 0:0 to 2:0, God's hop
    # counts 0 (no set-dist), a 3-hop route at its second hop (as ns-2 logged it)
    assert failures and failures[0].split()[2] == "_1_"
    assert failures[0].endswith(" 2 0:0 2:0 1->2 0 0 0 3 [0 |1 2 ]")
    assert any(l.startswith("Ssalv") and "adding to SB" in l for l in lines)


def test_dsr_base_station_is_named(tmp_path):
    with pytest.raises(ScriptError, match="DSR with -wiredRouting ON"):
        run_chain(tmp_path, options=" -wiredRouting ON")
