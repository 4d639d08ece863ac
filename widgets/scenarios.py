"""The labs' scenarios: each builds a kernel simulation from a few named knobs.

    >>> from nslab.widgets import scenarios
    >>> run = scenarios.SINGLE_SENDER.run(queue_limit=10, endtime=20)
    >>> run.summary()["goodput_pkts"]

A `Knob` is one scenario parameter bound to the kernel parameter it sets (a
`nslab.params.Param`): its unit, valid range, kind and help come from the
kernel's table, so the widgets' controls, their tooltips and the validation
all read the same declaration.  A knob may show the value in another unit
(delays in ms, bandwidths in Mbit/s) through `scale`.

A `Scenario` is a builder function and its knobs; `preset(...)` gives the
same builder with other defaults (the labs' presets are at the bottom:
SINGLE_SENDER = basic1, TP_WINDOW = seed 003's lab, TWO_SENDERS = basic2,
RENO_VS_VEGAS = 16.5, FOUR_FLAVOURS = seed 001's chain).  `run()` returns a
`Run`: the kernel's captured columns plus the topology and flows, which the
figures, the animation and the graders read.

The builders create the objects in the same order as the reference scripts
(tests/reference/scenarios/basic1.tcl, basic2.tcl, flavors4.tcl), so a run
gives the same numbers as `nslab run` (and ns-2) on those scripts.

The pieces live in two modules, both importable from here as before:
nslab.widgets.scenario_base (Knob, Scenario, Flow, Topology, LinkInfo, Run) and
nslab.widgets.wired_scenarios (the builders, knobs and presets of labs 01-03).
"""
from .scenario_base import Flow, Knob, LinkInfo, Run, Scenario, Topology  # noqa: F401
from .wired_scenarios import (ENDTIME, FLAVOUR, FLAVOURS, FOUR_FLAVOURS, RENO_VS_VEGAS,  # noqa: F401
                              SCENARIOS, SINGLE_SENDER, START, TELNET_TO, TP_WINDOW, TWO_SENDERS)
from .fairness_scenarios import SCENARIOS as _FAIRNESS_SCENARIOS

SCENARIOS = {**SCENARIOS, **_FAIRNESS_SCENARIOS}     # labs 05 and 06 (fairness_scenarios)

__all__ = ["Knob", "Scenario", "Run", "SINGLE_SENDER", "TP_WINDOW", "TWO_SENDERS",
           "RENO_VS_VEGAS", "FOUR_FLAVOURS", "SCENARIOS", "FLAVOURS"]
