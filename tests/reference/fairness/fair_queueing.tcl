# FAIR_QUEUEING (nslab.widgets.fairness_scenarios) on one congested link as an ns-2
# script, with the stock parts only: `flows` sources behind 100 Mbit/s access links, the
# first UDP (CBR, random_ 1) at UDP_MBPS, the others Reno TCPs; the R0->R1 queue is QDISC
# with the seed's parameters.  Objects are made in the builder's order.
# usage: ns fair_queueing.tcl TRACEFILE QDISC FLOWS UDP_MBPS SEED ENDTIME
set tracefile [lindex $argv 0]
set qdisc [lindex $argv 1]
set flows [lindex $argv 2]
set udp_mbps [lindex $argv 3]
set seed [lindex $argv 4]
set endtime [lindex $argv 5]

set ns [new Simulator]
set tf [open $tracefile w]
$ns trace-all $tf
switch $qdisc {
    RED { Queue/RED set thresh_ 16; Queue/RED set maxthresh_ 32; Queue/RED set mean_pktsize_ 1000 }
    DRR { Queue/DRR set buckets_ 97; Queue/DRR set blimit_ 64000; Queue/DRR set quantum_ 1000 }
    SFQ { Queue/SFQ set maxqueue_ 64; Queue/SFQ set buckets_ 97 }
}
set R0 [$ns node]
set R1 [$ns node]
$ns simplex-link $R0 $R1 10Mb 1ms $qdisc
$ns simplex-link $R1 $R0 10Mb 1ms DropTail
$ns queue-limit $R0 $R1 64
$ns queue-limit $R1 $R0 64
ns-random $seed
set sinks {}
for {set fid 0} {$fid < $flows} {incr fid} {
    set s [$ns node]
    $ns duplex-link $s $R0 100Mb 1ms DropTail
    $ns queue-limit $s $R0 64
    if {$fid == 0} {
        set udp [new Agent/UDP]
        $udp set fid_ 0
        $udp set packetSize_ 1000
        set mon [new Agent/LossMonitor]
        $ns attach-agent $s $udp
        $ns attach-agent $R1 $mon
        $ns connect $udp $mon
        set cbr [new Application/Traffic/CBR]
        $cbr attach-agent $udp
        $cbr set rate_ [expr {$udp_mbps * 1e6}]
        $cbr set packetSize_ 1000
        $cbr set random_ 1
        $ns at 0.0 "$cbr start"
        lappend sinks $mon
    } else {
        set tcp [new Agent/TCP/Reno]
        $tcp set packetSize_ 1000
        $tcp set window_ 20
        $tcp set fid_ $fid
        set sink [new Agent/TCPSink]
        $ns attach-agent $s $tcp
        $ns attach-agent $R1 $sink
        $ns connect $tcp $sink
        set ftp [new Application/FTP]
        $ftp attach-agent $tcp
        $ns at [expr {0.01 * $fid}] "$ftp start"
        lappend sinks $sink
    }
}
source [file join [file dirname [info script]] finish.tcl]
$ns at $endtime "finish"
$ns run
