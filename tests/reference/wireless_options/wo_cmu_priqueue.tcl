# CMUPriQueue as the interface queue (node-config -ifqType CMUPriQueue, the queue of
# ns-2's DSR nodes): four bands served in order (routing packets, real time, TCP acks,
# the rest), each holding at most 50 packets whatever -ifqLen says; a full band drops
# the arriving packet (reason IFQ).  DSDV updates, a TCP flow and a CBR stream too
# fast for the radio share node 0's queue; the reset at the end empties it (END).
set ns [new Simulator]
set tf [open wo_cmu_priqueue.tr w]
$ns trace-all $tf
set nf [open wo_cmu_priqueue.nam w]
$ns namtrace-all-wireless $nf 400 400
set topo [new Topography]
$topo load_flatgrid 400 400
create-god 3
$ns node-config -adhocRouting DSDV -llType LL -macType Mac/802_11 \
    -ifqType CMUPriQueue -ifqLen 5 -antType Antenna/OmniAntenna \
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
$cbr set interval_ 0.003
$cbr attach-agent $udp
set tcp [new Agent/TCP]
$ns attach-agent $n(1) $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n(0) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 2.0 "$ftp start"
$ns at 3.0 "$cbr start"
for {set i 0} {$i < 3} {incr i} {
    $ns at 5.0 "$n($i) reset"
}
$ns at 6.0 "close $tf; close $nf; exit 0"
$ns run
