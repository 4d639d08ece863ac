# RED on six bottlenecks at once: automatic configuration (read back), byte and
# packet modes, gentle_ off, wait_ off, forced drops from the front / at random,
# adaptive RED (both variants); RED variable traces and the packet trace.
source [file join [file dirname [info script]] lib common.tcl]
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
set vf [open red.tr w]
Queue/RED set thresh_ 0
Agent/TCP set window_ 40
proc dumbbell {id qsetup} {
    global ns vf
    set R [$ns node]
    set D [$ns node]
    $ns duplex-link $R $D 1Mb 20ms RED
    set q [[$ns link $R $D] queue]
    eval $qsetup
    puts "$id: thresh_=[$q set thresh_] maxthresh_=[$q set maxthresh_] q_weight_=[$q set q_weight_] limit_=[$q set limit_] bytes_=[$q set bytes_] gentle_=[$q set gentle_] cur_max_p_=[$q set cur_max_p_]"
    $q attach $vf
    $q trace ave_
    $q trace curq_
    $q trace prob1_
    $q trace cur_max_p_
    foreach i {0 1 2} {
        set S [$ns node]
        $ns duplex-link $S $R 10Mb [expr 2 + 3*$i]ms DropTail
        if {$i == 1} { set tcp [new Agent/TCP] } else { set tcp [new Agent/TCP/Reno] }
        $tcp set fid_ $id
        $tcp set packetSize_ [expr 500 + 250*$i]
        ftp_to_sink $S $D $tcp [expr 0.02*$i]
    }
    return $q
}
set q0 [dumbbell 0 {}]
set q1 [dumbbell 1 {$q set bytes_ false; $q set queue_in_bytes_ false; $q set thresh_ 3; $q set maxthresh_ 9}]
set q2 [dumbbell 2 {$q set gentle_ false; $q set use_mark_p_ false; $q set wait_ false; $q set q_weight_ 0.02}]
set q3 [dumbbell 3 {$q set drop_front_ true; $q set limit_ 8}]
set q4 [dumbbell 4 {$q set drop_rand_ true; $q set limit_ 10; $q set linterm_ 4}]
set q5 [dumbbell 5 {$q set adaptive_ 1; $q set interval_ 0.1}]
set q6 [dumbbell 6 {$q set adaptive_ 1; $q set feng_adaptive_ 1; $q set alpha_ 3; $q set beta_ 2}]
proc finish {} {
    global ns tf vf q0 q1 q2 q3 q4 q5 q6
    foreach q [list $q0 $q1 $q2 $q3 $q4 $q5 $q6] {
        puts "ave_=[$q set ave_] prob1_=[$q set prob1_] curq_=[$q set curq_] cur_max_p_=[$q set cur_max_p_] thresh_queue_=[$q set thresh_queue_] maxthresh_queue_=[$q set maxthresh_queue_]"
    }
    $ns flush-trace
    close $tf
    close $vf
    summary red.tr 60 {^[pc] }
    summary out.tr 40 {^d }
    exit 0
}
$ns at 1.5 finish
$ns run
