# Mac/SMAC with listen/sleep cycles (syncFlag_ 1, dutyCycle_ 20) and DumbAgent routing
# (nslab's S-MAC tests): four nodes; the first to end its 11 listening cycles makes a
# schedule, those hearing its SYNC follow it, a node out of everyone's decoding range
# (but sensing the nearest) makes its own.  After synchronisation: broadcast pings and a
# CBR unicast (RTS, CTS, DATA, ACK in the data periods).  Old trace format with MAC traces.
Mac/SMAC set syncFlag_ 1
Mac/SMAC set dutyCycle_ 20
set ns [new Simulator]
set tr [open wo_smac_sync.tr w]
$ns trace-all $tr
set topo [new Topography]
$topo load_flatgrid 1000 300
create-god 4
$ns node-config -adhocRouting DumbAgent -llType LL -macType Mac/SMAC \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace ON -channel [new Channel/WirelessChannel]
foreach i {0 1 2 3} x {50 200 400 900} {
    set n($i) [$ns node]
    $n($i) random-motion 0
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
    set ping($i) [new Agent/Ping]
    $ns attach-agent $n($i) $ping($i)
}
$ns at 30.0 "$ping(1) start-WL-brdcast"
$ns at 41.0 "$ping(2) start-WL-brdcast"
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(1) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 100
$cbr set interval_ 2.0
$cbr attach-agent $udp
$ns at 35.0 "$cbr start"
$ns at 55.0 "$cbr stop"
foreach i {0 1 2 3} { $ns at 60.0 "$n($i) reset" }
$ns at 60.0 "finish"
proc finish {} {
    global ns tr
    $ns flush-trace
    close $tr
    puts "done"
    exit 0
}
$ns run
