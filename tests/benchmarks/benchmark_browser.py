"""What a student waits for in the browser, per lab (a report, not a test).

    .venv/bin/python tests/benchmarks/benchmark_browser.py [--changes 8] [--labs 01,04]

For each lab of labs/ with an Explorer (a live figure) it starts JupyterLab, opens the
student copy in the system's headless Chromium (Playwright, no browser download), and
measures:

* first figure: from the start of Run All (the kernel just started) until the first
  plotly figure is drawn on the page; first live: until the first figure of an Explorer
  (a FigureWidget, which the student can change) is drawn;
* bundle: until the page has loaded plotly.js for the live figures (nslab's FigureWidget
  imports it once per page; the compile of its 5 MB is most of the wait for the first live
  figure while Run All still renders outputs);
* all cells: from the start of Run All until every code cell has run;
* redraw: moving the first slider of the lab's first Explorer one step to the right
  with the keyboard (each step a value not run before), from the key press until the last
  `plotly_afterplot` of the redraw (no new one for 0.5 s); the median, min and max
  of --changes changes.

The machine's load average is printed with the figures: they are only comparable
between runs on equally loaded machines.  On Linux the CPU time the redraw took is
printed too (median over the changes, of the kernel, the server and the browser
together, from /proc; it includes the 0.5 s of waiting for the redraw to settle):
less dependent on the load than the time waited, so runs on a busy machine compare.
"""
import argparse
import os
import pathlib
import statistics
import sys
import tempfile
import time

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [TESTS, os.path.join(TESTS, "widgets")]     # test_browser's helpers

from test_browser import (ARGS, CHROMIUM, LABS, _ALL_FIGURES, _KERNEL_STATUS,  # noqa: E402
                          _RUN_ALL_DONE, _wait, lab_server_for)
from playwright.sync_api import sync_playwright  # noqa: E402

_WATCH = """() => {
    window.__nslabLast = 0;
    const plots = document.querySelectorAll('.jp-Notebook .jupyter-widgets .js-plotly-plot');
    plots.forEach(g => { if (!g.__nslabWatched && g.on) {
        g.on('plotly_afterplot', () => { window.__nslabLast = performance.now(); });
        g.__nslabWatched = true; } });
    if (!window.__nslabKey) {
        document.addEventListener('keydown', () => { window.__nslabKey = performance.now(); }, true);
        window.__nslabKey = 1;
    }
    return plots.length;
}"""


def _descendants(root):
    parents = {}
    for pid in os.listdir("/proc"):
        try:
            with open("/proc/%s/stat" % pid) as f:
                parents.setdefault(int(f.read().rsplit(")", 1)[1].split()[1]), []).append(int(pid))
        except (OSError, ValueError, IndexError):
            continue
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(parents.get(pid, []))
    return out


def _cpu_ms():
    """CPU time (ms) of this process and all its descendants (the JupyterLab server, its
    kernels, the browser), or None where /proc has no schedstat."""
    total = 0
    try:
        for pid in _descendants(os.getpid()):
            for task in os.listdir("/proc/%d/task" % pid):
                with open("/proc/%d/task/%s/schedstat" % (pid, task)) as f:
                    total += int(f.read().split()[0])
    except FileNotFoundError:
        if not os.path.exists("/proc/self/schedstat"):
            return None
    return total / 1e6


def _until(page, condition, timeout):
    return _wait(page, "the page", condition, timeout=timeout, poll=50)   # fine-grained timing


def _redraw_ms(page, key):
    """Press `key` on the focused slider handle; (ms until the redraw settles, CPU ms)."""
    cpu = _cpu_ms()
    page.keyboard.press(key)
    _until(page, lambda: page.evaluate("() => window.__nslabLast > window.__nslabKey"), 60)
    while True:                        # settled: no afterplot for 0.5 s
        last = page.evaluate("() => window.__nslabLast")
        page.wait_for_timeout(500)
        if page.evaluate("() => window.__nslabLast") == last:
            return last - page.evaluate("() => window.__nslabKey"), \
                None if cpu is None else _cpu_ms() - cpu


# When the page's plotly.js for live figures (widgets/figure_widget.py's module, kept in
# globalThis.__nslabPlotly) is loaded, in ms from the start of Run All.
_START_CLOCK = "() => { window.__nslabT0 = performance.now(); }"
_BUNDLE_AT = """() => { const e = globalThis.__nslabPlotly;
    return e && e.loadedAt ? e.loadedAt - window.__nslabT0 : null; }"""


def measure(page, url, lab, changes):
    page.goto(url + "/lab/tree/" + lab.name + "?reset")
    page.wait_for_selector(".jp-NotebookPanel", timeout=90000)
    _until(page, lambda: page.evaluate(_KERNEL_STATUS) == "idle", 90)
    t0 = time.perf_counter()
    page.evaluate(_START_CLOCK)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    _until(page, lambda: page.locator(".js-plotly-plot svg.main-svg").count() > 0, 240)
    first = time.perf_counter() - t0
    _until(page, lambda: page.locator(".nslab-explorer .js-plotly-plot svg.main-svg").count() > 0, 600)
    first_live = time.perf_counter() - t0
    done = _until(page, lambda: page.evaluate(_KERNEL_STATUS) == "idle"
                  and page.evaluate(_RUN_ALL_DONE), 600)
    all_cells = time.perf_counter() - t0
    bundle = page.evaluate(_BUNDLE_AT)
    bundle = float("nan") if bundle is None else bundle / 1000.0
    figures = page.evaluate(_ALL_FIGURES)
    blank = sum(1 for f in figures if not (f["traces"] and f["points"]))
    sliders = page.locator(".jp-Notebook .widget-slider")
    slider = next(sliders.nth(i) for i in range(sliders.count())
                  if sliders.nth(i).text_content().strip())
    knob = slider.text_content().strip()[:24]
    slider.scroll_into_view_if_needed()
    page.evaluate(_WATCH)
    slider.locator(".noUi-handle").first.focus()
    steps = [_redraw_ms(page, "ArrowRight") for i in range(changes + 1)]   # new values: no cached run
    times = [t for t, _ in steps[1:]]          # the first change warms the figures up
    cpu = [c for _, c in steps[1:] if c is not None]
    return {"knob": knob, "first": first, "first_live": first_live, "bundle": bundle, "all": all_cells, "errors": len(done["errors"]), "figures": len(figures),
            "blank": blank, "median": statistics.median(times), "min": min(times), "max": max(times),
            "cpu": statistics.median(cpu) if cpu else float("nan")}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--changes", type=int, default=8, help="slider steps per lab")
    parser.add_argument("--labs", default="", help="comma list of lab numbers (default: all)")
    args = parser.parse_args(argv)
    labs = [p for p in LABS if "Explorer(" in p.read_text()]     # 07 (scripts) has no live figure
    if args.labs:
        wanted = args.labs.split(",")
        labs = [p for p in labs if p.name.split("-")[0] in wanted]
    print("load average: %.2f %.2f %.2f (%d cores)" % (os.getloadavg() + (os.cpu_count(),)))
    print("%-26s %8s %6s %8s %9s %7s %7s %12s %14s %8s  %s" % (
        "lab", "first s", "live s", "bundle s", "all s", "errors", "figures", "redraw ms",
        "(min-max)", "CPU ms", "slider"))
    with tempfile.TemporaryDirectory() as tmp, lab_server_for(pathlib.Path(tmp), labs) as url:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            for lab in labs:
                page = browser.new_page(viewport={"width": 1300, "height": 1700})
                r = measure(page, url, lab, args.changes)
                print("%-26s %8.1f %6.1f %8.1f %9.1f %7d %4d/%-3d %12.0f %14s %8.0f  %s"
                      % (lab.stem, r["first"], r["first_live"], r["bundle"], r["all"], r["errors"],
                         r["figures"] - r["blank"],
                         r["figures"], r["median"], "(%.0f-%.0f)" % (r["min"], r["max"]), r["cpu"],
                         r["knob"]))
                page.close()
            browser.close()
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
