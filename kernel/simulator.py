"""The Python face of the kernel: build a scenario, then `run()` it.

    >>> from nslab import Simulator
    >>> sim = Simulator()
    >>> a, r, b = sim.node(), sim.node(), sim.node()
    >>> sim.duplex_link(a, r, "10Mb", "10ms")
    >>> sim.duplex_link(r, b, "800Kb", "50ms")
    >>> sim.queue_limit(r, b, 7)
    >>> tcp = sim.agent("Agent/TCP/Reno", window=100, packet_size=960)
    >>> sink = sim.agent("Agent/TCPSink")
    >>> sim.attach_agent(a, tcp); sim.attach_agent(b, sink); sim.connect(tcp, sink)
    >>> sim.at(0.0, sim.ftp(tcp).start)
    >>> sim.run(until=10.0)
    >>> sink["bytes_"]
    808040

Every builder call checks its arguments and raises `ParameterError` (a
ValueError) or `ScenarioError` naming the parameter and the value.  Object
creation order matters exactly as in ns-2: TCP agents draw from the default
random stream when created and again at `run` (ns2-behavior.md §9).
"""
import heapq
import os
import re

from . import params as P
from . import rng as R
from . import tcplib
from . import units
from . import wireless as W
from ._kernel import Kernel, KernelError, PACKET_TYPES, TRACED_VARIABLES
from .units import ParameterError


class ScenarioError(ValueError):
    """The scenario cannot be built or run as asked (the message says why)."""


def _snake(name):
    s = name.rstrip("_")
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", s).lower()


def _resolve(table, key, owner):
    """Accept ns-2 names (window_) and Python names (window, packet_size)."""
    if key in table:
        return key
    for name in table:
        if _snake(name) == key:
            return name
    raise ParameterError("%s has no parameter %r (has: %s)"
                         % (owner, key, ", ".join(sorted(table))))


def tcl_names_order(keys):
    """The order of `array names` over string keys inserted in this order, in
    Tcl 8.6's hash table (ns-2 resets queues in `array names link_` order)."""
    mask, buckets, count = 3, [[] for _ in range(4)], 0

    def bucket_of(key):
        h = 0
        for c in key.encode():
            h = (h + (h << 3) + c) & 0xFFFFFFFF
        return h & mask

    for key in keys:
        buckets[bucket_of(key)].insert(0, key)
        count += 1
        if count >= 3 * len(buckets):
            old = buckets
            mask = (mask << 2) | 3
            buckets = [[] for _ in range(mask + 1)]
            for chain in old:
                for k in chain:
                    buckets[bucket_of(k)].insert(0, k)
    return [k for chain in buckets for k in chain]


def tcl_array_order(n):
    """The order of `array names` over keys "0".."n-1" (ns-2 resets nodes in
    this order at `run`; ns2-behavior.md §1.8)."""
    return [int(k) for k in tcl_names_order([str(i) for i in range(n)])]


class Node:
    """A network node; `id` is its address in flat addressing.

    Mobile nodes (made while node-config names a routing protocol) also have a
    position (set_position, position, x/y/z) and move with setdest."""
    mobile = False

    def __init__(self, sim, nid):
        self.sim, self.id, self.agents = sim, nid, []

    def __repr__(self):
        return "<%s %d>" % ("MobileNode" if self.mobile else "Node", self.id)

    def _wl(self, what):
        if not self.mobile:
            raise ScenarioError("%s: node %d is not a wireless node" % (what, self.id))
        return self.sim._wireless()

    def set_position(self, x=None, y=None, z=None):
        """Place the node (`$node set X_ x` ...), inside its topography."""
        w = self._wl("set_position")
        for axis, v in (("X_", x), ("Y_", y), ("Z_", z)):
            if v is not None:
                w.set_coordinate(self.id, axis, W.check_coordinate(self, axis, v))

    def position(self):
        """(x, y, z) now; moving nodes are advanced to the current time."""
        return self._wl("position").position(self.id)

    x = property(lambda self: self.position()[0])
    y = property(lambda self: self.position()[1])
    z = property(lambda self: self.position()[2])

    def setdest(self, x, y, speed):
        """Move in a straight line to (x, y) at `speed` m/s from now, then stop."""
        x, y, speed = W.check_setdest(self, x, y, speed)
        if not self._wl("setdest").setdest(self.id, x, y, speed):
            raise ScenarioError("setdest: (%r, %r) is not inside the topography" % (x, y))

    def routes(self):
        """The routing agent's table (see Wireless.routes)."""
        return self._wl("routes").routes(self.id)


class Link:
    """One simplex link and its queue (DropTail, RED, DRR, SFQ, FQ, CSFQ or FRED).

    link["thresh_"] reads or sets a variable of the link (bandwidth_, delay_) or
    of its queue (see nslab.params.QUEUE_CLASSES for each type's variables)."""

    def __init__(self, sim, lid, src, dst, queue="DropTail"):
        self.sim, self.id, self.src, self.dst = sim, lid, src, dst
        self.queue_type = queue
        self.table = P.QUEUE_CLASSES[queue]
        self.explicit = set()       # queue variables the scenario set itself
        self.monitor = None         # QueueMonitor (monitor_queue)
        self.flowmon = None         # FlowMonitor (flow_monitor)

    @property
    def owner(self):
        return "Queue/%s of link %d->%d" % (self.queue_type, self.src.id, self.dst.id)

    def __getitem__(self, name):
        return self.sim.kernel.link_get(self.id, name)

    def __setitem__(self, name, value):
        table = self.table if name in self.table else P.LINK
        if name not in table:
            raise ParameterError("link %d->%d has no parameter %r%s" % (
                self.src.id, self.dst.id, name, "" if self.queue_type == "DropTail" else
                " (its %s has: %s)" % (self.owner, ", ".join(sorted(self.table)))))
        owner = "link" if self.queue_type == "DropTail" or table is P.LINK else self.owner
        value = table[name].convert(value, owner)
        try:
            self.sim.kernel.link_set(self.id, name, value)
        except KernelError as e:
            raise ScenarioError("%s: %s" % (self.owner, e)) from None
        if table is self.table:
            self.explicit.add(name)

    def stats(self):
        """Counters: arrivals, departures, drops, delivered, current length."""
        k = self.sim.kernel
        return {n: k.link_get(self.id, n) for n in ("arrivals", "departures", "drops",
                                                      "delivered", "length")}

    def reset_queue(self):
        """`$q reset`: drop whatever waits and restart the discipline's state."""
        self.sim.kernel.reset_queue(self.id)

    def check_queue(self):
        """Raise ParameterError for queue settings ns-2 would run with nonsense
        (only thresholds the scenario set itself: automatic ones stay as ns-2 has them)."""
        P.check_queue(self.queue_type, self, self.owner, self.explicit)

    def __repr__(self):
        return "<Link %d->%d %s>" % (self.src.id, self.dst.id, self.queue_type)


class FlowMonitor:
    """ns-2's flow monitor (`makeflowmon` + `attach-fmon`) on one link: the
    QueueMonitor counters overall and per flow, flows told apart by `classifier`
    (Fid, SrcDest, SrcDestFid or Dest) in the order of their first packet.

    fm["pdrops_"] reads an overall counter, fm.flows() the flows; with
    edrop=True RED's early drops are counted apart (epdrops_, ebdrops_)."""

    def __init__(self, link, classifier="Fid", edrop=False):
        self.link, self.sim = link, link.sim
        if classifier not in P.FLOW_CLASSIFIERS:
            raise ParameterError("flow monitor classifier: %r is not one of %s"
                                 % (classifier, ", ".join(P.FLOW_CLASSIFIERS)))
        self.classifier = classifier
        self.sim.kernel.add_flowmon(link.id, classifier, bool(edrop))

    def __getitem__(self, name):
        try:
            return self.sim.kernel.flowmon_get(self.link.id, name)
        except KernelError as e:
            raise ParameterError("flow monitor: %s" % e) from None

    def __setitem__(self, name, value):
        try:
            self.sim.kernel.flowmon_set(self.link.id, name, value)
        except (KernelError, TypeError) as e:
            raise ParameterError("flow monitor %s: %s" % (name, e)) from None

    def flows(self):
        return [Flow(self, i) for i in range(self.sim.kernel.flowmon_count(self.link.id))]

    def lookup(self, src=0, dst=0, fid=0):
        """The flow the classifier files (src, dst, fid) under, or None."""
        i = self.sim.kernel.flowmon_lookup(self.link.id, src, dst, fid)
        return Flow(self, i) if i >= 0 else None

    def reset(self):
        """Overall cumulative counters to zero (QueueMonitor/ED reset)."""
        for name in ("parrivals_", "barrivals_", "pdepartures_", "bdepartures_", "pdrops_",
                     "bdrops_", "epdrops_", "ebdrops_"):
            self[name] = 0

    def dump(self):
        """ns-2's dump: one line per flow (time, ids, this flow's and all counters)."""
        lines = []
        for fl in self.flows():
            ptype = PACKET_TYPES[fl["ptype"]] if 0 <= fl["ptype"] < len(PACKET_TYPES) else ""
            values = (self.sim.now, fl["flowid_"], 0, P.NS2_PACKET_TYPES.get(ptype, -1),
                      fl["flowid_"], fl["src_"], fl["dst_"], fl["parrivals_"], fl["barrivals_"],
                      fl["epdrops_"], fl["ebdrops_"], self["parrivals_"], self["barrivals_"],
                      self["epdrops_"], self["ebdrops_"], self["pdrops_"], self["bdrops_"],
                      fl["pdrops_"], fl["bdrops_"], 0, 0, 0)
            lines.append("%8.3f" % values[0] + "".join(" %d" % v for v in values[1:]) + "\n")
        return "".join(lines)


class Flow:
    """One flow of a FlowMonitor; flow["pdepartures_"] reads its counters."""

    def __init__(self, monitor, index):
        self.monitor, self.index = monitor, index

    def __getitem__(self, name):
        try:
            return self.monitor.sim.kernel.flow_get(self.monitor.link.id, self.index, name)
        except KernelError as e:
            raise ParameterError("flow: %s" % e) from None

    def __setitem__(self, name, value):
        try:
            self.monitor.sim.kernel.flow_set(self.monitor.link.id, self.index, name, value)
        except (KernelError, TypeError) as e:
            raise ParameterError("flow %s: %s" % (name, e)) from None

    def counters(self):
        return {name: self[name] for name in P.FLOW}

    def __eq__(self, other):
        return isinstance(other, Flow) and (other.monitor, other.index) == (self.monitor, self.index)

    def __hash__(self):
        return hash((id(self.monitor), self.index))

    def __repr__(self):
        return "<Flow %d of %r: fid %d %d->%d>" % (self.index, self.monitor.link, self["flowid_"],
                                                    self["src_"], self["dst_"])


class QueueMonitor:
    """ns-2's QueueMonitor on one link (`$ns monitor-queue`): counters of what
    entered, left and was dropped, and the time integrals of the queue size.

    monitor["pdrops_"] reads a counter (nslab.params.MONITOR lists them)."""

    def __init__(self, link):
        self.link, self.sim = link, link.sim
        self.sim.kernel.add_monitor(link.id)
        for which in ("bytes", "pkts"):
            self.sim.kernel.integrator_attach(link.id, which)
        self.last_sample = 0.0

    def __getitem__(self, name):
        try:
            return self.sim.kernel.monitor_get(self.link.id, name)
        except KernelError as e:
            raise ParameterError(str(e)) from None

    def __setitem__(self, name, value):
        try:
            self.sim.kernel.monitor_set(self.link.id, name, value)
        except (KernelError, TypeError) as e:
            raise ParameterError("queue monitor %s: %s" % (name, e)) from None

    def counters(self):
        return {name: self[name] for name in P.MONITOR}

    def trace(self, target):
        """Write ns-2's "q -t T -s S -d D -l BYTES -p PKTS" line at every change."""
        out = self.sim._output(target)
        self.sim.kernel.monitor_src_dst(self.link.id, self.link.src.id, self.link.dst.id)
        self.sim.kernel.monitor_trace(self.link.id, out.id)
        return out

    def integrator(self, which):
        """The 'bytes' or 'pkts' integrator's (lastx_, lasty_, sum_)."""
        k = self.sim.kernel
        return tuple(k.integrator_get(self.link.id, which, v) for v in ("lastx_", "lasty_", "sum_"))

    def reset(self):
        """QueueMonitor reset: cumulative counters and integrators to zero
        (size_ and pkts_ are kept)."""
        for name in ("parrivals_", "barrivals_", "pdepartures_", "bdepartures_", "pdrops_",
                     "bdrops_"):
            self[name] = 0
        for which in ("bytes", "pkts"):
            for v in ("lastx_", "lasty_", "sum_"):
                self.sim.kernel.integrator_set(self.link.id, which, v, 0.0)

    def sample(self):
        """Mean queue (bytes, packets) since the last sample, as ns-2's
        sample-queue-size computes it; restarts the integrals."""
        k, lid, now = self.sim.kernel, self.link.id, self.sim.now
        means = []
        for which in ("bytes", "pkts"):
            k.integrator_newpoint(lid, which, now, k.integrator_get(lid, which, "lasty_"))
            total = k.integrator_get(lid, which, "sum_")
            dur = now - self.last_sample
            means.append(total / dur if dur != 0 else 0)
            k.integrator_set(lid, which, "sum_", 0.0)
        self.last_sample = now
        return tuple(means)


class Agent:
    """A transport agent; read and set its ns-2 variables with agent["cwnd_"]."""

    def __init__(self, sim, aid, cls, table):
        self.sim, self.id, self.cls, self.table = sim, aid, cls, table
        self.node = None

    def __getitem__(self, name):
        try:
            return self.sim.kernel.agent_get(self.id, name)
        except KernelError:
            raise ParameterError("%s has no variable %r" % (self.cls, name)) from None

    def __setitem__(self, name, value):
        if name in self.table:
            value = self.table[name].convert(value, self.cls)
        elif name in P.TCP_STATE and self.sim.kernel.agent_kind(self.id) == "tcp":
            value = P.state_param(name).convert(value, self.cls)
        else:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        try:
            self.sim.kernel.agent_set(self.id, name, value)
        except KernelError as e:
            raise ParameterError(str(e)) from None
        if self.sim.kernel.running:
            P.check(self.cls, self)         # before the run, run() checks

    def set(self, **values):
        for key, value in values.items():
            self[_resolve(self.table, key, self.cls)] = value
        return self

    def trace(self, target, *variables):
        """Write changes of `variables` (e.g. "cwnd_") as ns-2 variable-trace lines."""
        out = self.sim._output(target)
        self.sim.kernel.attach_trace(self.id, out.id)
        for v in variables:
            self.tracevar(v)

    def tracevar(self, name):
        if name not in TRACED_VARIABLES:
            raise ParameterError("cannot trace %r of %s; traceable: %s"
                                 % (name, self.cls, ", ".join(TRACED_VARIABLES)))
        self.sim.kernel.tracevar(self.id, name, -1)

    def __repr__(self):
        return "<%s %d>" % (self.cls, self.id)


def _seconds(value, param):
    """A time given to the Python API: a finite number of seconds (or ns-2 text)."""
    if isinstance(value, str):
        return units.duration(value, param)
    return float(units.number(value, param))


class FTP:
    """Application/FTP: an infinite (or counted) bulk transfer over a TCP agent."""

    def __init__(self, agent):
        if agent.sim.kernel.agent_kind(agent.id) != "tcp":
            raise ScenarioError("FTP needs a TCP agent, got %s" % agent.cls)
        self.agent = agent

    def start(self):
        self.agent.sim.kernel.tcp_send(self.agent.id, -1)

    def stop(self):
        self.agent.sim.kernel.tcp_advance(self.agent.id, 0)

    def produce(self, packets):
        self.agent.sim.kernel.tcp_advance(self.agent.id, int(packets))

    def producemore(self, packets):
        self.agent.sim.kernel.tcp_advanceby(self.agent.id, int(packets))

    def send(self, nbytes):
        self.agent.sim.kernel.tcp_send(self.agent.id, int(nbytes))


def _settings(table, values, owner):
    """Defaults of `table` overridden by keyword `values` (ns-2 or Python names)."""
    settings = P.defaults(table)
    for key, value in values.items():
        name = _resolve(table, key, owner)
        settings[name] = table[name].convert(value, owner)
    return settings


class Application:
    """An application (Telnet, CBR, Exponential or Pareto on/off) driving an agent.

    Read and set its ns-2 variables with app["rate_"]; CBR's "interval_" is
    derived from rate_ and setting it sets rate_, as in ns-2."""

    def __init__(self, sim, app_id, cls, kind, table):
        self.sim, self.id, self.cls, self.kind, self.table = sim, app_id, cls, kind, table
        self.agent = None

    def _call(self, method, *args):
        try:
            return getattr(self.sim.kernel, method)(self.id, *args)
        except KernelError as e:
            raise ScenarioError("%s: %s" % (self.cls, e)) from None

    def __getitem__(self, name):
        if self.kind == "cbr" and name == "interval_":
            return self["packetSize_"] * 8.0 / self["rate_"]
        if name not in self.table:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        return self.sim.kernel.app_get(self.id, name)

    def __setitem__(self, name, value):
        if self.kind == "cbr" and name == "interval_":
            interval = P.CBR_INTERVAL.convert(value, self.cls)
            if interval == 0:
                raise ParameterError("%s interval_: must be > 0 (it sets rate_ = packetSize_ "
                                     "* 8 / interval_), got %r" % (self.cls, value))
            self._call("app_set", "rate_", self["packetSize_"] * 8.0 / interval)
            return
        if name not in self.table:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        value = self.table[name].convert(value, self.cls)
        if self.kind == "telnet" and name == "interval_" and value == 0:
            self.sim.load_tcplib_telnet()
        self._call("app_set", name, value)

    def set(self, **values):
        for key, value in values.items():
            name = "interval_" if self.kind == "cbr" and key in ("interval", "interval_") \
                else _resolve(self.table, key, self.cls)
            self[name] = value
        return self

    def attach_agent(self, agent):
        if not isinstance(agent, Agent) or agent.sim is not self.sim:
            raise ScenarioError("%s attach-agent: %r is not an agent of this simulator"
                                % (self.cls, agent))
        self._call("app_attach", agent.id)
        self.agent = agent
        return self

    def start(self):
        self._call("app_start")

    def stop(self):
        self._call("app_stop")

    def send(self, nbytes):
        """Have the agent send a message of `nbytes` bytes now."""
        self._call("app_send", int(nbytes))

    def use_rng(self, stream):
        """On/off sources: draw burst and idle lengths from `stream` (an RNG)."""
        if self.kind not in ("exponential", "pareto"):
            raise ScenarioError("%s has no use-rng" % self.cls)
        self._call("app_use_rng", stream.id)

    def __repr__(self):
        return "<%s %d>" % (self.cls, self.id)


class RandomVariable:
    """A RandomVariable/* object: value() draws from its stream (default or use_rng)."""

    def __init__(self, sim, rid, cls, table):
        self.sim, self.id, self.cls, self.table = sim, rid, cls, table

    def __getitem__(self, name):
        if name not in self.table:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        return self.sim.kernel.ranvar_get(self.id, name)

    def __setitem__(self, name, value):
        if name not in self.table:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        self.sim.kernel.ranvar_set(self.id, name, self.table[name].convert(value, self.cls))

    def use_rng(self, stream):
        self.sim.kernel.ranvar_use_rng(self.id, stream.id)

    def value(self):
        return self.sim.kernel.ranvar_value(self.id)

    def __repr__(self):
        return "<%s %d>" % (self.cls, self.id)


class ErrorModel:
    """An ErrorModel: drops (or ECN-marks) packets with probability rate_ per
    unit; attach it with Simulator.lossmodel or Simulator.link_lossmodel."""
    cls = "ErrorModel"

    def __init__(self, sim, eid):
        self.sim, self.id = sim, eid
        self.extra = {"delay_pkt_": 0, "delay_": 0.0}
        self.ranvar_obj = None

    def __getitem__(self, name):
        if name in self.extra:
            return self.extra[name]
        if name not in P.ERROR_MODEL:
            raise ParameterError("ErrorModel has no variable %r" % name)
        return self.sim.kernel.em_get(self.id, name)

    def __setitem__(self, name, value):
        if name not in P.ERROR_MODEL:
            raise ParameterError("ErrorModel has no variable %r" % name)
        value = P.ERROR_MODEL[name].convert(value, self.cls)
        if name == "delay_pkt_" and value:
            raise ScenarioError("ErrorModel delay_pkt_: delaying hit packets is not "
                                "implemented in nslab (drop or markecn_ only)")
        if name in self.extra:
            self.extra[name] = value
        else:
            self.sim.kernel.em_set(self.id, name, value)

    def set(self, **values):
        for key, value in values.items():
            self[_resolve(P.ERROR_MODEL, key, self.cls)] = value
        return self

    @property
    def unit(self):
        return self.sim.kernel.em_get(self.id, "unit")

    @unit.setter
    def unit(self, unit):
        """pkt, byte, bit or time (ns-2 treats any other word as pkt)."""
        if unit not in P.ERROR_UNITS:
            raise ParameterError("ErrorModel unit: %r is not one of %s"
                                 % (unit, ", ".join(P.ERROR_UNITS)))
        self.sim.kernel.em_set(self.id, "unit", unit)

    @property
    def ranvar(self):
        return self.ranvar_obj

    @ranvar.setter
    def ranvar(self, rv):
        if rv is not None and (not isinstance(rv, RandomVariable) or rv.sim is not self.sim):
            raise ScenarioError("ErrorModel ranvar: %r is not a random variable of this "
                                "simulator" % (rv,))
        self.sim.kernel.em_set(self.id, "ranvar", None if rv is None else rv.id)
        self.ranvar_obj = rv

    def option(self, name, value):
        """FECstrength, datapktsize, cntrlpktsize (bit unit) as integers."""
        if name not in ("FECstrength", "datapktsize", "cntrlpktsize"):
            raise ParameterError("ErrorModel has no option %r" % name)
        self.sim.kernel.em_set(self.id, name, int(value))

    def drop_target(self, kind):
        """Where hit packets go: "link" (the link's drop trace), "silent" (freed,
        as with a Null agent) or "none" (they go on)."""
        self.sim.kernel.em_set(self.id, "drop", kind)

    def __repr__(self):
        return "<ErrorModel %d>" % self.id


class TraceFile:
    """A trace output file written by the kernel (lines end whole on flush)."""

    def __init__(self, sim, oid, path):
        self.sim, self.id, self.path, self.closed = sim, oid, path, False

    def flush(self):
        if not self.closed:
            self.sim.kernel.flush_output(self.id)

    def close(self):
        if not self.closed:
            self.sim.kernel.close_output(self.id)
            self.closed = True


class Simulator:
    """One simulation: nodes, links, agents, scheduled commands and outputs.

    capture: record every packet event and traced-variable change as columns
    (60 + 24 bytes per record), read after the run with packets()/variables();
    and every wireless trace event and movement line (80 and 64 bytes), read
    with wireless_events()/movements().  Wireless nodes then trace as if they
    had a trace file, which (as in ns-2) updates a node's position at every
    event of the new format.
    """

    def __init__(self, capture=False):
        self.kernel = Kernel()
        self.kernel.set_capture(capture)
        self.nodes, self.links, self.agents = [], {}, []
        self.outputs = {}
        self._trace_all = None
        self._ran = False
        self._connections = []
        self.applications = []
        self.class_vars = {}            # ns-2 class -> {variable: value} (`Class set var v`)
        self.wireless_config = W.WirelessConfig()
        self._wl = None
        # ns-random.tcl: defaultRNG is the package's first stream, then `seed 1`
        self.rng_package = R.Package()
        self.rng_package.new_state()
        self.default_rng = R.Stream(self.kernel, 0)
        self.default_rng.set_state(self.rng_package.reseed(1))

    # ---- topology ----------------------------------------------------------

    def node(self):
        """A new node; a mobile node when node_config names a routing protocol."""
        n = Node(self, self.kernel.add_node())
        self.nodes.append(n)
        if self.wireless_config.wireless:
            try:
                W.make_mobile(self, n)
            except KernelError as e:
                raise ScenarioError(str(e)) from None
        return n

    # ---- wireless (see nslab.wireless) --------------------------------------------

    def _wireless(self):
        if self._wl is None:
            self._wl = W.Wireless(self.kernel)
        return self._wl

    def node_config(self, **options):
        """Configure the nodes made from now on (`$ns node-config -opt val ...`):
        adhoc_routing (AODV, DSDV), ll_type, mac_type, ifq_type, ifq_len,
        ant_type, prop_type, phy_type, channel, topo_instance, agent_trace,
        router_trace, mac_trace, movement_trace (ns-2 names work too).
        Options given before stay in force, as in ns-2."""
        defaults = {"llType": "LL", "macType": "Mac/802_11", "ifqType": "Queue/DropTail/PriQueue",
                    "ifqLen": 50, "antType": "Antenna/OmniAntenna",
                    "propType": "Propagation/TwoRayGround", "phyType": "Phy/WirelessPhy"}
        cfg = self.wireless_config
        if not cfg.options:
            for name, value in defaults.items():
                cfg.set(self, name, value)
        for name, value in options.items():
            cfg.set(self, name, value)

    def topography(self, x=None, y=None, resolution=1):
        """A Topography; with x and y, load_flatgrid(x, y) on it."""
        topo = W.Topography(self)
        if x is not None or y is not None:
            topo.load_flatgrid(x, y, resolution)
        return topo

    def channel(self):
        """A new Channel/WirelessChannel."""
        return W.WirelessChannel(self)

    def create_god(self, num_nodes):
        """create-god: the number of mobile nodes (the MACs' duplicate caches)."""
        n = P.PRI_QUEUE["limit_"].convert(num_nodes, "create-god num_nodes")
        self._wireless().set_god(n)

    def god_set_dist(self, i, j, hops):
        """`$god_ set-dist i j hops`: the hop count the traces report as optimal."""
        vals = [P.MOBILE_HOPS.convert(v, "set-dist") for v in (i, j, hops)]
        try:
            self._wireless().god_set_dist(*vals)
        except KernelError as e:
            raise ScenarioError(str(e)) from None

    def use_newtrace(self):
        """Wireless trace lines of nodes made from now on use the new format."""
        self.wireless_config.newtrace = True

    def set_class_default(self, cls, name, value):
        """`Class set name value`: the value objects of `cls` made later get."""
        known = P.WIRELESS_CLASSES
        if not isinstance(cls, str) or not any(c == cls or c.startswith(cls + "/") for c in known):
            raise ParameterError("set_class_default: %r is not a class whose defaults the Python API "
                                 "uses (have: %s)" % (cls, ", ".join(sorted(known))))
        table = known.get(cls, {})
        if table and name not in table:
            raise ParameterError("set_class_default: %s has no variable %r" % (cls, name))
        if name in table:
            table[name].convert(value, cls)
        self.class_vars.setdefault(cls, {})[name] = value

    def _check_node(self, node, param):
        if not isinstance(node, Node):
            raise ScenarioError("%s: expected a node, got %r" % (param, node))
        if node.sim is not self:
            raise ScenarioError("%s: %r belongs to another simulator" % (param, node))

    def simplex_link(self, src, dst, bandwidth, delay, queue="DropTail", **queue_params):
        """A one-way link; bandwidth in bits/s or '10Mb', delay in s or '10ms'.

        queue: DropTail, RED, DRR, SFQ, FQ, or CSFQ and FRED (beyond ns-2:
        Stoica et al.'s core-stateless fair queueing, Lin and Morris's flow
        RED); queue_params are that queue's
        variables as they are when the link is made (ns-2's class defaults),
        by ns-2 name (thresh_) or Python name (thresh).  RED configures its
        automatic q_weight_, thresh_ and maxthresh_ from them and the link."""
        self._check_node(src, "src")
        self._check_node(dst, "dst")
        if src is dst:
            raise ScenarioError("simplex_link: src and dst are the same node (%d); a link joins "
                                "two different nodes" % src.id)
        if queue not in P.QUEUE_CLASSES:
            raise ScenarioError("queue: %r is not supported (have: %s)"
                                % (queue, ", ".join(P.QUEUE_CLASSES)))
        table, owner = P.QUEUE_CLASSES[queue], "Queue/%s" % queue
        settings = P.defaults(table)
        for key, value in queue_params.items():
            name = _resolve(table, key, owner)
            settings[name] = table[name].convert(value, owner)
        P.check_queue(queue, settings, owner)
        bw = P.LINK["bandwidth_"].convert(bandwidth, "link")
        de = P.LINK["delay_"].convert(delay, "link")
        lid = self.kernel.add_link(src.id, dst.id, bw, de, settings["limit_"])
        self.kernel.set_queue(lid, queue)
        for name, value in settings.items():
            self.kernel.link_set(lid, name, value)
        link = Link(self, lid, src, dst, queue)
        link.explicit.update(_resolve(table, key, owner) for key in queue_params)
        if queue == "FQ":
            self.kernel.link_set(lid, "secsPerByte_", 8.0 / bw)
        elif queue == "RED":
            self.kernel.red_link(lid)
        self.links[src.id, dst.id] = link
        if self._trace_all is not None:
            self.kernel.set_link_trace(link.id, self._trace_all.id)
        return link

    def duplex_link(self, a, b, bandwidth, delay, queue="DropTail", **queue_params):
        """Two simplex links, a->b then b->a, each with its own queue."""
        return (self.simplex_link(a, b, bandwidth, delay, queue, **queue_params),
                self.simplex_link(b, a, bandwidth, delay, queue, **queue_params))

    def link(self, a, b):
        self._check_node(a, "link: a")
        self._check_node(b, "link: b")
        try:
            return self.links[a.id, b.id]
        except KeyError:
            raise ScenarioError("no link from node %d to node %d" % (a.id, b.id)) from None

    def queue_limit(self, a, b, limit):
        """limit_ of the a->b queue (DropTail: limit-1 waiting plus the one being
        sent; RED: its hard limit; DRR, SFQ and FQ do not use it)."""
        self.link(a, b)["limit_"] = limit

    def flow_monitor(self, a, b, classifier="Fid", edrop=False):
        """A flow monitor on the a->b link (ns-2's makeflowmon + attach-fmon)."""
        link = self.link(a, b)
        if link.flowmon is not None:
            raise ScenarioError("link %d->%d already has a flow monitor" % (a.id, b.id))
        link.flowmon = FlowMonitor(link, classifier, edrop)
        return link.flowmon

    def monitor_queue(self, a, b):
        """A QueueMonitor on the a->b link (one per link)."""
        link = self.link(a, b)
        if link.monitor is None:
            link.monitor = QueueMonitor(link)
        return link.monitor

    # ---- outputs -------------------------------------------------------------

    def _output(self, target):
        if isinstance(target, TraceFile):
            return target
        if not isinstance(target, (str, os.PathLike)) or not str(target):
            raise ParameterError("trace file: expected a path or a TraceFile, got %r" % (target,))
        path = os.fspath(target)
        if path not in self.outputs:
            self.outputs[path] = TraceFile(self, self.kernel.open_output(path, False), path)
        return self.outputs[path]

    def open_trace(self, path, append=False):
        if not isinstance(path, (str, os.PathLike)) or not str(path):
            raise ParameterError("open_trace: expected a path, got %r" % (path,))
        out = TraceFile(self, self.kernel.open_output(str(path), append), str(path))
        self.outputs[str(path)] = out
        return out

    def trace_all(self, target):
        """Trace every packet event of links created from now on."""
        self._trace_all = self._output(target)
        return self._trace_all

    def trace_queue(self, a, b, target):
        out = self._output(target)
        self.kernel.set_link_trace(self.link(a, b).id, out.id)
        return out

    def flush_trace(self):
        for out in self.outputs.values():
            out.flush()

    # ---- agents and applications -----------------------------------------------

    def agent(self, cls, **values):
        """A new agent of ns-2 class `cls` ("Agent/TCP", "Agent/TCP/Reno",
        "Agent/TCP/Vegas", "Agent/TCP/Newreno", "Agent/TCP/Sack1", "Agent/TCP/Fack",
        "Agent/TCP/Cubic" (RFC 9438, beyond ns-2),
        "Agent/TCPSink", "Agent/TCPSink/DelAck", "Agent/TCPSink/Sack1",
        "Agent/TCPSink/Sack1/DelAck", "Agent/Null"); keyword values override
        the defaults.

        Keywords are ns-2 names (window_) or Python names (window); the
        parameters of each class, with defaults and units, are listed below
        (from nslab.params)."""
        if not cls.startswith("Agent/"):
            cls = "Agent/" + cls
        if cls not in P.AGENT_CLASSES:
            raise ScenarioError("unknown agent class %r (have: %s)"
                                % (cls, ", ".join(P.AGENT_CLASSES)))
        kind, flavour, table = P.AGENT_CLASSES[cls]
        settings = P.defaults(table)
        for key, value in values.items():
            name = _resolve(table, key, cls)
            settings[name] = table[name].convert(value, cls)
        return self._new_agent(cls, settings)

    def _new_agent(self, cls, settings):
        """Create the kernel agent from complete, converted settings."""
        kind, flavour, table = P.AGENT_CLASSES[cls]
        P.check(cls, settings)
        settings = dict(settings)
        settings.pop("class_", None)
        if kind == "tcp":
            aid = self.kernel.add_tcp(flavour, settings)
        elif kind == "sink":
            aid = self.kernel.add_sink(settings, flavour)
        elif kind == "udp":
            aid = self.kernel.add_udp(settings)
        elif kind == "lossmon":
            aid = self.kernel.add_lossmon(settings)
        else:
            aid = self.kernel.add_null(settings)
        agent = Agent(self, aid, cls, table)
        self.agents.append(agent)
        return agent

    def attach_agent(self, node, agent):
        self._check_node(node, "node")
        self._check_agent(agent, "agent")
        port = self.kernel.attach(node.id, agent.id)
        agent.node = node
        node.agents.append(agent)
        if node.mobile:
            self._wireless().set_agent_trace(node.id, port, self.wireless_config.agent_trace)

    def connect(self, src, dst):
        for param, a in (("src", src), ("dst", dst)):
            self._check_agent(a, "connect " + param)
            if a.node is None:
                raise ScenarioError("connect %s: %r is not attached to a node" % (param, a))
        self.kernel.connect(src.id, dst.id)
        self._connections.append((src, dst))

    def ftp(self, agent):
        self._check_agent(agent, "ftp: agent")
        return FTP(agent)

    def _check_agent(self, agent, param):
        if not isinstance(agent, Agent) or agent.sim is not self:
            raise ScenarioError("%s: %r is not an agent of this simulator" % (param, agent))

    def application(self, cls, agent=None, **values):
        """A new application of ns-2 class `cls` ("Application/Telnet",
        "Application/Traffic/CBR", ".../Exponential", ".../Pareto"), attached to
        `agent` if given; keyword values override the defaults (listed below)."""
        if not cls.startswith("Application/"):
            cls = "Application/" + cls
        if cls not in P.APP_CLASSES:
            raise ScenarioError("unknown application class %r (have: %s)"
                                % (cls, ", ".join(P.APP_CLASSES)))
        kind, table = P.APP_CLASSES[cls]
        interval = values.pop("interval_", values.pop("interval", None)) if kind == "cbr" else None
        settings = _settings(table, values, cls)
        return self._new_application(cls, settings, agent, interval)

    def _new_application(self, cls, settings, agent=None, cbr_interval=None):
        """Create the kernel application from complete, converted settings."""
        kind, table = P.APP_CLASSES[cls]
        if kind == "telnet" and settings["interval_"] == 0:
            self.load_tcplib_telnet()
        app = Application(self, self.kernel.add_app(kind, settings), cls, kind, table)
        if cbr_interval is not None:
            app["interval_"] = cbr_interval
        if agent is not None:
            app.attach_agent(agent)
        self.applications.append(app)
        return app

    def telnet(self, agent, **values):
        """Application/Telnet on a TCP agent (interval: mean seconds between messages)."""
        return self.application("Application/Telnet", agent, **values)

    def cbr(self, agent, **values):
        """Application/Traffic/CBR on an agent (rate, packet_size, interval, random, maxpkts)."""
        return self.application("Application/Traffic/CBR", agent, **values)

    def load_tcplib_telnet(self):
        """Give the kernel tcplib's telnet table (needed for Telnet interval_ 0)."""
        if not self.kernel.has_tcplib_telnet:
            try:
                self.kernel.set_tcplib_telnet(tcplib.load())
            except tcplib.TableUnavailable as e:
                raise ScenarioError(str(e)) from None

    # ---- random numbers and error models ----------------------------------------

    def rng(self):
        """A new RNG stream (the package's next stream, 2^127 draws further on)."""
        return R.Stream(self.kernel, self.kernel.new_stream(self.rng_package.new_state()))

    def random_variable(self, cls, rng=None, **values):
        """A new RandomVariable of ns-2 class `cls` ("RandomVariable/Uniform",
        ".../Exponential", ...); it draws from `rng` (an RNG) or the default stream."""
        if not cls.startswith("RandomVariable/"):
            cls = "RandomVariable/" + cls
        if cls not in P.RANVAR_CLASSES:
            raise ScenarioError("unknown random variable class %r (have: %s)"
                                % (cls, ", ".join(P.RANVAR_CLASSES)))
        kind, table = P.RANVAR_CLASSES[cls]
        rv = RandomVariable(self, self.kernel.add_ranvar(kind, _settings(table, values, cls)),
                            cls, table)
        if rng is not None:
            rv.use_rng(rng)
        return rv

    def error_model(self, unit="pkt", ranvar=None, **values):
        """A new ErrorModel (rate, enable, markecn, bandwidth; unit pkt|byte|bit|time;
        ranvar: a RandomVariable for the draws, else the default stream)."""
        em = ErrorModel(self, self.kernel.add_errmodel({}))
        for name, value in _settings(P.ERROR_MODEL, values, "ErrorModel").items():
            em[name] = value
        em.unit = unit
        em.ranvar = ranvar
        return em

    def _check_em(self, em, what):
        if not isinstance(em, ErrorModel) or em.sim is not self:
            raise ScenarioError("%s: %r is not an error model of this simulator" % (what, em))

    def lossmodel(self, em, a, b):
        """Put `em` at the head of link a->b, before its queue: lost packets are
        traced as 'd' only (ns-2's `$ns lossmodel`)."""
        self._check_em(em, "lossmodel")
        em.drop_target("link")
        self.kernel.em_attach(em.id, self.link(a, b).id, "head")

    def link_lossmodel(self, em, a, b):
        """Put `em` after the delay line of link a->b: lost packets are traced as
        'd' when they would have arrived (ns-2's `$ns link-lossmodel`)."""
        self._check_em(em, "link-lossmodel")
        em.drop_target("link")
        self.kernel.em_attach(em.id, self.link(a, b).id, "link")

    # ---- time ------------------------------------------------------------------

    @property
    def now(self):
        return self.kernel.now

    @property
    def messages(self):
        """The lines ns-2 prints from C ("num_nodes is set 6", the wireless channel's
        "channel.cc:sendUp - ..."): `nslab run` prints them as ns does; a Simulator
        keeps them here, so that a notebook shows no simulator chatter."""
        return "".join(self.kernel.c_messages).splitlines()

    def at(self, time, command):
        """Call `command()` at `time` seconds (not before now)."""
        time = _seconds(time, "at: time")
        if not callable(command):
            raise ParameterError("at: command must be callable, got %r" % (command,))
        if not time >= self.kernel.now:
            raise ScenarioError("at: time %r is in the past (now is %r)" % (time, self.kernel.now))
        self.kernel.schedule_command(time - self.kernel.now, command)

    def after(self, delay, command):
        """Call `command()` `delay` seconds from now."""
        delay = _seconds(delay, "after: delay")
        if delay < 0:
            raise ParameterError("after: delay must not be negative, got %r" % (delay,))
        if not callable(command):
            raise ParameterError("after: command must be callable, got %r" % (command,))
        self.kernel.schedule_command(delay, command)

    def halt(self):
        self.kernel.stop()

    def run(self, until=None):
        """Compute routes, reset agents as ns-2 does, and run the events.

        until: stop at this time (seconds), as `$ns at T "$ns halt"`."""
        if self._ran:
            raise ScenarioError("run: this simulation has already been run; build a new Simulator")
        if until is not None:
            until = _seconds(until, "run: until")
        for agent in self.agents:
            P.check(agent.cls, agent)
        if until is not None:
            self.at(until, self.halt)
        self._compute_routes()
        for link in self.links.values():
            link.check_queue()
        self._ran = True
        for nid in tcl_array_order(len(self.nodes)):
            if self.nodes[nid].mobile:
                continue            # ns-2 resets only the nodes of its Node_ array
            for agent in self.nodes[nid].agents:
                self.kernel.reset_agent(agent.id)
        for key in tcl_names_order(["%d:%d" % pair for pair in self.links]):
            self.links[tuple(int(x) for x in key.split(":"))].reset_queue()
        self.kernel.run()

    def _compute_routes(self):
        n = len(self.nodes)
        out = {}
        for (a, b), link in self.links.items():
            out.setdefault(a, []).append((b, link.id))
        table = []
        for src in range(n):
            dist, first = {src: 0}, {src: -1}
            done = set()
            heap = [(0, src)]
            while heap:
                d, u = heapq.heappop(heap)
                if u in done:
                    continue
                done.add(u)
                for v, lid in sorted(out.get(u, [])):
                    nd = d + 1
                    if v not in dist or nd < dist[v]:
                        dist[v] = nd
                        first[v] = lid if u == src else first[u]
                        heapq.heappush(heap, (nd, v))
            table.append([first.get(dst, -1) if dst != src else -1 for dst in range(n)])
        self.kernel.set_routes(table)
        for src, dst in self._connections:
            for a, b in ((src, dst), (dst, src)):      # data one way, acks the other
                if a.node.mobile or b.node.mobile:
                    continue        # routed by the wireless routing agents
                if a.node.id != b.node.id and table[a.node.id][b.node.id] < 0:
                    raise ScenarioError("connect %r -> %r: no route from node %d to node %d"
                                        % (src, dst, a.node.id, b.node.id))

    # ---- results -----------------------------------------------------------------

    def packets(self):
        """Captured packet events as a pandas DataFrame (Simulator(capture=True))."""
        import pandas as pd
        cols = self.kernel.packet_columns()
        df = pd.DataFrame({name: cols[name] for name in cols.dtype.names if name != "pad"})
        df["event"] = df["event"].str.decode("ascii")
        df["ptype"] = pd.Categorical.from_codes(df["ptype"], PACKET_TYPES)
        return df

    def variables(self):
        """Captured traced-variable changes as a DataFrame (agent, name, time, value)."""
        import pandas as pd
        cols = self.kernel.var_columns()
        df = pd.DataFrame({name: cols[name] for name in cols.dtype.names})
        df["name"] = pd.Categorical.from_codes(df.pop("var"), TRACED_VARIABLES)
        return df

    def wireless_events(self):
        """Captured wireless trace events (Simulator(capture=True)): the DataFrame
        `nslab.trace.read(path).wireless` gives for the trace file of the run,
        same columns, dtypes and values, with or without a trace file."""
        from .trace import wireless_from_kernel
        return wireless_from_kernel(self)

    def movements(self):
        """Captured node-movement lines: `nslab.trace.read(path).movements`."""
        from .trace import movements_from_kernel
        return movements_from_kernel(self)


def _class_docs():
    """Each class's parameters; a subclass lists only what it adds to its parent's."""
    parts = []
    for cls, (_, _, table) in P.AGENT_CLASSES.items():
        parent = cls.rsplit("/", 1)[0]
        while parent not in P.AGENT_CLASSES and "/" in parent:
            parent = parent.rsplit("/", 1)[0]
        if parent in P.AGENT_CLASSES and parent != "Agent":
            extra = {n: p for n, p in table.items() if n not in P.AGENT_CLASSES[parent][2]}
            if not extra:
                continue
            parts.append("\n\n    %s: those of %s, and\n%s" % (cls, parent, P.describe(extra)))
        else:
            parts.append("\n\n    %s:\n%s" % (cls, P.describe(table)))
    return "".join(parts)


Simulator.agent.__doc__ += _class_docs()
Simulator.application.__doc__ += "".join(
    "\n\n    %s:\n%s" % (cls, P.describe(table)) for cls, (_, table) in P.APP_CLASSES.items())
Simulator.error_model.__doc__ += "\n\n    ErrorModel:\n" + P.describe(P.ERROR_MODEL)

Simulator.simplex_link.__doc__ += "".join(
    "\n\n    Queue/%s:\n%s" % (name, P.describe(table)) for name, table in P.QUEUE_CLASSES.items())
