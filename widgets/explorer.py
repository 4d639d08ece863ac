"""Controls, live figures and the animation of one scenario (the network, or lab 04's
wireless map: `animation_for(run)`).

    >>> from nslab.widgets import Explorer, SINGLE_SENDER
    >>> ex = Explorer(SINGLE_SENDER, figures=("cwnd", "queue"), animation=True)
    >>> ex                       # in a notebook: sliders, figures, animation

Changing a control re-runs the simulation (or takes the run of the same values
from nslab.widgets.run_cache, which keeps the latest few) and copies the new data into the
same FigureWidgets (no redraw from scratch, the zoom stays); `ex.update(...)`
does the same from code, `ex.run` is the current Run and `ex.figure(name)` a
plain go.Figure of it.  `presets={label: scenario preset}` adds a drop-down above the
controls that loads a preset's values in one run (`keep` names knobs that stay as they
are, e.g. the queue discipline).  Each update's kernel and figure times are kept in
`ex.timings` (milliseconds).  Long runs show a progress bar.

Headless (NSLAB_HEADLESS=1, or autograding: see `headless`) the
Explorer makes no FigureWidget and no animation: displaying it shows static
plotly figures, so executed notebooks stay small and autograding does not
wait on widgets no browser will ever render.
"""
import gc
import html
import inspect
import os
import time

import ipywidgets as W

from . import controls as C
from . import figures as F
from .run_cache import RUNS
from ..errors import ParameterError, ScenarioError

__all__ = ["Explorer", "headless", "preload_plotly", "summary_text"]

_PROGRESS_AFTER = 0.3       # seconds of simulation before the progress bar shows
# how the summary line names each entry of run.summary(): (words, unit); "%" shows a
# fraction as a percentage; a trailing flow id (ack0, recv1) names the flow
_SUMMARY = {
    "endtime": ("run", "s"), "utilization": ("bottleneck busy", "%"),
    "drops": ("drops at the bottleneck", "packets"),
    "ack": ("highest ACK", ""), "goodput_pkts": ("goodput", "packets"),
    "recv": ("delivered", "packets"), "timeouts": ("coarse timeouts", ""),
    "cwnd_cuts": ("cwnd cuts", ""), "goodput_ratio": ("goodput ratio (flow 0 / flow 1)", ""),
    "rtt_ratio": ("RTT ratio", ""), "ratio1": ("goodput ratio ÷ RTT ratio", ""),
    "ratio2": ("goodput ratio ÷ RTT ratio²", ""),
    "routing": ("routing", ""), "sent": ("CBR packets sent", ""),
    "delivered": ("received by the mover", ""), "delivered_fraction": ("delivered", "%"),
    "first_drop_s": ("first drop", "s"),
}
_frozen = False


def _freeze_libraries():
    """Move the objects alive now (mostly plotly's and ipywidgets' modules, classes and
    validators, loaded by the first live figure) out of the garbage collector's way, once
    per process: otherwise every full collection walks them all, a pause of 100-150 ms
    that lands in the middle of a control change now and then."""
    global _frozen
    if not _frozen and hasattr(gc, "freeze"):
        gc.collect()
        gc.freeze()
        _frozen = True


def _freeze_libraries_after_cell():
    """_freeze_libraries once the running notebook cell is done (its collection takes
    a few hundred milliseconds with the GIL held: the lab's first figures go out first),
    or now outside a notebook."""
    try:
        from IPython import get_ipython
        shell = get_ipython()
    except ImportError:
        shell = None
    if _frozen or shell is None:
        _freeze_libraries()
        return

    def after(result=None):
        shell.events.unregister("post_run_cell", after)
        _freeze_libraries()
    shell.events.register("post_run_cell", after)


def preload_plotly():
    """In a notebook's kernel that renders widgets, send plotly.js to the page now
    (nslab.widgets.figure_widget.preload_bundle), so the first live figure does not
    wait for the browser to load it.  Importing the Explorer (a lab's set-up cell) does
    this; elsewhere (a script, headless grading) it does nothing."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None or headless():
        return
    from .figure_widget import preload_bundle
    preload_bundle()


def headless():
    """True when no browser will render widgets: NSLAB_HEADLESS is set (and
    not 0), or, when it is not set, the notebook runs in one of nbgrader's
    grading folders (autograded/<student>/..., as `nbgrader autograde` does)."""
    value = os.environ.get("NSLAB_HEADLESS")
    if value is not None and value != "":
        return value != "0"
    from ..grading import nbgrader_step
    return nbgrader_step() is not None


def _show_static(fig):
    from IPython.display import display
    display({"application/vnd.plotly.v1+json": fig.to_plotly_json(),
             "text/plain": "<%s>" % (fig.layout.title.text or "figure")}, raw=True)


def summary_text(run):
    """[(name, value with unit)] of run.summary() in words, for the summary line:
    ("goodput A→D (Reno)", "24,480 packets"), ("bottleneck busy", "98.0 %")."""
    out = []
    for key, value in run.summary().items():
        base, flow = key.rstrip("0123456789"), key[len(key.rstrip("0123456789")):]
        words, unit = _SUMMARY.get(key, _SUMMARY.get(base, (key, "")))
        if flow and base in _SUMMARY and hasattr(run, "flow"):
            try:
                words = "%s %s" % (words, run.flow(int(flow)).label)
            except (KeyError, IndexError, ValueError):
                words = "%s flow %s" % (words, flow)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            text = str(value)
        elif unit == "%":
            text, unit = "%.1f" % (100 * value), "%"
        elif isinstance(value, int):
            text = "{:,}".format(value)
        else:
            text = "%.4g" % value
        out.append((words, (text + " " + unit).strip()))
    return out


def animation_for(run):
    """The animated picture of a run, which the Explorer shows under its figures: lab 04's
    wireless map for a wireless run (nslab.widgets.mobility), else the network animation.
    The view is picked here, so the scenarios (models) never import a view."""
    from .mobility import MobilityRun
    if isinstance(run, MobilityRun):
        from .wireless_map import WirelessMap
        return WirelessMap(run)
    from .animation import NetworkAnimation
    return NetworkAnimation(run)


class Explorer:
    """A scenario with its controls and live figures (see the module doc).

    scenario: a Scenario (e.g. SINGLE_SENDER); figures: names in
    nslab.widgets.figures.FIGURES ("cwnd", "queue", "seqno", "utilization")
    or functions run -> go.Figure; knobs: the knobs to show controls for
    (default: all); animation: also show the scenario's animation;
    live: False for static figures (default: not headless()); presets: {label:
    Scenario.preset(...)} for a drop-down that loads a preset's values, keep: knobs
    a preset leaves as they are; prefetch: after a slider moved, make the runs one
    step either way in the background (default: live); values: starting values of any knob."""

    def __init__(self, scenario, figures=("cwnd", "queue"), knobs=None, animation=False,
                 live=None, columns=2, presets=None, keep=(), prefetch=None, **values):
        self.scenario = scenario
        self.live = (not headless()) if live is None else bool(live)
        self.prefetch = self.live if prefetch is None else bool(prefetch)
        self.values = scenario.values(**values)
        self.figure_functions = [(f, F.FIGURES[f]) if isinstance(f, str) else
                                 (getattr(f, "__name__", "figure"), f) for f in figures]
        self.controls = C.controls(scenario, knobs, self.values)
        self.timings = []
        self.run = RUNS.run(scenario, self.values)
        self.status = W.HTML()
        self.progress = W.FloatProgress(min=0, max=1, description="simulating",
                                        layout=W.Layout(visibility="hidden", width="330px"))
        self.widgets, self.animation = [], None
        self._windows = {}
        if self.live:
            from .figure_widget import FigureWidget
            self.widgets = [F.widget_of(FigureWidget, fn, self.run) for _, fn in self.figure_functions]
            for widget, (_, fn) in zip(self.widgets, self.figure_functions):
                self._follow_zoom(widget, fn)
            if animation:
                self.animation = animation_for(self.run)
            _freeze_libraries_after_cell()
        for w in self.controls.values():
            w.observe(self._changed, "value")
        self._summarize()
        top = [self._preset_chooser(presets, keep)] if presets else []
        self.box = W.VBox(top + [C.panel(self.controls, columns), self.progress, self.status]
                          + self.widgets + ([self.animation] if self.animation else []))
        self.box.add_class("nslab-explorer")

    def _preset_chooser(self, presets, keep):
        """A drop-down of `presets`; choosing one re-runs with its values (but `keep`)."""
        chooser = W.Dropdown(options=[("(your own settings)", None)] + list(presets.items()),
                             value=None, description="preset", style=C.STYLE,
                             layout=W.Layout(width="600px"))
        chooser.add_class("nslab-preset")

        def chosen(change):
            if change["new"] is not None:
                kept = {k: self.values[k] for k in keep}
                self.update(**change["new"].values(**kept))
        chooser.observe(chosen, "value")
        return chooser

    # ---- updating ------------------------------------------------------------------------
    def _changed(self, change):
        try:
            self.update(**C.values(self.controls))
        except (ParameterError, ScenarioError) as e:
            self.status.value = '<span style="color:#b00">%s</span>' % html.escape(str(e))
            return
        if self.prefetch:
            self._make_neighbours(change)

    def _make_neighbours(self, change):
        """Have the runs one slider step further either way made in the background
        (nslab.widgets.run_cache), the direction the slider moved first, with their
        figures' traces and summary: the student's next step shows them at once."""
        w = change["owner"]
        step = getattr(w, "step", None)
        if not step or not isinstance(change["new"], (int, float)) or \
                not isinstance(change["old"], (int, float)):
            return
        ahead = step if change["new"] >= change["old"] else -step
        wanted = []
        for value in (w.value + ahead, w.value - ahead):
            if w.min <= value <= w.max:
                try:
                    wanted.append(self.scenario.values(**dict(self.values, **{w.knob: value})))
                except (ParameterError, ScenarioError):
                    pass
        RUNS.prefetch(self.scenario, wanted, self._prepare)

    def _prepare(self, run):
        """Compute what showing `run` takes, kept on the run (see _prepared)."""
        ready = {}
        for widget, (_, fn) in zip(self.widgets, self.figure_functions):
            columns = F.plot_columns(widget)
            ready[(fn, columns)] = F.spec(fn, run, columns=columns)
        ready["summary"] = summary_text(run)
        run.__dict__.setdefault("_nslab_prepared", {}).update(ready)

    @staticmethod
    def _prepared(run, what):
        return run.__dict__.get("_nslab_prepared", {}).get(what)

    def update(self, **values):
        """Re-run with `values` changed (other knobs keep their values) and
        update the figures in place; returns the new Run."""
        new = dict(self.values)
        new.update(values)
        new = self.scenario.values(**new)
        started = time.perf_counter()
        shown = [False]

        def progress(fraction):
            if not shown[0] and time.perf_counter() - started > _PROGRESS_AFTER:
                shown[0] = True
                self.progress.layout.visibility = "visible"
            if shown[0]:
                self.progress.value = fraction

        run = RUNS.run(self.scenario, new, progress=progress)
        t_kernel = time.perf_counter()
        if self.live:
            from .figure_widget import one_drawing
            with one_drawing():                  # the page draws all figures at once
                for widget, (_, fn) in zip(self.widgets, self.figure_functions):
                    F.update_in_place(widget, self._spec(widget, fn, run))
            if self.animation is not None:
                self.animation.show_run(run)
        t_figures = time.perf_counter()
        self.progress.layout.visibility = "hidden"
        self.values, self.run = new, run
        for name, w in self.controls.items():           # code-driven updates move the controls
            if w.value != new[name]:
                with self._quiet(w):
                    w.value = new[name]
        self._summarize()
        self.timings.append({"kernel_ms": (t_kernel - started) * 1e3,
                             "figures_ms": (t_figures - t_kernel) * 1e3,
                             "total_ms": (t_figures - started) * 1e3})
        return run

    # ---- zoom ------------------------------------------------------------------------------
    def _follow_zoom(self, widget, fn):
        """A figure whose function takes a time window (start, end) is drawn again from the
        whole run when the student zooms or pans its time axis: long series are thinned
        to the figure's width (figures.thin), so a zoom shows every point of its window."""
        try:
            params = inspect.signature(fn).parameters
        except (TypeError, ValueError):
            return
        if "start" not in params or "end" not in params:
            return

        def zoomed(layout, xrange, autorange):
            window = None if autorange or not xrange else (float(xrange[0]), float(xrange[1]))
            if window != self._windows.get(id(widget)):
                self._windows[id(widget)] = window
                F.update_in_place(widget, self._spec(widget, fn, self.run))
        widget.layout.on_change(zoomed, "xaxis.range", "xaxis.autorange")

    def _spec(self, widget, fn, run):
        window = self._windows.get(id(widget))
        columns = F.plot_columns(widget)
        if window is None:
            ready = self._prepared(run, (fn, columns))
            return ready or F.spec(fn, run, columns=columns)
        return F.spec(fn, run, columns=columns, start=min(window), end=max(window))

    def _quiet(self, widget):
        explorer = self

        class Quiet:
            def __enter__(self):
                widget.unobserve(explorer._changed, "value")

            def __exit__(self, *exc):
                widget.observe(explorer._changed, "value")
        return Quiet()

    def _summarize(self):
        text = self._prepared(self.run, "summary") or summary_text(self.run)
        parts = ("<b>%s</b> %s" % (html.escape(k), html.escape(v)) for k, v in text)
        self.status.value = '<span class="nslab-summary">%s</span>' % " · ".join(parts)

    # ---- results -------------------------------------------------------------------------
    def figure(self, name=None):
        """A plain go.Figure of the current run (the first figure by default)."""
        for n, fn in self.figure_functions:
            if name is None or n == name:
                return fn(self.run)
        raise KeyError("no figure %r (have: %s)" % (name, [n for n, _ in
                                                          self.figure_functions]))

    def _ipython_display_(self):
        from IPython.display import display
        if self.live:
            display(self.box)
            return
        shown = ", ".join("%s=%s" % (k, v) for k, v in self.values.items())
        print("%s (static: NSLAB_HEADLESS is set)\n%s" % (self.scenario.title, shown))
        print(" · ".join("%s: %s" % kv for kv in summary_text(self.run)))
        for _, fn in self.figure_functions:
            _show_static(fn(self.run))
