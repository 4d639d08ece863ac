# ns-2.35's GridKeeper (`new GridKeeper`, `dimension x y`, `addnode $node`, `$node radius r`;
# docs/ns2-behavior.md §11.13): once a GridKeeper has its dimensions, the wireless channel
# gives a transmission only to the nodes of the grid within the sender's radius (strictly
# closer than `radius`, in the plane), instead of to every node in carrier-sense range.
# The grid has 1 m cells; the nodes are visited cell by cell (x, then y, over the cells
# within ceil(radius) of the sender's), the node added last first within a cell, and each
# gets its copy in that order.  Only nodes that stay where they were added are modelled
# (nslab refuses setdest on a node of the grid, whose cell would change).

cdef inline int gk_align(int a, int b) noexcept:
    """aligngrid: a coordinate on the far edge belongs to the last cell."""
    return b - 1 if a == b else a


cdef void gk_add(Kernel k, MNode *m) noexcept:
    """`$gridkeeper addnode $node`: the node enters the cell of its position."""
    cdef WlState *w = k.wl
    w.gk_n += 1
    m.gk_seq = w.gk_n
    m.gk_cx = gk_align(<int>m.X, w.gk_dim_x)
    m.gk_cy = gk_align(<int>m.Y, w.gk_dim_y)


cdef inline bint gk_before(MNode *a, MNode *b) noexcept:
    """a is visited before b: lower cell x, then lower cell y, then added later."""
    if a.gk_cx != b.gk_cx:
        return a.gk_cx < b.gk_cx
    if a.gk_cy != b.gk_cy:
        return a.gk_cy < b.gk_cy
    return a.gk_seq > b.gk_seq


cdef int gk_neighbors(Kernel k, MNode *t, int *out) noexcept:
    """GridKeeper::get_neighbors: the ids of the grid's nodes within t's radius, in the
    order the grid is walked."""
    cdef WlState *w = k.wl
    cdef int cx, cy, adj, lox, hix, loy, hiy, i, j, n = 0
    cdef MNode *r
    cdef double sq = t.radius * t.radius
    mn_update_position(k, t)
    cx = gk_align(<int>t.X, w.gk_dim_x)
    cy = gk_align(<int>t.Y, w.gk_dim_y)
    adj = <int>ceil(t.radius)
    lox = max(0, cx - adj)
    hix = min(w.gk_dim_x - 1, cx + adj)
    loy = max(0, cy - adj)
    hiy = min(w.gk_dim_y - 1, cy + adj)
    for i in range(w.n_cap):
        r = w.nodes[i]
        if (r == NULL or r == t or r.gk_seq == 0 or not lox <= r.gk_cx <= hix
                or not loy <= r.gk_cy <= hiy):
            continue
        mn_update_position(k, r)
        if (r.X - t.X) * (r.X - t.X) + (r.Y - t.Y) * (r.Y - t.Y) < sq:
            j = n
            while j > 0 and gk_before(r, mnode(k, out[j - 1])):
                out[j] = out[j - 1]
                j -= 1
            out[j] = r.id
            n += 1
    return n
