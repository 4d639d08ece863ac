# Full TCP (Agent/TCP/FullTcp and its Tahoe and NewReno variants): three connections
# over one bottleneck whose small queue drops segments, with the TCP header in the
# trace (ackno, flags, header length); one listens through create-connection-listen,
# one sends a counted transfer and closes (FIN exchange and the done upcall).
set ns [new Simulator]
Trace set show_tcphdr_ 1
set f [open out.tr w]
$ns trace-all $f
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
$ns duplex-link $n0 $n1 10Mb 2ms DropTail
$ns duplex-link $n1 $n2 1Mb 20ms DropTail
$ns queue-limit $n1 $n2 8
proc flow {class fid start} {
    global ns n0 n2
    set src [new Agent/TCP/$class]
    set sink [new Agent/TCP/$class]
    $ns attach-agent $n0 $src
    $ns attach-agent $n2 $sink
    $src set fid_ $fid
    $sink set fid_ $fid
    $ns connect $src $sink
    $sink listen
    $src set window_ 30
    set ftp [$src attach-app FTP]
    $ns at $start "$ftp start"
    return $src
}
set reno [flow FullTcp 1 0.0]
set tahoe [flow FullTcp/Tahoe 2 0.2]
set newreno [$ns create-connection-listen TCP/FullTcp/Newreno $n0 TCP/FullTcp/Newreno $n2 3]
$newreno set window_ 30
$newreno set segsize_ 1000
set ftp3 [$newreno attach-app FTP]
$ns at 0.4 "$ftp3 produce 40"
$ns at 2.5 "$newreno close"
Agent/TCP/FullTcp/Newreno instproc done {} { global ns; puts "done [$ns now] [$self set ndatapack_]" }
$ns at 3.0 "puts \"[$reno set cwnd_] [$reno set ssthresh_] [$tahoe set cwnd_] [$tahoe set nrexmitpack_] [$newreno set ndatabytes_]\"; close $f; exit 0"
$ns run
