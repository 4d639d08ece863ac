"""Lab 04's widgets without a browser: the MOBILITY scenario's runs, the wireless map's data
(positions, radio range, hops, drops), the drops figure and the explorer's controls."""
import math

import numpy as np
import pandas as pd
import pytest

pytest.importorskip("plotly")
pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from nslab import trace, wireless  # noqa: E402
from nslab.units import ParameterError  # noqa: E402
from nslab.widgets import Explorer, figures  # noqa: E402
from nslab.widgets.mobility import CAUSES, MOBILITY  # noqa: E402
from nslab.widgets.wireless_map import DROP_COLUMNS, HOP_COLUMNS, WirelessMap, map_data  # noqa: E402


@pytest.fixture(scope="module")
def aodv():
    return MOBILITY.run()


@pytest.fixture(scope="module")
def newtrace(tmp_path_factory):
    """The default scenario's use-newtrace trace, whose lines carry the nodes' positions."""
    path = str(tmp_path_factory.mktemp("wl") / "wireless.tr")
    wireless.book_scenario("AODV", 100, trace=path)
    return trace.read(path).wireless


# ---- the run ---------------------------------------------------------------------------------

def test_default_run_is_ns2s(aodv):
    """The default knobs are wireless.tcl's: ns-2.35 delivers 4565 of 4883 packets."""
    s = aodv.summary()
    assert (s["sent"], s["delivered"]) == (4883, 4565)
    assert s["delivered_fraction"] == pytest.approx(4565 / 4883)
    assert s["first_drop_s"] == pytest.approx(25.014212, abs=1e-6)


def test_positions_follow_setdest(aodv, newtrace):
    """The mover's interpolated position matches the -Nx/-Ny of every line it logged (printed
    to 2 decimals); the fixed nodes stay at i * spacing, 50 m up."""
    mine = newtrace[newtrace["node"] == aodv.mover]
    x, y = aodv.position(aodv.mover, mine["time"].to_numpy())
    assert len(mine) > 4000
    assert np.abs(x - mine["x"].to_numpy()).max() <= 0.0051
    assert np.abs(y - mine["y"].to_numpy()).max() <= 0.0051
    for i, node in enumerate(aodv.fixed):
        lines = newtrace[newtrace["node"] == node]
        assert (lines["x"] == 200.0 * i).all() and (lines["y"] == 50.0).all()
        assert aodv.position(node, [0.0, 99.0])[0].tolist() == [200.0 * i] * 2
    assert aodv.track()[-1] == (pytest.approx(800 / 8.01), 800.0, 200.0)


def test_range_circle_is_the_radios_range(aodv):
    field = map_data(aodv)["field"]
    assert field["range"] == pytest.approx(250.0, abs=0.02)
    assert field["range"] == wireless.radio_range()
    assert field["carrier_sense"] == pytest.approx(550.0, abs=0.05)


def test_hops_agree_with_the_trace(aodv):
    """Every delivered hop is a reception in the trace, its frame is on the air for one
    802.11 airtime before it, and its two ends were within radio range of each other when it
    began."""
    h = aodv.hops()
    assert len(h) > 10000
    ok = h[h["delivered"]]
    assert (ok["t_send"] <= ok["t_air"]).all() and (ok["t_air"] < ok["t_recv"]).all()
    assert np.allclose(ok["t_recv"] - ok["t_air"], wireless.airtime(532))
    w = aodv.trace
    got = w[(w["event"] == "r") & w["level"].isin(["RTR", "AGT"]) & (w["ptype"] == "cbr")]
    keys = set(zip(got["uid"], got["node"], got["time"].round(9)))
    assert all(k in keys for k in zip(ok["uid"], ok["dst"], ok["t_recv"].round(9)))
    # one delivered last hop per packet the mover received
    assert (ok["dst"] == aodv.mover).sum() == aodv.summary()["delivered"]
    d = np.concatenate([aodv.distance(a, b, ok["t_air"].to_numpy()[(ok["src"] == a) & (ok["dst"] == b)])
                        for a, b in set(zip(ok["src"], ok["dst"]))])
    assert d.max() <= aodv.range
    # the route grows a hop at each hand-off: direct first, through node 1 after 25 s
    first = h[h["t_send"] < 24.9]
    assert set(zip(first["src"], first["dst"])) == {(0, 5)}
    later = h[(h["t_send"] > 26) & (h["t_send"] < 49)]
    assert set(zip(later["src"], later["dst"])) == {(0, 1), (1, 5)}


def test_failed_hops_end_at_their_drop(aodv):
    """The packets node 0 was sending to the mover when it left the range never arrive, and
    end at their RTR CBK drop at 25.014 s."""
    h = aodv.hops()
    lost = h[~h["delivered"] & (h["src"] == 0) & (h["t_send"] < 25.1)]
    assert len(lost) >= 2
    assert lost["t_air"].isna().all()
    assert np.allclose(lost["t_end"], 25.014212333)


def _hops_by_merge_asof(run):
    """MobilityRun.hops as the definition says it, in pandas (merge_asof: the first
    reception of each send, the first drop at its sender; groupby-shift: the sender's next
    send of the packet), slower than the numpy of nslab.widgets.mobility."""
    w = run.trace
    cbr = w[w["ptype"] == "cbr"]
    ev, lv = cbr["event"].astype(str), cbr["level"].astype(str)
    sends = cbr[(lv == "RTR") & ev.isin(["s", "f"])]
    sends = pd.DataFrame({"uid": sends["uid"], "seqno": sends["seqno"], "src": sends["node"],
                          "dst": sends["next_hop"], "size": sends["size"],
                          "t_send": sends["time"]}).sort_values("t_send", kind="stable")
    got = cbr[(ev == "r") & lv.isin(["RTR", "AGT"])]
    got = pd.DataFrame({"uid": got["uid"], "dst": got["node"], "t_recv": got["time"]})
    hops = pd.merge_asof(sends, got.sort_values("t_recv", kind="stable"), left_on="t_send",
                         right_on="t_recv", by=["uid", "dst"], direction="forward")
    again = hops.groupby(["uid", "src"], sort=False)["t_send"].shift(-1)
    hops.loc[again.notna() & (hops["t_recv"] > again), "t_recv"] = np.nan
    air = hops["size"].map(lambda s: run.airtime(s)).astype(float)
    hops["delivered"] = hops["t_recv"].notna()
    hops["t_air"] = np.where(hops["delivered"], hops["t_recv"] - air, np.nan)
    drops = run.drops().rename(columns={"node": "src", "time": "t_drop"})
    dropped = pd.merge_asof(hops[["t_send", "uid", "src"]],
                            drops[["t_drop", "uid", "src"]].sort_values("t_drop"),
                            left_on="t_send", right_on="t_drop", by=["uid", "src"],
                            direction="forward")["t_drop"].to_numpy()
    dropped = np.where(again.notna() & (dropped > again), np.nan, dropped)
    retry = again.fillna(hops["t_send"] + air).to_numpy()
    hops["t_end"] = np.where(hops["delivered"], hops["t_recv"],
                             np.where(np.isnan(dropped), retry, dropped))
    return hops[["uid", "seqno", "src", "dst", "size", "t_send", "t_air", "t_recv", "t_end",
                 "delivered"]].reset_index(drop=True)


@pytest.mark.parametrize("values", [{}, {"routing": "DSDV", "spacing": 250.0},
                                    {"height": 0.0, "bottomrow": 8, "spacing": 100.0}])
def test_hops_are_their_definition(aodv, values):
    """The numpy hops (sorts instead of merge_asof) are the pandas formulation's, row for
    row, where routes break (DSDV far apart) and where they do not (the mover on the row)."""
    run = MOBILITY.run(**values) if values else aodv
    pd.testing.assert_frame_equal(run.hops(), _hops_by_merge_asof(run))


def test_drop_causes(aodv):
    d = aodv.drops()
    counts = d["cause"].value_counts().to_dict()
    assert counts == {"%s %s" % k: v for k, v in wireless.summary(aodv.trace)["drops"].items()}
    assert counts["RTR CBK"] == 294 and counts["IFQ ARP"] == 4
    cbk = d[d["cause"] == "RTR CBK"].iloc[0]
    assert (cbk["node"], cbk["x"], cbk["y"]) == (0, 0.0, 50.0)
    data = map_data(aodv)
    codes = [c["code"] for c in data["field"]["causes"]]
    assert codes[:len(CAUSES)] == list(CAUSES)
    rows = data["drops"]
    assert rows.shape == (len(d), len(DROP_COLUMNS))
    assert [codes[int(i)] for i in rows[:, 2]] == d["cause"].tolist()


def test_map_data_arrays(aodv):
    data = map_data(aodv)
    hops = data["hops"]
    assert hops.shape == (len(aodv.hops()), len(HOP_COLUMNS)) and hops.dtype == np.float64
    assert (np.diff(hops[:, 0]) >= 0).all()                     # sorted by t_send
    field = data["field"]
    assert [n["mover"] for n in field["nodes"]] == [False] * 5 + [True]
    assert field["end"] == 100.0
    cut = map_data(aodv, max_hops=500)
    assert len(cut["hops"]) == 500 and cut["field"]["end"] < 20


def test_wireless_map_widget(aodv):
    m = WirelessMap(aodv)
    assert len(m.hops) == 8 * len(HOP_COLUMNS) * len(aodv.hops())
    on = m.on_air_at(30.7235)                     # packet 1500 on its first hop, 0 to 1
    assert len(on) == 1 and on[0][3:5].tolist() == [0.0, 1.0] and on[0][6] == 1500
    assert len(m.hops_at(25.0)) >= len(m.on_air_at(25.0))
    m.play()
    assert m.playing
    m.pause()
    assert not m.playing


def test_spacing_and_height_move_the_hand_offs():
    """With 150 m spacing the mover is lost (200 m past node 0) over node 1.33; with the
    mover at 200 m, 150 m past node 0: the first CBK drops follow the geometry."""
    for values, x_loss in ((dict(spacing=150.0), 200.0), (dict(height=200.0), 150.0)):
        run = MOBILITY.run(**values)
        speed = run.geometry["speed"]
        offset = math.sqrt(run.range ** 2 - run.values["height"] ** 2)
        assert offset == pytest.approx(x_loss, abs=0.05)
        d = run.drops()
        first = d[(d["cause"] == "RTR CBK") & (d["node"] == 0)]["time"].min()
        assert offset / speed < first < offset / speed + 0.2


def test_drops_figure(aodv):
    fig = figures.wireless_drops_figure(aodv)
    drops = [t for t in fig.data if t.meta["kind"] == "drops"]
    assert [t.meta["cause"] for t in drops][:len(CAUSES)] == list(CAUSES)
    total = {t.meta["cause"]: int(sum(t.y)) for t in drops}
    assert {k: v for k, v in total.items() if v} == aodv.drops()["cause"].value_counts().to_dict()
    got = [t for t in fig.data if t.meta["kind"] == "delivered"][0]
    assert sum(got.y) == 4565
    assert len(drops[0].x) == 100                                  # 1 s bins over 100 s


# ---- controls --------------------------------------------------------------------------------

def test_knobs_come_from_book_scenario_parameters():
    assert {k: MOBILITY.knobs[k].param for k in MOBILITY.knobs} == \
        {k: wireless.BOOK_SCENARIO[k] for k in MOBILITY.knobs}
    assert MOBILITY.defaults() == {k: p.default for k, p in wireless.BOOK_SCENARIO.items()}
    with pytest.raises(ParameterError, match="spacing"):
        MOBILITY.run(spacing=-10)
    with pytest.raises(ParameterError, match="routing"):
        MOBILITY.run(routing="OLSR")


def test_control_change_resimulates_and_caches():
    ex = Explorer(MOBILITY, figures=("wireless_drops",), animation=True, live=True)
    assert isinstance(ex.animation, WirelessMap)
    before_hops, before_names = ex.animation.hops, [t.name for t in ex.widgets[0].data]
    ex.controls["routing"].value = "DSDV"
    assert ex.run.values["routing"] == "DSDV"
    assert (ex.run.summary()["sent"], ex.run.summary()["delivered"]) == (4883, 1338)
    assert "27.4 %" in ex.status.value and "nslab-summary" in ex.status.value
    assert ex.animation.hops != before_hops and "DSDV" in ex.animation.field["title"]
    assert [t.name for t in ex.widgets[0].data] != before_names
    assert len(ex.widgets) == 1                                   # the same FigureWidget
    ex.controls["routing"].value = "AODV"             # back: the very run of the cache
    assert ex.run is MOBILITY.run()
    ex.controls["spacing"].value = 260.0                           # too far apart to relay
    assert ex.run.summary()["delivered_fraction"] < 0.3
