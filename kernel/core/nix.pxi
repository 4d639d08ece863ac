# NixVector routing (ns-2.35's nix/: `$ns set-nix-routing`, Classifier/Nix, NixVec): the
# kernel half; the vectors are computed by the script side (nslab.otcl.route_nix).
#
# Each packet an agent sends carries the vector of its source node and destination:
# for each hop, the index of the next node among the hop's neighbours (in the order
# duplex-link told each node of them), in as many bits as the hop's largest index needs
# (at least one), packed from the top bit of a 32-bit word.  A node that is not the
# destination extracts the next index from the bit the packet has used so far, and
# sends the packet on the link to that neighbour.
#
# ns-2.35 built on a 64-bit machine (Debian's ns) extracts with a mask made for 32-bit
# longs: 0x80000000 shifted right n-1 times is, in a 64-bit long, one bit and not n, so
# an index of n bits reads as its last bit alone (0 or 1).  nslab extracts the same way, so
# packets take the hops ns-2's take; an index past the node's neighbours (or a vector
# used up: 0xffffffff) makes ns-2 print "Nix N out of range (0 - COUNT", the vector,
# and exit(0) at once, as nslab then does (Kernel.fault = ProcessExit(0)).
#
# The stamp is source routing's packet field, negative: -((pair + 1) * NIX_STRIDE + used),
# pair = source * nodes + destination.  Vectors longer than 32 bits (ns-2 chains words)
# are not modelled: a packet that needs one stops the run with an error naming it.

cdef enum:
    NIX_STRIDE = 64         # > 32 + the bits of one index: the stamp's `used` part
    NIX_TOO_LONG = -2       # a pair whose vector needs more than one 32-bit word

cdef struct NixState:
    int n                   # nodes when the vectors were computed
    int *adj_start          # node -> first of its neighbours' links in adj_links (n + 1)
    int *adj_links          # the link to each neighbour, in ns-2's order
    int *nixl               # node -> bits of one index at that node
    unsigned int *vec       # pair -> the vector's 32 bits
    int *alth               # pair -> bits the vector holds, or NIX_TOO_LONG


cdef void nix_state_free(NixState *s) noexcept:
    if s != NULL:
        free(s.adj_start)
        free(s.adj_links)
        free(s.nixl)
        free(s.vec)
        free(s.alth)
        free(s)


cdef inline void nix_stamp(Kernel k, Packet *p) noexcept:
    """Agent::initpkt's nix vector: the packet starts at bit 0 of its pair's vector."""
    cdef NixState *s = k.nix
    if 0 <= p.src_addr < s.n and 0 <= p.dst_addr < s.n:
        p.srcrt = -((p.src_addr * s.n + p.dst_addr + 1) * NIX_STRIDE)


cdef void nix_forward(Kernel k, int node, int pi) noexcept:
    """Classifier/Nix at `node` (not the packet's destination): the next hop's link."""
    cdef NixState *s = k.nix
    cdef Packet *p = pkt(k, pi)
    cdef int stamp = -p.srcrt
    cdef int pair = stamp // NIX_STRIDE - 1
    cdef long used = stamp % NIX_STRIDE
    cdef long n = s.nixl[node]
    cdef long neighbours = s.adj_start[node + 1] - s.adj_start[node]
    cdef unsigned long nix, mask
    if s.alth[pair] == NIX_TOO_LONG:
        kernel_fault(k, "set-nix-routing: the nix vector from node %d to node %d is longer "
                        "than 32 bits, which nslab does not model" % (pair // s.n, pair % s.n))
        pkt_free(k, pi)
        return
    if used + n > s.alth[pair]:
        nix = 0xffffffffUL             # NIX_NONE: the vector is used up
    else:
        mask = (<unsigned long>0x80000000UL >> (n - 1)) >> used      # one bit (see above)
        nix = (s.vec[pair] & mask) >> (32 - used - n)
        used += n
    if nix >= <unsigned long>neighbours:
        nix_out_of_range(k, nix, neighbours, s.vec[pair], s.alth[pair])
        pkt_free(k, pi)
        return
    p.srcrt = -((pair + 1) * NIX_STRIDE + <int>used)
    link_recv(k, s.adj_links[s.adj_start[node] + nix], pi)


cdef void nix_out_of_range(Kernel k, unsigned long nix, long neighbours, unsigned int vec,
                           int alth) noexcept:
    """ns-2's NixNode::GetNeighbor on a bad index: the message, the vector, exit(0)."""
    c_output(k, ("Nix %d out of range (0 - %d\n" % (nix, neighbours)).encode())
    c_output(k, ("Lth %3d ActualLth %3d Used %3d val[0] %08x\n" % (32, alth, 0, vec)).encode())
    if k.fault is None:
        k.fault = ProcessExit(0, "Classifier/Nix: index out of range")
    k.stop_requested = True


# ---- the Python side (nslab.otcl.route_nix) -------------------------------------------

def nix_install(Kernel k, adjacency, nixl, vectors):
    """The nix routing of `k`'s nodes: adjacency[node] = links to its neighbours in
    ns-2's order, nixl[node] = bits of an index there, vectors[src][dst] = (bits, length)
    (length NIX_TOO_LONG: not modelled)."""
    cdef int n = len(adjacency), i, j, m = 0
    cdef NixState *s
    if len(nixl) != n or len(vectors) != n or any(len(row) != n for row in vectors):
        raise KernelError("nix_install: one entry per node (%d)" % n)
    for row in adjacency:
        for lid in row:
            k._link(lid)
    nix_state_free(k.nix)
    k.nix = NULL
    s = <NixState *>calloc(1, sizeof(NixState))
    s.n = n
    s.adj_start = <int *>calloc(n + 1, sizeof(int))
    s.adj_links = <int *>calloc(max(1, sum(len(row) for row in adjacency)), sizeof(int))
    s.nixl = <int *>calloc(max(1, n), sizeof(int))
    s.vec = <unsigned int *>calloc(max(1, n * n), sizeof(unsigned int))
    s.alth = <int *>calloc(max(1, n * n), sizeof(int))
    for i in range(n):
        s.adj_start[i] = m
        for lid in adjacency[i]:
            s.adj_links[m] = lid
            m += 1
        s.nixl[i] = nixl[i]
        for j in range(n):
            s.vec[i * n + j] = vectors[i][j][0]
            s.alth[i * n + j] = vectors[i][j][1]
    s.adj_start[n] = m
    k.nix = s


NIX_VECTOR_TOO_LONG = NIX_TOO_LONG
