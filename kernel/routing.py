"""The routes of a wired topology, computed when a Simulator starts its run.

ns-2's default static routing: every node reaches every other along a path with the
fewest hops; among equal paths the first found wins, exploring a node's outgoing links
in order of their far end.  `first_hop_table` gives, for each (source, destination), the
link a packet takes first (-1: none, or the node itself); `compute_routes` installs that
table in the kernel and checks that every connected pair of wired agents has a route
both ways (the wireless nodes are routed by their routing agents instead).
"""
import heapq

from .errors import ScenarioError


def first_hop_table(node_count, links):
    """table[src][dst]: the id of the first link on a shortest path from src to dst
    (-1 when dst is src or unreachable).  links: {(a, b): link} of simplex links."""
    n = node_count
    out = {}
    for (a, b), link in links.items():
        out.setdefault(a, []).append((b, link.id))
    table = []
    for src in range(n):
        dist, first = {src: 0}, {src: -1}
        done = set()
        heap = [(0, src)]
        while heap:
            d, u = heapq.heappop(heap)
            if u in done:
                continue
            done.add(u)
            for v, lid in sorted(out.get(u, [])):
                nd = d + 1
                if v not in dist or nd < dist[v]:
                    dist[v] = nd
                    first[v] = lid if u == src else first[u]
                    heapq.heappush(heap, (nd, v))
        table.append([first.get(dst, -1) if dst != src else -1 for dst in range(n)])
    return table


def compute_routes(sim):
    """Install the routes of `sim`'s wired topology in its kernel; ScenarioError when
    two connected wired agents have no route between them."""
    table = first_hop_table(len(sim.nodes), sim.links)
    sim.kernel.set_routes(table)
    for src, dst in sim._connections:
        for a, b in ((src, dst), (dst, src)):      # data one way, acks the other
            if a.node.mobile or b.node.mobile:
                continue        # routed by the wireless routing agents
            if a.node.id != b.node.id and table[a.node.id][b.node.id] < 0:
                raise ScenarioError("connect %r -> %r: no route from node %d to node %d"
                                    % (src, dst, a.node.id, b.node.id))
