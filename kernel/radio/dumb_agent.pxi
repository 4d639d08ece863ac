# Agent/DumbAgent, ns-2.35's routing agent that does no routing (mobile/dumb-agent.cc),
# selected with `node-config -adhocRouting DumbAgent`; ns-2 made it to test MACs in a
# single hop.  It has no state, no start command and no traces of its own: what comes
# up from the link layer (broadcasts; unicasts for this node bypass it) goes to the
# node's port demux, and whatever else reaches it (packets of the node's own agents)
# goes down to the link layer unchanged, without a next hop, so that the link layer
# resolves the IP destination itself.

cdef void dumb_recv(Kernel k, MNode *m, int pi) noexcept:
    """DumbAgent::recv."""
    if wh(k, pi).direction == DIR_UP:
        wl_dmux(k, m, pi)
    else:
        wl_rtr_send(k, m, pi)
