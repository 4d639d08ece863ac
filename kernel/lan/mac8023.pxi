# ns-2's Mac/802_3 (CSMA/CD) and the wired Channel it sends on (lan/types.pxi).
#
# Sending: the frame gets the Ethernet header (14 bytes) and is padded to 64
# bytes; if the MAC is idle and not waiting out an inter-frame space it goes on
# the wire at once (carrier sense), else it waits for the MAC to become idle.
# Every other member's MAC sees its first bit after the channel's delay and its
# last bit one transmission time later.  A MAC that is sending or receiving when
# a first bit arrives has a collision: it jams and waits 32 + 96 bit times; a
# sender also backs off a random number (from the default RNG) of 512-bit slots,
# at most 2^10 - 1, and gives the frame up after 16 attempts ('d' line).  After a
# frame is sent or received the MAC waits 96 bit times before it is idle again.
# A receiver keeps frames addressed to it (or to every member) and strips the
# header.  Like ns-2, a frame whose first bit arrives while the MAC waits out an
# inter-frame space that ends later is ignored, and one arriving just as that
# space ends (within 1e-15 s) finds the MAC idle.

cdef enum:
    ETHER_HDR_BYTES = 14
    ETHER_MIN_FRAME = 64
    ETHER_IFS_BYTES = 12            # 96 bits
    ETHER_JAM_IFS_BYTES = 16        # 32 + 96 bits
    ETHER_SLOT_BYTES = 64           # 512 bits
    ETHER_ATTEMPT_LIMIT = 16
    ETHER_BACKOFF_LIMIT = 10


cdef inline double mac8023_txtime(LanIface *fi, int nbytes) noexcept:
    return 8.0 * nbytes / fi.bandwidth


cdef void mac8023_send_down(Kernel k, int f, int pi) noexcept:
    """Mac802_3::sendDown: header and padding, keep the frame, try to send it."""
    cdef LanIface *fi = &k.lan.ifs[f]
    cdef Packet *p = pkt(k, pi)
    cdef int *h = lan_hdr(k, pi)
    p.size += ETHER_HDR_BYTES
    h[1] = 0
    if p.size < ETHER_MIN_FRAME:
        h[1] = ETHER_MIN_FRAME - p.size
        p.size += h[1]
    fi.callback = True
    fi.retx_pkt = pi
    mac8023_transmit(k, f, pi)


cdef void mac8023_transmit(Kernel k, int f, int pi) noexcept:
    """Carrier sense, then the frame on the wire: each other member gets a copy."""
    cdef LanIface *fi = &k.lan.ifs[f]
    cdef LanSegment *g = &k.lan.segs[fi.segment]
    cdef int i, r
    if fi.ifs_uid or fi.state != LM_IDLE:
        return                      # resume() tries again
    fi.tx_uid = lan_schedule(k, f, LS_TX_END, mac8023_txtime(fi, pkt(k, pi).size), 0)
    for i in range(g.n_members):
        r = g.members[i]
        if k.lan.ifs[r].node != fi.node:
            lan_schedule(k, r, LS_RX_START, g.chan_delay, lan_copy(k, pi))
    fi.state = LM_SEND


cdef void mac8023_ifs(Kernel k, int f, int nbytes) noexcept:
    cdef LanIface *fi = &k.lan.ifs[f]
    fi.ifs_t = k.now + mac8023_txtime(fi, nbytes)
    fi.ifs_uid = lan_schedule(k, f, LS_IFS, mac8023_txtime(fi, nbytes), 0)


cdef void mac8023_rx_start(Kernel k, int f, int pi) noexcept:
    """Mac802_3::sendUp: the first bit of a frame arrives."""
    cdef LanIface *fi = &k.lan.ifs[f]
    if fi.state != LM_IDLE and fi.ifs_uid:
        if fi.ifs_t - k.now > 1.0e-15:
            pkt_free(k, pi)
            return
        fi.ifs_uid = 0
        mac8023_resume(k, f)
    if fi.state == LM_IDLE:
        fi.state = LM_RECV
        fi.rx_pkt = pi
        fi.rx_uid = lan_schedule(k, f, LS_RX_END, mac8023_txtime(fi, pkt(k, pi).size), 0)
    else:
        mac8023_collision(k, f, pi)


cdef bint mac8023_backoff(Kernel k, int f, double delta) noexcept:
    """MacHandlerRetx::schedule: wait a random number of slots, or False past the limit."""
    cdef LanIface *fi = &k.lan.ifs[f]
    cdef int e, slots
    if fi.retx_try >= ETHER_ATTEMPT_LIMIT:
        return False
    e = fi.retx_try if fi.retx_try < ETHER_BACKOFF_LIMIT else ETHER_BACKOFF_LIMIT
    # Random::integer(2^e): RNG::uniform_positive_int() % 2^e
    slots = (<int>(<unsigned long>(2147483648.0 * mrg_next(&k.rng)))) % (1 << e)
    fi.retx_uid = lan_schedule(k, f, LS_RETX,
                               slots * mac8023_txtime(fi, ETHER_SLOT_BYTES) + delta, 0)
    return True


cdef void mac8023_retx_reset(LanIface *fi) noexcept:
    fi.retx_uid = 0
    fi.retx_try = 1
    fi.retx_pkt = -1


cdef void mac8023_collision(Kernel k, int f, int pi) noexcept:
    """A frame arrived while sending or receiving: jam, and back off if sending."""
    cdef LanIface *fi = &k.lan.ifs[f]
    cdef double ifstime = mac8023_txtime(fi, ETHER_JAM_IFS_BYTES)
    cdef char msg[80]
    cdef int p
    fi.ifs_uid = 0
    mac8023_ifs(k, f, ETHER_JAM_IFS_BYTES)
    pkt_free(k, pi)
    if fi.state == LM_SEND:
        fi.tx_uid = 0
        if not fi.retx_uid and not mac8023_backoff(k, f, ifstime):
            p = fi.retx_pkt
            pkt(k, p).size -= ETHER_HDR_BYTES + lan_hdr(k, p)[1]
            snprintf(msg, sizeof(msg), b"BEB limit exceeded:Dropping packet %d\n", pkt(k, p).uid)
            c_output(k, msg, True)
            lan_drop(k, f, p)
            mac8023_retx_reset(fi)
    elif fi.rx_uid:
        fi.rx_uid = 0
        pkt_free(k, fi.rx_pkt)
        fi.rx_pkt = -1


cdef void mac8023_rx_end(Kernel k, int f) noexcept:
    """Mac802_3::recv_complete: keep a frame for us, strip its header; then IFS."""
    cdef LanIface *fi = &k.lan.ifs[f]
    cdef int pi = fi.rx_pkt
    cdef int *h = lan_hdr(k, pi)
    fi.rx_pkt = -1
    if h[0] != LAN_BCAST and h[0] != f:
        pkt_free(k, pi)
    else:
        pkt(k, pi).size -= ETHER_HDR_BYTES + h[1]
        lan_schedule(k, f, LS_LL_UP, fi.ll_delay, pi)
    mac8023_ifs(k, f, ETHER_IFS_BYTES)


cdef void mac8023_resume(Kernel k, int f) noexcept:
    """Idle again: retry the kept frame, or ask the queue for the next one."""
    cdef LanIface *fi = &k.lan.ifs[f]
    fi.state = LM_IDLE
    if fi.retx_pkt >= 0:
        if not fi.retx_uid:
            mac8023_transmit(k, f, fi.retx_pkt)
    elif fi.callback and not fi.retx_uid:
        fi.callback = False
        lan_ifq_resume(k, f)


cdef void mac8023_timer(Kernel k, int f, int stage) noexcept:
    """One of the MAC's timers fires (skipped when it was cancelled)."""
    cdef LanIface *fi = &k.lan.ifs[f]
    if stage == LS_TX_END and fi.tx_uid == k.cur_uid:
        fi.tx_uid = 0
        pkt_free(k, fi.retx_pkt)        # sent: the kept copy goes
        mac8023_retx_reset(fi)
        mac8023_ifs(k, f, ETHER_IFS_BYTES)
    elif stage == LS_RX_END and fi.rx_uid == k.cur_uid:
        fi.rx_uid = 0
        mac8023_rx_end(k, f)
    elif stage == LS_IFS and fi.ifs_uid == k.cur_uid:
        fi.ifs_uid = 0
        mac8023_resume(k, f)
    elif stage == LS_RETX and fi.retx_uid == k.cur_uid:
        fi.retx_uid = 0
        fi.retx_try += 1
        mac8023_transmit(k, f, fi.retx_pkt)
