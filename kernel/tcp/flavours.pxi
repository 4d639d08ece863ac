# What a TCP flavour is: a hook table and a registry entry.
#
# The shared sender (tcp/sender.pxi) is ns-2's TcpAgent; it never names a
# flavour.  Where ns-2's flavours override a TcpAgent method, the sender calls
# the flavour's hook from its TcpFlavour entry (tcp_flavour_table, indexed by
# TcpState.flavour); a flavour starts from tcp_base_flavour() (TcpAgent's own
# behaviour) and replaces what it changes.  Every flavour file (tcp/reno.pxi,
# newreno, sack1, fack, vegas, cubic) ends with one register_tcp_flavour()
# call giving its name (the Python API's flavour, Agent/TCP/<name> in Tcl;
# Tahoe is plain Agent/TCP), its number, its hook table and the variables it
# adds to the ones every flavour has (TCP_FIELDS below).  nslab.params lists
# the parameter table of each registered name; tests/kernel/test_registry.py checks
# that the two registries agree.
#
# Cost: the hooks are C function pointers.  Against the switch on the flavour
# they replaced, PGO builds of both ran tests/benchmarks/benchmark_ns2.py's basic2 cases
# (Reno, Sack1, Reno + Vegas) within the noise of the machine (CPU time of 11
# alternating runs each: -4 % to +1 %), so no switch is generated.

cdef enum:
    MAX_TCP_FLAVOURS = 32

# the agent's commands a flavour may take over (its `command` hook)
cdef enum:
    TCP_CMD_SEND = 1        # Agent::sendmsg (-1: forever)
    TCP_CMD_ADVANCE = 2     # `advance n`
    TCP_CMD_ADVANCEBY = 3   # `advanceby n`
    TCP_CMD_LISTEN = 4      # `listen` (Full TCP)
    TCP_CMD_CLOSE = 5       # `close` (Full TCP)
    TCP_CMD_NOTIFY_RECV = 6 # report the bytes it delivers in order (Full TCP, for TcpApp)
    TCP_CMD_APP_SIZE = 7    # Agent::size(), what Telnet sends a message (Full TCP: segsize_)

cdef struct TcpFlavour:
    # what the state is: TcpState, or a struct that starts with one (Vegas)
    size_t state_size
    # Reno and its descendants: the window counts dupwnd_ (fast recovery
    # inflates it) and a timeout ends the recovery
    bint inflates_window
    # the base ack processing (tcp_recv) does Reno's fast retransmit and
    # recovery rather than Tahoe's go-back-N
    bint reno_ack_rules
    # how many resets a new agent runs (Vegas: its own and the base class's)
    int creation_resets
    # creation: state beyond zeros (NULL: none); release: free what it owns
    void (*init)(TcpState *t) noexcept
    void (*release)(TcpState *t) noexcept
    # the reset at creation and at `run`, and the part of tcp_reset that
    # clears the flavour's own state (NULL: none)
    void (*reset)(Kernel k, int aid) noexcept
    void (*clear)(TcpState *t) noexcept
    # an ack arrives
    void (*recv)(Kernel k, int aid, TcpState *t, int pi) noexcept
    # send what the window allows; send one segment
    void (*send_much)(Kernel k, int aid, bint force, int reason, int maxburst) noexcept
    void (*output)(Kernel k, int aid, int seqno, int reason) noexcept
    # the usable window (NULL: TcpAgent's, with dupwnd_ when inflates_window)
    int (*window)(TcpState *t) noexcept
    # window increase on a new ack; the cut at a loss (fast retransmit or timeout)
    void (*opencwnd)(Kernel k, int aid, TcpState *t) noexcept
    void (*cut)(Kernel k, int aid, TcpState *t, bint timeout) noexcept
    # timers: the whole handler (rtx and delayed send); within TcpAgent's
    # handler, a replacement of the rtx timeout (NULL: none) or a first step (NULL: none)
    void (*timer)(Kernel k, int aid, int kind) noexcept
    void (*rtx_timeout)(Kernel k, int aid, TcpState *t) noexcept
    void (*timeout_prepare)(Kernel k, int aid, TcpState *t) noexcept
    # the timer's backoff after a timeout (NULL: TcpAgent's rtt_backoff)
    void (*rtt_backoff)(Kernel k, int aid, TcpState *t) noexcept
    # the agent's commands (TCP_CMD_*, with its argument): 1 if the flavour took
    # it, 0 for TcpAgent's (NULL: always TcpAgent's)
    int (*command)(Kernel k, int aid, int cmd, int arg) noexcept

cdef TcpFlavour tcp_flavour_table[MAX_TCP_FLAVOURS]


cdef inline TcpFlavour *flavour_of(TcpState *t) noexcept:
    return &tcp_flavour_table[t.flavour]


# the variables of the shared sender, ns-2 name -> TcpState field
TCP_FIELDS = named_fields(offsets_TcpState(), """
    window_ windowInit_=wnd_init windowInitOption_=wnd_init_option syn_ delay_growth_
    windowOption_=wnd_option maxburst_ aggressive_maxburst_ maxcwnd_ numdupacks_
    numdupacksFrac_=numdupacks_frac LimTransmitFix_=lim_transmit_fix oldCode_=old_code
    exitFastRetrans_=exit_fast_retrans singledup_ noFastRetrans_=no_fast_retrans
    tcpip_base_hdr_size_=hdr_size ts_option_size_ timestamps_=ts_option bugFix_=bug_fix
    bugfix_ss_ slow_start_restart_ restart_bugfix_ precisionReduce_=precision_reduce
    useHeaders_=use_headers SetCWRonRetransmit_=cwr_on_rexmit max_ssthresh_ ecn_ old_ecn_
    frto_enabled_ sfrto_enabled_ spurious_response_
    T_SRTT_BITS=srtt_bits T_RTTVAR_BITS=rttvar_bits rttvar_exp_ timerfix_ rfc2988_
    increase_num_ decrease_num_ overhead_ tcpTick_=tcp_tick maxrto_ minrto_ srtt_init_
    rttvar_init_ rtxcur_init_
    cwnd_ awnd_ ssthresh_ t_seqno_ maxseq_ ack_=highest_ack seqno_=curseq dupacks_
    dupwnd_ recover_ rtt_=t_rtt srtt_=t_srtt rttvar_=t_rttvar backoff_=t_backoff
    ndatapack_ ndatabytes_ nackpack_ nrexmit_ nrexmitpack_ nrexmitbytes_ ncwndcuts_
    ncwndcuts1_ necnresponses_""")

TCP_FLAVOURS = {}       # name -> flavour number
FLAVOUR_FIELDS = {}     # flavour number -> its own variables {ns-2 name: (offset, type)}
_FLAVOUR_VARIABLES = {} # flavour number -> TCP_FIELDS and its own variables


cdef int register_tcp_flavour(int number, str name, TcpFlavour hooks, dict fields) except -1:
    """Add flavour `name` (TcpState.flavour == number): its hooks and its own variables."""
    if name in TCP_FLAVOURS or number in FLAVOUR_FIELDS or not 0 <= number < MAX_TCP_FLAVOURS:
        raise RuntimeError("TCP flavour %r (%d) registered twice or out of range" % (name, number))
    tcp_flavour_table[number] = hooks
    TCP_FLAVOURS[name] = number
    FLAVOUR_FIELDS[number] = fields
    _FLAVOUR_VARIABLES[number] = dict(TCP_FIELDS, **fields)
    return 0


cdef inline dict tcp_fields_of(TcpState *t):
    """Every variable of the sender `t`: {ns-2 name: (offset, type code)}."""
    return _FLAVOUR_VARIABLES[t.flavour]
