"""Worm propagation and default targets (nslab.otcl.worm, kernel/traffic/worm.pxi and the
node's classifier in kernel/core/net.pxi; ns-2.35's apps/worm.cc and tcl/ex/worm.tcl).

Byte identity with the real ns-2 is pinned by tests/reference/otcl/scripts/worm_small.tcl
(Dnh hosts and the An model over default routes) and address_mask.tcl (the node mask and
the default targets), recorded by tests/reference/otcl/record.py and run by
test_otcl_objects.py, and by the compatibility suite's worm.tcl run (slow: with
NSLAB_COMPAT_SLOW=1).  Here: the errors.
"""
import pytest

from test_otcl import assert_clean_error, run_tcl

NET = """
set ns [new Simulator]
set a [$ns node]
set b [$ns node]
set c [$ns node]
$ns duplex-link $a $b 1Mb 10ms DropTail
$ns duplex-link $b $c 1Mb 10ms DropTail
set m [new Agent/MessagePassing]
$ns attach-agent $a $m
"""


@pytest.mark.parametrize("line, message", [
    ("set u [new Agent/UDP]; [new Application/Worm/Dnh] attach-agent $u",
     "a worm over anything but Agent/MessagePassing is not implemented"),
    ("[new Application/Worm/Dnh] dn-range 1 2", "Application/Worm/Dnh has no such command"),
    ("[new Application/Worm/An] local-p 0.5", "Application/Worm/An has no such command"),
    ("[$a entry] defaulttarget [[$ns link $b $c] head]",
     "a default target other than the head of one of the node's links or its port demux"),
    ("[$a entry] defaulttarget $m", "a default target other than the head"),
])
def test_what_nslab_cannot_wire_stops_with_one_error(tmp_path, line, message):
    proc = run_tcl(tmp_path, NET + line + "\n")
    assert_clean_error(proc, message)


def test_the_worm_classes_read_their_variables_from_the_class(tmp_path):
    proc = run_tcl(tmp_path, """
        Application/Worm set ScanPort 99
        puts "[Application/Worm set ScanPort] [Application/Worm/An set TimeStep]\\
              [Application/Worm set ScanRate] [TclObject is-class Application/Worm/Dnh]"
        """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "99 1 4000 1\n"
