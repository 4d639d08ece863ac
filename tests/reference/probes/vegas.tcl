# Agent/TCP/Vegas: two RNG draws at creation and one at run, defaults, v_rtt_ read back
# with %.17g, packets of exactly packetSize_ bytes, and its window/fine RTT over a short run
set ns [new Simulator]
puts "seeds0=[$defaultRNG all-seeds]"
set v [new Agent/TCP/Vegas]
puts "seeds1=[$defaultRNG all-seeds]"
puts "alpha=[$v set v_alpha_] beta=[$v set v_beta_] gamma=[$v set v_gamma_] rtt=[$v set v_rtt_] size=[$v set packetSize_] cwnd=[$v set cwnd_] ss=[$v set ssthresh_]"
$v set v_rtt_ 0.1
puts "rtt=[$v set v_rtt_]"
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 5ms DropTail
$ns duplex-link $n1 $n2 1Mb 30ms DropTail
$ns queue-limit $n1 $n2 6
$v set window_ 24
$ns attach-agent $n0 $v
set sink [new Agent/TCPSink]
$ns attach-agent $n2 $sink
$ns connect $v $sink
set ftp [new Application/FTP]
$ftp attach-agent $v
proc show {} {
    global ns v sink defaultRNG
    puts "t=[$ns now] cwnd=[$v set cwnd_] ss=[$v set ssthresh_] ack=[$v set ack_] maxseq=[$v set maxseq_] rtt=[$v set v_rtt_] nrexmit=[$v set nrexmit_] rexmitpack=[$v set nrexmitpack_] bytes=[$v set ndatabytes_] sink=[$sink set bytes_] seeds=[$defaultRNG all-seeds]"
}
$ns at 0.05 show
$ns at 0.1 "$ftp start"
foreach t {0.3 0.7 1.5 3 6 10 20} { $ns at $t show }
$ns at 20 "exit 0"
$ns run
