"""Source routing in a script (ns-2's ns-srcrt.tcl and src_rtg): `$ns src_rting 1`
gives each wired node made afterwards a source-routing agent (`$node set src_agent_`,
attached first, so it takes port 0 as in ns-2), whose `install_connection fid src dst
n0 n1 ...` stores the route of a flow; an agent whose `target` is that agent has its
packets follow the route of their flow id.  The forwarding is the kernel's
(kernel/core/source_route.pxi).
"""
from .._kernel import srcrt_aim, srcrt_install
from ..errors import ScriptError
from .base import TclObject, _number


class SourceRouteAgentObject(TclObject):
    """Agent/SRAgent: a node's source-routing agent and its table of routes."""
    tcl_class = "Agent/SRAgent"
    node = None
    agent = None        # the kernel agent holding its port (a null agent)

    def tcl_install_connection(self, fid, src, dst, *hops):
        """The route of flow `fid`: the nodes `hops` (src and dst are not used)."""
        srcrt_install(self.runner.sim.kernel, self.node.id,
                      int(_number(fid, "install_connection: flow id")),
                      [int(_number(h, "install_connection: node")) for h in hops])

    def tcl_port(self):
        return self.agent["agent_port_"]

    def tcl_reset(self):
        return "reset done"

    def tcl_install_slot(self, *args):
        raise ScriptError("%s install_slot: nslab fills the source-routing agent's slots "
                          "from the node's links itself (setting them by hand is not "
                          "implemented)" % self.handle)


class SourceRouteCommands:
    """The Simulator's source-routing switch (mixed into SimulatorObject)."""

    source_routing = False

    def tcl_src_rting(self, *args):
        """ns-srcrt.tcl's src_rting: the nodes made from now on route by source route
        (any argument turns it on, as in ns-2)."""
        self.source_routing = True

    def source_route_node(self, node_obj):
        """A new node's source-routing agent, when src_rting is on (wired nodes)."""
        if not self.source_routing:
            return
        if node_obj.node.mobile:
            raise ScriptError("src_rting: source routing of wireless nodes is not implemented "
                              "in nslab")
        sr = self.runner.register(SourceRouteAgentObject)
        sr.node = node_obj.node
        sr.agent = self.sim.agent("Agent/Null")
        self.sim.attach_agent(node_obj.node, sr.agent)
        node_obj.instvars["src_agent_"] = sr.handle


def aim_agent(agent_obj, target):
    """`$agent target OBJ`: the agent's node's source-routing agent is the target nslab
    implements (what the agent sends then follows its flow's source route)."""
    sr = agent_obj.runner.lookup(target)
    if not isinstance(sr, SourceRouteAgentObject):
        raise ScriptError("%s target %s: an agent's target other than its node's "
                          "source-routing agent (src_agent_) is not implemented in nslab"
                          % (agent_obj.handle, target))
    if agent_obj.agent.node is not sr.node:
        raise ScriptError("%s target %s: the source-routing agent of another node than the "
                          "agent's is not implemented in nslab" % (agent_obj.handle, target))
    srcrt_aim(agent_obj.runner.sim.kernel, agent_obj.agent.id, True)
