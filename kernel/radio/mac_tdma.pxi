# Mac/Tdma, ns-2.35's preamble TDMA for a single hop (mac/mac-tdma.cc), selected with
# `node-config -macType Mac/Tdma`.
#
# Time is cut into slots of 8 * slot_packet_len_ / bandwidth_ (1500 bytes at 2 Mbit/s:
# 6 ms); a frame has one slot per node, the nodes taking them in the order they were made,
# and a preamble slot before them.  Every node starts its slot timer when its MAC is made;
# in the preamble slot it turns its radio on and writes into the preamble (one table for all
# nodes, as ns-2's is static) the MAC destination of the frame it holds, or that it holds
# none.  In its own slot it sends that frame (if the preamble said so), else turns the radio
# off; in another node's slot it listens if the preamble names it or the broadcast address,
# else turns the radio off.  A frame is 52 bytes longer than the packet (PLCP preamble and
# header, the MAC header as 802.11's and the FCS), takes 8 * size / bandwidth_ to send, and
# the radio goes off at the end of each frame sent or received.  The queue hands over the
# next packet when a frame has been sent.  No carrier sense, ACK or retry; a frame for
# another node heard in a listening slot is dropped (MAC drop trace), and the oddities ns-2
# prints (a frame arriving while one is received, a slot with no frame) are printed too.
#
# Its header has 802.11's layout but for one missing address, so the trace shows its
# duration (5 for a unicast, 0 for a broadcast), destination and source, and an ether type
# of 0.  The radio switch goes to the energy model (radio/energy.pxi) as sleep and wake-up.

cdef enum:
    TDMA_NOTHING_TO_SEND = -2
    TDMA_FIRST_ROUND = -1
    TDMA_HDR_LEN = 52           # 144 + 48 PLCP bits, 24 header bytes, 4 of FCS
    TDMA_DATA_DURATION = 5


cdef inline double tdma_tx_time(MacTdma *t, int size) noexcept:
    return 8 * size / t.bandwidth


cdef void tdma_radio(Kernel k, MNode *m, bint on) noexcept:
    """MacTdma::radioSwitch: the radio (and the energy model's sleep) on or off."""
    m.tdma.radio_active = on
    if on:
        em_node_wakeup(k, m)
    else:
        em_node_sleep(k, m)


# ---- the slots -------------------------------------------------------------------------------

cdef void tdma_slot(Kernel k, MNode *m) noexcept:
    """A slot begins: the preamble slot, ours, or another node's."""
    cdef MacTdma *t = m.tdma
    cdef int *preamble = k.wl.tdma_preamble
    cdef int dst
    timer_resched(k, t.tid[TT_SLOT], k.wl.tdma_slot_time)
    if t.slot_count == k.wl.tdma_nodes or t.slot_count == TDMA_FIRST_ROUND:
        tdma_radio(k, m, True)
        if t.pkt_tx >= 0:
            preamble[t.slot_num] = <int>wh(k, t.pkt_tx).ra
        else:
            preamble[t.slot_num] = TDMA_NOTHING_TO_SEND
        t.slot_count = 0
        return
    if t.slot_count == t.slot_num:
        if preamble[t.slot_num] != TDMA_NOTHING_TO_SEND:
            tdma_send(k, m)
        else:
            tdma_radio(k, m, False)
        t.slot_count += 1
        return
    dst = preamble[t.slot_count]
    t.slot_count += 1
    tdma_radio(k, m, dst == m.mac.index or <unsigned int>dst == <unsigned int>MAC_BROADCAST)


# ---- sending -----------------------------------------------------------------------------------

cdef void tdma_from_queue(Kernel k, MNode *m, int pi) noexcept:
    """A packet from the interface queue: the MAC header is added and the frame waits
    for our slot."""
    cdef WlHdr *h = wh(k, pi)
    pkt(k, pi).size += TDMA_HDR_LEN
    h.fc_type = FT_DATA
    h.fc_subtype = FS_DATA
    h.fc_retry = 0
    h.duration = 0 if h.ra == <unsigned int>MAC_BROADCAST else TDMA_DATA_DURATION
    m.tdma.callback = 1
    m.tdma.pkt_tx = pi


cdef void tdma_send(Kernel k, MNode *m) noexcept:
    """Our slot: send the frame we hold (MAC send trace), radio on until its end."""
    cdef MacTdma *t = m.tdma
    cdef int pi = t.pkt_tx
    cdef double stime
    cdef char line[96]
    if pi < 0:
        snprintf(line, sizeof(line), b"<%d>, %f, no packet buffered.\n", m.mac.index, k.now)
        c_output(k, line)
        return
    if t.rx_state != MAC_IDLE or t.tx_state != MAC_IDLE:
        snprintf(line, sizeof(line), b"<%d>, %f, transmitting, but the channel is not "
                 b"idle...???\n", m.mac.index, k.now)
        c_output(k, line)
        return
    stime = tdma_tx_time(t, pkt(k, pi).size)
    wh(k, pi).txtime = stime
    t.tx_state = MAC_SEND
    tdma_radio(k, m, True)
    timer_resched(k, t.tid[TT_TX], stime)
    t.pkt_tx = -1
    if m.mac_trace and wl_tracing(k, m):
        wl_trace(k, m, b's', LV_MAC, WR_NONE, pi)
        if wl_dead(m):
            wl_free(k, pi)
            return
    chan_send(k, m, pi)


cdef void tdma_sent(Kernel k, MNode *m) noexcept:
    """The frame has left: radio off, and the queue may hand over the next packet."""
    m.tdma.tx_state = MAC_IDLE
    tdma_radio(k, m, False)
    if m.tdma.callback:
        m.tdma.callback = 0
        ifq_resume(k, m)


# ---- receiving ---------------------------------------------------------------------------------

cdef void tdma_recv(Kernel k, MNode *m, int pi) noexcept:
    """The first bit of a frame: heard only with the radio on, and only when no other
    frame is being received."""
    cdef MacTdma *t = m.tdma
    cdef WlHdr *h = wh(k, pi)
    cdef char line[96]
    if not t.radio_active:
        wl_free(k, pi)
        return
    if t.tx_state != MAC_IDLE and h.error == 0:
        snprintf(line, sizeof(line), b"<%d>, can't receive while transmitting!\n", m.mac.index)
        c_output(k, line)
        h.error = 1
    if t.rx_state != MAC_IDLE:
        snprintf(line, sizeof(line), b"<%d>, receiving, but the channel is not idle....???\n",
                 m.mac.index)
        c_output(k, line)
        wl_free(k, pi)                  # ns-2 forgets it
        return
    t.rx_state = MAC_RECV
    t.pkt_rx = pi
    timer_resched(k, t.tid[TT_RX], tdma_tx_time(t, pkt(k, pi).size))


cdef void tdma_received(Kernel k, MNode *m) noexcept:
    """The frame has ended: radio off; ours (or a broadcast) goes up without the MAC
    header (MAC receive trace), another node's is dropped."""
    cdef MacTdma *t = m.tdma
    cdef int pi = t.pkt_rx
    cdef unsigned int dst
    t.pkt_rx = -1
    t.rx_state = MAC_IDLE
    if pi < 0:
        return
    dst = wh(k, pi).ra
    tdma_radio(k, m, False)
    if dst != <unsigned int>MAC_BROADCAST and dst != <unsigned int>m.mac.index:
        mac_drop(k, m, pi, WR_NONE)
        return
    pkt(k, pi).size -= TDMA_HDR_LEN
    wh(k, pi).num_forwards += 1
    if m.mac_trace and wl_tracing(k, m):
        wl_trace(k, m, b'r', LV_MAC, WR_NONE, pi)
        if wl_dead(m):
            wl_free(k, pi)
            return
    ll_recv_up(k, m, pi)


cdef void tdma_timer(Kernel k, MNode *m, int which) noexcept:
    """An expired Mac/Tdma timer (`which` is TT_*)."""
    if which == TT_SLOT:
        tdma_slot(k, m)
    elif which == TT_RX:
        tdma_received(k, m)
    else:
        tdma_sent(k, m)


# ---- set-up ---------------------------------------------------------------------------------

cdef MacTdma *tdma_new(Kernel k, MNode *m, double bandwidth, int slot_packet_len,
                       int max_node_num) noexcept:
    """A node's Mac/Tdma: the next slot of the frame; the class-wide slot time and
    preamble follow the last MAC made, as ns-2's static members do."""
    cdef WlState *w = k.wl
    cdef MacTdma *t = <MacTdma *>calloc(1, sizeof(MacTdma))
    cdef int i
    t.bandwidth = bandwidth
    t.rx_state = t.tx_state = MAC_IDLE
    t.pkt_tx = t.pkt_rx = -1
    t.slot_num = w.tdma_nodes
    w.tdma_nodes += 1
    w.tdma_slot_time = 8 * slot_packet_len / bandwidth
    if max_node_num > w.tdma_preamble_len:
        w.tdma_preamble = <int *>realloc(w.tdma_preamble, max_node_num * sizeof(int))
        for i in range(w.tdma_preamble_len, max_node_num):
            w.tdma_preamble[i] = TDMA_NOTHING_TO_SEND
        w.tdma_preamble_len = max_node_num
    t.slot_count = TDMA_FIRST_ROUND
    w.tdma_preamble[t.slot_num] = TDMA_NOTHING_TO_SEND
    for i in range(TT_N):
        t.tid[i] = timer_new(k, TM_WL_MAC_TDMA, m.id * 4 + i)
    return t


cdef void tdma_start(Kernel k, MNode *m) noexcept:
    """The slot timer starts when the MAC is made (after the routing agent's start)."""
    timer_resched(k, m.tdma.tid[TT_SLOT], 0.0)
