"""The labs' figures, each a plain function returning a plotly `go.Figure`.

    >>> from nslab.widgets import scenarios, figures
    >>> run = scenarios.SINGLE_SENDER.run()
    >>> figures.cwnd_figure(run).show()

The same functions feed the live `Explorer`, which copies a new figure's data
into its FigureWidget in place (`update_in_place`), and the graders, which
look at a figure's traces (`nslab.grading.check_figure`).  Every trace has a
stable `name` and a `meta` dict saying what it shows ({"kind": "cwnd",
"flow": 0}, ...), so code can find traces without relying on their order.

Long series are thinned for drawing (`thin`: three points per pixel column of the
figure, each column's lowest, highest and last point; a live figure's width comes from
its page, else at most `MAX_POINTS` per trace), so the browser draws fewer points and
every peak of a sawtooth survives.
"""
import contextvars

import numpy as np
import plotly.graph_objects as go

# the colours, markers and labels are shared with the animations (re-exported here)
from .style import (CAUSE_COLORS, FLOW_COLORS, cause_color, cause_label, cause_name,  # noqa: F401
                    cause_order, drop_marker, drop_tick, drop_tick_name, flow_color)

__all__ = ["cwnd_figure", "queue_figure", "seqno_figure", "utilization_figure",
           "utilization_sweep_figure", "sawtooth_utilization", "goodput_ratio_figure", "cluster_heatmap",
           "sweep_figure", "wireless_drops_figure", "cause_color", "spec", "plot_columns",
           "update_in_place", "drop_points",
           "FLOW_COLORS", "CAUSE_COLORS", "MAX_POINTS", "FIGURES"]

MAX_POINTS = 4000          # 1333 columns: more than a lab figure has pixels across
_HEIGHT = 380
_TOP, _BOTTOM = 36, 45     # px of _layout's margins: the title; the x tick labels and title


def _trace(kind, **props):
    """A trace as a plain dict (plotly validates it once, when a Figure is made)."""
    props["type"] = kind
    return props


_AS_SPEC = contextvars.ContextVar("as_spec", default=False)
_COLUMNS = contextvars.ContextVar("columns", default=None)     # see spec(columns=)


_TEMPLATE_TYPES = ("scatter", "bar", "heatmap")     # the trace types nslab's figures draw
_LEAN_TEMPLATES = {}


def lean_template(name):
    """plotly's template `name` (a dict read from plotly's package data) with its layout and
    the trace defaults of _TEMPLATE_TYPES only.  A figure made with the template's name
    validates the whole template, defaults for each of plotly's ~40 trace types, about
    half the CPU time of making a lab's figure; the figures look the same."""
    if name not in _LEAN_TEMPLATES:
        import json
        import pathlib
        import plotly
        path = pathlib.Path(plotly.__file__).parent / "package_data" / "templates" / (name + ".json")
        full = json.loads(path.read_text())
        _LEAN_TEMPLATES[name] = {"layout": full.get("layout", {}), "data": {
            kind: full["data"][kind] for kind in _TEMPLATE_TYPES if kind in full.get("data", {})}}
    return _LEAN_TEMPLATES[name]


def _lean(layout):
    if isinstance(layout.get("template"), str):
        layout = dict(layout, template=lean_template(layout["template"]))
    return layout


_LEGEND_FONT = 11               # px, the legend's text
_LEGEND_CHAR = 6.2              # px a character of it takes at most on average (measured: 5.2)
_LEGEND_SYMBOL = 44             # px from the plot's right edge to the text: gap and symbol
_LEGEND_SLACK = 4               # characters more than the longest name (its counts may grow)
_COLORBAR_ROOM = 110            # px right of a heatmap for plotly's colour bar and its labels


def _legend_room(data, layout):
    """The right margin of a _layout figure: room for its legend beside the plot, one entry
    a row, as wide as its longest name allows (plus _LEGEND_SLACK characters, since live
    updates change names such as "next hop lost (RTR CBK): 336"), or a narrow one when
    plotly shows no legend (fewer than two traces that have an entry); a heatmap's colour
    bar gets _COLORBAR_ROOM."""
    margin = layout["margin"]
    if margin.get("r") is not None:
        return layout
    entries = [t.get("name") or "" for t in data if t.get("showlegend", True) is not False]
    if len(entries) < 2 and layout.get("showlegend") is not True:
        right = 15
    else:
        longest = max(map(len, entries), default=0) + _LEGEND_SLACK
        right = int(min(320, max(120, _LEGEND_SYMBOL + _LEGEND_CHAR * longest)))
    if any(t["type"] == "heatmap" and t.get("showscale", True) for t in data):
        right = max(right, _COLORBAR_ROOM)
    return dict(layout, margin=dict(margin, r=right))


def _figure(data, layout):
    layout = _legend_room(data, layout)
    if _AS_SPEC.get():
        return data, layout
    return go.Figure(data=data, layout=_lean(layout))


def spec(function, *args, columns=None, **kwargs):
    """(traces, layout) as plain dicts from a figure function, without building
    (and validating) a Figure: what `update_in_place` needs.  columns: the pixel
    columns of the figure's plot area as the page shows it (FigureWidget), so that
    long series are thinned to what it can show (`thin`)."""
    token, width = _AS_SPEC.set(True), _COLUMNS.set(columns)
    try:
        return function(*args, **kwargs)
    finally:
        _COLUMNS.reset(width)
        _AS_SPEC.reset(token)


def widget_of(widget_class, function, *args, **kwargs):
    """A `widget_class` (a FigureWidget) showing what `function(*args, **kwargs)` draws,
    made from the function's plain dicts: plotly validates the figure once, not once for
    a go.Figure and again for the widget copying it (a lab's first live figures)."""
    made = spec(function, *args, **kwargs)
    if not isinstance(made, tuple):          # a function of the lab's own: a go.Figure
        return widget_class(made)
    data, layout = made
    return widget_class(data=data, layout=_lean(layout))


def plot_columns(widget):
    """The width in pixels of a FigureWidget's plot area as its page last drew it (plotly's
    front end reports its full layout back), or None before it was drawn."""
    full = getattr(widget, "_layout_defaults", None) or {}
    width, margin = full.get("width"), full.get("margin") or {}
    if not isinstance(width, (int, float)):
        return None
    inner = width - (margin.get("l") or 0) - (margin.get("r") or 0)
    return int(inner) if inner >= 100 else None


def flow_name(flow):
    """The flow as the legend names it: its label without the TCP flavour ("A→D")."""
    return flow.label.split(" (")[0]


def thin(x, y, max_points=None):
    """At most `max_points` points of (x, y), x ascending, for drawing: the x range is cut
    into max_points/3 columns (default: one per pixel column of the figure being drawn
    when `spec` was told its width, else MAX_POINTS / 3), and each
    column keeps its lowest, its highest and its last point, in x order.  A line drawn
    through them, or in steps, covers in every column the same heights as the whole series
    (what enters a column is the last value of the column before), so every peak and
    trough survives, moved by less than a column's width; where the series is sparse,
    every point is kept.  A zoom draws its window again from the whole series (Explorer).
    (Buckets of equal point counts, as before, kept no column's last point: where one flow's
    cwnd changes often and the other's seldom, the seldom one showed plateaus it never had.)"""
    x, y = np.asarray(x), np.asarray(y)
    n = len(x)
    if max_points is None:
        columns = _COLUMNS.get()
        max_points = MAX_POINTS if columns is None else 3 * min(columns, MAX_POINTS // 3)
    if n <= max_points:
        return x, y
    columns = max(1, max_points // 3)
    span = float(x[-1] - x[0])
    col = np.zeros(n, np.int64) if span <= 0 else \
        np.minimum(((x - x[0]) * (columns / span)).astype(np.int64), columns - 1)
    starts = np.flatnonzero(np.concatenate(([True], col[1:] != col[:-1])))
    keep = np.zeros(n, bool)
    keep[np.concatenate((starts[1:] - 1, [n - 1]))] = True          # each column's last
    seg = np.repeat(np.arange(len(starts)), np.diff(np.concatenate((starts, [n]))))
    for extreme in (np.minimum.reduceat(y, starts), np.maximum.reduceat(y, starts)):
        hit = np.flatnonzero(y == extreme[seg])
        _, first = np.unique(seg[hit], return_index=True)
        keep[hit[first]] = True
    return x[keep], y[keep]


def _window(t, *cols, start=None, end=None, line=False):
    """The points of (t, *cols) with start <= t <= end (t ascending); line=True also keeps
    the last point before the window and the first after it, so that a line or a step
    drawn through them crosses the window's edges as the whole series does."""
    lo = 0 if start is None else int(np.searchsorted(t, start, side="left"))
    hi = len(t) if end is None else int(np.searchsorted(t, end, side="right"))
    if line:
        lo, hi = max(lo - 1, 0), min(hi + 1, len(t))
    return (t[lo:hi],) + tuple(c[lo:hi] for c in cols)


def _span(t, start, end, run):
    """The x span a time figure shows: its window, else the run."""
    lo = 0.0 if start is None else float(start)
    hi = run.endtime if end is None else float(end)
    return hi - lo


def _top(v):
    return float(np.nanmax(v)) if len(v) else 1.0


def _at(t, v, when):
    """Value of the step function (t, v) at times `when` (the last change at or before)."""
    if not len(t):
        return np.zeros(len(when))
    i = np.searchsorted(t, when, side="right") - 1
    return np.where(i >= 0, v[np.clip(i, 0, len(v) - 1)], v[0])


_PLOT_HEIGHT = _HEIGHT - _TOP - _BOTTOM     # pixels between the top and bottom margins of _layout
MERGE_PIXELS = 2                  # markers closer than this on screen are drawn as one


def merge_markers(x, y, labels, x_span, y_span):
    """Markers for a live figure (`spec` was told its width): those that fall in the same
    MERGE_PIXELS x MERGE_PIXELS square of the plot (x over `x_span`, y over `y_span`, the
    data ranges the axes show) are drawn as one, the first of them, since on screen they
    cover each other; its label lists them ("120, 121, 125"; "120 … 180 (12 drops)").  A burst of drops in
    slow start is hundreds of markers within a few pixels, each drawn and styled on its
    own by the browser at every redraw.  A zoom draws its window again from the whole run
    (Explorer), so every marker shows again.  Returns (x, y, labels as strings); without
    the figure's width, every marker as it is."""
    x, y = np.asarray(x, float), np.asarray(y, float)
    labels = [str(v) for v in labels]
    columns = _COLUMNS.get()
    if columns is None or len(x) < 2:
        return x, y, labels
    wide = max(float(x_span), 1e-12) * MERGE_PIXELS / columns
    high = max(float(y_span), 1e-12) * MERGE_PIXELS / _PLOT_HEIGHT
    cells = np.stack([np.floor((x - x.min()) / wide), np.floor(np.nan_to_num(y) / high)], axis=1)
    _, first, group = np.unique(cells, axis=0, return_index=True, return_inverse=True)
    group = np.ravel(group)
    order = np.sort(first)
    merged = {g: [] for g in range(len(first))}
    for i, g in enumerate(group):
        merged[g].append(labels[i])
    text = {first[g]: _listed(merged[g]) for g in merged}
    return x[order], y[order], [text[i] for i in order]


TICK_PIXELS = 9                   # the height of a drop's tick in the rug, on screen
_STATIC_COLUMNS = 700             # a static figure's plot width in pixels, about


def _drop_trace(fid, x, hover, x_span, y_span, row=0, **props):
    """Drops of flow `fid` at times `x` as ONE line trace: a rug under the curve (row
    `row` of rugs below y = 0, one per flow, so that no curve hides it), a line along
    its bottom that rises into the flow's tick (style.drop_tick, TICK_PIXELS high
    on screen, x in the same pixel units) at each drop and comes back.  One unbroken line
    is one SVG path in plotly.js however many drops (a line broken by gaps is a path per
    piece, and markers are an element each, styled one by one at every redraw: in lab 05
    a few hundred of them were most of a redraw's drawing).  Every point of a drop's tick
    carries its hover string (`hover`: one per drop, the hover's %{customdata});
    `drop_points` reads the drops back."""
    x = np.asarray(x, float)
    tick = np.asarray(drop_tick(fid), float)                     # (k, dx/dy), from (0, 0)
    columns = _COLUMNS.get() or _STATIC_COLUMNS
    sx = max(float(x_span), 1e-12) / columns * TICK_PIXELS
    sy = max(float(y_span), 1e-12) / _PLOT_HEIGHT * TICK_PIXELS
    xs = (x[:, None] + tick[None, :, 0] * sx).ravel()
    base = -(row + 1) * 1.25 * sy
    ys = np.broadcast_to(base + tick[:, 1] * sy, (len(x), len(tick))).ravel()
    custom = np.repeat(np.asarray([str(h) for h in hover], dtype=object), len(tick))
    # half transparent in the flow's colour, where rugs of two flows cross
    rgb = flow_color(fid).lstrip("#")
    color = "rgba(%d,%d,%d,0.7)" % tuple(int(rgb[i:i + 2], 16) for i in (0, 2, 4))
    props.setdefault("line", dict(color=color, width=1.5))
    return _trace("scatter", x=xs, y=np.ascontiguousarray(ys), mode="lines",
                  customdata=custom.tolist(), **props)


def drop_points(trace):
    """The drops a drop trace of _drop_trace shows: (times, hover strings), one per drop
    (drops merged on one spot count once: the hover lists them)."""
    get = (lambda k: trace.get(k)) if isinstance(trace, dict) else (lambda k: getattr(trace, k))
    x, custom = get("x"), get("customdata")
    if x is None or not len(x):
        return np.zeros(0), []
    per = len(drop_tick(get("meta")["flow"]))
    custom = list(custom) if custom is not None else [None] * len(x)
    return np.asarray(x, float)[::per], custom[::per]


def _listed(labels):
    if len(labels) <= 4:
        return ", ".join(labels)
    return "%s … %s (%d drops)" % (labels[0], labels[-1], len(labels))


def _layout(title, xtitle, ytitle, **extra):
    """A figure's layout: title, axis titles, and the legend to the right of the plot, one
    entry a row (`_legend_room` sizes the right margin when the figure is made).  The margins
    are fixed ("autoexpand" off): plotly then neither measures tick labels and legend entries
    to widen them nor draws the figure a second time when a live update changed their size,
    about a quarter of a small figure's redraw."""
    layout = dict(title=dict(text=title, x=0.01, font=dict(size=14)), height=_HEIGHT,
                  margin=dict(l=60, r=None, t=_TOP, b=_BOTTOM, autoexpand=False),
                  template="plotly_white",
                  xaxis=dict(title=dict(text=xtitle)), yaxis=dict(title=dict(text=ytitle)),
                  legend=dict(orientation="v", x=1.02, xanchor="left", y=1, yanchor="top",
                              font=dict(size=_LEGEND_FONT)),
                  hovermode="closest", uirevision="keep")
    layout.update(extra)
    for axis in ("xaxis", "yaxis"):
        # labels level and never hidden: otherwise every redraw measures each tick label
        # twice (does it overflow the figure? do neighbours overlap?), a fifth of it
        layout[axis] = dict(layout[axis])
        layout[axis].setdefault("tickangle", 0)
        layout[axis].setdefault("ticklabeloverflow", "allow")
        layout[axis].setdefault("automargin", False)
    return layout


def _flows(run, flows):
    return [run.flow(f) for f in flows] if flows is not None else run.main_flows


# ---- cwnd -------------------------------------------------------------------------------------

def cwnd_figure(run, flows=None, ssthresh=True, markers=True, start=None, end=None,
                title=None):
    """cwnd (and ssthresh) against time per flow, with the flow's tick (|, T, ...) in a
    rug under the curve at every packet drop of the flow (one line trace per flow, see
    _drop_trace) and a marker at every coarse timeout (triangle, on the curve, when the
    retransmission timer fired)."""
    data = []
    flows = _flows(run, flows)
    windows = [_window(*run.cwnd(f.fid), start=start, end=end, line=True) for f in flows]
    # the rugs' rows are as high on screen for every flow: the y span of all flows' cwnd
    y_span = max([_top(c) for _, c in windows] or [1.0])
    for row, (f, (t, c)) in enumerate(zip(flows, windows)):
        color = flow_color(f.fid)
        x, y = thin(t, c)
        data.append(_trace("scatter", x=x, y=y, mode="lines", name="cwnd of %s" % f.label,
                               line=dict(color=color, width=1.5, shape="hv"),
                               meta={"kind": "cwnd", "flow": f.fid}))
        if ssthresh:
            t, s = _window(*run.ssthresh(f.fid), start=start, end=end, line=True)
            data.append(_trace("scatter", x=t, y=s, mode="lines", name="ssthresh of %s" % flow_name(f),
                                   line=dict(color=color, width=1, dash="dot", shape="hv"),
                                   meta={"kind": "ssthresh", "flow": f.fid}))
        if markers:
            ct, cv = run.cwnd(f.fid)
            d = run.drops(f.fid)
            dt, ds = _window(d["time"], d["seqno"], start=start, end=end)
            x_span = _span(t, start, end, run)
            if _COLUMNS.get() is not None:        # live: drops on one spot drawn once
                dt, _, ds = merge_markers(dt, np.zeros(len(dt)), ds, x_span, y_span)
            hover = ["%s at %.4f s" % (s, v) for s, v in zip(ds, dt)]
            data.append(_drop_trace(
                f.fid, dt, hover, x_span, y_span, row,
                name="drops of %s (%s)" % (flow_name(f), drop_tick_name(f.fid)),
                hovertemplate="drop of seqno %{customdata}",
                meta={"kind": "drops", "flow": f.fid}))
            to = run.timeouts(f.fid)
            (to,) = _window(to, start=start, end=end)
            data.append(_trace("scatter", 
                x=to, y=_at(ct, cv, to - 1e-9), mode="markers", name="timeouts of %s" % flow_name(f),
                marker=dict(symbol="triangle-down", size=10, color=color, opacity=0.8,
                            line=dict(width=1, color="black")),
                hovertemplate="coarse timeout at %{x:.4f} s",
                meta={"kind": "timeouts", "flow": f.fid}))
    title = title or "cwnd against time — %s" % run.scenario.title
    return _figure(data, _layout(title, "time (s)", "cwnd (packets)"))


# ---- queue ------------------------------------------------------------------------------------

def queue_figure(run, link=None, start=None, end=None, title=None):
    """Queue occupancy of `link` (default the bottleneck) against time, the
    queue limit, and each drop at the queue (a rug under the queue: a tick per drop in
    the flow's colour and shape)."""
    l = run.bottleneck if link is None else run.link(*link)
    t, q = _window(*run.queue(l), start=start, end=end, line=True)
    x, y = thin(t, q)
    name = "%s→%s" % (run.names[l.src], run.names[l.dst])
    data = [_trace("scatter", x=x, y=y, mode="lines", name="queue at %s" % name,
                       line=dict(color="#e0a800", width=1.2, shape="hv"), fill="tozeroy",
                       fillcolor="rgba(224,168,0,0.25)", meta={"kind": "queue"})]
    for row, f in enumerate(run.flows):
        d = run.drops(f.fid, link=l)
        dt, = _window(d["time"], start=start, end=end)
        x_span, y_span = _span(t, start, end, run), max(l.limit, _top(q)) + 0.5
        times = ["%.4f s" % v for v in dt]
        if _COLUMNS.get() is not None:            # live: drops on one spot drawn once
            dt, _, times = merge_markers(dt, np.zeros(len(dt)), times, x_span, y_span)
        data.append(_drop_trace(
            f.fid, dt, times, x_span, y_span, row,
            name="drops of %s (%s)" % (flow_name(f), drop_tick_name(f.fid)),
            hovertemplate="drop at %{customdata}", meta={"kind": "drops", "flow": f.fid}))
    lo = 0 if start is None else start
    hi = run.endtime if end is None else end
    data.append(_trace("scatter", x=[lo, hi], y=[l.limit, l.limit], mode="lines",
                           name="queue limit (%d packets)" % l.limit,
                           line=dict(color="#555", dash="dash", width=1),
                           meta={"kind": "limit"}))
    title = title or "Queue at %s" % name
    return _figure(data, _layout(title, "time (s)", "packets in queue"))


# ---- sequence numbers -------------------------------------------------------------------------

def seqno_figure(run, flows=None, start=None, end=None, title=None):
    """Sequence number against time (the classic xgraph view): data packets as
    the sender sends them, ACKs as they come back, drops as crosses."""
    data = []
    for f in _flows(run, flows):
        color = flow_color(f.fid)
        t, s = _window(*run.sent(f.fid), start=start, end=end)
        x, y = thin(t, s)
        data.append(_trace("scatter", x=x, y=y, mode="markers", name="sent by %s" % flow_name(f),
                               marker=dict(size=3, color=color),
                               meta={"kind": "sent", "flow": f.fid}))
        t, a = _window(*run.acked(f.fid), start=start, end=end, line=True)
        x, y = thin(t, a)
        data.append(_trace("scatter", x=x, y=y, mode="lines", name="acked, %s" % flow_name(f),
                               line=dict(color=color, width=1, dash="dot", shape="hv"),
                               meta={"kind": "acked", "flow": f.fid}))
        d = run.drops(f.fid)
        dt, ds = _window(d["time"], d["seqno"], start=start, end=end)
        data.append(_trace("scatter", x=dt, y=ds, mode="markers", name="drops of %s" % flow_name(f),
                               marker=drop_marker(f.fid, size=8),
                               meta={"kind": "drops", "flow": f.fid}))
    title = title or "Sequence numbers against time"
    return _figure(data, _layout(title, "time (s)", "sequence number"))


# ---- utilization ------------------------------------------------------------------------------

def utilization_figure(run, link=None, bins=None, title=None):
    """Utilization of `link` (default the bottleneck) per time bin, stacked by
    flow, with the average over the whole run as a line."""
    l = run.bottleneck if link is None else run.link(*link)
    bins = bins or int(min(200, max(20, run.endtime * 2)))
    edges, per_flow = run.link_busy(l, bins=bins)
    mid = (edges[:-1] + edges[1:]) / 2
    data = []
    for f in run.flows:
        y = per_flow.get(f.fid, np.zeros(len(mid)))
        data.append(_trace("scatter", x=mid, y=y * 100, mode="lines", stackgroup="flows",
                               name=f.label, line=dict(width=0.5, color=flow_color(f.fid)),
                               meta={"kind": "utilization", "flow": f.fid}))
    avg = run.utilization(l) * 100
    data.append(_trace("scatter", x=[0, run.endtime], y=[avg, avg], mode="lines",
                           name="average %.1f %%" % avg,
                           line=dict(color="black", dash="dash", width=1),
                           meta={"kind": "average", "value": avg}))
    name = "%s→%s" % (run.names[l.src], run.names[l.dst])
    title = title or "Utilization of %s: %.1f %%" % (name, avg)
    return _figure(data, _layout(title, "time (s)", "utilization (%)",
                                               yaxis=dict(range=[0, 105],
                                                          title=dict(text="utilization (%)"))))


def sawtooth_utilization(transit, queue):
    """The idealized single-flow sawtooth's link utilization (Dordal 13.7): cwnd
    grows by one packet per RTT from (T + Q)/2 to T + Q (T: transit capacity,
    Q: queue capacity, packets) and halves.  Below T the link carries cwnd
    packets per no-load RTT; above T it is always busy while the queue adds
    delay.  Gives 75 % at Q = 0 and 100 % for Q >= T."""
    T, Q = float(transit), float(queue)
    lo = (T + Q) / 2
    if lo >= T:
        return 1.0
    t1 = T - lo                                    # no-load RTTs below T
    p1 = (lo + T) / 2 * t1                         # packets sent meanwhile
    t2 = ((T + Q) ** 2 - T ** 2) / (2 * T)         # time to grow from T to T+Q
    return (p1 + T * t2) / (T * (t1 + t2))


def utilization_sweep_figure(table, x="queue_limit", y="utilization", transit=None,
                             title=None):
    """Measured utilization (in %) against a parameter (a sweep table) and,
    given the transit capacity (packets), the sawtooth model's curve
    (`sawtooth_utilization`) for a queue of x packets."""
    t = table.sort_values(x)
    data = [_trace("scatter", x=t[x], y=t[y] * 100, mode="lines+markers", name="measured",
                       meta={"kind": "measured"})]
    if transit:
        q = np.linspace(float(t[x].min()), float(t[x].max()), 200)
        model = [sawtooth_utilization(transit, v) * 100 for v in q]
        data.append(_trace("scatter", x=q, y=model, mode="lines", name="sawtooth model",
                               line=dict(dash="dot"), meta={"kind": "model"}))
    title = title or "Utilization against %s" % x
    return _figure(data, _layout(title, x, "utilization (%)"))


# ---- sweeps -----------------------------------------------------------------------------------

def goodput_ratio_figure(table, x="delay_b", ratio="goodput_ratio", rtt="rtt_ratio",
                         fits=True, title=None, log=False):
    """A goodput-ratio sweep: the measured ratio (flow 0 / flow 1) against
    parameter `x`, with the models RTT_ratio (α = 1) and RTT_ratio² (α = 2),
    and with fits=True the fitted K·RTT_ratio^α and ½·RTT_ratio² curves."""
    from .. import analysis
    t = table.sort_values(x)
    xs, r, g = t[x].to_numpy(float), t[rtt].to_numpy(float), t[ratio].to_numpy(float)
    data = [_trace("scatter", x=xs, y=g, mode="lines+markers", name="goodput ratio",
                       line=dict(color="#1f77b4"), marker=dict(size=4),
                       meta={"kind": "goodput_ratio"}),
            _trace("scatter", x=xs, y=r, mode="lines", name="RTT ratio",
                       line=dict(color="#ff7f0e", dash="dash"), meta={"kind": "rtt_ratio"}),
            _trace("scatter", x=xs, y=r ** 2, mode="lines", name="RTT ratio²",
                       line=dict(color="#d62728", dash="dash"),
                       meta={"kind": "rtt_ratio_squared"})]
    if fits and np.ptp(r) > 0 and np.sum(np.isfinite(g) & (g > 0)) >= 2:
        p = analysis.fit_power_law(r, g)
        data.append(_trace("scatter", x=xs, y=p["K"] * r ** p["alpha"], mode="lines",
                               name="fit %.2f·ratio^%.2f" % (p["K"], p["alpha"]),
                               line=dict(color="#2ca02c", dash="dot"),
                               meta={"kind": "fit_power", "K": p["K"], "alpha": p["alpha"]}))
        s = analysis.fit_scaled_square(r, g)
        data.append(_trace("scatter", x=xs, y=s["c"] * r ** 2, mode="lines",
                               name="fit %.2f·ratio²" % s["c"],
                               line=dict(color="#9467bd", dash="dot"),
                               meta={"kind": "fit_square", "c": s["c"]}))
    layout = _layout(title or "Goodput ratio against %s" % x, x, "ratio")
    if log:
        layout["yaxis"]["type"] = "log"
    return _figure(data, layout)


def sweep_figure(table, x, ys, title=None, ytitle=None, mode="lines+markers", spread=None,
                 log_y=False):
    """Columns `ys` of a sweep table against column `x`, one trace each.

    spread: (low column, high column), e.g. the minimum and maximum over repeated
    runs: drawn as error bars around the first of `ys`.  log_y: a logarithmic y axis."""
    t = table.sort_values(x)
    ys = [ys] if isinstance(ys, str) else list(ys)
    data = [_trace("scatter", x=t[x], y=t[y], mode=mode, name=y, meta={"kind": "column", "column": y})
            for y in ys]
    if spread is not None:
        low, high = spread
        data[0]["error_y"] = dict(type="data", symmetric=False, array=t[high] - t[ys[0]],
                                  arrayminus=t[ys[0]] - t[low])
        data[0]["name"] = "%s (bars: %s to %s)" % (ys[0], low, high)
    extra = {"yaxis": dict(title=dict(text=ytitle or ", ".join(ys)), type="log")} if log_y else {}
    return _figure(data, _layout(title or ", ".join(ys) + " against " + x, x,
                                 ytitle or ", ".join(ys), **extra))


def cluster_heatmap(clusters, flow_ids=(0, 1), title=None, max_count=None):
    """The (d0, d1) drop-cluster dictionary as a heatmap: cell (d0, d1) holds
    how many clusters had d0 drops of the first flow and d1 of the second.
    `clusters`: the dict of nslab.analysis.cluster_dict, or a cluster table."""
    from .. import analysis
    if not isinstance(clusters, dict):
        clusters = analysis.cluster_dict(clusters, list(flow_ids))
    n0 = max([k[0] for k in clusters] + [1]) if max_count is None else max_count
    n1 = max([k[1] for k in clusters] + [1]) if max_count is None else max_count
    z = np.zeros((n1 + 1, n0 + 1), int)
    for (d0, d1), count in clusters.items():
        if d0 <= n0 and d1 <= n1:
            z[d1, d0] += count
    zt = np.where(z > 0, z, np.nan)
    data = [_trace("heatmap", z=zt, x=list(range(n0 + 1)), y=list(range(n1 + 1)),
                       colorscale="YlOrRd", text=z, texttemplate="%{text}",
                       hovertemplate="d0=%{x}, d1=%{y}: %{text} clusters<extra></extra>",
                       meta={"kind": "clusters", "total": int(z.sum())})]
    a, b = flow_ids
    return _figure(data, _layout(
        title or "Drop clusters (d0, d1)", "d0: drops of flow %s" % a,
        "d1: drops of flow %s" % b, xaxis=dict(dtick=1, title=dict(text="d0: drops of flow %s" % a)),
        yaxis=dict(dtick=1, title=dict(text="d1: drops of flow %s" % b)),
        height=360, hovermode="closest"))


# ---- wireless ---------------------------------------------------------------------------------

def _nice_bin(span, bins=120):
    for width in (0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100):
        if width >= span / bins:
            return float(width)
    return span / bins


def wireless_drops_figure(run, bin_width=None, title=None):
    """Drops over time in a wireless run (a nslab.widgets.mobility.MobilityRun), stacked by
    cause: one trace per cause (meta {"kind": "drops", "cause": "RTR CBK"}; the known
    causes always, in the same order, so a live figure updates in place), and the CBR packets
    the mover received in each bin as a line (meta {"kind": "delivered"}).

    Each cause's counts are a stacked area in steps one bin wide (the outline of stacked
    bars): the browser redraws it 2-3 times faster than as bars, one SVG path per cause
    instead of one per bin and cause."""
    width = float(bin_width) if bin_width else _nice_bin(run.endtime)
    edges = np.arange(0.0, run.endtime + width, width)
    mids = (edges[:-1] + edges[1:]) / 2
    d = run.drops()
    causes = cause_order(d["cause"])
    data = []
    for cause in causes:
        times = d["time"].to_numpy()[(d["cause"] == cause).to_numpy()]
        counts = np.histogram(times, edges)[0]
        color = cause_color(cause)
        data.append(_trace("scatter", x=mids, y=counts, mode="lines", stackgroup="drops",
                           line=dict(width=0, shape="hvh", color=color), fillcolor=color,
                           name="%s: %d" % (cause_name(cause), len(times)),
                           hovertemplate="%%{y} drops at %%{x:.1f} s<br>%s<extra></extra>"
                           % cause_label(cause),
                           meta={"kind": "drops", "cause": cause}))
    w = run.trace
    got = w[(w["event"] == "r") & (w["level"] == "AGT") & (w["node"] == run.mover)]
    counts = np.histogram(got["time"].to_numpy(), edges)[0]
    data.append(_trace("scatter", x=mids, y=counts, mode="lines", line_shape="hvh",
                       name="received by the mover (%d)" % len(got), line=dict(color="#1f77b4"),
                       meta={"kind": "delivered"}))
    v = run.values
    return _figure(data, _layout(
        title or "Drops by cause, %s, mover crossing in %g s" % (v["routing"], v["finish"]),
        "time (s)", "packets per %g s" % width,
        xaxis=dict(range=[0.0, float(edges[-1])], title=dict(text="time (s)"))))


# ---- live updating ----------------------------------------------------------------------------

FIGURES = {"cwnd": cwnd_figure, "queue": queue_figure, "seqno": seqno_figure,
           "utilization": utilization_figure, "wireless_drops": wireless_drops_figure}


# what a trace's update sends when it changed: its data, and the colours and opacities of its
# points (a bar per flow: a flow more or less changes the list), by plotly's dotted path
_LIVE_KEYS = ("x", "y", "z", "text", "customdata", "name", "marker.color", "marker.opacity")
_MISSING = object()


def _live_value(trace, key):
    """trace[key] for a dotted `key` ("marker.color") of a trace dict, or _MISSING."""
    for part in key.split("."):
        if not isinstance(trace, dict) or part not in trace:
            return _MISSING
        trace = trace[part]
    return trace


def _wire(value):
    """A trace's value as the widget sends it fastest: numbers as a contiguous array of
    float64 or int32, which travels as a typed-array buffer (plotly's serializer turns an
    int64 array, numpy's default integer, into a Python list of numbers first); the same
    numbers, other values as they are."""
    if isinstance(value, str) or not hasattr(value, "__len__") or isinstance(value, dict):
        return value
    a = np.asarray(value)
    if a.dtype.kind in "iu" and a.dtype.itemsize > 4:
        fits = not len(a) or (a.min() >= -2**31 and a.max() < 2**31)
        a = a.astype(np.int32 if fits else np.float64)
    elif a.dtype.kind not in "iuf":
        return value
    return np.ascontiguousarray(a)


def _changed(old, new):
    if isinstance(new, np.ndarray) or isinstance(old, np.ndarray):
        return not (isinstance(old, (np.ndarray, list, tuple)) and len(old) == len(new)
                    and np.array_equal(old, new))
    if isinstance(old, (list, tuple)) and isinstance(new, (list, tuple)):
        return list(old) != list(new)
    return old != new


def _restyle(widget, data):
    """Plotly.update's restyle arguments for the traces of `data` whose live values
    changed: ({key: [value or Undefined per changed trace]}, [trace indexes])."""
    from plotly.basedatatypes import Undefined
    changes = {}
    # the values the widget holds (plotly's own store: reading each through its trace
    # object costs more than the comparison)
    for i, (old, new) in enumerate(zip(widget._data, data)):
        for key in _LIVE_KEYS:
            value = _live_value(new, key)
            if value is not _MISSING:
                value = _wire(value)
                shown = _live_value(old, key)
                if shown is _MISSING or _changed(shown, value):
                    changes.setdefault(i, {})[key] = value
    indexes = sorted(changes)
    keys = [k for k in _LIVE_KEYS if any(k in changes[i] for i in indexes)]
    return {k: [changes[i].get(k, Undefined) for i in indexes] for k in keys}, indexes


def _relayout(widget, layout):
    """The title, and an axis range the figure function sets when it differs from the one
    it set last time (so a range the student zoomed to stays until the run's span changes)."""
    out = {}
    title = layout.get("title")
    if title is not None:
        text = title["text"] if isinstance(title, dict) else title
        if widget.layout.title.text != text:
            out["title.text"] = text
    last = widget.__dict__.setdefault("_nslab_ranges", {})
    for axis in ("xaxis", "yaxis"):
        wanted = (layout.get(axis) or {}).get("range")
        if wanted is None:
            continue
        known = last.get(axis, widget.layout[axis].range)
        if list(known or ()) != list(wanted):
            out[axis + ".range"] = list(wanted)
        last[axis] = list(wanted)
    return out


def _same_trace(new, shown):
    """Whether trace dict `new` shows what the widget's trace `shown` shows (type, and the
    kind, flow and cause of its meta): then only its live values need sending."""
    if new["type"] != shown.type:
        return False
    a, b = new.get("meta"), shown.meta
    if not isinstance(a, dict) or not isinstance(b, dict):
        return a == b
    return all(a.get(k) == b.get(k) for k in ("kind", "flow", "cause"))


def update_in_place(widget, figure):
    """Copy a new figure into the FigureWidget `widget` in one message, without
    rebuilding it (its zoom is kept).  `figure`: a go.Figure or the (traces, layout)
    of `spec`.  Of the traces that show what the shown ones show (all, when their number
    and types match; else those from the first on with the same type and meta), only
    what changed is sent: the data arrays, names and hover data of the traces that
    changed (one Plotly.update in the browser); traces beyond them are removed or added
    (a flow more or less: one trace added or removed, never all replaced, so the figure
    is never drawn empty in between), with nslab's FigureWidget in that same message and
    drawing (FigureWidget.one_update)."""
    if isinstance(figure, tuple):
        data, layout = figure
    else:
        data = [t.to_plotly_json() for t in figure.data]
        layout = figure.layout.to_plotly_json()
    if len(data) == len(widget.data) and all(d["type"] == w.type for d, w in zip(data, widget.data)):
        kept = len(data)
    else:                      # the leading traces that show the same thing stay
        kept = 0
        while kept < min(len(data), len(widget.data)) and _same_trace(data[kept], widget.data[kept]):
            kept += 1
    restyle, indexes = _restyle(widget, data[:kept])
    relayout = _relayout(widget, layout)
    # the values are a figure function's own arrays, made by our code: plotly's
    # validation (a third of the update's time) would only copy them
    if hasattr(widget, "one_update"):      # nslab's FigureWidget: all in one drawing
        widget.one_update(kept, restyle, relayout, indexes, data[kept:])
        return widget
    if kept < len(widget.data):
        widget.data = widget.data[:kept]
    if restyle or relayout:
        widget.plotly_update(restyle_data=restyle, relayout_data=relayout,
                             trace_indexes=indexes or None)
    if kept < len(data):
        widget.add_traces(data[kept:])
    return widget
