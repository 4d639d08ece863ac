# Application/TcpApp over Full TCP: messages of several sizes both ways, over a link
# whose small queue drops segments (so some bytes arrive out of order and wait in the
# reassembly queue); each message's script runs when its last byte is delivered.
set ns [new Simulator]
Trace set show_tcphdr_ 1
set f [open out.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 500Kb 30ms DropTail
$ns queue-limit $n1 $n2 4
set tcp0 [new Agent/TCP/FullTcp]
set tcp1 [new Agent/TCP/FullTcp]
$ns attach-agent $n0 $tcp0
$ns attach-agent $n2 $tcp1
$ns connect $tcp0 $tcp1
$tcp1 listen
$tcp0 set window_ 20
set app0 [new Application/TcpApp $tcp0]
set app1 [new Application/TcpApp $tcp1]
$app0 connect $app1
proc got {who what} { global ns; puts "[$ns now] $who got $what" }
$ns at 0.1 "$app0 send 100 {got server request}"
$ns at 0.1 "$app0 send 30000 {got server upload}"
$ns at 0.2 "$app0 send 536 {got server one-segment}"
$ns at 1.5 "$app1 send 5000 {got client reply}"
$ns at 1.5 "$app1 send 1 {got client byte}"
$ns at 4.0 "close $f; exit 0"
$ns run
