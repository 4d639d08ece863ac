# compat-source: written for nslab's compatibility suite (nam hints with no nam trace open)
# compat-licence: nslab's own
#
# The nam hints course scripts give nodes and links, each answer printed; with no nam
# trace open they change nothing else (the .tr trace is the same as without them).
set ns [new Simulator]
set tf [open hints.tr w]
$ns trace-all $tf
puts [$ns color 1 Blue]
puts [$ns color 2 Red]
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
puts [$n0 color red]
puts [$n1 shape box]
puts [$n2 shape hexagon]
puts [$n0 label "TCP source"]
puts [$n0 label-color blue]
puts [$n0 label-at up]
puts [$n1 add-mark m1 green]
puts [$n1 add-mark m2 green square]
puts [$n1 delete-mark m1]
$ns duplex-link $n0 $n1 2Mb 10ms DropTail
$ns duplex-link $n1 $n2 1Mb 20ms DropTail
puts "orient: [$ns duplex-link-op $n0 $n1 orient right]"
puts [$ns duplex-link-op $n1 $n2 orient right-down]
puts [$ns duplex-link-op $n1 $n2 queuePos 0.5]
puts [$ns duplex-link-op $n1 $n2 color green]
puts [$ns duplex-link-op $n1 $n2 label bottleneck]
puts [$ns simplex-link-op $n1 $n2 label-color red]
puts [$ns duplex-link-op $n1 $n2 label-at down]
puts "annotate: [$ns trace-annotate "the start"]"
set tcp [new Agent/TCP]
$tcp set class_ 1
$ns attach-agent $n0 $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $n2 $sink
$ns connect $tcp $sink
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.1 "$ftp start"
$ns at 0.5 "$n0 label sending"
$ns at 0.5 "$n2 color blue"
$ns at 0.7 {$ns trace-annotate "half way"}
$ns at 1.0 {$ns flush-trace; close $tf; puts [$tcp set ack_]; exit 0}
$ns run
