# Mac/SMAC, ns-2.35's Sensor-MAC (mac/smac.cc, as built without JOURNAL_PAPER), selected
# with `node-config -macType Mac/SMAC`.
#
# S-MAC models a 20 kbit/s sensor radio with a 1 ms clock: every frame has a fixed length
# whatever the packet's size (data 43 ms, RTS/CTS/ACK 11 ms, SYNC 3 ms), sends broadcasts
# straight after carrier sense and unicasts with RTS, CTS, DATA and ACK.  Carrier sense is
# DIFS (10 ms) plus a random number of 1 ms slots (0..62 for data, 0..30 for SYNC, from
# the default stream); a frame heard meanwhile cancels it.  Overheard RTS, CTS, DATA and
# ACK set the NAV; a node whose NAV or whose neighbours' NAV is running waits for it.
#
# With syncFlag_ 0 (the default) the radio never sleeps and a frame is tried as soon as
# the MAC is free.  With syncFlag_ 1 every node follows a listen/sleep schedule: a SYNC
# period (DIFS + 31 slots + SYNC + guard), a data period (DIFS + 63 slots + control frame
# + guard) and a sleep so that listening takes dutyCycle_ per cent of the cycle.  A node
# listens for 11 cycles first; if it hears a SYNC meanwhile it follows the sender's
# schedule, else it makes its own.  It sends a SYNC (its time to sleep) every 10 cycles,
# learns its neighbours' schedules from theirs (up to 4 schedules, 20 neighbours), and
# sends data only in a data period of the receiver's schedule (broadcasts: in each).
#
# Trace lines show S-MAC's header as ns-2's CMU trace prints it: [duration destination
# source] (a SYNC: its sleep time, its sender and the node it follows), and the frame
# names RTS, CTS, ACK and SYNC.  ns-2 reads that header through the base MAC header's
# setters, so the link layer's addresses land in it (here: in ra and ta).  The radio's
# sleep matters only with an energy model (radio/energy.pxi: a sleeping radio hears
# nothing); without one the MAC's own state decides what it hears.
# schedule-start-time (selfConfigFlag_ 0) is not modelled.

cdef enum:                  # the MAC's states
    SS_SLEEP = 0
    SS_IDLE = 1
    SS_CR_SENSE = 2
    SS_WAIT_CTS = 3
    SS_WAIT_DATA = 4
    SS_WAIT_ACK = 5
cdef enum:                  # the radio's states
    SR_SLP = 0
    SR_IDLE = 1
    SR_RX = 2
    SR_TX = 3
cdef enum:                  # frame types
    SF_DATA = 0
    SF_RTS = 1
    SF_CTS = 2
    SF_ACK = 3
    SF_SYNC = 4
cdef enum:                  # how the frame after carrier sense is sent
    SH_BCAST_SYNC = 0
    SH_BCAST_DATA = 1
    SH_UNICAST = 2
cdef enum:
    SMAC_SYNC_CW = 31
    SMAC_DATA_CW = 63
    SMAC_SYNC_PERIOD = 10
    SMAC_SYNC_PKT_TICKS = 3     # a SYNC frame's air time, ms
    SMAC_SRCH_CYCLES_SHORT = 3
    SMAC_SRCH_CYCLES_LONG = 22
    SMAC_RETRY_LIMIT = 5
    SMAC_EXTEND_LIMIT = 5
    SMAC_DATA_BYTES = 50        # the TinyOS frame sizes S-MAC's air times assume
    SMAC_CTRL_BYTES = 10
    SMAC_SYNC_BYTES = 9


cdef inline double clk2sec(double ticks) noexcept:
    """CLKTICK2SEC: clock ticks (ms) to seconds, as ns-2 computes it."""
    return ticks * (1 / 1.0e3)


cdef inline double sec2clk(double s) noexcept:
    return s / (1 / 1.0e3)


# ---- timers --------------------------------------------------------------------------------

cdef inline void smac_sched(Kernel k, MacSmac *s, int which, double delay) noexcept:
    timer_resched(k, s.tid[which], delay)


cdef inline void smac_cancel(Kernel k, MacSmac *s, int which) noexcept:
    timer_cancel(k, s.tid[which])


cdef inline bint smac_busy(Kernel k, MacSmac *s, int which) noexcept:
    return timer_pending(k, s.tid[which])


cdef void smac_recv_sched(Kernel k, MacSmac *s, double delay) noexcept:
    """The reception timer, remembering when it ends."""
    smac_sched(k, s, SMT_RECV, delay)
    s.recv_stime = k.now
    s.recv_rtime = delay


cdef void smac_counter_sched(Kernel k, MacSmac *s, int i, double time) noexcept:
    """SmacCounterTimer::sched: `time` is the time left until the schedule sleeps; the
    timer ends the phase that time falls in (sleep, SYNC period or data period)."""
    cdef SmacCounter *c = &s.counter[i]
    cdef double delay
    c.tts = time
    c.stime = k.now
    if time <= clk2sec(s.cycle_time) and time > clk2sec(s.listen_time):
        c.value = s.sleep_time
        delay = time - clk2sec(s.listen_time)
    elif time <= clk2sec(s.listen_time) and time > clk2sec(s.data_time):
        c.value = s.sync_time
        delay = time - clk2sec(s.data_time)
    else:
        c.value = s.data_time
        delay = time
    smac_sched(k, s, SMT_COUNTER + i, delay)


cdef inline double smac_time_to_sleep(Kernel k, MacSmac *s, int i) noexcept:
    return (s.counter[i].stime + s.counter[i].tts) - k.now


cdef void smac_update_nav(Kernel k, MacSmac *s, double d) noexcept:
    if k.now + d > s.nav:
        s.nav = k.now + d
        smac_sched(k, s, SMT_NAV, d)


cdef void smac_update_neigh_nav(Kernel k, MacSmac *s, double d) noexcept:
    if k.now + d > s.neigh_nav:
        s.neigh_nav = k.now + d
        smac_sched(k, s, SMT_NEIGH_NAV, d)


# ---- frames -----------------------------------------------------------------------------

cdef double smac_txtime(MacSmac *s, int type) noexcept:
    """A frame's air time, by its type."""
    if type == SF_DATA:
        return s.dur_data_s
    if type == SF_SYNC:
        return clk2sec(SMAC_SYNC_PKT_TICKS)
    return s.dur_ctrl_s


cdef int smac_frame(Kernel k, MNode *m, int type, int size, int dst, int src,
                    double duration) noexcept:
    """A new S-MAC control frame (uid 0)."""
    cdef int pi = wl_alloc(k)
    cdef WlHdr *h = wh(k, pi)
    pkt(k, pi).ptype = PT_SMAC
    pkt(k, pi).size = size
    h.direction = DIR_DOWN
    h.smac_type = type
    h.ra = <unsigned int>dst
    h.ta = <unsigned int>src
    h.smac_duration = duration
    return pi


cdef inline bint smac_radio_free(MacSmac *s) noexcept:
    return s.radio_state == SR_IDLE or s.radio_state == SR_SLP


cdef void smac_transmit(Kernel k, MNode *m, int pi) noexcept:
    """Send a copy of the frame (MAC send trace) and time its end."""
    cdef MacSmac *s = m.smac
    cdef double t = smac_txtime(s, wh(k, pi).smac_type)
    cdef int c
    s.radio_state = SR_TX
    s.tx_active = 1
    s.pkt_tx = pi
    wh(k, pi).txtime = t
    c = wl_copy(k, pi)
    if m.mac_trace and wl_tracing(k, m):
        wl_trace(k, m, b's', LV_MAC, WR_NONE, c)
        if wl_dead(m):
            wl_free(k, c)
            c = -1
    if c >= 0:
        chan_send(k, m, c)
    smac_sched(k, s, SMT_SEND, t)


cdef bint smac_send_ctrl(Kernel k, MNode *m, int type, int dst, double duration) noexcept:
    """Build and send RTS, CTS or ACK if the radio is free (False otherwise)."""
    cdef int pi = smac_frame(k, m, type, SMAC_CTRL_BYTES, dst, m.mac.index, duration)
    if smac_radio_free(m.smac):
        smac_transmit(k, m, pi)
        return True
    wl_free(k, pi)
    return False


cdef bint smac_send_data(Kernel k, MNode *m) noexcept:
    cdef MacSmac *s = m.smac
    wh(k, s.data_pkt).smac_duration = s.dur_ctrl_s
    if smac_radio_free(s):
        smac_transmit(k, m, s.data_pkt)
        return True
    return False


cdef bint smac_send_sync(Kernel k, MNode *m) noexcept:
    """A SYNC: our time to sleep (less the frame's air time), sender, synchroniser."""
    cdef MacSmac *s = m.smac
    cdef double sleep = smac_time_to_sleep(k, s, 0) - clk2sec(SMAC_SYNC_PKT_TICKS)
    cdef int pi
    if sleep < 0:
        sleep += clk2sec(s.cycle_time)
    pi = smac_frame(k, m, SF_SYNC, SMAC_SYNC_BYTES, m.mac.index, s.my_sync_node, sleep)
    if smac_radio_free(s):
        smac_transmit(k, m, pi)
        return True
    wl_free(k, pi)
    return False


# ---- sleep, drops, the upper layer -----------------------------------------------------------

cdef void smac_sleep(Kernel k, MNode *m) noexcept:
    """Turn the radio off (the energy model counts it)."""
    m.smac.state = SS_SLEEP
    m.smac.radio_state = SR_SLP
    em_node_sleep(k, m)


cdef void smac_wakeup(Kernel k, MNode *m) noexcept:
    m.smac.state = SS_IDLE
    if m.smac.radio_state == SR_SLP:
        m.smac.radio_state = SR_IDLE
    em_node_wakeup(k, m)


cdef void smac_discard(Kernel k, MNode *m, int pi, int why) noexcept:
    """SMAC::discard: frames with errors go silently; the others are dropped with a
    trace line when they concern this node (every SYNC does)."""
    cdef WlHdr *h = wh(k, pi)
    cdef int me = m.mac.index
    cdef int t = h.smac_type
    cdef bint traced
    if h.error:
        wl_free(k, pi)
        return
    if t == SF_RTS:
        traced = <int>h.ta == me
    elif t == SF_CTS or t == SF_ACK:
        traced = <int>h.ra == me
    elif t == SF_DATA:
        traced = <int>h.ra == me or <int>h.ta == me or h.ra == <unsigned int>MAC_BROADCAST
    else:
        traced = True
    if traced:
        mac_drop(k, m, pi, why)
    else:
        wl_free(k, pi)


cdef void smac_rx_msg_done(Kernel k, MNode *m, int pi) noexcept:
    """A data frame for us goes up (MAC receive trace); without sleep cycles, a frame
    waiting is tried again."""
    if pi >= 0:
        if m.mac_trace and wl_tracing(k, m):
            wl_trace(k, m, b'r', LV_MAC, WR_NONE, pi)
            if wl_dead(m):
                wl_free(k, pi)
                pi = -1
        if pi >= 0:
            ll_recv_up(k, m, pi)
    if not m.smac.sync_flag:
        smac_check_to_send(k, m)


cdef void smac_tx_msg_done(Kernel k, MNode *m) noexcept:
    """The frame from the queue is done: the queue may hand over the next."""
    cdef MacSmac *s = m.smac
    if not s.sync_flag and smac_check_to_send(k, m):
        return
    if s.callback:
        s.callback = 0
        ifq_resume(k, m)


# ---- sending ----------------------------------------------------------------------------------

cdef void smac_start_cs(Kernel k, MacSmac *s, int cw) noexcept:
    """Carrier sense: DIFS plus a random number of slots below cw."""
    cdef double backoff = (mac_random(k) % cw) * s.slot_s
    s.state = SS_CR_SENSE
    smac_sched(k, s, SMT_CS, clk2sec(s.difs) + backoff)


cdef inline bint smac_can_start(Kernel k, MacSmac *s) noexcept:
    """The radio and the MAC are free to start a transmission, if no NAV runs."""
    return smac_radio_free(s) and (s.state == SS_SLEEP or s.state == SS_IDLE
                                   or s.state == SS_WAIT_DATA)


cdef inline bint smac_medium_free(Kernel k, MacSmac *s) noexcept:
    return (not smac_busy(k, s, SMT_NAV) and not smac_busy(k, s, SMT_NEIGH_NAV)
            and (s.state == SS_SLEEP or s.state == SS_IDLE))


cdef void smac_set_how_to_send(Kernel k, MacSmac *s) noexcept:
    if wh(k, s.data_pkt).ra == <unsigned int>MAC_BROADCAST:
        s.how_to_send = SH_BCAST_DATA
    else:
        s.how_to_send = SH_UNICAST


cdef bint smac_check_to_send(Kernel k, MNode *m) noexcept:
    """Without sleep cycles: start carrier sense for the waiting frame if we can."""
    cdef MacSmac *s = m.smac
    if not s.tx_data or s.data_pkt < 0 or not smac_can_start(k, s) or not smac_medium_free(k, s):
        return False
    if s.state == SS_SLEEP:
        smac_wakeup(k, m)
    smac_set_how_to_send(k, s)
    smac_start_cs(k, s, SMAC_DATA_CW)
    return True


cdef void smac_send(Kernel k, MNode *m, int pi) noexcept:
    """A frame from the interface queue (SMAC::sendMsg)."""
    cdef MacSmac *s = m.smac
    cdef WlHdr *h = wh(k, pi)
    cdef int i
    s.callback = 1
    h.smac_type = SF_DATA
    if h.ra != <unsigned int>MAC_BROADCAST and s.sync_flag:
        for i in range(s.num_neighb):
            if s.neighb[i].node == <int>h.ra:
                s.sched[s.neighb[i].sched].tx_data = 1
                break
        else:
            c_output(k, b"Neighbor unknown; cannot send pkt\n")
            wl_free(k, pi)          # ns-2 keeps it nowhere; the queue stays blocked
            return
    s.data_pkt = pi
    if h.ra == <unsigned int>MAC_BROADCAST:
        for i in range(s.num_sched):
            s.sched[i].tx_data = 1
    if not s.sync_flag:
        s.tx_data = 1
        smac_check_to_send(k, m)
    elif h.ra == <unsigned int>MAC_BROADCAST:
        s.num_bcast = s.num_sched


cdef void smac_start_bcast(Kernel k, MNode *m) noexcept:
    cdef MacSmac *s = m.smac
    wh(k, s.data_pkt).smac_duration = 0
    if smac_radio_free(s):
        smac_transmit(k, m, s.data_pkt)


cdef void smac_start_ucast(Kernel k, MNode *m) noexcept:
    """A unicast starts with an RTS reserving CTS, DATA and ACK."""
    cdef MacSmac *s = m.smac
    cdef char line[80]
    snprintf(line, sizeof(line), b"node: %d ..............data sent Uni............\n", m.mac.index)
    c_output(k, line)
    s.send_addr = <int>wh(k, s.data_pkt).ra
    s.num_retry = 0
    s.num_extend = 0
    if smac_send_ctrl(k, m, SF_RTS, s.send_addr, 2 * s.dur_ctrl_s + s.dur_data_s + 0.001):
        s.state = SS_WAIT_CTS


cdef void smac_sent(Kernel k, MNode *m) noexcept:
    """Our frame has left the radio (SMAC::handleSendTimer)."""
    cdef MacSmac *s = m.smac
    cdef int pi = s.pkt_tx
    cdef int type = wh(k, pi).smac_type
    s.radio_state = SR_IDLE
    s.tx_active = 0
    s.pkt_tx = -1
    if type == SF_RTS:
        smac_sched(k, s, SMT_GENE, s.wait_ctrl_s)
        wl_free(k, pi)
    elif type == SF_CTS or type == SF_ACK:
        smac_update_neigh_nav(k, s, wh(k, pi).smac_duration)
        wl_free(k, pi)
    elif type == SF_DATA:
        smac_sent_data(k, m, pi)
    else:
        s.sched[s.curr_sched].tx_sync = 0
        s.sched[s.curr_sched].num_periods = SMAC_SYNC_PERIOD
        wl_free(k, pi)


cdef void smac_sent_data(Kernel k, MNode *m, int pi) noexcept:
    cdef MacSmac *s = m.smac
    if s.how_to_send != SH_BCAST_DATA:
        smac_update_neigh_nav(k, s, wh(k, pi).smac_duration)
        smac_sched(k, s, SMT_GENE, s.wait_ctrl_s)
        return
    s.state = SS_IDLE
    if not s.sync_flag:
        s.tx_data = 0
    else:
        s.sched[s.curr_sched].tx_data = 0
        s.num_bcast -= 1
        if s.num_bcast != 0:
            return
    s.data_pkt = -1
    wl_free(k, pi)
    smac_tx_msg_done(k, m)


# ---- receiving ------------------------------------------------------------------------------

cdef void smac_set_rx(Kernel k, MacSmac *s, int pi) noexcept:
    """The frame being received (ns-2 forgets one it replaces)."""
    if s.pkt_rx >= 0 and s.pkt_rx != pi:
        wl_free(k, s.pkt_rx)
    s.pkt_rx = pi


cdef void smac_recv(Kernel k, MNode *m, int pi) noexcept:
    """The first bit of a frame from the radio."""
    cdef MacSmac *s = m.smac
    cdef WlHdr *h = wh(k, pi)
    cdef double t = smac_txtime(s, h.smac_type)
    if s.radio_state == SR_TX and h.error == 0:
        h.error = 1
        smac_set_rx(k, s, pi)
        smac_recv_sched(k, s, t)
        return
    if s.state == SS_CR_SENSE:
        smac_cancel(k, s, SMT_CS)
    if s.radio_state == SR_RX and s.pkt_rx >= 0:
        if wh(k, s.pkt_rx).rx_pr / h.rx_pr >= h.cp_thresh:
            smac_update_nav(k, s, clk2sec(s.eifs) + t)      # captured: too weak to notice
            wl_free(k, pi)
        else:
            smac_collision(k, m, pi, t)
        return
    smac_recv_sched(k, s, t)
    s.radio_state = SR_RX
    smac_set_rx(k, s, pi)


cdef void smac_collision(Kernel k, MNode *m, int pi, double t) noexcept:
    """Two frames overlap: the one ending later is kept (to be dropped at its end)."""
    cdef MacSmac *s = m.smac
    s.collision = 1
    if t > (s.recv_stime + s.recv_rtime) - k.now:
        smac_recv_sched(k, s, t)
        smac_discard(k, m, s.pkt_rx, WR_COL)
        s.pkt_rx = pi
    else:
        smac_discard(k, m, pi, WR_COL)


cdef void smac_rx_failed(Kernel k, MNode *m) noexcept:
    """After a collision or an error: wait EIFS; a node sensing the carrier sleeps."""
    cdef MacSmac *s = m.smac
    smac_update_nav(k, s, clk2sec(s.eifs))
    if s.state == SS_CR_SENSE:
        smac_sleep(k, m)
    else:
        s.radio_state = SR_IDLE


cdef void smac_received(Kernel k, MNode *m) noexcept:
    """The frame being received has ended (SMAC::handleRecvTimer)."""
    cdef MacSmac *s = m.smac
    cdef int pi = s.pkt_rx
    cdef int type
    s.recv_stime = s.recv_rtime = 0
    if pi < 0:
        return
    s.pkt_rx = -1
    if s.state != SS_SLEEP and s.radio_state == SR_TX:
        wl_free(k, pi)                      # we were sending: never heard it
    elif s.collision:
        smac_discard(k, m, pi, WR_COL)
        s.collision = 0
        smac_rx_failed(k, m)
    elif s.state == SS_SLEEP:
        smac_discard(k, m, pi, WR_SLP)
        s.radio_state = SR_SLP
    elif wh(k, pi).error:
        wl_free(k, pi)
        smac_rx_failed(k, m)
    else:
        s.radio_state = SR_IDLE
        type = wh(k, pi).smac_type
        if type == SF_DATA:
            smac_handle_data(k, m, pi)
            return
        if type == SF_RTS:
            smac_handle_rts(k, m, pi)
        elif type == SF_CTS:
            smac_handle_cts(k, m, pi)
        elif type == SF_ACK:
            smac_handle_ack(k, m, pi)
        else:
            smac_handle_sync(k, m, pi)
        wl_free(k, pi)


cdef void smac_handle_rts(Kernel k, MNode *m, int pi) noexcept:
    cdef MacSmac *s = m.smac
    cdef WlHdr *h = wh(k, pi)
    if <int>h.ra == m.mac.index:
        if (s.state == SS_IDLE or s.state == SS_CR_SENSE) and s.nav == 0:
            s.recv_addr = <int>h.ta
            if smac_send_ctrl(k, m, SF_CTS, s.recv_addr, h.smac_duration - s.dur_ctrl_s):
                s.state = SS_WAIT_DATA
                s.last_rx_frag = -3
    else:
        if s.state == SS_CR_SENSE:
            s.state = SS_IDLE
        smac_update_nav(k, s, s.dur_ctrl_s + s.dur_data_s)


cdef void smac_handle_cts(Kernel k, MNode *m, int pi) noexcept:
    cdef MacSmac *s = m.smac
    cdef WlHdr *h = wh(k, pi)
    if <int>h.ra == m.mac.index:
        if s.state == SS_WAIT_CTS and <int>h.ta == s.send_addr:
            smac_cancel(k, s, SMT_GENE)
            if smac_send_data(k, m):
                s.state = SS_WAIT_ACK
                if not s.sync_flag:
                    s.tx_data = 0
                else:
                    s.sched[s.curr_sched].tx_data = 0
    else:
        smac_update_nav(k, s, h.smac_duration)
        if s.state == SS_IDLE or s.state == SS_CR_SENSE:
            smac_sleep(k, m)


cdef void smac_handle_ack(Kernel k, MNode *m, int pi) noexcept:
    cdef MacSmac *s = m.smac
    cdef WlHdr *h = wh(k, pi)
    if <int>h.ra == m.mac.index:
        if s.state == SS_WAIT_ACK and <int>h.ta == s.send_addr:
            smac_cancel(k, s, SMT_GENE)
            wl_free(k, s.data_pkt)
            s.data_pkt = -1
            s.state = SS_IDLE
            smac_tx_msg_done(k, m)
    elif h.smac_duration > 0:
        smac_update_nav(k, s, h.smac_duration)
        if s.state == SS_IDLE or s.state == SS_CR_SENSE:
            smac_sleep(k, m)


cdef void smac_handle_data(Kernel k, MNode *m, int pi) noexcept:
    cdef MacSmac *s = m.smac
    cdef WlHdr *h = wh(k, pi)
    cdef char line[120]
    if h.ra == <unsigned int>MAC_BROADCAST:
        s.state = SS_IDLE
        smac_rx_msg_done(k, m, pi)
    elif <int>h.ra == m.mac.index:
        if s.state == SS_WAIT_DATA and <int>h.ta == s.recv_addr:
            smac_update_neigh_nav(k, s, h.smac_duration)
            smac_send_ctrl(k, m, SF_ACK, s.recv_addr, h.smac_duration - s.dur_ctrl_s)
            smac_accept_data(k, m, pi, True)
        elif s.state == SS_IDLE or s.state == SS_CR_SENSE:
            snprintf(line, sizeof(line), b"got data pkt in %d state XXX %d\n", s.state, m.mac.index)
            c_output(k, line)
            smac_send_ctrl(k, m, SF_ACK, s.recv_addr, h.smac_duration - s.dur_ctrl_s)
            smac_accept_data(k, m, pi, False)
        else:
            snprintf(line, sizeof(line), b"Got data pkt in !WAIT_DATA/!CR_SENSE/!IDLE state(%d) "
                     b"XXX %d\nDropping data pkt\n", s.state, m.mac.index)
            c_output(k, line)
            wl_free(k, pi)
    else:
        smac_update_nav(k, s, h.smac_duration)
        wl_free(k, pi)
        if s.state == SS_IDLE or s.state == SS_CR_SENSE:
            smac_sleep(k, m)


cdef void smac_accept_data(Kernel k, MNode *m, int pi, bint expected) noexcept:
    """A unicast data frame for us, acknowledged: up, unless it repeats the last one."""
    cdef MacSmac *s = m.smac
    cdef char line[80]
    s.state = SS_IDLE
    if s.last_rx_frag != pkt(k, pi).uid:
        s.last_rx_frag = pkt(k, pi).uid
        smac_rx_msg_done(k, m, pi)
        return
    if expected:
        snprintf(line, sizeof(line), b"Recd duplicate data pkt at %d from %d! free pkt\n",
                 m.mac.index, <int>wh(k, pi).ta)
    else:
        snprintf(line, sizeof(line), b"Recd duplicate data pkt! free pkt\n")
    c_output(k, line)
    wl_free(k, pi)
    if not s.sync_flag:
        smac_check_to_send(k, m)


# ---- schedules ---------------------------------------------------------------------------------

cdef void smac_set_my_sched(Kernel k, MNode *m, int pi) noexcept:
    """Our own schedule (pi < 0) or the one a SYNC announces, as schedule 0."""
    cdef MacSmac *s = m.smac
    s.state = SS_IDLE
    s.num_sched = 1
    s.sched[0].num_periods = 0
    s.sched[0].tx_data = 0
    s.sched[0].tx_sync = 1
    if pi < 0:
        smac_counter_sched(k, s, 0, clk2sec(s.listen_time))
        s.my_sync_node = m.mac.index
        s.curr_sched = 0
    else:
        smac_counter_sched(k, s, 0, wh(k, pi).smac_duration)
        s.my_sync_node = <int>wh(k, pi).ra
        s.neighb[0].node = s.my_sync_node
        s.neighb[0].sched = 0
        s.num_neighb = 1


cdef void smac_handle_sync(Kernel k, MNode *m, int pi) noexcept:
    """A neighbour's SYNC (ra: its sender, ta: the node it follows, duration: its
    time to sleep): follow it if we have no schedule or no neighbour yet, else
    learn the neighbour and its schedule."""
    cdef MacSmac *s = m.smac
    cdef WlHdr *h = wh(k, pi)
    cdef int src = <int>h.ra, sync_node = <int>h.ta
    cdef double sleep = h.smac_duration, t
    cdef int i, sched = SMAC_MAX_SCHEDULES
    if s.num_sched == 0:
        smac_cancel(k, s, SMT_GENE)
        smac_set_my_sched(k, m, pi)
        return
    if s.num_neighb == 0:
        smac_set_my_sched(k, m, pi)
        return
    s.state = SS_IDLE
    for i in range(s.num_neighb):
        if s.neighb[i].node == src:
            smac_counter_sched(k, s, s.neighb[i].sched, sleep)
            return
        if s.neighb[i].node == sync_node:
            sched = s.neighb[i].sched
    if s.num_neighb >= SMAC_MAX_NEIGHBORS:
        return                              # ns-2 would write past its table
    s.neighb[s.num_neighb].node = src
    if sched < SMAC_MAX_SCHEDULES:
        s.neighb[s.num_neighb].sched = sched
    elif sync_node == m.mac.index:
        s.neighb[s.num_neighb].sched = 0
    else:
        for i in range(s.num_sched):
            t = smac_time_to_sleep(k, s, i)
            if t == sleep or t + clk2sec(1) == sleep or t == sleep + clk2sec(1):
                s.neighb[s.num_neighb].sched = i
                break
        else:
            if s.num_sched < SMAC_MAX_SCHEDULES:
                i = s.num_sched
                s.sched[i].tx_sync = 1
                s.sched[i].tx_data = 0
                s.sched[i].num_periods = 0
                s.neighb[s.num_neighb].sched = i
                smac_counter_sched(k, s, i, sleep)
                s.num_sched += 1
    s.num_neighb += 1


cdef void smac_counter_expired(Kernel k, MNode *m, int i) noexcept:
    """Schedule i's counter: its sleep, SYNC period or data period has ended."""
    cdef MacSmac *s = m.smac
    cdef double value = s.counter[i].value
    s.counter[i].tts = s.counter[i].stime = 0
    if value == s.sleep_time:
        if smac_can_start(k, s) and smac_medium_free(k, s):
            if s.state == SS_SLEEP and (i == 0 or s.sched[i].tx_sync):
                smac_wakeup(k, m)
            if s.sched[i].tx_sync:
                s.how_to_send = SH_BCAST_SYNC
                s.curr_sched = i
                smac_start_cs(k, s, SMAC_SYNC_CW)
        smac_counter_sched(k, s, i, clk2sec(s.listen_time))
    elif value == s.sync_time:
        if (smac_can_start(k, s) and s.sched[i].tx_data and s.data_pkt >= 0
                and smac_medium_free(k, s)):
            if s.state == SS_SLEEP:
                smac_wakeup(k, m)
            smac_set_how_to_send(k, s)
            s.curr_sched = i
            smac_start_cs(k, s, SMAC_DATA_CW)
        smac_counter_sched(k, s, i, clk2sec(s.data_time))
    elif value == s.data_time:
        if s.radio_state != SR_RX and i == 0 and s.state == SS_IDLE and not s.search_neighb:
            smac_sleep(k, m)
        smac_counter_sched(k, s, i, clk2sec(s.cycle_time))
        smac_count_period(s, i)


cdef void smac_count_period(MacSmac *s, int i) noexcept:
    """One more cycle of schedule i: every SYNC_PERIOD cycles a SYNC is due, and
    schedule 0 runs its neighbour discovery (a whole listening SYNC period)."""
    if s.sched[i].num_periods <= 0:
        return
    s.sched[i].num_periods -= 1
    if s.sched[i].num_periods != 0:
        return
    s.sched[i].tx_sync = 1
    if i != 0:
        return
    s.num_sync -= 1
    if s.num_sync == 1:
        s.search_neighb = 1
    elif s.num_sync == 0:
        s.search_neighb = 0
        s.num_sync = SMAC_SRCH_CYCLES_SHORT if s.num_neighb == 0 else SMAC_SRCH_CYCLES_LONG


# ---- timers' ends -------------------------------------------------------------------------------

cdef void smac_gene_expired(Kernel k, MNode *m) noexcept:
    """No schedule heard: make our own; or the CTS or the ACK did not come."""
    cdef MacSmac *s = m.smac
    cdef char line[80]
    if s.sync_flag and s.num_sched == 0:
        smac_set_my_sched(k, m, -1)
        return
    if s.state == SS_WAIT_CTS:
        s.state = SS_IDLE
        if s.num_retry < SMAC_RETRY_LIMIT:
            s.num_retry += 1
            if not s.sync_flag:
                smac_check_to_send(k, m)
        else:
            wl_free(k, s.data_pkt)
            s.data_pkt = -1
            s.num_retry = 0
            smac_tx_msg_done(k, m)
    elif s.state == SS_WAIT_ACK:
        if s.num_extend < SMAC_EXTEND_LIMIT:
            snprintf(line, sizeof(line), b"SMAC %d: no ACK received. Extend Tx time.\n", m.mac.index)
            c_output(k, line)
            s.num_extend += 1
            smac_update_neigh_nav(k, s, s.dur_data_s + s.dur_ctrl_s)
        if s.neigh_nav < s.dur_data_s + s.dur_ctrl_s:
            smac_discard(k, m, s.data_pkt, WR_RET)
            s.data_pkt = -1
            s.state = SS_IDLE
            smac_tx_msg_done(k, m)
        else:
            smac_send_data(k, m)


cdef void smac_nav_expired(Kernel k, MNode *m) noexcept:
    cdef MacSmac *s = m.smac
    s.nav = 0
    if not s.sync_flag:
        if s.state == SS_SLEEP:
            smac_wakeup(k, m)
        smac_check_to_send(k, m)


cdef void smac_neigh_nav_expired(Kernel k, MNode *m) noexcept:
    cdef MacSmac *s = m.smac
    s.neigh_nav = 0
    if s.state == SS_WAIT_DATA:
        s.state = SS_IDLE
        smac_rx_msg_done(k, m, -1)
    elif not s.sync_flag:
        smac_check_to_send(k, m)


cdef void smac_cs_expired(Kernel k, MNode *m) noexcept:
    """Carrier sense found the medium free: send what it was for."""
    cdef MacSmac *s = m.smac
    if s.how_to_send == SH_BCAST_SYNC:
        if smac_send_sync(k, m):
            s.state = SS_IDLE
    elif s.how_to_send == SH_BCAST_DATA:
        smac_start_bcast(k, m)
    else:
        smac_start_ucast(k, m)


cdef void smac_timer(Kernel k, MNode *m, int which) noexcept:
    """An expired Mac/SMAC timer (`which` is SMT_*)."""
    if which == SMT_GENE:
        smac_gene_expired(k, m)
    elif which == SMT_RECV:
        smac_received(k, m)
    elif which == SMT_SEND:
        smac_sent(k, m)
    elif which == SMT_NAV:
        smac_nav_expired(k, m)
    elif which == SMT_NEIGH_NAV:
        smac_neigh_nav_expired(k, m)
    elif which == SMT_CS:
        smac_cs_expired(k, m)
    else:
        smac_counter_expired(k, m, which - SMT_COUNTER)


# ---- set-up ---------------------------------------------------------------------------------

cdef void smac_times(MacSmac *s, double duty_cycle) noexcept:
    """The frames' air times and the schedule's periods, computed as ns-2 does (ms)."""
    cdef double byte_tx_time = 8.0 / 20             # ms per byte at 20 kbit/s
    cdef double start_symbol = byte_tx_time * 2.5
    cdef double delay
    s.slot = 1 if 1 >= start_symbol else start_symbol
    s.slot_s = s.slot / 1.0e3
    s.difs = 10.0 * s.slot
    s.sifs = 5.0 * s.slot
    s.eifs = 50.0 * s.slot
    s.guard = 4.0 * s.slot
    s.dur_sync_s = clk2sec((5 + SMAC_SYNC_BYTES * 2) * byte_tx_time + 1)
    s.dur_data_s = clk2sec((5 + SMAC_DATA_BYTES * 2) * byte_tx_time + 1)
    s.dur_ctrl_s = clk2sec((5 + SMAC_CTRL_BYTES * 2) * byte_tx_time + 1)
    delay = 2 * 1 + s.sifs
    s.wait_ctrl_s = clk2sec(delay) + s.dur_ctrl_s
    s.sync_time = s.difs + s.slot * SMAC_SYNC_CW + sec2clk(s.dur_sync_s) + s.guard
    s.data_time = s.difs + s.slot * SMAC_DATA_CW + sec2clk(s.dur_ctrl_s) + s.guard
    s.listen_time = s.sync_time + s.data_time
    s.cycle_time = s.listen_time * 100 / duty_cycle + 1
    s.sleep_time = s.cycle_time - s.listen_time


cdef MacSmac *smac_new(Kernel k, MNode *m, bint sync_flag, double duty_cycle) noexcept:
    """A node's Mac/SMAC, idle; with sleep cycles it first listens for 11 cycles for a
    schedule to follow."""
    cdef MacSmac *s = <MacSmac *>calloc(1, sizeof(MacSmac))
    cdef int i
    cdef double cycle
    s.sync_flag = sync_flag
    s.state = SS_IDLE
    s.radio_state = SR_IDLE
    s.send_addr = s.recv_addr = -1
    s.last_rx_frag = -3
    s.data_pkt = s.pkt_rx = s.pkt_tx = -1
    s.num_sync = 1
    s.search_neighb = 1
    for i in range(SMT_N):
        s.tid[i] = timer_new(k, TM_WL_MAC_SMAC, m.id * 16 + i)
    smac_times(s, duty_cycle)
    if sync_flag:
        cycle = clk2sec(s.listen_time) + clk2sec(s.sleep_time)
        smac_sched(k, s, SMT_GENE, cycle * (SMAC_SYNC_PERIOD + 1))
    return s
