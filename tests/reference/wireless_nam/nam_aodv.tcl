# nam_aodv.tcl: the nam trace of a small AODV scenario (tests/kernel/test_wireless_nam.py).
# Four nodes at fractional places in 500 x 400 m, the old trace format with MAC traces,
# moves (one to where the node already is, one at speed 0), a CBR flow and a TCP transfer,
# node colour, label and mark hints, and nam-end-wireless.  Writes nam_aodv.tr and .nam.
set ns [new Simulator]
set tf [open nam_aodv.tr w]
$ns trace-all $tf
set nf [open nam_aodv.nam w]
$ns namtrace-all-wireless $nf 500 400
set topo [new Topography]
$topo load_flatgrid 500 400
create-god 4
set chan [new Channel/WirelessChannel]
$ns node-config -adhocRouting AODV -llType LL -macType Mac/802_11 \
  -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
  -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -channel $chan \
  -topoInstance $topo -agentTrace ON -routerTrace ON -macTrace ON -movementTrace OFF
for {set i 0} {$i < 4} {incr i} {
  set n($i) [$ns node]
  $n($i) set X_ [expr 10.0 + 140.3 * $i / 3.0]
  $n($i) set Y_ [expr 50 + 71.7 * $i]
  $n($i) set Z_ 0.0
  $ns initial_node_pos $n($i) 25
}
$n(0) color black
$ns at 0.5 "$n(0) color red"
$ns at 0.5 "$n(3) label sink"
$ns at 1.0 "$n(1) add-mark m1 blue hexagon"
$ns at 1.0 "$n(2) setdest 300.25 220.5 12.5"
$ns at 2.0 "$n(0) setdest 10.0 50.0 3.0"
$ns at 3.0 "$n(3) setdest 120.0 380.0 0"
$ns at 4.0 "$n(1) setdest 480.0 10.0 30"
set udp [new Agent/UDP]
set null [new Agent/Null]
$ns attach-agent $n(0) $udp
$ns attach-agent $n(3) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 256
$cbr set rate_ 64Kb
$cbr attach-agent $udp
$ns at 0.3 "$cbr start"
set tcp [new Agent/TCP]
$tcp set window_ 4
set sink [new Agent/TCPSink]
$ns attach-agent $n(1) $tcp
$ns attach-agent $n(2) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 4.3 "$ftp start"
$ns at 4.5 "$n(1) delete-mark m1"
$ns at 5.0 "$ns nam-end-wireless 5.0"
$ns at 5.0 "finish"
proc finish {} {
  global ns tf nf
  $ns flush-trace
  close $tf
  close $nf
  exit 0
}
$ns run
