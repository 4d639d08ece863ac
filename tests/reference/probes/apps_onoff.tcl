# Exponential and Pareto on/off sources over UDP (packet types exp and pareto); the
# Pareto source draws from its own RNG stream (use-rng)
set ns [new Simulator]
set f [open apps_onoff.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 2Mb 5ms DropTail
set u1 [new Agent/UDP]
set u2 [new Agent/UDP]
$ns attach-agent $n0 $u1
$ns attach-agent $n0 $u2
set lm1 [new Agent/LossMonitor]
set lm2 [new Agent/LossMonitor]
$ns attach-agent $n1 $lm1
$ns attach-agent $n1 $lm2
$ns connect $u1 $lm1
$ns connect $u2 $lm2
set e [new Application/Traffic/Exponential]
$e set burst_time_ 100ms
$e set idle_time_ 200ms
$e set rate_ 200Kb
$e set packetSize_ 400
$e attach-agent $u1
set p [new Application/Traffic/Pareto]
$p set burst_time_ 50ms
$p set idle_time_ 150ms
$p set rate_ 300Kb
$p set shape_ 1.4
$p attach-agent $u2
set r [new RNG]
$r seed 99
$p use-rng $r
puts "exp: [$e set burst_time_] [$e set idle_time_] [$e set rate_] [$e set packetSize_]"
puts "par: [$p set burst_time_] [$p set idle_time_] [$p set rate_] [$p set packetSize_] [$p set shape_]"
$ns at 0.0 "$e start"
$ns at 0.0 "$p start"
$ns at 2.0 "$e stop"
$ns at 2.5 "$e start"
proc finish {} {
    global lm1 lm2 defaultRNG r f
    puts "lm1=[$lm1 set npkts_]/[$lm1 set bytes_]/[$lm1 set nlost_] lm2=[$lm2 set npkts_]/[$lm2 set bytes_]"
    puts "rng=[$defaultRNG next-random] r=[$r next-random]"
    close $f
    # the trace itself, so the probe pins every line of it
    set fp [open apps_onoff.tr]
    puts -nonewline [read $fp]
    close $fp
    exit 0
}
$ns at 4.0 "finish"
$ns run
