"""Queue disciplines (RED, DRR, SFQ, FQ) and queue monitors through the Python API and
scripts.  Byte identity with ns-2 itself is pinned by the probes red_modes, fair_queues
and queue_monitor (tests/reference/probes); these tests check the API, the parameter
handling and properties of the disciplines."""
import math
import subprocess
import sys
from pathlib import Path

import pytest

from nslab import Simulator
from nslab import params as P
from nslab._kernel import KernelError
from nslab.simulator import ScenarioError
from nslab.units import ParameterError

from test_otcl_objects import REFERENCE as OTCL_REFERENCE, assert_identical_to_ns2


def dumbbell(qdisc, n=3, trace=None, seconds=2.0, bottleneck=("1.5Mb", "10ms"), window=40,
             sizes=(1000, 700, 500), start=0.05, **queue_params):
    """n TCP flows from n sources through R -> D with `qdisc` on R -> D."""
    sim = Simulator()
    if trace is not None:
        sim.trace_all(trace)
    r, d = sim.node(), sim.node()
    link, _ = sim.duplex_link(r, d, *bottleneck, qdisc, **queue_params)
    sinks = []
    for i in range(n):
        s = sim.node()
        sim.duplex_link(s, r, "10Mb", "%dms" % (1 + 2 * i))
        sim.queue_limit(s, r, 200)
        tcp = sim.agent("Agent/TCP/Reno" if i % 2 else "Agent/TCP", window=window, fid=i,
                        packet_size=sizes[i % len(sizes)])
        sink = sim.agent("Agent/TCPSink")
        sim.attach_agent(s, tcp)
        sim.attach_agent(d, sink)
        sim.connect(tcp, sink)
        sim.at(start * i, sim.ftp(tcp).start)
        sinks.append(sink)
    return sim, link, sinks, seconds


def run(sim, seconds):
    sim.run(until=seconds)
    sim.flush_trace()


# ---- RED ---------------------------------------------------------------------------------

def test_red_configures_itself_from_the_link_like_ns2():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    slow, _ = sim.duplex_link(a, b, "1.5Mb", "100ms", "RED")
    ptc = 1.5e6 / (8.0 * 500)
    rtt = 3.0 * (0.1 + 1.0 / ptc)
    assert slow["thresh_"] == 5.0 and slow["maxthresh_"] == 15.0
    assert slow["q_weight_"] == 1.0 - math.exp(-1.0 / (10 * rtt * ptc))
    c, d = sim.node(), sim.node()
    fast, _ = sim.duplex_link(c, d, "100Mb", "1ms", "RED")
    ptc = 100e6 / (8.0 * 500)
    assert fast["thresh_"] == 0.005 * ptc / 2.0            # targetdelay_ wins over 5 packets
    assert fast["maxthresh_"] == 3.0 * fast["thresh_"]
    assert fast["q_weight_"] == 1.0 - math.exp(-1.0 / (10 * 0.1 * ptc))   # rtt floor 0.1 s
    e, f = sim.node(), sim.node()
    fixed, _ = sim.duplex_link(e, f, "1.5Mb", "10ms", "RED", thresh=16, maxthresh=32,
                               q_weight=0.002)
    assert (fixed["thresh_"], fixed["maxthresh_"], fixed["q_weight_"]) == (16, 32, 0.002)


def test_red_thresholds_in_queue_units_after_reset():
    sim, link, _, seconds = dumbbell("RED", seconds=0.2)
    run(sim, seconds)
    assert link["thresh_queue_"] == 5 * 500 and link["maxthresh_queue_"] == 15 * 500
    assert link["cur_max_p_"] == 0.1
    sim, link, _, seconds = dumbbell("RED", seconds=0.2, queue_in_bytes=False, thresh=4)
    run(sim, seconds)
    assert link["thresh_queue_"] == 4 and link["maxthresh_queue_"] == 12   # 3 * thresh_


def test_red_variable_trace_lines(tmp_path):
    sim, link, _, seconds = dumbbell("RED", seconds=1.5)
    out = sim.open_trace(tmp_path / "red.tr")
    sim.kernel.queue_command(link.id, "attach", out.id)
    for var in ("ave_", "curq_", "prob1_"):
        sim.kernel.queue_command(link.id, "trace", var)
    run(sim, seconds)
    lines = (tmp_path / "red.tr").read_text().splitlines()
    assert lines[:3] == ["a 0 0", "Q 0 0", "p 0 0"]
    kinds = {line[0] for line in lines}
    assert kinds == {"a", "Q", "p"}
    last_ave = [line for line in lines if line[0] == "a"][-1].split()
    assert float(last_ave[2]) == pytest.approx(link["ave_"], rel=1e-5)


def test_red_early_drops_draw_from_the_default_stream():
    """RED takes one default-stream draw per probabilistic decision; with the
    thresholds out of reach it never draws, and the RNG ends where DropTail's does."""
    states = {}
    for qdisc, params in (("DropTail", {}), ("RED", {"thresh": 1000, "maxthresh": 2000}),
                          ("RED", {})):
        sim, link, _, seconds = dumbbell(qdisc, seconds=2.0, **params)
        run(sim, seconds)
        states[qdisc + str(bool(params))] = (sim.kernel.rng_state(), link.stats()["drops"])
    assert states["REDTrue"][0] == states["DropTailFalse"][0]
    assert states["REDFalse"][0] != states["DropTailFalse"][0]
    assert states["REDFalse"][1] > 0


def test_red_forced_drop_at_the_hard_limit_in_packet_mode():
    sim, link, _, seconds = dumbbell("RED", seconds=1.0, queue_in_bytes=False, bytes=False,
                                     thresh=100, maxthresh=200, limit=6)
    qm = sim.monitor_queue(link.src, link.dst)
    peak = []
    sim.kernel.set_capture(True)
    run(sim, seconds)
    assert link.stats()["drops"] > 0
    cols = sim.kernel.packet_columns()
    mine = cols[(cols["from_node"] == link.src.id) & (cols["to_node"] == link.dst.id)]
    queued = 0
    for ev in mine["event"]:
        queued += {b"+": 1, b"-": -1, b"d": -1, b"r": 0}[ev]
        peak.append(queued)
    # limit_ packets wait at most: the arrival that finds 6 waiting shows '+' then 'd'
    assert max(peak) == 7
    assert all(peak[i - 1] == 7 for i, ev in enumerate(mine["event"]) if ev == b"d")
    assert qm["pdrops_"] == link.stats()["drops"]


# ---- DRR, SFQ, FQ ------------------------------------------------------------------------

def test_drr_holds_at_most_blimit_bytes_and_serves_flows_fairly():
    sim, link, sinks, seconds = dumbbell("DRR", seconds=6.0, blimit=6000, quantum=500)
    qm = sim.monitor_queue(link.src, link.dst)
    sizes = []
    def sample():
        sizes.append(qm["size_"])
        sim.after(0.01, sample)
    sim.at(0.0, sample)
    run(sim, seconds)
    assert max(sizes) <= 6000 and link.stats()["drops"] > 0
    got = [s["bytes_"] for s in sinks]
    assert max(got) < 1.5 * min(got)          # DropTail gives these flows ~3:1


def test_sfq_respects_maxqueue():
    sim, link, sinks, seconds = dumbbell("SFQ", seconds=3.0, maxqueue=10, buckets=4)
    qm = sim.monitor_queue(link.src, link.dst)
    peak = []
    def sample():
        peak.append(qm["pkts_"])
        sim.after(0.005, sample)
    sim.at(0.0, sample)
    run(sim, seconds)
    # maxqueue_ packets waiting at most, plus the one on the wire
    assert max(peak) <= 11 and link.stats()["drops"] > 0


def test_fq_shares_equally_between_backlogged_flows():
    sim, link, sinks, seconds = dumbbell("FQ", n=2, seconds=8.0, window=30, sizes=(1000,))
    assert link["secsPerByte_"] == 8.0 / 1.5e6
    run(sim, seconds)
    a, b = (s["bytes_"] for s in sinks)
    assert abs(a - b) < 0.01 * (a + b)


def test_fq_flow_queues_drop_at_their_own_limit():
    sim, link, sinks, seconds = dumbbell("FQ", n=2, seconds=4.0, window=60, flow_limit=5)
    qm = sim.monitor_queue(link.src, link.dst)
    run(sim, seconds)
    assert link.stats()["drops"] > 0
    assert qm["pdrops_"] == 0       # flow queues drop past the link's drop head


def test_fq_rejects_flow_ids_it_cannot_hold():
    sim, link, sinks, seconds = dumbbell("FQ", n=1, seconds=1.0)
    sim.agents[0]["fid_"] = 40
    with pytest.raises(KernelError, match="fid_=40"):
        run(sim, seconds)


# ---- queue monitors ----------------------------------------------------------------------

@pytest.mark.parametrize("qdisc", ["DropTail", "RED", "DRR", "SFQ"])
def test_monitor_counts_match_the_trace(qdisc, tmp_path):
    trace = tmp_path / "out.tr"
    sim, link, _, seconds = dumbbell(qdisc, trace=trace, seconds=1.5)
    qm = sim.monitor_queue(link.src, link.dst)
    run(sim, seconds)
    ends = " %d %d " % (link.src.id, link.dst.id)
    events = [line[0] for line in trace.read_text().splitlines() if ends in line[:30]]
    c = qm.counters()
    assert c["parrivals_"] == events.count("+")
    assert c["pdepartures_"] == events.count("-")
    assert c["pdrops_"] == events.count("d") > 0
    assert c["pkts_"] == c["parrivals_"] - c["pdepartures_"] - c["pdrops_"]
    assert c["pkts_"] == link.stats()["length"]


def test_monitor_sample_is_the_time_average_queue():
    sim, link, _, seconds = dumbbell("DropTail", seconds=2.0)
    sim.queue_limit(link.src, link.dst, 10)
    qm = sim.monitor_queue(link.src, link.dst)
    means = []
    sim.at(1.0, lambda: qm.sample())
    sim.at(2.0, lambda: means.append(qm.sample()))
    run(sim, seconds)
    mean_bytes, mean_pkts = means[0]
    assert 0 < mean_pkts < 10 and mean_bytes > mean_pkts * 400
    qm.reset()
    assert qm["parrivals_"] == 0 and qm.integrator("bytes") == (0.0, 0.0, 0.0)


# ---- parameters and errors ---------------------------------------------------------------

def test_every_discipline_declares_its_parameters_once():
    for name, table in P.QUEUE_CLASSES.items():
        assert "limit_" in table, name
        for p in table.values():
            assert p.help, (name, p.name)
    assert P.RED["q_weight_"].default == -1.0 and P.DRR["quantum_"].default == 250


@pytest.mark.parametrize("qdisc, key, value, words", [
    ("RED", "q_weight", -0.5, "q_weight_"),
    ("RED", "q_weight", 1.5, "q_weight_"),
    ("RED", "thresh", -1, "thresh_"),
    ("RED", "mean_pktsize", 0, "mean_pktsize_"),
    ("DRR", "quantum", 0, "quantum_"),
    ("DRR", "blimit", -5, "blimit_"),
    ("SFQ", "buckets", 0, "buckets_"),
    ("RED", "nonsense", 1, "nonsense"),
])
def test_bad_queue_parameters_name_the_parameter(qdisc, key, value, words):
    sim = Simulator()
    a, b = sim.node(), sim.node()
    with pytest.raises(ParameterError, match=words):
        sim.simplex_link(a, b, "1Mb", "10ms", qdisc, **{key: value})
    link = sim.simplex_link(a, b, "1Mb", "10ms", qdisc)
    with pytest.raises(ParameterError, match=words):
        link[P.QUEUE_CLASSES[qdisc].get(key + "_") and key + "_" or key] = value


def test_automatic_q_weight_values_are_accepted():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    for value in (-1, -2, 0):
        link = sim.simplex_link(a, b, "1Mb", "10ms", "RED", q_weight=value)
        assert 0 < link["q_weight_"] < 1


def test_red_thresholds_out_of_order_stop_the_run():
    sim, link, _, seconds = dumbbell("RED", thresh=40, maxthresh=20)
    with pytest.raises(ParameterError, match="thresh_ 40 is above maxthresh_ 20"):
        sim.run(until=seconds)


def test_unknown_queue_type():
    sim = Simulator()
    a, b = sim.node(), sim.node()
    with pytest.raises(ScenarioError, match="'CBQ' is not supported"):
        sim.duplex_link(a, b, "1Mb", "10ms", "CBQ")


def _script(tmp_path, body):
    path = tmp_path / "s.tcl"
    path.write_text(body)
    return subprocess.run([sys.executable, "-m", "nslab", "run", str(path)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)


LINK = """set ns [new Simulator]
set a [$ns node]
set b [$ns node]
"""


@pytest.mark.parametrize("body, words", [
    ("Queue/RED set q_weight_ -3\n", "q_weight_: '-3' is out of range"),
    ("Queue/RED set thresh_ 30\nQueue/RED set maxthresh_ 10\n" + LINK +
     "$ns duplex-link $a $b 1Mb 10ms RED\n$ns run\n", "thresh_ 30 is above maxthresh_ 10"),
    (LINK + "$ns duplex-link $a $b 1Mb 10ms RED\n[[$ns link $a $b] queue] set q_weight_ -7\n",
     "q_weight_: '-7'"),
    (LINK + "$ns duplex-link $a $b 1Mb 10ms DRR\n[[$ns link $a $b] queue] trace ave_\n",
     "it is for RED"),
    ("FQLink set queueManagement_ RED\n" + LINK + "$ns duplex-link $a $b 1Mb 10ms FQ\n",
     "queueManagement_ RED"),
])
def test_script_errors_are_clear(tmp_path, body, words):
    proc = _script(tmp_path, body)
    assert proc.returncode == 1
    assert words in proc.stderr
    assert "Traceback" not in proc.stderr


def test_class_defaults_reach_the_queues(tmp_path):
    proc = _script(tmp_path, """Queue set limit_ 33
Queue/RED set thresh_ 7
Queue/DropTail set drop_front_ true
""" + LINK + """$ns duplex-link $a $b 1Mb 10ms RED
$ns duplex-link $a [$ns node] 1Mb 10ms DropTail
set q [[$ns link $a $b] queue]
puts "[$q set limit_] [$q set thresh_] [$q set maxthresh_] [[[$ns link $b $a] queue] set thresh_]"
""")
    assert proc.stdout == "33 7 21 7\n", proc.stderr


def test_python_and_tcl_build_the_same_red_run(tmp_path):
    """The same RED dumbbell from the Python API and from a script: same trace."""
    sim, link, _, seconds = dumbbell("RED", trace=tmp_path / "py.tr", seconds=1.0, thresh=3,
                                     maxthresh=12, gentle=False)
    run(sim, seconds)
    flows = "".join("""set s%(i)d [$ns node]
$ns duplex-link $s%(i)d $r 10Mb %(d)dms DropTail
$ns queue-limit $s%(i)d $r 200
set t%(i)d [new %(cls)s]
$t%(i)d set window_ 40
$t%(i)d set fid_ %(i)d
$t%(i)d set packetSize_ %(size)d
set k%(i)d [new Agent/TCPSink]
$ns attach-agent $s%(i)d $t%(i)d
$ns attach-agent $d $k%(i)d
$ns connect $t%(i)d $k%(i)d
set f%(i)d [new Application/FTP]
$f%(i)d attach-agent $t%(i)d
$ns at %(t)s "$f%(i)d start"
""" % dict(i=i, d=1 + 2 * i, cls="Agent/TCP/Reno" if i % 2 else "Agent/TCP",
           size=(1000, 700, 500)[i], t=repr(0.05 * i)) for i in range(3))
    proc = _script(tmp_path, """set ns [new Simulator]
set tf [open tcl.tr w]
$ns trace-all $tf
Queue/RED set thresh_ 3
Queue/RED set maxthresh_ 12
Queue/RED set gentle_ false
set r [$ns node]
set d [$ns node]
$ns duplex-link $r $d 1.5Mb 10ms RED
""" + flows + """$ns at 1.0 "$ns flush-trace; close $tf; exit 0"
$ns run
""")
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "py.tr").read_bytes() == (tmp_path / "tcl.tr").read_bytes()


# ---- flow monitors -----------------------------------------------------------------------

def test_flow_monitor_counts_each_flow_like_the_trace(tmp_path):
    trace = tmp_path / "out.tr"
    sim, link, _, seconds = dumbbell("RED", trace=trace, n=4, seconds=2.0)
    fm = sim.flow_monitor(link.src, link.dst, "Fid", edrop=True)
    run(sim, seconds)
    ends = " %d %d " % (link.src.id, link.dst.id)
    lines = [line.split() for line in trace.read_text().splitlines() if ends in line[:30]]
    flows = fm.flows()
    assert [f["flowid_"] for f in flows] == [0, 1, 2, 3]      # order of first packets
    for f in flows:
        mine = [l[0] for l in lines if l[7] == str(f["flowid_"])]
        assert f["parrivals_"] == mine.count("+")
        assert f["pdepartures_"] == mine.count("-")
        assert f["pdrops_"] == mine.count("d")
        assert f["epdrops_"] <= f["pdrops_"]
    for name in ("parrivals_", "pdepartures_", "pdrops_", "epdrops_", "bdrops_"):
        assert fm[name] == sum(f[name] for f in flows)
    assert fm["epdrops_"] > 0                     # RED's early drops, counted apart
    assert fm.lookup(fid=2) == flows[2] and fm.lookup(fid=9) is None
    dump = fm.dump().splitlines()
    assert len(dump) == 4 and dump[0].startswith("   2.000 0 0 0 0 ")


def test_flow_monitor_classifiers():
    for classifier, expected in (("SrcDest", 3), ("SrcDestFid", 3), ("Dest", 0)):
        sim, link, _, seconds = dumbbell("DropTail", seconds=0.5)
        fm = sim.flow_monitor(link.src, link.dst, classifier)
        run(sim, seconds)
        assert len(fm.flows()) == expected, classifier    # Dest makes no flows itself
        assert fm["parrivals_"] > 0
    with pytest.raises(ParameterError, match="classifier"):
        sim.flow_monitor(link.dst, link.src, "Port")


# ---- DropTail's summary statistics -------------------------------------------------------

def test_droptail_summarystats_average_the_queue_over_time():
    """Queue::updateStats at each enque and deque: the average of the packets waiting,
    weighted by time, up to the last update (the last deque)."""
    sim = Simulator()
    a, b = sim.node(), sim.node()
    link = sim.simplex_link(a, b, "1Mb", "1ms")
    link["summarystats_"] = 1
    udp, null = sim.agent("Agent/UDP"), sim.agent("Agent/Null")
    sim.attach_agent(a, udp)
    sim.attach_agent(b, null)
    sim.connect(udp, null)
    # 1000-byte packets take 8 ms on the wire: two at once, every 16 ms, keep one
    # waiting for the first 8 ms of each 16
    for i in range(10):
        sim.at(0.016 * i, lambda: [sim.kernel.agent_sendmsg(udp.id, 1000) for _ in "ab"])
    sim.run(until=0.2)
    ave, covered = sim.kernel.queue_command(link.id, "true-average")
    assert covered == pytest.approx(0.152)
    assert ave == pytest.approx(10 * 0.008 / covered, rel=1e-9)     # 10 waits of 8 ms


def test_droptail_printstats_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, OTCL_REFERENCE, "droptail_printstats")
