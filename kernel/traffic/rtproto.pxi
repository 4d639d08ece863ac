# Routing-protocol agents (ns-2's Agent/rtProto/DV, routing/rtProtoDV.cc, and
# Agent/rtProto/LS, linkstate/rtProtoLS.cc): the kernel half of distance-vector and
# link-state routing, whose logic is the script side's (nslab.otcl.route_dv,
# nslab.otcl.route_ls).  An update is a real packet: "rtProtoDV" or "rtProtoLS" (the
# agent's packet type, kept as its state) in the traces, of the size the script side
# gives, seqno -1, sent to a neighbour's agent
# through the node's routes, queued and delayed like any other.  It carries only the
# number of the message the script side keeps; the agent it reaches hands
# ("recv-update", sender's address, message number) to the script (agent_upcall).


cdef void rtproto_send(Kernel k, int aid, int dst_addr, int dst_port, int size,
                       int message) noexcept:
    cdef Agent *a = &k.agents[aid]
    cdef int pi
    cdef Packet *p
    a.dst_addr = dst_addr
    a.dst_port = dst_port
    a.size = size
    pi = agent_new_packet(k, aid, (<int *>a.impl)[0])
    p = pkt(k, pi)
    p.seqno = -1
    p.appdata = message
    agent_send(k, aid, pi)


cdef void rtproto_recv(Kernel k, int aid, int pi) noexcept:
    cdef Packet *p = pkt(k, pi)
    cdef int src = p.src_addr
    cdef int message = p.appdata
    pkt_free(k, pi)
    agent_upcall(k, aid, ("recv-update", src, message))
