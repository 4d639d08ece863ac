# $ns monitor-queue on a DropTail and a RED bottleneck: the sampled averages
# (queue-sample-timeout), the "q -t" lines (start-tracing), the counters and
# integrators read back, and a monitor reset in the middle of the run.
source [file join [file dirname [info script]] lib common.tcl]
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
set qf [open qm.tr w]
set qs [open qs.tr w]
proc dumbbell {qdisc} {
    global ns
    set R [$ns node]
    set D [$ns node]
    $ns duplex-link $R $D 1.5Mb 10ms $qdisc
    $ns queue-limit $R $D 12
    foreach i {0 1} {
        set S [$ns node]
        $ns duplex-link $S $R 10Mb [expr 2 + 5*$i]ms DropTail
        set tcp [new Agent/TCP/Reno]
        $tcp set fid_ $i
        $tcp set window_ 40
        ftp_to_sink $S $D $tcp [expr 0.1*$i]
    }
    return [list $R $D]
}
set a [dumbbell DropTail]
set b [dumbbell RED]
set m1 [$ns monitor-queue [lindex $a 0] [lindex $a 1] $qf 0.1]
set m2 [$ns monitor-queue [lindex $b 0] [lindex $b 1] $qf 0.25]
set l1 [$ns link [lindex $a 0] [lindex $a 1]]
set l2 [$ns link [lindex $b 0] [lindex $b 1]]
$l1 queue-sample-timeout
$ns at 0.05 "$l2 queue-sample-timeout"
$l1 start-tracing
$m1 trace $qs
$m2 trace $qs
$ns at 0.7 "$m2 set-src-dst 3 4"
proc show {m} {
    global ns
    set bi [$m get-bytes-integrator]
    set pi [$m get-pkts-integrator]
    puts "[$ns now] size_=[$m set size_] pkts_=[$m set pkts_] parrivals_=[$m set parrivals_] barrivals_=[$m set barrivals_] pdepartures_=[$m set pdepartures_] bdepartures_=[$m set bdepartures_] pdrops_=[$m set pdrops_] bdrops_=[$m set bdrops_] first_pkt_=[$m set first_pkt_] last_pkt_=[$m set last_pkt_]"
    puts "  bytes: lastx_=[$bi set lastx_] lasty_=[$bi set lasty_] sum_=[$bi set sum_]; pkts: sum_=[$pi set sum_]"
}
$ns at 0.5 "show $m1; show $m2"
$ns at 0.75 "$m1 reset; show $m1"
$ns at 1.0 "show $m1; show $m2; puts \"sample: [$l2 sample-queue-size]\""
proc finish {} {
    global ns tf qf qs m1 m2
    show $m1
    show $m2
    $ns flush-trace
    close $tf
    close $qf
    close $qs
    summary qm.tr 1000 {^$}
    summary qs.tr 30 {^$}
    summary out.tr 10 {^d }
    exit 0
}
$ns at 1.5 finish
$ns run
