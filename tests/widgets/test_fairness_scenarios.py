"""The scenarios of labs 05 and 06 (nslab.widgets.fairness_scenarios), their results and
figures: the results against the kernel's own counters and trace, the seeds' qualitative
shapes (seed 004: FIFO lets a UDP hog starve TCP, DRR/FQ are near fair, CSFQ
approximates fair; seed 002: Cubic takes more than Reno at a high RTT), and one clear
error naming the knob for bad values."""
import hashlib
import json
import pathlib
import subprocess
import sys

import numpy as np
import pytest

from nslab import params as P
from nslab.analysis import jain_index
from nslab.simulator import Simulator
from nslab.units import ParameterError
from nslab.widgets import fairness_results as R
from nslab.widgets.fairness_scenarios import (CUBIC_RENO, EXPERIMENTS, FAIR_QUEUEING, QDISCS,
                                               SCENARIOS)

pytest.importorskip("plotly")


# ---- results against the kernel's counters --------------------------------------------------

def test_rates_over_time_add_up_to_the_receivers_counters():
    run = EXPERIMENTS["2.2"].run(flows=4, tcp_flows=3, endtime=3.0)
    edges, per_bin = R.rates_over_time(run, bins=30)
    width = edges[1] - edges[0]
    for f in run.main_flows:
        delivered_bytes = per_bin[f.fid].sum() * width * 1e6 / 8
        assert delivered_bytes == pytest.approx(f.sink["bytes_"], rel=1e-9)
        assert R.rates(run)[f.fid] == pytest.approx(f.sink["bytes_"] * 8 / 3.0 / 1e6)


def test_udp_losses_are_the_loss_monitors_gaps():
    """A UDP flow's 'd' records below the highest seqno its LossMonitor received are the
    gaps it counted (nlost_); losses() counts them all, later ones included."""
    run = EXPERIMENTS["2.1"].run(flows=8, endtime=2.0)
    lost = R.losses(run)
    assert sum(lost.values()) > 0
    for f in run.main_flows:
        last = run.delivered(f.fid)["seqno"].max()
        drops = run.drops(fid=f.fid)
        assert int((drops["seqno"] < last).sum()) == f.sink["nlost_"]
        assert lost[f.fid] == len(drops) >= f.sink["nlost_"]


def test_cubic_reno_losses_come_from_the_error_model_only():
    run = CUBIC_RENO.run(endtime=60.0, loss_rate=5e-6)
    lost = R.losses(run)
    assert all(n > 0 for n in lost.values())
    d = run.drops()
    on_bottleneck = set(zip(d["from_node"], d["to_node"])) <= {(2, 3), (3, 2)}
    assert on_bottleneck


def test_capture_false_gives_the_same_rates():
    a = R.rates(CUBIC_RENO.run(endtime=30.0))
    b = R.rates(CUBIC_RENO.run(endtime=30.0, capture=False))
    assert a == b


def test_the_seed_changes_the_loss_pattern_and_repeat_reports_the_spread():
    rep = R.repeat(CUBIC_RENO, (1, 2, 3), endtime=50.0)
    assert len(set(rep["rates"][0])) == 3
    assert rep["std"][0] > 0
    assert rep["mean"][0] == pytest.approx(np.mean(rep["rates"][0]))
    assert rep["jain_mean"] == pytest.approx(np.mean(rep["jain"]))


# ---- seed 004's shapes -----------------------------------------------------------------------

def _udp_tcp(qdisc):
    run = EXPERIMENTS["2.2"].run(capture=False, qdisc=qdisc)
    return R.rates(run), run


def test_fifo_lets_the_udp_hog_take_the_link():
    rates, run = _udp_tcp("DropTail")
    fair = 10.0 / 32
    assert rates[0] > 15 * fair
    assert sum(rates.values()) - rates[0] < 2.0           # all 31 TCPs together


@pytest.mark.parametrize("qdisc", ["DRR", "FQ"])
def test_drr_and_fq_are_near_fair(qdisc):
    rates, run = _udp_tcp(qdisc)
    assert rates[0] < 1.6 * 10.0 / 32
    assert jain_index(list(rates.values())) > 0.95


def test_csfq_approximates_fair():
    rates, run = _udp_tcp("CSFQ")
    assert rates[0] < 3 * 10.0 / 32
    assert R.jain(run) > 0.8


def test_one_tcp_against_udps_relative_throughput():
    """Experiment 2.3 at n = 8: FIFO and RED starve the TCP, DRR and FQ give it about its
    share, CSFQ a good part of it."""
    rel = {q: R.relative(EXPERIMENTS["2.3"].run(capture=False, qdisc=q, flows=8))[7]
           for q in ("DropTail", "RED", "DRR", "FQ", "CSFQ")}
    assert rel["DropTail"] < 0.2 and rel["RED"] < 0.2
    assert rel["DRR"] > 0.85 and rel["FQ"] > 0.85
    assert rel["CSFQ"] > 0.4


def test_relative_sweep_is_the_mean_of_the_single_runs():
    seen = []
    points = R.relative_sweep(EXPERIMENTS["2.3"], "flows", (2, 8), seeds=(1, 2),
                              progress=seen.append, qdisc="DRR")
    assert seen == [0.25, 0.5, 0.75, 1.0]
    single = [R.relative(EXPERIMENTS["2.3"].run(capture=False, qdisc="DRR", flows=8, seed=s))[7]
              for s in (1, 2)]
    assert points[1][0] == 8
    assert points[1][1] == pytest.approx(np.mean(single))
    assert points[1][2] == pytest.approx(np.std(single, ddof=1))


def test_a_chain_of_congested_links():
    run = EXPERIMENTS["3.1"].run(qdisc="DRR", links=4)
    chain = [(run.names[l.src], run.names[l.dst]) for l in run.links
             if run.names[l.src][0] == run.names[l.dst][0] == "R" and l.src < l.dst]
    assert chain == [("R0", "R1"), ("R1", "R2"), ("R2", "R3"), ("R3", "R4")]
    cross = [f for f in run.flows if not f.main]
    assert len(cross) == 40
    assert R.relative(run)[0] > 0.9                       # DRR protects it on every link
    fifo = EXPERIMENTS["3.1"].run(capture=False, qdisc="DropTail", links=4)
    assert R.relative(fifo)[0] < 0.5


def test_experiment_one_cross_flow_joins_on_link_two():
    run = EXPERIMENTS["1"].run(capture=False, qdisc="DRR")
    cross = [f for f in run.flows if not f.main]
    assert len(cross) == 1 and run.names[cross[0].dst] == "R2"
    rows = R.rate_table(run)
    assert all(r["mbps"] == pytest.approx(10 / 3, rel=0.05) for r in rows)


@pytest.mark.parametrize("qdisc", QDISCS)
def test_every_discipline_runs(qdisc):
    run = FAIR_QUEUEING.run(capture=False, qdisc=qdisc, flows=4, tcp_flows=2, endtime=2.0)
    assert sum(R.rates(run).values()) > 5.0


# ---- seed 002's shape ------------------------------------------------------------------------

def test_cubic_gets_more_than_reno_at_a_high_rtt():
    rep = R.repeat(CUBIC_RENO, (1, 2, 3), flavour_a="Reno", flavour_b="Cubic", delay_a=250)
    assert rep["mean"][1] > 2 * rep["mean"][0]
    both_reno = R.repeat(CUBIC_RENO, (1, 2, 3), flavour_a="Reno", flavour_b="Reno",
                         delay_a=250)
    assert rep["jain_mean"] < both_reno["jain_mean"]


# ---- bad knob values -------------------------------------------------------------------------

@pytest.mark.parametrize("scenario, knob, value", [
    (CUBIC_RENO, "delay_a", -5.0),
    (CUBIC_RENO, "loss_rate", 2.0),
    (CUBIC_RENO, "flavour_a", "Bogus"),
    (CUBIC_RENO, "seed", 0),
    (FAIR_QUEUEING, "qdisc", "WFQ"),
    (FAIR_QUEUEING, "flows", 100),
    (FAIR_QUEUEING, "links", 6),
    (FAIR_QUEUEING, "tcp_flows", 3),
    (FAIR_QUEUEING, "cross_from", 3),
])
def test_a_bad_value_names_the_knob(scenario, knob, value):
    extra = {"cross_flows": 1} if knob == "cross_from" else {}
    with pytest.raises(ParameterError, match=r"^%s\b" % knob):
        scenario.run(capture=False, endtime=1.0, **{knob: value}, **extra)


# ---- figures ---------------------------------------------------------------------------------

def test_figures_name_flows_by_meaning():
    from nslab.widgets import fairness_figures as FF
    run = EXPERIMENTS["2.3"].run(flows=4, endtime=2.0)
    fig = FF.throughput_figure(run, bins=10)
    assert [t.meta["flow"] for t in fig.data] == [0, 1, 2, 3]
    assert fig.data[0].name.startswith("flow 0 (UDP 5 Mbit/s)")
    assert fig.data[3].name == "flow 3 (TCP Reno)"
    bars = FF.share_bars_figure(run)
    fair = [t for t in bars.data if t.meta["kind"] == "fair_share"][0]
    assert fair.y[0] == pytest.approx(2.5)
    sweep = FF.relative_sweep_figure({"DRR": FF.spread_table([(2, [1.0, 0.9]), (8, [0.8])])},
                                     "flows")
    assert list(sweep.data[0].x) == [2, 8]
    assert sweep.data[0].error_y.array[1] == 0.0


# ---- the stock ns-2 parts against the real ns-2 ----------------------------------------------

_NS2 = pathlib.Path(__file__).resolve().parents[1] / "reference" / "fairness" / "cases.json"


@pytest.mark.parametrize("case", json.loads(_NS2.read_text())["cases"], ids=lambda c: c["name"])
def test_the_stock_parts_trace_as_ns2(case, tmp_path):
    """The same point as tests/reference/fairness/*.tcl under /usr/bin/ns (recorded by
    regenerate.py there): the trace-all file byte for byte, and the receivers' bytes_."""
    scenario = SCENARIOS[case["scenario"]]
    values = scenario.values(**case["knobs"])
    sim = Simulator()
    sim.trace_all(str(tmp_path / "out.tr"))
    topo = scenario.build(sim, values)
    sim.run(until=values["endtime"])
    sim.flush_trace()
    data = (tmp_path / "out.tr").read_bytes()
    assert data.count(b"\n") == case["trace_lines"]
    assert hashlib.sha256(data).hexdigest() == case["trace_sha256"]
    got = {"bytes%d" % i: str(f.sink["bytes_"]) for i, f in enumerate(topo.flows)}
    assert got == case["stdout_kv"]


@pytest.mark.parametrize("case", json.loads(_NS2.read_text())["cases"], ids=lambda c: c["name"])
def test_the_scripts_run_by_nslab_as_by_ns2(case, tmp_path):
    """The recorded Tcl scripts themselves through `nslab run`: the same trace and output."""
    script = _NS2.parent / case["script"]
    out = subprocess.run([sys.executable, "-m", "nslab", "run", str(script), "out.tr"]
                         + case["args"], cwd=tmp_path, capture_output=True, text=True,
                         check=True).stdout
    data = (tmp_path / "out.tr").read_bytes()
    assert hashlib.sha256(data).hexdigest() == case["trace_sha256"]
    assert dict(line.split("=", 1) for line in out.splitlines() if "=" in line) == \
        case["stdout_kv"]


def test_registered_for_the_graders_and_a_run_pickles_as_its_values():
    import pickle
    from nslab.widgets import scenarios
    assert scenarios.SCENARIOS["fair_queueing"] is FAIR_QUEUEING
    assert scenarios.SCENARIOS["single_sender"].name == "single_sender"
    run = EXPERIMENTS["2.3"].run(capture=False, flows=4, qdisc="CSFQ", endtime=2.0)
    again = pickle.loads(pickle.dumps(run))
    assert R.rates(again) == R.rates(run)


def test_the_summary_of_a_run_with_udp_flows_has_no_tcp_counters_for_them():
    run = FAIR_QUEUEING.run(endtime=1, capture=True)
    s = run.summary()
    udp = [f for f in run.main_flows if f.agent.cls not in P.TCP_CLASSES]
    assert udp and all("ack%d" % f.fid not in s and "goodput_pkts%d" % f.fid in s for f in udp)
