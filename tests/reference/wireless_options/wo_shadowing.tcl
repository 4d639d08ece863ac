# Propagation/Shadowing: log-normal shadowing drawn from the model's own RNG, seeded
# from a predefined seed; three nodes at 20, 60 and 120 m from the sender, so some
# frames are heard and some lost, differently at each node.
Phy/WirelessPhy set RXThresh_ 1.47635e-07
set ns [new Simulator]
set prop [new Propagation/Shadowing]
$prop set pathlossExp_ 2.5
$prop set std_db_ 6.0
$prop set dist0_ 1.0
$prop seed predef 3
set tf [open wo_shadowing.tr w]
$ns trace-all $tf
$ns use-newtrace
set nf [open wo_shadowing.nam w]
$ns namtrace-all-wireless $nf 200 200
set topo [new Topography]
$topo load_flatgrid 200 200
create-god 4
$ns node-config -adhocRouting AODV -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propInstance $prop -phyType Phy/WirelessPhy \
    -channelType Channel/WirelessChannel -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace ON
set xs {10 30 70 130}
for {set i 0} {$i < 4} {incr i} {
    set n($i) [$ns node]
    $n($i) set X_ [lindex $xs $i]
    $n($i) set Y_ 50
    $n($i) set Z_ 0
}
foreach dst {1 2 3} {
    set udp($dst) [new Agent/UDP]
    $ns attach-agent $n(0) $udp($dst)
    set null($dst) [new Agent/Null]
    $ns attach-agent $n($dst) $null($dst)
    $ns connect $udp($dst) $null($dst)
    set cbr($dst) [new Application/Traffic/CBR]
    $cbr($dst) set packetSize_ 128
    $cbr($dst) set interval_ 0.25
    $cbr($dst) attach-agent $udp($dst)
    $ns at [expr 1.0 + 0.1 * $dst] "$cbr($dst) start"
}
$ns at 12.0 "close $tf; close $nf; exit 0"
$ns run
