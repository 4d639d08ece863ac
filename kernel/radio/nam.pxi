# The nam trace of wireless nodes (`$ns namtrace-all-wireless`, docs/ns2-behavior.md
# §4.3): the packet lines of every CMU trace point and the motion line of each
# setdest.  A node writes them when the nam file was open at its creation (m.nam).
# (ns-2 makes the agent-level trace points when an agent is attached: a nam file opened
# between the node's creation and the attachment gets that agent's AGT lines only; not
# modelled.)
#
# Each trace point that writes a line to the trace file (wl_trace) also writes
# nam lines, as ns-2's CMUTrace does when a nam channel is attached:
#   * a send ('s', forwards included) gives three lines, `+` (with a trailing
#     space), `-` and `h`;
#   * a receive gives an `r` line, except at the routing layer for a packet not
#     addressed to the broadcast address;
#   * a drop gives a `d` line.
# The fields: the clock (%.9f), the node, the next hop (-1 unless it names a node),
# the packet type (a MAC frame by its subtype), size, a fixed colour 2 and
# attribute 0, uid and the trace level.  Energy models (whose colour lines ns-2
# adds here) are not modelled.
#
# A setdest gives `n -t T -s NODE -x X -y Y -U VX -V VY -T DURATION` (all %f),
# the duration being the distance over the speed, or 0 when the node stays.


cdef inline int nam_next_hop(Kernel k, WlHdr *h) noexcept:
    """The next hop as a node id (ns-2 looks the address up among its nodes)."""
    return h.next_hop if 0 <= h.next_hop < k.n_nodes else -1


cdef const char *nam_type_name(Packet *p, WlHdr *h) noexcept:
    """The packet type nam shows: an 802.11 frame by its subtype, else its type (S-MAC's
    frames are all "smac")."""
    if p.ptype == PT_SMAC:
        return b"smac"
    if p.ptype == PT_MAC:
        if h.fc_subtype == FS_RTS:
            return b"RTS"
        if h.fc_subtype == FS_CTS:
            return b"CTS"
        if h.fc_subtype == FS_ACK:
            return b"ACK"
        return b"UNKN"
    return WL_NAMES[wl_name(p, h)]


cdef void nam_wl_line(Kernel k, MNode *m, char ev, int level, int pi, bint trailing_space) noexcept:
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    cdef char *start = out_reserve(k, m.nam)
    cdef char *s = start
    s[0] = ev
    s = put_str(s + 1, b" -t ")
    s = put_fixed(s, k.now, 9)
    s = put_str(s, b" -s ")
    s = put_int(s, m.id)
    s = put_str(s, b" -d ")
    s = put_int(s, nam_next_hop(k, h))
    s = put_str(s, b" -p ")
    s = put_str(s, nam_type_name(p, h))
    s = put_str(s, b" -e ")
    s = put_int(s, p.size)
    s = put_str(s, b" -c 2 -a 0 -i ")
    s = put_int(s, p.uid)
    s = put_str(s, b" -k ")
    s = put_str(s, LEVEL_NAMES[level])
    if trailing_space:
        s[0] = b' '
        s += 1
    s[0] = b'\n'
    k.outs[m.nam].len += (s + 1) - start


cdef void nam_wl_event(Kernel k, MNode *m, char op, int level, int pi) noexcept:
    """The nam lines of one trace-point event (op 's', 'r' or 'd', before a send
    by the routing layer is renamed a forward)."""
    if op == b's':
        nam_wl_line(k, m, b'+', level, pi, True)
        nam_wl_line(k, m, b'-', level, pi, False)
        nam_wl_line(k, m, b'h', level, pi, False)
    elif op == b'r':
        if level == LV_RTR and hier_addr(k.hier, pkt(k, pi).dst_addr) != -1:
            return      # (with hierarchical addresses the broadcast address is no -1 either)
        nam_wl_line(k, m, b'r', level, pi, False)
    else:
        nam_wl_line(k, m, b'd', level, pi, False)


cdef void nam_wl_motion(Kernel k, MNode *m, double length) noexcept:
    """The motion line of a setdest (length: the distance to the destination,
    used only when the node moves)."""
    cdef double v = m.speed * sqrt(m.dX * m.dX + m.dY * m.dY)
    cdef char *s = out_reserve(k, m.nam)
    cdef int n = snprintf(s, OUT_SLACK, b"n -t %f -s %d -x %f -y %f -U %f -V %f -T %f\n",
                          k.now, m.id, m.X, m.Y, m.speed * m.dX, m.speed * m.dY,
                          length / v if v != 0 else 0.0)
    k.outs[m.nam].len += min(n, OUT_SLACK - 1)      # a huge number cuts the line short
