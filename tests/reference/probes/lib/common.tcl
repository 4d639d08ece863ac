# Procedures shared by several probes (each sources this file).

# An FTP source on agent `tcp` at node S sending to a new TCPSink at node D,
# started at time `start`; returns the sink.
proc ftp_to_sink {S D tcp start} {
    global ns
    $ns attach-agent $S $tcp
    set sink [new Agent/TCPSink]
    $ns attach-agent $D $sink
    $ns connect $tcp $sink
    set ftp [new Application/FTP]
    $ftp attach-agent $tcp
    $ns at $start "$ftp start"
    return $sink
}

# A file's line count and CRC-32, its first `head` lines and the lines matching `pattern`
proc summary {f head pattern} {
    set ch [open $f r]
    set data [read $ch]
    close $ch
    set lines [split [string trimright $data "\n"] "\n"]
    puts "$f: [llength $lines] lines, crc32 [zlib crc32 $data]"
    puts [join [lrange $lines 0 [expr {$head - 1}]] "\n"]
    foreach line $lines { if {[regexp $pattern $line]} { puts $line } }
}
