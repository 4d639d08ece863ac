"""How the labs' pictures name and colour things: one module that models and views share.

The figures (plotly), the network animation and the wireless map all draw flows and drop
causes; the scenarios and lab 04's runs name them.  They take their colours, markers and
labels from here, so a flow or a cause looks the same in every picture, and no model
module has to import a view module for a constant.

* flows: `flow_color(fid)` (flows 0 and 1 green and red as in the book's figures, the
  cross traffic grey), `drop_marker(fid)` (a marker shape per flow in the flow's colour),
  `drop_tick(fid)` and `drop_tick_name(fid)` (a tick shape per flow, for drops drawn as a
  rug under the curve, one line per flow);
* wireless drop causes, as the trace writes them (level, reason): `CAUSES` (code ->
  meaning, in the order legends list them), `cause_name` and `cause_label` for legends
  and hovers, `cause_color`, and `cause_order` for the causes of a run.
"""
from collections import OrderedDict

__all__ = ["FLOW_COLORS", "OTHER_COLORS", "flow_color", "drop_marker", "drop_tick", "drop_tick_name",
           "CAUSES", "CAUSE_NAMES", "CAUSE_COLORS", "cause_name", "cause_label", "cause_color",
           "cause_order"]

# ---- flows ------------------------------------------------------------------------------------

FLOW_COLORS = {0: "#2a9d3f", 1: "#d62728", 10: "#7f7f7f", 11: "#bcbd22"}
# the colours of anything else (other flows, unknown causes), picked by a stable hash
OTHER_COLORS = ["#1f77b4", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]


def flow_color(fid):
    return FLOW_COLORS.get(int(fid), OTHER_COLORS[int(fid) % len(OTHER_COLORS)])


# drop markers: a shape per flow (in the flow's colour), small and half transparent so
# that a burst of drops does not hide the curve under it
_DROP_SYMBOLS = ("x-thin", "cross-thin", "asterisk-open", "y-up-open", "hash-open")


def drop_marker(fid, size=7):
    return dict(symbol=_DROP_SYMBOLS[int(fid) % len(_DROP_SYMBOLS)], size=size, opacity=0.7,
                line=dict(width=1.5, color=flow_color(fid)))


# drops as a rug under the curve: per flow one line that runs along the bottom of the plot
# and rises into the flow's tick at each drop (one SVG path however many drops; plotly
# draws a line broken by gaps as one path per piece).  The tick of flow fid: points
# (dx, dy) in units of the tick's height, from the baseline at the drop (0, 0) back to it.
_RUG_TICKS = (
    ((0, 0), (0, 1), (0, 0)),                                           # |
    ((0, 0), (0, 1), (-0.4, 1), (0.4, 1), (0, 1), (0, 0)),              # T
    ((0, 0), (0, 0.6), (-0.4, 1), (0, 0.6), (0.4, 1), (0, 0.6), (0, 0)),  # Y
    ((0, 0), (-0.4, 1), (0.4, 1), (0, 0)),                              # ▽
    ((0, 0), (0, 1), (0.4, 0.7), (0, 0.4), (0, 0)),                      # flag
)
_RUG_TICK_NAMES = ("|", "T", "Y", "▽", "⚑")      # for legends: a line trace's entry is a line


def drop_tick(fid):
    """The points of flow `fid`'s drop tick in a rug: ((dx, dy), ...) from (0, 0), the
    baseline at the drop, back to it; dy in units of the tick's height."""
    return _RUG_TICKS[int(fid) % len(_RUG_TICKS)]


def drop_tick_name(fid):
    """The character that looks like flow `fid`'s drop tick ("|"), for its legend entry."""
    return _RUG_TICK_NAMES[int(fid) % len(_RUG_TICK_NAMES)]


# ---- wireless drop causes ---------------------------------------------------------------------

# drop causes as the trace writes them (level, reason), with what they mean
CAUSES = OrderedDict([
    ("RTR CBK", "the MAC gave up on the next hop (no ACK after its retries)"),
    ("RTR NRTE", "the router had no route"),
    ("RTR IFQ", "the router's queue of packets waiting for a route was full"),
    ("RTR TTL", "the TTL ran out"),
    ("IFQ ---", "the interface queue was full"),
    ("IFQ ARP", "ARP was already holding a packet for that next hop"),
    ("IFQ END", "still queued when the simulation ended"),
])

# the same causes in a few words, for legends
CAUSE_NAMES = {"RTR CBK": "next hop lost", "RTR NRTE": "no route", "RTR IFQ": "route queue full",
               "RTR TTL": "TTL ran out", "IFQ ---": "queue full", "IFQ ARP": "ARP busy",
               "IFQ END": "queued at the end"}

CAUSE_COLORS = {"RTR CBK": "#d62728", "RTR NRTE": "#9467bd", "RTR IFQ": "#8c564b",
                "RTR TTL": "#7f7f7f", "IFQ ---": "#ff7f0e", "IFQ ARP": "#e377c2",
                "IFQ END": "#bcbd22"}


def cause_name(cause):
    """'next hop lost (RTR CBK)' for a cause code (the code alone if unknown)."""
    return "%s (%s)" % (CAUSE_NAMES[cause], cause) if cause in CAUSE_NAMES else cause


def cause_label(cause):
    """'RTR CBK: the MAC gave up on ...' for a cause code (the code alone if unknown)."""
    return "%s: %s" % (cause, CAUSES[cause]) if cause in CAUSES else cause


def cause_color(cause):
    if cause in CAUSE_COLORS:
        return CAUSE_COLORS[cause]
    return OTHER_COLORS[sum(str(cause).encode()) % len(OTHER_COLORS)]


def cause_order(found):
    """The causes a legend lists: the known ones always, in CAUSES's order (so a live
    figure keeps its traces), then the unknown ones among `found`, sorted."""
    return list(CAUSES) + sorted(set(found) - set(CAUSES))
