"""plotly's FigureWidget without sending plotly.js along with every figure.

plotly's FigureWidget is an anywidget whose front-end module (`_esm`) is the
whole plotly.js bundle, 5 MB of JavaScript.  anywidget sends a widget's module
with its state and imports it anew for every widget, so a lab with four live
figures sent 20 MB through the kernel's websocket and had the browser compile
plotly.js four times (1.5-2 s each on a busy 2-core machine) before its first
figure appeared.

Here each widget's module is a few lines: the first figure of a page asks its
kernel for the bundle (one custom widget message carrying it as a binary
buffer), imports it once, and every later figure of the page uses that same
module.  The figure itself, its messages and its behaviour are plotly's.
"""
import pathlib

import plotly
import plotly.graph_objects as go
import traitlets

__all__ = ["FigureWidget", "BUNDLE"]

BUNDLE = pathlib.Path(plotly.__file__).parent / "package_data" / "widgetbundle.js"

# The module every figure gets.  `globalThis.__nslabPlotly` holds the one
# import of the bundle per page.  The figure that loads it asks its kernel by
# setting `_nslab_ask` and receives the bundle in `_nslab_bundle` (synced traits:
# the one channel every widget front end has; that figure keeps it, so a reloaded
# page finds it in the figure's state); if it goes away before the answer, the
# next figure asks again.
_STUB = """
const KEY = "__nslabPlotly";
function bundle(model) {
  const have = globalThis[KEY];
  if (have) return have.promise;
  const entry = {};
  entry.promise = new Promise((resolve, reject) => {
    const done = () => { model.off("change:_nslab_bundle", answer); model.off("destroy", gone); };
    const answer = async () => {
      const data = model.get("_nslab_bundle");
      if (!data || !data.byteLength) return;
      done();
      const url = URL.createObjectURL(new Blob([data], { type: "text/javascript" }));
      try { resolve(await import(/* webpackIgnore: true */ url)); }
      catch (err) { globalThis[KEY] = undefined; reject(err); }
      finally { URL.revokeObjectURL(url); }
    };
    const gone = () => { done(); globalThis[KEY] = undefined; reject(new Error("gone")); };
    model.on("change:_nslab_bundle", answer);
    model.on("destroy", gone);
    const sent = model.get("_nslab_bundle");     // already there when the page is reloaded
    if (sent && sent.byteLength) { answer(); return; }
    model.set("_nslab_ask", true);
    model.save_changes();
  });
  globalThis[KEY] = entry;
  return entry.promise;
}
async function plotlyWidget(model) {
  for (let tries = 0; ; tries++) {
    try { return (await bundle(model)).default(); }
    catch (err) { if (tries > 3) throw err; }
  }
}
// The kernel's answer can only arrive once `initialize` has returned (the widget
// manager applies a model's updates after its creation), so `initialize` only
// starts the loading and the first `render` finishes it.
export default () => {
  let ready;
  return {
    initialize(ctx) {
      ready = plotlyWidget(ctx.model).then(async (inner) => { await inner.initialize(ctx); return inner; });
    },
    async render(ctx) { return (await ready).render(ctx); },
  };
};
"""


class FigureWidget(go.FigureWidget):
    """A plotly FigureWidget whose page loads plotly.js once (see the module doc)."""

    _esm = _STUB
    _nslab_ask = traitlets.Bool(False).tag(sync=True)
    _nslab_bundle = traitlets.Bytes(b"").tag(sync=True)

    def _handler_js2py_update(self, change):
        """Take no echo: after every update Python sends, plotly's front end reports the
        same update back (the flag meant to stop it does not survive plotly.js), and
        plotly's handler would send it out again, so every figure was drawn twice
        per change.  Updates start in Python only (the front end's own changes, zoom
        and legend clicks, arrive as relayout and restyle messages, handled as before)."""
        if change["new"]:
            self._js2py_update = None

    @traitlets.observe("_nslab_ask")
    def _answer(self, change):
        if change["new"] and not self._nslab_bundle:
            self._nslab_bundle = BUNDLE.read_bytes()
