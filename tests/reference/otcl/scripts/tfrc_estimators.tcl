# TFRC's other loss estimators and options over a RED bottleneck (whose drops draw from the
# same stream as TFRC's send timers): sinks with algo_ 3 (RBPH) and 4 (EBPH, minlc_ 2), a
# sink with NumFeedback_ 2, PreciseLoss_ 0 and discount_ 0, and senders with ca_ 0,
# conservative_, minrto_, ssmult_ and rate_init_option_ 1; a flow stopped and the
# sink's bytes_ read at the end.
set ns [new Simulator]
set f [open tfrc_estimators.tr w]
$ns trace-all $f
foreach i {0 1 2 3 4} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(3) 10Mb 2ms DropTail
$ns duplex-link $n(1) $n(3) 10Mb 4ms DropTail
$ns duplex-link $n(2) $n(3) 10Mb 6ms DropTail
$ns duplex-link $n(3) $n(4) 1.2Mb 15ms RED
$ns queue-limit $n(3) $n(4) 25

proc flow {src fid sinkopts srcopts} {
    global ns n
    set tf [new Agent/TFRC]
    set sink [new Agent/TFRCSink]
    foreach {k v} $sinkopts { $sink set $k $v }
    foreach {k v} $srcopts { $tf set $k $v }
    $tf set fid_ $fid
    $ns attach-agent $n($src) $tf
    $ns attach-agent $n(4) $sink
    $ns connect $tf $sink
    return [list $tf $sink]
}
lassign [flow 0 1 {algo_ 3} {ca_ 0}] tf1 s1
lassign [flow 1 2 {algo_ 4 minlc_ 2} {conservative_ true minrto_ 0.5}] tf2 s2
lassign [flow 2 3 {NumFeedback_ 2 PreciseLoss_ 0 discount_ 0} {ssmult_ 1.5 rate_init_option_ 1 rate_init_ 1}] tf3 s3

proc dump {} {
    global ns tf1 tf2 tf3
    set line [$ns now]
    foreach tf [list $tf1 $tf2 $tf3] {
        append line " [$tf set ndatapack_] [format %.3f [$tf set rate_]] [$tf set true_loss_rate_]"
    }
    puts $line
    $ns at [expr [$ns now] + 1.0] dump
}
$ns at 0.0 "$tf1 start"
$ns at 0.3 "$tf2 start"
$ns at 0.7 "$tf3 start"
$ns at 0.0 dump
$ns at 9.0 "$tf2 stop"
$ns at 12.0 {puts "bytes [$s1 set bytes_] [$s2 set bytes_] [$s3 set bytes_]"; $ns flush-trace; close $f; exit 0}
$ns run
