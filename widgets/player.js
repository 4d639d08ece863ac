// Playback shared by nslab's animated widgets (animation.js, wireless_map.js): the Python
// classes put this file in front of theirs (nslab.widgets.animation.esm), so both modules
// see these functions.

// rows of `width` float64 values from a binary trait (DataView, ArrayBuffer or typed array)
function rows(value, width) {
  if (!value) return { n: 0, a: new Float64Array(0), w: width };
  let buf;
  if (value instanceof DataView) buf = value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
  else if (value instanceof ArrayBuffer) buf = value;
  else if (ArrayBuffer.isView(value)) buf = value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
  else return { n: 0, a: new Float64Array(0), w: width };
  const a = new Float64Array(buf);
  return { n: Math.floor(a.length / width), a, w: width };
}

// first row index whose column 0 is > t (rows sorted by column 0)
function upper(r, t) {
  let lo = 0, hi = r.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (r.a[mid * r.w] <= t) lo = mid + 1; else hi = mid;
  }
  return lo;
}

const SPEEDS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 50];

// The frame of an animated widget: its play button, time slider, clock and speed menu
// (`bar`), its `canvas` and `legend`, and its clock.  The widget appends them to `el`.
// prefix: the CSS class prefix (prefix on el; prefix-bar, -play, -slider, -time, -speed,
// -canvas, -legend on the parts, styled by nslab.widgets.animation.css); span(): the
// [start, end] of the time; paint(t): draw the picture at time t; resize(): lay the picture
// out again when the widget's width changes.  The model's `time`, `playing` and `speed`
// traits follow the widget (time about 4 times a second while playing).
function player(model, el, prefix, span, paint, resize) {
  el.classList.add(prefix);
  const canvas = document.createElement("canvas");
  canvas.className = prefix + "-canvas";
  const legend = document.createElement("div");
  legend.className = prefix + "-legend";
  const bar = document.createElement("div");
  bar.className = prefix + "-bar";
  const play = document.createElement("button");
  play.className = prefix + "-play";
  const slider = document.createElement("input");
  slider.type = "range";
  slider.className = prefix + "-slider";
  slider.min = 0; slider.max = 1000; slider.step = 1;
  const clock = document.createElement("span");
  clock.className = prefix + "-time";
  const speedLabel = document.createElement("label");
  speedLabel.textContent = "speed ";
  const speed = document.createElement("select");
  speed.className = prefix + "-speed";
  for (const s of SPEEDS) {
    const o = document.createElement("option");
    o.value = String(s); o.textContent = s + "×";
    speed.appendChild(o);
  }
  speedLabel.appendChild(speed);
  bar.append(play, slider, clock, speedLabel);

  let t = model.get("time"), playing = model.get("playing");
  let lastFrame = null, lastSync = 0, raf = null;

  function redraw() {
    paint(t);
    clock.textContent = `t = ${t.toFixed(4)} s`;
    const [a, b] = span();
    slider.value = String(Math.round(1000 * (t - a) / ((b - a) || 1)));
    play.textContent = playing ? "❚❚ pause" : "▶ play";
  }

  function frame(now) {
    raf = null;
    if (!playing) return;
    if (lastFrame !== null) {
      t += (now - lastFrame) / 1000 * Number(model.get("speed"));
      const end = span()[1];
      if (t >= end) { t = end; playing = false; sync(true); }
    }
    lastFrame = now;
    if (now - lastSync > 250) sync(false);
    redraw();
    if (playing) raf = requestAnimationFrame(frame);
  }

  function sync(all) {
    lastSync = performance.now();
    model.set("time", t);
    if (all) model.set("playing", playing);
    model.save_changes();
  }

  function start() {
    const [a, b] = span();
    if (t >= b) t = a;
    playing = true; lastFrame = null;
    sync(true);
    if (!raf) raf = requestAnimationFrame(frame);
  }

  function stop() {
    playing = false;
    sync(true);
    redraw();
  }

  play.addEventListener("click", () => (playing ? stop() : start()));
  slider.addEventListener("input", () => {
    const [a, b] = span();
    t = a + ((b - a) || 1) * Number(slider.value) / 1000;
    sync(false);
    redraw();
  });
  speed.addEventListener("change", () => {
    model.set("speed", Number(speed.value));
    model.save_changes();
  });
  function showSpeed() {
    const s = Number(model.get("speed"));
    let best = SPEEDS[0];
    for (const v of SPEEDS) if (Math.abs(Math.log(v / s)) < Math.abs(Math.log(best / s))) best = v;
    speed.value = String(best);
  }

  model.on("change:time", () => {
    const nt = model.get("time");
    if (Math.abs(nt - t) > 1e-9 && !playing) { t = nt; redraw(); }
  });
  model.on("change:playing", () => {
    const p = model.get("playing");
    if (p && !playing) start(); else if (!p && playing) stop();
  });
  model.on("change:speed", showSpeed);
  showSpeed();
  let lastWidth = 0;
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => {
    const w = Math.floor(el.getBoundingClientRect().width);
    if (Math.abs(w - lastWidth) > 2) { lastWidth = w; resize(); redraw(); }
  });
  if (observer) observer.observe(el);

  return {
    bar, canvas, legend, redraw,
    begin() { if (playing) start(); },
    dispose() { playing = false; if (raf) cancelAnimationFrame(raf); if (observer) observer.disconnect(); },
  };
}
