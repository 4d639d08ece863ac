"""The labs in a real browser: JupyterLab on 127.0.0.1 driven through Playwright by
the system's headless Chromium (no browser download).  Each test opens the student copy of
a lab, runs all cells (Run All must reach the end with no error and every figure
holding data), changes a control (lab 01: the queue-limit slider; lab 04: the
routing protocol) and checks that the plotly figure was redrawn with new data and the
summary changed, then plays the animation (lab 01: the network; lab 04: the wireless map)
and checks that time advances and the picture changes.  Screenshots go to the test's
temporary folder.
"""
import contextlib
import json
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from nslab.grading.course import lab_names, lab_notebook

sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("jupyterlab")

TOP = pathlib.Path(__file__).resolve().parents[2]
LAB = TOP / "labs" / "01-single-sender" / "01-single-sender.ipynb"
LAB04 = TOP / "labs" / "04-wireless-mobility" / "04-wireless-mobility.ipynb"
LABS = [pathlib.Path(lab_notebook(TOP, lab)) for lab in lab_names(TOP)]    # the course's one list
# the system's Chromium, never a downloaded one (docs/jupyter-stack.md §4.1)
CHROMIUM = os.environ.get("NSLAB_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

pytestmark = pytest.mark.skipif(not os.path.exists(CHROMIUM),
                                reason="no Chromium (apt-get install chromium)")


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _settings_dir(tmp):
    """JupyterLab's app settings with the project's overrides (.ci/setup installs them
    into the venv; when they are not there, a copy is used)."""
    installed = pathlib.Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings"
    wanted = json.loads((TOP / ".ci" / "jupyterlab-overrides.json").read_text())
    path = installed / "overrides.json"
    if path.exists() and json.loads(path.read_text()) == wanted:
        return None
    target = tmp / "lab-settings"
    if installed.exists():
        shutil.copytree(installed, target)
    target.mkdir(exist_ok=True)
    (target / "overrides.json").write_text(json.dumps(wanted))
    return target


@contextlib.contextmanager
def lab_server_for(tmp, labs):
    """JupyterLab on a free port of 127.0.0.1 serving copies of `labs` (paths) from
    `tmp`/work; yields its URL.  Used by the tests and by benchmark_browser.py."""
    root = tmp / "work"
    root.mkdir()
    for lab in labs:
        shutil.copy(lab, root / lab.name)
    port = _free_port()
    env = dict(os.environ)
    env.pop("NSLAB_HEADLESS", None)
    for var, sub in (("JUPYTER_RUNTIME_DIR", "runtime"), ("JUPYTERLAB_SETTINGS_DIR", "user-settings"),
                     ("JUPYTERLAB_WORKSPACES_DIR", "workspaces")):
        env[var] = str(tmp / sub)
    env["PATH"] = os.pathsep.join([os.path.dirname(sys.executable), env.get("PATH", "")])
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1", "--port=%d" % port,
           "--IdentityProvider.token=", "--ServerApp.password=", "--ServerApp.root_dir=%s" % root,
           "--LabApp.expose_app_in_browser=True", "--ServerApp.disable_check_xsrf=True"]
    settings = _settings_dir(tmp)
    if settings is not None:
        cmd.append("--LabApp.app_settings_dir=%s" % settings)
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    log = open(tmp / "jupyterlab.log", "w")
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, cwd=str(root),
                            start_new_session=True)
    url = "http://127.0.0.1:%d" % port
    try:
        deadline = time.time() + 90
        while True:
            try:
                urllib.request.urlopen(url + "/api/status", timeout=2)
                break
            except OSError:
                if proc.poll() is not None or time.time() > deadline:
                    raise RuntimeError("JupyterLab did not start:\n"
                                       + (tmp / "jupyterlab.log").read_text()[-3000:]) from None
                time.sleep(0.5)
        yield url
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("jupyterlab")
    try:
        with lab_server_for(tmp, LABS) as url:
            yield url, tmp
    except RuntimeError as e:
        pytest.fail(str(e))


_KERNEL_STATUS = """() => {
    const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
    return k ? k.status + (w.sessionContext.isReady ? '' : '-starting') : 'none';
}"""

_FIGURE = """(i) => {
    const g = document.querySelectorAll('.js-plotly-plot')[i];
    if (!g || !g.data) return null;
    const t = g.data.map(d => Array.from(d.y || []));
    return {traces: g.data.length, names: g.data.map(d => d.name), y: t,
            svg: g.querySelectorAll('svg.main-svg').length};
}"""


_RUN_ALL_DONE = """() => {
    const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    if (!w || !w.content || !w.content.widgets) return null;
    const cells = w.content.widgets.filter(c => c.model.type === 'code');
    if (!cells.every(c => c.model.executionCount !== null && !c.hasClass('jp-mod-pending')))
        return null;
    const errors = [];
    cells.forEach((c, i) => c.model.outputs.toJSON().forEach(o => {
        if (o.output_type === 'error') errors.push(i + ': ' + o.ename + ': ' + o.evalue);
    }));
    return {cells: cells.length, errors: errors};
}"""

_ALL_FIGURES = """() => Array.from(document.querySelectorAll('.js-plotly-plot')).map(g => ({
    traces: (g.data || []).length,
    points: (g._fullData || []).reduce((n, d) => n + (d._length || 0), 0),  // decoded arrays too
    title: (g.layout && g.layout.title && g.layout.title.text) || ''}))"""


_EXPLORERS_WITHOUT_FIGURE = """() => Array.from(document.querySelectorAll('.nslab-explorer'))
    .filter(e => !e.querySelector('.nslab-summary') || !e.querySelector('.js-plotly-plot svg.main-svg'))
    .length"""

# widget outputs in the notebook's model whose view is not on the page yet (widget views
# render after the kernel is idle, each when its model's state has arrived)
_WIDGETS_NOT_RENDERED = """() => {
    const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    if (!w || !w.content || !w.content.widgets) return -1;
    let missing = 0;
    w.content.widgets.filter(c => c.model.type === 'code').forEach(c => {
        c.model.outputs.toJSON().forEach((o, j) => {
            if (!o.data || !o.data['application/vnd.jupyter.widget-view+json']) return;
            const out = c.outputArea && c.outputArea.widgets[j];
            // an Explorer's view is .jupyter-widgets; a static figure's (nslab's renderer)
            // is plotly's element alone
            if (!out || !out.node.querySelector('.jupyter-widgets, .js-plotly-plot')) missing += 1;
        });
    });
    return missing;
}"""

# the first Explorer's plotly figures: how many, and whether each is still the element
# marked by _MARK_FIRST_EXPLORER (a figure updated in place keeps its element)
_MARK_FIRST_EXPLORER = """() => document.querySelector('.nslab-explorer')
    .querySelectorAll('.js-plotly-plot').forEach(g => { g.dataset.nslabMark = '1'; })"""
_FIRST_EXPLORER_FIGURES = """() => Array.from(document.querySelector('.nslab-explorer')
    .querySelectorAll('.js-plotly-plot')).map(g => g.dataset.nslabMark === '1')"""


def _run_all_done(page):
    """Wait for Run All to reach the last cell; no cell may end in an error, every
    Explorer shows its figures, and every plotly figure on the page must hold data and
    a title (never a blank figure)."""
    done = _wait(page, "Run All to finish", lambda: page.evaluate(_KERNEL_STATUS) == "idle"
                 and page.evaluate(_RUN_ALL_DONE), timeout=240)
    assert not done["errors"], done["errors"]
    seen = []

    def full():
        seen[:] = page.evaluate(_ALL_FIGURES)
        return seen if seen and all(x["traces"] and x["points"] and x["title"] for x in seen) \
            and page.evaluate(_WIDGETS_NOT_RENDERED) == 0 \
            and page.evaluate(_EXPLORERS_WITHOUT_FIGURE) == 0 else None
    deadline = time.time() + 60
    while not full():
        if time.time() > deadline:
            pytest.fail("a figure without data or title, or an Explorer without its figures, "
                        "after Run All: %s" % seen)
        page.wait_for_timeout(250)
    return done, list(seen)


def _wait(page, what, condition, timeout=90, poll=250):
    """condition()'s first true value, asked every `poll` ms; fails after `timeout` s."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        page.wait_for_timeout(poll)
    pytest.fail("timed out waiting for " + what)


@contextlib.contextmanager
def _lab_page(url, lab):
    """A Chromium page showing `lab`, with Run All started; a page error from nslab's
    widgets fails the test."""
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        page = browser.new_page(viewport={"width": 1300, "height": 1700})
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        _open_and_run_all(page, url, lab)
        yield page
        browser.close()
    assert not [e for e in errors if "nslab" in e or "anywidget" in e], errors


def _pause_stops_the_clock(widget, prefix):
    """Click the widget's pause button: its clock must stand still."""
    widget.locator("." + prefix + "-play").click()
    widget.page.wait_for_timeout(400)
    clock = widget.locator("." + prefix + "-time")
    stopped = _clock(clock)
    widget.page.wait_for_timeout(600)
    assert _clock(clock) == stopped


def _open_and_run_all(page, url, lab):
    """Open `lab` in JupyterLab, wait for its kernel, and start Run All."""
    page.goto(url + "/lab/tree/" + lab.name + "?reset")      # a fresh workspace: this lab only
    page.wait_for_selector(".jp-NotebookPanel", timeout=90000)
    _wait(page, "the kernel to start", lambda: page.evaluate(_KERNEL_STATUS) == "idle")
    # no "Select Kernel" dialog (autoStartDefaultKernel from the settings overrides)
    assert page.locator(".jp-Dialog").count() == 0
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")


def _clock(locator):
    return float(locator.inner_text().split("=")[1].split()[0])


def test_lab01_runs_reacts_and_animates(lab_server, tmp_path):
    url, _ = lab_server
    shots = tmp_path
    with _lab_page(url, LAB) as page:
        # the explorer: two plotly figures and the animation; Run All goes through the
        # blank exercises ("not answered yet") to the end, every figure with its data
        _wait(page, "the figures", lambda: page.locator(".js-plotly-plot svg.main-svg").count() >= 2)
        page.wait_for_selector(".nslab-anim canvas", timeout=60000)
        _run_all_done(page)
        assert page.locator(".jp-OutputArea-output", has_text="not answered yet").count() > 0
        page.locator(".nslab-summary").first.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "01-after-run-all.png"), full_page=True)
        before = _wait(page, "the queue figure's data",          # the second plotly figure
                       lambda: (lambda f: f if f and f["traces"] >= 3 and f["y"][0] else None)(
                           page.evaluate(_FIGURE, 1)))
        assert before["svg"] and max(before["y"][0]) > 0
        assert "queue limit (7 packets)" in before["names"]
        summary = page.locator(".nslab-summary").first.inner_text()
        page.evaluate(_MARK_FIRST_EXPLORER)

        # move the queue-limit slider three steps to the right with the keyboard
        slider = page.locator(".widget-slider", has_text="queue limit").first
        handle = slider.locator(".noUi-handle").first
        handle.focus()
        for _ in range(3):
            page.keyboard.press("ArrowRight")
        # each key press is a change: the figure ends at the last one, queue limit 10
        after = _wait(page, "the figure to be redrawn for queue limit 10",
                      lambda: (lambda f: f if f and "queue limit (10 packets)" in f["names"] else None)(
                          page.evaluate(_FIGURE, 1)), timeout=60)
        assert after["y"][0] != before["y"][0]                  # new data, same figure
        assert max(after["y"][0]) == 10
        # updated in place: the Explorer still has its two figures, the very same elements
        assert page.evaluate(_FIRST_EXPLORER_FIGURES) == [True, True]
        _wait(page, "the summary to change",
              lambda: page.locator(".nslab-summary").first.inner_text() != summary)
        page.locator(".nslab-summary").first.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "02-after-slider.png"), full_page=True)

        # the animation plays: time advances and the picture changes
        anim = page.locator(".nslab-anim").first
        anim.scroll_into_view_if_needed()
        clock = anim.locator(".nslab-anim-time")
        t0 = _clock(clock)
        canvas0 = page.evaluate("() => document.querySelector('.nslab-anim canvas').toDataURL()")
        anim.locator(".nslab-anim-play").click()
        page.wait_for_timeout(2500)
        t1 = _clock(clock)
        assert t1 > t0 + 0.1, (t0, t1)                 # 0.1x speed: about 0.25 s in 2.5 s
        canvas1 = page.evaluate("() => document.querySelector('.nslab-anim canvas').toDataURL()")
        assert canvas1 != canvas0
        assert int(anim.get_attribute("data-packets")) > 0
        anim.screenshot(path=str(shots / "03-animation.png"))
        _pause_stops_the_clock(anim, "nslab-anim")
    print("screenshots in", shots)


def test_lab04_runs_reacts_and_animates(lab_server, tmp_path):
    url, _ = lab_server
    shots = tmp_path
    with _lab_page(url, LAB04) as page:
        # the explorer: the drops figure, the summary and the map; Run All to the end
        _wait(page, "the drops figure", lambda: page.locator(".js-plotly-plot svg.main-svg").count() >= 1)
        page.wait_for_selector(".nslab-wmap canvas", state="attached", timeout=60000)
        _run_all_done(page)
        summary = page.locator(".nslab-summary").first
        summary.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "04-after-run-all.png"), full_page=True)
        before = _wait(page, "the drops figure's data",
                       lambda: (lambda f: f if f and f["traces"] >= 8 else None)(page.evaluate(_FIGURE, 0)))
        assert "next hop lost (RTR CBK): 294" in before["names"]               # AODV: ns-2's 294 CBK drops
        assert "AODV" in summary.inner_text() and "93.5 %" in summary.inner_text()

        # switch the routing protocol to DSDV
        page.locator(".widget-dropdown", has_text="routing").first.locator("select").select_option("DSDV")
        after = _wait(page, "the figure to be redrawn for DSDV",
                      lambda: (lambda f: f if f and "next hop lost (RTR CBK): 1859" in f["names"] else None)(
                          page.evaluate(_FIGURE, 0)), timeout=60)
        assert after["y"] != before["y"]                         # new data, same figure
        assert page.locator(".nslab-wmap").count() == 1
        _wait(page, "the summary to show DSDV", lambda: "DSDV" in summary.inner_text()
              and "27.4 %" in summary.inner_text())
        summary.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "05-after-routing-change.png"), full_page=True)

        # the map plays: time advances, the mover moves and the picture changes
        wmap = page.locator(".nslab-wmap").first
        wmap.scroll_into_view_if_needed()
        clock, status = wmap.locator(".nslab-wmap-time"), wmap.locator(".nslab-wmap-status")
        t0, where0 = _clock(clock), status.inner_text()
        canvas = "() => document.querySelector('.nslab-wmap canvas').toDataURL()"
        canvas0 = page.evaluate(canvas)
        wmap.locator(".nslab-wmap-play").click()
        page.wait_for_timeout(2500)
        assert _clock(clock) > t0 + 1.0                          # 2x: about 5 s in 2.5 s
        _wait(page, "packets on the map", lambda: int(wmap.get_attribute("data-packets") or 0) > 0,
              timeout=20)
        assert page.evaluate(canvas) != canvas0
        assert status.inner_text() != where0                     # "mover at x = ..."
        wmap.screenshot(path=str(shots / "06-wireless-map.png"))
        _pause_stops_the_clock(wmap, "nslab-wmap")
    print("screenshots in", shots)


@pytest.mark.parametrize("name", ["02-two-senders", "03-reno-vs-vegas", "05-cubic-reno",
                                  "06-fair-queueing"])
def test_lab_runs_all_and_redraws(lab_server, tmp_path, name):
    """Labs 02, 03, 05 and 06: Run All reaches the end with every figure holding data; one
    step of the first Explorer's first slider redraws its first figure in place with new
    data."""
    url, _ = lab_server
    lab = next(p for p in LABS if p.stem == name)
    with _lab_page(url, lab) as page:
        _run_all_done(page)
        page.screenshot(path=str(tmp_path / ("%s-after-run-all.png" % name)), full_page=True)
        summary = page.locator(".nslab-summary").first.inner_text()
        page.evaluate(_MARK_FIRST_EXPLORER)
        figures = len(page.evaluate(_FIRST_EXPLORER_FIGURES))
        assert figures >= 1
        before = page.evaluate(_FIGURE, 0)
        sliders = page.locator(".jp-Notebook .widget-slider")
        slider = next(sliders.nth(i) for i in range(sliders.count())
                      if sliders.nth(i).text_content().strip())
        slider.scroll_into_view_if_needed()
        slider.locator(".noUi-handle").first.focus()
        page.keyboard.press("ArrowRight")
        _wait(page, "the first figure to be redrawn",
              lambda: (lambda f: f if f and f["y"] != before["y"] else None)(page.evaluate(_FIGURE, 0)),
              timeout=120)
        _wait(page, "the summary to change",
              lambda: page.locator(".nslab-summary").first.inner_text() != summary)
        assert page.evaluate(_FIRST_EXPLORER_FIGURES) == [True] * figures    # in place


_CELL_TEXTS = """() => {
    const w = window.jupyterapp.shell.currentWidget;
    return w.content.widgets.filter(c => c.model.type === 'code').map(c =>
        c.model.outputs.toJSON().map(o => o.text || (o.data && o.data['text/plain']) || '').join(''));
}"""


def test_lab07_runs_all_and_says_what_is_missing(lab_server, tmp_path):
    """Lab 07 (no figures): Run All of the student's release reaches the end without an
    error; the %%nslab cell shows the unfinished script's one error, and each check
    says that its exercise is not answered yet (and nothing more), as does each answer
    cell that prints its answer."""
    url, _ = lab_server
    lab = next(p for p in LABS if p.stem == "07-ns2-script")
    with _lab_page(url, lab) as page:
        done = _wait(page, "Run All to finish", lambda: page.evaluate(_KERNEL_STATUS) == "idle"
                     and page.evaluate(_RUN_ALL_DONE), timeout=240)
        page.screenshot(path=str(tmp_path / "07-after-run-all.png"), full_page=True)
        assert not done["errors"], done["errors"]
        texts = page.evaluate(_CELL_TEXTS)
        assert sum("nslab: error in lab07.tcl:" in t for t in texts) == 1, texts   # unfinished
        checks = [t for t in texts if "Exercise" in t and "answered" in t]
        assert len(checks) == 3 and all("not answered yet" in t for t in checks), texts
        # the answer cells show their placeholders as unanswered, not as Python's Ellipsis
        shown = [t for t in texts if "not answered yet (replace the ... above)" in t]
        assert len(shown) == 3 and not any("Ellipsis" in t for t in texts), texts


def _expected_summary(scenario, values):
    from nslab.widgets.explorer import summary_text
    return " · ".join("%s %s" % kv for kv in summary_text(scenario.run(**values)))


def test_each_kind_of_control_redraws_with_the_right_numbers(lab_server):
    """Lab 03's first Explorer: an integer slider, a float slider and a drop-down, each
    changed in the browser as a student would, redraw the figures, and the summary then
    shows exactly the numbers of a run with the values the controls show."""
    from nslab.widgets import RENO_VS_VEGAS
    from nslab.widgets.controls import control
    url, _ = lab_server
    lab = next(p for p in LABS if p.stem == "03-reno-vs-vegas")
    knobs = RENO_VS_VEGAS.knobs
    label = {name: control(knobs[name]).description for name in ("queue_limit", "delay_b", "flavour1")}
    with _lab_page(url, lab) as page:
        _run_all_done(page)
        box = page.locator(".jp-OutputArea-output:has(.nslab-summary)").first
        summary = box.locator(".nslab-summary")
        values = RENO_VS_VEGAS.values()
        # the summary widget's text arrives in its own message, possibly after the cell's
        # figures: wait for it (a wrong text still fails below, at the timeout)
        expected = _expected_summary(RENO_VS_VEGAS, values)
        summary.scroll_into_view_if_needed()            # off screen, a cell may not be drawn
        _wait(page, "the summary after Run All", lambda: summary.inner_text() != "", timeout=60)
        assert summary.inner_text() == expected

        def changed(name, act, read):
            before_fig, before_text = page.evaluate(_FIGURE, 0), summary.inner_text()
            act()
            _wait(page, "the summary after changing " + name,
                  lambda: summary.inner_text() != before_text, timeout=120)
            values[name] = read()
            _wait(page, "the figure after changing " + name,
                  lambda: page.evaluate(_FIGURE, 0) != before_fig, timeout=60)
            assert summary.inner_text() == _expected_summary(RENO_VS_VEGAS, values), name

        for name, kind in (("queue_limit", int), ("delay_b", float)):
            slider = box.locator(".widget-slider", has_text=label[name]).first
            slider.scroll_into_view_if_needed()

            def step(slider=slider):
                slider.locator(".noUi-handle").first.focus()
                page.keyboard.press("ArrowRight")
            changed(name, step,
                    lambda slider=slider, kind=kind: kind(slider.locator(".widget-readout").inner_text()))
        dropdown = box.locator(".widget-dropdown", has_text=label["flavour1"]).first.locator("select")
        choice = next(c for c in knobs["flavour1"].choices if c != values["flavour1"])
        changed("flavour1", lambda: dropdown.select_option(label=choice),
                lambda: dropdown.evaluate("s => s.options[s.selectedIndex].textContent"))
        assert values["flavour1"] == choice
        assert any(choice in n for n in page.evaluate(_FIGURE, 0)["names"])   # legend follows


# The next anywidget module the page imports keeps the page busy for 2.5 s first, as compiling
# plotly.js does on a loaded machine: anywidget gives a model 2 s from its creation to have
# its module initialized, and gave up on a figure made just before such a pause (it drew
# its first state and dropped every later update).
_BUSY_AT_NEXT_MODULE = """() => {
    const create = URL.createObjectURL;
    window.nslabBusy = 0;
    URL.createObjectURL = function (blob) {
        if (!window.nslabBusy && blob && blob.type === 'text/javascript' && blob.size < 100000) {
            window.nslabBusy = 1;
            const start = performance.now();
            while (performance.now() - start < 2500) {}
        }
        return create.apply(this, arguments);
    };
}"""

_RUN_CELL = """(i) => {
    const w = window.jupyterapp.shell.currentWidget;
    w.content.activeCellIndex = i;
    return window.jupyterapp.commands.execute('notebook:run-cell');
}"""

# the y arrays of the traces of the plotly figures of Explorer `i`
_EXPLORER_FIGURES = """(i) => {
    const e = document.querySelectorAll('.nslab-explorer')[i];
    if (!e) return null;
    return Array.from(e.querySelectorAll('.js-plotly-plot')).map(g =>
        (g.data || []).map(d => Array.from(d.y || [])));
}"""


@contextlib.contextmanager
def _notebook_page(tmp_path, name, *sources):
    """A Chromium page of JupyterLab showing a notebook `name` with a code cell for each of
    `sources`, whose first cell has been started."""
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = tmp_path / name
    nbformat.write(nb, str(path))
    with lab_server_for(tmp_path, [path]) as url, sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        page = browser.new_page(viewport={"width": 1300, "height": 1700})
        page.goto(url + "/lab/tree/" + path.name + "?reset")
        page.wait_for_selector(".jp-NotebookPanel", timeout=90000)
        _wait(page, "the kernel to start", lambda: page.evaluate(_KERNEL_STATUS) == "idle")
        page.evaluate(_RUN_CELL, 0)
        yield page
        browser.close()


def test_an_explorer_made_after_plotly_loaded_redraws_on_a_busy_page(tmp_path):
    """A second Explorer, made once plotly.js is loaded, while the page is busy (as when it
    compiles plotly.js on a loaded machine) just after its figures' models are created:
    a slider step redraws its figures with the new data (before, anywidget had given up on
    those models and the figures ignored every update)."""
    cell = ('explore = Explorer(SINGLE_SENDER, figures=("queue", "cwnd"), knobs=["queue_limit"])\n'
            'explore')
    with _notebook_page(tmp_path, "two-explorers.ipynb",
                        "from nslab.widgets import Explorer\n"
                        "from nslab.widgets.scenarios import SINGLE_SENDER\n" + cell, cell) as page:
        _wait(page, "the first Explorer's figures", lambda: (lambda f: f and len(f) == 2 and all(
            t and t[0] for t in f))(page.evaluate(_EXPLORER_FIGURES, 0)), timeout=120)
        _wait(page, "plotly.js to be loaded",
              lambda: page.evaluate("() => !!(globalThis.__nslabPlotly && globalThis.__nslabPlotly.module)"))
        page.evaluate(_BUSY_AT_NEXT_MODULE)
        page.evaluate(_RUN_CELL, 1)
        before = _wait(page, "the second Explorer's figures", lambda: (lambda f: f if f and len(f) == 2 and all(
            t and t[0] for t in f) else None)(page.evaluate(_EXPLORER_FIGURES, 1)), timeout=120)
        assert page.evaluate("() => window.nslabBusy") == 1          # the page was busy
        _wait(page, "the kernel to be idle", lambda: page.evaluate(_KERNEL_STATUS) == "idle")
        second = page.locator(".nslab-explorer").nth(1)
        summary = second.locator(".nslab-summary").inner_text()
        slider = second.locator(".widget-slider", has_text="queue limit").first
        slider.scroll_into_view_if_needed()
        slider.locator(".noUi-handle").first.focus()
        page.keyboard.press("ArrowRight")
        _wait(page, "the second Explorer's summary to change",
              lambda: second.locator(".nslab-summary").inner_text() != summary, timeout=120)
        # its queue figure, the first made, the one whose module waited: new data
        after = _wait(page, "the second Explorer's queue figure to be redrawn",
                      lambda: (lambda f: f if f and f[0] != before[0] else None)(
                          page.evaluate(_EXPLORER_FIGURES, 1)), timeout=60)
        assert len(after) == 2


# afterplot events per plotly figure of the page, counted from now on
_COUNT_DRAWINGS = """() => {
    window.nslabDrawn = [];
    document.querySelectorAll('.js-plotly-plot').forEach((g, i) => {
        window.nslabDrawn[i] = 0;
        if (!g.nslabCounted) g.on('plotly_afterplot', () => { window.nslabDrawn[i] += 1; });
        g.nslabCounted = true;
    });
}"""
_TRACES_SHOWN = """() => Array.from(document.querySelectorAll('.js-plotly-plot')).map(g => [
    g.data.length, g._fullData.length, g.querySelectorAll('.legend .traces').length,
    g.querySelectorAll('.scatterlayer .trace').length])"""


def test_a_flow_more_or_less_is_drawn_once(tmp_path):
    """Lab 06's flows slider adds or removes a flow's trace: each step draws the figure
    once (one Plotly.update carrying the added trace, or the number of traces to keep),
    and the figure then shows one trace, legend entry and line per flow."""
    with _notebook_page(tmp_path, "flows.ipynb",
                        "from nslab.widgets import Explorer, fairness_figures\n"
                        "from nslab.widgets.fairness_scenarios import FAIR_QUEUEING\n"
                        "Explorer(FAIR_QUEUEING, figures=(fairness_figures.throughput_figure,),\n"
                        "         knobs=['flows'], flows=3, endtime=2)") as page:
        _wait(page, "the figure", lambda: page.evaluate(_TRACES_SHOWN) == [[3, 3, 3, 3]], timeout=120)
        slider = page.locator(".widget-slider", has_text="flows").first
        slider.scroll_into_view_if_needed()
        for key, flows in (("ArrowRight", 4), ("ArrowRight", 5), ("ArrowLeft", 4), ("ArrowLeft", 3)):
            page.evaluate(_COUNT_DRAWINGS)
            slider.locator(".noUi-handle").first.focus()
            page.keyboard.press(key)
            _wait(page, "%d flows drawn" % flows,
                  lambda: page.evaluate(_TRACES_SHOWN) == [[flows] * 4], timeout=60)
            page.wait_for_timeout(1500)                     # a second drawing would come now
            assert page.evaluate("() => window.nslabDrawn") == [1], (key, flows)
            assert page.evaluate(_TRACES_SHOWN) == [[flows] * 4]


# the animation frame each plotly figure of the page was drawn in, from now on
_FRAMES_OF_DRAWINGS = """() => {
    window.nslabFrame = 0;
    const tick = () => { window.nslabFrame += 1; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    window.nslabDrawnIn = [];
    document.querySelectorAll('.js-plotly-plot').forEach((g, i) =>
        g.on('plotly_afterplot', () => window.nslabDrawnIn.push([i, window.nslabFrame])));
}"""


def _two_figures_drawn(page):
    """The data of the first Explorer's two figures once both are drawn and the kernel idle."""
    shown = _wait(page, "the figures", lambda: (lambda f: f if f and len(f) == 2 and all(
        t and t[0] for t in f) else None)(page.evaluate(_EXPLORER_FIGURES, 0)), timeout=120)
    _wait(page, "the kernel to be idle", lambda: page.evaluate(_KERNEL_STATUS) == "idle")
    return shown


def _step_queue_limit(page, watch):
    """Run the page script `watch`, then move the queue-limit slider one step right."""
    slider = page.locator(".widget-slider", has_text="queue limit").first
    slider.scroll_into_view_if_needed()
    page.evaluate(watch)
    slider.locator(".noUi-handle").first.focus()
    page.keyboard.press("ArrowRight")


def test_one_change_draws_every_figure_in_one_frame(tmp_path):
    """A slider step of an Explorer with two figures: each figure is drawn once, both in the
    same animation frame (the browser lays the page out and paints it once; before, each
    figure's update was drawn on its own, with a frame between them)."""
    with _notebook_page(tmp_path, "two-figures.ipynb",
                        "from nslab.widgets import Explorer\n"
                        "from nslab.widgets.scenarios import SINGLE_SENDER\n"
                        "Explorer(SINGLE_SENDER, figures=('cwnd', 'queue'), knobs=['queue_limit'])"
                        ) as page:
        before = _two_figures_drawn(page)
        assert page.evaluate("() => !!globalThis.__nslabPlotly.plotly")   # the bundle's plotly.js
        _step_queue_limit(page, _FRAMES_OF_DRAWINGS)
        _wait(page, "both figures drawn", lambda: len(page.evaluate("() => window.nslabDrawnIn")) >= 2,
              timeout=60)
        page.wait_for_timeout(1500)                     # a second drawing would come now
        drawn = page.evaluate("() => window.nslabDrawnIn")
        assert sorted(i for i, _ in drawn) == [0, 1], drawn
        assert drawn[0][1] == drawn[1][1], drawn              # the same frame
        after = page.evaluate(_EXPLORER_FIGURES, 0)
        assert after[0] != before[0] and after[1] != before[1]     # both with the new run


# code run in the page's kernel, its printed output returned
_IN_KERNEL = """async (code) => {
    const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const out = [], future = k.requestExecute({code: code, store_history: false});
    future.onIOPub = (msg) => { if (msg.header.msg_type === 'stream') out.push(msg.content.text); };
    await future.done;
    return out.join('');
}"""
# when each figure's afterplot and each report to Python (plotly's trace deltas) came
_ORDER_OF_REPORTS = """() => {
    window.nslabOrder = [];
    const figures = Array.from(document.querySelectorAll('.js-plotly-plot'));
    figures.forEach((g, i) => g.on('plotly_afterplot', () => window.nslabOrder.push('drawn ' + i)));
    const view = globalThis.__nslabPlotly.module.FigureView.prototype, send = view._sendTraceDeltas;
    view._sendTraceDeltas = function (id) {
        window.nslabOrder.push('report ' + figures.indexOf(this.el));
        return send.call(this, id);
    };
}"""


def test_a_changes_reports_to_python_come_after_its_figures_are_drawn(tmp_path):
    """After a slider step plotly's view reports each figure's full layout and trace
    defaults back to Python: in a task after the batch's drawing (both figures' afterplot
    come first), and they still reach the kernel, where they end the figures' edits."""
    with _notebook_page(tmp_path, "reports.ipynb",
                        "from nslab.widgets import Explorer\n"
                        "from nslab.widgets.scenarios import SINGLE_SENDER\n"
                        "ex = Explorer(SINGLE_SENDER, figures=('cwnd', 'queue'), knobs=['queue_limit'])\n"
                        "ex") as page:
        _two_figures_drawn(page)
        state = lambda: page.evaluate(_IN_KERNEL, "print(ex.values['queue_limit'], any("
                                      "w._layout_edit_in_process or w._trace_edit_in_process "
                                      "for w in ex.widgets))").split()
        before = state()[0]
        _step_queue_limit(page, _ORDER_OF_REPORTS)
        _wait(page, "both reports", lambda: len(page.evaluate("() => window.nslabOrder")) >= 4,
              timeout=60)
        order = page.evaluate("() => window.nslabOrder")
        assert sorted(order[:2]) == ["drawn 0", "drawn 1"], order
        assert sorted(order[2:4]) == ["report 0", "report 1"], order
        _wait(page, "the edits ended", lambda: (lambda now: now[0] != before and now[1] == "False")(
            state()), timeout=30)
