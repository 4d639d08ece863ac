# compat-source: written for nslab's compatibility suite (a nam trace with every hint)
# compat-licence: nslab's own
#
# A nam trace and a trace-all trace of a TCP and a CBR flow through a small queue (drops),
# with the nam hints course scripts use, before and during the run.
set ns [new Simulator]
$ns color 1 Blue
$ns color 2 Red
$ns color 10 green
set nf [open out.nam w]
$ns namtrace-all $nf
set tf [open out.tr w]
$ns trace-all $tf
for {set i 0} {$i < 5} {incr i} { set n($i) [$ns node] }
$n(0) color red
$n(1) shape box
$n(4) shape hexagon
$n(0) label "TCP source"
$n(3) label-color blue
$n(3) label-at up
$ns duplex-link $n(0) $n(2) 2Mb 10ms DropTail
$ns duplex-link $n(1) $n(2) 2Mb 10ms DropTail
$ns duplex-link $n(2) $n(3) 0.5Mb 50ms DropTail
$ns simplex-link $n(3) $n(4) 1Mb 5ms DropTail
$ns simplex-link $n(4) $n(3) 1Mb 5ms DropTail
$ns queue-limit $n(2) $n(3) 5
$ns duplex-link-op $n(0) $n(2) orient right-down
$ns duplex-link-op $n(1) $n(2) orient right-up
$ns duplex-link-op $n(2) $n(3) orient right
$ns simplex-link-op $n(4) $n(3) orient left
$ns duplex-link-op $n(2) $n(3) queuePos 0.5
$ns duplex-link-op $n(2) $n(3) color green
$ns duplex-link-op $n(2) $n(3) label bottleneck
$ns trace-annotate "before the run"
set tcp [new Agent/TCP/Reno]
$tcp set class_ 1
$ns attach-agent $n(0) $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n(4) $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set udp [new Agent/UDP]
$udp set class_ 2
$ns attach-agent $n(1) $udp
set null [new Agent/Null]
$ns attach-agent $n(3) $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set rate_ 300Kb
$ns at 0.1 "$ftp start; $cbr start"
$ns at 0.5 "$n(0) label sending"
$ns at 0.5 "$n(2) color blue"
$ns at 0.6 "$n(1) add-mark m1 purple square"
$ns at 0.8 "$n(1) delete-mark m1"
$ns at 0.9 "$n(1) delete-mark nosuch"
$ns at 0.7 "$ns duplex-link-op $n(2) $n(3) color orange"
$ns at 0.7 "$ns duplex-link-op $n(2) $n(3) label-color red"
$ns at 0.75 {$ns trace-annotate "loss begins"}
$ns at 1.5 "finish"
proc finish {} {
    global ns nf tf
    $ns flush-trace
    close $nf
    close $tf
    exit 0
}
$ns run
