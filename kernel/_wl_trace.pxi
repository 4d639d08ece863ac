# CMU wireless trace lines (ns2-behavior.md §4.4): the old format and the new
# one (`$ns use-newtrace`).  The new format reads the node's position, which
# (as in ns-2) brings the node's lazily computed position up to date.

cdef const char *LEVEL_NAMES[4]
LEVEL_NAMES[LV_AGT] = b"AGT"
LEVEL_NAMES[LV_RTR] = b"RTR"
LEVEL_NAMES[LV_MAC] = b"MAC"
LEVEL_NAMES[LV_IFQ] = b"IFQ"


cdef const char *wl_ptype_name(int ptype) noexcept:
    if ptype <= PT_PARETO:
        return PTYPE_NAMES[ptype]
    if ptype == PT_AODV:
        return b"AODV"
    if ptype == PT_MESSAGE:
        return b"message"
    if ptype == PT_ARP:
        return b"ARP"
    return b"MAC"


cdef const char *mac_frame_name(WlHdr *h) noexcept:
    if h.fc_type == FT_CONTROL:
        if h.fc_subtype == FS_RTS:
            return b"RTS"
        if h.fc_subtype == FS_CTS:
            return b"CTS"
        if h.fc_subtype == FS_ACK:
            return b"ACK"
    return b"UNKN"


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


cdef void wl_trace(Kernel k, MNode *m, char op, int level, const char *why, int pi) noexcept:
    """One CMUTrace line for packet pi at node m: op 's', 'r' or 'd' (a send
    by the routing layer of a packet from elsewhere is an 'f')."""
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    cdef char *start = out_reserve(k, m.out)
    cdef char *s = start
    cdef int room = OUT_SLACK - 2
    cdef int n
    cdef unsigned int etype
    cdef int nh
    cdef char oldop
    cdef int seq, ack
    cdef const char *name
    if level == LV_RTR and op == b's' and p.src_addr != m.id:
        op = b'f'
    etype = 0 if p.ptype == PT_MAC and h.fc_type != FT_DATA else h.ethertype
    if m.newtrace:
        mn_update_position(k, m)
        n = snprintf(s, room, b"%c -t %.9f -Hs %d -Hd %d -Ni %d -Nx %.2f -Ny %.2f -Nz %.2f "
                     b"-Ne %f -Nl %3s -Nw %s -Ma %x -Md %x -Ms %x -Mt %x ",
                     op, k.now, m.id, h.next_hop, m.id, m.X, m.Y, m.Z, -1.0,
                     LEVEL_NAMES[level], why, h.duration, h.ra, h.ta, etype)
    else:
        oldop = b'D' if op == b'd' else op
        name = mac_frame_name(h) if p.ptype == PT_MAC else wl_ptype_name(p.ptype)
        n = snprintf(s, room, b"%c %.9f _%d_ %3s %4s %d %s %d [%x %x %x %x] ",
                     oldop, k.now, m.id, LEVEL_NAMES[level], why, p.uid, name,
                     p.size, h.duration, h.ra, h.ta, etype)
    s += n
    room -= n
    if p.ptype == PT_MAC:
        pass
    elif p.ptype == PT_ARP:
        if m.newtrace:
            n = snprintf(s, room, b"-P arp -Po %s -Pms %d -Ps %d -Pmd %d -Pd %d ",
                         b"REQUEST" if h.arp_op == 1 else b"REPLY", h.arp_sha, h.arp_spa,
                         h.arp_tha, h.arp_tpa)
        else:
            n = snprintf(s, room, b"------- [%s %d/%d %d/%d]",
                         b"REQUEST" if h.arp_op == 1 else b"REPLY", h.arp_sha, h.arp_spa,
                         h.arp_tha, h.arp_tpa)
        s += n
    else:
        if m.newtrace:
            n = snprintf(s, room, b"-Is %d.%d -Id %d.%d -It %s -Il %d -If %d -Ii %d -Iv %d ",
                         p.src_addr, p.src_port, p.dst_addr, p.dst_port,
                         wl_ptype_name(p.ptype), p.size, p.fid, p.uid, p.ttl)
        else:
            nh = h.next_hop if h.next_hop >= 0 else 0
            n = snprintf(s, room, b"------- [%d:%d %d:%d %d %d] ", p.src_addr, p.src_port,
                         p.dst_addr, p.dst_port, p.ttl, nh)
        s += n
        room -= n
        if p.ptype == PT_AODV:
            s += trace_aodv(s, room, h, m.newtrace)
        elif p.ptype == PT_CBR:
            if m.newtrace:
                s += snprintf(s, room, b"-Pn cbr -Pi %d -Pf %d -Po %d ", p.seqno, h.num_forwards, 0)
            else:
                s += snprintf(s, room, b"[%d] %d %d", p.seqno, h.num_forwards, 0)
        elif p.ptype == PT_TCP or p.ptype == PT_ACK:
            seq = p.seqno if p.ptype == PT_TCP else 0
            ack = p.seqno if p.ptype == PT_ACK else 0
            if m.newtrace:
                s += snprintf(s, room, b"-Pn tcp -Ps %d -Pa %d -Pf %d -Po %d ", seq, ack,
                              h.num_forwards, 0)
            else:
                s += snprintf(s, room, b"[%d %d] %d %d", seq, ack, h.num_forwards, 0)
    s[0] = b'\n'
    k.outs[m.out].len += (s + 1) - start
