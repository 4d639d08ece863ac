# Delayed acks (Agent/TCPSink/DelAck, Agent/TCPSink/Sack1/DelAck): when the
# held ack of an in-order segment leaves (interval_ later, or at once with the
# next segment), the SYN's ack (SYN_immediate_ack_), and acks of segments that
# fill a gap (RFC2581_immediate_ack_).  Prints every ack each sender receives.
set ns [new Simulator]
set tf [open delack.tr w]
$ns trace-all $tf
set A [$ns node]
set R [$ns node]
set B [$ns node]
$ns duplex-link $A $R 10Mb 10ms DropTail
$ns duplex-link $R $B 0.5Mb 20ms DropTail
$ns queue-limit $R $B 4

proc flow {i tcpclass sinkclass settings} {
    global ns A B tcp sink ftp
    set tcp($i) [new $tcpclass]
    $tcp($i) set fid_ $i
    $tcp($i) set window_ 12
    $tcp($i) set packetSize_ 500
    $ns attach-agent $A $tcp($i)
    set sink($i) [new $sinkclass]
    foreach {k v} $settings { $sink($i) set $k $v }
    $ns attach-agent $B $sink($i)
    $ns connect $tcp($i) $sink($i)
    set ftp($i) [new Application/FTP]
    $ftp($i) attach-agent $tcp($i)
}
# 0: default interval_, a few segments, then single ones far apart
flow 0 Agent/TCP/Reno Agent/TCPSink/DelAck {}
$ns at 0.0 "$ftp(0) produce 6"
$ns at 3.0 "$ftp(0) producemore 1"
$ns at 5.0 "$ftp(0) producemore 2"
# 1: 30 ms, and the SYN's ack is delayed too
flow 1 Agent/TCP Agent/TCPSink/DelAck {interval_ 30ms SYN_immediate_ack_ 0}
$ns at 7.0 "$ftp(1) produce 4"
# 2, 3: bulk transfers that lose packets; the second one delays the acks of
# gap-filling segments as well
flow 2 Agent/TCP/Sack1 Agent/TCPSink/Sack1/DelAck {}
flow 3 Agent/TCP/Newreno Agent/TCPSink/DelAck {RFC2581_immediate_ack_ 0 interval_ 0.2}
$ns at 9.0 "$ftp(2) start"
$ns at 9.0 "$ftp(3) start"
$ns at 12.0 "$ftp(2) stop"
$ns at 12.0 "$ftp(3) stop"

proc finish {} {
    global ns tf tcp sink
    $ns flush-trace
    close $tf
    set f [open delack.tr r]
    array set n {0 0 1 0 2 0 3 0}
    while {[gets $f line] >= 0} {
        if {[lindex $line 0] == "r" && [lindex $line 4] == "ack" && [lindex $line 3] == 0} {
            set fid [lindex $line 7]
            incr n($fid)
            if {$fid < 2 || $n($fid) <= 12} {
                puts "flow $fid ack [lindex $line 10] size [lindex $line 5] at [lindex $line 1]"
            }
        }
    }
    close $f
    foreach i {0 1 2 3} {
        puts "flow $i: acks=$n($i) ack_=[$tcp($i) set ack_] nackpack_=[$tcp($i) set nackpack_] nrexmitpack_=[$tcp($i) set nrexmitpack_] bytes_=[$sink($i) set bytes_]"
    }
    exit 0
}
$ns at 14 "finish"
$ns run
