# Agent/MessagePassing (ns-2.35 common/messpass.cc): an agent that sends one packet of
# type "message" per message, of the message's size (up to packetSize_, else ns-2 prints
# an error and sends nothing), carrying the script's text, to its connected destination
# (`send`) or to any address and port (`sendto`, port 0 meaning its own port); each
# packet it receives goes to the script as `$agent recv source sport size text`
# (nslab run's upcall), the text empty when none was sent.  ns-2 numbers the messages in
# their RTP header, which no trace shows for this type (the wired trace's seqno field is
# -1), so nslab keeps no state.  ns-2's type "message" is the packet type DSDV's updates
# use too, so a mobile node's interface queue puts them first.


cdef void message_passing_send(Kernel k, int aid, int nbytes, int appdata, int dst_addr,
                               int dst_port) noexcept:
    """One message of n bytes (with the script's text number `appdata`, 0 for none)
    to (dst_addr, dst_port)."""
    cdef int pi
    cdef Packet *p
    if nbytes == -1:
        c_output(k, b"Error: packet size for MessagePassingAgent should not be -1\n")
        return
    if nbytes > k.agents[aid].size:
        c_output(k, b"Error: packet greater than maximum MessagePassingAgent packet size\n")
        return
    pi = agent_new_packet(k, aid, PT_MESSAGE)
    p = pkt(k, pi)
    p.dst_addr = dst_addr
    p.dst_port = dst_port
    p.size = nbytes
    p.appdata = appdata
    p.seqno = -1
    p.ts = k.now
    agent_send(k, aid, pi)


cdef void message_passing_recv(Kernel k, int aid, int pi) noexcept:
    """A message arrived: the script's recv instproc gets sender, port, size and text (or
    the worm application attached to the agent gets it: traffic/worm.pxi)."""
    cdef Packet *p = pkt(k, pi)
    cdef int app = (<int *>k.agents[aid].impl)[0]
    if app > 0:
        worm_recv(k, app - 1)
        pkt_free(k, pi)
        return
    agent_upcall(k, aid, ("message-passing", p.src_addr, p.src_port, p.size, p.appdata - 1))
    pkt_free(k, pi)
