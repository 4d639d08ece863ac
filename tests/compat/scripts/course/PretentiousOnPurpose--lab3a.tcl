# compat-source: PretentiousOnPurpose/NS2, lab3a.tcl
# (https://github.com/PretentiousOnPurpose/NS2/blob/0821fd3ea7fd41a85207ef040719d9647ebe2b1d/lab3a.tcl)
# compat-licence: none stated; kept as a short test input with its source, to be removed on request
set ns [new Simulator]
set nf [open lab3a.nam w]

$ns namtrace-all $nf

set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]

$ns duplex-link $n0 $n1 1Mb 8ms DropTail
$ns duplex-link $n1 $n2 1Mb 8ms DropTail

set tcp [new Agent/TCP]
$ns attach-agent $n0 $tcp

set sink [new Agent/TCPSink]
$ns attach-agent $n2 $sink

$ns connect $tcp $sink

set ftp [new Application/FTP]
$ftp attach-agent $tcp

proc finish {} {
	global ns nf
	$ns flush-trace
	close $nf
	exec nam lab3a.nam &
	exit 0
}

$ns at 0.1ms "$ftp start"
$ns at 4ms "finish"
$ns run 
