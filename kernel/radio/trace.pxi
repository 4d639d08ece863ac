# CMU wireless trace lines (docs/ns2-behavior.md §4.4): the old format and the new
# one (`$ns use-newtrace`).  The new format reads the node's position, which
# (as in ns-2) brings the node's lazily computed position up to date.  With
# capture on, every line (written or not) is also a WlRecord, and every
# movement line a MoveRecord.

from libc.stdlib cimport strtod
from libc.math cimport copysign

cdef const char *LEVEL_NAMES[4]
LEVEL_NAMES[LV_AGT] = b"AGT"
LEVEL_NAMES[LV_RTR] = b"RTR"
LEVEL_NAMES[LV_MAC] = b"MAC"
LEVEL_NAMES[LV_IFQ] = b"IFQ"

cdef const char *WR_NAMES[WR_COUNT]
WR_NAMES[:] = [b"---", b"CBK", b"NRTE", b"END", b"ARP", b"COL", b"RET", b"DUP", b"LOOP",
               b"TTL", b"IFQ", b"TOUT", b"BSY", b"STA", b"ERR", b"SLP", b"SAL"]

cdef const char *WL_NAMES[WN_COUNT]
WL_NAMES[:] = [b"tcp", b"ack", b"cbr", b"udp", b"exp", b"pareto", b"AODV", b"message", b"ARP",
               b"MAC", b"RTS", b"CTS", b"ACK", b"UNKN", b"", b"ping", b"SYNC", b"BCN", b"ACRQ",
               b"ACRP", b"AUTH", b"PRRQ", b"PRRP", b"DSR"]


cdef double POW10[10]
POW10[:] = [1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
cdef long long IPOW10[10]
IPOW10[:] = [1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000]


cdef bint fixed_round(double v, int d, long long *r) noexcept:
    """|v| * 10^d rounded to an integer as printf's %.<d>f rounds it (d <= 9);
    False when double arithmetic cannot tell (too close to a tie, or too large)."""
    cdef double x = fabs(v) * POW10[d]
    cdef double fl, frac
    if not x < 4e15:
        return False
    fl = floor(x)
    frac = x - fl
    if fabs(frac - 0.5) <= x * 4.5e-16 + 1e-300:
        return False
    r[0] = <long long>fl + (1 if frac > 0.5 else 0)
    return True


cdef char *put_fixed(char *s, double v, int d) noexcept:
    """printf's %.<d>f (d <= 9), exactly: the rounding is done in double and
    checked; values too close to a rounding tie go through snprintf."""
    cdef long long r, ip, fp
    cdef int i
    if signbit(v):
        s[0] = b'-'
        s += 1
        v = -v
    if not fixed_round(v, d, &r):
        return s + snprintf(s, 64, b"%.*f", d, v)
    ip = r // IPOW10[d]
    fp = r - ip * IPOW10[d]
    s = put_int(s, ip)
    if d:
        s[0] = b'.'
        for i in range(d, 0, -1):
            s[i] = <char>(48 + fp % 10)
            fp //= 10
        s += d + 1
    return s


cdef double printed_value(double v, int d) noexcept:
    """The number printf("%.<d>f", v) shows, read back as strtod reads it (r / 10^d
    is one correctly rounded division, so it equals strtod's result)."""
    cdef long long r
    cdef char buf[400]
    if fixed_round(v, d, &r):
        return copysign(<double>r / POW10[d], v)
    snprintf(buf, sizeof(buf), b"%.*f", d, v)
    return strtod(buf, NULL)


cdef char *put_hex(char *s, unsigned int v) noexcept:
    cdef char tmp[8]
    cdef int n = 0
    while True:
        tmp[n] = b"0123456789abcdef"[v & 15]
        n += 1
        v >>= 4
        if v == 0:
            break
    while n:
        n -= 1
        s[0] = tmp[n]
        s += 1
    return s


cdef inline char *put_tag_int(char *s, const char *tag, long long v) noexcept:
    s = put_str(s, tag)
    s = put_int(s, v)
    s[0] = b' '
    return s + 1


cdef int wl_name(Packet *p, WlHdr *h) noexcept:
    """The packet-type name a trace line shows (PT_* or WN_*; the new format
    shows it only for IP packets, never for MAC frames or ARP)."""
    if p.ptype <= PT_PARETO:
        return p.ptype
    if p.ptype == PT_AODV:
        return WN_AODV
    if p.ptype == PT_MESSAGE:
        return WN_MESSAGE
    if p.ptype == PT_ARP:
        return WN_ARP
    if p.ptype == PT_PING:
        return WN_PING
    if p.ptype == PT_SMAC:
        return smac_name(h)
    if p.ptype == PT_DSR:
        return WN_DSR
    if p.ptype != PT_MAC:
        return WN_MAC
    if h.fc_type == FT_CONTROL:
        if h.fc_subtype == FS_RTS:
            return WN_RTS
        if h.fc_subtype == FS_CTS:
            return WN_CTS
        if h.fc_subtype == FS_ACK:
            return WN_ACK
    elif h.fc_type == FT_MGMT:
        return mgmt_name(h.fc_subtype)
    return WN_UNKN


cdef int smac_name(WlHdr *h) noexcept:
    """The name of an S-MAC control frame."""
    if h.smac_type == SF_RTS:
        return WN_RTS
    if h.smac_type == SF_CTS:
        return WN_CTS
    if h.smac_type == SF_ACK:
        return WN_ACK
    if h.smac_type == SF_SYNC:
        return WN_SYNC
    return WN_UNKN


cdef inline bint mac_frame(Packet *p) noexcept:
    """A MAC's own frame (no IP part in the trace)."""
    return p.ptype == PT_MAC or p.ptype == PT_SMAC


cdef inline unsigned int bswap32(unsigned int v) noexcept:
    return ((v & 0xff) << 24) | ((v & 0xff00) << 8) | ((v >> 8) & 0xff00) | (v >> 24)


cdef void wl_mac_fields(Packet *p, WlHdr *h, unsigned int *f) noexcept:
    """The four MAC numbers of a trace line (duration, receiver, transmitter, ether
    type), which ns-2 reads from the packet as an 802.11 header, big-endian.  A base
    hdr_mac (Mac/Simple) lies under it on a little-endian machine as: frame type (its
    high half is the duration: 0), source (the receiver field's first 4 bytes), the
    destination's high half then the ether type (the transmitter field), and the slot
    start time, never set (the ether type field: 0)."""
    if h.base_mac_hdr:
        f[0] = 0
        f[1] = bswap32(h.ta)
        f[2] = (bswap32(h.ra) << 16) | ((h.ethertype & 0xff) << 8) | ((h.ethertype >> 8) & 0xff)
        f[3] = 0
        return
    f[0] = h.duration
    f[1] = h.ra
    f[2] = h.ta
    f[3] = 0 if p.ptype == PT_MAC and h.fc_type != FT_DATA else h.ethertype


cdef void rerr_fields(WlHdr *h, int *dst, int *dseq, double *life) noexcept:
    """A RERR read through the reply layout, as ns-2's trace prints it: the
    hop count is DestCount, dst and dst seqno are the first two unreachable
    destinations, the lifetime is the bytes of the fourth and fifth."""
    cdef int n = h.blob_len // 2 if h.blob != NULL else 0
    cdef int words[2]
    dst[0] = h.blob[0] if n > 0 else 0
    dseq[0] = h.blob[2] if n > 1 else 0
    words[0] = h.blob[6] if n > 3 else 0
    words[1] = h.blob[8] if n > 4 else 0
    memcpy(life, words, sizeof(double))


cdef int trace_aodv(char *s, int room, WlHdr *h, bint newtrace) noexcept:
    """The AODV part of a trace line (old or new format)."""
    cdef int dst, dseq
    cdef double life
    cdef const char *what
    if h.rt_type == AODV_RREQ:
        if newtrace:
            return snprintf(s, room, b"-P aodv -Pt 0x%x -Ph %d -Pb %d -Pd %d -Pds %d -Ps %d -Pss %d "
                            b"-Pc REQUEST ", h.rt_type, h.hop_count, h.bcast_id, h.rdst,
                            h.rdst_seqno, h.rsrc, h.rsrc_seqno)
        return snprintf(s, room, b"[0x%x %d %d [%d %d] [%d %d]] (REQUEST)", h.rt_type,
                        h.hop_count, h.bcast_id, h.rdst, h.rdst_seqno, h.rsrc, h.rsrc_seqno)
    if h.rt_type == AODV_RERR:
        rerr_fields(h, &dst, &dseq, &life)
        what = b"ERROR"
    else:
        dst = h.rdst
        dseq = h.rdst_seqno
        life = h.lifetime
        what = b"REPLY" if h.rt_type == AODV_RREP else b"HELLO"
    if newtrace:
        return snprintf(s, room, b"-P aodv -Pt 0x%x -Ph %d -Pd %d -Pds %d -Pl %f -Pc %s ",
                        h.rt_type, h.hop_count, dst, dseq, life, what)
    return snprintf(s, room, b"[0x%x %d [%d %d] %f] (%s)", h.rt_type, h.hop_count, dst, dseq,
                    life, what)


cdef inline bint wl_tracing(Kernel k, MNode *m) noexcept:
    """Whether the node's trace points log anything: it has a trace file, or
    capture is on (which then behaves as a trace file would)."""
    return m.out >= 0 or k.capture


cdef void wl_trace(Kernel k, MNode *m, char op, int level, int why, int pi) noexcept:
    """One CMUTrace event for packet pi at node m: op 's', 'r' or 'd' (a send
    by the routing layer of a packet from elsewhere is an 'f'), why a WR_*;
    a line in the node's trace file and, with capture on, a record."""
    if m.em != NULL and not m.em.energy > 0:
        return                          # CMUTrace::node_energy: a dead node writes nothing
    if m.nam >= 0 and m.out >= 0:
        nam_wl_event(k, m, op, level, pi)
    if level == LV_RTR and op == b's' and hier_addr(k.hier, pkt(k, pi).src_addr) != m.id:
        op = b'f'       # ns-2 compares the node's id with the source address
    if m.newtrace:
        mn_update_position(k, m)
    if m.out >= 0:
        wl_trace_line(k, m, op, level, why, pi)
    if k.capture:
        wl_record(k, m, op, level, why, pi)


cdef void wl_record(Kernel k, MNode *m, char op, int level, int why, int pi) noexcept:
    """The event of wl_trace as a WlRecord: the fields its line shows in the
    node's format, -1 for those the line does not have (as nslab.trace reads them)."""
    cdef WlState *w = k.wl
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    cdef WlRecord *r
    if w.n_recs == w.cap_recs:
        w.cap_recs = w.cap_recs * 2 if w.cap_recs else 16384
        w.recs = <WlRecord *>realloc(w.recs, w.cap_recs * sizeof(WlRecord))
    r = &w.recs[w.n_recs]
    w.n_recs += 1
    r.time = k.now
    r.x = m.X
    r.y = m.Y
    r.z = m.Z
    r.node = m.id
    r.event = op
    r.level = level
    r.reason = why
    r.newtrace = m.newtrace
    r.ptype = wl_name(p, h)
    r.uid = p.uid
    r.size = p.size
    r.src_addr = r.src_port = r.dst_addr = r.dst_port = r.ttl = r.seqno = -1
    r.next_hop = h.next_hop if m.newtrace else -1
    if mac_frame(p) or p.ptype == PT_ARP:
        if m.newtrace:          # no IP part: no type, size or uid either
            r.ptype = WN_NONE
            r.uid = r.size = -1
        return
    r.src_addr = p.src_addr
    r.src_port = p.src_port
    r.dst_addr = p.dst_addr
    r.dst_port = p.dst_port
    r.ttl = p.ttl
    if not m.newtrace:
        r.next_hop = h.next_hop if h.next_hop >= 0 else 0
    if p.ptype == PT_CBR or p.ptype == PT_TCP or p.ptype == PT_ACK:
        r.seqno = p.seqno


cdef void wl_record_move(Kernel k, MNode *m) noexcept:
    """A movement line (mn_log_movement) as a MoveRecord."""
    cdef WlState *w = k.wl
    cdef MoveRecord *r
    if w.n_moves == w.cap_moves:
        w.cap_moves = w.cap_moves * 2 if w.cap_moves else 256
        w.moves = <MoveRecord *>realloc(w.moves, w.cap_moves * sizeof(MoveRecord))
    r = &w.moves[w.n_moves]
    w.n_moves += 1
    r.time = k.now
    r.node = m.id
    r.x = m.X
    r.y = m.Y
    r.z = m.Z
    r.dest_x = m.destX
    r.dest_y = m.destY
    r.speed = m.speed


cdef void wl_trace_line(Kernel k, MNode *m, char op, int level, int why, int pi) noexcept:
    """The text of wl_trace's event, in the node's format."""
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    cdef char *start = out_reserve(k, m.out)
    cdef char *s = start
    cdef int room = OUT_SLACK - 2
    cdef int n
    cdef int nh
    cdef char oldop
    cdef int seq, ack
    cdef char *t
    cdef unsigned int mf[4]
    wl_mac_fields(p, h, mf)
    if m.newtrace:
        s[0] = op
        s = put_str(s + 1, b" -t ")
        s = put_fixed(s, k.now, 9)
        s = put_str(s, b" -Hs ")
        s = put_int(s, m.id)
        s = put_str(s, b" -Hd ")
        s = put_int(s, hier_addr(k.hier, h.next_hop) if h.next_hop >= 0 else h.next_hop)
        s = put_str(s, b" -Ni ")
        s = put_int(s, m.id)
        s = put_str(s, b" -Nx ")
        s = put_fixed(s, m.X, 2)
        s = put_str(s, b" -Ny ")
        s = put_fixed(s, m.Y, 2)
        s = put_str(s, b" -Nz ")
        s = put_fixed(s, m.Z, 2)
        if m.em != NULL:
            s += snprintf(s, 40, b" -Ne %f -Nl ", m.em.energy)
        else:
            s = put_str(s, b" -Ne -1.000000 -Nl ")
        s = put_str(s, LEVEL_NAMES[level])
        s = put_str(s, b" -Nw ")
        s = put_str(s, WR_NAMES[why])
        if m.mac_kind == MK_SMAC:
            s += snprintf(s, 80, b"  [%.2f %d %d] ", h.smac_duration, <int>h.ra, <int>h.ta)
        else:
            s = put_str(s, b" -Ma ")
            s = put_hex(s, mf[0])
            s = put_str(s, b" -Md ")
            s = put_hex(s, mf[1])
            s = put_str(s, b" -Ms ")
            s = put_hex(s, mf[2])
            s = put_str(s, b" -Mt ")
            s = put_hex(s, mf[3])
            s[0] = b' '
            s += 1
        room -= s - start
        n = 0
    elif m.mac_kind == MK_SMAC:       # S-MAC's header: [duration destination source]
        oldop = b'D' if op == b'd' else op
        n = snprintf(s, room, b"%c %.9f _%d_ %3s %4s %d %s %d [%.2f %d %d] ",
                     oldop, k.now, m.id, LEVEL_NAMES[level], WR_NAMES[why],
                     p.uid, WL_NAMES[wl_name(p, h)], p.size, h.smac_duration, <int>h.ra, <int>h.ta)
    else:
        oldop = b'D' if op == b'd' else op
        n = snprintf(s, room, b"%c %.9f _%d_ %3s %4s %d %s %d [%x %x %x %x] ",
                     oldop, k.now, m.id, LEVEL_NAMES[level], WR_NAMES[why], p.uid,
                     WL_NAMES[wl_name(p, h)], p.size, mf[0], mf[1], mf[2], mf[3])
    s += n
    room -= n
    if m.em != NULL and not m.newtrace:
        n = snprintf(s, room, b"[energy %f ei %.3f es %.3f et %.3f er %.3f] ", m.em.energy,
                     m.em.ei, m.em.es, m.em.et, m.em.er)
        s += n
        room -= n
    if mac_frame(p):
        pass
    elif p.ptype == PT_ARP:
        if m.newtrace:
            n = snprintf(s, room, b"-P arp -Po %s -Pms %d -Ps %d -Pmd %d -Pd %d ",
                         b"REQUEST" if h.arp_op == 1 else b"REPLY", h.arp_sha,
                         hier_addr(k.hier, h.arp_spa), h.arp_tha, hier_addr(k.hier, h.arp_tpa))
        else:
            n = snprintf(s, room, b"------- [%s %d/%d %d/%d]",
                         b"REQUEST" if h.arp_op == 1 else b"REPLY", h.arp_sha,
                         hier_addr(k.hier, h.arp_spa), h.arp_tha, hier_addr(k.hier, h.arp_tpa))
        s += n
    else:
        if m.newtrace:
            t = s
            s = put_str(s, b"-Is ")
            s = put_int(s, hier_addr(k.hier, p.src_addr))
            s[0] = b'.'
            s = put_int(s + 1, p.src_port)
            s = put_str(s, b" -Id ")
            s = put_int(s, hier_addr(k.hier, p.dst_addr))
            s[0] = b'.'
            s = put_int(s + 1, p.dst_port)
            s = put_str(s, b" -It ")
            s = put_str(s, WL_NAMES[wl_name(p, h)])
            s[0] = b' '
            s = put_tag_int(s + 1, b"-Il ", p.size)
            s = put_tag_int(s, b"-If ", p.fid)
            s = put_tag_int(s, b"-Ii ", p.uid)
            s = put_tag_int(s, b"-Iv ", p.ttl)
            n = s - t
            s = t
        else:
            nh = hier_addr(k.hier, h.next_hop) if h.next_hop >= 0 else 0
            n = snprintf(s, room, b"------- [%d:%d %d:%d %d %d] ", hier_addr(k.hier, p.src_addr),
                         p.src_port, hier_addr(k.hier, p.dst_addr), p.dst_port, p.ttl, nh)
        s += n
        room -= n
        if p.ptype == PT_AODV:
            s += trace_aodv(s, room, h, m.newtrace)
        elif p.ptype == PT_DSR:
            dsr_trace_fields(s, room, h, m.newtrace, &n)
            s += n
        elif p.ptype == PT_CBR:
            if m.newtrace:
                s = put_tag_int(s, b"-Pn cbr -Pi ", p.seqno)
                s = put_tag_int(s, b"-Pf ", h.num_forwards)
                s = put_tag_int(s, b"-Po ", h.opt_forwards)
            else:
                s += snprintf(s, room, b"[%d] %d %d", p.seqno, h.num_forwards, h.opt_forwards)
        elif p.ptype == PT_TCP or p.ptype == PT_ACK:
            seq = p.seqno       # acks carry the acked seqno in seqno_; ackno_ stays 0
            ack = 0
            if m.newtrace:
                s += snprintf(s, room, b"-Pn tcp -Ps %d -Pa %d -Pf %d -Po %d ", seq, ack,
                              h.num_forwards, h.opt_forwards)
            else:
                s += snprintf(s, room, b"[%d %d] %d %d", seq, ack, h.num_forwards,
                              h.opt_forwards)
    s[0] = b'\n'
    k.outs[m.out].len += (s + 1) - start
