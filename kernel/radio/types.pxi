# C-level types of the wireless part of the kernel (docs/ns2-behavior.md §11): mobile
# nodes with their radio, 802.11 MAC, link layer, ARP, interface queue and
# routing agent, and the per-packet wireless headers kept beside the packet pool.

from libc.math cimport fabs, signbit

# Packet types of wireless control traffic (the wired ones are 0..5).
cdef enum:
    PT_AODV = 20
    PT_MESSAGE = 21         # DSDV updates (ns-2's PT_MESSAGE)
    PT_ARP = 22
    PT_MAC = 23             # RTS, CTS and ACK frames
    PT_SMAC = 24            # S-MAC's RTS, CTS, ACK and SYNC frames (radio/mac_smac.pxi)
    PT_DSR = 25             # DSR control packets (radio/dsr.pxi)

# Events of the wireless path: kind EV_WL, obj = node * WS_N + stage, arg = packet.
cdef enum:
    EV_WL = 40
cdef enum:
    WS_RTR_OUT = 0          # a routing agent's scheduled packet reaches its send target
    WS_IFQ_IN = 1           # LL or ARP hands a packet to the interface queue
    WS_PHY_RX = 2           # the first bit of a packet reaches this node's radio
    WS_LL_UP = 3            # the link layer passes a received packet to the node
    WS_LREPAIR = 4          # AODV local-repair timeout (arg: copy of the packet)
    WS_NOOP = 5             # an ns-2 event with no effect (the radio's sleep timer)
    WS_RT_START = 6         # `$ragent start` / `start-dsdv`
    WS_DSR_SELF = 7         # DSR's own scheduled packet reaches it (no trace)
    WS_PHY_TIMER = 8        # the radio's timer with an energy model (radio/energy.pxi)
    WS_GRID_MOVE = 9        # a node crosses into another GridKeeper cell (arg: the cell)
    WS_N = 10

# Timers: kinds and owners (see wl_timer_fire).
cdef enum:
    TM_WL_MAC = 40          # owner = node * 8 + MT_*
    TM_WL_AODV = 41         # owner = node * 2 + (0: broadcast-id purge, 1: route purge)
    TM_WL_DSDV_HELPER = 42  # owner = node (periodic update or a route timeout)
    TM_WL_DSDV_TRIGGER = 43 # owner = node (a triggered update)
    TM_WL_MAC_SIMPLE = 44   # owner = node * 4 + SM_* (radio/mac_simple.pxi)
    TM_WL_MAC_SMAC = 45     # owner = node * 16 + SMT_* (radio/mac_smac.pxi)
    TM_WL_MAC_TDMA = 46     # owner = node * 4 + TT_* (radio/mac_tdma.pxi)
cdef enum:
    MT_IF = 0               # end of our own transmission
    MT_NAV = 1
    MT_RECV = 2             # end of the packet being received
    MT_SEND = 3             # wait for CTS/ACK (or end of a broadcast)
    MT_DEFER = 4
    MT_BACKOFF = 5
    MT_N = 6                # the timers of ad hoc mode
    MT_BEACON = 6           # infrastructure mode (radio/mac80211_infra.pxi): the AP's beacons
    MT_PROBE = 7            # and a station's scanning
    MT_ALL = 8

# hdr_cmn direction and address types
cdef enum:
    DIR_DOWN = -1
    DIR_NONE = 0
    DIR_UP = 1
cdef enum:
    AF_NONE = 0
    AF_ILINK = 1
    AF_INET = 2

# 802.11 frame types/subtypes, MAC states
cdef enum:
    FT_MGMT = 0
    FT_CONTROL = 1
    FT_DATA = 2
    FS_DATA = 0x00
    FS_RTS = 0x0B
    FS_CTS = 0x0C
    FS_ACK = 0x0D
    FS_ASSOCREQ = 0x00      # management subtypes (infrastructure mode)
    FS_ASSOCREP = 0x01
    FS_PROBEREQ = 0x04
    FS_PROBEREP = 0x05
    FS_BEACON = 0x08
    FS_AUTH = 0x0C
cdef enum:
    MAC_IDLE = 0
    MAC_RECV = 2
    MAC_SEND = 3
    MAC_RTS = 4
    MAC_CTS = 5
    MAC_ACK = 6
    MAC_COLL = 7
    MAC_MGMT = 8            # sending a management frame (infrastructure mode)
    MAC_BCN = 9             # sending a beacon

# transmit-failure callbacks (hdr_cmn xmit_failure_)
cdef enum:
    XF_NONE = 0
    XF_AODV = 1
    XF_DSDV = 2
    XF_DSR = 3              # the MAC gave up on a source-routed packet (DSR's xmitFailed)
    XF_DSR_FLOW = 4         # ... on one sent on flow state (xmitFlowFailed)

# trace levels
cdef enum:
    LV_AGT = 0
    LV_RTR = 1
    LV_MAC = 2
    LV_IFQ = 3

# why a packet was dropped: the reason field of a trace line (WR_NAMES in radio/trace.pxi)
cdef enum:
    WR_NONE = 0             # "---"
    WR_CBK = 1              # the MAC gave up on the next hop (callback)
    WR_NRTE = 2             # no route
    WR_END = 3              # the node was reset
    WR_ARP = 4              # ARP replaced the packet waiting for a reply
    WR_COL = 5              # collision
    WR_RET = 6              # retry limit reached
    WR_DUP = 7              # duplicate frame
    WR_LOOP = 8             # routing loop
    WR_TTL = 9              # TTL ran out
    WR_IFQ = 10             # interface queue full (AODV's send buffer)
    WR_TOUT = 11            # waited too long for a route
    WR_BSY = 12             # MAC busy
    WR_STA = 13             # frame in an unexpected MAC state
    WR_ERR = 14             # frame received with errors (Mac/Simple)
    WR_SLP = 15             # frame that ended while the MAC slept (Mac/SMAC)
    WR_SAL = 16             # DSR salvaged the packet too often
    WR_COUNT = 17

# the packet-type names of wireless trace lines: the wired PT_* 0..5, then these
cdef enum:
    WN_AODV = 6
    WN_MESSAGE = 7
    WN_ARP = 8
    WN_MAC = 9              # other non-IP types
    WN_RTS = 10             # MAC control frames (old format)
    WN_CTS = 11
    WN_ACK = 12
    WN_UNKN = 13
    WN_NONE = 14            # no name: a new-format line without an IP header
    WN_PING = 15            # Agent/Ping
    WN_SYNC = 16            # S-MAC's SYNC frame (its RTS, CTS, ACK use WN_RTS..WN_ACK)
    WN_BCN = 17             # management frames (infrastructure mode)
    WN_ACRQ = 18
    WN_ACRP = 19
    WN_AUTH = 20
    WN_PRRQ = 21
    WN_PRRP = 22
    WN_DSR = 23
    WN_COUNT = 24

# routing agents, propagation models
cdef enum:
    RT_NONE = 0
    RT_AODV = 1
    RT_DSDV = 2
    RT_DUMB = 3             # Agent/DumbAgent (radio/dumb_agent.pxi)
    RT_DSR = 4              # Agent/DSRAgent (radio/dsr.pxi, nslab.dsr)
# MAC kinds of a mobile node
cdef enum:
    MK_80211 = 0            # Mac/802_11 (radio/mac80211.pxi)
    MK_SIMPLE = 1           # Mac/Simple (radio/mac_simple.pxi)
    MK_SMAC = 2             # Mac/SMAC (radio/mac_smac.pxi)
    MK_TDMA = 3             # Mac/Tdma (radio/mac_tdma.pxi)
cdef enum:
    PROP_TWORAY = 0
    PROP_FREESPACE = 1
    PROP_SHADOWING = 2
    PROP_SHADOWING_VIS = 3

# AODV packet types
cdef enum:
    AODV_HELLO = 0x01
    AODV_RREQ = 0x02
    AODV_RREP = 0x04
    AODV_RERR = 0x08

cdef enum:
    RT_PORT = 255           # the routing agent's port
    IP_BROADCAST = -1
    MAC_BROADCAST = -1      # 0xffffffff
    ETHERTYPE_IP = 0x0800
    ETHERTYPE_ARP = 0x0806
    IP_HDR_LEN = 20
    ARP_HDR_LEN = 28


# The wireless headers of one packet (ns-2's hdr_cmn extras, hdr_mac802_11, the
# reception stamp, hdr_aodv_*, hdr_arp), kept beside the packet pool.
cdef struct WlHdr:
    double txtime
    double ts               # hdr_cmn ts_ (AODV's send-buffer expiry)
    double tx_pr            # reception stamp: power sent with,
    double rx_pr            # power at the receiver,
    double cp_thresh        # and its capture threshold
    double timestamp        # AODV request time
    double lifetime         # AODV reply lifetime
    int *blob               # variable payload (DSDV entries, RERR destinations), malloc'd
    int blob_len
    int next_hop
    int addr_type
    int direction
    int num_forwards
    int opt_forwards        # God's optimal hop count, stamped at the agent's send
    int error
    int xmit_failure        # XF_*
    int tx_node             # the transmitting node
    bint base_mac_hdr       # the MAC header is the base hdr_mac (Mac/Simple), not 802.11's
    int smac_type           # S-MAC frame type (SF_*); S-MAC keeps its destination in ra,
    double smac_duration    # its source in ta, and this duration (a SYNC: its sleep time)
    # 802.11 header
    int fc_type
    int fc_subtype
    int fc_retry
    unsigned int duration   # u16
    unsigned int ra         # receiver MAC address (ETHER_ADDR(dh_ra))
    unsigned int ta         # transmitter
    unsigned int ethertype
    unsigned int scontrol
    unsigned int addr3      # dh_3a, dh_4a (infrastructure mode: the far end's address)
    unsigned int addr4
    bint to_ds
    bint from_ds
    int auth_seqno          # authentication frames' sequence number and status code
    int status
    # AODV (request/reply fields by meaning; RERR lists in blob)
    int rt_type
    int hop_count           # u8
    unsigned int bcast_id
    int rdst
    unsigned int rdst_seqno
    int rsrc
    unsigned int rsrc_seqno
    # ARP
    int arp_op
    int arp_sha
    int arp_spa
    int arp_tha
    int arp_tpa


# A MAC timer (ns-2's MacTimer: busy/paused/start/remaining time).
cdef struct MacTmr:
    bint busy
    bint paused
    double stime
    double rtime
    double difs_wait
    int tid


# Infrastructure mode of a Mac/802_11 (radio/mac80211_infra.pxi): whose BSS the MAC is in,
# its scanning, authentication and association, and an AP's clients and queue of frames.
cdef struct MacInfra:
    int bss_id              # MAC address of the BSS's access point; -1 (IBSS_ID): ad hoc
    int ap_addr             # our own address when we are an access point, else -1
    bint infra_mode
    int scan_type           # SCAN_PASSIVE (ns-2 leaves it 0 until `ScanType`) or SCAN_ACTIVE
    bint probe_delay        # the probe timer counts ProbeDelay_
    bint on_min             # ... MinChannelTime_
    bint on_max             # ... MaxChannelTime_
    bint recv_busy          # a frame arrived during MinChannelTime_
    bint handoff
    bint associated
    bint authenticated
    int tx_mgmt             # which management frame an AP sent (1 probe reply, 3 auth, 4 assoc)
    int associating_node
    int authenticating_node
    int pkt_beacon          # pending management frames, -1 if none
    int pkt_assocreq
    int pkt_assocrep
    int pkt_auth
    int pkt_probereq
    int pkt_proberep
    double beacon_interval
    double probe_delay_time
    double max_channel_time
    double min_channel_time
    double channel_time
    int *clients            # an AP's authenticated stations
    int n_clients
    int *ap_ids             # APs heard, with their power, oldest first (ns-2's list reversed)
    double *ap_power
    int n_aps
    int *prio               # an AP's frame priorities (1 probe reply, 2 beacon, 3 auth, 4 assoc)
    int n_prio              # 0: ns-2's queue_head is NULL; [0]: an empty head


cdef struct Mac80211:
    int index               # MAC address
    # parameters
    double basic_rate
    double data_rate
    double slot
    double sifs
    double plcp_rate
    unsigned int cwmin
    unsigned int cwmax
    unsigned int rts_threshold
    unsigned int short_retry
    unsigned int long_retry
    unsigned int preamble_len
    unsigned int plcp_hdr_len
    bint bugfix_timer
    # state
    double nav
    int rx_state
    int tx_state
    bint tx_active
    int pkt_rts
    int pkt_ctrl
    int pkt_tx
    int pkt_rx
    unsigned int cw
    unsigned int ssrc
    unsigned int slrc
    unsigned int sta_seqno  # u16
    bint callback           # the interface queue waits for our "done"
    int cache_count         # duplicate detection: last seqno per source
    unsigned int *cache
    MacTmr t[8]             # MT_*
    int eot_pkt             # copy of the frame on the air for the end-of-transmission trace
    MacInfra *infra         # infrastructure mode (radio/mac80211_infra.pxi)


# Mac/Simple's state: no carrier sense, a random jitter before each frame, and
# three timers (SM_*: start of the frame, end of the frame, end of a reception).
cdef enum:
    SM_WAIT = 0
    SM_SEND = 1
    SM_RECV = 2
    SM_N = 3

cdef struct MacSimple:
    double bandwidth
    bint fullduplex
    int rx_state
    int tx_state
    bint tx_active
    int pkt_tx
    int pkt_rx
    MacTmr t[3]


# Mac/SMAC's state (radio/mac_smac.pxi): its timers (SMT_*; SMT_COUNTER + i is the
# listen/sleep counter of schedule i), the schedules it follows and its neighbours.
cdef enum:
    SMT_GENE = 0            # CTS or ACK timeout, and the choice of a schedule
    SMT_RECV = 1            # end of the frame being received
    SMT_SEND = 2            # end of our own frame
    SMT_NAV = 3             # the medium is free again
    SMT_NEIGH_NAV = 4       # the neighbours' reservation is over
    SMT_CS = 5              # carrier sense done
    SMT_COUNTER = 6
    SMAC_MAX_SCHEDULES = 4
    SMT_N = 10
    SMAC_MAX_NEIGHBORS = 20

cdef struct SmacSched:
    bint tx_sync            # a SYNC is due on this schedule
    bint tx_data            # data waits for this schedule's data period
    int num_periods         # cycles until the next SYNC

cdef struct SmacNeighbor:
    int node
    int sched

cdef struct SmacCounter:
    double value            # the phase it ends (sleep_time, sync_time or data_time, ms)
    double tts              # time to sleep when it was set, s
    double stime            # when it was set

cdef struct MacSmac:
    # constants (ms unless named _s)
    bint sync_flag          # listen/sleep cycles (syncFlag_)
    double slot
    double slot_s
    double difs
    double sifs
    double eifs
    double guard
    double dur_sync_s
    double dur_data_s
    double dur_ctrl_s
    double wait_ctrl_s
    double sync_time
    double data_time
    double listen_time
    double sleep_time
    double cycle_time
    # state
    int state
    int radio_state
    bint tx_active
    bint collision
    int send_addr
    int recv_addr
    double nav
    double neigh_nav
    int num_retry
    int num_extend
    int last_rx_frag
    int how_to_send
    int data_pkt
    int pkt_rx
    int pkt_tx
    bint tx_data
    bint callback
    int my_sync_node
    int curr_sched
    int num_sched
    int num_neighb
    int num_bcast
    bint search_neighb
    int num_sync
    double recv_stime
    double recv_rtime
    SmacSched sched[4]
    SmacNeighbor neighb[20]
    SmacCounter counter[4]
    int tid[10]


# Mac/Tdma's state (radio/mac_tdma.pxi): its slot in the frame, where the frame is, the
# radio switch, the frame waiting for its slot and the one being received; timers TT_*.
cdef enum:
    TT_SLOT = 0
    TT_RX = 1
    TT_TX = 2
    TT_N = 3

cdef struct MacTdma:
    int slot_num
    int slot_count
    bint radio_active
    int rx_state
    int tx_state
    int pkt_tx
    int pkt_rx
    bint callback
    double bandwidth
    int tid[3]


# A node's energy model and its radio's energy accounting (radio/energy.pxi).
cdef struct WlEnergy:
    double energy           # joules left
    double initial
    double ei               # spent idle, asleep, sending, receiving
    double es
    double et
    double er
    double p_tx             # powers, W
    double p_rx
    double p_idle
    double p_sleep
    double p_transition
    double t_transition     # s
    double channel_idle_time
    double update_time      # the account is up to date until then
    double last_send_time
    int status              # EM_SLEEP or EM_IDLE
    bint node_on
    bint exhausted


cdef struct ArpEnt:
    int ip
    int mac
    bint up
    int count
    int hold                # packet waiting for the reply, -1 if none


cdef struct PktFifo:
    int *a
    int head
    int len
    int cap


# One mobile node: position and motion, radio, MAC, LL/ARP, interface queue,
# routing agent and its trace settings.
cdef struct MNode:
    int id
    # mobility (MobileNode)
    double X
    double Y
    double Z
    double dX
    double dY
    double dZ
    double destX
    double destY
    double speed
    double pos_time         # position_update_time_
    int prevX               # neighbours in the channel's x-sorted list (-1: none)
    int nextX
    int chan
    double maxX             # topography upper bounds (lower bounds are 0)
    double maxY
    # radio (WirelessPhy + OmniAntenna)
    double Pt
    double freq
    double L
    double lam
    double RXThresh
    double CSThresh
    double CPThresh
    double ant_x
    double ant_y
    double ant_z
    double Gt
    double Gr
    int prop
    int prop_model          # the shadowing model (WlState.shadows), -1 for the others
    int em_in               # error model on the way up from the radio (k.ems), -1 if none
    int em_out              # error model between the MAC and the radio, -1 if none
    int mac_kind            # MK_*; `mac` keeps the MAC address for every kind
    Mac80211 mac
    MacSimple simple
    MacSmac *smac           # Mac/SMAC's state, NULL for the other kinds
    WlEnergy *em            # the energy model, NULL if none
    MacTdma *tdma           # Mac/Tdma's state, NULL for the other kinds
    # link layer, ARP, interface queue (PriQueue)
    double ll_delay
    double arp_delay
    ArpEnt *arp
    int n_arp
    int cap_arp
    int *ifq
    int ifq_head
    int ifq_len
    int ifq_cap
    int ifq_limit
    bint ifq_blocked
    bint ifq_prefer
    bint ifq_cmu            # a CMUPriQueue: four bands (radio/cmu_priqueue.pxi)
    int ifq_band_len[4]
    # routing agent
    int rt_kind
    void *rt
    # wired-cum-wireless (hierarchical addresses, core/hier.pxi)
    bint wired_routing      # a base station: wired routes first, then the routing agent
    int base_stn            # a mobile node's base station (node id), -1 if none
    # traces
    int out                 # trace-all output at creation, -1 if none
    int nam                 # nam trace output at creation, -1 if none (radio/nam.pxi)
    bint newtrace
    bint rtr_trace
    bint mac_trace
    bint move_trace         # the M lines (node log target)
    bint eot_trace          # end-of-transmission lines (node-config -eotTrace ON)
    double radius           # GridKeeper (radio/gridkeeper.pxi): `$node radius`,
    int gk_seq              # the order of `addnode` (0: not in the grid),
    int gk_cx               # and the node's cell
    int gk_cy
    unsigned char agt_ports[32]


cdef struct WlChannel:
    int head                # first node of the x-sorted list, -1 if empty
    int n
    bint sorted


# ---- AODV ----------------------------------------------------------------------

cdef struct AodvRt:
    int dst
    unsigned int seqno
    int hops
    int last_hop_count
    int nexthop
    double expire
    int flags
    double req_timeout
    int req_cnt
    int req_last_ttl
    double disc_latency[3]
    int hist_indx
    int *pc                 # precursors, newest first
    int npc
    int cappc


cdef struct AodvBid:
    int src
    unsigned int id
    double expire


cdef struct AodvState:
    int index
    unsigned int seqno
    unsigned int bid
    AodvRt **rt             # in insertion order; ns-2's list head is the last one
    int nrt
    int caprt
    AodvBid *bc
    int nbc
    int capbc
    int *rq                 # send buffer, oldest first
    int rq_len
    int rq_cap
    int btimer
    int rtimer


# ---- DSDV ----------------------------------------------------------------------

cdef struct DsdvEnt:
    int dst
    int hop
    unsigned int metric
    unsigned int seqnum
    double advertise_ok_at
    bint advert_seqnum
    bint advert_metric
    int trigger_event       # kernel timer id, -1 if none
    unsigned int last_advertised_metric
    double changed_at
    double new_seqnum_at
    double wst
    int timeout_event       # kernel timer id, -1 if none
    PktFifo *q              # packets waiting for a route (shared by copies)


cdef struct DsdvState:
    DsdvEnt *tab            # sorted by dst
    int elts
    int maxelts
    int seqno
    int myaddr
    int periodic            # timer of the periodic update, -1 before start-dsdv
    double lasttup
    int *free_ev            # recycled event timers (LIFO, as malloc reuses)
    int n_free_ev
    int cap_free_ev
    # parameters
    int be_random
    int use_mac
    double alpha
    double wst0
    double perup
    int min_update_periods


# Column capture (opt-in, Kernel.capture): one record per wireless trace line,
# its fields as the line in the node's format shows them (-1 where it has none;
# nslab.trace documents the columns), and one per movement line.
cdef packed struct WlRecord:
    double time
    double x                # node position (printed by the new format only)
    double y
    double z
    int node
    int uid
    int size
    int src_addr
    int src_port
    int dst_addr
    int dst_port
    int ttl
    int next_hop
    int seqno
    char event              # 's', 'r', 'd', 'f'
    char level              # LV_*
    char reason             # WR_*
    char ptype              # PT_* or WN_*
    char newtrace           # the line's format
    char pad[3]

cdef packed struct MoveRecord:
    double time
    double x
    double y
    double z
    double dest_x
    double dest_y
    double speed
    int node
    int pad


# A Propagation/Shadowing object (radio/shadowing.pxi), shared by the nodes given it, or
# a Propagation/ShadowingVis (radio/shadowing_vis.pxi): two of the former and a bitmap.
cdef struct ShadowModel:
    double pathloss_exp
    double std_db
    double dist0
    int stream              # its RNG stream (k.streams, as rng_stream numbers them)
    int good                # ShadowingVis: the models of clear and obstructed paths
    int bad                 # (-1 until add-models; both -1 for a plain Shadowing)
    unsigned char *pixel    # ShadowingVis bitmap, width x height, row by row; NULL if none
    int width
    int height
    int ppm                 # pixels per metre


# How the wireless path calls the interface error models (radio/phy.pxi): through a
# pointer, so that the compiler does not inline the error model's code into the send and
# receive paths of every frame (most nodes have none).
ctypedef void (*WlErrorFn)(void *k, int eid, int pi) noexcept


# The whole wireless world of a kernel.
cdef struct WlState:
    MNode **nodes           # by kernel node id; NULL for wired nodes
    int n_cap
    WlHdr **hchunks         # per-packet wireless headers, chunked like the pool
    int n_hchunks
    WlChannel *chans
    int n_chans
    double highest_z        # -1 until the first transmission (static in ns-2)
    bint gk_on              # a GridKeeper has its dimensions (radio/gridkeeper.pxi)
    int gk_dim_x
    int gk_dim_y
    int gk_n                # nodes added to it
    double dist_cst
    int n_macs
    int energy_exhausted    # 1 + the first node whose energy ran out, 0 if none
    int tdma_nodes          # Mac/Tdma's class-wide state: nodes taking part,
    int *tdma_preamble      # the frame's preamble (each slot's destination),
    int tdma_preamble_len
    double tdma_slot_time   # and the slot time (that of the last MAC made)
    int god_nodes
    ShadowModel *shadows
    int n_shadows
    WlErrorFn error_model    # wl_error_model_call
    int *min_hops           # God's table (set-dist), god_nodes^2, or NULL
    int *aff                # scratch: the nodes a transmission reaches
    int cap_aff
    WlRecord *recs          # captured trace lines (Kernel.capture)
    Py_ssize_t n_recs
    Py_ssize_t cap_recs
    MoveRecord *moves       # captured movement lines
    Py_ssize_t n_moves
    Py_ssize_t cap_moves
