# The numbers and the packet header shared by the rate-based agents: TFRC and its sink
# (traffic/tfrc.pxi, traffic/tfrc_sink.pxi) and RAP (traffic/rap.pxi).  Their headers
# carry more than the Packet struct holds; the extra fields travel in a table beside the
# packet pool, by packet index (Kernel.rate_hdrs, see pkt_rate_hdr), as SACK blocks do.

cdef enum:
    AG_TFRC = 41            # Agent/TFRC (TfrcState)
    AG_TFRC_SINK = 42       # Agent/TFRCSink (TfrcSinkState)
    AG_RAP = 43             # Agent/RAP, sender and receiver in one (RapState)

cdef enum:
    PT_TFRC = 16            # TFRC data, "tcpFriend" in traces
    PT_TFRC_ACK = 17        # TFRC feedback, "tcpFriendCtl"
    PT_RAP_DATA = 18        # RAP data, "rap_data"
    PT_RAP_ACK = 19         # RAP acks, "rap_ack"

cdef enum:
    TM_TFRC_SEND = 20       # TFRC's send timer (owner: the agent)
    TM_TFRC_NOFEEDBACK = 21 # TFRC's no-feedback timer
    TM_TFRC_NACK = 22       # TFRCSink's report timer
    TM_RAP_IPG = 23         # RAP's inter-packet-gap timer
    TM_RAP_RTT = 24         # RAP's once-per-RTT rate increase timer

cdef struct RateHdr:
    # TFRC data (ns-2's hdr_tfrc; the seqno is the Packet's)
    double timestamp        # time of sending
    double rtt              # the sender's RTT estimate
    double tzero            # the sender's RTO estimate
    double rate             # the sender's rate, bytes/s
    int psize               # packetSize_
    int fsize               # fsize_
    int urgent              # UrgentFlag: report at once
    int round_id            # the sender's round
    # TFRC feedback (hdr_tfrc_ack; the seqno is the highest received)
    double echo             # timestamp_echo
    double offset           # timestamp_offset
    double flost            # the loss event rate
    double recv_rate        # rate_since_last_report, packets/s
    double true_loss        # for statistics
    int losses              # losses since the last report
    # RAP (hdr_rap; the seqno is the Packet's)
    int rap_flags           # RH_DATA or RH_ACK
    int last_recv           # the receiver's last hole
    int last_miss
    int prev_recv
