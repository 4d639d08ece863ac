"""SRM's loss-recovery events (nslab.mcast.srm): the request, repair and session timers of
one agent, as ns-2.35's library (tcl/mcast/srm.tcl, srm-adaptive.tcl) runs them.

A member that detects a loss makes a *request* event for the message: it waits
(C1 + C2 * u) * d * backoff seconds, u uniform in [0, 1] from ns-2's `uniform`, d the
estimated one-way distance to the message's sender, backoff doubling at each round (up to
requestBackoffLimit_ times); hearing another member's request for the same message before
its timer fires, it backs off (a new round, ignoring further requests for half the delay);
when the repair arrives it cancels and, 3 d later, is cleared.  A member that has the
message and hears a request makes a *repair* event: it waits (D1 + D2 * u) * d to the
requestor and sends the repair, unless it hears one first.  The *session* event sends a
session message every sessionDelay_ * uniform(0.9, 1.1) seconds.  Adaptive SRM's events
ask their agent to retune C1/C2 (D1/D2) before each new loss (nslab.mcast.srm_adaptive)
and back off by 3 instead of 2.

Distances are smoothed with `ewma` (alpha from Tcl's global `alpha`, 0.25) or taken as
they are (`instantaneous`).  Each step can be written to the agent's trace file (`$srm
trace file`): the time (%7.4f), node, message, round, then the step's words.

Values that reach a trace are Tcl's: numbers are computed as Tcl's expr computes them and
printed as Tcl prints them with tcl_precision 17 (tcl_double), and values the script or
ns-2's library set are printed as set.
"""
import math

from ..errors import ScriptError


def tcl_double(x):
    """A double as Tcl 8.5+ prints it with tcl_precision 17."""
    if math.isinf(x):
        return "Inf" if x > 0 else "-Inf"
    if math.isnan(x):
        return "NaN"
    text = "%.17g" % x
    if all(c in "-0123456789" for c in text):
        text += ".0"
    return text


def tcl_text(value):
    """A Python number (or text) as the Tcl value it stands for."""
    if isinstance(value, float):
        return tcl_double(value)
    return str(value)


def tcl_number(value, what="SRM"):
    """A Tcl value as expr reads it: an int for integer text, else a double."""
    if isinstance(value, (int, float)):
        return value
    text = str(value).strip()
    try:
        return int(text, 16) if text.lower().lstrip("+-").startswith("0x") else int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise ScriptError("%s: expected a number but got %r" % (what, value)) from None


def smooth(agent, kind, average, current):
    """ns-2's distance functions: `ewma` (first value as it is) or `instantaneous`."""
    if kind == "instantaneous":
        return current
    if kind != "ewma":
        raise ScriptError("%s distanceCompute_ %r: nslab implements ewma and instantaneous"
                          % (agent.handle, kind))
    if tcl_number(average) < 0:
        return current
    alpha = tcl_number(agent.runner.tcl.eval("if {[info exists ::alpha]} {set ::alpha} "
                                             "else {set _ 0.25}"), "alpha")
    return (1 - alpha) * tcl_number(average) + alpha * tcl_number(current)


class SrmEvent:
    """What every SRM event has: its agent, its message (sender:msgid), its round and
    times (start, service time, smoothed distance), and the tracing."""
    kind = "SRM"

    def __init__(self, agent):
        self.agent = agent
        self.now = agent.now
        self.nid = agent.node_id()
        self.distf = agent.var("distanceCompute_")
        self.start_time = agent.now_text()
        self.trace_channel = agent.trace_channel     # as the agent's trace_ was then
        self.service_time = -1
        self.distance = -1
        self.sender = self.msgid = None
        self.round = 0
        self.sent = 0
        self.timer = None
        self.deleted = False
        self.statistics = {"dupRQST": 0, "dupREPR": 0, "#sent": 0}

    def set_params(self, sender, msgid):
        self.sender, self.msgid = sender, msgid
        self.round = self.agent.round_of(sender, msgid)
        self.sent = 0

    def cancel(self, why=None):
        """Cancel the timer.  ns-2 keeps an event's id after its timer fired (only a
        cancel forgets it), so `timer` stays set until then: a repair heard after the
        request went out still counts as the first (and cancelling it does nothing)."""
        if self.timer is not None:
            self.timer[0] = False
            self.timer = None

    def schedule(self):
        self.round += 1

    def distance_to(self, node):
        self.distance = smooth(self.agent, self.distf, self.distance,
                               self.agent.distance_text(node))
        return self.distance

    def serve(self):
        """serviceTime: time since the event began, in units of the round-trip time."""
        self.service_time = ((tcl_number(self.agent.now_text()) - tcl_number(self.start_time))
                             / (2 * tcl_number(self.distance)))
        return self.service_time

    def trace(self, tag, step, *words):
        if self.trace_channel is None:
            return
        self.agent.trace_step(self, " ".join((tag, step) + tuple(tcl_text(w) for w in words)))

    def fire_at(self, when, action):
        """ns-2's `$ns at when ...` for one of this event's steps."""
        self.timer = self.agent.at(when, self._guard(action))

    def _guard(self, action):
        def run():
            if self.deleted:        # ns-2 would find the object's command gone
                raise ScriptError('invalid command name "%s" (an SRM event deleted by '
                                  'cleanup still had a timer)' % self.kind)
            action()
        return run


class SrmRequest(SrmEvent):
    """SRM/request: the wait before asking the group for a lost message."""
    kind = "SRM/request"
    backoff_factor = 2

    def __init__(self, agent):
        super().__init__(agent)
        self.statistics["backoff"] = 0
        self.ignore = None
        self.delay = None

    def set_params(self, sender, msgid):
        super().set_params(sender, msgid)
        self.c1, self.c2 = self.agent.var("C1_"), self.agent.var("C2_")
        self.distance_to(sender)
        self.backoff, self.backoff_ctr = 1, 0
        self.backoff_limit = tcl_number(self.agent.var("requestBackoffLimit_"))
        self.trace("Q", "DETECT")

    def dup_request(self):
        return 1 if self.round == 2 and self.now() <= self.ignore else 0

    def dup_repair(self):
        return 0

    def next_backoff(self):
        current = self.backoff
        self.backoff_ctr += 1
        if self.backoff_ctr <= self.backoff_limit:
            self.backoff *= self.backoff_factor
        return current

    def compute_delay(self):
        spread = tcl_number(self.c1) + tcl_number(self.c2) * self.agent.uniform("0", "1")
        dist = self.distance_to(self.sender)
        self.trace("Q", "INTERVALS", "C1", self.c1, "C2", self.c2, "d", dist, "i", self.backoff)
        return spread * tcl_number(dist)

    def schedule(self):
        super().schedule()
        now = self.now()
        self.delay = self.compute_delay() * self.next_backoff()
        fire = now + self.delay
        self.trace("Q", "NTIMER", "at", fire)
        self.fire_at(fire, self.send)

    def cancel(self, why=None):
        super().cancel()
        if why in ("REQUEST", "REPAIR") and self.round == 1:
            self.agent.update_ave("req", self.serve())

    def send(self):
        self.trace("Q", "SENDNACK")
        self.agent.send_request(self.round, self.sender, self.msgid)
        self.statistics["#sent"] += 1
        self.sent = self.round

    def heard_request(self):
        if self.ignore is not None and self.now() < self.ignore:
            self.statistics["dupRQST"] += 1
            return
        self.cancel("REQUEST")
        self.schedule()
        self.ignore = self.now() + self.delay / 2
        self.statistics["backoff"] += 1
        self.trace("Q", "NACK", "IGNORE-BACKOFF", self.ignore)

    def heard_repair(self):
        if self.timer is None:
            self.statistics["dupREPR"] += 1
            return
        self.serve()
        self.ignore = self.now() + 3 * tcl_number(self.distance_to(self.sender))
        self.agent.clear_at(self.ignore, self)
        self.cancel("REPAIR")
        self.trace("Q", "REPAIR", "IGNORES", self.ignore)


class SrmRepair(SrmEvent):
    """SRM/repair: the wait before resending a message another member asked for."""
    kind = "SRM/repair"

    def __init__(self, agent, requestor):
        super().__init__(agent)
        self.requestor = requestor

    def set_params(self, sender, msgid):
        super().set_params(sender, msgid)
        self.d1, self.d2 = self.agent.var("D1_"), self.agent.var("D2_")
        self.distance_to(self.requestor)
        self.trace("P", "NACK", "from", self.requestor)

    def dup_request(self):
        return 0

    def dup_repair(self):
        return 1 if self.round == 1 else 0

    def compute_delay(self):
        spread = tcl_number(self.d1) + tcl_number(self.d2) * self.agent.uniform("0", "1")
        dist = self.distance_to(self.requestor)
        self.trace("P", "INTERVALS", "D1", self.d1, "D2", self.d2, "d", dist)
        return spread * tcl_number(dist)

    def schedule(self):
        super().schedule()
        fire = self.now() + self.compute_delay()
        self.trace("P", "RTIMER", "at", fire)
        self.fire_at(fire, self.send)

    def cancel(self, why=None):
        super().cancel()
        if why in ("REQUEST", "REPAIR") and self.round == 1:
            self.agent.update_ave("rep", self.serve())

    def send(self):
        self.trace("P", "SENDREP")
        self.agent.requestor = tcl_number(self.requestor)
        self.agent.send_repair(self.round, self.sender, self.msgid)
        self.statistics["#sent"] += 1
        self.sent = self.round

    def heard_request(self):
        self.statistics["dupRQST"] += 1

    def heard_repair(self):
        if self.timer is None:
            self.statistics["dupREPR"] += 1
            return
        hold = self.now() + 3 * tcl_number(self.distance_to(self.requestor))
        self.agent.clear_at(hold, self)
        self.cancel("REPAIR")
        self.trace("P", "REPAIR", "IGNORES", hold)


class SrmSession(SrmEvent):
    """SRM/session: a session message every sessionDelay_ * uniform(0.9, 1.1) s."""
    kind = "SRM/session"

    def __init__(self, agent):
        super().__init__(agent)
        self.round = 1
        self.sender, self.msgid = "0", "0"

    def schedule(self):
        super().schedule()
        delay = tcl_number(self.agent.var("sessionDelay_")) * self.agent.uniform("0.9", "1.1")
        self.fire_at(self.now() + delay, self.send)

    def send(self):
        self.agent.send_session()
        self.statistics["#sent"] += 1
        self.schedule()

