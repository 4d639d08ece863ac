"""The routes of a wired topology, handed to the kernel when a Simulator starts its run.

ns-2's default static routing: every node reaches every other along a path with the
fewest hops; among equal paths the first found wins, exploring a node's outgoing links
in order of their far end.  The kernel computes a node's routes in C the first time a
packet needs them (kernel/core/routes.pxi), so a run pays only for the sources it uses and
no node-by-node table is ever built.  `compute_routes` gives the kernel the links and
checks that every connected pair of wired agents has a route both ways, or one way when
one of them never sends (a Null or LossMonitor sink: ns-2 runs a UDP flow over a simplex
link); the wireless nodes are routed by their routing agents instead.
"""
from . import params as P
from .errors import ScenarioError

_NEVER_SEND = ("null", "lossmon")


def compute_routes(sim):
    """Give `sim`'s kernel the wired links to route over; ScenarioError when two
    connected wired agents have no route between them."""
    if getattr(sim, "lan_links", None):
        from .lan import set_lan_routes     # imported only by scripts with a LAN (start-up)
        set_lan_routes(sim)         # ns-2's costs: a LAN crossing counts as one link
    else:
        sim.kernel.set_route_graph([(a, b, link.id) for (a, b), link in sim.links.items()])
    route = sim.kernel.route
    for src, dst in sim._connections:
        for a, b in ((src, dst), (dst, src)):      # data one way, acks the other
            if a.node.mobile or b.node.mobile:
                continue        # routed by the wireless routing agents
            if P.AGENT_CLASSES[a.cls][0] in _NEVER_SEND:
                continue        # nothing goes from a to b
            if a.node.id != b.node.id and route(a.node.id, b.node.id) < 0:
                raise ScenarioError("connect %r -> %r: no route from node %d to node %d"
                                    % (src, dst, a.node.id, b.node.id))
