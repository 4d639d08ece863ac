# Link-state routing on a ring of five nodes and a leaf, one link of cost 3: the LSAs and
# acks at start, the LSAs and topology messages when 0-1 goes down (1.0) and comes back
# (1.8), the retransmissions in between; a TCP flow from 0 to the leaf follows the routes.
set ns [new Simulator]
$ns rtproto LS
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
[$ns link $n(2) $n(3)] cost 3
[$ns link $n(3) $n(2)] cost 3
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
