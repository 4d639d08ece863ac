# use-taggedtrace: link traces in the tagged format (-s -d -p ... fields, an `h` line
# after each departure), with drops at a short queue, TCP and CBR, and a nam trace.
set ns [new Simulator]
$ns use-taggedtrace
set tf [open out.tr w]
$ns trace-all $tf
set nf [open out.nam w]
$ns namtrace-all $nf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 1Mb 10ms DropTail
$ns queue-limit $n1 $n2 5
set tcp [new Agent/TCP]
$tcp set fid_ 1
set sink [new Agent/TCPSink]
$ns attach-agent $n0 $tcp
$ns attach-agent $n2 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set udp [new Agent/UDP]
$udp set fid_ 2
set null [new Agent/Null]
$ns attach-agent $n0 $udp
$ns attach-agent $n2 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 300
$cbr set interval_ 0.003
$cbr attach-agent $udp
$ns at 0.1 "$ftp start"
$ns at 0.2 "$cbr start"
$ns at 0.6 "$cbr stop"
$ns at 1.0 "$ns flush-trace; close $tf; close $nf; exit 0"
$ns run
