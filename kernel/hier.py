"""Hierarchical addresses: ns-2's `$ns set-address-format hierarchical` (or
`node-config -addressType hierarchical`) and the wired-cum-wireless scenarios
built on them.

A node gets an address of levels, domain.cluster.node ("1.0.2"), given when it is
made (`$ns node 1.0.2`, `Simulator.node(address="1.0.2")`).  ns-2 packs the levels
into one number, each level in its own bits: by default three levels of 9, 11 and
11 bits, the top level in the highest bits (`AddrParams NodeShift`/`NodeMask`), so
1.0.2 is 1 << 22 | 0 << 11 | 2 = 4194306.  Traces show the address instead of the
node id: the wired trace and nam as the dotted levels followed by `.port`, the
wireless trace as the number.

Routing: wired routes are ns-2's routes per level (nslab.hier_routes): towards the
destination's domain, else its cluster, else the node.  A wireless node behind a base
station (a mobile node made with `-wiredRouting ON`, linked to wired nodes) is reached
through the link into its domain or cluster; the base station has no wired route to
it and hands the packet to its routing agent (DSDV), which takes it on over the
radio.  A mobile node's DSDV sends a packet for another domain or cluster to its base
station (`$node base-station [AddrParams addr2id [$bs node-addr]]`) unless it has a
route to the destination itself.  Inside the kernel addresses stay node ids
(kernel/core/hier.pxi holds the tables this module computes when the run starts).
"""
from .errors import ParameterError

DEFAULT_BITS = (9, 11, 11)          # set-hieraddress 3 9 11 11 (ns-address.tcl)
ADDRESS_BITS = 31                   # ns-2's addresses: 31 bits (one for multicast)


class Hierarchy:
    """The address format and each node's address."""

    def __init__(self, bits=DEFAULT_BITS):
        if sum(bits) > ADDRESS_BITS or not bits or min(bits) < 1:
            raise ParameterError("set-address-format hierarchical: %d levels of %s bits do "
                                 "not fit in %d bits" % (len(bits), bits, ADDRESS_BITS))
        self.bits = tuple(bits)
        self.masks = [(1 << b) - 1 for b in bits]
        self.shifts = [sum(bits[i + 1:]) for i in range(len(bits))]
        self.addresses = {}         # node id -> tuple of level values

    @property
    def levels(self):
        return len(self.bits)

    def parse(self, text, what="address"):
        """The level values of "1.0.2"; ParameterError naming `what` if it is not one."""
        parts = str(text).split(".")
        try:
            values = tuple(int(p) for p in parts)
        except ValueError:
            raise ParameterError("%s %r: expected a hierarchical address like 0.1.2"
                                 % (what, text)) from None
        if len(values) != self.levels:
            raise ParameterError("%s %r: expected %d levels (AddrParams hlevel), got %d"
                                 % (what, text, self.levels, len(values)))
        for v, mask in zip(values, self.masks):
            if not 0 <= v <= mask:
                raise ParameterError("%s %r: a level must be 0..%d" % (what, text, mask))
        return values

    def number(self, values):
        """The address as one number (AddrParams addr2id)."""
        return sum(v << s for v, s in zip(values, self.shifts))

    def values(self, number):
        """The level values of an address number (AddrParams id2addr)."""
        return tuple((int(number) >> s) & m for s, m in zip(self.shifts, self.masks))

    @staticmethod
    def text(values):
        return ".".join(str(v) for v in values)

    def check_free(self, text):
        """ParameterError unless `text` is an address no node has yet."""
        values = self.parse(text, "node")
        for other, have in self.addresses.items():
            if have == values:
                raise ParameterError("node %s: address already taken by node %d" % (text, other))

    def assign(self, node_id, text):
        """Give node `node_id` its address (check_free first)."""
        self.check_free(text)
        self.addresses[node_id] = self.parse(text, "node")

    def address_of(self, node_id):
        return self.text(self.addresses[node_id])

    def node_of(self, number):
        """The node whose address is `number`; ParameterError if none."""
        values = self.values(number)
        for nid, have in self.addresses.items():
            if have == values:
                return nid
        raise ParameterError("no node has address %s (%s)" % (number, self.text(values)))

    def nam_lines(self):
        """ns-2's dump-namaddress: the levels, then each level's mask and shift."""
        lines = ["A -t * -n %d -p 0 -o 0x7fffffff -c 30 -a 1" % self.levels]
        lines += ["A -t * -h %d -m %d -s %d" % (i + 1, m, s)
                  for i, (m, s) in enumerate(zip(self.masks, self.shifts))]
        return lines

    def kernel_tables(self, n_nodes):
        """The kernel's tables (core/hier.pxi): per node its address number and its
        subnet (domain and cluster)."""
        missing = [nid for nid in range(n_nodes) if nid not in self.addresses]
        if missing:
            raise ParameterError("node %d has no hierarchical address (give one: $ns node "
                                 "0.0.%d)" % (missing[0], missing[0]))
        addrs = [self.number(self.addresses[nid]) for nid in range(n_nodes)]
        subnets = [a >> self.shifts[-2] if self.levels > 1 else 0 for a in addrs]
        return addrs, subnets


def sync(sim):
    """Hand the kernel the addresses (after each new node: traces written before the
    run, such as a traced variable's first line, print them too)."""
    h = sim.hier
    addrs, subnets = h.kernel_tables(len(sim.nodes))
    from ._kernel import Hierarchy as KernelHierarchy
    KernelHierarchy(sim.kernel).set_tables(list(zip(h.shifts, h.masks)), addrs, subnets)


def start(sim):
    """The routes of each level, when the run starts (after the flat routes' checks)."""
    from .hier_routes import route_table
    sync(sim)
    sim.kernel.set_routes(route_table(sim, sim.hier))
