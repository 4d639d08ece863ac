# Routes over a random network of 31 nodes with three LANs (members drawn at random, some
# on two LANs, a node made between two LANs) and 33 links: 25 UDP packets between random pairs
# follow ns-2's cost-based routes (a LAN crossing costs as much as one link).
set ns [new Simulator]
set tf [open lan_random.tr w]
$ns trace-all $tf
for {set i 0} {$i < 30} {incr i} { set n($i) [$ns node] }
$ns make-lan "$n(29) $n(0) $n(2) $n(23) $n(12) $n(22)" 10Mb 1ms LL Queue/DropTail Mac/802_3 Channel
set t [$ns node]
$ns make-lan "$n(19) $n(15)" 10Mb 1ms LL Queue/DropTail Mac/802_3 Channel
$ns make-lan "$n(7) $n(23) $n(10) $n(22)" 10Mb 1ms LL Queue/DropTail Mac/802_3 Channel
$ns duplex-link $n(10) $n(27) 10Mb 1ms DropTail
$ns duplex-link $n(0) $n(3) 10Mb 1ms DropTail
$ns duplex-link $n(3) $n(6) 10Mb 1ms DropTail
$ns duplex-link $n(4) $n(16) 10Mb 1ms DropTail
$ns duplex-link $n(3) $n(11) 10Mb 1ms DropTail
$ns duplex-link $n(4) $n(15) 10Mb 1ms DropTail
$ns duplex-link $n(5) $n(10) 10Mb 1ms DropTail
$ns duplex-link $n(15) $n(28) 10Mb 1ms DropTail
$ns duplex-link $n(15) $n(17) 10Mb 1ms DropTail
$ns duplex-link $n(7) $n(9) 10Mb 1ms DropTail
$ns duplex-link $n(19) $n(20) 10Mb 1ms DropTail
$ns duplex-link $n(2) $n(14) 10Mb 1ms DropTail
$ns duplex-link $n(3) $n(23) 10Mb 1ms DropTail
$ns duplex-link $n(4) $n(5) 10Mb 1ms DropTail
$ns duplex-link $n(2) $n(4) 10Mb 1ms DropTail
$ns duplex-link $n(23) $n(24) 10Mb 1ms DropTail
$ns duplex-link $n(3) $n(12) 10Mb 1ms DropTail
$ns duplex-link $n(4) $n(21) 10Mb 1ms DropTail
$ns duplex-link $n(2) $n(25) 10Mb 1ms DropTail
$ns duplex-link $n(9) $n(22) 10Mb 1ms DropTail
$ns duplex-link $n(17) $n(29) 10Mb 1ms DropTail
$ns duplex-link $n(14) $n(27) 10Mb 1ms DropTail
$ns duplex-link $n(21) $n(26) 10Mb 1ms DropTail
$ns duplex-link $n(3) $n(17) 10Mb 1ms DropTail
$ns duplex-link $n(6) $n(29) 10Mb 1ms DropTail
$ns duplex-link $n(17) $n(19) 10Mb 1ms DropTail
$ns duplex-link $n(9) $n(11) 10Mb 1ms DropTail
$ns duplex-link $n(0) $n(1) 10Mb 1ms DropTail
$ns duplex-link $n(8) $n(13) 10Mb 1ms DropTail
$ns duplex-link $n(3) $n(7) 10Mb 1ms DropTail
$ns duplex-link $n(8) $n(16) 10Mb 1ms DropTail
$ns duplex-link $n(1) $n(25) 10Mb 1ms DropTail
$ns duplex-link $n(10) $n(13) 10Mb 1ms DropTail
$ns duplex-link $n(4) $n(8) 10Mb 1ms DropTail
$ns duplex-link $n(1) $n(2) 10Mb 1ms DropTail
$ns duplex-link $n(8) $n(18) 10Mb 1ms DropTail
set u [new Agent/UDP]
$ns attach-agent $n(29) $u
set s [new Agent/Null]
$ns attach-agent $n(26) $s
$ns connect $u $s
$ns at 0.1 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(17) $u
set s [new Agent/Null]
$ns attach-agent $n(21) $s
$ns connect $u $s
$ns at 0.2 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(12) $u
set s [new Agent/Null]
$ns attach-agent $n(26) $s
$ns connect $u $s
$ns at 0.3 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(22) $u
set s [new Agent/Null]
$ns attach-agent $n(16) $s
$ns connect $u $s
$ns at 0.4 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(8) $u
set s [new Agent/Null]
$ns attach-agent $n(16) $s
$ns connect $u $s
$ns at 0.5 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(25) $u
set s [new Agent/Null]
$ns attach-agent $n(7) $s
$ns connect $u $s
$ns at 0.6 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(27) $u
set s [new Agent/Null]
$ns attach-agent $n(6) $s
$ns connect $u $s
$ns at 0.7 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(28) $u
set s [new Agent/Null]
$ns attach-agent $n(21) $s
$ns connect $u $s
$ns at 0.8 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(18) $u
set s [new Agent/Null]
$ns attach-agent $n(26) $s
$ns connect $u $s
$ns at 0.9 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(13) $u
set s [new Agent/Null]
$ns attach-agent $n(18) $s
$ns connect $u $s
$ns at 1.0 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(8) $u
set s [new Agent/Null]
$ns attach-agent $n(14) $s
$ns connect $u $s
$ns at 1.1 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(15) $u
set s [new Agent/Null]
$ns attach-agent $n(21) $s
$ns connect $u $s
$ns at 1.2 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(20) $u
set s [new Agent/Null]
$ns attach-agent $n(22) $s
$ns connect $u $s
$ns at 1.3 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(29) $u
set s [new Agent/Null]
$ns attach-agent $n(25) $s
$ns connect $u $s
$ns at 1.4 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(11) $u
set s [new Agent/Null]
$ns attach-agent $n(2) $s
$ns connect $u $s
$ns at 1.5 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(10) $u
set s [new Agent/Null]
$ns attach-agent $n(19) $s
$ns connect $u $s
$ns at 1.6 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(3) $u
set s [new Agent/Null]
$ns attach-agent $n(15) $s
$ns connect $u $s
$ns at 1.7 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(18) $u
set s [new Agent/Null]
$ns attach-agent $n(20) $s
$ns connect $u $s
$ns at 1.8 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(10) $u
set s [new Agent/Null]
$ns attach-agent $n(27) $s
$ns connect $u $s
$ns at 1.9 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(6) $u
set s [new Agent/Null]
$ns attach-agent $n(7) $s
$ns connect $u $s
$ns at 2.0 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(0) $u
set s [new Agent/Null]
$ns attach-agent $n(23) $s
$ns connect $u $s
$ns at 2.1 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(8) $u
set s [new Agent/Null]
$ns attach-agent $n(3) $s
$ns connect $u $s
$ns at 2.2 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(22) $u
set s [new Agent/Null]
$ns attach-agent $n(7) $s
$ns connect $u $s
$ns at 2.3 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(11) $u
set s [new Agent/Null]
$ns attach-agent $n(25) $s
$ns connect $u $s
$ns at 2.4 "$u send 100"
set u [new Agent/UDP]
$ns attach-agent $n(5) $u
set s [new Agent/Null]
$ns attach-agent $n(10) $s
$ns connect $u $s
$ns at 2.5 "$u send 100"
$ns at 5 "close $tf; exit 0"
$ns run
