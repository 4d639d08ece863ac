"""The wired scenarios of labs 01-03: each builds a kernel simulation from a few knobs.

    >>> from nslab.widgets import scenarios
    >>> run = scenarios.SINGLE_SENDER.run(queue_limit=10, endtime=20)
    >>> run.summary()["goodput_pkts"]

The labs' presets are at the bottom: SINGLE_SENDER = basic1, TP_WINDOW = seed
003's lab, TWO_SENDERS = basic2, RENO_VS_VEGAS = 16.5, FOUR_FLAVOURS = seed
001's chain; SCENARIOS names them all.  Each is a Scenario
(nslab.widgets.scenario_base) of a builder below and its knobs.

The builders create the objects in the same order as the reference scripts
(tests/reference/scenarios/basic1.tcl, basic2.tcl, flavors4.tcl), so a run
gives the same numbers as `nslab run` (and ns-2) on those scripts.
"""
from .. import params as P
from .scenario_base import Flow, Knob, Scenario, Topology

__all__ = ["SINGLE_SENDER", "TP_WINDOW", "TWO_SENDERS", "RENO_VS_VEGAS", "FOUR_FLAVOURS",
           "SCENARIOS", "FLAVOURS", "ENDTIME", "START", "FLAVOUR", "TELNET_TO"]

# TCP flavours by short name -> (sender class, sink class), from the kernel's registry
# (the one-way ones: a sender and a sink)
FLAVOURS = {flavour: (cls, P.sink_for(flavour)) for cls, (flavour, _) in P.TCP_CLASSES.items()
            if flavour not in P.TWO_WAY_TCP}

# scenario-level parameters that are not a kernel object's variable, declared
# in the kernel's Param format
ENDTIME = P.Param("endtime", 10.0, "time", "s", 0.01, 1e5, "simulated time (the run stops there)")
START = P.Param("start", 0.0, "time", "s", 0.0, 1e5, "time the FTP source starts")
FLAVOUR = P.Param("flavour", "Reno", "choice", "", help="TCP sender class (and its sink)")
TELNET_TO = P.Param("telnet_to", "D", "choice", "",
                    help="where the Telnet flows end: D (across the bottleneck) or R")
SEED = P.Param("seed", 1, "int", "", 1, 2**31 - 2,
               "seed of ns-2's default random stream (ns-random), which draws the senders' "
               "overhead delays and the phase of their clock ticks: another seed repeats the "
               "run with other draws")


# ---- builders -------------------------------------------------------------------------------

def _tracevars(agent):
    for v in ("cwnd_", "ssthresh_", "ack_", "maxseq_", "backoff_"):
        agent.tracevar(v)


def _build_single(sim, v):
    """basic1 (Dordal 16.2), with the knobs of basic1.tcl's arguments."""
    A, R, B = sim.node(), sim.node(), sim.node()
    sim.duplex_link(A, R, v["bandwidth_ar"] * 1e6, v["delay_ar"] * 1e-3)
    sim.duplex_link(R, B, v["bandwidth_rb"] * 1e6, v["delay_rb"] * 1e-3)
    sim.queue_limit(R, B, v["queue_limit"])
    if v["lossrate"] > 0:
        em = sim.error_model(rate=v["lossrate"], unit="pkt")
        em.ranvar = sim.random_variable("Uniform")
        sim.lossmodel(em, R, B)
    cls, sink_cls = FLAVOURS[v["flavour"]]
    tcp = sim.agent(cls)
    tcp.set(fid=0, window=v["window"], packet_size=v["packet_size"])
    if v["maxcwnd"]:
        tcp.set(maxcwnd=v["maxcwnd"])
    if v["flavour"] == "Vegas":
        tcp.set(v_alpha=v["v_alpha"], v_beta=v["v_beta"])
    sim.attach_agent(A, tcp)
    _tracevars(tcp)
    sink = sim.agent(sink_cls)
    sim.attach_agent(B, sink)
    sim.connect(tcp, sink)
    sim.at(v["start"], sim.ftp(tcp).start)
    size = v["packet_size"] + (0 if v["flavour"] == "Vegas" else 40)
    flow = Flow(0, "A→B (%s)" % v["flavour"], v["flavour"], A.id, B.id, tcp, sink, size)
    return Topology(["A", "R", "B"], {"A": (0, 0), "R": (1, 0), "B": (2, 0)},
                    (R.id, B.id), [flow])


def _build_two(sim, v):
    """basic2 (Dordal 16.3-16.5): A and B send to D through R."""
    A, B, R, D = sim.node(), sim.node(), sim.node(), sim.node()
    bw = v["bottleneck_bw"] * 1e6
    sim.duplex_link(A, R, bw * 10, 0.010)
    sim.duplex_link(B, R, bw * 10, (10 + v["delay_b"]) * 1e-3)
    sim.duplex_link(R, D, bw, 0.100)
    sim.queue_limit(R, D, v["queue_limit"])
    # `ns-random SEED` in the script's words; seed 1 is ns-2's own start, so the default run
    # stays the reference script's
    sim.default_rng.set_state(sim.rng_package.reseed(v["seed"]))
    common = {"window_": v["window"], "packetSize_": 960, "overhead_": v["overhead"]}

    def tcp_agent(flavour, fid):
        cls, _ = FLAVOURS[flavour]
        values = dict(common)
        if flavour == "Vegas":
            values["packetSize_"] = 1000            # basic2.tcl: Vegas counts the headers
        agent = sim.agent(cls, **values)
        agent.set(fid=fid)
        if flavour == "Vegas":
            agent.set(v_alpha=v["v_alpha"], v_beta=v["v_beta"])
        return agent

    f0, f1 = v["flavour0"], v["flavour1"]
    tcp0 = tcp_agent(f0, 0)
    _tracevars(tcp0)
    sim.attach_agent(A, tcp0)
    tcp1 = tcp_agent(f1, 1)
    _tracevars(tcp1)
    sim.attach_agent(B, tcp1)
    end0, end1 = sim.agent(FLAVOURS[f0][1]), sim.agent(FLAVOURS[f1][1])
    sim.attach_agent(D, end0)
    sim.attach_agent(D, end1)
    sim.connect(tcp0, end0)
    sim.connect(tcp1, end1)
    flows = [Flow(0, "A→D (%s)" % f0, f0, A.id, D.id, tcp0, end0, 1000),
             Flow(1, "B→D (%s)" % f1, f1, B.id, D.id, tcp1, end1, 1000)]
    if v["tninterval"] > 0:
        far = D if v["telnet_to"] == "D" else R
        tn = []
        for node, fid in ((A, 10), (B, 11)):
            agent = sim.agent("Agent/TCP", **common)
            sim.attach_agent(node, agent)
            agent.set(fid=fid)
            tn.append(agent)
        sinks = [sim.agent("Agent/TCPSink"), sim.agent("Agent/TCPSink")]
        for s in sinks:
            sim.attach_agent(far, s)
        for a, s in zip(tn, sinks):
            sim.connect(a, s)
        apps = [sim.application("Application/Telnet"), sim.application("Application/Telnet")]
        for app, agent in zip(apps, tn):
            app["interval_"] = v["tninterval"]
            agent["packetSize_"] = v["telnet_size"]
        for app, agent in zip(apps, tn):
            app.attach_agent(agent)
        for app in apps:
            sim.at(0.0, app.start)
        for (node, fid), a, s in zip(((A, 10), (B, 11)), tn, sinks):
            flows.append(Flow(fid, "%s→%s telnet" % ("A" if fid == 10 else "B",
                                                      v["telnet_to"]),
                              "Tahoe", node.id, far.id, a, s, v["telnet_size"] + 40, False))
    sim.at(v["start0"], sim.ftp(tcp0).start)
    sim.at(0.0, sim.ftp(tcp1).start)
    return Topology(["A", "B", "R", "D"],
                    {"A": (0, 1), "B": (0, -1), "R": (1, 0), "D": (2.2, 0)},
                    (R.id, D.id), flows)


def _build_chain(sim, v):
    """Seed 001's four-node chain (tests/reference/scenarios/flavors4.tcl)."""
    n = [sim.node() for _ in range(4)]
    sim.duplex_link(n[0], n[1], "2Mb", "10ms")
    sim.simplex_link(n[1], n[2], v["bandwidth_12"] * 1e6, "100ms")
    sim.simplex_link(n[2], n[1], v["bandwidth_12"] * 1e6, "100ms")
    sim.duplex_link(n[2], n[3], "0.5Mb", "40ms")
    for a, b in ((0, 1), (1, 0), (1, 2), (2, 1), (2, 3), (3, 2)):
        sim.queue_limit(n[a], n[b], v["queue_limit"])
    cls, _ = FLAVOURS[v["flavour"]]
    tcp = sim.agent(cls)
    tcp.set(fid=1, window=v["window"], packet_size=v["packet_size"])
    sim.attach_agent(n[0], tcp)
    _tracevars(tcp)
    sink = sim.agent({"TCPSink": "Agent/TCPSink", "DelAck": "Agent/TCPSink/DelAck",
                      "Sack1": "Agent/TCPSink/Sack1"}[v["sink"]])
    sim.attach_agent(n[3], sink)
    sim.connect(tcp, sink)
    ftp = sim.ftp(tcp)
    sim.at(v["start"], ftp.start)
    if v["stop"] < v["endtime"]:
        sim.at(v["stop"], ftp.stop)
    size = v["packet_size"] + (0 if v["flavour"] == "Vegas" else 40)
    flow = Flow(1, "n0→n3 (%s)" % v["flavour"], v["flavour"], 0, 3, tcp, sink, size)
    return Topology(["n0", "n1", "n2", "n3"],
                    {"n0": (0, 0), "n1": (1, 0), "n2": (2.2, 0), "n3": (3.2, 0)},
                    (n[1].id, n[2].id), [flow])


# ---- knobs ----------------------------------------------------------------------------------

_DELAY, _BW, _LIMIT = P.LINK["delay_"], P.LINK["bandwidth_"], P.QUEUE["limit_"]
_TCP = P.TCP
_FLAVOUR_NAMES = tuple(FLAVOURS)


def _endtime(default, high):
    return Knob("endtime", ENDTIME, default, 1.0, high, 1.0, label="end time")


_SINGLE_KNOBS = [
    Knob("queue_limit", _LIMIT, 7, 2, 100, 1, label="queue limit", target="link R→B"),
    Knob("delay_ar", _DELAY, 10.0, 0.0, 500.0, 1.0, scale=1e-3, unit="ms",
         label="delay A–R", target="link A–R"),
    Knob("delay_rb", _DELAY, 50.0, 0.0, 500.0, 1.0, scale=1e-3, unit="ms",
         label="delay R–B", target="link R–B"),
    Knob("bandwidth_ar", _BW, 10.0, 0.1, 100.0, 0.1, scale=1e6, unit="Mbit/s",
         label="bw A–R", target="link A–R"),
    Knob("bandwidth_rb", _BW, 0.8, 0.1, 10.0, 0.1, scale=1e6, unit="Mbit/s",
         label="bw R–B", target="link R–B"),
    Knob("window", _TCP["window_"], 100, 1, 400, 1, label="window", target="the sender"),
    Knob("maxcwnd", _TCP["maxcwnd_"], 0, 0, 400, 1, label="max cwnd", target="the sender"),
    Knob("packet_size", _TCP["packetSize_"], 960, 100, 1460, 10, label="packet size",
         target="the sender"),
    Knob("flavour", FLAVOUR, "Reno", choices=_FLAVOUR_NAMES, label="TCP", target="the sender"),
    Knob("lossrate", P.ERROR_MODEL["rate_"], 0.0, 0.0, 0.1, 0.001, label="loss rate",
         target="an ErrorModel on R→B"),
    Knob("v_alpha", P.VEGAS["v_alpha_"], 1, 0, 40, 1, label="Vegas α", target="a Vegas sender"),
    Knob("v_beta", P.VEGAS["v_beta_"], 3, 0, 40, 1, label="Vegas β", target="a Vegas sender"),
    Knob("start", START, 0.0, 0.0, 10.0, 0.1, label="start"),
    _endtime(10.0, 1000.0),
]

_TWO_KNOBS = [
    Knob("delay_b", _DELAY, 0.0, 0.0, 400.0, 1.0, scale=1e-3, unit="ms",
         label="delayB", target="link B–R (added to its 10 ms)"),
    Knob("overhead", _TCP["overhead_"], 0.0, 0.0, 0.05, 0.0005, unit="s",
         label="overhead", target="every TCP sender"),
    Knob("bottleneck_bw", _BW, 0.8, 0.1, 10.0, 0.1, scale=1e6, unit="Mbit/s",
         label="bottleneck bw", target="link R–D (A–R and B–R get 10×)"),
    Knob("queue_limit", _LIMIT, 20, 2, 250, 1, label="queue limit", target="link R→D"),
    Knob("flavour0", FLAVOUR, "Reno", choices=_FLAVOUR_NAMES, label="TCP A", target="flow 0"),
    Knob("flavour1", FLAVOUR, "Reno", choices=_FLAVOUR_NAMES, label="TCP B", target="flow 1"),
    Knob("window", _TCP["window_"], 65000, 1, 65000, 1, label="window",
         target="every TCP sender"),
    Knob("v_alpha", P.VEGAS["v_alpha_"], 1, 0, 40, 1, label="Vegas α", target="Vegas senders"),
    Knob("v_beta", P.VEGAS["v_beta_"], 3, 0, 40, 1, label="Vegas β", target="Vegas senders"),
    Knob("tninterval", P.TELNET["interval_"], 0.0, 0.0, 1.0, 0.001, unit="s",
         label="telnet interval", target="two Telnet sources (0: none)"),
    Knob("telnet_size", _TCP["packetSize_"], 210, 1, 1000, 1, label="telnet size",
         target="the Telnet TCP agents"),
    Knob("telnet_to", TELNET_TO, "D", choices=("D", "R"), label="telnet to"),
    Knob("start0", START, 0.0, 0.0, 1.0, 0.001, label="start A", target="flow 0's FTP"),
    Knob("seed", SEED, 1, 1, 1000, 1, label="seed", target="the default random stream"),
    _endtime(100.0, 3000.0),
]

_CHAIN_KNOBS = [
    Knob("flavour", FLAVOUR, "Tahoe", choices=("Tahoe", "Reno", "Newreno", "Vegas", "Sack1"),
         label="TCP", target="the sender"),
    Knob("sink", P.Param("sink", "TCPSink", "choice", "", help="receiver class"), "TCPSink",
         choices=("TCPSink", "DelAck", "Sack1"), label="sink"),
    Knob("queue_limit", _LIMIT, 20, 2, 100, 1, label="queue limit", target="every link"),
    Knob("bandwidth_12", _BW, 0.3, 0.05, 2.0, 0.05, scale=1e6, unit="Mbit/s",
         label="bw n1–n2", target="links n1→n2 and n2→n1"),
    Knob("window", _TCP["window_"], 8000, 1, 8000, 1, label="window", target="the sender"),
    Knob("packet_size", _TCP["packetSize_"], 552, 100, 1460, 1, label="packet size",
         target="the sender"),
    Knob("start", START, 1.0, 0.0, 10.0, 0.1, label="start"),
    Knob("stop", P.Param("stop", 99.0, "time", "s", 0, 1e5, "time the FTP source stops"),
         99.0, 1.0, 1000.0, 1.0, label="stop"),
    _endtime(100.0, 1000.0),
]

SINGLE_SENDER = Scenario(
    "single_sender", "One Reno sender through a router (basic1, Dordal 16.2)",
    _build_single, _SINGLE_KNOBS, "tests/reference/scenarios/basic1.tcl")

# Seed 003's lab: its script (tpWindow.tcl) is not printed; the lab's text gives
# a 1 Mbit/s link, a queue of 20 packets, 500-byte payloads and the default
# (Tahoe) agent, with the window cap and the delay as arguments.  We put the
# sender behind a fast access link, so the queue is at the router.
TP_WINDOW = SINGLE_SENDER.preset(
    "tp_window", "Window cap, Tahoe and induced loss (seed 003's lab)",
    flavour="Tahoe", bandwidth_ar=10.0, delay_ar=1.0, bandwidth_rb=1.0, delay_rb=100.0,
    queue_limit=20, packet_size=500, window=150, endtime=30.0)

TWO_SENDERS = Scenario(
    "two_senders", "Two senders competing at R (basic2, Dordal 16.3-16.4)",
    _build_two, _TWO_KNOBS, "tests/reference/scenarios/basic2.tcl")

RENO_VS_VEGAS = TWO_SENDERS.preset(
    "reno_vs_vegas", "Reno against Vegas (Dordal 16.5)",
    flavour0="Reno", flavour1="Vegas", bottleneck_bw=8.0, overhead=0.002, v_alpha=3,
    v_beta=6, endtime=60.0)

FOUR_FLAVOURS = Scenario(
    "four_flavours", "Tahoe, Reno, Newreno, Vegas on a 4-node chain (seed 001)",
    _build_chain, _CHAIN_KNOBS, "tests/reference/scenarios/flavors4.tcl")

SCENARIOS = {s.name: s for s in (SINGLE_SENDER, TP_WINDOW, TWO_SENDERS, RENO_VS_VEGAS,
                                 FOUR_FLAVOURS)}
