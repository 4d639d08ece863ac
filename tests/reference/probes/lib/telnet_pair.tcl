# Shared by apps_telnet.tcl and telnet_tcplib.tcl, which set trace_name and
# interval2 first: two Telnet sources over TCP from n0 to n1, the first with
# interval_ 0.3 from 0 s to 4 s, the second with interval_ $interval2 from 0.5 s;
# at 6 s the acks, the bytes, the next default-stream number and the whole
# trace (so the probe pins every line of it).
set ns [new Simulator]
set f [open $trace_name w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 20ms DropTail
set tcp [new Agent/TCP]
$tcp set packetSize_ 210
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n1 $sink
$ns connect $tcp $sink
set tn [new Application/Telnet]
puts "interval_=[$tn set interval_]"
$tn set interval_ 0.3
$tn attach-agent $tcp
set tcp2 [new Agent/TCP/Reno]
$ns attach-agent $n0 $tcp2
set sink2 [new Agent/TCPSink]
$ns attach-agent $n1 $sink2
$ns connect $tcp2 $sink2
set tn2 [new Application/Telnet]
$tn2 set interval_ $interval2
$tn2 attach-agent $tcp2
$ns at 0.0 "$tn start"
$ns at 0.5 "$tn2 start"
$ns at 4.0 "$tn stop"
proc finish {} {
    global tcp tcp2 sink sink2 defaultRNG f trace_name
    puts "acks=[$tcp set ack_] [$tcp2 set ack_] bytes=[$sink set bytes_] [$sink2 set bytes_]"
    puts "rng=[$defaultRNG next-random]"
    close $f
    set fp [open $trace_name]
    puts -nonewline [read $fp]
    close $fp
    exit 0
}
$ns at 6.0 "finish"
$ns run
