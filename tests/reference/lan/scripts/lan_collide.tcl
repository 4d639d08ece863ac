# Three senders on one 10Mb LAN start at the same instant: their frames collide,
# the MACs jam and back off (random slots from the default RNG) and try again.
set ns [new Simulator]
set tf [open lan_collide.tr w]
$ns trace-all $tf
set nf [open lan_collide.nam w]
$ns namtrace-all $nf
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
$ns make-lan "$n(0) $n(1) $n(2) $n(3)" 10Mb 1ms LL Queue/DropTail Mac/802_3 Channel
set null [new Agent/Null]
$ns attach-agent $n(3) $null
for {set i 0} {$i < 3} {incr i} {
    set udp($i) [new Agent/UDP]
    $udp($i) set fid_ $i
    $ns attach-agent $n($i) $udp($i)
    $ns connect $udp($i) $null
    set cbr($i) [new Application/Traffic/CBR]
    $cbr($i) set packetSize_ 1000
    $cbr($i) set interval_ 0.002
    $cbr($i) attach-agent $udp($i)
    $ns at 0.1 "$cbr($i) start"
    $ns at 0.5 "$cbr($i) stop"
}
proc finish {} {
    global ns tf nf
    $ns flush-trace
    close $tf
    close $nf
    exit 0
}
$ns at 0.7 "finish"
$ns run
