# DumbAgent routing over Mac/802_11 (nslab's wireless MAC tests), in the new trace format:
# four nodes in a row, the last beyond decoding range of the middle ones and moving;
# a TCP flow, a CBR flow and a broadcast CBR flow that DumbAgent hands to the port
# demux of every node that hears it.  MAC traces, and a nam trace.
Mac/802_11 set RTSThreshold_ 3000
set ns [new Simulator]
$ns use-newtrace
set tr [open wo_dumb_agent.tr w]
$ns trace-all $tr
set nf [open wo_dumb_agent.nam w]
$ns namtrace-all-wireless $nf 700 300
set topo [new Topography]
$topo load_flatgrid 700 300
create-god 4
set chan [new Channel/WirelessChannel]
$ns node-config -adhocRouting DumbAgent -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace ON -movementTrace ON -channel $chan
foreach i {0 1 2 3} x {50 200 350 560} {
    set n($i) [$ns node]
    $n($i) random-motion 0
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
    $ns initial_node_pos $n($i) 20
}
$ns at 0.0 "$n(3) setdest 600.0 100.0 20.0"
set tcp [new Agent/TCP]
set sink [new Agent/TCPSink]
$ns attach-agent $n(0) $tcp
$ns attach-agent $n(1) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.2 "$ftp start"
$ns at 2.0 "$ftp stop"
set udp [new Agent/UDP]
$ns attach-agent $n(2) $udp
set null [new Agent/Null]
$ns attach-agent $n(1) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 512
$cbr set interval_ 0.05
$cbr attach-agent $udp
$ns at 0.5 "$cbr start"
$ns at 2.5 "$cbr stop"
set bc [new Agent/UDP]
$ns attach-agent $n(1) $bc
$bc set dst_addr_ -1
$bc set dst_port_ 42
foreach i {0 2 3} {
    set bnull($i) [new Agent/Null]
    $n($i) attach $bnull($i) 42
}
set bcbr [new Application/Traffic/CBR]
$bcbr set packetSize_ 200
$bcbr set interval_ 0.3
$bcbr attach-agent $bc
$ns at 1.0 "$bcbr start"
$ns at 2.8 "$bcbr stop"
foreach i {0 1 2 3} { $ns at 3.0 "$n($i) reset" }
$ns at 3.0 "finish"
proc finish {} {
    global ns tr nf
    $ns flush-trace
    close $tr
    close $nf
    puts "done"
    exit 0
}
$ns run
