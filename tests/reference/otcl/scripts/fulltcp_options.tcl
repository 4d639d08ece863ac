# Full TCP's options against the real ns: timestamps, segsperack_ with spa_thresh_, SACK
# with no delayed-ack timer, Tahoe with 1460-byte segments and Nagle off, and a one-way
# Reno sender into a listening Full TCP; a small bottleneck queue drops segments.
set ns [new Simulator]
Trace set show_tcphdr_ 1
set f [open out.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 800Kb 40ms DropTail
$ns queue-limit $n1 $n2 5
proc pair {cls} {
    global ns n0 n2
    set s [new Agent/TCP/$cls]
    set r [new Agent/TCP/$cls]
    $ns attach-agent $n0 $s
    $ns attach-agent $n2 $r
    $ns connect $s $r
    $r listen
    return [list $s $r]
}
lassign [pair FullTcp] s1 r1
$s1 set timestamps_ true
$r1 set timestamps_ true
$r1 set segsperack_ 2
$r1 set spa_thresh_ 3000
$s1 set window_ 25
lassign [pair FullTcp/Sack] s2 r2
$s2 set window_ 30
$r2 set interval_ 0
lassign [pair FullTcp/Tahoe] s3 r3
$s3 set segsize_ 1460
$s3 set nodelay_ true
set o [new Agent/TCP/Reno]
set l [new Agent/TCP/FullTcp]
$ns attach-agent $n0 $o
$ns attach-agent $n2 $l
$ns connect $o $l
$l listen
foreach s [list $s1 $s2 $s3 $o] t {0.0 0.3 0.6 0.9} {
    set ftp [$s attach-app FTP]
    $ns at $t "$ftp start"
}
$ns at 8.0 "$s3 close"
$ns at 10.0 "close $f; exit 0"
$ns run
