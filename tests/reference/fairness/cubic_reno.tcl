# CUBIC_RENO (nslab.widgets.fairness_scenarios) as an ns-2 script, with the stock parts
# only (two Reno senders): A and B -> R -> C, per-byte uniform loss on both directions of
# R-C drawn from an RNG of its own.  Objects are made in the builder's order.
# usage: ns cubic_reno.tcl TRACEFILE DELAY_A_MS LOSS_RATE SEED ENDTIME
set tracefile [lindex $argv 0]
set delay_a [lindex $argv 1]
set loss [lindex $argv 2]
set seed [lindex $argv 3]
set endtime [lindex $argv 4]

set ns [new Simulator]
set tf [open $tracefile w]
$ns trace-all $tf
set A [$ns node]
set B [$ns node]
set R [$ns node]
set C [$ns node]
$ns duplex-link $A $R 5Mb ${delay_a}ms DropTail
$ns duplex-link $B $R 5Mb 10ms DropTail
$ns duplex-link $R $C 2Mb 200ms DropTail
foreach {x y} [list $A $R $R $A $B $R $R $B $R $C $C $R] {
    $ns queue-limit $x $y 100
}
set rng [new RNG]
$rng seed $seed
foreach {x y} [list $R $C $C $R] {
    set rv [new RandomVariable/Uniform]
    $rv use-rng $rng
    set em [new ErrorModel]
    $em set rate_ $loss
    $em unit byte
    $em ranvar $rv
    $ns lossmodel $em $x $y
}
set sinks {}
set tcps {}
foreach {fid node} [list 0 $A 1 $B] {
    set tcp [new Agent/TCP/Reno]
    $tcp set window_ 10000
    $tcp set packetSize_ 1024
    $tcp set fid_ $fid
    set sink [new Agent/TCPSink]
    $ns attach-agent $node $tcp
    $ns attach-agent $C $sink
    $ns connect $tcp $sink
    lappend sinks $sink
    lappend tcps $tcp
}
foreach tcp $tcps {
    set ftp [new Application/FTP]
    $ftp attach-agent $tcp
    $ns at 0.0 "$ftp start"
}
source [file join [file dirname [info script]] finish.tcl]
$ns at $endtime "finish"
$ns run
