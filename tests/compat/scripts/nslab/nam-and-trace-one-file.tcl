# compat-source: written for nslab's compatibility suite (trace-all and namtrace-all
# into one file: each event's trace line, then its nam line(s))
# compat-licence: nslab's own
set ns [new Simulator]
set nf [open both.out w]
$ns trace-all $nf
$ns namtrace-all $nf
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
$ns queue-limit $n0 $n1 3
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set rate_ 2Mb
$ns at 0.1 "$cbr start"
$ns at 0.2 {$ns flush-trace; close $nf; exit 0}
$ns run
