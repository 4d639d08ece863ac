"""Abstract TCP (nslab.otcl.abstcp and kernel/traffic/abstcp.pxi; ns-2.35's tcp/tcp-abs.cc,
common/fsm.cc, ns-lib.tcl's abstract-tcp and rtt).

Byte identity with the real ns-2 is pinned by tests/reference/otcl/scripts/abstcp.tcl
(RenoAck and TahoeDelAck over a two-hop route, recorded by tests/reference/otcl/record.py,
run by test_otcl_objects.py) and by the compatibility suite's simple-fsm-tcp run.  Here:
the lossless paths read from ns-2's machines, the round-trip time's integer division,
and the errors.
"""
import pytest

from nslab.otcl.abstcp import LOSSLESS_BATCHES
from test_otcl import assert_clean_error, run_tcl

SETUP = """
set ns [new Simulator]
%s
set n0 [$ns node]
set n1 [$ns node]
$ns duplex-link $n0 $n1 %s 10ms DropTail
%s
set tcp [new Agent/AbsTCP/RenoAck]
set sink [new Agent/AbsTCPSink]
$ns attach-agent $n0 $tcp
$ns attach-agent $n1 $sink
$ns connect $tcp $sink
"""


def _script(body, bandwidth="5Mb", before="$ns abstract-tcp", links=""):
    return SETUP % (before, bandwidth, links) + body


@pytest.mark.parametrize("machine, total", [("TahoeAck", 31), ("RenoAck", 31),
                                            ("TahoeDelAck", 31), ("RenoDelAck", 31)])
def test_each_lossless_path_starts_with_one_packet_and_never_shrinks(machine, total):
    batches = LOSSLESS_BATCHES[machine]
    assert batches[0] == 1 and sum(batches) == total
    assert list(batches) == sorted(batches)


def test_the_batches_go_one_rtt_apart_and_the_rtt_divides_as_tcl_does(tmp_path):
    proc = run_tcl(tmp_path, _script("""
        $ns at 0.0 "$tcp advance 7"
        $ns at 3.0 {puts "rtt [$ns rtt $tcp $sink]"; $ns flush-trace; exit 0}
        $ns run
        """, bandwidth="5000", before="$ns abstract-tcp; set f [open out.tr w]; $ns trace-all $f"))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "rtt 1.02\n"      # 2 * 10 ms + 8320 / 5000 in integers
    sends = [float(line.split()[1]) for line in (tmp_path / "out.tr").read_text().splitlines()
             if line.startswith("+ ") and " tcp " in line]
    assert len(sends) == 7
    assert sorted(set(sends)) == [0.0, 1.02, 2.04]


@pytest.mark.parametrize("packets, links, fragments", [
    (40, "", ("a connection of 40 packets is longer than", "(31 packets")),
    (31, "$ns queue-limit $n0 $n1 2", ("Agent/AbsTCP: a link dropped packet", "loss branches")),
])
def test_what_leaves_the_lossless_path_stops_with_one_error(tmp_path, packets, links,
                                                           fragments):
    proc = run_tcl(tmp_path, _script("""
        $ns at 0.0 "$tcp advance %d"
        $ns at 5.0 "exit 0"
        $ns run
        """ % packets, links=links))
    assert_clean_error(proc, *fragments)


def test_an_abstract_tcp_needs_abstract_tcp_first(tmp_path):
    proc = run_tcl(tmp_path, _script("""
        $ns at 0.0 "$tcp advance 3"
        $ns run
        """, before=""))
    assert_clean_error(proc, "needs `$ns abstract-tcp` first")


def test_ftp_start_over_an_abstract_tcp_is_refused(tmp_path):
    proc = run_tcl(tmp_path, _script("""
        set ftp [new Application/FTP]
        $ftp attach-agent $tcp
        $ftp start
        """))
    assert_clean_error(proc, "start, stop and send over an abstract TCP are not implemented")
