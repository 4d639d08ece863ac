# TCP Sack1 (ns-2's Agent/TCP/Sack1; pair it with Agent/TCPSink/Sack1).
# docs/ns2-behavior.md §6.5.9.
#
# Sack1 derives from the base TCP, not from Reno: no window inflation.  In fast
# recovery it counts the packets in the network (pipe_) and sends while
# pipe_ < cwnd_, holes reported by the SACK blocks first, then new data.
# Outside recovery it sends like the base TCP, except that holes the
# scoreboard knows of still go first.
#
# The scoreboard is ns-2's reassembly-queue scoreboard (ScoreBoardRQ): the
# SACKed ranges, merged as they arrive.  Its quirks are kept because they
# decide which segment goes out: a range that starts at or below sack_min
# moves sack_min to the end of the range it joins; clearing the scoreboard
# keeps sack_min; updates compare the covered total to report a change.


# ---- scoreboard ----------------------------------------------------------------

cdef void sb_clear(Scoreboard *sb) noexcept:
    sb.n = 0
    sb.total = 0
    sb.h_seqno = -1


cdef void sb_insert(Scoreboard *sb, int i, int start, int end) noexcept:
    """A new range at index i (the caller keeps the order)."""
    if sb.n == sb.cap:
        sb.cap = sb.cap * 2 if sb.cap else 16
        sb.r = <SackRange *>realloc(sb.r, sb.cap * sizeof(SackRange))
    memmove(&sb.r[i + 1], &sb.r[i], (sb.n - i) * sizeof(SackRange))
    sb.r[i].start = start
    sb.r[i].end = end
    sb.n += 1


cdef void sb_remove(Scoreboard *sb, int i) noexcept:
    memmove(&sb.r[i], &sb.r[i + 1], (sb.n - i - 1) * sizeof(SackRange))
    sb.n -= 1


cdef void sb_join_range(Scoreboard *sb, int i, bint merge) noexcept:
    """Range i was just inserted: join it with neighbours it touches (when
    `merge`), then let sack_min skip the resulting range if it reaches it."""
    cdef bint left, right
    if merge:
        left = i > 0 and sb.r[i - 1].end == sb.r[i].start
        right = i + 1 < sb.n and sb.r[i].end == sb.r[i + 1].start
        if left and right:
            sb.r[i - 1].end = sb.r[i + 1].end
            sb_remove(sb, i + 1)
            sb_remove(sb, i)
            i -= 1
        elif left:
            sb.r[i - 1].end = sb.r[i].end
            sb_remove(sb, i)
            i -= 1
        elif right:
            sb.r[i + 1].start = sb.r[i].start
            sb_remove(sb, i)
    if sb.sack_min >= sb.r[i].start:
        sb.sack_min = sb.r[i].end


cdef void sb_add(Scoreboard *sb, int start, int end) noexcept:
    """Record the SACKed range [start, end) (ReassemblyQueue::add)."""
    cdef int p, q, r
    cdef bint merge, altered
    if sb.n == 0:
        sb_insert(sb, 0, start, end)
        sb.total = end - start
        if sb.sack_min >= start:
            sb.sack_min = end
        return
    while True:
        merge = False
        if start >= sb.r[sb.n - 1].end:             # after the last range
            p = sb.n - 1
            merge = start == sb.r[p].end
            break
        if end <= sb.r[0].start:                    # before the first range
            p = -1
            merge = end == sb.r[0].start
            break
        # p: last range ending at or before start; q: first starting at or after end
        q = 0
        while q < sb.n and sb.r[q].start < end:
            q += 1
        p = sb.n - 1
        while p >= 0 and sb.r[p].end > start:
            p -= 1
        # drop the ranges the new one covers; an identical range ends it all
        altered = False
        r = p if p >= 0 else 0
        while r < q:
            if start == sb.r[r].start and end == sb.r[r].end:
                return
            if start <= sb.r[r].start and end >= sb.r[r].end:
                sb.total -= sb.r[r].end - sb.r[r].start
                sb_remove(sb, r)
                q -= 1
                altered = True
            else:
                r += 1
        if sb.n == 0:
            p = -1
            break
        if altered:
            continue
        # a range reaching into [start, end) from the left grows to start
        if p < 0 or sb.r[p + 1].start < start:
            p += 1
            if start < sb.r[p].start:
                sb.total += sb.r[p].start - start
                sb.r[p].start = start
            start = sb.r[p].end
            merge = True
        # a range reaching out of it on the right grows to end
        if q == sb.n or sb.r[q - 1].end > end:
            q -= 1
            if end > sb.r[q].end:
                sb.total += end - sb.r[q].end
                sb.r[q].end = end
            end = sb.r[q].start
            merge = True
        if end <= start:
            # nothing left between them: no new range
            if sb.sack_min >= sb.r[0].start:
                sb.sack_min = sb.r[0].end
            return
        if not merge and (sb.r[p].end == start or sb.r[q].start == end):
            merge = True
        break
    sb_insert(sb, p + 1, start, end)
    sb.total += end - start
    sb_join_range(sb, p + 1, merge)


cdef int sb_next_hole(Scoreboard *sb, int seq, int *ranges_above) noexcept:
    """The first seqno at or after `seq` not SACKed, if a SACKed range lies
    beyond it (-1 otherwise); ranges_above = the number of ranges from the one
    after that hole on (-1 when none is known)."""
    cdef int i
    ranges_above[0] = -1
    for i in range(sb.n):
        if sb.r[i].start > seq:
            ranges_above[0] = sb.n - i
            return seq
        if sb.r[i].start <= seq <= sb.r[i].end:
            if i + 1 < sb.n:
                ranges_above[0] = sb.n - i - 1
            return sb.r[i].end
    return -1


cdef int sb_next_retran(Scoreboard *sb) noexcept:
    """The next hole to retransmit (GetNextRetran), or -1."""
    cdef int above, seq
    if sb.h_seqno < sb.sack_min:
        sb.h_seqno = sb.sack_min
    seq = sb_next_hole(sb, sb.h_seqno, &above)
    if seq > 0:
        if above <= 0:
            return -1
        if seq > sb.h_seqno:
            sb.h_seqno = seq
        return seq
    return -1


cdef inline void sb_mark_retran(Scoreboard *sb, int seq) noexcept:
    if seq >= sb.h_seqno:
        sb.h_seqno = seq + 1


cdef void sb_clear_to(Scoreboard *sb, int seq) noexcept:
    """Forget what lies below `seq` (everything is acked there)."""
    cdef int drop = 0
    while drop < sb.n and sb.r[drop].end <= seq:
        sb.total -= sb.r[drop].end - sb.r[drop].start
        drop += 1
    if drop:
        memmove(&sb.r[0], &sb.r[drop], (sb.n - drop) * sizeof(SackRange))
        sb.n -= drop
    if sb.n and sb.r[0].start <= seq < sb.r[0].end:
        sb.total -= seq - sb.r[0].start
        sb.r[0].start = seq


cdef void sb_update(Scoreboard *sb, int last_ack, Packet *p, SackBlocks *blk) noexcept:
    """Take in an ack's cumulative ack and SACK blocks; sets sb.changed."""
    cdef int old_total = sb.total
    cdef int i
    sb.changed = False
    if sb.sack_min <= last_ack:
        sb.sack_min = last_ack + 1
        if sb.n:
            sb_clear_to(sb, sb.sack_min)
            sb.changed = True
    for i in range(p.sa_len):
        sb_add(sb, blk.left[i], blk.right[i])
    sb.changed = sb.changed or old_total != sb.total


# ---- the sender ------------------------------------------------------------------

cdef void sack1_dupack_action(Kernel k, int aid, TcpState *t) noexcept:
    """Fast retransmit; fast recovery starts with pipe_ = what is still out.  Right
    after an ECN cut (tcp/ecn.pxi) recovery starts without a second cut."""
    cdef Sack1State *sk = &t.sk
    cdef bint recovered = t.highest_ack > t.recover
    if not (recovered or (not t.bug_fix and not t.ecn) or (t.bugfix_ss and t.highest_ack == 0)):
        if t.ecn and t.last_cwnd_action == CWND_ACTION_ECN:
            t.last_cwnd_action = CWND_ACTION_DUPACK
            tcp_reset_rtx_timer(k, aid, t, 1, 0)
            if t.singledup and t.lim_transmit_fix:
                sk.pipe = t.maxseq - t.highest_ack - 1
            else:
                sk.pipe = t.maxseq - t.highest_ack - tcp_numdupacks(t, t.cwnd)
            sk.fastrecov = True
            sb_mark_retran(&sk.sb, t.highest_ack + 1)
            tcp_output(k, aid, t.last_ack + 1, REASON_DUPACK)
            return
        if t.bug_fix:
            return
    t.recover = t.maxseq
    if t.old_code:
        sk.pipe = <int>t.cwnd - tcp_numdupacks(t, t.cwnd)
    elif t.singledup and t.lim_transmit_fix:
        sk.pipe = t.maxseq - t.highest_ack - 1
    else:
        sk.pipe = t.maxseq - t.highest_ack - tcp_numdupacks(t, t.cwnd)
    tcp_reset_rtx_timer(k, aid, t, 1, 0)
    sk.fastrecov = True
    sb_mark_retran(&sk.sb, t.highest_ack + 1)
    t.last_cwnd_action = CWND_ACTION_DUPACK
    tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_HALF)
    tcp_output(k, aid, t.last_ack + 1, REASON_DUPACK)


cdef void sack1_partial_ack_action(Kernel k, int aid, TcpState *t) noexcept:
    """partial_ack_: two segments from the next unacked one on a partial ack."""
    cdef Sack1State *sk = &t.sk
    cdef int i, nxt, above
    if sk.next_pkt < t.highest_ack + 1:
        sk.next_pkt = t.highest_ack + 1
    for i in range(2):
        nxt = sb_next_hole(&sk.sb, sk.next_pkt, &above)
        if nxt > sk.next_pkt:
            sk.next_pkt = nxt
        if t.t_seqno < sk.next_pkt:
            tv_int(k, aid, &t.t_seqno, sk.next_pkt, TV_TSEQNO)
        tcp_output(k, aid, sk.next_pkt, REASON_PARTIALACK)
        sb_mark_retran(&sk.sb, sk.next_pkt)
        sk.next_pkt += 1


cdef void sack1_recovery_ack(Kernel k, int aid, TcpState *t, Packet *p, SackBlocks *blk) noexcept:
    """An ack during fast recovery: each ack takes one packet out of the pipe."""
    cdef Sack1State *sk = &t.sk
    cdef int ackno = p.seqno
    sk.pipe -= 1
    if ackno >= t.recover:
        # everything outstanding at the fast retransmit is acked: recovery ends
        # (newack only: cwnd stays at the halved value)
        t.recover = 0
        sk.fastrecov = False
        tcp_newack(k, aid, t, p)
        if t.highest_ack >= t.curseq - 1 and not t.closed:
            tcp_closed(k, aid, t)
        sk.timeout = False
        sb_clear(&sk.sb)
    elif ackno > t.highest_ack:
        # partial ack: highest_ack_ moves, last_ack_ stays
        tv_int(k, aid, &t.highest_ack, ackno, TV_ACK)
        sb_update(&sk.sb, t.highest_ack, p, blk)
        if sk.partial_ack:
            sack1_partial_ack_action(k, aid, t)
            sk.pipe += 1
            if sk.firstpartial == 0:
                tcp_newtimer(k, t, ackno)
                tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
                sk.firstpartial = 1
        else:
            # the retransmission left the pipe too
            sk.pipe -= 1
            tcp_newtimer(k, t, ackno)
            tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
    elif not sk.timeout:
        sb_update(&sk.sb, t.highest_ack, p, blk)
        if sk.sb.changed and t.dupacks > 0:
            tv_int(k, aid, &t.dupacks, t.dupacks + 1, TV_DUPACKS)


cdef void sack1_normal_ack(Kernel k, int aid, TcpState *t, Packet *p, SackBlocks *blk) noexcept:
    """An ack outside fast recovery; a dupack counts only if its SACK blocks
    tell something new."""
    cdef Sack1State *sk = &t.sk
    cdef int ackno = p.seqno
    cdef int nd
    if ackno > t.last_ack:
        sk.firstpartial = 0
        tcp_recv_newack_helper(k, aid, t, p)
        sk.timeout = False
        sb_clear(&sk.sb)
        if t.last_ack == 0 and t.delay_growth:
            tv_dbl(k, aid, &t.cwnd, tcp_initial_window(k, aid, t), TV_CWND)
    elif ackno == t.last_ack and not sk.timeout:
        sb_update(&sk.sb, t.highest_ack, p, blk)
        if sk.sb.changed:
            tv_int(k, aid, &t.dupacks, t.dupacks + 1, TV_DUPACKS)
            nd = tcp_numdupacks(t, t.cwnd)
            if t.dupacks == nd:
                sack1_dupack_action(k, aid, t)
            elif t.dupacks < nd and t.singledup:
                tcp_send_one(k, aid, t)


cdef void sack1_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    """Sack1TcpAgent::recv."""
    cdef Packet *p = pkt(k, pi)
    cdef bint valid, recovering
    if p.ts < t.lastreset:
        pkt_free(k, pi)
        return
    tv_int(k, aid, &t.nackpack, t.nackpack + 1, TV_NACKPACK)
    if t.ecn and tcp_acks_echo(p):
        tcp_ecn(k, aid, t, p.seqno)
    valid = p.seqno >= t.last_ack
    recovering = t.sk.fastrecov
    if recovering:
        sack1_recovery_ack(k, aid, t, p, pkt_blocks(k, pi))
    else:
        sack1_normal_ack(k, aid, t, p, pkt_blocks(k, pi))
    pkt_free(k, pi)
    if valid or t.aggressive_maxburst:
        if recovering or t.dupacks == 0:
            sack1_send_much(k, aid, 0, 0, t.maxburst)


cdef void sack1_timeout(Kernel k, int aid, TcpState *t) noexcept:
    """What Sack1 does on a retransmission timeout before the base TCP's:
    leave recovery, ignore dupacks until a new ack, forget the scoreboard."""
    tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
    t.sk.fastrecov = False
    t.sk.timeout = True
    if t.highest_ack > t.last_ack:
        t.last_ack = t.highest_ack
    t.recover = t.maxseq
    sb_clear(&t.sk.sb)


cdef void sack1_send_much(Kernel k, int aid, bint force, int reason, int maxburst) noexcept:
    """Sack1's send_much: holes first, then new data; in fast recovery while
    pipe_ < cwnd_, otherwise while inside the window from last_ack_."""
    cdef TcpState *t = tcp_of(k, aid)
    cdef Sack1State *sk = &t.sk
    cdef int win = tcp_window(t)
    cdef int npackets = 0
    cdef bint found = True
    cdef int xmit
    if not force and timer_pending(k, t.delsnd_timer):
        return
    while (((not sk.fastrecov and t.t_seqno <= t.last_ack + win)
            or (sk.fastrecov and sk.pipe < <int>t.cwnd))
           and t.last_ack + 1 < t.curseq and found):
        if t.overhead == 0 or force:
            found = False
            xmit = sb_next_retran(&sk.sb)
            if xmit == -1:
                if ((not sk.fastrecov and t.t_seqno <= t.highest_ack + win)
                        or (sk.fastrecov and t.t_seqno <= t.highest_ack + t.window)):
                    if t.t_seqno < t.curseq:
                        found = True
                        xmit = t.t_seqno
                        tv_int(k, aid, &t.t_seqno, xmit + 1, TV_TSEQNO)
            elif t.recover > 0 and xmit <= t.highest_ack + t.window:
                found = True
                sb_mark_retran(&sk.sb, xmit)
                win = tcp_window(t)
            if found:
                tcp_output(k, aid, xmit, reason)
                if t.t_seqno <= xmit:
                    tv_int(k, aid, &t.t_seqno, xmit + 1, TV_TSEQNO)
                npackets += 1
                sk.pipe += 1
        elif not timer_pending(k, t.delsnd_timer):
            timer_resched(k, t.delsnd_timer, t.overhead * mrg_next(&k.rng))
            return
        if maxburst and npackets == maxburst:
            break


cdef enum:
    FLAVOUR_SACK1 = 4


cdef void sack1_init(TcpState *t) noexcept:
    t.sk.pipe = -1
    t.sk.sb.sack_min = -1
    t.sk.sb.h_seqno = -1


cdef void sack1_clear(TcpState *t) noexcept:
    sb_clear(&t.sk.sb)


cdef void sack1_release(TcpState *t) noexcept:
    free(t.sk.sb.r)
    t.sk.sb.r = NULL


cdef TcpFlavour sack1_flavour() noexcept:
    """Sack1's table: TcpAgent's (no window inflation) with its own ack
    processing and send_much, and a first step in the timeout."""
    cdef TcpFlavour f = tcp_base_flavour()
    f.init = sack1_init
    f.release = sack1_release
    f.clear = sack1_clear
    f.recv = sack1_recv
    f.send_much = sack1_send_much
    f.timeout_prepare = sack1_timeout
    return f


register_tcp_flavour(FLAVOUR_SACK1, "Sack1", sack1_flavour(),
                     named_fields(offsets_TcpState(), "partial_ack_=sk.partial_ack"))
