# Session routing on a ring of five nodes: when 1-2 goes down every route is computed
# again over the links still up, so 0 -> 3 goes the other way round until it is back.
set ns [new Simulator]
$ns rtproto Session
set f [open out.tr w]
$ns trace-all $f
set nf [open out.nam w]
$ns namtrace-all $nf
for {set i 0} {$i < 5} {incr i} { set n($i) [$ns node] }
for {set i 0} {$i < 5} {incr i} {
    $ns duplex-link $n($i) $n([expr ($i + 1) % 5]) 1Mb 10ms DropTail
}
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
set null [new Agent/Null]
$ns attach-agent $n(2) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 500
$cbr set interval_ 0.005
$cbr attach-agent $udp
set tcp [new Agent/TCP]
$ns attach-agent $n(1) $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n(3) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.2 "$cbr start"
$ns at 0.3 "$ftp start"
$ns rtmodel-at 1.0 down $n(1) $n(2)
$ns rtmodel-at 1.6 up $n(1) $n(2)
$ns at 2.5 "$cbr stop"
$ns at 3.0 "close $f; close $nf; exit 0"
$ns run
