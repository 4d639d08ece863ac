# 802.11 infrastructure mode (nslab's kernel/radio/mac80211_infra.pxi), new trace format
# with end-of-transmission lines: two access points 300 m apart, a passive and an active
# station near each (RTS/CTS for every unicast: RTSThreshold_ 0), a TCP flow inside one
# BSS, a CBR flow from one BSS to the other, and a station (without RTS/CTS) that runs from
# its AP to the other.
set ns [new Simulator]
$ns use-newtrace
set tr [open wo_infra.tr w]
$ns trace-all $tr
set topo [new Topography]
$topo load_flatgrid 600 200
create-god 6
Mac/802_11 set BeaconInterval_ 0.15
$ns node-config -adhocRouting DumbAgent -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -topoInstance $topo \
    -channel [new Channel/WirelessChannel] -agentTrace ON -routerTrace OFF \
    -macTrace ON -movementTrace ON -eotTrace ON
foreach i {0 1 2 3 4 5} x {150 450 100 130 480 520} {
    set n($i) [$ns node]
    $n($i) random-motion 0
    $n($i) set X_ $x
    $n($i) set Y_ 100.0
    $n($i) set Z_ 0.0
    set mac($i) [$n($i) getMac 0]
}
$mac(0) ap [$mac(0) id]
$mac(1) ap [$mac(1) id]
$mac(2) ScanType PASSIVE
$mac(3) ScanType ACTIVE
$mac(3) set RTSThreshold_ 3000
$mac(4) ScanType ACTIVE
$ns at 0.3 "$mac(5) ScanType PASSIVE"
set tcp [new Agent/TCP]
set sink [new Agent/TCPSink]
$ns attach-agent $n(2) $tcp
$ns attach-agent $n(3) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.8 "$ftp start"
$ns at 2.8 "$ftp stop"
set udp [new Agent/UDP]
$ns attach-agent $n(4) $udp
set null [new Agent/Null]
$ns attach-agent $n(2) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 300
$cbr set interval_ 0.1
$cbr attach-agent $udp
$ns at 1.0 "$cbr start"
$ns at 2.8 "$cbr stop"
$ns at 1.2 "$n(3) setdest 590.0 100.0 300.0"
foreach i {0 1 2 3 4 5} { $ns at 3.0 "$n($i) reset" }
$ns at 3.0 "finish"
proc finish {} {
    global ns tr
    $ns flush-trace
    close $tr
    puts "done"
    exit 0
}
$ns run
