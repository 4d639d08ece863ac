# TCP sinks (docs/ns2-behavior.md §6.7): cumulative acks and bytes_ delivered in
# order.  The receive window is a ring of per-seqno byte counts that doubles
# when a segment lands beyond it (ns-2's Acker, 64 slots to start with).
#
# Variants, combined as ns-2 combines them:
#   TCPSink          one ack per data packet, at once;
#   TCPSink/DelAck   an in-order segment's ack waits up to interval_ for the
#                    next segment (then one ack covers both);
#   TCPSink/Sack1    acks carry up to maxSackBlocks_ SACK blocks, 8 bytes each
#                    (ns-2's Sacker); Sack1/DelAck has both.

cdef enum:
    SINK_INITIAL_WINDOW = 64


cdef void sink_reset(Kernel k, SinkState *s) noexcept:
    """TcpSink::reset (what `$ns run` does): the receive window and the held
    ack go; the SACK history and a pending DelAck timer stay, as in ns-2."""
    s.next = 0
    s.maxseen = 0
    memset(s.seen, 0, (s.wndmask + 1) * sizeof(int))
    if s.save >= 0:
        pkt_free(k, s.save)
        s.save = -1
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
    """Record segment `seq`; return the bytes that became deliverable in order.
    Sets s.is_dup when the segment had been received before."""
    cdef bint just_seen = False
    cdef int deliver = 0
    cdef int i, nxt
    s.is_dup = False
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
    if seq < nxt:
        s.is_dup = True
    if nxt <= seq <= s.maxseen:
        if s.seen[seq & s.wndmask] and not just_seen:
            s.is_dup = True
        s.seen[seq & s.wndmask] = nbytes
        while s.seen[nxt & s.wndmask]:
            deliver += s.seen[nxt & s.wndmask]
            nxt += 1
        s.next = nxt
    return deliver


cdef inline void sink_update_ts(SinkState *s, int seq, double ts) noexcept:
    """The timestamp the next ack echoes."""
    if s.ts_echo_rfc1323 and seq == s.last_ack_sent + 1:
        s.ts_to_echo = ts
    elif ts >= s.ts_to_echo and seq <= s.last_ack_sent + 1:
        s.ts_to_echo = ts


# ---- SACK blocks (Sack1 sinks) ----------------------------------------------------

cdef void sackstack_reset(SackStack *sf) noexcept:
    cdef int i
    for i in range(sf.cnt):
        sf.left[i] = -1
        sf.right[i] = -1
    sf.cnt = 0


cdef void sackstack_init(SackStack *sf, int size) noexcept:
    cdef int i
    sf.size = size
    sf.cnt = 0
    for i in range(MAX_SACK_BLOCKS):
        sf.left[i] = -1
        sf.right[i] = -1


cdef void sackstack_push(SackStack *sf) noexcept:
    """Make room at the top (the oldest entry falls off when full)."""
    cdef int i
    if sf.cnt >= sf.size:
        sf.cnt = sf.size - 1
    i = sf.cnt - 1
    while i >= 0:
        sf.left[i + 1] = sf.left[i]
        sf.right[i + 1] = sf.right[i]
        i -= 1
    sf.cnt += 1


cdef void sackstack_pop(SackStack *sf, int n) noexcept:
    """Remove entry n, moving the older ones up."""
    cdef int i = n
    while i < sf.cnt - 1:
        sf.left[i] = sf.left[i + 1]
        sf.right[i] = sf.right[i + 1]
        i += 1
    sf.left[i] = -1
    sf.right[i] = -1
    sf.cnt -= 1


cdef int sack_block_around(SinkState *s, int seq, int cumack, int *left) noexcept:
    """The received run containing `seq`: returns its end (one past), and sets
    *left to its start (or 0 when seq is not above the cumulative ack)."""
    cdef int i, right = -1
    for i in range(seq, s.maxseen + 1):
        if not s.seen[i & s.wndmask]:
            right = i
            break
    if right == -1:
        right = s.maxseen + 1
    if seq <= cumack:
        left[0] = 0
        return right
    left[0] = -1
    i = right - 1
    while i > cumack:
        if not s.seen[i & s.wndmask]:
            left[0] = i + 1
            break
        i -= 1
    return right


cdef void sack_append(SinkState *s, Packet *ack, SackBlocks *blk, int old_seqno) noexcept:
    """Sacker::append_ack: the block around the segment just received first,
    then earlier blocks still worth reporting; 8 bytes per block."""
    cdef SackStack *sf = &s.sf
    cdef int cumack = s.next - 1
    cdef int n = 0, kk = 0
    cdef int left, right, recent_left, recent_right
    if old_seqno < 0:
        pass
    elif cumack >= s.maxseen and sf.cnt != 0:
        sackstack_reset(sf)
    elif (cumack < s.maxseen or s.is_dup) and sf.size > 0:
        if s.generate_dsacks and s.is_dup:
            blk.left[n] = old_seqno
            blk.right[n] = old_seqno + 1
            n += 1
        if n < sf.size:
            right = sack_block_around(s, old_seqno, cumack, &left)
            if old_seqno > cumack:
                blk.left[n] = left
                blk.right[n] = right
                n += 1
            recent_left = left
            recent_right = right
            while n < sf.size:
                left = sf.left[kk]
                right = sf.right[kk]
                if left < 0 or right < 0 or right > s.maxseen + 1:
                    break
                if recent_left <= left and recent_right >= right:
                    sackstack_pop(sf, kk)       # the new block covers it
                    continue
                blk.left[n] = left
                blk.right[n] = right
                n += 1
                kk += 1
            if old_seqno > cumack:
                sackstack_push(sf)
                sf.left[0] = recent_left
                sf.right[0] = recent_right
    ack.sa_len = n
    ack.size += 8 * n


cdef void sink_set_max_sack_blocks(SinkState *s, int n) noexcept:
    """maxSackBlocks_ (at most MAX_SACK_BLOCKS): a new, empty SACK history."""
    s.max_sack_blocks = n
    sackstack_init(&s.sf, n)


# ---- acks ---------------------------------------------------------------------------

cdef inline void sink_ack(Kernel k, int aid, int opi) noexcept:
    """TcpSink::ack: send the cumulative ack for data packet `opi`."""
    cdef SinkState *s = <SinkState *>k.agents[aid].impl
    cdef Packet *op = pkt(k, opi)
    cdef int ai = agent_new_packet(k, aid, PT_ACK)
    cdef Packet *ack = pkt(k, ai)
    ack.seqno = s.next - 1
    ack.ts = k.now
    ack.ts_echo = s.ts_to_echo if s.ts_echo_bugfix else op.ts
    ack.fid = op.fid
    sink_ecn_echo(s, op, pkt(k, s.save) if s.save >= 0 else NULL, ack)
    if s.sack:
        sack_append(s, ack, pkt_sacks(k, ai), op.seqno)
    s.last_ack_sent = ack.seqno
    agent_send(k, aid, ai)


cdef bint sink_delays_ack(SinkState *s, int seq) noexcept:
    """DelAck: may the ack of this in-order segment wait?  Not when it fills
    a gap (RFC2581_immediate_ack_) or is the SYN (SYN_immediate_ack_)."""
    if s.rfc2581_immediate_ack and seq < s.maxseen:
        return False
    if s.syn_immediate_ack and seq == 0:
        return False
    return True


cdef void sink_recv(Kernel k, int aid, int pi) noexcept:
    """A data packet arrives (TcpSink::recv, DelAckSink::recv)."""
    cdef Agent *a = &k.agents[aid]
    cdef SinkState *s = <SinkState *>a.impl
    cdef Packet *p = pkt(k, pi)
    cdef int seq = p.seqno
    if p.ts < s.lastreset:
        pkt_free(k, pi)
        return
    sink_update_ts(s, seq, p.ts)
    s.bytes += sink_update(s, seq, p.size)
    if s.delack:
        if not timer_pending(k, s.delay_timer) and seq == s.next - 1:
            if sink_delays_ack(s, seq):
                s.save = pi
                timer_resched(k, s.delay_timer, s.interval)
                return
        timer_cancel(k, s.delay_timer)
        sink_ack(k, aid, pi)
        if s.save >= 0:
            pkt_free(k, s.save)
            s.save = -1
    else:
        sink_ack(k, aid, pi)
    pkt_free(k, pi)


cdef void sink_delack_timeout(Kernel k, int aid) noexcept:
    """The DelAck timer expired: ack the held segment."""
    cdef SinkState *s = <SinkState *>k.agents[aid].impl
    cdef int pi = s.save
    if pi >= 0:
        sink_ack(k, aid, pi)
        s.save = -1
        pkt_free(k, pi)
