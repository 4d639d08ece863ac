# The Python face of the RTP and RTCP agents (traffic/rtp.pxi), for nslab.mcast.rtp.

AGENT_KINDS.update({AG_RTP: "rtp"})


def rtp_add_agent(Kernel k, dict params):
    """An Agent/RTP (or Agent/CBR/RTP) or Agent/RTCP; params as Kernel.agent_set takes them."""
    aid = k._new_agent(AG_RTP, NULL)
    for name, value in params.items():
        k.agent_set(aid, name, value)
    return aid


def rtp_agent_send(Kernel k, int aid, bint report, int size, int seqno, int srcid):
    """One RTP data packet (report False) or RTCP report of `size` bytes, now."""
    k._agent(aid, AG_RTP)
    k._require_attached(aid, "send")
    if size < 0 or srcid < 0:
        raise KernelError("RTP packet: size %d and source id %d must be 0 or more" % (size, srcid))
    rtp_send(k, aid, report, size, seqno, srcid)
