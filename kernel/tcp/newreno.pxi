# TCP NewReno (ns-2's Agent/TCP/Newreno, a Reno).  docs/ns2-behavior.md §6.5.8.
#
# What differs from Reno:
#   * fast recovery lasts until the ack reaches recover_ (maxseq_ at the fast
#     retransmit); a *partial* ack below it retransmits the next hole at once,
#     deflates the inflated window and keeps the sender in recovery;
#   * a fast retransmit needs highest_ack_ > recover_ (or a lost first segment):
#     a recent DUPACK action does not allow another one;
#   * after an ack it sends with maxburst 2 while dupacks_ >= numdupacks_;
#   * newreno_changes_ > 0 adds Hoe's changes: ssthresh from the spacing of
#     the 2nd and 3rd acks, and one new segment per two dupacks in recovery;
#   * with ecn_ (tcp/ecn.pxi) an ECN-Echo ack cuts the window before the ack is
#     processed, and dupacks right after such a cut retransmit without a second cut.


cdef void newreno_rtt_estimate(Kernel k, int aid, TcpState *t) noexcept:
    """Counts acks; with newreno_changes_, sets ssthresh from the first three."""
    cdef NewrenoState *nr = &t.nr
    cdef int size = k.agents[aid].size
    nr.acked += 1
    if nr.acked == 1:
        nr.basertt = k.now - t.firstsent
    elif nr.acked == 2:
        nr.ack2 = k.now
    elif nr.acked == 3:
        nr.ack3 = k.now
        nr.new_ssthresh = <int>((nr.basertt * (size / (nr.ack3 - nr.ack2))) / size)
        if nr.changes > 0 and nr.new_ssthresh < t.ssthresh:
            tv_int(k, aid, &t.ssthresh, nr.new_ssthresh, TV_SSTHRESH)


cdef void newreno_dupack_after_ecn(Kernel k, int aid, TcpState *t) noexcept:
    """Dupacks soon after an ECN cut (tcp/ecn.pxi): retransmit and inflate without
    cutting ssthresh_ again."""
    t.last_cwnd_action = CWND_ACTION_DUPACK
    tcp_reset_rtx_timer(k, aid, t, 1, 0)
    tcp_output(k, aid, t.last_ack + 1, REASON_DUPACK)
    t.dupwnd = t.numdupacks


cdef void newreno_dupack_action(Kernel k, int aid, TcpState *t) noexcept:
    """Fast retransmit and the start of fast recovery, once per window."""
    cdef bint recovered = t.highest_ack > t.recover
    if not (recovered or (not t.bug_fix and not t.ecn) or (t.bugfix_ss and t.highest_ack == 0)):
        if t.ecn and t.last_cwnd_action == CWND_ACTION_ECN:
            newreno_dupack_after_ecn(k, aid, t)
            return
        if t.bug_fix:
            return
    t.recover = t.maxseq
    tcp_reset_rtx_timer(k, aid, t, 1, 0)
    t.last_cwnd_action = CWND_ACTION_DUPACK
    flavour_of(t).cut(k, aid, t, False)
    tcp_output(k, aid, t.last_ack + 1, REASON_DUPACK)
    t.dupwnd = t.numdupacks


cdef void newreno_partial_ack(Kernel k, int aid, TcpState *t, int ackno) noexcept:
    """An ack of new data below recover_: stay in recovery, resend the next hole."""
    cdef NewrenoState *nr = &t.nr
    cdef unsigned int deflate = 0
    if not nr.changes1 or nr.firstpartial == 0:
        # with newreno_changes1_ only the first partial ack restarts the timer
        nr.firstpartial = 1
        tcp_newtimer(k, t, ackno)
    if nr.partial_window_deflation:
        # take back the acked segments from the inflation (dupwnd_ is unsigned)
        if ackno > t.last_ack:
            deflate = <unsigned int>(ackno - t.last_ack)
        if <unsigned int>t.dupwnd > deflate:
            t.dupwnd -= <int>(deflate - 1)
        else:
            tv_dbl(k, aid, &t.cwnd, t.cwnd - <double>(deflate - <unsigned int>t.dupwnd), TV_CWND)
            t.dupwnd = 1        # still > 0: marks fast recovery
        if t.cwnd < 1:
            tv_dbl(k, aid, &t.cwnd, 1, TV_CWND)
    t.last_ack = ackno
    tv_int(k, aid, &t.highest_ack, ackno, TV_ACK)
    if t.t_seqno < ackno + 1:
        tv_int(k, aid, &t.t_seqno, ackno + 1, TV_TSEQNO)
    if t.rtt_active and ackno >= t.rtt_seq:
        t.rtt_active = 0
        tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
    tcp_output(k, aid, t.last_ack + 1, 0)


cdef void newreno_exit_recovery(Kernel k, int aid, TcpState *t, int ackno) noexcept:
    """Leave fast recovery: the inflation goes (and with exit_recovery_fix_, cwnd
    drops to what is still outstanding if that is below ssthresh_)."""
    cdef int outstanding
    if t.dupwnd > 0:
        t.dupwnd = 0
        if t.last_cwnd_action == CWND_ACTION_DUPACK:
            t.last_cwnd_action = CWND_ACTION_EXITED
        if t.nr.exit_recovery_fix:
            outstanding = t.maxseq - ackno + 1
            if t.ssthresh < outstanding:
                tv_dbl(k, aid, &t.cwnd, t.ssthresh, TV_CWND)
            else:
                tv_dbl(k, aid, &t.cwnd, outstanding, TV_CWND)
    t.nr.firstpartial = 0


cdef void newreno_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    """NewRenoTcpAgent::recv."""
    cdef Packet *p = pkt(k, pi)
    cdef int ackno = p.seqno
    cdef int seq
    cdef bint valid
    newreno_rtt_estimate(k, aid, t)
    if p.ts < t.lastreset:
        pkt_free(k, pi)
        return
    tv_int(k, aid, &t.nackpack, t.nackpack + 1, TV_NACKPACK)
    t.ts_peer = p.ts
    if t.ecn and tcp_acks_echo(p):
        tcp_ecn(k, aid, t, ackno)
    if ackno > t.last_ack:
        if ackno >= t.recover or t.last_cwnd_action != CWND_ACTION_DUPACK:
            newreno_exit_recovery(k, aid, t, ackno)
            tcp_recv_newack_helper(k, aid, t, p)
            if t.last_ack == 0 and t.delay_growth:
                tv_dbl(k, aid, &t.cwnd, tcp_initial_window(k, aid, t), TV_CWND)
        else:
            if t.nr.partial_window_deflation == 0:
                t.dupwnd = 0
            newreno_partial_ack(k, aid, t, ackno)
    elif ackno == t.last_ack:
        tv_int(k, aid, &t.dupacks, t.dupacks + 1, TV_DUPACKS)
        if t.dupacks == t.numdupacks:
            newreno_dupack_action(k, aid, t)
            if not t.exit_fast_retrans:
                t.dupwnd = t.numdupacks
        elif t.dupacks > t.numdupacks and (not t.exit_fast_retrans
                                           or t.last_cwnd_action == CWND_ACTION_DUPACK):
            t.dupwnd += 1       # fast recovery
            if t.nr.changes > 0 and t.dupacks % 2 == 1:
                # one new segment per two dupacks (t_seqno_ moves before the send)
                seq = t.t_seqno
                tv_int(k, aid, &t.t_seqno, seq + 1, TV_TSEQNO)
                tcp_output(k, aid, seq, 0)
        elif t.dupacks < t.numdupacks and t.singledup:
            tcp_send_one(k, aid, t)
    valid = ackno >= t.last_ack
    pkt_free(k, pi)
    if valid or t.aggressive_maxburst:
        if t.dupacks == 0:
            tcp_send_much(k, aid, 0, 0, t.maxburst)
        elif t.dupacks > t.numdupacks - 1 and t.nr.changes == 0:
            tcp_send_much(k, aid, 0, 0, 2)


cdef enum:
    FLAVOUR_NEWRENO = 3

NEWRENO_FIELDS = named_fields(offsets_TcpState(), """
    newreno_changes_=nr.changes newreno_changes1_=nr.changes1
    partial_window_deflation_=nr.partial_window_deflation
    exit_recovery_fix_=nr.exit_recovery_fix""")


cdef TcpFlavour newreno_flavour() noexcept:
    """NewReno's table: a Reno whose own ack processing stays in fast recovery
    until recover_ is acked (Cubic starts from it too)."""
    cdef TcpFlavour f = reno_flavour()
    f.reno_ack_rules = False        # newreno_recv has its own
    f.recv = newreno_recv
    return f


register_tcp_flavour(FLAVOUR_NEWRENO, "Newreno", newreno_flavour(), NEWRENO_FIELDS)
