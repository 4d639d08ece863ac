# One short run with TCP flavour / sink pairings (Newreno, Sack1, Fack, Reno, Tahoe;
# TCPSink, DelAck, Sack1, Sack1/DelAck), sharing a small
# bottleneck so that each flow loses packets (fast retransmits, partial acks,
# SACK recovery, timeouts).  Prints each flow's counters, then the trace's line
# count, event counts, ack sizes (40 + 8 per SACK block) and crc32.
set ns [new Simulator]
set tf [open variants.tr w]
$ns trace-all $tf
set R [$ns node]
set D [$ns node]
$ns duplex-link $R $D 1.5Mb 40ms DropTail
$ns queue-limit $R $D 8
Agent/TCP set window_ 64
Agent/TCP set packetSize_ 960
set pairs {
    Agent/TCP/Newreno   Agent/TCPSink
    Agent/TCP/Newreno   Agent/TCPSink/DelAck
    Agent/TCP/Sack1     Agent/TCPSink/Sack1
    Agent/TCP/Sack1     Agent/TCPSink/Sack1/DelAck
    Agent/TCP/Reno      Agent/TCPSink/DelAck
    Agent/TCP           Agent/TCPSink/DelAck
    Agent/TCP/Newreno   Agent/TCPSink/Sack1
    Agent/TCP/Sack1     Agent/TCPSink
    Agent/TCP/Fack      Agent/TCPSink/Sack1
    Agent/TCP/Fack      Agent/TCPSink/Sack1/DelAck
}
set i 0
foreach {tcpclass sinkclass} $pairs {
    set S($i) [$ns node]
    $ns duplex-link $S($i) $R 10Mb [expr 2 + 3 * $i]ms DropTail
    set tcp($i) [new $tcpclass]
    $tcp($i) set fid_ $i
    $ns attach-agent $S($i) $tcp($i)
    $tcp($i) attach $tf
    $tcp($i) tracevar cwnd_
    $tcp($i) tracevar ssthresh_
    $tcp($i) tracevar ack_
    $tcp($i) tracevar dupacks_
    set sink($i) [new $sinkclass]
    $ns attach-agent $D $sink($i)
    $ns connect $tcp($i) $sink($i)
    set ftp($i) [new Application/FTP]
    $ftp($i) attach-agent $tcp($i)
    $ns at [expr 0.05 * $i] "$ftp($i) start"
    set name($i) "[lindex [split $tcpclass /] end]-[join [lrange [split $sinkclass /] 1 end] /]"
    incr i
}
set nflows $i
proc finish {} {
    global ns tf tcp sink nflows name
    for {set i 0} {$i < $nflows} {incr i} {
        set line "$name($i):"
        foreach v {ack_ maxseq_ cwnd_ ssthresh_ ndatapack_ nrexmitpack_ nrexmit_ ncwndcuts_ nackpack_} {
            append line " $v=[$tcp($i) set $v]"
        }
        puts "$line bytes_=[$sink($i) set bytes_]"
    }
    $ns flush-trace
    close $tf
    set f [open variants.tr r]
    set data [read $f]
    close $f
    array set ev {+ 0 - 0 r 0 d 0}
    array set acksize {}
    set lines 0
    foreach line [split [string trimright $data \n] \n] {
        incr lines
        set e [lindex $line 0]
        if {[info exists ev($e)]} { incr ev($e) }
        if {$e == "r" && [lindex $line 4] == "ack"} {
            set sz [lindex $line 5]
            if {[info exists acksize($sz)]} { incr acksize($sz) } else { set acksize($sz) 1 }
        }
    }
    puts "trace: lines=$lines +=$ev(+) -=$ev(-) r=$ev(r) d=$ev(d) crc32=[zlib crc32 $data]"
    foreach sz [lsort -integer [array names acksize]] { puts "acks received of size $sz: $acksize($sz)" }
    exit 0
}
$ns at 12 "finish"
$ns run
