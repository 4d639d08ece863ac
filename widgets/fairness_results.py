"""What labs 05 and 06 measure on a run of a fairness scenario (nslab.widgets.fairness_scenarios).

Throughputs come from the receivers' own counters (a TCP sink's or a LossMonitor's bytes_:
payload bytes delivered), so they exist without capture; per-bin throughput over time
and the losses per flow need the packet records (capture=True).  A flow's relative
throughput is its throughput over the fair share of the first congested link.

    rates(run)               {fid: Mbit/s delivered} over the whole run
    rate_table(run)          one row per flow: label, kind, Mbit/s, relative, losses
    jain(run)                Jain's fairness index of the main flows' throughputs
    rates_over_time(run)     (bin edges, {fid: Mbit/s per bin}) at the receivers
    losses(run)              {fid: packets dropped anywhere ('d' records)}
    repeat(scenario, seeds)  the same point over several seeds: per-flow mean and spread
    relative_sweep(...)      one flow's relative throughput against a swept knob, with
                             mean and spread over seeds (experiments 2.3 and 3)
"""
import numpy as np

from ..analysis import jain_index

__all__ = ["rates", "relative", "rate_table", "jain", "rates_over_time", "losses", "repeat",
           "relative_sweep", "mean_spread"]


def mean_spread(values):
    """(mean, sample standard deviation; 0 for one value) of a list of numbers."""
    v = np.asarray(values, float)
    return float(v.mean()), float(v.std(ddof=1)) if len(v) > 1 else 0.0


def _bytes(flow):
    return float(flow.sink["bytes_"])


def rates(run, main_only=True):
    """{fid: Mbit/s of payload delivered over the run} from the receivers' counters."""
    flows = run.main_flows if main_only else run.flows
    return {f.fid: _bytes(f) * 8 / run.endtime / 1e6 for f in flows}


def _fair_mbps(run):
    from .fairness_scenarios import fair_share
    if "qdisc" in run.values:
        return fair_share(run.values) / 1e6
    return run.bottleneck.bandwidth / len(run.main_flows) / 1e6


def relative(run):
    """{fid: throughput / fair share of the first congested link} of the main flows."""
    fair = _fair_mbps(run)
    return {fid: r / fair for fid, r in rates(run).items()}


def losses(run, main_only=True):
    """{fid: packets of the flow dropped (queue overflow, early drop or error model)}."""
    flows = run.main_flows if main_only else run.flows
    return {f.fid: int(len(run.drops(fid=f.fid))) for f in flows}


def rate_table(run):
    """A list of dicts, one per flow (cross flows included): what the bars show."""
    fair = _fair_mbps(run)
    lost = losses(run, main_only=False) if run.captured else {}
    rows = []
    for f in run.flows:
        mbps = _bytes(f) * 8 / run.endtime / 1e6
        rows.append({"fid": f.fid, "label": f.label, "kind": "UDP" if f.flavour == "UDP"
                     else "TCP", "main": f.main, "mbps": mbps, "relative": mbps / fair,
                     "losses": lost.get(f.fid)})
    return rows


def jain(run):
    """Jain's index of the main flows' throughputs (1: equal; 1/n: one flow has it all)."""
    return jain_index(list(rates(run).values()))


def rates_over_time(run, bins=50, main_only=True):
    """(bin edges in s, {fid: Mbit/s delivered to the flow's receiver per bin})."""
    edges = np.linspace(0.0, run.endtime, bins + 1)
    width = edges[1] - edges[0]
    out = {}
    flows = run.main_flows if main_only else run.flows
    for f in flows:
        d = run.delivered(f.fid)
        payload = d["size"] - (40 if f.flavour != "UDP" else 0)
        out[f.fid] = np.histogram(d["time"], edges, weights=payload * 8.0)[0] / width / 1e6
    return edges, out


def repeat(scenario, seeds, **values):
    """Runs `scenario` at `values` once per seed (capture=False) and returns
    {"seeds", "rates": {fid: [Mbit/s per seed]}, "mean", "std", "jain": [per seed],
    "jain_mean", "jain_std", "labels": {fid: label}}."""
    per_flow, jains, labels = {}, [], {}
    for seed in seeds:
        run = scenario.run(capture=False, seed=seed, **values)
        for fid, r in rates(run).items():
            per_flow.setdefault(fid, []).append(r)
        labels = {f.fid: f.label for f in run.main_flows}
        jains.append(jain(run))
    stats = {k: mean_spread(v) for k, v in per_flow.items()}
    jain_mean, jain_std = mean_spread(jains)
    return {"seeds": list(seeds), "rates": per_flow, "labels": labels,
            "mean": {k: m for k, (m, _) in stats.items()},
            "std": {k: sd for k, (_, sd) in stats.items()},
            "jain": jains, "jain_mean": jain_mean, "jain_std": jain_std}


def relative_sweep(scenario, knob, xs, seeds=(1, 2, 3), flow=-1, progress=None, **values):
    """[(x, mean, sample std)] of the relative throughput of main flow number `flow`
    (-1: the last, experiment 2.3's TCP) as `knob` takes each value of `xs`, over `seeds`
    (capture=False runs).  progress: optional callable(fraction) after each run."""
    out, done, total = [], 0, len(xs) * len(seeds)
    for x in xs:
        rel = []
        for seed in seeds:
            run = scenario.run(capture=False, seed=seed, **{knob: x}, **values)
            rel.append(list(relative(run).values())[flow])
            done += 1
            if progress is not None:
                progress(done / total)
        out.append((x, *mean_spread(rel)))
    return out
