# IEEE 802.11 infrastructure mode as ns-2.35's Mac/802_11 models it (docs/ns2-behavior.md
# §11.13), beside the ad hoc DCF of radio/mac80211.pxi, which calls in here where a MAC in
# a BSS behaves differently.
#
# `$mac ap addr` makes the MAC an access point: its BSS is its own address and a beacon
# timer starts (first beacon after a random number of slots).  A station scans: PASSIVE
# listens for beacons for ChannelTime_ and then authenticates with the strongest AP heard;
# ACTIVE broadcasts a probe request after ProbeDelay_, collects probe responses (each
# acknowledged) for Min/MaxChannelTime_ and authenticates with the strongest.  Then the
# station sends an association request and the AP answers; the AP's replies (probe
# responses, beacons, authentications, association responses) wait in one queue of
# priorities and go out as the backoff timer allows.  Every frame of a station goes to its
# AP (third address: the real destination); the AP hands frames for its own stations down
# again, and broadcasts the rest to the other APs (both DS bits set), the AP of the
# destination's BSS passing them on.  A station that fails three times to deliver a data
# frame starts a handoff: an active scan and a new authentication and association.
#
# Management frames, like RTS/CTS/ACK, take no uid and are sent at basicRate_.  The MAC's
# ScanType_ member starts uninitialised in ns-2; it reads as PASSIVE (0) in the runs
# compared, so a MAC before its `ScanType` command records the beacons it hears.

cdef enum:
    IBSS_ID = -1            # the BSS id of ad hoc mode (MAC_BROADCAST)
    SCAN_PASSIVE = 0
    SCAN_ACTIVE = 1
    # frame bodies after the PLCP: their structs' sizes in ns-2
    BEACON_BODY = 48
    PROBEREP_BODY = 48
    PROBEREQ_BODY = 28
    ASSOCREQ_BODY = 28
    ASSOCREP_BODY = 30
    AUTH_BODY = 34


cdef int mgmt_name(int subtype) noexcept:
    """The trace name (WN_*) of a management frame."""
    if subtype == FS_BEACON:
        return WN_BCN
    if subtype == FS_ASSOCREQ:
        return WN_ACRQ
    if subtype == FS_ASSOCREP:
        return WN_ACRP
    if subtype == FS_AUTH:
        return WN_AUTH
    if subtype == FS_PROBEREQ:
        return WN_PRRQ
    if subtype == FS_PROBEREP:
        return WN_PRRP
    return WN_UNKN


# ---- state ---------------------------------------------------------------------------------

cdef void infra_init(MacInfra *f, double beacon_interval, double probe_delay,
                     double max_channel_time, double min_channel_time,
                     double channel_time) noexcept:
    """A MAC's infrastructure state as ns-2's constructor leaves it: ad hoc, nothing pending."""
    memset(f, 0, sizeof(MacInfra))
    f.bss_id = IBSS_ID
    f.ap_addr = -1
    f.pkt_beacon = f.pkt_assocreq = f.pkt_assocrep = -1
    f.pkt_auth = f.pkt_probereq = f.pkt_proberep = -1
    f.beacon_interval = beacon_interval
    f.probe_delay_time = probe_delay
    f.max_channel_time = max_channel_time
    f.min_channel_time = min_channel_time
    f.channel_time = channel_time


cdef void infra_free(MacInfra *f) noexcept:
    if f != NULL:
        free(f.clients)
        free(f.ap_ids)
        free(f.ap_power)
        free(f.prio)
        free(f)


cdef inline int mac_bss(Mac80211 *mac) noexcept:
    """The MAC's BSS id (IBSS_ID in ad hoc mode)."""
    return mac.infra.bss_id if mac.infra != NULL else IBSS_ID


cdef inline bint mac_is_ap(Mac80211 *mac) noexcept:
    """addr() == bss_id_: the MAC is an access point."""
    return mac.index == mac_bss(mac)


cdef bint infra_find_client(MacInfra *f, int node) noexcept:
    cdef int i
    for i in range(f.n_clients):
        if f.clients[i] == node:
            return 1
    return 0


cdef void infra_add_client(MacInfra *f, int node) noexcept:
    """update_client_table: a station enters the AP's table (its status is never read)."""
    if infra_find_client(f, node):
        return
    f.clients = <int *>realloc(f.clients, (f.n_clients + 1) * sizeof(int))
    f.clients[f.n_clients] = node
    f.n_clients += 1


cdef void infra_add_ap(MacInfra *f, int ap, double power) noexcept:
    """update_ap_table: an AP heard with `power` (the newest entry is ns-2's list head)."""
    f.ap_ids = <int *>realloc(f.ap_ids, (f.n_aps + 1) * sizeof(int))
    f.ap_power = <double *>realloc(f.ap_power, (f.n_aps + 1) * sizeof(double))
    f.ap_ids[f.n_aps] = ap
    f.ap_power[f.n_aps] = power
    f.n_aps += 1


cdef bint infra_find_ap(MacInfra *f, int ap, double power) noexcept:
    """find_ap: whether the AP is in the table (its newest entry takes the new power)."""
    cdef int i
    for i in range(f.n_aps - 1, -1, -1):
        if f.ap_ids[i] == ap:
            f.ap_power[i] = power
            return 1
    return 0


cdef int infra_strongest_ap(MacInfra *f) noexcept:
    """strongest_ap: the AP heard strongest, the newest among equals; -1 if none."""
    cdef int i
    cdef int ap = -1
    cdef double best = 0
    for i in range(f.n_aps - 1, -1, -1):
        if f.ap_power[i] > best:
            best = f.ap_power[i]
            ap = f.ap_ids[i]
    return ap


cdef void infra_push_prio(MacInfra *f, int prio) noexcept:
    """add_priority_queue: a new head, the empty head's place, or the tail."""
    if f.n_prio == 1 and f.prio[0] == 0:
        f.prio[0] = prio
        return
    f.prio = <int *>realloc(f.prio, (f.n_prio + 1) * sizeof(int))
    f.prio[f.n_prio] = prio
    f.n_prio += 1


cdef void infra_shift_prio(MacInfra *f) noexcept:
    """shift_priority_queue: the head leaves (a lone head becomes the empty head 0)."""
    cdef int i
    if f.n_prio == 0:
        return
    if f.n_prio == 1:
        f.prio[0] = 0
        return
    for i in range(f.n_prio - 1):
        f.prio[i] = f.prio[i + 1]
    f.n_prio -= 1


cdef inline bint infra_head_is(MacInfra *f, int pkt, int prio) noexcept:
    """A pending frame whose priority heads the AP's queue."""
    return pkt >= 0 and f.n_prio > 0 and f.prio[0] == prio


# ---- addressing -----------------------------------------------------------------------------

cdef void mac_hdr_dst(Kernel k, MNode *m, int pi, int dst) noexcept:
    """Mac802_11::hdr_dst: the receiver of a frame for `dst`.  In a BSS a station sends
    everything to its AP (the third address names `dst`); an AP sends to its own stations
    and broadcasts the rest to the other APs, both DS bits set."""
    cdef WlHdr *h = wh(k, pi)
    cdef Mac80211 *mac = &m.mac
    cdef int bss = mac_bss(mac) if m.mac_kind == MK_80211 else IBSS_ID
    if bss == IBSS_ID:
        h.ra = <unsigned int>dst
    elif mac.index == bss:
        if infra_find_client(mac.infra, dst) or dst == MAC_BROADCAST:
            h.ra = <unsigned int>dst
            h.to_ds = 0
            h.from_ds = 1
        else:
            h.ra = <unsigned int>MAC_BROADCAST
            h.addr3 = <unsigned int>dst
            h.to_ds = 1
            h.from_ds = 1
    else:
        h.ra = <unsigned int>bss
        h.addr3 = <unsigned int>dst


cdef bint infra_forward(Kernel k, MNode *m, int pi) noexcept:
    """recvDATA's last part at an AP: a frame for another node goes back down to the link
    layer (its next hop the real destination); a broadcast is also passed up (a copy).
    True when the frame goes down."""
    cdef Mac80211 *mac = &m.mac
    cdef WlHdr *h = wh(k, pi)
    cdef unsigned int dst, src
    cdef int c
    if not mac_is_ap(mac):
        return 0
    if h.ra != <unsigned int>MAC_BROADCAST and h.addr3 != <unsigned int>mac.index and not h.from_ds:
        dst = h.addr3
        src = h.ta
        if dst == <unsigned int>MAC_BROADCAST:
            c = wl_copy(k, pi)
            if m.mac_trace and wl_tracing(k, m):
                wl_trace(k, m, b'r', LV_MAC, WR_NONE, c)
            ll_recv_up(k, m, c)
        h.next_hop = <int>dst
        if infra_find_client(mac.infra, <int>dst) or dst == <unsigned int>MAC_BROADCAST:
            h.addr3 = src
        else:
            h.addr4 = src
        h.addr_type = AF_ILINK
        return 1
    if h.to_ds and h.from_ds:
        h.next_hop = <int>h.addr3
        h.addr3 = h.addr4
        h.addr_type = AF_ILINK
        return 1
    return 0


# ---- commands ---------------------------------------------------------------------------------

cdef void infra_become_ap(Kernel k, MNode *m) noexcept:
    """`$mac ap addr`: this MAC is the BSS's access point; the first beacon is due after a
    random number of slots."""
    cdef Mac80211 *mac = &m.mac
    mac.infra.ap_addr = mac.index
    mac.infra.bss_id = mac.index
    mac.infra.infra_mode = 1
    mt_start(k, mac, MT_BEACON, (<unsigned int>mac_random(k) % mac.cw) * mac.slot)


cdef void infra_scan(Kernel k, MNode *m, bint active) noexcept:
    """`$mac ScanType ACTIVE|PASSIVE`: start scanning."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    f.infra_mode = 1
    if active:
        f.scan_type = SCAN_ACTIVE
        mt_start(k, mac, MT_PROBE, f.probe_delay_time)
        f.probe_delay = 1
    else:
        f.scan_type = SCAN_PASSIVE
        mt_start(k, mac, MT_PROBE, f.channel_time)


# ---- sending management frames ----------------------------------------------------------------

cdef int mgmt_frame(Kernel k, Mac80211 *mac, int subtype, unsigned int body, int ra,
                    int addr3) noexcept:
    """A fresh management frame from us (uid 0, sent at basicRate_)."""
    cdef int pi = wl_alloc(k)
    cdef WlHdr *h = wh(k, pi)
    cdef unsigned int size = mac_plcp_len(mac) + body
    pkt(k, pi).ptype = PT_MAC
    pkt(k, pi).size = size
    h.fc_type = FT_MGMT
    h.fc_subtype = subtype
    h.ra = <unsigned int>ra
    h.ta = <unsigned int>mac.index
    h.addr3 = <unsigned int>addr3
    h.txtime = mac_txtime(mac, size, mac.basic_rate)
    return pi


cdef inline void replace_pkt(Kernel k, int *slot, int pi) noexcept:
    """A pending frame replaced by a new one (ns-2 drops the old one silently)."""
    if slot[0] >= 0:
        wl_free(k, slot[0])
    slot[0] = pi


cdef void send_beacon(Kernel k, MNode *m) noexcept:
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    replace_pkt(k, &f.pkt_beacon, mgmt_frame(k, mac, FS_BEACON, BEACON_BODY, MAC_BROADCAST,
                                             f.ap_addr))
    infra_push_prio(f, 2)
    mac_start_access(k, mac)


cdef void send_auth(Kernel k, MNode *m, int dst) noexcept:
    """An authentication frame: a station's request (sequence 1) or the AP's answer (2)."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    cdef bint ap = mac_is_ap(mac)
    cdef int pi = mgmt_frame(k, mac, FS_AUTH, AUTH_BODY, dst, mac.index if ap else dst)
    cdef WlHdr *h = wh(k, pi)
    h.auth_seqno = 2 if ap else 1
    if ap:
        h.duration = usec(mac_txtime(mac, mac_ack_len(mac), mac.basic_rate) + mac.sifs)
    replace_pkt(k, &f.pkt_auth, pi)
    if ap:
        infra_push_prio(f, 3)
    mac_start_access(k, mac)


cdef void send_assocreq(Kernel k, MNode *m, int dst) noexcept:
    cdef Mac80211 *mac = &m.mac
    replace_pkt(k, &mac.infra.pkt_assocreq,
                mgmt_frame(k, mac, FS_ASSOCREQ, ASSOCREQ_BODY, dst, dst))
    mac_start_access(k, mac)


cdef void send_assocrep(Kernel k, MNode *m, int dst) noexcept:
    cdef Mac80211 *mac = &m.mac
    replace_pkt(k, &mac.infra.pkt_assocrep,
                mgmt_frame(k, mac, FS_ASSOCREP, ASSOCREP_BODY, dst, mac.index))
    infra_push_prio(mac.infra, 4)
    mac_start_access(k, mac)


cdef void send_probereq(Kernel k, MNode *m, int dst) noexcept:
    cdef Mac80211 *mac = &m.mac
    replace_pkt(k, &mac.infra.pkt_probereq,
                mgmt_frame(k, mac, FS_PROBEREQ, PROBEREQ_BODY, dst, dst))
    mac_start_access(k, mac)


cdef void send_proberep(Kernel k, MNode *m, int dst) noexcept:
    cdef Mac80211 *mac = &m.mac
    replace_pkt(k, &mac.infra.pkt_proberep,
                mgmt_frame(k, mac, FS_PROBEREP, PROBEREP_BODY, dst, mac.index))
    infra_push_prio(mac.infra, 1)
    mac_start_access(k, mac)


cdef int check_mgmt(Kernel k, MNode *m, int pi, int state, double timeout) noexcept:
    """check_pkt<management frame>: send it if the medium is idle (1), else back off
    longer (0); -1 if there is none."""
    cdef Mac80211 *mac = &m.mac
    if pi < 0:
        return -1
    if not mac_is_idle(k, mac):
        mac_inc_cw(mac)
        bo_start(k, mac, mac.cw, mac_is_idle(k, mac), 0.0)
        return 0
    mac_set_tx(k, mac, state)
    mac_transmit(k, m, pi, timeout)
    return 1


cdef inline double mgmt_time(Mac80211 *mac, unsigned int body) noexcept:
    """Air time of a management frame with this body, at basicRate_."""
    return mac_txtime(mac, mac_plcp_len(mac) + body, mac.basic_rate)


cdef inline double ack_wait(Mac80211 *mac, unsigned int body) noexcept:
    """Timeout of an AP's frame that a station acknowledges."""
    return (mgmt_time(mac, body) + DSSS_MAX_PROP_DELAY + mac.sifs
            + mac_txtime(mac, mac_ack_len(mac), mac.basic_rate) + DSSS_MAX_PROP_DELAY)


cdef int infra_station_backoff(Kernel k, MNode *m) noexcept:
    """The backoff timer's first duty at a station in a BSS: its probe request, then its
    authentication, then its association request.  0 when one went out."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    if mac_is_ap(mac) or not f.infra_mode:
        return -1
    if f.pkt_probereq >= 0:
        if check_mgmt(k, m, f.pkt_probereq, MAC_MGMT,
                      mgmt_time(mac, PROBEREQ_BODY) + DSSS_MAX_PROP_DELAY) == 1:
            mt_start(k, mac, MT_PROBE, f.min_channel_time)
            f.on_min = 1
        return 0
    if f.pkt_auth >= 0:
        return min(0, check_mgmt(k, m, f.pkt_auth, MAC_MGMT,
                                 mgmt_time(mac, AUTH_BODY) + DSSS_MAX_PROP_DELAY
                                 + f.max_channel_time
                                 + mgmt_time(mac, AUTH_BODY) + DSSS_MAX_PROP_DELAY))
    return min(0, check_mgmt(k, m, f.pkt_assocreq, MAC_MGMT,
                             mgmt_time(mac, ASSOCREQ_BODY) + DSSS_MAX_PROP_DELAY
                             + f.max_channel_time
                             + mgmt_time(mac, ASSOCREP_BODY) + DSSS_MAX_PROP_DELAY))


cdef int infra_ap_backoff(Kernel k, MNode *m) noexcept:
    """The backoff timer at an AP: the frame whose priority heads its queue.  0 when one
    went out (or the medium was busy)."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    if not mac_is_ap(mac):
        return -1
    if infra_head_is(f, f.pkt_proberep, 1):
        if check_mgmt(k, m, f.pkt_proberep, MAC_MGMT, ack_wait(mac, PROBEREP_BODY)) == 1:
            f.tx_mgmt = 1
        return 0
    if infra_head_is(f, f.pkt_beacon, 2):
        return min(0, check_mgmt(k, m, f.pkt_beacon, MAC_BCN, mgmt_time(mac, BEACON_BODY)))
    if infra_head_is(f, f.pkt_auth, 3):
        if check_mgmt(k, m, f.pkt_auth, MAC_MGMT, ack_wait(mac, AUTH_BODY)) == 1:
            f.tx_mgmt = 3
        return 0
    if infra_head_is(f, f.pkt_assocrep, 4):
        if check_mgmt(k, m, f.pkt_assocrep, MAC_MGMT, ack_wait(mac, ASSOCREP_BODY)) == 1:
            f.tx_mgmt = 4
        return 0
    return -1


# ---- timers ---------------------------------------------------------------------------------

cdef void infra_beacon_timer(Kernel k, MNode *m) noexcept:
    """BeaconHandler: the next beacon is due a BeaconInterval_ later; queue this one."""
    mt_start(k, &m.mac, MT_BEACON, m.mac.infra.beacon_interval)
    send_beacon(k, m)


cdef void infra_assoc_auth(Kernel k, MNode *m) noexcept:
    """checkAssocAuthStatus: a station authenticates with the strongest AP, then
    associates with its BSS."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    if mac_is_ap(mac):
        return
    if not f.authenticated and not f.associated:
        send_auth(k, m, infra_strongest_ap(f))
    if f.authenticated and not f.associated:
        send_assocreq(k, m, f.bss_id)


cdef void infra_probe_timer(Kernel k, MNode *m) noexcept:
    """ProbeHandler: the steps of a scan (probe delay, min and max channel times of an
    active scan, the channel time of a passive one), then authentication."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    if f.scan_type == SCAN_ACTIVE:
        if ((f.bss_id == IBSS_ID or f.handoff) and not f.on_min and not f.recv_busy
                and not f.on_max):
            if f.probe_delay:
                send_probereq(k, m, MAC_BROADCAST)
                f.probe_delay = 0
            else:
                infra_assoc_auth(k, m)
            return
        if f.on_min and f.recv_busy and not f.on_max:
            f.on_min = 0
            f.on_max = 1
            mt_start(k, mac, MT_PROBE, f.max_channel_time)
            return
        if not f.on_min and f.recv_busy and f.on_max:
            f.on_max = 0
            f.recv_busy = 0
            if infra_strongest_ap(f) > -1:
                if mac.index != f.ap_addr and not f.authenticated and not f.associated:
                    send_auth(k, m, infra_strongest_ap(f))
            else:
                c_output(k, b"No APs in range\n")
            return
        if f.on_min and not f.recv_busy and not f.on_max:
            f.on_min = 0
            return
    elif f.bss_id == IBSS_ID:
        if mac.index != f.ap_addr and not f.authenticated and not f.associated:
            if f.pkt_auth < 0:
                send_auth(k, m, infra_strongest_ap(f))
        return
    if f.bss_id != IBSS_ID and not mac.t[MT_PROBE].busy:
        infra_assoc_auth(k, m)


cdef void infra_send_timer(Kernel k, MNode *m) noexcept:
    """send_timer in state MAC_MGMT or MAC_BCN: the management frame's exchange is over
    (or timed out).  An AP moves its queue on and backs off; a station goes on with its
    authentication and association."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    cdef bint ap = mac_is_ap(mac)
    if mac.tx_state == MAC_MGMT:
        if f.pkt_auth >= 0:
            if not ap:
                replace_pkt(k, &f.pkt_auth, -1)
                infra_assoc_auth(k, m)
                return
            if f.tx_mgmt == 3:
                replace_pkt(k, &f.pkt_auth, -1)
                infra_next_frame(k, m)
                return
        if f.pkt_assocreq >= 0:
            replace_pkt(k, &f.pkt_assocreq, -1)
            infra_assoc_auth(k, m)
            return
        if f.pkt_assocrep >= 0 and f.tx_mgmt == 4:
            replace_pkt(k, &f.pkt_assocrep, -1)
            infra_next_frame(k, m)
            infra_add_client(f, f.associating_node)
            return
        if f.pkt_probereq >= 0:
            replace_pkt(k, &f.pkt_probereq, -1)
            return
        if f.pkt_proberep >= 0 and f.tx_mgmt == 1:
            replace_pkt(k, &f.pkt_proberep, -1)
            infra_next_frame(k, m)
            return
    replace_pkt(k, &f.pkt_beacon, -1)       # MAC_BCN (ns-2's MAC_MGMT falls through)
    infra_next_frame(k, m)


cdef void infra_next_frame(Kernel k, MNode *m) noexcept:
    """An AP is done with the head of its queue: the next one after a backoff."""
    infra_shift_prio(m.mac.infra)
    bo_start(k, &m.mac, m.mac.cw, mac_is_idle(k, &m.mac), 0.0)


cdef bint infra_recv_ack(Kernel k, MNode *m) noexcept:
    """recvACK while sending a management frame: at an AP the frame it acknowledges is
    done (its station enters the client table).  False when not in that state."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    if mac.tx_state != MAC_MGMT:
        return 0
    mt_stop(k, mac, MT_SEND)
    if mac_is_ap(mac):
        if f.pkt_assocrep >= 0 and f.tx_mgmt == 4:
            replace_pkt(k, &f.pkt_assocrep, -1)
            infra_add_client(f, f.associating_node)
        if f.pkt_proberep >= 0 and f.tx_mgmt == 1:
            replace_pkt(k, &f.pkt_proberep, -1)
        if f.pkt_auth >= 0 and f.tx_mgmt == 3:
            replace_pkt(k, &f.pkt_auth, -1)
            infra_add_client(f, f.authenticating_node)
        infra_next_frame(k, m)
    return 1


cdef bint infra_handoff(Kernel k, MNode *m, unsigned int tries) noexcept:
    """RetransmitDATA's third failure at a station in a BSS: start a handoff (an active
    scan); the data frame waits.  True when it started."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    cdef char line[64]
    if f.bss_id == IBSS_ID or tries != 3 or f.handoff:
        return 0
    snprintf(line, sizeof(line), b"Client %d: Handoff Attempted\n", mac.index)
    c_output(k, line)
    f.associated = 0
    f.authenticated = 0
    f.handoff = 1
    f.scan_type = SCAN_ACTIVE
    send_probereq(k, m, MAC_BROADCAST)
    return 1


# ---- receiving management frames ------------------------------------------------------------

cdef void infra_recv_mgmt(Kernel k, MNode *m, int pi) noexcept:
    """A management frame for us (or broadcast) has been received."""
    cdef int subtype = wh(k, pi).fc_subtype
    if subtype == FS_BEACON:
        recv_beacon(k, m, pi)
    elif subtype == FS_AUTH:
        recv_auth(k, m, pi)
    elif subtype == FS_ASSOCREQ:
        recv_assocreq(k, m, pi)
    elif subtype == FS_ASSOCREP:
        recv_assocrep(k, m, pi)
    elif subtype == FS_PROBEREQ:
        recv_probereq(k, m, pi)
    elif subtype == FS_PROBEREP:
        recv_proberep(k, m, pi)
    else:
        wl_free(k, pi)


cdef void recv_beacon(Kernel k, MNode *m, int pi) noexcept:
    """A passive station records the APs it hears (with their power) until it is in a BSS."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    cdef WlHdr *h = wh(k, pi)
    if mac.tx_state != MAC_IDLE:
        mac_discard(k, m, pi, WR_BSY)
        return
    f.infra_mode = 1
    if mac.index != f.ap_addr and f.scan_type == SCAN_PASSIVE:
        if not f.authenticated and not f.associated:
            if not infra_find_ap(f, <int>h.ta, h.rx_pr):
                infra_add_ap(f, <int>h.ta, h.rx_pr)
    mac_log(k, m, pi)


cdef void recv_auth(Kernel k, MNode *m, int pi) noexcept:
    """An AP answers a request (if not busy with another); a station whose request was
    accepted joins the AP's BSS, acknowledges, and associates after MaxChannelTime_."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    cdef WlHdr *h = wh(k, pi)
    cdef char line[96]
    if not mac_is_ap(mac):
        replace_pkt(k, &f.pkt_auth, -1)
        mt_stop(k, mac, MT_SEND)
    elif mac.tx_state != MAC_IDLE:
        mac_discard(k, m, pi, WR_BSY)
        return
    if mac.index == f.ap_addr:
        if h.auth_seqno == 1:
            if f.pkt_auth >= 0:
                mac_discard(k, m, pi, WR_BSY)
                return
            send_auth(k, m, <int>h.ta)
            f.authenticating_node = <int>h.ta
        else:
            c_output(k, b"Out of sequence\n")
    elif h.auth_seqno == 2 and h.status == 0:
        f.authenticated = 1
        if f.bss_id != <int>h.addr3 and f.handoff:
            snprintf(line, sizeof(line), b"Client %d: Handoff from AP %d to AP %d\n",
                     mac.index, f.bss_id, <int>h.addr3)
            c_output(k, line)
        f.bss_id = <int>h.addr3
        mac_send_ack(k, m, h.ta)
        mt_start(k, mac, MT_PROBE, mac.sifs + mac_txtime(mac, mac_ack_len(mac), mac.basic_rate)
                 + f.max_channel_time)
    if not mac.t[MT_SEND].busy:
        mac_tx_resume(k, m)
    mac_log(k, m, pi)


cdef void recv_assocreq(Kernel k, MNode *m, int pi) noexcept:
    """An AP answers an association request (if not busy with another)."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    if mac.tx_state != MAC_IDLE or f.pkt_assocrep >= 0:
        mac_discard(k, m, pi, WR_BSY)
        return
    send_assocrep(k, m, <int>wh(k, pi).ta)
    f.associating_node = <int>wh(k, pi).ta
    mac_tx_resume(k, m)
    mac_log(k, m, pi)


cdef void recv_assocrep(Kernel k, MNode *m, int pi) noexcept:
    """A station is associated (a handoff is over) and acknowledges."""
    cdef Mac80211 *mac = &m.mac
    cdef MacInfra *f = mac.infra
    replace_pkt(k, &f.pkt_assocreq, -1)
    mt_stop(k, mac, MT_SEND)
    if wh(k, pi).status == 0:
        f.associated = 1
        f.n_aps = 0
        f.handoff = 0
        mac_send_ack(k, m, wh(k, pi).ta)
    if not mac.t[MT_SEND].busy:
        mac_tx_resume(k, m)
    mac_log(k, m, pi)


cdef void recv_probereq(Kernel k, MNode *m, int pi) noexcept:
    """An AP answers a probe request (if not busy with another)."""
    cdef Mac80211 *mac = &m.mac
    if mac.tx_state != MAC_IDLE or mac.infra.pkt_proberep >= 0:
        mac_discard(k, m, pi, WR_BSY)
        return
    send_proberep(k, m, <int>wh(k, pi).ta)
    mac_tx_resume(k, m)
    mac_log(k, m, pi)


cdef void recv_proberep(Kernel k, MNode *m, int pi) noexcept:
    """An active station records the AP and its power, and acknowledges."""
    cdef Mac80211 *mac = &m.mac
    infra_add_ap(mac.infra, <int>wh(k, pi).ta, wh(k, pi).rx_pr)
    mac_send_ack(k, m, wh(k, pi).ta)
    if not mac.t[MT_SEND].busy:
        mac_tx_resume(k, m)
    mac_log(k, m, pi)


# ---- end-of-transmission trace ----------------------------------------------------------------

cdef void mac_eot(Kernel k, MNode *m) noexcept:
    """The frame on the air has ended: its copy goes to the EOT trace (an `x` line)."""
    cdef int pi = m.mac.eot_pkt
    if pi < 0:
        return
    m.mac.eot_pkt = -1
    if m.out >= 0:
        if m.newtrace:
            mn_update_position(k, m)
        wl_trace_line(k, m, b'x', LV_MAC, WR_NONE, pi)
    wl_free(k, pi)
