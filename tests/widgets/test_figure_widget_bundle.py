"""Which plotly.js bundle nslab's live figures send their page (widgets/figure_widget.py):
the lean one (plotly.js's partial bundle "cartesian" in plotly's widget bundle, built by
.ci/plotly-lean/build) for nslab's trace types, plotly's whole one for any other type or
another plotly release; and a lab's set-up cell sends it before importing pandas."""
import subprocess
import sys

import pytest

pytest.importorskip("plotly")
pytest.importorskip("anywidget")

import plotly.graph_objects as go  # noqa: E402

from nslab.widgets import figure_widget as fw  # noqa: E402
from nslab.widgets.figures import _TEMPLATE_TYPES  # noqa: E402
from test_widgets import _close_carriers, _opened_figures  # noqa: E402


def _opened(monkeypatch):
    """The comm_open messages of the FigureWidgets made from here on: (state, buffers),
    with the figures of earlier tests that carried a bundle closed."""
    _close_carriers(fw.FigureWidget)
    return _opened_figures(monkeypatch)


def test_the_lean_bundle_was_built_from_the_installed_plotly_and_has_nslabs_trace_types():
    lean, whole = fw.LEAN_BUNDLE.read_bytes(), fw.PLOTLY_BUNDLE.read_bytes()
    assert fw.BUNDLE == fw.LEAN_BUNDLE, "rebuild widgets/plotly_lean.js: bash .ci/plotly-lean/build"
    assert len(lean) < len(whole) / 2
    assert set(_TEMPLATE_TYPES) <= fw.LEAN_TYPES
    for name in fw.LEAN_TYPES:                     # plotly.js registers each trace module by name
        assert b'moduleType:"trace",name:"%s"' % name.encode() in lean
    exports = whole[whole.rindex(b"export{"):].split(b"}")[0]     # plotly's view and model
    assert b"FigureView" in exports and exports in lean
    assert b"plotly.js (cartesian - minified)" in lean and b"MIT License" in lean


def test_figures_of_nslabs_types_carry_the_lean_bundle_others_the_whole_one(monkeypatch):
    opened = _opened(monkeypatch)
    fw.FigureWidget(go.Figure([go.Scatter(y=[1, 2]), go.Bar(y=[3]), go.Heatmap(z=[[1]])]))
    fw.FigureWidget(go.Figure(go.Scattergl(y=[1, 2])))
    fw.FigureWidget(go.Figure(go.Scatter(y=[1])))                # the page has the lean one
    fw.FigureWidget(go.Figure(go.Scatter3d(x=[1], y=[1], z=[1])))
    lean, whole = fw.LEAN_BUNDLE.read_bytes(), fw.PLOTLY_BUNDLE.read_bytes()
    assert [(s["_nslab_whole"], b[0]) for s, b in opened] == [
        (False, lean), (True, whole), (False, b""), (True, b"")]


def test_a_trace_the_lean_bundle_cannot_draw_added_later_is_refused_by_name(monkeypatch):
    _opened(monkeypatch)
    figure = fw.FigureWidget(go.Figure(go.Scatter(y=[1])))
    figure.add_trace(go.Bar(y=[2]))
    with pytest.raises(ValueError, match="trace type scattergl is not in the lean plotly.js"):
        figure.add_trace(go.Scattergl(y=[2]))
    with pytest.raises(ValueError, match="scattergl"):
        figure.one_update(1, {}, {}, [0], add=[{"type": "scattergl", "y": [3]}])
    whole = fw.FigureWidget(go.Figure(go.Scattergl(y=[1])))
    whole.add_trace(go.Scatter3d(x=[1], y=[1], z=[1]))          # plotly's whole bundle draws any


def test_another_plotly_release_gets_plotlys_own_bundle(monkeypatch, tmp_path):
    """plotly_lean.js names the sha256 of the widget bundle it was built from: with any
    other one installed, every figure carries plotly's own bundle."""
    other = tmp_path / "widgetbundle.js"
    other.write_bytes(fw.PLOTLY_BUNDLE.read_bytes() + b"\n")
    monkeypatch.setattr(fw, "PLOTLY_BUNDLE", other)
    fw._lean_fits.cache_clear()
    try:
        assert fw.whole_plotly_for(["scatter"]) is True
        opened = _opened(monkeypatch)
        fw.FigureWidget(go.Figure(go.Scatter(y=[1])))
        assert opened[0][0]["_nslab_whole"] is True and opened[0][1][0] == other.read_bytes()
    finally:
        fw._lean_fits.cache_clear()


def test_a_labs_set_up_import_sends_plotly_js_before_pandas_is_imported():
    """`from nslab.widgets import Explorer` in a kernel preloads the bundle first: pandas,
    the scenarios and the Explorer are imported after the carrier's comm opened."""
    code = """
import sys
from nslab.widgets import rendering, figure_widget
seen = []
real = figure_widget.preload_bundle
def preload():
    seen.append(sorted(m for m in ("pandas", "nslab.widgets.scenarios", "nslab.widgets.explorer")
                       if m in sys.modules))
    return real()
figure_widget.preload_bundle = preload
rendering.get_ipython = None
import IPython
IPython.get_ipython = lambda: type("Shell", (), {"kernel": object()})()
from nslab.widgets import Explorer, SINGLE_SENDER
print(seen[0], "pandas" in sys.modules)     # (the import asks for Explorer twice)
"""
    env = {"NSLAB_HEADLESS": "0", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[0] == "[] True"
