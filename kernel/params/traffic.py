"""The applications' parameters (Telnet, CBR, Exponential, Pareto, CDF, RealAudio), the
random variables and the error models, TBF."""
import math

from .base import B, D, I, Param, _table


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
