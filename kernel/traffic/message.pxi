# Agent/Message (ns-2.35's common/message.cc): each `$agent send text` is one packet of
# type "message" and packetSize_ bytes (180 unless set), seqno -1, to the agent's
# destination (an agent, or a group); the agent it reaches runs its `recv` instproc with
# the text.  The text travels as the number the script side keeps it under (appdata).


cdef void message_send(Kernel k, int aid, int text) noexcept:
    cdef int pi = agent_new_packet(k, aid, PT_AGENT_MESSAGE)
    pkt(k, pi).seqno = -1
    pkt(k, pi).appdata = text
    agent_send(k, aid, pi)


cdef void message_recv(Kernel k, int aid, int pi) noexcept:
    cdef int text = pkt(k, pi).appdata
    pkt_free(k, pi)
    agent_upcall(k, aid, ("recv-message", text))


def add_message_agent(Kernel k, dict params):
    """Agent/Message: sends the script's texts (message_send), hands on what it receives."""
    aid = k._new_agent(AG_MESSAGE, NULL)
    for name, value in params.items():
        k.agent_set(aid, name, value)
    return aid


def message_agent_send(Kernel k, int aid, int text):
    """`$agent send text`: one message carrying the script's text number `text`."""
    k._agent(aid, AG_MESSAGE)
    k._require_attached(aid, "send")
    if text < 0:
        raise KernelError("message_agent_send: text number %d is below 0" % text)
    message_send(k, aid, text)
