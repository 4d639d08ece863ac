# TCP SACK with Rate-Halving (Agent/TCP/SackRH): one sender with a TCPSink/Sack1 receiver
# (exact adjustments from the SACK blocks), one with a plain TCPSink (estimation from
# duplicate acks) and one with ECN, through a RED bottleneck that marks with setbit_ and
# a periodic error model that loses single packets and, later, bursts; the window_ of 40
# fills the queue, so some adjustments end in timeouts.
set ns [new Simulator]
set f [open tcp_sackrh.tr w]
$ns trace-all $f
set cw [open tcp_sackrh_cwnd.tr w]
Queue/RED set setbit_ true
Queue/RED set thresh_ 5
Queue/RED set maxthresh_ 15
set s1 [$ns node]
set s2 [$ns node]
set s3 [$ns node]
set r1 [$ns node]
set r2 [$ns node]
$ns duplex-link $s1 $r1 10Mb 2ms DropTail
$ns duplex-link $s2 $r1 10Mb 3ms DropTail
$ns duplex-link $s3 $r1 10Mb 4ms DropTail
$ns duplex-link $r1 $r2 1.5Mb 20ms RED
$ns queue-limit $r1 $r2 20
set em [new ErrorModel/Periodic]
$em unit pkt
$em set offset_ 25
$em set period_ 47
$ns lossmodel $em $r1 $r2
set burst [new ErrorModel/List]
$burst droplist {60 61 62 90 93}
$ns lossmodel $burst $s1 $r1

set exact [$ns create-connection TCP/SackRH $s1 TCPSink/Sack1 $r2 1]
set est [$ns create-connection TCP/SackRH $s2 TCPSink $r2 2]
set ecn [$ns create-connection TCP/SackRH $s3 TCPSink/Sack1/DelAck $r2 3]
$ecn set ecn_ 1
foreach tcp [list $exact $est $ecn] start {0.0 0.3 0.6} {
    $tcp set window_ 40
    $tcp attach $cw
    $tcp trace cwnd_
    $tcp trace ssthresh_
    set ftp [$tcp attach-app FTP]
    $ns at $start "$ftp start"
}
proc report {} {
    global exact est ecn
    foreach name {exact est ecn} {
        set tcp [set $name]
        puts "$name: cwnd [$tcp set cwnd_] ssthresh [$tcp set ssthresh_] ack [$tcp set ack_] t_seqno [$tcp set t_seqno_] rexmit [$tcp set nrexmitpack_] timeouts [$tcp set nrexmit_] backoff [$tcp set backoff_]"
    }
}
$ns at 2.5 "report"
$ns at 6.0 "report; $ns flush-trace; close $f; close $cw; exit 0"
$ns run
