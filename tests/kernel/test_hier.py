"""Hierarchical addresses and wired-cum-wireless scenarios (nslab.hier).

The rules come from ns-2.35's ns-address.tcl (the default format: three levels of 9, 11
and 11 bits, the top level highest), cmu-trace.cc (addresses as numbers in the wireless
trace) and dsdv.cc (a packet for another domain or cluster goes to the base station).
tests/reference/hier/ holds a wired-cum-wireless script and what the real ns-2 printed
and wrote for it (record.py there regenerates it); nslab must match it byte for byte.
"""
import gzip
import pathlib
import subprocess
import sys

import pytest

from nslab import Simulator
from nslab.errors import ParameterError
from nslab.hier import Hierarchy

REF = pathlib.Path(__file__).resolve().parents[1] / "reference" / "hier"


def nslab_run(script, workdir, check=True, args=()):
    proc = subprocess.run([sys.executable, "-m", "nslab", "run", str(script), *args], cwd=workdir,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


def first_difference(mine, theirs):
    for i, (a, b) in enumerate(zip(mine.splitlines(), theirs.splitlines())):
        if a != b:
            return "line %d:\n  nslab: %r\n  ns-2:  %r" % (i + 1, a, b)
    return "one is a prefix of the other (%d and %d bytes)" % (len(mine), len(theirs))


# ---- the address format -------------------------------------------------------------

def test_default_format_bits():
    h = Hierarchy()
    assert h.levels == 3
    assert h.shifts == [22, 11, 0]
    assert h.masks == [511, 2047, 2047]


def test_address_numbers_both_ways():
    h = Hierarchy()
    assert h.number(h.parse("1.0.2")) == (1 << 22) + 2 == 4194306
    assert h.number(h.parse("2.0.0")) == 8388608
    assert h.number(h.parse("0.1.0")) == 2048
    assert h.values(4194307) == (1, 0, 3)
    assert h.text(h.values(2048)) == "0.1.0"


@pytest.mark.parametrize("text", ["1.0", "1.0.2.3", "a.b.c", "512.0.0", "0.2048.0", "-1.0.0"])
def test_bad_addresses_are_refused(text):
    with pytest.raises(ParameterError):
        Hierarchy().parse(text)


def test_nam_address_lines():
    assert Hierarchy().nam_lines() == ["A -t * -n 3 -p 0 -o 0x7fffffff -c 30 -a 1",
                                       "A -t * -h 1 -m 511 -s 22",
                                       "A -t * -h 2 -m 2047 -s 11",
                                       "A -t * -h 3 -m 2047 -s 0"]


def test_a_taken_address_is_refused():
    sim = Simulator()
    sim.set_address_format("hierarchical")
    sim.node("0.0.0")
    with pytest.raises(ParameterError, match="already taken"):
        sim.node("0.0.0")


def test_addresses_need_the_format_and_the_format_needs_addresses():
    sim = Simulator()
    with pytest.raises(ParameterError, match="flat"):
        sim.node("0.0.1")
    sim.set_address_format("hierarchical")
    with pytest.raises(ParameterError, match="hierarchical address is needed"):
        sim.node()


def test_format_after_nodes_is_refused():
    sim = Simulator()
    sim.node()
    with pytest.raises(ParameterError, match="before making nodes"):
        sim.set_address_format("hierarchical")


# ---- script commands -----------------------------------------------------------------

COMMANDS = """
set ns [new Simulator]
puts "before [Simulator hier-addr?]"
$ns set-address-format hierarchical
puts "after [Simulator hier-addr?] [AddrParams hlevel]"
puts "[AddrParams addr2id 1.0.3] [AddrParams id2addr 8390657]"
puts "[AddrParams NodeShift 1] [AddrParams NodeMask 2]"
set n [$ns node 0.2.1]
puts "[$n node-addr] [$n set address_] [$n id]"
"""


def test_addrparams_commands(tmp_path):
    (tmp_path / "c.tcl").write_text(COMMANDS)
    out = nslab_run(tmp_path / "c.tcl", tmp_path).stdout.splitlines()
    # what ns-2.35 prints for the same script
    assert out == ["before 0", "after 1 3", "4194307 2 1 1", "22 2047", "0.2.1 0.2.1 0"]


def test_node_address_without_the_format_is_one_clear_error(tmp_path):
    (tmp_path / "e.tcl").write_text("set ns [new Simulator]\n$ns node 0.0.1\n")
    proc = nslab_run(tmp_path / "e.tcl", tmp_path, check=False)
    assert proc.returncode != 0
    assert "needs hierarchical addresses" in proc.stderr and "Traceback" not in proc.stderr


# ---- wired-cum-wireless against ns-2 ---------------------------------------------------

@pytest.mark.parametrize("run, args", [("wired_cum_wireless", ()),
                                       ("wired_cum_wireless_rtr", ("ON",))])
def test_wired_cum_wireless_identical_to_ns2(run, args, tmp_path):
    """With agent traces only, and with routing and MAC traces (DSDV's broadcasts, the
    forwards at each node, ARP and 802.11 frames) as well."""
    proc = nslab_run(REF / "wired_cum_wireless.tcl", tmp_path, args=args)
    expected = {s: gzip.decompress((REF / "expected" / ("%s.%s.gz" % (run, s)))
                                   .read_bytes()).decode("latin-1") for s in ("out", "tr", "nam")}
    assert proc.stdout == expected["out"]
    for suffix in ("tr", "nam"):
        mine = (tmp_path / ("wcw." + suffix)).read_text(encoding="latin-1")
        assert mine == expected[suffix], first_difference(mine, expected[suffix])


def test_routes_per_level_on_a_mesh_identical_to_ns2(tmp_path):
    """Three domains joined in cycles: ns-2's per-level routes, not flat routing's."""
    proc = nslab_run(REF / "hier_mesh.tcl", tmp_path)
    expected = gzip.decompress((REF / "expected" / "hier_mesh.tr.gz").read_bytes())
    assert proc.stdout == gzip.decompress((REF / "expected" / "hier_mesh.out.gz").read_bytes()).decode()
    mine = (tmp_path / "mesh.tr").read_bytes()
    assert mine == expected, first_difference(mine.decode(), expected.decode())


def test_a_domain_is_reached_through_the_link_into_it():
    """A ring 0.0.0 - 0.0.1 - 1.0.0 - 1.0.1 - 0.0.0: two equal paths from 0.0.0 to 1.0.0.
    Flat routing takes the lower-numbered neighbour (0.0.1); ns-2's routes per level go
    to domain 1 over the link straight into it (to 1.0.1)."""
    from nslab.hier_routes import route_table
    sim = Simulator()
    sim.set_address_format("hierarchical")
    n = [sim.node(a) for a in ("0.0.0", "0.0.1", "1.0.0", "1.0.1")]
    for a, b in ((0, 1), (1, 2), (2, 3), (3, 0)):
        sim.duplex_link(n[a], n[b], "1Mb", "10ms")
    routes = route_table(sim, sim.hier)
    assert routes[0][2] == sim.links[0, 3].id
    assert routes[0][1] == sim.links[0, 1].id
    assert routes[1][3] == sim.links[1, 2].id      # 0.0.1 reaches domain 1 through 1.0.0
    assert routes[0][0] == -1


def test_no_base_station_drops_with_ns2s_warning(tmp_path):
    """A mobile node with no base station drops what it sends to another domain: ns-2
    warns once per packet on stderr and the wired side never sees it."""
    line = "    $mn($i) base-station [AddrParams addr2id [$bs0 node-addr]]"
    script = (REF / "wired_cum_wireless.tcl").read_text()
    assert line in script
    script = script.replace(line, "    if {$i != 1} { %s }" % line.strip())
    (tmp_path / "n.tcl").write_text(script)
    proc = nslab_run(tmp_path / "n.tcl", tmp_path)
    assert proc.stderr.count("warning: Route to base_stn not known: dropping pkt") == 1
    wired = [line for line in (tmp_path / "wcw.tr").read_text().splitlines()
             if line.startswith("+ ") and " 1.0.1.0 " in line]
    assert wired == []


RTSIZE = """
set ns [new Simulator]
%s
set a [$ns node %s]
set b [$ns node %s]
$ns duplex-link $a $b 1Mb 10ms DropTail
set udp [new Agent/UDP]
$ns attach-agent $a $udp
puts "[$a set rtsize_] [$b set rtsize_]"
$ns at 0.5 {puts "[$a set rtsize_] [$b set rtsize_]"}
$ns at 1.0 "exit 0"
$ns run
"""


@pytest.mark.parametrize("hier", [True, False])
def test_rtsize_counts_the_route_to_the_agents(tmp_path, hier):
    """rtsize_: 1 once an agent is attached; static routes, hierarchical or flat, add
    nothing (ns-2.35 prints "1 0" twice for both scripts)."""
    setup = ("$ns set-address-format hierarchical\nAddrParams set domain_num_ 1\n"
             "AddrParams set cluster_num_ 1\nAddrParams set nodes_num_ 2")
    (tmp_path / "r.tcl").write_text(RTSIZE % ((setup, "0.0.0", "0.0.1") if hier else ("", "", "")))
    assert nslab_run(tmp_path / "r.tcl", tmp_path).stdout.splitlines() == ["1 0", "1 0"]


def test_multicast_with_hierarchical_addresses_is_one_clear_error(tmp_path):
    (tmp_path / "m.tcl").write_text("set ns [new Simulator -multicast on]\n"
                                    "$ns set-address-format hierarchical\n"
                                    "set a [$ns node 0.0.0]\n$ns mrtproto DM {}\n")
    proc = nslab_run(tmp_path / "m.tcl", tmp_path, check=False)
    assert proc.returncode != 0
    assert "multicast with hierarchical addresses" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_other_routing_than_dsdv_with_hierarchical_addresses_is_one_clear_error(tmp_path):
    script = (REF / "wired_cum_wireless.tcl").read_text()
    (tmp_path / "a.tcl").write_text(script.replace("-adhocRouting DSDV", "-adhocRouting AODV"))
    proc = nslab_run(tmp_path / "a.tcl", tmp_path, check=False)
    assert proc.returncode != 0
    assert "-adhocRouting AODV with hierarchical addresses" in proc.stderr
    assert "Traceback" not in proc.stderr


TRACEVAR = """
set ns [new Simulator]
$ns set-address-format hierarchical
AddrParams set domain_num_ 2
AddrParams set cluster_num_ {1 2}
AddrParams set nodes_num_ {1 1 3}
set tf [open w.tr w]
$ns trace-all $tf
set a [$ns node 0.0.0]
set b [$ns node 1.1.2]
$ns duplex-link $a $b 1Mb 10ms DropTail
set tcp [new Agent/TCP]
$ns attach-agent $a $tcp
set sink [new Agent/TCPSink]
$ns attach-agent $b $sink
$ns connect $tcp $sink
set f [open tv.tr w]
$tcp attach $f
$tcp tracevar cwnd_
set ftp [new Application/FTP]
$ftp attach-agent $tcp
$ns at 0.1 "$ftp start"
puts "[$tcp set dst_addr_] [$tcp set agent_addr_] [$sink set agent_addr_]"
$ns at 0.5 "close $f; close $tf; exit 0"
$ns run
"""


def test_addresses_in_wired_traces_and_agents(tmp_path):
    """The wired trace prints dotted addresses; dst_addr_ and agent_addr_ read as address
    numbers, which the variable trace prints (what ns-2.35 prints and writes for this
    script)."""
    (tmp_path / "v.tcl").write_text(TRACEVAR)
    assert nslab_run(tmp_path / "v.tcl", tmp_path).stdout == "4196354 0 4196354\n"
    first = (tmp_path / "w.tr").read_text().splitlines()[0]
    assert first == "+ 0.1 0 1 tcp 40 ------- 0 0.0.0.0 1.1.2.0 0 0"
    lines = (tmp_path / "tv.tr").read_text().splitlines()
    assert lines[:2] == ["0.00000  0  0  4196354 0  cwnd_ 1.000 ",
                         "0.12064  0  0  4196354 0  cwnd_ 2.000 "]
