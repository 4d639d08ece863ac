# Telnet over TCP: exponential gaps with mean interval_ (one default-stream draw each),
# one packetSize_ segment per message; stop lets the pending gap expire unused
set trace_name apps_telnet.tr
set interval2 0.08
source [file join [file dirname [info script]] lib telnet_pair.tcl]
