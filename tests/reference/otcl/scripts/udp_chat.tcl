# A course-lab style script: a user class derived from Agent/UDP exchanges text
# messages (`$agent send bytes text`), received in a Tcl process_data instproc.
set ns [new Simulator]
set tf [open udp_chat.tr w]
$ns trace-all $tf

Class Agent/Chat -superclass Agent/UDP
Agent/Chat set packetSize_ 200
Agent/Chat instproc init {args} {
    eval $self next $args
    $self instvar received_
    set received_ 0
}
Agent/Chat instproc process_data {from data} {
    global ns
    $self instvar received_ node_
    incr received_
    puts [format "%.4f node %d got \"%s\" from node %d (%d so far)" [$ns now] [$node_ id] $data $from $received_]
    if {[string match "ping*" $data]} {
        $self send 40 "pong [lindex $data 1]"
    }
}
Agent/Chat instproc say {text} {
    $self send [string length $text] $text
}

set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 1Mb 5ms DropTail
$ns duplex-link $n1 $n2 512Kb 20ms DropTail

set alice [new Agent/Chat]
set bob [new Agent/Chat]
$ns attach-agent $n0 $alice
$ns attach-agent $n2 $bob
$ns connect $alice $bob
puts "packetSize_ [$alice set packetSize_], class [$alice info class]"

$ns at 0.1 "$alice say {hello bob}"
$ns at 0.2 "$bob say {hi alice, how are you}"
for {set i 1} {$i <= 3} {incr i} {
    $ns at [expr 0.3 + $i * 0.01] "$alice send 60 {ping $i}"
}
# a plain Agent/UDP with a Tcl process_data of its own class
Agent/UDP instproc process_data {from data} {
    puts "plain udp got '$data' from $from"
}
set u [new Agent/UDP]
set v [new Agent/UDP]
$ns attach-agent $n1 $u
$ns attach-agent $n0 $v
$ns connect $u $v
$ns at 0.6 "$u send 10 {plain text}"
$ns at 0.61 "$u send 1000"

proc finish {} {
    global ns tf alice bob
    $ns flush-trace
    close $tf
    puts "alice received [$alice set received_], bob received [$bob set received_]"
    exit 0
}
$ns at 1.0 "finish"
$ns run
