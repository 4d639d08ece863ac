# compat-source: written for nslab's compatibility suite (remove-all-packet-headers, and
# headers the agents write left out)
# compat-licence: nslab's own
#
# Without Flags and RTP ns-2 writes those fields over the common header: all packets
# trace as tcp, the CBR packets with their sequence numbers as sizes; nslab does the same
# (kernel/core/header_alias.pxi).
remove-all-packet-headers
add-packet-header IP TCP
set ns [new Simulator]
set tf [open headers.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns queue-limit $n0 $n1 5
set tcp [new Agent/TCP/Newreno]
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n1 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$ns at 0.1 "$ftp start; $cbr start"
$ns at 1.0 {$ns flush-trace; close $tf; exit 0}
$ns run
