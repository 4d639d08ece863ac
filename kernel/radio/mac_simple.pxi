# Mac/Simple, ns-2.35's simplest wireless MAC (mac/mac-simple.cc), selected with
# `node-config -macType Mac/Simple`.
#
# No carrier sense, no ACKs, no retries.  A frame from the interface queue goes on the
# air after a random jitter of 0..39 times 100 bits' time (Random::random() % 40 from
# the default stream); its transmission time is 8 * size / bandwidth_ (no MAC header is
# counted), and the queue is released when the frame's last bit has left, which is
# pushed back by the rest of a reception in progress when the frame was handed over.
# A reception lasts the frame's transmission time; a second frame arriving meanwhile
# is ignored when the first is CPThresh_ times stronger, else both collide and the
# one ending later is kept and dropped at its end (MAC COL).  At the end of a reception
# a frame is discarded silently while we transmit (half duplex, fullduplex_mode_ 0) or
# when it is for another MAC address; a frame with errors is dropped (MAC ERR).
#
# Mac/Simple writes ns-2's base MAC header (hdr_mac: frame type, source, destination,
# ether type), which the wireless trace reads as an 802.11 header: radio/trace.pxi
# prints those overlaid bytes (wl_mac_fields) for packets flagged base_mac_hdr.
# ns-2's event trace of the MAC (`$ns eventtrace-all`) is not modelled.


# ---- timers (MacSimpleTimer: start asserts the timer is idle; restart stops it first) ----

cdef inline void sm_start(Kernel k, MacSimple *s, int which, double t) noexcept:
    cdef MacTmr *tm = &s.t[which]
    tm.busy = 1
    tm.stime = k.now
    tm.rtime = t
    timer_resched(k, tm.tid, t)


cdef inline void sm_stop(Kernel k, MacSimple *s, int which) noexcept:
    cdef MacTmr *tm = &s.t[which]
    timer_cancel(k, tm.tid)
    tm.busy = 0
    tm.stime = 0.0
    tm.rtime = 0.0


cdef inline void sm_restart(Kernel k, MacSimple *s, int which, double t) noexcept:
    if s.t[which].busy:
        sm_stop(k, s, which)
    sm_start(k, s, which, t)


cdef inline double sm_expire(Kernel k, MacSimple *s, int which) noexcept:
    """Time left until the timer ends."""
    return (s.t[which].stime + s.t[which].rtime) - k.now


cdef inline double sm_frame_time(Kernel k, int pi) noexcept:
    """The frame's transmission time as its sender stamped it (never negative)."""
    cdef double t = wh(k, pi).txtime
    return t if t >= 0.0 else 0.0


# ---- sending ------------------------------------------------------------------------------

cdef void simple_send(Kernel k, MNode *m, int pi) noexcept:
    """A frame from the interface queue: wait a random jitter, then transmit."""
    cdef MacSimple *s = &m.simple
    cdef WlHdr *h = wh(k, pi)
    cdef double jitter
    h.txtime = 8.0 * pkt(k, pi).size / s.bandwidth
    if s.tx_state != MAC_IDLE:          # cannot happen: the queue waits for us
        wl_free(k, pi)
        return
    s.pkt_tx = pi
    jitter = <double>((mac_random(k) % 40) * 100) / s.bandwidth
    sm_restart(k, s, SM_WAIT, jitter)
    if s.rx_state == MAC_IDLE:
        sm_restart(k, s, SM_SEND, jitter + h.txtime)
    else:
        sm_restart(k, s, SM_SEND, jitter + h.txtime + wh(k, s.pkt_rx).txtime)


cdef void simple_wait_done(Kernel k, MNode *m) noexcept:
    """The jitter is over: the frame goes to the radio (MAC send trace)."""
    cdef MacSimple *s = &m.simple
    cdef int pi = s.pkt_tx
    s.tx_state = MAC_SEND
    s.tx_active = 1
    s.pkt_tx = -1                       # the channel sends copies and frees the frame
    if m.mac_trace and wl_tracing(k, m):
        wl_trace(k, m, b's', LV_MAC, WR_NONE, pi)
    chan_send(k, m, pi)


cdef void simple_send_done(Kernel k, MNode *m) noexcept:
    """The frame has left: the queue may hand over the next one."""
    cdef MacSimple *s = &m.simple
    s.tx_state = MAC_IDLE
    s.tx_active = 0
    ifq_resume(k, m)


# ---- receiving ------------------------------------------------------------------------------

cdef void simple_recv(Kernel k, MNode *m, int pi) noexcept:
    """The first bit of a frame from the radio: receive it, ignore it, or collide."""
    cdef MacSimple *s = &m.simple
    cdef WlHdr *h = wh(k, pi)
    if not s.fullduplex and s.tx_active:
        h.error = 1
    if s.rx_state == MAC_IDLE:
        s.rx_state = MAC_RECV
        s.pkt_rx = pi
        sm_start(k, s, SM_RECV, sm_frame_time(k, pi))
        return
    if wh(k, s.pkt_rx).rx_pr / h.rx_pr >= h.cp_thresh:
        wl_free(k, pi)                  # too weak to notice
        return
    s.rx_state = MAC_COLL
    if sm_frame_time(k, pi) > sm_expire(k, s, SM_RECV):
        sm_stop(k, s, SM_RECV)
        wl_free(k, s.pkt_rx)
        s.pkt_rx = pi
        sm_start(k, s, SM_RECV, sm_frame_time(k, pi))
    else:
        wl_free(k, pi)


cdef void simple_recv_done(Kernel k, MNode *m) noexcept:
    """The frame being received has ended: filter it, then up to the link layer
    (MAC receive trace)."""
    cdef MacSimple *s = &m.simple
    cdef int pi = s.pkt_rx
    cdef int state = s.rx_state
    cdef unsigned int dst = wh(k, pi).ra
    s.pkt_rx = -1
    s.rx_state = MAC_IDLE
    if not s.fullduplex and s.tx_active:
        wl_free(k, pi)
    elif state == MAC_COLL:
        mac_drop(k, m, pi, WR_COL)
    elif dst != <unsigned int>m.mac.index and dst != <unsigned int>MAC_BROADCAST:
        wl_free(k, pi)
    elif wh(k, pi).error:
        mac_drop(k, m, pi, WR_ERR)
    else:
        if m.mac_trace and wl_tracing(k, m):
            wl_trace(k, m, b'r', LV_MAC, WR_NONE, pi)
        ll_recv_up(k, m, pi)


cdef void simple_timer(Kernel k, MNode *m, int which) noexcept:
    """An expired Mac/Simple timer (`which` is SM_*)."""
    cdef MacTmr *tm = &m.simple.t[which]
    tm.busy = 0
    tm.stime = 0.0
    tm.rtime = 0.0
    if which == SM_WAIT:
        simple_wait_done(k, m)
    elif which == SM_SEND:
        simple_send_done(k, m)
    elif which == SM_RECV:
        simple_recv_done(k, m)


cdef void simple_init(Kernel k, MNode *m, double bandwidth, bint fullduplex) noexcept:
    """A node's Mac/Simple: idle, with its three timers."""
    cdef MacSimple *s = &m.simple
    cdef int i
    s.bandwidth = bandwidth
    s.fullduplex = fullduplex
    s.rx_state = s.tx_state = MAC_IDLE
    s.pkt_tx = s.pkt_rx = -1
    for i in range(SM_N):
        s.t[i].tid = timer_new(k, TM_WL_MAC_SIMPLE, m.id * 4 + i)
