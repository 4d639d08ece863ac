# nam_dsdv.tcl: the nam trace of a small DSDV scenario (tests/kernel/test_wireless_nam.py).
# Three nodes in the new trace format without MAC traces, in a field namtrace-all-wireless
# gives no size for (so the W line takes the largest coordinates), moves, a CBR flow that
# runs into drops, and a label.  Writes nam_dsdv.tr and .nam.
set ns [new Simulator]
$ns use-newtrace
set tf [open nam_dsdv.tr w]
$ns trace-all $tf
set nf [open nam_dsdv.nam w]
$ns namtrace-all-wireless $nf "" ""
set topo [new Topography]
$topo load_flatgrid 700 300
create-god 3
set chan [new Channel/WirelessChannel]
$ns node-config -adhocRouting DSDV -llType LL -macType Mac/802_11 \
  -ifqType Queue/DropTail/PriQueue -ifqLen 10 -antType Antenna/OmniAntenna \
  -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -channel $chan \
  -topoInstance $topo -agentTrace ON -routerTrace ON -macTrace OFF -movementTrace OFF
for {set i 0} {$i < 3} {incr i} {
  set n($i) [$ns node]
  $n($i) set X_ [expr 5.5 + 201.25 * $i]
  $n($i) set Y_ [expr 150 - 33.3 * $i]
  $n($i) set Z_ 0
}
$ns initial_node_pos $n(2) 40
$ns initial_node_pos $n(0) 30
$ns at 0.1 "$n(1) label relay"
$ns at 2.0 "$n(2) setdest 650.0 20.0 25.0"
$ns at 3.5 "$n(0) setdest 250.0 250.0 8.0"
set udp [new Agent/UDP]
set null [new Agent/Null]
$ns attach-agent $n(0) $udp
$ns attach-agent $n(2) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 512
$cbr set rate_ 200Kb
$cbr attach-agent $udp
$ns at 0.2 "$cbr start"
$ns at 9.0 "finish"
proc finish {} {
  global ns tf nf
  $ns flush-trace
  close $tf
  close $nf
  exit 0
}
$ns run
