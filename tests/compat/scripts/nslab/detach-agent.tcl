# compat-source: written for nslab's compatibility suite ($ns detach-agent, as ns-2's
# tcl/ex/simple.tcl uses it)
# compat-licence: nslab's own
#
# A TCP flow and a CBR flow share a bottleneck; at 0.6 s the TCP source and its sink are
# detached: the source's packets and the sink's arrivals go to a null agent, untraced,
# while the CBR flow goes on (its uids show the packets the detached source still made).
set ns [new Simulator]
set tf [open detach.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 2Mb 10ms DropTail
$ns duplex-link $n1 $n2 1Mb 20ms DropTail
$ns queue-limit $n1 $n2 10
set tcp [new Agent/TCP/Reno]
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
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
$cbr attach-agent $udp
$cbr set rate_ 400Kb
$ns at 0.1 "$ftp start; $cbr start"
$ns at 0.6 "$ns detach-agent $n0 $tcp; $ns detach-agent $n2 $sink"
$ns at 2.0 {puts "ack_ [$tcp set ack_] t_seqno_ [$tcp set t_seqno_] cwnd_ [$tcp set cwnd_]"}
$ns at 2.0 {$ns flush-trace; close $tf; exit 0}
$ns run
