"""What every lab scenario is made of: knobs, the scenario, and a finished run.

A `Knob` is one scenario parameter bound to the kernel parameter it sets (a
`nslab.params.Param`): its unit, valid range, kind and help come from the
kernel's table, so the widgets' controls, their tooltips and the validation
all read the same declaration.  A knob may show the value in another unit
(delays in ms, bandwidths in Mbit/s) through `scale`.

A `Scenario` is a builder function and its knobs; `preset(...)` gives the same
builder with other defaults.  A builder makes the objects on a Simulator and
returns a `Topology` (node names and positions, the bottleneck, the `Flow`s);
`run()` returns a `Run`: the kernel's captured columns plus the topology and
flows, which the figures, the animation and the graders read.  The labs'
scenarios themselves are in nslab.widgets.wired_scenarios (labs 01-03) and
nslab.widgets.mobility (lab 04).
"""
from dataclasses import dataclass, field, replace
import math

import numpy as np

from .. import params as P
from ..analysis import queue_length
from ..simulator import Simulator
from ..errors import ParameterError
from .._kernel import PACKET_TYPES, TRACED_VARIABLES

__all__ = ["Knob", "Scenario", "Flow", "Topology", "LinkInfo", "Run"]


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
        cache = self.__dict__.setdefault("_vars", {})
        key = (fid, name)
        if key not in cache:            # the figures and the summary ask for cwnd_ again
            agent = self.flow(fid).agent.id
            v = self.variables
            m = (v["agent"] == agent) & (v["var"] == _VAR[name])
            cache[key] = (v["time"][m], v["value"][m])
        return cache[key]

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
    def _link_records(self, l):
        """(records, their event bytes) on link `l` (a LinkInfo), taken once per run:
        every figure and the summary ask for the bottleneck again, and filter these, not
        every record of the run."""
        cache = self.__dict__.setdefault("_link_recs", {})
        if l.id not in cache:
            p = self.packets
            i = np.flatnonzero((p["from_node"] == l.src) & (p["to_node"] == l.dst))
            cache[l.id] = (p.take(i), self._event.take(i))
        return cache[l.id]

    def events(self, event=None, link=None, fid=None, ptype=None):
        """The packet records matching every given filter."""
        self._need_capture("packet records")
        if link is None:
            p, ev = self.packets, self._event
        else:
            p, ev = self._link_records(link if isinstance(link, LinkInfo) else self.link(*link))
        m = np.ones(len(p), bool)
        if event is not None:
            m &= ev == ord(event)
        if fid is not None:
            m &= p["fid"] == fid
        if ptype is not None:
            m &= p["ptype"] == PACKET_TYPES.index(ptype)
        return p.take(np.flatnonzero(m))      # 4x faster than p[m] for these records

    def drops(self, fid=None, link=None):
        """The 'd' records (all links unless `link`), optionally of one flow."""
        if self.__dict__.get("_drops") is None:     # few: filter them, not every record
            self._drops = self.events("d")
        d = self._drops
        if link is not None:
            l = link if isinstance(link, LinkInfo) else self.link(*link)
            d = d[(d["from_node"] == l.src) & (d["to_node"] == l.dst)]
        if fid is not None:
            d = d[d["fid"] == fid]
        return d

    def queue(self, link=None):
        """(times, lengths) of the queue of `link` (default: the bottleneck) as a
        step function: +1 at each '+', -1 at each '-' (the packet being sent has left
        the queue) and at each drop by the queue (nslab.analysis.queue_length)."""
        l = self.bottleneck if link is None else (
            link if isinstance(link, LinkInfo) else self.link(*link))
        self._need_capture("the queue")
        cache = self.__dict__.setdefault("_queues", {})
        if l.id not in cache:
            p, ev = self._link_records(l)
            m = ev != ord("r")
            cache[l.id] = queue_length(p["time"][m], p["uid"][m], ev[m] == ord("+"),
                                       ev[m] == ord("-"), ev[m] == ord("d"))
        return cache[l.id]

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
        tcp = {f.fid: f.agent.cls in P.TCP_CLASSES for f in self.main_flows}
        for f in self.main_flows:
            k = "" if len(self.main_flows) == 1 else str(f.fid)
            if tcp[f.fid]:          # a UDP flow has no acks, timeouts or window
                out["ack%s" % k] = int(f.agent["ack_"])
            out["goodput_pkts%s" % k] = int(round(f.sink["bytes_"] / float(f.packet_size)))
            if self.captured and tcp[f.fid]:
                out["timeouts%s" % k] = int(len(self.timeouts(f.fid)))
                out["cwnd_cuts%s" % k] = int(len(self.cwnd_cuts(f.fid)[0]))
        if len(self.main_flows) == 2 and all(tcp.values()):
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
