"""nslab.widgets without a browser: scenarios, controls, figures,
live updates, the animation's data, sweeps and the graders' checks."""
import json
import math
import pathlib
import re

import numpy as np
import pandas as pd
import pytest

pytest.importorskip("plotly")
pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

import ipywidgets as W  # noqa: E402
import plotly.graph_objects as go  # noqa: E402

from nslab import analysis, grading, params as P  # noqa: E402
from nslab.units import ParameterError  # noqa: E402
from nslab.widgets import (FOUR_FLAVOURS, RENO_VS_VEGAS, SINGLE_SENDER, TP_WINDOW,  # noqa: E402
                           TWO_SENDERS, Explorer, NetworkAnimation, controls, figures, style,
                           sweeps)

REFERENCE = pathlib.Path(__file__).resolve().parents[1] / "reference" / "cases.json"


def _case(name):
    for case in json.loads(REFERENCE.read_text())["cases"]:
        if case["name"] == name:
            return case["stdout_kv"]
    raise KeyError(name)


@pytest.fixture(scope="module")
def basic1():
    return SINGLE_SENDER.run()


@pytest.fixture(scope="module")
def basic2():
    return TWO_SENDERS.run(delay_b=36, endtime=300)


# ---- scenarios reproduce the reference scripts --------------------------------------------------

def test_single_sender_default_is_basic1(basic1):
    """The preset's default run gives what ns-2 printed for basic1.tcl."""
    kv = _case("basic1_default")
    tcp, sink = basic1.flows[0].agent, basic1.flows[0].sink
    assert tcp["ack_"] == int(kv["tcp0.ack_"])
    assert tcp["maxseq_"] == int(kv["tcp0.maxseq_"])
    assert sink["bytes_"] == int(kv["end0.bytes_"])
    assert round(tcp["cwnd_"], 4) == float(kv["tcp0.cwnd_"])


@pytest.mark.parametrize("case, values", [
    ("basic1_util_q10_d50_100_1000s", dict(queue_limit=10, delay_ar=50, delay_rb=100, endtime=1000)),
])
def test_single_sender_knobs_follow_basic1_arguments(case, values):
    kv = _case(case)
    run = SINGLE_SENDER.run(**values)
    assert run.flows[0].sink["bytes_"] == int(kv["end0.bytes_"])


@pytest.mark.parametrize("case, values", [
    ("basic2_d36_bw0.8_300s", dict(delay_b=36, endtime=300)),
    ("basic2_d36_oh0.01_bw0.8_300s", dict(delay_b=36, overhead=0.01, endtime=300)),
    ("basic2_Sack1_d25_bw8_oh0.002_300s", dict(delay_b=25, overhead=0.002, bottleneck_bw=8.0,
                                               flavour0="Sack1", flavour1="Sack1", endtime=300)),
])
def test_two_senders_follow_basic2(case, values):
    """Same objects in the same order as basic2.tcl: the same goodputs as ns-2."""
    kv = _case(case)
    s = TWO_SENDERS.run(**values).summary()
    assert (s["recv0"], s["recv1"]) == (int(kv["recv0"]), int(kv["recv1"]))


def test_reno_vs_vegas_preset_replays_basic2_event_for_event(tmp_path, monkeypatch):
    """The preset and basic2.tcl run through `nslab run`'s interpreter give the same
    packet records, event for event (16.5's setup: Reno against Vegas, alpha 3, beta 6)."""
    from nslab.otcl import Runner
    script = str(pathlib.Path(__file__).resolve().parents[1] / "reference" / "scenarios" / "basic2.tcl")
    monkeypatch.chdir(tmp_path)
    runner = Runner(script, ["0", "0.002", "8.0", "20", "20", "Reno", "0", "0", "Vegas", "3", "6"],
                    capture=True)
    assert runner.run_file(script) == 0
    expected = runner.sim.kernel.packet_columns()
    got = RENO_VS_VEGAS.run(endtime=20).packets
    expected, got = expected[expected["time"] < 20], got[got["time"] < 20]
    assert len(got) == len(expected) > 10000
    for field in got.dtype.names:
        if field != "pad":                      # padding bytes of the C records
            assert (got[field] == expected[field]).all(), field


@pytest.mark.parametrize("flavour, sink", [("Tahoe", "TCPSink"), ("Reno", "DelAck"),
                                           ("Vegas", "TCPSink")])
def test_four_flavours_follow_flavors4(flavour, sink):
    kv = _case("flavors4_%s_%s" % (flavour, sink))
    run = FOUR_FLAVOURS.run(flavour=flavour, sink=sink)
    assert run.flows[0].sink["bytes_"] == int(kv["sink.bytes_"])


def test_telnet_cross_traffic_follows_basic2():
    kv = _case("basic2_d36_telnet1pct_bw0.8_3000s")
    run = TWO_SENDERS.run(delay_b=36, tninterval=0.25, endtime=3000)
    assert run.flow(10).sink["bytes_"] == int(kv["end10.bytes_"])
    assert run.summary()["recv0"] == int(kv["recv0"])


def test_seed_repeats_a_run_with_other_overhead_draws():
    """The seed moves the senders' random draws: another seed, other goodputs; the same
    seed, the same run; seed 1 is the default (ns-2's own start)."""
    def goodputs(**kw):
        s = RENO_VS_VEGAS.run(endtime=30, capture=False, **kw).summary()
        return s["recv0"], s["recv1"]
    assert goodputs(seed=7) == goodputs(seed=7) != goodputs() == goodputs(seed=1)


def test_a_run_without_capture_keeps_the_counters_only():
    import pickle
    full, bare = (RENO_VS_VEGAS.run(endtime=20, seed=3, capture=c) for c in (True, False))
    s, t = full.summary(), bare.summary()
    assert t == {k: s[k] for k in t} and "drops" in s and "drops" not in t and "recv1" in t
    for what in (lambda: bare.trace, lambda: bare.drops(), lambda: bare.cwnd(0), lambda: bare.queue()):
        with pytest.raises(ValueError, match="capture=False"):
            what()
    assert pickle.loads(pickle.dumps(bare)).captured is False

    def ratio(run):
        return {"g": run.summary()["goodput_ratio"]}
    tables = [sweeps.sweep(RENO_VS_VEGAS, {"seed": [1, 2]}, measure=ratio, endtime=20, progress=False,
                           capture=c) for c in (True, False)]
    assert list(tables[0].g) == list(tables[1].g) and tables[0].g[0] != tables[0].g[1]


# ---- knobs and controls come from the kernel's parameter table ---------------------------------

def test_knobs_are_bound_to_kernel_parameters():
    for scenario in (SINGLE_SENDER, TWO_SENDERS, FOUR_FLAVOURS):
        for knob in scenario.knobs.values():
            assert isinstance(knob.param, P.Param)
            assert knob.param.help and knob.param.help in knob.help
            assert knob.param.name in knob.help
            if knob.choices is None:
                for v in (knob.low, knob.high, knob.default):
                    assert knob.param.low <= v * knob.scale <= knob.param.high
    assert SINGLE_SENDER.knobs["queue_limit"].param is P.QUEUE["limit_"]
    assert SINGLE_SENDER.knobs["delay_rb"].param is P.LINK["delay_"]
    assert TWO_SENDERS.knobs["overhead"].param is P.TCP["overhead_"]


def test_controls_are_generated_from_knobs():
    w = controls.controls(SINGLE_SENDER)
    assert set(w) == set(SINGLE_SENDER.knobs)
    q = w["queue_limit"]
    assert isinstance(q, W.IntSlider) and (q.min, q.max, q.value) == (2, 100, 7)
    assert q.tooltip == SINGLE_SENDER.knobs["queue_limit"].help
    assert "limit_" in q.tooltip and "packets" in q.tooltip
    d = w["delay_rb"]
    assert isinstance(d, W.FloatSlider) and "(ms)" in d.description
    assert "valid range [0, inf] ms" in d.tooltip
    assert isinstance(w["flavour"], W.Dropdown) and "Vegas" in w["flavour"].options
    assert controls.values({"x": W.FloatSlider(value=0.1 + 0.2, max=1)})["x"] == 0.3


def test_knob_values_are_checked_with_the_kernels_range():
    with pytest.raises(ParameterError, match="queue_limit"):
        SINGLE_SENDER.run(queue_limit=-1)
    with pytest.raises(ParameterError, match="has no parameter 'queue'"):
        SINGLE_SENDER.values(queue=3)
    with pytest.raises(ParameterError, match="flavour"):
        SINGLE_SENDER.values(flavour="Westwood")
    with pytest.raises(ParameterError, match="v_alpha_"):
        TWO_SENDERS.run(flavour1="Vegas", v_alpha=5, v_beta=2, endtime=1)
    assert TP_WINDOW.defaults()["flavour"] == "Tahoe" and TP_WINDOW.knobs["window"].default == 150


def test_every_registered_flavour_is_a_choice_and_runs():
    """The scenarios' flavour choices come from the kernel's registry (Cubic included;
    not the two-way Full TCPs, which need a listening peer rather than a sink)."""
    from nslab import params as P
    assert set(SINGLE_SENDER.knobs["flavour"].choices) == \
        {f for f, _ in P.TCP_CLASSES.values()} - set(P.TWO_WAY_TCP)
    run = SINGLE_SENDER.run(flavour="Cubic", endtime=2)
    assert run.summary()["ack"] > 0


# ---- figures ---------------------------------------------------------------------------------

def _kind(fig, kind, flow=None):
    return [t for t in fig.data if t.meta["kind"] == kind and (flow is None or t.meta.get("flow") == flow)]


def test_cwnd_figure_marks_drops_and_timeouts(basic1):
    fig = figures.cwnd_figure(basic1)
    assert isinstance(fig, go.Figure)
    cwnd = _kind(fig, "cwnd", 0)[0]
    t, c = basic1.cwnd(0)
    assert len(cwnd.x) == len(t) and max(cwnd.y) == c.max()
    drops = _kind(fig, "drops", 0)[0]
    x, hover = figures.drop_points(drops)
    assert list(x) == list(basic1.drops(0)["time"]) and len(x) > 0       # a tick per drop
    assert hover[0] == "%d at %.4f s" % (basic1.drops(0)["seqno"][0], x[0])
    # a rug under the curve: one unbroken line (one SVG path), not a marker per drop
    assert drops.mode == "lines" and drops.line.color == "rgba(42,157,63,0.7)"    # flow 0's green
    assert not np.isnan(np.asarray(drops.x, float)).any() and max(drops.y) < 0 <= c.min()
    timeouts = _kind(fig, "timeouts", 0)[0]
    assert list(timeouts.x) == list(basic1.timeouts(0)) and len(timeouts.x) == 1   # near 1.2 s
    assert 1.2 < timeouts.x[0] < 1.25


def test_queue_with_losses_before_it_stays_at_or_above_zero():
    """Lab 05's error models (`$ns lossmodel`) drop packets before the bottleneck's queue
    ('d' with no '+'): the queue's length does not count them (it went below zero when it
    did)."""
    from nslab.widgets.fairness_scenarios import CUBIC_RENO
    run = CUBIC_RENO.run(endtime=60)
    records = run.events(link=run.bottleneck)
    entered = records["uid"][records["event"] == b"+"]
    drops = records["uid"][records["event"] == b"d"]
    assert (~np.isin(drops, entered)).sum() > 10         # lost before the queue
    _, lengths = run.queue()
    assert lengths.min() == 0 and lengths.max() == run.bottleneck.limit


def test_queue_seqno_utilization_figures(basic2):
    q = figures.queue_figure(basic2)
    _, lengths = basic2.queue()
    assert max(_kind(q, "queue")[0].y) == lengths.max() == basic2.bottleneck.limit
    assert sum(len(figures.drop_points(t)[0]) for t in _kind(q, "drops")) == \
        len(basic2.drops(link=basic2.bottleneck))
    s = figures.seqno_figure(basic2)
    assert len(_kind(s, "sent", 1)[0].x) == len(basic2.sent(1)[0])
    u = figures.utilization_figure(basic2)
    assert math.isclose(_kind(u, "average")[0].meta["value"], basic2.utilization() * 100)
    assert math.isclose(basic2.utilization(), analysis.link_utilization(
        basic2.trace, (2, 3), 0.8e6, 0, 300), rel_tol=1e-9)


def test_long_series_are_thinned_keeping_extremes():
    x = np.arange(100000.0)
    y = np.sin(x / 1000.0) + (x == 54321) * 5
    tx, ty = figures.thin(x, y, 3000)
    assert len(tx) <= 3100 and ty.max() == y.max() and ty.min() == y.min()


def test_sweep_figures_and_heatmap():
    table = sweeps.sweep(TWO_SENDERS, {"delay_b": [0, 20, 40]}, endtime=30, progress=False)
    assert list(table.columns[:1]) == ["delay_b"] and "rtt_ratio" in table
    fig = figures.goodput_ratio_figure(table)
    kinds = [t.meta["kind"] for t in fig.data]
    assert kinds[:3] == ["goodput_ratio", "rtt_ratio", "rtt_ratio_squared"]
    assert np.allclose(_kind(fig, "rtt_ratio_squared")[0].y, table.rtt_ratio ** 2)
    fit = _kind(fig, "fit_power")[0].meta
    assert math.isclose(fit["alpha"], analysis.fit_power_law(table.rtt_ratio, table.goodput_ratio)["alpha"])
    spread = pd.DataFrame({"q": [20, 10], "g": [2.0, 1.0], "lo": [1.5, 0.2], "hi": [9.0, 1.0]})
    bars = figures.sweep_figure(spread, "q", "g", spread=("lo", "hi"), log_y=True)
    assert list(bars.data[0].x) == [10, 20] and bars.layout.yaxis.type == "log"
    assert list(bars.data[0].error_y.array) == [0.0, 7.0] and list(bars.data[0].error_y.arrayminus) == [0.8, 0.5]
    heat = figures.cluster_heatmap({(1, 1): 5, (2, 0): 1})
    assert heat.data[0].z[1][1] == 5 and heat.data[0].z[0][2] == 1
    assert figures.sawtooth_utilization(30, 0) == 0.75 and figures.sawtooth_utilization(30, 30) == 1


def test_sweep_matches_single_runs_and_parallel(tmp_path, monkeypatch):
    monkeypatch.setenv("NSLAB_CACHE_DIR", str(tmp_path))

    def util(run):
        return {"util": run.utilization()}
    table = sweeps.sweep(SINGLE_SENDER, {"queue_limit": [4, 9]}, measure=util, endtime=5,
                         progress=False)
    assert list(table.util) == [SINGLE_SENDER.run(queue_limit=q, endtime=5).utilization()
                                for q in (4, 9)]
    par = sweeps.sweep(SINGLE_SENDER, {"queue_limit": [4, 9]}, measure=util, endtime=5,
                       parallel=True, workers=1, progress=False)
    assert list(par.util) == list(table.util)



def test_the_sweep_cache_key_covers_every_scenario_module():
    """A parallel sweep's cache key hashes the modules that build the scenarios: a change to
    any of them (lab 05's CUBIC_RENO is in fairness_scenarios.py) must not return old rows."""
    from nslab.widgets import scenarios
    builders = {pathlib.Path(s.build.__code__.co_filename).name
                for s in scenarios.SCENARIOS.values()}
    assert "fairness_scenarios.py" in builders
    assert builders <= set(sweeps._SCENARIO_SOURCES)

# ---- live updates ------------------------------------------------------------------------------

def test_update_in_place_keeps_the_widget_and_its_traces():
    run = SINGLE_SENDER.run()
    fw = go.FigureWidget(figures.cwnd_figure(run))
    traces = list(fw.data)
    other = SINGLE_SENDER.run(queue_limit=12)
    figures.update_in_place(fw, figures.spec(figures.cwnd_figure, other))
    assert all(a is b for a, b in zip(fw.data, traces))
    assert list(fw.data[0].x) == list(figures.cwnd_figure(other).data[0].x)
    assert len(figures.drop_points(fw.data[2])[0]) == len(other.drops(0))


def test_a_zoom_draws_every_point_of_its_window(monkeypatch):
    """Long series are thinned to the figure's width; zooming the time axis (the relayout
    plotly's front end sends) draws the window again from the whole run, with the points
    just outside it, and keeps doing so across control changes until the zoom is undone."""
    monkeypatch.delenv("NSLAB_HEADLESS", raising=False)
    ex = Explorer(TWO_SENDERS, figures=("cwnd",), live=True, endtime=100)
    widget = ex.widgets[0]
    t, _ = ex.run.cwnd(0)
    assert len(widget.data[0].x) < len(t)

    def relayout(data):
        widget._handler_js2py_relayout({"new": {"relayout_data": data, "source_view_id": "v"}})
    relayout({"xaxis.range[0]": 40.0, "xaxis.range[1]": 45.0})
    inside = t[(t >= 40) & (t <= 45)]
    assert list(widget.data[0].x[1:-1]) == list(inside)
    assert widget.data[0].x[0] < 40 < 45 < widget.data[0].x[-1]
    ex.controls["queue_limit"].value = 30
    t, _ = ex.run.cwnd(0)
    assert list(widget.data[0].x[1:-1]) == list(t[(t >= 40) & (t <= 45)])
    relayout({"xaxis.autorange": True})
    assert widget.data[0].x[0] == t[0] and len(widget.data[0].x) < len(t)


def _drops_listed(labels):
    """How many drops marker labels of merge_markers stand for."""
    return sum(int(t.rsplit("(", 1)[1].split()[0]) if "(" in t else len(t.split(", "))
               for t in labels)


def test_live_drop_markers_on_one_spot_are_drawn_once():
    """A live figure (its width known) draws drops that fall within MERGE_PIXELS of each
    other as one shape whose hover lists them; every drop is still accounted for, at the
    place of a real drop; zoomed in, the drops spread out again; a figure without a
    width (static, graded) keeps one shape per drop."""
    run = RENO_VS_VEGAS.run()
    for fn in (figures.cwnd_figure, figures.queue_figure):
        live, _ = figures.spec(fn, run, columns=600)
        full, _ = figures.spec(fn, run)
        pairs = [(a["meta"], figures.drop_points(a), figures.drop_points(b))
                 for a, b in zip(live, full) if a["meta"]["kind"] == "drops"]
        assert pairs and sum(len(a[0]) for _, a, _ in pairs) < sum(len(b[0]) for _, _, b in pairs)
        where = {} if fn is figures.cwnd_figure else {"link": run.bottleneck}
        for meta, (x, hover), (every, _) in pairs:
            assert _drops_listed(hover) == len(every) == len(run.drops(meta["flow"], **where))
            assert set(x) <= set(every)                     # drawn at real drops
        # zoomed into the first burst: its drops spread out again, all accounted for
        meta, (x, _), (every, _) = pairs[0]
        t0 = float(every[0])
        zoom, _ = figures.spec(fn, run, columns=600, start=t0 - 0.01, end=t0 + 0.05)
        inside = [v for v in every if t0 - 0.01 <= v <= t0 + 0.05]
        before = [v for v in x if t0 - 0.01 <= v <= t0 + 0.05]
        shown, hover = figures.drop_points(next(a for a in zoom if a["meta"] == meta))
        assert len(before) < len(shown) and _drops_listed(hover) == len(inside)


def test_explorer_control_change_resimulates(monkeypatch):
    monkeypatch.delenv("NSLAB_HEADLESS", raising=False)
    ex = Explorer(SINGLE_SENDER, figures=("cwnd", "queue"), animation=True, live=True)
    before = list(ex.widgets[1].data[0].y)
    ex.controls["queue_limit"].value = 12
    assert ex.run.values["queue_limit"] == 12 and len(ex.timings) == 1
    assert list(ex.widgets[1].data[0].y) != before
    assert max(ex.widgets[1].data[0].y) == ex.run.queue()[1].max()
    assert ex.animation.topology["links"][2]["limit"] == 12
    ex.update(delay_rb=80)
    assert ex.controls["delay_rb"].value == 80 and ex.run.values["queue_limit"] == 12
    ex.controls["flavour"].value = "Vegas"
    ex.controls["lossrate"].value = 0.01
    assert "Vegas" in ex.run.flows[0].label
    ex.controls["flavour"].value = "Reno"
    t = ex.timings[-1]
    assert t["kernel_ms"] > 0 and t["figures_ms"] > 0


def test_explorer_reports_bad_combinations_in_its_status():
    ex = Explorer(TWO_SENDERS, figures=("cwnd",), live=True, endtime=5, flavour1="Vegas")
    ex.controls["v_alpha"].value = 9           # > v_beta 3: Vegas refuses
    assert "v_alpha_" in ex.status.value and ex.run.values["v_alpha"] == 1


def test_a_preset_loads_its_values_in_one_run_and_keeps_the_kept_knobs():
    from nslab.widgets.fairness_figures import share_bars_figure
    from nslab.widgets.fairness_scenarios import EXPERIMENTS, FAIR_QUEUEING
    ex = Explorer(FAIR_QUEUEING, figures=(share_bars_figure,), live=False, endtime=1,
                  presets={s.title: s for s in EXPERIMENTS.values()}, keep=["qdisc"])
    chooser = ex.box.children[0]
    assert "nslab-preset" in chooser._dom_classes and chooser.value is None
    ex.controls["qdisc"].value = "DRR"
    runs = len(ex.timings)
    chooser.value = EXPERIMENTS["2.1"]
    assert len(ex.timings) == runs + 1                      # one run, not one per knob
    assert ex.values == EXPERIMENTS["2.1"].values(qdisc="DRR")
    assert ex.controls["flows"].value == 32 and ex.controls["udp_ramp"].value
    assert len(ex.run.main_flows) == 32 and ex.run.values["qdisc"] == "DRR"


def test_headless_explorer_makes_no_figure_widget(monkeypatch, capsys):
    monkeypatch.setenv("NSLAB_HEADLESS", "1")
    ex = Explorer(SINGLE_SENDER, figures=("cwnd",), animation=True)
    assert not ex.live and ex.widgets == [] and ex.animation is None
    ex._ipython_display_()
    assert "static" in capsys.readouterr().out
    assert isinstance(ex.figure("cwnd"), go.Figure)


# ---- the animation -----------------------------------------------------------------------------

def test_animation_data_follows_the_packet_records(basic1):
    anim = NetworkAnimation(basic1)
    hops = np.frombuffer(anim.hops, dtype=np.float64).reshape(-1, 7)
    departures = basic1.events("-")
    assert len(hops) == len(departures)
    link = basic1.bottleneck
    on_rb = hops[hops[:, 3] == basic1.links.index(link)]
    assert np.allclose(on_rb[:, 2], link.delay)
    data = on_rb[on_rb[:, 5] == 0]
    assert np.allclose(data[1:, 1], 1000 * 8 / link.bandwidth)      # 10 ms per packet after the SYN
    # a packet is drawn from its '-' until its 'r' at the next node
    r = basic1.events("r", link)
    arrive = np.sort(on_rb[:, 0] + on_rb[:, 1] + on_rb[:, 2])
    arrive = arrive[arrive <= basic1.endtime]           # the rest are still on the link at the end
    assert np.allclose(arrive, np.sort(r["time"]), atol=1e-9)
    on = anim.packets_at(3.0)
    assert 0 < len(on) < 40
    queues = np.frombuffer(anim.queues, dtype=np.float64).reshape(-1, 3)
    assert queues[:, 2].max() == basic1.queue()[1].max()
    drops = np.frombuffer(anim.drops, dtype=np.float64).reshape(-1, 4)
    assert len(drops) == len(basic1.drops())
    assert [n["name"] for n in anim.topology["nodes"]] == ["A", "R", "B"]
    anim.play()
    assert anim.playing
    anim.time = 2.0
    anim.pause()
    assert not anim.playing and anim.time == 2.0


def test_animation_window_and_limit():
    run = TWO_SENDERS.run(endtime=60)
    anim = NetworkAnimation(run, start=10, end=20)
    hops = np.frombuffer(anim.hops, dtype=np.float64).reshape(-1, 7)
    assert hops[:, 0].min() >= 10 - 1 and hops[:, 0].max() <= 20
    small = NetworkAnimation(run, max_packets=500)
    assert len(small.hops) == 500 * 7 * 8 and small.topology["end"] < 60


# ---- grading helpers ---------------------------------------------------------------------------

def test_check_figure(basic1):
    fig = figures.cwnd_figure(basic1)
    grading.check_figure(fig, kinds=["cwnd", "drops"], expected=figures.cwnd_figure(basic1))
    grading.check_figure(go.FigureWidget(fig), kinds=["cwnd"])
    with pytest.raises(grading.CheckFailed, match="no 'queue' trace"):
        grading.check_figure(fig, kinds=["queue"])
    with pytest.raises(grading.CheckFailed, match="points|value"):
        grading.check_figure(fig, kinds=["cwnd"],
                             expected=figures.cwnd_figure(SINGLE_SENDER.run(queue_limit=15)))
    with pytest.raises(grading.CheckFailed, match="no traces"):
        grading.check_figure(go.Figure())
    with pytest.raises(grading.CheckFailed, match="plotly figure"):
        grading.check_figure([1, 2])


def test_readme_widgets_example_runs(monkeypatch):
    """The README's nslab.widgets example runs as written (headless)."""
    import re
    monkeypatch.setenv("NSLAB_HEADLESS", "1")
    text = (pathlib.Path(__file__).resolve().parents[2] / "README.md").read_text()
    block = re.search(r"### Widgets \(`nslab.widgets`\)\n\n```python\n(.*?)```", text, re.S).group(1)
    namespace = {}
    exec(compile(block, "README.md", "exec"), namespace)
    assert isinstance(namespace["run"].summary()["utilization"], float)


def test_summary_and_legends_speak_words_with_units():
    """The summary line names each number and its unit and flow; legends name the flow."""
    from nslab.widgets.explorer import summary_text
    run = TWO_SENDERS.run(endtime=20)
    text = dict(summary_text(run))
    assert re.fullmatch(r"[\d,]+ packets", text["goodput A→D (Reno)"])
    assert text["bottleneck busy"].endswith(" %") and text["run"] == "20 s"
    assert not any(re.search(r"[a-z_]+\d$", name) for name in text)       # no ack0, recv1
    names = [t.name for t in figures.cwnd_figure(run).data]
    assert "drops of A→D (|)" in names and "drops of B→D (T)" in names and "cwnd of A→D (Reno)" in names
    drops = [t for t in figures.cwnd_figure(run).data if t.meta["kind"] == "drops"]
    # a tick shape per flow (in a rug per flow, one below the other), in the flow's colour
    assert style.drop_tick(0) != style.drop_tick(1)
    assert max(drops[1].y) < min(drops[0].y) and max(drops[0].y) < 0
    assert drops[0].line.color != drops[1].line.color
    assert all(t.line.color.startswith("rgba(") and t.line.color.endswith(",0.7)")
               for t in drops)                            # the curve shows through


def test_widgets_import_jsonschema_without_the_iri_grammar():
    """Importing nslab.widgets imports jsonschema with the optional IRI grammar package
    hidden (it costs about a second before a lab's first figure); the package itself
    still imports afterwards, and jsonschema still validates."""
    import importlib.util
    import subprocess
    import sys
    if importlib.util.find_spec("rfc3987_syntax") is None:
        pytest.skip("rfc3987_syntax is not installed: nothing to hide")
    code = ("import sys, nslab.widgets, jsonschema\n"
            "print('rfc3987_syntax' in sys.modules)\n"
            "import rfc3987_syntax\n"
            "jsonschema.validate({'a': 1}, {'type': 'object'})\n"
            "try:\n"
            "    jsonschema.validate({'a': 'x'}, {'properties': {'a': {'type': 'integer'}}})\n"
            "except jsonschema.ValidationError:\n"
            "    print('rejected')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "rejected"]


def _opened_figures(monkeypatch):
    """The comm_open messages of the FigureWidgets made from here on: (state, buffers)."""
    import comm
    opened = []

    class Recorder(comm.base_comm.BaseComm):
        def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
            if msg_type == "comm_open":
                opened.append((data["state"], [bytes(b) for b in buffers or []]))
    monkeypatch.setattr(comm, "create_comm", lambda **kw: Recorder(**kw))
    return opened


def _close_carriers(figure_widget_class):
    for ref in list(figure_widget_class._carriers.values()):
        if ref() is not None:
            ref().close()


def test_figure_widget_carries_plotly_js_once_and_sends_it_when_asked(monkeypatch):
    """The Explorer's FigureWidget carries a small front-end module instead of the 5 MB
    plotly.js bundle.  One live figure of the kernel carries the bundle from its first
    message (a page under Run All cannot ask before the last cell); the others send it
    when their front end asks (a reloaded page), once."""
    from nslab.widgets.figure_widget import BUNDLE, FigureWidget
    _close_carriers(FigureWidget)                    # figures of earlier tests
    opened = _opened_figures(monkeypatch)
    carrier, other = FigureWidget(), FigureWidget()
    bundle = BUNDLE.read_bytes()
    assert len(carrier._esm) < 10000 < 1000000 < len(bundle)       # a few kB, not 5 MB
    assert [len(buffers[0]) for _, buffers in opened] == [len(bundle), 0]
    assert opened[0][1][0] == bundle and b"export{" in bundle
    sent = []
    other.observe(lambda change: sent.append(change["new"]), "_nslab_bundle")
    other.set_state({"_nslab_ask": True})            # what the front end does
    other.set_state({"_nslab_ask": False})
    other.set_state({"_nslab_ask": True})            # a reloaded page finds the bundle already there
    assert sent == [bundle]
    carrier.close()                                  # the next new figure carries it
    FigureWidget()
    assert len(opened[-1][1][0]) == len(bundle)


def test_figure_widget_opens_with_its_data_and_layout(monkeypatch):
    """A figure's first message holds its traces and layout: a front end that draws
    it at once (plotly.js's widget ignores later changes of its data) shows them."""
    from nslab.widgets.figure_widget import FigureWidget
    opened = _opened_figures(monkeypatch)
    FigureWidget(go.Figure(go.Scatter(x=[1, 2], y=[3, 4], name="cwnd"), layout={"title": "t"}))
    (state, _), = opened
    assert [(d["x"], d["y"], d["name"]) for d in state["_widget_data"]] == [([1, 2], [3, 4], "cwnd")]
    assert state["_widget_layout"]["title"] == {"text": "t"}


def test_figure_widget_names_its_comm_in_its_first_state(monkeypatch):
    """A figure's first message names its own comm (`_nslab_id`): its front end finds its
    model by that id to check that anywidget still passes its messages on."""
    from nslab.widgets.figure_widget import FigureWidget
    opened = _opened_figures(monkeypatch)
    one, two = FigureWidget(), FigureWidget()
    ids = [state["_nslab_id"] for state, _ in opened]
    assert ids == [one.comm.comm_id, two.comm.comm_id] == [one.model_id, two.model_id]
    assert ids[0] != ids[1]



def test_preloading_sends_plotly_js_before_the_first_figure(monkeypatch):
    """preload_bundle opens one empty figure that carries the bundle (the page loads
    plotly.js while later cells run); the Explorer's figures then carry none, and a
    second preload opens nothing new."""
    from nslab.widgets.figure_widget import BUNDLE, FigureWidget, preload_bundle
    _close_carriers(FigureWidget)                    # figures of earlier tests
    opened = _opened_figures(monkeypatch)
    carrier = preload_bundle()
    assert len(opened) == 1 and len(opened[0][1][0]) == len(BUNDLE.read_bytes())
    assert opened[0][0]["_widget_data"] == [] and preload_bundle() is carrier
    monkeypatch.delenv("NSLAB_HEADLESS", raising=False)
    Explorer(SINGLE_SENDER, figures=("cwnd", "queue"), live=True, endtime=2)
    figures_opened = [b for state, b in opened if "FigureWidget" in state.get("_anywidget_id", "")]
    assert [len(b[0]) for b in figures_opened] == [len(BUNDLE.read_bytes()), 0, 0]
    carrier.close()


def test_preload_plotly_does_nothing_outside_a_notebook_kernel(monkeypatch):
    from nslab.widgets import explorer, figure_widget
    made = []
    monkeypatch.setattr(figure_widget, "preload_bundle", lambda: made.append(1))
    explorer.preload_plotly()                        # pytest: no IPython kernel
    assert made == []


def test_the_labs_renderer_draws_static_figures_with_the_explorers_plotly_js(monkeypatch, basic1):
    """plotly's renderer "nslab" (the labs' set-up cells choose it): where a browser renders
    widgets, a figure is shown as nslab's FigureWidget (the page's one plotly.js, no second
    one from JupyterLab's plotly extension) holding the figure's data; headless or outside
    a kernel, as plotly's own mimetype output, which an executed notebook keeps."""
    import plotly.io as pio
    from nslab.widgets import rendering
    from nslab.widgets.figure_widget import FigureWidget
    rendering.register_renderer()
    rendering.register_renderer()                    # twice: one renderer
    fig = figures.seqno_figure(basic1, end=2.5)
    outside = pio.renderers[rendering.RENDERER].to_mimebundle(fig.to_dict())
    assert list(outside) == ["application/vnd.plotly.v1+json"]   # pytest: no kernel
    _close_carriers(FigureWidget)
    opened = _opened_figures(monkeypatch)
    monkeypatch.setattr(rendering, "_widgets_render", lambda: True)
    bundle = pio.renderers[rendering.RENDERER].to_mimebundle(fig.to_dict())
    view = bundle["application/vnd.jupyter.widget-view+json"]
    assert "application/vnd.plotly.v1+json" not in bundle
    assert len(opened) == 1 and opened[0][0]["_nslab_id"] == view["model_id"]
    assert [t["name"] for t in opened[0][0]["_widget_data"]] == [t.name for t in fig.data]
    animated = go.Figure(data=fig.data, layout=fig.layout, frames=[go.Frame(data=[fig.data[0]])])
    assert list(pio.renderers["nslab"].to_mimebundle(animated.to_dict())) == \
        ["application/vnd.plotly.v1+json"]
    monkeypatch.setenv("NSLAB_HEADLESS", "1")
    monkeypatch.setattr(rendering, "_widgets_render", lambda: False)
    assert "application/vnd.plotly.v1+json" in pio.renderers["nslab"].to_mimebundle(fig.to_dict())
    _close_carriers(FigureWidget)


def test_update_in_place_restyles_only_the_traces_that_changed():
    """A new figure that differs from the shown one in one trace's y values (and one name)
    goes out as one Plotly.update of that trace's changed keys only; an identical one
    sends nothing."""
    run = SINGLE_SENDER.run(endtime=5)
    fw = go.FigureWidget(figures.cwnd_figure(run))
    sent = []
    fw.plotly_update = lambda **kw: sent.append(kw)
    figures.update_in_place(fw, figures.spec(figures.cwnd_figure, run))
    assert sent == []
    data, layout = figures.spec(figures.cwnd_figure, run)
    data[1] = dict(data[1], y=np.asarray(data[1]["y"]) + 1)
    data[3] = dict(data[3], name="renamed")
    figures.update_in_place(fw, (data, layout))
    (msg,) = sent
    assert msg["trace_indexes"] == [1, 3]
    assert sorted(msg["restyle_data"]) == ["name", "y"] and msg["relayout_data"] == {}
    assert list(msg["restyle_data"]["y"][0]) == list(data[1]["y"])
    assert msg["restyle_data"]["name"][1] == "renamed"


def test_the_bars_keep_each_flows_colour_when_the_flows_change():
    """A flow more or less (lab 06's flows slider) gives the bar trace a bar more or less:
    the update sends the bars' colours and opacities with their data, so every bar keeps its
    flow's colour (before, the colour list kept the old length and a new flow's bar was drawn
    in plotly's default colour); an update that changes nothing sends nothing."""
    from nslab.widgets.fairness_figures import share_bars_figure
    from nslab.widgets.fairness_scenarios import FAIR_QUEUEING
    runs = {n: FAIR_QUEUEING.run(flows=n, tcp_flows=1, cross_flows=c, endtime=1)
            for n, c in ((3, 0), (4, 1), (2, 0))}
    fw = go.FigureWidget(share_bars_figure(runs[3]))
    sent = []
    fw.observe(lambda change: sent.append(change["new"]), ["_py2js_update"])
    for n in (4, 2, 3):
        sent.clear()
        figures.update_in_place(fw, figures.spec(share_bars_figure, runs[n]))
        fresh = share_bars_figure(runs[n]).data[0]
        assert list(fw.data[0].x) == list(fresh.x)
        assert list(fw.data[0].marker.color) == list(fresh.marker.color)
        assert list(fw.data[0].marker.opacity) == list(fresh.marker.opacity)
        (msg,) = [m for m in sent if m]
        assert {"marker.color", "marker.opacity"} <= set(msg["style_data"])
    sent.clear()
    figures.update_in_place(fw, figures.spec(share_bars_figure, runs[3]))
    assert not [m for m in sent if m]


def test_lab06_figures_have_fixed_margins_and_name_the_flows():
    """The figures of lab 06's Explorer keep their size when the flows change: margins fixed
    (plotly neither measures tick labels and legend to grow them nor draws twice for it),
    with room for the slanted flow names; the throughput legend, right of the plot, still
    names each flow by meaning, in its colour."""
    from nslab.widgets import fairness_figures as FF
    from nslab.widgets.fairness_scenarios import FAIR_QUEUEING
    from nslab.widgets.style import flow_color
    run = FAIR_QUEUEING.run(flows=5, tcp_flows=1, endtime=1)
    for fig in (FF.share_bars_figure(run), FF.throughput_figure(run)):
        assert fig.layout.margin.autoexpand is False
        assert fig.layout.xaxis.automargin is False and fig.layout.yaxis.automargin is False
    assert FF.share_bars_figure(run).layout.margin.b >= 120
    tput = FF.throughput_figure(run)
    assert tput.layout.showlegend is not False and tput.layout.legend.orientation == "v"
    assert [t.name for t in tput.data] == [f.label for f in run.main_flows]
    assert [t.line.color for t in tput.data] == [flow_color(f.fid) for f in run.main_flows]
    assert all(t.meta == {"kind": "throughput", "flow": f.fid} for t, f in zip(tput.data, run.main_flows))


def test_every_figure_has_fixed_margins_with_room_for_its_legend(basic2):
    """Every figure keeps its size across live updates (margins fixed: plotly draws it once,
    without measuring labels to grow them); its legend stands right of the plot, one entry a
    row, and the right margin holds the longest name (at most 5.2 px a character at the
    legend's 11 px, measured in Chromium) with a few characters to spare; a figure without a
    legend keeps a narrow margin, a heatmap room for its colour bar."""
    figs = [figures.cwnd_figure(basic2), figures.queue_figure(basic2),
            figures.seqno_figure(basic2), figures.utilization_figure(basic2)]
    for fig in figs:
        assert fig.layout.margin.autoexpand is False, fig.layout.title.text
        assert fig.layout.xaxis.automargin is False and fig.layout.yaxis.automargin is False
        names = [t.name for t in fig.data if t.showlegend is not False]
        if len(names) >= 2:
            assert fig.layout.legend.orientation == "v" and fig.layout.legend.x > 1
            assert fig.layout.margin.r >= 44 + 5.2 * (max(map(len, names)) + 3)
    one = figures.sweep_figure(pd.DataFrame({"q": [10, 20], "g": [1.0, 2.0]}), "q", "g")
    assert len(one.data) == 1 and one.layout.margin.r <= 20
    heat = figures.cluster_heatmap({(1, 1): 5, (2, 0): 1})
    assert heat.layout.margin.r >= 100
    data, layout = figures.spec(figures.cwnd_figure, basic2, columns=600)     # a live figure's
    assert layout["margin"]["r"] == figures.cwnd_figure(basic2).layout.margin.r


def test_update_in_place_adds_or_removes_only_the_traces_of_a_flow_more_or_less():
    """A control that changes the number of flows (lab 06's `flows`) keeps the traces of
    the flows both runs have (the same trace objects, restyled) and adds or removes only
    the others, so the figure is never emptied; the result shows what a new figure shows."""
    from nslab.widgets.fairness_figures import throughput_figure
    from nslab.widgets.fairness_scenarios import FAIR_QUEUEING
    runs = {n: FAIR_QUEUEING.run(flows=n, tcp_flows=1, endtime=1) for n in (3, 4)}
    fw = go.FigureWidget(throughput_figure(runs[3]))
    first = list(fw.data)
    sent = []
    fw.observe(lambda change: sent.append(change["name"]),
               ["_py2js_deleteTraces", "_py2js_addTraces"])
    for n in (4, 3):
        figures.update_in_place(fw, figures.spec(throughput_figure, runs[n]))
        fresh = throughput_figure(runs[n])
        assert [t.name for t in fw.data] == [t.name for t in fresh.data]
        assert [t.meta for t in fw.data] == [t.meta for t in fresh.data]
        assert all(list(a.y) == list(b.y) for a, b in zip(fw.data, fresh.data))
        assert all(a is b for a, b in zip(fw.data, first))
    assert len(fw.data) == 3
    # one trace added, then one removed (each message set and reset: two changes)
    assert sent == ["_py2js_addTraces"] * 2 + ["_py2js_deleteTraces"] * 2


def test_a_flow_more_or_less_goes_out_in_one_update_message_of_nslabs_figure():
    """nslab's FigureWidget sends a change of lab 06's `flows` as one Plotly.update message
    (one drawing in the browser) that names the traces to keep and carries the traces to
    add, with a new datarevision (plotly recomputes every trace); no addTraces or
    deleteTraces message.  Its Python side then holds what a new figure shows."""
    from nslab.widgets.fairness_figures import throughput_figure
    from nslab.widgets.fairness_scenarios import FAIR_QUEUEING
    from nslab.widgets.figure_widget import FigureWidget
    runs = {n: FAIR_QUEUEING.run(flows=n, tcp_flows=1, endtime=1) for n in (3, 4, 2)}
    fw = figures.widget_of(FigureWidget, throughput_figure, runs[3])
    sent = []
    fw.observe(lambda change: sent.append((change["name"], change["new"])),
               ["_py2js_deleteTraces", "_py2js_addTraces", "_py2js_update"])
    revisions = set()
    for n, added in ((4, 1), (2, 0), (3, 1)):
        shown = len(fw.data)
        sent.clear()
        figures.update_in_place(fw, figures.spec(throughput_figure, runs[n]))
        fresh = throughput_figure(runs[n])
        assert [t.name for t in fw.data] == [t.name for t in fresh.data]
        assert all(list(a.y) == list(b.y) for a, b in zip(fw.data, fresh.data))
        assert [name for name, _ in sent] == ["_py2js_update"] * 2      # set and reset
        msg = sent[0][1]
        assert msg["nslab_keep"] == min(shown, n)
        assert [t["name"] for t in msg["nslab_add"]] == [t.name for t in fresh.data][shown:]
        assert len(msg["nslab_add"]) == added
        revisions.add(msg["layout_data"]["datarevision"])
    assert len(revisions) == 3
    # the same number of traces: plotly's own update message, nothing added
    figures.update_in_place(fw, figures.spec(throughput_figure, runs[4]))
    sent.clear()
    other = FAIR_QUEUEING.run(flows=4, tcp_flows=1, endtime=1, seed=2)
    figures.update_in_place(fw, figures.spec(throughput_figure, other))
    (msg,) = [m for _, m in sent if m is not None]
    assert "nslab_keep" not in msg and "datarevision" not in msg["layout_data"]


def test_the_figures_of_one_drawing_are_drawn_together():
    """Inside figure_widget.one_drawing (the Explorer's figures after a control change) each
    figure's one update message names the same batch, and after them the last figure sends
    the page the word to draw the batch (one custom message); outside, plotly's messages as
    they were.  The Explorer updates its figures in one drawing."""
    from nslab.widgets.explorer import Explorer
    from nslab.widgets.figure_widget import FigureWidget, one_drawing
    runs = [SINGLE_SENDER.run(endtime=3, queue_limit=q) for q in (7, 9)]
    widgets = [figures.widget_of(FigureWidget, fn, runs[0])
               for fn in (figures.cwnd_figure, figures.queue_figure)]
    sent = []
    for i, fw in enumerate(widgets):
        fw.observe(lambda change, i=i: sent.append((i, change["new"])), ["_py2js_update"])
        fw.send = lambda content, buffers=None, i=i: sent.append((i, content))
    with one_drawing():
        with one_drawing():                     # nested: the outer one draws
            for fw, fn in zip(widgets, (figures.cwnd_figure, figures.queue_figure)):
                figures.update_in_place(fw, figures.spec(fn, runs[1]))
        assert all(m is None or "nslab_draw" not in m for _, m in sent)
    updates = [(i, m) for i, m in sent if m and "style_data" in m]
    assert [i for i, _ in updates] == [0, 1]
    batch = updates[0][1]["nslab_batch"]
    assert updates[1][1]["nslab_batch"] == batch
    assert sent[-1] == (1, {"nslab_draw": batch})
    assert sum(1 for _, m in sent if m and "nslab_draw" in m) == 1
    sent.clear()
    figures.update_in_place(widgets[0], figures.spec(figures.cwnd_figure, runs[0]))
    (msg,) = [m for _, m in sent if m is not None]
    assert "nslab_batch" not in msg
    with one_drawing():                          # nothing changed: no message, no word
        figures.update_in_place(widgets[0], figures.spec(figures.cwnd_figure, runs[0]))
    assert [m for _, m in sent if m is not None] == [msg]

    ex = Explorer(SINGLE_SENDER, figures=("cwnd", "queue"), knobs=["queue_limit"], live=True,
                  prefetch=False, endtime=3)
    words = []
    for fw in ex.widgets:
        fw.send = lambda content, buffers=None: words.append(content)
    ex.update(queue_limit=8)
    assert len(words) == 1 and "nslab_draw" in words[0]


def test_update_in_place_replaces_a_trace_that_shows_something_else():
    """When the number of traces changes, a trace at the same place that shows another
    thing (its meta's kind or flow) is not restyled into it: it and those after are made anew."""
    run = SINGLE_SENDER.run(endtime=3)
    fw = go.FigureWidget(figures.queue_figure(run))
    data, layout = figures.spec(figures.queue_figure, run)
    data = data[:1] + data[-1:]                 # the queue and its limit, no drop traces
    figures.update_in_place(fw, (data, layout))
    assert [t.meta["kind"] for t in fw.data] == ["queue", "limit"]
    assert fw.data[1].line.dash == "dash" and fw.data[1].mode == "lines"


def test_a_live_figure_made_from_the_functions_dicts_is_the_figure_itself():
    """figures.widget_of (one validation) gives the widget FigureWidget(go.Figure) gives."""
    from nslab.widgets.figure_widget import FigureWidget
    from nslab.widgets.fairness_figures import share_bars_figure
    from nslab.widgets.fairness_scenarios import FAIR_QUEUEING
    run = SINGLE_SENDER.run(endtime=5)
    for fn, r in ((figures.cwnd_figure, run), (figures.queue_figure, run),
                  (share_bars_figure, FAIR_QUEUEING.run(endtime=1)), (lambda r: go.Figure(), run)):
        a, b = FigureWidget(fn(r)).to_dict(), figures.widget_of(FigureWidget, fn, r).to_dict()
        for t in a["data"] + b["data"]:
            t.pop("uid", None)
        assert json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def test_the_garbage_collector_is_frozen_after_the_explorers_cell(monkeypatch):
    """In a notebook the collection before gc.freeze waits until the cell that made the
    first live Explorer is done (the figures go out first); outside one it runs at once."""
    import gc
    import IPython
    from IPython.core.events import EventManager, available_events
    from nslab.widgets import explorer
    monkeypatch.delenv("NSLAB_HEADLESS", raising=False)
    frozen = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(1))
    monkeypatch.setattr(explorer, "_frozen", False)

    class Shell:
        events = EventManager(None, available_events)
    monkeypatch.setattr(IPython, "get_ipython", lambda: Shell)
    Explorer(SINGLE_SENDER, figures=("cwnd",), live=True, prefetch=False, endtime=2)
    Explorer(SINGLE_SENDER, figures=("cwnd",), live=True, prefetch=False, endtime=3)
    assert frozen == []
    Shell.events.trigger("post_run_cell", None)
    assert frozen == [1] and Shell.events.callbacks["post_run_cell"] == []
    monkeypatch.setattr(explorer, "_frozen", False)
    monkeypatch.setattr(IPython, "get_ipython", lambda: None)
    Explorer(SINGLE_SENDER, figures=("cwnd",), live=True, prefetch=False, endtime=2)
    assert frozen == [1, 1]


def test_thinning_keeps_every_columns_lowest_highest_and_last_point():
    rng = np.random.default_rng(7)
    x = np.sort(rng.uniform(0, 100, 50000))
    y = rng.integers(0, 1000, len(x)).astype(float)
    tx, ty = figures.thin(x, y, 300)
    columns = 100
    col = np.minimum(((x - x[0]) * (columns / (x[-1] - x[0]))).astype(int), columns - 1)
    kept = set(zip(tx.tolist(), ty.tolist()))
    for c in range(columns):
        xs, ys = x[col == c], y[col == c]
        assert (xs[-1], ys[-1]) in kept
        assert ys.min() in {v for t, v in kept if xs[0] <= t <= xs[-1]}
        assert ys.max() in {v for t, v in kept if xs[0] <= t <= xs[-1]}
    assert len(tx) <= 300 and np.all(np.diff(tx) >= 0)


def test_the_run_cache_returns_the_same_run_for_the_same_values(monkeypatch):
    """The run of a full parameter set is kept: asking again returns that run (the kernel
    is deterministic), other values simulate, and only the latest `size` runs are kept."""
    from nslab.widgets.run_cache import RunCache
    cache = RunCache(size=2)
    a = cache.run(SINGLE_SENDER, SINGLE_SENDER.values(endtime=2))
    assert cache.run(SINGLE_SENDER, SINGLE_SENDER.values(endtime=2)) is a
    fresh = SINGLE_SENDER.run(endtime=2)
    for mine, theirs in ((a.packets, fresh.packets), (a.variables, fresh.variables)):
        assert all(np.array_equal(mine[f], theirs[f]) for f in mine.dtype.names if f != "pad")
    b = cache.run(SINGLE_SENDER, SINGLE_SENDER.values(endtime=2, queue_limit=9))
    assert b is not a and b.values["queue_limit"] == 9
    assert cache.run(TP_WINDOW, TP_WINDOW.values(endtime=2)) is not a     # another preset
    assert len(cache) == 2 and (cache.hits, cache.misses) == (1, 3)
    assert cache.run(SINGLE_SENDER, SINGLE_SENDER.values(endtime=2)) is not a   # dropped
    with pytest.raises(ValueError, match="size"):
        RunCache(size=-1)


def test_a_control_moved_back_shows_the_kept_run_without_simulating(monkeypatch):
    from nslab.widgets.run_cache import RUNS
    monkeypatch.delenv("NSLAB_HEADLESS", raising=False)
    RUNS.clear()
    ex = Explorer(SINGLE_SENDER, figures=("queue",), live=True, endtime=3)
    first = ex.run
    ex.controls["queue_limit"].value = 12
    misses = RUNS.misses
    ex.controls["queue_limit"].value = 7
    assert ex.run is first and RUNS.misses == misses
    assert max(ex.widgets[0].data[0].y) == first.queue()[1].max()


def test_the_layout_plotly_js_reports_reaches_the_explorer(monkeypatch):
    """plotly.js's widget (plotly 7.1) reports a figure's full layout as
    `_js2py_widget_layoutDelta`, a name plotly's Python side does not sync: nslab's
    FigureWidget takes it (as the front end's state update), so the Explorer knows the
    plot's width, thins to it and merges drop markers on one spot."""
    from nslab.widgets.figure_widget import FigureWidget
    monkeypatch.delenv("NSLAB_HEADLESS", raising=False)
    ex = Explorer(RENO_VS_VEGAS, figures=("cwnd",), live=True, prefetch=False)
    fw = ex.widgets[0]
    assert isinstance(fw, FigureWidget) and figures.plot_columns(fw) is None
    fw.set_state({"_js2py_widget_layoutDelta": {
        "layout_delta": {"width": 300, "margin": {"l": 60, "r": 15}},
        "layout_edit_id": fw._last_layout_edit_id}})
    assert figures.plot_columns(fw) == 225 and fw._js2py_widget_layoutDelta is None
    ex.controls["queue_limit"].value += 1
    assert len(fw.data[0].x) <= 3 * 225
    drops = [t for t in fw.data if t.meta["kind"] == "drops"]
    assert sum(len(figures.drop_points(t)[0]) for t in drops) < \
        sum(len(ex.run.drops(t.meta["flow"])) for t in drops)


def test_a_live_figure_is_thinned_to_the_width_its_page_draws():
    """Once plotly's front end has reported the figure's full layout, long series are
    thinned to three points per pixel column of its plot area; before, to MAX_POINTS."""
    run = TWO_SENDERS.run(endtime=100)
    fw = go.FigureWidget(figures.cwnd_figure(run))
    assert figures.plot_columns(fw) is None
    fw._layout_defaults = {"width": 300, "margin": {"l": 60, "r": 15, "t": 36, "b": 40}}
    assert figures.plot_columns(fw) == 225
    t, c = run.cwnd(0)
    data, _ = figures.spec(figures.cwnd_figure, run, columns=225)
    assert len(t) > figures.MAX_POINTS and len(data[0]["x"]) <= 3 * 225
    assert max(data[0]["y"]) == c.max() and min(data[0]["y"]) == c.min()
    data, _ = figures.spec(figures.cwnd_figure, run)
    assert 3 * 225 < len(data[0]["x"]) <= figures.MAX_POINTS


def test_the_next_slider_step_is_made_ahead_in_the_background(monkeypatch):
    """After a slider step, the run one step further is made in a background thread with
    its figure and summary; the next step takes it (no new simulation) and shows exactly
    what a fresh run of those values shows."""
    from nslab.widgets.explorer import summary_text
    from nslab.widgets.run_cache import RUNS
    monkeypatch.delenv("NSLAB_HEADLESS", raising=False)
    RUNS.clear()
    ex = Explorer(SINGLE_SENDER, figures=("queue",), live=True, endtime=3)
    ex.controls["queue_limit"].value = 8
    RUNS.wait()
    misses, made = RUNS.misses, RUNS.prefetched
    assert made >= 1
    ex.controls["queue_limit"].value = 9
    assert RUNS.misses == misses and ex.run.values["queue_limit"] == 9
    fresh = SINGLE_SENDER.run(**ex.values)
    shown = ex.widgets[0].data
    assert [list(t.y) for t in shown] == [list(t.y) for t in figures.queue_figure(fresh).data]
    assert ex.status.value.count("·") == len(summary_text(fresh)) - 1
    assert summary_text(ex.run) == summary_text(fresh)
    RUNS.wait()


def test_figures_carry_the_lean_template_with_plotly_whites_look():
    """A figure's template is plotly_white's layout and the defaults of the trace types the
    figures draw, as plotly itself holds them."""
    import plotly.io as pio
    fig = figures.queue_figure(SINGLE_SENDER.run(endtime=2))
    white = pio.templates["plotly_white"]
    assert fig.layout.template.layout.to_plotly_json() == white.layout.to_plotly_json()
    for kind in ("scatter", "bar", "heatmap"):
        assert [t.to_plotly_json() for t in getattr(fig.layout.template.data, kind)] == \
            [t.to_plotly_json() for t in getattr(white.data, kind)]
    assert fig.layout.template.data.histogram == ()
