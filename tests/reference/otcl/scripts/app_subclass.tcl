# A course-lab style application of the script's own: a class derived from ns-2's base
# Application that sends growing bursts through its agent (`$self send n`), over UDP
# and over TCP, rescheduling itself with `$ns at`.
set ns [new Simulator]
set f [open app_subclass.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 2Mb 10ms DropTail
$ns duplex-link $n1 $n2 1Mb 20ms DropTail

Class Application/Burst -superclass Application
Application/Burst set bursts_ 4
Application/Burst instproc init {args} {
    eval $self next $args
    $self instvar count_ size_
    set count_ 0
    set size_ 300
}
Application/Burst instproc start {} {
    $self instvar running_
    set running_ 1
    $self fire
}
Application/Burst instproc stop {} {
    $self instvar running_
    set running_ 0
}
Application/Burst instproc fire {} {
    global ns
    $self instvar count_ size_ running_
    if {!$running_ || $count_ >= [Application/Burst set bursts_]} return
    incr count_
    $self send $size_
    puts "[$ns now]: [$self info class] burst $count_ of $size_ bytes"
    set size_ [expr $size_ * 2]
    $ns at [expr [$ns now] + 0.1] "$self fire"
}

set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n2 $null
$ns connect $udp $null
set a1 [new Application/Burst]
$a1 attach-agent $udp
puts "a1 sends through the udp agent: [expr {[$a1 agent] eq $udp}]"

set tcp [new Agent/TCP]
$tcp set packetSize_ 500
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n2 $sink
$ns connect $tcp $sink
set a2 [new Application/Burst]
$a2 attach-agent $tcp

$ns at 0.1 "$a1 start"
$ns at 0.15 "$a2 start"
$ns at 0.35 "$a1 stop"
$ns at 2.0 "$ns flush-trace; close $f; exit 0"
$ns run
