# TFRC's ShortIntervals_ variants and ECN: over a RED bottleneck that marks (setbit_), an
# ECN-capable sender whose sink counts short intervals by losses (ShortIntervals_ 2, with
# printLoss_'s lines), a VoIP-mode sender (small packets, voip_) whose sink uses
# ShortIntervals_ 3, and a sink with ShortIntervals_ 12, smooth_ 0 and 4 samples.
set ns [new Simulator]
set f [open tfrc_short_intervals.tr w]
$ns trace-all $f
foreach i {0 1 2 3 4} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(3) 10Mb 2ms DropTail
$ns duplex-link $n(1) $n(3) 10Mb 3ms DropTail
$ns duplex-link $n(2) $n(3) 10Mb 5ms DropTail
Queue/RED set setbit_ true
Queue/RED set thresh_ 3
Queue/RED set maxthresh_ 9
$ns duplex-link $n(3) $n(4) 900Kb 10ms RED
$ns queue-limit $n(3) $n(4) 20

proc flow {src fid sinkopts srcopts} {
    global ns n
    set tf [new Agent/TFRC]
    set sink [new Agent/TFRCSink]
    foreach {k v} $sinkopts { $sink set $k $v }
    foreach {k v} $srcopts { $tf set $k $v }
    $tf set fid_ $fid
    $ns attach-agent $n($src) $tf
    $ns attach-agent $n(4) $sink
    $ns connect $tf $sink
    $ns at [expr 0.2 * $fid] "$tf start"
    return $tf
}
set tf1 [flow 0 1 {ShortIntervals_ 2 printLoss_ 1} {ecn_ 1}]
set tf2 [flow 1 2 {ShortIntervals_ 3} {voip_ true packetSize_ 200}]
set tf3 [flow 2 3 {ShortIntervals_ 12 smooth_ 0 NumSamples_ 4} {}]
proc dump {} {
    global ns tf1 tf2 tf3
    puts "[$ns now] [$tf1 set ndatapack_] [$tf2 set ndatapack_] [$tf3 set ndatapack_] [$tf1 set true_loss_rate_] [$tf2 set true_loss_rate_] [$tf3 set true_loss_rate_]"
    $ns at [expr [$ns now] + 1.0] dump
}
$ns at 0.0 dump
$ns at 8.0 {$ns flush-trace; close $f; exit 0}
$ns run
