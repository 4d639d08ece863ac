# The simulator's RouteLogic takes a handle: at the first `rtproto` (Algorithmic: at each)
# or, when no rtproto came, at `$ns run`; an object made during the run shows it.
set ns [new Simulator]
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 1ms DropTail
puts "before run [new RandomVariable/Constant]"
$ns at 0.1 {puts "during run [new RandomVariable/Constant]"; exit 0}
$ns run
