"""Manual routing, `$ns rtproto Manual` (nslab.otcl; ns-2.35's Agent/rtProto/Manual and
RtModule/Manual of tcl/rtglib/route-proto.tcl and tcl/lib/ns-rtmodule.tcl): the script
sets every route itself and ns-2 computes none, not even the static ones at `$ns run`.

`rtproto Manual` turns the module on for the nodes made afterwards (ns-2's `Node
enable-module Manual`).  Such a node's `get-module Manual` is its module, whose
`add-route-to-adj-node ?-default? NODE` routes over the link to the neighbour NODE:
the packets addressed to NODE, or with `-default` every packet the node has no route
for; `add-route DST TARGET` does the same with a link's head as TARGET (DST an address
or `default`).  A later route to the same destination replaces the earlier one, as the
module's hash classifier does.  A node delivers the packets addressed to itself; a
packet for which its node has neither a route nor a default goes nowhere.  Nodes and
links may be made while the simulation runs (ns-2's many_tcp.tcl makes its clients so):
the kernel's table is rewritten whenever a route is added.

Not modelled (an error names it): Manual beside another routing protocol, and a route
whose target is anything but a link's head.
"""
from ..errors import ScriptError
from . import handles
from .base import TclObject, _number


class ManualRouting:
    """The routes the script gave each node with a Manual module."""

    def __init__(self, sim):
        self.sim = sim
        self.routes = {}        # node id -> {destination address: link id}
        self.defaults = {}      # node id -> link id of its default route

    def add(self, nid, dst, link_id):
        if dst == "default":
            self.defaults[nid] = link_id
        else:
            self.routes.setdefault(nid, {})[dst] = link_id
        if self.installed:
            self.install()

    installed = False       # until `$ns run`, which installs the table first

    def table(self):
        """The kernel's route table: node x destination -> link id (-1: itself or none)."""
        n = len(self.sim.nodes)
        rows = []
        for a in range(n):
            own, default = self.routes.get(a, {}), self.defaults.get(a, -1)
            rows.append([-1 if a == b else own.get(b, default) for b in range(n)])
        return rows

    def install(self):
        """At `$ns run` (in place of the static routes) and after each route added."""
        self.installed = True
        self.sim.kernel.set_routes(self.table())


def manual_routing(runner):
    """The script's ManualRouting, made at its first use."""
    if getattr(runner, "manual_routing", None) is None:
        runner.manual_routing = ManualRouting(runner.sim)
        runner.sim.route_protocol = runner.manual_routing.install
    return runner.manual_routing


class ManualModuleObject(TclObject):
    """RtModule/Manual: one node's module."""
    tcl_class = "RtModule/Manual"
    node_obj = None

    def tcl_node(self):
        return self.node_obj.handle

    def tcl_add_route_to_adj_node(self, *args):
        dst = None
        if args[:1] == ("-default",):
            dst, args = "default", args[1:]
        if len(args) != 1:
            raise ScriptError("ManualRtNode::add-route-to-adj-node [-default] node")
        neighbour = self.runner.lookup(args[0])
        node = getattr(neighbour, "node", None)
        if node is None:
            raise ScriptError("add-route-to-adj-node: %r is not a node" % args[0])
        if dst is None:
            dst = node.address
        self._add(dst, self.runner.sim.link(self.node_obj.node, node).id)

    def tcl_add_route(self, dst, target):
        """`add-route DST TARGET`, TARGET the head of one of the node's links."""
        link = link_of_head(self.runner, target)
        if link is None or link.src is not self.node_obj.node:
            raise ScriptError("%s add-route %s %s: a Manual route to anything but the head "
                              "of one of the node's links is not implemented in nslab"
                              % (self.handle, dst, target))
        self._add(dst, link.id)

    def _add(self, dst, link_id):
        if dst != "default":
            dst = int(_number(dst, "add-route: destination address"))
        manual_routing(self.runner).add(self.node_obj.node.id, dst, link_id)


def link_of_head(runner, target):
    """The link whose head has ns-2's handle `target`, or None."""
    for link in runner.sim.links.values():
        first = runner.link_handles.get(link.id)
        if first is not None and target == "_o%d" % (first + handles.HEAD_OFFSET):
            return link
    return None


def make_module(node_obj, cls=ManualModuleObject, name="Manual"):
    """A new node's routing module beside Base (Manual, or Nix for nslab.otcl.route_nix),
    with the handles ns-2 gives it: after the node's base module and classifier; the
    module's own classifier follows."""
    runner = node_obj.runner
    runner.reserve(handles.NODE_PARTS)
    module = runner.register(cls)
    module.node_obj = node_obj
    runner.reserve(handles.MODULE_CLASSIFIER_PARTS)
    node_obj.modules[name] = module
    return module


def check_protocols(protocols):
    """At `$ns run`: Manual must route alone."""
    if "Manual" in protocols and len(protocols) > 1:
        raise ScriptError("rtproto Manual beside %s is not implemented in nslab"
                          % ", ".join(p for p in protocols if p != "Manual"))
