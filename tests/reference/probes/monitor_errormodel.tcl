# Queue and flow monitors next to a loss model at the link head: a monitor
# attached after `$ns lossmodel` counts what the model drops as arrivals and
# drops; one attached before it counts the drops only (pkts_ goes negative, as
# in ns-2, since both snoops sit right after the link head).
source [file join [file dirname [info script]] lib common.tcl]
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
proc dumbbell {order} {
    global ns
    set R [$ns node]
    set D [$ns node]
    $ns duplex-link $R $D 1.5Mb 10ms RED
    set em [new ErrorModel]
    $em set rate_ 0.05
    $em unit pkt
    if {$order == 1} {
        $ns lossmodel $em $R $D
        set qmon [$ns monitor-queue $R $D 0]
    } else {
        set qmon [$ns monitor-queue $R $D 0]
        $ns lossmodel $em $R $D
    }
    set fm [$ns makeflowmon Fid]
    $ns attach-fmon [$ns link $R $D] $fm
    for {set i 0} {$i < 3} {incr i} {
        set S [$ns node]
        $ns duplex-link $S $R 10Mb [expr 1 + $i]ms DropTail
        set tcp [new Agent/TCP/Reno]
        $tcp set fid_ $i
        ftp_to_sink $S $D $tcp [expr 0.03*$i]
    }
    return [list $qmon $fm]
}
set mons [concat [dumbbell 1] [dumbbell 2]]
proc finish {} {
    global ns tf mons
    foreach {qmon fm} $mons {
        puts "queue monitor: [$qmon set parrivals_] [$qmon set pdepartures_] [$qmon set pdrops_] [$qmon set pkts_] [$qmon set size_]"
        puts "flow monitor: [$fm set parrivals_] [$fm set pdepartures_] [$fm set pdrops_] [$fm set pkts_]"
        foreach fl [$fm flows] {
            puts "  flow [$fl set flowid_]: [$fl set parrivals_] [$fl set pdrops_] [$fl set pkts_]"
        }
    }
    $ns flush-trace
    close $tf
    set ch [open out.tr r]
    set data [read $ch]
    close $ch
    puts "out.tr: [llength [split [string trimright $data "\n"] "\n"]] lines, crc32 [zlib crc32 $data]"
    exit 0
}
$ns at 3 finish
$ns run
