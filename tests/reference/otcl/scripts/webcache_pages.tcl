# Http/Client, Http/Cache and Http/Server over Full TCP: one client asks through the
# cache (MISS, ENT, HIT, SND, stale pages), the other asks the server directly; the page
# changes at exponential intervals and its size is drawn each time.  The agents' log
# and every packet on the links.
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
set c1 [$ns node]
set c2 [$ns node]
set e [$ns node]
set s [$ns node]
$ns duplex-link $s $e 1.5Mb 30ms DropTail
$ns duplex-link $e $c1 10Mb 2ms DropTail
$ns duplex-link $e $c2 10Mb 2ms DropTail
$ns rtproto Session
set log [open http.log w]

set pgp [new PagePool/Math]
set size [new RandomVariable/Uniform]
$size set min_ 500
$size set max_ 3000
$pgp ranvar-size $size
set age [new RandomVariable/Exponential]
$age set avg_ 4
$pgp ranvar-age $age

set server [new Http/Server $ns $s]
$server set-page-generator $pgp
$server log $log
set cache [new Http/Cache $ns $e]
$cache log $log
set client1 [new Http/Client $ns $c1]
set client2 [new Http/Client $ns $c2]
foreach c [list $client1 $client2] avg {3 5} {
	set itv [new RandomVariable/Exponential]
	$itv set avg_ $avg
	$c set-interval-generator $itv
	$c set-page-generator $pgp
	$c log $log
}
puts "ids [$server id] [$cache id] [$client1 id] [$client2 id] [Http set TRANSPORT_]"
$ns at 1 "start"
proc start {} {
	global client1 client2 cache server
	$client1 connect $cache
	$cache connect $server
	$client2 connect $server
	$client1 start-session $cache $server
	$client2 start-session $server $server
	puts "connected [$client1 is-connected $cache] [$client2 is-connected $cache]"
}
$ns at 60 "finish"
proc finish {} {
	global ns log tf server
	puts "page [$server get-page $server:0]"
	$ns flush-trace
	close $tf
	close $log
	exit 0
}
$ns run
