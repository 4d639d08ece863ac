# Error models on the wireless interface (node-config -IncomingErrProc and
# -OutgoingErrProc): one model per node and direction, each drawing from the default
# RNG; a 5% packet error rate on both sides of a TCP transfer over AODV.
set ns [new Simulator]
set tf [open wo_errproc.tr w]
$ns trace-all $tf
set nf [open wo_errproc.nam w]
$ns namtrace-all-wireless $nf 300 300
set topo [new Topography]
$topo load_flatgrid 300 300
create-god 3
proc lossy {} {
    set err [new ErrorModel]
    $err unit pkt
    $err set rate_ 0.05
    return $err
}
$ns node-config -adhocRouting AODV -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy \
    -channelType Channel/WirelessChannel -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace ON \
    -IncomingErrProc lossy -OutgoingErrProc lossy
for {set i 0} {$i < 3} {incr i} {
    set n($i) [$ns node]
    $n($i) set X_ [expr 10 + 120 * $i]
    $n($i) set Y_ 100
    $n($i) set Z_ 0
}
set tcp [new Agent/TCP]
$ns attach-agent $n(0) $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n(2) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 1.0 "$ftp start"
$ns at 10.0 "close $tf; close $nf; exit 0"
$ns run
