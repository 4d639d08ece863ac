# make-lan's old MAC name Mac/Csma/Cd: ns-2 warns twice (stdout) and uses Mac/802_3.
set ns [new Simulator]
set tf [open csma.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
puts "before"
$ns make-lan "$n0 $n1" 1Mb 1ms LL Queue/DropTail Mac/Csma/Cd Channel
puts "after"
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
$ns at 0.1 "$udp send 100"
$ns at 1 "close $tf; exit 0"
$ns run
