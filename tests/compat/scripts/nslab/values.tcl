# compat-source: written for nslab's compatibility suite (values ns-2 accepts that course
# scripts write: bandwidths without "b" or with "ps", random_ false, a queue limit of 0)
# compat-licence: nslab's own
set ns [new Simulator]
set tf [open values.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
set n3 [$ns node]
$ns duplex-link $n0 $n1 100k 10ms DropTail
$ns duplex-link $n1 $n2 1.5Mb 5ms DropTail
$ns duplex-link $n2 $n3 2Mbps 1ms DropTail
$ns queue-limit $n1 $n2 0
puts "[[$ns link $n0 $n1] bw] [[$ns link $n1 $n2] bw] [[$ns link $n2 $n3] bw]"
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n3 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set random_ false
$cbr set packetSize_ 100
$cbr set rate_ 50k
puts "random_ [$cbr set random_] rate_ [$cbr set rate_]"
set udp2 [new Agent/UDP]
$ns attach-agent $n2 $udp2
set null2 [new Agent/Null]
$ns attach-agent $n3 $null2
$ns connect $udp2 $null2
set cbr2 [new Application/Traffic/CBR]
$cbr2 attach-agent $udp2
$cbr2 set random_ true
$cbr2 set interval_ 0.01
$ns at 0.1 "$cbr start; $cbr2 start"
$ns at 1.0 {$ns flush-trace; close $tf; exit 0}
$ns run
