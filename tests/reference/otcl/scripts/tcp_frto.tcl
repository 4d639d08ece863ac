# F-RTO (frto_enabled_, sfrto_enabled_) in Tahoe and Reno senders: the bottleneck's delay
# jumps for a while (spurious timeouts, which F-RTO detects with two new segments and
# undoes as spurious_response_ says), and a periodic error model loses packets (real
# timeouts and fast retransmits, where a dupack ends F-RTO).  A sender without F-RTO
# runs beside them; the counters and windows are printed at the end.
set ns [new Simulator]
set f [open tcp_frto.tr w]
$ns trace-all $f
set s [$ns node]
set r [$ns node]
set d [$ns node]
$ns duplex-link $s $r 10Mb 2ms DropTail
$ns duplex-link $r $d 2Mb 20ms DropTail
$ns queue-limit $r $d 15
set em [new ErrorModel/Periodic]
$em unit pkt
$em set offset_ 40
$em set period_ 97
$ns lossmodel $em $r $d

Agent/TCP set minrto_ 0.2
set tahoe [$ns create-connection TCP $s TCPSink $d 1]
$tahoe set frto_enabled_ true
set reno [$ns create-connection TCP/Reno $s TCPSink/DelAck $d 2]
$reno set sfrto_enabled_ true
$reno set spurious_response_ 2
set reno3 [$ns create-connection TCP/Reno $s TCPSink $d 3]
$reno3 set frto_enabled_ true
$reno3 set spurious_response_ 3
set plain [$ns create-connection TCP $s TCPSink $d 4]
foreach tcp [list $tahoe $reno $reno3 $plain] start {0.0 0.05 0.1 0.15} {
    $tcp set window_ 24
    set ftp [$tcp attach-app FTP]
    $ns at $start "$ftp start"
}
foreach t {1.0 2.5 4.0} {
    $ns at $t "$ns delay $r $d 700ms duplex"
    $ns at [expr {$t + 0.3}] "$ns delay $r $d 20ms duplex"
}
proc report {} {
    global tahoe reno reno3 plain
    foreach name {tahoe reno reno3 plain} {
        set tcp [set $name]
        puts "$name: cwnd [$tcp set cwnd_] ssthresh [$tcp set ssthresh_] ack [$tcp set ack_] timeouts [$tcp set nrexmit_] rexmit [$tcp set nrexmitpack_]"
    }
}
$ns at 6.0 "report; $ns flush-trace; close $f; exit 0"
$ns run
