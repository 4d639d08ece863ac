# Link-state routing with equal-cost multipath (Node set multiPath_ 1) on a square with a
# diagonal: two CBR flows over the two equal paths from 0 to 3, while 0-1 goes down and
# up under a Deterministic model; Direct routes made worse than LS ones.
Node set multiPath_ 1
Agent/rtProto/Direct set preference_ 200
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 2Mb 5ms DropTail
$ns duplex-link $n(1) $n(3) 2Mb 5ms DropTail
$ns duplex-link $n(0) $n(2) 2Mb 5ms DropTail
$ns duplex-link $n(2) $n(3) 2Mb 5ms DropTail
$ns duplex-link $n(0) $n(3) 1Mb 20ms DropTail
[$ns link $n(0) $n(3)] cost 2
[$ns link $n(3) $n(0)] cost 2
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(3) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set interval_ 0.01
$cbr attach-agent $udp
$ns at 0.6 "$cbr start"
$ns rtmodel Deterministic {0.9 0.4 0.3} $n(0) $n(1)
[$ns link $n(0) $n(1)] trace-dynamics $ns stdout
$ns rtproto LS
$ns at 2.2 "close $f; exit 0"
$ns run
