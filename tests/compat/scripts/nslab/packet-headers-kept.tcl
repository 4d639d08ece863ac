# compat-source: written for nslab's compatibility suite (remove-all-packet-headers, then
# the headers the agents write added back)
# compat-licence: nslab's own
#
# Keeping Flags, IP, TCP and RTP, a TCP and a CBR flow trace as with every header.
remove-all-packet-headers
add-packet-header Flags IP TCP RTP
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
