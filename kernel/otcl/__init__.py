"""Run ns-2 OTcl scripts unmodified on the nslab kernel.

The script runs in the Tcl interpreter that ships with Python (tkinter's, made by its C module).
`new Class` makes a Python object and a Tcl command of the same handle
(`_o12`) that dispatches its instance procedures (`$ns duplex-link ...`,
`$tcp set window_ 100`) to that object.  Class defaults (`Agent/TCP set
window_ 65000`) live in a per-class table and are applied at `new`, walking
the class path as OTcl inheritance does.  OTcl's object system (`Class`,
`instproc`, `instvar`, `next`, `info`) is written in Tcl (otcl.tcl): a script's
classes, and the instprocs it adds to built-in classes (`Simulator instproc
finish`, `Agent/Ping instproc recv`), are looked up before the Python side.

nam traces are written as ns-2 writes them (`nam`; the kernel writes the packet and
motion lines of wireless nodes, kernel/radio/nam.pxi).
Anything a script asks for that nslab does not implement fails with a Tcl
error naming the command, which Tcl's errorInfo places at its script line.

The package's modules, from the bottom up:

* `base`: TclObject, the base of every script object, and how values print in Tcl;
* `traffic_objects`: agents, applications, random variables, error models, RNGs;
* `network_objects`: nodes, wireless objects, links, queues, monitors;
* `nam`: the nam trace's header and hints (the kernel writes its packet lines);
* `packet_headers`: which packet headers a script keeps (`remove-all-packet-headers`);
* `simulator_object`: the Simulator object (`$ns ...`);
* `runner`: Runner, one script run, and run_script; with `prelude.tcl`, the Tcl glue it
  loads into each interpreter, and `otcl.tcl`, OTcl's classes and objects.
"""
from ..errors import ScriptError
from .base import TRACED_DOUBLES, TclObject
from .network_objects import (ChannelObject, FlowClassifierObject, FlowMonObject, FlowObject,
                              GodObject, IntegratorObject, LinkObject, MobileNodeObject,
                              NodeObject, PropagationObject, QueueMonitorObject, QueueObject,
                              TopographyObject)
from .runner import CLASSES, EXIT_MARK, NO_TCL, NS2_CLASSES, OTCL, PRELUDE, Runner, run_script
from .simulator_object import SimulatorObject
from .traffic_objects import (AgentObject, ApplicationObject, ErrorModelObject, FtpObject,
                              RandomVariableObject, RngObject)

__all__ = ["Runner", "run_script", "ScriptError", "CLASSES", "NS2_CLASSES", "EXIT_MARK", "NO_TCL",
           "PRELUDE", "OTCL", "TRACED_DOUBLES", "TclObject", "SimulatorObject", "NodeObject",
           "MobileNodeObject", "TopographyObject", "ChannelObject", "PropagationObject",
           "GodObject", "LinkObject", "QueueObject", "QueueMonitorObject", "FlowMonObject",
           "FlowObject", "FlowClassifierObject", "IntegratorObject", "AgentObject", "FtpObject",
           "ApplicationObject", "RandomVariableObject", "ErrorModelObject", "RngObject"]
