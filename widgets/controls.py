"""ipywidgets controls generated from a scenario's knobs (and so from the
kernel's parameter table: the kind picks the widget, the range bounds it,
the unit labels it and the help becomes its tooltip).

    >>> from nslab.widgets import scenarios, controls
    >>> w = controls.controls(scenarios.SINGLE_SENDER, ["queue_limit", "flavour"])
    >>> controls.panel(w)
"""
import math

import ipywidgets as W

__all__ = ["control", "controls", "panel", "values"]

STYLE = {"description_width": "150px"}     # the controls' label width
_LAYOUT = {"width": "380px"}


def _decimals(step):
    if step is None or step >= 1:
        return 0
    return min(6, max(1, int(math.ceil(-math.log10(step) - 1e-9))))


def control(knob, value=None, continuous_update=False):
    """One widget for `knob`, showing `value` (default: the knob's default)."""
    value = knob.default if value is None else value
    unit = knob.shown_unit
    label = knob.label or knob.name
    description = "%s (%s)" % (label, unit) if unit else label
    common = dict(description=description, tooltip=knob.help, style=STYLE,
                  layout=W.Layout(**_LAYOUT))
    if knob.kind == "choice":
        w = W.Dropdown(options=list(knob.choices), value=value, **common)
    elif knob.kind == "bool":
        w = W.Checkbox(value=bool(value), indent=False, **common)
    elif knob.kind == "int":
        w = W.IntSlider(value=int(value), min=int(knob.low), max=int(knob.high),
                        step=int(knob.step or 1), continuous_update=continuous_update,
                        **common)
    else:
        step = knob.step or (knob.high - knob.low) / 100.0
        w = W.FloatSlider(value=float(value), min=float(knob.low), max=float(knob.high),
                          step=step, readout_format=".%df" % _decimals(step),
                          continuous_update=continuous_update, **common)
    w.knob = knob.name
    return w


def controls(scenario, names=None, values=None, continuous_update=False):
    """{knob name: widget} for the scenario's knobs `names` (default: all)."""
    values = values or {}
    names = list(scenario.knobs) if names is None else list(names)
    out = {}
    for name in names:
        if name not in scenario.knobs:
            raise KeyError("%s has no knob %r (has: %s)" % (scenario.name, name,
                                                             ", ".join(scenario.knobs)))
        out[name] = control(scenario.knobs[name], values.get(name), continuous_update)
    return out


def values(widgets):
    """The current values of the widgets: {knob name: value}, rounding away the
    float noise of slider steps (docs/jupyter-stack.md §4.4)."""
    out = {}
    for name, w in widgets.items():
        v = w.value
        if isinstance(v, float):
            v = round(v, 9)
        out[name] = v
    return out


def panel(widgets, columns=2):
    """The widgets in a grid of `columns` columns."""
    items = list(widgets.values())
    return W.GridBox(items, layout=W.Layout(
        grid_template_columns="repeat(%d, 390px)" % columns, grid_gap="2px 10px"))
