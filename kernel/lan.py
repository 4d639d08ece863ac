"""Wired LANs: ns-2's `$ns make-lan` / `$ns newLan` for the Python API.

A LAN is a virtual node with an id of its own (as ns-2's LanNode, which routing
sees joined to each member by a link each way).  Each member reaches it through an
interface: link layer with the LAN's delay, a DropTail interface queue and a
CSMA/CD MAC (ns-2's Mac/802_3) on a shared channel; the kernel's part is in
kernel/lan/.  Here the LAN's node and its member links are made, given to routing,
and traced as the script's `trace-all` and `namtrace-all` ask.  What ns-2's make-lan
takes beyond that (another link layer, queue, MAC, channel or physical layer, MAC
collision traces) stops with an error naming it.
"""
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


def check_lan_routes(sim):
    """ScenarioError when a LAN lies on a loop of links.  ns-2 gives a LAN crossing the
    cost of one link (0.5 each way) where nslab's routes count two hops; the routes agree
    only when no other path competes with the LAN, that is when no two of its members are
    connected except through it."""
    lans = [n for n in sim.nodes if getattr(n, "lan", False)]
    if not lans:
        return
    edges = list(sim.links) + [(a, b) for a, b, _ in sim.lan_links]
    for lan in lans:
        parent = list(range(len(sim.nodes)))

        def root(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for a, b in edges:
            if lan.id not in (a, b):
                parent[root(a)] = root(b)
        seen = {}
        for member in lan.members:
            other = seen.setdefault(root(member.id), member)
            if other is not member:
                raise ScenarioError(
                    "make-lan: nodes %d and %d are joined by LAN %d and by other links: routing "
                    "over a LAN that lies on a loop of links is not implemented in nslab (ns-2 "
                    "counts a LAN crossing as one hop, nslab's routes as two)"
                    % (other.id, member.id, lan.id))
