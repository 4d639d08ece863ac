# Instprocs that read what ns-lib keeps in the Simulator and its links: the link_ and
# Node_ arrays, a link's fromNode_, toNode_ and queue_ (as ns-2.35's tcl/ex/test-drr.tcl
# does to set up a DRR queue).
set ns [new Simulator]
set f [open simulator_arrays.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DRR
$ns duplex-link $n1 $n2 1Mb 10ms DropTail

Simulator instproc get-link {a b} {
    $self instvar link_
    return $link_([$a id]:[$b id])
}
Simulator instproc count-links {} {
    $self instvar link_
    return [array size link_]
}
Simulator instproc node-by-id {id} {
    $self instvar Node_
    return $Node_($id)
}
set l [$ns get-link $n0 $n1]
puts "links: [$ns count-links]"
puts "from [[$l set fromNode_] id] to [[$l set toNode_] id], queue [[$l set queue_] info class]"
puts "node 2 is n2: [expr {[$ns node-by-id 2] eq $n2}]"
set q [$l queue]
$q quantum 500
$q blimit 20000
puts "same queue: [expr {$q eq [$l set queue_]}]"

# a script's own array on the simulator object
$ns set hops(0:2) 2
$ns set hops(2:0) 2
puts "hops keys: [lsort [$ns array names hops]]"
$ns unset hops
puts "after unset: [catch {$ns set hops(0:2)}]"

set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set sink [new Agent/LossMonitor]
$ns attach-agent $n2 $sink
$ns connect $udp $sink
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set rate_ 1.5Mb
$ns at 0.1 "$cbr start"
$ns at 0.5 "$cbr stop"
$ns at 1.0 "$ns flush-trace; close $f; puts \"received \[$sink set npkts_\]\"; exit 0"
$ns run
