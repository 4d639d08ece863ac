# C-level types of wired LANs (`$ns make-lan`, `$ns newLan`; lan/ll.pxi, lan/mac8023.pxi).
#
# ns-2 models a LAN as a virtual node (LanNode) with an id of its own: routing sees
# a link from every member to it and back, and the LAN's LanRouter asks the route
# table which member is the next hop towards a packet's destination.  Each member
# reaches the LAN through an interface (LanIface): link layer (LL, with the LAN's
# delay), interface queue, a CSMA/CD MAC (Mac/802_3) and a wired radio on the LAN's
# shared Channel.  Here the member's way onto the LAN is a kernel Link (node ->
# LAN, its queue is the interface queue and its traces the interface's h + - d
# lines) and its way off the LAN another (LAN -> node, its 'r' lines); the MAC
# state of every interface is a LanIface below.

# Events of the LAN path: kind EV_LAN, obj = interface * LS_N + stage, arg = packet.
cdef enum:
    EV_LAN = 50
cdef enum:
    LS_LL_DOWN = 0          # the link layer's delay is over: into the interface queue
    LS_LL_UP = 1            # the link layer's delay is over: up to the node
    LS_RX_START = 2         # the first bit of a frame reaches this interface
    LS_RX_END = 3           # the last bit of the frame being received arrived
    LS_TX_END = 4           # our own frame is on the wire to its last bit
    LS_IFS = 5              # the inter-frame space (or jam + IFS) is over
    LS_RETX = 6             # the backoff after a collision is over
    LS_N = 8

# MAC states (ns-2's MAC_IDLE, MAC_SEND, MAC_RECV)
cdef enum:
    LM_IDLE = 0
    LM_SEND = 1
    LM_RECV = 2

cdef struct LanIface:
    int node            # the member node
    int segment         # its LAN (LanState.segs)
    int lid_up          # kernel link node -> LAN (queue, h + - d traces)
    int lid_down        # kernel link LAN -> node ('r' traces)
    double ll_delay     # LL delay_ (the LAN's delay)
    double bandwidth    # the wired radio's bandwidth_, bits/s
    int state           # LM_*
    bint q_blocked      # the interface queue handed the MAC a packet not yet done
    bint callback       # the MAC owes the queue a resume
    int retx_pkt        # the frame being sent (kept for retransmission), -1 if none
    int retx_try        # attempts so far (ns-2's try_, starts at 1)
    int rx_pkt          # the frame being received, -1 if none
    # pending timers: the uid of their event (0 when idle); a cancelled timer's
    # event stays in the heap and is skipped because its uid no longer matches
    long long tx_uid
    long long rx_uid
    long long ifs_uid
    long long retx_uid
    double ifs_t        # when the pending IFS timer expires

cdef struct LanSegment:
    int lan_node        # the LAN's virtual node
    double chan_delay   # the Channel's delay_ (propagation to every member)
    int *members        # interfaces, in the channel's list order (newest first)
    int n_members

cdef struct LanState:
    LanIface *ifs
    int n_ifs
    LanSegment *segs
    int n_segs
    int *hdr            # per packet index: MAC destination, padding (2 ints)
    int cap_hdr
