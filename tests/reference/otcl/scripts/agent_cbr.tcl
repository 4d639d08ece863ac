# Agent/CBR, ns-2's backward-compatible CBR agent: its notice, its defaults as read
# back, packetSize_ and interval_ set on the agent reaching its generator, start/stop.
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
set cbr [new Agent/CBR]
puts "[$cbr set packetSize_] [$cbr set interval_] [$cbr set random_] [$cbr set maxpkts_]"
$ns attach-agent $n0 $cbr
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $cbr $null
$cbr set packetSize_ 400
$cbr set interval_ 20ms
puts "[$cbr set packetSize_] [$cbr set interval_]"
$ns at 0.1 "$cbr start"
$ns at 0.5 "$cbr stop"
$ns at 0.6 "close $f; exit 0"
$ns run
