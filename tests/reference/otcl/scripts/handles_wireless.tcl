# Wireless object handles as ns-2 numbers them (kernel/otcl/handles.py): node-config's
# first -propType makes the propagation instance; a mobile node takes 16 handles, more
# with router and MAC traces on; an agent attached with agentTrace ON gets two traces.
set ns [new Simulator]
$ns trace-all [open out.tr w]
set topo [new Topography]
$topo load_flatgrid 500 500
create-god 5
set chan [new Channel/WirelessChannel]
puts "topography $topo channel $chan"
$ns node-config -adhocRouting AODV -llType LL -macType Mac/802_11 \
    -ifqType Queue/DropTail/PriQueue -ifqLen 50 -antType Antenna/OmniAntenna \
    -propType Propagation/TwoRayGround -phyType Phy/WirelessPhy -channel $chan \
    -topoInstance $topo -agentTrace ON -routerTrace ON -macTrace OFF
set n0 [$ns node]
set n1 [$ns node]
puts "router traces on: $n0 $n1"
$ns node-config -adhocRouting DSDV -propType Propagation/TwoRayGround -routerTrace OFF
set n2 [$ns node]
puts "router traces off: $n2"
$ns node-config -macTrace ON
set n3 [$ns node]
puts "MAC traces on: $n3"
set udp [new Agent/UDP]
$ns attach-agent $n0 $udp
$ns node-config -agentTrace OFF
set null [new Agent/Null]
$ns attach-agent $n1 $null
set n4 [$ns node]
puts "agents $udp $null node $n4"
set last [new Agent/Null]
puts "last $last"
