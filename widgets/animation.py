"""A network animation in place of nam, driven from the kernel's columns.

    >>> from nslab.widgets import scenarios, NetworkAnimation
    >>> NetworkAnimation(scenarios.SINGLE_SENDER.run())

The topology is drawn from the run (node positions of the scenario, one lane
per link direction).  Every transmission ('-' record) becomes a packet that
enters its link when its first bit leaves, with a length on screen of its
transmission time, and reaches the far node at the 'r' time: a packet of
`size` bytes on a link of bandwidth `bw` and delay `d` occupies the lane from
(t - t0 - size*8/bw)/d to (t - t0)/d of its length, as nam draws it.  Queues
stack up beside their link from the '+', '-' and 'd' records; a drop falls
out of its queue.  Play/pause, speed (simulated seconds per second) and a
time slider are in the widget; `time`, `playing` and `speed` are synced with
Python, so `anim.time = 3.9` moves it there.

The browser side is `animation.js` (an anywidget ES module, no build step),
behind the playback controls of `player.js` that the wireless map shares
(`esm`).  The packet records travel as one binary buffer of float64 rows.
"""
import pathlib

import anywidget
import numpy as np
import traitlets as T

from .style import flow_color

__all__ = ["NetworkAnimation", "Player", "animation_data", "esm", "css"]

_HERE = pathlib.Path(__file__).parent
_ACK = None


def css(prefix):
    """The style of an animated widget's frame (player.js names its parts after `prefix`)."""
    return """
    .{p} {{ font-family: sans-serif; font-size: 12px; }}
    .{p}-bar {{ display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin: 4px 0; }}
    .{p}-bar button {{ min-width: 80px; }}
    .{p}-slider {{ width: 330px; max-width: 100%; }}
    .{p}-time {{ font-family: monospace; min-width: 110px; }}
    .{p}-canvas {{ border: 1px solid #ddd; background: #fcfcfc; }}
    .{p}-legend span {{ margin-right: 14px; }}
    .{p}-legend i {{ display: inline-block; width: 14px; height: 8px; margin-right: 4px; }}
    """.format(p=prefix)


def esm(name):
    """The ES module of an animated widget: player.js (the playback controls and helpers
    they share), then the widget's own file `name` of this folder."""
    return (_HERE / "player.js").read_text() + "\n" + (_HERE / name).read_text()


def _ack_type():
    global _ACK
    if _ACK is None:
        from .._kernel import PACKET_TYPES
        _ACK = PACKET_TYPES.index("ack")
    return _ACK


def animation_data(run, start=0.0, end=None, max_packets=40000):
    """The animation's arrays for [start, end] of `run`: a dict of
    topology (JSON-able), hops, queues and drops (float64 arrays, one row per
    record).  hops rows: t_send, tx_time, delay, link, fid, is_ack, seqno;
    queues rows: t, link, length; drops rows: t, link, fid, seqno.  At most
    `max_packets` transmissions are kept (the window's end is moved back)."""
    end = run.endtime if end is None else float(end)
    links = run.links
    index = {(l.src, l.dst): i for i, l in enumerate(links)}
    p = run.packets
    ev = p["event"].view(np.uint8)
    li = _link_index(p, index, len(run.names))
    bw = np.array([l.bandwidth for l in links] or [1.0])
    de = np.array([l.delay for l in links] or [0.0])
    t = p["time"]
    # ---- transmissions
    m = (ev == ord("-")) & (li >= 0)
    tx = p["size"] * 8.0 / bw[np.maximum(li, 0)]
    life = tx + de[np.maximum(li, 0)]
    m &= (t + life >= start) & (t <= end)
    idx = np.flatnonzero(m)
    if len(idx) > max_packets:
        idx = idx[:max_packets]
        end = float(t[idx[-1]])
    hops = np.column_stack([t[idx], tx[idx], de[li[idx]], li[idx], p["fid"][idx],
                            p["ptype"][idx] == _ack_type(), p["seqno"][idx]]).astype(np.float64)
    # ---- queues: the step function of each link that ever queues
    qrows = []
    busy = set()
    for i, l in enumerate(links):
        qt, qv = run.queue(l)
        if not len(qv) or (qv.max() < 2 and l is not run.bottleneck):
            continue
        busy.add(i)
        keep = (qt >= start) & (qt <= end)
        before = np.flatnonzero(qt < start)
        first = [[start, i, qv[before[-1]]]] if len(before) else [[start, i, 0]]
        qrows.append(np.array(first, float))
        qrows.append(np.column_stack([qt[keep], np.full(keep.sum(), i), qv[keep]]))
    queues = np.concatenate(qrows) if qrows else np.zeros((0, 3))
    queues = queues[np.argsort(queues[:, 0], kind="stable")]
    # ---- drops
    md = (ev == ord("d")) & (t >= start) & (t <= end) & (li >= 0)
    drops = np.column_stack([t[md], li[md], p["fid"][md], p["seqno"][md]]).astype(np.float64)
    flows = {}
    for f in run.flows:
        flows[str(f.fid)] = {"label": f.label, "color": flow_color(f.fid)}
    topology = {
        "nodes": [{"name": n, "x": float(run.positions[n][0]), "y": float(run.positions[n][1])}
                  for n in run.names],
        "links": [{"src": l.src, "dst": l.dst, "bandwidth": l.bandwidth, "delay": l.delay,
                   "limit": int(l.limit), "queues": i in busy or l is run.bottleneck}
                  for i, l in enumerate(links)],
        "flows": flows, "start": float(start), "end": float(end),
        "title": run.scenario.title,
    }
    return {"topology": topology, "hops": hops, "queues": queues, "drops": drops}


def _link_index(p, index, nodes):
    table = np.full((nodes, nodes), -1, np.int64)
    for (a, b), i in index.items():
        table[a, b] = i
    return table[p["from_node"], p["to_node"]]


class Player(anywidget.AnyWidget):
    """What player.js drives, shared by the animated widgets: the current simulated `time`,
    `playing`, `speed` (simulated seconds per second) and the largest `width` in pixels."""
    time = T.Float(0.0).tag(sync=True)
    playing = T.Bool(False).tag(sync=True)
    speed = T.Float(0.1).tag(sync=True)
    width = T.Int(760).tag(sync=True)

    def play(self):
        self.playing = True

    def pause(self):
        self.playing = False


class NetworkAnimation(Player):
    """The animated network of a Run (see the module doc)."""
    _esm = esm("animation.js")
    _css = css("nslab-anim") + """
    .nslab-anim-legend i.drop { background: #fff; border: 1px solid black; width: 8px; }
    """

    topology = T.Dict().tag(sync=True)
    hops = T.Bytes(b"").tag(sync=True)
    queues = T.Bytes(b"").tag(sync=True)
    drops = T.Bytes(b"").tag(sync=True)
    height = T.Int(300).tag(sync=True)     # set from the topology by show_run

    def __init__(self, run=None, start=0.0, end=None, speed=0.1, max_packets=40000, **kwargs):
        super().__init__(speed=speed, **kwargs)
        self.max_packets = max_packets
        if run is not None:
            self.show_run(run, start, end)

    def show_run(self, run, start=0.0, end=None):
        """Load `run` (the window [start, end]); the time goes back to `start`."""
        d = animation_data(run, start, end, self.max_packets)
        self._arrays = d
        ys = {n["y"] for n in d["topology"]["nodes"]}
        with self.hold_sync():
            self.height = 200 if len(ys) == 1 else 400
            self.hops = d["hops"].tobytes()
            self.queues = d["queues"].tobytes()
            self.drops = d["drops"].tobytes()
            self.topology = d["topology"]
            self.time = float(start)

    def packets_at(self, when):
        """The transmissions on the links at time `when` (rows of the hops array):
        what the animation draws then."""
        h = self._arrays["hops"]
        on = (h[:, 0] <= when) & (h[:, 0] + h[:, 1] + h[:, 2] >= when)
        return h[on]
