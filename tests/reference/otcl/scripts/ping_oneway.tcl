# Agent/Ping in oneway mode (recv gets the seq and both one-way delays, as in ns-2.35's
# test-suite-greis.tcl pingOneWay) over asymmetric links, and a flow monitor that counts
# the pings and answers (ping is packet type 44 in its dump).
set ns [new Simulator]
set f [open ping_oneway.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns simplex-link $n0 $n1 1Mb 100ms DropTail
$ns simplex-link $n1 $n0 1Mb 10ms DropTail
$ns duplex-link $n1 $n2 64Kb 10ms DropTail

Agent/Ping instproc recv {from seq out back} {
    $self instvar node_
    puts "node [$node_ id]: answer $seq from $from, out $out ms, back $back ms"
}
set p0 [new Agent/Ping]
$ns attach-agent $n0 $p0
$p0 oneway
set p2 [new Agent/Ping]
$p2 set packetSize_ 200
$p2 set fid_ 3
$ns attach-agent $n2 $p2
$p2 oneway
$ns connect $p0 $p2

set fm [$ns makeflowmon Fid]
$ns attach-fmon [$ns link $n1 $n2] $fm
set fd [open flows.txt w]
$fm attach $fd

foreach t {0.1 0.3 0.31 0.32} { $ns at $t "$p0 send" }
$ns at 0.5 "$p2 send"
$ns at 0.5 "$p0 send"
$ns at 2.0 "$fm dump; close $fd; $ns flush-trace; close $f; exit 0"
$ns run
