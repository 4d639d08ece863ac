// nslab network animation (anywidget ES module; see animation.py for the data).
// player.js comes in front of this file (rows, upper, player).
// hops rows (7 float64): t_send, tx_time, delay, link, fid, is_ack, seqno
// queues rows (3): t, link, length      drops rows (4): t, link, fid, seqno

function render({ model, el }) {
  let topo = {}, hops, queues, drops, maxLife = 0;
  const p = player(model, el, "nslab-anim", () => [topo.start, topo.end], draw,
                   () => layout());
  const { canvas, legend } = p;
  el.append(p.bar, canvas, legend);

  function load() {
    topo = model.get("topology") || {};
    hops = rows(model.get("hops"), 7);
    queues = rows(model.get("queues"), 3);
    drops = rows(model.get("drops"), 4);
    splitQueues();
    maxLife = 0;
    for (let i = 0; i < hops.n; i++) {
      const life = hops.a[i * 7 + 1] + hops.a[i * 7 + 2];
      if (life > maxLife) maxLife = life;
    }
    legend.innerHTML = "";
    for (const [fid, f] of Object.entries(topo.flows || {})) {
      const s = document.createElement("span");
      s.innerHTML = `<i style="background:${f.color}"></i>${f.label} (flow ${fid})`;
      legend.appendChild(s);
    }
    const d = document.createElement("span");
    d.innerHTML = `<i class="drop"></i>drop`;
    legend.appendChild(d);
    layout();
    p.redraw();
  }

  // ---- geometry ------------------------------------------------------------------------
  let W = 760, H = 300, px = () => [0, 0];
  function layout() {
    // as wide as the output area allows, at most the model's width
    const room = Math.floor(el.getBoundingClientRect().width) - 4;
    W = room > 200 ? Math.min(model.get("width"), room) : model.get("width");
    H = model.get("height");
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== W * dpr || canvas.height !== H * dpr) {   // a new size clears it
      canvas.width = W * dpr; canvas.height = H * dpr;
      canvas.style.width = W + "px"; canvas.style.height = H + "px";
      canvas.getContext("2d").setTransform(dpr, 0, 0, dpr, 0, 0);
    }
    const nodes = topo.nodes || [];
    const xs = nodes.map(n => n.x), ys = nodes.map(n => n.y);
    const x0 = Math.min(...xs, 0), x1 = Math.max(...xs, 1);
    const y0 = Math.min(...ys, 0), y1 = Math.max(...ys, 0);
    const sx = (W - 160) / Math.max(x1 - x0, 1e-9);
    const pad = 95;          // room for the queue bars that hang below the lowest nodes
    const sy = y1 > y0 ? (H - 2 * pad) / (y1 - y0) : 0;
    px = (n) => [80 + (n.x - x0) * sx, y1 > y0 ? pad + (y1 - n.y) * sy : H / 2];
  }

  function lane(link) {
    const nodes = topo.nodes;
    const [ax, ay] = px(nodes[link.src]), [bx, by] = px(nodes[link.dst]);
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const ux = (bx - ax) / len, uy = (by - ay) / len;
    // offset to the right of the direction of travel: the two directions separate
    const nx = -uy, ny = ux, off = 7, r = 16;
    return { ax: ax + ux * r + nx * off, ay: ay + uy * r + ny * off,
             bx: bx - ux * r + nx * off, by: by - uy * r + ny * off, ux, uy, nx, ny };
  }

  let perLink = new Map();   // link -> {n, a, w: 2} rows (t, length)
  function splitQueues() {
    const counts = new Map();
    for (let k = 0; k < queues.n; k++) {
      const l = queues.a[k * 3 + 1];
      counts.set(l, (counts.get(l) || 0) + 1);
    }
    perLink = new Map();
    for (const [l, c] of counts) perLink.set(l, { n: 0, a: new Float64Array(2 * c), w: 2 });
    for (let k = 0; k < queues.n; k++) {
      const r = perLink.get(queues.a[k * 3 + 1]);
      r.a[2 * r.n] = queues.a[k * 3]; r.a[2 * r.n + 1] = queues.a[k * 3 + 2]; r.n++;
    }
  }

  function queueAt(link, time) {
    const r = perLink.get(link);
    if (!r) return 0;
    const k = upper(r, time) - 1;
    return k >= 0 ? r.a[2 * k + 1] : 0;
  }

  // ---- drawing ---------------------------------------------------------------------------
  function draw(t) {
    const ctx = canvas.getContext("2d");
    ctx.clearRect(0, 0, W, H);
    const nodes = topo.nodes || [], links = topo.links || [], flows = topo.flows || {};
    const lanes = links.map(lane);
    ctx.lineWidth = 1;
    ctx.strokeStyle = "#bbb";
    for (const L of lanes) {
      ctx.beginPath(); ctx.moveTo(L.ax, L.ay); ctx.lineTo(L.bx, L.by); ctx.stroke();
    }
    // packets on the links
    const lo = upper(hops, t - maxLife), hi = upper(hops, t);
    let onLinks = 0;
    for (let i = lo; i < hi; i++) {
      const o = i * 7, t0 = hops.a[o], tx = hops.a[o + 1], d = hops.a[o + 2];
      if (t0 + tx + d < t) continue;
      const L = lanes[hops.a[o + 3]];
      if (!L) continue;
      const dd = Math.max(d, 1e-9);
      // a packet is drawn 85 % of its real length, so back-to-back packets stay apart
      const head = Math.min(1, (t - t0) / dd), tail = Math.max(0, (t - t0 - 0.85 * tx) / dd);
      const f = flows[String(hops.a[o + 4])];
      const ack = hops.a[o + 5] > 0;
      const w = ack ? 3 : 8;
      const x0 = L.ax + (L.bx - L.ax) * tail, y0 = L.ay + (L.by - L.ay) * tail;
      let x1 = L.ax + (L.bx - L.ax) * head, y1 = L.ay + (L.by - L.ay) * head;
      if (Math.hypot(x1 - x0, y1 - y0) < 2) { x1 = x0 + L.ux * 2; y1 = y0 + L.uy * 2; }
      ctx.strokeStyle = f ? f.color : "#333";
      ctx.globalAlpha = ack ? 0.6 : 0.95;
      ctx.lineWidth = w;
      ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(x1, y1); ctx.stroke();
      onLinks++;
    }
    ctx.globalAlpha = 1;
    // queues: a bar beside the start of their lane, growing away from the link, one cell
    // per queued packet (at most 20 cells drawn; the count is written next to it)
    links.forEach((link, i) => {
      if (!link.queues) return;
      const L = lanes[i], q = queueAt(i, t), limit = Math.max(1, link.limit);
      const shown = Math.min(limit, 20), cell = Math.max(3, Math.min(8, 80 / shown));
      const bx = L.ax + L.ux * 4 + L.nx * 6, by = L.ay + L.uy * 4 + L.ny * 6;
      ctx.save(); ctx.translate(bx, by); ctx.rotate(Math.atan2(L.ny, L.nx));
      ctx.strokeStyle = "#999"; ctx.lineWidth = 1;
      ctx.strokeRect(0, -5, cell * shown, 10);
      ctx.fillStyle = q >= limit ? "#d62728" : "#e0a800";
      ctx.fillRect(0, -5, cell * Math.min(q, shown), 10);
      ctx.restore();
      ctx.fillStyle = "#444"; ctx.font = "11px sans-serif";
      const ex = bx + L.nx * (cell * shown + 6), ey = by + L.ny * (cell * shown + 6);
      ctx.textAlign = L.nx < -0.5 ? "right" : "left";
      ctx.fillText(`${q}/${link.limit}`, ex + (Math.abs(L.nx) > 0.5 ? 0 : 6), ey + (L.ny > 0.5 ? 10 : L.ny < -0.5 ? -2 : 4));
      ctx.textAlign = "start";
    });
    // drops: fall below their queue for a short while (about 0.8 s on screen)
    const fall = 0.8 * Number(model.get("speed"));
    const dlo = upper(drops, t - fall), dhi = upper(drops, t);
    for (let i = dlo; i < dhi; i++) {
      const o = i * 4, age = (t - drops.a[o]) / Math.max(fall, 1e-12);
      const L = lanes[drops.a[o + 1]];
      if (!L) continue;
      const f = flows[String(drops.a[o + 2])];
      ctx.fillStyle = f ? f.color : "#d62728";
      ctx.strokeStyle = "black"; ctx.lineWidth = 1;
      const x = L.ax + 10 + (i - dlo) * 3, y = L.ay + 14 + age * 70;
      ctx.globalAlpha = Math.max(0.15, 1 - age);
      ctx.fillRect(x, y, 8, 8); ctx.strokeRect(x, y, 8, 8);
    }
    ctx.globalAlpha = 1;
    // nodes
    for (const n of nodes) {
      const [x, y] = px(n);
      ctx.fillStyle = "#fff"; ctx.strokeStyle = "#333"; ctx.lineWidth = 2;
      ctx.beginPath(); ctx.arc(x, y, 15, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
      ctx.fillStyle = "#111"; ctx.font = "bold 13px sans-serif";
      ctx.textAlign = "center"; ctx.textBaseline = "middle";
      ctx.fillText(n.name, x, y);
      ctx.textAlign = "start"; ctx.textBaseline = "alphabetic";
    }
    // link labels
    ctx.fillStyle = "#666"; ctx.font = "10px sans-serif";
    links.forEach((link, i) => {
      if (link.src > link.dst) return;
      const L = lanes[i];
      const mb = link.bandwidth >= 1e6 ? (link.bandwidth / 1e6) + " Mb/s" : (link.bandwidth / 1e3) + " kb/s";
      ctx.fillText(`${mb}, ${(link.delay * 1e3).toFixed(0)} ms`, (L.ax + L.bx) / 2 - 30,
                   (L.ay + L.by) / 2 - 12);
    });
    el.dataset.packets = String(onLinks);
  }

  // a new run changes topology, hops, queues and drops in one message: one load for all
  let pending = false;
  const reload = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; load(); });
  };
  model.on("change:topology", reload);
  model.on("change:height", reload);
  model.on("change:hops", reload);
  load();
  p.begin();
  return () => p.dispose();
}

export default { render };
