# A program the script runs on a trace file it has not closed (`exec wc`, `exec awk` in
# ns-2's validation suites) sees what ns-2's Tcl channel has written by then: whole
# 4096-byte buffers, counted from the last flush.  Lines the script puts into the trace
# file are buffered the same way.
set ns [new Simulator]
set f [open exec_open_trace.tr w]
puts $f "# a header line, flushed when the simulator takes the channel"
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set packetSize_ 200
$cbr set interval_ 0.004
$ns at 0.0 "$cbr start"
proc size {label} {
    puts "$label: [string trim [exec wc -c exec_open_trace.tr]]"
}
$ns at 0.5 "size {at 0.5}"
$ns at 1.0 "puts $f {# a line from the script}; size {at 1.0}"
$ns at 1.5 "flush $f; size {after a flush}"
$ns at 2.2 "size {at 2.2}"
$ns at 3.0 "size {at 3.0}; close $f; size {closed}; exit 0"
$ns run
