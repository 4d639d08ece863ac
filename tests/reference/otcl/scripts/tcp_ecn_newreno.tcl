# ECN in NewReno senders: marks from a RED bottleneck with setbit_, and a periodic error
# model that loses packets soon after marks, so that fast retransmits come right after
# ECN cuts; one sender with old_ecn_, one with a DelAck sink, one without ECN.
set ns [new Simulator]
set f [open tcp_ecn_newreno.tr w]
$ns trace-all $f
Queue/RED set setbit_ true
Queue/RED set thresh_ 3
Queue/RED set maxthresh_ 10
set s1 [$ns node]
set s2 [$ns node]
set r1 [$ns node]
set r2 [$ns node]
$ns duplex-link $s1 $r1 10Mb 2ms DropTail
$ns duplex-link $s2 $r1 10Mb 3ms DropTail
$ns duplex-link $r1 $r2 1.5Mb 20ms RED
$ns queue-limit $r1 $r2 25
set em [new ErrorModel/Periodic]
$em unit pkt
$em set offset_ 30
$em set period_ 41
$ns lossmodel $em $r1 $r2

set a [$ns create-connection TCP/Newreno $s1 TCPSink $r2 1]
$a set ecn_ 1
$a set old_ecn_ 1
set b [$ns create-connection TCP/Newreno $s2 TCPSink/DelAck $r2 2]
$b set ecn_ 1
set c [$ns create-connection TCP/Newreno $s2 TCPSink $r2 3]
foreach tcp [list $a $b $c] start {0.0 0.2 0.4} {
    $tcp set window_ 30
    set ftp [$tcp attach-app FTP]
    $ns at $start "$ftp start"
}
proc report {} {
    global a b c
    foreach name {a b c} {
        set tcp [set $name]
        puts "$name: cwnd [$tcp set cwnd_] ssthresh [$tcp set ssthresh_] ack [$tcp set ack_] ecn responses [$tcp set necnresponses_] cuts [$tcp set ncwndcuts_] rexmit [$tcp set nrexmitpack_]"
    }
}
$ns at 4.0 "report; $ns flush-trace; close $f; exit 0"
$ns run
