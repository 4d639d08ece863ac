# Agent/RAP (both ends) over a bottleneck that drops packets: its AIMD gap, the losses it
# finds by timeout and by the acks' hole report, and its variables read during the run;
# a second RAP flow sends a counted number of packets (advanceby) and calls `done`.
set ns [new Simulator]
set f [open rap_losses.tr w]
$ns trace-all $f
foreach i {0 1 2 3} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(2) 8Mb 1ms DropTail
$ns duplex-link $n(1) $n(2) 8Mb 1ms DropTail
$ns duplex-link $n(2) $n(3) 400Kb 50ms DropTail
$ns queue-limit $n(2) $n(3) 5

set rap [$ns create-connection RAP $n(0) RAP $n(3) 1]
Agent/RAP set alpha_ 2.0
set rap2 [$ns create-connection RAP $n(1) RAP $n(3) 2]
Agent/RAP instproc done {} {
    global ns
    puts "[$ns now] $self done: seqno_ [$self set seqno_]"
}
proc dump {} {
    global ns rap rap2
    puts "[$ns now] [$rap set seqno_] [$rap set ipg_] [format %.6f [$rap set srtt_]] [format %.6f [$rap set timeout_]] [$rap set sessionLossCount_] [$rap2 set seqno_]"
    $ns at [expr [$ns now] + 0.5] dump
}
$ns at 0.5 "$rap start"
$ns at 0.0 dump
$ns at 2.0 "$rap2 advanceby 60"
$ns at 12.0 "$rap stop"
$ns at 14.0 "$ns flush-trace; close $f; exit 0"
$ns run
