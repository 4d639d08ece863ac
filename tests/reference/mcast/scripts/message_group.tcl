# Agent/Message: texts sent to a group (Dense Mode) and answered one to one; each
# receiver prints what its recv instproc gets.
set ns [new Simulator -multicast on]
set tf [open message_group.tr w]
$ns trace-all $tf
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1Mb 10ms DropTail
$ns duplex-link $n(1) $n(2) 1Mb 10ms DropTail
$ns duplex-link $n(1) $n(3) 1Mb 10ms DropTail
$ns mrtproto DM {}
set g [Node allocaddr]
Class Agent/Message/Echo -superclass Agent/Message
Agent/Message/Echo set packetSize_ 120
Agent/Message/Echo instproc recv msg {
    global ns
    $self instvar agent_addr_
    puts "[$ns now] node $agent_addr_ got {$msg}"
    if {[lindex $msg 0] == "hello"} {
        $self set dst_addr_ [lindex $msg 1]
        $self set dst_port_ [lindex $msg 2]
        $self send "reply from $agent_addr_"
    }
}
set src [new Agent/Message/Echo]
$ns attach-agent $n(0) $src
$src set dst_addr_ $g
$src set dst_port_ 0
foreach i {2 3} {
    set r($i) [new Agent/Message/Echo]
    $ns attach-agent $n($i) $r($i)
    $ns at 0.05 "$n($i) join-group $r($i) $g"
}
set plain [new Agent/Message]
$ns attach-agent $n(3) $plain
$plain set dst_addr_ [$n(0) id]
$plain set dst_port_ 1
$ns at 0.1 "$src send {hello 0 1}"
$ns at 0.3 "$src send {hello 0 1}"
$ns at 0.4 "$plain send {a plain message}"
$ns at 0.6 "close $tf; exit 0"
$ns run
