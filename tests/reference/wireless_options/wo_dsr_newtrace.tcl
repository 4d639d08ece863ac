# DSR (node-config -adhocRouting DSR, CMUPriQueue) with the new trace format, whose DSR
# packets show their header as -P dsr fields: a CBR stream and a TCP flow over a chain
# of five nodes whose middle node walks away at 6 s and comes back (route errors,
# salvaging, new discoveries, gratuitous replies), then a reset of every node.
set ns [new Simulator]
$ns use-newtrace
set tf [open wo_dsr_newtrace.tr w]
$ns trace-all $tf
set nf [open wo_dsr_newtrace.nam w]
$ns namtrace-all-wireless $nf 800 800
set topo [new Topography]
$topo load_flatgrid 800 800
create-god 5
$ns node-config -adhocRouting DSR -llType LL -macType Mac/802_11 \
    -ifqType CMUPriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy \
    -channelType Channel/WirelessChannel -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace OFF
for {set i 0} {$i < 5} {incr i} {
    set n($i) [$ns node]
    $n($i) random-motion 0
    $n($i) set X_ [expr 50 + 180 * $i]
    $n($i) set Y_ 300
    $n($i) set Z_ 0
}
$n(1) set Y_ 420
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(4) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 256
$cbr set interval_ 0.25
$cbr attach-agent $udp
set tcp [new Agent/TCP]
$ns attach-agent $n(4) $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n(1) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 1.0 "$cbr start"
$ns at 2.0 "$ftp start"
$ns at 6.0 "$n(2) setdest 410 780 40"
$ns at 14.0 "$n(2) setdest 410 300 40"
for {set i 0} {$i < 5} {incr i} {
    $ns at 24.0 "$n($i) reset"
}
$ns at 25.0 "close $tf; close $nf; exit 0"
$ns run
