# How bound variables read back: ints, doubles (%g-like), class defaults, instvars, $ns now
set ns [new Simulator]
set t [new Agent/TCP]
puts "tick=[$t set tcpTick_] oh=[$t set overhead_] w=[$t set window_] cwnd=[$t set cwnd_] inc=[$t set increase_num_] syn=[$t set syn_] ss=[$t set ssthresh_] rtt=[$t set rtt_] srtt=[$t set srtt_]"
$t set overhead_ 0.0023
$t set cwnd_ 3.14159265358979
puts "oh=[$t set overhead_] cwnd=[$t set cwnd_]"
Agent/TCP set window_ 42
puts "cls=[Agent/TCP set window_] tick=[Agent/TCP set tcpTick_]"
set r [new Agent/TCP/Reno]
puts "reno window=[$r set window_] old=[$t set window_]"
set s [new Agent/TCPSink]
puts "bytes=[$s set bytes_] size=[$s set packetSize_] fid=[$t set fid_] class=[$t set class_]"
$t set class_ 5
puts "fid=[$t set fid_]"
$t set foo_ 3
puts "foo=[$t set foo_]"
set n0 [$ns node]
set n1 [$ns node]
puts "id=[$n0 id] [$n1 id]"
$ns duplex-link $n0 $n1 1.5Mb 25ms DropTail
$ns attach-agent $n0 $t
$ns attach-agent $n1 $s
$ns attach-agent $n0 $r
puts "ports=[$t port] [$r port] dst=[$t set dst_addr_] [$t set dst_port_]"
$ns connect $t $s
puts "dst=[$t set dst_addr_].[$t set dst_port_] sdst=[$s set dst_addr_].[$s set dst_port_]"
puts "limit=[[[$ns link $n0 $n1] queue] set limit_]"
$ns queue-limit $n0 $n1 9
puts "limit=[[[$ns link $n0 $n1] queue] set limit_]"
proc show {} { global ns; puts "now=[$ns now]" }
$ns at 0.1 show
$ns at 1.7 show
$ns at 3 "show; exit 0"
$ns run
