# Centralised multicast (CtrMcast) on six nodes with a cycle: a shared tree through the
# rendezvous point node 2 (the source's packets reach it through the register tunnel,
# "encap" packets to its decapsulator), members joining while the source sends, a
# switch to source trees at 0.5 s (packets on their way over the old tree are lost), a
# leave, and a second source that is the rendezvous point itself.
set ns [new Simulator -multicast on]
set tf [open ctr_mcast.tr w]
$ns trace-all $tf
set nf [open ctr_mcast.nam w]
$ns namtrace-all $nf
for {set i 0} {$i < 6} {incr i} {
    set n($i) [$ns node]
}
foreach {a b} {0 1  1 2  2 3  1 4  4 5  3 5} {
    $ns duplex-link $n($a) $n($b) 1.5Mb 10ms DropTail
}
set g [Node allocaddr]
set cmc [$ns mrtproto CtrMcast {}]
$cmc set_c_rp $n(2)
$ns at 0.5 "$cmc switch-treetype $g"

proc source {node start} {
    global ns g
    set udp [new Agent/UDP]
    $ns attach-agent $node $udp
    $udp set dst_addr_ $g
    $udp set dst_port_ 0
    set cbr [new Application/Traffic/CBR]
    $cbr set packetSize_ 500
    $cbr set interval_ 0.02
    $cbr attach-agent $udp
    $ns at $start "$cbr start"
}
source $n(0) 0.05
source $n(2) 0.6

foreach {i t} {3 0.1  5 0.15  4 0.3  0 0.35} {
    set rcv($i) [new Agent/LossMonitor]
    $ns attach-agent $n($i) $rcv($i)
    $ns at $t "$n($i) join-group $rcv($i) $g"
}
$ns at 0.7 "$n(5) leave-group $rcv(5) $g"

proc finish {} {
    global ns tf nf rcv
    $ns flush-trace
    close $tf
    close $nf
    foreach i {3 5 4 0} {
        puts "rcv$i npkts=[$rcv($i) set npkts_] bytes=[$rcv($i) set bytes_]"
    }
    exit 0
}
$ns at 0.9 "finish"
$ns run
