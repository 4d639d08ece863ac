"""802.11 infrastructure mode and end-of-transmission lines (kernel/radio/mac80211_infra.pxi).

The byte-for-byte comparisons with ns-2.35 are the compatibility suite's wireless-infra and
wireless-infra-mobility runs and tests/reference/wireless_options/wo_infra.tcl (in
test_wireless_options.py); here are the rules of mac/mac-802_11.cc seen in the trace of a
small BSS: the management frames' sizes and order (probe, authentication, association), a
station's frames all going to its AP, the AP relaying them, an `x` line at the end of
every transmission, and the checks on the Tcl side.
"""
import pytest

from run_helpers import run_tcl_text

HEADER = """
set ns [new Simulator]
set tr [open {trace} w]
$ns trace-all $tr
set topo [new Topography]
$topo load_flatgrid 600 200
create-god {n}
$ns node-config -adhocRouting DumbAgent -llType LL -macType {mac} \\
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \\
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \\
    -channel [new Channel/WirelessChannel] -agentTrace ON -routerTrace OFF \\
    -macTrace ON -movementTrace OFF -eotTrace ON
"""

# an AP (node 0) between an active station (1) and a passive one (2); CBR from 1 to 2
BSS = HEADER + """
foreach i {{0 1 2}} x {{200 100 300}} {{
    set n($i) [$ns node]
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
    set mac($i) [$n($i) getMac 0]
    $mac($i) set RTSThreshold_ 3000
}}
puts "macs $mac(0) $mac(1) [$mac(2) id]"
$mac(0) ap [$mac(0) id]
$mac(1) ScanType ACTIVE
$mac(2) ScanType PASSIVE
set udp [new Agent/UDP]
$ns attach-agent $n(1) $udp
set null [new Agent/Null]
$ns attach-agent $n(2) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 200
$cbr set interval_ 0.25
$cbr attach-agent $udp
$ns at 0.5 "$cbr start"
$ns at 1.4 "$ns flush-trace; close $tr; exit 0"
$ns run
"""


_run = run_tcl_text


@pytest.fixture(scope="module")
def bss(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("infra")
    status, lines = _run(tmp, BSS, n=3, mac="Mac/802_11")
    assert status == 0
    return lines


def _mac_lines(lines, op, name=None):
    return [w for w in lines if w[0] == op and w[3] == "MAC" and (name is None or w[6] == name)]


def test_management_frame_sizes(bss):
    """PLCP (24 bytes) plus each frame's struct in ns-2: beacon 48, probe request 28,
    probe response 48, authentication 34, association request 28 and response 30."""
    sizes = {w[6]: int(w[7]) for w in _mac_lines(bss, "s")}
    assert sizes["BCN"] == 72 and sizes["PRRQ"] == 52 and sizes["PRRP"] == 72
    assert sizes["AUTH"] == 58 and sizes["ACRQ"] == 52 and sizes["ACRP"] == 54


def test_active_station_joins_in_order(bss):
    """Probe request (broadcast), the AP's probe response (acked), authentication both
    ways (the AP's acked), association request and response (acked)."""
    mine = [(w[2], w[6]) for w in _mac_lines(bss, "s")
            if w[2] in ("_0_", "_1_") and w[6] != "BCN"]
    steps = [("_1_", "PRRQ"), ("_0_", "PRRP"), ("_1_", "ACK"), ("_1_", "AUTH"), ("_0_", "AUTH"),
             ("_1_", "ACK"), ("_1_", "ACRQ"), ("_0_", "ACRP"), ("_1_", "ACK")]
    it = iter(mine)
    assert all(step in it for step in steps)          # in this order (others between)


def test_station_frames_go_through_the_ap(bss):
    """A station's ARP request and data are unicasts to its AP, which sends them on
    (an ARP request as a broadcast, with ether type IP), and each ends in an `x` line."""
    arp = [w for w in _mac_lines(bss, "s", "ARP") if w[2] == "_1_"][0]
    assert arp[9:11] == ["0", "1"] and arp[11] == "806]"            # [13a 0 1 806]
    relayed = [w for w in _mac_lines(bss, "s", "ARP") if w[2] == "_0_"][0]
    assert relayed[9:12] == ["ffffffff", "0", "800]"]
    cbr = [w for w in _mac_lines(bss, "s", "cbr")]
    assert {w[2] for w in cbr} == {"_1_", "_0_"}
    assert all(w[9] == "0" for w in cbr if w[2] == "_1_")           # to the AP, MAC 0
    assert all(w[9] == "2" for w in cbr if w[2] == "_0_")           # on to station 2
    sent = [w[1:] for w in bss if w[0] == "s" and w[3] == "MAC"]
    ended = [w[1:] for w in bss if w[0] == "x"]
    assert len(sent) == len(ended) and [w[1:] for w in sent] == [w[1:] for w in ended]
    assert all(float(e[0]) > float(s[0]) for s, e in zip(sent, ended))
    assert len([w for w in bss if w[0] == "r" and w[3] == "AGT"]) == 4


def test_mac_handle_and_address(tmp_path):
    """getMac gives the handle ns-2 gives the MAC (five after the node's); `id` its address."""
    out = tmp_path / "out.txt"
    script = BSS.replace('puts "macs', 'set f [open %s w]; puts $f "macs' % out).replace(
        '[$mac(2) id]"', '[$mac(2) id]"; close $f')
    _run(tmp_path, script, n=3, mac="Mac/802_11")
    assert out.read_text().split() == ["macs", "_o19", "_o40", "2"]


def test_eot_trace_needs_mac_802_11(tmp_path):
    script = HEADER + "set n0 [$ns node]\n"
    with pytest.raises(Exception, match="eotTrace ON needs -macType Mac/802_11"):
        _run(tmp_path, script, n=1, mac="Mac/Simple")


def test_only_rts_threshold_is_a_mac_variable(tmp_path):
    script = HEADER + "set n0 [$ns node]\n[$n0 getMac 0] set CWMin_ 15\n"
    with pytest.raises(Exception, match="only setting RTSThreshold_"):
        _run(tmp_path, script, n=1, mac="Mac/802_11")
