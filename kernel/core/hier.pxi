# Hierarchical addresses (ns-2's `set-address-format hierarchical`, `node-config
# -addressType hierarchical`): what the kernel needs of them.
#
# Inside the kernel a packet's addresses stay node ids, as with flat addresses; the
# hierarchy shows in two places here (the wired routes of each level are computed in
# Python, nslab.hier_routes, and given to the kernel as a plain route table):
#   * traces print a node's hierarchical address: the wired trace and nam as the
#     dotted levels ("1.0.2", with ".port" after it), the wireless trace as the
#     number the levels make (each level's value shifted to its bits: 1.0.2 with
#     ns-2's default 9/11/11 bits is 1<<22 | 0<<11 | 2 = 4194306);
#   * DSDV on a mobile node sends a packet for another domain/cluster (`subnet`)
#     to its base station (radio/dsdv.pxi).
# The tables come from Python (nslab.hier) when the run starts; NULL: flat.

cdef enum:
    HIER_MAX_LEVELS = 8


cdef struct HierState:
    int n                   # nodes the tables cover
    int *addr               # node -> its hierarchical address as a number
    int *subnet             # node -> its domain and cluster (the levels but the last)
    int levels
    int shift[HIER_MAX_LEVELS]
    int mask[HIER_MAX_LEVELS]


cdef void hier_state_free(HierState *h) noexcept:
    if h == NULL:
        return
    free(h.addr); free(h.subnet)
    free(h)


cdef inline bint hier_covers(HierState *h, int node) noexcept:
    return h != NULL and 0 <= node < h.n


cdef inline int hier_addr(HierState *h, int node) noexcept:
    """The number a trace prints for address `node`: itself when flat; else the node's
    address, or for a non-node (IP_BROADCAST) its 31 address bits (ns-2's get_nodeaddr)."""
    if h == NULL:
        return node
    return h.addr[node] if 0 <= node < h.n else node & 0x7fffffff


cdef char *hier_put_addr(HierState *h, char *s, int node) noexcept:
    """Address `node` as a wired trace prints it: dotted levels, or the number."""
    cdef int i, a
    if not hier_covers(h, node):
        return put_int(s, node)
    a = h.addr[node]
    for i in range(h.levels):
        if i:
            s[0] = b'.'
            s += 1
        s = put_int(s, (a >> h.shift[i]) & h.mask[i])
    return s
