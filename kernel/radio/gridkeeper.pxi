# ns-2.35's GridKeeper (`new GridKeeper`, `dimension x y`, `addnode $node`, `$node radius r`;
# docs/ns2-behavior.md §11.17): once a GridKeeper has its dimensions, the wireless channel
# gives a transmission only to the nodes of the grid within the sender's radius (strictly
# closer than `radius`, in the plane), instead of to every node in carrier-sense range.
# The grid has 1 m cells; the nodes are visited cell by cell (x, then y, over the cells
# within ceil(radius) of the sender's), the node added last first within a cell, and each
# gets its copy in that order.  A node's cell is the one it was added in; when a node
# moves, set_destination schedules an event at each crossing of a cell border on its way
# (GridKeeper::new_moves, its odd rules at the corners included), which puts it first in
# the new cell.  (ns-2 aborts when such an event finds the node elsewhere, or a node that
# moves is not in the grid; nslab refuses setdest on a node outside the grid and moves a
# node that is elsewhere all the same.)

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


cdef inline void gk_schedule(Kernel k, MNode *m, double tm, int x, int y) noexcept:
    """A MoveEvent: `tm` from now the node enters cell (x, y) (one int: x * dim_y + y)."""
    cdef WlState *w = k.wl
    wl_schedule(k, tm, m.id, WS_GRID_MOVE,
                gk_align(x, w.gk_dim_x) * w.gk_dim_y + gk_align(y, w.gk_dim_y))


cdef void gk_moved(Kernel k, MNode *m, int cell) noexcept:
    """A MoveEvent's handler: the node leaves its cell and heads the new one's list."""
    cdef WlState *w = k.wl
    w.gk_n += 1
    m.gk_seq = w.gk_n
    m.gk_cx = cell // w.gk_dim_y
    m.gk_cy = cell - m.gk_cx * w.gk_dim_y


cdef void gk_new_moves(Kernel k, MNode *m) noexcept:
    """GridKeeper::new_moves: an event at each cell border the node's new heading crosses
    before its destination, x borders first, then y borders."""
    cdef WlState *w = k.wl
    cdef double x = m.X, y = m.Y
    cdef double vx = m.dX * m.speed, vy = m.dY * m.speed
    cdef double tm, pother
    cdef int i, j, endi
    if m.gk_seq == 0:
        return                  # not in the grid (ns-2 would abort at its first event)
    if vx > 0:
        endi = min(w.gk_dim_x - 1, <int>m.destX)
        for i in range(<int>x + 1, endi + 1):
            tm = (i - x) / vx
            pother = vy * tm + y
            j = <int>pother
            gk_schedule(k, m, tm, i, j)
    elif vx < 0:
        endi = <int>m.destX
        i = <int>x
        while i > endi:
            if i != w.gk_dim_x:
                tm = (i - x) / vx
                pother = vy * tm + y
                j = <int>pother
                gk_schedule(k, m, tm, i - 1, j)
            i -= 1
    if vy > 0:
        endi = min(w.gk_dim_y - 1, <int>m.destY)
        for j in range(<int>y + 1, endi + 1):
            tm = (j - y) / vy
            pother = vx * tm + x
            i = <int>pother
            if not (i == pother and i != 0 and i != w.gk_dim_x and vx != 0):
                gk_schedule(k, m, tm, i, j)
    elif vy < 0:
        endi = <int>m.destY
        j = <int>y
        while j > endi:
            if j != w.gk_dim_y:
                tm = (j - y) / vy
                pother = vx * tm + x
                i = <int>pother
                if not (i == pother and i != 0 and i != w.gk_dim_x and vx != 0):
                    gk_schedule(k, m, tm, i, j - 1)
            j -= 1
