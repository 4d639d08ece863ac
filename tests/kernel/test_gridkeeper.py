"""The GridKeeper (kernel/radio/gridkeeper.pxi) and ns-2's older mobile-node API
(nslab.otcl.legacy_mobile).

The byte-for-byte comparisons with ns-2.35 are the compatibility suite's
wireless-gridkeeper run and tests/reference/wireless_options/wo_gridkeeper.tcl (in
test_wireless_options.py); here are mobile/gridkeeper.cc's rules seen in a trace (a frame
reaches only the nodes of the grid strictly within the sender's radius, whatever the radio's
range), the older API building the same node as node-config, and the errors for what is not
modelled.
"""
import pytest

from run_helpers import run_tcl_text

NODE_CONFIG = """
set ns [new Simulator]
set tr [open {trace} w]
$ns trace-all $tr
set topo [new Topography]
$topo load_flatgrid 600 200
create-god 3
$ns node-config -adhocRouting DSDV -llType LL -macType Mac/802_11 \\
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \\
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \\
    -channel [new Channel/WirelessChannel] -agentTrace ON -routerTrace OFF -macTrace ON
foreach i {{0 1 2}} x {{100 {x1} {x2}}} {{
    set n($i) [$ns node]
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
}}
{grid}
$ns at 3.0 "$ns flush-trace; close $tr; exit 0"
$ns run
"""

GRID = """
set gk [new GridKeeper]
$gk dimension 600 200
foreach i {0 1 2} { $gk addnode $n($i); $n($i) radius 150 }
"""

LEGACY = """
set ns_ [new Simulator]
set tracefd [open {trace} w]
set topo [new Topography]
$topo load_flatgrid 600 200
set god_ [new God]
$god_ num_nodes 3
set chan [new Channel/WirelessChannel]
set prop [new Propagation/TwoRayGround]
$prop topography $topo
proc cmu-trace {{ ttype atype node }} {{
    global tracefd
    set T [new CMUTrace/$ttype $atype]
    $T target [[Simulator instance] set nullAgent_]
    $T attach $tracefd
    $T set src_ [$node id]
    $T node $node
    return $T
}}
foreach i {{0 1 2}} x {{100 {x1} {x2}}} {{
    set n($i) [new Node/MobileNode]
    $n($i) random-motion 0
    $n($i) topography $topo
    $n($i) add-interface $chan $prop LL Mac/802_11 Queue/DropTail/PriQueue 50 \\
        Phy/WirelessPhy Antenna/OmniAntenna $topo "" "" ""
    set r($i) [new Agent/DSDV]
    $n($i) attach $r($i) [Node set rtagent_port_]
    $ns_ at 0.0 "$r($i) start-dsdv"
    $r($i) drop-target [cmu-trace Drop "RTR" $n($i)]
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
}}
{extra}
$ns_ at 3.0 "close $tracefd; exit 0"
$ns_ run
"""

FLOW = """
set udp [new Agent/UDP]
{ns} attach-agent $n(0) $udp
set null [new Agent/Null]
{ns} attach-agent $n(1) $null
{ns} connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set interval_ 0.5
$cbr attach-agent $udp
{ns} at 1.0 "$cbr start"
"""


def _run(tmp_path, script, **fmt):
    status, lines = run_tcl_text(tmp_path, script, **fmt)
    assert status == 0
    return lines


def _heard(lines):
    """{node: number of frames its MAC received}."""
    out = {}
    for w in lines:
        if w[0] == "r" and w[3] == "MAC":
            out[w[2]] = out.get(w[2], 0) + 1
    return out


def test_only_nodes_within_the_radius_hear(tmp_path):
    """Node 1 at 149.5 m hears node 0; node 2, 200 m from node 1 (within the radio's 250 m),
    hears nothing with the grid and node 1's updates without it."""
    with_grid = _heard(_run(tmp_path, NODE_CONFIG, x1=249.5, x2=449.5, grid=GRID))
    without = _heard(_run(tmp_path, NODE_CONFIG, x1=249.5, x2=449.5, grid=""))
    assert with_grid.get("_1_") and with_grid.get("_0_") and "_2_" not in with_grid
    assert without.get("_2_")


def test_the_radius_is_strict(tmp_path):
    """A node exactly `radius` away is out of reach (distance squared < radius squared)."""
    heard = _heard(_run(tmp_path, NODE_CONFIG, x1=250, x2=500, grid=GRID))
    assert heard == {}


def test_older_api_builds_the_node_config_node(tmp_path):
    """The same three DSDV nodes and flow, made with add-interface and with node-config,
    give the same trace."""
    flow_new = FLOW.format(ns="$ns")
    a = _run(tmp_path, NODE_CONFIG.replace("{grid}", "{grid}" + flow_new.replace("{", "{{")
                                           .replace("}", "}}")), x1=300, x2=500, grid="")
    b = _run(tmp_path, LEGACY, x1=300, x2=500, extra=FLOW.format(ns="$ns_"))
    assert [w for w in a if w[3] in ("AGT", "RTR")] == [w for w in b if w[3] in ("AGT", "RTR")]
    assert any(w[0] == "r" and w[3] == "AGT" for w in b)


def test_older_api_mac(tmp_path):
    """getMac on an older-API node gives a MAC object of its own (its address is the id)."""
    out = tmp_path / "mac.txt"
    extra = ('set m [$n(2) getMac 0]\nset f [open %s w]\nputs $f "[$m id] [$n(2) getMac 0]"\n'
             'close $f' % out)
    _run(tmp_path, LEGACY, x1=300, x2=500, extra=extra)
    mac_id, handle = out.read_text().split()
    assert mac_id == "2" and handle.startswith("_o")


@pytest.mark.parametrize("extra, message", [
    ("set gk [new GridKeeper]; $gk dimension 600 200; $gk addnode $n(0); "
     "$n(2) setdest 300 100 5", "not in the GridKeeper's grid"),
    ("$n(0) add-interface $chan $prop LL Mac/802_11 Queue/DropTail/PriQueue 50 "
     "Phy/WirelessPhy Antenna/OmniAntenna $topo \"\" \"\" \"\"", "second interface"),
    ("$n(0) namattach $tracefd; $n(0) setdest 300 100 5", "namattach"),
    ("[new GridKeeper] addnode $n(0)", "no dimensions"),
])
def test_what_is_not_modelled_is_an_error(tmp_path, extra, message):
    with pytest.raises(Exception, match=message):
        _run(tmp_path, LEGACY, x1=300, x2=500, extra=extra)
