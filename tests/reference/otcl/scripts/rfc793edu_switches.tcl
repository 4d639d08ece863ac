# Agent/TCP/RFC793edu, ns-2's teaching TCP, with each of its switches: one sender per
# setting over its own 1 Mbit/s, 50 ms path whose router drops a few chosen packets
# (ErrorModel/List), cwnd_, rtt_, srtt_ and backoff_ traced, rto_ sampled every 0.5 s, and
# the packets of the last sender's bottleneck in out.tr.
# syn_ is turned off on Agent/TCP first: RFC793edu keeps its own default (on).
Agent/TCP set syn_ false
Agent/TCP set tcpTick_ 0.1
Agent/TCP set minrto_ 0
set ns [new Simulator]
set tr [open out.tr w]
set cw [open cwnd.tr w]
set rt [open rto.tr w]
puts "class syn_ [Agent/TCP/RFC793edu set syn_] rto_ [Agent/TCP/RFC793edu set rto_] tcp syn_ [Agent/TCP set syn_]"
set settings {
    {}
    {add793slowstart_ true}
    {add793slowstart_ true add793fastrtx_ true add793jacobsonrtt_ true}
    {add793additiveinc_ true}
    {add793exponinc_ true}
    {add793expbackoff_ false add793karnrtt_ false}
    {add793slowstart_ true windowOption_ 0}
}
proc sample {tcp i} {
    global ns rt
    puts $rt "[$ns now] $i [$tcp set rto_] [$tcp set backoff_]"
    $ns at [expr [$ns now] + 0.5] "sample $tcp $i"
}
set i 0
foreach s $settings {
    set a [$ns node]
    set r [$ns node]
    set b [$ns node]
    $ns duplex-link $a $r 10Mb 5ms DropTail
    $ns duplex-link $r $b 1Mb 50ms DropTail
    $ns queue-limit $r $b 8
    set em [new ErrorModel/List]
    $em droplist [list [expr 20 + $i] [expr 45 + 2 * $i] 46 90]
    $em drop-target [new Agent/Null]
    $ns lossmodel $em $r $b
    if {$i == [llength $settings] - 1} { $ns trace-queue $r $b $tr }
    set tcp [new Agent/TCP/RFC793edu]
    $tcp set fid_ $i
    $tcp set window_ 24
    foreach {k v} $s { $tcp set $k $v }
    puts "sender $i: syn_ [$tcp set syn_] rto_ [$tcp set rto_] $s"
    $tcp attach $cw
    $tcp trace cwnd_
    $tcp trace rtt_
    $tcp trace srtt_
    $tcp trace backoff_
    $ns attach-agent $a $tcp
    set sink [new Agent/TCPSink]
    $ns attach-agent $b $sink
    $ns connect $tcp $sink
    set ftp [$tcp attach-app FTP]
    $ns at [expr 0.1 + 0.01 * $i] "$ftp start"
    $ns at 0.2 "sample $tcp $i"
    incr i
}
$ns at 8.0 "close $tr; close $cw; close $rt; exit 0"
$ns run
