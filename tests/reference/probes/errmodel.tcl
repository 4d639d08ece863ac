# ErrorModel: lossmodel (before the '+' trace: 'd' only), link-lossmodel ('d' at the
# arrival time), byte unit, a RandomVariable on its own RNG stream, enable_ 0, ECN marking
set ns [new Simulator]
set f [open errmodel.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 2Mb 10ms DropTail
$ns duplex-link $n1 $n2 1Mb 20ms DropTail
set em1 [new ErrorModel]
$em1 set rate_ 0.1
$em1 unit pkt
$ns lossmodel $em1 $n0 $n1
set em2 [new ErrorModel]
$em2 unit byte
$em2 set rate_ 0.0002
set r [new RNG]
$r seed 5
set rv [new RandomVariable/Uniform]
$rv use-rng $r
$em2 ranvar $rv
$ns link-lossmodel $em2 $n1 $n2
puts "em1: [$em1 unit] [$em1 set rate_] [$em1 set enable_]; em2: [$em2 unit] [expr {[$em2 ranvar] == $rv}]"
set em3 [new ErrorModel]
$em3 set rate_ 0.3
$em3 set markecn_ true
$ns lossmodel $em3 $n2 $n1
set tcp [new Agent/TCP/Reno]
$tcp set window_ 30
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n2 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set lm [new Agent/LossMonitor]
$ns attach-agent $n2 $lm
$ns connect $udp $lm
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 500
$cbr set rate_ 200Kb
$cbr attach-agent $udp
$ns at 0.3 "$ftp start"
$ns at 0.05 "$cbr start"
$ns at 1.0 "$em1 set enable_ 0"
$ns at 1.5 "$em1 set enable_ 1"
proc finish {} {
    global tcp sink lm defaultRNG r f
    puts "ack=[$tcp set ack_] bytes=[$sink set bytes_] lm=[$lm set npkts_]/[$lm set nlost_]"
    puts "rng=[$defaultRNG next-random] r=[$r next-random]"
    close $f
    # the trace itself, so the probe pins every line of it
    set fp [open errmodel.tr]
    puts -nonewline [read $fp]
    close $fp
    exit 0
}
$ns at 2.0 "finish"
$ns run
