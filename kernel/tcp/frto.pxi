# F-RTO (frto_enabled_, sfrto_enabled_): ns-2's TcpAgent detection of spurious
# retransmission timeouts, for the senders that use the shared ack processing of
# sender.pxi: Agent/TCP (Tahoe) and Agent/TCP/Reno.
#
# After a timeout that cuts the window, the sender retransmits the first unacked
# segment as usual (frto_ 1).  The first new ack then, instead of going on with
# retransmissions, lets two segments never sent before out (frto_ 2, a window of
# recover_ + 2 - ack), unless nothing new can be sent or that ack covers all that was
# outstanding.  A second new ack declares the timeout spurious: the window is restored
# as spurious_response_ says (1: what was in flight before that ack, 2: ssthresh_,
# 3: one), ssthresh_ goes back to its value before the timeout (pipe_prev_) and
# recover_ below the ack.  A dupack in either state means the timeout was real: the
# sender goes back to the first unacked segment with a window of frto_ (1 or 2).

cdef inline int tcp_frto_window(TcpState *t) noexcept:
    """window() while F-RTO sends its two new segments (frto_ 2): force_wnd(2)."""
    cdef int win = t.recover + 2 - t.highest_ack
    return win if win < t.window else t.window


cdef void tcp_frto_timeout(TcpState *t) noexcept:
    """At a retransmission timeout: F-RTO starts over; pipe_prev_ keeps the larger of
    the window and ssthresh_ for a spurious timeout to restore."""
    cdef int win
    t.frto = 0
    win = tcp_window(t)
    t.pipe_prev = win if win > t.ssthresh else t.ssthresh


cdef inline void tcp_frto_arm(TcpState *t) noexcept:
    """After the timeout's cut: wait for the first new ack (frto_ 1)."""
    if t.frto_enabled or t.sfrto_enabled:
        t.frto = 1


cdef void tcp_frto_dupack(Kernel k, int aid, TcpState *t) noexcept:
    """recv_frto_helper: a dupack during F-RTO; the timeout was real."""
    tv_int(k, aid, &t.t_seqno, t.highest_ack + 1, TV_TSEQNO)
    tv_dbl(k, aid, &t.cwnd, t.frto, TV_CWND)
    t.frto = 0
    tv_int(k, aid, &t.dupacks, -1, TV_DUPACKS)     # the ack's own count brings it to 0


cdef void tcp_frto_newack(Kernel k, int aid, TcpState *t) noexcept:
    """The end of recv_newack_helper: the first new ack after the timeout sends new
    data, the second declares the timeout spurious."""
    if t.frto == 1:
        if t.recover + 1 >= t.highest_ack + t.window or t.recover + 1 >= t.curseq:
            t.frto = 0
        elif t.highest_ack == t.recover:
            t.frto = 0
        else:
            tv_int(k, aid, &t.t_seqno, t.recover + 1, TV_TSEQNO)
            t.frto = 2
    elif t.frto == 2:
        tcp_spurious_timeout(k, aid, t)


cdef void tcp_spurious_timeout(Kernel k, int aid, TcpState *t) noexcept:
    """The timeout was spurious: restore the window and ssthresh_."""
    t.frto = 0
    if t.spurious_response == 2:
        tv_dbl(k, aid, &t.cwnd, t.ssthresh, TV_CWND)
    elif t.spurious_response == 3:
        tv_dbl(k, aid, &t.cwnd, 1, TV_CWND)
    else:
        tv_dbl(k, aid, &t.cwnd, t.t_seqno - t.prev_highest_ack, TV_CWND)
    tv_int(k, aid, &t.ssthresh, t.pipe_prev, TV_SSTHRESH)
    t.recover = t.highest_ack - 1
