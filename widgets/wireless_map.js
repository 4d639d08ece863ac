// nslab wireless map (anywidget ES module; see wireless_map.py for the data).
// player.js comes in front of this file (rows, upper, player).
// hops rows (7 float64): t_send, t_air (NaN: failed), t_end, src, dst, delivered, seqno
// drops rows (4): time, node, cause (index into field.causes), uid

const MOVER = "#1f77b4", AIR = "#ff7f0e", FAILED = "#d62728", WAITING = "#e0a800";

function render({ model, el }) {
  let field = {}, hops = rows(null, 7), drops = rows(null, 4), maxLife = 0, byId = new Map();
  const p = player(model, el, "nslab-wmap", () => [field.start || 0, field.end || 0], draw,
                   () => layout());
  const { canvas, legend } = p;
  const status = document.createElement("div");
  status.className = "nslab-wmap-status";
  el.append(p.bar, canvas, status, legend);

  function load() {
    field = model.get("field") || {};
    hops = rows(model.get("hops"), 7);
    drops = rows(model.get("drops"), 4);
    maxLife = 0;
    for (let i = 0; i < hops.n; i++) {
      const life = hops.a[i * 7 + 2] - hops.a[i * 7];
      if (life > maxLife) maxLife = life;
    }
    byId = new Map((field.nodes || []).map(n => [n.id, n]));
    const items = [
      `<span><i style="background:${MOVER}"></i>mover</span>`,
      `<span><i style="background:#fff;border:1px solid #333"></i>fixed node</span>`,
      `<span><i style="border:1px dashed #999;height:0"></i>radio range ${Math.round(field.range || 0)} m</span>`,
      `<span><i style="background:${AIR}"></i>frame on the air (filled as its bits go out)</span>`,
      `<span><i style="background:${WAITING}"></i>waiting to be sent</span>`,
      `<span><i style="border-top:2px dashed ${FAILED};height:0"></i>hop that failed</span>`,
    ];
    for (const c of field.causes || [])
      items.push(`<span title="${c.label}"><b style="color:${c.color}">✕</b> drop ${c.code}</span>`);
    legend.innerHTML = items.join(" ");
    layout();
    p.redraw();
  }

  // ---- geometry --------------------------------------------------------------------------
  let W = 760, H = 300, s = 1;
  const PAD_X = 30, PAD_Y = 24;
  function layout() {
    const room = Math.floor(el.getBoundingClientRect().width) - 4;
    W = room > 200 ? Math.min(model.get("width"), room) : model.get("width");
    s = (W - 2 * PAD_X) / Math.max(field.width || 1, 1);
    H = Math.max(160, Math.round((field.height || 0) * s + 2 * PAD_Y));
    const dpr = window.devicePixelRatio || 1;
    canvas.width = W * dpr; canvas.height = H * dpr;
    canvas.style.width = W + "px"; canvas.style.height = H + "px";
    canvas.getContext("2d").setTransform(dpr, 0, 0, dpr, 0, 0);
  }
  const X = (x) => PAD_X + x * s;
  const Y = (y) => H - PAD_Y - y * s;

  // where node `id` is at time t: fixed nodes stay put, the mover follows its track
  function where(id, t) {
    const n = byId.get(id);
    if (!n) return [0, 0];
    if (!n.mover) return [n.x, n.y];
    const k = field.track || [];
    if (!k.length) return [n.x, n.y];
    if (t <= k[0][0]) return [k[0][1], k[0][2]];
    for (let i = 1; i < k.length; i++) {
      if (t <= k[i][0]) {
        const f = (t - k[i - 1][0]) / ((k[i][0] - k[i - 1][0]) || 1);
        return [k[i - 1][1] + f * (k[i][1] - k[i - 1][1]), k[i - 1][2] + f * (k[i][2] - k[i - 1][2])];
      }
    }
    const last = k[k.length - 1];
    return [last[1], last[2]];
  }

  // ---- drawing ---------------------------------------------------------------------------
  function line(ctx, a, b, color, width, dash, alpha) {
    ctx.save();
    ctx.strokeStyle = color; ctx.lineWidth = width; ctx.setLineDash(dash || []);
    ctx.globalAlpha = alpha === undefined ? 1 : alpha;
    ctx.beginPath(); ctx.moveTo(X(a[0]), Y(a[1])); ctx.lineTo(X(b[0]), Y(b[1])); ctx.stroke();
    ctx.restore();
  }

  function circle(ctx, c, radius, stroke, fill, dash, alpha) {
    ctx.save();
    ctx.globalAlpha = alpha === undefined ? 1 : alpha;
    ctx.setLineDash(dash || []);
    ctx.beginPath(); ctx.arc(X(c[0]), Y(c[1]), radius, 0, 2 * Math.PI);
    if (fill) { ctx.fillStyle = fill; ctx.fill(); }
    if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = 1; ctx.stroke(); }
    ctx.restore();
  }

  function draw(t) {
    const ctx = canvas.getContext("2d");
    ctx.clearRect(0, 0, W, H);
    const nodes = field.nodes || [], R = field.range || 0, speed = Number(model.get("speed"));
    // the field and a 100 m scale
    ctx.fillStyle = "#f3f6f0";
    ctx.fillRect(X(0), Y(field.height || 0), (field.width || 0) * s, (field.height || 0) * s);
    line(ctx, [10, 12], [110, 12], "#555", 2);
    ctx.fillStyle = "#555"; ctx.font = "10px sans-serif";
    ctx.fillText("100 m", X(115), Y(12) + 3);
    const pos = new Map(nodes.map(n => [n.id, where(n.id, t)]));
    const mover = nodes.find(n => n.mover);
    const m = mover ? pos.get(mover.id) : null;
    // radio ranges
    for (const n of nodes)
      circle(ctx, pos.get(n.id), R * s, n.mover ? MOVER : "#999", null, n.mover ? [] : [4, 4],
             n.mover ? 0.8 : 0.5);
    // who can hear whom: fixed neighbours in range, and the fixed nodes the mover reaches
    const reach = [];
    for (const a of nodes) {
      for (const b of nodes) {
        if (a.id >= b.id) continue;
        const pa = pos.get(a.id), pb = pos.get(b.id);
        if (Math.hypot(pa[0] - pb[0], pa[1] - pb[1]) > R) continue;
        if (a.mover || b.mover) { line(ctx, pa, pb, "#2a9d3f", 1, [2, 3]); reach.push(a.mover ? b.id : a.id); }
        else line(ctx, pa, pb, "#ccc", 1);
      }
    }
    // hops: waiting beside their sender, on the air, just arrived (fading), or failing
    const linger = 0.08 * speed;
    const lo = upper(hops, t - maxLife - linger), hi = upper(hops, t);
    const waiting = new Map();
    let onAir = 0, drawn = 0;
    for (let i = lo; i < hi; i++) {
      const o = i * 7, tAir = hops.a[o + 1], tEnd = hops.a[o + 2];
      const src = hops.a[o + 3], dst = hops.a[o + 4], ok = hops.a[o + 5] > 0;
      if (t > tEnd + (ok ? linger : 0)) continue;
      const a = pos.get(src), b = pos.get(dst);
      if (!a || !b) continue;
      drawn++;
      if (!ok) { line(ctx, a, b, FAILED, 2, [6, 4], 0.8); continue; }
      if (t < tAir) { waiting.set(src, (waiting.get(src) || 0) + 1); continue; }
      if (t > tEnd) { line(ctx, a, b, AIR, 2, [], 0.6 * (1 - (t - tEnd) / linger)); continue; }
      onAir++;
      const f = (t - tAir) / ((tEnd - tAir) || 1);
      circle(ctx, a, R * s, null, AIR, [], 0.07);
      line(ctx, a, b, AIR, 1.5, [], 0.7);
      line(ctx, a, [a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1])], AIR, 5, [], 0.95);
    }
    for (const [src, count] of waiting) {
      const c = pos.get(src);
      ctx.fillStyle = WAITING; ctx.strokeStyle = "#806000"; ctx.lineWidth = 1;
      for (let k = 0; k < Math.min(count, 10); k++) {
        ctx.fillRect(X(c[0]) + 14, Y(c[1]) - 12 + k * 5, 8, 4);
        ctx.strokeRect(X(c[0]) + 14, Y(c[1]) - 12 + k * 5, 8, 4);
      }
      if (count > 10) { ctx.fillStyle = "#806000"; ctx.fillText(String(count), X(c[0]) + 25, Y(c[1]) + 30); }
    }
    // drops: a cross where they happened, in the colour of their cause, for about 0.8 s
    const fall = 0.8 * speed, causes = field.causes || [];
    const dlo = upper(drops, t - fall), dhi = upper(drops, t);
    const labelled = new Set();
    for (let i = dlo; i < dhi; i++) {
      const o = i * 4, age = (t - drops.a[o]) / Math.max(fall, 1e-12);
      const at = where(drops.a[o + 1], drops.a[o]), c = causes[drops.a[o + 2]] || {};
      const x = X(at[0]) - 12 + (i - dlo) % 4 * 3, y = Y(at[1]) - 16 - age * 25;
      ctx.save();
      ctx.globalAlpha = Math.max(0.15, 1 - age);
      ctx.strokeStyle = c.color || FAILED; ctx.lineWidth = 3;
      ctx.beginPath(); ctx.moveTo(x - 5, y - 5); ctx.lineTo(x + 5, y + 5);
      ctx.moveTo(x + 5, y - 5); ctx.lineTo(x - 5, y + 5); ctx.stroke();
      const key = drops.a[o + 1] + "/" + drops.a[o + 2];
      if (!labelled.has(key)) {
        labelled.add(key);
        ctx.fillStyle = c.color || FAILED; ctx.font = "bold 11px sans-serif";
        ctx.fillText(c.code || "drop", x + 8, y - 4);
      }
      ctx.restore();
      drawn++;
    }
    // the nodes
    for (const n of nodes) {
      const c = pos.get(n.id);
      circle(ctx, c, 11, "#333", n.mover ? MOVER : "#fff");
      ctx.fillStyle = n.mover ? "#fff" : "#111"; ctx.font = "bold 12px sans-serif";
      ctx.textAlign = "center"; ctx.textBaseline = "middle";
      ctx.fillText(String(n.id), X(c[0]), Y(c[1]));
      ctx.textAlign = "start"; ctx.textBaseline = "alphabetic";
    }
    const inRange = reach.length ? "in range of node " + reach.sort((a, b) => a - b).join(", ") : "out of range of every fixed node";
    status.textContent = m ? `mover at x = ${m[0].toFixed(1)} m, ${inRange} · frames on the air: ${onAir}` : "";
    el.dataset.packets = String(drawn);
  }

  model.on("change:field", load);
  model.on("change:hops", load);
  model.on("change:width", () => { layout(); p.redraw(); });
  load();
  p.begin();
  return () => p.dispose();
}

export default { render };
