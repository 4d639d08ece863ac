# ns-2's RNG self-test: checks two values of the stream seeded 1, then writes
# temp.rands (the first 100 of 5 million draws and every millionth, for two seeds).
# The streams made after it start from the package seed it left.
set r [new RNG]
$r test
set after [new RNG]
puts "after the test: [$after next-random] [$r next-random]"
