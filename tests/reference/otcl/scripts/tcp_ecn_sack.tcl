# ECN in Sack1 senders (TCPSink/Sack1 receivers): marks from a RED bottleneck with
# setbit_, and a periodic error model that loses packets soon after marks, so that fast
# recoveries start right after ECN cuts.  A Sack1 sender without ECN runs beside them.
set ns [new Simulator]
set f [open tcp_ecn_sack.tr w]
$ns trace-all $f
Queue/RED set setbit_ true
Queue/RED set thresh_ 3
Queue/RED set maxthresh_ 10
Queue/RED set linterm_ 4
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
$em set period_ 53
$ns lossmodel $em $r1 $r2

set sack [$ns create-connection TCP/Sack1 $s1 TCPSink/Sack1 $r2 1]
$sack set ecn_ 1
$sack set window_ 30
set sack2 [$ns create-connection TCP/Sack1 $s2 TCPSink/Sack1/DelAck $r2 2]
$sack2 set ecn_ 1
$sack2 set window_ 30
set plain [$ns create-connection TCP/Sack1 $s2 TCPSink/Sack1 $r2 3]
$plain set window_ 30
foreach tcp [list $sack $sack2 $plain] start {0.0 0.2 0.4} {
    set ftp [$tcp attach-app FTP]
    $ns at $start "$ftp start"
}
proc report {} {
    global sack sack2 plain
    foreach name {sack sack2 plain} {
        set tcp [set $name]
        puts "$name: cwnd [$tcp set cwnd_] ssthresh [$tcp set ssthresh_] ack [$tcp set ack_] ecn responses [$tcp set necnresponses_] cuts [$tcp set ncwndcuts_] rexmit [$tcp set nrexmitpack_]"
    }
}
$ns at 4.0 "report; $ns flush-trace; close $f; exit 0"
$ns run
