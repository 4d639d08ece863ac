# `$udp send n text` with n above packetSize_: ns-2 prints an error (C-level output, the
# script's only stdout) and sends nothing; a text that fits goes out, in one packet or
# more, and what arrives is logged to a file by process_data.
set ns [new Simulator]
set tf [open udp_text_too_long.tr w]
$ns trace-all $tf
set log [open received.txt w]
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 1Mb 5ms DropTail
Agent/UDP instproc process_data {from data} {
    global ns log
    puts $log "[$ns now] from $from: $data"
}
set u [new Agent/UDP]
$u set packetSize_ 100
set v [new Agent/UDP]
$ns attach-agent $n0 $u
$ns attach-agent $n1 $v
$ns connect $u $v
$ns at 0.1 "$u send 101 {one byte too many}"
$ns at 0.2 "$u send 100 {just fits}"
$ns at 0.3 "$u send 99 {fits too}"
$ns at 0.4 "$u send 350"
$ns at 0.5 "$u send 0 {empty message}"
$ns at 1.0 "$ns flush-trace; close $tf; close $log; exit 0"
$ns run
