# A LAN between two wired links: n0 -- n1 [LAN n1 n2 n3] n3 -- n4.  A TCP flow
# crosses it both ways (data to n4, acks back); the LAN's interface queues hold 5
# packets (make-lan's ifqLen), so the sender's burst is dropped there ('d' lines).
set ns [new Simulator]
set tf [open between.tr w]
$ns trace-all $tf
set nf [open between.nam w]
$ns namtrace-all $nf
$ns color 1 red
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
set n3 [$ns node]
set lan [$ns make-lan "$n1 $n2 $n3" 2Mb 5ms LL Queue/DropTail Mac/802_3 Channel Phy/WiredPhy 5]
set n4 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n3 $n4 10Mb 2ms DropTail
$ns duplex-link-op $n0 $n1 orient right
set tcp [new Agent/TCP/Reno]
$tcp set fid_ 1
$tcp set window_ 40
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n4 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
set cw [open between_cwnd.tr w]
$tcp attach $cw
$tcp trace cwnd_
$ns at 0.1 "$ftp start"
$ns at 1.2 "$ftp stop"
proc finish {} {
    global ns tf nf cw
    $ns flush-trace
    close $tf
    close $nf
    close $cw
    global lan
    puts "lan id [$lan id]"
    exit 0
}
$ns at 1.5 "finish"
$ns run
