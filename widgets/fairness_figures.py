"""The figures of labs 05 and 06, plain functions returning plotly Figures (as
nslab.widgets.figures: every trace has a stable `name` and a `meta` dict saying what
it shows, so graders find traces without relying on their order).

    throughput_figure(run)          per-flow throughput over time (receiver side)
    share_bars_figure(run)          per-flow throughput bars against the fair share
    relative_sweep_figure(table)    relative throughput against a swept parameter, with
                                    error bars (one line per discipline or case);
                                    relative_sweep in nslab.widgets.fairness_results
                                    gives a line's points

Legends name flows by what they are: "flow 3 (UDP 0.94 Mbit/s)", "flow 0 A→C (Cubic)".

The live figures of lab 06 change with the number of flows (its flows slider): a bar and a
legend entry more or less per step.  Like every figure of `_layout` they have fixed margins,
not grown by plotly to fit the slanted flow names and the legend (its "automargin"): plotly
measured every tick label and legend entry to size them and drew the whole figure a second
time when the size changed, which a flow more or less does; a fixed size is one drawing.
So the flow names under the bars get a fixed space (`_fixed_margins`), and the throughput
figure's legend stands to the right of the plot, one flow a row (plotly scrolls it when the
flows outgrow the plot).
"""
from .figures import _figure, _layout, _trace
from .style import flow_color
from .fairness_results import mean_spread, rate_table, rates_over_time

__all__ = ["throughput_figure", "share_bars_figure", "relative_sweep_figure", "spread_table"]

_NAMES_BELOW = 150      # px under the bars for the slanted flow names (26 characters) and the title
_LEGEND_RIGHT = 210     # px right of the throughput plot for its legend (a flow name a row)


def _fixed_margins(layout, **margin):
    """`layout` (of _layout, whose margins are fixed) with the given margins."""
    layout["margin"] = dict(layout["margin"], **margin)
    return layout


def throughput_figure(run, bins=50, title=None):
    """Mbit/s delivered to each main flow's receiver per time bin."""
    edges, per_flow = rates_over_time(run, bins)
    mids = (edges[:-1] + edges[1:]) / 2
    data = [_trace("scatter", x=mids, y=per_flow[f.fid], mode="lines", name=f.label,
                   line=dict(color=flow_color(f.fid), width=1.5),
                   meta={"kind": "throughput", "flow": f.fid})
            for f in run.main_flows]
    layout = _layout(title or "Throughput per flow (%d bins)" % bins, "time (s)", "Mbit/s",
                     legend=dict(orientation="v", x=1.02, xanchor="left", y=1, yanchor="top",
                                 font=dict(size=11)))
    return _figure(data, _fixed_margins(layout, r=_LEGEND_RIGHT, b=45))


def share_bars_figure(run, relative=False, title=None):
    """One bar per flow (cross flows included, paler) and a line at the fair share."""
    rows = rate_table(run)
    key = "relative" if relative else "mbps"
    fair = rows[0]["mbps"] / rows[0]["relative"] if rows and rows[0]["relative"] else None
    data = [_trace("bar", x=[r["label"] for r in rows], y=[r[key] for r in rows],
                   name="throughput", marker=dict(
                       color=[flow_color(r["fid"]) for r in rows],
                       opacity=[1.0 if r["main"] else 0.45 for r in rows]),
                   customdata=[r["losses"] if r["losses"] is not None else -1 for r in rows],
                   hovertemplate="%{x}: %{y:.3f}<br>losses %{customdata}<extra></extra>",
                   meta={"kind": "share_bars", "relative": relative})]
    line = 1.0 if relative else fair
    if line is not None:
        data.append(_trace("scatter", x=[rows[0]["label"], rows[-1]["label"]], y=[line, line],
                           mode="lines", name="fair share", line=dict(dash="dash", color="black"),
                           meta={"kind": "fair_share"}))
    layout = _layout(title or "Throughput per flow against the fair share",
                     "flow", "throughput / fair share" if relative else "Mbit/s",
                     # slanted flow names under the bars: the legend goes up right,
                     # beside the title, not onto them
                     xaxis=dict(title=dict(text="flow"), tickangle=-45),
                     legend=dict(orientation="h", yanchor="bottom", y=1.0,
                                 xanchor="right", x=1, font=dict(size=11)))
    return _figure(data, _fixed_margins(layout, l=75, r=15, t=44, b=_NAMES_BELOW))


def relative_sweep_figure(table, x, title=None, xtitle=None, ytitle="relative throughput"):
    """table: {line name: [(x, mean, spread), ...]} -> one line per name with error bars."""
    data = []
    for i, (name, points) in enumerate(table.items()):
        pts = sorted(points)
        data.append(_trace("scatter", x=[p[0] for p in pts], y=[p[1] for p in pts],
                           error_y=dict(type="data", array=[p[2] for p in pts], visible=True),
                           mode="lines+markers", name=str(name),
                           line=dict(color=flow_color(i)), meta={"kind": "sweep", "line": name}))
    return _figure(data, _layout(title or "Relative throughput against %s" % x,
                                 xtitle or x, ytitle))


def spread_table(points):
    """[(x, [values])] -> [(x, mean, sample std)] for relative_sweep_figure."""
    return [(xv, *mean_spread(values)) for xv, values in points]
