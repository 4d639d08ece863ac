# compat-source: vnignatenkovarudn/mip, lab-ns/example1.tcl
# (https://github.com/vnignatenkovarudn/mip/blob/817d0ad2690974d7a1e88159434ca219c6ac1d9f/lab-ns/example1.tcl)
# compat-licence: none stated; kept as a short test input with its source, to be removed on request
set ns [new Simulator]
set nf [open out.nam w]
$ns namtrace-all $nf
set f [open out.tr w]
$ns trace-all $f
proc finish {} {
 global ns f nf
 $ns flush-trace
 close $f
 close $nf
 exec nam out.nam &
 exit 0
}
set N 2
for {set i 0} {$i < $N} {incr i} {
 set n($i) [$ns node]
}
$ns duplex-link $n(0) $n(1) 2Mb 10ms DropTail
set udp0 [new Agent/UDP]
$ns attach-agent $n(0) $udp0
set cbr0 [new Application/Traffic/CBR]
$cbr0 set packetSize_ 500
$cbr0 set interval_ 0.005
$cbr0 attach-agent $udp0
set null0 [new Agent/Null]
$ns attach-agent $n(1) $null0
$ns connect $udp0 $null0
$ns at 0.5 "$cbr0 start"
$ns at 4.5 "$cbr0 stop"
$ns at 5.0 "finish"
$ns run
