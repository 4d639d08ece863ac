"""Curve fits and summary statistics used with sweeps (Dordal §16.3.6, §16.3.10.1);
re-exported by nslab.analysis."""
import numpy as np


def _pairs(x, y, what):
    x = np.asarray(x, dtype=float)
    y = np.asarray(y, dtype=float)
    if x.shape != y.shape:
        raise ValueError("%s: rtt_ratio and goodput_ratio differ in length (%d, %d)"
                         % (what, x.size, y.size))
    keep = np.isfinite(x) & np.isfinite(y)
    return x[keep], y[keep]


def fit_power_law(rtt_ratio, goodput_ratio):
    """Least-squares fit of goodput_ratio = K · rtt_ratio^α on log-log axes
    (log y = log K + α log x); points with a non-positive value are left out.
    Returns {'K', 'alpha', 'points'}."""
    x, y = _pairs(rtt_ratio, goodput_ratio, "fit_power_law")
    keep = (x > 0) & (y > 0)
    x, y = x[keep], y[keep]
    if len(x) < 2 or np.ptp(np.log(x)) == 0:
        raise ValueError("fit_power_law: needs at least two distinct positive rtt_ratio values")
    alpha, log_k = np.polyfit(np.log(x), np.log(y), 1)
    return {"K": float(np.exp(log_k)), "alpha": float(alpha), "points": int(len(x))}


def fit_scaled_square(rtt_ratio, goodput_ratio):
    """Least-squares fit of goodput_ratio = c · rtt_ratio² (the book's ½·RTT_ratio²
    model has c = ½).  Returns {'c', 'rms', 'points'}, rms being the root mean
    square residual."""
    x, y = _pairs(rtt_ratio, goodput_ratio, "fit_scaled_square")
    if not len(x):
        raise ValueError("fit_scaled_square: no finite points")
    s = x ** 2
    c = float(np.dot(s, y) / np.dot(s, s))
    rms = float(np.sqrt(np.mean((y - c * s) ** 2)))
    return {"c": c, "rms": rms, "points": int(len(x))}


def mean_deviation(values):
    """Mean absolute deviation from the mean, mean(|y − mean(y)|), in the units of
    the values: the book's measure of how much a curve oscillates (§16.3.6)."""
    y = np.asarray(values, dtype=float)
    y = y[np.isfinite(y)]
    if not len(y):
        raise ValueError("mean_deviation: no finite values")
    return float(np.mean(np.abs(y - y.mean())))


def jain_index(values):
    """Jain's fairness index (Σx)² / (n · Σx²) of per-flow throughputs: 1 when
    all are equal, 1/n when one flow has everything."""
    x = np.asarray(values, dtype=float)
    if not len(x) or np.any(x < 0):
        raise ValueError("jain_index: needs one or more non-negative values")
    denom = len(x) * float(np.dot(x, x))
    return float(x.sum() ** 2 / denom) if denom > 0 else 1.0
