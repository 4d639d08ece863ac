# CBR over UDP into a LossMonitor: messages split at the UDP packetSize_, random_ jitter
# (one default-stream draw per packet), maxpkts_, stop/start, interval_ <-> rate_
set ns [new Simulator]
set f [open apps_cbr.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns duplex-link $n1 $n2 500Kb 5ms DropTail
$ns queue-limit $n1 $n2 3
set udp [new Agent/UDP]
$udp set packetSize_ 700
$udp set fid_ 3
$ns attach-agent $n0 $udp
set lm [new Agent/LossMonitor]
$ns attach-agent $n2 $lm
$ns connect $udp $lm
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set packetSize_ 1000
$cbr set interval_ 12ms
$cbr set random_ 1
puts "rate_=[$cbr set rate_] interval_=[$cbr set interval_] random_=[$cbr set random_]"
set cbr2 [new Application/Traffic/CBR]
set udp2 [new Agent/UDP]
$ns attach-agent $n0 $udp2
set null [new Agent/Null]
$ns attach-agent $n2 $null
$ns connect $udp2 $null
$cbr2 attach-agent $udp2
$cbr2 set maxpkts_ 4
$cbr2 set rate_ 100Kb
puts "cbr2 rate_=[$cbr2 set rate_] interval_=[$cbr2 set interval_] agent=[expr {[$cbr2 agent] == $udp2}]"
proc report {} {
    global lm ns
    puts "[$ns now]: npkts_=[$lm set npkts_] bytes_=[$lm set bytes_] nlost_=[$lm set nlost_] expected_=[$lm set expected_] lastPktTime_=[$lm set lastPktTime_]"
}
$ns at 0.1 "$cbr start"
$ns at 0.15 "$cbr2 start"
$ns at 0.3 "$cbr stop"
$ns at 0.35 "report"
$ns at 0.4 "$cbr set packetSize_ 300; $cbr start"
$ns at 0.5 "$cbr2 start; $udp send 1500"
$ns at 0.6 "$cbr stop; report"
proc finish {} {
    global defaultRNG f
    report
    puts "rng=[$defaultRNG next-random]"
    close $f
    # the trace itself, so the probe pins every line of it
    set fp [open apps_cbr.tr]
    puts -nonewline [read $fp]
    close $fp
    exit 0
}
$ns at 1.0 "finish"
$ns run
