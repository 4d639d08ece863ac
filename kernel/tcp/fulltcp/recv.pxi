# Full TCP's receive path (FullTcpAgent::recv), included by tcp/fulltcp.pxi: header
# prediction for in-order data and plain new acks, the SYN exchange of the
# passive and the active opener, the trimming of duplicate data, ack processing
# (new acks, dupacks and fast recovery, the closing states), then the data
# (in order, or into the reassembly queue with an immediate ack) and the FIN.

cdef enum:
    FT_TRIM = 0             # go on to trim the segment and process its ack
    FT_PROCESS_ACK = 1      # the ack advances: newack and the window
    FT_STEP6 = 2            # only the data and the FIN are left


cdef void ft_newack(Kernel k, int aid, FullTcpState *f, Packet *p) noexcept:
    """An ack that may advance highest_ack: timers, RTT sample, backoff."""
    cdef TcpState *t = &f.tcp
    cdef int ackno = p.ackno
    cdef bint progress = ackno > t.highest_ack
    if ackno == t.maxseq:
        timer_cancel(k, t.rtx_timer)
    elif progress:
        tcp_set_rtx_timer(k, t)
    if progress:
        tv_int(k, aid, &t.highest_ack, ackno, TV_ACK)
    if t.t_seqno < t.highest_ack:
        tv_int(k, aid, &t.t_seqno, t.highest_ack, TV_TSEQNO)
    if t.ts_option:
        f.recent_age = k.now
        f.recent = p.ts
        tcp_rtt_update(k, aid, t, k.now - p.ts_echo)
    elif t.rtt_active and ackno > t.rtt_seq:
        t.rtt_active = 0
        tcp_rtt_update(k, aid, t, k.now - t.rtt_ts)
    if not ft_ecn_keeps_backoff(f, p):
        tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
        t.ecn_backoff = 0


cdef bint ft_predict_ok(FullTcpState *f, Packet *p) noexcept:
    """Header prediction: an in-order segment with only ACK set, nothing pending."""
    cdef TcpState *t = &f.tcp
    return (f.state == TCPS_ESTABLISHED
            and (p.tcp_flags & (TH_SYN | TH_FIN | TH_ACK)) == TH_ACK
            and not (f.flags & TF_NEEDFIN)
            and (not t.ts_option or p.ts >= f.recent)
            and p.seqno == f.rcv_nxt
            and t.t_seqno == t.maxseq
            and not (t.ecn and p.flags & FL_ECNECHO)
            and p.sa_len == 0)


cdef void ft_drop_after_ack(Kernel k, int aid, FullTcpState *f, int pi) noexcept:
    f.flags |= TF_ACKNOW
    ft_send_much(k, aid, 1, FT_REASON_NORMAL, f.tcp.maxburst)
    pkt_free(k, pi)


cdef void ft_drop_with_reset(Kernel k, int aid, FullTcpState *f, int pi, int tiflags,
                             int datalen) noexcept:
    """Where real TCP sends a RST: a bare segment (ns-2 has no RST)."""
    cdef Packet *p = pkt(k, pi)
    cdef int ack
    if tiflags & TH_ACK:
        ft_sendpacket(k, aid, f, p.ackno, 0, 0, 0, FT_REASON_NORMAL)
    else:
        ack = p.seqno + datalen
        if tiflags & TH_SYN:
            ack -= 1
        ft_sendpacket(k, aid, f, 0, ack, TH_ACK, 0, FT_REASON_NORMAL)
    pkt_free(k, pi)


cdef bint ft_predicted(Kernel k, int aid, FullTcpState *f, int pi, int datalen) noexcept:
    """The fast paths of header prediction; True if the segment was consumed."""
    cdef TcpState *t = &f.tcp
    cdef Packet *p = pkt(k, pi)
    if t.ts_option and p.seqno <= f.last_ack_sent:
        f.recent_age = k.now
        f.recent = p.ts
    if datalen == 0:
        if (p.ackno > t.highest_ack and p.ackno < t.maxseq and t.cwnd >= t.window
                and not f.fastrecov):
            ft_newack(k, aid, f, p)
            ft_send_much(k, aid, 0, FT_REASON_NORMAL, t.maxburst)
            pkt_free(k, pi)
            return True
    elif p.ackno == t.highest_ack and f.rq.n == 0:
        f.rcv_nxt += datalen
        f.flags |= TF_DELACK
        ft_deliver(k, aid, f, datalen)
        pkt_free(k, pi)
        if ft_need_send(f):
            ft_send_much(k, aid, 1, FT_REASON_NORMAL, t.maxburst)
        return True
    return False


cdef int ft_reass(FullTcpState *f, Packet *p) noexcept:
    """Put the segment in the reassembly queue; the flags of what became in order."""
    cdef int start = p.seqno
    cdef int end = start + p.size - p.hlen
    cdef bint fillshole = start == f.rcv_nxt
    cdef int flags = sq_add(&f.rq, &f.rcv_nxt, start, end, p.tcp_flags)
    if f.state < TCPS_SYN_RECEIVED or not fillshole:
        return 0
    if f.state == TCPS_SYN_RECEIVED and end > start:
        return 0
    return flags | sq_clear_to(&f.rq, f.rcv_nxt)


cdef int ft_dupack(Kernel k, int aid, FullTcpState *f, int ackno, int datalen,
                   bint dupseg) noexcept:
    """An ack at or below highest_ack: count dupacks, fast retransmit at the
    threshold, inflate past it.  1 if the segment is done with, else 0."""
    cdef TcpState *t = &f.tcp
    if datalen == 0 and (not f.dupseg_fix or not dupseg):
        if not timer_pending(k, t.rtx_timer) or ackno < t.highest_ack:
            tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
            return 0
        tv_int(k, aid, &t.dupacks, t.dupacks + 1, TV_DUPACKS)
        if t.dupacks == f.tcprexmtthresh:
            ft_dupacks_reached(k, aid, f)
            return 1
        if t.dupacks > f.tcprexmtthresh:
            if f.reno_fastrecov:
                tv_dbl(k, aid, &t.cwnd, t.cwnd + 1, TV_CWND)
            ft_send_much(k, aid, 0, FT_REASON_DUPACK, t.maxburst)
            return 1
    elif f.dupack_reset:
        tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
        f.fastrecov = 0
    return 0


cdef int ft_process_ack(Kernel k, int aid, FullTcpState *f, int pi, int tiflags,
                        int *needoutput) noexcept:
    """A new ack: timers, the end of recovery, the window, the closing states.
    1 if the segment is done with, else 0."""
    cdef TcpState *t = &f.tcp
    cdef Packet *p = pkt(k, pi)
    cdef int ackno = p.ackno
    cdef bint echo = (p.flags & FL_ECNECHO) != 0    # p may move when packets are sent
    cdef bint partial
    if ackno > t.maxseq:
        ft_drop_after_ack(k, aid, f, pi)
        return 1
    ft_newack(k, aid, f, p)
    partial = f.fastrecov and ackno >= t.highest_ack and ackno < t.recover
    if partial:
        ft_partial_ack(k, aid, f)
    else:
        ft_full_ack(k, aid, f)
    ft_ecn_on_ack(k, aid, f, echo, tiflags)
    if ackno == t.maxseq:
        needoutput[0] = 1
    if ackno == t.highest_ack + 1:
        return 0
    if (not t.delay_growth or f.rcv_nxt > 0) and f.last_state == TCPS_ESTABLISHED:
        if (not partial or f.open_cwnd_on_pack) and not (t.ect and echo):
            tcp_opencwnd(k, aid, t)
    if ackno != t.maxseq:
        return 0
    if f.state == TCPS_FIN_WAIT_1:
        f.state = TCPS_FIN_WAIT_2
        ft_cancel_timers(k, f)
        needoutput[0] = 0
    elif f.state == TCPS_CLOSING:
        f.state = TCPS_CLOSED
        ft_cancel_timers(k, f)
    elif f.state == TCPS_LAST_ACK:
        f.state = TCPS_CLOSED
        agent_upcall(k, aid, ("done",))
        ft_reset(k, aid)
        pkt_free(k, pi)
        return 1
    return 0


cdef int ft_syn_states(Kernel k, int aid, FullTcpState *f, int pi, int *tiflags,
                       int datalen) noexcept:
    """LISTEN and SYN_SENT: the SYN exchange.  -1 if the segment is done with, else
    where to go on (FT_TRIM, FT_PROCESS_ACK, FT_STEP6)."""
    cdef TcpState *t = &f.tcp
    cdef Packet *p = pkt(k, pi)
    if f.state == TCPS_LISTEN:
        if tiflags[0] & TH_ACK:
            ft_drop_with_reset(k, aid, f, pi, tiflags[0], datalen)
            return -1
        if not (tiflags[0] & TH_SYN):
            pkt_free(k, pi)
            return -1
        f.irs = p.seqno
        tv_int(k, aid, &t.t_seqno, f.iss, TV_TSEQNO)
        f.rcv_nxt = f.irs + datalen + 1
        f.flags |= TF_ACKNOW
        ft_ecn_syn(f, p, False)
        if k.agents[aid].fid == 0:
            k.agents[aid].fid = p.fid
        f.state = TCPS_SYN_RECEIVED
    elif f.state == TCPS_SYN_SENT:
        if (tiflags[0] & TH_ACK) and (p.ackno <= f.iss or p.ackno > t.maxseq):
            ft_drop_with_reset(k, aid, f, pi, tiflags[0], datalen)
            return -1
        if not (tiflags[0] & TH_SYN):
            pkt_free(k, pi)
            return -1
        f.irs = p.seqno
        f.rcv_nxt = f.irs + datalen + 1
        ft_ecn_syn(f, p, tiflags[0] & TH_ACK)
        if tiflags[0] & TH_ACK:
            tv_int(k, aid, &t.highest_ack, p.ackno, TV_ACK)
            tv_dbl(k, aid, &t.cwnd, tcp_initial_window(k, aid, t), TV_CWND)
            f.flags |= TF_DELACK if datalen > 0 else TF_ACKNOW
            if f.flags & TF_NEEDFIN:
                f.state = TCPS_FIN_WAIT_1
                f.flags &= ~TF_NEEDFIN
                tiflags[0] &= ~TH_SYN
            else:
                f.state = TCPS_ESTABLISHED
            ft_sendpacket(k, aid, f, t.t_seqno, f.rcv_nxt, TH_ACK, 0, FT_REASON_NORMAL)
        else:
            f.flags |= TF_ACKNOW
            timer_cancel(k, t.rtx_timer)
            f.state = TCPS_SYN_RECEIVED
            tv_int(k, aid, &t.t_seqno, t.t_seqno - 1, TV_TSEQNO)
    else:
        return FT_TRIM
    p.seqno += 1
    return FT_PROCESS_ACK if tiflags[0] & TH_ACK else FT_STEP6


cdef int ft_trim(FullTcpState *f, Packet *p, int *tiflags, int *datalen) noexcept:
    """Cut what was received already from the segment's front; 1 if it was all a
    duplicate."""
    cdef int todrop = f.rcv_nxt - p.seqno
    cdef bint dupseg = False
    if todrop <= 0 or not ((tiflags[0] & TH_SYN) or datalen[0] > 0):
        return 0
    if tiflags[0] & TH_SYN:
        tiflags[0] &= ~TH_SYN
        p.seqno += 1
        p.size -= 1
        todrop -= 1
    if todrop > datalen[0] or (todrop == datalen[0] and not (tiflags[0] & TH_FIN)):
        tiflags[0] &= ~TH_FIN
        f.flags |= TF_ACKNOW
        todrop = datalen[0]
        dupseg = True
    p.seqno += todrop
    p.size -= todrop
    datalen[0] -= todrop
    return dupseg


cdef void ft_receive_data(Kernel k, int aid, FullTcpState *f, Packet *p, int *tiflags,
                          int datalen, int *needoutput) noexcept:
    """The segment's data and FIN (step 6 of the BSD code)."""
    cdef int rcv_nxt_before = f.rcv_nxt
    if (datalen > 0 or (tiflags[0] & TH_FIN)) and not ft_have_rcvd_fin(f.state):
        if p.seqno == f.rcv_nxt and f.rq.n == 0:
            f.flags |= TF_DELACK
            f.rcv_nxt += datalen
            tiflags[0] = p.tcp_flags & TH_FIN
            ft_deliver(k, aid, f, datalen)
            needoutput[0] = ft_need_send(f)
        else:
            tiflags[0] = ft_reass(f, p)
            if f.rcv_nxt > rcv_nxt_before:
                ft_deliver(k, aid, f, f.rcv_nxt - rcv_nxt_before)
            f.flags |= TF_ACKNOW
            if tiflags[0] & TH_PUSH:
                needoutput[0] = ft_need_send(f)
    else:
        tiflags[0] &= ~TH_FIN
    if not (tiflags[0] & TH_FIN):
        return
    if not ft_have_rcvd_fin(f.state):
        f.flags |= TF_ACKNOW
        f.rcv_nxt += 1
    if f.state == TCPS_SYN_RECEIVED or f.state == TCPS_ESTABLISHED:
        f.state = TCPS_CLOSE_WAIT
    elif f.state == TCPS_FIN_WAIT_1:
        f.state = TCPS_CLOSING
    elif f.state == TCPS_FIN_WAIT_2:
        f.state = TCPS_CLOSED
        ft_cancel_timers(k, f)


cdef void ft_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    """A segment arrives (FullTcpAgent::recv)."""
    cdef FullTcpState *f = <FullTcpState *>t
    cdef Packet *p = pkt(k, pi)
    cdef int needoutput = 0
    cdef bint dupseg = False
    cdef int datalen = p.size - p.hlen
    cdef int tiflags = p.tcp_flags
    cdef int step, last
    f.last_state = f.state
    if f.state == TCPS_CLOSED:
        if tiflags & TH_FIN:
            ft_drop_after_ack(k, aid, f, pi)
        else:
            pkt_free(k, pi)
        return
    if f.state != TCPS_LISTEN and t.ts_option and (tiflags & TH_SYN) and p.ts >= 0.0:
        f.recent = p.ts
        f.recent_age = k.now
    if f.delack_interval > 0.0 and not timer_pending(k, f.delack_timer):
        last = <int>(k.now / f.delack_interval)
        timer_resched(k, f.delack_timer, f.delack_interval * (last + 1.0) - k.now)
    if not f.nopredict and ft_predict_ok(f, p):
        ft_ecn_note_ce(f, p)
        if ft_predicted(k, aid, f, pi, datalen):
            return
    if f.state == TCPS_LISTEN and (tiflags & (TH_SYN | TH_ACK)) == TH_SYN and t.ts_option:
        f.recent = p.ts
        f.recent_age = k.now
    step = ft_syn_states(k, aid, f, pi, &tiflags, datalen)
    if step < 0:
        return
    if step == FT_TRIM:
        if f.state == TCPS_LAST_ACK and (tiflags & TH_FIN):
            pkt_free(k, pi)
            return
        if t.ts_option and f.recent != 0.0 and p.ts < f.recent:
            ft_drop_after_ack(k, aid, f, pi)
            return
        dupseg = ft_trim(f, p, &tiflags, &datalen)
        if t.ts_option and p.seqno <= f.last_ack_sent:
            f.recent_age = k.now
            f.recent = p.ts
        if tiflags & TH_SYN:
            ft_drop_with_reset(k, aid, f, pi, tiflags, datalen)
            return
        if not (tiflags & TH_ACK):
            pkt_free(k, pi)
            return
        if f.state == TCPS_SYN_RECEIVED:
            if p.ackno < t.highest_ack or p.ackno > t.maxseq:
                ft_drop_with_reset(k, aid, f, pi, tiflags, datalen)
                return
            tv_dbl(k, aid, &t.cwnd, tcp_initial_window(k, aid, t), TV_CWND)
            if f.flags & TF_NEEDFIN:
                f.state = TCPS_FIN_WAIT_1
                f.flags &= ~TF_NEEDFIN
            else:
                f.state = TCPS_ESTABLISHED
        ft_ecn_note_ce(f, p)
        if f.state >= TCPS_ESTABLISHED and p.sa_len > 0:
            ft_process_sack(k, f, p, pi)
        if f.fastrecov and (datalen == 0 or p.ackno > t.highest_ack):
            f.pipe -= f.maxseg
        if p.ackno <= t.highest_ack:
            if ft_dupack(k, aid, f, p.ackno, datalen, dupseg):
                pkt_free(k, pi)
                return
            step = FT_STEP6
        else:
            step = FT_PROCESS_ACK
    if step == FT_PROCESS_ACK and ft_process_ack(k, aid, f, pi, tiflags, &needoutput):
        return
    ft_receive_data(k, aid, f, p, &tiflags, datalen, &needoutput)
    if needoutput or (f.flags & TF_ACKNOW):
        ft_send_much(k, aid, 1, FT_REASON_NORMAL, t.maxburst)
    elif t.curseq >= t.highest_ack or f.infinite_send:
        ft_send_much(k, aid, 0, FT_REASON_NORMAL, t.maxburst)
    if not f.halfclose and f.state == TCPS_CLOSE_WAIT and t.highest_ack == t.maxseq:
        ft_close(k, aid, f)
    pkt_free(k, pi)
    if f.state == TCPS_CLOSED:
        agent_upcall(k, aid, ("done",))
