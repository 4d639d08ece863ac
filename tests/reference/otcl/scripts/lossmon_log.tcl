# A LossMonitor whose log-loss instproc (called by ns-2's C++ side at each gap in the
# sequence numbers it receives) logs the losses of a CBR flow through a short queue,
# and a per-second report of the monitor's counters from a Tcl proc.
set ns [new Simulator]
set f [open lossmon_log.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 2Mb 5ms DropTail
$ns duplex-link $n1 $n2 300Kb 20ms DropTail
$ns queue-limit $n1 $n2 4

Agent/LossMonitor instproc log-loss {} {
    global ns
    $self instvar nlost_ expected_ seqno_
    puts [format "%.6f: lost so far %d" [$ns now] $nlost_]
}

set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set lm [new Agent/LossMonitor]
$ns attach-agent $n2 $lm
$ns connect $udp $lm
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set packetSize_ 400
$cbr set rate_ 400Kb

proc report {} {
    global ns lm
    puts "[$ns now]: npkts [$lm set npkts_] bytes [$lm set bytes_] lost [$lm set nlost_]"
    $ns at [expr [$ns now] + 1.0] report
}
$ns at 0.0 report
$ns at 0.5 "$cbr start"
$ns at 2.5 "$cbr stop"
$ns at 3.5 "$ns flush-trace; close $f; exit 0"
$ns run
