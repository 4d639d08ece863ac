"""Removed packet headers (kernel/otcl/packet_headers.py, kernel/core/header_alias.pxi).

What ns-2 writes over the common header is pinned byte for byte by
tests/reference/otcl/scripts/headers_*.tcl (run by test_otcl_objects.py) and the compat
suite's ns2-ex/pkts.tcl and nslab/packet-headers-missing.tcl; these tests pin where nslab
stops following it: one error naming what it does not model.
"""
import pytest

from test_otcl import assert_clean_error, run_tcl

SCENARIO = """
%(headers)s
set ns [new Simulator]
set f [open out.tr w]
$ns trace-all $f
%(nam)s
set a [$ns node]
set b [$ns node]
$ns duplex-link $a $b 1Mb 10ms %(queue)s
set src [new %(agent)s]
$ns attach-agent $a $src
set sink [new %(sink)s]
$ns attach-agent $b $sink
$ns connect $src $sink
$ns at 0.5 {close $f; exit 0}
$ns run
"""
FLAGS_GONE = "remove-all-packet-headers\nadd-packet-header IP TCP RTP"


def _run(tmp_path, headers=FLAGS_GONE, nam="", queue="DropTail", agent="Agent/TCP/Reno",
         sink="Agent/TCPSink"):
    return run_tcl(tmp_path, SCENARIO % dict(headers=headers, nam=nam, queue=queue,
                                             agent=agent, sink=sink))


def test_flags_removed_with_followed_agents_runs(tmp_path):
    proc = _run(tmp_path)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("change, named", [
    (dict(agent="Agent/TCP/Vegas"), "Agent/TCP/Vegas"),
    (dict(sink="Agent/TCPSink/Sack1", agent="Agent/TCP/Sack1"), "Agent/TCP/Sack1"),
    (dict(queue="RED"), "Queue/RED"),
    (dict(headers=FLAGS_GONE + "\nAgent/TCP set ecn_ 1"), "Agent/TCP/Reno with ecn_ (ECN)"),
    (dict(nam="$ns namtrace-all [open out.nam w]"), "a nam trace"),
    (dict(headers="remove-all-packet-headers\nadd-packet-header IP RTP Flags"), "the TCP header"),
    (dict(agent="Agent/UDP", sink="Agent/LossMonitor",
          headers="remove-packet-header RTP"), "Agent/LossMonitor"),
])
def test_what_nslab_does_not_follow_is_refused_naming_it(tmp_path, change, named):
    proc = _run(tmp_path, **change)
    assert_clean_error(proc, "remove-all-packet-headers", named, "add-packet-header")
