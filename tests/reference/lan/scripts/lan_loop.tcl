# A LAN on loops of links, routed with ns-2's costs (1 a link, 0.5 each half of a LAN
# crossing): n0 -> n2 crosses the LAN rather than n0-n4-n2; n1 -> n3 ties between the
# LAN and their own link; n4 -> n1 ties between two ways onto the LAN; n5 -> n0 enters
# the LAN at n3.  One UDP packet each way, in turn.
set ns [new Simulator]
set tf [open lan_loop.tr w]
$ns trace-all $tf
for {set i 0} {$i < 6} {incr i} { set n($i) [$ns node] }
$ns make-lan "$n(0) $n(1) $n(2) $n(3)" 10Mb 1ms LL Queue/DropTail Mac/802_3 Channel
$ns duplex-link $n(0) $n(4) 10Mb 1ms DropTail
$ns duplex-link $n(4) $n(2) 10Mb 1ms DropTail
$ns duplex-link $n(1) $n(3) 10Mb 1ms DropTail
$ns duplex-link $n(3) $n(5) 10Mb 1ms DropTail
set t 0.1
foreach {a b} {0 2  2 0  1 3  3 1  4 1  1 4  5 0  0 5  4 3  5 2} {
    set u [new Agent/UDP]
    $ns attach-agent $n($a) $u
    set s [new Agent/Null]
    $ns attach-agent $n($b) $s
    $ns connect $u $s
    $ns at $t "$u send 100"
    set t [expr $t + 0.1]
}
$ns at 2 "close $tf; exit 0"
$ns run
