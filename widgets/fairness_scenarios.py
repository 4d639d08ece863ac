"""The scenarios of labs 05 and 06: fairness between TCP flavours, and between flows under
a queue discipline.

CUBIC_RENO (lab 05, after seed 002, an ns-3 report rebuilt on the ns-2 kernel)
    A and B send to C through R over 5 Mbit/s access links (A's delay a knob, B's 10 ms);
    the bottleneck R-C is 2 Mbit/s with 200 ms, and both of its directions lose each
    byte with probability `loss_rate` (an ErrorModel, unit byte, drawing from its own RNG
    stream seeded by `seed`, so the loss pattern is repeatable and independent of the
    senders).  1024-byte segments, 100-packet queues, window_ 10000: the flows are limited
    by the loss and the RTT, not by the receiver.

FAIR_QUEUEING (lab 06, after seed 004, the CSFQ paper's ns-2 experiments)
    `flows` sources, each on its own node behind a 100 Mbit/s access link, send across a
    chain of `links` congested 10 Mbit/s, 1 ms links R0 -> R1 -> ... to the last router.
    The first `flows - tcp_flows` flows are UDP (CBR with random_ 1) and the rest TCP
    (`flavour`); a UDP sends `udp_share` times the fair share of the first link (times
    i + 1 for flow i with `udp_ramp`).  On every congested link from number `cross_from`
    on, `cross_flows` UDP flows enter and leave after that link, each at `cross_share`
    times that link's fair share.  Each congested link's forward queue is `qdisc` with
    the seed's parameters (QDISC_PARAMS); the reverse direction (acks) is DropTail.
    The seed's experiments are presets (EXPERIMENTS): 1 (two flows over two links, a
    third joining on link 2), 2.1 (32 UDP flows at (i + 1) x the fair share), 2.2 (one UDP
    at 10 Mbit/s against 31 TCPs), 2.3 (one TCP against n - 1 UDPs at twice the fair
    share) and 3.1/3.2 (a UDP or TCP flow across 1...5 links, 10 cross UDPs per link at
    twice the fair share).

Access links run at 100 Mbit/s (the seed: 10 Mbit/s): at 10 Mbit/s a 10 Mbit/s UDP's
packets arrive in lock-step with the bottleneck's departures and always find a full
DropTail buffer, a phase effect of the model, not a property of the discipline
(tests/beyond_scenarios.py).  Source nodes never get an address that is a multiple of
16: DRR hashes such addresses and their predecessors into one bucket.

The results (per-flow rates, Jain's index, losses, repetitions over seeds) are in
nslab.widgets.fairness_results; the figures in nslab.widgets.fairness_figures.
"""
from .. import params as P
from ..errors import ParameterError
from .scenario_base import Flow, Knob, Scenario, Topology
from .wired_scenarios import ENDTIME, FLAVOUR, FLAVOURS

__all__ = ["CUBIC_RENO", "FAIR_QUEUEING", "EXPERIMENTS", "QDISCS", "QDISC_PARAMS",
           "SCENARIOS", "fair_share", "queue_params"]

# every registered discipline that makes sense unconfigured (RED/RIO needs priorities
# and SRR weights: without them they are RED without averaging and a FIFO)
QDISCS = tuple(q for q in P.QUEUE_CLASSES if q not in ("RED/RIO", "SRR"))
QDISC = P.Param("qdisc", "DropTail", "choice", "",
                help="queue discipline of the congested links' forward queues")
SEED = P.Param("seed", 1, "int", "", 1, 2**31 - 2,
               "seed of the run's random streams (error model draws, CBR jitter, "
               "ns-random): another seed repeats the run with other draws")
COUNT = P.Param("flows", 2, "int", "", 0, 64, "number of flows")
LINKS = P.Param("links", 1, "int", "", 1, 5, "number of congested links in the chain")
SHARE = P.Param("share", 1.0, "double", "", 0.0, 64.0,
                "sending rate in multiples of the link's fair share")
RAMP = P.Param("ramp", 0, "bool", "", 0, 1, "flow i sends (i + 1) times the rate")

LINK_RATE = 10e6            # bits/s of every congested link (seed 004)
LINK_DELAY = 0.001
ACCESS_RATE = 100e6
PACKET = 1000               # bytes
BUFFER = 64                 # packets


def queue_params(qdisc, buffer=BUFFER, packet=PACKET):
    """The seed's parameters of `qdisc` for a `buffer`-packet output buffer of
    `packet`-byte packets (limit_ is set apart, by queue_limit)."""
    return {
        "DropTail": {},
        "RED": dict(thresh=16, maxthresh=32, mean_pktsize=packet),
        "FRED": dict(thresh=16, maxthresh=32, mean_pktsize=packet),
        # a bucket per source (97 buckets: no two of our addresses collide)
        "DRR": dict(buckets=97, blimit=buffer * packet, quantum=packet),
        "SFQ": dict(maxqueue=buffer, buckets=97),
        "FQ": dict(flow_limit=buffer),
        "CSFQ": dict(K_=0.1, Kalpha_=0.1, Kc_=0.1),
        "CoDel": {},
        "FQ_CoDel": {},
        "PI": {},
        "REM": {},
        "Vq": {},
        "GK": {},
    }[qdisc]


QDISC_PARAMS = {q: queue_params(q) for q in QDISCS}


def fair_share(values, link=0):
    """The fair share (bits/s) of congested link number `link` (from 0): its rate over
    the flows crossing it."""
    return LINK_RATE / _flows_on(values, link)


def _flows_on(values, link):
    cross = values["cross_flows"] if link + 1 >= values["cross_from"] else 0
    return max(1, values["flows"] + cross)


def _reseed(sim, seed):
    sim.default_rng.set_state(sim.rng_package.reseed(seed))


# ---- CUBIC_RENO ---------------------------------------------------------------------------

def _tcp_flow(sim, fid, flavour, src, dst, names, **values):
    cls, sink_cls = FLAVOURS[flavour]
    tcp = sim.agent(cls, **values)
    tcp.set(fid=fid)
    sink = sim.agent(sink_cls)
    sim.attach_agent(src, tcp)
    sim.attach_agent(dst, sink)
    sim.connect(tcp, sink)
    label = "flow %d %s→%s (%s)" % (fid, names[src.id], names[dst.id], flavour)
    return Flow(fid, label, flavour, src.id, dst.id, tcp, sink, values["packetSize_"] + 40)


def _build_cubic_reno(sim, v):
    A, B, R, C = (sim.node() for _ in range(4))
    names = ["A", "B", "R", "C"]
    sim.duplex_link(A, R, 5e6, v["delay_a"] * 1e-3)
    sim.duplex_link(B, R, 5e6, 0.010)
    sim.duplex_link(R, C, 2e6, 0.200)
    for x, y in ((A, R), (R, A), (B, R), (R, B), (R, C), (C, R)):
        sim.queue_limit(x, y, 100)
    losses = sim.rng()              # `set rng [new RNG]; $rng seed SEED`
    losses.set_state(sim.rng_package.reseed(v["seed"]))
    for x, y in ((R, C), (C, R)):
        em = sim.error_model(rate=v["loss_rate"], unit="byte",
                             ranvar=sim.random_variable("Uniform", rng=losses))
        sim.lossmodel(em, x, y)
    flows = [_tcp_flow(sim, fid, v["flavour_%s" % name.lower()], node, C, names,
                       window_=10000, packetSize_=1024)
             for fid, (name, node) in enumerate((("A", A), ("B", B)))]
    for f in flows:
        f.agent.tracevar("cwnd_")
        sim.at(0.0, sim.ftp(f.agent).start)
    return Topology(names, {"A": (0, 1), "B": (0, -1), "R": (1, 0), "C": (2.2, 0)},
                    (R.id, C.id), flows, {"loss_links": [(R.id, C.id), (C.id, R.id)]})


# ---- FAIR_QUEUEING ------------------------------------------------------------------------

def _source(sim, names, name):
    """A new node for a source, skipping addresses DRR would hash with another."""
    node = sim.node()
    while node.id % 16 == 0:
        names.append("unused")
        node = sim.node()
    names.append(name)
    return node


def _udp_flow(sim, fid, src, dst, rate, names, main=True):
    udp = sim.agent("Agent/UDP", fid=fid, packet_size=PACKET)
    monitor = sim.agent("Agent/LossMonitor")
    sim.attach_agent(src, udp)
    sim.attach_agent(dst, monitor)
    sim.connect(udp, monitor)
    cbr = sim.cbr(udp, rate=rate, packet_size=PACKET, random=1)
    sim.at(0.0, cbr.start)
    label = "flow %d (UDP %.3g Mbit/s)" % (fid, rate / 1e6) if main else \
        "cross %d %s→%s (UDP %.3g Mbit/s)" % (fid, names[src.id], names[dst.id], rate / 1e6)
    flow = Flow(fid, label, "UDP", src.id, dst.id, udp, monitor, PACKET, main)
    flow.rate = rate
    return flow


def _chain(sim, v, names):
    """Routers R0..Rk joined by k congested links; returns the routers."""
    routers = []
    for i in range(v["links"] + 1):
        routers.append(sim.node())
        names.append("R%d" % i)
    params = queue_params(v["qdisc"], v["buffer"])
    for a, b in zip(routers, routers[1:]):
        sim.simplex_link(a, b, LINK_RATE, LINK_DELAY, v["qdisc"], **params)
        sim.simplex_link(b, a, LINK_RATE, LINK_DELAY)
        sim.queue_limit(a, b, v["buffer"])
        sim.queue_limit(b, a, v["buffer"])
    return routers


def _access(sim, node, router):
    sim.duplex_link(node, router, ACCESS_RATE, LINK_DELAY)
    sim.queue_limit(node, router, BUFFER)


def _build_fair_queueing(sim, v):
    names = []
    routers = _chain(sim, v, names)
    _reseed(sim, v["seed"])
    n_udp = v["flows"] - v["tcp_flows"]
    share = fair_share(v)
    flows = []
    for fid in range(v["flows"]):
        src = _source(sim, names, "S%d" % fid)
        _access(sim, src, routers[0])
        if fid < n_udp:
            rate = v["udp_share"] * share * ((fid + 1) if v["udp_ramp"] else 1)
            flows.append(_udp_flow(sim, fid, src, routers[-1], rate, names))
        else:
            f = _tcp_flow(sim, fid, v["flavour"], src, routers[-1], names,
                          packetSize_=PACKET, window_=v["window"])
            sim.at(0.01 * fid, sim.ftp(f.agent).start)
            f.label = "flow %d (TCP %s)" % (fid, v["flavour"])
            flows.append(f)
    fid = v["flows"]
    for k in range(max(0, v["cross_from"] - 1), v["links"]):
        for j in range(v["cross_flows"]):
            src = _source(sim, names, "X%d.%d" % (k + 1, j))
            _access(sim, src, routers[k])
            rate = v["cross_share"] * fair_share(v, k)
            flows.append(_udp_flow(sim, fid, src, routers[k + 1], rate, names, main=False))
            fid += 1
    positions = {n: (0, 0) for n in names}
    for i in range(len(routers)):
        positions["R%d" % i] = (1 + i, 0)
    for f in flows:
        x = 0 if f.main else 1 + [r.id for r in routers].index(f.dst) - 1.5
        positions[names[f.src]] = (x, 1 + 0.1 * f.fid)
    return Topology(names, positions, (routers[0].id, routers[1].id), flows,
                    {"congested": [(a.id, b.id) for a, b in zip(routers, routers[1:])]})


# ---- knobs ----------------------------------------------------------------------------------

_FLAVOUR_NAMES = tuple(FLAVOURS)
_SEED_KNOB = Knob("seed", SEED, 1, 1, 1000, 1, label="seed", target="the random streams")

_CUBIC_RENO_KNOBS = [
    Knob("flavour_a", FLAVOUR, "Cubic", choices=_FLAVOUR_NAMES, label="TCP A", target="flow 0"),
    Knob("flavour_b", FLAVOUR, "Reno", choices=_FLAVOUR_NAMES, label="TCP B", target="flow 1"),
    Knob("delay_a", P.LINK["delay_"], 10.0, 5.0, 500.0, 1.0, scale=1e-3, unit="ms",
         label="delay A–R", target="link A–R"),
    Knob("loss_rate", P.ERROR_MODEL["rate_"], 1e-6, 1e-6, 5e-6, 1e-6, label="byte loss rate",
         target="error models on R→C and C→R (unit byte)"),
    _SEED_KNOB,
    Knob("endtime", ENDTIME, 200.0, 1.0, 2000.0, 1.0, label="end time"),
]

_FAIR_KNOBS = [
    Knob("qdisc", QDISC, "DropTail", choices=QDISCS, label="queue",
         target="the congested links"),
    Knob("flows", COUNT, 2, 1, 32, 1, label="flows", target="crossing every congested link"),
    Knob("tcp_flows", P.Param("tcp_flows", 1, "int", "", 0, 64, "how many of the flows are "
                              "TCP (the last ones)"), 1, 0, 32, 1, label="TCP flows"),
    Knob("flavour", FLAVOUR, "Reno", choices=_FLAVOUR_NAMES, label="TCP", target="the TCP flows"),
    Knob("window", P.TCP["window_"], 20, 1, 1000, 1, label="window", target="the TCP flows"),
    Knob("udp_share", SHARE, 2.0, 0.0, 32.0, 0.1, unit="× fair share", label="UDP rate",
         target="each UDP flow"),
    Knob("udp_ramp", RAMP, 0, 0, 1, 1, label="ramp", target="UDP flow i at (i + 1) × the rate"),
    Knob("links", LINKS, 1, 1, 5, 1, label="congested links"),
    Knob("cross_flows", P.Param("cross_flows", 0, "int", "", 0, 64,
                                "UDP flows entering and leaving at each congested link"),
         0, 0, 20, 1, label="cross flows", target="per congested link"),
    Knob("cross_share", SHARE, 2.0, 0.0, 32.0, 0.1, unit="× fair share", label="cross rate",
         target="each cross flow"),
    Knob("cross_from", P.Param("cross_from", 1, "int", "", 1, 5,
                               "first congested link with cross flows"),
         1, 1, 5, 1, label="cross from link"),
    Knob("buffer", P.QUEUE["limit_"], BUFFER, 2, 500, 1, label="buffer",
         target="the congested links (packets)"),
    _SEED_KNOB,
    Knob("endtime", ENDTIME, 10.0, 1.0, 200.0, 1.0, label="end time"),
]


class _CheckedScenario(Scenario):
    """A Scenario whose knobs must also agree with each other."""

    def __init__(self, name, title, build, knobs, source="", check=None):
        super().__init__(name, title, build, knobs, source)
        self.check = check

    def values(self, **overrides):
        values = super().values(**overrides)
        if self.check is not None:
            self.check(values)
        return values

    def preset(self, name=None, title=None, **defaults):
        base = super().preset(name, title, **defaults)
        return _CheckedScenario(base.name, base.title, base.build, base.knobs.values(),
                                base.source, self.check)


def _check_fair(v):
    if v["tcp_flows"] > v["flows"]:
        raise ParameterError("tcp_flows: %d is more than flows (%d)" % (v["tcp_flows"],
                                                                        v["flows"]))
    if v["cross_from"] > v["links"] and v["cross_flows"]:
        raise ParameterError("cross_from: link %d is past the last congested link (links = %d)"
                             % (v["cross_from"], v["links"]))


CUBIC_RENO = Scenario(
    "cubic_reno", "Cubic and Reno under random loss (seed 002)", _build_cubic_reno,
    _CUBIC_RENO_KNOBS, "tests/beyond_scenarios.py")

FAIR_QUEUEING = _CheckedScenario(
    "fair_queueing", "Flows sharing congested links under a queue discipline (seed 004)",
    _build_fair_queueing, _FAIR_KNOBS, "tests/beyond_scenarios.py", _check_fair)

EXPERIMENTS = {
    "1": FAIR_QUEUEING.preset("fq_simple", "Seed 004, 1: two flows, a third joins on link 2",
                              flows=2, tcp_flows=0, udp_share=1.0, links=2, cross_flows=1,
                              cross_from=2, cross_share=1.0),
    "2.1": FAIR_QUEUEING.preset("fq_udp32", "Seed 004, 2.1: 32 UDP flows, flow i at (i+1) "
                                "× the fair share", flows=32, tcp_flows=0, udp_share=1.0,
                                udp_ramp=1),
    "2.2": FAIR_QUEUEING.preset("fq_udp_tcp", "Seed 004, 2.2: a 10 Mbit/s UDP against 31 TCPs",
                                flows=32, tcp_flows=31, udp_share=32.0),
    "2.3": FAIR_QUEUEING.preset("fq_one_tcp", "Seed 004, 2.3: one TCP against n − 1 UDPs at "
                                "twice the fair share", flows=8, tcp_flows=1, udp_share=2.0),
    "3.1": FAIR_QUEUEING.preset("fq_chain_udp", "Seed 004, 3.1: a UDP across congested links",
                                flows=1, tcp_flows=0, udp_share=1.0, links=3, cross_flows=10,
                                cross_share=2.0),
    "3.2": FAIR_QUEUEING.preset("fq_chain_tcp", "Seed 004, 3.2: a TCP across congested links",
                                flows=1, tcp_flows=1, links=3, cross_flows=10, cross_share=2.0),
}

SCENARIOS = {s.name: s for s in [CUBIC_RENO, FAIR_QUEUEING, *EXPERIMENTS.values()]}
