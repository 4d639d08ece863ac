"""The measurements of the ns-2 chapter (Dordal ch. 16), on nslab.trace frames.

Every function takes a `Trace` (from `nslab.trace.read` or `from_kernel`) or
plain numbers, and states its definition and units.  Conventions:

* A *flow* is the IP flow id (`fid`, field 8 of a wired line).  Variable-trace
  lines carry no fid; they are given the fid of the data packets their agent
  (addr, port) sends, or the agent's node address when it sent none.
* The *destination* of a data packet is its `dst_addr`; it is *delivered* by
  an `r` event whose `to_node` is that node.
* Times are seconds; sizes are bytes as the trace prints them (headers
  included); rates are bits per second unless a name says packets.
* Clusters compare times in whole microseconds (the trace's resolution), so an
  event exactly one granularity after a cluster's start is still in it.
"""
import math

import numpy as np
import pandas as pd

from ._analysis_fits import (fit_power_law, fit_scaled_square, jain_index,  # noqa: F401
                             mean_deviation)

__all__ = [
    "event_counts", "drops_per_flow", "goodput", "throughput", "link_utilization",
    "utilization_from_count", "queue_length", "queue_stats", "delivered_twice", "teeth",
    "tooth_events",
    "coarse_timeout_share", "clusters", "tooth_clusters", "drop_clusters", "cluster_dict",
    "cluster_shares", "loss_rate", "cwnd_estimate", "true_average_cwnd", "mean_cwnd",
    "transmission_time", "rtt_noload", "phase", "rtt_ratio", "goodput_ratios",
    "fit_power_law", "fit_scaled_square", "mean_deviation", "cwnd_sum", "below_capacity",
    "jain_index",
]


# ---- helpers ---------------------------------------------------------------------------------

def _window(frame, start, end, column="time"):
    t = frame[column]
    mask = np.ones(len(frame), bool)
    if start is not None:
        mask &= (t >= start).to_numpy()
    if end is not None:
        mask &= (t <= end).to_numpy()
    return frame[mask]


def _span(trace, start, end):
    """(start, end, seconds) of a measurement window; defaults: 0 and the last event."""
    start = 0.0 if start is None else float(start)
    if end is None:
        times = [f["time"].max() for f in (trace.packets, trace.variables) if len(f)]
        end = float(max(times)) if times else start
    return start, float(end), float(end) - start


def _delivered(trace, start=None, end=None):
    """Data packets ('tcp') arriving at their destination node."""
    p = trace.packets
    mask = ((p["event"] == "r") & (p["ptype"] == "tcp") & (p["to_node"] == p["dst_addr"]))
    return _window(p[mask.to_numpy()], start, end)


def _agent_flows(trace):
    """(addr, port) -> fid, from the data packets each agent sends."""
    p = trace.packets
    sent = p[(p["ptype"] == "tcp").to_numpy()]
    pairs = sent[["src_addr", "src_port", "fid"]].drop_duplicates(["src_addr", "src_port"])
    return {(int(a), int(b)): int(f) for a, b, f in pairs.itertuples(index=False)}


def _flow_of_variables(trace, v):
    table = _agent_flows(trace)
    addr, port = v["addr"].to_numpy(), v["port"].to_numpy()
    if not table:
        return addr.astype(np.int64)
    keys = pd.MultiIndex.from_arrays([addr, port])
    lookup = pd.Series(list(table.values()), index=pd.MultiIndex.from_tuples(list(table)))
    flows = lookup.reindex(keys).to_numpy()
    return np.where(np.isnan(flows), addr, flows).astype(np.int64)


def _cwnd(trace):
    """cwnd_ lines with a `flow` column, in trace order."""
    v = trace.variables
    v = v[((v["name"] == "cwnd_") & (v["addr"] >= 0)).to_numpy()].copy()
    v["flow"] = _flow_of_variables(trace, v)
    return v


# ---- counts ----------------------------------------------------------------------------------

def event_counts(trace):
    """Number of lines of each event kind: '+', '-', 'r', 'd' for wired lines;
    's', 'r', 'd', 'f' for wireless ones (counted under 'wireless'), and 'M'
    for node movements.  Returns a dict."""
    out = {k: int(v) for k, v in trace.packets["event"].value_counts().items() if v}
    if len(trace.wireless):
        out["wireless"] = {k: int(v) for k, v in
                           trace.wireless["event"].value_counts().items() if v}
    if len(trace.movements):
        out["M"] = len(trace.movements)
    return out


def drops_per_flow(trace, start=None, end=None):
    """Dropped packets ('d' lines) per flow id, any packet type: a Series of counts."""
    d = _window(trace.packets[(trace.packets["event"] == "d").to_numpy()], start, end)
    return d.groupby("fid").size().rename("drops")


# ---- rates -----------------------------------------------------------------------------------

def goodput(trace, start=None, end=None):
    """Per flow: distinct data packets delivered to the destination in [start, end]
    (each TCP seqno once, however often it arrived), their bytes, and the rates
    packets/s and bits/s over the window (default: time 0 to the last event).

    Over a whole run this is at least the TCPSink's `bytes_`, which counts only
    data delivered in order: packets that arrived above a hole still open at
    the end are counted here and not there."""
    start, end, seconds = _span(trace, start, end)
    d = _delivered(trace, start, end).drop_duplicates(["fid", "seqno"])
    g = d.groupby("fid").agg(packets=("seqno", "size"), bytes=("size", "sum"))
    g["seconds"] = seconds
    g["packets_per_s"] = g["packets"] / seconds if seconds > 0 else np.nan
    g["bits_per_s"] = g["bytes"] * 8 / seconds if seconds > 0 else np.nan
    return g


def throughput(trace, start=None, end=None):
    """Per flow: every data packet delivered to the destination in [start, end],
    duplicates included, as packets, bytes, packets/s and bits/s."""
    start, end, seconds = _span(trace, start, end)
    d = _delivered(trace, start, end)
    g = d.groupby("fid").agg(packets=("seqno", "size"), bytes=("size", "sum"))
    g["seconds"] = seconds
    g["packets_per_s"] = g["packets"] / seconds if seconds > 0 else np.nan
    g["bits_per_s"] = g["bytes"] * 8 / seconds if seconds > 0 else np.nan
    return g


def link_utilization(trace, link, bandwidth, start=None, end=None):
    """Fraction of [start, end] the simplex link (from_node, to_node) spends
    transmitting: the bits of the packets it starts sending ('-' events) divided
    by bandwidth (bits/s) times the window's length."""
    start, end, seconds = _span(trace, start, end)
    p = trace.packets
    mask = (p["event"] == "-") & (p["from_node"] == link[0]) & (p["to_node"] == link[1])
    sent = _window(p[mask.to_numpy()], start, end)
    if seconds <= 0:
        return float("nan")
    return float(sent["size"].sum()) * 8 / (float(bandwidth) * seconds)


def utilization_from_count(received, bandwidth, duration, packet_size=1000):
    """The book's utilization (§16.2.6): packets received / the packets the
    bottleneck could carry, bandwidth (bits/s) × duration (s) / (8 × packet_size)."""
    capacity = float(bandwidth) * float(duration) / (8.0 * packet_size)
    return float(received) / capacity


def queue_length(time, uid, enqueued, dequeued, dropped):
    """(times, lengths): a link's queue as a step function, from the link's records in
    time order (`time`, packet `uid`, and which records are '+', '-' and 'd').  +1 at a
    '+', -1 at a '-', and -1 at a 'd' only of a packet that is in the queue (entered,
    not yet left): the queue's own drops, on arrival or from its front.  A packet an
    error model drops before the queue (`$ns lossmodel`: a 'd' with no '+') or after it
    (`$ns link-lossmodel`: the 'd' follows the '-') does not change the queue's length."""
    in_queue = np.isin(uid, uid[enqueued]) & ~np.isin(uid, uid[dequeued])
    counted = enqueued | dequeued | (dropped & in_queue)
    return time[counted], np.cumsum(np.where(enqueued, 1, -1)[counted])


def queue_stats(trace, link, start=None, end=None):
    """Time-weighted average and maximum of the queue of a simplex link.

    The queue length goes up by one at each '+' and down by one at each '-' on the
    link (from_node, to_node) (§16.2.6.3: the packet being transmitted has left the
    queue) and at each 'd' of a packet in the queue (see queue_length).  The average
    is the integral of the length
    over [start, end] divided by its length; `end` defaults to the last event of
    the trace.  Returns {'average': packets, 'maximum': packets}."""
    p = trace.packets
    mask = ((p["from_node"] == link[0]) & (p["to_node"] == link[1]) & (p["event"] != "r"))
    q = p[mask.to_numpy()]
    event = q["event"].to_numpy()
    t, length = queue_length(q["time"].to_numpy(), q["uid"].to_numpy(), event == "+",
                             event == "-", event == "d")
    t0, t1, seconds = _span(trace, start, end)
    if not len(t) or seconds <= 0:
        return {"average": 0.0, "maximum": 0}
    # length[i] holds on [t[i], t[i+1]); clip the pieces to [t0, t1]
    nxt = np.append(t[1:], max(t1, t[-1]))
    lo, hi = np.clip(t, t0, t1), np.clip(nxt, t0, t1)
    area = float(np.sum(length * (hi - lo)))
    inside = (t >= t0) & (t <= t1)
    before = length[t < t0]
    peak = max(int(length[inside].max()) if inside.any() else 0,
               int(before[-1]) if len(before) else 0)
    return {"average": area / seconds, "maximum": peak}


def delivered_twice(trace, flow=None):
    """Data packets that reached their destination more than once (§16.2.6.4):
    a DataFrame of fid, seqno and count (arrivals), for one flow or all."""
    d = _delivered(trace)
    if flow is not None:
        d = d[(d["fid"] == flow).to_numpy()]
    counts = d.groupby(["fid", "seqno"]).size().rename("count").reset_index()
    return counts[counts["count"] > 1].reset_index(drop=True)


# ---- teeth, timeouts, clusters ---------------------------------------------------------------

def tooth_events(trace, start=3.0):
    """Each reduction of cwnd_ at or after `start` (s): a DataFrame of time,
    flow, cwnd (the new value) and coarse (True when cwnd fell to 1, a coarse
    timeout).  A tooth is a cwnd_ line at or after `start` whose value is below
    the flow's previous cwnd_ line, which may come before `start` (the book's
    teeth script, §16.4.2.1, forgets the lines before `start`; the two differ
    only when a reduction straddles `start`).  Lines of agents not yet attached
    to a node (address -1) are left out."""
    v = _cwnd(trace)
    prev = v.groupby("flow")["value"].shift(1)
    fell = ((v["value"] < prev) & (v["time"] >= start)).to_numpy()
    out = v[fell][["time", "flow", "value"]].rename(columns={"value": "cwnd"})
    out["coarse"] = (out["cwnd"] == 1.0).to_numpy()
    return out.reset_index(drop=True)


def teeth(trace, start=3.0):
    """Per flow: teeth (loss responses: every decrease of cwnd_) and
    coarse_timeouts (decreases to cwnd 1) after `start` seconds.  Flows with
    cwnd_ lines but no tooth have zeros."""
    ev = tooth_events(trace, start)
    flows = sorted(set(_cwnd(trace)["flow"].tolist()))
    g = ev.groupby("flow").agg(teeth=("cwnd", "size"), coarse_timeouts=("coarse", "sum"))
    g = g.reindex(flows, fill_value=0).astype(int)
    g.index.name = "flow"
    return g


def coarse_timeout_share(trace, start=3.0):
    """Coarse timeouts / teeth per flow and overall (§16.4.2): a Series."""
    t = teeth(trace, start)
    share = (t["coarse_timeouts"] / t["teeth"].where(t["teeth"] > 0)).rename("share")
    total = t.sum()
    share.loc["all"] = total["coarse_timeouts"] / total["teeth"] if total["teeth"] else np.nan
    return share


def clusters(times, flows, granularity, flow_ids=None):
    """Group events into clusters (§16.4.2.1, §16.4.4): the first event starts a
    cluster at time T; every event at or before T + granularity joins it; the
    next event after that starts the next cluster.  Returns a DataFrame with
    start, end (last event), events and one count column per flow id (named by
    the id), in time order.  The last cluster is included."""
    times = np.asarray(times, dtype=float)
    flows = np.asarray(flows)
    order = np.argsort(times, kind="stable")
    times, flows = times[order], flows[order]
    ids = sorted(set(flows.tolist())) if flow_ids is None else list(flow_ids)
    if granularity < 0 or not math.isfinite(granularity):
        raise ValueError("granularity: must be a non-negative number of seconds, got %r"
                         % (granularity,))
    us = np.round(times * 1e6).astype(np.int64)
    g = int(round(granularity * 1e6))
    bounds, i = [], 0
    while i < len(us):
        j = int(np.searchsorted(us, us[i] + g, side="right"))
        bounds.append((i, j))
        i = j
    rows = []
    for i, j in bounds:
        f = flows[i:j]
        row = {"start": times[i], "end": times[j - 1], "events": j - i}
        for fid in ids:
            row[fid] = int(np.count_nonzero(f == fid))
        rows.append(row)
    return pd.DataFrame(rows, columns=["start", "end", "events"] + ids)


def tooth_clusters(trace, granularity, start=3.0):
    """Clusters of teeth (loss responses) of all flows; see `clusters`."""
    ev = tooth_events(trace, start)
    ids = sorted(set(_cwnd(trace)["flow"].tolist()))
    return clusters(ev["time"], ev["flow"], granularity, ids)


def drop_clusters(trace, granularity, start=0.0):
    """Clusters of packet drops ('d' lines) of all flows; see `clusters`."""
    d = _window(trace.packets[(trace.packets["event"] == "d").to_numpy()], start, None)
    ids = sorted(set(trace.packets.loc[(trace.packets["ptype"] == "tcp").to_numpy(),
                                       "fid"].tolist()) | set(d["fid"].tolist()))
    return clusters(d["time"], d["fid"], granularity, ids)


def cluster_dict(table, flow_ids=None):
    """The book's clusterdict (§16.4.4): {(d0, d1, ...): how many clusters had d0
    events of the first flow, d1 of the second, ...}."""
    ids = [c for c in table.columns if c not in ("start", "end", "events")] \
        if flow_ids is None else list(flow_ids)
    out = {}
    for key in table[ids].itertuples(index=False, name=None):
        key = tuple(int(k) for k in key)
        out[key] = out.get(key, 0) + 1
    return out


def cluster_shares(table):
    """How many clusters involve every flow ('shared') and how many only one
    flow ('only <fid>'), as in §16.4.2.2: a dict of counts."""
    ids = [c for c in table.columns if c not in ("start", "end", "events")]
    counts = table[ids].to_numpy() > 0
    out = {"clusters": len(table), "shared": int(np.all(counts, axis=1).sum())}
    for k, fid in enumerate(ids):
        alone = counts[:, k] & (counts.sum(axis=1) == 1)
        out["only %s" % fid] = int(alone.sum())
    return out


# ---- loss rate and cwnd ----------------------------------------------------------------------

def loss_rate(losses, packets):
    """p = loss events (teeth) / packets (sent or acknowledged), dimensionless."""
    if packets <= 0:
        raise ValueError("packets: must be positive, got %r" % (packets,))
    return float(losses) / float(packets)


def cwnd_estimate(p, K=1.225):
    """The average cwnd (packets) predicted from loss rate p: K / sqrt(p)."""
    if not p > 0:
        raise ValueError("p: the loss rate must be positive, got %r" % (p,))
    return K / math.sqrt(p)


def true_average_cwnd(packets, duration, rtt):
    """Average cwnd (packets) as packets per RTT: packets / (duration / rtt),
    with duration and rtt in seconds (§16.4.3)."""
    return float(packets) * float(rtt) / float(duration)


def mean_cwnd(trace, start=None, end=None):
    """Time-weighted average of cwnd_ per flow over [start, end] (packets):
    each value holds until the flow's next cwnd_ line."""
    v = _cwnd(trace)
    t0, t1, seconds = _span(trace, start, end)
    out = {}
    for flow, g in v.groupby("flow"):
        t = g["time"].to_numpy()
        x = g["value"].to_numpy()
        nxt = np.append(t[1:], max(t1, t[-1]))
        lo, hi = np.clip(t, t0, t1), np.clip(nxt, t0, t1)
        covered = float(np.sum(hi - lo))
        out[flow] = float(np.sum(x * (hi - lo))) / covered if covered > 0 else np.nan
    return pd.Series(out, name="mean_cwnd", dtype=float).rename_axis("flow")


# ---- RTT, phase, ratios ----------------------------------------------------------------------

def transmission_time(size, bandwidth):
    """Seconds to send `size` bytes at `bandwidth` bits/s."""
    return float(size) * 8 / float(bandwidth)


def rtt_noload(links, data_size=1000, ack_size=40):
    """RTT with empty queues (s): for each link on the path, given as
    (bandwidth bits/s, one-way delay s), twice the delay plus the transmission
    time of a data packet one way and of an ACK the other way."""
    total = 0.0
    for bandwidth, delay in links:
        total += 2 * float(delay) + transmission_time(data_size, bandwidth) \
            + transmission_time(ack_size, bandwidth)
    return total


def phase(rtt, bottleneck_time):
    """The phase φ = frac(RTTnoLoad / bottleneck transmission time) (§16.3.4.1),
    a fraction in [0, 1); both arguments in seconds."""
    x = float(rtt) / float(bottleneck_time)
    frac = x - math.floor(x)
    return 0.0 if abs(frac - 1) < 1e-9 or frac < 1e-9 else frac


def rtt_ratio(delay_b, rttnl=0.220):
    """basic2's RTT ratio (2·delayB + RTTNL) / RTTNL; delays in seconds."""
    return (2.0 * float(delay_b) + float(rttnl)) / float(rttnl)


def goodput_ratios(recv0, recv1, ratio):
    """basic2's ratios: actualratio = recv0/recv1, ratio1 = actualratio/RTT_ratio,
    ratio2 = actualratio/RTT_ratio²; a dict."""
    actual = float(recv0) / float(recv1)
    return {"actualratio": actual, "ratio1": actual / ratio, "ratio2": actual / ratio ** 2}


# ---- exercise 7 ------------------------------------------------------------------------------

def cwnd_sum(trace, flows=None):
    """The step function cwnd_0 + cwnd_1 + ...: a DataFrame of time and total,
    one row per instant any of the flows' cwnd_ changes (from the time every
    flow has a value)."""
    v = _cwnd(trace)
    if flows is not None:
        v = v[v["flow"].isin(list(flows)).to_numpy()]
    wide = v.pivot_table(index="time", columns="flow", values="value", aggfunc="last")
    wide = wide.sort_index().ffill().dropna()
    return pd.DataFrame({"time": wide.index.to_numpy(), "total": wide.sum(axis=1).to_numpy()})


def below_capacity(trace, capacity, start=None, end=None, flows=None):
    """Exercise 7: how long cwnd_0 + cwnd_1 stays below `capacity` (packets,
    the transit capacity) in [start, end], and its time-weighted average over
    those periods.  Returns {'seconds', 'fraction', 'average'}."""
    s = cwnd_sum(trace, flows)
    t0, t1, seconds = _span(trace, start, end)
    if not len(s) or seconds <= 0:
        return {"seconds": 0.0, "fraction": 0.0, "average": float("nan")}
    t = s["time"].to_numpy()
    x = s["total"].to_numpy()
    nxt = np.append(t[1:], max(t1, t[-1]))
    lo, hi = np.clip(t, t0, t1), np.clip(nxt, t0, t1)
    below = x < capacity
    dur = (hi - lo)[below]
    total = float(dur.sum())
    avg = float(np.sum(x[below] * dur)) / total if total > 0 else float("nan")
    return {"seconds": total, "fraction": total / seconds, "average": avg}
