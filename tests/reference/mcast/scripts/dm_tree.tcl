# Dense Mode on a small tree: one CBR source, receivers joining and leaving at three
# leaves; prunes flow back from the leaves without receivers, grafts when they join,
# links come back when their prune timers expire.
set ns [new Simulator -multicast on]
set tf [open dm_tree.tr w]
$ns trace-all $tf
set nf [open dm_tree.nam w]
$ns namtrace-all $nf
for {set i 0} {$i < 6} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 2Mb 5ms DropTail
$ns duplex-link $n(1) $n(2) 2Mb 5ms DropTail
$ns duplex-link $n(1) $n(3) 1Mb 8ms DropTail
$ns duplex-link $n(3) $n(4) 1Mb 8ms DropTail
$ns duplex-link $n(3) $n(5) 1Mb 8ms DropTail
DM set PruneTimeout 0.3
$ns mrtproto DM {}
set g [Node allocaddr]
puts "group $g"
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
$udp set dst_addr_ $g
$udp set dst_port_ 0
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 300
$cbr set interval_ 0.02
$cbr attach-agent $udp
foreach i {2 4 5} {
    set r($i) [new Agent/LossMonitor]
    $ns attach-agent $n($i) $r($i)
}
$ns at 0.1 "$cbr start"
$ns at 0.4 "$n(4) join-group $r(4) $g"
$ns at 0.7 "$n(2) join-group $r(2) $g"
$ns at 0.9 "$n(4) leave-group $r(4) $g"
$ns at 1.1 "$n(5) join-group $r(5) $g"
$ns at 1.6 "$cbr stop"
proc finish {} {
    global ns tf nf r
    $ns flush-trace
    close $tf
    close $nf
    foreach i {2 4 5} { puts "node $i got [$r($i) set npkts_] lost [$r($i) set nlost_]" }
    exit 0
}
$ns at 1.8 "finish"
$ns run
