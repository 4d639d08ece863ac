# Satellite links (ns-2's satellite extensions, nslab.satellite): the kernel side.
#
# A ground terminal's GSL interface (LL/Sat -> interface queue -> Mac/Sat -> Phy/Sat)
# through a bent-pipe (geo-repeater) satellite to the terminal that routing chose as
# the next hop is a kernel Link from terminal to terminal: its queue is the interface
# queue, its transmission time Mac/Sat's (the packet plus the 16 bytes of link header
# the MAC counts, at the MAC's bandwidth_), its delay the two propagation delays up to
# the satellite and down from it, and its error model the receiving interface's
# (`interface-errormodel`, after the delay line, its drops traced 'e').  Its trace
# lines are Trace/Sat's: the previous and next hop where a wired line has the link's
# ends (the same numbers on such a link), the clock as %.4f, and the two hops'
# latitude and longitude, which Python formats once (a terminal and a geostationary
# satellite stay at the same place on the turning earth).


def sat_link_setup(Kernel k, int lid, double delay_up, double delay_down, int hdr_bytes,
                   bytes tail):
    """Make kernel link `lid` a satellite link: the propagation delays up to the
    satellite and down from it (a packet arrives ((start + up) + down) + its
    transmission time, ns-2's sum), `hdr_bytes` more bytes per transmission and
    Trace/Sat's line form, ending with `tail` (" lat lon lat lon")."""
    cdef Link *l = &k.links[k._link(lid)]
    if hdr_bytes < 0 or len(tail) > 200 or not delay_up >= 0 or not delay_down >= 0:
        raise KernelError("satellite link %d: delays and header bytes must be >= 0 and the "
                          "position columns short (got %r, %r, %r, %r)"
                          % (lid, delay_up, delay_down, hdr_bytes, tail))
    l.sat_path = True
    l.delay = delay_up
    l.delay_down = delay_down
    l.hdr_bytes = hdr_bytes
    free(l.trace_tail)
    l.trace_tail = <char *>malloc(len(tail) + 1)
    if l.trace_tail == NULL:
        raise MemoryError("satellite link trace")
    memcpy(l.trace_tail, <const char *>tail, len(tail))
    l.trace_tail[len(tail)] = 0
    link_update_flags(k, l)
