# Where the kernel hands control to a kind of agent or timer.  Adding a kind
# of agent means one case in each switch here (and its .pxi file); a TCP
# sender goes on through its flavour's hook table (tcp/flavours.pxi), so a
# new flavour changes nothing here.


cdef void agent_recv(Kernel k, int aid, int pi) noexcept:
    """A packet addressed to agent `aid` arrived at its node."""
    cdef int kind = k.agents[aid].kind
    cdef int out_link = k.agents[aid].out_link_plus1 - 1
    if 0 <= out_link < k.n_links:   # where its answer will go (agent_note_out_link)
        link_prefetch(k, out_link)
    k.agents[aid].n_received += 1
    if kind == AG_TCP:
        flavour_of(tcp_of(k, aid)).recv(k, aid, tcp_of(k, aid), pi)
    elif kind == AG_SINK:
        sink_recv(k, aid, pi)
    elif kind == AG_LOSSMON:
        lossmon_recv(k, aid, pi)
    elif kind == AG_PING:
        ping_recv(k, aid, pi)
    elif kind == AG_RTPROTO:
        rtproto_recv(k, aid, pi)
    elif kind == AG_MCAST_CTRL:
        mctrl_recv(k, aid, pi)
    elif kind == AG_ENCAP:
        encap_recv(k, aid, pi)
    elif kind == AG_DECAP:
        decap_recv(k, aid, pi)
    elif kind == AG_MESSAGE:
        message_recv(k, aid, pi)
    elif kind == AG_UDP and pkt(k, pi).appdata:
        udp_recv_text(k, aid, pi)
    elif kind == AG_MESSAGE_PASSING:
        message_passing_recv(k, aid, pi)
    elif kind == AG_SRM:
        srm_recv(k, aid, pi)
    elif kind == AG_TFRC:
        tfrc_recv(k, aid, pi)
    elif kind == AG_TFRC_SINK:
        tfrc_sink_recv(k, aid, pi)
    elif kind == AG_RAP:
        rap_recv(k, aid, pi)
    elif kind == AG_ABSTCP_SINK:
        abstcp_sink_recv(k, aid, pi)
    elif kind == AG_RTP:
        rtp_recv(k, aid, pi)
    else:
        pkt_free(k, pi)


cdef void agent_upcall(Kernel k, int aid, tuple event) noexcept:
    """Hand an agent's event to the script: `Kernel.upcall(aid, *event)` (nslab run
    calls the Tcl instproc the event names: Ping's recv, UDP's process_data).  Only
    the agents and packets that have such events come here.  An exception the call
    raises stops the run, and run() raises it."""
    if k.upcall is None:
        return
    try:
        k.upcall(aid, *event)
    except BaseException as e:
        if k.fault is None:
            k.fault = e
        k.stop_requested = True


cdef void agent_reset(Kernel k, int aid) noexcept:
    """The reset every attached agent gets at `run` (docs/ns2-behavior.md §1.7)."""
    cdef int kind = k.agents[aid].kind
    if kind == AG_TCP:
        flavour_of(tcp_of(k, aid)).reset(k, aid)
    elif kind == AG_SINK:
        sink_reset(k, <SinkState *>k.agents[aid].impl)


cdef void agent_created(Kernel k, int aid) noexcept:
    """The resets a new agent runs at creation (docs/ns2-behavior.md §9: TCP
    senders draw once, Vegas twice: its own reset and the base class's)."""
    cdef int extra
    agent_reset(k, aid)
    if k.agents[aid].kind == AG_TCP:
        for extra in range(flavour_of(tcp_of(k, aid)).creation_resets - 1):
            agent_reset(k, aid)


cdef void agent_free(Kernel k, int aid) noexcept:
    cdef Agent *a = &k.agents[aid]
    if a.kind == AG_SINK and a.impl != NULL:
        free((<SinkState *>a.impl).seen)
    elif a.kind == AG_UDP and a.impl != NULL:
        tbf_free(k, <TbfState *>(<UdpState *>a.impl).tbf)
    elif a.kind == AG_TFRC_SINK and a.impl != NULL:
        tfrc_sink_release(<TfrcSinkState *>a.impl)
    elif a.kind == AG_RAP and a.impl != NULL:
        rap_release(<RapState *>a.impl)
    elif a.kind == AG_TCP and a.impl != NULL and flavour_of(<TcpState *>a.impl).release != NULL:
        flavour_of(<TcpState *>a.impl).release(<TcpState *>a.impl)
    free(a.impl)
    a.impl = NULL


cdef int agent_app_size(Kernel k, int aid) noexcept:
    """Agent::size(): the message Telnet hands its agent (packetSize_; a TCP flavour may
    answer otherwise: Full TCP's is its segment, segsize_)."""
    cdef int size = 0
    if k.agents[aid].kind == AG_TCP and flavour_of(tcp_of(k, aid)).command != NULL:
        size = flavour_of(tcp_of(k, aid)).command(k, aid, TCP_CMD_APP_SIZE, 0)
    return size if size > 0 else k.agents[aid].size


cdef void agent_sendmsg(Kernel k, int aid, int nbytes) noexcept:
    """Agent::sendmsg: an application hands the agent a message of n bytes
    (agents that cannot send ignore it, as ns-2's base Agent does)."""
    cdef int kind = k.agents[aid].kind
    if kind == AG_TCP:
        tcp_sendmsg(k, aid, nbytes)
    elif kind == AG_UDP:
        udp_sendmsg(k, aid, nbytes)
    elif kind == AG_SRM:
        srm_sendmsg(k, aid, nbytes)
    elif kind == AG_TFRC:
        tfrc_sendmsg(k, aid, nbytes)


cdef void timer_fire(Kernel k, Timer *tm) noexcept:
    if tm.kind == TM_RTX or tm.kind == TM_DELSND:
        flavour_of(tcp_of(k, tm.owner)).timer(k, tm.owner, tm.kind)
    elif tm.kind == TM_APP:
        app_timeout(k, tm.owner)
    elif tm.kind == TM_DELACK and k.agents[tm.owner].kind == AG_TCP:
        flavour_of(tcp_of(k, tm.owner)).timer(k, tm.owner, tm.kind)      # Full TCP
    elif tm.kind == TM_DELACK:
        sink_delack_timeout(k, tm.owner)
    elif tm.kind == TM_TBF:
        tbf_timeout(k, tm.owner)
    elif tm.kind == TM_TFRC_SEND or tm.kind == TM_TFRC_NOFEEDBACK:
        tfrc_timer(k, tm)
    elif tm.kind == TM_TFRC_NACK:
        tfrc_sink_timer(k, tm.owner)
    elif tm.kind == TM_RAP_IPG or tm.kind == TM_RAP_RTT:
        rap_timer(k, tm)
    elif tm.kind == TM_WORM:
        worm_timeout(k, tm.owner)
    elif tm.kind == TM_QUEUE:
        queue_timer_fire(k, tm.owner, <int>(tm - k.timers))
    elif tm.kind == TM_DELAYBOX:
        dbox_timeout(k, tm.owner)
    elif tm.kind >= TM_WL_MAC:
        wl_timer_fire(k, tm)
