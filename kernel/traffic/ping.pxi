# Agent/Ping (ns-2's apps/ping.cc; docs/ns2-behavior.md §8.6): `$ping send` sends a
# request of packetSize_ bytes (64) stamped with the time and the agent's next seq.  The
# agent a request reaches sends an answer at once, from its own addresses and its own
# packetSize_, carrying the request's send time and seq and its arrival time.  An answer
# goes to the script: `$ping recv from rtt` (rtt in ms), or with `$ping oneway`,
# `$ping recv from seq out back` (the one-way delays, ms).  Both kinds of packet
# are "ping" in the trace, with seqno -1 (it shows TCP and RTP seqnos only).
# `$ping start-WL-brdcast` (for wireless nodes) sends a request to the IP broadcast
# address at the agent's own port; an agent receiving a broadcast request prints a line
# (C's stdout) and broadcasts an answer the same way, one receiving a broadcast answer
# prints a line.  A broadcast carries no send time or seq.


cdef void ping_send(Kernel k, int aid) noexcept:
    cdef PingState *s = <PingState *>k.agents[aid].impl
    cdef int pi = agent_new_packet(k, aid, PT_PING)
    cdef Packet *p = pkt(k, pi)
    p.seqno = -1
    p.appdata = s.seq
    s.seq += 1
    p.ts = k.now
    agent_send(k, aid, pi)


cdef void ping_broadcast(Kernel k, int aid, bint answer) noexcept:
    """A request (or an answer) to every node in range, at our own port."""
    cdef int pi = agent_new_packet(k, aid, PT_PING)
    cdef Packet *p = pkt(k, pi)
    p.seqno = -1
    p.dst_addr = IP_BROADCAST
    p.dst_port = p.src_port
    p.echo = answer
    agent_send(k, aid, pi)


cdef void ping_broadcast_recv(Kernel k, int aid, int pi) noexcept:
    """A broadcast ping: print it; answer a request."""
    cdef Packet *p = pkt(k, pi)
    cdef char line[120]
    cdef bint answer = p.echo
    snprintf(line, sizeof(line), b"Recv BRDCAST Ping %s : at %d.%d from %d.%d\n",
             b"REPLY" if answer else b"REQ", k.agents[aid].node, k.agents[aid].port,
             p.src_addr, p.src_port)
    c_output(k, line)
    pkt_free(k, pi)
    if not answer:
        ping_broadcast(k, aid, True)


cdef void ping_recv(Kernel k, int aid, int pi) noexcept:
    cdef Packet *p = pkt(k, pi)
    cdef PingState *s = <PingState *>k.agents[aid].impl
    cdef double sent = p.ts
    cdef double arrived = p.ts_echo
    cdef int seq = p.appdata
    cdef int src = p.src_addr
    cdef int ai
    cdef Packet *answer
    if p.dst_addr == IP_BROADCAST:
        ping_broadcast_recv(k, aid, pi)
        return
    if p.echo:
        pkt_free(k, pi)
        if s.oneway:
            agent_upcall(k, aid, ("recv", src, "%d" % seq,
                                  "%3.1f" % ((arrived - sent) * 1000),
                                  "%3.1f" % ((k.now - arrived) * 1000)))
        else:
            agent_upcall(k, aid, ("recv", src, "%3.1f" % ((k.now - sent) * 1000)))
        return
    pkt_free(k, pi)
    ai = agent_new_packet(k, aid, PT_PING)
    answer = pkt(k, ai)
    answer.seqno = -1
    answer.echo = 1
    answer.ts = sent
    answer.ts_echo = k.now
    answer.appdata = seq
    agent_send(k, aid, ai)
