# ECN in Full TCP (tcp-full.cc's ECN paths), included by tcp/fulltcp.pxi for
# Agent/TCP/FullTcp, its Tahoe and its NewReno variant (not Sack).
#
# With ecn_ set on both ends, the active opener's SYN carries ECN-Echo and CWR, and the
# passive one's SYN+ACK ECN-Echo alone; each end that sees the other's offer is ECN-capable
# (ect_) from then on and marks its data segments ECT.  A receiver that gets a CE-marked
# ECT segment sets ECN-Echo on everything it sends until a segment with CWR arrives.  A
# sender answers an ECN-Echo on a new ack with TcpAgent's ecn() (tcp/ecn.pxi: halve once
# a window) and marks CWR on its next segment.  Three dupacks soon after such a cut
# retransmit without a second cut of ssthresh_ (Reno: halve cwnd_; Tahoe: back to one
# segment).  ecn_syn_ (an ECN-capable SYN+ACK) is not modelled: ns-2's default, off.


cdef int ft_ecn_output_flags(FullTcpState *f, int pflags, bint syn, bint is_retransmit) noexcept:
    """foutput's ECN part: the SYN's offer and the answer in the SYN+ACK, CWR after a
    cut (also on a retransmission with SetCWRonRetransmit_), ECN-Echo while owed."""
    cdef TcpState *t = &f.tcp
    if not t.ecn:
        return pflags
    if syn and not (pflags & TH_ACK):
        pflags |= TH_ECE | TH_CWR
    if syn and (pflags & TH_ACK):
        pflags = (pflags | TH_ECE) & ~TH_CWR
    elif t.ect and t.cong_action and (not is_retransmit or t.cwr_on_rexmit):
        pflags |= TH_CWR
        t.cong_action = 0
    if t.ect and f.recent_ce:
        pflags |= TH_ECE
    return pflags


cdef void ft_ecn_mark(FullTcpState *f, Packet *p, int pflags, int datalen) noexcept:
    """sendpacket's ECN part: ECT on data once ECN-capable, ECN-Echo in the flags
    header (the TCP header keeps the flags as foutput gave them)."""
    cdef TcpState *t = &f.tcp
    if datalen > 0 and t.ecn and t.ect:
        p.flags |= FL_ECT
    else:
        p.flags &= ~FL_ECT
    if t.ecn and t.ect and f.recent_ce:
        pflags |= TH_ECE
    if pflags & TH_ECE:
        p.flags |= FL_ECNECHO
    else:
        p.flags &= ~FL_ECNECHO


cdef void ft_ecn_note_ce(FullTcpState *f, Packet *p) noexcept:
    """A CE-marked ECT segment: owe ECN-Echo until the peer's CWR."""
    if not f.tcp.ecn:
        return
    if p.flags & FL_CE and p.flags & FL_ECT:
        f.recent_ce = 1
    elif p.flags & FL_CONG_ACTION:
        f.recent_ce = 0


cdef void ft_ecn_syn(FullTcpState *f, Packet *p, bint synack) noexcept:
    """The peer's SYN (ECN-Echo and CWR) or SYN+ACK (ECN-Echo alone) offers ECN."""
    cdef TcpState *t = &f.tcp
    if not t.ecn or not (p.flags & FL_ECNECHO):
        return
    if synack and not (p.flags & FL_CONG_ACTION):
        t.ect = 1
        if p.flags & FL_CE:
            f.recent_ce = 1
    elif not synack and p.flags & FL_CONG_ACTION:
        t.ect = 1


cdef void ft_ecn_on_ack(Kernel k, int aid, FullTcpState *f, bint echo, int tiflags) noexcept:
    """A new ack with ECN-Echo (not on a SYN): ecn() at the new highest_ack_ (the window
    does not open on it either: ft_process_ack)."""
    cdef TcpState *t = &f.tcp
    if echo and not (tiflags & TH_SYN):
        tcp_ecn(k, aid, t, t.highest_ack)
        if t.cwnd < 1:
            tcp_set_rtx_timer(k, t)


cdef inline bint ft_ecn_keeps_backoff(FullTcpState *f, Packet *p) noexcept:
    """newack: an echo at a window of one keeps the timer backed off."""
    return f.tcp.ect and f.tcp.ecn_backoff and p.flags & FL_ECNECHO


cdef void ft_dupacks_after_ecn(Kernel k, int aid, FullTcpState *f, bint tahoe) noexcept:
    """The dupack threshold soon after an ECN cut: no second cut of ssthresh_."""
    cdef TcpState *t = &f.tcp
    if tahoe:
        t.last_cwnd_action = CWND_ACTION_DUPACK
        tcp_slowdown(k, aid, t, CLOSE_CWND_ONE)
        tcp_set_rtx_timer(k, t)
        t.rtt_active = 0
        tv_int(k, aid, &t.t_seqno, t.highest_ack, TV_TSEQNO)
    else:
        tcp_slowdown(k, aid, t, CLOSE_CWND_HALF)
        timer_cancel(k, t.rtx_timer)
        t.rtt_active = 0
        ft_fast_retransmit(k, aid, f, t.highest_ack)
