"""Where a redraw's time goes, per lab (a report, not a test).

    .venv/bin/python tests/benchmarks/profile_redraw.py --labs 05 [--changes 3]

Opens a lab as benchmark_browser.py does (JupyterLab, headless Chromium, Run All), steps
the first slider of the first Explorer to the right once to warm up, then 2 x --changes
times more, and prints for each step a timeline from the key press (ms):

* in the kernel: when ipywidgets set the slider's value (`Widget.set_state`, also each
  report the page sends back), `Explorer.update`, each figure's `one_update` and the
  summary, on the page's clock (the kernel's epoch time less performance.timeOrigin);
* in the page: each figure's `view do_update` and the Plotly call inside it (the bundle's
  own plotly.js: the page's window.Plotly may be JupyterLab's other one), plotly's
  supplyDefaults and doCalcdata, the reports plotly's view sends back (`layoutDelta`,
  `traceDeltas`) and each `plotly_afterplot`.

The first --changes steps also take a CPU profile of the page (Chrome DevTools' sampling
profiler: time by plotly.js source module, as the widget bundle keeps each module's path,
e.g. src/plots/cartesian/axes.js, or by script elsewhere; and the busiest functions), the
others a Chromium trace (the main thread's top-level tasks after the key press with their
biggest parts: the page's layout, paint and compositing show there, and the total time by
event).  Under load the sampler files much of the time under "(program)"; the trace is the
better guide to what is not JavaScript.
"""
import argparse
import bisect
import collections
import json
import os
import pathlib
import re
import sys
import tempfile

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [TESTS, os.path.join(TESTS, "widgets"), os.path.dirname(os.path.abspath(__file__))]

from benchmark_browser import _WATCH, _redraw_ms, _until  # noqa: E402
from test_browser import (ARGS, CHROMIUM, LABS, _IN_KERNEL, _KERNEL_STATUS,  # noqa: E402
                          _RUN_ALL_DONE, lab_server_for)
from playwright.sync_api import sync_playwright  # noqa: E402

from nslab.widgets.figure_widget import BUNDLE  # noqa: E402

# timing hooks around plotly's and its widget's functions; events [what, start, end, figure]
_HOOKS = """() => {
    const events = window.__nslabEvents = [];
    const entry = globalThis.__nslabPlotly || {}, P = entry.plotly || window.Plotly, M = entry.module;
    if (!P || !M) return false;
    const figures = Array.from(document.querySelectorAll('.jp-Notebook .js-plotly-plot'));
    const which = (gd) => figures.indexOf(gd);
    const wrap = (obj, name, label, figure) => {
        const f = obj[name];
        if (!f || f.nslabWrapped) return;
        const g = function (...args) {
            const t0 = performance.now(), out = f.apply(this, args);
            events.push([label, t0, performance.now(), figure(this, args)]);
            return out;
        };
        g.nslabWrapped = true;
        obj[name] = g;
    };
    const byGd = (self, args) => which(args[0]);
    const byView = (self) => which(self.el);
    ["update", "react", "restyle", "relayout", "animate"].forEach(
        (n) => wrap(P, n, "plotly " + n, byGd));
    wrap(P.Plots, "supplyDefaults", "  supplyDefaults", byGd);
    wrap(P.Plots, "doCalcdata", "  doCalcdata", byGd);
    wrap(M.FigureView.prototype, "do_update", "view do_update", byView);
    wrap(M.FigureView.prototype, "_sendLayoutDelta", "layoutDelta", byView);
    wrap(M.FigureView.prototype, "_sendTraceDeltas", "traceDeltas", byView);
    if (!window.__nslabMarking) {
        window.__nslabMarking = true;
        document.addEventListener("keydown", () => performance.mark("nslab-key"), true);
    }
    figures.forEach((gd, i) => { if (!gd.nslabProfiled && gd.on) {
        gd.nslabProfiled = true;
        gd.on("plotly_afterplot", () => { const t = performance.now(); events.push(["afterplot", t, t, i]); });
    } });
    return true;
}"""


class Bundle:
    """Maps a (line, column) of plotly's widget bundle to the plotly.js module it is in."""

    def __init__(self, path):
        text = path.read_text()
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        found = list(re.finditer(r'\{"((?:src|lib|node_modules|build|stackgl_modules)/[^"]{1,120}'
                                 r'\.m?js)"\(', text))
        self.starts = [m.start() for m in found]
        self.names = [m.group(1) for m in found]
        self.size = len(text)

    def module(self, line, column):
        offset = self.line_starts[min(line, len(self.line_starts) - 1)] + column
        i = bisect.bisect_right(self.starts, offset) - 1
        return "plotly.js " + self.names[i] if i >= 0 else "widget bundle"


def _where(frame, bundle, bundle_urls):
    url = frame["url"]
    if url in bundle_urls:
        return bundle.module(frame["lineNumber"], frame["columnNumber"])
    if not url:
        return frame["functionName"] or "(native)"
    return url.rsplit("/", 1)[-1].split("?")[0][:60] or url[:60]


def breakdown(profile, bundle, bundle_urls):
    """({place: self ms}, {function at place: self ms}) of a CDP CPU profile."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    by_place, by_function = collections.Counter(), collections.Counter()
    for node_id, delta in zip(profile["samples"], profile["timeDeltas"]):
        frame = nodes[node_id]["callFrame"]
        place = _where(frame, bundle, bundle_urls)
        by_place[place] += delta / 1000.0
        by_function["%s  %s@%d:%d" % (place, frame["functionName"] or "(anonymous)",
                                      frame["lineNumber"], frame["columnNumber"])] += delta / 1000.0
    return by_place, by_function


_KERNEL_TIMINGS = """
from nslab.widgets.explorer import Explorer as _E
from nslab.widgets.run_cache import RUNS as _R
_e = [v for v in Out.values() if isinstance(v, _E)][0]
print("run cache hits %%d misses %%d prefetched %%d; per update (kernel ms, figures ms): %%s" %% (
    _R.hits, _R.misses, _R.prefetched,
    ", ".join("%%.0f+%%.0f" %% (t["kernel_ms"], t["figures_ms"]) for t in _e.timings[-%d:])))
"""
# kernel-side marks (epoch ms, the page's clock being performance.timeOrigin + now())
_KERNEL_HOOKS = """
import time as _t
import ipywidgets as _W
from nslab.widgets import explorer as _ex, figure_widget as _fw
_nslab_marks = []
def _nslab_mark(name, f):
    def marked(*a, **k):
        _nslab_marks.append(("kernel " + name, _t.time() * 1e3, 0))
        try:
            return f(*a, **k)
        finally:
            _nslab_marks.append(("kernel " + name + " done", _t.time() * 1e3, 0))
    marked.nslab = True
    return marked
for _cls, _name in ((_W.Widget, "set_state"), (_ex.Explorer, "update"),
                    (_fw.FigureWidget, "one_update"), (_ex.Explorer, "_summarize")):
    if not getattr(getattr(_cls, _name), "nslab", False):
        setattr(_cls, _name, _nslab_mark(_cls.__name__ + "." + _name, getattr(_cls, _name)))
"""
_KERNEL_MARKS = """
import json as _json
print(_json.dumps(_nslab_marks)); _nslab_marks.clear()
"""
_TRACE_CATEGORIES = ["blink.user_timing", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"]


def timeline(trace):
    """{event name: self ms} of the renderer's main thread in a Chromium trace (complete
    events; a child's time is taken from its parent's)."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("ph") == "M" and e.get("name") == "thread_name"
            and e.get("args", {}).get("name") == "CrRendererMain"}
    spans = sorted(((e["ts"], e["ts"] + e["dur"], e["name"], (e["pid"], e["tid"])) for e in events
                    if e.get("ph") == "X" and "dur" in e and (e["pid"], e["tid"]) in main),
                   key=lambda s: (s[3], s[0], -s[1]))
    self_ms, stack = collections.Counter(), []
    for start, end, name, thread in spans:
        while stack and (stack[-1][3] != thread or stack[-1][1] <= start):
            stack.pop()
        if stack:
            self_ms[stack[-1][2]] -= (min(end, stack[-1][1]) - start) / 1000.0
        self_ms[name] += (end - start) / 1000.0
        stack.append((start, end, name, thread))
    return self_ms


def tasks(trace, key_mark="nslab-key"):
    """[(start ms from the key press, ms, name, its biggest children)] of the renderer main
    thread's top-level tasks longer than 1 ms, after the user-timing mark `key_mark`."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    marks = [e["ts"] for e in events if e.get("name") == key_mark]
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("ph") == "M" and e.get("name") == "thread_name"
            and e.get("args", {}).get("name") == "CrRendererMain"}
    if not marks:
        return []
    spans = sorted((e for e in events if e.get("ph") == "X" and "dur" in e
                    and (e["pid"], e["tid"]) in main and e["ts"] >= marks[-1]), key=lambda e: e["ts"])
    out, end, top = [], -1, None
    for e in spans:
        if e["ts"] >= end:
            top = [e["ts"], e["dur"], e["name"], collections.Counter()]
            end = e["ts"] + e["dur"]
            out.append(top)
        elif e["name"] not in ("RunTask", "ThreadControllerImpl::RunTask"):
            top[3][e["name"]] += e["dur"] / 1000.0
    return [((t - marks[-1]) / 1000.0, d / 1000.0, n, c.most_common(4)) for t, d, n, c in out
            if d > 1000]


def profile_lab(browser, page, url, lab, changes, bundle):
    page.goto(url + "/lab/tree/" + lab.name + "?reset")
    page.wait_for_selector(".jp-NotebookPanel", timeout=90000)
    _until(page, lambda: page.evaluate(_KERNEL_STATUS) == "idle", 90)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    _until(page, lambda: page.evaluate(_KERNEL_STATUS) == "idle" and page.evaluate(_RUN_ALL_DONE), 600)
    _until(page, lambda: page.locator(".jupyter-widgets .js-plotly-plot svg.main-svg").count() > 0, 120)
    sliders = page.locator(".jp-Notebook .widget-slider")
    slider = next(sliders.nth(i) for i in range(sliders.count()) if sliders.nth(i).text_content().strip())
    print("%s: slider %s" % (lab.stem, slider.text_content().strip()[:30]))
    slider.scroll_into_view_if_needed()
    page.evaluate(_WATCH)
    _until(page, lambda: page.evaluate(_HOOKS), 60)
    page.evaluate(_IN_KERNEL, _KERNEL_HOOKS)
    origin = page.evaluate("() => performance.timeOrigin")
    cdp = page.context.new_cdp_session(page)
    scripts = {}
    cdp.on("Debugger.scriptParsed", lambda e: scripts.__setitem__(e["url"], e.get("length", 0)))
    cdp.send("Debugger.enable")            # lists the page's scripts, then off (it slows V8)
    cdp.send("Debugger.disable")
    urls = {u for u, n in scripts.items() if abs(n - bundle.size) < 1000}
    cdp.send("Profiler.enable")
    cdp.send("Profiler.setSamplingInterval", {"interval": 250})
    slider.locator(".noUi-handle").first.focus()
    _redraw_ms(page, "ArrowRight")                 # warm up
    places, functions, busy = collections.Counter(), collections.Counter(), collections.Counter()
    for step in range(2 * changes):
        page.evaluate("() => { window.__nslabEvents.length = 0; }")
        page.evaluate(_IN_KERNEL, _KERNEL_MARKS)
        traced = step >= changes
        if traced:
            browser.start_tracing(page=page, categories=_TRACE_CATEGORIES)
        else:
            cdp.send("Profiler.start")
        wait, cpu = _redraw_ms(page, "ArrowRight")
        if traced:
            trace = json.loads(browser.stop_tracing())
            busy.update(timeline(trace))
            for start, ms, name, children in tasks(trace):
                print("    task %7.1f %6.1f ms %s: %s" % (start, ms, name, ", ".join(
                    "%s %.1f" % c for c in children)))
        else:
            p, f = breakdown(cdp.send("Profiler.stop")["profile"], bundle, urls)
            places.update(p)
            functions.update(f)
        key = page.evaluate("() => window.__nslabKey")
        events = page.evaluate("() => window.__nslabEvents")
        events += [[n, t - origin, t - origin, -1] for n, t, _ in
                   json.loads(page.evaluate(_IN_KERNEL, _KERNEL_MARKS))]
        print("  step %d (%s): redraw %.0f ms (CPU of all processes %.0f ms)"
              % (step + 1, "traced" if traced else "sampled", wait, cpu or 0))
        for what, t0, t1, fig in sorted(events, key=lambda e: e[1]):
            if not (what == "view do_update" and t1 - t0 < 0.05):
                print("    %7.1f %7.1f ms  %-18s fig %d" % (t0 - key, t1 - t0, what, fig))
    print("  kernel: " + page.evaluate(_IN_KERNEL, _KERNEL_TIMINGS % (2 * changes)).strip())
    _report("page main thread, CPU profile (ms per step; idle left out)", places, changes, 30)
    _report("busiest functions (ms per step)", functions, changes, 25)
    _report("renderer main thread, timeline (self ms per step)", busy, changes, 25)
    cdp.detach()


def _report(title, counter, steps, top):
    print("  %s: total %.0f" % (title, sum(v for k, v in counter.items() if "(idle)" not in k) / steps))
    for name, ms in counter.most_common(top + 1):
        if "(idle)" not in name:
            print("    %7.1f  %s" % (ms / steps, name))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--changes", type=int, default=3, help="sampled (and as many traced) steps")
    parser.add_argument("--labs", default="", help="comma list of lab numbers (default: all)")
    args = parser.parse_args(argv)
    labs = [p for p in LABS if not args.labs or p.name.split("-")[0] in args.labs.split(",")]
    bundle = Bundle(BUNDLE)
    print("load average: %.2f %.2f %.2f" % os.getloadavg())
    with tempfile.TemporaryDirectory() as tmp, lab_server_for(pathlib.Path(tmp), labs) as url:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            for lab in labs:
                page = browser.new_page(viewport={"width": 1300, "height": 1700})
                profile_lab(browser, page, url, lab, args.changes, bundle)
                page.close()
            browser.close()
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
