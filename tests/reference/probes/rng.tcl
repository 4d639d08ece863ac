# RNG objects: the default stream, new streams, seeding, substreams (ns-random.tcl procs)
puts "d1=[$defaultRNG next-random] d2=[ns-random] u=[uniform 0 10] i=[integer 7] e=[exponential 2.0]"
set r [new RNG]
puts "r1=[$r next-random] r2=[$r uniform 0 1] seeds=[$r all-seeds]"
set r2 [new RNG]
puts "q1=[$r2 next-random] seeds=[$r2 all-seeds]"
$r seed 7
puts "r7=[$r next-random] [$r all-seeds]"
set r3 [new RNG]
puts "s1=[$r3 next-random] [$r3 all-seeds]"
$r3 next-substream
puts "sub=[$r3 next-random] [$r3 all-seeds]"
puts "ds=[$defaultRNG seed] [$defaultRNG all-seeds]"
