# Values ns-2 takes that a stricter parser would refuse: a bandwidth with the scale letter
# alone (100k), a queue limit of 0, CBR's random_ given as false (an int in ns-2: 0), as 1
# and as 0.5 (0).  One pair of nodes per variant, all traced, so that every packet event of
# every variant is compared.
set ns [new Simulator]
set tf [open variants.tr w]
$ns trace-all $tf
set lms {}
foreach {bw limit random} {100k 0 false  100k 1 false  100k 3 false  100K 3 1  100kb 3 0.5} {
    set a [$ns node]
    set b [$ns node]
    $ns duplex-link $a $b $bw 10ms DropTail
    $ns queue-limit $a $b $limit
    set udp [new Agent/UDP]
    $ns attach-agent $a $udp
    set lm [new Agent/LossMonitor]
    $ns attach-agent $b $lm
    $ns connect $udp $lm
    set cbr [new Application/Traffic/CBR]
    $cbr attach-agent $udp
    $cbr set random_ $random
    $cbr set rate_ 50k
    $ns at 0.1 "$cbr start"
    lappend lms "bw=$bw limit=$limit random=$random" $lm
}
proc finish {} {
    global ns tf lms
    $ns flush-trace
    close $tf
    foreach {name lm} $lms { puts "$name: received [$lm set npkts_]" }
    set f [open variants.tr r]
    puts -nonewline [read $f]
    close $f
    exit 0
}
$ns at 1.5 "finish"
$ns run
