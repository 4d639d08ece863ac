# Distance-vector routing on a ring of five nodes and a leaf: the rtProtoDV updates at
# start, the triggered ones when 0-1 goes down (1.0) and comes back (1.8), and the
# periodic ones; a TCP flow from 0 to the leaf follows the routes DV finds.
set ns [new Simulator]
$ns rtproto DV
set f [open out.tr w]
$ns trace-all $f
set nf [open out.nam w]
$ns namtrace-all $nf
for {set i 0} {$i < 5} {incr i} { set n($i) [$ns node] }
for {set i 0} {$i < 5} {incr i} {
    $ns duplex-link $n($i) $n([expr ($i + 1) % 5]) 1Mb 10ms DropTail
}
set leaf [$ns node]
$ns duplex-link $leaf $n(1) 1Mb 10ms DropTail
set tcp [new Agent/TCP/Newreno]
$ns attach-agent $n(0) $tcp
set sink [new Agent/TCPSink/DelAck]
$ns attach-agent $leaf $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.5 "$ftp start"
$ns rtmodel-at 1.0 down $n(0) $n(1)
$ns rtmodel-at 1.8 up $n(0) $n(1)
$ns at 3.0 "$ftp stop"
$ns at 3.5 "close $f; close $nf; exit 0"
$ns run
