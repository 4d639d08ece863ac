# Agent/MessagePassing on wired nodes: a subclass whose recv instproc prints what arrives,
# agents attached at a chosen port, `sendto` with and without a text and with port 0 (the
# sender's own port), `send` to the connected agent, a message over packetSize_ (ns-2
# prints an error and sends nothing), and the node's address_; traced with trace-all.
set ns [new Simulator]
set tr [open message_passing.tr w]
$ns trace-all $tr
Class Agent/MessagePassing/Echo -superclass Agent/MessagePassing
Agent/MessagePassing/Echo instproc recv {source sport size data} {
    $self instvar node_
    puts "[format %.6f [[Simulator instance] now]] node [$node_ node-addr] got $size bytes\
          from $source.$sport: {$data}"
}
foreach i {0 1 2} { set n($i) [$ns node] }
$ns duplex-link $n(0) $n(1) 1Mb 10ms DropTail
$ns duplex-link $n(1) $n(2) 1Mb 10ms DropTail
foreach i {0 1 2} {
    set a($i) [new Agent/MessagePassing/Echo]
    $n($i) attach $a($i) 42
}
set b [new Agent/MessagePassing/Echo]
$ns attach-agent $n(2) $b
$ns connect $a(0) $b
$a(0) set packetSize_ 800
puts "address of node 2: [$n(2) set address_]"
$ns at 0.1 "$a(0) sendto 500 hello [$n(2) set address_] 42"
$ns at 0.2 "$a(1) sendto 100 2 0"
$ns at 0.3 "$a(0) send 300 {to the connected one}"
$ns at 0.4 "$a(0) sendto 900 {too long} 1 42"
$ns at 0.5 "$a(2) sendto 1500 {the whole default} 0 42"
$ns at 1.0 "$ns flush-trace; close $tr; exit 0"
$ns run
