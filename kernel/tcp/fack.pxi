# TCP FACK (ns-2's Agent/TCP/Fack; pair it with Agent/TCPSink/Sack1).
#
# Forward acknowledgement: fack_ is the highest seqno the receiver is known to
# hold (from the SACK blocks).  Data in the network is estimated as
# t_seqno_ - fack_ + retran_data_, and the sender keeps that below the window.
# Three segments SACKed above the cumulative ack trigger the retransmission
# (dupacks_ = fack_ - last_ack_ - 1); cwnd restarts at 1 and grows per ack
# during recovery.  ns-2's Fack also differs from the base TCP in smaller
# ways that are kept: it takes an RTT sample from the echoed timestamp on
# every ack that is not a plain new ack, counts no acks in nackpack_, and
# ignores lastreset_.
#
# The scoreboard is ns-2's array ScoreBoard: a node per segment from the first
# unacked one, flags acked / SACKed / retransmitted.


# ---- scoreboard ----------------------------------------------------------------

cdef enum:
    FACK_SBSIZE = 1024


cdef inline SbNode *asb_node(ArrayScoreboard *sb, int seq) noexcept:
    return &sb.node[seq % sb.size]


cdef inline void asb_fresh(SbNode *nd, int seq) noexcept:
    nd.seq_no = seq
    nd.ack_flag = False
    nd.sack_flag = False
    nd.retran = False
    nd.snd_nxt = 0


cdef void asb_resize(ArrayScoreboard *sb, int size) noexcept:
    """A ring of `size` nodes holding the same segments."""
    cdef SbNode *node = <SbNode *>calloc(size + 1, sizeof(SbNode))
    cdef int i, lo = asb_node(sb, sb.first).seq_no
    for i in range(lo, lo + sb.length + 1):
        node[i % size] = sb.node[i % sb.size]
    free(sb.node)
    sb.node = node
    sb.size = size


cdef int asb_update(ArrayScoreboard *sb, int last_ack, Packet *p, SackBlocks *blk) noexcept:
    """Take in the cumulative ack and the SACK blocks; returns how many
    retransmitted segments they show to have left the network."""
    cdef int retran_decr = 0
    cdef int i, b, left, right, last
    cdef SbNode *nd
    # the acked segments leave the front
    if sb.length and asb_node(sb, sb.first).seq_no <= last_ack:
        i = asb_node(sb, sb.first).seq_no
        while i <= last_ack:
            nd = asb_node(sb, i)
            if nd.seq_no <= last_ack:
                sb.first += 1
                sb.length -= 1
                nd.ack_flag = True
                nd.sack_flag = True
                if nd.retran:
                    nd.retran = False
                    nd.snd_nxt = 0
                    retran_decr += 1
                if sb.length == 0:
                    break
            i += 1
    if sb.length == 0 and p.sa_len:
        asb_fresh(asb_node(sb, last_ack + 1), last_ack + 1)
        sb.first = last_ack + 1
        sb.length += 1
    for b in range(p.sa_len):
        left = blk.left[b]
        right = blk.right[b]
        last = asb_node(sb, sb.first + sb.length + sb.size - 1).seq_no
        if right > last:
            # nodes up to the block's end
            while right - last_ack >= sb.size - 1:
                asb_resize(sb, sb.size * 2)
            for i in range(asb_node(sb, sb.first + sb.length + sb.size - 1).seq_no + 1, right):
                asb_fresh(asb_node(sb, i), i)
                sb.length += 1
        for i in range(asb_node(sb, sb.first).seq_no, right):
            nd = asb_node(sb, i)
            if left <= nd.seq_no < right:
                nd.sack_flag = True
                if nd.retran:
                    nd.retran = False
                    retran_decr += 1
    return retran_decr


cdef bint asb_check_snd_nxt(ArrayScoreboard *sb, Packet *p, SackBlocks *blk) noexcept:
    """True when a SACK block reaches past where t_seqno_ stood when a segment
    was retransmitted: that retransmission was lost too."""
    cdef bint lost = False
    cdef int b, i, right
    cdef SbNode *nd
    for b in range(p.sa_len):
        right = blk.right[b]
        for i in range(asb_node(sb, sb.first).seq_no, right):
            nd = asb_node(sb, i)
            if nd.retran and nd.snd_nxt < right:
                nd.retran = False
                nd.snd_nxt = 0
                lost = True
    return lost


cdef int asb_next_retran(ArrayScoreboard *sb) noexcept:
    """The first segment neither acked, SACKed nor retransmitted, or -1."""
    cdef int i, lo
    cdef SbNode *nd
    if sb.length:
        lo = asb_node(sb, sb.first).seq_no
        for i in range(lo, lo + sb.length):
            nd = asb_node(sb, i)
            if not nd.ack_flag and not nd.sack_flag and not nd.retran:
                return i
    return -1


cdef inline void asb_mark_retran(ArrayScoreboard *sb, int seq, int snd_nxt) noexcept:
    cdef SbNode *nd = asb_node(sb, seq)
    nd.retran = True
    nd.snd_nxt = snd_nxt


# ---- the sender ------------------------------------------------------------------

cdef inline int fack_window(TcpState *t) noexcept:
    """min(cwnd_, window_) plus the rampdown trim."""
    cdef double w = t.cwnd if t.cwnd < t.window else <double>t.window
    return <int>(w + t.fk.wintrim)


cdef int fack_maxsack(Packet *p, SackBlocks *blk) noexcept:
    """The highest seqno the ack's SACK blocks cover (-2 without blocks)."""
    cdef int b, m = -1
    for b in range(p.sa_len):
        if blk.right[b] > m:
            m = blk.right[b]
    return m - 1


cdef void fack_oldack(Kernel k, int aid, TcpState *t, Packet *p) noexcept:
    """An ack that is a dupack or carries SACK blocks: take its ack number and
    an RTT sample from its echoed timestamp."""
    cdef int ackno = p.seqno
    t.last_ack = ackno
    tv_int(k, aid, &t.highest_ack, ackno, TV_ACK)
    if t.highest_ack > t.fk.fack:
        t.fk.fack = t.highest_ack
    if t.highest_ack > t.maxseq:
        tv_int(k, aid, &t.maxseq, t.highest_ack, TV_MAXSEQ)
    if t.t_seqno < ackno + 1:
        tv_int(k, aid, &t.t_seqno, ackno + 1, TV_TSEQNO)
    tcp_newtimer(k, t, ackno)
    if t.rtt_active and ackno >= t.rtt_seq:
        t.rtt_active = 0
        tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
    tcp_rtt_update(k, aid, t, k.now - p.ts_echo)
    if t.highest_ack >= t.curseq - 1 and not t.closed:
        tcp_closed(k, aid, t)


cdef void fack_fast_retransmit(Kernel k, int aid, TcpState *t) noexcept:
    """Enter recovery: cwnd back to one segment, resend the first hole."""
    cdef FackState *f = &t.fk
    t.recover = t.t_seqno
    t.last_cwnd_action = CWND_ACTION_DUPACK
    if f.ss_div4 == 1 and t.cwnd <= t.ssthresh + .5:
        tv_dbl(k, aid, &t.cwnd, t.cwnd / 2, TV_CWND)
        f.wintrimmult = .75
    else:
        f.wintrimmult = .5
    tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_RESTART)
    if f.rampdown:
        f.wintrim = (t.t_seqno - f.fack - 1) * f.wintrimmult
    tcp_reset_rtx_timer(k, aid, t, 1, 0)
    f.fastrecov = True
    asb_mark_retran(&f.sb, t.last_ack + 1, t.t_seqno)
    f.retran_data += 1
    tcp_output(k, aid, t.last_ack + 1, REASON_DUPACK)


cdef void fack_leave_recovery_state(FackState *f) noexcept:
    f.timeout = False
    f.sb.length = 0
    f.retran_data = 0
    f.wintrim = 0


cdef void fack_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    """FackTcpAgent::recv."""
    cdef FackState *f = &t.fk
    cdef Packet *p = pkt(k, pi)
    cdef SackBlocks *blk = pkt_blocks(k, pi)
    cdef int ackno = p.seqno
    cdef int ms
    t.ts_peer = p.ts
    if not f.fastrecov:
        if ackno > t.last_ack and p.sa_len == 0:
            tcp_recv_newack_helper(k, aid, t, p)
            f.fack = t.last_ack
            fack_leave_recovery_state(f)
        elif ackno >= t.last_ack:
            f.retran_data -= asb_update(&f.sb, t.highest_ack, p, blk)
            fack_oldack(k, aid, t, p)
            ms = fack_maxsack(p, blk)
            if ms > f.fack:
                f.fack = ms
            if f.fack >= t.t_seqno:
                tv_int(k, aid, &t.t_seqno, f.fack + 1, TV_TSEQNO)
            tv_int(k, aid, &t.dupacks, f.fack - t.last_ack - 1, TV_DUPACKS)
            if t.dupacks >= t.numdupacks:
                fack_fast_retransmit(k, aid, t)
        pkt_free(k, pi)
        if t.dupacks == 0:
            fack_send_much(k, aid, 0, 0, t.maxburst)
        return
    fack_oldack(k, aid, t, p)
    ms = fack_maxsack(p, blk)
    if ms > f.fack:
        if f.rampdown:
            f.wintrim -= (<float>ms - <float>f.fack) * f.wintrimmult
            if f.wintrim < 0:
                f.wintrim = 0
        f.fack = ms
    if f.fack >= t.t_seqno:
        tv_int(k, aid, &t.t_seqno, f.fack + 1, TV_TSEQNO)
    f.retran_data -= asb_update(&f.sb, t.highest_ack, p, blk)
    if asb_check_snd_nxt(&f.sb, p, blk):
        f.timeout = True
    tcp_opencwnd(k, aid, t)
    if p.sa_len == 0 and t.last_ack >= t.recover:
        # no SACK blocks and all acked: recovery is over
        f.fastrecov = False
        fack_leave_recovery_state(f)
        tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
    pkt_free(k, pi)
    fack_send_much(k, aid, 0, 0, t.maxburst)


cdef void fack_timeout(Kernel k, int aid, TcpState *t) noexcept:
    """Retransmission timeout: go back to the cumulative ack with one segment
    (recovery is not left, recover_ stays)."""
    cdef FackState *f = &t.fk
    if t.highest_ack == t.maxseq and not t.slow_start_restart:
        return
    f.timeout = False
    if t.highest_ack > t.last_ack:
        t.last_ack = t.highest_ack
    f.retran_data = 0
    t.last_cwnd_action = CWND_ACTION_TIMEOUT
    if t.highest_ack == t.maxseq and t.restart_bugfix:
        tcp_slowdown(k, aid, t, CLOSE_CWND_INIT)
    else:
        tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_RESTART)
    f.sb.length = 0
    tcp_reset_rtx_timer(k, aid, t, 1, t.highest_ack != t.maxseq)
    f.fack = t.last_ack
    tv_int(k, aid, &t.t_seqno, t.last_ack + 1, TV_TSEQNO)
    fack_send_much(k, aid, 0, REASON_TIMEOUT, 0)


cdef void fack_send_much(Kernel k, int aid, bint force, int reason, int maxburst) noexcept:
    """Holes first, then new data, while t_seqno_ - fack_ + retran_data_ stays
    within the window."""
    cdef TcpState *t = tcp_of(k, aid)
    cdef FackState *f = &t.fk
    cdef int win = fack_window(t)
    cdef int npackets = 0
    cdef int xmit
    if not force and timer_pending(k, t.delsnd_timer):
        return
    while t.t_seqno <= f.fack + win - f.retran_data and not f.timeout:
        if t.overhead == 0 or force:
            xmit = asb_next_retran(&f.sb)
            if xmit == -1:
                if t.t_seqno >= t.curseq:
                    return
                if f.fastrecov and t.t_seqno > t.highest_ack + t.window:
                    break
                xmit = t.t_seqno
                tv_int(k, aid, &t.t_seqno, xmit + 1, TV_TSEQNO)
            else:
                asb_mark_retran(&f.sb, xmit, t.t_seqno)
                f.retran_data += 1
                win = fack_window(t)
            tcp_output(k, aid, xmit, reason)
            if t.t_seqno <= xmit:
                tv_int(k, aid, &t.t_seqno, xmit + 1, TV_TSEQNO)
            npackets += 1
        elif not timer_pending(k, t.delsnd_timer):
            timer_resched(k, t.delsnd_timer, t.overhead * mrg_next(&k.rng))
            return
        if maxburst and npackets == maxburst:
            break


cdef enum:
    FLAVOUR_FACK = 5


cdef void fack_init(TcpState *t) noexcept:
    t.fk.fack = -1
    t.fk.wintrimmult = .5
    t.fk.sb.size = FACK_SBSIZE
    t.fk.sb.node = <SbNode *>calloc(FACK_SBSIZE, sizeof(SbNode))


cdef void fack_clear(TcpState *t) noexcept:
    t.fk.sb.length = 0


cdef void fack_release(TcpState *t) noexcept:
    free(t.fk.sb.node)
    t.fk.sb.node = NULL


cdef int fack_usable_window(TcpState *t) noexcept:
    """fack_window as a hook (the inline one stays for the callers here)."""
    return fack_window(t)


cdef TcpFlavour fack_flavour() noexcept:
    """Fack's table: TcpAgent's with its own ack processing, send_much,
    window and retransmission timeout."""
    cdef TcpFlavour f = tcp_base_flavour()
    f.init = fack_init
    f.release = fack_release
    f.clear = fack_clear
    f.recv = fack_recv
    f.send_much = fack_send_much
    f.window = fack_usable_window
    f.rtx_timeout = fack_timeout
    return f


register_tcp_flavour(FLAVOUR_FACK, "Fack", fack_flavour(),
                     named_fields(offsets_TcpState(), "ss-div4_=fk.ss_div4 rampdown_=fk.rampdown"))
