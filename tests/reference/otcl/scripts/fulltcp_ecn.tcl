# ECN in Full TCP: Tahoe, Reno (FullTcp) and NewReno connections with ecn_ on both ends
# through a RED bottleneck that marks with setbit_, and a periodic error model that loses
# packets soon after marks, so that dupacks come right after ECN cuts; a Reno connection
# without ECN runs beside them.
set ns [new Simulator]
set f [open fulltcp_ecn.tr w]
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
$em set offset_ 40
$em set period_ 67
$ns lossmodel $em $r1 $r2

set i 0
foreach cls {FullTcp/Tahoe FullTcp FullTcp/Newreno FullTcp} ecn {1 1 1 0} src [list $s1 $s2 $s1 $s2] start {0.0 0.2 0.4 0.6} {
    set pair [$ns create-connection-list TCP/$cls $src TCP/$cls $r2 [incr i]]
    set tcp($i) [lindex $pair 0]
    set sink [lindex $pair 1]
    $sink listen
    $sink set ecn_ $ecn
    $tcp($i) set ecn_ $ecn
    $tcp($i) set window_ 30
    set ftp [$tcp($i) attach-app FTP]
    $ns at $start "$ftp start"
}
proc report {} {
    global tcp
    foreach i {1 2 3 4} {
        puts "$i: cwnd [$tcp($i) set cwnd_] ssthresh [$tcp($i) set ssthresh_] ack [$tcp($i) set ack_] ecn responses [$tcp($i) set necnresponses_] cuts [$tcp($i) set ncwndcuts_] rexmit [$tcp($i) set nrexmitpack_] timeouts [$tcp($i) set nrexmit_]"
    }
}
$ns at 4.0 "report; $ns flush-trace; close $f; exit 0"
$ns run
