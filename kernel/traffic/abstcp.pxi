# Abstract TCP (ns-2.35 tcp/tcp-abs.cc, Polly Huang's finite-state-machine TCP): the
# kernel half.  The sender, Agent/AbsTCP/<variant>, sends its packets in batches that
# a state machine chooses, one batch a round-trip time, and reads no acks; its logic is
# the script side's (nslab.otcl.abstcp), which tells the kernel to send one packet: type
# "tcp", the agent's packetSize_ (1000), the given seqno.  The sink, Agent/AbsTCPSink,
# answers every packet at once with one "ack" of its packetSize_ (40) whose seqno is 0
# (ns-2 fills in no TCP header), and the sender frees the acks unread.
#
# ns-2 tells the sender of each of its packets a link drops (through the simulator's
# DropTargetAgent, its null agent after `$ns abstract-tcp`), and the state machine then
# takes the loss's branch; nslab models the lossless path only, so a dropped packet of
# an abstract TCP stops the run with an error naming it (link_drop calls abstcp_dropped).


cdef void abstcp_send(Kernel k, int aid, int seqno) noexcept:
    """One packet of the abstract TCP sender `aid`, now."""
    cdef int pi = agent_new_packet(k, aid, PT_TCP)
    pkt(k, pi).seqno = seqno
    agent_send(k, aid, pi)


cdef void abstcp_sink_recv(Kernel k, int aid, int pi) noexcept:
    """AbsTcpSink::recv: an ack (seqno 0) for every packet, at once."""
    cdef int ack = agent_new_packet(k, aid, PT_ACK)
    pkt(k, ack).seqno = 0
    agent_send(k, aid, ack)
    pkt_free(k, pi)


cdef void abstcp_dropped(Kernel k, int pi) noexcept:
    """A link dropped packet `pi`: if an abstract TCP sent it, stop (see above)."""
    cdef Packet *p = pkt(k, pi)
    cdef int aid
    if p.ptype != PT_TCP or not 0 <= p.src_addr < k.n_nodes:
        return
    aid = port_agent(k, p.src_addr, p.src_port)
    if aid >= 0 and k.agents[aid].kind == AG_ABSTCP:
        kernel_fault(k, "Agent/AbsTCP: a link dropped packet %d of an abstract TCP (t=%g); "
                        "the state machine's loss branches (ns-2's DropTargetAgent) are not "
                        "implemented in nslab, only its lossless path" % (p.seqno, k.now))
