# Object handles around `mrtproto CtrMcast` as ns-2 numbers them: links of a multicast
# simulator take one handle more than unicast ones; mrtproto makes the computation (its
# handle is returned), its rendezvous-point part, each node's protocol, decapsulator and
# (for a node with no agent yet) port demux, and with a trace open one trace each.
set ns [new Simulator -multicast on]
$ns trace-all [open out.tr w]
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
for {set i 1} {$i < 4} {incr i} { $ns duplex-link $n(0) $n($i) 1Mb 1ms DropTail }
puts "links [$ns link $n(0) $n(1)] [$ns link $n(3) $n(0)]"
$ns attach-agent $n(1) [new Agent/Null]
set before [new Agent/Null]
set cmc [$ns mrtproto CtrMcast {}]
set after [new Agent/Null]
$ns attach-agent $n(0) $after
puts "before $before mrtproto $cmc after $after next [new Agent/Null]"
