"""Algorithmic routing, `$ns rtproto Algorithmic` (nslab.otcl; ns-2.35's
tcl/rtglib/algo-route-proto.tcl and Simulator compute-algo-routes): routes along a
spanning tree, whatever the link costs, computed from addresses rather than tables.

At `$ns run` a breadth-first search from node 0 over the links (each link's ends as
neighbours of each other, the links taken in the order Tcl lists ns-2's `link_` array,
each node's neighbours in the order first met) makes the tree; its rank is the largest
number of children of a node.  Each node gets a tree address: the root 0, the i-th child
(from 1) of the node at address a the address a * rank + i.  The next hop from address a
towards address b is found from b alone: b's ancestors are b's address stripped of its
last "digit" in base rank, one step at a time, down to the first at or below a; when that
is a itself the next hop is the child of a on the way, else a's parent.  Every node gets
the route to every other node this way, so packets follow the tree (a link that closes a
cycle is never used).

Not modelled (an error names them): nodes the search from node 0 does not reach, and a
tree edge with no link in the direction a route needs.
"""
from ..errors import ScriptError
from ..tcl_order import tcl_names_order


def spanning_tree(keys):
    """The breadth-first tree from node 0 over links named "src:dst" (in ns-2's array
    order): (children of each node, rank)."""
    adjacent = {}
    for key in keys:
        a, b = (int(x) for x in key.split(":"))
        for x, y in ((a, b), (b, a)):
            near = adjacent.setdefault(x, [])
            if y not in near:
                near.append(y)
    children, rank, seen, queue = {}, 0, {0}, [0]
    while queue:
        parent = queue.pop(0)
        children[parent] = []
        for nid in adjacent.get(parent, []):
            if nid not in seen:
                seen.add(nid)
                children[parent].append(nid)
                queue.append(nid)
        rank = max(rank, len(children[parent]))
    return children, rank


def tree_addresses(children, rank):
    """Each node's tree address and the node at each address."""
    address, node_at, queue = {}, {}, [(0, 0)]
    while queue:
        nid, addr = queue.pop(0)
        node_at[addr], address[nid] = nid, addr
        for i, child in enumerate(children.get(nid, []), start=1):
            queue.append((child, addr * rank + i))
    return address, node_at


def next_address(src, dst, rank):
    """The tree address of the next hop from address src towards address dst."""
    if src == dst:
        return src
    b, offset = dst, 0
    while b > src:
        offset, b = b % rank, b // rank
        if offset == 0:
            offset, b = rank, b - 1
    if b == src:
        return src * rank + offset
    return (src - 1) // rank


def algorithmic_routes(sim):
    """The route table (node x destination -> link id, -1 to itself) of `sim`'s links."""
    n = len(sim.nodes)
    children, rank = spanning_tree(tcl_names_order(["%d:%d" % pair for pair in sim.links]))
    address, node_at = tree_addresses(children, rank)
    missing = [nid for nid in range(n) if nid not in address]
    if missing and n > 1:
        raise ScriptError("rtproto Algorithmic: node %d is not connected to node 0 (ns-2's "
                          "algorithmic routing needs one connected network)" % missing[0])
    table = [[-1] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            if a == b:
                continue
            hop = node_at[next_address(address[a], address[b], rank)]
            link = sim.links.get((a, hop))
            if link is None:
                raise ScriptError("rtproto Algorithmic: the route from node %d to node %d "
                                  "needs a link from node %d to node %d, and there is none"
                                  % (a, b, a, hop))
            table[a][b] = link.id
    return table


def install(sim):
    """Make `sim`'s routes algorithmic at `run` (after the static ones)."""
    sim.route_protocol = lambda: sim.kernel.set_routes(algorithmic_routes(sim))
