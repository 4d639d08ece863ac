# Node/DelayBox: two boxes between senders and receivers.  The first paces, delays and
# drops the flows of its rules (one-way TCP and Full TCP; a UDP flow passes at once);
# the second is asymmetric and has a rule for one pair only.  Every packet on the links.
set ns [new Simulator]
Trace set show_tcphdr_ 1
set tf [open out.tr w]
$ns trace-all $tf
set s1 [$ns node]
set s2 [$ns node]
set db1 [$ns DelayBox]
set db2 [$ns DelayBox]
set k1 [$ns node]
set k2 [$ns node]
$ns duplex-link $s1 $db1 100Mb 1ms DropTail
$ns duplex-link $s2 $db1 100Mb 1ms DropTail
$ns duplex-link $db1 $db2 10Mb 5ms DropTail
$ns duplex-link $k1 $db2 100Mb 1ms DropTail
$ns duplex-link $k2 $db2 100Mb 1ms DropTail

set delay [new RandomVariable/Uniform]
$delay set min_ 5
$delay set max_ 40
set loss [new RandomVariable/Uniform]
$loss set min_ 0
$loss set max_ 0.05
set bw [new RandomVariable/Uniform]
$bw set min_ 1
$bw set max_ 4
set rng2 [new RNG]
set delay2 [new RandomVariable/Exponential]
$delay2 set avg_ 10
$delay2 use-rng $rng2
$db1 add-rule [$s1 id] [$k1 id] $delay $loss $bw
$db1 add-rule [$k2 id] [$s2 id] $delay $loss
$db2 add-rule [$s1 id] [$k1 id] $delay2
$db2 set-asymmetric

set tcp [new Agent/TCP/Reno]
set sink [new Agent/TCPSink]
$tcp set fid_ 1
$ns attach-agent $s1 $tcp
$ns attach-agent $k1 $sink
$ns connect $tcp $sink
set ftp [$tcp attach-app FTP]

set ftcp [new Agent/TCP/FullTcp]
set fsink [new Agent/TCP/FullTcp]
$ftcp set fid_ 2
$fsink set fid_ 2
$ns attach-agent $s2 $ftcp
$ns attach-agent $k2 $fsink
$ns connect $ftcp $fsink
$fsink listen

set udp [new Agent/UDP]
set null [new Agent/Null]
$ns attach-agent $s2 $udp
$ns attach-agent $k1 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set interval_ 0.05

$ns at 0.1 "$ftp start"
$ns at 0.2 "$ftcp advance 30"
$ns at 0.3 "$cbr start"
$ns at 2.5 "$ftcp close"
$ns at 3.0 "$ftp stop"
$ns at 4 "finish"
proc finish {} {
	global ns tf
	$ns flush-trace
	close $tf
	exit 0
}
$ns run
