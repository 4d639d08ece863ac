# Telnet with interval_ 0: tcplib's empirical telnet gaps (one default-stream draw
# each).  nslab needs the table for this (tcplib.py): the test skips when it is missing
set ns [new Simulator]
set f [open telnet_tcplib.tr w]
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
$tn2 set interval_ 0
$tn2 attach-agent $tcp2
$ns at 0.0 "$tn start"
$ns at 0.5 "$tn2 start"
$ns at 4.0 "$tn stop"
proc finish {} {
    global tcp tcp2 sink sink2 defaultRNG f
    puts "acks=[$tcp set ack_] [$tcp2 set ack_] bytes=[$sink set bytes_] [$sink2 set bytes_]"
    puts "rng=[$defaultRNG next-random]"
    close $f
    # the trace itself, so the probe pins every line of it
    set fp [open telnet_tcplib.tr]
    puts -nonewline [read $fp]
    close $fp
    exit 0
}
$ns at 6.0 "finish"
$ns run
