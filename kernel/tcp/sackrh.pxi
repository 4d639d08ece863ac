# TCP SACK with Rate-Halving (ns-2's Agent/TCP/SackRH, after Mathis, Semke and
# Mahdavi's "Rate-Halving" draft; pair it with Agent/TCPSink/Sack1, or with a plain
# Agent/TCPSink to run its NewReno-like estimation from duplicate acks).
#
# It derives from the base TcpAgent, not from Reno or Sack1, and replaces its ack
# processing, send_much, newack and retransmission timeout.  The sender keeps fack_,
# the highest segment it knows the receiver holds (from its own scoreboard, or, while
# estimating, last_ack_ + dupacks + 1), and sends while t_seqno_ - fack_ + retran_data_
# stays within cwnd_.  Instead of halving the window at once on a loss or an ECN-Echo,
# it moves through adjustment states:
#   RH_INCR       normal operation: opencwnd() when the window is used;
#   RH_EXACT      SACK blocks show a new hole, or an ack echoes ECN: cwnd_ falls by half
#                 of what each ack reports delivered, so one packet goes out for every
#                 two that leave; it ends when fack_ passes the t_seqno_ of the start (or
#                 a retransmission is SACKed), cwnd_ bounded to half the window before;
#   RH_EST        acks without SACK blocks repeat (dupacks): cwnd_ falls by 1/2 per ack
#                 and the hole at last_ack_ + 1 is resent after numdupacks_ of them;
#   RH_EST_REPAIR once cwnd_ has halved while estimating, it stays there.
# An exit without a retransmission or an echo (reordering) puts cwnd_ back.  A CWR
# mark goes on the first packet after each new adjustment.  A timeout abandons the
# adjustment (cwnd_ back to where it started), then halves ssthresh_ and restarts the
# window as TcpAgent does, marks every hole for resending and pulls t_seqno_ back to
# fack_ + 1.
#
# The scoreboard is ns-2's ScoreBoardRH: a ring of 1024 nodes indexed by seqno, with
# per hole the number of acks that reported it (sack_cnt, resent from numdupacks_ on)
# and the adjustment in which it was resent.  ns-2 stops the simulation when more than
# 1023 segments are outstanding at once; nslab's scoreboard stops growing instead.

cdef enum:
    FLAVOUR_SACKRH = 17
    RH_SBSIZE = 1024
    # adjustment states (ns-2's numbers)
    RH_INCR = 0
    RH_EXACT = 11
    RH_EST = 12
    RH_EST_REPAIR = 13
    # while estimating: the state of the hole at last_ack_ + 1
    RHEH_COUNTING = 1
    RHEH_NEW_HOLE = 2
    RHEH_RETRANS_OCCURRED = 3


cdef struct RhNode:
    int seq_no
    bint ack_flag           # acked cumulatively
    bint sack_flag          # covered by a SACK block
    bint retran             # resent and not known to have left the network
    int snd_nxt             # t_seqno_ when it was resent
    int sack_cnt            # acks that reported it as a hole
    int rh_id               # the adjustment in which it was resent


cdef struct RhScoreboard:
    RhNode *node            # RH_SBSIZE + 1 nodes, node i % RH_SBSIZE for seqno i
    int first               # index of the first node
    int length
    int retran_sacked       # the last adjustment whose retransmission was SACKed or acked


cdef struct SackRhState:
    TcpState tcp            # first member: Agent.impl is also a TcpState*
    int fack                # fack_
    int retran_data         # retransmissions in the network
    int num_dupacks         # acks without SACK blocks and new data in this adjustment
    int rh_state            # RH_INCR, RH_EXACT, RH_EST or RH_EST_REPAIR
    double prior_cwnd       # cwnd_ when the adjustment began
    int prior_max_seq       # t_seqno_ when it began
    int rh_id               # the current adjustment's number (0: none)
    int rh_max              # the last number given
    int rh_est_hole_state   # RHEH_*
    int num_retrans         # retransmissions while estimating
    int rh_retran_flag      # a retransmission happened in this adjustment
    int rh_ecn_flag         # an ECN-Echo arrived in this adjustment
    RhScoreboard sb


# ---- scoreboard ----------------------------------------------------------------

cdef inline RhNode *rh_node(RhScoreboard *sb, int seq) noexcept:
    return &sb.node[seq % RH_SBSIZE]


cdef inline int rh_first_seq(RhScoreboard *sb) noexcept:
    return sb.node[sb.first].seq_no


cdef inline int rh_last_seq(RhScoreboard *sb) noexcept:
    return sb.node[(sb.first + sb.length + RH_SBSIZE - 1) % RH_SBSIZE].seq_no


cdef inline bint rh_is_hole(RhNode *nd) noexcept:
    return not nd.ack_flag and not nd.sack_flag


cdef void rh_fresh(RhNode *nd, int seq) noexcept:
    nd.seq_no = seq
    nd.ack_flag = False
    nd.sack_flag = False
    nd.retran = False
    nd.snd_nxt = 0
    nd.sack_cnt = 0
    nd.rh_id = 0


cdef void rh_extend(RhScoreboard *sb, int upto) noexcept:
    """New nodes after the last one, up to (not including) seqno `upto`."""
    cdef int i
    if upto <= rh_last_seq(sb):
        return
    for i in range(rh_last_seq(sb) + 1, upto):
        if sb.length >= RH_SBSIZE - 1:
            return              # ns-2 exits here ("scoreboard too large")
        rh_fresh(rh_node(sb, i), i)
        sb.length += 1


cdef inline int rh_forget_retran(RhScoreboard *sb, RhNode *nd, int rh_id) noexcept:
    """A resent segment has left the network: 1 if it was resent."""
    if not nd.retran:
        return 0
    nd.retran = False
    nd.snd_nxt = 0
    sb.retran_sacked = rh_id
    return 1


cdef int rh_take_ack(RhScoreboard *sb, int last_ack, int rh_id) noexcept:
    """The cumulatively acked nodes leave the front; returns how many were resent."""
    cdef int i, decr = 0
    cdef RhNode *nd
    if rh_first_seq(sb) > last_ack:
        return 0
    for i in range(rh_first_seq(sb), last_ack + 1):
        nd = rh_node(sb, i)
        if nd.seq_no <= last_ack:
            sb.first = (sb.first + 1) % RH_SBSIZE
            sb.length -= 1
            nd.ack_flag = True
            nd.sack_flag = True
            decr += rh_forget_retran(sb, nd, rh_id)
            if sb.length == 0:
                break
    return decr


cdef int rh_update(RhScoreboard *sb, int last_ack, Packet *p, SackBlocks *blk, int rh_id) noexcept:
    """UpdateScoreBoard: take in the ack and its SACK blocks, count the reports of each
    hole below the highest block; returns how many resent segments left the network
    (SACKed, acked, or lost again)."""
    cdef int i, b, left, right
    cdef int sack_max = 0, decr = 0
    cdef RhNode *nd
    if p.sa_len == 0 and sb.length == 0:
        return 0
    if sb.length == 0:
        rh_fresh(rh_node(sb, last_ack + 1), last_ack + 1)
        sb.first = (last_ack + 1) % RH_SBSIZE
        sb.length = 1
    decr += rh_take_ack(sb, last_ack, rh_id)
    for b in range(p.sa_len):
        left = blk.left[b]
        right = blk.right[b]
        if right > sack_max:
            sack_max = right
        rh_extend(sb, right)
        for i in range(rh_first_seq(sb), right):
            nd = rh_node(sb, i)
            if left <= nd.seq_no < right:
                nd.sack_flag = True
                decr += rh_forget_retran(sb, nd, rh_id)
    if sb.length != 0:
        for i in range(rh_first_seq(sb), sack_max):
            nd = rh_node(sb, i)
            if rh_is_hole(nd):
                nd.sack_cnt += 1
    return decr + rh_lost_again(sb, sack_max)


cdef int rh_lost_again(RhScoreboard *sb, int sack_max) noexcept:
    """CheckSndNxt: a resend whose t_seqno_ at the time lies below the highest SACK
    block was lost again (it becomes a hole reported once)."""
    cdef int i, lost = 0
    cdef RhNode *nd
    if sb.length == 0:
        return 0
    for i in range(rh_first_seq(sb), sack_max):
        nd = rh_node(sb, i)
        if nd.retran and nd.snd_nxt < sack_max:
            nd.retran = False
            nd.snd_nxt = 0
            nd.sack_cnt = 1
            lost += 1
    return lost


cdef int rh_next_retran(RhScoreboard *sb, int numdupacks) noexcept:
    """The first hole not yet resent that numdupacks_ acks reported, or -1."""
    cdef int i, lo = rh_first_seq(sb)
    cdef RhNode *nd
    if sb.length == 0:
        return -1
    for i in range(lo, lo + sb.length):
        nd = rh_node(sb, i)
        if rh_is_hole(nd) and not nd.retran and nd.sack_cnt >= numdupacks:
            return i
    return -1


cdef void rh_mark_retran(RhScoreboard *sb, int seq, int snd_nxt, int rh_id) noexcept:
    cdef RhNode *nd = rh_node(sb, seq)
    nd.retran = True
    nd.snd_nxt = snd_nxt
    nd.rh_id = rh_id


cdef inline int rh_fack(RhScoreboard *sb, int last_ack) noexcept:
    """The last segment the scoreboard holds, or last_ack when it is empty."""
    return rh_first_seq(sb) + sb.length - 1 if sb.length else last_ack


cdef int rh_new_holes(RhScoreboard *sb) noexcept:
    """Holes reported for the first time by the last ack."""
    cdef int i, holes = 0, lo = rh_first_seq(sb)
    cdef RhNode *nd
    for i in range(lo, lo + sb.length):
        nd = rh_node(sb, i)
        if rh_is_hole(nd) and nd.sack_cnt == 1:
            holes += 1
    return holes


cdef void rh_timeout_board(RhScoreboard *sb, int snd_nxt, int numdupacks) noexcept:
    """TimeoutScoreBoard: nodes up to snd_nxt, and every hole (and a SACKed first
    segment, a renege) is to be resent."""
    cdef int i, lo
    cdef RhNode *nd
    if sb.length == 0:
        return
    rh_extend(sb, snd_nxt)
    lo = rh_first_seq(sb)
    for i in range(lo, lo + sb.length):
        nd = rh_node(sb, i)
        if rh_is_hole(nd):
            nd.retran = False
            nd.snd_nxt = 0
            nd.sack_cnt = numdupacks
    nd = &sb.node[sb.first]
    if not nd.ack_flag and nd.sack_flag:
        nd.sack_flag = False
        nd.retran = False
        nd.snd_nxt = 0
        nd.sack_cnt = numdupacks


# ---- the sender ------------------------------------------------------------------

cdef inline SackRhState *sackrh_of(TcpState *t) noexcept:
    return <SackRhState *>t


cdef void sackrh_compute_fack(TcpState *t) noexcept:
    cdef SackRhState *r = sackrh_of(t)
    if r.rh_state == RH_INCR or r.rh_state == RH_EXACT:
        r.fack = rh_fack(&r.sb, t.last_ack)
    else:
        r.fack = t.last_ack + r.num_dupacks + 1


cdef void sackrh_clear(SackRhState *r) noexcept:
    """rhclear: the end of an adjustment."""
    r.rh_id = 0
    r.prior_max_seq = 0
    r.num_dupacks = 0
    r.rh_est_hole_state = 0
    r.rh_ecn_flag = 0
    r.num_retrans = 0
    r.rh_retran_flag = 0
    r.prior_cwnd = 0


cdef void sackrh_finish(Kernel k, int aid, TcpState *t) noexcept:
    """The end of an adjustment that cut the window: cwnd_ at most half the window
    before it, ssthresh_ at cwnd_ but not below a quarter of that window."""
    cdef SackRhState *r = sackrh_of(t)
    if t.cwnd > r.prior_cwnd / 2.0:
        tv_dbl(k, aid, &t.cwnd, r.prior_cwnd / 2.0, TV_CWND)
    tv_int(k, aid, &t.ssthresh, <int>t.cwnd, TV_SSTHRESH)
    if t.ssthresh < r.prior_cwnd / 4.0:
        tv_int(k, aid, &t.ssthresh, <int>(r.prior_cwnd / 4.0), TV_SSTHRESH)
    r.rh_state = RH_INCR
    sackrh_clear(r)


cdef void sackrh_begin(TcpState *t, int state) noexcept:
    """A new adjustment: remember the window and t_seqno_, mark the next packet CWR."""
    cdef SackRhState *r = sackrh_of(t)
    r.rh_state = state
    r.prior_cwnd = t.cwnd
    r.prior_max_seq = t.t_seqno
    t.cong_action = 1
    r.rh_max += 1
    r.rh_id = r.rh_max


cdef void sackrh_newack(Kernel k, int aid, TcpState *t, Packet *p) noexcept:
    """SackRHTcpAgent::newack, on every ack: the timer, the ack, an RTT sample; the
    timer's backoff stays while the ack echoes ECN."""
    cdef int ackno = p.seqno
    tcp_newtimer(k, t, ackno)
    t.last_ack = ackno
    tv_int(k, aid, &t.highest_ack, ackno, TV_ACK)
    if t.t_seqno < ackno + 1:
        tv_int(k, aid, &t.t_seqno, ackno + 1, TV_TSEQNO)
    if t.ts_option:
        tcp_rtt_update(k, aid, t, k.now - p.ts_echo)
    if t.rtt_active and ackno >= t.rtt_seq:
        if not tcp_acks_echo(p):
            tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
        t.rtt_active = 0
        if not t.ts_option:
            tcp_rtt_update(k, aid, t, k.now - t.rtt_ts)


cdef void sackrh_leave(Kernel k, int aid, TcpState *t, int old_ack, bint sacks, bint echo) noexcept:
    """The exits from an adjustment (the draft's 7.8 to 7.12)."""
    cdef SackRhState *r = sackrh_of(t)
    if not r.rh_retran_flag and not r.rh_ecn_flag:
        # reordering, not loss: the window comes back
        if ((r.rh_state == RH_EXACT and not sacks and not echo)
                or (r.rh_state == RH_EST and t.last_ack > old_ack)):
            r.rh_state = RH_INCR
            tv_dbl(k, aid, &t.cwnd, r.prior_cwnd, TV_CWND)
            sackrh_clear(r)
            sackrh_compute_fack(t)
    if r.rh_state == RH_EXACT and (r.fack >= r.prior_max_seq
                                   or r.sb.retran_sacked == r.rh_id):
        sackrh_finish(k, aid, t)
    if (r.rh_state == RH_EST or r.rh_state == RH_EST_REPAIR) and t.last_ack >= r.prior_max_seq:
        r.retran_data = 0
        tv_dbl(k, aid, &t.cwnd, (r.prior_cwnd - r.num_retrans) / 2.0, TV_CWND)
        sackrh_finish(k, aid, t)
        sackrh_compute_fack(t)
    if r.rh_state == RH_EST and t.cwnd <= r.prior_cwnd / 2:
        r.rh_state = RH_EST_REPAIR
    if (r.rh_state == RH_EST or r.rh_state == RH_EST_REPAIR) and t.last_ack > old_ack:
        # a partial ack while estimating: the resent hole left, count the next one
        r.retran_data = 0
        r.num_dupacks -= t.last_ack - old_ack - 1
        r.rh_est_hole_state = RHEH_NEW_HOLE if r.num_dupacks >= t.numdupacks else RHEH_COUNTING
        sackrh_compute_fack(t)


cdef void sackrh_enter(TcpState *t, bint echo) noexcept:
    """The entries into an adjustment (the draft's 7.4 and 7.5)."""
    cdef SackRhState *r = sackrh_of(t)
    if r.rh_state == RH_INCR and (echo or rh_new_holes(&r.sb) != 0):
        sackrh_begin(t, RH_EXACT)
    if r.rh_state == RH_INCR and r.num_dupacks > 0:
        sackrh_begin(t, RH_EST)
        r.rh_est_hole_state = RHEH_COUNTING
    if r.rh_state == RH_EXACT and r.num_dupacks > 0:
        # from exact to estimating: the CWR mark has gone already
        r.rh_state = RH_EST
        r.rh_est_hole_state = RHEH_COUNTING
        r.rh_max += 1
        r.rh_id = r.rh_max
    if r.rh_state == RH_EST_REPAIR and echo:
        sackrh_begin(t, RH_EST)


cdef void sackrh_adjust_window(Kernel k, int aid, TcpState *t, int old_fack, int old_retran) noexcept:
    """The window on this ack, by state (the draft's 7.2, 7.6, 7.7)."""
    cdef SackRhState *r = sackrh_of(t)
    cdef double delivered
    if r.rh_state == RH_INCR:
        if t.t_seqno - old_fack + old_retran + 1 >= <int>t.cwnd:
            flavour_of(t).opencwnd(k, aid, t)
    elif r.rh_state == RH_EXACT:
        delivered = <double>((r.fack - old_fack) + rh_new_holes(&r.sb))
        tv_dbl(k, aid, &t.cwnd, t.cwnd - delivered / 2.0, TV_CWND)
    elif r.rh_state == RH_EST:
        tv_dbl(k, aid, &t.cwnd, t.cwnd - 0.5, TV_CWND)


cdef void sackrh_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    """SackRHTcpAgent::recv."""
    cdef SackRhState *r = sackrh_of(t)
    cdef Packet *p = pkt(k, pi)
    cdef bint echo = tcp_acks_echo(p) and t.last_ack != -1
    cdef bint sacks = p.sa_len > 0
    cdef int old_ack = t.last_ack
    cdef int old_fack, old_retran
    tv_int(k, aid, &t.nackpack, t.nackpack + 1, TV_NACKPACK)
    sackrh_newack(k, aid, t, p)
    if echo:
        r.rh_ecn_flag = 1
    old_fack = r.fack
    old_retran = r.retran_data
    r.retran_data -= rh_update(&r.sb, t.last_ack, p, pkt_blocks(k, pi), r.rh_id)
    pkt_free(k, pi)
    if not sacks and old_ack == t.last_ack:
        r.num_dupacks += 1
        if r.rh_est_hole_state == RHEH_COUNTING and r.num_dupacks == t.numdupacks:
            r.rh_est_hole_state = RHEH_NEW_HOLE
    sackrh_compute_fack(t)
    sackrh_leave(k, aid, t, old_ack, sacks, echo)
    sackrh_enter(t, echo)
    sackrh_adjust_window(k, aid, t, old_fack, old_retran)
    sackrh_send_much(k, aid, 0, 0, t.maxburst)


cdef int sackrh_next_seqno(Kernel k, int aid, TcpState *t) noexcept:
    """What to send next within the window: a reported hole, the estimated hole at
    last_ack_ + 1, new data; -1 for nothing."""
    cdef SackRhState *r = sackrh_of(t)
    cdef int xmit = rh_next_retran(&r.sb, t.numdupacks)
    if xmit != -1:
        if xmit > t.last_ack + t.window:
            return -1
        rh_mark_retran(&r.sb, xmit, t.t_seqno, r.rh_id)
        r.retran_data += 1
        r.rh_retran_flag = 1
        return xmit
    if ((r.rh_state == RH_EST or r.rh_state == RH_EST_REPAIR)
            and r.rh_est_hole_state == RHEH_NEW_HOLE):
        r.rh_est_hole_state = RHEH_RETRANS_OCCURRED
        r.num_retrans += 1
        r.retran_data += 1
        r.rh_retran_flag = 1
        return t.last_ack + 1
    if t.t_seqno < t.curseq and t.t_seqno <= t.last_ack + t.window:
        xmit = t.t_seqno
        tv_int(k, aid, &t.t_seqno, xmit + 1, TV_TSEQNO)
        return xmit
    return -1


cdef void sackrh_send_much(Kernel k, int aid, bint force, int reason, int maxburst) noexcept:
    """Send while t_seqno_ - fack_ + retran_data_ is within cwnd_."""
    cdef TcpState *t = tcp_of(k, aid)
    cdef SackRhState *r = sackrh_of(t)
    cdef int npackets = 0
    cdef int xmit = 0
    if not force and timer_pending(k, t.delsnd_timer):
        return
    while <int>t.cwnd >= t.t_seqno - r.fack + r.retran_data and xmit != -1:
        if t.overhead == 0 or force:
            xmit = sackrh_next_seqno(k, aid, t)
            if xmit != -1:
                tcp_output(k, aid, xmit, reason)
                if t.t_seqno <= xmit:
                    tv_int(k, aid, &t.t_seqno, xmit + 1, TV_TSEQNO)
                npackets += 1
        elif not timer_pending(k, t.delsnd_timer):
            timer_resched(k, t.delsnd_timer, t.overhead * mrg_next(&k.rng))
            return
        if maxburst and npackets == maxburst:
            break


cdef void sackrh_timeout(Kernel k, int aid, TcpState *t) noexcept:
    """Retransmission timeout: abandon the adjustment, restart the window, resend
    every hole from fack_ on."""
    cdef SackRhState *r = sackrh_of(t)
    if t.highest_ack == t.maxseq and not t.slow_start_restart:
        return
    if t.highest_ack == -1 and t.wnd_init_option == 2:
        t.wnd_init_option = 1
    if r.rh_state != RH_INCR:
        tv_dbl(k, aid, &t.cwnd, r.prior_cwnd, TV_CWND)
        sackrh_clear(r)
        r.rh_state = RH_INCR
    tv_int(k, aid, &t.nrexmit, t.nrexmit + 1, TV_NREXMIT)
    tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_RESTART)
    r.retran_data = 0
    rh_timeout_board(&r.sb, t.t_seqno, t.numdupacks)
    sackrh_compute_fack(t)
    if t.t_seqno > r.fack + 1:
        tv_int(k, aid, &t.t_seqno, r.fack + 1, TV_TSEQNO)
    tcp_reset_rtx_timer(k, aid, t, 1, 1)
    t.last_cwnd_action = CWND_ACTION_TIMEOUT
    sackrh_send_much(k, aid, 0, REASON_TIMEOUT, t.maxburst)


cdef void sackrh_init(TcpState *t) noexcept:
    sackrh_of(t).fack = -1
    sackrh_of(t).sb.node = <RhNode *>calloc(RH_SBSIZE + 1, sizeof(RhNode))


cdef void sackrh_release(TcpState *t) noexcept:
    free(sackrh_of(t).sb.node)
    sackrh_of(t).sb.node = NULL


cdef TcpFlavour sackrh_flavour() noexcept:
    """SackRH's table: TcpAgent's with its own state, ack processing, send_much
    and retransmission timeout."""
    cdef TcpFlavour f = tcp_base_flavour()
    f.state_size = sizeof(SackRhState)
    f.init = sackrh_init
    f.release = sackrh_release
    f.recv = sackrh_recv
    f.send_much = sackrh_send_much
    f.rtx_timeout = sackrh_timeout
    return f


# TcpState is SackRhState's first member, so TCP_FIELDS' offsets hold here too
register_tcp_flavour(FLAVOUR_SACKRH, "SackRH", sackrh_flavour(), {})
