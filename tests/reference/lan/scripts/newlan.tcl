# `$ns newLan` with its options, and `make-lan -trace off`: two LANs joined by a
# router node (n2 is on both), a UDP flow from the first to the second.
set ns [new Simulator]
set tf [open newlan.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
set n3 [$ns node]
set n4 [$ns node]
set lan1 [$ns newLan "$n0 $n1 $n2" 5Mb 2ms -llType LL -ifqType Queue/DropTail \
              -macType Mac/802_3 -chanType Channel]
set lan2 [$ns make-lan -trace off "$n2 $n3 $n4" 5Mb 2ms LL Queue/DropTail Mac/802_3]
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set sink [new Agent/LossMonitor]
$ns attach-agent $n4 $sink
$ns connect $udp $sink
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 200
$cbr set interval_ 0.005
$cbr attach-agent $udp
set tcp [new Agent/TCP]
$ns attach-agent $n3 $tcp
set tsink [new Agent/TCPSink]
$ns attach-agent $n1 $tsink
$ns connect $tcp $tsink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.2 "$cbr start"
$ns at 0.3 "$ftp start"
$ns at 0.9 "$cbr stop"
$ns at 0.9 "$ftp stop"
proc finish {} {
    global ns tf sink
    $ns flush-trace
    close $tf
    puts "received [$sink set npkts_] lost [$sink set nlost_]"
    exit 0
}
$ns at 1.2 "finish"
$ns run
