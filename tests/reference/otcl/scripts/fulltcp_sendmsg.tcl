# Full TCP's sendmsg with flags against the real ns: DAT_EOF calls done_data when the send
# buffer empties; MSG_EOF (on a second message: the first one's reset clears it) sends a
# FIN once all is sent and acked, and both ends' done runs.
set ns [new Simulator]
Trace set show_tcphdr_ 1
set f [open out.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
set a [new Agent/TCP/FullTcp]
set b [new Agent/TCP/FullTcp]
$ns attach-agent $n0 $a
$ns attach-agent $n1 $b
$ns connect $a $b
$b listen
Agent/TCP/FullTcp instproc done_data {} { global ns; puts "done_data [$ns now]" }
Agent/TCP/FullTcp instproc done {} { global ns; puts "done [$ns now]" }
$ns at 0.1 "$a sendmsg 3000 DAT_EOF"
$ns at 1.0 "$a sendmsg 2000 MSG_EOF"
$ns at 3.0 "close $f; exit 0"
$ns run
