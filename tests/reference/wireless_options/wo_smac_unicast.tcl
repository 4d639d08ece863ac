# Mac/SMAC without sleep cycles (syncFlag_ 0) and DumbAgent routing (nslab's S-MAC
# tests): three nodes in a row, the outer two out of each other's decoding range but in
# carrier-sense range; CBR unicasts from both ends to the middle (RTS, CTS, DATA, ACK,
# NAVs, collisions), a UDP broadcast from the middle, broadcast pings.  Old trace format
# with MAC traces, and a nam trace.
set ns [new Simulator]
set tr [open wo_smac_unicast.tr w]
$ns trace-all $tr
set nf [open wo_smac_unicast.nam w]
$ns namtrace-all-wireless $nf 700 300
set topo [new Topography]
$topo load_flatgrid 700 300
create-god 3
$ns node-config -adhocRouting DumbAgent -llType LL -macType Mac/SMAC \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace ON -channel [new Channel/WirelessChannel]
foreach i {0 1 2} x {50 250 450} {
    set n($i) [$ns node]
    $n($i) random-motion 0
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
}
foreach i {0 1 2} {
    set ping($i) [new Agent/Ping]
    $ns attach-agent $n($i) $ping($i)
}
foreach src {0 2} start {0.5 0.7} {
    set udp($src) [new Agent/UDP]
    $ns attach-agent $n($src) $udp($src)
    set null($src) [new Agent/Null]
    $ns attach-agent $n(1) $null($src)
    $ns connect $udp($src) $null($src)
    set cbr($src) [new Application/Traffic/CBR]
    $cbr($src) set packetSize_ 100
    $cbr($src) set interval_ 0.15
    $cbr($src) attach-agent $udp($src)
    $ns at $start "$cbr($src) start"
    $ns at 6.0 "$cbr($src) stop"
}
set bc [new Agent/UDP]
$ns attach-agent $n(1) $bc
$bc set dst_addr_ -1
$bc set dst_port_ 42
foreach i {0 2} {
    set bnull($i) [new Agent/Null]
    $n($i) attach $bnull($i) 42
}
set bcbr [new Application/Traffic/CBR]
$bcbr set packetSize_ 60
$bcbr set interval_ 0.9
$bcbr attach-agent $bc
$ns at 1.0 "$bcbr start"
$ns at 5.0 "$bcbr stop"
$ns at 0.2 "$ping(1) start-WL-brdcast"
$ns at 3.3 "$ping(0) start-WL-brdcast"
foreach i {0 1 2} { $ns at 8.0 "$n($i) reset" }
$ns at 8.0 "finish"
proc finish {} {
    global ns tr nf
    $ns flush-trace
    close $tr
    close $nf
    puts "done"
    exit 0
}
$ns run
