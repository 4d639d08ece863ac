# The energy model (node-config -energyModel EnergyModel) on Mac/802_11 with DumbAgent
# routing (nslab's energy tests): three nodes, the third beyond decoding range of the first
# (its frames still cost it receive energy); idle, transmit and receive powers; CBR
# unicasts both ways and a broadcast.  Old trace format with MAC traces: every line shows
# the node's energy and its idle/sleep/transmit/receive shares, and each reception logs an
# N line.
set ns [new Simulator]
set tr [open wo_energy.tr w]
$ns trace-all $tr
set topo [new Topography]
$topo load_flatgrid 700 300
create-god 3
$ns node-config -adhocRouting DumbAgent -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace ON -channel [new Channel/WirelessChannel] \
    -energyModel EnergyModel -initialEnergy 50 -idlePower 0.5 -txPower 1.2 -rxPower 0.7
foreach i {0 1 2} x {50 250 450} {
    set n($i) [$ns node]
    $n($i) random-motion 0
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
}
foreach src {0 1} dst {1 0} start {0.5 0.77} {
    set udp($src) [new Agent/UDP]
    $ns attach-agent $n($src) $udp($src)
    set null($src) [new Agent/Null]
    $ns attach-agent $n($dst) $null($src)
    $ns connect $udp($src) $null($src)
    set cbr($src) [new Application/Traffic/CBR]
    $cbr($src) set packetSize_ 500
    $cbr($src) set interval_ 0.25
    $cbr($src) attach-agent $udp($src)
    $ns at $start "$cbr($src) start"
    $ns at 14.0 "$cbr($src) stop"
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
$bcbr set packetSize_ 100
$bcbr set interval_ 1.3
$bcbr attach-agent $bc
$ns at 1.0 "$bcbr start"
$ns at 13.0 "$bcbr stop"
foreach i {0 1 2} { $ns at 15.0 "$n($i) reset" }
$ns at 15.0 "finish"
proc finish {} {
    global ns tr
    $ns flush-trace
    close $tr
    puts "done"
    exit 0
}
$ns run
