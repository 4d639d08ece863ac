"""The satellite nodes, their interfaces and channels, and the links they make
(nslab.satellite).

A SatNode is a wired-style node of the simulator (agents attach to it as to any node)
with a kind (terminal or geo-repeater) and a position.  A repeater owns an uplink and a
downlink Channel/Sat; a terminal's GSL interface transmits on one channel and listens on
another (`add-gsl`).  When a terminal's interface transmits onto a repeater's uplink,
every other terminal listening on that repeater's downlink is one hop away: the pair
gets a kernel link (kernel/satellite/api.pxi) with the interface's queue and bandwidth
and the delay up to the satellite plus the delay down from it.  One interface reaching
several terminals would need one queue shared by several links, which nslab does not
model: that case stops with an error that says so.
"""
from .._kernel import sat_link_setup
from ..errors import ScriptError
from . import geometry

LINK_HEADER_BYTES = 16          # what Mac/Sat adds to a packet's transmission time
KINDS = ("polar", "geo", "terminal", "geo-repeater")
MODELLED_KINDS = ("terminal", "geo-repeater")


class SatChannel:
    """A Channel/Sat: the receiving interfaces listening on it, and the repeater
    whose uplink it is (None otherwise)."""

    def __init__(self, handle):
        self.handle = handle
        self.listeners = []         # SatInterface or SatNode (a repeater's receiver)
        self.repeater = None


class SatInterface:
    """A terminal's GSL interface (`add-gsl`): LL/Sat, its queue, Mac/Sat and Phy/Sat."""

    def __init__(self, node, queue, qlim, bandwidth, inchan, outchan):
        self.node, self.queue, self.qlim, self.bandwidth = node, queue, qlim, bandwidth
        self.inchan, self.outchan = inchan, outchan
        self.links = []             # kernel links (Link objects) this interface sends on


class SatNode:
    def __init__(self, node, kind):
        self.node, self.kind = node, kind
        self.position = None
        self.ifaces = []
        self.uplink = self.downlink = None      # a repeater's channels
        self.error_model = None                  # interface-errormodel's, on iface 0
        self.trace = None                        # trace-all-satlinks' output


class SatNetwork:
    """Every satellite node of a simulation and the links between terminals."""

    def __init__(self, sim):
        self.sim = sim
        self.nodes = {}             # node id -> SatNode
        self.pairs = {}             # (src id, dst id) -> Link

    def add_node(self, node, kind):
        self.check_kind(kind)
        sat = self.nodes[node.id] = SatNode(node, kind)
        return sat

    @staticmethod
    def check_kind(kind):
        if kind not in KINDS:
            raise ScriptError("node-config -satNodeType: undefined satellite node type %r "
                              "(ns-2 has: %s)" % (kind, ", ".join(KINDS)))
        if kind not in MODELLED_KINDS:
            raise ScriptError("node-config -satNodeType %s: processing satellites (their "
                              "queues, routing agents, inter-satellite links and handoffs) are "
                              "not implemented in nslab (it has: %s)"
                              % (kind, ", ".join(MODELLED_KINDS)))

    def add_interface(self, sat, queue, qlim, bandwidth, inchan, outchan):
        if sat.kind != "terminal":
            raise ScriptError("add-gsl: node %d is a %s, not a terminal" % (sat.node.id, sat.kind))
        iface = SatInterface(sat, queue, qlim, bandwidth, inchan, outchan)
        sat.ifaces.append(iface)
        inchan.listeners.append(iface)
        for other in self._interfaces():
            self._connect(other)
        return iface

    def _interfaces(self):
        return [i for sat in self.nodes.values() for i in sat.ifaces]

    def _reachable(self, iface):
        """The interfaces one hop from `iface`: through the repeater on its channel."""
        repeater = iface.outchan.repeater
        if repeater is None:
            return [rx for rx in iface.outchan.listeners if isinstance(rx, SatInterface)
                    and rx.node is not iface.node]
        return [rx for rx in repeater.downlink.listeners if rx.node is not iface.node]

    def _connect(self, iface):
        for rx in self._reachable(iface):
            key = (iface.node.node.id, rx.node.node.id)
            if key in self.pairs:
                continue
            if iface.links:
                raise ScriptError(
                    "add-gsl: terminal %d's interface would reach terminals %d and %d: an "
                    "interface shared by more than one peer (three or more terminals on one "
                    "repeater) is not implemented in nslab" % (key[0], iface.links[0].dst.id,
                                                                key[1]))
            self.pairs[key] = self._make_link(iface, rx)
            iface.links.append(self.pairs[key])

    def _delays(self, iface, rx):
        """(up, down): the propagation delays through the repeater (down 0 without)."""
        tx_pos, rx_pos = self._position(iface.node), self._position(rx.node)
        repeater = iface.outchan.repeater
        if repeater is None:
            return geometry.propagation_delay(tx_pos, rx_pos), 0.0
        sat_pos = self._position(repeater)
        return (geometry.propagation_delay(tx_pos, sat_pos),
                geometry.propagation_delay(sat_pos, rx_pos))

    def _position(self, sat):
        if sat.position is None:
            raise ScriptError("add-gsl: node %d has no position yet (set-position first)"
                              % sat.node.id)
        return sat.position

    def _make_link(self, iface, rx):
        """A kernel link from the interface's node to rx's, untraced until
        trace-all-satlinks (trace-all does not reach satellite links)."""
        sim = self.sim
        saved = sim._trace_all, sim._namtrace_all
        sim._trace_all = sim._namtrace_all = None
        up, down = self._delays(iface, rx)
        try:
            link = sim.simplex_link(iface.node.node, rx.node.node, iface.bandwidth, up,
                                    iface.queue, limit_=iface.qlim)
        finally:
            sim._trace_all, sim._namtrace_all = saved
        tail = " %s %s" % (geometry.trace_columns(iface.node.position),
                           geometry.trace_columns(rx.node.position))
        sat_link_setup(sim.kernel, link.id, up, down, LINK_HEADER_BYTES, tail.encode())
        self._apply(link, rx.node)
        if iface.node.trace is not None:
            self._trace(link, iface.node.trace)
        return link

    def _apply(self, link, receiver):
        if receiver.error_model is not None:
            self._apply_em(link, receiver.error_model)
        if receiver.trace is not None:
            self._trace(link, receiver.trace)

    def _trace(self, link, out):
        if getattr(link, "sat_traced", False):
            return
        link.sat_traced = True
        self.sim.kernel.set_link_trace(link.id, out.id, False)

    def set_error_model(self, sat, em):
        if not sat.ifaces:
            raise ScriptError("interface-errormodel: node %d has no interface (add-gsl first)"
                              % sat.node.id)
        sat.error_model = em
        for (src, dst), link in self.pairs.items():
            if dst == sat.node.id:
                self._apply_em(link, em)

    def _apply_em(self, link, em):
        em.drop_target("error")
        self.sim.kernel.em_attach(em.id, link.id, "link")

    def trace_all(self, out):
        """trace-all-satlinks: every terminal's interfaces, both ways."""
        for sat in self.nodes.values():
            if sat.kind != "geo-repeater":
                sat.trace = out
        for link in self.pairs.values():
            self._trace(link, out)
