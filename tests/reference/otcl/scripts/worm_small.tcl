# The worm model of ns-2's tcl/ex/worm.tcl on a small network: seven vulnerable hosts
# (Application/Worm/Dnh) behind node 0, the rest of the Internet as an SIR model
# (Application/Worm/An) on node 7, routed by hand with the nodes' entry classifiers and
# the analytical node's port demux as default targets, a fast scan so that probes of the
# whole address space reach the small ranges.
set ns [new Simulator]
set num_node 8
set an_id [expr $num_node - 1]
for {set i 0} {$i < $num_node} {incr i} { set n($i) [$ns node] }
for {set i 1} {$i < $an_id} {incr i} {
	$ns duplex-link $n(0) $n($i) 25Mb 10ms DropTail
	[$n($i) entry] defaulttarget [[$ns link $n($i) $n(0)] head]
}
$ns duplex-link $n(0) $n($an_id) 100Mb 20ms DropTail
[$n(0) entry] defaulttarget [[$ns link $n(0) $n($an_id)] head]
puts "entry [$n(1) entry] of $n(1)"
Application/Worm set ScanRate 20000
Application/Worm set ScanPacketSize 100
Agent/MessagePassing set packetSize_ 100
set port [Application/Worm set ScanPort]
for {set i 0} {$i < $an_id} {incr i} {
	set a($i) [new Agent/MessagePassing]
	$n($i) attach $a($i) $port
	set w($i) [new Application/Worm/Dnh]
	$w($i) attach-agent $a($i)
	$w($i) addr-range 0 [expr $num_node - 2]
}
set a($an_id) [new Agent/MessagePassing]
$n($an_id) attach $a($an_id) $port
set w($an_id) [new Application/Worm/An]
$w($an_id) attach-agent $a($an_id)
$w($an_id) addr-range $an_id 600000
$w($an_id) dn-range 0 [expr $num_node - 2]
$w($an_id) v_percent 0.5
$w($an_id) beta 5
set p [$n($an_id) set dmux_]
$p defaulttarget $a($an_id)
[$n($an_id) entry] defaulttarget $p
puts "dmux $p"
$ns at 1.0 "$w($an_id) start"
$ns at 11.0 "exit 0"
$ns run
