# The registry of TCP flavours.  Every flavour file (tcp/reno.pxi, newreno,
# sack1, fack, vegas, cubic) ends with one register_tcp_flavour() call that
# gives its name (the Python API's flavour, Agent/TCP/<name> in Tcl; Tahoe is
# plain Agent/TCP), its number (TcpState.flavour) and the variables it adds to
# the ones every flavour has (TCP_FIELDS below).  nslab.params lists the
# parameter table of each registered name; tests/test_registry.py checks that
# the two registries agree.

# the variables of the shared sender, ns-2 name -> TcpState field
TCP_FIELDS = named_fields(offsets_TcpState(), """
    window_ windowInit_=wnd_init windowInitOption_=wnd_init_option syn_ delay_growth_
    windowOption_=wnd_option maxburst_ aggressive_maxburst_ maxcwnd_ numdupacks_
    numdupacksFrac_=numdupacks_frac LimTransmitFix_=lim_transmit_fix oldCode_=old_code
    exitFastRetrans_=exit_fast_retrans singledup_ noFastRetrans_=no_fast_retrans
    tcpip_base_hdr_size_=hdr_size ts_option_size_ timestamps_=ts_option bugFix_=bug_fix
    bugfix_ss_ slow_start_restart_ restart_bugfix_ precisionReduce_=precision_reduce
    useHeaders_=use_headers SetCWRonRetransmit_=cwr_on_rexmit max_ssthresh_
    T_SRTT_BITS=srtt_bits T_RTTVAR_BITS=rttvar_bits rttvar_exp_ timerfix_ rfc2988_
    increase_num_ decrease_num_ overhead_ tcpTick_=tcp_tick maxrto_ minrto_ srtt_init_
    rttvar_init_ rtxcur_init_
    cwnd_ awnd_ ssthresh_ t_seqno_ maxseq_ ack_=highest_ack seqno_=curseq dupacks_
    dupwnd_ recover_ rtt_=t_rtt srtt_=t_srtt rttvar_=t_rttvar backoff_=t_backoff
    ndatapack_ ndatabytes_ nackpack_ nrexmit_ nrexmitpack_ nrexmitbytes_ ncwndcuts_
    ncwndcuts1_""")

TCP_FLAVOURS = {}       # name -> flavour number
FLAVOUR_FIELDS = {}     # flavour number -> its own variables {ns-2 name: (offset, type)}
_FLAVOUR_VARIABLES = {} # flavour number -> TCP_FIELDS and its own variables


cdef int register_tcp_flavour(int number, str name, dict fields) except -1:
    """Add flavour `name` (TcpState.flavour == number) with its own variables."""
    if name in TCP_FLAVOURS or number in FLAVOUR_FIELDS:
        raise RuntimeError("TCP flavour %r (%d) registered twice" % (name, number))
    TCP_FLAVOURS[name] = number
    FLAVOUR_FIELDS[number] = fields
    _FLAVOUR_VARIABLES[number] = dict(TCP_FIELDS, **fields)
    return 0


cdef inline dict tcp_fields_of(TcpState *t):
    """Every variable of the sender `t`: {ns-2 name: (offset, type code)}."""
    return _FLAVOUR_VARIABLES[t.flavour]
