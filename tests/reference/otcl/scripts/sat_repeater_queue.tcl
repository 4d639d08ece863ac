# A bent-pipe geostationary satellite over the equator at 30 E with two terminals,
# Cape Town and Oslo, on 64 kb/s uplinks with 5-packet interface queues: a TCP
# transfer and a CBR stream (both from Cape Town) fill the queue, so the trace shows
# queueing and drops ('d'), an error model on Oslo's interface drops some packets ('e'),
# and the acks go back up.  Checks Mac/Sat's transmission time (16 link-header bytes),
# the propagation delays from the positions and Trace/Sat's columns.
set ns [new Simulator]
set f [open sat_repeater_queue.tr w]
$ns trace-all $f
$ns node-config -satNodeType geo-repeater -phyType Phy/Repeater -channelType Channel/Sat \
    -downlinkBW 64kb -wiredRouting OFF
set sat [$ns node]
$sat set-position 30
$ns node-config -satNodeType terminal -llType LL/Sat -ifqType Queue/DropTail -ifqLen 5 \
    -macType Mac/Sat -phyType Phy/Sat -channelType Channel/Sat -downlinkBW 64kb \
    -wiredRouting OFF
set cape [$ns node]
$cape set-position -33.9 18.4
set oslo [$ns node]
$oslo set-position 59.9 10.7
foreach t [list $cape $oslo] {
    $t add-gsl geo LL/Sat Queue/DropTail 5 Mac/Sat 64kb Phy/Sat \
        [$sat set downlink_] [$sat set uplink_]
}
set em [new ErrorModel]
$em unit pkt
$em set rate_ 0.1
$em ranvar [new RandomVariable/Uniform]
$oslo interface-errormodel $em
$ns trace-all-satlinks $f

set tcp [$ns create-connection TCP $cape TCPSink $oslo 1]
$tcp set window_ 20
set ftp [$tcp attach-app FTP]
set udp [new Agent/UDP]
$ns attach-agent $cape $udp
set null [new Agent/Null]
$ns attach-agent $oslo $null
$ns connect $udp $null
set cbr [new Application/Traffic/CBR]
$cbr attach-agent $udp
$cbr set packetSize_ 300
$cbr set interval_ 0.03

set routes [new SatRouteObject]
$routes compute_routes
$ns at 0.5 "$ftp start"
$ns at 1.0 "$cbr start"
$ns at 6.0 "$cbr stop"
$ns at 12.0 "finish"
proc finish {} {
    global ns f tcp
    $ns flush-trace
    close $f
    puts "acked [$tcp set ack_] at [$ns now]"
    exit 0
}
$ns run
