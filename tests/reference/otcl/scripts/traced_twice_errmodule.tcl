# A link traced by trace-all, then given an error model at its head (`lossmodel`), then
# traced again by trace-queue into a second file: ns-2 splices each of them in right
# after the link head, so the second trace's '+' comes before the model and the first
# one's after it (the second file shows the '+' of the packets the model drops, the
# first does not).  A second link gets its model after both traces (no '+' of a drop
# in either file), a third one before them (the '+' of a drop in both).
set ns [new Simulator]
set all [open traced_twice_all.tr w]
$ns trace-all $all
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
set n3 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 10Mb 5ms DropTail
$ns simplex-link $n2 $n3 10Mb 2ms DropTail
$ns simplex-link $n3 $n2 10Mb 2ms DropTail

proc periodic {offset period} {
    set em [new ErrorModel/Periodic]
    $em unit pkt
    $em set offset_ $offset
    $em set period_ $period
    return $em
}

set q1 [open traced_twice_q1.tr w]
$ns lossmodel [periodic 2 5] $n0 $n1
$ns trace-queue $n0 $n1 $q1

set q2 [open traced_twice_q2.tr w]
$ns trace-queue $n1 $n2 $q2
$ns lossmodel [periodic 3 4] $n1 $n2

set udp [new Agent/UDP]
$udp set fid_ 1
$ns attach-agent $n0 $udp
set sink [new Agent/Null]
$ns attach-agent $n3 $sink
$ns connect $udp $sink
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set packetSize_ 500
$cbr set interval_ 0.01
$cbr set maxpkts_ 20
$ns at 0.1 "$cbr start"
$ns at 1.0 "$ns flush-trace; close $all; close $q1; close $q2; exit 0"
$ns run
