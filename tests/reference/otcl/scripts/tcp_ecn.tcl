# ECN in the one-way TCP: Tahoe (with old_ecn_) and Reno senders with ecn_ through a
# RED bottleneck that marks (setbit_), one more Reno sender with ECN to a DelAck sink,
# and a Reno sender without ECN beside them.  The trace shows ECT ('N'), the negotiation (packet 0
# with 'C'), CE marks ('E'), the echoes ('C' on acks) and the CWR marks ('A'); the
# senders' counters and windows are printed at the end.
set ns [new Simulator]
set f [open tcp_ecn.tr w]
$ns trace-all $f
Queue/RED set setbit_ true
Queue/RED set thresh_ 3
Queue/RED set maxthresh_ 8
Queue/RED set linterm_ 5
set s1 [$ns node]
set s2 [$ns node]
set s3 [$ns node]
set s4 [$ns node]
set r1 [$ns node]
set r2 [$ns node]
foreach s [list $s1 $s2 $s3 $s4] {
    $ns duplex-link $s $r1 10Mb 2ms DropTail
}
$ns duplex-link $r1 $r2 1.5Mb 20ms RED
$ns queue-limit $r1 $r2 20

set tahoe [$ns create-connection TCP $s1 TCPSink $r2 1]
$tahoe set ecn_ 1
$tahoe set old_ecn_ 1
$tahoe set window_ 30
set reno [$ns create-connection TCP/Reno $s2 TCPSink $r2 2]
$reno set ecn_ 1
$reno set window_ 30
set delack [$ns create-connection TCP/Reno $s4 TCPSink/DelAck $r2 4]
$delack set ecn_ 1
$delack set window_ 30
set plain [$ns create-connection TCP/Reno $s3 TCPSink $r2 3]
$plain set window_ 30
foreach tcp [list $tahoe $reno $plain $delack] start {0.0 0.3 0.6 0.9} {
    set ftp [$tcp attach-app FTP]
    $ns at $start "$ftp start"
}
proc report {} {
    global tahoe reno plain delack
    foreach name {tahoe reno plain delack} {
        set tcp [set $name]
        puts "$name: cwnd [$tcp set cwnd_] ssthresh [$tcp set ssthresh_] ack [$tcp set ack_] ecn responses [$tcp set necnresponses_] cuts [$tcp set ncwndcuts_] rexmit [$tcp set nrexmitpack_]"
    }
}
$ns at 4.0 "report; $ns flush-trace; close $f; exit 0"
$ns run
