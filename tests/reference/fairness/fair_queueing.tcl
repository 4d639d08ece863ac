# FAIR_QUEUEING (nslab.widgets.fairness_scenarios) as an ns-2 script, with the stock parts
# only: `flows` sources behind 100 Mbit/s access links send across a chain of LINKS
# congested 10 Mbit/s, 1 ms links R0 -> R1 -> ...; the first FLOWS - TCP_FLOWS flows are
# UDP (CBR, random_ 1) at UDP_SHARE times the first link's fair share (times i + 1 for
# flow i when RAMP is 1), the others Reno TCPs (window 20); on every congested link from
# number CROSS_FROM on, CROSS UDP flows enter and leave after it at CROSS_SHARE times its
# fair share.  Each congested link's forward queue is QDISC with the seed's parameters
# (FQ's per-flow queues take Queue/DropTail's default limit, as in ns-2), the reverse
# DropTail.  Objects are made in the builder's order, and a source node never gets an
# address that is a multiple of 16 (the builder skips those).
# usage: ns fair_queueing.tcl TRACEFILE QDISC FLOWS TCP_FLOWS UDP_SHARE RAMP LINKS CROSS
#           CROSS_SHARE CROSS_FROM SEED ENDTIME
foreach {tracefile qdisc flows tcp_flows udp_share ramp links cross cross_share cross_from
         seed endtime} $argv break

set ns [new Simulator]
set tf [open $tracefile w]
$ns trace-all $tf
switch $qdisc {
    RED { Queue/RED set thresh_ 16; Queue/RED set maxthresh_ 32; Queue/RED set mean_pktsize_ 1000 }
    DRR { Queue/DRR set buckets_ 97; Queue/DRR set blimit_ 64000; Queue/DRR set quantum_ 1000 }
    SFQ { Queue/SFQ set maxqueue_ 64; Queue/SFQ set buckets_ 97 }
    FQ { Queue/DropTail set limit_ 64 }
}
set routers {}
for {set i 0} {$i <= $links} {incr i} { lappend routers [$ns node] }
for {set i 0} {$i < $links} {incr i} {
    set a [lindex $routers $i]
    set b [lindex $routers [expr {$i + 1}]]
    $ns simplex-link $a $b 10Mb 1ms $qdisc
    $ns simplex-link $b $a 10Mb 1ms DropTail
    $ns queue-limit $a $b 64
    $ns queue-limit $b $a 64
}
ns-random $seed

# the fair share (bits/s) of congested link number k (from 0)
proc fair_share {k} {
    global flows cross cross_from
    set n $flows
    if {$k + 1 >= $cross_from} { set n [expr {$n + $cross}] }
    if {$n < 1} { set n 1 }
    return [expr {10e6 / $n}]
}

proc source_node {router} {
    global ns
    set s [$ns node]
    while {[$s id] % 16 == 0} { set s [$ns node] }
    $ns duplex-link $s $router 100Mb 1ms DropTail
    $ns queue-limit $s $router 64
    return $s
}

proc udp_flow {fid src dst rate} {
    global ns sinks
    set udp [new Agent/UDP]
    $udp set fid_ $fid
    $udp set packetSize_ 1000
    set mon [new Agent/LossMonitor]
    $ns attach-agent $src $udp
    $ns attach-agent $dst $mon
    $ns connect $udp $mon
    set cbr [new Application/Traffic/CBR]
    $cbr attach-agent $udp
    $cbr set rate_ $rate
    $cbr set packetSize_ 1000
    $cbr set random_ 1
    $ns at 0.0 "$cbr start"
    lappend sinks $mon
}

proc tcp_flow {fid src dst} {
    global ns sinks
    set tcp [new Agent/TCP/Reno]
    $tcp set packetSize_ 1000
    $tcp set window_ 20
    $tcp set fid_ $fid
    set sink [new Agent/TCPSink]
    $ns attach-agent $src $tcp
    $ns attach-agent $dst $sink
    $ns connect $tcp $sink
    set ftp [new Application/FTP]
    $ftp attach-agent $tcp
    $ns at [expr {0.01 * $fid}] "$ftp start"
    lappend sinks $sink
}

set sinks {}
set first [lindex $routers 0]
set last [lindex $routers end]
set share [fair_share 0]
for {set fid 0} {$fid < $flows} {incr fid} {
    set s [source_node $first]
    if {$fid < $flows - $tcp_flows} {
        set times [expr {$ramp ? $fid + 1 : 1}]
        udp_flow $fid $s $last [expr {$udp_share * $share * $times}]
    } else {
        tcp_flow $fid $s $last
    }
}
set fid $flows
for {set k [expr {max(0, $cross_from - 1)}]} {$k < $links} {incr k} {
    for {set j 0} {$j < $cross} {incr j} {
        set s [source_node [lindex $routers $k]]
        udp_flow $fid $s [lindex $routers [expr {$k + 1}]] [expr {$cross_share * [fair_share $k]}]
        incr fid
    }
}
source [file join [file dirname [info script]] finish.tcl]
$ns at $endtime "finish"
$ns run
