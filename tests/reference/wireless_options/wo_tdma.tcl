# Mac/Tdma with DumbAgent routing and the energy model (nslab's TDMA tests): four nodes in
# a row, each sending in its own slot of the frame after the preamble slot; CBR unicasts
# between neighbours (ARP first), a broadcast, a node beyond the first one's range.  The
# radio is on only in the slots the preamble names the node in, which the energy model
# counts as sleep and wake-up (N lines).  Old trace format with MAC traces.
set ns [new Simulator]
set tr [open wo_tdma.tr w]
$ns trace-all $tr
set topo [new Topography]
$topo load_flatgrid 800 300
create-god 4
$ns node-config -adhocRouting DumbAgent -llType LL -macType Mac/Tdma \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace ON -channel [new Channel/WirelessChannel] \
    -energyModel EnergyModel -initialEnergy 10 -idlePower 0.2 -sleepPower 0.01 \
    -txPower 0.6 -rxPower 0.3 -transitionPower 0.1 -transitionTime 0.001
foreach i {0 1 2 3} x {50 200 350 650} {
    set n($i) [$ns node]
    $n($i) random-motion 0
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
}
foreach src {0 2 3} dst {1 1 2} start {0.1 0.13 0.4} {
    set udp($src) [new Agent/UDP]
    $ns attach-agent $n($src) $udp($src)
    set null($src) [new Agent/Null]
    $ns attach-agent $n($dst) $null($src)
    $ns connect $udp($src) $null($src)
    set cbr($src) [new Application/Traffic/CBR]
    $cbr($src) set packetSize_ 300
    $cbr($src) set interval_ 0.07
    $cbr($src) attach-agent $udp($src)
    $ns at $start "$cbr($src) start"
    $ns at 2.5 "$cbr($src) stop"
}
set bc [new Agent/UDP]
$ns attach-agent $n(1) $bc
$bc set dst_addr_ -1
$bc set dst_port_ 42
foreach i {0 2 3} {
    set bnull($i) [new Agent/Null]
    $n($i) attach $bnull($i) 42
}
set bcbr [new Application/Traffic/CBR]
$bcbr set packetSize_ 100
$bcbr set interval_ 0.45
$bcbr attach-agent $bc
$ns at 0.3 "$bcbr start"
$ns at 2.6 "$bcbr stop"
foreach i {0 1 2 3} { $ns at 3.0 "$n($i) reset" }
$ns at 3.0 "finish"
proc finish {} {
    global ns tr
    $ns flush-trace
    close $tr
    puts "done"
    exit 0
}
$ns run
