"""Robustness: random scenarios conserve packets, Ctrl-C stops runs at once, and a long
traced run keeps a small memory footprint.

Packet accounting (from the kernel source, core/net.pxi/traffic/sink.pxi/tcp/sender.pxi).  Agents create
every packet (Kernel.packets_created counts uids); a packet is freed exactly once, by one
of: a link drop (queue overflow, drop-front or TTL: link stat 'drops'), a node with no route
or no agent at the port (Kernel.packets_unroutable), or the receiving agent.  Everything
else is queued or on a wire (Kernel.packets_in_flight; between events no packet is "in
hand").  Hence

    packets_created == delivered_to_agents + sum(drops) + packets_in_flight + packets_unroutable

and, per link, arrivals == departures + drops + length while TTLs cannot expire.

The kernel keeps a per-agent reception count (Agent.n_received) but does not expose it, so
delivered_to_agents is counted two independent ways: (a) from the agents' own counters, TCP
senders' nackpack_ (every ack reaching a sender is counted: acks are never older than the
sender's last reset at time 0) plus the sinks' receptions, which equal the acks they sent
(one ack per data packet), i.e. packets_created - sum(ndatapack_); (b) with column capture
on, the 'r' events whose link ends at the packet's destination node.
"""
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from nslab import Simulator

REPO = Path(__file__).resolve().parents[2]
BASIC2 = REPO / "tests" / "reference" / "scenarios" / "basic2.tcl"
LONG_TRACED_RUN = ["0", "0.002", "8.0", "3000", "20", "Reno", "1"]     # ~30 M trace lines


# ---- random scenarios ---------------------------------------------------------------------

def _reachable(n, edges, src):
    seen, todo = {src}, [src]
    while todo:
        u = todo.pop()
        for a, b in edges:
            if a == u and b not in seen:
                seen.add(b)
                todo.append(b)
    return seen


@st.composite
def scenarios(draw):
    n = draw(st.integers(2, 6))
    pairs = [(draw(st.integers(0, v - 1)), v) for v in range(1, n)]          # a spanning tree
    extra = draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=4))
    for a, b in extra:
        if a != b and (a, b) not in pairs and (b, a) not in pairs:
            pairs.append((a, b))
    links = []
    for a, b in pairs:
        kind = draw(st.sampled_from(["duplex", "duplex", "simplex", "simplex-reversed"]))
        if kind == "simplex-reversed":
            a, b, kind = b, a, "simplex"
        mbps = draw(st.floats(0.1, 100.0))
        ms = draw(st.floats(0.0, 200.0))
        bw = draw(st.sampled_from([mbps * 1e6, "%rMb" % mbps]))
        delay = draw(st.sampled_from([ms * 1e-3, "%rms" % ms]))
        links.append(dict(kind=kind, a=a, b=b, bw=bw, delay=delay,
                          limit=draw(st.integers(1, 60)), drop_front=draw(st.booleans()),
                          limit_back=draw(st.integers(1, 60))))
    edges = set()
    for l in links:
        edges.add((l["a"], l["b"]))
        if l["kind"] == "duplex":
            edges.add((l["b"], l["a"]))
    reach = {v: _reachable(n, edges, v) for v in range(n)}
    # a route both ways: without one ns-2 aborts at the first packet ("no target for slot")
    routable = [(s, d) for s in range(n) for d in range(n)
                if s != d and d in reach[s] and s in reach[d]]
    assume(routable)
    until = draw(st.floats(1.0, 20.0))
    flows = []
    for _ in range(draw(st.integers(1, 3))):
        src, dst = draw(st.sampled_from(routable))
        flows.append(dict(
            src=src, dst=dst,
            cls=draw(st.sampled_from(["Agent/TCP", "Agent/TCP/Reno"])),
            window=draw(st.integers(1, 200)),
            packet_size=draw(st.integers(100, 1500)),
            overhead=draw(st.one_of(st.just(0.0), st.floats(0.0, 0.01))),
            start=draw(st.floats(0.0, until)),
        ))
    return dict(n=n, links=links, flows=flows, until=until, capture=draw(st.booleans()))


def build_and_run(sc):
    sim = Simulator(capture=sc["capture"])
    nodes = [sim.node() for _ in range(sc["n"])]
    for l in sc["links"]:
        a, b = nodes[l["a"]], nodes[l["b"]]
        if l["kind"] == "duplex":
            sim.duplex_link(a, b, l["bw"], l["delay"])
            sim.queue_limit(b, a, l["limit_back"])
        else:
            sim.simplex_link(a, b, l["bw"], l["delay"])
        sim.queue_limit(a, b, l["limit"])
        sim.link(a, b)["drop_front_"] = l["drop_front"]
    agents = []
    for i, f in enumerate(sc["flows"]):
        tcp = sim.agent(f["cls"], window=f["window"], packet_size=f["packet_size"],
                        overhead=f["overhead"], fid=i)
        sink = sim.agent("Agent/TCPSink")
        sim.attach_agent(nodes[f["src"]], tcp)
        sim.attach_agent(nodes[f["dst"]], sink)
        sim.connect(tcp, sink)
        sim.at(f["start"], sim.ftp(tcp).start)
        agents.append((tcp, sink, f))
    sim.run(until=sc["until"])
    return sim, agents


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_random_scenarios_run_and_conserve_packets(sc):
    sim, agents = build_and_run(sc)
    k = sim.kernel
    assert sim.now == sc["until"]

    stats = [l.stats() for l in sim.links.values()]
    drops = sum(s["drops"] for s in stats)
    in_flight, unroutable, created = k.packets_in_flight, k.packets_unroutable, k.packets_created
    assert in_flight >= 0 and unroutable >= 0

    # links: whatever entered a link left it, was dropped, or is still in it
    for s in stats:
        assert s["arrivals"] == s["departures"] + s["drops"] + s["length"], s
        assert s["departures"] >= s["delivered"]
        assert s["length"] >= 0
    assert sum(s["arrivals"] - s["delivered"] - s["drops"] for s in stats) == in_flight

    # (a) receptions from the agents' counters
    data_sent = sum(t["ndatapack_"] for t, _, _ in agents)
    acks_received = sum(t["nackpack_"] for t, _, _ in agents)
    acks_sent = created - data_sent                 # = data packets the sinks received
    assert acks_sent >= 0
    delivered_to_agents = acks_received + acks_sent
    assert created == delivered_to_agents + drops + in_flight + unroutable

    if sc["capture"]:
        df = sim.packets()
        # (b) receptions from the captured 'r' events at the packet's destination node
        arrived = df[(df["event"] == "r") & (df["to_node"] == df["dst_addr"])]
        assert len(arrived) == delivered_to_agents + unroutable
        assert (df["event"] == "d").sum() == drops
        assert (df["event"] == "+").sum() == sum(s["arrivals"] for s in stats)
        # every packet crossed at least one link, under its own uid
        assert df["uid"].nunique() == created
        assert len(df) == 0 or (df["uid"].min(), df["uid"].max()) == (0, created - 1)

    for tcp, sink, f in agents:
        # every data packet is new data (maxseq_ grows by one) or a retransmission
        assert tcp["ndatapack_"] == tcp["maxseq_"] + 1 + tcp["nrexmitpack_"]
        assert tcp["ack_"] <= tcp["maxseq_"] and tcp["t_seqno_"] <= tcp["maxseq_"] + 1
        assert tcp["nrexmitbytes_"] <= f["packet_size"] * tcp["nrexmitpack_"]
        assert tcp["ndatabytes_"] <= f["packet_size"] * tcp["ndatapack_"]
        assert tcp["nackpack_"] <= created - data_sent
        seg = f["packet_size"] + 40
        got = sink["bytes_"]
        assert got == 0 or (got - 40) % seg == 0, got
        if tcp["ack_"] >= 0:
            # the sink has at least what the sender saw acked, at most what was sent
            assert 40 + seg * tcp["ack_"] <= got <= 40 + seg * tcp["maxseq_"]
        if f["start"] > sc["until"] or tcp["ndatapack_"] == 0:
            assert got == 0


def test_conservation_identity_detects_unroutable_acks():
    """With a route only one way the sink's acks are counted as unroutable (and the
    identity still holds).  Simulator.run refuses such a scenario (ns-2 would stop when
    the first ack finds no route), so the kernel is driven directly here."""
    sim = Simulator()
    a, b = sim.node(), sim.node()
    ab = sim.simplex_link(a, b, "1Mb", "10ms")
    tcp, sink = sim.agent("Agent/TCP"), sim.agent("Agent/TCPSink")
    sim.attach_agent(a, tcp)
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    sim.at(5.0, sim.halt)
    with pytest.raises(ValueError, match="no route from node 1 to node 0"):
        sim.run()
    sim.kernel.set_routes([[-1, ab.id], [-1, -1]])
    for agent in (tcp, sink):
        sim.kernel.reset_agent(agent.id)
    sim.kernel.run()
    k = sim.kernel
    acks_sent = k.packets_created - tcp["ndatapack_"]
    assert tcp["nackpack_"] == 0
    assert k.packets_unroutable == acks_sent > 0
    drops = sum(l.stats()["drops"] for l in sim.links.values())
    assert k.packets_created == tcp["nackpack_"] + acks_sent + drops + k.packets_in_flight \
        + k.packets_unroutable


# ---- Kernel misuse ------------------------------------------------------------------------

KERNEL_MISUSE = {
    "link_get of a missing link": "k.link_get(5, 'drops')",
    "link_set of a missing link": "k.link_set(100000, 'limit_', 5)",
    "agent_get of a missing agent": "k.agent_get(7, 'cwnd_')",
    "attach to a missing node": "k.attach(3, k.add_null({}))",
    "tcp_send on a sink": "k.tcp_send(k.add_sink({}), -1)",
    "reset of a missing agent": "k.reset_agent(100000)",
    "flush of a missing output": "k.flush_output(3)",
}


@pytest.mark.parametrize("call", sorted(KERNEL_MISUSE))
def test_kernel_rejects_bad_ids_instead_of_crashing(tmp_path, call):
    """nslab exports Kernel; a wrong id from Python (a notebook user poking at
    sim.kernel) must raise KernelError, not crash the interpreter (or corrupt memory)."""
    code = textwrap.dedent("""
        from nslab import Kernel, KernelError
        k = Kernel()
        k.add_node()
        try:
            %s
        except KernelError as e:
            print("KernelError:", e)
        else:
            print("no error")
    """) % KERNEL_MISUSE[call]
    proc = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, "%s: exit status %d (%s)" % (
        KERNEL_MISUSE[call], proc.returncode,
        "segmentation fault" if proc.returncode == -signal.SIGSEGV else proc.stderr[-500:])
    assert proc.stdout.startswith("KernelError: "), proc.stdout + proc.stderr


# ---- threads (signals: test_signals.py) -------------------------------------------------

def test_python_threads_make_progress_during_a_run():
    """Simulator.run() must not hold the GIL for the whole run: a watchdog or UI thread
    has to keep working (the root of the thread-interrupt tests).  The thread watches the
    simulation clock move 20 times while run() is in flight, then stops the run; if the
    GIL were never released, the run would finish (or never stop) unobserved."""
    sim = Simulator()
    a, r, b = sim.node(), sim.node(), sim.node()
    sim.duplex_link(a, r, "100Mb", "10ms")
    sim.duplex_link(r, b, "10Mb", "50ms")
    tcp, sink = sim.agent("Agent/TCP/Reno", window=1000), sim.agent("Agent/TCPSink")
    sim.attach_agent(a, tcp)
    sim.attach_agent(b, sink)
    sim.connect(tcp, sink)
    sim.at(0.0, sim.ftp(tcp).start)
    until = 200000.0                      # minutes of work: longer than any observation
    seen, in_run = [], threading.Event()
    sim.at(0.001, in_run.set)             # the handshake: run() has started

    def watcher():
        in_run.wait()
        while len(seen) < 20:
            now = sim.now
            if not seen or now > seen[-1]:
                seen.append(now)
            time.sleep(0.001)
        sim.halt()

    th = threading.Thread(target=watcher, daemon=True)
    th.start()
    sim.run(until=until)
    th.join(timeout=60)
    assert len(seen) == 20, "the thread saw the clock at %r during the whole run" % seen
    assert seen == sorted(set(seen)) and seen[-1] <= sim.now < until


# ---- memory -----------------------------------------------------------------------------

MEASURE_CHILD = r"""
import resource, subprocess, sys
proc = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
sys.stderr.write(proc.stderr.decode()[-2000:])
print(proc.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
print(proc.stdout.decode())
"""


def test_long_traced_run_peak_rss_under_200_mb(tmp_path):
    """3000 s of basic2 at 8 Mb/s with trace-all: about 32 M trace lines (1.8 GB), written
    by a streaming kernel whose memory does not grow with the run."""
    wrapper = tmp_path / "measure.py"
    wrapper.write_text(MEASURE_CHILD)
    trace = tmp_path / "basic2.tr"
    try:
        proc = subprocess.run([sys.executable, str(wrapper), sys.executable, "-m", "nslab", "run",
                               str(BASIC2), *LONG_TRACED_RUN],
                              cwd=tmp_path, capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr
        first, _, output = proc.stdout.partition("\n")
        status, maxrss_kb = map(int, first.split())
        assert status == 0, proc.stderr
        assert "end0.bytes_=" in output and "end1.bytes_=" in output
        size = trace.stat().st_size
        assert size > 1_000_000_000, size
        with open(trace, "rb") as f:
            f.seek(-1, os.SEEK_END)
            assert f.read() == b"\n"
        assert maxrss_kb < 200 * 1024, "peak RSS %.1f MB" % (maxrss_kb / 1024)
    finally:
        if trace.exists():
            trace.unlink()
