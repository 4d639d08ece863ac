# RTP sessions (nslab.mcast.rtp): three Session/RTP members of one group on a chain, Dense
# Mode multicast; one changes its rate while sending (rate-change), one stops and sends
# again (without reports), one says bye; a callback prints each of the first one's reports.
set ns [new Simulator -multicast on]
$ns trace-all [open out.tr w]
for {set i 0} {$i < 3} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1Mb 5ms DropTail
$ns duplex-link $n(1) $n(2) 500kb 20ms DropTail
$ns mrtproto DM {}
set group [Node allocaddr]
for {set i 0} {$i < 3} {incr i} {
    set s($i) [new Session/RTP]
    $s($i) session_bw 200kb/s
    $s($i) attach-node $n($i)
    $ns at [expr 0.2 + 0.1 * $i] "$s($i) join-group $group"
    $ns at [expr 0.5 + 0.1 * $i] "$s($i) start"
}
$s(0) set rtcp_timeout_callback_ {puts "report at [[Simulator instance] now]"}
$ns at 0.8 "$s(0) transmit 100kb/s"
$ns at 1.0 "$s(1) transmit 40kb"
$ns at 2.5 "$s(0) transmit 300kb/s"
$ns at 3.0 "$s(1) stop"
$ns at 4.0 "$s(1) transmit 20kb/s"
$ns at 4.5 "$s(2) bye"
$ns at 6.0 "$ns flush-trace; exit 0"
$ns run
