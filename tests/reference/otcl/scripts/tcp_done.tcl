# A course-lab style transfer of a fixed size: FTP's produce and the TCP agent's send
# hand over a number of packets, and a `done` instproc on the agent's class reports when
# everything is acknowledged (ns-2 calls it from its C++ side); a class derived from
# Agent/TCP/Reno keeps its own count.
set ns [new Simulator]
set f [open tcp_done.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 2Mb 10ms DropTail
$ns duplex-link $n1 $n2 500Kb 30ms DropTail
$ns queue-limit $n1 $n2 6

Agent/TCP instproc done {} {
    global ns
    puts [format "%.6f: [$self info class] done, acked up to %d" [$ns now] [$self set ack_]]
}
Class Agent/TCP/Counted -superclass Agent/TCP/Reno
Agent/TCP/Counted instproc init {args} {
    eval $self next $args
    $self set transfers_ 0
}
Agent/TCP/Counted instproc done {} {
    $self instvar transfers_
    incr transfers_
    $self next
    if {$transfers_ < 3} {
        global ns
        $ns at [expr [$ns now] + 0.2] "$self send 20000"
    }
}

set tcp1 [new Agent/TCP]
$ns attach-agent $n0 $tcp1
set sink1 [new Agent/TCPSink]
$ns attach-agent $n2 $sink1
$ns connect $tcp1 $sink1
set ftp [new Application/FTP]
$ftp attach-agent $tcp1

set tcp2 [new Agent/TCP/Counted]
$tcp2 set fid_ 2
$ns attach-agent $n0 $tcp2
set sink2 [new Agent/TCPSink]
$ns attach-agent $n2 $sink2
$ns connect $tcp2 $sink2

$ns at 0.1 "$ftp produce 40"
$ns at 0.5 "$tcp2 send 20000"
$ns at 3.0 "$ftp producemore 10"
$ns at 6.0 "$ns flush-trace; close $f; puts \"transfers \[$tcp2 set transfers_\]\"; exit 0"
$ns run
