"""The agents' parameters: TCP senders and their flavours (with Full TCP's), sinks, UDP,
Ping, Message, TFRC, RAP, SRM, RTP, abstract TCP; the class -> (kernel kind, flavour,
table) registry AGENT_CLASSES; the TCP checks across parameters."""
import math

from .. import units
from .base import B, D, I, Param, _table


AGENT = _table(
    Param("fid_", 0, I, "", 0, 2**31 - 1, "flow id written in trace field 8"),
    Param("class_", 0, I, "", 0, 2**31 - 1, "alias of fid_"),
    Param("packetSize_", 1000, I, "bytes", 1, 2**31 - 1, "packet (or segment payload) size"),
    Param("ttl_", 32, I, "hops", 1, 255, "IP time to live"),
    Param("dst_addr_", -1, I, "", -1, 2**31 - 1, "destination node address (set by connect)"),
    Param("dst_port_", -1, I, "", -1, 2**31 - 1, "destination port (set by connect)"),
)

TCP = dict(AGENT, **_table(
    Param("window_", 20, I, "packets", 1, 2**30, "receiver's advertised window", ns2_double=True),
    Param("windowInit_", 2, I, "packets", 1, 2**30, "initial window after the SYN exchange",
          ns2_double=True),
    Param("windowInitOption_", 1, I, "", 1, 2, "1: windowInit_, 2: RFC 2414 initial window"),
    Param("syn_", 1, B, "", 0, 1, "model a SYN (40-byte segment 0)"),
    Param("delay_growth_", 1, B, "", 0, 1, "stay at one packet until the SYN is acked"),
    Param("windowOption_", 1, I, "", 0, 1, "1: cwnd += 1/cwnd per ack; 0: +1 per window"),
    Param("increase_num_", 1.0, D, "packets", 0, math.inf, "additive increase per RTT"),
    Param("decrease_num_", 0.5, D, "", 0, 1, "multiplicative decrease factor"),
    Param("maxburst_", 0, I, "packets", 0, 2**30, "max packets per send burst (0: unlimited)"),
    Param("aggressive_maxburst_", 1, B, "", 0, 1, "send after invalid acks too"),
    Param("maxcwnd_", 0, I, "packets", 0, 2**30, "cap on cwnd (0: none)"),
    Param("numdupacks_", 3, I, "acks", 1, 2**30, "dupacks that trigger fast retransmit"),
    Param("numdupacksFrac_", -1, I, "", -2**30, 2**30,
          "Sack1: fast retransmit after cwnd/numdupacksFrac_ dupacks if more (-1: off)"),
    Param("LimTransmitFix_", 0, B, "", 0, 1,
          "Sack1: pipe_ counts only the first dupack's segment as gone"),
    Param("oldCode_", 0, B, "", 0, 1, "Sack1: pipe_ from cwnd_ at fast retransmit (old code)"),
    Param("exitFastRetrans_", 1, B, "", 0, 1, "Reno: inflate only while in fast recovery"),
    Param("singledup_", 1, I, "", 0, 1, "limited transmit on the first two dupacks"),
    Param("noFastRetrans_", 0, B, "", 0, 1, "disable fast retransmit (Tahoe)"),
    Param("overhead_", 0.0, D, "s", 0, math.inf, "max random delay before each send burst"),
    Param("tcpip_base_hdr_size_", 40, I, "bytes", 0, 2**20, "TCP/IP header added to packetSize_"),
    Param("ts_option_size_", 10, I, "bytes", 0, 2**20, "timestamp option size"),
    Param("timestamps_", 0, B, "", 0, 1, "use the timestamp option for RTT samples"),
    Param("bugFix_", 1, B, "", 0, 1, "one fast retransmit per window"),
    Param("bugfix_ss_", 1, I, "", 0, 1, "fast retransmit allowed when the first packet is lost"),
    Param("slow_start_restart_", 1, B, "", 0, 1, "slow start after idle"),
    Param("restart_bugfix_", 1, B, "", 0, 1, "no ssthresh cut on timeouts with nothing outstanding"),
    Param("precisionReduce_", 1, B, "", 0, 1, "halve the window in floating point"),
    Param("useHeaders_", 1, B, "", 0, 1, "add the TCP/IP header to data packets"),
    Param("SetCWRonRetransmit_", 1, B, "", 0, 1, "a retransmission may carry the CWR mark"),
    Param("ecn_", 0, B, "", 0, 1, "ECN: mark packets ECN-capable, halve the window on an echo "
          "(Agent/TCP and Agent/TCP/Reno only)"),
    Param("old_ecn_", 0, B, "", 0, 1, "ECN: grow the window on the later echoes of a burst"),
    Param("frto_enabled_", 0, B, "", 0, 1, "F-RTO: detect spurious timeouts by sending new data "
          "(Agent/TCP and Agent/TCP/Reno only)"),
    Param("sfrto_enabled_", 0, B, "", 0, 1, "SACK-based F-RTO (as F-RTO for Agent/TCP and "
          "Agent/TCP/Reno)"),
    Param("spurious_response_", 1, I, "", 1, 3, "after a spurious timeout: 1 restore the "
          "window in flight, 2 cwnd = ssthresh, 3 cwnd = 1"),
    Param("max_ssthresh_", 0, I, "packets", 0, 2**30, "limited slow start threshold (0: off)"),
    Param("tcpTick_", 0.01, D, "s", 1e-9, 10, "RTT measurement granularity"),
    Param("maxrto_", 60.0, D, "s", 0, math.inf, "largest retransmission timeout"),
    Param("minrto_", 0.2, D, "s", 0, math.inf, "smallest retransmission timeout"),
    Param("srtt_init_", 0.0, D, "s", 0, math.inf, "initial smoothed RTT"),
    Param("rttvar_init_", 12.0, D, "s", 0, math.inf, "initial RTT variance"),
    Param("rtxcur_init_", 3.0, D, "s", 0, math.inf, "initial retransmission timeout"),
    Param("T_SRTT_BITS", 3, I, "", 1, 8, "fixed-point bits of srtt"),
    Param("T_RTTVAR_BITS", 2, I, "", 1, 8, "fixed-point bits of rttvar"),
    Param("rttvar_exp_", 2, I, "", 0, 8, "RTO = srtt + 2^rttvar_exp_ * rttvar"),
    Param("timerfix_", 1, B, "", 0, 1, "restart the timer after the RTT update"),
    Param("rfc2988_", 1, B, "", 0, 1, "apply minrto_ before the backoff (RFC 2988)"),
))

VEGAS = dict(TCP, **_table(
    Param("v_alpha_", 1, I, "packets", 0, 2**30, "queued packets below which cwnd grows"),
    Param("v_beta_", 3, I, "packets", 0, 2**30, "queued packets above which cwnd shrinks"),
    Param("v_gamma_", 1, I, "packets", 0, 2**30, "queued packets that end slow start"),
    Param("v_rtt_", 0.0, D, "s", 0, math.inf, "latest fine-grained RTT sample"),
))


def check_vegas(values, owner="Agent/TCP/Vegas"):
    """Vegas keeps between v_alpha_ and v_beta_ packets queued: alpha <= beta."""
    alpha, beta = values["v_alpha_"], values["v_beta_"]
    if alpha > beta:
        raise units.ParameterError(
            "%s: v_alpha_ (%s) must not be greater than v_beta_ (%s); Vegas grows cwnd "
            "below v_alpha_ queued packets and shrinks it above v_beta_" % (owner, alpha, beta))

NEWRENO = dict(TCP, **_table(
    Param("newreno_changes_", 0, I, "", 0, 1,
          "Hoe's changes: ssthresh from the first acks, new data on every 2nd dupack"),
    Param("newreno_changes1_", 1, I, "", 0, 1,
          "only the first partial ack restarts the retransmit timer (RFC 2582)"),
    Param("partial_window_deflation_", 1, I, "", 0, 1,
          "a partial ack deflates the window by the data it acks"),
    Param("exit_recovery_fix_", 0, I, "", 0, 1,
          "on leaving recovery, cwnd = min(ssthresh_, outstanding)"),
))

# TCP CUBIC (RFC 9438): beyond stock ns-2 (kernel/tcp/cubic.pxi); it recovers
# from losses as NewReno does, so it has NewReno's parameters too.
CUBIC = dict(NEWRENO, **_table(
    Param("beta_", 0.7, D, "", 0, 1, "share of the window kept at a congestion event",
          open_low=True, open_high=True),
    Param("C_", 0.4, D, "segments/s^3", 0, math.inf,
          "cubic scaling: W(t) = C_ (t - K)^3 + W_max", open_low=True),
    Param("fast_convergence_", 1, B, "", 0, 1,
          "lower W_max to W (1 + beta_) / 2 when a loss comes before W_max is regained"),
    Param("tcp_friendliness_", 1, B, "", 0, 1,
          "never grow slower than Reno would (the Reno-friendly estimate W_est)"),
))

SACK1 = dict(TCP, **_table(
    Param("partial_ack_", 0, B, "", 0, 1, "send two segments on each partial ack"),
))

FACK = dict(TCP, **_table(
    Param("ss-div4_", 0, B, "", 0, 1, "in slow start, halve cwnd once more at a loss"),
    Param("rampdown_", 0, B, "", 0, 1, "let the window come down gradually in recovery"),
))

SINK = dict(AGENT, **_table(
    Param("packetSize_", 40, I, "bytes", 1, 2**31 - 1, "ack size (SACK blocks add 8 each)"),
    Param("bytes_", 0, I, "bytes", 0, math.inf, "bytes delivered in order (headers included)"),
    Param("maxSackBlocks_", 3, I, "blocks", 0, 2**30,
          "Sack1 sinks: SACK blocks per ack (at most 3, the TCP header's limit)"),
    Param("ts_echo_bugfix_", 1, B, "", 0, 1, "echo the timestamp of the last in-order segment"),
    Param("ts_echo_rfc1323_", 0, B, "", 0, 1, "update the echoed timestamp as RFC 1323 says"),
    Param("RFC2581_immediate_ack_", 1, B, "", 0, 1,
          "DelAck sinks: ack at once a segment that fills a gap"),
    Param("SYN_immediate_ack_", 1, B, "", 0, 1, "DelAck sinks: ack the SYN (segment 0) at once"),
    Param("generateDSacks_", 0, B, "", 0, 1, "Sack1 sinks: report duplicates in a D-SACK block"),
    Param("ecn_syn_", 0, B, "", 0, 1, "answer a sender's ECN negotiation with ECT set too"),
))

DELACK_SINK = dict(SINK, **_table(
    Param("interval_", 0.1, "time", "s", 0, math.inf, "longest wait before a delayed ack"),
))

NULL = dict(AGENT)

UDP = dict(AGENT)       # packetSize_ (default 1000) is the largest packet sent

MESSAGE = dict(AGENT, **_table(
    Param("packetSize_", 180, I, "bytes", 1, 2**31 - 1, "size of each message's packet"),
))

MESSAGE_PASSING = dict(AGENT, **_table(
    Param("packetSize_", 1500, I, "bytes", 1, 2**31 - 1, "largest message (one packet each)"),
))

# Agent/SRM (kernel/mcast/srm.pxi, nslab.mcast.srm): packetSize_ is a repair's payload
SRM = dict(AGENT, **_table(
    Param("packetSize_", 1024, I, "bytes", 1, 2**31 - 1, "payload of a repair"),
    Param("app_fid_", 0, I, "", 0, 2**31 - 1, "flow id of the data packets"),
))

ABSTCP = dict(AGENT, **_table(
    Param("packetSize_", 1000, I, "bytes", 1, 2**31 - 1, "size of each packet"),
))

ABSTCP_SINK = dict(AGENT, **_table(
    Param("packetSize_", 40, I, "bytes", 1, 2**31 - 1, "size of each ack"),
))

# Agent/RTP (Agent/CBR/RTP) and Agent/RTCP (kernel/traffic/rtp.pxi, nslab.mcast.rtp)
RTP = dict(AGENT, **_table(
    Param("packetSize_", 210, I, "bytes", 1, 2**31 - 1, "size of each RTP data packet"),
))
RTCP = dict(AGENT, **_table(
    Param("fid_", 32, I, "", 0, 2**31 - 1, "flow id of the reports (ns-2's class_ 32)"),
))

PING = dict(AGENT, **_table(
    Param("packetSize_", 64, I, "bytes", 1, 2**31 - 1, "size of a ping and of its answer"),
))

LOSSMON = dict(AGENT, **_table(
    Param("nlost_", 0, I, "packets", 0, 2**31 - 1, "packets missing from the seqno sequence"),
    Param("npkts_", 0, I, "packets", 0, 2**31 - 1, "packets received"),
    Param("bytes_", 0, I, "bytes", 0, 2**31 - 1, "bytes received"),
    Param("lastPktTime_", 0.0, D, "s", 0, math.inf, "arrival time of the last packet"),
    Param("expected_", 0, I, "", -1, 2**31 - 1, "next seqno expected (-1: none yet)"),
))

# Agent/TFRC and Agent/TFRCSink (kernel/traffic/tfrc.pxi, tfrc_sink.pxi), Agent/RAP
# (kernel/traffic/rap.pxi): ns-default.tcl's values.
_N = 2**31 - 1
TFRC = dict(AGENT, **_table(
    Param("packetSize_", 1000, I, "bytes", 1, _N, "data packet size (headersize_ added)"),
    Param("rate_", 0.0, D, "bytes/s", 0, math.inf, "sending rate (InitRate_ at start)"),
    Param("ndatapack_", 0, I, "packets", 0, _N, "data packets sent"),
    Param("ndatabytes_", 0, I, "bytes", 0, _N, "data bytes sent"),
    Param("true_loss_rate_", 0.0, D, "", 0, 1, "loss rate the receiver last reported"),
    Param("srtt_init_", 0, I, "s", 0, _N, "initial smoothed RTT of the coarse estimator"),
    Param("rttvar_init_", 12, I, "s", 0, _N, "initial RTT variation of the coarse estimator"),
    Param("rtxcur_init_", 6.0, D, "s", 0, math.inf, "initial RTO"),
    Param("rttvar_exp_", 2, I, "", 0, 16, "RTO = srtt + 2^rttvar_exp_ rttvar"),
    Param("T_SRTT_BITS", 3, I, "bits", 0, 16, "fixed-point bits of the smoothed RTT"),
    Param("T_RTTVAR_BITS", 2, I, "bits", 1, 16, "fixed-point bits of the RTT variation"),
    Param("voip_", 0, B, "", 0, 1, "VoIP mode: small packets, TCP's rate for fsize_"),
    Param("voip_max_pkt_rate_", 100, I, "packets/s", 1, _N, "VoIP mode's largest packet rate"),
    Param("fsize_", 1460, I, "bytes", 1, _N, "TCP packet size the equation uses in VoIP mode"),
    Param("headersize_", 32, I, "bytes", 0, _N, "header bytes added to each data packet"),
    Param("rate_init_option_", 2, I, "", 1, 2, "initial rate: 1 rate_init_, 2 RFC 3390's"),
    Param("slow_increase_", 1, B, "", 0, 1, "raise the rate gradually over an RTT in slow start"),
    Param("maxHeavyRounds_", 0, I, "RTTs", 0, _N, "rounds allowed above twice the receive rate"),
    Param("conservative_", 0, B, "", 0, 1, "conservative response to heavy congestion"),
    Param("scmult_", 1.5, D, "", 0, math.inf, "rate cap over the receive rate (conservative_)"),
    Param("oldCode_", 0, B, "", 0, 1, "wait for the timer after a data-limited period"),
    Param("df_", 0.95, D, "", 0, 1, "weight of the old RTT estimate"),
    Param("tcp_tick_", 0.1, D, "s", 0, math.inf, "clock granularity of the RTO estimate",
          open_low=True),
    Param("InitRate_", 300, I, "bytes/s", 1, _N, "rate until the first report"),
    Param("overhead_", 0.0, D, "", 0, 1, "random dither of the packet gaps"),
    Param("ssmult_", 2.0, D, "", 1, math.inf, "rate multiplier per RTT in slow start"),
    Param("bval_", 1, I, "packets", 1, _N, "packets per ack in the TCP equation"),
    Param("ca_", 1, I, "", 0, 1, "scale the gaps by sqrt(RTT) (congestion avoidance)"),
    Param("printStatus_", 0, B, "", 0, 1, "print the rate at each change"),
    Param("ecn_", 0, B, "", 0, 1, "ECN-capable packets"),
    Param("minrto_", 0.0, D, "s", 0, math.inf, "smallest RTO the equation uses"),
    Param("SndrType_", 0, I, "", 0, 1, "0 infinite data, 1 an application's data (FTP)"),
    Param("maxqueue_", 2**30, I, "packets", 0, _N, "largest backlog an application may queue"),
    Param("rate_init_", 2.0, D, "packets/RTT", 0, math.inf, "initial rate (rate_init_option_ 1)"),
    Param("useHeaders_", 1, B, "", 0, 1, "add headersize_ to each data packet"),
    Param("idleFix_", 1, B, "", 0, 1, "keep the initial rate after idle periods"),
))

TFRC_SINK = dict(AGENT, **_table(
    Param("packetSize_", 40, I, "bytes", 1, _N, "report size"),
    Param("InitHistorySize_", 100000, I, "packets", 1, 10**7, "packets of history kept"),
    Param("NumFeedback_", 1.0, D, "per RTT", 0, math.inf, "reports per RTT"),
    Param("AdjustHistoryAfterSS_", 1, I, "", 0, 1, "seed the history at the first loss"),
    Param("NumSamples_", -1, I, "intervals", 1, 10**6, "loss intervals averaged (-1: 8)",
          special=(-1,)),
    Param("discount_", 1, I, "", 0, 1, "discount old intervals when the open one is long"),
    Param("minDiscountRatio_", 0.5, D, "", 0, 1, "lowest discount factor"),
    Param("printLoss_", 0, I, "", 0, 1, "print the loss event rate at each report"),
    Param("smooth_", 1, I, "", 0, 1, "smoother average loss interval"),
    Param("ShortIntervals_", 0, I, "", 0, 13, "count several losses in short intervals"),
    Param("ShortRtts_", 2, I, "RTTs", 0, _N, "longest short interval"),
    Param("minlc_", 4, I, "", 0, _N, "loss events RBPH and EBPH look back for"),
    Param("algo_", 1, I, "", 1, 4, "loss estimator: 1 average loss interval, 2 EWMA, "
          "3 RBPH, 4 EBPH"),
    Param("history_", 0.75, D, "", 0, 1, "EWMA weight of the old mean (algo_ 2)"),
    Param("PreciseLoss_", 1, I, "", 0, 1, "a loss event needs a new sender round too"),
    Param("numPkts_", 1, I, "packets", 1, _N, "packets past a gap before it is a loss"),
    Param("bytes_", 0, I, "bytes", 0, _N, "bytes received"),
))

RAP = dict(AGENT, **_table(
    Param("packetSize_", 512, I, "bytes", 1, _N, "data packet size"),
    Param("seqno_", 0, I, "", 0, _N, "seqno of the last packet sent"),
    Param("sessionLossCount_", 0, I, "packets", 0, _N, "packets found lost"),
    Param("ipg_", 2.0, D, "s", 0, math.inf, "gap between packets", open_low=True),
    Param("alpha_", 1.0, D, "packets", 0, math.inf, "additive increase per RTT"),
    Param("beta_", 0.5, D, "", 0, 1, "multiplicative decrease of the rate", open_low=True),
    Param("srtt_", 2.0, D, "s", 0, math.inf, "smoothed RTT", open_low=True),
    Param("variance_", 0.0, D, "s", 0, math.inf, "RTT variation"),
    Param("delta_", 0.5, D, "", 0, 1, "gain of the RTT estimator"),
    Param("mu_", 1.2, D, "", 0, math.inf, "timeout = mu_ srtt + phi_ variance"),
    Param("phi_", 4.0, D, "", 0, math.inf, "timeout = mu_ srtt + phi_ variance"),
    Param("timeout_", 2.0, D, "s", 0, math.inf, "loss timeout"),
    Param("overhead_", 0.0, D, "s", 0, math.inf, "random delay added to each gap"),
    Param("useFineGrain_", 0, I, "", 0, 1, "scale the gaps by a short-term RTT"),
    Param("kfrtt_", 0.9, D, "", 0, 1, "gain of the short-term RTT"),
    Param("kxrtt_", 0.01, D, "", 0, 1, "gain of the long-term RTT"),
    Param("debugEnable_", 0, I, "", 0, 0, "debug log files (not in nslab)"),
    Param("rap_base_hdr_size_", 44, I, "bytes", 1, _N, "ack size"),
    Param("dpthresh_", 50, I, "%", 0, _N, "share of an RTT's packets sent needed to speed up"),
))

# Parameters ns-2 keeps in a TracedDouble, which tclcl reads back with %g (not %.17g)
TRACED_DOUBLE_PARAMS = {"Agent/TFRC": ("true_loss_rate_",),
                        "Agent/RAP": ("ipg_", "srtt_", "timeout_")}

# The kernel variables a TCP agent exposes read-only-ish to scripts (state and
# counters); `set` on them works as in ns-2 but they are not parameters.
TCP_STATE = ("cwnd_", "awnd_", "ssthresh_", "t_seqno_", "maxseq_", "ack_", "seqno_",
             "dupacks_", "dupwnd_", "recover_", "rtt_", "srtt_", "rttvar_", "backoff_",
             "ndatapack_", "ndatabytes_", "nackpack_", "nrexmit_", "nrexmitpack_",
             "nrexmitbytes_", "ncwndcuts_", "ncwndcuts1_", "necnresponses_",
             "W_max_", "K_", "W_est_", "epoch_start_")      # the last four: Cubic only



TCP_STATE_DOUBLES = ("cwnd_", "awnd_", "W_max_", "K_", "W_est_", "epoch_start_")


# Windows and counters cannot be negative; sequence numbers start at -1 (none
# yet).  ns-2 takes any value here; nslab refuses these (docs/strictness.md).
_STATE_LOW = dict.fromkeys(("t_seqno_", "maxseq_", "ack_", "seqno_", "recover_", "epoch_start_",
                            "rtt_", "srtt_", "rttvar_"), -1)


def state_param(name):
    """A TCP state variable set from a script (`$tcp set cwnd_ 5`): a number in
    its type's range, not below 0 (-1 for sequence numbers and timers)."""
    kind = D if name in TCP_STATE_DOUBLES else I
    return Param(name, 0, kind, "", _STATE_LOW.get(name, 0), math.inf if kind == D else 2**31 - 1)


# The TCP flavours: ns-2 class -> (the kernel's flavour name, parameter table),
# one line per flavour the kernel registers (kernel/tcp/*.pxi); the Tcl classes
# and the agent classes below follow from it
# Scalable TCP (Kelly 2003): beyond stock ns-2 (kernel/tcp/scalable.pxi); NewReno
# at small windows, so it has NewReno's parameters too.
SCALABLE = dict(NEWRENO, **_table(
    Param("a_", 0.01, D, "segments per ack", 0, 1, "window increase per new ack above low_window_",
          open_low=True),
    Param("b_", 0.125, D, "", 0, 1, "share of the window given up at a loss above low_window_",
          open_low=True, open_high=True),
    Param("low_window_", 16, I, "packets", 0, 2**30,
          "legacy window: at or below it the sender follows NewReno's rules"),
))

# ns-2's teaching TCP (kernel/tcp/rfc793edu.pxi): RFC 793's sender and switches
# that add, one at a time, what TCP gained later
RFC793EDU = dict(TCP, **_table(
    Param("add793expbackoff_", 1, B, "", 0, 1, "Karn's exponential backoff of the timer"),
    Param("add793jacobsonrtt_", 0, B, "", 0, 1,
          "Jacobson/Karels timeout (srtt + 4 rttvar) instead of RFC 793's 2 srtt"),
    Param("add793fastrtx_", 0, B, "", 0, 1, "fast retransmit on numdupacks_ dupacks"),
    Param("add793slowstart_", 0, B, "", 0, 1, "slow start and congestion avoidance"),
    Param("add793additiveinc_", 0, B, "", 0, 1, "additive increase only (from ssthresh_)"),
    Param("add793karnrtt_", 1, B, "", 0, 1, "no RTT sample from a retransmitted segment"),
    Param("add793exponinc_", 0, B, "", 0, 1, "multiplicative increase only"),
    Param("rto_", 60.0, D, "ticks", 0, math.inf, "current retransmission timeout in tcpTick_s"),
))

# ns-2's two-way TCP (tcp/fulltcp.pxi): sizes in bytes, its own acks
FULLTCP = dict(TCP, **_table(
    Param("segsperack_", 1, I, "segments", 1, 2**30, "segments received per ack sent"),
    Param("spa_thresh_", 0, I, "bytes", 0, 2**30,
          "ack every segment until this many bytes arrived (0: off)"),
    Param("segsize_", 536, I, "bytes", 0, 2**30,
          "segment payload (MSS; 0: packetSize_ less the header)"),
    Param("tcprexmtthresh_", 3, I, "acks", 1, 2**30, "dupacks that trigger fast retransmit"),
    Param("iss_", 0, I, "", 0, 2**30, "initial send sequence number"),
    Param("nodelay_", 0, B, "", 0, 1, "disable Nagle's algorithm"),
    Param("data_on_syn_", 0, B, "", 0, 1, "send data on the first SYN"),
    Param("dupseg_fix_", 1, B, "", 0, 1, "a duplicate segment's ack is no dupack"),
    Param("dupack_reset_", 0, B, "", 0, 1, "a data segment with an old ack ends recovery"),
    Param("interval_", 0.1, "time", "s", 0, math.inf, "delayed-ack timer period (0: none)"),
    Param("close_on_empty_", 0, B, "", 0, 1, "close once everything is sent and acked"),
    Param("signal_on_empty_", 0, B, "", 0, 1, "call done_data when the buffer empties"),
    Param("reno_fastrecov_", 1, B, "", 0, 1, "inflate the window by dupacks in recovery"),
    Param("pipectrl_", 0, B, "", 0, 1, "send by the pipe estimate, not the window"),
    Param("open_cwnd_on_pack_", 1, B, "", 0, 1, "open cwnd on partial acks"),
    Param("halfclose_", 0, B, "", 0, 1, "allow simplex closes"),
    Param("nopredict_", 0, B, "", 0, 1, "disable header prediction"),
))


def _default_changed(param, default):
    """`param` with another default (a subclass's init sets it, as ns-default.tcl's
    Agent/TCP/FullTcp/Tahoe init does)."""
    values = dict(zip(Param._FIELDS, param._values()), default=default)
    return Param(**values)


FULLTCP_TAHOE = dict(FULLTCP, reno_fastrecov_=_default_changed(FULLTCP["reno_fastrecov_"], 0))
FULLTCP_NEWRENO = dict(FULLTCP, open_cwnd_on_pack_=_default_changed(FULLTCP["open_cwnd_on_pack_"], 0),
                       **_table(Param("recov_maxburst_", 2, I, "packets", 0, 2**30,
                                      "max burst during recovery")))
FULLTCP_SACK = dict(
    FULLTCP, reno_fastrecov_=_default_changed(FULLTCP["reno_fastrecov_"], 0),
    open_cwnd_on_pack_=_default_changed(FULLTCP["open_cwnd_on_pack_"], 0), **_table(
        Param("max_sack_blocks_", 3, I, "blocks", 0, 3, "SACK blocks an ack reports"),
        Param("sack_block_size_", 8, I, "bytes", 0, 2**20, "header bytes per SACK block"),
        Param("sack_option_size_", 2, I, "bytes", 0, 2**20, "header bytes of the SACK option"),
        Param("clear_on_timeout_", 1, B, "", 0, 1, "forget the scoreboard at a timeout"),
        Param("sack_rtx_cthresh_", 1, I, "blocks", 0, 2**30,
              "SACKed ranges above a hole that make it worth filling"),
        Param("sack_rtx_bthresh_", 1, I, "bytes", 0, 2**30,
              "SACKed bytes above a hole that make it worth filling"),
        Param("sack_rtx_threshmode_", 1, I, "", 0, 4,
              "0 any hole, 1 by count, 2 by bytes, 3 either, 4 both"),
    ))

TCP_CLASSES = {
    "Agent/TCP": ("Tahoe", TCP),
    "Agent/TCP/Reno": ("Reno", TCP),
    "Agent/TCP/Vegas": ("Vegas", VEGAS),
    "Agent/TCP/Newreno": ("Newreno", NEWRENO),
    "Agent/TCP/Sack1": ("Sack1", SACK1),
    "Agent/TCP/Fack": ("Fack", FACK),
    "Agent/TCP/SackRH": ("SackRH", TCP),
    "Agent/TCP/SimpleTcp": ("SimpleTcp", TCP),
    "Agent/TCP/Cubic": ("Cubic", CUBIC),
    "Agent/TCP/Scalable": ("Scalable", SCALABLE),
    "Agent/TCP/RFC793edu": ("RFC793edu", RFC793EDU),
    "Agent/TCP/FullTcp": ("FullTcp", FULLTCP),
    "Agent/TCP/FullTcp/Tahoe": ("FullTcp/Tahoe", FULLTCP_TAHOE),
    "Agent/TCP/FullTcp/Newreno": ("FullTcp/Newreno", FULLTCP_NEWRENO),
    "Agent/TCP/FullTcp/Sack": ("FullTcp/Sack", FULLTCP_SACK),
}

# the two-way TCPs: both ends are of the flavour's class and the receiving one must
# `listen`, so the labs' scenarios (a sender and a sink) offer only the other flavours
# (SimpleTcp, the web cache's stand-in with Full TCP's interface, sends no acks at all)
TWO_WAY_TCP = ("FullTcp", "FullTcp/Tahoe", "FullTcp/Newreno", "FullTcp/Sack", "SimpleTcp")

# the receiver a flavour needs when it is not Agent/TCPSink (SACK senders need
# SACK blocks in the acks)
TCP_SINKS = {"Sack1": "Agent/TCPSink/Sack1", "Fack": "Agent/TCPSink/Sack1",
             "SackRH": "Agent/TCPSink/Sack1"}


def sink_for(flavour):
    """The sink class that receives TCP `flavour` (a TCP_CLASSES flavour name)."""
    return TCP_SINKS.get(flavour, "Agent/TCPSink")


# ns-2 class name -> (kernel agent kind, TCP flavour, parameter table)
# (for sinks, the variant)
AGENT_CLASSES = {cls: ("tcp", flavour, table) for cls, (flavour, table) in TCP_CLASSES.items()}
AGENT_CLASSES.update({
    "Agent/TCPSink": ("sink", "TCPSink", SINK),
    "Agent/TCPSink/DelAck": ("sink", "DelAck", DELACK_SINK),
    "Agent/TCPSink/Sack1": ("sink", "Sack1", SINK),
    "Agent/TCPSink/Sack1/DelAck": ("sink", "Sack1/DelAck", DELACK_SINK),
    "Agent/Null": ("null", None, NULL),
    "Agent/UDP": ("udp", None, UDP),
    "Agent/LossMonitor": ("lossmon", None, LOSSMON),
    "Agent/Ping": ("ping", None, PING),
    "Agent/Message": ("message", None, MESSAGE),
    "Agent/MessagePassing": ("message-passing", None, MESSAGE_PASSING),
    "Agent/SAack": ("null", None, NULL),     # answers only admission requests, which nslab lacks
    "Agent/TFRC": ("tfrc", None, TFRC),
    "Agent/TFRCSink": ("tfrc-sink", None, TFRC_SINK),
    "Agent/RAP": ("rap", None, RAP),
    "Agent/AbsTCPSink": ("abstcp-sink", None, ABSTCP_SINK),
})
AGENT_CLASSES.update({cls: ("srm", cls, SRM) for cls in (
    "Agent/SRM", "Agent/SRM/Deterministic", "Agent/SRM/Probabilistic", "Agent/SRM/Fixed",
    "Agent/SRM/Adaptive")})
AGENT_CLASSES.update({"Agent/RTP": ("rtp", None, RTP), "Agent/CBR/RTP": ("rtp", None, RTP),
                      "Agent/RTCP": ("rtp", None, RTCP)})

AGENT_CLASSES.update({"Agent/AbsTCP/" + machine: ("abstcp", machine, ABSTCP)
                      for machine in ("TahoeAck", "RenoAck", "TahoeDelAck", "RenoDelAck")})

def check_fulltcp(values, owner="Agent/TCP/FullTcp"):
    """segsize_ 0 takes the segment from packetSize_ less the header: it must leave a payload."""
    header = values["tcpip_base_hdr_size_"] + (values["ts_option_size_"] if values["timestamps_"] else 0)
    if values["segsize_"] == 0 and values["packetSize_"] <= header:
        raise units.ParameterError(
            "%s: segsize_ 0 makes the segment packetSize_ less the %d-byte header, and "
            "packetSize_ %d leaves no payload" % (owner, header, values["packetSize_"]))


def sender_option_classes(name):
    """The TCP classes that implement the sender option `name` (ecn_, frto_enabled_, ...)."""
    return ECN_TCP_CLASSES + (ECN_ONLY_TCP_CLASSES if name == "ecn_" else ())


# The TCP senders that implement ecn_ (kernel/tcp/ecn.pxi: the shared ack processing; F-RTO,
# kernel/tcp/frto.pxi, too), and those whose congestion events `eventtrace-all` traces
# (kernel/tcp/events.pxi).
ECN_TCP_CLASSES = ("Agent/TCP", "Agent/TCP/Reno")
# ECN, no F-RTO: sack1.pxi and newreno.pxi call ecn.pxi; sackrh.pxi answers echoes itself
# and tcp/fulltcp/ecn.pxi for the two-way TCPs but Sack
ECN_ONLY_TCP_CLASSES = ("Agent/TCP/Sack1", "Agent/TCP/Newreno", "Agent/TCP/SackRH",
                        "Agent/TCP/FullTcp", "Agent/TCP/FullTcp/Tahoe", "Agent/TCP/FullTcp/Newreno")
EVENT_TRACE_TCP_CLASSES = ("Agent/TCP", "Agent/TCP/Reno", "Agent/TCP/FullTcp",
                           "Agent/TCP/FullTcp/Tahoe", "Agent/TCP/FullTcp/Newreno",
                           "Agent/TCP/FullTcp/Sack")
