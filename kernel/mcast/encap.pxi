# The register tunnel of centralised multicast (ns-2.35's Agent/Encapsulator and
# Agent/Decapsulator, common/Encapsulator.cc and Decapsulator.cc; CtrMcast in
# nslab.mcast.ctr uses them).
#
# A source's node hands each packet for a shared-tree group to its Encapsulator (a slot
# of the source's register replicator).  The encapsulator wraps it: a new packet of its
# own (next uid, type "encap", its address, port and flow id, seqno -1) whose size is the
# inner packet's plus overhead_ (20) and which carries the inner packet itself, sent to
# the rendezvous point's Decapsulator.  That one unwraps it: the outer packet is freed and
# the inner one, unchanged (same uid, addresses, still marked as coming from a local
# agent), enters the rendezvous point's node as if one of its agents had sent it.
# A wrapped packet lost on the way (a queue drop) leaves its inner packet allocated, as
# ns-2's Packet::free does.  A packet that is not wrapped reaching a Decapsulator is dropped (ns-2 would send it on
# unchanged, to its own node again).

PTYPE_NAMES[PT_ENCAP] = b"encap"


cdef void encap_recv(Kernel k, int aid, int pi) noexcept:
    cdef int oi = agent_new_packet(k, aid, PT_ENCAP)
    cdef Packet *outer = pkt(k, oi)
    cdef Packet *inner = pkt(k, pi)
    outer.size = inner.size + (<EncapState *>k.agents[aid].impl).overhead
    outer.ts = inner.ts
    outer.seqno = -1
    outer.appdata = pi + 1          # the inner packet's index, + 1 (0: none)
    agent_send(k, aid, oi)


cdef void decap_recv(Kernel k, int aid, int pi) noexcept:
    cdef Packet *p = pkt(k, pi)
    cdef int inner = p.appdata - 1
    if p.ptype != PT_ENCAP or inner < 0:
        pkt_free(k, pi)
        return
    pkt_free(k, pi)
    agent_send(k, aid, inner)
