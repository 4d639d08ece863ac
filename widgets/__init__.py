"""Interactive courseware widgets on the nslab kernel (imported as nslab.widgets).

* `scenarios`: the labs' scenarios (basic1, seed 003's window lab, basic2, Reno vs
  Vegas, seed 001's chain) with knobs bound to the kernel's parameter table;
  `Scenario.run()` gives a `Run` of captured columns.
* `figures`: plain functions returning plotly Figures (cwnd, queue, sequence
  numbers, utilization, goodput-ratio sweeps, drop-cluster heatmaps).
* `controls`: ipywidgets controls generated from the knobs.
* `Explorer`: controls + live FigureWidgets re-simulated on every change.
* `NetworkAnimation`: the topology with packets moving at their real timing.
* `mobility`: lab 04's wireless scenario `MOBILITY` (wireless.tcl with knobs);
  `WirelessMap`: its animated map (nodes, radio ranges, hops, drops).
"""
import importlib
import importlib.util

from ._imports import import_jsonschema_without_iri_grammar

__all__ = ["SCENARIOS", "SINGLE_SENDER", "TP_WINDOW", "TWO_SENDERS", "RENO_VS_VEGAS",
           "FOUR_FLAVOURS", "Knob", "Run", "Scenario", "Explorer", "NetworkAnimation",
           "MOBILITY", "WirelessMap", "figures", "controls", "headless"]

# the names of .scenarios, imported on first use: a lab's set-up cell imports the Explorer
# first, which sends plotly.js to the page before pandas and the scenarios are imported
_SCENARIO_NAMES = ("SCENARIOS", "SINGLE_SENDER", "TP_WINDOW", "TWO_SENDERS", "RENO_VS_VEGAS",
                   "FOUR_FLAVOURS", "Knob", "Run", "Scenario")

import_jsonschema_without_iri_grammar()        # saves a second before a lab's first figure


def __getattr__(name):
    # the ipywidgets/plotly parts load on first use, so `scenarios` works without them
    if name == "Explorer":
        from .rendering import preload_plotly, register_renderer
        preload_plotly()          # the page loads plotly.js while the next imports and cells run
        register_renderer()       # plotly's renderer "nslab": static figures with that plotly.js
        from .explorer import Explorer
        return Explorer
    if name in _SCENARIO_NAMES:
        from . import scenarios
        return getattr(scenarios, name)
    if name == "NetworkAnimation":
        from .animation import NetworkAnimation
        return NetworkAnimation
    if name == "MOBILITY":
        from .mobility import MOBILITY
        return MOBILITY
    if name == "WirelessMap":
        from .wireless_map import WirelessMap
        return WirelessMap
    if name == "headless":
        from .rendering import headless
        return headless
    if importlib.util.find_spec("." + name, __name__) is not None:      # a submodule
        return importlib.import_module("." + name, __name__)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))
