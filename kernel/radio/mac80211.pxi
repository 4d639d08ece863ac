# IEEE 802.11 DCF as ns-2.35's Mac/802_11 models it in ad hoc mode
# (docs/ns2-behavior.md §11.3): carrier sense with NAV, DIFS/SIFS, slotted backoff
# with a contention window drawn from the default stream, RTS/CTS above
# RTSThreshold_, ACKs, short/long retry limits, duplicate detection, capture.
# Infrastructure mode (access points, scanning, association) is in
# radio/mac80211_infra.pxi, called from here where a MAC in a BSS differs.
#
# Each ns-2 MAC timer (interface, NAV, receive, send, defer, backoff) is a
# kernel timer plus its busy/paused/start/remaining-time state, so that every
# start, stop, pause and resume schedules exactly what ns-2 schedules.

cdef double DSSS_MAX_PROP_DELAY = 0.000002


# ---- timers ------------------------------------------------------------------

cdef inline void mt_start(Kernel k, Mac80211 *mac, int which, double t) noexcept:
    """MacTimer::start."""
    cdef MacTmr *tm = &mac.t[which]
    tm.busy = 1
    tm.paused = 0
    tm.stime = k.now
    tm.rtime = t
    timer_resched(k, tm.tid, tm.rtime)


cdef inline void mt_stop(Kernel k, Mac80211 *mac, int which) noexcept:
    """MacTimer::stop."""
    cdef MacTmr *tm = &mac.t[which]
    if tm.paused == 0:
        timer_cancel(k, tm.tid)
    tm.busy = 0
    tm.paused = 0
    tm.stime = 0.0
    tm.rtime = 0.0


cdef inline double mt_expire(Kernel k, Mac80211 *mac, int which) noexcept:
    """MacTimer::expire: time left until the timer ends."""
    return (mac.t[which].stime + mac.t[which].rtime) - k.now


cdef inline int mac_random(Kernel k) noexcept:
    """Random::random(): (int)(2^31 u) from the default stream."""
    return <int>(<long>(<unsigned long>(2147483648.0 * mrg_next(&k.rng))))


cdef void bo_start(Kernel k, Mac80211 *mac, unsigned int cw, bint idle, double difs) noexcept:
    """BackoffTimer::start: a random number of slots, counted down only while idle."""
    cdef MacTmr *tm = &mac.t[MT_BACKOFF]
    tm.busy = 1
    tm.paused = 0
    tm.stime = k.now
    tm.rtime = (<unsigned int>mac_random(k) % cw) * mac.slot
    tm.difs_wait = difs
    if idle == 0:
        tm.paused = 1
    else:
        timer_resched(k, tm.tid, tm.rtime + tm.difs_wait)


cdef void bo_pause(Kernel k, Mac80211 *mac) noexcept:
    """BackoffTimer::pause: keep the whole slots not yet counted down."""
    cdef MacTmr *tm = &mac.t[MT_BACKOFF]
    cdef double st = k.now
    cdef double rt = tm.stime + tm.difs_wait
    cdef double sr = st - rt
    cdef double mst = mac.slot
    cdef int slots = <int>(sr / mst)
    if slots < 0:
        slots = 0
    tm.paused = 1
    tm.rtime -= (slots * mac.slot)
    tm.difs_wait = 0.0
    timer_cancel(k, tm.tid)


cdef void bo_resume(Kernel k, Mac80211 *mac, double difs) noexcept:
    """BackoffTimer::resume: wait DIFS again, then the remaining slots."""
    cdef MacTmr *tm = &mac.t[MT_BACKOFF]
    tm.paused = 0
    tm.stime = k.now
    tm.difs_wait = difs
    timer_resched(k, tm.tid, tm.rtime + tm.difs_wait)


# ---- PHY/MAC constants (PHY_MIB) -------------------------------------------------

cdef inline double mac_difs(Mac80211 *mac) noexcept:
    """DIFS = SIFS + 2 slots."""
    return mac.sifs + 2 * mac.slot


cdef inline unsigned int mac_plcp_len(Mac80211 *mac) noexcept:
    """Bytes of PLCP preamble and header."""
    return (mac.preamble_len + mac.plcp_hdr_len) >> 3


cdef inline unsigned int mac_hdr_len(Mac80211 *mac) noexcept:
    """getHdrLen11: PLCP + the 802.11 header up to its body (30) + FCS (4)."""
    return mac_plcp_len(mac) + 30 + 4


cdef inline unsigned int mac_rts_len(Mac80211 *mac) noexcept:
    """Bytes of an RTS on the air."""
    return mac_plcp_len(mac) + 20


cdef inline unsigned int mac_cts_len(Mac80211 *mac) noexcept:
    """Bytes of a CTS on the air."""
    return mac_plcp_len(mac) + 14


cdef inline unsigned int mac_ack_len(Mac80211 *mac) noexcept:
    """Bytes of an ACK on the air."""
    return mac_plcp_len(mac) + 14


cdef inline double mac_eifs(Mac80211 *mac) noexcept:
    """EIFS = SIFS + DIFS + the time of an ACK at PLCPDataRate_."""
    return mac.sifs + mac_difs(mac) + (8 * mac_ack_len(mac)) / mac.plcp_rate


cdef inline double mac_txtime(Mac80211 *mac, double psz, double drt) noexcept:
    """txtime(bytes, rate): PLCP at PLCPDataRate_, the rest at `drt`."""
    cdef double dsz = psz - mac_plcp_len(mac)
    cdef int plcp_hdr = mac_plcp_len(mac) << 3
    cdef int datalen = (<int>dsz) << 3
    return ((<double>plcp_hdr) / mac.plcp_rate) + ((<double>datalen) / drt)


cdef inline unsigned int usec(double t) noexcept:
    """Seconds to whole microseconds, as the 16-bit duration field holds them."""
    return (<unsigned short>floor((t * 1e6) + 0.5))


cdef inline double sec(double t) noexcept:
    """Microseconds to seconds."""
    return t * 1.0e-6


cdef inline bint mac_is_idle(Kernel k, Mac80211 *mac) noexcept:
    """Medium idle: not receiving, not sending, NAV expired."""
    if mac.rx_state != MAC_IDLE:
        return 0
    if mac.tx_state != MAC_IDLE:
        return 0
    if mac.nav > k.now:
        return 0
    return 1


cdef void mac_check_backoff(Kernel k, Mac80211 *mac) noexcept:
    """checkBackoffTimer: pause while busy, resume (after DIFS) when idle."""
    cdef MacTmr *bo = &mac.t[MT_BACKOFF]
    if mac_is_idle(k, mac) and bo.paused:
        bo_resume(k, mac, mac_difs(mac))
    if not mac_is_idle(k, mac) and bo.busy and not bo.paused:
        bo_pause(k, mac)


cdef inline void mac_set_rx(Kernel k, Mac80211 *mac, int state) noexcept:
    """New receive state, then the backoff pause/resume check."""
    mac.rx_state = state
    mac_check_backoff(k, mac)


cdef inline void mac_set_tx(Kernel k, Mac80211 *mac, int state) noexcept:
    """New transmit state, then the backoff pause/resume check."""
    mac.tx_state = state
    mac_check_backoff(k, mac)


cdef inline void mac_inc_cw(Mac80211 *mac) noexcept:
    """Double the contention window (2 cw + 1), up to CWMax_."""
    mac.cw = (mac.cw << 1) + 1
    if mac.cw > mac.cwmax:
        mac.cw = mac.cwmax


cdef void mac_set_nav(Kernel k, Mac80211 *mac, unsigned int us) noexcept:
    """Extend the NAV to now + us microseconds (never shorten it)."""
    cdef double now = k.now
    cdef double t = us * 1e-6
    if (now + t) > mac.nav:
        mac.nav = now + t
        if mac.t[MT_NAV].busy:
            mt_stop(k, mac, MT_NAV)
        mt_start(k, mac, MT_NAV, t)


# ---- drops and logs --------------------------------------------------------------

cdef void mac_drop(Kernel k, MNode *m, int pi, int why) noexcept:
    """The MAC's drop target (a MAC drop trace when macTrace is ON)."""
    if m.mac_trace and wl_tracing(k, m):
        wl_trace(k, m, b'd', LV_MAC, why, pi)
    wl_free(k, pi)


cdef void mac_log(Kernel k, MNode *m, int pi) noexcept:
    """The MAC's log target: control frames received (traced with macTrace)."""
    if m.mac_trace and wl_tracing(k, m):
        wl_trace(k, m, b'r', LV_MAC, WR_NONE, pi)
    wl_free(k, pi)


cdef void mac_discard(Kernel k, MNode *m, int pi, int why) noexcept:
    """Mac802_11::discard: frames that concern us are dropped (traced), others freed."""
    cdef WlHdr *h = wh(k, pi)
    cdef unsigned int me = m.mac.index
    if h.error != 0:
        wl_free(k, pi)
        return
    if h.fc_type == FT_MGMT:
        if ((h.fc_subtype == FS_AUTH or h.fc_subtype == FS_ASSOCREQ
                or h.fc_subtype == FS_PROBEREQ) and h.ra == me):
            mac_drop(k, m, pi, why)
            return
    elif h.fc_type == FT_CONTROL:
        if h.fc_subtype == FS_RTS and h.ta == me:
            mac_drop(k, m, pi, why)
            return
        if h.ra == me:
            mac_drop(k, m, pi, why)
            return
    elif h.fc_type == FT_DATA:
        if h.ra == me or h.ta == me or (h.ra == <unsigned int>MAC_BROADCAST and not h.to_ds):
            mac_drop(k, m, pi, why)
            return
    wl_free(k, pi)


# ---- transmission ------------------------------------------------------------------

cdef void mac_transmit(Kernel k, MNode *m, int pi, double timeout) noexcept:
    """Put a copy of pi on the air; wait `timeout` for the answer."""
    cdef Mac80211 *mac = &m.mac
    cdef int c
    mac.tx_active = 1
    if m.eot_trace:
        mac.eot_pkt = wl_copy(k, pi)
    if mac.rx_state != MAC_IDLE:
        wh(k, mac.pkt_rx).error = 1
    c = wl_copy(k, pi)
    if m.mac_trace and wl_tracing(k, m):
        wl_trace(k, m, b's', LV_MAC, WR_NONE, c)
    chan_send(k, m, c)
    mt_start(k, mac, MT_SEND, timeout)
    mt_start(k, mac, MT_IF, wh(k, pi).txtime)


cdef void mac_capture(Kernel k, MNode *m, int pi) noexcept:
    """A weaker packet during a reception: only the NAV notices it."""
    mac_set_nav(k, &m.mac, usec(mac_eifs(&m.mac) + wh(k, pi).txtime))
    wl_free(k, pi)


cdef void mac_collision(Kernel k, MNode *m, int pi) noexcept:
    """Two receptions overlap: keep the one that lasts longer, as a collision."""
    cdef Mac80211 *mac = &m.mac
    if mac.rx_state == MAC_RECV:
        mac_set_rx(k, mac, MAC_COLL)
    if mac.rx_state == MAC_COLL:
        if wh(k, pi).txtime > mt_expire(k, mac, MT_RECV):
            mt_stop(k, mac, MT_RECV)
            mac_discard(k, m, mac.pkt_rx, WR_COL)
            mac.pkt_rx = pi
            mt_start(k, mac, MT_RECV, wh(k, mac.pkt_rx).txtime)
        else:
            mac_discard(k, m, pi, WR_COL)


cdef void mac_tx_resume(Kernel k, MNode *m) noexcept:
    """What to send next: a CTS/ACK after SIFS, else RTS or data after backoff,
    else tell the interface queue we are free."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h
    if mac.pkt_ctrl >= 0:
        mt_start(k, mac, MT_DEFER, mac.sifs)
    elif mac.pkt_rts >= 0:
        if mac.t[MT_BACKOFF].busy == 0:
            if mac.bugfix_timer:
                bo_start(k, mac, mac.cw, mac_is_idle(k, mac), mac_difs(mac))
            else:
                mt_start(k, mac, MT_DEFER, mac_difs(mac)
                         + (<unsigned int>mac_random(k) % mac.cw) * mac.slot)
    elif mac.pkt_tx >= 0:
        if mac.t[MT_BACKOFF].busy == 0:
            h = wh(k, mac.pkt_tx)
            if (<unsigned int>pkt(k, mac.pkt_tx).size < mac.rts_threshold
                    or h.ra == <unsigned int>MAC_BROADCAST):
                if mac.bugfix_timer:
                    bo_start(k, mac, mac.cw, mac_is_idle(k, mac), mac_difs(mac))
                else:
                    mt_start(k, mac, MT_DEFER, mac_difs(mac)
                             + (<unsigned int>mac_random(k) % mac.cw) * mac.slot)
            else:
                mt_start(k, mac, MT_DEFER, mac.sifs)
    elif mac.callback:
        mac.callback = 0
        ifq_resume(k, m)
    mac_set_tx(k, mac, MAC_IDLE)


cdef inline void mac_rx_resume(Kernel k, Mac80211 *mac) noexcept:
    """The reception is over: the receiver is idle again."""
    mac_set_rx(k, mac, MAC_IDLE)


cdef int mac_check_ctrl(Kernel k, MNode *m) noexcept:
    """Send the pending CTS (if the medium is idle) or ACK."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h
    cdef double timeout
    if mac.pkt_ctrl < 0:
        return -1
    if mac.tx_state == MAC_CTS or mac.tx_state == MAC_ACK:
        return -1
    h = wh(k, mac.pkt_ctrl)
    if h.fc_subtype == FS_CTS:
        if not mac_is_idle(k, mac):
            mac_discard(k, m, mac.pkt_ctrl, WR_BSY)
            mac.pkt_ctrl = -1
            return 0
        mac_set_tx(k, mac, MAC_CTS)
        timeout = (mac_txtime(mac, mac_cts_len(mac), mac.basic_rate)
                   + DSSS_MAX_PROP_DELAY
                   + sec(h.duration)
                   + DSSS_MAX_PROP_DELAY
                   - mac.sifs
                   - mac_txtime(mac, mac_ack_len(mac), mac.basic_rate))
    else:
        mac_set_tx(k, mac, MAC_ACK)
        timeout = mac_txtime(mac, mac_ack_len(mac), mac.basic_rate)
    mac_transmit(k, m, mac.pkt_ctrl, timeout)
    return 0


cdef int mac_check_rts(Kernel k, MNode *m) noexcept:
    """Send the pending RTS if the medium is idle, else back off again."""
    cdef Mac80211 *mac = &m.mac
    cdef double timeout
    if mac.pkt_rts < 0:
        return -1
    if not mac_is_idle(k, mac):
        mac_inc_cw(mac)
        bo_start(k, mac, mac.cw, mac_is_idle(k, mac), 0.0)
        return 0
    mac_set_tx(k, mac, MAC_RTS)
    timeout = (mac_txtime(mac, mac_rts_len(mac), mac.basic_rate)
               + DSSS_MAX_PROP_DELAY
               + mac.sifs
               + mac_txtime(mac, mac_cts_len(mac), mac.basic_rate)
               + DSSS_MAX_PROP_DELAY)
    mac_transmit(k, m, mac.pkt_rts, timeout)
    return 0


cdef int mac_check_tx(Kernel k, MNode *m) noexcept:
    """Send the pending data frame if the medium is idle, else RTS + backoff."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h
    cdef double timeout
    if mac.pkt_tx < 0:
        return -1
    h = wh(k, mac.pkt_tx)
    if not mac_is_ap(mac) and mac_bss(mac) != IBSS_ID and not mac.infra.handoff:
        h.ra = <unsigned int>mac_bss(mac)
    if not mac_is_idle(k, mac):
        mac_send_rts(k, m, h.ra)
        mac_inc_cw(mac)
        bo_start(k, mac, mac.cw, mac_is_idle(k, mac), 0.0)
        return 0
    mac_set_tx(k, mac, MAC_SEND)
    if h.ra != <unsigned int>MAC_BROADCAST:
        timeout = (h.txtime
                   + DSSS_MAX_PROP_DELAY
                   + mac.sifs
                   + mac_txtime(mac, mac_ack_len(mac), mac.basic_rate)
                   + DSSS_MAX_PROP_DELAY)
    else:
        timeout = h.txtime
    mac_transmit(k, m, mac.pkt_tx, timeout)
    return 0


cdef int mac_ctrl_frame(Kernel k, Mac80211 *mac, int subtype, unsigned int size,
                        unsigned int ra) noexcept:
    """A fresh RTS/CTS/ACK frame (uid 0, type MAC) addressed to `ra`."""
    cdef int pi = wl_alloc(k)
    cdef WlHdr *h = wh(k, pi)
    pkt(k, pi).ptype = PT_MAC
    pkt(k, pi).size = size
    h.fc_type = FT_CONTROL
    h.fc_subtype = subtype
    h.ra = ra
    h.txtime = mac_txtime(mac, size, mac.basic_rate)
    return pi


cdef void mac_send_rts(Kernel k, MNode *m, unsigned int dst) noexcept:
    """Prepare an RTS for the pending data frame (none for small or broadcast frames)."""
    cdef Mac80211 *mac = &m.mac
    cdef int pi
    cdef WlHdr *h
    if (<unsigned int>pkt(k, mac.pkt_tx).size < mac.rts_threshold
            or dst == <unsigned int>MAC_BROADCAST):
        return
    pi = mac_ctrl_frame(k, mac, FS_RTS, mac_rts_len(mac), dst)
    h = wh(k, pi)
    h.ta = mac.index
    h.duration = usec(mac.sifs
                      + mac_txtime(mac, mac_cts_len(mac), mac.basic_rate)
                      + mac.sifs
                      + wh(k, mac.pkt_tx).txtime
                      + mac.sifs
                      + mac_txtime(mac, mac_ack_len(mac), mac.basic_rate))
    mac.pkt_rts = pi


cdef void mac_send_cts(Kernel k, MNode *m, unsigned int dst, double rts_duration) noexcept:
    """Prepare the CTS answering an RTS of duration rts_duration us."""
    cdef Mac80211 *mac = &m.mac
    cdef int pi = mac_ctrl_frame(k, mac, FS_CTS, mac_cts_len(mac), dst)
    wh(k, pi).duration = usec(sec(rts_duration)
                              - mac.sifs
                              - mac_txtime(mac, mac_cts_len(mac), mac.basic_rate))
    mac.pkt_ctrl = pi


cdef void mac_send_ack(Kernel k, MNode *m, unsigned int dst) noexcept:
    """Prepare the ACK of a data frame from `dst`."""
    cdef Mac80211 *mac = &m.mac
    mac.pkt_ctrl = mac_ctrl_frame(k, mac, FS_ACK, mac_ack_len(mac), dst)


cdef void mac_send_data(Kernel k, MNode *m, int pi) noexcept:
    """Complete the 802.11 data header of pi and make it the pending frame."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h = wh(k, pi)
    cdef Packet *p = pkt(k, pi)
    p.size += mac_hdr_len(mac)
    h.fc_type = FT_DATA
    h.fc_subtype = FS_DATA
    if mac_bss(mac) != IBSS_ID:
        if mac.index != mac.infra.ap_addr:
            h.to_ds = 1
            h.from_ds = 0
    else:
        h.to_ds = 0
        h.from_ds = 0
    h.fc_retry = 0
    h.txtime = mac_txtime(mac, p.size, mac.data_rate)
    if h.ra != <unsigned int>MAC_BROADCAST:
        h.txtime = mac_txtime(mac, p.size, mac.data_rate)
        h.duration = usec(mac_txtime(mac, mac_ack_len(mac), mac.basic_rate) + mac.sifs)
    else:
        h.txtime = mac_txtime(mac, p.size, mac.basic_rate)
        h.duration = 0
    mac.pkt_tx = pi


# ---- retransmission -------------------------------------------------------------------

cdef void mac_failed(Kernel k, MNode *m) noexcept:
    """Give up on pkt_tx: the transmit-failure callback gets a copy (with the
    MAC header size removed), then the frame is discarded."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h = wh(k, mac.pkt_tx)
    if h.xmit_failure != XF_NONE:
        pkt(k, mac.pkt_tx).size -= mac_hdr_len(mac)
        wl_xmit_failed(k, m, wl_copy(k, mac.pkt_tx))
    mac_discard(k, m, mac.pkt_tx, WR_RET)
    mac.pkt_tx = -1


cdef void mac_retransmit_rts(Kernel k, MNode *m) noexcept:
    """No CTS came: retry the RTS after a longer backoff, or give up."""
    cdef Mac80211 *mac = &m.mac
    mac.ssrc += 1
    if mac.ssrc >= mac.short_retry:
        mac_discard(k, m, mac.pkt_rts, WR_RET)
        mac.pkt_rts = -1
        mac_failed(k, m)
        mac.ssrc = 0
        mac.cw = mac.cwmin
    else:
        wh(k, mac.pkt_rts).fc_retry = 1
        mac_inc_cw(mac)
        bo_start(k, mac, mac.cw, mac_is_idle(k, mac), 0.0)


cdef void mac_retransmit_data(Kernel k, MNode *m) noexcept:
    """No ACK came: retry after a longer backoff, or give up (broadcasts are not retried)."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h = wh(k, mac.pkt_tx)
    cdef unsigned int *rcount
    cdef unsigned int thresh
    if h.ra == <unsigned int>MAC_BROADCAST:
        wl_free(k, mac.pkt_tx)
        mac.pkt_tx = -1
        mac.cw = mac.cwmin
        bo_start(k, mac, mac.cw, mac_is_idle(k, mac), 0.0)
        return
    if <unsigned int>pkt(k, mac.pkt_tx).size <= mac.rts_threshold:
        rcount = &mac.ssrc
        thresh = mac.short_retry
    else:
        rcount = &mac.slrc
        thresh = mac.long_retry
    rcount[0] += 1
    if mac.infra != NULL and infra_handoff(k, m, rcount[0]):
        return
    if rcount[0] >= thresh:
        mac_failed(k, m)
        rcount[0] = 0
        mac.cw = mac.cwmin
    else:
        h.fc_retry = 1
        mac_send_rts(k, m, h.ra)
        mac_inc_cw(mac)
        bo_start(k, mac, mac.cw, mac_is_idle(k, mac), 0.0)


# ---- from the interface queue ------------------------------------------------------------

cdef void mac_send(Kernel k, MNode *m, int pi) noexcept:
    """Mac802_11::send: take a frame from the queue; start a backoff (after
    DIFS) if the medium is idle, else a paused one."""
    cdef Mac80211 *mac = &m.mac
    mac.callback = 1
    mac_send_data(k, m, pi)
    mac_send_rts(k, m, wh(k, pi).ra)
    wh(k, pi).scontrol = mac.sta_seqno
    mac.sta_seqno = (mac.sta_seqno + 1) & 0xffff
    mac_start_access(k, mac)


cdef void mac_start_access(Kernel k, Mac80211 *mac) noexcept:
    """A frame is pending: if the medium is idle, wait DIFS and a backoff (unless
    already deferring); if busy, start a paused backoff."""
    if mac.t[MT_BACKOFF].busy == 0:
        if mac_is_idle(k, mac):
            if mac.t[MT_DEFER].busy == 0:
                if mac.bugfix_timer:
                    bo_start(k, mac, mac.cw, mac_is_idle(k, mac), mac_difs(mac))
                else:
                    mt_start(k, mac, MT_DEFER, mac_difs(mac)
                             + (<unsigned int>mac_random(k) % mac.cw) * mac.slot)
        else:
            bo_start(k, mac, mac.cw, mac_is_idle(k, mac), 0.0)


# ---- from the radio ----------------------------------------------------------------------

cdef void mac_recv(Kernel k, MNode *m, int pi) noexcept:
    """The first bit of a frame: start receiving it, or capture/collide."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h = wh(k, pi)
    if mac.tx_active and h.error == 0:
        h.error = 1
    if mac.rx_state == MAC_IDLE:
        mac_set_rx(k, mac, MAC_RECV)
        mac.pkt_rx = pi
        if mac.t[MT_PROBE].busy and mac.infra.on_min:
            mac.infra.recv_busy = 1
        mt_start(k, mac, MT_RECV, h.txtime)
    else:
        if wh(k, mac.pkt_rx).rx_pr / h.rx_pr >= h.cp_thresh:
            mac_capture(k, m, pi)
        else:
            mac_collision(k, m, pi)


cdef void mac_recv_timer(Kernel k, MNode *m) noexcept:
    """The frame being received has ended: filter and hand it on."""
    cdef Mac80211 *mac = &m.mac
    cdef int pi = mac.pkt_rx
    cdef WlHdr *h = wh(k, pi)
    cdef unsigned int dst = h.ra
    cdef unsigned int me = mac.index
    if mac.tx_active:
        wl_free(k, pi)
    elif mac.rx_state == MAC_COLL:
        mac_discard(k, m, pi, WR_COL)
        mac_set_nav(k, mac, usec(mac_eifs(mac)))
    elif h.error:
        wl_free(k, pi)
        mac_set_nav(k, mac, usec(mac_eifs(mac)))
    else:
        if dst != me:
            mac_set_nav(k, mac, h.duration)
        if h.fc_type == FT_DATA and h.fc_subtype == 0:
            dsr_tap(k, m, pi)
        if dst != me and dst != <unsigned int>MAC_BROADCAST:
            mac_discard(k, m, pi, WR_NONE)
        elif (dst == <unsigned int>MAC_BROADCAST and h.to_ds and h.from_ds
              and not (mac_is_ap(mac) and infra_find_client(mac.infra, <int>h.addr3))):
            mac_discard(k, m, pi, WR_NONE)       # between APs, for a station of another
        elif mac_is_ap(mac) and h.fc_subtype == FS_BEACON:
            mac_discard(k, m, pi, WR_NONE)
        elif not mac_is_ap(mac) and h.fc_subtype == FS_PROBEREQ:
            mac_discard(k, m, pi, WR_NONE)       # only APs answer probe requests
        elif h.fc_type == FT_MGMT:
            infra_recv_mgmt(k, m, pi)
        elif h.fc_type == FT_CONTROL:
            if h.fc_subtype == FS_RTS:
                mac_recv_rts(k, m, pi)
            elif h.fc_subtype == FS_CTS:
                mac_recv_cts(k, m, pi)
            else:
                mac_recv_ack(k, m, pi)
        elif h.fc_type == FT_DATA:
            mac_recv_data(k, m, pi)
        else:
            wl_free(k, pi)
    mac.pkt_rx = -1
    mac_rx_resume(k, mac)


cdef void mac_recv_rts(Kernel k, MNode *m, int pi) noexcept:
    """An RTS for us: answer with a CTS after SIFS unless busy."""
    cdef Mac80211 *mac = &m.mac
    if mac.tx_state != MAC_IDLE:
        mac_discard(k, m, pi, WR_BSY)
        return
    if mac.pkt_ctrl >= 0:
        mac_discard(k, m, pi, WR_BSY)
        return
    mac_send_cts(k, m, wh(k, pi).ta, wh(k, pi).duration)
    if mac.t[MT_DEFER].busy:
        mt_stop(k, mac, MT_DEFER)
    mac_tx_resume(k, m)
    mac_log(k, m, pi)


cdef void mac_recv_cts(Kernel k, MNode *m, int pi) noexcept:
    """The CTS for our RTS: send the data frame after SIFS."""
    cdef Mac80211 *mac = &m.mac
    if mac.tx_state != MAC_RTS:
        mac_discard(k, m, pi, WR_STA)
        return
    wl_free(k, mac.pkt_rts)
    mac.pkt_rts = -1
    mt_stop(k, mac, MT_SEND)
    mac.ssrc = 0
    mac_tx_resume(k, m)
    mac_log(k, m, pi)


cdef void mac_recv_data(Kernel k, MNode *m, int pi) noexcept:
    """A data frame for us (or broadcast): ACK it, drop duplicates, pass it up."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h = wh(k, pi)
    cdef Packet *p = pkt(k, pi)
    cdef unsigned int dst = h.ra
    cdef unsigned int src = h.ta
    cdef unsigned int size = p.size
    cdef bint fwd
    p.size -= mac_hdr_len(mac)
    h.num_forwards += 1
    if dst != <unsigned int>MAC_BROADCAST:
        if size >= mac.rts_threshold:
            if mac.tx_state == MAC_CTS:
                wl_free(k, mac.pkt_ctrl)
                mac.pkt_ctrl = -1
                mt_stop(k, mac, MT_SEND)
            else:
                mac_discard(k, m, pi, WR_BSY)
                return
            mac_send_ack(k, m, src)
            mac_tx_resume(k, m)
        else:
            if mac.pkt_ctrl >= 0:
                mac_discard(k, m, pi, WR_BSY)
                return
            mac_send_ack(k, m, src)
            if mac.t[MT_SEND].busy == 0:
                mac_tx_resume(k, m)
    if dst != <unsigned int>MAC_BROADCAST:
        if src < <unsigned int>mac.cache_count:
            if mac.cache[src] and mac.cache[src] == h.scontrol:
                mac_discard(k, m, pi, WR_DUP)
                return
            mac.cache[src] = h.scontrol
    fwd = infra_forward(k, m, pi)
    if m.mac_trace and wl_tracing(k, m):
        wl_trace(k, m, b'r', LV_MAC, WR_NONE, pi)
    if fwd:
        ll_recv_down(k, m, pi)
    else:
        ll_recv_up(k, m, pi)


cdef void mac_recv_ack(Kernel k, MNode *m, int pi) noexcept:
    """The ACK of our data frame: reset the window and back off."""
    cdef Mac80211 *mac = &m.mac
    if infra_recv_ack(k, m):
        mac_tx_resume(k, m)
        mac_log(k, m, pi)
        return
    if mac.tx_state != MAC_SEND:
        mac_discard(k, m, pi, WR_STA)
        return
    mt_stop(k, mac, MT_SEND)
    if <unsigned int>pkt(k, mac.pkt_tx).size <= mac.rts_threshold:
        mac.ssrc = 0
    else:
        mac.slrc = 0
    mac.cw = mac.cwmin
    wl_free(k, mac.pkt_tx)
    mac.pkt_tx = -1
    bo_start(k, mac, mac.cw, mac_is_idle(k, mac), 0.0)
    mac_tx_resume(k, m)
    mac_log(k, m, pi)


# ---- timer handlers ------------------------------------------------------------------------

cdef void mac_timer(Kernel k, MNode *m, int which) noexcept:
    """An expired MAC timer (`which` is MT_*)."""
    cdef Mac80211 *mac = &m.mac
    cdef MacTmr *tm = &mac.t[which]
    tm.busy = 0
    tm.paused = 0
    tm.stime = 0.0
    tm.rtime = 0.0
    if which == MT_BACKOFF:
        tm.difs_wait = 0.0
        if infra_station_backoff(k, m) == 0:
            return
        if mac.pkt_ctrl >= 0:
            return
        if infra_ap_backoff(k, m) == 0:
            return
        if mac_check_rts(k, m) == 0:
            return
        mac_check_tx(k, m)
    elif which == MT_DEFER:
        if mac_check_ctrl(k, m) == 0:
            return
        if mac_check_rts(k, m) == 0:
            return
        mac_check_tx(k, m)
    elif which == MT_RECV:
        mac_recv_timer(k, m)
    elif which == MT_SEND:
        mac_send_timer(k, m)
    elif which == MT_IF:
        mac_eot(k, m)
        mac.tx_active = 0
    elif which == MT_NAV:
        if mac_is_idle(k, mac) and mac.t[MT_BACKOFF].paused:
            bo_resume(k, mac, mac_difs(mac))
    elif which == MT_BEACON:
        infra_beacon_timer(k, m)
    elif which == MT_PROBE:
        infra_probe_timer(k, m)


cdef void mac_send_timer(Kernel k, MNode *m) noexcept:
    """No CTS/ACK came in time (or a CTS/ACK of ours is done)."""
    cdef Mac80211 *mac = &m.mac
    if mac.tx_state == MAC_RTS:
        mac_retransmit_rts(k, m)
    elif mac.tx_state == MAC_CTS or mac.tx_state == MAC_ACK:
        wl_free(k, mac.pkt_ctrl)
        mac.pkt_ctrl = -1
    elif mac.tx_state == MAC_SEND:
        mac_retransmit_data(k, m)
    elif mac.tx_state == MAC_MGMT or mac.tx_state == MAC_BCN:
        infra_send_timer(k, m)
    mac_tx_resume(k, m)
