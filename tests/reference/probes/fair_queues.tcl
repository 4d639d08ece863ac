# DRR, SFQ and FQ bottlenecks side by side, four TCP flows each (Tahoe and Reno,
# several packet sizes and windows), with limits small enough to drop.
# (ns-2's FQ needs trace-all: its flow queues drop into the link's drop trace.)
source [file join [file dirname [info script]] lib common.tcl]
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
Agent/TCP set window_ 30
Queue/DRR set blimit_ 9000
Queue/DRR set quantum_ 600
Queue/SFQ set maxqueue_ 14
Queue/SFQ set buckets_ 5
proc dumbbell {id qdisc qsetup} {
    global ns sinks
    set R [$ns node]
    set D [$ns node]
    $ns duplex-link $R $D 1.2Mb 15ms $qdisc
    set q [[$ns link $R $D] queue]
    eval $qsetup
    foreach i {0 1 2 3} {
        set S [$ns node]
        $ns duplex-link $S $R 10Mb [expr 1 + 2*$i]ms DropTail
        $ns queue-limit $S $R 100
        if {$i % 2} { set tcp [new Agent/TCP] } else { set tcp [new Agent/TCP/Reno] }
        $tcp set fid_ [expr $i + 4*($id == 2)]
        $tcp set packetSize_ [expr 400 + 200*$i]
        $tcp set window_ [expr 20 + 8*$i]
        lappend sinks [ftp_to_sink $S $D $tcp [expr 0.01*$i]]
    }
    return $q
}
set qd [dumbbell 0 DRR {}]
set qd2 [dumbbell 1 DRR {$q set buckets_ 3; $q set mask_ 1}]
set qs [dumbbell 2 SFQ {}]
set qs2 [dumbbell 3 SFQ {$q limit 20; $q buckets 2}]
set qf [dumbbell 4 FQ {}]
puts "drr: [$qd set buckets_] [$qd set blimit_] [$qd set quantum_] [$qd set mask_]; sfq: [$qs set maxqueue_] [$qs set buckets_] [$qs2 set maxqueue_]; fq: [$qf set secsPerByte_]"
Queue/DropTail set limit_ 9
proc finish {} {
    global ns tf sinks
    set b {}
    foreach s $sinks { lappend b [$s set bytes_] }
    puts "bytes: $b"
    $ns flush-trace
    close $tf
    summary out.tr 30 {^d }
    exit 0
}
$ns at 2.0 finish
$ns run
