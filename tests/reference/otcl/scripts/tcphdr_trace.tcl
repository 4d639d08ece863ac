# Trace show_tcphdr_ 1: every line of the links traced from then on ends with the
# TCP header's ackno, flags, header length and SACK block count.  A Sack1 flow
# loses two packets (an ErrorModule's ErrorModel/List) so that its acks carry SACK
# blocks; a CBR flow's lines get the fields too.  The first link is traced before the setting (no fields).
set ns [new Simulator]
set f [open tcphdr_trace.tr w]
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns trace-queue $n0 $n1 $f
Trace set show_tcphdr_ 1
$ns duplex-link $n1 $n2 1Mb 20ms DropTail
$ns trace-queue $n1 $n2 $f
$ns trace-queue $n2 $n1 $f

set em [new ErrorModel/List]
$em droplist {6 11}
set emod [new ErrorModule Fid]
[$ns link $n1 $n2] errormodule $emod
$emod insert $em
$emod bind $em 1
$emod default pass

set tcp [$ns create-connection TCP/Sack1 $n0 TCPSink/Sack1 $n2 1]
$tcp set window_ 20
set ftp [$tcp attach-source FTP]
set udp [new Agent/UDP]
$udp set fid_ 2
$ns attach-agent $n0 $udp
set null [new Agent/Null]
$ns attach-agent $n2 $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set packetSize_ 200
$cbr set interval_ 0.05
$ns at 0.0 "$ftp start"
$ns at 0.01 "$cbr start"
$ns at 0.6 "$ns flush-trace; close $f; exit 0"
$ns run
