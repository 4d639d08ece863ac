"""The handles a Simulator gives for the network it builds (nslab.simulator).

`Node`, `Link`, `FlowMonitor` (with its `Flow`s) and `QueueMonitor` hold no state of
their own beyond their id: each reads and sets its parameters and counters in the
compiled kernel, by ns-2 name (`link["limit_"]`) or Python name (`link["limit"]`,
resolved by `resolve_parameter`), and checks a value against nslab.params before
the kernel sees it.
"""

from . import params as P
from . import wireless as W
from ._kernel import PACKET_TYPES
from .errors import KernelError, ParameterError, ScenarioError


def _snake(name):
    """ns-2's name in Python's style: maxBurst_ is max_burst (no `re`: start-up time)."""
    out, before = [], ""
    for c in name.rstrip("_"):
        if "A" <= c <= "Z" and ("a" <= before <= "z" or "0" <= before <= "9"):
            out.append("_")
        out.append(c)
        before = c
    return "".join(out).lower()


def resolve_parameter(table, key, owner):
    """Accept ns-2 names (window_) and Python names (window, packet_size)."""
    if key in table:
        return key
    for name in table:
        if _snake(name) == key:
            return name
    raise ParameterError("%s has no parameter %r (has: %s)"
                         % (owner, key, ", ".join(sorted(table))))


class Node:
    """A network node; `id` is its address in flat addressing.

    Mobile nodes (made while node-config names a routing protocol) also have a
    position (set_position, position, x/y/z) and move with setdest."""
    mobile = False
    wired_routing = False           # a base station (node_config wired_routing, nslab.hier)

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

    @property
    def address(self):
        """The node's address: "1.0.2" when hierarchical (nslab.hier), else its id."""
        hier = self.sim.hier
        return hier.address_of(self.id) if hier is not None else str(self.id)

    def set_base_station(self, station):
        """`$node base-station addr`: the base station the node's DSDV sends packets
        for other domains and clusters to (nslab.hier)."""
        w = self._wl("base-station")
        if not isinstance(station, Node) or station.sim is not self.sim:
            raise ScenarioError("base-station: %r is not a node of this simulator" % (station,))
        w.set_base_station(self.id, self.wired_routing, station.id)


class Link:
    """One simplex link and its queue (a discipline of nslab.params.QUEUE_CLASSES).

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
