# Full TCP: ns-2's two-way TCP (Agent/TCP/FullTcp, modelled on BSD Net/3), and its
# Tahoe, NewReno and SACK variants (Agent/TCP/FullTcp/Tahoe, .../Newreno, .../Sack).
#
# Unlike the one-way senders of tcp/sender.pxi, one agent is both ends of a
# connection: it opens it with a SYN exchange (an active opener when an
# application hands it data, a passive one after `listen`), counts sequence
# numbers in bytes (segsize_ bytes a segment), acknowledges what it receives
# itself (an ack every segsperack_ segments, or when the delayed-ack timer, which
# ticks every interval_ seconds on multiples of interval_, finds one owed), keeps
# out-of-order data in a reassembly queue, and closes with FINs.  Its packets
# carry a TCP header (ackno, flags, header length) that `Trace set show_tcphdr_ 1`
# prints.  The congestion control is TcpAgent's (slowdown, opencwnd, the RTT
# estimator and timer of tcp/sender.pxi), with Reno's fast retransmit and
# recovery counted in whole segments; Tahoe goes back to one segment instead,
# NewReno retransmits on partial acks, Sack fills the holes its peer's SACK blocks show
# (tcp/fulltcp/sack.pxi).  ECN is in tcp/fulltcp/ecn.pxi, the receive path in
# tcp/fulltcp/recv.pxi, the queue of byte ranges both use in tcp/fulltcp/seqqueue.pxi.
# docs/ns2-behavior.md §6b.

cdef enum:
    FLAVOUR_FULLTCP = 12
    FLAVOUR_FULLTCP_TAHOE = 13
    FLAVOUR_FULLTCP_NEWRENO = 14
    FLAVOUR_FULLTCP_SACK = 15

# connection states (ns-2's TCPS_*; TIME_WAIT is not modelled)
cdef enum:
    TCPS_CLOSED = 0
    TCPS_LISTEN = 1
    TCPS_SYN_SENT = 2
    TCPS_SYN_RECEIVED = 3
    TCPS_ESTABLISHED = 4
    TCPS_CLOSE_WAIT = 5
    TCPS_FIN_WAIT_1 = 6
    TCPS_CLOSING = 7
    TCPS_LAST_ACK = 8
    TCPS_FIN_WAIT_2 = 9

# the agent's own flags (what the next output must do) and the header's flags
cdef enum:
    TF_ACKNOW = 0x0001
    TF_DELACK = 0x0002
    TF_NEEDFIN = 0x0800
    TF_NEEDCLOSE = 0x10000
    TH_FIN = 0x01
    TH_SYN = 0x02
    TH_PUSH = 0x08
    TH_ACK = 0x10
    TH_ECE = 0x40
    TH_CWR = 0x80
    FT_REASON_NORMAL = 0
    FT_REASON_TIMEOUT = 1
    FT_REASON_DUPACK = 2
    FT_REASON_SACK = 4      # also what a timer-driven send passes (ns-2's PF_TIMEOUT)


include "tcp/fulltcp/seqqueue.pxi"


cdef struct FullTcpState:
    TcpState tcp            # first member: Agent.impl is also a TcpState*
    # parameters
    int segs_per_ack        # segsperack_
    int spa_thresh          # spa_thresh_
    int maxseg              # segsize_
    int tcprexmtthresh      # tcprexmtthresh_
    int iss                 # iss_
    int nodelay             # nodelay_
    int data_on_syn         # data_on_syn_
    int dupseg_fix          # dupseg_fix_
    int dupack_reset        # dupack_reset_
    int close_on_empty      # close_on_empty_
    int signal_on_empty     # signal_on_empty_
    int reno_fastrecov      # reno_fastrecov_
    int pipectrl            # pipectrl_
    int open_cwnd_on_pack   # open_cwnd_on_pack_
    int halfclose           # halfclose_
    int nopredict           # nopredict_
    int recov_maxburst      # recov_maxburst_ (NewReno)
    double delack_interval  # interval_
    # state
    int state
    int last_state          # state when the current segment arrived
    int flags               # TF_*
    int ptype               # PT_TCP, PT_ACK after listen
    int rcv_nxt
    int irs
    int last_ack_sent
    int pipe
    int rtxbytes
    int fastrecov
    int infinite_send
    int notify_recv         # report in-order deliveries (an application reads them)
    int save_maxburst       # NewReno: maxburst_ saved during recovery (-1: none)
    int recent_ce           # recent_ce_: a CE mark arrived, ECN-Echo owed until CWR
    double last_send_time
    double recent
    double recent_age
    int delack_timer        # -1 until the first reset
    SeqQueue rq             # the reassembly queue (out-of-order data received)
    # SACK (FullTcp/Sack; max_sack_blocks 0 for the others)
    int max_sack_blocks     # max_sack_blocks_: blocks an ack reports
    int sack_block_size     # sack_block_size_: header bytes per block
    int sack_option_size    # sack_option_size_: header bytes of the option
    int clear_on_timeout    # clear_on_timeout_: forget the scoreboard at a timeout
    int sack_rtx_cthresh    # sack_rtx_cthresh_
    int sack_rtx_bthresh    # sack_rtx_bthresh_
    int sack_rtx_threshmode # sack_rtx_threshmode_
    SeqQueue sq             # the sender's scoreboard
    int sack_min            # its left edge
    int h_seqno             # next hole to fill


cdef inline FullTcpState *ft_of(Kernel k, int aid) noexcept:
    return <FullTcpState *>k.agents[aid].impl


cdef inline bint ft_have_rcvd_fin(int state) noexcept:
    return state == TCPS_CLOSING or state == TCPS_CLOSED or state == TCPS_CLOSE_WAIT


# ---- creation, reset, timers ------------------------------------------------------------

cdef void ft_init(TcpState *t) noexcept:
    cdef FullTcpState *f = <FullTcpState *>t
    f.delack_timer = -1
    f.save_maxburst = -1
    f.ptype = PT_TCP
    f.last_send_time = -1.0
    f.rcv_nxt = -1
    f.irs = -1
    f.last_ack_sent = -1


cdef void ft_release(TcpState *t) noexcept:
    free((<FullTcpState *>t).rq.b)
    free((<FullTcpState *>t).sq.b)


cdef void ft_cancel_timers(Kernel k, FullTcpState *f) noexcept:
    timer_cancel(k, f.tcp.rtx_timer)
    timer_cancel(k, f.tcp.delsnd_timer)
    if f.delack_timer >= 0:
        timer_cancel(k, f.delack_timer)


cdef void ft_reset(Kernel k, int aid) noexcept:
    """FullTcpAgent::reset: TcpAgent's (always with a SYN) plus the connection's
    variables; the state (LISTEN for a passive opener) stays."""
    cdef FullTcpState *f = ft_of(k, aid)
    cdef TcpState *t = &f.tcp
    if f.delack_timer < 0:
        f.delack_timer = timer_new(k, TM_DELACK, aid)
    ft_cancel_timers(k, f)
    t.syn = 1
    tcp_reset(k, aid)
    sq_clear(&f.rq)
    if f.tcp.flavour == FLAVOUR_FULLTCP_SACK:
        sq_clear(&f.sq)
        f.sack_min = f.h_seqno = -1
    f.last_ack_sent = -1
    f.rcv_nxt = -1
    f.pipe = 0
    f.rtxbytes = 0
    f.flags = 0
    tv_int(k, aid, &t.t_seqno, f.iss, TV_TSEQNO)
    tv_int(k, aid, &t.maxseq, -1, TV_MAXSEQ)
    f.irs = -1
    f.last_send_time = -1.0
    f.recent = f.recent_age = 0.0 if t.ts_option else -1.0
    f.fastrecov = 0
    t.closed = 0
    f.close_on_empty = 0


cdef void ft_timer(Kernel k, int aid, int kind) noexcept:
    """The retransmission, delayed-send and delayed-ack timers."""
    cdef FullTcpState *f = ft_of(k, aid)
    if f.state == TCPS_LISTEN:
        return
    if kind == TM_RTX:
        tv_int(k, aid, &f.tcp.nrexmit, f.tcp.nrexmit + 1, TV_NREXMIT)
        ft_timeout_action(k, aid, f)
        ft_send_much(k, aid, 1, FT_REASON_SACK, f.tcp.maxburst)
    elif kind == TM_DELSND:
        ft_send_much(k, aid, 1, FT_REASON_SACK, f.tcp.maxburst)
    elif kind == TM_DELACK:
        if f.flags & TF_DELACK:
            f.flags = (f.flags & ~TF_DELACK) | TF_ACKNOW
            ft_send_much(k, aid, 1, FT_REASON_NORMAL, 0)
        timer_resched(k, f.delack_timer, f.delack_interval)


cdef void ft_timeout_action(Kernel k, int aid, FullTcpState *f) noexcept:
    """A retransmission timeout: cut the window to wnd_restart, back the timer off,
    go back to the first unacknowledged byte."""
    cdef TcpState *t = &f.tcp
    t.recover = t.maxseq
    if t.cwnd < 1.0:
        tv_dbl(k, aid, &t.cwnd, 1.0, TV_CWND)
    if t.last_cwnd_action == CWND_ACTION_ECN:
        tcp_slowdown(k, aid, t, CLOSE_CWND_ONE)
    else:
        tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_RESTART)
        t.last_cwnd_action = CWND_ACTION_TIMEOUT
    if not (t.highest_ack == t.maxseq and t.restart_bugfix):
        tcp_rtt_backoff(k, aid, t)
    tcp_set_rtx_timer(k, t)
    t.rtt_active = 0
    tv_int(k, aid, &t.t_seqno, f.iss if t.highest_ack < 0 else t.highest_ack, TV_TSEQNO)
    f.fastrecov = 0
    tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
    if t.flavour == FLAVOUR_FULLTCP_SACK and f.clear_on_timeout:
        sq_clear(&f.sq)
        f.sack_min = t.highest_ack


# ---- output ------------------------------------------------------------------------

cdef inline int ft_headersize(TcpState *t) noexcept:
    return t.hdr_size + (t.ts_option_size if t.ts_option else 0)


cdef int ft_outflags(int state) noexcept:
    """The header flags the connection's state gives every segment it sends."""
    if state == TCPS_LISTEN:
        return 0
    if state == TCPS_SYN_SENT:
        return TH_SYN
    if state == TCPS_SYN_RECEIVED:
        return TH_SYN | TH_ACK
    if state == TCPS_FIN_WAIT_1 or state == TCPS_CLOSING or state == TCPS_LAST_ACK:
        return TH_FIN | TH_ACK
    return TH_ACK


cdef void ft_sendpacket(Kernel k, int aid, FullTcpState *f, int seqno, int ackno, int pflags,
                        int datalen, int reason) noexcept:
    """Build one segment (header, size, counters) and send it."""
    cdef TcpState *t = &f.tcp
    cdef int pi = agent_new_packet(k, aid, f.ptype)
    cdef Packet *p = pkt(k, pi)
    p.seqno = seqno
    p.ackno = ackno
    p.tcp_flags = pflags
    p.hlen = ft_headersize(t)
    if t.ts_option:
        p.ts = k.now
        p.ts_echo = f.recent
    else:
        p.ts = p.ts_echo = -1.0
    if pflags & TH_CWR:
        p.flags |= FL_CONG_ACTION
    ft_ecn_mark(f, p, pflags, datalen)
    ft_sack_options(f, k, pi)
    p = pkt(k, pi)
    p.size = datalen + p.hlen
    if datalen <= 0:
        tv_int(k, aid, &t.nackpack, t.nackpack + 1, TV_NACKPACK)
    else:
        tv_int(k, aid, &t.ndatapack, t.ndatapack + 1, TV_NDATAPACK)
        tv_int(k, aid, &t.ndatabytes, t.ndatabytes + datalen, TV_NDATABYTES)
        f.last_send_time = k.now
    if reason == FT_REASON_TIMEOUT or reason == FT_REASON_DUPACK or reason == FT_REASON_SACK:
        tv_int(k, aid, &t.nrexmitpack, t.nrexmitpack + 1, TV_NREXMITPACK)
        tv_int(k, aid, &t.nrexmitbytes, t.nrexmitbytes + datalen, TV_NREXMITBYTES)
    f.last_ack_sent = ackno
    agent_send(k, aid, pi)


cdef bint ft_need_send(FullTcpState *f) noexcept:
    """An ack is owed now: asked for, or segsperack_ segments arrived unacked."""
    cdef int spa = f.segs_per_ack
    if f.flags & TF_ACKNOW:
        return True
    if f.spa_thresh > 0 and f.rcv_nxt - f.irs < f.spa_thresh:
        spa = 1
    return f.rcv_nxt - f.last_ack_sent >= spa * f.maxseg


cdef bint ft_idle_restart(Kernel k, FullTcpState *f) noexcept:
    """Idle for longer than the retransmission timeout (in ticks, as rtt samples)."""
    cdef TcpState *t = &f.tcp
    cdef double tao, tickoff
    if f.last_send_time < 0.0:
        return False
    tao = k.now - f.last_send_time
    if not t.ts_option:
        tickoff = fmod(f.last_send_time + t.boot_time, t.tcp_tick)
        tao = (<int>((tao + tickoff) / t.tcp_tick)) * t.tcp_tick
    return tao > t.t_rtxcur


cdef int ft_data_length(Kernel k, FullTcpState *f, int seqno, bint syn) noexcept:
    """How many bytes the segment at `seqno` carries (0 to segsize_)."""
    cdef TcpState *t = &f.tcp
    cdef int buffered = TCP_MAXSEQ if f.infinite_send else t.curseq - t.highest_ack + 1
    cdef int win = tcp_window(t) * f.maxseg
    cdef int off = seqno - t.highest_ack
    cdef int datalen
    if t.highest_ack < 0:
        if not f.infinite_send:
            buffered = t.curseq - f.iss
        off = seqno - f.iss
    if syn and not f.data_on_syn:
        datalen = 0
    elif f.pipectrl:
        datalen = buffered - off
    else:
        datalen = (buffered if buffered < win else win) - off
    return 0 if datalen < 0 else (f.maxseg if datalen > f.maxseg else datalen)


cdef int ft_output(Kernel k, int aid, FullTcpState *f, int seqno, int reason) noexcept:
    """FullTcpAgent::foutput: send the segment at `seqno` if anything calls for it
    (data, an owed ack, a SYN or FIN); the sequence numbers it used (SYN and FIN
    count one)."""
    cdef TcpState *t = &f.tcp
    cdef bint is_retransmit = seqno < t.maxseq
    cdef bint quiet = t.highest_ack == t.maxseq
    cdef int pflags = ft_outflags(f.state)
    cdef bint syn = seqno == f.iss
    cdef bint emptying = False
    cdef bint send = False
    cdef int datalen, reliable, fin
    if f.maxseg == 0:
        f.maxseg = k.agents[aid].size - ft_headersize(t)
    else:
        k.agents[aid].size = f.maxseg + ft_headersize(t)
    datalen = ft_data_length(k, f, seqno, syn)
    if f.signal_on_empty and not syn and not f.infinite_send and t.curseq - t.highest_ack + 1 == 0:
        f.signal_on_empty = 0
        agent_upcall(k, aid, ("done_data",))
    if t.slow_start_restart and quiet and datalen > 0 and ft_idle_restart(k, f):
        tcp_slowdown(k, aid, t, CLOSE_CWND_INIT)
    if not f.infinite_send and (seqno + datalen > t.curseq or (syn and datalen == 0)):
        emptying = True
        if not syn and f.close_on_empty and quiet:
            f.flags |= TF_NEEDCLOSE
        pflags |= TH_PUSH
    else:
        pflags &= ~TH_FIN
    if f.infinite_send and syn and datalen == 0:
        pflags |= TH_PUSH
    if datalen > 0:
        send = (datalen == f.maxseg or ((quiet or f.nodelay) and emptying) or is_retransmit
                or datalen >= (t.window * f.maxseg) / 2.0)
    if not send and not ft_need_send(f) and not (f.flags & (TF_ACKNOW | TF_NEEDCLOSE)) \
            and not (pflags & (TH_SYN | TH_FIN)):
        return 0
    syn = (pflags & TH_SYN) != 0
    fin = 1 if pflags & TH_FIN else 0
    pflags = ft_ecn_output_flags(f, pflags, syn, is_retransmit)
    if datalen > 0 and t.cong_action and not is_retransmit:
        pflags |= TH_CWR
    if f.flags & TF_NEEDCLOSE:
        f.flags &= ~TF_NEEDCLOSE
        if f.state <= TCPS_ESTABLISHED and f.state != TCPS_CLOSED:
            pflags |= TH_FIN
            fin = 1
            f.state = TCPS_FIN_WAIT_1
    ft_sendpacket(k, aid, f, seqno, f.rcv_nxt, pflags, datalen, reason)
    f.flags &= ~(TF_ACKNOW | TF_DELACK)
    reliable = datalen + syn + fin
    if t.cong_action and reliable > 0 and not is_retransmit:
        t.cong_action = 0
    if seqno + reliable > t.maxseq:
        tv_int(k, aid, &t.maxseq, seqno + reliable, TV_MAXSEQ)
        if not t.ts_option and not t.rtt_active:
            t.rtt_active = 1
            t.rtt_seq = seqno
            t.rtt_ts = k.now
    if reliable and not timer_pending(k, t.rtx_timer):
        tcp_set_rtx_timer(k, t)
    return reliable


cdef void ft_sent(Kernel k, int aid, FullTcpState *f, int seq, int amt) noexcept:
    if f.tcp.flavour == FLAVOUR_FULLTCP_SACK and seq == f.h_seqno:
        f.h_seqno += amt
    if seq == f.tcp.t_seqno:
        tv_int(k, aid, &f.tcp.t_seqno, f.tcp.t_seqno + amt, TV_TSEQNO)
    f.pipe += amt
    if seq < f.tcp.maxseq:
        f.rtxbytes += amt


cdef bint ft_send_allowed(FullTcpState *f, int seq) noexcept:
    cdef TcpState *t = &f.tcp
    cdef int win = tcp_window(t) * f.maxseg
    cdef int topwin = t.curseq
    if t.flavour == FLAVOUR_FULLTCP_SACK and f.pipectrl:
        return ft_sack_send_allowed(f, seq)
    if topwin > t.highest_ack + win or f.infinite_send:
        topwin = t.highest_ack + win
    return seq < topwin


cdef void ft_send_much(Kernel k, int aid, bint force, int reason, int maxburst) noexcept:
    """Send what the window allows (with `force`, at least one segment if output
    finds a reason); a SYN or FIN ends the burst."""
    cdef FullTcpState *f = ft_of(k, aid)
    cdef TcpState *t = &f.tcp
    cdef int npackets = 0
    cdef int seq, amt
    if not force and timer_pending(k, t.delsnd_timer):
        return
    while True:
        seq = ft_sack_next_seq(f) if t.flavour == FLAVOUR_FULLTCP_SACK else t.t_seqno
        if not force and not ft_send_allowed(f, seq):
            break
        if not force and t.overhead != 0 and not timer_pending(k, t.delsnd_timer):
            timer_resched(k, t.delsnd_timer, t.overhead * mrg_next(&k.rng))
            return
        amt = ft_output(k, aid, f, seq, reason)
        if amt <= 0:
            break
        if ft_outflags(f.state) & TH_FIN:
            amt -= 1
        ft_sent(k, aid, f, seq, amt)
        force = 0
        if ft_outflags(f.state) & (TH_SYN | TH_FIN):
            break
        npackets += 1
        if maxburst and npackets >= maxburst:
            break


cdef void ft_send_much_hook(Kernel k, int aid, bint force, int reason, int maxburst) noexcept:
    ft_send_much(k, aid, force, reason, maxburst)


# ---- the application's side: open, send, close -------------------------------------------

cdef inline void ft_deliver(Kernel k, int aid, FullTcpState *f, int nbytes) noexcept:
    """Bytes reach the application in order (ns-2's recvBytes: TcpApp reads them)."""
    if f.notify_recv and nbytes > 0:
        agent_upcall(k, aid, ("recv_bytes", nbytes))


cdef void ft_advance_bytes(Kernel k, int aid, FullTcpState *f, int nbytes) noexcept:
    """The application hands over n more bytes; a closed or listening agent opens
    the connection (a SYN) first."""
    cdef TcpState *t = &f.tcp
    if f.state == TCPS_CLOSED or f.state == TCPS_LISTEN:
        ft_reset(k, aid)
        tv_int(k, aid, &t.curseq, f.iss + nbytes, TV_SEQNO)
        f.state = TCPS_SYN_SENT
        ft_sent(k, aid, f, f.iss, ft_output(k, aid, f, f.iss, FT_REASON_NORMAL))
    elif f.state == TCPS_ESTABLISHED or f.state == TCPS_SYN_SENT or f.state == TCPS_SYN_RECEIVED:
        if t.curseq < f.iss:
            tv_int(k, aid, &t.curseq, f.iss, TV_SEQNO)
        tv_int(k, aid, &t.curseq, t.curseq + nbytes, TV_SEQNO)
    if f.state == TCPS_ESTABLISHED:
        ft_send_much(k, aid, 0, FT_REASON_NORMAL, t.maxburst)


cdef void ft_close(Kernel k, int aid, FullTcpState *f) noexcept:
    """The application closes: no more data, and a FIN after what is left."""
    cdef TcpState *t = &f.tcp
    tv_int(k, aid, &t.curseq, t.maxseq - 1, TV_SEQNO)
    f.infinite_send = 0
    if f.state == TCPS_CLOSED or f.state == TCPS_LISTEN:
        ft_cancel_timers(k, f)
        f.state = TCPS_CLOSED
        agent_upcall(k, aid, ("done",))
        return
    if f.state == TCPS_SYN_SENT:
        f.state = TCPS_CLOSED
    elif f.state == TCPS_SYN_RECEIVED or f.state == TCPS_ESTABLISHED:
        f.state = TCPS_FIN_WAIT_1
    elif f.state == TCPS_CLOSE_WAIT:
        f.state = TCPS_LAST_ACK
    elif f.state != TCPS_LAST_ACK:
        return                  # closing already
    f.flags |= TF_NEEDFIN
    ft_send_much(k, aid, 1, FT_REASON_NORMAL, t.maxburst)


cdef int ft_command(Kernel k, int aid, int cmd, int arg) noexcept:
    """The agent's commands: send (-1: forever), advance/advanceby (segments),
    listen, close, notify-recv; app-size answers segsize_."""
    cdef FullTcpState *f = ft_of(k, aid)
    if cmd == TCP_CMD_SEND:
        if arg == -1:
            f.infinite_send = 1
            ft_advance_bytes(k, aid, f, 0)
        else:
            ft_advance_bytes(k, aid, f, arg)
    elif cmd == TCP_CMD_ADVANCE or cmd == TCP_CMD_ADVANCEBY:
        if arg >= 0x10000000 and f.maxseg > 0:     # "forever", as a segment count
            arg = arg // f.maxseg
        ft_advance_bytes(k, aid, f, arg * f.maxseg)
    elif cmd == TCP_CMD_LISTEN:
        f.state = TCPS_LISTEN
        f.ptype = PT_ACK
    elif cmd == TCP_CMD_CLOSE:
        ft_close(k, aid, f)
    elif cmd == TCP_CMD_NOTIFY_RECV:
        f.notify_recv = 1
    elif cmd == TCP_CMD_APP_SIZE:
        return f.maxseg
    else:
        return 0
    return 1


# ---- loss recovery: Reno, Tahoe, NewReno ------------------------------------------------

cdef int ft_fast_retransmit(Kernel k, int aid, FullTcpState *f, int seq) noexcept:
    tcp_trace_event(k, aid, &f.tcp, b"FAST_RETX")
    f.tcp.recover = f.tcp.maxseq
    f.tcp.last_cwnd_action = CWND_ACTION_DUPACK
    return ft_output(k, aid, f, seq, FT_REASON_DUPACK)


cdef bint ft_enter_recovery(Kernel k, int aid, FullTcpState *f, bint tahoe) noexcept:
    """The dupack threshold is reached: whether to react (bugFix_: once a window);
    soon after an ECN cut, the reaction is ft_dupacks_after_ecn's instead."""
    cdef TcpState *t = &f.tcp
    f.fastrecov = 1
    f.rtxbytes = 0
    if (t.highest_ack > t.recover or (not t.bug_fix and not t.ecn) or t.highest_ack == 0
            or (not tahoe and t.last_cwnd_action == CWND_ACTION_DUPACK)):
        return True
    if t.ecn and t.last_cwnd_action == CWND_ACTION_ECN:
        ft_dupacks_after_ecn(k, aid, f, tahoe)
        return False
    return not t.bug_fix


cdef void ft_dupack_action(Kernel k, int aid, FullTcpState *f) noexcept:
    """Reno: halve the window, retransmit the first hole, inflate by the dupacks."""
    cdef TcpState *t = &f.tcp
    if not ft_enter_recovery(k, aid, f, False):
        return
    tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_HALF)
    timer_cancel(k, t.rtx_timer)
    t.rtt_active = 0
    t.recover = t.maxseq
    ft_fast_retransmit(k, aid, f, t.highest_ack)
    tv_dbl(k, aid, &t.cwnd, <double>t.ssthresh + <double>t.dupacks, TV_CWND)


cdef void ft_tahoe_dupack_action(Kernel k, int aid, FullTcpState *f) noexcept:
    """Tahoe: back to one segment and go back to the hole."""
    cdef TcpState *t = &f.tcp
    if not ft_enter_recovery(k, aid, f, True):
        return
    tcp_trace_event(k, aid, t, b"FAST_RETX")
    t.recover = t.maxseq
    t.last_cwnd_action = CWND_ACTION_DUPACK
    tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_ONE)
    tcp_set_rtx_timer(k, t)
    t.rtt_active = 0
    tv_int(k, aid, &t.t_seqno, t.highest_ack, TV_TSEQNO)
    ft_send_much(k, aid, 0, FT_REASON_NORMAL, 0)


cdef void ft_ack_action(Kernel k, int aid, FullTcpState *f) noexcept:
    """A new ack (and Reno's partial ack) ends fast recovery, deflating the window."""
    cdef TcpState *t = &f.tcp
    if f.reno_fastrecov and f.fastrecov and t.cwnd > <double>t.ssthresh:
        tv_dbl(k, aid, &t.cwnd, <double>t.ssthresh, TV_CWND)
    f.fastrecov = 0
    tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)


cdef void ft_newreno_pack_action(Kernel k, int aid, FullTcpState *f) noexcept:
    """NewReno's partial ack: retransmit the next hole, stay in recovery with the
    burst limited to recov_maxburst_."""
    cdef TcpState *t = &f.tcp
    ft_fast_retransmit(k, aid, f, t.highest_ack)
    tv_dbl(k, aid, &t.cwnd, <double>t.ssthresh, TV_CWND)
    if f.save_maxburst < 0:
        f.save_maxburst = t.maxburst
        t.maxburst = f.recov_maxburst


cdef void ft_newreno_ack_action(Kernel k, int aid, FullTcpState *f) noexcept:
    if f.save_maxburst >= 0:
        f.tcp.maxburst = f.save_maxburst
        f.save_maxburst = -1
    ft_ack_action(k, aid, f)


cdef void ft_partial_ack(Kernel k, int aid, FullTcpState *f) noexcept:
    if f.tcp.flavour == FLAVOUR_FULLTCP_SACK:
        ft_sack_pack_action(k, aid, f)
    elif f.tcp.flavour == FLAVOUR_FULLTCP_NEWRENO:
        ft_newreno_pack_action(k, aid, f)
    else:
        ft_ack_action(k, aid, f)


cdef void ft_full_ack(Kernel k, int aid, FullTcpState *f) noexcept:
    if f.tcp.flavour == FLAVOUR_FULLTCP_SACK:
        ft_sack_ack_action(k, aid, f)
    elif f.tcp.flavour == FLAVOUR_FULLTCP_NEWRENO:
        ft_newreno_ack_action(k, aid, f)
    else:
        ft_ack_action(k, aid, f)


cdef void ft_dupacks_reached(Kernel k, int aid, FullTcpState *f) noexcept:
    if f.tcp.flavour == FLAVOUR_FULLTCP_TAHOE:
        ft_tahoe_dupack_action(k, aid, f)
    elif f.tcp.flavour == FLAVOUR_FULLTCP_SACK:
        ft_sack_dupack_action(k, aid, f)
    else:
        ft_dupack_action(k, aid, f)


include "tcp/fulltcp/sack.pxi"
include "tcp/fulltcp/ecn.pxi"
include "tcp/fulltcp/recv.pxi"


cdef TcpFlavour fulltcp_flavour() noexcept:
    """Full TCP's table: its own send, receive, timers and commands on TcpAgent's
    window arithmetic."""
    cdef TcpFlavour f = tcp_base_flavour()
    f.state_size = sizeof(FullTcpState)
    f.creation_resets = 2
    f.init = ft_init
    f.release = ft_release
    f.reset = ft_reset
    f.recv = ft_recv
    f.send_much = ft_send_much_hook
    f.timer = ft_timer
    f.command = ft_command
    return f


FULLTCP_FIELDS = named_fields(offsets_FullTcpState(), """
    segsperack_=segs_per_ack spa_thresh_ segsize_=maxseg tcprexmtthresh_ iss_ nodelay_
    data_on_syn_ dupseg_fix_ dupack_reset_ close_on_empty_ signal_on_empty_ reno_fastrecov_
    pipectrl_ open_cwnd_on_pack_ halfclose_ nopredict_ interval_=delack_interval""")

register_tcp_flavour(FLAVOUR_FULLTCP, "FullTcp", fulltcp_flavour(), FULLTCP_FIELDS)
register_tcp_flavour(FLAVOUR_FULLTCP_TAHOE, "FullTcp/Tahoe", fulltcp_flavour(), FULLTCP_FIELDS)
register_tcp_flavour(FLAVOUR_FULLTCP_SACK, "FullTcp/Sack", fulltcp_flavour(), dict(
    FULLTCP_FIELDS, **named_fields(offsets_FullTcpState(), """
    max_sack_blocks_ sack_block_size_ sack_option_size_ clear_on_timeout_ sack_rtx_cthresh_
    sack_rtx_bthresh_ sack_rtx_threshmode_""")))
register_tcp_flavour(FLAVOUR_FULLTCP_NEWRENO, "FullTcp/Newreno", fulltcp_flavour(), dict(
    FULLTCP_FIELDS, **named_fields(offsets_FullTcpState(), "recov_maxburst_")))
