# What ns-2.35's validation suites (tcl/test) lean on: the PERL global of ns-autoconf.tcl,
# Node neighbors (misc.tcl traces the queues of every neighbor) and a link traced by
# trace-all and then by trace-queue, which ns-2 writes to both files.
set ns [new Simulator]
set all [open all.tr w]
$ns trace-all $all
set a [$ns node]; set b [$ns node]; set c [$ns node]; set d [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
$ns duplex-link $b $c 1Mb 10ms DropTail
$ns duplex-link $d $b 1Mb 10ms DropTail
puts "perl runs: [expr {[auto_execok $PERL] ne ""}]"
puts "neighbors of b: [llength [$b neighbors]]"
foreach n [$b neighbors] { puts "  node [$n id]" }
set out [open out.tr w]
foreach n [$b neighbors] { $ns trace-queue $b $n $out }
set u [new Agent/UDP]; $ns attach-agent $a $u
set s [new Agent/Null]; $ns attach-agent $c $s
$ns connect $u $s
$ns at 0.1 "$u send 500"
$ns at 0.2 "$u send 500"
$ns at 1 "close $all; close $out; exit 0"
$ns run
