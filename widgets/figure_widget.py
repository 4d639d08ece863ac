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

The bundle is lean (`plotly_lean.js`, 1.6 MB, built by .ci/plotly-lean/build): plotly's own
bundle with its plotly.js replaced by plotly.js's partial bundle "cartesian" of the same
version, which has every trace type nslab's figures draw (`LEAN_TYPES`); the page compiles a
third of the code, half the wait before a lab's first live figure.  A figure made with a
trace of another type gets plotly's whole bundle (a second import on its page), and so does
every figure when the installed plotly's bundle is not the one `plotly_lean.js` was built
from (its first line names that bundle's sha256).  Traces added to a figure later must be of
its bundle's types.

The bundle can go out before any figure: `preload_bundle()` (the Explorer calls
it when a lab's set-up cell imports it) opens one empty figure that is never
displayed and carries the bundle, so the page compiles plotly.js while the
kernel still computes the lab's first Explorer.

Two orderings matter under Run All, when the kernel answers nothing until the
last cell has run:
- The kernel does not wait to be asked: the first live figure it makes carries
  the bundle from the start (one figure at a time, while it lives), so figures
  draw while the lab's later cells still run.  A page that finds no carrier
  (a reload, a closed figure) still asks.
- A figure's comm opens with its data and layout in its first state.  plotly's
  own FigureWidget opens it empty and sends them in a second message; a front
  end that drew before that second message kept empty axes, as plotly.js's
  widget ignores later changes of its data trait.  Likewise the front end
  attaches plotly's listeners as soon as the bundle is there, and updates that
  arrive while a figure still waits for it are applied once it is loaded.

A busy page: anywidget (0.11) holds a model's messages until the model's module has been
imported and its `initialize` called, and gives up for good when that took more than 2 s
from the model's creation ("[anywidget] Failed to initialize model." once, then every
later message dropped).  A page busy for 2 s just after a figure was made (compiling
plotly.js for another figure on a loaded machine: lab 05 with the Explorer imported
first) showed that figure's first state and ignored every update.  So each figure's
first state names its comm (`_nslab_id`); its front end finds its model by that id,
asks anywidget's handler to pass one harmless message on, and if anywidget refuses,
hands the model's messages to ipywidgets' own handler.

One redraw per change (`one_update`): a run with a flow more or less (lab 06's flows
slider) changes the traces the figure has.  plotly sends that as a deleteTraces or an
addTraces message besides the update of the traces kept, and the browser draws the whole
figure once for each (Plotly.update, then Plotly.addTraces).  Here the traces to drop and
to add ride in the update message itself (`nslab_keep`, `nslab_add`); the front end
drops and appends them in its model and in the plot's data before the one Plotly.update,
whose new `datarevision` makes plotly recompute and draw every trace.  plotly's Python
side keeps its own bookkeeping: it removes and adds the traces as always, only their
separate messages are held back.

One drawing per change (`one_drawing`): a control change sends one update message per
figure, and the page drew each figure in the task that received its message, so between
two figures the browser laid out, painted and composited the whole notebook page once
more.  Updates sent inside `one_drawing()` carry its batch id (`nslab_batch`); their
figures' front ends hold them until the kernel's last message of the batch (a custom
message `nslab_draw`, sent after them on the same channel) and then draw them one after
the other in one task, with the Plotly.update plotly's view makes, so the page is laid
out and painted once per change (after half a second a batch is drawn anyway).  What
plotly's view reports back after each update (the full layout and trace defaults, a deep
merge and comparison per figure: 16-18 ms a step for lab 06's two figures on a loaded
machine) is sent in a task after the batch's, so the figures' afterplot and paint come
first.  The front end calls the bundle's own plotly.js, which the bundle names
`window.Plotly` when it is imported: a page that renders static figures too has a second
plotly.js (JupyterLab's renderer, another version) under that name, which keeps it.
"""
import contextlib
import functools
import hashlib
import pathlib
import uuid
import weakref

import plotly
import plotly.graph_objects as go
import traitlets
from plotly.serializers import custom_serializers

__all__ = ["FigureWidget", "BUNDLE", "LEAN_TYPES", "preload_bundle", "one_drawing"]

PLOTLY_BUNDLE = pathlib.Path(plotly.__file__).parent / "package_data" / "widgetbundle.js"
LEAN_BUNDLE = pathlib.Path(__file__).with_name("plotly_lean.js")
# the trace types of plotly.js's partial bundle "cartesian", the lean bundle's plotly.js
LEAN_TYPES = frozenset(("scatter", "bar", "heatmap", "box", "contour", "histogram", "histogram2d",
                        "histogram2dcontour", "image", "pie", "scatterternary", "violin"))


@functools.lru_cache(maxsize=1)
def _lean_fits():
    """True when plotly_lean.js was built from the installed plotly's widget bundle."""
    try:
        with LEAN_BUNDLE.open("rb") as f:
            first = f.readline().split()
    except OSError:
        return False
    return first[-1:] == [hashlib.sha256(PLOTLY_BUNDLE.read_bytes()).hexdigest().encode()]


def whole_plotly_for(types):
    """True when a figure with these trace types needs plotly's whole bundle."""
    return not (_lean_fits() and set(types) <= LEAN_TYPES)


def bundle_file(whole):
    return PLOTLY_BUNDLE if whole else LEAN_BUNDLE


BUNDLE = bundle_file(whole_plotly_for(()))       # the bundle of nslab's figures

# The module every figure gets.  `globalThis.__nslabPlotly` holds the one
# import of the bundle per page.  The figure that loads it asks its kernel by
# setting `_nslab_ask` and receives the bundle in `_nslab_bundle` (synced traits:
# the one channel every widget front end has; that figure keeps it, so a reloaded
# page finds it in the figure's state); if it goes away before the answer, the
# next figure asks again.
_STUB = """
const KEY = "__nslabPlotly";
const keyOf = (model) => (model.get("_nslab_whole") ? KEY + "Whole" : KEY);   // which bundle
function bundle(model) {
  const key = keyOf(model);
  const have = globalThis[key];
  if (have) return have.promise;
  const entry = {};
  entry.promise = new Promise((resolve, reject) => {
    const done = () => { model.off("change:_nslab_bundle", answer); model.off("destroy", gone); };
    const answer = async () => {
      const data = model.get("_nslab_bundle");
      if (!data || !data.byteLength) return;
      done();
      const url = URL.createObjectURL(new Blob([data], { type: "text/javascript" }));
      try {
        const other = globalThis.Plotly;
        entry.module = lighten(await import(/* webpackIgnore: true */ url), entry);
        // the bundle's own plotly.js, which it names window.Plotly; a page's other plotly.js
        // (JupyterLab's renderer of static figures) keeps that name
        if (globalThis.Plotly !== other) entry.plotly = globalThis.Plotly;
        if (other !== undefined) globalThis.Plotly = other;
        entry.loadedAt = performance.now();          // for tests/benchmarks/benchmark_browser.py
        resolve(entry.module);
      }
      catch (err) { globalThis[key] = undefined; reject(err); }
      finally { URL.revokeObjectURL(url); }
    };
    const gone = () => { done(); globalThis[key] = undefined; reject(new Error("gone")); };
    model.on("change:_nslab_bundle", answer);
    model.on("destroy", gone);
    const sent = model.get("_nslab_bundle");     // already there when the page is reloaded
    if (sent && sent.byteLength) { answer(); return; }
    model.set("_nslab_ask", true);
    model.save_changes();
  });
  globalThis[key] = entry;
  return entry.promise;
}
// After each update from Python, plotly's view sends every trace's full defaults back
// (a deep merge and comparison of all traces, then a message the kernel digests).  A
// data-only update keeps the traces and their defaults: then only the edit id goes back.
function lighten(module, entry) {
  oneRedraw(module, entry);
  const view = module.FigureView.prototype, full = view._sendTraceDeltas;
  view._sendTraceDeltas = function (id) {
    const types = this.model.get("_widget_data").map((t) => t.type || "").join();
    if (types === this._nslabTypes) {
      this.model.set("_js2py_traceDeltas", { trace_deltas: [], trace_edit_id: id });
      return this.touch();
    }
    this._nslabTypes = types;
    return full.call(this, id);
  };
  return module;
}
// An update that also drops traces from `nslab_keep` on and appends `nslab_add` (see the
// module doc): the model's list of traces and the plot's data change first, then plotly's
// own handlers apply the update (one Plotly.update, one drawing).
function oneRedraw(module, entry) {
  const reshape = (traces, msg, copy) => {
    if (!msg || typeof msg.nslab_keep !== "number") return;
    traces.splice(msg.nslab_keep);
    (msg.nslab_add || []).forEach((t) => traces.push(copy ? Object.assign({}, t) : t));
  };
  const model = module.FigureModel.prototype, modelUpdate = model.do_update;
  model.do_update = function () {
    reshape(this.model.get("_widget_data"), this.model.get("_py2js_update"), false);
    return modelUpdate.call(this);
  };
  const view = module.FigureView.prototype, viewUpdate = view.do_update;
  view.do_update = function () {
    const msg = this.model.get("_py2js_update"), plotly = entry.plotly;
    if (!msg || !this.el || !this.el.data || !plotly || msg.nslab_batch === undefined) {
      if (msg && this.el && this.el.data) reshape(this.el.data, msg, true);
      return viewUpdate.call(this);
    }
    inBatch(msg.nslab_batch, () => {
      if (!this.el._fullLayout) return;              // the figure is gone
      reshape(this.el.data, msg, true);
      const style = Object.assign({}, msg.style_data, { _doNotReportToPy: true });
      plotly.update(this.el, style, msg.layout_data || {},
                    this.model._normalize_trace_indexes(msg.style_traces));
      return () => {                                 // the reports to Python, after the batch
        this._sendTraceDeltas(msg.trace_edit_id);
        this._sendLayoutDelta(msg.layout_edit_id);
      };
    });
  };
}
// The figure updates of one control change (`nslab_batch`, see the module doc) wait for the
// kernel's `nslab_draw` message and are then drawn one after the other in one task.  Shared
// by the page's figures (each has its own copy of this module).
function batches() {
  if (!globalThis.__nslabBatches) globalThis.__nslabBatches = { held: new Map(), drawn: [] };
  return globalThis.__nslabBatches;
}
function inBatch(batch, draw) {
  const page = batches();
  if (page.drawn.includes(batch)) return report([draw()]); // came after its batch was drawn
  if (!page.held.has(batch)) {
    page.held.set(batch, []);
    setTimeout(() => drawBatch(batch), 500);              // the kernel's word lost: draw anyway
  }
  page.held.get(batch).push(draw);
}
function drawBatch(batch) {
  const page = batches(), draws = page.held.get(batch) || [];
  page.held.delete(batch);
  if (!page.drawn.includes(batch)) page.drawn = page.drawn.concat([batch]).slice(-20);
  report(draws.map((d) => {
    try { return d(); } catch (err) { console.error("nslab figure update:", err); }
  }));
}
// What each figure reports back to Python after its update (plotly's trace and layout
// deltas, which end the update's edit in the kernel) goes in a task of its own after the
// batch's drawing: the plots' afterplot and the page's paint do not wait for them.
function report(reports) {
  setTimeout(() => reports.forEach((r) => {
    try { if (r) r(); } catch (err) { console.error("nslab figure report:", err); }
  }), 0);
}
async function plotlyWidget(model) {
  for (let tries = 0; ; tries++) {
    try { return (await bundle(model)).default(); }
    catch (err) { if (tries > 3) throw err; }
  }
}
// plotly's update messages are traits set and reset at once (`_py2js_*`): one
// that arrives before plotly's listeners exist is kept here and applied after.
const UPDATES = ["_py2js_addTraces", "_py2js_deleteTraces", "_py2js_moveTraces",
  "_py2js_restyle", "_py2js_relayout", "_py2js_update", "_py2js_animate",
  "_py2js_removeLayoutProps", "_py2js_removeTraceProps"];
function holdUpdates(model) {
  const held = [];
  const keep = (key) => (m, value) => { if (value !== null && value !== undefined) held.push([key, value]); };
  const listeners = UPDATES.map((key) => [key, keep(key)]);
  listeners.forEach(([key, fn]) => model.on("change:" + key, fn));
  return () => {
    listeners.forEach(([key, fn]) => model.off("change:" + key, fn));
    held.forEach(([key, value]) => { model.set(key, value); model.set(key, null); });
  };
}
// If anywidget gave up on this figure's model (see the module doc), its messages go to
// ipywidgets' own handler, which anywidget's only delays.
async function keepListening(proxy) {
  const id = proxy.get("_nslab_id");
  if (!id || !proxy.widget_manager) return;
  const model = await proxy.widget_manager.get_model(id);
  const held = model && model._handle_comm_msg;
  let base = model && Object.getPrototypeOf(model);
  while (base && base._handle_comm_msg === held) base = Object.getPrototypeOf(base);
  if (!held || !base || !base._handle_comm_msg || !model.comm) return;
  const probe = { content: { data: { method: "custom", content: { nslab_probe: true } } }, buffers: [] };
  try { await held.call(model, probe); }
  catch (err) {
    const own = base._handle_comm_msg;
    model.comm.on_msg((msg) => own.call(model, msg));
  }
}
// The kernel's answer can only arrive once `initialize` has returned (the widget
// manager applies a model's updates after its creation), so `initialize` only
// starts the loading and the first `render` finishes it.  With the bundle
// already loaded, plotly's `initialize` runs at once.
export default () => {
  let ready;
  return {
    initialize(ctx) {
      keepListening(ctx.model).catch(() => {});
      ctx.model.on("msg:custom", (content) => {
        if (content && content.nslab_draw !== undefined) drawBatch(content.nslab_draw);
      });
      const loaded = globalThis[keyOf(ctx.model)] && globalThis[keyOf(ctx.model)].module;
      if (loaded) {
        const inner = loaded.default();
        ready = Promise.resolve(inner.initialize(ctx)).then(() => inner);
        return;
      }
      const release = holdUpdates(ctx.model);
      ready = plotlyWidget(ctx.model).then(async (inner) => {
        await inner.initialize(ctx);
        release();
        return inner;
      });
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
    _nslab_id = traitlets.Unicode("").tag(sync=True)     # the comm's id, for the front end
    _nslab_whole = traitlets.Bool(False).tag(sync=True)  # plotly's whole bundle, not the lean one

    # plotly.js's widget (plotly 7.1) reports the figure's full layout (its size, autoranges)
    # under this name, which plotly's Python side does not sync: received here and handed
    # to plotly's handler, so `_layout_defaults` (figures.plot_columns: the plot's width
    # in pixels, which thins series and merges markers) is known
    _js2py_widget_layoutDelta = traitlets.Dict(allow_none=True).tag(sync=True, **custom_serializers)

    _nslab_held = None       # {"add": [...]} while one_update holds plotly's messages
    _nslab_extra = None      # the keys one_update adds to plotly's update message
    _nslab_revision = 0

    _carriers = {}           # whole: weak reference to the live figure that carries that bundle
    _preloaded = None        # the empty carrier of preload_bundle
    _complete = False        # set once the figure's state is whole (see open)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._nslab_whole = whole_plotly_for(trace.type for trace in self.data)
        if _carrier(self._nslab_whole) is None:
            FigureWidget._carriers[self._nslab_whole] = weakref.ref(self)
            self._nslab_bundle = bundle_file(self._nslab_whole).read_bytes()
        # the comm opens with an id chosen here, so that its first state can name it
        self._model_id = self._model_id or uuid.uuid4().hex
        self._nslab_id = self._model_id
        self._complete = True
        self.open()

    def open(self):
        """Open the comm only once the figure's data, layout (and bundle) are set,
        so that its front end starts from them (see the module doc)."""
        if self._complete:
            super().open()

    def _handler_js2py_update(self, change):
        """Take no echo: after every update Python sends, plotly's front end reports the
        same update back (the flag meant to stop it does not survive plotly.js), and
        plotly's handler would send it out again, so every figure was drawn twice
        per change.  Updates start in Python only (the front end's own changes, zoom
        and legend clicks, arrive as relayout and restyle messages, handled as before)."""
        if change["new"]:
            self._js2py_update = None

    def one_update(self, keep, restyle, relayout, indexes, add=()):
        """Keep the first `keep` traces, apply plotly_update's `restyle` (values per trace of
        `indexes`) and `relayout` to them, and append the traces `add` (dicts): one message,
        one drawing in the browser (see the module doc)."""
        if keep == len(self.data) and not add:
            if restyle or relayout:
                self.plotly_update(restyle_data=restyle, relayout_data=relayout,
                                   trace_indexes=indexes or None)
            return
        held = {"add": []}
        with self._holding(held):
            if keep < len(self.data):
                self.data = self.data[:keep]
            if add:
                self.add_traces(list(add))
        FigureWidget._nslab_revision += 1
        relayout = dict(relayout, datarevision="nslab-%d" % FigureWidget._nslab_revision)
        self._nslab_extra = {"nslab_keep": keep, "nslab_add": held["add"]}
        try:
            self.plotly_update(restyle_data=restyle, relayout_data=relayout,
                               trace_indexes=indexes or list(range(keep)))
        finally:
            self._nslab_extra = None

    @contextlib.contextmanager
    def _holding(self, held):
        self._nslab_held = held
        try:
            yield
        finally:
            self._nslab_held = None

    def _send_addTraces_msg(self, new_traces_data):
        types = {trace.get("type", "scatter") for trace in new_traces_data}
        if not self._nslab_whole and whole_plotly_for(types):
            raise ValueError("FigureWidget: trace type %s is not in the lean plotly.js this figure's "
                             "page draws with (LEAN_TYPES); make the figure with a trace of that type"
                             % ", ".join(sorted(types - LEAN_TYPES)))
        if self._nslab_held is None:
            return super()._send_addTraces_msg(new_traces_data)
        self._nslab_held["add"].extend(new_traces_data)

    def _send_deleteTraces_msg(self, delete_inds):
        if self._nslab_held is None:           # else nslab_keep says which traces stay
            return super()._send_deleteTraces_msg(delete_inds)

    @traitlets.validate("_py2js_update")
    def _with_reshape(self, proposal):
        value = proposal["value"]
        if value is None:
            return value
        extra = dict(self._nslab_extra or {})
        if _Drawing.current is not None:                 # inside one_drawing
            batch, joined = _Drawing.current
            extra["nslab_batch"] = batch
            joined.append(self)
        return dict(value, **extra) if extra else value

    @traitlets.observe("_js2py_widget_layoutDelta")
    def _layout_from_page(self, change):
        if change["new"]:
            self._handler_js2py_layoutDelta({"new": change["new"]})
            self._js2py_widget_layoutDelta = None

    @traitlets.observe("_nslab_ask")
    def _answer(self, change):
        if change["new"] and not self._nslab_bundle:
            self._nslab_bundle = bundle_file(self._nslab_whole).read_bytes()


def _carrier(whole):
    """The live figure that carries the bundle (whole or lean) to its page, or None."""
    ref = FigureWidget._carriers.get(whole)
    carrier = ref() if ref is not None else None
    return carrier if carrier is not None and carrier.comm is not None else None


class _Drawing:
    """The batch of one_drawing under way: (its id, the figures whose update joined it)."""
    current = None
    made = 0
    process = uuid.uuid4().hex[:8]      # ids unique on a page showing several kernels' figures


@contextlib.contextmanager
def one_drawing():
    """The figure updates sent inside (e.g. the Explorer's figures after a control change)
    are drawn by the page together, in one task, once the last has arrived (see the module
    doc).  Nested, the outermost one decides."""
    if _Drawing.current is not None:
        yield
        return
    _Drawing.made += 1
    _Drawing.current = ("%s-%d" % (_Drawing.process, _Drawing.made), [])
    try:
        yield
    finally:
        batch, joined = _Drawing.current
        _Drawing.current = None
        if joined:
            joined[-1].send({"nslab_draw": batch})


def preload_bundle():
    """Make sure a live figure carries the bundle now (an empty one, never displayed, when
    no figure does): its front end starts loading plotly.js at once.  Returns the carrier."""
    carrier = _carrier(BUNDLE == PLOTLY_BUNDLE)
    if carrier is None:
        # an empty template: plotly would otherwise validate its default template (the
        # defaults of every trace type, 130-200 ms) for a figure never shown, and the page
        # would get plotly.js that much later
        carrier = FigureWidget(layout={"template": {}})
        FigureWidget._preloaded = carrier          # kept alive: the page's carrier
    return carrier
