# DSR among 15 nodes placed and moved at random (coordinates written out), two TCP flows and
# three CBR streams for 50 s, old trace format: route errors and salvaging, unknown-flow
# errors (SFErr, SFEr), send-buffer timeouts (Ssb, RTR TOUT), no-route drops (NRTE), full
# CMUPriQueue bands (IFQ IFQ) and the resets at the end (IFQ END, RTR END).
set ns_ [new Simulator]
set tracefd [open wo_dsr_flows.tr w]
$ns_ trace-all $tracefd
set topo [new Topography]
$topo load_flatgrid 800 800
create-god 15
$ns_ node-config -adhocRouting DSR -llType LL -macType Mac/802_11 -ifqType CMUPriQueue -ifqLen 50 -antType Antenna/OmniAntenna -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -channelType Channel/WirelessChannel -topoInstance $topo -agentTrace ON -routerTrace ON -macTrace OFF
for {set i 0} {$i < 15} {incr i} {
    set node_($i) [$ns_ node]
    $node_($i) random-motion 0
}
$node_(0) set X_ 108.22
$node_(0) set Y_ 677.25
$node_(0) set Z_ 0
$node_(1) set X_ 610.49
$node_(1) set Y_ 204.55
$node_(1) set Z_ 0
$node_(2) set X_ 396.36
$node_(2) set Y_ 359.69
$node_(2) set Z_ 0
$node_(3) set X_ 520.97
$node_(3) set Y_ 630.40
$node_(3) set Z_ 0
$node_(4) set X_ 75.90
$node_(4) set Y_ 23.62
$node_(4) set Z_ 0
$node_(5) set X_ 667.94
$node_(5) set Y_ 346.35
$node_(5) set Z_ 0
$node_(6) set X_ 609.30
$node_(6) set Y_ 2.68
$node_(6) set Z_ 0
$node_(7) set X_ 356.42
$node_(7) set Y_ 576.79
$node_(7) set Z_ 0
$node_(8) set X_ 183.55
$node_(8) set Y_ 755.33
$node_(8) set Z_ 0
$node_(9) set X_ 720.34
$node_(9) set Y_ 25.41
$node_(9) set Z_ 0
$node_(10) set X_ 21.31
$node_(10) set Y_ 433.05
$node_(10) set Z_ 0
$node_(11) set X_ 750.44
$node_(11) set Y_ 305.20
$node_(11) set Z_ 0
$node_(12) set X_ 173.85
$node_(12) set Y_ 337.85
$node_(12) set Z_ 0
$node_(13) set X_ 24.17
$node_(13) set Y_ 177.91
$node_(13) set Z_ 0
$node_(14) set X_ 350.43
$node_(14) set Y_ 396.66
$node_(14) set Z_ 0
$ns_ at 31.767 "$node_(3) setdest 541.13 608.24 14.33"
$ns_ at 2.913 "$node_(14) setdest 669.39 445.05 9.99"
$ns_ at 57.012 "$node_(2) setdest 578.46 237.52 11.40"
$ns_ at 65.212 "$node_(14) setdest 568.53 748.28 6.91"
$ns_ at 82.006 "$node_(13) setdest 152.50 227.76 14.63"
$ns_ at 76.312 "$node_(7) setdest 404.22 471.02 1.48"
$ns_ at 67.192 "$node_(3) setdest 323.62 531.47 6.14"
$ns_ at 63.571 "$node_(14) setdest 539.24 300.01 7.15"
$ns_ at 10.606 "$node_(8) setdest 131.63 671.28 6.19"
$ns_ at 3.632 "$node_(11) setdest 35.70 562.30 14.76"
$ns_ at 52.458 "$node_(9) setdest 517.43 135.54 4.18"
$ns_ at 69.577 "$node_(0) setdest 431.61 687.51 4.25"
$ns_ at 31.601 "$node_(8) setdest 677.27 282.91 13.74"
$ns_ at 49.772 "$node_(10) setdest 764.78 5.56 11.97"
$ns_ at 85.964 "$node_(13) setdest 749.89 409.97 2.81"
$ns_ at 50.961 "$node_(12) setdest 341.02 45.79 13.18"
$ns_ at 50.342 "$node_(9) setdest 751.93 330.89 12.39"
$ns_ at 31.801 "$node_(6) setdest 430.71 498.54 9.57"
$ns_ at 54.387 "$node_(7) setdest 643.05 508.03 8.71"
$ns_ at 77.630 "$node_(2) setdest 638.15 637.08 12.43"
$ns_ at 3.889 "$node_(4) setdest 753.97 57.22 13.15"
$ns_ at 2.296 "$node_(7) setdest 603.96 200.15 2.53"
$ns_ at 17.430 "$node_(9) setdest 232.65 134.64 4.57"
$ns_ at 59.442 "$node_(2) setdest 518.27 236.01 10.84"
$ns_ at 43.166 "$node_(7) setdest 19.86 309.47 6.89"
$ns_ at 23.999 "$node_(3) setdest 203.26 583.66 14.67"
$ns_ at 39.417 "$node_(9) setdest 779.49 180.85 6.56"
$ns_ at 64.976 "$node_(0) setdest 128.86 563.28 10.49"
$ns_ at 75.070 "$node_(8) setdest 780.63 504.36 10.73"
$ns_ at 20.864 "$node_(7) setdest 518.51 316.13 9.06"
$ns_ at 59.724 "$node_(5) setdest 341.19 589.49 2.76"
$ns_ at 78.923 "$node_(3) setdest 245.50 686.09 5.35"
$ns_ at 67.202 "$node_(4) setdest 333.11 202.38 1.12"
$ns_ at 76.697 "$node_(14) setdest 472.29 174.64 13.61"
$ns_ at 16.265 "$node_(7) setdest 693.49 778.07 10.86"
$ns_ at 4.331 "$node_(8) setdest 160.93 80.02 9.03"
$ns_ at 39.533 "$node_(14) setdest 155.91 84.33 10.32"
$ns_ at 45.866 "$node_(4) setdest 14.73 489.48 6.63"
$ns_ at 2.610 "$node_(4) setdest 161.28 262.54 14.82"
$ns_ at 13.028 "$node_(12) setdest 343.53 213.70 2.35"
set udp0 [new Agent/UDP]
set null0 [new Agent/Null]
$ns_ attach-agent $node_(6) $udp0
$ns_ attach-agent $node_(8) $null0
$ns_ connect $udp0 $null0
set cbr0 [new Application/Traffic/CBR]
$cbr0 set packetSize_ 512
$cbr0 set interval_ 0.25
$cbr0 attach-agent $udp0
$ns_ at 18.374 "$cbr0 start" 
set tcp1 [new Agent/TCP]
set sink1 [new Agent/TCPSink]
$ns_ attach-agent $node_(13) $tcp1
$ns_ attach-agent $node_(10) $sink1
$ns_ connect $tcp1 $sink1
set ftp1 [new Application/FTP]
$ftp1 attach-agent $tcp1
$ns_ at 11.152 "$ftp1 start" 
set udp2 [new Agent/UDP]
set null2 [new Agent/Null]
$ns_ attach-agent $node_(12) $udp2
$ns_ attach-agent $node_(8) $null2
$ns_ connect $udp2 $null2
set cbr2 [new Application/Traffic/CBR]
$cbr2 set packetSize_ 512
$cbr2 set interval_ 0.1
$cbr2 attach-agent $udp2
$ns_ at 2.241 "$cbr2 start" 
set tcp3 [new Agent/TCP]
set sink3 [new Agent/TCPSink]
$ns_ attach-agent $node_(0) $tcp3
$ns_ attach-agent $node_(1) $sink3
$ns_ connect $tcp3 $sink3
set ftp3 [new Application/FTP]
$ftp3 attach-agent $tcp3
$ns_ at 3.527 "$ftp3 start" 
set udp4 [new Agent/UDP]
set null4 [new Agent/Null]
$ns_ attach-agent $node_(2) $udp4
$ns_ attach-agent $node_(8) $null4
$ns_ connect $udp4 $null4
set cbr4 [new Application/Traffic/CBR]
$cbr4 set packetSize_ 512
$cbr4 set interval_ 0.1
$cbr4 attach-agent $udp4
$ns_ at 6.092 "$cbr4 start" 
for {set i 0} {$i < 15} {incr i} { $ns_ at 50.0 "$node_($i) reset" }
$ns_ at 50.0 "puts done; $ns_ halt"
$ns_ run
