"""Lab 04's scenario: Dordal's wireless.tcl (16.6) built with nslab's Python API.

    >>> from nslab.widgets.wireless_scenario import book_scenario
    >>> s = book_scenario("AODV", 100, trace="wireless.tr")   # doctest: +SKIP
    >>> s["sim"], s["row"], s["mover"], s["geometry"]

A row of fixed nodes and one mover crossing the field above them, a CBR stream from the
first fixed node to the mover: the ad hoc routing protocol has to keep finding a path as
the mover goes out of range of one node and into range of the next.  Its parameters are
declared once, in BOOK_SCENARIO; book_scenario checks its arguments against them and
nslab.widgets.mobility makes the lab's controls from them.

This is the labs' content, not the simulator's, so it lives beside the labs' other
scenarios; `nslab.wireless.book_scenario` (its old name, used by lab 04's notebook) is an
alias resolved at first use.  Only nslab's kernel modules are imported, by absolute names,
so the profile-guided build can load this file on its own (.ci/pgo_training.py).
"""
import math
import os

from nslab import params as P
from nslab.errors import ParameterError
from nslab.simulator import Simulator
from nslab.wireless import ROUTING_PROTOCOLS

__all__ = ["BOOK_SCENARIO", "book_values", "book_geometry", "book_scenario", "ROW_Y", "FIELD_Y"]

ROW_Y = 50.0             # the fixed row's distance from the bottom edge (wireless.tcl's brheight)
FIELD_Y = 300.0          # the topography's height

# The parameters of book_scenario (wireless.tcl's opt() values), declared once: the function
# checks its arguments against them and nslab.widgets.mobility makes its controls from them.
BOOK_SCENARIO = P._table(
    P.Param("routing", "AODV", "choice", "", help="ad hoc routing protocol: AODV, DSDV or DSR"),
    P.Param("finish", 100.0, "time", "s", 0, math.inf, open_low=True,
            help="seconds the mover takes to cross the field; the CBR source stops then"),
    P.Param("bottomrow", 5, "int", "", 2, 1000, "number of fixed nodes in the row"),
    P.Param("spacing", 200.0, "double", "m", 0, 1e6, open_low=True,
            help="distance between neighbouring fixed nodes"),
    P.Param("height", 150.0, "double", "m", 0, FIELD_Y - ROW_Y, open_high=True,
            help="height of the mover's path above the fixed row"),
)


def book_values(**values):
    """book_scenario's arguments checked against BOOK_SCENARIO (defaults for the missing
    ones); a bad value raises ParameterError naming the parameter."""
    out = P.defaults(BOOK_SCENARIO)
    for name, value in values.items():
        if name not in BOOK_SCENARIO:
            raise ParameterError("book_scenario: unknown parameter %r (parameters: %s)"
                                 % (name, ", ".join(BOOK_SCENARIO)))
        if name == "routing":
            if value not in ROUTING_PROTOCOLS:
                raise ParameterError("book_scenario routing: %r is not a routing protocol "
                                     "nslab implements (%s)"
                                     % (value, ", ".join(ROUTING_PROTOCOLS)))
            out[name] = value
        else:
            out[name] = BOOK_SCENARIO[name].convert(value, "book_scenario")
    return out


def book_geometry(spacing=200.0, bottomrow=5, height=150.0, finish=100.0):
    """Where book_scenario puts its nodes: {"fixed": [(x, y), ...], "start": (x, y) and
    "dest": (x, y) of the mover, its "speed" (m/s) and the field's "size" (x, y)}."""
    width = (bottomrow - 1) * spacing + 1
    return {"fixed": [(i * spacing, ROW_Y) for i in range(bottomrow)],
            "start": (0, ROW_Y + height), "dest": (width - 1, ROW_Y + height),
            "speed": 1.0 * width / finish, "size": (width, FIELD_Y)}


def book_scenario(routing="AODV", finish=100.0, bottomrow=5, trace="wireless.tr",
                  newtrace=True, run=True, spacing=200.0, height=150.0, mac_trace=False,
                  capture=False):
    """Dordal's wireless.tcl (16.6) in Python: `bottomrow` fixed nodes `spacing` metres apart
    on a line 50 m from the edge, and a mover `height` metres above them crossing the field
    in `finish` seconds; a 200 Kbit/s CBR of 512-byte packets from the first fixed node to
    the mover.  mac_trace: also trace the MAC level (wireless.tcl has it OFF).  DSR nodes get
    the interface queue ns-2's DSR is written for (CMUPriQueue), the others wireless.tcl's.
    Returns a dict with the simulator, the fixed nodes ("row"), the "mover", the "cbr"
    application, the "null" sink agent and the "geometry" (book_geometry); run=False: built,
    not run.  Bad arguments raise ParameterError naming the parameter (BOOK_SCENARIO).
    capture: Simulator(capture=True), events in sim.wireless_events(); then
    trace=None writes no trace file at all (else it means /dev/null)."""
    v = book_values(routing=routing, finish=finish, bottomrow=bottomrow, spacing=spacing,
                    height=height)
    geo = book_geometry(v["spacing"], v["bottomrow"], v["height"], v["finish"])
    sim = Simulator(capture=capture)
    if newtrace:
        sim.use_newtrace()
    if trace or not capture:
        sim.trace_all(trace if trace else os.devnull)
    topo = sim.topography(*geo["size"])
    sim.create_god(v["bottomrow"] + 1)
    sim.node_config(adhoc_routing=v["routing"], ll_type="LL", mac_type="Mac/802_11",
                    ifq_type="CMUPriQueue" if v["routing"] == "DSR" else "Queue/DropTail/PriQueue",
                    ifq_len=50,
                    ant_type="Antenna/OmniAntenna", prop_type="Propagation/TwoRayGround",
                    phy_type="Phy/WirelessPhy", channel=sim.channel(), topo_instance=topo,
                    agent_trace=True, router_trace=True, mac_trace=bool(mac_trace))
    row = []
    for x, y in geo["fixed"]:
        n = sim.node()
        n.set_position(x, y, 0)
        row.append(n)
    mover = sim.node()
    mover.set_position(*geo["start"], 0)
    sim.at(0, lambda: mover.setdest(*geo["dest"], geo["speed"]))
    udp, null = sim.agent("Agent/UDP"), sim.agent("Agent/Null")
    sim.attach_agent(row[0], udp)
    sim.attach_agent(mover, null)
    sim.connect(udp, null)
    cbr = sim.cbr(udp, packet_size=512, rate="200Kb")
    sim.at(0, cbr.start)
    sim.at(v["finish"], cbr.stop)
    if run:
        sim.run(until=v["finish"])
        sim.flush_trace()
    return {"sim": sim, "row": row, "mover": mover, "cbr": cbr, "null": null, "geometry": geo}
