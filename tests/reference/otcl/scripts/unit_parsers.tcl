# ns-lib's bw_parse and time_parse, as procs and as `$ns bw_parse` / `$ns delay_parse`:
# units, bytes, /s and ps suffixes, bare numbers, and an unknown unit (message, exit 1).
set ns [new Simulator]
foreach s {10Mb 56kb 1.5MBps 2Gbps 100 3.5b 1kB/s 8Mb/sec} {
    puts "$s -> [$ns bw_parse $s] [bw_parse $s]"
}
foreach s {4ms 100us 2sec 3 1.5ns 7ps 1e-3s 0.5msec} {
    puts "$s -> [$ns delay_parse $s] [time_parse $s]"
}
puts "no number: [catch {bw_parse Mb}]"
puts [$ns bw_parse 12k]
puts "not reached"
