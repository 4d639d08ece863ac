# TBF (nslab: kernel/traffic/tbf.pxi) against ns-2: three CBR sources on one node, one
# shaped with a FIFO of 3 packets (some wait, some are dropped when it is full), one
# policed (qlen_ 0: a packet without tokens is dropped), one unshaped; the shaper's
# rate_ and bucket_ change during the run and are read back.
set ns [new Simulator]
set f [open tbf.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
TBF set bucket_ 2048
proc source {fid interval size tbf} {
    global ns n0 n1
    set udp [new Agent/UDP]
    $udp set fid_ $fid
    if {$tbf eq ""} {
        $ns attach-agent $n0 $udp
    } else {
        $ns attach-tbf-agent $n0 $udp $tbf
    }
    set sink [new Agent/Null]
    $ns attach-agent $n1 $sink
    $ns connect $udp $sink
    set cbr [new Application/Traffic/CBR]
    $cbr set packetSize_ $size
    $cbr set interval_ $interval
    $cbr attach-agent $udp
    $ns at 0.1 "$cbr start"
    $ns at 2.0 "$cbr stop"
}
set shaper [new TBF]
$shaper set rate_ 40k
$shaper set qlen_ 3
puts "shaper: rate_ [$shaper set rate_] bucket_ [$shaper set bucket_] qlen_ [$shaper set qlen_]"
set policer [new TBF]
$policer set rate_ 0.05Mb
$policer set bucket_ 4000
source 1 0.02 200 $shaper
source 2 0.03 300 $policer
source 3 0.1 100 ""
$ns at 1.0 {$shaper set rate_ 100k; $shaper set bucket_ 800}
$ns at 1.5 {puts "at 1.5: rate_ [$shaper set rate_] bucket_ [$shaper set bucket_]"}
$ns at 2.5 {close $f; exit 0}
$ns run
