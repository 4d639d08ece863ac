# wireless_stress.tcl: a harder wireless case than wireless.tcl, for comparing nslab with
# ns-2 line by line: NNODES nodes at random places in 600 x 600 m, half of them moving twice
# (setdest at random times, to random places, 1-20 m/s), three CBR flows of different sizes
# and rates and one Reno FTP transfer, all from a seeded RNG.
# argv: ROUTING (AODV|DSDV) NNODES FINISH NEWTRACE (0|1) MACTRACE (ON|OFF)
#       RTSTHRESH (bytes) DATARATE (e.g. 1Mb) PROP (Propagation/TwoRayGround|FreeSpace) SEED
# Writes stress.tr; prints sink_bytes=<bytes the TCP sink received>.
set rt [lindex $argv 0]; set nn [lindex $argv 1]; set fin [lindex $argv 2]
set newtr [lindex $argv 3]; set mactr [lindex $argv 4]; set rts [lindex $argv 5]
set rate [lindex $argv 6]; set prop [lindex $argv 7]; set seed [lindex $argv 8]
Mac/802_11 set RTSThreshold_ $rts
Mac/802_11 set dataRate_ $rate
set ns [new Simulator]
if {$newtr} { $ns use-newtrace }
set tf [open stress.tr w]
$ns trace-all $tf
set topo [new Topography]
$topo load_flatgrid 600 600
create-god $nn
set chan [new Channel/WirelessChannel]
$ns node-config -adhocRouting $rt -llType LL -macType Mac/802_11 -ifqType Queue/DropTail/PriQueue \
  -ifqLen 20 -antType Antenna/OmniAntenna -propType $prop -phyType Phy/WirelessPhy \
  -channel $chan -topoInstance $topo -agentTrace ON -routerTrace ON -macTrace $mactr -movementTrace OFF
set r [new RNG]
$r seed $seed
for {set i 0} {$i < $nn} {incr i} {
  set n($i) [$ns node]
  $n($i) set X_ [expr 1 + [$r uniform 0 590]]
  $n($i) set Y_ [expr 1 + [$r uniform 0 590]]
  $n($i) set Z_ 0
}
for {set i 0} {$i < $nn} {incr i 2} {
  set t [$r uniform 0 [expr $fin/2.0]]
  $ns at $t "$n($i) setdest [expr 1 + [$r uniform 0 590]] [expr 1 + [$r uniform 0 590]] [$r uniform 1 20]"
  set t2 [$r uniform [expr $fin/2.0] $fin]
  $ns at $t2 "$n($i) setdest [expr 1 + [$r uniform 0 590]] [expr 1 + [$r uniform 0 590]] [$r uniform 1 20]"
}
# flows
for {set f 0} {$f < 3} {incr f} {
  set a [expr ($f * 3) % $nn]; set b [expr ($f * 3 + 5) % $nn]
  set udp($f) [new Agent/UDP]; set null($f) [new Agent/Null]
  $ns attach-agent $n($a) $udp($f); $ns attach-agent $n($b) $null($f)
  $ns connect $udp($f) $null($f)
  set cbr($f) [new Application/Traffic/CBR]
  $cbr($f) set packetSize_ [expr 256 + 128*$f]
  $cbr($f) set rate_ [expr 50 + 40*$f]Kb
  $cbr($f) attach-agent $udp($f)
  $ns at [expr 0.5 + $f] "$cbr($f) start"
  $ns at [expr $fin - 1] "$cbr($f) stop"
}
set tcp [new Agent/TCP/Reno]
set sink [new Agent/TCPSink]
$ns attach-agent $n(1) $tcp
$ns attach-agent $n([expr $nn - 1]) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 2.0 "$ftp start"
$ns at $fin "finish"
proc finish {} { global ns tf sink; puts "sink_bytes=[$sink set bytes_]"; $ns flush-trace; close $tf; exit 0 }
$ns run
