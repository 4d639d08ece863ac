# ns-2's older mobile-node API (new Node/MobileNode, add-interface, a DSDV agent attached at
# port 255, traces from the script's own cmu-trace) with a GridKeeper: six nodes, each
# heard only within its radius (150 m, 90 m for node 5) though the radio reaches 250 m;
# flows between neighbours, to a node just beyond the radius and over three hops; node 5
# moves (its cell follows it).
set opt(tr) wo_gridkeeper.tr
set ns_ [new Simulator]
set tracefd [open $opt(tr) w]
set topo [new Topography]
$topo load_flatgrid 500 400
set god_ [new God]
$god_ num_nodes 6
set chan [new Channel/WirelessChannel]
set prop [new Propagation/TwoRayGround]
$prop topography $topo
Agent/DSDV set perup_ 5
Agent/DSDV set min_update_periods_ 3

proc cmu-trace { ttype atype node } {
    global tracefd
    set ns [Simulator instance]
    set T [new CMUTrace/$ttype $atype]
    $T target [$ns set nullAgent_]
    $T attach $tracefd
    $T set src_ [$node id]
    $T node $node
    return $T
}

proc make-node { id x y } {
    global ns_ chan prop topo tracefd node_ ragent_
    set node [new Node/MobileNode]
    $node random-motion 0
    $node topography $topo
    set T [new Trace/Generic]
    $T target [$ns_ set nullAgent_]
    $T attach $tracefd
    $T set src_ $id
    $node log-target $T
    $node add-interface $chan $prop LL Mac/802_11 Queue/DropTail/PriQueue 50 \
        Phy/WirelessPhy Antenna/OmniAntenna $topo "" "" ""
    set ragent [new Agent/DSDV]
    $ragent addr [$node node-addr]
    $ragent node $node
    $node addr [$node node-addr]
    $node set ragent_ $ragent
    $node attach $ragent [Node set rtagent_port_]
    $ns_ at 0.0 "$ragent start-dsdv"
    $ragent drop-target [cmu-trace Drop "RTR" $node]
    $node set X_ $x
    $node set Y_ $y
    $node set Z_ 0.0
    set node_($id) $node
}

foreach id {0 1 2 3 4 5} x {50 180 300 420 300 120} y {200 200 200 200 330 60} {
    make-node $id $x $y
}
set gk [new GridKeeper]
$gk dimension 500 400
foreach id {0 1 2 3 4 5} r {150 150 150 150 150 90} {
    $gk addnode $node_($id)
    $node_($id) radius $r
}
proc flow { src dst start size } {
    global ns_ node_
    set udp [new Agent/UDP]
    $ns_ attach-agent $node_($src) $udp
    set null [new Agent/Null]
    $ns_ attach-agent $node_($dst) $null
    $ns_ connect $udp $null
    set cbr [new Application/Traffic/CBR]
    $cbr set packetSize_ $size
    $cbr set interval_ 0.5
    $cbr attach-agent $udp
    $ns_ at $start "$cbr start"
}
flow 0 1 6.0 512
flow 2 4 6.5 256
flow 3 2 7.0 128
flow 1 5 7.5 300
flow 0 3 8.0 200
$ns_ at 9.0 "$node_(5) setdest 160.5 140.0 10.0"
foreach id {0 1 2 3 4 5} { $ns_ at 20.0 "$node_($id) reset" }
$ns_ at 20.0 "finish"
proc finish {} {
    global ns_ tracefd
    close $tracefd
    puts "done"
    exit 0
}
$ns_ run
