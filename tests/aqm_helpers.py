"""A small dumbbell shared by the tests of the AQM queues (PI, REM, Vq, GK, RIO)."""
from nslab import Simulator


def dumbbell(qdisc, trace=None, flows=3, limit=20, bottleneck=("1Mb", "10ms"), udp_rate=None,
             **queue_params):
    """`flows` sources through R -> D with `qdisc` on R -> D (TCP/Reno, or CBR over UDP
    at `udp_rate` each); returns (sim, link)."""
    sim = Simulator()
    if trace is not None:
        sim.trace_all(trace)
    r, d = sim.node(), sim.node()
    link, _ = sim.duplex_link(r, d, *bottleneck, qdisc, **queue_params)
    sim.queue_limit(r, d, limit)
    for i in range(flows):
        s = sim.node()
        sim.duplex_link(s, r, "10Mb", "%dms" % (1 + i))
        sim.queue_limit(s, r, 500)
        if udp_rate is None:
            src = sim.agent("Agent/TCP/Reno", window=30, fid=i, packet_size=500 + 200 * i)
            sink = sim.agent("Agent/TCPSink")
            app = sim.ftp(src)
        else:
            src = sim.agent("Agent/UDP", fid=i)
            sink = sim.agent("Agent/Null")
            app = sim.cbr(src, rate=udp_rate, packet_size=500)
        sim.attach_agent(s, src)
        sim.attach_agent(d, sink)
        sim.connect(src, sink)
        sim.at(0.05 * (i + 1), app.start)
    return sim, link


def trace_lines(sim, path, seconds):
    sim.run(until=seconds)
    sim.flush_trace()
    return path.read_text().splitlines()


def events(lines, kind, src=None, dst=None):
    """The trace lines of one event kind ('+', '-', 'r', 'd'), on one link if given."""
    return [line for line in lines if line.startswith(kind + " ")
            and (src is None or line.split()[2:4] == [str(src), str(dst)])]


def max_queue(lines, src, dst):
    """The most packets that waited in the queue of link src -> dst, from its trace."""
    n = most = 0
    for line in lines:
        kind, _, a, b = line.split()[:4]
        if [a, b] == [str(src), str(dst)]:
            n += {"+": 1, "-": -1, "d": -1}.get(kind, 0)
            most = max(most, n)
    return most
