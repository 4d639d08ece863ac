# RandomVariable classes: defaults, `value` (printed with %6e), the default stream or
# their own RNG stream (use-rng)
set names {Uniform Exponential Pareto ParetoII Constant Normal LogNormal Erlang Weibull}
set r [new RNG]
foreach n $names {
    set v [new RandomVariable/$n]
    set w [new RandomVariable/$n]
    $w use-rng $r
    puts "$n: [$v value] [$v value] [$v value] | [$w value] [$w value]"
}
set u [new RandomVariable/Uniform]
$u set min_ -2
$u set max_ 3.5
puts "uniform: [$u set min_] [$u set max_] [$u value]"
set e [new RandomVariable/Erlang]
$e set k_ 3
$e set lambda_ 0.25
puts "erlang: [$e set k_] [$e set lambda_] [$e value]"
set wb [new RandomVariable/Weibull]
$wb set scale_ 2.0
$wb set shape_ 0.5
puts "weibull: [$wb value]"
puts "default=[$defaultRNG next-random] r=[$r next-random]"
