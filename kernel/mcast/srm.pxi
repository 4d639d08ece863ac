# Scalable Reliable Multicast, the kernel's part (ns-2.35's Agent/SRM, mcast/srm.cc; the
# protocol itself, its tables of senders, timers and statistics, is nslab.mcast.srm).
#
# An SRM agent sends to its group four kinds of message, told apart by the SRM header's
# type: data (from the application attached to it), session messages, requests and
# repairs (these three on the protocol's command).  Data packets keep the application's
# packet type ("cbr"), its size, the agent's app_fid_ as flow id and the next RTP seqno;
# the others are of type "SRM", with the agent's fid_, seqno -1 in traces, and a size the
# protocol gives (16 bytes of SRM header, plus a repair's payload or a session message's
# table).  The SRM header travels in fields no other model of these packets uses: the type
# in `hlen`, the message id (ns-2's seqnum_) in `ackno`; the rest of what a control
# message carries (sender, round, a session message's table, Adaptive SRM's distance) is
# kept by the protocol, and `appdata` is its number there.  Every packet that reaches an
# SRM agent goes up to the protocol (`srm-recv`), which is where ns-2's C++ and Tcl
# handle it.
#
# An old Agent/CBR made the agent's traffic source (`traffic-source`) sends through it:
# its packets then carry that agent's flow id, TTL and RTP seqno instead.

cdef enum:
    PT_SRM = 12             # SRM's control messages, "SRM" in traces
    AG_SRM = 32             # Agent/SRM and its variants (SrmState)
    SRM_DATA = 1            # the SRM header's message types
    SRM_SESS = 2
    SRM_RQST = 3
    SRM_REPR = 4
    SRM_HEADER_BYTES = 16   # sizeof(hdr_srm): four ints

PTYPE_NAMES[PT_SRM] = b"SRM"


cdef struct SrmState:
    int data_ctr            # id of the last data message sent (dataCtr_), -1 before any
    int seqno               # RTP seqno of the last data packet (seqno_), -1 before any
    int app_ptype           # the application's packet type (app_type_)
    int app_fid             # app_fid_: the flow id of data packets
    int source              # the Agent/CBR sending through it (traffic-source), or -1


cdef inline SrmState *srm_of(Kernel k, int aid) noexcept:
    return <SrmState *>k.agents[aid].impl


cdef void srm_sendmsg(Kernel k, int aid, int nbytes) noexcept:
    """SRMAgent::sendmsg: the application's message as one data packet to the group."""
    cdef SrmState *s = srm_of(k, aid)
    cdef int pi
    cdef Packet *p
    if nbytes == -1:
        c_output(k, b"Error:  sendmsg() for SRM should not be -1\n")
        return
    pi = agent_new_packet(k, aid, s.app_ptype)
    p = pkt(k, pi)
    p.size = nbytes
    if s.source >= 0:           # the old Agent/CBR's own packet, passed on
        p.fid = k.agents[s.source].fid
        p.ttl = k.agents[s.source].ttl
        (<UdpState *>k.agents[s.source].impl).seqno += 1
        p.seqno = (<UdpState *>k.agents[s.source].impl).seqno
    else:
        p.fid = s.app_fid
        s.seqno += 1
        p.seqno = s.seqno
    p.ts = k.now
    s.data_ctr += 1
    p.hlen = SRM_DATA
    p.ackno = s.data_ctr
    agent_send(k, aid, pi)


cdef void srm_send_ctrl(Kernel k, int aid, int kind, int msgid, int size, int record) noexcept:
    """A session message, request or repair of `size` bytes; `record` is the protocol's
    number for what it carries."""
    cdef int pi = agent_new_packet(k, aid, PT_SRM)
    cdef Packet *p = pkt(k, pi)
    p.size = size
    p.seqno = -1
    p.ts = k.now
    p.hlen = kind
    p.ackno = msgid
    p.appdata = record
    agent_send(k, aid, pi)


cdef void srm_recv(Kernel k, int aid, int pi) noexcept:
    """Any packet for the group: the protocol gets its SRM type, source address,
    message id and record."""
    cdef Packet *p = pkt(k, pi)
    agent_upcall(k, aid, ("srm-recv", p.hlen, p.src_addr, p.ackno, p.appdata))
    pkt_free(k, pi)


cdef const char *srm_message_name(Packet *p) noexcept:
    """The word ns-2's nam (and tagged) trace lines end with: the SRM message type of an
    SRM, cbr or udp packet that has one, else "null"."""
    if p.ptype != PT_SRM and p.ptype != PT_CBR and p.ptype != PT_UDP:
        return b"null"
    if p.hlen == SRM_DATA:
        return b"SRM_DATA"
    if p.hlen == SRM_SESS:
        return b"SRM_SESS"
    if p.hlen == SRM_RQST:
        return b"SRM_RQST"
    if p.hlen == SRM_REPR:
        return b"SRM_REPR"
    return b"null"


# ---- SRMErrorModel ---------------------------------------------------------------------
# ns-2's SRMErrorModel (queue/errmodel.cc), with the packet unit only: it drops the data
# messages of one packet type whose message id is drop_offset modulo drop_cycle
# (`drop-packet type cycle offset`).  Asked to drop "cbr" and seeing an SRM data packet of
# type "udp" (an Agent/UDP sending through SRM), it drops "udp" from then on, as ns-2 does.
# Its numbers live in the ErrModel: pkt_type, period (the cycle) and offset.

cdef enum:
    EM_SRM = 5              # SRMErrorModel (kind of ErrModel)


cdef int em_srm_corrupt(ErrModel *em, Packet *p) noexcept:
    if em.unit != EU_PKT or p.hlen != SRM_DATA or <int>em.period <= 0:
        return 0
    if p.ptype == PT_UDP and em.pkt_type == PT_CBR:
        em.pkt_type = PT_UDP
    return p.ptype == em.pkt_type and p.ackno % <int>em.period == <int>em.offset
