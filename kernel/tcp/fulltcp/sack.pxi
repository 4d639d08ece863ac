# Full TCP with SACK (Agent/TCP/FullTcp/Sack, ns-2's SackFullTcpAgent), included by
# tcp/fulltcp.pxi.  The receiver reports the ranges of its reassembly queue, newest
# first, in every segment it sends (sack_block_size_ header bytes a block plus
# sack_option_size_).  The sender keeps what they report in a scoreboard; at the
# dupack threshold it halves the window, retransmits the first hole and then sends by
# the pipe estimate (bytes in flight) rather than the window, filling the holes the
# scoreboard shows (a hole with sack_rtx_cthresh_ SACKed ranges above it) before new
# data, until an ack covers what was outstanding when recovery began.

cdef void ft_sack_options(FullTcpState *f, Kernel k, int pi) noexcept:
    """The receiver's SACK blocks in an outgoing segment, and their header bytes."""
    cdef Packet *p = pkt(k, pi)
    cdef int nblk
    if f.max_sack_blocks <= 0 or f.rq.n == 0:
        return
    nblk = sq_newest(&f.rq, pkt_sacks(k, pi), f.max_sack_blocks)
    p = pkt(k, pi)
    p.sa_len = nblk
    p.hlen += nblk * f.sack_block_size + f.sack_option_size


cdef void ft_process_sack(Kernel k, FullTcpState *f, Packet *p, int pi) noexcept:
    """The peer's SACK blocks go into the scoreboard."""
    cdef SackBlocks *blocks = pkt_blocks(k, pi)
    cdef int i
    if f.max_sack_blocks <= 0 or blocks == NULL:
        return
    for i in range(p.sa_len):
        if not (p.tcp_flags & TH_FIN) and blocks.left[i] >= blocks.right[i]:
            continue
        sq_add(&f.sq, &f.sack_min, blocks.left[i], blocks.right[i], 0)


cdef void ft_sack_clear_acked(FullTcpState *f) noexcept:
    cdef TcpState *t = &f.tcp
    if f.sq.n and f.sack_min < t.highest_ack:
        f.sack_min = t.highest_ack
        sq_clear_to(&f.sq, f.sack_min)
    if f.h_seqno < t.highest_ack:
        f.h_seqno = t.highest_ack


cdef void ft_sack_dupack_action(Kernel k, int aid, FullTcpState *f) noexcept:
    """Halve the window, retransmit the first hole, then send by the pipe."""
    cdef TcpState *t = &f.tcp
    cdef bint recovered = t.highest_ack > t.recover
    cdef int amt
    f.fastrecov = 1
    f.rtxbytes = 0
    f.pipe = t.maxseq - t.highest_ack - sq_total(&f.sq)
    if not recovered and t.bug_fix:
        return
    tcp_trace_event(k, aid, t, b"FAST_RECOVERY")
    tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_HALF)
    timer_cancel(k, t.rtx_timer)
    t.rtt_active = 0
    f.pipectrl = 1
    t.recover = t.maxseq
    amt = ft_fast_retransmit(k, aid, f, t.highest_ack)
    f.h_seqno = t.highest_ack + amt
    ft_send_much(k, aid, 0, FT_REASON_DUPACK, t.maxburst)


cdef void ft_sack_pack_action(Kernel k, int aid, FullTcpState *f) noexcept:
    ft_sack_clear_acked(f)
    f.pipe -= f.maxseg


cdef void ft_sack_ack_action(Kernel k, int aid, FullTcpState *f) noexcept:
    f.fastrecov = 0
    f.pipectrl = 0
    if f.sq.n and f.sack_min < f.tcp.highest_ack:
        f.sack_min = f.tcp.highest_ack
        sq_clear_to(&f.sq, f.sack_min)
    tv_int(k, aid, &f.tcp.dupacks, 0, TV_DUPACKS)
    if f.h_seqno < f.tcp.highest_ack:
        f.h_seqno = f.tcp.highest_ack


cdef bint ft_sack_send_allowed(FullTcpState *f, int seq) noexcept:
    """In recovery: inside the advertised window, and less than cwnd in flight."""
    cdef TcpState *t = &f.tcp
    if seq >= t.highest_ack + t.window * f.maxseg:
        return False
    if f.state != TCPS_ESTABLISHED and seq > t.curseq:
        return False
    return f.pipe < (<int>t.cwnd) * f.maxseg


cdef bint ft_sack_hole_worth_filling(FullTcpState *f, int count, int nbytes) noexcept:
    cdef int mode = f.sack_rtx_threshmode
    cdef bint by_count = count >= f.sack_rtx_cthresh
    cdef bint by_bytes = nbytes >= f.sack_rtx_bthresh
    return (mode == 0 or (mode == 1 and by_count) or (mode == 2 and by_bytes)
            or (mode == 3 and (by_count or by_bytes)) or (mode == 4 and by_count and by_bytes))


cdef int ft_sack_next_seq(FullTcpState *f) noexcept:
    """In recovery the next hole worth filling, else t_seqno_."""
    cdef TcpState *t = &f.tcp
    cdef int seq = f.h_seqno
    cdef int count, nbytes
    if t.highest_ack >= t.recover:
        return t.t_seqno
    while True:
        seq = sq_next_hole(&f.sq, seq, &count, &nbytes)
        if seq <= 0:
            break
        if ft_sack_hole_worth_filling(f, count, nbytes):
            if seq > f.h_seqno:
                f.h_seqno = seq
            return seq
        if count <= 0:
            break
        seq += f.maxseg
    return t.t_seqno
