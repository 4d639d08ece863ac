# NixVector routing (`$ns set-nix-routing`) as 64-bit ns-2.35 does it: node 0 is a hub
# with four neighbours (two-bit indices), the others have one or two (one-bit indices).
# A two-bit index reads as its last bit alone, so node 1's packets to node 2 (index 1)
# arrive, while its packets to node 3 (index 2, read as 0) go back to node 1, find the
# vector used up, and ns-2 prints the vector and exits: the trace file keeps only the
# whole 4096-byte buffers written by then.  Node 4's packets to node 5 take one-bit hops.
set ns [new Simulator]
$ns set-nix-routing
set tf [open out.tr w]
$ns trace-all $tf
for {set i 0} {$i < 6} {incr i} { set n($i) [$ns node] }
puts "$n(0) [$n(0) get-module Nix] $n(1) [$n(1) get-module Nix] [TclObject is-class RtModule/Nix]"
foreach j {1 2 3 4} { $ns duplex-link $n(0) $n($j) 2Mb 5ms DropTail }
$ns duplex-link $n(4) $n(5) 2Mb 5ms DropTail
$ns simplex-link $n(2) $n(5) 2Mb 5ms DropTail
proc cbr {from to start} {
	global ns n
	set u [new Agent/UDP]
	$ns attach-agent $n($from) $u
	set s [new Agent/Null]
	$ns attach-agent $n($to) $s
	$ns connect $u $s
	set c [new Application/Traffic/CBR]
	$c set interval_ 0.01
	$c attach-agent $u
	$ns at $start "$c start"
}
cbr 1 2 0.1
cbr 5 0 0.1
cbr 1 3 0.7
$ns at 0.5 {puts "at 0.5"}
$ns at 2.0 "puts done; $ns flush-trace; close $tf; exit 0"
$ns run
