# Where the kernel hands control to a kind of agent, queue or timer.  Adding a
# kind means one case in each switch here (and its .pxi file).  TCP flavours
# that replace a virtual method of ns-2's TcpAgent (Vegas) branch here too.

cdef inline bint is_vegas(Kernel k, int aid) noexcept:
    return k.agents[aid].kind == AG_TCP and tcp_of(k, aid).flavour == FLAVOUR_VEGAS


cdef void agent_recv(Kernel k, int aid, int pi) noexcept:
    """A packet addressed to agent `aid` arrived at its node."""
    cdef int kind = k.agents[aid].kind
    k.agents[aid].n_received += 1
    if kind == AG_TCP:
        if is_vegas(k, aid):
            vegas_recv(k, aid, pi)
        else:
            tcp_recv(k, aid, pi)
    elif kind == AG_SINK:
        sink_recv(k, aid, pi)
    elif kind == AG_LOSSMON:
        lossmon_recv(k, aid, pi)
    else:
        pkt_free(k, pi)


cdef void agent_reset(Kernel k, int aid) noexcept:
    """The reset every attached agent gets at `run` (ns2-behavior.md §1.7)."""
    cdef int kind = k.agents[aid].kind
    if kind == AG_TCP:
        if is_vegas(k, aid):
            vegas_reset(k, aid)
        else:
            tcp_reset(k, aid)
    elif kind == AG_SINK:
        sink_reset(k, <SinkState *>k.agents[aid].impl)


cdef void agent_created(Kernel k, int aid) noexcept:
    """The resets a new agent runs at creation (ns2-behavior.md §9: TCP
    senders draw once, Vegas twice: its own reset and the base class's)."""
    agent_reset(k, aid)
    if is_vegas(k, aid):
        vegas_reset(k, aid)


cdef void agent_free(Kernel k, int aid) noexcept:
    cdef Agent *a = &k.agents[aid]
    if a.kind == AG_SINK and a.impl != NULL:
        free((<SinkState *>a.impl).seen)
    elif a.kind == AG_TCP and a.impl != NULL:
        free((<TcpState *>a.impl).sk.sb.r)
        free((<TcpState *>a.impl).fk.sb.node)
    if a.impl != NULL and is_vegas(k, aid):
        vegas_free(<VegasState *>a.impl)
    free(a.impl)
    a.impl = NULL


cdef void tcp_flavour_output(Kernel k, int aid, int seqno, int reason) noexcept:
    """TcpAgent::output, which Vegas replaces."""
    if tcp_of(k, aid).flavour == FLAVOUR_VEGAS:
        vegas_output(k, aid, seqno, reason)
    else:
        tcp_output(k, aid, seqno, reason)


cdef void agent_sendmsg(Kernel k, int aid, int nbytes) noexcept:
    """Agent::sendmsg: an application hands the agent a message of n bytes
    (agents that cannot send ignore it, as ns-2's base Agent does)."""
    cdef int kind = k.agents[aid].kind
    if kind == AG_TCP:
        tcp_sendmsg(k, aid, nbytes)
    elif kind == AG_UDP:
        udp_sendmsg(k, aid, nbytes)


cdef void timer_fire(Kernel k, Timer *tm) noexcept:
    if tm.kind == TM_RTX or tm.kind == TM_DELSND:
        if is_vegas(k, tm.owner):
            vegas_timeout(k, tm.owner, tm.kind)
        else:
            tcp_timeout(k, tm.owner, tm.kind)
    elif tm.kind == TM_APP:
        app_timeout(k, tm.owner)
    elif tm.kind == TM_DELACK:
        sink_delack_timeout(k, tm.owner)
    elif tm.kind >= TM_WL_MAC:
        wl_timer_fire(k, tm)
