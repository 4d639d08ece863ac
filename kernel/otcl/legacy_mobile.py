"""ns-2's older way of building a mobile node (tcl/mobility/dsdv.tcl, the CMU scripts), and
the GridKeeper (nslab.otcl).

Such a script makes the node with `new Node/MobileNode`, gives it its stack with `$node
add-interface chan prop ll mac ifq qlen phy ant topo inerr outerr fec`, makes its routing
agent with `new Agent/DSDV`, attaches it at port 255 and starts it with `start-dsdv`; its
traces come from the script's own `cmu-trace` procedure (`new CMUTrace/Drop IFQ`, attached
to the script's file) and a `Trace/Generic` log target.  nslab builds the node's stack at
add-interface as node-config would (kernel/radio/api.pxi), asking the script's `cmu-trace`
for the interface queue's drop traces as ns-2's add-interface does: the file those are
attached to is the node's trace file (its agents' and routing agent's traces are assumed
to go there too, as they do through the same procedure); agent traces follow Simulator's
AgentTrace_ (ON), MAC traces its MacTrace_ (OFF); a log target gives the movement lines.
The objects ns-2's library makes inside these commands are not counted (nslab.otcl.handles),
so the handles of later objects are not ns-2's.

`new GridKeeper` with `dimension x y` makes the channel deliver through a grid of 1 m cells
to the nodes within the sender's `radius` (kernel/radio/gridkeeper.pxi).
"""
from .. import wireless as W
from ..errors import KernelError, ScenarioError, ScriptError
from .base import TclObject, _number
from .network_objects import (ChannelObject, MacObject, MobileNodeObject, PropagationObject,
                              TopographyObject)

ROUTING_PORT = 255


def new_legacy(runner, cls, args):
    """`new cls args...` for one of nslab.otcl.lazy_classes.LEGACY_CLASSES; the new object's handle."""
    if cls == "Node/MobileNode":
        return _new_mobile_node(runner, args)
    if cls in ("CMUTrace/Drop", "CMUTrace/Send", "CMUTrace/Recv", "Trace/Generic"):
        obj = runner.register(TraceObject, tcl_class=cls)
        obj.level = args[0] if args else ""
        return obj.handle
    obj = runner.register(RoutingAgentObject if cls == "Agent/DSDV" else GridKeeperObject,
                          tcl_class=cls)
    return obj.handle


def _new_mobile_node(runner, args):
    sim = runner.sim
    if args:
        raise ScriptError("new Node/MobileNode %s: a node with an address (base stations of "
                          "the older API) is not implemented in nslab" % " ".join(args))
    if sim.wireless_config.wireless:
        raise ScriptError("new Node/MobileNode: nodes of ns-2's older API after node-config "
                          "-adhocRouting are not implemented in nslab (use $ns node)")
    node = sim.node()
    obj = runner.register(LegacyMobileNodeObject, tcl_class="Node/MobileNode")
    obj.node = node
    obj.instvars.update(id_=str(node.id), address_=node.address)     # ns-node.tcl's init
    runner.nam.node_created(node.id)
    simulator = runner.lookup(runner.cmd_class("Simulator", "instance"))
    simulator.instvars["Node_(%d)" % node.id] = obj.handle
    return obj.handle


class TraceObject(TclObject):
    """A CMUTrace (Drop, Send, Recv) or Trace/Generic the script makes: the file it is
    attached to is all nslab reads from it."""
    tcl_class = "CMUTrace/Drop"
    channel = None
    level = ""

    def tcl_attach(self, channel):
        self.channel = channel

    def tcl_target(self, target):
        pass            # the null agent: a trace passes nothing on

    def tcl_node(self, node):
        pass

    def tcl_namattach(self, channel):
        raise ScriptError("%s namattach: nam lines of ns-2's older mobile-node API are not "
                          "implemented in nslab" % self.handle)


class LegacyMobileNodeObject(MobileNodeObject):
    """A `new Node/MobileNode`: a plain node until add-interface gives it its stack."""
    topography = None
    log_target = None
    nam_attached = False
    mac = None

    def tcl_topography(self, topo):
        self.topography = self.runner.typed(topo, TopographyObject)

    def tcl_log_target(self, target):
        self.log_target = self.runner.typed(target, TraceObject)

    def tcl_addr(self, address):
        if str(address) != str(self.node.address):
            raise ScriptError("%s addr %s: a mobile node's address other than its id is not "
                              "implemented in nslab" % (self.handle, address))

    def tcl_getMac(self, index):
        """The node's MAC: a handle of its own (nslab does not count the hidden objects
        of this API's node, so ns-2's number is unknown here)."""
        if not self.node.mobile or int(_number(index, "getMac: interface")) != 0:
            raise ScriptError("%s getMac %s: the node has no such interface" % (self.handle, index))
        if self.mac is None:
            self.mac = self.runner.register(MacObject)
            self.mac.node = self.node
        return self.mac.handle

    def tcl_namattach(self, channel):
        """ns-2 writes the node's movements to it (no packets): refused at setdest."""
        self.nam_attached = True

    def tcl_setdest(self, x, y, speed):
        if self.nam_attached:
            raise ScriptError("%s setdest: the nam movement lines of a node given namattach "
                              "are not implemented in nslab" % self.handle)
        super().tcl_setdest(x, y, speed)

    def tcl_add_interface(self, channel, prop, ll, mac, ifq, qlen, phy, ant, topo,
                          inerr="", outerr="", fec=""):
        """The node's stack, as ns-2's add-interface wires it."""
        r = self.runner
        if self.node.mobile:
            raise ScriptError("%s add-interface: a second interface is not implemented in nslab"
                              % self.handle)
        if inerr or outerr or fec:
            raise ScriptError("%s add-interface: error models or FEC of the older API are not "
                              "implemented in nslab (node-config -IncomingErrProc has them)"
                              % self.handle)
        if r.sim._namtrace_all is not None:
            raise ScriptError("%s add-interface: a nam trace open while the older API makes a "
                              "node is not implemented in nslab" % self.handle)
        outputs = {self._drop_trace() for _ in ("ARP", "IFQ")}
        if len(outputs) != 1:
            raise ScriptError("%s add-interface: the node's drop traces go to different files; "
                              "nslab has one trace file per node" % self.handle)
        out = outputs.pop()
        cfg = W.WirelessConfig()
        flags = r._class_defaults("Simulator")
        cfg.agent_trace = str(flags.get("AgentTrace_", "ON")) == "ON"
        cfg.mac_trace = str(flags.get("MacTrace_", "OFF")) == "ON"
        for option, value in (("adhocRouting", "DumbAgent"), ("llType", ll), ("macType", mac),
                              ("ifqType", ifq), ("ifqLen", qlen), ("antType", ant),
                              ("phyType", phy),
                              ("propInstance", r.typed(prop, PropagationObject).wl),
                              ("channel", r.typed(channel, ChannelObject).wl),
                              ("topoInstance", r.typed(topo, TopographyObject).wl)):
            cfg.set(r.sim, option, value)
        cfg.options["propType"] = cfg.options["propInstance"].cls
        move = self.log_target is not None and self.log_target.channel is not None
        if move and r.output(self.log_target.channel).id != out:
            raise ScriptError("%s log-target: the movement lines go to another file than the "
                              "node's traces; nslab has one trace file per node" % self.handle)
        try:
            W.make_mobile(r.sim, self.node, cfg, out, move)
        except KernelError as e:
            raise ScenarioError(str(e)) from None

    def _drop_trace(self):
        """The output id of a drop trace made by the script's `cmu-trace Drop IFQ` (-1 when
        it makes none)."""
        handle = self.runner.tcl.call("cmu-trace", "Drop", "IFQ", self.handle)
        obj = self.runner.objects.get(str(handle))
        if not isinstance(obj, TraceObject) or obj.channel is None:
            return -1
        return self.runner.output(obj.channel).id

    def tcl_attach(self, agent, *port):
        """The routing agent at port 255; other agents as on any node."""
        obj = self.runner.lookup(agent)
        if not isinstance(obj, RoutingAgentObject):
            return super().tcl_attach(agent, *port)
        if not self.node.mobile or [str(p) for p in port] != [str(ROUTING_PORT)]:
            raise ScriptError("%s attach %s: a routing agent goes at port %d of a node that "
                              "has its interface (add-interface)"
                              % (self.handle, agent, ROUTING_PORT))
        sim = self.runner.sim
        sim._wireless().set_routing(self.node.id, "DSDV", W.class_settings(sim, "Agent/DSDV"))
        self.node.routing = "DSDV"
        obj.node = self.node


class RoutingAgentObject(TclObject):
    """`new Agent/DSDV`: the routing agent of an older-API node (kernel/radio/dsdv.pxi)."""
    tcl_class = "Agent/DSDV"
    node = None

    def tcl_addr(self, address):
        pass            # the node's address, which DSDV takes from its node

    def tcl_node(self, node):
        pass

    def tcl_drop_target(self, target):
        pass            # its drops go to the node's trace file (as RTR drop lines)

    def tcl_tracetarget(self, target):
        pass            # written to only with verbose_ or trace_wst_, which nslab lacks

    def tcl_port_dmux(self, dmux):
        raise ScriptError("%s port-dmux: mobile IP is not implemented in nslab" % self.handle)

    def tcl_start_dsdv(self):
        if self.node is None:
            raise ScriptError("%s start-dsdv: the agent is not attached to a node" % self.handle)
        self.runner.sim._wireless().start_routing(self.node.id)


class GridKeeperObject(TclObject):
    """`new GridKeeper` (kernel/radio/gridkeeper.pxi)."""
    tcl_class = "GridKeeper"

    def tcl_dimension(self, x, y):
        try:
            self.runner.sim._wireless().gridkeeper_dimension(
                int(_number(x, "dimension: x")), int(_number(y, "dimension: y")))
        except KernelError as e:
            raise ScriptError(str(e)) from None

    def tcl_addnode(self, node):
        obj = self.runner.typed(node, MobileNodeObject)
        if not obj.node.mobile:
            raise ScriptError("addnode %s: the node has no wireless interface yet" % node)
        try:
            self.runner.sim._wireless().gridkeeper_add(obj.node.id)
        except KernelError as e:
            raise ScriptError(str(e)) from None
