# An Exponential route model (up intervals of mean 0.6 s, down of mean 0.3 s, from 0.2 s
# to 20 s) on one link of a square, with DV routing: both draw from ns-2's route RNG.
set ns [new Simulator]
$ns rtproto DV
set f [open out.tr w]
$ns trace-all $f
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
for {set i 0} {$i < 4} {incr i} {
    $ns duplex-link $n($i) $n([expr ($i + 1) % 4]) 2Mb 5ms DropTail
}
$ns rtmodel Exponential {0.2 0.6 0.3 20} $n(0) $n(1)
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(1) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 500
$cbr set interval_ 0.02
$cbr attach-agent $udp
$ns at 0.6 "$cbr start"
$ns at 8.0 "close $f; exit 0"
$ns run
