# RandomVariable/Empirical (loadCDF, interpolation_ 0, 1 and 2, minCDF_/maxCDF_) and
# Application/Traffic/RealAudio, whose idle times come from ./offtimecdf, read at each
# start; the script writes both CDF files first.  The trace shows "ra" packets, seqno -1.
set f [open sizes.cdf w]
puts $f "1 0 0.1\n5 0 0.4\n20 0 0.9\n100 0 1.0"
close $f
set f [open offtimecdf w]
puts $f "0.2 0 0.3\n1.0 0 0.7\n3.5 0 1.0"
close $f
set ns [new Simulator]
foreach interp {0 1 2} {
    set rv [new RandomVariable/Empirical]
    $rv set interpolation_ $interp
    $rv loadCDF sizes.cdf
    set out ""
    for {set i 0} {$i < 8} {incr i} { lappend out [$rv value] }
    puts "interpolation $interp: $out"
}
set rv [new RandomVariable/Empirical]
$rv set minCDF_ 0.5
$rv set maxCDF_ 0.95
$rv loadCDF sizes.cdf
puts "min/max: [$rv value] [$rv value] [$rv value] [$rv set minCDF_] [$rv set maxEntry_]"
set empty [new RandomVariable/Empirical]
puts "unloaded: [$empty value]"
puts "missing: [catch {$empty loadCDF no-such-file}]"
set tf [open out.tr w]
$ns trace-all $tf
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
set ra [new Application/Traffic/RealAudio]
$ra set rate_ 40k
$ra set burst_time_ 20ms
$ra set idle_time_ 500ms
$ra attach-agent $udp
puts "ra: [$ra set packetSize_] [$ra set rate_] [$ra set burst_time_] [$ra set idle_time_]"
$ns at 0.1 "$ra start"
$ns at 6 "$ra stop"
$ns at 7 "$ra start"
$ns at 12 "$ns flush-trace; close $tf; exit 0"
$ns run
