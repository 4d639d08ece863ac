# Telnet with interval_ 0: tcplib's empirical telnet gaps (one default-stream draw
# each).  nslab needs the table for this (tcplib.py): the test skips when it is missing
set trace_name telnet_tcplib.tr
set interval2 0
source [file join [file dirname [info script]] lib telnet_pair.tcl]
