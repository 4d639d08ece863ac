"""Scalable Reliable Multicast in a script: ns-2.35's Agent/SRM and its variants
(Deterministic, Probabilistic, Fixed, Adaptive) and SRMErrorModel.

An SRM agent joins its group at `start` and from then on sends a session message now and
then (nslab.mcast.srm_events), each carrying, for every member it knows, the last
message id it has from that member and the times of that member's last session message;
data comes from the application attached to it (or an old Agent/CBR made its
`traffic-source`).  From what arrives, each agent keeps per sender the highest message id
seen and which ones arrived, and the one-way distance to it (half the round trip read
off session messages, in ms, integer as ns-2 keeps it).  A gap in a sender's ids, in a
data message, request, repair or session message, is a loss: the agent makes a request
event for each missing id; a member hearing a request for a message it has makes a
repair event; requests and repairs heard for a pending message back the event off or end
it (srm_events).  ns-2 keeps the per-sender tables in C++ (mcast/srm.cc) and the events
in its Tcl library; here both are this Python side, driven by the kernel's agent
(kernel/mcast/srm.pxi), which hands up every packet it receives.

The agent's Tcl variables are those of ns-2's library (C1_, C2_, D1_, D2_, sessionDelay_,
requestBackoffLimit_, distanceCompute_, the event classes' names, and Adaptive SRM's
bounds), kept as Tcl variables of the object, with the class values ns-2's library gives
(LIBRARY) unless the script set others; `$srm trace file` writes each event's steps to a
file; `tracevar` on one of them writes nam `f` lines on its changes once the agent is
nam-traced (`add-agent-trace`).  Not implemented (an error names them): `log` (ns-2's
per-event statistics dump), eventtrace-all with SRM agents, and other event classes than
ns-2's SRM/request, SRM/repair, SRM/session and their Adaptive versions.
"""
import math

from .._kernel import em_make_srm, srm_add_agent, srm_send, srm_traffic_source
from ..errors import ScriptError
from ..otcl.traffic_objects import AgentObject, ErrorModelObject
from .srm_events import SrmRepair, SrmRequest, SrmSession, smooth, tcl_double, tcl_number

# What ns-2.35's library sets on each SRM class (its Tcl variables and bound ones).
LIBRARY = {
    "Agent/SRM": {
        "packetSize_": "1024", "groupSize_": "0", "app_fid_": "0", "distanceCompute_": "ewma",
        "C1_": "2.0", "C2_": "2.0", "requestFunction_": "SRM/request",
        "requestBackoffLimit_": "5", "D1_": "1.0", "D2_": "1.0",
        "repairFunction_": "SRM/repair", "sessionDelay_": "1.0",
        "sessionFunction_": "SRM/session"},
    "Agent/SRM/Deterministic": {"C2_": "0.0", "D2_": "0.0"},
    "Agent/SRM/Probabilistic": {"C1_": "0.0", "D1_": "0.0"},
    "Agent/SRM/Fixed": {},
    "Agent/SRM/Adaptive": {
        "pdistance_": "0.0", "requestor_": "0",
        "C1_": "2.0", "MinC1_": "0.5", "MaxC1_": "2.0",
        "C2_": "2.0", "MinC2_": "1.0", "MaxC2_": "1.0",
        "D1_": "-1", "MinD1_": "0.5", "MaxD1_": "0.0",
        "D2_": "-1", "MinD2_": "1.0", "MaxD2_": "1.0",
        "requestFunction_": "SRM/request/Adaptive", "repairFunction_": "SRM/repair/Adaptive",
        "AveDups_": "1.0", "AveDelay_": "1.0", "eps_": "0.10"},
}
CLASS_NAMES = tuple(LIBRARY)
# the Tcl variables each new agent takes from its class (ns-2's init-instvar)
INSTVARS = ("sessionDelay_", "C1_", "C2_", "D1_", "D2_", "requestFunction_",
            "repairFunction_", "sessionFunction_", "requestBackoffLimit_", "distanceCompute_")
SRM_HEADER = 16                 # bytes of SRM header every message carries
SESSION_DELAY_CLASS = "SRM/session"


def class_value(runner, cls, name):
    """A class variable as OTcl finds it: the nearest class up from `cls` that has it,
    the script's setting of a class before the library's."""
    parts = cls.split("/")
    for i in range(len(parts), 0, -1):
        level = "/".join(parts[:i])
        if name in runner.class_vars.get(level, {}):
            return runner.class_vars[level][name]
        if name in LIBRARY.get(level, {}):
            return LIBRARY[level][name]
    raise ScriptError("%s: no class variable %r" % (cls, name))


class SenderState:
    """What an agent knows of one sender (ns-2's SRMinfo)."""
    __slots__ = ("sender", "lsess", "send_time", "recv_time", "distance", "ldata", "received")

    def __init__(self, sender):
        self.sender = sender
        self.lsess = -1
        self.send_time = self.recv_time = 0
        self.distance = 1.0
        self.ldata = -1
        self.received = set()


class SrmRecord:
    """What a control message carries besides its type and message id."""
    __slots__ = ("sender", "round", "distance", "table")

    def __init__(self, sender, rnd, distance, table=None):
        self.sender, self.round, self.distance, self.table = sender, rnd, distance, table


class SrmAgentObject(AgentObject):
    """Agent/SRM and its variants but Adaptive (nslab.mcast.srm_adaptive)."""
    tcl_class = "Agent/SRM"
    adaptive = False
    request_classes = {"SRM/request": SrmRequest}
    repair_classes = {"SRM/repair": SrmRepair}

    def setup(self, cls):
        runner = self.runner
        self.variant = cls
        self.own = SenderState(-1)
        self.states = None              # sender -> SenderState, from `start`
        self.chain = [self.own]         # the table's order in session messages
        self.group_size = int(tcl_number(class_value(runner, cls, "groupSize_")))
        self.sess_ctr = -1
        self.requestor = 0              # requestor_: whom the last repair answered
        self.pending, self.done, self.old = {}, {}, {}
        self.stats = {"dup-req": -1, "ave-dup-req": -1, "dup-rep": -1, "ave-dup-rep": -1,
                      "req-delay": 0.0, "ave-req-delay": -1, "rep-delay": 0.0,
                      "ave-rep-delay": -1}
        self.session = None
        self.trace_channel = None
        self.nam_name = self.nam_channel = None
        self.traced = []                # traced variables, newest first
        self.traced_values = {}         # what the trace saw last of each
        self.old_values = {}            # what the last nam line gave each
        for name in INSTVARS:
            self.instvars[name] = class_value(runner, cls, name)

    # ---- helpers the events use ----------------------------------------------------

    def now(self):
        return self.runner.sim.now

    def now_text(self):
        return "%.17g" % self.runner.sim.now         # as [$ns now] prints it

    def node_id(self):
        if self.agent.node is None:
            raise ScriptError("%s: the SRM agent is not attached to a node" % self.handle)
        return self.agent.node.id

    def var(self, name):
        return self.instvars[name]

    def set_var(self, name, value):
        self.instvars[name] = value

    def uniform(self, a, b):
        return float(str(self.runner.tcl.call("uniform", a, b)))

    def at(self, when, action):
        """ns-2's `$ns at when`: the event runs at now + (when - now); the returned
        handle cancels it."""
        handle = [True]

        def run():
            if handle[0]:
                action()
        self.runner.sim.kernel.schedule_command(when - self.now(), run)
        return handle

    def trace_step(self, event, text):
        self.runner.tcl.call("puts", event.trace_channel, "%7.4f n %d m <%s:%s> r %s %s" % (
            self.now(), event.nid, event.sender, event.msgid, event.round, text))

    def round_of(self, sender, msgid):
        return self.old.get((sender, msgid), 0)

    def distance_text(self, node):
        """ns-2's `$srm distance? node`: the distance with C's %lf."""
        return "%f" % self.state_of(int(tcl_number(node))).distance

    # ---- the per-sender table (ns-2's C++ part) ---------------------------------------

    def state_of(self, sender):
        if self.states is None:
            raise ScriptError("%s: the SRM agent got a message before its `start`" % self.handle)
        state = self.states.get(sender)
        if state is None:
            state = self.states[sender] = SenderState(sender)
            self.chain.insert(1, state)
            self.group_size += 1
        return state

    def detect(self, state, highest):
        """Request every id up to `highest` not yet received from the state's sender."""
        if state.ldata >= highest:
            return
        missing = [i for i in range(state.ldata + 1, highest + 1) if i not in state.received]
        self.request(state.sender, missing)

    def srm_recv(self, kind, source, msgid, number):
        """A packet for the group (the kernel's upcall)."""
        record = self.runner.srm_records[number - 1] if number > 0 else None
        self.heard_distance(record)
        if kind == 1:
            self.recv_data(source, msgid)
        elif kind == 3:
            self.recv_rqst(source, record.round, record.sender, msgid)
        elif kind == 4:
            self.recv_repr(record.round, record.sender, msgid)
        elif kind == 2:
            self.recv_sess(msgid, record.table)

    def heard_distance(self, record):
        """Adaptive SRM reads the sender's distance estimate (srm_adaptive)."""

    def recv_data(self, sender, msgid):
        if not self.arrived(sender, msgid):
            self.data_again(sender, msgid)

    def arrived(self, sender, msgid):
        """A data message or repair: False if its id is not new (the events decide)."""
        state = self.state_of(sender)
        if msgid <= state.ldata:
            return False
        self.detect(state, msgid - 1)
        state.received.add(msgid)
        state.ldata = msgid
        return True

    def recv_rqst(self, requestor, rnd, sender, msgid):
        state = self.state_of(sender)
        if msgid > state.ldata:
            self.detect(state, msgid)
            state.ldata = msgid
        else:
            self.recv_request(requestor, rnd, sender, msgid)

    def recv_repr(self, rnd, sender, msgid):
        if not self.arrived(sender, msgid):
            self.recv_repair(rnd, sender, msgid)

    def recv_sess(self, sess_ctr, table):
        count, blocks = table
        me = self.agent.node.id
        sender, highest, _, sent_at = blocks[0]
        if sender == me:
            return
        state = self.state_of(sender)
        if state.lsess > sess_ctr:
            return
        now = int(self.now() * 1000)
        state.lsess, state.recv_time, state.send_time = sess_ctr, now, sent_at
        self.detect(state, highest)
        state.ldata = max(state.ldata, highest)
        for member, member_highest, recv_time, send_time in blocks[1:count]:
            if member == me and now:
                rtt = (now - sent_at) + (recv_time - send_time)
                self.state_of(sender).distance = rtt / 2 / 1000
                continue
            state = self.state_of(member)
            self.detect(state, member_highest)
            state.ldata = max(state.ldata, member_highest)

    def send_session(self):
        self.sess_ctr += 1
        blocks = [(s.sender, s.ldata, s.recv_time, s.send_time) for s in self.chain]
        blocks[0] = blocks[0][:3] + (int(self.now() * 1000),)
        size = (1 + self.group_size * 4) * 4
        self.send("session", self.sess_ctr, size + SRM_HEADER,
                  SrmRecord(self.agent.node.id, 0, 0.0, (self.group_size, blocks)))

    def send_request(self, rnd, sender, msgid):
        self.send("request", int(msgid), SRM_HEADER,
                  SrmRecord(int(sender), int(rnd), self.sent_distance(int(sender))))

    def send_repair(self, rnd, sender, msgid):
        self.send("repair", int(msgid), SRM_HEADER + self.agent["packetSize_"],
                  SrmRecord(int(sender), int(rnd), self.sent_distance(self.requestor)))

    def sent_distance(self, node):
        """The distance Adaptive SRM's header carries (others carry none)."""
        return 0.0

    def send(self, kind, msgid, size, record):
        records = self.runner.srm_records
        records.append(record)
        srm_send(self.runner.sim.kernel, self.agent.id, kind, msgid, size, len(records))

    # ---- loss recovery (ns-2's Tcl library) ---------------------------------------------

    def new_event(self, table, function, *args):
        name = self.var(function)
        if name not in table:
            raise ScriptError("%s %s %s: nslab implements %s" % (
                self.handle, function, name, " and ".join(sorted(table))))
        return table[name](self, *args)

    def request(self, sender, msgids):
        for msgid in msgids:
            if (sender, msgid) in self.pending:
                raise ScriptError("duplicate loss detection in agent")
            event = self.pending[sender, msgid] = self.new_event(self.request_classes,
                                                                 "requestFunction_")
            event.set_params(sender, msgid)
            event.schedule()
        if msgids:      # ns-2 counts every loss as new (its test reads an unset variable)
            self.mark_period("dup-req")

    def recv_request(self, requestor, rnd, sender, msgid):
        event = self.pending.get((sender, msgid))
        if event is None:
            self.repair(requestor, sender, msgid)
            return
        if rnd == 1:
            self.stats["dup-req"] += event.dup_request()
        event.heard_request()

    def repair(self, requestor, sender, msgid):
        if (sender, msgid) in self.pending:
            raise ScriptError("duplicate repair detection in agent??  really??")
        if self.variant == "Agent/SRM/Fixed":
            self.set_var("D1_", self.log_group())
            self.set_var("D2_", self.log_group())
        event = self.pending[sender, msgid] = self.new_event(self.repair_classes,
                                                             "repairFunction_", requestor)
        event.set_params(sender, msgid)
        event.schedule()
        self.mark_period("dup-rep")

    def log_group(self):
        if self.group_size <= 0:
            raise ScriptError("%s: log10 of groupSize_ %d: domain error: argument not in "
                              "valid range" % (self.handle, self.group_size))
        return tcl_double(math.log10(self.group_size))

    def recv_repair(self, rnd, sender, msgid):
        event = self.pending.get((sender, msgid))
        if event is None:
            return              # a late repair, or one for a request not heard
        if rnd == 1:
            self.stats["dup-rep"] += event.dup_repair()
        event.heard_repair()

    def data_again(self, sender, msgid):
        event = self.pending.get((sender, msgid))
        if event is None:
            raise ScriptError("%s recv data %d %d: Oy vey!  How did we get here?"
                              % (self.handle, sender, msgid))
        if event.round == 1:
            event.cancel("DATA")
            event.trace("Q", "DATA")
            event.deleted = True
            del self.pending[sender, msgid]
        else:
            event.heard_repair()

    def clear_at(self, when, event):
        sender, msgid = event.sender, event.msgid
        self.at(when, lambda: self.clear(event, sender, msgid))

    def clear(self, event, sender, msgid):
        if event.deleted:
            raise ScriptError('invalid command name for the SRM event of <%s:%s> at %s clear'
                              % (sender, msgid, self.handle))
        self.done[sender, msgid] = event
        self.old[sender, msgid] = event.round
        if (sender, msgid) not in self.pending:
            raise ScriptError("can't unset \"pending_(%s:%s)\": no such element in array"
                              % (sender, msgid))
        del self.pending[sender, msgid]
        if len(self.done) > 32:
            self.at(self.now() + 0.01, self.cleanup)

    def cleanup(self):
        for event in self.done.values():
            event.deleted = True
        self.done = {}

    def mark_period(self, name):
        self.compute_ave(name)
        self.stats[name] = 0

    def compute_ave(self, name):
        self.stats["ave-" + name] = smooth(self, "ewma", self.stats["ave-" + name],
                                           self.stats[name])

    def update_ave(self, kind, delay):
        self.stats[kind + "-delay"] = delay
        self.compute_ave(kind + "-delay")

    # ---- the script's commands ----------------------------------------------------------

    def tcl_set(self, name, *value):
        if name == "groupSize_":
            if value:
                self.group_size = int(tcl_number(value[0], "groupSize_"))
                return value[0]
            return str(self.group_size)
        return super().tcl_set(name, *value)

    def tcl_start(self):
        me = self.node_id()
        self.own.sender, self.own.distance = me, 0.0
        self.states = {me: self.own}
        self.group_size += 1
        group = self.agent["dst_addr_"]
        node = self.runner.lookup(self.runner.handle_of_node(self.agent.node))
        node.invoke("join-group", (self.handle, str(group)))
        name = self.var("sessionFunction_")
        if name != SESSION_DELAY_CLASS:
            raise ScriptError("%s sessionFunction_ %s: nslab implements %s"
                              % (self.handle, name, SESSION_DELAY_CLASS))
        self.session = SrmSession(self)
        self.session.schedule()

    def tcl_start_source(self):
        if "tg_" not in self.instvars:
            raise ScriptError("No source defined for agent %s" % self.handle)
        self.runner.tcl.call(self.instvars["tg_"], "start")

    def tcl_traffic_source(self, source):
        """`$srm traffic-source $cbr`: an old Agent/CBR sends through this agent."""
        cbr = self.runner.lookup(source)
        generator = getattr(cbr, "generator", None)
        if generator is None:
            raise ScriptError("%s traffic-source %s: nslab implements an Agent/CBR as the "
                              "source" % (self.handle, source))
        self.instvars["tg_"] = source
        srm_traffic_source(self.runner.sim.kernel, self.agent.id, cbr.agent.id)
        self.runner.lookup(generator).app.attach_agent(self.agent)

    def tcl_trace(self, channel, *tracer):
        if tracer:
            return super().tcl_trace(channel, *tracer)
        self.trace_channel = channel
        self.instvars["trace_"] = channel           # as ns-2's library keeps it

    def tcl_log(self, channel):
        raise ScriptError("%s log %s: the SRM events' statistics log is not implemented in "
                          "nslab" % (self.handle, channel))

    def tcl_sessionFunction(self, name):
        self.set_var("sessionFunction_", name)

    def tcl_requestFunction(self, name):
        self.set_var("requestFunction_", name)

    def tcl_repairFunction(self, name):
        self.set_var("repairFunction_", name)

    # ---- nam: traced variables ------------------------------------------------------------

    def tcl_tracevar(self, name):
        if name not in self.instvars:
            raise ScriptError("%s tracevar %s: nslab traces the SRM agent's Tcl variables "
                              "(C1_, C2_, D1_, ...)" % (self.handle, name))
        self.traced.insert(0, name)
        self.traced_values[name] = ""
        self.runner.tcl.eval("trace add variable ::nslab::o::%s::%s write "
                             "{::nslab::call %s nslab-traced %s}" % (self.handle, name,
                                                                     self.handle, name))
        self.runner.nam.agent_vars[self.agent] = self

    def tcl_nslab_traced(self, name, *where):
        """A traced variable was written: its nam line, once the run began."""
        value = self.instvars[name]
        self.traced_values[name] = value
        if self.nam_channel is None or not self.runner.nam.started:
            return
        old = self.old_values.get(name)
        self.old_values[name] = value
        self.nam_line("f -t %.15g -s %d -d %d -n %s -a %s -v %s%s -T v" % (
            self.now(), self.node_id(), self.agent["dst_addr_"], name, self.nam_name, value,
            "" if old is None else " -o " + old))

    def nam_started(self, name, channel):
        """dump-namtracedvars: the agent's name in nam, and a line per traced variable."""
        self.nam_name, self.nam_channel = name, channel
        for var in self.traced:
            value = self.traced_values[var]
            self.old_values[var] = value
            self.nam_line("f -t %.15g -s %d -d %d -n %s -a %s -v %s -T v" % (
                self.now(), self.node_id(), self.agent["dst_addr_"], var, name, value))

    def delete_agent_trace(self):
        """`$ns delete-agent-trace`: each written variable's last value, marked final."""
        if self.nam_channel is None or self.nam_name is None:
            return
        for var in self.traced:
            if self.traced_values[var] != "":
                self.nam_line("f -t %.15g -s %d -d %d -n %s -a %s -o %s -T v -x" % (
                    self.now(), self.node_id(), self.agent["dst_addr_"], var, self.nam_name,
                    self.traced_values[var]))
        self.nam_name = "(null)"        # ns-2 forgets the name (its later lines say so)

    def nam_line(self, line):
        self.runner.tcl.call("puts", self.nam_channel, line)


class SrmErrorModelObject(ErrorModelObject):
    """SRMErrorModel: drops chosen SRM data messages (`drop-packet type cycle offset`)."""
    tcl_class = "SRMErrorModel"
    # ns-2's packet_t numbers of the types a script may name
    TYPES = {0: "tcp", 1: "udp", 2: "cbr"}

    def tcl_drop_packet(self, ptype, cycle, offset):
        kind = int(tcl_number(ptype, "drop-packet: type"))
        if kind not in self.TYPES:
            raise ScriptError("%s drop-packet %s: nslab knows packet types %s here" % (
                self.handle, ptype, ", ".join("%d (%s)" % t for t in self.TYPES.items())))
        em_make_srm(self.runner.sim.kernel, self.em.id, self.TYPES[kind],
                    int(tcl_number(cycle, "drop-packet: cycle")),
                    int(tcl_number(offset, "drop-packet: offset")))


def new_srm_error_model(runner, cls="SRMErrorModel", args=()):
    """`new SRMErrorModel`: an error model of the packet unit, no drop target yet."""
    obj = runner.register(SrmErrorModelObject)
    obj.em = runner.sim.error_model(kind="uniform")
    obj.em.drop_target("none")
    return obj.handle


# `$srm distance? node` and `$srm groupSize?` (command names with a question mark)
setattr(SrmAgentObject, "tcl_distance?", lambda self, node: self.distance_text(node))
setattr(SrmAgentObject, "tcl_groupSize?", lambda self: str(self.group_size))
