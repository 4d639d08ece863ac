# A flat node address is read through ns-2.35's node mask (AddrParams NodeMask 1, 30
# bits): a message to address 2^30 + 1 reaches node 1; one to 2^29 + 1 has no route
# and goes to node 0's entry default target, the link to node 2.
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
for {set i 0} {$i < 3} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1Mb 10ms DropTail
$ns duplex-link $n(0) $n(2) 1Mb 10ms DropTail
for {set i 0} {$i < 3} {incr i} {
	set a($i) [new Agent/MessagePassing]
	$n($i) attach $a($i) 5
	$a($i) proc recv {from port size text} "puts \"node $i got \$size bytes from \$from at \[[Simulator instance] now\]\""
}
set p [$n(2) set dmux_]
[$n(2) entry] defaulttarget $p
$p defaulttarget $a(2)
[$n(0) entry] defaulttarget [[$ns link $n(0) $n(2)] head]
puts "[AddrParams NodeMask 1] [AddrParams NodeShift 1]"
$ns at 0.1 "$a(0) sendto 100 {} [expr (1 << 30) + 1] 5"
$ns at 0.2 "$a(0) sendto 100 {} [expr (1 << 29) + 1] 5"
$ns at 0.3 "$a(0) sendto 100 {} 2 7"
$ns at 1.0 "$ns flush-trace; close $tf; exit 0"
$ns run
