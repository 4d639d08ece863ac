"""Node/DelayBox in a script (ns-2's delaybox/delaybox.cc and tcl/delaybox/delaybox.tcl):
`set db [$ns DelayBox]` makes a node whose box delays, drops and paces the packets of
the TCP flows its rules cover before the node routes them (the model is in
kernel/traffic/delaybox.pxi).

`$db add-rule src dst delayRV ?lossRV? ?speedRV?` gives the rule of a pair of node ids
(delays in ms, losses as fractions, speeds in Mb/s); `set-asymmetric` stops the box from
using a pair's rule for the other direction too; `list-rules` and `list-flows` print the
tables on stderr as ns-2 does.  The debug lines (`set-debug` above 0) and the file of
flow delays (`set-delay-file`, `output-delay`, `close-delay-file`) are not implemented
and stop the run with an error naming them.
"""
import sys

from .. import _kernel
from ..errors import ScriptError
from .base import _number
from .network_objects import NodeObject
from .traffic_objects import RandomVariableObject

MBIT = 125000           # bytes/s per Mb/s, as DelayBox prints its speeds


def new_delaybox_node(simulator):
    """`$ns DelayBox`: a node as `$ns node` makes it, then its box."""
    sim = simulator.sim
    if sim.hier is not None or sim.wireless_config.wireless \
            or getattr(simulator, "multicast_on", False):
        raise ScriptError("DelayBox: nslab's DelayBox nodes are wired nodes with flat "
                          "addresses, in a unicast simulator")
    handle = simulator.tcl_node(node_class=DelayBoxNodeObject, tcl_class="Node/DelayBox")
    obj = simulator.runner.lookup(handle)
    # Node/DelayBox's init makes its Classifier/DelayBox after the node's own parts
    obj.classifier = "_o%d" % simulator.runner.reserve(1)
    _kernel.dbox_add_node(sim.kernel, obj.node.id)
    return handle


class DelayBoxNodeObject(NodeObject):
    tcl_class = "Node/DelayBox"
    classifier = ""

    @property
    def _kernel(self):
        return self.runner.sim.kernel

    def _ranvar(self, handle, what):
        obj = self.runner.objects.get(handle)
        if not isinstance(obj, RandomVariableObject):
            raise ScriptError("%s add-rule: the %s %r is not a random variable"
                              % (self.handle, what, handle))
        return obj.rv.id

    def tcl_add_rule(self, src, dst, delay, loss=None, speed=None):
        ids = [self._ranvar(h, what) if h is not None else -1
               for h, what in ((delay, "delay"), (loss, "loss rate"), (speed, "link speed"))]
        _kernel.dbox_add_rule(self._kernel, self.node.id, int(_number(src, "add-rule: src")),
                              int(_number(dst, "add-rule: dst")), *ids)

    def tcl_set_asymmetric(self):
        _kernel.dbox_set_asymmetric(self._kernel, self.node.id)

    def tcl_create_classifier(self):
        pass            # ns-2's library calls it in `$ns DelayBox`; nothing to do here

    def tcl_list_rules(self):
        rules = _kernel.dbox_rules(self._kernel, self.node.id)
        self._print_table("Rules", "  ", ["%4d) %d > %d: 0\n" % (i, src, dst)
                                          for i, (src, dst) in enumerate(rules, 1)])

    def tcl_list_flows(self):
        rows = []
        for i, (src, dst, fid, delay, loss, speed) in enumerate(
                _kernel.dbox_flows(self._kernel, self.node.id)):
            text = "%8.3f ms delay  %5.2f%% loss" % (delay * 1000.0, loss)
            if speed > 0:
                text += "  %8.3f Mbps" % (speed / MBIT)
            rows.append("%4d) %d > %d: %d %s\n" % (i, src, dst, fid, text))
        self._print_table("Flows", "   ", rows)

    def _print_table(self, title, gap, rows):
        """A table on stderr as ns-2 prints it, headed by the classifier's handle."""
        if not rows:
            self._stderr("\nClass %s> %s table is empty\n" % (self.classifier, title))
        else:
            self._stderr("\nClass %s> %s:%s(%d elements)\n%s\n"
                         % (self.classifier, title, gap, len(rows), "".join(rows)))

    @staticmethod
    def _stderr(text):
        sys.stderr.write(text)
        sys.stderr.flush()

    def tcl_set_debug(self, level):
        if int(_number(level, "set-debug")) != 0:
            raise ScriptError("%s set-debug %s: DelayBox's debug lines are not implemented in "
                              "nslab" % (self.handle, level))

    def _no_delay_file(self, command):
        raise ScriptError("%s %s: DelayBox's file of flow delays is not implemented in nslab"
                          % (self.handle, command))

    def tcl_set_delay_file(self, *args):
        self._no_delay_file("set-delay-file")

    def tcl_output_delay(self, *args):
        self._no_delay_file("output-delay")

    def tcl_close_delay_file(self, *args):
        self._no_delay_file("close-delay-file")
