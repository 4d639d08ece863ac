# The Python face of SRM's kernel part (mcast/srm.pxi): nslab.mcast.srm makes the agents,
# sends the control messages and sets up SRMErrorModel through these functions.

AGENT_KINDS.update({AG_SRM: "srm"})
SRM_MESSAGE_TYPES = {"data": SRM_DATA, "session": SRM_SESS, "request": SRM_RQST,
                     "repair": SRM_REPR}


def srm_add_agent(Kernel k, dict params):
    """An Agent/SRM (or one of its variants); params as Kernel.agent_set takes them."""
    cdef SrmState *s = <SrmState *>calloc(1, sizeof(SrmState))
    if s == NULL:
        raise MemoryError("SRM agent")
    s.data_ctr = -1
    s.seqno = -1
    s.app_ptype = PT_SRM
    s.source = -1
    aid = k._new_agent(AG_SRM, s)
    for name, value in params.items():
        k.agent_set(aid, name, value)
    return aid


def srm_send(Kernel k, int aid, str kind, int msgid, int size, int record):
    """A session message, request or repair (`kind`) of `size` bytes for message id
    `msgid`; `record` is the protocol's number for the rest of what it carries."""
    k._agent(aid, AG_SRM)
    k._require_attached(aid, "send")
    if kind not in SRM_MESSAGE_TYPES or kind == "data":
        raise KernelError("SRM control message %r: use session, request or repair" % kind)
    if size < 0:
        raise KernelError("SRM message size %d is below 0" % size)
    srm_send_ctrl(k, aid, SRM_MESSAGE_TYPES[kind], msgid, size, record)


def srm_traffic_source(Kernel k, int aid, int source):
    """`$srm traffic-source $cbr`: the UDP agent `source` (an old Agent/CBR) sends its
    packets through SRM agent `aid`, with its own flow id, TTL and RTP seqnos."""
    k._agent(aid, AG_SRM)
    k._agent(source, AG_UDP)
    srm_of(k, aid).source = source


def em_make_srm(Kernel k, int eid, str ptype, int cycle, int offset):
    """Make error model `eid` an SRMErrorModel that drops the data messages of packet
    type `ptype` ("cbr", "udp", ...) whose message id is `offset` modulo `cycle`."""
    cdef ErrModel *em = k._em(eid)
    names = [PTYPE_NAMES[i].decode() if PTYPE_NAMES[i] != NULL else None
             for i in range(PTYPE_SLOTS)]
    if ptype not in names:
        raise KernelError("SRMErrorModel: no packet type %r" % ptype)
    if cycle <= 0:
        raise KernelError("SRMErrorModel drop-packet: the cycle %d must be above 0" % cycle)
    em.kind = EM_SRM
    em.pkt_type = names.index(ptype)
    em.period = cycle
    em.offset = offset
