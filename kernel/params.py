"""Every parameter of every ns-2 class nslab implements, declared once.

A `Param` gives the ns-2 name, the default (ns-2.35's, docs/ns2-behavior.md §6.1),
the unit, the valid range and a line of help.  Validation, conversion of
script strings, the Python API's docstrings and the widgets all read these
tables.  Classes inherit their parent's table (`Agent/TCP/Reno` has every
`Agent/TCP` parameter), as OTcl class variables do.
"""
import math

from . import units


class Param:
    """One parameter (immutable).  A plain class rather than a dataclass: importing
    dataclasses (and inspect) cost a noticeable part of every `nslab run` start-up."""
    __slots__ = ("name", "default", "kind", "unit", "low", "high", "help", "special",
                 "open_low", "open_high", "ns2_double")
    _FIELDS = __slots__

    def __init__(self, name, default, kind, unit="", low=-math.inf, high=math.inf, help="",
                 special=(), open_low=False, open_high=False, ns2_double=False):
        set_ = object.__setattr__
        set_(self, "name", name)            # ns-2 name, e.g. "window_"
        set_(self, "default", default)
        set_(self, "kind", kind)            # int | double | bool | bandwidth | time
        set_(self, "unit", unit)
        set_(self, "low", low)
        set_(self, "high", high)
        set_(self, "help", help)
        set_(self, "special", special)      # values accepted outside [low, high] ("automatic")
        set_(self, "open_low", open_low)    # low itself is out of range: (low, high]
        set_(self, "open_high", open_high)  # high itself is out of range: [low, high)
        # an "int" that ns-2 binds to a C double: script text reads as a double ("010" is
        # 10, not octal 8) and must be a whole number here
        set_(self, "ns2_double", ns2_double)

    def __setattr__(self, name, value):
        raise AttributeError("Param is immutable (cannot set %r)" % name)

    def _values(self):
        return tuple(getattr(self, f) for f in self._FIELDS)

    def __reduce__(self):
        # rebuilt through __init__ (pickle's slot restore would go through __setattr__)
        return (Param, self._values())

    def __eq__(self, other):
        return isinstance(other, Param) and self._values() == other._values()

    def __hash__(self):
        return hash(self._values())

    def __repr__(self):
        return "Param(%s)" % ", ".join("%s=%r" % (f, getattr(self, f)) for f in self._FIELDS)

    def convert(self, value, owner="parameter"):
        """The value as the kernel stores it, from a number or a Tcl string."""
        label = "%s %s" % (owner, self.name)
        if self.kind == "bandwidth":
            v = units.bandwidth(value, label)
        elif self.kind == "rate":           # a bandwidth where 0 means "not set"
            v = 0.0 if str(value).strip() in ("0", "0.0") else units.bandwidth(value, label)
        elif self.kind == "time":
            v = units.duration(value, label)
        elif self.kind == "bool":
            v = units.boolean(value, label)
        elif self.kind == "int" and self.ns2_double and isinstance(value, str):
            _require_numeric(value, label)
            v = units.atof(value, label)
            if math.isfinite(v):
                if v != int(v):
                    raise units.ParameterError(
                        "%s: %r is not a whole number (nslab keeps %s in whole packets)"
                        % (label, value, self.name))
                v = int(v)
        elif self.kind == "int":
            if isinstance(value, str):
                _require_numeric(value, label)
            v = units.strtol(value, label)
        else:
            if isinstance(value, str):
                _require_numeric(value, label)
            v = units.atof(value, label)
        if isinstance(v, float) and not math.isfinite(v):       # "1e400": C's atof gives inf
            raise units.ParameterError("%s: %r is not a finite number (range %s)"
                                       % (label, value, self.range_text()))
        # a flag keeps any number ns-2's atoi reads ("08" is 8: true)
        if self.kind != "bool" and not self.in_range(v) and v not in self.special:
            raise units.ParameterError("%s: %r is out of range %s%s%s" % (
                label, value, self.range_text(),
                " (%s)" % self.unit if self.unit else "",
                " and is not one of %s" % ", ".join(_fmt(x) for x in self.special)
                if self.special else ""))
        return v

    def in_range(self, v):
        return ((self.low < v if self.open_low else self.low <= v)
                and (v < self.high if self.open_high else v <= self.high))

    def range_text(self):
        """[low, high], with ( or ) at an open end."""
        return "%s%s, %s%s" % ("(" if self.open_low or self.low == -math.inf else "[",
                               _fmt(self.low), _fmt(self.high),
                               ")" if self.open_high or self.high == math.inf else "]")


def _fmt(x):
    return "-inf" if x == -math.inf else "inf" if x == math.inf else "%.12g" % x


# Words scripts write for a flag (`$cbr set random_ false`): ns-2 reads numeric
# variables with atof, which makes every one of them 0 ("true" too); nslab takes
# them as ns-2 does but refuses other words, which are more likely typos.
_FLAG_WORDS = ("false", "true", "no", "yes", "off", "on")


def _require_numeric(text, label):
    s = text.strip()
    if s.lower() in _FLAG_WORDS:
        return
    if not s or not (s[0].isdigit() or s[0] in "+-." and len(s) > 1):
        raise units.ParameterError("%s: expected a number, got %r" % (label, text))


def _table(*params):
    return {p.name: p for p in params}


I, D, B = "int", "double", "bool"

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

# Variables that ns-2 (ns-default.tcl) sets on a class although the class inherits
# them, with the text it sets: a script's setting on an ancestor class does not reach
# that class, and the class reads back that text.
OWN_CLASS_DEFAULTS = {
    "Agent/TCP/RFC793edu": {"syn_": "true"},
    "Simulator": {"mobile_ip_": "0"}, "Node": {"rtagent_port_": "255"},
    # tcl/webcache/webtraf.tcl's (nslab.otcl.webtraf)
    "PagePool/WebTraf": {
        "debug_": "false", "TCPTYPE_": "Reno", "TCPSINKTYPE_": "TCPSink",
        "FID_ASSIGNING_MODE_": "0", "VERBOSE_": "0", "recycle_page_": "1", "dont_recycle_": "0",
        "fulltcp_": "0", "req_trace_": "0", "resp_trace_": "0", "enable_conn_timer_": "0",
        "avg_waiting_time_": "30", "FLOW_SIZE_TH_": "15", "FLOW_SIZE_OPS_": "0"},
    # ns-default.tcl's worm variables (nslab.otcl.worm); a class inherits its ancestors'
    # (Runner._class_defaults)
    "Application/Worm": {"ScanRate": "4000", "ScanPort": "1434", "ScanPacketSize": "404"},
    "Application/Worm/An": {"TimeStep": "1"},
    # tcl/webcache/http-agent.tcl's (nslab.otcl.webcache)
    "Http": {
        "id_": "0", "TRANSPORT_": "FullTcp", "HB_FID_": "40", "PINV_FID_": "41",
        "INVSize_": "43", "REQSize_": "43", "REFSize_": "50", "IMSSize_": "50",
        "JOINSize_": "10", "HBSize_": "1", "PFSize_": "1", "NTFSize_": "10", "MPUSize_": "10",
        "fid_": "-1"},
    "Http/Client": {"hb_interval_": "60"},
}

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

# ns-2 class name -> checks across parameters, given a mapping name -> value
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


def check_fulltcp(values, owner="Agent/TCP/FullTcp"):
    """segsize_ 0 takes the segment from packetSize_ less the header: it must leave a payload."""
    header = values["tcpip_base_hdr_size_"] + (values["ts_option_size_"] if values["timestamps_"] else 0)
    if values["segsize_"] == 0 and values["packetSize_"] <= header:
        raise units.ParameterError(
            "%s: segsize_ 0 makes the segment packetSize_ less the %d-byte header, and "
            "packetSize_ %d leaves no payload" % (owner, header, values["packetSize_"]))


CHECKS = {
    "Agent/TCP/Vegas": check_vegas,
    "Queue/RED": check_red,
    "Queue/FRED": check_fred,
}
CHECKS.update({cls: check_fulltcp for cls, (flavour, table) in TCP_CLASSES.items()
               if flavour in TWO_WAY_TCP and "segsize_" in table})


def check(cls, values, owner=None):
    """Raise ParameterError if the class's parameters contradict each other
    (`owner` names the object in the message; the class by default)."""
    if cls in CHECKS:
        CHECKS[cls](values, owner or cls)
    if AGENT_CLASSES.get(cls, ("",))[0] == "tcp" and cls not in ECN_TCP_CLASSES:
        for name, what in (("ecn_", "ECN in TCP senders"), ("frto_enabled_", "F-RTO"),
                           ("sfrto_enabled_", "F-RTO")):
            having = sender_option_classes(name)
            if values[name] and cls not in having:
                raise units.ParameterError("%s: %s 1: %s is implemented for %s only"
                                           % (owner or cls, name, what, " and ".join(having)))


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


# Queue checks that apply only once the scenario set these parameters itself
# (RED's automatic thresholds, 0, stay as ns-2 has them); the others apply
# when the queue is made and again before the run.
QUEUE_CHECK_NEEDS = {"Queue/RED": frozenset({"thresh_", "maxthresh_"})}


def check_queue(queue, values, owner, explicit=None):
    """Run the checks of Queue/`queue` on `values`.  explicit: the names the
    scenario set (before the run); None when the queue is being made."""
    cls = "Queue/" + queue
    needs = QUEUE_CHECK_NEEDS.get(cls)
    if needs is None or (explicit is not None and needs <= explicit):
        check(cls, values, owner)


# ---- applications (docs/ns2-behavior.md §8) ------------------------------------------

TELNET = _table(
    Param("interval_", 1.0, D, "s", 0, math.inf,
          "mean time between messages (exponential); 0: tcplib's telnet distribution"),
)

_TRAFFIC = _table(
    Param("packetSize_", 210, I, "bytes", 1, 2**28, "message size handed to the agent"),
)

CBR = dict(_TRAFFIC, **_table(
    Param("rate_", 448e3, "bandwidth", "bits/s", 0, math.inf, "sending rate"),
    Param("random_", 0.0, D, "", -math.inf, math.inf,
          "nonzero: jitter each gap by U(-0.5, 0.5) times the interval"),
    Param("maxpkts_", 268435456, I, "messages", 0, 2**31 - 1, "stop after this many messages"),
))

# CBR's interval_ is not stored: setting it sets rate_ = packetSize_ * 8 / interval_.
CBR_INTERVAL = Param("interval_", 0.00375, "time", "s", 0, math.inf,
                     "time between messages (sets rate_)")

EXPONENTIAL = dict(_TRAFFIC, **_table(
    Param("burst_time_", 0.5, "time", "s", 0, math.inf, "mean length of a burst"),
    Param("idle_time_", 0.5, "time", "s", 0, math.inf, "mean length of an idle period"),
    Param("rate_", 64e3, "bandwidth", "bits/s", 0, math.inf, "sending rate within a burst"),
))

PARETO = dict(EXPONENTIAL, **_table(
    Param("shape_", 1.5, D, "", 0, math.inf, "Pareto shape of burst and idle lengths"),
))

# An empirical distribution's variables (RandomVariable/Empirical, RealAudio's idle times)
CDF = _table(
    Param("minCDF_", 0.0, D, "", 0, 1, "draws take u uniform in [minCDF_, maxCDF_)"),
    Param("maxCDF_", 1.0, D, "", 0, 1, "upper end of the uniform draw"),
    Param("interpolation_", 0, I, "", 0, 2,
          "0: the first value whose CDF reaches u; 1: linear between entries; 2: 1 rounded up"),
    Param("maxEntry_", 32, I, "entries", 1, 2**31 - 1,
          "ns-2's first table allocation (the table grows as the file needs)"),
)

REALAUDIO = dict(_TRAFFIC, **_table(
    Param("packetSize_", 240, I, "bytes", 1, 2**28, "message size handed to the agent"),
    Param("burst_time_", 0.05e-3, "time", "s", 0, math.inf,
          "gap between packets (and length of a burst's on time)"),
    Param("idle_time_", 1.8, "time", "s", 0, math.inf,
          "mean idle time (with rate_, the mean burst size; idle times come from offtimecdf)"),
    Param("rate_", 2e3, "bandwidth", "bits/s", 0, math.inf, "sending rate of a burst"),
), **CDF)

# ns-2 class name -> (kernel application kind, parameter table)
APP_CLASSES = {
    "Application/Telnet": ("telnet", TELNET),
    "Application/Traffic/CBR": ("cbr", CBR),
    "Application/Traffic/Exponential": ("exponential", EXPONENTIAL),
    "Application/Traffic/Pareto": ("pareto", PARETO),
    "Application/Traffic/RealAudio": ("realaudio", REALAUDIO),
}

# ---- random variables and error models (docs/ns2-behavior.md §9, §10) -----------------

def _ranvar(**params):
    """name=(default, low, high[, open_low]): the range keeps draws meaningful (ns-2
    takes any value: a negative mean draws negative times; docs/strictness.md)."""
    return _table(*(Param(name, spec[0], I if name == "k_" else D, "", spec[1], spec[2],
                          "distribution parameter", open_low=len(spec) > 3 and spec[3])
                    for name, spec in params.items()))


_ANY = (-math.inf, math.inf)
_POSITIVE = (0, math.inf, True)         # (0, inf)
_ABOVE_ONE = (1, math.inf, True)        # (1, inf): a finite mean

# ns-2 class name -> (kernel kind, parameter table)
RANVAR_CLASSES = {
    "RandomVariable/Uniform": ("uniform", _ranvar(min_=(0.0,) + _ANY, max_=(1.0,) + _ANY)),
    "RandomVariable/Exponential": ("exponential", _ranvar(avg_=(1.0, 0, math.inf))),
    "RandomVariable/Pareto": ("pareto", _ranvar(avg_=(1.0, 0, math.inf),
                                                shape_=(1.5,) + _ABOVE_ONE)),
    "RandomVariable/ParetoII": ("paretoII", _ranvar(avg_=(10.0, 0, math.inf),
                                                    shape_=(1.2,) + _ABOVE_ONE)),
    "RandomVariable/Constant": ("constant", _ranvar(val_=(1.0,) + _ANY)),
    "RandomVariable/Normal": ("normal", _ranvar(avg_=(0.0,) + _ANY, std_=(1.0, 0, math.inf))),
    "RandomVariable/LogNormal": ("lognormal", _ranvar(avg_=(1.0,) + _ANY, std_=(1.0, 0, math.inf))),
    "RandomVariable/Erlang": ("erlang", _ranvar(lambda_=(1.0,) + _POSITIVE, k_=(1, 1, 2**31 - 1))),
    "RandomVariable/Weibull": ("weibull", _ranvar(scale_=(1.0,) + _POSITIVE,
                                                  shape_=(1.0,) + _POSITIVE)),
    # cov_ below 1 has no such mixture (ns-2 dies of SIGFPE), above sqrt(39) the smaller
    # of its two means is negative (ns-2 draws negative values)
    "RandomVariable/HyperExponential": ("hyperexponential", _ranvar(avg_=(1.0, 0, math.inf),
                                                                    cov_=(4.0, 1, math.sqrt(39)))),
    "RandomVariable/Empirical": ("empirical", CDF),
}

ERROR_MODEL = _table(
    Param("rate_", 0.0, D, "", 0, 1, "loss probability per unit (packet, byte or bit)"),
    Param("enable_", 1, I, "", 0, 1, "0 lets every packet through"),
    Param("markecn_", 0, B, "", 0, 1, "mark ECN CE instead of dropping"),
    Param("delay_pkt_", 0, B, "", 0, 1, "delay hit packets by delay_ (not implemented)"),
    Param("delay_", 0.0, D, "s", 0, math.inf, "delay of hit packets when delay_pkt_ is set"),
    Param("bandwidth_", 2e6, "bandwidth", "bits/s", 0, math.inf, "link rate for the time unit"),
)

ERROR_UNITS = ("pkt", "byte", "bit", "time")

# TBF, the token bucket filter (kernel/traffic/tbf.pxi)
TBF = _table(
    Param("rate_", 64e3, "bandwidth", "bits/s", 0, math.inf, "rate the bucket fills at",
          open_low=True),
    Param("bucket_", 1024, I, "bits", 0, 2**31 - 1, "bucket depth"),
    Param("qlen_", 0, I, "packets", 0, 2**31 - 1, "packets that may wait for tokens "
          "(0: a packet without tokens is dropped)"),
)

# ErrorModel/Periodic's own variables (docs/ns2-behavior.md §10)
ERROR_MODEL_PERIODIC = _table(
    Param("period_", 1.0, D, "units", 0, math.inf, "units (or seconds) between hits"),
    Param("offset_", 0.0, D, "units", 0, math.inf, "units (or seconds) before the first hit"),
    Param("burstlen_", 0.0, D, "units", 0, math.inf, "units after each hit hit too"),
    Param("default_drop_", 0, I, "", 0, 1, "1: hit every unit except the periodic ones"),
)

# the kinds of error model: kind -> its own variables besides ERROR_MODEL's
ERROR_MODEL_KINDS = {"uniform": {}, "periodic": ERROR_MODEL_PERIODIC, "list": {}}


# ---- wireless (docs/ns2-behavior.md §11) -----------------------------------------------

WIRELESS_PHY = _table(
    Param("Pt_", 0.28183815, D, "W", 0, math.inf, "transmit power"),
    Param("freq_", 914e6, D, "Hz", 1, math.inf, "carrier frequency (wavelength = c / freq_)"),
    Param("L_", 1.0, D, "", 1e-12, math.inf, "system loss factor"),
    Param("RXThresh_", 3.652e-10, D, "W", 0, math.inf,
          "weakest signal decoded (250 m with the defaults and TwoRayGround)"),
    Param("CSThresh_", 1.559e-11, D, "W", 0, math.inf,
          "weakest signal sensed as busy (550 m carrier-sense range)"),
    Param("CPThresh_", 10.0, D, "", 0, math.inf,
          "capture: a reception survives a packet this many times weaker"),
    Param("bandwidth_", 2e6, "rate", "bits/s", 0, math.inf, "not used by Mac/802_11"),
)

OMNI_ANTENNA = _table(
    Param("X_", 0.0, D, "m", -math.inf, math.inf, "antenna offset from the node"),
    Param("Y_", 0.0, D, "m", -math.inf, math.inf, "antenna offset from the node"),
    Param("Z_", 1.5, D, "m", 0, math.inf, "antenna height above the node"),
    Param("Gt_", 1.0, D, "", 0, math.inf, "transmit gain"),
    Param("Gr_", 1.0, D, "", 0, math.inf, "receive gain"),
)

MAC_802_11 = _table(
    Param("CWMin_", 31, I, "slots", 1, 2**31 - 1, "initial contention window"),
    Param("CWMax_", 1023, I, "slots", 1, 2**31 - 1, "largest contention window"),
    Param("SlotTime_", 0.000020, "time", "s", 0, math.inf, "backoff slot"),
    Param("SIFS_", 0.000010, "time", "s", 0, math.inf, "short interframe space (DIFS = SIFS + 2 slots)"),
    Param("PreambleLength_", 144, I, "bits", 0, 2**20, "PLCP preamble"),
    Param("PLCPHeaderLength_", 48, I, "bits", 0, 2**20, "PLCP header"),
    Param("PLCPDataRate_", 1e6, "bandwidth", "bits/s", 1, math.inf, "rate of preamble and PLCP header"),
    Param("RTSThreshold_", 0, I, "bytes", 0, 2**31 - 1,
          "frames of at least this size use RTS/CTS (0: every unicast)"),
    Param("ShortRetryLimit_", 7, I, "", 1, 2**31 - 1, "attempts for RTS (and frames up to RTSThreshold_)"),
    Param("LongRetryLimit_", 4, I, "", 1, 2**31 - 1, "attempts for data frames above RTSThreshold_"),
    Param("dataRate_", 1e6, "rate", "bits/s", 0, math.inf, "rate of unicast data frames (0: bandwidth_)"),
    Param("basicRate_", 1e6, "rate", "bits/s", 0, math.inf,
          "rate of control frames and broadcasts (0: bandwidth_)"),
    Param("bandwidth_", 2e6, "bandwidth", "bits/s", 0, math.inf, "Mac's bandwidth_ (used when a rate is 0)"),
    Param("bugFix_timer_", 1, B, "", 0, 1, "back off (not defer) before frames sent without RTS"),
    Param("BeaconInterval_", 0.1, "time", "s", 0, math.inf, "an access point's beacon period"),
    Param("ProbeDelay_", 0.0001, "time", "s", 0, math.inf, "active scan: wait before the probe"),
    Param("MinChannelTime_", 0.005, "time", "s", 0, math.inf,
          "active scan: wait for a first probe response"),
    Param("MaxChannelTime_", 0.011, "time", "s", 0, math.inf,
          "active scan: collect probe responses; wait for an AP's answer"),
    Param("ChannelTime_", 0.12, "time", "s", 0, math.inf, "passive scan: listen for beacons"),
)

# Mac/Simple (radio/mac_simple.pxi): Mac's bandwidth_ and its own duplex switch
MAC_SIMPLE = _table(
    Param("bandwidth_", 2e6, "bandwidth", "bits/s", 1, math.inf,
          "rate of every frame (jitter: 0..39 times 100 bits)"),
    Param("fullduplex_mode_", 0, B, "", 0, 1, "receive while sending"),
)

# Mac/SMAC (radio/mac_smac.pxi): S-MAC's switches (its rates and frame times are fixed)
MAC_SMAC = _table(
    Param("syncFlag_", 0, B, "", 0, 1, "listen/sleep cycles (1) or always listening (0)"),
    Param("selfConfigFlag_", 1, I, "", 1, 1,
          "nodes choose their schedules (only 1: schedule-start-time is not implemented)"),
    Param("dutyCycle_", 10.0, D, "%", 1e-9, 100, "listening share of each cycle (syncFlag_ 1)"),
)

# Mac/Tdma (radio/mac_tdma.pxi): Mac's bandwidth_, the slot and the frame's size
MAC_TDMA = _table(
    Param("bandwidth_", 2e6, "bandwidth", "bits/s", 1, math.inf, "rate of every frame"),
    Param("slot_packet_len_", 1500, I, "bytes", 1, 2**20, "a slot's length in bytes sent"),
    Param("max_node_num_", 64, I, "", 1, 2**16, "most nodes taking part (slots per frame)"),
)

LINK_LAYER = _table(
    Param("delay_", 25e-6, "time", "s", 0, math.inf, "delay to the queue and up to the node"),
    Param("mindelay_", 50e-6, "time", "s", 0, math.inf, "not used"),
    Param("bandwidth_", 0.0, "rate", "bits/s", 0, math.inf, "not used"),
)

ARP_TABLE = _table(
    Param("delay_", 5e-6, "time", "s", 0, math.inf, "delay of ARP packets and released packets"),
)

PRI_QUEUE = _table(
    Param("limit_", 50, I, "packets", 1, 2**30, "queue limit (set by node-config -ifqLen)"),
    Param("Prefer_Routing_Protocols", 1, B, "", 0, 1, "routing packets jump the queue"),
)

# A plain Queue/DropTail as a mobile node's interface queue (-ifqType Queue/DropTail): the
# same admission as PriQueue, but routing packets wait their turn at the tail.
IFQ_DROP_TAIL = _table(
    Param("limit_", 50, I, "packets", 1, 2**30, "queue limit (set by node-config -ifqLen)"),
)

# CMUPriQueue, DSR's interface queue: four bands of at most 50 packets each; ns-2 never
# reads limit_ (node-config -ifqLen sets it all the same) nor the logging thresholds.
CMU_PRI_QUEUE = _table(
    Param("limit_", 50, I, "packets", 1, 2**30, "set by node-config -ifqLen, not used"),
    Param("qlen_logthresh_", 10, I, "packets", 1, 2**30, "queue-length logging threshold (no log)"),
    Param("fw_logthresh_", 25, I, "packets", 1, 2**30, "forwarding logging threshold (no log)"),
    Param("debug_", 0, B, "", 0, 1, "debug output (none)"),
)

SHADOWING = _table(
    Param("pathlossExp_", 2.0, D, "", 0, math.inf, "path-loss exponent beyond dist0_"),
    Param("std_db_", 4.0, D, "dB", 0, math.inf, "standard deviation of the log-normal shadowing"),
    Param("dist0_", 1.0, D, "m", 1e-9, math.inf, "close-in reference distance"),
    Param("seed_", 0, I, "", 0, 63, "predefined seed index its RNG starts with"),
)

DSDV_AGENT = _table(
    Param("wst0_", 6.0, "time", "s", 0, math.inf, "initial weighted settling time"),
    Param("perup_", 15.0, "time", "s", 1e-9, math.inf, "period of full updates (jittered x0.75..1)"),
    Param("use_mac_", 0, B, "", 0, 0, "link-layer feedback (only 0 is implemented)"),
    Param("be_random_", 1, B, "", 0, 1, "jitter updates"),
    Param("alpha_", 0.875, D, "", 0, 1, "settling-time smoothing"),
    Param("min_update_periods_", 3, I, "", 1, 2**20, "missed updates before a neighbour is lost"),
    Param("verbose_", 0, I, "", 0, 0, "debug lines (not implemented)"),
    Param("trace_wst_", 0, I, "", 0, 0, "settling-time lines (not implemented)"),
)

AODV_AGENT = _table()

MOBILE_NODE = _table(
    Param("X_", 0.0, D, "m", -math.inf, math.inf, "position"),
    Param("Y_", 0.0, D, "m", -math.inf, math.inf, "position"),
    Param("Z_", 0.0, D, "m", -math.inf, math.inf, "position"),
    Param("speed_", 0.0, D, "m/s", 0, math.inf, "speed (set by setdest)"),
)

# node-config's energy options (radio/energy.pxi), used with -energyModel EnergyModel
ENERGY_MODEL = _table(
    Param("initialEnergy", 0.0, D, "J", 0, math.inf, "energy at the start"),
    Param("txPower", 0.660, D, "W", 0, math.inf, "drained while sending"),
    Param("rxPower", 0.395, D, "W", 0, math.inf, "drained while receiving"),
    Param("idlePower", 0.0, D, "W", 0, math.inf, "drained while idle"),
    Param("sleepPower", 0.0, D, "W", 0, math.inf, "drained while the MAC lets the radio sleep"),
    Param("sleepTime", 10000.0, D, "s", 0, math.inf, "not used (as in ns-2)"),
    Param("transitionPower", 0.0, D, "W", 0, math.inf, "drained while going to or from sleep"),
    Param("transitionTime", 0.0, D, "s", 0, math.inf, "time of each such transition"),
)

MOBILE_HOPS = Param("hops", 0, I, "", 0, 2**31 - 1, "node index or hop count")

# ns-2 class -> parameter table, for the wireless classes nslab implements
WIRELESS_CLASSES = {
    "Phy/WirelessPhy": WIRELESS_PHY,
    "Antenna/OmniAntenna": OMNI_ANTENNA,
    "Mac/802_11": MAC_802_11,
    "Mac/Simple": MAC_SIMPLE,
    "Mac/SMAC": MAC_SMAC,
    "Mac/Tdma": MAC_TDMA,
    "LL": LINK_LAYER,
    "ARPTable": ARP_TABLE,
    "Queue/DropTail/PriQueue": PRI_QUEUE,
    "Queue/DropTail": IFQ_DROP_TAIL,
    "CMUPriQueue": CMU_PRI_QUEUE,
    "Agent/DSDV": DSDV_AGENT,
    "Agent/AODV": AODV_AGENT,
    "Agent/DumbAgent": {},
    "Node/MobileNode": MOBILE_NODE,
    "Channel/WirelessChannel": {},
    "Propagation/TwoRayGround": {},
    "Propagation/FreeSpace": {},
    "Propagation/Shadowing": SHADOWING,
    "Propagation/ShadowingVis": {},
    "Topography": {},
}

# What `Class set var` prints for a default, when ns-default.tcl sets it as text
WIRELESS_TEXT = {
    ("Mac/802_11", "dataRate_"): "1Mb", ("Mac/802_11", "basicRate_"): "1Mb",
    ("Mac/802_11", "SlotTime_"): "0.000020", ("Mac/802_11", "SIFS_"): "0.000010",
    ("Mac/802_11", "PLCPDataRate_"): "1.0e6", ("Mac/802_11", "bugFix_timer_"): "true",
    ("Mac/802_11", "bandwidth_"): "2Mb", ("Mac/Simple", "bandwidth_"): "2Mb",
    ("Mac/SMAC", "dutyCycle_"): "10", ("Mac/Tdma", "bandwidth_"): "2Mb",
    ("Mac/802_11", "BeaconInterval_"): "0.1", ("Mac/802_11", "ProbeDelay_"): "0.0001",
    ("Mac/802_11", "MinChannelTime_"): "0.005", ("Mac/802_11", "MaxChannelTime_"): "0.011",
    ("Mac/802_11", "ChannelTime_"): "0.12",
    ("Phy/WirelessPhy", "CPThresh_"): "10.0",
    ("Phy/WirelessPhy", "CSThresh_"): "1.559e-11", ("Phy/WirelessPhy", "RXThresh_"): "3.652e-10",
    ("Phy/WirelessPhy", "bandwidth_"): "2e6", ("Phy/WirelessPhy", "Pt_"): "0.28183815",
    ("Phy/WirelessPhy", "freq_"): "914e+6", ("Phy/WirelessPhy", "L_"): "1.0",
    ("Antenna/OmniAntenna", "Z_"): "1.5", ("Antenna/OmniAntenna", "Gt_"): "1.0",
    ("Antenna/OmniAntenna", "Gr_"): "1.0", ("LL", "delay_"): "25us", ("LL", "mindelay_"): "50us",
    ("ARPTable", "delay_"): "5us", ("Agent/DSDV", "alpha_"): "0.875",
    ("Queue/DropTail/PriQueue", "Prefer_Routing_Protocols"): "1",
    ("CMUPriQueue", "debug_"): "false",
}

# node-config options: ns-2 name -> (Python name, what it takes)
NODE_CONFIG = {
    "adhocRouting": ("adhoc_routing", "AODV, DSDV, DumbAgent or DSR"),
    "llType": ("ll_type", "LL"),
    "macType": ("mac_type", "Mac/802_11, Mac/Simple, Mac/SMAC or Mac/Tdma"),
    "ifqType": ("ifq_type", "Queue/DropTail/PriQueue, Queue/DropTail or CMUPriQueue"),
    "ifqLen": ("ifq_len", "the interface queue limit, packets"),
    "antType": ("ant_type", "Antenna/OmniAntenna"),
    "propType": ("prop_type", "Propagation/TwoRayGround, Propagation/FreeSpace or "
                 "Propagation/Shadowing"),
    "propInstance": ("prop_instance", "a propagation object"),
    "phyType": ("phy_type", "Phy/WirelessPhy"),
    "channel": ("channel", "a Channel/WirelessChannel"),
    "channelType": ("channel_type", "Channel/WirelessChannel"),
    "topoInstance": ("topo_instance", "a Topography"),
    "agentTrace": ("agent_trace", "ON or OFF"),
    "routerTrace": ("router_trace", "ON or OFF"),
    "macTrace": ("mac_trace", "ON or OFF"),
    "movementTrace": ("movement_trace", "ON or OFF"),
    "phyTrace": ("phy_trace", "OFF (PHY traces are not implemented)"),
    "eotTrace": ("eot_trace", "OFF"),
    "toraDebug": ("tora_debug", "OFF (TORA is not implemented)"),
    "wiredRouting": ("wired_routing", "OFF (ON: a base station, nslab.hier)"),
    "addressType": ("address_type", "flat"),
    "mobileIP": ("mobile_ip", "OFF"),
    "QS": ("qs", "OFF (Quick-Start routers are not implemented)"),
    "energyModel": ("energy_model", "EnergyModel (with -initialEnergy and the powers below)"),
    "initialEnergy": ("initial_energy", "the energy model's joules at the start"),
    "txPower": ("tx_power", "W drained while sending (0.660)"),
    "rxPower": ("rx_power", "W drained while receiving (0.395)"),
    "idlePower": ("idle_power", "W drained while idle (0)"),
    "sleepPower": ("sleep_power", "W drained while asleep (0)"),
    "sleepTime": ("sleep_time", "not used"),
    "transitionPower": ("transition_power", "W drained going to or from sleep (0)"),
    "transitionTime": ("transition_time", "s of each such transition (0)"),
    "IncomingErrProc": ("incoming_err_proc",
                        "a procedure making each node's error model for received packets"),
    "OutgoingErrProc": ("outgoing_err_proc",
                        "a procedure making each node's error model for sent frames"),
}


def defaults(table):
    return {name: p.default for name, p in table.items()}


def describe(table):
    """One line per parameter: name, default, unit, range and help."""
    lines = []
    for p in sorted(table.values(), key=lambda p: p.name.lower()):
        rng = "" if (p.low, p.high) == (-math.inf, math.inf) else " in " + p.range_text()
        lines.append("    %-22s default %s%s%s: %s" % (
            p.name, p.default, " " + p.unit if p.unit else "", rng, p.help))
    return "\n".join(lines)
