# Full TCP's edges against the real ns: a SYN to an agent that never listens (retried
# with backoff), Full TCP into a one-way TCPSink, FTP stop (advance 0 and a FIN) and
# producemore after it.
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
set c [new Agent/TCP/FullTcp]
set d [new Agent/TCPSink]
$ns attach-agent $n0 $c
$ns attach-agent $n1 $d
$ns connect $c $d
set e [new Agent/TCP/FullTcp/Newreno]
set g [new Agent/TCP/FullTcp/Newreno]
$ns attach-agent $n0 $e
$ns attach-agent $n1 $g
$ns connect $e $g
$g listen
set ftp1 [$a attach-app FTP]
set ftp2 [$c attach-app FTP]
set ftp3 [$e attach-app FTP]
$ns at 0.1 "$ftp1 produce 10"
$ns at 0.1 "$ftp2 start"
$ns at 0.2 "$ftp3 start"
$ns at 1.0 "$ftp3 stop"
$ns at 1.5 "$ftp3 producemore 5"
$ns at 30.0 "close $f; exit 0"
$ns run
