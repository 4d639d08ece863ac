# PagePool/WebTraf's servers: each serves one request at a time, the shortest first
# (set-server-mode 2) at 20 packets a second, with at most 2 waiting (a third is
# dropped and its object counts as done); server node 3 takes its requests in arrival
# order (mode 1).  Six sessions of two pages start together so that requests queue.
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 2Mb 20ms DropTail
$ns duplex-link $n(1) $n(2) 10Mb 2ms DropTail
$ns duplex-link $n(1) $n(3) 10Mb 2ms DropTail

PagePool/WebTraf set req_trace_ 1
PagePool/WebTraf set resp_trace_ 1
set pool [new PagePool/WebTraf]
$pool set debug_ 1
$pool set-num-client 1
$pool set-num-server 2
$pool set-client 0 $n(0)
$pool set-server 0 $n(2)
$pool set-server 1 $n(3)
$pool set-server-mode 2
$pool set-server-rate 20
$pool set-server-qlimit 2
$pool set-server-mode [$n(3) id] 1
$pool set-num-session 6
for {set i 0} {$i < 6} {incr i} {
	set interPage [new RandomVariable/Exponential]
	$interPage set avg_ 0.2
	set pageSize [new RandomVariable/Constant]
	$pageSize set val_ 2
	set interObj [new RandomVariable/Exponential]
	$interObj set avg_ 0.01
	set objSize [new RandomVariable/Uniform]
	$objSize set min_ 1
	$objSize set max_ 12
	$pool create-session $i 2 0.5 $interPage $pageSize $interObj $objSize
}
$ns at 20 "finish"
proc finish {} {
	global ns tf
	$ns flush-trace
	close $tf
	exit 0
}
$ns run
