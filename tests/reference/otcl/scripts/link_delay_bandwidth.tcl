# `$ns delay` and `$ns bandwidth` (ns-lib.tcl's helpers): change an existing link's
# delay_ and bandwidth_, simplex or duplex, before and during the run; a missing link
# is skipped.
set ns [new Simulator]
set f [open link_delay_bandwidth.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 1Mb 10ms DropTail
$ns delay $n0 $n1 7ms
$ns delay $n1 $n2 25ms duplex
$ns bandwidth $n0 $n1 2Mb duplex
$ns delay $n0 $n2 1ms
puts "delays: [[[$ns link $n0 $n1] link] set delay_] [[[$ns link $n1 $n0] link] set delay_] [[[$ns link $n2 $n1] link] set delay_]"
puts "bandwidths: [[[$ns link $n0 $n1] link] set bandwidth_] [[[$ns link $n1 $n0] link] set bandwidth_]"
set tcp [$ns create-connection TCP/Reno $n0 TCPSink $n2 1]
set ftp [$tcp attach-app FTP]
$ns at 0.1 "$ftp start"
$ns at 0.5 "$ns delay $n1 $n2 5ms"
$ns at 1.0 "$ns flush-trace; close $f; exit 0"
$ns run
