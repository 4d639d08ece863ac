"""The queue disciplines' parameters (QUEUE_CLASSES), the monitors' variables, a link's
bandwidth and delay, and the queue checks across parameters."""
import math

from .. import units
from .base import B, D, I, Param, _table


QUEUE = _table(
    Param("limit_", 50, I, "packets", 0, 2**30,
          "queue limit (waiting + the one being sent; 0 and 1 drop every packet, as in ns-2)"),
    Param("drop_front_", 0, B, "", 0, 1, "drop from the head instead of the tail"),
    Param("queue_in_bytes_", 0, B, "", 0, 1, "limit in bytes: limit_ * mean_pktsize_"),
    Param("mean_pktsize_", 500, I, "bytes", 1, 2**30, "packet size for byte-mode limits"),
    Param("summarystats_", 0, B, "", 0, 1, "keep the true time-average queue ($q printstats)"),
)

# The variables every ns-2 Queue has (queue-limit sets limit_; not every
# discipline uses it).
QUEUE_BASE = _table(
    Param("limit_", 50, I, "packets", 0, 2**30, "queue limit (its meaning depends on the type)"),
)

RED = dict(QUEUE_BASE, **_table(
    Param("limit_", 50, I, "packets", 0, 2**30,
          "hard limit: packets, or limit_ * mean_pktsize_ bytes with queue_in_bytes_"),
    Param("bytes_", 1, B, "", 0, 1, "scale the drop probability by the packet size"),
    Param("queue_in_bytes_", 1, B, "", 0, 1, "average and thresholds in bytes"),
    Param("thresh_", 0.0, D, "packets", 0, math.inf,
          "min threshold of the average (0: max(5, targetdelay_ * rate / 2))"),
    Param("maxthresh_", 0.0, D, "packets", 0, math.inf, "max threshold (0: 3 * thresh_)"),
    Param("thresh_queue_", 50.0, D, "", -math.inf, math.inf,
          "thresh_ in queue units (set at reset)"),
    Param("maxthresh_queue_", 50.0, D, "", -math.inf, math.inf,
          "maxthresh_ in queue units (set at reset)"),
    Param("mean_pktsize_", 500, I, "bytes", 1, 2**30, "average packet size"),
    Param("idle_pktsize_", 100, I, "bytes", 1, 2**30, "packet size for idle periods (cautious_ 3)"),
    Param("q_weight_", -1.0, D, "", 0, 1,
          "EWMA weight of the average (0, -1, -2: automatic from the link)", (-1.0, -2.0)),
    Param("wait_", 1, B, "", 0, 1, "wait between drops (uniform inter-drop gaps)"),
    Param("linterm_", 10.0, D, "", 0, math.inf, "1 / max_p"),
    Param("mark_p_", 0.1, D, "", 0, math.inf, "mark (not drop) while prob1_ is below this"),
    Param("use_mark_p_", 1, B, "", 0, 1, "use mark_p_; no forced drops from the average"),
    Param("setbit_", 0, B, "", 0, 1, "mark ECN-capable packets instead of dropping"),
    Param("gentle_", 1, B, "", 0, 1, "probability rises to 1 between maxthresh and 2*maxthresh"),
    Param("drop_tail_", 1, B, "", 0, 1, "forced drops take the arriving packet"),
    Param("drop_front_", 0, B, "", 0, 1, "forced drops take the second packet"),
    Param("drop_rand_", 0, B, "", 0, 1, "forced drops take a random packet (one draw)"),
    Param("ns1_compat_", 0, B, "", 0, 1, "keep the drop count after forced drops"),
    Param("summarystats_", 0, B, "", 0, 1, "keep the true time-average queue"),
    Param("adaptive_", 0, I, "", 0, 1, "adaptive RED: adapt max_p"),
    Param("feng_adaptive_", 0, I, "", 0, 1, "adaptive RED after Feng et al."),
    Param("alpha_", 0.01, D, "", 0, math.inf, "adaptive RED: additive increase of max_p"),
    Param("beta_", 0.9, D, "", 0, math.inf, "adaptive RED: multiplicative decrease of max_p"),
    Param("interval_", 0.5, D, "s", 0, math.inf, "adaptive RED: time between adaptations"),
    Param("targetdelay_", 0.005, D, "s", 0, math.inf, "target queueing delay"),
    Param("top_", 0.5, D, "", 0, 1, "adaptive RED: upper bound of max_p"),
    Param("bottom_", 0.0, D, "", 0, 1, "adaptive RED: lower bound of max_p (0: automatic)"),
    Param("cautious_", 0, I, "", 0, 3, "experimental: damp drops when the queue is below average"),
    Param("ave_", 0.0, D, "", -math.inf, math.inf, "average queue (state, traceable)"),
    Param("prob1_", 0.0, D, "", -math.inf, math.inf, "drop probability (state, traceable)"),
    Param("curq_", 0, I, "", -2**31, 2**31 - 1, "queue seen by the last arrival (state)"),
    Param("cur_max_p_", 0.0, D, "", -math.inf, math.inf, "current max_p (state, traceable)"),
))

DRR = dict(QUEUE_BASE, **_table(
    Param("buckets_", 10, I, "", 1, 2**20, "number of flow buckets (hash of the source)"),
    Param("blimit_", 25000, I, "bytes", 0, 2**31 - 1, "bytes shared by all buckets"),
    Param("quantum_", 250, I, "bytes", 1, 2**30, "bytes a bucket may send per round"),
    Param("mask_", 0, I, "", 0, 1, "hash on the node part of the address only"),
))

SFQ = dict(QUEUE_BASE, **_table(
    Param("maxqueue_", 40, I, "packets", 0, 2**30, "packets shared by all buckets"),
    Param("buckets_", 16, I, "", 1, 2**20, "number of buckets (hash of source + destination)"),
))

FQ = dict(QUEUE_BASE, **_table(
    Param("secsPerByte_", 0.0, D, "s", 0, math.inf, "8 / link bandwidth (set by the link)"),
    Param("flow_limit_", 50, I, "packets", 0, 2**30,
          "limit_ of each flow's Queue/DropTail (ns-2: Queue/DropTail's class default)"),
    Param("flow_drop_front_", 0, B, "", 0, 1, "drop_front_ of the flow queues"),
    Param("flow_queue_in_bytes_", 0, B, "", 0, 1, "queue_in_bytes_ of the flow queues"),
    Param("flow_mean_pktsize_", 500, I, "bytes", 1, 2**30, "mean_pktsize_ of the flow queues"),
))

# Core-stateless fair queueing (Stoica, Shenker, Zhang, SIGCOMM '98): beyond
# stock ns-2 (kernel/queues/csfq.pxi).  Its buffer is limit_ packets, as DropTail's.
CSFQ = dict(QUEUE_BASE, **_table(
    Param("K_", 0.1, "time", "s", 0, math.inf,
          "averaging time of each flow's rate estimate (edge routers)", open_low=True),
    Param("Kalpha_", 0.1, "time", "s", 0, math.inf,
          "averaging time of the aggregate arrival and accepted rates", open_low=True),
    Param("Kc_", 0.1, "time", "s", 0, math.inf,
          "time the link must stay (un)congested before the fair share is updated",
          open_low=True),
    Param("edge_", 1, B, "", 0, 1,
          "1: label packets with their flow's rate (edge); 0: use their labels (core)"),
    Param("penalty_", 0.01, D, "", 0, 1, "share of the fair share lost at a buffer overflow",
          open_high=True),
    Param("max_decrease_", 0.25, D, "", 0, 1,
          "largest share of the fair share one congested update may remove", open_high=True),
))

# Flow random early drop (Lin and Morris, SIGCOMM '97): beyond stock ns-2
# (kernel/queues/fred.pxi).  Thresholds as in the CSFQ paper's runs.
FRED = dict(QUEUE_BASE, **_table(
    Param("thresh_", 16.0, D, "packets", 0, math.inf,
          "min threshold of the average queue; also the most a flow may queue",
          open_low=True),
    Param("maxthresh_", 32.0, D, "packets", 0, math.inf,
          "max threshold: above it every arrival is dropped", open_low=True),
    Param("q_weight_", 0.002, D, "", 0, 1, "EWMA weight of the average queue", open_low=True),
    Param("linterm_", 50.0, D, "", 1, math.inf, "1 / max_p, max_p: drop probability at maxthresh_"),
    Param("minq_", 2, I, "packets", 1, 2**30, "packets any flow may queue free of random drops"),
    Param("mean_pktsize_", 1000, I, "bytes", 1, 2**30,
          "packet size for the decay of the average over idle time"),
))

# CoDel (RFC 8289) and FQ-CoDel (RFC 8290): beyond stock ns-2
# (kernel/queues/codel.pxi, fq_codel.pxi; docs/codel.md).  target_ and interval_
# are the RFCs' defaults; the limits are Linux's (limit_ counted as DropTail's:
# waiting + the one being sent).
_CODEL_CONTROL = _table(
    Param("target_", 0.005, "time", "s", 0, math.inf,
          "acceptable standing queue delay (sojourn time)", open_low=True),
    Param("interval_", 0.1, "time", "s", 0, math.inf,
          "how long the sojourn time must stay above target_ before drops; "
          "the control law's base gap", open_low=True),
    Param("maxpacket_", 1500, I, "bytes", 1, 2**30,
          "a queue of at most this many bytes is never judged above target "
          "(raised to the largest packet seen)"),
)

CODEL = dict(QUEUE_BASE, **_table(
    Param("limit_", 1000, I, "packets", 0, 2**30,
          "queue limit (waiting + the one being sent); a full queue drops the arrival"),
), **_CODEL_CONTROL)

FQ_CODEL = dict(QUEUE_BASE, **_table(
    Param("limit_", 10240, I, "packets", 0, 2**30,
          "packets all flows may hold (waiting + the one being sent); beyond it the "
          "fattest flow loses its head packet"),
    Param("flows_", 1024, I, "", 1, 2**20,
          "flow queues (hash of source and destination address and port)"),
    Param("quantum_", 1514, I, "bytes", 1, 2**30,
          "bytes a flow may send per round of the deficit round robin"),
), **_CODEL_CONTROL)

# The AQM queues of ns-2.35 beyond RED (kernel/queues/pi.pxi, rem.pxi): their
# defaults are ns-2's (tcl/lib/ns-default.tcl).
PI = dict(QUEUE_BASE, **_table(
    Param("bytes_", 0, B, "", 0, 1, "scale the drop probability by size / mean_pktsize_"),
    Param("queue_in_bytes_", 0, B, "", 0, 1, "queue, limit and qref_ in bytes"),
    Param("a_", 0.00001822, D, "", -math.inf, math.inf, "controller gain on the queue now"),
    Param("b_", 0.00001816, D, "", -math.inf, math.inf,
          "controller gain on the queue at the previous tick"),
    Param("w_", 170.0, D, "1/s", 0, math.inf, "controller ticks per second", open_low=True),
    Param("qref_", 50.0, D, "packets", -math.inf, math.inf, "target queue"),
    Param("mean_pktsize_", 500, I, "bytes", 1, 2**30, "packet size for byte-mode queues"),
    Param("setbit_", 0, B, "", 0, 1, "mark ECN-capable packets instead of dropping"),
    Param("prob_", 0.0, D, "", -math.inf, math.inf, "drop probability (state, traceable)"),
    Param("curq_", 0, I, "", -2**31, 2**31 - 1, "queue seen by the last arrival (state)"),
))

REM = dict(QUEUE_BASE, **_table(
    Param("gamma_", 0.001, D, "", -math.inf, math.inf, "step of the price update"),
    Param("phi_", 1.001, D, "", 0, math.inf, "base of the marking law 1 - phi_^-price",
          open_low=True),
    Param("inw_", 1.0, D, "", -math.inf, math.inf, "weight of the input-rate filter"),
    Param("mean_pktsize_", 1000.0, D, "bytes", 0, math.inf, "packet size (rate, byte mode)",
          open_low=True),
    Param("pupdtime_", 0.002, D, "s", 0, math.inf, "time between price updates",
          open_low=True),
    Param("pbo_", 20.0, D, "packets", -math.inf, math.inf, "target queue"),
    Param("markpkts_", 0, B, "", 0, 1, "ECN-mark departures instead of dropping arrivals"),
    Param("qib_", 0, B, "", 0, 1, "queue and arrivals in bytes"),
    Param("prob_", 0.0, D, "", -math.inf, math.inf, "marking probability (state, traceable)"),
    Param("curq_", 0, I, "", -2**31, 2**31 - 1, "queue after the last event (state)"),
    Param("pmark_", 0.0, D, "", -math.inf, math.inf, "packets marked (state)"),
))

# The virtual-queue markers of ns-2.35 (kernel/queues/vq.pxi, gk.pxi).
VQ = dict(QUEUE_BASE, **_table(
    Param("drop_front_", 0, B, "", 0, 1, "drop from the head instead of the arrival"),
    Param("ecnlim_", 0.8, D, "", 0, math.inf, "starting virtual capacity / link rate"),
    Param("buflim_", 1.0, D, "", 0, math.inf, "virtual buffer / real buffer"),
    Param("queue_in_bytes_", 1, B, "", 0, 1, "queues in bytes (limit_ * mean_pktsize_)"),
    Param("gamma_", 0.98, D, "", 0, math.inf, "target link utilisation"),
    Param("markpkts_", 0, B, "", 0, 1, "ECN-mark instead of dropping"),
    Param("markfront_", 0, B, "", 0, 1, "mark the head instead of the arrival"),
    Param("mean_pktsize_", 1000, I, "bytes", 1, 2**30, "packet size (rate in packets, bytes)"),
    Param("curq_", 0, I, "", -2**31, 2**31 - 1, "queue after the last event (state)"),
))

GK = dict(QUEUE_BASE, **_table(
    Param("drop_front_", 0, B, "", 0, 1, "drop from the head instead of the arrival"),
    Param("ecnlim_", 0.95, D, "", 0, math.inf, "virtual capacity and buffer / real ones"),
    Param("mean_pktsize_", 1000, I, "bytes", 1, 2**30,
          "packet size (the link rate in packets, taken when the link is made)"),
    Param("curq_", 0, I, "", -2**31, 2**31 - 1, "queue after the last arrival (state)"),
))

# RED with In and Out packets (kernel/queues/rio.pxi): RED's variables with the
# defaults ns-2 gives Queue/RED/RIO itself (RIO_OWN: a script's `Queue/RED set`
# does not reach these, as in ns-2), and In/Out thresholds of its own.
RIO = dict(RED, **_table(
    Param("bytes_", 0, B, "", 0, 1, "scale the drop probability by the packet size"),
    Param("queue_in_bytes_", 0, B, "", 0, 1, "averages and thresholds in bytes"),
    Param("thresh_", 5.0, D, "packets", 0, math.inf, "RED's min threshold"),
    Param("maxthresh_", 15.0, D, "packets", 0, math.inf, "RED's max threshold"),
    Param("q_weight_", 0.002, D, "", 0, 1, "EWMA weight of the averages", (-1.0, -2.0)),
    Param("linterm_", 10.0, D, "", 0, math.inf, "1 / max_p of Out packets"),
    Param("gentle_", 0, B, "", 0, 1, "In and Out both gentle"),
    Param("in_thresh_", 15.0, D, "packets", 0, math.inf, "min threshold of the In average"),
    Param("in_maxthresh_", 30.0, D, "packets", 0, math.inf, "max threshold of the In average"),
    Param("out_thresh_", 5.0, D, "packets", 0, math.inf, "min threshold for Out packets"),
    Param("out_maxthresh_", 15.0, D, "packets", 0, math.inf, "max threshold for Out packets"),
    Param("in_linterm_", 50.0, D, "", 0, math.inf, "1 / max_p of In packets"),
    Param("in_gentle_", 0, B, "", 0, 1, "gentle above in_maxthresh_"),
    Param("out_gentle_", 0, B, "", 0, 1, "gentle above out_maxthresh_"),
    Param("priority_method_", 0, I, "", 0, 1, "1: a packet is In when its flow id is not 0"),
    Param("in_ave_", 0.0, D, "", -math.inf, math.inf, "average of the In queue (state)"),
    Param("out_ave_", 0.0, D, "", -math.inf, math.inf, "Out average (state, unused by ns-2)"),
    Param("in_prob1_", 0.0, D, "", -math.inf, math.inf, "In drop probability (state)"),
    Param("out_prob1_", 0.0, D, "", -math.inf, math.inf, "Out drop probability (state)"),
))
RIO_OWN = frozenset(("bytes_", "queue_in_bytes_", "thresh_", "maxthresh_", "mean_pktsize_",
                     "q_weight_", "wait_", "linterm_", "setbit_", "gentle_", "drop_tail_",
                     "drop_front_", "drop_rand_", "ns1_compat_", "ave_", "prob1_", "curq_"))

# Smoothed round robin (kernel/queues/srr.pxi); limit_ is each queue's, in packets.
SRR = dict(QUEUE_BASE, **_table(
    Param("limit_", 50, I, "packets", 0, 2**30, "packets each of its queues may hold"),
    Param("maxqueuenumber_", 16, I, "", 0, 2**30,
          "highest queue number a flow may map to (queues are 0..99 in any case)"),
    Param("mtu_", 1000, I, "bytes", 1, 2**30, "credit a queue gets at each visit"),
    Param("granularity_", 1000, I, "b/s", 1, 2**30, "rate of one unit of weight"),
    Param("blimit_", 25000, I, "bytes", 0, 2**31 - 1, "byte limit (unused, as in ns-2)"),
))

# State the CSFQ, FRED, CoDel and FQ-CoDel queues let scripts read (`$q set alpha_`,
# link["alpha_"]).
QUEUE_STATE = {
    "CSFQ": ("alpha_", "arrival_rate_", "accepted_rate_", "congested_", "early_drops_",
             "overflows_"),
    "FRED": ("ave_", "avgcq_", "nactive_", "early_drops_", "strike_drops_"),
    "CoDel": ("count_", "lastcount_", "dropping_", "drop_next_", "first_above_time_",
              "sojourn_", "drops_", "overflows_"),
    "FQ_CoDel": ("sojourn_", "drops_", "overflows_", "new_flow_count_"),
}

# The queue disciplines: ns-2 queue type (the last word of `duplex-link ...
# TYPE`, Queue/TYPE in Tcl) -> parameter table, one line per discipline the
# kernel registers (kernel/queues/*.pxi); their cross-parameter checks are in
# CHECKS under "Queue/TYPE"
QUEUE_CLASSES = {"DropTail": QUEUE, "RED": RED, "DRR": DRR, "SFQ": SFQ, "FQ": FQ,
                 "CSFQ": CSFQ, "FRED": FRED, "CoDel": CODEL, "FQ_CoDel": FQ_CODEL,
                 "PI": PI, "REM": REM, "Vq": VQ, "GK": GK, "RED/RIO": RIO,
                 "SRR": SRR}

# Variables of a QueueMonitor (`$ns monitor-queue`): counters, not parameters.
MONITOR = ("size_", "pkts_", "parrivals_", "barrivals_", "pdepartures_", "bdepartures_",
           "pdrops_", "bdrops_", "pmarks_", "first_pkt_", "last_pkt_")

# A flow monitor (`$ns makeflowmon`) has those, early drops, and switches for
# per-flow counting; each of its flows has those, early drops and its addresses.
FLOWMON = MONITOR + ("epdrops_", "ebdrops_")
FLOWMON_SWITCHES = ("enable_in_", "enable_out_", "enable_drop_", "enable_edrop_")
FLOW = FLOWMON + ("src_", "dst_", "flowid_")
FLOW_CLASSIFIERS = ("Fid", "SrcDest", "SrcDestFid", "Dest")

# ns-2's packet_t numbers of the packet types (a flow monitor's dump prints them)
NS2_PACKET_TYPES = {"tcp": 0, "udp": 1, "cbr": 2, "audio": 3, "video": 4, "ack": 5,
                    "telnet": 26, "ftp": 27, "pareto": 28, "exp": 29, "http": 31, "ping": 44,
                    "ra": 50, "rap_data": 40, "rap_ack": 41, "tcpFriend": 42, "tcpFriendCtl": 43}

LINK = _table(
    Param("bandwidth_", 1.5e6, "bandwidth", "bits/s", 0, math.inf, "link rate"),
    Param("delay_", 0.1, "time", "s", 0, math.inf, "propagation delay"),
)


def check_red(values, owner="Queue/RED"):
    """RED's minimum threshold must not exceed its maximum (0: automatic)."""
    lo, hi = values["thresh_"], values["maxthresh_"]
    if lo and hi and lo > hi:
        raise units.ParameterError(
            "%s: thresh_ %g is above maxthresh_ %g; RED's minimum threshold must not exceed "
            "its maximum" % (owner, lo, hi))


def check_fred(values, owner="Queue/FRED"):
    """FRED's min threshold (thresh_) must be below its max (maxthresh_)."""
    lo, hi = values["thresh_"], values["maxthresh_"]
    if lo >= hi:
        raise units.ParameterError(
            "%s: thresh_ (min_thresh) %g must be below maxthresh_ (max_thresh) %g"
            % (owner, lo, hi))
