"""ns-2's satellite extensions (tcl/lib/ns-sat.tcl, satellite/*.cc): what nslab has of them.

A script configures satellite nodes with `$ns node-config -satNodeType ...`, places them
(`$n set-position`), joins ground terminals to a satellite's up- and downlink channels
(`$n add-gsl`), may put an error model on a terminal's receiving interface
(`interface-errormodel`), traces the satellite links (`$ns trace-all-satlinks`) and
computes the routes (`[new SatRouteObject] compute_routes`).

nslab models the bent-pipe (geo-repeater) case: a geostationary satellite that repeats
what it hears on its uplink onto its downlink.  A terminal's interface reaches the
terminal that routing chooses as next hop in one hop of the two propagation delays
(kernel/satellite/api.pxi says how that becomes a kernel link).  Processing satellites
(geo and polar: their own queues, routing agents, inter-satellite links, handoffs) are
refused with an error that names them.

geometry.py: positions and propagation delays; network.py: the nodes, interfaces and
channels and the links they make; objects.py: the Tcl objects and commands.
"""

# ns-2 classes of the satellite extensions whose class variables a script may set (the
# Tcl runner declares them at start-up, before this package's Tcl objects are imported)
CLASS_NAMES = ["Node/SatNode", "Position/Sat", "Position/Sat/Polar", "Position/Sat/Geo",
               "Position/Sat/Term", "HandoffManager", "HandoffManager/Term",
               "HandoffManager/Sat", "SatRouteObject", "Mac/Sat", "Mac/Sat/UnslottedAloha",
               "LL/Sat", "Phy/Sat", "Phy/Repeater", "Channel/Sat", "Agent/SatRoute"]
