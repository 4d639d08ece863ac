# C-level types of the kernel, shared by _kernel.pyx and its .pxi parts.  Everything the run loop
# touches is one of these structs, held in typed arrays owned by `Kernel`.

from libc.stdio cimport (FILE, fopen, fwrite, fflush, fclose, snprintf, printf, fprintf, stderr,
                        stdout, setvbuf, ferror, _IOFBF, _IOLBF)
from libc.stdlib cimport malloc, realloc, free, calloc, qsort
from libc.string cimport memset, memcpy, memmove, strlen, strerror
from libc.errno cimport errno, EIO
from libc.math cimport floor, fmod, log, pow, sqrt, exp, INFINITY

# Packet types, as ns-2 names them in traces (see PTYPE_NAMES).  The models' own types
# are numbered in their files: SRM 12 (mcast/srm), RTCP and RTP 13-14 (traffic/rtp), encap
# 15 (mcast/types), TFRC and RAP 16-19 (traffic/rate_types), radio/types 20-25; every type
# is below PTYPE_SLOTS.
cdef enum:
    PTYPE_SLOTS = 32
    PT_TCP = 0
    PT_ACK = 1
    PT_CBR = 2
    PT_UDP = 3
    PT_EXP = 4
    PT_PARETO = 5
    PT_PING = 6         # Agent/Ping's requests and answers (traffic/ping.pxi)
    PT_RTPROTO_DV = 7   # distance-vector route updates (traffic/rtproto.pxi)
    PT_PRUNE = 8        # multicast control messages (mcast/replicator.pxi)
    PT_GRAFT = 9
    PT_AGENT_MESSAGE = 10   # Agent/Message's texts (traffic/message.pxi; DSDV's are radio's PT_MESSAGE)
    PT_REALAUDIO = 11   # Application/Traffic/RealAudio's (traffic/realaudio.pxi)
    PT_RTPROTO_LS = 26  # link-state advertisements and acks (traffic/rtproto.pxi)

# Bits of Packet.flags; trace field 7 prints them in this order "CP-AEFN".
cdef enum:
    FL_ECNECHO = 1
    FL_PRI = 2
    FL_CONG_ACTION = 8
    FL_CE = 16
    FL_FS = 32
    FL_ECT = 64

cdef enum:
    PORT_NULL = -2      # a detached agent's port (Kernel.detach): what reaches it is absorbed

# A packet is two cache lines, 64-byte aligned (core/events.pxi allocates them so): the
# first holds every field a wired packet's hops read (addresses, ports, TTL, size, flags,
# TCP's seqno and timestamps); the second the fields of particular models, read only when
# those models are in use.  Thousands of packets in flight are out of the caches when they
# arrive, so an arrival then costs one line from memory (prefetched, core/lanes.pxi).
cdef struct Packet:
    # ---- line 1: every hop ----
    int uid
    int ptype
    int size            # common-header size, bytes
    int seqno           # TCP seqno / cumulative ack / RTP seqno
    int fid
    int src_addr
    int src_port
    int dst_addr
    int dst_port
    int ttl
    int flags
    int next            # free list / queue chaining
    double ts           # TCP timestamp (time of sending)
    double ts_echo
    # ---- line 2: particular models ----
    int srcrt           # source routing's stamp: route and hop (core/source_route.pxi), 0: none;
                        # negative: nix-vector routing's (core/nix.pxi); read only while
                        # Kernel.srcrt or Kernel.nix exists
    int sa_len          # SACK blocks a Sack1 sink's ack carries (in Kernel.sacks)
    float label         # CSFQ: the flow's rate estimate, bytes/s (0: none; queues/csfq.pxi)
    int appdata         # Agent/UDP: 1 + the number of the text it carries (0: none);
                        # Agent/Ping: the ping's seq (traffic/ping.pxi)
    int echo            # Agent/Ping: 1 for the answer to a ping
    int ackno           # Full TCP's header (tcp/fulltcp.pxi): ackno, flags (TH_*) and
    int tcp_flags       # header length, which `Trace set show_tcphdr_ 1` prints;
    int hlen            # 0 for the other agents but SRM's: its message id and type in
                        # ackno and hlen (mcast/srm.pxi)
    char pad_to_two_lines[32]

# The SACK blocks of an ack, kept beside the packet pool (Kernel.sacks, same
# index) so that packets stay small: valid while the packet's sa_len > 0.
cdef struct SackBlocks:
    int left[3]         # first seqno of each block
    int right[3]        # one past the last seqno of each block

# Event kinds dispatched by the run loop.
cdef enum:
    EV_ARRIVE = 0       # the head of link `obj`'s arrival FIFO reaches the far end
    EV_LANE = 5         # the head of delay lane `obj` reaches its link's far end (core/lanes.pxi)
    EV_ARRIVE_ONE = 4   # packet `arg` reaches the far end of link `obj` (out of FIFO order)
    EV_RESUME = 1       # link `obj` finished serialising; its queue may send again
    EV_TIMER = 2        # timer `obj` expires
    EV_COMMAND = 3      # scheduled Python/Tcl command number `arg`

cdef struct Event:
    double time
    long long uid
    int kind
    int obj
    int arg

# A queue of pending events (core/events.pxi): sorted while small, a 4-ary heap when large.
cdef struct EventQueue:
    Event *ev
    Py_ssize_t len
    Py_ssize_t cap
    bint heap_mode      # False: sorted latest first; True: 4-ary heap

# A restartable timer.  Its deadline (t, uid) is exact; the heap holds one
# "tracked" entry (huid) at or before the deadline (see core/events.pxi).
cdef enum:
    TM_RTX = 0          # TCP retransmission timer
    TM_DELSND = 1       # TCP delayed-send timer (overhead_)
    TM_APP = 2          # an application's send timer (owner is the app id)
    TM_DELACK = 3       # TCPSink/DelAck delayed-ack timer (interval_)
    TM_TBF = 4          # a token bucket filter's release timer (owner is the agent id)
    TM_QUEUE = 30       # a queue discipline's own timer (owner is the link id; PI, REM)

cdef struct Timer:
    double t
    double ht
    long long uid
    long long huid
    bint pending
    bint tracked
    int kind
    int owner           # agent id

cdef struct Queue:
    # read or written by every packet through a DropTail queue
    int kind            # the registered discipline: its hook table (queues/queue.pxi)
    int limit           # limit_, packets
    bint drop_front
    bint in_bytes       # queue_in_bytes_
    int mean_pktsize
    bint summarystats   # summarystats_: keep the time-average queue (Queue::updateStats)
    int cap
    int head
    int length
    bint blocked
    int *ring
    long long bytes
    # the rest
    void *impl          # the discipline's own state, if any (owned)
    double true_ave     # summarystats_'s average so far
    double total_time   # ... and the time it covers

# Packets on the wire, in arrival order: those of one delay, whatever their link (a
# delay lane, core/lanes.pxi), or of one link (transmissions on a link are serialised,
# so arrivals scheduled later also arrive later).  The heap only needs each FIFO's head.
cdef struct Arrival:
    double time
    long long uid
    int pkt             # -1: dropped off the wire (core/dynlink.pxi)
    int link

cdef struct ArrivalFifo:
    Arrival *ring
    int cap
    int head
    int length

# A link's fields that a packet's passage reads or writes come first: the first three of
# its five cache lines (links are 64-byte aligned, queues/api.pxi), out of the caches in a
# network of thousands of links.
cdef struct Link:
    int src
    int dst
    double bandwidth    # bits/s
    double delay        # seconds
    # derived by link_update_flags (core/net.pxi), so the packet's path tests one flag:
    bint traced         # trace >= 0 or namtrace >= 0 or the kernel captures
    bint detour         # down, watched or with a head error model: link_recv's slow path
    bint resumes_always # watched, or its discipline not a plain ring: every transmission
                        # puts its resume event in the heap
    bint watched        # has monitors or an FQ queue: link_recv's slow path
    bint sat_path       # a satellite link: arrival after delay, then delay_down, then txt
    int em_link         # error model after the delay line (`link-lossmodel`), -1 if none
    int hdr_bytes       # bytes a MAC adds to each packet's transmission time (Mac/Sat: 16)
    int lane_plus1      # 1 + the lane last used (0: none yet) ...
    double lane_delay   # ... and its delay (core/lanes.pxi)
    # the end of the current transmission: the key (time, uid) of its resume event,
    # which is put in the heap only once a packet waits for it (link_transmit)
    double resume_t
    long long resume_uid
    bint resume_pending # the resume event is in the heap
    # counters readable from Python
    long long n_arrivals
    long long n_departures
    long long n_drops
    long long n_delivered
    Queue q
    # ---- what only traced, monitored, lossy, LAN, satellite or dynamic links read ----
    ArrivalFifo wire    # arrivals whose delay has no lane (core/lanes.pxi)
    int trace           # trace output id, -1 when the link is not traced
    int trace_older     # the trace before a second `$link trace` (ns-2 keeps both), or -1
    bint trace_tcphdr   # Trace show_tcphdr_ 1: four TCP header fields end each line
    bint trace_tagged   # Simulator TaggedTrace_ ON: lines in the tagged (-s -d ...) format
    int namtrace        # nam trace output id (`namtrace-all`), -1 when none
    int em_head         # error model after the link head (`lossmodel`), -1 if none
    bint em_after_enq   # ... placed after the '+' trace (tracing began after it)
    bint em_between     # ... between the second trace's '+' and the first's (traced,
                        # then `lossmodel`, then traced again: ns-link.tcl's splicing)
    bint qmon_first     # the queue monitor was attached after the head error model,
    bint fmon_first     # (the flow monitor ...) so it sees packets before the model
    bint down           # taken down by a route model (core/dynlink.pxi)
    int lan_iface       # 1 + the LAN interface this link enters (lan/ll.pxi), else 0
    void *qmon          # QMon* of `$ns monitor-queue` (queues/qmon.pxi), NULL if none
    void *fmon          # FlowMon* of `$ns attach-fmon` (queues/qmon.pxi), NULL if none
    char *trace_tail    # a satellite link's trace form (satellite/api.pxi), else NULL
    double delay_down   # ... the second propagation delay (a repeater's downlink)
    char pad_to_five_lines[16]

cdef enum:
    AG_NULL = 0
    AG_TCP = 1          # one-way TCP sender (flavour in TcpState.flavour)
    AG_SINK = 2         # TCPSink
    AG_UDP = 3          # Agent/UDP (UdpState)
    AG_LOSSMON = 4      # Agent/LossMonitor (LossMonState)
    AG_PING = 5         # Agent/Ping (PingState)
    AG_RTPROTO = 6      # Agent/rtProto/DV and LS (traffic/rtproto.pxi; state: its packet type)
    AG_MCAST_CTRL = 7   # Agent/Mcast/Control (mcast/replicator.pxi; no state)
    AG_MESSAGE = 8      # Agent/Message (traffic/message.pxi; no state)
    AG_MESSAGE_PASSING = 9  # Agent/MessagePassing (traffic/message_passing.pxi; no state)
    AG_ABSTCP = 44      # Agent/AbsTCP/... (traffic/abstcp.pxi; no state)
    AG_ABSTCP_SINK = 45 # Agent/AbsTCPSink (traffic/abstcp.pxi; no state)

# SACK blocks an ack can carry (ns-2's NSA).
cdef enum:
    MAX_SACK_BLOCKS = 3

# An agent's fields that its packets read come first, in its first cache line (agents
# are 64-byte aligned, Kernel._new_agent), out of the caches when thousands of agents take
# turns.
cdef struct Agent:
    int kind
    int node            # -1 until attached
    int port
    int dst_addr
    int dst_port
    int fid
    int ttl
    int size            # packetSize_
    bint via_srcrt      # its target is its node's source-routing agent (core/source_route.pxi)
    int out_link_plus1  # 1 + the link its last packet left its node by (0: none), a hint
                        # agent_recv prefetches (core/net.pxi, agent_note_out_link)
    void *impl          # the kind's state: TcpState*, SinkState*, ... (owned)
    long long n_received
    # ---- traces ----
    int vtrace          # trace output for traced variables, -1 if none
    int etrace          # TCP event trace output (`eventtrace-all`, tcp/events.pxi), -1 if none
    int enamtrace       # ... and its nam trace output, -1 if none
    long long vmask     # which variables are traced (bit per TV_*)
    char pad_to_two_lines[48]

# Column capture (opt-in): one record per packet event / variable change.
cdef packed struct PacketRecord:
    double time
    char event          # '+', '-', 'r', 'd'
    char pad[3]
    int src_node        # link endpoints
    int dst_node
    int ptype
    int size
    int flags
    int fid
    int src_addr
    int src_port
    int dst_addr
    int dst_port
    int seqno
    int uid

cdef packed struct VarRecord:
    double time
    double value
    int agent
    int var

cdef struct Mrg32k3a:
    double s[6]

# Output channel for trace lines: a C buffer flushed to a FILE*.
cdef struct TraceOut:
    FILE *fp
    int err                 # errno of the first failed write or flush (0: none)
    char *buf
    Py_ssize_t len
    Py_ssize_t cap
    long long since_flush   # bytes handed to the file since the last full flush

# Traced TCP variables (bit numbers of Agent.vmask); TV_NAMES in tcp/sender.pxi.
cdef enum:
    TV_CWND = 0
    TV_SSTHRESH = 1
    TV_ACK = 2
    TV_MAXSEQ = 3
    TV_TSEQNO = 4
    TV_DUPACKS = 5
    TV_SEQNO = 6
    TV_RTT = 7
    TV_SRTT = 8
    TV_RTTVAR = 9
    TV_BACKOFF = 10
    TV_NDATAPACK = 11
    TV_NDATABYTES = 12
    TV_NACKPACK = 13
    TV_NREXMIT = 14
    TV_NREXMITPACK = 15
    TV_NREXMITBYTES = 16
    TV_COUNT = 17

# TCP congestion actions (last_cwnd_action_).
cdef enum:
    CWND_ACTION_DUPACK = 1
    CWND_ACTION_TIMEOUT = 2
    CWND_ACTION_ECN = 3
    CWND_ACTION_EXITED = 4

# slowdown() modes.
cdef enum:
    CLOSE_SSTHRESH_HALF = 0x00000001
    CLOSE_CWND_HALF = 0x00000002
    CLOSE_CWND_RESTART = 0x00000004
    CLOSE_CWND_INIT = 0x00000008
    CLOSE_CWND_ONE = 0x00000010
    NO_OUTSTANDING_DATA = 0x00000100

# Sender scoreboard of Sack1: the SACKed ranges [start, end) in ascending
# order, disjoint and never adjacent (ns-2's reassembly-queue scoreboard).
cdef struct SackRange:
    int start
    int end

cdef struct Scoreboard:
    SackRange *r
    int n
    int cap
    int total           # seqnos covered by the ranges
    int h_seqno         # where the search for the next retransmission starts
    int sack_min        # one past the highest cumulative ack seen; ranges can move it
    bint changed        # the last update covered new seqnos (or trimmed ranges)

cdef struct NewrenoState:
    int changes             # newreno_changes_
    int changes1            # newreno_changes1_
    int partial_window_deflation    # partial_window_deflation_
    int exit_recovery_fix   # exit_recovery_fix_
    int acked               # acks received
    int firstpartial        # a partial ack was seen in this recovery
    double basertt
    double ack2
    double ack3
    int new_ssthresh

cdef struct Sack1State:
    bint fastrecov          # in fast recovery
    bint timeout            # a timeout happened and no new ack came since
    int pipe                # estimate of packets in the network during recovery
    int partial_ack         # partial_ack_
    int next_pkt            # next retransmission on a partial ack
    int firstpartial
    Scoreboard sb

# Fack's scoreboard: one node per segment from `first` on, in a ring indexed
# by seqno modulo `size` (ns-2's array ScoreBoard).
cdef struct SbNode:
    int seq_no
    bint ack_flag
    bint sack_flag
    bint retran
    int snd_nxt         # t_seqno_ when it was retransmitted

cdef struct ArrayScoreboard:
    SbNode *node
    int size
    int first           # seqno of the first node
    int length

cdef struct FackState:
    bint fastrecov
    bint timeout        # a retransmission was lost again: stop sending until the timer
    double wintrim      # rampdown_: window added during recovery
    double wintrimmult
    int rampdown        # rampdown_
    int ss_div4         # ss-div4_
    int fack            # forward-most seqno the receiver holds
    int retran_data     # retransmissions in flight
    ArrayScoreboard sb

# CUBIC (RFC 9438): its parameters and the state of the current epoch (a
# congestion-avoidance stage).  Windows in segments, times in seconds.
cdef struct CubicState:
    double beta             # beta_: share of the window kept at a congestion event
    double c                # C_: scaling constant, segments / s^3
    int fast_convergence    # fast_convergence_
    int tcp_friendliness    # tcp_friendliness_: use the Reno-friendly estimate W_est
    double w_max            # W_max_: window before the last reduction (0: none yet)
    double k                # K_: time from the epoch start to the plateau
    double origin           # the plateau of this epoch's curve (W_max, or cwnd above it)
    double epoch_start      # start of the current epoch, -1 when none is running
    double cwnd_epoch       # cwnd at the epoch start
    double w_est            # W_est_: the window Reno would have reached

cdef struct TcpState:
    # What a Reno-family sender reads or writes for every ack comes first, in its first
    # five cache lines (the state is 64-byte aligned, Kernel.add_tcp): thousands of
    # senders take turns in a large network, each out of the caches when its ack comes.
    # ---- parameters read per ack (ns-2 names in the comments) ----
    int flavour             # the registered flavour: its hook table (tcp/flavours.pxi)
    int window              # window_
    int wnd_option          # windowOption_
    int maxburst            # maxburst_
    int aggressive_maxburst # aggressive_maxburst_
    int maxcwnd             # maxcwnd_
    int numdupacks          # numdupacks_
    int exit_fast_retrans   # exitFastRetrans_
    int singledup           # singledup_
    int hdr_size            # tcpip_base_hdr_size_
    int ts_option_size      # ts_option_size_
    int ts_option           # timestamps_
    int use_headers         # useHeaders_
    int cwr_on_rexmit       # SetCWRonRetransmit_
    int ecn                 # ecn_: ECN-capable (tcp/ecn.pxi)
    int timerfix            # timerfix_
    int rfc2988             # rfc2988_
    int srtt_bits           # T_SRTT_BITS
    int rttvar_bits         # T_RTTVAR_BITS
    int rttvar_exp          # rttvar_exp_
    int delay_growth        # delay_growth_
    double increase_num     # increase_num_
    double overhead         # overhead_
    double tcp_tick         # tcpTick_
    double maxrto           # maxrto_
    double minrto           # minrto_
    # ---- state changed per ack ----
    double cwnd
    double t_rtxcur
    double rtt_ts
    double boot_time
    double lastreset
    double count            # acks counted towards +1 (windowOption_ 0)
    double ts_peer
    int ssthresh
    int t_seqno
    int maxseq
    int highest_ack
    int last_ack
    int curseq
    int dupacks
    int dupwnd
    int recover
    int last_cwnd_action
    int cong_action
    int t_rtt
    int t_srtt
    int t_rttvar
    int t_backoff
    int rtt_active
    int rtt_seq
    int closed
    int ndatapack
    int ndatabytes
    int nackpack
    int ecn_backoff         # ecn_backoff_: an echo at a window of one backs the timer off next
    int frto                # frto_: F-RTO's state after a timeout (0, 1, 2)
    int prev_highest_ack    # prev_highest_ack_: the cumulative ack before the last new one
    int rtx_timer
    int delsnd_timer
    # ---- the other parameters ----
    int wnd_init            # windowInit_
    int wnd_init_option     # windowInitOption_
    int syn                 # syn_
    int numdupacks_frac     # numdupacksFrac_
    int lim_transmit_fix    # LimTransmitFix_
    int old_code            # oldCode_
    int no_fast_retrans     # noFastRetrans_
    int bug_fix             # bugFix_
    int bugfix_ss           # bugfix_ss_
    int slow_start_restart  # slow_start_restart_
    int restart_bugfix      # restart_bugfix_
    int precision_reduce    # precisionReduce_
    int old_ecn             # old_ecn_: the window may grow on later ECN-Echo acks of a burst
    int frto_enabled        # frto_enabled_: F-RTO after timeouts (tcp/frto.pxi)
    int sfrto_enabled       # sfrto_enabled_: the same for these senders
    int spurious_response   # spurious_response_: the window after a spurious timeout
    int max_ssthresh        # max_ssthresh_
    double decrease_num     # decrease_num_
    double srtt_init        # srtt_init_
    double rttvar_init      # rttvar_init_
    double rtxcur_init      # rtxcur_init_
    # ---- the other state ----
    int first_decrease
    double wnd_restart
    double awnd
    double firstsent
    int nrexmit
    int nrexmitpack
    int nrexmitbytes
    int ncwndcuts
    int ncwndcuts1
    int necnresponses
    int ect                 # ect_: the receiver answered the ECN negotiation
    int ecn_burst           # ecn_burst_: the last ack carried ECN-Echo
    int pipe_prev           # pipe_prev_: the window or ssthresh_ before the timeout
    # ---- the flavours' own ----
    NewrenoState nr
    Sack1State sk
    FackState fk
    CubicState cu

# Sack1 sink: the most recent SACK blocks sent, newest first (ns-2's SackStack).
cdef struct SackStack:
    int size                # capacity = maxSackBlocks_
    int cnt
    int left[3]
    int right[3]

cdef struct SinkState:
    int *seen               # bytes seen per seqno, ring of wndmask+1
    int wndmask
    int next
    int maxseen
    bint is_dup             # the last segment had been received before
    double ts_to_echo
    int last_ack_sent
    long long bytes         # bytes_
    double lastreset
    # parameters
    int ts_echo_bugfix      # ts_echo_bugfix_
    int ts_echo_rfc1323     # ts_echo_rfc1323_
    int rfc2581_immediate_ack   # RFC2581_immediate_ack_
    int syn_immediate_ack   # SYN_immediate_ack_
    int generate_dsacks     # generateDSacks_
    int ecn_syn             # ecn_syn_: answer the ECN negotiation with ECT too
    int ecn_unacked         # a CE mark not yet answered by the sender's CWR
    int max_sack_blocks     # maxSackBlocks_
    double interval         # interval_ (DelAck)
    # variants
    bint sack               # Sack1: SACK blocks in acks
    bint delack             # DelAck: acks held up to interval_
    int delay_timer
    int save                # packet whose ack is held, -1 if none
    SackStack sf

cdef struct UdpState:
    int seqno               # RTP seqno of the last packet sent (-1 before any)
    int ptype               # PT_UDP, or what the attached traffic source made it
    void *tbf               # TbfState* of the token bucket filter it sends through, or NULL

cdef struct PingState:
    int seq                 # seq of the next ping sent
    bint oneway             # answers report both one-way delays (`$ping oneway`)

cdef struct LossMonState:
    int nlost               # nlost_
    int npkts               # npkts_
    int bytes               # bytes_
    int expected            # expected_: next seqno awaited (-1: none yet)
    int seqno               # seqno of the last packet received
    double last_time        # lastPktTime_

# Applications (docs/ns2-behavior.md §8): kinds, and the state all of them share.
cdef enum:
    APP_TELNET = 0          # Application/Telnet
    APP_CBR = 1             # Application/Traffic/CBR
    APP_EXPOO = 2           # Application/Traffic/Exponential
    APP_POO = 3             # Application/Traffic/Pareto
    APP_REALAUDIO = 4       # Application/Traffic/RealAudio (traffic/realaudio.pxi)

# An empirical distribution read from a CDF file (traffic/empirical.pxi).
cdef struct CdfTable:
    int n                   # entries loaded (0: every value is 0)
    double *val             # the values, in the file's order
    double *cdf             # their cumulative probabilities
    double min_cdf          # minCDF_: draws are uniform in [min_cdf, max_cdf)
    double max_cdf          # maxCDF_
    int interpolation       # interpolation_: 0 discrete, 1 linear, 2 linear rounded up
    int max_entry           # maxEntry_ (read back only)

cdef struct App:
    int kind
    int agent               # attached agent, -1 until attach-agent
    int timer
    bint running
    int rng                 # stream of the random draws (use-rng), 0 = default
    # parameters (ns-2 names in the comments)
    int size                # packetSize_
    int maxpkts             # maxpkts_ (CBR)
    double interval         # interval_ (Telnet: mean gap; traffic: gap within a burst)
    double rate             # rate_, bits/s
    double random           # random_ (CBR)
    double ontime           # burst_time_
    double offtime          # idle_time_
    double shape            # shape_ (Pareto)
    # state
    int seqno               # messages sent (CBR)
    unsigned int rem        # packets left in the current burst (on/off sources)
    int on                  # Pareto: in a burst
    double burstlen         # mean packets per burst
    double p1               # Pareto scale of the burst length
    double p2               # Pareto scale of the idle time
    double next_pkttime
    CdfTable cdf            # RealAudio: the idle times (offtimecdf, read at each start)

# Random variables (RandomVariable/*): a distribution drawing from one stream.
cdef enum:
    RV_UNIFORM = 0
    RV_EXPONENTIAL = 1
    RV_PARETO = 2
    RV_PARETOII = 3
    RV_CONSTANT = 4
    RV_NORMAL = 5
    RV_LOGNORMAL = 6
    RV_ERLANG = 7
    RV_WEIBULL = 8
    RV_HYPEREXP = 9
    RV_EMPIRICAL = 10       # traffic/empirical.pxi

cdef struct RanVar:
    int kind
    int rng                 # stream id, 0 = the default stream
    double min_v            # min_
    double max_v            # max_
    double avg              # avg_
    double shape            # shape_
    double std              # std_
    double lam              # lambda_
    double val              # val_
    double scale            # scale_
    double cov              # cov_ (HyperExponential)
    int k                   # k_
    CdfTable cdf            # Empirical: the table loadCDF read

# Error models (docs/ns2-behavior.md §10); units as ns-2 numbers them.
cdef enum:
    EU_TIME = 0
    EU_BYTE = 1
    EU_PKT = 2
    EU_BIT = 3

cdef enum:
    EM_DROP_LINK = 0        # drops go to the link's drop trace ('d')
    EM_DROP_SILENT = 1      # drop-target is a Null agent: freed without a trace
    EM_DROP_NONE = 2        # no drop-target: corrupted packets go on
    EM_DROP_ERROR = 3       # drops traced as 'e' (a satellite interface's Trace/Sat/Error)

cdef enum:
    EM_UNIFORM = 0          # ErrorModel, ErrorModel/Uniform (traffic/errmodel.pxi)
    EM_PERIODIC = 1         # ErrorModel/Periodic (traffic/errmodel_periodic.pxi)
    EM_LIST = 2             # ErrorModel/List (traffic/errmodel_list.pxi)
    EM_MODULE = 3           # ErrorModule: per-flow dispatch (traffic/errmodule.pxi)

cdef enum:
    EMOD_UNKNOWN = -1       # ErrorModule slot with no model: an unknown flow
    EMOD_PASS = -2          # `default pass`: the flow goes on untouched

cdef struct ErrModel:
    int unit
    int enable              # enable_
    double rate             # rate_
    int ranvar              # -1: one default-stream draw per packet
    int markecn             # markecn_: mark CE instead of dropping
    double bandwidth        # bandwidth_
    int drop                # EM_DROP_*
    int fec_strength        # FECstrength (bit unit)
    int datapktsize         # datapktsize (bit unit)
    int cntrlpktsize        # cntrlpktsize (bit unit)
    double *dataprb         # cumulative bit-error counts, computed at first use
    double *cntrlprb
    bint warned_time
    int kind                # EM_*
    double period           # Periodic: period_, offset_, burstlen_, default_drop_
    double offset
    double burstlen
    int default_drop
    int pcount              # Periodic: units since the last drop
    double first_time       # Periodic: < 0 until the offset is reached
    double last_time
    int *droplist           # List: sorted unit numbers to hit
    int dropcnt
    int cur                 # List: next entry of droplist
    int lcount              # List: units seen
    int *fid_em             # ErrorModule: model per flow id (EMOD_UNKNOWN if none)
    int n_fids
    int default_em          # ErrorModule: model for other flows, or EMOD_*
    int pkt_type            # SRMErrorModel: the packet type it drops (mcast/srm.pxi)
