"""Parameter sweeps of the labs' scenarios, with a progress bar.

    >>> from nslab.widgets import sweeps, scenarios
    >>> table = sweeps.sweep(scenarios.SINGLE_SENDER, {"queue_limit": [3, 5, 8, 12]},
    ...                      delay_ar=50, delay_rb=100, endtime=200)
    >>> table[["queue_limit", "utilization"]]

One row per point: the grid's values, then what `measure(run)` returns (by
default `Run.summary()`).  Fixed keyword values apply to every point.

capture=False runs without recording packets (many times faster): for measures
that read only the agents' counters, such as the goodputs of `Run.summary()`.

parallel=False (the default) runs the points one after the other in this
process: right for the short sweeps of graded cells.  parallel=True hands
them to `nslab.sweep` (all cores, and a cache: a repeated sweep returns at
once, an interrupted one resumes); `measure` then travels to the worker
processes by value, so a function defined in the notebook works.
"""
import hashlib
import inspect
import os

import pandas as pd

from . import scenarios as S

__all__ = ["sweep"]


def _scenario(scenario):
    if isinstance(scenario, str):
        try:
            return S.SCENARIOS[scenario]
        except KeyError:
            raise KeyError("no scenario %r (have: %s)" % (scenario, ", ".join(S.SCENARIOS))) \
                from None
    return scenario


def _summary(run):
    return run.summary()


def _digest(text):
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _source(fn):
    try:
        return inspect.getsource(fn)
    except (OSError, TypeError):
        return repr(getattr(fn, "__code__", fn))


# the modules whose code decides what a scenario's run computes
_SCENARIO_SOURCES = ("scenario_base.py", "wired_scenarios.py", "fairness_scenarios.py")


def _code_version():
    here = os.path.dirname(os.path.abspath(__file__))
    text = ""
    for name in _SCENARIO_SOURCES:
        with open(os.path.join(here, name)) as f:
            text += f.read()
    return _digest(text)


def sweep(scenario, grid, measure=None, parallel=False, progress=None, cache=True,
          workers=None, capture=True, **fixed):
    """Run `scenario` (a Scenario or its name) at every point of `grid`
    ({knob: values}, Cartesian product) with the `fixed` knob values; returns a
    DataFrame (see the module doc)."""
    from ..sweep import grid_points
    scenario = _scenario(scenario)
    measure = measure or _summary
    points = grid_points(grid)
    how = {} if capture else {"capture": False}         # (scenarios that always capture take no flag)
    for p in points:
        scenario.values(**dict(fixed, **p))            # bad names or values fail here, at once
    if progress is None:
        from .explorer import headless
        progress = not headless()
    if not parallel:
        bar = None
        if progress:
            from tqdm.auto import tqdm
            bar = tqdm(total=len(points), desc=scenario.name, unit="run")
        rows = []
        try:
            for p in points:
                run = scenario.run(**how, **dict(fixed, **p))
                row = dict(p)
                row.update(measure(run))
                rows.append(row)
                if bar is not None:
                    bar.update(1)
        finally:
            if bar is not None:
                bar.close()
        return pd.DataFrame(rows)
    from ..sweep import sweep as nslab_sweep
    key = {"_scenario": scenario.name, "_defaults": _digest(repr(sorted(
        scenario.defaults().items()))), "_measure": _digest(_source(measure)),
        "_code": _code_version(), "_fixed": repr(sorted(fixed.items())), "_capture": capture}

    def point(**p):
        values = {k: v for k, v in p.items() if not k.startswith("_")}
        return measure(scenario.run(**how, **dict(fixed, **values)))

    table = nslab_sweep(point, points=[dict(p, **key) for p in points], cache=cache,
                        progress=progress, workers=workers)
    failed = table[table["error"].notna()]
    if len(failed):
        raise RuntimeError("%d point(s) failed, e.g. %s: %s" % (
            len(failed), failed.iloc[0][list(grid)].to_dict(), failed.iloc[0]["error"]))
    return table.drop(columns=[c for c in table.columns if c.startswith("_")]
                      + ["error"]).reset_index(drop=True)
