# Agent/TCP/SimpleTcp, the web cache's stand-in for a TCP connection: each `send n` is one
# packet of n bytes plus the 40-byte header, numbered per agent; nothing is acknowledged;
# `close` runs the agent's done instproc.
set ns [new Simulator]
set f [open simpletcp.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns duplex-link $n1 $n2 256Kb 30ms DropTail
$ns queue-limit $n1 $n2 3
set a [new Agent/TCP/SimpleTcp]
set b [new Agent/TCP/SimpleTcp]
$a set fid_ 7
$ns attach-agent $n0 $a
$ns attach-agent $n2 $b
$ns connect $a $b
$b listen
Agent/TCP/SimpleTcp instproc done {} {
    global ns
    puts "[$ns now] fid [$self set fid_] done: seqno_ [$self set seqno_] ack_ [$self set ack_]"
}
$ns at 0.5 "$a send 1000"
$ns at 0.5 "$a send 500"
$ns at 0.6 "$b send 100"
foreach t {1.0 1.001 1.002 1.003 1.004 1.005} { $ns at $t "$a send 1460" }
$ns at 2.0 "$a close"
$ns at 2.1 "$b close"
$ns at 3.0 "$ns flush-trace; close $f; exit 0"
$ns run
