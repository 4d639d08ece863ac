# The Python face of wired LANs (lan/types.pxi): nslab.lan builds a LAN's segment
# and its members' interfaces on kernel links made for them.

cdef LanState *lan_state(Kernel k) except NULL:
    if k.lan == NULL:
        k.lan = <LanState *>calloc(1, sizeof(LanState))
        if k.lan == NULL:
            raise MemoryError("LAN state")
    return k.lan


def lan_add_segment(Kernel k, int lan_node, double chan_delay):
    """A LAN's shared channel for virtual node `lan_node`; returns its index."""
    cdef LanState *s = lan_state(k)
    cdef LanSegment *g
    k._node(lan_node)
    if not chan_delay >= 0:
        raise KernelError("Channel delay_ must be >= 0 (got %r)" % chan_delay)
    s.segs = <LanSegment *>realloc(s.segs, (s.n_segs + 1) * sizeof(LanSegment))
    g = &s.segs[s.n_segs]
    memset(g, 0, sizeof(LanSegment))
    g.lan_node = lan_node
    g.chan_delay = chan_delay
    s.n_segs += 1
    return s.n_segs - 1


def lan_add_iface(Kernel k, int seg, int lid_up, int lid_down, double bandwidth,
                  double ll_delay):
    """Member lid_up's source node joins LAN `seg` through link lid_up (node -> LAN,
    its queue the interface queue) and lid_down (LAN -> node); returns the
    interface (its MAC address)."""
    cdef LanState *s = lan_state(k)
    cdef LanIface *fi
    cdef LanSegment *g
    cdef int f
    if not 0 <= seg < s.n_segs:
        raise KernelError("no LAN %d (have %d)" % (seg, s.n_segs))
    k._link(lid_up)
    k._link(lid_down)
    if not bandwidth > 0 or not ll_delay >= 0:
        raise KernelError("LAN: bandwidth must be > 0 and delay >= 0 (got %r, %r)"
                          % (bandwidth, ll_delay))
    g = &s.segs[seg]
    if k.links[lid_up].dst != g.lan_node or k.links[lid_down].src != g.lan_node \
            or k.links[lid_up].src != k.links[lid_down].dst:
        raise KernelError("LAN %d: links %d and %d do not join one node to it"
                          % (seg, lid_up, lid_down))
    s.ifs = <LanIface *>realloc(s.ifs, (s.n_ifs + 1) * sizeof(LanIface))
    f = s.n_ifs
    fi = &s.ifs[f]
    memset(fi, 0, sizeof(LanIface))
    fi.node = k.links[lid_up].src
    fi.segment = seg
    fi.lid_up = lid_up
    fi.lid_down = lid_down
    fi.bandwidth = bandwidth
    fi.ll_delay = ll_delay
    fi.retx_pkt = -1
    fi.rx_pkt = -1
    fi.retx_try = 1
    s.n_ifs += 1
    # the channel lists its interfaces newest first
    g.members = <int *>realloc(g.members, (g.n_members + 1) * sizeof(int))
    memmove(&g.members[1], &g.members[0], g.n_members * sizeof(int))
    g.members[0] = f
    g.n_members += 1
    k.links[lid_up].lan_iface = f + 1
    link_update_flags(k, &k.links[lid_up])
    return f
