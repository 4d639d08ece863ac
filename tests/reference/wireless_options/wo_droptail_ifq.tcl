# A plain Queue/DropTail as the interface queue (node-config -ifqType Queue/DropTail):
# DSDV updates wait behind the data at the tail instead of jumping the queue, and a
# short queue (ifqLen 5) overflows under a fast CBR stream to the next node.
set ns [new Simulator]
set tf [open wo_droptail_ifq.tr w]
$ns trace-all $tf
set nf [open wo_droptail_ifq.nam w]
$ns namtrace-all-wireless $nf 400 400
set topo [new Topography]
$topo load_flatgrid 400 400
create-god 3
$ns node-config -adhocRouting DSDV -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail -ifqLen 5 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy \
    -channelType Channel/WirelessChannel -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace ON
for {set i 0} {$i < 3} {incr i} {
    set n($i) [$ns node]
    $n($i) set X_ [expr 20 + 150 * $i]
    $n($i) set Y_ 100
    $n($i) set Z_ 0
}
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(1) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 512
$cbr set interval_ 0.005
$cbr attach-agent $udp
$ns at 3.0 "$cbr start"
$ns at 9.0 "$n(1) setdest 300 300 20"
$ns at 16.0 "close $tf; close $nf; exit 0"
$ns run
