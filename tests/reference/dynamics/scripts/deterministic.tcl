# Deterministic route models: one on a link with {start up down finish}, one on all the
# links of a node with the defaults (down at 2.5 for 1 s, up for 2 s), Session routing,
# trace-all only.
set ns [new Simulator]
$ns rtproto Session
set f [open out.tr w]
$ns trace-all $f
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 2Mb 10ms DropTail
$ns duplex-link $n(1) $n(2) 2Mb 10ms DropTail
$ns duplex-link $n(0) $n(3) 2Mb 10ms DropTail
$ns duplex-link $n(3) $n(2) 2Mb 10ms DropTail
$ns duplex-link $n(1) $n(3) 2Mb 10ms DropTail
$ns rtmodel Deterministic {0.2 0.5 0.3 2.4} $n(0) $n(1)
$ns rtmodel Deterministic {} $n(3)
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(2) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 400
$cbr set interval_ 0.01
$cbr attach-agent $udp
$ns at 0.1 "$cbr start"
$ns at 6.0 "close $f; exit 0"
$ns run
