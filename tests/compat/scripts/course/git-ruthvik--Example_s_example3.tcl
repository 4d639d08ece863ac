# compat-source: git-ruthvik/VTU-15CSL57, Example_s/example3.tcl
# (https://github.com/git-ruthvik/VTU-15CSL57/blob/51029a60b577eb5394ad0e1638c501a77edb1c3f/Example_s/example3.tcl)
# compat-licence: none stated; kept as a short test input with its source, to be removed on request
set ns [new Simulator]
set nf [open out3.nam w]
$ns namtrace-all $nf

set n0 [$ns node]
set n1 [$ns node]

$ns duplex-link $n0 $n1 1Mb 10ms DropTail

set udp0 [new Agent/UDP]
$ns attach-agent $n0 $udp0

set cbr0 [new Application/Traffic/CBR]
$cbr0 set packetSize 500
$cbr0 set interval 0.005
$cbr0 attach-agent $udp0

set null0 [new Agent/Null]
$ns attach-agent $n1 $null0

$ns connect $udp0 $null0

$ns at 0.5 "$cbr0 start"
$ns at 4.5 "$cbr0 stop"

proc finish {} {
global ns nf
$ns flush-trace
close $nf
exec nam out3.nam &
exit 0
}
$ns at 5.0 "finish"
$ns run
