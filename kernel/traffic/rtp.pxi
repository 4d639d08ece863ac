# RTP and RTCP agents, the kernel's part (ns-2.35's Agent/RTP, apps/rtp.cc, and
# Agent/RTCP, tcp/rtcp.cc; the sessions that drive them, their timers and source tables,
# are nslab.mcast.rtp, as ns-2's are its Session/RTP in C++ and Tcl).
#
# Both agents send what their session asks for: an RTP data packet ("rtp", the agent's
# packetSize_, the RTP seqno in traces) or an RTCP report ("rtcp", of the size the session
# computed, seqno -1 in traces), each stamped with the session's source id (in `appdata`,
# plus one).  Every packet either receives goes up to the session (`rtp-recv`).

cdef enum:
    PT_RTCP = 13            # RTCP reports, "rtcp" in traces
    PT_RTP = 14             # RTP data, "rtp" in traces
    AG_RTP = 33             # Agent/RTP (Agent/CBR/RTP) and Agent/RTCP (no state)

PTYPE_NAMES[PT_RTCP] = b"rtcp"
PTYPE_NAMES[PT_RTP] = b"rtp"


cdef void rtp_send(Kernel k, int aid, bint report, int size, int seqno, int srcid) noexcept:
    cdef int pi = agent_new_packet(k, aid, PT_RTCP if report else PT_RTP)
    cdef Packet *p = pkt(k, pi)
    p.size = size
    p.seqno = -1 if report else seqno
    p.ts = k.now
    p.appdata = srcid + 1
    agent_send(k, aid, pi)


cdef void rtp_recv(Kernel k, int aid, int pi) noexcept:
    """A data packet or report reached the agent: its session gets the type, source id,
    seqno and size."""
    cdef Packet *p = pkt(k, pi)
    agent_upcall(k, aid, ("rtp-recv", p.ptype == PT_RTCP, p.appdata - 1, p.seqno, p.size))
    pkt_free(k, pi)
