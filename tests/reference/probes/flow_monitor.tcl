# Flow monitors: makeflowmon Fid on a RED bottleneck with early drops counted
# apart (attach-fmon ... 1), SrcDestFid on a DropTail one, Dest (which makes no
# flows by itself); dump lines, aggregate and per-flow counters, classifier lookup.
source [file join [file dirname [info script]] lib common.tcl]
set ns [new Simulator]
set tf [open out.tr w]
$ns trace-all $tf
set ff [open fm.tr w]
proc dumbbell {qdisc cl edrop} {
    global ns ff
    set R [$ns node]
    set D [$ns node]
    $ns duplex-link $R $D 1.5Mb 10ms $qdisc
    $ns queue-limit $R $D 15
    set fmon [$ns makeflowmon $cl]
    $ns attach-fmon [$ns link $R $D] $fmon $edrop
    $fmon attach $ff
    for {set i 0} {$i < 4} {incr i} {
        set S [$ns node]
        $ns duplex-link $S $R 10Mb [expr 1 + $i]ms DropTail
        set tcp [new Agent/TCP/Reno]
        $tcp set fid_ [expr $i % 3]
        $tcp set window_ 40
        ftp_to_sink $S $D $tcp [expr 0.03*$i]
    }
    return $fmon
}
set fms [list [dumbbell RED Fid 1] [dumbbell DropTail SrcDestFid 0] [dumbbell RED Dest 0]]
proc show {} {
    global fms ns
    foreach fmon $fms {
        $fmon dump
        puts "[$ns now] all: pa=[$fmon set parrivals_] ba=[$fmon set barrivals_] pd=[$fmon set pdepartures_] pdr=[$fmon set pdrops_] bdr=[$fmon set bdrops_] epd=[$fmon set epdrops_] ebd=[$fmon set ebdrops_] size=[$fmon set size_] pkts=[$fmon set pkts_]"
        foreach fl [$fmon flows] {
            puts "  flow [$fl set flowid_] [$fl set src_]->[$fl set dst_]: pa=[$fl set parrivals_] ba=[$fl set barrivals_] pd=[$fl set pdepartures_] bd=[$fl set bdepartures_] pdr=[$fl set pdrops_] epd=[$fl set epdrops_] ebd=[$fl set ebdrops_] pkts=[$fl set pkts_] fp=[$fl set first_pkt_] lp=[$fl set last_pkt_]"
        }
        set x [[$fmon classifier] lookup auto 0 0 1]
        if {$x != ""} { puts "  lookup fid 1: [$x set parrivals_]" } else { puts "  lookup fid 1: none" }
    }
}
$ns at 1.0 show
$ns at 2.5 show
proc finish {} {
    global ns tf ff
    show
    $ns flush-trace
    close $tf
    close $ff
    summary fm.tr 100 {^$}
    summary out.tr 10 {^d }
    exit 0
}
$ns at 4 finish
$ns run
