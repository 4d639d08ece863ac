# compat-source: written for nslab's compatibility suite (the order of stdout on a pipe)
# compat-licence: nslab's own
#
# ns-2 prints some lines from C (create-god's "num_nodes is set", RED's printstats) and
# the script's puts through Tcl's stdout channel.  On a pipe both are buffered until exit,
# Tcl's first, so the C lines come last; in a terminal they interleave.
set ns [new Simulator]
puts "before create-god"
create-god 3
puts "after create-god"
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 10ms RED
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set rate_ 2Mb
set q [[$ns link $n0 $n1] queue]
$ns at 0.1 "$cbr start"
$ns at 1.0 {puts "at 1.0"; $q printstats; puts "after printstats"}
$ns at 2.0 {puts "done"; exit 0}
$ns run
