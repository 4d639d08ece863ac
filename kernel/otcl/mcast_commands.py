"""Multicast in scripts (nslab.otcl): `new Simulator -multicast on` or `$ns multicast`,
`$ns mrtproto DM`, `Node allocaddr`, `$node join-group $agent $group` and `leave-group`.
The protocol itself is nslab.mcast's; this module builds it from the script's objects
and writes its traces: each join and leave is annotated, as ns-2's McastProtocol does, in
the trace-all file (`v T eval {set sim_annotation {NOW NODE join-group GROUP}}`) and, when
a nam trace was open too, in the nam trace (`v -t T -e sim_annotation T NOW NODE ...`),
T as the C trace prints the clock and NOW as `[$ns now]` does; a nam trace alone gets no
annotation, as in ns-2.

`$ns mrtproto CtrMcast` (centralised multicast, nslab.mcast.ctr) returns the handle of
its network-wide computation, whose `set_c_rp`, `set_c_bsr` and `switch-treetype` the
script calls; its `switch tree type` annotation goes where the joins' do.

Not modelled (each stops the script with an error naming it): the protocols ST, BST,
joins of one source only (`join-group agent group src`), multicast over LANs
and on some nodes only (`mrtproto DM $nodes`), and `multicast` after nodes exist.
"""
import math

from .. import _kernel as K
from . import handles
from ..errors import ScriptError
from . import handles
from .base import TclObject, _number
from .route_dynamics import dynamics_of

PROTOCOLS = ("DM", "CtrMcast")     # nslab.mcast is imported when a script runs one (not at start-up)
MCAST_BASE_TEXT = "0x40000000"      # ns-default.tcl: Simulator McastAddr_ and McastBaseAddr_


def _protocol_class(proto):
    """The class of multicast routing protocol `proto` (one of PROTOCOLS)."""
    if proto == "CtrMcast":
        from ..mcast.ctr import CtrMcast
        return CtrMcast
    from ..mcast.dm import DM
    return DM


def _round_trace_time(t):
    """ns-2's trace time: rounded to the microsecond (BaseTrace::round)."""
    return math.floor(t * 1e6 + 0.5) / 1e6


class McastSimulatorCommands:
    """The Simulator's multicast commands (mixed into SimulatorObject)."""

    mcast = None                # McastNetwork once mrtproto ran
    multicast_on = False

    def tcl_multicast(self, *args):
        if self.sim.nodes:
            raise ScriptError("multicast: turning multicast on after nodes were made is not "
                              "implemented in nslab (use new Simulator -multicast on)")
        self.multicast_on = True

    def tcl_multicast_(self):
        return int(self.multicast_on)

    def tcl_mrtproto(self, proto, nodelist=""):
        if proto not in PROTOCOLS:
            raise ScriptError("mrtproto %s: the multicast protocol %s is not implemented in "
                              "nslab (it has: %s)" % (proto, proto, ", ".join(PROTOCOLS)))
        if not self.multicast_on:
            raise ScriptError("mrtproto %s: the simulator has no multicast (make it with "
                              "new Simulator -multicast on)" % proto)
        if self.sim.hier is not None:
            raise ScriptError("mrtproto %s: multicast with hierarchical addresses is not "
                              "implemented in nslab" % proto)
        if nodelist:
            raise ScriptError("mrtproto %s: multicast on some nodes only is not implemented "
                              "in nslab (give {} for every node)" % proto)
        if getattr(self.sim, "lan_links", None):
            raise ScriptError("mrtproto %s: multicast over LANs is not implemented in nslab"
                              % proto)
        if self.mcast is not None:
            raise ScriptError("mrtproto: a second multicast protocol is not implemented in "
                              "nslab")
        self.mcast = self._mcast_network()
        handle, options = "", self._protocol_options(proto)
        if proto == "CtrMcast":
            handle, options = self._ctr_mcast_comp()
        for node in self.sim.nodes:
            mnode = self.mcast.node(node.id)
            mnode.protocol = _protocol_class(proto)(self.mcast, mnode, **options)
        if proto == "CtrMcast":
            self._reserve_ctr_mcast_handles()
        return handle

    def _reserve_ctr_mcast_handles(self):
        """The handles of the objects ns-2's mrtproto CtrMcast makes (nslab.otcl.handles):
        the later objects then get ns-2's numbers."""
        traced = (getattr(self, "trace_all_channel", None) is not None
                  or self.runner.nam.trace_channel is not None)
        count = handles.CTR_MCAST_PARTS + (handles.CTR_MCAST_TRACE_PARTS if traced else 0)
        for node in self.sim.nodes:
            count += handles.CTR_MCAST_NODE_PARTS
            count += handles.CTR_MCAST_TRACE_PARTS if traced else 0
            obj = self.runner.lookup(self.runner.handle_of_node(node))
            if not obj.has_demux:           # the decapsulator is the node's first agent
                obj.has_demux = True
                count += handles.DEMUX_PARTS
        self.runner.reserve(count)

    def _ctr_mcast_comp(self):
        """CtrMcast's network-wide computation and its Tcl object: (handle, the options
        of each node's protocol)."""
        from ..mcast.ctr import CtrMcastComp
        comp = CtrMcastComp(self.mcast, annotate_text=self._annotation_writer(),
                            puts=lambda text: self.runner.tcl.call("puts", text))
        dynamics_of(self.runner).listeners.append(comp.notify)
        obj = self.runner.register(CtrMcastCompObject)
        obj.comp, obj.node_of = comp, self._node
        size = _number(self.runner.class_vars.get("Agent/Encapsulator", {}).get(
            "overhead_", "20"), "Agent/Encapsulator overhead_")
        return obj.handle, {"comp": comp, "overhead": int(size)}

    def _mcast_network(self):
        from ..mcast import McastNetwork
        traced = getattr(self, "trace_all_channel", None) is not None
        nam = self.runner.nam.trace_channel is not None
        net = McastNetwork(self.sim, annotate=self._annotator(),
                           warn=lambda text: self.runner.tcl.call("puts", "stderr", "warning: " + text),
                           schedule=self.sim.after)
        net.link_heads = {lid: first + handles.HEAD_OFFSET     # ns-2's handles of the heads
                          for lid, first in self.runner.link_handles.items()}
        K.mcast_enable(self.sim.kernel)
        return net

    def _protocol_options(self, proto):
        values = self.runner.class_vars.get(proto, {})
        timeout = _number(values.get("PruneTimeout", "0.5"), "DM PruneTimeout")
        mode = values.get("CacheMissMode", "pimdm")
        size = _number(self.runner.class_vars.get("Agent/Mcast/Control", {}).get(
            "packetSize_", "80"), "Agent/Mcast/Control packetSize_")
        return {"prune_timeout": timeout, "mode": mode, "control_size": int(size)}

    def _annotator(self):
        """A protocol's annotation: the time as `[$ns now]` gives it, the node, the text."""
        write = self._annotation_writer()
        return lambda node, text: write("%s %d %s" % (self.tcl_now(), node, text))

    def _annotation_writer(self):
        """Annotations of the traces open when mrtproto ran (ns-2's maybeEnableTraceAll):
        none without a trace-all file, as in ns-2."""
        channel = getattr(self, "trace_all_channel", None)
        nam = self.runner.nam.trace_channel is not None

        def write(words):
            if channel is None:
                return
            now = self.sim.now
            self.runner.tcl.call("puts", channel, "v %.15g eval {set sim_annotation {%s}}"
                                 % (_round_trace_time(now), words))
            if nam:
                self.runner.nam.puts("v -t %.15g -e sim_annotation %g %s" % (now, now, words))
        return write


class McastNodeCommands:
    """A node's multicast commands (mixed into NodeObject)."""

    def _mcast_node(self, what):
        net = next((obj.mcast for obj in self.runner.objects.values()
                    if isinstance(obj, McastSimulatorCommands)), None)
        if net is None or self.node.id not in net.nodes:
            raise ScriptError("%s: node %d runs no multicast protocol (call $ns mrtproto "
                              "first)" % (what, self.node.id))
        return net.nodes[self.node.id]

    def _group(self, group, what):
        return _group_value(group, what)

    def _membership(self, what, agent, group, src):
        if src:
            raise ScriptError("%s: one source of a group only is not implemented in nslab"
                              % what)
        mnode = self._mcast_node(what)
        change = mnode.join_group if what == "join-group" else mnode.leave_group
        change(self.runner.agent(agent).id, self._group(group, what))

    def tcl_join_group(self, agent, group, src=""):
        self._membership("join-group", agent, group, src)

    def tcl_leave_group(self, agent, group, src=""):
        self._membership("leave-group", agent, group, src)


def allocaddr(runner):
    """`Node allocaddr`: the Simulator's McastAddr_ (first 0x40000000, or what the script
    set), then one more each call; in decimal, as ns-2.35 prints the first one too."""
    current = runner.class_vars.get("Simulator", {}).get("McastAddr_", MCAST_BASE_TEXT)
    try:
        value = int(str(current).strip(), 0)
    except ValueError:
        raise ScriptError("Node allocaddr: Simulator McastAddr_ %r is not an integer"
                          % (current,)) from None
    runner.class_vars.setdefault("Simulator", {})["McastAddr_"] = str(value + 1)
    return str(value)


class CtrMcastCompObject(TclObject):
    """The handle `$ns mrtproto CtrMcast` returns (ns-2's CtrMcastComp)."""
    tcl_class = "CtrMcastComp"
    comp = None
    node_of = None              # the Simulator's node lookup: handle, what -> Node

    def _node_ids(self, handles, what):
        return [self.node_of(h, what).id for h in handles]

    def tcl_set_c_rp(self, *nodes):
        self.comp.set_c_rp(self._node_ids(nodes, "set_c_rp"))

    def tcl_set_c_bsr(self, *nodes):
        """Words NODE:PRIORITY."""
        pairs = []
        for word in nodes:
            handle, _, priority = word.partition(":")
            pairs.append((self._node_ids([handle], "set_c_bsr")[0],
                          _number(priority or "0", "set_c_bsr: priority")))
        self.comp.set_c_bsr(pairs)

    def tcl_switch_treetype(self, group):
        self.comp.switch_treetype(_group_value(group, "switch-treetype"))

    def tcl_id(self):
        return "0"


def _group_value(group, what):
    value = _number(group, "%s: group" % what)
    if value != int(value) or value < 0:
        raise ScriptError("%s: group %r is not an address" % (what, group))
    return int(value)
