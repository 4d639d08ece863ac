"""The labs' scenarios: each builds a kernel simulation from a few named knobs.

    >>> from nslab.widgets import scenarios
    >>> run = scenarios.SINGLE_SENDER.run(queue_limit=10, endtime=20)
    >>> run.summary()["goodput_pkts"]

A `Knob` is one scenario parameter bound to the kernel parameter it sets (a
`nslab.params.Param`): its unit, valid range, kind and help come from the
kernel's table, so the widgets' controls, their tooltips and the validation
all read the same declaration.  A knob may show the value in another unit
(delays in ms, bandwidths in Mbit/s) through `scale`.

A `Scenario` is a builder function and its knobs; `preset(...)` gives the
same builder with other defaults (the labs' presets are at the bottom:
SINGLE_SENDER = basic1, TP_WINDOW = seed 003's lab, TWO_SENDERS = basic2,
RENO_VS_VEGAS = 16.5, FOUR_FLAVOURS = seed 001's chain).  `run()` returns a
`Run`: the kernel's captured columns plus the topology and flows, which the
figures, the animation and the graders read.

The builders create the objects in the same order as the reference scripts
(tests/reference/scenarios/basic1.tcl, basic2.tcl, flavors4.tcl), so a run
gives the same numbers as `nslab run` (and ns-2) on those scripts.
"""
from dataclasses import dataclass, field, replace
import math

import numpy as np

from .. import params as P
from ..simulator import Simulator
from ..units import ParameterError
from .._kernel import PACKET_TYPES, TRACED_VARIABLES

__all__ = ["Knob", "Scenario", "Run", "SINGLE_SENDER", "TP_WINDOW", "TWO_SENDERS",
           "RENO_VS_VEGAS", "FOUR_FLAVOURS", "SCENARIOS", "FLAVOURS"]

# TCP flavours by short name -> (sender class, sink class)
FLAVOURS = {
    "Tahoe": ("Agent/TCP", "Agent/TCPSink"),
    "Reno": ("Agent/TCP/Reno", "Agent/TCPSink"),
    "Newreno": ("Agent/TCP/Newreno", "Agent/TCPSink"),
    "Sack1": ("Agent/TCP/Sack1", "Agent/TCPSink/Sack1"),
    "Fack": ("Agent/TCP/Fack", "Agent/TCPSink/Sack1"),
    "Vegas": ("Agent/TCP/Vegas", "Agent/TCPSink"),
}

# scenario-level parameters that are not a kernel object's variable, declared
# in the kernel's Param format
ENDTIME = P.Param("endtime", 10.0, "time", "s", 0.01, 1e5, "simulated time (the run stops there)")
START = P.Param("start", 0.0, "time", "s", 0.0, 1e5, "time the FTP source starts")
FLAVOUR = P.Param("flavour", "Reno", "choice", "", help="TCP sender class (and its sink)")
TELNET_TO = P.Param("telnet_to", "D", "choice", "",
                    help="where the Telnet flows end: D (across the bottleneck) or R")
SEED = P.Param("seed", 1, "int", "", 1, 2**31 - 2,
               "seed of ns-2's default random stream (ns-random), which draws the senders' "
               "overhead delays and the phase of their clock ticks: another seed repeats the "
               "run with other draws")


@dataclass(frozen=True)
class Knob:
    """One scenario parameter, bound to the kernel parameter it sets.

    name: keyword of Scenario.run; param: the kernel's Param (unit, range,
    kind, help); default: shown value; low/high/step: the control's range
    (within the param's range, in shown units); scale: shown value * scale =
    kernel value (1e-3 for ms); unit: shown unit (default param.unit);
    label: short text for the control; target: what the param belongs to
    (e.g. "link R->B"); choices: for a choice knob."""
    name: str
    param: P.Param
    default: object
    low: float = None
    high: float = None
    step: float = None
    scale: float = 1.0
    unit: str = None
    label: str = None
    target: str = ""
    choices: tuple = None
    log: bool = False

    def __post_init__(self):
        if self.choices is not None:
            if self.default not in self.choices:
                raise ValueError("knob %s: default %r not in %r" % (self.name, self.default,
                                                                      self.choices))
            return
        for what in ("low", "high", "default"):
            v = getattr(self, what)
            if v is not None and not (self.param.low <= v * self.scale <= self.param.high):
                raise ValueError("knob %s: %s %r is outside %s's range [%s, %s]" % (
                    self.name, what, v, self.param.name, self.param.low, self.param.high))

    @property
    def shown_unit(self):
        return self.param.unit if self.unit is None else self.unit

    @property
    def kind(self):
        return "choice" if self.choices is not None else self.param.kind

    @property
    def help(self):
        """The tooltip: kernel name, help, unit and valid range, from the table."""
        rng = ""
        if self.choices is not None:
            rng = "one of " + ", ".join(map(str, self.choices))
        elif (self.param.low, self.param.high) != (-math.inf, math.inf):
            lo, hi = self.param.low / self.scale, self.param.high / self.scale
            rng = "valid range [%s, %s] %s" % (P._fmt(lo), P._fmt(hi), self.shown_unit)
        where = " of %s" % self.target if self.target else ""
        return "%s%s: %s (%s)" % (self.param.name, where, self.param.help, rng.strip())

    def convert(self, value):
        """The shown value checked against the kernel's range, as the run uses it
        (in shown units; ints stay ints)."""
        if self.choices is not None:
            if value not in self.choices:
                raise ParameterError("%s: %r is not one of %s" % (
                    self.name, value, ", ".join(map(str, self.choices))))
            return value
        try:
            kernel = self.param.convert(value * self.scale if self.scale != 1.0 else value,
                                        self.name)
        except TypeError:
            raise ParameterError("%s: expected a number, got %r" % (self.name, value)) from None
        shown = kernel / self.scale if self.scale != 1.0 else kernel
        if self.param.kind in ("int", "bool"):
            return int(round(shown))
        return float("%.12g" % shown)       # no 50.00000000000001 from the unit round trip


class Scenario:
    """A builder `build(sim, values) -> Topology` with its knobs and defaults."""

    def __init__(self, name, title, build, knobs, source=""):
        self.name, self.title, self.build, self.source = name, title, build, source
        self.knobs = {k.name: k for k in knobs}

    def __nslab_cache_key__(self):
        """What nslab.sweep's cache keys a function using this scenario by (the
        code of this module is keyed apart, by nslab.widgets.sweeps)."""
        return [self.name, sorted((k, repr(v)) for k, v in self.defaults().items()), self.build]

    def defaults(self):
        return {k.name: k.default for k in self.knobs.values()}

    def values(self, **overrides):
        """Defaults overridden by `overrides`, each checked against the kernel's range."""
        out = self.defaults()
        for key, value in overrides.items():
            if key not in self.knobs:
                raise ParameterError("%s has no parameter %r (has: %s)" % (
                    self.name, key, ", ".join(self.knobs)))
            out[key] = value
        return {k: self.knobs[k].convert(v) for k, v in out.items()}

    def preset(self, name=None, title=None, **defaults):
        """The same scenario with other defaults (each checked like a run value)."""
        values = self.values(**defaults)
        knobs = [replace(k, default=values[k.name]) for k in self.knobs.values()]
        return Scenario(name or self.name, title or self.title, self.build, knobs, self.source)

    def run(self, progress=None, capture=True, **overrides):
        """Build and run the simulation; returns a Run.

        progress: optional callable(fraction) called as simulated time passes
        (about 50 times per run).  capture=False records no packet events and
        no traced variables: the run is many times faster (its senders' and
        sinks' counters, e.g. the goodputs of `summary()`, are all it has),
        which suits sweeps that repeat a run over many seeds."""
        values = self.values(**overrides)
        sim = Simulator(capture=capture)
        topo = self.build(sim, values)
        end = float(values["endtime"])
        if progress is not None:
            steps = 50
            for i in range(1, steps):
                sim.at(end * i / steps, (lambda f: lambda: progress(f))(i / steps))
        sim.run(until=end)
        if progress is not None:
            progress(1.0)
        return Run(self, values, sim, topo, captured=capture)

    def animation(self, run):
        """The animated picture of a run (the Explorer shows it under its figures)."""
        from .animation import NetworkAnimation
        return NetworkAnimation(run)

    def __repr__(self):
        return "<Scenario %s: %s>" % (self.name, self.title)


# ---- what a builder returns ---------------------------------------------------------------

@dataclass
class Flow:
    fid: int
    label: str
    flavour: str
    src: int                 # node ids
    dst: int
    agent: object            # nslab.simulator.Agent (sender)
    sink: object
    packet_size: int = 1000  # bytes on the wire of a full data packet
    main: bool = True        # False for cross traffic (Telnet)


@dataclass
class Topology:
    names: list              # node names by node id
    positions: dict          # name -> (x, y) for drawing
    bottleneck: tuple        # (src id, dst id) of the bottleneck link
    flows: list
    extra: dict = field(default_factory=dict)


# ---- builders -------------------------------------------------------------------------------

def _tracevars(agent):
    for v in ("cwnd_", "ssthresh_", "ack_", "maxseq_", "backoff_"):
        agent.tracevar(v)


def _build_single(sim, v):
    """basic1 (Dordal 16.2), with the knobs of basic1.tcl's arguments."""
    A, R, B = sim.node(), sim.node(), sim.node()
    sim.duplex_link(A, R, v["bandwidth_ar"] * 1e6, v["delay_ar"] * 1e-3)
    sim.duplex_link(R, B, v["bandwidth_rb"] * 1e6, v["delay_rb"] * 1e-3)
    sim.queue_limit(R, B, v["queue_limit"])
    if v["lossrate"] > 0:
        em = sim.error_model(rate=v["lossrate"], unit="pkt")
        em.ranvar = sim.random_variable("Uniform")
        sim.lossmodel(em, R, B)
    cls, sink_cls = FLAVOURS[v["flavour"]]
    tcp = sim.agent(cls)
    tcp.set(fid=0, window=v["window"], packet_size=v["packet_size"])
    if v["maxcwnd"]:
        tcp.set(maxcwnd=v["maxcwnd"])
    if v["flavour"] == "Vegas":
        tcp.set(v_alpha=v["v_alpha"], v_beta=v["v_beta"])
    sim.attach_agent(A, tcp)
    _tracevars(tcp)
    sink = sim.agent(sink_cls)
    sim.attach_agent(B, sink)
    sim.connect(tcp, sink)
    sim.at(v["start"], sim.ftp(tcp).start)
    size = v["packet_size"] + (0 if v["flavour"] == "Vegas" else 40)
    flow = Flow(0, "A→B (%s)" % v["flavour"], v["flavour"], A.id, B.id, tcp, sink, size)
    return Topology(["A", "R", "B"], {"A": (0, 0), "R": (1, 0), "B": (2, 0)},
                    (R.id, B.id), [flow])


def _build_two(sim, v):
    """basic2 (Dordal 16.3-16.5): A and B send to D through R."""
    A, B, R, D = sim.node(), sim.node(), sim.node(), sim.node()
    bw = v["bottleneck_bw"] * 1e6
    sim.duplex_link(A, R, bw * 10, 0.010)
    sim.duplex_link(B, R, bw * 10, (10 + v["delay_b"]) * 1e-3)
    sim.duplex_link(R, D, bw, 0.100)
    sim.queue_limit(R, D, v["queue_limit"])
    # `ns-random SEED` in the script's words; seed 1 is ns-2's own start, so the default run
    # stays the reference script's
    sim.default_rng.set_state(sim.rng_package.reseed(v["seed"]))
    common = {"window_": v["window"], "packetSize_": 960, "overhead_": v["overhead"]}

    def tcp_agent(flavour, fid):
        cls, _ = FLAVOURS[flavour]
        values = dict(common)
        if flavour == "Vegas":
            values["packetSize_"] = 1000            # basic2.tcl: Vegas counts the headers
        agent = sim.agent(cls, **values)
        agent.set(fid=fid)
        if flavour == "Vegas":
            agent.set(v_alpha=v["v_alpha"], v_beta=v["v_beta"])
        return agent

    f0, f1 = v["flavour0"], v["flavour1"]
    tcp0 = tcp_agent(f0, 0)
    _tracevars(tcp0)
    sim.attach_agent(A, tcp0)
    tcp1 = tcp_agent(f1, 1)
    _tracevars(tcp1)
    sim.attach_agent(B, tcp1)
    end0, end1 = sim.agent(FLAVOURS[f0][1]), sim.agent(FLAVOURS[f1][1])
    sim.attach_agent(D, end0)
    sim.attach_agent(D, end1)
    sim.connect(tcp0, end0)
    sim.connect(tcp1, end1)
    flows = [Flow(0, "A→D (%s)" % f0, f0, A.id, D.id, tcp0, end0, 1000),
             Flow(1, "B→D (%s)" % f1, f1, B.id, D.id, tcp1, end1, 1000)]
    if v["tninterval"] > 0:
        far = D if v["telnet_to"] == "D" else R
        tn = []
        for node, fid in ((A, 10), (B, 11)):
            agent = sim.agent("Agent/TCP", **common)
            sim.attach_agent(node, agent)
            agent.set(fid=fid)
            tn.append(agent)
        sinks = [sim.agent("Agent/TCPSink"), sim.agent("Agent/TCPSink")]
        for s in sinks:
            sim.attach_agent(far, s)
        for a, s in zip(tn, sinks):
            sim.connect(a, s)
        apps = [sim.application("Application/Telnet"), sim.application("Application/Telnet")]
        for app, agent in zip(apps, tn):
            app["interval_"] = v["tninterval"]
            agent["packetSize_"] = v["telnet_size"]
        for app, agent in zip(apps, tn):
            app.attach_agent(agent)
        for app in apps:
            sim.at(0.0, app.start)
        for (node, fid), a, s in zip(((A, 10), (B, 11)), tn, sinks):
            flows.append(Flow(fid, "%s→%s telnet" % ("A" if fid == 10 else "B",
                                                      v["telnet_to"]),
                              "Tahoe", node.id, far.id, a, s, v["telnet_size"] + 40, False))
    sim.at(v["start0"], sim.ftp(tcp0).start)
    sim.at(0.0, sim.ftp(tcp1).start)
    return Topology(["A", "B", "R", "D"],
                    {"A": (0, 1), "B": (0, -1), "R": (1, 0), "D": (2.2, 0)},
                    (R.id, D.id), flows)


def _build_chain(sim, v):
    """Seed 001's four-node chain (tests/reference/scenarios/flavors4.tcl)."""
    n = [sim.node() for _ in range(4)]
    sim.duplex_link(n[0], n[1], "2Mb", "10ms")
    sim.simplex_link(n[1], n[2], v["bandwidth_12"] * 1e6, "100ms")
    sim.simplex_link(n[2], n[1], v["bandwidth_12"] * 1e6, "100ms")
    sim.duplex_link(n[2], n[3], "0.5Mb", "40ms")
    for a, b in ((0, 1), (1, 0), (1, 2), (2, 1), (2, 3), (3, 2)):
        sim.queue_limit(n[a], n[b], v["queue_limit"])
    cls, _ = FLAVOURS[v["flavour"]]
    tcp = sim.agent(cls)
    tcp.set(fid=1, window=v["window"], packet_size=v["packet_size"])
    sim.attach_agent(n[0], tcp)
    _tracevars(tcp)
    sink = sim.agent({"TCPSink": "Agent/TCPSink", "DelAck": "Agent/TCPSink/DelAck",
                      "Sack1": "Agent/TCPSink/Sack1"}[v["sink"]])
    sim.attach_agent(n[3], sink)
    sim.connect(tcp, sink)
    ftp = sim.ftp(tcp)
    sim.at(v["start"], ftp.start)
    if v["stop"] < v["endtime"]:
        sim.at(v["stop"], ftp.stop)
    size = v["packet_size"] + (0 if v["flavour"] == "Vegas" else 40)
    flow = Flow(1, "n0→n3 (%s)" % v["flavour"], v["flavour"], 0, 3, tcp, sink, size)
    return Topology(["n0", "n1", "n2", "n3"],
                    {"n0": (0, 0), "n1": (1, 0), "n2": (2.2, 0), "n3": (3.2, 0)},
                    (n[1].id, n[2].id), [flow])


# ---- knobs ----------------------------------------------------------------------------------

_DELAY, _BW, _LIMIT = P.LINK["delay_"], P.LINK["bandwidth_"], P.QUEUE["limit_"]
_TCP = P.TCP
_FLAVOUR_NAMES = tuple(FLAVOURS)


def _endtime(default, high):
    return Knob("endtime", ENDTIME, default, 1.0, high, 1.0, label="end time")


_SINGLE_KNOBS = [
    Knob("queue_limit", _LIMIT, 7, 2, 100, 1, label="queue limit", target="link R→B"),
    Knob("delay_ar", _DELAY, 10.0, 0.0, 500.0, 1.0, scale=1e-3, unit="ms",
         label="delay A–R", target="link A–R"),
    Knob("delay_rb", _DELAY, 50.0, 0.0, 500.0, 1.0, scale=1e-3, unit="ms",
         label="delay R–B", target="link R–B"),
    Knob("bandwidth_ar", _BW, 10.0, 0.1, 100.0, 0.1, scale=1e6, unit="Mbit/s",
         label="bw A–R", target="link A–R"),
    Knob("bandwidth_rb", _BW, 0.8, 0.1, 10.0, 0.1, scale=1e6, unit="Mbit/s",
         label="bw R–B", target="link R–B"),
    Knob("window", _TCP["window_"], 100, 1, 400, 1, label="window", target="the sender"),
    Knob("maxcwnd", _TCP["maxcwnd_"], 0, 0, 400, 1, label="max cwnd", target="the sender"),
    Knob("packet_size", _TCP["packetSize_"], 960, 100, 1460, 10, label="packet size",
         target="the sender"),
    Knob("flavour", FLAVOUR, "Reno", choices=_FLAVOUR_NAMES, label="TCP", target="the sender"),
    Knob("lossrate", P.ERROR_MODEL["rate_"], 0.0, 0.0, 0.1, 0.001, label="loss rate",
         target="an ErrorModel on R→B"),
    Knob("v_alpha", P.VEGAS["v_alpha_"], 1, 0, 40, 1, label="Vegas α", target="a Vegas sender"),
    Knob("v_beta", P.VEGAS["v_beta_"], 3, 0, 40, 1, label="Vegas β", target="a Vegas sender"),
    Knob("start", START, 0.0, 0.0, 10.0, 0.1, label="start"),
    _endtime(10.0, 1000.0),
]

_TWO_KNOBS = [
    Knob("delay_b", _DELAY, 0.0, 0.0, 400.0, 1.0, scale=1e-3, unit="ms",
         label="delayB", target="link B–R (added to its 10 ms)"),
    Knob("overhead", _TCP["overhead_"], 0.0, 0.0, 0.05, 0.0005, unit="s",
         label="overhead", target="every TCP sender"),
    Knob("bottleneck_bw", _BW, 0.8, 0.1, 10.0, 0.1, scale=1e6, unit="Mbit/s",
         label="bottleneck bw", target="link R–D (A–R and B–R get 10×)"),
    Knob("queue_limit", _LIMIT, 20, 2, 250, 1, label="queue limit", target="link R→D"),
    Knob("flavour0", FLAVOUR, "Reno", choices=_FLAVOUR_NAMES, label="TCP A", target="flow 0"),
    Knob("flavour1", FLAVOUR, "Reno", choices=_FLAVOUR_NAMES, label="TCP B", target="flow 1"),
    Knob("window", _TCP["window_"], 65000, 1, 65000, 1, label="window",
         target="every TCP sender"),
    Knob("v_alpha", P.VEGAS["v_alpha_"], 1, 0, 40, 1, label="Vegas α", target="Vegas senders"),
    Knob("v_beta", P.VEGAS["v_beta_"], 3, 0, 40, 1, label="Vegas β", target="Vegas senders"),
    Knob("tninterval", P.TELNET["interval_"], 0.0, 0.0, 1.0, 0.001, unit="s",
         label="telnet interval", target="two Telnet sources (0: none)"),
    Knob("telnet_size", _TCP["packetSize_"], 210, 1, 1000, 1, label="telnet size",
         target="the Telnet TCP agents"),
    Knob("telnet_to", TELNET_TO, "D", choices=("D", "R"), label="telnet to"),
    Knob("start0", START, 0.0, 0.0, 1.0, 0.001, label="start A", target="flow 0's FTP"),
    Knob("seed", SEED, 1, 1, 1000, 1, label="seed", target="the default random stream"),
    _endtime(100.0, 3000.0),
]

_CHAIN_KNOBS = [
    Knob("flavour", FLAVOUR, "Tahoe", choices=("Tahoe", "Reno", "Newreno", "Vegas", "Sack1"),
         label="TCP", target="the sender"),
    Knob("sink", P.Param("sink", "TCPSink", "choice", "", help="receiver class"), "TCPSink",
         choices=("TCPSink", "DelAck", "Sack1"), label="sink"),
    Knob("queue_limit", _LIMIT, 20, 2, 100, 1, label="queue limit", target="every link"),
    Knob("bandwidth_12", _BW, 0.3, 0.05, 2.0, 0.05, scale=1e6, unit="Mbit/s",
         label="bw n1–n2", target="links n1→n2 and n2→n1"),
    Knob("window", _TCP["window_"], 8000, 1, 8000, 1, label="window", target="the sender"),
    Knob("packet_size", _TCP["packetSize_"], 552, 100, 1460, 1, label="packet size",
         target="the sender"),
    Knob("start", START, 1.0, 0.0, 10.0, 0.1, label="start"),
    Knob("stop", P.Param("stop", 99.0, "time", "s", 0, 1e5, "time the FTP source stops"),
         99.0, 1.0, 1000.0, 1.0, label="stop"),
    _endtime(100.0, 1000.0),
]

SINGLE_SENDER = Scenario(
    "single_sender", "One Reno sender through a router (basic1, Dordal 16.2)",
    _build_single, _SINGLE_KNOBS, "tests/reference/scenarios/basic1.tcl")

# Seed 003's lab: its script (tpWindow.tcl) is not printed; the lab's text gives
# a 1 Mbit/s link, a queue of 20 packets, 500-byte payloads and the default
# (Tahoe) agent, with the window cap and the delay as arguments.  We put the
# sender behind a fast access link, so the queue is at the router.
TP_WINDOW = SINGLE_SENDER.preset(
    "tp_window", "Window cap, Tahoe and induced loss (seed 003's lab)",
    flavour="Tahoe", bandwidth_ar=10.0, delay_ar=1.0, bandwidth_rb=1.0, delay_rb=100.0,
    queue_limit=20, packet_size=500, window=150, endtime=30.0)

TWO_SENDERS = Scenario(
    "two_senders", "Two senders competing at R (basic2, Dordal 16.3-16.4)",
    _build_two, _TWO_KNOBS, "tests/reference/scenarios/basic2.tcl")

RENO_VS_VEGAS = TWO_SENDERS.preset(
    "reno_vs_vegas", "Reno against Vegas (Dordal 16.5)",
    flavour0="Reno", flavour1="Vegas", bottleneck_bw=8.0, overhead=0.002, v_alpha=3,
    v_beta=6, endtime=60.0)

FOUR_FLAVOURS = Scenario(
    "four_flavours", "Tahoe, Reno, Newreno, Vegas on a 4-node chain (seed 001)",
    _build_chain, _CHAIN_KNOBS, "tests/reference/scenarios/flavors4.tcl")

SCENARIOS = {s.name: s for s in (SINGLE_SENDER, TP_WINDOW, TWO_SENDERS, RENO_VS_VEGAS,
                                 FOUR_FLAVOURS)}


# ---- a finished run -------------------------------------------------------------------------

@dataclass
class LinkInfo:
    id: int
    src: int
    dst: int
    bandwidth: float      # bits/s
    delay: float          # s
    limit: int            # packets


_EV = {c: i for i, c in enumerate(b"+-rd")}
_VAR = {n: i for i, n in enumerate(TRACED_VARIABLES)}
_TCP_TYPE = PACKET_TYPES.index("tcp")
_ACK_TYPE = PACKET_TYPES.index("ack")


class Run:
    """One finished simulation: the captured columns, the topology and the flows.

    packets: the kernel's packet records (numpy structured array: time, event,
    from_node, to_node, ptype, size, flags, fid, src/dst addr and port, seqno,
    uid); variables: traced-variable changes (time, value, agent, var).
    Accessors return numpy arrays; `trace` gives the nslab.trace frames for
    nslab.analysis."""

    def __init__(self, scenario, values, sim, topo, captured=True):
        self.scenario, self.values, self.sim = scenario, dict(values), sim
        self.captured = captured
        self.names, self.positions = topo.names, topo.positions
        self.flows = topo.flows
        self.endtime = float(values["endtime"])
        self.links = [LinkInfo(l.id, a, b, l["bandwidth_"], l["delay_"], l["limit_"])
                      for (a, b), l in sorted(sim.links.items(), key=lambda kv: kv[1].id)]
        self.bottleneck = self.link(*topo.bottleneck)
        self.packets = sim.kernel.packet_columns()
        self.variables = sim.kernel.var_columns()
        self._event = self.packets["event"].view(np.uint8)
        self._trace = None

    def _need_capture(self, what):
        if not self.captured:
            raise ValueError("%s needs the packet events: this run was made with capture=False "
                             "(run it again with capture=True)" % what)

    # ---- lookups ------------------------------------------------------------------------
    def link(self, src, dst):
        """The LinkInfo of the simplex link src -> dst (node ids or names)."""
        src, dst = self.node_id(src), self.node_id(dst)
        for l in self.links:
            if (l.src, l.dst) == (src, dst):
                return l
        raise KeyError("no link %s -> %s" % (src, dst))

    def node_id(self, node):
        return self.names.index(node) if isinstance(node, str) else int(node)

    def flow(self, fid):
        for f in self.flows:
            if f.fid == fid:
                return f
        raise KeyError("no flow %r (flows: %s)" % (fid, [f.fid for f in self.flows]))

    @property
    def main_flows(self):
        return [f for f in self.flows if f.main]

    # ---- variables ------------------------------------------------------------------------
    def var(self, fid, name):
        """(times, values) of a traced variable (cwnd_, ssthresh_, ack_, maxseq_,
        backoff_) of flow `fid`'s sender, one point per change."""
        self._need_capture("traced variables")
        agent = self.flow(fid).agent.id
        v = self.variables
        m = (v["agent"] == agent) & (v["var"] == _VAR[name])
        return v["time"][m], v["value"][m]

    def cwnd(self, fid):
        return self.var(fid, "cwnd_")

    def ssthresh(self, fid):
        """(times, values) of ssthresh_, leaving out the values at or above the
        receiver's window (the initial ssthresh_, which only means "no threshold yet")."""
        t, x = self.var(fid, "ssthresh_")
        keep = x < self.flow(fid).agent["window_"]
        return t[keep], x[keep]

    def timeouts(self, fid):
        """Times of coarse (retransmission-timer) timeouts of flow `fid`: each
        time the sender's backoff_ grows."""
        t, b = self.var(fid, "backoff_")
        if not len(b):
            return t
        prev = np.concatenate(([1.0], b[:-1]))
        return t[b > prev]

    def cwnd_cuts(self, fid, start=0.0):
        """Times and new values of every decrease of cwnd_ (loss responses, teeth)."""
        t, c = self.cwnd(fid)
        if len(c) < 2:
            return t[:0], c[:0]
        fell = np.concatenate(([False], c[1:] < c[:-1])) & (t >= start)
        return t[fell], c[fell]

    # ---- packets --------------------------------------------------------------------------
    def _mask(self, event=None, link=None, fid=None, ptype=None):
        self._need_capture("packet records")
        p = self.packets
        m = np.ones(len(p), bool)
        if event is not None:
            m &= self._event == ord(event)
        if link is not None:
            l = link if isinstance(link, LinkInfo) else self.link(*link)
            m &= (p["from_node"] == l.src) & (p["to_node"] == l.dst)
        if fid is not None:
            m &= p["fid"] == fid
        if ptype is not None:
            m &= p["ptype"] == PACKET_TYPES.index(ptype)
        return m

    def events(self, event=None, link=None, fid=None, ptype=None):
        """The packet records matching every given filter."""
        return self.packets[self._mask(event, link, fid, ptype)]

    def drops(self, fid=None, link=None):
        """The 'd' records (all links unless `link`), optionally of one flow."""
        return self.events("d", link, fid)

    def queue(self, link=None):
        """(times, lengths) of the queue of `link` (default: the bottleneck) as a
        step function: +1 at each '+', -1 at each '-' or 'd' (the packet being
        sent has left the queue, as in nslab.analysis.queue_stats)."""
        l = self.bottleneck if link is None else (
            link if isinstance(link, LinkInfo) else self.link(*link))
        self._need_capture("the queue")
        p = self.packets
        m = (p["from_node"] == l.src) & (p["to_node"] == l.dst) & (self._event != ord("r"))
        ev = self._event[m]
        step = np.where(ev == ord("+"), 1, -1)
        return p["time"][m], np.cumsum(step)

    def sent(self, fid):
        """(times, seqnos) of the data packets flow `fid`'s sender puts on its
        first link (retransmissions included)."""
        self._need_capture("packet records")
        f = self.flow(fid)
        p = self.packets
        m = (self._event == ord("+")) & (p["from_node"] == f.src) & (p["fid"] == fid) & \
            (p["ptype"] != _ACK_TYPE) & (p["src_addr"] == f.src)
        return p["time"][m], p["seqno"][m]

    def acked(self, fid):
        """(times, ack numbers) of the ACKs reaching flow `fid`'s sender."""
        self._need_capture("packet records")
        f = self.flow(fid)
        p = self.packets
        m = (self._event == ord("r")) & (p["to_node"] == f.src) & (p["fid"] == fid) & \
            (p["ptype"] == _ACK_TYPE)
        return p["time"][m], p["seqno"][m]

    def delivered(self, fid):
        """The data records arriving at flow `fid`'s destination ('r' there)."""
        self._need_capture("packet records")
        f = self.flow(fid)
        p = self.packets
        m = (self._event == ord("r")) & (p["to_node"] == f.dst) & (p["fid"] == fid) & \
            (p["ptype"] != _ACK_TYPE) & (p["dst_addr"] == f.dst)
        return p[m]

    def link_busy(self, link=None, bins=100, start=0.0, end=None):
        """Utilization of `link` per time bin, per flow: (bin edges, {fid: fraction}).

        A packet counts in the bin where its transmission starts ('-')."""
        l = self.bottleneck if link is None else (
            link if isinstance(link, LinkInfo) else self.link(*link))
        end = self.endtime if end is None else end
        edges = np.linspace(start, end, bins + 1)
        width = edges[1] - edges[0]
        d = self.events("-", l)
        out = {}
        for fid in np.unique(d["fid"]):
            x = d[d["fid"] == fid]
            bits = np.histogram(x["time"], edges, weights=x["size"] * 8.0)[0]
            out[int(fid)] = bits / (l.bandwidth * width)
        return edges, out

    def utilization(self, link=None, start=0.0, end=None):
        """Fraction of [start, end] the link spends sending (bits sent / capacity)."""
        l = self.bottleneck if link is None else (
            link if isinstance(link, LinkInfo) else self.link(*link))
        end = self.endtime if end is None else end
        d = self.events("-", l)
        d = d[(d["time"] >= start) & (d["time"] <= end)]
        return float(d["size"].sum()) * 8 / (l.bandwidth * (end - start))

    # ---- results ------------------------------------------------------------------------
    def goodput_packets(self, fid):
        """Packets delivered in order to flow `fid`'s sink, as basic2.tcl counts
        them: round(bytes_ / 1000) (for 1000-byte packets)."""
        return int(round(self.flow(fid).sink["bytes_"] / 1000.0))

    def summary(self):
        """A dict of the headline numbers of the run (without capture, only those the
        agents' counters give: no utilization, drops, timeouts or cwnd cuts)."""
        out = {"endtime": self.endtime}
        if self.captured:
            out["utilization"] = self.utilization()
            out["drops"] = int(len(self.drops(link=self.bottleneck)))
        for f in self.main_flows:
            k = "" if len(self.main_flows) == 1 else str(f.fid)
            out["ack%s" % k] = int(f.agent["ack_"])
            out["goodput_pkts%s" % k] = int(round(f.sink["bytes_"] / float(f.packet_size)))
            if self.captured:
                out["timeouts%s" % k] = int(len(self.timeouts(f.fid)))
                out["cwnd_cuts%s" % k] = int(len(self.cwnd_cuts(f.fid)[0]))
        if len(self.main_flows) == 2:
            r0, r1 = (self.goodput_packets(f.fid) for f in self.main_flows)
            out["recv0"], out["recv1"] = r0, r1
            out["goodput_ratio"] = r0 / r1 if r1 else float("inf")
            if "delay_b" in self.values:            # basic2's RTT ratio, with RTTNL = 220 ms
                from ..analysis import rtt_ratio
                ratio = rtt_ratio(self.values["delay_b"] * 1e-3)
                out["rtt_ratio"] = ratio
                out["ratio1"] = out["goodput_ratio"] / ratio
                out["ratio2"] = out["goodput_ratio"] / ratio ** 2
        return out

    @property
    def trace(self):
        """nslab.trace.Trace of this run (packets and variables frames), for nslab.analysis."""
        self._need_capture("the trace")
        if self._trace is None:
            from .. import trace
            self._trace = trace.from_kernel(self.sim)
        return self._trace

    def __repr__(self):
        return "<Run %s %s: %d packet events>" % (self.scenario.name, self.values,
                                                   len(self.packets))

    def __reduce__(self):
        """A run pickles as its scenario and values, and unpickling runs it again
        (a run is deterministic): so a Run can be passed to another process, as
        the grader does to call a student's function in its sandbox."""
        return (_rerun, (self.scenario, dict(self.values), self.captured))


def _rerun(scenario, values, captured=True):
    return scenario.run(capture=captured, **values)
