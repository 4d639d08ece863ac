# wireless_demo.tcl: an ad-hoc network in the shape of ns-2.35's tcl/ex wireless demos:
# NODES mobile nodes in a 1000 m x 1000 m field, 802.11 with 250 m radios, AODV or DSDV,
# their movement read from a file that ns-2's `setdest` wrote and their traffic from a
# file in the format of ns-2's cbrgen.tcl (CBR/UDP and TCP/FTP connections, variables
# $udp_(i), $cbr_(i), $tcp_(i), $ftp_(i)).  Both files address the script's globals
# $ns_, $node_(i) and $god_ as the demos' scenario files do.  tests/wireless_demo.py writes
# such files (setdest with a fixed seed, and a cbrgen-like generator of its own).
#
# argv: ROUTING (AODV | DSDV) NODES STOP MOVEMENT_FILE TRAFFIC_FILE [NEWTRACE (0 | 1)]
#   a relative file name is taken relative to the folder of this script.
# Writes demo.tr (the CMU trace, in the old format unless NEWTRACE is 1).  At STOP every
# node is reset, as in the demos; then it prints tcp.I.ack=N, the highest cumulative ack
# TCP connection I saw, for each TCP connection of the traffic file.
if {$argc < 5} {
    puts stderr "usage: ns wireless_demo.tcl ROUTING NODES STOP MOVEMENT_FILE TRAFFIC_FILE \[NEWTRACE\]"
    exit 1
}
set val(chan)   Channel/WirelessChannel
set val(prop)   Propagation/TwoRayGround
set val(netif)  Phy/WirelessPhy
set val(mac)    Mac/802_11
set val(ifq)    Queue/DropTail/PriQueue
set val(ll)     LL
set val(ant)    Antenna/OmniAntenna
set val(ifqlen) 50
set val(x)      1000
set val(y)      1000
set val(rp)     [lindex $argv 0]
set val(nn)     [lindex $argv 1]
set val(stop)   [lindex $argv 2]
set here [file dirname [info script]]
set val(sc)     [file join $here [lindex $argv 3]]
set val(cp)     [file join $here [lindex $argv 4]]
set val(newtrace) [expr {$argc > 5 ? [lindex $argv 5] : 0}]

set ns_ [new Simulator]
if {$val(newtrace)} { $ns_ use-newtrace }
set tracefd [open demo.tr w]
$ns_ trace-all $tracefd

set topo [new Topography]
$topo load_flatgrid $val(x) $val(y)
set god_ [create-god $val(nn)]

$ns_ node-config -adhocRouting $val(rp) -llType $val(ll) -macType $val(mac) \
    -ifqType $val(ifq) -ifqLen $val(ifqlen) -antType $val(ant) -propType $val(prop) \
    -phyType $val(netif) -channel [new $val(chan)] -topoInstance $topo \
    -agentTrace ON -routerTrace ON -macTrace OFF -movementTrace OFF

for {set i 0} {$i < $val(nn)} {incr i} {
    set node_($i) [$ns_ node]
    $node_($i) random-motion 0
}

# where the nodes start and how they move (setdest), then the connections (cbrgen)
source $val(sc)
source $val(cp)

for {set i 0} {$i < $val(nn)} {incr i} {
    $ns_ initial_node_pos $node_($i) 20
}
for {set i 0} {$i < $val(nn)} {incr i} {
    $ns_ at $val(stop) "$node_($i) reset"
}

proc finish {} {
    global ns_ tracefd tcp_
    if {![info exists tcp_]} { array set tcp_ {} }
    foreach i [lsort -integer [array names tcp_]] {
        puts "tcp.$i.ack=[$tcp_($i) set ack_]"
    }
    $ns_ flush-trace
    close $tracefd
}
$ns_ at [expr {$val(stop) + 0.0001}] "finish"
$ns_ at [expr {$val(stop) + 0.0002}] "puts \"NS EXITING...\"; $ns_ halt"
$ns_ run
