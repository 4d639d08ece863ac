# compat-source: git-ruthvik/VTU-15CSL57, Example_s/example2.tcl
# (https://github.com/git-ruthvik/VTU-15CSL57/blob/51029a60b577eb5394ad0e1638c501a77edb1c3f/Example_s/example2.tcl)
# compat-licence: none stated; kept as a short test input with its source, to be removed on request
set ns [new Simulator]
set nf [open out2.nam w]
$ns namtrace-all $nf

set n0 [$ns node]
set n1 [$ns node]

$ns duplex-link $n0 $n1 1Mb 10ms DropTail

proc finish {} {
global ns nf
$ns flush-trace
close $nf
exec nam out2.nam &
exit 0
}

$ns at 5.0 "finish"
$ns run
