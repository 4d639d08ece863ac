# Abstract TCP (`$ns abstract-tcp`, Agent/AbsTCP/*, Agent/AbsTCPSink): two lossless
# connections over a two-hop route, each batch one round-trip time after the last (the
# time `$ns connect` has `$ns rtt` compute: twice each link's delay plus 8320 over its
# bandwidth, an integer division here), the sinks' acks of seqno 0, and the handles.
set ns [new Simulator]
$ns abstract-tcp
set tf [open out.tr w]
$ns trace-all $tf
set nf [open out.nam w]
$ns namtrace-all $nf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 5Mb 10ms DropTail
$ns duplex-link $n1 $n2 1Mb 5ms DropTail
set tcp [new Agent/AbsTCP/RenoAck]
$tcp set class_ 1
set sink [new Agent/AbsTCPSink]
$ns attach-agent $n0 $tcp
$ns attach-agent $n2 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set tcp2 [new Agent/AbsTCP/TahoeDelAck]
$tcp2 set class_ 2
set sink2 [new Agent/AbsTCPSink]
$ns attach-agent $n2 $tcp2
$ns attach-agent $n1 $sink2
$ns connect $tcp2 $sink2
puts "$tcp $sink $ftp $tcp2 $sink2 class [$sink set class_] [$sink2 set class_]"
$ns at 0.05 "$ftp producemore 31"
$ns at 0.1 "$tcp2 advance 20"
$ns at 1.0 {puts "rtt [$ns rtt $tcp $sink] [$ns rtt $tcp2 $sink2]"}
$ns at 2.0 "$ns flush-trace; close $tf; close $nf; exit 0"
$ns run
