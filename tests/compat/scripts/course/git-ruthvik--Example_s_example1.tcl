# compat-source: git-ruthvik/VTU-15CSL57, Example_s/example1.tcl
# (https://github.com/git-ruthvik/VTU-15CSL57/blob/51029a60b577eb5394ad0e1638c501a77edb1c3f/Example_s/example1.tcl)
# compat-licence: none stated; kept as a short test input with its source, to be removed on request
set ns [new Simulator]
set nf [open out1.nam w]
$ns namtrace-all $nf

proc finish {} {
global ns nf
$ns flush-trace
close $nf
exec nam out1.nam &
exit 0
}
$ns at 5.0 "finish"
$ns run
