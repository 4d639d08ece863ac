# Centralised multicast under Session routing on a ring: the link that carries the
# register tunnel (0-3) goes down and comes back; each routing change recomputes the
# rendezvous points and every tree (stale entries drop what was on its way).
set ns [new Simulator -multicast on]
$ns trace-all [open ctr_mcast_dynamics.tr w]
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
foreach {a b} {0 1  1 2  2 3  3 0} { $ns duplex-link $n($a) $n($b) 1Mb 10ms DropTail }
$ns rtproto Session
set g [Node allocaddr]
set cmc [$ns mrtproto CtrMcast {}]
$ns rtmodel-at 0.15 down $n(0) $n(3)
$ns rtmodel-at 0.22 up $n(0) $n(3)
set udp [new Agent/UDP]
$ns attach-agent $n(0) $udp
$udp set dst_addr_ $g
$udp set dst_port_ 0
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
set rcv [new Agent/LossMonitor]
$ns attach-agent $n(1) $rcv
$ns at 0.05 "$n(1) join-group $rcv $g"
$ns at 0.1 "$cbr start"
proc done {} {
 global rcv
 puts "received [$rcv set npkts_]"
 exit 0
}
$ns at 0.3 done
$ns run
