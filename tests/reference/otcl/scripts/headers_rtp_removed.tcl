# Without the RTP header (nslab: kernel/core/header_alias.pxi) against ns-2: a UDP agent's
# seqno becomes its packets' size and its RTP flags clear the uid's low 16 bits; the type,
# the flags and a Tahoe transfer beside it are unchanged.
remove-packet-header RTP
set ns [new Simulator]
set tf [open rtp.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set interval_ 0.002
$cbr attach-agent $udp
set tcp [new Agent/TCP]
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n1 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.1 "$cbr start; $ftp start"
$ns at 1.0 {$ns flush-trace; close $tf; exit 0}
$ns run
