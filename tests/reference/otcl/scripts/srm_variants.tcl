# SRM's variants side by side (nslab.mcast.srm): a star of five members, the source's data
# (Application/Traffic/CBR through Agent/SRM) lost on one branch by an SRMErrorModel, and
# members of the Probabilistic, Fixed, Deterministic and plain classes, whose steps go to
# srm.log; the trace-all file records every message.  Ends by printing what each member
# knows: its group size and its distance to the source.
set ns [new Simulator -multicast on]
$ns trace-all [open out.tr w]
set log [open srm.log w]
for {set i 0} {$i <= 4} {incr i} { set n($i) [$ns node] }
for {set i 1} {$i <= 4} {incr i} { $ns duplex-link $n($i) $n(0) 1Mb [expr 5 * $i]ms DropTail }
set group [Node allocaddr]
set ctr [$ns mrtproto CtrMcast {}]
$ns at 0.2 "$ctr switch-treetype $group"
Agent/SRM set sessionDelay_ 0.5
set kinds {SRM SRM/Probabilistic SRM/Fixed SRM/Deterministic SRM}
for {set i 0} {$i <= 4} {incr i} {
    set srm($i) [new Agent/[lindex $kinds $i]]
    $srm($i) set dst_addr_ $group
    $srm($i) set dst_port_ 0
    $srm($i) set fid_ [expr $i + 1]
    $srm($i) trace $log
    $ns attach-agent $n($i) $srm($i)
    $ns at 0.5 "$srm($i) start"
}
set cbr [new Application/Traffic/CBR]
$cbr set packetSize_ 500
$cbr set interval_ 0.05
$cbr attach-agent $srm(1)
$srm(1) set tg_ $cbr
$srm(1) set packetSize_ 500
$srm(1) set app_fid_ 9
$ns at 2.0 "$srm(1) start-source"
set loss [new SRMErrorModel]
$loss drop-packet 2 7 3
$ns at 1.0 "$ns lossmodel $loss $n(0) $n(3)"
proc done {} {
    global ns srm log
    $ns flush-trace
    close $log
    for {set i 0} {$i <= 4} {incr i} {
        puts "srm$i groupSize=[$srm($i) set groupSize_] distance=[$srm($i) distance? 1]"
    }
    exit 0
}
$ns at 4.0 "done"
$ns run
