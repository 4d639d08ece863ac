# Where the kernel hands control to a kind of agent, queue or timer.  Adding a
# kind means one case in each switch here (and its .pxi file).

cdef void agent_recv(Kernel k, int aid, int pi) noexcept:
    """A packet addressed to agent `aid` arrived at its node."""
    cdef int kind = k.agents[aid].kind
    k.agents[aid].n_received += 1
    if kind == AG_TCP:
        tcp_recv(k, aid, pi)
    elif kind == AG_SINK:
        sink_recv(k, aid, pi)
    else:
        pkt_free(k, pi)


cdef void agent_reset(Kernel k, int aid) noexcept:
    """The reset every attached agent gets at `run` (ns2-behavior.md §1.7)."""
    cdef int kind = k.agents[aid].kind
    if kind == AG_TCP:
        tcp_reset(k, aid)
    elif kind == AG_SINK:
        sink_reset(k, <SinkState *>k.agents[aid].impl)


cdef void agent_free(Kernel k, int aid) noexcept:
    cdef Agent *a = &k.agents[aid]
    if a.kind == AG_SINK and a.impl != NULL:
        free((<SinkState *>a.impl).seen)
    elif a.kind == AG_TCP and a.impl != NULL:
        free((<TcpState *>a.impl).sk.sb.r)
        free((<TcpState *>a.impl).fk.sb.node)
    free(a.impl)
    a.impl = NULL


cdef void timer_fire(Kernel k, Timer *tm) noexcept:
    if tm.kind == TM_RTX or tm.kind == TM_DELSND:
        tcp_timeout(k, tm.owner, tm.kind)
    elif tm.kind == TM_DELACK:
        sink_delack_timeout(k, tm.owner)
