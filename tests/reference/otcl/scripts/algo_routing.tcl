# Algorithmic routing (rtproto Algorithmic) on seven nodes with cycles: every route
# follows the breadth-first tree from node 0 (ranked by its widest node), so a path
# may be longer than the shortest one and links that close a cycle carry nothing.
set ns [new Simulator]
set tf [open algo_routing.tr w]
$ns trace-all $tf
for {set i 0} {$i < 7} {incr i} {
    set n($i) [$ns node]
}
foreach {a b} {0 1  0 2  1 3  2 3  3 4  4 5  2 5  5 6  1 6  0 4} {
    $ns duplex-link $n($a) $n($b) 2Mb 5ms DropTail
}
$ns rtproto Algorithmic
set k 0
foreach {s d} {4 1  5 0  3 2  6 3  1 5  6 4} {
    set udp [new Agent/UDP]
    $ns attach-agent $n($s) $udp
    set null [new Agent/Null]
    $ns attach-agent $n($d) $null
    $ns connect $udp $null
    $udp set fid_ [incr k]
    set cbr [new Application/Traffic/CBR]
    $cbr set packetSize_ 200
    $cbr set interval_ 0.05
    $cbr attach-agent $udp
    $ns at [expr 0.01 * $k] "$cbr start"
}
set tcp [new Agent/TCP]
$ns attach-agent $n(6) $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n(2) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.1 "$ftp start"
proc finish {} {
    global ns tf tcp
    $ns flush-trace
    close $tf
    puts "acked=[$tcp set ack_]"
    exit 0
}
$ns at 0.6 "finish"
$ns run
