# The options of Newreno, Sack1, Fack and the sinks: their defaults as scripts read
# them, then one lossy run with a flow per option setting; prints each flow's
# counters and the crc32 of the trace.
set ns [new Simulator]
foreach {cls vars} {
    Agent/TCP/Newreno {newreno_changes_ newreno_changes1_ partial_window_deflation_ exit_recovery_fix_ numdupacksFrac_}
    Agent/TCP/Sack1 {partial_ack_ numdupacksFrac_ LimTransmitFix_ oldCode_}
    Agent/TCP/Fack {rampdown_}
    Agent/TCPSink/Sack1 {maxSackBlocks_ generateDSacks_ RFC2581_immediate_ack_ SYN_immediate_ack_ packetSize_}
    Agent/TCPSink/DelAck {interval_ maxSackBlocks_ ts_echo_bugfix_ ts_echo_rfc1323_}
    Agent/TCPSink/Sack1/DelAck {interval_ maxSackBlocks_}
} {
    set a [new $cls]
    set line "$cls:"
    foreach v $vars { append line " $v=[$a set $v]" }
    puts $line
}
set d [new Agent/TCPSink/DelAck]
$d set interval_ 30ms
puts "interval_ 30ms reads [$d set interval_]"

set tf [open options.tr w]
$ns trace-all $tf
set R [$ns node]
set D [$ns node]
$ns duplex-link $R $D 1Mb 30ms DropTail
$ns queue-limit $R $D 6
Agent/TCP set window_ 48
Agent/TCP set packetSize_ 960
Agent/TCP set overhead_ 0.004
set flows {
    Agent/TCP/Newreno {newreno_changes_ 1} Agent/TCPSink {}
    Agent/TCP/Newreno {partial_window_deflation_ 0 newreno_changes1_ 0} Agent/TCPSink {}
    Agent/TCP/Newreno {exit_recovery_fix_ 1 maxburst_ 4} Agent/TCPSink {}
    Agent/TCP/Sack1 {partial_ack_ 1} Agent/TCPSink/Sack1 {}
    Agent/TCP/Sack1 {LimTransmitFix_ 1 numdupacksFrac_ 4} Agent/TCPSink/Sack1 {maxSackBlocks_ 1}
    Agent/TCP/Sack1 {oldCode_ 1} Agent/TCPSink/Sack1 {generateDSacks_ 1 maxSackBlocks_ 2}
    Agent/TCP/Sack1 {timestamps_ 1} Agent/TCPSink/Sack1/DelAck {interval_ 50ms ts_echo_rfc1323_ 1}
    Agent/TCP/Fack {rampdown_ 1} Agent/TCPSink/Sack1 {}
    Agent/TCP/Fack {ss-div4_ 1 maxburst_ 3} Agent/TCPSink/Sack1 {}
}
set i 0
foreach {tcpclass tset sinkclass sset} $flows {
    set S($i) [$ns node]
    $ns duplex-link $S($i) $R 10Mb [expr 1 + 4 * $i]ms DropTail
    set tcp($i) [new $tcpclass]
    $tcp($i) set fid_ $i
    foreach {k v} $tset { $tcp($i) set $k $v }
    $ns attach-agent $S($i) $tcp($i)
    set sink($i) [new $sinkclass]
    foreach {k v} $sset { $sink($i) set $k $v }
    $ns attach-agent $D $sink($i)
    $ns connect $tcp($i) $sink($i)
    set ftp($i) [new Application/FTP]
    $ftp($i) attach-agent $tcp($i)
    $ns at [expr 0.1 * $i] "$ftp($i) start"
    set label($i) "[lindex [split $tcpclass /] end] {$tset} [lindex [split $sinkclass /] end] {$sset}"
    incr i
}
set nflows $i
proc finish {} {
    global ns tf tcp sink nflows label
    for {set i 0} {$i < $nflows} {incr i} {
        set line "$label($i):"
        foreach v {ack_ maxseq_ cwnd_ ssthresh_ ndatapack_ nrexmitpack_ nrexmit_ nackpack_} {
            append line " $v=[$tcp($i) set $v]"
        }
        puts "$line bytes_=[$sink($i) set bytes_]"
    }
    $ns flush-trace
    close $tf
    set f [open options.tr r]
    set data [read $f]
    close $f
    puts "trace: [llength [split [string trimright $data \n] \n]] lines, crc32 [zlib crc32 $data]"
    exit 0
}
$ns at 10 "finish"
$ns run
