# TCPSink: cumulative acks, one per data packet, and bytes_ delivered in
# order (ns2-behavior.md §6.7).  The receive window is a ring of per-seqno
# byte counts that doubles when a segment lands beyond it.

cdef enum:
    SINK_INITIAL_WINDOW = 64


cdef void sink_reset(Kernel k, SinkState *s) noexcept:
    s.next = 0
    s.maxseen = 0
    memset(s.seen, 0, (s.wndmask + 1) * sizeof(int))
    s.lastreset = k.now


cdef void sink_resize(SinkState *s, int size) noexcept:
    cdef int *seen = <int *>calloc(size, sizeof(int))
    cdef int i
    for i in range(s.next, s.maxseen + 2):
        seen[i & (size - 1)] = s.seen[i & s.wndmask]
    free(s.seen)
    s.seen = seen
    s.wndmask = size - 1


cdef int sink_update(SinkState *s, int seq, int nbytes) noexcept:
    """Record segment `seq`; return the bytes that became deliverable in order."""
    cdef bint just_seen = False
    cdef int deliver = 0
    cdef int i, nxt
    while seq + 1 - s.next >= s.wndmask:
        sink_resize(s, (s.wndmask + 1) * 2)
    if seq > s.maxseen:
        for i in range(s.maxseen + 1, seq):
            s.seen[i & s.wndmask] = 0
        s.maxseen = seq
        s.seen[seq & s.wndmask] = nbytes
        s.seen[(seq + 1) & s.wndmask] = 0
        just_seen = True
    nxt = s.next
    if nxt <= seq <= s.maxseen:
        s.seen[seq & s.wndmask] = nbytes
        while s.seen[nxt & s.wndmask]:
            deliver += s.seen[nxt & s.wndmask]
            nxt += 1
        s.next = nxt
    return deliver


cdef void sink_recv(Kernel k, int aid, int pi) noexcept:
    cdef Agent *a = &k.agents[aid]
    cdef SinkState *s = <SinkState *>a.impl
    cdef Packet *p = pkt(k, pi)
    cdef int ai
    cdef Packet *ack
    if p.ts < s.lastreset:
        pkt_free(k, pi)
        return
    if p.ts >= s.ts_to_echo and p.seqno <= s.last_ack_sent + 1:
        s.ts_to_echo = p.ts
    s.bytes += sink_update(s, p.seqno, p.size)
    ai = agent_new_packet(k, aid, PT_ACK)
    ack = pkt(k, ai)
    ack.seqno = s.next - 1
    ack.ts = k.now
    ack.ts_echo = s.ts_to_echo
    ack.fid = p.fid
    s.last_ack_sent = ack.seqno
    agent_send(k, aid, ai)
    pkt_free(k, pi)
