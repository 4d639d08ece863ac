# The Python-facing commands of the rate-based agents (traffic/tfrc.pxi, tfrc_sink.pxi,
# rap.pxi): making them, their variables by ns-2 name, and their Tcl commands.

RATE_AGENT_KINDS = {"tfrc": AG_TFRC, "tfrc-sink": AG_TFRC_SINK, "rap": AG_RAP}
EMPTY_FIELDS = {}

cdef dict rate_agent_fields(int kind):
    """{ns-2 name: (offset, type)} of a rate-based agent kind's variables ({} for others)."""
    if kind == AG_TFRC:
        return TFRC_FIELDS
    if kind == AG_TFRC_SINK:
        return TFRC_SINK_FIELDS
    if kind == AG_RAP:
        return RAP_FIELDS
    return EMPTY_FIELDS


cdef rate_agent_set(Kernel k, int aid, str name, value):
    offset, ctype = rate_agent_fields(k.agents[aid].kind)[name]
    field_write(<char *>k.agents[aid].impl + <Py_ssize_t>offset, ctype, value)


def add_rate_agent(Kernel k, str kind, dict params):
    """Agent/TFRC ("tfrc"), Agent/TFRCSink ("tfrc-sink") or Agent/RAP ("rap"); `params`
    maps ns-2 names to values."""
    cdef int code = RATE_AGENT_KINDS[kind]
    cdef size_t size = (sizeof(TfrcState) if code == AG_TFRC else
                        sizeof(TfrcSinkState) if code == AG_TFRC_SINK else sizeof(RapState))
    cdef int aid = k._new_agent(code, calloc(1, size))
    if code == AG_TFRC:
        tfrc_init(k, aid)
    elif code == AG_TFRC_SINK:
        tfrc_sink_init(k, aid)
    else:
        rap_init(k, aid)
    for name, value in params.items():
        k.agent_set(aid, name, value)
    if code == AG_RAP:
        rap_of(k, aid).frtt = rap_of(k, aid).srtt
        rap_of(k, aid).xrtt = rap_of(k, aid).srtt
    return aid


def rate_agent_command(Kernel k, int aid, str name, int arg=0):
    """A TFRC or RAP agent's command (start, stop, advance n, advanceby n, send n): True
    if the agent took it, False if ns-2 would leave it to the base Agent (TFRC's start
    without SndrType_ 0, advance without SndrType_ 1)."""
    cdef int kind = k.agents[k._agent(aid)].kind
    cdef TfrcState *t
    if kind == AG_TFRC:
        t = tfrc_of(k, aid)
        if name in ("start", "advance", "advanceby", "send"):
            k._require_attached(aid, name)
        if name == "start" and t.sndr_type == 0:
            tfrc_start(k, aid)
        elif name == "stop":
            tfrc_stop(k, aid)
        elif name == "advance" and t.sndr_type == 1:
            if arg > t.maxseq:
                tfrc_advanceby(k, aid, arg - t.maxseq)
        elif name == "advanceby" and t.sndr_type == 1:
            tfrc_advanceby(k, aid, arg)
        elif name == "send":
            tfrc_sendmsg(k, aid, arg)
        else:
            return False
        return True
    if kind == AG_RAP:
        if name in ("start", "advanceby"):
            k._require_attached(aid, name)
        if name == "start":
            rap_start(k, aid)
        elif name == "stop":
            rap_stop(k, aid)
        elif name == "advanceby":
            rap_of(k, aid).flags |= RF_COUNTPKT
            rap_of(k, aid).curseq = arg
            rap_start(k, aid)
        elif name != "listen":
            return False
        return True
    return False
