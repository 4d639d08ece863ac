# Two wired nodes, a base station with three mobile nodes, a second base station
# (nslab.hier): TCP from a mobile node to a wired node and from a wired node to a
# mobile node, which moves away; the base station is reset while packets wait in
# its queue.  Hierarchical addresses show in both traces and in the nam file.
# Argument ON: routing and MAC traces too.
set lower [expr {$argc > 0 ? [lindex $argv 0] : "OFF"}]
set ns [new Simulator]
$ns node-config -addressType hierarchical
AddrParams set domain_num_ 3
AddrParams set cluster_num_ {2 1 1}
AddrParams set nodes_num_ {1 1 4 1}
set tf [open wcw.tr w]
$ns trace-all $tf
set nf [open wcw.nam w]
$ns namtrace-all $nf
set topo [new Topography]
$topo load_flatgrid 500 500
create-god 5
set wired0 [$ns node 0.0.0]
set wired1 [$ns node 0.1.0]
$ns node-config -adhocRouting DSDV -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propInstance [new Propagation/TwoRayGround] -phyType Phy/WirelessPhy \
    -channel [new Channel/WirelessChannel] -topoInstance $topo \
    -wiredRouting ON -agentTrace ON -routerTrace $lower -macTrace $lower
set bs0 [$ns node 1.0.0]
set bs1 [$ns node 2.0.0]
$bs0 set X_ 5.0
$bs0 set Y_ 5.0
$bs1 set X_ 400.0
$bs1 set Y_ 400.0
$ns node-config -wiredRouting OFF
foreach i {1 2 3} {
    set mn($i) [$ns node 1.0.$i]
    $mn($i) base-station [AddrParams addr2id [$bs0 node-addr]]
    $mn($i) set X_ [expr 20.0 * $i]
    $mn($i) set Y_ 10.0
}
$ns duplex-link $wired0 $wired1 5Mb 2ms DropTail
$ns duplex-link $wired1 $bs0 5Mb 2ms DropTail
$ns duplex-link $wired1 $bs1 5Mb 2ms DropTail
set tcp1 [new Agent/TCP]
$tcp1 set class_ 2
set sink1 [new Agent/TCPSink]
$ns attach-agent $mn(1) $tcp1
$ns attach-agent $wired0 $sink1
$ns connect $tcp1 $sink1
set ftp1 [new Application/FTP]
$ftp1 attach-agent $tcp1
$ns at 3.0 "$ftp1 start"
set tcp2 [new Agent/TCP]
set sink2 [new Agent/TCPSink]
$ns attach-agent $wired1 $tcp2
$ns attach-agent $mn(3) $sink2
$ns connect $tcp2 $sink2
set ftp2 [new Application/FTP]
$ftp2 attach-agent $tcp2
$ns at 4.0 "$ftp2 start"
foreach i {1 2 3} {
    $ns initial_node_pos $mn($i) 20
}
$ns at 3.5 "$mn(3) setdest 200 150 20"
$ns at 5.0 "$bs0 reset"
$ns at 5.1 "$ns flush-trace; close $tf; close $nf; exit 0"
puts "addr2id [AddrParams addr2id 1.0.3] hier [Simulator hier-addr?] [$mn(2) node-addr]"
$ns run
