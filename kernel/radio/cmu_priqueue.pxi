# CMUPriQueue, the interface queue ns-2's DSR nodes use (queue/dsr-priqueue.cc):
# four bands served strictly in order (routing packets, real-time audio and
# video, TCP acks, everything else), each holding at most 50 packets whatever
# -ifqLen says (ns-2 never reads limit_).  A packet arriving at a full band is
# dropped (IFQ drop trace, reason IFQ); an idle queue hands the packet at the
# head of the highest non-empty band to the MAC at once.  The node's ring
# (radio/ll.pxi) keeps the packets sorted by band, oldest first within one, so
# popping its head and searching it from the head (DSR's prq_get_nexthop) walk
# the bands in ns-2's order.

cdef enum:
    CMU_BANDS = 4
    CMU_BAND_LIMIT = 50     # IFQ_MAXLEN
    CMU_RTPROTO = 0
    CMU_REALTIME = 1
    CMU_LOWDELAY = 2
    CMU_NORMAL = 3


cdef inline int cmu_band(int ptype) noexcept:
    """prq_assign_queue: the band of a packet type (nslab has no audio/video type)."""
    if ptype == PT_AODV or ptype == PT_MESSAGE or ptype == PT_DSR:
        return CMU_RTPROTO
    if ptype == PT_ACK:
        return CMU_LOWDELAY
    return CMU_NORMAL


cdef inline void cmu_taken(Kernel k, MNode *m, int pi) noexcept:
    """A packet left the ring (popped or filtered out): its band is one shorter."""
    if m.ifq_cmu:
        m.ifq_band_len[cmu_band(pkt(k, pi).ptype)] -= 1


cdef void cmu_insert(Kernel k, MNode *m, int pi, int band) noexcept:
    """Put pi behind the last packet of its band or of a band served before it."""
    cdef int pos = 0, b, j
    for b in range(band + 1):
        pos += m.ifq_band_len[b]
    ifq_push_tail(m, pi)
    j = m.ifq_len - 1
    while j > pos:
        m.ifq[(m.ifq_head + j) % m.ifq_cap] = m.ifq[(m.ifq_head + j - 1) % m.ifq_cap]
        j -= 1
    m.ifq[(m.ifq_head + pos) % m.ifq_cap] = pi
    m.ifq_band_len[band] += 1


cdef void cmu_recv(Kernel k, MNode *m, int pi) noexcept:
    """CMUPriQueue::recv (prq_enqueue): admit to the packet's band, then start the
    MAC if it is idle."""
    cdef int band = cmu_band(pkt(k, pi).ptype)
    cdef int t
    if m.ifq_band_len[band] >= CMU_BAND_LIMIT:
        ifq_drop(k, m, pi, WR_IFQ)
        return
    cmu_insert(k, m, pi, band)
    if not m.ifq_blocked:
        t = ifq_pop(k, m)
        m.ifq_blocked = 1
        wl_mac_send(k, m, t)
