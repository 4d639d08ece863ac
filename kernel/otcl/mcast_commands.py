"""Multicast in scripts (nslab.otcl): `new Simulator -multicast on` or `$ns multicast`,
`$ns mrtproto DM`, `Node allocaddr`, `$node join-group $agent $group` and `leave-group`.
The protocol itself is nslab.mcast's; this module builds it from the script's objects
and writes its traces: each join and leave is annotated, as ns-2's McastProtocol does, in
the trace-all file (`v T eval {set sim_annotation {NOW NODE join-group GROUP}}`) and, when
a nam trace was open too, in the nam trace (`v -t T -e sim_annotation T NOW NODE ...`),
T as the C trace prints the clock and NOW as `[$ns now]` does; a nam trace alone gets no
annotation, as in ns-2.

Not modelled (each stops the script with an error naming it): the protocols CtrMcast,
ST, BST, joins of one source only (`join-group agent group src`), multicast over LANs
and on some nodes only (`mrtproto DM $nodes`), and `multicast` after nodes exist.
"""
import math

from .. import _kernel as K
from ..errors import ScriptError
from .base import _number

PROTOCOLS = ("DM",)         # nslab.mcast is imported when a script runs one (not at start-up)
MCAST_BASE_TEXT = "0x40000000"      # ns-default.tcl: Simulator McastAddr_ and McastBaseAddr_


def _protocol_class(proto):
    """The class of multicast routing protocol `proto` (one of PROTOCOLS)."""
    from ..mcast.dm import DM
    return {"DM": DM}[proto]


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
        options = self._protocol_options(proto)
        for node in self.sim.nodes:
            mnode = self.mcast.node(node.id)
            mnode.protocol = _protocol_class(proto)(self.mcast, mnode, **options)
        return ""

    def _mcast_network(self):
        from ..mcast import McastNetwork
        traced = getattr(self, "trace_all_channel", None) is not None
        nam = self.runner.nam.trace_channel is not None
        net = McastNetwork(self.sim, annotate=self._annotator(traced, nam),
                           warn=lambda text: self.runner.tcl.call("puts", "stderr", "warning: " + text),
                           schedule=self.sim.after)
        net.count_handles(len(self.sim.nodes),
                          [(link.id, traced or nam) for link in self.sim.links.values()])
        K.mcast_enable(self.sim.kernel)
        return net

    def _protocol_options(self, proto):
        values = self.runner.class_vars.get(proto, {})
        timeout = _number(values.get("PruneTimeout", "0.5"), "DM PruneTimeout")
        mode = values.get("CacheMissMode", "pimdm")
        size = _number(self.runner.class_vars.get("Agent/Mcast/Control", {}).get(
            "packetSize_", "80"), "Agent/Mcast/Control packetSize_")
        return {"prune_timeout": timeout, "mode": mode, "control_size": int(size)}

    def _annotator(self, traced, nam):
        channel = getattr(self, "trace_all_channel", None)

        def annotate(node, text):
            if not traced:
                return
            now = self.sim.now
            words = "%s %d %s" % (self.tcl_now(), node, text)
            self.runner.tcl.call("puts", channel, "v %.15g eval {set sim_annotation {%s}}"
                                 % (_round_trace_time(now), words))
            if nam:
                self.runner.nam.puts("v -t %.15g -e sim_annotation %g %s" % (now, now, words))
        return annotate


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
        value = _number(group, "%s: group" % what)
        if value != int(value) or value < 0:
            raise ScriptError("%s: group %r is not an address" % (what, group))
        return int(value)

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
