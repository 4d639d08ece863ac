# Packets of a script that removed the Flags or the RTP header (`remove-all-packet-headers`,
# `remove-packet-header`; docs/ns2-behavior.md §4.3.1).
#
# ns-2 gives a removed header the place 0 of the packet, where the common header lies, and
# the agents still write it.  On a 64-bit build the common header starts with ptype (bytes
# 0-3), size (4-7) and uid (8-11).  The Flags header is nine one-byte fields: ecn_,
# ecn_to_echo_, eln_, fs_, no_ts_, pri_, ecn_capable_, cong_action_, qs_ at bytes 0-8; the
# RTP header is srcid_ (0-3), seqno_ (4-7) and a 16-bit flags_ (8-9).  So, with Flags
# removed, the zeros every agent writes into the flags when it makes a packet clear the
# packet type (0: tcp), the size and the uid's low byte, and what it writes afterwards
# lands on them: a TCP sender's cong_action_ sets the size's top byte (and its header size
# is then added: 16777256 bytes), a UDP agent's size survives; with RTP removed, a UDP
# agent's seqno becomes the size and the zero flags_ clear the uid's low 16 bits.  The
# trace then reads the flags back from those bytes: P from the size's second byte, N from
# its third, A from its fourth (the type's bytes, which give C, E and F, are zero), and a
# packet typed tcp shows the TCP header's seqno, which a UDP agent never writes (0).
# Runner refuses, at `$ns run`, the scripts whose agents or queues would read or write
# other fields so placed (kernel/otcl/packet_headers.py).

cdef enum:
    HA_FLAGS = 1        # the Flags header lies on the common header
    HA_RTP = 2          # the RTP header lies on the common header


cdef void alias_new_packet(Kernel k, Packet *p) noexcept:
    """What Agent::initpkt's zero flags leave in the common header."""
    if k.hdr_alias & HA_FLAGS:
        p.ptype = PT_TCP
        p.size = 0
        p.uid &= ~0xFF


cdef void alias_cong_action(Kernel k, Packet *p) noexcept:
    """A TCP sender marks its congestion action (the CWR bit)."""
    if k.hdr_alias & HA_FLAGS:
        p.size |= 1 << 24
    else:
        p.flags |= FL_CONG_ACTION


cdef void alias_udp_packet(Kernel k, Packet *p) noexcept:
    """After UdpAgent::sendmsg's writes: the RTP seqno and flags_, and the trace's seqno."""
    if k.hdr_alias & HA_RTP:
        p.uid &= ~0xFFFF
        p.size = p.seqno
    if k.hdr_alias & HA_FLAGS:
        p.seqno = 0


cdef int alias_trace_flags(Kernel k, Packet *p) noexcept:
    """The flag bits the trace reads back (the packet's own ones when Flags is kept)."""
    cdef int f = 0
    if not k.hdr_alias & HA_FLAGS:
        return p.flags
    if (p.size >> 8) & 0xFF:
        f |= FL_PRI
    if (p.size >> 16) & 0xFF:
        f |= FL_ECT
    if (p.size >> 24) & 0xFF:
        f |= FL_CONG_ACTION
    return f
