# The Python face of hierarchical addresses (core/hier.pxi): nslab.hier hands the
# kernel its tables when the run starts.

@cython.final
cdef class Hierarchy:
    """The hierarchical addresses of a Kernel's nodes."""
    cdef Kernel k

    def __cinit__(self, Kernel k):
        self.k = k

    def set_tables(self, list levels, list addrs, list subnets):
        """levels: (shift, mask) of each level, top first; then per node id its
        address as a number and its subnet (the levels but the last)."""
        cdef Kernel k = self.k
        cdef int n = k.n_nodes, i
        cdef HierState *h
        if not 1 <= len(levels) <= HIER_MAX_LEVELS:
            raise KernelError("hierarchical addresses: 1 to %d levels, got %d"
                              % (HIER_MAX_LEVELS, len(levels)))
        if not len(addrs) == len(subnets) == n:
            raise KernelError("hierarchical addresses: one entry per node (%d) in each table" % n)
        h = <HierState *>calloc(1, sizeof(HierState))
        if h == NULL:
            raise MemoryError("hierarchical addresses")
        h.addr = <int *>malloc(max(n, 1) * sizeof(int))
        h.subnet = <int *>malloc(max(n, 1) * sizeof(int))
        if h.addr == NULL or h.subnet == NULL:
            hier_state_free(h)
            raise MemoryError("hierarchical addresses")
        h.n = n
        h.levels = len(levels)
        for i, (shift, mask) in enumerate(levels):
            h.shift[i] = shift
            h.mask[i] = mask
        for i in range(n):
            h.addr[i] = addrs[i]
            h.subnet[i] = subnets[i]
        hier_state_free(k.hier)
        k.hier = h
