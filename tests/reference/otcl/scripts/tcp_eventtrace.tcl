# `$ns eventtrace-all`: the TCP agents made after it write 'E' lines for their congestion
# events (SLOW_START, FAST_RETX, RENO_FAST_RETX, TIMEOUT) to the trace-all file, and in
# nam's format to the nam trace.  An agent made before the command writes none.  Small
# queues make the flows lose packets (fast retransmits, and timeouts for the Tahoe flow
# without fast retransmit).
set ns [new Simulator]
set f [open tcp_eventtrace.tr w]
set nf [open tcp_eventtrace.nam w]
$ns trace-all $f
$ns namtrace-all $nf
set s1 [$ns node]
set s2 [$ns node]
set r [$ns node]
set d [$ns node]
$ns duplex-link $s1 $r 10Mb 2ms DropTail
$ns duplex-link $s2 $r 10Mb 3ms DropTail
$ns duplex-link $r $d 1Mb 20ms DropTail
$ns queue-limit $r $d 6

set before [$ns create-connection TCP $s1 TCPSink $d 0]
$ns eventtrace-all
set tahoe [$ns create-connection TCP $s1 TCPSink $d 1]
set reno [$ns create-connection TCP/Reno $s2 TCPSink $d 2]
set nofr [$ns create-connection TCP $s2 TCPSink $d 3]
$nofr set noFastRetrans_ true
foreach tcp [list $before $tahoe $reno $nofr] start {0.0 0.1 0.2 0.3} {
    $tcp set window_ 20
    set ftp [$tcp attach-app FTP]
    $ns at $start "$ftp start"
}
$ns at 3.0 "$ns flush-trace; close $f; close $nf; exit 0"
$ns run
