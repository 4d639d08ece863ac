# Agent/TCP/SimpleTcp (ns-2's webcache/tcp-simple.cc): the web cache models' stand-in for
# a TCP connection.  It has Full TCP's interface (`listen`, `close`, `send n`) but none of
# its machinery: `send n` sends one packet of n bytes plus tcpip_base_hdr_size_ at once,
# numbered 1, 2, ... per agent (seqno_ grows by the n bytes); no window, no acks (a packet
# received is dropped), no timers; `listen` does nothing and `close` runs the agent's
# `done` instproc.  ns-2 warns and sends nothing on an unbounded send (FTP's start).

cdef enum:
    FLAVOUR_SIMPLETCP = 18


cdef struct SimpleTcpState:
    TcpState tcp            # first member: Agent.impl is also a TcpState*
    int messages            # packets sent: the next one's seqno - 1


cdef void simpletcp_send(Kernel k, int aid, int nbytes) noexcept:
    cdef SimpleTcpState *s = <SimpleTcpState *>tcp_of(k, aid)
    cdef int pi
    cdef Packet *p
    tv_int(k, aid, &s.tcp.curseq, s.tcp.curseq + nbytes, TV_SEQNO)
    s.messages += 1
    pi = agent_new_packet(k, aid, PT_TCP)
    p = pkt(k, pi)
    p.seqno = s.messages
    p.ts = k.now
    p.ts_echo = s.tcp.ts_peer
    p.size = nbytes + s.tcp.hdr_size
    agent_send(k, aid, pi)


cdef int simpletcp_command(Kernel k, int aid, int cmd, int arg) noexcept:
    """send, listen and close as SimpleTcpAgent has them; the rest is TcpAgent's."""
    if cmd == TCP_CMD_SEND:
        if arg == -1:
            fprintf(stderr, b"SimpleTcp doesn't support infinite send. "
                            b"Do not use FTP::start(), etc.\n")
        else:
            simpletcp_send(k, aid, arg)
    elif cmd == TCP_CMD_CLOSE:
        agent_upcall(k, aid, ("done",))
    elif cmd != TCP_CMD_LISTEN:
        return 0
    return 1


cdef void simpletcp_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    pkt_free(k, pi)


cdef void simpletcp_timer(Kernel k, int aid, int kind) noexcept:
    pass


cdef TcpFlavour simpletcp_flavour() noexcept:
    """SimpleTcp's table: TcpAgent's with its own send, listen, close, a receive that
    drops, and timers that do nothing."""
    cdef TcpFlavour f = tcp_base_flavour()
    f.state_size = sizeof(SimpleTcpState)
    f.command = simpletcp_command
    f.recv = simpletcp_recv
    f.timer = simpletcp_timer
    return f


# TcpState is SimpleTcpState's first member, so TCP_FIELDS' offsets hold here too
register_tcp_flavour(FLAVOUR_SIMPLETCP, "SimpleTcp", simpletcp_flavour(), {})
