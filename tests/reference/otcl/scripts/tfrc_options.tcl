# Agent/TFRC and Agent/TFRCSink against a TCP flow over a small DropTail bottleneck:
# slow start, the first loss (the history seeded from the receive rate), the equation's
# rate, ca_ and the no-feedback timer, with the sink's ShortIntervals_ and printLoss_ lines
# and the sender's printStatus_ lines (C-level output, after Tcl's on a pipe); a second
# TFRC flow with an EWMA sink (algo_ 2), SndrType_ 1 driven by FTP (produce, producemore)
# and data-limited periods.
set ns [new Simulator]
set f [open tfrc_options.tr w]
$ns trace-all $f
foreach i {0 1 2 3} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(2) 10Mb 2ms DropTail
$ns duplex-link $n(1) $n(2) 10Mb 3ms DropTail
$ns duplex-link $n(2) $n(3) 800Kb 20ms DropTail
$ns queue-limit $n(2) $n(3) 12

Agent/TFRCSink set ShortIntervals_ 1
Agent/TFRCSink set printLoss_ 1
set tf [$ns create-connection TFRC $n(0) TFRCSink $n(3) 1]
set sink [lindex [$ns create-connection-list TCP/Reno $n(1) TCPSink $n(3) 2] 0]
set ftp [new Application/FTP]
$ftp attach-agent $sink
$tf set printStatus_ 1

Agent/TFRC set SndrType_ 1
Agent/TFRC set packetSize_ 500
Agent/TFRCSink set algo_ 2
Agent/TFRCSink set ShortIntervals_ 0
Agent/TFRCSink set printLoss_ 0
set tf2 [$ns create-connection TFRC $n(1) TFRCSink $n(3) 3]
set ftp2 [new Application/FTP]
$ftp2 attach-agent $tf2

proc dump {} {
    global ns tf tf2
    puts "[$ns now] [$tf set ndatapack_] [$tf set ndatabytes_] [$tf2 set ndatapack_] [format %.6f [$tf set rate_]] [$tf set true_loss_rate_]"
    $ns at [expr [$ns now] + 0.5] dump
}
$ns at 0.0 "$tf start"
$ns at 0.0 dump
$ns at 1.0 "$ftp start"
$ns at 2.0 "$ftp2 produce 40"
$ns at 4.5 "$ftp2 producemore 200"
$ns at 6.0 "$tf stop"
$ns at 9.0 "$ftp stop"
$ns at 10.0 "$ns flush-trace; close $f; exit 0"
$ns run
