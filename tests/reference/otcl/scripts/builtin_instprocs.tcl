# Instprocs a script adds to ns-2's own classes: Simulator, Node, Agent, Application/FTP,
# an init on a built-in class, and instvars that are the C++ side's bound variables.
Simulator instproc finish {} {
    $self instvar tracefd_
    $self flush-trace
    close $tracefd_
    puts "finished at [$self now]"
    exit 0
}
Simulator instproc open-trace {name} {
    $self instvar tracefd_
    set tracefd_ [open $name w]
    $self trace-all $tracefd_
}
Node instproc describe {} {
    return "node [$self id]"
}
Agent instproc whoami {} {
    $self instvar packetSize_ fid_
    return "[$self info class] size $packetSize_ fid $fid_"
}
Agent/TCP instproc grow {} {
    $self instvar window_
    set window_ [expr $window_ * 2]
}
Application/FTP instproc kick {t} {
    global ns
    $ns at $t "$self start"
    puts "ftp starts at $t"
}
Agent/UDP instproc init {args} {
    eval $self next $args
    $self set fid_ 7
}

set ns [new Simulator]
$ns open-trace builtin_instprocs.tr
set n0 [$ns node]
set n1 [$ns node]
puts [$n0 describe]
puts [$n1 describe]
$ns duplex-link $n0 $n1 2Mb 10ms DropTail

set tcp [new Agent/TCP]
$tcp set window_ 5
$tcp grow
puts "window_ [$tcp set window_]"
puts [$tcp whoami]
set sink [new Agent/TCPSink]
$ns attach-agent $n0 $tcp
$ns attach-agent $n1 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ftp kick 0.1

set udp [new Agent/UDP]
puts [$udp whoami]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n1 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set interval_ 0.05
$ns at 0.2 "$cbr start"
$ns at 0.6 "$cbr stop"
$ns at 0.7 "$ftp stop"
$ns at 1.0 "$ns finish"
$ns run
