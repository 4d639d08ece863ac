# DV with multipath routing (Node set multiPath_ 1): two equal ways from node 0 to node 3
# (by 1 and by 2) and a third, by 4, made as cheap by link costs; node 0 sends the flow's
# packets over them in turn, and a Deterministic model takes the way by 2 down and up.
set ns [new Simulator]
Node set multiPath_ 1
set f [open out.tr w]
$ns trace-all $f
set nf [open out.nam w]
$ns namtrace-all $nf
for {set i 0} {$i < 5} {incr i} { set n($i) [$ns node] }
foreach {a b} {0 1  1 3  0 2  2 3  0 4  4 3} {
    $ns duplex-link $n($a) $n($b) 2Mb 5ms DropTail
}
$ns duplex-link $n(1) $n(2) 2Mb 5ms DropTail
[$ns link $n(1) $n(2)] cost 3
[$ns link $n(2) $n(1)] cost 3
$ns rtmodel Deterministic {0.5 0.6 0.3} $n(0) $n(2)
$ns rtproto DV
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(3) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 500
$cbr set interval_ 0.01
$cbr attach-agent $udp
$ns at 0.2 "$cbr start"
$ns at 2.0 "close $f; close $nf; exit 0"
$ns run
