# Hierarchical routes on a mesh of three domains whose clusters and domains are joined
# in cycles (nslab.hier_routes): ns-2's routes per level are not flat fewest-hop routes
# here; thirteen CBR flows between nodes of every domain show which links they take.
set ns [new Simulator]
$ns set-address-format hierarchical
AddrParams set domain_num_ 3
AddrParams set cluster_num_ {2 2 1}
AddrParams set nodes_num_ {3 2 2 2 2}
set tf [open mesh.tr w]
$ns trace-all $tf
set addrs {0.0.0 0.0.1 0.0.2 0.1.0 0.1.1 1.0.0 1.0.1 1.1.0 1.1.1 2.0.0 2.0.1}
set i 0
foreach a $addrs { set n($i) [$ns node $a]; incr i }
foreach {a b} {0 1 1 2 2 0 0 3 3 4 4 1 2 5 5 6 6 7 7 8 8 3 4 9 9 10 10 6 1 7 8 0} {
    $ns duplex-link $n($a) $n($b) 1Mb 5ms DropTail
}
set k 0
foreach {s d} {0 6 1 10 2 8 3 5 4 0 5 9 6 1 7 2 8 4 9 7 10 3 2 1 0 4} {
    set u($k) [new Agent/UDP]
    $ns attach-agent $n($s) $u($k)
    set z($k) [new Agent/Null]
    $ns attach-agent $n($d) $z($k)
    $ns connect $u($k) $z($k)
    set c($k) [new Application/Traffic/CBR]
    $c($k) attach-agent $u($k)
    $ns at [expr 0.1 + 0.01 * $k] "$c($k) start"
    incr k
}
$ns at 0.3 "close $tf; exit 0"
$ns run
