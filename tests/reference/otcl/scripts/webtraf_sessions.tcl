# PagePool/WebTraf: three sessions of pages of objects between two clients and two
# servers across a bottleneck; the library's request and response lines, the model's
# debug lines and every packet on the links.  Responses longer than 4 packets go 4 at a
# time (FLOW_SIZE_OPS_ 2); inter-page times from a page's start for session 2.
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
for {set i 0} {$i < 6} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1.5Mb 40ms DropTail
$ns queue-limit $n(0) $n(1) 8
foreach c {2 3} { $ns duplex-link $n(0) $n($c) 10Mb 5ms DropTail }
foreach s {4 5} { $ns duplex-link $n(1) $n($s) 10Mb 5ms DropTail }

PagePool/WebTraf set req_trace_ 1
PagePool/WebTraf set resp_trace_ 1
PagePool/WebTraf set VERBOSE_ 1
PagePool/WebTraf set FLOW_SIZE_OPS_ 2
PagePool/WebTraf set FLOW_SIZE_TH_ 4
set pool [new PagePool/WebTraf]
$pool set debug_ 1
$pool set-num-client 2
$pool set-num-server 2
$pool set-client 0 $n(2)
$pool set-client 1 $n(3)
$pool set-server 0 $n(4)
$pool set-server 1 $n(5)
$pool set-num-session 3
for {set i 0} {$i < 3} {incr i} {
	set interPage [new RandomVariable/Exponential]
	$interPage set avg_ 0.5
	set pageSize [new RandomVariable/Uniform]
	$pageSize set min_ 1
	$pageSize set max_ 3
	set interObj [new RandomVariable/Exponential]
	$interObj set avg_ 0.05
	set objSize [new RandomVariable/ParetoII]
	$objSize set avg_ 6
	$objSize set shape_ 1.2
	$pool create-session $i 3 [expr 0.1 + 0.3 * $i] $interPage $pageSize $interObj $objSize
}
puts "pool [$pool set debug_] [PagePool/WebTraf set TCPTYPE_] [$pool set fulltcp_]"
$ns at 30 "finish"
proc finish {} {
	global ns tf
	$ns flush-trace
	close $tf
	exit 0
}
$ns run
