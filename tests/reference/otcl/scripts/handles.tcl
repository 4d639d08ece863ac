# Object handles as ns-2 numbers them (kernel/otcl/handles.py): a script's objects get the
# numbers ns-2 gives them although its library makes objects of its own inside commands
# (a node's classifiers, a link's parts and traces, a node's port demux, monitors).
Class Probe
set p [new Probe]
puts "probe $p"
set ns [new Simulator]
puts "simulator $ns"
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
puts "nodes $n0 $n1 $n2"
$ns duplex-link $n0 $n1 1Mb 10ms DropTail
set l [$ns link $n0 $n1]
puts "untraced link $l queue [$l queue] delay [$l link]"
set f [open out.tr w]
$ns trace-all $f
$ns duplex-link $n1 $n2 1Mb 10ms RED
$ns simplex-link $n2 $n0 1Mb 10ms SFQ
set l [$ns link $n1 $n2]
puts "traced RED link $l queue [$l queue] delay [$l link]"
set l [$ns link $n2 $n0]
puts "traced SFQ link $l queue [$l queue]"
set n3 [$ns node]
puts "node after links $n3"
$ns duplex-link $n3 $n2 1Mb 10ms FQ
puts "FQ link [$ns link $n3 $n2]"
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n0 $null
set sink [new Agent/Null]
$ns attach-agent $n2 $sink
$ns connect $udp $sink
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
puts "agents $udp $null $sink app $cbr"
set tcp [$ns create-connection TCP $n1 TCPSink $n3 1]
set ftp [$tcp attach-app FTP]
puts "connection $tcp app $ftp"
set qm [$ns monitor-queue $n0 $n1 [open qm.tr w] 0.1]
$ns trace-queue $n1 $n0 [open tq.tr w]
set fm [$ns makeflowmon Fid]
puts "monitors $qm flowmon $fm classifier [$fm classifier]"
foreach n "$n0 $n1 $n2 $n3" {
    puts "neighbors of $n: [$n neighbors]"
}
set last [new Agent/Null]
puts "last $last"
$ns at 0.1 "$cbr start"
$ns at 0.1 "$ftp start"
$ns at 0.5 "close $f; exit 0"
$ns run
