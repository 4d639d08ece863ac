# A course-lab style ping: Agent/Ping with a Tcl recv instproc printing each
# round-trip time, over a four-node topology with a slow middle link and a
# competing CBR flow that fills its queue.
set ns [new Simulator]
set tf [open ping_lab.tr w]
$ns trace-all $tf

set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
set n3 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns duplex-link $n1 $n2 256Kb 30ms DropTail
$ns duplex-link $n2 $n3 1Mb 10ms DropTail
$ns queue-limit $n1 $n2 5

Agent/Ping instproc recv {from rtt} {
    $self instvar node_
    puts "node [$node_ id] received ping answer from $from with round-trip-time $rtt ms."
}

set p0 [new Agent/Ping]
$ns attach-agent $n0 $p0
set p3 [new Agent/Ping]
$ns attach-agent $n3 $p3
$ns connect $p0 $p3
set p1 [new Agent/Ping]
$p1 set packetSize_ 500
$ns attach-agent $n1 $p1
set p2 [new Agent/Ping]
$ns attach-agent $n2 $p2
$ns connect $p1 $p2

set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n3 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set packetSize_ 500
$cbr set rate_ 300Kb

for {set t 0.1} {$t < 2.0} {set t [expr $t + 0.2]} {
    $ns at $t "$p0 send"
}
$ns at 0.5 "$p3 send"
$ns at 0.55 "$p1 send; $p2 send"
$ns at 0.8 "$cbr start"
$ns at 1.5 "$cbr stop"

proc finish {} {
    global ns tf
    $ns flush-trace
    close $tf
    exit 0
}
$ns at 2.5 "finish"
$ns run
