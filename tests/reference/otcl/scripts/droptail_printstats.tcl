# Queue/DropTail with summarystats_: `$q printstats` prints the time-average queue (in
# packets, and in bytes with queue_in_bytes_) and the time it covers, here while the
# two directions of a bottleneck fill; a queue without summarystats_ prints zeros.
set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
Queue/DropTail set summarystats_ true
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 1Mb 10ms DropTail
$ns queue-limit $n1 $n2 10
set bytesq [[$ns link $n2 $n1] queue]
$bytesq set queue_in_bytes_ true
set plain [[$ns link $n1 $n0] queue]
$plain set summarystats_ false

foreach {src dst start} [list $n0 $n2 0.1 $n2 $n0 0.15] {
    set udp [new Agent/UDP]
    $ns attach-agent $src $udp
    set null [new Agent/Null]
    $ns attach-agent $dst $null
    $ns connect $udp $null
    set cbr [new Application/Traffic/CBR]
    $cbr attach-agent $udp
    $cbr set packetSize_ 1000
    $cbr set rate_ 2Mb
    $ns at $start "$cbr start"
}
set q [[$ns link $n1 $n2] queue]
foreach t {0.5 1.25 2.0} {
    $ns at $t "$q printstats; $bytesq printstats; $plain printstats"
}
$ns at 2.1 "exit 0"
$ns run
