# SimpleLink's `trace ns file` against ns-2: one direction of one link traced into a
# file of its own, the other links not (a TCP transfer over two hops, with drops).
set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 2Mb 10ms DropTail
$ns duplex-link $n1 $n2 0.5Mb 20ms DropTail
$ns queue-limit $n1 $n2 4
set f [open link12.tr w]
[$ns link $n1 $n2] trace $ns $f
set tcp [$ns create-connection TCP/Reno $n0 TCPSink $n2 1]
set ftp [$tcp attach-app FTP]
$ns at 0.1 "$ftp start"
$ns at 1.5 {close $f; exit 0}
$ns run
