# A dumbbell of N Reno flows, each from its own host to its own host, for issue 17's
# scaling measurements: routers r1 and r2 joined by an N Mbit/s, 20 ms link (queue 2N + 20),
# every host on a 100 Mbit/s, 5 ms access link; flow i starts at (i mod 100) * 10 ms.
# usage: ns dumbbell_flows.tcl N ENDTIME
# Prints ack.I=N for each flow (its sender's ack_) and acks= their sum.
# tests/benchmarks/benchmark_scaling.py times it; cases.json holds what ns-2 printed.
set nflows [lindex $argv 0]
set endtime [lindex $argv 1]
set ns [new Simulator]
set r1 [$ns node]
set r2 [$ns node]
$ns duplex-link $r1 $r2 [expr $nflows]Mb 20ms DropTail
$ns queue-limit $r1 $r2 [expr 2 * $nflows + 20]
for {set i 0} {$i < $nflows} {incr i} {
    set s($i) [$ns node]
    set d($i) [$ns node]
    $ns duplex-link $s($i) $r1 100Mb 5ms DropTail
    $ns duplex-link $d($i) $r2 100Mb 5ms DropTail
    set tcp($i) [new Agent/TCP/Reno]
    $ns attach-agent $s($i) $tcp($i)
    set sink($i) [new Agent/TCPSink]
    $ns attach-agent $d($i) $sink($i)
    $ns connect $tcp($i) $sink($i)
    set ftp($i) [new Application/FTP]
    $ftp($i) attach-agent $tcp($i)
    $ns at [expr ($i % 100) * 0.01] "$ftp($i) start"
}
proc finish {} {
    global nflows tcp
    set total 0
    for {set i 0} {$i < $nflows} {incr i} {
        set a [$tcp($i) set ack_]
        puts "ack.$i=$a"
        incr total $a
    }
    puts "acks=$total"
    exit 0
}
$ns at $endtime "finish"
$ns run
