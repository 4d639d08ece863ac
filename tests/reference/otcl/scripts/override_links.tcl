# A script's own versions of ns-2's commands, and what `$self next` reaches from them:
# an object proc on the simulator logs each simplex link and hands it on with next
# (ns-2's duplex-link makes its two links through it); next from an instproc of a
# subclass reaches ns-2's Tcl library (Simulator's node) but never a C++ command (UDP's
# send: nothing is sent).
Class MySim -superclass Simulator
MySim instproc node {} {
    set n [$self next]
    puts "[$self info class] made node [$n id]"
    return $n
}
set ns [new MySim]
set f [open override_links.tr w]
$ns trace-all $f
$ns proc simplex-link {a b bw delay type} {
    puts "simplex-link [$a id] -> [$b id]: $bw $delay $type"
    $self next $a $b $bw $delay $type
}
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns duplex-link $n1 $n2 500Kb 20ms DropTail
$ns simplex-link $n2 $n0 100Kb 5ms DropTail
puts "procs of ns: [$ns info procs]"

Class Agent/Quiet -superclass Agent/UDP
Agent/Quiet instproc send {n args} {
    puts "quiet send $n: next finds no instproc, the C++ send is not reached"
    eval $self next $n $args
}
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n2 $null
$ns connect $udp $null
set q [new Agent/Quiet]
$ns attach-agent $n1 $q
$ns connect $q $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$ns at 0.1 "$cbr start"
$ns at 0.2 "$q send 500"
$ns at 0.4 "$cbr stop"
$ns at 0.6 "$ns flush-trace; close $f; exit 0"
$ns run
