"""Lab 04's wireless scenario (Dordal's wireless.tcl, 16.6) with knobs, and what a run shows.

    >>> from nslab.widgets.mobility import MOBILITY
    >>> run = MOBILITY.run(routing="DSDV", finish=50)
    >>> run.summary()["delivered_fraction"]
    >>> run.hops().head()             # every hop of every CBR packet, with its time on the air
    >>> run.drops().head()            # every drop, with its cause and where it happened
    >>> run.position(run.mover, [10.0, 20.0])

The knobs are book_scenario's parameters (`BOOK_SCENARIO`, nslab.widgets.wireless_scenario),
so the controls, their ranges and the validation come from one declaration.  A run
simulates with book_scenario and takes its trace from the kernel's capture (Simulator.wireless_events():
the frame nslab.trace.read gives for the trace file, without writing or parsing any
text), in ns-2's old wireless format; the positions that format leaves out follow from
the geometry: the fixed nodes stay put and setdest moves the mover in a straight line at
constant speed.
The last CACHE_SIZE runs are kept, so going back to a parameter set costs nothing.
"""
from collections import OrderedDict
import math

import numpy as np
import pandas as pd

from .. import wireless as wl
from .wireless_scenario import BOOK_SCENARIO, book_scenario
from .scenario_base import Knob, Scenario
from .style import CAUSES, cause_label, cause_name  # noqa: F401  (their old home)

__all__ = ["MOBILITY", "MobilityScenario", "MobilityRun", "CAUSES", "cause_label", "cause_name"]

CACHE_SIZE = 16

_P = BOOK_SCENARIO
_KNOBS = [
    Knob("routing", _P["routing"], "AODV", choices=wl.ROUTING_PROTOCOLS, label="routing"),
    Knob("finish", _P["finish"], 100.0, 10.0, 500.0, 10.0, label="crossing time",
         target="the mover (its speed is the field's width / this)"),
    Knob("spacing", _P["spacing"], 200.0, 100.0, 300.0, 10.0, label="spacing",
         target="the fixed row"),
    Knob("bottomrow", _P["bottomrow"], 5, 2, 8, 1, label="fixed nodes"),
    Knob("height", _P["height"], 150.0, 0.0, 240.0, 10.0, label="mover height",
         target="the mover's path, above the fixed row"),
]


class MobilityScenario(Scenario):
    """book_scenario behind the Scenario interface of the labs (knobs, values, run), with
    a cache of recent runs."""

    def __init__(self, name, title, knobs, source=""):
        super().__init__(name, title, None, knobs, source)
        self._cache = OrderedDict()

    def run(self, progress=None, **overrides):
        """Simulate (or take from the cache) and return a MobilityRun."""
        values = self.values(**overrides)
        key = tuple(sorted(values.items()))
        if key in self._cache:
            self._cache.move_to_end(key)
            if progress is not None:
                progress(1.0)
            return self._cache[key]
        run = MobilityRun(self, values, progress)
        self._cache[key] = run
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return run

    def clear_cache(self):
        """Forget the cached runs (the next run of any parameter set simulates again)."""
        self._cache.clear()


class MobilityRun:
    """One simulated run: the trace (`trace`, a DataFrame of nslab.trace's wireless
    columns), the geometry, the radio range, and the tables the map and figures use."""

    def __init__(self, scenario, values, progress=None):
        self.scenario, self.values = scenario, dict(values)
        built = book_scenario(trace=None, newtrace=False, capture=True, **values)
        if progress is not None:
            progress(0.8)
        sim = built["sim"]
        self.trace = sim.wireless_events()
        self.geometry = built["geometry"]
        self.mover = built["mover"].id
        self.fixed = [n.id for n in built["row"]]
        self.endtime = float(values["finish"])
        self.range = wl.radio_range(sim)
        self.carrier_sense_range = wl.radio_range(sim, "CSThresh_")
        sizes = self.trace.loc[self.trace["ptype"] == "cbr", "size"].unique()
        self._airtime = {int(s): wl.airtime(s, sim) for s in sizes}
        self._hops = self._drops = None
        if progress is not None:
            progress(1.0)

    # ---- where the nodes are -----------------------------------------------------------------
    def track(self):
        """The mover's path as knots (time, x, y): it leaves its start at time 0 and moves in a
        straight line at the setdest speed until it reaches its destination."""
        g = self.geometry
        (x0, y0), (x1, y1) = g["start"], g["dest"]
        arrive = math.hypot(x1 - x0, y1 - y0) / g["speed"]
        return [(0.0, float(x0), float(y0)), (arrive, float(x1), float(y1))]

    def position(self, node, t):
        """(x, y) of `node` at time(s) `t` (arrays for an array of times)."""
        t = np.asarray(t, dtype=float)
        if node == self.mover:
            (t0, x0, y0), (t1, x1, y1) = self.track()
            f = np.clip((t - t0) / (t1 - t0), 0.0, 1.0) if t1 > t0 else np.ones_like(t)
            return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
        if node not in self.fixed:
            raise KeyError("no node %r (fixed: %s, mover: %d)" % (node, self.fixed, self.mover))
        x, y = self.geometry["fixed"][self.fixed.index(node)]
        return np.full(t.shape, float(x)), np.full(t.shape, float(y))

    def distance(self, a, b, t):
        """Distance (m) between nodes a and b at time(s) t."""
        ax, ay = self.position(a, t)
        bx, by = self.position(b, t)
        return np.hypot(ax - bx, ay - by)

    # ---- what the packets did ----------------------------------------------------------------
    def hops(self):
        """Every hop of every CBR packet, one row per time a router handed the packet to its
        link layer ('s' at the source, 'f' where it is forwarded, level RTR):
        uid, seqno, src (the sending node), dst (the next hop), size (bytes), t_send;
        t_recv: when dst received it ('r' at RTR or AGT; NaN if it never did);
        t_air: when the frame's transmission began (t_recv minus its airtime);
        delivered: whether dst got it; t_end: t_recv, or for a failed hop the time the
        sender dropped the packet or else handed it on again (else t_send + one airtime)."""
        if self._hops is None:
            self._hops = self._make_hops()
        return self._hops

    def _make_hops(self):
        w = self.trace
        cbr = (w["ptype"] == "cbr").to_numpy()

        def be(column, *values):       # on the categories' codes, not a string per row
            return w[column].isin(values).to_numpy()
        col = {c: w[c].to_numpy() for c in ("uid", "seqno", "node", "next_hop", "size", "time")}
        send = np.flatnonzero(cbr & be("level", "RTR") & be("event", "s", "f"))
        send = send[np.argsort(col["time"][send], kind="stable")]
        uid, src, dst = col["uid"][send], col["node"][send], col["next_hop"][send]
        size, t_send = col["size"][send], col["time"][send]
        got = np.flatnonzero(cbr & be("event", "r") & be("level", "RTR", "AGT"))
        # the first reception by the next hop at or after the send ...
        t_recv = _first_at_or_after(_key(uid, dst), t_send,
                                    _key(col["uid"][got], col["node"][got]), col["time"][got])
        # ... and before the same sender hands the same packet on again
        again = _next_in_group(_key(uid, src), t_send)
        t_recv[t_recv > again] = np.nan
        sizes, which = np.unique(size, return_inverse=True)
        air = np.array([self._airtime.get(int(s), np.nan) for s in sizes], float)[which]
        delivered = ~np.isnan(t_recv)
        t_air = np.where(delivered, t_recv - air, np.nan)
        drops = self.drops()
        dropped = _first_at_or_after(_key(uid, src), t_send,
                                     _key(drops["uid"].to_numpy(), drops["node"].to_numpy()),
                                     drops["time"].to_numpy())
        dropped[dropped > again] = np.nan
        # a failed hop ends when its sender drops the packet, or hands it on again (after
        # a new route was found), or else after one airtime
        retry = np.where(np.isnan(again), t_send + air, again)
        t_end = np.where(delivered, t_recv, np.where(np.isnan(dropped), retry, dropped))
        return pd.DataFrame({"uid": uid, "seqno": col["seqno"][send], "src": src, "dst": dst,
                             "size": size, "t_send": t_send, "t_air": t_air, "t_recv": t_recv,
                             "t_end": t_end, "delivered": delivered})

    def drops(self):
        """Every drop line: time, node, uid, ptype, cause ("RTR CBK", ...) and the node's
        position (x, y) then."""
        if self._drops is None:
            d = self.trace[self.trace["event"] == "d"]
            cause = d["level"].astype(str) + " " + d["reason"].astype(str)
            out = pd.DataFrame({"time": d["time"].to_numpy(), "node": d["node"].to_numpy(),
                                "uid": d["uid"].to_numpy(),
                                "ptype": d["ptype"].astype(str).to_numpy(),
                                "cause": cause.to_numpy()})
            x = np.zeros(len(out))
            y = np.zeros(len(out))
            for node in np.unique(out["node"]):
                m = (out["node"] == node).to_numpy()
                x[m], y[m] = self.position(int(node), out["time"].to_numpy()[m])
            out["x"], out["y"] = x, y
            self._drops = out
        return self._drops

    def airtime(self, size=532):
        """Seconds a data frame carrying `size` IP bytes is on the air in this run."""
        return self._airtime.get(int(size)) or wl.airtime(size)

    def summary(self):
        """Packets the CBR source sent, the mover received, their ratio, and the drops."""
        s = wl.summary(self.trace)
        sent = sum(s["sent"].values())
        got = s["delivered"].get(self.mover, 0)
        return {"routing": self.values["routing"], "sent": sent, "delivered": got,
                "delivered_fraction": got / sent if sent else 0.0,
                "drops": int(sum(s["drops"].values())),
                "first_drop_s": s["drop_starts"][0] if s["drop_starts"] else float("nan")}

    def __repr__(self):
        s = self.summary()
        return "<MobilityRun %s: %d of %d delivered>" % (
            ", ".join("%s=%s" % kv for kv in self.values.items()), s["delivered"], s["sent"])


def _key(uid, node):
    """One int64 per (packet uid, node) pair (node ids from -1 up)."""
    return uid.astype(np.int64) * (1 << 24) + (node.astype(np.int64) + 1)


def _first_at_or_after(keys, times, event_keys, event_times):
    """For each (key, time): the earliest of the events with that key at or after that
    time (NaN when none).  One sort of both sets by (key, time, events after the
    queries at equal times); each query then takes the next event in that order."""
    n = len(keys)
    k = np.concatenate([keys, event_keys])
    t = np.concatenate([times, event_times]).astype(float)
    is_event = np.concatenate([np.zeros(n, bool), np.ones(len(event_keys), bool)])
    order = np.lexsort((is_event, t, k))
    pos = np.arange(len(order))
    big = len(order)
    nxt = np.minimum.accumulate(np.where(is_event[order], pos, big)[::-1])[::-1]
    out = np.full(n, np.nan)
    query = np.flatnonzero(~is_event[order])
    hit = nxt[query]
    ok = hit < big
    ok[ok] = k[order[hit[ok]]] == k[order[query[ok]]]
    out[order[query[ok]]] = t[order[hit[ok]]]
    return out


def _next_in_group(keys, times):
    """For each row (rows in time order): the time of the next row with the same key
    (NaN for the last of its key)."""
    order = np.lexsort((np.arange(len(keys)), keys))
    out = np.full(len(keys), np.nan)
    same = keys[order[1:]] == keys[order[:-1]]
    out[order[:-1][same]] = times[order[1:][same]]
    return out


MOBILITY = MobilityScenario(
    "mobility", "A mover crossing a row of fixed nodes (wireless.tcl, Dordal 16.6)", _KNOBS,
    "tests/reference/scenarios/wireless.tcl")
