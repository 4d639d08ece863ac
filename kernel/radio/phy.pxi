# Mobility, the wireless channel and the radio (docs/ns2-behavior.md §11.1, §11.2, §11.7).
#
# Positions are computed when needed, as MobileNode::update_position does:
# every query advances the node from its last update, so the same queries at
# the same times give the same doubles as ns-2.  The channel keeps its nodes in
# a list sorted by (lazily updated) x and delivers a copy of each packet to the
# nodes within distCST_ + 5 m, in list order, after the propagation delay (with a
# GridKeeper, to the grid's nodes within the sender's radius: radio/gridkeeper.pxi).

cdef double SPEED_OF_LIGHT = 300000000.0
cdef double PROP_PI = 3.1415926535897
cdef double XLIST_UPDATE_INTERVAL = 1.0
cdef double DBL_EPS = 2.220446049250313e-16


# ---- mobility ------------------------------------------------------------------

cdef void mn_update_position(Kernel k, MNode *m) noexcept:
    """MobileNode::update_position: move along the heading since the last update."""
    cdef double now = k.now
    cdef double interval = now - m.pos_time
    cdef double oldX = m.X
    if interval == 0.0 and m.pos_time != 0:
        return
    m.X += m.dX * (m.speed * interval)
    m.Y += m.dY * (m.speed * interval)
    if (m.dX > 0 and m.X > m.destX) or (m.dX < 0 and m.X < m.destX):
        m.X = m.destX
    if (m.dY > 0 and m.Y > m.destY) or (m.dY < 0 and m.Y < m.destY):
        m.Y = m.destY
    if oldX != m.X:
        chan_update_list(k, m, oldX)
    m.pos_time = now


cdef void mn_log_movement(Kernel k, MNode *m) noexcept:
    """The M line of the node's log target (the node by its address)."""
    cdef char *s
    if not (m.move_trace and wl_tracing(k, m)):
        return
    if m.out >= 0:
        s = out_reserve(k, m.out)
        k.outs[m.out].len += snprintf(s, OUT_SLACK, b"M %.5f %d (%.2f, %.2f, %.2f), (%.2f, %.2f), %.2f\n",
                                      k.now, hier_addr(k.hier, m.id), m.X, m.Y, m.Z, m.destX,
                                      m.destY, m.speed)
    if k.capture:
        wl_record_move(k, m)


cdef int mn_set_destination(Kernel k, MNode *m, double x, double y, double s) noexcept:
    """`$node setdest x y speed` (MobileNode::set_destination); -1 when the
    destination is not strictly inside the topography."""
    cdef double length = 0.0
    if x >= m.maxX or x <= 0.0:
        return -1
    if y >= m.maxY or y <= 0.0:
        return -1
    mn_update_position(k, m)
    m.destX = x
    m.destY = y
    m.speed = s
    m.dX = m.destX - m.X
    m.dY = m.destY - m.Y
    m.dZ = 0.0
    if m.destX != m.X or m.destY != m.Y:
        length = sqrt((m.dX * m.dX) + (m.dY * m.dY))
        m.dX /= length
        m.dY /= length
    m.pos_time = k.now
    mn_log_movement(k, m)
    if k.wl.gk_on:
        gk_new_moves(k, m)
    if m.nam >= 0:
        nam_wl_motion(k, m, length)
    return 0


cdef double mn_distance(Kernel k, MNode *a, MNode *b) noexcept:
    """MobileNode::distance (updates both positions, a first)."""
    cdef double xp, yp, zp
    mn_update_position(k, a)
    mn_update_position(k, b)
    xp = (a.X - b.X) * (a.X - b.X)
    yp = (a.Y - b.Y) * (a.Y - b.Y)
    zp = (a.Z - b.Z) * (a.Z - b.Z)
    return sqrt(xp + yp + zp)


# ---- the channel's x-sorted node list -------------------------------------------

cdef void chan_add_node(Kernel k, int c, MNode *m) noexcept:
    """WirelessChannel::addNodeToList: append at the end."""
    cdef WlChannel *ch = &k.wl.chans[c]
    cdef int t
    m.chan = c
    if ch.head < 0:
        ch.head = m.id
        m.prevX = -1
        m.nextX = -1
    else:
        t = ch.head
        while mnode(k, t).nextX >= 0:
            t = mnode(k, t).nextX
        mnode(k, t).nextX = m.id
        m.prevX = t
        m.nextX = -1
    ch.n += 1


cdef inline MNode *nx(Kernel k, int i) noexcept:
    return mnode(k, i) if i >= 0 else NULL


cdef void chan_sort(Kernel k, int c) noexcept:
    """WirelessChannel::sortLists: bubble sort of the list by x (stable)."""
    cdef WlChannel *ch = &k.wl.chans[c]
    cdef bint flag = True
    cdef MNode *m
    cdef MNode *q
    ch.sorted = True
    while flag:
        flag = False
        m = nx(k, ch.head)
        while m != NULL:
            if m.nextX >= 0 and m.X > mnode(k, m.nextX).X:
                flag = True
                q = mnode(k, m.nextX)
                m.nextX = q.nextX
                if q.nextX >= 0:
                    mnode(k, q.nextX).prevX = m.id
                q.nextX = m.id
                q.prevX = m.prevX
                m.prevX = q.id
                if q.prevX >= 0:
                    mnode(k, q.prevX).nextX = q.id
                if m.id == ch.head:
                    ch.head = m.prevX
            m = nx(k, m.nextX)


cdef void chan_update_list(Kernel k, MNode *m, double oldX) noexcept:
    """WirelessChannel::updateNodesList: move m to its place after a change of x."""
    cdef WlChannel *ch = &k.wl.chans[m.chan]
    cdef double X = m.X
    cdef bint skip = False
    cdef MNode *t
    if not ch.sorted:
        chan_sort(k, m.chan)
        return
    if m.nextX >= 0:
        if m.prevX >= 0:
            if mnode(k, m.nextX).X >= X and mnode(k, m.prevX).X <= X:
                skip = True
            else:
                mnode(k, m.nextX).prevX = m.prevX
                mnode(k, m.prevX).nextX = m.nextX
        else:
            if mnode(k, m.nextX).X >= X:
                skip = True
            else:
                mnode(k, m.nextX).prevX = -1
                ch.head = m.nextX
    elif m.prevX >= 0:
        if mnode(k, m.prevX).X <= X:
            skip = True
        else:
            mnode(k, m.prevX).nextX = -1
    if m.prevX < 0 and m.nextX < 0:
        skip = True
    if skip:
        return
    if X > oldX:
        t = m
        while t.nextX >= 0 and mnode(k, t.nextX).X < X:
            t = mnode(k, t.nextX)
        if t.nextX < 0:
            t.nextX = m.id
            m.prevX = t.id
            m.nextX = -1
        else:
            m.prevX = mnode(k, t.nextX).prevX
            m.nextX = t.nextX
            mnode(k, t.nextX).prevX = m.id
            t.nextX = m.id
    else:
        t = m
        while t.prevX >= 0 and mnode(k, t.prevX).X > X:
            t = mnode(k, t.prevX)
        if t.prevX < 0:
            t.prevX = m.id
            m.nextX = t.id
            m.prevX = -1
            ch.head = m.id
        else:
            m.nextX = mnode(k, t.prevX).nextX
            m.prevX = t.prevX
            mnode(k, t.prevX).nextX = m.id
            t.prevX = m.id


cdef int chan_affected(Kernel k, MNode *t, double radius, int *out) noexcept:
    """WirelessChannel::getAffectedNodes: the nodes within `radius` in x and y
    of t (t included), by the list's possibly stale positions; moving nodes not
    updated for over a second are updated first."""
    cdef WlChannel *ch = &k.wl.chans[t.chan]
    cdef double xmin = t.X - radius
    cdef double xmax = t.X + radius
    cdef double ymin = t.Y - radius
    cdef double ymax = t.Y + radius
    cdef int n = 0, i
    cdef MNode *q
    q = nx(k, ch.head)
    while q != NULL:
        out[n] = q.id
        n += 1
        q = nx(k, q.nextX)
    for i in range(n):
        q = mnode(k, out[i])
        if q.speed != 0.0 and (k.now - q.pos_time) > XLIST_UPDATE_INTERVAL:
            mn_update_position(k, q)
    n = 0
    q = t
    while q != NULL and q.X >= xmin:
        if q.Y >= ymin and q.Y <= ymax:
            out[n] = q.id
            n += 1
        q = nx(k, q.prevX)
    q = nx(k, t.nextX)
    while q != NULL and q.X <= xmax:
        if q.Y >= ymin and q.Y <= ymax:
            out[n] = q.id
            n += 1
        q = nx(k, q.nextX)
    return n


# ---- propagation -----------------------------------------------------------------

cdef inline double friis(double Pt, double Gt, double Gr, double lam, double L, double d) noexcept:
    """Friis free-space power at distance d (Propagation::Friis)."""
    cdef double M
    if d == 0.0:
        return Pt
    M = lam / (4 * PROP_PI * d)
    return (Pt * Gt * Gr * (M * M)) / L


cdef double prop_pr(Kernel k, MNode *t, MNode *r, double Pt) noexcept:
    """Received power at r of t's packet sent with power Pt, as the receiving radio's
    propagation model computes it: TwoRayGround here, the others in prop_pr_other."""
    cdef double rX, rY, rZ, tX, tY, tZ, d, hr, ht, crossover
    if r.prop != PROP_TWORAY:
        return prop_pr_other(k, t, r, Pt)
    mn_update_position(k, r)
    mn_update_position(k, t)
    rX = r.X + r.ant_x
    rY = r.Y + r.ant_y
    rZ = r.Z
    tX = t.X + t.ant_x
    tY = t.Y + t.ant_y
    tZ = t.Z
    d = sqrt((rX - tX) * (rX - tX) + (rY - tY) * (rY - tY) + (rZ - tZ) * (rZ - tZ))
    hr = rZ + r.ant_z
    ht = tZ + t.ant_z
    crossover = (4 * PROP_PI * ht * hr) / r.lam
    if d <= crossover:
        return friis(Pt, t.Gt, r.Gr, r.lam, r.L, d)
    return Pt * t.Gt * r.Gr * (hr * hr * ht * ht) / (d * d * d * d * r.L)


cdef double prop_pr_other(Kernel k, MNode *t, MNode *r, double Pt) noexcept:
    """FreeSpace (which prints each power, as ns-2's does), Shadowing and ShadowingVis."""
    cdef double rX, rY, rZ, tX, tY, tZ, d, Pr
    cdef char line[128]
    if r.prop == PROP_SHADOWING:
        return shadow_pr(k, r.prop_model, t, r, Pt)
    if r.prop == PROP_SHADOWING_VIS:
        return shadow_vis_pr(k, r.prop_model, t, r, Pt)
    mn_update_position(k, t)
    mn_update_position(k, r)
    tX = t.X + t.ant_x
    tY = t.Y + t.ant_y
    tZ = t.Z + t.ant_z
    rX = r.X + r.ant_x
    rY = r.Y + r.ant_y
    rZ = r.Z + r.ant_z
    d = sqrt((rX - tX) * (rX - tX) + (rY - tY) * (rY - tY) + (rZ - tZ) * (rZ - tZ))
    Pr = friis(Pt, t.Gt, r.Gr, r.lam, r.L, d)
    snprintf(line, sizeof(line), b"%lf: d: %lf, Pr: %e\n", k.now, d, Pr)
    c_output(k, line)
    return Pr


cdef double prop_dist(MNode *m, double Pr, double z) noexcept:
    """Propagation::getDist for the carrier-sense range (gains 1, antennas at z)."""
    if m.prop == PROP_SHADOWING or m.prop == PROP_SHADOWING_VIS:
        return SHADOW_NO_RANGE
    if m.prop == PROP_FREESPACE:
        return sqrt((m.Pt * 1.0 * 1.0 * m.lam * m.lam) / (m.L * Pr)) / (4 * PROP_PI)
    return sqrt(sqrt(m.Pt * 1.0 * 1.0 * (z * z * z * z) / Pr))


# ---- channel and radio -------------------------------------------------------------

cdef void chan_first_send(Kernel k, MNode *t) noexcept:
    """The first transmission: the highest antenna and the carrier-sense distance, which
    ns-2 computes (and prints) then.  The line is built on the heap: distCST_ may be
    DBL_MAX (309 digits), and a large buffer on chan_send's stack would keep the compiler
    from inlining chan_send into the MAC."""
    cdef WlState *w = k.wl
    cdef double z = 0
    cdef int i
    cdef char *line = <char *>malloc(400)
    c_output(k, b"channel.cc:sendUp - Calc highestAntennaZ_ and distCST_\n")
    for i in range(w.n_cap):
        if w.nodes[i] != NULL and w.nodes[i].chan == t.chan and w.nodes[i].ant_z > z:
            z = w.nodes[i].ant_z
    w.highest_z = z
    w.dist_cst = prop_dist(t, t.CSThresh, z)
    if line != NULL:
        snprintf(line, 400, b"highestAntennaZ_ = %0.1f,  distCST_ = %0.1f\n",
                 w.highest_z, w.dist_cst)
        c_output(k, line)
        free(line)


cdef void chan_send(Kernel k, MNode *t, int pi) noexcept:
    """WirelessPhy::sendDown + WirelessChannel::sendUp: stamp the packet and
    give every node in carrier-sense range its own copy after the propagation
    delay."""
    cdef WlState *w = k.wl
    cdef WlHdr *h = wh(k, pi)
    cdef int *aff
    cdef int n, i, c
    cdef MNode *r
    cdef double pd
    if t.em_out >= 0:                       # -OutgoingErrProc: between MAC and radio
        w.error_model(<void *>k, t.em_out, pi)
    if t.em != NULL and not em_send(k, t, pi):
        wl_free(k, pi)
        return
    h.tx_node = t.id
    h.tx_pr = t.Pt
    if w.highest_z == -1:
        chan_first_send(k, t)
    h.direction = DIR_UP
    if w.n_cap + 1 > w.cap_aff:
        w.cap_aff = w.n_cap + 1
        w.aff = <int *>realloc(w.aff, w.cap_aff * sizeof(int))
    aff = w.aff
    if w.gk_on:                             # a GridKeeper: the grid's nodes within radius
        n = gk_neighbors(k, t, aff)
    else:
        if not w.chans[t.chan].sorted:
            chan_sort(k, t.chan)
        n = chan_affected(k, t, w.dist_cst + 5, aff)
    for i in range(n):
        if aff[i] == t.id or (w.gk_on and mnode(k, aff[i]).chan != t.chan):
            continue
        r = mnode(k, aff[i])
        c = wl_copy(k, pi)
        pd = mn_distance(k, t, r) / SPEED_OF_LIGHT
        if pd == 0.0:
            pd = 2 * DBL_EPS
        wl_schedule(k, pd, r.id, WS_PHY_RX, c)
    wl_free(k, pi)


cdef void phy_recv(Kernel k, MNode *m, int pi) noexcept:
    """WirelessPhy::sendUp: below CSThresh the radio does not notice the
    packet; below RXThresh it senses but cannot decode it (error set)."""
    cdef WlHdr *h = wh(k, pi)
    cdef double Pr
    if m.em != NULL and not em_hears(m):
        wl_free(k, pi)
        return
    Pr = prop_pr(k, mnode(k, h.tx_node), m, h.tx_pr)
    h.rx_pr = Pr
    h.cp_thresh = m.CPThresh
    if Pr < m.CSThresh:
        wl_free(k, pi)
        return
    if Pr < m.RXThresh:
        h.error = 1
    if m.em != NULL:
        em_received(k, m, pi)
    if m.em_in >= 0:
        k.wl.error_model(<void *>k, m.em_in, pi)
    wl_mac_recv(k, m, pi)


cdef void wl_error_model_call(void *k, int eid, int pi) noexcept:
    """wl_error_model as WlState.error_model calls it."""
    wl_error_model(<Kernel>k, eid, pi)


cdef void wl_error_model(Kernel k, int eid, int pi) noexcept:
    """ErrorModel::recv on a mobile node's interface: a hit marks the packet as in
    error (the receiving MAC then discards it); nothing is dropped here, as the
    model has no drop target there."""
    wh(k, pi).error |= em_corrupt(k, &k.ems[eid], pkt(k, pi))
