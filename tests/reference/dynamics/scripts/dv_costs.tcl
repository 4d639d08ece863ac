# DV over links of different costs: the cheap way round a square is the long one, and
# a Deterministic model on the expensive direct link traces its changes to stdout too.
set ns [new Simulator]
$ns rtproto DV
set f [open out.tr w]
$ns trace-all $f
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
for {set i 0} {$i < 4} {incr i} {
    $ns duplex-link $n($i) $n([expr ($i + 1) % 4]) 2Mb 5ms DropTail
}
$ns duplex-link $n(0) $n(2) 2Mb 5ms DropTail
[$ns link $n(0) $n(2)] cost 3
[$ns link $n(2) $n(0)] cost 3
[$ns link $n(1) $n(2)] cost 2
puts "costs [[$ns link $n(0) $n(2)] cost?] [[$ns link $n(1) $n(2)] cost?] [[$ns link $n(2) $n(1)] cost?]"
$ns rtmodel Deterministic {0.3 1.0 0.5} $n(0) $n(3)
[$ns link $n(0) $n(3)] trace-dynamics $ns stdout
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(2) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 500
$cbr set interval_ 0.02
$cbr attach-agent $udp
$ns at 0.6 "$cbr start"
$ns at 4.0 "close $f; exit 0"
$ns run
