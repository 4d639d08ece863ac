# Queue/RED/RIO (nslab: kernel/queues/rio.pxi) against ns-2: flows 0 (Out) and 1 and 2
# (In, priority_method_ 1) of TCP and CBR over a 1Mb RIO bottleneck in byte mode, with
# gentle_ on; curq_ and ave_ traced to rio.q, the packets (flag P on In ones) to rio.tr,
# and RIO's averages read back during the run.
Queue/RED/RIO set priority_method_ 1
Queue/RED/RIO set gentle_ true
Queue/RED/RIO set queue_in_bytes_ true
Queue/RED/RIO set in_thresh_ 8
Queue/RED/RIO set in_maxthresh_ 16
Queue/RED/RIO set out_thresh_ 2
Queue/RED/RIO set out_maxthresh_ 6
set ns [new Simulator]
set f [open rio.tr w]
$ns trace-all $f
set s [$ns node]
set r [$ns node]
set d [$ns node]
$ns duplex-link $s $r 10Mb 2ms DropTail
$ns duplex-link $r $d 1Mb 10ms RED/RIO
$ns queue-limit $r $d 40
set q [[$ns link $r $d] queue]
set qf [open rio.q w]
$q attach $qf
$q trace curq_
$q trace ave_
foreach fid {0 1} {
    set tcp [$ns create-connection TCP/Reno $s TCPSink $d $fid]
    $tcp set window_ 40
    set ftp [$tcp attach-app FTP]
    $ns at [expr 0.1 + 0.3 * $fid] "$ftp start"
}
set udp [new Agent/UDP]
$udp set fid_ 2
$ns attach-agent $s $udp
set null [new Agent/Null]
$ns attach-agent $d $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr set rate_ 400kb
$cbr set packetSize_ 300
$cbr attach-agent $udp
$ns at 0.5 "$cbr start"
$ns at 2.0 {puts "ave_ [$q set ave_] in_ave_ [$q set in_ave_] curq_ [$q set curq_]"}
$ns at 4.0 {close $f; close $qf; exit 0}
$ns run
