# Manual routing (rtproto Manual): each node's Manual module (its handle after the
# node's), routes to a neighbour and default routes, a route given by a link's head,
# a later route replacing an earlier one, and a node and link made while the
# simulation runs, routed by hand as ns-2's many_tcp.tcl does.
set ns [new Simulator]
$ns rtproto Manual
$ns set-address-format expanded
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
set f [open out.tr w]
$ns trace-all $f
puts "$n0 [$n0 get-module Manual] $n1 [$n1 get-module Manual] <[$n0 get-module Foo]>"
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns duplex-link $n0 $n2 1Mb 20ms DropTail
$ns duplex-link $n1 $n2 2Mb 5ms DropTail
# n0 first sends everything through n2, then straight to n1 (the later route wins)
[$n0 get-module Manual] add-route-to-adj-node -default $n2
[$n2 get-module Manual] add-route [$n1 id] [[$ns link $n2 $n1] head]
[$n2 get-module Manual] add-route default [[$ns link $n2 $n1] head]
[$n1 get-module Manual] add-route-to-adj-node -default $n0
set u [new Agent/UDP]
$ns attach-agent $n0 $u
set s [new Agent/Null]
$ns attach-agent $n1 $s
$ns connect $u $s
set c [new Application/Traffic/CBR]
$c attach-agent $u
$c set interval_ 0.01
$ns at 0.1 "$c start"
$ns at 0.2 "[$n0 get-module Manual] add-route-to-adj-node $n1"
proc grow {} {
	global ns n1 u
	set n3 [$ns node]
	$ns duplex-link $n1 $n3 1Mb 5ms DropTail
	[$n1 get-module Manual] add-route-to-adj-node $n3
	[$n3 get-module Manual] add-route-to-adj-node -default $n1
	set s3 [new Agent/Null]
	$ns attach-agent $n3 $s3
	$u set dst_addr_ [$n3 id]
	$u set dst_port_ [$s3 set agent_port_]
	puts "at [$ns now]: node $n3 module [$n3 get-module Manual]"
}
$ns at 0.3 "grow"
$ns at 0.5 "$ns flush-trace; close $f; exit 0"
$ns run
