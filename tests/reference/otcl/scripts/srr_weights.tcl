# Queue/SRR (nslab: kernel/queues/srr.pxi) against ns-2: four CBR flows share a 200kb
# link in three SRR queues of rates 8:3:1 (flows 3 and 4 share the last one), each
# queue 6 packets long; the packet sizes differ, and flow 2 pauses mid-run, so its
# queue leaves the weight matrix and joins it again.
set ns [new Simulator]
set f [open srr.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 200kb 5ms SRR
$ns queue-limit $n0 $n1 6
set q [[$ns link $n0 $n1] queue]
$q maxqueuenumber 8
$q mtu 300
$q granularity 10000
$q setqueue 1 0
$q setqueue 2 1
$q setqueue 3 2
$q setqueue 4 2
$q setrate 0 80000
$q setrate 1 30000
$q setrate 2 10000
set sink [new Agent/Null]
$ns attach-agent $n1 $sink
foreach {fid size rate} {1 300 120kb 2 200 100kb 3 500 60kb 4 100 20kb} {
    set udp [new Agent/UDP]
    $udp set fid_ $fid
    $ns attach-agent $n0 $udp
    $ns connect $udp $sink
    set cbr($fid) [new Application/Traffic/CBR]
    $cbr($fid) set packetSize_ $size
    $cbr($fid) set rate_ $rate
    $cbr($fid) attach-agent $udp
    $ns at [expr 0.01 * $fid] "$cbr($fid) start"
}
$ns at 1.0 "$cbr(2) stop"
$ns at 1.6 "$cbr(2) start"
$ns at 3.0 {close $f; exit 0}
$ns run
