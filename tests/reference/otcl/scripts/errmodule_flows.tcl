# An ErrorModule (by flow id) on the middle link: flow 1 meets an ErrorModel/List,
# flow 2 an ErrorModel/Periodic with a burst, flow 3 passes (`default pass`).  The
# last link carries a Periodic model in byte units with default_drop_ and a List in
# byte units after its delay line.  The trace shows which packets each model hit.
set ns [new Simulator]
set f [open errmodule_flows.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
set n3 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 10Mb 5ms DropTail
$ns duplex-link $n2 $n3 10Mb 2ms DropTail

set link [$ns link $n1 $n2]
set emod [new ErrorModule Fid]
$link errormodule $emod
puts "module back: [expr {[$link errormodule] == $emod}]"

set lst [new ErrorModel/List]
$lst unit pkt
puts "droplist count: [$lst droplist {7 2} 5]"
set per [new ErrorModel/Periodic]
$per unit pkt
$per set offset_ 3
$per set period_ 6
$per set burstlen_ 2
puts "periodic: [$per set offset_] [$per set period_] [$per set burstlen_] [$per set default_drop_]"
$emod insert $lst
$emod insert $per
$emod bind $lst 1
$emod bind $per 2
$emod default pass
puts "models: [llength [$emod errormodels]]"

set bytes [new ErrorModel/Periodic]
$bytes unit byte
$bytes set offset_ 1000
$bytes set period_ 2500
$bytes set default_drop_ 1
$ns lossmodel $bytes $n2 $n3
set blist [new ErrorModel/List]
$blist unit byte
$blist droplist "3000 9000"
$ns link-lossmodel $blist $n2 $n3

foreach fid {1 2 3} size {200 500 300} start {0.1 0.103 0.107} {
    set udp($fid) [new Agent/UDP]
    $udp($fid) set fid_ $fid
    $ns attach-agent $n0 $udp($fid)
    set sink($fid) [new Agent/Null]
    $ns attach-agent $n3 $sink($fid)
    $ns connect $udp($fid) $sink($fid)
    set cbr($fid) [new Application/Traffic/CBR]
    $cbr($fid) attach-agent $udp($fid)
    $cbr($fid) set packetSize_ $size
    $cbr($fid) set interval_ 0.02
    $ns at $start "$cbr($fid) start"
    $ns at 0.5 "$cbr($fid) stop"
}
$ns at 1.0 "$ns flush-trace; close $f; exit 0"
$ns run
