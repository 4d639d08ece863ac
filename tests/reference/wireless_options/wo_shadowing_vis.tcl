# Propagation/ShadowingVis: two shadowing models chosen by line of sight over a bitmap
# (wo_ground.pnm, copied next to the script's outputs: a wall of non-zero pixels across
# the middle of a 100 x 100 m field).  Node 1 is behind the wall, node 2 in the open;
# node 3 moves from behind it into the open.
set ns [new Simulator]
set good [new Propagation/Shadowing]
$good set pathlossExp_ 2.0
$good set std_db_ 3.0
$good seed predef 4
set bad [new Propagation/Shadowing]
$bad set pathlossExp_ 3.5
$bad set std_db_ 6.0
$bad seed predef 9
set prop [new Propagation/ShadowingVis]
$prop get-bitmap wo_ground.pnm
$prop set-ppm 1
$prop add-models $good $bad
Phy/WirelessPhy set RXThresh_ 3.61705e-09
set tf [open wo_shadowing_vis.tr w]
$ns trace-all $tf
$ns use-newtrace
set topo [new Topography]
$topo load_flatgrid 100 100
create-god 4
$ns node-config -adhocRouting DSDV -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propInstance $prop -phyType Phy/WirelessPhy \
    -channel [new Channel/WirelessChannel] -topoInstance $topo \
    -agentTrace ON -routerTrace OFF -macTrace ON
foreach i {0 1 2 3} x {20 80 20 70} y {50 50 90 40} {
    set n($i) [$ns node]
    $n($i) set X_ $x
    $n($i) set Y_ $y
    $n($i) set Z_ 0
}
$ns at 5.0 "$n(3) setdest 70 95 10"
foreach dst {1 2 3} {
    set udp($dst) [new Agent/UDP]
    $ns attach-agent $n(0) $udp($dst)
    set null($dst) [new Agent/Null]
    $ns attach-agent $n($dst) $null($dst)
    $ns connect $udp($dst) $null($dst)
    set cbr($dst) [new Application/Traffic/CBR]
    $cbr($dst) set packetSize_ 128
    $cbr($dst) set interval_ 0.5
    $cbr($dst) attach-agent $udp($dst)
    $ns at [expr 0.5 + 0.1 * $dst] "$cbr($dst) start"
}
$ns at 12.0 "close $tf; exit 0"
$ns run
