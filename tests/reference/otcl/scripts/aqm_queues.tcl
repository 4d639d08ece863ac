# The AQM queues of ns-2.35 beyond RED (nslab: kernel/queues/pi.pxi, rem.pxi, vq.pxi,
# gk.pxi) against ns-2: four bottlenecks of 1Mb, one per queue type, each crossed by
# three TCP flows of different packet sizes (their drops draw from one random stream);
# each queue traces curq_ (and prob_ where it has one) to its own file, attached
# before the trace so that the values at that moment are written; the packets go to
# aqm.tr, and the state is read back during the run.
set ns [new Simulator]
set f [open aqm.tr w]
$ns trace-all $f
set fid 0
proc bottleneck {qtype settings traced} {
    global ns fid qf
    set s [$ns node]
    set r [$ns node]
    set d [$ns node]
    $ns duplex-link $s $r 10Mb 2ms DropTail
    $ns duplex-link $r $d 1Mb 10ms $qtype
    $ns queue-limit $r $d 20
    set q [[$ns link $r $d] queue]
    foreach {name value} $settings {
        $q set $name $value
    }
    set qf($qtype) [open [string tolower $qtype].q w]
    $q attach $qf($qtype)
    foreach name $traced {
        $q trace $name
    }
    foreach i {1 2 3} {
        set tcp [$ns create-connection TCP/Reno $s TCPSink $d [incr fid]]
        $tcp set window_ 30
        $tcp set packetSize_ [expr 400 * $i]
        set ftp [$tcp attach-app FTP]
        $ns at [expr 0.2 * $i] "$ftp start"
    }
    $ns at 1.5 "puts \"$qtype:\"; foreach v {$traced} {puts \"  \$v \[$q set \$v\]\"}"
}
bottleneck PI {a_ 0.00743 b_ 0.00736 w_ 40 qref_ 5 bytes_ true} {curq_ prob_}
bottleneck REM {phi_ 1.01 pbo_ 5 pupdtime_ 0.01 gamma_ 0.01} {curq_ prob_}
bottleneck Vq {buflim_ 0.5 queue_in_bytes_ false ecnlim_ 0.9} {curq_}
bottleneck GK {ecnlim_ 0.5} {curq_}
$ns at 3.0 {close $f; foreach q [array names qf] {close $qf($q)}; exit 0}
$ns run
