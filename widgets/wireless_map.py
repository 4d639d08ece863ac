"""An animated map of a wireless run (lab 04), in place of nam's wireless view.

    >>> from nslab.widgets.mobility import MOBILITY
    >>> from nslab.widgets.wireless_map import WirelessMap
    >>> WirelessMap(MOBILITY.run(routing="DSDV"))

The map shows the field to scale: the fixed nodes, the mover at its position at the
current time (moving in a straight line, as setdest makes it), and around each node its
radio range (the distance at which a frame can still be decoded, from the radio's
parameters: 250 m with ns-2's defaults), the mover's drawn stronger.  Thin lines join
the mover to the fixed nodes within its range.

Every CBR hop (MobilityRun.hops) is drawn from the moment the router hands the packet to
its link layer: first as a packet waiting beside its sender (interface queue, ARP, the
MAC's backoff and RTS/CTS), then, for the frame's airtime, as a line from the sender to
the next hop filling up as the frame's bits are sent (the frame is much longer than the
hop: see chapter exercise 17), with the sender's range shaded.  A hop that never arrives
is a dashed red line to the node it was meant for.  Drops appear where they happened as
a cross in the colour of their cause, which is written beside it for a moment.

Play/pause, speed (simulated seconds per second), a time slider and the clock are in the
widget; `time`, `playing` and `speed` are synced with Python.  The browser side is
`wireless_map.js` (an anywidget ES module, no build step, behind the playback controls of
player.js); hops and drops travel as binary buffers of float64 rows.
"""
import numpy as np
import traitlets as T

from .animation import Player, css, esm
from .style import cause_color, cause_label, cause_order

__all__ = ["WirelessMap", "map_data", "HOP_COLUMNS", "DROP_COLUMNS"]

HOP_COLUMNS = ["t_send", "t_air", "t_end", "src", "dst", "delivered", "seqno"]
DROP_COLUMNS = ["time", "node", "cause", "uid"]


def map_data(run, max_hops=60000):
    """The map's data for a MobilityRun: a JSON-able `field` (size, nodes, the mover's
    track, ranges, causes, time span) and the float64 arrays `hops` (rows of HOP_COLUMNS,
    sorted by t_send; t_air is NaN for a hop that failed) and `drops` (rows of
    DROP_COLUMNS, `cause` an index into field["causes"]).  At most `max_hops` hops are
    kept (the end of the time span is moved back)."""
    h = run.hops()
    end = run.endtime
    if len(h) > max_hops:
        h = h.iloc[:max_hops]
        end = float(h["t_send"].iloc[-1])
    hops = np.column_stack([h["t_send"], h["t_air"], h["t_end"], h["src"], h["dst"],
                            h["delivered"].astype(float), h["seqno"]]).astype(np.float64)
    d = run.drops()
    d = d[d["time"] <= end]
    causes = cause_order(d["cause"])
    index = {c: i for i, c in enumerate(causes)}
    drops = np.column_stack([d["time"], d["node"], d["cause"].map(index),
                             d["uid"]]).astype(np.float64).reshape(-1, 4)
    g = run.geometry
    nodes = [{"id": int(n), "x": float(x), "y": float(y), "mover": False}
             for n, (x, y) in zip(run.fixed, g["fixed"])]
    nodes.append({"id": int(run.mover), "x": float(g["start"][0]), "y": float(g["start"][1]),
                  "mover": True})
    v = run.values
    field = {
        "width": float(g["size"][0]), "height": float(g["size"][1]), "nodes": nodes,
        "track": [list(k) for k in run.track()], "range": float(run.range),
        "carrier_sense": float(run.carrier_sense_range),
        "causes": [{"code": c, "label": cause_label(c), "color": cause_color(c)}
                   for c in causes],
        "start": 0.0, "end": float(end),
        "title": "%s, %d fixed nodes %g m apart, mover %g m above crossing in %g s"
                 % (v["routing"], v["bottomrow"], v["spacing"], v["height"], v["finish"]),
    }
    return {"field": field, "hops": hops, "drops": drops}


class WirelessMap(Player):
    """The animated map of a MobilityRun (see the module doc)."""
    _esm = esm("wireless_map.js")
    _css = css("nslab-wmap") + """
    .nslab-wmap-status { font-family: monospace; color: #333; margin: 2px 0; }
    .nslab-wmap-legend span { white-space: nowrap; }
    """

    field = T.Dict().tag(sync=True)
    hops = T.Bytes(b"").tag(sync=True)
    drops = T.Bytes(b"").tag(sync=True)

    def __init__(self, run=None, speed=2.0, max_hops=60000, **kwargs):
        super().__init__(speed=speed, **kwargs)
        self.max_hops = max_hops
        if run is not None:
            self.show_run(run)

    def show_run(self, run):
        """Load `run`; the time goes back to 0."""
        d = map_data(run, self.max_hops)
        self._arrays = d
        with self.hold_sync():
            self.hops = d["hops"].tobytes()
            self.drops = d["drops"].tobytes()
            self.field = d["field"]
            self.time = 0.0

    def hops_at(self, when):
        """The hops the map draws at time `when` (rows of the hops array): waiting at
        their sender, on the air or failing."""
        h = self._arrays["hops"]
        return h[(h[:, 0] <= when) & (h[:, 2] >= when)]

    def on_air_at(self, when):
        """The hops whose frame is on the air at time `when`."""
        h = self._arrays["hops"]
        return h[(h[:, 1] <= when) & (h[:, 2] >= when)]
