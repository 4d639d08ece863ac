# compat-source: vnignatenkovarudn/mip, lab-ns/shablon.tcl
# (https://github.com/vnignatenkovarudn/mip/blob/817d0ad2690974d7a1e88159434ca219c6ac1d9f/lab-ns/shablon.tcl)
# compat-licence: none stated; kept as a short test input with its source, to be removed on request
set ns [new Simulator]
set nf [open out.nam w]
$ns namtrace-all $nf
set f [open out.tr w]
$ns trace-all $f
proc finish {} {
 global ns f nf
 $ns flush-trace
 close $f
 close $nf
 exec nam out.nam &
 exit 0
}
$ns at 5.0 "finish"
$ns run
