# Without the Flags header (nslab: kernel/core/header_alias.pxi) against ns-2: the agents
# write its bytes over the common header's type, size and uid.  A Reno transfer through a
# short DropTail queue (drops, so the sender marks congestion actions) to a DelAck sink,
# and a CBR source whose RTP header is kept.
remove-all-packet-headers
add-packet-header IP TCP RTP
set ns [new Simulator]
set tf [open flags.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 5ms DropTail
$ns duplex-link $n1 $n2 1Mb 10ms DropTail
$ns queue-limit $n1 $n2 3
set tcp [new Agent/TCP/Reno]
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink/DelAck]
$ns attach-agent $n2 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n2 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 300
$cbr set interval_ 0.01
$cbr attach-agent $udp
$ns at 0.05 "$ftp start"
$ns at 0.0 "$cbr start"
$ns at 2.0 {$ns flush-trace; close $tf; puts "ndatabytes_ [$tcp set ndatabytes_] acked [$tcp set ack_]"; exit 0}
$ns run
