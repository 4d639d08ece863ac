# src_rting: source-routing agents at port 0 of each node, routes per flow id, agents
# aimed at them; the acks and the unrouted UDP flow take the shortest paths.  Flow 2's
# route ends before its destination (normal routing takes it on from there); flow 1's
# second install_connection replaces the first.
set ns [new Simulator]
$ns src_rting 1
set tf [open out.tr w]
$ns trace-all $tf
for {set i 0} {$i < 5} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 2Mb 5ms DropTail
$ns duplex-link $n(1) $n(2) 2Mb 5ms DropTail
$ns duplex-link $n(2) $n(3) 2Mb 5ms DropTail
$ns duplex-link $n(0) $n(4) 2Mb 5ms DropTail
$ns duplex-link $n(4) $n(3) 2Mb 5ms DropTail
set sr0 [$n(0) set src_agent_]
$sr0 install_connection 1 0 3 0 4 3
$sr0 install_connection 1 0 3 0 1 2 3
$sr0 install_connection 2 0 3 0 4
set tcp [new Agent/TCP]
$tcp set fid_ 1
$ns attach-agent $n(0) $tcp
$tcp target $sr0
set sink [new Agent/TCPSink]
$ns attach-agent $n(3) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set udp [new Agent/UDP]
$udp set fid_ 2
$ns attach-agent $n(0) $udp
$udp target $sr0
set null [new Agent/Null]
$ns attach-agent $n(3) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set interval_ 0.05
$cbr attach-agent $udp
set udp2 [new Agent/UDP]
$udp2 set fid_ 3
$ns attach-agent $n(2) $udp2
set null2 [new Agent/Null]
$ns attach-agent $n(0) $null2
$ns connect $udp2 $null2
set cbr2 [new Application/Traffic/CBR]
$cbr2 set interval_ 0.1
$cbr2 attach-agent $udp2
puts "ports: [$tcp port] [$sink port] [$udp port] [$null port]"
$ns at 0.1 "$ftp start"
$ns at 0.1 "$cbr start"
$ns at 0.15 "$cbr2 start"
$ns at 0.8 "$ns flush-trace; close $tf; exit 0"
$ns run
