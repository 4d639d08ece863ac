"""NixVector routing, `$ns set-nix-routing` (nslab.otcl; ns-2.35's nix/ and routealgo/,
and tcl/lib/ns-nix.tcl): stateless routing where each packet carries its path.  The
forwarding is the kernel's (kernel/core/nix.pxi); the vectors are computed here.

`set-nix-routing` gives the nodes made afterwards a Nix module (RtModule/Nix, whose
classifier replaces the node's entry) and makes `duplex-link` tell each end of the
other: a node's neighbours are listed in the order of its duplex links (a simplex link
adds none; a second duplex link to the same node lists it again).  At `$ns run` ns-2
computes no routes ("Using NixVector routing, skipping route computations").  The
vector from a node to a destination follows the breadth-first tree from the node over
those lists (a node's neighbours in list order): for each hop, the next node's index in
the hop's list, in GetBitl(list length - 1) bits (the bits of the largest index, at
least 1), packed from the top bit.  The kernel reads them back as 64-bit ns-2.35 does,
which sends packets elsewhere than the tree says and can end the run (core/nix.pxi).

Not modelled (an error names it): vectors longer than 32 bits.
"""
from .._kernel import NIX_VECTOR_TOO_LONG, nix_install
from ..errors import ScriptError
from .route_manual import make_module
from .base import TclObject

NIX_BITS_PER_WORD = 32


def bits_for(largest):
    """NixVec::GetBitl: bits that hold indices up to `largest` (at least 1)."""
    return max(1, int(largest).bit_length())


def bfs_parents(neighbours, root):
    """The breadth-first tree from `root`: each reached node's parent (root: None)."""
    parent, queue = {root: None}, [root]
    while queue:
        node = queue.pop(0)
        for nxt in neighbours[node]:
            if nxt not in parent:
                parent[nxt] = node
                queue.append(nxt)
    return parent


def nix_vector(neighbours, parent, src, dst):
    """(bits, length) of the vector from src to dst (length 0 when dst is unreached or
    src itself), or (0, NIX_VECTOR_TOO_LONG) past one 32-bit word."""
    if dst not in parent or dst == src:
        return 0, 0
    path = [dst]
    while path[-1] != src:
        path.append(parent[path[-1]])
    path.reverse()
    value, used = 0, 0
    for here, nxt in zip(path, path[1:]):
        n = bits_for(len(neighbours[here]) - 1)
        value = (value << n) | neighbours[here].index(nxt)
        used += n
    if used > NIX_BITS_PER_WORD:
        return 0, NIX_VECTOR_TOO_LONG
    return value << (NIX_BITS_PER_WORD - used), used


class NixRouting:
    """The neighbour lists duplex-link gave each node, and their vectors at `run`."""

    def __init__(self, runner):
        self.runner = runner
        self.neighbours = {}        # node id -> neighbour ids, in set-neighbor order

    def set_neighbor(self, a, b):
        self.neighbours.setdefault(a, []).append(b)

    def install(self):
        """ns-2's compute-flat-routes under nix routing: the message, then the vectors."""
        self.runner.tcl.call("puts", "Using NixVector routing, skipping route computations")
        sim = self.runner.sim
        n = len(sim.nodes)
        lists = [self.neighbours.get(i, []) for i in range(n)]
        adjacency = []
        for i, near in enumerate(lists):
            links = []
            for j in near:
                link = sim.links.get((i, j))
                if link is None:
                    raise ScriptError("set-nix-routing: node %d lists node %d as a neighbour "
                                      "but has no link to it" % (i, j))
                links.append(link.id)
            adjacency.append(links)
        nixl = [bits_for(len(near) - 1) for near in lists]
        vectors = []
        for src in range(n):
            parent = bfs_parents(lists, src)
            vectors.append([nix_vector(lists, parent, src, dst) for dst in range(n)])
        sim.kernel.set_routes([[-1] * n for _ in range(n)])
        nix_install(sim.kernel, adjacency, nixl, vectors)


class NixModuleObject(TclObject):
    """RtModule/Nix: one node's module."""
    tcl_class = "RtModule/Nix"
    node_obj = None

    def tcl_node(self):
        return self.node_obj.handle

    def tcl_route_notify(self, module):
        return ""


class NixCommands:
    """The Simulator's nix-routing commands (mixed into SimulatorObject)."""

    nix = None

    def tcl_set_nix_routing(self):
        """ns-nix.tcl: nix routing on, the Nix module for the nodes made from now on."""
        if self.nix is None:
            self.nix = NixRouting(self.runner)
            self.sim.route_protocol = self.nix.install

    def nix_node(self, node_obj):
        """A new node's Nix module, if nix routing is on; True if made."""
        if self.nix is None:
            return False
        make_module(node_obj, NixModuleObject, "Nix")
        return True

    def nix_duplex_link(self, a, b):
        """ns-lib's duplex-link under nix routing: each end told of the other."""
        if self.nix is not None:
            self.nix.set_neighbor(self._node(a).id, self._node(b).id)
            self.nix.set_neighbor(self._node(b).id, self._node(a).id)
