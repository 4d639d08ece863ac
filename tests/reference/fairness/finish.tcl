# Shared by cubic_reno.tcl and fair_queueing.tcl: at the end, close the trace and print
# each receiver's bytes_ as bytesI=N (in the order of the list `sinks`).
proc finish {} {
    global ns tf sinks
    $ns flush-trace
    close $tf
    set i 0
    foreach s $sinks {
        puts "bytes$i=[$s set bytes_]"
        incr i
    }
    exit 0
}
