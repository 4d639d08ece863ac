# Source routing (ns-2's src_rtg: `$ns src_rting 1`, Agent/SRAgent, Classifier/SR).
#
# Each node made after `src_rting` has a source-routing agent.  `install_connection
# fid src dst n0 n1 ... nk` stores, at that agent's node, the route of the packets of
# flow id `fid`: the list of nodes n0..nk, where n0 is the node itself (never used
# as a hop).  An agent whose target is its node's source-routing agent (`$agent
# target [$node set src_agent_]`) has each packet it sends stamped with its flow's
# route, the newest route installed for that flow id winning, and the hop index
# set to 1.  A node that receives a stamped packet sends it on the link to the
# route's node at the hop index and advances the index; when the index reaches the
# route's length the stamp is removed and the node treats the packet as any other
# (delivered if addressed to it, else routed by the route tables).  Packets without
# a stamp (the sinks' acks, say) are routed as usual.  Nothing else changes: no
# header bytes are added and the trace lines are the usual ones.
#
# ns-2 stops silently (exit 0) when a flow has no route or a hop has no link from
# the node; nslab stops the run with an error naming the flow and the node.
#
# The stamp is one int of the packet: 0 for none, else (route + 1) * SR_STRIDE + hop.

cdef enum:
    SR_MAX_HOPS = 16        # ns-2's MAX_SR_LEN: the longest route a header holds
    SR_STRIDE = 32          # > SR_MAX_HOPS: the stamp's hop part

cdef struct SrcRoute:
    int node                # the node whose source-routing agent holds it
    int fid                 # the flow id it serves
    int n_hops              # nodes in hops[], the first being `node` itself
    int hops[SR_MAX_HOPS]
    int links[SR_MAX_HOPS]  # link used at hop i (from the node before it), -1 until found

cdef struct SrcRtState:
    SrcRoute *routes
    int n_routes
    int cap_routes


cdef SrcRtState *srcrt_state(Kernel k) noexcept:
    if k.srcrt == NULL:
        k.srcrt = <SrcRtState *>calloc(1, sizeof(SrcRtState))
    return k.srcrt


cdef void srcrt_state_free(SrcRtState *s) noexcept:
    if s != NULL:
        free(s.routes)
        free(s)


cdef int srcrt_find(Kernel k, int node, int fid) noexcept:
    """The route of flow `fid` at `node` (the newest installed), or -1."""
    cdef int r
    if k.srcrt == NULL:
        return -1
    for r in range(k.srcrt.n_routes - 1, -1, -1):
        if k.srcrt.routes[r].node == node and k.srcrt.routes[r].fid == fid:
            return r
    return -1


cdef int srcrt_link(Kernel k, SrcRoute *route, int hop, int node) noexcept:
    """The link from `node` to the route's node number `hop` (the newest such link,
    as a node's source-routing agent keeps the last link made to each neighbour)."""
    cdef int lid
    if route.links[hop] >= 0:
        return route.links[hop]
    for lid in range(k.n_links - 1, -1, -1):
        if k.links[lid].src == node and k.links[lid].dst == route.hops[hop]:
            route.links[hop] = lid
            return lid
    return -1


cdef void srcrt_send(Kernel k, int aid, int pi) noexcept:
    """An agent aimed at its node's source-routing agent sends packet `pi`."""
    cdef Packet *p = pkt(k, pi)
    cdef int node = k.agents[aid].node
    cdef int r = srcrt_find(k, node, p.fid)
    if r < 0:
        kernel_fault(k, "source routing: node %d has no route for flow id %d (install "
                        "it with `[$node set src_agent_] install_connection %d ...`)"
                        % (node, p.fid, p.fid))
        pkt_free(k, pi)
        return
    p.srcrt = (r + 1) * SR_STRIDE + 1
    srcrt_forward(k, node, pi)


cdef void srcrt_forward(Kernel k, int node, int pi) noexcept:
    """A stamped packet at `node`: on to the route's next node, or, at the route's
    end, unstamped and handled as any packet."""
    cdef Packet *p = pkt(k, pi)
    cdef SrcRoute *route = &k.srcrt.routes[p.srcrt // SR_STRIDE - 1]
    cdef int hop = p.srcrt % SR_STRIDE
    cdef int lid
    if hop >= route.n_hops:
        p.srcrt = 0
        node_recv(k, node, pi)
        return
    lid = srcrt_link(k, route, hop, node)
    if lid < 0:
        kernel_fault(k, "source routing: the route of flow id %d goes from node %d to "
                        "node %d, which has no link from it" % (route.fid, node, route.hops[hop]))
        pkt_free(k, pi)
        return
    p.srcrt += 1
    link_recv(k, lid, pi)


# ---- the Python side (nslab.otcl: `src_rting`, install_connection, `$agent target`) ----

def srcrt_install(Kernel k, int node, int fid, hops):
    """`install_connection fid src dst hops...` on `node`'s source-routing agent."""
    cdef SrcRtState *s = srcrt_state(k)
    cdef SrcRoute *route
    cdef int i
    k._node(node)
    hops = [int(h) for h in hops]
    if len(hops) > SR_MAX_HOPS:
        raise KernelError("install_connection: a route has at most %d nodes (ns-2's "
                          "source-route header), got %d" % (SR_MAX_HOPS, len(hops)))
    for h in hops:
        k._node(h)
    if s.n_routes == s.cap_routes:
        s.cap_routes = s.cap_routes * 2 if s.cap_routes else 16
        s.routes = <SrcRoute *>realloc(s.routes, s.cap_routes * sizeof(SrcRoute))
    route = &s.routes[s.n_routes]
    route.node = node
    route.fid = fid
    route.n_hops = len(hops)
    for i in range(SR_MAX_HOPS):
        route.hops[i] = hops[i] if i < len(hops) else -1
        route.links[i] = -1
    s.n_routes += 1


def srcrt_aim(Kernel k, int aid, bint on):
    """`$agent target [$node set src_agent_]` (on) or the agent's plain target (off)."""
    k._agent(aid)
    if on:
        srcrt_state(k)
    k.agents[aid].via_srcrt = on
