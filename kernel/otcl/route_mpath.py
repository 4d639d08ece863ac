"""A node's routes as DV installs them, one or several per destination (nslab.otcl;
ns-2.35's Node add-routes and delete-routes, tcl/lib/ns-node.tcl, and Classifier/
MultiPath).

Without `Node set multiPath_ 1` a destination has one next-hop link or none.  With it,
a destination's route stays a single link while it is the only one; a second one turns
it into a multipath group (kernel/core/multipath.pxi) that keeps it in its first slot
and takes each new link in the slot above its top one, for good: removing links empties
their slots, and the group stays even when it is left with one link or none.  The node
counts its routes per destination as ns-2 does, so that a removal of links it does not
have can make the count negative and the next single route goes in as a plain link.

Where ns-2 orders equal routes by Tcl's array order of the link objects' handles
(DV's `array names nh`), `link_handles` gives each link the handle ns-2 gave its
SimpleLink object, as the runner numbers the parts of each link (nslab.otcl.handles).
"""
from ..tcl_order import tcl_names_order
from . import handles


def link_handles(runner):
    """{link: the handle ns-2 gave its link object}, for the links the script made."""
    return {link: "_o%d" % (runner.link_handles[link.id] + handles.LINK_OFFSET)
            for link in runner.sim.links.values() if link.id in runner.link_handles}


def tcl_order(links, handles):
    """Links as Tcl lists an array keyed by their handles, inserted in this order."""
    by_name = {handles[link]: link for link in links}
    return [by_name[name] for name in tcl_names_order(list(by_name))]


class NodeRoutes:
    """One node's installed routes: per destination a link, a multipath group or none."""

    def __init__(self, kernel, n, multipath):
        self.kernel, self.multipath = kernel, multipath
        self.count = [0] * n            # routes_
        self.single = [None] * n        # the link of a single route
        self.group = [None] * n         # a multipath group's route code

    def add(self, dst, links):
        """add-routes: links (a list) become routes to dst."""
        if not links:
            return
        if not self.multipath:
            self.single[dst], self.count[dst] = links[0], 1
            return
        if self.count[dst] <= 0 and len(links) == 1 and self.group[dst] is None:
            self.single[dst], self.count[dst] = links[0], 1
            return
        if self.group[dst] is None:
            self.group[dst] = self.kernel.mpath_new()
            if self.count[dst] > 0:
                self.kernel.mpath_install_next(self.group[dst], self.single[dst].id)
        for link in links:
            self.kernel.mpath_install_next(self.group[dst], link.id)
            self.count[dst] += 1

    def delete(self, dst, links):
        """delete-routes: the routes to dst over links go."""
        code = self.group[dst]
        if code is None:
            self.single[dst] = None
            self.count[dst] -= 1
            return
        ids = {link.id for link in links}
        for slot, lid in enumerate(self.kernel.mpath_slots(code)):
            if lid is not None and lid in ids:
                self.kernel.mpath_clear(code, slot)
                self.count[dst] -= 1

    def entry(self, dst):
        """The kernel route table's entry for dst."""
        if self.group[dst] is not None:
            return self.group[dst]
        return -1 if self.single[dst] is None else self.single[dst].id
