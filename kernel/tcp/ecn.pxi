# Explicit Congestion Notification in the one-way TCP (ns-2's TcpAgent with ecn_ set,
# and TcpSink's echo), for the senders that use the shared ack processing of
# sender.pxi, Agent/TCP (Tahoe) and Agent/TCP/Reno, and for Agent/TCP/Sack1 and
# Agent/TCP/Newreno (sack1.pxi and newreno.pxi call tcp_ecn on an echo, and their fast
# retransmit right after an ECN cut starts recovery without cutting again).
# Agent/TCP/SackRH marks its packets here but answers echoes itself (sackrh.pxi).
#
# The sender marks its data packets ECN-capable (ECT, 'N' in the trace); its packet 0
# carries ECN-Echo without ECT instead, the negotiation, which the sink answers with an
# ECN-Echo ack.  From that answer on (ect_) the sender reads ECN-Echo on an ack as
# congestion: at most once per window of data (acks above recover_, or after a
# timeout) it halves ssthresh_ and cwnd_ and marks its next new packet CWR ('A'); at a
# window of one the second such echo in a row backs the retransmission timer off.
# While the acks of a burst carry ECN-Echo the window does not grow (with old_ecn_,
# only the first of them stops it).  A fast retransmit right after an ECN cut does not
# cut again.  The sink remembers a CE-marked ECT packet ('E', set by RED's setbit_)
# and echoes it on every ack of an ECT packet until a packet with CWR arrives.

cdef inline bint tcp_acks_echo(Packet *p) noexcept:
    return p.flags & FL_ECNECHO != 0


cdef void tcp_ecn_mark(TcpState *t, Packet *p, int seqno) noexcept:
    """output(): an ECN-capable sender's data packets carry ECT; packet 0 carries
    ECN-Echo without ECT instead (the negotiation)."""
    if seqno == 0:
        p.flags = (p.flags | FL_ECNECHO) & ~FL_ECT
    else:
        p.flags |= FL_ECT


cdef void tcp_ecn(Kernel k, int aid, TcpState *t, int ackno) noexcept:
    """TcpAgent::ecn: an ack with ECN-Echo; cut the window once per window of data."""
    if ackno > t.recover or t.last_cwnd_action == CWND_ACTION_TIMEOUT:
        t.recover = t.maxseq
        t.last_cwnd_action = CWND_ACTION_ECN
        if t.cwnd <= 1.0:
            if t.ecn_backoff:
                tcp_rtt_backoff(k, aid, t)
            else:
                t.ecn_backoff = 1
        else:
            t.ecn_backoff = 0
        tcp_slowdown(k, aid, t, CLOSE_CWND_HALF | CLOSE_SSTHRESH_HALF)
        t.necnresponses += 1


cdef inline bint tcp_ecn_keeps_backoff(TcpState *t, Packet *p) noexcept:
    """newack(): an echo at a window of one keeps the timer backed off."""
    return t.ect and t.ecn_backoff and tcp_acks_echo(p)


cdef inline bint tcp_ecn_holds_window(TcpState *t, Packet *p) noexcept:
    """A new ack with ECN-Echo does not open the window (with old_ecn_, only the
    first of a burst of them)."""
    return t.ect and tcp_acks_echo(p) and not (t.old_ecn and t.ecn_burst)


cdef void tcp_ecn_after_newack(TcpState *t, Packet *p) noexcept:
    """recv_newack_helper's ECN part: the burst and backoff flags, and ect_ once the
    receiver has answered the negotiation."""
    cdef bint echo = tcp_acks_echo(p)
    if t.ect:
        if not echo:
            t.ecn_backoff = 0
        if not t.ecn_burst and echo:
            t.ecn_burst = 1
        elif t.ecn_burst and not echo:
            t.ecn_burst = 0
    if not t.ect and echo and not (p.flags & FL_CONG_ACTION):
        t.ect = 1


cdef void sink_ecn_echo(SinkState *s, Packet *op, Packet *held, Packet *ack) noexcept:
    """TcpSink::ack's ECN part: `op` is the packet acked, `held` the one a DelAck sink
    held (or NULL); sets ECN-Echo (and with ecn_syn_ ECT) on `ack`."""
    cdef int of = op.flags
    cdef int sf = held.flags if held != NULL else 0
    if (sf | of) & FL_CONG_ACTION:
        s.ecn_unacked = 0
    if (sf & FL_ECT and sf & FL_CE) or (of & FL_ECT and of & FL_CE):
        s.ecn_unacked = 1
    if (sf | of) & FL_ECT and s.ecn_unacked:
        ack.flags |= FL_ECNECHO
    if (not of & FL_ECT and of & FL_ECNECHO) or (not sf & FL_ECT and sf & FL_ECNECHO):
        ack.flags |= FL_ECNECHO
        if s.ecn_syn:
            ack.flags |= FL_ECT
