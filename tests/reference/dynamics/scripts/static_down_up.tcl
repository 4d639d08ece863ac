# A link of a chain taken down and brought back up under static routing (no rtproto):
# the queue and the wire of 1->2 are dropped when it goes down, packets for it are lost
# silently while it is down, and each of the two rtmodel-at writes its own v lines.
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
set nf [open out.nam w]
$ns namtrace-all $nf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 5ms DropTail
$ns duplex-link $n1 $n2 1Mb 20ms DropTail
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n2 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 1000
$cbr set interval_ 0.004
$cbr attach-agent $udp
$ns at 0.1 "$cbr start"
$ns rtmodel-at 0.5 down $n1 $n2
$ns rtmodel-at 0.7 up $n1 $n2
set l [$ns link $n1 $n2]
puts "cost [$l cost?] [$l up?]"
proc show {t l} { global ns n1 n2; puts "$t [$l up?] [[$ns link $n2 $n1] up?]" }
foreach t {0.4 0.6 0.8} { $ns at $t "show $t $l" }
$ns at 1.0 "$cbr stop"
$ns at 1.2 "close $f; close $nf; exit 0"
$ns run
