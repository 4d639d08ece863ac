# `$ns eventtrace-all` with Full TCP: Reno, Tahoe, NewReno and SACK connections through a
# bottleneck whose small queue drops segments, their 'E' lines (FAST_RETX, and
# FAST_RECOVERY for SACK, SLOW_START from the shared window cut) in the trace-all file and
# in nam's format; the sinks listen and are made after the command too.
set ns [new Simulator]
set f [open out.tr w]
set nf [open out.nam w]
$ns trace-all $f
$ns namtrace-all $nf
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 1Mb 20ms DropTail
$ns queue-limit $n1 $n2 7
$ns eventtrace-all
foreach class {FullTcp FullTcp/Tahoe FullTcp/Newreno FullTcp/Sack} fid {1 2 3 4} {
    set src [new Agent/TCP/$class]
    set sink [new Agent/TCP/$class]
    $ns attach-agent $n0 $src
    $ns attach-agent $n2 $sink
    $src set fid_ $fid
    $sink set fid_ $fid
    $ns connect $src $sink
    $sink listen
    $src set window_ 25
    set ftp [$src attach-app FTP]
    $ns at [expr 0.15 * $fid] "$ftp start"
}
$ns at 1.6 "$ns flush-trace; close $f; close $nf; exit 0"
$ns run
