"""The Tcl face of the satellite model (nslab.satellite): `node-config -satNodeType`,
the satellite nodes' commands, Channel/Sat and SatRouteObject.

ns-sat.tcl's node-config options for satellite nodes are kept here (not in the wireless
configuration); once a script set -satNodeType, `$ns node` makes a satellite node of
that type.  A geo-repeater gets its uplink_ and downlink_ channels at creation, as
ns-2's add-first-links gives them.
"""
from ..errors import ScriptError
from ..otcl.base import TclObject, _number
from ..otcl.network_objects import NodeObject
from ..otcl.traffic_objects import ErrorModelObject
from . import geometry
from .network import SatChannel, SatNetwork

SAT_OPTIONS = ("satNodeType", "llType", "ifqType", "ifqLen", "macType", "phyType",
               "channelType", "downlinkBW", "wiredRouting")
# the component classes nslab's satellite interface is made of
COMPONENTS = {"ll": ("LL/Sat",), "mac": ("Mac/Sat",), "phy": ("Phy/Sat",)}


class SatChannelObject(TclObject):
    tcl_class = "Channel/Sat"
    chan = None


class SatRouteObjectObject(TclObject):
    """SatRouteObject: nslab computes the routes over the satellite links with the
    wired ones when the simulation starts (on a repeater every terminal pair is one
    hop, whatever the metric), so compute_routes has nothing left to do."""
    tcl_class = "SatRouteObject"

    def tcl_compute_routes(self):
        return ""


def new_route_object(runner, cls="SatRouteObject", args=()):
    """`new SatRouteObject`; returns its handle."""
    return runner.register(SatRouteObjectObject).handle


class SatNodeObject(NodeObject):
    tcl_class = "Node/SatNode"
    sat = None

    def _network(self):
        return self.runner.sat_network

    def tcl_set_position(self, *args):
        want = {"terminal": 2, "geo-repeater": 1}[self.sat.kind]
        if len(args) != want:
            raise ScriptError("set-position: a %s takes %d position argument%s, got %d"
                              % (self.sat.kind, want, "s" if want > 1 else "", len(args)))
        values = [_number(a, "set-position") for a in args]
        try:
            if self.sat.kind == "terminal":
                self.sat.position = geometry.terminal_position(*values)
            else:
                self.sat.position = geometry.geo_position(*values)
        except ValueError as e:
            raise ScriptError("set-position: %s" % e) from None

    def tcl_add_gsl(self, ltype, ll, ifq, qlim, mac, bw, phy, inlink, outlink):
        for what, value in (("ll", ll), ("mac", mac), ("phy", phy)):
            if value not in COMPONENTS[what]:
                raise ScriptError("add-gsl: %s %s is not implemented in nslab (it has: %s)"
                                  % (what, value, ", ".join(COMPONENTS[what])))
        if not ifq.startswith("Queue/"):
            raise ScriptError("add-gsl: %r is not a queue class" % ifq)
        qlim = int(_number(qlim, "add-gsl: queue limit"))
        chans = [self.runner.typed(h, SatChannelObject).chan for h in (inlink, outlink)]
        self._network().add_interface(self.sat, ifq[len("Queue/"):], qlim, bw, *chans)

    def tcl_interface_errormodel(self, em, index="0"):
        if index != "0":
            raise ScriptError("interface-errormodel: nslab's terminals have one interface "
                              "(index 0), got %r" % index)
        self._network().set_error_model(self.sat, self.runner.typed(em, ErrorModelObject).em)

    def tcl_trace_all_satlinks(self, channel):
        raise ScriptError("trace-all-satlinks on one node is not implemented in nslab "
                          "(use $ns trace-all-satlinks)")


def node_config(simobj, options):
    """Keep the satellite options of one node-config call; returns the others.  Once
    -satNodeType is set (in this call or before), the satellite options are kept here."""
    runner = simobj.runner
    if getattr(runner, "sat_config", None) is None:
        runner.sat_config = {}
    cfg = runner.sat_config
    satellite = "satNodeType" in cfg or any(o.lstrip("-") == "satNodeType" for o, _ in options)
    if not satellite:
        return options
    rest = []
    for opt, value in options:
        name = opt.lstrip("-")
        if name in SAT_OPTIONS:
            cfg[name] = value
        else:
            rest.append((opt, value))
    if rest:
        raise ScriptError("node-config %s: not an option of satellite nodes in nslab (they "
                          "take: -%s)" % (rest[0][0], " -".join(SAT_OPTIONS)))
    return rest


def satellite_configured(runner):
    return bool((getattr(runner, "sat_config", None) or {}).get("satNodeType"))


def new_node(simobj):
    """`$ns node` with a satellite node type configured; returns the node's handle."""
    runner = simobj.runner
    if getattr(runner, "sat_network", None) is None:
        runner.sat_network = SatNetwork(simobj.sim)
    kind = runner.sat_config["satNodeType"]
    kind = {"Polar": "polar", "Geo": "geo", "Terminal": "terminal",
            "Geo-repeater": "geo-repeater"}.get(kind, kind)
    runner.sat_network.check_kind(kind)
    routing = runner.sat_config.get("wiredRouting", "OFF")
    if routing not in ("OFF", "off", "false", "0"):
        raise ScriptError("node-config -wiredRouting %s: satellite routing through wired "
                          "nodes is not implemented in nslab" % routing)
    node = simobj.sim.node()
    sat = runner.sat_network.add_node(node, kind)
    obj = runner.register(SatNodeObject)
    obj.node, obj.sat = node, sat
    obj.instvars.update(id_=str(node.id), address_=str(node.id))
    simobj.instvars["Node_(%d)" % node.id] = obj.handle
    if kind == "geo-repeater":
        sat.uplink, sat.downlink = _channel(runner), _channel(runner)
        sat.uplink.repeater = sat
        sat.uplink.listeners.append(sat)
        obj.instvars.update(uplink_=sat.uplink.handle, downlink_=sat.downlink.handle)
    return obj.handle


def _channel(runner):
    obj = runner.register(SatChannelObject)
    obj.chan = SatChannel(obj.handle)
    return obj.chan


def trace_all_satlinks(simobj, channel):
    network = getattr(simobj.runner, "sat_network", None)
    if network is not None:
        network.trace_all(simobj.runner.output(channel))
