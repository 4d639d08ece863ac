# Dense Mode in dvmrp cache-miss mode on a ring with a tail: each node forwards only to
# the neighbours whose route to the source goes through it; two sources share a group.
DM set CacheMissMode dvmrp
set ns [new Simulator -multicast on]
set tf [open dm_dvmrp_loop.tr w]
$ns trace-all $tf
for {set i 0} {$i < 5} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1.5Mb 10ms DropTail
$ns duplex-link $n(1) $n(2) 1.5Mb 10ms DropTail
$ns duplex-link $n(2) $n(3) 1.5Mb 10ms DropTail
$ns duplex-link $n(3) $n(0) 1.5Mb 10ms DropTail
$ns duplex-link $n(2) $n(4) 1.5Mb 10ms DropTail
$ns mrtproto DM {}
set g [Node allocaddr]
foreach s {0 3} {
    set udp($s) [new Agent/UDP]
    $ns attach-agent $n($s) $udp($s)
    $udp($s) set dst_addr_ $g
    $udp($s) set fid_ $s
    set cbr($s) [new Application/Traffic/CBR]
    $cbr($s) set interval_ 0.05
    $cbr($s) attach-agent $udp($s)
}
set sink [new Agent/Null]
$ns attach-agent $n(4) $sink
$ns at 0.2 "$n(4) join-group $sink $g"
$ns at 0.05 "$cbr(0) start"
$ns at 0.33 "$cbr(3) start"
$ns at 1.0 "$n(4) leave-group $sink $g"
$ns at 1.5 "close $tf; exit 0"
$ns run
