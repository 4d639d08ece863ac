# ErrorModel units bit (FECstrength, datapktsize, cntrlpktsize) and time (never drops,
# never draws), ErrorModel/Uniform, install-error with a Null drop-target (silent
# drops), and trace-queue after lossmodel (the error model then follows the '+' trace)
source [file join [file dirname [info script]] lib common.tcl]
set ns [new Simulator]
set n0 [$ns node]
set n1 [$ns node]
set n2 [$ns node]
set n3 [$ns node]
$ns duplex-link $n2 $n3 1Mb 5ms DropTail
set f [open errmodel_units.tr w]
$ns trace-all $f
$ns duplex-link $n0 $n1 2Mb 10ms DropTail
$ns duplex-link $n1 $n2 2Mb 10ms DropTail
set eb [new ErrorModel]
$eb unit bit
$eb set rate_ 0.0003
$eb FECstrength 2
$eb datapktsize 500
$eb cntrlpktsize 40
$ns lossmodel $eb $n0 $n1
set et [new ErrorModel]
$et unit time
$et set rate_ 0.5
$ns link-lossmodel $et $n1 $n0
set eu [new ErrorModel/Uniform 0.2 pkt]
$eu drop-target [new Agent/Null]
[$ns link $n1 $n2] install-error $eu
set eq [new ErrorModel]
$eq set rate_ 0.25
$ns lossmodel $eq $n2 $n3
$ns trace-queue $n2 $n3 $f
puts "units: [$eb unit] [$et unit] [$eu unit] [$eu set rate_] [$eb FECstrength]"
set tcp [new Agent/TCP]
set sink [ftp_to_sink $n0 $n3 $tcp 0.1]
proc finish {} {
    global tcp sink defaultRNG f
    puts "ack=[$tcp set ack_] bytes=[$sink set bytes_] rng=[$defaultRNG next-random]"
    close $f
    # the trace itself, so the probe pins every line of it
    set fp [open errmodel_units.tr]
    puts -nonewline [read $fp]
    close $fp
    exit 0
}
$ns at 5.0 "finish"
$ns run
