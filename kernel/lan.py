"""Wired LANs: ns-2's `$ns make-lan` / `$ns newLan` for the Python API.

A LAN is a virtual node with an id of its own (as ns-2's LanNode, which routing
sees joined to each member by a link each way).  Each member reaches it through an
interface: link layer with the LAN's delay, a DropTail interface queue and a
CSMA/CD MAC (ns-2's Mac/802_3) on a shared channel; the kernel's part is in
kernel/lan/.  Here the LAN's node and its member links are made, given to routing,
and traced as the script's `trace-all` and `namtrace-all` ask.  What ns-2's make-lan
takes beyond that (another link layer, queue, MAC, channel or physical layer, MAC
collision traces) stops with an error naming it.  A network with a LAN is routed here
(set_lan_routes), with ns-2's link costs, which count a LAN crossing as one link.
"""
import heapq
import math

from . import params as P
from ._kernel import lan_add_iface, lan_add_segment
from .errors import ScenarioError
from .sim_network import Node, resolve_parameter

CHANNEL_DELAY = 4e-6            # ns-2's `Channel set delay_ 4us`
SUPPORTED = {"llType": ("LL",), "ifqType": ("Queue/DropTail",), "macType": ("Mac/802_3",),
             "chanType": ("Channel",), "phyType": ("Phy/WiredPhy",)}


class LanNode(Node):
    """The LAN's virtual node: it takes a node id and has no agents."""
    lan = True

    def __init__(self, sim, nid, members, bandwidth, delay):
        super().__init__(sim, nid)
        self.members, self.bandwidth, self.delay = members, bandwidth, delay
        self.links = {}         # member id -> (link id member -> LAN, link id LAN -> member)

    def __repr__(self):
        return "<LanNode %d of %s>" % (self.id, " ".join(str(n.id) for n in self.members))


def check_types(**types):
    """ScenarioError naming the first LAN component nslab does not model."""
    for name, value in types.items():
        if value not in ("", None) and value not in SUPPORTED[name]:
            raise ScenarioError("make-lan: %s %s is not supported (nslab's LANs have: %s)"
                                % (name, value, ", ".join(SUPPORTED[name])))


def make_lan(sim, nodes, bandwidth, delay, **queue_params):
    """A LAN joining `nodes` (wired nodes of `sim`): bandwidth in bits/s or '10Mb',
    delay (each link layer's, so twice per crossing) in s or '10ms'; queue_params
    are the variables of each member's DropTail interface queue (limit_, ...), by
    ns-2 or Python name.  Returns the LanNode."""
    if not nodes:
        raise ScenarioError("make-lan: a LAN needs at least one node")
    for n in nodes:
        sim._check_node(n, "make-lan")
        if n.mobile or getattr(n, "lan", False):
            raise ScenarioError("make-lan: node %d is not a wired node" % n.id)
    bw = P.LINK["bandwidth_"].convert(bandwidth, "make-lan bandwidth")
    de = P.LINK["delay_"].convert(delay, "make-lan delay")
    table = P.QUEUE_CLASSES["DropTail"]
    settings = P.defaults(table)
    for key, value in queue_params.items():
        name = resolve_parameter(table, key, "Queue/DropTail")
        settings[name] = table[name].convert(value, "Queue/DropTail")
    P.check_queue("DropTail", settings, "Queue/DropTail")
    k = sim.kernel
    lan = LanNode(sim, k.add_node(), list(nodes), bw, de)
    sim.nodes.append(lan)
    seg = lan_add_segment(k, lan.id, CHANNEL_DELAY)
    links = sim.__dict__.setdefault("lan_links", [])
    for n in nodes:
        up = k.add_link(n.id, lan.id, bw, 0.0, max(settings["limit_"], 1))
        k.set_queue(up, "DropTail")
        for name, value in settings.items():
            k.link_set(up, name, value)
        down = k.add_link(lan.id, n.id, bw, 0.0, 1)
        lan_add_iface(k, seg, up, down, bw, de)
        lan.links[n.id] = (up, down)
        links += [(n.id, lan.id, up), (lan.id, n.id, down)]
        for lid in (up, down):
            if sim._trace_all is not None:
                k.set_link_trace(lid, sim._trace_all.id)
            if sim._namtrace_all is not None:
                k.set_link_namtrace(lid, sim._namtrace_all.id)
    return lan



def set_lan_routes(sim):
    """Give the kernel the routes ns-2's static routing computes for a network with
    LANs: the kernel's own routes count hops, but ns-2 gives a link cost 1 and each half
    of a LAN crossing (member -> LAN, LAN -> member) cost 0.5.  As ns-2's RouteLogic:
    Dijkstra from every node, the nearest unsettled node settled next (the lowest
    number among equals), a route replaced only by a strictly cheaper one."""
    hops = [(a, b, link.id, 1.0) for (a, b), link in sim.links.items()]
    hops += [(a, b, lid, 0.5) for a, b, lid in sim.lan_links]
    n = len(sim.nodes)
    out = [{} for _ in range(n)]                # node -> {neighbour: (cost, link id)}
    for a, b, lid, cost in hops:
        out[a][b] = (cost, lid)                 # ns-2 keeps the last link inserted
    table = []
    for src in range(n):
        dist = [math.inf] * n
        first = [-1] * n                        # first hop (a node) towards each node
        for v, (cost, _) in out[src].items():
            dist[v], first[v] = cost, v
        settled = [False] * n
        settled[src] = True
        waiting = [(dist[v], v) for v in out[src]]
        heapq.heapify(waiting)
        while waiting:
            best, o = heapq.heappop(waiting)    # nearest, then lowest number
            if settled[o] or best > dist[o]:
                continue
            settled[o] = True
            for w, (cost, _) in out[o].items():
                if not settled[w] and best + cost < dist[w]:
                    dist[w], first[w] = best + cost, first[o]
                    heapq.heappush(waiting, (dist[w], w))
        table.append([out[src][first[d]][1] if first[d] >= 0 and d != src else -1
                      for d in range(n)])
    sim.kernel.set_routes(table)
