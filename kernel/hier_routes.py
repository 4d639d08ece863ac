"""ns-2's hierarchical static routes (nslab.hier): each node's next hop towards every
other domain, every other cluster of its domain and every other node of its cluster.

ns-2 does not route over the whole graph.  For each cluster it builds a small graph
whose vertices are the cluster's nodes, its domain's clusters and all domains, in that
order; a link between two nodes of the cluster joins their vertices, a link from one of
its nodes into another cluster (or domain) joins the node to that cluster's (domain's)
vertex, links between other clusters of the domain join cluster vertices, and links
between other domains join domain vertices (`hier-insert`).  From each node it grows a
tree of cheapest paths (every link costs 1), taking at each step the nearest vertex not
yet reached, the lowest-numbered among equals, and keeping the first hop.  A first hop
that is a cluster or domain vertex stands for the node across the node's link into it
(when a node has several, the link listed last in Tcl's order of `link_`).  A packet
takes the route of the first level where its destination's address differs from the
node's: the domain, else the cluster, else the node; a destination without one goes to
the node's default target (a base station's routing agent).  The routes can differ from
flat routing's fewest-hop paths when clusters or domains are joined in a cycle.
"""
from .errors import ParameterError
from .tcl_order import tcl_names_order

INFINITY = 0x3fff           # ns-2's unreachable cost


def route_table(sim, hier):
    """routes[u][d]: the link from node u towards node d, -1 for none (the
    kernel's set_routes table)."""
    if hier.levels != 3:
        raise ParameterError("hierarchical routes: ns-2 computes them for 3 levels, not %d"
                             % hier.levels)
    addrs = hier.addresses
    n = len(sim.nodes)
    links = [tuple(int(x) for x in key.split(":"))
             for key in tcl_names_order(["%d:%d" % pair for pair in sim.links])]
    graphs = {}
    for src, dst in links:
        for cluster in _clusters_seeing(addrs[src], addrs[dst], addrs):
            graphs.setdefault(cluster, _Graph()).insert(addrs[src], addrs[dst], cluster)
    by_addr = {a: nid for nid, a in addrs.items()}
    routes = [[-1] * n for _ in range(n)]
    for u in range(n):
        if sim.nodes[u].mobile and not sim.nodes[u].wired_routing:
            continue            # routed by its routing agent
        graph = graphs.get(addrs[u][:2])
        if graph is None:
            continue
        hops = graph.first_hops(addrs[u][2])
        for d in range(n):
            target = _vertex_for(addrs[u], addrs[d])
            across = graph.node_across(addrs[u], hops.get(target)) if target else None
            nid = by_addr.get(across)
            if nid is not None and (u, nid) in sim.links:
                routes[u][d] = sim.links[u, nid].id
    return routes


def _clusters_seeing(a, b, addrs):
    """The clusters whose graphs a link a -> b enters (hier_insert)."""
    if a[:2] == b[:2]:
        return [a[:2]]
    if a[0] == b[0]:
        return sorted({x[:2] for x in addrs.values() if x[0] == a[0]})
    return sorted({x[:2] for x in addrs.values()})


def _vertex_for(src, dst):
    """The vertex a node's classifiers look up for dst: its domain, its cluster or
    itself (None: dst is the node itself)."""
    if src[0] != dst[0]:
        return ("d", dst[0])
    if src[1] != dst[1]:
        return ("c", dst[1])
    if src[2] != dst[2]:
        return ("n", dst[2])
    return None


_ORDER = {"n": 0, "c": 1, "d": 2}       # nodes, then clusters, then domains


class _Graph:
    """The graph of one cluster (RouteLogic's hadj_ for it) and its border links."""

    def __init__(self):
        self.adj = {}           # vertex -> {vertex: cost}
        self.across = {}        # (node, vertex) -> the address across its link

    def insert(self, a, b, cluster):
        """The link a -> b as the graph of `cluster` sees it (hier_insert)."""
        if a[:2] == b[:2]:
            self._edge(("n", a[2]), ("n", b[2]))
        elif a[0] == b[0]:
            self._edge(("c", a[1]), ("c", b[1]))
            self._border(a, b, ("c", b[1]), cluster)
        else:
            self._edge(("d", a[0]), ("d", b[0]))
            if a[0] == cluster[0]:
                self._edge(("c", a[1]), ("d", b[0]))
            self._border(a, b, ("d", b[0]), cluster)

    def _border(self, a, b, vertex, cluster):
        """A link from a node of this cluster into another cluster or domain."""
        if a[:2] == cluster:
            self._edge(("n", a[2]), vertex)
            self.across[a[2], vertex] = b

    def _edge(self, u, v):
        self.adj.setdefault(u, {})[v] = 1

    def first_hops(self, node):
        """{vertex: first hop} from node `node` (hier_compute_routes): grow the tree by
        the nearest unreached vertex, the lowest-numbered first."""
        k = ("n", node)
        key = lambda v: (_ORDER[v[0]], v[1])
        cost = {v: c for v, c in self.adj.get(k, {}).items() if v != k}
        first = {v: v for v in cost}
        reached = {k}
        while True:
            candidates = [v for v in cost if v not in reached and cost[v] < INFINITY]
            if not candidates:
                return first
            o = min(candidates, key=lambda v: (cost[v], key(v)))
            reached.add(o)
            for w, c in self.adj.get(o, {}).items():
                if w not in reached and cost[o] + c < cost.get(w, INFINITY):
                    cost[w] = cost[o] + c
                    first[w] = first[o]

    def node_across(self, src, hop):
        """The address a first hop stands for (get_address), None for no route."""
        if hop is None:
            return None
        if hop[0] == "n":
            return (src[0], src[1], hop[1])
        return self.across.get((src[2], hop))
